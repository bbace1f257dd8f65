package cfg

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// BenchmarkParseAndBuildLarge measures the whole front end (parse + CFG with
// every analysis) on the largest example; MB/s is assembly text per second.
func BenchmarkParseAndBuildLarge(b *testing.B) {
	src, err := examples.Assembly("large")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		f, err := asm.Parse("large.s", src, asm.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := BuildFile(f, ""); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildLarge measures CFG construction and analyses alone.
func BenchmarkBuildLarge(b *testing.B) {
	src, err := examples.Assembly("large")
	if err != nil {
		b.Fatal(err)
	}
	f, err := asm.Parse("large.s", src, asm.Options{})
	if err != nil {
		b.Fatal(err)
	}
	fn, err := f.SelectKernel("")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Build(fn, f.Arch); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCFGBuild measures CFG construction with every analysis
// (dominators, post-dominators, loops, joins, split marking) on generated
// kernels of growing size; the sub-benchmark names give the block count, so
// the growth from one size to the next shows whether it stays linear.
func BenchmarkCFGBuild(b *testing.B) {
	for _, n := range largeUnits {
		fn, arch := parseKernel(b, gen.Layered(n))
		g, err := Build(fn, arch)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("blocks=%d", len(g.Blocks)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Build(fn, arch); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
