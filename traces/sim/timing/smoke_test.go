package timing_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

func TestSmoke(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	wf := loadWorkload(t, "synthetic_split")
	for _, set := range wf.Sets {
		for _, S := range []int{0, 1, 4, 63} {
			for _, serial := range []bool{false, true} {
				r, err := timing.Run(p, set.Launch, timing.Default(), timing.Options{S: S, Serial: serial})
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%s S=%d serial=%v cycles=%d instr=%d splits=%d coissue=%d stats=%+v", set.Name, S, serial, r.Cycles, r.Instructions, r.Splits, r.Stats.CoIssueVisits, r.Stats.Issued)
			}
		}
	}
}
