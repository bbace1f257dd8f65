package cfg

import (
	"math/rand/v2"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// largeUnits are the sizes of the generated kernels the graph benchmarks use:
// 100 and 400 units of 41 blocks, 4,101 and 16,401 blocks with the entry.
var largeUnits = []int{100, 400}

// parseKernel parses a generated kernel and returns its function.
func parseKernel(tb testing.TB, k *gen.Kernel) (*asm.Function, asm.Arch) {
	tb.Helper()
	f, err := asm.Parse("gen.s", []byte(k.Assembly()), asm.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	fn, err := f.SelectKernel("")
	if err != nil {
		tb.Fatal(err)
	}
	return fn, f.Arch
}

// randomGraphs returns the CFGs of up to count random kernels that Build
// accepts (it rejects the irreducible ones).
func randomGraphs(tb testing.TB, seed uint64, count int) []*Graph {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 0x9e37))
	var gs []*Graph
	for try := 0; len(gs) < count && try < 20*count; try++ {
		src := gen.RandomCFGAssembly(r, 2+r.IntN(40))
		f, err := asm.Parse("random.s", []byte(src), asm.Options{})
		if err != nil {
			tb.Fatalf("%v\n%s", err, src)
		}
		if g, err := BuildFile(f, ""); err == nil {
			gs = append(gs, g)
		}
	}
	if len(gs) < count/2 {
		tb.Fatalf("only %d of %d random kernels built", len(gs), count)
	}
	return gs
}
