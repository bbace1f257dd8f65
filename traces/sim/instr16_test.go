package sim_test

import (
	"math"
	"math/big"
	"sort"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// Tests of the gfx8 instructions added for issue 13 (16-bit integer, f16,
// VOP3 modifiers on integer operands, DPP, ds_swizzle, 64-bit scalar bit
// fields, v_trig_preop_f64, ...), in the TestInstructions harness: the
// snippet reads v1, v2, v3 and leaves its result in v4; the Go formula of
// each case is written independently of the simulator's code.

// f16 reference: every finite f16 value, sorted, to round float64 values
// to the nearest (ties to the even encoding) by search.
var f16Vals = func() []struct {
	f float64
	h uint16
} {
	var vs []struct {
		f float64
		h uint16
	}
	for h := 0; h < 0x7c00; h++ {
		e, m := h>>10, h&0x3ff
		var f float64
		if e == 0 {
			f = math.Ldexp(float64(m), -24)
		} else {
			f = math.Ldexp(float64(1024+m), e-25)
		}
		vs = append(vs, struct {
			f float64
			h uint16
		}{f, uint16(h)})
	}
	return vs
}()

func refF16(h uint32) float64 {
	h &= 0xffff
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	switch {
	case h&0x7c00 == 0x7c00 && h&0x3ff != 0:
		return math.NaN()
	case h&0x7fff == 0x7c00:
		return math.Inf(int(sign))
	}
	return sign * f16Vals[h&0x7fff].f
}

// refToF16 rounds x to the nearest f16 (ties to even), overflowing to inf
// from 65520 on.
func refToF16(x float64) uint32 {
	if x != x {
		return 0x7e00
	}
	var sign uint32
	if math.Signbit(x) {
		sign, x = 0x8000, -x
	}
	if x >= 65520 {
		return sign | 0x7c00
	}
	i := sort.Search(len(f16Vals), func(i int) bool { return f16Vals[i].f >= x })
	if i == len(f16Vals) {
		return sign | 0x7bff
	}
	if f16Vals[i].f == x || i == 0 {
		return sign | uint32(f16Vals[i].h)
	}
	lo, hi := f16Vals[i-1], f16Vals[i]
	switch {
	case x-lo.f < hi.f-x:
		return sign | uint32(lo.h)
	case x-lo.f > hi.f-x:
		return sign | uint32(hi.h)
	}
	if lo.h&1 == 0 {
		return sign | uint32(lo.h)
	}
	return sign | uint32(hi.h)
}

func isNaN16(h uint32) bool { return h&0x7c00 == 0x7c00 && h&0x3ff != 0 }

// sameBits compares results half by half, any f16 NaN matching any other
// (and an f32 NaN any other): the NaN payload and sign are not modelled.
func sameBits(g, w uint32) bool {
	if g == w {
		return true
	}
	isNaN32 := func(x uint32) bool { return x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 }
	if isNaN32(g) && isNaN32(w) {
		return true
	}
	for _, sh := range []uint{0, 16} {
		x, y := g>>sh&0xffff, w>>sh&0xffff
		if x != y && !(isNaN16(x) && isNaN16(y)) {
			return false
		}
	}
	return true
}

func u16(x uint32) uint32 { return x & 0xffff }
func s16(x uint32) int64  { return int64(int16(x)) }

var instr16Cases = []instrCase{
	{"v_add_u16 wraps, high half zero", "v_add_u16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return u16(a + b) }},
	{"v_add_u16_e64 clamp saturates", "v_add_u16_e64 v4, v1, v2 clamp", func(a, b, _ uint32, _ int) uint32 { return min(u16(a)+u16(b), 0xffff) }},
	{"v_sub_u16_e64 clamp saturates at 0", "v_sub_u16_e64 v4, v1, v2 clamp", func(a, b, _ uint32, _ int) uint32 {
		if u16(b) > u16(a) {
			return 0
		}
		return u16(a) - u16(b)
	}},
	{"v_subrev_u16", "v_subrev_u16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return u16(b - a) }},
	{"v_mul_lo_u16", "v_mul_lo_u16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return u16(u16(a) * u16(b)) }},
	{"v_lshlrev_b16 shift count mod 16", "v_lshlrev_b16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return u16(u16(b) << (a & 15)) }},
	{"v_lshrrev_b16 shift count mod 16", "v_lshrrev_b16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return u16(b) >> (a & 15) }},
	{"v_ashrrev_i16", "v_ashrrev_i16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return u16(uint32(s16(b) >> (a & 15))) }},
	{"v_lshrrev_b16_sdwa WORD_1 preserve", "v_mov_b32_e32 v4, v3\n\tv_lshrrev_b16_sdwa v4, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:WORD_1",
		func(a, b, c uint32, _ int) uint32 { return c&0xffff | (b>>16>>(a&15))<<16 }},
	{"v_min_i16 / v_max_u16", "v_min_i16_e32 v5, v1, v2\n\tv_max_u16_e32 v6, v1, v2\n\tv_lshlrev_b32_e32 v6, 16, v6\n\tv_or_b32_e32 v4, v5, v6",
		func(a, b, _ uint32, _ int) uint32 { return u16(uint32(min(s16(a), s16(b)))) | max(u16(a), u16(b))<<16 }},
	{"v_mad_u16 wraps", "v_mad_u16 v4, v1, v2, v3", func(a, b, c uint32, _ int) uint32 { return u16(u16(a)*u16(b) + u16(c)) }},
	{"v_mad_i16 clamp", "v_mad_i16 v4, v1, v2, v3 clamp", func(a, b, c uint32, _ int) uint32 {
		return u16(uint32(max(min(s16(a)*s16(b)+s16(c), 32767), -32768)))
	}},
	{"v_cmp_lt_i16 / v_cmp_eq_u16 read 16 bits", "v_cmp_lt_i16_e32 vcc, v1, v2\n\tv_cndmask_b32_e64 v5, 0, 1, vcc\n\tv_cmp_eq_u16_e64 s[20:21], v1, v3\n\tv_cndmask_b32_e64 v6, 0, 2, s[20:21]\n\tv_or_b32_e32 v4, v5, v6",
		func(a, b, c uint32, _ int) uint32 {
			r := uint32(0)
			if s16(a) < s16(b) {
				r |= 1
			}
			if u16(a) == u16(c) {
				r |= 2
			}
			return r
		}},
	{"v_cndmask_b32_e64 |x| and -x", "v_cmp_gt_u32_e32 vcc, v1, v2\n\tv_cndmask_b32_e64 v5, v1, |v2|, vcc\n\tv_cndmask_b32_e64 v6, -v3, v1, vcc\n\tv_xor_b32_e32 v4, v5, v6",
		func(a, b, c uint32, _ int) uint32 {
			if a > b {
				return b&0x7fffffff ^ a
			}
			return a ^ c ^ 0x80000000
		}},
	{"v_add_f16", "v_add_f16_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return refToF16(refF16(a) + refF16(b)) }},
	{"v_mul_f16_e64 neg abs", "v_mul_f16_e64 v4, -v1, |v2|", func(a, b, _ uint32, _ int) uint32 { return refToF16(-refF16(a) * math.Abs(refF16(b))) }},
	{"v_fma_f16 single rounding", "v_fma_f16 v4, v1, v2, v3", func(a, b, c uint32, _ int) uint32 {
		return refToF16(refF16(a)*refF16(b) + refF16(c)) // exact in float64 for f16 inputs
	}},
	{"v_mad_f16 rounds the product", "v_mad_f16 v4, v1, v2, v3", func(a, b, c uint32, _ int) uint32 {
		return refToF16(refF16(refToF16(refF16(a)*refF16(b))) + refF16(c))
	}},
	{"v_max_f16 clamp", "v_max_f16_e64 v4, v1, v2 clamp", func(a, b, _ uint32, _ int) uint32 {
		x, y := refF16(a), refF16(b)
		m := math.Max(x, y) // IEEE maxNum: a NaN operand yields the other
		if x != x {
			m = y
		} else if y != y {
			m = x
		}
		if m != m || m < 0 { // clamp takes NaN to 0
			return 0
		}
		return refToF16(math.Min(m, 1))
	}},
	{"v_cvt_f16_i16 / v_cvt_i16_f16 saturate", "v_cvt_f16_i16_e32 v5, v1\n\tv_cvt_i16_f16_e32 v6, v2\n\tv_lshlrev_b32_e32 v6, 16, v6\n\tv_or_b32_e32 v4, v5, v6",
		func(a, b, _ uint32, _ int) uint32 {
			f := refF16(b)
			var i int64
			switch {
			case f != f:
				i = 0
			case f >= 32767:
				i = 32767
			case f <= -32768:
				i = -32768
			default:
				i = int64(f)
			}
			return refToF16(float64(s16(a))) | u16(uint32(i))<<16
		}},
	{"v_cvt_f32_f16 of denormals", "v_cvt_f32_f16_e32 v4, v1", func(a, _, _ uint32, _ int) uint32 {
		if isNaN16(a) {
			return 0x7fc00000 // any f32 NaN matches (sameBits)
		}
		return math.Float32bits(float32(refF16(a)))
	}},
	{"v_sqrt_f16 / v_rcp_f16", "v_sqrt_f16_e64 v5, |v1|\n\tv_rcp_f16_e32 v6, v2\n\tv_lshlrev_b32_e32 v6, 16, v6\n\tv_or_b32_e32 v4, v5, v6",
		func(a, b, _ uint32, _ int) uint32 {
			return refToF16(math.Sqrt(math.Abs(refF16(a)))) | refToF16(1/refF16(b))<<16
		}},
	{"v_cmp_lt_f16 / v_cmp_class_f16", "v_cmp_lt_f16_e32 vcc, v1, v2\n\tv_cndmask_b32_e64 v5, 0, 1, vcc\n\tv_cmp_class_f16_e64 s[20:21], v1, 0x3\n\tv_cndmask_b32_e64 v6, 0, 2, s[20:21]\n\tv_or_b32_e32 v4, v5, v6",
		func(a, b, _ uint32, _ int) uint32 {
			r := uint32(0)
			if refF16(a) < refF16(b) {
				r |= 1
			}
			if isNaN16(a) {
				r |= 2
			}
			return r
		}},
	{"v_sad_u8 / v_lerp_u8", "v_sad_u8 v5, v1, v2, v3\n\tv_lerp_u8 v6, v1, v2, v3\n\tv_xor_b32_e32 v4, v5, v6",
		func(a, b, c uint32, _ int) uint32 {
			var sad, lerp uint32
			for i := 0; i < 4; i++ {
				x, y := a>>(8*i)&0xff, b>>(8*i)&0xff
				if x > y {
					sad += x - y
				} else {
					sad += y - x
				}
				lerp |= ((x + y + c>>(8*i)&1) >> 1) << (8 * i)
			}
			return (sad + c) ^ lerp
		}},
	{"v_cvt_pk_i16_i32 saturates", "v_cvt_pk_i16_i32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 {
		sat := func(x uint32) uint32 { return u16(uint32(max(min(int64(int32(x)), 32767), -32768))) }
		return sat(a) | sat(b)<<16
	}},
	{"dpp quad_perm", "v_mov_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", nil},
	{"dpp row_shr bound_ctrl", "v_mov_b32_dpp v4, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0", nil},
	{"dpp row_shr no bound_ctrl keeps", "v_mov_b32_e32 v4, v3\n\tv_add_u32_dpp v4, vcc, v1, v2 row_shr:3 row_mask:0xf bank_mask:0xf", nil},
	{"dpp row_mask and bank_mask", "v_mov_b32_e32 v4, v3\n\tv_mov_b32_dpp v4, v1 row_ror:4 row_mask:0x5 bank_mask:0x6", nil},
	{"dpp row_bcast:15", "v_mov_b32_e32 v4, v3\n\tv_mov_b32_dpp v4, v1 row_bcast:15 row_mask:0xa bank_mask:0xf", nil},
	{"dpp wave_shr and row_mirror", "v_mov_b32_dpp v5, v1 wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0\n\tv_mov_b32_dpp v6, v2 row_mirror row_mask:0xf bank_mask:0xf\n\tv_xor_b32_e32 v4, v5, v6", nil},
	{"ds_swizzle SWAP and QUAD_PERM", "ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,16)\n\tds_swizzle_b32 v6, v2 offset:swizzle(QUAD_PERM,3,3,1,0)\n\ts_waitcnt lgkmcnt(0)\n\tv_xor_b32_e32 v4, v5, v6", nil},
}

// crossLane gives the expected v4 of the lane-crossing cases from all lanes' inputs.
func crossLane(name string, in [3][]int32, l int) uint32 {
	a := func(k int) uint32 { return uint32(in[0][k]) }
	b := func(k int) uint32 { return uint32(in[1][k]) }
	c := func(k int) uint32 { return uint32(in[2][k]) }
	switch name {
	case "dpp quad_perm":
		return a(l ^ 1)
	case "dpp row_shr bound_ctrl":
		if l%16 == 0 {
			return 0
		}
		return a(l - 1)
	case "dpp row_shr no bound_ctrl keeps":
		if l%16 < 3 {
			return c(l)
		}
		return a(l-3) + b(l)
	case "dpp row_mask and bank_mask":
		row, bank := l/16, l/4%4
		if row%2 == 1 || bank == 0 || bank == 3 {
			return c(l)
		}
		return a(l&^15 | (l%16+12)%16)
	case "dpp row_bcast:15":
		if row := l / 16; row == 1 || row == 3 {
			return a(row*16 - 1)
		}
		return c(l)
	case "dpp wave_shr and row_mirror":
		x := uint32(0)
		if l > 0 {
			x = a(l - 1)
		}
		return x ^ b(l&^15|(15-l%16))
	case "ds_swizzle SWAP and QUAD_PERM":
		q := [4]int{3, 3, 1, 0}[l%4]
		return a(l^16) ^ b(l&^3|q)
	}
	panic(name)
}

func TestInstructions16(t *testing.T) {
	const n = 64
	in := [3][]int32{make([]int32, n), make([]int32, n), make([]int32, n)}
	// 16-bit edge values (integers and f16: 1.0, -1.0, inf, NaN, the
	// smallest and largest denormal, 65504, 0.5, 1/3) and shift counts
	// past 15, some with garbage in the high half.
	edge := []uint32{0, 1, 0xffff, 0x8000, 0x7fff, 0x3c00, 0xbc00, 0x7c00, 0x7e00, 0x0001, 0x03ff, 0x7bff,
		16, 17, 31, 0x12345678, 0xfedc8001, 0x3800, 0x3555, 0xc000, 0x5bff}
	seed := uint32(777)
	for k := 0; k < 3; k++ {
		for l := 0; l < n; l++ {
			seed = seed*1664525 + 1013904223
			v := seed
			if l < len(edge) {
				v = edge[(l+k*7)%len(edge)]
			} else if l%2 == 0 {
				v = seed >> 16 // plain 16-bit values
			}
			in[k][l] = int32(v)
		}
	}
	// The last lane is an fma whose exact result, 1 + 2^-11 + 2^-31, lies
	// just above the f16 halfway point 1 + 2^-11: one rounding gives
	// 1 + 2^-10 (0x3c01), rounding through f32 first would give 1 (0x3c00).
	in[0][n-1], in[1][n-1], in[2][n-1] = int32(0x9001), int32(0x3bfe), int32(0x3c01)
	for _, c := range instr16Cases {
		t.Run(c.name, func(t *testing.T) {
			body := loadV(0, "v1") + loadV(8, "v2") + loadV(16, "v3") + "\t" + c.asm + "\n" + `	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s9
	v_add_u32_e32 v10, vcc, s8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_store_dword v[10:11], v4
	s_endpgm
`
			p := loadAsm(t, "instr16.s", handKernel(body, 4, 0))
			r, _ := run(t, p, launch1D(1, n, in[0], in[1], in[2], make([]int32, n)), sim.Options{})
			got := i32s(output(t, r, "b3"))
			for l := 0; l < n; l++ {
				a, b, cc := uint32(in[0][l]), uint32(in[1][l]), uint32(in[2][l])
				var want uint32
				if c.want == nil {
					want = crossLane(c.name, in, l)
				} else {
					want = c.want(a, b, cc, l)
				}
				g := uint32(got[l])
				if !sameBits(g, want) {
					t.Errorf("lane %d (a=%#x b=%#x c=%#x): got %#x, want %#x", l, a, b, cc, g, want)
				}
			}
		})
	}
}

// TestScalar64 checks the 64-bit scalar bit-field and mask ops on
// hand-computed values.
func TestScalar64(t *testing.T) {
	cases := []struct {
		name string
		asm  string // leaves a 32-bit result in s30
		want uint32
	}{
		// 0x123456789abcdef0 >> 8, 16 bits: 0xbcde.
		{"s_bfe_u64", "s_bfe_u64 s[30:31], s[20:21], 0x100008", 0xbcde},
		// sign-extended: high word all ones, tested through the xor of the halves.
		{"s_bfe_i64 sign", "s_bfe_i64 s[30:31], s[20:21], 0x100008\n\ts_xor_b32 s30, s30, s31", 0xffffbcde ^ 0xffffffff},
		// 40 bits from bit 4: 0x0123456789abcdef & (2^40-1) = 0x6789abcdef.
		{"s_bfe_u64 wide field", "s_bfe_u64 s[30:31], s[20:21], 0x280004\n\ts_add_u32 s30, s30, s31", 0x89abcdef + 0x67},
		{"s_bfm_b64", "s_bfm_b64 s[30:31], 36, 4\n\ts_xor_b32 s30, s30, s31", 0xfffffff0 ^ 0xff},
		{"s_bitcmp1_b64", "s_bitcmp1_b64 s[20:21], 60\n\ts_cselect_b32 s30, 5, 6", 5}, // bit 60 of 0x1234.. is 1
		{"s_bitset1_b64 / s_bitset0_b32", "s_mov_b64 s[30:31], 0\n\ts_bitset1_b64 s[30:31], 33\n\ts_bitset1_b32 s30, 3\n\ts_bitset0_b32 s30, 3\n\ts_bitset1_b32 s30, 4\n\ts_add_u32 s30, s30, s31", 16 + 2},
		{"s_wqm_b64", "s_mov_b64 s[30:31], 0x10208000\n\ts_wqm_b64 s[30:31], s[30:31]", 0xf0f0f000},
		{"s_quadmask_b32", "s_mov_b32 s30, 0x10208001\n\ts_quadmask_b32 s30, s30", 0xa9}, // nibbles 0,3,5,7 set -> 0b10101001
		{"s_flbit_i32", "s_mov_b32 s30, 0xfffff0f0\n\ts_flbit_i32 s30, s30", 19},
		{"s_movrels_b32 via m0", "s_mov_b32 s25, 77\n\ts_mov_b32 m0, 3\n\ts_movrels_b32 s30, s22", 77},
		{"s_movreld_b64 via m0", "s_mov_b32 m0, 2\n\ts_movreld_b64 s[26:27], s[20:21]\n\ts_mov_b32 s30, s29", 0x12345678},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := "\ts_mov_b32 s20, 0x9abcdef0\n\ts_mov_b32 s21, 0x12345678\n\t" + c.asm + "\n\tv_mov_b32_e32 v4, s30\n" + `	s_load_dwordx2 s[8:9], s[4:5], 0x0
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s9
	v_add_u32_e32 v10, vcc, s8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_store_dword v[10:11], v4
	s_endpgm
`
			p := loadAsm(t, "s64.s", handKernel(body, 1, 0))
			r, _ := run(t, p, launch1D(1, 64, make([]int32, 64)), sim.Options{})
			if got := uint32(i32s(output(t, r, "b0"))[5]); got != c.want {
				t.Errorf("got %#x, want %#x", got, c.want)
			}
		})
	}
}

// TestTrigPreop checks v_trig_preop_f64 against the published hex digits
// of 2/pi (segments of 53 bits, truncated, scaled to their place).
func TestTrigPreop(t *testing.T) {
	const twoOverPiHex = "A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041FE5163ABDEBBC561B7246E3A424DD2E006492EEA09D1921CFE1DEB1CB129A73EE88235F52EBB4484E99C7026B45F7E413991D639835339F49C845F8BBDF9283B1FF897FFDE05980FEF2F118B5A0A6D1F6D367ECF27CB09B74F463F669E5FEA2D7527BAC7EBE5F17B3D0739F78A5292EA6BFB5FB11F8D5D0856033046FC7B6BABF0CFBC209AF4361DA9E391615EE61B086599855F14A068408DFFD8804D73273106061556CA73A8C960E27BC08C6B"
	pi2 := new(big.Int)
	pi2.SetString(twoOverPiHex, 16)
	nbits := 4 * len(twoOverPiHex)
	seg := func(shift int) float64 { // fraction bits [shift, shift+53)
		x := new(big.Int).Rsh(pi2, uint(nbits-shift-53))
		x.And(x, new(big.Int).SetUint64(1<<53-1))
		return math.Ldexp(float64(x.Uint64()), -53-shift)
	}
	body := func(x uint64, s int) string {
		return "\ts_mov_b32 s20, " + hex(uint32(x)) + "\n\ts_mov_b32 s21, " + hex(uint32(x>>32)) + "\n\tv_trig_preop_f64 v[4:5], s[20:21], " + itoa(s) + "\n\tv_xor_b32_e32 v4, v4, v5\n"
	}
	cases := []struct {
		x    float64
		s    int
		want float64
	}{
		{1, 0, seg(0)}, {1, 1, seg(53)}, {1, 2, seg(106)},
		{math.Ldexp(1, 60), 0, seg(60 + 1023 - 1077)}, // exponent 1083 > 1077: shifted by 6
		{math.Ldexp(1, 100), 3, seg(3*53 + 1123 - 1077)},
	}
	for _, c := range cases {
		src := body(math.Float64bits(c.x), c.s) + `	s_load_dwordx2 s[8:9], s[4:5], 0x0
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s9
	v_add_u32_e32 v10, vcc, s8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_store_dword v[10:11], v4
	s_endpgm
`
		p := loadAsm(t, "trig.s", handKernel(src, 1, 0))
		r, _ := run(t, p, launch1D(1, 64, make([]int32, 64)), sim.Options{})
		w := math.Float64bits(c.want)
		if got := uint32(i32s(output(t, r, "b0"))[0]); got != uint32(w)^uint32(w>>32) {
			t.Errorf("trig_preop(%g, %d): got %#x, want %#x (%g)", c.x, c.s, got, uint32(w)^uint32(w>>32), c.want)
		}
	}
}

func hex(v uint32) string {
	const d = "0123456789abcdef"
	s := ""
	for i := 7; i >= 0; i-- {
		s += string(d[v>>(4*i)&15])
	}
	return "0x" + s
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return string(rune('0'+i/10)) + string(rune('0'+i%10))
}
