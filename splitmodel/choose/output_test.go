package choose

import (
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
)

// TestEvaluatedJSONAbsentRole: a role no member holds (halve policy on
// frontier) has no start IPT; its JSON start is empty instead of a crash.
func TestEvaluatedJSONAbsentRole(t *testing.T) {
	r := &Result{}
	e := &Evaluated{Name: "search #1",
		Predicted: &Prediction{Bound: 10, Roles: []RolePrediction{
			{J: 0, L: 7, Start: &ipg.IPT{Name: "s0"}},
			{J: 1, L: 0},
		}},
		Sim: &Simulation{Result: &splitmodel.SResult{}},
	}
	mj := evaluatedJSON(r, e)
	if len(mj.Roles) != 2 || mj.Roles[0].Start != "s0" || mj.Roles[1].Start != "" {
		t.Fatalf("roles %+v", mj.Roles)
	}
}
