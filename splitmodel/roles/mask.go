package roles

// The abstract state of one wavefront for the role analysis (pass.go): the
// 64-bit lane masks it holds (EXEC, VCC, SGPR pairs, its split mask) as
// BDDs over symbolic lane sets, and what it knows about its family's split
// count. Transfer functions for the GCN instructions that compute masks;
// every other instruction only clobbers what it may write.

import (
	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// Register keys of mstate.regs: SGPR pairs by their first register (>= 0),
// and these.
const (
	regExec  = -1
	regVCC   = -2
	regSplit = -3 // the split mask (no architectural register)
)

// mstate is a wavefront's abstract state at a program point.
type mstate struct {
	// regs holds the 64-bit values known as masks; a missing key is an
	// unknown value. regExec and regSplit are always present.
	regs regs
	// lo <= the family's splits so far <= hi.
	lo, hi int
	// alone: no other member of the family exists yet (only the launch
	// wavefront before its first split), so nobody else takes slots.
	alone bool
	// slots are the wavefront's own reserve slots under a budgeted policy
	// (lo, hi and alone are then unused).
	slots split.Slots
	// stack holds the open splits under reconvergence, innermost last
	// (reconverge.go); never changed in place.
	stack []pend
}

func (s *mstate) clone() *mstate {
	r := newState(len(s.regs) + 2)
	r.regs = append(r.regs, s.regs...)
	r.lo, r.hi, r.alone, r.slots, r.stack = s.lo, s.hi, s.alone, s.slots, s.stack
	return r
}

// stateBuf is a state with room for a few register values.
type stateBuf struct {
	mstate
	buf [6]regVal
}

// newState returns an empty state whose regs have room for n values, in
// one allocation with the state when they fit: a pass makes a state per
// block it steps through and per join, and their allocations were a
// fifth of a pass' time under fcfs.
func newState(n int) *mstate {
	if n <= len(stateBuf{}.buf) {
		b := &stateBuf{}
		b.regs = b.buf[:0]
		return &b.mstate
	}
	return &mstate{regs: make(regs, 0, n)}
}

func (s *mstate) exec() node  { v, _ := s.regs.get(regExec); return v }
func (s *mstate) split() node { v, _ := s.regs.get(regSplit); return v }

func (s *mstate) equal(t *mstate) bool {
	if s.lo != t.lo || s.hi != t.hi || s.alone != t.alone || s.slots != t.slots || len(s.stack) != len(t.stack) {
		return false
	}
	for i, p := range s.stack {
		if !p.same(t.stack[i]) {
			return false
		}
	}
	return s.regs.equal(t.regs)
}

// join merges t into s at a control-flow merge in block blk (or, with
// initCtx >= 0, into the start state of a split child): a register whose
// values differ becomes a fresh variable standing for "its value here".
func (a *pass) join(s, t *mstate, blk int, initCtx int) *mstate {
	if s == nil {
		return t.clone()
	}
	return a.joinTo(newState(len(s.regs)+1), s, t, blk, initCtx)
}

// joined is join(old, t, blk, -1) for a block's state old, without
// reconvergence: old itself when the join equals it (the fixpoint keeps
// old then and drops the join), else a new state. The join is made in a
// scratch state first, with the same variables and BDD operations in the
// same order as join, so only the allocation of a join that changes
// nothing is saved.
func (a *pass) joined(old, t *mstate, blk int) *mstate {
	r := &a.scratch
	r.regs, r.stack = r.regs[:0], nil
	r = a.joinTo(r, old, t, blk, -1)
	if r.equal(old) {
		return old
	}
	return r.clone()
}

// joinTo is join into the empty state r.
func (a *pass) joinTo(r, s, t *mstate, blk int, initCtx int) *mstate {
	// Under a budgeted policy only states of one budget meet (class), and
	// a budget fixes the slots (Theorem in docs/analyze.md).
	// Under reconvergence they also have the same open splits (class).
	r.lo, r.hi, r.alone, r.slots = min(s.lo, t.lo), max(s.hi, t.hi), s.alone && t.alone, s.slots
	fresh := func(reg int) node {
		if initCtx >= 0 {
			return a.freshVar(&a.initVars, initCtx, varKey{kind: varInit, block: -1, index: initCtx, reg: reg})
		}
		return a.freshVar(&a.mergeVars, blk, varKey{kind: varMerge, block: blk, reg: reg})
	}
	// Registers in key order: fresh variables and BDD nodes are made in
	// a deterministic order (another order would change the variable
	// order, hence BDD sizes and what the size caps forget): first s's,
	// then those only t has.
	for _, x := range s.regs {
		if w, ok := t.regs.get(x.k); ok && (x.v == w || a.hulls) {
			r.regs.set(x.k, a.hull(x.v, w, fresh(x.k)))
		} else {
			r.regs.set(x.k, fresh(x.k))
		}
	}
	for _, x := range t.regs {
		if _, ok := s.regs.get(x.k); !ok {
			r.regs.set(x.k, fresh(x.k))
		}
	}
	r.stack = a.joinStacks(s, t, r, blk)
	return r
}

// freshVar is d.varOf(k) for a variable of join's, found through
// (*tab)[i], the variables made so far for block or context i by register
// (k.reg): a join asks for one per register it joins, and the map behind
// varOf was a tenth of a pass' time.
func (a *pass) freshVar(tab *[]regs, i int, k varKey) node {
	if i >= len(*tab) {
		*tab = append(*tab, make([]regs, i+1-len(*tab))...)
	}
	if n, ok := (*tab)[i].get(k.reg); ok {
		return n
	}
	n := a.d.varOf(k)
	(*tab)[i].set(k.reg, n)
	return n
}

// hull is the join of two values of one register: with m a fresh
// variable, (v & w) | (m & (v ^ w)) equals v when m = v and w when m = w,
// so it stands for either, and it keeps what both agree on (lanes in
// both, lanes in neither). Joining a third value into it with the same m
// again gives each of the three for some m.
func (a *pass) hull(v, w, m node) node {
	if v == w {
		return v
	}
	d := a.d
	if d.size(v, maxHull)+d.size(w, maxHull) > 2*maxHull {
		return a.bounded(v, w, m)
	}
	h := d.or(d.and(m, d.or(v, w)), d.andNot(d.and(v, w), m)) // m ? v|w : v&w
	if d.size(h, maxHull) > maxHull {
		return a.bounded(v, w, m) // too costly to keep: forget the bounds
	}
	return h
}

// bounded is the cheap fallback of hull: m within the literals that both v
// and w imply. The join of two deep split masks (lane sets narrowed by
// different chains of branch conditions) is too large to keep exactly,
// but the conditions both chains share, the launch lanes and the first
// branch's side, are what later branches are decided by: a launch
// wavefront that split at the root must still skip the root's else side.
func (a *pass) bounded(v, w, m node) node {
	cw := map[int32]bool{}
	for _, l := range a.d.impliedLiterals(w) {
		cw[l.v] = l.pos
	}
	r := m
	for _, l := range a.d.impliedLiterals(v) { // sorted: a deterministic build order
		if pos, ok := cw[l.v]; ok && pos == l.pos {
			lit := a.d.variable(l.v)
			if !l.pos {
				lit = a.d.not(lit)
			}
			r = a.d.and(r, lit)
		}
	}
	return r
}

// maxHull bounds the BDD size of a joined value that the analysis keeps,
// maxValue that of any value: a larger one is forgotten (replaced by a
// fresh variable), which only costs precision.
const (
	maxHull  = 16
	maxValue = 48
)

// capped returns v, or a fresh variable for the value register reg gets
// at p when v is too large to keep.
func (a *pass) capped(v node, reg int, p at) node {
	if a.d.size(v, maxValue) > maxValue {
		return a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: 1000 + reg})
	}
	return v
}

// generalize prepares a state that crosses a back edge into loop l's
// header: a value that depends on anything made inside the loop (in an
// earlier iteration) becomes the header's merge variable for that
// register, so no variable ever stands for two iterations' values.
func (a *pass) generalize(s *mstate, l *cfg.Loop, start node) *mstate {
	r := s.clone()
	inLoop := func(v node) bool {
		for _, x := range a.d.supportOf(v) {
			if b := a.d.vars[x].key.block; b >= 0 && l.Contains(a.g.Blocks[b]) {
				return true
			}
		}
		return false
	}
	for _, x := range s.regs {
		if inLoop(x.v) {
			m := a.d.varOf(varKey{kind: varMerge, block: l.Header.ID, reg: x.k})
			if x.k == regSplit && !inLoop(start) {
				// A split mask only shrinks: it stays within the
				// wavefront's split mask at its start.
				m = a.d.and(m, start)
			}
			r.regs.set(x.k, m)
		}
	}
	return r
}

// at is an instruction position, for variable keys.
type at struct{ block, index int }

// regKeyOf returns the mstate key of a 64-bit register operand.
func regKeyOf(o asm.Operand) (int, bool) {
	if o.Kind != asm.OpReg {
		return 0, false
	}
	switch o.File {
	case asm.SGPR:
		if o.Hi == o.Lo+1 {
			return o.Lo, true
		}
	case asm.Special:
		switch o.Name() {
		case "exec":
			return regExec, true
		case "vcc":
			return regVCC, true
		}
	}
	return 0, false
}

// read returns the mask value of operand i of the instruction at p.
func (a *pass) read(s *mstate, in *asm.Instruction, i int, p at) node {
	o := in.Operands[i]
	if k, ok := regKeyOf(o); ok {
		if v, ok := s.regs.get(k); ok {
			return v
		}
		v := a.d.varOf(varKey{kind: varRead, block: p.block, index: p.index, reg: k})
		s.regs.set(k, v)
		return v
	}
	if o.Kind == asm.OpInt {
		switch o.Int {
		case 0:
			return bddFalse
		case -1:
			return bddTrue
		}
		return a.d.varOf(varKey{kind: varConst, block: -1, val: o.Int})
	}
	return a.d.varOf(varKey{kind: varRead, block: p.block, index: p.index, reg: -100 - i})
}

// write stores a mask value to operand i.
func (a *pass) write(s *mstate, in *asm.Instruction, i int, v node, p at) {
	o := in.Operands[i]
	k, ok := regKeyOf(o)
	if !ok {
		a.clobber(s, o, p)
		return
	}
	if k >= 0 {
		if k > 0 {
			s.regs.del(k - 1)
		}
		s.regs.del(k + 1)
	}
	s.regs.set(k, a.capped(v, k, p))
}

// clobber forgets what operand o's registers held, as when an instruction
// we do not model writes them.
func (a *pass) clobber(s *mstate, o asm.Operand, p at) {
	if o.Kind != asm.OpReg {
		return
	}
	switch o.File {
	case asm.SGPR:
		for k := max(o.Lo-1, 0); k <= o.Hi; k++ {
			s.regs.del(k)
		}
	case asm.Special:
		switch o.Name() {
		case "exec", "exec_lo", "exec_hi":
			s.regs.set(regExec, a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: regExec}))
		case "vcc", "vcc_lo", "vcc_hi":
			s.regs.del(regVCC)
		}
	}
}

// clobberAll forgets every register (a call, s_movrel*, fork/join).
func (a *pass) clobberAll(s *mstate, p at) {
	kept := s.regs[:0]
	for _, x := range s.regs {
		if x.k == regSplit || x.k == regExec {
			kept = append(kept, x)
		}
	}
	s.regs = kept
	s.regs.set(regExec, a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: regExec}))
}

// step applies one non-branch instruction, whose effect e is decoded
// (decodeEffect), to s.
func (a *pass) step(s *mstate, in *asm.Instruction, e *effect, p at) {
	d := a.d
	switch e.form {
	case formMov:
		a.write(s, in, 0, a.read(s, in, 1, p), p)
		return
	case formNot:
		a.write(s, in, 0, d.not(a.read(s, in, 1, p)), p)
		return
	case formSaveexec:
		x := a.read(s, in, 1, p)
		if e.op != maskNone {
			old := s.exec()
			v := e.op.apply(d, x, old)
			a.write(s, in, 0, old, p)
			s.regs.set(regExec, a.capped(v, regExec, p))
			return
		}
	case formWrexec:
		// gfx9+: EXEC = S0 op EXEC, and SDST = the new EXEC.
		x := a.read(s, in, 1, p)
		if e.op != maskNone {
			s.regs.set(regExec, a.capped(e.op.apply(d, x, s.exec()), regExec, p))
			a.write(s, in, 0, s.exec(), p)
			return
		}
	case formBinary:
		x := a.read(s, in, 1, p)
		y := a.read(s, in, 2, p)
		if e.op != maskNone {
			a.write(s, in, 0, e.op.apply(d, x, y), p)
			return
		}
	}
	switch e.rest {
	case restVALU:
		a.valu(s, in, e, p)
	case restClobberAll:
		a.clobberAll(s, p)
	case restSALU:
		if len(in.Operands) > 0 {
			a.clobber(s, in.Operands[0], p)
		}
	}
	// Memory, LDS, export and other vector-only instructions write no
	// scalar register.
}

// valu applies a vector ALU instruction: VALU ops write VCC only as an
// explicit operand in LLVM's syntax; forget it anyway. A compare or
// carry-out mask has its bits only for the active lanes (EXEC & split):
// the simulator, like the hardware, writes 0 for the others.
func (a *pass) valu(s *mstate, in *asm.Instruction, e *effect, p at) {
	s.regs.del(regVCC)
	nops := len(in.Operands)
	exec, split := s.exec(), s.split() // as the instruction issues (v_cmpx changes EXEC)
	laneMask := func(i int) node {
		act := a.d.and(exec, split)
		if set, ok := a.lanes[in]; ok && i <= 0 && (e.cmp || e.cmpx) {
			// A compare whose result is a known set of lane numbers
			// (Options.Lanes).
			return a.d.and(act, a.laneSet(set))
		}
		return a.d.and(act, a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: i}))
	}
	if e.cmpx {
		s.regs.set(regExec, a.capped(laneMask(-1), regExec, p))
	}
	scalar := func(i int) bool {
		o := in.Operands[i]
		return o.Kind == asm.OpReg && (o.File == asm.SGPR || o.File == asm.Special)
	}
	if nops > 0 && scalar(0) {
		if k, ok := regKeyOf(in.Operands[0]); ok && e.cmp {
			if k != regVCC || !e.deadVCC {
				a.write(s, in, 0, laneMask(0), p)
			}
		} else {
			a.clobber(s, in.Operands[0], p) // v_readlane and the like
		}
	}
	if nops > 1 && e.carryOut && scalar(1) {
		if k, ok := regKeyOf(in.Operands[1]); !ok {
			a.clobber(s, in.Operands[1], p)
		} else if k != regVCC || !e.deadVCC {
			a.write(s, in, 1, laneMask(1), p)
		}
	}
}
