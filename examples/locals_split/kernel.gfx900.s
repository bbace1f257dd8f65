	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	locals_split            ; -- Begin function locals_split
	.globl	locals_split
	.p2align	8
	.type	locals_split,@function
locals_split:                           ; @locals_split
.Lfunc_begin0:
	.file	0 "." "kernel.cl" md5 0xe291593b711f4b127c421f888729a89d
	.loc	0 22 0                          ; kernel.cl:22:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 24 18 prologue_end            ; kernel.cl:24:18
	s_load_dword s9, s[4:5], 0x4
	.loc	0 23 17                         ; kernel.cl:23:17
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx4 s[12:15], s[6:7], 0x10
	.loc	0 25 19                         ; kernel.cl:25:19
	s_load_dwordx2 s[16:17], s[6:7], 0x20
	.loc	0 26 17                         ; kernel.cl:26:17
	v_mov_b32_e32 v2, 0
	.loc	0 24 18                         ; kernel.cl:24:18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s9, 0xffff
	s_mul_i32 s11, s8, s10
	.loc	0 25 19                         ; kernel.cl:25:19
	v_add_u32_e32 v1, s11, v0
	v_add_co_u32_e32 v1, vcc, s16, v1
	.loc	0 26 17                         ; kernel.cl:26:17
	v_mov_b32_e32 v3, v1
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v3, v[2:3], off
	.loc	0 27 3                          ; kernel.cl:27:3
	v_lshl_add_u32 v4, v0, 2, s12
	.loc	0 26 17                         ; kernel.cl:26:17
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	0 28 9                          ; kernel.cl:28:9
	v_cmp_eq_u32_e32 vcc, 0, v0
	.loc	0 27 15                         ; kernel.cl:27:15
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v3 offset:4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	.loc	0 29 19                         ; kernel.cl:29:19
	v_cmp_lt_i32_e32 vcc, 0, v1
	.loc	0 29 15 is_stmt 0               ; kernel.cl:29:15
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_3
; %bb.2:
	.loc	0 29 32                         ; kernel.cl:29:32
	v_add_u32_e32 v5, -1, v1
	v_mov_b32_e32 v6, 0
	.loc	0 29 25                         ; kernel.cl:29:25
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dword v5, v[5:6], off
.LBB0_3:
	.loc	0 0 25                          ; kernel.cl:0:25
	s_or_b64 exec, exec, s[8:9]
	.loc	0 29 13                         ; kernel.cl:29:13
	v_mov_b32_e32 v6, s12
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5
.LBB0_4:
	.loc	0 0 13                          ; kernel.cl:0:13
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s4, s[4:5], 0xc
	.loc	0 24 18 is_stmt 1               ; kernel.cl:24:18
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s4, s4, s11
	s_min_u32 s8, s4, s10
	.loc	0 31 15                         ; kernel.cl:31:15
	s_add_i32 s4, s8, -1
	.loc	0 31 9 is_stmt 0                ; kernel.cl:31:9
	v_cmp_eq_u32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.5:
	.loc	0 32 24 is_stmt 1               ; kernel.cl:32:24
	v_add_u32_e32 v5, 1, v1
	.loc	0 32 28 is_stmt 0               ; kernel.cl:32:28
	v_cmp_gt_i32_e32 vcc, s14, v5
	.loc	0 32 20                         ; kernel.cl:32:20
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:
	.loc	0 32 34                         ; kernel.cl:32:34
	v_ashrrev_i32_e32 v6, 31, v1
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dword v5, v[5:6], off offset:4
.LBB0_7:
	.loc	0 0 34                          ; kernel.cl:0:34
	s_or_b64 exec, exec, s[6:7]
	.loc	0 32 5                          ; kernel.cl:32:5
	s_lshl_b32 s0, s8, 2
	s_add_i32 s0, s12, s0
	v_mov_b32_e32 v6, s0
	.loc	0 32 18                         ; kernel.cl:32:18
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5 offset:4
.LBB0_8:
	.loc	0 0 18                          ; kernel.cl:0:18
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 9 is_stmt 1                ; kernel.cl:34:9
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	0 35 5                          ; kernel.cl:35:5
	v_lshl_add_u32 v5, v0, 2, s13
	v_mov_b32_e32 v6, 0
	.loc	0 35 13 is_stmt 0               ; kernel.cl:35:13
	ds_write_b32 v5, v6
.LBB0_10:
	.loc	0 0 13                          ; kernel.cl:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	0 38 22 is_stmt 1               ; kernel.cl:38:22
	v_and_b32_e32 v5, 15, v3
	.loc	0 38 15 is_stmt 0               ; kernel.cl:38:15
	v_lshl_add_u32 v5, v5, 2, s13
	v_mov_b32_e32 v6, 1
	.loc	0 37 3 is_stmt 1                ; kernel.cl:37:3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 38 3                          ; kernel.cl:38:3
	ds_add_u32 v5, v6
	.loc	0 39 3                          ; kernel.cl:39:3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	.loc	0 40 11                         ; kernel.cl:40:11
	ds_read2_b32 v[6:7], v4 offset1:1
	ds_read_b32 v4, v4 offset:8
	.loc	0 43 9                          ; kernel.cl:43:9
	v_and_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v3
	.loc	0 42 3                          ; kernel.cl:42:3
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	;;#ASMEND
	.loc	0 40 23                         ; kernel.cl:40:23
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 1, v7
	.loc	0 40 37 is_stmt 0               ; kernel.cl:40:37
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v4, v7, v6, v4
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	0 44 10 is_stmt 1               ; kernel.cl:44:10
	ds_read_b32 v0, v5
	s_movk_i32 s4, 0x64
	.loc	0 44 7 is_stmt 0                ; kernel.cl:44:7
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[3:4], s[4:5], v0, s4, v[4:5]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr4
.LBB0_12:
	.loc	0 0 7                           ; kernel.cl:0:7
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	0 46 10 is_stmt 1               ; kernel.cl:46:10
	v_and_b32_e32 v0, 15, v0
	v_lshl_add_u32 v0, v0, 2, s13
	ds_read_b32 v0, v0
	.loc	0 46 7 is_stmt 0                ; kernel.cl:46:7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v3, v4, v0
.LBB0_14:
	.loc	0 0 7                           ; kernel.cl:0:7
	s_or_b64 exec, exec, s[0:1]
	.loc	0 49 3 is_stmt 1                ; kernel.cl:49:3
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	0 48 3                          ; kernel.cl:48:3
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	;;#ASMEND
	.loc	0 49 12                         ; kernel.cl:49:12
	global_store_dword v[0:1], v3, off
	.loc	0 50 1                          ; kernel.cl:50:1
	s_endpgm
.Ltmp0:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel locals_split
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 18
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
	.size	locals_split, .Lfunc_end0-locals_split
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 588
; NumSgprs: 20
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         20
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           locals_split
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         locals_split.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
