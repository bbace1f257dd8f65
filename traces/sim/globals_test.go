package sim

import (
	"encoding/binary"
	"slices"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// globalsKernel addresses `tab` (8 ints in .data, after a 16-byte `pad`)
// four ways and stores what it loads to out[0..5] (lane 0):
//
//	offset  0: s_getpc_b64 s[0:1]                      s[0:1] = code + 4
//	offset  4: s_add_u32 s0, s0, tab@rel32@lo+4        field at code + 8
//	offset 12: s_addc_u32 s1, s1, tab@rel32@hi+12      field at code + 16
//	           → s[0:1] = tab
//	offset 20: s_getpc_b64 s[2:3]                      s[2:3] = code + 24
//	offset 24: s_add_u32 s2, s2, tab@rel32@lo+12       (tab+8: addend folded)
//	offset 32: s_addc_u32 s3, s3, tab@rel32@hi+20
//	offset 40: s_getpc_b64 s[4:5]; gotpcrel32 → the GOT slot of tab
//	offset 60: s_mov_b32 s6, ptr@abs32@lo ...          → ptr (holds tab+4)
const globalsKernel = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.globl	k
	.type	k,@function
k:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, tab@rel32@lo+4
	s_addc_u32 s1, s1, tab@rel32@hi+12
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, tab@rel32@lo+12
	s_addc_u32 s3, s3, tab@rel32@hi+20
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, tab@gotpcrel32@lo+4
	s_addc_u32 s5, s5, tab@gotpcrel32@hi+12
	s_mov_b32 s6, ptr@abs32@lo
	s_mov_b32 s7, ptr@abs32@hi
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s10, s[0:1], 0x4
	s_load_dword s11, s[2:3], 0x0
	s_load_dword s12, s[4:5], 0xc
	s_load_dword s13, s[6:7], 0x0
	s_load_dwordx2 s[14:15], s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s10
	flat_store_dword v[1:2], v3
	v_mov_b32_e32 v3, s11
	flat_store_dword v[1:2], v3 offset:4
	v_mov_b32_e32 v3, s12
	flat_store_dword v[1:2], v3 offset:8
	v_mov_b32_e32 v3, s13
	flat_store_dword v[1:2], v3 offset:12
	v_mov_b32_e32 v3, 1
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v2, s1
	flat_atomic_add v[1:2], v3 offset:28
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.type	pad,@object
	.data
	.p2align 4
pad:
	.zero 16
	.size pad, 16
	.type	tab,@object
	.globl	tab
tab:
	.long	10, 11, 12, 13
	.short	0x140, 0x0
	.byte	21, 0, 0, 0
	.fill	1, 4, 22
	.long	-1
	.size	tab, 32
	.type	ptr,@object
	.p2align 3
ptr:
	.quad	tab+4
	.size	ptr, 8
	.rodata
	.amdhsa_kernel k
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - {.address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer}
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 64
    .name: k
    .symbol: k.kd
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
`

func loadGlobals(t *testing.T) *Program {
	t.Helper()
	f, err := asm.Parse("globals.s", []byte(globalsKernel), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(f.Function("k"), f.Arch)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRel32Operands: the constants relocated operands become, computed by
// hand from the layout (.data at dataBase, tab at offset 16).
func TestRel32Operands(t *testing.T) {
	p := loadGlobals(t)
	db := uint64(dataBase)
	tab := db + 16
	if a, ok := p.GlobalAddr("tab"); !ok || a != tab {
		t.Fatalf("tab at %#x, want %#x", a, tab)
	}
	// Field of instruction at offset o: codeBase + o + 4.
	want := map[int]uint32{
		1:  uint32(tab + 4 - (codeBase + 8)),
		2:  uint32((tab + 12 - (codeBase + 16)) >> 32), // 0
		4:  uint32(tab + 12 - (codeBase + 28)),
		5:  uint32((tab + 20 - (codeBase + 36)) >> 32),
		7:  uint32(dataBase + 4*PageSize - (codeBase + 48) + 4), // GOT after .data and .rodata (empty), each a page and a guard page
		8:  uint32((db + 4*PageSize + 12 - (codeBase + 60)) >> 32),
		9:  uint32(db + 48), // ptr: 16 + 32 bytes into .data
		10: uint32((db + 48) >> 32),
	}
	if want[1] != 0x1000000c || want[4] != 0x10000000 || want[10] != 0x7f00 {
		t.Fatalf("hand-computed values changed: %#x %#x %#x", want[1], want[4], want[10])
	}
	for i, w := range want {
		ops := p.Instrs[i].Operands
		o := ops[len(ops)-1]
		if o.Kind != asm.OpInt || uint32(o.Int) != w {
			t.Errorf("instruction %d (%s): operand %v, want %#x", i, p.Instrs[i].Text, o, w)
		}
	}
	// The parsed file keeps its expressions; Parsed points at it.
	if p.Fn.Instrs[1].Operands[2].Kind != asm.OpExpr {
		t.Error("resolving relocations changed the parsed instruction")
	}
	for i, in := range p.Instrs {
		if in.Parsed != p.Fn.Instrs[i] {
			t.Errorf("instruction %d: Parsed is not the parsed instruction", i)
		}
		if _, relocated := want[i]; relocated == (in.Instruction == in.Parsed) {
			t.Errorf("instruction %d (%s): copied %v, want %v", i, in.Text, in.Instruction != in.Parsed, relocated)
		}
	}
}

// TestGlobalsRun: the four ways read tab[1], tab[2] (via tab+8), tab[3]
// (via the GOT), tab[1] again (via ptr = tab+4); the atomic adds 1 to
// tab[7]; a workload override replaces tab, a dump returns it.
func TestGlobalsRun(t *testing.T) {
	p := loadGlobals(t)
	out := &Arg{Name: "out", Buffer: make([]byte, 16), IsBuffer: true, Output: true, Elem: "i32"}
	l := &Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{1, 1, 1}, Args: []Arg{*out},
		Globals: []Global{{Name: "tab", Elem: "i32", Output: true}}}
	m, err := NewMachine(p, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Run()
	if err != nil {
		t.Fatal(err)
	}
	ints := func(b []byte) []int32 {
		v := make([]int32, len(b)/4)
		for i := range v {
			v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
		}
		return v
	}
	if got := ints(r.Outputs[0].Data); got[0] != 11 || got[1] != 12 || got[2] != 13 || got[3] != 11 {
		t.Errorf("out = %v, want [11 12 13 11]", got)
	}
	// .short 0x140, 0 = 320; .byte 21,0,0,0 = 21; .fill 1,4,22 = 22; -1 + 1 = 0.
	if r.Outputs[1].Name != "tab" || !slices.Equal(ints(r.Outputs[1].Data), []int32{10, 11, 12, 13, 320, 21, 22, 0}) {
		t.Errorf("tab = %v, want [10 11 12 13 320 21 22 0]", ints(r.Outputs[1].Data))
	}
	// Override: tab = 100..107.
	b := make([]byte, 32)
	for i := 0; i < 8; i++ {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(100+i))
	}
	l.Globals[0].Data = b
	m, _ = NewMachine(p, l, Options{})
	if r, err = m.Run(); err != nil {
		t.Fatal(err)
	}
	if got := ints(r.Outputs[0].Data); got[0] != 101 || got[1] != 102 || got[2] != 103 || got[3] != 101 {
		t.Errorf("overridden: out = %v, want [101 102 103 101]", got)
	}
	if got := ints(r.Outputs[1].Data); got[7] != 108 {
		t.Errorf("overridden: tab[7] = %d, want 108", got[7])
	}
	// Errors: a wrong size, an unknown name.
	l.Globals[0].Data = b[:8]
	if _, err := NewMachine(p, l, Options{}); err == nil || !strings.Contains(err.Error(), "global tab is 32 bytes, the workload gives 8") {
		t.Errorf("short override: %v", err)
	}
	l.Globals = []Global{{Name: "tabb"}}
	if _, err := NewMachine(p, l, Options{}); err == nil || !strings.Contains(err.Error(), "no program-scope variable tabb (the file defines: pad, ptr, tab)") {
		t.Errorf("unknown global: %v", err)
	}
}

// TestDescribeNamesSymbol: an access past a data section's last page names
// the nearest symbol of the section.
func TestDescribeNamesSymbol(t *testing.T) {
	p := loadGlobals(t)
	m, err := NewMachine(p, &Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{1, 1, 1},
		Args: []Arg{{Name: "out", Buffer: make([]byte, 16), IsBuffer: true}}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := m.Mem.describe(dataBase+PageSize+8, 4)
	if !strings.HasPrefix(got, "4048 bytes past the end of ptr (in .data)") {
		t.Errorf("describe = %q, want 4048 bytes past the end of ptr (in .data)", got)
	}
	got = m.Mem.describe(dataBase-16, 4)
	if !strings.HasPrefix(got, "16 bytes before the start of pad (in .data)") {
		t.Errorf("describe = %q, want 16 bytes before the start of pad (in .data)", got)
	}
}

// FuzzLoadData: any data sections after globalsKernel's code parse, load
// and run without a panic; a machine is only built within a 64 MiB budget.
func FuzzLoadData(f *testing.F) {
	i := strings.Index(globalsKernel, "\t.type\tpad,@object")
	j := strings.Index(globalsKernel, "\t.rodata\n\t.amdhsa_kernel")
	code, data, tail := globalsKernel[:i], globalsKernel[i:j], globalsKernel[j:]
	f.Add(data)
	f.Add("\t.data\ntab:\n\t.zero 4\nptr:\n\t.quad tab\n")
	f.Add("\t.bss\ntab:\n\t.zero 1073741824\nptr:\n\t.quad 0\n")
	f.Fuzz(func(t *testing.T, data string) {
		if len(data) > 4096 {
			return
		}
		file, err := asm.Parse("fuzz.s", []byte(code+data+tail), asm.Options{})
		if err != nil {
			return
		}
		p, err := Load(file.Function("k"), file.Arch)
		if err != nil {
			return
		}
		l := &Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{1, 1, 1},
			Args: []Arg{{Name: "out", Buffer: make([]byte, 16), IsBuffer: true}}}
		m, err := NewMachine(p, l, Options{MemoryBudget: 64 << 20, MaxWaveInstructions: 1000})
		if err != nil {
			return
		}
		_, _ = m.Run()
	})
}
