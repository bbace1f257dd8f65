package sim

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// Scalar instructions gfx9 (Vega, GCN5) adds to gfx8: SOP2 shift-and-add,
// high multiplies and 16-bit packs; SOP1 EXEC forms with the negated first
// operand (andn1/orn1 saveexec, the wrexec forms) and s_bitreplicate;
// scalar memory atomics (s_atomic_*, s_buffer_atomic_*) and s_dcache_discard.
// Sources: AMD's Vega ISA reference (SOP1, SOP2, SMEM chapters); CLRX's
// GcnInstrsSop1/Sop2/Smem (GCN 1.4 pseudocode).

func init() {
	b32, b64 := tB32, tB64
	// s_lshlN_add_u32: D = (S0 << N) + S1 computed in 64 bits; SCC is the
	// unsigned overflow of that sum (bits shifted out of S0 count).
	for n := uint(1); n <= 4; n++ {
		n := n
		register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
			s := (a&0xffffffff)<<n + b&0xffffffff
			return s & 0xffffffff, s>>32 != 0
		}), fmt.Sprintf("s_lshl%d_add_u32", n))
	}
	// High halves of 32x32 products; SCC unchanged.
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return (a & 0xffffffff) * (b & 0xffffffff) >> 32, scc
	}), "s_mul_hi_u32")
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return uint64(uint32(uint64(int64(i32(a))*int64(i32(b))) >> 32)), scc
	}), "s_mul_hi_i32")
	// 16-bit packs: low or high halves of S0 and S1 into D's low and high
	// halves; SCC unchanged.
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return a&0xffff | (b&0xffff)<<16, scc
	}), "s_pack_ll_b32_b16")
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return a&0xffff | b&0xffff0000, scc
	}), "s_pack_lh_b32_b16")
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return a>>16&0xffff | b&0xffff0000, scc
	}), "s_pack_hh_b32_b16")
	// s_bitreplicate_b64_b32: bit i of S0 becomes bits 2i and 2i+1 of D.
	register(saluT(1, b64, [2]typ{b32}, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		var d uint64
		for i := uint(0); i < 32; i++ {
			d |= (a >> i & 1) * 3 << (2 * i)
		}
		return d, scc
	}), "s_bitreplicate_b64_b32")

	// EXEC = f(S0, EXEC); saveexec: D = the old EXEC, wrexec: D = the new
	// EXEC; SCC = EXEC != 0.
	register(exec64(func(s, e uint64) uint64 { return ^s & e }, false), "s_andn1_saveexec_b64")
	register(exec64(func(s, e uint64) uint64 { return ^s | e }, false), "s_orn1_saveexec_b64")
	register(exec64(func(s, e uint64) uint64 { return ^s & e }, true), "s_andn1_wrexec_b64")
	register(exec64(func(s, e uint64) uint64 { return s &^ e }, true), "s_andn2_wrexec_b64")

	// s_dcache_discard(_x2) sbase, offset: drops scalar cache lines without
	// writing them back; memory is coherent here, so it changes nothing.
	register(func(p *Program, in *Inst) error {
		in.Class = "nop" // a cache hint: no unit or counter (isa class smem_cache)
		if err := checkMods(in, "offset"); err != nil {
			return err
		}
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		if b, ok := sregIndex(in.Operands[0]); !ok || in.Operands[0].NumRegs() != 2 || b < 0 {
			return fmt.Errorf("base %s: want 2 SGPRs", in.Operands[0].Text)
		}
		in.exec = func(*Wave, *Inst) error { return nil }
		return nil
	}, "s_dcache_discard", "s_dcache_discard_x2")

	for _, name := range []string{"add", "sub", "swap", "cmpswap", "smin", "smax", "umin", "umax", "and", "or", "xor", "inc", "dec"} {
		register(smemAtomic, "s_atomic_"+name, "s_atomic_"+name+"_x2",
			"s_buffer_atomic_"+name, "s_buffer_atomic_"+name+"_x2")
	}
}

// exec64 builds the EXEC-update forms of SOP1 (gfx8's saveexec family in
// ops_scalar.go, gfx9's andn1/orn1 saveexec and wrexec): EXEC = f(S0,
// EXEC); D = the old EXEC, or the new one when wr; SCC = EXEC != 0.
// Kept out of line (noinline): see fusedLogic64.
//
//go:noinline
func exec64(f func(s, e uint64) uint64, wr bool) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "salu"
		d, s, err := decodeSOP1B64(in)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			e := w.Exec()
			n := f(s.scalar(w), e)
			if wr {
				e = n
			}
			w.set64(d.idx, e)
			w.setExec(n)
			w.SCC = n != 0
			return nil
		}
		return nil
	}
}

// smemAtomic is s_atomic_OP[_x2] sdata, sbase, offset [glc] and its
// s_buffer_atomic form (sbase a 4-SGPR buffer descriptor): the atomic
// operation on the dword (qword for _x2) at the scalar address; with glc
// the memory's old value is returned in sdata. cmpswap's sdata holds the
// new value then the compare value (2 or 4 SGPRs), and returns into its
// first half.
func smemAtomic(p *Program, in *Inst) error {
	in.Class = "smem"
	if err := checkMods(in, "glc", "offset"); err != nil {
		return err
	}
	if err := wantOperands(in, 3); err != nil {
		return err
	}
	op := strings.TrimPrefix(strings.TrimPrefix(in.Op, "s_buffer_atomic_"), "s_atomic_")
	wide := strings.HasSuffix(op, "_x2")
	op = strings.TrimSuffix(op, "_x2")
	f := atomics[op]
	cmpswap := op == "cmpswap"
	n := 1
	if wide {
		n = 2
	}
	nd := n
	if cmpswap {
		nd *= 2
	}
	data, err := decodeDst(in.Operands[0], nd, kS)
	if err != nil {
		return err
	}
	base, ok := sregIndex(in.Operands[1])
	bn := 2
	if strings.HasPrefix(in.Op, "s_buffer_") {
		bn = 4
	}
	if !ok || in.Operands[1].NumRegs() != bn {
		return fmt.Errorf("base %s: want %d SGPRs", in.Operands[1].Text, bn)
	}
	off, err := decodeSrc(in.Operands[2], tB32)
	if err != nil {
		return err
	}
	glc := hasMod(in, "glc")
	size := 4 * n
	in.exec = func(w *Wave, in *Inst) error {
		addr := (w.get64(base)&0xffff_ffff_ffff + off.scalar(w)&0xffffffff) &^ uint64(size-1)
		b, err := w.globalRW(in, -1, addr, size, true, true)
		if err != nil {
			return err
		}
		var old, d, c uint64
		if wide {
			old = binary.LittleEndian.Uint64(b)
			d = w.get64(data.idx)
			if cmpswap {
				c = w.get64(data.idx + 2)
			}
		} else {
			old = uint64(binary.LittleEndian.Uint32(b))
			d = uint64(w.S[data.idx])
			if cmpswap {
				c = uint64(w.S[data.idx+1])
			}
		}
		putAtomic(b, f(old, d, c, wide), wide)
		if glc {
			if wide {
				w.set64(data.idx, old)
			} else {
				w.S[data.idx] = uint32(old)
			}
		}
		return nil
	}
	return nil
}
