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
				t.Errorf("%s: %s: size %d (enc %s), llvm-mc %d (%s)", path, in.Pos, in.Size, in.Enc, sizes[i], texts[i])
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
