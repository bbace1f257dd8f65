package sim

import (
	"fmt"
	"math/bits"
)

// Scalar ALU opcodes on 64-bit operands and bit masks (s_bfe_u64, s_bfm_b64,
// s_bitcmp*_b64, s_bitset*, s_wqm, s_quadmask, s_flbit_i32*), and the
// M0-relative moves (s_movrels/s_movreld).

func init() {
	b32, b64 := tB32, tB64
	// s_bfe_{u,i}64: S1[5:0] offset, S1[22:16] width.
	register(saluT(2, b64, [2]typ{b64, b32}, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		off, w := b&63, (b>>16)&0x7f
		if w == 0 {
			return 0, false
		}
		r := a >> off
		if w < 64 {
			r &= 1<<w - 1
		}
		return r, r != 0
	}), "s_bfe_u64")
	register(saluT(2, b64, [2]typ{b64, b32}, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		off, w := b&63, (b>>16)&0x7f
		if w == 0 {
			return 0, false
		}
		if w > 64 {
			w = 64
		}
		r := a >> off
		if w < 64 {
			r = uint64(int64(r<<(64-w)) >> (64 - w))
		}
		return r, r != 0
	}), "s_bfe_i64")
	register(saluT(2, b64, [2]typ{b32, b32}, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return (uint64(1)<<(a&63) - 1) << (b & 63), scc
	}), "s_bfm_b64")
	cmp := func(f func(a, b uint64) bool) sfn {
		return func(a, b uint64, _ bool) (uint64, bool) { return 0, f(a, b) }
	}
	register(saluT(2, tNone, [2]typ{b64, b32}, fSCC|fNoDst, cmp(func(a, b uint64) bool { return a>>(b&63)&1 == 0 })), "s_bitcmp0_b64")
	register(saluT(2, tNone, [2]typ{b64, b32}, fSCC|fNoDst, cmp(func(a, b uint64) bool { return a>>(b&63)&1 == 1 })), "s_bitcmp1_b64")
	// s_bitset{0,1}: D.u[S0[4:0]] = 0/1; the destination is read.
	register(bitset(32, false), "s_bitset0_b32")
	register(bitset(32, true), "s_bitset1_b32")
	register(bitset(64, false), "s_bitset0_b64")
	register(bitset(64, true), "s_bitset1_b64")
	wqm := func(a uint64) uint64 {
		var r uint64
		for i := 0; i < 64; i += 4 {
			if a>>i&0xf != 0 {
				r |= 0xf << i
			}
		}
		return r
	}
	register(salu(1, b32, b32, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := wqm(a & 0xffffffff)
		return r, r != 0
	}), "s_wqm_b32")
	register(salu(1, b64, b64, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := wqm(a)
		return r, r != 0
	}), "s_wqm_b64")
	quad := func(a uint64, n int) uint64 {
		var r uint64
		for i := 0; i < n/4; i++ {
			if a>>(4*i)&0xf != 0 {
				r |= 1 << i
			}
		}
		return r
	}
	register(salu(1, b32, b32, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := quad(a, 32)
		return r, r != 0
	}), "s_quadmask_b32")
	register(salu(1, b64, b64, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := quad(a, 64)
		return r, r != 0
	}), "s_quadmask_b64")
	// s_flbit_i32 (alias s_flbit_i32_i32): leading bits equal to the sign.
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		v := uint32(a)
		if v == 0 || v == 0xffffffff {
			return 0xffffffff, scc
		}
		if int32(v) < 0 {
			v = ^v
		}
		return uint64(bits.LeadingZeros32(v) - 1), scc
	}), "s_flbit_i32")
	register(salu(1, b32, b64, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		if a == 0 || a == ^uint64(0) {
			return 0xffffffff, scc
		}
		if int64(a) < 0 {
			a = ^a
		}
		return uint64(bits.LeadingZeros64(a) - 1), scc
	}), "s_flbit_i32_i64")
	register(movrelS(1, false), "s_movrels_b32")
	register(movrelS(2, false), "s_movrels_b64")
	register(movrelS(1, true), "s_movreld_b32")
	register(movrelS(2, true), "s_movreld_b64")
}

func bitset(width int, one bool) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := checkMods(in); err != nil {
			return err
		}
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		n := width / 32
		d, err := decodeDst(in.Operands[0], n, kS)
		if err != nil {
			return err
		}
		s, err := decodeSrc(in.Operands[1], tB32)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			bit := s.scalar(w) & uint64(width-1)
			var v uint64
			if n == 2 {
				v = w.get64(d.idx)
			} else {
				v = uint64(w.S[d.idx])
			}
			if one {
				v |= 1 << bit
			} else {
				v &^= 1 << bit
			}
			if n == 2 {
				w.set64(d.idx, v)
			} else {
				w.S[d.idx] = uint32(v)
			}
			return nil
		}
		return nil
	}
}

// movrelS builds s_movrels (D = SGPR[src + M0]) and s_movreld
// (SGPR[dst + M0] = S0); n registers each. An index past the SGPRs is a
// run-time error.
func movrelS(n int, dstRel bool) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := checkMods(in); err != nil {
			return err
		}
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		do, so := in.Operands[0], in.Operands[1]
		di, ok := sregIndex(do)
		if !ok {
			return fmt.Errorf("destination %s: want an SGPR", do.Text)
		}
		if do.NumRegs() != n {
			return fmt.Errorf("destination %s: want %d SGPR(s)", do.Text, n)
		}
		var s src
		var err error
		t := tB32
		if n == 2 {
			t = tB64
		}
		if dstRel {
			if s, err = decodeSrc(so, t); err != nil {
				return err
			}
		} else {
			si, ok := sregIndex(so)
			if !ok || so.NumRegs() != n {
				return fmt.Errorf("source %s: want %d SGPR(s)", so.Text, n)
			}
			s = src{kind: kS, idx: si, wide: n == 2}
		}
		in.exec = func(w *Wave, in *Inst) error {
			m0 := int(w.S[regM0])
			idx := s.idx
			dIdx := di
			if dstRel {
				dIdx += m0
			} else {
				idx += m0
			}
			// The index stays within s0..s105 (the hardware's SGPRs).
			if m0 < 0 || dIdx < regSGPR || idx < regSGPR || dIdx+n > sgprIndex(numSGPRs) || idx+n > sgprIndex(numSGPRs) {
				return fmt.Errorf("%s: M0 = %d moves past s%d", in.Where(), m0, numSGPRs-1)
			}
			if dstRel {
				v := s.scalar(w)
				w.S[dIdx] = uint32(v)
				if n == 2 {
					w.S[dIdx+1] = uint32(v >> 32)
				}
				return nil
			}
			for k := 0; k < n; k++ {
				w.S[dIdx+k] = w.S[idx+k]
			}
			return nil
		}
		return nil
	}
}
