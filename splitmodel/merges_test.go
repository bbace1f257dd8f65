package splitmodel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// genIPG builds the IPG of a generated kernel.
func genIPG(t *testing.T, k *gen.Kernel) *ipg.Graph {
	t.Helper()
	return exampletest.TextIPG(t, "gen.s", k.Assembly(), ipg.Thesis)
}

func reconvergentRoles(t *testing.T, ig *ipg.Graph, S int, p split.Policy) *roles.Analysis {
	t.Helper()
	a, err := roles.AnalyzeWith(ig, roles.Options{S: S, Policy: p, Reconverge: true})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// edgeBetween is the IPG edge from a to b with the given kind of CFG
// edge leaving a ("taken", "not-taken", "" for the only one).
func edgeBetween(t *testing.T, ig *ipg.Graph, a, b *ipg.IPT, outcome string) *ipg.Edge {
	t.Helper()
	var found *ipg.Edge
	for _, e := range ig.Out(a) {
		if e.To == b && (outcome == "" || len(e.CFGEdges) > 0 && e.CFGEdges[0].Kind.String() == outcome) {
			if found != nil {
				t.Fatalf("two edges %s -> %s (%s)", a, b, outcome)
			}
			found = e
		}
	}
	if found == nil {
		t.Fatalf("no edge %s -> %s (%s)", a, b, outcome)
	}
	return found
}

// TestMergesHandComputed: one marked if/else at S = 1 (thesis Fig. 4.4's
// shape). The launch wavefront runs pre, then the then side (then) and the
// skip of the else side (skipElse); its child the skip of the then side
// (skipThen) and the else side (els); both wait for each other at the
// join, then post. With the parallel guarantee L̂ = pre + max(then +
// skipElse, d + skipThen + els) + w + post; without it the sum.
func TestMergesHandComputed(t *testing.T) {
	ig := genIPG(t, &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{
		gen.If{Cond: gen.Cond{Kind: 0, M: 1}, Then: []gen.Stmt{gen.Op{Kind: 0, K: 3, C: 1}}, Else: []gen.Stmt{gen.Op{Kind: 3}}}}})
	div, join := exampletest.IfElseIPTs(t, ig)
	w := make([]int64, len(ig.Edges))
	set := func(e *ipg.Edge, c int64) { w[e.ID] = c }
	set(edgeBetween(t, ig, ig.Start, div[0], ""), 10)         // pre
	set(edgeBetween(t, ig, div[0], div[1], "not-taken"), 100) // then
	set(edgeBetween(t, ig, div[0], div[1], "taken"), 1)       // skipThen
	set(edgeBetween(t, ig, div[1], join, "taken"), 2)         // skipElse
	els := edgeBetween(t, ig, div[1], join, "not-taken")      // else
	set(edgeBetween(t, ig, join, ig.Ends[0], ""), 5)          // post
	a := reconvergentRoles(t, ig, 1, split.Halve)
	if len(a.Roles) != 2 || len(a.Roles[0].Merges) != 1 || a.Roles[1].End != join {
		t.Fatalf("roles: %d, role 0 merges %d, role 1 ends at %v", len(a.Roles), len(a.Roles[0].Merges), a.Roles[1].End)
	}
	const d, wj = 4, 4
	for _, c := range []struct {
		els           int64
		parallel, ser int64
	}{
		// then side longer: 10 + max(102, 4+71) + 4 + 5 = 121; serial 10 + 102 + 4+71+4 + 5 = 196.
		{70, 121, 196},
		// else side longer: 10 + max(102, 4+151) + 4 + 5 = 174; serial 10 + 102 + 159 + 5 = 276.
		{150, 174, 276},
	} {
		w[els.ID] = c.els
		for _, serial := range []bool{false, true} {
			mb := &Merges{IPG: ig, Weights: func(*roles.Role) []int64 { return w }, Serial: serial,
				Split: func(*roles.Merge) int64 { return d }, Join: func(*roles.Merge) int64 { return wj }}
			got, err := mb.Bound(a.Roles[0])
			if err != nil {
				t.Fatal(err)
			}
			want := c.parallel
			if serial {
				want = c.ser
			}
			if got != want {
				t.Errorf("else %d, serial %v: L̂^0 = %d, want %d", c.els, serial, got, want)
			}
			// The child alone: d is its parent's, not in its own bound.
			if l, _ := mb.Bound(a.Roles[1]); l != 1+c.els {
				t.Errorf("else %d: L̂^1 = %d, want %d", c.els, l, 1+c.els)
			}
		}
	}
}

// randomTree is a loop-free statement tree of marked if/else on lane bits.
func randomTree(r *rand.Rand, depth int) []gen.Stmt {
	var out []gen.Stmt
	for n := 1 + r.IntN(3); n > 0; n-- {
		if depth > 0 && r.IntN(3) != 0 {
			out = append(out, gen.If{Cond: gen.Cond{Kind: 0, M: 1 << r.IntN(6)}, Then: randomTree(r, depth-1), Else: randomTree(r, depth-1)})
		} else {
			out = append(out, gen.Op{Kind: r.IntN(2), K: 3, C: int32(r.IntN(9))})
		}
	}
	return out
}

// refMerges is L̂ by a memoized longest-path search over the IPG (loop-free
// kernels), independent of IPET and of Merges' weight collapsing: at the
// branch of one of the variant's merges the walk takes the region's cost
// and goes on from the join (with the parallel guarantee), or adds the
// child's part and goes on through the parent's side (without).
type refMerges struct {
	ig     *ipg.Graph
	w      func(*roles.Role) []int64
	d, wj  int64
	serial bool
	memo   map[string]int64
}

func (r *refMerges) bound(v *roles.Role) int64 {
	s := v.Start
	if s == nil {
		s = r.ig.Start
	}
	return r.walk(v, s, v.End, nil)
}

func (r *refMerges) walk(v *roles.Role, u, end *ipg.IPT, skip *roles.Merge) int64 {
	key := fmt.Sprintf("%p %d %v %p", v, u.ID, end, skip)
	if x, ok := r.memo[key]; ok {
		return x
	}
	best := int64(math.MinInt64 / 4)
	var m *roles.Merge
	for _, x := range v.Merges {
		if x.At == u && x != skip {
			m = x
		}
	}
	switch {
	case u == end || end == nil && u.Kinds&ipg.End != 0:
		best = 0
	case m != nil && !r.serial:
		best = max(r.walk(v, m.At, m.Join, m), r.child(m)-r.wj) + r.wj + r.walk(v, m.Join, end, nil)
	default:
		for _, e := range r.ig.Out(u) {
			if !v.Removed[e.ID] {
				best = max(best, r.w(v)[e.ID]+r.walk(v, e.To, end, skip))
			}
		}
		if m != nil {
			best += r.child(m)
		}
	}
	r.memo[key] = best
	return best
}

func (r *refMerges) child(m *roles.Merge) int64 {
	var worst int64
	for _, c := range m.Children {
		worst = max(worst, r.bound(c))
	}
	return r.d + worst + r.wj
}

// TestMergesAgainstPaths: on random loop-free kernels of nested and
// sequential marked if/else, every budgeted policy and S in {1, 2, 3, 4,
// 8}, random weights per role and random delays, Merges' L̂ of every role
// variant (IPET with collapsed regions) equals the longest-path reference,
// with and without the parallel guarantee; and with it L̂ is never above
// the serialized one.
func TestMergesAgainstPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 7))
	checked, merges := 0, 0
	for k := 0; k < 25; k++ {
		ig := genIPG(t, &gen.Kernel{Size: 64, SplitMark: true, Body: randomTree(r, 3)})
		for _, p := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
			for _, S := range []int{1, 2, 3, 4, 8} {
				a := reconvergentRoles(t, ig, S, p)
				weights := map[int][]int64{}
				wf := func(v *roles.Role) []int64 {
					if weights[v.J] == nil {
						w := make([]int64, len(ig.Edges))
						for i := range w {
							w[i] = int64(r.IntN(60))
						}
						weights[v.J] = w
					}
					return weights[v.J]
				}
				d, wj := int64(r.IntN(9)), int64(r.IntN(9))
				bounds := map[bool]map[*roles.Role]int64{}
				for _, serial := range []bool{false, true} {
					bounds[serial] = map[*roles.Role]int64{}
					mb := &Merges{IPG: ig, Weights: wf, Serial: serial, Bounds: map[*cfg.Loop]ipet.LoopBound{},
						Split: func(*roles.Merge) int64 { return d }, Join: func(*roles.Merge) int64 { return wj }}
					ref := &refMerges{ig: ig, w: wf, d: d, wj: wj, serial: serial, memo: map[string]int64{}}
					for _, role := range a.Roles {
						for _, v := range role.Variants {
							got, err := mb.Bound(v)
							if err != nil {
								t.Fatalf("kernel %d %s S=%d: %v", k, p, S, err)
							}
							if want := ref.bound(v); got != want {
								t.Fatalf("kernel %d %s S=%d serial %v: role %d from %v: L̂ %d, longest path %d", k, p, S, serial, role.J, v.Start, got, want)
							}
							bounds[serial][v] = got
							checked++
							merges += len(v.Merges)
						}
					}
				}
				for v, l := range bounds[false] {
					if l > bounds[true][v] {
						t.Errorf("kernel %d %s S=%d: role %d: parallel %d above serialized %d", k, p, S, v.J, l, bounds[true][v])
					}
				}
			}
		}
	}
	if checked < 1000 || merges < 1000 {
		t.Errorf("only %d variants with %d merges checked", checked, merges)
	}
	t.Logf("%d variants, %d merges", checked, merges)
}

// TestMergedKernel: the kernel model with merges on TestMergesHandComputed's
// kernel: role 1 ends at its join, so only role 0 is in the maxima
// (L = [121, 0], serialized [196, 0]); with δ^0 = 7, δ^1 = 30 and B = 2,
// Eq. 5.4 = 2 × (7 + 121) and Eq. 5.5 = 2 × (7 + 196): the child's δ
// enters neither (its time from its start is in L̂^0).
func TestMergedKernel(t *testing.T) {
	ig := genIPG(t, &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{
		gen.If{Cond: gen.Cond{Kind: 0, M: 1}, Then: []gen.Stmt{gen.Op{Kind: 0, K: 3, C: 1}}, Else: []gen.Stmt{gen.Op{Kind: 3}}}}})
	a := reconvergentRoles(t, ig, 1, split.Halve)
	w := make([]int64, len(ig.Edges))
	m := a.Roles[0].Merges[0]
	for _, e := range ig.Edges {
		switch {
		case e.From == ig.Start:
			w[e.ID] = 10
		case e.To == ig.Ends[0]:
			w[e.ID] = 5
		case e.From == m.At && e.CFGEdges[0].Kind == cfg.NotTaken:
			w[e.ID] = 100 // then
		case e.From == m.At:
			w[e.ID] = 1 // skip then
		case e.To == m.Join && e.CFGEdges[0].Kind == cfg.Taken:
			w[e.ID] = 2 // skip else
		default:
			w[e.ID] = 70 // else
		}
	}
	mk := func(serial bool) *Merges {
		return &Merges{IPG: ig, Weights: func(*roles.Role) []int64 { return w }, Serial: serial,
			Split: func(*roles.Merge) int64 { return 4 }, Join: func(*roles.Merge) int64 { return 4 }}
	}
	l, ser, merged, err := MergeRoleBounds(a.Roles, mk(false), mk(true))
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(l, ser, merged) != "[121 0] [196 0] [false true]" {
		t.Fatalf("L %v, serialized %v, merged %v; want [121 0] [196 0] [false true]", l, ser, merged)
	}
	i := Wavefront{Family: 0}
	kb, err := Kernel(KernelInput{Occupancy: Occupancy{B: 2}, L: l, SerialL: ser, Merged: merged,
		Delays: []Delay{{I: i, J: 0, Delta: 7}, {I: i, J: 1, Delta: 30}}})
	if err != nil {
		t.Fatal(err)
	}
	if kb.BoundParallel != 2*(7+121) || kb.BoundSerial != 2*(7+196) || kb.SumL != 196 {
		t.Errorf("Eq. 5.4 %d, Eq. 5.5 %d, ΣL %d; want %d, %d, 196", kb.BoundParallel, kb.BoundSerial, kb.SumL, 2*(7+121), 2*(7+196))
	}
}
