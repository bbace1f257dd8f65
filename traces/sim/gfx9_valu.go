package sim

import (
	"github.com/splitwcet/splitwcet/internal/fp"

	"fmt"
	"math"
	"math/bits"
)

// Vector ALU instructions of gfx9 (Vega): the mnemonics gfx8 also has but
// whose meaning gfx9 changed, and the ones gfx9 adds (three-operand VOP3
// integer ops, 16-bit min3/max3/med3, VOP3 op_sel, gfx906's v_xnor_b32 and
// v_fmac_f32, v_swap_b32, normalizing conversions). Packed math (VOP3P)
// is in gfx9_vop3p.go. Sources: AMD's Vega ISA reference; LLVM's AMDGPU
// backend (VOP3Instructions.td; GCNSubtarget::zeroesHigh16BitsOfDest for
// which 16-bit results keep the destination's other half); CLRX's
// GcnInstrsVop1/Vop2/Vop3 (GCN 1.4).

// The gfx9 meanings of mnemonics gfx8 also has are entries of their own,
// named by the gfx9 record's sem table (cfg/isa, semGCN5: v_add_u32 is
// v_add_nc_u32 there, v_mad_u16 is v_mad_u16.opsel); the decoder looks
// every instruction up by its record's Sem, so a gfx8 program runs the
// entry of the mnemonic and a gfx9 program the changed one. Their
// executors are here.
func init() {
	m := map[string]*vop{}
	add := func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return (a + b) & 0xffffffff, false }
	sub := func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return (a - b) & 0xffffffff, false }
	subrev := func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return (b - a) & 0xffffffff, false }
	u32op := func(f vfn, sat vfn) *vop {
		return &vop{nsrc: 2, src: [3]typ{tB32, tB32}, dt: tB32, fn: f, sat: sat}
	}
	m["v_add_nc_u32"] = u32op(add, func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return min(a&0xffffffff+b&0xffffffff, 0xffffffff), false
	})
	m["v_sub_nc_u32"] = u32op(sub, func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		a, b = a&0xffffffff, b&0xffffffff
		if b > a {
			return 0, false
		}
		return a - b, false
	})
	m["v_subrev_nc_u32"] = u32op(subrev, func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		a, b = a&0xffffffff, b&0xffffffff
		if a > b {
			return 0, false
		}
		return b - a, false
	})
	satI32 := func(v int64) uint64 { return uint64(uint32(int32(min(max(v, math.MinInt32), math.MaxInt32)))) }
	s32 := func(v uint64) int64 { return int64(int32(uint32(v))) }
	m["v_add_nc_i32"] = u32op(func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return uint64(uint32(a + b)), false },
		func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return satI32(s32(a) + s32(b)), false })
	m["v_sub_nc_i32"] = u32op(func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return uint64(uint32(a - b)), false },
		func(a, b, _ uint64, _ bool, _ int) (uint64, bool) { return satI32(s32(a) - s32(b)), false })
	i16 := func(v uint16) int64 { return int64(int16(v)) }
	sel := func(o *vop) *vop { o.opsel, o.keepHi = true, true; return o }
	m["v_mad_u16.opsel"] = sel(vu16(3, func(a, b, c uint16) uint16 { return a*b + c },
		func(a, b, c uint16) uint16 { return satU16(int64(a)*int64(b) + int64(c)) }))
	m["v_mad_i16.opsel"] = sel(vu16(3, func(a, b, c uint16) uint16 { return a*b + c },
		func(a, b, c uint16) uint16 { return satI16(i16(a)*i16(b) + i16(c)) }))
	m["v_mad_f16.opsel"] = sel(vf16(3, madF16))
	m["v_fma_f16.opsel"] = sel(vf16(3, math.FMA))
	m["v_div_fixup_f16.opsel"] = sel(vf16(3, divFixup))
	keep := func(o *vop) *vop { o.keepHi = true; return o }
	m["v_madak_f16.keephi"] = keep(vf16(3, madF16))
	m["v_madmk_f16.keephi"] = keep(vf16(3, madF16))
	mac := keep(vf16(3, madF16))
	mac.mac = true
	m["v_mac_f16.keephi"] = mac
	for name, o := range m {
		registerVOP(o, name)
	}
}

// madF16 is v_mad_f16's unfused multiply-add: the product is rounded to
// f16 first.
func madF16(a, b, c float64) float64 { return h2f(f2h(a*b)) + c }

func init() {
	r := registerVOP
	// --- three-operand integer ops (VOP3 only)
	r(vu32(3, func(a, b, c uint32) uint32 { return a + b + c }), "v_add3_u32")
	r(vu32(3, func(a, b, c uint32) uint32 { return a<<(b&31) + c }), "v_lshl_add_u32")
	r(vu32(3, func(a, b, c uint32) uint32 { return (a + b) << (c & 31) }), "v_add_lshl_u32")
	r(vu32(3, func(a, b, c uint32) uint32 { return a<<(b&31) | c }), "v_lshl_or_b32")
	r(vu32(3, func(a, b, c uint32) uint32 { return a&b | c }), "v_and_or_b32")
	r(vu32(3, func(a, b, c uint32) uint32 { return a | b | c }), "v_or3_b32")
	r(vu32(3, func(a, b, c uint32) uint32 { return a ^ b + c }), "v_xad_u32")
	// gfx906
	r(vu32(2, func(a, b, _ uint32) uint32 { return ^(a ^ b) }), "v_xnor_b32")
	fmac := vf32(3, fp.FMA32)
	fmac.mac = true
	r(fmac, "v_fmac_f32")

	i16 := func(v uint16) int64 { return int64(int16(v)) }
	sel := func(o *vop) *vop { o.opsel, o.keepHi = true, true; return o }
	r(sel(vu16(2, func(a, b, _ uint16) uint16 { return a + b }, func(a, b, _ uint16) uint16 { return satI16(i16(a) + i16(b)) })), "v_add_i16")
	r(sel(vu16(2, func(a, b, _ uint16) uint16 { return a - b }, func(a, b, _ uint16) uint16 { return satI16(i16(a) - i16(b)) })), "v_sub_i16")

	// --- 16-bit three-operand min/max/median (op_sel)
	r(sel(vu16(3, func(a, b, c uint16) uint16 { return min(a, b, c) }, nil)), "v_min3_u16")
	r(sel(vu16(3, func(a, b, c uint16) uint16 { return max(a, b, c) }, nil)), "v_max3_u16")
	r(sel(vu16(3, func(a, b, c uint16) uint16 { return uint16(med3(int64(a), int64(b), int64(c))) }, nil)), "v_med3_u16")
	r(sel(vu16(3, func(a, b, c uint16) uint16 { return uint16(min(int16(a), int16(b), int16(c))) }, nil)), "v_min3_i16")
	r(sel(vu16(3, func(a, b, c uint16) uint16 { return uint16(max(int16(a), int16(b), int16(c))) }, nil)), "v_max3_i16")
	r(sel(vu16(3, func(a, b, c uint16) uint16 { return uint16(med3(i16(a), i16(b), i16(c))) }, nil)), "v_med3_i16")
	h32 := func(f float64) float32 { return float32(f) }
	r(sel(vf16(3, func(a, b, c float64) float64 {
		return float64(fmin32(fmin32(h32(a), h32(b)), h32(c)))
	})), "v_min3_f16")
	r(sel(vf16(3, func(a, b, c float64) float64 {
		return float64(fmax32(fmax32(h32(a), h32(b)), h32(c)))
	})), "v_max3_f16")
	r(sel(vf16(3, func(a, b, c float64) float64 {
		x, y, z := h32(a), h32(b), h32(c)
		if x != x || y != y || z != z {
			return float64(fmin32(fmin32(x, y), z))
		}
		return float64(fmax32(fmin32(x, y), fmin32(fmax32(x, y), z)))
	})), "v_med3_f16")

	// --- 16x16 multiply-add to 32 bits (op_sel picks the 16-bit halves)
	opsel := func(o *vop) *vop { o.opsel = true; return o }
	r(opsel(&vop{nsrc: 3, src: [3]typ{tB16, tB16, tB32}, dt: tB32, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return uint64(uint32(a&0xffff*(b&0xffff) + c)), false
	}}), "v_mad_u32_u16")
	r(opsel(&vop{nsrc: 3, src: [3]typ{tB16, tB16, tB32}, dt: tB32, fn: func(a, b, c uint64, _ bool, _ int) (uint64, bool) {
		return uint64(uint32(i16(uint16(a))*i16(uint16(b)) + int64(c))), false
	}}), "v_mad_i32_i16")

	// --- packing and normalizing conversions
	r(opsel(&vop{nsrc: 2, src: [3]typ{tF16, tF16}, dt: tB32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return a&0xffff | (b&0xffff)<<16, false
	}}), "v_pack_b32_f16")
	r(opsel(&vop{nsrc: 2, src: [3]typ{tF16, tF16}, dt: tB32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return snorm16(h2f(a)) | snorm16(h2f(b))<<16, false
	}}), "v_cvt_pknorm_i16_f16")
	r(opsel(&vop{nsrc: 2, src: [3]typ{tF16, tF16}, dt: tB32, fn: func(a, b, _ uint64, _ bool, _ int) (uint64, bool) {
		return unorm16(h2f(a)) | unorm16(h2f(b))<<16, false
	}}), "v_cvt_pknorm_u16_f16")
	r(vconv(tF16, tB16, func(a uint64) uint64 { return snorm16(h2f(a)) }), "v_cvt_norm_i16_f16")
	r(vconv(tF16, tB16, func(a uint64) uint64 { return unorm16(h2f(a)) }), "v_cvt_norm_u16_f16")
	r(vconv(tB32, tB32, func(a uint64) uint64 {
		sat := func(v uint64) uint64 { return uint64(min(max(int16(uint16(v)), 0), 255)) }
		return sat(a) | sat(a>>16)<<8
	}), "v_sat_pk_u8_i16")

	// v_swap_b32 vdst, vsrc: exchanges two VGPRs (lanes of EXEC & split).
	register(func(p *Program, in *Inst) error {
		in.Class = "valu"
		if err := checkMods(in); err != nil {
			return err
		}
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		a, err := vreg(in.Operands[0], 1)
		if err != nil {
			return err
		}
		b, err := vreg(in.Operands[1], 1)
		if err != nil {
			return fmt.Errorf("source: %w", err)
		}
		in.exec = func(w *Wave, _ *Inst) error {
			for m := w.Active(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				w.V[a][l], w.V[b][l] = w.V[b][l], w.V[a][l]
			}
			return nil
		}
		return nil
	}, "v_swap_b32")
}

// snorm16 converts to a signed normalized 16-bit value: the value clamped
// to [-1, 1] times 32767, rounded to nearest even; NaN gives 0.
func snorm16(f float64) uint64 {
	if f != f {
		return 0
	}
	return uint64(uint16(int16(math.RoundToEven(min(max(f, -1), 1) * 32767))))
}

// unorm16 converts to an unsigned normalized 16-bit value: clamped to
// [0, 1] times 65535, rounded to nearest even; NaN gives 0.
func unorm16(f float64) uint64 {
	if f != f {
		return 0
	}
	return uint64(uint16(math.RoundToEven(min(max(f, 0), 1) * 65535)))
}
