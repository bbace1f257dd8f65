package roles_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// budgeted are the policies under which splits may reconverge.
var budgeted = []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst}

// checkReconverge simulates k on l with splits that reconverge and checks
// every member's stream against the all-executions roles with merges:
// it starts at one of its role's variants' starts, takes no edge that
// variant removed (checkRoles), and a variant that ends at a join
// (Role.End) ends there. It returns the members checked and how many of
// them ended at a join.
func checkReconverge(t *testing.T, what string, k *kernel.Kernel, a *roles.Analysis, l *sim.Launch, S int, serial bool, pol split.Policy) (members, merged int) {
	t.Helper()
	hw := timing.Default()
	hw.SplitPolicy, hw.Reconverge = pol, true
	ig := k.IPG
	ss := simulateOn(t, k, l, S, serial, hw)
	res := checkRoles(t, what, ig, a, ss)
	for _, s := range ss {
		if s.split >= len(a.Roles) {
			continue // checkRoles said so
		}
		last := s.ipts[len(s.ipts)-1]
		ends := false
		for _, v := range a.Roles[s.split].Variants {
			if v.StartIPT(ig) == s.ipts[0] && (v.End == nil || v.End == last) {
				ends = true
			}
		}
		if !ends {
			t.Errorf("%s: family %d split %d ends at %s, where no variant of its role from %s ends", what, s.family, s.split, last, s.ipts[0])
		}
		if last.Kinds&ipg.Join != 0 && last.Kinds&ipg.End == 0 {
			merged++
		}
	}
	return res.streams, merged
}

// reconvergentAllExecutions is the all-executions role analysis of k
// with merges.
func reconvergentAllExecutions(t *testing.T, k *kernel.Kernel, S int, pol split.Policy) *roles.Analysis {
	t.Helper()
	a, err := roles.AnalyzeWith(k.IPG, roles.Options{S: S, Assume: roles.AllExecutions, Policy: pol, Reconverge: true})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestReconvergeRolesAgreeWithSimulator: issue 31 item 5, every path a
// simulated member took with splits that reconverge is feasible in its
// role (all-executions roles with merges), on every split-marked example
// (every input set, both modes) and on random marked kernels (10 by
// default, SPLITWCET_ROLE_KERNELS for more), every budgeted policy, S in
// {1, 2, 3, 4, 8, 63}; with SPLITWCET_ROLE_KERNELS=500 the 500
// random kernels.
func TestReconvergeRolesAgreeWithSimulator(t *testing.T) {
	Ss := []int{1, 2, 3, 4, 8, 63}
	pols := budgeted
	n := 10
	if testing.Short() {
		Ss, pols, n = []int{1, 4}, []split.Policy{split.Halve}, 4
	}
	if v, err := strconv.Atoi(os.Getenv("SPLITWCET_ROLE_KERNELS")); err == nil && v > 0 {
		n = v
	}
	var members, merged int
	for _, name := range splitExamples(t) {
		k := exampleKernel(t, name)
		for _, S := range Ss {
			for _, pol := range pols {
				a := reconvergentAllExecutions(t, k, S, pol)
				for _, set := range k.Workload.Sets {
					for _, serial := range []bool{false, true} {
						m, j := checkReconverge(t, fmt.Sprintf("%s S=%d %s set %s serial=%v", name, S, pol, set.Name, serial), k, a, set.Launch, S, serial, pol)
						members, merged = members+m, merged+j
					}
				}
			}
		}
	}
	kernels := 0
	for seed := uint64(1); kernels < n && seed < 100*uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		g := gen.Random(seed, size)
		if !g.SplitMark {
			continue
		}
		kernels++
		k, err := kernel.FromText("gen.s", []byte(g.Assembly()), kernel.Config{Simulate: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, S := range Ss {
			for _, pol := range pols {
				a := reconvergentAllExecutions(t, k, S, pol)
				m, j := checkReconverge(t, fmt.Sprintf("gen seed %d S=%d %s", seed, S, pol), k, a, genLaunch(g.Size, 1+int(seed%3)), S, seed%2 == 0, pol)
				members, merged = members+m, merged+j
			}
		}
		if t.Failed() {
			t.Logf("kernel:\n%s", g.Assembly())
			t.FailNow()
		}
	}
	if merged == 0 {
		t.Error("no member ended at a join: the check saw no merge")
	}
	t.Logf("%d members feasible in their roles (%d of them ended at a join), examples and %d random kernels", members, merged, kernels)
}

// TestReconvergeRestartRegression: the hand-minimized kernel of 6ae2a05
// (testdata/reconverge-restart.s). Every simulated member's path with
// merges is feasible in its all-executions role under halve, both modes,
// at the S where the analysis lost slot 2's variant at the final marked
// if (6, 8, 16) and around them; and slot 2 has that variant.
func TestReconvergeRestartRegression(t *testing.T) {
	src, err := os.ReadFile("testdata/reconverge-restart.s")
	if err != nil {
		t.Fatal(err)
	}
	k, err := kernel.FromText("testdata/reconverge-restart.s", src, kernel.Config{Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	last := k.IPG.CFG.Branches[len(k.IPG.CFG.Branches)-1] // the final marked if
	for _, S := range []int{5, 6, 7, 8, 16} {
		a := reconvergentAllExecutions(t, k, S, split.Halve)
		found := false
		for _, v := range a.Roles[2].Variants {
			found = found || v.Branch == last
		}
		if !found {
			t.Errorf("S=%d: role 2 has no variant made at the final marked if (%s)", S, last.Block.Name)
		}
		for _, serial := range []bool{false, true} {
			checkReconverge(t, fmt.Sprintf("reconverge-restart S=%d serial=%v", S, serial), k, a, genLaunch(128, 2), S, serial, split.Halve)
		}
	}
}

// TestReconvergeRolesAgreeWithSimulatorMarked: every path a simulated
// member took with splits that reconverge is feasible in its
// all-executions role, on random kernels marked statement by statement
// as the fuzz campaigns draw them (gen.RandomMarked and gen.RandomCalls
// with gen.MarkStatements: marked ifs that reconverge and marked
// divergent loops whose splits never merge, in one kernel), S in
// {1, 2, 4, 6, 8, 16, 63}, one budgeted policy per kernel in turn (halve
// first). The first kernel is the campaign's kernel
// that found the defect of 6ae2a05 (a merged context's start inside a
// loop lost; /work/wt/findings/reconverge-case-140-S8); then 6 kernels of
// each generator by default, SPLITWCET_ROLE_KERNELS for more.
func TestReconvergeRolesAgreeWithSimulatorMarked(t *testing.T) {
	Ss := []int{1, 2, 4, 6, 8, 16, 63}
	n := 6
	if testing.Short() {
		Ss, n = []int{6, 8}, 2
	}
	if v, err := strconv.Atoi(os.Getenv("SPLITWCET_ROLE_KERNELS")); err == nil && v > 0 {
		n = v
	}
	type draw struct {
		seed  uint64
		size  int
		calls bool
		pol   split.Policy
	}
	draws := []draw{{0x44240947e9aca614, 128, true, split.Halve}} // fuzz --seed 6 --calls, kernel 140
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		pol := budgeted[int(seed-1)%len(budgeted)]
		draws = append(draws, draw{seed, size, false, pol}, draw{seed, size, true, pol})
	}
	var members, merged int
	for _, d := range draws {
		g := gen.RandomMarked(d.seed, d.size, gen.MarkStatements)
		if d.calls {
			g = gen.RandomCalls(d.seed, d.size, gen.MarkStatements)
		}
		k, err := kernel.FromText("gen.s", []byte(g.Assembly()), kernel.Config{Simulate: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, S := range Ss {
			a := reconvergentAllExecutions(t, k, S, d.pol)
			for _, serial := range []bool{false, true} {
				what := fmt.Sprintf("gen seed %#x size %d calls=%v %s S=%d serial=%v", d.seed, d.size, d.calls, d.pol, S, serial)
				m, j := checkReconverge(t, what, k, a, genLaunch(g.Size, 2), S, serial, d.pol)
				members, merged = members+m, merged+j
			}
		}
		if t.Failed() {
			t.Logf("kernel:\n%s", g.Assembly())
			t.FailNow()
		}
	}
	if merged == 0 {
		t.Error("no member ended at a join: the check saw no merge")
	}
	t.Logf("%d members feasible in their roles (%d of them ended at a join), %d statement-marked kernels", members, merged, len(draws))
}
