package ipet

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
)

// LoopBound bounds one loop. Max is the maximum number of times the loop's
// HEADER executes per entry into the loop (its iterations, counting the
// first); Min the minimum (0 or 1 = no constraint). Max = 0 means the loop
// never runs. Origin says where the bound comes from: "facts:flow.yaml:7",
// "trace", "default", ...
type LoopBound struct {
	Loop     *cfg.Loop
	Min, Max int
	Origin   string
}

func (b LoopBound) String() string {
	s := fmt.Sprintf("loop %s: max %d", b.Loop.Header.Name, b.Max)
	if b.Min > 1 {
		s += fmt.Sprintf(" min %d", b.Min)
	}
	return s + " (" + b.Origin + ")"
}

// Problem is one IPET integer program: the worst case of one wavefront role
// over an IPG.
type Problem struct {
	// IPG is the graph; it must not change once a problem on it was
	// solved (the package keeps what it derives from the graph alone for
	// the next problems on it).
	IPG *ipg.Graph
	// Weights are the cycles per IPG edge, indexed by Edge.ID.
	Weights []int64
	// Bounds are the loop bounds to use (from facts, traces or elsewhere).
	// A loop missing here takes its bound from Facts, if any.
	Bounds map[*cfg.Loop]LoopBound
	// Facts are extra flow facts (loop bounds, totals, counts, infeasible
	// blocks and edges), bound to IPG.CFG when the problem is built; nil
	// for none.
	Facts FlowFacts
	// Removed, when non-nil, forces IPG edges to 0 (pruned split paths),
	// indexed by Edge.ID.
	Removed []bool
	// Start, when non-nil, is where the role's execution begins instead of
	// IPG.Start: a child split starts at its branch (thesis Fig. 5.4c).
	Start *ipg.IPT
	// End, when non-nil, is where the execution ends instead of the
	// IPG's ends: the walk stops the first time it gets there (no edge
	// out of End is taken). A split that reconverges ends at its join
	// (docs/reconvergence.md), and its region is bounded from its branch
	// to that join.
	End *ipg.IPT
	// BoundOnly: the caller reads only Result.Bound and Counts (the
	// per-wavefront bounds and choose's predictions solve thousands of
	// programs), so Solve does not expand the counts into
	// Result.CriticalPath, which stays nil.
	BoundOnly bool
	// Relaxation asks Solve to also solve the LP relaxation with lp_solve
	// and report it in Result.Relaxation.
	Relaxation bool
	// Timeout limits lp_solve, in whole seconds; 0 means none. A timeout is
	// an error, never a bound.
	Timeout int
}

// Result is the optimum of a Problem.
type Result struct {
	// Bound is the maximum Σ w_e x_e: the role's WCET in cycles.
	Bound int64
	// Counts are the x_e of an optimal solution, indexed by Edge.ID.
	Counts []int64
	// CriticalPath is a start-to-end walk that traverses each edge exactly
	// Counts times (Hierholzer's algorithm on the count multigraph, taking
	// the lowest-ID unused edge first, so it is deterministic). It is nil
	// when the walk would exceed 1<<20 edges (see Warnings).
	CriticalPath []*ipg.Edge
	// LoopBounds are the bounds in force for the loops the worst case can
	// reach, ordered by header.
	LoopBounds []LoopBound
	// Relaxation is the optimum of the LP relaxation when Problem.Relaxation
	// was set (an upper bound of Bound).
	Relaxation float64
	// Warnings are facts that could only be applied in part (an infeasible
	// block that lies on some but not all paths of an IPG edge, ...).
	Warnings []string
}

// ExpandCriticalPath sets r.CriticalPath (and its warning) as Solve
// would have without Problem.BoundOnly; call it once, on the result of a
// BoundOnly solve of a problem on g whose walk begins at start
// (Problem.Start, else g.Start). A caller that solves many programs and
// keeps one (the worst variant of a role) expands only that one: the path
// is a function of the counts, so the result is the one Solve would have
// returned.
func (r *Result) ExpandCriticalPath(g *ipg.Graph, start *ipg.IPT) {
	if start == nil {
		start = g.Start
	}
	r.expand(g, start)
}

func (r *Result) expand(g *ipg.Graph, start *ipg.IPT) {
	var warn string
	r.CriticalPath, warn = criticalPath(g, start, r.Counts)
	if warn != "" {
		r.Warnings = append(r.Warnings, warn)
	}
}

// ctype is a row's relation.
type ctype int

const (
	le ctype = iota
	ge
	eq
)

type entry struct {
	col int
	val float64
}

// row is one constraint. items are the loop bounds or facts it belongs to:
// the row is in force when all of them are; none for structural rows (flow
// conservation).
type row struct {
	name  string
	ents  []entry
	ct    ctype
	rhs   float64
	items []int
	flow  bool // flow conservation (restated by the reduction, reduce.go)
}

// item is one loop bound or flow fact, which the infeasibility diagnosis
// may drop as a whole.
type item struct {
	origin string
	what   string
}

// model is a built Problem, independent of the solver.
type model struct {
	p        *Problem
	g        *ipg.Graph
	start    *ipg.IPT
	end      *ipg.IPT // Problem.End, nil: the IPG's ends
	obj      []float64
	removed  []bool     // Problem.Removed
	fixed    []bool     // x_e = 0: removed, or on no start-to-end path
	live     []bool     // not fixed: liveEdges avoiding removed (read only)
	seg      []*segment // per IPG edge: its genuine CFG paths
	rows     []row
	items    []item
	used     []LoopBound
	warnings []string

	// For the checks before solving (check.go).
	bounds    map[*cfg.Loop]LoopBound
	totals    map[*cfg.Loop]*LoopLimit
	loopItems map[*cfg.Loop][]int // the items of a loop's bound and total
	zeros     []zeroFact          // facts that force IPG edges to 0
	counts    []countFact         // count facts with their items

	colNames, rowNames []string // LP-format names, made on demand (names)
	tables             *modelTables
}

// names returns the LP-format column and row names: edgeColName and the
// rows' names, reduced to safe characters and made unique.
func (m *model) names() (cols, rows []string) {
	if m.colNames == nil {
		used := map[string]bool{}
		m.colNames = make([]string, len(m.g.Edges))
		for i, e := range m.g.Edges {
			m.colNames[i] = uniqueName(used, edgeColName(e))
		}
		m.rowNames = make([]string, len(m.rows))
		for i, r := range m.rows {
			m.rowNames[i] = uniqueName(used, sanitize(r.name))
		}
	}
	return m.colNames, m.rowNames
}

// build validates p and states its integer program.
func (p *Problem) build() (*model, error) {
	start, err := p.check()
	if err != nil {
		return nil, err
	}
	g, cg := p.IPG, p.IPG.CFG
	n := len(g.Edges)
	rf := &Flow{}
	if p.Facts != nil {
		if rf, err = p.Facts.Bind(cg); err != nil {
			return nil, err
		}
	}
	bounds, totals, err := p.loopBounds(rf)
	if err != nil {
		return nil, err
	}

	m := &model{p: p, g: g, start: start, end: p.End, bounds: bounds, totals: totals, loopItems: map[*cfg.Loop][]int{}}
	m.tables = newModelTables(n, len(g.IPTs)+4*len(cg.Loops)+8) // a flow row per IPT, a few per loop
	m.obj, m.removed, m.fixed, m.rows = m.tables.obj, m.tables.removed, m.tables.fixed, m.tables.rows
	m.seg = infoOf(g).segs
	for i := range g.Edges {
		m.obj[i] = float64(p.Weights[i])
		m.removed[i] = p.Removed != nil && p.Removed[i]
	}
	// Edges on no start-to-end path can carry no execution, only spurious
	// circulations (around loops nobody bounds): fix them to 0.
	m.live = liveEdges(g, start, m.end, m.removed)
	for i, l := range m.live {
		m.fixed[i] = !l
	}
	infEdges, cut := m.infeasibleEdges(rf)
	live := m.live // no infeasible fact: cut is Removed
	if len(rf.Infeasible) > 0 {
		live = liveEdges(g, start, m.end, cut)
	}
	touched, err := m.checkBounded(live)
	if err != nil {
		return nil, err
	}

	m.flowRows()
	m.loopRows(bounds, totals, touched)
	for _, rp := range rf.Counts {
		m.countRows(rp)
	}
	m.infeasibleRows(rf, infEdges, live)
	return m, nil
}

// modelTables are a model's per-edge arrays and its rows, kept for the
// next model once a solve has ended (release): choose and the
// per-wavefront bounds solve thousands of programs on one IPG, and these
// were most of what a solve allocated.
type modelTables struct {
	obj            []float64
	removed, fixed []bool
	rows           []row
}

var modelTablesPool sync.Pool

// newModelTables returns zeroed arrays for n edges and an empty row list
// with room for rows rows.
func newModelTables(n, rows int) *modelTables {
	t, _ := modelTablesPool.Get().(*modelTables)
	if t == nil {
		t = &modelTables{}
	}
	if cap(t.obj) < n {
		t.obj, t.removed, t.fixed = make([]float64, n), make([]bool, n), make([]bool, n)
	}
	t.obj, t.removed, t.fixed = t.obj[:n], t.removed[:n], t.fixed[:n]
	clear(t.obj)
	clear(t.removed)
	clear(t.fixed)
	if cap(t.rows) < rows {
		t.rows = make([]row, 0, rows)
	}
	t.rows = t.rows[:0]
	return t
}

// release gives m's tables to the next model; m must not be used again
// (nothing Solve returns refers to them).
func (m *model) release() {
	t := m.tables
	if t == nil {
		return
	}
	t.rows = m.rows // append may have grown it
	clear(t.rows)   // drop the names, entries and items the rows hold
	m.tables, m.obj, m.removed, m.fixed, m.rows = nil, nil, nil, nil, nil
	modelTablesPool.Put(t)
}

// check checks the problem's shape (weights, removed edges, start and end
// IPTs) and returns the start IPT.
func (p *Problem) check() (*ipg.IPT, error) {
	if p == nil || p.IPG == nil {
		return nil, fmt.Errorf("ipet: Problem has no IPG")
	}
	g := p.IPG
	n := len(g.Edges)
	if len(p.Weights) != n {
		return nil, fmt.Errorf("ipet: %d weights for %d IPG edges", len(p.Weights), n)
	}
	for i, w := range p.Weights {
		if w < 0 {
			return nil, fmt.Errorf("ipet: edge %s has a negative weight %d", g.Edges[i], w)
		}
		if w > MaxObjective {
			return nil, fmt.Errorf("ipet: edge %s weight %d is too large for exact arithmetic", g.Edges[i], w)
		}
	}
	if p.Removed != nil && len(p.Removed) != n {
		return nil, fmt.Errorf("ipet: Removed has %d entries for %d IPG edges", len(p.Removed), n)
	}
	start := g.Start
	if p.Start != nil {
		start = p.Start
	}
	if start == nil || start.ID >= len(g.IPTs) || g.IPTs[start.ID] != start {
		return nil, fmt.Errorf("ipet: the start IPT %v is not in the IPG", start)
	}
	if e := p.End; e != nil && (e.ID >= len(g.IPTs) || g.IPTs[e.ID] != e) {
		return nil, fmt.Errorf("ipet: the end IPT %v is not in the IPG", e)
	}
	return start, nil
}

// loopBounds are the bounds of the problem's loops: Bounds (checked: loops
// of this CFG, 0 <= min <= max) before the facts' bounds; and the loops
// whose total count a fact limits.
func (p *Problem) loopBounds(rf *Flow) (map[*cfg.Loop]LoopBound, map[*cfg.Loop]*LoopLimit, error) {
	cg := p.IPG.CFG
	inCFG := map[*cfg.Loop]bool{}
	for _, l := range cg.Loops {
		inCFG[l] = true
	}
	bounds := map[*cfg.Loop]LoopBound{}
	for l, b := range p.Bounds {
		if !inCFG[l] {
			return nil, nil, fmt.Errorf("ipet: bound for %v, a loop not in this kernel's CFG", l)
		}
		if b.Loop == nil {
			b.Loop = l
		}
		if b.Loop != l {
			return nil, nil, fmt.Errorf("ipet: Bounds[%v] holds the bound of %v", l, b.Loop)
		}
		if b.Max < 0 || b.Min < 0 || b.Min > b.Max {
			return nil, nil, fmt.Errorf("ipet: %s: bound min %d max %d: want 0 <= min <= max", l.Header.Name, b.Min, b.Max)
		}
		bounds[l] = b
	}
	for l, b := range rf.Bounds() {
		if _, ok := bounds[l]; !ok {
			bounds[l] = b
		}
	}
	totals := map[*cfg.Loop]*LoopLimit{}
	for i, ll := range rf.Loops {
		if ll.Total >= 0 {
			totals[ll.Loop] = &rf.Loops[i]
		}
	}
	return bounds, totals, nil
}

// infeasibleEdges are, per infeasible fact, the edges it removes, and the
// removed edges with them; the loop check treats those as removed (they
// are the user's own statements). A fact on only some paths of an edge is
// a warning.
func (m *model) infeasibleEdges(rf *Flow) ([][]int, []bool) {
	g := m.g
	infEdges := make([][]int, len(rf.Infeasible))
	cut := append([]bool(nil), m.removed...)
	for i, rp := range rf.Infeasible {
		var partial []string
		for _, e := range g.Edges {
			must, may := rp.on(m.seg[e.ID])
			switch {
			case must:
				infEdges[i] = append(infEdges[i], e.ID)
				cut[e.ID] = true
			case may:
				partial = append(partial, e.String())
			}
		}
		if len(partial) > 0 {
			m.warnings = append(m.warnings, fmt.Sprintf("%s: infeasible %s lies on only some paths of IPG edge(s) %s: kept (their weights may include the infeasible path)",
				rp.Origin, rp.Place, strings.Join(partial, ", ")))
		}
	}
	return infEdges, cut
}

// checkBounded returns the loops an execution on the live edges can enter
// (or starts in), and an *UnboundedError when one of them has no bound.
func (m *model) checkBounded(live []bool) (map[*cfg.Loop]bool, error) {
	g, cg, start, bounds, totals := m.g, m.g.CFG, m.start, m.bounds, m.totals
	touched := map[*cfg.Loop]bool{}
	for _, e := range g.Edges {
		if !live[e.ID] {
			continue
		}
		for _, l := range m.seg[e.ID].loops() {
			touched[l] = true
		}
	}
	for _, l := range cg.Loops {
		if l.Contains(start.Block) {
			touched[l] = true
		}
	}
	var unb []UnboundedLoop
	for _, l := range cg.Loops { // outer loops first
		if _, ok := bounds[l]; touched[l] && !ok && totals[l] == nil {
			unb = append(unb, unboundedLoop(l))
		}
	}
	if len(unb) > 0 {
		return nil, &UnboundedError{Loops: unb}
	}
	return touched, nil
}

// infeasibleRows adds a row per infeasible fact (its edges execute 0
// times) and one for the edges those facts together cut off from every
// start-to-end path (0 as well, while all those facts are in force).
func (m *model) infeasibleRows(rf *Flow, infEdges [][]int, live []bool) {
	var infItems []int
	for i, rp := range rf.Infeasible {
		it := m.addItem(rp.Origin, fmt.Sprintf("%s never executes", rp.Place))
		infItems = append(infItems, it)
		coef := map[int]float64{}
		for _, id := range infEdges[i] {
			coef[id] = 1
		}
		m.addRow(fmt.Sprintf("fact_%d", rp.N), coef, eq, 0, it)
		m.zeros = append(m.zeros, zeroFact{item: it, edges: infEdges[i]})
	}
	coef := map[int]float64{}
	for i, l := range live {
		if !l && !m.fixed[i] {
			coef[i] = 1
		}
	}
	if len(coef) > 0 {
		m.addRow("cut_by_facts", coef, eq, 0, infItems...)
	}
}

// Live marks, by Edge.ID, the IPG edges an execution of p can take: not
// removed, on a walk from the start (p.Start or the IPG's) to an end.
func (p *Problem) Live() []bool {
	cut := p.Removed
	if cut == nil {
		cut = make([]bool, len(p.IPG.Edges))
	}
	start := p.Start
	if start == nil {
		start = p.IPG.Start
	}
	return liveEdges(p.IPG, start, p.End, cut)
}

// ends are the IPTs where a walk ends: end, or the IPG's ends when it is
// nil.
func ends(g *ipg.Graph, end *ipg.IPT) []*ipg.IPT {
	if end != nil {
		return []*ipg.IPT{end}
	}
	return g.Ends
}

// liveEdges marks the edges that are not cut and lie on a walk from start
// to an end (to end when it is not nil; no edge out of it is live then).
func liveEdges(g *ipg.Graph, start, end *ipg.IPT, cut []bool) []bool {
	fwd := make([]bool, len(g.IPTs))
	bwd := make([]bool, len(g.IPTs))
	gi := infoOf(g)
	out, in := gi.out, gi.in
	stack := []*ipg.IPT{start}
	fwd[start.ID] = true
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if v == end {
			continue
		}
		for _, e := range out[v.ID] {
			if !cut[e.ID] && !fwd[e.To.ID] {
				fwd[e.To.ID] = true
				stack = append(stack, e.To)
			}
		}
	}
	for _, v := range ends(g, end) {
		bwd[v.ID] = true
		stack = append(stack, v)
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range in[v.ID] {
			if !cut[e.ID] && !bwd[e.From.ID] && e.From != end {
				bwd[e.From.ID] = true
				stack = append(stack, e.From)
			}
		}
	}
	live := make([]bool, len(g.Edges))
	for _, e := range g.Edges {
		live[e.ID] = !cut[e.ID] && fwd[e.From.ID] && bwd[e.To.ID] && e.From != end
	}
	return live
}

func (m *model) addItem(origin, what string) int {
	m.items = append(m.items, item{origin: strings.TrimPrefix(origin, "facts:"), what: what})
	return len(m.items) - 1
}

// addRow adds a constraint from column coefficients. A row without
// coefficients is dropped when it holds anyway, kept when it cannot hold.
func (m *model) addRow(name string, coef map[int]float64, ct ctype, rhs float64, items ...int) {
	var ents []entry
	for c, v := range coef {
		if v != 0 {
			ents = append(ents, entry{c, v})
		}
	}
	sort.Slice(ents, func(i, j int) bool { return ents[i].col < ents[j].col })
	m.addEnts(name, ents, ct, rhs, items...)
}

// addEnts adds a row of nonzero entries sorted by column (not copied:
// rows are never modified).
func (m *model) addEnts(name string, ents []entry, ct ctype, rhs float64, items ...int) {
	if len(ents) == 0 {
		holds := (ct == le && rhs >= 0) || (ct == ge && rhs <= 0) || (ct == eq && rhs == 0)
		if holds {
			return
		}
	}
	m.rows = append(m.rows, row{name: name, ents: ents, ct: ct, rhs: rhs, items: items})
}

// flowRows states flow conservation: one unit leaves the start, one unit
// arrives at the ends (together), every other IPT passes on what it gets.
func (m *model) flowRows() {
	first := len(m.rows)
	defer func() {
		for i := first; i < len(m.rows); i++ {
			m.rows[i].flow = true
		}
	}()
	g := m.g
	isEnd := make([]bool, len(g.IPTs))
	for _, v := range ends(g, m.end) {
		isEnd[v.ID] = true
	}
	gi := infoOf(g)
	if isEnd[m.start.ID] {
		// The kernel ends where it starts: the walk is empty.
		for _, v := range g.IPTs {
			m.addEnts(gi.flowName[v.ID], gi.flow[v.ID], eq, 0)
		}
		return
	}
	endCoef := map[int]float64{}
	for _, v := range g.IPTs {
		switch {
		case v == m.start:
			m.addEnts("flow_start", gi.flow[v.ID], eq, 1)
		case isEnd[v.ID]:
			for _, x := range gi.flow[v.ID] {
				endCoef[x.col] -= x.val // in - out
			}
		default:
			m.addEnts(gi.flowName[v.ID], gi.flow[v.ID], eq, 0)
		}
	}
	m.addRow("flow_end", endCoef, eq, 1)
}

// loopRows states the loop bounds (see the package doc) and "total" facts.
func (m *model) loopRows(bounds map[*cfg.Loop]LoopBound, totals map[*cfg.Loop]*LoopLimit, touched map[*cfg.Loop]bool) {
	loops := append([]*cfg.Loop(nil), m.g.CFG.Loops...)
	sort.Slice(loops, func(i, j int) bool { return loops[i].Header.ID < loops[j].Header.ID })
	for _, l := range loops {
		b, hasB := bounds[l]
		tf := totals[l]
		if !hasB && tf == nil {
			continue
		}
		ed := m.loopEdgesOf(l)
		if hasB {
			m.maxRows(l, b, ed, touched[l])
		}
		if tf != nil {
			m.totalRows(l, tf, b, hasB, ed)
		}
	}
}

// loopEdges are the IPG edges of a loop's rows. Sound in both directions
// when an IPG edge merges paths that do and do not enter (or iterate) the
// loop: upper bounds count the edges that surely iterate (back) against
// those that may enter (may), lower bounds the other way round (mayBack,
// must). (ipg guarantees an edge iterates on all its paths or on none;
// entering is usually all or none too.)
type loopEdges struct {
	mayBack, back, may, must []int
	// implicit is 1 when an execution starts inside the loop (the kernel's
	// entry block is the header, or a child split starts in the body): it
	// has entered it once without an entering edge.
	implicit   float64
	hdr, where string
}

// loopEdgesOf returns loop l's edges for this problem: the graph's
// (graphInfo.loops; shared, read-only) with implicit from its start.
func (m *model) loopEdgesOf(l *cfg.Loop) *loopEdges {
	ed := *infoOf(m.g).loops[l]
	if l.Contains(m.start.Block) {
		ed.implicit = 1
	}
	return &ed
}

// loopEdgesByLoop finds every loop's edges (but implicit) from the IPG
// edges' segments: the same for every problem on the graph, and finding
// them took a tenth of stating a problem.
func loopEdgesByLoop(g *ipg.Graph, segs []*segment) map[*cfg.Loop]*loopEdges {
	loops := make(map[*cfg.Loop]*loopEdges, len(g.CFG.Loops))
	for _, l := range g.CFG.Loops {
		loops[l] = &loopEdges{hdr: l.Header.Name, where: fmt.Sprintf("loop %s (%s)", l.Header.Name, l.Where())}
	}
	for _, s := range segs {
		for _, l := range s.loops() {
			ed := loops[l]
			if ed == nil {
				continue
			}
			if mu, ma := s.backOf(l); ma {
				ed.mayBack = append(ed.mayBack, s.e.ID)
				if mu {
					ed.back = append(ed.back, s.e.ID)
				}
			}
			if mu, ma := s.entersLoop(l); ma {
				ed.may = append(ed.may, s.e.ID)
				if mu {
					ed.must = append(ed.must, s.e.ID)
				}
			}
		}
	}
	return loops
}

// endsIn reports whether the execution ends (Problem.End) inside loop l:
// then it may stop before l has run its minimum, so l's minimum is not
// stated (dropping a constraint only enlarges the paths bounded: sound).
func (m *model) endsIn(l *cfg.Loop) bool {
	return m.end != nil && l.Contains(m.end.Block)
}

// maxRows states loop l's bound b: at most max (and at least min) header
// runs per entry; at least min only when the execution does not end
// inside l (endsIn).
func (m *model) maxRows(l *cfg.Loop, b LoopBound, ed *loopEdges, touched bool) {
	if touched {
		m.used = append(m.used, b)
	}
	it := m.addItem(b.Origin, fmt.Sprintf("%s: header runs at most %d times per entry", ed.where, b.Max))
	m.loopItems[l] = append(m.loopItems[l], it)
	if b.Min > 1 {
		m.items[it].what = fmt.Sprintf("%s: header runs %d to %d times per entry", ed.where, b.Min, b.Max)
	}
	coef := map[int]float64{}
	if b.Max == 0 {
		m.items[it].what = ed.where + ": never runs (max 0)"
		for _, id := range ed.back {
			coef[id]++
		}
		for _, id := range ed.must {
			coef[id]++
		}
		if len(ed.may) != len(ed.must) {
			m.warnings = append(m.warnings, fmt.Sprintf("%s: max 0 cannot exclude IPG edges that enter the loop on only some of their paths", ed.where))
		}
		m.addRow("loop_"+ed.hdr, coef, le, 0, it)
		m.zeros = append(m.zeros, zeroFact{item: it, edges: keys(coef)})
	} else {
		for _, id := range ed.back {
			coef[id]++
		}
		for _, id := range ed.may {
			coef[id] -= float64(b.Max - 1)
		}
		m.addRow("loop_"+ed.hdr, coef, le, float64(b.Max-1)*ed.implicit, it)
	}
	if b.Min > 1 && !m.endsIn(l) {
		coef := map[int]float64{}
		for _, id := range ed.mayBack {
			coef[id]++
		}
		for _, id := range ed.must {
			coef[id] -= float64(b.Min - 1)
		}
		m.addRow("loopmin_"+ed.hdr, coef, ge, 0, it)
	}
}

// totalRows states a "total" fact tf of loop l: at most total header runs
// in all (and, without a max, per entry), at least min per entry.
func (m *model) totalRows(l *cfg.Loop, tf *LoopLimit, b LoopBound, hasB bool, ed *loopEdges) {
	it := m.addItem(tf.Origin, fmt.Sprintf("%s: header runs at most %d times in all", ed.where, tf.Total))
	m.loopItems[l] = append(m.loopItems[l], it)
	coef := map[int]float64{}
	for _, id := range ed.back {
		coef[id]++
	}
	for _, id := range ed.must {
		coef[id]++
	}
	m.addRow("looptotal_"+ed.hdr, coef, le, float64(tf.Total), it)
	// A fact with min and total but no max (or whose max Bounds
	// overrides) still bounds each entry from below.
	min, also := tf.Min, []int(nil)
	if hasB {
		min, also = b.Min, m.loopItems[l][:1]
	} else if min > 1 && !m.endsIn(l) {
		m.items[it].what = fmt.Sprintf("%s: header runs at least %d times per entry and at most %d times in all", ed.where, min, tf.Total)
		coef := map[int]float64{}
		for _, id := range ed.mayBack {
			coef[id]++
		}
		for _, id := range ed.must {
			coef[id] -= float64(min - 1)
		}
		m.addRow("loopmin_"+ed.hdr, coef, ge, 0, it)
	}
	// min > total: an execution that enters the loop runs its
	// header at least min times, more than total allows.
	if !hasB && tf.Total > 0 {
		// No max: total also bounds each entry, which keeps the
		// back edges from circulating without an entry.
		coef := map[int]float64{}
		for _, id := range ed.back {
			coef[id]++
		}
		for _, id := range ed.may {
			coef[id] -= float64(tf.Total - 1)
		}
		m.addRow("looptotalentry_"+ed.hdr, coef, le, float64(tf.Total-1)*ed.implicit, it)
	}
	switch {
	case tf.Total == 0:
		m.zeros = append(m.zeros, zeroFact{item: it, edges: keys(coef)})
	case min > tf.Total:
		m.zeros = append(m.zeros, zeroFact{item: it, also: also, edges: ed.must,
			warn: fmt.Sprintf("%s: %s: min %d per entry but total %d: the loop is never entered; the bound excludes every path into it", tf.Origin, ed.where, min, tf.Total)})
	}
}

// countRows states a count fact: at most max executions bound the edges
// that run the place on every path, at least min the edges that may.
func (m *model) countRows(rp PlaceCount) {
	var parts []string
	if rp.Min >= 0 {
		parts = append(parts, fmt.Sprintf("at least %d", rp.Min))
	}
	if rp.Max >= 0 {
		parts = append(parts, fmt.Sprintf("at most %d", rp.Max))
	}
	it := m.addItem(rp.Origin, fmt.Sprintf("%s executes %s times", rp.Place, strings.Join(parts, " and ")))
	mustC, mayC := map[int]float64{}, map[int]float64{}
	nMust, nMay := 0, 0
	for _, s := range m.seg {
		must, may := rp.on(s)
		if must {
			mustC[s.e.ID] = 1
			nMust++
		}
		if may {
			mayC[s.e.ID] = 1
			nMay++
		}
	}
	if rp.Max >= 0 {
		if nMay > nMust {
			m.warnings = append(m.warnings, fmt.Sprintf("%s: %s lies on only some paths of %d IPG edge(s): max %d bounds only the edges that always run it",
				rp.Origin, rp.Place, nMay-nMust, rp.Max))
		}
		m.addRow(fmt.Sprintf("fact_%d", rp.N), mustC, le, float64(rp.Max), it)
		if rp.Max == 0 {
			m.zeros = append(m.zeros, zeroFact{item: it, edges: keys(mustC)})
		}
	}
	m.counts = append(m.counts, countFact{item: it, rp: rp, may: keys(mayC)})
	if rp.Min >= 0 {
		name := fmt.Sprintf("fact_%d", rp.N)
		if rp.Max >= 0 {
			name += "_min"
		}
		m.addRow(name, mayC, ge, float64(rp.Min), it)
	}
}

// edgeColName names an edge's column: x<ID>_<from>[_<outcome>]__<to>.
func edgeColName(e *ipg.Edge) string {
	s := fmt.Sprintf("x%d_%s", e.ID, sanitize(e.From.Name))
	if e.Outcome != ipg.Any {
		s += "_" + sanitize(e.Outcome.String())
	}
	return s + "__" + sanitize(e.To.Name)
}

// sanitize keeps what lp_solve's LP format accepts in names without
// question: letters, digits and '_' ('@', '-', '#' become '_'; '%', '.' and
// '+' are dropped: "div@%bb.0" → "div_bb0").
func sanitize(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_':
			b.WriteRune(r)
		case r == '@' || r == '-' || r == '#':
			b.WriteByte('_')
		}
	}
	return b.String()
}

// uniqueName returns name, or name_2, name_3, ... if taken.
func uniqueName(used map[string]bool, name string) string {
	if name == "" || (name[0] >= '0' && name[0] <= '9') {
		name = "r" + name
	}
	out := name
	for i := 2; used[out]; i++ {
		out = fmt.Sprintf("%s_%d", name, i)
	}
	used[out] = true
	return out
}

// Solve builds and solves the problem. It returns *UnboundedError when a
// reachable loop has no bound, *InfeasibleError when the constraints admit
// no execution (found before solving where the graph suffices, check.go),
// *LimitError when the numbers are too large to solve exactly,
// *InternalError when lp_solve fails or finds what cannot be (a bug), and an
// error when lp_solve runs out of Problem.Timeout.
func Solve(p *Problem) (*Result, error) {
	m, err := p.build()
	if err != nil {
		return nil, err
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	out, err := m.solve(solveOpts{integer: true, timeout: p.Timeout})
	if err != nil {
		return nil, err
	}
	switch out.status {
	case stOptimal:
	case stInfeasible:
		return nil, m.diagnoseInfeasible()
	case stUnbounded:
		return nil, m.diagnoseUnbounded()
	case stTimeout:
		return nil, fmt.Errorf("ipet: lp_solve returned %s after the time limit of %d s: not a proven optimum, so no bound", out.text, p.Timeout)
	default:
		return nil, &InternalError{Msg: fmt.Sprintf("lp_solve returned %s: not a proven optimum, so no bound", out.text)}
	}
	res := &Result{Counts: make([]int64, len(out.vals)), LoopBounds: m.used, Warnings: m.warnings}
	for i, v := range out.vals {
		r := math.Round(v)
		if math.Abs(v-r) > 1e-6 || r < 0 {
			return nil, &InternalError{Msg: fmt.Sprintf("lp_solve's optimum gives edge %s the non-integral count %g", m.g.Edges[i], v)}
		}
		res.Counts[i] = int64(r)
		res.Bound += int64(r) * p.Weights[i]
	}
	if math.Abs(float64(res.Bound)-out.obj) > 1e-6*math.Max(1, math.Abs(out.obj)) {
		return nil, &InternalError{Msg: fmt.Sprintf("objective %g differs from Σ w·x = %d", out.obj, res.Bound)}
	}
	if !p.BoundOnly {
		res.expand(m.g, m.start)
	}
	if p.Relaxation {
		r, err := m.solve(solveOpts{timeout: p.Timeout})
		if err != nil {
			return nil, err
		}
		if r.status != stOptimal {
			return nil, &InternalError{Msg: "LP relaxation: lp_solve returned " + r.text}
		}
		res.Relaxation = r.obj
	}
	m.release()
	return res, nil
}

// WriteLP writes the problem in lp_solve's LP format (all columns integer),
// as lp_solve itself writes it. `lp_solve -S3 FILE` solves it.
func (p *Problem) WriteLP(w io.Writer) error {
	m, err := p.build()
	if err != nil {
		return err
	}
	s, err := m.writeLP()
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, s)
	return err
}

// diagnoseInfeasible explains an infeasible program.
func (m *model) diagnoseInfeasible() error {
	enabled := make([]bool, len(m.items))
	out, err := m.solve(solveOpts{integer: true, zeroObj: true, enabled: enabled, timeout: m.p.Timeout})
	if err != nil {
		return err
	}
	if out.status == stInfeasible {
		return &InfeasibleError{Structural: true, Detail: m.cutDetail()}
	}
	for i := range enabled {
		enabled[i] = true
	}
	for i := range m.items {
		enabled[i] = false
		out, err := m.solve(solveOpts{integer: true, zeroObj: true, enabled: enabled, timeout: m.p.Timeout})
		if err != nil {
			return err
		}
		if out.status != stInfeasible {
			enabled[i] = true // needed for the conflict
		}
	}
	e := &InfeasibleError{}
	for i, it := range m.items {
		if enabled[i] {
			e.Conflicts = append(e.Conflicts, Conflict{Origin: it.origin, What: it.what})
		}
	}
	if len(e.Conflicts) == 0 {
		return &InternalError{Msg: "lp_solve finds the program infeasible, but no subset of the loop bounds and facts is"}
	}
	return e
}

// cutDetail says why no flow gets from the start to an end.
func (m *model) cutDetail() string {
	live := liveEdges(m.g, m.start, m.end, m.removed)
	var removed []string
	for i, f := range m.removed {
		if f {
			removed = append(removed, m.g.Edges[i].String())
		}
	}
	rs := strings.Join(removed, ", ")
	if len(removed) > 10 {
		rs = strings.Join(removed[:10], ", ") + fmt.Sprintf(", ... (%d more)", len(removed)-10)
	}
	for _, l := range live {
		if l {
			return fmt.Sprintf("lp_solve finds no flow from %s to an end, although a path exists (removed: %s)", m.start, rs)
		}
	}
	if len(removed) == 0 {
		return fmt.Sprintf("no path leads from %s to an end IPT", m.start)
	}
	return fmt.Sprintf("every path from %s to an end uses a removed edge (%d of %d IPG edges removed: %s)", m.start, len(removed), len(m.g.Edges), rs)
}

// diagnoseUnbounded names the edges whose counts can grow without limit.
func (m *model) diagnoseUnbounded() error {
	const cap = 1e9
	out, err := m.solve(solveOpts{colUpper: cap, timeout: m.p.Timeout})
	msg := "lp_solve finds the program unbounded although every reachable loop has a bound"
	if err != nil || out.status != stOptimal {
		return &InternalError{Msg: msg}
	}
	var big []string
	for i, v := range out.vals {
		if v > cap/10 {
			e := m.g.Edges[i]
			cols, _ := m.names()
			s := fmt.Sprintf("%s (%s", cols[i], e)
			for _, l := range e.BackOf {
				s += ", back edge of loop " + l.Header.Name
			}
			big = append(big, s+")")
		}
	}
	if len(big) == 0 {
		return &InternalError{Msg: msg}
	}
	return &InternalError{Msg: msg + "; these edges' counts grow without limit, on a cycle no loop bound covers: " + strings.Join(big, ", ")}
}
