package staticbound

import (
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// ifElseModel is a hand-made model of one split-marked if/else (both of
// its exec-skip branches marked, both reconvergent, the else branch's
// region inside the then branch's) with the weights of
// splitmodel.TestMergesHandComputed: pre 10, then 100, the skip of the
// then side 1, the skip of the else side 2, else els, post 5; split and
// join delays of the default hardware (4 each, visit 4: SplitCost 4,
// joinCost 4 + 4).
func ifElseModel(t *testing.T, els int64, policy split.Policy) *Model {
	t.Helper()
	k := &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{
		gen.If{Cond: gen.Cond{Kind: 0, M: 1}, Then: []gen.Stmt{gen.Op{Kind: 0, K: 3, C: 1}}, Else: []gen.Stmt{gen.Op{Kind: 3}}}}}
	ig := exampletest.TextIPG(t, "gen.s", k.Assembly(), ipg.Thesis)
	div, join := exampletest.IfElseIPTs(t, ig)
	w := make([]int64, len(ig.Edges))
	for _, e := range ig.Edges {
		outcome := ""
		if len(e.CFGEdges) > 0 {
			outcome = e.CFGEdges[0].Kind.String()
		}
		switch {
		case e.From == ig.Start && e.To == div[0]:
			w[e.ID] = 10
		case e.From == div[0] && e.To == div[1] && outcome == "not-taken":
			w[e.ID] = 100
		case e.From == div[0] && e.To == div[1] && outcome == "taken":
			w[e.ID] = 1
		case e.From == div[1] && e.To == join && outcome == "taken":
			w[e.ID] = 2
		case e.From == div[1] && e.To == join && outcome == "not-taken":
			w[e.ID] = els
		case e.From == join && e.To == ig.Ends[0]:
			w[e.ID] = 5
		default:
			t.Fatalf("unexpected edge %s", e)
		}
	}
	hw := timing.Default()
	hw.Reconverge, hw.SplitPolicy = true, policy
	mg, err := newMergeModel(ig, &hw, 4)
	if err != nil {
		t.Fatal(err)
	}
	if len(mg.regions) != 2 || mg.loose || mg.regions[0].from != div[1] || mg.regions[1].from != div[0] || mg.joinCost != 8 {
		t.Fatalf("merge model: %d regions, loose %v, join cost %d", len(mg.regions), mg.loose, mg.joinCost)
	}
	m := &Model{HW: hw, IPG: ig, Visit: 4, SplitCost: 4, weights: w, merges: mg, maySplit: true, splits: map[int]splitTerms{}, demandW: map[*int64][]int64{}}
	for _, f := range []*int64{&m.Demand.Issue, &m.Demand.MemIssue, &m.Demand.VMEM, &m.Demand.LDS, &m.Demand.SMEM} {
		m.demandW[f] = w
	}
	return m
}

// TestMergeTermsHandComputed: the own time and the family's demand with
// merges, by hand (X1 the then branch, X2 the else branch, regions
// innermost first; A_b a region's way from its branch to the join with
// budget b, its nested regions collapsed; a split costs max(A_p, 4 +
// A_c) + 8 in time and A_p + A_c in demand, c and p the child's and the
// parent's budgets; not splitting A_b).
//
//   - X2: A_b = max(2, els) for every b; with a split (b >= 1, halve:
//     c = p = 0) max(els, 4 + els) + 8 = els + 12 in time, 2 els in
//     demand.
//   - X1 (then 100 + X2's cost, or 1 + X2's): A_0 = 100 + els, A_1 =
//     A_2 = 100 + els + 12 in time (100 + 2 els in demand).
//   - S = 1: X1 splits into budgets 0 and 0: max(A_1, max(A_0, 4 + A_0)
//   - 8) = 112 + els; own 10 + 112 + els + 5. Demand max(100 + 2 els,
//     2 (100 + els)) = 200 + 2 els; family 215 + 2 els.
//   - S = 2: X1 splits into child 0, parent 1: time max(A_2, max(A_1, 4
//   - A_0) + 8) = 120 + els; demand max(A_2, A_1 + A_0) = 200 + 3 els.
//
// Under parent-first at S = 2 the child gets 0 and the parent 1, as
// under halve; under child-first the child 1 and the parent 0: time
// max(A_2, max(A_0, 4 + A_1) + 8) = 124 + els, the same demand.
func TestMergeTermsHandComputed(t *testing.T) {
	for _, c := range []struct {
		els         int64
		S           int
		policy      split.Policy
		own, demand int64
	}{
		{70, 1, split.Halve, 10 + 112 + 70 + 5, 215 + 140},
		{70, 2, split.Halve, 10 + 120 + 70 + 5, 215 + 210},
		{150, 1, split.Halve, 10 + 112 + 150 + 5, 215 + 300},
		{150, 2, split.Halve, 10 + 120 + 150 + 5, 215 + 450},
		{70, 2, split.ParentFirst, 10 + 120 + 70 + 5, 215 + 210},
		{70, 2, split.ChildFirst, 10 + 124 + 70 + 5, 215 + 210},
	} {
		m := ifElseModel(t, c.els, c.policy)
		st, err := m.split(c.S)
		if err != nil {
			t.Fatal(err)
		}
		if st.own != c.own || st.merged == nil || st.merged.Issue != c.demand || st.members != c.S+1 {
			t.Errorf("else %d, S = %d, %s: own %d, demand %+v, members %d; want %d, %d, %d", c.els, c.S, c.policy, st.own, st.merged, st.members, c.own, c.demand, c.S+1)
			continue
		}
		// A family's demand bounds a member's siblings' too.
		if all, sib := st.famDemand(int64(st.members), 1, func(d *Demand) int64 { return d.Issue }); all != c.demand || sib != c.demand {
			t.Errorf("else %d, S = %d: family %d, siblings %d; want %d both", c.els, c.S, all, sib, c.demand)
		}
	}
}

// TestDAGPathsToEnd: the longest path in the DAG from a region's branch
// to its join is the IPET's (ipet.Problem.End), on every region of
// synthetic_split with the static weights.
func TestDAGPathsToEnd(t *testing.T) {
	hw := timing.Default()
	hw.Reconverge = true
	k, err := kernel.Example("synthetic_split", kernel.Config{HW: &hw})
	if err != nil {
		t.Fatal(err)
	}
	m, err := PrepareKernel(k, k.Workload.Sets)
	if err != nil {
		t.Fatal(err)
	}
	if m.merges == nil || len(m.merges.regions) == 0 {
		t.Fatal("no merge model")
	}
	for _, r := range m.merges.regions {
		dag, ok := m.dagPaths([][]int64{m.weights}, nil, r.from, r.to)
		if !ok {
			t.Fatalf("%s -> %s: no DAG path", r.from, r.to)
		}
		res, err := ipet.Solve(&ipet.Problem{IPG: m.IPG, Weights: m.weights, Start: r.from, End: r.to})
		if err != nil {
			t.Fatal(err)
		}
		if dag[0] != res.Bound {
			t.Errorf("%s -> %s: DAG %d, IPET %d", r.from, r.to, dag[0], res.Bound)
		}
	}
}

// TestReconvergeStaticAboveObserved: with splits that reconverge the
// static bound is at least the observed time on synthetic_split at full
// occupancy (S = 1, 2, 4, 8, both modes), and on every example's input
// sets at S = 1 and 4 (those with s_barrier under the sum rule).
func TestReconvergeStaticAboveObserved(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates every example with merges")
	}
	hw := timing.Default()
	hw.Reconverge = true
	k, m, launch, b0 := firstSet(t, "synthetic_split", &hw)
	full := fullLaunch(launch, b0.KFit)
	for _, S := range []int{1, 2, 4, 8} {
		for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
			b, observed := boundAndRun(t, "synthetic_split", k, m, full, S, mode)
			t.Logf("synthetic_split full, S = %d %s: static %d, observed %d (%.1f)", S, mode, b.Cycles, observed, float64(b.Cycles)/float64(observed))
		}
	}
	for _, name := range examples.Names() {
		k, err := kernel.Example(name, kernel.Config{Simulate: true, HW: &hw})
		if err != nil {
			t.Fatal(err)
		}
		m, err := PrepareKernel(k, k.Workload.Sets)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, set := range k.Workload.Sets {
			for _, S := range []int{1, 4} {
				for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
					boundAndRun(t, name, k, m, set.Launch, S, mode)
				}
			}
		}
	}
}

// TestBarrierWaves: the sum rule counts every member without merges, and
// with merges the launch wavefront and the children of splits that never
// merge; on the hand-made if/else with s_barrier, one wave per family:
// L = D + own + interference, as without barriers.
func TestBarrierWaves(t *testing.T) {
	if n := (splitTerms{members: 5}).barrierWaves(); n != 5 {
		t.Errorf("without merges: %d, want 5", n)
	}
	if n := (splitTerms{members: 5, merged: &Demand{}, loose: 4}).barrierWaves(); n != 5 {
		t.Errorf("with merges and loose splits: %d, want 5", n)
	}
	m := ifElseModel(t, 70, split.Halve)
	m.MinLife = 100
	l := Launch{Workgroups: 1, WorkgroupSize: 64}
	plain, err := m.Bound(l, 2, timing.Parallel)
	if err != nil {
		t.Fatal(err)
	}
	m.Barriers, m.BarrierRule = true, BarrierSum
	b, err := m.Bound(l, 2, timing.Parallel)
	if err != nil {
		t.Fatal(err)
	}
	// own 205, siblings' memory issue 425 (the family's), vmem 425 + lds
	// 425 + smem 425 (its siblings', one family on the CU); dispatch 4
	// and the wait for the SIMD's first visit 3.
	if want := int64(4 + 3 + 205 + 425 + 3*425); plain.L != want || b.L != want || b.Barrier != 0 || b.BarrierRule != "sum" {
		t.Errorf("L %d without barriers, %d with (barrier %d, rule %q); want %d, the same, 0, sum", plain.L, b.L, b.Barrier, b.BarrierRule, want)
	}
}
