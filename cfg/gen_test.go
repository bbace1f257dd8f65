package cfg

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// largeUnits are the sizes of the generated kernels the graph benchmarks use:
// 100 and 400 units of 41 blocks, 4,101 and 16,401 blocks with the entry.
var largeUnits = []int{100, 400}

// largeKernel is a generated kernel of n copies of a 41-block unit that
// mixes what real kernels have: if/else, divergent loops, an if inside a loop
// inside an if, and runs of plain if/else. Its dominator tree is as deep as
// the kernel is long, which is what made idom-chain walks quadratic.
func largeKernel(n int) *gen.Kernel {
	k := &gen.Kernel{Size: 64}
	for i := range n {
		k.Body = append(k.Body, largeUnit(i)...)
	}
	return k
}

func largeUnit(i int) []gen.Stmt {
	op := []gen.Stmt{gen.Op{Kind: i % 4, K: 3, C: 1}}
	ife := func(then, els []gen.Stmt) gen.If {
		return gen.If{Cond: gen.Cond{Kind: 0, M: 1 << (i % 6)}, Then: then, Else: els}
	}
	loop := func(body []gen.Stmt) gen.Loop { return gen.Loop{M: 3, K: 1, Body: body} }
	return []gen.Stmt{
		ife([]gen.Stmt{loop([]gen.Stmt{ife(op, op)})}, []gen.Stmt{ife(op, op)}),
		loop([]gen.Stmt{ife(op, []gen.Stmt{loop(op)})}),
		ife(op, op), ife(op, op), ife(op, op), ife(op, op),
	}
}

// parseKernel parses a generated kernel and returns its function.
func parseKernel(tb testing.TB, k *gen.Kernel) (*asm.Function, asm.Arch) {
	tb.Helper()
	f, err := asm.Parse("gen.s", []byte(k.Assembly()), asm.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	fn, err := SelectKernel(f, "")
	if err != nil {
		tb.Fatal(err)
	}
	return fn, f.Arch
}
