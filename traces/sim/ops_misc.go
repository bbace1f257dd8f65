package sim

import (
	"encoding/binary"
	"fmt"
)

// Scalar stores, s_memtime/s_memrealtime, s_atc_probe*, s_trap, and the
// program-control ops without an effect on a compute kernel's results
// (s_wakeup, s_setkill).

func init() {
	register(smemStore, "s_store_dword", "s_store_dwordx2", "s_store_dwordx4",
		"s_buffer_store_dword", "s_buffer_store_dwordx2", "s_buffer_store_dwordx4")
	// s_memtime / s_memrealtime: the simulator has no clock the kernel may
	// observe deterministically across S and modes; they return the wave's
	// executed-instruction count (monotonic within a wave, deterministic).
	register(func(p *Program, in *Inst) error {
		in.Class = "smem"
		if err := checkMods(in); err != nil {
			return err
		}
		if err := wantOperands(in, 1); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 2, kS)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			w.set64(d.idx, uint64(w.Count))
			return nil
		}
		return nil
	}, "s_memtime", "s_memrealtime")
	// s_atc_probe*: address-translation cache probes, no architectural effect.
	register(func(p *Program, in *Inst) error {
		in.Class = "smem"
		in.exec = func(*Wave, *Inst) error { return nil }
		return nil
	}, "s_atc_probe", "s_atc_probe_buffer")
	register(nop("nop"), "s_wakeup", "s_setkill")
	// s_trap: hipcc emits it for __builtin_trap, abort() and failed
	// assertions; the run stops with an error naming the instruction.
	register(func(p *Program, in *Inst) error {
		in.Class = "nop"
		in.exec = func(w *Wave, in *Inst) error {
			return fmt.Errorf("%s: wave %s executed a trap (the kernel aborted)", in.Where(), w.Name())
		}
		return nil
	}, "s_trap")
}

// smemStore: s_store_dword{,x2,x4} sdata, s[base:base+1], offset and
// s_buffer_store_* through a buffer descriptor (base in its first 48 bits).
func smemStore(p *Program, in *Inst) error {
	n, addr, err := smemAddress(in, "s_buffer_")
	if err != nil {
		return err
	}
	data, ok := sregIndex(in.Operands[0])
	if !ok || in.Operands[0].NumRegs() != n {
		return fmt.Errorf("data %s: want %d SGPRs", in.Operands[0].Text, n)
	}
	in.exec = func(w *Wave, in *Inst) error {
		b, err := w.global(in, -1, addr(w), 4*n, true)
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			binary.LittleEndian.PutUint32(b[4*i:], w.S[data+i])
		}
		return nil
	}
	return nil
}
