package roles_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestAnalysisReadsOnlyAskedMarks: the analysis is a function of the
// answers its Marking gives: with every branch it did not ask about
// marked the other way, it is the same. choose's Model.Roles shares one
// analysis between markings on that ground, and the analysis asks only
// where the answer decides something (a member that cannot split takes
// either side, marked or not), so a wrongly skipped question shows here.
// Under a budgeted policy at S = 1 the launch wavefront's first split
// leaves no member a slot: far fewer branches are asked about than with
// more slots.
func TestAnalysisReadsOnlyAskedMarks(t *testing.T) {
	for _, name := range []string{"nested", "synthetic_split", "ifelse_split", "large"} {
		ig := exampletest.IPG(t, name, ipg.Thesis)
		var skip []*cfg.Branch
		for _, br := range ig.CFG.Branches {
			if br.Class == cfg.ExecSkip && !br.LoopBack {
				skip = append(skip, br)
			}
		}
		for _, p := range []split.Policy{split.Halve, split.FCFS} {
			for _, S := range []int{1, 4} {
				for _, as := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
					if name == "large" && (p == split.FCFS && as == roles.AllExecutions || S == 4 && p == split.FCFS) {
						continue // seconds each
					}
					t.Run(fmt.Sprintf("%s/%s/S=%d/%s", name, p, S, as), func(t *testing.T) {
						// Every other if-type exec-skip branch marked.
						on := map[*cfg.Branch]bool{}
						for i, br := range skip {
							on[br] = i%2 == 0
						}
						asked := map[*cfg.Branch]bool{}
						marking := func(m map[*cfg.Branch]bool, record bool) func(*cfg.Branch) cfg.SplitState {
							return func(br *cfg.Branch) cfg.SplitState {
								if record {
									asked[br] = true
								}
								if m[br] {
									return cfg.SplitOn
								}
								return cfg.SplitOff
							}
						}
						o := roles.Options{S: S, Assume: as, Policy: p, Marking: marking(on, true)}
						want, err := roles.AnalyzeWith(ig, o)
						if err != nil {
							t.Fatal(err)
						}
						flipped := map[*cfg.Branch]bool{}
						unasked := 0
						for _, br := range ig.CFG.Branches {
							flipped[br] = on[br]
							if !asked[br] {
								flipped[br] = !on[br]
								unasked++
							}
						}
						o.Marking = marking(flipped, false)
						got, err := roles.AnalyzeWith(ig, o)
						if err != nil {
							t.Fatal(err)
						}
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("the analysis changed with %d branches it did not ask about marked the other way", unasked)
						}
						if len(asked) == 0 {
							t.Fatal("no branch asked about: the marking is not exercised")
						}
					})
				}
			}
		}
	}
}
