package ipet_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestStaticBoundEveryExample: with its committed flow facts, every example
// has a finite static per-wavefront bound under both IPT placements, the
// bound is at least the weight of the start segment, and every loop the
// worst case reaches got its bound from the facts file.
func TestStaticBoundEveryExample(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			_, g := exampletest.Load(t, name)
			if len(g.Calls) > 0 {
				t.Skip("the static model refuses kernels with calls (ipet/static TestAllExamplesPositive checks the refusal)")
			}
			var facts *flowfacts.Facts
			if data, ok, err := examples.Facts(name); err != nil {
				t.Fatal(err)
			} else if ok {
				if facts, err = flowfacts.Parse(name+"/flow.yaml", data); err != nil {
					t.Fatal(err)
				}
			} else if len(g.Loops) > 0 {
				t.Fatalf("%s has %d loops but no flow.yaml", name, len(g.Loops))
			}
			var bounds [2]int64
			for i, place := range []ipg.Placement{ipg.Thesis, ipg.Blocks} {
				ig, err := ipg.Build(g, place)
				if err != nil {
					t.Fatal(err)
				}
				w, err := static.SegmentWeights(ig, static.Default())
				if err != nil {
					t.Fatal(err)
				}
				res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: facts})
				if err != nil {
					t.Fatalf("%s placement: %v", place, err)
				}
				if res.Bound <= 0 || len(res.CriticalPath) == 0 {
					t.Fatalf("%s placement: bound %d, critical path %v", place, res.Bound, res.CriticalPath)
				}
				for _, lb := range res.LoopBounds {
					if lb.Origin == "" || lb.Max <= 0 {
						t.Errorf("loop %s: bound %+v", lb.Loop.Header.Name, lb)
					}
				}
				if len(res.LoopBounds) != len(g.Loops) {
					t.Errorf("%d loop bounds used for %d loops", len(res.LoopBounds), len(g.Loops))
				}
				bounds[i] = res.Bound
			}
			t.Logf("static bound: thesis %d, blocks %d cycles", bounds[0], bounds[1])
		})
	}
}
