package cfg

import (
	"fmt"
	"math/rand/v2"
	"strings"
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
	fn, err := f.SelectKernel("")
	if err != nil {
		tb.Fatal(err)
	}
	return fn, f.Arch
}

// randomAssembly is a kernel of up to n blocks with random control flow:
// each label holds zero to two instructions (none: it names the next block
// too) and ends by falling through, jumping, branching on EXEC or SCC, or
// ending the kernel; targets are mostly later blocks, sometimes earlier ones
// (loops, and now and then irreducible cycles, which Build rejects). Unlike
// gen's structured kernels it has several exits, loops with several latches
// and unreachable code.
func randomAssembly(r *rand.Rand, n int) string {
	var b strings.Builder
	b.WriteString("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.text\n\t.globl\tgk\n\t.type\tgk,@function\ngk:\n")
	for i := range n {
		fmt.Fprintf(&b, ".LBB0_%d:\n", i)
		size := r.IntN(3)
		if i == 0 {
			size = 1 + r.IntN(2)
		}
		for range size {
			b.WriteString("\ts_nop 0\n")
		}
		if i == n-1 {
			b.WriteString("\ts_endpgm\n")
			break
		}
		if size == 0 {
			continue // an empty block falls through
		}
		target := func() int {
			if r.IntN(4) == 0 {
				return r.IntN(i + 1)
			}
			return i + 1 + r.IntN(n-i-1)
		}
		switch r.IntN(6) {
		case 0:
			fmt.Fprintf(&b, "\ts_branch .LBB0_%d\n", target())
		case 1, 2:
			fmt.Fprintf(&b, "\ts_cbranch_execz .LBB0_%d\n", target())
		case 3:
			fmt.Fprintf(&b, "\ts_cbranch_scc1 .LBB0_%d\n", target())
		case 4:
			if r.IntN(3) == 0 {
				b.WriteString("\ts_endpgm\n")
			}
		}
	}
	b.WriteString(".Lfunc_end0:\n\t.size\tgk, .Lfunc_end0-gk\n\t.rodata\n\t.amdhsa_kernel gk\n")
	b.WriteString("\t\t.amdhsa_next_free_vgpr 24\n\t\t.amdhsa_next_free_sgpr 40\n\t.end_amdhsa_kernel\n")
	return b.String()
}

// randomGraphs returns the CFGs of up to count random kernels that Build
// accepts (it rejects the irreducible ones).
func randomGraphs(tb testing.TB, seed uint64, count int) []*Graph {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 0x9e37))
	var gs []*Graph
	for try := 0; len(gs) < count && try < 20*count; try++ {
		src := randomAssembly(r, 2+r.IntN(40))
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
