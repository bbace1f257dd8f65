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

// sop names a fused scalar operation.
type sop uint8

const (
	sAnd sop = iota
	sOr
	sXor
	sAndn2
	sOrn2
	sLshl
	sLshr
	sAddU
	sSubU
	sAddI
	sSubI
	sMul
	sMinU
	sMaxU
	sMinI
	sMaxI
	sMov
	sCselect
	sEq
	sLg
	sGtI
	sGeI
	sLtI
	sLeI
	sGtU
	sGeU
	sLtU
	sLeU
)

// fusedSOP is an opcode's fused operation and the shape of its operands:
// 64-bit (else 32-bit), no destination (a compare), an EXEC update
// (saveexec: EXEC = op(S0, EXEC), D = the old EXEC).
type fusedSOP struct {
	op                   sop
	wide, noDst, setExec bool
}

// fusedScalar maps opcodes to their fused operations.
var fusedScalar = map[string]fusedSOP{
	"s_and_b64":     {op: sAnd, wide: true},
	"s_or_b64":      {op: sOr, wide: true},
	"s_xor_b64":     {op: sXor, wide: true},
	"s_andn2_b64":   {op: sAndn2, wide: true},
	"s_orn2_b64":    {op: sOrn2, wide: true},
	"s_mov_b64":     {op: sMov, wide: true},
	"s_cselect_b64": {op: sCselect, wide: true},
	"s_cmp_eq_u64":  {op: sEq, wide: true, noDst: true},
	"s_cmp_lg_u64":  {op: sLg, wide: true, noDst: true},
	"s_and_b32":     {op: sAnd},
	"s_or_b32":      {op: sOr},
	"s_xor_b32":     {op: sXor},
	"s_andn2_b32":   {op: sAndn2},
	"s_lshl_b32":    {op: sLshl},
	"s_lshr_b32":    {op: sLshr},
	"s_add_u32":     {op: sAddU},
	"s_sub_u32":     {op: sSubU},
	"s_add_i32":     {op: sAddI},
	"s_sub_i32":     {op: sSubI},
	"s_mul_i32":     {op: sMul},
	"s_min_u32":     {op: sMinU},
	"s_max_u32":     {op: sMaxU},
	"s_min_i32":     {op: sMinI},
	"s_max_i32":     {op: sMaxI},
	"s_mov_b32":     {op: sMov},
	"s_cselect_b32": {op: sCselect},
	"s_cmp_eq_i32":  {op: sEq, noDst: true},
	"s_cmp_lg_i32":  {op: sLg, noDst: true},
	"s_cmp_gt_i32":  {op: sGtI, noDst: true},
	"s_cmp_ge_i32":  {op: sGeI, noDst: true},
	"s_cmp_lt_i32":  {op: sLtI, noDst: true},
	"s_cmp_le_i32":  {op: sLeI, noDst: true},
	"s_cmp_eq_u32":  {op: sEq, noDst: true},
	"s_cmp_lg_u32":  {op: sLg, noDst: true},
	"s_cmp_gt_u32":  {op: sGtU, noDst: true},
	"s_cmp_ge_u32":  {op: sGeU, noDst: true},
	"s_cmp_lt_u32":  {op: sLtU, noDst: true},
	"s_cmp_le_u32":  {op: sLeU, noDst: true},

	"s_and_saveexec_b64":   {op: sAnd, wide: true, setExec: true},
	"s_or_saveexec_b64":    {op: sOr, wide: true, setExec: true},
	"s_xor_saveexec_b64":   {op: sXor, wide: true, setExec: true},
	"s_andn2_saveexec_b64": {op: sAndn2, wide: true, setExec: true},
	"s_orn2_saveexec_b64":  {op: sOrn2, wide: true, setExec: true},
}

// logic64 is a 64-bit bitwise operation.
func logic64(op sop, a, b uint64) uint64 {
	switch op {
	case sAnd:
		return a & b
	case sOr:
		return a | b
	case sXor:
		return a ^ b
	case sAndn2:
		return a &^ b
	}
	return a | ^b // sOrn2
}

// The executors. Each maker is kept out of line (go:noinline): inlined
// into the package's initialisation, which is a big function, the
// closures it returns would be compiled there, where Go inlines only the
// smallest callees (get64, set64 and Exec would stay calls).

//go:noinline
func fusedLogic64(op sop, d int, a, b sreg) execFn {
	if a.i >= 0 && b.i >= 0 { // two SGPR pairs: the common EXEC masking
		ai, bi := int(a.i), int(b.i)
		return func(w *Wave, _ *Inst) error {
			r := logic64(op, w.get64(ai), w.get64(bi))
			w.set64(d, r)
			w.SCC = r != 0
			return nil
		}
	}
	return func(w *Wave, _ *Inst) error {
		r := logic64(op, a.u64(w), b.u64(w))
		w.set64(d, r)
		w.SCC = r != 0
		return nil
	}
}

//go:noinline
func fusedSaveexec(op sop, d int, a sreg) execFn {
	if a.i >= 0 {
		ai := int(a.i)
		return func(w *Wave, _ *Inst) error {
			e := w.Exec()
			n := logic64(op, w.get64(ai), e)
			w.set64(d, e)
			w.setExec(n)
			w.SCC = n != 0
			return nil
		}
	}
	return func(w *Wave, _ *Inst) error {
		e := w.Exec()
		n := logic64(op, a.u64(w), e)
		w.set64(d, e)
		w.setExec(n)
		w.SCC = n != 0
		return nil
	}
}

//go:noinline
func fusedOther64(op sop, d int, a, b sreg) execFn {
	switch op {
	case sMov:
		return func(w *Wave, _ *Inst) error {
			w.set64(d, a.u64(w))
			return nil
		}
	case sCselect:
		return func(w *Wave, _ *Inst) error {
			x, y := a.u64(w), b.u64(w)
			if !w.SCC {
				x = y
			}
			w.set64(d, x)
			return nil
		}
	case sEq:
		return func(w *Wave, _ *Inst) error {
			w.SCC = a.u64(w) == b.u64(w)
			return nil
		}
	case sLg:
		return func(w *Wave, _ *Inst) error {
			w.SCC = a.u64(w) != b.u64(w)
			return nil
		}
	}
	return nil
}

// alu32 is a 32-bit operation's result and SCC (scc unchanged where the
// operation leaves it).
func alu32(op sop, x, y uint32, scc bool) (uint32, bool) {
	switch op {
	case sAnd:
		x &= y
		return x, x != 0
	case sOr:
		x |= y
		return x, x != 0
	case sXor:
		x ^= y
		return x, x != 0
	case sAndn2:
		x &^= y
		return x, x != 0
	case sLshl:
		x <<= y & 31
		return x, x != 0
	case sLshr:
		x >>= y & 31
		return x, x != 0
	case sAddU:
		s := uint64(x) + uint64(y)
		return uint32(s), s>>32 != 0
	case sSubU:
		return x - y, y > x
	case sAddI:
		r := int32(x) + int32(y)
		return uint32(r), (int32(x) >= 0) == (int32(y) >= 0) && (r >= 0) != (int32(x) >= 0)
	case sSubI:
		r := int32(x) - int32(y)
		return uint32(r), (int32(x) >= 0) != (int32(y) >= 0) && (r >= 0) != (int32(x) >= 0)
	case sMul:
		return x * y, scc
	case sMinU:
		if x < y {
			return x, true
		}
		return y, false
	case sMaxU:
		if x > y {
			return x, true
		}
		return y, false
	case sMinI:
		if int32(x) < int32(y) {
			return x, true
		}
		return y, false
	case sMaxI:
		if int32(x) > int32(y) {
			return x, true
		}
		return y, false
	case sMov:
		return x, scc
	case sCselect:
		if scc {
			return x, scc
		}
		return y, scc
	}
	return 0, scc
}

// cmp32 is a 32-bit compare.
func cmp32(op sop, x, y uint32) bool {
	switch op {
	case sEq:
		return x == y
	case sLg:
		return x != y
	case sGtI:
		return int32(x) > int32(y)
	case sGeI:
		return int32(x) >= int32(y)
	case sLtI:
		return int32(x) < int32(y)
	case sLeI:
		return int32(x) <= int32(y)
	case sGtU:
		return x > y
	case sGeU:
		return x >= y
	case sLtU:
		return x < y
	}
	return x <= y // sLeU
}

//go:noinline
func fusedALU32(op sop, d int, a, b sreg) execFn {
	// The operations kernels use most get a closure of their own; the
	// others go through alu32 (too big to inline).
	switch op {
	case sAnd:
		return func(w *Wave, _ *Inst) error {
			r := a.u32(w) & b.u32(w)
			w.S[d] = r
			w.SCC = r != 0
			return nil
		}
	case sAddU:
		return func(w *Wave, _ *Inst) error {
			s := uint64(a.u32(w)) + uint64(b.u32(w))
			w.S[d] = uint32(s)
			w.SCC = s>>32 != 0
			return nil
		}
	case sSubI:
		return func(w *Wave, _ *Inst) error {
			x, y := int32(a.u32(w)), int32(b.u32(w))
			r := x - y
			w.S[d] = uint32(r)
			w.SCC = (x >= 0) != (y >= 0) && (r >= 0) != (x >= 0)
			return nil
		}
	case sMul:
		return func(w *Wave, _ *Inst) error {
			w.S[d] = a.u32(w) * b.u32(w)
			return nil
		}
	case sMinU:
		return func(w *Wave, _ *Inst) error {
			x, y := a.u32(w), b.u32(w)
			w.SCC = x < y
			w.S[d] = min(x, y)
			return nil
		}
	case sMov:
		return func(w *Wave, _ *Inst) error {
			w.S[d] = a.u32(w)
			return nil
		}
	}
	return func(w *Wave, _ *Inst) error {
		r, scc := alu32(op, a.u32(w), b.u32(w), w.SCC)
		w.S[d] = r
		w.SCC = scc
		return nil
	}
}

//go:noinline
func fusedCmp32(op sop, a, b sreg) execFn {
	return func(w *Wave, _ *Inst) error {
		w.SCC = cmp32(op, a.u32(w), b.u32(w))
		return nil
	}
}

// exec is op's executor on the destination d (-1: none) and the
// sources a and b.
func (op fusedSOP) exec(d int, a, b sreg) execFn {
	switch {
	case op.setExec:
		return fusedSaveexec(op.op, d, a)
	case op.wide && op.op <= sOrn2:
		return fusedLogic64(op.op, d, a, b)
	case op.wide:
		return fusedOther64(op.op, d, a, b)
	case op.noDst:
		return fusedCmp32(op.op, a, b)
	}
	return fusedALU32(op.op, d, a, b)
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
	return op.exec(d, srcs[0], srcs[1])
}
