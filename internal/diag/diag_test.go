package diag

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	src := []byte("\t.text\n\tv_frobnicate_b32 v2, v1\n")
	err := WithSources(fmt.Errorf("wrap: %w", At("k.s", 2, 19, "bad operand")), map[string][]byte{"k.s": src})
	var b bytes.Buffer
	if !Print(&b, "splitwcet", err) {
		t.Fatal("no diagnostics found")
	}
	want := "k.s:2:19: error: bad operand\n\tv_frobnicate_b32 v2, v1\n\t                 ^\nsplitwcet: note: while: wrap\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
}

func TestPrintPlain(t *testing.T) {
	var b bytes.Buffer
	if Print(&b, "splitwcet", errors.New("one\n  two")) {
		t.Error("a plain error has diagnostics")
	}
	if want := "splitwcet: error: one\nsplitwcet:   two\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}

func TestJoinedAndNotes(t *testing.T) {
	err := errors.Join(At("w.yaml", 3, 0, "first"), &Diagnostic{File: "w.yaml", Line: 1, Severity: Warning, Msg: "second"})
	var b bytes.Buffer
	Print(&b, "p", WithSources(err, map[string][]byte{"w.yaml": []byte("a: 1\nb: 2\nc: 3")}))
	want := "w.yaml:3: error: first\nc: 3\nw.yaml:1: warning: second\na: 1\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	// One error of the join without a position: none are taken.
	if ds := Collect(errors.Join(At("a", 1, 1, "x"), errors.New("y"))); ds != nil {
		t.Errorf("Collect of a mixed join = %v", ds)
	}
	var n bytes.Buffer
	(&Diagnostic{Severity: Note, Msg: "hi"}).Format(&n, "p")
	if n.String() != "p: note: hi\n" {
		t.Errorf("note: %q", n.String())
	}
}

func TestParse(t *testing.T) {
	for in, want := range map[string]Diagnostic{
		"k.s:9:2: bad":        {File: "k.s", Line: 9, Col: 2, Msg: "bad"},
		"flow.yaml:4: min: x": {File: "flow.yaml", Line: 4, Msg: "min: x"},
	} {
		if got, ok := Parse(in); !ok || got != want {
			t.Errorf("Parse(%q) = %+v, %v", in, got, ok)
		}
	}
	for _, in := range []string{"no position", "k.s: msg", "k.s:x: msg", "k.s:0: msg", "a:1:2:3: m"} {
		if _, ok := Parse(in); ok {
			t.Errorf("Parse(%q) ok", in)
		}
	}
}

func TestLine(t *testing.T) {
	text := []byte("a\r\nb\n\nd")
	for n, want := range map[int]string{0: "", 1: "a", 2: "b", 3: "", 4: "d", 5: ""} {
		if got := Line(text, n); got != want {
			t.Errorf("Line(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestClosest(t *testing.T) {
	cands := []string{"workload", "kernel", "splits", "set", "memory-budget", "json"}
	for in, want := range map[string]string{
		"worklaod": "workload", "kernl": "kernel", "split": "splits", "sets": "set",
		"memory-bugdet": "memory-budget", "JSON": "json", "xyz": "", "trace": "", "jsno": "json",
	} {
		if got := Closest(in, cands); got != want {
			t.Errorf("Closest(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Closest(strings.Repeat("x", 1<<20), []string{"x"}); got != "" {
		t.Errorf("a 1 MiB name got a suggestion %q", got)
	}
	for _, tc := range []struct {
		a, b string
		d    int
	}{{"kitten", "sitting", 3}, {"json", "jsno", 1}, {"", "abc", 3}, {"abc", "", 3}, {"ca", "abc", 3}, {"same", "same", 0}} {
		if d := Distance(tc.a, tc.b); d != tc.d {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, d, tc.d)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("k.s:9:2: bad")
	f.Add("a:b:c: d")
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := Parse(s)
		if ok && d.Error() != s {
			t.Errorf("Parse(%q).Error() = %q", s, d.Error())
		}
	})
}
