package roles_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

func analyze(t testing.TB, ig *ipg.Graph, S int, assume roles.Assumption) *roles.Analysis {
	t.Helper()
	a, err := roles.Analyze(ig, S, assume)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// removedNames lists a role's removed edges, sorted.
func removedNames(ig *ipg.Graph, r *roles.Role) []string {
	var s []string
	for _, e := range ig.Edges {
		if r.Removed[e.ID] {
			s = append(s, e.String())
		}
	}
	sort.Strings(s)
	return s
}

// fig54 names the edges of thesis Fig. 5.4 in the ifelse_split IPG. The
// compiler laid the else body first: the not-taken side of each branch is
// the body, taken the skip.
type fig54 struct {
	a, b, c, d, e, end *ipg.Edge
}

func fig54Edges(t *testing.T, ig *ipg.Graph) fig54 {
	t.Helper()
	edge := func(from, to string, o ipg.Outcome) *ipg.Edge {
		e := ig.Edge(ig.IPT(from), ig.IPT(to), o)
		if e == nil {
			t.Fatalf("no IPG edge %s -%s-> %s", from, o, to)
		}
		return e
	}
	return fig54{
		a:   edge("start", "div@%bb.0", ipg.Any),
		b:   edge("div@%bb.0", "div@.LBB0_2", ipg.NotTaken),
		c:   edge("div@%bb.0", "div@.LBB0_2", ipg.Taken),
		d:   edge("div@.LBB0_2", "join@.LBB0_4", ipg.NotTaken),
		e:   edge("div@.LBB0_2", "join@.LBB0_4", ipg.Taken),
		end: edge("join@.LBB0_4", "end", ipg.Any),
	}
}

// TestFig54Pruning: thesis Fig. 5.4 on ifelse_split. Without splitting
// nothing is pruned; with S >= 1 the parent enters the first path and
// skips the second (a+b+e), the child starts at the branch, skips the first
// and enters the second (c+d).
func TestFig54Pruning(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse_split", ipg.Thesis)
	f := fig54Edges(t, ig)
	names := func(es ...*ipg.Edge) []string {
		var s []string
		for _, e := range es {
			s = append(s, e.String())
		}
		sort.Strings(s)
		return s
	}
	a := analyze(t, ig, 0, roles.WorstCase)
	if len(a.Roles) != 1 || a.Roles[0].Pruned() != 0 || a.Roles[0].Start != nil {
		t.Fatalf("S=0: %d roles, role 0 prunes %v: want role 0 only, nothing pruned", len(a.Roles), removedNames(ig, a.Roles[0]))
	}
	for _, S := range []int{1, 2, 4, 8, 63} {
		a := analyze(t, ig, S, roles.WorstCase)
		if len(a.Roles) != 2 || a.MaxSplits != 1 || a.Unlimited != 1 {
			t.Fatalf("S=%d: %d roles, max splits %d, N∞ %d: want roles 0 and 1, one split at most", S, len(a.Roles), a.MaxSplits, a.Unlimited)
		}
		if S > 1 && (len(a.Notes) == 0 || !strings.Contains(a.Notes[0], "at most 1 times")) {
			t.Errorf("S=%d: notes %q do not say the kernel splits at most once", S, a.Notes)
		}
		r0, r1 := a.Roles[0], a.Roles[1]
		if got, want := removedNames(ig, r0), names(f.c, f.d); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("S=%d: role 0 removes %v, want %v (c, d)", S, got, want)
		}
		if r1.Start != ig.IPT("div@%bb.0") || r1.Branch == nil || r1.Branch.Block.Name != "%bb.0" || len(r1.Variants) != 1 {
			t.Errorf("S=%d: role 1 starts at %v (branch %v, %d variants), want div@%%bb.0", S, r1.Start, r1.Branch, len(r1.Variants))
		}
		if got, want := removedNames(ig, r1), names(f.a, f.b, f.e); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("S=%d: role 1 removes %v, want %v (a before its start, b, e)", S, got, want)
		}
		if r1.Why[f.a.ID] != roles.PruneBefore || r1.Why[f.b.ID] != roles.PruneOutcome || r0.Why[f.c.ID] != roles.PruneOutcome {
			t.Errorf("S=%d: reasons a %v, b %v (role 1), c %v (role 0)", S, r1.Why[f.a.ID], r1.Why[f.b.ID], r0.Why[f.c.ID])
		}
		if len(r0.SplitsAt) != 1 || !r0.SplitsAt[0].Always || r0.SplitsAt[0].IPT != ig.IPT("div@%bb.0") || len(r1.SplitsAt) != 0 {
			t.Errorf("S=%d: role 0 splits at %v, role 1 at %v: want role 0 always at div@%%bb.0 only", S, r0.SplitsAt, r1.SplitsAt)
		}
	}
}

// TestFig54IPET: the roles' IPET bounds with hand weights a..e.
func TestFig54IPET(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse_split", ipg.Thesis)
	f := fig54Edges(t, ig)
	w := make([]int64, len(ig.Edges))
	w[f.a.ID], w[f.b.ID], w[f.c.ID], w[f.d.ID], w[f.e.ID], w[f.end.ID] = 10, 50, 3, 40, 2, 7
	solve := func(r *roles.Role) int64 {
		res, err := ipet.Solve(r.Problem(ig, w, nil))
		if err != nil {
			t.Fatal(err)
		}
		return res.Bound
	}
	a0 := analyze(t, ig, 0, roles.WorstCase)
	if got := solve(a0.Roles[0]); got != 10+50+40+7 {
		t.Errorf("S=0: L = %d, want a+b+d+7 = 107 (Lemma 5.2.1)", got)
	}
	for _, S := range []int{1, 2, 63} {
		a := analyze(t, ig, S, roles.WorstCase)
		if got := solve(a.Roles[0]); got != 10+50+2+7 {
			t.Errorf("S=%d: L^0 = %d, want a+b+e+7 = 69", S, got)
		}
		if got := solve(a.Roles[1]); got != 3+40+7 {
			t.Errorf("S=%d: L^1 = %d, want c+d+7 = 50", S, got)
		}
		if ps := a.Roles[1].Problems(ig, w, nil); len(ps) != 1 || ps[0].Start != ig.IPT("div@%bb.0") {
			t.Errorf("S=%d: role 1 problems %v", S, ps)
		}
	}
}

// TestSyntheticRoles: the thesis' synthetic kernel (a full binary tree of
// 63 marked branches). S=1: the parent keeps the root's first half, the
// child the second. S=63: every branch splits (N∞ = 63); the launch
// wavefront splits at the 6 branches down its leftmost path, always.
func TestSyntheticRoles(t *testing.T) {
	ig := exampletest.IPG(t, "synthetic_split", ipg.Thesis)
	root := ig.IPT("div@%bb.0")
	a := analyze(t, ig, 1, roles.WorstCase)
	if len(a.Roles) != 2 || a.Unlimited != 63 {
		t.Fatalf("S=1: %d roles, N∞ %d", len(a.Roles), a.Unlimited)
	}
	r0, r1 := a.Roles[0], a.Roles[1]
	if r1.Start != root || len(r1.Variants) != 1 {
		t.Errorf("S=1: role 1 starts at %v (%d variants)", r1.Start, len(r1.Variants))
	}
	// The two halves are disjoint apart from the edges from the root
	// join on.
	both := 0
	for _, e := range ig.Edges {
		if !r0.Removed[e.ID] && !r1.Removed[e.ID] {
			both++
		}
	}
	if r0.Pruned() < len(ig.Edges)/2-2 || r1.Pruned() < len(ig.Edges)/2-2 || both > 3 {
		t.Errorf("S=1: role 0 prunes %d, role 1 %d of %d edges, %d kept by both", r0.Pruned(), r1.Pruned(), len(ig.Edges), both)
	}

	a = analyze(t, ig, 63, roles.WorstCase)
	if len(a.Roles) != 64 || a.MaxSplits != 63 {
		t.Fatalf("S=63: %d roles, max %d", len(a.Roles), a.MaxSplits)
	}
	var always []string
	for _, sp := range a.Roles[0].SplitsAt {
		if !sp.Always {
			t.Errorf("S=63: role 0 may split at %s: want always", sp.IPT)
		}
		always = append(always, sp.IPT.Name)
	}
	if len(always) != 6 || always[0] != "div@%bb.0" {
		t.Errorf("S=63: role 0 splits at %v, want the 6 branches of its path", always)
	}
	// Every branch of the tree creates some child.
	starts := map[*ipg.IPT]bool{}
	for _, r := range a.Roles[1:] {
		for _, v := range r.Variants {
			starts[v.Start] = true
		}
	}
	if len(starts) != 63 {
		t.Errorf("S=63: children start at %d branches, want 63", len(starts))
	}
	// Each wavefront runs one root-to-leaf path: with one lane left per
	// split, no variant keeps both sides of any branch it reaches.
	for _, r := range a.Roles {
		for _, v := range r.Variants {
			if v.Pruned() < len(ig.Edges)-40 {
				t.Errorf("S=63: role %d from %v keeps %d edges", r.J, v.StartIPT(ig), len(ig.Edges)-v.Pruned())
			}
		}
	}
}

// genKernel builds the CFG and IPG of a generated kernel.
func genKernel(t testing.TB, k *gen.Kernel) (*ipg.Graph, string) {
	t.Helper()
	src := k.Assembly()
	f, err := asm.Parse("gen.s", []byte(src), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	ig, err := ipg.Build(g, ipg.Thesis)
	if err != nil {
		t.Fatal(err)
	}
	return ig, src
}

func bitIf(bit uint32, then, els []gen.Stmt) gen.If {
	return gen.If{Cond: gen.Cond{Kind: 0, M: 1 << bit}, Then: then, Else: els}
}

var op = []gen.Stmt{gen.Op{Kind: 0, K: 3, C: 1}}

// shapes are hand-made split-marked kernels: sequential, nested and
// in-loop marked branches.
var shapes = []struct {
	name string
	k    *gen.Kernel
}{
	{"sequential", &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{bitIf(0, op, op), bitIf(1, op, op)}}},
	{"nested", &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{bitIf(0, []gen.Stmt{bitIf(1, op, op)}, op)}}},
	{"nested-both", &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{bitIf(0, []gen.Stmt{bitIf(1, op, op)}, []gen.Stmt{bitIf(2, op, op)})}}},
	{"in-loop", &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{gen.Loop{M: 3, K: 1, Body: []gen.Stmt{bitIf(0, op, op)}}}}},
	{"loop-in-if", &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{bitIf(0, []gen.Stmt{gen.Loop{M: 1, K: 1, Body: op}}, op), bitIf(1, op, op)}}},
}

// divIPTs returns the Divergent IPTs in layout order.
func divIPTs(ig *ipg.Graph) []*ipg.IPT {
	var ps []*ipg.IPT
	for _, p := range ig.IPTs {
		if p.Kinds&ipg.Divergent != 0 {
			ps = append(ps, p)
		}
	}
	return ps
}

// TestRoleShapes checks the roles of sequential, nested and in-loop marked
// branches.
func TestRoleShapes(t *testing.T) {
	for _, sh := range shapes {
		ig, _ := genKernel(t, sh.k)
		div := divIPTs(ig)
		desc := func(a *roles.Analysis) string {
			var b strings.Builder
			for _, r := range a.Roles {
				for _, v := range r.Variants {
					fmt.Fprintf(&b, "\n  role %d from %v: %s", r.J, v.StartIPT(ig), v.Paths)
				}
			}
			return b.String()
		}
		switch sh.name {
		case "sequential":
			// div[0], div[1]: first if (then, else flow); div[2], div[3]: second.
			a := analyze(t, ig, 1, roles.WorstCase)
			if len(a.Roles) != 2 || a.Roles[1].Start != div[0] {
				t.Errorf("%s S=1: %s", sh.name, desc(a))
			}
			a = analyze(t, ig, 2, roles.WorstCase)
			// Split 2 is made at the second if by the parent or the child
			// of split 1, whichever gets there first: one Start, two makers.
			if len(a.Roles) != 3 || a.Roles[2].Start != div[2] || a.Unlimited != 3 {
				t.Errorf("%s S=2 (N∞ %d): %s", sh.name, a.Unlimited, desc(a))
			}
			a = analyze(t, ig, 3, roles.WorstCase)
			// N∞ = 3 <= S: every split is certain; both wavefronts split
			// at the second if, which becomes split 2 and 3 in either order.
			if len(a.Roles) != 4 || !a.Roles[0].SplitsAt[1].Always {
				t.Errorf("%s S=3: %s", sh.name, desc(a))
			}
		case "nested":
			a := analyze(t, ig, 2, roles.WorstCase)
			// The parent splits at the outer then the inner branch, both
			// certain (N∞ = 2); child 2 starts at the inner branch.
			if len(a.Roles) != 3 || a.Roles[2].Start != div[1] || len(a.Roles[2].Variants) != 1 ||
				len(a.Roles[0].SplitsAt) != 2 || !a.Roles[0].SplitsAt[1].Always {
				t.Errorf("%s S=2: %s", sh.name, desc(a))
			}
			a = analyze(t, ig, 8, roles.WorstCase)
			if len(a.Roles) != 3 || len(a.Notes) == 0 {
				t.Errorf("%s S=8: want 3 roles and a note: %s %v", sh.name, desc(a), a.Notes)
			}
		case "nested-both":
			a := analyze(t, ig, 2, roles.WorstCase)
			// Split 2 is the parent's inner branch or the child's.
			if len(a.Roles) != 3 || len(a.Roles[2].Variants) != 2 {
				t.Errorf("%s S=2: %s", sh.name, desc(a))
			}
		case "in-loop":
			a := analyze(t, ig, 2, roles.WorstCase)
			if a.Unlimited != -1 || len(a.Roles) != 3 {
				t.Errorf("%s S=2: N∞ %d: %s", sh.name, a.Unlimited, desc(a))
			}
		}
		// Every role must be able to reach the end.
		for _, S := range []int{0, 1, 2, 4, 63} {
			for _, assume := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
				a := analyze(t, ig, S, assume)
				for _, r := range a.Roles {
					for _, v := range r.Variants {
						if !reaches(ig, v) {
							t.Errorf("%s S=%d %s: role %d from %v cannot reach the end: %s", sh.name, S, assume, r.J, v.StartIPT(ig), v.Paths)
						}
					}
				}
			}
		}
	}
}

// TestRolesAllExamples: the analysis accepts every example, and prunes
// nothing for kernels without split marking.
func TestRolesAllExamples(t *testing.T) {
	for _, name := range []string{"divloop", "dptile", "frontier", "ifelse", "large", "nested", "reduce", "synthetic"} {
		ig := exampletest.IPG(t, name, ipg.Thesis)
		for _, S := range []int{0, 4} {
			a := analyze(t, ig, S, roles.WorstCase)
			if len(a.Roles) != 1 || a.Roles[0].Pruned() != 0 {
				t.Errorf("%s S=%d: %d roles, role 0 prunes %v", name, S, len(a.Roles), removedNames(ig, a.Roles[0]))
			}
		}
	}
}

func TestRolesErrors(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse_split", ipg.Thesis)
	for _, S := range []int{-1, 64} {
		if _, err := roles.Analyze(ig, S, roles.WorstCase); err == nil {
			t.Errorf("S=%d: no error", S)
		}
	}
	if _, err := roles.Analyze(nil, 1, roles.WorstCase); err == nil {
		t.Error("nil IPG: no error")
	}
}
