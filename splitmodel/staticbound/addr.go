package staticbound

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The address analysis (docs/static.md, "Vector memory: the address
// analysis"): an abstract interpretation over the CFG of the values of the
// VGPRs that bounds, per vector memory instruction, the cache lines the
// timing model's vector memory unit can count for it (timing/vmem.go
// service), for every input and every set of active lanes.
//
// An abstract 32-bit value (av) says: the wavefront's lanes (those of its
// split mask, the only lanes that can ever be active in it) fall into at
// most k groups, and in each group every lane's value is u_g + o with o in
// [0, r] (mod 2^32), u_g unknown; abs says moreover k = 1 and every value
// lies in the integer interval [a, a+r]. top: nothing is known.

type av struct {
	top bool
	abs bool
	r   uint64
	a   uint64
	k   int
	// tz: every lane's value is a multiple of 2^tz (its tz low bits are
	// zero), whatever the window says; top values keep it too (32 for a
	// 32-bit 0, up to 64 for a pair's 64-bit value). Buffer arguments are
	// page-aligned (traces/sim places every buffer at a page), so an
	// address base + 4 x index is a multiple of 4 even where the index is
	// unknown: a dword access then never straddles two lines.
	tz uint8
}

var avTop = av{top: true}

const winMax = uint64(1) << 31 // windows this wide are dropped to top

func uni(k int) av      { return norm(av{k: k}) }
func konst(c uint64) av { return av{abs: true, a: c & 0xffffffff, k: 1, tz: tzConst(c, 32)} }

// tzConst is the trailing zero bits of c's low n bits (n for 0).
func tzConst(c uint64, n uint8) uint8 {
	if n < 64 {
		c &= 1<<n - 1
	}
	if c == 0 {
		return n
	}
	return uint8(bits.TrailingZeros64(c))
}

// withTZ is x with every value a multiple of 2^t (t capped at 32: a
// 32-bit value).
func withTZ(x av, t uint8) av {
	x.tz = min(t, 32)
	return x
}

func norm(x av) av {
	if x.top || x.r >= winMax || x.k < 1 {
		return av{top: true, tz: x.tz}
	}
	x.k = min(x.k, isa.MaxLanes) // at most one non-empty group per lane
	if x.abs && (x.k != 1 || x.a+x.r > 0xffffffff) {
		x.abs, x.a = false, 0
	}
	if !x.abs {
		x.a = 0
	}
	return x
}

func mulK(a, b int) int { return min(a*b, isa.MaxLanes) }

func addW(x, y av) av {
	if x.top || y.top {
		return avTop
	}
	if x.abs && y.abs {
		return norm(av{abs: true, a: x.a + y.a, r: x.r + y.r, k: 1})
	}
	return norm(av{r: x.r + y.r, k: mulK(x.k, y.k)})
}

// sub is x - y.
func subW(x, y av) av {
	if x.top || y.top {
		return avTop
	}
	if x.abs && y.abs && x.a >= y.a+y.r {
		return norm(av{abs: true, a: x.a - y.a - y.r, r: x.r + y.r, k: 1})
	}
	return norm(av{r: x.r + y.r, k: mulK(x.k, y.k)})
}

func shlW(x av, c uint64) av {
	c &= 31
	if x.top {
		return avTop
	}
	if x.abs && (x.a+x.r)<<c <= 0xffffffff {
		return norm(av{abs: true, a: x.a << c, r: x.r << c, k: 1})
	}
	if x.r > winMax>>c {
		return avTop
	}
	return norm(av{r: x.r << c, k: x.k})
}

// shr is a logical (or, signed, arithmetic) right shift by c: within a
// group the values form at most two integer intervals of width r (one
// wrap), each shifted to width r>>c + 1.
func shrW(x av, c uint64, signed bool) av {
	c &= 31
	if x.top {
		return avTop
	}
	if x.abs && (!signed || x.a+x.r < 1<<31) {
		lo, hi := x.a>>c, (x.a+x.r)>>c
		return norm(av{abs: true, a: lo, r: hi - lo, k: 1})
	}
	return norm(av{r: x.r>>c + 1, k: 2 * x.k})
}

// mulc is x times the constant c (mod 2^32).
func mulcW(x av, c uint64) av {
	c &= 0xffffffff
	if x.top {
		return avTop
	}
	if x.abs && (c == 0 || x.a+x.r <= 0xffffffff/c) {
		return norm(av{abs: true, a: x.a * c, r: x.r * c, k: 1})
	}
	m := c
	if c >= 1<<31 {
		m = 1<<32 - c // c = -m mod 2^32: the window is mirrored
	}
	if m != 0 && x.r > winMax/m {
		return avTop
	}
	return norm(av{r: x.r * m, k: x.k})
}

func isConst(x av) bool { return !x.top && x.abs && x.r == 0 }

func mulW(x, y av) av {
	switch {
	case x.top || y.top:
		return avTop
	case isConst(y):
		return mulc(x, y.a)
	case isConst(x):
		return mulc(y, x.a)
	case x.r == 0 && y.r == 0:
		return uni(mulK(x.k, y.k))
	case x.r == 0 && y.r < isa.MaxLanes:
		// y takes at most r+1 values in each of its groups: each times
		// a uniform value.
		return uni(mulK(x.k, mulK(y.k, int(y.r+1))))
	case y.r == 0 && x.r < isa.MaxLanes:
		return uni(mulK(y.k, mulK(x.k, int(x.r+1))))
	}
	return avTop
}

// trunc24 is x's low 24 bits, sign-extended when signed (v_mul_*24).
func trunc24W(x av, signed bool) av {
	if x.top {
		return avTop
	}
	if x.abs && (x.a+x.r < 1<<23 || !signed && x.a+x.r < 1<<24) {
		return x
	}
	if x.r >= 1<<24 {
		return avTop
	}
	return norm(av{r: x.r, k: 2 * x.k}) // one wrap per group
}

func andW(x, y av) av {
	switch {
	case x.top && y.top:
		return avTop
	case isConst(y) && (x.top || !x.abs):
		return norm(av{abs: true, r: y.a, k: 1})
	case isConst(x) && (y.top || !y.abs):
		return norm(av{abs: true, r: x.a, k: 1})
	case x.abs && y.abs:
		return norm(av{abs: true, r: min(x.a+x.r, y.a+y.r), k: 1})
	case x.abs:
		return norm(av{abs: true, r: x.a + x.r, k: 1})
	case y.abs:
		return norm(av{abs: true, r: y.a + y.r, k: 1})
	case !x.top && !y.top && x.r == 0 && y.r == 0:
		return uni(mulK(x.k, y.k))
	}
	return avTop
}

// or: x|y lies in [max(x, y), x + y].
func orW(x, y av) av {
	if x.top || y.top {
		return avTop
	}
	if x.abs && y.abs {
		lo := max(x.a, y.a)
		return norm(av{abs: true, a: lo, r: x.a + x.r + y.a + y.r - lo, k: 1})
	}
	if isConst(y) {
		return norm(av{r: x.r + y.a, k: x.k})
	}
	if isConst(x) {
		return norm(av{r: y.r + x.a, k: y.k})
	}
	if x.r == 0 && y.r == 0 {
		return uni(mulK(x.k, y.k))
	}
	return avTop
}

// xor of two non-negative integers below 2^n is below 2^n.
func xorW(x, y av) av {
	if x.abs && y.abs {
		n := bits.Len64(max(x.a+x.r, y.a+y.r))
		return norm(av{abs: true, r: 1<<n - 1, k: 1})
	}
	return uniformOf(x, y)
}

// either is a value that is x in some lanes and y in the others.
func eitherW(x, y av) av {
	if x.top || y.top {
		return avTop
	}
	if x.abs && y.abs {
		lo := min(x.a, y.a)
		return norm(av{abs: true, a: lo, r: max(x.a+x.r, y.a+y.r) - lo, k: 1})
	}
	return norm(av{r: max(x.r, y.r), k: x.k + y.k})
}

// join is x at a CFG join: each execution brings x or y (all its lanes).
func joinW(x, y av) av {
	if x == y {
		return x
	}
	if x.top || y.top {
		return avTop
	}
	if x.abs && y.abs {
		return either(x, y)
	}
	return norm(av{r: max(x.r, y.r), k: max(x.k, y.k)})
}

// The operations on windows with their trailing zero bits (tz).

func add(x, y av) av { return withTZ(addW(x, y), min(x.tz, y.tz)) }

// sub is x - y.
func sub(x, y av) av { return withTZ(subW(x, y), min(x.tz, y.tz)) }

func shl(x av, c uint64) av { return withTZ(shlW(x, c), x.tz+uint8(c&31)) }

func shr(x av, c uint64, signed bool) av {
	return withTZ(shrW(x, c, signed), x.tz-min(x.tz, uint8(c&31)))
}

func mulc(x av, c uint64) av { return withTZ(mulcW(x, c), x.tz+tzConst(c, 32)) }

func mul(x, y av) av { return withTZ(mulW(x, y), x.tz+y.tz) }

func trunc24(x av, signed bool) av { return withTZ(trunc24W(x, signed), min(x.tz, 24)) }

func and(x, y av) av { return withTZ(andW(x, y), max(x.tz, y.tz)) }

func or(x, y av) av { return withTZ(orW(x, y), min(x.tz, y.tz)) }

func xor(x, y av) av { return withTZ(xorW(x, y), min(x.tz, y.tz)) }

// either is a value that is x in some lanes and y in the others.
func either(x, y av) av { return withTZ(eitherW(x, y), min(x.tz, y.tz)) }

// join is x at a CFG join: each execution brings x or y (all its lanes).
func join(x, y av) av {
	if x == y {
		return x
	}
	return withTZ(joinW(x, y), min(x.tz, y.tz))
}

// fact is one VGPR's knowledge: s holds for the lanes active when it was
// written, and is used while no instruction has widened EXEC since
// (fresh: EXEC can only have lost lanes, so every lane active now was
// active then); w holds for every lane of the wavefront.
type fact struct {
	s, w  av
	fresh bool
}

// pfact is the same for the 64-bit value of a VGPR pair v[lo], v[lo+1]
// (windows modulo 2^64), recorded by a 64-bit add or shift.
type pfact struct {
	s, w  av
	fresh bool
}

// carry records a v_add whose carry-out a v_addc may read: the low words
// of its two operands as 64-bit pieces.
type carry struct {
	lo   int
	x, y av
	// xp, yp: an operand that is the low word of a VGPR pair with a
	// 64-bit value (then xh, yh name the pair's high VGPR, else -1).
	xp, yp av
	xh, yh int
}

type astate struct {
	tg     *isa.Target // the code's generation: its instruction records
	full   bool        // EXEC has all the wavefront's lanes
	saved  map[int]bool
	v      []fact
	pairs  map[int]pfact
	carrys map[string]carry
	// sext[x] = y: VGPR x holds the sign of VGPR y (v_ashrrev_i32 x, 31,
	// y), so the pair (y, x) is y sign-extended; both unchanged since.
	sext map[int]int
	// snap[n]: the SGPR pair s[n:n+1] holds the EXEC an s_*_saveexec
	// saved, with the VGPRs (and pairs) fresh then and not written since:
	// restoring it keeps those of them fresh that still are (restore).
	snap map[int]freshSet
	// stz[n]: SGPR n is a multiple of 2^stz[n] (alignment.go); kernarg is
	// the first SGPR of the kernarg segment pointer while it holds it
	// (-1 after a write), bufs the kernarg offsets of the buffer
	// arguments' low dwords (shared, never written).
	stz     map[int]uint8
	kernarg int
	bufs    map[int]bool
	// lin[r]: VGPR r's lane-linear value (lanes.go), for the lanes
	// active when it was written (used while r is fresh).
	lin map[int]linSet
}

// freshSet is a set of fresh VGPRs and VGPR pairs (by low register).
type freshSet struct{ v, p string }

func bitOf(b []byte, i int) bool { return i/8 < len(b) && b[i/8]>>(i%8)&1 != 0 }

// freshNow is the current set of fresh VGPRs and pairs.
func (s *astate) freshNow() freshSet {
	v := make([]byte, (len(s.v)+7)/8)
	p := make([]byte, (len(s.v)+7)/8)
	for i, f := range s.v {
		if f.fresh {
			v[i/8] |= 1 << (i % 8)
		}
	}
	for k, f := range s.pairs {
		if f.fresh && k >= 0 && k < len(s.v) {
			p[k/8] |= 1 << (k % 8)
		}
	}
	return freshSet{string(v), string(p)}
}

// without is f with VGPR r and the pairs holding it no longer fresh.
func (f freshSet) without(r int) freshSet {
	v, p := []byte(f.v), []byte(f.p)
	for _, x := range []struct {
		b []byte
		i int
	}{{v, r}, {p, r}, {p, r - 1}} {
		if x.i >= 0 && x.i/8 < len(x.b) {
			x.b[x.i/8] &^= 1 << (x.i % 8)
		}
	}
	return freshSet{string(v), string(p)}
}

// restore: EXEC becomes EXEC | the mask saved in snap f. A value fresh now
// (EXEC within the lanes of its write) and fresh at the save (the saved
// EXEC too) stays fresh; every other is not. Carries and sign records
// stay with their registers' freshness.
func (s *astate) restore(f freshSet) {
	for i := range s.v {
		s.v[i].fresh = s.v[i].fresh && bitOf([]byte(f.v), i)
	}
	for k, p := range s.pairs {
		p.fresh = p.fresh && bitOf([]byte(f.p), k)
		s.pairs[k] = p
	}
	for k, c := range s.carrys {
		if c.lo < 0 || c.lo >= len(s.v) || !s.v[c.lo].fresh {
			delete(s.carrys, k)
		}
	}
	for x, y := range s.sext {
		if !s.v[x].fresh || !s.v[y].fresh {
			delete(s.sext, x)
		}
	}
}

func (s *astate) clone() *astate {
	n := &astate{tg: s.tg, full: s.full, saved: map[int]bool{}, v: append([]fact(nil), s.v...), pairs: map[int]pfact{}, carrys: map[string]carry{}, sext: map[int]int{}, snap: map[int]freshSet{}}
	for k, v := range s.sext {
		n.sext[k] = v
	}
	for k, v := range s.snap {
		n.snap[k] = v
	}
	n.stz, n.kernarg, n.bufs = make(map[int]uint8, len(s.stz)), s.kernarg, s.bufs
	n.lin = make(map[int]linSet, len(s.lin))
	for k, v := range s.lin {
		n.lin[k] = v
	}
	for k, v := range s.stz {
		n.stz[k] = v
	}
	for k, v := range s.saved {
		n.saved[k] = v
	}
	for k, v := range s.pairs {
		n.pairs[k] = v
	}
	for k, v := range s.carrys {
		n.carrys[k] = v
	}
	return n
}

func (s *astate) equal(o *astate) bool {
	if s.full != o.full || len(s.saved) != len(o.saved) || len(s.pairs) != len(o.pairs) || len(s.carrys) != len(o.carrys) || len(s.sext) != len(o.sext) || len(s.snap) != len(o.snap) {
		return false
	}
	for k, v := range s.snap {
		if w, ok := o.snap[k]; !ok || w != v {
			return false
		}
	}
	if s.kernarg != o.kernarg || len(s.stz) != len(o.stz) || len(s.lin) != len(o.lin) {
		return false
	}
	for k, v := range s.lin {
		if w, ok := o.lin[k]; !ok || w != v {
			return false
		}
	}
	for k, v := range s.stz {
		if o.stz[k] != v {
			return false
		}
	}
	for k, v := range s.sext {
		if w, ok := o.sext[k]; !ok || w != v {
			return false
		}
	}
	for k, v := range s.saved {
		if o.saved[k] != v {
			return false
		}
	}
	for i := range s.v {
		if s.v[i] != o.v[i] {
			return false
		}
	}
	for k, v := range s.pairs {
		if w, ok := o.pairs[k]; !ok || w != v {
			return false
		}
	}
	for k, v := range s.carrys {
		if w, ok := o.carrys[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// joinState merges o into s (s from one predecessor, o from another);
// widen drops every value that differs to top (termination in loops).
func (s *astate) joinState(o *astate, widen bool) {
	s.full = s.full && o.full
	for k := range s.saved {
		if !o.saved[k] {
			delete(s.saved, k)
		}
	}
	j := func(a, b av) av {
		if widen && a != b {
			return av{top: true, tz: min(a.tz, b.tz)}
		}
		return join(a, b)
	}
	for i := range s.v {
		a, b := s.v[i], o.v[i]
		s.v[i] = fact{s: j(a.s, b.s), w: j(a.w, b.w), fresh: a.fresh && b.fresh}
	}
	for k, a := range s.pairs {
		b, ok := o.pairs[k]
		if !ok {
			delete(s.pairs, k)
			continue
		}
		s.pairs[k] = pfact{s: j(a.s, b.s), w: j(a.w, b.w), fresh: a.fresh && b.fresh}
	}
	for k, a := range s.sext {
		if b, ok := o.sext[k]; !ok || a != b {
			delete(s.sext, k)
		}
	}
	for k, a := range s.stz {
		if b := min(a, o.stz[k]); b == 0 {
			delete(s.stz, k)
		} else {
			s.stz[k] = b
		}
	}
	if s.kernarg != o.kernarg {
		s.kernarg = -1
	}
	for k, a := range s.lin {
		if b, ok := o.lin[k]; !ok || a != b {
			delete(s.lin, k)
		}
	}
	for k, a := range s.snap {
		b, ok := o.snap[k]
		if !ok {
			delete(s.snap, k)
			continue
		}
		v, p := []byte(a.v), []byte(a.p)
		for i := range v {
			if i < len(b.v) {
				v[i] &= b.v[i]
			}
		}
		for i := range p {
			if i < len(b.p) {
				p[i] &= b.p[i]
			}
		}
		s.snap[k] = freshSet{string(v), string(p)}
	}
	for k, a := range s.carrys {
		if b, ok := o.carrys[k]; !ok || a != b {
			delete(s.carrys, k)
		}
	}
}

// Shape is a workgroup's size in work-items per dimension (x, y, z).
type Shape [3]int

// seed is the entry state for the workgroup shapes: the simulator starts
// every VGPR at 0 (traces/sim machine.go), and v0, v1, v2 at the
// work-item ids (flat % X, flat / X % Y, flat / (X·Y); lanes beyond the
// workgroup hold 0). Without shapes v0..v2 are top.
func seed(tg *isa.Target, n int, shapes []Shape, args argLayout) *astate {
	s := &astate{tg: tg, saved: map[int]bool{}, pairs: map[int]pfact{}, carrys: map[string]carry{}, sext: map[int]int{}, snap: map[int]freshSet{}, v: make([]fact, n),
		stz: map[int]uint8{}, kernarg: args.kernarg, bufs: args.bufs, lin: map[int]linSet{}}
	zero := konst(0)
	for i := range s.v {
		s.v[i] = fact{s: zero, w: zero, fresh: true}
	}
	s.full = len(shapes) > 0
	ids := [3]av{avTop, avTop, avTop}
	for i, sh := range shapes {
		x, y, z := max(sh[0], 1), max(sh[1], 1), max(sh[2], 1)
		if x*y*z%isa.MaxLanes != 0 {
			s.full = false // a partial wave: lanes beyond the workgroup are off
		}
		var v0, v1, v2 av
		switch {
		case x%isa.MaxLanes == 0:
			v0 = av{r: isa.MaxLanes - 1, k: 1} // a wave's consecutive x ids of one row
		case y*z == 1:
			v0 = av{r: isa.MaxLanes - 1, k: 2} // lanes × w + lane, and 0 beyond the workgroup
		default:
			v0 = av{abs: true, r: uint64(x - 1), k: 1}
		}
		v1 = idValue(x*y*z, x, y)
		v2 = idValue(x*y*z, x*y, z)
		for d, v := range []av{v0, v1, v2} {
			if i == 0 {
				ids[d] = norm(v)
			} else {
				ids[d] = join(ids[d], norm(v)) // one shape per launch
			}
		}
	}
	for d := 0; d < 3 && d < n; d++ {
		s.v[d] = fact{s: ids[d], w: ids[d], fresh: true}
		if l, ok := idLin(shapes, d); ok {
			s.lin[d] = single(l)
		}
	}
	return s
}

// idValue is a y or z work-item id (flat / stride % n) over the lanes of
// each wave of a workgroup of size work-items: the fewer of n values in
// one interval, or uniform groups as many as the distinct values one wave
// holds (a 16 x 16 workgroup: 4 rows per wave); lanes beyond the
// workgroup hold 0.
func idValue(size, stride, n int) av {
	interval := av{abs: true, r: uint64(n - 1), k: 1}
	most := 0
	for w := 0; w*isa.MaxLanes < size; w++ {
		seen := map[int]bool{}
		for l := 0; l < isa.MaxLanes; l++ {
			v := 0
			if f := w*isa.MaxLanes + l; f < size {
				v = f / stride % n
			}
			seen[v] = true
		}
		most = max(most, len(seen))
	}
	if most == 1 {
		return uni(1)
	}
	if most < n && most <= 16 {
		return norm(uni(most))
	}
	return interval
}

// analyzer runs the address analysis of one kernel.
type analyzer struct {
	g      *cfg.Graph
	nv     int
	giveUp bool
}

func vgprs(g *cfg.Graph) (int, bool) {
	n := 3
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			if strings.HasPrefix(in.Op, "s_set_gpr_idx") || strings.HasPrefix(in.Op, "s_movrel") {
				return 0, false // VALU operands indexed by M0, SGPRs written at run time
			}
			for _, o := range in.Operands {
				if o.Kind == asm.OpReg && o.File == asm.VGPR {
					n = max(n, o.Hi+2)
				}
			}
		}
	}
	return n, true
}

// VMEMServices bounds, for each vector memory instruction of g, the service
// cycles the timing model's vector memory unit can charge it under hw for
// launches of the given workgroup shapes (none: any shape).
func VMEMServices(g *cfg.Graph, hw *timing.Config, shapes []Shape) map[*asm.Instruction]int64 {
	v, _, _ := memBounds(g, hw, shapes, nil)
	return v
}

// VMEMServicesLanes is VMEMServices with the lanes facts of the flow facts
// (flowfacts.Facts.BindLanes): a FLAT access in a block where at most n
// lanes of a wavefront are ever active touches the lines of n lanes.
func VMEMServicesLanes(g *cfg.Graph, hw *timing.Config, shapes []Shape, lanes map[*cfg.Block]int64) map[*asm.Instruction]int64 {
	v, _, _ := memBounds(g, hw, shapes, lanes)
	return v
}

// LDSPassBounds bounds, for each LDS instruction of g, the bank passes the
// timing model's LDS unit can charge it (lds.go passes) under hw for
// launches of the given workgroup shapes.
func LDSPassBounds(g *cfg.Graph, hw *timing.Config, shapes []Shape) map[*asm.Instruction]int64 {
	_, l, _ := memBounds(g, hw, shapes, nil)
	out := map[*asm.Instruction]int64{}
	for in, b := range l {
		out[in] = b.passes()
	}
	return out
}

// ldsBound is an LDS instruction's bound: per address and data dword (n
// of them) each half-wavefront takes at most half passes (0: a permute or
// an address the unit does not decode, one pass per half and dword; or
// ds_nop, one pass).
type ldsBound struct {
	n, half int64
	nop     bool
}

func (b ldsBound) passes() int64 {
	if b.nop {
		return 1
	}
	if b.half == 0 {
		return 2 * b.n
	}
	return max(b.n*2*b.half, 1)
}

// family bounds the passes mm members of a family (disjoint lanes) take
// together: per half at most min(32, mm x half) (a member's passes in a
// half are at most its active lanes there), plus one per member that has
// none active.
func (b ldsBound) family(mm int64) int64 {
	if b.nop || b.half == 0 {
		return mulSat(mm, b.passes())
	}
	return min(mulSat(mm, b.passes()), addSat(b.n*2*min(32, mulSat(mm, b.half)), mm))
}

// memBounds is the address analysis of g: the vector memory services and
// the LDS passes per instruction, and for each FLAT access the lines its 64
// lanes can touch together (flatLanesOf: what a family's members, on
// disjoint lanes, touch together at most). lanes holds the lanes facts: at
// most lanes[b] lanes of a launch wavefront and its splits together are
// ever active at block b (laneCap).
func memBounds(g *cfg.Graph, hw *timing.Config, shapes []Shape, lanes map[*cfg.Block]int64) (vmem map[*asm.Instruction]int64, lds map[*asm.Instruction]ldsBound, flatLanes map[*asm.Instruction]int64) {
	tg := isa.For(g.Arch)
	out := map[*asm.Instruction]int64{}
	lds = map[*asm.Instruction]ldsBound{}
	flatLanes = map[*asm.Instruction]int64{}
	nv, ok := vgprs(g)
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			if k := classOf(in); k != nil && k.Unit == isa.UnitVMEM {
				out[in] = serviceOf(tg, hw, in, avTop, false, laneCap(lanes, b))
				if n, ok := flatLanesOf(tg, hw, in, avTop, false, laneCap(lanes, b)); ok {
					flatLanes[in] = n
				}
			}
			if k := classOf(in); k != nil && k.Unit == isa.UnitLDS {
				lds[in] = ldsPassesOf(tg, hw, in, avTop, false)
			}
		}
	}
	if !ok || len(g.Blocks) == 0 {
		return out, lds, flatLanes
	}
	in := make([]*astate, len(g.Blocks))
	visits := make([]int, len(g.Blocks))
	in[0] = seed(tg, nv, shapes, layoutOf(g))
	work := []int{0}
	queued := map[int]bool{0: true}
	for len(work) > 0 {
		// Lowest block ID first: deterministic, roughly in order.
		bi := 0
		for i, id := range work {
			if id < work[bi] {
				bi = i
			}
		}
		id := work[bi]
		work = append(work[:bi], work[bi+1:]...)
		delete(queued, id)
		s := in[id].clone()
		for _, x := range g.Blocks[id].Instrs {
			step(s, x, nil)
		}
		for _, e := range g.Blocks[id].Succs {
			t := e.To.ID
			if in[t] == nil {
				in[t] = s.clone()
			} else {
				n := in[t].clone()
				visits[t]++
				n.joinState(s, visits[t] > 8)
				if n.equal(in[t]) {
					continue
				}
				in[t] = n
			}
			if !queued[t] {
				queued[t] = true
				work = append(work, t)
			}
		}
	}
	for _, b := range g.Blocks {
		if in[b.ID] == nil {
			continue
		}
		s := in[b.ID].clone()
		for _, x := range b.Instrs {
			step(s, x, func(x *asm.Instruction, a av, hasAddr bool) {
				if k := classOf(x); k != nil && k.Unit == isa.UnitLDS {
					lds[x] = s.ldsLinear(tg, hw, x, ldsPassesOf(tg, hw, x, a, hasAddr))
					return
				}
				out[x] = serviceOf(tg, hw, x, a, hasAddr, laneCap(lanes, b))
				if n, ok := flatLanesOf(tg, hw, x, a, hasAddr, laneCap(lanes, b)); ok {
					flatLanes[x] = n
				}
			})
		}
	}
	return out, lds, flatLanes
}

// laneCap is the most lanes of a wavefront (and its splits together) ever
// active at b: the lanes fact's, else every lane.
func laneCap(lanes map[*cfg.Block]int64, b *cfg.Block) int64 {
	if n, ok := lanes[b]; ok {
		return min(n, isa.MaxLanes)
	}
	return isa.MaxLanes
}

// ldsPassesOf bounds in's bank passes (timing/lds.go passes): per address
// and data dword, each half-wavefront takes as many passes as the most
// distinct words one bank delivers to its active lanes, at most 32. With
// the address (plus the offset) in k windows of r + 1 bytes, taken as
// integers (a window wraps at 2^32 at most once: 2k), a window spans at
// most W = floor((r + bank - 1) / bank) + 1 consecutive words, at most
// ceil(W / banks) of them in one bank. A permute (the crossbar) or an
// address the unit does not decode takes one pass per half and dword.
func ldsPassesOf(tg *isa.Target, hw *timing.Config, in *asm.Instruction, a av, hasAddr bool) ldsBound {
	addr, offs, dwords, crossbar, none := timing.LDSAccess(tg, in)
	if none {
		return ldsBound{nop: true}
	}
	if crossbar || addr < 0 {
		return ldsBound{n: int64(dwords)}
	}
	perHalf := int64(32)
	if hasAddr {
		if x := asInteger(a, false); !x.top {
			bb, banks := int64(max(hw.LDSBankBytes, 1)), int64(max(hw.LDSBanks, 1))
			w := (int64(x.r)+bb-1)/bb + 1
			perHalf = min(perHalf, int64(x.k)*((w+banks-1)/banks))
		}
	}
	return ldsBound{n: int64(len(offs)) * int64(dwords), half: perHalf}
}

// classOf is in's instruction class (the same on every target).
func classOf(in *asm.Instruction) *isa.Class {
	k, _ := isa.Lookup(in.Op)
	if k == nil && in.Mnemonic != in.Op {
		k, _ = isa.Lookup(in.Mnemonic)
	}
	return k
}

// laneLines is the most lines one lane's w bytes touch at an unknown
// address.
func laneLines(w, lb int64) int64 { return alignedLines(w, lb, 1) }

// alignedLines is the most lines w bytes starting at a multiple of a touch
// (a divides the line size): the start lies at most lb - a into a line.
func alignedLines(w, lb, a int64) int64 { return (lb-a+w-1)/lb + 1 }

// addrAlign is the bytes every address of a is a multiple of, as far as
// it divides the line size lb (1 when lb is not a power of two).
func addrAlign(a av, lb int64) int64 {
	if bits.OnesCount64(uint64(lb)) != 1 {
		return 1
	}
	return min(int64(1)<<min(a.tz, 62), lb)
}

// serviceOf bounds in's service (timing/vmem.go service): for a FLAT
// access whose 64-bit address (read from the pair, offset added) lies in
// k windows of width r, each window's accesses cover at most r + w
// consecutive bytes (modulo 2^64, a multiple of a power-of-two line), so
// at most laneLines(r + w) lines; never more than lanes x laneLines(w)
// (lanes: the most active lanes, 64 without a lanes fact; the unit counts
// only the active lanes' lines).
// MUBUF: the contiguous estimate ceil(64 w / line), or for scratch one
// line per lane and dword (with a VGPR offset) or the 64 lanes' 4-byte
// steps of each dword (without).
func serviceOf(tg *isa.Target, hw *timing.Config, in *asm.Instruction, a av, hasAddr bool, lanes int64) int64 {
	lb := int64(max(hw.VMemLineBytes, 1))
	bpc := int64(max(hw.VMemBytesPerCycle, 1))
	width, flat := timing.VMEMAccess(tg, in)
	w := int64(max(width, 1))
	var lines int64
	if flat >= 0 {
		al := int64(1)
		if hasAddr {
			al = addrAlign(a, lb) // every lane's address a multiple of al
		}
		lines = lanes * alignedLines(w, lb, al)
		if hasAddr && !a.top {
			k := int64(a.k)
			if bits.OnesCount64(uint64(lb)) != 1 {
				k *= 2 // a wrap at 2^64 splits a window in two
			}
			lines = min(lines, k*alignedLines(int64(a.r)+w, lb, al))
		}
	} else {
		dw := max(w/4, 1)
		scratch := dw * isa.MaxLanes
		if len(in.Operands) > 1 && !(in.Operands[1].Kind == asm.OpReg && in.Operands[1].File == asm.VGPR) {
			scratch = dw * laneLines(253, lb)
		}
		lines = max((isa.MaxLanes*w+lb-1)/lb, scratch)
	}
	return max((lines*lb+bpc-1)/bpc, int64(hw.VMemAddressCycles))
}

// flatLanesOf bounds the lines the 64 lanes of a FLAT access can touch
// together (timing/vmem.go countLines: each active lane adds the lines of
// its w bytes): 64 x the lines of w bytes at an address that is a multiple
// of the address's known alignment (addrAlign); lanes x those lines when
// at most lanes lanes are ever active there (a lanes fact). ok is false for a MUBUF
// access (its service is an estimate of the active lanes' bytes, not a
// line count per lane).
func flatLanesOf(tg *isa.Target, hw *timing.Config, in *asm.Instruction, a av, hasAddr bool, lanes int64) (int64, bool) {
	width, flat := timing.VMEMAccess(tg, in)
	if flat < 0 {
		return 0, false
	}
	lb := int64(max(hw.VMemLineBytes, 1))
	al := int64(1)
	if hasAddr {
		al = addrAlign(a, lb)
	}
	return lanes * alignedLines(int64(max(width, 1)), lb, al), true
}

// familyFLAT bounds the service mm members of a family take together for
// one execution each of a FLAT access whose 64 lanes touch at most lanes
// lines together (flatLanesOf) and whose service is at most svc for any
// set of active lanes (serviceOf). Member i's service is max(A, x_i) with
// A the address cycles and x_i = ceil(l_i * line / bandwidth), l_i the
// lines of its active lanes; the members' lanes are disjoint, so sum l_i
// <= lanes and sum x_i <= X = ceil(lanes * line / bandwidth) + (mm-1)*r
// (r = 1 when a line is not a whole number of cycles: each ceiling adds
// less than one). So sum max(A, x_i) = mm*A + sum over the p members with
// x_i > A of (x_i - A), which is at most X - p*A (their x_i sum to at
// most X) and at most p*(svc - A) (each service at most svc): mm*A plus
// the largest min(p*(svc - A), X - p*A) over p = 0..mm. (With p = 1 and
// svc unbounded this is max(mm*A, X + (mm-1)*A), the rule before.)
func familyFLAT(hw *timing.Config, mm, lanes, svc int64) int64 {
	lb, bpc := int64(max(hw.VMemLineBytes, 1)), int64(max(hw.VMemBytesPerCycle, 1))
	A := int64(hw.VMemAddressCycles)
	r := int64(0)
	if lb%bpc != 0 {
		r = 1
	}
	x := addSat((mulSat(lanes, lb)+bpc-1)/bpc, mulSat(mm-1, r))
	var extra int64
	for p := int64(1); p <= mm; p++ {
		extra = max(extra, min(mulSat(p, max(svc-A, 0)), x-mulSat(p, A)))
	}
	return addSat(mulSat(mm, A), extra)
}

// --- the transfer function ------------------------------------------------

// read is the value of one source operand (a single register).
func (s *astate) read(o asm.Operand) av {
	var x av
	switch {
	case o.Kind == asm.OpInt:
		x = konst(uint64(o.Int))
	case o.Kind == asm.OpFloat || o.Kind == asm.OpExpr:
		x = uni(1) // the same constant in every lane
	case o.Kind == asm.OpReg && o.File == asm.VGPR:
		if o.Lo < 0 || o.Hi >= len(s.v) {
			return avTop
		}
		x = av{abs: true, k: 1}
		for r := o.Lo; r <= o.Hi; r++ {
			f := s.v[r]
			v := f.w
			if f.fresh {
				v = f.s
			}
			if o.Hi > o.Lo { // a wide operand: only uniformity survives
				if v.top || v.r != 0 {
					return avTop
				}
				v = uni(v.k)
			}
			if r == o.Lo {
				x = v
			} else {
				x = norm(av{k: mulK(x.k, v.k)})
			}
		}
	case o.Kind == asm.OpReg:
		x = uni(1) // a scalar register: one value for every lane
		if o.File == asm.SGPR {
			x.tz = s.stz[o.Lo]
		}
	default:
		return avTop
	}
	if o.Neg || o.Abs || o.Sext {
		if x.top || x.r != 0 {
			return avTop
		}
		return uni(x.k)
	}
	return x
}

// write sets VGPR r to x for the active lanes.
func (s *astate) write(r int, x av) {
	if r < 0 || r >= len(s.v) {
		return
	}
	old := s.v[r]
	w := x
	if !s.full {
		w = either(old.w, x)
	}
	s.v[r] = fact{s: x, w: w, fresh: true}
	delete(s.lin, r)
	delete(s.pairs, r)
	delete(s.pairs, r-1)
	for x, y := range s.sext {
		if x == r || y == r {
			delete(s.sext, x)
		}
	}
	for k, f := range s.snap {
		s.snap[k] = f.without(r)
	}
	for k, c := range s.carrys {
		if c.lo == r || c.xh == r || c.yh == r {
			delete(s.carrys, k)
		}
	}
}

func (s *astate) writeRange(o asm.Operand, x av) {
	if o.Kind != asm.OpReg || o.File != asm.VGPR {
		return
	}
	for r := o.Lo; r <= o.Hi; r++ {
		s.write(r, x)
	}
}

// loaded is the value a load writes (read before it runs): the lanes of
// a group that read one address read one value (the functional core
// reads memory once for the instruction), so a FLAT or LDS load whose
// address is uniform in each of k groups gives a value uniform in each
// group; any other load, and every atomic (the lanes get successive old
// values), gives top.
func (s *astate) loaded(in *asm.Instruction, k *isa.Class) av {
	op := in.Op
	if strings.Contains(op, "atomic") || strings.Contains(op, "rtn") || strings.Contains(op, "xchg") {
		return avTop
	}
	var a av
	switch {
	case k.Unit == isa.UnitVMEM && strings.Contains(op, "_load_"):
		_, lo := timing.VMEMAccess(s.tg, in)
		if lo < 0 {
			return avTop
		}
		a = s.pair(lo)
	case k.Unit == isa.UnitLDS && strings.HasPrefix(op, "ds_read"):
		lo, _, _, _, _ := timing.LDSAccess(s.tg, in)
		if lo < 0 {
			return avTop
		}
		a = s.read(asm.Operand{Kind: asm.OpReg, File: asm.VGPR, Lo: lo, Hi: lo})
	default:
		return avTop
	}
	if a.top || a.r != 0 {
		return avTop
	}
	return uni(a.k)
}

// widen: an instruction may have given EXEC lanes it did not have, so no
// value is fresh any more.
func (s *astate) widen() {
	for i := range s.v {
		s.v[i].fresh = false
	}
	for k, p := range s.pairs {
		p.fresh = false
		s.pairs[k] = p
	}
	clear(s.carrys) // the low words were written for other lanes
	clear(s.sext)
}

// restoredSnap reports the snapshot an instruction restores EXEC from:
// s_or_b64 exec, exec, s[n:n+1] (either order) or s_mov_b64 exec,
// s[n:n+1] with s[n:n+1] saved by an s_*_saveexec.
func (s *astate) restoredSnap(op string, ops []asm.Operand) (freshSet, bool) {
	var o asm.Operand
	switch {
	case op == "s_or_b64" && len(ops) == 3 && ops[0].IsSpecial("exec") && ops[1].IsSpecial("exec"):
		o = ops[2]
	case op == "s_or_b64" && len(ops) == 3 && ops[0].IsSpecial("exec") && ops[2].IsSpecial("exec"):
		o = ops[1]
	case op == "s_mov_b64" && len(ops) == 2 && ops[0].IsSpecial("exec"):
		o = ops[1]
	default:
		return freshSet{}, false
	}
	if o.Kind != asm.OpReg || o.File != asm.SGPR || o.Hi != o.Lo+1 {
		return freshSet{}, false
	}
	f, ok := s.snap[o.Lo]
	return f, ok
}

// pair is the 64-bit value of v[lo], v[lo+1].
func (s *astate) pair(lo int) av {
	best := avTop
	if p, ok := s.pairs[lo]; ok {
		best = p.w
		if p.fresh {
			best = p.s
		}
	}
	if lo < 0 || lo+1 >= len(s.v) {
		return best
	}
	x := s.read(asm.Operand{Kind: asm.OpReg, File: asm.VGPR, Lo: lo, Hi: lo})
	y := s.read(asm.Operand{Kind: asm.OpReg, File: asm.VGPR, Lo: lo + 1, Hi: lo + 1})
	d := avTop
	switch {
	case !x.top && !y.top && y.r == 0:
		d = piece(x)
		d = withTZ(norm(av{r: d.r, k: mulK(d.k, y.k)}), x.tz)
	default:
		d = composePair(x, y)
	}
	// The 64-bit value's low bits are the low word's (a zero low word:
	// the high word's, 32 bits up): facts about one value, so the larger
	// alignment holds.
	t := x.tz
	if x.tz >= 32 {
		t = 32 + y.tz
	}
	t = max(t, best.tz, d.tz)
	if !d.top && (best.top || d.r < best.r || d.r == best.r && d.k < best.k) {
		best = d
	}
	best.tz = t
	return best
}

// piece is a 32-bit value as an integer (the low word of a 64-bit sum):
// a window of a group wraps at 2^32 at most once.
func piece(x av) av {
	if x.top || x.abs || x.r == 0 {
		return x
	}
	return withTZ(norm(av{r: x.r, k: 2 * x.k}), x.tz)
}

func regKey(o asm.Operand) string {
	if o.Kind != asm.OpReg {
		return ""
	}
	if o.File == asm.Special {
		return o.Name()
	}
	return fmt.Sprintf("%s%d", o.File, o.Lo)
}

func isExec(o asm.Operand) bool {
	return o.Kind == asm.OpReg && o.File == asm.Special && strings.HasPrefix(o.Name(), "exec")
}

// srcFull: the operand holds a mask of all 64 lanes.
func (s *astate) srcFull(o asm.Operand) bool {
	switch {
	case o.Kind == asm.OpInt:
		return o.Int == -1
	case isExec(o):
		return o.Name() == "exec" && s.full
	case o.Kind == asm.OpReg && o.File == asm.SGPR && o.Hi == o.Lo+1:
		return s.saved[o.Lo]
	}
	return false
}

var laneDependent = []string{"v_addc", "v_subb", "v_div_fmas", "v_writelane", "v_movrel", "v_swap", "v_interp", "v_permlane", "v_mbcnt", "v_cndmask", "v_readlane", "v_readfirstlane"}

// step interprets in; mem, when set, is given every vector memory
// instruction with the value of its 64-bit address (FLAT) before it runs.
// Its steps: the memory access; what in does to EXEC and the saved masks
// (read before the writes); the VGPR writes; the scalar writes, which kill
// saved masks and carries; then EXEC's new state.
func step(s *astate, in *asm.Instruction, mem func(*asm.Instruction, av, bool)) {
	k := classOf(in)
	if mem != nil {
		s.memAccess(in, k, mem)
	}
	if k != nil && k.Name == "jump" {
		// A call (or another jump out of the code): the callee may write
		// any register and EXEC, so nothing is known after it.
		for r := range s.v {
			s.v[r] = fact{s: avTop, w: avTop, fresh: true}
		}
		s.full = false
		s.saved, s.pairs, s.carrys = map[int]bool{}, map[int]pfact{}, map[string]carry{}
		s.stz, s.kernarg, s.lin = map[int]uint8{}, -1, map[int]linSet{}
		return
	}
	s.scalarTZ(in)
	ex := s.execEffect(in)
	wasFull := s.full
	restoreFrom, restoring := s.restoredSnap(in.Op, in.Operands)
	var saving freshSet
	if ex.savedTo >= 0 {
		saving = s.freshNow()
	}
	recorded := s.writeVGPRs(in, k)
	s.writeScalars(in, recorded, restoring)
	if ex.writes {
		if ex.savedTo >= 0 {
			if wasFull {
				s.saved[ex.savedTo] = true
			}
			s.snap[ex.savedTo] = saving
		}
		s.full = ex.newFull
		switch {
		case ex.narrowing:
		case restoring:
			s.restore(restoreFrom)
		default:
			s.widen()
		}
	}
}

// memAccess gives mem a vector memory or LDS instruction with the value
// of its address.
func (s *astate) memAccess(in *asm.Instruction, k *isa.Class, mem func(*asm.Instruction, av, bool)) {
	if k != nil && k.Unit == isa.UnitVMEM {
		if _, a := timing.VMEMAccess(s.tg, in); a >= 0 {
			mem(in, s.pair(a), true)
		} else {
			mem(in, avTop, false)
		}
	}
	if k != nil && k.Unit == isa.UnitLDS {
		if a, _, _, _, _ := timing.LDSAccess(s.tg, in); a >= 0 {
			mem(in, s.read(asm.Operand{Kind: asm.OpReg, File: asm.VGPR, Lo: a, Hi: a}), true)
		} else {
			mem(in, avTop, false)
		}
	}
}

// execWrite is what an instruction does to EXEC: whether it writes it,
// narrows it (a subset of the active lanes stays), whether EXEC is full
// afterwards, and the SGPR pair it saves EXEC to (-1: none).
type execWrite struct {
	writes, narrowing, newFull bool
	savedTo                    int
}

// execEffect is in's execWrite, from the state before in.
func (s *astate) execEffect(in *asm.Instruction) execWrite {
	op, ops := in.Op, in.Operands
	ex := execWrite{savedTo: -1}
	switch {
	case strings.Contains(op, "saveexec"):
		ex.writes = true
		if len(ops) > 0 && ops[0].Kind == asm.OpReg && ops[0].File == asm.SGPR && ops[0].Hi == ops[0].Lo+1 {
			ex.savedTo = ops[0].Lo
		}
		src := len(ops) > 1 && s.srcFull(ops[1])
		switch {
		case strings.HasPrefix(op, "s_and_saveexec"):
			ex.narrowing, ex.newFull = true, s.full && src
		case strings.HasPrefix(op, "s_or_saveexec"):
			ex.newFull = s.full || src
		}
	case strings.HasPrefix(op, "v_cmpx"):
		ex.writes, ex.narrowing = true, true
	case len(ops) > 0 && isExec(ops[0]):
		ex.writes = true
		switch {
		case op == "s_mov_b64" && len(ops) == 2:
			ex.newFull = s.srcFull(ops[1])
		case op == "s_or_b64" && len(ops) == 3:
			ex.newFull = s.srcFull(ops[1]) || s.srcFull(ops[2])
		case op == "s_and_b64" && len(ops) == 3 && ops[0].Name() == "exec" && (ops[1].IsSpecial("exec") || ops[2].IsSpecial("exec")):
			ex.narrowing = true // exec & x
			ex.newFull = s.srcFull(ops[1]) && s.srcFull(ops[2])
		case op == "s_andn2_b64" && len(ops) == 3 && ops[0].Name() == "exec" && ops[1].IsSpecial("exec"):
			ex.narrowing = true // exec & ~x
		}
	}
	return ex
}

// writeVGPRs interprets in's VGPR writes (with the EXEC before the
// instruction); it returns the key of the carry-out a VALU add recorded
// ("" for none).
func (s *astate) writeVGPRs(in *asm.Instruction, k *isa.Class) (recorded string) {
	op, ops := in.Op, in.Operands
	switch {
	case strings.HasPrefix(op, "v_"):
		return s.valu(in)
	case k != nil && (k.Unit == isa.UnitVMEM || k.Unit == isa.UnitLDS) || !strings.HasPrefix(op, "s_"):
		// A load, an atomic or another DS operation writes at most its
		// first operand (its data; for a non-returning atomic that is its
		// address, which is then only read); a store nothing; with tfe or
		// lwe an extra register, so every operand is dropped.
		store := strings.Contains(op, "_store") || strings.HasPrefix(op, "ds_write") && !strings.Contains(op, "rtn") && !strings.Contains(op, "xchg") || op == "exp"
		_, tfe := in.Modifier("tfe")
		_, lwe := in.Modifier("lwe")
		switch {
		case tfe || lwe || k == nil:
			for _, o := range ops {
				s.writeRange(o, avTop)
			}
		case !store && len(ops) > 0:
			s.writeRange(ops[0], s.loaded(in, k))
		}
	}
	return ""
}

// writeScalars: the scalar registers of in's operands (written, or read:
// either kills conservatively) end the saved masks and carries they
// overlap, but for the carry-out in just recorded and the carry-in a
// v_addc reads; restoring: in restores EXEC from its first operand's
// snapshot, which then stays.
func (s *astate) writeScalars(in *asm.Instruction, recorded string, restoring bool) {
	op, ops := in.Op, in.Operands
	carryIn := ""
	if strings.HasPrefix(op, "v_addc") && len(ops) > 0 {
		carryIn = regKey(ops[len(ops)-1])
	}
	for i, o := range ops {
		if o.Kind != asm.OpReg || o.File == asm.VGPR {
			continue
		}
		if key := regKey(o); key != "" && !(key == carryIn && i == len(ops)-1) && !(key == recorded && i == 1) {
			// Any overlap kills a carry: a write to s1 or vcc_hi
			// changes the high lanes of the pair s[0:1] or vcc.
			delete(s.carrys, key)
			if o.File == asm.SGPR {
				for r := o.Lo - 1; r <= o.Hi; r++ {
					delete(s.carrys, fmt.Sprintf("%s%d", o.File, r))
				}
			}
			if strings.HasPrefix(o.Name(), "vcc_") {
				delete(s.carrys, "vcc")
			}
		}
		if o.File == asm.SGPR {
			for r := o.Lo - 1; r <= o.Hi; r++ {
				delete(s.saved, r)
				if i == 0 || !restoring {
					delete(s.snap, r)
				}
			}
		}
	}
}

// valu interprets a vector ALU instruction's write of its first operand;
// it returns the key of the carry-out it recorded ("" for none).
func (s *astate) valu(in *asm.Instruction) (recorded string) {
	op, ops := in.Op, in.Operands
	if strings.HasPrefix(op, "v_movrel") {
		for r := range s.v {
			s.write(r, avTop)
		}
		return ""
	}
	if len(ops) == 0 || ops[0].Kind != asm.OpReg || ops[0].File != asm.VGPR {
		// An SGPR or EXEC destination (compares, v_readlane): no VGPR
		// written; any other VGPR operand is read.
		if strings.HasPrefix(op, "v_swap") {
			for _, o := range ops {
				s.writeRange(o, avTop)
			}
		}
		return ""
	}
	d := ops[0]
	if in.Suffix() == "_dpp" || strings.HasPrefix(op, "v_swap") {
		for _, o := range ops {
			s.writeRange(o, avTop)
		}
		return ""
	}
	rec := s.tg.Inst(op)
	src := valuSrcs{s: s, in: in, ops: ops[1:]}
	carryOut := false
	if srcs := src.ops; len(srcs) > 0 && srcs[0].Kind == asm.OpReg && srcs[0].File != asm.VGPR && rec.CarryOut && len(srcs) >= 3 {
		carryOut, src.ops = true, srcs[1:] // VOP2/VOP3b carry-out destination
	}
	modified, partial := valuModifiers(in, rec)
	if is64(op) && s.valu64(in) {
		return ""
	}
	if d.Hi > d.Lo && op != "v_lshlrev_b64" || modified {
		xs := src.all()
		if partial {
			xs = append(xs, s.read(d))
		}
		s.generic(in, d, xs)
		return ""
	}
	return s.valu32(in, d, src, carryOut)
}

// valuSrcs are the sources of a VALU instruction (after a carry-out
// destination), read through its SDWA selects.
type valuSrcs struct {
	s   *astate
	in  *asm.Instruction
	ops []asm.Operand
}

// at is source i's value (top when absent); an SDWA byte or word select
// leaves its range only.
func (v valuSrcs) at(i int) av {
	if i >= len(v.ops) {
		return avTop
	}
	x := v.s.read(v.ops[i])
	if v.in.Suffix() == "_sdwa" {
		sel, _ := v.in.Modifier([]string{"src0_sel", "src1_sel", "src2_sel"}[min(i, 2)])
		bitsN := 0
		switch {
		case strings.HasPrefix(sel, "BYTE"):
			bitsN = 8
		case strings.HasPrefix(sel, "WORD"):
			bitsN = 16
		}
		if bitsN > 0 {
			x = av{abs: true, r: 1<<bitsN - 1, k: 1}
			if v.ops[i].Sext {
				x = av{r: 1<<bitsN - 1, k: 1} // wraps below 0
			}
		}
	}
	return x
}

func (v valuSrcs) all() []av {
	var xs []av
	for i := range v.ops {
		xs = append(xs, v.at(i))
	}
	return xs
}

// valuModifiers: modified, in's result is not the plain operation (clamp,
// omod, an SDWA destination select, 16-bit halves, a read destination:
// not modelled); partial, it keeps bits of the old destination.
func valuModifiers(in *asm.Instruction, rec *isa.Inst) (modified, partial bool) {
	op := in.Op
	for _, m := range in.Modifiers {
		if in.Suffix() == "_sdwa" && (strings.HasSuffix(m.Name, "_sel") || m.Name == "dst_unused") {
			continue
		}
		modified = true // clamp, omod: not modelled
	}
	if in.Suffix() == "_sdwa" {
		if sel, ok := in.Modifier("dst_sel"); ok && sel != "DWORD" {
			modified, partial = true, true
		}
	}
	if !strings.HasPrefix(op, "v_mbcnt") && (strings.Contains(op, "16") || strings.Contains(op, "_hi") || strings.Contains(op, "mix")) {
		modified, partial = true, true // 16-bit halves (op_sel): conservatively partial
	}
	if rec.ReadsDst {
		// v_mac (and gfx9+'s v_fmac, v_dot2c): the old destination is a
		// source.
		modified, partial = true, true
	}
	return modified, partial
}

// valu32 interprets the 32-bit operations the analysis models (else
// generic) writing d; carryOut: the instruction's second operand is a
// carry-out destination. It returns the key of the carry it recorded.
func (s *astate) valu32(in *asm.Instruction, d asm.Operand, src valuSrcs, carryOut bool) (recorded string) {
	var x av
	lin, linOK := s.linResult(in.Op, d, src) // from the sources, before the write
	defer func() {
		if linOK && s.v[d.Lo].fresh {
			s.lin[d.Lo] = lin
		}
	}()
	switch base := in.Op; {
	case base == "v_mov_b32":
		x = src.at(0)
	case strings.HasPrefix(base, "v_add3_u32"):
		x = add(add(src.at(0), src.at(1)), src.at(2))
	case strings.HasPrefix(base, "v_addc_"):
		s.addc(d, src.at(0), src.at(1), src.ops)
		return ""
	case base == "v_add_u32" || base == "v_add_i32" || base == "v_add_co_u32" || base == "v_add_nc_u32":
		a, b := src.at(0), src.at(1)
		x = add(a, b)
		if carryOut {
			return s.addCarry(in, d, a, b, src.ops)
		}
	case base == "v_sub_u32" || base == "v_sub_i32" || base == "v_sub_co_u32" || base == "v_sub_nc_u32":
		x = sub(src.at(0), src.at(1))
	case base == "v_subrev_u32" || base == "v_subrev_i32" || base == "v_subrev_co_u32" || base == "v_subrev_nc_u32":
		x = sub(src.at(1), src.at(0))
	case base == "v_lshlrev_b32" || base == "v_lshrrev_b32" || base == "v_ashrrev_i32":
		var done bool
		if x, done = s.shift32(base, d, src); done {
			return ""
		}
	case base == "v_lshlrev_b64":
		s.shiftLeft64(d, src)
		return ""
	case base == "v_mul_lo_u32" || base == "v_mul_lo_i32":
		x = mul(src.at(0), src.at(1))
	case base == "v_mul_u32_u24" || base == "v_mul_i32_i24":
		sg := base == "v_mul_i32_i24"
		x = mul(trunc24(src.at(0), sg), trunc24(src.at(1), sg))
	case base == "v_mad_u32_u24" || base == "v_mad_i32_i24":
		sg := base == "v_mad_i32_i24"
		x = add(mul(trunc24(src.at(0), sg), trunc24(src.at(1), sg)), src.at(2))
	case base == "v_and_b32":
		x = and(src.at(0), src.at(1))
	case base == "v_or_b32":
		x = or(src.at(0), src.at(1))
	case strings.HasPrefix(base, "v_cndmask_b32"):
		x = either(src.at(0), src.at(1))
	case base == "v_mbcnt_lo_u32_b32" || base == "v_mbcnt_hi_u32_b32":
		x = add(src.at(1), av{abs: true, r: 32, k: 1})
	case base == "v_bfe_u32":
		if w := src.at(2); isConst(w) && w.a&31 > 0 {
			x = av{abs: true, r: 1<<(w.a&31) - 1, k: 1}
		} else {
			x = uniformOf(src.at(0), src.at(1), src.at(2))
		}
	case base == "v_xor_b32":
		x = xor(src.at(0), src.at(1))
	default:
		s.generic(in, d, src.all())
		return ""
	}
	s.write(d.Lo, x)
	return ""
}

// addCarry writes d = a + b and records the carry-out in the instruction's
// second operand (for the v_addc that completes a 64-bit add); it returns
// the carry's key.
func (s *astate) addCarry(in *asm.Instruction, d asm.Operand, a, b av, srcs []asm.Operand) (recorded string) {
	c := carry{lo: d.Lo, x: piece(a), y: piece(b), xp: avTop, yp: avTop, xh: -1, yh: -1}
	if in.Suffix() != "_sdwa" {
		c.xp, c.xh = s.pairOperand(srcs[0])
		c.yp, c.yh = s.pairOperand(srcs[1])
	}
	s.write(d.Lo, add(a, b))
	key := regKey(in.Operands[1])
	if key != "" {
		s.carrys[key] = c
	}
	return key
}

// shift32 is the value of a 32-bit shift into d; done: it wrote d (and a
// pair fact) itself.
func (s *astate) shift32(base string, d asm.Operand, src valuSrcs) (x av, done bool) {
	c, v := src.at(0), src.at(1)
	switch {
	case !isConst(c):
		return uniformOf(c, v), false
	case base == "v_lshlrev_b32":
		return shl(v, c.a), false
	}
	x = shr(v, c.a, base == "v_ashrrev_i32")
	if base != "v_ashrrev_i32" || c.a&31 != 31 || len(src.ops) < 2 {
		return x, false
	}
	o := src.ops[1]
	if o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo == d.Lo-1 {
		// Sign extension of v[lo] into v[lo+1]: the pair is lo as
		// a signed integer (one wrap per group at most).
		p := piece(v)
		if !v.top && v.abs && v.r > 0 && v.a+v.r >= 1<<31 {
			p = av{r: v.r, k: 2, tz: v.tz} // crosses the sign boundary
		}
		s.write(d.Lo, x)
		s.setPair(d.Lo-1, p)
		return x, true
	}
	if o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo == o.Hi && o.Lo != d.Lo {
		// The sign of another VGPR: the pair (it, d) is it
		// sign-extended (pairOperand), in the lanes active now
		// (widen forgets it).
		s.write(d.Lo, x)
		s.sext[d.Lo] = o.Lo
		return x, true
	}
	return x, false
}

// shiftLeft64 interprets v_lshlrev_b64 into the pair d.
func (s *astate) shiftLeft64(d asm.Operand, src valuSrcs) {
	c := src.at(0)
	var p av = avTop
	if len(src.ops) > 1 && src.ops[1].Kind == asm.OpReg && src.ops[1].File == asm.VGPR && isConst(c) {
		p = s.pair(src.ops[1].Lo)
		sh := c.a & 63
		t := min(p.tz+uint8(sh), 64) // the low bits shifted in are zero
		switch {
		case p.top || p.r >= uint64(1)<<62>>sh:
			p = av{top: true, tz: t}
		default:
			p = av{r: p.r << sh, k: p.k, tz: t} // windows modulo 2^64
		}
	}
	s.write(d.Lo, av{top: true, tz: min(p.tz, 32)})
	s.write(d.Hi, avTop)
	s.setPair(d.Lo, p)
}

// uniformOf is a lane-independent function of xs: uniform in each group
// of their common refinement when every one is uniform, else top.
func uniformOf(xs ...av) av {
	k := 1
	for _, x := range xs {
		if x.top || x.r != 0 {
			return avTop
		}
		k = mulK(k, x.k)
	}
	return uni(k)
}

// generic: any other VALU instruction writes its first operand with a
// lane-independent function of its sources (uniform if they are), except
// those that read other lanes or per-lane bits of a scalar mask.
func (s *astate) generic(in *asm.Instruction, d asm.Operand, xs []av) {
	x := avTop
	dep := false
	for _, p := range laneDependent {
		if strings.HasPrefix(in.Op, p) {
			dep = true
		}
	}
	if !dep && in.Suffix() != "_dpp" {
		x = uniformOf(xs...)
	}
	s.writeRange(d, x)
}

// addc: v_addc dst, carry-out, a, b, carry-in: the high word of a 64-bit
// add whose low word a recorded v_add wrote to dst-1. The 64-bit result
// is lo + 2^32 hi = x + y + 2^32 (a + b) (mod 2^64) whatever operand the
// high words pair with: an operand x whose VGPR pair's high word is a or
// b counts with its pair's 64-bit value, any other low word as an integer
// (piece) and any other high word must be uniform in each group.
func (s *astate) addc(d asm.Operand, a, b av, srcs []asm.Operand) {
	hi := add(add(a, b), av{abs: true, r: 1, k: 1})
	var c carry
	ok := false
	if len(srcs) >= 3 {
		c, ok = s.carrys[regKey(srcs[len(srcs)-1])]
	}
	s.write(d.Lo, hi)
	if !ok || c.lo != d.Lo-1 || len(srcs) < 2 {
		return
	}
	his := []struct {
		o    asm.Operand
		v    av
		used bool
	}{{srcs[0], a, false}, {srcs[1], b, false}}
	sum := av{k: 1, tz: 64}
	for _, lo := range []struct {
		piece, pair av
		h           int
	}{{c.x, c.xp, c.xh}, {c.y, c.yp, c.yh}} {
		v := lo.piece
		if lo.h >= 0 && !lo.pair.top {
			for i := range his {
				if o := his[i].o; !his[i].used && o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo == lo.h && o.Hi == lo.h {
					his[i].used, v = true, lo.pair
					break
				}
			}
		}
		sum = add(sum, v)
	}
	for _, h := range his {
		if !h.used {
			if h.v.top || h.v.r != 0 {
				return
			}
			sum = withTZ(norm(av{r: sum.r, k: mulK(sum.k, h.v.k)}), sum.tz)
		}
	}
	if !sum.top {
		s.setPair(c.lo, withTZ(norm(av{r: sum.r, k: sum.k}), sum.tz))
	} else if sum.tz > 0 {
		s.setPair(c.lo, sum) // only the alignment: the lines per lane
	}
}

// pairOperand is the 64-bit value of the VGPR pair whose low word is o,
// and the pair's high VGPR (top, -1 when o is not a VGPR).
func (s *astate) pairOperand(o asm.Operand) (av, int) {
	if o.Kind != asm.OpReg || o.File != asm.VGPR || o.Hi != o.Lo || o.Neg || o.Abs || o.Sext {
		return avTop, -1
	}
	for x, y := range s.sext {
		if y == o.Lo {
			// o's sign in x: the pair (o, x) is o as a signed integer.
			if p := asInteger(s.read(o), true); !p.top {
				return av{r: p.r, k: p.k, tz: p.tz}, x
			}
		}
	}
	p := s.pair(o.Lo)
	if p.top {
		return avTop, -1
	}
	return p, o.Lo + 1
}

func (s *astate) setPair(lo int, p av) {
	if lo < 0 || p.top && p.tz == 0 {
		return
	}
	w := p
	if !s.full {
		w = avTop
	}
	s.pairs[lo] = pfact{s: p, w: w, fresh: true}
}

// WorstVMEMService is in's bound on target tg without the address
// analysis (every address unknown).
func WorstVMEMService(tg *isa.Target, hw *timing.Config, in *asm.Instruction) int64 {
	return serviceOf(tg, hw, in, avTop, false, isa.MaxLanes)
}
