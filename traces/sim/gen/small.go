package gen

// Small structured kernels for the property tests of the integer program
// (ipet: IPET optimum = brute-force longest path), which need graphs of a
// dozen blocks: uniform branches and loops, exec-skip regions, a loop
// header at the kernel entry.

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// kernelGen writes random structured GCN kernels the way LLVM lays them out:
// exec-skip if/then and if/else regions (s_and_saveexec_b64 +
// s_cbranch_execz, joined by s_or_b64 exec), uniform if/then
// (s_cbranch_scc1 over the body) and uniform do-while loops closed by
// s_cbranch_scc1 back to the header, nested up to three deep.
type kernelGen struct {
	r      *rand.Rand
	b      strings.Builder
	label  int // next label number
	blocks int // blocks emitted so far (an estimate, checked on the CFG)
	budget int
}

func (g *kernelGen) newLabel() string {
	g.label++
	return fmt.Sprintf(".LBB0_%d", g.label)
}

func (g *kernelGen) line(format string, args ...any) {
	fmt.Fprintf(&g.b, "\t"+format+"\n", args...)
}

// newBlock starts a label-less fall-through block after a branch.
func (g *kernelGen) newBlock() {
	g.label++
	fmt.Fprintf(&g.b, "; %%bb.%d:\n", g.label)
	g.blocks++
}

func (g *kernelGen) labelBlock(l string) {
	fmt.Fprintf(&g.b, "%s:\n", l)
	g.blocks++
}

func (g *kernelGen) straight() {
	for i := g.r.Intn(2); i >= 0; i-- {
		g.line("v_add_u32_e32 v1, vcc, %d, v1", g.r.Intn(9)+1)
	}
}

// seq emits 1-3 constructs at nesting depth d.
func (g *kernelGen) seq(d int, first bool) {
	n := 1 + g.r.Intn(3)
	for i := 0; i < n; i++ {
		g.construct(d, first && i == 0)
	}
}

func (g *kernelGen) construct(d int, first bool) {
	k := g.r.Intn(5)
	if d >= 3 || g.blocks >= g.budget {
		k = 0
	}
	save := fmt.Sprintf("s[%d:%d]", 2+2*d, 3+2*d)
	switch k {
	case 0:
		g.straight()
	case 1: // exec-skip if/then
		join := g.newLabel()
		g.line("v_cmp_gt_u32_e32 vcc, %d, v0", g.r.Intn(isa.MaxLanes))
		g.line("s_and_saveexec_b64 %s, vcc", save)
		g.line("s_cbranch_execz %s", join)
		g.newBlock()
		g.straight()
		g.seq(d+1, false)
		g.labelBlock(join)
		g.line("s_or_b64 exec, exec, %s", save)
	case 2: // exec-skip if/else
		flow, join := g.newLabel(), g.newLabel()
		g.line("v_cmp_lt_u32_e32 vcc, %d, v0", g.r.Intn(isa.MaxLanes))
		g.line("s_and_saveexec_b64 %s, vcc", save)
		g.line("s_xor_b64 %s, exec, %s", save, save)
		g.line("s_cbranch_execz %s", flow)
		g.newBlock()
		g.straight()
		g.seq(d+1, false)
		g.labelBlock(flow)
		g.line("s_or_saveexec_b64 %s, %s", save, save)
		g.line("s_xor_b64 exec, exec, %s", save)
		g.line("s_cbranch_execz %s", join)
		g.newBlock()
		g.straight()
		g.seq(d+1, false)
		g.labelBlock(join)
		g.line("s_or_b64 exec, exec, %s", save)
	case 3: // uniform if/then
		skip := g.newLabel()
		g.line("s_cmp_eq_u32 s%d, 0", 30+d)
		g.line("s_cbranch_scc1 %s", skip)
		g.newBlock()
		g.straight()
		g.seq(d+1, false)
		g.labelBlock(skip)
		g.straight()
	case 4: // uniform do-while loop
		ctr := 20 + d
		if !first || g.r.Intn(2) == 0 {
			g.line("s_mov_b32 s%d, 0", ctr) // else the kernel starts with the loop header
		}
		hdr := g.newLabel()
		g.labelBlock(hdr)
		g.straight()
		g.seq(d+1, false)
		g.line("s_add_u32 s%d, s%d, 1", ctr, ctr)
		g.line("s_cmp_lt_u32 s%d, 4", ctr)
		g.line("s_cbranch_scc1 %s", hdr)
		g.newBlock()
		g.straight()
	}
}

// SmallStructuredAssembly is a kernel of at most about maxBlocks blocks
// (the caller checks the CFG) with the structured control flow of
// kernelGen, uniform branches and loops included, for the property tests
// of the integer program (ipet), whose brute-force reference needs small
// graphs. It draws from r (math/rand: the tests' seeds keep their cases).
func SmallStructuredAssembly(r *rand.Rand, maxBlocks int) string {
	g := &kernelGen{r: r, budget: maxBlocks - 3, blocks: 1}
	g.seq(0, true)
	g.line("s_endpgm")
	return "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.type\tk,@function\nk:\n" + g.b.String() +
		".Lfunc_end0:\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 4\n\t.end_amdhsa_kernel\n"
}
