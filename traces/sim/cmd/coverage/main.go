// Command coverage writes the ISA coverage documents: the simulator's
// opcode table measured against each generation's reference list
// (cfg/isa/gfx8.tsv into docs/isa-coverage.md, gfx9.tsv into
// docs/isa-coverage-gfx9.md).
//
// Usage (from the repository root):
//
//	go run ./traces/sim/cmd/coverage [-dir .]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

func main() {
	dir := flag.String("dir", ".", "repository root the documents are written under")
	flag.Parse()
	if err := run(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "coverage:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	refs, err := isa.References()
	if err != nil {
		return err
	}
	var gens []string
	for g := range refs {
		gens = append(gens, g)
	}
	sort.Strings(gens)
	for _, g := range gens {
		out := filepath.Join(dir, sim.CoverageDoc(g))
		if err := os.WriteFile(out, []byte(sim.CoverageMarkdown(g, refs[g])), 0o644); err != nil {
			return err
		}
	}
	return nil
}
