	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.p2align	2                               ; -- Begin function _Z4fillPiii
	.type	_Z4fillPiii,@function
_Z4fillPiii:                            ; @_Z4fillPiii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v4, vcc, 1, v2
	v_lshlrev_b32_e32 v9, 1, v2
	v_or_b32_e32 v5, 1, v9
	v_add_u32_e32 v6, vcc, v4, v9
	v_mov_b32_e32 v3, 1
	flat_store_dwordx4 v[0:1], v[3:6]
	v_add_u32_e32 v7, vcc, 16, v0
	v_mul_lo_u32 v5, v2, 6
	v_lshlrev_b32_e32 v3, 2, v2
	v_addc_u32_e32 v8, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, v6, v9
	v_or_b32_e32 v3, 1, v3
	v_or_b32_e32 v5, 1, v5
	v_add_u32_e32 v6, vcc, v4, v9
	flat_store_dwordx4 v[7:8], v[3:6]
	v_add_u32_e32 v7, vcc, 32, v0
	v_mul_lo_u32 v5, v2, 10
	v_lshlrev_b32_e32 v3, 3, v2
	v_addc_u32_e32 v8, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, v6, v9
	v_mul_lo_u32 v10, v2, 12
	v_mul_lo_u32 v2, v2, 14
	v_add_u32_e32 v6, vcc, v4, v9
	v_or_b32_e32 v3, 1, v3
	v_or_b32_e32 v5, 1, v5
	v_add_u32_e32 v0, vcc, 48, v0
	flat_store_dwordx4 v[7:8], v[3:6]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, v6, v9
	v_or_b32_e32 v3, 1, v10
	v_or_b32_e32 v5, 1, v2
	v_add_u32_e32 v6, vcc, v4, v9
	flat_store_dwordx4 v[0:1], v[3:6]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z4fillPiii, .Lfunc_end0-_Z4fillPiii
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 176
; NumSgprs: 34
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z9flatstackPKiPi       ; -- Begin function _Z9flatstackPKiPi
	.globl	_Z9flatstackPKiPi
	.p2align	8
	.type	_Z9flatstackPKiPi,@function
_Z9flatstackPKiPi:                      ; @_Z9flatstackPKiPi
; %bb.0:
	s_add_i32 s10, s10, s13
	s_lshr_b32 flat_scratch_hi, s10, 8
	s_mov_b32 flat_scratch_lo, s11
	s_add_u32 s0, s0, s13
	s_load_dword s10, s[4:5], 0x4
	s_load_dword s11, s[4:5], 0xc
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_load_dwordx2 s[8:9], s[8:9], 0x8
	s_load_dword s13, s[6:7], 0x44
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s10, 0xffff
	s_mul_i32 s7, s12, s6
	s_sub_i32 s7, s11, s7
	s_min_u32 s6, s7, s6
	s_mul_i32 s6, s6, s12
	v_add_u32_e32 v11, vcc, s6, v0
	v_mov_b32_e32 v0, 16
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, v11
	s_movk_i32 s32, 0x1400
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z4fillPiii@rel32@lo+4
	s_addc_u32 s7, s7, _Z4fillPiii@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v12, 0
	v_lshlrev_b64 v[0:1], 2, v[11:12]
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 15, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, 16, v2
	buffer_load_dword v2, v2, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z9flatstackPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end1:
	.size	_Z9flatstackPKiPi, .Lfunc_end1-_Z9flatstackPKiPi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 220
; NumSgprs: 39
; NumVgprs: 13
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 13
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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

	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE, 1

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .access:         read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z9flatstackPKiPi
    .private_segment_fixed_size: 80
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z9flatstackPKiPi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
