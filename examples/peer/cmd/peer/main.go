// Command peer runs the MGPUSim peer suite (examples/peer, docs/mgpusim.md):
// it compiles each kernel from an MGPUSim source tree, runs it on our
// simulator and, given MGPUSim's driver, on MGPUSim, and writes the table
// of outputs, instruction counts, cycles and ratios. scripts/peer.sh (make
// peer) runs it.
//
//	peer -mgpusim DIR [-driver BIN] [-hw FILE] [-out DIR] [-j N] [-record] [KERNEL...]
//
// Without -driver the MGPUSim columns come from the recorded numbers
// (examples/peer/testdata/mgpusim.yaml); -record rewrites that file from
// the runs: with -driver MGPUSim's columns and ours, without it only ours
// (after a deliberate change of our timing model; MGPUSim's numbers stay
// those it measured).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/splitwcet/splitwcet/examples/peer"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "peer:", err)
		os.Exit(1)
	}
}

func run() error {
	src := flag.String("mgpusim", os.Getenv("SPLITWCET_MGPUSIM_SRC"), "MGPUSim source tree (github.com/sarchlab/mgpusim v4.2.0; $SPLITWCET_MGPUSIM_SRC)")
	driver := flag.String("driver", os.Getenv("SPLITWCET_MGPUSIM_DRIVER"), "MGPUSim's driver binary (hfdrv2, ../shared/mgpusim/drv2; $SPLITWCET_MGPUSIM_DRIVER); empty: the recorded MGPUSim numbers")
	hwPath := flag.String("hw", "docs/results/r9nano.yaml", "our hardware file")
	out := flag.String("out", "out/peer", "working directory")
	jobs := flag.Int("j", 1, "kernels at once")
	record := flag.Bool("record", false, "rewrite "+peer.RecordPath+" from the runs (without -driver: our columns only)")
	reuse := flag.Bool("reuse", false, "read the MGPUSim runs already in -out instead of running them again")
	flag.Parse()
	if *src == "" {
		return fmt.Errorf("no MGPUSim source tree: give -mgpusim DIR or set SPLITWCET_MGPUSIM_SRC")
	}
	ks, err := peer.Select(flag.Args())
	if err != nil {
		return err
	}
	hw, _, err := timing.ReadFile(*hwPath)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	abs, err := filepath.Abs(*out)
	if err != nil {
		return err
	}
	if *driver != "" {
		if *driver, err = filepath.Abs(*driver); err != nil {
			return err
		}
	}
	rec, err := peer.Recorded()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rows := peer.Evaluate(ctx, peer.Config{Src: *src, Driver: *driver, HW: hw, Out: abs, Jobs: *jobs, Reuse: *reuse, Log: os.Stderr}, ks, rec)
	var b strings.Builder
	peer.WriteTable(&b, rows)
	fmt.Print(b.String())
	if err := os.WriteFile(filepath.Join(*out, "table.md"), []byte(b.String()), 0o644); err != nil {
		return err
	}
	if *record {
		// The rows run replace their records; the others stay (suite order).
		nr := &peer.Record{MGPUSim: rec.MGPUSim, Hardware: *hwPath}
		for _, k := range peer.Suite {
			old, ok := rec.Row(k.Name)
			for _, r := range rows {
				if r.Kernel.Name == k.Name {
					if r.Err != nil {
						return fmt.Errorf("%s: %v: not recorded", r.Kernel.Name, r.Err)
					}
					old, ok = r.MGPUSim, true
				}
			}
			if ok {
				nr.Kernels = append(nr.Kernels, old)
			}
		}
		if err := nr.Write(peer.RecordPath); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "peer: wrote %s\n", peer.RecordPath)
	}
	for _, r := range rows {
		if r.Err != nil {
			return fmt.Errorf("%s failed", r.Kernel.Name)
		}
	}
	return nil
}
