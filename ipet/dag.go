package ipet

import (
	"math"

	"github.com/splitwcet/splitwcet/internal/sat"
	"github.com/splitwcet/splitwcet/ipg"
)

// LongestDAG is, for each weight vector of ws (indexed by Edge.ID), the
// heaviest walk over the IPG edges not removed from start (nil: the IPG's
// start) to end (nil: an end IPT; a walk stops the first time it reaches
// end), when no cycle is reachable from start: then it is the optimum of
// the IPET problem with those weights, Removed, Start and End and no flow
// facts, found by one depth-first search instead of lp_solve. ok is false
// when a cycle is reachable or no end is; the caller checks that no fact
// restricts the paths (loop bounds need a cycle; counts and infeasible
// edges are its business). Sums saturate at math.MaxInt64.
func LongestDAG(ig *ipg.Graph, ws [][]int64, removed []bool, start, end *ipg.IPT) ([]int64, bool) {
	if start == nil {
		start = ig.Start
	}
	const onStack, done = 1, 2
	state := make([]uint8, len(ig.IPTs))
	best := make([][]int64, len(ig.IPTs)) // nil: no end reachable
	// The edges out of each IPT, in one backing array (this runs once
	// per region and variant: allocation was most of its time).
	kept := func(e *ipg.Edge) bool { return removed == nil || !removed[e.ID] }
	n := make([]int, len(ig.IPTs)+1)
	for _, e := range ig.Edges {
		if kept(e) {
			n[e.From.ID+1]++
		}
	}
	for i := 1; i < len(n); i++ {
		n[i] += n[i-1]
	}
	all := make([]*ipg.Edge, n[len(n)-1])
	fill := append([]int(nil), n[:len(ig.IPTs)]...)
	for _, e := range ig.Edges {
		if kept(e) {
			all[fill[e.From.ID]] = e
			fill[e.From.ID]++
		}
	}
	out := func(p *ipg.IPT) []*ipg.Edge { return all[n[p.ID]:n[p.ID+1]] }
	cyclic := false
	var visit func(p *ipg.IPT) []int64
	visit = func(p *ipg.IPT) []int64 {
		switch state[p.ID] {
		case onStack:
			cyclic = true
			return nil
		case done:
			return best[p.ID]
		}
		state[p.ID] = onStack
		terminal := p.Kinds&ipg.End != 0 && end == nil
		if terminal && len(out(p)) == 0 || p == end {
			state[p.ID], best[p.ID] = done, make([]int64, len(ws))
			return best[p.ID]
		}
		var b []int64
		for _, e := range out(p) {
			r := visit(e.To)
			if r == nil {
				continue
			}
			if b == nil {
				b = make([]int64, len(ws))
				for i := range b {
					b[i] = -1
				}
			}
			for i, w := range ws {
				b[i] = max(b[i], sat.Add(w[e.ID], r[i], math.MaxInt64))
			}
		}
		if terminal && b == nil {
			// An end whose way on is cut (removed edges): the walk
			// stops here.
			b = make([]int64, len(ws))
		}
		if terminal {
			for i := range b {
				b[i] = max(b[i], 0)
			}
		}
		state[p.ID], best[p.ID] = done, b
		return b
	}
	r := visit(start)
	if cyclic || r == nil {
		return nil, false
	}
	return r, true
}
