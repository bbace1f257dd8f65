package staticbound

import (
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// BenchmarkLarge is the static bound of examples/large (595 blocks) for
// S = 0..8 over its input sets, both modes, from the loaded kernel
// (docs/performance.md).
func BenchmarkLarge(b *testing.B) {
	k, err := kernel.Example("large", kernel.Config{Simulate: true})
	if err != nil {
		b.Fatal(err)
	}
	Ss := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	for i := 0; i < b.N; i++ {
		if _, err := ForKernel(k, k.Workload.Sets, Ss); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSyntheticSplit is the same for the default example, whose
// role analysis (all-executions) runs for every S.
func BenchmarkSyntheticSplit(b *testing.B) {
	k, err := kernel.Example("synthetic_split", kernel.Config{Simulate: true})
	if err != nil {
		b.Fatal(err)
	}
	Ss := []int{0, 1, 2, 4, 8}
	for i := 0; i < b.N; i++ {
		if _, err := ForKernel(k, k.Workload.Sets, Ss); err != nil {
			b.Fatal(err)
		}
	}
}
