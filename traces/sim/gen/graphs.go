package gen

// Kernels for tests and benchmarks of graph building (cfg, ipg): large
// layered kernels and random unstructured control flow.

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Layered is a generated kernel of n copies of a 41-block unit that
// mixes what real kernels have: if/else, divergent loops, an if inside a loop
// inside an if, and runs of plain if/else (for benchmarks of graph building:
// n = 100 gives 4,101 blocks, 400 gives 16,401). Its dominator tree is as
// deep as the kernel is long, which made idom-chain walks quadratic.
func Layered(n int) *Kernel {
	k := &Kernel{Size: 64}
	for i := range n {
		k.Body = append(k.Body, layeredUnit(i)...)
	}
	return k
}

func layeredUnit(i int) []Stmt {
	op := []Stmt{Op{Kind: i % 4, K: 3, C: 1}}
	ife := func(then, els []Stmt) If {
		return If{Cond: Cond{Kind: 0, M: 1 << (i % 6)}, Then: then, Else: els}
	}
	loop := func(body []Stmt) Loop { return Loop{M: 3, K: 1, Body: body} }
	return []Stmt{
		ife([]Stmt{loop([]Stmt{ife(op, op)})}, []Stmt{ife(op, op)}),
		loop([]Stmt{ife(op, []Stmt{loop(op)})}),
		ife(op, op), ife(op, op), ife(op, op), ife(op, op),
	}
}

// RandomCFGAssembly is a kernel of up to n blocks with random control flow:
// each label holds zero to two instructions (none: it names the next block
// too) and ends by falling through, jumping, branching on EXEC or SCC, or
// ending the kernel; targets are mostly later blocks, sometimes earlier ones
// (loops, and now and then irreducible cycles, which Build rejects). Unlike
// gen's structured kernels it has several exits, loops with several latches
// and unreachable code.
func RandomCFGAssembly(r *rand.Rand, n int) string {
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
