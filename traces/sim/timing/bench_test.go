package timing_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/internal/measure"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
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

// BenchmarkTimingCaches compares the timing model's speed with the memory
// hierarchy on (docs/results/r9nano.yaml) and off (the same 64 CUs without
// caches) on examples/synthetic at 64 workgroups of 256 (S = 0), in
// simulated wavefront instructions per second of host time (target: with
// caches at least half the speed without).
func BenchmarkTimingCaches(b *testing.B) {
	p := loadExample(b, "synthetic")
	set := loadWorkload(b, "synthetic").Sets[0]
	l := *set.Launch
	l.Workgroups = [3]int{64, 1, 1}
	l.WorkgroupSize = [3]int{256, 1, 1}
	l.Args = append([]sim.Arg(nil), set.Launch.Args...)
	l.Args[1].Buffer = make([]byte, 4*64*256)
	on := r9nano(b)
	off := timing.Default()
	off.CUs = on.CUs
	for _, c := range []struct {
		name string
		hw   timing.Config
	}{{"off", off}, {"r9nano", on}} {
		b.Run(c.name, func(b *testing.B) {
			var instr int64
			for i := 0; i < b.N; i++ {
				r, err := timing.Run(p, &l, c.hw, timing.Options{})
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

// BenchmarkTimingLaunch measures the timing model on the launch of
// traces/sim/testdata/synthetic_split_x16.yaml (synthetic_split's
// full-occupancy launch with 16 times its workgroups: 640 of 256) at
// S = 0 and S = 63, on the default GPU (4 CUs) and on one of 64 CUs (the
// same launch: 64 CUs hold all of it at once, so it runs in groups of 8
// CUs, cumajor.go), in wavefront instructions per CPU-second
// (docs/performance.md):
//
//	go test ./traces/sim/timing -run '^$' -bench TimingLaunch -cpu 1
func BenchmarkTimingLaunch(b *testing.B) {
	p := loadExample(b, "synthetic_split")
	f, err := workload.ParseFile(filepath.Join("..", "testdata", "synthetic_split_x16.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	for _, cus := range []int{4, 64} {
		for _, S := range []int{0, 63} {
			b.Run(fmt.Sprintf("CUs=%d/S=%d", cus, S), func(b *testing.B) {
				hw := timing.Default()
				hw.CUs = cus
				var instr int64
				cpu := measure.StartCPU()
				for b.Loop() {
					r, err := timing.Run(p, f.Sets[0].Launch, hw, timing.Options{S: S})
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
}

// BenchmarkTimingGroups compares the orders of a launch that fills the GPU
// (synthetic_split, 10 workgroups of 256 a CU: every CU full, no refill)
// on 4, 16 and 64 CUs at S = 0 and S = 63: lockstep, CU by CU (groups of
// one), the shipped groups of cumajor.go's cuGroup and groups of 4 and 16
// (on 4 CUs these are lockstep, on 16 groups of 16 too), in wavefront
// instructions per CPU-second: the measurement that chose cuGroup
// (docs/performance.md, "CU groups, session 13"):
//
//	go test ./traces/sim/timing -run '^$' -bench TimingGroups -cpu 1 -benchtime 6x
func BenchmarkTimingGroups(b *testing.B) {
	p := loadExample(b, "synthetic_split")
	f, err := workload.ParseFile(filepath.Join("..", "testdata", "synthetic_split_x16.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	orders := []struct {
		name string
		set  func() (restore func())
	}{
		{"lockstep", timing.SetLockstep},
		{"cu-by-cu", func() func() { return timing.SetCUGroup(1) }},
		{"groups", func() func() { return func() {} }},
		{"groups-of-4", func() func() { return timing.SetCUGroup(4) }},
		{"groups-of-16", func() func() { return timing.SetCUGroup(16) }},
	}
	for _, cus := range []int{4, 16, 64} {
		l := *f.Sets[0].Launch
		l.Workgroups = [3]int{10 * cus, 1, 1}
		for _, S := range []int{0, 63} {
			for _, o := range orders {
				b.Run(fmt.Sprintf("CUs=%d/S=%d/%s", cus, S, o.name), func(b *testing.B) {
					defer o.set()()
					hw := timing.Default()
					hw.CUs = cus
					var instr int64
					cpu := measure.StartCPU()
					for b.Loop() {
						r, err := timing.Run(p, &l, hw, timing.Options{S: S})
						if err != nil {
							b.Fatal(err)
						}
						instr += r.Instructions
					}
					cpu.Report(b, float64(instr), "wave-instr")
				})
			}
		}
	}
}
