package ipg

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// largeUnits are the sizes of the generated kernels the IPG benchmark uses:
// 100 and 400 units of 41 blocks, 4,101 and 16,401 blocks with the entry.
var largeUnits = []int{100, 400}

// largeKernel is a generated kernel of n copies of a 41-block unit that
// mixes what real kernels have: if/else, divergent loops, an if inside a loop
// inside an if, and runs of plain if/else (the same kernel as cfg's graph
// benchmarks).
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

// genCFG parses a generated kernel and builds its CFG.
func genCFG(tb testing.TB, k *gen.Kernel) *cfg.Graph {
	tb.Helper()
	return asmCFG(tb, k.Assembly())
}

// asmParse parses generated assembly text.
func asmParse(src string) (*asm.File, error) {
	return asm.Parse("gen.s", []byte(src), asm.Options{})
}

// asmCFG parses assembly text and builds the CFG of its only kernel.
func asmCFG(tb testing.TB, src string) *cfg.Graph {
	tb.Helper()
	f, err := asmParse(src)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// BenchmarkIPGBuild measures IPT placement and IPG construction on generated
// kernels of growing size; the sub-benchmark names give the block count, so
// the growth from one size to the next shows whether it stays linear.
func BenchmarkIPGBuild(b *testing.B) {
	for _, n := range largeUnits {
		g := genCFG(b, largeKernel(n))
		for _, p := range []Placement{Thesis, Blocks} {
			b.Run(fmt.Sprintf("blocks=%d/%s", len(g.Blocks), p), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Build(g, p); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
