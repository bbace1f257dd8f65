package choose

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// Marking is a set of candidates to mark, as sorted candidate indexes.
type Marking []int

// NewMarking returns the marking of the given candidate indexes (sorted,
// duplicates dropped).
func NewMarking(idx ...int) Marking {
	m := append(Marking(nil), idx...)
	sort.Ints(m)
	out := m[:0]
	for i, x := range m {
		if i == 0 || x != m[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// Key is a canonical string for maps.
func (m Marking) Key() string {
	var b strings.Builder
	for i, x := range m {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

// Has reports whether candidate i is marked.
func (m Marking) Has(i int) bool {
	k := sort.SearchInts(m, i)
	return k < len(m) && m[k] == i
}

// with returns m plus candidate i.
func (m Marking) with(i int) Marking { return NewMarking(append(append([]int(nil), m...), i)...) }

// without returns m minus candidate i.
func (m Marking) without(i int) Marking {
	var out Marking
	for _, x := range m {
		if x != i {
			out = append(out, x)
		}
	}
	return out
}

// less orders markings for ties: fewer marks first, then by indexes.
func (m Marking) less(o Marking) bool {
	if len(m) != len(o) {
		return len(m) < len(o)
	}
	for i := range m {
		if m[i] != o[i] {
			return m[i] < o[i]
		}
	}
	return false
}

// SetTerms are the terms of one input set (one launch) that do not depend
// on the marking: its batches B (Eq. 5.1) and max_i δ_i^0, the largest
// start delay of a launch wavefront from the start of its batch, both from
// the unsplit simulation.
type SetTerms struct {
	Set    string `json:"input_set"`
	B      int    `json:"B"`
	Delta0 int64  `json:"delta0_cycles"`
}

// Model predicts the Eq. 5.4 bound of a marking analytically, from
// segment weights measured once without splitting (or static ones): no
// simulation of the marking. Its fields are read-only once Predict is
// called; Predict may be called from several goroutines.
type Model struct {
	IPG *ipg.Graph
	// S is the reserve slots per launch wavefront (the splits allowed).
	S int
	// Policy is the split policy the roles are derived under (the
	// hardware's splits.policy).
	Policy split.Policy
	// Reconverge: splits at reconvergent branches merge at their joins
	// (splits.reconverge): the roles are derived with it and each role's
	// L^j takes its split regions as the longer of its own way and its
	// child's (splitmodel.Merges), plus SplitDelay and JoinDelay, the
	// delays of a split and a merge (no unsplit run measures them: the
	// hardware's issue.split and issue.join plus a round of SIMD visits,
	// as analyze weighs the ones no trace measured).
	Reconverge            bool
	SplitDelay, JoinDelay int64
	// Weights are the segment weights, by IPG edge ID.
	Weights []int64
	// Secondary, when set, are other segment weights whose prediction
	// breaks ties between equal predictions (Prediction.Secondary): the
	// static model's when Weights are measured, and the other way round.
	Secondary []int64
	// Bounds are the loop bounds (observed in the unsplit traces) for
	// loops Facts does not bound.
	Bounds map[*cfg.Loop]ipet.LoopBound
	Facts  *flowfacts.Facts
	// Sets are the per-launch terms; the prediction is the largest over
	// them.
	Sets  []SetTerms
	Cands []*Candidate

	once      sync.Once
	dag       bool
	loopMax   map[*cfg.Loop]int
	out       [][]*ipg.Edge
	mu        sync.Mutex
	primary   *weightSet
	secondary *weightSet
	preds     map[string]*Prediction
	ras       map[string]*roles.Analysis
	asked     []askedOf // every role analysis made, with the marks it read
}

// askedOf is one role analysis with the split states it asked for: the
// analysis reads the marking only through its Marking function, and
// nothing else it reads depends on the marking, so a marking that gives
// every branch it asked about the same state has the same analysis.
type askedOf struct {
	on []askedMark
	ra *roles.Analysis
}

// askedMark is one branch an analysis asked about and whether the marking
// had it on.
type askedMark struct {
	br *cfg.Branch
	on bool
}

// RolePrediction is one role's part of a prediction.
type RolePrediction struct {
	J int
	// L is the role's per-wavefront bound L^j (the worst of its variants).
	L int64
	// Offset is the predicted δ^j - δ^0: how long after its launch
	// wavefront's start the role starts at the latest (0 for role 0).
	Offset int64
	// Start is the role's start IPT (its worst variant's), Branch the
	// split branch that creates it (nil for role 0).
	Start    *ipg.IPT
	Branch   *cfg.Branch
	Variants int
	// Absent: no execution has role j (a budgeted split policy leaves
	// its slot unused): no term, no start.
	Absent bool
	// Merged (Model.Reconverge): every variant of role j ends at the join
	// of the split that made it: no term, its time is in its parent's L.
	Merged bool
	// Creators counts the (role, variant) pairs that may create it;
	// 0 for role 0 and when the delay fell back to the unpruned IPG.
	Creators int
}

// Prediction is the predicted Eq. 5.4 bound of one marking.
type Prediction struct {
	Marking Marking
	// Bound = max over the input sets of B × (δ^0 + max_j (Offset_j + L^j)).
	Bound int64
	// Set is the input set that gives Bound.
	Set   string
	Roles []RolePrediction
	// Worst is the role j that attains the maximum.
	Worst int
	// Secondary is the bound predicted with Model.Secondary (-1 without):
	// the first tie-break between markings with the same Bound.
	Secondary int64
	// Mean is the mean over the roles of Offset_j + L^j: the next
	// tie-break (smaller: the roles other than the worst one gained more).
	Mean int64
	// MaxSplits is the most splits a family makes with S slots, Unlimited
	// with unlimited slots (-1: unbounded), from the role analysis.
	MaxSplits, Unlimited int
}

// weightSet is one weight vector with its cache of path computations.
type weightSet struct {
	w     []int64
	paths map[string]*pathInfo // by start and pruned edges
}

// pathInfo is what one (start, pruned edges) pair of a role variant gives:
// its IPET bound and, per IPT, the longest time from the start to it.
type pathInfo struct {
	L int64
	// to[v] bounds the time from the start to IPT v (-1: unreachable).
	to []int64
}

func (m *Model) init() {
	m.once.Do(func() {
		m.out = outEdges(m.IPG)
		m.primary = &weightSet{w: m.Weights, paths: map[string]*pathInfo{}}
		if m.Secondary != nil {
			m.secondary = &weightSet{w: m.Secondary, paths: map[string]*pathInfo{}}
		}
		m.preds = map[string]*Prediction{}
		m.ras = map[string]*roles.Analysis{}
		m.dag = len(m.IPG.CFG.Loops) == 0 && (m.Facts == nil || len(m.Facts.Counts) == 0 && len(m.Facts.Infeasible) == 0)
		m.loopMax = map[*cfg.Loop]int{}
		if fb, err := m.Facts.Resolve(m.IPG.CFG); err == nil {
			for l, b := range fb {
				m.loopMax[l] = b.Max
			}
		}
		for l, b := range m.Bounds {
			m.loopMax[l] = b.Max
		}
	})
}

// marking returns the split state every branch has under the marking: on
// at the marked candidates, off everywhere else (the kernel's own marks
// are replaced, as Emit replaces them).
func (m *Model) marking(mk Marking) func(*cfg.Branch) cfg.SplitState {
	on := m.marked(mk)
	return func(br *cfg.Branch) cfg.SplitState {
		if on[br] {
			return cfg.SplitOn
		}
		return cfg.SplitOff
	}
}

// marked is the set of branches a marking marks.
func (m *Model) marked(mk Marking) map[*cfg.Branch]bool {
	on := make(map[*cfg.Branch]bool, len(mk))
	for _, i := range mk {
		on[m.Cands[i].Branch] = true
	}
	return on
}

// analysed returns a role analysis made for another marking that gives
// every branch it asked about the state it has under on (nil: none). The
// analysis is a deterministic function of the answers it gets, so it is
// the analysis of on's marking too: the greedy search's markings differ
// by one candidate, and an analysis that never asks about that candidate
// (no member reaches it with a mask that may be heterogeneous) serves
// both. Whether one is found changes no result, only the time.
func (m *Model) analysed(on map[*cfg.Branch]bool) *roles.Analysis {
	m.mu.Lock()
	defer m.mu.Unlock()
next:
	for _, a := range m.asked {
		for _, x := range a.on {
			if on[x.br] != x.on {
				continue next
			}
		}
		return a.ra
	}
	return nil
}

// Roles runs the role analysis for a marking (roles.AnalyzeWith,
// worst-case premise, the model's policy and reconvergence). An empty
// marking has role 0 alone with nothing pruned, as 'splitwcet analyze'
// has for a kernel that cannot split. The result is cached; callers must
// not modify it.
func (m *Model) Roles(mk Marking) (*roles.Analysis, error) {
	m.init()
	if len(mk) == 0 || m.S == 0 {
		return &roles.Analysis{S: m.S, Roles: []*roles.Role{{J: 0}}}, nil
	}
	for _, i := range mk {
		if i < 0 || i >= len(m.Cands) {
			return nil, fmt.Errorf("choose: marking %v: no candidate %d (there are %d)", mk, i, len(m.Cands))
		}
	}
	key := mk.Key()
	m.mu.Lock()
	ra, ok := m.ras[key]
	m.mu.Unlock()
	if ok {
		return ra, nil
	}
	on := m.marked(mk)
	if ra := m.analysed(on); ra != nil {
		m.mu.Lock()
		m.ras[key] = ra
		m.mu.Unlock()
		return ra, nil
	}
	var asked []askedMark
	seen := map[*cfg.Branch]bool{}
	marking := func(br *cfg.Branch) cfg.SplitState {
		if !seen[br] {
			seen[br] = true
			asked = append(asked, askedMark{br, on[br]})
		}
		if on[br] {
			return cfg.SplitOn
		}
		return cfg.SplitOff
	}
	ra, err := roles.AnalyzeWith(m.IPG, roles.Options{S: m.S, Assume: roles.WorstCase, Policy: m.Policy, Marking: marking, Reconverge: m.Reconverge})
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	m.ras[key] = ra
	m.asked = append(m.asked, askedOf{asked, ra})
	m.mu.Unlock()
	return ra, nil
}

// Predict returns the predicted Eq. 5.4 bound of a marking:
//
//  1. the role analysis of the marking (Roles) gives roles j = 0..S' with
//     their variants: a start IPT and the pruned IPG edges;
//  2. L^j is the IPET bound of each variant's pruned IPG with the model's
//     weights (the heaviest start-to-end path when the kernel has no loops
//     and no count or infeasibility facts), the worst variant's;
//  3. δ^j - δ^0 (Offset) is the largest, over role j's variants and over
//     the variants u of roles k < j that may split at the variant's branch
//     (Role.SplitsAt), of Offset_k plus the longest time from u's start to
//     the branch in u's pruned IPG (pathInfo.to: loops charged by their
//     bounds);
//  4. per input set B × (δ^0 + max_j (Offset_j + L^j)) (Eq. 5.4), and the
//     largest over the sets.
//
// With Reconverge the variants are weighed with their merges collapsed
// (mergedPaths): L^j is the worst of role j's variants that run to the
// kernel's end, and a role whose variants all end at joins has no term.
//
// With Secondary weights, Prediction.Secondary is the same bound with
// them (the tie-break of the search). Predictions are cached by marking.
func (m *Model) Predict(mk Marking) (*Prediction, error) {
	m.init()
	if len(m.Sets) == 0 {
		return nil, fmt.Errorf("choose: the model has no input set")
	}
	key := mk.Key()
	m.mu.Lock()
	p, ok := m.preds[key]
	m.mu.Unlock()
	if ok {
		return p, nil
	}
	ra, err := m.Roles(mk)
	if err != nil {
		return nil, err
	}
	p = &Prediction{Marking: append(Marking(nil), mk...), MaxSplits: ra.MaxSplits, Unlimited: ra.Unlimited, Secondary: -1}
	if p.Roles, err = m.terms(ra, m.primary); err != nil {
		return nil, err
	}
	var sum int64
	p.Bound, p.Set, p.Worst, _, sum = m.eq54(p.Roles)
	p.Mean = sum / int64(len(p.Roles))
	if m.secondary != nil {
		rs, err := m.terms(ra, m.secondary)
		if err != nil {
			return nil, err
		}
		p.Secondary, _, _, _, _ = m.eq54(rs)
	}
	m.mu.Lock()
	m.preds[key] = p
	m.mu.Unlock()
	return p, nil
}

// eq54 combines role terms per input set: the bound, its set, the worst
// role, its term and the sum of the terms.
func (m *Model) eq54(roles []RolePrediction) (bound int64, set string, worst int, worstTerm, sum int64) {
	worstTerm = -1
	for j, r := range roles {
		t := r.Offset + r.L
		if t > worstTerm {
			worstTerm, worst = t, j
		}
		sum += t
	}
	bound = -1
	for _, s := range m.Sets {
		if b := int64(s.B) * (s.Delta0 + worstTerm); b > bound {
			bound, set = b, s.Set
		}
	}
	return bound, set, worst, worstTerm, sum
}

// Terms returns L^j and Offset_j (δ^j - δ^0) of every role of ra with the
// model's Weights, as Predict's steps 2 and 3 compute them for a marking:
// the static bound (splitmodel/staticbound) uses it on the kernel's own
// marking with the simulator's static segment weights. Only IPG, S,
// Weights, Bounds and Facts of the model are used.
func (m *Model) Terms(ra *roles.Analysis) ([]RolePrediction, error) {
	m.init()
	return m.terms(ra, m.primary)
}

// terms computes L^j and Offset_j of every role with one weight set.
func (m *Model) terms(ra *roles.Analysis, ws *weightSet) ([]RolePrediction, error) {
	type variantInfo struct {
		r  *roles.Role
		pi *pathInfo
	}
	paths := func(v *roles.Role) (*pathInfo, error) { return m.pathsOf(ws, v.StartIPT(m.IPG), v.Removed) }
	if ra.Reconverge {
		paths = m.mergedPaths(ws)
	}
	var out []RolePrediction
	vinfo := make([][]variantInfo, len(ra.Roles))
	// splitters indexes the variants of the roles done so far by the
	// branches they split at: the possible creators of a later role's
	// variant that starts at one (scanning every earlier variant for each
	// was most of analyze --static's time at large S).
	type creator struct {
		k  int
		pi *pathInfo
	}
	splitters := map[*cfg.Branch][]creator{}
	for j, r := range ra.Roles {
		if r.Absent {
			// No execution has role j (a budgeted policy leaves slot j
			// unused): no term.
			out = append(out, RolePrediction{J: j, Absent: true})
			continue
		}
		vs := r.Variants
		if len(vs) == 0 {
			vs = []*roles.Role{r}
		}
		rp := RolePrediction{J: j, L: -1, Offset: -1, Variants: len(vs)}
		for _, v := range vs {
			pi, err := paths(v)
			if err != nil {
				return nil, fmt.Errorf("role %d from %s: %w", j, v.StartIPT(m.IPG), err)
			}
			if pi == nil {
				continue // ends at a join, or no execution starts it
			}
			vinfo[j] = append(vinfo[j], variantInfo{v, pi})
			off := int64(0)
			creators := 0
			if j > 0 {
				off = -1
				s := v.StartIPT(m.IPG)
				for _, u := range splitters[v.Branch] {
					if u.pi.to[s.ID] < 0 {
						continue
					}
					creators++
					off = max(off, out[u.k].Offset+u.pi.to[s.ID])
				}
				if off < 0 {
					// No creator found (should not happen): the longest
					// time to the branch on the unpruned IPG.
					full, err := m.pathsOf(ws, m.IPG.Start, nil)
					if err != nil {
						return nil, err
					}
					off = max(0, full.to[s.ID])
					creators = 0
				}
			}
			if pi.L > rp.L || pi.L == rp.L && off > rp.Offset {
				rp.L, rp.Start, rp.Branch = pi.L, v.StartIPT(m.IPG), v.Branch
			}
			if off > rp.Offset {
				rp.Offset = off
			}
			rp.Creators += creators
		}
		if len(vinfo[j]) == 0 {
			// Every variant ends at a join (its time is in its parent's),
			// or none has an execution (the loop bounds leave it none).
			rp = RolePrediction{J: j, Merged: endsAtJoins(vs), Variants: len(vs)}
			rp.Absent = !rp.Merged
		}
		out = append(out, rp)
		for _, u := range vinfo[j] {
			for i, sp := range u.r.SplitsAt {
				if !splitsAt(u.r.SplitsAt[:i], sp.Branch) {
					splitters[sp.Branch] = append(splitters[sp.Branch], creator{j, u.pi})
				}
			}
		}
	}
	return out, nil
}

// mergedPaths returns the path computation of terms with reconvergence:
// a variant's weights are the model's with its merges collapsed
// (splitmodel.Merges.Collapsed: a split region weighs the longer of the
// variant's own way and its child's, plus the split's and the merge's
// delays, on the edges out of its branch), so its IPET bound is its L̂ and
// the heaviest way to a branch outside its regions holds its waits at
// joins. A variant that ends at a join gives nil (its time is in its
// parent's), as does one whose IPET the loop bounds make infeasible (no
// execution starts it, as analyze skips it). The variants that may create
// a role that runs to the end split with no merge open (a member splits at
// a branch that does not reconverge only then), so they run to the end
// too. A Merges holds a memo: one per call of terms, not shared between
// predictions made concurrently.
func (m *Model) mergedPaths(ws *weightSet) func(v *roles.Role) (*pathInfo, error) {
	mb := &splitmodel.Merges{IPG: m.IPG, Bounds: m.Bounds, Facts: m.Facts,
		Weights: func(*roles.Role) []int64 { return ws.w },
		Split:   func(*roles.Merge) int64 { return m.SplitDelay },
		Join:    func(*roles.Merge) int64 { return m.JoinDelay }}
	return func(v *roles.Role) (*pathInfo, error) {
		if v.End != nil {
			return nil, nil
		}
		w, err := mb.Collapsed(v)
		if err == nil {
			var pi *pathInfo
			if pi, err = m.computePaths(w, v.StartIPT(m.IPG), v.Removed); err == nil {
				return pi, nil
			}
		}
		var inf *ipet.InfeasibleError
		if errors.As(err, &inf) {
			return nil, nil
		}
		return nil, err
	}
}

// endsAtJoins reports whether every variant ends at a join (Role.End).
func endsAtJoins(vs []*roles.Role) bool {
	for _, v := range vs {
		if v.End == nil {
			return false
		}
	}
	return true
}

// splitsAt reports whether one of the split points is at br.
func splitsAt(points []roles.SplitPoint, br *cfg.Branch) bool {
	for _, sp := range points {
		if sp.Branch == br {
			return true
		}
	}
	return false
}

// pathsOf returns (cached) the bound and the start-to-IPT times of the IPG
// from start with the removed edges pruned.
func (m *Model) pathsOf(ws *weightSet, start *ipg.IPT, removed []bool) (*pathInfo, error) {
	var kb strings.Builder
	kb.WriteString(strconv.Itoa(start.ID))
	kb.WriteByte(':')
	for i, x := range removed {
		if x {
			kb.WriteString(strconv.Itoa(i))
			kb.WriteByte(',')
		}
	}
	key := kb.String()
	m.mu.Lock()
	pi, ok := ws.paths[key]
	m.mu.Unlock()
	if ok {
		return pi, nil
	}
	pi, err := m.computePaths(ws.w, start, removed)
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	ws.paths[key] = pi
	m.mu.Unlock()
	return pi, nil
}

func (m *Model) computePaths(w []int64, start *ipg.IPT, removed []bool) (*pathInfo, error) {
	ig := m.IPG
	n := len(ig.IPTs)
	live := func(e *ipg.Edge) bool { return removed == nil || !removed[e.ID] }
	// Depth-first search from start over the live edges: a postorder, and
	// the edges that close a cycle (to an IPT on the stack: loop back
	// edges, the control flow being reducible).
	order := make([]int, 0, n)
	state := make([]uint8, n)
	var closing []*ipg.Edge
	type frame struct{ v, i int }
	stack := []frame{{start.ID, 0}}
	state[start.ID] = 1
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i < len(m.out[f.v]) {
			e := m.out[f.v][f.i]
			f.i++
			if !live(e) {
				continue
			}
			switch state[e.To.ID] {
			case 0:
				state[e.To.ID] = 1
				stack = append(stack, frame{e.To.ID, 0})
			case 1:
				closing = append(closing, e)
			}
			continue
		}
		state[f.v] = 2
		order = append(order, f.v)
		stack = stack[:len(stack)-1]
	}
	isClosing := map[*ipg.Edge]bool{}
	for _, e := range closing {
		isClosing[e] = true
	}
	dagLive := func(e *ipg.Edge) bool { return live(e) && !isClosing[e] }
	// longest returns the heaviest paths from src over the acyclic live
	// edges (reverse postorder is topological for them), adding node[v]
	// on entering v; -1: unreachable.
	longest := func(src int, node []int64) []int64 {
		to := make([]int64, n)
		for i := range to {
			to[i] = -1
		}
		to[src] = node[src]
		for i := len(order) - 1; i >= 0; i-- {
			v := order[i]
			if to[v] < 0 {
				continue
			}
			for _, e := range m.out[v] {
				if dagLive(e) {
					to[e.To.ID] = max(to[e.To.ID], to[v]+w[e.ID]+node[e.To.ID])
				}
			}
		}
		return to
	}
	// Each cycle-closing edge x→y may be taken (iterations - 1) times per
	// entry: its cycle (the edge plus the heaviest acyclic path y→x) is
	// charged that often on entering y. Iterations multiply the bounds of
	// the loop and the loops around it. Without a bound for some loop the
	// time to an IPT falls back to L minus the lightest way from it to an
	// end.
	node := make([]int64, n)
	bounded := true
	for _, c := range closing {
		iters, ok := m.iterations(c)
		if !ok {
			bounded = false
			break
		}
		if iters <= 1 {
			continue
		}
		cyc := longest(c.To.ID, make([]int64, n))[c.From.ID]
		if cyc < 0 {
			continue
		}
		node[c.To.ID] += (iters - 1) * (cyc + w[c.ID])
	}
	pi := &pathInfo{to: make([]int64, n)}
	if bounded {
		pi.to = longest(start.ID, node)
	}
	if m.dag && len(closing) == 0 {
		pi.L = -1
		for _, e := range ig.Ends {
			if pi.to[e.ID] > pi.L {
				pi.L = pi.to[e.ID]
			}
		}
		if pi.L >= 0 {
			return pi, nil
		}
	}
	res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Bounds: m.Bounds, Facts: m.Facts, Removed: removed, Start: start, BoundOnly: true})
	if err != nil {
		return nil, err
	}
	pi.L = res.Bound
	if !bounded {
		// L minus the lightest way from v to an end bounds the time to v on
		// any path the IPET admits.
		suf := lightestToEnd(ig, w, live)
		for v := range pi.to {
			pi.to[v] = -1
			if state[v] == 2 && suf[v] >= 0 {
				pi.to[v] = max(0, pi.L-suf[v])
			}
		}
	}
	return pi, nil
}

// iterations returns how often a cycle-closing IPG edge's cycle may run
// per entry into the outermost loop it lies in: the product of the bounds
// (header executions per entry) of the loops whose back edge it crosses
// and of the loops around them; false when some loop has no bound.
func (m *Model) iterations(c *ipg.Edge) (int64, bool) {
	seen := map[*cfg.Loop]bool{}
	iters := int64(1)
	for _, l := range c.BackOf {
		for x := l; x != nil; x = x.Parent {
			if seen[x] {
				continue
			}
			seen[x] = true
			b, ok := m.loopMax[x]
			if !ok {
				return 0, false
			}
			iters *= int64(max(b, 1))
			if iters > 1<<20 {
				return 0, false
			}
		}
	}
	if len(c.BackOf) == 0 {
		return 0, false
	}
	return iters, true
}

// lightestToEnd returns, per IPT, the lightest path to an end IPT over the
// live edges (-1: none), by Dijkstra on the reversed graph (weights are
// not negative).
func lightestToEnd(ig *ipg.Graph, w []int64, live func(*ipg.Edge) bool) []int64 {
	n := len(ig.IPTs)
	in := make([][]*ipg.Edge, n)
	for _, e := range ig.Edges {
		if live(e) {
			in[e.To.ID] = append(in[e.To.ID], e)
		}
	}
	dist := make([]int64, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i] = math.MaxInt64
	}
	for _, e := range ig.Ends {
		dist[e.ID] = 0
	}
	for {
		v := -1
		for i := 0; i < n; i++ {
			if !done[i] && dist[i] != math.MaxInt64 && (v < 0 || dist[i] < dist[v]) {
				v = i
			}
		}
		if v < 0 {
			break
		}
		done[v] = true
		for _, e := range in[v] {
			if d := dist[v] + w[e.ID]; d < dist[e.From.ID] {
				dist[e.From.ID] = d
			}
		}
	}
	for i := range dist {
		if dist[i] == math.MaxInt64 {
			dist[i] = -1
		}
	}
	return dist
}
