package kernel

import (
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
)

// TestProbeOnRelocatedInstruction: an IPT on an instruction whose
// relocated operand the simulator resolved (a copy of the parsed
// instruction) still maps to its PC.
func TestProbeOnRelocatedInstruction(t *testing.T) {
	src := `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.globl	k
	.type	k,@function
k:
	s_getpc_b64 s[0:1]
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_1
; %bb.1:
	s_nop 0
.LBB0_1:
	s_add_u32 s0, s0, tab@rel32@lo+4
	s_addc_u32 s1, s1, tab@rel32@hi+12
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.data
tab:
	.long 1
	.rodata
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
`
	k, err := FromText("reloc.s", []byte(src), Config{Simulate: true, Placement: ipg.Blocks})
	if err != nil {
		t.Fatal(err)
	}
	const pc = 4 // s_add_u32, first instruction of .LBB0_1
	ipt, ok := k.Probes[pc]
	if !ok || ipt.Instr() != k.Fn.Instrs[pc] {
		t.Fatalf("no IPT at PC %d (probes %v)", pc, k.Probes)
	}
	if k.Program.Instrs[pc].Instruction == k.Fn.Instrs[pc] {
		t.Error("the relocated instruction was not resolved into a copy")
	}
}

// TestDecodedOnce: the simulator program of a loaded kernel is the one the
// instruction check decoded (one decode per kernel), and a kernel loaded
// for a command that does not simulate is not decoded.
func TestDecodedOnce(t *testing.T) {
	k, err := Example("noinline_split", Config{Simulate: true}) // a kernel with calls: its callees are decoded too
	if err != nil {
		t.Fatal(err)
	}
	if !k.decoded.Done || k.Program == nil || k.Program != k.decoded.Program {
		t.Errorf("program %p, the check's %p (done %v)", k.Program, k.decoded.Program, k.decoded.Done)
	}
	// The commands that do not simulate decode nothing (gfx803 has an
	// operand table).
	for _, c := range []Config{{CFGOnly: true}, {}} {
		k, err := Example("noinline_split", c)
		if err != nil {
			t.Fatal(err)
		}
		if k.decoded.Done || k.decoded.Program != nil || k.Program != nil {
			t.Errorf("%+v: decoded (done %v, program %p)", c, k.decoded.Done, k.Program)
		}
	}
}
