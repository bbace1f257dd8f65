package sim

import (
	"math"
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Whole-wavefront execution of the 32-bit vector opcodes straight from the
// register file. Where valuInst.exec copies every source into a lane
// array first (gather) and then runs the opcode's waveFn, these loops read
// each source where it is: a VGPR's row of the register file, or a row
// whose first entry holds the value every lane reads (a scalar register or
// a constant, read once). Lane l of source a is a[l&am]: am is lastLane for
// a row of lanes, 0 for a value the same in every lane, so one loop serves
// every mix of vector and scalar sources with no copy and no branch. Only a
// source with an SDWA select, abs/neg or a flushed f32 denormal is
// gathered into a row first (src.row).

// rowFn runs an opcode on the lanes act: lane l of sources a, b and c is
// a[l&am], b[l&bm], c[l&cm]; cin is the mask input; it writes lane l's
// 32-bit result to d[l] (d is nil for a compare) and returns the mask
// output. It must give what the opcode's lane function gives lane by lane
// (TestRowFunctions).
type rowFn func(d, a, b, c *[isa.MaxLanes]uint32, am, bm, cm int, cin, act uint64) uint64

// lastLane masks a lane number into a row; as a source's row mask it
// selects every lane of a VGPR's row.
const lastLane = isa.MaxLanes - 1

// rowReady reports whether the instruction runs through its rowFn (the
// opcode's, not saturating semantics under clamp, which v.row leaves
// nil): every source a 32-bit value (no register pair), a plain 32-bit
// destination or none (plain32 checks the rest at run time), no DPP.
func (v *valuInst) rowReady() bool {
	op := v.op
	if v.row == nil || v.dpp != nil || v.dstSel != selDword || v.dstHi || v.d.n > 1 {
		return false
	}
	for k := 0; k < op.nsrc; k++ {
		if t := v.s[k].t; v.s[k].wide || (t != tB32 && t != tF32) {
			return false
		}
	}
	return op.dt == tNone || op.dt == tB32 || op.dt == tF32
}

// execRow is valuInst.exec for an instruction rowReady accepted; a float
// result that needs output modifiers or flushing goes the general way.
func execRow(w *Wave, in *Inst) error {
	v := in.valu
	op := v.op
	if op.dt == tF32 && !v.plain32(w) {
		return v.exec(w, in)
	}
	act := w.Active()
	var cin uint64
	if op.cin || op.vccIn {
		cin = v.cin.scalar(w)
	}
	rb := &w.m.rows
	ftz := w.ftzIn32
	a, am := v.s[0].inPlace(w, ftz, &rb[0])
	if a == nil {
		a, am = v.s[0].row(w, act, ftz, &rb[0])
	}
	b, bm, c, cm := &rb[1], 0, &rb[2], 0
	if op.nsrc > 1 {
		if b, bm = v.s[1].inPlace(w, ftz, &rb[1]); b == nil {
			b, bm = v.s[1].row(w, act, ftz, &rb[1])
		}
		if op.nsrc > 2 {
			if c, cm = v.s[2].inPlace(w, ftz, &rb[2]); c == nil {
				c, cm = v.s[2].row(w, act, ftz, &rb[2])
			}
		}
	}
	var d *[isa.MaxLanes]uint32
	if op.dt != tNone {
		d = &w.V[v.d.idx]
	}
	out := v.row(d, a, b, c, am, bm, cm, cin, act)
	if op.cout {
		w.set64(v.sd.idx, out)
	}
	if op.cmpx {
		w.setExec(out)
	}
	return nil
}

// intReady reports whether execInt runs the instruction: rowReady, an
// integer result or none, every source a plain 32-bit integer (no float
// source, so no denormal flushing), the mask input (if any) an SGPR pair.
func (v *valuInst) intReady() bool {
	op := v.op
	if !v.rowReady() || op.dt == tF32 {
		return false
	}
	for k := 0; k < op.nsrc; k++ {
		if v.s[k].t != tB32 || v.s[k].plain == plainNo {
			return false
		}
	}
	return !(op.cin || op.vccIn) || v.cin.kind == kS && v.cin.wide
}

// execInt is execRow for an instruction intReady accepted: the same reads
// and writes in the same order, without the checks it needs for the rest.
// Its last twelve lines repeat execRow's on purpose: as a shared method
// they are not inlined (cost 152, budget 80), and the call costs about 5 %
// of the host instructions of BenchmarkFunctionalLaunch/S0 (callgrind,
// 3.29 G against 3.47 G).
func execInt(w *Wave, in *Inst) error {
	v := in.valu
	op := v.op
	act := w.Active()
	var cin uint64
	if op.cin || op.vccIn {
		cin = w.get64(v.cin.idx)
	}
	rb := &w.m.rows
	a, am := v.s[0].plainRow(w, &rb[0])
	b, bm, c, cm := &rb[1], 0, &rb[2], 0
	if op.nsrc > 1 {
		b, bm = v.s[1].plainRow(w, &rb[1])
		if op.nsrc > 2 {
			c, cm = v.s[2].plainRow(w, &rb[2])
		}
	}
	var d *[isa.MaxLanes]uint32
	if op.dt != tNone {
		d = &w.V[v.d.idx]
	}
	out := v.row(d, a, b, c, am, bm, cm, cin, act)
	if op.cout {
		w.set64(v.sd.idx, out)
	}
	if op.cmpx {
		w.setExec(out)
	}
	return nil
}

// execInt2 is execInt for its most common shape: two sources, a VGPR
// result and no EXEC write (v_add_u32, v_addc_u32, v_and_b32,
// v_lshlrev_b32, v_mul_lo_u32, ...), without the tests of the others.
func execInt2(w *Wave, in *Inst) error {
	v := in.valu
	op := v.op
	var cin uint64
	if op.cin {
		cin = w.get64(v.cin.idx)
	}
	rb := &w.m.rows
	a, am := v.s[0].plainRow(w, &rb[0])
	b, bm := v.s[1].plainRow(w, &rb[1])
	out := v.row(&w.V[v.d.idx], a, b, &rb[2], am, bm, 0, cin, w.Active())
	if op.cout {
		w.set64(v.sd.idx, out)
	}
	return nil
}

// execInt1 is execInt for one source, a VGPR result and no lane mask in
// or out (v_mov_b32, v_not_b32, ...).
func execInt1(w *Wave, in *Inst) error {
	v := in.valu
	rb := &w.m.rows
	a, am := v.s[0].plainRow(w, &rb[0])
	v.row(&w.V[v.d.idx], a, &rb[1], &rb[2], am, 0, 0, 0, w.Active())
	return nil
}

// execCmp2 is execInt for a compare of two sources that writes its mask
// to an SGPR pair, not EXEC (v_cmp_*_u32 and friends).
func execCmp2(w *Wave, in *Inst) error {
	v := in.valu
	rb := &w.m.rows
	a, am := v.s[0].plainRow(w, &rb[0])
	b, bm := v.s[1].plainRow(w, &rb[1])
	w.set64(v.sd.idx, v.row(nil, a, b, &rb[2], am, bm, 0, 0, w.Active()))
	return nil
}

// intExec is the executor of an instruction intReady accepted: one of
// the shapes above, or execInt.
func (v *valuInst) intExec() func(*Wave, *Inst) error {
	op := v.op
	switch {
	case op.vccIn || op.cmpx:
		return execInt
	case op.dt == tNone:
		if op.nsrc == 2 && op.cout && !op.cin {
			return execCmp2
		}
	case op.nsrc == 1 && !op.cin && !op.cout:
		return execInt1
	case op.nsrc == 2:
		return execInt2
	}
	return execInt
}

// plainRow is inPlace for a plain source that needs no flushing.
func (s *src) plainRow(w *Wave, buf *[isa.MaxLanes]uint32) (*[isa.MaxLanes]uint32, int) {
	switch s.plain {
	case plainV:
		return &w.V[s.idx], lastLane
	case plainS:
		buf[0] = w.S[s.idx]
	default:
		buf[0] = uint32(s.c)
	}
	return buf, 0
}

// inPlace returns a plain VGPR's row, or buf holding a plain SGPR's or
// constant's value, and its row mask; nil for a source row must read.
func (s *src) inPlace(w *Wave, ftz bool, buf *[isa.MaxLanes]uint32) (*[isa.MaxLanes]uint32, int) {
	if ftz && s.t == tF32 {
		return nil, 0
	}
	switch s.plain {
	case plainV:
		return &w.V[s.idx], lastLane
	case plainS:
		buf[0] = w.S[s.idx]
		return buf, 0
	case plainConst:
		buf[0] = uint32(s.c)
		return buf, 0
	}
	return nil, 0
}

// row returns the source's row for the lanes act and its row mask (a
// plain VGPR's own row, which execRow takes from inPlace); a scalar or constant (select and modifiers
// applied, flushed when ftz and an f32) in buf[0]; otherwise the lanes act
// of the source as lane reads them, in buf.
func (s *src) row(w *Wave, act uint64, ftz bool, buf *[isa.MaxLanes]uint32) (*[isa.MaxLanes]uint32, int) {
	flush := ftz && s.t == tF32
	if s.plain == plainV && !flush {
		return &w.V[s.idx], lastLane
	}
	if s.kind != kV {
		x := s.lane(w, 0)
		if flush {
			x = flush32(x)
		}
		buf[0] = uint32(x)
		return buf, 0
	}
	if !s.wide && !s.neg && !s.abs && !flush {
		// An SDWA select of a VGPR, what lane does without the rest.
		v := &w.V[s.idx]
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			buf[l] = sdwaSelect(v[l], s.sel, s.sext)
		}
		return buf, lastLane
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		x := s.lane(w, l)
		if flush {
			x = flush32(x)
		}
		buf[l] = uint32(x)
	}
	return buf, lastLane
}

// The generic row loops of the opcode constructors: one call of the
// operation per active lane.

func rowU32(f func(a, b, c uint32) uint32) rowFn {
	return func(d, a, b, c *[isa.MaxLanes]uint32, am, bm, cm int, _, act uint64) uint64 {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = f(a[l&am], b[l&bm], c[l&cm])
		}
		return 0
	}
}

func rowF32(f func(a, b, c float32) float32) rowFn {
	return func(d, a, b, c *[isa.MaxLanes]uint32, am, bm, cm int, _, act uint64) uint64 {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = math.Float32bits(f(math.Float32frombits(a[l&am]), math.Float32frombits(b[l&bm]), math.Float32frombits(c[l&cm])))
		}
		return 0
	}
}

func rowCarry(f func(a, b uint64, ci uint64) (uint64, bool)) rowFn {
	return func(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, cin, act uint64) (out uint64) {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			r, co := f(uint64(a[l&am]), uint64(b[l&bm]), cin>>l&1)
			d[l] = uint32(r)
			if co {
				out |= 1 << l
			}
		}
		return out
	}
}

func rowCmp(f func(a, b uint64) bool) rowFn {
	return func(_, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) (out uint64) {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			if f(uint64(a[l&am]), uint64(b[l&bm])) {
				out |= 1 << l
			}
		}
		return out
	}
}

// rowIntCmp is a 32-bit integer compare with no call per lane: truth
// holds its result for a < b (bit 0), a == b (bit 1) and a > b (bit 2),
// the operands compared as signed or unsigned.
func rowIntCmp(truth uint64, signed bool) rowFn {
	return func(_, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) (out uint64) {
		flip := uint32(0)
		if signed {
			flip = 1 << 31 // a signed order is the unsigned order with the sign bits flipped
		}
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			x, y := a[l&am]^flip, b[l&bm]^flip
			c := uint(1)
			if x < y {
				c = 0
			} else if x > y {
				c = 2
			}
			out |= truth >> c & 1 << l
		}
		return out
	}
}

// Hand-written loops for the opcodes kernels spend most of their vector
// instructions on: no call per lane, a plain loop when every lane is active
// and every source a VGPR.

// hotRows maps opcodes to their hand-written row loops (useHotRows).
var hotRows = map[string]rowFn{
	"v_mov_b32":     rowMov,
	"v_cndmask_b32": rowCndmask,
	"v_add_u32":     rowAddCarry, "v_add_co_u32": rowAddCarry, "v_add_i32": rowAddCarry,
	"v_addc_u32": rowAddCarry, "v_addc_co_u32": rowAddCarry,
	"v_and_b32":     rowAnd,
	"v_or_b32":      rowOr,
	"v_xor_b32":     rowXor,
	"v_lshlrev_b32": rowLshlrev,
	"v_lshrrev_b32": rowLshrrev,
	"v_mul_lo_u32":  rowMulLo, "v_mul_lo_i32": rowMulLo,
}

// useHotRows installs hotRows (after the table's init registered the
// opcodes).
func useHotRows() {
	for n, f := range hotRows {
		vops[n].row = f
	}
}

func rowMov(d, a, _, _ *[isa.MaxLanes]uint32, am, _, _ int, _, act uint64) uint64 {
	if act == allLanes && am == lastLane {
		*d = *a
		return 0
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l&am]
	}
	return 0
}

func rowCndmask(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, cin, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		x := a[l&am]
		if cin>>l&1 != 0 {
			x = b[l&bm]
		}
		d[l] = x
	}
	return 0
}

// rowAddCarry is v_add_u32 (cin is 0) and v_addc_u32: a 33-bit sum.
func rowAddCarry(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, cin, act uint64) (out uint64) {
	if act == allLanes && cin == 0 && am == lastLane && bm == lastLane {
		for l := range d {
			s := uint64(a[l]) + uint64(b[l])
			d[l] = uint32(s)
			out |= s >> 32 << l
		}
		return out
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		s := uint64(a[l&am]) + uint64(b[l&bm]) + cin>>l&1
		d[l] = uint32(s)
		out |= s >> 32 << l
	}
	return out
}

func rowAnd(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l&am] & b[l&bm]
	}
	return 0
}

func rowOr(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l&am] | b[l&bm]
	}
	return 0
}

func rowXor(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l&am] ^ b[l&bm]
	}
	return 0
}

func rowLshlrev(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = b[l&bm] << (a[l&am] & 31)
	}
	return 0
}

func rowLshrrev(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = b[l&bm] >> (a[l&am] & 31)
	}
	return 0
}

func rowMulLo(d, a, b, _ *[isa.MaxLanes]uint32, am, bm, _ int, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l&am] * b[l&bm]
	}
	return 0
}
