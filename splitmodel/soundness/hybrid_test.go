package soundness_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Property tests of the hybrid bound (Eq. 5.4 and 5.5 over the traced
// runs) on random kernels without slack in their paths, as
// splitmodel/staticbound's TestRandomStraightLine and TestRandomSplits do
// for the static bound: every wave of a straight-line kernel runs the same
// path, so the per-segment worst times are each one run's own and a
// composition term that misses a cycle shows.

// hwFile is a hardware file of the campaigns ("" the default).
type hwFile struct {
	name string
	hw   timing.Config
}

// hybridHardware is the three hardware files of the campaigns, in order.
func hybridHardware(t *testing.T) []hwFile {
	t.Helper()
	out := []hwFile{{"", timing.Default()}}
	for _, f := range []string{"testdata/hw-small.yaml", "../../docs/results/hw-2cu-2slot-slowmem.yaml"} {
		hw, _, err := timing.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, hwFile{f, hw})
	}
	return out
}

// plainKernel is a kernel k of body with 1,024 bytes of LDS and no
// arguments.
func plainKernel(body string) string {
	return "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.globl\tk\n\t.type\tk,@function\nk:" + body +
		"\n\ts_endpgm\n.Lfunc_end0:\n\t.size\tk, .Lfunc_end0-k\n\t.rodata\n\t.amdhsa_kernel k\n" +
		"\t\t.amdhsa_group_segment_fixed_size 1024\n\t\t.amdhsa_user_sgpr_private_segment_buffer 1\n" +
		"\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_system_sgpr_workgroup_id_x 1\n" +
		"\t\t.amdhsa_next_free_vgpr 8\n\t\t.amdhsa_next_free_sgpr 40\n\t.end_amdhsa_kernel\n"
}

// hybridAboveRuns simulates body's kernel on hw for launch l at each S of
// Ss in both modes and checks that the hybrid bound of every input set
// is at least the set's observed time and the simulator's own cycles;
// it returns the smallest bound/observed ratio and the split wavefronts
// the parallel runs traced.
func hybridAboveRuns(t *testing.T, name, body string, hw timing.Config, l *sim.Launch, Ss ...int) (least float64, splits int) {
	t.Helper()
	k, err := kernel.FromText("x.s", []byte(plainKernel(body)), kernel.Config{Kernel: "k", Simulate: true, HW: &hw})
	if err != nil {
		t.Fatal(err, body)
	}
	runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: []workload.Set{{Name: "in", Launch: l}}, S: Ss,
		Modes: []timing.Mode{timing.Parallel, timing.Serial}, Workers: 1})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	opt := splitmodel.KernelOptions{IPG: k.IPG, HW: splitmodel.HardwareOf(hw)}
	opt.UseRoles(roles.WorstCase)
	least = 1e9
	for _, S := range Ss {
		var atS []*splitmodel.TraceRun
		for _, r := range runs {
			if r.S == S {
				atS = append(atS, r)
			}
		}
		res, err := splitmodel.AnalyzeKernel(opt, S, atS)
		if err != nil {
			t.Fatalf("%s S = %d: %v", name, S, err)
		}
		for _, s := range res.Parallel.Stats.Streams {
			if s.Split > 0 {
				splits++
			}
		}
		for _, ma := range []*splitmodel.ModeAnalysis{res.Parallel, res.Serial} {
			for _, sb := range ma.Sets {
				bound := sb.BoundSerial
				if ma.Mode == timing.Parallel {
					bound = sb.BoundParallel
				}
				if bound < sb.Observed || bound < sb.SimCycles {
					t.Errorf("%s, %d workgroups of %d, S = %d %s: hybrid %d < observed %d (simulator %d)", name, l.Workgroups[0], l.WorkgroupSize[0], S, ma.Mode, bound, sb.Observed, sb.SimCycles)
				}
				least = min(least, float64(bound)/float64(sb.Observed))
			}
		}
	}
	return least, splits
}

// slackFree fails the test unless some bound met its observation within
// 1 %: the kernels leave the composition no slack to hide a missed term.
func slackFree(t *testing.T, least float64) {
	t.Helper()
	if least > 1.01 {
		t.Errorf("the least bound/observed is %.4f: the kernels have slack", least)
	}
}

// TestHybridRandomStraightLine: the hybrid bound against the simulator on
// random straight-line kernels (scalar and vector instructions, barriers,
// LDS and scalar loads with their waits, f64 and quarter-rate VALU),
// random workgroup sizes and grids, both modes, on each campaign hardware
// file: no bound below the run, and some bound within 1 % of its run.
func TestHybridRandomStraightLine(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates and analyzes 600 launches")
	}
	ops := []string{"s_mov_b32 s10, 0", "v_mov_b32_e32 v1, 1", "s_barrier", "v_add_f32_e32 v2, v1, v1", "s_nop 3",
		"v_sqrt_f32_e32 v3, v1", "s_add_u32 s11, s10, 1", "s_waitcnt lgkmcnt(0)", "v_mul_f64 v[2:3], v[2:3], v[2:3]",
		"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_write_b32 v6, v1",
		"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_read_b32 v7, v6",
		"s_load_dword s12, s[4:5], 0x0"}
	r := rand.New(rand.NewSource(5))
	least := 1e9
	for _, h := range hybridHardware(t) {
		file, hw := h.name, h.hw
		for range 100 {
			var b strings.Builder
			for range 1 + r.Intn(12) {
				b.WriteString("\n\t" + ops[r.Intn(len(ops))])
			}
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(100), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(16, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			x, _ := hybridAboveRuns(t, fmt.Sprintf("%s, kernel %q", file, b.String()), b.String(), hw, l, 0)
			least = min(least, x)
		}
	}
	slackFree(t, least)
}

// TestHybridRandomSplits: the hybrid bound against the simulator on
// random slack-free kernels with nested ifs on lane-id bits in a marked
// region (splits at S > 0; a barrier only outside the ifs), random grids,
// S = 0, 1, 2 and 4, both modes, on each campaign hardware file: no bound
// below the run, some within 1 % of it, and splits traced.
func TestHybridRandomSplits(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates and analyzes 960 launches")
	}
	ops := []string{"s_mov_b32 s10, 0", "v_mov_b32_e32 v1, 1", "s_barrier", "v_add_f32_e32 v2, v1, v1", "s_nop 3",
		"v_sqrt_f32_e32 v3, v1", "v_mul_f64 v[2:3], v[2:3], v[2:3]",
		"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_write_b32 v6, v1",
		"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_read_b32 v7, v6\n\ts_waitcnt lgkmcnt(0)"}
	r := rand.New(rand.NewSource(11))
	least, splits := 1e9, 0
	for _, h := range hybridHardware(t) {
		file, hw := h.name, h.hw
		for range 40 {
			var b strings.Builder
			b.WriteString("\n\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1")
			lab := 0
			var emit func(d int)
			emit = func(d int) {
				for range 1 + r.Intn(4) {
					op := ops[r.Intn(len(ops))]
					if d < 3 && r.Intn(3) == 0 {
						lab++
						l := lab
						fmt.Fprintf(&b, "\n\tv_and_b32_e32 v5, %d, v0\n\tv_cmp_ne_u32_e32 vcc, 0, v5\n\ts_and_saveexec_b64 s[%d:%d], vcc\n\ts_cbranch_execz .LX%d", 1<<uint(r.Intn(6)), 12+2*d, 13+2*d, l)
						emit(d + 1)
						fmt.Fprintf(&b, "\n.LX%d:\n\ts_or_b64 exec, exec, s[%d:%d]", l, 12+2*d, 13+2*d)
						continue
					}
					if d == 0 || op != "s_barrier" {
						b.WriteString("\n\t" + op)
					}
				}
			}
			emit(0)
			l := &sim.Launch{Workgroups: [3]int{1 + r.Intn(60), 1, 1}, WorkgroupSize: [3]int{64 * (1 + r.Intn(min(8, hw.SIMDsPerCU*hw.SlotsPerSIMD))), 1, 1}}
			x, n := hybridAboveRuns(t, fmt.Sprintf("%s, kernel %q", file, b.String()), b.String(), hw, l, 0, 1, 2, 4)
			least, splits = min(least, x), splits+n
		}
	}
	slackFree(t, least)
	if splits == 0 {
		t.Error("no wavefront split: the kernels do not exercise families")
	}
	t.Logf("%d split wavefronts traced", splits)
}
