package sim

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Vector memory addressing of the FLAT family on gfx9 (Vega ISA, "Flat,
// Scratch and Global Instructions"; LLVM's AMDGPUAsmGFX9 operand syntax),
// and the memory instructions gfx9 adds: SCRATCH_*, the d16 loads and
// stores of FLAT, GLOBAL, SCRATCH, MUBUF and DS, and ds_*_addtid_b32.
//
//   - flat_*: a 64-bit address in a VGPR pair plus offset (gfx9: unsigned
//     12 bits); the LDS and private apertures are recognized (Wave.flat).
//   - global_* vaddr, saddr|off: with saddr off, vaddr is a 64-bit address
//     in a VGPR pair; with an SGPR pair, vaddr is a 32-bit unsigned offset
//     added to it. Plus offset (signed 13 bits).
//   - scratch_* vaddr|off, saddr|off: the sum of the 32-bit VGPR, the SGPR
//     and offset is a byte address in the lane's own private segment (the
//     hardware swizzles lanes' addresses; the simulator keeps scratch per
//     lane).

// flatSeg is the address space a FLAT-family instruction names.
type flatSeg uint8

const (
	segFlat flatSeg = iota
	segGlobal
	segScratch
)

// flatAddr is a FLAT-family instruction's decoded addressing.
type flatAddr struct {
	seg   flatSeg
	vaddr int  // VGPR (first of a pair when wide); -1: off
	wide  bool // vaddr is a 64-bit address
	saddr int  // scalar register (global: first of a pair); -1: off
	off   int64
}

// addr is lane l's address: a 64-bit virtual address, or for scratch a
// byte offset in the lane's private segment.
func (a *flatAddr) addr(w *Wave, l int) uint64 {
	var x uint64
	if a.vaddr >= 0 {
		x = uint64(w.V[a.vaddr][l])
		if a.wide {
			x |= uint64(w.V[a.vaddr+1][l]) << 32
		}
	}
	if a.saddr >= 0 {
		if a.seg == segGlobal {
			x += w.get64(a.saddr)
		} else {
			x += uint64(w.S[a.saddr])
		}
	}
	x += uint64(a.off)
	if a.seg == segScratch {
		x &= 0xffffffff
	}
	return x
}

// inLastRegion is access for a flat or global access of lane l that lies
// in the data of the region Memory.find found last (its cached region):
// the same bytes, found without a call per lane. It returns nil for every
// other access (an aperture, another region, padding, a write to a
// read-only region), which access then resolves.
func (a *flatAddr) inLastRegion(w *Wave, l, n int, write bool) []byte {
	x := a.addr(w, l)
	if a.seg == segFlat && (x>>32 == sharedApertureHi || x>>32 == privateApertureHi) {
		return nil
	}
	r := w.m.Mem.last
	if r == nil || !r.inSpan(x, n) || write && r.ReadOnly {
		return nil
	}
	off := int64(x - r.Base)
	if off < 0 || off+int64(n) > int64(len(r.Data)) {
		return nil
	}
	if o := w.m.owners; o != nil {
		o.note(r, int(off), n, write)
	}
	return r.Data[off : off+int64(n)]
}

// loadLast loads the lanes of act whose access of n dwords inLastRegion
// finds in the region Memory found last, into the VGPRs from d, in one
// pass; it returns the lanes it left for the per-lane path. (A load's lanes
// write only their own registers and its reads have no effect, so which
// lanes go first changes nothing: an error of a left lane is still the
// first in lane order.)
func (a *flatAddr) loadLast(w *Wave, act uint64, d, n int) uint64 {
	r := w.m.Mem.last
	size := 4 * n
	if r == nil || len(r.Data) < size {
		return act
	}
	base, lim := r.Base, uint64(len(r.Data)-size)
	// A lane whose access lies in r's data lies in its pages (inSpan);
	// it is in an aperture only if r's data reaches one, which the
	// lanes then test.
	ap := a.seg == segFlat && (apertureIn(sharedApertureHi, base, lim) || apertureIn(privateApertureHi, base, lim))
	if w.m.owners != nil {
		a.noteLast(w, act, r, size, ap, false) // before the loads: a destination may be an address register
	}
	if a.vaddr < 0 || !a.wide || a.saddr >= 0 || a.seg == segScratch || ap || d+n > len(w.V) {
		return a.loadLastLanes(w, act, d, n, r, ap)
	}
	// A 64-bit VGPR address and an offset (flat_*, global_* with saddr
	// off), the common case, read here.
	lo, hi, off, data := &w.V[a.vaddr], &w.V[a.vaddr+1], uint64(a.off), r.Data
	left := uint64(0)
	if n == 1 {
		v := &w.V[d]
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) & lastLane
			o := uint64(lo[l]) | uint64(hi[l])<<32 + off - base
			if o > lim {
				left |= m & -m
				continue
			}
			v[l] = binary.LittleEndian.Uint32(data[o:])
		}
		return left
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		o := uint64(lo[l]) | uint64(hi[l])<<32 + off - base
		if o > lim {
			left |= m & -m
			continue
		}
		b := data[o : o+uint64(size)]
		for i := 0; i < n; i++ {
			w.V[d+i][l] = binary.LittleEndian.Uint32(b[4*i:])
		}
	}
	return left
}

// storeLast stores the lanes act of a store of n dwords from the VGPRs at
// d when every one of them falls in the data of the region Memory found
// last (inLastRegion, writable), in lane order, and reports whether it
// did; otherwise it stores nothing and the lanes take the per-lane path
// (which stops at the first lane in error: a store, unlike a load, may
// not run some lanes ahead of others).
func (a *flatAddr) storeLast(w *Wave, act uint64, d, n int) bool {
	r := w.m.Mem.last
	size := 4 * n
	if r == nil || r.ReadOnly || len(r.Data) < size || a.vaddr < 0 || !a.wide || a.saddr >= 0 || a.seg == segScratch || d+n > len(w.V) {
		return false
	}
	base, lim := r.Base, uint64(len(r.Data)-size)
	if a.seg == segFlat && (apertureIn(sharedApertureHi, base, lim) || apertureIn(privateApertureHi, base, lim)) {
		return false
	}
	lo, hi, off, data := &w.V[a.vaddr], &w.V[a.vaddr+1], uint64(a.off), r.Data
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		if uint64(lo[l])|uint64(hi[l])<<32+off-base > lim {
			return false
		}
	}
	if w.m.owners != nil {
		a.noteLast(w, act, r, size, false, true)
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & lastLane
		o := uint64(lo[l]) | uint64(hi[l])<<32 + off - base
		for i := 0; i < n; i++ {
			binary.LittleEndian.PutUint32(data[o+uint64(4*i):], w.V[d+i][l])
		}
	}
	return true
}

// noteLast notes for the machine's owner tracking (owners.go) the lanes
// of act that loadLast or storeLast access in r, the region Memory found
// last: those whose n bytes lie in its data and, when ap, not in an
// aperture (loadLastLanes' test; on storeLast's path every lane of act).
// It runs once per instruction, outside the access loops, which an
// untracked run then takes as before.
func (a *flatAddr) noteLast(w *Wave, act uint64, r *Region, n int, ap, write bool) {
	o, lim := w.m.owners, uint64(len(r.Data)-n)
	for m := act; m != 0; m &= m - 1 {
		x := a.addr(w, bits.TrailingZeros64(m))
		if off := x - r.Base; off <= lim && !(ap && (x>>32 == sharedApertureHi || x>>32 == privateApertureHi)) {
			o.note(r, int(off), n, write)
		}
	}
}

// apertureIn reports whether the aperture whose addresses' high half is
// hi meets [base, base+lim].
func apertureIn(hi uint32, base, lim uint64) bool {
	return base>>32 <= uint64(hi) && uint64(hi) <= (base+lim)>>32
}

// loadLastLanes is loadLast for any addressing: each lane's address from
// addr, the apertures tested when ap.
func (a *flatAddr) loadLastLanes(w *Wave, act uint64, d, n int, r *Region, ap bool) uint64 {
	size := 4 * n
	base, lim := r.Base, uint64(len(r.Data)-size)
	left := uint64(0)
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		x := a.addr(w, l)
		o := x - base
		if o > lim || ap && (x>>32 == sharedApertureHi || x>>32 == privateApertureHi) {
			left |= 1 << l
			continue
		}
		b := r.Data[o : o+uint64(size)]
		for i := 0; i < n; i++ {
			w.V[d+i][l] = binary.LittleEndian.Uint32(b[4*i:])
		}
	}
	return left
}

// access returns the n bytes lane l's access reaches.
func (a *flatAddr) access(w *Wave, in *Inst, l, n int, write bool) ([]byte, error) {
	x := a.addr(w, l)
	switch a.seg {
	case segGlobal:
		return w.global(in, l, x, n, write)
	case segScratch:
		return w.private(in, l, x, n)
	}
	return w.flat(in, l, x, n, write)
}

// decodeFlatAddr decodes the address operands of in, whose VGPR address is
// operand i (off for scratch) followed by data more operands (the data of a
// store or atomic): flat_* has only those; global_* and scratch_* have
// saddr|off as their last operand (global_* may omit it: off).
func decodeFlatAddr(in *Inst, i, data int) (*flatAddr, error) {
	a := &flatAddr{seg: segFlat, vaddr: -1, saddr: -1}
	switch {
	case strings.HasPrefix(in.Op, "global_"):
		a.seg = segGlobal
	case strings.HasPrefix(in.Op, "scratch_"):
		a.seg = segScratch
	}
	ops := in.Operands
	nv := 1 + data
	want := []int{i + nv}
	if a.seg != segFlat {
		want = []int{i + nv + 1}
		if a.seg == segGlobal {
			want = append(want, i+nv) // saddr omitted
		}
	}
	if err := wantOperands(in, want...); err != nil {
		return nil, err
	}
	if len(ops) == i+nv+1 {
		s := ops[len(ops)-1]
		if !isOff(s) {
			n := 1
			if a.seg == segGlobal {
				n = 2
			}
			r, ok := sregIndex(s)
			if !ok || s.NumRegs() != n {
				return nil, fmt.Errorf("saddr %s: want off or %d SGPR(s)", s.Text, n)
			}
			a.saddr = r
		}
	}
	va := ops[i]
	switch {
	case a.seg == segScratch && isOff(va):
	case a.seg == segScratch || a.saddr >= 0:
		r, err := vreg(va, 1)
		if err != nil {
			return nil, fmt.Errorf("address: %w", err)
		}
		a.vaddr = r
	default:
		r, err := vreg(va, 2)
		if err != nil {
			return nil, fmt.Errorf("address: %w", err)
		}
		a.vaddr, a.wide = r, true
	}
	off, _, err := intMod(in, "offset")
	if err != nil {
		return nil, err
	}
	a.off = off
	return a, nil
}

func isOff(o asm.Operand) bool { return o.Kind == asm.OpKeyword && o.Expr() == "off" }

// d16 says which half of a VGPR a d16 load or store moves.
type d16Half uint8

const (
	d16None d16Half = iota
	d16Lo           // _d16: the low 16 bits; a load keeps the high half
	d16Hi           // _d16_hi: the high 16 bits; a load keeps the low half
)

// memData is the data of a load or store: bytes per lane, VGPRs, sign
// extension and the d16 half.
type memData struct {
	size, regs int
	signed     bool
	d16        d16Half
}

// memDataOf parses the data width after sep ("_load_", "_store_",
// "_read_", "_write_") of a memory mnemonic, with its _d16/_d16_hi suffix.
func memDataOf(op, sep string) (memData, error) {
	i := strings.Index(op, sep)
	if i < 0 {
		return memData{}, fmt.Errorf("no %s in %s", strings.Trim(sep, "_"), op)
	}
	suffix := op[i+len(sep):]
	var w memData
	switch {
	case strings.HasSuffix(suffix, "_d16_hi"):
		w.d16, suffix = d16Hi, strings.TrimSuffix(suffix, "_d16_hi")
	case strings.HasSuffix(suffix, "_d16"):
		w.d16, suffix = d16Lo, strings.TrimSuffix(suffix, "_d16")
	}
	size, signed, ok := memWidth(suffix)
	if !ok || w.d16 != d16None && size > 2 {
		return memData{}, fmt.Errorf("unknown width %s", op[i+len(sep):])
	}
	w.size, w.signed, w.regs = size, signed, max(size/4, 1)
	return w, nil
}

// put writes the bytes b a load read into lane l's VGPRs from d: whole
// dwords, a zero- or sign-extended byte or short, or for d16 the 16-bit
// (extended) value into its half.
func (m memData) put(w *Wave, d, l int, b []byte) {
	r := readRegs(b, m.regs, m.signed)
	switch m.d16 {
	case d16Lo:
		w.V[d][l] = w.V[d][l]&0xffff0000 | r[0]&0xffff
	case d16Hi:
		w.V[d][l] = w.V[d][l]&0xffff | r[0]<<16
	default:
		for i := 0; i < m.regs; i++ {
			w.V[d+i][l] = r[i]
		}
	}
}

// dwords reports whether the access moves whole dwords, each into or out
// of its own VGPR (no byte, short or d16 data).
func (m memData) dwords() bool { return m.d16 == d16None && m.size >= 4 && m.size == 4*m.regs }

// get returns the data lane l stores from the VGPRs at d (a _d16_hi store
// takes the high half).
func (m memData) get(w *Wave, d, l int) [4]uint32 {
	var v [4]uint32
	for i := 0; i < m.regs; i++ {
		v[i] = w.V[d+i][l]
	}
	if m.d16 == d16Hi {
		v[0] >>= 16
	}
	return v
}

// d16Layout places the components of a typed buffer access in VGPRs: one
// per VGPR (a 32-bit value, or gfx8's d16 value in the low half), two per
// VGPR for gfx9's packed d16, or x alone in the high half (_d16_hi_x).
type d16Layout struct{ hi, packed bool }

// regs is the number of VGPRs n components take.
func (d d16Layout) regs(n int) int {
	if d.packed {
		return (n + 1) / 2
	}
	return n
}

// get returns component c's register value (a 16-bit value in the low
// bits for d16) of lane l from the VGPRs at v.
func (d d16Layout) get(w *Wave, v, l, c int) uint32 {
	switch {
	case d.hi:
		return w.V[v][l] >> 16
	case d.packed:
		return w.V[v+c/2][l] >> (16 * uint(c%2)) & 0xffff
	}
	return w.V[v+c][l]
}

// put writes component c's register value x of lane l; a packed half
// keeps the other half of its VGPR.
func (d d16Layout) put(w *Wave, v, l, c int, x uint32) {
	switch {
	case d.hi:
		w.V[v][l] = w.V[v][l]&0xffff | x<<16
	case d.packed:
		r := &w.V[v+c/2][l]
		sh := 16 * uint(c%2)
		*r = *r&^(0xffff<<sh) | (x&0xffff)<<sh
	default:
		w.V[v+c][l] = x
	}
}

func init() {
	for _, w := range []string{"dword", "dwordx2", "dwordx3", "dwordx4", "ubyte", "sbyte", "ushort", "sshort"} {
		register(flatLoad, "scratch_load_"+w)
	}
	for _, w := range []string{"dword", "dwordx2", "dwordx3", "dwordx4", "byte", "short"} {
		register(flatStore, "scratch_store_"+w)
	}
	for _, pre := range []string{"flat_", "global_", "scratch_"} {
		for _, w := range []string{"ubyte_d16", "ubyte_d16_hi", "sbyte_d16", "sbyte_d16_hi", "short_d16", "short_d16_hi"} {
			register(flatLoad, pre+"load_"+w)
		}
		register(flatStore, pre+"store_byte_d16_hi", pre+"store_short_d16_hi")
	}
	for _, w := range []string{"ubyte_d16", "ubyte_d16_hi", "sbyte_d16", "sbyte_d16_hi", "short_d16", "short_d16_hi"} {
		register(mubuf, "buffer_load_"+w)
	}
	register(mubuf, "buffer_store_byte_d16_hi", "buffer_store_short_d16_hi")
	register(dsRead, "ds_read_u8_d16", "ds_read_u8_d16_hi", "ds_read_i8_d16", "ds_read_i8_d16_hi",
		"ds_read_u16_d16", "ds_read_u16_d16_hi")
	register(dsWrite, "ds_write_b8_d16_hi", "ds_write_b16_d16_hi")
	register(bufFormat, "buffer_load_format_d16_hi_x", "buffer_store_format_d16_hi_x")
	register(dsAddTID, "ds_read_addtid_b32", "ds_write_addtid_b32")
}

// dsAddTID is ds_read_addtid_b32 vdst / ds_write_addtid_b32 vdata
// [offset:N]: the dword at M0[15:0] + offset + 4 × lane.
func dsAddTID(p *Program, in *Inst) error {
	d, off, err := decodeDSM0(in)
	if err != nil {
		return err
	}
	write := in.Op == "ds_write_addtid_b32"
	in.exec = func(w *Wave, in *Inst) error {
		base := uint64(w.S[regM0]&0xffff) + off
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			b, err := w.lds(in, l, base+4*uint64(l), 4)
			if err != nil {
				return err
			}
			if write {
				binary.LittleEndian.PutUint32(b, w.V[d][l])
			} else {
				w.V[d][l] = binary.LittleEndian.Uint32(b)
			}
		}
		return nil
	}
	return nil
}
