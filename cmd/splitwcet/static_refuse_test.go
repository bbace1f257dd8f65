package main

import (
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
)

// TestStaticRefusesBeforeSimulating: with a memory budget too small for
// any simulation, analyze, choose and fuzz --static still name the
// configuration the static model refuses (caches on; a loop of a called
// device function without a flow fact), which shows
// the refusal comes before any simulation; without --static the budget is
// what fails.
func TestStaticRefusesBeforeSimulating(t *testing.T) {
	hw := filepath.Join("..", "..", "docs", "results", "r9nano.yaml")
	caches := "the static bound does not model caches"
	wantFail(t, cli.ExitError, []string{"would need about", "more than the memory budget"},
		"analyze", "--hw", hw, "-S", "0", "--memory-budget", "16K", "--quiet")
	wantFail(t, cli.ExitError, []string{caches}, "analyze", "--static", "--hw", hw, "-S", "0", "--memory-budget", "16K", "--quiet")
	wantFail(t, cli.ExitError, []string{caches}, "choose", "--static", "--hw", hw, "-S", "1", "--memory-budget", "16K", "--quiet")
	wantFail(t, cli.ExitError, []string{"does not model caches"}, "fuzz", "--static", "--hw", hw, "--kernels", "1", "-S", "0", "--quiet")
	wantFail(t, cli.ExitError, []string{"the loop at .LBB0_2", "in device function _Z3mixPKiii has no bound"},
		"analyze", examplePath("noinline_split"), "-w", filepath.Join("..", "..", "examples", "noinline_split", "workload.yaml"), "--static", "-S", "0", "--memory-budget", "100K", "--quiet")
}
