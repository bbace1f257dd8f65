package ipet

import (
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestBlockRuns: every block of the if/else executes exactly once per
// execution, in exactly one segment of each path (thesis placement).
func TestBlockRuns(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	want := map[string]string{
		"start->div@%bb.0":                    "%bb.0",
		"div@%bb.0-taken->div@.LBB0_2":        ".LBB0_2",
		"div@%bb.0-not-taken->div@.LBB0_2":    "%bb.1 .LBB0_2",
		"div@.LBB0_2-taken->join@.LBB0_4":     "",
		"div@.LBB0_2-not-taken->join@.LBB0_4": "%bb.3",
		"join@.LBB0_4->end":                   ".LBB0_4",
	}
	for _, e := range ig.Edges {
		s := segmentOf(ig, e)
		var runs []string
		for _, b := range ig.CFG.Blocks {
			must, may := s.runsBlock(b)
			if must != may {
				t.Errorf("%s: %s must %v may %v", e, b, must, may)
			}
			if must {
				runs = append(runs, b.Name)
			}
		}
		if got := strings.Join(runs, " "); got != want[e.String()] {
			t.Errorf("%s runs %q, want %q", e, got, want[e.String()])
		}
	}
}

// TestBlockRunsPartly: on UniformIf's one IPG edge, %bb.0 starts at the
// start IPT, %bb.1 runs on some paths, .LBB0_2 is entered before the end
// IPT.
func TestBlockRunsPartly(t *testing.T) {
	ig := asmIPG(t, "u.s", []byte(exampletest.UniformIf))
	s := segmentOf(ig, ig.Edges[0])
	var got []string
	for _, b := range ig.CFG.Blocks {
		must, may := s.runsBlock(b)
		got = append(got, fmt.Sprintf("%s:%v/%v", b.Name, must, may))
	}
	if g := strings.Join(got, " "); g != "%bb.0:true/true %bb.1:false/true .LBB0_2:true/true" {
		t.Errorf("runsBlock: %s", g)
	}
}
