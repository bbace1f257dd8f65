; Hand-written for splitwcet's bad-input corpus: the label .LBB0_1 defined twice
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_mov_b32 s2, 4
.LBB0_1:
	s_sub_u32 s2, s2, 1
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc0 .LBB0_1
.LBB0_1:
	v_mov_b32_e32 v1, 0
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
