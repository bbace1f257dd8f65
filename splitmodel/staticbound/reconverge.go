package staticbound

// The static bound of splits that reconverge (splits.reconverge;
// docs/reconvergence.md; the argument: docs/static.md, "Splits that
// reconverge"). A family's members are no longer whole paths: a child
// made at a reconvergent branch X runs X's region to its join J and ends
// there, its parent waits for it at J, and after the merge the parent
// may split again, so over a run a family has any number of members (at
// most S + 1 alive at once). Two quantities change:
//
//   - own: the family's last event lies at the end of a chain of
//     member segments that is one CFG path from the kernel's start (at a
//     merge the chain goes on from the later arrival); each split and
//     merge on it adds at most SplitCost + JoinCost, every time the path
//     passes a split-marked reconvergent branch (slots come back, so a
//     member splits again there), and at most S splits that never merge
//     add SplitCost each;
//   - a family's demand on the shared units: the launch wavefront's path
//     plus, at each split it makes at a reconvergent branch, its child's
//     demand from X to J (itself with its children's), plus at most S
//     children of splits that never merge, each at most a whole path's
//     (IPET over weights in which the edges out of X's IPT carry the
//     child's bound, innermost region first).
//
// With s_barrier the sum rule applies (the phase rule counts members as
// whole paths): while a workgroup lives, some wave that waits at barriers
// (a launch wavefront, or a child of a split that never merges) is not
// waiting at one (barrierWaves).

import (
	"fmt"
	"slices"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// mergeModel is what the static bound needs of a kernel whose splits
// reconverge.
type mergeModel struct {
	// regions are the split-marked reconvergent branches, innermost
	// region first.
	regions []mergeRegion
	// loose: a split-marked exec-skip branch does not reconverge (its
	// children run to the kernel's end, as without merges).
	loose bool
	// joinCost bounds the delay from the later arrival at a join to the
	// merged member's issue of the join's first instruction.
	joinCost int64
	rules    split.Rules
	// demand caches the family's demand by S (shared with the plain
	// model: the demand weights are the same).
	demand map[int]Demand
}

// mergeRegion is a split-marked reconvergent branch: its IPT and its
// join's, the IPG edges inside its region (from an IPT of a region block
// after the branch's) and the number of its blocks (innermost first).
type mergeRegion struct {
	from, to *ipg.IPT
	inner    []int
	blocks   int
}

// newMergeModel is the merge model of the IPT graph ig on hw (whose
// sequencer visits a SIMD every visit cycles).
func newMergeModel(ig *ipg.Graph, hw *timing.Config, visit int64) (*mergeModel, error) {
	rules := hw.SplitPolicy.Rules()
	if !rules.Local() {
		return nil, fmt.Errorf("static bound with merges: split policy %s: splits that reconverge need a budgeted policy (halve, parent-first, child-first; docs/reconvergence.md)", hw.SplitPolicy)
	}
	mg := &mergeModel{joinCost: roundUp(int64(hw.JoinDelay), visit) + visit, rules: rules, demand: map[int]Demand{}}
	at := map[*cfg.Block]*ipg.IPT{}
	join := map[*cfg.Block]*ipg.IPT{}
	for _, t := range ig.IPTs {
		if t.Kinds&ipg.Divergent != 0 && t.Index == len(t.Block.Instrs)-1 {
			at[t.Block] = t
		}
		if t.Kinds&ipg.Join != 0 && t.Index == 0 {
			join[t.Block] = t
		}
	}
	for _, br := range ig.CFG.Branches {
		if br.Class != cfg.ExecSkip || (br.Split != cfg.SplitOn && br.Split != cfg.SplitMixed) {
			continue
		}
		if !br.Reconverges {
			mg.loose = true
			continue
		}
		from, to := at[br.Block], join[br.Join]
		if from == nil || to == nil {
			return nil, fmt.Errorf("static bound with merges: the IPT graph has no IPT at the split branch %s or its join %s (the thesis placement probes both)", br.Block.Name, br.Join.Name)
		}
		in := ig.CFG.Region(br)
		r := mergeRegion{from: from, to: to}
		for _, x := range in {
			if x {
				r.blocks++
			}
		}
		for _, e := range ig.Edges {
			if in[e.From.Block.ID] && e.From.Block != br.Block {
				r.inner = append(r.inner, e.ID)
			}
		}
		mg.regions = append(mg.regions, r)
	}
	slices.SortStableFunc(mg.regions, func(a, b mergeRegion) int { return a.blocks - b.blocks })
	return mg, nil
}

// budgets are the split budgets a member of a family of S reserve slots
// can hold (the launch wavefront's S, then the shares of every split),
// and each one's shares after a split: child's and parent's.
func (mg *mergeModel) budgets(S int) (all []int, shares map[int][2]int) {
	shares = map[int][2]int{}
	seen := map[int]bool{S: true}
	work := []int{S}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		all = append(all, b)
		if b < 1 {
			continue
		}
		_, c, q := mg.rules.Split(split.Slots{Next: 1, Budget: b}, split.Family{S: S})
		shares[b] = [2]int{c.Budget, q.Budget}
		for _, x := range []int{c.Budget, q.Budget} {
			if !seen[x] {
				seen[x] = true
				work = append(work, x)
			}
		}
	}
	slices.Sort(all)
	return all, shares
}

// collapse is the longest path from the kernel's start of the weights w
// when each region's cost is collapsed onto the edges out of its branch
// (its inner edges weigh 0), innermost first, for a launch wavefront of S
// reserve slots. A member holding budget b at a region's branch X may not
// split there (its mask may be homogeneous: A(b), its own way from X to
// the join J with b) or, if b >= 1, split: then combine(A(p), A(c)) with
// p and c the parent's and the child's budgets after the split (the
// parent's way and the child's, each with its own nested regions
// collapsed with its own budget).
func (m *Model) collapse(w []int64, S int, combine func(parent, child int64) int64) (int64, error) {
	mg := m.merges
	all, shares := mg.budgets(S)
	V := map[int][]int64{}
	for _, b := range all {
		V[b] = slices.Clone(w)
	}
	for _, r := range mg.regions {
		A := map[int]int64{}
		for _, b := range all {
			a, err := m.longest(V[b], r.from, r.to, fmt.Sprintf("from %s to %s", r.from, r.to))
			if err != nil {
				return 0, err
			}
			A[b] = a
		}
		for _, b := range all {
			cost := A[b]
			if sh, ok := shares[b]; ok {
				cost = max(cost, combine(A[sh[1]], A[sh[0]]))
			}
			for _, id := range r.inner {
				V[b][id] = 0
			}
			for _, e := range m.IPG.Out(r.from) {
				V[b][e.ID] = cost
			}
		}
	}
	return m.longest(V[S], nil, nil, "from the start")
}

// longest is the IPET bound of the weights w from start to end (nil: the
// kernel's start and ends): a longest path in the DAG when the kernel
// has no loop, calls or path facts (dagPaths), else lp_solve.
func (m *Model) longest(w []int64, start, end *ipg.IPT, what string) (int64, error) {
	s := start
	if s == nil {
		s = m.IPG.Start
	}
	if r, ok := m.dagPaths([][]int64{w}, nil, s, end); ok {
		return r[0], nil
	}
	var facts ipet.FlowFacts
	if m.facts != nil {
		facts = m.facts
	}
	res, err := ipet.Solve(&ipet.Problem{IPG: m.IPG, Weights: w, Facts: facts, Start: start, End: end})
	if err != nil {
		return 0, fmt.Errorf("static bound with merges (%s): %w", what, err)
	}
	return res.Bound, nil
}

// mergeTerms are the family terms at S > 0 when splits merge: at most S
// + 1 members alive at once; own the longest path with each region's time
// collapsed (the later of the parent's way and the split delay plus the
// child's, plus the join's delay) plus SplitCost per split that never
// merges (at most S); the family's demand the launch wavefront's with its
// merged children's collapsed into it (their sum) plus, per split that
// never merges, the same from the start again.
func (m *Model) mergeTerms(S int) (splitTerms, error) {
	mg := m.merges
	loose := int64(0)
	if mg.loose {
		loose = int64(S)
	}
	path, err := m.collapse(m.weights, S, func(parent, child int64) int64 {
		return addSat(max(parent, addSat(m.SplitCost, child)), mg.joinCost)
	})
	if err != nil {
		return splitTerms{}, err
	}
	fam, ok := mg.demand[S]
	if !ok {
		sum := func(parent, child int64) int64 { return addSat(parent, child) }
		for _, f := range []struct{ to, from *int64 }{{&fam.Issue, &m.Demand.Issue}, {&fam.MemIssue, &m.Demand.MemIssue},
			{&fam.VMEM, &m.Demand.VMEM}, {&fam.LDS, &m.Demand.LDS}, {&fam.SMEM, &m.Demand.SMEM}} {
			w := m.demandW[f.from]
			if w == nil {
				return splitTerms{}, fmt.Errorf("static bound with merges: no demand weights")
			}
			x, err := m.collapse(w, S, sum)
			if err != nil {
				return splitTerms{}, err
			}
			*f.to = mulSat(1+loose, x)
		}
		mg.demand[S] = fam
	}
	return splitTerms{members: S + 1, own: addSat(path, mulSat(loose, m.SplitCost)), merged: &fam, loose: loose}, nil
}
