package splitmodel

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// TestAnalyzeEachSProgress: AnalyzeEachS's first pass counts S+1 units
// for each S's role analysis and S+1 per mode, starting with the largest
// S; the second pass counts the same for the modes analyzed again after
// their premise failed (the default example's iota-partial set at S =
// 63). In each pass the total stays, done rises to it; the results are
// AnalyzeKernel's S by S, in Ss order.
func TestAnalyzeEachSProgress(t *testing.T) {
	ex := kernelExample(t, "synthetic_split")
	set, err := ex.wf.Set("iota-partial")
	if err != nil {
		t.Fatal(err)
	}
	Ss := []int{0, 2, 63}
	c := ex.cfg
	c.Sets, c.S = []workload.Set{*set}, Ss
	runs, err := Simulate(c)
	if err != nil {
		t.Fatal(err)
	}
	opt := ex.opt
	opt.UseRoles(roles.WorstCase)
	type call struct {
		phase       string
		done, total int
	}
	var calls []call
	opt.Progress = func(phase string, done, total int) { calls = append(calls, call{phase, done, total}) }
	got, err := AnalyzeEachS(opt, Ss, runs)
	if err != nil {
		t.Fatal(err)
	}
	first := 3 * (1 + 3 + 64) // (1 + 2 modes) x (S+1)
	again := 0
	for i, S := range Ss {
		opt.Progress = nil
		want, err := AnalyzeKernel(opt, S, kernelRunsOfS(runs, S))
		if err != nil {
			t.Fatal(err)
		}
		if got[i].S != S || summary(got[i]) != summary(want) {
			t.Errorf("S = %d: AnalyzeEachS gave %s, AnalyzeKernel %s", S, summary(got[i]), summary(want))
		}
		n := 0
		for _, m := range got[i].Modes() {
			if !m.PremiseHeld {
				n++
			}
		}
		if n > 0 {
			again += (S + 1) * (1 + n)
		}
	}
	if again == 0 {
		t.Fatal("no premise failed at S = 63: the test needs a mode analyzed again")
	}
	if len(calls) < 2 || calls[0] != (call{PhaseAnalyze, 0, first}) || calls[1] != (call{PhaseAnalyze, 64, first}) {
		t.Fatalf("calls start %v: want the first pass's total %d, then S = 63's role analysis (64 units)", calls[:min(len(calls), 2)], first)
	}
	totals := map[string]int{PhaseAnalyze: first, PhaseReanalyze: again}
	phase := PhaseAnalyze
	for i, c := range calls {
		if c.phase != phase {
			if phase != PhaseAnalyze || c.phase != PhaseReanalyze || calls[i-1].done != first {
				t.Fatalf("call %d %v after %v: want the first pass to end, then the second", i, c, calls[i-1])
			}
			phase = c.phase
		}
		if c.total != totals[c.phase] || c.done > c.total || (i > 0 && c.phase == calls[i-1].phase && c.done < calls[i-1].done) {
			t.Errorf("call %d %v after %v: want done rising to the total %d", i, c, calls[max(i-1, 0)], totals[c.phase])
		}
	}
	if last := calls[len(calls)-1]; last != (call{PhaseReanalyze, again, again}) {
		t.Errorf("last call %v, want the second pass ended at %d", last, again)
	}
}

func summary(r *SResult) string {
	var b strings.Builder
	for _, m := range r.Modes() {
		fmt.Fprintf(&b, "%s: observed %d, bounds %d %d, premise %v %s, L", m.Mode, m.Observed, m.BoundParallel, m.BoundSerial, m.PremiseHeld, m.Assumption)
		for _, rb := range m.Roles {
			fmt.Fprintf(&b, " %d", rb.L)
		}
		b.WriteString("; ")
	}
	return b.String()
}

// TestAnalyzeEachSFirstError: when several S fail, the error is that of
// the first in Ss, as S by S in order would give, though the largest S is
// analyzed first.
func TestAnalyzeEachSFirstError(t *testing.T) {
	ex := kernelExample(t, "ifelse_split")
	Ss := []int{0, 1, 4}
	c := ex.cfg
	c.S = Ss
	runs, err := Simulate(c)
	if err != nil {
		t.Fatal(err)
	}
	opt := ex.opt
	var order []int
	opt.Roles = func(ig *ipg.Graph, S int) ([]RoleInput, []string, error) {
		order = append(order, S)
		if S > 0 {
			return nil, nil, errors.New("no roles here")
		}
		return WorstCaseRoles(ig, S)
	}
	_, err = AnalyzeEachS(opt, Ss, runs)
	if err == nil || !strings.Contains(err.Error(), "roles for S = 1: no roles here") {
		t.Errorf("error %v, want the one of S = 1", err)
	}
	if fmt.Sprint(order) != "[4 1 0]" {
		t.Errorf("roles asked for S = %v, want 4, 1, 0", order)
	}
}
