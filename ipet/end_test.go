package ipet

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestEndRandomKernels: with Problem.End, the optimum is the longest
// bounded walk from Start that stops the first time it reaches End
// (brute force), on the split regions of random structured kernels: from
// each exec-skip branch's IPT to its join's (how a split that reconverges
// is bounded, docs/reconvergence.md), and from the kernel start to each
// join.
func TestEndRandomKernels(t *testing.T) {
	cases, inLoop, loopInRegion, dag := 0, 0, 0, 0
	for seed := int64(1); cases < 300; seed++ {
		r := rand.New(rand.NewSource(seed))
		src := randomKernel(r, 14)
		ig := exampletest.TextIPG(t, fmt.Sprintf("rand%d.s", seed), src, ipg.Thesis)
		g := ig.CFG
		w, min, max, bounds := randomProblem(r, ig)
		at := func(b *cfg.Block, i int) *ipg.IPT {
			for _, p := range ig.IPTs {
				if p.Block == b && p.Index == i {
					return p
				}
			}
			return nil
		}
		removed := make([]bool, len(ig.Edges))
		for _, br := range g.Branches {
			if br.Class != cfg.ExecSkip || br.Join == nil {
				continue
			}
			x, j := at(br.Block, len(br.Block.Instrs)-1), at(br.Join, 0)
			if br.Block.Loop != nil {
				inLoop++
			}
			for _, l := range g.Loops {
				if g.Region(br)[l.Header.ID] {
					loopInRegion++
				}
			}
			for _, se := range [][2]*ipg.IPT{{x, j}, {ig.Start, j}} {
				cases++
				want, ok := bruteForceFrom(t, ig, w, removed, min, max, se[0], se[1])
				res, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: bounds, Start: se[0], End: se[1]})
				if !ok {
					if err == nil {
						t.Fatalf("seed %d: %s to %s: no walk, but Solve gives %d\n%s", seed, se[0], se[1], res.Bound, src)
					}
					continue
				}
				if err != nil {
					t.Fatalf("seed %d: %s to %s: %v (brute force %d)\n%s", seed, se[0], se[1], err, want, src)
				}
				if res.Bound != want {
					t.Fatalf("seed %d: %s to %s: IPET %d, brute force %d\n%s", seed, se[0], se[1], res.Bound, want, src)
				}
				if len(g.Loops) == 0 {
					// Without loops the walk is a longest path in a DAG.
					dag++
					if r, ok := LongestDAG(ig, [][]int64{w}, removed, se[0], se[1]); !ok || r[0] != want {
						t.Fatalf("seed %d: %s to %s: LongestDAG %v (%v), brute force %d\n%s", seed, se[0], se[1], r, ok, want, src)
					}
				}
				if n := len(res.CriticalPath); n > 0 && res.CriticalPath[n-1].To != se[1] {
					t.Fatalf("seed %d: critical path ends at %s, not %s", seed, res.CriticalPath[n-1].To, se[1])
				}
			}
		}
	}
	if inLoop == 0 || loopInRegion == 0 || dag == 0 {
		t.Errorf("%d cases: %d branches in a loop, %d loops in a region, %d without loops: want some of each", cases, inLoop, loopInRegion, dag)
	}
	t.Logf("%d cases, %d of them without loops (LongestDAG too)", cases, dag)
}

// TestLongestDAGRemovedEdges: on loop-free random kernels with random
// edges removed and no explicit end, LongestDAG equals the brute-force
// longest walk from the start to an end IPT (an end whose way on is cut
// still ends a walk), and says "no walk" exactly when there is none.
func TestLongestDAGRemovedEdges(t *testing.T) {
	cases, walks := 0, 0
	for seed := int64(1); cases < 200; seed++ {
		r := rand.New(rand.NewSource(seed))
		src := randomKernel(r, 10)
		ig := exampletest.TextIPG(t, fmt.Sprintf("dag%d.s", seed), src, ipg.Thesis)
		if len(ig.CFG.Loops) > 0 {
			continue
		}
		w, _, _, _ := randomProblem(r, ig)
		removed := make([]bool, len(ig.Edges))
		for i := range removed {
			removed[i] = r.Intn(5) == 0
		}
		cases++
		want, ok := bruteForceFrom(t, ig, w, removed, nil, nil, ig.Start, nil)
		got, gotOK := LongestDAG(ig, [][]int64{w}, removed, nil, nil)
		if ok != gotOK || ok && got[0] != want {
			t.Fatalf("seed %d: LongestDAG %v (%v), brute force %d (%v)\n%s", seed, got, gotOK, want, ok, src)
		}
		if ok {
			walks++
		}
	}
	if walks == 0 || walks == cases {
		t.Errorf("%d cases, %d with a walk: want both kinds", cases, walks)
	}
}
