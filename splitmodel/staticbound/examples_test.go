package staticbound

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestExamplesStaticAboveObserved runs every example at every input set of
// its workload, S in {0, 1, 2, 4, 8} and both modes on the simulator and
// checks the static bound is at least the observed time (or that the
// example is refused by name: loops without a bound).
// Requirements: REQ-SND-1 (docs/qualification/requirements.md).
func TestExamplesStaticAboveObserved(t *testing.T) {
	Ss := []int{0, 1, 2, 4, 8}
	if testing.Short() {
		Ss = []int{0, 2}
	}
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			k, err := kernel.Example(name, kernel.Config{Simulate: true})
			if err != nil {
				t.Fatal(err)
			}
			m, err := PrepareKernel(k, k.Workload.Sets)
			if err != nil {
				if refusal, ok := refused[name]; ok && strings.Contains(err.Error(), refusal) {
					t.Logf("refused as expected: %v", err)
					return
				}
				t.Fatalf("Prepare: %v", err)
			}
			if _, ok := refused[name]; ok {
				t.Fatalf("expected a refusal containing %q, got a model", refused[name])
			}
			for _, set := range k.Workload.Sets {
				for _, S := range Ss {
					for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
						b, err := m.Bound(LaunchOf(set.Launch), S, mode)
						if err != nil {
							t.Fatal(err)
						}
						res, err := timing.Run(k.Program, set.Launch, k.HW, timing.Options{S: S, Serial: mode == timing.Serial})
						if err != nil {
							t.Fatal(err)
						}
						if b.Cycles < res.Cycles {
							t.Errorf("set %s S=%d %s: static %d < observed %d (%+v)", set.Name, S, mode, b.Cycles, res.Cycles, b)
						}
						t.Logf("set %s S=%d %s: static %d observed %d ratio %.2f dominant %s", set.Name, S, mode, b.Cycles, res.Cycles, float64(b.Cycles)/float64(res.Cycles), b.Dominant)
					}
				}
			}
		})
	}
}

// refused are the examples the static model refuses, with a word of the
// reason.
var refused = map[string]string{}
