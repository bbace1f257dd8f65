package asm

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// LLVM writes a loop-header comment on the label's line or, for a loop
// with inner loops and for a nested loop's header, on the comment line
// after it, with the arrow indented by the depth ("=>  This Inner Loop
// Header: Depth=2"). Every form marks the label (or block marker) above.
func TestLoopCommentForms(t *testing.T) {
	for _, tc := range []struct {
		comment string
		want    int
	}{
		{"=>This Inner Loop Header: Depth=1", 1},
		{"=>This Loop Header: Depth=1", 1},
		{"=>  This Inner Loop Header: Depth=2", 2},
		{"=>    This Loop Header: Depth=3", 3},
		{"  Parent Loop BB0_1 Depth=1", 0},
		{"    Child Loop BB0_2 Depth 2", 0},
		{"in Loop: Header=BB0_1 Depth=1", 0},
		{"%for.body", 0},
	} {
		if got := loopHeaderDepth(tc.comment); got != tc.want {
			t.Errorf("loopHeaderDepth(%q) = %d, want %d", tc.comment, got, tc.want)
		}
	}
	f := mustParseFile(t, "testdata/loops/nested_gfx900.s")
	depth := map[string]int{}
	for _, it := range f.Functions[0].Items {
		if l, ok := it.(*Label); ok {
			depth[l.Name] = l.LoopHeaderDepth
		}
	}
	want := map[string]int{".LBB0_1": 1, ".LBB0_2": 2, ".LBB0_4": 0, ".LBB0_5": 1}
	for name, d := range want {
		if depth[name] != d {
			t.Errorf("%s: LoopHeaderDepth %d, want %d", name, depth[name], d)
		}
	}
	// A loop comment after an instruction belongs to no label.
	src := ".text\n.type k,@function\nk:\n.LBB0_1:\n s_nop 0\n ; =>This Loop Header: Depth=1\n s_endpgm\n"
	f, err := Parse("k.s", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d := f.Functions[0].Items[0].(*Label).LoopHeaderDepth; d != 0 {
		t.Errorf("comment after an instruction marked the label: depth %d", d)
	}
}

// A label defined twice in one function is an error naming both lines
// (before, the later definition silently won every branch to it).
func TestDuplicateLabel(t *testing.T) {
	src := ".text\n.type k,@function\nk:\n.LBB0_1:\n s_nop 0\n.LBB0_1:\n s_branch .LBB0_1\n"
	_, err := Parse("k.s", []byte(src), Options{})
	if err == nil {
		t.Fatal("duplicate label accepted")
	}
	if want := "k.s:6:1: label .LBB0_1 defined twice: at line 4 and at line 6"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q, want %q", err, want)
	}
	// Labels are scoped to their function: two functions may reuse a name.
	src = ".text\n.type a,@function\na:\n.L1:\n s_endpgm\n.type b,@function\nb:\n.L1:\n s_endpgm\n"
	if _, err := Parse("k.s", []byte(src), Options{}); err != nil {
		t.Errorf("same label in two functions: %v", err)
	}
}

// TestShareSource: a parse that shares the source's memory reads the same
// file as one that copies it, also when lone carriage returns make the
// parser copy the text anyway.
func TestShareSource(t *testing.T) {
	paths, _ := filepath.Glob("testdata/*.s")
	more, _ := filepath.Glob("testdata/*/*.s")
	if paths = append(paths, more...); len(paths) < 10 {
		t.Fatalf("%d test files", len(paths))
	}
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range [][]byte{src, bytes.ReplaceAll(src, []byte("\n"), []byte("\r"))} {
			copied, err1 := Parse(path, bytes.Clone(text), Options{})
			shared, err2 := Parse(path, bytes.Clone(text), Options{ShareSource: true})
			if fmt.Sprint(err1) != fmt.Sprint(err2) {
				t.Fatalf("%s: errors %v, shared %v", path, err1, err2)
			}
			if err1 != nil {
				continue
			}
			if len(copied.Functions) != len(shared.Functions) {
				t.Fatalf("%s: %d functions, shared %d", path, len(copied.Functions), len(shared.Functions))
			}
			for i, fn := range copied.Functions {
				a := shared.Arch
				if got, want := shared.Functions[i].CodeHash(a), fn.CodeHash(a); got != want {
					t.Errorf("%s: %s: code hash %s shared, %s copied", path, fn.Name, got, want)
				}
			}
		}
	}
}
