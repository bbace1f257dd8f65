// Command tightness runs the static bound's tightness suite (make
// tightness; docs/static.md "Tightness"): our examples and the Rodinia
// kernels compiled into -asm (scripts/rodinia.sh --compile-only), each
// bounded statically and simulated at every S of -S in both modes. It
// prints a markdown table (static / observed, ratio, dominant term per
// kernel, S and mode) and per S and mode the median and the largest ratio,
// over all kernels and over those with s_barrier. It exits 1 when a static
// bound is below an observation or a kernel cannot be bounded.
//
//	go run ./examples/tightness/cmd/tightness [-asm out/rodinia] [-S 0,4] [-json FILE] [-before FILE] [-examples=false] [-rodinia=false] [-case NAME] [-units] [BENCH...]
//
// With -units it prints instead, per case, S and mode, the static bound's
// terms next to what the simulated run did in their place (the isolated
// lifetime of one workgroup, splits, family instructions, memory service;
// docs/static.md "Where the excess comes from").
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/examples/tightness"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

func main() {
	asmDir := flag.String("asm", "out/rodinia", "folder of the compiled Rodinia benchmarks (<bench>/<unit>.s)")
	dir := flag.String("dir", "examples/rodinia", "folder of the Rodinia workloads and flow facts")
	root := flag.String("root", ".", "the repository's root (examples/NAME/flow.tight.yaml)")
	sList := flag.String("S", "0,4", "values of S")
	jsonOut := flag.String("json", "", "also write the rows as JSON to this file")
	before := flag.String("before", "", "the JSON rows of an earlier run: each ratio is printed with the earlier one")
	withExamples := flag.Bool("examples", true, "include our examples")
	withRodinia := flag.Bool("rodinia", true, "include the Rodinia kernels (skipped with a note when -asm does not exist)")
	only := flag.String("case", "", "only the cases whose name contains this")
	workers := flag.Int("j", runtime.GOMAXPROCS(0), "simulations run at once")
	units := flag.Bool("units", false, "instead of the table: each static term next to what the run did in its place")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, *root, *dir, *asmDir, *sList, *jsonOut, *before, *only, *withExamples, *withRodinia, *units, *workers, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "tightness:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, root, dir, asmDir, sList, jsonOut, beforeFile, only string, withExamples, withRodinia, units bool, workers int, benches []string) error {
	var Ss []int
	for _, f := range strings.Split(sList, ",") {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v > isa.MaxS {
			return fmt.Errorf("-S: %q is not a value of S in 0..%d", f, isa.MaxS)
		}
		Ss = append(Ss, v)
	}
	var before []tightness.Row
	if beforeFile != "" {
		data, err := os.ReadFile(beforeFile)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(data, &before); err != nil {
			return fmt.Errorf("-before %s: %w", beforeFile, err)
		}
	}
	var cases []tightness.Case
	if withExamples {
		cases = append(cases, tightness.Examples(root)...)
	}
	if withRodinia {
		if _, err := os.Stat(asmDir); err != nil {
			fmt.Fprintf(os.Stderr, "tightness: %s is absent (scripts/rodinia.sh --compile-only writes it): the Rodinia kernels are skipped\n", asmDir)
		} else {
			if err := rodinia.WriteGenerated(dir); err != nil { // inputs too large to commit (bfs)
				return err
			}
			cases = append(cases, tightness.Rodinia(dir, asmDir, benches...)...)
		}
	}
	if units {
		return printUnits(ctx, cases, only, Ss, jsonOut)
	}
	var rows []tightness.Row
	for i := range cases {
		c := &cases[i]
		if only != "" && !strings.Contains(c.Name, only) {
			continue
		}
		fmt.Fprintf(os.Stderr, "tightness: %s\n", c.Name)
		rs, err := tightness.Measure(ctx, c, Ss, workers)
		if err != nil {
			return err
		}
		rows = append(rows, rs...)
	}
	fmt.Print(tightness.Markdown(cases, rows, Ss, before))
	if jsonOut != "" {
		data, err := json.MarshalIndent(rows, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(jsonOut, append(data, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// printUnits prints the units table of the cases whose name contains only
// at every S, both modes (and writes them as JSON to jsonOut when set).
func printUnits(ctx context.Context, cases []tightness.Case, only string, Ss []int, jsonOut string) error {
	var us []*tightness.Units
	for i := range cases {
		c := &cases[i]
		if only != "" && !strings.Contains(c.Name, only) {
			continue
		}
		fmt.Fprintf(os.Stderr, "tightness: %s\n", c.Name)
		for _, S := range Ss {
			for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
				u, err := tightness.ObserveUnits(ctx, c, S, mode)
				if err != nil {
					return err
				}
				us = append(us, u)
			}
		}
	}
	fmt.Print(tightness.UnitsMarkdown(us))
	if jsonOut == "" {
		return nil
	}
	data, err := json.MarshalIndent(us, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(jsonOut, append(data, '\n'), 0o644)
}
