package splitmodel

import (
	"math"

	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
)

// dagApplies reports whether a role's IPET problem is a longest path in a
// DAG: no loops in the kernel and no count or infeasibility facts. Its
// integer program (one unit of flow from the start to an end, maximize
// Σ w·x) then has the heaviest start-to-end path as its optimum, which
// solveDAG finds in linear time instead of one lp_solve call per role and
// variant (a synthetic_split analysis at S = 32 has 3000 of them).
func dagApplies(ig *ipg.Graph, facts *flowfacts.Facts) bool {
	if len(ig.CFG.Loops) > 0 {
		return false
	}
	return facts == nil || (len(facts.Counts) == 0 && len(facts.Infeasible) == 0)
}

// solveDAG returns the heaviest path from start to an end IPT over the
// edges not removed, as an ipet.Result (Counts 1 on the path), or ok =
// false when the live graph has a cycle or no end is reachable (the caller
// then asks ipet.Solve, which explains). Ties go to the lowest edge ID.
func solveDAG(ig *ipg.Graph, weights []int64, removed []bool, start *ipg.IPT) (res *ipet.Result, ok bool) {
	const unknown, onStack = -2, -3
	out := make([][]*ipg.Edge, len(ig.IPTs))
	for _, e := range ig.Edges { // edges are in ID order
		if removed == nil || !removed[e.ID] {
			out[e.From.ID] = append(out[e.From.ID], e)
		}
	}
	// best[v]: heaviest v-to-end weight, math.MinInt64 when no end is
	// reachable; state: unknown, onStack, or 0 when done.
	best := make([]int64, len(ig.IPTs))
	next := make([]*ipg.Edge, len(ig.IPTs))
	state := make([]int, len(ig.IPTs))
	for i := range state {
		state[i] = unknown
	}
	type frame struct {
		v int
		i int
	}
	stack := []frame{{start.ID, 0}}
	state[start.ID] = onStack
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		v := f.v
		if f.i == 0 {
			best[v] = math.MinInt64
			if ig.IPTs[v].Kinds&ipg.End != 0 {
				best[v] = 0
			}
		}
		if f.i < len(out[v]) {
			e := out[v][f.i]
			f.i++
			switch state[e.To.ID] {
			case onStack:
				return nil, false // a cycle: not a DAG
			case unknown:
				state[e.To.ID] = onStack
				stack = append(stack, frame{e.To.ID, 0})
			}
			continue
		}
		// All successors done: combine (strictly greater, so the lowest
		// edge ID wins ties).
		for _, e := range out[v] {
			b := best[e.To.ID]
			if b == math.MinInt64 {
				continue
			}
			if c := b + weights[e.ID]; best[v] == math.MinInt64 || c > best[v] {
				best[v], next[v] = c, e
			}
		}
		state[v] = 0
		stack = stack[:len(stack)-1]
	}
	if best[start.ID] == math.MinInt64 {
		return nil, false
	}
	res = &ipet.Result{Bound: best[start.ID], Counts: make([]int64, len(ig.Edges))}
	for v := start.ID; next[v] != nil; v = next[v].To.ID {
		res.Counts[next[v].ID] = 1
		res.CriticalPath = append(res.CriticalPath, next[v])
	}
	return res, true
}
