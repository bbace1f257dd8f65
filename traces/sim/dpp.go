package sim

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// DPP (data-parallel primitives, GCN3): a VOP1/VOP2/VOPC instruction whose
// src0 is read from another lane of the wavefront [GCN3 ISA, "DPP"].
//
//   - quad_perm:[a,b,c,d]: lane reads lane 4*(l/4) + sel[l%4];
//   - row_shl:n / row_shr:n (1..15): lane l reads l+n / l-n of its row of
//     16 lanes, invalid past the row; row_ror:n rotates within the row;
//   - wave_shl:1 / wave_shr:1: l+1 / l-1 across the wave (invalid past the
//     ends); wave_rol:1 / wave_ror:1 rotate;
//   - row_mirror (15-i within the row), row_half_mirror (7-i within 8);
//   - row_bcast:15: rows 1..3 read lane 15 of the previous row (row 0
//     invalid); row_bcast:31: rows 2 and 3 read lane 31 (rows 0, 1 invalid).
//
// A source lane is invalid when it is outside the pattern's range or not
// active (EXEC and split mask); then with bound_ctrl src0 reads 0, without
// it the lane is not written. Lanes of rows whose row_mask bit is clear or
// of banks (lane bits 3:2) whose bank_mask bit is clear are not written.
// LLVM up to version 15 prints the set BOUND_CTRL bit as "bound_ctrl:0"
// (and accepts bound_ctrl:1): any bound_ctrl modifier sets it.
type dppCtl struct {
	src      [isa.MaxLanes]int8 // source lane per lane, -1 invalid by pattern
	rowMask  uint8
	bankMask uint8
	bound    bool
	enabled  isa.LaneMask // lanes row_mask and bank_mask enable
}

var dppMods = []string{"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
	"row_mirror", "row_half_mirror", "row_bcast", "row_mask", "bank_mask", "bound_ctrl"}

func parseUint(s string) (int, error) {
	v, err := strconv.ParseInt(s, 0, 32)
	return int(v), err
}

// decodeDPP decodes the DPP modifiers: one lane pattern, the row and bank
// masks and bound_ctrl.
func decodeDPP(in *Inst) (*dppCtl, error) {
	d := &dppCtl{rowMask: 0xf, bankMask: 0xf}
	pattern := ""
	for _, m := range in.Modifiers {
		var n int
		var err error
		switch m.Name {
		case "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror", "row_bcast", "row_mask", "bank_mask":
			if n, err = parseUint(m.Value); err != nil {
				return nil, fmt.Errorf("bad %s:%s", m.Name, m.Value)
			}
		}
		f, err := dppPattern(m, n)
		if err != nil {
			return nil, err
		}
		if f != nil {
			if pattern != "" {
				return nil, fmt.Errorf("DPP: both %s and %s", pattern, m.Name)
			}
			pattern = m.Name
			for l := 0; l < isa.MaxLanes; l++ {
				d.src[l] = int8(f(l))
			}
			continue
		}
		switch m.Name {
		case "row_mask":
			if n < 0 || n > 15 {
				return nil, fmt.Errorf("bad row_mask:%s", m.Value)
			}
			d.rowMask = uint8(n)
		case "bank_mask":
			if n < 0 || n > 15 {
				return nil, fmt.Errorf("bad bank_mask:%s", m.Value)
			}
			d.bankMask = uint8(n)
		case "bound_ctrl":
			d.bound = true
		}
	}
	if pattern == "" {
		return nil, fmt.Errorf("DPP without a lane pattern (quad_perm, row_shl, ...)")
	}
	for l := 0; l < isa.MaxLanes; l++ {
		if d.rowMask>>(l/16)&1 != 0 && d.bankMask>>(l>>2&3)&1 != 0 {
			d.enabled |= 1 << l
		}
	}
	return d, nil
}

// dppPattern is the lane pattern of the DPP modifier m (its number n):
// the lane each lane reads, -1 for none; nil for a modifier that is not a
// pattern.
func dppPattern(m asm.Modifier, n int) (func(l int) int, error) {
	row := func(l, i int) int { return l&^15 | i }
	switch m.Name {
	case "quad_perm":
		parts := strings.Split(strings.Trim(m.Value, "[]"), ",")
		if len(parts) != 4 {
			return nil, fmt.Errorf("bad quad_perm:%s", m.Value)
		}
		var sel [4]int
		for i, p := range parts {
			var err error
			if sel[i], err = parseUint(strings.TrimSpace(p)); err != nil || sel[i] < 0 || sel[i] > 3 {
				return nil, fmt.Errorf("bad quad_perm:%s", m.Value)
			}
		}
		return func(l int) int { return l&^3 | sel[l&3] }, nil
	case "row_shl", "row_shr", "row_ror":
		if n < 1 || n > 15 {
			return nil, fmt.Errorf("bad %s:%d (1..15)", m.Name, n)
		}
		return func(l int) int {
			i := l & 15
			switch m.Name {
			case "row_shl":
				i += n
			case "row_shr":
				i -= n
			default:
				i = (i - n + 16) & 15
			}
			if i < 0 || i > 15 {
				return -1
			}
			return row(l, i)
		}, nil
	case "wave_shl", "wave_rol", "wave_shr", "wave_ror":
		if n != 1 {
			return nil, fmt.Errorf("bad %s:%d (only 1)", m.Name, n)
		}
		return func(l int) int {
			switch m.Name {
			case "wave_shl":
				if l == isa.MaxLanes-1 {
					return -1
				}
				return l + 1
			case "wave_rol":
				return (l + 1) % isa.MaxLanes
			case "wave_shr":
				return l - 1 // -1 for lane 0
			}
			return (l + isa.MaxLanes - 1) % isa.MaxLanes
		}, nil
	case "row_mirror":
		return func(l int) int { return row(l, 15-l&15) }, nil
	case "row_half_mirror":
		return func(l int) int { return l&^7 | (7 - l&7) }, nil
	case "row_bcast":
		switch n {
		case 15:
			return func(l int) int {
				if l < 16 {
					return -1
				}
				return l&^15 - 1
			}, nil
		case 31:
			return func(l int) int {
				if l < 32 {
					return -1
				}
				return 31
			}, nil
		}
		return nil, fmt.Errorf("bad row_bcast:%d (15 or 31)", n)
	}
	return nil, nil
}

// execDPP is exec with src0 read through the DPP lane pattern.
func (v *valuInst) execDPP(w *Wave, _ *Inst) error {
	op, d := v.op, v.dpp
	act := w.Active()
	var cin, out uint64
	if op.cin || op.vccIn {
		cin = v.cin.scalar(w)
	}
	// Gather src0 for every lane first: the instruction may overwrite it.
	var a0 [isa.MaxLanes]uint64
	write := act & d.enabled
	for m := write; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		sl := int(d.src[l])
		if sl < 0 || act>>sl&1 == 0 {
			if !d.bound {
				write &^= 1 << l
				continue
			}
			a0[l] = 0
			if v.s[0].neg || v.s[0].abs {
				a0[l] = applyMods(0, v.s[0].t, v.s[0].neg, v.s[0].abs)
			}
			continue
		}
		a0[l] = v.s[0].lane(w, sl)
	}
	s1, s2 := &v.s[1], &v.s[2]
	for m := write; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		a := a0[l]
		var b, c uint64
		if op.nsrc > 1 {
			b = s1.lane(w, l)
			if op.nsrc > 2 {
				c = s2.lane(w, l)
			}
		}
		if w.ftzIn32 {
			if v.s[0].t == tF32 {
				a = flush32(a)
			}
			if s1.t == tF32 {
				b = flush32(b)
			}
			if s2.t == tF32 {
				c = flush32(c)
			}
		}
		r, co := v.fn(a, b, c, cin>>l&1 != 0, l)
		if co {
			out |= 1 << l
		}
		switch op.dt {
		case tNone:
			continue
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
	if op.cout {
		w.set64(v.sd.idx, out)
	}
	if op.cmpx {
		w.setExec(out)
	}
	return nil
}
