package timing_test

import (
	"encoding/binary"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The S values and modes of the invariance tests.
var invariantS = []int{0, 1, 2, 4, 63}

// unmark clears every split mark: MODE bit 21 is written 0 where the
// kernel would set it, so the code and its timing stay the same and no
// wavefront can split.
func unmark(src string) string {
	return strings.ReplaceAll(src, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0")
}

// assertInvariantInS runs p on l at every S of invariantS, in both modes,
// with every instruction probed, and fails unless the result (observed
// cycles, per-wave starts and ends, statistics, outputs) and the whole IPT
// event sequence equal those of S = 0: a kernel that never splits sees
// the S = 0 machine (model.md §2, the parallel guarantee).
func assertInvariantInS(t *testing.T, name string, p *sim.Program, l *sim.Launch, hw timing.Config) int64 {
	t.Helper()
	probes := named(probeAll(p))
	var base *timing.Result
	var baseEvs []traces.Event
	for _, serial := range []bool{false, true} {
		for _, S := range invariantS {
			opt := timing.Options{S: S, Serial: serial, Probes: probes}
			evs := record(&opt)
			*evs = make([]traces.Event, 0, len(baseEvs)) // as many as S = 0's, when the test passes
			r := run(t, p, l, hw, opt)
			if r.Splits != 0 {
				t.Fatalf("%s: %d splits at S=%d: the kernel is not unmarked", name, r.Splits, S)
			}
			if base == nil {
				base, baseEvs = r, *evs
				continue
			}
			got := *r
			got.S, got.Mode = base.S, base.Mode
			if got.Cycles != base.Cycles {
				t.Errorf("%s: S=%d serial=%v: %d cycles, %d at S=0", name, S, serial, got.Cycles, base.Cycles)
			}
			if !reflect.DeepEqual(&got, base) {
				t.Errorf("%s: S=%d serial=%v: result differs from S=0's (stats %+v, S=0 %+v)", name, S, serial, got.Stats, base.Stats)
			}
			if d := firstDiff(*evs, baseEvs); d != "" {
				t.Errorf("%s: S=%d serial=%v: IPT events differ from S=0's: %s", name, S, serial, d)
			}
		}
	}
	return base.Cycles
}

// firstDiff describes the first difference of two event sequences, "" if
// they are equal.
func firstDiff(a, b []traces.Event) string {
	for i := range min(len(a), len(b)) {
		// == first: equal events (the same IPT pointer) are deeply equal,
		// and reflect.DeepEqual on each of millions of events was a tenth
		// of the package's CPU.
		if a[i] != b[i] && !reflect.DeepEqual(a[i], b[i]) {
			return fmt.Sprintf("event %d: %+v, want %+v", i, a[i], b[i])
		}
	}
	if len(a) != len(b) {
		return fmt.Sprintf("%d events, want %d", len(a), len(b))
	}
	return ""
}

// Every example, with its split marks cleared, on every input set of its
// workload: the same cycles and IPT events at every S, both modes.
func TestUnsplitInvariantInSExamples(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Assembly(name)
			if err != nil {
				t.Fatal(err)
			}
			p := loadAsm(t, name+"/kernel.s", unmark(string(src)))
			for _, set := range loadWorkload(t, name).Sets {
				assertInvariantInS(t, name+" "+set.Name, p, set.Launch, timing.Default())
			}
		})
	}
}

// 200 random unmarked kernels (traces/sim/gen, MarkNone): workgroups of 64
// to 320 work-items (up to 5 wavefronts, so that two share a SIMD), 1 to 3
// workgroups, on the default GPU and on one CU of one SIMD (every
// wavefront on one SIMD, where spare pipelines would be used most).
func TestUnsplitInvariantInSRandom(t *testing.T) {
	sizes := []int{64, 100, 128, 256, 320}
	oneSIMD := withHW(t, "gpu: {compute_units: 1, simds_per_cu: 1}\n")
	for seed := range uint64(200) {
		size := sizes[seed%uint64(len(sizes))]
		k := gen.RandomMarked(seed, size, gen.MarkNone)
		p := loadAsm(t, fmt.Sprintf("gen%d.s", seed), k.Assembly())
		groups := 1 + int(seed/5)%3
		hw, hwName := timing.Default(), "default"
		if seed%2 == 1 {
			hw, hwName = oneSIMD, "one SIMD"
		}
		l := genLaunch(seed, size, groups)
		assertInvariantInS(t, fmt.Sprintf("gen seed %d (%d×%d, %s)", seed, groups, size, hwName), p, l, hw)
		if t.Failed() {
			return
		}
	}
}

// genLaunch is a launch of a gen kernel: tab (256 ints), out, counters.
func genLaunch(seed uint64, size, groups int) *sim.Launch {
	tab := make([]byte, 4*256)
	for i := range 256 {
		binary.LittleEndian.PutUint32(tab[4*i:], uint32(int32((uint64(i)*2654435761+seed*40503)%200001)-100000))
	}
	return &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}, Args: []sim.Arg{
		{Name: "tab", Buffer: tab, IsBuffer: true, Elem: "i32"},
		{Name: "out", Buffer: make([]byte, 4*size*groups), IsBuffer: true, Output: true, Elem: "i32"},
		{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true, Elem: "i32"},
	}}
}

// A quarter-rate-heavy workgroup of 5 unsplit wavefronts (320 work-items):
// waves 0 and 4 share SIMD 0. Each runs 10 v_mul_lo_u32 (16 cycles on the
// vector pipeline) and s_endpgm. Wave 0 (ready at 4) issues its multiplies
// at 4, 20, ..., 148 and holds the base pipeline until 164; wave 4 (ready
// at 20) waits for it at every S, as at S = 0, and issues at 164, ..., 308;
// its s_endpgm issues at 324 and completes at 328. Observed: 328 - 4 = 324
// cycles at every S, both modes. (Before the split pipelines were reserved
// for splits, wave 4 took a spare pipeline at S >= 1: 184 cycles.)
func TestUnsplitQuarterRateWorkgroup(t *testing.T) {
	body := strings.Repeat("\tv_mul_lo_u32 v1, v0, v0\n", 10) + "\ts_endpgm\n"
	p := loadAsm(t, "quarter.s", handKernel(body, 0, 0))
	l := launch1D(1, 320)
	if c := assertInvariantInS(t, "quarter", p, l, timing.Default()); c != 324 {
		t.Errorf("quarter-rate workgroup: %d cycles, want 324", c)
	}
}
