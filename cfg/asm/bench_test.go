package asm

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
)

const largePath = "../../examples/large/kernel.s"

// BenchmarkParseLarge parses the largest example (about 350 KB, 3926
// instructions plus debug info and metadata). b.SetBytes makes `go test
// -bench` report MB/s.
func BenchmarkParseLarge(b *testing.B) {
	src, err := os.ReadFile(largePath)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(largePath, src, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// bigInput builds a file of n copies of large's kernel as separate device
// functions (code only: no debug sections or metadata), about n × 115 KB.
func bigInput(tb testing.TB, n int) []byte {
	src, err := os.ReadFile(largePath)
	if err != nil {
		tb.Fatal(err)
	}
	s := string(src)
	const name = "_Z5largePKiPi"
	start := strings.Index(s, name+":")
	end := strings.Index(s, ".Lfunc_end0:")
	if start < 0 || end < start {
		tb.Fatal("cannot find the kernel body in " + largePath)
	}
	// Drop the descriptor block inside the body: it names the original kernel.
	body := s[start+len(name)+1 : end]
	if i, j := strings.Index(body, "\t.section\t.rodata"), strings.Index(body, ".end_amdhsa_kernel"); i >= 0 && j > i {
		body = body[:i] + body[j+len(".end_amdhsa_kernel"):]
	}
	var buf bytes.Buffer
	buf.WriteString("\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n")
	for i := 0; i < n; i++ {
		fn := fmt.Sprintf("fn%d", i)
		fmt.Fprintf(&buf, "\t.globl\t%s\n\t.p2align\t2\n\t.type\t%s,@function\n%s:", fn, fn, fn)
		buf.WriteString(strings.ReplaceAll(body, "LBB0_", fmt.Sprintf("LBB%d_", i)))
		fmt.Fprintf(&buf, ".Lfunc_end%d:\n\t.size\t%s, .Lfunc_end%d-%s\n", i, fn, i, fn)
	}
	return buf.Bytes()
}

// BenchmarkParseBig parses 16 copies of the large kernel's code (about 2 MB of
// instructions, no debug info), which measures the instruction path alone.
func BenchmarkParseBig(b *testing.B) {
	src := bigInput(b, 16)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("big.s", src, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBigInput keeps the benchmark input honest: every copy parses to the
// same functions as the original kernel.
func TestBigInput(t *testing.T) {
	f, err := Parse("big.s", bigInput(t, 3), Options{})
	if err != nil {
		t.Fatal(err)
	}
	orig := mustParseFile(t, largePath)
	want := orig.Functions[0]
	if len(f.Functions) != 3 {
		t.Fatalf("%d functions, want 3", len(f.Functions))
	}
	for _, fn := range f.Functions {
		if len(fn.Instrs) != len(want.Instrs) || fn.CodeBytes() != want.CodeBytes() || fn.IsKernel {
			t.Errorf("%s: %d instructions, %d bytes; want %d, %d", fn.Name, len(fn.Instrs), fn.CodeBytes(), len(want.Instrs), want.CodeBytes())
		}
	}
}
