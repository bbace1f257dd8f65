package splitmodel

// Per-wavefront bounds L^j_{w_i} (thesis Eq. 5.3): wavefront i's role j
// bounded with the segment times wavefront i itself showed.

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
)

// Weighting selects the segment weights of the per-wavefront bounds.
type Weighting uint8

const (
	// PerWavefront bounds wavefront i in role j (L^j_{w_i}, thesis Eq.
	// 5.3) with the longest time wavefront i itself took each IPG edge in
	// role j, over every run of the mode (all input sets); edges it never
	// took in role j keep the role's weight (the longest any wavefront
	// took, else static). Launch wavefront i is a fixed dispatch position
	// of the critical instance (its CU, SIMD and slot, its batch), so its
	// segment times include the contention that position sees; the
	// per-role maxima instead add up the worst segment of different
	// wavefronts, which under memory contention is far longer than any
	// wavefront (docs/results.md).
	PerWavefront Weighting = iota
	// PerRole uses role j's weights for every wavefront: L^j_{w_i} = L^j.
	// Looser, and the safer reading when the observed wavefronts may not
	// include the one that is slowest in a segment.
	PerRole
)

func (w Weighting) String() string {
	if w == PerRole {
		return "role"
	}
	return "wavefront"
}

// ParseWeighting reads "wavefront" or "role".
func ParseWeighting(s string) (Weighting, error) {
	switch s {
	case "wavefront", "":
		return PerWavefront, nil
	case "role":
		return PerRole, nil
	}
	return 0, fmt.Errorf("weights %q: want wavefront or role", s)
}

// roleSolver bounds one role over its variants with given weights.
type roleSolver struct {
	ig     *ipg.Graph
	facts  *flowfacts.Facts
	bounds map[*cfg.Loop]ipet.LoopBound
	dag    bool
	// boundOnly: only the results' bounds are read (ipet.Problem.BoundOnly).
	boundOnly bool
	// cover: variants an earlier one covers (ipet.Covered) are not
	// solved; the infeasible count then counts only the solved ones, as
	// whether a covered variant is feasible is not known.
	cover bool
}

// solve returns the worst variant's IPET result and its index, or a nil
// result and -1 when no variant is feasible. A variant whose IPET is
// infeasible describes a start no execution has: the role analysis does
// not know trip counts, so it may start a child at a marked branch inside
// a loop whose bound (from facts or traces) says the loop's body never
// runs, and the child would need a back edge to leave it. Such variants
// are skipped; infeasible counts them.
func (rs *roleSolver) solve(w []int64, cands []RoleInput) (best *ipet.Result, at, infeasible int, err error) {
	// The variants' IPETs are independent: with many of them (a role of
	// the all-executions fallback has one per marked branch, hundreds on
	// examples/large) they are solved on all cores, and the results are
	// combined in variant order below, as one at a time would.
	type solved struct {
		res  *ipet.Result
		inf  bool
		err  error
		skip bool // covered: never the first worst variant
	}
	// Every variant is solved for its bound alone; the worst one's
	// critical path is expanded below, when the caller reads it.
	bare := make([]bool, len(cands))
	out := make([]solved, len(cands))
	problem := func(k int) *ipet.Problem {
		v := cands[k]
		return &ipet.Problem{IPG: rs.ig, Weights: w, Bounds: rs.bounds, Facts: rs.facts, Removed: v.Removed, Start: startOr(rs.ig, v.Start), End: v.End, BoundOnly: true}
	}
	if rs.cover && !rs.dag {
		ps := make([]*ipet.Problem, len(cands))
		for k := range cands {
			ps[k] = problem(k)
		}
		for k, c := range ipet.Covered(ps) {
			out[k].skip = c
		}
	}
	one := func(k int) {
		if out[k].skip {
			return
		}
		v := cands[k]
		s := startOr(rs.ig, v.Start)
		if rs.dag && v.End == nil {
			if res, ok := solveDAG(rs.ig, w, v.Removed, s); ok {
				out[k].res = res
				return
			}
		}
		p := problem(k)
		bare[k] = true
		res, err := ipet.Solve(p)
		var inf *ipet.InfeasibleError
		switch {
		case errors.As(err, &inf):
			out[k].inf = true
		case err != nil:
			out[k].err = fmt.Errorf("IPET from %s: %w", s, err)
		default:
			out[k].res = res
		}
	}
	if workers := min(runtime.GOMAXPROCS(0), len(cands)/parallelVariants); workers > 1 {
		var next atomic.Int64
		var wg sync.WaitGroup
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for k := int(next.Add(1) - 1); k < len(cands); k = int(next.Add(1) - 1) {
					one(k)
				}
			}()
		}
		wg.Wait()
	} else {
		for k := range cands {
			one(k)
			if out[k].err != nil {
				break
			}
		}
	}
	at = -1
	for k, o := range out {
		switch {
		case o.err != nil:
			return nil, -1, infeasible, o.err
		case o.skip:
		case o.inf:
			infeasible++
		case best == nil || o.res.Bound > best.Bound:
			best, at = o.res, k
		}
	}
	if best != nil && bare[at] && !rs.boundOnly {
		best.ExpandCriticalPath(rs.ig, startOr(rs.ig, cands[at].Start))
	}
	return best, at, infeasible, nil
}

// parallelVariants is how many variants per core make solving a role's
// variants concurrently worth starting goroutines for.
const parallelVariants = 8

// waveBounds computes L^j_{w_i} on demand.
type waveBounds struct {
	rs    *roleSolver
	roles []*RoleBound
	// seen[(family, j)] are the family's role-j streams.
	seen map[[2]int][]*traces.Stream
	memo map[[2]int]int64
}

func newWaveBounds(rs *roleSolver, roles []*RoleBound, st *traces.Stats) *waveBounds {
	wb := &waveBounds{rs: rs, roles: roles, seen: map[[2]int][]*traces.Stream{}, memo: map[[2]int]int64{}}
	for _, s := range st.Streams {
		k := [2]int{s.Family, s.Split}
		wb.seen[k] = append(wb.seen[k], s)
	}
	return wb
}

// L returns L^j_{w_i} for launch wavefront family in role j.
func (wb *waveBounds) L(family, j int) (int64, error) {
	k := [2]int{family, j}
	if l, ok := wb.memo[k]; ok {
		return l, nil
	}
	rb := wb.roles[j]
	ss := wb.seen[k]
	if len(ss) == 0 {
		wb.memo[k] = rb.L // nothing of its own: the role's weights
		return rb.L, nil
	}
	w := wb.familyWeights(family, j)
	res, _, _, err := wb.rs.solve(w, observedVariants(wb.rs.ig, rb.cands, ss))
	if err != nil {
		return 0, fmt.Errorf("role %d of launch wavefront %d: %w", j, family, err)
	}
	l := rb.L // no feasible variant it fits: the role's bound
	if res != nil {
		l = min(res.Bound, rb.L)
	}
	wb.memo[k] = l
	return l, nil
}

// familyWeights are launch wavefront family's own segment maxima in role
// j, the role's weights on the edges it never took.
func (wb *waveBounds) familyWeights(family, j int) []int64 {
	rb := wb.roles[j]
	w := make([]int64, len(rb.Weights))
	own := make([]bool, len(w))
	for _, s := range wb.seen[[2]int{family, j}] {
		for _, c := range s.Counts {
			id := c.Edge.ID
			if !own[id] || c.Max > w[id] {
				w[id], own[id] = c.Max, true
			}
		}
	}
	for id := range w {
		if !own[id] {
			w[id] = rb.Weights[id]
		}
	}
	return w
}

// Own returns the longest time launch wavefront family took in role j in
// one traced run, from its first IPT to its last (0: never traced in
// role j).
func (wb *waveBounds) Own(family, j int) int64 {
	var own int64
	for _, s := range wb.seen[[2]int{family, j}] {
		own = max(own, s.Last-s.First)
	}
	return own
}

// observedVariants returns the variants of a role a wavefront's observed
// streams fit (they start at the variant's start and take none of its
// pruned edges); all of them when none fits (the role analysis' premise
// did not hold for the wavefront). δ_i^j is measured for the child the
// wavefront actually made, so its L^j_{w_i} is that child's bound: a role
// j whose j-th split may happen at several branches (members race for
// the slots) has one variant per branch, and the others describe children
// this wavefront did not make.
func observedVariants(ig *ipg.Graph, cands []RoleInput, ss []*traces.Stream) []RoleInput {
	var out []RoleInput
	for _, v := range cands {
		for _, s := range ss {
			if streamFits(ig, s, v) {
				out = append(out, v)
				break
			}
		}
	}
	if len(out) == 0 {
		return cands
	}
	return out
}
