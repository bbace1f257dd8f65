package cfg

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// setregEffect returns how an instruction changes the MODE bit the split
// hardware reads (splitBit: the target's, bit 21, thesis 4.5.1): to on or
// off (`s_setreg_imm32_b32 hwreg(HW_REG_MODE, o, s), imm` covering the
// bit), to an unknown value (`s_setreg_b32` from a register covering it),
// or not at all (other hardware registers or other MODE fields such as
// rounding and denormal modes).
func setregEffect(in *asm.Instruction, splitBit int) (SplitState, bool) {
	if in.Op != "s_setreg_imm32_b32" && in.Op != "s_setreg_b32" || len(in.Operands) < 2 {
		return 0, false
	}
	h := in.Operands[0]
	if h.Kind != asm.OpHwReg || h.HwReg().ID != "HW_REG_MODE" {
		return 0, false
	}
	if splitBit < h.HwReg().Offset || splitBit >= h.HwReg().Offset+h.HwReg().Size {
		return 0, false
	}
	v := in.Operands[1]
	if in.Op == "s_setreg_b32" || v.Kind != asm.OpInt {
		return SplitMixed, true
	}
	if (uint64(v.Int)>>(splitBit-h.HwReg().Offset))&1 == 1 {
		return SplitOn, true
	}
	return SplitOff, true
}

// splitBit is the MODE bit the split hardware reads on g's target.
func (g *Graph) splitBit() int { return isa.For(g.Arch).SplitBit }

// meet combines the states of two incoming paths.
func meet(a, b SplitState) SplitState {
	switch {
	case a == SplitUnknown:
		return b
	case b == SplitUnknown || a == b:
		return a
	}
	return SplitMixed
}

// splitMarking runs a forward data-flow of MODE bit 21 from the entry (where it
// is clear) to a fixed point, records the state at every block entry and every
// branch, and warns about branches whose state differs between paths and about
// marked regions that contain no exec-skip branch.
func (g *Graph) splitMarking() {
	splitBit := g.splitBit()
	out := make([]SplitState, len(g.Blocks))
	for changed := true; changed; {
		changed = false
		for _, b := range g.Blocks {
			in := SplitUnknown
			if b.ID == 0 {
				in = SplitOff
			}
			for _, e := range b.Preds {
				in = meet(in, out[e.From.ID])
			}
			b.Split = in
			s := in
			for _, ins := range b.Instrs {
				if eff, ok := setregEffect(ins, splitBit); ok {
					s = eff
				}
			}
			if s != out[b.ID] {
				out[b.ID] = s
				changed = true
			}
		}
	}
	for _, br := range g.Branches {
		s := br.Block.Split
		for _, ins := range br.Block.Instrs {
			if eff, ok := setregEffect(ins, splitBit); ok {
				s = eff
			}
		}
		br.Split = s
		if br.Class == ExecSkip && s == SplitMixed {
			g.Warnings = append(g.Warnings, Warning{Pos: br.Instr.Pos(), Msg: fmt.Sprintf(
				"split marking (MODE bit %d) differs between the paths reaching %s in %s: it splits on some paths only", splitBit, br.Instr.Op, br.Block.Name)})
		}
	}
	g.checkMarkedRegions()
}

// checkMarkedRegions warns for every instruction that sets MODE bit 21 when no
// exec-skip branch can execute before the bit is cleared again: LLVM removes
// s_cbranch_execz around short bodies, leaving nothing to split at.
func (g *Graph) checkMarkedRegions() {
	splitBit := g.splitBit()
	for _, b := range g.Blocks {
		for i, in := range b.Instrs {
			if eff, ok := setregEffect(in, splitBit); !ok || eff != SplitOn {
				continue
			}
			if !g.reachesExecSkipWhileSet(b, i+1) {
				g.Warnings = append(g.Warnings, Warning{Pos: in.Pos(), Msg: fmt.Sprintf("MODE bit %d is set here but no s_cbranch_execz/execnz runs before it is cleared: nothing can split ", splitBit) +
					"(LLVM may have removed the skip branch; compile with -mllvm -amdgpu-skip-threshold=0)"})
			}
		}
	}
}

// reachesExecSkipWhileSet walks forward from instruction i of b while bit 21
// stays set and reports whether an exec-skip branch is met.
func (g *Graph) reachesExecSkipWhileSet(b *Block, i int) bool {
	splitBit := g.splitBit()
	seen := map[*Block]bool{}
	type point struct {
		b *Block
		i int
	}
	stack := []point{{b, i}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		cleared := false
		for _, in := range p.b.Instrs[p.i:] {
			if eff, ok := setregEffect(in, splitBit); ok && eff == SplitOff {
				cleared = true
				break
			}
			if in.Op == "s_cbranch_execz" || in.Op == "s_cbranch_execnz" {
				return true
			}
		}
		if cleared {
			continue
		}
		for _, e := range p.b.Succs {
			if !seen[e.To] {
				seen[e.To] = true
				stack = append(stack, point{e.To, 0})
			}
		}
	}
	return false
}
