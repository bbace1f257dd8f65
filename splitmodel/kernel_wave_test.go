package splitmodel

import (
	"runtime"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestRoleSolverParallel checks that solving many variants on several
// goroutines gives what solving them one at a time gives: the worst
// bound, its variant (the first among equals) and the infeasible count.
// The variants start at every IPT of examples/large with every edge into
// a loop header removed in every third one (some become infeasible or
// cut off), and the IPET is forced (no DAG shortcut).
func TestRoleSolverParallel(t *testing.T) {
	ex := kernelExample(t, "large")
	ig := ex.opt.IPG
	w, err := static.PartialSegmentWeights(ig, static.Default())
	if err != nil {
		t.Fatal(err)
	}
	for i := range w {
		if w[i] == static.NoWeight {
			w[i] = 0
		}
	}
	var cands []RoleInput
	for k, p := range ig.IPTs {
		v := RoleInput{J: 1, Start: p}
		if k%3 == 0 {
			v.Removed = make([]bool, len(ig.Edges))
			for _, e := range ig.Edges {
				v.Removed[e.ID] = e.ID%7 == k%7
			}
		}
		cands = append(cands, v)
	}
	if len(cands) < 2*parallelVariants {
		t.Fatalf("only %d variants: the parallel path needs %d", len(cands), 2*parallelVariants)
	}
	rs := &roleSolver{ig: ig, facts: ex.opt.Facts}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	best, at, inf, err := rs.solve(w, cands)
	// One at a time (a single variant never starts goroutines).
	wantAt, wantInf := -1, 0
	var want int64 = -1
	var wantErr error
	for k := range cands {
		r, _, i, err := rs.solve(w, cands[k:k+1])
		if err != nil {
			wantErr = err
			break
		}
		wantInf += i
		if r != nil && r.Bound > want {
			want, wantAt = r.Bound, k
		}
	}
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("parallel error %v, one at a time %v", err, wantErr)
	}
	if err != nil {
		t.Fatalf("the test wants bounded problems: %v", err)
	}
	if best == nil || best.Bound != want || at != wantAt || inf != wantInf {
		t.Fatalf("parallel: bound %v at %d, %d infeasible; one at a time: %d at %d, %d infeasible", best, at, inf, want, wantAt, wantInf)
	}
	if inf == 0 || want <= 0 {
		t.Fatalf("%d infeasible variants, worst bound %d: the test wants some of each", inf, want)
	}
}

// TestOwnRun: the Eq. 5.4 term reports wavefront i's longest own run in
// role j (Term.Own). On the default example with one input set (random1:
// full wavefronts, paths fixed by the lane bits) the per-wavefront weights
// are that very run's segment times, so L^j_{w_i} is exactly the run: Own
// = L. With its two more sets Own is the longest of the wavefront's runs
// and L, which combines their per-segment maxima, is at least that.
func TestOwnRun(t *testing.T) {
	ex := kernelExample(t, "synthetic_split")
	ex.cfg.S = []int{0, 1, 2}
	ex.cfg.Modes = []timing.Mode{timing.Parallel}
	ex.opt.UseRoles(roles.WorstCase) // as analyze: the hardware's policy, halve
	runs, err := Simulate(ex.cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, S := range ex.cfg.S {
		all := kernelRunsOfS(runs, S)
		var one []*TraceRun
		for _, r := range all {
			if r.Set == "random1" {
				one = append(one, r)
			}
		}
		res, err := AnalyzeKernel(ex.opt, S, one)
		if err != nil {
			t.Fatal(err)
		}
		w := res.Parallel.Sets[0].Parallel
		if w.Own <= 0 || w.Own != w.L {
			t.Errorf("S=%d, random1 alone: term %+v (own %d, L %d): want Own = L > 0", S, w, w.Own, w.L)
		}
		res, err = AnalyzeKernel(ex.opt, S, all)
		if err != nil {
			t.Fatal(err)
		}
		for _, sb := range res.Parallel.Sets {
			if w := sb.Parallel; w.Own <= 0 || w.Own > w.L {
				t.Errorf("S=%d, set %s of three: term %+v: want 0 < Own <= L", S, sb.Set, w)
			}
		}
	}
}
