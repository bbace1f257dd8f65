package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// MemError is an access outside every buffer (or to read-only memory, or
// outside the LDS or scratch).
type MemError struct {
	Where string // instruction: file:line (text)
	Wave  string
	Lane  int // -1 for scalar accesses
	Addr  uint64
	Size  int
	Msg   string
}

func (e *MemError) Error() string {
	lane := "scalar access"
	if e.Lane >= 0 {
		lane = fmt.Sprintf("lane %d", e.Lane)
	}
	return fmt.Sprintf("%s: %s, %s: %d-byte access at address %#x: %s", e.Where, e.Wave, lane, e.Size, e.Addr, e.Msg)
}

func memErr(w *Wave, in *Inst, lane int, addr uint64, n int, msg string) error {
	return &MemError{Where: in.Where(), Wave: w.Name(), Lane: lane, Addr: addr, Size: n, Msg: msg}
}

// global returns the bytes of global memory at addr. An access that
// reaches into an allocation's page padding succeeds and is counted
// (Memory.Padding); one outside every allocation's pages is an error naming
// the nearest allocation.
func (w *Wave) global(in *Inst, lane int, addr uint64, n int, write bool) ([]byte, error) {
	return w.globalRW(in, lane, addr, n, !write, write)
}

// globalRW is global for an access that reads, writes or both (atomics).
func (w *Wave) globalRW(in *Inst, lane int, addr uint64, n int, read, write bool) ([]byte, error) {
	r, off, pad, ok := w.m.Mem.find(addr, n)
	if !ok {
		return nil, memErr(w, in, lane, addr, n, "outside every buffer ("+w.m.Mem.describe(addr, n)+")")
	}
	if write && r.ReadOnly {
		return nil, memErr(w, in, lane, addr, n, "write to read-only "+r.Name)
	}
	if pad {
		r.notePadding(off, n, read, write)
	}
	if o := w.m.owners; o != nil {
		o.note(r, off, n, write)
	}
	return r.span[r.pre+off : r.pre+off+n], nil
}

// flat resolves a flat address: the LDS and private apertures, else global.
func (w *Wave) flat(in *Inst, lane int, addr uint64, n int, write bool) ([]byte, error) {
	switch addr >> 32 {
	case sharedApertureHi:
		return w.lds(in, lane, addr&0xffffffff, n)
	case privateApertureHi:
		return w.private(in, lane, addr&0xffffffff, n)
	}
	return w.global(in, lane, addr, n, write)
}

// lds returns the n bytes of the workgroup's LDS at addr, a 32-bit byte
// address (the caller adds the instruction offset modulo 2^32). As on GCN3,
// an access not wholly inside the workgroup's allocation does not fault:
// its reads return 0 and its writes are dropped (docs/simulator.md); the
// run counts it (Result.LDSOutOfRange).
func (w *Wave) lds(in *Inst, lane int, addr uint64, n int) ([]byte, error) {
	l := w.WG.LDS
	addr &= 0xffffffff
	if addr+uint64(n) > uint64(len(l)) {
		m := w.m
		m.ldsOOB++
		clear(m.ldsSink[:])
		return m.ldsSink[:n], nil
	}
	return l[addr : addr+uint64(n)], nil
}

// scratchBuf returns the n bytes a MUBUF access through the private
// segment buffer (s[0:3]) reaches for lane: soffset sof, offset o (VGPR
// offset plus the instruction's). The runtime's descriptor is swizzled with
// 4-byte elements and an index stride of 64, with the lane id added as the
// index, so the hardware address in the wave's scratch is
//
//	A = sof + (o/4)*256 + lane*4 + o%4
//
// (the GCN3 ISA's swizzled buffer addressing with index = lane, stride 0).
// The simulator keeps scratch per lane; A is byte A%4 of dword A/256 of lane
// (A/4)%64. With sof a multiple of 256, as LLVM's stack pointer (s32, a
// per-lane offset times 64) and frame offsets are, this is lane's own
// private byte sof/64 + o, the address flat scratch accesses and the
// compiler's `v_lshrrev_b32 vN, 6, s32` use. An access whose bytes would
// spread over more than one lane or non-contiguous bytes is an error.
func (w *Wave) scratchBuf(in *Inst, lane int, sof, o uint64, n int) ([]byte, error) {
	at := func(i uint64) (int, uint64) {
		const row = 4 * isa.MaxLanes // one dword of every lane: 256 bytes
		a := sof + ((o+i)/4)*row + uint64(lane)*4 + (o+i)%4
		return int(a / 4 % isa.MaxLanes), a/row*4 + a%4
	}
	l0, p0 := at(0)
	if n > 1 {
		l1, p1 := at(uint64(n - 1))
		if l1 != l0 || p1 != p0+uint64(n-1) {
			return nil, memErr(w, in, lane, p0, n, fmt.Sprintf("swizzled scratch access (soffset %#x, offset %#x) spreads over more than one lane's dwords", sof, o))
		}
	}
	return w.private(in, l0, p0, n)
}

// bufAddr is a MUBUF instruction's addressing: resource SGPRs, VGPR offset
// or index (-1: none), soffset and the instruction offset.
type bufAddr struct {
	rsrc, va int
	idxen    bool
	so       src
	off      uint64
}

// ScratchAddrs is for a timing model, before the instruction at w.PC
// executes: when it is a MUBUF access through the private segment buffer,
// it calls f with each active lane's address in the wave's scratch (A of
// scratchBuf, the hardware's swizzled address: a lane's dwords are 256
// bytes apart, the 64 lanes' dwords at one offset are contiguous) and
// reports true; otherwise it reports false.
func (w *Wave) ScratchAddrs(active uint64, f func(a uint64)) bool {
	if w.m == nil || w.m.Prog == nil {
		return false // a wave of no machine (timing model unit tests)
	}
	p := w.m.Prog
	if w.PC < 0 || w.PC >= len(p.Instrs) {
		return false
	}
	b := p.Instrs[w.PC].buf
	if b == nil || w.get64(b.rsrc)&0xffff_ffff_ffff != privateBufferBase {
		return false
	}
	stride := uint64(w.S[b.rsrc+1]>>16) & 0x3fff
	sof := b.so.scalar(w) & 0xffffffff
	for m := active; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		o := b.off
		if b.va >= 0 {
			vo := uint64(w.V[b.va][l])
			if b.idxen {
				vo *= stride
			}
			o += vo
		}
		f(sof + (o/4)*256 + uint64(l)*4 + o%4)
	}
	return true
}

func (w *Wave) private(in *Inst, lane int, addr uint64, n int) ([]byte, error) {
	size := w.m.Prog.Fn.Descriptor.PrivateSegmentSize()
	if addr+uint64(n) > uint64(size) {
		return nil, memErr(w, in, lane, addr, n, fmt.Sprintf("outside the lane's %d bytes of private segment", size))
	}
	if w.scratch == nil {
		w.scratch = make([][]byte, isa.MaxLanes)
	}
	if w.scratch[lane] == nil {
		w.scratch[lane] = make([]byte, size)
	}
	return w.scratch[lane][addr : addr+uint64(n)], nil
}

// load/store helpers between bytes and registers

func readRegs(b []byte, n int, signed bool) [4]uint32 {
	var r [4]uint32
	switch len(b) {
	case 1:
		if signed {
			r[0] = uint32(int32(int8(b[0])))
		} else {
			r[0] = uint32(b[0])
		}
	case 2:
		v := binary.LittleEndian.Uint16(b)
		if signed {
			r[0] = uint32(int32(int16(v)))
		} else {
			r[0] = uint32(v)
		}
	default:
		for i := 0; i < n; i++ {
			r[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
	}
	return r
}

func writeBytes(b []byte, v [4]uint32) {
	switch len(b) {
	case 1:
		b[0] = byte(v[0])
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v[0]))
	default:
		for i := 0; i < len(b)/4; i++ {
			binary.LittleEndian.PutUint32(b[4*i:], v[i])
		}
	}
}

// memWidth parses the data width of a load/store suffix: dword, dwordx2,
// ubyte, sshort, b32, b64, u8, i16 ...
func memWidth(suffix string) (bytes int, signed bool, ok bool) {
	switch suffix {
	case "dword", "b32":
		return 4, false, true
	case "dwordx2", "b64":
		return 8, false, true
	case "dwordx3", "b96":
		return 12, false, true
	case "dwordx4", "b128":
		return 16, false, true
	case "ubyte", "u8", "byte", "b8":
		return 1, false, true
	case "sbyte", "i8":
		return 1, true, true
	case "ushort", "u16", "short", "b16":
		return 2, false, true
	case "sshort", "i16":
		return 2, true, true
	}
	return 0, false, false
}

func vreg(o asm.Operand, n int) (int, error) {
	if o.Kind != asm.OpReg || o.File != asm.VGPR {
		return 0, fmt.Errorf("want a VGPR, got %s", o.Text)
	}
	if o.NumRegs() != n {
		return 0, fmt.Errorf("operand %s: want %d VGPR(s)", o.Text, n)
	}
	return o.Lo, nil
}

// --- SMEM ---------------------------------------------------------------

func smemLoad(p *Program, in *Inst) error {
	n, addr, err := smemAddress(in, "s_buffer_load_")
	if err != nil {
		return err
	}
	d, err := decodeDst(in.Operands[0], n, kS)
	if err != nil {
		return err
	}
	in.exec = func(w *Wave, in *Inst) error {
		b, err := w.global(in, -1, addr(w), 4*n, false)
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			w.S[d.idx+i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		return nil
	}
	return nil
}

// smemAddress checks and decodes what SMEM loads and stores share: the
// modifiers, three operands, the dword count n of the opcode, and the
// address of operands 1 and 2 (a 64-bit base, or a buffer descriptor with
// the base in its first 48 bits for opcodes with bufferPrefix; a 32-bit
// offset), dword-aligned as the hardware aligns it.
func smemAddress(in *Inst, bufferPrefix string) (n int, addr func(w *Wave) uint64, err error) {
	in.Class = "smem"
	if err := checkMods(in, "glc", "offset"); err != nil {
		return 0, nil, err
	}
	if err := wantOperands(in, 3); err != nil {
		return 0, nil, err
	}
	n = 1
	if i := strings.LastIndex(in.Op, "dwordx"); i >= 0 {
		fmt.Sscanf(in.Op[i+6:], "%d", &n)
	}
	bn := 2
	if strings.HasPrefix(in.Op, bufferPrefix) {
		bn = 4
	}
	base, ok := sregIndex(in.Operands[1])
	if !ok || in.Operands[1].NumRegs() != bn {
		return 0, nil, fmt.Errorf("base %s: want %d SGPRs", in.Operands[1].Text, bn)
	}
	off, err := decodeSrc(in.Operands[2], tB32)
	if err != nil {
		return 0, nil, err
	}
	return n, func(w *Wave) uint64 {
		a := w.get64(base) & 0xffff_ffff_ffff
		return (a + (off.scalar(w) & 0xffffffff)) &^ 3
	}, nil
}

// --- FLAT / GLOBAL / SCRATCH ----------------------------------------------

// flatLoad is FLAT_LOAD_*, GLOBAL_LOAD_* and SCRATCH_LOAD_* (gfx9):
// vdst, the address operands (flatAddr) and offset/glc/slc; the _d16 and
// _d16_hi forms load 8 or 16 bits into one half of vdst, keeping the other.
func flatLoad(p *Program, in *Inst) error {
	in.Class = "vmem"
	if err := checkMods(in, "glc", "slc", "offset"); err != nil {
		return err
	}
	w, err := memDataOf(in.Op, "_load_")
	if err != nil {
		return err
	}
	a, err := decodeFlatAddr(in, 1, 0)
	if err != nil {
		return err
	}
	d, err := vreg(in.Operands[0], w.regs)
	if err != nil {
		return err
	}
	dwords := w.dwords() && a.seg != segScratch
	in.exec = func(wv *Wave, in *Inst) error {
		m := wv.Active()
		if dwords {
			m = a.loadLast(wv, m, d, w.regs)
		}
		for ; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if dwords {
				if b := a.inLastRegion(wv, l, w.size, false); b != nil {
					for i := range w.regs {
						wv.V[d+i][l] = binary.LittleEndian.Uint32(b[4*i:])
					}
					continue
				}
			}
			b, err := a.access(wv, in, l, w.size, false)
			if err != nil {
				return err
			}
			w.put(wv, d, l, b)
		}
		return nil
	}
	return nil
}

// flatStore is FLAT_STORE_*, GLOBAL_STORE_* and SCRATCH_STORE_*: the
// address operands, vdata (after the VGPR address), offset/glc/slc; the
// _d16_hi forms store bits from the high half of vdata.
func flatStore(p *Program, in *Inst) error {
	in.Class = "vmem"
	if err := checkMods(in, "glc", "slc", "offset"); err != nil {
		return err
	}
	w, err := memDataOf(in.Op, "_store_")
	if err != nil {
		return err
	}
	a, err := decodeFlatAddr(in, 0, 1)
	if err != nil {
		return err
	}
	d, err := vreg(in.Operands[1], w.regs)
	if err != nil {
		return err
	}
	dwords := w.dwords() && a.seg != segScratch
	in.exec = func(wv *Wave, in *Inst) error {
		act := wv.Active()
		if dwords && a.storeLast(wv, act, d, w.regs) {
			return nil
		}
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if dwords {
				if b := a.inLastRegion(wv, l, w.size, true); b != nil {
					for i := range w.regs {
						binary.LittleEndian.PutUint32(b[4*i:], wv.V[d+i][l])
					}
					continue
				}
			}
			b, err := a.access(wv, in, l, w.size, true)
			if err != nil {
				return err
			}
			writeBytes(b, w.get(wv, d, l))
		}
		return nil
	}
	return nil
}

// atomicFn computes the new memory value from the old one and the data
// (and the compare value for cmpswap).
type atomicFn func(old, data, cmp uint64, wide bool) uint64

var atomics = map[string]atomicFn{
	"add":  func(o, d, _ uint64, _ bool) uint64 { return o + d },
	"sub":  func(o, d, _ uint64, _ bool) uint64 { return o - d },
	"rsub": func(o, d, _ uint64, _ bool) uint64 { return d - o },
	"swap": func(_, d, _ uint64, _ bool) uint64 { return d },
	"cmpswap": func(o, d, c uint64, _ bool) uint64 {
		if o == c {
			return d
		}
		return o
	},
	"smin": func(o, d, _ uint64, wide bool) uint64 {
		if sgn(o, wide) < sgn(d, wide) {
			return o
		}
		return d
	},
	"smax": func(o, d, _ uint64, wide bool) uint64 {
		if sgn(o, wide) > sgn(d, wide) {
			return o
		}
		return d
	},
	"umin": func(o, d, _ uint64, _ bool) uint64 { return min(o, d) },
	"umax": func(o, d, _ uint64, _ bool) uint64 { return max(o, d) },
	"and":  func(o, d, _ uint64, _ bool) uint64 { return o & d },
	"or":   func(o, d, _ uint64, _ bool) uint64 { return o | d },
	"xor":  func(o, d, _ uint64, _ bool) uint64 { return o ^ d },
	"inc": func(o, d, _ uint64, _ bool) uint64 {
		if o >= d {
			return 0
		}
		return o + 1
	},
	"dec": func(o, d, _ uint64, _ bool) uint64 {
		if o == 0 || o > d {
			return d
		}
		return o - 1
	},
	"add_f32": func(o, d, _ uint64, _ bool) uint64 {
		return uint64(math.Float32bits(math.Float32frombits(uint32(o)) + math.Float32frombits(uint32(d))))
	},
}

func sgn(v uint64, wide bool) int64 {
	if wide {
		return int64(v)
	}
	return int64(int32(uint32(v)))
}

// flatAtomic is FLAT_ATOMIC_* and GLOBAL_ATOMIC_*: [vdst,] the address
// operands, vdata; glc returns the old value into vdst.
func flatAtomic(p *Program, in *Inst) error {
	in.Class = "vmem"
	if err := checkMods(in, "glc", "slc", "offset"); err != nil {
		return err
	}
	name := strings.TrimPrefix(strings.TrimPrefix(in.Op, "flat_atomic_"), "global_atomic_")
	wide := strings.HasSuffix(name, "_x2")
	name = strings.TrimSuffix(name, "_x2")
	f, ok := atomics[name]
	if !ok {
		return fmt.Errorf("unknown atomic %s", name)
	}
	rtn := hasMod(in, "glc")
	i := 0
	if rtn {
		i = 1
	}
	n := 1
	if wide {
		n = 2
	}
	dn := n
	if name == "cmpswap" {
		dn = 2 * n
	}
	a, err := decodeFlatAddr(in, i, 1)
	if err != nil {
		if oc, ok := err.(*OperandCountError); ok {
			oc.Note = "glc returns the old value"
		}
		return err
	}
	d := -1
	if rtn {
		if d, err = vreg(in.Operands[0], n); err != nil {
			return err
		}
	}
	v, err := vreg(in.Operands[i+1], dn)
	if err != nil {
		return err
	}
	size := 4 * n
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := a.access(w, in, l, size, true)
			if err != nil {
				return err
			}
			old, data, cmp := atomicOperands(w, b, v, l, wide, name == "cmpswap")
			nv := f(old, data, cmp, wide)
			putAtomic(b, nv, wide)
			if d >= 0 {
				w.V[d][l] = uint32(old)
				if wide {
					w.V[d+1][l] = uint32(old >> 32)
				}
			}
		}
		return nil
	}
	return nil
}

func atomicOperands(w *Wave, b []byte, v, l int, wide, cmpswap bool) (old, data, cmp uint64) {
	if wide {
		old = binary.LittleEndian.Uint64(b)
		data = uint64(w.V[v][l]) | uint64(w.V[v+1][l])<<32
		if cmpswap {
			cmp = uint64(w.V[v+2][l]) | uint64(w.V[v+3][l])<<32
		}
		return
	}
	old = uint64(binary.LittleEndian.Uint32(b))
	data = uint64(w.V[v][l])
	if cmpswap {
		cmp = uint64(w.V[v+1][l])
	}
	return
}

func putAtomic(b []byte, v uint64, wide bool) {
	if wide {
		binary.LittleEndian.PutUint64(b, v)
	} else {
		binary.LittleEndian.PutUint32(b, uint32(v))
	}
}

// --- DS (LDS) -------------------------------------------------------------

func dsOffset(in *Inst, name string) (uint64, error) {
	v, _, err := intMod(in, name)
	return uint64(v), err
}

func dsRead(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset", "gds"); err != nil {
		return err
	}
	md, err := memDataOf(in.Op, "_read_")
	if err != nil {
		return err
	}
	if err := wantOperands(in, 2); err != nil {
		return err
	}
	d, err := vreg(in.Operands[0], md.regs)
	if err != nil {
		return err
	}
	a, err := vreg(in.Operands[1], 1)
	if err != nil {
		return err
	}
	off, err := dsOffset(in, "offset")
	if err != nil {
		return err
	}
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := w.lds(in, l, uint64(w.V[a][l])+off, md.size)
			if err != nil {
				return err
			}
			md.put(w, d, l, b)
		}
		return nil
	}
	return nil
}

func dsWrite(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset", "gds"); err != nil {
		return err
	}
	md, err := memDataOf(in.Op, "_write_")
	if err != nil {
		return err
	}
	if err := wantOperands(in, 2); err != nil {
		return err
	}
	a, err := vreg(in.Operands[0], 1)
	if err != nil {
		return err
	}
	d, err := vreg(in.Operands[1], md.regs)
	if err != nil {
		return err
	}
	off, err := dsOffset(in, "offset")
	if err != nil {
		return err
	}
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := w.lds(in, l, uint64(w.V[a][l])+off, md.size)
			if err != nil {
				return err
			}
			writeBytes(b, md.get(w, d, l))
		}
		return nil
	}
	return nil
}

// dsRead2 / dsWrite2: two accesses at offset0*unit and offset1*unit.
func dsRead2(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset0", "offset1", "gds"); err != nil {
		return err
	}
	size, unit := 4, uint64(4)
	if strings.HasSuffix(in.Op, "_b64") {
		size, unit = 8, 8
	}
	if strings.Contains(in.Op, "st64") {
		unit *= 64
	}
	if err := wantOperands(in, 2); err != nil {
		return err
	}
	n := size / 4
	d, err := vreg(in.Operands[0], 2*n)
	if err != nil {
		return err
	}
	a, err := vreg(in.Operands[1], 1)
	if err != nil {
		return err
	}
	o0, err := dsOffset(in, "offset0")
	if err != nil {
		return err
	}
	o1, err := dsOffset(in, "offset1")
	if err != nil {
		return err
	}
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			base := uint64(w.V[a][l])
			for k, o := range [2]uint64{o0, o1} {
				b, err := w.lds(in, l, base+o*unit, size)
				if err != nil {
					return err
				}
				for i := 0; i < n; i++ {
					w.V[d+k*n+i][l] = binary.LittleEndian.Uint32(b[4*i:])
				}
			}
		}
		return nil
	}
	return nil
}

func dsWrite2(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset0", "offset1", "gds"); err != nil {
		return err
	}
	size, unit := 4, uint64(4)
	if strings.HasSuffix(in.Op, "_b64") {
		size, unit = 8, 8
	}
	if strings.Contains(in.Op, "st64") {
		unit *= 64
	}
	if err := wantOperands(in, 3); err != nil {
		return err
	}
	n := size / 4
	a, err := vreg(in.Operands[0], 1)
	if err != nil {
		return err
	}
	d0, err := vreg(in.Operands[1], n)
	if err != nil {
		return err
	}
	d1, err := vreg(in.Operands[2], n)
	if err != nil {
		return err
	}
	o0, err := dsOffset(in, "offset0")
	if err != nil {
		return err
	}
	o1, err := dsOffset(in, "offset1")
	if err != nil {
		return err
	}
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			base := uint64(w.V[a][l])
			for k, o := range [2]uint64{o0, o1} {
				b, err := w.lds(in, l, base+o*unit, size)
				if err != nil {
					return err
				}
				d := d0
				if k == 1 {
					d = d1
				}
				for i := 0; i < n; i++ {
					binary.LittleEndian.PutUint32(b[4*i:], w.V[d+i][l])
				}
			}
		}
		return nil
	}
	return nil
}

// dsAtomic: ds_OP_{u32,i32,b32,f32,u64,...} [vdst,] vaddr, vdata [, vdata2].
func dsAtomic(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset", "gds"); err != nil {
		return err
	}
	name, wide, rtn := dsAtomicName(in.Op)
	f, ok := atomics[name]
	if !ok {
		return fmt.Errorf("unknown LDS atomic %s", in.Op)
	}
	x := &ldsAtomic{f: f, wide: wide, d: -1, v1: -1}
	n := 1
	if wide {
		n = 2
	}
	// Two data operands: ds_cmpst (compare, source), ds_mskor (mask,
	// bits), ds_wrap (bound, increment); the first is passed as cmp.
	x.cmp = name == "cmpswap" || name == "cmpswap_f" || name == "mskor" || name == "wrap"
	want := 2
	if x.cmp {
		want = 3
	}
	if rtn {
		want++
	}
	if err := wantOperands(in, want); err != nil {
		return err
	}
	k := 0
	var err error
	if rtn {
		if x.d, err = vreg(in.Operands[0], n); err != nil {
			return err
		}
		k = 1
	}
	if x.a, err = vreg(in.Operands[k], 1); err != nil {
		return err
	}
	if x.v0, err = vreg(in.Operands[k+1], n); err != nil {
		return err
	}
	if x.cmp {
		// ds_cmpst_b32 vaddr, vcmp, vsrc: store vsrc if memory == vcmp.
		if x.v1, err = vreg(in.Operands[k+2], n); err != nil {
			return err
		}
	}
	if x.off, err = dsOffset(in, "offset"); err != nil {
		return err
	}
	in.exec = x.exec
	return nil
}

// dsAtomicName is the atomics entry of an LDS atomic's mnemonic (or of a
// ds_OP_src2's without _src2, whose write is a swap), whether it is 64-bit
// and whether it returns the old value.
func dsAtomicName(mnemonic string) (name string, wide, rtn bool) {
	op := strings.TrimPrefix(mnemonic, "ds_")
	rtn = strings.Contains(op, "_rtn_")
	op = strings.Replace(op, "_rtn_", "_", 1)
	i := strings.LastIndexByte(op, '_')
	name, ty := op[:i], op[i+1:]
	wide = strings.HasSuffix(ty, "64")
	switch name {
	case "min", "max":
		switch ty[0] {
		case 'i':
			name = "s" + name
		case 'f':
			name = "f" + name
		default:
			name = "u" + name
		}
	case "wrxchg", "write":
		name = "swap"
	case "cmpst":
		name = "cmpswap"
		if ty[0] == 'f' {
			name = "cmpswap_f"
		}
	case "add":
		if ty == "f32" {
			name = "add_f32"
		}
	}
	return name, wide, rtn
}

// ldsAtomic is a decoded LDS atomic: its operation, the VGPRs of the old
// value (d, -1: not returned), the address and the data (v1: the second
// data operand, -1: none), the offset.
type ldsAtomic struct {
	f         atomicFn
	wide, cmp bool
	d, a      int
	v0, v1    int
	off       uint64
}

func (x *ldsAtomic) read(w *Wave, r, l int) uint64 {
	v := uint64(w.V[r][l])
	if x.wide {
		v |= uint64(w.V[r+1][l]) << 32
	}
	return v
}

func (x *ldsAtomic) exec(w *Wave, in *Inst) error {
	size := 4
	if x.wide {
		size = 8
	}
	for m := w.Active(); m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		b, err := w.lds(in, l, uint64(w.V[x.a][l])+x.off, size)
		if err != nil {
			return err
		}
		var old uint64
		if x.wide {
			old = binary.LittleEndian.Uint64(b)
		} else {
			old = uint64(binary.LittleEndian.Uint32(b))
		}
		data, c := x.read(w, x.v0, l), uint64(0)
		if x.cmp {
			c, data = data, x.read(w, x.v1, l)
		}
		nv := x.f(old, data, c, x.wide)
		if !x.wide {
			nv &= 0xffffffff
		}
		putAtomic(b, nv, x.wide)
		if x.d >= 0 {
			w.V[x.d][l] = uint32(old)
			if x.wide {
				w.V[x.d+1][l] = uint32(old >> 32)
			}
		}
	}
	return nil
}

// dsPermute: ds_bpermute_b32 (pull: lane l reads the lane its address names)
// and ds_permute_b32 (push). Lanes outside EXEC & split supply zero.
func dsPermute(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset"); err != nil {
		return err
	}
	if err := wantOperands(in, 3); err != nil {
		return err
	}
	d, err := vreg(in.Operands[0], 1)
	if err != nil {
		return err
	}
	a, err := vreg(in.Operands[1], 1)
	if err != nil {
		return err
	}
	s, err := vreg(in.Operands[2], 1)
	if err != nil {
		return err
	}
	off, err := dsOffset(in, "offset")
	if err != nil {
		return err
	}
	push := in.Op == "ds_permute_b32"
	in.exec = func(w *Wave, _ *Inst) error {
		act := w.Active()
		var out [isa.MaxLanes]uint32
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			t := int((uint64(w.V[a][l]) + off) / 4 % isa.MaxLanes)
			if push {
				out[t] = w.V[s][l]
			} else if act>>t&1 != 0 {
				out[l] = w.V[s][t]
			}
		}
		setLanes(&w.V[d], act, &out)
		return nil
	}
	return nil
}

// --- MUBUF ------------------------------------------------------------------

// mubuf handles buffer_load/store_{dword,...}: through the private segment
// buffer descriptor they access per-lane scratch, through any other buffer
// descriptor global memory at base + soffset + voffset + offset.
func mubuf(p *Program, in *Inst) error {
	in.Class = "vmem"
	if err := checkMods(in, "offen", "idxen", "offset", "glc", "slc", "lds"); err != nil {
		return err
	}
	if hasMod(in, "lds") {
		return fmt.Errorf("buffer loads to LDS are not supported")
	}
	store := strings.HasPrefix(in.Op, "buffer_store_")
	sep := "_load_"
	if store {
		sep = "_store_"
	}
	md, err := memDataOf(in.Op, sep)
	if err != nil {
		return err
	}
	if err := wantOperands(in, 4); err != nil {
		return err
	}
	size := md.size
	data, err := vreg(in.Operands[0], md.regs)
	if err != nil {
		return err
	}
	offen, idxen := hasMod(in, "offen"), hasMod(in, "idxen")
	if idxen && offen {
		return fmt.Errorf("idxen together with offen is not supported")
	}
	va := -1
	if offen || idxen {
		if va, err = vreg(in.Operands[1], 1); err != nil {
			return err
		}
	}
	rsrc, ok := sregIndex(in.Operands[2])
	if !ok || in.Operands[2].NumRegs() != 4 {
		return fmt.Errorf("resource %s: want 4 SGPRs", in.Operands[2].Text)
	}
	so, err := decodeSrc(in.Operands[3], tB32)
	if err != nil {
		return err
	}
	off, _, err := intMod(in, "offset")
	if err != nil {
		return err
	}
	in.buf = &bufAddr{rsrc: rsrc, va: va, idxen: idxen, so: so, off: uint64(off)}
	in.exec = func(w *Wave, in *Inst) error {
		base := w.get64(rsrc) & 0xffff_ffff_ffff
		stride := uint64(w.S[rsrc+1]>>16) & 0x3fff
		scratch := base == privateBufferBase
		sof := so.scalar(w) & 0xffffffff
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			var vo uint64
			if va >= 0 {
				vo = uint64(w.V[va][l])
				if idxen {
					vo *= stride
				}
			}
			var b []byte
			var err error
			if scratch {
				b, err = w.scratchBuf(in, l, sof, vo+uint64(off), size)
			} else {
				b, err = w.global(in, l, base+sof+vo+uint64(off), size, store)
			}
			if err != nil {
				return err
			}
			if store {
				writeBytes(b, md.get(w, data, l))
			} else {
				md.put(w, data, l, b)
			}
		}
		return nil
	}
	return nil
}

func init() {
	register(smemLoad, "s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8", "s_load_dwordx16",
		"s_buffer_load_dword", "s_buffer_load_dwordx2", "s_buffer_load_dwordx4", "s_buffer_load_dwordx8", "s_buffer_load_dwordx16")
	for _, pre := range []string{"flat_", "global_"} {
		for _, w := range []string{"dword", "dwordx2", "dwordx3", "dwordx4", "ubyte", "sbyte", "ushort", "sshort"} {
			register(flatLoad, pre+"load_"+w)
		}
		for _, w := range []string{"dword", "dwordx2", "dwordx3", "dwordx4", "byte", "short"} {
			register(flatStore, pre+"store_"+w)
		}
		for _, a := range []string{"add", "sub", "swap", "cmpswap", "smin", "smax", "umin", "umax", "and", "or", "xor", "inc", "dec"} {
			register(flatAtomic, pre+"atomic_"+a, pre+"atomic_"+a+"_x2")
		}
	}
	for _, w := range []string{"dword", "dwordx2", "dwordx3", "dwordx4", "ubyte", "sbyte", "ushort", "sshort"} {
		register(mubuf, "buffer_load_"+w)
	}
	for _, w := range []string{"dword", "dwordx2", "dwordx3", "dwordx4", "byte", "short"} {
		register(mubuf, "buffer_store_"+w)
	}
	register(dsRead, "ds_read_b32", "ds_read_b64", "ds_read_b96", "ds_read_b128", "ds_read_u8", "ds_read_i8", "ds_read_u16", "ds_read_i16")
	register(dsWrite, "ds_write_b32", "ds_write_b64", "ds_write_b96", "ds_write_b128", "ds_write_b8", "ds_write_b16")
	register(dsRead2, "ds_read2_b32", "ds_read2_b64", "ds_read2st64_b32", "ds_read2st64_b64")
	register(dsWrite2, "ds_write2_b32", "ds_write2_b64", "ds_write2st64_b32", "ds_write2st64_b64")
	for _, a := range []string{"add_u32", "sub_u32", "rsub_u32", "inc_u32", "dec_u32", "min_i32", "max_i32", "min_u32", "max_u32",
		"and_b32", "or_b32", "xor_b32", "add_f32", "add_u64", "sub_u64", "min_i64", "max_i64", "min_u64", "max_u64",
		"and_b64", "or_b64", "xor_b64", "cmpst_b32", "cmpst_b64"} {
		register(dsAtomic, "ds_"+a)
		i := strings.LastIndexByte(a, '_')
		register(dsAtomic, "ds_"+a[:i]+"_rtn"+a[i:])
	}
	for _, a := range []string{"rsub_u64", "inc_u64", "dec_u64", "min_f32", "max_f32", "min_f64", "max_f64",
		"cmpst_f32", "cmpst_f64", "mskor_b32", "mskor_b64"} {
		register(dsAtomic, "ds_"+a)
		i := strings.LastIndexByte(a, '_')
		register(dsAtomic, "ds_"+a[:i]+"_rtn"+a[i:])
	}
	register(dsAtomic, "ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b64", "ds_wrap_rtn_b32")
	register(dsPermute, "ds_bpermute_b32", "ds_permute_b32")
	register(nop("lds"), "ds_nop")
}
