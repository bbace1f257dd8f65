package sim_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
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
