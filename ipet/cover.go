package ipet

import (
	"reflect"
	"slices"

	"github.com/splitwcet/splitwcet/ipg"
)

// Covered reports, for problems that differ only in Start and Removed,
// which ones an earlier problem of the list covers: covered[k] when some
// j < k, itself not covered, has a start from which a path reaches k's
// start using no edge j removes and no edge of any loop (no back edge, no
// edge entering a loop), both starts lie outside every loop, and j
// removes no edge k keeps. Then every execution k admits, after that
// path, is one j admits: the path changes no loop row (it has none of
// their edges, and neither start is inside a loop, so neither problem has
// an implicit entry), flow conservation holds with the start moved to j's,
// and the edges are live for j. So if k is feasible, so is j, and k's
// bound is at most j's (weights are not negative): k is never the first
// worst of the list, and an error k would end with (a loop without a
// bound among its live edges, which are j's too) j ends with first. What
// it does not say is whether k is feasible.
//
// Only problems with the same IPG, Weights, Bounds and Facts, no End, no
// Timeout, and facts without counts or infeasible places (their rows may
// name the path's edges) take part; nil when none is covered.
func Covered(ps []*Problem) []bool {
	if len(ps) < 2 {
		return nil
	}
	p0 := ps[0]
	g := p0.IPG
	if g == nil || len(p0.Weights) != len(g.Edges) || len(g.Edges) == 0 {
		return nil
	}
	for _, p := range ps {
		if p.IPG != g || len(p.Weights) != len(p0.Weights) || &p.Weights[0] != &p0.Weights[0] ||
			!sameMap(p.Bounds, p0.Bounds) || p.Facts != p0.Facts || p.End != nil || p.Timeout != 0 ||
			p.Removed != nil && len(p.Removed) != len(g.Edges) {
			return nil
		}
	}
	if p0.Facts != nil { // as build binds them
		rf, err := p0.Facts.Bind(g.CFG)
		if err != nil || len(rf.Counts) > 0 || len(rf.Infeasible) > 0 {
			return nil
		}
	}
	gi := infoOf(g)
	loopEdge := make([]bool, len(g.Edges))
	for _, ed := range gi.loops {
		for _, ids := range [][]int{ed.mayBack, ed.back, ed.may, ed.must} {
			for _, id := range ids {
				loopEdge[id] = true
			}
		}
	}
	isEnd := make([]bool, len(g.IPTs))
	for _, v := range g.Ends {
		isEnd[v.ID] = true
	}
	// eligible: a start of this graph, outside every loop.
	eligible := func(s *ipg.IPT) bool {
		if s.ID >= len(g.IPTs) || g.IPTs[s.ID] != s {
			return false
		}
		for _, l := range g.CFG.Loops {
			if l.Contains(s.Block) {
				return false
			}
		}
		return true
	}
	type root struct {
		p     *Problem
		reach []bool // IPTs a path from p's start reaches (see above)
	}
	var roots []root
	var covered []bool
	for k, p := range ps {
		s := startOr(g, p.Start)
		if !eligible(s) {
			continue
		}
		hit := false
		for _, r := range roots {
			if r.reach[s.ID] && subset(r.p.Removed, p.Removed) {
				hit = true
				break
			}
		}
		if hit {
			if covered == nil {
				covered = make([]bool, len(ps))
			}
			covered[k] = true
			continue
		}
		reach := make([]bool, len(g.IPTs))
		reach[s.ID] = true
		if !isEnd[s.ID] { // an execution that starts at an end is empty
			stack := []*ipg.IPT{s}
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, e := range gi.out[v.ID] {
					if loopEdge[e.ID] || p.Removed != nil && p.Removed[e.ID] || reach[e.To.ID] {
						continue
					}
					reach[e.To.ID] = true
					stack = append(stack, e.To)
				}
			}
		}
		roots = append(roots, root{p, reach})
	}
	return covered
}

// startOr is p's start, g's when nil.
func startOr(g *ipg.Graph, s *ipg.IPT) *ipg.IPT {
	if s == nil {
		return g.Start
	}
	return s
}

// subset reports whether every edge a removes b removes too (nil removes
// none).
func subset(a, b []bool) bool {
	if a == nil {
		return true
	}
	if b == nil {
		return !slices.Contains(a, true)
	}
	for i, x := range a {
		if x && !b[i] {
			return false
		}
	}
	return true
}

// sameMap reports whether a and b are the same map (or both nil).
func sameMap[M ~map[K]V, K comparable, V any](a, b M) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}
