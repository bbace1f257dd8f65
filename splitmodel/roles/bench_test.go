package roles_test

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/internal/measure"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// BenchmarkAnalyzeExamples is the role analysis (worst-case premise) of
// the cases choose and analyze spend their time on (docs/performance.md):
// examples/large with all 379 candidate branches marked (choose's first-S
// baseline) at S = 4, and synthetic_split with its own marking at S = 63,
// under the default policy and under fcfs; and examples/large's first-S
// under the all-executions assumption (the fallback of its confirmation,
// whose traces leave their worst-case roles).
//
//	go test ./splitmodel/roles -run '^$' -bench AnalyzeExamples -benchmem -cpu 1
func BenchmarkAnalyzeExamples(b *testing.B) {
	large := exampleKernel(b, "large")
	cands, _ := choose.Candidates(large.IPG)
	marked := map[*cfg.Branch]bool{}
	for _, c := range cands {
		marked[c.Branch] = true
	}
	firstS := func(br *cfg.Branch) cfg.SplitState {
		if marked[br] {
			return cfg.SplitOn
		}
		return cfg.SplitOff
	}
	for _, c := range []struct {
		name    string
		ig      *ipg.Graph
		marking func(*cfg.Branch) cfg.SplitState
		S       int
		assume  roles.Assumption
	}{{"large/first-S", large.IPG, firstS, 4, roles.WorstCase}, {"synthetic_split", exampleKernel(b, "synthetic_split").IPG, nil, 63, roles.WorstCase},
		{"large/first-S/all-executions", large.IPG, firstS, 4, roles.AllExecutions}} {
		for _, p := range []split.Policy{split.Halve, split.FCFS} {
			b.Run(fmt.Sprintf("%s/%s/S=%d", c.name, p, c.S), func(b *testing.B) {
				b.ReportAllocs()
				cpu := measure.StartCPU()
				for b.Loop() {
					if _, err := roles.AnalyzePolicy(c.ig, c.S, c.assume, p, c.marking); err != nil {
						b.Fatal(err)
					}
				}
				cpu.Report(b, float64(b.N), "analyses")
			})
		}
	}
}
