package staticbound

import (
	"math/bits"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// Lane-linear values (docs/static.md, "Lane-linear LDS addresses"): a
// VGPR whose value in every lane l of the wave's split mask is
//
//	U + c0·b0(l) + c1·b1(l) + ... + c5·b5(l)   (mod 2^32)
//
// with b_i(l) bit i of the lane number, c_i known integers and U one value
// for the whole wave, unknown but a multiple of 2^utz. The work-item ids
// of one-dimensional workgroups and of power-of-two workgroup rows are
// such values (x = 64w + l; a 16 x 16 workgroup: x = l mod 16, y = 4w +
// l / 16), and adds, subtractions, shifts and products by constants keep
// them. They give an LDS access the simulator's bank passes exactly
// (ldsLinearPasses), where the windows of addr.go see each row as a group
// of unknown base.
//
// A lin fact (linSet) is a few such forms, each with its own U: every lane
// holds one of them (a v_cndmask, v_min or v_max of two lane-linear or
// uniform values: a clamped neighbour index). It is kept beside a VGPR's
// window facts (astate.lin) and, like their s fact, holds for the lanes
// active when the VGPR was written: it is used only while the VGPR is
// fresh (no instruction has widened EXEC since), so every lane active then
// has a value it states.
type linVal struct {
	c   [isa.LaneBits]int32
	utz uint8
}

// maxAlts bounds the forms of a lin fact.
const maxAlts = 4

// linSet is a lin fact: each lane's value is one of alts[:n].
type linSet struct {
	alts [maxAlts]linVal
	n    uint8
}

func single(x linVal) linSet { return linSet{alts: [maxAlts]linVal{x}, n: 1} }

func (x linSet) forms() []linVal { return x.alts[:x.n] }

// setAdd is x + sign·y: every pair of forms (a lane holds one of x's and
// one of y's), at most maxAlts of them.
func setAdd(x, y linSet, sign int32) (linSet, bool) {
	if int(x.n)*int(y.n) > maxAlts {
		return linSet{}, false
	}
	var r linSet
	for _, a := range x.forms() {
		for _, b := range y.forms() {
			f, ok := linAdd(a, b, sign)
			if !ok {
				return linSet{}, false
			}
			r.alts[r.n], r.n = f, r.n+1
		}
	}
	return r, true
}

// setScale is x times the constant k, form by form.
func setScale(x linSet, k int64) (linSet, bool) {
	r := x
	for i, a := range x.forms() {
		f, ok := linScale(a, k)
		if !ok {
			return linSet{}, false
		}
		r.alts[i] = f
	}
	return r, true
}

// setEither is one of x and y per lane: their forms together.
func setEither(x, y linSet) (linSet, bool) {
	if int(x.n)+int(y.n) > maxAlts {
		return linSet{}, false
	}
	r := x
	for _, b := range y.forms() {
		r.alts[r.n], r.n = b, r.n+1
	}
	return r, true
}

// linLimit bounds the sum of the coefficients' magnitudes: the lanes'
// values then differ by less than 2^24, far from a wrap at 2^32.
const linLimit = 1 << 24

func (x linVal) ok() bool {
	var s int64
	for _, c := range x.c {
		s += abs64(int64(c))
	}
	return s < linLimit
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// at is the lane part of x's value in lane l (without U).
func (x linVal) at(l int) int64 {
	var v int64
	for i, c := range x.c {
		if l>>i&1 != 0 {
			v += int64(c)
		}
	}
	return v
}

func linAdd(x, y linVal, sign int32) (linVal, bool) {
	r := linVal{utz: min(x.utz, y.utz)}
	for i := range r.c {
		r.c[i] = x.c[i] + sign*y.c[i]
	}
	return r, r.ok()
}

// linScale is x times the constant k (mod 2^32: the lane parts stay
// exact while they are small).
func linScale(x linVal, k int64) (linVal, bool) {
	if k == 0 {
		return linVal{utz: 32}, true
	}
	if abs64(k) >= linLimit {
		return linVal{}, false
	}
	r := linVal{utz: min(32, x.utz+uint8(bits.TrailingZeros64(uint64(k))))}
	for i, c := range x.c {
		r.c[i] = int32(int64(c) * k)
		if abs64(int64(c)*k) >= linLimit {
			return linVal{}, false
		}
	}
	return r, r.ok()
}

// idLin is the lin fact of the work-item id of dimension d for every shape,
// when all agree: x = flat mod X is U + l with U = 64w mod X when X is a
// multiple of 64 or the workgroup has one dimension (x = flat = 64w + l),
// and l mod X (U = 0) when X is a power of two up to 64;
// y = flat / X (two dimensions, X a power of two up to 64: flat / X < Y)
// is U + l / X with U = (64 / X)·w. Lanes beyond the workgroup hold 0, but
// they are not in the split mask and are never active.
func idLin(shapes []Shape, d int) (linVal, bool) {
	var out linVal
	for i, sh := range shapes {
		x, y, z := max(sh[0], 1), max(sh[1], 1), max(sh[2], 1)
		var v linVal
		switch {
		case d == 0 && (x%isa.MaxLanes == 0 || y*z == 1):
			v = linVal{utz: isa.LaneBits}
			for b := 0; b < isa.LaneBits; b++ {
				v.c[b] = 1 << b
			}
		case d == 0 && x <= isa.MaxLanes && x&(x-1) == 0:
			v = linVal{utz: 32}
			for b := 0; 1<<b < x; b++ {
				v.c[b] = 1 << b
			}
		case d == 1 && z == 1 && y > 1 && x <= isa.MaxLanes && x&(x-1) == 0:
			k := bits.TrailingZeros(uint(x))
			v = linVal{utz: uint8(isa.LaneBits - k)}
			for b := k; b < isa.LaneBits; b++ {
				v.c[b] = 1 << (b - k)
			}
		default:
			return linVal{}, false
		}
		if i > 0 && v.c != out.c {
			return linVal{}, false
		}
		if i == 0 || v.utz < out.utz {
			out = v
		}
	}
	return out, len(shapes) > 0
}

// linOf is the lin fact of a source operand: a fresh VGPR's, or a value
// uniform over the whole wave (an SGPR, a constant, a VGPR whose window is
// one uniform group) with no lane part.
func (s *astate) linOf(o asm.Operand, x av) (linSet, bool) {
	if o.Neg || o.Abs || o.Sext {
		return linSet{}, false
	}
	if o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo == o.Hi && o.Lo >= 0 && o.Lo < len(s.v) && s.v[o.Lo].fresh {
		if l, ok := s.lin[o.Lo]; ok {
			return l, true
		}
	}
	if !x.top && x.r == 0 && x.k == 1 {
		return single(linVal{utz: min(x.tz, 32)}), true
	}
	return linSet{}, false
}

// constOf is the constant a source operand holds, if it is one.
func constOf(x av) (int64, bool) {
	if !isConst(x) {
		return 0, false
	}
	return int64(int32(uint32(x.a))), true
}

// linResult is the lin fact of the VGPR d that valu32 writes with the
// instruction base (read from the sources before the write; valu32 records
// it after, write having dropped the old one): moves, adds, subtractions,
// left shifts and products by a constant of lin or uniform sources, and
// v_cndmask, v_min and v_max of two (each lane gets one of them).
func (s *astate) linResult(base string, d asm.Operand, src valuSrcs) (r linSet, ok bool) {
	if d.Lo != d.Hi || d.Lo < 0 || d.Lo >= len(s.v) || src.in.Suffix() == "_sdwa" || src.in.Suffix() == "_dpp" {
		return linSet{}, false
	}
	get := func(i int) (linSet, av, bool) {
		if i >= len(src.ops) {
			return linSet{}, avTop, false
		}
		x := src.at(i)
		l, ok := s.linOf(src.ops[i], x)
		return l, x, ok
	}
	// small24: the operand lies below 2^24 as an integer, so the 24-bit
	// multiplies read it whole.
	small24 := func(x av) bool { return !x.top && x.abs && x.a+x.r < 1<<23 }
	switch {
	case base == "v_mov_b32":
		r, _, ok = get(0)
	case base == "v_add_u32" || base == "v_add_i32" || base == "v_add_co_u32" || base == "v_add_nc_u32",
		base == "v_sub_u32" || base == "v_sub_i32" || base == "v_sub_co_u32" || base == "v_sub_nc_u32",
		base == "v_subrev_u32" || base == "v_subrev_i32" || base == "v_subrev_co_u32" || base == "v_subrev_nc_u32":
		a, _, okA := get(0)
		b, _, okB := get(1)
		if !okA || !okB {
			return linSet{}, false
		}
		switch {
		case strings.HasPrefix(base, "v_add"):
			r, ok = setAdd(a, b, 1)
		case strings.HasPrefix(base, "v_subrev"):
			r, ok = setAdd(b, a, -1)
		default:
			r, ok = setAdd(a, b, -1)
		}
	case strings.HasPrefix(base, "v_cndmask_b32") || base == "v_min_i32" || base == "v_min_u32" || base == "v_max_i32" || base == "v_max_u32":
		a, _, okA := get(0)
		b, _, okB := get(1)
		if !okA || !okB {
			return linSet{}, false
		}
		r, ok = setEither(a, b)
	case base == "v_lshlrev_b32":
		_, cx, _ := get(0)
		a, _, okA := get(1)
		if sh, isK := constOf(cx); okA && isK {
			r, ok = setScale(a, 1<<(sh&31))
		}
	case base == "v_mul_lo_u32" || base == "v_mul_lo_i32" || base == "v_mul_u32_u24" || base == "v_mad_u32_u24":
		a, ax, okA := get(0)
		b, bx, okB := get(1)
		if !okA || !okB {
			return linSet{}, false
		}
		u24 := strings.HasSuffix(base, "_u24")
		if u24 && (!small24(ax) || !small24(bx)) {
			return linSet{}, false
		}
		if k, isK := constOf(bx); isK {
			r, ok = setScale(a, k)
		} else if k, isK := constOf(ax); isK {
			r, ok = setScale(b, k)
		}
		if ok && base == "v_mad_u32_u24" {
			c, _, okC := get(2)
			if !okC {
				return linSet{}, false
			}
			r, ok = setAdd(r, c, 1)
		}
	}
	return r, ok
}

// ldsLinear tightens b, the LDS bound of in from its address window, with
// the lin fact of its address VGPR (fresh) when it has one.
func (s *astate) ldsLinear(tg *isa.Target, hw *timing.Config, in *asm.Instruction, b ldsBound) ldsBound {
	a, _, _, _, _ := timing.LDSAccess(tg, in)
	if b.nop || b.half == 0 || a < 0 || a >= len(s.v) || !s.v[a].fresh {
		return b
	}
	x, ok := s.lin[a]
	if !ok {
		return b
	}
	// A lane holds one of the forms, each with its own U: a bank's
	// distinct words are at most the forms' together.
	var sum int64
	for _, f := range x.forms() {
		p, ok := ldsLinearPasses(tg, hw, in, f)
		if !ok {
			return b
		}
		sum += p
	}
	b.half = max(min(b.half, sum), 1)
	return b
}

// ldsLinearPasses bounds, for the LDS instruction in whose address VGPR
// has the lin fact x, the passes of one half-wavefront for one address and
// data dword, over all of them: the most distinct words one bank delivers
// to the half's lanes at U + x(l) + the instruction's offset, for every U
// the fact admits. A word's bank and which lanes share a word depend on U
// only through U mod banks·bank_bytes (a power of two dividing 2^32; the
// offsets multiples of bank_bytes, so no word straddles a wrap of the
// address), so the passes are computed for each such residue. ok is false
// when the hardware or the offsets do not allow it.
func ldsLinearPasses(tg *isa.Target, hw *timing.Config, in *asm.Instruction, x linVal) (int64, bool) {
	_, offs, dwords, crossbar, none := timing.LDSAccess(tg, in)
	bb, nb := int64(max(hw.LDSBankBytes, 1)), int64(max(hw.LDSBanks, 1))
	period := bb * nb
	if none || crossbar || bb&(bb-1) != 0 || nb&(nb-1) != 0 || period > 1<<16 {
		return 0, false
	}
	step := int64(1) << min(int64(x.utz), int64(bits.TrailingZeros64(uint64(period))))
	const lift = 1 << 40 // a multiple of period: no negative address below
	var most int64
	words := make(map[int64]bool, 32)
	perBank := make([]int64, nb)
	for _, o := range offs {
		for dw := 0; dw < max(dwords, 1); dw++ {
			off := int64(o) + 4*int64(dw)
			if off%bb != 0 {
				return 0, false
			}
			for u := int64(0); u < period; u += step {
				for h := 0; h < 2; h++ {
					clear(words)
					clear(perBank)
					for l := 32 * h; l < 32*h+32; l++ {
						w := (lift + u + x.at(l) + off) / bb
						if words[w] {
							continue
						}
						words[w] = true
						b := w % nb
						perBank[b]++
						most = max(most, perBank[b])
					}
				}
			}
		}
	}
	return most, true
}
