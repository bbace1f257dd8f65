package staticbound

import (
	"fmt"
	"slices"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Barrier alignment (docs/static.md, "Barriers"): the phase rule of the
// barrier term needs every wavefront of a workgroup (launch wavefronts
// and their splits) to execute the same sequence of s_barrier
// instructions, so that the k-th release ends the k-th barrier-to-barrier
// segment of every wave. That holds when no branch that can send two waves
// of one workgroup different ways can also make one of them pass an
// s_barrier the other skips: every conditional branch whose region (the
// blocks between it and its immediate post-dominator) holds an s_barrier
// must decide the same way in every wave of the workgroup.
//
// Which branches do is a divergence analysis of the scalar state (as
// GPU verifiers check "barrier divergence freedom"): a forward data flow
// over the CFG marks the scalar registers whose value may differ between
// two waves of one workgroup that reach the same point with the same
// history of uniform branch outcomes ("tainted"). Uniform at the start:
// every SGPR the dispatcher sets for the whole workgroup (the user SGPRs,
// the workgroup ids) and every other SGPR (the simulator zeroes them), VCC
// and SCC; tainted: EXEC (partial waves, splits), the workgroup-info SGPR
// (it flags the first wave). An instruction's scalar result is tainted
// when a source is, when it reads EXEC, when a VALU computes it (v_cmp,
// v_readlane, carry-outs), and for reads of memory other waves may write:
// a scalar load is uniform only from the read-only segments (kernarg,
// dispatch packet, queue; traces/sim marks them read-only) through their
// initial pointer with a small immediate offset. A register written inside
// the region of a tainted branch is tainted where the region rejoins (its
// value depends on the path the wave took: sync dependence), which also
// covers loops with a tainted exit. VGPRs are tracked too: one written by
// a VALU op from uniform sources while EXEC holds every lane of the wave's
// split mask is uniform in the lanes that matter.
//
// Some branches on lane masks decide alike in every wave: execz/execnz
// where every wave has an active lane (EXEC covers the split mask: at the
// start, and after an if restores a copy of such an EXEC; traces/sim:
// Active = EXEC & Split, and a live member's split mask is never empty),
// vccz/vccnz on a mask that is all-zeros or all-ones in every wave alike
// ANDed with such an EXEC (the compiler's flag for a uniform loop exit,
// "s_and_b64 vcc, exec, s[8:9]"), and on a compare whose operands are
// uniform (its mask is the active lanes or none).

// Indices of the registers the analysis tracks (one 32-bit register
// each): scalar registers, then VGPRs from uVGPR.
const (
	uSGPRs = 112
	uVCC   = uSGPRs      // vcc_lo, vcc_hi: 112, 113
	uM0    = uSGPRs + 2  // 114
	uSCC   = uSGPRs + 3  // 115
	uExec  = uSGPRs + 4  // exec_lo, exec_hi: 116, 117
	uFlat  = uSGPRs + 6  // flat_scratch: 118, 119
	uXnack = uSGPRs + 8  // xnack_mask: 120, 121
	uOther = uSGPRs + 10 // any other scalar register: always tainted
	uVGPR  = 128
	uVGPRs = 256
)

// uregs is a set of registers.
type uregs [(uVGPR + uVGPRs) / 64]uint64

func (s *uregs) has(i int) bool { return s[i>>6]>>(i&63)&1 != 0 }
func (s *uregs) set(i int)      { s[i>>6] |= 1 << (i & 63) }
func (s *uregs) clear(i int)    { s[i>>6] &^= 1 << (i & 63) }

// ustate is the divergence state at a program point.
type ustate struct {
	tg    *isa.Target // the code's generation: its instruction records
	taint uregs       // value may differ between waves
	// Attributes of 64-bit scalar pairs, by their first register (even
	// SGPRs, VCC): zo: uniform and all-zeros or all-ones; full: a copy of
	// an EXEC that covered the split mask; uc: the active lanes or none,
	// alike in every wave (a compare of uniform operands); zu: zero in
	// every wave or in none; ro: the initial pointer to a read-only
	// segment.
	zo, full, uc, zu, ro uregs
	// execFull: EXEC covers the wave's split mask in every wave here;
	// activeNZ: every wave has an active lane (EXEC & split mask).
	execFull, activeNZ bool
}

func (s *ustate) join(t *ustate) {
	for i := range s.taint {
		s.taint[i] |= t.taint[i]
		s.zo[i] &= t.zo[i]
		s.full[i] &= t.full[i]
		s.uc[i] &= t.uc[i]
		s.zu[i] &= t.zu[i]
		s.ro[i] &= t.ro[i]
	}
	s.execFull = s.execFull && t.execFull
	s.activeNZ = s.activeNZ && t.activeNZ
}

// uIndex is the analysis' index of a register operand's first register
// and the number of registers it covers; ok false for a non-register
// operand (an AGPR or an out-of-range register: uOther).
func uIndex(o asm.Operand) (first, n int, ok bool) {
	if o.Kind != asm.OpReg {
		return 0, 0, false
	}
	switch o.File {
	case asm.VGPR:
		if o.Lo < 0 || o.Hi >= uVGPRs {
			return uOther, 1, true
		}
		return uVGPR + o.Lo, o.Hi - o.Lo + 1, true
	case asm.SGPR:
		if o.Lo < 0 || o.Hi >= uSGPRs {
			return uOther, 1, true
		}
		return o.Lo, o.Hi - o.Lo + 1, true
	case asm.TTMP, asm.AGPR:
		return uOther, 1, true
	case asm.Special:
		switch o.Name() {
		case "vcc":
			return uVCC, 2, true
		case "vcc_lo":
			return uVCC, 1, true
		case "vcc_hi":
			return uVCC + 1, 1, true
		case "m0":
			return uM0, 1, true
		case "scc":
			return uSCC, 1, true
		case "exec":
			return uExec, 2, true
		case "exec_lo":
			return uExec, 1, true
		case "exec_hi":
			return uExec + 1, 1, true
		case "flat_scratch":
			return uFlat, 2, true
		case "flat_scratch_lo":
			return uFlat, 1, true
		case "flat_scratch_hi":
			return uFlat + 1, 1, true
		case "xnack_mask":
			return uXnack, 2, true
		}
		return uOther, 1, true
	}
	return 0, 0, false
}

// constantSpecial: special source registers whose value is the same in
// every wave (the apertures).
func constantSpecial(o asm.Operand) bool {
	return o.Kind == asm.OpReg && o.File == asm.Special && strings.HasPrefix(o.Name(), "src_") &&
		(strings.HasSuffix(o.Name(), "_base") || strings.HasSuffix(o.Name(), "_limit"))
}

// alignment is the outcome of the barrier-alignment check.
type alignment struct {
	Aligned bool
	// Why names the first reason the check failed.
	Why string
}

// checkAlignment decides whether every wave of a workgroup executes the
// same sequence of s_barrier instructions (the comment above). kd gives
// the initial SGPR layout; calleeBarrier reports whether a call site's
// callee (or one it calls) executes s_barrier.
func checkAlignment(g *cfg.Graph, initial []asm.SGPRSlot, calleeBarrier func(*asm.Instruction) bool) alignment {
	if len(g.Blocks) == 0 {
		return alignment{Aligned: true}
	}
	barrierAt := func(b *cfg.Block) *asm.Instruction {
		for _, in := range b.Instrs {
			if k := classOf(in); k != nil && k.Special == isa.SpecialBarrier {
				return in
			}
			if calleeBarrier != nil && calleeBarrier(in) {
				return in
			}
		}
		return nil
	}
	any := false
	for _, b := range g.Blocks {
		if barrierAt(b) != nil {
			any = true
		}
	}
	if !any {
		return alignment{Aligned: true}
	}
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			if in.Op == "s_setpc_b64" || strings.HasPrefix(in.Op, "s_cbranch_g_fork") || strings.HasPrefix(in.Op, "s_cbranch_i_fork") || in.Op == "s_cbranch_join" {
				return alignment{Why: fmt.Sprintf("%s at %s: control flow the analysis cannot follow", in.Op, in.Pos())}
			}
		}
	}
	entry := &ustate{tg: isa.For(g.Arch), execFull: true, activeNZ: true}
	entry.taint.set(uExec)
	entry.taint.set(uExec + 1)
	entry.taint.set(uOther)
	for v := 0; v < 3; v++ { // the work-item ids
		entry.taint.set(uVGPR + v)
	}
	for _, sl := range initial {
		switch sl.Field {
		case "system_sgpr_workgroup_info", "system_sgpr_private_segment_wavefront_offset":
			for r := sl.First; r < sl.First+sl.Size && r < uSGPRs; r++ {
				entry.taint.set(r)
			}
		case "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr":
			if sl.First+1 < uSGPRs {
				entry.ro.set(sl.First)
			}
		}
	}
	divergent := map[int]bool{} // block IDs whose branch is tainted
	for {
		in := flowUniform(g, entry, divergent)
		grew := false
		for _, b := range g.Blocks {
			if len(b.Succs) < 2 || divergent[b.ID] || in[b.ID] == nil {
				continue
			}
			s := *in[b.ID]
			for _, x := range b.Instrs[:len(b.Instrs)-1] {
				s.step(x)
			}
			if !s.branchUniform(b.Last()) {
				divergent[b.ID] = true
				grew = true
			}
		}
		if !grew {
			break
		}
	}
	for _, b := range g.Blocks {
		if !divergent[b.ID] {
			continue
		}
		for _, r := range region(g, b) {
			if x := barrierAt(r); x != nil {
				return alignment{Why: fmt.Sprintf("the branch %s at %s may go different ways in two waves of a workgroup, and one way passes %s at %s", b.Last().Op, b.Last().Pos(), x.Op, x.Pos())}
			}
		}
	}
	return alignment{Aligned: true}
}

// region is the blocks reachable from b's successors without passing b's
// immediate post-dominator (all reachable blocks when it has none).
func region(g *cfg.Graph, b *cfg.Block) []*cfg.Block {
	stop := g.Ipdom(b)
	seen := map[int]bool{}
	var out []*cfg.Block
	stack := []*cfg.Block{}
	for _, e := range b.Succs {
		stack = append(stack, e.To)
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == stop || seen[x.ID] {
			continue
		}
		seen[x.ID] = true
		out = append(out, x)
		for _, e := range x.Succs {
			stack = append(stack, e.To)
		}
	}
	return out
}

// flowUniform is the divergence data flow to a fixed point: the state at
// each block's entry (nil: unreachable). Registers written in the region
// of a divergent branch are tainted at the entry of its immediate
// post-dominator.
func flowUniform(g *cfg.Graph, entry *ustate, divergent map[int]bool) []*ustate {
	// The registers each divergent branch's region may write.
	syncTaint := map[int]uregs{} // by post-dominator block ID
	for id := range divergent {
		b := g.Blocks[id]
		p := g.Ipdom(b)
		if p == nil {
			continue // the region runs to the end: nothing rejoins
		}
		w := syncTaint[p.ID]
		for _, r := range region(g, b) {
			for _, x := range r.Instrs {
				writes(entry.tg, x, &w)
			}
		}
		syncTaint[p.ID] = w
	}
	in := make([]*ustate, len(g.Blocks))
	e := *entry
	if w, ok := syncTaint[0]; ok {
		e.taintAll(w)
	}
	in[0] = &e
	work := []int{0}
	queued := map[int]bool{0: true}
	for len(work) > 0 {
		id := work[0]
		work = work[1:]
		delete(queued, id)
		s := *in[id]
		b := g.Blocks[id]
		for _, x := range b.Instrs {
			s.step(x)
		}
		for _, ed := range b.Succs {
			t := s
			if last := b.Last(); last != nil {
				// Every wave has an active lane where execz is not
				// taken or execnz is.
				taken := ed.Kind == cfg.Taken
				if last.Op == "s_cbranch_execz" && !taken || last.Op == "s_cbranch_execnz" && taken {
					t.activeNZ = true
				}
			}
			to := ed.To.ID
			if w, ok := syncTaint[to]; ok {
				t.taintAll(w)
			}
			if in[to] == nil {
				c := t
				in[to] = &c
			} else {
				n := *in[to]
				n.join(&t)
				if n == *in[to] {
					continue
				}
				*in[to] = n
			}
			if !queued[to] {
				queued[to] = true
				work = append(work, to)
			}
		}
	}
	return in
}

// taintAll taints the registers of w and drops their pair attributes.
func (s *ustate) taintAll(w uregs) {
	for i := range s.taint {
		s.taint[i] |= w[i]
		s.zo[i] &^= w[i]
		s.full[i] &^= w[i]
		s.uc[i] &^= w[i]
		s.zu[i] &^= w[i]
		s.ro[i] &^= w[i]
	}
}

// writes adds the registers x (of target tg) may write to w.
func writes(tg *isa.Target, x *asm.Instruction, w *uregs) {
	dst, all := dests(tg, x)
	if all {
		for i := range w {
			w[i] = ^uint64(0)
		}
		return
	}
	for _, r := range dst {
		w.set(r)
	}
}

// dests are the registers x writes (SCC for a SALU op, which may write
// it; the first operand of a vector memory or LDS instruction, which a
// load writes); all: it may write any (a call, indexed registers).
func dests(tg *isa.Target, x *asm.Instruction) (dst []int, all bool) {
	op := x.Op
	add := func(o asm.Operand) {
		if f, n, ok := uIndex(o); ok {
			for r := f; r < f+n; r++ {
				dst = append(dst, r)
			}
		}
	}
	k := classOf(x)
	switch {
	case op == "s_swappc_b64" || strings.HasPrefix(op, "s_call") || strings.HasPrefix(op, "s_movrel") ||
		op == "s_rfe_b64" || strings.HasPrefix(op, "v_movrel") || strings.HasPrefix(op, "s_set_gpr_idx"):
		return nil, true
	case strings.HasPrefix(op, "v_"):
		if len(x.Operands) > 0 {
			add(x.Operands[0])
		}
		if len(x.Operands) > 1 && (tg.Inst(op).CarryOut || strings.HasPrefix(op, "v_swap")) {
			add(x.Operands[1])
		}
		if strings.HasPrefix(op, "v_cmpx") {
			dst = append(dst, uExec, uExec+1)
		}
	case strings.HasPrefix(op, "s_"):
		if len(x.Operands) > 0 && writesOp0(op) {
			add(x.Operands[0])
		}
		if strings.Contains(op, "exec") {
			dst = append(dst, uExec, uExec+1)
		}
		if k != nil && k.Unit == isa.UnitSALU {
			dst = append(dst, uSCC)
		}
	default:
		// Vector memory, LDS, export: a load (or an atomic returning its
		// old value) writes its first operand; tfe/lwe may write more.
		if len(x.Operands) > 0 {
			add(x.Operands[0])
			_, tfe := x.Modifier("tfe")
			_, lwe := x.Modifier("lwe")
			if tfe || lwe {
				return nil, true
			}
		}
	}
	return dst, false
}

// writesOp0: the scalar instruction writes its first operand.
func writesOp0(op string) bool {
	for _, p := range []string{"s_cmp", "s_bitcmp", "s_cbranch", "s_branch", "s_waitcnt", "s_nop", "s_barrier", "s_endpgm",
		"s_setreg", "s_sendmsg", "s_sleep", "s_setprio", "s_trap", "s_icache", "s_dcache", "s_store", "s_buffer_store",
		"s_scratch_store", "s_atc_probe", "s_ttrace", "s_set_gpr_idx", "s_setkill", "s_setvskip", "s_incperflevel",
		"s_decperflevel", "s_cbranch_join"} {
		if strings.HasPrefix(op, p) {
			return false
		}
	}
	return true
}

// writesSCC: the SALU op certainly writes SCC (GCN3 ISA: compares,
// carries and overflows of add/sub, min/max, the bitwise ops, shifts and
// the rest whose SCC says "result != 0"). Any other SALU op may leave it
// as it was.
func writesSCC(op string) bool {
	for _, p := range []string{"s_cmp", "s_bitcmp", "s_add", "s_sub", "s_min", "s_max", "s_and", "s_or", "s_xor",
		"s_nand", "s_nor", "s_xnor", "s_lshl", "s_lshr", "s_ashr", "s_bfe", "s_absdiff", "s_not", "s_wqm", "s_bcnt",
		"s_quadmask", "s_abs_"} {
		if strings.HasPrefix(op, p) {
			return true
		}
	}
	return false
}

// readsSCC: the scalar instruction reads SCC.
func readsSCC(op string) bool {
	for _, p := range []string{"s_cselect", "s_cmov", "s_addc", "s_subb", "s_cbranch_scc"} {
		if strings.HasPrefix(op, p) {
			return true
		}
	}
	return false
}

// tainted reports whether source operand o may differ between waves (or,
// for a VGPR, between the lanes of a wave).
func (s *ustate) tainted(o asm.Operand) bool {
	if constantSpecial(o) {
		return false
	}
	f, n, ok := uIndex(o)
	if !ok {
		return false // a constant
	}
	for r := f; r < f+n; r++ {
		if s.taint.has(r) {
			return true
		}
	}
	return false
}

// attr reports whether the 64-bit operand o has the pair attribute set
// (an integer constant: zo when it is 0 or -1).
func (s *ustate) attr(set *uregs, o asm.Operand) bool {
	if o.Kind == asm.OpInt {
		return set == &s.zo && (o.Int == 0 || o.Int == -1)
	}
	f, n, ok := uIndex(o)
	return ok && n == 2 && f < uExec && set.has(f)
}

// laneOps are VALU instructions whose result in a lane depends on other
// lanes or on the lane's number.
func laneOp(x *asm.Instruction) bool {
	if x.Suffix() == "_dpp" {
		return true
	}
	for _, p := range []string{"v_mbcnt", "v_readlane", "v_readfirstlane", "v_writelane", "v_interp", "v_cndmask"} {
		if strings.HasPrefix(x.Op, p) {
			return true
		}
	}
	return false
}

// step applies one instruction: whether its sources and so its result
// may differ between waves, the pair attributes of its result, the
// destinations' new state, then EXEC's.
func (s *ustate) step(x *asm.Instruction) {
	dst, all := dests(s.tg, x)
	if all {
		for i := range s.taint {
			s.taint[i] = ^uint64(0)
			s.zo[i], s.full[i], s.uc[i], s.zu[i], s.ro[i] = 0, 0, 0, 0, 0
		}
		s.execFull, s.activeNZ = false, false
		return
	}
	if len(dst) == 0 {
		return
	}
	srcTaint := s.sourcesTainted(x)
	t := s.resultTainted(x, srcTaint)
	a := s.pairAttrs(x, srcTaint)
	execFull, activeNZ := s.execFull, s.activeNZ
	s.writeDests(x, dst, t)
	src := x.Operands
	if len(src) > 0 {
		if f, n, ok := uIndex(src[0]); ok && n == 2 && f < uExec && !strings.HasPrefix(x.Op, "s_cmov") {
			if a.zo && !t {
				s.zo.set(f)
			}
			if a.full {
				s.full.set(f)
			}
			if a.uc {
				s.uc.set(f)
			}
			if a.zu {
				s.zu.set(f)
			}
			if a.ro && !t {
				s.ro.set(f)
			}
		}
	}
	if slices.ContainsFunc(dst, func(r int) bool { return r == uExec || r == uExec+1 }) {
		s.writeExec(x, execFull, activeNZ)
	}
}

// sourcesTainted: a source operand of x (the old destination when x
// reads it, SCC when x reads it) may differ between waves.
func (s *ustate) sourcesTainted(x *asm.Instruction) bool {
	op, src := x.Op, x.Operands
	first := 0
	if len(src) > 0 && (strings.HasPrefix(op, "v_") || strings.HasPrefix(op, "s_") && writesOp0(op)) {
		first = 1
	}
	rec := s.tg.Inst(op)
	if rec.CarryOut && len(src) > 1 { // the second operand is a scalar destination
		first = 2
	}
	if strings.HasPrefix(op, "s_cmov") || rec.ReadsDst {
		first = 0 // the old destination is read
	}
	for _, o := range src[min(first, len(src)):] {
		if s.tainted(o) {
			return true
		}
	}
	return readsSCC(op) && s.taint.has(uSCC)
}

// resultTainted: x's result may differ between waves (or lanes). It is
// the same in every wave (and lane) when the sources are, except for
// results of the other kinds below.
func (s *ustate) resultTainted(x *asm.Instruction, srcTaint bool) bool {
	op := x.Op
	t := srcTaint
	switch k := classOf(x); {
	case k == nil:
		t = true
	case k.Unit == isa.UnitSMEM:
		t = t || !s.uniformLoad(x)
	case k.Unit == isa.UnitVALU:
		// A VGPR result: uniform when every lane of the split mask is
		// written; a scalar result (compare mask, carry, readlane):
		// per lane, so tainted (uc below keeps what a branch needs).
		t = t || !s.execFull || laneOp(x)
	case k.Unit != isa.UnitSALU:
		t = true // loads, LDS, anything else
	}
	if strings.Contains(op, "exec") || strings.HasPrefix(op, "s_getreg") || strings.HasPrefix(op, "s_memtime") ||
		strings.HasPrefix(op, "s_memrealtime") || strings.HasPrefix(op, "s_get_waveid") {
		t = true
	}
	return t
}

// pairAttrs are the attributes of a 64-bit result (zo, full, uc, zu, ro:
// the ustate's sets of the same names).
type pairAttrs struct{ zo, full, uc, zu, ro bool }

// pairAttrs are the pair attributes of x's result, from the sources
// before they change.
func (s *ustate) pairAttrs(x *asm.Instruction, srcTaint bool) (p pairAttrs) {
	op, src := x.Op, x.Operands
	switch {
	case op == "s_mov_b64" && len(src) == 2:
		p = pairAttrs{s.attr(&s.zo, src[1]), s.attr(&s.full, src[1]), s.attr(&s.uc, src[1]), s.attr(&s.zu, src[1]), s.attr(&s.ro, src[1])}
		if src[1].IsSpecial("exec") && s.execFull {
			p.full = true
		}
	case (op == "s_and_b64" || op == "s_or_b64" || op == "s_andn2_b64") && len(src) == 3:
		a, b := src[1], src[2]
		if b.IsSpecial("exec") && op != "s_andn2_b64" {
			a, b = b, a
		}
		switch {
		case s.attr(&s.zo, a) && s.attr(&s.zo, b):
			p.zo = true
		case s.attr(&s.uc, a) && s.attr(&s.uc, b):
			p.uc = true
		case op == "s_and_b64" && a.IsSpecial("exec") && s.attr(&s.uc, b):
			p.uc = true // EXEC & (the active lanes or none)
		case op == "s_and_b64" && a.IsSpecial("exec") && s.activeNZ && s.attr(&s.zo, b):
			p.zu = true // EXEC is non-zero: zero iff b is
		}
	case op == "s_cselect_b64" && len(src) == 3:
		p.zo = s.attr(&s.zo, src[1]) && s.attr(&s.zo, src[2])
	case strings.HasSuffix(op, "_saveexec_b64"):
		p.full = s.execFull // the saved EXEC
	case strings.HasPrefix(op, "v_cmp") && !strings.HasPrefix(op, "v_cmpx") && !srcTaint && !laneOp(x):
		p.uc = true // the same bit in every active lane, 0 in the others
	}
	return p
}

// writeDests sets the taint t on x's destinations dst and clears their
// pair attributes (a SALU op that may leave SCC as it was keeps its
// taint).
func (s *ustate) writeDests(x *asm.Instruction, dst []int, t bool) {
	k := classOf(x)
	vector := k == nil || k.Unit != isa.UnitSALU && k.Unit != isa.UnitSMEM
	for _, r := range dst {
		if r == uSCC && !vector && !writesSCC(x.Op) {
			if t {
				s.taint.set(uSCC)
			}
			continue
		}
		if t {
			s.taint.set(r)
		} else {
			s.taint.clear(r)
		}
		if r < uVGPR {
			s.clearAttrs(r)
			if r&1 == 1 { // the high half of the pair r-1
				s.clearAttrs(r - 1)
			}
		}
	}
}

func (s *ustate) clearAttrs(r int) {
	s.zo.clear(r)
	s.full.clear(r)
	s.uc.clear(r)
	s.zu.clear(r)
	s.ro.clear(r)
}

// writeExec is the state of EXEC after x writes it; execFull and
// activeNZ are EXEC's before.
func (s *ustate) writeExec(x *asm.Instruction, execFull, activeNZ bool) {
	op, src := x.Op, x.Operands
	s.execFull, s.activeNZ = false, false
	switch {
	case op == "s_or_b64" && len(src) == 3 && src[0].IsSpecial("exec") && (src[1].IsSpecial("exec") || src[2].IsSpecial("exec")):
		// EXEC grows: a restore of a covering EXEC covers again.
		o := src[2]
		if src[2].IsSpecial("exec") {
			o = src[1]
		}
		s.execFull = execFull || s.attr(&s.full, o) || o.Kind == asm.OpInt && o.Int == -1
		s.activeNZ = activeNZ || s.execFull
	case op == "s_mov_b64" && len(src) == 2 && src[0].IsSpecial("exec"):
		s.execFull = s.attr(&s.full, src[1]) || src[1].Kind == asm.OpInt && src[1].Int == -1
		s.activeNZ = s.execFull
	}
	s.taint.set(uExec)
	s.taint.set(uExec + 1)
}

// uniformLoad: a scalar load whose result every wave of a workgroup reads
// alike: from the initial pointer to a read-only segment, at an immediate
// offset inside its first page (traces/sim: regions are page-rounded,
// followed by an unmapped guard page).
func (s *ustate) uniformLoad(x *asm.Instruction) bool {
	if !strings.HasPrefix(x.Op, "s_load_dword") || len(x.Operands) != 3 {
		return false
	}
	base, off := x.Operands[1], x.Operands[2]
	f, n, ok := uIndex(base)
	if !ok || n != 2 || f >= uExec || !s.ro.has(f) {
		return false
	}
	return off.Kind == asm.OpInt && off.Int >= 0 && off.Int+64 <= 4096
}

// branchUniform: the conditional branch x decides alike in every wave.
func (s *ustate) branchUniform(x *asm.Instruction) bool {
	switch x.Op {
	case "s_cbranch_scc0", "s_cbranch_scc1":
		return !s.taint.has(uSCC)
	case "s_cbranch_vccz", "s_cbranch_vccnz":
		return !s.taint.has(uVCC) && !s.taint.has(uVCC+1) || s.zu.has(uVCC) || s.uc.has(uVCC) && s.activeNZ
	case "s_cbranch_execz", "s_cbranch_execnz":
		return s.activeNZ
	case "s_branch":
		return true
	}
	return false
}
