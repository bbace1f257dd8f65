package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
)

// TestSweepShardsMerge: sweep's shards merged with 'merge' print the
// unsharded summary; flag mistakes exit 2.
func TestSweepShardsMerge(t *testing.T) {
	dir := t.TempDir()
	matrix := filepath.Join(dir, "m.yaml")
	os.WriteFile(matrix, []byte("version: 1\nkernels:\n  - example: ifelse_split\nS: [0, 2, 4]\nmodes: [parallel]\n"), 0o644)
	full, _ := mustRun(t, "sweep", matrix, "--out", filepath.Join(dir, "full"), "--quiet")
	if !strings.Contains(full, "3 case(s) with a result: 0 failed") {
		t.Fatalf("sweep:\n%s", full)
	}
	var dirs []string
	for _, s := range []string{"0/2", "1/2"} {
		d := filepath.Join(dir, "shard"+s[:1])
		if out, _ := mustRun(t, "sweep", matrix, "--out", d, "--shard", s, "--quiet"); out != "" {
			t.Errorf("shard %s printed %q", s, out)
		}
		dirs = append(dirs, d)
	}
	merged, _ := mustRun(t, append([]string{"merge"}, dirs...)...)
	if merged != full {
		t.Errorf("merged:\n%s\nunsharded:\n%s", merged, full)
	}
	if _, stderr, code := splitwcet(t, "merge", dirs[1]); code != cli.ExitError || !strings.Contains(stderr, "2 of 3 cases have no result: 000000-") {
		t.Errorf("incomplete merge: exit %d, %s", code, stderr)
	}
	for _, args := range [][]string{
		{"sweep", matrix, "--out", dir, "--shard", "2/2"},
		{"sweep", matrix, "--out", dir, "--slurm", dir},
		{"sweep", matrix},
		{"merge"},
		{"fuzz", "--kernels", "2", "--shard", "0/2", "--json", "--out", dir},
	} {
		if _, stderr, code := splitwcet(t, args...); code != cli.ExitUsage {
			t.Errorf("%v: exit %d, want %d: %s", args, code, cli.ExitUsage, stderr)
		}
	}
}

// TestSweepMatrixDiagnostic: a bad value in the matrix is shown as the
// other input files' errors are: FILE:LINE:COL, the line, a caret.
func TestSweepMatrixDiagnostic(t *testing.T) {
	m := filepath.Join(t.TempDir(), "m.yaml")
	if err := os.WriteFile(m, []byte("version: 1\nkernels:\n  - example: ifelse_split\nS: [1]\npolicies: [bogus]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stderr := wantFail(t, cli.ExitError, []string{m + `:5:12: error: policies: "bogus": want one of halve, fcfs, parent-first, child-first`}, "sweep", m, "--out", t.TempDir())
	if !strings.Contains(stderr, "policies: [bogus]\n           ^") {
		t.Errorf("no source line and caret:\n%s", stderr)
	}
}
