package timing_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// loadLivework loads traces/sim/testdata/livework (kernel and workload)
// with its first input set's launch scaled to groups workgroups.
func loadLivework(t testing.TB, groups int) (*sim.Program, *sim.Launch) {
	t.Helper()
	dir := filepath.Join("..", "testdata", "livework")
	src, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := loadProgram("livework/kernel.s", src)
	if err != nil {
		t.Fatal(err)
	}
	wf, err := workload.ParseFile(filepath.Join(dir, "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	l := *wf.Sets[0].Launch
	l.Workgroups = [3]int{groups, 1, 1}
	l.Args = append([]sim.Arg(nil), l.Args...)
	l.Args[1].Buffer = make([]byte, 4*groups)
	return p, &l
}

// liveworkSum is the Go reference of the livework kernel (kernel.hip; the
// same as in package sim's test): what each workgroup of 256 work-items
// adds into its output int.
func liveworkSum(tab []byte) int32 {
	at := func(i int32) int32 { return int32(binary.LittleEndian.Uint32(tab[4*(i&255):])) }
	var sum int32
	for tid := int32(0); tid < 256; tid++ {
		v := at(tid)
		if tid&1 != 0 {
			v = at(v+7) + 1
		} else {
			v = at(v^5)*3 - 2
		}
		if tid&2 != 0 {
			v = at(v+21) + 3
		} else {
			v = at(v^25)*3 - 4
		}
		sum += v
	}
	return sum
}

// A long timing launch holds at once only the wave records of the
// workgroups in flight, whatever the launch size, in both modes: each
// holds at least one of a CU's n launch slots until its last family
// completes and a workgroup of w wavefronts needs w free slots, so a CU
// holds at most n-w+1 workgroups and Stats.MaxLiveWaves is at most CUs ×
// (n-w+1) × w × members per family; and at least what the launch slots
// hold when full (the dispatcher fills them). Per-wave statistics
// change nothing but Result.Waves; the outputs match the Go reference.
func TestLiveWaveRecordsBounded(t *testing.T) {
	hw := timing.Default()
	const groups = 600
	for _, S := range []int{0, 3} {
		for _, serial := range []bool{false, true} {
			p, l := loadLivework(t, groups)
			opt := timing.Options{S: S, Serial: serial, Probes: named(probeAll(p))}
			evs := record(&opt)
			r, err := timing.Run(p, l, hw, opt)
			if err != nil {
				t.Fatal(err)
			}
			// Four wavefronts per workgroup, 40 launch slots per CU; each
			// family has at most min(S+1, 4) members.
			n, members := hw.SIMDsPerCU*hw.SlotsPerSIMD, min(S+1, 4)
			most := hw.CUs * (n - 4 + 1) * 4 * members
			if m := r.Stats.MaxLiveWaves; m > most || m < hw.CUs*n {
				t.Errorf("S=%d serial=%v: %d wave records at once, want between %d and %d", S, serial, m, hw.CUs*n, most)
			}
			if r.Waves != nil || r.Splits != groups*4*min(S, 3) {
				t.Errorf("S=%d serial=%v: %d wave stats, %d splits; want none and %d", S, serial, len(r.Waves), r.Splits, groups*4*min(S, 3))
			}
			want := liveworkSum(l.Args[0].Buffer)
			for b := 0; b < groups; b++ {
				if v := int32(binary.LittleEndian.Uint32(r.Outputs[0].Data[4*b:])); v != want {
					t.Fatalf("S=%d serial=%v: out[%d] = %d, want %d", S, serial, b, v, want)
				}
			}
			// The same run with per-wave statistics: the same result and
			// events (and so a deterministic run), plus one stat per wave.
			p2, l2 := loadLivework(t, groups)
			opt2 := timing.Options{S: S, Serial: serial, Probes: opt.Probes, WaveStats: true}
			evs2 := record(&opt2)
			r2, err := timing.Run(p2, l2, hw, opt2)
			if err != nil {
				t.Fatal(err)
			}
			if len(r2.Waves) != r.LaunchWaves+r.Splits {
				t.Errorf("S=%d serial=%v: %d wave stats, want %d", S, serial, len(r2.Waves), r.LaunchWaves+r.Splits)
			}
			r2.Waves = nil
			if !reflect.DeepEqual(r, r2) {
				t.Errorf("S=%d serial=%v: with per-wave statistics the result differs", S, serial)
			}
			if d := firstDiff(*evs2, *evs); d != "" {
				t.Errorf("S=%d serial=%v: with per-wave statistics the events differ: %s", S, serial, d)
			}
		}
	}
}

// The memory a timing run holds near its end does not grow with the
// launch: the live heap when 90% of the workgroups have completed differs
// by little between 500 and 4,000 workgroups (the output buffer grows by
// 28 KB), where keeping every wave and split (about 2.5 KB each before
// they were released) would add some 100 MB.
func TestLiveHeapFlat(t *testing.T) {
	heap := func(groups int) int64 {
		p, l := loadLivework(t, groups)
		var at int64
		opt := timing.Options{S: 3, Sink: traces.SinkFunc(func(traces.Event) error { return nil }), Probes: named(probeAll(p)),
			Progress: func(done, total int) {
				if done == total*9/10 {
					runtime.GC()
					var ms runtime.MemStats
					runtime.ReadMemStats(&ms)
					at = int64(ms.HeapAlloc)
				}
			}}
		if _, err := timing.Run(p, l, timing.Default(), opt); err != nil {
			t.Fatal(err)
		}
		return at
	}
	small, large := heap(500), heap(4000)
	t.Logf("live heap: %d bytes at 500 workgroups, %d at 4,000", small, large)
	if small == 0 || large-small > 2<<20 {
		t.Errorf("live heap %d bytes at 500 workgroups, %d at 4,000: grows by %d", small, large, large-small)
	}
}

// The timing model's estimate grows with the launch only by its buffers
// (counted twice: the workload's bytes and the simulator's copy), and by
// one record per wave with per-wave statistics: 4 wavefronts × 4 members
// at S = 3, 104 bytes each.
func TestEstimateLiveWork(t *testing.T) {
	hw := timing.Default()
	p, small := loadLivework(t, 1000)
	_, large := loadLivework(t, 1_000_000)
	a, err1 := timing.Estimate(p, small, hw, 3, false)
	b, err2 := timing.Estimate(p, large, hw, 3, false)
	if err1 != nil || err2 != nil || b-a != 2*4*(1_000_000-1000) {
		t.Errorf("estimates %d and %d (%v, %v): differ by %d, want %d", a, b, err1, err2, b-a, 2*4*(1_000_000-1000))
	}
	if b > 64<<20 {
		t.Errorf("1,000,000 workgroups: estimate %d bytes, want under 64 MiB", b)
	}
	c, err := timing.Estimate(p, large, hw, 3, true)
	if err != nil || c-b != 1_000_000*16*104 {
		t.Errorf("with per-wave statistics: %d more bytes (%v), want %d", c-b, err, 1_000_000*16*104)
	}
}
