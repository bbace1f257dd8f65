package roles

// From a solved role context (pass.go) to the IPG edges the role can
// never take, and a description of the role for reports.

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
)

// branchIPT returns the IPT probing a branch instruction, or nil. The
// IPTs at the blocks' last instructions are listed once per pass (a pass
// asks for every split point of every role variant).
func (a *pass) branchIPT(br *cfg.Branch) *ipg.IPT {
	if a.lastIPT == nil {
		a.lastIPT = make([]*ipg.IPT, len(a.g.Blocks))
		for _, p := range a.ig.IPTs {
			if b := p.Block; p.Index == len(b.Instrs)-1 && a.lastIPT[b.ID] == nil {
				a.lastIPT[b.ID] = p
			}
		}
	}
	return a.lastIPT[br.Block.ID]
}

// startIPT is the first IPT a child issues: its split branch's, or (when
// the branch is not probed, as with IPTs at block starts) the first IPT on
// the path it takes from there.
func (a *pass) startIPT(c entry) (*ipg.IPT, error) {
	if p := a.branchIPT(c.branch); p != nil {
		return p, nil
	}
	ss, _, _ := a.enter(c)
	firstIPT := map[*cfg.Block]*ipg.IPT{}
	for _, p := range a.ig.IPTs {
		if _, ok := firstIPT[p.Block]; !ok {
			firstIPT[p.Block] = p
		}
	}
	found := map[*ipg.IPT]bool{}
	seen := map[*cfg.Block]bool{}
	var stack []*cfg.Edge
	for _, s := range ss {
		stack = append(stack, s.e)
	}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p := firstIPT[e.To]; p != nil {
			found[p] = true
			continue
		}
		if seen[e.To] {
			continue
		}
		seen[e.To] = true
		stack = append(stack, e.To.Succs...)
	}
	if len(found) != 1 {
		return nil, fmt.Errorf("splitmodel: the child split at %s in %s reaches %d first IPTs: probe the branch (IPT placement %s)",
			c.branch.Instr.Op, c.branch.Block.Name, len(found), a.ig.Placement)
	}
	for p := range found {
		return p, nil
	}
	return nil, nil
}

// ipgOut returns the IPG edges out of each IPT (by IPT ID, in edge
// order), made once per pass: prune walks them for every variant.
func (a *pass) ipgOut() [][]*ipg.Edge {
	if a.out == nil {
		a.out = make([][]*ipg.Edge, len(a.ig.IPTs))
		for _, e := range a.ig.Edges {
			a.out[e.From.ID] = append(a.out[e.From.ID], e)
		}
	}
	return a.out
}

// executes reports whether the context issues IPT p's instruction.
func (a *pass) executes(c *context, p *ipg.IPT) bool {
	if len(c.in[p.Block.ID]) > 0 {
		return true
	}
	if c.branch == nil || p.Index != len(p.Block.Instrs)-1 {
		return false
	}
	return c.startsAt(p.Block)
}

// prune marks the IPG edges context c can never take, from its start to
// its end (nil: the kernel's end).
func (a *pass) prune(c *context, start, end *ipg.IPT) ([]bool, []Prune) {
	ig := a.ig
	removed := make([]bool, len(ig.Edges))
	why := make([]Prune, len(ig.Edges))
	// IPTs reachable from the start in the whole IPG.
	reach := make([]bool, len(ig.IPTs))
	out := a.ipgOut()
	stack := []*ipg.IPT{start}
	reach[start.ID] = true
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range out[p.ID] {
			if !reach[e.To.ID] {
				reach[e.To.ID] = true
				stack = append(stack, e.To)
			}
		}
	}
	for _, e := range ig.Edges {
		if e.From != end && a.feasible(c, e) {
			continue
		}
		removed[e.ID] = true
		switch {
		case e.From == end:
			why[e.ID] = PruneEnd
		case !reach[e.From.ID]:
			why[e.ID] = PruneBefore
		case a.executes(c, e.From):
			why[e.ID] = PruneOutcome
		default:
			why[e.ID] = PruneAfter
		}
	}
	return removed, why
}

// feasible reports whether some path of IPG edge e uses only CFG edges the
// context can take, from an IPT it issues.
func (a *pass) feasible(c *context, e *ipg.Edge) bool {
	if !a.executes(c, e.From) {
		return false
	}
	if e.From.Block == e.To.Block && e.To.Index > e.From.Index && len(e.CFGEdges) == 0 {
		return true // the next IPT in the same block
	}
	in := map[int]bool{}
	for _, ce := range e.CFGEdges {
		if c.edges[ce.ID] {
			in[ce.ID] = true
		}
	}
	seen := map[*cfg.Block]bool{}
	stack := []*cfg.Block{e.From.Block}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, ce := range b.Succs {
			if !in[ce.ID] {
				continue
			}
			if ce.To == e.To.Block {
				return true
			}
			if !seen[ce.To] && ce.To != e.From.Block {
				seen[ce.To] = true
				stack = append(stack, ce.To)
			}
		}
	}
	return false
}

// describe summarizes the role for reports: where it starts, where it
// splits, and the exec-skip branches whose outcome it cannot choose.
func (a *pass) describe(c *context, start *cfg.Branch, r *Role) string {
	name := func(br *cfg.Branch) string {
		if p := a.branchIPT(br); p != nil {
			return p.Name
		}
		return br.Block.Name
	}
	var b strings.Builder
	if c.branch == nil {
		b.WriteString("launch wavefront, from the kernel start")
	} else {
		js := fmt.Sprint(c.jlo)
		if c.jhi > c.jlo {
			js = fmt.Sprintf("%d..%d", c.jlo, c.jhi)
		}
		if a.budgeted {
			fmt.Fprintf(&b, "child holding reserve slot %s, made at %s: it holds the split mask's lanes outside EXEC there and starts at that branch", js, name(start))
			if r.End != nil {
				fmt.Fprintf(&b, ", and ends at its join %s, merging into its parent", r.End.Name)
			}
		} else {
			fmt.Fprintf(&b, "child made by the family's split %s at %s: it holds the split mask's lanes outside EXEC there and starts at that branch", js, name(c.branch))
		}
	}
	var splits, forced []string
	for _, br := range a.g.Branches {
		v := c.atBranch[br.Block.ID]
		if br.Class != cfg.ExecSkip || !v.reached {
			continue
		}
		switch v.split {
		case splitAlways:
			splits = append(splits, name(br))
		case splitMaybe:
			splits = append(splits, name(br)+" (maybe)")
		}
		switch {
		case v.taken && !v.notTkn:
			forced = append(forced, name(br)+" taken")
		case v.notTkn && !v.taken:
			forced = append(forced, name(br)+" not-taken")
		}
	}
	if len(splits) > 0 {
		fmt.Fprintf(&b, "; splits at %s", joinCut(splits, 8))
	}
	if len(forced) > 0 {
		fmt.Fprintf(&b, "; always %s", joinCut(forced, 8))
	}
	fmt.Fprintf(&b, "; %d of %d IPG edges removed", r.Pruned(), len(r.Removed))
	return b.String()
}

func joinCut(s []string, n int) string {
	if len(s) <= n {
		return strings.Join(s, ", ")
	}
	return strings.Join(s[:n], ", ") + fmt.Sprintf(", ... (%d more)", len(s)-n)
}
