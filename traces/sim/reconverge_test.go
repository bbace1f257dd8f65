package sim_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestReconvergeExamples runs every example on every input set of its
// workload with reconvergence under every budgeted policy at S = 1, 2, 3,
// 4, 8, 63: outputs are byte-identical to the unsplit run's, every family's
// members that have not merged partition its lanes at the end, and the
// split-marked examples merge (issue 31: split output = unsplit output).
func TestReconvergeExamples(t *testing.T) {
	policies := []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst}
	Ss := []int{1, 2, 3, 4, 8, 63}
	if testing.Short() {
		Ss = []int{1, 4}
	}
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			p := loadExample(t, name)
			wf := loadWorkload(t, name)
			merges := 0
			for _, set := range wf.Sets {
				base, _ := run(t, p, set.Launch, sim.Options{})
				for _, pol := range policies {
					for _, S := range Ss {
						families := map[*sim.Family]bool{}
						opt := sim.Options{S: S, Policy: pol, Reconverge: true,
							Observer: func(ev *sim.Event) { families[ev.Wave.Family] = true }}
						r, _ := run(t, p, set.Launch, opt)
						what := fmt.Sprintf("%s %s S=%d", set.Name, pol, S)
						for i := range r.Outputs {
							if !bytes.Equal(r.Outputs[i].Data, base.Outputs[i].Data) {
								t.Errorf("%s: output %s differs from the unsplit run's", what, r.Outputs[i].Name)
							}
						}
						for f := range families {
							if err := f.CheckPartition(); err != nil {
								t.Errorf("%s: %v", what, err)
							}
						}
						if r.Merges > r.Splits {
							t.Errorf("%s: %d merges of %d splits", what, r.Merges, r.Splits)
						}
						merges += r.Merges
					}
				}
			}
			if mustMerge[name] && merges == 0 {
				t.Errorf("no merge with reconvergence")
			}
		})
	}
}

// mustMerge lists the split-marked examples whose splits reconverge
// (partial_split's regions hold barriers: its branches do not).
var mustMerge = map[string]bool{"locals_split": true, "globals_split": true, "halo_split": true, "ifelse_split": true, "noinline_split": true, "synthetic_split": true}
