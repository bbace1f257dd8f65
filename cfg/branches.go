package cfg

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// classifyBranches records every conditional branch with its class.
func (g *Graph) classifyBranches() {
	for _, b := range g.Blocks {
		last := b.Last()
		if last == nil || !strings.HasPrefix(last.Op, "s_cbranch_") {
			continue
		}
		br := &Branch{Block: b, Instr: last, Cond: strings.TrimPrefix(last.Op, "s_cbranch_")}
		switch br.Cond {
		case "execz", "execnz":
			br.Class = ExecSkip
		default: // scc0, scc1, vccz, vccnz, cdbgsys, cdbguser, ...
			br.Class = Uniform
		}
		for _, e := range b.Succs {
			switch e.Kind {
			case Taken:
				br.Taken = e
			case NotTaken:
				br.NotTaken = e
			}
		}
		br.LoopBack = br.Taken != nil && br.Taken.Back
		g.Branches = append(g.Branches, br)
	}
}

// findJoins finds the reconvergence block of every exec-skip branch: the first
// block on the post-dominator chain that restores EXEC from the register in
// which the branch's block saved it (`s_or_b64 exec, exec, sN`). This matters
// for if/else: the `s_cbranch_execz` of the then-part is post-dominated first
// by the else's flow block (`s_or_saveexec_b64`), which is not the join. When
// no restoring block is found the immediate post-dominator is used.
func (g *Graph) findJoins() {
	for _, br := range g.Branches {
		if br.Class != ExecSkip {
			continue
		}
		first := g.Ipdom(br.Block)
		if first == nil {
			continue
		}
		br.Join = first
		saved, ok := savedExecReg(br.Block, g.Arch)
		if !ok {
			continue
		}
		for b := first; b != nil; b = g.Ipdom(b) {
			if restoresExec(b, saved) {
				br.Join = b
				break
			}
			saved = renamedSave(b, saved)
		}
	}
}

// isExec reports whether o is EXEC (exec_lo for wave32 code on gfx10+).
func isExec(o asm.Operand) bool {
	return o.IsSpecial("exec") || o.IsSpecial("exec_lo")
}

// savedExecReg finds the SGPR (pair) holding the EXEC mask to restore after the
// branch ending b: the destination of an s_*_saveexec in b, or the mask that an
// `s_andn2_b64 exec, exec, sN` (divergent loop exit) removes.
func savedExecReg(b *Block, _ asm.Arch) (asm.Operand, bool) {
	var reg asm.Operand
	found := false
	for _, in := range b.Instrs {
		switch {
		case strings.Contains(in.Op, "_saveexec_") && len(in.Operands) > 0 && in.Operands[0].Kind == asm.OpReg:
			reg, found = in.Operands[0], true
		case (in.Op == "s_mov_b64" || in.Op == "s_mov_b32") && len(in.Operands) == 2 &&
			in.Operands[0].File == asm.SGPR && isExec(in.Operands[1]):
			// gfx10+: `s_mov_b32 sN, exec_lo` then v_cmpx writes EXEC directly.
			reg, found = in.Operands[0], true
		case found && (in.Op == "s_xor_b64" || in.Op == "s_xor_b32") && len(in.Operands) == 3 && in.Operands[0].File == asm.SGPR &&
			(isExec(in.Operands[1]) && sameReg(in.Operands[2], reg) || isExec(in.Operands[2]) && sameReg(in.Operands[1], reg)):
			// if/else: `s_and_saveexec_b64 sA, ...` then `s_xor_b64 sB,
			// exec, sA` keeps the else lanes in sB, which the else flow
			// block's s_*_saveexec takes (LLVM may pick sB != sA).
			reg = in.Operands[0]
		case (in.Op == "s_andn2_b64" || in.Op == "s_andn2_b32" || in.Op == "s_and_not1_b32" || in.Op == "s_and_not1_b64") &&
			len(in.Operands) == 3 && isExec(in.Operands[0]) && isExec(in.Operands[1]) && in.Operands[2].Kind == asm.OpReg:
			reg, found = in.Operands[2], true
		}
	}
	return reg, found
}

// renamedSave follows the saved mask when a block moves it to another register:
// an else flow block `s_or_saveexec_b64 s[10:11], s[2:3]` (or
// s_andn2_saveexec) continues the if/else whose mask was in s[2:3], and the
// join then restores s[10:11].
func renamedSave(b *Block, reg asm.Operand) asm.Operand {
	for _, in := range b.Instrs {
		if strings.Contains(in.Op, "_saveexec_") && len(in.Operands) == 2 &&
			in.Operands[0].Kind == asm.OpReg && sameReg(in.Operands[1], reg) {
			reg = in.Operands[0]
		}
	}
	return reg
}

// restoresExec reports whether b ORs reg back into EXEC.
func restoresExec(b *Block, reg asm.Operand) bool {
	for _, in := range b.Instrs {
		if in.Op != "s_or_b64" && in.Op != "s_or_b32" || len(in.Operands) != 3 || !isExec(in.Operands[0]) {
			continue
		}
		a, c := in.Operands[1], in.Operands[2]
		if isExec(a) && sameReg(c, reg) || isExec(c) && sameReg(a, reg) {
			return true
		}
	}
	return false
}

func sameReg(a, b asm.Operand) bool {
	return a.Kind == asm.OpReg && b.Kind == asm.OpReg && a.File == b.File && a.Lo == b.Lo && a.Hi == b.Hi && a.Name() == b.Name()
}
