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

// TestISACoverageDoc: each generation's coverage document is what the
// generator writes today, and the coverage goal (>= 95% of the
// generation's list in compute scope: issue 13 for gfx8, issue 29 for
// gfx9) holds.
func TestISACoverageDoc(t *testing.T) {
	refs, err := isa.References()
	if err != nil {
		t.Fatal(err)
	}
	for _, gen := range []string{"gfx8", "gfx9"} {
		ref, ok := refs[gen]
		if !ok {
			t.Fatalf("no %s reference list", gen)
		}
		want := sim.CoverageMarkdown(gen, ref)
		got, err := os.ReadFile(filepath.Join("..", "..", sim.CoverageDoc(gen)))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%s is stale: run `go run ./traces/sim/cmd/coverage`", sim.CoverageDoc(gen))
		}
		_, total, _ := sim.Coverage(gens[gen], ref.Ops)
		if total.Supported*100 < 95*total.Total {
			t.Errorf("%s: coverage %d of %d is below 95%%", gen, total.Supported, total.Total)
		}
		if total.Total < 1000 {
			t.Errorf("%s: reference list has %d entries in scope: truncated?", gen, total.Total)
		}
	}
}

// TestUnsupportedRejectedByName: every in-scope reference mnemonic the
// simulator lacks fails to decode, for a program of its generation, with
// an error naming it.
func TestUnsupportedRejectedByName(t *testing.T) {
	refs, err := isa.References()
	if err != nil {
		t.Fatal(err)
	}
	for gen, target := range map[string]string{"gfx8": "gfx803", "gfx9": "gfx906"} {
		rows, _, _ := sim.Coverage(gens[gen], refs[gen].Ops)
		n := 0
		for _, r := range rows {
			if r.Encoding == "SDWA" || r.Encoding == "DPP" {
				continue
			}
			for _, op := range r.Missing {
				n++
				// The simulator's decoder (what `run`, `simulate` and `analyze`
				// load through) reports the opcode before looking at operands.
				src := strings.ReplaceAll(handKernel("\t"+op+" s[0:1]\n\ts_endpgm\n", 0, 0), "gfx803", target)
				f, err := asm.Parse("u.s", []byte(src), asm.Options{})
				if err != nil {
					t.Fatal(err)
				}
				_, err = sim.Decode(f.Functions[0], f.Arch)
				if err == nil || !strings.Contains(err.Error(), "unsupported instruction "+op+" ") {
					t.Errorf("%s: %s: got %v, want an unsupported-instruction error naming it", gen, op, err)
				}
			}
		}
		if n == 0 {
			t.Logf("%s: no unsupported mnemonics", gen)
		}
	}
}

// gens are the generations with a reference list.
var gens = map[string]*isa.Target{"gfx8": isa.GFX8, "gfx9": isa.GFX9}
