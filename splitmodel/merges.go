package splitmodel

// The kernel model's bounds of roles whose splits reconverge
// (docs/analyze.md, "The kernel model with merges"): a role that splits at
// a reconvergent branch X waits at X's join J for its child, so from X to
// J it takes the longer of its own way there and the child's (with the
// parallel guarantee), or both (without it); a child made at X ends at J.

import (
	"errors"
	"fmt"
	"slices"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
)

// Merges bounds role variants (roles.Role, from roles.AnalyzeWith with
// Reconverge) with their merges: L̂ of a variant is the IPET bound of its
// pruned IPG from its start to its end in which the region of each split
// it makes at a reconvergent branch (roles.Merge) costs
//
//	R = max(A, d + L̂_child) + w     with the parallel guarantee (Eq. 5.4)
//	R = A + d + L̂_child + w         without it (Eq. 5.5)
//
// A being the variant's own bound from the branch to the join (its own
// merges inside collapsed alike), L̂_child the child's (the worst of the
// children a split there may make), d the split's delay (Split) and w the
// merge's (Join). The child's part bounds the parent's wait at the join:
// the parent waits at most until the child arrives.
type Merges struct {
	IPG    *ipg.Graph
	Bounds map[*cfg.Loop]ipet.LoopBound
	Facts  *flowfacts.Facts
	// Weights are the segment weights of a variant: its role's, or one
	// wavefront's in that role.
	Weights func(v *roles.Role) []int64
	// Split is d of a merge: the longest time from the parent's issue of
	// the branch to the child's; Join is w: from the later of the two
	// arrivals at the join to the merged member's issue of the join's
	// first instruction. nil: 0.
	Split, Join func(m *roles.Merge) int64
	// Serial: without the parallel guarantee (Eq. 5.5).
	Serial bool

	memo  map[*roles.Role]int64
	shape *mergeShape
}

// mergeShape caches what the merges' structure gives, whatever the
// weights (several Merges of one role analysis share it): the edges out
// of each IPT, each merge's region edges, and per variant which of its
// merges hold each one in their region. Without it every collapse scanned
// every merge and every IPG edge for each merge (cubic in the merges of a
// variant: minutes for synthetic_split under the all-executions roles).
type mergeShape struct {
	out   map[*ipg.IPT][]*ipg.Edge
	edges map[*roles.Merge][]int
	encl  map[variantMerge][]*roles.Merge
}

type variantMerge struct {
	v *roles.Role
	m *roles.Merge
}

func (mb *Merges) nest() *mergeShape {
	if mb.shape == nil {
		mb.shape = &mergeShape{edges: map[*roles.Merge][]int{}, encl: map[variantMerge][]*roles.Merge{}}
		mb.shape.out = map[*ipg.IPT][]*ipg.Edge{}
		for _, e := range mb.IPG.Edges {
			mb.shape.out[e.From] = append(mb.shape.out[e.From], e)
		}
	}
	return mb.shape
}

// regionEdges are the IDs of the edges of m's region.
func (mb *Merges) regionEdges(m *roles.Merge) []int {
	sh := mb.nest()
	ids, ok := sh.edges[m]
	if !ok {
		for id, in := range m.Region {
			if in {
				ids = append(ids, id)
			}
		}
		sh.edges[m] = ids
	}
	return ids
}

// enclosing are the merges of v other than m whose region holds m's
// branch.
func (mb *Merges) enclosing(v *roles.Role, m *roles.Merge) []*roles.Merge {
	sh := mb.nest()
	k := variantMerge{v, m}
	if es, ok := sh.encl[k]; ok {
		return es
	}
	var es []*roles.Merge
	for _, o := range v.Merges {
		if o != m && inside(sh.out, o, m) {
			es = append(es, o)
		}
	}
	sh.encl[k] = es
	return es
}

// Bound is L̂ of variant v, from its start to its end.
func (mb *Merges) Bound(v *roles.Role) (int64, error) {
	if l, ok := mb.memo[v]; ok {
		return l, nil
	}
	w, err := mb.collapsed(v, nil)
	if err != nil {
		return 0, err
	}
	l, err := mb.solve(v, w, v.Start, v.End)
	if err != nil {
		return 0, err
	}
	if mb.memo == nil {
		mb.memo = map[*roles.Role]int64{}
	}
	mb.memo[v] = l
	return l, nil
}

// Collapsed returns v's segment weights with all its merges accounted for,
// as Bound takes them: an IPET of v's pruned IPG with these weights from
// v's start to its end is L̂ of v, and the heaviest way from the start to
// an IPT outside v's split regions bounds the time v takes to get there,
// its waits at joins included. choose predicts markings with it.
func (mb *Merges) Collapsed(v *roles.Role) ([]int64, error) { return mb.collapsed(v, nil) }

// solve is the IPET bound of v's pruned IPG with weights w from start to
// end (nil: the IPG's start and ends).
func (mb *Merges) solve(v *roles.Role, w []int64, start, end *ipg.IPT) (int64, error) {
	if mb.acyclic() {
		if r, ok := ipet.LongestDAG(mb.IPG, [][]int64{w}, v.Removed, start, end); ok {
			return r[0], nil
		}
	}
	res, err := ipet.Solve(&ipet.Problem{IPG: mb.IPG, Weights: w, Bounds: mb.Bounds, Facts: mb.Facts, Removed: v.Removed, Start: start, End: end})
	if err != nil {
		return 0, fmt.Errorf("role %d from %s to %s: %w", v.J, startOr(mb.IPG, start), endName(end), err)
	}
	return res.Bound, nil
}

// acyclic reports whether the IPET problems of mb are longest paths in a
// DAG (ipet.LongestDAG): no loop, no call, no fact that restricts paths.
func (mb *Merges) acyclic() bool {
	g := mb.IPG.CFG
	return len(g.Loops) == 0 && len(g.Calls) == 0 && len(mb.Bounds) == 0 &&
		(mb.Facts == nil || len(mb.Facts.Counts) == 0 && len(mb.Facts.Infeasible) == 0)
}

func endName(p *ipg.IPT) string {
	if p == nil {
		return "the end"
	}
	return p.String()
}

// collapsed returns v's weights with its merges inside scope (nil: all)
// accounted for. With the parallel guarantee the outermost ones are
// collapsed: their regions' edges weigh 0 but for those out of the branch,
// which weigh the region's cost R (it holds the merges nested in it).
// Without it each merge adds d + L̂_child + w to the edges out of its
// branch, and the parent's own way through the region keeps its weights.
func (mb *Merges) collapsed(v *roles.Role, scope *roles.Merge) ([]int64, error) {
	w := append([]int64(nil), mb.Weights(v)...)
	for _, m := range v.Merges {
		if m == scope || scope != nil && !slices.Contains(mb.enclosing(v, m), scope) {
			continue
		}
		if mb.Serial {
			extra, err := mb.child(m)
			if err != nil {
				return nil, err
			}
			for _, e := range mb.nest().out[m.At] {
				w[e.ID] += extra
			}
			continue
		}
		if mb.enclosed(v, m, scope) {
			continue // collapsed with the merge around it
		}
		r, err := mb.region(v, m)
		if err != nil {
			return nil, err
		}
		for _, id := range mb.regionEdges(m) {
			w[id] = 0
		}
		for _, e := range mb.nest().out[m.At] {
			if m.Region[e.ID] {
				w[e.ID] = r
			}
		}
	}
	return w, nil
}

// enclosed reports whether another merge of v inside scope (nil: any)
// holds m in its region.
func (mb *Merges) enclosed(v *roles.Role, m, scope *roles.Merge) bool {
	for _, o := range mb.enclosing(v, m) {
		if o != scope && (scope == nil || slices.Contains(mb.enclosing(v, o), scope)) {
			return true
		}
	}
	return false
}

// inside reports whether merge m's branch lies in outer's region (out:
// the edges out of each IPT).
func inside(out map[*ipg.IPT][]*ipg.Edge, outer, m *roles.Merge) bool {
	for _, e := range out[m.At] {
		if outer.Region[e.ID] {
			return true
		}
	}
	return false
}

// region is R of merge m of v with the parallel guarantee: the longer of
// v's own way from the branch to the join and the child's, plus the
// merge's delay.
func (mb *Merges) region(v *roles.Role, m *roles.Merge) (int64, error) {
	w, err := mb.collapsed(v, m)
	if err != nil {
		return 0, err
	}
	own, err := mb.solve(v, w, m.At, m.Join)
	if err != nil {
		return 0, err
	}
	c, err := mb.child(m)
	if err != nil {
		return 0, err
	}
	return max(own, c-mb.delay(mb.Join, m)) + mb.delay(mb.Join, m), nil
}

// child is d + L̂ + w of the worst child a split at m makes.
func (mb *Merges) child(m *roles.Merge) (int64, error) {
	var worst int64
	for _, c := range m.Children {
		l, err := mb.Bound(c)
		if infeasible(err) {
			continue // a child no execution makes with these loop bounds
		}
		if err != nil {
			return 0, err
		}
		worst = max(worst, l)
	}
	return mb.delay(mb.Split, m) + worst + mb.delay(mb.Join, m), nil
}

// infeasible reports whether err is an IPET's infeasibility: the loop
// bounds and flow facts leave a variant's start no execution.
func infeasible(err error) bool {
	var inf *ipet.InfeasibleError
	return errors.As(err, &inf)
}

func (mb *Merges) delay(f func(*roles.Merge) int64, m *roles.Merge) int64 {
	if f == nil {
		return 0
	}
	return f(m)
}

// MergeRoleBounds returns, for the roles of a role analysis with
// reconvergence (roles.AnalyzeWith), the L^j of Eq. 5.4 and the L^j Eq.
// 5.5 sums (KernelInput.L and SerialL): for role j the worst of its
// variants that run to the kernel's end (role 0, the child of a split
// that never merges), bounded with their merges by par (with the parallel
// guarantee) and ser (without); 0 for a role all of whose variants end at
// joins (merged[j], KernelInput.Merged): their time is in their parents'
// bounds.
func MergeRoleBounds(rs []*roles.Role, par, ser *Merges) (l, serial []int64, merged []bool, err error) {
	l, serial, merged = make([]int64, len(rs)), make([]int64, len(rs)), make([]bool, len(rs))
	for j, r := range rs {
		merged[j] = !r.Absent
		for _, v := range r.Variants {
			if v.End != nil {
				continue
			}
			merged[j] = false
			p, err := par.Bound(v)
			if infeasible(err) {
				continue // a start no execution has (as roleSolver.solve)
			}
			if err != nil {
				return nil, nil, nil, err
			}
			s, err := ser.Bound(v)
			if err != nil {
				return nil, nil, nil, err
			}
			l[j], serial[j] = max(l[j], p), max(serial[j], s)
		}
	}
	return l, serial, merged, nil
}
