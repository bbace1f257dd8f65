	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	_Z5largePKiPi           ; -- Begin function _Z5largePKiPi
	.globl	_Z5largePKiPi
	.p2align	8
	.type	_Z5largePKiPi,@function
_Z5largePKiPi:                          ; @_Z5largePKiPi
.Lfunc_begin0:
	.file	0 "." "kernel.hip" md5 0x564530a0c1af96ab2612a30aa542bfe7
	.loc	0 64 0                          ; kernel.hip:64:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_load_dwordx2 s[18:19], s[6:7], 0x0
.Ltmp0:
	.loc	0 32 7 prologue_end             ; kernel.hip:32:7
	v_and_b32_e32 v1, 1, v0
.Ltmp1:
	.loc	0 66 31                         ; kernel.hip:66:31
	v_and_b32_e32 v2, 63, v0
.Ltmp2:
	.loc	0 32 7                          ; kernel.hip:32:7
	v_cmp_eq_u32_e64 s[2:3], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.1:
	.loc	0 0 7 is_stmt 0                 ; kernel.hip:0:7
	v_lshlrev_b32_e32 v1, 2, v2
	.loc	0 33 9 is_stmt 1                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19] offset:4
	.loc	0 34 9                          ; kernel.hip:34:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_3
; %bb.2:
	.loc	0 0 9 is_stmt 0                 ; kernel.hip:0:9
	v_mov_b32_e32 v1, 2
	v_lshlrev_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 1               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30 is_stmt 0               ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_3:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_5
; %bb.4:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0x0
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s9
	v_mad_u64_u32 v[1:2], s[12:13], v2, 5, v[1:2]
.LBB0_5:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.7:
	.loc	0 40 16 is_stmt 1               ; kernel.hip:40:16
	v_mul_u32_u24_e32 v1, 9, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_9
; %bb.8:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 11, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_9:
	.loc	0 0 11                          ; kernel.hip:0:11
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_11
; %bb.10:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp3:
.LBB0_11:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
.LBB0_12:
	s_or_b64 exec, exec, s[0:1]
.Ltmp4:
	.loc	0 32 7 is_stmt 1                ; kernel.hip:32:7
	v_and_b32_e32 v2, 2, v0
	v_cmp_ne_u32_e32 vcc, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[10:11], exec, s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.13:
	.loc	0 33 24                         ; kernel.hip:33:24
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 4, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[0:1], exec, s[12:13]
	s_cbranch_execz .LBB0_15
; %bb.14:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 1
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_15:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_17
; %bb.16:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0x1c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_mad_u64_u32 v[2:3], s[12:13], v1, 5, v[2:3]
.LBB0_17:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr1
.LBB0_18:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_24
; %bb.19:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[0:1], v1, 9, 1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -1, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[0:1], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[0:1], exec, s[12:13]
	s_cbranch_execz .LBB0_21
; %bb.20:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 10, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 1, v1
                                        ; implicit-def: $vgpr1
.LBB0_21:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.22:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp5:
.LBB0_23:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[0:1]
.LBB0_24:
	s_or_b64 exec, exec, s[10:11]
.Ltmp6:
	.loc	0 32 7 is_stmt 1                ; kernel.hip:32:7
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 4, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[12:13], exec, s[10:11]
	s_cbranch_execz .LBB0_30
; %bb.25:
	.loc	0 33 24                         ; kernel.hip:33:24
	v_add_u32_e32 v1, 7, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 2, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[10:11], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_xor_b64 s[10:11], exec, s[14:15]
	s_cbranch_execz .LBB0_27
; %bb.26:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 2
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_27:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_29
; %bb.28:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0x38
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s9
	v_mad_u64_u32 v[1:2], s[14:15], v2, 5, v[1:2]
.LBB0_29:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
.LBB0_30:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_36
; %bb.31:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v2, 9, 2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, -2, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[10:11], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_xor_b64 s[10:11], exec, s[14:15]
	s_cbranch_execz .LBB0_33
; %bb.32:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 9, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 2, v1
.LBB0_33:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_35
; %bb.34:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp7:
.LBB0_35:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
.LBB0_36:
	s_or_b64 exec, exec, s[12:13]
.Ltmp8:
	.loc	0 32 7 is_stmt 1                ; kernel.hip:32:7
	v_and_b32_e32 v2, 8, v0
	v_cmp_ne_u32_e64 s[12:13], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[14:15], exec, s[10:11]
	s_cbranch_execz .LBB0_42
; %bb.37:
	.loc	0 33 24                         ; kernel.hip:33:24
	v_add_u32_e32 v1, 10, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 3, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v1
	v_cmp_eq_u32_e64 s[10:11], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_xor_b64 s[10:11], exec, s[16:17]
	s_cbranch_execz .LBB0_39
; %bb.38:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 3
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_39:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_41
; %bb.40:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0x54
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_mad_u64_u32 v[2:3], s[16:17], v1, 5, v[2:3]
.LBB0_41:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
.LBB0_42:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_48
; %bb.43:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v1, 9, 3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -3, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[10:11], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_xor_b64 s[10:11], exec, s[16:17]
	s_cbranch_execz .LBB0_45
; %bb.44:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 8, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 3, v1
                                        ; implicit-def: $vgpr1
.LBB0_45:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_47
; %bb.46:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp9:
.LBB0_47:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
.LBB0_48:
	s_or_b64 exec, exec, s[14:15]
.Ltmp10:
	.loc	0 32 7 is_stmt 1                ; kernel.hip:32:7
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e64 s[14:15], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[14:15]
	s_xor_b64 s[16:17], exec, s[10:11]
	s_cbranch_execz .LBB0_54
; %bb.49:
	.loc	0 33 24                         ; kernel.hip:33:24
	v_add_u32_e32 v1, 13, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 4, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[10:11], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[20:21], s[10:11]
	s_xor_b64 s[10:11], exec, s[20:21]
	s_cbranch_execz .LBB0_51
; %bb.50:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 4
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_51:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_53
; %bb.52:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0x70
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s9
	v_mad_u64_u32 v[1:2], s[20:21], v2, 5, v[1:2]
.LBB0_53:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
.LBB0_54:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_60
; %bb.55:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v2, 9, 4
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[10:11], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[20:21], s[10:11]
	s_xor_b64 s[10:11], exec, s[20:21]
	s_cbranch_execz .LBB0_57
; %bb.56:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 7, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 4, v1
.LBB0_57:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_59
; %bb.58:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_add_u32_e32 v1, -4, v2
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v1, v2
.Ltmp11:
.LBB0_59:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
.LBB0_60:
	s_or_b64 exec, exec, s[16:17]
.Ltmp12:
	.loc	0 32 7 is_stmt 1                ; kernel.hip:32:7
	v_and_b32_e32 v2, 32, v0
	v_cmp_ne_u32_e64 s[16:17], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execz .LBB0_90
; %bb.61:
	.loc	0 33 24                         ; kernel.hip:33:24
	v_add_u32_e32 v1, 16, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 5, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v1
	v_cmp_eq_u32_e64 s[10:11], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_63
; %bb.62:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 5
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_63:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_65
; %bb.64:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0x8c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp13:
.LBB0_65:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execnz .LBB0_91
.LBB0_66:
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execz .LBB0_96
.LBB0_67:
.Ltmp14:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 19, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 6, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[10:11], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_69
; %bb.68:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 6
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_69:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_71
; %bb.70:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0xa8
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s9
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp15:
.LBB0_71:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execnz .LBB0_97
.LBB0_72:
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execz .LBB0_102
.LBB0_73:
.Ltmp16:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 22, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 7, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v1
	v_cmp_eq_u32_e64 s[10:11], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 7
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_75:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0xc4
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp17:
.LBB0_77:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execnz .LBB0_103
.LBB0_78:
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execz .LBB0_108
.LBB0_79:
.Ltmp18:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 25, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
                                        ; implicit-def: $vgpr3
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 8, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[10:11], 1, v2
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 8
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_81:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0xe0
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_mad_u64_u32 v[3:4], s[22:23], v1, 5, v[2:3]
.Ltmp19:
.LBB0_83:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execnz .LBB0_109
.LBB0_84:
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execz .LBB0_114
.LBB0_85:
.Ltmp20:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 28, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 9, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[10:11], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_87
; %bb.86:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 9
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_87:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_89
; %bb.88:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s9, s[18:19], 0xfc
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s9
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp21:
.LBB0_89:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr3
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execz .LBB0_120
	s_branch .LBB0_115
.LBB0_90:
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execz .LBB0_66
.LBB0_91:
.Ltmp22:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v1, 9, 5
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -5, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[10:11], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_93
; %bb.92:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 6, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 5, v1
                                        ; implicit-def: $vgpr1
.LBB0_93:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_95
; %bb.94:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp23:
.LBB0_95:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execnz .LBB0_67
.LBB0_96:
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execz .LBB0_72
.LBB0_97:
.Ltmp24:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v2, 9, 6
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, -6, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[10:11], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 5, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 6, v1
.LBB0_99:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_101
; %bb.100:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp25:
.LBB0_101:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execnz .LBB0_73
.LBB0_102:
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execz .LBB0_78
.LBB0_103:
.Ltmp26:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v1, 9, 7
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -7, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[10:11], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_105
; %bb.104:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 4, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 7, v1
                                        ; implicit-def: $vgpr1
.LBB0_105:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_107
; %bb.106:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp27:
.LBB0_107:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execnz .LBB0_79
.LBB0_108:
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execz .LBB0_84
.LBB0_109:
.Ltmp28:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v2, 9, 8
	v_mov_b32_e32 v2, 2
                                        ; implicit-def: $vgpr3
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[10:11], 0, v2
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_111
; %bb.110:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 3, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, 8, v1
                                        ; implicit-def: $vgpr1
.LBB0_111:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_113
; %bb.112:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_add_u32_e32 v1, -8, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v3, v1, v2
.Ltmp29:
.LBB0_113:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[20:21], exec, s[10:11]
	s_cbranch_execnz .LBB0_85
.LBB0_114:
	s_andn2_saveexec_b64 s[20:21], s[20:21]
	s_cbranch_execz .LBB0_120
.LBB0_115:
.Ltmp30:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[10:11], v3, 9, 9
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, -9, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[10:11], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_xor_b64 s[10:11], exec, s[22:23]
	s_cbranch_execz .LBB0_117
; %bb.116:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 2, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 9, v1
.LBB0_117:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_119
; %bb.118:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.LBB0_119:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[10:11]
.LBB0_120:
	s_or_b64 exec, exec, s[20:21]
	s_load_dwordx2 s[20:21], s[6:7], 0x8
	v_and_b32_e32 v4, 3, v0
	s_mov_b32 s9, 0
	.loc	0 48 23 is_stmt 1               ; kernel.hip:48:23
	v_cmp_ne_u32_e64 s[10:11], 0, v4
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_cbranch_execz .LBB0_124
; %bb.121:
	.loc	0 0 23 is_stmt 0                ; kernel.hip:0:23
	s_mov_b64 s[24:25], 0
	v_mov_b32_e32 v2, 2
.LBB0_122:                              ; =>This Inner Loop Header: Depth=1
	.loc	0 49 23 is_stmt 1               ; kernel.hip:49:23
	v_add_u32_e32 v1, s9, v1
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 49 11 is_stmt 0               ; kernel.hip:49:11
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 48 43 is_stmt 1               ; kernel.hip:48:43
	s_add_i32 s9, s9, 1
	.loc	0 48 23 is_stmt 0               ; kernel.hip:48:23
	v_cmp_eq_u32_e64 s[6:7], s9, v4
	s_or_b64 s[24:25], s[6:7], s[24:25]
	.loc	0 49 30 is_stmt 1               ; kernel.hip:49:30
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v1
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execnz .LBB0_122
.Ltmp31:
; %bb.123:
	.loc	0 0 30 is_stmt 0                ; kernel.hip:0:30
	s_or_b64 exec, exec, s[24:25]
.LBB0_124:
	s_or_b64 exec, exec, s[22:23]
	s_load_dword s24, s[4:5], 0x4
	s_load_dword s9, s[4:5], 0xc
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_355
; %bb.125:
.Ltmp32:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 31, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 10, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_127
; %bb.126:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 10
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_127:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_129
; %bb.128:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x118
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp33:
.LBB0_129:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_356
.LBB0_130:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_361
.LBB0_131:
.Ltmp34:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 34, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 11, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_133
; %bb.132:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 11
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_133:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_135
; %bb.134:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x134
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp35:
.LBB0_135:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_362
.LBB0_136:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_367
.LBB0_137:
.Ltmp36:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 37, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 12, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_139
; %bb.138:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 12
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_139:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_141
; %bb.140:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x150
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp37:
.LBB0_141:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_368
.LBB0_142:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_373
.LBB0_143:
.Ltmp38:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 40, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 13, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_145
; %bb.144:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 13
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_145:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_147
; %bb.146:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x16c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp39:
.LBB0_147:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_374
.LBB0_148:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_379
.LBB0_149:
.Ltmp40:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 43, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 14, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_151
; %bb.150:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 14
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_151:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_153
; %bb.152:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x188
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp41:
.LBB0_153:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_380
.LBB0_154:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_385
.LBB0_155:
.Ltmp42:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 46, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 15, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_157
; %bb.156:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 15
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_157:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_159
; %bb.158:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x1a4
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp43:
.LBB0_159:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_386
.LBB0_160:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_391
.LBB0_161:
.Ltmp44:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 49, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 16, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_163
; %bb.162:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 16
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_163:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_165
; %bb.164:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x1c0
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp45:
.LBB0_165:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_392
.LBB0_166:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_397
.LBB0_167:
.Ltmp46:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 52, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 17, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_169
; %bb.168:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 17
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_169:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_171
; %bb.170:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x1dc
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp47:
.LBB0_171:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_398
.LBB0_172:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_403
.LBB0_173:
.Ltmp48:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 55, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 18, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_175
; %bb.174:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 18
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_175:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_177
; %bb.176:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x1f8
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp49:
.LBB0_177:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_404
.LBB0_178:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_409
.LBB0_179:
.Ltmp50:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 58, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 19, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_181
; %bb.180:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 19
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_181:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_183
; %bb.182:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x214
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp51:
.LBB0_183:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_410
.LBB0_184:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execnz .LBB0_415
.LBB0_185:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_418
.LBB0_186:
.Ltmp52:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 61, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 20, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_188
; %bb.187:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 20
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_188:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_190
; %bb.189:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x230
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp53:
.LBB0_190:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_419
.LBB0_191:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_424
.LBB0_192:
.Ltmp54:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 64, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 21, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_194
; %bb.193:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 21
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_194:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_196
; %bb.195:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x24c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp55:
.LBB0_196:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_425
.LBB0_197:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_430
.LBB0_198:
.Ltmp56:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x43, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 22, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_200
; %bb.199:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 22
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_200:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_202
; %bb.201:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x268
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp57:
.LBB0_202:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_431
.LBB0_203:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_436
.LBB0_204:
.Ltmp58:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x46, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 23, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_206
; %bb.205:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 23
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_206:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_208
; %bb.207:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x284
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp59:
.LBB0_208:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_437
.LBB0_209:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_442
.LBB0_210:
.Ltmp60:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x49, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 24, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_212
; %bb.211:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 24
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_212:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_214
; %bb.213:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x2a0
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp61:
.LBB0_214:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_443
.LBB0_215:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_448
.LBB0_216:
.Ltmp62:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x4c, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 25, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_218
; %bb.217:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 25
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_218:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_220
; %bb.219:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x2bc
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp63:
.LBB0_220:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_449
.LBB0_221:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_454
.LBB0_222:
.Ltmp64:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x4f, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 26, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_224
; %bb.223:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 26
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_224:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_226
; %bb.225:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x2d8
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp65:
.LBB0_226:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_455
.LBB0_227:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_460
.LBB0_228:
.Ltmp66:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x52, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 27, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_230
; %bb.229:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 27
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_230:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_232
; %bb.231:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x2f4
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp67:
.LBB0_232:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_461
.LBB0_233:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_466
.LBB0_234:
.Ltmp68:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x55, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 28, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_236
; %bb.235:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 28
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_236:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_238
; %bb.237:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x310
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp69:
.LBB0_238:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_467
.LBB0_239:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_472
.LBB0_240:
.Ltmp70:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x58, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 29, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_242
; %bb.241:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 29
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_242:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_244
; %bb.243:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x32c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp71:
.LBB0_244:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_473
.LBB0_245:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execnz .LBB0_478
.LBB0_246:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_481
.LBB0_247:
.Ltmp72:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x5b, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 30, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_249
; %bb.248:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 30
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_249:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_251
; %bb.250:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x348
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp73:
.LBB0_251:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_482
.LBB0_252:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_487
.LBB0_253:
.Ltmp74:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x5e, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 31, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_255
; %bb.254:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 31
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_255:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_257
; %bb.256:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x364
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp75:
.LBB0_257:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_488
.LBB0_258:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_493
.LBB0_259:
.Ltmp76:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x61, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 32, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_261
; %bb.260:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 32
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_261:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_263
; %bb.262:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x380
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp77:
.LBB0_263:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_494
.LBB0_264:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_499
.LBB0_265:
.Ltmp78:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x64, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 33, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_267
; %bb.266:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 33
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_267:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_269
; %bb.268:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x39c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp79:
.LBB0_269:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_500
.LBB0_270:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_505
.LBB0_271:
.Ltmp80:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x67, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 34, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_273
; %bb.272:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 34
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_273:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_275
; %bb.274:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x3b8
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp81:
.LBB0_275:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_506
.LBB0_276:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_511
.LBB0_277:
.Ltmp82:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x6a, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 35, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_279
; %bb.278:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 35
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_279:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_281
; %bb.280:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x3d4
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp83:
.LBB0_281:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_512
.LBB0_282:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_517
.LBB0_283:
.Ltmp84:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x6d, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 36, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_285
; %bb.284:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 36
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_285:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_287
; %bb.286:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x3f0
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp85:
.LBB0_287:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_518
.LBB0_288:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_523
.LBB0_289:
.Ltmp86:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x70, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 37, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_291
; %bb.290:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 37
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_291:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_293
; %bb.292:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0xc
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp87:
.LBB0_293:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_524
.LBB0_294:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_529
.LBB0_295:
.Ltmp88:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x73, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 38, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_297
; %bb.296:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 38
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_297:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_299
; %bb.298:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x28
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s22
	v_mad_u64_u32 v[2:3], s[22:23], v1, 5, v[2:3]
.Ltmp89:
.LBB0_299:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_530
.LBB0_300:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_535
.LBB0_301:
.Ltmp90:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x76, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 39, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_303
; %bb.302:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 39
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_303:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_305
; %bb.304:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s22, s[18:19], 0x44
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	v_mad_u64_u32 v[1:2], s[22:23], v2, 5, v[1:2]
.Ltmp91:
.LBB0_305:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_536
.LBB0_306:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execnz .LBB0_541
.LBB0_307:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_544
.LBB0_308:
.Ltmp92:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x79, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 40, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[4:5], exec, s[10:11]
	s_cbranch_execz .LBB0_310
; %bb.309:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 40
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_310:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_312
; %bb.311:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s10, s[18:19], 0x60
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[2:3], s[10:11], v1, 5, v[2:3]
.Ltmp93:
.LBB0_312:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_545
.LBB0_313:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_550
.LBB0_314:
.Ltmp94:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x7c, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 41, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[4:5], exec, s[10:11]
	s_cbranch_execz .LBB0_316
; %bb.315:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 41
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_316:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_318
; %bb.317:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s10, s[18:19], 0x7c
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_mad_u64_u32 v[1:2], s[10:11], v2, 5, v[1:2]
.Ltmp95:
.LBB0_318:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execnz .LBB0_551
.LBB0_319:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_556
.LBB0_320:
.Ltmp96:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x7f, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 42, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_322
; %bb.321:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 42
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_322:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_324
; %bb.323:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s6, s[18:19], 0x98
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s6
	v_mad_u64_u32 v[2:3], s[6:7], v1, 5, v[2:3]
.Ltmp97:
.LBB0_324:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execnz .LBB0_557
.LBB0_325:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_562
.LBB0_326:
.Ltmp98:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x82, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 43, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_328
; %bb.327:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 43
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_328:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_330
; %bb.329:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s6, s[18:19], 0xb4
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s6
	v_mad_u64_u32 v[1:2], s[6:7], v2, 5, v[1:2]
.Ltmp99:
.LBB0_330:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_563
.LBB0_331:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_568
.LBB0_332:
.Ltmp100:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x85, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 44, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_334
; %bb.333:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 44
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_334:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_336
; %bb.335:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s4, s[18:19], 0xd0
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mad_u64_u32 v[2:3], s[4:5], v1, 5, v[2:3]
.Ltmp101:
.LBB0_336:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execnz .LBB0_569
.LBB0_337:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_574
.LBB0_338:
.Ltmp102:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x88, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 45, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_340
; %bb.339:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 45
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_340:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_342
; %bb.341:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s4, s[18:19], 0xec
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	v_mad_u64_u32 v[1:2], s[4:5], v2, 5, v[1:2]
.Ltmp103:
.LBB0_342:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execnz .LBB0_575
.LBB0_343:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_580
.LBB0_344:
.Ltmp104:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x8b, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 46, v2
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_346
; %bb.345:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v2, 46
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
                                        ; implicit-def: $vgpr1
.LBB0_346:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_348
; %bb.347:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s4, s[18:19], 0x108
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mad_u64_u32 v[2:3], s[4:5], v1, 5, v[2:3]
.Ltmp105:
.LBB0_348:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execnz .LBB0_581
.LBB0_349:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_586
.LBB0_350:
.Ltmp106:
	.loc	0 33 24 is_stmt 1               ; kernel.hip:33:24
	v_add_u32_e32 v1, 0x8e, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 33 9 is_stmt 0                ; kernel.hip:33:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 33 36                         ; kernel.hip:33:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 47, v1
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_352
; %bb.351:
	.loc	0 35 23                         ; kernel.hip:35:23
	v_mov_b32_e32 v1, 47
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 35 30                         ; kernel.hip:35:30
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, 3
.LBB0_352:
	.loc	0 0 30                          ; kernel.hip:0:30
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_354
; %bb.353:
	.loc	0 37 19 is_stmt 1               ; kernel.hip:37:19
	s_load_dword s4, s[18:19], 0x124
	.loc	0 37 17 is_stmt 0               ; kernel.hip:37:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	v_mad_u64_u32 v[1:2], s[4:5], v2, 5, v[1:2]
.Ltmp107:
.LBB0_354:
	.loc	0 0 17                          ; kernel.hip:0:17
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_592
	s_branch .LBB0_587
.LBB0_355:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_130
.LBB0_356:
.Ltmp108:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 10
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -10, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_358
; %bb.357:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 1, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 10, v1
                                        ; implicit-def: $vgpr1
.LBB0_358:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_360
; %bb.359:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp109:
.LBB0_360:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_131
.LBB0_361:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_136
.LBB0_362:
.Ltmp110:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 11
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, -11, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_364
; %bb.363:
	.loc	0 0 9 is_stmt 0                 ; kernel.hip:0:9
	v_mov_b32_e32 v1, 2
	v_lshlrev_b32_sdwa v1, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 1               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31 is_stmt 0               ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 11, v1
.LBB0_364:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_366
; %bb.365:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp111:
.LBB0_366:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_137
.LBB0_367:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_142
.LBB0_368:
.Ltmp112:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 12
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_370
; %bb.369:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, -1, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 12, v1
                                        ; implicit-def: $vgpr1
.LBB0_370:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_372
; %bb.371:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_add_u32_e32 v1, -12, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp113:
.LBB0_372:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_143
.LBB0_373:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_148
.LBB0_374:
.Ltmp114:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 13
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, -13, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_376
; %bb.375:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xfe, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 13, v1
.LBB0_376:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_378
; %bb.377:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp115:
.LBB0_378:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_149
.LBB0_379:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_154
.LBB0_380:
.Ltmp116:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 14
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -14, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_382
; %bb.381:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xfd, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 14, v1
                                        ; implicit-def: $vgpr1
.LBB0_382:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_384
; %bb.383:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp117:
.LBB0_384:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_155
.LBB0_385:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_160
.LBB0_386:
.Ltmp118:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 15
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, -15, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_388
; %bb.387:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xfc, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 15, v1
.LBB0_388:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_390
; %bb.389:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp119:
.LBB0_390:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_161
.LBB0_391:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_166
.LBB0_392:
.Ltmp120:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 16
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_394
; %bb.393:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xfb, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 16, v1
                                        ; implicit-def: $vgpr1
.LBB0_394:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_396
; %bb.395:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_add_u32_e32 v1, -16, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp121:
.LBB0_396:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_167
.LBB0_397:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_172
.LBB0_398:
.Ltmp122:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 17
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 17, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_400
; %bb.399:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xfa, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 17, v1
.LBB0_400:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_402
; %bb.401:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp123:
.LBB0_402:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_173
.LBB0_403:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_178
.LBB0_404:
.Ltmp124:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 18
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 18, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_406
; %bb.405:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf9, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 18, v1
                                        ; implicit-def: $vgpr1
.LBB0_406:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_408
; %bb.407:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp125:
.LBB0_408:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_179
.LBB0_409:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_184
.LBB0_410:
.Ltmp126:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 19
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 19, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_412
; %bb.411:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf8, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 19, v1
.LBB0_412:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_414
; %bb.413:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.LBB0_414:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_185
.LBB0_415:
	s_mov_b32 s25, 0
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v2, 2
.LBB0_416:                              ; =>This Inner Loop Header: Depth=1
	.loc	0 49 23 is_stmt 1               ; kernel.hip:49:23
	v_add_u32_e32 v1, s25, v1
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 49 11 is_stmt 0               ; kernel.hip:49:11
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 48 43 is_stmt 1               ; kernel.hip:48:43
	s_add_i32 s25, s25, 1
	.loc	0 48 23 is_stmt 0               ; kernel.hip:48:23
	v_cmp_eq_u32_e64 s[4:5], s25, v4
	s_or_b64 s[22:23], s[4:5], s[22:23]
	.loc	0 49 30 is_stmt 1               ; kernel.hip:49:30
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v1
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_416
.Ltmp127:
; %bb.417:
	.loc	0 0 30 is_stmt 0                ; kernel.hip:0:30
	s_or_b64 exec, exec, s[22:23]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_186
.LBB0_418:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_191
.LBB0_419:
.Ltmp128:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 20
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_421
; %bb.420:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf7, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 20, v1
                                        ; implicit-def: $vgpr1
.LBB0_421:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_423
; %bb.422:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 20, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp129:
.LBB0_423:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_192
.LBB0_424:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_197
.LBB0_425:
.Ltmp130:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 21
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 21, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_427
; %bb.426:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf6, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 21, v1
.LBB0_427:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_429
; %bb.428:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp131:
.LBB0_429:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_198
.LBB0_430:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_203
.LBB0_431:
.Ltmp132:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 22
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 22, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_433
; %bb.432:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf5, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 22, v1
                                        ; implicit-def: $vgpr1
.LBB0_433:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_435
; %bb.434:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp133:
.LBB0_435:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_204
.LBB0_436:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_209
.LBB0_437:
.Ltmp134:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 23
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 23, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_439
; %bb.438:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf4, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 23, v1
.LBB0_439:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_441
; %bb.440:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp135:
.LBB0_441:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_210
.LBB0_442:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_215
.LBB0_443:
.Ltmp136:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 24
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_445
; %bb.444:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf3, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 24, v1
                                        ; implicit-def: $vgpr1
.LBB0_445:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_447
; %bb.446:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 24, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp137:
.LBB0_447:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_216
.LBB0_448:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_221
.LBB0_449:
.Ltmp138:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 25
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 25, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_451
; %bb.450:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf2, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 25, v1
.LBB0_451:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_453
; %bb.452:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp139:
.LBB0_453:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_222
.LBB0_454:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_227
.LBB0_455:
.Ltmp140:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 26
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 26, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_457
; %bb.456:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf1, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 26, v1
                                        ; implicit-def: $vgpr1
.LBB0_457:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_459
; %bb.458:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp141:
.LBB0_459:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_228
.LBB0_460:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_233
.LBB0_461:
.Ltmp142:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 27
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 27, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_463
; %bb.462:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xf0, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 27, v1
.LBB0_463:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_465
; %bb.464:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp143:
.LBB0_465:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_234
.LBB0_466:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_239
.LBB0_467:
.Ltmp144:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 28
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_469
; %bb.468:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xef, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 28, v1
                                        ; implicit-def: $vgpr1
.LBB0_469:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_471
; %bb.470:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 28, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp145:
.LBB0_471:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_240
.LBB0_472:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_245
.LBB0_473:
.Ltmp146:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 29
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 29, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_475
; %bb.474:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xee, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 29, v1
.LBB0_475:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_477
; %bb.476:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.LBB0_477:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_246
.LBB0_478:
	s_mov_b32 s25, 0
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v2, 2
.LBB0_479:                              ; =>This Inner Loop Header: Depth=1
	.loc	0 49 23 is_stmt 1               ; kernel.hip:49:23
	v_add_u32_e32 v1, s25, v1
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 49 11 is_stmt 0               ; kernel.hip:49:11
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 48 43 is_stmt 1               ; kernel.hip:48:43
	s_add_i32 s25, s25, 1
	.loc	0 48 23 is_stmt 0               ; kernel.hip:48:23
	v_cmp_eq_u32_e64 s[4:5], s25, v4
	s_or_b64 s[22:23], s[4:5], s[22:23]
	.loc	0 49 30 is_stmt 1               ; kernel.hip:49:30
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v1
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_479
.Ltmp147:
; %bb.480:
	.loc	0 0 30 is_stmt 0                ; kernel.hip:0:30
	s_or_b64 exec, exec, s[22:23]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_247
.LBB0_481:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_252
.LBB0_482:
.Ltmp148:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 30
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 30, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_484
; %bb.483:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xed, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 30, v1
                                        ; implicit-def: $vgpr1
.LBB0_484:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_486
; %bb.485:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp149:
.LBB0_486:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_253
.LBB0_487:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_258
.LBB0_488:
.Ltmp150:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 31
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 31, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_490
; %bb.489:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xec, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 31, v1
.LBB0_490:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_492
; %bb.491:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp151:
.LBB0_492:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_259
.LBB0_493:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_264
.LBB0_494:
.Ltmp152:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 32
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_496
; %bb.495:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xeb, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 32, v1
                                        ; implicit-def: $vgpr1
.LBB0_496:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_498
; %bb.497:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 32, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp153:
.LBB0_498:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_265
.LBB0_499:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_270
.LBB0_500:
.Ltmp154:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 33
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 33, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_502
; %bb.501:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xea, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 33, v1
.LBB0_502:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_504
; %bb.503:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp155:
.LBB0_504:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_271
.LBB0_505:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_276
.LBB0_506:
.Ltmp156:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 34
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 34, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_508
; %bb.507:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe9, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 34, v1
                                        ; implicit-def: $vgpr1
.LBB0_508:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_510
; %bb.509:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp157:
.LBB0_510:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_277
.LBB0_511:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_282
.LBB0_512:
.Ltmp158:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 35
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 35, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_514
; %bb.513:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe8, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 35, v1
.LBB0_514:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_516
; %bb.515:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp159:
.LBB0_516:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_283
.LBB0_517:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_288
.LBB0_518:
.Ltmp160:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 36
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_520
; %bb.519:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe7, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 36, v1
                                        ; implicit-def: $vgpr1
.LBB0_520:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_522
; %bb.521:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 36, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp161:
.LBB0_522:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_289
.LBB0_523:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_294
.LBB0_524:
.Ltmp162:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 37
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 37, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_526
; %bb.525:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe6, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 37, v1
.LBB0_526:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_528
; %bb.527:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp163:
.LBB0_528:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_295
.LBB0_529:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_300
.LBB0_530:
.Ltmp164:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 38
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 38, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_532
; %bb.531:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe5, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 38, v1
                                        ; implicit-def: $vgpr1
.LBB0_532:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_534
; %bb.533:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp165:
.LBB0_534:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_301
.LBB0_535:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_306
.LBB0_536:
.Ltmp166:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 39
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 39, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_xor_b64 s[4:5], exec, s[22:23]
	s_cbranch_execz .LBB0_538
; %bb.537:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe4, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 39, v1
.LBB0_538:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_540
; %bb.539:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.LBB0_540:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_307
.LBB0_541:
	s_mov_b32 s22, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v2, 2
.LBB0_542:                              ; =>This Inner Loop Header: Depth=1
	.loc	0 49 23 is_stmt 1               ; kernel.hip:49:23
	v_add_u32_e32 v1, s22, v1
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 49 11 is_stmt 0               ; kernel.hip:49:11
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 48 43 is_stmt 1               ; kernel.hip:48:43
	s_add_i32 s22, s22, 1
	.loc	0 48 23 is_stmt 0               ; kernel.hip:48:23
	v_cmp_eq_u32_e64 s[4:5], s22, v4
	s_or_b64 s[10:11], s[4:5], s[10:11]
	.loc	0 49 30 is_stmt 1               ; kernel.hip:49:30
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v1
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_542
.Ltmp167:
; %bb.543:
	.loc	0 0 30 is_stmt 0                ; kernel.hip:0:30
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_308
.LBB0_544:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_313
.LBB0_545:
.Ltmp168:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v1, 9, 40
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[4:5], exec, s[10:11]
	s_cbranch_execz .LBB0_547
; %bb.546:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe3, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 40, v1
                                        ; implicit-def: $vgpr1
.LBB0_547:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_549
; %bb.548:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 40, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp169:
.LBB0_549:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execnz .LBB0_314
.LBB0_550:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_319
.LBB0_551:
.Ltmp170:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 41
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 41, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[4:5], exec, s[10:11]
	s_cbranch_execz .LBB0_553
; %bb.552:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe2, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 41, v1
.LBB0_553:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_555
; %bb.554:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp171:
.LBB0_555:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execnz .LBB0_320
.LBB0_556:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_325
.LBB0_557:
.Ltmp172:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[2:3], v1, 9, 42
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 42, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e64 s[2:3], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_559
; %bb.558:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe1, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 42, v1
                                        ; implicit-def: $vgpr1
.LBB0_559:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_561
; %bb.560:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp173:
.LBB0_561:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[2:3]
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_326
.LBB0_562:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_331
.LBB0_563:
.Ltmp174:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[4:5], v2, 9, 43
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 43, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_565
; %bb.564:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xe0, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 43, v1
.LBB0_565:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_567
; %bb.566:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp175:
.LBB0_567:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execnz .LBB0_332
.LBB0_568:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_337
.LBB0_569:
.Ltmp176:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[2:3], v1, 9, 44
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[18:19]
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e32 vcc, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_571
; %bb.570:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xdf, v1
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 44, v1
                                        ; implicit-def: $vgpr1
.LBB0_571:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_573
; %bb.572:
	.loc	0 40 32 is_stmt 1               ; kernel.hip:40:32
	v_subrev_u32_e32 v1, 44, v1
	.loc	0 44 30                         ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp177:
.LBB0_573:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[2:3]
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execnz .LBB0_338
.LBB0_574:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_343
.LBB0_575:
.Ltmp178:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[2:3], v2, 9, 45
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 45, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_577
; %bb.576:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xde, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 45, v1
.LBB0_577:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_579
; %bb.578:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp179:
.LBB0_579:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[2:3]
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execnz .LBB0_344
.LBB0_580:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_349
.LBB0_581:
.Ltmp180:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[2:3], v1, 9, 46
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v1, 46, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v2, 2, v1
	v_cmp_ne_u32_e32 vcc, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_583
; %bb.582:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xdd, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 46, v1
                                        ; implicit-def: $vgpr1
.LBB0_583:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_585
; %bb.584:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v2, 53
	v_xor_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 2, v2
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v2, v2, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v2, v1, v2
.Ltmp181:
.LBB0_585:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[2:3]
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execnz .LBB0_350
.LBB0_586:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_592
.LBB0_587:
.Ltmp182:
	.loc	0 40 20 is_stmt 1               ; kernel.hip:40:20
	v_mad_u64_u32 v[1:2], s[2:3], v2, 9, 47
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 40 9 is_stmt 0                ; kernel.hip:40:9
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v1, s[18:19]
	.loc	0 40 32                         ; kernel.hip:40:32
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, 47, v3
	.loc	0 41 9 is_stmt 1                ; kernel.hip:41:9
	v_and_b32_e32 v1, 2, v2
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_589
; %bb.588:
	.loc	0 42 18                         ; kernel.hip:42:18
	v_add_u32_e32 v1, 0xdc, v3
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 42 11 is_stmt 0               ; kernel.hip:42:11
	global_load_dword v1, v1, s[18:19]
                                        ; implicit-def: $vgpr2
	.loc	0 42 31                         ; kernel.hip:42:31
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 47, v1
.LBB0_589:
	.loc	0 0 31                          ; kernel.hip:0:31
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_591
; %bb.590:
	.loc	0 44 30 is_stmt 1               ; kernel.hip:44:30
	v_mov_b32_e32 v1, 53
	v_xor_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 44 15 is_stmt 0               ; kernel.hip:44:15
	global_load_dword v1, v1, s[18:19]
	.loc	0 44 13                         ; kernel.hip:44:13
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v2, v1
.Ltmp183:
.LBB0_591:
	.loc	0 0 13                          ; kernel.hip:0:13
	s_or_b64 exec, exec, s[2:3]
.LBB0_592:
	s_or_b64 exec, exec, s[0:1]
.Ltmp184:
	.file	1 "/usr/include/hip/amd_detail" "amd_hip_runtime.h" md5 0x16093af3b78d7538c31396a9fb8b635e
	.loc	1 268 12 is_stmt 1              ; /usr/include/hip/amd_detail/amd_hip_runtime.h:268:12
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, 0xffff, s24
	s_mul_i32 s1, s8, s0
	s_sub_i32 s1, s9, s1
	s_min_u32 s0, s1, s0
.Ltmp185:
	.loc	0 65 29                         ; kernel.hip:65:29
	s_mul_i32 s0, s0, s8
	.loc	0 65 42 is_stmt 0               ; kernel.hip:65:42
	v_add_u32_e32 v2, s0, v0
	.loc	0 67 3 is_stmt 1                ; kernel.hip:67:3
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s21
	v_add_co_u32_e32 v2, vcc, s20, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	0 67 12 is_stmt 0               ; kernel.hip:67:12
	global_store_dword v[2:3], v1, off
	.loc	0 68 1 is_stmt 1                ; kernel.hip:68:1
	s_endpgm
.Ltmp186:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z5largePKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 26
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
	.size	_Z5largePKiPi, .Lfunc_end0-_Z5largePKiPi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 17296
; NumSgprs: 28
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
	.byte	116                             ; DW_AT_rnglists_base
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
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
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
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
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
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x4bc DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	26                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.byte	2                               ; Abbrev [2] 0x27:0x2 DW_TAG_subprogram
	.byte	3                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x29:0x2 DW_TAG_subprogram
	.byte	4                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x2b:0x2 DW_TAG_subprogram
	.byte	5                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x2d:0x2 DW_TAG_subprogram
	.byte	6                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x2f:0x2 DW_TAG_subprogram
	.byte	7                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x31:0x2 DW_TAG_subprogram
	.byte	8                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x33:0x2 DW_TAG_subprogram
	.byte	9                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x35:0x2 DW_TAG_subprogram
	.byte	10                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x37:0x2 DW_TAG_subprogram
	.byte	11                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x39:0x2 DW_TAG_subprogram
	.byte	12                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x3b:0x2 DW_TAG_subprogram
	.byte	13                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x3d:0x2 DW_TAG_subprogram
	.byte	14                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x3f:0x2 DW_TAG_subprogram
	.byte	15                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x41:0x2 DW_TAG_subprogram
	.byte	16                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x43:0x2 DW_TAG_subprogram
	.byte	17                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x45:0x2 DW_TAG_subprogram
	.byte	18                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x47:0x2 DW_TAG_subprogram
	.byte	19                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x49:0x2 DW_TAG_subprogram
	.byte	20                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x4b:0x2 DW_TAG_subprogram
	.byte	21                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x4d:0x2 DW_TAG_subprogram
	.byte	22                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x4f:0x2 DW_TAG_subprogram
	.byte	23                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x51:0x2 DW_TAG_subprogram
	.byte	24                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x53:0x2 DW_TAG_subprogram
	.byte	25                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x55:0x2 DW_TAG_subprogram
	.byte	26                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x57:0x2 DW_TAG_subprogram
	.byte	27                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x59:0x2 DW_TAG_subprogram
	.byte	28                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x5b:0x2 DW_TAG_subprogram
	.byte	29                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x5d:0x2 DW_TAG_subprogram
	.byte	30                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x5f:0x2 DW_TAG_subprogram
	.byte	31                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x61:0x2 DW_TAG_subprogram
	.byte	32                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x63:0x2 DW_TAG_subprogram
	.byte	33                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x65:0x2 DW_TAG_subprogram
	.byte	34                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x67:0x2 DW_TAG_subprogram
	.byte	35                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x69:0x2 DW_TAG_subprogram
	.byte	36                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x6b:0x2 DW_TAG_subprogram
	.byte	37                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x6d:0x2 DW_TAG_subprogram
	.byte	38                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x6f:0x2 DW_TAG_subprogram
	.byte	39                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x71:0x2 DW_TAG_subprogram
	.byte	40                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x73:0x2 DW_TAG_subprogram
	.byte	41                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x75:0x2 DW_TAG_subprogram
	.byte	42                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x77:0x2 DW_TAG_subprogram
	.byte	43                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x79:0x2 DW_TAG_subprogram
	.byte	44                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x7b:0x2 DW_TAG_subprogram
	.byte	45                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x7d:0x2 DW_TAG_subprogram
	.byte	46                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x7f:0x2 DW_TAG_subprogram
	.byte	47                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x81:0x2 DW_TAG_subprogram
	.byte	48                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x83:0x2 DW_TAG_subprogram
	.byte	49                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x85:0x2 DW_TAG_subprogram
	.byte	50                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x87:0x2 DW_TAG_subprogram
	.byte	51                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x89:0x2 DW_TAG_subprogram
	.byte	52                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x8b:0x2 DW_TAG_subprogram
	.byte	53                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x8d:0x2 DW_TAG_subprogram
	.byte	54                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x8f:0x2 DW_TAG_subprogram
	.byte	55                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x91:0x2 DW_TAG_subprogram
	.byte	56                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x93:0x2 DW_TAG_subprogram
	.byte	57                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x95:0x2 DW_TAG_subprogram
	.byte	58                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x97:0x2 DW_TAG_subprogram
	.byte	59                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x99:0x2 DW_TAG_subprogram
	.byte	60                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x9b:0x2 DW_TAG_subprogram
	.byte	61                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x9d:0x2 DW_TAG_subprogram
	.byte	62                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0x9f:0x2 DW_TAG_subprogram
	.byte	63                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xa1:0x2 DW_TAG_subprogram
	.byte	64                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xa3:0x2 DW_TAG_subprogram
	.byte	65                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xa5:0x2 DW_TAG_subprogram
	.byte	66                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xa7:0x2 DW_TAG_subprogram
	.byte	67                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xa9:0x2 DW_TAG_subprogram
	.byte	68                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xab:0x2 DW_TAG_subprogram
	.byte	69                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xad:0x2 DW_TAG_subprogram
	.byte	70                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xaf:0x2 DW_TAG_subprogram
	.byte	71                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xb1:0x2 DW_TAG_subprogram
	.byte	72                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xb3:0x2 DW_TAG_subprogram
	.byte	73                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xb5:0x2 DW_TAG_subprogram
	.byte	74                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xb7:0x2 DW_TAG_subprogram
	.byte	75                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xb9:0x2 DW_TAG_subprogram
	.byte	76                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xbb:0x2 DW_TAG_subprogram
	.byte	77                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xbd:0x2 DW_TAG_subprogram
	.byte	78                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xbf:0x2 DW_TAG_subprogram
	.byte	79                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xc1:0x2 DW_TAG_subprogram
	.byte	80                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xc3:0x2 DW_TAG_subprogram
	.byte	81                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xc5:0x2 DW_TAG_subprogram
	.byte	82                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xc7:0x2 DW_TAG_subprogram
	.byte	83                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xc9:0x2 DW_TAG_subprogram
	.byte	84                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xcb:0x2 DW_TAG_subprogram
	.byte	85                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xcd:0x2 DW_TAG_subprogram
	.byte	86                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xcf:0x2 DW_TAG_subprogram
	.byte	87                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xd1:0x2 DW_TAG_subprogram
	.byte	88                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xd3:0x2 DW_TAG_subprogram
	.byte	89                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xd5:0x2 DW_TAG_subprogram
	.byte	90                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xd7:0x2 DW_TAG_subprogram
	.byte	91                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xd9:0x2 DW_TAG_subprogram
	.byte	92                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xdb:0x2 DW_TAG_subprogram
	.byte	93                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xdd:0x2 DW_TAG_subprogram
	.byte	94                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xdf:0x2 DW_TAG_subprogram
	.byte	95                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xe1:0x2 DW_TAG_subprogram
	.byte	96                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xe3:0x2 DW_TAG_subprogram
	.byte	97                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xe5:0x2 DW_TAG_subprogram
	.byte	98                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xe7:0x2 DW_TAG_subprogram
	.byte	99                              ; DW_AT_name
                                        ; DW_AT_inline
	.byte	2                               ; Abbrev [2] 0xe9:0x2 DW_TAG_subprogram
	.byte	100                             ; DW_AT_name
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0xeb:0x3dc DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	101                             ; DW_AT_name
	.byte	4                               ; Abbrev [4] 0xf2:0x3b8 DW_TAG_inlined_subroutine
	.long	41                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	67                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0xfb:0x9 DW_TAG_inlined_subroutine
	.long	39                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x104:0x3a5 DW_TAG_inlined_subroutine
	.long	45                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp183-.Ltmp4                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x111:0xd DW_TAG_inlined_subroutine
	.long	43                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp5-.Ltmp4                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x11e:0x38a DW_TAG_inlined_subroutine
	.long	49                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp183-.Ltmp6                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x12b:0xd DW_TAG_inlined_subroutine
	.long	47                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp6                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x138:0x36f DW_TAG_inlined_subroutine
	.long	53                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp183-.Ltmp8                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x145:0xd DW_TAG_inlined_subroutine
	.long	51                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp9-.Ltmp8                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x152:0x354 DW_TAG_inlined_subroutine
	.long	57                              ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp183-.Ltmp10                ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x15f:0xd DW_TAG_inlined_subroutine
	.long	55                              ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp11-.Ltmp10                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x16c:0x339 DW_TAG_inlined_subroutine
	.long	61                              ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp183-.Ltmp12                ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x179:0x9 DW_TAG_inlined_subroutine
	.long	59                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x182:0x322 DW_TAG_inlined_subroutine
	.long	65                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x18b:0x9 DW_TAG_inlined_subroutine
	.long	63                              ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x194:0x30f DW_TAG_inlined_subroutine
	.long	69                              ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x19d:0x9 DW_TAG_inlined_subroutine
	.long	67                              ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1a6:0x2fc DW_TAG_inlined_subroutine
	.long	73                              ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1af:0x9 DW_TAG_inlined_subroutine
	.long	71                              ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1b8:0x2e9 DW_TAG_inlined_subroutine
	.long	77                              ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1c1:0x9 DW_TAG_inlined_subroutine
	.long	75                              ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x1ca:0x2d6 DW_TAG_inlined_subroutine
	.long	81                              ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp183-.Ltmp32                ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1d7:0x9 DW_TAG_inlined_subroutine
	.long	79                              ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1e0:0x2bf DW_TAG_inlined_subroutine
	.long	85                              ; DW_AT_abstract_origin
	.byte	12                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1e9:0x9 DW_TAG_inlined_subroutine
	.long	83                              ; DW_AT_abstract_origin
	.byte	13                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1f2:0x2ac DW_TAG_inlined_subroutine
	.long	89                              ; DW_AT_abstract_origin
	.byte	14                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1fb:0x9 DW_TAG_inlined_subroutine
	.long	87                              ; DW_AT_abstract_origin
	.byte	15                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x204:0x299 DW_TAG_inlined_subroutine
	.long	93                              ; DW_AT_abstract_origin
	.byte	16                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x20d:0x9 DW_TAG_inlined_subroutine
	.long	91                              ; DW_AT_abstract_origin
	.byte	17                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x216:0x286 DW_TAG_inlined_subroutine
	.long	97                              ; DW_AT_abstract_origin
	.byte	18                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x21f:0x9 DW_TAG_inlined_subroutine
	.long	95                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x228:0x273 DW_TAG_inlined_subroutine
	.long	101                             ; DW_AT_abstract_origin
	.byte	20                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x231:0x9 DW_TAG_inlined_subroutine
	.long	99                              ; DW_AT_abstract_origin
	.byte	21                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x23a:0x260 DW_TAG_inlined_subroutine
	.long	105                             ; DW_AT_abstract_origin
	.byte	22                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x243:0x9 DW_TAG_inlined_subroutine
	.long	103                             ; DW_AT_abstract_origin
	.byte	23                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x24c:0x24d DW_TAG_inlined_subroutine
	.long	109                             ; DW_AT_abstract_origin
	.byte	24                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x255:0x9 DW_TAG_inlined_subroutine
	.long	107                             ; DW_AT_abstract_origin
	.byte	25                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x25e:0x23a DW_TAG_inlined_subroutine
	.long	113                             ; DW_AT_abstract_origin
	.byte	26                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x267:0x9 DW_TAG_inlined_subroutine
	.long	111                             ; DW_AT_abstract_origin
	.byte	27                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x270:0x227 DW_TAG_inlined_subroutine
	.long	117                             ; DW_AT_abstract_origin
	.byte	28                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x279:0x9 DW_TAG_inlined_subroutine
	.long	115                             ; DW_AT_abstract_origin
	.byte	29                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x282:0x214 DW_TAG_inlined_subroutine
	.long	121                             ; DW_AT_abstract_origin
	.byte	30                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x28b:0x9 DW_TAG_inlined_subroutine
	.long	119                             ; DW_AT_abstract_origin
	.byte	31                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x294:0x201 DW_TAG_inlined_subroutine
	.long	125                             ; DW_AT_abstract_origin
	.byte	32                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x29d:0x9 DW_TAG_inlined_subroutine
	.long	123                             ; DW_AT_abstract_origin
	.byte	33                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x2a6:0x1ee DW_TAG_inlined_subroutine
	.long	129                             ; DW_AT_abstract_origin
	.byte	34                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2af:0x9 DW_TAG_inlined_subroutine
	.long	127                             ; DW_AT_abstract_origin
	.byte	35                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x2b8:0x1db DW_TAG_inlined_subroutine
	.long	133                             ; DW_AT_abstract_origin
	.byte	36                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2c1:0x9 DW_TAG_inlined_subroutine
	.long	131                             ; DW_AT_abstract_origin
	.byte	37                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x2ca:0x1c8 DW_TAG_inlined_subroutine
	.long	137                             ; DW_AT_abstract_origin
	.byte	38                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2d3:0x9 DW_TAG_inlined_subroutine
	.long	135                             ; DW_AT_abstract_origin
	.byte	39                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x2dc:0x1b5 DW_TAG_inlined_subroutine
	.long	141                             ; DW_AT_abstract_origin
	.byte	40                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2e5:0x9 DW_TAG_inlined_subroutine
	.long	139                             ; DW_AT_abstract_origin
	.byte	41                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x2ee:0x1a2 DW_TAG_inlined_subroutine
	.long	145                             ; DW_AT_abstract_origin
	.byte	42                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2f7:0x9 DW_TAG_inlined_subroutine
	.long	143                             ; DW_AT_abstract_origin
	.byte	43                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x300:0x18f DW_TAG_inlined_subroutine
	.long	149                             ; DW_AT_abstract_origin
	.byte	44                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x309:0x9 DW_TAG_inlined_subroutine
	.long	147                             ; DW_AT_abstract_origin
	.byte	45                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x312:0x17c DW_TAG_inlined_subroutine
	.long	153                             ; DW_AT_abstract_origin
	.byte	46                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x31b:0x9 DW_TAG_inlined_subroutine
	.long	151                             ; DW_AT_abstract_origin
	.byte	47                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x324:0x169 DW_TAG_inlined_subroutine
	.long	157                             ; DW_AT_abstract_origin
	.byte	48                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x32d:0x9 DW_TAG_inlined_subroutine
	.long	155                             ; DW_AT_abstract_origin
	.byte	49                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x336:0x156 DW_TAG_inlined_subroutine
	.long	161                             ; DW_AT_abstract_origin
	.byte	50                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x33f:0x9 DW_TAG_inlined_subroutine
	.long	159                             ; DW_AT_abstract_origin
	.byte	51                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x348:0x143 DW_TAG_inlined_subroutine
	.long	165                             ; DW_AT_abstract_origin
	.byte	52                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x351:0x9 DW_TAG_inlined_subroutine
	.long	163                             ; DW_AT_abstract_origin
	.byte	53                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x35a:0x130 DW_TAG_inlined_subroutine
	.long	169                             ; DW_AT_abstract_origin
	.byte	54                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x363:0x9 DW_TAG_inlined_subroutine
	.long	167                             ; DW_AT_abstract_origin
	.byte	55                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x36c:0x11d DW_TAG_inlined_subroutine
	.long	173                             ; DW_AT_abstract_origin
	.byte	56                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x375:0x9 DW_TAG_inlined_subroutine
	.long	171                             ; DW_AT_abstract_origin
	.byte	57                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x37e:0x10a DW_TAG_inlined_subroutine
	.long	177                             ; DW_AT_abstract_origin
	.byte	58                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x387:0x9 DW_TAG_inlined_subroutine
	.long	175                             ; DW_AT_abstract_origin
	.byte	59                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x390:0xf7 DW_TAG_inlined_subroutine
	.long	181                             ; DW_AT_abstract_origin
	.byte	60                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x399:0x9 DW_TAG_inlined_subroutine
	.long	179                             ; DW_AT_abstract_origin
	.byte	61                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x3a2:0xe4 DW_TAG_inlined_subroutine
	.long	185                             ; DW_AT_abstract_origin
	.byte	62                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x3ab:0x9 DW_TAG_inlined_subroutine
	.long	183                             ; DW_AT_abstract_origin
	.byte	63                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x3b4:0xd1 DW_TAG_inlined_subroutine
	.long	189                             ; DW_AT_abstract_origin
	.byte	64                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x3bd:0x9 DW_TAG_inlined_subroutine
	.long	187                             ; DW_AT_abstract_origin
	.byte	65                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x3c6:0xbe DW_TAG_inlined_subroutine
	.long	193                             ; DW_AT_abstract_origin
	.byte	66                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x3cf:0x9 DW_TAG_inlined_subroutine
	.long	191                             ; DW_AT_abstract_origin
	.byte	67                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x3d8:0xab DW_TAG_inlined_subroutine
	.long	197                             ; DW_AT_abstract_origin
	.byte	68                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x3e1:0x9 DW_TAG_inlined_subroutine
	.long	195                             ; DW_AT_abstract_origin
	.byte	69                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x3ea:0x98 DW_TAG_inlined_subroutine
	.long	201                             ; DW_AT_abstract_origin
	.byte	70                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x3f3:0x9 DW_TAG_inlined_subroutine
	.long	199                             ; DW_AT_abstract_origin
	.byte	71                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x3fc:0x85 DW_TAG_inlined_subroutine
	.long	205                             ; DW_AT_abstract_origin
	.byte	72                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x405:0x9 DW_TAG_inlined_subroutine
	.long	203                             ; DW_AT_abstract_origin
	.byte	73                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x40e:0x72 DW_TAG_inlined_subroutine
	.long	209                             ; DW_AT_abstract_origin
	.byte	74                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x417:0x9 DW_TAG_inlined_subroutine
	.long	207                             ; DW_AT_abstract_origin
	.byte	75                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x420:0x5f DW_TAG_inlined_subroutine
	.long	213                             ; DW_AT_abstract_origin
	.byte	76                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x429:0x9 DW_TAG_inlined_subroutine
	.long	211                             ; DW_AT_abstract_origin
	.byte	77                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x432:0x4c DW_TAG_inlined_subroutine
	.long	217                             ; DW_AT_abstract_origin
	.byte	78                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x43b:0x9 DW_TAG_inlined_subroutine
	.long	215                             ; DW_AT_abstract_origin
	.byte	79                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x444:0x39 DW_TAG_inlined_subroutine
	.long	221                             ; DW_AT_abstract_origin
	.byte	80                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x44d:0x9 DW_TAG_inlined_subroutine
	.long	219                             ; DW_AT_abstract_origin
	.byte	81                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x456:0x26 DW_TAG_inlined_subroutine
	.long	225                             ; DW_AT_abstract_origin
	.byte	82                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x45f:0x9 DW_TAG_inlined_subroutine
	.long	223                             ; DW_AT_abstract_origin
	.byte	83                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x468:0x13 DW_TAG_inlined_subroutine
	.long	229                             ; DW_AT_abstract_origin
	.byte	84                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x471:0x9 DW_TAG_inlined_subroutine
	.long	227                             ; DW_AT_abstract_origin
	.byte	85                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	60                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x4aa:0x1c DW_TAG_inlined_subroutine
	.long	233                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp185-.Ltmp184               ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	65                              ; DW_AT_call_line
	.byte	31                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x4b7:0xe DW_TAG_inlined_subroutine
	.long	231                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp185-.Ltmp184               ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.short	299                             ; DW_AT_call_line
	.byte	64                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	86                              ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
	.long	.Ldebug_ranges5-.Lrnglists_table_base0
	.long	.Ldebug_ranges6-.Lrnglists_table_base0
	.long	.Ldebug_ranges7-.Lrnglists_table_base0
	.long	.Ldebug_ranges8-.Lrnglists_table_base0
	.long	.Ldebug_ranges9-.Lrnglists_table_base0
	.long	.Ldebug_ranges10-.Lrnglists_table_base0
	.long	.Ldebug_ranges11-.Lrnglists_table_base0
	.long	.Ldebug_ranges12-.Lrnglists_table_base0
	.long	.Ldebug_ranges13-.Lrnglists_table_base0
	.long	.Ldebug_ranges14-.Lrnglists_table_base0
	.long	.Ldebug_ranges15-.Lrnglists_table_base0
	.long	.Ldebug_ranges16-.Lrnglists_table_base0
	.long	.Ldebug_ranges17-.Lrnglists_table_base0
	.long	.Ldebug_ranges18-.Lrnglists_table_base0
	.long	.Ldebug_ranges19-.Lrnglists_table_base0
	.long	.Ldebug_ranges20-.Lrnglists_table_base0
	.long	.Ldebug_ranges21-.Lrnglists_table_base0
	.long	.Ldebug_ranges22-.Lrnglists_table_base0
	.long	.Ldebug_ranges23-.Lrnglists_table_base0
	.long	.Ldebug_ranges24-.Lrnglists_table_base0
	.long	.Ldebug_ranges25-.Lrnglists_table_base0
	.long	.Ldebug_ranges26-.Lrnglists_table_base0
	.long	.Ldebug_ranges27-.Lrnglists_table_base0
	.long	.Ldebug_ranges28-.Lrnglists_table_base0
	.long	.Ldebug_ranges29-.Lrnglists_table_base0
	.long	.Ldebug_ranges30-.Lrnglists_table_base0
	.long	.Ldebug_ranges31-.Lrnglists_table_base0
	.long	.Ldebug_ranges32-.Lrnglists_table_base0
	.long	.Ldebug_ranges33-.Lrnglists_table_base0
	.long	.Ldebug_ranges34-.Lrnglists_table_base0
	.long	.Ldebug_ranges35-.Lrnglists_table_base0
	.long	.Ldebug_ranges36-.Lrnglists_table_base0
	.long	.Ldebug_ranges37-.Lrnglists_table_base0
	.long	.Ldebug_ranges38-.Lrnglists_table_base0
	.long	.Ldebug_ranges39-.Lrnglists_table_base0
	.long	.Ldebug_ranges40-.Lrnglists_table_base0
	.long	.Ldebug_ranges41-.Lrnglists_table_base0
	.long	.Ldebug_ranges42-.Lrnglists_table_base0
	.long	.Ldebug_ranges43-.Lrnglists_table_base0
	.long	.Ldebug_ranges44-.Lrnglists_table_base0
	.long	.Ldebug_ranges45-.Lrnglists_table_base0
	.long	.Ldebug_ranges46-.Lrnglists_table_base0
	.long	.Ldebug_ranges47-.Lrnglists_table_base0
	.long	.Ldebug_ranges48-.Lrnglists_table_base0
	.long	.Ldebug_ranges49-.Lrnglists_table_base0
	.long	.Ldebug_ranges50-.Lrnglists_table_base0
	.long	.Ldebug_ranges51-.Lrnglists_table_base0
	.long	.Ldebug_ranges52-.Lrnglists_table_base0
	.long	.Ldebug_ranges53-.Lrnglists_table_base0
	.long	.Ldebug_ranges54-.Lrnglists_table_base0
	.long	.Ldebug_ranges55-.Lrnglists_table_base0
	.long	.Ldebug_ranges56-.Lrnglists_table_base0
	.long	.Ldebug_ranges57-.Lrnglists_table_base0
	.long	.Ldebug_ranges58-.Lrnglists_table_base0
	.long	.Ldebug_ranges59-.Lrnglists_table_base0
	.long	.Ldebug_ranges60-.Lrnglists_table_base0
	.long	.Ldebug_ranges61-.Lrnglists_table_base0
	.long	.Ldebug_ranges62-.Lrnglists_table_base0
	.long	.Ldebug_ranges63-.Lrnglists_table_base0
	.long	.Ldebug_ranges64-.Lrnglists_table_base0
	.long	.Ldebug_ranges65-.Lrnglists_table_base0
	.long	.Ldebug_ranges66-.Lrnglists_table_base0
	.long	.Ldebug_ranges67-.Lrnglists_table_base0
	.long	.Ldebug_ranges68-.Lrnglists_table_base0
	.long	.Ldebug_ranges69-.Lrnglists_table_base0
	.long	.Ldebug_ranges70-.Lrnglists_table_base0
	.long	.Ldebug_ranges71-.Lrnglists_table_base0
	.long	.Ldebug_ranges72-.Lrnglists_table_base0
	.long	.Ldebug_ranges73-.Lrnglists_table_base0
	.long	.Ldebug_ranges74-.Lrnglists_table_base0
	.long	.Ldebug_ranges75-.Lrnglists_table_base0
	.long	.Ldebug_ranges76-.Lrnglists_table_base0
	.long	.Ldebug_ranges77-.Lrnglists_table_base0
	.long	.Ldebug_ranges78-.Lrnglists_table_base0
	.long	.Ldebug_ranges79-.Lrnglists_table_base0
	.long	.Ldebug_ranges80-.Lrnglists_table_base0
	.long	.Ldebug_ranges81-.Lrnglists_table_base0
	.long	.Ldebug_ranges82-.Lrnglists_table_base0
	.long	.Ldebug_ranges83-.Lrnglists_table_base0
	.long	.Ldebug_ranges84-.Lrnglists_table_base0
	.long	.Ldebug_ranges85-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges7:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges8:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges9:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges10:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges11:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges12:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges13:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges14:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges15:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges16:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges17:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges18:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges19:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges20:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges21:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp119-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges22:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges23:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges24:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges25:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges26:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges27:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges28:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges29:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges30:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges31:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges32:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges33:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges34:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges35:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges36:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges37:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges38:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges39:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges40:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges41:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges42:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges43:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges44:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges45:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges46:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges47:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges48:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp146-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges49:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp146-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges50:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges51:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp149-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges52:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges53:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp151-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges54:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges55:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges56:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges57:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp155-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges58:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges59:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges60:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp158-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges61:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp158-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp159-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges62:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges63:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp161-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges64:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges65:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges66:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp164-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges67:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp164-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges68:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp166-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges69:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp166-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges70:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges71:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp169-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges72:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges73:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges74:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges75:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp173-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges76:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp174-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges77:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp174-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges78:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges79:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges80:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges81:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges82:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges83:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp181-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges84:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges85:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_str_offsets
	.long	412                             ; Length of String Offsets Set
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
	.asciz	"stage<0>"                      ; string offset=41
.Linfo_string4:
	.asciz	"stages<0>"                     ; string offset=50
.Linfo_string5:
	.asciz	"stage<1>"                      ; string offset=60
.Linfo_string6:
	.asciz	"stages<1>"                     ; string offset=69
.Linfo_string7:
	.asciz	"stage<2>"                      ; string offset=79
.Linfo_string8:
	.asciz	"stages<2>"                     ; string offset=88
.Linfo_string9:
	.asciz	"stage<3>"                      ; string offset=98
.Linfo_string10:
	.asciz	"stages<3>"                     ; string offset=107
.Linfo_string11:
	.asciz	"stage<4>"                      ; string offset=117
.Linfo_string12:
	.asciz	"stages<4>"                     ; string offset=126
.Linfo_string13:
	.asciz	"stage<5>"                      ; string offset=136
.Linfo_string14:
	.asciz	"stages<5>"                     ; string offset=145
.Linfo_string15:
	.asciz	"stage<6>"                      ; string offset=155
.Linfo_string16:
	.asciz	"stages<6>"                     ; string offset=164
.Linfo_string17:
	.asciz	"stage<7>"                      ; string offset=174
.Linfo_string18:
	.asciz	"stages<7>"                     ; string offset=183
.Linfo_string19:
	.asciz	"stage<8>"                      ; string offset=193
.Linfo_string20:
	.asciz	"stages<8>"                     ; string offset=202
.Linfo_string21:
	.asciz	"stage<9>"                      ; string offset=212
.Linfo_string22:
	.asciz	"stages<9>"                     ; string offset=221
.Linfo_string23:
	.asciz	"stage<10>"                     ; string offset=231
.Linfo_string24:
	.asciz	"stages<10>"                    ; string offset=241
.Linfo_string25:
	.asciz	"stage<11>"                     ; string offset=252
.Linfo_string26:
	.asciz	"stages<11>"                    ; string offset=262
.Linfo_string27:
	.asciz	"stage<12>"                     ; string offset=273
.Linfo_string28:
	.asciz	"stages<12>"                    ; string offset=283
.Linfo_string29:
	.asciz	"stage<13>"                     ; string offset=294
.Linfo_string30:
	.asciz	"stages<13>"                    ; string offset=304
.Linfo_string31:
	.asciz	"stage<14>"                     ; string offset=315
.Linfo_string32:
	.asciz	"stages<14>"                    ; string offset=325
.Linfo_string33:
	.asciz	"stage<15>"                     ; string offset=336
.Linfo_string34:
	.asciz	"stages<15>"                    ; string offset=346
.Linfo_string35:
	.asciz	"stage<16>"                     ; string offset=357
.Linfo_string36:
	.asciz	"stages<16>"                    ; string offset=367
.Linfo_string37:
	.asciz	"stage<17>"                     ; string offset=378
.Linfo_string38:
	.asciz	"stages<17>"                    ; string offset=388
.Linfo_string39:
	.asciz	"stage<18>"                     ; string offset=399
.Linfo_string40:
	.asciz	"stages<18>"                    ; string offset=409
.Linfo_string41:
	.asciz	"stage<19>"                     ; string offset=420
.Linfo_string42:
	.asciz	"stages<19>"                    ; string offset=430
.Linfo_string43:
	.asciz	"stage<20>"                     ; string offset=441
.Linfo_string44:
	.asciz	"stages<20>"                    ; string offset=451
.Linfo_string45:
	.asciz	"stage<21>"                     ; string offset=462
.Linfo_string46:
	.asciz	"stages<21>"                    ; string offset=472
.Linfo_string47:
	.asciz	"stage<22>"                     ; string offset=483
.Linfo_string48:
	.asciz	"stages<22>"                    ; string offset=493
.Linfo_string49:
	.asciz	"stage<23>"                     ; string offset=504
.Linfo_string50:
	.asciz	"stages<23>"                    ; string offset=514
.Linfo_string51:
	.asciz	"stage<24>"                     ; string offset=525
.Linfo_string52:
	.asciz	"stages<24>"                    ; string offset=535
.Linfo_string53:
	.asciz	"stage<25>"                     ; string offset=546
.Linfo_string54:
	.asciz	"stages<25>"                    ; string offset=556
.Linfo_string55:
	.asciz	"stage<26>"                     ; string offset=567
.Linfo_string56:
	.asciz	"stages<26>"                    ; string offset=577
.Linfo_string57:
	.asciz	"stage<27>"                     ; string offset=588
.Linfo_string58:
	.asciz	"stages<27>"                    ; string offset=598
.Linfo_string59:
	.asciz	"stage<28>"                     ; string offset=609
.Linfo_string60:
	.asciz	"stages<28>"                    ; string offset=619
.Linfo_string61:
	.asciz	"stage<29>"                     ; string offset=630
.Linfo_string62:
	.asciz	"stages<29>"                    ; string offset=640
.Linfo_string63:
	.asciz	"stage<30>"                     ; string offset=651
.Linfo_string64:
	.asciz	"stages<30>"                    ; string offset=661
.Linfo_string65:
	.asciz	"stage<31>"                     ; string offset=672
.Linfo_string66:
	.asciz	"stages<31>"                    ; string offset=682
.Linfo_string67:
	.asciz	"stage<32>"                     ; string offset=693
.Linfo_string68:
	.asciz	"stages<32>"                    ; string offset=703
.Linfo_string69:
	.asciz	"stage<33>"                     ; string offset=714
.Linfo_string70:
	.asciz	"stages<33>"                    ; string offset=724
.Linfo_string71:
	.asciz	"stage<34>"                     ; string offset=735
.Linfo_string72:
	.asciz	"stages<34>"                    ; string offset=745
.Linfo_string73:
	.asciz	"stage<35>"                     ; string offset=756
.Linfo_string74:
	.asciz	"stages<35>"                    ; string offset=766
.Linfo_string75:
	.asciz	"stage<36>"                     ; string offset=777
.Linfo_string76:
	.asciz	"stages<36>"                    ; string offset=787
.Linfo_string77:
	.asciz	"stage<37>"                     ; string offset=798
.Linfo_string78:
	.asciz	"stages<37>"                    ; string offset=808
.Linfo_string79:
	.asciz	"stage<38>"                     ; string offset=819
.Linfo_string80:
	.asciz	"stages<38>"                    ; string offset=829
.Linfo_string81:
	.asciz	"stage<39>"                     ; string offset=840
.Linfo_string82:
	.asciz	"stages<39>"                    ; string offset=850
.Linfo_string83:
	.asciz	"stage<40>"                     ; string offset=861
.Linfo_string84:
	.asciz	"stages<40>"                    ; string offset=871
.Linfo_string85:
	.asciz	"stage<41>"                     ; string offset=882
.Linfo_string86:
	.asciz	"stages<41>"                    ; string offset=892
.Linfo_string87:
	.asciz	"stage<42>"                     ; string offset=903
.Linfo_string88:
	.asciz	"stages<42>"                    ; string offset=913
.Linfo_string89:
	.asciz	"stage<43>"                     ; string offset=924
.Linfo_string90:
	.asciz	"stages<43>"                    ; string offset=934
.Linfo_string91:
	.asciz	"stage<44>"                     ; string offset=945
.Linfo_string92:
	.asciz	"stages<44>"                    ; string offset=955
.Linfo_string93:
	.asciz	"stage<45>"                     ; string offset=966
.Linfo_string94:
	.asciz	"stages<45>"                    ; string offset=976
.Linfo_string95:
	.asciz	"stage<46>"                     ; string offset=987
.Linfo_string96:
	.asciz	"stages<46>"                    ; string offset=997
.Linfo_string97:
	.asciz	"stage<47>"                     ; string offset=1008
.Linfo_string98:
	.asciz	"stages<47>"                    ; string offset=1018
.Linfo_string99:
	.asciz	"operator()"                    ; string offset=1029
.Linfo_string100:
	.asciz	"operator unsigned int"         ; string offset=1040
.Linfo_string101:
	.asciz	"large"                         ; string offset=1062
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.long	.Linfo_string37
	.long	.Linfo_string38
	.long	.Linfo_string39
	.long	.Linfo_string40
	.long	.Linfo_string41
	.long	.Linfo_string42
	.long	.Linfo_string43
	.long	.Linfo_string44
	.long	.Linfo_string45
	.long	.Linfo_string46
	.long	.Linfo_string47
	.long	.Linfo_string48
	.long	.Linfo_string49
	.long	.Linfo_string50
	.long	.Linfo_string51
	.long	.Linfo_string52
	.long	.Linfo_string53
	.long	.Linfo_string54
	.long	.Linfo_string55
	.long	.Linfo_string56
	.long	.Linfo_string57
	.long	.Linfo_string58
	.long	.Linfo_string59
	.long	.Linfo_string60
	.long	.Linfo_string61
	.long	.Linfo_string62
	.long	.Linfo_string63
	.long	.Linfo_string64
	.long	.Linfo_string65
	.long	.Linfo_string66
	.long	.Linfo_string67
	.long	.Linfo_string68
	.long	.Linfo_string69
	.long	.Linfo_string70
	.long	.Linfo_string71
	.long	.Linfo_string72
	.long	.Linfo_string73
	.long	.Linfo_string74
	.long	.Linfo_string75
	.long	.Linfo_string76
	.long	.Linfo_string77
	.long	.Linfo_string78
	.long	.Linfo_string79
	.long	.Linfo_string80
	.long	.Linfo_string81
	.long	.Linfo_string82
	.long	.Linfo_string83
	.long	.Linfo_string84
	.long	.Linfo_string85
	.long	.Linfo_string86
	.long	.Linfo_string87
	.long	.Linfo_string88
	.long	.Linfo_string89
	.long	.Linfo_string90
	.long	.Linfo_string91
	.long	.Linfo_string92
	.long	.Linfo_string93
	.long	.Linfo_string94
	.long	.Linfo_string95
	.long	.Linfo_string96
	.long	.Linfo_string97
	.long	.Linfo_string98
	.long	.Linfo_string99
	.long	.Linfo_string100
	.long	.Linfo_string101
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp4
	.quad	.Ltmp6
	.quad	.Ltmp8
	.quad	.Ltmp10
	.quad	.Ltmp12
	.quad	.Ltmp32
	.quad	.Ltmp184
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
    .name:           _Z5largePKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z5largePKiPi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
