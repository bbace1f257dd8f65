package roles_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestForcedRolesAgreeWithSimulator: the roles the static bound uses (fcfs,
// all executions, with the forced splits and the lane-number compares of
// the workload's shapes: staticbound.Model.RoleOptions) admit every
// member the simulator runs under fcfs, on every split-marked example,
// input set, S and mode; and on synthetic_split the lane compares prune
// (its 63 compares are lane-bit tests: the launch wavefront must split at
// the root, so role 0 keeps one half of the tree and no child starts
// below the root's branch).
func TestForcedRolesAgreeWithSimulator(t *testing.T) {
	for _, name := range splitExamples(t) {
		k := exampleKernel(t, name)
		m, err := staticbound.PrepareKernel(k, k.Workload.Sets)
		if err != nil {
			t.Fatal(err)
		}
		for _, S := range simS {
			if S == 0 || testing.Short() && S != 4 {
				continue
			}
			o := m.RoleOptions(S)
			a, err := roles.AnalyzeWith(k.IPG, o)
			if err != nil {
				t.Fatal(err)
			}
			if name == "synthetic_split" {
				if len(o.Lanes) != 63 || o.LaunchLanes != 1<<36-1 {
					t.Errorf("synthetic_split: %d lane compares, launch lanes %x; want 63 and the 36 of the 100-item workgroup's second wavefront", len(o.Lanes), o.LaunchLanes)
				}
				r0, r1 := a.Roles[0], a.Roles[1]
				if kept := len(k.IPG.Edges) - r0.Pruned(); kept > len(k.IPG.Edges)/2+2 {
					t.Errorf("synthetic_split S=%d: role 0 keeps %d of %d edges, want one half", S, kept, len(k.IPG.Edges))
				}
				if len(r1.Variants) > 1 || r1.StartIPT(k.IPG).Name != "div@%bb.0" {
					t.Errorf("synthetic_split S=%d: role 1 starts at %v (%d variants), want the root's branch only", S, r1.StartIPT(k.IPG), len(r1.Variants))
				}
			}
			streams := 0
			for _, set := range k.Workload.Sets {
				for _, serial := range []bool{false, true} {
					ss := simulate(t, k, set.Launch, S, serial, split.FCFS)
					res := checkRoles(t, fmt.Sprintf("%s S=%d forced set %s serial=%v", name, S, set.Name, serial), k.IPG, a, ss)
					streams += res.streams
				}
			}
			t.Logf("%s S=%d: %d streams within their roles (%d lane compares)", name, S, streams, len(o.Lanes))
		}
	}
}

// TestForcedRolesAgreeWithSimulatorRandom is TestForcedRolesAgreeWithSimulator
// on split-marked random kernels (traces/sim/gen: lane-bit and lane-range
// conditions on v5 = v0 & 63, data-dependent ones, loops, calls to
// device functions in half of them; workgroups of
// 64, 128, 100 and 32 work-items, so partial wavefronts too).
// SPLITWCET_ROLE_KERNELS=300 runs 300 kernels.
func TestForcedRolesAgreeWithSimulatorRandom(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 8
	}
	if v, err := strconv.Atoi(os.Getenv("SPLITWCET_ROLE_KERNELS")); err == nil && v > 0 {
		n = v
	}
	kernels, compares, withCalls := 0, 0, 0
	for seed := uint64(1); kernels < n && seed < 100*uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		groups := 1 + int(seed%3)
		k := gen.Random(seed, size)
		if seed%2 == 1 {
			// Half of them call device functions (traces/sim/gen
			// calls.go): the forced splits need the callees to keep
			// the MODE bit (staticbound's modeKept).
			k = gen.RandomCalls(seed, size, gen.MarkDefault)
		}
		if !k.SplitMark {
			continue
		}
		kernels++
		src := k.Assembly()
		kn, err := kernel.FromText("gen.s", []byte(src), kernel.Config{Simulate: true})
		if err != nil {
			t.Fatal(err)
		}
		m := &staticbound.Model{IPG: kn.IPG, Shapes: []staticbound.Shape{{size, 1, 1}}}
		for _, S := range simS[1:] {
			o := m.RoleOptions(S)
			if S == 1 {
				compares += len(o.Lanes)
				if len(kn.IPG.CFG.Calls) > 0 && o.ModeKept {
					withCalls++
				}
			}
			a, err := roles.AnalyzeWith(kn.IPG, o)
			if err != nil {
				t.Fatal(err)
			}
			for _, serial := range []bool{false, true} {
				ss := simulate(t, kn, genLaunch(size, groups), S, serial, split.FCFS)
				checkRoles(t, fmt.Sprintf("gen seed %d S=%d forced serial=%v", seed, S, serial), kn.IPG, a, ss)
			}
			if t.Failed() {
				t.Logf("kernel:\n%s", src)
				t.FailNow()
			}
		}
	}
	t.Logf("%d random kernels, %d lane compares recognized, %d kernels with calls whose callees keep the MODE bit", kernels, compares, withCalls)
	if compares == 0 || withCalls == 0 {
		t.Errorf("%d lane compares recognized, %d kernels with calls forced, in %d random kernels: want some of each", compares, withCalls, kernels)
	}
}
