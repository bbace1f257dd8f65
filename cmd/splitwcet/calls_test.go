package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
)

// evenWorkload is noinline_split on one work-item (i = 0): it takes the
// even side, so no trace runs the call.
func evenWorkload(t *testing.T) string {
	w := filepath.Join(t.TempDir(), "even.yaml")
	if err := os.WriteFile(w, []byte(`kernel: noinline_split
workgroup_size: [1]
workgroups: [1]
args:
  - {name: in, type: i32, count: 8, init: "random(1, -100, 100)"}
  - {name: len, type: i32, count: 1, init: "random(2, 0, 7)"}
  - {name: out, type: i32, count: 1, output: true}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	return w
}

// TestAnalyzeRefusesUnobservedCall: when no trace runs the call of
// noinline_split (one work-item, i = 0, takes the even side) and no flow
// fact bounds the callee's loop, the edge that passes the call has neither
// an observed nor a static weight: analyze refuses, naming the edge,
// rather than bounding the kernel without the callee, and so does wcet
// --trace on that run's trace. wcet --static costs the call from the
// callee's code, so it needs the callee loop's fact and names that loop
// without it. With the fact, analyze and wcet --trace give the unobserved
// edge the callee's static cost (23,232 cycles) and say so.
func TestAnalyzeRefusesUnobservedCall(t *testing.T) {
	w := evenWorkload(t)
	wantFail(t, cli.ExitError, []string{"IPG edge div@%bb.0-not-taken->div@.LBB1_2 passes a call to a device function and no trace of role 0 observed it"},
		"analyze", examplePath("noinline_split"), "-w", w, "--S", "0", "--quiet")
	wantFail(t, cli.ExitError, []string{"the loop at .LBB0_2", "kernel.s:103:1", "in device function _Z3mixPKiii has no bound"},
		"wcet", examplePath("noinline_split"), "--static")
	// wcet --trace: the same refusal when the trace never runs the call.
	tr := filepath.Join(t.TempDir(), "even.csv")
	mustRun(t, "simulate", examplePath("noinline_split"), "-w", w, "--trace", tr, "--quiet")
	wantFail(t, cli.ExitError, []string{"IPG edge div@%bb.0-not-taken->div@.LBB1_2 passes a call to a device function and the traces never observed it"},
		"wcet", examplePath("noinline_split"), "--trace", tr)
	facts := filepath.Join("..", "..", "examples", "noinline_split", "flow.yaml")
	out, _ := mustRun(t, "wcet", examplePath("noinline_split"), "--trace", tr, "--facts", facts)
	for _, want := range []string{"WCET bound 24196 cycles", "note: edge div@%bb.0-not-taken->div@.LBB1_2 never observed in the traces: static weight 23232 used"} {
		if !strings.Contains(out, want) {
			t.Errorf("wcet --trace with the callee's fact: no %q in\n%s", want, out)
		}
	}
	out, errOut := mustRun(t, "analyze", examplePath("noinline_split"), "-w", w, "--facts", facts, "-S", "0")
	if want := "role 0: 1 edge(s) never observed in any trace have static weights (simulator latency model): div@%bb.0-not-taken->div@.LBB1_2"; !strings.Contains(out+errOut, want) {
		t.Errorf("analyze with the callee's fact: no %q in\n%s%s", want, out, errOut)
	}
}

// TestWCETStaticCoversCall: wcet --static bounds noinline_split, whose
// odd lanes call mix() (a loop of up to 7 iterations, bounded by the
// example's flow fact), at or above the trace bound of the example's
// workload (both input sets, where the call runs).
func TestWCETStaticCoversCall(t *testing.T) {
	dir := t.TempDir()
	facts := filepath.Join("..", "..", "examples", "noinline_split", "flow.yaml")
	mustRun(t, "simulate", examplePath("noinline_split"), "-w", filepath.Join("..", "..", "examples", "noinline_split", "workload.yaml"),
		"-S", "0", "--trace", filepath.Join(dir, "t.csv"), "--quiet")
	bound := func(args ...string) int64 {
		out, _ := mustRun(t, append([]string{"wcet", examplePath("noinline_split"), "--facts", facts, "--json"}, args...)...)
		var r struct {
			Bound int64 `json:"bound_cycles"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || r.Bound <= 0 {
			t.Fatalf("wcet %v: %v, bound %d in %.300s", args, err, r.Bound, out)
		}
		return r.Bound
	}
	static := bound("--static")
	traced := bound("--trace", filepath.Join(dir, "t.wg256.csv")+","+filepath.Join(dir, "t.wg64-short.csv"))
	if static < traced {
		t.Errorf("wcet --static = %d below the trace bound %d", static, traced)
	}
	t.Logf("static %d, traced %d", static, traced)
}

// TestAnalyzeLatencyModel: the assumptions name the model that weighed
// noinline_split's unobserved edge (issue 27 item 4): the hardware model by
// default, the built-in latency table under --latency real-hardware, a
// table file (with its hash) under --latency FILE.
func TestAnalyzeLatencyModel(t *testing.T) {
	w := evenWorkload(t)
	facts := filepath.Join("..", "..", "examples", "noinline_split", "flow.yaml")
	table := filepath.Join(t.TempDir(), "mine.yaml")
	if err := os.WriteFile(table, []byte("# no override: the defaults\ninherit: true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, note, line string }{
		{"", "(simulator latency model)", "weighed by the own facts of the hardware model traces/sim/timing/default.yaml (built in, sha256:"},
		{"real-hardware", "(real-hardware latency model)", "weighed by the latency table ipet/static/default.yaml (built in, sha256:"},
		{table, "(" + table + " latency model)", "weighed by the latency table " + table + " (sha256:"},
	} {
		args := []string{"analyze", examplePath("noinline_split"), "-w", w, "--facts", facts, "-S", "0"}
		if c.flag != "" {
			args = append(args, "--latency", c.flag)
		}
		out, errOut := mustRun(t, args...)
		for _, want := range []string{c.note, c.line} {
			if !strings.Contains(out+errOut, want) {
				t.Errorf("--latency %q: no %q in\n%s%s", c.flag, want, out, errOut)
			}
		}
	}
}

// TestWCETStaticSaysAssumedLatencies: wcet --static on RDNA wave32 code
// (cfg/asm's gfx1030 ifelse) and on gfx9 CDNA code (gfx90a) says beside
// the bound, in the text and the JSON, that GCN3's latencies are assumed;
// on Vega code it does not.
func TestWCETStaticSaysAssumedLatencies(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "ifelse", "kernel.gfx900.s"))
	if err != nil {
		t.Fatal(err)
	}
	gfx90a := filepath.Join(dir, "gfx90a.s")
	if err := os.WriteFile(gfx90a, []byte(strings.ReplaceAll(string(src), "gfx900", "gfx90a")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{filepath.Join("..", "..", "cfg", "asm", "testdata", "ifelse_gfx1030.s"), "ASSUMED, not checked: _Z6ifelsePKiPi is gfx1030 code (RDNA, wave32)"},
		{gfx90a, "ASSUMED, not checked: _Z6ifelsePKiPi is gfx90a code (CDNA, not Vega)"},
		{filepath.Join("..", "..", "examples", "ifelse", "kernel.gfx900.s"), ""},
	} {
		for _, json := range []bool{false, true} {
			args := []string{"wcet", c.path, "--static"}
			if json {
				args = append(args, "--json")
			}
			out, _ := mustRun(t, args...)
			if c.want == "" && strings.Contains(out, "ASSUMED") || !strings.Contains(out, c.want) {
				t.Errorf("%v: %q not in\n%.600s", args, c.want, out)
			}
		}
	}
}
