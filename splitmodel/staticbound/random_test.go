package staticbound

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// Property tests of the static bound against the simulator on random
// kernels without slack in their paths, where a term that misses a cycle
// shows (TestRandomStraightLine found the first visit's wait so).

// hwCase is a hardware file of the soundness campaigns ("" the default).
type hwCase struct {
	file string
	hw   timing.Config
}

// campaignHardware is the three hardware files the campaigns run on.
func campaignHardware(t *testing.T) []hwCase {
	t.Helper()
	out := []hwCase{{"", timing.Default()}}
	for _, f := range []string{"../soundness/testdata/hw-small.yaml", "../../docs/results/hw-2cu-2slot-slowmem.yaml"} {
		hw, _, err := timing.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, hwCase{f, hw})
	}
	return out
}

// aboveRuns checks the bound of launch l against the simulated run at
// each S of Ss, both modes (boundAndRun).
func aboveRuns(t *testing.T, name string, k *kernel.Kernel, m *Model, l *sim.Launch, Ss ...int) {
	t.Helper()
	for _, S := range Ss {
		for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
			boundAndRun(t, name, k, m, l, S, mode)
		}
	}
}

// TestRandomSplits: the bound against the simulator on random slack-free
// kernels with nested ifs on lane-id bits in a marked region (splits at S
// > 0, a barrier only outside the ifs), random grids, S = 0, 1, 2 and 4,
// both modes, on each campaign hardware file: no bound below the run.
func TestRandomSplits(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 1,200 launches")
	}
	r := rand.New(rand.NewSource(11))
	for _, c := range campaignHardware(t) {
		file, hw := c.file, c.hw
		for range 50 {
			body := gen.LaneSplits(r.Intn)
			k, err := kernel.FromText("x.s", []byte(alignKernel(body)), kernel.Config{Kernel: "k", Simulate: true, HW: &hw})
			if err != nil {
				t.Fatal(err, body)
			}
			m, err := Prepare(k.IPG, nil, k.HW, 1024)
			if err != nil {
				t.Fatal(err)
			}
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(60), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(8, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			aboveRuns(t, fmt.Sprintf("%s, kernel %q", file, body), k, m, l, 0, 1, 2, 4)
		}
	}
}

// TestBarrierBlockCountsRandom: breakLoop's shape with random bodies
// (scalar, VALU, f64, LDS) around its two barriers, N = 1..4 iterations,
// the loop fact max N and the copy's barrier block counted N - 1 times
// (true), random grids, S = 0 and 2, both modes, on each campaign
// hardware file: no bound below the run with the counts of barrier blocks
// in the virtual path.
func TestBarrierBlockCountsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 720 launches")
	}
	ops := []string{"s_mov_b32 s11, 0", "v_mov_b32_e32 v1, 1", "v_add_f32_e32 v2, v1, v1", "s_nop 3",
		"v_sqrt_f32_e32 v3, v1", "v_mul_f64 v[2:3], v[2:3], v[2:3]",
		"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_write_b32 v6, v1",
		"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_read_b32 v7, v6\n\ts_waitcnt lgkmcnt(0)"}
	r := rand.New(rand.NewSource(21))
	pick := func() string {
		var b strings.Builder
		for range r.Intn(4) {
			b.WriteString("\n\t" + ops[r.Intn(len(ops))])
		}
		return b.String()
	}
	for _, c := range campaignHardware(t) {
		file, hw := c.file, c.hw
		for range 60 {
			n := 1 + r.Intn(4)
			body := fmt.Sprintf("\n\ts_mov_b32 s10, 0%s\n.LBB0_1:%s\n\ts_barrier%s\n\ts_cmp_eq_u32 s10, %d\n\ts_cbranch_scc1 .LBB0_3\n.LBB0_2:%s\n\tv_cmp_gt_u32_e32 vcc, 32, v0\n\ts_and_saveexec_b64 s[8:9], vcc\n\ts_cbranch_execz .LBB0_4%s\n.LBB0_4:\n\ts_or_b64 exec, exec, s[8:9]%s\n\ts_barrier%s\n.LBB0_3:%s\n\ts_add_u32 s10, s10, 1\n\ts_cmp_lt_u32 s10, %d\n\ts_cbranch_scc1 .LBB0_1%s",
				pick(), pick(), pick(), n-1, pick(), pick(), pick(), pick(), pick(), n, pick())
			k, err := kernel.FromText("x.s", []byte(alignKernel(body)), kernel.Config{Kernel: "k", Simulate: true, HW: &hw})
			if err != nil {
				t.Fatal(err, body)
			}
			facts, err := flowfacts.Parse("f.yaml", []byte(fmt.Sprintf("loops:\n  - header: .LBB0_1\n    max: %d\ncounts:\n  - block: .LBB0_4\n    max: %d\n", n, n-1)))
			if err != nil {
				t.Fatal(err)
			}
			m, err := Prepare(k.IPG, facts, k.HW, 1024)
			if err != nil {
				t.Fatal(err)
			}
			if m.Phase == nil || !m.Phase.Aligned {
				t.Fatalf("not aligned: %+v", m.Phase)
			}
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(60), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(8, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			aboveRuns(t, fmt.Sprintf("%s, kernel %q", file, body), k, m, l, 0, 2)
		}
	}
}

// TestRandomStraightLine: the bound against the simulator on random
// straight-line kernels without slack in the path (scalar and vector
// instructions, barriers, LDS and scalar loads with their waits, f64 and
// quarter-rate VALU), random workgroup sizes and grids, both modes, on
// each hardware file of the campaigns: no bound below the run. It found
// the first visit's wait (TestFirstVisit): without it 6 of these runs
// exceed their bounds.
func TestRandomStraightLine(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 1,200 launches")
	}
	r := rand.New(rand.NewSource(5))
	for _, c := range campaignHardware(t) {
		file, hw := c.file, c.hw
		for i := 0; i < 200; i++ {
			body := gen.StraightLine(r.Intn)
			k, err := kernel.FromText("x.s", []byte(alignKernel(body)), kernel.Config{Kernel: "k", Simulate: true, HW: &hw})
			if err != nil {
				t.Fatal(err)
			}
			m, err := Prepare(k.IPG, nil, k.HW, 1024)
			if err != nil {
				t.Fatal(err)
			}
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(100), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(16, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			aboveRuns(t, fmt.Sprintf("%s, kernel %q", file, body), k, m, l, 0)
		}
	}
}
