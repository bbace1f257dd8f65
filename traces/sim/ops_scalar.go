package sim

import (
	"fmt"
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Scalar ALU (SOP1, SOP2, SOPC, SOPK): one function per opcode on 32- or
// 64-bit operands, returning the result and the new SCC.

type sfn func(a, b uint64, scc bool) (d uint64, sccOut bool)

const (
	fSCC   = 1 << iota // writes SCC
	fNoDst             // no destination (compares)
	fCond              // writes the destination only when SCC is set (s_cmov)
	fK16s              // SOPK: the immediate is a signed 16-bit value
	fK16u              // SOPK: the immediate is an unsigned 16-bit value
	fKDst              // SOPK: the destination is also the first source
)

// salu builds a scalar ALU executor: operands are [dst] src0 [src1].
func salu(nsrc int, dt, st typ, flags int, f sfn) builder {
	return saluT(nsrc, dt, [2]typ{st, st}, flags, f)
}

// saluT is salu with a type per source (s_bfe_u64: 64-bit value, 32-bit
// field description).
// Kept out of line (noinline): see fusedLogic64.
//
//go:noinline
func saluT(nsrc int, dt typ, sts [2]typ, flags int, f sfn) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := checkMods(in); err != nil {
			return err
		}
		nd := 1
		if flags&fNoDst != 0 {
			nd = 0
		}
		nops := nd + nsrc
		if flags&fKDst != 0 {
			nops-- // s_addk_i32 sdst, imm: sdst is also src0
		}
		if err := wantOperands(in, nops); err != nil {
			return err
		}
		var d dst
		if nd == 1 {
			var err error
			if d, err = decodeDst(in.Operands[0], nregs(dt), kS); err != nil {
				return err
			}
		}
		var ss [2]src
		ops := in.Operands[nd:]
		if flags&fKDst != 0 {
			ops = append([]asm.Operand{in.Operands[0]}, ops...)
		}
		for i := 0; i < nsrc; i++ {
			o := ops[i]
			if flags&(fK16s|fK16u) != 0 && i == nsrc-1 {
				if o.Kind != asm.OpInt {
					return fmt.Errorf("want a 16-bit immediate, got %s", o.Text)
				}
				v := uint64(uint16(o.Int))
				if flags&fK16s != 0 {
					v = uint64(uint32(int32(int16(o.Int))))
				}
				ss[i] = src{kind: kConst, c: v}
				continue
			}
			t := sts[i]
			s, err := decodeSrc(o, t)
			if err != nil {
				return err
			}
			ss[i] = s
		}
		s0, s1 := ss[0], ss[1]
		wide := dt.wide()
		in.exec = func(w *Wave, _ *Inst) error {
			a := s0.scalar(w)
			var b uint64
			if nsrc > 1 {
				b = s1.scalar(w)
			}
			r, scc := f(a, b, w.SCC)
			if flags&fNoDst == 0 && (flags&fCond == 0 || w.SCC) {
				if wide {
					w.set64(d.idx, r)
				} else {
					w.S[d.idx] = uint32(r)
				}
			}
			if flags&fSCC != 0 {
				w.SCC = scc
			}
			return nil
		}
		return nil
	}
}

func nregs(t typ) int {
	if t.wide() {
		return 2
	}
	return 1
}

func u32(v uint64) uint32 { return uint32(v) }
func i32(v uint64) int32  { return int32(uint32(v)) }

func init() {
	registerSOP2()
	registerSOP1()
	registerSOPC()
	registerExecOps()
	useFusedScalar()
}

// registerSOP2 registers the SOP2 operations.
func registerSOP2() {
	b32, b64 := tB32, tB64
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		s := a&0xffffffff + b&0xffffffff
		return s, s>>32 != 0
	}), "s_add_u32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		return uint64(u32(a) - u32(b)), u32(b) > u32(a)
	}), "s_sub_u32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		r := i32(a) + i32(b)
		return uint64(uint32(r)), (i32(a) >= 0) == (i32(b) >= 0) && (r >= 0) != (i32(a) >= 0)
	}), "s_add_i32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		r := i32(a) - i32(b)
		return uint64(uint32(r)), (i32(a) >= 0) != (i32(b) >= 0) && (r >= 0) != (i32(a) >= 0)
	}), "s_sub_i32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, scc bool) (uint64, bool) {
		s := a&0xffffffff + b&0xffffffff + b2u(scc)
		return s, s>>32 != 0
	}), "s_addc_u32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, scc bool) (uint64, bool) {
		r := uint64(u32(a)) - uint64(u32(b)) - b2u(scc)
		return r, r>>32 != 0
	}), "s_subb_u32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		if i32(a) < i32(b) {
			return a, true
		}
		return b, false
	}), "s_min_i32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		if u32(a) < u32(b) {
			return a, true
		}
		return b, false
	}), "s_min_u32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		if i32(a) > i32(b) {
			return a, true
		}
		return b, false
	}), "s_max_i32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		if u32(a) > u32(b) {
			return a, true
		}
		return b, false
	}), "s_max_u32")
	sel := func(a, b uint64, scc bool) (uint64, bool) {
		if scc {
			return a, scc
		}
		return b, scc
	}
	register(salu(2, b32, b32, 0, sel), "s_cselect_b32")
	register(salu(2, b64, b64, 0, sel), "s_cselect_b64")
	logic := func(f func(a, b uint64) uint64, mask uint64) sfn {
		return func(a, b uint64, _ bool) (uint64, bool) {
			r := f(a, b) & mask
			return r, r != 0
		}
	}
	for _, w := range []struct {
		suf  string
		t    typ
		mask uint64
	}{{"_b32", b32, 0xffffffff}, {"_b64", b64, ^uint64(0)}} {
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return a & b }, w.mask)), "s_and"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return a | b }, w.mask)), "s_or"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return a ^ b }, w.mask)), "s_xor"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return a &^ b }, w.mask)), "s_andn2"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return a | ^b }, w.mask)), "s_orn2"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return ^(a & b) }, w.mask)), "s_nand"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return ^(a | b) }, w.mask)), "s_nor"+w.suf)
		register(salu(2, w.t, w.t, fSCC, logic(func(a, b uint64) uint64 { return ^(a ^ b) }, w.mask)), "s_xnor"+w.suf)
		register(salu(1, w.t, w.t, fSCC, logic(func(a, _ uint64) uint64 { return ^a }, w.mask)), "s_not"+w.suf)
		register(salu(1, w.t, w.t, 0, func(a, _ uint64, scc bool) (uint64, bool) { return a, scc }), "s_mov"+w.suf)
		register(salu(1, w.t, w.t, fCond, func(a, _ uint64, scc bool) (uint64, bool) { return a, scc }), "s_cmov"+w.suf)
	}
	register(salu(2, b32, b32, fSCC, logic(func(a, b uint64) uint64 { return a << (b & 31) }, 0xffffffff)), "s_lshl_b32")
	register(salu(2, b32, b32, fSCC, logic(func(a, b uint64) uint64 { return (a & 0xffffffff) >> (b & 31) }, 0xffffffff)), "s_lshr_b32")
	register(salu(2, b32, b32, fSCC, logic(func(a, b uint64) uint64 { return uint64(uint32(i32(a) >> (b & 31))) }, 0xffffffff)), "s_ashr_i32")
	// 64-bit shifts take a 32-bit shift amount.
	register(shift64(func(a uint64, s uint) uint64 { return a << s }), "s_lshl_b64")
	register(shift64(func(a uint64, s uint) uint64 { return a >> s }), "s_lshr_b64")
	register(shift64(func(a uint64, s uint) uint64 { return uint64(int64(a) >> s) }), "s_ashr_i64")
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return uint64(u32(a) * u32(b)), scc
	}), "s_mul_i32")
	register(salu(2, b32, b32, 0, func(a, b uint64, scc bool) (uint64, bool) {
		return uint64(((uint32(1) << (a & 31)) - 1) << (b & 31)), scc
	}), "s_bfm_b32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		off, w := b&31, (b>>16)&0x7f
		r := uint64(u32(a)>>off) & (1<<w - 1)
		return r, r != 0
	}), "s_bfe_u32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		off, w := b&31, (b>>16)&0x7f
		if w == 0 {
			return 0, false
		}
		r := int32(u32(a)<<(32-off-w)) >> (32 - w)
		return uint64(uint32(r)), r != 0
	}), "s_bfe_i32")
	register(salu(2, b32, b32, fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		d := int64(i32(a)) - int64(i32(b))
		if d < 0 {
			d = -d
		}
		return uint64(uint32(d)), d != 0
	}), "s_absdiff_i32")
}

// registerSOP1 registers the SOP1 operations.
func registerSOP1() {
	b32, b64 := tB32, tB64
	register(salu(1, b32, b32, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := i32(a)
		if r < 0 {
			r = -r
		}
		return uint64(uint32(r)), r != 0
	}), "s_abs_i32")
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) { return uint64(bits.Reverse32(u32(a))), scc }), "s_brev_b32")
	register(salu(1, b64, b64, 0, func(a, _ uint64, scc bool) (uint64, bool) { return bits.Reverse64(a), scc }), "s_brev_b64")
	register(salu(1, b32, b32, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := uint64(bits.OnesCount32(u32(a)))
		return r, r != 0
	}), "s_bcnt1_i32_b32")
	register(salu(1, b32, b64, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := uint64(bits.OnesCount64(a))
		return r, r != 0
	}), "s_bcnt1_i32_b64")
	register(salu(1, b32, b32, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := uint64(32 - bits.OnesCount32(u32(a)))
		return r, r != 0
	}), "s_bcnt0_i32_b32")
	register(salu(1, b32, b64, fSCC, func(a, _ uint64, _ bool) (uint64, bool) {
		r := uint64(64 - bits.OnesCount64(a))
		return r, r != 0
	}), "s_bcnt0_i32_b64")
	ff1 := func(v uint64, n int) uint64 {
		if v == 0 {
			return 0xffffffff
		}
		return uint64(bits.TrailingZeros64(v))
	}
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) { return ff1(a&0xffffffff, 32), scc }), "s_ff1_i32_b32")
	register(salu(1, b32, b64, 0, func(a, _ uint64, scc bool) (uint64, bool) { return ff1(a, 64), scc }), "s_ff1_i32_b64")
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) { return ff1(^a&0xffffffff, 32), scc }), "s_ff0_i32_b32")
	register(salu(1, b32, b64, 0, func(a, _ uint64, scc bool) (uint64, bool) { return ff1(^a, 64), scc }), "s_ff0_i32_b64")
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		if u32(a) == 0 {
			return 0xffffffff, scc
		}
		return uint64(bits.LeadingZeros32(u32(a))), scc
	}), "s_flbit_i32_b32")
	register(salu(1, b32, b64, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		if a == 0 {
			return 0xffffffff, scc
		}
		return uint64(bits.LeadingZeros64(a)), scc
	}), "s_flbit_i32_b64")
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		return uint64(uint32(int32(int8(a)))), scc
	}), "s_sext_i32_i8")
	register(salu(1, b32, b32, 0, func(a, _ uint64, scc bool) (uint64, bool) {
		return uint64(uint32(int32(int16(a)))), scc
	}), "s_sext_i32_i16")
}

// registerSOPC registers the compares, SOPC and SOPK.
func registerSOPC() {
	b32, b64 := tB32, tB64
	cmp := func(f func(a, b uint64) bool) sfn {
		return func(a, b uint64, _ bool) (uint64, bool) { return 0, f(a, b) }
	}
	scmp := func(name string, t typ, f func(a, b uint64) bool) {
		register(salu(2, tNone, t, fSCC|fNoDst, cmp(f)), name)
	}
	scmp("s_cmp_eq_i32", b32, func(a, b uint64) bool { return u32(a) == u32(b) })
	scmp("s_cmp_lg_i32", b32, func(a, b uint64) bool { return u32(a) != u32(b) })
	scmp("s_cmp_gt_i32", b32, func(a, b uint64) bool { return i32(a) > i32(b) })
	scmp("s_cmp_ge_i32", b32, func(a, b uint64) bool { return i32(a) >= i32(b) })
	scmp("s_cmp_lt_i32", b32, func(a, b uint64) bool { return i32(a) < i32(b) })
	scmp("s_cmp_le_i32", b32, func(a, b uint64) bool { return i32(a) <= i32(b) })
	scmp("s_cmp_eq_u32", b32, func(a, b uint64) bool { return u32(a) == u32(b) })
	scmp("s_cmp_lg_u32", b32, func(a, b uint64) bool { return u32(a) != u32(b) })
	scmp("s_cmp_gt_u32", b32, func(a, b uint64) bool { return u32(a) > u32(b) })
	scmp("s_cmp_ge_u32", b32, func(a, b uint64) bool { return u32(a) >= u32(b) })
	scmp("s_cmp_lt_u32", b32, func(a, b uint64) bool { return u32(a) < u32(b) })
	scmp("s_cmp_le_u32", b32, func(a, b uint64) bool { return u32(a) <= u32(b) })
	scmp("s_cmp_eq_u64", b64, func(a, b uint64) bool { return a == b })
	scmp("s_cmp_lg_u64", b64, func(a, b uint64) bool { return a != b })
	scmp("s_bitcmp0_b32", b32, func(a, b uint64) bool { return a>>(b&31)&1 == 0 })
	scmp("s_bitcmp1_b32", b32, func(a, b uint64) bool { return a>>(b&31)&1 == 1 })
	// SOPK
	register(salu(1, b32, b32, fK16s, func(a, _ uint64, scc bool) (uint64, bool) { return a, scc }), "s_movk_i32")
	register(salu(1, b32, b32, fK16s|fCond, func(a, _ uint64, scc bool) (uint64, bool) { return a, scc }), "s_cmovk_i32")
	register(salu(2, b32, b32, fK16s|fKDst|fSCC, func(a, b uint64, _ bool) (uint64, bool) {
		r := i32(a) + i32(b)
		return uint64(uint32(r)), (i32(a) >= 0) == (i32(b) >= 0) && (r >= 0) != (i32(a) >= 0)
	}), "s_addk_i32")
	register(salu(2, b32, b32, fK16s|fKDst, func(a, b uint64, scc bool) (uint64, bool) {
		return uint64(u32(a) * u32(b)), scc
	}), "s_mulk_i32")
	kcmp := func(name string, flag int, f func(a, b uint64) bool) {
		register(salu(2, tNone, b32, fSCC|fNoDst|flag, cmp(f)), name)
	}
	kcmp("s_cmpk_eq_i32", fK16s, func(a, b uint64) bool { return u32(a) == u32(b) })
	kcmp("s_cmpk_lg_i32", fK16s, func(a, b uint64) bool { return u32(a) != u32(b) })
	kcmp("s_cmpk_gt_i32", fK16s, func(a, b uint64) bool { return i32(a) > i32(b) })
	kcmp("s_cmpk_ge_i32", fK16s, func(a, b uint64) bool { return i32(a) >= i32(b) })
	kcmp("s_cmpk_lt_i32", fK16s, func(a, b uint64) bool { return i32(a) < i32(b) })
	kcmp("s_cmpk_le_i32", fK16s, func(a, b uint64) bool { return i32(a) <= i32(b) })
	kcmp("s_cmpk_eq_u32", fK16u, func(a, b uint64) bool { return u32(a) == u32(b) })
	kcmp("s_cmpk_lg_u32", fK16u, func(a, b uint64) bool { return u32(a) != u32(b) })
	kcmp("s_cmpk_gt_u32", fK16u, func(a, b uint64) bool { return u32(a) > u32(b) })
	kcmp("s_cmpk_ge_u32", fK16u, func(a, b uint64) bool { return u32(a) >= u32(b) })
	kcmp("s_cmpk_lt_u32", fK16u, func(a, b uint64) bool { return u32(a) < u32(b) })
	kcmp("s_cmpk_le_u32", fK16u, func(a, b uint64) bool { return u32(a) <= u32(b) })
}

// registerExecOps registers the EXEC manipulation: D = EXEC; EXEC =
// f(S0, EXEC); SCC = EXEC != 0.
func registerExecOps() {
	saveexec := func(f func(s, e uint64) uint64) builder { return exec64(f, false) }
	register(saveexec(func(s, e uint64) uint64 { return s & e }), "s_and_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return s | e }), "s_or_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return s ^ e }), "s_xor_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return s &^ e }), "s_andn2_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return s | ^e }), "s_orn2_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return ^(s & e) }), "s_nand_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return ^(s | e) }), "s_nor_saveexec_b64")
	register(saveexec(func(s, e uint64) uint64 { return ^(s ^ e) }), "s_xnor_saveexec_b64")

	register(func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := wantOperands(in, 1); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 2, kS)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, in *Inst) error {
			// PC as a byte address of the next instruction in the code
			// object (the program image, calls.go).
			w.set64(d.idx, in.Addr+uint64(in.Size))
			return nil
		}
		return nil
	}, "s_getpc_b64")
}

// codeBase is where the simulated code object's text is loaded (the
// kernel's first byte; calls.go places its callees after it); s_getpc_b64,
// s_swappc_b64 and relocations expose it.
const codeBase = 0x7f0000000000

// shift64 builds s_lshl_b64-style shifts: 64-bit value, 32-bit shift amount.
// Kept out of line (noinline): see fusedLogic64.
//
//go:noinline
func shift64(f func(a uint64, s uint) uint64) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "salu"
		if err := checkMods(in); err != nil {
			return err
		}
		if err := wantOperands(in, 3); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 2, kS)
		if err != nil {
			return err
		}
		a, err := decodeSrc(in.Operands[1], tB64)
		if err != nil {
			return err
		}
		b, err := decodeSrc(in.Operands[2], tB32)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			r := f(a.scalar(w), uint(b.scalar(w)&63))
			w.set64(d.idx, r)
			w.SCC = r != 0
			return nil
		}
		return nil
	}
}
