package ipet

import (
	"bytes"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet/lpsolve"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// roundTripProblems are problems of every shape for the LP-file tests.
func roundTripProblems(t *testing.T) map[string]*Problem {
	ps := map[string]*Problem{}
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	w := []int64{10, 3, 50, 2, 40, 7}
	ps["ifelse"] = &Problem{IPG: ig, Weights: w}
	ps["ifelse-parent"] = &Problem{IPG: ig, Weights: w, Removed: []bool{false, true, false, false, true, false}}
	ps["ifelse-child"] = &Problem{IPG: ig, Weights: w, Removed: []bool{false, false, true, true, false, false}, Start: ig.IPT("div@%bb.0")}

	dl, loop, dw := exampletest.Divloop(t)
	ps["divloop"] = &Problem{IPG: dl, Weights: dw, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 8, Min: 2, Origin: "trace"}}}
	g := dl.CFG
	ps["divloop-facts"] = &Problem{IPG: dl, Weights: dw, Facts: &Flow{CFG: g,
		Loops:      []LoopLimit{loopLimit(t, g, ".LBB0_2", -1, 9, 6, "flow.yaml:2")},
		Counts:     []PlaceCount{blockCount(t, g, 2, "flow.yaml:6", ".LBB0_4", 1, 1)},
		Infeasible: []PlaceCount{edgeCount(t, g, 3, "flow.yaml:10", "%bb.0", ".LBB0_4", -1, 0)}}}

	tl := asmIPG(t, "k.s", []byte(exampletest.TwoLoops))
	tw := make([]int64, len(tl.Edges))
	for i := range tw {
		tw[i] = int64(3*i + 1)
	}
	bounds := map[*cfg.Loop]LoopBound{}
	for i, l := range tl.CFG.Loops {
		bounds[l] = LoopBound{Max: 2 + i, Origin: "test"}
	}
	ps["twoloops"] = &Problem{IPG: tl, Weights: tw, Bounds: bounds}

	r := rand.New(rand.NewSource(7))
	for i := 0; i < 5; i++ {
		ig := asmIPG(t, "r.s", []byte(randomKernel(r, 12)))
		w := make([]int64, len(ig.Edges))
		for j := range w {
			w[j] = int64(r.Intn(100))
		}
		bounds := map[*cfg.Loop]LoopBound{}
		for _, l := range ig.CFG.Loops {
			bounds[l] = LoopBound{Max: 1 + r.Intn(5), Origin: "random"}
		}
		ps["random"+strconv.Itoa(i)] = &Problem{IPG: ig, Weights: w, Bounds: bounds}
	}
	return ps
}

var objectiveRE = regexp.MustCompile(`Value of objective function:\s*(\S+)`)

// TestWriteLPRoundTrip: the LP file reads back (lpsolve.ReadLP, and the
// lp_solve CLI when installed) to the same optimum as Solve.
func TestWriteLPRoundTrip(t *testing.T) {
	cli, _ := exec.LookPath("lp_solve")
	dir := t.TempDir()
	for name, p := range roundTripProblems(t) {
		res, err := Solve(p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var buf bytes.Buffer
		if err := p.WriteLP(&buf); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		text := buf.String()
		for _, want := range []string{"max:", "flow_start:", "flow_end:", "int x0_"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: LP text lacks %q:\n%s", name, want, text)
			}
		}
		lp, err := lpsolve.ReadLP(text)
		if err != nil {
			t.Fatalf("%s: ReadLP: %v\n%s", name, err, text)
		}
		st, err := lp.Solve()
		if err != nil || st != lpsolve.OPTIMAL {
			t.Fatalf("%s: read back: %v %v", name, st, err)
		}
		if got := lp.Objective(); math.Abs(got-float64(res.Bound)) > 1e-6 {
			t.Errorf("%s: read back optimum %g, Solve %d", name, got, res.Bound)
		}
		lp.Delete()
		if cli == "" {
			continue
		}
		file := filepath.Join(dir, name+".lp")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(cli, "-S3", file).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: lp_solve: %v\n%s", name, err, out)
		}
		m := objectiveRE.FindSubmatch(out)
		if m == nil {
			t.Fatalf("%s: lp_solve output:\n%s", name, out)
		}
		if got, _ := strconv.ParseFloat(string(m[1]), 64); math.Abs(got-float64(res.Bound)) > 1e-6 {
			t.Errorf("%s: lp_solve CLI optimum %g, Solve %d", name, got, res.Bound)
		}
	}
	if cli == "" {
		t.Log("lp_solve CLI not installed: checked with lpsolve.ReadLP only")
	}
}

// TestWriteLPNames: columns and rows carry readable names.
func TestWriteLPNames(t *testing.T) {
	p := roundTripProblems(t)["divloop-facts"]
	var buf bytes.Buffer
	if err := p.WriteLP(&buf); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{
		"+20 x2_div_bb0_not_taken__div_LBB0_2",
		"flow_div_LBB0_2: ",
		"loop_LBB0_2: -8 x2_div_bb0_not_taken__div_LBB0_2 +x3_div_LBB0_2_taken__div_LBB0_2 <= 0;",
		"looptotal_LBB0_2: +x2_div_bb0_not_taken__div_LBB0_2 +x3_div_LBB0_2_taken__div_LBB0_2 <= 6;",
		"fact_2: +x6_join_LBB0_4__end <= 1;",
		"fact_2_min: ",
		"fact_3: +x1_div_bb0_taken__join_LBB0_4 = 0;",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("LP text lacks %q:\n%s", want, text)
		}
	}
}

func TestSanitize(t *testing.T) {
	for in, want := range map[string]string{
		"div@%bb.0":     "div_bb0",
		"div@.LBB0_2+3": "div_LBB0_23",
		"end#2":         "end_2",
		"not-taken":     "not_taken",
	} {
		if got := sanitize(in); got != want {
			t.Errorf("sanitize(%q) = %q, want %q", in, got, want)
		}
	}
	used := map[string]bool{}
	if a, b, c := uniqueName(used, "x"), uniqueName(used, "x"), uniqueName(used, "7"); a != "x" || b != "x_2" || c != "r7" {
		t.Errorf("uniqueName: %s %s %s", a, b, c)
	}
}

// skipLoop: a uniform branch skips a loop; the skip path and the loop's
// exit meet in a block without IPT before the end. ipg's backward walk
// collects the loop's entry into the skip edge's CFG edges (so its Enters
// lists the loop); segment must not, or the IPET would let the loop's
// back edge circulate while the skip edge is taken.
const skipLoop = `	.type	k,@function
k:
; %bb.0:
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_mov_b32 s1, 0
.LBB0_2:
	s_add_u32 s1, s1, 1
	s_cmp_lt_u32 s1, 4
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_add_u32_e32 v1, vcc, 2, v1
	s_branch .LBB0_4
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
	.end_amdhsa_kernel
`

func TestSkipLoopSegments(t *testing.T) {
	ig := asmIPG(t, "s.s", []byte(skipLoop))
	skip := exampletest.Edge(t, ig, "start->end")
	loop := ig.CFG.Loops[0]
	s := segmentOf(ig, skip)
	if _, may := s.entersLoop(loop); may {
		t.Errorf("skip edge enters the loop; segment edges %v", s.edges)
	}
	if got := len(s.edges); got != 2 {
		t.Errorf("skip edge: %d genuine CFG edges %v, want 2 (%%bb.0->.LBB0_3->.LBB0_4)", got, s.edges)
	}
	w := make([]int64, len(ig.Edges))
	w[skip.ID] = 50
	w[exampletest.Edge(t, ig, "back@.LBB0_2-taken->back@.LBB0_2").ID] = 10
	w[exampletest.Edge(t, ig, "start->back@.LBB0_2").ID] = 1
	w[exampletest.Edge(t, ig, "back@.LBB0_2-not-taken->end").ID] = 1
	res, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 4, Origin: "test"}}})
	if err != nil {
		t.Fatal(err)
	}
	// Skip (50) beats 4 iterations (1 + 3*10 + 1 = 32); no stray cycles.
	if res.Bound != 50 || len(res.Warnings) != 0 || pathString(res.CriticalPath) != "start->end" {
		t.Errorf("bound %d path %s warnings %v", res.Bound, pathString(res.CriticalPath), res.Warnings)
	}
	if ipgEnters := len(skip.Enters) > 0; ipgEnters {
		t.Logf("note: ipg.Edge.Enters of %s lists %v (over-approximated)", skip, skip.Enters)
	}
}

// TestLoopAtEntry: a kernel that starts with a loop header has entered
// that loop once without any entering edge.
func TestLoopAtEntry(t *testing.T) {
	src := `	.type	k,@function
k:
.LBB0_1:
	s_add_u32 s1, s1, 1
	s_cmp_lt_u32 s1, 4
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
	.end_amdhsa_kernel
`
	ig := asmIPG(t, "e.s", []byte(src))
	loop := ig.CFG.Loops[0]
	if loop.Header != ig.CFG.Blocks[0] {
		t.Fatalf("header %s", loop.Header)
	}
	w := make([]int64, len(ig.Edges))
	for i, e := range ig.Edges {
		w[i] = 1
		if len(e.BackOf) > 0 {
			w[i] = 100
		}
	}
	for max, want := range map[int]int64{1: 1 + 1, 5: 5*1 + 4*100 + 1} {
		res, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: max, Origin: "test"}}})
		if err != nil || res.Bound != want {
			t.Errorf("max %d: %v %v, want %d", max, res, err, want)
		}
	}
	_, err := Solve(&Problem{IPG: ig, Weights: w})
	if _, ok := err.(*UnboundedError); !ok {
		t.Errorf("no bound: %v", err)
	}
}

// TestBadProblems: malformed problems are errors, not panics.
func TestBadProblems(t *testing.T) {
	ig, loop, w := exampletest.Divloop(t)
	other := asmIPG(t, "k.s", []byte(exampletest.TwoLoops))
	for _, tc := range []struct {
		p    *Problem
		want string
	}{
		{&Problem{}, "ipet: Problem has no IPG"},
		{&Problem{IPG: ig, Weights: w[:3]}, "ipet: 3 weights for 7 IPG edges"},
		{&Problem{IPG: ig, Weights: []int64{1, 1, 1, -1, 1, 1, 1}}, "ipet: edge div@.LBB0_2-taken->div@.LBB0_2 has a negative weight -1"},
		{&Problem{IPG: ig, Weights: w, Removed: []bool{true}}, "ipet: Removed has 1 entries for 7 IPG edges"},
		{&Problem{IPG: ig, Weights: w, Start: other.Start}, "ipet: the start IPT start is not in the IPG"},
		{&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{other.CFG.Loops[0]: {Max: 1}}}, "ipet: bound for loop@.LBB0_1, a loop not in this kernel's CFG"},
		{&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 1, Min: 2}}}, "ipet: .LBB0_2: bound min 2 max 1: want 0 <= min <= max"},
	} {
		_, err := Solve(tc.p)
		if err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
	var _ *ipg.Graph
}

// TestUnboundedDiagnosis: should lp_solve ever find the program unbounded
// (here: the loop row deleted behind the loop check's back), the error
// names the edges whose counts grow without limit.
func TestUnboundedDiagnosis(t *testing.T) {
	ig, loop, w := exampletest.Divloop(t)
	p := &Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 3, Origin: "test"}}}
	m, err := p.build()
	if err != nil {
		t.Fatal(err)
	}
	var rows []row
	for _, r := range m.rows {
		if !strings.HasPrefix(r.name, "loop_") {
			rows = append(rows, r)
		}
	}
	m.rows = rows
	out, err := m.solve(solveOpts{integer: true})
	if err != nil || out.status != stUnbounded {
		t.Fatalf("status %v %v", out.text, err)
	}
	err = m.diagnoseUnbounded()
	want := "ipet: internal error: lp_solve finds the program unbounded although every reachable loop has a bound; " +
		"these edges' counts grow without limit, on a cycle no loop bound covers: x3_div_LBB0_2_taken__div_LBB0_2 (div@.LBB0_2-taken->div@.LBB0_2, back edge of loop .LBB0_2)"
	if _, ok := err.(*InternalError); !ok || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// segmentOf is e's segment in ig.
func segmentOf(ig *ipg.Graph, e *ipg.Edge) *segment {
	headers := map[*cfg.Block]*cfg.Loop{}
	for _, l := range ig.CFG.Loops {
		headers[l.Header] = l
	}
	return newSegment(e, stopBlocks(ig), headers)
}
