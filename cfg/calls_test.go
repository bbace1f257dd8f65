package cfg

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// funcGraph parses body as the function f of a gfx803 file and builds its CFG.
func funcGraph(t *testing.T, body string) *Graph {
	t.Helper()
	src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.text\n\t.type f,@function\nf:\n" + body + ".Lfunc_end0:\n\t.size f, .Lfunc_end0-f\n"
	file, err := asm.Parse("f.s", []byte(src), asm.Options{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	g, err := Build(file.Function("f"), file.Arch)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const callSeq = "\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, g@rel32@lo+4\n\ts_addc_u32 s5, s5, g@rel32@hi+12\n"

// TestCallTargets: a call is direct only for LLVM's proven sequence.
func TestCallTargets(t *testing.T) {
	for _, c := range []struct{ body, callee, why string }{
		{callSeq + "\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "g", ""},
		{callSeq + "\tv_mov_b32_e32 v0, s4\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "g", ""},
		{callSeq + "\ts_swappc_b64 s[30:31], s[8:9]\n\ts_endpgm\n", "", "no s_getpc_b64/s_add_u32/s_addc_u32 sequence"},
		{callSeq + "\ts_mov_b32 s5, 0\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "", `last written by "s_mov_b32 s5, 0"`},
		{"\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, g@rel32@lo+4\n\ts_addc_u32 s5, s5, h@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "", "its low half names g"},
		{"\ts_getpc_b64 s[4:5]\n\ts_nop 0\n\ts_add_u32 s4, s4, g@rel32@lo+4\n\ts_addc_u32 s5, s5, g@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "", "not by the sequence"},
		{"\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, g@rel32@lo+8\n\ts_addc_u32 s5, s5, g@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "", "not by the sequence"},
		{"\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n", "", "no s_getpc_b64"},
	} {
		g := funcGraph(t, c.body)
		if len(g.Calls) != 1 {
			t.Fatalf("%q: %d calls", c.body, len(g.Calls))
		}
		call := g.Calls[0]
		if call.Callee != c.callee || !strings.Contains(call.Indirect, c.why) || (c.why == "") != (call.Indirect == "") {
			t.Errorf("%q: callee %q, indirect %q; want %q, %q", c.body, call.Callee, call.Indirect, c.callee, c.why)
		}
	}
}

// TestCheckReturn: a callee returns through the call's pair while it
// holds the return address, also after a nested call that LLVM's lane
// save and restore brackets.
func TestCheckReturn(t *testing.T) {
	nested := "\tv_writelane_b32 v40, s30, 0\n\tv_writelane_b32 v40, s31, 1\n" + callSeq + "\ts_swappc_b64 s[30:31], s[4:5]\n"
	restore := "\tv_readlane_b32 s30, v40, 0\n\tv_readlane_b32 s31, v40, 1\n"
	ret := "\ts_setpc_b64 s[30:31]\n"
	for _, c := range []struct{ body, want string }{
		{"\tv_mov_b32_e32 v0, 1\n" + ret, ""},
		{nested + restore + ret, ""},
		{"\ts_mov_b64 s[34:35], s[30:31]\n" + callSeq + "\ts_swappc_b64 s[30:31], s[4:5]\n\ts_mov_b64 s[30:31], s[34:35]\n" + ret, ""},
		{"\ts_setpc_b64 s[40:41]\n", "returns through s[40:41]"},
		{nested + ret, "overwrites the return address"},
		{nested + "\tv_readlane_b32 s30, v40, 0\n" + ret, "overwrites the return address"},
		{nested + "\tv_readlane_b32 s30, v40, 1\n\tv_readlane_b32 s31, v40, 0\n" + ret, "overwrites the return address"},
		{nested + "\tv_mov_b32_e32 v40, 0\n" + restore + ret, "overwrites the return address"},
		{"\ts_mov_b64 s[34:35], s[30:31]\n\ts_mov_b32 s35, 0\n" + callSeq + "\ts_swappc_b64 s[30:31], s[4:5]\n\ts_mov_b64 s[30:31], s[34:35]\n" + ret, "overwrites the return address"},
		// One path restores, the other does not.
		{nested + "\ts_cbranch_scc1 .L1\n" + restore + ".L1:\n" + ret, "overwrites the return address"},
		{"\ts_mov_b32 s31, 0\n" + ret, `"s_mov_b32 s31, 0"`},
	} {
		g := funcGraph(t, c.body)
		err := g.CheckReturn(asm.Operand{Kind: asm.OpReg, File: asm.SGPR, Lo: 30, Hi: 31, Text: "s[30:31]"})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.body, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: %v, want %q", c.body, err, c.want)
		}
	}
}
