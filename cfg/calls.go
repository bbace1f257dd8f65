package cfg

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// findCalls records the s_swappc_b64 call sites. A call is direct (Callee
// set) only when its target is proven: LLVM's sequence
//
//	s_getpc_b64 s[k:k+1]
//	s_add_u32   sk,   sk,   SYM@rel32@lo+4
//	s_addc_u32  sk+1, sk+1, SYM@rel32@hi+12
//	...                                   (nothing writes s[k:k+1])
//	s_swappc_b64 s[r:r+1], s[k:k+1]
//
// in one block, the three first instructions consecutive (the +4 and +12
// are the distances from the address s_getpc_b64 returns to the two
// literals), both halves naming the same symbol. Any other call is
// indirect: Call.Indirect says why, and no analysis may cost it as a call
// of a known function.
func (g *Graph) findCalls() {
	for _, b := range g.Blocks {
		for i, in := range b.Instrs {
			if in.Op != "s_swappc_b64" {
				continue
			}
			c := Call{Block: b, Instr: in}
			if len(in.Operands) == 2 {
				c.Return = in.Operands[0]
			}
			c.Callee, c.Indirect = provenTarget(b.Instrs[:i], in)
			g.Calls = append(g.Calls, c)
		}
	}
}

// provenTarget returns the symbol the call in calls when the instructions
// before it in its block prove it, else "" and why not.
func provenTarget(before []*asm.Instruction, call *asm.Instruction) (string, string) {
	if len(call.Operands) != 2 || !isSPair(call.Operands[1]) {
		return "", fmt.Sprintf("%s takes its target from %s, not from an SGPR pair", call.Op, operandText(call.Operands, 1))
	}
	tgt := call.Operands[1]
	lo, hi := tgt.Lo, tgt.Lo+1
	// The last writer of the target pair before the call.
	j := len(before) - 1
	for j >= 0 && !writesSGPR(before[j], lo) && !writesSGPR(before[j], hi) {
		j--
	}
	why := func(msg string) (string, string) {
		return "", fmt.Sprintf("%s through %s: %s; the target of a call is proven only for s_getpc_b64 %s, s_add_u32 with SYM@rel32@lo+4 and s_addc_u32 with SYM@rel32@hi+12 just before it", call.Op, tgt.Text, msg, tgt.Text)
	}
	if j < 2 {
		return why("no s_getpc_b64/s_add_u32/s_addc_u32 sequence before it in its block builds the pair")
	}
	getpc, add, addc := before[j-2], before[j-1], before[j]
	symLo, okLo := relocation(add, "s_add_u32", lo, "@rel32@lo+4")
	symHi, okHi := relocation(addc, "s_addc_u32", hi, "@rel32@hi+12")
	switch {
	case getpc.Op != "s_getpc_b64" || len(getpc.Operands) != 1 || !getpc.Operands[0].IsReg(asm.SGPR, lo, hi):
		return why(fmt.Sprintf("the pair was last written by %q (%s), not by the sequence", before[j].Text, before[j].Pos()))
	case !okLo || !okHi:
		return why(fmt.Sprintf("the pair was last written by %q and %q (%s), not by the sequence", add.Text, addc.Text, addc.Pos()))
	case symLo != symHi:
		return why(fmt.Sprintf("its low half names %s (%s) and its high half %s (%s): the address is of neither", symLo, add.Pos(), symHi, addc.Pos()))
	}
	return symLo, ""
}

// relocation returns SYM when in is `op sN, sN, SYM<suffix>`.
func relocation(in *asm.Instruction, op string, n int, suffix string) (string, bool) {
	if in.Op != op || len(in.Operands) != 3 || !in.Operands[0].IsReg(asm.SGPR, n, n) || !in.Operands[1].IsReg(asm.SGPR, n, n) {
		return "", false
	}
	o := in.Operands[2]
	if o.Kind != asm.OpExpr || !strings.HasSuffix(o.Expr(), suffix) {
		return "", false
	}
	sym := strings.TrimSuffix(o.Expr(), suffix)
	if sym == "" || strings.ContainsAny(sym, "@+-*/()&|<>") {
		return "", false
	}
	return sym, true
}

func isSPair(o asm.Operand) bool {
	return o.Kind == asm.OpReg && o.File == asm.SGPR && o.Hi == o.Lo+1 && o.Lo%2 == 0
}

func operandText(ops []asm.Operand, i int) string {
	if i < len(ops) {
		return ops[i].Text
	}
	return "nothing"
}

// writesSGPR reports whether in may write SGPR n: its first operand (the
// destination of scalar, vector and memory instructions alike) or, for a
// VOP3 form, its second (a carry-out or compare destination). Stores,
// compares without a destination and control transfers write none. It
// errs on the side of a write, which only makes a proof fail.
func writesSGPR(in *asm.Instruction, n int) bool {
	switch {
	case len(in.Operands) == 0, in.Enc == asm.EncSOPP, in.Enc == asm.EncSOPC,
		strings.Contains(in.Op, "store"), in.Op == "s_setpc_b64", strings.HasPrefix(in.Op, "s_cmp"):
		return false
	}
	covers := func(o asm.Operand) bool {
		if o.Kind != asm.OpReg {
			return false
		}
		switch o.File {
		case asm.SGPR:
			return o.Lo <= n && n <= o.Hi
		case asm.Special:
			return o.Name() == "vcc" && (n == 106 || n == 107) // vcc is s[106:107] on gfx8-10
		}
		return false
	}
	if covers(in.Operands[0]) {
		return true
	}
	return (in.Enc == asm.EncVOP3 || in.Enc == asm.EncVOP3P) && len(in.Operands) > 1 && covers(in.Operands[1])
}

// CheckReturn proves that the function whose CFG is g returns to its
// caller: every s_setpc_b64 in it jumps through ret, the pair the caller's
// s_swappc_b64 put the return address in, while that pair still holds
// it. The pair holds it on entry; an instruction that writes it destroys
// it (a nested call's s_swappc_b64 among them), unless it copies it back
// from where it was saved: s_mov_b32/s_mov_b64 from SGPRs it was copied to,
// or v_readlane_b32 from the VGPR lane v_writelane_b32 saved it in (LLVM's
// save and restore around a nested call), with the copy intact. The
// analysis is a forward data flow over g (must: a path that loses the
// address loses the proof). The error names the return that cannot be
// proven.
func (g *Graph) CheckReturn(ret asm.Operand) error {
	if !isSPair(ret) {
		return fmt.Errorf("%s: the return address is in %s, not in an SGPR pair", g.Func.Name, ret.Text)
	}
	n := len(g.Blocks)
	in := make([]*retState, n)
	if n == 0 {
		return nil
	}
	in[0] = &retState{valid: [2]bool{true, true}, copies: map[retLoc]int{}}
	work := []int{0}
	queued := make([]bool, n)
	queued[0] = true
	for len(work) > 0 {
		id := work[0]
		work = work[1:]
		queued[id] = false
		s := in[id].clone()
		for _, x := range g.Blocks[id].Instrs {
			if x.Op == "s_setpc_b64" {
				if len(x.Operands) != 1 || !x.Operands[0].IsReg(asm.SGPR, ret.Lo, ret.Hi) {
					return fmt.Errorf("%s: device function %s returns through %s at %s, not through %s, where the call put the return address: its return cannot be proven", x.Pos(), g.Func.Name, operandText(x.Operands, 0), x.Pos(), ret.Text)
				}
				if !s.valid[0] || !s.valid[1] {
					return fmt.Errorf("%s: device function %s returns through %s at %s, but a path to it overwrites the return address there (%s) without restoring it from a saved copy: its return cannot be proven", x.Pos(), g.Func.Name, ret.Text, x.Pos(), s.lost)
				}
			}
			s.step(x, ret.Lo)
		}
		for _, e := range g.Blocks[id].Succs {
			to := e.To.ID
			if in[to] == nil {
				in[to] = s.clone()
			} else if !in[to].meet(s) {
				continue
			}
			if !queued[to] {
				queued[to] = true
				work = append(work, to)
			}
		}
	}
	return nil
}

// retLoc is where a half of the return address may be saved: an SGPR
// (vgpr < 0) or a lane of a VGPR.
type retLoc struct{ sgpr, vgpr, lane int }

// retState is what is known of the return address at a program point:
// whether each half of the pair holds it, and the locations holding a
// copy of a half (location → half).
type retState struct {
	valid  [2]bool
	copies map[retLoc]int
	lost   string // the instruction that destroyed a half, for errors
}

func (s *retState) clone() *retState {
	c := &retState{valid: s.valid, copies: make(map[retLoc]int, len(s.copies)), lost: s.lost}
	for k, v := range s.copies {
		c.copies[k] = v
	}
	return c
}

// meet intersects o into s and reports whether s changed.
func (s *retState) meet(o *retState) bool {
	changed := false
	for h := range s.valid {
		if s.valid[h] && !o.valid[h] {
			s.valid[h], s.lost, changed = false, o.lost, true
		}
	}
	for k, v := range s.copies {
		if w, ok := o.copies[k]; !ok || w != v {
			delete(s.copies, k)
			changed = true
		}
	}
	return changed
}

// step applies instruction x; lo is the pair's low SGPR.
func (s *retState) step(x *asm.Instruction, lo int) {
	half := func(o asm.Operand) int { // which half an SGPR operand is, or -1
		if o.Kind == asm.OpReg && o.File == asm.SGPR && o.Lo == o.Hi && (o.Lo == lo || o.Lo == lo+1) {
			return o.Lo - lo
		}
		return -1
	}
	ops := x.Operands
	// Copies made by x (read before its write).
	switch {
	case x.Op == "s_mov_b32" && len(ops) == 2 && half(ops[1]) >= 0 && s.valid[half(ops[1])] && ops[0].Kind == asm.OpReg && ops[0].File == asm.SGPR:
		defer s.save(retLoc{sgpr: ops[0].Lo, vgpr: -1}, half(ops[1]))
	case x.Op == "s_mov_b64" && len(ops) == 2 && ops[1].IsReg(asm.SGPR, lo, lo+1) && isSPair(ops[0]):
		for h := 0; h < 2; h++ {
			if s.valid[h] {
				defer s.save(retLoc{sgpr: ops[0].Lo + h, vgpr: -1}, h)
			}
		}
	case x.Op == "v_writelane_b32" && len(ops) == 3 && half(ops[1]) >= 0 && s.valid[half(ops[1])] && ops[0].Kind == asm.OpReg && ops[0].File == asm.VGPR && ops[2].Kind == asm.OpInt:
		defer s.save(retLoc{sgpr: -1, vgpr: ops[0].Lo, lane: int(ops[2].Int)}, half(ops[1]))
	}
	// Restores.
	restored := [2]bool{}
	switch {
	case x.Op == "s_mov_b32" && len(ops) == 2 && half(ops[0]) >= 0 && ops[1].Kind == asm.OpReg && ops[1].File == asm.SGPR && ops[1].Lo == ops[1].Hi:
		h := half(ops[0])
		restored[h] = s.copyOf(retLoc{sgpr: ops[1].Lo, vgpr: -1}) == h
	case x.Op == "s_mov_b64" && len(ops) == 2 && ops[0].IsReg(asm.SGPR, lo, lo+1) && isSPair(ops[1]):
		for h := 0; h < 2; h++ {
			restored[h] = s.copyOf(retLoc{sgpr: ops[1].Lo + h, vgpr: -1}) == h
		}
	case x.Op == "v_readlane_b32" && len(ops) == 3 && half(ops[0]) >= 0 && ops[1].Kind == asm.OpReg && ops[1].File == asm.VGPR && ops[2].Kind == asm.OpInt:
		h := half(ops[0])
		restored[h] = s.copyOf(retLoc{sgpr: -1, vgpr: ops[1].Lo, lane: int(ops[2].Int)}) == h
	}
	for h := 0; h < 2; h++ {
		if writesSGPR(x, lo+h) {
			if restored[h] {
				s.valid[h] = true
			} else if s.valid[h] {
				s.valid[h], s.lost = false, fmt.Sprintf("%q at %s", x.Text, x.Pos())
			}
		}
	}
	// Writes destroy copies: SGPRs written, and VGPRs written other than
	// by v_writelane_b32 (which writes one lane).
	for k := range s.copies {
		switch {
		case k.vgpr < 0 && writesSGPR(x, k.sgpr):
			delete(s.copies, k)
		case k.vgpr >= 0 && writesVGPR(x, k.vgpr):
			if x.Op != "v_writelane_b32" || len(ops) < 3 || ops[2].Kind != asm.OpInt || int(ops[2].Int) == k.lane {
				delete(s.copies, k)
			}
		}
	}
}

func (s *retState) save(l retLoc, half int) { s.copies[l] = half }

func (s *retState) copyOf(l retLoc) int {
	if h, ok := s.copies[l]; ok {
		return h
	}
	return -1
}

// writesVGPR reports whether in may write VGPR n (its first operand; a
// load's data too).
func writesVGPR(in *asm.Instruction, n int) bool {
	if len(in.Operands) == 0 || strings.Contains(in.Op, "store") || in.Enc.IsScalar() && in.Op != "v_readlane_b32" {
		return false
	}
	o := in.Operands[0]
	return o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo <= n && n <= o.Hi
}
