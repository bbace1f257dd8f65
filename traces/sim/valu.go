package sim

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// vfn is the per-lane semantics of a vector ALU opcode: sources a, b, c as
// raw bits (already selected and modified), the lane's bit of the mask input
// (carry-in, v_cndmask select, VCC for v_div_fmas) and the lane number. It
// returns the result bits and the lane's bit of the mask output (carry-out,
// compare result).
type vfn func(a, b, c uint64, cin bool, lane int) (uint64, bool)

// vop describes one vector ALU opcode for the generic executor.
type vop struct {
	nsrc  int
	src   [3]typ
	dt    typ  // destination type; tNone for compares (the result is the mask)
	cin   bool // explicit lane-mask operand: vcc in VOP2/SDWA, an SGPR pair in VOP3
	cout  bool // lane-mask result: vcc in VOP2/VOPC, an SGPR pair in VOP3
	vccIn bool // implicit VCC lane-mask input (v_div_fmas)
	cmpx  bool // also writes EXEC (v_cmpx)
	mac   bool // dst is also src2 (v_mac)
	fn    vfn
	// sat is the semantics under the VOP3 clamp bit for an integer result
	// (saturating v_add_u16/v_add_u32/...); nil: clamp is rejected on an
	// integer result.
	sat vfn
	// wave, when set, is fn for the whole wavefront (waveFn), used where
	// the result is a plain 32-bit value or a lane mask.
	wave waveFn
	// row, when set, is fn for the whole wavefront read straight from the
	// register file (rowFn, valu_row.go): every source 32-bit.
	row rowFn
	// opsel: the VOP3 op_sel modifier is accepted (gfx9): bit k selects
	// the high half of 16-bit source k, the last bit writes a 16-bit
	// result to the destination's high half.
	opsel bool
	// keepHi: a 16-bit result replaces only its half of the destination
	// VGPR (gfx9's op_sel instructions, v_mac_f16 and friends); otherwise
	// the other half is zeroed, as on gfx8.
	keepHi bool
	// fused names the operation of the opcode's fused executors
	// (valu_fused.go); intCmp marks a 32-bit integer compare, whose
	// result for a < b, a == b and a > b is truth (bits 0-2), signed or
	// not.
	fused  fusedOp
	intCmp bool
	signed bool
	truth  uint64
}

// waveFn runs an opcode on the lanes act of a wavefront: a, b and c are
// its sources for every lane, cin its mask input; it writes lane l's
// 32-bit result to d[l] (d is nil for a compare) and returns the mask
// output. It must give what fn gives lane by lane (TestWaveFunctions):
// one call per instruction instead of one per lane.
type waveFn func(d *[isa.MaxLanes]uint32, a, b, c *[isa.MaxLanes]uint64, cin, act uint64) uint64

// valuInst is a decoded vector ALU instruction.
type valuInst struct {
	op        *vop
	s         [3]src
	d         dst
	sd        dst // mask destination
	cin       src // mask source
	clamp     bool
	omod      int // 0 none, else multiplier bits: 1 = *2, 2 = *4, 3 = /2
	dstSel    uint8
	dstUnused uint8  // 0 pad, 1 sext, 2 preserve
	fn        vfn    // op.fn, or op.sat under clamp
	wave      waveFn // op.wave when fn is op.fn
	row       rowFn  // op.row when fn is op.fn
	dpp       *dppCtl
	dstHi     bool // op_sel: the 16-bit result goes to the high half
	f         fusedOperands
}

var sdwaUnused = map[string]uint8{"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}

func valu(op *vop) builder {
	return func(p *Program, in *Inst) error {
		in.Class = "valu"
		v := &valuInst{op: op}
		e32 := in.Suffix() == "_e32" || in.Suffix() == "_sdwa" || (in.Suffix() == "" && (in.Enc == asm.EncVOP1 || in.Enc == asm.EncVOP2 || in.Enc == asm.EncVOPC))
		sdwa := in.Suffix() == "_sdwa"
		if in.Suffix() == "_e64_dpp" {
			return fmt.Errorf("VOP3 DPP forms do not exist on gfx8")
		}
		dpp := in.Suffix() == "_dpp"
		if dpp {
			e32 = true
		}
		if err := v.decodeOperands(p, in, e32, sdwa); err != nil {
			return err
		}
		allowed := []string{"clamp", "mul", "div"}
		if sdwa {
			allowed = append(allowed, "dst_sel", "dst_unused", "src0_sel", "src1_sel")
			if err := v.decodeSDWA(in); err != nil {
				return err
			}
		}
		if dpp {
			d, err := decodeDPP(in)
			if err != nil {
				return err
			}
			if v.nsrc() == 0 || v.s[0].kind != kV || v.s[0].wide {
				return fmt.Errorf("DPP wants a 32-bit VGPR as src0")
			}
			v.dpp = d
			allowed = append(allowed, dppMods...)
		}
		if op.opsel && !sdwa && !dpp {
			allowed = append(allowed, "op_sel")
			if err := v.decodeOpSel(in, v.nsrc()); err != nil {
				return err
			}
		}
		if err := checkMods(in, allowed...); err != nil {
			return err
		}
		if err := v.decodeOutputMods(in); err != nil {
			return err
		}
		for k := range v.s {
			v.s[k].setPlain()
		}
		in.valu = v
		in.exec = v.exec
		switch {
		case v.dpp != nil:
			in.exec = v.execDPP
		case v.fusedExec() != nil:
			in.exec = v.fusedExec()
		case v.intReady():
			in.exec = v.intExec()
		case v.rowReady():
			in.exec = execRow
		}
		return nil
	}
}

// nsrc is the sources the instruction's operands name (a mac's third is
// its destination).
func (v *valuInst) nsrc() int {
	if v.op.mac {
		return 2
	}
	return v.op.nsrc
}

// decodeOperands decodes the destination, the carry-out, the sources and
// the carry-in; e32: the 32-bit encoding (its carry-out is vcc).
func (v *valuInst) decodeOperands(p *Program, in *Inst, e32, sdwa bool) error {
	op, ops, nsrc := v.op, in.Operands, v.nsrc()
	want := nsrc
	if op.dt != tNone {
		want++
	}
	if op.cout {
		want++
	}
	if op.cin {
		want++
	}
	if len(ops) != want {
		return &OperandCountError{Want: []int{want}, Got: len(ops)}
	}
	i := 0
	if op.dt != tNone {
		d, err := decodeDst(ops[0], nregs(op.dt), kV)
		if err != nil {
			return err
		}
		v.d = d
		i++
	}
	if op.cout {
		d, err := decodeDst(ops[i], 2, kS)
		if err != nil {
			return err
		}
		// gfx9's SDWA compares may write any SGPR pair.
		sdwaSdst := sdwa && op.dt == tNone && p.Target.SDWAScalarDst
		if e32 && d.idx != regVCC && !sdwaSdst {
			return fmt.Errorf("the 32-bit form writes vcc, not %s", ops[i].Text)
		}
		v.sd = d
		i++
	}
	for k := 0; k < nsrc; k++ {
		s, err := decodeSrc(ops[i], op.src[k])
		if err != nil {
			return err
		}
		if (ops[i].Neg || ops[i].Abs) && !op.src[k].float() {
			// VOP3 abs/neg on an integer-typed operand: the hardware
			// applies them as sign-bit operations of the float of the
			// operand's width (LLVM emits them on v_cndmask_b32_e64
			// for selects of fabs/fneg values).
			if err := intMods(&s, ops[i]); err != nil {
				return err
			}
		}
		v.s[k] = s
		i++
	}
	if op.mac {
		v.s[2] = src{kind: kV, idx: v.d.idx, t: op.src[2]}
	}
	if op.cin {
		s, err := decodeSrc(ops[i], tB64)
		if err != nil {
			return err
		}
		v.cin = s
	} else if op.vccIn {
		v.cin = src{kind: kS, idx: regVCC, wide: true, t: tB64}
	}
	return nil
}

// decodeSDWA decodes the SDWA selects of the sources and the destination
// and what becomes of the destination's unused bits.
func (v *valuInst) decodeSDWA(in *Inst) error {
	for k, name := range []string{"src0_sel", "src1_sel"} {
		if val, ok := in.Modifier(name); ok {
			sel, ok := sdwaSels[val]
			if !ok {
				return fmt.Errorf("bad %s:%s", name, val)
			}
			if k < v.nsrc() {
				v.s[k].sel = sel
			}
		}
	}
	if val, ok := in.Modifier("dst_sel"); ok {
		sel, ok := sdwaSels[val]
		if !ok {
			return fmt.Errorf("bad dst_sel:%s", val)
		}
		v.dstSel = sel
	}
	if val, ok := in.Modifier("dst_unused"); ok {
		u, ok := sdwaUnused[val]
		if !ok {
			return fmt.Errorf("bad dst_unused:%s", val)
		}
		v.dstUnused = u
	}
	return nil
}

// decodeOutputMods decodes clamp and the output modifier (mul:2, mul:4,
// div:2) and picks the lane function: the opcode's, or its saturating
// one under clamp on an integer result.
func (v *valuInst) decodeOutputMods(in *Inst) error {
	op := v.op
	v.clamp = hasMod(in, "clamp")
	if m, ok, err := intMod(in, "mul"); err != nil {
		return err
	} else if ok {
		switch m {
		case 2:
			v.omod = 1
		case 4:
			v.omod = 2
		default:
			return fmt.Errorf("bad mul:%d", m)
		}
	}
	if m, ok, err := intMod(in, "div"); err != nil {
		return err
	} else if ok {
		if m != 2 {
			return fmt.Errorf("bad div:%d", m)
		}
		v.omod = 3
	}
	if v.omod != 0 && !op.dt.float() && op.dt != tNone {
		return fmt.Errorf("omod on an integer result is not supported")
	}
	if v.clamp && !op.dt.float() && op.dt != tNone {
		if op.sat == nil {
			return fmt.Errorf("clamp on an integer result is not supported by %s", in.Op)
		}
		v.fn = op.sat
	}
	if v.fn == nil {
		v.fn, v.wave, v.row = op.fn, op.wave, op.row
	}
	return nil
}

// exec runs the instruction on the whole wavefront: each source is read
// for the active lanes at once (gather decides its kind, width, select and
// modifiers once per instruction, not once per lane), then the opcode's
// lane function runs on the active lanes. Reading every source before
// writing any lane is what the lane-by-lane order gave too: a lane reads
// only its own lane of a VGPR, and the mask results are written last.
func (v *valuInst) exec(w *Wave, _ *Inst) error {
	op := v.op
	act := w.Active()
	var cin, out uint64
	if op.cin || op.vccIn {
		cin = v.cin.scalar(w)
	}
	buf := &w.m.lanes
	a, b, c := &buf[0], &buf[1], &buf[2]
	ftz := w.ftzIn32
	v.s[0].gather(w, act, ftz, a)
	if op.nsrc > 1 {
		v.s[1].gather(w, act, ftz, b)
		if op.nsrc > 2 {
			v.s[2].gather(w, act, ftz, c)
		}
	}
	fn := v.fn
	switch {
	case v.wave != nil && op.dt == tNone:
		out = v.wave(nil, a, b, c, cin, act)
	case v.wave != nil && v.plain32(w):
		out = v.wave(&w.V[v.d.idx], a, b, c, cin, act)
	case op.dt == tNone:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if _, co := fn(a[l], b[l], c[l], cin>>l&1 != 0, l); co {
				out |= 1 << l
			}
		}
	case v.plain32(w):
		// A 32-bit result stored as it is: the common case.
		d := &w.V[v.d.idx]
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			r, co := fn(a[l], b[l], c[l], cin>>l&1 != 0, l)
			if co {
				out |= 1 << l
			}
			d[l] = uint32(r)
		}
	default:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			r, co := fn(a[l], b[l], c[l], cin>>l&1 != 0, l)
			if co {
				out |= 1 << l
			}
			v.store(w, l, r)
		}
	}
	if op.cout {
		w.set64(v.sd.idx, out)
	}
	if op.cmpx {
		w.setExec(out)
	}
	return nil
}

// plain32 reports whether the result is one 32-bit register written as
// the lane function returns it: an integer or a float without output
// modifiers or denormal flushing, no SDWA destination select.
func (v *valuInst) plain32(w *Wave) bool {
	if v.d.n != 1 || v.dstSel != selDword || v.dstHi {
		return false
	}
	switch v.op.dt {
	case tB32:
		return true
	case tF32:
		return v.omod == 0 && !v.clamp && !w.ftzOut32
	}
	return false
}

// store writes lane l's result r to the destination (put), after the
// result type's output modifiers.
func (v *valuInst) store(w *Wave, l int, r uint64) {
	switch v.op.dt {
	case tF32:
		r = v.post32(w, r)
	case tF64:
		r = v.post64(r)
	case tF16:
		r = v.post16(r)
	case tB16:
		r &= 0xffff
	}
	v.put(w, l, r)
}

func (v *valuInst) post32(w *Wave, r uint64) uint64 {
	if v.omod != 0 || v.clamp {
		f := math.Float32frombits(uint32(r))
		switch v.omod {
		case 1:
			f *= 2
		case 2:
			f *= 4
		case 3:
			f *= 0.5
		}
		if v.clamp {
			if f != f || f < 0 {
				f = 0
			} else if f > 1 {
				f = 1
			}
		}
		r = uint64(math.Float32bits(f))
	}
	if w.ftzOut32 {
		r = flush32(r)
	}
	return r
}

func (v *valuInst) post64(r uint64) uint64 {
	if v.omod == 0 && !v.clamp {
		return r
	}
	f := math.Float64frombits(r)
	switch v.omod {
	case 1:
		f *= 2
	case 2:
		f *= 4
	case 3:
		f *= 0.5
	}
	if v.clamp {
		if f != f || f < 0 {
			f = 0
		} else if f > 1 {
			f = 1
		}
	}
	return math.Float64bits(f)
}

// put writes lane l's result r to the destination: a register pair, the
// SDWA-selected part, or for a 16-bit result its half (the other half
// kept or zeroed, vop.keepHi).
func (v *valuInst) put(w *Wave, l int, r uint64) {
	d := &w.V[v.d.idx][l]
	switch {
	case v.d.n == 2:
		*d = uint32(r)
		w.V[v.d.idx+1][l] = uint32(r >> 32)
	case v.dstSel != selDword:
		*d = sdwaDst(uint32(r), *d, v.dstSel, v.dstUnused)
	case v.dstHi:
		*d = *d&0xffff | uint32(r)<<16
	case v.op.keepHi && (v.op.dt == tF16 || v.op.dt == tB16):
		*d = *d&0xffff0000 | uint32(r)&0xffff
	default:
		*d = uint32(r)
	}
}

// decodeOpSel reads VOP3's op_sel:[s0,...,dst] (gfx9): one bit per
// source, then the destination's. A set source bit reads the high half
// of a 16-bit register operand; the destination bit writes a 16-bit
// result to the high half.
func (v *valuInst) decodeOpSel(in *Inst, nsrc int) error {
	val, ok := in.Modifier("op_sel")
	if !ok {
		return nil
	}
	bs, err := parseBits(val, nsrc+1)
	if err != nil {
		return fmt.Errorf("op_sel:%s: %w", val, err)
	}
	for k := 0; k < nsrc; k++ {
		if !bs[k] {
			continue
		}
		s := &v.s[k]
		if s.t != tF16 && s.t != tB16 {
			return fmt.Errorf("op_sel selects a half of source %d, which is not a 16-bit operand", k)
		}
		if s.kind == kConst {
			return fmt.Errorf("op_sel on the constant source %d is not supported", k)
		}
		s.sel = selWord1
	}
	if bs[nsrc] {
		if v.op.dt != tF16 && v.op.dt != tB16 {
			return fmt.Errorf("op_sel's destination bit on a %s result is not supported", typeName(v.op.dt))
		}
		v.dstHi = true
	}
	return nil
}

// parseBits reads a modifier value "[b0,b1,...]" of n bits (0 or 1).
func parseBits(val string, n int) ([]bool, error) {
	if len(val) < 2 || val[0] != '[' || val[len(val)-1] != ']' {
		return nil, fmt.Errorf("want [b0,...] with %d bits", n)
	}
	parts := strings.Split(val[1:len(val)-1], ",")
	if len(parts) != n {
		return nil, fmt.Errorf("want %d bits, got %d", n, len(parts))
	}
	bs := make([]bool, n)
	for i, p := range parts {
		switch strings.TrimSpace(p) {
		case "0":
		case "1":
			bs[i] = true
		default:
			return nil, fmt.Errorf("bit %d is %q, want 0 or 1", i, p)
		}
	}
	return bs, nil
}

// sdwaDst places result x into the selected part of the destination.
func sdwaDst(x, old uint32, sel, unused uint8) uint32 {
	var shift, width uint
	switch sel {
	case selByte0, selByte1, selByte2, selByte3:
		shift, width = 8*uint(sel-selByte0), 8
	case selWord0, selWord1:
		shift, width = 16*uint(sel-selWord0), 16
	default:
		return x
	}
	mask := uint32(1)<<width - 1
	part := (x & mask) << shift
	switch unused {
	case 1: // sign-extend into the upper bits, zero below
		if x>>(width-1)&1 != 0 {
			part |= ^uint32(0) << (shift + width)
		}
		return part
	case 2:
		return old&^(mask<<shift) | part
	}
	return part
}

// flush32 flushes an f32 denormal to a signed zero.
func flush32(v uint64) uint64 {
	if v&0x7f800000 == 0 && v&0x007fffff != 0 {
		return v & 0x80000000
	}
	return v
}

// --- special vector instructions -------------------------------------------

func init() {
	register(func(p *Program, in *Inst) error {
		in.Class = "valu"
		if err := wantOperands(in, 2); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 1, kS)
		if err != nil {
			return err
		}
		s, err := decodeSrc(in.Operands[1], tB32)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			act := w.Active()
			l := 0
			if act != 0 {
				l = bits.TrailingZeros64(act)
			}
			w.S[d.idx] = uint32(s.lane(w, l))
			return nil
		}
		return nil
	}, "v_readfirstlane_b32")
	register(func(p *Program, in *Inst) error {
		in.Class = "valu"
		if err := wantOperands(in, 3); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 1, kS)
		if err != nil {
			return err
		}
		s, err := decodeSrc(in.Operands[1], tB32)
		if err != nil {
			return err
		}
		ls, err := decodeSrc(in.Operands[2], tB32)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			w.S[d.idx] = uint32(s.lane(w, int(ls.scalar(w)%isa.MaxLanes)))
			return nil
		}
		return nil
	}, "v_readlane_b32")
	register(func(p *Program, in *Inst) error {
		in.Class = "valu"
		if err := wantOperands(in, 3); err != nil {
			return err
		}
		d, err := decodeDst(in.Operands[0], 1, kV)
		if err != nil {
			return err
		}
		s, err := decodeSrc(in.Operands[1], tB32)
		if err != nil {
			return err
		}
		ls, err := decodeSrc(in.Operands[2], tB32)
		if err != nil {
			return err
		}
		in.exec = func(w *Wave, _ *Inst) error {
			w.V[d.idx][ls.scalar(w)%isa.MaxLanes] = uint32(s.scalar(w))
			return nil
		}
		return nil
	}, "v_writelane_b32")
	register(func(p *Program, in *Inst) error {
		in.Class = "nop"
		in.exec = func(*Wave, *Inst) error { return nil }
		return nil
	}, "v_nop")
}

// vops maps each opcode registered through registerVOP to its semantics:
// the generic executor, which also runs its SDWA and DPP forms.
var vops = map[string]*vop{}

func registerVOP(o *vop, names ...string) {
	for _, n := range names {
		register(valu(o), n)
		vops[n] = o
	}
}
