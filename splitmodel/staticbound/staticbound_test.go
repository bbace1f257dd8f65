package staticbound

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// model is a hand-made model on the default hardware (4 CUs x 4 SIMDs x
// 10 slots, visit 4, dispatch 0 + 4 per wave, 64-byte lines at 64 bytes
// per cycle, 4 address cycles).
func model() *Model {
	return &Model{HW: timing.Default(), Visit: 4, Path: 1000, MinLife: 100, splits: map[int]splitTerms{},
		Demand: Demand{Issue: 400, MemIssue: 40, VMEM: 256, SMEM: 2, VMEMCount: 2}}
}

// TestBoundHandComputed checks the composition against numbers computed
// by hand from docs/static.md's formulas.
func TestBoundHandComputed(t *testing.T) {
	small := timing.Default()
	small.CUs, small.SIMDsPerCU, small.SlotsPerSIMD = 1, 1, 4
	twoSIMDs := timing.Default()
	twoSIMDs.CUs, twoSIMDs.SIMDsPerCU, twoSIMDs.SlotsPerSIMD = 1, 2, 4
	// The phase rule's kernel: the virtual path 1100, its issue demand
	// 450 (50 of memory issue), 3 phases, at most 200 of issue demand in
	// one phase.
	phase := &PhaseModel{Aligned: true, Path: 1100, Issue: 450, MemIssue: 50, Phases: 3, PhaseIssue: 200}
	for _, c := range []struct {
		name      string
		hw        *timing.Config
		barriers  bool
		phases    *PhaseModel
		l         Launch
		S         int
		mode      timing.Mode
		split     *splitTerms
		want      int64
		wantL     int64
		dominant  string
		oS, oC, B int64
		minLife   int64
	}{
		// One wave alone: L = 4 (dispatch) + 3 (the wait for its SIMD's
		// first visit: D = 7) + 1000 + vmem 256 + smem 2; the bound drops
		// the 4 cycles before the first issue.
		{name: "alone", l: Launch{Workgroups: 1, WorkgroupSize: 64, DynamicLDS: 0}, want: 1261, wantL: 1265, dominant: "vmem", B: 1},
		// 8 workgroups of 2 waves: 2 per CU (round robin), their 4 waves
		// on 4 SIMDs: 3 other families on the CU, none on the SIMD.
		// D = 8 + 3, L = 11 + 1000 + 4 x 256 + 4 x 2 = 2043, delta = 7 x
		// 8 = 56.
		{name: "one round", l: Launch{Workgroups: 8, WorkgroupSize: 128, DynamicLDS: 0}, want: 2095, wantL: 2043, dominant: "vmem", oC: 3, B: 1},
		// With s_barrier: the two waves' active times summed, 2 x 2043.
		{name: "barrier", barriers: true, l: Launch{Workgroups: 8, WorkgroupSize: 128, DynamicLDS: 0}, want: 4138, wantL: 4086, dominant: "barrier", oC: 3, B: 1},
		// The phase rule: the virtual path 1100 instead of 1000, no
		// SIMD shared: L = 11 + 1100 + vmem 4 x 256 + smem 4 x 2 = 2143
		// (the barrier term is the 100 it adds), bound 56 + 2143 - 4.
		{name: "barrier phases", barriers: true, phases: phase, l: Launch{Workgroups: 8, WorkgroupSize: 128, DynamicLDS: 0}, want: 2195, wantL: 2143, dominant: "vmem", oC: 3, B: 1},
		// 1 CU of 2 SIMDs, 2 workgroups of 2 waves: each SIMD holds one
		// wave of each workgroup (oS 1, oC 3). The other workgroup can
		// take min(its 2 waves on our SIMDs x their whole work 400, 1 x
		// (the virtual path's 450 + (3 - 1) x 200)) = 800; visit 2, so
		// D = 8 + 1: L = 9 + 1100 + 800 + 4 x 256 + 4 x 2 = 2941, bound 8
		// + 2941 - 4; without barriers 9 + 1000 + 400 + 1024 + 8.
		{name: "barrier phases, SIMDs shared", hw: &twoSIMDs, barriers: true, phases: phase, l: Launch{Workgroups: 2, WorkgroupSize: 128, DynamicLDS: 0}, want: 2945, wantL: 2941, dominant: "vmem", oS: 1, oC: 3, B: 1},
		// One CU, one SIMD, 4 slots, 6 workgroups: 2 rounds of 4; slots
		// are reused, the fixed point reaches every other family (5):
		// visit 1 (no wait for a visit), L = 4 + 1000 + issue 5 x 400 +
		// vmem 6 x 256 + smem 6 x 2 = 4552, bound 2 x (3 x 4 + 4552) - 4.
		{name: "reuse", hw: &small, l: Launch{Workgroups: 6, WorkgroupSize: 64, DynamicLDS: 0}, want: 9124, wantL: 4552, dominant: "issue", oS: 5, oC: 5, B: 2},
		// 161 workgroups of one wave on the default hardware: K_fit 160,
		// 2 rounds. The first fill is placed by 159 x 4 = 636 cycles,
		// before any family can end (4 + MinLife 1000): those 160 take
		// fresh slots (10 on a SIMD, 40 on a CU), and one more wave
		// comes later, so at most 10 other families ever share the
		// SIMD and 40 the CU (not all 160 others): L = 7 + 1000 + issue
		// 10 x 400 + vmem 41 x 256 + smem 41 x 2 = 15585, bound 2 x
		// (636 + 15585) - 4.
		{name: "reuse, first fill before any end", l: Launch{Workgroups: 161, WorkgroupSize: 64, DynamicLDS: 0}, minLife: 1000, want: 32438, wantL: 15585, dominant: "vmem", oS: 10, oC: 40, B: 2},
		// The same with MinLife 100: a family may end (at 104) before the
		// first fill is placed, its slot may host a later one: the
		// fixed point reaches every other family on the SIMD and CU.
		{name: "reuse, ends during the first fill", l: Launch{Workgroups: 161, WorkgroupSize: 64, DynamicLDS: 0}, want: 2*(636+7+1000+160*400+161*256+161*2) - 4, wantL: 7 + 1000 + 160*400 + 161*256 + 161*2, dominant: "issue", oS: 160, oC: 160, B: 2},
		// MinLife 632: the first end may come at 636, the cycle of the
		// last first-fill placement, and a release at a cycle comes before
		// that cycle's placements: no cap.
		{name: "reuse, an end at the last placement", l: Launch{Workgroups: 161, WorkgroupSize: 64, DynamicLDS: 0}, minLife: 632, want: 2*(636+7+1000+160*400+161*256+161*2) - 4, wantL: 7 + 1000 + 160*400 + 161*256 + 161*2, dominant: "issue", oS: 160, oC: 160, B: 2},
		// Three members per family (S = 2), own 1100 from the roles:
		// parallel: splits 2 x 40, vmem min(3 x 256, 3 x 2 x 6 + 64 x 2 x 4) = 548,
		// smem 3 x 2; D = 7.
		{name: "split parallel", l: Launch{Workgroups: 1, WorkgroupSize: 64, DynamicLDS: 0}, S: 2, split: &splitTerms{members: 3, own: 1100}, want: 1737, wantL: 1741, dominant: "vmem", B: 1},
		// serialized: the siblings' issue demand, 2 x 400.
		{name: "split serial", l: Launch{Workgroups: 1, WorkgroupSize: 64, DynamicLDS: 0}, S: 2, mode: timing.Serial, split: &splitTerms{members: 3, own: 1100}, want: 2457, wantL: 2461, dominant: "splits", B: 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := model()
			if c.minLife > 0 {
				m.MinLife = c.minLife
			}
			if c.hw != nil {
				m.HW = *c.hw
				m.Visit = int64(max(c.hw.SIMDsPerCU, 1))
			}
			m.Barriers, m.Phase = c.barriers, c.phases
			if c.split != nil {
				m.maySplit = true
				m.splits[c.S] = *c.split
			}
			b, err := m.Bound(c.l, c.S, c.mode)
			if err != nil {
				t.Fatal(err)
			}
			if b.Cycles != c.want || b.L != c.wantL || b.Dominant != c.dominant || b.SIMDOthers != c.oS || b.CUOthers != c.oC || int64(b.B) != c.B {
				t.Errorf("got %d cycles, L %d, %s dominant, %d/%d others, B %d; want %d, %d, %s, %d/%d, %d (%+v)",
					b.Cycles, b.L, b.Dominant, b.SIMDOthers, b.CUOthers, b.B, c.want, c.wantL, c.dominant, c.oS, c.oC, c.B, *b)
			}
		})
	}
}

// TestBoundRefuses: launches the hardware cannot hold are errors, as in
// the simulator.
func TestBoundRefuses(t *testing.T) {
	m := model()
	for _, l := range []Launch{{Workgroups: 0, WorkgroupSize: 64}, {Workgroups: 1, WorkgroupSize: 64 * 41}, {Workgroups: 1, WorkgroupSize: 64, DynamicLDS: 1 << 20}} {
		if _, err := m.Bound(l, 0, timing.Parallel); err == nil {
			t.Errorf("launch %+v: no error", l)
		}
	}
	if _, err := m.Bound(Launch{Workgroups: 1, WorkgroupSize: 64, DynamicLDS: 0}, 64, timing.Parallel); err == nil {
		t.Error("S = 64: no error")
	}
}

// TestPrepareRefusesCaches: the memory hierarchy is refused by name.
func TestPrepareRefusesCaches(t *testing.T) {
	hw := timing.Default()
	hw.L1V.Bytes, hw.L1V.Ways, hw.L1V.LineBytes = 16384, 4, 64
	k, err := kernel.Example("ifelse", kernel.Config{HW: &hw})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PrepareKernel(k, k.Workload.Sets); err == nil {
		t.Fatal("caches on: no error")
	} else if want := "does not model caches"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
}

// TestDemandCounts: ifelse's five FLAT accesses lie on one path (both
// sides of the exec-skip branches), so the path demands count all of them.
// Their service bounds (lines; 64-byte lines at 64 bytes per cycle) from
// the address analysis, workgroups of 128, 64 and 100 work-items:
//   - then-side loads at a byte index x 4 (sdwa BYTE_0): a window of 1020
//     bytes + 4 -> floor((63 + 1023) / 64) + 1 = 17 lines, twice;
//   - the else-side load after the then-side load (v2 << 2 + base, v2 =
//     v0 & 63 or a value the then-side wrote, joined weakly): 60;
//   - its second load (a byte index again): 17;
//   - the store at (group offset + v0) << 2: v0 is 64 w + lane in at most
//     two groups (the partial wave of 100), zero-extended (a wrap: 4
//     groups) -> 4 x (floor((63 + 255) / 64) + 1) = 20.
//
// Sum 131 (the analysis-free bound was 5 x 128 = 640).
func TestDemandCounts(t *testing.T) {
	k, err := kernel.Example("ifelse", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := PrepareKernel(k, k.Workload.Sets)
	if err != nil {
		t.Fatal(err)
	}
	if m.Demand.VMEMCount != 5 || m.Demand.VMEM != 17+17+60+17+20 {
		t.Errorf("VMEM count %d, service %d; want 5, 131", m.Demand.VMEMCount, m.Demand.VMEM)
	}
	if m.Barriers || m.maySplit || m.Demand.LDS != 0 {
		t.Errorf("barriers %v, may split %v, LDS %d: want none", m.Barriers, m.maySplit, m.Demand.LDS)
	}
}
