package kernel_test

import (
	"runtime"
	"testing"

	"github.com/splitwcet/splitwcet/internal/measure"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// BenchmarkLoadGenerated measures the loader on the large generated
// kernel of the front-end benchmarks (gen.Layered(1196): 5.8 MB, 49,037
// blocks): parse, the instruction check and the CFG, as `splitwcet cfg`
// loads it (CFGOnly), and with the IPG and the simulator's program, as
// the commands that simulate load it. MB/s of assembly, and the heap the
// kernel keeps per input byte (live-B/in-B, after a collection).
//
//	go test ./splitmodel/kernel -run '^$' -bench LoadGenerated -benchmem -cpu 1
func BenchmarkLoadGenerated(b *testing.B) {
	src := []byte(gen.Layered(1196).Assembly())
	for _, c := range []struct {
		name string
		cfg  kernel.Config
	}{{"cfg", kernel.Config{CFGOnly: true}}, {"simulate", kernel.Config{Simulate: true}}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			var k *kernel.Kernel
			cpu := measure.StartCPU()
			for b.Loop() {
				var err error
				if k, err = kernel.FromText("gen.s", src, c.cfg); err != nil {
					b.Fatal(err)
				}
			}
			cpu.Report(b, float64(b.N*len(src))/1e6, "MB")
			live := measure.LiveHeap(func() { runtime.KeepAlive(k); k = nil })
			b.ReportMetric(float64(live)/float64(len(src)), "live-B/in-B")
		})
	}
}
