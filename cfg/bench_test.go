package cfg

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/measure"
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

// generatedUnits is the size of the large generated kernel of the front-end
// benchmarks: gen.Layered(1196) is 5.8 MB of assembly, 184,199
// instructions in 49,037 blocks (docs/performance.md compares `splitwcet
// cfg` on it with llvm-mc).
const generatedUnits = 1196

// BenchmarkParseAndBuildGenerated measures parse + CFG (every analysis) on
// the large generated kernel: MB/s of assembly, and the heap the result
// keeps per input byte (live-B/in-B, after a collection).
//
//	go test ./cfg -run '^$' -bench ParseAndBuildGenerated -benchmem -cpu 1
func BenchmarkParseAndBuildGenerated(b *testing.B) {
	src := []byte(gen.Layered(generatedUnits).Assembly())
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var g *Graph
	cpu := measure.StartCPU()
	for b.Loop() {
		f, err := asm.Parse("gen.s", src, asm.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if g, err = BuildFile(f, ""); err != nil {
			b.Fatal(err)
		}
	}
	cpu.Report(b, float64(b.N*len(src))/1e6, "MB")
	b.ReportMetric(float64(measure.LiveHeap(func() { runtime.KeepAlive(g); g = nil }))/float64(len(src)), "live-B/in-B")
}
