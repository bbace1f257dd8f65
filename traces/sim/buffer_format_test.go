package sim_test

import (
	"math"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestBufferFormats: typed buffer loads and stores through a descriptor the
// kernel builds (base from the kernarg, stride 4, DATA/NUM_FORMAT and
// DST_SEL in word 3), on hand-computed values.
func TestBufferFormats(t *testing.T) {
	// Descriptor s[12:15] over buffer b0: base, stride 4 in word1[29:16].
	desc := func(word3 uint32) string {
		return `	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_or_b32 s13, s13, 0x40000
	s_mov_b32 s14, -1
	s_mov_b32 s15, ` + hex(word3) + "\n"
	}
	store := `	s_load_dwordx2 s[8:9], s[4:5], 0x8
	v_lshlrev_b32_e32 v10, 4, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s9
	v_add_u32_e32 v10, vcc, s8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_store_dwordx4 v[10:11], v[4:7]
	s_endpgm
`
	sel := uint32(4 | 5<<3 | 6<<6 | 7<<9)
	f := func(x float32) int32 { return int32(math.Float32bits(x)) }
	cases := []struct {
		name string
		body string
		in   []int32 // b0
		want []int32 // b1: 4 dwords per lane, lanes 0 and 1
		b0   []int32 // b0 after the run (stores), nil: unchecked
	}{
		{"8_8_8_8 UNORM load", desc(sel|0<<12|10<<15) + "\tbuffer_load_format_xyzw v[4:7], v0, s[12:15], 0 idxen\n\ts_waitcnt vmcnt(0)\n",
			[]int32{0x33_80_ff_00, 0x000000ff},
			[]int32{f(0), f(1), f(128.0 / 255), f(51.0 / 255), f(1), 0, 0, 0}, nil},
		// 16_16 SINT: y, x sign-extended; z = 0 and w = 1 (integer) by default.
		{"16_16 SINT load, z w defaults", desc(sel|5<<12|5<<15) + "\tbuffer_load_format_xyzw v[4:7], v0, s[12:15], 0 idxen\n\ts_waitcnt vmcnt(0)\n",
			[]int32{int32(-2&0xffff) | 7<<16, 0x7fff_8000},
			[]int32{-2, 7, 0, 1, -32768, 32767, 0, 1}, nil},
		// DST_SEL: x <- W (1.0 default of a 2-component float format), y <- 0, z <- 1, w <- X.
		{"32_32 FLOAT load with DST_SEL", desc(7|0<<3|1<<6|4<<9|7<<12|11<<15) + "\tv_lshlrev_b32_e32 v1, 1, v0\n\tbuffer_load_format_xyzw v[4:7], v1, s[12:15], 0 idxen\n\ts_waitcnt vmcnt(0)\n",
			[]int32{f(2.5), f(-3), f(7), f(8)},
			[]int32{f(1), 0, f(1), f(2.5), f(1), 0, f(1), f(7)}, nil},
		// tbuffer store 16_16 SNORM of (0.5, -1.0): round(0.5*32767) = 16384 (ties to even), -32767.
		{"tbuffer_store 16_16 SNORM", desc(sel) + "\tv_mov_b32_e32 v4, 0.5\n\tv_mov_b32_e32 v5, -1.0\n\ttbuffer_store_format_xy v[4:5], v0, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SNORM] idxen\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n",
			[]int32{0, 0},
			[]int32{f(0.5), f(-1), 0, 0, f(0.5), f(-1), 0, 0},
			[]int32{16384 | -32767<<16, 16384 | -32767<<16}},
		// buffer_atomic_add with glc returns the old value.
		{"buffer_atomic_add glc", desc(sel) + "\tv_mov_b32_e32 v4, 5\n\tbuffer_atomic_add v4, v0, s[12:15], 0 idxen glc\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32_e32 v5, 0\n\tv_mov_b32_e32 v6, 0\n\tv_mov_b32_e32 v7, 0\n",
			[]int32{10, 20},
			[]int32{10, 0, 0, 0, 20, 0, 0, 0},
			[]int32{15, 25}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := loadAsm(t, "fmt.s", handKernel(c.body+store, 2, 0))
			in := append([]int32(nil), c.in...)
			r, _ := run(t, p, launch1D(1, 2, in, make([]int32, 8)), sim.Options{})
			compareI32(t, "b1", output(t, r, "b1"), c.want)
			if c.b0 != nil {
				compareI32(t, "b0", output(t, r, "b0"), c.b0)
			}
		})
	}
}
