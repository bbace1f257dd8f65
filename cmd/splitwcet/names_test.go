package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// adasDir holds adas::lane_filter, a namespaced HIP kernel with a
// data-dependent branch and loop (testdata/adas/README.md).
const adasDir = "testdata/adas"

// TestNamespacedKernelNames: one naming rule for --kernel, the workload's
// and the flow facts' kernel: (REQ-NAME-1, REQ-SND-5): adas::lane_filter is selected
// by its demangled and its unqualified name in each, from the assembly and,
// with hipcc, from the HIP source; a name that selects another kernel or
// none is an error at the facts file's line.
func TestNamespacedKernelNames(t *testing.T) {
	s := filepath.Join(adasDir, "lane_filter.s")
	w := filepath.Join(adasDir, "workload.yaml")
	inputs := []string{s}
	if _, err := exec.LookPath("hipcc"); err == nil && !testing.Short() {
		inputs = append(inputs, filepath.Join(adasDir, "lane_filter.hip"))
	} else {
		t.Log("hipcc not installed: the assembly only")
	}
	for _, in := range inputs {
		for _, facts := range []string{"flow.yaml", "flow-unqualified.yaml"} {
			f := filepath.Join(adasDir, facts)
			stdout, _ := mustRun(t, "wcet", in, "--static", "--facts", f)
			for _, want := range []string{
				"kernel adas::lane_filter [_ZN4adas11lane_filterEPKiS1_Pii]: WCET bound 21928 cycles",
				".LBB0_5 (lane_filter.hip:20): max 16  [facts:" + f + ":4]",
			} {
				if !strings.Contains(stdout, want) {
					t.Errorf("wcet %s --facts %s: no %q in\n%s", in, facts, want, stdout)
				}
			}
		}
		for _, k := range []string{"adas::lane_filter", "lane_filter", "_ZN4adas11lane_filterEPKiS1_Pii", "adas::lane"} {
			mustRun(t, "cfg", in, "--kernel", k)
		}
		// An error found after loading (the static bound's unbounded loop)
		// is reported at the HIP line for HIP input, at the assembly line
		// for assembly, and never names hipcc's deleted temporary file.
		want := in + ":73:2: error: loop at .LBB0_5 (lane_filter.hip:20, depth 1) has no bound"
		if strings.HasSuffix(in, ".hip") {
			want = in + ":20:29: error: loop at .LBB0_5 (lane_filter.hip:20, depth 1) has no bound"
		}
		stderr := wantFail(t, 1, []string{want}, "wcet", in, "--static")
		if strings.Contains(stderr, "lane_filter.s:") && strings.HasSuffix(in, ".hip") {
			t.Errorf("HIP input: a message names an assembly file:\n%s", stderr)
		}
	}
	// The workload names the kernel adas::lane_filter: analyze with facts
	// that say lane_filter agrees on the kernel.
	stdout, _ := mustRun(t, "analyze", s, "-w", w, "--facts", filepath.Join(adasDir, "flow-unqualified.yaml"), "-S", "0", "--quiet")
	if !strings.Contains(stdout, "kernel adas::lane_filter [_ZN4adas11lane_filterEPKiS1_Pii]") {
		t.Errorf("analyze: %s", stdout)
	}
	// A name that selects no kernel is an error at the facts' kernel: line.
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(bad, []byte("# wrong kernel\nkernel: adas::lane_fliter\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{bad + `:2: error: the facts are for kernel "adas::lane_fliter", but the analyzed kernel is adas::lane_filter [_ZN4adas11lane_filterEPKiS1_Pii]`, "did you mean adas::lane_filter?"},
		"wcet", s, "--static", "--facts", bad)
}
