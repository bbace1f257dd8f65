; A hand-written test kernel (TestAddressBoundMac): its load address is
; built with v_mac_f32, which reads its destination, so each lane loads
; its own 4 KiB-apart line. The descriptor and metadata follow hipcc.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	_Z7macaddrPKiPi          ; -- Begin function _Z7macaddrPKiPi
	.globl	_Z7macaddrPKiPi
	.p2align	8
	.type	_Z7macaddrPKiPi,@function
_Z7macaddrPKiPi:                         ; @_Z7macaddrPKiPi
.Lfunc_begin0:
; %bb.0:
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	v_and_b32_e32 v2, 63, v0
	v_lshlrev_b32_e32 v2, 12, v2
	v_or_b32_e32 v2, 0x3f800000, v2
	v_mac_f32_e32 v2, 0, v1
	v_add_u32_e32 v2, vcc, 0xc0800000, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_u32_e32 v4, vcc, s2, v2
	v_addc_u32_e32 v5, vcc, 0, v3, vcc
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v6, v[4:5]
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z7macaddrPKiPi
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	_Z7macaddrPKiPi, .Lfunc_end0-_Z7macaddrPKiPi
                                        ; -- End function
	.section	".note.GNU-stack"
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
    .name:           _Z7macaddrPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7macaddrPKiPi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata