; A hand-written test kernel (TestLDSLinear): LDS accesses of a 16 x 16
; workgroup at lane-linear addresses (x = v0, y = v1): a row 4(16y + x),
; a column 4(16x + y), a stride of 17 words 68x + 4y + 4, and 4(16y + x)
; under EXEC narrowed to x < 8, then again after EXEC is restored, and
; a clamped row 4x + 64 max(y - 1, 3) (each lane one of two forms), and
; 4x + 64 (y even ? 8 : y - 1), whose two forms meet in the same banks. The
; descriptor and metadata follow hipcc.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	_Z7ldstilePi          ; -- Begin function _Z7ldstilePi
	.globl	_Z7ldstilePi
	.p2align	8
	.type	_Z7ldstilePi,@function
_Z7ldstilePi:                         ; @_Z7ldstilePi
.Lfunc_begin0:
; %bb.0:
	s_mov_b32 m0, -1
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v3, 6, v1
	v_add_u32_e32 v2, vcc, v3, v2
	ds_write_b32 v2, v0
	v_lshlrev_b32_e32 v4, 6, v0
	v_lshlrev_b32_e32 v5, 2, v1
	v_add_u32_e32 v4, vcc, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v4
	v_mul_u32_u24_e32 v7, 0x44, v0
	v_add_u32_e32 v7, vcc, v7, v5
	ds_read_b32 v8, v7 offset:4
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_and_saveexec_b64 s[0:1], vcc
	v_subrev_u32_e32 v9, vcc, 4, v2
	ds_read_b32 v10, v9 offset:4
	s_or_b64 exec, exec, s[0:1]
	ds_read_b32 v11, v9 offset:4
	s_mov_b32 s2, 3
	v_add_u32_e32 v12, vcc, -1, v1
	v_max_i32_e32 v12, s2, v12
	v_lshlrev_b32_e32 v12, 6, v12
	v_lshlrev_b32_e32 v13, 2, v0
	v_add_u32_e32 v12, vcc, v12, v13
	ds_read_b32 v14, v12
	v_add_u32_e64 v12, s[4:5], -1, v1
	v_mov_b32_e32 v13, 8
	v_and_b32_e32 v15, 1, v1
	v_cmp_eq_u32_e32 vcc, 0, v15
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_lshlrev_b32_e32 v12, 6, v12
	v_lshlrev_b32_e32 v13, 2, v0
	v_add_u32_e64 v12, s[4:5], v12, v13
	ds_read_b32 v14, v12
	s_waitcnt lgkmcnt(0)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z7ldstilePi
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z7ldstilePi, .Lfunc_end0-_Z7ldstilePi
                                        ; -- End function
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7ldstilePi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7ldstilePi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata