package roles_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
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

func BenchmarkChain32FCFS(b *testing.B) {
	ig, _ := genKernel(b, chain(32))
	for _, S := range []int{16} {
		for i := 0; i < b.N; i++ {
			if _, err := roles.Analyze(ig, S, roles.WorstCase); err != nil {
				b.Fatal(err)
			}
		}
	}
}
