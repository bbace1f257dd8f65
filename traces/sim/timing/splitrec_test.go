package timing_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestSplitRecordsTogether: every split's functional record is the one
// inside its timing record (splitRec: one allocation, one page), under the
// parallel and serialized modes, with and without reconvergence, and the
// runs split as often as the functional engine says.
func TestSplitRecordsTogether(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	set := loadWorkload(t, "synthetic_split").Sets[0]
	for _, c := range []struct {
		name, hw string
		S        int
	}{
		{"parallel S=4", "", 4},
		{"parallel S=63", "", 63},
		{"serial S=63", "splits: {mode: serial}\n", 63},
		{"fcfs S=8", "splits: {policy: fcfs}\n", 8},
		{"reconverge S=8", "splits: {reconverge: true}\n", 8},
	} {
		t.Run(c.name, func(t *testing.T) {
			hw := timing.Default()
			if c.hw != "" {
				hw = withHW(t, c.hw)
			}
			var together, apart int
			defer timing.SetSplitRecordHook(func(ok bool) {
				if ok {
					together++
				} else {
					apart++
				}
			})()
			res := run(t, p, set.Launch, hw, timing.Options{S: c.S})
			if together == 0 || apart != 0 || together != res.Splits {
				t.Errorf("%d splits, %d with their records together, %d apart", res.Splits, together, apart)
			}
		})
	}
}
