package staticbound

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Compares of lane-number bits (docs/static.md, "Forced splits"): the
// role analysis proves a launch wavefront's mask heterogeneous at a
// split-marked branch from the compares whose result is a known set of
// lane numbers (roles.Options.Lanes). One pattern is recognized, the one
// a lane-bit test compiles to: v0 is the work-item id x, which in lane l
// of a launch wavefront is 64·w + l (mod the workgroup's x size) when
// every workgroup shape is one-dimensional or its x size a multiple of 64
// (the simulator numbers the work-items x fastest, 64 per wavefront:
// traces/sim machine.go); so for a constant K < 64, `v_and_b32 vX, K, v0`
// leaves l & K in lane l, and a compare of vX with a constant is true in
// a known set of lanes. No path from the entry may write v0 before the
// v_and (a must analysis over the blocks), the compare must
// follow the v_and in its block with neither vX nor EXEC written in
// between (the v_and wrote the lanes active then; a later EXEC could hold
// others), and no operand may carry a modifier, SDWA or DPP form.

// laneCompares returns the compares of g whose result is a known lane set
// (bit l: lane l satisfies it) and the lanes every launch wavefront of
// the shapes holds, or nil and 0 when the pattern's conditions fail.
func laneCompares(g *cfg.Graph, shapes []Shape) (map[*asm.Instruction]uint64, uint64) {
	if len(shapes) == 0 {
		return nil, 0
	}
	launch := ^uint64(0)
	for _, sh := range shapes {
		x, y, z := sh[0], sh[1], sh[2]
		if x <= 0 || y <= 0 || z <= 0 || x%isa.MaxLanes != 0 && (y != 1 || z != 1) {
			return nil, 0
		}
		items := x * y * z
		last := items - isa.MaxLanes*((items-1)/isa.MaxLanes) // the last wavefront's lanes
		if last < isa.MaxLanes {
			launch &= uint64(1)<<uint(last) - 1
		}
	}
	// v0 holds the work-item id at a block's entry when no path from the
	// kernel's entry writes it (a must analysis from all true).
	writes := make([]bool, len(g.Blocks))
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			writes[b.ID] = writes[b.ID] || writesVGPR(in, 0)
		}
	}
	initial := make([]bool, len(g.Blocks))
	for i := range initial {
		initial[i] = true
	}
	for changed := true; changed; {
		changed = false
		for _, b := range g.Blocks {
			in := true
			for _, e := range b.Preds {
				in = in && initial[e.From.ID] && !writes[e.From.ID]
			}
			if b.ID == 0 && len(b.Preds) > 0 {
				in = false // a loop through the entry: be simple
			}
			if in != initial[b.ID] {
				initial[b.ID], changed = in, true
			}
		}
	}
	// A VGPR the kernel writes once, in the entry block before any write
	// of EXEC, with a lane AND of v0: every lane of every member holds
	// it from that write on (EXEC was the launch lanes; a split child
	// copies the registers), and no block but the entry runs before it.
	writeCount := map[int]int{}
	anyVGPR := len(g.Calls) > 0 // an instruction that may write any VGPR
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			anyVGPR = anyVGPR || writesVGPR(in, -1)
			for _, o := range in.Operands {
				if o.Kind == asm.OpReg && o.File == asm.VGPR {
					for n := o.Lo; n <= o.Hi; n++ {
						if writesVGPR(in, n) {
							writeCount[n]++
						}
					}
				}
			}
		}
	}
	global := map[int]uint64{}
	if len(g.Blocks) > 0 && initial[0] && !anyVGPR {
		for _, in := range g.Blocks[0].Instrs {
			if writesExec(in) || writesVGPR(in, 0) {
				break
			}
			if d, k, ok := laneAnd(in, nil, true); ok && writeCount[d] == 1 {
				global[d] = k
			}
		}
	}
	out := map[*asm.Instruction]uint64{}
	for _, b := range g.Blocks {
		local := map[int]uint64{} // VGPR n holds l & local[n] in lane l
		written := map[int]bool{} // the entry block: the global facts written so far
		known := func(n int) (uint64, bool) {
			if k, ok := local[n]; ok {
				return k, true
			}
			k, ok := global[n]
			return k, ok && (b.ID != 0 || written[n])
		}
		v0 := initial[b.ID]
		for _, in := range b.Instrs {
			d, k, isAnd := laneAnd(in, known, v0)
			if set, ok := laneCompare(in, known); ok {
				out[in] = set
			}
			v0 = v0 && !writesVGPR(in, 0)
			if writesExec(in) {
				clear(local)
			}
			for n := range local {
				if writesVGPR(in, n) {
					delete(local, n)
				}
			}
			if isAnd {
				local[d] = k
				written[d] = true
			}
		}
	}
	return out, launch
}

// laneAnd recognizes `v_and_b32 vD, K, vS` (either order) whose result
// in lane l is l & k: vS is v0 holding the work-item id (v0, K < 64) or a
// VGPR known to hold l & K' (known). d is never v0.
func laneAnd(in *asm.Instruction, known func(int) (uint64, bool), v0 bool) (d int, k uint64, ok bool) {
	if !plainVALU(in) || in.Op != "v_and_b32" || len(in.Operands) != 3 {
		return 0, 0, false
	}
	d, okD := vgpr(in.Operands[0])
	c, okC := intOperand(in.Operands[1])
	src, okS := vgpr(in.Operands[2])
	if !okC || !okS {
		c, okC = intOperand(in.Operands[2])
		src, okS = vgpr(in.Operands[1])
	}
	if !okD || !okC || !okS || d == 0 {
		return 0, 0, false
	}
	if src == 0 && v0 && c >= 0 && c < isa.MaxLanes {
		return d, uint64(c), true
	}
	if known != nil && src != 0 {
		if kk, ok := known(src); ok {
			return d, uint64(c) & kk, true
		}
	}
	return 0, 0, false
}

// laneCompare is the lane set of a compare of a known VGPR (l & K in lane
// l) with a constant: v_cmp_{eq,ne,lt,le,gt,ge}_{u32,i32}, either order.
func laneCompare(in *asm.Instruction, known func(int) (uint64, bool)) (uint64, bool) {
	if !plainVALU(in) || !strings.HasPrefix(in.Op, "v_cmp_") && !strings.HasPrefix(in.Op, "v_cmpx_") || len(in.Operands) != 3 {
		return 0, false
	}
	parts := strings.Split(in.Op, "_") // v, cmp(x), rel, type
	if len(parts) != 4 || parts[3] != "u32" && parts[3] != "i32" {
		return 0, false
	}
	rel := parts[2]
	c, okC := intOperand(in.Operands[1])
	v, okV := vgpr(in.Operands[2])
	if !okC || !okV {
		return 0, false
	}
	k, ok := known(v)
	if !ok {
		return 0, false
	}
	var set uint64
	for l := 0; l < isa.MaxLanes; l++ {
		// The operands are src0 = c, src1 = x (x >= 0 and < 64 either
		// way, so signed and unsigned agree when c is in range).
		x := int64(uint64(l) & k)
		cc := c
		if parts[3] == "u32" {
			cc = int64(uint32(c))
		} else {
			cc = int64(int32(c))
		}
		var t bool
		switch rel {
		case "eq":
			t = cc == x
		case "ne", "lg":
			t = cc != x
		case "lt":
			t = cc < x
		case "le":
			t = cc <= x
		case "gt":
			t = cc > x
		case "ge":
			t = cc >= x
		default:
			return 0, false
		}
		if t {
			set |= 1 << uint(l)
		}
	}
	return set, true
}

// plainVALU: no SDWA or DPP form, no operand modifier.
func plainVALU(in *asm.Instruction) bool {
	if in.Suffix() != "" && in.Suffix() != "_e32" && in.Suffix() != "_e64" {
		return false
	}
	for _, o := range in.Operands {
		if o.Neg || o.Abs || o.Sext {
			return false
		}
	}
	return true
}

func vgpr(o asm.Operand) (int, bool) {
	if o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo == o.Hi {
		return o.Lo, true
	}
	return 0, false
}

func intOperand(o asm.Operand) (int64, bool) {
	if o.Kind == asm.OpInt && !o.Neg && !o.Abs && !o.Sext {
		return o.Int, true
	}
	return 0, false
}

// writesVGPR: the instruction may write VGPR n (its first operand covers
// it, whatever the instruction, or it is a swap; an M0-relative move,
// indexed GPR mode and a call, whose callee runs on the wave's registers,
// may write any: writesVGPR(in, -1) reports those).
func writesVGPR(in *asm.Instruction, n int) bool {
	if strings.HasPrefix(in.Op, "v_movreld") || strings.HasPrefix(in.Op, "v_movrelsd") || strings.HasPrefix(in.Op, "s_set_gpr_idx") || isCall(in) {
		return true
	}
	for i, o := range in.Operands {
		if i > 0 && !strings.HasPrefix(in.Op, "v_swap") {
			break
		}
		if o.Kind == asm.OpReg && o.File == asm.VGPR && o.Lo <= n && n <= o.Hi {
			return true
		}
	}
	return false
}

// writesExec: the instruction may write EXEC (any operand naming it, or
// an instruction that writes it implicitly).
func writesExec(in *asm.Instruction) bool {
	if strings.HasPrefix(in.Op, "v_cmpx") || strings.Contains(in.Op, "saveexec") || strings.Contains(in.Op, "wrexec") || isCall(in) {
		return true
	}
	for _, o := range in.Operands {
		if o.Kind == asm.OpReg && o.File == asm.Special && strings.HasPrefix(o.Name(), "exec") {
			return true
		}
	}
	return false
}

// isCall: a call, return or jump through a register (the code at the
// target runs on the wave's registers).
func isCall(in *asm.Instruction) bool {
	return strings.HasPrefix(in.Op, "s_setpc") || strings.HasPrefix(in.Op, "s_swappc") || strings.HasPrefix(in.Op, "s_call")
}

// modeKept reports whether no device function g calls (directly or
// through another) can write the MODE bit the split hardware reads: each
// call's target is a device function of the file, none of whose
// instructions is an s_setreg covering the bit. Then the kernel's split
// marking (cfg.Branch.Split) holds after a call too.
func modeKept(g *cfg.Graph) bool {
	if g.Func == nil {
		return len(g.Calls) == 0
	}
	bit := isa.For(g.Arch).SplitBit
	seen := map[*asm.Function]bool{}
	var ok func(g *cfg.Graph) bool
	ok = func(g *cfg.Graph) bool {
		for _, c := range g.Calls {
			var fn *asm.Function
			for _, f := range g.Func.Funcs {
				if c.Callee != "" && f.Name == c.Callee {
					fn = f
				}
			}
			if fn == nil || fn.IsKernel {
				return false
			}
			if seen[fn] {
				continue
			}
			seen[fn] = true
			cg, err := g.Callee(fn)
			if err != nil || cg.Func == nil {
				return false
			}
			for _, b := range cg.Blocks {
				for _, in := range b.Instrs {
					if setsModeBit(in, bit) {
						return false
					}
				}
			}
			if !ok(cg) {
				return false
			}
		}
		return true
	}
	return ok(g)
}

// setsModeBit: an s_setreg that may write MODE bit bit (any hardware
// register not known to be another, any field covering the bit).
func setsModeBit(in *asm.Instruction, bit int) bool {
	if !strings.HasPrefix(in.Op, "s_setreg") {
		return false
	}
	if len(in.Operands) == 0 || in.Operands[0].Kind != asm.OpHwReg {
		return true
	}
	h := in.Operands[0].HwReg()
	if h.ID != "HW_REG_MODE" {
		return false
	}
	return h.Offset <= bit && bit < h.Offset+h.Size
}
