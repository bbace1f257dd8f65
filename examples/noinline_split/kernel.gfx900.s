	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.p2align	2                               ; -- Begin function _Z3mixPKiii
	.type	_Z3mixPKiii,@function
_Z3mixPKiii:                            ; @_Z3mixPKiii
.Lfunc_begin0:
	.file	0 "." "kernel.hip" md5 0x41fed98be683d78ad6a062a863d24f76
	.loc	0 24 0                          ; kernel.hip:24:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, 0
.Ltmp0:
	.loc	0 26 40 prologue_end            ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32
	.loc	0 26 44 is_stmt 0               ; kernel.hip:26:44
	v_mul_lo_u32 v4, v3, 3
	v_lshlrev_b32_e32 v5, 1, v3
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v3, off, s[0:3], s32 offset:4
	buffer_store_dword v5, off, s[0:3], s32 offset:8
	buffer_store_dword v4, off, s[0:3], s32 offset:12
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v5, v3, 5
	v_mul_lo_u32 v6, v3, 6
	v_lshlrev_b32_e32 v4, 2, v3
	v_mul_lo_u32 v7, v3, 7
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:16
	buffer_store_dword v5, off, s[0:3], s32 offset:20
	buffer_store_dword v6, off, s[0:3], s32 offset:24
	buffer_store_dword v7, off, s[0:3], s32 offset:28
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v5, v3, 9
	v_mul_lo_u32 v6, v3, 10
	v_lshlrev_b32_e32 v4, 3, v3
	v_mul_lo_u32 v7, v3, 11
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:32
	buffer_store_dword v5, off, s[0:3], s32 offset:36
	buffer_store_dword v6, off, s[0:3], s32 offset:40
	buffer_store_dword v7, off, s[0:3], s32 offset:44
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v4, v3, 12
	v_mul_lo_u32 v5, v3, 13
	v_mul_lo_u32 v6, v3, 14
	v_mul_lo_u32 v7, v3, 15
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:48
	buffer_store_dword v5, off, s[0:3], s32 offset:52
	buffer_store_dword v6, off, s[0:3], s32 offset:56
	buffer_store_dword v7, off, s[0:3], s32 offset:60
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v5, v3, 17
	v_mul_lo_u32 v6, v3, 18
	v_lshlrev_b32_e32 v4, 4, v3
	v_mul_lo_u32 v7, v3, 19
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:64
	buffer_store_dword v5, off, s[0:3], s32 offset:68
	buffer_store_dword v6, off, s[0:3], s32 offset:72
	buffer_store_dword v7, off, s[0:3], s32 offset:76
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v4, v3, 20
	v_mul_lo_u32 v5, v3, 21
	v_mul_lo_u32 v6, v3, 22
	v_mul_lo_u32 v7, v3, 23
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:80
	buffer_store_dword v5, off, s[0:3], s32 offset:84
	buffer_store_dword v6, off, s[0:3], s32 offset:88
	buffer_store_dword v7, off, s[0:3], s32 offset:92
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v4, v3, 24
	v_mul_lo_u32 v5, v3, 25
	v_mul_lo_u32 v6, v3, 26
	v_mul_lo_u32 v7, v3, 27
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:96
	buffer_store_dword v5, off, s[0:3], s32 offset:100
	buffer_store_dword v6, off, s[0:3], s32 offset:104
	buffer_store_dword v7, off, s[0:3], s32 offset:108
	.loc	0 26 44                         ; kernel.hip:26:44
	v_mul_lo_u32 v4, v3, 28
	v_mul_lo_u32 v5, v3, 29
	v_mul_lo_u32 v6, v3, 30
	v_mul_lo_u32 v7, v3, 31
	.loc	0 26 40                         ; kernel.hip:26:40
	buffer_store_dword v4, off, s[0:3], s32 offset:112
	buffer_store_dword v5, off, s[0:3], s32 offset:116
	buffer_store_dword v6, off, s[0:3], s32 offset:120
	buffer_store_dword v7, off, s[0:3], s32 offset:124
	.loc	0 28 21 is_stmt 1               ; kernel.hip:28:21
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v4, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	.loc	0 0 21 is_stmt 0                ; kernel.hip:0:21
	s_mov_b64 s[6:7], 0
	v_lshrrev_b32_e64 v6, 6, s32
	v_mov_b32_e32 v4, v3
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 29 13 is_stmt 1               ; kernel.hip:29:13
	flat_load_dword v5, v[0:1]
	.loc	0 28 21                         ; kernel.hip:28:21
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_add_u32_e32 v2, -1, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	.loc	0 29 18                         ; kernel.hip:29:18
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v7, v5, v4
	.loc	0 30 12                         ; kernel.hip:30:12
	v_and_b32_e32 v5, 31, v7
	v_lshl_add_u32 v8, v5, 2, v6
	.loc	0 30 18 is_stmt 0               ; kernel.hip:30:18
	buffer_load_dword v9, v8, s[0:3], 0 offen
	.loc	0 31 20 is_stmt 1               ; kernel.hip:31:20
	v_mad_u64_u32 v[4:5], s[8:9], v4, 31, v[7:8]
	.loc	0 30 18                         ; kernel.hip:30:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v9, v7
	buffer_store_dword v5, v8, s[0:3], 0 offen
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	.loc	0 0 18 is_stmt 0                ; kernel.hip:0:18
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	.loc	0 33 19 is_stmt 1               ; kernel.hip:33:19
	v_and_b32_e32 v0, 31, v4
	v_lshrrev_b32_e64 v1, 6, s32
	v_lshl_add_u32 v0, v0, 2, v1
	.loc	0 33 37 is_stmt 0               ; kernel.hip:33:37
	v_and_b32_e32 v2, 31, v3
	v_lshl_add_u32 v1, v2, 2, v1
	.loc	0 33 10                         ; kernel.hip:33:10
	buffer_load_dword v2, v0, s[0:3], 0 offen
	.loc	0 33 27                         ; kernel.hip:33:27
	buffer_load_dword v3, v1, s[0:3], 0 offen
	.loc	0 33 25                         ; kernel.hip:33:25
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v3, v2
	.loc	0 33 3                          ; kernel.hip:33:3
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	_Z3mixPKiii, .Lfunc_end0-_Z3mixPKiii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 680
; NumSgprs: 37
; NumVgprs: 10
; ScratchSize: 144
; MemoryBound: 0
	.text
	.protected	_Z14noinline_splitPKiS0_Pi ; -- Begin function _Z14noinline_splitPKiS0_Pi
	.globl	_Z14noinline_splitPKiS0_Pi
	.p2align	8
	.type	_Z14noinline_splitPKiS0_Pi,@function
_Z14noinline_splitPKiS0_Pi:             ; @_Z14noinline_splitPKiS0_Pi
.Lfunc_begin1:
	.loc	0 37 0 is_stmt 1                ; kernel.hip:37:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
.Ltmp2:
	.file	1 "/usr/include/hip/amd_detail" "amd_hip_runtime.h" md5 0x16093af3b78d7538c31396a9fb8b635e
	.loc	1 268 12 prologue_end           ; /usr/include/hip/amd_detail/amd_hip_runtime.h:268:12
	s_load_dword s8, s[4:5], 0x4
	s_load_dword s9, s[4:5], 0xc
	s_load_dwordx2 s[14:15], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	s_mul_i32 s5, s10, s4
	s_sub_i32 s5, s9, s5
	s_min_u32 s4, s5, s4
.Ltmp3:
	.loc	0 38 27                         ; kernel.hip:38:27
	s_mul_i32 s4, s4, s10
	.loc	0 38 40 is_stmt 0               ; kernel.hip:38:40
	v_add_u32_e32 v10, s4, v0
	.loc	0 43 7 is_stmt 1                ; kernel.hip:43:7
	v_and_b32_e32 v0, 1, v10
	.loc	0 39 11                         ; kernel.hip:39:11
	v_mov_b32_e32 v11, 0
	.loc	0 43 7                          ; kernel.hip:43:7
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_mov_b32 s32, 0
	.loc	0 42 3                          ; kernel.hip:42:3
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[10:11], exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	.loc	0 0 3 is_stmt 0                 ; kernel.hip:0:3
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	.loc	0 44 16 is_stmt 1               ; kernel.hip:44:16
	v_mov_b32_e32 v3, s15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	0 39 11                         ; kernel.hip:39:11
	global_load_dword v2, v[0:1], off
	.loc	0 44 20                         ; kernel.hip:44:20
	v_lshlrev_b32_e32 v0, 3, v10
	.loc	0 44 16 is_stmt 0               ; kernel.hip:44:16
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	0 44 9                          ; kernel.hip:44:9
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z3mixPKiii@rel32@lo+4
	s_addc_u32 s5, s5, _Z3mixPKiii@rel32@hi+12
	.loc	0 44 16                         ; kernel.hip:44:16
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 44 9                          ; kernel.hip:44:9
	v_mov_b32_e32 v3, v10
	.loc	0 39 18 is_stmt 1               ; kernel.hip:39:18
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 7, v2
	.loc	0 44 9                          ; kernel.hip:44:9
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp4:
.LBB1_2:
	.loc	0 0 9 is_stmt 0                 ; kernel.hip:0:9
	s_andn2_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB1_4
; %bb.3:
	.loc	0 46 14 is_stmt 1               ; kernel.hip:46:14
	v_lshlrev_b32_e32 v0, 3, v10
	.loc	0 46 9 is_stmt 0                ; kernel.hip:46:9
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	.loc	0 46 19                         ; kernel.hip:46:19
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v0, v0, v10
.LBB1_4:
	.loc	0 0 19                          ; kernel.hip:0:19
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[1:2], 2, v[10:11]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v1, vcc, s12, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	.loc	0 49 3 is_stmt 1                ; kernel.hip:49:3
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 50 10                         ; kernel.hip:50:10
	global_store_dword v[1:2], v0, off
	.loc	0 51 1                          ; kernel.hip:51:1
	s_endpgm
.Ltmp5:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z14noinline_splitPKiS0_Pi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end1:
	.size	_Z14noinline_splitPKiS0_Pi, .Lfunc_end1-_Z14noinline_splitPKiS0_Pi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 316
; NumSgprs: 39
; NumVgprs: 12
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 12
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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

	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x4b DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	26                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x2 DW_TAG_subprogram
	.byte	3                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x25:0x2 DW_TAG_subprogram
	.byte	4                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x27:0x2f DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	5                               ; DW_AT_name
	.byte	4                               ; Abbrev [4] 0x2e:0x1c DW_TAG_inlined_subroutine
	.long	37                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp3-.Ltmp2                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	38                              ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x3b:0xe DW_TAG_inlined_subroutine
	.long	35                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp3-.Ltmp2                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.short	299                             ; DW_AT_call_line
	.byte	64                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x4a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	3                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets
	.long	28                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 15.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"kernel.hip"                    ; string offset=28
.Linfo_string2:
	.asciz	"."                             ; string offset=39
.Linfo_string3:
	.asciz	"operator()"                    ; string offset=41
.Linfo_string4:
	.asciz	"operator unsigned int"         ; string offset=52
.Linfo_string5:
	.asciz	"noinline_split"                ; string offset=74
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Ltmp2
	.quad	.Ltmp4
.Ldebug_addr_end0:
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
      - .access:         read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z14noinline_splitPKiS0_Pi
    .private_segment_fixed_size: 144
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z14noinline_splitPKiS0_Pi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
