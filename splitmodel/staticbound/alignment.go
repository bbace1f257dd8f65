package staticbound

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Alignment of addresses (docs/static.md, "Vector memory: the address
// analysis"): every buffer argument points to the start of a page
// (traces/sim places each buffer at a page boundary: Memory.Alloc,
// AllocPadded; the HIP runtime aligns allocations likewise), so the
// pointer a kernel loads from the kernarg segment is a multiple of 4096,
// and an address formed from it by adding multiples of 4 is a multiple of
// 4. The SGPRs' trailing zero bits are tracked here; the VGPRs' in each
// abstract value (av.tz).

// pageTZ is log2 of traces/sim's page: the alignment of a buffer.
const pageTZ = 12

// argLayout is what the alignment needs of a kernel: the first SGPR of
// the kernarg segment pointer (-1: none) and the kernarg byte offsets of
// the buffer arguments' low dwords (global_buffer in the metadata).
type argLayout struct {
	kernarg int
	bufs    map[int]bool
}

func layoutOf(g *cfg.Graph) argLayout {
	l := argLayout{kernarg: -1, bufs: map[int]bool{}}
	if g.Func == nil || g.Func.Descriptor == nil {
		return l
	}
	for _, sl := range g.Func.Descriptor.InitialSGPRs() {
		if sl.Field == "user_sgpr_kernarg_segment_ptr" {
			l.kernarg = sl.First
		}
	}
	if m := g.Func.Meta; m != nil {
		for _, a := range m.Args {
			if a.ValueKind == "global_buffer" && a.Size == 8 {
				l.bufs[a.Offset] = true
			}
		}
	}
	return l
}

// tzOf is the known trailing zero bits of a 32-bit scalar source.
func (s *astate) tzOf(o asm.Operand) uint8 {
	switch {
	case o.Kind == asm.OpInt:
		return tzConst(uint64(o.Int), 32)
	case o.Kind == asm.OpReg && o.File == asm.SGPR:
		return s.stz[o.Lo]
	}
	return 0
}

// scalarTZ updates the SGPRs' alignment for the scalar instruction in
// (before it runs: its sources are read first).
func (s *astate) scalarTZ(in *asm.Instruction) {
	op, ops := in.Op, in.Operands
	if !strings.HasPrefix(op, "s_") && !strings.HasPrefix(op, "v_") {
		return
	}
	if strings.HasPrefix(op, "s_movrel") || strings.HasPrefix(op, "s_set_gpr_idx") {
		s.stz, s.kernarg = map[int]uint8{}, -1 // registers indexed at run time
		return
	}
	if len(ops) == 0 || ops[0].Kind != asm.OpReg || ops[0].File != asm.SGPR || strings.HasPrefix(op, "s_") && !writesOp0(op) {
		// No SGPR destination first; a VALU op writing an SGPR as its
		// carry-out (second operand) is handled by clobberTZ.
		s.clobberTZ(in)
		return
	}
	d := ops[0]
	var out []uint8 // the destination's registers, in order
	src := func(i int) asm.Operand {
		if i < len(ops) {
			return ops[i]
		}
		return asm.Operand{}
	}
	k := classOf(in)
	switch {
	case k != nil && k.Unit == isa.UnitSMEM && strings.HasPrefix(op, "s_load_dword") && len(ops) == 3:
		base, off := ops[1], ops[2]
		n := d.Hi - d.Lo + 1
		out = make([]uint8, n)
		if base.Kind == asm.OpReg && base.File == asm.SGPR && base.Lo == s.kernarg && s.kernarg >= 0 && off.Kind == asm.OpInt {
			for i := range out {
				if s.bufs[int(off.Int)+4*i] {
					out[i] = pageTZ
				}
			}
		}
	case op == "s_mov_b32" || op == "s_movk_i32":
		out = []uint8{s.tzOf(src(1))}
	case op == "s_mov_b64":
		if o := src(1); o.Kind == asm.OpReg && o.File == asm.SGPR && o.Hi == o.Lo+1 {
			out = []uint8{s.stz[o.Lo], s.stz[o.Lo+1]}
		} else if o.Kind == asm.OpInt {
			out = []uint8{tzConst(uint64(o.Int), 32), tzConst(uint64(o.Int)>>32, 32)}
		}
	case op == "s_add_u32" || op == "s_add_i32" || op == "s_sub_u32" || op == "s_sub_i32":
		out = []uint8{min(s.tzOf(src(1)), s.tzOf(src(2)))}
	case op == "s_lshl_b32" && src(2).Kind == asm.OpInt:
		out = []uint8{min(s.tzOf(src(1))+uint8(src(2).Int&31), 32)}
	case op == "s_lshl_b64" && src(2).Kind == asm.OpInt:
		// The low word: the source's low word shifted.
		lo := uint8(0)
		if o := src(1); o.Kind == asm.OpReg && o.File == asm.SGPR {
			lo = s.stz[o.Lo]
		}
		out = []uint8{min(lo+uint8(src(2).Int&63), 32), 0}
	case op == "s_mul_i32":
		out = []uint8{min(s.tzOf(src(1))+s.tzOf(src(2)), 32)}
	case op == "s_and_b32":
		out = []uint8{max(s.tzOf(src(1)), s.tzOf(src(2)))}
	}
	s.clobberTZ(in)
	if d.Lo >= 0 && out != nil {
		for i, t := range out {
			if i <= d.Hi-d.Lo && t > 0 {
				s.stz[d.Lo+i] = t
			}
		}
	}
}

// clobberTZ forgets the alignment of every SGPR in writes (its first
// operand when it writes it, a VALU op's carry-out), and the kernarg
// pointer when it is written.
func (s *astate) clobberTZ(in *asm.Instruction) {
	for i, o := range in.Operands {
		if o.Kind != asm.OpReg || o.File != asm.SGPR {
			continue
		}
		written := i == 0 && (strings.HasPrefix(in.Op, "v_") || writesOp0(in.Op)) || i == 1 && strings.HasPrefix(in.Op, "v_") && s.tg.Inst(in.Op).CarryOut
		if !written {
			continue
		}
		for r := o.Lo; r <= o.Hi; r++ {
			delete(s.stz, r)
			if s.kernarg >= 0 && (r == s.kernarg || r == s.kernarg+1) {
				s.kernarg = -1
			}
		}
	}
}
