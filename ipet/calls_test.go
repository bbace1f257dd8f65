package ipet

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/internal/exampletest"
	"github.com/splitwcet/splitwcet/ipet/static"
)

// TestCostCallsLeavesTableAlone: CostCalls costs noinline_split's one call
// site (mix(), its loop bounded by the example's fact) on a copy of the
// shared default table, which keeps refusing the call; without the fact
// it names the callee's loop.
func TestCostCallsLeavesTableAlone(t *testing.T) {
	_, g := exampletest.Load(t, "noinline_split")
	facts, err := ParseFacts("f.yaml", []byte("loops:\n  - header: .LBB0_2\n    max: 7\n"))
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
