package report

import (
	"fmt"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
)

// RoleDOT draws role j's IPG as a Graphviz digraph in the style of ipg.DOT
// (start and end ellipses, divergent branches orange, joins green, loop-back
// IPTs purple-bordered), and adds what ipg.DOT cannot show: the role's start
// (a blue double border), split-marked branches (a red double border and
// SPLIT), pruned edges (light grey, dashed, labelled "pruned") and IPTs the
// role cannot reach (greyed). Every live edge is labelled with its weight
// w and its worst-case count x; the worst-case path is thick red.
func RoleDOT(ig *ipg.Graph, rb *splitmodel.RoleBound, title string) string {
	var b strings.Builder
	crit := make([]bool, len(ig.Edges))
	var counts []int64
	if rb.Result != nil {
		counts = rb.Result.Counts
		for _, e := range rb.Result.CriticalPath {
			crit[e.ID] = true
		}
	}
	removed := func(e *ipg.Edge) bool { return rb.Removed != nil && rb.Removed[e.ID] }
	start := rb.Start
	if start == nil {
		start = ig.Start
	}
	reach := reachable(ig, start, rb.Removed)
	fmt.Fprintf(&b, "digraph role%d {\n", rb.J)
	fmt.Fprintf(&b, "  rankdir=TB; fontname=%s; fontsize=12; labelloc=t;\n", q("Helvetica"))
	fmt.Fprintf(&b, "  label=%s;\n", q(title+"\x00"+
		"red: worst-case path; w = segment weight (cycles), x = times the worst case takes the edge;"+
		"\x00grey dashed: pruned for this role; grey IPTs: unreachable in this role; blue double border: the role's start; red double border: split-marked branch"))
	fmt.Fprintf(&b, "  node [fontname=%s, fontsize=10];\n  edge [fontname=%s, fontsize=9];\n", q("Helvetica"), q("Helvetica"))
	for _, p := range ig.IPTs {
		in := p.Instr()
		label := p.Name + "\x00" + cut(in.Text, 40)
		if !in.Src().IsZero() {
			label += "\x00" + in.Src().String()
		}
		attrs := map[string]string{"shape": "box", "style": q("rounded,filled"), "fillcolor": q("white")}
		switch {
		case p.Kinds&(ipg.Start|ipg.End) != 0:
			attrs["shape"] = "ellipse"
			attrs["fillcolor"] = q("#dddddd")
		case p.Kinds&ipg.Divergent != 0:
			attrs["fillcolor"] = q("#ffd08a")
		case p.Kinds&ipg.Join != 0:
			attrs["fillcolor"] = q("#b8f0c8")
		}
		if p.Kinds&ipg.LoopBack != 0 {
			attrs["color"] = q("#7b2cbf")
			attrs["penwidth"] = "2"
		}
		if br := ig.CFG.BranchOf(p.Block); br != nil && br.Instr == in && br.Class == cfg.ExecSkip && br.Split == cfg.SplitOn {
			attrs["color"] = q("#d00000")
			attrs["peripheries"] = "2"
			label += "\x00SPLIT"
		}
		if p == start {
			attrs["color"] = q("#1f6fb2")
			attrs["peripheries"] = "2"
			attrs["penwidth"] = "2"
			label = fmt.Sprintf("START of role %d\x00", rb.J) + label
		}
		if !reach[p.ID] {
			attrs["fillcolor"] = q("#f2f2f2")
			attrs["fontcolor"] = q("#aaaaaa")
			attrs["color"] = q("#cccccc")
		}
		attrs["label"] = q(label)
		fmt.Fprintf(&b, "  p%d [%s];\n", p.ID, attrList(attrs))
	}
	for _, e := range ig.Edges {
		var parts []string
		if e.Outcome != ipg.Any {
			parts = append(parts, e.Outcome.String())
		}
		attrs := map[string]string{}
		switch {
		case removed(e):
			parts = append(parts, "pruned")
			attrs["color"] = q("#c8c8c8")
			attrs["fontcolor"] = q("#b0b0b0")
			attrs["style"] = "dashed"
		case !reach[e.From.ID]:
			attrs["color"] = q("#d8d8d8")
			attrs["fontcolor"] = q("#b0b0b0")
		default:
			if rb.Weights != nil {
				parts = append(parts, fmt.Sprintf("w=%d", rb.Weights[e.ID]))
			}
			if counts != nil {
				parts = append(parts, fmt.Sprintf("x=%d", counts[e.ID]))
			}
			switch e.Outcome {
			case ipg.Taken:
				attrs["style"] = "dashed"
				attrs["color"] = q("#1f6fb2")
			case ipg.NotTaken:
				attrs["style"] = "dotted"
			}
			if len(e.BackOf) > 0 {
				attrs["color"] = q("#7b2cbf")
			}
			if crit[e.ID] {
				attrs["color"] = q("#d00000")
				attrs["penwidth"] = "3"
				attrs["style"] = "solid"
			}
		}
		attrs["label"] = q(strings.Join(parts, " "))
		fmt.Fprintf(&b, "  p%d -> p%d [%s];\n", e.From.ID, e.To.ID, attrList(attrs))
	}
	b.WriteString("}\n")
	return b.String()
}

// reachable marks the IPTs reachable from start over edges not removed.
func reachable(ig *ipg.Graph, start *ipg.IPT, removed []bool) []bool {
	seen := make([]bool, len(ig.IPTs))
	out := make([][]*ipg.Edge, len(ig.IPTs))
	for _, e := range ig.Edges {
		out[e.From.ID] = append(out[e.From.ID], e)
	}
	stack := []*ipg.IPT{start}
	seen[start.ID] = true
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range out[p.ID] {
			if removed != nil && removed[e.ID] {
				continue
			}
			if !seen[e.To.ID] {
				seen[e.To.ID] = true
				stack = append(stack, e.To)
			}
		}
	}
	return seen
}

func attrList(m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + m[k]
	}
	return strings.Join(parts, ", ")
}

// q quotes s for DOT; a NUL byte in s stands for a line break.
func q(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
	return `"` + strings.ReplaceAll(s, "\x00", `\n`) + `"`
}

func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
