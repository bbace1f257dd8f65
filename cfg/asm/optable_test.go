package asm

import "testing"

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
