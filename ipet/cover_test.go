package ipet

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestCovered solves every problem of lists that differ in Start (every
// IPT of a random kernel, in ID order) and Removed (a shared cut, and
// sometimes one more edge), with random loop bounds and sometimes a
// "total" fact, and checks what Covered promises: a covered problem that
// is feasible has a bound at most that of an earlier uncovered one, so
// the first worst problem of the list (the first with the largest bound,
// infeasible ones skipped) is the same whether the covered ones are
// solved or not. The loops that never run (max 0) are what the loop-edge
// rule is for: a path through one is no path of the earlier problem.
func TestCovered(t *testing.T) {
	cases, covered, lists := 0, 0, 0
	for seed := int64(1); lists < 300; seed++ {
		r := rand.New(rand.NewSource(seed))
		src := randomKernel(r, 14)
		ig := exampletest.TextIPG(t, fmt.Sprintf("rand%d.s", seed), src, ipg.Placement(r.Intn(2)))
		g := ig.CFG
		w, _, _, bounds := randomProblem(r, ig)
		if len(g.Loops) > 0 && r.Intn(3) == 0 {
			l := g.Loops[r.Intn(len(g.Loops))]
			bounds[l] = LoopBound{Loop: l, Max: 0, Origin: "random never"}
		}
		var facts FlowFacts
		if len(g.Loops) > 0 && r.Intn(2) == 0 {
			l := g.Loops[r.Intn(len(g.Loops))]
			facts = &Flow{CFG: g, Loops: []LoopLimit{{Loop: l, Min: -1, Max: -1, Total: 1 + r.Intn(3), Origin: "random total"}}}
		}
		cut := make([]bool, len(ig.Edges))
		if r.Intn(3) == 0 {
			cut[r.Intn(len(cut))] = true
		}
		var ps []*Problem
		for _, v := range ig.IPTs {
			rm := cut
			if r.Intn(4) == 0 {
				rm = append([]bool(nil), cut...)
				rm[r.Intn(len(rm))] = true
			}
			ps = append(ps, &Problem{IPG: ig, Weights: w, Bounds: bounds, Facts: facts, Removed: rm, Start: v, BoundOnly: true})
		}
		cov := Covered(ps)
		lists++
		type out struct {
			bound int64
			ok    bool
		}
		res := make([]out, len(ps))
		for k, p := range ps {
			cases++
			got, err := Solve(p)
			var inf *InfeasibleError
			switch {
			case errors.As(err, &inf):
			case err != nil:
				t.Fatalf("seed %d, start %s: %v\n%s", seed, p.Start, err, src)
			default:
				res[k] = out{got.Bound, true}
			}
		}
		firstWorst := func(skip []bool) int {
			at := -1
			for k, o := range res {
				if o.ok && (skip == nil || !skip[k]) && (at < 0 || o.bound > res[at].bound) {
					at = k
				}
			}
			return at
		}
		if a, b := firstWorst(nil), firstWorst(cov); a != b {
			t.Fatalf("seed %d: the first worst start is %d solving all, %d without the covered ones (%v)\n%s", seed, a, b, cov, src)
		}
		for k, c := range cov {
			if !c {
				continue
			}
			covered++
			if !res[k].ok {
				continue
			}
			found := false
			for j := range k {
				found = found || !cov[j] && res[j].ok && res[j].bound >= res[k].bound
			}
			if !found {
				t.Fatalf("seed %d: start %s (bound %d) is covered, but no earlier uncovered start has a bound as large\n%s", seed, ps[k].Start, res[k].bound, src)
			}
		}
	}
	if covered < cases/10 {
		t.Fatalf("only %d of %d problems covered: the test checks little", covered, cases)
	}
	t.Logf("%d lists, %d problems, %d covered", lists, cases, covered)
}

// TestCoveredOnlyLike: problems that differ in more than Start and
// Removed, or whose facts state counts, are never covered.
func TestCoveredOnlyLike(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	ig := exampletest.TextIPG(t, "rand.s", randomKernel(r, 10), ipg.Thesis)
	w := make([]int64, len(ig.Edges))
	same := func() []*Problem {
		return []*Problem{{IPG: ig, Weights: w, Start: ig.Start}, {IPG: ig, Weights: w, Start: ig.Start}}
	}
	if c := Covered(same()); len(c) != 2 || !c[1] {
		t.Fatalf("the same problem twice: covered %v, want the second", c)
	}
	for name, change := range map[string]func(p *Problem){
		"weights": func(p *Problem) { p.Weights = append([]int64(nil), w...) },
		"end":     func(p *Problem) { p.End = ig.Start },
		"timeout": func(p *Problem) { p.Timeout = 1 },
		"bounds":  func(p *Problem) { p.Bounds = map[*cfg.Loop]LoopBound{} },
		"counts": func(p *Problem) {
			p.Facts = &Flow{CFG: ig.CFG, Counts: []PlaceCount{{Min: -1, Max: 1}}}
		},
		"more removed first": func(p *Problem) { p.Removed = make([]bool, len(ig.Edges)) },
	} {
		ps := same()
		change(ps[1])
		if name == "counts" {
			ps[0].Facts = ps[1].Facts
		}
		if name == "more removed first" {
			ps[0].Removed, ps[1].Removed = ps[1].Removed, nil
			ps[0].Removed[0] = true
		}
		if c := Covered(ps); c != nil {
			t.Errorf("%s: covered %v, want none", name, c)
		}
	}
}
