// Command evaluate runs the Rodinia evaluation of docs/rodinia.md (called by
// scripts/rodinia.sh after it compiled the benchmarks): for every kernel of
// examples/rodinia with a workload, its benchmark's output check against
// the Go references and the thesis' Fig. 6.3 numbers per S and marking,
// written to OUT/<bench>/<kernel>/summary.json; then the Fig. 6.1 and 6.3
// analogues (PNG and SVG) and tables.md in OUT. It exits 1 when a check
// fails, a kernel does not run or a bound is below its observation.
//
//	go run ./examples/rodinia/cmd/evaluate [-asm out/rodinia] [-out out/rodinia] [-S 0,1,...] [BENCH...]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/examples/rodinia/eval"
	"github.com/splitwcet/splitwcet/splitmodel/report"
)

func main() {
	asmDir := flag.String("asm", "out/rodinia", "folder of the compiled benchmarks (<bench>/<unit>.s)")
	dir := flag.String("dir", "examples/rodinia", "folder of the workloads and flow facts")
	out := flag.String("out", "out/rodinia", "output folder")
	sList := flag.String("S", "0,1,2,4,8,16,32,63", "values of S")
	workers := flag.Int("j", 0, "simulations run at once (0: GOMAXPROCS)")
	flag.Parse()
	if err := run(*asmDir, *dir, *out, *sList, *workers, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "evaluate:", err)
		os.Exit(1)
	}
}

func run(asmDir, dir, out, sList string, workers int, benches []string) error {
	var Ss []int
	for _, f := range strings.Split(sList, ",") {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v > 63 {
			return fmt.Errorf("-S: %q is not a value of S in 0..63", f)
		}
		Ss = append(Ss, v)
	}
	want := map[string]bool{}
	for _, b := range benches {
		want[b] = true
	}
	if err := rodinia.WriteGenerated(dir); err != nil { // inputs too large to commit (bfs)
		return err
	}
	var sums []*eval.Summary
	checked := map[string]*eval.Recorder{}
	failed := 0
	var tables strings.Builder
	for _, kd := range eval.Evaluated {
		if len(want) > 0 && !want[kd.Bench] {
			continue
		}
		asmPath := filepath.Join(asmDir, kd.Bench, kd.Unit+".s")
		if _, ok := checked[kd.Bench]; !ok {
			checked[kd.Bench] = eval.RunCheck(eval.Checks[kd.Bench], dir, asmPath)
		}
		s, err := eval.Evaluate(context.Background(), dir, asmPath, kd, Ss, workers)
		if err != nil {
			fmt.Fprintf(os.Stderr, "evaluate: %s %s: %v\n", kd.Bench, kd.Name, err)
			failed++
			continue
		}
		s.CheckOutputs(checked[kd.Bench])
		if !s.OutputMatchesReference {
			fmt.Fprintf(os.Stderr, "evaluate: %s %s: output check failed: %s\n", kd.Bench, kd.Name, s.OutputCheck)
			failed++
		}
		for _, v := range s.Violations {
			fmt.Fprintf(os.Stderr, "evaluate: %s %s: bound below observation: %s\n", kd.Bench, kd.Name, v)
			failed++
		}
		kdir := filepath.Join(out, kd.Bench, kd.Name)
		if err := os.MkdirAll(kdir, 0o755); err != nil {
			return err
		}
		js, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(kdir, "summary.json"), append(js, '\n'), 0o644); err != nil {
			return err
		}
		fmt.Printf("evaluate: %s %s: output = reference: %v, most splits %d, %d rows -> %s\n", kd.Bench, kd.Name,
			s.OutputMatchesReference, s.SplitsObserved, len(s.Rows), filepath.Join(kdir, "summary.json"))
		fmt.Fprintf(&tables, "### %s: %s\n\nInput: %s (input sets: %s).\n\n%s\n", kd.Bench, kd.Name, s.Input, s.InputSets, s.Table())
		for _, mk := range eval.Markings {
			p, err := report.PlotLog(s.SeriesOf(mk))
			if err != nil {
				return err
			}
			p.Title.Text = fmt.Sprintf("%s/%s (%s): observed and computed kernel WCET per S (cf. thesis Fig. 6.3), log scale", s.Benchmark, s.Kernel, mk)
			if _, err := report.SavePlot(p, kdir, "fig6.3-"+mk); err != nil {
				return err
			}
		}
		sums = append(sums, s)
	}
	if len(sums) > 0 {
		benches, speed := eval.Speedups(sums)
		fmt.Fprintf(&tables, "### Speedup (Fig. 6.1 analogue, whole-kernel marking, parallel mode)\n\n| benchmark |")
		for _, S := range eval.SpeedupS {
			fmt.Fprintf(&tables, " S = %d |", S)
		}
		tables.WriteString("\n|---|" + strings.Repeat("---|", len(eval.SpeedupS)) + "\n")
		for _, b := range benches {
			fmt.Fprintf(&tables, "| %s |", b)
			for _, v := range speed[b] {
				fmt.Fprintf(&tables, " %.3f |", v)
			}
			tables.WriteString("\n")
		}
		p, err := eval.PlotSpeedup(benches, speed)
		if err != nil {
			return err
		}
		if _, err := report.SavePlot(p, out, "fig6.1-speedup"); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, "tables.md"), []byte(tables.String()), 0o644); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d failures (above)", failed)
	}
	fmt.Printf("evaluate: %d kernels evaluated, tables in %s\n", len(sums), filepath.Join(out, "tables.md"))
	return nil
}
