package ipet

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

func asmIPG(t testing.TB, file string, src []byte) *ipg.Graph {
	t.Helper()
	return exampletest.TextIPG(t, file, string(src), ipg.Thesis)
}

func pathString(es []*ipg.Edge) string {
	var s []string
	for _, e := range es {
		s = append(s, e.String())
	}
	return strings.Join(s, " ")
}

// TestFigure54 solves the thesis Fig. 5.4 if/else (example ifelse) for the
// three roles: no split (a+b+d), parent (a+b+e) and child (c+d).
func TestFigure54(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	const (
		a = "start->div@%bb.0"
		b = "div@%bb.0-not-taken->div@.LBB0_2" // enter the then-body
		c = "div@%bb.0-taken->div@.LBB0_2"     // skip it
		d = "div@.LBB0_2-not-taken->join@.LBB0_4"
		e = "div@.LBB0_2-taken->join@.LBB0_4"
		z = "join@.LBB0_4->end"
	)
	weight := map[string]int64{a: 10, b: 50, c: 3, d: 40, e: 2, z: 7}
	weights := make([]int64, len(ig.Edges))
	for name, w := range weight {
		weights[exampletest.Edge(t, ig, name).ID] = w
	}
	removed := func(names ...string) []bool {
		r := make([]bool, len(ig.Edges))
		for _, n := range names {
			r[exampletest.Edge(t, ig, n).ID] = true
		}
		return r
	}
	for _, tc := range []struct {
		role    string
		removed []bool
		start   *ipg.IPT
		bound   int64
		path    []string
	}{
		{"no split: a+b+d", nil, nil, 10 + 50 + 40 + 7, []string{a, b, d, z}},
		{"parent: a+b+e", removed(c, d), nil, 10 + 50 + 2 + 7, []string{a, b, e, z}},
		{"child: c+d", removed(b, e), ig.IPT("div@%bb.0"), 3 + 40 + 7, []string{c, d, z}},
	} {
		t.Run(tc.role, func(t *testing.T) {
			p := &Problem{IPG: ig, Weights: weights, Removed: tc.removed, Start: tc.start, Relaxation: true}
			res, err := Solve(p)
			if err != nil {
				t.Fatal(err)
			}
			if res.Bound != tc.bound {
				t.Errorf("bound %d, want %d", res.Bound, tc.bound)
			}
			want := make([]int64, len(ig.Edges))
			for _, n := range tc.path {
				want[exampletest.Edge(t, ig, n).ID]++
			}
			if fmt.Sprint(res.Counts) != fmt.Sprint(want) {
				t.Errorf("counts %v, want %v", res.Counts, want)
			}
			if got := pathString(res.CriticalPath); got != strings.Join(tc.path, " ") {
				t.Errorf("critical path\n got %s\nwant %s", got, strings.Join(tc.path, " "))
			}
			if math.Abs(res.Relaxation-float64(tc.bound)) > 1e-6 {
				t.Errorf("relaxation %g, want %d", res.Relaxation, tc.bound)
			}
			if r, err := p.Relax(); err != nil || math.Abs(r-float64(tc.bound)) > 1e-6 {
				t.Errorf("gonum relaxation %g %v, want %d", r, err, tc.bound)
			}
			if len(res.LoopBounds) != 0 || len(res.Warnings) != 0 {
				t.Errorf("loop bounds %v warnings %v", res.LoopBounds, res.Warnings)
			}
		})
	}
}

func TestDivloopBounds(t *testing.T) {
	ig, loop, w := exampletest.Divloop(t)
	id := func(name string) int { return exampletest.Edge(t, ig, name).ID }
	loopPath := func(iters int64) int64 { return 5 + 20 + (iters-1)*30 + 4 + 2 + 6 }
	const skip = 5 + 3 + 6
	for _, tc := range []struct {
		max, min int
		bound    int64
		back     int64 // count of the back edge
		entry    int64
	}{
		{max: 8, bound: loopPath(8), back: 7, entry: 1},
		{max: 8, min: 8, bound: loopPath(8), back: 7, entry: 1},
		{max: 1, bound: loopPath(1), back: 0, entry: 1},
		{max: 0, bound: skip, back: 0, entry: 0},
		{max: 100, min: 3, bound: loopPath(100), back: 99, entry: 1},
	} {
		t.Run(fmt.Sprintf("max%d_min%d", tc.max, tc.min), func(t *testing.T) {
			p := &Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: tc.max, Min: tc.min, Origin: "test"}}}
			res, err := Solve(p)
			if err != nil {
				t.Fatal(err)
			}
			if res.Bound != tc.bound {
				t.Errorf("bound %d, want %d", res.Bound, tc.bound)
			}
			if got := res.Counts[id("div@.LBB0_2-taken->div@.LBB0_2")]; got != tc.back {
				t.Errorf("back edge count %d, want %d", got, tc.back)
			}
			if got := res.Counts[id("div@%bb.0-not-taken->div@.LBB0_2")]; got != tc.entry {
				t.Errorf("entry edge count %d, want %d", got, tc.entry)
			}
			var sum int64
			for _, e := range res.CriticalPath {
				sum += w[e.ID]
			}
			if sum != res.Bound || res.CriticalPath[0].From != ig.Start || res.CriticalPath[len(res.CriticalPath)-1].To != ig.Ends[0] {
				t.Errorf("critical path %s sums to %d", pathString(res.CriticalPath), sum)
			}
			if len(res.LoopBounds) != 1 || res.LoopBounds[0].Loop != loop || res.LoopBounds[0].Max != tc.max {
				t.Errorf("loop bounds %v", res.LoopBounds)
			}
		})
	}
}

func TestDivloopCriticalPath(t *testing.T) {
	ig, loop, w := exampletest.Divloop(t)
	res, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 3, Origin: "test"}}})
	if err != nil {
		t.Fatal(err)
	}
	want := "start->div@%bb.0 div@%bb.0-not-taken->div@.LBB0_2 div@.LBB0_2-taken->div@.LBB0_2 div@.LBB0_2-taken->div@.LBB0_2 " +
		"div@.LBB0_2-not-taken->join@%bb.3 join@%bb.3->join@.LBB0_4 join@.LBB0_4->end"
	if got := pathString(res.CriticalPath); got != want {
		t.Errorf("critical path\n got %s\nwant %s", got, want)
	}
	// Solved for its bound alone, then expanded: the same path.
	bare, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 3, Origin: "test"}}, BoundOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if bare.CriticalPath != nil || bare.Bound != res.Bound {
		t.Fatalf("BoundOnly: bound %d (want %d), path %v (want none)", bare.Bound, res.Bound, bare.CriticalPath)
	}
	bare.ExpandCriticalPath(ig, nil)
	if got := pathString(bare.CriticalPath); got != want || len(bare.Warnings) != len(res.Warnings) {
		t.Errorf("expanded critical path\n got %s (warnings %q)\nwant %s (warnings %q)", got, bare.Warnings, want, res.Warnings)
	}
}

// TestUnboundedLoop: a loop the worst case reaches without a bound is an
// error naming its header, HIP line and depth.
// Requirements: REQ-SND-5 (docs/qualification/requirements.md).
func TestUnboundedLoop(t *testing.T) {
	ig, _, w := exampletest.Divloop(t)
	_, err := Solve(&Problem{IPG: ig, Weights: w})
	var ue *UnboundedError
	if !errors.As(err, &ue) {
		t.Fatalf("error %v, want *UnboundedError", err)
	}
	want := "loop at .LBB0_2 (kernel.hip:33, depth 1) has no bound: add it to the flow facts (loops: - header: .LBB0_2, max: N)"
	if err.Error() != want {
		t.Errorf("error\n got %s\nwant %s", err, want)
	}
	if len(ue.Loops) != 1 || ue.Loops[0].Header != ".LBB0_2" || ue.Loops[0].Where != "kernel.hip:33" || ue.Loops[0].Depth != 1 {
		t.Errorf("loops %+v", ue.Loops)
	}
	// With the loop's entry removed, the loop is out of reach: no bound needed.
	removed := make([]bool, len(ig.Edges))
	removed[exampletest.Edge(t, ig, "div@%bb.0-not-taken->div@.LBB0_2").ID] = true
	res, err := Solve(&Problem{IPG: ig, Weights: w, Removed: removed})
	if err != nil || res.Bound != 5+3+6 {
		t.Errorf("loop removed: %v %v", res, err)
	}
}

func TestStructuralInfeasible(t *testing.T) {
	ig, loop, w := exampletest.Divloop(t)
	removed := make([]bool, len(ig.Edges))
	removed[exampletest.Edge(t, ig, "div@%bb.0-not-taken->div@.LBB0_2").ID] = true
	removed[exampletest.Edge(t, ig, "div@%bb.0-taken->join@.LBB0_4").ID] = true
	_, err := Solve(&Problem{IPG: ig, Weights: w, Removed: removed, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 4, Origin: "trace"}}})
	var ie *InfeasibleError
	if !errors.As(err, &ie) || !ie.Structural {
		t.Fatalf("error %v, want structural *InfeasibleError", err)
	}
	if !strings.Contains(err.Error(), "every path from start to an end uses a removed edge (2 of 7 IPG edges removed") {
		t.Errorf("error %v", err)
	}
}
