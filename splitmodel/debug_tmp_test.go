package splitmodel_test

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel"
)

func TestDebugTmp(t *testing.T) {
	ig := exampleIPG(t, "synthetic_split")
	for _, S := range []int{1, 2, 3, 4, 8} {
		a := analyze(t, ig, S, splitmodel.WorstCase)
		for _, r := range a.Roles[:min(3, len(a.Roles))] {
			fmt.Printf("S=%d j=%d variants=%d pruned=%d splitsAt=%d\n", S, r.J, len(r.Variants), r.Pruned(), len(r.SplitsAt))
			for _, sp := range r.SplitsAt[:min(5, len(r.SplitsAt))] {
				fmt.Printf("   split %s always=%v\n", sp.Branch.Block.Name, sp.Always)
			}
		}
	}
}
