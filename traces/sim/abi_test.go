package sim_test

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// abiKernel is a kernel with hand-written metadata ARGS (YAML lines of the
// .args list), kernarg size KSIZE and BODY; its first argument is the
// output buffer at offset 0.
func abiKernel(body, args string, ksize int, extra string) string {
	return fmt.Sprintf(`	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.globl	k
	.type	k,@function
k:
%s.Lfunc_end0:
	.size	k, .Lfunc_end0-k
%s
	.rodata
	.amdhsa_kernel k
		.amdhsa_kernarg_size %d
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 40
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
%s    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: %d
    .max_flat_workgroup_size: 1024
    .name: k
    .symbol: k.kd
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
`, body, extra, ksize, args, ksize)
}

// storeSGPRs stores s[first..first+n) to out[0..n) from lane 0.
func storeSGPRs(first, n int) string {
	var b strings.Builder
	b.WriteString("\ts_load_dwordx2 s[2:3], s[4:5], 0x0\n\ts_waitcnt lgkmcnt(0)\n")
	for i := 0; i < n; i++ {
		// gfx803's FLAT has no offset field: the address is s[2:3] + 4i.
		fmt.Fprintf(&b, "\tv_mov_b32_e32 v1, s%d\n\tv_mov_b32_e32 v3, s2\n\tv_mov_b32_e32 v4, s3\n\tv_add_u32_e32 v3, vcc, %d, v3\n\tv_addc_u32_e32 v4, vcc, 0, v4, vcc\n\tflat_store_dword v[3:4], v1\n", first+i, 4*i)
	}
	return b.String()
}

// TestKernargLayout: explicit arguments, then the hidden arguments of code
// object v4 and v5 at their metadata offsets, filled in as the runtime
// does; a load widened past the explicit arguments reads the segment.
func TestKernargLayout(t *testing.T) {
	args := `      - {.address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer}
      - {.offset: 8, .size: 4, .value_kind: by_value}
      - {.offset: 12, .size: 8, .value_kind: by_value}
      - {.offset: 24, .size: 4, .value_kind: by_value}
      - {.offset: 32, .size: 8, .value_kind: hidden_global_offset_x}
      - {.offset: 40, .size: 8, .value_kind: hidden_global_offset_y}
      - {.offset: 48, .size: 8, .value_kind: hidden_global_offset_z}
      - {.offset: 56, .size: 8, .value_kind: hidden_none}
      - {.offset: 64, .size: 8, .value_kind: hidden_printf_buffer}
      - {.offset: 72, .size: 8, .value_kind: hidden_multigrid_sync_arg}
      - {.offset: 80, .size: 4, .value_kind: hidden_block_count_x}
      - {.offset: 84, .size: 4, .value_kind: hidden_block_count_y}
      - {.offset: 88, .size: 4, .value_kind: hidden_block_count_z}
      - {.offset: 92, .size: 2, .value_kind: hidden_group_size_x}
      - {.offset: 94, .size: 2, .value_kind: hidden_group_size_y}
      - {.offset: 96, .size: 2, .value_kind: hidden_group_size_z}
      - {.offset: 98, .size: 2, .value_kind: hidden_remainder_x}
      - {.offset: 100, .size: 2, .value_kind: hidden_grid_dims}
      - {.offset: 104, .size: 8, .value_kind: hidden_heap_v1}
      - {.offset: 112, .size: 4, .value_kind: hidden_dynamic_lds_size}
`
	// s[8:11] = bytes 16..31 (the 16-byte load LLVM makes at 0x10: the
	// last explicit argument ends at 28), s[12:27] = bytes 32..95,
	// s[28:31] = bytes 96..111, s[32:35] = bytes 112..127 (116..127 are
	// the runtime's padding of a 116-byte segment to 128).
	body := `	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx16 s[12:27], s[4:5], 0x20
	s_load_dwordx4 s[28:31], s[4:5], 0x60
	s_load_dwordx4 s[32:35], s[4:5], 0x70
` + storeSGPRs(8, 28) + "\ts_endpgm\n"
	p := loadAsm(t, "kernarg.s", abiKernel(body, args, 116, ""))
	val := func(n int, v uint64) []byte {
		b := make([]byte, 8)
		binary.LittleEndian.PutUint64(b, v)
		return b[:n]
	}
	l := &sim.Launch{Workgroups: [3]int{3, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}, DynamicLDS: 256,
		Args: []sim.Arg{{Name: "out", Buffer: make([]byte, 4*28), IsBuffer: true, Output: true, Elem: "i32"},
			{Name: "a", Value: val(4, 7)}, {Name: "b", Value: val(8, 0x1_0000_0009)}, {Name: "c", Value: val(4, 11)}}}
	r, _ := run(t, p, l, sim.Options{})
	got := i32s(output(t, r, "out"))
	want := []int32{
		// 16..31: b's high half at 16, 20: pad, 24: c, 28: pad
		1, 0, 11, 0,
		// 32..79: global offsets, hidden_none, printf, multigrid: zero
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		// 80..95: block counts 3, 1, 1; group sizes 64 | 1<<16
		3, 1, 1, 64 | 1<<16,
		// 96..111: group size z 1 | remainder x 0; grid dims 3 (HIP); heap 0
		1, 3, 0, 0,
		// 112..127: dynamic LDS 256; padding
		256, 0, 0, 0,
	}
	if len(got) != len(want) {
		t.Fatalf("got %d words, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("kernarg byte %d: got %#x, want %#x", 16+4*i, got[i], want[i])
		}
	}
	if n := sim.KernargAllocSize(p.Fn); n != 128 {
		t.Errorf("KernargAllocSize = %d, want 128 (116 rounded to 128)", n)
	}
}

// TestLDSAddressWraps: a DS address is (vaddr + offset) mod 2^32, as in
// the hardware: `ds_read2_b32 v[1:2], v3 offset0:17 offset1:18` with
// v3 = -64·tid reads words 17-16 = 1 and 2 for tid 1; tids 0, 2, 3 land
// outside the 64 bytes of LDS (68, 0xffffffc4, 0xffffff84): zeros, counted.
func TestLDSAddressWraps(t *testing.T) {
	src := handKernel(`	v_lshlrev_b32_e32 v1, 2, v0
	v_mul_u32_u24_e32 v2, 10, v0
	s_mov_b32 m0, -1
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mul_i32_i24_e32 v3, -64, v0
	ds_read2_b32 v[4:5], v3 offset0:17 offset1:18
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, vcc, v4, v5
	v_mov_b32_e32 v3, v0
`+addrOf(0)+`	flat_store_dword v[1:2], v5
	s_endpgm
`, 1, 64)
	p := loadAsm(t, "wrap.s", src)
	for _, S := range []int{0, 1} {
		r, _ := run(t, p, launch1D(1, 4, make([]int32, 4)), sim.Options{S: S})
		compareI32(t, "wrap", output(t, r, "b0"), []int32{0, 30, 0, 0})
		if r.OutOfBounds == nil || r.OutOfBounds.LDSAccesses != 6 {
			t.Errorf("S=%d: out of bounds %+v, want 6 LDS lane accesses", S, r.OutOfBounds)
		} else if got := r.OutOfBounds.Text(); got != "  out of bounds: 6 LDS lane access(es) outside the workgroup's allocation (read 0, writes dropped)\n" {
			t.Errorf("Text = %q", got)
		}
	}
}
