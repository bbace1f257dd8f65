package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
)

const wcetLong = `Bound the worst-case execution time of one wavefront of a kernel (IPET).

The IPT graph of the kernel (see 'splitwcet ipg') gets a weight per edge and
lp_solve finds the heaviest start-to-end flow under the loop bounds:

  --static       weights from the per-instruction worst-case latency model
                 (docs/latency.md; override it with --latency TABLE.yaml)
  --trace T      weights measured in IPT traces ('splitwcet simulate --trace';
                 docs/trace-format.md): the maximum observed time of each
                 IPG edge for the launch wavefront (split 0), pooled over all
                 splits where split 0 never took the edge; repeat --trace or
                 give a comma list to pool several runs and input sets

Every loop needs a bound: give them in a flow-facts file (--facts, format in
docs/flow-facts.md). With --trace, a loop without a fact takes the largest
iteration count observed in the traces (reported as "observed": hybrid
analysis is not a proof). A loop with neither is an error that names it.
With --trace, an IPG edge no trace observed gets its static weight, and the
report lists it.
--lp writes the integer program in lp_solve's LP format, to check by hand or
with the lp_solve command.

The bound is for one wavefront in isolation (no contention, barriers or
dispatch delays); the kernel-level model of the thesis comes later.`

type wcetFlags struct {
	cfgFlags
	ipts      string
	static    bool
	trace     []string
	facts     string
	latency   string
	lp        string
	json      bool
	graph     string
	graphFile string
}

func newWcetCmd() *cobra.Command {
	var fl wcetFlags
	cmd := &cobra.Command{
		Use:   "wcet [FILE] (--static | --trace T)",
		Short: "Bound one wavefront's worst-case execution time (IPET with lp_solve)",
		Long:  wcetLong,
		Example: `  splitwcet wcet examples/ifelse/kernel.s --static
  splitwcet wcet examples/divloop/kernel.s --static --facts examples/divloop/flow.yaml --json
  splitwcet wcet kernel.s --static --facts flow.yaml --lp kernel.lp --graph svg -o worst.svg`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runWcet(cmd, firstArg(args), fl)
		},
	}
	addInputFlags(cmd, &fl.cfgFlags)
	f := cmd.Flags()
	_ = f.MarkHidden("format") // wcet prints text or --json; --graph draws the annotated IPG
	f.StringVar(&fl.ipts, "ipts", "thesis", "IPT placement: thesis or blocks")
	f.BoolVar(&fl.static, "static", false, "use static per-instruction worst-case weights (no traces)")
	f.StringSliceVar(&fl.trace, "trace", nil, "use segment weights measured in these IPT traces (repeat or comma-separate to pool runs)")
	f.StringVar(&fl.facts, "facts", "", "flow-facts YAML: loop bounds, counts, infeasible code (docs/flow-facts.md)")
	f.StringVar(&fl.latency, "latency", "", "latency table YAML overriding the static defaults (docs/latency.md)")
	f.StringVar(&fl.lp, "lp", "", "write the integer program in lp_solve LP format to this file")
	f.BoolVar(&fl.json, "json", false, "print JSON: kernel, bound_cycles, edge_counts, critical_path, loop_bounds")
	f.StringVar(&fl.graph, "graph", "", "instead of the report, draw the IPG annotated with weights, counts and the critical path: dot or svg (to -o or stdout)")
	return cmd
}

// wcetJSON is the --json output (docs/cli.md).
type wcetJSON struct {
	Kernel       string          `json:"kernel"`
	Placement    string          `json:"placement"`
	Weights      string          `json:"weights"`
	BoundCycles  int64           `json:"bound_cycles"`
	EdgeCounts   []edgeCountJSON `json:"edge_counts"`
	CriticalPath []string        `json:"critical_path"`
	LoopBounds   []loopBoundJSON `json:"loop_bounds"`
	Warnings     []string        `json:"warnings"`
}

type edgeCountJSON struct {
	ID     int    `json:"id"`
	Edge   string `json:"edge"`
	Weight int64  `json:"weight"`
	Count  int64  `json:"count"`
}

type loopBoundJSON struct {
	Header string `json:"header"`
	Source string `json:"source,omitempty"`
	Min    int    `json:"min"`
	Max    int    `json:"max"`
	Origin string `json:"origin"`
}

func runWcet(cmd *cobra.Command, file string, fl wcetFlags) error {
	switch {
	case fl.static && len(fl.trace) > 0:
		return usagef("give --static or --trace, not both")
	case !fl.static && len(fl.trace) == 0:
		return usagef("choose the weights: --static (latency model) or --trace T")
	}
	if fl.graph != "" && fl.graph != "dot" && fl.graph != "svg" {
		return usagef("--graph %q: want dot or svg", fl.graph)
	}
	if fl.graph != "" && fl.json {
		return usagef("--graph and --json are separate outputs; give one")
	}
	place, err := ipg.ParsePlacement(fl.ipts)
	if err != nil {
		return usagef("--ipts: %v", err)
	}
	table := static.Default()
	if fl.latency != "" {
		data, err := os.ReadFile(fl.latency)
		if err != nil {
			return fmt.Errorf("--latency: %w", err)
		}
		if table, err = static.Load(fl.latency, data); err != nil {
			return err
		}
	}
	var facts *ipet.Facts
	if fl.facts != "" {
		data, err := os.ReadFile(fl.facts)
		if err != nil {
			return fmt.Errorf("--facts: %w", err)
		}
		if facts, err = ipet.ParseFacts(fl.facts, data); err != nil {
			return err
		}
	}
	_, g, err := loadCFG(cmd, file, fl.cfgFlags)
	if err != nil {
		return err
	}
	ig, err := ipg.Build(g, place)
	if err != nil {
		return err
	}
	weights, err := static.SegmentWeights(ig, table)
	if err != nil {
		return err
	}
	p := &ipet.Problem{IPG: ig, Weights: weights, Facts: facts}
	source := "static"
	var notes []string
	if len(fl.trace) > 0 {
		source = "trace"
		if notes, err = traceWeights(p, g, facts, fl.trace); err != nil {
			return err
		}
	}
	if fl.lp != "" {
		var lp bytes.Buffer
		if err := p.WriteLP(&lp); err != nil {
			return err
		}
		if err := writeOutput(cmd.OutOrStdout(), fl.lp, lp.Bytes()); err != nil {
			return err
		}
	}
	res, err := ipet.Solve(p)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	switch {
	case fl.graph != "":
		crit := make([]bool, len(ig.Edges))
		for _, e := range res.CriticalPath {
			crit[e.ID] = true
		}
		a := &ipg.Annotation{Weights: p.Weights, Counts: res.Counts, Critical: crit}
		if err := writeIPG(&buf, ig, a, fl.graph); err != nil {
			return err
		}
	case fl.json:
		if err := writeWcetJSON(&buf, ig, p.Weights, res, source, notes); err != nil {
			return err
		}
	default:
		writeWcetText(&buf, ig, p.Weights, res, source, notes)
	}
	return writeOutput(cmd.OutOrStdout(), fl.out, buf.Bytes())
}

func writeWcetJSON(buf *bytes.Buffer, ig *ipg.Graph, weights []int64, res *ipet.Result, source string, notes []string) error {
	doc := wcetJSON{Kernel: ig.CFG.Func.Name, Placement: ig.Placement.String(), Weights: source,
		BoundCycles: res.Bound, EdgeCounts: []edgeCountJSON{}, CriticalPath: []string{},
		LoopBounds: []loopBoundJSON{}, Warnings: append(append([]string{}, notes...), res.Warnings...)}
	for _, e := range ig.Edges {
		doc.EdgeCounts = append(doc.EdgeCounts, edgeCountJSON{ID: e.ID, Edge: e.String(), Weight: weights[e.ID], Count: res.Counts[e.ID]})
	}
	for _, e := range res.CriticalPath {
		doc.CriticalPath = append(doc.CriticalPath, e.String())
	}
	for _, b := range res.LoopBounds {
		lb := loopBoundJSON{Header: b.Loop.Header.Name, Min: b.Min, Max: b.Max, Origin: b.Origin}
		if in := b.Loop.Header.Instrs; len(in) > 0 {
			lb.Source = in[0].Src.String()
		}
		doc.LoopBounds = append(doc.LoopBounds, lb)
	}
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

func writeWcetText(buf *bytes.Buffer, ig *ipg.Graph, weights []int64, res *ipet.Result, source string, notes []string) {
	fmt.Fprintf(buf, "kernel %s: WCET bound %d cycles for one wavefront (%s weights, %s IPTs)\n", ig.CFG.Func.Name, res.Bound, source, ig.Placement)
	if len(res.LoopBounds) > 0 {
		buf.WriteString("\nloop bounds:\n")
		for _, b := range res.LoopBounds {
			src := ""
			if in := b.Loop.Header.Instrs; len(in) > 0 && !in[0].Src.IsZero() {
				src = " (" + in[0].Src.String() + ")"
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

// traceWeights replaces p's weights by the maxima observed in the traces
// (launch wavefront first, pooled over splits where it never took an edge;
// static weights where no trace saw the edge) and adds observed loop bounds
// for loops the facts do not bound. It returns notes for the report.
func traceWeights(p *ipet.Problem, g *cfg.Graph, facts *ipet.Facts, paths []string) ([]string, error) {
	an := traces.NewAnalyzer(p.IPG)
	for _, path := range paths {
		r, err := traces.Open(path)
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
	w, unobserved := st.WeightsOrPooled(0)
	var notes []string
	for _, e := range unobserved {
		w[e.ID] = p.Weights[e.ID]
		notes = append(notes, fmt.Sprintf("edge %s never observed in the traces: static weight %d used", e, p.Weights[e.ID]))
	}
	p.Weights = w
	factBound := map[*cfg.Loop]bool{}
	if facts != nil {
		bounds, err := facts.Resolve(g)
		if err != nil {
			return nil, err
		}
		for l := range bounds {
			factBound[l] = true
		}
	}
	observed := st.ObservedLoopBounds()
	for _, l := range g.Loops {
		if n, ok := observed[l]; ok && !factBound[l] {
			if p.Bounds == nil {
				p.Bounds = map[*cfg.Loop]ipet.LoopBound{}
			}
			p.Bounds[l] = ipet.LoopBound{Loop: l, Max: n, Origin: "observed in traces"}
		}
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
