	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	_Z3mixPfPdPij           ; -- Begin function _Z3mixPfPdPij
	.globl	_Z3mixPfPdPij
	.p2align	8
	.type	_Z3mixPfPdPij,@function
_Z3mixPfPdPij:                          ; @_Z3mixPfPdPij
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s12, s[4:5], 0xc
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s5, s8, s4
	s_sub_i32 s5, s12, s5
	s_min_u32 s4, s5, s4
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v1, s4, v0
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v5, v[3:4], off
	s_load_dword s0, s[6:7], 0x18
	s_mov_b32 s1, 0x3fc00000
	v_mov_b32_e32 v6, 0x42f68000
	v_lshlrev_b32_e32 v7, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, s1, v6
	ds_write_b32 v7, v6
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_add_i32 s4, s0, -1
	s_mov_b64 s[0:1], 0
	s_mov_b32 s5, 0x3dcccccd
	s_mov_b32 s6, 0x447a0000
	v_mov_b32_e32 v6, 2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_sdwa v7, v6, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7
	s_cmp_eq_u32 s4, 0
	s_cselect_b64 s[8:9], -1, 0
	s_add_i32 s4, s4, -1
	v_add_u32_e32 v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, v5, v7, s5
	v_cmp_lt_f32_e32 vcc, s6, v5
	s_or_b64 s[8:9], vcc, s[8:9]
	s_and_b64 s[8:9], exec, s[8:9]
	s_or_b64 s[0:1], s[8:9], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b64 exec, exec, s[0:1]
.LBB0_4:
	v_cvt_f64_f32_e32 v[6:7], v5
	s_brev_b32 s5, 8
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0x3ff00000
	v_cmp_gt_f64_e32 vcc, s[4:5], v[6:7]
	v_mov_b32_e32 v8, 0x4ff00000
	s_mov_b32 s5, 0x7ff00000
	v_cndmask_b32_e32 v9, v0, v8, vcc
	v_mov_b32_e32 v8, 0
	v_mul_f64 v[6:7], v[8:9], v[6:7]
	v_rsq_f64_e32 v[9:10], v[6:7]
	v_cmp_eq_f64_e64 s[0:1], s[4:5], v[6:7]
	s_mov_b32 s5, 0x40040000
	v_mul_f64 v[11:12], v[6:7], v[9:10]
	v_mul_f64 v[9:10], v[9:10], 0.5
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 0.5
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_fma_f64 v[13:14], -v[11:12], v[11:12], v[6:7]
	v_fma_f64 v[11:12], v[13:14], v[9:10], v[11:12]
	v_fma_f64 v[13:14], -v[11:12], v[11:12], v[6:7]
	v_fma_f64 v[10:11], v[13:14], v[9:10], v[11:12]
	v_mov_b32_e32 v9, 0x37f00000
	v_cndmask_b32_e32 v9, v0, v9, vcc
	v_cmp_eq_f64_e32 vcc, 0, v[6:7]
	v_cvt_i32_f32_e32 v12, v5
	v_mov_b32_e32 v0, s3
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_lshlrev_b64 v[10:11], 3, v[1:2]
	v_and_b32_e32 v2, 7, v1
	s_or_b64 vcc, vcc, s[0:1]
	s_brev_b32 s0, 18
	v_cmp_nlt_f32_e64 s[0:1], |v5|, s0
	v_cndmask_b32_e32 v7, v9, v7, vcc
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_fma_f64 v[6:7], v[6:7], s[4:5], 1.0
	v_add_co_u32_e32 v8, vcc, s2, v10
	v_addc_co_u32_e32 v9, vcc, v0, v11, vcc
	v_lshlrev_b32_e32 v0, 2, v2
                                        ; implicit-def: $vgpr2
	global_store_dwordx2 v[8:9], v[6:7], off
	global_atomic_add v0, v12, s[10:11]
	v_and_b32_e32 v0, 0x7fffffff, v5
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[6:7], exec, s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_and_b32_e32 v2, 0x7fffff, v0
	v_or_b32_e32 v2, 0x800000, v2
	s_mov_b32 s8, 0xfe5163ab
	v_mul_hi_u32 v6, v2, s8
	v_mov_b32_e32 v7, 0
	s_mov_b32 s0, 0x3c439041
	v_mov_b32_e32 v12, 0xffffffc0
	v_mad_u64_u32 v[8:9], s[0:1], v2, s0, v[6:7]
	s_mov_b32 s0, 0xdb629599
	s_mov_b32 s2, 0x4e441529
	v_mov_b32_e32 v6, v9
	v_mad_u64_u32 v[9:10], s[0:1], v2, s0, v[6:7]
	v_lshrrev_b32_e32 v6, 23, v0
	v_add_u32_e32 v13, 0xffffff88, v6
	v_mov_b32_e32 v6, v10
	s_mov_b32 s0, 0xf534ddc0
	v_mad_u64_u32 v[10:11], s[0:1], v2, s0, v[6:7]
	v_cmp_lt_u32_e32 vcc, 63, v13
	v_cndmask_b32_e32 v6, 0, v12, vcc
	v_add_u32_e32 v14, v6, v13
	v_mov_b32_e32 v6, v11
	s_mov_b32 s0, 0xfc2757d1
	v_mad_u64_u32 v[11:12], s[0:1], v2, s0, v[6:7]
	v_mov_b32_e32 v15, 0xffffffe0
	v_cmp_lt_u32_e64 s[0:1], 31, v14
	v_mov_b32_e32 v6, v12
	v_mad_u64_u32 v[12:13], s[2:3], v2, s2, v[6:7]
	s_mov_b32 s4, 0xa2f9836e
	v_cndmask_b32_e64 v16, 0, v15, s[0:1]
	v_mov_b32_e32 v6, v13
	v_mad_u64_u32 v[6:7], s[4:5], v2, s4, v[6:7]
	v_add_u32_e32 v14, v16, v14
	v_cmp_lt_u32_e64 s[2:3], 31, v14
	v_cndmask_b32_e64 v15, 0, v15, s[2:3]
	v_add_u32_e32 v13, v15, v14
	v_cndmask_b32_e32 v14, v12, v10, vcc
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_cndmask_b32_e64 v15, v6, v14, s[0:1]
	v_cndmask_b32_e64 v6, v7, v6, s[0:1]
	v_cndmask_b32_e32 v7, v11, v9, vcc
	v_cndmask_b32_e64 v11, v14, v7, s[0:1]
	v_cndmask_b32_e64 v6, v6, v15, s[2:3]
	v_cndmask_b32_e64 v12, v15, v11, s[2:3]
	v_sub_u32_e32 v14, 32, v13
	v_mul_lo_u32 v2, v2, s8
	v_alignbit_b32 v15, v6, v12, v14
	v_cmp_eq_u32_e64 s[4:5], 0, v13
	v_cndmask_b32_e64 v13, v15, v6, s[4:5]
	v_cndmask_b32_e32 v6, v10, v8, vcc
	v_cndmask_b32_e64 v7, v7, v6, s[0:1]
	v_cndmask_b32_e64 v8, v11, v7, s[2:3]
	v_alignbit_b32 v10, v12, v8, v14
	v_cndmask_b32_e32 v2, v9, v2, vcc
	v_cndmask_b32_e64 v10, v10, v12, s[4:5]
	v_bfe_u32 v15, v13, 29, 1
	v_cndmask_b32_e64 v2, v6, v2, s[0:1]
	v_alignbit_b32 v11, v13, v10, 30
	v_sub_u32_e32 v16, 0, v15
	v_cndmask_b32_e64 v2, v7, v2, s[2:3]
	v_xor_b32_e32 v11, v11, v16
	v_alignbit_b32 v6, v8, v2, v14
	v_cndmask_b32_e64 v6, v6, v8, s[4:5]
	v_ffbh_u32_e32 v8, v11
	v_alignbit_b32 v7, v10, v6, 30
	v_min_u32_e32 v8, 32, v8
	v_alignbit_b32 v2, v6, v2, 30
	v_xor_b32_e32 v7, v7, v16
	v_sub_u32_e32 v9, 31, v8
	v_xor_b32_e32 v2, v2, v16
	v_alignbit_b32 v10, v11, v7, v9
	v_alignbit_b32 v2, v7, v2, v9
	v_alignbit_b32 v6, v10, v2, 9
	v_ffbh_u32_e32 v7, v6
	v_min_u32_e32 v7, 32, v7
	v_lshrrev_b32_e32 v12, 29, v13
	v_add_u32_e32 v9, v7, v8
	s_mov_b32 s0, 0xff800000
	v_mov_b32_e32 v11, 0x33000000
	v_sub_u32_e32 v7, 31, v7
	v_mad_i32_i24 v9, v9, s0, v11
	v_lshlrev_b32_e32 v11, 31, v12
	v_alignbit_b32 v2, v6, v2, v7
	v_mad_i32_i24 v6, v8, s0, 0.5
	v_lshrrev_b32_e32 v7, 9, v10
	v_or3_b32 v6, v6, v11, v7
	s_mov_b32 s0, 0x3fc90fda
	v_mul_f32_e32 v7, 0x3fc90fda, v6
	v_lshrrev_b32_e32 v2, 9, v2
	v_fma_f32 v8, v6, s0, -v7
	s_mov_b32 s1, 0x33a22168
	v_or3_b32 v2, v9, v11, v2
	v_fma_f32 v6, v6, s1, v8
	v_fma_f32 v2, v2, s0, v6
	v_add_f32_e32 v6, v7, v2
	v_lshrrev_b32_e32 v2, 30, v13
	v_add_u32_e32 v2, v15, v2
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
; %bb.7:
	v_mul_f32_e32 v2, 0x3f22f983, v0
	v_rndne_f32_e32 v6, v2
	s_mov_b32 s2, 0xbfc90fda
	v_cvt_i32_f32_e32 v2, v6
	v_fma_f32 v7, v6, s2, v0
	s_mov_b32 s2, 0xb3a22168
	v_fma_f32 v7, v6, s2, v7
	s_mov_b32 s2, 0xa7c234c4
	v_fma_f32 v6, v6, s2, v7
; %bb.8:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v7, v6, v6
	s_mov_b32 s0, 0xb94c1982
	v_mov_b32_e32 v8, 0x3c0881c4
	v_fma_f32 v8, v7, s0, v8
	s_mov_b32 s0, 0xbe2aaa9d
	v_fma_f32 v8, v7, v8, s0
	v_mul_f32_e32 v8, v7, v8
	v_fma_f32 v6, v6, v8, v6
	s_mov_b32 s0, 0x37d75334
	v_mov_b32_e32 v8, 0xbab64f3b
	v_fma_f32 v8, v7, s0, v8
	s_mov_b32 s0, 0x3d2aabf7
	v_fma_f32 v8, v7, v8, s0
	s_mov_b32 s0, 0xbf000004
	v_fma_f32 v8, v7, v8, s0
	v_fma_f32 v7, v7, v8, 1.0
	v_and_b32_e32 v8, 1, v2
	v_cmp_eq_u32_e32 vcc, 0, v8
	v_lshlrev_b32_e32 v2, 30, v2
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_and_b32_e32 v2, 0x80000000, v2
	v_xor_b32_e32 v7, v0, v5
	v_xor_b32_e32 v2, v7, v2
	v_xor_b32_e32 v2, v2, v6
	v_mul_f32_e32 v6, 0x3fb8aa3b, v5
	v_exp_f32_e32 v6, v6
	s_movk_i32 s0, 0x1f8
	v_mul_f32_e32 v2, 0x406ccccd, v2
	v_mov_b32_e32 v7, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v0, s0
	v_cndmask_b32_e32 v0, v7, v2, vcc
	v_add_f32_e32 v0, v6, v0
	v_add_f32_e32 v2, 0x40400000, v5
	v_div_scale_f32 v6, s[0:1], v2, v2, v0
	v_div_scale_f32 v7, vcc, v0, v2, v0
	s_mov_b32 s0, 0x12345
	v_rcp_f32_e32 v8, v6
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	v_div_fmas_f32 v6, v6, v8, v9
	v_mbcnt_lo_u32_b32 v7, -1, 0
	v_mbcnt_hi_u32_b32 v7, -1, v7
	v_add_u32_e32 v9, 64, v7
	v_xor_b32_e32 v8, 1, v7
	v_and_b32_e32 v9, 0xc0, v9
	v_cmp_lt_i32_e32 vcc, v8, v9
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_lshlrev_b32_e32 v7, 2, v7
	ds_bpermute_b32 v5, v7, v5
	v_div_fixup_f32 v0, v6, v2, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v5
	global_store_dword v[3:4], v0, off
	v_mul_lo_u32 v0, v1, s0
	v_ffbh_u32_e32 v3, v1
	v_bcnt_u32_b32 v2, v1, 0
	v_min_u32_e32 v3, 32, v3
	v_add3_u32 v2, v2, v3, v0
	v_add_u32_e32 v0, 0x64, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z3mixPfPdPij
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	_Z3mixPfPdPij, .Lfunc_end0-_Z3mixPfPdPij
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1936
; NumSgprs: 15
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE, 1

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z3mixPfPdPij
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z3mixPfPdPij.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
