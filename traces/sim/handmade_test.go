package sim_test

import (
	"errors"
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// handKernel wraps a hand-written gfx803 kernel body: s[0:3] private segment
// buffer, s[4:5] kernarg pointer, s6 workgroup id x, v0 work-item id x;
// nbuf global buffer arguments at kernarg offsets 0, 8, ...
func handKernel(body string, nbuf, lds int) string {
	var args strings.Builder
	for i := 0; i < nbuf; i++ {
		fmt.Fprintf(&args, "      - .address_space: global\n        .offset: %d\n        .size: 8\n        .value_kind: global_buffer\n", 8*i)
	}
	return fmt.Sprintf(`	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.globl	k
	.type	k,@function
k:
%s.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size %d
		.amdhsa_kernarg_size %d
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 32
		.amdhsa_float_denorm_mode_16_64 3
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
%s    .group_segment_fixed_size: %d
    .kernarg_segment_align: 8
    .kernarg_segment_size: %d
    .max_flat_workgroup_size: 1024
    .name: k
    .symbol: k.kd
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
`, body, lds, 8*nbuf, args.String(), lds, 8*nbuf)
}

func launch1D(groups, size int, bufs ...[]int32) *sim.Launch {
	l := &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}}
	for i, b := range bufs {
		l.Args = append(l.Args, sim.Arg{Name: fmt.Sprintf("b%d", i), Buffer: i32bytes(b), IsBuffer: true, Output: true, Elem: "i32"})
	}
	return l
}

// addrOf computes v[1:2] = buffer (kernarg offset off) + 4*v3.
func addrOf(off int) string {
	return fmt.Sprintf(`	s_load_dwordx2 s[8:9], s[4:5], 0x%x
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v3
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v1, vcc, s8, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
`, off)
}

// Item 5: a wavefront instruction is atomic: two lanes store, then load the
// other lane's address; only the lockstep outcome appears.
func TestLockstepStore(t *testing.T) {
	src := handKernel(`	v_mov_b32_e32 v3, v0
`+addrOf(0)+`	v_add_u32_e32 v4, vcc, 1, v0
	flat_store_dword v[1:2], v4
	v_xor_b32_e32 v3, 1, v0
`+addrOf(0)+`	flat_load_dword v5, v[1:2]
	v_mov_b32_e32 v3, v0
`+addrOf(8)+`	s_waitcnt vmcnt(0)
	flat_store_dword v[1:2], v5
	s_endpgm
`, 2, 0)
	p := loadAsm(t, "lockstep.s", src)
	r, _ := run(t, p, launch1D(1, 2, make([]int32, 2), make([]int32, 2)), sim.Options{})
	compareI32(t, "res", output(t, r, "b1"), []int32{2, 1})
}

// splitIfElse is a split-marked if/else on lane < 3 (then: lanes 0..2 laid
// out first), followed by the join, then TAIL.
func splitIfElse(then, els, tail string) string {
	return `	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_and_b32_e32 v7, 63, v0
	v_cmp_gt_u32_e32 vcc, 3, v7
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_2
` + then + `.LBB0_2:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
` + els + `.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
` + tail
}

// Item 6: cross-lane operations inside a split see only the split's lanes.
func TestCrossLaneInSplit(t *testing.T) {
	tail := `	v_readfirstlane_b32 s10, v0
	v_mov_b32_e32 v8, 1
	v_cmp_ne_u32_e64 s[12:13], 0, v8
	s_bcnt1_i32_b64 s11, s[12:13]
	v_lshlrev_b32_e32 v3, 1, v0
` + addrOf(0) + `	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	flat_store_dwordx2 v[1:2], v[4:5]
	s_endpgm
`
	p := loadAsm(t, "crosslane.s", handKernel(splitIfElse("", "", tail), 1, 0))
	for _, S := range []int{0, 1, 63} {
		r, _ := run(t, p, launch1D(1, 64, make([]int32, 128)), sim.Options{S: S})
		want := make([]int32, 128)
		for l := 0; l < 64; l++ {
			switch {
			case S == 0:
				want[2*l], want[2*l+1] = 0, 64
			case l < 3:
				want[2*l], want[2*l+1] = 0, 3
			default:
				want[2*l], want[2*l+1] = 3, 61
			}
		}
		compareI32(t, fmt.Sprintf("S=%d (first lane, ballot count)", S), output(t, r, "b0"), want)
	}
}

// Item 7: a barrier after a split releases only when every split arrived;
// LDS results equal the unsplit run and the reference.
func TestBarrierAfterSplit(t *testing.T) {
	then := `	v_mul_lo_u32 v9, v0, 3
	v_lshlrev_b32_e32 v10, 2, v0
	s_mov_b32 m0, -1
	ds_write_b32 v10, v9
`
	els := `	v_add_u32_e32 v9, vcc, 1000, v0
	v_lshlrev_b32_e32 v10, 2, v0
	s_mov_b32 m0, -1
	ds_write_b32 v10, v9
`
	tail := `	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v10, vcc, 64, v0
	v_and_b32_e32 v10, 0x7f, v10
	v_lshlrev_b32_e32 v10, 2, v10
	ds_read_b32 v11, v10
	s_lshl_b32 s14, s6, 7
	v_add_u32_e32 v3, vcc, s14, v0
` + addrOf(0) + `	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v11
	s_endpgm
`
	p := loadAsm(t, "barrier.s", handKernel(splitIfElse(then, els, tail), 1, 512))
	want := make([]int32, 256)
	for g := 0; g < 2; g++ {
		for tid := 0; tid < 128; tid++ {
			o := (tid + 64) % 128
			v := int32(1000 + o)
			if o&63 < 3 {
				v = int32(3 * o)
			}
			want[g*128+tid] = v
		}
	}
	for _, S := range []int{0, 1, 4, 63} {
		barriers := 0
		r, _ := run(t, p, launch1D(2, 128, make([]int32, 256)), sim.Options{S: S, Observer: func(ev *sim.Event) {
			if ev.Inst.Op == "s_barrier" {
				barriers++
			}
		}})
		compareI32(t, fmt.Sprintf("S=%d out", S), output(t, r, "b0"), want)
		wantSplits, wantBarriers := 0, 4
		if S > 0 {
			wantSplits, wantBarriers = 4, 8
		}
		if r.Splits != wantSplits || barriers != wantBarriers {
			t.Errorf("S=%d: %d splits, %d barrier arrivals; want %d, %d", S, r.Splits, barriers, wantSplits, wantBarriers)
		}
	}
}

// Item 8: atomics from n lanes on one address: the total rises by n and
// each lane sees a distinct old value (global and LDS).
func TestAtomicsFromManyLanes(t *testing.T) {
	src := handKernel(`	v_mov_b32_e32 v3, 0
`+addrOf(0)+`	v_mov_b32_e32 v4, 1
	flat_atomic_add v5, v[1:2], v4 glc
	v_mov_b32_e32 v6, 0
	s_mov_b32 m0, -1
	ds_add_rtn_u32 v7, v6, v4 offset:4
	v_lshlrev_b32_e32 v3, 1, v0
	v_add_u32_e32 v3, vcc, 1, v3
`+addrOf(0)+`	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[1:2], v[5:6]
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v3, v0
`+addrOf(8)+`	flat_store_dword v[1:2], v6
	s_endpgm
`, 2, 16)
	p := loadAsm(t, "atomics.s", src)
	const n = 50
	r, _ := run(t, p, launch1D(1, n, make([]int32, 1+2*n+1), make([]int32, n)), sim.Options{})
	g := i32s(output(t, r, "b0"))
	if g[0] != n {
		t.Errorf("global counter = %d, want %d", g[0], n)
	}
	var olds, ldsOlds []int
	for l := 0; l < n; l++ {
		olds = append(olds, int(g[1+2*l]))
	}
	for _, v := range i32s(output(t, r, "b1")) {
		ldsOlds = append(ldsOlds, int(v))
	}
	for what, vs := range map[string][]int{"global": olds, "LDS": ldsOlds} {
		sort.Ints(vs)
		for i, v := range vs {
			if v != i {
				t.Errorf("%s old values are not 0..%d: %v", what, n-1, vs)
				break
			}
		}
	}
}

// Item 9: a partial last wavefront: padding lanes never run.
func TestPartialWavefront(t *testing.T) {
	p := loadExample(t, "ifelse_split")
	l := launch1D(2, 100, make([]int32, 256), make([]int32, 200))
	l.Args[0].Output = false
	for _, S := range []int{0, 63} {
		r, _ := run(t, p, l, sim.Options{S: S, Observer: func(ev *sim.Event) {
			if act := ev.Exec & ev.Split; act&^ev.Wave.Family.Lanes != 0 {
				t.Fatalf("%s ran padding lanes %#x at %s", ev.Wave, act&^ev.Wave.Family.Lanes, ev.Inst.Where())
			}
		}})
		if r.LaunchWaves != 4 {
			t.Errorf("%d launch waves, want 4", r.LaunchWaves)
		}
		for _, w := range r.Waves {
			if w.Wave == 1 && w.Split == 0 && S == 0 && w.Lanes != 36 {
				t.Errorf("last wave has %d lanes, want 36", w.Lanes)
			}
		}
	}
}

// Item 11: spin-wait on a flag set by another lane of the same wavefront.
// Lockstep (no split) livelocks and the guard names wave, PC and line; with a
// split at the spin branch the setting lane runs ahead and the kernel ends.
func TestSpinWaitLivelock(t *testing.T) {
	src := handKernel(`	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_mov_b32_e32 v3, 0
`+addrOf(0)+`	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.LBB0_1:
	flat_load_dword v4, v[1:2] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_1
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	v_mov_b32_e32 v4, 1
	flat_store_dword v[1:2], v4
	s_or_b64 exec, exec, s[2:3]
	s_endpgm
`, 1, 0)
	p := loadAsm(t, "spin.s", src)
	m, err := sim.NewMachine(p, launch1D(1, 2, []int32{0}), sim.Options{MaxWaveInstructions: 10000})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Run()
	var ll *sim.LivelockError
	if !errors.As(err, &ll) {
		t.Fatalf("unsplit spin-wait: got %v, want a livelock error", err)
	}
	for _, want := range []string{"wg 0 wave 0", "PC ", "spin.s:"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("livelock error %q does not name %q", err, want)
		}
	}
	// Split: terminates (recorded outcome), flag set.
	r, _ := run(t, p, launch1D(1, 2, []int32{0}), sim.Options{S: 1, MaxWaveInstructions: 10000})
	if r.Splits != 1 || i32s(output(t, r, "b0"))[0] != 1 {
		t.Errorf("split spin-wait: %d splits, flag %d; want 1 split and the flag set", r.Splits, i32s(output(t, r, "b0"))[0])
	}
}

// Thesis Table 4.1 on ifelse_split: the masks at the two s_cbranch_execz.
// In the compiled code the else side (lanes 3..63) is laid out first.
func TestTable41Walkthrough(t *testing.T) {
	p := loadExample(t, "ifelse_split")
	const then = uint64(0x7) // lanes 0..2
	const els = ^then        // lanes 3..63
	type obs struct {
		split       int
		exec, mask  uint64
		taken       bool
		child       uint64
		parentAfter uint64
	}
	var seen []obs
	l := launch1D(1, 64, make([]int32, 256), make([]int32, 64))
	run(t, p, l, sim.Options{S: 1, Observer: func(ev *sim.Event) {
		if ev.Inst.Op != "s_cbranch_execz" {
			return
		}
		o := obs{split: ev.Wave.SplitID, exec: ev.Exec, mask: ev.Split, taken: ev.Wave.PC != ev.Inst.PC+1, parentAfter: ev.Wave.Split}
		if ev.Child != nil {
			o.child = ev.Child.Split
		}
		seen = append(seen, o)
	}})
	want := []obs{
		// launch wave, first branch: EXEC = else lanes; splits: parent keeps EXEC lanes, child the rest; parent falls in
		{split: 0, exec: els, mask: ^uint64(0), taken: false, child: then, parentAfter: els},
		// child re-issues the first branch with its own mask: EXEC & split = 0, skips the first body
		{split: 1, exec: els, mask: then, taken: true, parentAfter: then},
		// parent at the second branch: baseline EXEC = then lanes, & split = 0: skips the second body
		{split: 0, exec: then, mask: els, taken: true, parentAfter: els},
		// child at the second branch: then & then = then: runs the second body
		{split: 1, exec: then, mask: then, taken: false, parentAfter: then},
	}
	// Compare per wave, in each wave's own order.
	sort.SliceStable(seen, func(i, j int) bool { return seen[i].split < seen[j].split })
	sort.SliceStable(want, func(i, j int) bool { return want[i].split < want[j].split })
	if len(seen) != len(want) {
		t.Fatalf("saw %d s_cbranch_execz, want %d: %+v", len(seen), len(want), seen)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Errorf("branch event %d: got %+v, want %+v", i, seen[i], want[i])
		}
	}
}

// The partition invariant after every instruction of a split-heavy run.
func TestPartitionInvariant(t *testing.T) {
	for _, name := range []string{"synthetic_split", "ifelse_split"} {
		p := loadExample(t, name)
		wf := loadWorkload(t, name)
		for _, set := range wf.Sets {
			n := 0
			r, _ := run(t, p, set.Launch, sim.Options{S: 63, Observer: func(ev *sim.Event) {
				n++
				if err := ev.Wave.Family.CheckPartition(); err != nil {
					t.Fatalf("%s %s after %s: %v", name, set.Name, ev.Inst.Where(), err)
				}
			}})
			if name == "synthetic_split" {
				// every full wavefront splits down to one lane per split
				for _, w := range r.Waves {
					if w.Split > 0 && bits.OnesCount64(uint64(w.Lanes)) == 0 {
						t.Errorf("empty split")
					}
				}
				if set.Launch.WorkgroupSize[0]%64 == 0 && r.Splits != 63*r.LaunchWaves {
					t.Errorf("%s: %d splits for %d waves, want 63 each", set.Name, r.Splits, r.LaunchWaves)
				}
			}
			if n == 0 {
				t.Error("observer not called")
			}
		}
	}
}

// Scratch: MUBUF stores and loads through the private segment buffer are
// private to each lane (and to each split).
func TestScratchPerLane(t *testing.T) {
	src := strings.Replace(handKernel(`	v_lshlrev_b32_e32 v1, 2, v0
	v_mul_lo_u32 v2, v0, 7
	buffer_store_dword v2, off, s[0:3], 0 offset:8
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:16
	v_mov_b32_e32 v2, 0
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	v_mov_b32_e32 v3, v0
	v_lshlrev_b32_e32 v5, 2, v0
	buffer_load_dword v6, v5, s[0:3], 0 offen offset:16
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v7, vcc, v4, v6
`+addrOf(0)+`	flat_store_dword v[1:2], v7
	s_endpgm
`, 1, 0), ".amdhsa_group_segment_fixed_size 0", ".amdhsa_group_segment_fixed_size 0\n\t\t.amdhsa_private_segment_fixed_size 272", 1)
	p := loadAsm(t, "scratch.s", src)
	r, _ := run(t, p, launch1D(1, 64, make([]int32, 64)), sim.Options{})
	want := make([]int32, 64)
	for l := range want {
		want[l] = int32(8 * l)
	}
	compareI32(t, "out", output(t, r, "b0"), want)
}
