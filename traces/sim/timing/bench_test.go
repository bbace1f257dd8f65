package timing_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// BenchmarkTiming measures timing-simulation throughput on the
// synthetic_split example: simulated wavefront instructions per second of
// host time (target: >= 1M per core).
func BenchmarkTiming(b *testing.B) {
	p := loadExample(b, "synthetic_split")
	wf := loadWorkload(b, "synthetic_split")
	set := wf.Sets[0]
	// full: the default GPU's 160 launch slots filled (40 workgroups of 256).
	full := *set.Launch
	full.Workgroups = [3]int{40, 1, 1}
	full.WorkgroupSize = [3]int{256, 1, 1}
	full.Args = append([]sim.Arg(nil), set.Launch.Args...)
	full.Args[1].Buffer = make([]byte, 4*40*256)
	for _, c := range []struct {
		name   string
		S      int
		serial bool
		l      *sim.Launch
	}{{"S0", 0, false, set.Launch}, {"S4", 4, false, set.Launch}, {"S4serial", 4, true, set.Launch}, {"S63", 63, false, set.Launch},
		{"full-S0", 0, false, &full}, {"full-S4", 4, false, &full}, {"full-S63", 63, false, &full}} {
		b.Run(c.name, func(b *testing.B) {
			hw := timing.Default()
			var instr, cycles int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r, err := timing.Run(p, c.l, hw, timing.Options{S: c.S, Serial: c.serial})
				if err != nil {
					b.Fatal(err)
				}
				instr += r.Instructions
				cycles += r.Cycles
			}
			b.ReportMetric(float64(instr)/b.Elapsed().Seconds(), "wave-instr/s")
			b.ReportMetric(float64(cycles)/b.Elapsed().Seconds(), "cycles/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}
