package sim

import (
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/fp"

	"math"
	"math/bits"
)

// The vector ALU opcode table. Each entry is the per-lane semantics of one
// GCN3 opcode (see vop); the encodings (_e32, _e64, _sdwa) share it.

func f32(v uint64) float32  { return math.Float32frombits(uint32(v)) }
func bf32(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64(v uint64) float64  { return math.Float64frombits(v) }
func bf64(f float64) uint64 { return math.Float64bits(f) }
func sx24(v uint64) int64   { return int64(int32(uint32(v)<<8) >> 8) }

// constructors
func vf32(n int, f func(a, b, c float32) float32) *vop {
	return &vop{nsrc: n, src: [3]typ{tF32, tF32, tF32}, dt: tF32, row: rowF32(f), fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return bf32(f(f32(a), f32(b), f32(c))), false
	}, wave: func(d *[isa.MaxLanes]uint32, a, b, c *[isa.MaxLanes]uint64, _, act uint64) uint64 {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			d[l] = math.Float32bits(f(f32(a[l]), f32(b[l]), f32(c[l])))
		}
		return 0
	}}
}

func vf64(n int, f func(a, b, c float64) float64) *vop {
	return &vop{nsrc: n, src: [3]typ{tF64, tF64, tF64}, dt: tF64, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return bf64(f(f64(a), f64(b), f64(c))), false
	}}
}

func vu32(n int, f func(a, b, c uint32) uint32) *vop {
	return &vop{nsrc: n, src: [3]typ{tB32, tB32, tB32}, dt: tB32, row: rowU32(f), fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return uint64(f(uint32(a), uint32(b), uint32(c))), false
	}, wave: func(d *[isa.MaxLanes]uint32, a, b, c *[isa.MaxLanes]uint64, _, act uint64) uint64 {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			d[l] = f(uint32(a[l]), uint32(b[l]), uint32(c[l]))
		}
		return 0
	}}
}

// vconv is a one-source conversion between types.
func vconv(st, dt typ, f func(a uint64) uint64) *vop {
	return &vop{nsrc: 1, src: [3]typ{st}, dt: dt, fn: func(a, _, _ uint64, _ bool, _ int) (uint64, bool) {
		return f(a), false
	}}
}

// vcarry is a VOP2b add/sub with carry-out (and carry-in when cin).
func vcarry(cin bool, f func(a, b uint64, ci uint64) (uint64, bool)) *vop {
	return &vop{nsrc: 2, src: [3]typ{tB32, tB32}, dt: tB32, cin: cin, cout: true, row: rowCarry(f), fn: func(a, b, _ uint64, ci bool, _ int) (uint64, bool) {
		return f(a&0xffffffff, b&0xffffffff, b2u(ci))
	}, wave: func(d *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, cin, act uint64) (out uint64) {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			r, co := f(a[l]&0xffffffff, b[l]&0xffffffff, cin>>l&1)
			d[l] = uint32(r)
			if co {
				out |= 1 << l
			}
		}
		return out
	}}
}

func vcmp(t typ, f func(a, b uint64) bool) *vop {
	var row rowFn
	if t == tB32 || t == tF32 {
		row = rowCmp(f)
	}
	return &vop{nsrc: 2, src: [3]typ{t, t}, cout: true, row: row, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return 0, f(a, b)
	}, wave: func(_ *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, _, act uint64) (out uint64) {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if f(a[l], b[l]) {
				out |= 1 << l
			}
		}
		return out
	}}
}

func fmin32(a, b float32) float32 {
	switch {
	case a != a:
		return b
	case b != b:
		return a
	case a == 0 && b == 0:
		if math.Signbit(float64(a)) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func fmax32(a, b float32) float32 {
	switch {
	case a != a:
		return b
	case b != b:
		return a
	case a == 0 && b == 0:
		if math.Signbit(float64(a)) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

func fmin64(a, b float64) float64 {
	if a != a {
		return b
	}
	if b != b {
		return a
	}
	return math.Min(a, b)
}

func fmax64(a, b float64) float64 {
	if a != a {
		return b
	}
	if b != b {
		return a
	}
	return math.Max(a, b)
}

func med3(a, b, c int64) int64 {
	if a > b {
		a, b = b, a
	}
	if b > c {
		b = c
	}
	if a > b {
		return a
	}
	return b
}

// cvtI32 converts with truncation and saturation; NaN gives 0.
func cvtI32(f float64) uint64 {
	switch {
	case f != f:
		return 0
	case f >= 2147483647:
		return 0x7fffffff
	case f <= -2147483648:
		return 0x80000000
	}
	return uint64(uint32(int32(f)))
}

func cvtU32(f float64) uint64 {
	switch {
	case f != f || f <= 0:
		return 0
	case f >= 4294967295:
		return 0xffffffff
	}
	return uint64(uint32(f))
}

func fcmp32(f func(a, b float32) bool) *vop {
	return vcmp(tF32, func(a, b uint64) bool { return f(f32(a), f32(b)) })
}

func fcmp64(f func(a, b float64) bool) *vop {
	return vcmp(tF64, func(a, b uint64) bool { return f(f64(a), f64(b)) })
}

// fclass reports the class bit of v for v_cmp_class (bit 0 signaling NaN,
// 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
// 8 +normal, 9 +inf).
func fclass(f float64, quiet, denorm bool) uint {
	neg := math.Signbit(f)
	switch {
	case f != f:
		if quiet {
			return 1
		}
		return 0
	case math.IsInf(f, 0):
		if neg {
			return 2
		}
		return 9
	case f == 0:
		if neg {
			return 5
		}
		return 6
	case denorm:
		if neg {
			return 4
		}
		return 7
	}
	if neg {
		return 3
	}
	return 8
}

func init() {
	registerVOPIntegers()
	registerVOPBits()
	registerVOPF32()
	registerVOPF64()
	registerVOPConversions()
	registerVOPCompares()
	useHotWaves()
	useHotRows()
	useHotFused()
}

// registerVOPIntegers registers the moves, selects and integer arithmetic.
func registerVOPIntegers() {
	r := registerVOP
	r(vu32(1, func(a, _, _ uint32) uint32 { return a }), "v_mov_b32")
	r(&vop{nsrc: 2, src: [3]typ{tB32, tB32}, dt: tB32, cin: true, fn: func(a, b, _ uint64, c bool, _ int) (uint64, bool) {
		if c {
			return b, false
		}
		return a, false
	}}, "v_cndmask_b32")

	// --- integer arithmetic
	r(vcarry(false, func(a, b, _ uint64) (uint64, bool) { s := a + b; return s & 0xffffffff, s>>32 != 0 }), "v_add_u32", "v_add_co_u32", "v_add_i32")
	r(vcarry(false, func(a, b, _ uint64) (uint64, bool) { return (a - b) & 0xffffffff, b > a }), "v_sub_u32", "v_sub_co_u32", "v_sub_i32")
	r(vcarry(false, func(a, b, _ uint64) (uint64, bool) { return (b - a) & 0xffffffff, a > b }), "v_subrev_u32", "v_subrev_co_u32", "v_subrev_i32")
	r(vcarry(true, func(a, b, c uint64) (uint64, bool) { s := a + b + c; return s & 0xffffffff, s>>32 != 0 }), "v_addc_u32", "v_addc_co_u32")
	r(vcarry(true, func(a, b, c uint64) (uint64, bool) { return (a - b - c) & 0xffffffff, b+c > a }), "v_subb_u32", "v_subb_co_u32")
	r(vcarry(true, func(a, b, c uint64) (uint64, bool) { return (b - a - c) & 0xffffffff, a+c > b }), "v_subbrev_u32", "v_subbrev_co_u32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return a * b }), "v_mul_lo_u32", "v_mul_lo_i32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(uint64(a) * uint64(b) >> 32) }), "v_mul_hi_u32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32) }), "v_mul_hi_i32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return (a & 0xffffff) * (b & 0xffffff) }), "v_mul_u32_u24")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(uint64(a&0xffffff) * uint64(b&0xffffff) >> 32) }), "v_mul_hi_u32_u24")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(sx24(uint64(a)) * sx24(uint64(b))) }), "v_mul_i32_i24")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(uint64(sx24(uint64(a))*sx24(uint64(b))) >> 32) }), "v_mul_hi_i32_i24")
	r(vu32(3, func(a, b, c uint32) uint32 { return (a&0xffffff)*(b&0xffffff) + c }), "v_mad_u32_u24")
	r(vu32(3, func(a, b, c uint32) uint32 { return uint32(sx24(uint64(a))*sx24(uint64(b))) + c }), "v_mad_i32_i24")
	r(&vop{nsrc: 3, src: [3]typ{tB32, tB32, tB64}, dt: tB64, cout: true, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		hi, lo := bits.Mul64(a&0xffffffff, b&0xffffffff)
		s, carry := bits.Add64(lo, c, 0)
		return s, hi+carry != 0
	}}, "v_mad_u64_u32")
	r(&vop{nsrc: 3, src: [3]typ{tB32, tB32, tB64}, dt: tB64, cout: true, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		p := int64(int32(uint32(a))) * int64(int32(uint32(b)))
		s := p + int64(c)
		ovf := (p >= 0) == (int64(c) >= 0) && (s >= 0) != (p >= 0)
		return uint64(s), ovf
	}}, "v_mad_i64_i32")
	r(vu32(3, func(a, b, c uint32) uint32 {
		if a > b {
			return a - b + c
		}
		return b - a + c
	}), "v_sad_u32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return min(a, b) }), "v_min_u32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return max(a, b) }), "v_max_u32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(min(int32(a), int32(b))) }), "v_min_i32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(max(int32(a), int32(b))) }), "v_max_i32")
	r(vu32(3, func(a, b, c uint32) uint32 { return min(a, b, c) }), "v_min3_u32")
	r(vu32(3, func(a, b, c uint32) uint32 { return max(a, b, c) }), "v_max3_u32")
	r(vu32(3, func(a, b, c uint32) uint32 { return uint32(min(int32(a), int32(b), int32(c))) }), "v_min3_i32")
	r(vu32(3, func(a, b, c uint32) uint32 { return uint32(max(int32(a), int32(b), int32(c))) }), "v_max3_i32")
	r(vu32(3, func(a, b, c uint32) uint32 { return uint32(med3(int64(a), int64(b), int64(c))) }), "v_med3_u32")
	r(vu32(3, func(a, b, c uint32) uint32 {
		return uint32(med3(int64(int32(a)), int64(int32(b)), int64(int32(c))))
	}), "v_med3_i32")
}

// registerVOPBits registers the bit operations.
func registerVOPBits() {
	r := registerVOP
	r(vu32(2, func(a, b, _ uint32) uint32 { return a & b }), "v_and_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return a | b }), "v_or_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return a ^ b }), "v_xor_b32")
	r(vu32(1, func(a, _, _ uint32) uint32 { return ^a }), "v_not_b32")
	r(vu32(1, func(a, _, _ uint32) uint32 { return bits.Reverse32(a) }), "v_bfrev_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return b << (a & 31) }), "v_lshlrev_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return b >> (a & 31) }), "v_lshrrev_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(int32(b) >> (a & 31)) }), "v_ashrrev_i32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return a << (b & 31) }), "v_lshl_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return a >> (b & 31) }), "v_lshr_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(int32(a) >> (b & 31)) }), "v_ashr_i32")
	shift64 := func(f func(a uint64, s uint) uint64, revd bool) *vop {
		st := [3]typ{tB32, tB64}
		if !revd {
			st = [3]typ{tB64, tB32}
		}
		return &vop{nsrc: 2, src: st, dt: tB64, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
			if revd {
				return f(b, uint(a&63)), false
			}
			return f(a, uint(b&63)), false
		}}
	}
	r(shift64(func(a uint64, s uint) uint64 { return a << s }, true), "v_lshlrev_b64")
	r(shift64(func(a uint64, s uint) uint64 { return a >> s }, true), "v_lshrrev_b64")
	r(shift64(func(a uint64, s uint) uint64 { return uint64(int64(a) >> s) }, true), "v_ashrrev_i64")
	r(shift64(func(a uint64, s uint) uint64 { return a << s }, false), "v_lshl_b64")
	r(shift64(func(a uint64, s uint) uint64 { return a >> s }, false), "v_lshr_b64")
	r(shift64(func(a uint64, s uint) uint64 { return uint64(int64(a) >> s) }, false), "v_ashr_i64")
	r(vu32(3, func(a, b, c uint32) uint32 {
		w := c & 31
		if w == 0 {
			return 0
		}
		return (a >> (b & 31)) & (1<<w - 1)
	}), "v_bfe_u32")
	r(vu32(3, func(a, b, c uint32) uint32 {
		w := c & 31
		if w == 0 {
			return 0
		}
		off := b & 31
		v := a >> off
		if off+w < 32 {
			return uint32(int32(v<<(32-w)) >> (32 - w))
		}
		return uint32(int32(a) >> off)
	}), "v_bfe_i32")
	r(vu32(3, func(a, b, c uint32) uint32 { return a&b | ^a&c }), "v_bfi_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return (1<<(a&31) - 1) << (b & 31) }), "v_bfm_b32")
	r(vu32(3, func(a, b, c uint32) uint32 { return uint32((uint64(a)<<32 | uint64(b)) >> (c & 31)) }), "v_alignbit_b32")
	r(vu32(3, func(a, b, c uint32) uint32 { return uint32((uint64(a)<<32 | uint64(b)) >> (8 * (c & 3))) }), "v_alignbyte_b32")
	r(vu32(3, func(a, b, c uint32) uint32 {
		var d uint32
		src := uint64(a)<<32 | uint64(b)
		for i := 0; i < 4; i++ {
			s := c >> (8 * i) & 0xff
			var x uint32
			switch {
			case s < 8:
				x = uint32(src>>(8*s)) & 0xff
			case s < 12:
				// sign of byte 2*(s-8)+1 replicated
				if src>>(8*(2*(s-8)+1)+7)&1 != 0 {
					x = 0xff
				}
			case s == 12:
				x = 0
			default:
				x = 0xff
			}
			d |= x << (8 * i)
		}
		return d
	}), "v_perm_b32")
	r(vu32(2, func(a, b, _ uint32) uint32 { return uint32(bits.OnesCount32(a)) + b }), "v_bcnt_u32_b32")
	r(&vop{nsrc: 2, src: [3]typ{tB32, tB32}, dt: tB32, fn: func(a, b, _ uint64, _ bool, l int) (uint64, bool) {
		m := uint32(0xffffffff)
		if l < 32 {
			m = 1<<uint(l) - 1
		}
		return uint64(uint32(bits.OnesCount32(uint32(a)&m)) + uint32(b)), false
	}}, "v_mbcnt_lo_u32_b32")
	r(&vop{nsrc: 2, src: [3]typ{tB32, tB32}, dt: tB32, fn: func(a, b, _ uint64, _ bool, l int) (uint64, bool) {
		m := uint32(0)
		if l > 32 {
			m = 1<<uint(l-32) - 1
		}
		return uint64(uint32(bits.OnesCount32(uint32(a)&m)) + uint32(b)), false
	}}, "v_mbcnt_hi_u32_b32")
	r(vu32(1, func(a, _, _ uint32) uint32 {
		if a == 0 {
			return 0xffffffff
		}
		return uint32(bits.LeadingZeros32(a))
	}), "v_ffbh_u32")
	r(vu32(1, func(a, _, _ uint32) uint32 {
		if a == 0 {
			return 0xffffffff
		}
		return uint32(bits.TrailingZeros32(a))
	}), "v_ffbl_b32")
	r(vu32(1, func(a, _, _ uint32) uint32 {
		if a == 0 || a == 0xffffffff {
			return 0xffffffff
		}
		if int32(a) < 0 {
			a = ^a
		}
		return uint32(bits.LeadingZeros32(a)) - 1
	}), "v_ffbh_i32")
}

// registerVOPF32 registers the f32 arithmetic.
func registerVOPF32() {
	r := registerVOP
	r(vf32(2, func(a, b, _ float32) float32 { return a + b }), "v_add_f32")
	r(vf32(2, func(a, b, _ float32) float32 { return a - b }), "v_sub_f32")
	r(vf32(2, func(a, b, _ float32) float32 { return b - a }), "v_subrev_f32")
	r(vf32(2, func(a, b, _ float32) float32 { return a * b }), "v_mul_f32")
	r(vf32(2, func(a, b, _ float32) float32 {
		if a == 0 || b == 0 {
			return 0
		}
		return a * b
	}), "v_mul_legacy_f32")
	r(vf32(2, func(a, b, _ float32) float32 { return fmin32(a, b) }), "v_min_f32")
	r(vf32(2, func(a, b, _ float32) float32 { return fmax32(a, b) }), "v_max_f32")
	r(vf32(3, func(a, b, c float32) float32 { return fmin32(fmin32(a, b), c) }), "v_min3_f32")
	r(vf32(3, func(a, b, c float32) float32 { return fmax32(fmax32(a, b), c) }), "v_max3_f32")
	r(vf32(3, func(a, b, c float32) float32 {
		if a != a || b != b || c != c {
			return fmin32(fmin32(a, b), c)
		}
		return fmax32(fmin32(a, b), fmin32(fmax32(a, b), c))
	}), "v_med3_f32")
	mad := func(a, b, c float32) float32 { p := float32(a * b); return float32(p + c) }
	r(vf32(3, mad), "v_mad_f32", "v_madmk_f32", "v_madak_f32")
	r(vf32(3, func(a, b, c float32) float32 {
		if a == 0 || b == 0 {
			return c
		}
		return mad(a, b, c)
	}), "v_mad_legacy_f32")
	mac := vf32(3, mad)
	mac.mac = true
	r(mac, "v_mac_f32")
	r(vf32(3, fp.FMA32), "v_fma_f32")
	r(&vop{nsrc: 2, src: [3]typ{tF32, tB32}, dt: tF32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return bf32(float32(math.Ldexp(float64(f32(a)), int(int32(uint32(b)))))), false
	}}, "v_ldexp_f32")
	// transcendental (hardware: about 1 ulp; here correctly rounded from f64)
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Exp2(float64(a))) }), "v_exp_f32", "v_exp_legacy_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Log2(float64(a))) }), "v_log_f32", "v_log_legacy_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(1 / float64(a)) }), "v_rcp_f32", "v_rcp_iflag_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(1 / math.Sqrt(float64(a))) }), "v_rsq_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Sqrt(float64(a))) }), "v_sqrt_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Sin(float64(a) * 2 * math.Pi)) }), "v_sin_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Cos(float64(a) * 2 * math.Pi)) }), "v_cos_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Trunc(float64(a))) }), "v_trunc_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Ceil(float64(a))) }), "v_ceil_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.Floor(float64(a))) }), "v_floor_f32")
	r(vf32(1, func(a, _, _ float32) float32 { return float32(math.RoundToEven(float64(a))) }), "v_rndne_f32")
	r(vf32(1, func(a, _, _ float32) float32 {
		if math.IsInf(float64(a), 0) {
			return float32(math.NaN())
		}
		f := float64(a) - math.Floor(float64(a))
		return min(float32(f), math.Nextafter32(1, 0))
	}), "v_fract_f32")
	r(vf32(1, func(a, _, _ float32) float32 {
		if a == 0 || a != a || math.IsInf(float64(a), 0) {
			return a
		}
		m, _ := math.Frexp(float64(a))
		return float32(m)
	}), "v_frexp_mant_f32")
	r(vconv(tF32, tB32, func(a uint64) uint64 {
		f := float64(f32(a))
		if f == 0 || f != f || math.IsInf(f, 0) {
			return 0
		}
		_, e := math.Frexp(f)
		return uint64(uint32(int32(e)))
	}), "v_frexp_exp_i32_f32")
}

// registerVOPF64 registers the f64 arithmetic and the division helpers.
func registerVOPF64() {
	r := registerVOP
	r(vf64(2, func(a, b, _ float64) float64 { return a + b }), "v_add_f64")
	r(vf64(2, func(a, b, _ float64) float64 { return a * b }), "v_mul_f64")
	r(vf64(2, fmin64f), "v_min_f64")
	r(vf64(2, fmax64f), "v_max_f64")
	r(vf64(3, math.FMA), "v_fma_f64")
	r(&vop{nsrc: 2, src: [3]typ{tF64, tB32}, dt: tF64, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return bf64(math.Ldexp(f64(a), int(int32(uint32(b))))), false
	}}, "v_ldexp_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return 1 / a }), "v_rcp_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return 1 / math.Sqrt(a) }), "v_rsq_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return math.Sqrt(a) }), "v_sqrt_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return math.Trunc(a) }), "v_trunc_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return math.Ceil(a) }), "v_ceil_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return math.Floor(a) }), "v_floor_f64")
	r(vf64(1, func(a, _, _ float64) float64 { return math.RoundToEven(a) }), "v_rndne_f64")
	r(vf64(1, func(a, _, _ float64) float64 {
		if math.IsInf(a, 0) {
			return math.NaN()
		}
		return min(a-math.Floor(a), math.Nextafter(1, 0))
	}), "v_fract_f64")
	r(vf64(1, func(a, _, _ float64) float64 {
		if a == 0 || a != a || math.IsInf(a, 0) {
			return a
		}
		m, _ := math.Frexp(a)
		return m
	}), "v_frexp_mant_f64")
	r(vconv(tF64, tB32, func(a uint64) uint64 {
		f := f64(a)
		if f == 0 || f != f || math.IsInf(f, 0) {
			return 0
		}
		_, e := math.Frexp(f)
		return uint64(uint32(int32(e)))
	}), "v_frexp_exp_i32_f64")

	// --- division helpers (the expansion LLVM emits for f32/f64 division)
	r(divScale(tF32), "v_div_scale_f32")
	r(divScale(tF64), "v_div_scale_f64")
	r(&vop{nsrc: 3, src: [3]typ{tF32, tF32, tF32}, dt: tF32, vccIn: true, fn: func(a, b, c uint64, v bool, _ int) (uint64, bool) {
		d := fp.FMA32(f32(a), f32(b), f32(c))
		if v {
			d = float32(math.Ldexp(float64(d), 32))
		}
		return bf32(d), false
	}}, "v_div_fmas_f32")
	r(&vop{nsrc: 3, src: [3]typ{tF64, tF64, tF64}, dt: tF64, vccIn: true, fn: func(a, b, c uint64, v bool, _ int) (uint64, bool) {
		d := math.FMA(f64(a), f64(b), f64(c))
		if v {
			d = math.Ldexp(d, 64)
		}
		return bf64(d), false
	}}, "v_div_fmas_f64")
	r(vf32(3, func(q, d, n float32) float32 { return float32(divFixup(float64(q), float64(d), float64(n))) }), "v_div_fixup_f32")
	r(vf64(3, divFixup), "v_div_fixup_f64")
}

// registerVOPConversions registers the conversions.
func registerVOPConversions() {
	r := registerVOP
	r(vconv(tF32, tB32, func(a uint64) uint64 { return cvtI32(float64(f32(a))) }), "v_cvt_i32_f32")
	r(vconv(tF32, tB32, func(a uint64) uint64 { return cvtU32(float64(f32(a))) }), "v_cvt_u32_f32")
	r(vconv(tF64, tB32, func(a uint64) uint64 { return cvtI32(f64(a)) }), "v_cvt_i32_f64")
	r(vconv(tF64, tB32, func(a uint64) uint64 { return cvtU32(f64(a)) }), "v_cvt_u32_f64")
	r(vconv(tB32, tF32, func(a uint64) uint64 { return bf32(float32(int32(uint32(a)))) }), "v_cvt_f32_i32")
	r(vconv(tB32, tF32, func(a uint64) uint64 { return bf32(float32(uint32(a))) }), "v_cvt_f32_u32")
	r(vconv(tB32, tF64, func(a uint64) uint64 { return bf64(float64(int32(uint32(a)))) }), "v_cvt_f64_i32")
	r(vconv(tB32, tF64, func(a uint64) uint64 { return bf64(float64(uint32(a))) }), "v_cvt_f64_u32")
	r(vconv(tF64, tF32, func(a uint64) uint64 { return bf32(float32(f64(a))) }), "v_cvt_f32_f64")
	r(vconv(tF32, tF64, func(a uint64) uint64 { return bf64(float64(f32(a))) }), "v_cvt_f64_f32")
	r(vconv(tF32, tB32, func(a uint64) uint64 { return cvtI32(math.Floor(float64(f32(a)) + 0.5)) }), "v_cvt_rpi_i32_f32")
	r(vconv(tF32, tB32, func(a uint64) uint64 { return cvtI32(math.Floor(float64(f32(a)))) }), "v_cvt_flr_i32_f32")
	for i, n := range []string{"v_cvt_f32_ubyte0", "v_cvt_f32_ubyte1", "v_cvt_f32_ubyte2", "v_cvt_f32_ubyte3"} {
		sh := uint(8 * i)
		r(vconv(tB32, tF32, func(a uint64) uint64 { return bf32(float32(a >> sh & 0xff)) }), n)
	}
	r(vconv(tF32, tB32, func(a uint64) uint64 { return uint64(f32ToF16(f32(a))) }), "v_cvt_f16_f32")
	r(vconv(tB32, tF32, func(a uint64) uint64 { return bf32(f16ToF32(uint16(a))) }), "v_cvt_f32_f16")
	r(&vop{nsrc: 2, src: [3]typ{tF32, tF32}, dt: tB32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return uint64(f32ToF16RTZ(f32(a))) | uint64(f32ToF16RTZ(f32(b)))<<16, false
	}}, "v_cvt_pkrtz_f16_f32")
}

// registerVOPCompares registers the compares.
func registerVOPCompares() {
	r := registerVOP
	type cmpDef struct {
		name string
		f32  func(a, b float32) bool
		f64  func(a, b float64) bool
	}
	fdefs := []cmpDef{
		{"f", func(a, b float32) bool { return false }, func(a, b float64) bool { return false }},
		{"lt", func(a, b float32) bool { return a < b }, func(a, b float64) bool { return a < b }},
		{"eq", func(a, b float32) bool { return a == b }, func(a, b float64) bool { return a == b }},
		{"le", func(a, b float32) bool { return a <= b }, func(a, b float64) bool { return a <= b }},
		{"gt", func(a, b float32) bool { return a > b }, func(a, b float64) bool { return a > b }},
		{"lg", func(a, b float32) bool { return a < b || a > b }, func(a, b float64) bool { return a < b || a > b }},
		{"ge", func(a, b float32) bool { return a >= b }, func(a, b float64) bool { return a >= b }},
		{"o", func(a, b float32) bool { return a == a && b == b }, func(a, b float64) bool { return a == a && b == b }},
		{"u", func(a, b float32) bool { return a != a || b != b }, func(a, b float64) bool { return a != a || b != b }},
		{"nge", func(a, b float32) bool { return !(a >= b) }, func(a, b float64) bool { return !(a >= b) }},
		{"nlg", func(a, b float32) bool { return !(a < b || a > b) }, func(a, b float64) bool { return !(a < b || a > b) }},
		{"ngt", func(a, b float32) bool { return !(a > b) }, func(a, b float64) bool { return !(a > b) }},
		{"nle", func(a, b float32) bool { return !(a <= b) }, func(a, b float64) bool { return !(a <= b) }},
		{"neq", func(a, b float32) bool { return !(a == b) }, func(a, b float64) bool { return !(a == b) }},
		{"nlt", func(a, b float32) bool { return !(a < b) }, func(a, b float64) bool { return !(a < b) }},
		{"tru", func(a, b float32) bool { return true }, func(a, b float64) bool { return true }},
	}
	for _, d := range fdefs {
		for _, x := range []string{"v_cmp_", "v_cmpx_"} {
			o32, o64 := fcmp32(d.f32), fcmp64(d.f64)
			o32.cmpx, o64.cmpx = x == "v_cmpx_", x == "v_cmpx_"
			r(o32, x+d.name+"_f32")
			r(o64, x+d.name+"_f64")
		}
	}
	idefs := []struct {
		name string
		f    func(c int) bool
	}{
		{"f", func(int) bool { return false }}, {"lt", func(c int) bool { return c < 0 }},
		{"eq", func(c int) bool { return c == 0 }}, {"le", func(c int) bool { return c <= 0 }},
		{"gt", func(c int) bool { return c > 0 }}, {"ne", func(c int) bool { return c != 0 }},
		{"lg", func(c int) bool { return c != 0 }},
		{"ge", func(c int) bool { return c >= 0 }}, {"t", func(int) bool { return true }},
	}
	for _, d := range idefs {
		f := d.f
		for _, x := range []string{"v_cmp_", "v_cmpx_"} {
			ops := []*vop{
				vcmp(tB32, func(a, b uint64) bool { return f(cmpInt(int64(int32(uint32(a))), int64(int32(uint32(b))))) }),
				vcmp(tB32, func(a, b uint64) bool { return f(cmpUint(a&0xffffffff, b&0xffffffff)) }),
				vcmp(tB64, func(a, b uint64) bool { return f(cmpInt(int64(a), int64(b))) }),
				vcmp(tB64, func(a, b uint64) bool { return f(cmpUint(a, b)) }),
			}
			truth := b2u(f(-1)) | b2u(f(0))<<1 | b2u(f(1))<<2
			ops[0].row, ops[1].row = rowIntCmp(truth, true), rowIntCmp(truth, false)
			for i, signed := range []bool{true, false} {
				ops[i].intCmp, ops[i].truth, ops[i].signed = true, truth, signed
			}
			for i, suf := range []string{"_i32", "_u32", "_i64", "_u64"} {
				ops[i].cmpx = x == "v_cmpx_"
				if d.name == "lg" {
					continue // integer compares spell it "ne"
				}
				r(ops[i], x+d.name+suf)
			}
		}
	}
	for _, x := range []string{"v_cmp_", "v_cmpx_"} {
		c32 := &vop{nsrc: 2, src: [3]typ{tF32, tB32}, cout: true, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
			u := uint32(a)
			denorm := u&0x7f800000 == 0 && u&0x7fffff != 0
			c := fclass(float64(f32(a)), u&0x400000 != 0, denorm)
			return 0, b>>c&1 != 0
		}}
		c64 := &vop{nsrc: 2, src: [3]typ{tF64, tB32}, cout: true, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
			denorm := a&0x7ff0000000000000 == 0 && a&0xfffffffffffff != 0
			c := fclass(f64(a), a&(1<<51) != 0, denorm)
			return 0, b>>c&1 != 0
		}}
		c32.cmpx, c64.cmpx = x == "v_cmpx_", x == "v_cmpx_"
		r(c32, x+"class_f32")
		r(c64, x+"class_f64")
	}
}

func fmin64f(a, b, _ float64) float64 { return fmin64(a, b) }
func fmax64f(a, b, _ float64) float64 { return fmax64(a, b) }

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// divScale is v_div_scale_{f32,f64}: sdst gets VCC-style flags, D is S0,
// scaled by 2^±(64|128) in the corner cases where the quotient or the
// reciprocal of the denominator would leave the normal range.
func divScale(t typ) *vop {
	scale, bigDiff, tinyExp := 64, 96, -103
	if t == tF64 {
		scale, bigDiff, tinyExp = 128, 768, -969
	}
	return &vop{nsrc: 3, src: [3]typ{t, t, t}, dt: t, cout: true, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		var s0, s1, s2 float64
		if t == tF32 {
			s0, s1, s2 = float64(f32(a)), float64(f32(b)), float64(f32(c))
		} else {
			s0, s1, s2 = f64(a), f64(b), f64(c)
		}
		out := s0
		vcc := false
		_, e1 := math.Frexp(s1)
		_, e2 := math.Frexp(s2)
		minNormal := 0x1p-126
		if t == tF64 {
			minNormal = 0x1p-1022
		}
		denorm := func(x float64) bool { return x != 0 && math.Abs(x) < minNormal }
		switch {
		case s2 == 0 || s1 == 0 || s0 != s0 || s1 != s1 || s2 != s2:
			out = math.NaN()
		case e2-e1 >= bigDiff:
			vcc = true
			if s0 == s1 {
				out = math.Ldexp(s0, scale)
			}
		case denorm(s1):
			out = math.Ldexp(s0, scale)
		case denorm(1/s1) && denorm(s2/s1):
			vcc = true
			if s0 == s1 {
				out = math.Ldexp(s0, scale)
			}
		case denorm(1 / s1):
			out = math.Ldexp(s0, -scale)
		case denorm(s2 / s1):
			vcc = true
			if s0 == s2 {
				out = math.Ldexp(s0, scale)
			}
		case e2 <= tinyExp:
			vcc = true
			if s0 == s2 {
				out = math.Ldexp(s0, scale)
			}
		}
		if t == tF32 {
			return bf32(float32(out)), vcc
		}
		return bf64(out), vcc
	}}
}

// divFixup is v_div_fixup: q the quotient estimate, d the denominator, n
// the numerator; it resolves the IEEE special cases.
func divFixup(q, d, n float64) float64 {
	neg := math.Signbit(d) != math.Signbit(n)
	sign := 1.0
	if neg {
		sign = -1
	}
	switch {
	case n != n:
		return n
	case d != d:
		return d
	case d == 0 && n == 0, math.IsInf(d, 0) && math.IsInf(n, 0):
		return math.NaN()
	case d == 0 || math.IsInf(n, 0):
		return math.Inf(int(sign))
	case math.IsInf(d, 0) || n == 0:
		return math.Copysign(0, sign)
	}
	return math.Copysign(math.Abs(q), sign)
}
