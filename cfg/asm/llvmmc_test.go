package asm

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// llvmMC is the assembler used as an oracle for instruction sizes when installed.
const llvmMC = "llvm-mc-15"

// mcSizes assembles path with llvm-mc and returns the size of every encoded
// instruction in order, with its text.
func mcSizes(t testing.TB, path, cpu string) ([]int, []string) {
	t.Helper()
	cmd := exec.Command(llvmMC, "-triple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-show-encoding", path)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", llvmMC, path, err, firstLines(errb.String(), 10))
	}
	var sizes []int
	var texts []string
	sc := bufio.NewScanner(&out)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		i := strings.Index(line, "; encoding: [")
		if i < 0 {
			continue
		}
		enc := line[i+len("; encoding: [") : strings.LastIndexByte(line, ']')]
		sizes = append(sizes, strings.Count(enc, ",")+1)
		texts = append(texts, strings.TrimSpace(line[:i]))
	}
	return sizes, texts
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// compareWithLLVMMC checks every instruction's size against llvm-mc.
func compareWithLLVMMC(t *testing.T, path string) {
	if _, err := exec.LookPath(llvmMC); err != nil {
		t.Skipf("%s not installed", llvmMC)
	}
	f, err := ParseFile(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// llvm-mc sees the whole file, so collect instructions in file order.
	var ours []*Instruction
	for _, fn := range f.Functions {
		ours = append(ours, fn.Instrs...)
	}
	sizes, texts := mcSizes(t, path, f.Arch.Name)
	if len(sizes) != len(ours) {
		t.Fatalf("%s: llvm-mc encoded %d instructions, we parsed %d", path, len(sizes), len(ours))
	}
	bad := 0
	for i, in := range ours {
		if in.Size != sizes[i] {
			bad++
			if bad <= 15 {
				t.Errorf("%s: %s: size %d (enc %s), llvm-mc %d (%s)", path, in.Pos(), in.Size, in.Enc, sizes[i], texts[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d instruction sizes differ from llvm-mc", path, bad, len(ours))
	}
}

func TestLLVMMCExternal(t *testing.T) {
	list := os.Getenv("SPLITWCET_MC_FILES")
	if list == "" {
		t.Skip("set SPLITWCET_MC_FILES to a space-separated list of .s files")
	}
	for _, p := range strings.Fields(list) {
		t.Run(p, func(t *testing.T) { compareWithLLVMMC(t, p) })
	}
	_ = fmt.Sprint()
}

// symbolSizes assembles path into an object file with llvm-mc and returns
// the st_size of every FUNC symbol (llvm-readelf -s).
func symbolSizes(t *testing.T, path, cpu string) map[string]int {
	t.Helper()
	obj := t.TempDir() + "/k.o"
	if out, err := exec.Command(llvmMC, "-triple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-filetype=obj", path, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", llvmMC, path, err, firstLines(string(out), 10))
	}
	out, err := exec.Command("llvm-readelf-15", "-s", obj).Output()
	if err != nil {
		t.Fatalf("llvm-readelf-15 -s: %v", err)
	}
	sizes := map[string]int{}
	for _, line := range strings.Split(string(out), "\n") {
		// Num: Value Size Type Bind Vis Ndx Name
		f := strings.Fields(line)
		if len(f) == 8 && f[3] == "FUNC" {
			var n int
			if _, err := fmt.Sscan(f[2], &n); err == nil {
				sizes[f[7]] = n
			}
		}
	}
	return sizes
}

// CodeBytes is the function's symbol size in the assembled object on every
// target: instructions plus the `.p2align` padding LLVM puts before loop
// headers on gfx10 (nested_gfx1030.s, mix_gfx1030.s), which a sum of the
// instruction sizes leaves out.
func TestCodeBytesIsSymbolSize(t *testing.T) {
	if _, err := exec.LookPath(llvmMC); err != nil {
		t.Skipf("%s not installed", llvmMC)
	}
	if _, err := exec.LookPath("llvm-readelf-15"); err != nil {
		t.Skip("llvm-readelf-15 not installed")
	}
	for _, path := range []string{
		"testdata/loops/nested_gfx803.s", "testdata/loops/nested_gfx900.s", "testdata/loops/nested_gfx1030.s",
		"testdata/mix_gfx803.s", "testdata/mix_gfx900.s", "testdata/mix_gfx1030.s",
		"testdata/ifelse_gfx900.s", "testdata/ifelse_gfx1030.s", "testdata/multi.s", "testdata/calls.s",
		"testdata/inlineasm_gfx803.s", "testdata/inlineasm_gfx900.s", "testdata/inlineasm_gfx1030.s",
	} {
		t.Run(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(path, "testdata/"), "loops/"), ".s"), func(t *testing.T) {
			f, err := ParseFile(path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			sizes := symbolSizes(t, path, f.Arch.Name)
			for _, fn := range f.Functions {
				want, ok := sizes[fn.Name]
				if !ok {
					t.Errorf("%s: no FUNC symbol %s in the object", path, fn.Name)
					continue
				}
				if got := fn.CodeBytes(); got != want {
					t.Errorf("%s: %s: CodeBytes %d, symbol size %d", path, fn.Name, got, want)
				}
			}
		})
	}
	// The padding is real: on gfx1030 the symbol is larger than the code.
	f, err := ParseFile("testdata/loops/nested_gfx1030.s", Options{})
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Functions[0]
	sum := 0
	for _, in := range fn.Instrs {
		sum += in.Size
	}
	if fn.CodeBytes() != 236 || sum >= 236 {
		t.Errorf("nested_gfx1030: CodeBytes %d (want 236), sum of sizes %d (want less)", fn.CodeBytes(), sum)
	}
}
