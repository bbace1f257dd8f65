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
		g := genCFG(b, gen.Layered(n))
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
