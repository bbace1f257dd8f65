package ipg

// The IPG construction as it was before it became linear, kept as the
// reference the property tests compare Build with: simple and evidently
// right, but it scans every block (and every loop) once per IPG edge, which
// is quadratic on long kernels.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
)

// refBuild is Build with the reference construction.
func refBuild(g *cfg.Graph, p Placement) (*Graph, error) {
	return refConnect(g, p, placeIPTs(g, p))
}

// refConnect builds IPTs from kinds and finds the edges between them.
func refConnect(g *cfg.Graph, p Placement, kinds map[point]Kind) (*Graph, error) {
	ig := &Graph{CFG: g, Placement: p}
	pts := make([]point, 0, len(kinds))
	for pt := range kinds {
		pts = append(pts, pt)
	}
	sort.Slice(pts, func(i, j int) bool {
		if pts[i].block != pts[j].block {
			return pts[i].block < pts[j].block
		}
		return pts[i].index < pts[j].index
	})
	at := map[point]*IPT{}
	perBlock := map[int][]*IPT{}
	for _, pt := range pts {
		b := g.Blocks[pt.block]
		ipt := &IPT{ID: len(ig.IPTs), Kinds: kinds[pt], Block: b, Index: pt.index}
		ipt.Name = iptName(ipt)
		ig.IPTs = append(ig.IPTs, ipt)
		at[pt] = ipt
		perBlock[b.ID] = append(perBlock[b.ID], ipt)
		if ipt.Kinds&Start != 0 {
			ig.Start = ipt
		}
		if ipt.Kinds&End != 0 {
			ig.Ends = append(ig.Ends, ipt)
		}
	}
	dedupeNames(ig.IPTs)
	for _, a := range ig.IPTs {
		if a.Kinds&End != 0 && a.Index == len(a.Block.Instrs)-1 && len(a.Block.Succs) == 0 {
			continue // nothing follows the end
		}
		if err := refEdgesFrom(ig, a, perBlock); err != nil {
			return nil, err
		}
	}
	return ig, nil
}

// refEdgesFrom finds every IPT reachable from a without meeting another IPT and
// records one IPG edge per target with the CFG edges of the connecting paths.
func refEdgesFrom(ig *Graph, a *IPT, perBlock map[int][]*IPT) error {
	// Another IPT later in a's own block ends the segment right there.
	for _, q := range perBlock[a.Block.ID] {
		if q.Index > a.Index {
			refAddEdge(ig, a, q, Any, nil, []*cfg.Block{a.Block})
			return nil
		}
	}
	last := a.Block.Last()
	if a.Index == len(a.Block.Instrs)-1 && len(a.Block.Succs) == 2 && last != nil && strings.HasPrefix(last.Op, "s_cbranch_") {
		for _, e := range a.Block.Succs {
			o := Taken
			if e.Kind == cfg.NotTaken {
				o = NotTaken
			}
			if err := refSearch(ig, a, o, []*cfg.Edge{e}, perBlock); err != nil {
				return err
			}
		}
		return nil
	}
	return refSearch(ig, a, Any, a.Block.Succs, perBlock)
}

// refSearch explores IPT-free paths from a that start with the given CFG edges.
func refSearch(ig *Graph, a *IPT, o Outcome, first []*cfg.Edge, perBlock map[int][]*IPT) error {
	g := ig.CFG
	// A block whose first IPT is at index 0 is a stop (the segment ends on
	// entry); a block with no IPT is passed through.
	firstIPT := func(b *cfg.Block) *IPT {
		if ps := perBlock[b.ID]; len(ps) > 0 {
			return ps[0]
		}
		return nil
	}
	reached := map[int]bool{}         // blocks passed through (no IPT in them)
	var used []*cfg.Edge              // CFG edges explored
	targets := map[*IPT][]*cfg.Edge{} // target → edges into its block
	var order []*IPT
	stack := append([]*cfg.Edge(nil), first...)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		used = append(used, e)
		if q := firstIPT(e.To); q != nil {
			if _, ok := targets[q]; !ok {
				order = append(order, q)
			}
			targets[q] = append(targets[q], e)
			continue
		}
		// (a's own block always has an IPT, so re-entering it stops above.)
		if reached[e.To.ID] {
			continue
		}
		reached[e.To.ID] = true
		if len(e.To.Succs) == 0 {
			return fmt.Errorf("%s: block %s ends the kernel without an end IPT", e.To.Pos, e.To.Name)
		}
		stack = append(stack, e.To.Succs...)
	}
	// For each target keep the explored edges that lie on a path to it: walk
	// backwards from its incoming edges through pass-through blocks.
	sort.Slice(order, func(i, j int) bool { return order[i].ID < order[j].ID })
	explored := make(map[int]bool, len(used))
	for _, e := range used {
		explored[e.ID] = true
	}
	for _, q := range order {
		onPath := map[int]bool{}
		blocks := map[int]bool{a.Block.ID: true}
		work := append([]*cfg.Edge(nil), targets[q]...)
		for len(work) > 0 {
			e := work[len(work)-1]
			work = work[:len(work)-1]
			// Only edges this search explored lie on IPT-free paths from a: a
			// pass-through block may also be entered from elsewhere (a loop's
			// latch, another IPT's segment), and those edges are not ours.
			if onPath[e.ID] || !explored[e.ID] {
				continue
			}
			onPath[e.ID] = true
			if e.From != a.Block {
				blocks[e.From.ID] = true
				work = append(work, e.From.Preds...)
			}
		}
		var es []*cfg.Edge
		for _, e := range used {
			if onPath[e.ID] {
				es = append(es, e)
				onPath[e.ID] = false // once
			}
		}
		sort.Slice(es, func(i, j int) bool { return es[i].ID < es[j].ID })
		blocks[q.Block.ID] = true
		var bs []*cfg.Block
		for _, b := range g.Blocks {
			if blocks[b.ID] {
				bs = append(bs, b)
			}
		}
		refAddEdge(ig, a, q, o, es, bs)
	}
	return nil
}

// refAddEdge records an IPG edge with the loops its paths cross or enter.
func refAddEdge(ig *Graph, a, b *IPT, o Outcome, es []*cfg.Edge, blocks []*cfg.Block) {
	e := &Edge{ID: len(ig.Edges), From: a, To: b, Outcome: o, CFGEdges: es, Blocks: blocks}
	for _, l := range ig.CFG.Loops {
		back, entry := false, false
		for _, ce := range es {
			if ce.Back && ce.To == l.Header {
				back = true
			}
			if ce.To == l.Header && !l.Contains(ce.From) {
				entry = true
			}
		}
		if back {
			e.BackOf = append(e.BackOf, l)
		}
		if entry {
			e.Enters = append(e.Enters, l)
		}
	}
	ig.Edges = append(ig.Edges, e)
}
