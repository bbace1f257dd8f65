package soundness_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Property tests of the hybrid bound (Eq. 5.4 and 5.5 over the traced
// runs) on random kernels without slack in their paths (traces/sim/gen's
// StraightLine and LaneSplits, drawn as splitmodel/staticbound's
// TestRandomStraightLine and TestRandomSplits draw them for the static
// bound): every wave of a straight-line kernel runs the same path, so the
// per-segment worst times are each one run's own and a composition term
// that misses a cycle shows.

// hwFile is a hardware file of the campaigns ("" the default).
type hwFile struct {
	name string
	hw   timing.Config
}

// hybridHardware is the three hardware files of the campaigns, in order.
func hybridHardware(t *testing.T) []hwFile {
	t.Helper()
	out := []hwFile{{"", timing.Default()}}
	for _, f := range []string{"testdata/hw-small.yaml", "../../docs/results/hw-2cu-2slot-slowmem.yaml"} {
		hw, _, err := timing.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, hwFile{f, hw})
	}
	return out
}

// hybridAboveRuns simulates body's kernel on hw for launch l at each S of
// Ss in both modes and checks that the hybrid bound of every input set
// is at least the set's observed time and the simulator's own cycles;
// it returns the smallest bound/observed ratio and the split wavefronts
// the parallel runs traced.
func hybridAboveRuns(t *testing.T, name, body string, hw timing.Config, l *sim.Launch, Ss ...int) (least float64, splits int) {
	t.Helper()
	k, err := kernel.FromText("x.s", []byte(gen.PlainKernel(body)), kernel.Config{Kernel: "k", Simulate: true, HW: &hw})
	if err != nil {
		t.Fatal(err, body)
	}
	runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: []workload.Set{{Name: "in", Launch: l}}, S: Ss,
		Modes: []timing.Mode{timing.Parallel, timing.Serial}, Workers: 1})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	opt := splitmodel.KernelOptions{IPG: k.IPG, HW: splitmodel.HardwareOf(hw)}
	opt.UseRoles(roles.WorstCase)
	least = 1e9
	for _, S := range Ss {
		var atS []*splitmodel.TraceRun
		for _, r := range runs {
			if r.S == S {
				atS = append(atS, r)
			}
		}
		res, err := splitmodel.AnalyzeKernel(opt, S, atS)
		if err != nil {
			t.Fatalf("%s S = %d: %v", name, S, err)
		}
		for _, s := range res.Parallel.Stats.Streams {
			if s.Split > 0 {
				splits++
			}
		}
		for _, ma := range []*splitmodel.ModeAnalysis{res.Parallel, res.Serial} {
			for _, sb := range ma.Sets {
				bound := sb.BoundSerial
				if ma.Mode == timing.Parallel {
					bound = sb.BoundParallel
				}
				if bound < sb.Observed || bound < sb.SimCycles {
					t.Errorf("%s, %d workgroups of %d, S = %d %s: hybrid %d < observed %d (simulator %d)", name, l.Workgroups[0], l.WorkgroupSize[0], S, ma.Mode, bound, sb.Observed, sb.SimCycles)
				}
				least = min(least, float64(bound)/float64(sb.Observed))
			}
		}
	}
	return least, splits
}

// slackFree fails the test unless some bound met its observation within
// 1 %: the kernels leave the composition no slack to hide a missed term.
func slackFree(t *testing.T, least float64) {
	t.Helper()
	if least > 1.01 {
		t.Errorf("the least bound/observed is %.4f: the kernels have slack", least)
	}
	t.Logf("least bound/observed %.4f", least)
}

// TestHybridRandomStraightLine: the hybrid bound against the simulator on
// random straight-line kernels (scalar and vector instructions, barriers,
// LDS and scalar loads with their waits, f64 and quarter-rate VALU),
// random workgroup sizes and grids, both modes, on each campaign hardware
// file: no bound below the run, and some bound within 1 % of its run.
func TestHybridRandomStraightLine(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates and analyzes 600 launches")
	}
	r := rand.New(rand.NewSource(5))
	least := 1e9
	for _, h := range hybridHardware(t) {
		file, hw := h.name, h.hw
		for range 100 {
			body := gen.StraightLine(r.Intn)
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(100), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(16, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			x, _ := hybridAboveRuns(t, fmt.Sprintf("%s, kernel %q", file, body), body, hw, l, 0)
			least = min(least, x)
		}
	}
	slackFree(t, least)
}

// TestHybridRandomSplits: the hybrid bound against the simulator on
// random slack-free kernels with nested ifs on lane-id bits in a marked
// region (splits at S > 0; a barrier only outside the ifs), random grids,
// S = 0, 1, 2 and 4, both modes, on each campaign hardware file: no bound
// below the run, some within 1 % of it, and splits traced.
func TestHybridRandomSplits(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates and analyzes 960 launches")
	}
	r := rand.New(rand.NewSource(11))
	least, splits := 1e9, 0
	for _, h := range hybridHardware(t) {
		file, hw := h.name, h.hw
		for range 40 {
			body := gen.LaneSplits(r.Intn)
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(60), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(8, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			x, n := hybridAboveRuns(t, fmt.Sprintf("%s, kernel %q", file, body), body, hw, l, 0, 1, 2, 4)
			least, splits = min(least, x), splits+n
		}
	}
	slackFree(t, least)
	if splits == 0 {
		t.Error("no wavefront split: the kernels do not exercise families")
	}
	t.Logf("%d split wavefronts traced", splits)
}
