	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.protected	_Z3mixPfPdPij           ; -- Begin function _Z3mixPfPdPij
	.globl	_Z3mixPfPdPij
	.p2align	8
	.type	_Z3mixPfPdPij,@function
_Z3mixPfPdPij:                          ; @_Z3mixPfPdPij
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s4, s[4:5], 0xc
	v_lshlrev_b32_e32 v6, 2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s0, 0xffff
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mul_i32 s9, s8, s5
	s_sub_i32 s4, s4, s9
	s_min_u32 s4, s4, s5
	v_mad_u64_u32 v[3:4], null, s4, s8, v[0:1]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	s_load_dword s1, s[6:7], 0x18
	s_mov_b32 s0, 0x3fc00000
	global_load_dword v5, v[1:2], off
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v7, s0, v5, 0x42f68000
	s_mov_b32 s0, 0
	ds_write_b32 v6, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_mov_b32_e32 v6, 2
	s_add_i32 s1, s1, -1
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_sdwa v7, v6, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_cmp_eq_u32 s1, 0
	v_add_nc_u32_e32 v0, 1, v0
	s_cselect_b32 s6, -1, 0
	s_add_i32 s1, s1, -1
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(0)
	v_fmaak_f32 v5, v5, v7, 0x3dcccccd
	v_cmp_lt_f32_e32 vcc_lo, 0x447a0000, v5
	s_or_b32 s6, vcc_lo, s6
	s_and_b32 s6, exec_lo, s6
	s_or_b32 s0, s6, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_4:
	v_cvt_f64_f32_e32 v[6:7], v5
	s_brev_b32 s7, 8
	s_mov_b32 s6, 0
	v_mov_b32_e32 v0, 0x4ff00000
	v_mov_b32_e32 v8, 0
	s_mov_b32 s1, exec_lo
	v_cmp_gt_f64_e32 vcc_lo, s[6:7], v[6:7]
	s_mov_b32 s7, 0x7ff00000
	v_cndmask_b32_e32 v9, 0x3ff00000, v0, vcc_lo
	v_mov_b32_e32 v0, 0x37f00000
	v_mul_f64 v[6:7], v[8:9], v[6:7]
	v_rsq_f64_e32 v[9:10], v[6:7]
	v_cmp_eq_f64_e64 s0, s[6:7], v[6:7]
	s_mov_b32 s7, 0x40040000
	v_mul_f64 v[11:12], v[6:7], v[9:10]
	v_mul_f64 v[9:10], v[9:10], 0.5
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 0.5
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_fma_f64 v[13:14], -v[11:12], v[11:12], v[6:7]
	v_fma_f64 v[11:12], v[13:14], v[9:10], v[11:12]
	v_fma_f64 v[13:14], -v[11:12], v[11:12], v[6:7]
	v_fma_f64 v[10:11], v[13:14], v[9:10], v[11:12]
	v_cndmask_b32_e32 v9, 0x3ff00000, v0, vcc_lo
	v_cmp_eq_f64_e32 vcc_lo, 0, v[6:7]
	v_and_b32_e32 v0, 7, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	s_or_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e32 v7, v9, v7, vcc_lo
	v_cndmask_b32_e32 v6, v8, v6, vcc_lo
	v_lshlrev_b64 v[8:9], 3, v[3:4]
	v_cvt_i32_f32_e32 v4, v5
	v_fma_f64 v[6:7], v[6:7], s[6:7], 1.0
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	global_store_dwordx2 v[8:9], v[6:7], off
	global_atomic_add v0, v4, s[4:5]
	v_and_b32_e32 v0, 0x7fffffff, v5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4
	v_cmpx_ngt_f32_e64 0x48000000, |v5|
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mov_b32 s0, 0x7fffff
	v_mov_b32_e32 v7, 0
	v_and_or_b32 v4, v0, s0, 0x800000
	v_lshrrev_b32_e32 v12, 23, v0
	v_mul_hi_u32 v6, 0xfe5163ab, v4
	v_add_nc_u32_e32 v13, 0xffffff88, v12
	v_cmp_lt_u32_e32 vcc_lo, 63, v13
	v_mad_u64_u32 v[8:9], null, 0x3c439041, v4, v[6:7]
	v_cndmask_b32_e64 v14, 0, 0xffffffc0, vcc_lo
	v_add_nc_u32_e32 v14, v14, v13
	v_mov_b32_e32 v6, v9
	v_cmp_lt_u32_e64 s0, 31, v14
	v_mad_u64_u32 v[9:10], null, 0xdb629599, v4, v[6:7]
	v_cndmask_b32_e64 v15, 0, 0xffffffe0, s0
	v_mov_b32_e32 v6, v10
	v_mad_u64_u32 v[10:11], null, 0xf534ddc0, v4, v[6:7]
	v_mov_b32_e32 v6, v11
	v_cndmask_b32_e32 v8, v10, v8, vcc_lo
	v_mad_u64_u32 v[11:12], null, 0xfc2757d1, v4, v[6:7]
	v_mov_b32_e32 v6, v12
	v_mad_u64_u32 v[12:13], null, 0x4e441529, v4, v[6:7]
	v_mov_b32_e32 v6, v13
	v_add_nc_u32_e32 v13, v15, v14
	v_cndmask_b32_e32 v15, v12, v10, vcc_lo
	v_mad_u64_u32 v[6:7], null, 0xa2f9836e, v4, v[6:7]
	v_cmp_lt_u32_e64 s1, 31, v13
	v_mul_lo_u32 v4, 0xfe5163ab, v4
	v_cndmask_b32_e64 v14, 0, 0xffffffe0, s1
	v_cndmask_b32_e32 v6, v6, v11, vcc_lo
	v_cndmask_b32_e32 v7, v7, v12, vcc_lo
	v_cndmask_b32_e32 v11, v11, v9, vcc_lo
	v_cndmask_b32_e32 v4, v9, v4, vcc_lo
	v_add_nc_u32_e32 v12, v14, v13
	v_cndmask_b32_e64 v10, v6, v15, s0
	v_cndmask_b32_e64 v6, v7, v6, s0
	v_cndmask_b32_e64 v7, v15, v11, s0
	v_cndmask_b32_e64 v11, v11, v8, s0
	v_sub_nc_u32_e32 v13, 32, v12
	v_cmp_eq_u32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e64 v6, v6, v10, s1
	v_cndmask_b32_e64 v10, v10, v7, s1
	v_cndmask_b32_e64 v7, v7, v11, s1
	v_cndmask_b32_e64 v4, v8, v4, s0
	s_mov_b32 s0, 0xff800000
	v_alignbit_b32 v14, v6, v10, v13
	v_alignbit_b32 v9, v10, v7, v13
	v_cndmask_b32_e64 v4, v11, v4, s1
	v_cndmask_b32_e32 v6, v14, v6, vcc_lo
	v_cndmask_b32_e32 v8, v9, v10, vcc_lo
	v_alignbit_b32 v12, v7, v4, v13
	v_bfe_u32 v9, v6, 29, 1
	v_alignbit_b32 v10, v6, v8, 30
	v_cndmask_b32_e32 v7, v12, v7, vcc_lo
	v_sub_nc_u32_e32 v11, 0, v9
	v_alignbit_b32 v8, v8, v7, 30
	v_alignbit_b32 v4, v7, v4, 30
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v7, v8, v11
	v_xor_b32_e32 v4, v4, v11
	v_ffbh_u32_e32 v12, v10
	v_min_u32_e32 v12, 32, v12
	v_sub_nc_u32_e32 v8, 31, v12
	v_mad_i32_i24 v13, 0xff800000, v12, 0.5
	v_alignbit_b32 v10, v10, v7, v8
	v_alignbit_b32 v4, v7, v4, v8
	v_lshrrev_b32_e32 v8, 29, v6
	v_lshrrev_b32_e32 v6, 30, v6
	v_alignbit_b32 v7, v10, v4, 9
	v_lshlrev_b32_e32 v8, 31, v8
	v_lshrrev_b32_e32 v10, 9, v10
	v_add_nc_u32_e32 v6, v9, v6
	v_ffbh_u32_e32 v11, v7
	v_or3_b32 v10, v13, v8, v10
	v_min_u32_e32 v11, 32, v11
	v_mul_f32_e32 v14, 0x3fc90fda, v10
	v_sub_nc_u32_e32 v13, 31, v11
	v_add_nc_u32_e32 v11, v11, v12
	v_alignbit_b32 v4, v7, v4, v13
	v_fma_f32 v7, 0x3fc90fda, v10, -v14
	v_mad_i32_i24 v11, v11, s0, 0x33000000
	v_lshrrev_b32_e32 v4, 9, v4
	v_fmac_f32_e32 v7, 0x33a22168, v10
	v_or3_b32 v4, v11, v8, v4
	v_fmac_f32_e32 v7, 0x3fc90fda, v4
	v_add_f32_e32 v4, v14, v7
.LBB0_6:
	s_andn2_saveexec_b32 s0, s2
; %bb.7:
	v_mul_f32_e32 v4, 0x3f22f983, v0
	v_rndne_f32_e32 v6, v4
	v_fmamk_f32 v4, v6, 0xbfc90fda, v0
	v_fmac_f32_e32 v4, 0xb3a22168, v6
	v_fmac_f32_e32 v4, 0xa7c234c4, v6
	v_cvt_i32_f32_e32 v6, v6
; %bb.8:
	s_or_b32 exec_lo, exec_lo, s0
	v_mul_f32_e32 v7, v4, v4
	s_mov_b32 s0, 0xb94c1982
	s_mov_b32 s1, 0x37d75334
	v_and_b32_e32 v10, 1, v6
	v_lshlrev_b32_e32 v6, 30, v6
	v_fmaak_f32 v8, s0, v7, 0x3c0881c4
	v_fmaak_f32 v9, s1, v7, 0xbab64f3b
	v_cmp_eq_u32_e32 vcc_lo, 0, v10
	v_and_b32_e32 v6, 0x80000000, v6
	v_fmaak_f32 v8, v7, v8, 0xbe2aaa9d
	v_fmaak_f32 v9, v7, v9, 0x3d2aabf7
	v_mul_f32_e32 v8, v7, v8
	v_fmaak_f32 v9, v7, v9, 0xbf000004
	v_fmac_f32_e32 v4, v4, v8
	v_fma_f32 v7, v7, v9, 1.0
	v_xor_b32_e32 v8, v0, v5
	v_cndmask_b32_e32 v4, v7, v4, vcc_lo
	v_mul_f32_e32 v7, 0x3fb8aa3b, v5
	v_cmp_class_f32_e64 vcc_lo, v0, 0x1f8
	v_xor3_b32 v4, v8, v6, v4
	v_exp_f32_e32 v6, v7
	v_add_f32_e32 v7, 0x40400000, v5
	v_mul_f32_e32 v4, 0x406ccccd, v4
	v_cndmask_b32_e32 v0, 0x7fc00000, v4, vcc_lo
	v_add_f32_e32 v0, v6, v0
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_div_scale_f32 v4, null, v7, v7, v0
	v_mbcnt_hi_u32_b32 v6, -1, v6
	v_div_scale_f32 v12, vcc_lo, v0, v7, v0
	v_rcp_f32_e32 v8, v4
	v_add_nc_u32_e32 v9, 32, v6
	v_xor_b32_e32 v11, 1, v6
	v_and_b32_e32 v9, 0x60, v9
	v_fma_f32 v10, -v4, v8, 1.0
	v_cmp_lt_i32_e64 s0, v11, v9
	v_fmac_f32_e32 v8, v10, v8
	v_cndmask_b32_e64 v6, v6, v11, s0
	v_mul_lo_u32 v11, 0x12345, v3
	v_mul_f32_e32 v9, v12, v8
	v_lshlrev_b32_e32 v6, 2, v6
	v_fma_f32 v10, -v4, v9, v12
	ds_bpermute_b32 v6, v6, v5
	v_fmac_f32_e32 v9, v10, v8
	v_ffbh_u32_e32 v10, v3
	v_fma_f32 v5, -v4, v9, v12
	v_add_nc_u32_e32 v4, 0x64, v3
	v_min_u32_e32 v10, 32, v10
	v_div_fmas_f32 v8, v5, v8, v9
	v_mov_b32_e32 v5, 0
	v_bcnt_u32_b32 v9, v3, 0
	v_div_fixup_f32 v0, v8, v7, v0
	v_lshlrev_b64 v[3:4], 2, v[4:5]
	v_add3_u32 v5, v9, v10, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v6
	v_add_co_u32 v3, vcc_lo, s4, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s5, v4, vcc_lo
	global_store_dword v[1:2], v0, off
	global_store_dword v[3:4], v5, off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 1748
; NumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z3mixPfPdPij.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
