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

// computeDominators fills g.idom (and its numbering g.dom) using gonum's Lengauer-Tarjan implementation.
func (g *Graph) computeDominators() {
	dg := newAdjGraph(len(g.Blocks))
	for _, e := range g.Edges {
		dg.addEdge(e.From.ID, e.To.ID)
	}
	g.idom = immediate(flow.Dominators(dg.nodes[0], dg), len(g.Blocks), -1)
	g.dom = newTreeOrder(g.idom)
}

// computePostDominators fills g.ipdom (and g.pdom): dominators of the reversed graph rooted
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
	g.pdom = newTreeOrder(g.ipdom)
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

// treeOrder numbers a forest given by parent links (idom or ipdom, -1 for a
// root) for O(1) ancestor queries, as golang.org/x/tools/go/ssa does for
// dominance: a depth-first walk gives every node a preorder and a postorder
// number, and a is an ancestor of b (or b itself) iff a's interval
// [pre, post] encloses b's. Walking the parent chain instead costs the depth
// of the tree per query, which on long kernels is the number of blocks.
type treeOrder struct {
	pre, post []int32
}

// ancestor reports whether a is b or one of b's ancestors.
func (t treeOrder) ancestor(a, b int) bool {
	return t.pre[a] <= t.pre[b] && t.post[b] <= t.post[a]
}

// newTreeOrder numbers the forest in O(n): children are gathered in one
// array (counting sort by parent), then each root's tree is walked with an
// explicit stack, so deep trees cannot overflow anything.
func newTreeOrder(parent []int) treeOrder {
	n := len(parent)
	first, kids := childLists(parent)
	t := treeOrder{pre: make([]int32, n), post: make([]int32, n)}
	next := append([]int32(nil), first[:n]...) // next[v]: v's next child to visit
	var pre, post int32
	var stack []int32
	for root, p := range parent {
		if p >= 0 {
			continue
		}
		t.pre[root], pre = pre, pre+1
		stack = append(stack[:0], int32(root))
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			if next[v] == first[v+1] {
				t.post[v], post = post, post+1
				stack = stack[:len(stack)-1]
				continue
			}
			c := kids[next[v]]
			next[v]++
			t.pre[c], pre = pre, pre+1
			stack = append(stack, c)
		}
	}
	return t
}

// childLists returns the children of every node in compressed form: the
// children of v are kids[first[v]:first[v+1]].
func childLists(parent []int) (first, kids []int32) {
	n := len(parent)
	first = make([]int32, n+1)
	for _, p := range parent {
		if p >= 0 {
			first[p+1]++
		}
	}
	for v := range n {
		first[v+1] += first[v]
	}
	kids = make([]int32, first[n])
	fill := append([]int32(nil), first[:n]...)
	for v, p := range parent {
		if p >= 0 {
			kids[fill[p]] = int32(v)
			fill[p]++
		}
	}
	return first, kids
}
