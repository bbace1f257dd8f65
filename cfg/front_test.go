package cfg

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

func buildSrc(t *testing.T, src string) *Graph {
	t.Helper()
	f, err := asm.Parse("k.s", []byte(src), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := Build(f.Functions[0], f.Arch)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const endlessHead = "\t.text\n\t.type k,@function\nk:\n"

// A loop no exit is reachable from is in Endless, with a warning, and
// CheckTermination turns it into an error naming the header and lines.
func TestEndlessLoop(t *testing.T) {
	// Lines: 4 s_cmp, 5 s_cbranch, 6 .LBB0_1, 7 v_mov, 8 s_branch, 9 .LBB0_2, 10 s_endpgm.
	g := buildSrc(t, endlessHead+"\ts_cmp_eq_u32 s0, 0\n\ts_cbranch_scc1 .LBB0_2\n.LBB0_1:\n\tv_mov_b32_e32 v0, 1\n\ts_branch .LBB0_1\n.LBB0_2:\n\ts_endpgm\n")
	if len(g.Endless) != 1 || g.Endless[0].Header.Name != ".LBB0_1" {
		t.Fatalf("Endless = %v, want the loop at .LBB0_1", g.Endless)
	}
	// k has no descriptor: a device function, whose exits also include s_setpc_b64.
	want := "loop at .LBB0_1 (lines 6-8) has no path to an exit (s_endpgm or s_setpc_b64): a wavefront that enters it can never finish, so no finite bound exists"
	found := false
	for _, w := range g.Warnings {
		found = found || w.Msg == want && w.Pos.Line == 6
	}
	if !found {
		t.Errorf("warnings %v lack %q at line 6", g.Warnings, want)
	}
	err := g.CheckTermination()
	if err == nil || err.Error() != "k.s:6:1: k: "+want {
		t.Errorf("CheckTermination = %v", err)
	}

	// A block that branches to itself, in an outer loop that does exit: only
	// the self-loop is reported.
	g = buildSrc(t, endlessHead+".LBB0_1:\n\ts_cmp_eq_u32 s0, 0\n\ts_cbranch_scc1 .LBB0_3\n.LBB0_2:\n\ts_branch .LBB0_2\n.LBB0_3:\n\ts_add_u32 s0, s0, 1\n\ts_cmp_lt_u32 s0, 9\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n")
	if len(g.Endless) != 1 || g.Endless[0].Header.Name != ".LBB0_2" || len(g.Endless[0].Blocks) != 1 {
		t.Fatalf("Endless = %v, want the self-loop .LBB0_2", g.Endless)
	}
	if first, last := LoopLines(g.Endless[0]); first != 7 || last != 8 {
		t.Errorf("LoopLines = %d-%d, want 7-8", first, last)
	}

	// An endless outer loop is reported once, not once per nested loop.
	g = buildSrc(t, endlessHead+".LBB0_1:\n\ts_mov_b32 s1, 0\n.LBB0_2:\n\ts_add_u32 s1, s1, 1\n\ts_cmp_lt_u32 s1, 4\n\ts_cbranch_scc1 .LBB0_2\n\ts_branch .LBB0_1\n")
	if len(g.Endless) != 1 || g.Endless[0].Header.Name != ".LBB0_1" || len(g.Loops) != 2 {
		t.Errorf("Endless = %v (loops %v), want only the outer loop", g.Endless, g.Loops)
	}

	// Every example-shaped loop that exits: nothing reported.
	g = buildSrc(t, endlessHead+".LBB0_1:\n\ts_add_u32 s1, s1, 1\n\ts_cmp_lt_u32 s1, 4\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n")
	if len(g.Endless) != 0 || g.CheckTermination() != nil {
		t.Errorf("Endless = %v for a loop that exits", g.Endless)
	}
}

// LLVM's loop comments in every form agree with our loops on nested
// loops for gfx803, gfx900 and gfx1030: no false "LLVM's comments do not
// mark" warnings.
func TestNestedLoopComments(t *testing.T) {
	for _, arch := range []string{"gfx803", "gfx900", "gfx1030"} {
		f, err := asm.ParseFile("asm/testdata/loops/nested_"+arch+".s", asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		g, err := BuildFile(f, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Loops) != 3 {
			t.Errorf("%s: %d loops, want 3", arch, len(g.Loops))
		}
		for _, l := range g.Loops {
			if l.Header.LLVMLoopHeaderDepth != l.Depth {
				t.Errorf("%s: loop at %s: depth %d, LLVM's comment %d", arch, l.Header.Name, l.Depth, l.Header.LLVMLoopHeaderDepth)
			}
		}
		if m := g.LoopCommentMismatches(); len(m) != 0 {
			t.Errorf("%s: mismatches %v", arch, m)
		}
		for _, w := range g.Warnings {
			if strings.Contains(w.Msg, "LLVM") {
				t.Errorf("%s: warning %s", arch, w)
			}
		}
	}
}
