package cfg

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/graph/flow"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// onChain is the definition Dominates and PostDominates answer in O(1):
// whether a is on the parent chain (idom or ipdom) from b.
func onChain(parent []int, a, b int) bool {
	for x := b; x >= 0; x = parent[x] {
		if x == a {
			return true
		}
	}
	return false
}

// TestDominanceNumbering: on every pair of blocks of the examples, generated
// kernels and random CFGs, the pre/post-number tests of Dominates and
// PostDominates agree with walking the idom and ipdom chains.
func TestDominanceNumbering(t *testing.T) {
	graphs := testGraphs(t, 20, 1, 200)
	fn, arch := parseKernel(t, gen.Layered(3))
	if graphs["large-gen"], _ = Build(fn, arch); graphs["large-gen"] == nil {
		t.Fatal("large generated kernel does not build")
	}
	for name, g := range graphs {
		for _, a := range g.Blocks {
			for _, b := range g.Blocks {
				if got, want := g.Dominates(a, b), onChain(g.idom, a.ID, b.ID); got != want {
					t.Fatalf("%s: Dominates(%s, %s) = %v, idom chain says %v", name, a, b, got, want)
				}
				if got, want := g.PostDominates(a, b), onChain(g.ipdom, a.ID, b.ID); got != want {
					t.Fatalf("%s: PostDominates(%s, %s) = %v, ipdom chain says %v", name, a, b, got, want)
				}
			}
		}
	}
}

// testGraphs are the CFGs of the examples, of gen.Random kernels (seeds
// 0..kernels-1) and count random CFGs from seed, by name.
func testGraphs(t *testing.T, kernels, seed uint64, count int) map[string]*Graph {
	graphs := map[string]*Graph{}
	for _, name := range examples.Names() {
		graphs[name] = exampleGraph(t, name)
	}
	for seed := range kernels {
		fn, arch := parseKernel(t, gen.Random(seed, 64))
		g, err := Build(fn, arch)
		if err != nil {
			t.Fatal(err)
		}
		graphs[fmt.Sprintf("gen%d", seed)] = g
	}
	for i, g := range randomGraphs(t, seed, count) {
		graphs[fmt.Sprintf("random%d", i)] = g
	}
	return graphs
}

// TestTreeOrderForest: a forest with several roots and a deep chain, where
// the numbering must keep separate trees apart.
func TestTreeOrderForest(t *testing.T) {
	parent := []int{-1, 0, 1, 2, -1, 4, 0, -1}
	o := newTreeOrder(parent)
	for a := range parent {
		for b := range parent {
			if got, want := o.ancestor(a, b), onChain(parent, a, b); got != want {
				t.Errorf("ancestor(%d, %d) = %v, want %v", a, b, got, want)
			}
		}
	}
}

// gonumIdoms is the reference for digraph.idoms: gonum's Lengauer-Tarjan
// (flow.Dominators) on the same nodes and edges; -1 for the root and for
// nodes the root does not reach.
func gonumIdoms(n, root int, from, to []int32) []int {
	g := simple.NewDirectedGraph()
	for i := range n {
		g.AddNode(simple.Node(i))
	}
	for i := range from {
		if from[i] != to[i] && !g.HasEdgeFromTo(int64(from[i]), int64(to[i])) {
			g.SetEdge(simple.Edge{F: simple.Node(from[i]), T: simple.Node(to[i])})
		}
	}
	t := flow.Dominators(simple.Node(root), g)
	out := make([]int, n)
	for i := range out {
		out[i] = -1
		if d := t.DominatorOf(int64(i)); d != nil {
			out[i] = int(d.ID())
		}
	}
	return out
}

// TestDominatorsAgainstGonum: the hand-written Lengauer-Tarjan (idoms) gives
// gonum's immediate dominators, forward from the entry and backward from a
// virtual exit, on the examples, generated kernels, random CFGs and 3,000
// random graphs (self loops, duplicate edges, unreachable nodes, roots
// anywhere).
func TestDominatorsAgainstGonum(t *testing.T) {
	check := func(name string, n, root int, from, to []int32) {
		t.Helper()
		got := newDigraph(n, from, to).idoms(root)
		if want := gonumIdoms(n, root, from, to); !slices.Equal(got, want) {
			t.Fatalf("%s: idoms from %d = %v, gonum says %v (edges %v → %v)", name, root, got, want, from, to)
		}
	}
	graphs := testGraphs(t, 10, 2, 300)
	for name, g := range graphs {
		var from, to []int32
		for _, e := range g.Edges {
			from, to = append(from, int32(e.From.ID)), append(to, int32(e.To.ID))
		}
		check(name, len(g.Blocks), 0, from, to)
		if want := gonumIdoms(len(g.Blocks), 0, from, to); !slices.Equal(g.idom, want) {
			t.Fatalf("%s: Graph.idom = %v, gonum says %v", name, g.idom, want)
		}
		// Post-dominators: the reversed graph from a virtual exit, as
		// computePostDominators builds it.
		n := len(g.Blocks)
		rfrom, rto := append([]int32(nil), to...), append([]int32(nil), from...)
		reach, exit := g.reachesExit(), map[int]bool{}
		for _, b := range g.Exits {
			exit[b.ID] = true
		}
		for _, b := range g.Blocks {
			if exit[b.ID] || !reach[b.ID] {
				rfrom, rto = append(rfrom, int32(n)), append(rto, int32(b.ID))
			}
		}
		want := gonumIdoms(n+1, n, rfrom, rto)[:n]
		for i, d := range want {
			if d == n {
				want[i] = -1
			}
		}
		if !slices.Equal(g.ipdom, want) {
			t.Fatalf("%s: Graph.ipdom = %v, gonum says %v", name, g.ipdom, want)
		}
	}
	r := rand.New(rand.NewPCG(32, 6))
	for i := range 3000 {
		n := 1 + r.IntN(40)
		var from, to []int32
		for range r.IntN(3 * n) {
			from, to = append(from, int32(r.IntN(n))), append(to, int32(r.IntN(n)))
		}
		// A chain through part of the nodes, so most graphs are mostly reachable.
		for v := 1; v < n; v++ {
			if r.IntN(4) != 0 {
				from, to = append(from, int32(r.IntN(v))), append(to, int32(v))
			}
		}
		check(fmt.Sprintf("random graph %d", i), n, r.IntN(n), from, to)
	}
}
