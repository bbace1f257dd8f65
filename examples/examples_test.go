package examples

import (
	"bytes"
	"sort"
	"strings"
	"testing"
)

// want lists the examples the project documents; every one must be embedded.
var want = []string{
	"divloop", "dppsum", "dptile", "dsincos", "frontier", "globals_split", "halfmath", "halo_split", "ifelse", "ifelse_split",
	"large", "locals_split", "narrow16", "nested", "noinline_split", "partial_split", "reduce", "synthetic", "synthetic_split",
}

func TestNames(t *testing.T) {
	names := Names()
	if !sort.StringsAreSorted(names) {
		t.Errorf("Names() not sorted: %v", names)
	}
	have := map[string]bool{}
	for _, n := range names {
		if have[n] {
			t.Errorf("Names() lists %q twice", n)
		}
		have[n] = true
	}
	for _, w := range want {
		if !have[w] {
			t.Errorf("Names() = %v, missing %q", names, w)
		}
	}
	if !have[Default] {
		t.Errorf("Default %q is not among Names() %v", Default, names)
	}
}

func TestEveryExample(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			asm, err := Assembly(name)
			if err != nil {
				t.Fatalf("Assembly: %v", err)
			}
			if len(asm) == 0 {
				t.Fatal("kernel.s is empty")
			}
			if !bytes.Contains(asm, []byte("codeLenInByte")) {
				t.Error("kernel.s has no codeLenInByte comment")
			}
			if !bytes.Contains(asm, []byte("s_endpgm")) {
				t.Error("kernel.s has no s_endpgm")
			}
			src, err := Source(name)
			if err != nil {
				t.Fatalf("Source: %v", err)
			}
			switch SourceFile(name) {
			case "kernel.cl":
				if !bytes.Contains(src, []byte("__kernel")) {
					t.Error("kernel.cl has no __kernel")
				}
			default:
				if !bytes.Contains(src, []byte("__global__")) {
					t.Error("kernel.hip has no __global__ kernel")
				}
			}
			flags, err := Flags(name)
			if err != nil {
				t.Fatalf("Flags: %v", err)
			}
			if strings.Contains(flags, "\n") {
				t.Errorf("flags has more than one line: %q", flags)
			}
			// Every example keeps its source-line table (see scripts/examples.sh).
			if !strings.Contains(flags, "-gline-tables-only") {
				t.Errorf("flags %q lack -gline-tables-only", flags)
			}
			if _, err := FS.ReadFile(name + "/README.md"); err != nil {
				t.Errorf("README.md: %v", err)
			}
		})
	}
}

// The split-marked examples must keep both MODE bit 21 writes and be built
// with every skip branch kept.
func TestSplitMarked(t *testing.T) {
	for _, name := range []string{"globals_split", "halo_split", "ifelse_split", "synthetic_split"} {
		asm, err := Assembly(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, v := range []string{"1", "0"} {
			ins := "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), " + v + "\n"
			if !bytes.Contains(asm, []byte(ins)) {
				t.Errorf("%s: kernel.s lacks %q", name, strings.TrimSpace(ins))
			}
		}
		flags, _ := Flags(name)
		if !strings.Contains(flags, "-amdgpu-skip-threshold=0") {
			t.Errorf("%s: flags %q lack -amdgpu-skip-threshold=0", name, flags)
		}
		if !bytes.Contains(asm, []byte("s_cbranch_execz")) {
			t.Errorf("%s: kernel.s has no s_cbranch_execz", name)
		}
	}
}

func TestUnknown(t *testing.T) {
	for _, name := range []string{"nosuch", "", ".", "ifelse/kernel.s", "../examples", "ifelse/"} {
		if _, err := Assembly(name); err == nil {
			t.Errorf("Assembly(%q): no error", name)
		} else if !strings.Contains(err.Error(), Default) || !strings.Contains(err.Error(), "ifelse") {
			t.Errorf("Assembly(%q) error %q does not name the known examples", name, err)
		}
		if _, err := Source(name); err == nil {
			t.Errorf("Source(%q): no error", name)
		}
		if _, err := Flags(name); err == nil {
			t.Errorf("Flags(%q): no error", name)
		}
	}
}

func TestDefaultLoads(t *testing.T) {
	asm, err := Assembly(Default)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(asm, []byte(".amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"")) {
		t.Error("default example is not gfx803 assembly")
	}
}
