package roles

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// effect is what an instruction does to a wavefront's mask state (step),
// decoded from its mnemonic once per pass: the analysis visits every
// instruction of a block on each pass over it, and matching the mnemonic
// against prefixes on every visit was most of its time.
type effect struct {
	// skip: a branch or s_endpgm, which changes no mask (GCN3's fork and
	// join do: they are not skipped, and clobber everything).
	skip bool
	// form is an exactly modelled 64-bit SALU form, op its operation
	// (maskNone: not one of the mask operations, so the instruction
	// reads its sources, then goes on as rest says).
	form maskForm
	op   maskOp
	rest restKind
	// VALU (rest == restVALU): v_cmpx writes EXEC; v_cmp its mask
	// destination; carryOut: a scalar carry-out or flag as operand 1.
	cmpx, cmp, carryOut bool
	// deadVCC (VALU): a lane mask the instruction writes to VCC is
	// forgotten before anything reads it (deadVCCWrites), so it need
	// not be computed.
	deadVCC bool
}

// maskForm is the operand shape of an exactly modelled SALU instruction.
type maskForm uint8

const (
	formNone     maskForm = iota
	formMov               // s_mov_b64 d, s
	formNot               // s_not_b64 d, s
	formSaveexec          // s_OP_saveexec_b64 d, s: d = EXEC, EXEC = s OP EXEC
	formWrexec            // s_OP_wrexec_b64 d, s (gfx9+): EXEC = s OP EXEC, d = EXEC
	formBinary            // s_OP_b64 d, s0, s1
)

// restKind is what an instruction does besides an exact mask form.
type restKind uint8

const (
	restNone       restKind = iota // memory, LDS, export, ...: no scalar register written
	restVALU                       // a vector ALU op (valu)
	restSALU                       // another scalar op: forget operand 0
	restClobberAll                 // a call, s_movrel*, fork/join: forget every register
)

// maskOp is a binary operation of the 64-bit SALU and saveexec ops.
type maskOp uint8

const (
	maskNone maskOp = iota
	maskAnd
	maskOr
	maskXor
	maskAndn2
	maskOrn2
	maskNand
	maskNor
	maskXnor
	maskAndn1
	maskOrn1
)

var maskOps = map[string]maskOp{
	"and": maskAnd, "or": maskOr, "xor": maskXor, "andn2": maskAndn2, "orn2": maskOrn2,
	"nand": maskNand, "nor": maskNor, "xnor": maskXnor, "andn1": maskAndn1, "orn1": maskOrn1,
}

// apply computes x op y.
func (op maskOp) apply(d *bdd, x, y node) node {
	switch op {
	case maskAnd:
		return d.and(x, y)
	case maskOr:
		return d.or(x, y)
	case maskXor:
		return d.xor(x, y)
	case maskAndn2:
		return d.andNot(x, y)
	case maskOrn2:
		return d.or(x, d.not(y))
	case maskNand:
		return d.not(d.and(x, y))
	case maskNor:
		return d.not(d.or(x, y))
	case maskXnor:
		return d.not(d.xor(x, y))
	case maskAndn1:
		return d.andNot(y, x)
	case maskOrn1:
		return d.or(d.not(x), y)
	}
	panic("roles: no mask operation")
}

// decodeEffect decodes an instruction's effect on the mask state.
func decodeEffect(tg *isa.Target, in *asm.Instruction) effect {
	op := in.Op
	nops := len(in.Operands)
	if in.IsBranch() && !strings.Contains(op, "fork") && !strings.Contains(op, "join") || strings.HasPrefix(op, "s_endpgm") {
		return effect{skip: true}
	}
	var e effect
	name := func(suffix string) maskOp { return maskOps[strings.TrimSuffix(strings.TrimPrefix(op, "s_"), suffix)] }
	switch {
	case op == "s_mov_b64" && nops == 2:
		e.form = formMov
	case op == "s_not_b64" && nops == 2:
		e.form = formNot
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_saveexec_b64") && nops == 2:
		e.form, e.op = formSaveexec, name("_saveexec_b64")
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_wrexec_b64") && nops == 2:
		e.form, e.op = formWrexec, name("_wrexec_b64")
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_b64") && nops == 3:
		e.form, e.op = formBinary, name("_b64")
	}
	switch {
	case strings.HasPrefix(op, "v_"):
		e.rest = restVALU
		e.cmpx = strings.HasPrefix(op, "v_cmpx")
		e.cmp = strings.HasPrefix(op, "v_cmp")
		e.carryOut = tg.Inst(op).CarryOut
	case strings.HasPrefix(op, "s_"):
		switch {
		case strings.Contains(op, "movrel"), strings.Contains(op, "fork"), strings.Contains(op, "join"),
			op == "s_setpc_b64", op == "s_swappc_b64", op == "s_rfe_b64", strings.HasPrefix(op, "s_call"):
			e.rest = restClobberAll
		default:
			e.rest = restSALU
		}
	}
	return e
}

// decodeEffects decodes the effect of every instruction of g, by block.
func decodeEffects(g *cfg.Graph, tg *isa.Target) [][]effect {
	eff := make([][]effect, len(g.Blocks))
	for i, b := range g.Blocks {
		eff[i] = make([]effect, len(b.Instrs))
		for j, in := range b.Instrs {
			eff[i][j] = decodeEffect(tg, in)
		}
		deadVCCWrites(b, eff[i])
	}
	return eff
}

// deadVCCWrites marks the VALU instructions of a block whose lane mask
// written to VCC nothing can read: the next instruction of the block
// that touches VCC forgets or overwrites it first. Every VALU op forgets
// VCC before it writes (valu), and the analysis reads VCC only as the
// source of an exact SALU form (step) and at a vccz/vccnz branch, so on
// GCN3, where v_add_u32 and v_addc_u32 write a carry-out to VCC, most
// such writes are dead. Skipping them changes no result: the value
// would be dropped within the block, and the variables it would make
// are used by nothing else (variables are ordered by when they are
// made, and leaving one out keeps the order of the others). VCC counts
// as read at the end of the block (a branch, a join or a successor may
// read it).
func deadVCCWrites(b *cfg.Block, eff []effect) {
	live := true // VCC read before it is written again, after instruction j
	for j := len(b.Instrs) - 1; j >= 0; j-- {
		e := &eff[j]
		in := b.Instrs[j]
		if e.skip {
			continue
		}
		names := func(o asm.Operand) bool {
			return o.Kind == asm.OpReg && o.File == asm.Special && strings.HasPrefix(o.Name(), "vcc")
		}
		switch {
		case e.rest == restVALU && e.form == formNone:
			e.deadVCC = !live
			live = false // forgotten before the op writes
		case e.form != formNone:
			reads := false
			for _, o := range in.Operands[1:] {
				reads = reads || names(o)
			}
			switch {
			case reads:
				live = true
			case names(in.Operands[0]) && e.op != maskNone:
				live = false // overwritten (write)
			case e.rest == restClobberAll || e.rest == restSALU && names(in.Operands[0]):
				live = false // forgotten (clobber)
			}
		case e.rest == restClobberAll || e.rest == restSALU && len(in.Operands) > 0 && names(in.Operands[0]):
			live = false
		}
	}
}
