package wcet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/traces"
)

// The reports of one bound, and hybrid (trace) weights.

// SchemaVersion is the value of JSONReport.Schema; it changes when a field
// is removed, renamed or changes meaning. 2: "schema", "provenance",
// "assembly", "kernel_demangled"; "weight" is "weight_cycles", a loop's
// "source" is "src".
const SchemaVersion = 2

// JSONReport is the JSON report of a bound (splitwcet wcet --json; docs/cli.md).
type JSONReport struct {
	Schema int `json:"schema"`
	// Provenance is a *kernel.Provenance (splitmodel/kernel, above this
	// package), set by the caller.
	Provenance      any             `json:"provenance,omitempty"`
	Assembly        string          `json:"assembly"`
	Kernel          string          `json:"kernel"`
	KernelDemangled string          `json:"kernel_demangled"`
	Placement       string          `json:"placement"`
	Weights         string          `json:"weights"`
	BoundCycles     int64           `json:"bound_cycles"`
	EdgeCounts      []JSONEdgeCount `json:"edge_counts"`
	CriticalPath    []string        `json:"critical_path"`
	LoopBounds      []JSONLoopBound `json:"loop_bounds"`
	Warnings        []string        `json:"warnings"`
	// Model is what the bound is sound against (the latency table with
	// its file and hash) or that it is measurement-based (trace weights).
	Model string `json:"model,omitempty"`
}

// JSONEdgeCount is one IPG edge of a JSONReport.
type JSONEdgeCount struct {
	ID     int    `json:"id"`
	Edge   string `json:"edge"`
	Weight int64  `json:"weight_cycles"`
	Count  int64  `json:"count"`
}

// JSONLoopBound is one loop bound of a JSONReport.
type JSONLoopBound struct {
	Header string `json:"header"`
	Src    string `json:"src,omitempty"`
	Min    int    `json:"min"`
	Max    int    `json:"max"`
	Origin string `json:"origin"`
}

// WriteJSON writes the bound res of p with its edge counts, critical path
// and loop bounds as JSON; source names the weights ("static", "trace"),
// notes come first among the warnings; prov is the report's provenance.
func WriteJSON(buf *bytes.Buffer, p *ipet.Problem, res *ipet.Result, source, model string, notes []string, prov any) error {
	ig, weights := p.IPG, p.Weights
	fn := ig.CFG.Func
	doc := JSONReport{Schema: SchemaVersion, Provenance: prov, Assembly: fn.Pos.File, Kernel: fn.Name, KernelDemangled: asm.Demangled(fn.Name), Placement: ig.Placement.String(), Weights: source,
		BoundCycles: res.Bound, EdgeCounts: []JSONEdgeCount{}, CriticalPath: []string{},
		LoopBounds: []JSONLoopBound{}, Warnings: append(append([]string{}, notes...), res.Warnings...), Model: model}
	for _, e := range ig.Edges {
		doc.EdgeCounts = append(doc.EdgeCounts, JSONEdgeCount{ID: e.ID, Edge: e.String(), Weight: weights[e.ID], Count: res.Counts[e.ID]})
	}
	for _, e := range res.CriticalPath {
		doc.CriticalPath = append(doc.CriticalPath, e.String())
	}
	for _, b := range res.LoopBounds {
		lb := JSONLoopBound{Header: b.Loop.Header.Name, Min: b.Min, Max: b.Max, Origin: b.Origin}
		if in := b.Loop.Header.Instrs; len(in) > 0 {
			lb.Src = in[0].Src().String()
		}
		doc.LoopBounds = append(doc.LoopBounds, lb)
	}
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

// WriteText writes the bound res of p as the report 'splitwcet wcet'
// prints; model says what the bound is sound against.
func WriteText(buf *bytes.Buffer, p *ipet.Problem, res *ipet.Result, source, model string, notes []string) {
	ig, weights := p.IPG, p.Weights
	fmt.Fprintf(buf, "kernel %s: WCET bound %d cycles for one wavefront (%s weights, %s IPTs)\n", asm.Display(ig.CFG.Func.Name), res.Bound, source, ig.Placement)
	if model != "" {
		fmt.Fprintf(buf, "  %s\n", model)
	}
	if len(res.LoopBounds) > 0 {
		buf.WriteString("\nloop bounds:\n")
		for _, b := range res.LoopBounds {
			src := ""
			if in := b.Loop.Header.Instrs; len(in) > 0 && !in[0].Src().IsZero() {
				src = " (" + in[0].Src().String() + ")"
			}
			fmt.Fprintf(buf, "  %s%s: max %d", b.Loop.Header.Name, src, b.Max)
			if b.Min > 1 {
				fmt.Fprintf(buf, ", min %d", b.Min)
			}
			fmt.Fprintf(buf, "  [%s]\n", b.Origin)
		}
	}
	buf.WriteString("\nworst-case edges (weight x count):\n")
	for _, e := range ig.Edges {
		if res.Counts[e.ID] == 0 {
			continue
		}
		fmt.Fprintf(buf, "  %-50s %8d x %-4d = %d\n", e.String(), weights[e.ID], res.Counts[e.ID], weights[e.ID]*res.Counts[e.ID])
	}
	if len(res.CriticalPath) > 0 {
		var names []string
		for i, e := range res.CriticalPath {
			if i == 0 {
				names = append(names, e.From.Name)
			}
			names = append(names, e.To.Name)
		}
		fmt.Fprintf(buf, "\ncritical path (%d segments):\n  %s\n", len(res.CriticalPath), wrap(strings.Join(names, " -> "), 100, "  "))
	}
	for _, n := range notes {
		fmt.Fprintf(buf, "note: %s\n", n)
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(buf, "warning: %s\n", w)
	}
}

// TraceWeights replaces p's weights by the maxima observed in the trace
// files (launch wavefront first, pooled over splits where it never took an
// edge; p's weights stay where no trace saw the edge) and adds observed
// loop bounds for loops the facts (p's) do not bound: hybrid analysis. It
// returns notes for the report.
func TraceWeights(p *ipet.Problem, facts *flowfacts.Facts, paths []string) ([]string, error) {
	g := p.IPG.CFG
	an := traces.NewAnalyzer(p.IPG)
	for _, path := range paths {
		r, err := traces.Open(path, p.IPG)
		if err != nil {
			return nil, err
		}
		err = an.Add(r)
		r.Close()
		if err != nil {
			return nil, err
		}
	}
	st := an.Stats()
	if err := st.Complete(); err != nil {
		return nil, err
	}
	w, unobserved := st.WeightsOrPooled(0)
	var notes []string
	for _, e := range unobserved {
		if p.Weights[e.ID] == static.NoWeight {
			return nil, fmt.Errorf("IPG edge %s passes a call to a device function and the traces never observed it: the callee has no static cost (a loop of it without a flow fact naming its header, or an indirect call), so there is no sound weight for it (trace an input that takes this path, or bound the callee's loops)", e)
		}
		w[e.ID] = p.Weights[e.ID]
		notes = append(notes, fmt.Sprintf("edge %s never observed in the traces: static weight %d used", e, p.Weights[e.ID]))
	}
	p.Weights = w
	obs, err := flowfacts.ObservedBounds(g, facts, st)
	if err != nil {
		return nil, err
	}
	for l, b := range obs {
		if p.Bounds == nil {
			p.Bounds = map[*cfg.Loop]ipet.LoopBound{}
		}
		p.Bounds[l] = b
	}
	return notes, nil
}

// wrap breaks s at spaces so that lines stay under width.
func wrap(s string, width int, indent string) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Split(s, " ") {
		if i > 0 {
			if n+1+len(w) > width {
				b.WriteString("\n" + indent)
				n = 0
			} else {
				b.WriteByte(' ')
				n++
			}
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}
