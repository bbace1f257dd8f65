// Command evaluate runs the Rodinia evaluation of docs/rodinia.md (called by
// scripts/rodinia.sh after it compiled the benchmarks): for every kernel of
// examples/rodinia with a workload, its benchmark's output check against
// the Go references and the thesis' Fig. 6.3 numbers per S and marking,
// written to OUT/<bench>/<kernel>/summary.json (medium inputs:
// OUT/medium/<bench>/<kernel>) with the Fig. 6.3 analogues and an HTML
// report per marking beside it; then the Fig. 6.1 analogues (PNG and SVG),
// tables.md and index.html in OUT. It exits 1 when a check
// fails, a kernel does not run or a bound is below its observation.
//
//	go run ./examples/rodinia/cmd/evaluate [-asm out/rodinia] [-out out/rodinia] [-S 0,1,...] [-size small|medium|all] [-reconverge] [BENCH...]
//
// With -reconverge the kernels run on hardware whose splits merge at their
// joins (docs/reconvergence.md): the runs, the analyses and choose's
// markings all take it; the output checks stay those of the thesis'
// hardware.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/examples/rodinia/eval"
)

func main() {
	asmDir := flag.String("asm", "out/rodinia", "folder of the compiled benchmarks (<bench>/<unit>.s)")
	dir := flag.String("dir", "examples/rodinia", "folder of the workloads and flow facts")
	out := flag.String("out", "out/rodinia", "output folder")
	sList := flag.String("S", "0,1,2,4,8,16,32,63", "values of S")
	workers := flag.Int("j", 0, "simulations run at once (0: GOMAXPROCS)")
	size := flag.String("size", "all", "input sizes to evaluate: small, medium or all")
	reconverge := flag.Bool("reconverge", false, "hardware whose splits merge at their joins (splits.reconverge; docs/reconvergence.md)")
	flag.Parse()
	if *size != "small" && *size != "medium" && *size != "all" {
		fmt.Fprintf(os.Stderr, "evaluate: -size %q: want small, medium or all\n", *size)
		os.Exit(2)
	}
	if err := run(*asmDir, *dir, *out, *sList, *size, *workers, *reconverge, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "evaluate:", err)
		os.Exit(1)
	}
}

func run(asmDir, dir, out, sList, size string, workers int, reconverge bool, benches []string) error {
	var Ss []int
	for _, f := range strings.Split(sList, ",") {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v > isa.MaxS {
			return fmt.Errorf("-S: %q is not a value of S in 0..%d", f, isa.MaxS)
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
	command := "go run ./examples/rodinia/cmd/evaluate -asm " + asmDir + " -out " + out + " -S " + sList + " -size " + size
	if reconverge {
		command += " -reconverge"
	}
	if len(benches) > 0 {
		command += " " + strings.Join(benches, " ")
	}
	var sums []*eval.Summary
	checked := map[string]*eval.Recorder{}
	failed := 0
	var tables strings.Builder
	for _, kd := range eval.Kernels() {
		if len(want) > 0 && !want[kd.Bench] || size != "all" && kd.SizeName() != size {
			continue
		}
		kd.Reconverge = reconverge
		start, cpu0 := time.Now(), cpuSeconds()
		asmPath := filepath.Join(asmDir, kd.Bench, kd.Unit+".s")
		ck := kd.Bench + " " + kd.SizeName()
		if _, ok := checked[ck]; !ok {
			b, _ := eval.Lookup(kd.Bench)
			checked[ck] = eval.RunCheck(b.CheckOf(kd.Size), dir, asmPath)
		}
		s, err := eval.Evaluate(context.Background(), dir, asmPath, kd, Ss, workers)
		if err != nil {
			fmt.Fprintf(os.Stderr, "evaluate: %s %s: %v\n", kd.Bench, kd.Name, err)
			failed++
			continue
		}
		s.CheckOutputs(checked[ck])
		if !s.OutputMatchesReference {
			fmt.Fprintf(os.Stderr, "evaluate: %s %s: output check failed: %s\n", kd.Bench, kd.Name, s.OutputCheck)
			failed++
		}
		for _, v := range s.Violations {
			fmt.Fprintf(os.Stderr, "evaluate: %s %s: bound below observation: %s\n", kd.Bench, kd.Name, v)
			failed++
		}
		if err := eval.WriteKernel(out, kd, s, command); err != nil {
			return err
		}
		s.Release()
		fmt.Printf("evaluate: %s %s (%s): output = reference: %v, most splits %d, %d rows -> %s (%.0f s, %.0f s CPU)\n", kd.Bench, kd.Name, kd.SizeName(),
			s.OutputMatchesReference, s.SplitsObserved, len(s.Rows), filepath.Join(out, filepath.FromSlash(kd.Dir()), "summary.json"), time.Since(start).Seconds(), cpuSeconds()-cpu0)
		fmt.Fprintf(&tables, "### %s: %s (%s)\n\nInput: %s (input sets: %s).\n\n%s\n", kd.Bench, kd.Name, kd.SizeName(), s.Input, s.InputSets, s.Table())
		sums = append(sums, s)
	}
	if len(sums) > 0 {
		if err := eval.WriteAll(out, sums, tables.String()); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d failures (above)", failed)
	}
	fmt.Printf("evaluate: %d kernels evaluated, tables in %s, index in %s\n", len(sums), filepath.Join(out, "tables.md"), filepath.Join(out, "index.html"))
	return nil
}

// cpuSeconds is the CPU time (user and system) of this process so far: on
// a loaded machine the wall-clock time says little about the work.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}
