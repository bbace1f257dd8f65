package wcet_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipet/wcet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

func one(*asm.Instruction) int64 { return 1 }

// TestAttributeIfelseByHand: ifelse (thesis IPTs) with hand-chosen segment
// weights and a cost of 1 per instruction, worked out on paper.
//
// Blocks (instructions): %bb.0 (7), %bb.1 (17), .LBB0_2 (5), %bb.3 (16),
// .LBB0_4 (15, the join IPT its first, s_endpgm last). Weights: e0
// start->div@%bb.0 10, e1 (taken) 5, e2 (not taken, through %bb.1) 100,
// e3 (taken) 7, e4 (not taken, through %bb.3) 200, e5 join->end 50. The
// worst case is e0 e2 e4 e5 = 360 cycles.
//
//	e0: %bb.0[0:6] (6 instrs) gets all 10.
//	e2: %bb.0[6:7] 1, %bb.1 17, .LBB0_2[0:4] 4 (of 22): 100 = 4+77+18 by
//	    floors (remainders 12, 6, 4 of 22) + 1 to %bb.0: 5, 77, 18.
//	e4: .LBB0_2[4:5] 1, %bb.3 16 (of 17; the segment ends before
//	    .LBB0_4's first instruction): floors 11, 188 (remainders 13, 4)
//	    + 1 to .LBB0_2: 12, 188.
//	e5: .LBB0_4[0:15] gets 50 (and enters the block).
//
// Totals: %bb.0 15, %bb.1 77, .LBB0_2 30, %bb.3 188, .LBB0_4 50 (= 360).
func TestAttributeIfelseByHand(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	g := ig.CFG
	if j := ig.IPT("join@.LBB0_4"); j == nil || j.Index != 0 || len(g.Blocks[4].Instrs) != 15 {
		t.Fatalf("the example changed: join IPT %v", j)
	}
	w := []int64{10, 5, 100, 7, 200, 50}
	if len(ig.Edges) != len(w) {
		t.Fatalf("%d IPG edges, want 6", len(ig.Edges))
	}
	p := &ipet.Problem{IPG: ig, Weights: w}
	res, err := ipet.Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	if res.Bound != 360 {
		t.Fatalf("bound %d, want 360", res.Bound)
	}
	att, err := wcet.Attribute(p, res, one)
	if err != nil {
		t.Fatal(err)
	}
	wantCycles := []int64{15, 77, 30, 188, 50}
	wantCounts := []int64{1, 1, 1, 1, 1}
	for i := range g.Blocks {
		if att.Cycles[i] != wantCycles[i] || att.Counts[i] != wantCounts[i] {
			t.Errorf("%s: %d cycles x%d, want %d x%d", g.Blocks[i], att.Cycles[i], att.Counts[i], wantCycles[i], wantCounts[i])
		}
	}
	for _, e := range g.Edges {
		want := int64(0)
		if e.Kind != cfg.Taken {
			want = 1 // the worst case falls through both branches
		}
		if att.EdgeCounts[e.ID] != want {
			t.Errorf("edge %s: count %d, want %d", e, att.EdgeCounts[e.ID], want)
		}
	}
	if !att.Exact() || att.Bound != 360 {
		t.Errorf("exact %v, bound %d", att.Exact(), att.Bound)
	}

	// The worst case through the taken branches instead: e0 e1 e3 e5 when
	// the not-taken segments are cheap.
	p.Weights = []int64{10, 300, 1, 400, 1, 50}
	if res, err = ipet.Solve(p); err != nil {
		t.Fatal(err)
	}
	if att, err = wcet.Attribute(p, res, one); err != nil {
		t.Fatal(err)
	}
	// e1: %bb.0[6:7] 1, .LBB0_2[0:4] 4: 300 = 60 + 240. e3: .LBB0_2[4:5]
	// only: 400.
	wantCycles = []int64{10 + 60, 0, 240 + 400, 0, 50}
	wantCounts = []int64{1, 0, 1, 0, 1}
	for i := range g.Blocks {
		if att.Cycles[i] != wantCycles[i] || att.Counts[i] != wantCounts[i] {
			t.Errorf("taken: %s: %d cycles x%d, want %d x%d", g.Blocks[i], att.Cycles[i], att.Counts[i], wantCycles[i], wantCounts[i])
		}
	}
}

// TestApportionSums: the largest-remainder split sums to the weight
// exactly, also for weights whose product with a cost overflows int64.
func TestApportionSums(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	for _, big := range []int64{0, 1, 7, 1 << 40, 1<<62 - 1} {
		w := []int64{big, 1, big, 1, big, big}
		p := &ipet.Problem{IPG: ig, Weights: w}
		res := &ipet.Result{Counts: []int64{1, 0, 1, 0, 1, 1}}
		res.Bound = 4 * big
		if big > 1<<61 {
			res.Counts = []int64{1, 0, 0, 0, 0, 0}
			res.Bound = big
		}
		att, err := wcet.Attribute(p, res, func(in *asm.Instruction) int64 { return 1 << 30 })
		if err != nil {
			t.Fatalf("weight %d: %v", big, err)
		}
		var sum int64
		for _, c := range att.Cycles {
			if c < 0 {
				t.Fatalf("weight %d: negative share", big)
			}
			sum += c
		}
		if sum != res.Bound {
			t.Errorf("weight %d: shares sum to %d, want %d", big, sum, res.Bound)
		}
	}
}

// loadFacts returns example name's flow facts (nil when it has none).
func loadFacts(t *testing.T, name string) *flowfacts.Facts {
	t.Helper()
	data, ok, err := examples.Facts(name)
	if err != nil || !ok {
		if err != nil {
			t.Fatal(err)
		}
		return nil
	}
	f, err := flowfacts.Parse(name+"/flow.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestAnnotateEveryExample: on every example, under both IPT placements,
// the static worst case's block contributions sum to the bound exactly,
// the counts obey flow conservation (a block's entries equal the counts of
// its incoming edges, plus one for the entry, and the counts of its
// outgoing edges unless it is an exit), the blocks placement is exact, and
// folding keeps the sum and the worst path.
func TestAnnotateEveryExample(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			_, g := exampletest.Load(t, name)
			if len(g.Calls) > 0 {
				t.Skip("the static model refuses kernels with calls (ipet/static TestAllExamplesPositive checks the refusal)")
			}
			facts := loadFacts(t, name)
			for _, place := range []ipg.Placement{ipg.Thesis, ipg.Blocks} {
				ig, err := ipg.Build(g, place)
				if err != nil {
					t.Fatal(err)
				}
				tab := static.Default()
				w, err := static.SegmentWeights(ig, tab)
				if err != nil {
					t.Fatal(err)
				}
				p := &ipet.Problem{IPG: ig, Weights: w, Facts: facts}
				res, err := ipet.Solve(p)
				if err != nil {
					t.Fatal(err)
				}
				a, att, err := wcet.Annotate(p, res, func(in *asm.Instruction) int64 { return tab.Cost(in).Cycles() }, render.AnnotationContext{S: -1})
				if err != nil {
					t.Fatal(err)
				}
				var sum int64
				for _, b := range a.Blocks {
					sum += b.Cycles
				}
				if sum != res.Bound || a.BoundCycles != res.Bound {
					t.Fatalf("%s: blocks sum to %d, bound %d", place, sum, res.Bound)
				}
				if place == ipg.Blocks && !att.Exact() {
					t.Errorf("blocks placement: %d ambiguous segments", len(att.Ambiguous))
				}
				exits := map[*cfg.Block]bool{}
				for _, x := range g.Exits {
					exits[x] = true
				}
				for _, b := range g.Blocks {
					var in, out int64
					for _, e := range b.Preds {
						in += att.EdgeCounts[e.ID]
					}
					for _, e := range b.Succs {
						out += att.EdgeCounts[e.ID]
					}
					if b.ID == 0 {
						in++
					}
					if att.Counts[b.ID] != in || (!exits[b] && att.Counts[b.ID] != out) {
						t.Errorf("%s: block %s entered %d times, in-edges %d, out-edges %d", place, b, att.Counts[b.ID], in, out)
					}
					if a.Blocks[b.ID].Pruned != "" {
						t.Errorf("%s: block %s pruned without a role", place, b)
					}
				}
				for _, fold := range []render.Fold{render.FoldNever, render.FoldAlways} {
					nodes, of := a.Fold(g, fold)
					var nsum int64
					for _, nd := range nodes {
						nsum += nd.Cycles
						onPath := false
						for _, b := range nd.Blocks {
							onPath = onPath || a.Blocks[b.ID].Count > 0
							if nodes[of[b.ID]] != nd {
								t.Fatalf("block %s not mapped to its node", b)
							}
						}
						if onPath != (nd.Count > 0) {
							t.Errorf("%s, fold %d: node %s on the worst case %v, count %d", place, fold, nd.ID, onPath, nd.Count)
						}
					}
					if nsum != res.Bound {
						t.Errorf("%s, fold %d: nodes sum to %d, bound %d", place, fold, nsum, res.Bound)
					}
					if fold == render.FoldNever && len(nodes) != len(g.Blocks) {
						t.Errorf("no folding drew %d nodes for %d blocks", len(nodes), len(g.Blocks))
					}
				}
			}
		})
	}
}
