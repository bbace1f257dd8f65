package asm

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// structSrc is a hand-written file with a device function and a kernel that
// exercises labels, block markers, loop-header comments, `.loc`/`.file`,
// inline assembly and `.p2align` padding.
const structSrc = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.file	0 "/home/u/src" "kernel.hip" md5 0x0123456789abcdef0123456789abcdef
	.file	1 "/usr/include/hip/amd_detail" "amd_hip_runtime.h"
	.file	2 "lib/inc.h"
	.p2align	2
	.type	helper,@function
helper:                                 ; @helper
.Lfunc_begin0:
; %bb.0:
	.p2align	2
	.loc	0 5 3 prologue_end              ; kernel.hip:5:3
	v_mov_b32_e32 v0, 0x12345
	.loc	2 7 1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
; codeLenInByte = 12
	.globl	k
	.p2align	8
	.type	k,@function
k:                                      ; @k
; %bb.0:                                ; %entry
	.loc	0 10 0
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	1 268 12 is_stmt 0
	s_mov_b32 s2, 0
	.loc	0 0 11
	s_mov_b32 s3, 0x1234
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 12 5 is_stmt 1
	s_add_u32 s2, s2, 1
	;;#ASMSTART
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	s_nop 0
	;;#ASMEND
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
.LBB1_3:                                ; =>This Inner Loop Header: Depth=2
	s_cmp_lt_u32 s2, 10
	s_cbranch_scc1 .LBB1_3
; %bb.4:                                ; =>This Inner Loop Header: Depth=3
	s_cbranch_scc0 .LBB1_1
.LBB1_5:                                ; %exit
	.p2align	6
	s_endpgm
.Lfunc_end1:
	.size	k, .Lfunc_end1-k
; codeLenInByte = 56
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 0x10
	.end_amdhsa_kernel
	.text
`

// lineOf returns the 1-based number of the first line of src containing s.
func lineOf(t testing.TB, src, s string) int {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	t.Fatalf("%q not in source", s)
	return 0
}

// itemString renders an item compactly for comparisons.
func itemString(it Item) string {
	switch x := it.(type) {
	case *Label:
		return fmt.Sprintf("label %s depth=%d comment=%q", x.Name, x.LoopHeaderDepth, x.Comment)
	case *BlockMark:
		return fmt.Sprintf("mark %s depth=%d", x.Name, x.LoopHeaderDepth)
	case *Instruction:
		return fmt.Sprintf("instr %s", x.Mnemonic)
	}
	return fmt.Sprintf("%T", it)
}

func TestStructure(t *testing.T) {
	f, err := Parse("s.s", []byte(structSrc), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "s.s" || f.Target != "amdgcn-amd-amdhsa--gfx803" || f.Arch != gfx803 {
		t.Errorf("file %q target %q arch %+v", f.Name, f.Target, f.Arch)
	}
	if len(f.Functions) != 2 {
		t.Fatalf("%d functions, want 2", len(f.Functions))
	}
	helper, k := f.Functions[0], f.Functions[1]

	t.Run("functions", func(t *testing.T) {
		if helper.Name != "helper" || helper.IsKernel || helper.Descriptor != nil || helper.Meta != nil {
			t.Errorf("helper: %+v", helper)
		}
		if k.Name != "k" || !k.IsKernel || k.Descriptor == nil {
			t.Errorf("k: %+v", k)
		}
		if ks := f.Kernels(); len(ks) != 1 || ks[0] != k {
			t.Errorf("Kernels() = %v", ks)
		}
		if f.Function("nope") != nil {
			t.Error("Function(nope) found something")
		}
		if want := (Pos{"s.s", lineOf(t, structSrc, "helper:"), 1}); helper.Pos != want {
			t.Errorf("helper.Pos %v, want %v", helper.Pos, want)
		}
		if want := (Pos{"s.s", lineOf(t, structSrc, "k:  "), 1}); k.Pos != want {
			t.Errorf("k.Pos %v, want %v", k.Pos, want)
		}
		if f.Metadata != nil {
			t.Error("metadata without .amdgpu_metadata")
		}
	})

	t.Run("items", func(t *testing.T) {
		var got []string
		for _, it := range k.Items {
			got = append(got, itemString(it))
		}
		want := []string{
			"mark %bb.0 depth=0",
			"instr s_load_dwordx2",
			"instr s_mov_b32",
			"instr s_mov_b32",
			`label .LBB1_1 depth=1 comment="=>This Inner Loop Header: Depth=1"`,
			"instr s_add_u32",
			"instr s_setreg_imm32_b32",
			"instr s_nop",
			"mark %bb.2 depth=0",
			`label .LBB1_3 depth=2 comment="=>This Inner Loop Header: Depth=2"`,
			"instr s_cmp_lt_u32",
			"instr s_cbranch_scc1",
			"mark %bb.4 depth=3",
			"instr s_cbranch_scc0",
			`label .LBB1_5 depth=0 comment="%exit"`,
			"instr s_endpgm",
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("items:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		// Instrs holds the same values as the instruction items.
		var instrs []*Instruction
		for _, it := range k.Items {
			if in, ok := it.(*Instruction); ok {
				instrs = append(instrs, in)
			}
		}
		if !reflect.DeepEqual(instrs, k.Instrs) {
			t.Error("Instrs differ from the instruction items")
		}
		for i := range instrs {
			if instrs[i] != k.Instrs[i] {
				t.Errorf("Instrs[%d] is not the item's pointer", i)
			}
		}
		var helperItems []string
		for _, it := range helper.Items {
			helperItems = append(helperItems, itemString(it))
		}
		wantHelper := []string{`label .Lfunc_begin0 depth=0 comment=""`, "mark %bb.0 depth=0", "instr v_mov_b32_e32", "instr s_setpc_b64"}
		if !reflect.DeepEqual(helperItems, wantHelper) {
			t.Errorf("helper items %q, want %q", helperItems, wantHelper)
		}
		l := k.Items[4].(*Label)
		if want := (Pos{"s.s", lineOf(t, structSrc, ".LBB1_1:"), 1}); l.Pos != want {
			t.Errorf(".LBB1_1 at %v, want %v", l.Pos, want)
		}
		m := k.Items[12].(*BlockMark)
		if want := (Pos{"s.s", lineOf(t, structSrc, "; %bb.4:"), 1}); m.Pos != want {
			t.Errorf("%%bb.4 at %v, want %v", m.Pos, want)
		}
	})

	t.Run("offsets", func(t *testing.T) {
		type so struct{ size, off int }
		var got []so
		for _, in := range k.Instrs {
			got = append(got, so{in.Size, in.Offset})
		}
		want := []so{{8, 0}, {4, 8}, {8, 12}, {4, 20}, {8, 24}, {4, 32}, {4, 36}, {4, 40}, {4, 44}, {4, 64}} // .p2align 6 pads 48 → 64
		if !reflect.DeepEqual(got, want) {
			t.Errorf("(size, offset) %v, want %v", got, want)
		}
		if k.CodeBytes() != 68 {
			t.Errorf("CodeBytes %d, want 68 (the symbol's size: 52 bytes of code and 16 of padding)", k.CodeBytes())
		}
		if got := []int{helper.Instrs[0].Offset, helper.Instrs[1].Offset}; !reflect.DeepEqual(got, []int{0, 8}) {
			t.Errorf("helper offsets %v, want [0 8]", got)
		}
	})

	t.Run("inline asm", func(t *testing.T) {
		var flagged []string
		for _, in := range k.Instrs {
			if in.InlineAsm {
				flagged = append(flagged, in.Op)
			}
		}
		if !reflect.DeepEqual(flagged, []string{"s_setreg_imm32_b32", "s_nop"}) {
			t.Errorf("InlineAsm on %v", flagged)
		}
		// LLVM counts 8 bytes per inline statement on gfx803: s_nop (4) counts 8.
		if got := k.LLVMCodeLen(f.Arch); got != 56 || k.CodeLenInByte != 56 {
			t.Errorf("LLVMCodeLen %d, CodeLenInByte %d, want 56", got, k.CodeLenInByte)
		}
		if got := helper.LLVMCodeLen(f.Arch); got != 12 || helper.CodeLenInByte != 12 {
			t.Errorf("helper LLVMCodeLen %d, CodeLenInByte %d, want 12", got, helper.CodeLenInByte)
		}
	})

	t.Run("source lines", func(t *testing.T) {
		want := []SrcLoc{
			{"kernel.hip", 10, 0},
			{"amd_hip_runtime.h", 268, 12},
			{}, // .loc 0 0 11: no source line
			{"kernel.hip", 12, 5},
			{"kernel.hip", 12, 5},
		}
		for i, w := range want {
			if got := k.Instrs[i].Src(); got != w {
				t.Errorf("%s: Src %+v, want %+v", k.Instrs[i].Text, got, w)
			}
		}
		if s := k.Instrs[0].Src().String(); s != "kernel.hip:10" {
			t.Errorf("SrcLoc.String() = %q", s)
		}
		if !k.Instrs[2].Src().IsZero() || k.Instrs[2].Src().String() != "" {
			t.Errorf("line 0 gives %+v", k.Instrs[2].Src())
		}
		if got := helper.Instrs[0].Src(); got != (SrcLoc{"kernel.hip", 5, 3}) {
			t.Errorf("helper Src %+v", got)
		}
		if got := helper.Instrs[1].Src(); got != (SrcLoc{"lib/inc.h", 7, 1}) {
			t.Errorf(".file N \"path\" form: Src %+v", got)
		}
		if in := k.Instrs[1]; in.Pos() != (Pos{"s.s", lineOf(t, structSrc, "s_mov_b32 s2, 0"), 2}) {
			t.Errorf("Pos %v", in.Pos())
		}
	})

	t.Run("descriptor", func(t *testing.T) {
		kd := k.Descriptor
		if kd.Name != "k" || kd.Pos.Line != lineOf(t, structSrc, ".amdhsa_kernel k") {
			t.Errorf("descriptor %q at %v", kd.Name, kd.Pos)
		}
		want := []SGPRSlot{
			{"user_sgpr_private_segment_buffer", 0, 4}, // s[0:3]
			{"user_sgpr_kernarg_segment_ptr", 4, 2},    // s[4:5]
			{"system_sgpr_workgroup_id_x", 6, 1},       // s6
		}
		if got := kd.InitialSGPRs(); !reflect.DeepEqual(got, want) {
			t.Errorf("InitialSGPRs %+v, want %+v", got, want)
		}
		if kd.NextFreeSGPR() != 16 || kd.NextFreeVGPR() != 1 || kd.KernargSize() != 8 || kd.Wave32() {
			t.Errorf("fields %v", kd.Fields)
		}
		if v, ok := kd.Field("user_sgpr_dispatch_ptr"); !ok || v != 0 {
			t.Errorf("Field(user_sgpr_dispatch_ptr) = %d, %v", v, ok)
		}
		if _, ok := kd.Field("wavefront_size32"); ok {
			t.Error("Field reports an absent field")
		}
		if n, ok := kd.UserSGPRCount(); !ok || n != 6 {
			t.Errorf("UserSGPRCount %d %v", n, ok)
		}
	})
}

// TestCRLF checks that Windows line endings change nothing.
func TestCRLF(t *testing.T) {
	a, err := Parse("s.s", []byte(structSrc), Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse("s.s", []byte(strings.ReplaceAll(structSrc, "\n", "\r\n")), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Error("CRLF input parses differently")
	}
}

func TestArchFromTarget(t *testing.T) {
	tests := []struct {
		in   string
		want Arch
		ok   bool
	}{
		{"amdgcn-amd-amdhsa--gfx803", Arch{"gfx803", 8}, true},
		{"amdgcn-amd-amdhsa--gfx900", Arch{"gfx900", 9}, true},
		{"amdgcn-amd-amdhsa--gfx90a:xnack-", Arch{"gfx90a", 9}, true},
		{"amdgcn-amd-amdhsa--gfx1030", Arch{"gfx1030", 10}, true},
		{"amdgcn-amd-amdhsa--gfx1100", Arch{"gfx1100", 11}, true},
		{"amdgcn-amd-amdhsa--gfx6", Arch{}, false},
		{"amdgcn-amd-amdhsa--gfxzzz", Arch{}, false},
		{"nvptx64-nvidia-cuda", Arch{}, false},
	}
	for _, tt := range tests {
		got, ok := ArchFromTarget(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ArchFromTarget(%q) = %+v, %v; want %+v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
	if !gfx1030.HasVOP3Literal() || gfx900.HasVOP3Literal() {
		t.Error("HasVOP3Literal")
	}
	if gfx803.MaxInstLen() != 8 || gfx900.MaxInstLen() != 8 || gfx1030.MaxInstLen() != 20 {
		t.Errorf("MaxInstLen %d %d %d", gfx803.MaxInstLen(), gfx900.MaxInstLen(), gfx1030.MaxInstLen())
	}
}

// TestOptionsArch: without `.amdgcn_target` the parser uses Options.Arch,
// which decides whether VOP3 takes a literal.
func TestOptionsArch(t *testing.T) {
	src := "\t.type f,@function\nf:\n\tv_add3_u32 v0, v1, v2, 0x1234\n"
	for _, tt := range []struct {
		arch Arch
		want int
		name string
	}{{Arch{}, 8, "gfx803"}, {gfx1030, 12, "gfx1030"}} {
		f, err := Parse("t.s", []byte(src), Options{Arch: tt.arch})
		if err != nil {
			t.Fatal(err)
		}
		if f.Arch.Name != tt.name || f.Functions[0].Instrs[0].Size != tt.want {
			t.Errorf("Options.Arch %+v: arch %s size %d, want %s %d", tt.arch, f.Arch.Name, f.Functions[0].Instrs[0].Size, tt.name, tt.want)
		}
		if f.Target != "" {
			t.Errorf("Target %q without .amdgcn_target", f.Target)
		}
	}
}

// TestRepeatedTarget: the same `.amdgcn_target` twice, also after code, is fine.
func TestRepeatedTarget(t *testing.T) {
	src := inFunction("\ts_endpgm") + "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n"
	f, err := Parse("t.s", []byte(src), Options{})
	if err != nil || f.Arch != gfx803 {
		t.Fatalf("arch %+v, error %v", f.Arch, err)
	}
	// Code before the target is fine when the target agrees with Options.Arch.
	src = "\t.type f,@function\nf:\n\tv_add3_u32 v0, v1, v2, 0x1234\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n"
	f, err = Parse("t.s", []byte(src), Options{Arch: gfx1030})
	if err != nil || f.Functions[0].Instrs[0].Size != 12 {
		t.Fatalf("error %v", err)
	}
}

// TestCodeObjectV2Kernel: `.amdgpu_hsa_kernel NAME` marks a kernel without a descriptor block.
func TestCodeObjectV2Kernel(t *testing.T) {
	src := "\t.amdgpu_hsa_kernel k\nk:\n\ts_endpgm\n\t.size k, .-k\n\t.type g,@function\ng:\n\ts_setpc_b64 s[30:31]\n"
	f, err := Parse("t.s", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Functions) != 2 || !f.Functions[0].IsKernel || f.Functions[1].IsKernel || len(f.Functions[0].Instrs) != 1 {
		t.Errorf("functions %+v", f.Functions)
	}
}

func TestMultiKernel(t *testing.T) {
	f := mustParseFile(t, "testdata/multi.s")
	names := []string{"_Z5scalePKiPii", "_Z4pickPKiPi", "_Z5countPKiPi"}
	if len(f.Functions) != 3 || f.Metadata == nil || len(f.Metadata.Kernels) != 3 {
		t.Fatalf("%d functions, metadata %v", len(f.Functions), f.Metadata)
	}
	for i, fn := range f.Functions {
		if fn.Name != names[i] || !fn.IsKernel || fn.Descriptor.Name != names[i] || fn.Meta != &f.Metadata.Kernels[i] {
			t.Errorf("function %d: %s kernel=%v", i, fn.Name, fn.IsKernel)
		}
		if m, ok := fn.Items[0].(*BlockMark); !ok || m.Name != "%bb.0" {
			// `; %bb.0:` restarts in every function (after .Lfunc_beginN and .Ltmp labels in
			// files with line tables, so look for the first mark).
			found := false
			for _, it := range fn.Items {
				if m, ok := it.(*BlockMark); ok {
					found = m.Name == "%bb.0"
					break
				}
			}
			if !found {
				t.Errorf("%s: first block marker is not %%bb.0", fn.Name)
			}
		}
		prefix := fmt.Sprintf(".LBB%d_", i)
		for _, it := range fn.Items {
			if l, ok := it.(*Label); ok && strings.HasPrefix(l.Name, ".LBB") && !strings.HasPrefix(l.Name, prefix) {
				t.Errorf("%s holds label %s", fn.Name, l.Name)
			}
		}
		for _, in := range fn.Instrs {
			if tg := in.BranchTarget(); tg != "" && !strings.HasPrefix(tg, prefix) {
				t.Errorf("%s: branch to %s", fn.Name, tg)
			}
		}
	}
	// scale takes a by-value int after two pointers.
	args := f.Functions[0].Meta.Args
	if len(args) != 3 || args[2].Offset != 16 || args[2].Size != 4 || args[2].ValueKind != "by_value" {
		t.Errorf("scale args %+v", args)
	}
	if f.Functions[0].Meta.KernargSegmentSize != 20 {
		t.Errorf("scale kernarg size %d", f.Functions[0].Meta.KernargSegmentSize)
	}
}

func TestCallsDeviceFunction(t *testing.T) {
	f := mustParseFile(t, "testdata/calls.s")
	mix, calls := f.Function("_Z3mixPKiij"), f.Function("_Z5callsPKiPi")
	if mix == nil || calls == nil || f.Functions[0] != mix {
		t.Fatalf("functions %v", f.Functions)
	}
	if mix.IsKernel || !calls.IsKernel {
		t.Errorf("IsKernel: mix %v calls %v", mix.IsKernel, calls.IsKernel)
	}
	var rets []string
	for _, in := range mix.Instrs {
		if in.Op == "s_setpc_b64" {
			rets = append(rets, in.Text)
		}
	}
	if len(rets) != 2 {
		t.Errorf("mix returns %v, want two s_setpc_b64", rets)
	}
	var relocs []string
	for _, in := range calls.Instrs {
		for _, o := range in.Operands {
			if o.Kind == OpExpr && strings.Contains(o.Expr(), "@rel32@") {
				relocs = append(relocs, fmt.Sprintf("%s %s %d", in.Op, o.Expr(), in.Size))
			}
		}
	}
	// The second call reuses s[10:11], so there is one address computation.
	want := []string{"s_add_u32 _Z3mixPKiij@rel32@lo+4 8", "s_addc_u32 _Z3mixPKiij@rel32@hi+12 8"}
	if !reflect.DeepEqual(relocs, want) {
		t.Errorf("call relocations %q, want %q", relocs, want)
	}
	calls2 := 0
	for _, in := range calls.Instrs {
		if in.Op == "s_swappc_b64" && in.Operands[1].IsReg(SGPR, 10, 11) {
			calls2++
		}
	}
	if calls2 != 2 {
		t.Errorf("%d s_swappc_b64 through s[10:11], want 2", calls2)
	}
	want10 := []SGPRSlot{
		{"user_sgpr_private_segment_buffer", 0, 4},
		{"user_sgpr_dispatch_ptr", 4, 2},
		{"user_sgpr_kernarg_segment_ptr", 6, 2},
		{"user_sgpr_flat_scratch_init", 8, 2},
		{"system_sgpr_workgroup_id_x", 10, 1},
	}
	if got := calls.Descriptor.InitialSGPRs(); !reflect.DeepEqual(got, want10) {
		t.Errorf("InitialSGPRs %+v, want %+v", got, want10)
	}
}

func TestDescriptors(t *testing.T) {
	tests := []struct {
		path          string
		sgprs         []SGPRSlot
		vgpr, sgpr    int
		kernarg, lds  int
		wave32        bool
		userSGPRCount int
	}{
		{
			path: "../../examples/dptile/kernel.s",
			sgprs: []SGPRSlot{
				{"user_sgpr_private_segment_buffer", 0, 4}, // s[0:3]
				{"user_sgpr_kernarg_segment_ptr", 4, 2},    // s[4:5]
				{"system_sgpr_workgroup_id_x", 6, 1},       // s6
			},
			vgpr: 12, sgpr: 12, kernarg: 24, lds: 16900, userSGPRCount: 6,
		},
		{
			path: "../../examples/ifelse/kernel.s",
			sgprs: []SGPRSlot{
				{"user_sgpr_private_segment_buffer", 0, 4},
				{"user_sgpr_dispatch_ptr", 4, 2},
				{"user_sgpr_kernarg_segment_ptr", 6, 2},
				{"system_sgpr_workgroup_id_x", 8, 1},
			},
			vgpr: 4, sgpr: 10, kernarg: 16, userSGPRCount: 8,
		},
		{
			path: "testdata/ifelse_gfx1030.s",
			sgprs: []SGPRSlot{
				{"user_sgpr_private_segment_buffer", 0, 4},
				{"user_sgpr_dispatch_ptr", 4, 2},
				{"user_sgpr_kernarg_segment_ptr", 6, 2},
				{"system_sgpr_workgroup_id_x", 8, 1},
			},
			vgpr: -1, sgpr: -1, kernarg: 16, wave32: true, userSGPRCount: 8,
		},
	}
	for _, tt := range tests {
		t.Run(corpusName(tt.path), func(t *testing.T) {
			f := mustParseFile(t, tt.path)
			kd := f.Kernels()[0].Descriptor
			if got := kd.InitialSGPRs(); !reflect.DeepEqual(got, tt.sgprs) {
				t.Errorf("InitialSGPRs %+v, want %+v", got, tt.sgprs)
			}
			if tt.vgpr >= 0 && (kd.NextFreeVGPR() != tt.vgpr || kd.NextFreeSGPR() != tt.sgpr) {
				t.Errorf("next free vgpr %d sgpr %d, want %d %d", kd.NextFreeVGPR(), kd.NextFreeSGPR(), tt.vgpr, tt.sgpr)
			}
			if kd.KernargSize() != tt.kernarg || kd.GroupSegmentSize() != tt.lds || kd.PrivateSegmentSize() != 0 {
				t.Errorf("kernarg %d lds %d private %d", kd.KernargSize(), kd.GroupSegmentSize(), kd.PrivateSegmentSize())
			}
			if kd.Wave32() != tt.wave32 || kd.WorkItemIDVGPRs() != 0 {
				t.Errorf("wave32 %v workitem ids %d", kd.Wave32(), kd.WorkItemIDVGPRs())
			}
			if n, ok := kd.UserSGPRCount(); !ok || n != tt.userSGPRCount {
				t.Errorf("UserSGPRCount %d %v", n, ok)
			}
		})
	}
	// A larger user_sgpr_count than the enabled user SGPRs moves the system SGPRs up.
	kd := &KernelDescriptor{Fields: map[string]int64{
		"user_sgpr_kernarg_segment_ptr": 1, "user_sgpr_count": 10,
		"system_sgpr_workgroup_id_x": 1, "system_sgpr_workgroup_id_z": 1,
	}}
	want := []SGPRSlot{{"user_sgpr_kernarg_segment_ptr", 0, 2}, {"system_sgpr_workgroup_id_x", 10, 1}, {"system_sgpr_workgroup_id_z", 11, 1}}
	if got := kd.InitialSGPRs(); !reflect.DeepEqual(got, want) {
		t.Errorf("InitialSGPRs %+v, want %+v", got, want)
	}
}

func TestMetadata(t *testing.T) {
	f := mustParseFile(t, "../../examples/ifelse/kernel.s")
	md := f.Metadata
	if !reflect.DeepEqual(md.Version, []int{1, 1}) || md.Target != "amdgcn-amd-amdhsa--gfx803" || len(md.Kernels) != 1 {
		t.Fatalf("metadata %+v", md)
	}
	km := f.Functions[0].Meta
	if km != &md.Kernels[0] {
		t.Error("Function.Meta does not point into File.Metadata")
	}
	want := KernelMeta{
		Name: "_Z6ifelsePKiPi", Symbol: "_Z6ifelsePKiPi.kd",
		Args: []KernelArg{
			{Offset: 0, Size: 8, ValueKind: "global_buffer", AddressSpace: "global", Access: "read_only", Line: 370},
			{Offset: 8, Size: 8, ValueKind: "global_buffer", AddressSpace: "global", Line: 375},
		},
		KernargSegmentSize: 16, KernargSegmentAlign: 8, WavefrontSize: 64,
		SGPRCount: 12, VGPRCount: 4, MaxFlatWorkgroupSize: 1024, Line: 369,
	}
	if !reflect.DeepEqual(*km, want) {
		t.Errorf("kernel metadata\n got %+v\nwant %+v", *km, want)
	}
	for _, a := range km.Args {
		if a.IsHidden() {
			t.Errorf("%+v reported hidden", a)
		}
	}
	if !(KernelArg{ValueKind: "hidden_block_count_x"}).IsHidden() {
		t.Error("hidden_block_count_x not hidden")
	}
	g := mustParseFile(t, "testdata/ifelse_gfx1030.s")
	if ws := g.Functions[0].Meta.WavefrontSize; ws != 32 {
		t.Errorf("gfx1030 wavefront size %d", ws)
	}
}

// TestBundle reads the device part of a real offload bundle and checks that
// positions still count lines of the whole file.
func TestBundle(t *testing.T) {
	src, err := os.ReadFile("testdata/bundle_savetemps.s")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("b.s", src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if f.Bundle != "hip-amdgcn-amd-amdhsa-gfx803" || f.Arch != gfx803 {
		t.Errorf("bundle %q arch %+v", f.Bundle, f.Arch)
	}
	if len(f.Functions) != 1 || f.Functions[0].Name != "_Z6ifelsePKiPi" {
		t.Fatalf("functions %v (host functions must be skipped)", f.Functions)
	}
	if got, want := f.Functions[0].Pos.Line, lineOf(t, string(src), "_Z6ifelsePKiPi:"); got != want {
		t.Errorf("function at line %d, want %d", got, want)
	}
	// The device part has no line tables.
	for _, in := range f.Functions[0].Instrs {
		if !in.Src().IsZero() {
			t.Fatalf("%s: Src %v in a bundle without .loc", in.Pos(), in.Src())
		}
	}
	// The same code as the --cuda-device-only example.
	ex := mustParseFile(t, "../../examples/ifelse/kernel.s")
	a, b := f.Functions[0].Instrs, ex.Functions[0].Instrs
	if len(a) != len(b) {
		t.Fatalf("%d instructions, example has %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Text != b[i].Text || a[i].Size != b[i].Size {
			t.Errorf("instruction %d: %q/%d vs example %q/%d", i, a[i].Text, a[i].Size, b[i].Text, b[i].Size)
		}
	}
}

// twoPartBundle builds a bundle with a second device part for gfx900 by
// copying the gfx803 part of the real bundle to the end of the file.
func twoPartBundle(t *testing.T) string {
	src, err := os.ReadFile("testdata/bundle_savetemps.s")
	if err != nil {
		t.Fatal(err)
	}
	dev := bundleDevicePart(t, string(src))
	return string(src) +
		"\n# " + bundleStart + " hip-amdgcn-amd-amdhsa-gfx900\n" +
		strings.ReplaceAll(dev, "gfx803", "gfx900") +
		"# " + bundleEnd + " hip-amdgcn-amd-amdhsa-gfx900\n"
}

func TestBundleSelect(t *testing.T) {
	src := twoPartBundle(t)
	const both = "hip-amdgcn-amd-amdhsa-gfx803, hip-amdgcn-amd-amdhsa-gfx900"
	errTests := []struct {
		target, want string
	}{
		{"", "b.s: offload bundle has several device parts, choose one: " + both},
		{"gfx1030", `b.s: offload bundle has no device part "gfx1030"; it has: ` + both},
		{"gfx90", `b.s: offload bundle has no device part "gfx90"; it has: ` + both},
	}
	for _, tt := range errTests {
		_, err := Parse("b.s", []byte(src), Options{BundleTarget: tt.target})
		if err == nil || err.Error() != tt.want {
			t.Errorf("BundleTarget %q: error %v, want %q", tt.target, err, tt.want)
		}
	}
	// The host part after the first device part starts at this line; the
	// second device function must be found after it.
	hostLine := lineOf(t, src, "host-x86_64-pc-linux-gnu")
	okTests := []struct {
		target, bundle string
		arch           Arch
		after          int // function line must be greater
	}{
		{"gfx803", "hip-amdgcn-amd-amdhsa-gfx803", gfx803, 0},
		{"hip-amdgcn-amd-amdhsa-gfx803", "hip-amdgcn-amd-amdhsa-gfx803", gfx803, 0},
		{"gfx900", "hip-amdgcn-amd-amdhsa-gfx900", gfx900, hostLine},
		{"amdgcn-amd-amdhsa-gfx900", "hip-amdgcn-amd-amdhsa-gfx900", gfx900, hostLine},
	}
	for _, tt := range okTests {
		f, err := Parse("b.s", []byte(src), Options{BundleTarget: tt.target})
		if err != nil {
			t.Errorf("BundleTarget %q: %v", tt.target, err)
			continue
		}
		if f.Bundle != tt.bundle || f.Arch != tt.arch || len(f.Functions) != 1 {
			t.Errorf("BundleTarget %q: bundle %q arch %+v, %d functions", tt.target, f.Bundle, f.Arch, len(f.Functions))
			continue
		}
		fn := f.Functions[0]
		if line := fn.Pos.Line; line <= tt.after || (tt.after == 0 && line >= hostLine) {
			t.Errorf("BundleTarget %q: function at line %d (host part at %d)", tt.target, line, hostLine)
		}
		lines := strings.Split(src, "\n")
		if got := lines[fn.Pos.Line-1]; !strings.HasPrefix(got, "_Z6ifelsePKiPi:") {
			t.Errorf("BundleTarget %q: Pos line %d holds %q", tt.target, fn.Pos.Line, got)
		}
		if fn.Meta == nil || fn.Descriptor == nil || f.Metadata.Target != "amdgcn-amd-amdhsa--"+tt.arch.Name {
			t.Errorf("BundleTarget %q: meta %v descriptor %v", tt.target, fn.Meta, fn.Descriptor)
		}
	}

	// A bundle with only a host part.
	hostOnly := "# " + bundleStart + " host-x86_64-pc-linux-gnu\n\tretq\n# " + bundleEnd + " host-x86_64-pc-linux-gnu\n"
	_, err := Parse("h.s", []byte(hostOnly), Options{})
	if err == nil || err.Error() != "h.s: offload bundle has no amdgcn device part (targets: host-x86_64-pc-linux-gnu)" {
		t.Errorf("host-only bundle: %v", err)
	}
}
