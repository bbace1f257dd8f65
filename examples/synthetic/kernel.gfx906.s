	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	_Z9syntheticPKiPi       ; -- Begin function _Z9syntheticPKiPi
	.globl	_Z9syntheticPKiPi
	.p2align	8
	.type	_Z9syntheticPKiPi,@function
_Z9syntheticPKiPi:                      ; @_Z9syntheticPKiPi
.Lfunc_begin0:
	.file	0 "." "kernel.hip" md5 0x9283f294e9b849d54d874c075db7af29
	.loc	0 44 0                          ; kernel.hip:44:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x8
.Ltmp0:
	.loc	0 34 9 prologue_end             ; kernel.hip:34:9
	v_and_b32_e32 v1, 1, v0
.Ltmp1:
	.loc	0 46 31                         ; kernel.hip:46:31
	v_and_b32_e32 v2, 63, v0
.Ltmp2:
	.loc	0 34 9                          ; kernel.hip:34:9
	v_cmp_eq_u32_e32 vcc, 1, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_126
; %bb.1:
	.loc	0 0 9 is_stmt 0                 ; kernel.hip:0:9
	v_lshlrev_b32_e32 v1, 2, v2
	.loc	0 35 11 is_stmt 1               ; kernel.hip:35:11
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[2:3] offset:28
.Ltmp3:
	.loc	0 34 9                          ; kernel.hip:34:9
	v_and_b32_e32 v1, 2, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_63
; %bb.2:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 22, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp4:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 4, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_32
; %bb.3:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 52, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp5:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_17
; %bb.4:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x70, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp6:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_10
; %bb.5:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xe8, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp7:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_7
; %bb.6:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xd8, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 63, v1
.Ltmp8:
.LBB0_7:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_9
; %bb.8:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 31, v2
.Ltmp9:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 64
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffc0
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp10:
.LBB0_9:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_10:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_16
; %bb.11:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 15, v2
	s_movk_i32 s9, 0xa0
.Ltmp11:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp12:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_13
; %bb.12:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xa7, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x41, v1
.Ltmp13:
.LBB0_13:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_15
; %bb.14:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xe0, v2
	s_movk_i32 s9, 0x4a
.Ltmp14:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffbe
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp15:
.LBB0_15:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_16:
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_17:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_31
; %bb.18:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 7, v2
	s_movk_i32 s9, 0x50
.Ltmp16:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp17:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_24
; %bb.19:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xd7, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp18:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_21
; %bb.20:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xf6, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x43, v1
.Ltmp19:
.LBB0_21:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_23
; %bb.22:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 33, v2
	s_movk_i32 s9, 0x54
.Ltmp20:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffbc
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp21:
.LBB0_23:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_24:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_30
; %bb.25:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xf0, v2
	s_movk_i32 s9, 0xaa
.Ltmp22:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp23:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_27
; %bb.26:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xc1, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x45, v1
.Ltmp24:
.LBB0_27:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_29
; %bb.28:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xde, v2
	s_movk_i32 s9, 0x5e
.Ltmp25:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffba
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp26:
.LBB0_29:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_30:
	s_or_b64 exec, exec, s[16:17]
.LBB0_31:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr2
.LBB0_32:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_62
; %bb.33:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 3, v2
.Ltmp27:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 40
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp28:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_47
; %bb.34:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x6f, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp29:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_40
; %bb.35:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 6, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp30:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_37
; %bb.36:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 20, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x47, v1
.Ltmp31:
.LBB0_37:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_39
; %bb.38:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 35, v2
	s_movk_i32 s9, 0x68
.Ltmp32:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffb8
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp33:
.LBB0_39:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_40:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_46
; %bb.41:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 17, v2
	s_movk_i32 s9, 0xb4
.Ltmp34:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp35:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_43
; %bb.42:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xdb, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x49, v1
.Ltmp36:
.LBB0_43:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_45
; %bb.44:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xdc, v2
	s_movk_i32 s9, 0x72
.Ltmp37:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffb6
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp38:
.LBB0_45:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_46:
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_47:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_61
; %bb.48:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xf8, v2
	s_movk_i32 s9, 0x5a
.Ltmp39:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp40:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_54
; %bb.49:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xf1, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp41:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_51
; %bb.50:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 50, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x4b, v1
.Ltmp42:
.LBB0_51:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_53
; %bb.52:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 37, v2
	s_movk_i32 s9, 0x7c
.Ltmp43:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffb4
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp44:
.LBB0_53:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_54:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_60
; %bb.55:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xee, v2
	s_movk_i32 s9, 0xbe
.Ltmp45:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp46:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_57
; %bb.56:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xf5, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x4d, v1
.Ltmp47:
.LBB0_57:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_59
; %bb.58:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xda, v2
	s_movk_i32 s9, 0x86
.Ltmp48:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffb2
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp49:
.LBB0_59:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_60:
	s_or_b64 exec, exec, s[16:17]
.LBB0_61:
	s_or_b64 exec, exec, s[14:15]
.LBB0_62:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
.LBB0_63:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_125
; %bb.64:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v2
.Ltmp50:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 20
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp51:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 4, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_94
; %bb.65:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 59, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp52:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_79
; %bb.66:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x8e, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp53:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_72
; %bb.67:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 36, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp54:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_69
; %bb.68:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x50, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x4f, v1
.Ltmp55:
.LBB0_69:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_71
; %bb.70:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 39, v2
	s_movk_i32 s9, 0x90
.Ltmp56:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffb0
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp57:
.LBB0_71:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_72:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_78
; %bb.73:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 19, v2
	s_movk_i32 s9, 0xc8
.Ltmp58:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp59:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 15, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x51, v1
.Ltmp60:
.LBB0_75:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xd8, v2
	s_movk_i32 s9, 0x9a
.Ltmp61:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffae
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp62:
.LBB0_77:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_78:
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_79:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_93
; %bb.80:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 9, v2
	s_movk_i32 s9, 0x64
.Ltmp63:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp64:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_86
; %bb.81:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 11, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp65:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x6e, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x53, v1
.Ltmp66:
.LBB0_83:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_85
; %bb.84:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 41, v2
	s_movk_i32 s9, 0xa4
.Ltmp67:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffac
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp68:
.LBB0_85:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_86:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_92
; %bb.87:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xec, v2
	s_movk_i32 s9, 0xd2
.Ltmp69:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp70:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_89
; %bb.88:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 41, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x55, v1
.Ltmp71:
.LBB0_89:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_91
; %bb.90:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xd6, v2
	s_movk_i32 s9, 0xae
.Ltmp72:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffaa
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp73:
.LBB0_91:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_92:
	s_or_b64 exec, exec, s[16:17]
.LBB0_93:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr2
.LBB0_94:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_124
; %bb.95:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xfc, v2
.Ltmp74:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 50
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp75:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_109
; %bb.96:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x89, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp76:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_102
; %bb.97:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x42, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp77:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x8c, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x57, v1
.Ltmp78:
.LBB0_99:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_101
; %bb.100:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 43, v2
	s_movk_i32 s9, 0xb8
.Ltmp79:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffa8
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp80:
.LBB0_101:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_102:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_108
; %bb.103:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 21, v2
	s_movk_i32 s9, 0xdc
.Ltmp81:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp82:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_105
; %bb.104:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x43, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x59, v1
.Ltmp83:
.LBB0_105:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_107
; %bb.106:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xd4, v2
	s_movk_i32 s9, 0xc2
.Ltmp84:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffa6
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp85:
.LBB0_107:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_108:
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_109:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_123
; %bb.110:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xf6, v2
	s_movk_i32 s9, 0x6e
.Ltmp86:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp87:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_116
; %bb.111:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 37, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp88:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_113
; %bb.112:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xaa, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x5b, v1
.Ltmp89:
.LBB0_113:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_115
; %bb.114:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 45, v2
	s_movk_i32 s9, 0xcc
.Ltmp90:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffa4
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp91:
.LBB0_115:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr2
.LBB0_116:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_122
; %bb.117:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xea, v2
	s_movk_i32 s9, 0xe6
.Ltmp92:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp93:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_119
; %bb.118:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x5d, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x5d, v1
.Ltmp94:
.LBB0_119:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[18:19], s[18:19]
	s_cbranch_execz .LBB0_121
; %bb.120:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xd2, v2
	s_movk_i32 s9, 0xd6
.Ltmp95:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffa2
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp96:
.LBB0_121:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[18:19]
.LBB0_122:
	s_or_b64 exec, exec, s[16:17]
.LBB0_123:
	s_or_b64 exec, exec, s[14:15]
.LBB0_124:
	s_or_b64 exec, exec, s[12:13]
.LBB0_125:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
.LBB0_126:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s18, s[4:5], 0x4
	s_load_dword s9, s[4:5], 0xc
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_252
; %bb.127:
	.loc	0 38 32                         ; kernel.hip:38:32
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 10, v2
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp97:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 2, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_189
; %bb.128:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 33, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp98:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 4, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_158
; %bb.129:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x52, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp99:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_143
; %bb.130:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xac, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp100:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_136
; %bb.131:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x60, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp101:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_133
; %bb.132:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xc8, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x5f, v1
.Ltmp102:
.LBB0_133:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_135
; %bb.134:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 47, v2
	s_movk_i32 s19, 0xe0
.Ltmp103:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffffa0
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp104:
.LBB0_135:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_136:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_142
; %bb.137:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 23, v2
	s_movk_i32 s16, 0xf0
.Ltmp105:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp106:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_139
; %bb.138:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x77, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x61, v1
.Ltmp107:
.LBB0_139:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_141
; %bb.140:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xd0, v2
	s_movk_i32 s19, 0xea
.Ltmp108:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff9e
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp109:
.LBB0_141:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_142:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr2
.LBB0_143:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_157
; %bb.144:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 11, v2
	s_movk_i32 s14, 0x78
.Ltmp110:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp111:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_150
; %bb.145:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 63, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp112:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_147
; %bb.146:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xe6, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x63, v1
.Ltmp113:
.LBB0_147:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_149
; %bb.148:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 49, v2
	s_movk_i32 s19, 0xf4
.Ltmp114:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff9c
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp115:
.LBB0_149:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_150:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_156
; %bb.151:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xe8, v2
	s_movk_i32 s16, 0xfa
.Ltmp116:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp117:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_153
; %bb.152:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x91, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x65, v1
.Ltmp118:
.LBB0_153:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_155
; %bb.154:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xce, v2
	s_movk_i32 s19, 0xfe
.Ltmp119:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff9a
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp120:
.LBB0_155:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_156:
	s_or_b64 exec, exec, s[14:15]
.LBB0_157:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
.LBB0_158:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_188
; %bb.159:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 5, v2
.Ltmp121:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 60
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp122:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_173
; %bb.160:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xa3, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp123:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_166
; %bb.161:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x7e, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp124:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_163
; %bb.162:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 4, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x67, v1
.Ltmp125:
.LBB0_163:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_165
; %bb.164:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 51, v2
.Ltmp126:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 8
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff98
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp127:
.LBB0_165:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_166:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_172
; %bb.167:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 25, v2
.Ltmp128:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 4
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp129:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_169
; %bb.168:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xab, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x69, v1
.Ltmp130:
.LBB0_169:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_171
; %bb.170:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xcc, v2
.Ltmp131:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 18
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff96
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp132:
.LBB0_171:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_172:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr2
.LBB0_173:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_187
; %bb.174:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xf4, v2
	s_movk_i32 s14, 0x82
.Ltmp133:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp134:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_180
; %bb.175:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x59, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp135:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_177
; %bb.176:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 34, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x6b, v1
.Ltmp136:
.LBB0_177:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_179
; %bb.178:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 53, v2
.Ltmp137:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 28
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff94
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp138:
.LBB0_179:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_180:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_186
; %bb.181:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xe6, v2
.Ltmp139:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 14
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp140:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_183
; %bb.182:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xc5, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x6d, v1
.Ltmp141:
.LBB0_183:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_185
; %bb.184:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xca, v2
.Ltmp142:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 38
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff92
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp143:
.LBB0_185:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_186:
	s_or_b64 exec, exec, s[14:15]
.LBB0_187:
	s_or_b64 exec, exec, s[12:13]
.LBB0_188:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
.LBB0_189:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_251
; %bb.190:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xfe, v2
.Ltmp144:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 30
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp145:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 4, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_220
; %bb.191:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x55, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp146:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_205
; %bb.192:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xca, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp147:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_198
; %bb.193:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x9c, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp148:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_195
; %bb.194:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 64, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x6f, v1
.Ltmp149:
.LBB0_195:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_197
; %bb.196:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 55, v2
.Ltmp150:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 48
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff90
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp151:
.LBB0_197:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_198:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_204
; %bb.199:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 27, v2
.Ltmp152:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 24
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp153:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_201
; %bb.200:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xdf, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x71, v1
.Ltmp154:
.LBB0_201:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_203
; %bb.202:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xc8, v2
.Ltmp155:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_mov_b32_e32 v2, 58
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff8e
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp156:
.LBB0_203:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_204:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr2
.LBB0_205:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_219
; %bb.206:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 13, v2
	s_movk_i32 s14, 0x8c
.Ltmp157:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp158:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_212
; %bb.207:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x73, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp159:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_209
; %bb.208:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x5e, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x73, v1
.Ltmp160:
.LBB0_209:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_211
; %bb.210:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 57, v2
	s_movk_i32 s19, 0x44
.Ltmp161:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff8c
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp162:
.LBB0_211:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_212:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_218
; %bb.213:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xe4, v2
.Ltmp163:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 34
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp164:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_215
; %bb.214:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xf9, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x75, v1
.Ltmp165:
.LBB0_215:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_217
; %bb.216:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xc6, v2
	s_movk_i32 s19, 0x4e
.Ltmp166:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff8a
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp167:
.LBB0_217:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_218:
	s_or_b64 exec, exec, s[14:15]
.LBB0_219:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
.LBB0_220:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_250
; %bb.221:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xfa, v2
	s_movk_i32 s12, 0x46
.Ltmp168:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp169:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 8, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_235
; %bb.222:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0xbd, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp170:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_228
; %bb.223:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xba, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp171:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_225
; %bb.224:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x7c, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x77, v1
.Ltmp172:
.LBB0_225:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_227
; %bb.226:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 59, v2
	s_movk_i32 s19, 0x58
.Ltmp173:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff88
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp174:
.LBB0_227:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_228:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_234
; %bb.229:
	.loc	0 35 36 is_stmt 1               ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 29, v2
.Ltmp175:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 44
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp176:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_231
; %bb.230:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 19, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x79, v1
.Ltmp177:
.LBB0_231:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_233
; %bb.232:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xc4, v2
	s_movk_i32 s19, 0x62
.Ltmp178:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff86
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp179:
.LBB0_233:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_234:
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr2
.LBB0_235:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_249
; %bb.236:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xf2, v2
	s_movk_i32 s14, 0x96
.Ltmp180:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp181:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 16, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_242
; %bb.237:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 0x8d, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v2, v1, s[2:3]
.Ltmp182:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_239
; %bb.238:
	.loc	0 35 18                         ; kernel.hip:35:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x9a, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x7b, v1
.Ltmp183:
.LBB0_239:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_241
; %bb.240:
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 61, v2
	s_movk_i32 s19, 0x6c
.Ltmp184:
	.loc	0 38 32 is_stmt 1               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11 is_stmt 0               ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff84
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[20:21], v3, 3, v[1:2]
.Ltmp185:
.LBB0_241:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr2
.LBB0_242:
	s_andn2_saveexec_b64 s[14:15], s[14:15]
	s_cbranch_execz .LBB0_248
; %bb.243:
	.loc	0 38 43                         ; kernel.hip:38:43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0xe2, v2
.Ltmp186:
	.loc	0 38 32                         ; kernel.hip:38:32
	v_mov_b32_e32 v2, 54
	v_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v1, v1, s[2:3]
	.loc	0 38 39                         ; kernel.hip:38:39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, 3
.Ltmp187:
	.loc	0 34 9 is_stmt 1                ; kernel.hip:34:9
	v_and_b32_e32 v1, 32, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_245
; %bb.244:
	.loc	0 35 18                         ; kernel.hip:35:18
	v_add_u32_e32 v1, 45, v2
	v_mov_b32_e32 v2, 2
	v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.loc	0 35 11 is_stmt 0               ; kernel.hip:35:11
	global_load_dword v1, v1, s[2:3]
                                        ; implicit-def: $vgpr2
	.loc	0 35 36                         ; kernel.hip:35:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 0x7d, v1
.Ltmp188:
.LBB0_245:
	.loc	0 0 36                          ; kernel.hip:0:36
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_247
; %bb.246:
	.loc	0 38 43 is_stmt 1               ; kernel.hip:38:43
	v_add_u32_e32 v1, 0xc2, v2
	s_movk_i32 s19, 0x76
.Ltmp189:
	.loc	0 38 32 is_stmt 0               ; kernel.hip:38:32
	v_xor_b32_sdwa v1, v1, s19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 38 11                         ; kernel.hip:38:11
	global_load_dword v3, v1, s[2:3]
	.loc	0 38 43                         ; kernel.hip:38:43
	v_mov_b32_e32 v1, 0xffffff82
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s[2:3], v3, 3, v[1:2]
.Ltmp190:
.LBB0_247:
	.loc	0 0 43                          ; kernel.hip:0:43
	s_or_b64 exec, exec, s[16:17]
.LBB0_248:
	s_or_b64 exec, exec, s[14:15]
.LBB0_249:
	s_or_b64 exec, exec, s[12:13]
.LBB0_250:
	s_or_b64 exec, exec, s[10:11]
.LBB0_251:
	s_or_b64 exec, exec, s[4:5]
.LBB0_252:
	s_or_b64 exec, exec, s[6:7]
.Ltmp191:
	.file	1 "/usr/include/hip/amd_detail" "amd_hip_runtime.h" md5 0x16093af3b78d7538c31396a9fb8b635e
	.loc	1 268 12 is_stmt 1              ; /usr/include/hip/amd_detail/amd_hip_runtime.h:268:12
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, 0xffff, s18
	s_mul_i32 s3, s8, s2
	s_sub_i32 s3, s9, s3
	s_min_u32 s2, s3, s2
.Ltmp192:
	.loc	0 45 29                         ; kernel.hip:45:29
	s_mul_i32 s2, s2, s8
	.loc	0 45 42 is_stmt 0               ; kernel.hip:45:42
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, s2, v0
	.loc	0 48 3 is_stmt 1                ; kernel.hip:48:3
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	0 48 12 is_stmt 0               ; kernel.hip:48:12
	global_store_dword v[2:3], v1, off
	.loc	0 49 1 is_stmt 1                ; kernel.hip:49:1
	s_endpgm
.Ltmp193:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z9syntheticPKiPi
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 22
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
	.size	_Z9syntheticPKiPi, .Lfunc_end0-_Z9syntheticPKiPi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 8320
; NumSgprs: 24
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 4
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
	.byte	1                               ; Abbrev [1] 0xc:0x318 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0xa9:0x27a DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	68                              ; DW_AT_name
	.byte	4                               ; Abbrev [4] 0xb0:0x256 DW_TAG_inlined_subroutine
	.long	39                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	47                              ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0xb9:0x126 DW_TAG_inlined_subroutine
	.long	41                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0xc2:0x8e DW_TAG_inlined_subroutine
	.long	43                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0xcb:0x42 DW_TAG_inlined_subroutine
	.long	45                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0xd4:0x1c DW_TAG_inlined_subroutine
	.long	47                              ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0xdd:0x9 DW_TAG_inlined_subroutine
	.long	49                              ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0xe6:0x9 DW_TAG_inlined_subroutine
	.long	51                              ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xf0:0x1c DW_TAG_inlined_subroutine
	.long	53                              ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0xf9:0x9 DW_TAG_inlined_subroutine
	.long	55                              ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x102:0x9 DW_TAG_inlined_subroutine
	.long	57                              ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x10d:0x42 DW_TAG_inlined_subroutine
	.long	59                              ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x116:0x1c DW_TAG_inlined_subroutine
	.long	61                              ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x11f:0x9 DW_TAG_inlined_subroutine
	.long	63                              ; DW_AT_abstract_origin
	.byte	12                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x128:0x9 DW_TAG_inlined_subroutine
	.long	65                              ; DW_AT_abstract_origin
	.byte	13                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x132:0x1c DW_TAG_inlined_subroutine
	.long	67                              ; DW_AT_abstract_origin
	.byte	14                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x13b:0x9 DW_TAG_inlined_subroutine
	.long	69                              ; DW_AT_abstract_origin
	.byte	15                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x144:0x9 DW_TAG_inlined_subroutine
	.long	71                              ; DW_AT_abstract_origin
	.byte	16                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x150:0x8e DW_TAG_inlined_subroutine
	.long	73                              ; DW_AT_abstract_origin
	.byte	17                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x159:0x42 DW_TAG_inlined_subroutine
	.long	75                              ; DW_AT_abstract_origin
	.byte	18                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x162:0x1c DW_TAG_inlined_subroutine
	.long	77                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x16b:0x9 DW_TAG_inlined_subroutine
	.long	79                              ; DW_AT_abstract_origin
	.byte	20                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x174:0x9 DW_TAG_inlined_subroutine
	.long	81                              ; DW_AT_abstract_origin
	.byte	21                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x17e:0x1c DW_TAG_inlined_subroutine
	.long	83                              ; DW_AT_abstract_origin
	.byte	22                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x187:0x9 DW_TAG_inlined_subroutine
	.long	85                              ; DW_AT_abstract_origin
	.byte	23                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x190:0x9 DW_TAG_inlined_subroutine
	.long	87                              ; DW_AT_abstract_origin
	.byte	24                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x19b:0x42 DW_TAG_inlined_subroutine
	.long	89                              ; DW_AT_abstract_origin
	.byte	25                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1a4:0x1c DW_TAG_inlined_subroutine
	.long	91                              ; DW_AT_abstract_origin
	.byte	26                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1ad:0x9 DW_TAG_inlined_subroutine
	.long	93                              ; DW_AT_abstract_origin
	.byte	27                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1b6:0x9 DW_TAG_inlined_subroutine
	.long	95                              ; DW_AT_abstract_origin
	.byte	28                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x1c0:0x1c DW_TAG_inlined_subroutine
	.long	97                              ; DW_AT_abstract_origin
	.byte	29                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1c9:0x9 DW_TAG_inlined_subroutine
	.long	99                              ; DW_AT_abstract_origin
	.byte	30                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x1d2:0x9 DW_TAG_inlined_subroutine
	.long	101                             ; DW_AT_abstract_origin
	.byte	31                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x1df:0x126 DW_TAG_inlined_subroutine
	.long	103                             ; DW_AT_abstract_origin
	.byte	32                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1e8:0x8e DW_TAG_inlined_subroutine
	.long	105                             ; DW_AT_abstract_origin
	.byte	33                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1f1:0x42 DW_TAG_inlined_subroutine
	.long	107                             ; DW_AT_abstract_origin
	.byte	34                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x1fa:0x1c DW_TAG_inlined_subroutine
	.long	109                             ; DW_AT_abstract_origin
	.byte	35                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x203:0x9 DW_TAG_inlined_subroutine
	.long	111                             ; DW_AT_abstract_origin
	.byte	36                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x20c:0x9 DW_TAG_inlined_subroutine
	.long	113                             ; DW_AT_abstract_origin
	.byte	37                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x216:0x1c DW_TAG_inlined_subroutine
	.long	115                             ; DW_AT_abstract_origin
	.byte	38                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x21f:0x9 DW_TAG_inlined_subroutine
	.long	117                             ; DW_AT_abstract_origin
	.byte	39                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x228:0x9 DW_TAG_inlined_subroutine
	.long	119                             ; DW_AT_abstract_origin
	.byte	40                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x233:0x42 DW_TAG_inlined_subroutine
	.long	121                             ; DW_AT_abstract_origin
	.byte	41                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x23c:0x1c DW_TAG_inlined_subroutine
	.long	123                             ; DW_AT_abstract_origin
	.byte	42                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x245:0x9 DW_TAG_inlined_subroutine
	.long	125                             ; DW_AT_abstract_origin
	.byte	43                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x24e:0x9 DW_TAG_inlined_subroutine
	.long	127                             ; DW_AT_abstract_origin
	.byte	44                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x258:0x1c DW_TAG_inlined_subroutine
	.long	129                             ; DW_AT_abstract_origin
	.byte	45                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x261:0x9 DW_TAG_inlined_subroutine
	.long	131                             ; DW_AT_abstract_origin
	.byte	46                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x26a:0x9 DW_TAG_inlined_subroutine
	.long	133                             ; DW_AT_abstract_origin
	.byte	47                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x276:0x8e DW_TAG_inlined_subroutine
	.long	135                             ; DW_AT_abstract_origin
	.byte	48                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x27f:0x42 DW_TAG_inlined_subroutine
	.long	137                             ; DW_AT_abstract_origin
	.byte	49                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x288:0x1c DW_TAG_inlined_subroutine
	.long	139                             ; DW_AT_abstract_origin
	.byte	50                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x291:0x9 DW_TAG_inlined_subroutine
	.long	141                             ; DW_AT_abstract_origin
	.byte	51                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x29a:0x9 DW_TAG_inlined_subroutine
	.long	143                             ; DW_AT_abstract_origin
	.byte	52                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x2a4:0x1c DW_TAG_inlined_subroutine
	.long	145                             ; DW_AT_abstract_origin
	.byte	53                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2ad:0x9 DW_TAG_inlined_subroutine
	.long	147                             ; DW_AT_abstract_origin
	.byte	54                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2b6:0x9 DW_TAG_inlined_subroutine
	.long	149                             ; DW_AT_abstract_origin
	.byte	55                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x2c1:0x42 DW_TAG_inlined_subroutine
	.long	151                             ; DW_AT_abstract_origin
	.byte	56                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x2ca:0x1c DW_TAG_inlined_subroutine
	.long	153                             ; DW_AT_abstract_origin
	.byte	57                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2d3:0x9 DW_TAG_inlined_subroutine
	.long	155                             ; DW_AT_abstract_origin
	.byte	58                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2dc:0x9 DW_TAG_inlined_subroutine
	.long	157                             ; DW_AT_abstract_origin
	.byte	59                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x2e6:0x1c DW_TAG_inlined_subroutine
	.long	159                             ; DW_AT_abstract_origin
	.byte	60                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2ef:0x9 DW_TAG_inlined_subroutine
	.long	161                             ; DW_AT_abstract_origin
	.byte	61                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x2f8:0x9 DW_TAG_inlined_subroutine
	.long	163                             ; DW_AT_abstract_origin
	.byte	62                              ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x306:0x1c DW_TAG_inlined_subroutine
	.long	167                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp192-.Ltmp191               ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	45                              ; DW_AT_call_line
	.byte	31                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x313:0xe DW_TAG_inlined_subroutine
	.long	165                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp192-.Ltmp191               ; DW_AT_high_pc
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
	.long	63                              ; Offset entry count
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
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges7:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges8:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges9:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges10:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges11:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges12:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges13:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges14:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges15:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges16:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges17:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges18:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges19:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges20:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges21:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges22:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges23:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges24:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges25:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges26:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges27:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges28:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges29:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges30:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges31:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges32:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges33:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges34:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges35:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges36:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges37:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges38:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges39:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges40:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp119-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges41:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges42:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges43:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges44:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges45:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges46:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges47:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges48:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges49:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp146-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges50:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp151-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges51:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp149-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp151-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges52:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp155-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges53:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp158-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges54:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp159-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp161-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges55:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp164-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp166-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges56:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp169-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges57:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp174-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges58:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp173-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp174-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges59:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges60:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp181-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp186-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges61:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp184-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges62:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp187-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp188-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp189-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_str_offsets
	.long	280                             ; Length of String Offsets Set
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
	.asciz	"level<0, 0>"                   ; string offset=41
.Linfo_string4:
	.asciz	"level<1, 1>"                   ; string offset=53
.Linfo_string5:
	.asciz	"level<2, 3>"                   ; string offset=65
.Linfo_string6:
	.asciz	"level<3, 7>"                   ; string offset=77
.Linfo_string7:
	.asciz	"level<4, 15>"                  ; string offset=89
.Linfo_string8:
	.asciz	"level<5, 31>"                  ; string offset=102
.Linfo_string9:
	.asciz	"level<5, 32>"                  ; string offset=115
.Linfo_string10:
	.asciz	"level<4, 16>"                  ; string offset=128
.Linfo_string11:
	.asciz	"level<5, 33>"                  ; string offset=141
.Linfo_string12:
	.asciz	"level<5, 34>"                  ; string offset=154
.Linfo_string13:
	.asciz	"level<3, 8>"                   ; string offset=167
.Linfo_string14:
	.asciz	"level<4, 17>"                  ; string offset=179
.Linfo_string15:
	.asciz	"level<5, 35>"                  ; string offset=192
.Linfo_string16:
	.asciz	"level<5, 36>"                  ; string offset=205
.Linfo_string17:
	.asciz	"level<4, 18>"                  ; string offset=218
.Linfo_string18:
	.asciz	"level<5, 37>"                  ; string offset=231
.Linfo_string19:
	.asciz	"level<5, 38>"                  ; string offset=244
.Linfo_string20:
	.asciz	"level<2, 4>"                   ; string offset=257
.Linfo_string21:
	.asciz	"level<3, 9>"                   ; string offset=269
.Linfo_string22:
	.asciz	"level<4, 19>"                  ; string offset=281
.Linfo_string23:
	.asciz	"level<5, 39>"                  ; string offset=294
.Linfo_string24:
	.asciz	"level<5, 40>"                  ; string offset=307
.Linfo_string25:
	.asciz	"level<4, 20>"                  ; string offset=320
.Linfo_string26:
	.asciz	"level<5, 41>"                  ; string offset=333
.Linfo_string27:
	.asciz	"level<5, 42>"                  ; string offset=346
.Linfo_string28:
	.asciz	"level<3, 10>"                  ; string offset=359
.Linfo_string29:
	.asciz	"level<4, 21>"                  ; string offset=372
.Linfo_string30:
	.asciz	"level<5, 43>"                  ; string offset=385
.Linfo_string31:
	.asciz	"level<5, 44>"                  ; string offset=398
.Linfo_string32:
	.asciz	"level<4, 22>"                  ; string offset=411
.Linfo_string33:
	.asciz	"level<5, 45>"                  ; string offset=424
.Linfo_string34:
	.asciz	"level<5, 46>"                  ; string offset=437
.Linfo_string35:
	.asciz	"level<1, 2>"                   ; string offset=450
.Linfo_string36:
	.asciz	"level<2, 5>"                   ; string offset=462
.Linfo_string37:
	.asciz	"level<3, 11>"                  ; string offset=474
.Linfo_string38:
	.asciz	"level<4, 23>"                  ; string offset=487
.Linfo_string39:
	.asciz	"level<5, 47>"                  ; string offset=500
.Linfo_string40:
	.asciz	"level<5, 48>"                  ; string offset=513
.Linfo_string41:
	.asciz	"level<4, 24>"                  ; string offset=526
.Linfo_string42:
	.asciz	"level<5, 49>"                  ; string offset=539
.Linfo_string43:
	.asciz	"level<5, 50>"                  ; string offset=552
.Linfo_string44:
	.asciz	"level<3, 12>"                  ; string offset=565
.Linfo_string45:
	.asciz	"level<4, 25>"                  ; string offset=578
.Linfo_string46:
	.asciz	"level<5, 51>"                  ; string offset=591
.Linfo_string47:
	.asciz	"level<5, 52>"                  ; string offset=604
.Linfo_string48:
	.asciz	"level<4, 26>"                  ; string offset=617
.Linfo_string49:
	.asciz	"level<5, 53>"                  ; string offset=630
.Linfo_string50:
	.asciz	"level<5, 54>"                  ; string offset=643
.Linfo_string51:
	.asciz	"level<2, 6>"                   ; string offset=656
.Linfo_string52:
	.asciz	"level<3, 13>"                  ; string offset=668
.Linfo_string53:
	.asciz	"level<4, 27>"                  ; string offset=681
.Linfo_string54:
	.asciz	"level<5, 55>"                  ; string offset=694
.Linfo_string55:
	.asciz	"level<5, 56>"                  ; string offset=707
.Linfo_string56:
	.asciz	"level<4, 28>"                  ; string offset=720
.Linfo_string57:
	.asciz	"level<5, 57>"                  ; string offset=733
.Linfo_string58:
	.asciz	"level<5, 58>"                  ; string offset=746
.Linfo_string59:
	.asciz	"level<3, 14>"                  ; string offset=759
.Linfo_string60:
	.asciz	"level<4, 29>"                  ; string offset=772
.Linfo_string61:
	.asciz	"level<5, 59>"                  ; string offset=785
.Linfo_string62:
	.asciz	"level<5, 60>"                  ; string offset=798
.Linfo_string63:
	.asciz	"level<4, 30>"                  ; string offset=811
.Linfo_string64:
	.asciz	"level<5, 61>"                  ; string offset=824
.Linfo_string65:
	.asciz	"level<5, 62>"                  ; string offset=837
.Linfo_string66:
	.asciz	"operator()"                    ; string offset=850
.Linfo_string67:
	.asciz	"operator unsigned int"         ; string offset=861
.Linfo_string68:
	.asciz	"synthetic"                     ; string offset=883
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
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp191
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
    .name:           _Z9syntheticPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z9syntheticPKiPi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
