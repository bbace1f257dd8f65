package staticbound

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

const callSrc = `	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.p2align	2
	.type	f,@function
f:
	v_mov_b32_e32 v0, 1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, f@rel32@lo+4
	s_addc_u32 s5, s5, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
.Lfunc_end1:
	.size	k, .Lfunc_end1-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 40
	.end_amdhsa_kernel
`

// TestCallHandComputed: a kernel of three SALU instructions, a call to a
// device function of one VALU instruction and s_setpc_b64, and s_endpgm.
// Default hardware: every instruction issues in 4 cycles, a taken branch
// costs 16 more, no memory. The path: s_getpc, s_add, s_addc, s_swappc =
// 16; the call's taken branch 16 (32); the callee: v_mov 4 + s_setpc 4 +
// the return's taken branch 16 = 24 (56); s_endpgm 4: 60. Issue demand:
// one visit (4) per instruction, the callee's two included: 7 x 4 = 28.
// The simulator's time on one wavefront is at most the bound.
func TestCallHandComputed(t *testing.T) {
	k, err := kernel.FromText("call.s", []byte(callSrc), kernel.Config{Kernel: "k", Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := Prepare(k.IPG, nil, k.HW, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Path != 60 || m.Demand.Issue != 28 {
		t.Fatalf("path %d (want 60), issue demand %d (want 28)", m.Path, m.Demand.Issue)
	}
	l := &sim.Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}}
	for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
		b, err := m.Bound(LaunchOf(l), 0, mode)
		if err != nil {
			t.Fatal(err)
		}
		res, err := timing.Run(k.Program, l, k.HW, timing.Options{Serial: mode == timing.Serial})
		if err != nil {
			t.Fatal(err)
		}
		if b.Cycles < res.Cycles {
			t.Errorf("%s: static %d < observed %d", mode, b.Cycles, res.Cycles)
		}
		t.Logf("%s: static %d observed %d", mode, b.Cycles, res.Cycles)
	}
}

// TestCallRefusals: a recursive call (its return address saved and
// restored, so only the recursion is refused) and a call whose target is
// not a function of the file known statically get no bound, and the
// refusal names them.
func TestCallRefusals(t *testing.T) {
	recursive := strings.Replace(callSrc, "f:\n\tv_mov_b32_e32 v0, 1\n", "f:\n\ts_mov_b64 s[8:9], s[30:31]\n\ts_getpc_b64 s[6:7]\n\ts_add_u32 s6, s6, f@rel32@lo+4\n\ts_addc_u32 s7, s7, f@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[6:7]\n\ts_mov_b64 s[30:31], s[8:9]\n", 1)
	indirect := strings.Replace(callSrc, "\ts_add_u32 s4, s4, f@rel32@lo+4\n\ts_addc_u32 s5, s5, f@rel32@hi+12\n", "\ts_load_dwordx2 s[4:5], s[6:7], 0x0\n\ts_waitcnt lgkmcnt(0)\n", 1)
	for _, c := range []struct{ name, src, want string }{
		{"recursive", recursive, "recursive call to f at call.s:"},
		{"indirect", indirect, "is not a proven direct call"},
	} {
		if c.src == callSrc {
			t.Fatalf("%s: the test kernel was not rewritten", c.name)
		}
		f, err := asm.Parse("call.s", []byte(c.src), asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		g, err := cfg.BuildFile(f, "k")
		if err != nil {
			t.Fatal(err)
		}
		ig, err := ipg.Build(g, ipg.Thesis)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Prepare(ig, nil, timing.Default(), 0)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want a refusal containing %q, got %v", c.name, c.want, err)
		}
	}
}

// TestCallLoopHandComputed: the callee has a loop of three SALU
// instructions bounded by a flow fact naming its header (max 3). Its
// bound: entry block s_mov 4 + taken branch 16 = 20; loop block (12 + 16)
// x 3 = 84; return block s_setpc 4 + 16 = 20: 124. The kernel's path: 16
// (four SALU/jump issues) + 16 (the call's taken branch) + 124 + s_endpgm
// 4 = 160. The simulator runs the loop 3 times (4 + 3 x 12 + 2 x 16 + 20
// = 92 in the callee): 128 on one wavefront, below the bound. Without the
// fact the callee's loop is refused by name.
func TestCallLoopHandComputed(t *testing.T) {
	src := strings.Replace(callSrc, "f:\n\tv_mov_b32_e32 v0, 1\n", "f:\n\ts_mov_b32 s6, 3\n.LBB0_1:\n\ts_sub_u32 s6, s6, 1\n\ts_cmp_lg_u32 s6, 0\n\ts_cbranch_scc1 .LBB0_1\n", 1)
	if src == callSrc {
		t.Fatal("the test kernel was not rewritten")
	}
	k, err := kernel.FromText("call.s", []byte(src), kernel.Config{Kernel: "k", Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Prepare(k.IPG, nil, k.HW, 0); err == nil || !strings.Contains(err.Error(), "the loop at .LBB0_1") || !strings.Contains(err.Error(), "in device function f has no bound") {
		t.Errorf("without a fact: want a refusal naming the callee's loop, got %v", err)
	}
	facts, err := flowfacts.Parse("f.yaml", []byte("loops:\n  - header: .LBB0_1\n    max: 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Prepare(k.IPG, facts, k.HW, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Path != 160 {
		t.Fatalf("path %d, want 160", m.Path)
	}
	l := &sim.Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}}
	b, err := m.Bound(LaunchOf(l), 0, timing.Parallel)
	if err != nil {
		t.Fatal(err)
	}
	res, err := timing.Run(k.Program, l, k.HW, timing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Cycles != 128 || b.Cycles < res.Cycles {
		t.Errorf("static %d, observed %d (want 128 and static >= observed)", b.Cycles, res.Cycles)
	}
}
