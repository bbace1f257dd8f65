package cfg

// The dominator trees are computed here over the blocks' indices, not with
// gonum's flow.Dominators (which this package used until session 6): gonum
// walks a graph.Directed through node iterators and allocates per node and
// per visit, which on a kernel of 49,000 blocks was 8 % of `splitwcet cfg`'s
// CPU and a fifth of its allocation, for two trees. TestDominatorsAgainstGonum
// checks this implementation against gonum's on the examples, generated
// kernels and thousands of random graphs.

// digraph is a directed graph over 0..n-1 in compressed adjacency form: the
// successors of v are succ[sf[v]:sf[v+1]], its predecessors pred[pf[v]:pf[v+1]].
type digraph struct {
	sf, succ, pf, pred []int32
}

// newDigraph builds the graph of n nodes with the edges from[i] → to[i]
// (duplicates allowed) by counting sort, in O(n + edges).
func newDigraph(n int, from, to []int32) digraph {
	g := digraph{sf: make([]int32, n+1), pf: make([]int32, n+1), succ: make([]int32, len(from)), pred: make([]int32, len(from))}
	for i := range from {
		g.sf[from[i]+1]++
		g.pf[to[i]+1]++
	}
	for v := range n {
		g.sf[v+1] += g.sf[v]
		g.pf[v+1] += g.pf[v]
	}
	sfill := append([]int32(nil), g.sf[:n]...)
	pfill := append([]int32(nil), g.pf[:n]...)
	for i := range from {
		f, t := from[i], to[i]
		g.succ[sfill[f]], sfill[f] = t, sfill[f]+1
		g.pred[pfill[t]], pfill[t] = f, pfill[t]+1
	}
	return g
}

// idoms returns the immediate dominator of every node of g reachable from
// root, -1 for root and for the nodes root does not reach. It is
// Lengauer and Tarjan's algorithm with path compression ("simple" linking,
// O(m log n)), iterative throughout so deep graphs cannot overflow the stack,
// on DFS numbers held in flat arrays: no allocation per node.
func (g digraph) idoms(root int) []int {
	n := len(g.sf) - 1
	num := make([]int32, n) // node → DFS number, -1 unvisited
	for i := range num {
		num[i] = -1
	}
	// Per DFS number: the node, its DFS parent, semidominator, the forest's
	// ancestor and label, the immediate dominator, and the bucket lists.
	order := make([]int32, 0, n)
	parent := make([]int32, n)
	// Depth-first search with an explicit stack of (node, next successor).
	type frame struct{ v, next int32 }
	stack := []frame{{int32(root), g.sf[root]}}
	num[root] = 0
	order = append(order, int32(root))
	parent[0] = -1
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next == g.sf[f.v+1] {
			stack = stack[:len(stack)-1]
			continue
		}
		w := g.succ[f.next]
		f.next++
		if num[w] < 0 {
			num[w] = int32(len(order))
			parent[len(order)] = num[f.v]
			order = append(order, w)
			stack = append(stack, frame{w, g.sf[w]})
		}
	}
	m := len(order)
	semi := make([]int32, m)
	label := make([]int32, m)
	ancestor := make([]int32, m)
	idom := make([]int32, m)
	head := make([]int32, m) // bucket of a DFS number: head, then next links
	next := make([]int32, m)
	for i := range m {
		semi[i], label[i], ancestor[i], head[i] = int32(i), int32(i), -1, -1
	}
	var path []int32
	eval := func(v int32) int32 {
		if ancestor[v] < 0 {
			return v
		}
		// Compress the forest path above v, from the top down.
		path = path[:0]
		for x := v; ancestor[ancestor[x]] >= 0; x = ancestor[x] {
			path = append(path, x)
		}
		for k := len(path) - 1; k >= 0; k-- {
			x := path[k]
			a := ancestor[x]
			if semi[label[a]] < semi[label[x]] {
				label[x] = label[a]
			}
			ancestor[x] = ancestor[a]
		}
		return label[v]
	}
	for w := int32(m - 1); w > 0; w-- {
		node := order[w]
		for _, p := range g.pred[g.pf[node]:g.pf[node+1]] {
			if v := num[p]; v >= 0 {
				if u := eval(v); semi[u] < semi[w] {
					semi[w] = semi[u]
				}
			}
		}
		s := semi[w]
		next[w], head[s] = head[s], w
		p := parent[w]
		ancestor[w] = p
		for v := head[p]; v >= 0; v = next[v] {
			if u := eval(v); semi[u] < semi[v] {
				idom[v] = u
			} else {
				idom[v] = p
			}
		}
		head[p] = -1
	}
	out := make([]int, n)
	for i := range out {
		out[i] = -1
	}
	for w := 1; w < m; w++ {
		if idom[w] != semi[w] {
			idom[w] = idom[idom[w]]
		}
		out[order[w]] = int(order[idom[w]])
	}
	return out
}

// computeDominators fills g.idom (and its numbering g.dom): the dominator
// tree rooted at the entry block.
func (g *Graph) computeDominators() {
	from := make([]int32, len(g.Edges))
	to := make([]int32, len(g.Edges))
	for i, e := range g.Edges {
		from[i], to[i] = int32(e.From.ID), int32(e.To.ID)
	}
	g.idom = newDigraph(len(g.Blocks), from, to).idoms(0)
	g.dom = newTreeOrder(g.idom)
}

// computePostDominators fills g.ipdom (and g.pdom): dominators of the reversed graph rooted
// at a virtual exit that every exit block (and every block of an endless loop,
// which has no path to an exit) flows into.
func (g *Graph) computePostDominators() {
	n := len(g.Blocks)
	virtual := int32(n)
	from := make([]int32, 0, len(g.Edges)+len(g.Exits))
	to := make([]int32, 0, cap(from))
	for _, e := range g.Edges {
		from, to = append(from, int32(e.To.ID)), append(to, int32(e.From.ID))
	}
	for _, b := range g.Exits {
		from, to = append(from, virtual), append(to, int32(b.ID))
	}
	// Blocks that cannot reach an exit would be missing from the tree; tie
	// them to the virtual exit so every block has a post-dominator.
	reach := g.reachesExit()
	for _, b := range g.Blocks {
		if !reach[b.ID] {
			from, to = append(from, virtual), append(to, int32(b.ID))
		}
	}
	ipdom := newDigraph(n+1, from, to).idoms(n)[:n]
	for i, d := range ipdom {
		if d == n {
			ipdom[i] = -1 // post-dominated by the virtual exit alone
		}
	}
	g.ipdom = ipdom
	g.pdom = newTreeOrder(g.ipdom)
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
