package sim

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Program control (SOPP) and hardware registers.

// branchCond is when a branch is taken.
type branchCond uint8

const (
	brAlways branchCond = iota // s_branch
	brSCC1
	brSCC0
	brVCCZ
	brVCCNZ
	brExecZ // no active lane: EXEC & the split mask
	brExecNZ
)

// taken reports whether a branch of condition c is taken by w.
func (c branchCond) taken(w *Wave) bool {
	switch c {
	case brSCC1:
		return w.SCC
	case brSCC0:
		return !w.SCC
	case brVCCZ:
		return w.VCC() == 0
	case brVCCNZ:
		return w.VCC() != 0
	case brExecZ:
		return w.Active() == 0
	case brExecNZ:
		return w.Active() != 0
	}
	return true
}

// branch builds s_branch and s_cbranch_*: cond says when the branch is
// taken; execSkip whether it is an exec-skip branch that may split. The
// executors of the exec-skip and SCC conditions are written out (no call
// of the condition).
// Kept out of line (noinline): see fusedLogic64.
//
//go:noinline
func branch(cond branchCond, execSkip bool) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "branch"
		if err := wantOperands(in, 1); err != nil {
			return err
		}
		t := in.BranchTarget()
		pc, ok := in.fn.labels[t]
		if !ok {
			of := "the kernel"
			if in.InCallee() {
				of = "function " + in.fn.fn.Name
			}
			return fmt.Errorf("branch target %q is not a label of %s", in.Operands[0].Text, of)
		}
		in.target = pc
		// Callees are not split points (calls.go).
		splits := execSkip && !in.InCallee()
		if splits {
			in.order = orderSplit
		}
		switch {
		case splits && cond == brExecZ:
			in.exec = func(w *Wave, in *Inst) error {
				// Machine.split's first test, here: at S = 63 most waves
				// that reach the branch hold one lane and cannot split.
				if w.m.Opt.S > 0 && w.SplitMarked() && w.Exec()&w.Split != 0 && w.Split&^w.Exec() != 0 {
					w.m.split(w)
				}
				t := w.Active() == 0
				w.m.taken = t
				if t {
					w.PC = in.target
				}
				return nil
			}
		case !splits && cond == brSCC1:
			in.exec = func(w *Wave, in *Inst) error {
				t := w.SCC
				w.m.taken = t
				if t {
					w.PC = in.target
				}
				return nil
			}
		case !splits && cond == brSCC0:
			in.exec = func(w *Wave, in *Inst) error {
				t := !w.SCC
				w.m.taken = t
				if t {
					w.PC = in.target
				}
				return nil
			}
		default:
			in.exec = func(w *Wave, in *Inst) error {
				if splits && w.m.Opt.S > 0 && w.SplitMarked() {
					w.m.split(w)
				}
				t := cond.taken(w)
				w.m.taken = t
				if t {
					w.PC = in.target
				}
				return nil
			}
		}
		return nil
	}
}

func nop(class string) builder {
	return func(p *Program, in *Inst) error {
		in.Class = class
		in.order = orderNop // Run's look-ahead skips it
		in.exec = func(*Wave, *Inst) error { return nil }
		return nil
	}
}

// hwreg ids (GCN3)
var hwRegNums = map[string]int{"HW_REG_MODE": 1, "HW_REG_STATUS": 2, "HW_REG_TRAPSTS": 3, "HW_REG_HW_ID": 4,
	"HW_REG_GPR_ALLOC": 5, "HW_REG_LDS_ALLOC": 6, "HW_REG_IB_STS": 7}

func decodeHwReg(o asm.Operand) (id, off, size int, err error) {
	if o.Kind != asm.OpHwReg {
		return 0, 0, 0, fmt.Errorf("want hwreg(...), got %s", o.Text)
	}
	id, ok := hwRegNums[o.HwReg().ID]
	if !ok {
		if _, e := fmt.Sscanf(o.HwReg().ID, "%d", &id); e != nil {
			return 0, 0, 0, fmt.Errorf("unknown hardware register %s", o.HwReg().ID)
		}
	}
	return id, o.HwReg().Offset, o.HwReg().Size, nil
}

// readHwReg returns a hardware register's value.
func readHwReg(w *Wave, id int) uint32 {
	switch id {
	case 1:
		return w.Mode
	case 2: // STATUS: SCC bit 0, EXECZ bit 9, VCCZ bit 10
		var s uint32
		if w.SCC {
			s |= 1
		}
		if w.Exec() == 0 {
			s |= 1 << 9
		}
		if w.VCC() == 0 {
			s |= 1 << 10
		}
		return s
	case 4: // HW_ID: wave id [3:0], simd [5:4], cu [11:8]
		return uint32(w.Index&15) | uint32(w.WG.ID%4)<<4 | uint32(w.WG.ID/4%16)<<8
	case 5: // GPR_ALLOC: vgpr size in 4-register granules at [13:8]
		return uint32((len(w.V)+3)/4-1) << 8
	case 6: // LDS_ALLOC: size in 64-dword granules at [20:12]
		return uint32((len(w.WG.LDS)+255)/256) << 12
	}
	return 0
}

func writeHwReg(w *Wave, id, off, size int, v uint32) error {
	mask := uint32(1<<size-1) << off
	if size == 32 {
		mask = ^uint32(0) << off
	}
	switch id {
	case 1:
		w.setMode(w.Mode&^mask | v<<off&mask)
		return nil
	case 3: // TRAPSTS: accepted, no effect
		return nil
	}
	return fmt.Errorf("s_setreg of hardware register %d is not supported", id)
}

func init() {
	register(branch(brAlways, false), "s_branch")
	register(branch(brSCC1, false), "s_cbranch_scc1")
	register(branch(brSCC0, false), "s_cbranch_scc0")
	register(branch(brVCCZ, false), "s_cbranch_vccz")
	register(branch(brVCCNZ, false), "s_cbranch_vccnz")
	register(branch(brExecZ, true), "s_cbranch_execz")
	register(branch(brExecNZ, true), "s_cbranch_execnz")
	register(nop("waitcnt"), "s_waitcnt", "s_waitcnt_vmcnt", "s_waitcnt_lgkmcnt", "s_waitcnt_expcnt")
	register(nop("nop"), "s_nop", "s_sleep", "s_setprio", "s_icache_inv", "s_dcache_inv", "s_dcache_wb",
		"s_incperflevel", "s_decperflevel", "s_ttracedata", "s_dcache_inv_vol", "s_dcache_wb_vol")
	register(func(p *Program, in *Inst) error {
		in.Class = "end"
		in.exec = func(w *Wave, _ *Inst) error {
			w.finish()
			return nil
		}
		return nil
	}, "s_endpgm")
	register(func(p *Program, in *Inst) error {
		in.Class = "barrier"
		in.exec = func(w *Wave, _ *Inst) error {
			w.AtBarrier = true
			w.WG.arrived++
			return nil
		}
		return nil
	}, "s_barrier")
	register(func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		id, off, size, err := decodeHwReg(in.Operands[0])
		if err != nil {
			return err
		}
		var s src
		if in.Op == "s_setreg_imm32_b32" {
			if in.Operands[1].Kind != asm.OpInt {
				return fmt.Errorf("want an immediate, got %s", in.Operands[1].Text)
			}
			s = src{kind: kConst, c: uint64(uint32(in.Operands[1].Int))}
		} else if s, err = decodeSrc(in.Operands[1], tB32); err != nil {
			return err
		}
		if id != 1 && id != 3 {
			return fmt.Errorf("s_setreg of hardware register %s is not supported", in.Operands[0].HwReg().ID)
		}
		in.exec = func(w *Wave, _ *Inst) error {
			return writeHwReg(w, id, off, size, uint32(s.scalar(w)))
		}
		return nil
	}, "s_setreg_b32", "s_setreg_imm32_b32")
	register(func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 1, kS)
		if err != nil {
			return err
		}
		id, off, size, err := decodeHwReg(in.Operands[1])
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			v := readHwReg(w, id) >> off
			if size < 32 {
				v &= 1<<size - 1
			}
			w.S[d.idx] = v
			return nil
		}
		return nil
	}, "s_getreg_b32")
}
