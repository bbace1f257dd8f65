package cfg

import (
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
)

// kernel wraps a function body in the minimum a kernel needs.
func kernel(body string) string {
	return "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.type\tk,@function\nk:\n" + body +
		".Lfunc_end0:\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 4\n\t.end_amdhsa_kernel\n"
}

func build(t *testing.T, src string) *Graph {
	t.Helper()
	f, err := asm.Parse("t.s", []byte(src), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func buildErr(t *testing.T, src string) error {
	t.Helper()
	f, err := asm.Parse("t.s", []byte(src), asm.Options{})
	if err != nil {
		return err
	}
	_, err = BuildFile(f, "")
	return err
}

func blockNames(bs []*Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.Name)
	}
	return strings.Join(s, " ")
}

func edgeList(g *Graph) string {
	var s []string
	for _, e := range g.Edges {
		x := fmt.Sprintf("%s>%s:%s", e.From.Name, e.To.Name, e.Kind)
		if e.Back {
			x += "*"
		}
		s = append(s, x)
	}
	return strings.Join(s, " ")
}

// ifElse is the thesis Fig. 4.4 shape as LLVM prints it for gfx803.
const ifElse = `; %bb.0:
	v_cmp_gt_u32_e32 vcc, 3, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 1
.LBB0_2:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 2
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_endpgm
`

func TestIfElseShape(t *testing.T) {
	g := build(t, kernel(ifElse))
	if got, want := blockNames(g.Blocks), "%bb.0 %bb.1 .LBB0_2 %bb.3 .LBB0_4"; got != want {
		t.Fatalf("blocks %q, want %q", got, want)
	}
	wantEdges := "%bb.0>.LBB0_2:taken %bb.0>%bb.1:not-taken %bb.1>.LBB0_2:fallthrough " +
		".LBB0_2>.LBB0_4:taken .LBB0_2>%bb.3:not-taken %bb.3>.LBB0_4:fallthrough"
	if got := edgeList(g); got != wantEdges {
		t.Errorf("edges\n got %s\nwant %s", got, wantEdges)
	}
	if len(g.Branches) != 2 {
		t.Fatalf("%d branches, want 2", len(g.Branches))
	}
	for _, br := range g.Branches {
		if br.Class != ExecSkip {
			t.Errorf("%s: class %s, want exec-skip", br.Block.Name, br.Class)
		}
		// Both branches reconverge where EXEC is restored, not at the flow block.
		if br.Join == nil || br.Join.Name != ".LBB0_4" {
			t.Errorf("%s: join %v, want .LBB0_4", br.Block.Name, br.Join)
		}
	}
	if ip := g.Ipdom(g.Blocks[0]); ip.Name != ".LBB0_2" {
		t.Errorf("ipdom(%%bb.0) = %s, want the flow block .LBB0_2", ip.Name)
	}
	if blockNames(g.Exits) != ".LBB0_4" || len(g.Loops) != 0 {
		t.Errorf("exits %q loops %d", blockNames(g.Exits), len(g.Loops))
	}
	if got := g.Blocks[0].Bytes(); got != 16 {
		t.Errorf("entry bytes %d, want 16", got)
	}
}

func TestNestedLoops(t *testing.T) {
	src := kernel(`; %bb.0:
	s_mov_b32 s0, 0
.LBB0_1:                                ; =>This Loop Header: Depth=1
	s_mov_b32 s1, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=2
	s_add_u32 s1, s1, 1
	s_cmp_lt_u32 s1, 8
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	s_add_u32 s0, s0, 1
	s_cmp_lt_u32 s0, 4
	s_cbranch_scc1 .LBB0_1
; %bb.4:
	s_endpgm
`)
	g := build(t, src)
	if len(g.Loops) != 2 {
		t.Fatalf("%d loops, want 2", len(g.Loops))
	}
	outer, inner := g.Loops[0], g.Loops[1]
	if outer.Header.Name != ".LBB0_1" || outer.Depth != 1 || inner.Header.Name != ".LBB0_2" || inner.Depth != 2 || inner.Parent != outer {
		t.Fatalf("loops: outer %s/%d inner %s/%d parent %v", outer.Header.Name, outer.Depth, inner.Header.Name, inner.Depth, inner.Parent)
	}
	if got := blockNames(outer.Blocks); got != ".LBB0_1 .LBB0_2 %bb.3" {
		t.Errorf("outer blocks %q", got)
	}
	if got := blockNames(inner.Latches); got != ".LBB0_2" {
		t.Errorf("inner latches %q", got)
	}
	if len(inner.Exits) != 1 || inner.Exits[0].To.Name != "%bb.3" || len(outer.Exits) != 1 || outer.Exits[0].To.Name != "%bb.4" {
		t.Errorf("exits inner %v outer %v", inner.Exits, outer.Exits)
	}
	for _, br := range g.Branches {
		if br.Class != Uniform || !br.LoopBack {
			t.Errorf("%s: class %s loopback %v, want uniform back edge", br.Block.Name, br.Class, br.LoopBack)
		}
	}
	if ms := g.LoopCommentMismatches(); len(ms) != 0 {
		t.Errorf("loop comment mismatches %v", ms)
	}
	// A wrong depth in LLVM's comment is reported.
	g = build(t, strings.Replace(src, "Inner Loop Header: Depth=2", "Inner Loop Header: Depth=3", 1))
	if ms := g.LoopCommentMismatches(); len(ms) != 1 || !strings.Contains(ms[0].Msg, "loop at .LBB0_2 has depth 2, LLVM says 3") {
		t.Errorf("mismatches %v, want the inner loop's depth", ms)
	}
	g = build(t, src)
	if g.Blocks[2].LoopDepth() != 2 || g.Blocks[3].LoopDepth() != 1 || g.Blocks[4].LoopDepth() != 0 {
		t.Errorf("loop depths %d %d %d", g.Blocks[2].LoopDepth(), g.Blocks[3].LoopDepth(), g.Blocks[4].LoopDepth())
	}
}

func TestDivergentLoopJoin(t *testing.T) {
	src := kernel(`; %bb.0:
	s_mov_b64 s[4:5], 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, vcc, 1, v1
	v_cmp_ge_u32_e32 vcc, v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
`)
	g := build(t, src)
	br := g.BranchOf(g.Block(".LBB0_1"))
	if br == nil || br.Class != ExecSkip || !br.LoopBack || br.Join == nil || br.Join.Name != "%bb.2" {
		t.Fatalf("divergent loop exit branch %+v", br)
	}
}

func TestSplitMarking(t *testing.T) {
	mark := "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\n"
	unmark := "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0\n"
	marked := strings.Replace(ifElse, "\tv_cmp_gt_u32_e32", mark+"\tv_cmp_gt_u32_e32", 1)
	marked = strings.Replace(marked, ".LBB0_4:\n", ".LBB0_4:\n"+unmark, 1)
	g := build(t, kernel(marked))
	for _, br := range g.Branches {
		if br.Split != SplitOn {
			t.Errorf("%s: split %s, want on", br.Block.Name, br.Split)
		}
	}
	if s := g.Block(".LBB0_4").Split; s != SplitOn {
		t.Errorf("join entry state %s, want on (cleared inside it)", s)
	}
	if len(g.Warnings) != 0 {
		t.Errorf("warnings %v", g.Warnings)
	}

	// Rounding/denormal setreg (MODE bits 0-7) and other hardware registers
	// must not count as split marking.
	other := strings.Replace(ifElse, "\tv_cmp_gt_u32_e32", "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3\n\ts_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 21, 1), 1\n\tv_cmp_gt_u32_e32", 1)
	g = build(t, kernel(other))
	for _, br := range g.Branches {
		if br.Split != SplitOff {
			t.Errorf("denorm setreg: %s split %s, want off", br.Block.Name, br.Split)
		}
	}
	// A whole-register write with bit 21 set marks too (hwreg(1) is HW_REG_MODE).
	whole := strings.Replace(ifElse, "\tv_cmp_gt_u32_e32", "\ts_setreg_imm32_b32 hwreg(1), 0x2000f0\n\tv_cmp_gt_u32_e32", 1)
	g = build(t, kernel(whole))
	if g.Branches[0].Split != SplitOn {
		t.Errorf("whole MODE write with bit 21: split %s, want on", g.Branches[0].Split)
	}
}

func TestSplitMarkingMixedAndEmptyRegion(t *testing.T) {
	// The bit is set only inside the then-block, so the second branch is reached
	// marked on one path and unmarked on the other.
	mixed := strings.Replace(ifElse, "\tv_mov_b32_e32 v1, 1\n", "\tv_mov_b32_e32 v1, 1\n\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\n", 1)
	g := build(t, kernel(mixed))
	if s := g.Branches[1].Split; s != SplitMixed {
		t.Errorf("second branch split %s, want mixed", s)
	}
	found := false
	for _, w := range g.Warnings {
		found = found || strings.Contains(w.Msg, "differs between the paths")
	}
	if !found {
		t.Errorf("no mixed-marking warning in %v", g.Warnings)
	}

	// A marked region with straight-line EXEC code and no skip branch.
	src := kernel(`; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_cmp_gt_u32_e32 vcc, 3, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	s_endpgm
`)
	g = build(t, src)
	if len(g.Warnings) != 1 || !strings.Contains(g.Warnings[0].Msg, "amdgpu-skip-threshold=0") || g.Warnings[0].Pos.Line != 5 {
		t.Errorf("warnings %v, want one at line 5 about the missing skip branch", g.Warnings)
	}
}

func TestBuildErrors(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"unknown label", "\ts_branch .LBB0_9\n", `t.s:4:2: s_branch jumps to unknown label ".LBB0_9"`},
		{"falls off", "\tv_mov_b32_e32 v0, 1\n", "t.s:4:2: control falls off the end of k after block bb@0"},
		{"cbranch last", "\ts_cbranch_scc1 .LBB0_1\n.LBB0_1:\n", "falls off the end of k after block .LBB0_1"},
		{"indirect jump", "\ts_setpc_b64 s[0:1]\n", `t.s:4:2: indirect jump "s_setpc_b64 s[0:1]" in kernel k is not supported`},
		{"fork", "\ts_cbranch_join s0\n\ts_endpgm\n", "s_cbranch_join (GCN fork/join stack) is not supported"},
		{"irreducible", `	s_cbranch_scc0 .LBB0_2
.LBB0_1:
	s_nop 0
	s_cbranch_scc1 .LBB0_3
.LBB0_2:
	s_nop 0
	s_branch .LBB0_1
.LBB0_3:
	s_endpgm
`, "irreducible control flow in k"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := buildErr(t, kernel(tc.body))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// naiveDominators computes dominator sets by the textbook iteration, as an
// independent check of the gonum-based result.
func naiveDominators(g *Graph, reverse bool) [][]bool {
	n := len(g.Blocks)
	dom := make([][]bool, n)
	var roots []int
	if reverse {
		for _, b := range g.Exits {
			roots = append(roots, b.ID)
		}
	} else {
		roots = []int{0}
	}
	isRoot := map[int]bool{}
	for _, r := range roots {
		isRoot[r] = true
	}
	for i := range dom {
		dom[i] = make([]bool, n)
		for j := range dom[i] {
			dom[i][j] = !isRoot[i] || i == j
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range g.Blocks {
			if isRoot[b.ID] {
				continue
			}
			edges := b.Preds
			if reverse {
				edges = b.Succs
			}
			next := make([]bool, n)
			first := true
			for _, e := range edges {
				o := e.From
				if reverse {
					o = e.To
				}
				for j := range next {
					if first {
						next[j] = dom[o.ID][j]
					} else {
						next[j] = next[j] && dom[o.ID][j]
					}
				}
				first = false
			}
			next[b.ID] = true
			for j := range next {
				if next[j] != dom[b.ID][j] {
					dom[b.ID] = next
					changed = true
					break
				}
			}
		}
	}
	return dom
}

func TestDominatorsAgainstNaive(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			g := exampleGraph(t, name)
			if len(g.Blocks) > 300 {
				t.Skip("naive check is quadratic; large kernels are covered by the smaller ones")
			}
			dom := naiveDominators(g, false)
			pdom := naiveDominators(g, true)
			for _, a := range g.Blocks {
				for _, b := range g.Blocks {
					if got := g.Dominates(a, b); got != dom[b.ID][a.ID] {
						t.Fatalf("Dominates(%s, %s) = %v, naive %v", a.Name, b.Name, got, dom[b.ID][a.ID])
					}
					if len(g.Exits) == 1 { // with several exits the virtual exit changes the sets
						if got := g.PostDominates(a, b); got != pdom[b.ID][a.ID] {
							t.Fatalf("PostDominates(%s, %s) = %v, naive %v", a.Name, b.Name, got, pdom[b.ID][a.ID])
						}
					}
				}
			}
		})
	}
}

func exampleGraph(t *testing.T, name string) *Graph {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestExamplesInvariants checks every example against LLVM's own comments and
// structural facts that must hold for compiler output.
func TestExamplesInvariants(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			g := exampleGraph(t, name)
			if ms := g.LoopCommentMismatches(); len(ms) != 0 {
				t.Errorf("loop comments disagree: %v", ms)
			}
			for _, br := range g.Branches {
				if br.Class == ExecSkip && br.Join == nil {
					t.Errorf("exec-skip branch in %s has no join", br.Block.Name)
				}
				if br.Join != nil && !g.PostDominates(br.Join, br.Block) {
					t.Errorf("join %s does not post-dominate %s", br.Join.Name, br.Block.Name)
				}
				// In LLVM output every reconvergence point ORs a saved mask back
				// into EXEC, unless it only ends the kernel (LLVM drops the restore
				// before s_endpgm); otherwise the ipdom fallback fired.
				if br.Class == ExecSkip && br.Join != nil && !hasExecRestore(br.Join) && !isExit(g, br.Join) {
					t.Errorf("join %s of %s restores no EXEC mask", br.Join.Name, br.Block.Name)
				}
			}
			n := 0
			for _, b := range g.Blocks {
				n += len(b.Instrs)
			}
			if n != len(g.Func.Instrs) {
				t.Errorf("blocks hold %d instructions, function has %d", n, len(g.Func.Instrs))
			}
			marked := strings.HasSuffix(name, "_split")
			for _, br := range g.Branches {
				if !marked && br.Split != SplitOff {
					t.Errorf("unmarked example: %s split %s", br.Block.Name, br.Split)
				}
			}
			if marked && countSplit(g) == 0 {
				t.Errorf("split-marked example has no marked exec-skip branch")
			}
		})
	}
}

func countSplit(g *Graph) int {
	n := 0
	for _, br := range g.Branches {
		if br.Class == ExecSkip && br.Split == SplitOn {
			n++
		}
	}
	return n
}

// TestHandReviewed pins the CFG facts of examples (a) ifelse, (b) nested and
// (d) divloop that were checked by hand against their HIP source.
func TestHandReviewed(t *testing.T) {
	type want struct {
		blocks, edges, loops, execSkip, uniform int
		joins                                   map[string]string // branch block → join
	}
	cases := map[string]want{
		// if (v < 3) {...} else {...}: entry branch skips to the else flow block,
		// the flow block skips the else body; both reconverge at the last block.
		"ifelse": {5, 6, 0, 2, 0, map[string]string{"%bb.0": ".LBB0_4", ".LBB0_2": ".LBB0_4"}},
		// guard skips the whole loop; the loop's divergent exit is s_cbranch_execnz
		// back to the header, reconverging in %bb.3 (s_or_b64 exec, exec, s[6:7]).
		"divloop": {5, 6, 1, 2, 0, map[string]string{"%bb.0": ".LBB0_4", ".LBB0_2": "%bb.3"}},
	}
	for name, w := range cases {
		g := exampleGraph(t, name)
		ex, un := 0, 0
		for _, br := range g.Branches {
			if br.Class == ExecSkip {
				ex++
			} else {
				un++
			}
			if j, ok := w.joins[br.Block.Name]; ok && (br.Join == nil || br.Join.Name != j) {
				t.Errorf("%s: join of %s = %v, want %s", name, br.Block.Name, br.Join, j)
			}
		}
		if len(g.Blocks) != w.blocks || len(g.Edges) != w.edges || len(g.Loops) != w.loops || ex != w.execSkip || un != w.uniform {
			t.Errorf("%s: blocks %d edges %d loops %d exec-skip %d uniform %d; want %+v", name, len(g.Blocks), len(g.Edges), len(g.Loops), ex, un, w)
		}
	}
	// nested: three levels of divergence, five exec-skip branches, no loops.
	// The outer if/else moves its saved mask from s[2:3] to s[10:11] in the
	// flow block .LBB0_2, so both outer branches join at .LBB0_10; the inner
	// if/else (lane == 0) joins at .LBB0_9 and the innermost if at .LBB0_6.
	g := exampleGraph(t, "nested")
	if len(g.Blocks) != 11 || len(g.Loops) != 0 || len(g.Branches) != 5 {
		t.Errorf("nested: %d blocks %d loops %d branches", len(g.Blocks), len(g.Loops), len(g.Branches))
	}
	wantJoins := map[string]string{"%bb.0": ".LBB0_10", ".LBB0_2": ".LBB0_10", "%bb.3": ".LBB0_9", "%bb.4": ".LBB0_6", ".LBB0_7": ".LBB0_9"}
	for _, br := range g.Branches {
		if br.Join == nil || br.Join.Name != wantJoins[br.Block.Name] {
			t.Errorf("nested: join of %s = %v, want %s", br.Block.Name, br.Join, wantJoins[br.Block.Name])
		}
	}
	// synthetic_split: 6 levels of nesting → 63 if/else = 126 marked skip branches.
	g = exampleGraph(t, "synthetic_split")
	if n := countSplit(g); n != 126 {
		t.Errorf("synthetic_split: %d marked exec-skip branches, want 126", n)
	}
}

func hasExecRestore(b *Block) bool {
	for _, in := range b.Instrs {
		if (in.Op == "s_or_b64" || in.Op == "s_or_b32") && len(in.Operands) == 3 && isExec(in.Operands[0]) {
			return true
		}
	}
	return false
}

func isExit(g *Graph, b *Block) bool {
	for _, x := range g.Exits {
		if x == b {
			return true
		}
	}
	return false
}
