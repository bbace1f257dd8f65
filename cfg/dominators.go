package cfg

import (
	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/flow"
	"gonum.org/v1/gonum/graph/iterator"
	"gonum.org/v1/gonum/graph/simple"
)

// adjGraph is a read-only graph.Directed over dense int adjacency lists, so
// gonum's dominator algorithm runs on our CFG without building a map-based
// copy of it (which dominated CFG construction time on large kernels).
type adjGraph struct {
	succ, pred [][]int
	nodes      []graph.Node
}

func newAdjGraph(n int) *adjGraph {
	g := &adjGraph{succ: make([][]int, n), pred: make([][]int, n), nodes: make([]graph.Node, n)}
	// CFG blocks have at most two successors and usually few predecessors:
	// carve room for two of each out of one array (append grows beyond).
	room := make([]int, 4*n)
	for i := range g.nodes {
		g.nodes[i] = simple.Node(i)
		g.succ[i] = room[4*i : 4*i : 4*i+2]
		g.pred[i] = room[4*i+2 : 4*i+2 : 4*i+4]
	}
	return g
}

func (g *adjGraph) addEdge(from, to int) {
	for _, s := range g.succ[from] {
		if s == to {
			return
		}
	}
	g.succ[from] = append(g.succ[from], to)
	g.pred[to] = append(g.pred[to], from)
}

func (g *adjGraph) valid(id int64) bool { return id >= 0 && id < int64(len(g.nodes)) }

func (g *adjGraph) Node(id int64) graph.Node {
	if !g.valid(id) {
		return nil
	}
	return g.nodes[id]
}

func (g *adjGraph) Nodes() graph.Nodes { return iterator.NewOrderedNodes(g.nodes) }

func (g *adjGraph) list(ids []int) graph.Nodes {
	ns := make([]graph.Node, len(ids))
	for i, id := range ids {
		ns[i] = g.nodes[id]
	}
	return iterator.NewOrderedNodes(ns)
}

func (g *adjGraph) From(id int64) graph.Nodes {
	if !g.valid(id) {
		return graph.Empty
	}
	return g.list(g.succ[id])
}

func (g *adjGraph) To(id int64) graph.Nodes {
	if !g.valid(id) {
		return graph.Empty
	}
	return g.list(g.pred[id])
}

func (g *adjGraph) HasEdgeFromTo(uid, vid int64) bool {
	if !g.valid(uid) || !g.valid(vid) {
		return false
	}
	for _, s := range g.succ[uid] {
		if int64(s) == vid {
			return true
		}
	}
	return false
}

func (g *adjGraph) HasEdgeBetween(xid, yid int64) bool {
	return g.HasEdgeFromTo(xid, yid) || g.HasEdgeFromTo(yid, xid)
}

func (g *adjGraph) Edge(uid, vid int64) graph.Edge {
	if !g.HasEdgeFromTo(uid, vid) {
		return nil
	}
	return simple.Edge{F: g.nodes[uid], T: g.nodes[vid]}
}

var _ graph.Directed = (*adjGraph)(nil)

// computeDominators fills g.idom using gonum's Lengauer-Tarjan implementation.
func (g *Graph) computeDominators() {
	dg := newAdjGraph(len(g.Blocks))
	for _, e := range g.Edges {
		dg.addEdge(e.From.ID, e.To.ID)
	}
	g.idom = immediate(flow.Dominators(dg.nodes[0], dg), len(g.Blocks), -1)
}

// computePostDominators fills g.ipdom: dominators of the reversed graph rooted
// at a virtual exit that every exit block (and every block of an endless loop,
// which has no path to an exit) flows into.
func (g *Graph) computePostDominators() {
	n := len(g.Blocks)
	rg := newAdjGraph(n + 1)
	virtual := n
	for _, e := range g.Edges {
		rg.addEdge(e.To.ID, e.From.ID)
	}
	for _, b := range g.Exits {
		rg.addEdge(virtual, b.ID)
	}
	// Blocks that cannot reach an exit would be missing from the tree; tie
	// them to the virtual exit so every block has a post-dominator.
	reach := g.reachesExit()
	for _, b := range g.Blocks {
		if !reach[b.ID] {
			rg.addEdge(virtual, b.ID)
		}
	}
	g.ipdom = immediate(flow.Dominators(rg.nodes[virtual], rg), n, int64(virtual))
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
