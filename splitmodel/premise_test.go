package splitmodel

import (
	"reflect"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// On the default example's iota-partial set at S = 63 a partial
// wavefront's marked branches see homogeneous masks: traced wavefronts
// leave their worst-case roles. With the fallback the mode is analyzed
// again under the all-executions assumption: the bounds equal
// --assume all-executions' and cover what was observed; without it they
// are the worst-case roles' and the result says the premise failed.
func TestBrokenPremiseFallsBack(t *testing.T) {
	ex := kernelExample(t, "synthetic_split")
	set, err := ex.wf.Set("iota-partial")
	if err != nil {
		t.Fatal(err)
	}
	c := ex.cfg
	c.Sets, c.S, c.Modes = []workload.Set{*set}, []int{63}, []timing.Mode{timing.Parallel}
	runs, err := Simulate(c)
	if err != nil {
		t.Fatal(err)
	}
	analyze := func(assume roles.Assumption, fallback bool) *ModeAnalysis {
		opt := ex.opt
		opt.UseRoles(assume)
		if !fallback {
			opt.Fallback = nil
		}
		res, err := AnalyzeKernel(opt, 63, runs)
		if err != nil {
			t.Fatal(err)
		}
		return res.Parallel
	}
	sound, bare, all := analyze(roles.WorstCase, true), analyze(roles.WorstCase, false), analyze(roles.AllExecutions, true)

	if bare.PremiseHeld || bare.Assumption != "worst-case" {
		t.Fatalf("without the fallback: premise held %v, assumption %s; the test needs a broken premise", bare.PremiseHeld, bare.Assumption)
	}
	if sound.PremiseHeld || sound.Assumption != "all-executions" || !all.PremiseHeld || all.Assumption != "all-executions" {
		t.Errorf("fallback: premise held %v, assumption %s; all-executions: %v, %s", sound.PremiseHeld, sound.Assumption, all.PremiseHeld, all.Assumption)
	}
	if sound.BoundParallel != all.BoundParallel || sound.BoundParallel < sound.Observed || len(sound.Violations()) > 0 {
		t.Errorf("fallback bound %d, all-executions %d, observed %d", sound.BoundParallel, all.BoundParallel, sound.Observed)
	}
	for j, rb := range sound.Roles {
		first := bare.Roles[j]
		if rb.Left != first.Outside || rb.PremiseHeld != (first.Outside == 0) || rb.Outside != 0 {
			t.Errorf("role %d: left %d, premise held %v, outside %d; the worst-case roles had %d outside", j, rb.Left, rb.PremiseHeld, rb.Outside, first.Outside)
		}
	}
}

// Violations names every input set whose bound is below its observation,
// with the mode's equation.
func TestViolations(t *testing.T) {
	set := func(name string, obs, par, ser int64) *SetBound {
		return &SetBound{Set: name, Observed: obs, KernelBound: &KernelBound{BoundParallel: par, BoundSerial: ser}}
	}
	par := &ModeAnalysis{Mode: timing.Parallel, Sets: []*SetBound{set("a", 100, 100, 50), set("b", 100, 99, 500)}}
	ser := &ModeAnalysis{Mode: timing.Serial, Sets: []*SetBound{set("a", 100, 10, 100), set("b", 100, 500, 99)}}
	got := Violations([]*SResult{{S: 2, Parallel: par, Serial: ser}})
	want := []string{"S = 2, input set b, parallel: bound 99 below the observed 100", "S = 2, input set b, serial: bound 99 below the observed 100"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Violations = %q, want %q", got, want)
	}
}

func TestRanges(t *testing.T) {
	for _, c := range []struct {
		in   []int
		want string
	}{{nil, ""}, {[]int{4}, "4"}, {[]int{0, 1, 2, 3, 5, 7, 8}, "0-3, 5, 7-8"}, {[]int{1, 3}, "1, 3"}} {
		if got := ranges(c.in); got != c.want {
			t.Errorf("ranges(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}
