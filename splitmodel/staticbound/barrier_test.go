package staticbound

import (
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// breakLoop is hotspot's loop in small: a barrier in the loop's body, a
// break in the last iteration that skips the copy (an if on lanes, then a
// barrier after its join), and the exit test in a latch both ways reach,
// so the loop's bound (2 iterations) lets the copy run in both unless a
// count says otherwise. The exec-skip branch and its join are IPTs, so
// the join's block .LBB0_4 starts an IPG edge and a count of it binds.
const breakLoop = `
	s_mov_b32 s10, 0
.LBB0_1:
	v_mov_b32_e32 v1, 1
	s_barrier
	s_cmp_eq_u32 s10, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	s_barrier
.LBB0_3:
	s_add_u32 s10, s10, 1
	s_cmp_lt_u32 s10, 2
	s_cbranch_scc1 .LBB0_1`

// TestBarrierBlockCounts: the count of a block that holds an s_barrier in
// a loop holding barriers bounds the phase rule's virtual path (perEntry
// keeps it); the count of a block of that loop without one does not. The
// kernel: s_mov (1 instruction), the header (4, with a barrier), the copy
// (3 + 2 in the if + 2 after its join, with a barrier), the latch (3),
// s_endpgm (1); every instruction is one visit of 4 cycles of issue
// demand. The loop runs 2 times (its fact), the copy once (the break
// skips it in the last iteration).
//   - Loop fact alone: the virtual path may take the copy in both
//     iterations: 4 x (1 + 2 x 4 + 2 x 7 + 2 x 3 + 1) = 120; 4 barriers at
//     most, 5 phases.
//   - With "block .LBB0_4 max 1" (it holds a barrier): 4 x (1 + 8 + 7 +
//     6 + 1) = 92, and 3 barriers, 4 phases (the whole-run count, as
//     before).
//   - With "block .LBB0_3 max 1" instead (no barrier there; the latch
//     really runs twice, so this fact is false, which is the point: a
//     count of a block without a barrier is not used for the virtual path,
//     true or not): 120 again, while the whole-run barrier count takes it
//     (every header execution reaches the latch: the header runs once,
//     the copy at most once, 2 barriers, 3 phases).
//
// The bounds of the true facts stay above the simulated run.
func TestBarrierBlockCounts(t *testing.T) {
	src := alignKernel(breakLoop)
	k, err := kernel.FromText("loop.s", []byte(src), kernel.Config{Kernel: "k", Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	l := &sim.Launch{Workgroups: [3]int{8, 1, 1}, WorkgroupSize: [3]int{256, 1, 1}}
	res, err := timing.Run(k.Program, l, k.HW, timing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name          string
		facts         string
		issue, phases int64
	}{
		{"loop fact", "loops:\n  - header: .LBB0_1\n    max: 2\n", 120, 5},
		{"barrier block count", "loops:\n  - header: .LBB0_1\n    max: 2\ncounts:\n  - block: .LBB0_4\n    max: 1\n", 92, 4},
		{"other block count", "loops:\n  - header: .LBB0_1\n    max: 2\ncounts:\n  - block: .LBB0_3\n    max: 1\n", 120, 3},
	} {
		facts, err := flowfacts.Parse("f.yaml", []byte(c.facts))
		if err != nil {
			t.Fatal(err)
		}
		m, err := Prepare(k.IPG, facts, k.HW, 1024)
		if err != nil {
			t.Fatal(err)
		}
		p := m.Phase
		if p == nil || !p.Aligned || p.Issue != c.issue || p.Phases != c.phases {
			t.Errorf("%s: phase model %+v, want aligned, issue %d, %d phases", c.name, p, c.issue, c.phases)
			continue
		}
		if c.name == "other block count" {
			continue // a false fact: no bound to compare with the run
		}
		b, err := m.Bound(LaunchOf(l), 0, timing.Parallel)
		if err != nil {
			t.Fatal(err)
		}
		if b.Cycles < res.Cycles {
			t.Errorf("%s: static %d < observed %d", c.name, b.Cycles, res.Cycles)
		}
	}
}

// TestBarrierBlockCountsTrips: breakLoop with N iterations (the break in
// the last), the loop fact max N and the copy's barrier block counted N -
// 1 times: the virtual path's issue demand is 4 x (1 + 4N + 7(N - 1) + 3N
// + 1) and there are 2N barriers at most (N + N - 1, plus one phase), and
// the bound is at least the simulated run with 1, 8 and 36 workgroups of
// 4 waves, both modes.
func TestBarrierBlockCountsTrips(t *testing.T) {
	for n := 1; n <= 4; n++ {
		body := strings.Replace(breakLoop, "s_cmp_eq_u32 s10, 1", fmt.Sprintf("s_cmp_eq_u32 s10, %d", n-1), 1)
		body = strings.Replace(body, "s_cmp_lt_u32 s10, 2", fmt.Sprintf("s_cmp_lt_u32 s10, %d", n), 1)
		k, err := kernel.FromText("loop.s", []byte(alignKernel(body)), kernel.Config{Kernel: "k", Simulate: true})
		if err != nil {
			t.Fatal(err)
		}
		facts, err := flowfacts.Parse("f.yaml", []byte(fmt.Sprintf("loops:\n  - header: .LBB0_1\n    max: %d\ncounts:\n  - block: .LBB0_4\n    max: %d\n", n, n-1)))
		if err != nil {
			t.Fatal(err)
		}
		m, err := Prepare(k.IPG, facts, k.HW, 1024)
		if err != nil {
			t.Fatal(err)
		}
		N := int64(n)
		if p := m.Phase; p == nil || !p.Aligned || p.Issue != 4*(1+4*N+7*(N-1)+3*N+1) || p.Phases != 2*N {
			t.Fatalf("N = %d: phase model %+v, want issue %d, %d phases", n, p, 4*(1+4*N+7*(N-1)+3*N+1), 2*N)
		}
		for _, groups := range []int{1, 8, 36} {
			l := &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{256, 1, 1}}
			for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
				boundAndRun(t, fmt.Sprintf("N = %d", n), k, m, l, 0, mode)
			}
		}
	}
}

// TestFirstVisit: a wave ready at t first issues at its SIMD's next visit,
// which the bound's D includes (the visit period less one). Two SALU
// instructions and s_endpgm, 4 cycles each: path 12; one workgroup of 4
// waves on the default hardware (dispatch 4 cycles a wave, 4 SIMDs, one
// visited per cycle): wave i is ready at 4(i + 1) and its SIMD is visited
// at the cycles i mod 4, so wave 3 first issues at 19, not 16, and ends
// at 31. Observed from the first issue (wave 0's, at 4): 27. The bound:
// D = 4 x 4 + 3 = 19, L = 19 + 12 = 31, less the first wave's readiness
// (4): 27, exact; without the visit it was 24, below the run.
func TestFirstVisit(t *testing.T) {
	k, err := kernel.FromText("salu.s", []byte(alignKernel("\n\ts_mov_b32 s10, 0\n\ts_mov_b32 s11, 0")), kernel.Config{Kernel: "k", Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := Prepare(k.IPG, nil, k.HW, 1024)
	if err != nil {
		t.Fatal(err)
	}
	l := &sim.Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{256, 1, 1}}
	res, err := timing.Run(k.Program, l, k.HW, timing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.Bound(LaunchOf(l), 0, timing.Parallel)
	if err != nil {
		t.Fatal(err)
	}
	if m.Path != 12 || b.D != 19 || b.L != 31 || b.Cycles != 27 || res.Cycles != 27 {
		t.Errorf("path %d, D %d, L %d, bound %d, observed %d; want 12, 19, 31, 27, 27", m.Path, b.D, b.L, b.Cycles, res.Cycles)
	}
}
