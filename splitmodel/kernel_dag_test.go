package splitmodel

import (
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/ipet"
)

// TestSolveDAGMatchesIPET: on loop-free kernels the longest-path shortcut
// gives lp_solve's IPET optimum for every role variant, with random
// weights, and its critical path weighs the bound.
func TestSolveDAGMatchesIPET(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, name := range []string{"ifelse", "ifelse_split", "nested", "synthetic_split"} {
		ex := kernelExample(t, name)
		ig := ex.opt.IPG
		if !dagApplies(ig, ex.facts) {
			t.Fatalf("%s: expected a loop-free kernel", name)
		}
		n := 0
		for _, S := range []int{0, 1, 2, 4} {
			roles, _, err := WorstCaseRoles(ig, S)
			if err != nil {
				t.Fatalf("%s S=%d: %v", name, S, err)
			}
			for _, r := range roles {
				vs := r.Variants
				if len(vs) == 0 {
					vs = []RoleInput{r}
				}
				for vi, v := range vs {
					if n > 60 {
						break
					}
					n++
					w := make([]int64, len(ig.Edges))
					for i := range w {
						w[i] = rng.Int63n(1000)
					}
					s := startOr(ig, v.Start)
					got, ok := solveDAG(ig, w, v.Removed, s)
					want, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Removed: v.Removed, Start: s})
					if err != nil {
						t.Fatalf("%s S=%d role %d variant %d: ipet: %v", name, S, r.J, vi, err)
					}
					if !ok || got.Bound != want.Bound {
						t.Fatalf("%s S=%d role %d variant %d: DAG %v (ok %v), IPET %d", name, S, r.J, vi, got, ok, want.Bound)
					}
					var sum int64
					for _, e := range got.CriticalPath {
						sum += w[e.ID]
						if v.Removed != nil && v.Removed[e.ID] {
							t.Errorf("critical path takes removed edge %s", e)
						}
					}
					if sum != got.Bound || (len(got.CriticalPath) > 0 && got.CriticalPath[0].From != s) {
						t.Errorf("%s S=%d role %d: path weighs %d, bound %d", name, S, r.J, sum, got.Bound)
					}
				}
			}
		}
	}
}
