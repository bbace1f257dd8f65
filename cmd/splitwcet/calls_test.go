package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/internal/cli"
)

// TestAnalyzeRefusesUnobservedCall: when no trace runs the call of
// noinline_split (one work-item, i = 0, takes the even side), the edge that
// passes it has neither an observed nor a static weight: analyze refuses,
// naming the edge, rather than bounding the kernel without the callee, and
// so does wcet --trace on that run's trace. wcet --static refuses the
// kernel whatever the input, naming the call.
func TestAnalyzeRefusesUnobservedCall(t *testing.T) {
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
	wantFail(t, cli.ExitError, []string{"IPG edge div@%bb.0-not-taken->div@.LBB1_2 passes a call to a device function and no trace of role 0 observed it"},
		"analyze", examplePath("noinline_split"), "-w", w, "--S", "0", "--quiet")
	wantFail(t, cli.ExitError, []string{"s_swappc_b64 at", "kernel.s:246:2", "function calls and indirect jumps are not supported by the static model"},
		"wcet", examplePath("noinline_split"), "--static")
	// wcet --trace: the same refusal when the trace never runs the call.
	tr := filepath.Join(t.TempDir(), "even.csv")
	mustRun(t, "simulate", examplePath("noinline_split"), "-w", w, "--trace", tr, "--quiet")
	wantFail(t, cli.ExitError, []string{"IPG edge div@%bb.0-not-taken->div@.LBB1_2 passes a call to a device function and the traces never observed it"},
		"wcet", examplePath("noinline_split"), "--trace", tr)
}
