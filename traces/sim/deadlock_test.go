package sim_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestDeadlockNamesWave: the error of a round in which no wave can issue
// names a wave still running and the instruction it waits at with its
// file and line (the same message for Run's rounds and its look-ahead).
// Here wave 0 of a workgroup of two stands at its s_barrier (line 6 of
// the file handKernel writes) while wave 1 has not issued.
func TestDeadlockNamesWave(t *testing.T) {
	p := loadAsm(t, "wait.s", handKernel("\ts_barrier\n\ts_endpgm\n", 0, 0))
	m, err := sim.NewMachine(p, launch1D(1, 128), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wg := m.Dispatch()
	w := wg.Waves[0]
	for !w.AtBarrier {
		if err := m.Step(w); err != nil {
			t.Fatal(err)
		}
	}
	got := m.Deadlock().Error()
	for _, want := range []string{"sim: deadlock: no wave of 1 resident workgroup(s) can issue; ", w.Name() + " stands at its barrier, PC 0, wait.s:6:2 (s_barrier)"} {
		if !strings.Contains(got, want) {
			t.Errorf("error %q lacks %q", got, want)
		}
	}
}
