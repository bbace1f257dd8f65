	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	partial_split           ; -- Begin function partial_split
	.globl	partial_split
	.p2align	8
	.type	partial_split,@function
partial_split:                          ; @partial_split
.Lfunc_begin0:
	.file	0 "." "kernel.cl" md5 0x1cdc5eb4292130e115ea02173de3ad44
	.loc	0 16 0                          ; kernel.cl:16:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 18 18 prologue_end            ; kernel.cl:18:18
	s_load_dword s12, s[4:5], 0x4
	s_load_dword s13, s[6:7], 0x10
	.loc	0 21 17                         ; kernel.cl:21:17
	s_load_dwordx4 s[0:3], s[6:7], 0x18
	.loc	0 18 18                         ; kernel.cl:18:18
	s_load_dwordx2 s[10:11], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s12, 16
	s_and_b32 s5, s12, 0xffff
	.loc	0 20 22                         ; kernel.cl:20:22
	s_mul_i32 s9, s9, s4
	.loc	0 18 18                         ; kernel.cl:18:18
	s_mul_i32 s8, s8, s5
	.loc	0 21 17                         ; kernel.cl:21:17
	v_add_u32_e32 v2, s9, v1
	v_add_co_u32_e32 v4, vcc, s2, v2
	.loc	0 21 44 is_stmt 0               ; kernel.cl:21:44
	v_add_u32_e32 v2, s8, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	.loc	0 21 42                         ; kernel.cl:21:42
	v_mad_u64_u32 v[2:3], s[0:1], v4, s13, v[2:3]
	.loc	0 18 18 is_stmt 1               ; kernel.cl:18:18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	.loc	0 22 17                         ; kernel.cl:22:17
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v2
	v_ashrrev_i64 v[3:4], 30, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v4, v[3:4], off
	.loc	0 18 18                         ; kernel.cl:18:18
	s_sub_i32 s0, s10, s8
	.loc	0 20 22                         ; kernel.cl:20:22
	s_sub_i32 s1, s11, s9
	.loc	0 18 18                         ; kernel.cl:18:18
	s_min_u32 s0, s0, s5
	.loc	0 20 22                         ; kernel.cl:20:22
	s_min_u32 s4, s1, s4
	.loc	0 19 38                         ; kernel.cl:19:38
	v_mad_u32_u24 v1, s0, v1, v0
	.loc	0 20 20                         ; kernel.cl:20:20
	s_mul_i32 s4, s4, s0
	.loc	0 27 20                         ; kernel.cl:27:20
	v_add_u32_e32 v3, 32, v1
	.loc	0 27 11 is_stmt 0               ; kernel.cl:27:11
	v_cmp_gt_u32_e32 vcc, 32, v1
	.loc	0 27 24                         ; kernel.cl:27:24
	v_cmp_gt_u32_e64 s[0:1], s4, v3
	.loc	0 23 3 is_stmt 1                ; kernel.cl:23:3
	v_lshlrev_b32_e32 v0, 2, v1
	.loc	0 27 9                          ; kernel.cl:27:9
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	0 23 10                         ; kernel.cl:23:10
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v4
	.loc	0 24 3                          ; kernel.cl:24:3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 26 5                          ; kernel.cl:26:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	0 28 17                         ; kernel.cl:28:17
	ds_read2_b32 v[5:6], v0 offset1:32
	.loc	0 28 14 is_stmt 0               ; kernel.cl:28:14
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v5, v6
	ds_write_b32 v0, v3
.LBB0_2:
	.loc	0 0 14                          ; kernel.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	0 27 20 is_stmt 1               ; kernel.cl:27:20
	v_add_u32_e32 v3, 16, v1
	.loc	0 27 11 is_stmt 0               ; kernel.cl:27:11
	v_cmp_gt_u32_e32 vcc, 16, v1
	.loc	0 27 24                         ; kernel.cl:27:24
	v_cmp_gt_u32_e64 s[0:1], s4, v3
	.loc	0 27 9                          ; kernel.cl:27:9
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	0 30 5 is_stmt 1                ; kernel.cl:30:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 31 5                          ; kernel.cl:31:5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 26 5                          ; kernel.cl:26:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	0 28 17                         ; kernel.cl:28:17
	ds_read2_b32 v[5:6], v0 offset1:16
	.loc	0 28 14 is_stmt 0               ; kernel.cl:28:14
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v5, v6
	ds_write_b32 v0, v3
.LBB0_4:
	.loc	0 0 14                          ; kernel.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	0 27 20 is_stmt 1               ; kernel.cl:27:20
	v_add_u32_e32 v3, 8, v1
	.loc	0 27 11 is_stmt 0               ; kernel.cl:27:11
	v_cmp_gt_u32_e32 vcc, 8, v1
	.loc	0 27 24                         ; kernel.cl:27:24
	v_cmp_gt_u32_e64 s[0:1], s4, v3
	.loc	0 27 9                          ; kernel.cl:27:9
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	0 30 5 is_stmt 1                ; kernel.cl:30:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 31 5                          ; kernel.cl:31:5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 26 5                          ; kernel.cl:26:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	0 28 14                         ; kernel.cl:28:14
	ds_read2_b32 v[5:6], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v5, v6
	ds_write_b32 v0, v3
.LBB0_6:
	.loc	0 0 14 is_stmt 0                ; kernel.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	0 27 20 is_stmt 1               ; kernel.cl:27:20
	v_add_u32_e32 v3, 4, v1
	.loc	0 27 11 is_stmt 0               ; kernel.cl:27:11
	v_cmp_gt_u32_e32 vcc, 4, v1
	.loc	0 27 24                         ; kernel.cl:27:24
	v_cmp_gt_u32_e64 s[0:1], s4, v3
	.loc	0 27 9                          ; kernel.cl:27:9
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	0 30 5 is_stmt 1                ; kernel.cl:30:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 31 5                          ; kernel.cl:31:5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 26 5                          ; kernel.cl:26:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	0 28 14                         ; kernel.cl:28:14
	ds_read2_b32 v[5:6], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v5, v6
	ds_write_b32 v0, v3
.LBB0_8:
	.loc	0 0 14 is_stmt 0                ; kernel.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	0 27 20 is_stmt 1               ; kernel.cl:27:20
	v_add_u32_e32 v5, 2, v1
	.loc	0 27 11 is_stmt 0               ; kernel.cl:27:11
	v_cmp_gt_u32_e32 vcc, 2, v1
	.loc	0 27 24                         ; kernel.cl:27:24
	v_cmp_gt_u32_e64 s[0:1], s4, v5
	.loc	0 0 0                           ; kernel.cl:0:0
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	0 27 9                          ; kernel.cl:27:9
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	0 30 5 is_stmt 1                ; kernel.cl:30:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 31 5                          ; kernel.cl:31:5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 26 5                          ; kernel.cl:26:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	0 28 14                         ; kernel.cl:28:14
	ds_read2_b32 v[5:6], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v0, v5
.LBB0_10:
	.loc	0 0 14 is_stmt 0                ; kernel.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	0 27 24 is_stmt 1               ; kernel.cl:27:24
	s_cmp_gt_u32 s4, 1
	.loc	0 27 11 is_stmt 0               ; kernel.cl:27:11
	v_cmp_eq_u32_e32 vcc, 0, v1
	.loc	0 27 24                         ; kernel.cl:27:24
	s_cselect_b64 s[0:1], -1, 0
	.loc	0 27 9                          ; kernel.cl:27:9
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	0 30 5 is_stmt 1                ; kernel.cl:30:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 31 5                          ; kernel.cl:31:5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 26 5                          ; kernel.cl:26:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	0 28 17                         ; kernel.cl:28:17
	ds_read2_b32 v[5:6], v0 offset1:1
	.loc	0 28 14 is_stmt 0               ; kernel.cl:28:14
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v5, v6
	ds_write_b32 v0, v1
.LBB0_12:
	.loc	0 0 14                          ; kernel.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, 0
	.loc	0 30 5 is_stmt 1                ; kernel.cl:30:5
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 31 5                          ; kernel.cl:31:5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 33 20                         ; kernel.cl:33:20
	ds_read_b32 v0, v0
	.loc	0 33 14 is_stmt 0               ; kernel.cl:33:14
	v_mul_lo_u32 v1, v4, s4
	.loc	0 33 18                         ; kernel.cl:33:18
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v0, v1
	.loc	0 33 3                          ; kernel.cl:33:3
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	0 33 10                         ; kernel.cl:33:10
	global_store_dword v[0:1], v4, off
	.loc	0 34 1 is_stmt 1                ; kernel.cl:34:1
	s_endpgm
.Ltmp0:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel partial_split
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 14
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
	.size	partial_split, .Lfunc_end0-partial_split
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 764
; NumSgprs: 16
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x17 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
.Ldebug_info_end0:
	.section	.debug_str_offsets
	.long	16                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 15.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"kernel.cl"                     ; string offset=28
.Linfo_string2:
	.asciz	"."                             ; string offset=38
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           partial_split
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         partial_split.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
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
