package sim

// Fused scalar executors: the scalar ALU opcodes kernels run most (EXEC
// masking around divergent branches, address and index arithmetic) with
// their operation written into the executor and the sources read as
// decoded (an SGPR or SGPR pair, or a constant), without src.scalar's
// switch on the kind and without the call of the opcode's sfn. They
// replace the executor the opcode's builder made, after it decoded and
// checked the instruction, when every source is an SGPR or a constant;
// they read every source before writing anything, as the builders'
// executors do. TestFusedScalar runs each against the builder's executor
// on random registers and constants.

// sreg is a fused executor's source: the scalar file's register (pair) i,
// or the constant c when i < 0.
type sreg struct {
	i int32
	c uint64
}

func (s sreg) u32(w *Wave) uint32 {
	if s.i >= 0 {
		return w.S[s.i]
	}
	return uint32(s.c)
}

func (s sreg) u64(w *Wave) uint64 {
	if s.i >= 0 {
		return w.get64(int(s.i))
	}
	return s.c
}

// sregOf is s as an sreg: false for a source that is not an SGPR or a
// constant (SCC, VCCZ, EXECZ).
func sregOf(s src) (sreg, bool) {
	switch s.kind {
	case kS:
		return sreg{i: int32(s.idx)}, true
	case kConst:
		return sreg{i: -1, c: s.c}, true
	}
	return sreg{}, false
}

// scalarMaker makes a fused executor from the destination's index in the
// scalar file (-1 for none) and the sources.
type scalarMaker func(d int, a, b sreg) execFn

// fusedSOP is an opcode's fused executor and the shape of its operands:
// 64-bit sources, no destination (a compare).
type fusedSOP struct {
	wide, noDst bool
	mk          scalarMaker
}

func sop32(mk scalarMaker) fusedSOP { return fusedSOP{mk: mk} }
func sop64(mk scalarMaker) fusedSOP { return fusedSOP{wide: true, mk: mk} }

// fusedScalar maps opcodes to their fused executors.
var fusedScalar = map[string]fusedSOP{
	"s_and_b64":   sop64(logic64(func(a, b uint64) uint64 { return a & b })),
	"s_or_b64":    sop64(logic64(func(a, b uint64) uint64 { return a | b })),
	"s_xor_b64":   sop64(logic64(func(a, b uint64) uint64 { return a ^ b })),
	"s_andn2_b64": sop64(logic64(func(a, b uint64) uint64 { return a &^ b })),
	"s_orn2_b64":  sop64(logic64(func(a, b uint64) uint64 { return a | ^b })),
	"s_and_b32":   sop32(logic32(func(a, b uint32) uint32 { return a & b })),
	"s_or_b32":    sop32(logic32(func(a, b uint32) uint32 { return a | b })),
	"s_xor_b32":   sop32(logic32(func(a, b uint32) uint32 { return a ^ b })),
	"s_andn2_b32": sop32(logic32(func(a, b uint32) uint32 { return a &^ b })),
	"s_lshl_b32":  sop32(logic32(func(a, b uint32) uint32 { return a << (b & 31) })),
	"s_lshr_b32":  sop32(logic32(func(a, b uint32) uint32 { return a >> (b & 31) })),
	"s_add_u32": sop32(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			s := uint64(a.u32(w)) + uint64(b.u32(w))
			w.S[d] = uint32(s)
			w.SCC = s>>32 != 0
			return nil
		}
	}),
	"s_sub_u32": sop32(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			x, y := a.u32(w), b.u32(w)
			w.S[d] = x - y
			w.SCC = y > x
			return nil
		}
	}),
	"s_add_i32": sop32(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			x, y := int32(a.u32(w)), int32(b.u32(w))
			r := x + y
			w.S[d] = uint32(r)
			w.SCC = (x >= 0) == (y >= 0) && (r >= 0) != (x >= 0)
			return nil
		}
	}),
	"s_sub_i32": sop32(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			x, y := int32(a.u32(w)), int32(b.u32(w))
			r := x - y
			w.S[d] = uint32(r)
			w.SCC = (x >= 0) != (y >= 0) && (r >= 0) != (x >= 0)
			return nil
		}
	}),
	"s_mul_i32": sop32(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			w.S[d] = a.u32(w) * b.u32(w)
			return nil
		}
	}),
	"s_min_u32": sop32(minMax32(func(x, y uint32) bool { return x < y })),
	"s_max_u32": sop32(minMax32(func(x, y uint32) bool { return x > y })),
	"s_min_i32": sop32(minMax32(func(x, y uint32) bool { return int32(x) < int32(y) })),
	"s_max_i32": sop32(minMax32(func(x, y uint32) bool { return int32(x) > int32(y) })),
	"s_mov_b32": sop32(func(d int, a, _ sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			w.S[d] = a.u32(w)
			return nil
		}
	}),
	"s_mov_b64": sop64(func(d int, a, _ sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			w.set64(d, a.u64(w))
			return nil
		}
	}),
	"s_cselect_b32": sop32(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			x, y := a.u32(w), b.u32(w)
			if !w.SCC {
				x = y
			}
			w.S[d] = x
			return nil
		}
	}),
	"s_cselect_b64": sop64(func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			x, y := a.u64(w), b.u64(w)
			if !w.SCC {
				x = y
			}
			w.set64(d, x)
			return nil
		}
	}),
	"s_cmp_eq_i32": cmp32(func(x, y uint32) bool { return x == y }),
	"s_cmp_lg_i32": cmp32(func(x, y uint32) bool { return x != y }),
	"s_cmp_gt_i32": cmp32(func(x, y uint32) bool { return int32(x) > int32(y) }),
	"s_cmp_ge_i32": cmp32(func(x, y uint32) bool { return int32(x) >= int32(y) }),
	"s_cmp_lt_i32": cmp32(func(x, y uint32) bool { return int32(x) < int32(y) }),
	"s_cmp_le_i32": cmp32(func(x, y uint32) bool { return int32(x) <= int32(y) }),
	"s_cmp_eq_u32": cmp32(func(x, y uint32) bool { return x == y }),
	"s_cmp_lg_u32": cmp32(func(x, y uint32) bool { return x != y }),
	"s_cmp_gt_u32": cmp32(func(x, y uint32) bool { return x > y }),
	"s_cmp_ge_u32": cmp32(func(x, y uint32) bool { return x >= y }),
	"s_cmp_lt_u32": cmp32(func(x, y uint32) bool { return x < y }),
	"s_cmp_le_u32": cmp32(func(x, y uint32) bool { return x <= y }),
	"s_cmp_eq_u64": {wide: true, noDst: true, mk: func(_ int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			w.SCC = a.u64(w) == b.u64(w)
			return nil
		}
	}},
	"s_cmp_lg_u64": {wide: true, noDst: true, mk: func(_ int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			w.SCC = a.u64(w) != b.u64(w)
			return nil
		}
	}},
	// EXEC = f(S0, EXEC), D = the old EXEC, SCC = EXEC != 0 (exec64).
	"s_and_saveexec_b64":   sop64(saveexec(func(s, e uint64) uint64 { return s & e })),
	"s_or_saveexec_b64":    sop64(saveexec(func(s, e uint64) uint64 { return s | e })),
	"s_xor_saveexec_b64":   sop64(saveexec(func(s, e uint64) uint64 { return s ^ e })),
	"s_andn2_saveexec_b64": sop64(saveexec(func(s, e uint64) uint64 { return s &^ e })),
	"s_orn2_saveexec_b64":  sop64(saveexec(func(s, e uint64) uint64 { return s | ^e })),
}

// The makers below take the operation as a function value that their
// executors call: it is a constant of the closure, which the compiler
// inlines when the maker is inlined into the map's initialisation.

func logic64(f func(a, b uint64) uint64) scalarMaker {
	return func(d int, a, b sreg) execFn {
		if a.i >= 0 && b.i >= 0 { // two SGPR pairs: the common EXEC masking
			ai, bi := int(a.i), int(b.i)
			return func(w *Wave, _ *Inst) error {
				r := f(w.get64(ai), w.get64(bi))
				w.set64(d, r)
				w.SCC = r != 0
				return nil
			}
		}
		return func(w *Wave, _ *Inst) error {
			r := f(a.u64(w), b.u64(w))
			w.set64(d, r)
			w.SCC = r != 0
			return nil
		}
	}
}

func logic32(f func(a, b uint32) uint32) scalarMaker {
	return func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			r := f(a.u32(w), b.u32(w))
			w.S[d] = r
			w.SCC = r != 0
			return nil
		}
	}
}

// minMax32 is s_min/s_max: D = S0 when less(S0, S1), else S1; SCC =
// less(S0, S1).
func minMax32(less func(x, y uint32) bool) scalarMaker {
	return func(d int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			x, y := a.u32(w), b.u32(w)
			scc := less(x, y)
			if !scc {
				x = y
			}
			w.S[d] = x
			w.SCC = scc
			return nil
		}
	}
}

func cmp32(f func(x, y uint32) bool) fusedSOP {
	return fusedSOP{noDst: true, mk: func(_ int, a, b sreg) execFn {
		return func(w *Wave, _ *Inst) error {
			w.SCC = f(a.u32(w), b.u32(w))
			return nil
		}
	}}
}

func saveexec(f func(s, e uint64) uint64) scalarMaker {
	return func(d int, a, _ sreg) execFn {
		if a.i >= 0 {
			ai := int(a.i)
			return func(w *Wave, _ *Inst) error {
				e := w.Exec()
				n := f(w.get64(ai), e)
				w.set64(d, e)
				w.setExec(n)
				w.SCC = n != 0
				return nil
			}
		}
		return func(w *Wave, _ *Inst) error {
			e := w.Exec()
			n := f(a.u64(w), e)
			w.set64(d, e)
			w.setExec(n)
			w.SCC = n != 0
			return nil
		}
	}
}

// unfusedScalar keeps the builders useFusedScalar wrapped (for
// TestFusedScalar).
var unfusedScalar = map[string]builder{}

// useFusedScalar makes the builders of fusedScalar's opcodes install the
// fused executor when the instruction's sources allow it.
func useFusedScalar() {
	for name, op := range fusedScalar {
		build, ok := table[name]
		if !ok {
			panic("sim: fused scalar opcode " + name + " is not in the table")
		}
		unfusedScalar[name] = build
		table[name] = func(p *Program, in *Inst) error {
			if err := build(p, in); err != nil {
				return err
			}
			if e := op.fuse(in); e != nil {
				in.exec = e
			}
			return nil
		}
	}
}

// fuse is op's executor for in (which its builder decoded and checked: a
// destination unless a compare, then the sources), nil when a source is
// neither an SGPR nor a constant.
func (op fusedSOP) fuse(in *Inst) execFn {
	ops := in.Operands
	d := -1
	if !op.noDst {
		i, ok := sregIndex(ops[0])
		if !ok {
			return nil
		}
		d, ops = i, ops[1:]
	}
	t := tB32
	if op.wide {
		t = tB64
	}
	var srcs [2]sreg
	for k, o := range ops {
		s, err := decodeSrc(o, t)
		if err != nil {
			return nil
		}
		r, ok := sregOf(s)
		if !ok {
			return nil
		}
		srcs[k] = r
	}
	return op.mk(d, srcs[0], srcs[1])
}
