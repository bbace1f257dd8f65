package sim_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestISACoverageDoc: docs/isa-coverage.md is what the generator writes
// today, and the coverage goal of issue 13 (>= 95% of the gfx8 list in
// compute scope) holds.
func TestISACoverageDoc(t *testing.T) {
	ref, err := isa.GFX8Reference()
	if err != nil {
		t.Fatal(err)
	}
	want := sim.CoverageMarkdown(ref, isa.GFX8ReferenceHeader())
	got, err := os.ReadFile(filepath.Join("..", "..", "docs", "isa-coverage.md"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("docs/isa-coverage.md is stale: run `go run ./traces/sim/isa/cmd/coverage`")
	}
	_, total, _ := sim.Coverage(ref)
	if total.Supported*100 < 95*total.Total {
		t.Errorf("coverage %d of %d is below 95%%", total.Supported, total.Total)
	}
	if total.Total < 1000 {
		t.Errorf("reference list has %d entries in scope: truncated?", total.Total)
	}
}

// TestUnsupportedRejectedByName: every in-scope reference mnemonic the
// simulator lacks fails to load with an error naming it.
func TestUnsupportedRejectedByName(t *testing.T) {
	ref, err := isa.GFX8Reference()
	if err != nil {
		t.Fatal(err)
	}
	rows, _, _ := sim.Coverage(ref)
	n := 0
	for _, r := range rows {
		if r.Encoding == "SDWA" || r.Encoding == "DPP" {
			continue
		}
		for _, op := range r.Missing {
			n++
			// The simulator's decoder (what `run`, `simulate` and `analyze`
			// load through) reports the opcode before looking at operands.
			src := handKernel("\t"+op+" s[0:1]\n\ts_endpgm\n", 0, 0)
			f, err := asm.Parse("u.s", []byte(src), asm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			_, err = sim.Load(f.Functions[0], f.Arch)
			if err == nil || !strings.Contains(err.Error(), "unsupported instruction "+op+" ") {
				t.Errorf("%s: got %v, want an unsupported-instruction error naming it", op, err)
			}
		}
	}
	if n == 0 {
		t.Log("no unsupported mnemonics")
	}
}
