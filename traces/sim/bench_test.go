package sim_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/internal/measure"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// BenchmarkSyntheticFunctional measures functional throughput on the
// synthetic example (docs/performance.md): wavefront instructions per second.
func BenchmarkSyntheticFunctional(b *testing.B) {
	for _, c := range []struct {
		name string
		ex   string
		S    int
	}{{"unsplit", "synthetic", 0}, {"split63", "synthetic_split", 63}} {
		b.Run(c.name, func(b *testing.B) {
			p := loadExample(b, c.ex)
			tab := make([]int32, 256)
			for i := range tab {
				tab[i] = int32(i*7919) % 1000
			}
			l := launch1D(16, 256, tab, make([]int32, 16*256))
			var instr int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m, err := sim.NewMachine(p, l, sim.Options{S: c.S})
				if err != nil {
					b.Fatal(err)
				}
				r, err := m.Run()
				if err != nil {
					b.Fatal(err)
				}
				instr += r.Instructions
			}
			b.ReportMetric(float64(instr)/b.Elapsed().Seconds(), "wave-instr/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkFunctionalLaunch measures functional throughput on the launch
// of testdata/synthetic_split_x16.yaml (640 workgroups of 256: 2,560
// launch wavefronts, 4.5 M wavefront instructions unsplit, 9.3 M at
// S = 63 with 161,280 splits), as `splitwcet run` executes it, in
// wavefront instructions per CPU-second (docs/performance.md):
//
//	go test ./traces/sim -run '^$' -bench FunctionalLaunch -cpu 1
func BenchmarkFunctionalLaunch(b *testing.B) {
	p := loadExample(b, "synthetic_split")
	f, err := workload.ParseFile(filepath.Join("testdata", "synthetic_split_x16.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	for _, S := range []int{0, 63} {
		b.Run(fmt.Sprintf("S%d", S), func(b *testing.B) {
			var instr int64
			cpu := measure.StartCPU()
			for b.Loop() {
				m, err := sim.NewMachine(p, f.Sets[0].Launch, sim.Options{S: S})
				if err != nil {
					b.Fatal(err)
				}
				r, err := m.Run()
				if err != nil {
					b.Fatal(err)
				}
				instr += r.Instructions
			}
			cpu.Report(b, float64(instr), "wave-instr")
			b.ReportMetric(float64(instr)/b.Elapsed().Seconds(), "wave-instr/s")
		})
	}
}
