; Hand-written for splitwcet's tests (not compiler output): nested loops in
; the shape and with the comments LLVM prints for gfx1030, and `.p2align`
; padding before loop headers as LLVM emits it on gfx10. CodeBytes must
; equal the symbol size llvm-mc assembles (TestCodeBytesIsSymbolSize).
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.protected	nested
	.globl	nested
	.p2align	8
	.type	nested,@function
nested:                                 ; @nested
; %bb.0:                                ; %entry
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dword s4, s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB0_4
	.p2align	6
.LBB0_1:                                ; %outer
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_2 Depth 2
	s_mov_b32 s6, 0
	.p2align	6
.LBB0_2:                                ; %inner
                                        ;   Parent Loop BB0_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v1, s6, v1
	s_add_u32 s6, s6, 1
	s_cmp_lt_u32 s6, 8
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %outer.latch
                                        ;   in Loop: Header=BB0_1 Depth=1
	s_add_u32 s5, s5, 1
	s_cmp_lt_u32 s5, s4
	s_cbranch_scc1 .LBB0_1
.LBB0_4:                                ; %second.preheader
	s_mov_b32 s7, 0x12345
	.p2align	6
.LBB0_5:                                ; %second
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v1, 0x100, v1
	s_sub_u32 s7, s7, 0x1000
	s_cmp_gt_i32 s7, 0
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %exit
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	flat_store_dword v[2:3], v1
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel nested
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	nested, .Lfunc_end0-nested
                                        ; -- End function
