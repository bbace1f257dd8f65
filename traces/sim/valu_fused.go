package sim

import (
	"math/bits"
)

// Fused executors: the opcodes kernels spend most of their vector
// instructions on, each with its operation written into the executor's
// lane loop for the shape of its sources decided at load time. execInt
// and its shapes read each source through plainRow (a switch on the
// source's kind, a scalar copied into a row) and call the opcode's rowFn
// with nine arguments: two calls and about 75 host instructions before
// the first lane, at the 1-6 active lanes of a divergent kernel's typical
// instruction the larger part of its cost. A fused executor is one call:
// it reads its VGPR rows, or a scalar source's value once, and runs the
// opcode's loop. The results are those of the row functions
// (TestExecRowMatchesExec runs every shape against valuInst.exec).
//
// Shapes of a two-source opcode: VV (both sources plain VGPRs), XV (src0
// a plain SGPR or constant, src1 a plain VGPR; the common VOP2 form, and
// for a commutative opcode also src0 a VGPR and src1 the scalar), and SEL
// (both VGPRs, an SDWA select on either; the operation picked by a switch
// before the loop). Any other shape keeps its executor.

// fusedOp names an opcode with fused executors (vop.fused).
type fusedOp uint8

const (
	fuseNone fusedOp = iota
	fuseMov          // v_mov_b32
	fuseAdd          // v_add_u32 and friends: carry-out, and carry-in when vop.cin
	fuseAnd
	fuseOr
	fuseXor
	fuseLshl // d = b << (a & 31)
	fuseLshr // d = b >> (a & 31)
	fuseMul  // v_mul_lo_u32: the low 32 bits
	fuseCmp  // a 32-bit integer compare (vop.truth, vop.signed)
	// 64-bit shifts of a VGPR pair by a 32-bit amount (the reversed
	// forms: src0 the amount, src1 the value).
	fuseShl64
	fuseShr64
	fuseSar64
)

// hotFused maps opcodes to their fused operation (useHotFused); the same
// opcodes as hotRows, whose row functions give the same results.
var hotFused = map[string]fusedOp{
	"v_mov_b32": fuseMov,
	"v_add_u32": fuseAdd, "v_add_co_u32": fuseAdd, "v_add_i32": fuseAdd,
	"v_addc_u32": fuseAdd, "v_addc_co_u32": fuseAdd,
	"v_and_b32":     fuseAnd,
	"v_or_b32":      fuseOr,
	"v_xor_b32":     fuseXor,
	"v_lshlrev_b32": fuseLshl,
	"v_lshrrev_b32": fuseLshr,
	"v_mul_lo_u32":  fuseMul, "v_mul_lo_i32": fuseMul,
	"v_lshlrev_b64": fuseShl64,
	"v_lshrrev_b64": fuseShr64,
	"v_ashrrev_i64": fuseSar64,
}

// useHotFused installs hotFused, and fuseCmp on the 32-bit integer
// compares (the opcodes with a rowIntCmp row, vop.truth set).
func useHotFused() {
	for n, f := range hotFused {
		vops[n].fused = f
	}
	for _, o := range vops {
		if o.intCmp {
			o.fused = fuseCmp
		}
	}
}

// fusedOperands are the operands of a fused executor: VGPR numbers, the
// scalar source, the mask registers (indices into the scalar file) and
// the SDWA selects as a shift and a mask.
type fusedOperands struct {
	a, b, d int32  // src0's and src1's VGPRs (XV: b only), the destination's
	xs      int32  // XV: the scalar source's SGPR, -1 for the constant x
	x       uint32 // XV: the constant
	sd, cin int32  // the mask destination's and the carry-in's SGPR pairs
	flip    uint32 // fuseCmp: 1<<31 for a signed compare
	truth   uint64 // fuseCmp: the result for a < b, a == b, a > b (bits 0-2)
	sh      [2]uint8
	mk      [2]uint32
}

// scalar is the XV shape's scalar source.
func (f *fusedOperands) scalar(w *Wave) uint32 {
	if f.xs >= 0 {
		return w.S[f.xs]
	}
	return f.x
}

// fusedExec returns the fused executor of v, nil when it has none: an
// instruction intReady accepts (or, for SEL, one whose sources are
// 32-bit VGPRs with a select and no sign extension) of a fused opcode
// that writes no EXEC and reads no implicit VCC.
func (v *valuInst) fusedExec() execFn {
	op := v.op
	if op.fused >= fuseShl64 {
		return v.fusedShift64()
	}
	if op.fused == fuseNone || op.vccIn || op.cmpx || !v.rowReady() || op.dt == tF32 {
		return nil
	}
	if op.cin && !(v.cin.kind == kS && v.cin.wide) {
		return nil
	}
	f := &v.f
	f.d, f.sd, f.cin = int32(v.d.idx), int32(v.sd.idx), int32(v.cin.idx)
	f.xs = -1
	scalar := func(s *src) bool {
		switch s.plain {
		case plainS:
			f.xs = int32(s.idx)
			return true
		case plainConst:
			f.x = uint32(s.c)
			return true
		}
		return false
	}
	s0, s1 := &v.s[0], &v.s[1]
	if op.fused == fuseMov {
		switch {
		case s0.plain == plainV:
			f.a = int32(s0.idx)
			return execMovV
		case scalar(s0):
			return execMovX
		}
		return nil
	}
	if op.nsrc != 2 || s0.t != tB32 || s1.t != tB32 {
		return nil
	}
	if op.fused == fuseCmp {
		f.truth, f.flip = op.truth, 0
		if op.signed {
			f.flip = 1 << 31
		}
	}
	switch {
	case s0.plain == plainV && s1.plain == plainV:
		f.a, f.b = int32(s0.idx), int32(s1.idx)
		return fusedVV[op.fused]
	case s1.plain == plainV && scalar(s0):
		f.b = int32(s1.idx)
		return fusedXV[op.fused]
	case s0.plain == plainV && scalar(s1):
		f.b = int32(s0.idx)
		switch op.fused {
		case fuseAdd, fuseAnd, fuseOr, fuseXor, fuseMul:
			return fusedXV[op.fused] // commutative
		case fuseCmp:
			// x OP b with the operands swapped: a < b becomes b > a.
			f.truth = op.truth&2 | op.truth>>2&1 | op.truth&1<<2
			return fusedXV[op.fused]
		}
		return nil
	case s0.kind == kV && s1.kind == kV && !s0.wide && !s1.wide && !s0.neg && !s0.abs && !s1.neg && !s1.abs && !s0.sext && !s1.sext:
		if op.fused == fuseCmp || op.cin {
			return nil
		}
		f.a, f.b = int32(s0.idx), int32(s1.idx)
		for k, s := range []*src{s0, s1} {
			f.sh[k], f.mk[k] = selShiftMask(s.sel)
		}
		return execSel
	}
	return nil
}

// selShiftMask is an SDWA select without sign extension as a shift and a
// mask: sdwaSelect(v, sel, false) == v >> sh & mk.
func selShiftMask(sel uint8) (uint8, uint32) {
	switch sel {
	case selByte0, selByte1, selByte2, selByte3:
		return 8 * (sel - selByte0), 0xff
	case selWord0, selWord1:
		return 16 * (sel - selWord0), 0xffff
	}
	return 0, ^uint32(0)
}

var fusedVV = [...]execFn{
	fuseAdd:  execAddVV,
	fuseAnd:  execAndVV,
	fuseOr:   execOrVV,
	fuseXor:  execXorVV,
	fuseLshl: execLshlVV,
	fuseLshr: execLshrVV,
	fuseMul:  execMulVV,
	fuseCmp:  execCmpVV,
}

var fusedXV = [...]execFn{
	fuseAdd:  execAddXV,
	fuseAnd:  execAndXV,
	fuseOr:   execOrXV,
	fuseXor:  execXorXV,
	fuseLshl: execLshlXV,
	fuseLshr: execLshrXV,
	fuseMul:  execMulXV,
	fuseCmp:  execCmpXV,
}

func execMovV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, d := &w.V[f.a], &w.V[f.d]
	act := w.Active()
	if act == allLanes {
		*d = *a
		return nil
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l]
	}
	return nil
}

func execMovX(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w)
	d := &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		d[bits.TrailingZeros64(m)&lastLane] = x
	}
	return nil
}

// execAddVV is v_add_u32 (carry-in 0) and v_addc_u32 on two VGPRs: a
// 33-bit sum, its carry to the mask destination. The lane loops of the
// fused executors test and set a lane's mask bit as m&-m, the lowest bit
// of the lanes left, not by a shift by the lane number: a variable shift
// needs CX on amd64, and the moves around it cost more than the shift.
func execAddVV(w *Wave, in *Inst) error {
	v := in.valu
	f := &v.f
	var cin uint64
	if v.op.cin {
		cin = w.get64(int(f.cin))
	}
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	var out uint64
	if cin == 0 {
		for m := w.Active(); m != 0; {
			next := m & (m - 1)
			l := bits.TrailingZeros64(m) & lastLane
			s := uint64(a[l]) + uint64(b[l])
			d[l] = uint32(s)
			out |= (m ^ next) & -(s >> 32)
			m = next
		}
		w.set64(int(f.sd), out)
		return nil
	}
	for m := w.Active(); m != 0; m &= m - 1 {
		bit := m & -m
		l := bits.TrailingZeros64(m) & lastLane
		s := uint64(a[l]) + uint64(b[l])
		if cin&bit != 0 {
			s++
		}
		d[l] = uint32(s)
		out |= bit & -(s >> 32)
	}
	w.set64(int(f.sd), out)
	return nil
}

func execAddXV(w *Wave, in *Inst) error {
	v := in.valu
	f := &v.f
	var cin uint64
	if v.op.cin {
		cin = w.get64(int(f.cin))
	}
	x := uint64(f.scalar(w))
	b, d := &w.V[f.b], &w.V[f.d]
	var out uint64
	if cin == 0 {
		for m := w.Active(); m != 0; {
			next := m & (m - 1)
			l := bits.TrailingZeros64(m) & lastLane
			s := x + uint64(b[l])
			d[l] = uint32(s)
			out |= (m ^ next) & -(s >> 32)
			m = next
		}
		w.set64(int(f.sd), out)
		return nil
	}
	for m := w.Active(); m != 0; m &= m - 1 {
		bit := m & -m
		l := bits.TrailingZeros64(m) & lastLane
		s := x + uint64(b[l])
		if cin&bit != 0 {
			s++
		}
		d[l] = uint32(s)
		out |= bit & -(s >> 32)
	}
	w.set64(int(f.sd), out)
	return nil
}

func execAndVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l] & b[l]
	}
	return nil
}

func execAndXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w)
	b, d := &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = x & b[l]
	}
	return nil
}

func execOrVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l] | b[l]
	}
	return nil
}

func execOrXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w)
	b, d := &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = x | b[l]
	}
	return nil
}

func execXorVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l] ^ b[l]
	}
	return nil
}

func execXorXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w)
	b, d := &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = x ^ b[l]
	}
	return nil
}

func execLshlVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = b[l] << (a[l] & 31)
	}
	return nil
}

func execLshlXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w) & 31
	b, d := &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = b[l] << x
	}
	return nil
}

func execLshrVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = b[l] >> (a[l] & 31)
	}
	return nil
}

func execLshrXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w) & 31
	b, d := &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = b[l] >> x
	}
	return nil
}

func execMulVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = a[l] * b[l]
	}
	return nil
}

func execMulXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	x := f.scalar(w)
	b, d := &w.V[f.b], &w.V[f.d]
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		d[l] = x * b[l]
	}
	return nil
}

// cmpMask is a lane's compare result as a mask: lt, eq or gt (each all
// ones or zero: rowIntCmp's truth bits for x < y, x == y, x > y).
func cmpMask(x, y uint32, lt, eq, gt uint64) uint64 {
	r := eq
	if x < y {
		r = lt
	}
	if x > y {
		r = gt
	}
	return r
}

// truthMasks are truth's three bits as masks (cmpMask).
func truthMasks(truth uint64) (lt, eq, gt uint64) {
	return -(truth & 1), -(truth >> 1 & 1), -(truth >> 2 & 1)
}

func execCmpVV(w *Wave, in *Inst) error {
	f := &in.valu.f
	a, b := &w.V[f.a], &w.V[f.b]
	flip := f.flip
	lt, eq, gt := truthMasks(f.truth)
	var out uint64
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		out |= m & -m & cmpMask(a[l]^flip, b[l]^flip, lt, eq, gt)
	}
	w.set64(int(f.sd), out)
	return nil
}

func execCmpXV(w *Wave, in *Inst) error {
	f := &in.valu.f
	flip := f.flip
	lt, eq, gt := truthMasks(f.truth)
	x := f.scalar(w) ^ flip
	b := &w.V[f.b]
	var out uint64
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		out |= m & -m & cmpMask(x, b[l]^flip, lt, eq, gt)
	}
	w.set64(int(f.sd), out)
	return nil
}

// execSel is a two-VGPR opcode with SDWA selects on its sources (no
// carry-in, not a compare): lane l of source k is its row's lane >> sh[k]
// & mk[k].
func execSel(w *Wave, in *Inst) error {
	v := in.valu
	f := &v.f
	a, b, d := &w.V[f.a], &w.V[f.b], &w.V[f.d]
	sa, sb, ma, mb := f.sh[0]&31, f.sh[1]&31, f.mk[0], f.mk[1]
	act := w.Active()
	var out uint64
	switch v.op.fused {
	case fuseAdd:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			s := uint64(a[l]>>sa&ma) + uint64(b[l]>>sb&mb)
			d[l] = uint32(s)
			out |= m & -m & -(s >> 32)
		}
		w.set64(int(f.sd), out)
	case fuseAnd:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = a[l] >> sa & ma & (b[l] >> sb & mb)
		}
	case fuseOr:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = a[l]>>sa&ma | b[l]>>sb&mb
		}
	case fuseXor:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = a[l]>>sa&ma ^ b[l]>>sb&mb
		}
	case fuseLshl:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = b[l] >> sb & mb << (a[l] >> sa & ma & 31)
		}
	case fuseLshr:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = b[l] >> sb & mb >> (a[l] >> sa & ma & 31)
		}
	case fuseMul:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			d[l] = (a[l] >> sa & ma) * (b[l] >> sb & mb)
		}
	}
	return nil
}

// fusedShift64 is fusedExec for a 64-bit shift: its VOP3 form with a
// plain 32-bit amount (a VGPR, SGPR or constant), a 64-bit VGPR pair as
// the value (no modifiers) and a VGPR pair destination.
func (v *valuInst) fusedShift64() execFn {
	s0, s1 := &v.s[0], &v.s[1]
	if v.dpp != nil || v.dstSel != selDword || v.dstHi || v.d.n != 2 || v.clamp || v.omod != 0 ||
		s1.kind != kV || !s1.wide || s1.neg || s1.abs || s1.sel != selDword || s0.t != tB32 {
		return nil
	}
	f := &v.f
	f.d, f.b, f.xs = int32(v.d.idx), int32(s1.idx), -1
	switch s0.plain {
	case plainV:
		f.a = int32(s0.idx)
		return execShift64VV
	case plainS:
		f.xs = int32(s0.idx)
		return execShift64XV
	case plainConst:
		f.x = uint32(s0.c)
		return execShift64XV
	}
	return nil
}

// vshift64 is a 64-bit shift of x by s (< 64).
func vshift64(op fusedOp, x uint64, s uint32) uint64 {
	switch op {
	case fuseShl64:
		return x << s
	case fuseShr64:
		return x >> s
	}
	return uint64(int64(x) >> s)
}

func execShift64XV(w *Wave, in *Inst) error {
	v := in.valu
	f := &v.f
	s := f.scalar(w) & 63
	lo, hi, dlo, dhi := &w.V[f.b], &w.V[f.b+1], &w.V[f.d], &w.V[f.d+1]
	op := v.op.fused
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		x := vshift64(op, uint64(lo[l])|uint64(hi[l])<<32, s)
		dlo[l], dhi[l] = uint32(x), uint32(x>>32)
	}
	return nil
}

func execShift64VV(w *Wave, in *Inst) error {
	v := in.valu
	f := &v.f
	a, lo, hi, dlo, dhi := &w.V[f.a], &w.V[f.b], &w.V[f.b+1], &w.V[f.d], &w.V[f.d+1]
	op := v.op.fused
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		x := vshift64(op, uint64(lo[l])|uint64(hi[l])<<32, a[l]&63)
		dlo[l], dhi[l] = uint32(x), uint32(x>>32)
	}
	return nil
}
