package splitmodel

import (
	"os"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// kernelExampleSetup is one embedded example ready to simulate and analyze.
type kernelExampleSetup struct {
	wf    *workload.File
	cfg   SimConfig
	opt   KernelOptions
	facts *flowfacts.Facts
}

func kernelExample(tb testing.TB, name string) *kernelExampleSetup {
	tb.Helper()
	k, err := kernel.Example(name, kernel.Config{Simulate: true})
	if err != nil {
		tb.Fatal(err)
	}
	return &kernelExampleSetup{
		wf:    k.Workload,
		cfg:   SimConfig{Kernel: k, Sets: k.Workload.Sets, Modes: []timing.Mode{timing.Parallel, timing.Serial}},
		opt:   KernelOptions{IPG: k.IPG, HW: HardwareOf(k.HW), Facts: k.Facts, Roles: WorstCaseRoles},
		facts: k.Facts,
	}
}

func kernelRunsOfS(runs []*TraceRun, S int) []*TraceRun {
	var out []*TraceRun
	for _, r := range runs {
		if r.S == S {
			out = append(out, r)
		}
	}
	return out
}

// BenchmarkAnalyzeLarge is 'splitwcet analyze' of the largest example
// (examples/large, 595 blocks) for S = 0..8 over its three input sets in
// both modes, simulation excluded: trace analysis, one IPET per role and
// mode, and the kernel model. Target: under 1 s per iteration.
func BenchmarkAnalyzeLarge(b *testing.B) {
	ex := kernelExample(b, "large")
	ex.cfg.S = []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	runs, err := Simulate(ex.cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, S := range ex.cfg.S {
			if _, err := AnalyzeKernel(ex.opt, S, kernelRunsOfS(runs, S)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkAnalyzeSyntheticFull is the same for the split-marked
// synthetic_split at full occupancy (examples/synthetic_split/full.yaml:
// 160 wavefronts, three input sets), where every S has S+1 roles and many
// variants: trace analysis, role analysis, IPET and the kernel model.
func BenchmarkAnalyzeSyntheticFull(b *testing.B) {
	ex := kernelExample(b, "synthetic_split")
	data, err := os.ReadFile("../examples/synthetic_split/full.yaml")
	if err != nil {
		b.Fatal(err)
	}
	wf, err := workload.Parse("full.yaml", data)
	if err != nil {
		b.Fatal(err)
	}
	ex.cfg.Sets = wf.Sets
	ex.cfg.S = []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	runs, err := Simulate(ex.cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, S := range ex.cfg.S {
			if _, err := AnalyzeKernel(ex.opt, S, kernelRunsOfS(runs, S)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkAnalyzeEachS is analyze's model step at the eight values of S
// of `analyze -S 0,1,2,4,8,16,32,63` (AnalyzeEachS: both modes, every input
// set), simulation excluded, on examples/large (595 blocks: the static
// weights of its edges no trace observed are the largest to make) and on
// noinline_split (a kernel with a call: callee CFGs and costs).
func BenchmarkAnalyzeEachS(b *testing.B) {
	for _, name := range []string{"large", "noinline_split"} {
		b.Run(name, func(b *testing.B) {
			ex := kernelExample(b, name)
			ex.cfg.S = []int{0, 1, 2, 4, 8, 16, 32, 63}
			runs, err := Simulate(ex.cfg)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := AnalyzeEachS(ex.opt, ex.cfg.S, runs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
