package flowfacts

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestCostCallsLeavesTableAlone: CostCalls costs noinline_split's one call
// site (mix(), its loop bounded by the example's fact) on a copy of the
// shared default table, which keeps refusing the call; without the fact
// it names the callee's loop.
func TestCostCallsLeavesTableAlone(t *testing.T) {
	_, g := exampletest.Load(t, "noinline_split")
	facts, err := Parse("f.yaml", []byte("loops:\n  - header: .LBB0_2\n    max: 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	tab, err := CostCalls(g, facts, static.Default())
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Calls) != 1 || len(tab.Calls) != 1 || tab.Calls[g.Calls[0].Instr].Cycles <= 0 {
		t.Fatalf("%d call sites, %d costed: %+v", len(g.Calls), len(tab.Calls), tab.Calls)
	}
	if static.Default().Calls != nil {
		t.Error("CostCalls changed the shared default table")
	}
	if _, err := CostCalls(g, nil, static.Default()); err == nil || !strings.Contains(err.Error(), "the loop at .LBB0_2") {
		t.Errorf("without facts: %v, want the callee loop named", err)
	}
}

// TestCalleeFactErrors: a fact naming a callee block that is no loop
// header, or a second fact for a callee loop, is an error at its line,
// for the static weights and the hybrid analysis alike (the kernel's own
// loops are held to the same rules by Resolve).
func TestCalleeFactErrors(t *testing.T) {
	_, g := exampletest.Load(t, "noinline_split")
	for _, c := range []struct{ facts, want string }{
		{"loops:\n  - header: .LBB0_4\n    max: 7\n", "f.yaml:2: .LBB0_4 in device function _Z3mixPKiii is not a loop header"},
		{"loops:\n  - header: .LBB0_2\n    max: 7\n  - header: .LBB0_2\n    max: 2\n", "f.yaml:4: a second fact for the loop at .LBB0_2 of device function _Z3mixPKiii (the first is at f.yaml:2); merge them"},
		// A label of no function, while the callee's loop has no fact:
		// the label is the error (it was reported as the unbounded loop).
		{"loops:\n  - header: .LBB0_nothere\n    max: 7\n", "f.yaml:2: no block .LBB0_nothere in _Z14noinline_splitPKiS0_Pi; the kernel has no loops; device function _Z3mixPKiii: .LBB0_2 (kernel.hip:29, depth 1)"},
	} {
		f, err := Parse("f.yaml", []byte(c.facts))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := CostCalls(g, f, static.Default()); err == nil || err.Error() != c.want {
			t.Errorf("CostCalls: %v, want %q", err, c.want)
		}
		if _, err := CostCallsIfBounded(g, f, static.Default()); err == nil || err.Error() != c.want {
			t.Errorf("CostCallsIfBounded: %v, want %q", err, c.want)
		}
	}
	// A callee cost beyond what lp_solve solves exactly is refused,
	// naming the call (1e9 iterations of mix()'s loop).
	f, _ := Parse("f.yaml", []byte("loops:\n  - header: .LBB0_2\n    max: 1000000000\n"))
	if _, err := CostCalls(g, f, static.Default()); err == nil || !strings.Contains(err.Error(), "the call to _Z3mixPKiii at") || !strings.Contains(err.Error(), "(2^40)") {
		t.Errorf("1e9 iterations: %v", err)
	}
	// Without any fact the hybrid analysis keeps the table (the call's
	// edges must then be observed).
	if tab, err := CostCallsIfBounded(g, nil, static.Default()); err != nil || tab != static.Default() {
		t.Errorf("no facts: %v, %v; want the default table back", tab, err)
	}
}
