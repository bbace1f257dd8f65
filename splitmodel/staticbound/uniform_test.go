package staticbound

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// alignKernel wraps body (the kernel's code, labels included) in a gfx803
// kernel k with the private segment buffer (s[0:3]), the kernarg pointer
// (s[4:5]) and the workgroup id x (s6).
func alignKernel(body string) string { return gen.PlainKernel(body) }

// TestAlignment: the barrier-alignment check on kernels written for it,
// each saying why it is or is not aligned.
func TestAlignment(t *testing.T) {
	for _, c := range []struct {
		name    string
		body    string
		aligned bool
	}{
		{"top-level barriers around a divergent if", `
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_barrier
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
	v_mov_b32_e32 v1, 1
.LBB0_2:
	s_or_b64 exec, exec, s[8:9]
	s_barrier`, true},
		{"a barrier inside a divergent if", `
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
	s_barrier
.LBB0_2:
	s_or_b64 exec, exec, s[8:9]`, false},
		{"a loop with a barrier, its count from the kernel arguments", `
	s_load_dword s10, s[4:5], 0x0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
.LBB0_1:
	s_barrier
	s_add_i32 s11, s11, 1
	s_cmp_lt_i32 s11, s10
	s_cbranch_scc1 .LBB0_1`, true},
		{"a loop with a barrier, its count loaded from global memory", `
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s10, s[12:13], 0x0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
.LBB0_1:
	s_barrier
	s_add_i32 s11, s11, 1
	s_cmp_lt_i32 s11, s10
	s_cbranch_scc1 .LBB0_1`, false},
		{"a loop with a barrier, its count from the workgroup id", `
	s_mov_b32 s11, 0
.LBB0_1:
	s_barrier
	s_add_i32 s11, s11, 1
	s_cmp_lt_u32 s11, s6
	s_cbranch_scc1 .LBB0_1`, true},
		{"a loop with a barrier and a per-lane exit", `
	v_mov_b32_e32 v1, 0
.LBB0_1:
	s_barrier
	v_add_u32_e32 v1, vcc, 1, v1
	v_cmp_lt_u32_e32 vcc, v1, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_1`, false},
		{"a loop whose exit compares a uniform VGPR (the active lanes or none)", `
	s_load_dword s10, s[4:5], 0x0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
.LBB0_1:
	s_barrier
	s_add_i32 s11, s11, 1
	v_cmp_lt_i32_e32 vcc, s11, v1
	s_cbranch_vccnz .LBB0_1`, true},
		{"a uniform break flag ANDed with EXEC (the compiler's loop exit)", `
	s_load_dword s10, s[4:5], 0x0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
.LBB0_1:
	s_barrier
	s_add_i32 s11, s11, 1
	s_cmp_eq_u32 s11, s10
	s_mov_b64 s[8:9], -1
	s_cbranch_scc1 .LBB0_3
	s_mov_b64 s[8:9], 0
.LBB0_3:
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_1`, true},
		{"the same flag after an if left EXEC narrowed", `
	s_load_dword s10, s[4:5], 0x0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[14:15], vcc
.LBB0_1:
	s_barrier
	s_add_i32 s11, s11, 1
	s_cmp_eq_u32 s11, s10
	s_mov_b64 s[8:9], -1
	s_cbranch_scc1 .LBB0_3
	s_mov_b64 s[8:9], 0
.LBB0_3:
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_1
	s_or_b64 exec, exec, s[14:15]`, false},
		{"an SGPR written in a divergent region decides a branch around a barrier", `
	s_mov_b32 s11, 0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
	s_mov_b32 s11, 1
.LBB0_2:
	s_or_b64 exec, exec, s[8:9]
	s_cmp_eq_u32 s11, 0
	s_cbranch_scc1 .LBB0_4
	s_barrier
.LBB0_4:`, false},
		{"the workgroup-info SGPR differs between waves", `
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB0_4
	s_barrier
.LBB0_4:`, false},
		{"a scalar read of a readlane", `
	v_readfirstlane_b32 s11, v0
	s_cmp_eq_u32 s11, 0
	s_cbranch_scc1 .LBB0_4
	s_barrier
.LBB0_4:`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := alignKernel(c.body)
			if strings.Contains(c.name, "workgroup-info") {
				src = strings.Replace(src, "		.amdhsa_next_free_vgpr", "		.amdhsa_system_sgpr_workgroup_info 1\n		.amdhsa_next_free_vgpr", 1)
			}
			k, err := kernel.FromText("align.s", []byte(src), kernel.Config{Kernel: "k"})
			if err != nil {
				t.Fatal(err)
			}
			a := checkAlignment(k.CFG, k.Fn.Descriptor.InitialSGPRs(), nil)
			if a.Aligned != c.aligned {
				t.Errorf("aligned %v (%s), want %v", a.Aligned, a.Why, c.aligned)
			}
			if !a.Aligned && a.Why == "" {
				t.Error("not aligned, but no reason given")
			}
		})
	}
}

// TestAddress64: hipcc's 64-bit index (blockIdx * blockDim + threadIdx by
// v_mad_u64_u32, its sign extension shifted back by v_ashrrev_i64) on a
// workgroup of 64: v0 is 64 consecutive ids (63, 1 group), taken as an
// integer (a wrap at 2^32: 2 groups); the uniform product added: (63, 2);
// its low word in the high half of a pair, shifted right by 30: (4 x 63
// + 1, 4 groups: a sign wrap); plus a uniform base: a dword load touches
// at most 4 x (floor((63 + 253 + 3) / 64) + 1) = 20 lines (20 cycles at
// 64 bytes per cycle; 128 without the analysis).
func TestAddress64(t *testing.T) {
	src := alignKernel(`
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s6
	v_mad_u64_u32 v[2:3], s[0:1], s2, v2, v[0:1]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v2
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_u32_e32 v0, vcc, s12, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0)`)
	k, err := kernel.FromText("addr64.s", []byte(src), kernel.Config{Kernel: "k"})
	if err != nil {
		t.Fatal(err)
	}
	hw := timing.Default()
	svc := VMEMServices(k.CFG, &hw, []Shape{{64, 1, 1}})
	for in, c := range svc {
		if c != 20 {
			t.Errorf("%s: %d cycles, want 20", in.Text, c)
		}
	}
	if len(svc) != 1 {
		t.Errorf("%d vector memory instructions, want 1", len(svc))
	}
}

// TestAlignment64: a page-aligned buffer argument (a global_buffer at
// kernarg offset 0, loaded through the initial kernarg pointer s[4:5])
// plus 4 x (the work-item id times an unknown row length): each lane its
// own group (64 groups), but every address a multiple of 4, so a dword
// touches one line per lane: 64 lines, 64 cycles (128 without the
// alignment).
func TestAlignment64(t *testing.T) {
	src := strings.Replace(alignKernel(`
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dword s14, s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v0, s14
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v4, s13
	v_add_u32_e32 v2, vcc, s12, v1
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	flat_load_dword v5, v[2:3]
	s_waitcnt vmcnt(0)`), "	.end_amdhsa_kernel\n", `	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .kernarg_segment_size: 12
    .name:           k
    .symbol:         k.kd
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
`, 1)
	// The same argument passed by value (no alignment known): 128.
	byValue := strings.Replace(src, "global_buffer", "by_value", 1)
	for _, c := range []struct {
		src  string
		want int64
	}{{src, 64}, {byValue, 128}} {
		k, err := kernel.FromText("align64.s", []byte(c.src), kernel.Config{Kernel: "k"})
		if err != nil {
			t.Fatal(err)
		}
		hw := timing.Default()
		svc := VMEMServices(k.CFG, &hw, []Shape{{64, 1, 1}})
		for in, got := range svc {
			if got != c.want {
				t.Errorf("%s: %d cycles, want %d", in.Text, got, c.want)
			}
		}
		if len(svc) != 1 {
			t.Errorf("%d vector memory instructions, want 1", len(svc))
		}
	}
}
