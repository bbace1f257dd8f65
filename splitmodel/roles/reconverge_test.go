package roles_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// made is a split the Theorem predicts: the slot the child takes and the
// exec-skip branch (its index in layout order) it is made at.
type made struct{ slot, branch int }

// predictR is Theorem R's set of worst-case splits (docs/analyze.md,
// "Splits that reconverge") on a gen statement list run by a member with
// slots s: a marked if/else splits when the member holds a slot; its then
// side runs in the parent with the parent's share, its else side in the
// child with the child's, and after the join the member holds s again, so
// the statements after it see s. An unmarked if runs both sides with s,
// a loop's body with s (every iteration alike). k numbers the exec-skip
// branches in the order the generator lays them out: an if's then branch,
// its then side's, its else branch, its else side's; a loop's exit
// branch, then its body's.
//
// In and after a divergent loop the analysis cannot show that a member's
// EXEC again holds all of its split mask (pass: passengers, lanes outside
// EXEC; the analysis does not count a loop's exits); the child of a split
// takes them along and its mask at the else branch is then heterogeneous:
// with a slot it splits them off to a child that skips the else side and
// waits at the join. A merge takes the lanes of both sides, so a member
// has passengers after an if when a side had. open says a split is open
// around the statements (a marked loop exit then does not split, rule 7).
// predictR returns pass after the statements.
func predictR(p split.Policy, body []gen.Stmt, s split.Slots, marked, pass, open bool, k *int, out map[made]bool) bool {
	for _, st := range body {
		switch st := st.(type) {
		case gen.If:
			m := marked || st.Mark
			then := *k
			*k++
			if !m || s.Budget < 1 {
				pass = predictR(p, st.Then, s, m, pass, open, k, out)
				*k++
				pass = predictR(p, st.Else, s, m, pass, open, k, out)
				continue
			}
			slot, cs, ps := p.Rules().Split(s, split.Family{})
			out[made{slot, then}] = true
			pt := predictR(p, st.Then, ps, m, false, true, k, out)
			els := *k
			*k++
			childPass := pass
			if pass && cs.Budget >= 1 {
				var g int
				g, _, cs = p.Rules().Split(cs, split.Family{}) // the passengers' child meets no branch
				out[made{g, els}] = true
				childPass = false
			}
			pe := predictR(p, st.Else, cs, m, childPass, true, k, out)
			pass = pass || pt || pe
		case gen.Loop:
			if (marked || st.Mark) && !open && s.Budget >= 1 {
				panic("predictR: a marked loop exit with a slot and no open split is not in the Theorem's shapes")
			}
			*k++
			predictR(p, st.Body, s, marked || st.Mark, true, open, k, out)
			pass = true
		}
	}
	return pass
}

// analyzeR runs the role analysis with reconvergence.
func analyzeR(t testing.TB, ig *ipg.Graph, S int, assume roles.Assumption, p split.Policy) *roles.Analysis {
	t.Helper()
	a, err := roles.AnalyzeWith(ig, roles.Options{S: S, Assume: assume, Policy: p, Reconverge: true})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// marked returns s with its if statements marked (If.Mark), loops not.
func markIfs(s []gen.Stmt) []gen.Stmt {
	var out []gen.Stmt
	for _, x := range s {
		switch x := x.(type) {
		case gen.If:
			x.Mark, x.Then, x.Else = true, markIfs(x.Then), markIfs(x.Else)
			out = append(out, x)
		case gen.Loop:
			x.Body = markIfs(x.Body)
			out = append(out, x)
		default:
			out = append(out, x)
		}
	}
	return out
}

// reconvShapes are hand-built trees: chains (every link reuses the slots),
// complete trees (nothing closes before the leaves: the same splits as
// without reconvergence), trees in sequence, sequential regions inside a
// split region, and marked ifs inside loops (a split per iteration, one
// slot).
func reconvShapes() []struct {
	name string
	k    *gen.Kernel
} {
	seq := func(ss ...[]gen.Stmt) []gen.Stmt {
		var out []gen.Stmt
		for _, s := range ss {
			out = append(out, s...)
		}
		return out
	}
	inner := []gen.Stmt{bitIf(1, op, op), bitIf(2, op, op)}
	return []struct {
		name string
		k    *gen.Kernel
	}{
		{"chain5", chain(5)},
		{"chain32", chain(32)},
		{"tree3", &gen.Kernel{Size: 64, SplitMark: true, Body: tree(0, 3)}},
		{"tree6", &gen.Kernel{Size: 64, SplitMark: true, Body: tree(0, 6)}},
		{"trees", &gen.Kernel{Size: 64, SplitMark: true, Body: seq(tree(0, 3), tree(0, 2), tree(0, 3))}},
		{"sequential-inside", &gen.Kernel{Size: 64, SplitMark: true, Body: []gen.Stmt{bitIf(0, inner, []gen.Stmt{bitIf(3, op, op)}), bitIf(4, inner, op)}}},
		{"if-in-loop", &gen.Kernel{Size: 64, Body: markIfs([]gen.Stmt{gen.Loop{M: 3, K: 1, Body: []gen.Stmt{bitIf(0, op, op), bitIf(1, inner, op)}}})}},
		{"loop-in-if", &gen.Kernel{Size: 64, Body: markIfs([]gen.Stmt{bitIf(0, []gen.Stmt{gen.Loop{M: 1, K: 1, Body: inner}}, op), bitIf(5, op, op)})}},
	}
}

// TestReconvergentTheorem: under every budgeted policy and the worst-case
// premise, with reconvergence the role analysis makes exactly Theorem R's
// splits on hand-built trees: role j's variants are the branches where the
// Theorem has slot j taken, one each; every child ends at its branch's
// join and is a child of a Merge of the role that makes it; role 0 runs to
// the kernel's end and its Merges are its own top-level splits.
func TestReconvergentTheorem(t *testing.T) {
	for _, sh := range reconvShapes() {
		ig, _ := genKernel(t, sh.k)
		var branches []*cfg.Branch
		for _, br := range ig.CFG.Branches {
			if br.Class == cfg.ExecSkip {
				branches = append(branches, br)
			}
		}
		for _, p := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
			for _, S := range []int{0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 63} {
				want := map[made]bool{}
				k := 0
				predictR(p, sh.k.Body, split.Slots{Next: 1, Budget: S}, sh.k.SplitMark, false, false, &k, want)
				if k != len(branches) {
					t.Fatalf("%s: the prediction numbers %d exec-skip branches, the CFG has %d", sh.name, k, len(branches))
				}
				a := analyzeR(t, ig, S, roles.WorstCase, p)
				got := map[made]bool{}
				for _, r := range a.Roles {
					if r.Absent {
						continue
					}
					for _, v := range r.Variants {
						if r.J == 0 {
							checkLaunch(t, sh.name, p, S, v)
							continue
						}
						i := indexOf(branches, v.Branch)
						if got[made{r.J, i}] {
							t.Errorf("%s %s S=%d: role %d has two variants at branch %d", sh.name, p, S, r.J, i)
						}
						got[made{r.J, i}] = true
						if v.End == nil || v.End.Block != v.Branch.Join || v.End.Index != 0 {
							t.Errorf("%s %s S=%d: role %d from branch %d ends at %v, not at its join %s", sh.name, p, S, r.J, i, v.End, v.Branch.Join.Name)
						}
					}
				}
				if fmt.Sprint(sortedMade(got)) != fmt.Sprint(sortedMade(want)) {
					t.Errorf("%s %s S=%d: splits (slot, branch)\n got %v\nwant %v", sh.name, p, S, sortedMade(got), sortedMade(want))
				}
				checkMergeTree(t, ig, sh.name, p, S, a)
			}
		}
	}
}

// checkLaunch: role 0 starts at the kernel start, runs to its end and
// always splits at its merges (the premise).
func checkLaunch(t *testing.T, name string, p split.Policy, S int, v *roles.Role) {
	t.Helper()
	if v.Start != nil || v.End != nil {
		t.Errorf("%s %s S=%d: role 0 from %v to %v", name, p, S, v.Start, v.End)
	}
	for _, m := range v.Merges {
		if !m.Always {
			t.Errorf("%s %s S=%d: role 0 may pass %s unsplit", name, p, S, m.Branch.Block.Name)
		}
	}
}

// checkMergeTree: every child variant is the child of exactly one Merge
// (of the role that makes it), each Merge's children start at its branch,
// and a Merge's region holds the edges out of its branch and none out of
// its join.
func checkMergeTree(t *testing.T, ig *ipg.Graph, name string, p split.Policy, S int, a *roles.Analysis) {
	t.Helper()
	parents := map[*roles.Role]int{}
	for _, r := range a.Roles {
		for _, v := range r.Variants {
			for _, m := range v.Merges {
				for _, c := range m.Children {
					parents[c]++
					if c.Branch != m.Branch {
						t.Errorf("%s %s S=%d: a child of the merge at %s starts at %s", name, p, S, m.Branch.Block.Name, c.Branch.Block.Name)
					}
				}
				for _, e := range ig.Edges {
					if m.Region[e.ID] != (e.From == m.At) && (e.From == m.At || e.From == m.Join) {
						t.Errorf("%s %s S=%d: the region of %s: edge %s in it: %v", name, p, S, m.Branch.Block.Name, e, m.Region[e.ID])
					}
				}
			}
		}
	}
	for _, r := range a.Roles {
		if r.J == 0 || r.Absent {
			continue
		}
		for _, v := range r.Variants {
			if parents[v] != 1 {
				t.Errorf("%s %s S=%d: role %d from %s is the child of %d merges, want 1", name, p, S, r.J, v.Branch.Block.Name, parents[v])
			}
		}
	}
}

func indexOf(bs []*cfg.Branch, b *cfg.Branch) int {
	for i, x := range bs {
		if x == b {
			return i
		}
	}
	return -1
}

func sortedMade(m map[made]bool) []made {
	var out []made
	for x := range m {
		out = append(out, x)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].slot != out[j].slot {
			return out[i].slot < out[j].slot
		}
		return out[i].branch < out[j].branch
	})
	return out
}

// TestReconvergentSlotReuse pins Theorem R's consequence on a chain of 32
// marked if/else: with reconvergence the launch wavefront splits at every
// link with slot 1 (the slot comes back at each join), at every S >= 1
// and under every budgeted policy; without, it splits only at the first
// k(S) links of its path.
func TestReconvergentSlotReuse(t *testing.T) {
	ig, _ := genKernel(t, chain(32))
	for _, p := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
		for _, S := range []int{1, 4, 63} {
			a := analyzeR(t, ig, S, roles.WorstCase, p)
			if len(a.Roles) != 2 || len(a.Roles[1].Variants) != 32 || len(a.Roles[0].Merges) != 32 {
				t.Errorf("%s S=%d: %d roles, role 1 has %d variants, role 0 %d merges; want 2, 32, 32", p, S, len(a.Roles), len(a.Roles[1].Variants), len(a.Roles[0].Merges))
			}
			b := analyzeP(t, ig, S, roles.WorstCase, p)
			if len(b.Roles[0].SplitsAt) >= 32 && S < 32 {
				t.Errorf("%s S=%d: without reconvergence role 0 splits at %d branches", p, S, len(b.Roles[0].SplitsAt))
			}
		}
	}
}

// TestReconvergentNotReconvergent: a marked branch that does not
// reconverge (a divergent loop's exit) splits only with no split open and
// its child runs to the kernel's end; inside an open split it is treated
// as unmarked.
func TestReconvergentNotReconvergent(t *testing.T) {
	loop := gen.Loop{M: 3, K: 1, Body: op}
	for _, c := range []struct {
		name    string
		body    []gen.Stmt
		outside bool // the loop is outside every marked if
	}{
		{"top", []gen.Stmt{loop, bitIf(0, op, op)}, true},
		{"inside", []gen.Stmt{bitIf(0, []gen.Stmt{loop}, op)}, false},
	} {
		ig, _ := genKernel(t, &gen.Kernel{Size: 64, SplitMark: true, Body: c.body})
		var exit *cfg.Branch
		for _, br := range ig.CFG.Branches {
			if br.Class == cfg.ExecSkip && !br.Reconverges {
				exit = br
			}
		}
		if exit == nil || !strings.Contains(exit.NotReconvergent, "returns to it") {
			t.Fatalf("%s: no non-reconvergent loop exit: %v", c.name, exit)
		}
		a := analyzeR(t, ig, 4, roles.WorstCase, split.Halve)
		splitsThere := false
		for _, r := range a.Roles {
			for _, v := range r.Variants {
				if v.Branch == exit {
					splitsThere = true
					if v.End != nil {
						t.Errorf("%s: the child made at the loop exit ends at %v", c.name, v.End)
					}
				}
			}
		}
		if splitsThere != c.outside {
			t.Errorf("%s: a child made at the loop exit: %v, want %v", c.name, splitsThere, c.outside)
		}
	}
}

// TestReconvergentErrors: reconvergence needs a budgeted policy and IPTs at
// branches and joins.
func TestReconvergentErrors(t *testing.T) {
	ig, _ := genKernel(t, chain(2))
	if _, err := roles.AnalyzeWith(ig, roles.Options{S: 1, Policy: split.FCFS, Reconverge: true}); err == nil || !strings.Contains(err.Error(), "budgeted") {
		t.Errorf("fcfs: %v", err)
	}
	bl, err := ipg.Build(ig.CFG, ipg.Blocks)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := roles.AnalyzeWith(bl, roles.Options{S: 1, Reconverge: true}); err == nil || !strings.Contains(err.Error(), "placement") {
		t.Errorf("blocks placement: %v", err)
	}
}

// TestReconvergentExamplesAllExecutions: with reconvergence, the role
// analysis accepts every split-marked example under both premises, every
// budgeted policy and S in {1, 2, 8, 63}; every variant reaches its end
// (its join or the kernel's end) in its pruned IPG; and every worst-case
// (slot, start) is among the all-executions ones, which admit every
// execution.
func TestReconvergentExamplesAllExecutions(t *testing.T) {
	for _, name := range splitExamples(t) {
		ig := exampleKernel(t, name).IPG
		for _, p := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
			for _, S := range []int{1, 2, 8, 63} {
				if testing.Short() && S > 8 {
					continue
				}
				starts := map[roles.Assumption]map[[2]int]bool{}
				for _, as := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
					starts[as] = map[[2]int]bool{}
					a := analyzeR(t, ig, S, as, p)
					for _, r := range a.Roles {
						for _, v := range r.Variants {
							if r.Absent {
								continue
							}
							id := -1
							if v.Branch != nil {
								id = v.Branch.Block.ID
							}
							starts[as][[2]int{r.J, id}] = true
							if !reaches(ig, v) {
								t.Errorf("%s %s S=%d %s: role %d from %v cannot reach %v", name, p, S, as, r.J, v.StartIPT(ig), v.End)
							}
						}
					}
				}
				for st := range starts[roles.WorstCase] {
					if !starts[roles.AllExecutions][st] {
						t.Errorf("%s %s S=%d: worst-case role %d from block %d is not an all-executions role", name, p, S, st[0], st[1])
					}
				}
			}
		}
	}
}

// reaches reports whether the role's kept edges lead from its start to its
// end (its join, or an end IPT).
func reaches(ig *ipg.Graph, r *roles.Role) bool {
	seen := map[*ipg.IPT]bool{r.StartIPT(ig): true}
	stack := []*ipg.IPT{r.StartIPT(ig)}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p == r.End || r.End == nil && p.Kinds&ipg.End != 0 {
			return true
		}
		for _, e := range ig.Out(p) {
			if !r.Removed[e.ID] && !seen[e.To] {
				seen[e.To] = true
				stack = append(stack, e.To)
			}
		}
	}
	return false
}
