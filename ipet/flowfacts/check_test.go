package flowfacts

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestChecks: contradictions found before solving, limits, and the loop
// rows of min/total facts, on divloop with the weights of exampletest.DivloopWeights:
// skipping the loop costs 5+3+6 = 14, entering it with N header executions
// 5+20+30(N-1)+4+2+6 = 37+30(N-1).
func TestChecks(t *testing.T) {
	ig, _, w := exampletest.Divloop(t)
	for _, tc := range []struct {
		name, facts string
		bound       int64
		warn, err   string // substrings; err "" = solves
		kind        string // "infeasible", "limit"
	}{
		{name: "total bounds each entry", facts: "loops:\n  - header: .LBB0_2\n    total: 3\n", bound: 37 + 30*2},
		{name: "min with total, no max", facts: "loops:\n  - header: .LBB0_2\n    min: 3\n    total: 10\n", bound: 37 + 30*9},
		{name: "min > total, loop avoidable", facts: "loops:\n  - header: .LBB0_2\n    min: 10\n    total: 3\n", bound: 14,
			warn: "f.yaml:2: loop .LBB0_2 (kernel.hip:33): min 10 per entry but total 3: the loop is never entered"},
		{name: "min > total, loop forced", facts: "loops:\n  - header: .LBB0_2\n    min: 10\n    total: 3\ncounts:\n  - edge: '%bb.0 -> %bb.1'\n    min: 1\n", kind: "infeasible",
			err: "IPET infeasible: edge %bb.0 -> %bb.1 must execute at least 1 times, but every path from start to an end that runs it is excluded by the others (dropping any one of them removes the conflict):\n" +
				"  f.yaml:2: loop .LBB0_2 (kernel.hip:33): header runs at least 10 times per entry and at most 3 times in all\n" +
				"  f.yaml:6: edge %bb.0 -> %bb.1 executes at least 1 times"},
		{name: "min applied without max", facts: "loops:\n  - header: .LBB0_2\n    min: 3\n    total: 10\ncounts:\n  - block: .LBB0_2\n    max: 2\n  - edge: '%bb.0 -> %bb.1'\n    min: 1\n", kind: "infeasible",
			err: "contradict each other (no execution satisfies them all; dropping any one of them removes the conflict):\n" +
				"  f.yaml:2: loop .LBB0_2 (kernel.hip:33): header runs at least 3 times per entry and at most 10 times in all\n" +
				"  f.yaml:6: block .LBB0_2 executes at most 2 times\n" +
				"  f.yaml:8: edge %bb.0 -> %bb.1 executes at least 1 times"},
		{name: "max 0 on a forced loop", facts: "loops:\n  - header: .LBB0_2\n    max: 0\ninfeasible:\n  - edge: '%bb.0 -> .LBB0_4'\n", kind: "infeasible",
			err: "IPET infeasible: these loop bounds and flow facts exclude every path from start to an end (dropping any one of them leaves a path):\n" +
				"  f.yaml:2: loop .LBB0_2 (kernel.hip:33): never runs (max 0)\n" +
				"  f.yaml:5: edge %bb.0 -> .LBB0_4 never executes"},
		{name: "count on an infeasible edge", facts: "loops:\n  - header: .LBB0_2\n    max: 4\ncounts:\n  - edge: '%bb.0 -> %bb.1'\n    min: 1\ninfeasible:\n  - edge: '%bb.0 -> %bb.1'\n", kind: "infeasible",
			err: "  f.yaml:5: edge %bb.0 -> %bb.1 executes at least 1 times\n  f.yaml:8: edge %bb.0 -> %bb.1 never executes"},
		{name: "count above the loop bound", facts: "loops:\n  - header: .LBB0_2\n    max: 64\ncounts:\n  - block: .LBB0_2\n    min: 65\n", kind: "infeasible",
			err: "IPET infeasible: block .LBB0_2 must execute at least 65 times, but the bounds of the loops around it allow at most 64:\n" +
				"  f.yaml:2: loop .LBB0_2 (kernel.hip:33): header runs at most 64 times per entry\n  f.yaml:5: block .LBB0_2 executes at least 65 times"},
		{name: "count at the loop bound", facts: "loops:\n  - header: .LBB0_2\n    max: 64\ncounts:\n  - block: .LBB0_2\n    min: 64\n", bound: 37 + 30*63},
		{name: "counts of one edge", facts: "loops:\n  - header: .LBB0_2\n    max: 4\ncounts:\n  - edge: '.LBB0_2 -> %bb.3'\n    min: 2\n  - edge: .LBB0_2->%bb.3\n    max: 1\n", kind: "infeasible",
			err: "IPET infeasible: two counts of edge .LBB0_2 -> %bb.3 contradict each other (at least 2, at most 1):\n  f.yaml:5: edge .LBB0_2 -> %bb.3 executes at least 2 times\n  f.yaml:7: edge .LBB0_2 -> %bb.3 executes at most 1 times"},
		// 37+30(N-1) for N = 10^9 is about 3e10: within 2^40.
		{name: "largest fact value", facts: "loops:\n  - header: .LBB0_2\n    max: 1000000000\n", bound: 37 + 30*(1000000000-1)},
	} {
		f, err := Parse("f.yaml", []byte(tc.facts))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: f})
		if tc.err != "" {
			var ie *ipet.InfeasibleError
			if err == nil || !strings.Contains(err.Error(), tc.err) || (tc.kind == "infeasible" && !errors.As(err, &ie)) {
				t.Errorf("%s:\n got %v\nwant %s", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if res.Bound != tc.bound {
			t.Errorf("%s: bound %d, want %d", tc.name, res.Bound, tc.bound)
		}
		if tc.warn != "" && !strings.Contains(strings.Join(res.Warnings, "\n"), tc.warn) {
			t.Errorf("%s: warnings %q lack %q", tc.name, res.Warnings, tc.warn)
		}
	}
}

// TestLimitsExact: on nested loops lp_solve's optimum is exact up to the
// limits, and Solve refuses beyond them. TwoLoops with one IPG edge per CFG
// edge: the inner back edge runs A·(B-1) times, the outer one A-1 times.
func TestLimitsExact(t *testing.T) {
	ig, err := ipg.Build(exampletest.Text(t, "k.s", exampletest.TwoLoops), ipg.Blocks)
	if err != nil {
		t.Fatal(err)
	}
	inner, outer := -1, -1
	for _, e := range ig.Edges {
		for _, l := range e.BackOf {
			switch l.Header.Name {
			case ".LBB0_2":
				inner = e.ID
			case ".LBB0_1":
				outer = e.ID
			}
		}
	}
	if inner < 0 || outer < 0 {
		t.Fatalf("no back edges in %v", ig.Edges)
	}
	facts := func(a, b int64) *Facts {
		f, err := Parse("f.yaml", []byte("loops:\n  - header: .LBB0_1\n    max: "+itoa(a)+"\n  - header: .LBB0_2\n    max: "+itoa(b)+"\n  - header: .LBB0_5\n    max: 2\n"))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, tc := range []struct {
		a, b, w1, w2 int64
		limit        bool
	}{
		{a: 1000, b: 1000, w1: 7, w2: 5},
		{a: 999983, b: 1000003, w1: 1, w2: 13}, // primes; A·B ≈ 1e12 < 2^40
		{a: 1048573, b: 1021, w1: 1021, w2: 999},
		{a: 999983, b: 1000003, w1: 2, w2: 1, limit: true},        // 2e12 > 2^40
		{a: 1000000000, b: 1000000000, w1: 0, w2: 0, limit: true}, // counts 1e18 > 2^40
	} {
		w := make([]int64, len(ig.Edges))
		w[inner], w[outer] = tc.w1, tc.w2
		res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: facts(tc.a, tc.b)})
		if tc.limit {
			var le *ipet.LimitError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), "more than 1099511627776 (2^40)") || !strings.Contains(err.Error(), "f.yaml:2: loop .LBB0_1") {
				t.Errorf("A=%d B=%d: %v, want a LimitError", tc.a, tc.b, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("A=%d B=%d: %v", tc.a, tc.b, err)
		}
		want := tc.w1*tc.a*(tc.b-1) + tc.w2*(tc.a-1)
		if res.Bound != want || res.Counts[inner] != tc.a*(tc.b-1) {
			t.Errorf("A=%d B=%d: bound %d (inner %d), want %d", tc.a, tc.b, res.Bound, res.Counts[inner], want)
		}
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestInfeasibleFacts: loop bounds and counts that no execution satisfies
// all together are named, and only they.
func TestInfeasibleFacts(t *testing.T) {
	ig, _, w := exampletest.Divloop(t)
	facts, err := Parse("flow.yaml", []byte(`kernel: divloop
loops:
  - header: .LBB0_2
    max: 8
    min: 6
counts:
  - block: .LBB0_2
    max: 4
  - block: .LBB0_4
    max: 1
  - block: '%bb.1'
    min: 1
`))
	if err != nil {
		t.Fatal(err)
	}
	_, err = ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: facts})
	var ie *ipet.InfeasibleError
	if !errors.As(err, &ie) || ie.Structural {
		t.Fatalf("error %v, want *ipet.InfeasibleError with conflicts", err)
	}
	want := `IPET infeasible: these loop bounds and flow facts contradict each other (no execution satisfies them all; dropping any one of them removes the conflict):
  flow.yaml:3: loop .LBB0_2 (kernel.hip:33): header runs 6 to 8 times per entry
  flow.yaml:7: block .LBB0_2 executes at most 4 times
  flow.yaml:11: block %bb.1 executes at least 1 times`
	if err.Error() != want {
		t.Errorf("error\n got %s\nwant %s", err, want)
	}
	// Without the min count the loop can be skipped: feasible.
	facts.Counts = facts.Counts[:2]
	res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: facts})
	if err != nil || res.Bound != 5+3+6 {
		t.Errorf("feasible variant: %v %v", res, err)
	}
}
