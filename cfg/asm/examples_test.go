package asm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusFiles returns the compiled example kernels (gfx803's kernel.s and the
// gfx900/gfx906 compilations) and the device-code files of testdata (those
// that name an amdgcn target, bundles included), sorted by glob.
func corpusFiles(t testing.TB) []string {
	t.Helper()
	ex, err := filepath.Glob("../../examples/*/kernel.s")
	if err != nil {
		t.Fatal(err)
	}
	if len(ex) == 0 {
		t.Fatal("no ../../examples/*/kernel.s found")
	}
	// The Vega compilations of the examples (issue 29).
	vega, err := filepath.Glob("../../examples/*/kernel.gfx90*.s")
	if err != nil {
		t.Fatal(err)
	}
	ex = append(ex, vega...)
	td, err := filepath.Glob("testdata/*.s")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range td {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), ".amdgcn_target") {
			ex = append(ex, p)
		}
	}
	return ex
}

// corpusName is a short test name for a corpus file: the example directory or
// the testdata file name.
func corpusName(p string) string {
	if b := filepath.Base(p); strings.HasPrefix(b, "kernel.") {
		name := filepath.Base(filepath.Dir(p))
		if arch := strings.TrimSuffix(strings.TrimPrefix(b, "kernel."), "s"); arch != "" {
			name += "-" + strings.TrimSuffix(arch, ".") // kernel.gfx900.s: large-gfx900
		}
		return name
	}
	return strings.TrimSuffix(filepath.Base(p), ".s")
}

func mustParseFile(t testing.TB, path string) *File {
	t.Helper()
	f, err := ParseFile(path, Options{})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return f
}

// TestCorpus parses every example and device testdata file and checks the
// invariants that hold for compiler output: no error, kernels carry a
// descriptor and metadata, and LLVM's own `; codeLenInByte` equals our
// reproduction of its estimate.
func TestCorpus(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(corpusName(path), func(t *testing.T) {
			f := mustParseFile(t, path)
			if len(f.Functions) == 0 {
				t.Fatal("no functions")
			}
			if f.Target == "" || f.Arch.Name == "" || !strings.HasSuffix(f.Target, f.Arch.Name) {
				t.Errorf("target %q, arch %+v", f.Target, f.Arch)
			}
			if f.Metadata == nil {
				t.Error("no .amdgpu_metadata")
			}
			checked := 0
			for _, fn := range f.Functions {
				if len(fn.Instrs) == 0 {
					t.Errorf("%s: no instructions", fn.Name)
				}
				if fn.CodeLenInByte != -1 {
					checked++
					if got := fn.LLVMCodeLen(f.Arch); got != fn.CodeLenInByte {
						t.Errorf("%s: LLVMCodeLen = %d, codeLenInByte comment says %d (CodeBytes %d)",
							fn.Name, got, fn.CodeLenInByte, fn.CodeBytes())
					}
				}
				if fn.IsKernel {
					if fn.Descriptor == nil {
						t.Errorf("kernel %s: no descriptor", fn.Name)
					} else if fn.Descriptor.Name != fn.Name {
						t.Errorf("kernel %s: descriptor named %q", fn.Name, fn.Descriptor.Name)
					}
					if fn.Meta == nil {
						t.Errorf("kernel %s: no metadata", fn.Name)
					} else if fn.Meta.Name != fn.Name {
						t.Errorf("kernel %s: metadata named %q", fn.Name, fn.Meta.Name)
					}
				} else if fn.Descriptor != nil || fn.Meta != nil {
					t.Errorf("device function %s has a descriptor or metadata", fn.Name)
				}
				// Offsets are contiguous except where a `.p2align` inside the code
				// (gfx10 aligns loop headers) pads up to the next aligned address.
				off, sum := 0, 0
				for _, in := range fn.Instrs {
					if in.Offset != off && (in.Offset < off || in.Offset%16 != 0 || in.Offset-off >= 256) {
						t.Errorf("%s: %s: offset %d after %d: not contiguous nor aligned padding", fn.Name, in.Pos(), in.Offset, off)
						break
					}
					off = in.Offset + in.Size
					sum += in.Size
				}
				// CodeBytes is the symbol's size: the sizes plus that padding.
				if off != fn.CodeBytes() || sum > off {
					t.Errorf("%s: CodeBytes %d, end of the last instruction %d, sum of sizes %d", fn.Name, fn.CodeBytes(), off, sum)
				}
				exits := 0
				for _, in := range fn.Instrs {
					if in.Op == "s_endpgm" || in.Op == "s_setpc_b64" {
						exits++
					}
				}
				if exits == 0 {
					t.Errorf("%s: no s_endpgm or s_setpc_b64", fn.Name)
				}
			}
			if checked == 0 {
				t.Error("no function carries a codeLenInByte comment: the oracle checked nothing")
			}
		})
	}
}

// TestCorpusFacts pins a few figures per file so that a parser that silently
// drops functions or instructions cannot pass TestCorpus.
func TestCorpusFacts(t *testing.T) {
	type fnFact struct {
		name      string
		kernel    bool
		instrs    int
		codeBytes int
		codeLen   int
	}
	tests := []struct {
		path   string
		arch   string
		bundle string
		fns    []fnFact
	}{
		{"../../examples/ifelse/kernel.s", "gfx803", "", []fnFact{{"_Z6ifelsePKiPi", true, 60, 304, 316}}},
		{"../../examples/ifelse_split/kernel.s", "gfx803", "", []fnFact{{"_Z12ifelse_splitPKiPi", true, 62, 320, 332}}},
		{"../../examples/large/kernel.s", "gfx803", "", []fnFact{{"_Z5largePKiPi", true, 3926, 18716, 19688}}},
		{"testdata/ifelse_gfx900.s", "gfx900", "", []fnFact{{"_Z6ifelsePKiPi", true, 49, 256, 276}}},
		{"testdata/ifelse_gfx1030.s", "gfx1030", "", []fnFact{{"_Z6ifelsePKiPi", true, 49, 268, 292}}},
		{"testdata/inlineasm_gfx803.s", "gfx803", "", []fnFact{{"_Z9inlineasmPi", true, 22, 124, 132}}},
		{"testdata/inlineasm_gfx900.s", "gfx900", "", []fnFact{{"_Z9inlineasmPi", true, 22, 124, 132}}},
		{"testdata/inlineasm_gfx1030.s", "gfx1030", "", []fnFact{{"_Z9inlineasmPi", true, 22, 132, 208}}},
		{"testdata/bundle_savetemps.s", "gfx803", "hip-amdgcn-amd-amdhsa-gfx803", []fnFact{{"_Z6ifelsePKiPi", true, 60, 304, 316}}},
		{"testdata/calls.s", "gfx803", "", []fnFact{
			{"_Z3mixPKiij", false, 32, 144, 152},
			{"_Z5callsPKiPi", true, 38, 192, 192},
		}},
		{"testdata/multi.s", "gfx803", "", []fnFact{
			{"_Z5scalePKiPii", true, 26, 144, 144},
			{"_Z4pickPKiPi", true, 44, 216, 216},
			{"_Z5countPKiPi", true, 43, 208, 208},
		}},
	}
	for _, tt := range tests {
		t.Run(corpusName(tt.path), func(t *testing.T) {
			f := mustParseFile(t, tt.path)
			if f.Arch.Name != tt.arch {
				t.Errorf("arch %q, want %q", f.Arch.Name, tt.arch)
			}
			if f.Bundle != tt.bundle {
				t.Errorf("bundle %q, want %q", f.Bundle, tt.bundle)
			}
			if len(f.Functions) != len(tt.fns) {
				t.Fatalf("%d functions, want %d", len(f.Functions), len(tt.fns))
			}
			nk := 0
			for i, want := range tt.fns {
				fn := f.Functions[i]
				got := fnFact{fn.Name, fn.IsKernel, len(fn.Instrs), fn.CodeBytes(), fn.CodeLenInByte}
				if got != want {
					t.Errorf("function %d = %+v, want %+v", i, got, want)
				}
				if want.kernel {
					nk++
				}
				if f.Function(want.name) != fn {
					t.Errorf("File.Function(%q) does not find it", want.name)
				}
			}
			if len(f.Kernels()) != nk {
				t.Errorf("%d kernels, want %d", len(f.Kernels()), nk)
			}
		})
	}
}

// TestCorpusLLVMMC checks every instruction's size against llvm-mc's encoding.
// For an offload bundle only the device part is given to llvm-mc.
func TestCorpusLLVMMC(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(corpusName(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(src), bundleStart) {
				dev := bundleDevicePart(t, string(src))
				path = filepath.Join(t.TempDir(), "device.s")
				if err := os.WriteFile(path, []byte(dev), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			compareWithLLVMMC(t, path)
		})
	}
}

// bundleDevicePart returns the text between the amdgcn START and END markers
// of a clang offload bundle.
func bundleDevicePart(t testing.TB, src string) string {
	t.Helper()
	var b strings.Builder
	in := false
	found := false
	for _, line := range strings.SplitAfter(src, "\n") {
		switch {
		case strings.Contains(line, bundleStart) && strings.Contains(line, "amdgcn"):
			in, found = true, true
			continue
		case strings.Contains(line, bundleEnd):
			in = false
		}
		if in {
			b.WriteString(line)
		}
	}
	if !found {
		t.Fatal("no amdgcn part in bundle")
	}
	return b.String()
}

// TestSplitMarkers checks that the split-marked examples carry the inline-asm
// MODE writes (bit 21, 1 bit) that delimit the split region, 1 then 0, and that
// the unmarked twins carry none.
func TestSplitMarkers(t *testing.T) {
	tests := []struct {
		path   string
		values []int64 // the written values, in order
	}{
		{"../../examples/ifelse_split/kernel.s", []int64{1, 0}},
		{"../../examples/synthetic_split/kernel.s", []int64{1, 0}},
		{"../../examples/ifelse/kernel.s", nil},
		{"../../examples/synthetic/kernel.s", nil},
	}
	want := HwReg{ID: "HW_REG_MODE", Offset: 21, Size: 1}
	for _, tt := range tests {
		t.Run(corpusName(tt.path), func(t *testing.T) {
			f := mustParseFile(t, tt.path)
			var got []int64
			for _, fn := range f.Functions {
				for _, in := range fn.Instrs {
					if in.Op != "s_setreg_imm32_b32" {
						continue
					}
					if in.Enc != EncSOPK || in.Size != 8 {
						t.Errorf("%s: enc %s size %d, want SOPK 8", in.Pos(), in.Enc, in.Size)
					}
					if !in.InlineAsm {
						t.Errorf("%s: split marker not flagged InlineAsm", in.Pos())
					}
					if len(in.Operands) != 2 {
						t.Fatalf("%s: %d operands", in.Pos(), len(in.Operands))
					}
					h, v := in.Operands[0], in.Operands[1]
					if h.Kind != OpHwReg || h.HwReg() != want {
						t.Errorf("%s: operand 0 = %v %+v, want hwreg %+v", in.Pos(), h.Kind, h.HwReg(), want)
					}
					if v.Kind != OpInt {
						t.Errorf("%s: operand 1 kind %v, want int", in.Pos(), v.Kind)
					}
					got = append(got, v.Int)
				}
			}
			if len(got) != len(tt.values) {
				t.Fatalf("split markers write %v, want %v", got, tt.values)
			}
			for i := range got {
				if got[i] != tt.values[i] {
					t.Errorf("split markers write %v, want %v", got, tt.values)
					break
				}
			}
		})
	}
}

// TestInlineAsmSizing: LLVM sizes every inline-asm statement at the target's
// maximum instruction length (8 bytes on gfx8/gfx9, 20 on gfx10), one per
// line, also for two statements in one asm string. TestCorpus checks the
// totals against `; codeLenInByte`; this pins the statements themselves.
func TestInlineAsmSizing(t *testing.T) {
	tests := []struct {
		arch    string
		add     string
		maxLen  int
		llvmLen int
	}{
		{"gfx803", "v_add_u32_e32 v0, vcc, 0x1234, v0", 8, 132},
		{"gfx900", "v_add_u32_e32 v0, 0x1234, v0", 8, 132},
		{"gfx1030", "v_add_nc_u32_e32 v0, 0x1234, v0", 20, 208},
	}
	for _, tt := range tests {
		t.Run(tt.arch, func(t *testing.T) {
			f := mustParseFile(t, "testdata/inlineasm_"+tt.arch+".s")
			fn := f.Functions[0]
			var texts []string
			real := 0
			for _, in := range fn.Instrs {
				if in.InlineAsm {
					texts = append(texts, in.Text)
					real += in.Size
				}
			}
			want := []string{
				"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1",
				"s_nop 0", "s_nop 1", tt.add,
				"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0",
			}
			if strings.Join(texts, "|") != strings.Join(want, "|") {
				t.Fatalf("inline asm %q, want %q", texts, want)
			}
			if real != 8+4+4+8+8 {
				t.Errorf("inline asm real size %d, want 32", real)
			}
			if f.Arch.MaxInstLen() != tt.maxLen {
				t.Errorf("MaxInstLen %d, want %d", f.Arch.MaxInstLen(), tt.maxLen)
			}
			if got := fn.LLVMCodeLen(f.Arch); got != tt.llvmLen || fn.CodeLenInByte != tt.llvmLen {
				t.Errorf("LLVMCodeLen %d, codeLenInByte %d, want %d", got, fn.CodeLenInByte, tt.llvmLen)
			}
		})
	}
}
