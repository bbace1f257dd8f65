package ipg

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/awalterschulze/gographviz"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
)

// Annotation adds per-edge numbers to the outputs: IPET weights, counts in the
// worst case and the critical path. Any field may be nil.
type Annotation struct {
	Weights  []int64 // cycles per edge, by Edge.ID
	Counts   []int64 // times the worst case takes each edge
	Critical []bool  // edges on the critical path
	// Provenance, when set, is the JSON's provenance: a *kernel.Provenance
	// (splitmodel/kernel, which this package cannot import).
	Provenance any
	// Title, when set, heads the picture (the bound and the model it is
	// sound against), and the picture gets a legend.
	Title string
}

// legend explains an annotated IPG picture's marks.
const legend = "legend: thick red edges: the worst case (x = how often it takes the edge, w = the segment's weight in cycles); " +
	"orange: divergent branch IPTs, green: joins, grey ellipses: start and end, purple: loop back edges; taken branches dashed blue, not taken dotted"

func (a *Annotation) weight(e *Edge) (int64, bool) {
	if a == nil || a.Weights == nil {
		return 0, false
	}
	return a.Weights[e.ID], true
}

func (a *Annotation) count(e *Edge) (int64, bool) {
	if a == nil || a.Counts == nil {
		return 0, false
	}
	return a.Counts[e.ID], true
}

func (a *Annotation) critical(e *Edge) bool {
	return a != nil && a.Critical != nil && a.Critical[e.ID]
}

// Text writes a readable listing of the IPG: IPTs with their kinds and
// instructions, then edges with outcome, CFG blocks and loop roles.
func Text(w io.Writer, g *Graph, a *Annotation) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "IPG of %s (%s placement): %d IPTs, %d edges\n\nIPTs:\n", asm.Display(g.CFG.Func.Name), g.Placement, len(g.IPTs), len(g.Edges))
	for _, p := range g.IPTs {
		in := p.Instr()
		src := ""
		if !in.Src().IsZero() {
			src = "  " + in.Src().String()
		}
		fmt.Fprintf(&b, "  %-22s %-12s line %-5d %s%s\n", p.Name, p.Kinds, in.Pos().Line, in.Text, src)
	}
	b.WriteString("\nedges:\n")
	for _, e := range g.Edges {
		fmt.Fprintf(&b, "  e%-4d %s", e.ID, e)
		if wt, ok := a.weight(e); ok {
			fmt.Fprintf(&b, "  w=%d", wt)
		}
		if c, ok := a.count(e); ok {
			fmt.Fprintf(&b, "  x=%d", c)
		}
		if a.critical(e) {
			b.WriteString("  critical")
		}
		fmt.Fprintf(&b, "  via %s", blockList(e))
		for _, l := range e.BackOf {
			fmt.Fprintf(&b, "  back-of %s", l.Header.Name)
		}
		for _, l := range e.Enters {
			fmt.Fprintf(&b, "  enters %s", l.Header.Name)
		}
		b.WriteByte('\n')
	}
	_, err := w.Write(b.Bytes())
	return err
}

func blockList(e *Edge) string {
	var names []string
	for _, b := range e.Blocks {
		names = append(names, b.Name)
	}
	return strings.Join(names, ",")
}

// IPTJSON is one IPT in the JSON output.
type IPTJSON struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Kinds string `json:"kinds"`
	Block string `json:"block"`
	Index int    `json:"index"`
	Line  int    `json:"line"`
	Instr string `json:"instr"`
	Src   string `json:"src,omitempty"`
}

// EdgeJSON is one IPG edge in the JSON output.
type EdgeJSON struct {
	ID       int      `json:"id"`
	From     string   `json:"from"`
	To       string   `json:"to"`
	Outcome  string   `json:"outcome,omitempty"`
	CFGEdges []int    `json:"cfg_edges"`
	Blocks   []string `json:"blocks"`
	BackOf   []string `json:"back_of"`
	Enters   []string `json:"enters"`
	Weight   *int64   `json:"weight_cycles,omitempty"`
	Count    *int64   `json:"count,omitempty"`
	Critical bool     `json:"critical,omitempty"`
}

// SchemaVersion is the value of JSON.Schema; it changes when a field is
// removed, renamed or changes meaning. 2: "source" is "src", "weight" is
// "weight_cycles", "schema", "provenance", "assembly", "kernel_demangled".
const SchemaVersion = 2

// JSON is the IPG document (docs/ipg-json.md).
type JSON struct {
	Schema          int        `json:"schema"`
	Provenance      any        `json:"provenance,omitempty"`
	Assembly        string     `json:"assembly"`
	Kernel          string     `json:"kernel"`
	KernelDemangled string     `json:"kernel_demangled"`
	Placement       string     `json:"placement"`
	IPTs            []IPTJSON  `json:"ipts"`
	Edges           []EdgeJSON `json:"edges"`
}

// ToJSON converts the IPG (and annotation) to its JSON form.
func ToJSON(g *Graph, a *Annotation) JSON {
	doc := JSON{Schema: SchemaVersion, Assembly: g.CFG.Func.Pos.File, Kernel: g.CFG.Func.Name, KernelDemangled: asm.Demangled(g.CFG.Func.Name),
		Placement: g.Placement.String(), IPTs: []IPTJSON{}, Edges: []EdgeJSON{}}
	if a != nil {
		doc.Provenance = a.Provenance
	}
	for _, p := range g.IPTs {
		in := p.Instr()
		doc.IPTs = append(doc.IPTs, IPTJSON{ID: p.ID, Name: p.Name, Kinds: p.Kinds.String(), Block: p.Block.Name,
			Index: p.Index, Line: in.Pos().Line, Instr: in.Text, Src: in.Src().String()})
	}
	for _, e := range g.Edges {
		ej := EdgeJSON{ID: e.ID, From: e.From.Name, To: e.To.Name, Outcome: e.Outcome.String(),
			CFGEdges: []int{}, Blocks: []string{}, BackOf: []string{}, Enters: []string{}, Critical: a.critical(e)}
		for _, ce := range e.CFGEdges {
			ej.CFGEdges = append(ej.CFGEdges, ce.ID)
		}
		for _, b := range e.Blocks {
			ej.Blocks = append(ej.Blocks, b.Name)
		}
		for _, l := range e.BackOf {
			ej.BackOf = append(ej.BackOf, l.Header.Name)
		}
		for _, l := range e.Enters {
			ej.Enters = append(ej.Enters, l.Header.Name)
		}
		if wt, ok := a.weight(e); ok {
			ej.Weight = &wt
		}
		if c, ok := a.count(e); ok {
			ej.Count = &c
		}
		doc.Edges = append(doc.Edges, ej)
	}
	return doc
}

// WriteJSON writes the JSON document with two-space indentation.
func WriteJSON(w io.Writer, g *Graph, a *Annotation) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(ToJSON(g, a))
}

// DOT returns the IPG as a Graphviz digraph: one node per IPT (start and end
// as ellipses, divergent branches orange, joins green, loop-back IPTs with a
// purple border) and one edge per IPG edge labelled with its outcome and, when
// annotated, weight and count; critical edges are thick red.
func DOT(g *Graph, a *Annotation) (string, error) {
	gv := gographviz.NewGraph()
	if err := gv.SetName("ipg"); err != nil {
		return "", err
	}
	if err := gv.SetDir(true); err != nil {
		return "", err
	}
	label := fmt.Sprintf("IPG of %s (%s placement): %d IPTs, %d edges", asm.Demangled(g.CFG.Func.Name), g.Placement, len(g.IPTs), len(g.Edges))
	if a != nil && a.Title != "" {
		label = wrapLabel(a.Title, 90) + "\x00" + label + "\x00" + wrapLabel(legend, 90)
	}
	attrs := map[string]string{"rankdir": "TB", "fontname": q("Helvetica"), "fontsize": "12",
		"label":    q(label),
		"labelloc": "t", "labeljust": "l"}
	for _, k := range sortedKeys(attrs) {
		if err := gv.AddAttr("ipg", k, attrs[k]); err != nil {
			return "", err
		}
	}
	for _, p := range g.IPTs {
		in := p.Instr()
		label := p.Name + "\x00" + cut(in.Text, 40)
		if !in.Src().IsZero() {
			label += "\x00" + in.Src().String()
		}
		na := map[string]string{"label": q(label), "shape": "box", "style": q("rounded,filled"), "fillcolor": q("white"), "fontname": q("Helvetica"), "fontsize": "10"}
		switch {
		case p.Kinds&(Start|End) != 0:
			na["shape"] = "ellipse"
			na["fillcolor"] = q("#dddddd")
		case p.Kinds&Divergent != 0:
			na["fillcolor"] = q("#ffd08a")
		case p.Kinds&Join != 0:
			na["fillcolor"] = q("#b8f0c8")
		}
		if p.Kinds&LoopBack != 0 {
			na["color"] = q("#7b2cbf")
			na["penwidth"] = "2"
		}
		if err := gv.AddNode("ipg", fmt.Sprintf("p%d", p.ID), na); err != nil {
			return "", err
		}
	}
	for _, e := range g.Edges {
		var parts []string
		if e.Outcome != Any {
			parts = append(parts, e.Outcome.String())
		}
		if wt, ok := a.weight(e); ok {
			parts = append(parts, fmt.Sprintf("w=%d", wt))
		}
		if c, ok := a.count(e); ok {
			parts = append(parts, fmt.Sprintf("x=%d", c))
		}
		ea := map[string]string{"label": q(strings.Join(parts, " ")), "fontsize": "9", "fontname": q("Helvetica")}
		switch e.Outcome {
		case Taken:
			ea["style"] = "dashed"
			ea["color"] = q("#1f6fb2")
		case NotTaken:
			ea["style"] = "dotted"
		}
		if len(e.BackOf) > 0 {
			ea["color"] = q("#7b2cbf")
		}
		if a.critical(e) {
			// Solid whatever the outcome: a dotted edge looks thin, and the
			// legend says thick red.
			ea["color"] = q("#d00000")
			ea["penwidth"] = "3"
			ea["style"] = "solid"
		}
		if err := gv.AddEdge(fmt.Sprintf("p%d", e.From.ID), fmt.Sprintf("p%d", e.To.ID), true, ea); err != nil {
			return "", err
		}
	}
	return render.GraphvizText(gv)
}

// q quotes s for DOT; a NUL byte in s stands for a line break in the label.
func q(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
	return `"` + strings.ReplaceAll(s, "\x00", `\n`) + `"`
}

// wrapLabel breaks s at spaces into lines of at most width bytes (NUL
// separated, as q reads them).
func wrapLabel(s string, width int) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Fields(s) {
		if i > 0 {
			if n+1+len(w) > width {
				b.WriteByte(0)
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

// cut shortens s to n bytes with an ellipsis.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

func sortedKeys(m map[string]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Render writes ig, with its annotation a (nil for none), in one of the
// formats text, json (docs/ipg-json.md), dot or svg (laid out by
// Graphviz).
func Render(buf *bytes.Buffer, ig *Graph, a *Annotation, format string) error {
	switch format {
	case "text":
		return Text(buf, ig, a)
	case "json":
		return WriteJSON(buf, ig, a)
	case "dot", "svg":
		dot, err := DOT(ig, a)
		if err != nil {
			return err
		}
		if format == "dot" {
			buf.WriteString(dot)
			return nil
		}
		return render.SVG(buf, dot)
	}
	return fmt.Errorf("unknown format %q: want text, json, dot or svg", format)
}
