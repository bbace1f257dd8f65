// Command coverage writes docs/isa-coverage.md: the simulator's opcode
// table measured against the gfx8 reference list (cfg/isa/gfx8.tsv).
//
// Usage (from the repository root):
//
//	go run ./traces/sim/isa/cmd/coverage [-o docs/isa-coverage.md]
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

func main() {
	out := flag.String("o", "docs/isa-coverage.md", "output file")
	flag.Parse()
	ref, err := isa.GFX8Reference()
	if err != nil {
		fmt.Fprintln(os.Stderr, "coverage:", err)
		os.Exit(1)
	}
	md := sim.CoverageMarkdown(ref, isa.GFX8ReferenceHeader())
	if err := os.WriteFile(*out, []byte(md), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "coverage:", err)
		os.Exit(1)
	}
}
