package cfg

import (
	"fmt"
	"testing"

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
	graphs := map[string]*Graph{}
	for _, name := range examples.Names() {
		graphs[name] = exampleGraph(t, name)
	}
	for seed := range uint64(20) {
		fn, arch := parseKernel(t, gen.Random(seed, 64))
		g, err := Build(fn, arch)
		if err != nil {
			t.Fatal(err)
		}
		graphs[fmt.Sprintf("gen%d", seed)] = g
	}
	fn, arch := parseKernel(t, gen.Layered(3))
	if graphs["large-gen"], _ = Build(fn, arch); graphs["large-gen"] == nil {
		t.Fatal("large generated kernel does not build")
	}
	for i, g := range randomGraphs(t, 1, 200) {
		graphs[fmt.Sprintf("random%d", i)] = g
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
