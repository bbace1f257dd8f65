package roles

// The abstract state of one wavefront for the role analysis (pass.go): the
// 64-bit lane masks it holds (EXEC, VCC, SGPR pairs, its split mask) as
// BDDs over symbolic lane sets, and what it knows about its family's split
// count. Transfer functions for the GCN instructions that compute masks;
// every other instruction only clobbers what it may write.

import (
	"sort"
	"strings"

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
	// unknown value. regs[regExec] and regs[regSplit] are always present.
	regs map[int]node
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
	c := &mstate{regs: make(map[int]node, len(s.regs)), lo: s.lo, hi: s.hi, alone: s.alone, slots: s.slots, stack: s.stack}
	for k, v := range s.regs {
		c.regs[k] = v
	}
	return c
}

func (s *mstate) exec() node  { return s.regs[regExec] }
func (s *mstate) split() node { return s.regs[regSplit] }

func (s *mstate) equal(t *mstate) bool {
	if s.lo != t.lo || s.hi != t.hi || s.alone != t.alone || s.slots != t.slots || len(s.regs) != len(t.regs) || len(s.stack) != len(t.stack) {
		return false
	}
	for i, p := range s.stack {
		if !p.same(t.stack[i]) {
			return false
		}
	}
	for k, v := range s.regs {
		if w, ok := t.regs[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// join merges t into s at a control-flow merge in block blk (or, with
// initCtx >= 0, into the start state of a split child): a register whose
// values differ becomes a fresh variable standing for "its value here".
func (a *pass) join(s, t *mstate, blk int, initCtx int) *mstate {
	if s == nil {
		return t.clone()
	}
	// Under a budgeted policy only states of one budget meet (class), and
	// a budget fixes the slots (Theorem in docs/analyze.md).
	// Under reconvergence they also have the same open splits (class).
	r := &mstate{regs: map[int]node{}, lo: min(s.lo, t.lo), hi: max(s.hi, t.hi), alone: s.alone && t.alone, slots: s.slots}
	fresh := func(reg int) node {
		if initCtx >= 0 {
			return a.d.varOf(varKey{kind: varInit, block: -1, index: initCtx, reg: reg})
		}
		return a.d.varOf(varKey{kind: varMerge, block: blk, reg: reg})
	}
	// Registers in key order: fresh variables and BDD nodes are made in
	// a deterministic order (map order would change the variable order,
	// hence BDD sizes and what the size caps forget).
	for _, k := range sortedRegs(s.regs) {
		v := s.regs[k]
		if w, ok := t.regs[k]; ok && (v == w || a.hulls) {
			r.regs[k] = a.hull(v, w, fresh(k))
		} else {
			r.regs[k] = fresh(k)
		}
	}
	for _, k := range sortedRegs(t.regs) {
		if _, ok := s.regs[k]; !ok {
			r.regs[k] = fresh(k)
		}
	}
	r.stack = a.joinStacks(s, t, r, blk)
	return r
}

// sortedRegs returns the keys of a register map in increasing order.
func sortedRegs(m map[int]node) []int {
	ks := make([]int, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
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
	for _, k := range sortedRegs(s.regs) {
		if v := s.regs[k]; inLoop(v) {
			m := a.d.varOf(varKey{kind: varMerge, block: l.Header.ID, reg: k})
			if k == regSplit && !inLoop(start) {
				// A split mask only shrinks: it stays within the
				// wavefront's split mask at its start.
				m = a.d.and(m, start)
			}
			r.regs[k] = m
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
		switch o.Name {
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
		if v, ok := s.regs[k]; ok {
			return v
		}
		v := a.d.varOf(varKey{kind: varRead, block: p.block, index: p.index, reg: k})
		s.regs[k] = v
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
			delete(s.regs, k-1)
		}
		delete(s.regs, k+1)
	}
	s.regs[k] = a.capped(v, k, p)
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
			delete(s.regs, k)
		}
	case asm.Special:
		switch o.Name {
		case "exec", "exec_lo", "exec_hi":
			s.regs[regExec] = a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: regExec})
		case "vcc", "vcc_lo", "vcc_hi":
			delete(s.regs, regVCC)
		}
	}
}

// clobberAll forgets every register (a call, s_movrel*, fork/join).
func (a *pass) clobberAll(s *mstate, p at) {
	for k := range s.regs {
		if k != regSplit && k != regExec {
			delete(s.regs, k)
		}
	}
	s.regs[regExec] = a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: regExec})
}

// binary mask operations of the 64-bit SALU ops and the saveexec ops.
func (a *pass) binop(name string, x, y node) (node, bool) {
	d := a.d
	switch name {
	case "and":
		return d.and(x, y), true
	case "or":
		return d.or(x, y), true
	case "xor":
		return d.xor(x, y), true
	case "andn2":
		return d.andNot(x, y), true
	case "orn2":
		return d.or(x, d.not(y)), true
	case "nand":
		return d.not(d.and(x, y)), true
	case "nor":
		return d.not(d.or(x, y)), true
	case "xnor":
		return d.not(d.xor(x, y)), true
	case "andn1":
		return d.andNot(y, x), true
	case "orn1":
		return d.or(d.not(x), y), true
	}
	return 0, false
}

// step applies one non-branch instruction to s.
func (a *pass) step(s *mstate, in *asm.Instruction, p at) {
	op := in.Op
	nops := len(in.Operands)
	switch {
	case op == "s_mov_b64" && nops == 2:
		a.write(s, in, 0, a.read(s, in, 1, p), p)
		return
	case op == "s_not_b64" && nops == 2:
		a.write(s, in, 0, a.d.not(a.read(s, in, 1, p)), p)
		return
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_saveexec_b64") && nops == 2:
		if v, ok := a.binop(strings.TrimSuffix(strings.TrimPrefix(op, "s_"), "_saveexec_b64"), a.read(s, in, 1, p), s.exec()); ok {
			old := s.exec()
			a.write(s, in, 0, old, p)
			s.regs[regExec] = a.capped(v, regExec, p)
			return
		}
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_wrexec_b64") && nops == 2:
		// gfx9+: EXEC = S0 op EXEC, and SDST = the new EXEC.
		if v, ok := a.binop(strings.TrimSuffix(strings.TrimPrefix(op, "s_"), "_wrexec_b64"), a.read(s, in, 1, p), s.exec()); ok {
			s.regs[regExec] = a.capped(v, regExec, p)
			a.write(s, in, 0, s.exec(), p)
			return
		}
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_b64") && nops == 3:
		if v, ok := a.binop(strings.TrimSuffix(strings.TrimPrefix(op, "s_"), "_b64"), a.read(s, in, 1, p), a.read(s, in, 2, p)); ok {
			a.write(s, in, 0, v, p)
			return
		}
	}
	switch {
	case strings.HasPrefix(op, "v_"):
		// VALU ops write VCC only as an explicit operand in LLVM's syntax;
		// forget it anyway. A compare or carry-out mask has its bits only
		// for the active lanes (EXEC & split): the simulator, like the
		// hardware, writes 0 for the others.
		delete(s.regs, regVCC)
		act := a.d.and(s.exec(), s.split())
		laneMask := func(i int) node {
			return a.d.and(act, a.d.varOf(varKey{kind: varDef, block: p.block, index: p.index, reg: i}))
		}
		if strings.HasPrefix(op, "v_cmpx") {
			s.regs[regExec] = a.capped(laneMask(-1), regExec, p)
		}
		scalar := func(i int) bool {
			o := in.Operands[i]
			return o.Kind == asm.OpReg && (o.File == asm.SGPR || o.File == asm.Special)
		}
		if nops > 0 && scalar(0) {
			if _, ok := regKeyOf(in.Operands[0]); ok && strings.HasPrefix(op, "v_cmp") {
				a.write(s, in, 0, laneMask(0), p)
			} else {
				a.clobber(s, in.Operands[0], p) // v_readlane and the like
			}
		}
		if nops > 1 && a.tg.Inst(op).CarryOut && scalar(1) { // a carry-out or flag (VOP3b)
			if _, ok := regKeyOf(in.Operands[1]); ok {
				a.write(s, in, 1, laneMask(1), p)
			} else {
				a.clobber(s, in.Operands[1], p)
			}
		}
	case strings.HasPrefix(op, "s_"):
		switch {
		case strings.Contains(op, "movrel"), strings.Contains(op, "fork"), strings.Contains(op, "join"),
			op == "s_setpc_b64", op == "s_swappc_b64", op == "s_rfe_b64", strings.HasPrefix(op, "s_call"):
			a.clobberAll(s, p)
			return
		}
		if nops > 0 {
			a.clobber(s, in.Operands[0], p)
		}
	}
	// Memory, LDS, export and other vector-only instructions write no
	// scalar register.
}
