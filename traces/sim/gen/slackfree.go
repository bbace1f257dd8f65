package gen

// Slack-free random kernels for the bounds' property tests
// (splitmodel/staticbound's TestRandomStraightLine and TestRandomSplits,
// splitmodel/soundness's TestHybridRandomStraightLine and
// TestHybridRandomSplits): every wave runs straight-line code, or nested
// ifs on lane-id bits, with no loop bound or untaken path above what it
// does, so a bound term that misses a cycle shows. The draws come from
// intn (a random integer in 0..n-1), so a test keeps its own stream.

import (
	"fmt"
	"strings"
)

// straightOps are StraightLine's instructions: scalar and vector ALU,
// barriers, LDS and scalar loads with their waits, f64 and quarter-rate
// VALU.
var straightOps = []string{"s_mov_b32 s10, 0", "v_mov_b32_e32 v1, 1", "s_barrier", "v_add_f32_e32 v2, v1, v1", "s_nop 3",
	"v_sqrt_f32_e32 v3, v1", "s_add_u32 s11, s10, 1", "s_waitcnt lgkmcnt(0)", "v_mul_f64 v[2:3], v[2:3], v[2:3]",
	"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_write_b32 v6, v1",
	"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_read_b32 v7, v6",
	"s_load_dword s12, s[4:5], 0x0"}

// splitOps are LaneSplits' instructions (LDS reads with their wait).
var splitOps = []string{"s_mov_b32 s10, 0", "v_mov_b32_e32 v1, 1", "s_barrier", "v_add_f32_e32 v2, v1, v1", "s_nop 3",
	"v_sqrt_f32_e32 v3, v1", "v_mul_f64 v[2:3], v[2:3], v[2:3]",
	"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_write_b32 v6, v1",
	"v_lshlrev_b32_e32 v6, 2, v0\n\tv_and_b32_e32 v6, 0x3fc, v6\n\tds_read_b32 v7, v6\n\ts_waitcnt lgkmcnt(0)"}

// StraightLine returns the body of a straight-line kernel: 1 to 12
// instructions of straightOps.
func StraightLine(intn func(int) int) string {
	var b strings.Builder
	for range 1 + intn(12) {
		b.WriteString("\n\t" + straightOps[intn(len(straightOps))])
	}
	return b.String()
}

// LaneSplits returns the body of a kernel marked for splitting (MODE bit
// 21 set at its start) with ifs on one lane-id bit nested up to three
// deep (s_and_saveexec, s_cbranch_execz, s_or_b64 exec at the join: a
// split at S > 0 when the bit differs within the wave), each of 1 to 3
// instructions of splitOps then an inner level, between 1 to 4
// statements per level; s_barrier only at the top level (aligned).
func LaneSplits(intn func(int) int) string {
	var b strings.Builder
	b.WriteString("\n\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1")
	lab := 0
	var emit func(d int)
	emit = func(d int) {
		for range 1 + intn(4) {
			if d < 3 && intn(3) == 0 {
				lab++
				l := lab
				fmt.Fprintf(&b, "\n\tv_and_b32_e32 v8, %d, v0\n\tv_cmp_ne_u32_e32 vcc, 0, v8\n\ts_and_saveexec_b64 s[%d:%d], vcc\n\ts_cbranch_execz .LX%d", 1<<uint(intn(6)), 12+2*d, 13+2*d, l)
				for range 1 + intn(3) {
					op := splitOps[intn(len(splitOps))]
					if op == "s_barrier" {
						continue
					}
					b.WriteString("\n\t" + op)
				}
				emit(d + 1)
				fmt.Fprintf(&b, "\n.LX%d:\n\ts_or_b64 exec, exec, s[%d:%d]", l, 12+2*d, 13+2*d)
				continue
			}
			op := splitOps[intn(len(splitOps))]
			if d > 0 && op == "s_barrier" {
				continue
			}
			b.WriteString("\n\t" + op)
		}
	}
	emit(0)
	return b.String()
}

// PlainKernel is the gfx803 kernel k of body (StraightLine's, LaneSplits'
// or a test's own) with 1,024 bytes of LDS, no arguments and an
// s_endpgm after body.
func PlainKernel(body string) string {
	return `	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.globl	k
	.p2align	8
	.type	k,@function
k:
` + body + `
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 40
	.end_amdhsa_kernel
`
}
