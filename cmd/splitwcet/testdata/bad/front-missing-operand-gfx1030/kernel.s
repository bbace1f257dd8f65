; Hand-written for splitwcet's bad-input corpus: v_xor_b32 without its sources, on gfx1030
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v6
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
