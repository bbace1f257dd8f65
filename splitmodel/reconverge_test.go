package splitmodel

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestReconvergeBoundsExamples (issue 31): with splits.reconverge, on the
// split-marked examples under every budgeted policy at S = 1, 2, 4, 8,
// both modes: every traced member's path is feasible in its worst-case
// role, or else in its all-executions role (the fallback: the analysis
// refuses a stream outside those), and the bounds cover every
// observation.
func TestReconvergeBoundsExamples(t *testing.T) {
	names := []string{"ifelse_split", "synthetic_split", "locals_split"}
	Ss := []int{1, 2, 4, 8}
	if testing.Short() {
		names, Ss = names[:2], []int{1, 4}
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			for _, pol := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
				k, err := kernel.Example(name, kernel.Config{Simulate: true})
				if err != nil {
					t.Fatal(err)
				}
				k.HW.SplitPolicy, k.HW.Reconverge = pol, true
				runs, err := Simulate(SimConfig{Kernel: k, Sets: k.Workload.Sets, S: Ss, Modes: []timing.Mode{timing.Parallel, timing.Serial}})
				if err != nil {
					t.Fatal(err)
				}
				for _, S := range Ss {
					for _, assume := range []roles.Assumption{roles.WorstCase} {
						opt := KernelOptions{IPG: k.IPG, HW: HardwareOf(k.HW), Facts: k.Facts}
						opt.UseRoles(assume)
						what := fmt.Sprintf("%s S=%d %s", pol, S, assume)
						res, err := AnalyzeKernel(opt, S, kernelRunsOfS(runs, S))
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						if v := Violations([]*SResult{res}); len(v) > 0 {
							t.Errorf("%s: %v", what, v)
						}
						if !res.Parallel.PremiseHeld || !res.Serial.PremiseHeld {
							t.Logf("%s: the worst-case premise failed; bounded with the all-executions roles", what)
						}
					}
				}
			}
		})
	}
}
