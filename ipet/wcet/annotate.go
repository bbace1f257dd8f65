package wcet

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
)

// PrunedNote is the reason an annotated CFG gives for a block a role never
// runs.
const PrunedNote = "the role never runs it"

// Annotate lays the worst case res of p over p's CFG for the annotated
// pictures of cfg/render: each block's share of res.Bound and entry count
// (Attribute, with cost the static per-instruction latency), each CFG
// edge's count, the loop bounds in force with their origins, and, when p
// removes edges or starts elsewhere (a split role), the blocks and edges
// no execution of the role can reach (every IPG edge through them is
// removed, or lies before the start). ctx is the bound's setting.
func Annotate(p *ipet.Problem, res *ipet.Result, cost func(*asm.Instruction) int64, ctx render.AnnotationContext) (*render.Annotation, *Attribution, error) {
	att, err := Attribute(p, res, cost)
	if err != nil {
		return nil, nil, err
	}
	ig := p.IPG
	g := ig.CFG
	a := &render.Annotation{Context: ctx, BoundCycles: res.Bound, Blocks: make([]render.BlockNote, len(g.Blocks)),
		Edges: make([]render.EdgeNote, len(g.Edges)), Loops: make([]render.LoopNote, len(g.Loops))}
	for i := range a.Blocks {
		a.Blocks[i] = render.BlockNote{Cycles: att.Cycles[i], Count: att.Counts[i]}
	}
	for i := range a.Edges {
		a.Edges[i].Count = att.EdgeCounts[i]
	}
	a.Lines = linesOf(att.Lines)
	for _, lb := range res.LoopBounds {
		a.Loops[lb.Loop.ID] = render.LoopNote{Bounded: true, Min: lb.Min, Max: lb.Max, Origin: lb.Origin}
	}
	if p.Start != nil && p.Start != ig.Start {
		a.Start = p.Start.Block
	}
	if p.Removed != nil || a.Start != nil {
		markPruned(p, a)
	}
	a.Attribution = "Block cycles: each IPT segment's worst-case time is split over the blocks of its costliest CFG path in proportion to the static latency model (ipet/static), in whole cycles; they sum to the bound exactly. Counts are block entries on those paths."
	if n := len(att.Ambiguous); n > 0 {
		a.Attribution += fmt.Sprintf(" %d segment%s of the worst case stand%s for several CFG paths (a uniform branch inside): the costliest is drawn; --ipts blocks makes every segment one block.", n, plural(n), map[bool]string{true: "s", false: ""}[n == 1])
	} else {
		a.Attribution += " Every segment of the worst case is one CFG path, so the counts are exact."
	}
	return a, att, nil
}

// markPruned marks the blocks and CFG edges that no live IPG edge of p
// (not removed, on a walk from the start to an end) runs.
func markPruned(p *ipet.Problem, a *render.Annotation) {
	ig := p.IPG
	live := p.Live()
	runs := make([]bool, len(a.Blocks))
	takes := make([]bool, len(a.Edges))
	for _, e := range ig.Edges {
		if !live[e.ID] {
			continue
		}
		for _, b := range e.Blocks {
			if b == e.To.Block && e.To.Index == 0 && e.To.Kinds&ipg.End == 0 && b != e.From.Block {
				continue // the segment ends before the block's first instruction
			}
			runs[b.ID] = true
		}
		for _, ce := range e.CFGEdges {
			takes[ce.ID] = true
		}
	}
	for i, r := range runs {
		if !r {
			a.Blocks[i].Pruned = PrunedNote
		}
	}
	for i, t := range takes {
		a.Edges[i].Pruned = !t
	}
}

// linesOf lists the HIP lines' cycles, largest first (ties by name).
func linesOf(m map[string]int64) []render.LineNote {
	out := make([]render.LineNote, 0, len(m))
	for src, c := range m {
		out = append(out, render.LineNote{Src: src, Cycles: c})
	}
	slices.SortFunc(out, func(a, b render.LineNote) int {
		return cmp.Or(cmp.Compare(b.Cycles, a.Cycles), cmp.Compare(a.Src, b.Src))
	})
	return out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
