package sim

import (
	"math"
	"math/bits"
	"sync"
)

// 16-bit integer and f16 vector ALU opcodes of GCN3 (VOP1, VOP2, VOPC and
// VOP3), and the remaining VOP3-only opcodes (byte SAD, packing
// conversions, cube map helpers, v_trig_preop_f64).
//
// On gfx8 a 16-bit result is written to the low half of the destination
// VGPR and the high half is zeroed (SDWA's dst_sel/dst_unused place it
// elsewhere). f16 arithmetic is computed exactly in float64 and rounded
// once to f16 (round to nearest even, f2h); f16 denormals are kept, as the
// MODE hipcc sets for gfx803 (FP_DENORM 16/64 enabled) says.

func h2f(v uint64) float64 { return float64(f16ToF32(uint16(v))) }

// f2h rounds a float64 to f16 once (round to nearest even). It goes
// through float32 rounded to odd (toward zero, the last bit set when
// inexact), which a rounding to 11 bits then sees as exactly as the
// float64 (24 >= 11+2). Plain float32(f) rounds twice: harmless for the
// result of one f16 add, multiply, divide or square root (24 >= 2*11+2),
// but an fma's exact result can lie just off an f16 halfway point and land
// on it (-2^-11·(1+2^-10) × (1-2^-10) + (1+2^-10) = 1 + 2^-11 + 2^-31 is
// 1+2^-10 in f16; through float32 it became the tie 1 + 2^-11 and rounded
// to 1).
func f2h(f float64) uint64 {
	r := float32(f)
	if float64(r) != f && f == f && !math.IsInf(float64(r), 0) {
		if math.Abs(float64(r)) > math.Abs(f) {
			r = math.Nextafter32(r, 0)
		}
		r = math.Float32frombits(math.Float32bits(r) | 1)
	}
	return uint64(f32ToF16(r))
}

// post16 applies omod and clamp to an f16 result.
func (v *valuInst) post16(r uint64) uint64 {
	if v.omod == 0 && !v.clamp {
		return r & 0xffff
	}
	f := h2f(r)
	switch v.omod {
	case 1:
		f *= 2
	case 2:
		f *= 4
	case 3:
		f *= 0.5
	}
	if v.clamp {
		if f != f || f < 0 {
			f = 0
		} else if f > 1 {
			f = 1
		}
	}
	return f2h(f)
}

func vf16(n int, f func(a, b, c float64) float64) *vop {
	return &vop{nsrc: n, src: [3]typ{tF16, tF16, tF16}, dt: tF16, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return f2h(f(h2f(a), h2f(b), h2f(c))), false
	}}
}

// vu16 is a 16-bit integer op; sat (may be nil) its clamp semantics on the
// unbounded result.
func vu16(n int, f func(a, b, c uint16) uint16, sat func(a, b, c uint16) uint16) *vop {
	o := &vop{nsrc: n, src: [3]typ{tB16, tB16, tB16}, dt: tB16, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return uint64(f(uint16(a), uint16(b), uint16(c))), false
	}}
	if sat != nil {
		o.sat = func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
			return uint64(sat(uint16(a), uint16(b), uint16(c))), false
		}
	}
	return o
}

func satU16(v int64) uint16 { return uint16(min(max(v, 0), 0xffff)) }
func satI16(v int64) uint16 { return uint16(int16(min(max(v, -0x8000), 0x7fff))) }

// cvtInt16 converts with truncation and saturation to [lo, hi]; NaN gives 0.
func cvtInt16(f float64, lo, hi float64) uint64 {
	switch {
	case f != f:
		return 0
	case f <= lo:
		return uint64(uint16(int16(int32(lo))))
	case f >= hi:
		return uint64(uint16(int32(hi)))
	}
	return uint64(uint16(int32(f)))
}

// cvtU8 converts an f32 to an unsigned byte, rounding to nearest even and
// saturating (v_cvt_pk_u8_f32).
func cvtU8(f float64) uint32 {
	if f != f {
		return 0
	}
	return uint32(min(max(math.RoundToEven(f), 0), 255))
}

func init() {
	registerVOP16Integers()
	registerVOPF16()
	registerVOPLerp()
	registerVOPPacking()
	registerVOPCube()
	registerVOP16Compares()
}

// registerVOP16Integers registers the 16-bit integer operations.
func registerVOP16Integers() {
	r := registerVOP
	i16 := func(v uint16) int64 { return int64(int16(v)) }

	r(vu16(2, func(a, b, _ uint16) uint16 { return a + b }, func(a, b, _ uint16) uint16 { return satU16(int64(a) + int64(b)) }), "v_add_u16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return a - b }, func(a, b, _ uint16) uint16 { return satU16(int64(a) - int64(b)) }), "v_sub_u16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return b - a }, func(a, b, _ uint16) uint16 { return satU16(int64(b) - int64(a)) }), "v_subrev_u16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return a * b }, nil), "v_mul_lo_u16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return b << (a & 15) }, nil), "v_lshlrev_b16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return b >> (a & 15) }, nil), "v_lshrrev_b16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return uint16(int16(b) >> (a & 15)) }, nil), "v_ashrrev_i16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return min(a, b) }, nil), "v_min_u16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return max(a, b) }, nil), "v_max_u16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return uint16(min(int16(a), int16(b))) }, nil), "v_min_i16")
	r(vu16(2, func(a, b, _ uint16) uint16 { return uint16(max(int16(a), int16(b))) }, nil), "v_max_i16")
	r(vu16(3, func(a, b, c uint16) uint16 { return a*b + c }, func(a, b, c uint16) uint16 { return satU16(int64(a)*int64(b) + int64(c)) }), "v_mad_u16", "v_mad_legacy_u16")
	r(vu16(3, func(a, b, c uint16) uint16 { return a*b + c }, func(a, b, c uint16) uint16 { return satI16(i16(a)*i16(b) + i16(c)) }), "v_mad_i16", "v_mad_legacy_i16")
}

// registerVOPF16 registers the f16 arithmetic and conversions.
func registerVOPF16() {
	r := registerVOP

	r(vf16(2, func(a, b, _ float64) float64 { return a + b }), "v_add_f16")
	r(vf16(2, func(a, b, _ float64) float64 { return a - b }), "v_sub_f16")
	r(vf16(2, func(a, b, _ float64) float64 { return b - a }), "v_subrev_f16")
	r(vf16(2, func(a, b, _ float64) float64 { return a * b }), "v_mul_f16")
	r(vf16(2, func(a, b, _ float64) float64 { return float64(fmin32(float32(a), float32(b))) }), "v_min_f16")
	r(vf16(2, func(a, b, _ float64) float64 { return float64(fmax32(float32(a), float32(b))) }), "v_max_f16")
	// v_mad_f16/v_mac_f16/v_madak/v_madmk: not fused, the product is
	// rounded to f16 first. gfx9's *_legacy_* names are gfx8's forms
	// (gfx9_valu.go has gfx9's meaning of the gfx8 names).
	mad16 := madF16
	r(vf16(3, mad16), "v_mad_f16", "v_madmk_f16", "v_madak_f16", "v_mad_legacy_f16")
	mac := vf16(3, mad16)
	mac.mac = true
	r(mac, "v_mac_f16")
	r(vf16(3, math.FMA), "v_fma_f16", "v_fma_legacy_f16")
	r(vf16(3, divFixup), "v_div_fixup_f16", "v_div_fixup_legacy_f16")
	r(&vop{nsrc: 2, src: [3]typ{tF16, tB32}, dt: tF16, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		e := int(max(min(int32(uint32(b)), 64), -64)) // beyond ±64 every f16 over/underflows
		return f2h(math.Ldexp(h2f(a), e)), false
	}}, "v_ldexp_f16")
	one := func(f func(a float64) float64) *vop { return vf16(1, func(a, _, _ float64) float64 { return f(a) }) }
	r(one(math.Ceil), "v_ceil_f16")
	r(one(math.Floor), "v_floor_f16")
	r(one(math.Trunc), "v_trunc_f16")
	r(one(math.RoundToEven), "v_rndne_f16")
	r(one(math.Sqrt), "v_sqrt_f16")
	r(one(func(a float64) float64 { return 1 / a }), "v_rcp_f16")
	r(one(func(a float64) float64 { return 1 / math.Sqrt(a) }), "v_rsq_f16")
	r(one(math.Log2), "v_log_f16")
	r(one(math.Exp2), "v_exp_f16")
	r(one(func(a float64) float64 { return math.Sin(a * 2 * math.Pi) }), "v_sin_f16")
	r(one(func(a float64) float64 { return math.Cos(a * 2 * math.Pi) }), "v_cos_f16")
	r(one(func(a float64) float64 {
		if math.IsInf(a, 0) {
			return math.NaN()
		}
		return min(a-math.Floor(a), h2f(0x3bff)) // largest f16 below 1
	}), "v_fract_f16")
	r(one(func(a float64) float64 {
		if a == 0 || a != a || math.IsInf(a, 0) {
			return a
		}
		m, _ := math.Frexp(a)
		return m
	}), "v_frexp_mant_f16")
	r(vconv(tF16, tB16, func(a uint64) uint64 {
		f := h2f(a)
		if f == 0 || f != f || math.IsInf(f, 0) {
			return 0
		}
		_, e := math.Frexp(f)
		return uint64(uint16(int16(e)))
	}), "v_frexp_exp_i16_f16")

	// --- f16 conversions
	r(vconv(tB16, tF16, func(a uint64) uint64 { return f2h(float64(int16(a))) }), "v_cvt_f16_i16")
	r(vconv(tB16, tF16, func(a uint64) uint64 { return f2h(float64(uint16(a))) }), "v_cvt_f16_u16")
	r(vconv(tF16, tB16, func(a uint64) uint64 { return cvtInt16(h2f(a), -32768, 32767) }), "v_cvt_i16_f16")
	r(vconv(tF16, tB16, func(a uint64) uint64 { return cvtInt16(h2f(a), 0, 65535) }), "v_cvt_u16_f16")
	r(vconv(tB32, tF32, func(a uint64) uint64 { return bf32(float32(int32(uint32(a)<<28)>>28) / 16) }), "v_cvt_off_f32_i4")
}

// registerVOPLerp registers the byte/short SAD and lerp.
func registerVOPLerp() {
	r := registerVOP

	absd := func(a, b uint32) uint32 {
		if a > b {
			return a - b
		}
		return b - a
	}
	sadBytes := func(a, b uint32, masked bool) uint32 {
		var s uint32
		for i := 0; i < 32; i += 8 {
			x, y := a>>i&0xff, b>>i&0xff
			if masked && y == 0 {
				continue
			}
			s += absd(x, y)
		}
		return s
	}
	r(vu32(3, func(a, b, c uint32) uint32 { return sadBytes(a, b, false) + c }), "v_sad_u8")
	r(vu32(3, func(a, b, c uint32) uint32 { return sadBytes(a, b, false)<<16 + c }), "v_sad_hi_u8")
	r(vu32(3, func(a, b, c uint32) uint32 { return sadBytes(a, b, true) + c }), "v_msad_u8")
	r(vu32(3, func(a, b, c uint32) uint32 {
		return absd(a&0xffff, b&0xffff) + absd(a>>16, b>>16) + c
	}), "v_sad_u16")
	r(vu32(3, func(a, b, c uint32) uint32 {
		var d uint32
		for i := 0; i < 32; i += 8 {
			d |= ((a>>i&0xff + b>>i&0xff + c>>i&1) >> 1) << i
		}
		return d
	}), "v_lerp_u8")
}

// registerVOPPacking registers the packing conversions.
func registerVOPPacking() {
	r := registerVOP

	r(&vop{nsrc: 3, src: [3]typ{tF32, tB32, tB32}, dt: tB32, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		sh := 8 * (b & 3)
		return c&^(0xff<<sh) | uint64(cvtU8(float64(f32(a))))<<sh, false
	}}, "v_cvt_pk_u8_f32")
	acc := &vop{nsrc: 3, src: [3]typ{tF32, tB32, tB32}, dt: tB32, mac: true, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		sh := 8 * (b & 3)
		return c&0xffffffff&^(0xff<<sh) | uint64(cvtU8(float64(f32(a))))<<sh, false
	}}
	r(acc, "v_cvt_pkaccum_u8_f32")
	normI := func(f float32) uint64 {
		if f != f {
			return 0
		}
		return uint64(uint16(int16(math.RoundToEven(float64(min(max(f, -1), 1)) * 32767))))
	}
	normU := func(f float32) uint64 {
		if f != f {
			return 0
		}
		return uint64(uint16(math.RoundToEven(float64(min(max(f, 0), 1)) * 65535)))
	}
	r(&vop{nsrc: 2, src: [3]typ{tF32, tF32}, dt: tB32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return normI(f32(a)) | normI(f32(b))<<16, false
	}}, "v_cvt_pknorm_i16_f32")
	r(&vop{nsrc: 2, src: [3]typ{tF32, tF32}, dt: tB32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return normU(f32(a)) | normU(f32(b))<<16, false
	}}, "v_cvt_pknorm_u16_f32")
	r(vu32(2, func(a, b, _ uint32) uint32 {
		return uint32(satI16(int64(int32(a)))) | uint32(satI16(int64(int32(b))))<<16
	}), "v_cvt_pk_i16_i32")
	r(vu32(2, func(a, b, _ uint32) uint32 {
		return uint32(satU16(int64(a))) | uint32(satU16(int64(b)))<<16
	}), "v_cvt_pk_u16_u32")
}

// registerVOPCube registers the cube map helpers (face id, s and t
// coordinates, 2 x major axis) and v_trig_preop_f64.
func registerVOPCube() {
	r := registerVOP

	cube := func(pick func(id, sc, tc, ma float32) float32) *vop {
		return vf32(3, func(x, y, z float32) float32 {
			ax, ay, az := abs32(x), abs32(y), abs32(z)
			switch {
			case az >= ax && az >= ay:
				if z < 0 {
					return pick(5, -x, -y, 2*z)
				}
				return pick(4, x, -y, 2*z)
			case ay >= ax:
				if y < 0 {
					return pick(3, x, -z, 2*y)
				}
				return pick(2, x, z, 2*y)
			}
			if x < 0 {
				return pick(1, z, -y, 2*x)
			}
			return pick(0, -z, -y, 2*x)
		})
	}
	r(cube(func(id, _, _, _ float32) float32 { return id }), "v_cubeid_f32")
	r(cube(func(_, sc, _, _ float32) float32 { return sc }), "v_cubesc_f32")
	r(cube(func(_, _, tc, _ float32) float32 { return tc }), "v_cubetc_f32")
	r(cube(func(_, _, _, ma float32) float32 { return ma }), "v_cubema_f32")

	// --- v_trig_preop_f64: 53 bits of 2/pi for the Payne-Hanek reduction
	r(&vop{nsrc: 2, src: [3]typ{tF64, tB32}, dt: tF64, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return bf64(trigPreop(a, uint32(b))), false
	}}, "v_trig_preop_f64")
}

// registerVOP16Compares registers the 16-bit compares.
func registerVOP16Compares() {
	r := registerVOP

	for _, x := range []string{"v_cmp_", "v_cmpx_"} {
		for _, d := range []struct {
			name string
			f    func(a, b float64) bool
		}{
			{"f", func(a, b float64) bool { return false }}, {"lt", func(a, b float64) bool { return a < b }},
			{"eq", func(a, b float64) bool { return a == b }}, {"le", func(a, b float64) bool { return a <= b }},
			{"gt", func(a, b float64) bool { return a > b }}, {"lg", func(a, b float64) bool { return a < b || a > b }},
			{"ge", func(a, b float64) bool { return a >= b }}, {"o", func(a, b float64) bool { return a == a && b == b }},
			{"u", func(a, b float64) bool { return a != a || b != b }}, {"nge", func(a, b float64) bool { return !(a >= b) }},
			{"nlg", func(a, b float64) bool { return !(a < b || a > b) }}, {"ngt", func(a, b float64) bool { return !(a > b) }},
			{"nle", func(a, b float64) bool { return !(a <= b) }}, {"neq", func(a, b float64) bool { return !(a == b) }},
			{"nlt", func(a, b float64) bool { return !(a < b) }}, {"tru", func(a, b float64) bool { return true }},
		} {
			f := d.f
			o := vcmp(tF16, func(a, b uint64) bool { return f(h2f(a), h2f(b)) })
			o.cmpx = x == "v_cmpx_"
			r(o, x+d.name+"_f16")
		}
		for _, d := range []struct {
			name string
			f    func(c int) bool
		}{
			{"f", func(int) bool { return false }}, {"lt", func(c int) bool { return c < 0 }},
			{"eq", func(c int) bool { return c == 0 }}, {"le", func(c int) bool { return c <= 0 }},
			{"gt", func(c int) bool { return c > 0 }}, {"ne", func(c int) bool { return c != 0 }},
			{"ge", func(c int) bool { return c >= 0 }}, {"t", func(int) bool { return true }},
		} {
			f := d.f
			oi := vcmp(tB16, func(a, b uint64) bool { return f(cmpInt(int64(int16(a)), int64(int16(b)))) })
			ou := vcmp(tB16, func(a, b uint64) bool { return f(cmpUint(a&0xffff, b&0xffff)) })
			oi.cmpx, ou.cmpx = x == "v_cmpx_", x == "v_cmpx_"
			r(oi, x+d.name+"_i16")
			r(ou, x+d.name+"_u16")
		}
		c16 := &vop{nsrc: 2, src: [3]typ{tF16, tB32}, cout: true, cmpx: x == "v_cmpx_", fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
			h := uint16(a)
			denorm := h&0x7c00 == 0 && h&0x3ff != 0
			c := fclass(h2f(a), h&0x200 != 0, denorm)
			return 0, b>>c&1 != 0
		}}
		r(c16, x+"class_f16")
	}
}

func abs32(f float32) float32 { return math.Float32frombits(math.Float32bits(f) &^ (1 << 31)) }

// twoOverPi holds the first 1280 fraction bits of 2/pi, most significant
// first, computed with integer arithmetic (pi by Machin's formula) when
// v_trig_preop_f64 first runs (it costs more than the rest of the
// package's set-up).
var twoOverPi = sync.OnceValue(func() []uint64 {
	const nbits = 1280 + 64 // guard bits
	one := new(bigInt).lsh(nbits)
	atan := func(x int64) *bigInt { // atan(1/x) * 2^nbits
		sum := new(bigInt)
		term := one.clone().divSmall(uint64(x))
		x2 := uint64(x * x)
		for k := uint64(0); !term.zero(); k++ {
			t := term.clone().divSmall(2*k + 1)
			if k%2 == 0 {
				sum.add(t)
			} else {
				sum.sub(t)
			}
			term.divSmall(x2)
		}
		return sum
	}
	pi := atan(5).mulSmall(16)
	pi.sub(atan(239).mulSmall(4))
	// 2/pi * 2^1280 = 2^(nbits+1281) / (pi * 2^nbits) / ... computed by long division.
	q := bigDivPow2(nbits+1280+1, pi) // 2^(1280+1) / pi * 2^0 = (2/pi) * 2^1280
	words := make([]uint64, 20)       // 1280 bits, word 0 most significant
	for i := 0; i < 20; i++ {
		words[19-i] = q.word(i)
	}
	return words
})

// trigPreop is v_trig_preop_f64: the 53-bit segment of 2/pi starting at
// fraction bit 53*seg (plus the input's excess exponent over 1077), as a
// double scaled to its place [GCN3 ISA].
func trigPreop(a uint64, seg uint32) float64 {
	exp := int(a >> 52 & 0x7ff)
	shift := int(seg&31) * 53
	if exp > 1077 {
		shift += exp - 1077
	}
	// Bits [shift, shift+53) of the fraction (bit 0 = the 2^-1 bit).
	var m uint64
	tp := twoOverPi()
	for i := 0; i < 53; i++ {
		p := shift + i
		var bit uint64
		if p < 1280 {
			bit = tp[p/64] >> (63 - p%64) & 1
		}
		m = m<<1 | bit
	}
	scale := -53 - shift
	if exp >= 1968 {
		scale += 128
	}
	return math.Ldexp(float64(m), scale)
}

// bigInt is a minimal unsigned multiprecision integer (little-endian
// words) for twoOverPi; the simulator needs nothing more of math/big.
type bigInt struct{ w []uint64 }

func (x *bigInt) clone() *bigInt { return &bigInt{w: append([]uint64(nil), x.w...)} }

func (x *bigInt) lsh(n int) *bigInt {
	x.w = make([]uint64, n/64+1)
	x.w[n/64] = 1 << (n % 64)
	return x
}

func (x *bigInt) zero() bool {
	for _, v := range x.w {
		if v != 0 {
			return false
		}
	}
	return true
}

func (x *bigInt) word(i int) uint64 {
	if i < len(x.w) {
		return x.w[i]
	}
	return 0
}

func (x *bigInt) divSmall(d uint64) *bigInt {
	var rem uint64
	for i := len(x.w) - 1; i >= 0; i-- {
		x.w[i], rem = bits.Div64(rem, x.w[i], d)
	}
	return x
}

func (x *bigInt) mulSmall(m uint64) *bigInt {
	var carry uint64
	for i := range x.w {
		hi, lo := bits.Mul64(x.w[i], m)
		var c uint64
		x.w[i], c = bits.Add64(lo, carry, 0)
		carry = hi + c
	}
	if carry != 0 {
		x.w = append(x.w, carry)
	}
	return x
}

func (x *bigInt) add(y *bigInt) {
	for len(x.w) < len(y.w) {
		x.w = append(x.w, 0)
	}
	var c uint64
	for i := range x.w {
		x.w[i], c = bits.Add64(x.w[i], y.word(i), c)
	}
	if c != 0 {
		x.w = append(x.w, c)
	}
}

// sub subtracts y <= x.
func (x *bigInt) sub(y *bigInt) {
	var b uint64
	for i := range x.w {
		x.w[i], b = bits.Sub64(x.w[i], y.word(i), b)
	}
}

func (x *bigInt) cmp(y *bigInt) int {
	n := max(len(x.w), len(y.w))
	for i := n - 1; i >= 0; i-- {
		a, b := x.word(i), y.word(i)
		if a != b {
			if a < b {
				return -1
			}
			return 1
		}
	}
	return 0
}

// bigDivPow2 returns floor(2^n / d) by binary long division.
func bigDivPow2(n int, d *bigInt) *bigInt {
	q := &bigInt{w: make([]uint64, n/64+1)}
	rem := &bigInt{w: make([]uint64, len(d.w)+1)}
	for i := n; i >= 0; i-- {
		// rem = rem*2 + bit i of 2^n
		var c uint64
		for k := range rem.w {
			nc := rem.w[k] >> 63
			rem.w[k] = rem.w[k]<<1 | c
			c = nc
		}
		if i == n {
			rem.w[0] |= 1
		}
		if rem.cmp(d) >= 0 {
			rem.sub(d)
			q.w[i/64] |= 1 << (i % 64)
		}
	}
	return q
}
