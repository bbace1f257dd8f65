package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// More MUBUF/MTBUF instructions: buffer atomics, typed loads and stores
// (buffer_{load,store}_format_*, tbuffer_*, with their d16 forms), and the
// cache controls buffer_wbinvl1[_vol] (no caches here: no effect).
//
// Typed access converts between memory elements of a data format (DFMT)
// and a number format (NFMT) and 32-bit registers [GCN3 ISA, "Buffer
// formats"]. buffer_*_format_* take both from the resource descriptor
// (word 3: DST_SEL_X..W [11:0], NUM_FORMAT [14:12], DATA_FORMAT [18:15]),
// tbuffer_* from the instruction (format:N or format:[BUF_DATA_FORMAT_...,
// BUF_NUM_FORMAT_...], default 8/UNORM). Supported data formats: 8, 16,
// 8_8, 32, 16_16, 8_8_8_8, 32_32, 16_16_16_16, 32_32_32, 32_32_32_32;
// number formats UNORM, SNORM, USCALED, SSCALED, UINT, SINT and FLOAT (16-
// and 32-bit components). The packed formats (10_11_11, 11_11_10,
// 10_10_10_2, 2_10_10_10) stop the run with an error naming the format.
// Loads fill the components the format lacks with 0 (y, z) and 1 (w) and
// apply the descriptor's DST_SEL (tbuffer: identity). d16 forms hold each
// component as a 16-bit value (f16 for float number formats): on gfx8 in
// the low half of its own VGPR, on gfx9 two components per VGPR (x low, y
// high, ...; d16Layout); gfx9's _d16_hi_x moves x in the high half.

type bufFmt struct{ dfmt, nfmt int }

var dataFormats = map[int]struct {
	bits  []int
	name  string
	valid bool
}{
	1: {[]int{8}, "8", true}, 2: {[]int{16}, "16", true}, 3: {[]int{8, 8}, "8_8", true}, 4: {[]int{32}, "32", true},
	5: {[]int{16, 16}, "16_16", true}, 6: {nil, "10_11_11", false}, 7: {nil, "11_11_10", false},
	8: {nil, "10_10_10_2", false}, 9: {nil, "2_10_10_10", false}, 10: {[]int{8, 8, 8, 8}, "8_8_8_8", true},
	11: {[]int{32, 32}, "32_32", true}, 12: {[]int{16, 16, 16, 16}, "16_16_16_16", true},
	13: {[]int{32, 32, 32}, "32_32_32", true}, 14: {[]int{32, 32, 32, 32}, "32_32_32_32", true},
}

var numFormats = []string{"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT"}

// check validates a format and returns its component widths.
func (f bufFmt) check() ([]int, error) {
	d, ok := dataFormats[f.dfmt]
	if !ok || !d.valid {
		name := fmt.Sprint(f.dfmt)
		if ok {
			name = d.name
		}
		return nil, fmt.Errorf("buffer data format %s is not supported", name)
	}
	if f.nfmt == 6 || f.nfmt == 7 && d.bits[0] == 8 {
		return nil, fmt.Errorf("buffer number format %s with data format %s is not supported", numFormats[f.nfmt], d.name)
	}
	return d.bits, nil
}

// parseTbufFormat reads tbuffer's format modifier.
func parseTbufFormat(in *Inst) (bufFmt, error) {
	f := bufFmt{dfmt: 1, nfmt: 0}
	v, ok := in.Modifier("format")
	if !ok {
		return f, nil
	}
	if n, err := strconv.ParseUint(v, 0, 8); err == nil {
		return bufFmt{dfmt: int(n & 15), nfmt: int(n >> 4 & 7)}, nil
	}
	for _, p := range strings.Split(strings.Trim(v, "[]"), ",") {
		p = strings.TrimSpace(p)
		switch {
		case strings.HasPrefix(p, "BUF_DATA_FORMAT_"):
			name := strings.TrimPrefix(p, "BUF_DATA_FORMAT_")
			found := false
			for k, d := range dataFormats {
				if d.name == name {
					f.dfmt, found = k, true
				}
			}
			if !found {
				return f, fmt.Errorf("unknown data format %s", p)
			}
		case strings.HasPrefix(p, "BUF_NUM_FORMAT_"):
			name := strings.TrimPrefix(p, "BUF_NUM_FORMAT_")
			found := false
			for k, n := range numFormats {
				if n == name {
					f.nfmt, found = k, true
				}
			}
			if !found {
				return f, fmt.Errorf("unknown number format %s", p)
			}
		default:
			return f, fmt.Errorf("bad format:%s", v)
		}
	}
	return f, nil
}

// unpack converts component c (raw bits of width b) to a register value.
func unpackComp(raw uint32, b, nfmt int, d16 bool) uint32 {
	signed := int64(int32(raw<<(32-b)) >> (32 - b))
	var f float64
	isFloat := true
	switch nfmt {
	case 0: // UNORM
		f = float64(raw) / float64(uint64(1)<<b-1)
	case 1: // SNORM
		f = max(float64(signed)/float64(uint64(1)<<(b-1)-1), -1)
	case 2:
		f = float64(raw)
	case 3:
		f = float64(signed)
	case 4:
		isFloat = false
	case 5:
		isFloat = false
		raw = uint32(signed)
	case 7:
		if b == 16 {
			if d16 {
				return raw
			}
			return math.Float32bits(f16ToF32(uint16(raw)))
		}
		if d16 {
			return uint32(f32ToF16(math.Float32frombits(raw)))
		}
		return raw
	}
	if !isFloat {
		if d16 {
			return raw & 0xffff
		}
		return raw
	}
	if d16 {
		return uint32(f2h(f))
	}
	return math.Float32bits(float32(f))
}

// packComp converts a register value to component bits of width b.
func packComp(v uint32, b, nfmt int, d16 bool) uint32 {
	mask := uint32(uint64(1)<<b - 1)
	fl := func() float64 {
		if d16 {
			return h2f(uint64(v))
		}
		return float64(math.Float32frombits(v))
	}
	switch nfmt {
	case 0:
		f := fl()
		if f != f {
			return 0
		}
		return uint32(math.RoundToEven(min(max(f, 0), 1)*float64(mask))) & mask
	case 1:
		f := fl()
		if f != f {
			return 0
		}
		return uint32(int64(math.RoundToEven(min(max(f, -1), 1)*float64(mask>>1)))) & mask
	case 2:
		f := fl()
		if f != f {
			return 0
		}
		return uint32(min(max(math.Trunc(f), 0), float64(mask)))
	case 3:
		f := fl()
		if f != f {
			return 0
		}
		h := float64(mask >> 1)
		return uint32(int64(min(max(math.Trunc(f), -h-1), h))) & mask
	case 7:
		if b == 16 {
			if d16 {
				return v & 0xffff
			}
			return uint32(f32ToF16(math.Float32frombits(v)))
		}
		if d16 {
			return math.Float32bits(f16ToF32(uint16(v)))
		}
		return v
	}
	return v & mask // UINT, SINT: the low bits
}

// bufAccess is the decoded addressing of a MUBUF/MTBUF instruction:
// OP vdata, vaddr|off, s[rsrc:rsrc+3], soffset [offen] [idxen] [offset:N].
type bufAccess struct {
	va           int // first vaddr VGPR, -1 for off
	rsrc         int
	so           src
	off          uint64
	offen, idxen bool
}

func decodeBufAccess(in *Inst) (bufAccess, error) {
	b := bufAccess{va: -1}
	if err := wantOperands(in, 4); err != nil {
		return b, err
	}
	b.offen, b.idxen = hasMod(in, "offen"), hasMod(in, "idxen")
	if b.offen || b.idxen {
		n := 1
		if b.offen && b.idxen {
			n = 2 // v[idx], v[idx+1] = index, offset
		}
		var err error
		if b.va, err = vreg(in.Operands[1], n); err != nil {
			return b, err
		}
	}
	var ok bool
	b.rsrc, ok = sregIndex(in.Operands[2])
	if !ok || in.Operands[2].NumRegs() != 4 {
		return b, fmt.Errorf("resource %s: want 4 SGPRs", in.Operands[2].Text)
	}
	var err error
	if b.so, err = decodeSrc(in.Operands[3], tB32); err != nil {
		return b, err
	}
	off, _, err := intMod(in, "offset")
	b.off = uint64(off)
	return b, err
}

// bytes returns lane l's n bytes at the access's address: per-lane scratch
// through the private segment buffer, else global memory.
func (b *bufAccess) bytes(w *Wave, in *Inst, l, n int, write bool) ([]byte, error) {
	base := w.get64(b.rsrc) & 0xffff_ffff_ffff
	stride := uint64(w.S[b.rsrc+1]>>16) & 0x3fff
	var vo uint64
	switch {
	case b.offen && b.idxen:
		vo = uint64(w.V[b.va][l])*stride + uint64(w.V[b.va+1][l])
	case b.idxen:
		vo = uint64(w.V[b.va][l]) * stride
	case b.offen:
		vo = uint64(w.V[b.va][l])
	}
	sof := b.so.scalar(w) & 0xffffffff
	addr := sof + vo + b.off
	if base == privateBufferBase {
		return w.scratchBuf(in, l, sof, vo+b.off, n)
	}
	return w.global(in, l, base+addr, n, write)
}

// bufFormat builds buffer_{load,store}_format_* and tbuffer_*.
func bufFormat(p *Program, in *Inst) error {
	in.Class = "vmem"
	typed := strings.HasPrefix(in.Op, "tbuffer_")
	mods := []string{"offen", "idxen", "offset", "glc", "slc"}
	if typed {
		mods = append(mods, "format")
	}
	if err := checkMods(in, mods...); err != nil {
		return err
	}
	op := strings.TrimPrefix(in.Op, "t")
	store := strings.HasPrefix(op, "buffer_store_")
	comps := op[strings.LastIndexByte(op, '_')+1:]
	d16 := strings.Contains(op, "_d16_")
	n := len(comps) // x, xy, xyz, xyzw
	lay := d16Layout{hi: strings.Contains(op, "_d16_hi_"), packed: d16 && p.Target.PackedD16}
	acc, err := decodeBufAccess(in)
	if err != nil {
		return err
	}
	data, err := vreg(in.Operands[0], lay.regs(n))
	if err != nil {
		return err
	}
	var fixed *bufFmt
	var fixedBits []int
	if typed {
		f, err := parseTbufFormat(in)
		if err != nil {
			return err
		}
		if fixedBits, err = f.check(); err != nil {
			return err
		}
		fixed = &f
	}
	in.exec = func(w *Wave, in *Inst) error {
		f, widths := fixed, fixedBits
		sel := [4]uint32{4, 5, 6, 7}
		if f == nil {
			w3 := w.S[acc.rsrc+3]
			f = &bufFmt{dfmt: int(w3 >> 15 & 15), nfmt: int(w3 >> 12 & 7)}
			var err error
			if widths, err = f.check(); err != nil {
				return fmt.Errorf("%s: resource word 3 %#x: %w", in.Where(), w3, err)
			}
			for i := range sel {
				sel[i] = w3 >> (3 * i) & 7
			}
		}
		size := 0
		for _, b := range widths {
			size += b / 8
		}
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			mem, err := acc.bytes(w, in, l, size, store)
			if err != nil {
				return err
			}
			if store {
				pos := 0
				for c, b := range widths {
					if c < n {
						v := packComp(lay.get(w, data, l, c), b, f.nfmt, d16)
						switch b {
						case 8:
							mem[pos] = byte(v)
						case 16:
							binary.LittleEndian.PutUint16(mem[pos:], uint16(v))
						case 32:
							binary.LittleEndian.PutUint32(mem[pos:], v)
						}
					}
					pos += b / 8
				}
				continue
			}
			// Components with the format's defaults, then DST_SEL.
			var val [4]uint32
			isFloat := f.nfmt != 4 && f.nfmt != 5
			oneV := uint32(1)
			if isFloat {
				oneV = math.Float32bits(1)
				if d16 {
					oneV = 0x3c00
				}
			}
			val[3] = oneV
			pos := 0
			for c, b := range widths {
				var raw uint32
				switch b {
				case 8:
					raw = uint32(mem[pos])
				case 16:
					raw = uint32(binary.LittleEndian.Uint16(mem[pos:]))
				case 32:
					raw = binary.LittleEndian.Uint32(mem[pos:])
				}
				val[c] = unpackComp(raw, b, f.nfmt, d16)
				pos += b / 8
			}
			for c := 0; c < n; c++ {
				var x uint32
				switch s := sel[c]; {
				case s == 1:
					x = oneV
				case s >= 4:
					x = val[s-4]
				}
				lay.put(w, data, l, c, x)
			}
		}
		return nil
	}
	return nil
}

// bufAtomic builds buffer_atomic_*: OP vdata, vaddr|off, rsrc, soffset
// [offen] [idxen] [offset] [glc]; with glc vdata's first register(s) get
// the old value.
func bufAtomic(p *Program, in *Inst) error {
	in.Class = "vmem"
	if err := checkMods(in, "offen", "idxen", "offset", "glc", "slc"); err != nil {
		return err
	}
	name := strings.TrimPrefix(in.Op, "buffer_atomic_")
	wide := strings.HasSuffix(name, "_x2")
	name = strings.TrimSuffix(name, "_x2")
	f, ok := atomics[name]
	if !ok {
		return fmt.Errorf("unknown atomic %s", name)
	}
	n := 1
	if wide {
		n = 2
	}
	dn := n
	cmp := name == "cmpswap"
	if cmp {
		dn = 2 * n
	}
	acc, err := decodeBufAccess(in)
	if err != nil {
		return err
	}
	v, err := vreg(in.Operands[0], dn)
	if err != nil {
		return err
	}
	rtn := hasMod(in, "glc")
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := acc.bytes(w, in, l, 4*n, true)
			if err != nil {
				return err
			}
			// cmpswap: vdata = {source, compare}.
			old, data, c := atomicOperands(w, b, v, l, wide, cmp)
			putAtomic(b, f(old, data, c, wide), wide)
			if rtn {
				w.V[v][l] = uint32(old)
				if wide {
					w.V[v+1][l] = uint32(old >> 32)
				}
			}
		}
		return nil
	}
	return nil
}

func init() {
	for _, c := range []string{"x", "xy", "xyz", "xyzw"} {
		for _, pre := range []string{"buffer_load_format_", "buffer_store_format_", "tbuffer_load_format_", "tbuffer_store_format_"} {
			register(bufFormat, pre+c, pre+"d16_"+c)
		}
	}
	for _, a := range []string{"add", "sub", "swap", "cmpswap", "smin", "smax", "umin", "umax", "and", "or", "xor", "inc", "dec"} {
		register(bufAtomic, "buffer_atomic_"+a, "buffer_atomic_"+a+"_x2")
	}
	register(func(p *Program, in *Inst) error {
		in.Class = "vmem"
		if len(in.Operands) != 0 {
			return &OperandCountError{Want: []int{0}, Got: len(in.Operands)}
		}
		in.exec = func(*Wave, *Inst) error { return nil }
		return nil
	}, "buffer_wbinvl1", "buffer_wbinvl1_vol")
}
