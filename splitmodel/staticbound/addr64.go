package staticbound

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// 64-bit address arithmetic of the address analysis (docs/static.md,
// "Vector memory: the address analysis"): the 64-bit multiply-add
// (v_mad_u64_u32, v_mad_i64_i32: hipcc's blockIdx * blockDim + threadIdx
// as a 64-bit index), the 64-bit right shifts (v_lshrrev_b64,
// v_ashrrev_i64: the sign extension of a 32-bit index into the high word
// shifted back, "(i << 32) >> 30"), and a pair whose low word is known
// while its high word varies. Windows of 64-bit values are modulo 2^64
// (pfact).

// maxPair is the widest 64-bit window kept (a wider one is top).
const maxPair = uint64(1) << 62

func normPair(x av) av {
	if x.top || x.r >= maxPair || x.k < 1 {
		return av{top: true, tz: x.tz}
	}
	return av{r: x.r, k: min(x.k, isa.MaxLanes), tz: x.tz}
}

// addPair is x + y modulo 2^64 (windows in the common refinement of the
// groups).
func addPair(x, y av) av {
	t := min(x.tz, y.tz)
	if x.top || y.top || x.r >= maxPair || y.r >= maxPair {
		return av{top: true, tz: t}
	}
	return normPair(av{r: x.r + y.r, k: mulK(x.k, y.k), tz: t})
}

// asInteger is a 32-bit value as an unsigned (or, signed, a two's
// complement) integer: a window of a group wraps at 2^32 (or at the sign
// boundary) at most once, splitting it in two.
func asInteger(x av, signed bool) av {
	switch {
	case x.top:
		return avTop
	case x.r == 0:
		return x
	case x.abs && (!signed || x.a+x.r < 1<<31):
		return x
	}
	return normPair(av{r: x.r, k: 2 * x.k, tz: x.tz})
}

// signedConst is a 32-bit constant as an integer.
func signedConst(c uint64, signed bool) int64 {
	if signed {
		return int64(int32(uint32(c)))
	}
	return int64(uint32(c))
}

// mulInt is the 64-bit product of two 32-bit values taken as integers
// (unsigned, or signed for the i64 forms): exact, so no wrap.
func mulInt(x, y av, signed bool) av {
	p := mulIntW(x, y, signed)
	p.tz = min(x.tz+y.tz, 64)
	return p
}

func mulIntW(x, y av, signed bool) av {
	a, b := asInteger(x, signed), asInteger(y, signed)
	switch {
	case a.top || b.top:
		return avTop
	case isConst(x) && isConst(y):
		p := signedConst(x.a, signed) * signedConst(y.a, signed)
		return av{abs: true, a: uint64(p), k: 1} // a constant modulo 2^64
	case isConst(y):
		a, b = b, a
		x, y = y, x
		fallthrough
	case isConst(x):
		c := signedConst(x.a, signed)
		if c < 0 {
			c = -c // the window mirrored
		}
		if c != 0 && b.r > maxPair/uint64(c) {
			return avTop
		}
		return normPair(av{r: b.r * uint64(c), k: b.k})
	case a.r == 0 && b.r == 0:
		return uni(mulK(a.k, b.k))
	case a.r == 0 && b.r < isa.MaxLanes:
		return uni(mulK(a.k, mulK(b.k, int(b.r+1)))) // each of the few values times a uniform one
	case b.r == 0 && a.r < isa.MaxLanes:
		return uni(mulK(b.k, mulK(a.k, int(a.r+1))))
	}
	return avTop
}

// operand64 is the 64-bit value of a 64-bit source operand: a VGPR
// pair's, a scalar pair's or an inline constant's.
func (s *astate) operand64(o asm.Operand) av {
	switch {
	case o.Neg || o.Abs || o.Sext:
		return avTop
	case o.Kind == asm.OpInt:
		return av{abs: true, a: uint64(o.Int), k: 1, tz: tzConst(uint64(o.Int), 64)}
	case o.Kind == asm.OpReg && o.File == asm.VGPR && o.Hi == o.Lo+1:
		return s.pair(o.Lo)
	case o.Kind == asm.OpReg && o.File == asm.SGPR && o.Hi == o.Lo+1:
		u := uni(1)
		if u.tz = s.stz[o.Lo]; u.tz >= 32 {
			u.tz = 32 + s.stz[o.Lo+1]
		}
		return u
	case o.Kind == asm.OpReg && o.File != asm.VGPR:
		return uni(1)
	}
	return avTop
}

// words sets the VGPR pair d to the 64-bit value p: the pair fact, the
// low word p modulo 2^32 and the high word, which in each group takes at
// most two values (p's window is below 2^32) or is unknown.
func (s *astate) words(d asm.Operand, p av) {
	lo, hi := avTop, avTop
	switch {
	case p.top:
		lo.tz = min(p.tz, 32)
	case p.abs && p.r == 0:
		lo, hi = konst(p.a), konst(p.a>>32)
	case p.r < winMax:
		lo = withTZ(norm(av{r: p.r, k: p.k}), p.tz)
		hi = norm(av{r: 1, k: p.k})
		if p.r == 0 {
			hi = uni(p.k)
		}
	default:
		lo.tz = min(p.tz, 32)
	}
	s.write(d.Lo, lo)
	s.write(d.Hi, hi)
	s.setPair(d.Lo, p)
}

// valu64 interprets the 64-bit VALU instructions above; it reports false
// for any other.
func (s *astate) valu64(in *asm.Instruction) bool {
	op, ops := in.Op, in.Operands
	if len(ops) == 0 || ops[0].Kind != asm.OpReg || ops[0].File != asm.VGPR || ops[0].Hi != ops[0].Lo+1 || in.Suffix() == "_dpp" || in.Suffix() == "_sdwa" || len(in.Modifiers) > 0 {
		return false
	}
	d := ops[0]
	switch {
	case (op == "v_mad_u64_u32" || op == "v_mad_i64_i32") && len(ops) == 5:
		// D = S0 x S1 + S2 (64-bit), the carry-out to ops[1].
		signed := op == "v_mad_i64_i32"
		prod := mulInt(s.read(ops[2]), s.read(ops[3]), signed)
		c := s.operand64(ops[4])
		sum := av{top: true, tz: min(prod.tz, c.tz)}
		if !prod.top && !c.top {
			if prod.abs && prod.r == 0 && c.abs && c.r == 0 {
				sum = av{abs: true, a: prod.a + c.a, k: 1, tz: tzConst(prod.a+c.a, 64)}
			} else {
				sum = addPair(av{r: prod.r, k: prod.k, tz: prod.tz}, av{r: c.r, k: c.k, tz: c.tz})
			}
		}
		s.words(d, sum)
		return true
	case (op == "v_lshrrev_b64" || op == "v_ashrrev_i64") && len(ops) == 3:
		// D = S1 >> S0: within a group the values form at most two
		// integer intervals (one wrap at 2^64, or at the sign
		// boundary), each shifted to a window of r >> c + 1.
		c, p := s.read(ops[1]), s.operand64(ops[2])
		x := avTop
		if isConst(c) {
			x.tz = p.tz - min(p.tz, uint8(c.a&63))
		}
		switch {
		case !isConst(c) || p.top:
		case p.abs && p.r == 0:
			sh := c.a & 63
			if op == "v_ashrrev_i64" {
				x = av{abs: true, a: uint64(int64(p.a) >> sh), k: 1}
			} else {
				x = av{abs: true, a: p.a >> sh, k: 1}
			}
			x.tz = tzConst(x.a, 64)
		default:
			x = normPair(av{r: p.r>>(c.a&63) + 1, k: 2 * p.k, tz: x.tz})
		}
		s.words(d, x)
		return true
	}
	return false
}

// composePair is the 64-bit value of a pair whose low word is x and high
// word y when y is not uniform: y·2^32 + x modulo 2^64 (x taken as an
// integer: a wrap at 2^32 splits a group).
func composePair(x, y av) av {
	t := x.tz
	if x.tz >= 32 {
		t = 32 + y.tz
	}
	if x.top || y.top || y.r >= 1<<30 {
		return av{top: true, tz: t}
	}
	lo := asInteger(x, false)
	if lo.top {
		return av{top: true, tz: t}
	}
	return normPair(av{r: y.r<<32 + lo.r, k: mulK(lo.k, y.k), tz: t})
}

// is64 reports whether op is one of valu64's instructions.
func is64(op string) bool {
	return strings.HasPrefix(op, "v_mad_u64_u32") || strings.HasPrefix(op, "v_mad_i64_i32") || op == "v_lshrrev_b64" || op == "v_ashrrev_i64"
}
