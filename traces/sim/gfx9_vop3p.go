package sim

import (
	"github.com/splitwcet/splitwcet/internal/fp"

	"fmt"
	"math"
	"math/bits"
)

// VOP3P (gfx9): packed 16-bit math (v_pk_*), the mixed-precision
// multiply-adds (v_mad_mix* on gfx900/gfx902/gfx90c, v_fma_mix* on
// gfx906) and gfx906's dot products (v_dot*).
//
// A packed instruction computes two 16-bit lanes per work-item. Source k of
// the low result is the half op_sel[k] selects (0 low, 1 high), of the high
// result the half op_sel_hi[k] selects (default 1: the high half); for f16
// ops neg_lo[k] and neg_hi[k] negate those halves. A constant source is the
// same 16-bit value in both halves (LLVM encodes a packed constant inline
// only when its halves are equal). clamp saturates an integer result and
// clamps an f16 one to [0, 1].
//
// The mix instructions read source k as an f32 when op_sel_hi[k] is 0 and
// as the f16 half op_sel[k] selects when it is 1; -x and |x| apply to the
// converted value. v_mad_mix* round the product to f32 before the add,
// v_fma_mix* do not; the mixlo/mixhi forms round the f32 result to f16 and
// write one half of the destination, keeping the other.
//
// The dot products sum the products of corresponding packed elements of
// the first two sources (two f16 or 16-bit, four 8-bit, eight 4-bit
// integers) and the third source; integer clamp saturates. v_dot2_f32_f16
// computes the sum exactly and rounds it once to f32.

// pkKind is a VOP3P instruction's shape.
type pkKind uint8

const (
	pkPacked pkKind = iota // two 16-bit results
	pkMix                  // f32 (or f16) result from f32/f16 sources
	pkDot                  // 32-bit accumulate of packed products
)

// pkOp describes one VOP3P opcode.
type pkOp struct {
	kind  pkKind
	nsrc  int
	float bool // f16 elements (neg_lo/neg_hi allowed, float clamp)
	// half computes one 16-bit result from the selected halves; sat is its
	// clamp form (nil: a float op, or clamp not allowed).
	half, sat func(a, b, c uint16) uint16
	// mix: fused (fma) or not; dst: 0 f32, 1 f16 low half, 2 f16 high half.
	fused bool
	dst   int
	// dot: element width in bits, signed elements, f16 elements.
	width  int
	signed bool
}

type pkInst struct {
	op                       *pkOp
	s                        [3]src
	d                        int
	sel, selHi, negLo, negHi [3]bool
	// neg, abs: a mix instruction's -x and |x| on a register source,
	// applied to the value after its f16 or f32 conversion.
	neg, abs [3]bool
	clamp    bool
}

var pkOps = map[string]*pkOp{}

func init() {
	i16 := func(v uint16) int64 { return int64(int16(v)) }
	intOp := func(n int, f func(a, b, c uint16) uint16, sat func(a, b, c uint16) uint16) *pkOp {
		return &pkOp{kind: pkPacked, nsrc: n, half: f, sat: sat}
	}
	fOp := func(n int, f func(a, b, c float64) float64) *pkOp {
		return &pkOp{kind: pkPacked, nsrc: n, float: true, half: func(a, b, c uint16) uint16 {
			return uint16(f2h(f(h2f(uint64(a)), h2f(uint64(b)), h2f(uint64(c)))))
		}}
	}
	pkOps["v_pk_add_u16"] = intOp(2, func(a, b, _ uint16) uint16 { return a + b }, func(a, b, _ uint16) uint16 { return satU16(int64(a) + int64(b)) })
	pkOps["v_pk_sub_u16"] = intOp(2, func(a, b, _ uint16) uint16 { return a - b }, func(a, b, _ uint16) uint16 { return satU16(int64(a) - int64(b)) })
	pkOps["v_pk_add_i16"] = intOp(2, func(a, b, _ uint16) uint16 { return a + b }, func(a, b, _ uint16) uint16 { return satI16(i16(a) + i16(b)) })
	pkOps["v_pk_sub_i16"] = intOp(2, func(a, b, _ uint16) uint16 { return a - b }, func(a, b, _ uint16) uint16 { return satI16(i16(a) - i16(b)) })
	pkOps["v_pk_mul_lo_u16"] = intOp(2, func(a, b, _ uint16) uint16 { return a * b }, nil)
	pkOps["v_pk_mad_u16"] = intOp(3, func(a, b, c uint16) uint16 { return a*b + c }, func(a, b, c uint16) uint16 { return satU16(int64(a)*int64(b) + int64(c)) })
	pkOps["v_pk_mad_i16"] = intOp(3, func(a, b, c uint16) uint16 { return a*b + c }, func(a, b, c uint16) uint16 { return satI16(i16(a)*i16(b) + i16(c)) })
	pkOps["v_pk_lshlrev_b16"] = intOp(2, func(a, b, _ uint16) uint16 { return b << (a & 15) }, nil)
	pkOps["v_pk_lshrrev_b16"] = intOp(2, func(a, b, _ uint16) uint16 { return b >> (a & 15) }, nil)
	pkOps["v_pk_ashrrev_i16"] = intOp(2, func(a, b, _ uint16) uint16 { return uint16(int16(b) >> (a & 15)) }, nil)
	pkOps["v_pk_max_u16"] = intOp(2, func(a, b, _ uint16) uint16 { return max(a, b) }, nil)
	pkOps["v_pk_min_u16"] = intOp(2, func(a, b, _ uint16) uint16 { return min(a, b) }, nil)
	pkOps["v_pk_max_i16"] = intOp(2, func(a, b, _ uint16) uint16 { return uint16(max(int16(a), int16(b))) }, nil)
	pkOps["v_pk_min_i16"] = intOp(2, func(a, b, _ uint16) uint16 { return uint16(min(int16(a), int16(b))) }, nil)
	pkOps["v_pk_add_f16"] = fOp(2, func(a, b, _ float64) float64 { return a + b })
	pkOps["v_pk_mul_f16"] = fOp(2, func(a, b, _ float64) float64 { return a * b })
	pkOps["v_pk_fma_f16"] = fOp(3, math.FMA)
	pkOps["v_pk_min_f16"] = fOp(2, func(a, b, _ float64) float64 { return float64(fmin32(float32(a), float32(b))) })
	pkOps["v_pk_max_f16"] = fOp(2, func(a, b, _ float64) float64 { return float64(fmax32(float32(a), float32(b))) })

	for _, f := range []struct {
		pre   string
		fused bool
	}{{"v_mad_mix", false}, {"v_fma_mix", true}} {
		pkOps[f.pre+"_f32"] = &pkOp{kind: pkMix, nsrc: 3, float: true, fused: f.fused}
		pkOps[f.pre+"lo_f16"] = &pkOp{kind: pkMix, nsrc: 3, float: true, fused: f.fused, dst: 1}
		pkOps[f.pre+"hi_f16"] = &pkOp{kind: pkMix, nsrc: 3, float: true, fused: f.fused, dst: 2}
	}

	pkOps["v_dot2_f32_f16"] = &pkOp{kind: pkDot, nsrc: 3, float: true, width: 16}
	pkOps["v_dot2_i32_i16"] = &pkOp{kind: pkDot, nsrc: 3, width: 16, signed: true}
	pkOps["v_dot2_u32_u16"] = &pkOp{kind: pkDot, nsrc: 3, width: 16}
	pkOps["v_dot4_i32_i8"] = &pkOp{kind: pkDot, nsrc: 3, width: 8, signed: true}
	pkOps["v_dot4_u32_u8"] = &pkOp{kind: pkDot, nsrc: 3, width: 8}
	pkOps["v_dot8_i32_i4"] = &pkOp{kind: pkDot, nsrc: 3, width: 4, signed: true}
	pkOps["v_dot8_u32_u4"] = &pkOp{kind: pkDot, nsrc: 3, width: 4}

	for name := range pkOps {
		register(vop3p, name)
	}
}

// vop3p decodes a VOP3P instruction: vdst, src0, src1[, src2] and the
// op_sel, op_sel_hi, neg_lo, neg_hi and clamp modifiers.
func vop3p(p *Program, in *Inst) error {
	in.Class = "valu"
	op := pkOps[in.Op]
	if in.Suffix() != "" {
		return fmt.Errorf("VOP3P has no %s form", in.Suffix())
	}
	if err := wantOperands(in, op.nsrc+1); err != nil {
		return err
	}
	if err := checkMods(in, "op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"); err != nil {
		return err
	}
	v := &pkInst{op: op, clamp: hasMod(in, "clamp")}
	if op.kind != pkMix {
		v.selHi = [3]bool{true, true, true}
	}
	for _, m := range []struct {
		name string
		bits *[3]bool
	}{{"op_sel", &v.sel}, {"op_sel_hi", &v.selHi}, {"neg_lo", &v.negLo}, {"neg_hi", &v.negHi}} {
		val, ok := in.Modifier(m.name)
		if !ok {
			continue
		}
		bs, err := parseBits(val, op.nsrc)
		if err != nil {
			return fmt.Errorf("%s:%s: %w", m.name, val, err)
		}
		copy(m.bits[:], bs)
	}
	if err := v.checkForm(); err != nil {
		return err
	}
	d, err := vreg(in.Operands[0], 1)
	if err != nil {
		return err
	}
	v.d = d
	for k := 0; k < op.nsrc; k++ {
		o := in.Operands[k+1]
		t := v.srcType(k)
		if (o.Neg || o.Abs) && op.kind != pkMix {
			return fmt.Errorf("operand %s: VOP3P takes neg_lo/neg_hi, not source modifiers", o.Text)
		}
		s, err := decodeSrc(o, t)
		if err != nil {
			return err
		}
		if s.kind == kConst && t != tF32 && t != tB32 {
			s.c = s.c&0xffff | (s.c&0xffff)<<16
		}
		v.neg[k], v.abs[k] = s.neg, s.abs // folded into a constant already
		s.neg, s.abs = false, false
		v.s[k] = s
	}
	in.exec = v.exec
	return nil
}

// checkForm rejects modifier combinations the executor does not define.
func (v *pkInst) checkForm() error {
	op := v.op
	switch {
	case !op.float && (v.negLo != [3]bool{} || v.negHi != [3]bool{}):
		return fmt.Errorf("neg_lo/neg_hi on an integer operation are not supported")
	case v.clamp && op.kind == pkPacked && !op.float && op.sat == nil:
		return fmt.Errorf("clamp is not supported by this operation")
	case op.kind == pkMix && (v.negLo != [3]bool{} || v.negHi != [3]bool{}):
		return fmt.Errorf("the mix instructions take -x and |x| source modifiers, not neg_lo/neg_hi")
	case op.kind == pkDot && op.width < 16 && (v.sel != [3]bool{} || v.selHi != [3]bool{true, true, true}):
		return fmt.Errorf("op_sel/op_sel_hi on a 4- or 8-bit dot product are not supported")
	}
	return nil
}

// srcType is the type source k is read as (it decides constant encoding
// and source modifiers).
func (v *pkInst) srcType(k int) typ {
	op := v.op
	switch op.kind {
	case pkMix:
		if v.selHi[k] {
			return tF16
		}
		return tF32
	case pkDot:
		if k == 2 {
			if op.float {
				return tF32
			}
			return tB32
		}
		if op.width < 16 {
			return tB32
		}
	}
	if op.float {
		return tF16
	}
	return tB16
}

func half(x uint32, hi bool) uint16 {
	if hi {
		return uint16(x >> 16)
	}
	return uint16(x)
}

func (v *pkInst) exec(w *Wave, _ *Inst) error {
	op := v.op
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		var x [3]uint32
		for k := 0; k < op.nsrc; k++ {
			x[k] = uint32(v.s[k].lane(w, l))
		}
		dst := &w.V[v.d][l]
		switch op.kind {
		case pkPacked:
			*dst = uint32(v.packed(x, false)) | uint32(v.packed(x, true))<<16
		case pkMix:
			*dst = v.mix(x, *dst)
		case pkDot:
			*dst = v.dot(x)
		}
	}
	return nil
}

// packed computes the low (hi false) or high 16-bit result.
func (v *pkInst) packed(x [3]uint32, hi bool) uint16 {
	op := v.op
	sel, neg := v.sel, v.negLo
	if hi {
		sel, neg = v.selHi, v.negHi
	}
	var h [3]uint16
	for k := 0; k < op.nsrc; k++ {
		h[k] = half(x[k], sel[k])
		if neg[k] {
			h[k] ^= 0x8000
		}
	}
	f := op.half
	if v.clamp && op.sat != nil {
		f = op.sat
	}
	r := f(h[0], h[1], h[2])
	if v.clamp && op.float {
		r = uint16(clampUnit(h2f(uint64(r)), f2h))
	}
	return r
}

// clampUnit clamps a float to [0, 1] (NaN to 0) and encodes it.
func clampUnit(f float64, enc func(float64) uint64) uint64 {
	if f != f || f < 0 {
		f = 0
	} else if f > 1 {
		f = 1
	}
	return enc(f)
}

// mix computes v_mad_mix*/v_fma_mix*; old is the destination's value.
func (v *pkInst) mix(x [3]uint32, old uint32) uint32 {
	var f [3]float64
	for k := 0; k < 3; k++ {
		if v.selHi[k] {
			f[k] = h2f(uint64(half(x[k], v.sel[k])))
		} else {
			f[k] = float64(math.Float32frombits(x[k]))
		}
		if v.abs[k] {
			f[k] = math.Abs(f[k])
		}
		if v.neg[k] {
			f[k] = -f[k]
		}
	}
	var r float64
	if v.op.fused {
		// Each source is an f32 or an f16 widened to f32: exact in float32.
		r = float64(fp.FMA32(float32(f[0]), float32(f[1]), float32(f[2])))
	} else {
		r = float64(float32(float64(float32(f[0]*f[1])) + f[2]))
	}
	if v.clamp {
		r = min(max(r, 0), 1)
		if r != r {
			r = 0
		}
	}
	switch v.op.dst {
	case 1:
		return old&0xffff0000 | uint32(f2h(r))
	case 2:
		return old&0xffff | uint32(f2h(r))<<16
	}
	return math.Float32bits(float32(r))
}

// dot computes the v_dot* sum.
func (v *pkInst) dot(x [3]uint32) uint32 {
	op := v.op
	if op.float {
		s := float64(math.Float32frombits(x[2]))
		if v.negLo[2] {
			s = -s
		}
		for hi := 0; hi < 2; hi++ {
			sel, neg := v.sel, v.negLo
			if hi == 1 {
				sel, neg = v.selHi, v.negHi
			}
			var p [2]float64
			for k := 0; k < 2; k++ {
				p[k] = h2f(uint64(half(x[k], sel[k])))
				if neg[k] {
					p[k] = -p[k]
				}
			}
			s += p[0] * p[1] // exact: an f16 product has 22 significant bits
		}
		r := float64(float32(s))
		if v.clamp {
			r = min(max(r, 0), 1)
		}
		return math.Float32bits(float32(r))
	}
	a, b := x[0], x[1]
	if op.width == 16 {
		a = uint32(half(x[0], v.sel[0])) | uint32(half(x[0], v.selHi[0]))<<16
		b = uint32(half(x[1], v.sel[1])) | uint32(half(x[1], v.selHi[1]))<<16
	}
	w := uint(op.width)
	mask := uint32(1)<<w - 1
	var s int64
	for i := uint(0); i < 32; i += w {
		ea, eb := int64(a>>i&mask), int64(b>>i&mask)
		if op.signed {
			ea = ea << (64 - w) >> (64 - w)
			eb = eb << (64 - w) >> (64 - w)
		}
		s += ea * eb
	}
	if op.signed {
		s += int64(int32(x[2]))
		if v.clamp {
			s = min(max(s, math.MinInt32), math.MaxInt32)
		}
		return uint32(s)
	}
	s += int64(x[2])
	if v.clamp {
		s = min(s, math.MaxUint32)
	}
	return uint32(s)
}
