package roles_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// predicted is the Theorem's count of splits (docs/analyze.md, "Split
// policies"): a member with budget b that meets h more marked branches
// with a divergent mask on each of its paths splits at the first one
// (b >= 1); the child and the parent then meet h-1 each (both sides of a
// complete tree and a chain alike) with the policy's shares of b-1.
func predicted(p split.Policy, h, b int) int {
	if h == 0 || b == 0 {
		return 0
	}
	_, c, q := p.Rules().Split(split.Slots{Budget: b}, split.Family{S: b})
	return 1 + predicted(p, h-1, c.Budget) + predicted(p, h-1, q.Budget)
}

// tree is a complete binary tree of marked if/else of the given height,
// level d testing lane bit d.
func tree(d, h int) []gen.Stmt {
	if d == h {
		return op
	}
	return []gen.Stmt{bitIf(uint32(d), tree(d+1, h), tree(d+1, h))}
}

// TestTheoremRoleCount: under every budgeted policy and the worst-case
// premise, the role analysis gives exactly the Theorem's roles on
// hand-built trees and chains: one role per slot the policy can fill, one
// variant each (no race), and the slots it cannot fill Absent.
func TestTheoremRoleCount(t *testing.T) {
	shapes := []struct {
		name string
		h    int
		k    *gen.Kernel
	}{
		{"tree3", 3, &gen.Kernel{Size: 64, SplitMark: true, Body: tree(0, 3)}},
		{"tree6", 6, &gen.Kernel{Size: 64, SplitMark: true, Body: tree(0, 6)}},
		{"chain5", 5, chain(5)},
		{"chain32", 32, chain(32)},
	}
	for _, sh := range shapes {
		ig, _ := genKernel(t, sh.k)
		for _, p := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
			for _, S := range []int{0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 31, 62, 63} {
				a := analyzeP(t, ig, S, roles.WorstCase, p)
				want := predicted(p, sh.h, S)
				used := 0
				for j, r := range a.Roles {
					if r.J != j {
						t.Fatalf("%s %s S=%d: role %d at index %d", sh.name, p, S, r.J, j)
					}
					if r.Absent {
						continue
					}
					used++
					if len(r.Variants) != 1 {
						t.Errorf("%s %s S=%d: role %d has %d variants, want 1 (no race)", sh.name, p, S, j, len(r.Variants))
					}
				}
				if used-1 != want || a.MaxSplits != want {
					t.Errorf("%s %s S=%d: %d roles besides role 0 (MaxSplits %d), the Theorem says %d", sh.name, p, S, used-1, a.MaxSplits, want)
				}
				if len(a.Roles) > S+1 {
					t.Errorf("%s %s S=%d: %d roles, more than S+1", sh.name, p, S, len(a.Roles))
				}
			}
		}
	}
	// Hand-computed values of the recursion: halve fills a complete tree
	// of height 6 at S = 2^k - 1; parent-first and child-first make one
	// chain of splits.
	for _, c := range []struct {
		p          split.Policy
		h, S, want int
	}{
		{split.Halve, 6, 63, 63}, {split.Halve, 6, 7, 7}, {split.Halve, 2, 8, 3},
		{split.Halve, 6, 2, 2}, {split.ParentFirst, 6, 63, 6}, {split.ChildFirst, 6, 63, 6},
		{split.ParentFirst, 32, 63, 32}, {split.Halve, 32, 63, 63},
	} {
		if got := predicted(c.p, c.h, c.S); got != c.want {
			t.Errorf("predicted(%s, h=%d, S=%d) = %d, want %d", c.p, c.h, c.S, got, c.want)
		}
	}
}

// TestSyntheticPolicyRoles: on the thesis' synthetic kernel (a complete
// tree of 63 marked branches) the halve policy's role 0 at S = 2^k - 1 is
// one path through the first k levels and the unsplit subtree below, and
// no role has more than one variant.
func TestSyntheticPolicyRoles(t *testing.T) {
	ig := exampletest.IPG(t, "synthetic_split", ipg.Thesis)
	for _, S := range []int{1, 2, 3, 4, 7, 8, 16, 32, 63} {
		a := analyzeP(t, ig, S, roles.WorstCase, split.Halve)
		if got, want := a.MaxSplits, predicted(split.Halve, 6, S); got != want {
			t.Errorf("S=%d: MaxSplits %d, Theorem %d", S, got, want)
		}
		for _, r := range a.Roles {
			if !r.Absent && len(r.Variants) != 1 {
				t.Errorf("S=%d: role %d has %d variants", S, r.J, len(r.Variants))
			}
		}
	}
	// Role 0 prunes more as S grows through 2^k - 1 (it splits at k levels).
	prev := -1
	for _, S := range []int{1, 3, 7, 15, 31, 63} {
		a := analyzeP(t, ig, S, roles.WorstCase, split.Halve)
		n := a.Roles[0].Pruned()
		if n <= prev {
			t.Errorf("S=%d: role 0 prunes %d edges, not more than at the previous S (%d)", S, n, prev)
		}
		prev = n
	}
}
