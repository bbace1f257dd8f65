package cfg

import (
	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/flow"
	"gonum.org/v1/gonum/graph/simple"
)

// computeDominators fills g.idom using gonum's Lengauer-Tarjan implementation.
func (g *Graph) computeDominators() {
	dg := simple.NewDirectedGraph()
	for _, b := range g.Blocks {
		dg.AddNode(simple.Node(b.ID))
	}
	for _, e := range g.Edges {
		if e.From != e.To && !dg.HasEdgeFromTo(int64(e.From.ID), int64(e.To.ID)) {
			dg.SetEdge(dg.NewEdge(simple.Node(e.From.ID), simple.Node(e.To.ID)))
		}
	}
	g.idom = immediate(flow.Dominators(simple.Node(0), dg), len(g.Blocks), -1)
}

// computePostDominators fills g.ipdom: dominators of the reversed graph rooted
// at a virtual exit that every exit block (and every block of an endless loop,
// which has no path to an exit) flows into.
func (g *Graph) computePostDominators() {
	n := len(g.Blocks)
	virtual := int64(n)
	rg := simple.NewDirectedGraph()
	for _, b := range g.Blocks {
		rg.AddNode(simple.Node(b.ID))
	}
	rg.AddNode(simple.Node(virtual))
	set := func(from, to int64) {
		if from != to && !rg.HasEdgeFromTo(from, to) {
			rg.SetEdge(rg.NewEdge(simple.Node(from), simple.Node(to)))
		}
	}
	for _, e := range g.Edges {
		set(int64(e.To.ID), int64(e.From.ID))
	}
	for _, b := range g.Exits {
		set(virtual, int64(b.ID))
	}
	// Blocks that cannot reach an exit would be missing from the tree; tie
	// them to the virtual exit so every block has a post-dominator.
	reach := g.reachesExit()
	for _, b := range g.Blocks {
		if !reach[b.ID] {
			set(virtual, int64(b.ID))
		}
	}
	g.ipdom = immediate(flow.Dominators(simple.Node(virtual), rg), n, virtual)
}

// immediate converts a dominator tree to a slice of immediate-dominator IDs;
// the root and the virtual node map to -1.
func immediate(t flow.DominatorTree, n int, virtual int64) []int {
	out := make([]int, n)
	for i := range out {
		d := t.DominatorOf(int64(i))
		if d == nil || d.ID() == virtual || d.ID() < 0 {
			out[i] = -1
			continue
		}
		out[i] = int(d.ID())
	}
	return out
}

// reachesExit marks the blocks with a path to some exit block.
func (g *Graph) reachesExit() []bool {
	reach := make([]bool, len(g.Blocks))
	var stack []*Block
	for _, b := range g.Exits {
		reach[b.ID] = true
		stack = append(stack, b)
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range b.Preds {
			if !reach[e.From.ID] {
				reach[e.From.ID] = true
				stack = append(stack, e.From)
			}
		}
	}
	return reach
}

// Compile-time check that simple graphs satisfy what flow needs.
var _ graph.Directed = (*simple.DirectedGraph)(nil)
