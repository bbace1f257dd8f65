; Hand-written for splitwcet's bad-input corpus: a block that branches to itself (the shape LLVM emits for an infinite loop), reachable when s2 == 0
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_load_dword s2, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, s2
	s_branch .LBB0_3
