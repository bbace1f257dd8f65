package choose

import (
	"testing"

	"github.com/splitwcet/splitwcet/internal/measure"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// BenchmarkChooseLarge is 'splitwcet choose' on the largest example
// (examples/large: 595 blocks, 379 candidates) with S = 4 over its three
// input sets, simulation included: the unsplit runs, the search, the
// baselines and the simulation of the three best predictions and the
// baselines; under the default split policy (halve) and under fcfs
// (--split-policy fcfs). Targets (issue 32, CPU time): 2 s, and 10 s
// under fcfs:
//
//	go test ./splitmodel/choose -run '^$' -bench ChooseLarge -benchtime 1x -cpu 1
func BenchmarkChooseLarge(b *testing.B) {
	for _, p := range []split.Policy{split.Halve, split.FCFS} {
		b.Run(p.String(), func(b *testing.B) {
			c := exampleConfig(b, "large", 4)
			c.Kernel.HW.SplitPolicy = p
			cpu := measure.StartCPU()
			for b.Loop() {
				r, err := Run(c)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(r.Search.Evaluated), "markings")
				b.ReportMetric(float64(r.Chosen.Sim.Bound), "bound")
			}
			cpu.Report(b, float64(b.N), "runs")
		})
	}
}

// BenchmarkSearchLarge is Model.Search alone on examples/large at S = 4
// (113 markings predicted under the default policy, one worker): the role
// analyses and the IPETs of the predictions, after one unsplit
// simulation outside the timing.
//
//	go test ./splitmodel/choose -run '^$' -bench SearchLarge -benchtime 1x -cpu 1
func BenchmarkSearchLarge(b *testing.B) {
	c := exampleConfig(b, "large", 4)
	k, sets, err := c.inputs()
	if err != nil {
		b.Fatal(err)
	}
	res, err := newResult(c, k)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := res.unsplit(c, sets); err != nil {
		b.Fatal(err)
	}
	m0 := res.Model
	b.ResetTimer()
	for b.Loop() {
		m := &Model{IPG: m0.IPG, S: m0.S, Policy: m0.Policy, Weights: m0.Weights, Secondary: m0.Secondary,
			Bounds: m0.Bounds, Facts: m0.Facts, Cands: m0.Cands, Sets: m0.Sets}
		r, err := m.Search(SearchOptions{Workers: 1})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(r.Evaluated), "markings")
	}
}
