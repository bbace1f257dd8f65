; Hand-written for splitwcet's bad-input corpus: vmcnt beyond its 4-bit field on gfx8
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_waitcnt vmcnt(99)
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
