package roles

// Liveness of the mask registers the role analysis tracks (SGPR pairs and
// VCC; EXEC and the split mask are always live). A state entering a block
// forgets the dead ones, so joins do not build values nobody reads.

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// regSet is a set of mstate register keys other than EXEC and the split
// mask: bit k+2 for key k (VCC is bit 0, SGPR pair k bit k+2).
type regSet [2]uint64

func (r *regSet) add(k int) {
	if b := k + 2; b >= 0 && b < 128 {
		r[b/64] |= 1 << (b % 64)
	}
}

func (r *regSet) del(k int) {
	if b := k + 2; b >= 0 && b < 128 {
		r[b/64] &^= 1 << (b % 64)
	}
}

// has reports whether key k is in the set; keys it cannot hold count as
// present.
func (r regSet) has(k int) bool {
	b := k + 2
	if b < 0 || b >= 128 {
		return true
	}
	return r[b/64]&(1<<(b%64)) != 0
}

// operandKeys returns the mstate keys an operand's registers overlap.
func operandKeys(o asm.Operand) []int {
	if o.Kind != asm.OpReg {
		return nil
	}
	switch o.File {
	case asm.SGPR:
		var ks []int
		for k := max(o.Lo-1, 0); k <= o.Hi; k++ {
			ks = append(ks, k)
		}
		return ks
	case asm.Special:
		if strings.HasPrefix(o.Name(), "vcc") {
			return []int{regVCC}
		}
	}
	return nil
}

// kills returns the key an instruction certainly overwrites as a whole
// (a 64-bit destination the analysis models), if any.
func kills(tg *isa.Target, in *asm.Instruction) (int, bool) {
	op := in.Op
	if len(in.Operands) == 0 {
		return 0, false
	}
	d := 0
	switch {
	case strings.HasPrefix(op, "v_cmp"):
		// VOPC writes all 64 bits of its destination (0 for inactive lanes).
	case strings.HasPrefix(op, "v_") && tg.Inst(op).CarryOut && len(in.Operands) > 1:
		if k, ok := regKeyOf(in.Operands[1]); ok && k == regVCC || in.Suffix() == "_e64" {
			d = 1
		} else {
			return 0, false
		}
	case strings.HasPrefix(op, "s_") && strings.HasSuffix(op, "_b64"):
		if strings.HasPrefix(op, "s_cmp") || strings.HasPrefix(op, "s_bitcmp") || strings.Contains(op, "store") {
			return 0, false
		}
	default:
		return 0, false
	}
	k, ok := regKeyOf(in.Operands[d])
	if !ok || k == regExec {
		return 0, false
	}
	for i, o := range in.Operands {
		if i == d {
			continue
		}
		for _, x := range operandKeys(o) {
			if x == k {
				return 0, false // also read: s_or_b64 s[6:7], vcc, s[6:7]
			}
		}
	}
	return k, true
}

// liveness returns, per block, the mask registers live at its entry. Any
// register an instruction names counts as read (sources and destinations
// alike) unless the instruction certainly overwrites it whole, so the sets
// are supersets. VALU ops name VCC when they read it (LLVM prints it), but
// v_div_fmas reads it implicitly.
func liveness(g *cfg.Graph) []regSet {
	tg := isa.For(g.Arch)
	n := len(g.Blocks)
	// Per block: gen (read before written) and kill (written before read).
	gen := make([]regSet, n)
	kill := make([]regSet, n)
	for i, b := range g.Blocks {
		var ge, ki regSet
		for j := len(b.Instrs) - 1; j >= 0; j-- {
			in := b.Instrs[j]
			k, killed := kills(tg, in)
			if killed {
				ge.del(k)
				ki.add(k)
			}
			for _, o := range in.Operands {
				for _, x := range operandKeys(o) {
					if !killed || x != k {
						ge.add(x)
						ki.del(x)
					}
				}
			}
			if strings.HasPrefix(in.Op, "v_div_fmas") {
				ge.add(regVCC) // an implicit read
				ki.del(regVCC)
			}
		}
		gen[i], kill[i] = ge, ki
	}
	live := make([]regSet, n)
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			var out regSet
			for _, e := range g.Blocks[i].Succs {
				out[0] |= live[e.To.ID][0]
				out[1] |= live[e.To.ID][1]
			}
			in := regSet{gen[i][0] | out[0]&^kill[i][0], gen[i][1] | out[1]&^kill[i][1]}
			if in != live[i] {
				live[i] = in
				changed = true
			}
		}
	}
	return live
}

// forgetDead drops the registers not live at block b's entry.
func (a *pass) forgetDead(s *mstate, b int) *mstate { return a.dropDead(s, b, nil) }

// dropDead is forgetDead, made in the state into (its registers reused)
// when into is not nil: for a state that is only read, never kept (the
// fixpoint joins it into the block's state, joined).
func (a *pass) dropDead(s *mstate, b int, into *mstate) *mstate {
	for i, x := range s.regs {
		if x.k == regExec || x.k == regSplit || a.live[b].has(x.k) {
			continue
		}
		r := into
		if r == nil {
			r = newState(len(s.regs))
		}
		r.regs = append(r.regs[:0], s.regs[:i]...)
		r.lo, r.hi, r.alone, r.slots, r.stack = s.lo, s.hi, s.alone, s.slots, s.stack
		for _, y := range s.regs[i+1:] {
			if y.k == regExec || y.k == regSplit || a.live[b].has(y.k) {
				r.regs = append(r.regs, y)
			}
		}
		return r
	}
	return s
}
