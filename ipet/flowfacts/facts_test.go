package flowfacts

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

func TestParseFactsGood(t *testing.T) {
	src := `# flow facts for the divloop example
kernel: divloop
loops:
  - header: .LBB0_2     # by label
    max: 64
    min: 1
  - line: kernel.hip:40 # by source line
    total: 1000
  - line: 41
    header: .LBB0_7
    max: 0x10
counts:
  - block: .LBB0_4
    max: 3
  - edge: "%bb.0 -> .LBB0_4"
    min: 1
    max: 1
infeasible:
  - block: '%bb.3'
  - edge: .LBB0_2->%bb.3
`
	f, err := Parse("flow.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprintf("%s %d | %+v | %+v | %+v", f.Kernel, f.KernelLine, f.Loops, f.Counts, f.Infeasible)
	want := "divloop 2 | " +
		"[{N:1 Origin:flow.yaml:4 Header:.LBB0_2 SrcFile: SrcLine:0 Max:64 Min:1 Total:-1} " +
		"{N:2 Origin:flow.yaml:7 Header: SrcFile:kernel.hip SrcLine:40 Max:-1 Min:-1 Total:1000} " +
		"{N:3 Origin:flow.yaml:9 Header:.LBB0_7 SrcFile: SrcLine:41 Max:16 Min:-1 Total:-1}] | " +
		"[{N:4 Origin:flow.yaml:13 Place:block .LBB0_4 Max:3 Min:-1} " +
		"{N:5 Origin:flow.yaml:15 Place:edge %bb.0 -> .LBB0_4 Max:1 Min:1}] | " +
		"[{N:6 Origin:flow.yaml:19 Place:block %bb.3} {N:7 Origin:flow.yaml:20 Place:edge .LBB0_2 -> %bb.3}]"
	if got != want {
		t.Errorf("parsed\n got %s\nwant %s", got, want)
	}
	for _, empty := range []string{"", "# nothing\n", "loops:\ncounts: []\n", "---\n"} {
		if f, err := Parse("e.yaml", []byte(empty)); err != nil || len(f.Loops)+len(f.Counts)+len(f.Infeasible) != 0 {
			t.Errorf("%q: %v %v", empty, f, err)
		}
	}
}

func TestParseFactsErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"loop:\n  - header: .LBB0_2\n", `f.yaml:1: unknown key "loop" (want kernel, loops, counts, infeasible, lanes)`},
		{"- header: x\n", `f.yaml:1: want a mapping with the keys kernel, loops, counts, infeasible, lanes`},
		{"lanes:\n  - block: .L\n", `f.yaml:2: a lanes fact needs block (a block label) and max (the most lanes of one wavefront active there)`},
		{"lanes:\n  - block: .L\n    max: 65\n", `f.yaml:2: max 65: a wavefront has at most 64 lanes`},
		{"lanes:\n  - block: .L\n    min: 3\n", `f.yaml:3: unknown key "min" (want block, max)`},
		{"loops:\n  - max: 3\n", `f.yaml:2: a loop needs header (the header block's label, e.g. .LBB0_2) or line (the HIP source line of the loop, e.g. 14 or kernel.hip:14)`},
		{"loops:\n  - header: .L\n    max: -1\n", `f.yaml:3: max: must not be negative, got -1`},
		{"loops:\n  - header: .L\n    max: 3\n    min: 5\n", `f.yaml:2: min 5 > max 3`},
		{"loops:\n  - header: .L\n    min: 2\n", `f.yaml:2: a loop needs max (header executions per entry) or total (header executions in all)`},
		{"loops:\n  - header: .L\n    maxx: 3\n    max: 3\n", `f.yaml:3: unknown key "maxx" (want header, line, max, min, total)`},
		{"loops:\n  - header: .L\n    max: lots\n", `f.yaml:3: max: want a non-negative integer, got "lots"`},
		{"loops:\n  - header: .L\n    max: 2.5\n", `f.yaml:3: max: want a non-negative integer, got "2.5"`},
		{"loops:\n  - header: .L\n    max: 3\n    max: 4\n", `f.yaml:4: YAML syntax: key "max" given twice (first at line 3): a key may appear once`},
		{"loops:\n  - line: main\n    max: 3\n", `f.yaml:2: line: want a HIP source line number (14) or file:line (kernel.hip:14), got "main"`},
		{"loops:\n  - line: 0\n    max: 3\n", `f.yaml:2: line: want a HIP source line number (14) or file:line (kernel.hip:14), got "0"`},
		{"loops: .LBB0_2\n", `f.yaml:1: loops: want a list of entries ("- ...")`},
		{"loops:\n  - .LBB0_2\n", `f.yaml:2: want a mapping with the keys header, line, max, min, total`},
		{"loops:\n  - header: [a]\n    max: 1\n", `f.yaml:2: header: want a block label such as .LBB0_2 or %bb.1`},
		{"counts:\n  - max: 3\n", `f.yaml:2: want block (a block label) or edge (FROM -> TO)`},
		{"counts:\n  - block: .L\n", `f.yaml:2: a count needs max or min (executions over the whole run)`},
		{"counts:\n  - block: .L\n    min: 4\n    max: 3\n", `f.yaml:2: min 4 > max 3`},
		{"counts:\n  - edge: .L1 .L2\n    max: 3\n", `f.yaml:2: edge: want "FROM -> TO" (two block labels), got ".L1 .L2"`},
		{"infeasible:\n  - block: .L1\n    edge: .L1 -> .L2\n", `f.yaml:2: give block or edge, not both`},
		{"infeasible:\n  - block: .L1\n    max: 0\n", `f.yaml:3: unknown key "max" (want block, edge)`},
		{"kernel: [a, b]\n", `f.yaml:1: kernel: want the kernel's name`},
		{"loops:\n  - header: .L\n    max: 3\n  bad\n", `f.yaml:4: YAML syntax: could not find expected ':'`},
		{"infeasible:\n  - block: %bb.1\n", `f.yaml:2: YAML syntax: found character that cannot start any token (quote labels that start with %, e.g. '%bb.1')`},
		{"loops:\n  - max: 1\n  - header: .L\n    max: -2\ncounts:\n  - blok: .L\n", "f.yaml:2: a loop needs header (the header block's label, e.g. .LBB0_2) or line (the HIP source line of the loop, e.g. 14 or kernel.hip:14)\n" +
			"f.yaml:4: max: must not be negative, got -2\nf.yaml:6: unknown key \"blok\" (want block, edge, max, min)"},
		{"loops:\n  - header: .L\n    max: 99999999999999999\n", `f.yaml:3: max: 99999999999999999 is too large (at most 1000000000, the largest value ipet solves exactly; docs/flow-facts.md, "Limits")`},
	} {
		_, err := Parse("f.yaml", []byte(tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

// TestLanesFacts: a lanes fact binds to its block; an unknown block or a
// second fact for one block is an error naming the line.
func TestLanesFacts(t *testing.T) {
	g := exampletest.Text(t, "k.s", exampletest.TwoLoops)
	f, err := Parse("f.yaml", []byte("lanes:\n  - {block: .LBB0_2, max: 5}\n"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.BindLanes(g)
	if err != nil || len(got) != 1 || got[g.Block(".LBB0_2")] != 5 {
		t.Errorf("BindLanes = %v, %v; want .LBB0_2: 5", got, err)
	}
	for src, want := range map[string]string{
		"lanes:\n  - {block: .LBB9_9, max: 5}\n":                               "f.yaml:2: no block .LBB9_9",
		"lanes:\n  - {block: .LBB0_2, max: 5}\n  - {block: .LBB0_2, max: 3}\n": "f.yaml:3: a second lanes fact for block .LBB0_2",
	} {
		f, err := Parse("f.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Bind(g); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: Bind error %v, want %s...", src, err, want)
		}
	}
}

func TestResolve(t *testing.T) {
	g := exampletest.Text(t, "k.s", exampletest.TwoLoops)
	for _, tc := range []struct{ loop, header string }{
		{"header: .LBB0_1", ".LBB0_1"},
		{"header: .LBB0_2", ".LBB0_2"},
		{"line: 5", ".LBB0_1"},                       // the outer header's first instruction
		{"line: 6", ".LBB0_2"},                       // the inner header's first instruction
		{"line: 7", ".LBB0_2"},                       // another instruction of the inner header
		{"line: 4", ".LBB0_1"},                       // the outer loop's latch ("for" line)
		{"line: k.hip:10", ".LBB0_5"},                // with the file
		{"line: 10\n    header: .LBB0_5", ".LBB0_5"}, // both, agreeing
	} {
		f, err := Parse("f.yaml", []byte("kernel: k\nloops:\n  - "+tc.loop+"\n    max: 7\n    min: 2\n"))
		if err != nil {
			t.Fatal(err)
		}
		bounds, err := f.Resolve(g)
		if err != nil {
			t.Errorf("%s: %v", tc.loop, err)
			continue
		}
		if len(bounds) != 1 {
			t.Errorf("%s: %v", tc.loop, bounds)
			continue
		}
		for l, b := range bounds {
			if l.Header.Name != tc.header || b.Loop != l || b.Max != 7 || b.Min != 2 || b.Origin != "facts:f.yaml:3" {
				t.Errorf("%s: %s → %+v", tc.loop, l.Header.Name, b)
			}
		}
	}
	// A total-only fact bounds the loop in Solve but yields no LoopBound.
	f, _ := Parse("f.yaml", []byte("loops:\n  - header: .LBB0_5\n    total: 9\n"))
	if b, err := f.Resolve(g); err != nil || len(b) != 0 {
		t.Errorf("total only: %v %v", b, err)
	}
}

func TestResolveErrors(t *testing.T) {
	k := exampletest.Text(t, "k.s", exampletest.TwoLoops)
	_, divloop := exampletest.Load(t, "divloop")
	_, lg := exampletest.Load(t, "large")
	const headers = "loop headers: .LBB0_1 (k.hip:5, depth 1), .LBB0_2 (k.hip:6, depth 2), .LBB0_5 (k.hip:10, depth 1)"
	for _, tc := range []struct {
		g         *cfg.Graph
		src, want string
	}{
		{k, "loops:\n  - header: .LBB0_9\n    max: 1\n", "f.yaml:2: no block .LBB0_9 in k; " + headers},
		{k, "loops:\n  - header: '%bb.3'\n    max: 1\n", "f.yaml:2: block %bb.3 is not a loop header; " + headers},
		{k, "loops:\n  - line: 99\n    max: 1\n", "f.yaml:2: no loop at line 99; " + headers},
		{k, "loops:\n  - line: other.hip:10\n    max: 1\n", "f.yaml:2: no loop at line other.hip:10; " + headers},
		{k, "loops:\n  - line: 5\n    header: .LBB0_5\n    max: 1\n", "f.yaml:2: header .LBB0_5 and line 5 name different loops (line 5 is the loop at .LBB0_1)"},
		{k, "loops:\n  - header: .LBB0_1\n    max: 1\n  - line: 5\n    max: 2\n", "f.yaml:4: a second fact for the loop at .LBB0_1 (the first is at f.yaml:2); merge them"},
		{k, "kernel: other\n", `f.yaml:1: the facts are for kernel "other", but the analyzed kernel is k (k.s: no kernel "other"; kernels: k)`},
		{divloop, "kernel: divloop\nloops:\n  - header: .LBB0_4\n    max: 1\n", "f.yaml:3: block .LBB0_4 is not a loop header; loop headers: .LBB0_2 (kernel.hip:33, depth 1)"},
		{divloop, "counts:\n  - block: .LBB0_9\n    max: 1\n", "f.yaml:2: no block .LBB0_9 in _Z7divloopPKiS0_Pi; blocks: %bb.0, %bb.1, .LBB0_2, %bb.3, .LBB0_4"},
		{divloop, "infeasible:\n  - edge: '%bb.0 -> %bb.3'\n", "f.yaml:2: no CFG edge %bb.0 -> %bb.3; successors of %bb.0: .LBB0_4, %bb.1"},
		{divloop, "infeasible:\n  - edge: '.LBB0_4 -> %bb.3'\n", "f.yaml:2: no CFG edge .LBB0_4 -> %bb.3; successors of .LBB0_4: none"},
		{lg, "loops:\n  - line: 49\n    max: 1\n", "f.yaml:2: line 49 matches 4 loops (.LBB0_122, .LBB0_416, .LBB0_479, .LBB0_542): name the loop by header instead"},
		// Several problems are reported together.
		{k, "loops:\n  - header: .X\n    max: 1\ncounts:\n  - block: .Y\n    max: 1\n",
			"f.yaml:2: no block .X in k; " + headers + "\nf.yaml:5: no block .Y in k; blocks: %bb.0, .LBB0_1, .LBB0_2, %bb.3, %bb.4, .LBB0_5, %bb.6"},
	} {
		f, err := Parse("f.yaml", []byte(tc.src))
		if err != nil {
			t.Fatalf("%q: %v", tc.src, err)
		}
		_, err = f.Resolve(tc.g)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
	// Solve reports facts errors too.
	ig, _, w := exampletest.Divloop(t)
	f, _ := Parse("f.yaml", []byte("loops:\n  - header: .LBB0_9\n    max: 1\n"))
	if _, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: f}); err == nil || !strings.HasPrefix(err.Error(), "f.yaml:2: no block .LBB0_9") {
		t.Errorf("Solve with bad facts: %v", err)
	}
}

// TestFactsKernelRule: a facts file's kernel: selects by the rule of
// --kernel (asm.File.SelectKernel) without prefixes, as a workload's
// (asm.File.SelectKernelNamed): symbol, demangled name, unqualified name.
func TestFactsKernelRule(t *testing.T) {
	_, divloop := exampletest.Load(t, "divloop")
	for _, tc := range []struct {
		kernel string
		ok     bool
	}{
		{"divloop", true},
		{"_Z7divloopPKiS0_Pi", true},
		{"div", false}, // a unique prefix selects on the command line only
		{"divloops", false},
		{"other", false},
	} {
		f, err := Parse("f.yaml", []byte("kernel: "+tc.kernel+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.Resolve(divloop)
		if (err == nil) != tc.ok {
			t.Errorf("kernel: %s: got %v, want ok = %v", tc.kernel, err, tc.ok)
		}
	}
}

// TestFactsInSolve applies facts of every kind to the thesis Fig. 5.4
// if/else (weights as in TestFigure54: a+b+d+z = 107).
func TestFactsInSolve(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	w := make([]int64, len(ig.Edges))
	for name, x := range map[string]int64{
		"start->div@%bb.0": 10, "div@%bb.0-not-taken->div@.LBB0_2": 50, "div@%bb.0-taken->div@.LBB0_2": 3,
		"div@.LBB0_2-not-taken->join@.LBB0_4": 40, "div@.LBB0_2-taken->join@.LBB0_4": 2, "join@.LBB0_4->end": 7,
	} {
		w[exampletest.Edge(t, ig, name).ID] = x
	}
	for _, tc := range []struct {
		facts string
		bound int64
		err   string
	}{
		{"", 107, ""},
		{"counts:\n  - block: '%bb.1'\n    max: 0\n", 10 + 3 + 40 + 7, ""}, // skip the then-body
		{"infeasible:\n  - block: '%bb.3'\n", 10 + 50 + 2 + 7, ""},         // skip the else-body
		{"infeasible:\n  - edge: '%bb.0 -> %bb.1'\n", 10 + 3 + 40 + 7, ""}, // the then-body's entry
		{"counts:\n  - edge: '.LBB0_2 -> .LBB0_4'\n    min: 1\n", 10 + 50 + 2 + 7, ""},
		{"counts:\n  - block: .LBB0_4\n    max: 1\n    min: 1\n", 107, ""},
		{"counts:\n  - block: .LBB0_4\n    min: 2\n", 0, "IPET infeasible: block .LBB0_4 must execute at least 2 times, but the bounds of the loops around it allow at most 1:\n  f.yaml:2: block .LBB0_4 executes at least 2 times"},
		{"infeasible:\n  - block: '%bb.0'\n", 0, "IPET infeasible: these loop bounds and flow facts exclude every path from start to an end (dropping any one of them leaves a path):\n  f.yaml:2: block %bb.0 never executes"},
		{"infeasible:\n  - block: '%bb.1'\n  - block: '%bb.3'\n  - edge: '%bb.0 -> .LBB0_2'\n", 0,
			"IPET infeasible: these loop bounds and flow facts exclude every path from start to an end (dropping any one of them leaves a path):\n  f.yaml:2: block %bb.1 never executes\n  f.yaml:4: edge %bb.0 -> .LBB0_2 never executes"},
	} {
		f, err := Parse("f.yaml", []byte(tc.facts))
		if err != nil {
			t.Fatal(err)
		}
		res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: f})
		switch {
		case tc.err != "":
			var ie *ipet.InfeasibleError
			if !errors.As(err, &ie) || err.Error() != tc.err {
				t.Errorf("%q:\n got %v\nwant %s", tc.facts, err, tc.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.facts, err)
		case res.Bound != tc.bound:
			t.Errorf("%q: bound %d, want %d", tc.facts, res.Bound, tc.bound)
		}
	}
}

// TestPartialFacts: facts about a block on only some paths of an IPG edge
// are applied soundly (at most: only edges that always run it; at least:
// edges that may) and reported.
func TestPartialFacts(t *testing.T) {
	ig := exampletest.TextIPG(t, "u.s", exampletest.UniformIf, ipg.Thesis)
	if len(ig.Edges) != 1 {
		t.Fatalf("edges %v", ig.Edges)
	}
	for _, tc := range []struct {
		facts, warning string
		bound          int64
	}{
		{"infeasible:\n  - block: '%bb.1'\n", "f.yaml:2: infeasible block %bb.1 lies on only some paths of IPG edge(s) start->end: kept (their weights may include the infeasible path)", 5},
		{"counts:\n  - block: '%bb.1'\n    max: 0\n", "f.yaml:2: block %bb.1 lies on only some paths of 1 IPG edge(s): max 0 bounds only the edges that always run it", 5},
		{"counts:\n  - block: '%bb.1'\n    min: 1\n", "", 5},
		{"counts:\n  - block: .LBB0_2\n    max: 1\n", "", 5},
		{"counts:\n  - block: '%bb.0'\n    max: 1\n", "", 5},
	} {
		f, err := Parse("f.yaml", []byte(tc.facts))
		if err != nil {
			t.Fatal(err)
		}
		res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: []int64{5}, Facts: f})
		if err != nil {
			t.Fatalf("%q: %v", tc.facts, err)
		}
		if got := strings.Join(res.Warnings, "\n"); got != tc.warning || res.Bound != tc.bound {
			t.Errorf("%q: bound %d warnings\n got %q\nwant %q", tc.facts, res.Bound, got, tc.warning)
		}
	}
}

// TestDocExample keeps docs/flow-facts.md honest: its example is rejected
// as the text says, and accepted once the duplicate loop entry is merged.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/flow-facts.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```yaml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("no yaml example in docs/flow-facts.md")
	}
	ig, _, w := exampletest.Divloop(t)
	f, err := Parse("flow.yaml", []byte(example))
	if err != nil {
		t.Fatal(err)
	}
	want := "flow.yaml:7: a second fact for the loop at .LBB0_2 (the first is at flow.yaml:4); merge them"
	if _, err := f.Resolve(ig.CFG); err == nil || err.Error() != want {
		t.Errorf("doc example: %v, want %s", err, want)
	}
	f.Loops[0].Total = f.Loops[1].Total
	f.Loops = f.Loops[:1]
	res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: f})
	if err != nil {
		t.Fatal(err)
	}
	// The skip edge is infeasible: the loop runs, 64 times.
	if want := int64(5 + 20 + 63*30 + 4 + 2 + 6); res.Bound != want || len(res.Warnings) != 0 {
		t.Errorf("doc example: bound %d, want %d; warnings %v", res.Bound, want, res.Warnings)
	}
}

// TestResolveCalleeLoop: a loop fact naming a header label of a device
// function the kernel calls (noinline_split's mix(), .LBB0_2) is skipped
// by the kernel's resolution (the static bound applies it to the callee),
// while a label of no function of the file is still an error.
func TestResolveCalleeLoop(t *testing.T) {
	_, g := exampletest.Load(t, "noinline_split")
	f, err := Parse("f.yaml", []byte("loops:\n  - header: .LBB0_2\n    max: 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	if b, err := f.Resolve(g); err != nil || len(b) != 0 {
		t.Errorf("callee loop fact: bounds %v, err %v; want none and no error", b, err)
	}
	f, _ = Parse("f.yaml", []byte("loops:\n  - header: .LBB0_9\n    max: 7\n"))
	if _, err := f.Resolve(g); err == nil || !strings.Contains(err.Error(), "no block .LBB0_9 in _Z14noinline_splitPKiS0_Pi") {
		t.Errorf("unknown label: %v", err)
	}
}
