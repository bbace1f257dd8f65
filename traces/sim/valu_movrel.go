package sim

import (
	"fmt"
	"math/bits"
)

// M0-relative VGPR moves (v_movrels_b32, v_movreld_b32, v_movrelsd_b32)
// and v_clrexcp. An index past the wave's VGPRs is a run-time error.

func init() {
	movrel := func(srcRel, dstRel bool) builder {
		return func(p *Program, in *Inst) error {
			in.Class = "valu"
			if err := checkMods(in); err != nil {
				return err
			}
			if err := wantOperands(in, 2); err != nil {
				return err
			}
			d, err := vreg(in.Operands[0], 1)
			if err != nil {
				return err
			}
			var s src
			if srcRel {
				r, err := vreg(in.Operands[1], 1)
				if err != nil {
					return err
				}
				s = src{kind: kV, idx: r, t: tB32}
			} else if s, err = decodeSrc(in.Operands[1], tB32); err != nil {
				return err
			}
			in.exec = func(w *Wave, in *Inst) error {
				m0 := int(w.S[regM0])
				di, si := d, s.idx
				if dstRel {
					di += m0
				}
				if srcRel {
					si += m0
				}
				if di >= len(w.V) || srcRel && si >= len(w.V) {
					return fmt.Errorf("%s: M0 = %d indexes past v%d", in.Where(), m0, len(w.V)-1)
				}
				rs := s
				rs.idx = si
				for m := w.Active(); m != 0; m &= m - 1 {
					l := bits.TrailingZeros64(m)
					w.V[di][l] = uint32(rs.lane(w, l))
				}
				return nil
			}
			return nil
		}
	}
	register(movrel(true, false), "v_movrels_b32")
	register(movrel(false, true), "v_movreld_b32")
	register(movrel(true, true), "v_movrelsd_b32")
	register(func(p *Program, in *Inst) error {
		in.Class = "valu"
		if len(in.Operands) != 0 {
			return &OperandCountError{Want: []int{0}, Got: len(in.Operands)}
		}
		in.exec = func(*Wave, *Inst) error { return nil }
		return nil
	}, "v_clrexcp")
}
