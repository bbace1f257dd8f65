package asm

import (
	"fmt"
	"strings"
	"testing"
)

// A table records the generator version that measured it; one without
// the record is version 1. Only a current table makes the loader check
// code (Checks); gfx803's is current.
func TestOpTableGenerator(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"processor\tgfx803\nregisters\tsgpr 102\tttmp 12\tvgpr 256\n", 1},
		{"processor\tgfx803\ngenerator\t2\nregisters\tsgpr 102\tttmp 12\tvgpr 256\n", 2},
	} {
		tb, err := parseOpTable("t.tsv", []byte(c.text))
		if err != nil {
			t.Fatal(err)
		}
		if tb.generator != c.want {
			t.Errorf("%q: generator %d, want %d", c.text, tb.generator, c.want)
		}
	}
	if _, err := parseOpTable("t.tsv", []byte("processor\tgfx803\ngenerator\tx\n")); err == nil {
		t.Error("generator x: no error")
	}
	for _, p := range []string{"gfx803", "gfx900", "gfx906", "gfx1030"} {
		if a, _ := ArchFromProcessor(p); !Checks(a) {
			t.Errorf("%s's table is not current", p)
		}
	}
	for _, p := range CheckedProcessors() {
		a, _ := ArchFromProcessor(p)
		if tableFor(p).generator > OpTableGenerator {
			t.Errorf("%s: table of generator %d, newer than %d", p, tableFor(p).generator, OpTableGenerator)
		}
		if Checks(a) != (tableFor(p).generator == OpTableGenerator) {
			t.Errorf("%s: Checks %v for a table of generator %d", p, Checks(a), tableFor(p).generator)
		}
	}
}

// The expressions Check takes: symbols with relocations and arithmetic
// (the compiler's), not a malformed one (llvm-mc-15: "unknown token in
// expression", found by FuzzLLVMMCgfx1030) nor a constant one, which
// llvm-mc folds, perhaps into an inline constant.
func TestCheckExpr(t *testing.T) {
	for _, e := range []string{"sym", "sym@rel32@lo+4", "counter@rel32@hi+12", "(.LBB0_3-.Lpost_getpc0)&4294967295", "-sym", "~(a+1)", "a<<2|b"} {
		if msg := checkExpr(e); msg != "" {
			t.Errorf("%q: %s", e, msg)
		}
	}
	for _, e := range []string{"--|43|", "4+8", "sym+", "(sym", "sym@", "sym)"} {
		if checkExpr(e) == "" {
			t.Errorf("%q accepted", e)
		}
	}
}

// TestOpTablesParse parses every record of every embedded table: the
// loader parses a mnemonic's forms only when code uses it (formsOf), so
// a malformed record would otherwise surface only in a user's command.
// A bad form or slot record is reported with its file and line.
func TestOpTablesParse(t *testing.T) {
	for _, p := range []string{"gfx803", "gfx900", "gfx906", "gfx1030"} {
		tb := tableFor(p)
		n := 0
		for _, m := range tb.mnemonics() {
			tb.mu.Lock()
			fs, err := tb.parseForms(m)
			tb.mu.Unlock()
			if err != nil {
				t.Fatal(err)
			}
			n += len(fs)
		}
		if n < 2000 || len(tb.slots) != len(tb.slotLines) || len(tb.formatSet()) == 0 && p != "gfx1030" {
			t.Errorf("%s: %d forms, %d of %d slots used, %d formats", p, n, len(tb.slots), len(tb.slotLines), len(tb.formatSet()))
		}
	}
	head := "processor\tgfx803\nregisters\tsgpr 102\tttmp 12\tvgpr 256\n"
	for _, c := range []struct{ text, want string }{
		{"slot\t0\tv1\nform\tv_x\t0\t-\t-\t4\n", ""},
		{"slot\t0\tint:5..1\nform\tv_x\t0\t-\t-\t4\n", "t.tsv:3: range"},
		{"slot\t0\nform\tv_x\t0\t-\t-\t4\n", "t.tsv:3: slot: want ID and tokens"},
		{"slot\t0\tv1\nform\tv_x\t1\t-\t-\t4\n", "t.tsv:4: form v_x: no slot 1"},
		{"slot\t0\tv1\nform\tv_x\t0\t-\t-\t99\n", "t.tsv:4: form v_x: size"},
		{"slot\t0\tv1\nform\tv_x\t0\t-\toffset[x]\t4\n", "t.tsv:4: form v_x: range"},
	} {
		tb, err := parseOpTable("t.tsv", []byte(head+c.text))
		if err != nil {
			t.Fatal(err)
		}
		tb.mu.Lock()
		_, err = tb.parseForms("v_x")
		tb.mu.Unlock()
		if got := fmt.Sprint(err); c.want == "" && err != nil || c.want != "" && !strings.HasPrefix(got, c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	if _, err := parseOpTable("t.tsv", []byte(head+"bogus\t1\n")); fmt.Sprint(err) != `t.tsv:3: unknown record "bogus"` {
		t.Errorf("unknown record: %v", err)
	}
}
