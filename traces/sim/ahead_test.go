package sim_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"reflect"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// runBoth runs the launch with Run (its look-ahead) and with RunRounds
// (round by round) and fails unless results, per-wave statistics, errors
// and every byte of memory agree.
func runBoth(t *testing.T, what string, p *sim.Program, l *sim.Launch, opt sim.Options) (*sim.Result, error) {
	t.Helper()
	opt.WaveStats = true
	var results [2]*sim.Result
	var errs [2]error
	var mems [2][32]byte
	for i := range 2 {
		m, err := sim.NewMachine(p, l, opt)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if i == 0 {
			results[i], errs[i] = m.Run()
		} else {
			results[i], errs[i] = m.RunRounds()
		}
		h := sha256.New()
		for _, r := range m.Mem.Regions() {
			fmt.Fprintf(h, "%s %#x %d\n", r.Name, r.Base, len(r.Data))
			h.Write(r.Data)
		}
		copy(mems[i][:], h.Sum(nil))
	}
	if fmt.Sprint(errs[0]) != fmt.Sprint(errs[1]) {
		t.Fatalf("%s: Run's error %v, the rounds' %v", what, errs[0], errs[1])
	}
	if errs[0] == nil && !reflect.DeepEqual(results[0], results[1]) {
		t.Fatalf("%s: Run's result %+v, the rounds' %+v", what, *results[0], *results[1])
	}
	if mems[0] != mems[1] {
		t.Fatalf("%s: memory differs between Run and the rounds", what)
	}
	return results[0], errs[0]
}

// TestAheadEqualsRoundsExamples: every example's workload, at several S
// and under every split policy, runs to the same results, statistics and
// memory with Run's look-ahead as round by round.
func TestAheadEqualsRoundsExamples(t *testing.T) {
	for _, name := range []string{"synthetic_split", "ifelse_split", "nested", "divloop", "dppsum", "halo_split",
		"locals_split", "globals_split", "partial_split", "noinline_split", "reduce", "frontier", "narrow16"} {
		p := loadExample(t, name)
		f := loadWorkload(t, name)
		for _, set := range f.Sets {
			for _, S := range []int{0, 1, 4, 63} {
				for _, pol := range []split.Policy{0, split.FCFS} {
					for _, res := range []int{0, 1, 3} {
						what := fmt.Sprintf("%s set %s S=%d %s resident %d", name, set.Name, S, pol, res)
						if _, err := runBoth(t, what, p, set.Launch, sim.Options{S: S, Policy: pol, Resident: res}); err != nil {
							t.Fatalf("%s: %v", what, err)
						}
					}
				}
			}
		}
	}
}

// TestAheadEqualsRoundsRandom: the random kernels (loops, splits, LDS
// exchanges behind barriers, atomics, calls) agree too.
func TestAheadEqualsRoundsRandom(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	tab := make([]int32, 256)
	for i := range tab {
		tab[i] = int32(i*2654435761>>7) % 5000
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 256}[seed%4]
		k := gen.RandomMarked(seed, size, gen.Marking(seed%4))
		if seed%5 == 0 {
			k = gen.RandomCalls(seed, size, gen.Marking(seed%3))
		}
		p := loadAsm(t, fmt.Sprintf("gen%d.s", seed), k.Assembly())
		groups := 1 + int(seed%5)
		for _, S := range []int{0, 2, 63} {
			l := &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}, Args: []sim.Arg{
				{Name: "tab", Buffer: i32bytes(tab), IsBuffer: true},
				{Name: "out", Buffer: make([]byte, 4*groups*size), IsBuffer: true, Output: true},
				{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true},
			}}
			pol := []split.Policy{0, split.FCFS, split.ChildFirst}[seed%3]
			what := fmt.Sprintf("seed %d S=%d", seed, S)
			if _, err := runBoth(t, what, p, l, sim.Options{S: S, Policy: pol, Resident: int(seed % 3), MaxWaveInstructions: 1 << 20}); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
		}
	}
}

// raceKernel: each wave spins a scalar loop whose length depends on its
// workgroup and wave (so waves run ahead of each other by different
// amounts), then races on memory: an atomic add returning the old value,
// a store of its tag to one shared cell and a load of it back, in a
// split-marked if/else whose sides spin for different lengths, then
// another atomic add after a barrier. The
// results depend on the order in which the waves' memory accesses
// interleave.
var raceKernel = handKernel(`	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	s_getreg_b32 s10, hwreg(HW_REG_HW_ID, 0, 4)
	s_and_b32 s11, s6, 7
	s_add_u32 s10, s10, s11
	s_mul_i32 s10, s10, 3
	s_add_u32 s10, s10, 1
	v_mov_b32_e32 v4, s6
.Lspin:
	v_add_u32_e32 v4, vcc, 7, v4
	s_sub_u32 s10, s10, 1
	s_cmp_lg_u32 s10, 0
	s_cbranch_scc1 .Lspin
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	v_and_b32_e32 v7, 5, v0
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_2
	v_add_u32_e32 v4, vcc, v0, v4
	v_add_u32_e32 v4, vcc, v0, v4
	v_add_u32_e32 v4, vcc, v0, v4
.LBB0_2:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_sub_u32_e32 v4, vcc, v4, v0
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v5, 1
	flat_atomic_add v6, v[1:2], v5 glc
	v_add_u32_e32 v1, vcc, 4, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v4, vcc, 3, v4
	v_add_u32_e32 v4, vcc, 3, v4
	flat_load_dword v7, v[1:2]
	s_waitcnt vmcnt(0)
	s_barrier
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	flat_atomic_add v9, v[1:2], v5 glc
	s_lshl_b32 s12, s6, 8
	v_add_u32_e32 v8, vcc, s12, v0
	v_lshlrev_b32_e32 v3, 2, v8
`+addrOf(8)+`	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v6
	s_waitcnt vmcnt(0)
	flat_store_dwordx3 v[1:2], v[7:9]
	s_endpgm
`, 2, 0)

// TestAheadEqualsRoundsRace: on a racy kernel the look-ahead keeps the
// rounds' interleaving of memory accesses, whatever the residency, S and
// split policy.
func TestAheadEqualsRoundsRace(t *testing.T) {
	p := loadAsm(t, "race.s", raceKernel)
	if !p.LaneLocal() {
		t.Fatal("the race kernel is not lane-local: the look-ahead's shared register files go untested")
	}
	var outs [][]byte
	for _, S := range []int{0, 1, 5, 63} {
		for _, pol := range []split.Policy{0, split.FCFS, split.ParentFirst} {
			for _, res := range []int{1, 2, 5, 0} {
				l := launch1D(7, 192, make([]int32, 2), make([]int32, 4*7*256))
				what := fmt.Sprintf("S=%d %s resident %d", S, pol, res)
				r, err := runBoth(t, what, p, l, sim.Options{S: S, Policy: pol, Resident: res})
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				outs = append(outs, output(t, r, "b1"))
			}
		}
	}
	// The kernel is racy: the schedules above must not all agree, or the
	// comparison proves nothing about the order.
	differ := false
	for _, o := range outs[1:] {
		differ = differ || !bytes.Equal(o, outs[0])
	}
	if !differ {
		t.Error("every schedule gave the same memory: the kernel does not race")
	}
}

// TestAheadEqualsRoundsErrors: errors (a trap in some waves after
// different amounts of local work, the per-wave and the whole run's
// instruction limits) are the rounds' errors.
func TestAheadEqualsRoundsErrors(t *testing.T) {
	p := loadAsm(t, "race.s", raceKernel)
	trap := loadAsm(t, "trap.s", handKernel(`	s_and_b32 s11, s6, 3
	s_add_u32 s11, s11, 2
.Lspin:
	s_sub_u32 s11, s11, 1
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc1 .Lspin
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v5, 1
	flat_atomic_add v6, v[1:2], v5 glc
	s_cmp_eq_u32 s6, 2
	s_cbranch_scc0 .Lend
	s_trap 2
.Lend:
	s_endpgm
`, 1, 0))
	cases := []struct {
		p   *sim.Program
		opt sim.Options
	}{
		{trap, sim.Options{}},
		{trap, sim.Options{Resident: 2}},
		{p, sim.Options{MaxInstructions: 500}},
		{p, sim.Options{S: 63, MaxInstructions: 2000}},
		{p, sim.Options{MaxWaveInstructions: 40}},
		{p, sim.Options{S: 4, MaxWaveInstructions: 60, Resident: 2}},
	}
	fixed := len(cases)
	// Limits at every distance from the shared instructions.
	for lim := int64(1); lim < 90; lim += 3 {
		cases = append(cases, struct {
			p   *sim.Program
			opt sim.Options
		}{p, sim.Options{S: int(lim % 5), MaxWaveInstructions: lim}})
		cases = append(cases, struct {
			p   *sim.Program
			opt sim.Options
		}{p, sim.Options{S: int(lim % 3), MaxInstructions: 40 * lim}})
	}
	for i, c := range cases {
		l := launch1D(7, 192, make([]int32, 2), make([]int32, 4*7*256))
		if c.p == trap {
			l = launch1D(7, 192, make([]int32, 2))
		}
		what := fmt.Sprintf("%+v", c.opt)
		if _, err := runBoth(t, what, c.p, l, c.opt); err == nil && i < fixed {
			t.Errorf("%s: no error", what)
		}
	}
}

// TestLaneLocal: the programs whose families share one register file
// under Run's look-ahead (no instruction reads or writes another lane's
// VGPRs) and those that do not.
func TestLaneLocal(t *testing.T) {
	for name, want := range map[string]bool{"synthetic_split": true, "ifelse_split": true, "nested": true, "dppsum": false} {
		if got := loadExample(t, name).LaneLocal(); got != want {
			t.Errorf("%s: lane-local %v, want %v", name, got, want)
		}
	}
	local := 0
	for seed := uint64(1); seed <= 20; seed++ {
		if loadAsm(t, "gen.s", gen.RandomMarked(seed, 64, gen.MarkKernel).Assembly()).LaneLocal() {
			local++
		}
	}
	if local == 0 {
		t.Error("no random kernel is lane-local: TestAheadEqualsRoundsRandom does not test shared register files")
	}
}

// TestSplitSGPRs: the SGPRs a split copies in Run's look-ahead
// (Program.sgprs): 1 + the highest the code names, or all of them when an
// instruction moves SGPRs relative to M0. TestAheadEqualsRounds* compare
// the runs that copy these with the rounds, which copy every register
// (with sgprs 0 instead, TestAheadEqualsRoundsExamples fails).
func TestSplitSGPRs(t *testing.T) {
	for name, want := range map[string]int{"synthetic_split": 20, "ifelse_split": 10} {
		if got := loadExample(t, name).SplitSGPRs(); got != want {
			t.Errorf("%s: a split copies s0..s%d, want s0..s%d", name, got-1, want-1)
		}
	}
	for body, want := range map[string]int{
		"\ts_mov_b32 s3, 1\n\ts_endpgm\n":                                 4, // the kernarg pointer s[4:5] is set, not named
		"\ts_load_dwordx4 s[8:11], s[4:5], 0x0\n\ts_endpgm\n":             12,
		"\ts_mov_b32 m0, 3\n\ts_movrels_b32 s7, s2\n\ts_endpgm\n":         sim.NumSGPRs,
		"\ts_mov_b32 m0, 3\n\ts_movreld_b64 s[6:7], s[2:3]\n\ts_endpgm\n": sim.NumSGPRs,
		"\ts_mov_b32 vcc_lo, 1\n\ts_mov_b32 exec_lo, 1\n\ts_endpgm\n":     0,
	} {
		if got := loadAsm(t, "k.s", abiKernel(body, "", 8, "")).SplitSGPRs(); got != want {
			t.Errorf("%q: a split copies %d SGPRs, want %d", body, got, want)
		}
	}
}
