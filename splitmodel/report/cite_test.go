package report_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/report"
)

// TestAssumptionsLanes: the flow facts' lanes bounds are listed with the
// other facts (they rest on the user's word, like a loop bound).
func TestAssumptionsLanes(t *testing.T) {
	as := report.Assumptions{Lanes: []string{"at most 43 lanes of a wavefront active in block %bb.2 (static bound) [facts:f.yaml:3]"}}
	var b strings.Builder
	as.WriteText(&b)
	if want := "  lanes: at most 43 lanes of a wavefront active in block %bb.2 (static bound) [facts:f.yaml:3]\n"; !strings.Contains(b.String(), want) {
		t.Errorf("assumptions text lacks %q:\n%s", want, b.String())
	}
}
