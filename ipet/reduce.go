package ipet

import (
	"math"
	"sync"
)

// The reduction shrinks the integer program before lp_solve sees it, by two
// exact rules on the flow network (the classic series-parallel reduction):
//
//   - parallel: arcs with the same source, the same target and the same
//     coefficients in every side row (loop bounds, facts) are perfect
//     substitutes; only the heaviest can be worth using, the others are 0;
//   - elimination (series when one in, one out): an IPT v other than the
//     start and the ends, without self-loop, whose in-arcs I and out-arcs O
//     satisfy |I|·|O| ≤ |I|+|O|, is replaced by one arc u→w per pair (a in
//     I, b in O) with weight w_a + w_b and the sums of a's and b's side-row
//     coefficients. A flow through v splits into such pairs (integrally),
//     and the side rows are linear, so nothing is lost or gained.
//
// Both preserve the optimum and every feasible count vector maps back
// (elimination: an arc's count is the sum over the pair arcs it is part
// of; parallel: the dropped arcs get 0). Compiler output is mostly nested if/else chains, which
// collapse to a handful of arcs per loop: lp_solve's simplex takes seconds
// on 10,000 IPG edges and milliseconds on what is left (bench_test.go).
// WriteLP writes the full, unreduced program.

// arc is a column of the reduced program.
type arc struct {
	from, to int // node IDs; all end IPTs are one node
	w        float64
	side     []entry // coefficients in side rows (row index in lpModel), by row
	edge     int     // the IPG edge of an original arc, -1 for a merged one
	// parts are the two arcs a merged arc runs through (lower indices),
	// -1 for an original arc.
	parts [2]int
	dead  bool
}

// parallel reports whether a and b are perfect substitutes (the parallel
// rule): the same target and the same side coefficients (the caller
// compares arcs leaving one node).
func parallel(a, b *arc) bool {
	if a.to != b.to || len(a.side) != len(b.side) {
		return false
	}
	for i, e := range a.side {
		if f := b.side[i]; e.col != f.col || math.Float64bits(e.val) != math.Float64bits(f.val) {
			return false
		}
	}
	return true
}

// lpModel is what toLP hands to lp_solve: columns, objective and the rows
// in force, with the way back to IPG edge counts.
type lpModel struct {
	names  []string // nil: lp_solve's defaults
	obj    []float64
	fixed  []bool
	rows   []row
	expand func(vals []float64) []float64 // column values → IPG edge counts
	// release, when set, frees what expand reads: the model is not
	// used after it.
	release func()
}

// full is the unreduced program (the rows in force), with LP-format names
// when asked.
func (m *model) full(o solveOpts, named bool) *lpModel {
	lm := &lpModel{obj: m.obj, fixed: m.fixed, expand: func(v []float64) []float64 { return v }}
	var rowNames []string
	if named {
		lm.names, rowNames = m.names()
	}
	for i, r := range m.rows {
		if o.inForce(r) {
			if !named {
				r.name = ""
			} else {
				r.name = rowNames[i]
			}
			lm.rows = append(lm.rows, r)
		}
	}
	return lm
}

// reduced applies the series-parallel reduction to the rows in force.
func (m *model) reduced(o solveOpts) *lpModel {
	g := m.g
	isEnd := make([]bool, len(g.IPTs))
	for _, v := range ends(g, m.end) {
		isEnd[v.ID] = true
	}
	if isEnd[m.start.ID] {
		return m.full(o, false)
	}
	endNode := len(g.IPTs)
	node := func(id int) int {
		if isEnd[id] {
			return endNode
		}
		return id
	}
	r := newReduction(endNode+1, 2*len(g.Edges))
	// Side rows in force, renumbered; each edge's side coefficients.
	var side []row
	sideOf := r.sideRows(len(g.Edges))
	for _, r := range m.rows {
		if r.flow || !o.inForce(r) {
			continue
		}
		for _, e := range r.ents {
			sideOf[e.col] = append(sideOf[e.col], entry{len(side), e.val})
		}
		side = append(side, r)
	}
	r.start, r.end = m.start.ID, endNode
	for _, e := range g.Edges {
		if m.fixed[e.ID] {
			continue
		}
		r.add(arc{from: node(e.From.ID), to: node(e.To.ID), w: m.obj[e.ID], side: sideOf[e.ID], edge: e.ID, parts: [2]int{-1, -1}})
	}
	r.run()
	lm := r.program(side, len(g.Edges))
	lm.release = r.release
	return lm
}

// reductions keeps released reductions' tables for the next: the
// per-wavefront bounds of one analysis solve hundreds to thousands of
// programs on one IPG, and allocating the arcs and adjacency lists anew
// each time was most of the reduction's cost.
var reductions sync.Pool

// newReduction returns an empty reduction over nodes nodes with room for
// arcs arcs.
func newReduction(nodes, arcs int) *reduction {
	r, _ := reductions.Get().(*reduction)
	if r == nil {
		r = &reduction{}
	}
	if cap(r.arcs) < arcs {
		r.arcs = make([]arc, 0, arcs)
	}
	r.arcs = r.arcs[:0]
	if cap(r.in) < nodes {
		r.in, r.out, r.queued = make([][]int, nodes), make([][]int, nodes), make([]bool, nodes)
	}
	r.in, r.out, r.queued = r.in[:nodes], r.out[:nodes], r.queued[:nodes]
	for v := range nodes {
		r.in[v], r.out[v], r.queued[v] = r.in[v][:0], r.out[v][:0], false
	}
	r.work = r.work[:0]
	return r
}

// values returns n zeros, kept with the reduction's tables.
func (r *reduction) values(n int) []float64 {
	if cap(r.x) < n {
		r.x = make([]float64, n)
	}
	r.x = r.x[:n]
	clear(r.x)
	return r.x
}

// sideRows returns n empty lists, one per IPG edge, for the edges' side
// coefficients (reduced), kept with the reduction's other tables.
func (r *reduction) sideRows(n int) [][]entry {
	if cap(r.sideOf) < n {
		r.sideOf = make([][]entry, n)
	}
	r.sideOf = r.sideOf[:n]
	for i := range r.sideOf {
		r.sideOf[i] = r.sideOf[i][:0]
	}
	return r.sideOf
}

// release gives r's tables to the next newReduction once nothing reads
// them (the program's expand does).
func (r *reduction) release() {
	clear(r.arcs) // drop the side rows they hold
	reductions.Put(r)
}

// reduction is the graph the series-parallel reduction rewrites: nodes
// are IPTs with every end merged into one (end); arcs, by index (parts and
// the adjacency lists refer to them), the IPG edges not fixed to 0 and the
// arcs merges make (a dead arc was merged away). A slice of values, so an
// arc costs no allocation of its own.
type reduction struct {
	arcs       []arc
	in, out    [][]int // arc indexes by node
	work       []int   // nodes to look at again
	queued     []bool
	best       []int     // the parallel rule's survivors at one node
	sideOf     [][]entry // per IPG edge: its side coefficients (sideRows)
	x          []float64 // per arc: its count while expanding a solution (values)
	start, end int
}

func (r *reduction) add(a arc) {
	r.arcs = append(r.arcs, a)
	id := len(r.arcs) - 1
	r.out[a.from] = append(r.out[a.from], id)
	r.in[a.to] = append(r.in[a.to], id)
}

// live drops the dead arcs of ids, in place.
func (r *reduction) live(ids []int) []int {
	k := 0
	for _, id := range ids {
		if !r.arcs[id].dead {
			ids[k] = id
			k++
		}
	}
	return ids[:k]
}

func (r *reduction) push(v int) {
	if !r.queued[v] {
		r.queued[v] = true
		r.work = append(r.work, v)
	}
}

// run reduces until no node changes: of parallel arcs that substitute
// for each other the heaviest survives; a node with few enough ways
// through it is eliminated, each way becoming one arc.
func (r *reduction) run() {
	for v := r.end; v >= 0; v-- {
		r.push(v)
	}
	for len(r.work) > 0 {
		v := r.work[len(r.work)-1]
		r.work = r.work[:len(r.work)-1]
		r.queued[v] = false
		r.mergeParallel(v)
		if v != r.start && v != r.end {
			r.eliminate(v)
		}
	}
}

// mergeParallel: of each class of substitutes among the arcs leaving v
// the first heaviest survives (best holds the survivor of each class met
// so far, in order).
func (r *reduction) mergeParallel(v int) {
	r.out[v] = r.live(r.out[v])
	if len(r.out[v]) <= 1 {
		return
	}
	arcs := r.arcs
	best := r.best[:0]
	for _, id := range r.out[v] {
		a := &arcs[id]
		k := 0
		for k < len(best) && !parallel(a, &arcs[best[k]]) {
			k++
		}
		if k == len(best) {
			best = append(best, id)
			continue
		}
		loser := a
		if a.w > arcs[best[k]].w {
			loser = &arcs[best[k]]
			best[k] = id
		}
		loser.dead = true
		r.push(loser.to)
	}
	r.best = best
	r.out[v] = r.live(r.out[v])
}

// eliminate replaces the node v by an arc per way through it, unless v is
// a dead end, has a self-loop or that makes more arcs than before.
func (r *reduction) eliminate(v int) {
	r.in[v] = r.live(r.in[v])
	ni, no := len(r.in[v]), len(r.out[v])
	if ni == 0 || no == 0 || ni*no > ni+no {
		return // dead end, or more arcs than before
	}
	for _, id := range r.in[v] {
		if r.arcs[id].from == v {
			return // a self-loop
		}
	}
	ins, outs := r.in[v], r.out[v] // v gets no new arc: add appends to others' lists
	for _, i := range ins {
		r.arcs[i].dead = true
		for _, o := range outs {
			r.arcs[o].dead = true
			a, b := &r.arcs[i], &r.arcs[o]
			r.add(arc{from: a.from, to: b.to, w: a.w + b.w, side: addEntries(a.side, b.side), edge: -1, parts: [2]int{i, o}})
			r.push(r.arcs[o].to)
		}
		r.push(r.arcs[i].from)
	}
	// v is gone: no arc enters or leaves it again. Its lists keep their
	// room for the next reduction (newReduction).
	r.in[v], r.out[v] = ins[:0], outs[:0]
}

// program states the reduced program: a column per live arc, a flow row
// per node, the side rows renumbered; its expand maps a solution back to
// the counts of the n IPG edges.
func (r *reduction) program(side []row, n int) *lpModel {
	arcs, start, endNode := r.arcs, r.start, r.end
	var colIdx []int
	for i := range arcs {
		if !arcs[i].dead {
			colIdx = append(colIdx, i)
		}
	}
	lm := &lpModel{obj: make([]float64, len(colIdx)), fixed: make([]bool, len(colIdx))}
	// flow[v] is node v's conservation row: +1 for each column leaving v,
	// -1 for each entering, in column order (a self-loop's cancel).
	flow := make([][]entry, endNode+1)
	touched := make([]bool, endNode+1)
	coef := func(v, c int, x float64) {
		touched[v] = true
		if f := flow[v]; len(f) > 0 && f[len(f)-1].col == c {
			f[len(f)-1].val += x
			return
		}
		flow[v] = append(flow[v], entry{c, x})
	}
	sideRows := make([][]entry, len(side))
	for c, i := range colIdx {
		a := &arcs[i]
		lm.obj[c] = a.w
		coef(a.from, c, 1)
		coef(a.to, c, -1)
		for _, e := range a.side {
			sideRows[e.col] = append(sideRows[e.col], entry{c, e.val})
		}
	}
	rowOf := func(v int, rhs float64, sign float64) {
		var ents []entry
		for _, e := range flow[v] {
			if e.val != 0 {
				ents = append(ents, entry{e.col, sign * e.val})
			}
		}
		if len(ents) == 0 && rhs == 0 {
			return
		}
		lm.rows = append(lm.rows, row{ents: ents, ct: eq, rhs: rhs, flow: true})
	}
	for v := 0; v <= endNode; v++ {
		switch {
		case v == start:
			rowOf(v, 1, 1)
		case v == endNode:
			rowOf(v, 1, -1)
		case touched[v]:
			rowOf(v, 0, 1)
		}
	}
	for i, r := range side {
		ents := sideRows[i]
		if len(ents) == 0 {
			holds := (r.ct == le && r.rhs >= 0) || (r.ct == ge && r.rhs <= 0) || (r.ct == eq && r.rhs == 0)
			if holds {
				continue
			}
		}
		lm.rows = append(lm.rows, row{ents: ents, ct: r.ct, rhs: r.rhs, items: r.items})
	}
	lm.expand = func(vals []float64) []float64 {
		// A merged arc's count flows into each of its parts; parts have
		// lower indices, so one pass from the last arc down suffices. An
		// original edge split by an elimination sums its shares.
		x := r.values(len(arcs))
		for c, i := range colIdx {
			if vals != nil {
				x[i] = vals[c]
			}
		}
		counts := make([]float64, n)
		for i := len(arcs) - 1; i >= 0; i-- {
			a := &arcs[i]
			if a.edge >= 0 {
				counts[a.edge] += x[i]
			}
			if a.parts[0] >= 0 {
				x[a.parts[0]] += x[i]
				x[a.parts[1]] += x[i]
			}
		}
		return counts
	}
	return lm
}

// addEntries sums two sparse rows sorted by column, dropping zeros.
func addEntries(a, b []entry) []entry {
	var out []entry
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i].col < b[j].col):
			out = append(out, a[i])
			i++
		case i == len(a) || b[j].col < a[i].col:
			out = append(out, b[j])
			j++
		default:
			if v := a[i].val + b[j].val; v != 0 {
				out = append(out, entry{a[i].col, v})
			}
			i++
			j++
		}
	}
	return out
}
