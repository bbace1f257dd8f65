// reconverge-restart.s: the regression kernel of 6ae2a05 (issue 31),
// hand-minimized from kernel 140 of `splitwcet fuzz --seed 6 --calls
// --reconverge` (docs/results.md, "Splits that reconverge"). Under halve
// at S = 6, 8 and 16 the all-executions role analysis with merges gave
// slot 1 (one context entered at the marked if/else, at the marked
// divergent loop exit .LBB0_7 and at the marked if after the loops) no
// split at the final marked if: restarting the loops .LBB0_3/.LBB0_5
// forgot the states of its start inside them. The simulator's slot-1
// member made at .LBB0_7 splits there into slot 2
// (TestReconvergeRestartRegression). The call in each marked region and
// the uniform outer loop are needed: without them no restart fires.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.p2align	2
	.type	gf,@function
gf:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v4, vcc, v4, v5
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	gf, .Lfunc_end1-gf
	.globl	gk
	.p2align	8
	.type	gk,@function
gk:
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_and_b32_e32 v5, 63, v0
	s_mul_i32 s14, s6, 128
	v_add_u32_e32 v4, vcc, s14, v0
	s_waitcnt lgkmcnt(0)
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_cmp_gt_u32_e32 vcc, 37, v5
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB0_1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gf@rel32@lo+4
	s_addc_u32 s5, s5, gf@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.LBB0_1:
	s_or_saveexec_b64 s[20:21], s[20:21]
	s_xor_b64 exec, exec, s[20:21]
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v4, v4, 5
.LBB0_2:
	s_or_b64 exec, exec, s[20:21]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	v_mov_b32_e32 v16, 2
	v_mov_b32_e32 v10, 0
	s_mov_b64 s[20:21], 0
.LBB0_3:
	v_cmp_ge_u32_e32 vcc, v10, v16
	s_or_b64 s[20:21], vcc, s[20:21]
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execz .LBB0_4
	v_and_b32_e32 v17, 3, v5
	v_add_u32_e32 v17, vcc, 1, v17
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[22:23], 0
.LBB0_5:
	v_cmp_ge_u32_e32 vcc, v11, v17
	s_or_b64 s[22:23], vcc, s[22:23]
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execz .LBB0_6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_and_b32_e32 v18, 7, v5
	v_add_u32_e32 v18, vcc, 1, v18
	v_mov_b32_e32 v12, 0
	s_mov_b64 s[24:25], 0
.LBB0_7:
	v_cmp_ge_u32_e32 vcc, v12, v18
	s_or_b64 s[24:25], vcc, s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB0_8
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gf@rel32@lo+4
	s_addc_u32 s5, s5, gf@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_add_u32_e32 v12, vcc, 1, v12
	s_branch .LBB0_7
.LBB0_8:
	s_or_b64 exec, exec, s[24:25]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	v_add_u32_e32 v11, vcc, 1, v11
	s_branch .LBB0_5
.LBB0_6:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v10, vcc, 1, v10
	s_branch .LBB0_3
.LBB0_4:
	s_or_b64 exec, exec, s[20:21]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_cmp_gt_u32_e32 vcc, 54, v5
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_9
	v_add_u32_e32 v4, vcc, 1, v4
.LBB0_9:
	s_or_b64 exec, exec, s[24:25]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	v_add_u32_e32 v6, vcc, s14, v0
	v_lshlrev_b32_e32 v6, 2, v6
	v_mov_b32_e32 v7, s11
	v_add_u32_e32 v6, vcc, s10, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	flat_store_dword v[6:7], v4
	s_endpgm
.Lfunc_end0:
	.size	gk, .Lfunc_end0-gk
	.rodata
	.amdhsa_kernel gk
		.amdhsa_group_segment_fixed_size 516
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 40
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .address_space: global
        .offset: 8
        .size: 8
        .value_kind: global_buffer
      - .address_space: global
        .offset: 16
        .size: 8
        .value_kind: global_buffer
    .group_segment_fixed_size: 516
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name: gk
    .symbol: gk.kd
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
