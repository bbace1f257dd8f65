package timing_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestReconvergeTiming: with splits.reconverge the timing model runs the
// split-marked examples, in both modes and every budgeted policy at S = 1,
// 2, 4, 8, with the functional core's outputs (= the unsplit run's),
// instructions, splits and merges; every merged split's stream ends at its
// join with outcome M (one per merge), the trace analyzer reads every
// stream to its end, and a merged child never outlives its parent. Off,
// the hash of the configuration is the default's.
func TestReconvergeTiming(t *testing.T) {
	for _, name := range []string{"ifelse_split", "synthetic_split", "locals_split", "halo_split", "noinline_split"} {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Assembly(name)
			if err != nil {
				t.Fatal(err)
			}
			k, err := kernel.FromText(name+"/kernel.s", src, kernel.Config{Simulate: true})
			if err != nil {
				t.Fatal(err)
			}
			p := k.Program
			for _, set := range loadWorkload(t, name).Sets {
				base, err := mustRun(sim.NewMachine(p, set.Launch, sim.Options{}))
				if err != nil {
					t.Fatal(err)
				}
				for _, pol := range []string{"halve", "parent-first", "child-first"} {
					for _, mode := range []string{"parallel", "serial"} {
						hw := withHW(t, fmt.Sprintf("splits: {reconverge: true, policy: %s, mode: %s}\n", pol, mode))
						for _, S := range []int{1, 2, 4, 8} {
							what := fmt.Sprintf("%s %s %s S=%d", set.Name, pol, mode, S)
							fm, err := sim.NewMachine(p, set.Launch, sim.Options{S: S, Policy: hw.SplitPolicy, Reconverge: true})
							if err != nil {
								t.Fatal(err)
							}
							want, err := fm.Run()
							if err != nil {
								t.Fatal(err)
							}
							an := traces.NewAnalyzer(k.IPG)
							tr, err := an.Begin(what, traces.Header{S: S, Placement: "thesis"})
							if err != nil {
								t.Fatal(err)
							}
							opt := timing.Options{S: S, Probes: k.Probes, Sink: tr}
							got := run(t, p, set.Launch, hw, opt)
							if err := tr.Close(); err != nil {
								t.Fatalf("%s: %v", what, err)
							}
							if err := an.Stats().Complete(); err != nil {
								t.Errorf("%s: %v", what, err)
							}
							for i := range base.Outputs {
								if !bytes.Equal(got.Outputs[i].Data, base.Outputs[i].Data) {
									t.Errorf("%s: output %s differs from the unsplit run's", what, base.Outputs[i].Name)
								}
							}
							if got.Instructions != want.Instructions || got.Splits != want.Splits || got.Stats.Merges != int64(want.Merges) {
								t.Errorf("%s: %d instructions, %d splits, %d merges; functional %d, %d, %d", what, got.Instructions, got.Splits, got.Stats.Merges, want.Instructions, want.Splits, want.Merges)
							}
							merged := 0
							for _, s := range an.Stats().Streams {
								if s.Merged {
									merged++
									if s.LastIPT.Kinds&ipg.Join == 0 {
										t.Errorf("%s: a merged stream ends at %s, not a join", what, s.LastIPT)
									}
								}
							}
							if merged != want.Merges {
								t.Errorf("%s: %d streams end at a join, %d merges", what, merged, want.Merges)
							}
							end := map[[3]int]int64{}
							for _, w := range got.Waves {
								end[[3]int{w.Family, w.Split, 0}] = max(end[[3]int{w.Family, w.Split, 0}], w.End)
							}
							for _, w := range got.Waves {
								if w.Split > 0 && w.End > end[[3]int{w.Family, w.Parent, 0}] {
									t.Errorf("%s: split %d of family %d ends at %d, after its parent %d (%d)", what, w.Split, w.Family, w.End, w.Parent, end[[3]int{w.Family, w.Parent, 0}])
								}
							}
						}
					}
				}
			}
		})
	}
	if timing.Default().Hash() != withHW(t, "splits: {reconverge: false}\nissue: {join: 9}\n").Hash() {
		t.Error("reconvergence off: issue.join changes the configuration's hash")
	}
	if timing.Default().Hash() == withHW(t, "splits: {reconverge: true}\n").Hash() {
		t.Error("reconvergence on: the hash is the default's")
	}
}

func mustRun(m *sim.Machine, err error) (*sim.Result, error) {
	if err != nil {
		return nil, err
	}
	return m.Run()
}
