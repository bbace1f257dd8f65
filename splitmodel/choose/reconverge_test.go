package choose

import "testing"

// TestPredictReconvergeByHand checks predictions with splits that
// reconverge on examples/ifelse (the IPG of TestPredictByHand, S = 1,
// halve) against values computed by hand, with a split delay d = 1 and a
// join delay w = 2. Both branches reconverge at join@.LBB0_4; a child
// ends there (role 1 has no term) and its parent's region costs
// R = max(A, d + L̂_child) + w.
func TestPredictReconvergeByHand(t *testing.T) {
	_, ig, _ := exampleIPG(t, "ifelse")
	cands, _ := Candidates(ig)
	w := []int64{10, 3, 100, 5, 200, 7}
	m := &Model{IPG: ig, S: 1, Weights: w, Cands: cands, Reconverge: true, SplitDelay: 1, JoinDelay: 2,
		Sets: []SetTerms{{Set: "a", B: 2, Delta0: 4}, {Set: "b", B: 1, Delta0: 50}}}
	cases := []struct {
		mk     Marking
		L      []int64
		merged []bool
		bound  int64
	}{
		// No marking: 317 as without reconvergence; 2 × (4 + 317) = 642.
		{nil, []int64{317}, []bool{false}, 642},
		// The if marked: the parent's own way from the branch to the join
		// is e2 + e3 = 105, the child's e1 + e4 = 203:
		// R = max(105, 1 + 203) + 2 = 206; L^0 = e0 + R + e5 = 223;
		// 2 × (4 + 223) = 454 (without reconvergence 448: the parent now
		// waits for its child and runs the code after the join alone).
		{NewMarking(0), []int64{223, 0}, []bool{false, true}, 454},
		// The else marked: the parent runs the then-body (e2 = 100), then
		// R = max(e4 = 200, 1 + e3 = 6) + 2 = 202: L^0 = 10 + 100 + 202 +
		// 7 = 319; 2 × (4 + 319) = 646.
		{NewMarking(1), []int64{319, 0}, []bool{false, true}, 646},
		// Both marked, S = 1: neither member has a slot left at the else
		// branch: as the if alone.
		{NewMarking(0, 1), []int64{223, 0}, []bool{false, true}, 454},
	}
	for _, c := range cases {
		p := predictRoles(t, m, c.mk, len(c.L))
		for j, r := range p.Roles {
			if r.L != c.L[j] || r.Merged != c.merged[j] || r.Merged && (r.Offset != 0 || r.Start != nil) {
				t.Errorf("%s: role %d: L = %d, merged %v, offset %d; want %d, %v", m.Describe(c.mk), j, r.L, r.Merged, r.Offset, c.L[j], c.merged[j])
			}
		}
		if p.Bound != c.bound || p.Set != "a" {
			t.Errorf("%s: predicted %d (set %s), want %d (set a)", m.Describe(c.mk), p.Bound, p.Set, c.bound)
		}
	}
}

// TestChooseReconverge runs the whole choice with splits that reconverge
// on the examples with a marked if/else family (S = 2, two input sets):
// every simulated marking's bound covers its observation (SimulateMarked
// refuses otherwise), the chosen one is the smallest and never above no
// splitting's or first-S's, the roles of a marking that splits include
// roles that end at joins, and the confirming simulations merge (a join wait is measured).
func TestChooseReconverge(t *testing.T) {
	for _, name := range []string{"ifelse_split", "nested", "synthetic_split"} {
		t.Run(name, func(t *testing.T) {
			c := exampleConfig(t, name, 2)
			c.Kernel.HW.Reconverge = true
			c.Confirm = 2
			c.Sets = c.Kernel.Workload.Sets[:min(2, len(c.Kernel.Workload.Sets))]
			r, err := Run(c)
			if err != nil {
				t.Fatal(err)
			}
			if !r.Model.Reconverge || r.Model.SplitDelay <= 0 || r.Model.JoinDelay <= 0 {
				t.Fatalf("model: reconverge %v, delays %d, %d", r.Model.Reconverge, r.Model.SplitDelay, r.Model.JoinDelay)
			}
			none, first, ch := r.Baseline("none"), r.Baseline("first-S"), r.Chosen
			if ch.Sim.Bound > none.Sim.Bound || ch.Sim.Bound > first.Sim.Bound {
				t.Errorf("chosen %s: simulated %d; none %d, first-S %d", ch.Name, ch.Sim.Bound, none.Sim.Bound, first.Sim.Bound)
			}
			merged := 0
			for _, rp := range first.Predicted.Roles {
				if rp.Merged {
					merged++
				}
			}
			if merged == 0 {
				t.Errorf("first-S: no predicted role ends at a join: %+v", first.Predicted.Roles)
			}
			if m := first.Sim.Result.Parallel; m == nil || len(m.Stats.JoinWaits) == 0 {
				t.Errorf("first-S: the confirming simulation made no merge")
			}
			for _, e := range append(append([]*Evaluated(nil), r.Confirmed...), r.Baselines...) {
				if e.Sim.Bound < e.Sim.Observed || e.Sim.Bound < ch.Sim.Bound {
					t.Errorf("%s: simulated bound %d, observed %d, chosen %d", e.Name, e.Sim.Bound, e.Sim.Observed, ch.Sim.Bound)
				}
			}
			t.Logf("%s: chosen %s %s: predicted %d, simulated %d; none %d, first-S %d/%d", name, ch.Name, r.Model.Describe(ch.Marking),
				ch.Predicted.Bound, ch.Sim.Bound, none.Sim.Bound, first.Predicted.Bound, first.Sim.Bound)
		})
	}
}
