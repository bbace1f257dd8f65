package sim

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// typ is the type an instruction gives one of its operands; it decides how a
// constant is encoded and how neg/abs/clamp apply.
type typ uint8

const (
	tNone typ = iota
	tB32      // 32-bit integer or bits
	tF32
	tB64
	tF64
	tF16 // 16-bit float in the low half of a 32-bit register
	tB16
)

func (t typ) wide() bool { return t == tB64 || t == tF64 }

func (t typ) float() bool { return t == tF32 || t == tF64 || t == tF16 }

// operand kinds after decoding
const (
	kConst uint8 = iota
	kS           // scalar register(s) at idx
	kV           // vector register(s) at idx
	kSCC         // scc as a source
	kVCCZ        // src_vccz
	kEXECZ       // src_execz
)

// SDWA selects
const (
	selDword uint8 = iota
	selByte0
	selByte1
	selByte2
	selByte3
	selWord0
	selWord1
)

var sdwaSels = map[string]uint8{"DWORD": selDword, "BYTE_0": selByte0, "BYTE_1": selByte1,
	"BYTE_2": selByte2, "BYTE_3": selByte3, "WORD_0": selWord0, "WORD_1": selWord1}

// src is a decoded source operand.
type src struct {
	kind           uint8
	idx            int
	wide           bool
	c              uint64
	t              typ
	neg, abs, sext bool
	sel            uint8
	// modT is the float type whose sign bit abs/neg act on for an
	// integer-typed operand (VOP3 modifiers on v_cndmask_b32_e64 etc.);
	// tNone: the operand's own type.
	modT typ
	// plain says whether the whole-wave loops read the source as it is
	// (src.inPlace): a 32-bit VGPR, SGPR or constant with no select and no
	// abs/neg.
	plain uint8
}

// src.plain
const (
	plainNo uint8 = iota
	plainV
	plainS
	plainConst
)

// setPlain sets s.plain.
func (s *src) setPlain() {
	s.plain = plainNo
	if s.wide || s.sel != selDword || s.neg || s.abs {
		return
	}
	switch s.kind {
	case kV:
		s.plain = plainV
	case kS:
		s.plain = plainS
	case kConst:
		s.plain = plainConst
	}
}

// dst is a decoded destination register.
type dst struct {
	kind uint8 // kS or kV
	idx  int
	n    int // registers
}

// specialIndex maps special register names to the scalar file.
var specialIndex = map[string]int{
	"vcc": regVCC, "vcc_lo": regVCC, "vcc_hi": regVCC + 1,
	"exec": regEXEC, "exec_lo": regEXEC, "exec_hi": regEXEC + 1,
	"m0":           regM0,
	"flat_scratch": regFlatScratch, "flat_scratch_lo": regFlatScratch, "flat_scratch_hi": regFlatScratch + 1,
	"xnack_mask": regXnack, "xnack_mask_lo": regXnack, "xnack_mask_hi": regXnack + 1,
	"tba": regTBA, "tba_lo": regTBA, "tba_hi": regTBA + 1,
	"tma": regTMA, "tma_lo": regTMA, "tma_hi": regTMA + 1,
}

// sregIndex returns the scalar-file index of a register operand (SGPR, TTMP
// or special) and whether it is one.
func sregIndex(o asm.Operand) (int, bool) {
	if o.Kind != asm.OpReg {
		return 0, false
	}
	switch o.File {
	case asm.SGPR:
		return sgprIndex(o.Lo), true
	case asm.TTMP:
		return regTTMP + o.Lo, true
	case asm.Special:
		i, ok := specialIndex[o.Name()]
		return i, ok
	}
	return 0, false
}

// constBits encodes a constant operand for an operand of type t.
func constBits(o asm.Operand, t typ) (uint64, error) {
	switch o.Kind {
	case asm.OpInt:
		v := o.Int
		switch t {
		case tB64:
			return uint64(v), nil
		case tF64:
			if v >= -16 && v <= 64 || v < 0 || v > math.MaxUint32 {
				return uint64(v), nil
			}
			// A 32-bit literal for a 64-bit float operand is its high half.
			return uint64(v) << 32, nil
		case tF16, tB16:
			return uint64(uint16(v)), nil
		}
		return uint64(uint32(v)), nil
	case asm.OpFloat:
		switch t {
		case tF64, tB64:
			return math.Float64bits(o.Float()), nil
		case tF16, tB16:
			return uint64(f32ToF16(float32(o.Float()))), nil
		}
		return uint64(math.Float32bits(float32(o.Float()))), nil
	}
	return 0, fmt.Errorf("operand %q is not a constant", o.Text)
}

// decodeSrc resolves a source operand of type t.
func decodeSrc(o asm.Operand, t typ) (src, error) {
	s := src{t: t, neg: o.Neg, abs: o.Abs, sext: o.Sext, wide: t.wide()}
	switch o.Kind {
	case asm.OpInt, asm.OpFloat:
		c, err := constBits(o, t)
		if err != nil {
			return s, err
		}
		s.kind, s.c = kConst, c
		// Modifiers on constants are folded now.
		s.c = applyMods(s.c, t, s.neg, s.abs)
		s.neg, s.abs = false, false
		return s, nil
	case asm.OpReg:
		want := 1
		if s.wide {
			want = 2
		}
		if o.File == asm.VGPR {
			if o.NumRegs() != want {
				return s, fmt.Errorf("operand %s: want %d VGPR(s) for a %s operand", o.Text, want, typeName(t))
			}
			s.kind, s.idx = kV, o.Lo
			return s, nil
		}
		if o.File == asm.Special {
			switch o.Name() {
			case "scc", "src_scc":
				s.kind = kSCC
				return s, nil
			case "vccz", "src_vccz":
				s.kind = kVCCZ
				return s, nil
			case "execz", "src_execz":
				s.kind = kEXECZ
				return s, nil
			}
		}
		i, ok := sregIndex(o)
		if !ok {
			return s, fmt.Errorf("operand %s is not supported as a source", o.Text)
		}
		if n := o.NumRegs(); n != want && !(n == 2 && want == 1 && o.File == asm.Special) {
			return s, fmt.Errorf("operand %s: want %d SGPR(s) for a %s operand", o.Text, want, typeName(t))
		}
		s.kind, s.idx = kS, i
		return s, nil
	}
	return s, fmt.Errorf("operand %q (%s) is not supported as a source", o.Text, o.Kind)
}

func typeName(t typ) string {
	return [...]string{"untyped", "32-bit", "f32", "64-bit", "f64", "f16", "16-bit"}[t]
}

// decodeDst resolves a destination register operand of n registers; file is
// the wanted file (kS or kV), or 0 for either.
func decodeDst(o asm.Operand, n int, file uint8) (dst, error) {
	if o.Kind != asm.OpReg {
		return dst{}, fmt.Errorf("destination %q is not a register", o.Text)
	}
	if o.File == asm.VGPR {
		if file == kS {
			return dst{}, fmt.Errorf("destination %s: want a scalar register", o.Text)
		}
		if o.NumRegs() != n {
			return dst{}, fmt.Errorf("destination %s: want %d register(s)", o.Text, n)
		}
		return dst{kind: kV, idx: o.Lo, n: n}, nil
	}
	if file == kV {
		return dst{}, fmt.Errorf("destination %s: want a VGPR", o.Text)
	}
	i, ok := sregIndex(o)
	if !ok {
		return dst{}, fmt.Errorf("destination %s is not supported", o.Text)
	}
	if o.NumRegs() != n {
		return dst{}, fmt.Errorf("destination %s: want %d register(s)", o.Text, n)
	}
	return dst{kind: kS, idx: i, n: n}, nil
}

// applyMods applies abs then neg to the bits of a float of type t.
func applyMods(v uint64, t typ, neg, abs bool) uint64 {
	var sign uint64
	switch t {
	case tF32:
		sign = 1 << 31
	case tF64:
		sign = 1 << 63
	case tF16:
		sign = 1 << 15
	default:
		return v
	}
	if abs {
		v &^= sign
	}
	if neg {
		v ^= sign
	}
	return v
}

// scalar reads a scalar source (no lane).
func (s *src) scalar(w *Wave) uint64 {
	switch s.kind {
	case kConst:
		return s.c
	case kS:
		if s.wide {
			return w.get64(s.idx)
		}
		return uint64(w.S[s.idx])
	case kSCC:
		return b2u(w.SCC)
	case kVCCZ:
		return b2u(w.VCC() == 0)
	case kEXECZ:
		return b2u(w.Exec() == 0)
	}
	return 0
}

// lane reads a vector-instruction source for one lane, with SDWA select and
// float modifiers applied.
func (s *src) lane(w *Wave, l int) uint64 {
	var v uint64
	if s.kind == kV {
		v = uint64(w.V[s.idx][l])
		if s.wide {
			v |= uint64(w.V[s.idx+1][l]) << 32
		}
	} else {
		v = s.scalar(w)
	}
	if s.sel != selDword {
		v = uint64(sdwaSelect(uint32(v), s.sel, s.sext))
	}
	if s.neg || s.abs {
		t := s.t
		if s.modT != tNone {
			t = s.modT
		}
		v = applyMods(v, t, s.neg, s.abs)
	}
	return v
}

// gather reads the source for the lanes act into out, as lane would lane
// by lane, with f32 input denormals flushed when ftz. A VGPR without
// select or modifiers is copied and a scalar or constant read once. When
// most lanes are active every lane is read (inactive ones too: reading
// them changes nothing), which is cheaper than finding the active ones.
func (s *src) gather(w *Wave, act uint64, ftz bool, out *[isa.MaxLanes]uint64) {
	flush := ftz && s.t == tF32
	dense := bits.OnesCount64(act) > isa.MaxLanes/2
	if s.kind != kV {
		x := s.lane(w, 0)
		if flush {
			x = flush32(x)
		}
		if dense {
			for l := range out {
				out[l] = x
			}
			return
		}
		for m := act; m != 0; m &= m - 1 {
			out[bits.TrailingZeros64(m)] = x
		}
		return
	}
	if s.sel != selDword || s.neg || s.abs || flush {
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			x := s.lane(w, l)
			if flush {
				x = flush32(x)
			}
			out[l] = x
		}
		return
	}
	lo := &w.V[s.idx]
	switch {
	case s.wide:
		hi := &w.V[s.idx+1]
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			out[l] = uint64(lo[l]) | uint64(hi[l])<<32
		}
	case dense:
		for l, x := range lo {
			out[l] = uint64(x)
		}
	default:
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			out[l] = uint64(lo[l])
		}
	}
}

// intMods records VOP3 abs/neg on an integer-typed source: they act on the
// sign bit of the operand's width (bit 31, 63 or 15), as on a float of that
// width; a constant is folded now.
func intMods(s *src, o asm.Operand) error {
	var ft typ
	switch s.t {
	case tB32:
		ft = tF32
	case tB64:
		ft = tF64
	case tB16:
		ft = tF16
	default:
		return fmt.Errorf("neg/abs on the operand %s is not supported", o.Text)
	}
	if s.kind == kConst {
		s.c = applyMods(s.c, ft, o.Neg, o.Abs)
		s.neg, s.abs = false, false
		return nil
	}
	s.neg, s.abs, s.modT = o.Neg, o.Abs, ft
	return nil
}

func sdwaSelect(v uint32, sel uint8, sext bool) uint32 {
	switch sel {
	case selByte0, selByte1, selByte2, selByte3:
		b := v >> (8 * uint(sel-selByte0)) & 0xff
		if sext {
			return uint32(int32(int8(b)))
		}
		return b
	case selWord0, selWord1:
		h := v >> (16 * uint(sel-selWord0)) & 0xffff
		if sext {
			return uint32(int32(int16(h)))
		}
		return h
	}
	return v
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// decodeSOP1B64 checks and decodes a 64-bit scalar "sdst, ssrc"
// instruction with no modifiers (s_swappc_b64, the exec forms).
func decodeSOP1B64(in *Inst) (dst, src, error) {
	if err := checkMods(in); err != nil {
		return dst{}, src{}, err
	}
	if err := wantOperands(in, 2); err != nil {
		return dst{}, src{}, err
	}
	d, err := decodeDst(in.Operands[0], 2, kS)
	if err != nil {
		return dst{}, src{}, err
	}
	s, err := decodeSrc(in.Operands[1], tB64)
	return d, s, err
}
