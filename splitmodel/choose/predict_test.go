package choose

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// exampleIPG returns an embedded example's CFG and IPG with the
// assembly they were built from (the emitter rewrites it).
func exampleIPG(t testing.TB, name string) (*cfg.Graph, *ipg.Graph, []byte) {
	t.Helper()
	ig := exampletest.IPG(t, name, ipg.Thesis)
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	return ig.CFG, ig, src
}

// TestPredictByHand checks predictions on examples/ifelse (thesis Fig. 4.4)
// against values computed by hand from given weights. The IPG:
//
//	e0 start -> b1                  (b1 = div@%bb.0, the if's s_cbranch_execz)
//	e1 b1 -taken->     b2           skip the then-body
//	e2 b1 -not-taken-> b2           run the then-body
//	e3 b2 -taken->     join         skip the else-body (b2 = div@.LBB0_2)
//	e4 b2 -not-taken-> join         run the else-body
//	e5 join -> end
func TestPredictByHand(t *testing.T) {
	_, ig, _ := exampleIPG(t, "ifelse")
	want := []string{
		"start->div@%bb.0",
		"div@%bb.0-taken->div@.LBB0_2",
		"div@%bb.0-not-taken->div@.LBB0_2",
		"div@.LBB0_2-taken->join@.LBB0_4",
		"div@.LBB0_2-not-taken->join@.LBB0_4",
		"join@.LBB0_4->end",
	}
	if len(ig.Edges) != len(want) {
		t.Fatalf("ifelse IPG has %d edges, want %d", len(ig.Edges), len(want))
	}
	for i, e := range ig.Edges {
		if e.String() != want[i] {
			t.Fatalf("edge %d is %s, want %s", i, e, want[i])
		}
	}
	cands, excl := Candidates(ig)
	if len(cands) != 2 || len(excl) != 0 || cands[0].Label() != "%bb.0" || cands[1].Label() != ".LBB0_2" {
		t.Fatalf("candidates %v, excluded %v: want %%bb.0 and .LBB0_2", cands, excl)
	}
	w := []int64{10, 3, 100, 5, 200, 7}
	m := &Model{IPG: ig, S: 1, Weights: w, Cands: cands,
		Sets: []SetTerms{{Set: "a", B: 2, Delta0: 4}, {Set: "b", B: 1, Delta0: 50}}}
	cases := []struct {
		mk     Marking
		L, off []int64
		bound  int64
		set    string
	}{
		// No marking: role 0 alone, unpruned: the heaviest path
		// e0 + e2 + e4 + e5 = 10 + 100 + 200 + 7 = 317;
		// max(2 × (4 + 317), 1 × (50 + 317)) = 642.
		{nil, []int64{317}, []int64{0}, 642, "a"},
		// The if marked: the parent runs the then-body and skips the else
		// (e0 + e2 + e3 + e5 = 122); the child starts at b1, 10 cycles
		// after its parent (e0), skips the then-body and runs the else
		// (e1 + e4 + e5 = 210). max(122, 10 + 210) = 220;
		// max(2 × (4 + 220), 1 × (50 + 220)) = 448.
		{NewMarking(0), []int64{122, 210}, []int64{0, 10}, 448, "a"},
		// The else branch marked: nothing is saved, the split comes after
		// both sides: role 0 = 317 (e0 + e2 + e4 + e5), the child starts at
		// b2 after e0 + e2 = 110 and only skips the else (e3 + e5 = 12).
		{NewMarking(1), []int64{317, 12}, []int64{0, 110}, 642, "a"},
		// Both marked with S = 1: as the if alone (the else branch sees an
		// empty or full mask after the split).
		{NewMarking(0, 1), []int64{122, 210}, []int64{0, 10}, 448, "a"},
	}
	for _, c := range cases {
		p := predictRoles(t, m, c.mk, len(c.L))
		for j, r := range p.Roles {
			if r.L != c.L[j] || r.Offset != c.off[j] {
				t.Errorf("%s: role %d: L = %d, offset = %d; want %d, %d", m.Describe(c.mk), j, r.L, r.Offset, c.L[j], c.off[j])
			}
		}
		if p.Bound != c.bound || p.Set != c.set {
			t.Errorf("%s: predicted %d (set %s), want %d (set %s)", m.Describe(c.mk), p.Bound, p.Set, c.bound, c.set)
		}
	}
	// Search: exhaustive over the 4 markings; the if alone is best (ties
	// with both marked go to fewer marks).
	sr, err := m.Search(SearchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if sr.Method != "exhaustive" || sr.Evaluated != 4 || sr.Best().Marking.Key() != "0" || sr.Best().Bound != 448 {
		t.Errorf("search: %s, %d evaluated, best %s = %d; want exhaustive, 4, {%%bb.0} = 448", sr.Method, sr.Evaluated, m.Describe(sr.Best().Marking), sr.Best().Bound)
	}
	// The screening gain of the if: min(enter = e2 + e4 = 300,
	// skip = e1 + e4 = 203) = 203; of the else: min(e4, e3) = 5.
	if g := RegionGain(ig, cands[0], w); g != 203 {
		t.Errorf("RegionGain(%%bb.0) = %d, want 203", g)
	}
	if g := RegionGain(ig, cands[1], w); g != 5 {
		t.Errorf("RegionGain(.LBB0_2) = %d, want 5", g)
	}
}

// predictRoles is m's prediction of mk, which must have n roles.
func predictRoles(t *testing.T, m *Model, mk Marking, n int) *Prediction {
	t.Helper()
	p, err := m.Predict(mk)
	if err != nil {
		t.Fatalf("%v: %v", mk, err)
	}
	if len(p.Roles) != n {
		t.Fatalf("%s: %d roles, want %d", m.Describe(mk), len(p.Roles), n)
	}
	return p
}

// TestNoCandidates: a kernel without candidates has one marking, none.
func TestNoCandidates(t *testing.T) {
	_, ig, _ := exampleIPG(t, "ifelse")
	m := &Model{IPG: ig, S: 2, Weights: make([]int64, len(ig.Edges)), Sets: []SetTerms{{Set: "a", B: 1}}}
	sr, err := m.Search(SearchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if sr.Method != "none" || len(sr.Ranked) != 1 || len(sr.Best().Marking) != 0 {
		t.Errorf("search %s, %d ranked", sr.Method, len(sr.Ranked))
	}
	if mk, err := m.Thesis(m.Weights); err != nil || len(mk) != 0 || len(m.FirstS()) != 0 {
		t.Errorf("thesis %v (%v), first-S %v", mk, err, m.FirstS())
	}
	if _, err := m.Predict(NewMarking(3)); err == nil {
		t.Error("a marking of a candidate that does not exist: no error")
	}
}
