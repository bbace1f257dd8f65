package roles_test

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// chain is a dynamic-programming wavefront sweep: n chained split-marked
// if/else statements, step d updating the lanes below d+1 (lane < d+1)
// one way and the others another, as an anti-diagonal sweep does.
func chain(n int) *gen.Kernel {
	k := &gen.Kernel{Size: 64, SplitMark: true}
	for d := 0; d < n; d++ {
		k.Body = append(k.Body, gen.If{Cond: gen.Cond{Kind: 2, M: uint32(d + 1)},
			Then: []gen.Stmt{gen.Op{Kind: 0, K: 3, C: int32(d)}}, Else: []gen.Stmt{gen.Op{Kind: 2, C: int32(d)}}})
	}
	return k
}

// BenchmarkChain32 is the role analysis of 32 chained marked branches
// (chain) per policy, premise and S (docs/performance.md):
//
//	go test ./splitmodel/roles -run '^$' -bench Chain32 -benchmem
func BenchmarkChain32(b *testing.B) {
	ig, _ := genKernel(b, chain(32))
	for _, p := range []split.Policy{split.Halve, split.FCFS} {
		for _, as := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
			for _, S := range []int{1, 4, 16, 63} {
				b.Run(fmt.Sprintf("%s/%s/S=%d", p, as, S), func(b *testing.B) {
					for i := 0; i < b.N; i++ {
						a, err := roles.AnalyzePolicy(ig, S, as, p, nil)
						if err != nil {
							b.Fatal(err)
						}
						n := 0
						for _, r := range a.Roles {
							n += len(r.Variants)
						}
						b.ReportMetric(float64(n), "variants")
					}
				})
			}
		}
	}
}
