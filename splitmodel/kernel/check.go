package kernel

import (
	"errors"
	"fmt"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// CheckInstructions is the loader's instruction check, run for every
// command (cfg included): an error names each bad instruction's file:line
// and what was expected. No analysis may turn code the machine would not
// run as written into a finite bound.
//
// The rule per target:
//
//   - every target with a current operand table (asm.Checks: the tables
//     of cfg/asm/optable the current generator measured, gfx803's and its
//     aliases' at present): what LLVM's assembler
//     (llvm-mc-15) accepts for it (asm.Check: the form, each operand and
//     modifier, register files, literals and the constant bus). This
//     check covers every function of the file, not only the kernel: a file
//     llvm-mc rejects anywhere has no object code to bound, and the kernel
//     may call the function. An instruction it refuses gets that one
//     message, not the later checks' too. Other processors get only the
//     checks below;
//   - gfx8 and gfx9 (the simulated generations, isa.Target.Simulated): an
//     instruction whose opcode the simulator's table has (through its
//     record's semantics entry) must have an operand list its decoder
//     accepts the length of (sim.Decode, *sim.OperandCountError; the
//     device functions the kernel calls are decoded too), in the commands
//     that simulate and on a target without a current operand table (see
//     below). An opcode the
//     simulator lacks is checked as on gfx10+ below; `run`, `simulate`
//     and `analyze` still reject it (sim.Load), and so they do a call to
//     a function the file does not define.
//   - gfx10 and later (no simulator), and opcodes the simulator lacks:
//     the opcode must be classified by an explicit rule of the
//     instruction-class table cfg/isa (a mnemonic only its catch-all
//     fallback matches is unknown), its encoding must be known to cfg/asm,
//     and it must have at least the operands its encoding needs
//     (minOperands).
//   - every target: s_nop 0..15 (SIMM16[3:0] wait states), s_sleep 0..7 on
//     gfx8/gfx9 (SIMM16[2:0]) and 0..127 on gfx10+ (SIMM16[6:0]), and the
//     s_waitcnt fields vmcnt 0..15 (gfx8) or 0..63 (gfx9+), expcnt 0..7,
//     lgkmcnt 0..15 (gfx8, gfx9) or 0..63 (gfx10+), a raw s_waitcnt
//     immediate 0..0xffff.
//
// On a simulated target the decoded program (or the decoder's error) is
// returned too when decode is set (the commands that simulate): the
// kernel is decoded once, and Kernel.decode takes it. Without decode, on
// a target with a current operand table, the kernel is not decoded: the
// table's check already holds every operand list to what llvm-mc accepts,
// and the simulator's table (sim.Executes) tells which opcodes the
// gfx10+ rule below still checks. A decoder that refused, by its length,
// an operand list llvm-mc accepts would be a limit of the simulator, which
// sim.Load reports to the commands that simulate. (Decoding the 5.8 MB
// generated kernel was a fifth of `cfg`'s time.)
func CheckInstructions(fn *asm.Function, arch asm.Arch, decode bool) (Decoded, error) {
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	var errs []string
	invalid := map[*asm.Instruction]bool{} // refused by asm.Check
	if asm.Checks(arch) {
		for _, f := range filesFunctions(fn) {
			for _, in := range f.Instrs {
				if msg := asm.Check(arch, in); msg != "" {
					invalid[in] = true
					errs = append(errs, fmt.Sprintf("%s: %s (%s)", in.Pos(), msg, in.Text))
				}
			}
		}
	}
	var dec Decoded
	simulated := make([]bool, len(fn.Instrs)) // by index: decoded by the simulator
	switch {
	case !isSimulated(arch):
	case !decode && asm.Checks(arch):
		executes := map[string]bool{} // by opcode
		for i, in := range fn.Instrs {
			ok, seen := executes[in.Op]
			if !seen {
				ok = sim.Executes(arch, in.Op)
				executes[in.Op] = ok
			}
			simulated[i] = ok
		}
	default:
		dec.Program, dec.Err = sim.Decode(fn, arch)
		dec.Done = true
		var le *sim.LoadError
		if dec.Err != nil && !errors.As(dec.Err, &le) {
			return dec, dec.Err
		}
		for i := range simulated {
			simulated[i] = true
		}
		if le != nil {
			var index map[*asm.Instruction]int // fn.Instrs by instruction, made on demand
			for _, e := range le.Entries {
				switch {
				case e.Unsupported:
					if index == nil {
						index = make(map[*asm.Instruction]int, len(fn.Instrs))
						for i, in := range fn.Instrs {
							index[in] = i
						}
					}
					if i, ok := index[e.Instr]; ok {
						simulated[i] = false // checked like gfx9+ code below
					}
				case e.Malformed && !invalid[e.Instr]:
					errs = append(errs, e.Msg)
				}
				// Other decode errors (an operand kind or modifier the
				// simulator does not execute, such as a relocation) are
				// limits of the simulator, not malformed code: sim.Load
				// reports them to the commands that simulate.
			}
		}
	}
	for i, in := range fn.Instrs {
		if simulated[i] || invalid[in] {
			continue
		}
		if msg := checkOpcode(in, arch); msg != "" {
			errs = append(errs, fmt.Sprintf("%s: %s (%s)", in.Pos(), msg, in.Text))
		}
	}
	for _, in := range fn.Instrs {
		if invalid[in] {
			continue
		}
		if msg := checkImmediates(in, arch); msg != "" {
			errs = append(errs, fmt.Sprintf("%s: %s (%s)", in.Pos(), msg, in.Text))
		}
	}
	if len(errs) == 0 {
		return dec, nil
	}
	const maxShown = 20
	n := len(errs)
	if n > maxShown {
		errs = append(errs[:maxShown], fmt.Sprintf("... and %d more", n-maxShown))
	}
	l := &diag.List{Msg: fmt.Sprintf("kernel %s: %d invalid instruction(s) for %s:", fn.Name, n, arch.Name)}
	for _, e := range errs {
		d, ok := diag.Parse(e)
		if !ok {
			d = diag.Diagnostic{Severity: diag.Note, Msg: e}
		}
		l.Diags = append(l.Diags, d)
	}
	return dec, l
}

// filesFunctions is every function of fn's file, fn first.
func filesFunctions(fn *asm.Function) []*asm.Function {
	fs := []*asm.Function{fn}
	for _, f := range fn.Funcs {
		if f != fn {
			fs = append(fs, f)
		}
	}
	return fs
}

// Decoded is the simulator's decoding of a kernel the check made
// (sim.Decode): its program, or the error sim.Load would report. Done is
// false when the target is not simulated.
type Decoded struct {
	Program *sim.Program
	Err     error
	Done    bool
}

// isSimulated reports whether the simulator executes arch's code.
func isSimulated(arch asm.Arch) bool {
	t := isa.For(arch)
	return t.Simulated && t.Covers(arch)
}

// checkOpcode is the opcode and operand-count check of the code the
// simulator does not decode.
func checkOpcode(in *asm.Instruction, arch asm.Arch) string {
	if in.Enc == asm.EncUnknown {
		return fmt.Sprintf("unknown opcode %s: not an instruction of %s (no SOP*, SMEM, VOP*, DS, MUBUF, MTBUF, MIMG, FLAT or EXP encoding)", in.Mnemonic, arch.Name)
	}
	if r := isa.For(arch).Inst(in.Op); r.Class == nil || r.Rule.Fallback {
		if isSimulated(arch) {
			return fmt.Sprintf("unknown opcode %s: neither the simulator's opcode table (docs/simulator.md) nor a rule of the instruction-class table (cfg/isa/isa.yaml) names it", in.Mnemonic)
		}
		return fmt.Sprintf("unknown opcode %s: no rule of the instruction-class table (cfg/isa/isa.yaml) names it", in.Mnemonic)
	}
	if min := minOperands(in); len(in.Operands) < min {
		return fmt.Sprintf("%s (%s) needs at least %d operand(s), got %d", in.Mnemonic, in.Enc, min, len(in.Operands))
	}
	return ""
}

// noOperands are vector and scalar ops whose encoding takes no operand.
var noOperands = map[string]bool{"v_nop": true, "v_clrexcp": true, "v_pipeflush": true,
	"buffer_gl0_inv": true, "buffer_gl1_inv": true, "buffer_wbinvl1": true, "buffer_wbinvl1_vol": true,
	"buffer_wbinvl1_sc": true, "buffer_inv": true, "buffer_wbl2": true,
	"s_dcache_inv": true, "s_dcache_wb": true, "s_dcache_inv_vol": true, "s_dcache_wb_vol": true,
	"s_gl1_inv": true, "s_icache_inv": true}

// minOperands is the fewest operands an instruction of in's encoding can
// have (a destination and the sources the format always encodes).
func minOperands(in *asm.Instruction) int {
	if noOperands[in.Op] {
		return 0
	}
	switch in.Enc {
	case asm.EncVOP2, asm.EncSOP2:
		return 3 // vdst, src0, vsrc1
	case asm.EncVOP1, asm.EncVOPC, asm.EncVOP3, asm.EncVOP3P, asm.EncDPP, asm.EncSDWA, asm.EncSOPC, asm.EncSOPK:
		return 2 // vdst, src0 (gfx10's v_cmpx_*_e32 writes EXEC only: two sources)
	case asm.EncSOP1, asm.EncSMEM:
		return 1 // s_getpc_b64 sdst / s_memtime sdst
	case asm.EncFLAT, asm.EncMUBUF, asm.EncMTBUF, asm.EncMIMG:
		return 2
	}
	return 0
}

// checkImmediates checks the immediates whose range the hardware limits
// and the timing models read (s_nop, s_sleep, s_waitcnt).
func checkImmediates(in *asm.Instruction, arch asm.Arch) string {
	tg := isa.For(arch)
	switch in.Op {
	case "s_nop":
		return immRange(in, 0, int64(tg.NopMax), "SIMM16[3:0], wait states minus one")
	case "s_sleep":
		if tg.SleepMax == 127 {
			return immRange(in, 0, 127, "SIMM16[6:0] on gfx10+, units of 64 clocks")
		}
		return immRange(in, 0, int64(tg.SleepMax), fmt.Sprintf("SIMM16[2:0] on %s, units of 64 clocks", arch.Name))
	case "s_waitcnt":
		if len(in.Operands) != 1 {
			return ""
		}
		o := in.Operands[0]
		switch o.Kind {
		case asm.OpInt:
			if o.Int < 0 || o.Int > 0xffff {
				return fmt.Sprintf("s_waitcnt immediate %d out of range: allowed 0..0xffff (16-bit SIMM16)", o.Int)
			}
		case asm.OpWaitCnt:
			w := &tg.Waitcnt
			limit := map[string]int{"vmcnt": w.Max(isa.VMCnt), "expcnt": w.Max(isa.ExpCnt), "lgkmcnt": w.Max(isa.LGKMCnt), "vscnt": isa.VSCntMax}
			for _, name := range []string{"vmcnt", "expcnt", "lgkmcnt", "vscnt"} {
				if v, ok := o.WaitCnt[name]; ok && v > limit[name] {
					return fmt.Sprintf("%s(%d) out of range: allowed %s(0..%d) on %s", name, v, name, limit[name], arch.Name)
				}
			}
		}
	}
	return ""
}

func immRange(in *asm.Instruction, lo, hi int64, what string) string {
	if len(in.Operands) != 1 || in.Operands[0].Kind != asm.OpInt {
		return fmt.Sprintf("%s takes one integer immediate (%d..%d, %s)", in.Op, lo, hi, what)
	}
	if v := in.Operands[0].Int; v < lo || v > hi {
		return fmt.Sprintf("%s %d out of range: allowed %d..%d (%s)", in.Op, v, lo, hi, what)
	}
	return ""
}
