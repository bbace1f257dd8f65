package choose

import (
	"fmt"
	"math"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
)

// Candidate is an exec-skip branch a marking may split at.
type Candidate struct {
	// Index is the candidate's position in the list Candidates returns
	// (layout order).
	Index  int
	Branch *cfg.Branch
	// IPT is the branch's instrumentation point (the thesis placement puts
	// one at every exec-skip branch).
	IPT *ipg.IPT
	// Marked is set when the kernel's own code marks the branch (MODE bit
	// 21 on, or on along some paths, when it executes).
	Marked bool
}

// Label names the candidate by its block: "%bb.0", ".LBB0_2".
func (c *Candidate) Label() string { return c.Branch.Block.Name }

// Line is the branch instruction's line in the assembly file.
func (c *Candidate) Line() int { return c.Branch.Instr.Pos().Line }

// Src is the HIP source line of the branch (SourceOf).
func (c *Candidate) Src() asm.SrcLoc { return SourceOf(c.Branch) }

func (c *Candidate) String() string {
	s := fmt.Sprintf("%s (line %d", c.Label(), c.Line())
	if src := c.Src(); !src.IsZero() {
		s += ", " + src.String()
	}
	return s + ")"
}

// Excluded is an exec-skip branch that is not a candidate, and why.
type Excluded struct {
	Branch *cfg.Branch
	Reason string
}

// Candidates returns the exec-skip branches of the IPG's kernel that a
// marking may split at, in layout order, and the exec-skip branches it
// leaves out with the reason.
//
// A candidate is an if-type branch: an s_cbranch_execz/execnz whose two
// successors lie in every loop the branch lies in, and neither of which is
// a loop back edge. Divergent loop exits and loop-back branches are left
// out: the role analysis does not assume a split there (splitmodel,
// WorstCase), a split at them only moves the finished lanes of a loop
// into a child that has nothing left to do but the code after the loop,
// and in a loop a marked branch may split on every iteration, using up
// the reserve slots on one loop. If-type branches inside a loop body are
// candidates (each iteration may split until the family's slots run out).
func Candidates(ig *ipg.Graph) ([]*Candidate, []Excluded) {
	g := ig.CFG
	ipts := map[*asm.Instruction]*ipg.IPT{}
	for _, p := range ig.IPTs {
		ipts[p.Instr()] = p
	}
	var cs []*Candidate
	var ex []Excluded
	for _, br := range g.Branches {
		if br.Class != cfg.ExecSkip {
			continue
		}
		if why := notIfType(br); why != "" {
			ex = append(ex, Excluded{br, why})
			continue
		}
		p := ipts[br.Instr]
		if p == nil {
			ex = append(ex, Excluded{br, "no IPT at the branch (not the thesis placement?)"})
			continue
		}
		cs = append(cs, &Candidate{Index: len(cs), Branch: br, IPT: p,
			Marked: br.Split == cfg.SplitOn || br.Split == cfg.SplitMixed})
	}
	return cs, ex
}

// notIfType says why an exec-skip branch is not an if-type branch, or "".
// It is the complement of what the role analysis calls a forward branch.
func notIfType(br *cfg.Branch) string {
	if br.Taken == nil || br.NotTaken == nil {
		return "not a two-way branch"
	}
	if br.LoopBack {
		return "loop-back branch"
	}
	for _, e := range br.Block.Succs {
		if e.Back {
			return "loop-back branch"
		}
		for l := br.Block.Loop; l != nil; l = l.Parent {
			if !l.Contains(e.To) {
				return "loop exit (a divergent loop's exit branch)"
			}
		}
	}
	return ""
}

// SourceOf returns the HIP source line of a branch from the assembly's
// .loc lines: that of the last compare in its block (v_cmp*, s_cmp*: the
// if's condition), else of the last instruction of the block with a line
// that is not inline assembly (a branch inherits the .loc before it, which
// may be an __asm statement's); zero without line tables or when LLVM
// gave the block line 0 (the else branch of an if/else often has none).
func SourceOf(br *cfg.Branch) asm.SrcLoc {
	ins := br.Block.Instrs
	for i := len(ins) - 1; i >= 0; i-- {
		if op := ins[i].Op; (strings.HasPrefix(op, "v_cmp") || strings.HasPrefix(op, "s_cmp")) && ins[i].Src().Line > 0 {
			return ins[i].Src()
		}
	}
	for i := len(ins) - 1; i >= 0; i-- {
		if !ins[i].InlineAsm && ins[i].Src().Line > 0 {
			return ins[i].Src()
		}
	}
	return asm.SrcLoc{}
}

// enterSkip returns the IPG outcomes of an exec-skip branch's IPT that
// enter the first path (the effective mask is not empty) and skip it.
func enterSkip(br *cfg.Branch) (enter, skip ipg.Outcome) {
	if br.Cond == "execnz" {
		return ipg.Taken, ipg.NotTaken
	}
	return ipg.NotTaken, ipg.Taken
}

// joinIPT returns the IPT at the first instruction of the branch's join
// block, or nil.
func joinIPT(ig *ipg.Graph, br *cfg.Branch) *ipg.IPT {
	if br.Join == nil {
		return nil
	}
	for _, p := range ig.IPTs {
		if p.Block == br.Join && p.Index == 0 {
			return p
		}
	}
	return nil
}

// RegionGain estimates what a split at the candidate can save one
// wavefront: min(E, K), where E is the heaviest IPG path from the branch
// that enters its first path and K the heaviest that skips it, both up to
// the branch's join (the kernel's end when it has none), with the weights
// w. Unsplit, a wavefront with a divergent mask runs the first path and
// then the rest of the region (both sides of an if/else); split, each side
// runs in its own wavefront, so at best the shorter one stops adding up.
// An if without an else or the else branch of an if/else scores about 0.
// Cycles count once (loop iterations are ignored): a screening estimate,
// not a bound.
func RegionGain(ig *ipg.Graph, c *Candidate, w []int64) int64 {
	return regionGain(ig, outEdges(ig), c, w)
}

// regionGain is RegionGain with the IPG's edges out of each IPT (outEdges),
// which the search lists once for all its candidates.
func regionGain(ig *ipg.Graph, out [][]*ipg.Edge, c *Candidate, w []int64) int64 {
	enter, skip := enterSkip(c.Branch)
	target := joinIPT(ig, c.Branch)
	e := longestFrom(ig, out, c.IPT, enter, target, w)
	k := longestFrom(ig, out, c.IPT, skip, target, w)
	if e < 0 || k < 0 {
		return 0
	}
	return min(e, k)
}

// longestFrom is the heaviest path from IPT p that leaves it with outcome
// o to the IPT target (nil: any end), ignoring edges that close a cycle of
// the depth-first search; -1 when target is unreachable. out lists the
// edges out of each IPT (outEdges).
func longestFrom(ig *ipg.Graph, out [][]*ipg.Edge, p *ipg.IPT, o ipg.Outcome, target *ipg.IPT, w []int64) int64 {
	const none = math.MinInt64
	best := make([]int64, len(ig.IPTs))
	state := make([]uint8, len(ig.IPTs)) // 0 new, 1 on stack, 2 done
	var visit func(v *ipg.IPT) int64
	visit = func(v *ipg.IPT) int64 {
		if target != nil && v == target || target == nil && v.Kinds&ipg.End != 0 {
			return 0
		}
		switch state[v.ID] {
		case 1:
			return none
		case 2:
			return best[v.ID]
		}
		state[v.ID] = 1
		b := int64(none)
		for _, e := range out[v.ID] {
			if r := visit(e.To); r != none {
				b = max(b, r+w[e.ID])
			}
		}
		state[v.ID], best[v.ID] = 2, b
		return b
	}
	b := int64(none)
	for _, e := range out[p.ID] {
		if e.Outcome != o {
			continue
		}
		if r := visit(e.To); r != none {
			b = max(b, r+w[e.ID])
		}
	}
	if b == none {
		return -1
	}
	return b
}

// outEdges lists the IPG edges leaving each IPT, in edge ID order.
func outEdges(ig *ipg.Graph) [][]*ipg.Edge {
	out := make([][]*ipg.Edge, len(ig.IPTs))
	for _, e := range ig.Edges {
		out[e.From.ID] = append(out[e.From.ID], e)
	}
	return out
}
