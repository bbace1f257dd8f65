package sim

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// More LDS instructions: ds_swizzle_b32 (lane exchange without LDS
// access), ds_wrxchg2[st64]_rtn (two exchanges), ds_append/ds_consume
// (LDS counter at M0's base), and the *_src2_* forms (both operands in
// LDS).

// swizzleOffset decodes the 16-bit offset of ds_swizzle_b32, given as a
// number or as LLVM's swizzle(...) macro. Errors say what is allowed.
func swizzleOffset(v string) (uint32, error) {
	if !strings.HasPrefix(v, "swizzle(") {
		n, err := strconv.ParseUint(v, 0, 16)
		if err != nil {
			return 0, fmt.Errorf("want a 16-bit offset (0 to 0xffff) or swizzle(MODE, ...) with MODE one of %s", swizzleModes)
		}
		return uint32(n), nil
	}
	if !strings.HasSuffix(v, ")") {
		return 0, fmt.Errorf("want swizzle(MODE, ...) with a closing parenthesis")
	}
	args := strings.Split(strings.TrimSuffix(strings.TrimPrefix(v, "swizzle("), ")"), ",")
	for i := range args {
		args[i] = strings.TrimSpace(args[i])
	}
	mode := args[0]
	// num is argument i, at most hi; ok is false when it is missing or
	// not such a number.
	num := func(i int, hi uint32) (uint32, bool) {
		if i >= len(args) {
			return 0, false
		}
		n, err := strconv.ParseUint(args[i], 0, 16)
		return uint32(n), err == nil && uint32(n) <= hi
	}
	// pow2 is argument 1, a power of two in [lo, hi].
	pow2 := func(lo, hi uint32) (uint32, bool) {
		n, ok := num(1, hi)
		return n, ok && n >= lo && n&(n-1) == 0
	}
	wantArgs := map[string]int{"QUAD_PERM": 5, "SWAP": 2, "REVERSE": 2, "BROADCAST": 3, "BITMASK_PERM": 2}
	if n, ok := wantArgs[mode]; ok && len(args) != n {
		return 0, fmt.Errorf("swizzle(%s, ...) takes %d argument(s) after the mode, got %d", mode, n-1, len(args)-1)
	}
	bitmask := func(and, or, xor uint32) uint32 { return and&31 | (or&31)<<5 | (xor&31)<<10 }
	switch mode {
	case "QUAD_PERM":
		var off uint32 = 0x8000
		for i := 1; i <= 4; i++ {
			n, ok := num(i, 3)
			if !ok {
				return 0, fmt.Errorf("QUAD_PERM lane %d is %q: want a lane of the quad, 0 to 3", i-1, args[i])
			}
			off |= n << (2 * (i - 1))
		}
		return off, nil
	case "SWAP":
		n, ok := pow2(1, 16)
		if !ok {
			return 0, fmt.Errorf("SWAP group size %q: want 1, 2, 4, 8 or 16", args[1])
		}
		return bitmask(31, 0, n), nil
	case "REVERSE":
		n, ok := pow2(2, 32)
		if !ok {
			return 0, fmt.Errorf("REVERSE group size %q: want 2, 4, 8, 16 or 32", args[1])
		}
		return bitmask(31, 0, n-1), nil
	case "BROADCAST":
		n, ok := pow2(2, 32)
		if !ok {
			return 0, fmt.Errorf("BROADCAST group size %q: want 2, 4, 8, 16 or 32", args[1])
		}
		lane, ok := num(2, n-1)
		if !ok {
			return 0, fmt.Errorf("BROADCAST lane %q: want a lane of the group, 0 to %d", args[2], n-1)
		}
		return bitmask(31&^(n-1), lane, 0), nil
	case "BITMASK_PERM":
		m := strings.Trim(args[1], `"`)
		var and, or, xor uint32
		for i, c := range m { // most significant lane-id bit first
			if i >= 5 {
				break
			}
			b := uint32(1) << (4 - i)
			switch c {
			case '0':
			case '1':
				or |= b
			case 'p':
				and |= b
			case 'i':
				and |= b
				xor |= b
			default:
				m = "" // refused below
			}
		}
		if len(m) != 5 {
			return 0, fmt.Errorf("BITMASK_PERM mask %s: want 5 characters, each 0, 1, p (keep the lane-id bit) or i (invert it), most significant bit first", args[1])
		}
		return bitmask(and, or, xor), nil
	}
	return 0, fmt.Errorf("unknown swizzle mode %q: want %s", mode, swizzleModes)
}

// swizzleModes are the modes of LLVM's swizzle(...) macro.
const swizzleModes = "QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP or REVERSE"

// dsSwizzle: offset[15] set: within each quad lane i reads lane
// offset[2i+1:2i]; clear: within each 32-lane half lane i reads
// ((i & and) | or) ^ xor with and, or, xor = offset[4:0], [9:5], [14:10].
// Lanes outside EXEC and the split mask supply zero (as ds_bpermute_b32).
func dsSwizzle(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset"); err != nil {
		return err
	}
	if err := wantOperands(in, 2); err != nil {
		return err
	}
	d, err := vreg(in.Operands[0], 1)
	if err != nil {
		return err
	}
	s, err := vreg(in.Operands[1], 1)
	if err != nil {
		return err
	}
	var off uint32
	if v, ok := in.Modifier("offset"); ok {
		if off, err = swizzleOffset(v); err != nil {
			return fmt.Errorf("offset:%s: %w", v, err)
		}
	}
	var srcLane [isa.MaxLanes]int
	for l := 0; l < isa.MaxLanes; l++ {
		if off&0x8000 != 0 {
			srcLane[l] = l&^3 | int(off>>(2*(l&3))&3)
		} else {
			and, or, xor := int(off&31), int(off>>5&31), int(off>>10&31)
			srcLane[l] = l&32 | ((l&31)&and | or) ^ xor
		}
	}
	in.exec = func(w *Wave, _ *Inst) error {
		act := w.Active()
		var out [isa.MaxLanes]uint32
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if t := srcLane[l]; act>>t&1 != 0 {
				out[l] = w.V[s][t]
			}
		}
		setLanes(&w.V[d], act, &out)
		return nil
	}
	return nil
}

// dsWrxchg2: ds_wrxchg2[st64]_rtn_b{32,64} vdst, vaddr, vdata0, vdata1
// offset0 offset1: two exchanges at vaddr + offsetN * size (*64 for st64);
// vdst gets both old values.
func dsWrxchg2(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset0", "offset1", "gds"); err != nil {
		return err
	}
	if hasMod(in, "gds") {
		return fmt.Errorf("GDS is not supported")
	}
	n, unit := 1, uint64(4)
	if strings.HasSuffix(in.Op, "_b64") {
		n, unit = 2, 8
	}
	if strings.Contains(in.Op, "st64") {
		unit *= 64
	}
	if err := wantOperands(in, 4); err != nil {
		return err
	}
	d, err := vreg(in.Operands[0], 2*n)
	if err != nil {
		return err
	}
	a, err := vreg(in.Operands[1], 1)
	if err != nil {
		return err
	}
	var data [2]int
	for k := range data {
		if data[k], err = vreg(in.Operands[2+k], n); err != nil {
			return err
		}
	}
	var offs [2]uint64
	for k, name := range []string{"offset0", "offset1"} {
		if offs[k], err = dsOffset(in, name); err != nil {
			return err
		}
	}
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			for k := 0; k < 2; k++ {
				b, err := w.lds(in, l, uint64(w.V[a][l])+offs[k]*unit, 4*n)
				if err != nil {
					return err
				}
				for i := 0; i < n; i++ {
					old := binary.LittleEndian.Uint32(b[4*i:])
					binary.LittleEndian.PutUint32(b[4*i:], w.V[data[k]+i][l])
					w.V[d+k*n+i][l] = old
				}
			}
		}
		return nil
	}
	return nil
}

// decodeDSM0 decodes the DS instructions addressed by M0[15:0] + offset
// (ds_append, ds_consume, gfx9's ds_*_addtid_b32): one VGPR operand and
// the offset modifier; GDS is not supported.
func decodeDSM0(in *Inst) (vgpr int, off uint64, err error) {
	in.Class = "lds"
	if err := checkMods(in, "offset", "gds"); err != nil {
		return 0, 0, err
	}
	if hasMod(in, "gds") {
		return 0, 0, fmt.Errorf("GDS is not supported")
	}
	if err := wantOperands(in, 1); err != nil {
		return 0, 0, err
	}
	if vgpr, err = vreg(in.Operands[0], 1); err != nil {
		return 0, 0, err
	}
	off, err = dsOffset(in, "offset")
	return vgpr, off, err
}

// dsAppend: ds_append / ds_consume vdst [offset]: the LDS dword at
// M0[15:0] + offset is incremented (decremented) by the number of active
// lanes; every active lane gets the value before.
func dsAppend(p *Program, in *Inst) error {
	d, off, err := decodeDSM0(in)
	if err != nil {
		return err
	}
	consume := in.Op == "ds_consume"
	in.exec = func(w *Wave, in *Inst) error {
		act := w.Active()
		if act == 0 {
			return nil
		}
		l0 := bits.TrailingZeros64(act)
		b, err := w.lds(in, l0, uint64(w.S[regM0]&0xffff)+off, 4)
		if err != nil {
			return err
		}
		old := binary.LittleEndian.Uint32(b)
		c := uint32(bits.OnesCount64(act))
		if consume {
			binary.LittleEndian.PutUint32(b, old-c)
		} else {
			binary.LittleEndian.PutUint32(b, old+c)
		}
		for m := act; m != 0; m &= m - 1 {
			w.V[d][bits.TrailingZeros64(m)] = old
		}
		return nil
	}
	return nil
}

// dsSrc2: ds_OP_src2_T vaddr offset:N: DS[A] = OP(DS[A], DS[B]) with A =
// vaddr and B = A + size * (offset[15] ? A[31:17] sign-extended : offset[14:0]
// sign-extended) [GCN3 ISA]; size is 4 (8 for 64-bit types).
func dsSrc2(p *Program, in *Inst) error {
	in.Class = "lds"
	if err := checkMods(in, "offset", "gds"); err != nil {
		return err
	}
	if hasMod(in, "gds") {
		return fmt.Errorf("GDS is not supported")
	}
	name, wide, _ := dsAtomicName(strings.Replace(in.Op, "_src2", "", 1))
	f, ok := atomics[name]
	if !ok {
		return fmt.Errorf("unknown LDS operation %s", in.Op)
	}
	if err := wantOperands(in, 1); err != nil {
		return err
	}
	a, err := vreg(in.Operands[0], 1)
	if err != nil {
		return err
	}
	off, err := dsOffset(in, "offset")
	if err != nil {
		return err
	}
	size := 4
	if wide {
		size = 8
	}
	in.exec = func(w *Wave, in *Inst) error {
		for m := w.Active(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			addr := w.V[a][l]
			var k int64
			if off&0x8000 != 0 {
				k = int64(int32(addr) >> 17)
			} else {
				k = int64(int16(uint16(off<<1))) >> 1
			}
			bAddr := uint64(uint32(int64(addr) + int64(size)*k))
			src, err := w.lds(in, l, bAddr, size)
			if err != nil {
				return err
			}
			var data uint64
			if wide {
				data = binary.LittleEndian.Uint64(src)
			} else {
				data = uint64(binary.LittleEndian.Uint32(src))
			}
			dstB, err := w.lds(in, l, uint64(addr), size)
			if err != nil {
				return err
			}
			var old uint64
			if wide {
				old = binary.LittleEndian.Uint64(dstB)
			} else {
				old = uint64(binary.LittleEndian.Uint32(dstB))
			}
			nv := f(old, data, 0, wide)
			if !wide {
				nv &= 0xffffffff
			}
			putAtomic(dstB, nv, wide)
		}
		return nil
	}
	return nil
}

func init() {
	register(dsSwizzle, "ds_swizzle_b32")
	register(dsWrxchg2, "ds_wrxchg2_rtn_b32", "ds_wrxchg2_rtn_b64", "ds_wrxchg2st64_rtn_b32", "ds_wrxchg2st64_rtn_b64")
	register(dsAppend, "ds_append", "ds_consume")
	for _, a := range []string{"add_u32", "sub_u32", "rsub_u32", "inc_u32", "dec_u32", "min_i32", "max_i32", "min_u32", "max_u32",
		"and_b32", "or_b32", "xor_b32", "write_b32", "min_f32", "max_f32", "add_f32",
		"add_u64", "sub_u64", "rsub_u64", "inc_u64", "dec_u64", "min_i64", "max_i64", "min_u64", "max_u64",
		"and_b64", "or_b64", "xor_b64", "write_b64", "min_f64", "max_f64"} {
		i := strings.LastIndexByte(a, '_')
		register(dsSrc2, "ds_"+a[:i]+"_src2"+a[i:])
	}
}

// setLanes writes out[l] into lane l of v for every lane of mask: the second
// half of a cross-lane permute, which reads every source lane (into out)
// before it writes any.
func setLanes(v *[isa.MaxLanes]uint32, mask isa.LaneMask, out *[isa.MaxLanes]uint32) {
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		v[l] = out[l]
	}
}
