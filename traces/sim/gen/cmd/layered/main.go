// Command layered writes a large generated kernel, gen.Layered(N), as
// gfx803 assembly: the input of the front-end measurements of
// docs/performance.md (N = 1196: 5.8 MB, 49,037 blocks).
//
// Usage (from the repository root):
//
//	go run ./traces/sim/gen/cmd/layered [-n 1196] [-o FILE]
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

func main() {
	n := flag.Int("n", 1196, "copies of the 41-block unit")
	out := flag.String("o", "", "output file (default: standard output)")
	flag.Parse()
	if *n < 1 || *n > 1_000_000 {
		fmt.Fprintf(os.Stderr, "layered: -n %d: want 1..1000000\n", *n)
		os.Exit(2)
	}
	text := []byte(gen.Layered(*n).Assembly())
	var err error
	if *out == "" {
		_, err = os.Stdout.Write(text)
	} else {
		err = os.WriteFile(*out, text, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "layered:", err)
		os.Exit(1)
	}
}
