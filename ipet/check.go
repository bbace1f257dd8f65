package ipet

// Checks before solving: contradictions among the loop bounds and flow
// facts that need no solver, and the limits that keep every program lp_solve
// sees within what it solves exactly (docs/flow-facts.md, "Contradictions"
// and "Limits").

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/internal/sat"

	"github.com/splitwcet/splitwcet/cfg"
)

// Limits. lp_solve computes in doubles: the loop rows hold max−1 as a
// coefficient next to 1s, and its branch and bound works to a tolerance
// (solver.go sets it). Within these limits lp_solve's optimum is exact
// (TestLimitsExact); beyond them ParseFacts and Solve refuse, naming the
// fact and the limit.
const (
	// MaxFactValue is the largest number a flow-facts file may give.
	MaxFactValue = 1_000_000_000
	// MaxObjective bounds, before solving, both the largest bound the loop
	// bounds allow (Σ over the IPG edges of weight × the most executions
	// the bounds allow) and every edge's count: 2^40 cycles, about ten
	// minutes at 1.8 GHz for one wavefront.
	MaxObjective = int64(1) << 40
)

// zeroFact is a loop bound, total or fact that forces IPG edges to 0.
type zeroFact struct {
	item  int
	also  []int  // further items it rests on (a min from another source)
	edges []int  // the IPG edges it forces to 0
	warn  string // for a zero that is a consequence, not a statement: said when consistent
}

// countFact is a count fact with the IPG edges that may run its place.
type countFact struct {
	item int
	rp   PlaceCount
	may  []int
}

// keys returns a coefficient map's columns in order.
func keys(coef map[int]float64) []int {
	var ks []int
	for k := range coef {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// check finds contradictions that need no solver and refuses programs
// beyond the limits. Each contradiction is an *InfeasibleError naming a
// minimal set of bounds and facts (a deletion filter on graph reachability,
// as diagnoseInfeasible does with lp_solve).
func (m *model) check() error {
	all := make([]bool, len(m.zeros))
	for i := range all {
		all[i] = true
	}
	ended := false
	for _, v := range ends(m.g, m.end) {
		ended = ended || v == m.start
	}
	if !ended {
		if err := m.checkPaths(all); err != nil {
			return err
		}
	}
	if err := m.checkCounts(); err != nil {
		return err
	}
	for _, z := range m.zeros {
		if z.warn != "" {
			m.warnings = append(m.warnings, z.warn)
		}
	}
	return m.checkLimits(all)
}

// cutWith is Removed plus the edges of the enabled zero facts.
func (m *model) cutWith(enabled []bool) []bool {
	cut := append([]bool(nil), m.removed...)
	for i, z := range m.zeros {
		if enabled != nil && enabled[i] {
			for _, id := range z.edges {
				cut[id] = true
			}
		}
	}
	return cut
}

// liveWith marks the edges a start-to-end walk can take avoiding Removed
// and the edges of the enabled zero facts (liveEdges; the caller must not
// change it). Without such an edge it is what build found.
func (m *model) liveWith(enabled []bool) []bool {
	for i, z := range m.zeros {
		if enabled != nil && enabled[i] && len(z.edges) > 0 {
			return liveEdges(m.g, m.start, m.end, m.cutWith(enabled))
		}
	}
	return m.live
}

// runs reports whether a start-to-end walk avoiding Removed and the edges
// of the enabled zero facts uses one of edges (any edge when edges is
// nil).
func (m *model) runs(enabled []bool, edges []int) bool {
	live := m.liveWith(enabled)
	if edges == nil {
		for _, l := range live {
			if l {
				return true
			}
		}
		return false
	}
	for _, id := range edges {
		if live[id] {
			return true
		}
	}
	return false
}

// minimal drops one enabled zero fact at a time and keeps it dropped while
// bad still holds: what stays enabled is needed, each of them.
func (m *model) minimal(enabled []bool, bad func([]bool) bool) []bool {
	en := append([]bool(nil), enabled...)
	for i := range en {
		if en[i] {
			en[i] = false
			if !bad(en) {
				en[i] = true
			}
		}
	}
	return en
}

// conflicts lists the items of the enabled zero facts and extra items, in
// the order they were stated, each once.
func (m *model) conflicts(enabled []bool, extra ...int) []Conflict {
	its := map[int]bool{}
	for _, it := range extra {
		its[it] = true
	}
	for i, z := range m.zeros {
		if enabled != nil && enabled[i] {
			its[z.item] = true
			for _, it := range z.also {
				its[it] = true
			}
		}
	}
	var ids []int
	for it := range its {
		ids = append(ids, it)
	}
	sort.Ints(ids)
	var cs []Conflict
	for _, it := range ids {
		cs = append(cs, Conflict{Origin: m.items[it].origin, What: m.items[it].what})
	}
	return cs
}

// checkPaths: the zero facts together must leave a start-to-end walk, and
// every place a count fact requires must lie on one.
func (m *model) checkPaths(all []bool) error {
	if !m.runs(nil, nil) {
		return nil // structural: Solve says so (cutDetail)
	}
	if len(m.zeros) > 0 && !m.runs(all, nil) {
		set := m.minimal(all, func(en []bool) bool { return !m.runs(en, nil) })
		return &InfeasibleError{
			Reason:    fmt.Sprintf("these loop bounds and flow facts exclude every path from %s to an end (dropping any one of them leaves a path):", m.start),
			Conflicts: m.conflicts(set),
		}
	}
	for _, c := range m.counts {
		if c.rp.Min < 1 {
			continue
		}
		dead := func(en []bool) bool { return !m.runs(en, c.may) }
		if !dead(all) {
			continue
		}
		set := m.minimal(all, dead)
		why := fmt.Sprintf("but no path from %s to an end runs it", m.start)
		if m.runs(nil, c.may) {
			why = fmt.Sprintf("but every path from %s to an end that runs it is excluded by the others (dropping any one of them removes the conflict)", m.start)
		}
		return &InfeasibleError{
			Reason:    fmt.Sprintf("%s must execute at least %d times, %s:", c.rp.Place, c.rp.Min, why),
			Conflicts: m.conflicts(set, c.item),
		}
	}
	return nil
}

// checkCounts: two counts of one place must not contradict each other, and
// no count may ask for more executions than the loop bounds allow.
func (m *model) checkCounts() error {
	for _, a := range m.counts {
		for _, b := range m.counts {
			if a.rp.Min > 0 && b.rp.Max >= 0 && a.rp.Min > b.rp.Max && samePlace(a.rp, b.rp) {
				return &InfeasibleError{
					Reason:    fmt.Sprintf("two counts of %s contradict each other (at least %d, at most %d):", a.rp.Place, a.rp.Min, b.rp.Max),
					Conflicts: m.conflicts(nil, a.item, b.item),
				}
			}
		}
	}
	caps := m.capacities()
	for _, c := range m.counts {
		if c.rp.Min < 1 {
			continue
		}
		b := c.rp.Block
		if b == nil {
			b = c.rp.Edges[0].From // an edge runs at most as often as its source
		}
		n := caps.block(b)
		if n >= int64(c.rp.Min) {
			continue
		}
		return &InfeasibleError{
			Reason:    fmt.Sprintf("%s must execute at least %d times, but the bounds of the loops around it allow at most %d:", c.rp.Place, c.rp.Min, n),
			Conflicts: m.conflicts(nil, append([]int{c.item}, m.chainItems(b)...)...),
		}
	}
	return nil
}

// capInf is "no bound known".
const capInf = math.MaxInt64

func satMul(a, b int64) int64 { return sat.Mul(a, b, capInf) }
func satAdd(a, b int64) int64 { return sat.Add(a, b, capInf) }

// capacities bounds how often each block can run under the loop bounds in
// force, from the loop nest alone (the CFG is reducible: cfg rejects
// irreducible flow). A loop is entered at most once per iteration of its
// parent (once in all for an outermost loop), so its header runs at most
// max × that, and at most total; a block runs at most once per iteration of
// its innermost loop. An execution that starts inside a loop (a child
// split) gets one more entry and iteration of every loop around its start.
type capacities struct {
	m   *model
	hdr map[*cfg.Loop]int64
}

func (m *model) capacities() *capacities { return &capacities{m: m, hdr: map[*cfg.Loop]int64{}} }

func (c *capacities) startIn(l *cfg.Loop) int64 {
	if l.Contains(c.m.start.Block) {
		return 1
	}
	return 0
}

// header bounds the executions of l's header in the whole run.
func (c *capacities) header(l *cfg.Loop) int64 {
	if n, ok := c.hdr[l]; ok {
		return n
	}
	entries := int64(1)
	if l.Parent != nil {
		entries = c.block(l.Parent.Header)
	}
	entries = satAdd(entries, c.startIn(l))
	n := int64(capInf)
	if b, ok := c.m.bounds[l]; ok {
		n = satMul(int64(b.Max), entries)
	}
	if t := c.m.totals[l]; t != nil && int64(t.Total) < n {
		n = int64(t.Total)
	}
	c.hdr[l] = n
	return n
}

// block bounds the executions of b in the whole run.
func (c *capacities) block(b *cfg.Block) int64 {
	if b.Loop == nil {
		return 1
	}
	return satAdd(c.header(b.Loop), c.startIn(b.Loop))
}

// chainItems are the items of the bounds of the loops around b, innermost
// first.
func (m *model) chainItems(b *cfg.Block) []int {
	var its []int
	for l := b.Loop; l != nil; l = l.Parent {
		its = append(its, m.loopItems[l]...)
	}
	return its
}

// checkLimits refuses a program whose counts or objective may exceed
// MaxObjective: the IPG edges that a start-to-end walk can use, each at
// most as often as its source block can run, times its weight.
func (m *model) checkLimits(all []bool) error {
	caps := m.capacities()
	live := m.liveWith(all)
	var sum, worst int64
	worstAt := -1
	for i, e := range m.g.Edges {
		if !live[i] {
			continue
		}
		b := e.From.Block
		n := caps.block(b)
		if n == capInf {
			continue // no bound: UnboundedError or lp_solve says so
		}
		if n > MaxObjective {
			return &LimitError{
				What:   fmt.Sprintf("IPG edge %s may run up to %d times under these loop bounds", e, n),
				Bounds: m.conflicts(nil, m.chainItems(b)...),
			}
		}
		wn := satMul(m.p.Weights[i], n)
		sum = satAdd(sum, wn)
		if wn > worst {
			worst, worstAt = wn, i
		}
	}
	if sum <= MaxObjective {
		return nil
	}
	e := m.g.Edges[worstAt]
	return &LimitError{
		What: fmt.Sprintf("the loop bounds allow a bound of up to %s cycles (the heaviest part: IPG edge %s, weight %d, up to %d times)",
			satString(sum), e, m.p.Weights[worstAt], caps.block(e.From.Block)),
		Bounds: m.conflicts(nil, m.chainItems(e.From.Block)...),
	}
}

func satString(n int64) string {
	if n == capInf {
		return "more than 9223372036854775806"
	}
	return fmt.Sprint(n)
}

// LimitError is returned by Solve when the loop bounds or weights allow
// numbers larger than lp_solve solves exactly (MaxObjective).
type LimitError struct {
	What   string
	Bounds []Conflict // the loop bounds and facts behind it, innermost loop first
}

func (e *LimitError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "IPET too large to solve exactly: %s, more than %d (2^40), the largest lp_solve solves exactly (docs/flow-facts.md, \"Limits\")", e.What, MaxObjective)
	if len(e.Bounds) > 0 {
		b.WriteString("; lower these bounds:")
		for _, c := range e.Bounds {
			b.WriteString("\n  ")
			b.WriteString(c.String())
		}
	}
	return b.String()
}
