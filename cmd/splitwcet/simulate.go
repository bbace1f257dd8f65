package main

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

const simulateLong = `Simulate a kernel cycle by cycle on split-capable GCN3 hardware and record
IPT traces.

The timing model (docs/hardware.md) runs over the functional simulator: CUs of
4 SIMDs with 10 launch slots and S reserve slots each, 4-cycle wave64 vector
issue, s_waitcnt stalls, shared vector memory with latency and bandwidth,
scalar memory, LDS, barriers and a workgroup dispatcher. With the parallel
guarantee (default) up to S+1 splits of a wavefront issue in the same cycle;
--serial-splits turns it off. --trace writes one event per IPT hit
(docs/trace-format.md) for 'splitwcet wcet --trace'.

FILE and --workload are as for 'splitwcet run'; without FILE the embedded
default example runs with its workload.`

type simulateFlags struct {
	runFlags
	serial, quiet bool
	ipts, trace   string
}

func newSimulateCmd() *cobra.Command {
	var fl simulateFlags
	cmd := &cobra.Command{
		Use:   "simulate [FILE] --workload W.yaml",
		Short: "Cycle-level simulation with wavefront splitting; writes IPT traces",
		Long:  simulateLong,
		Example: `  splitwcet simulate --S 4 --trace out/demo.csv.gz
  splitwcet simulate examples/divloop/kernel.s -w examples/divloop/workload.yaml --set all --json
  splitwcet simulate --S 8 --serial-splits --hw myhw.yaml`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSimulate(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	addWorkloadFlags(f, &fl.kernelFlags)
	f.StringVar(&fl.set, "set", "", "input set to run (default: the first); \"all\" runs every set")
	f.IntVar(&fl.s, "S", 0, "reserve slots per launch wavefront: splits allowed per wavefront, 0..63")
	f.BoolVar(&fl.serial, "serial-splits", false, "no parallel guarantee: splits compete for one pipeline like ordinary wavefronts")
	f.StringVar(&fl.ipts, "ipts", "thesis", "IPT placement for the trace: thesis or blocks")
	f.StringVar(&fl.trace, "trace", "", "write the IPT trace to this file (.gz: gzip); with --set all, one file per set: NAME.SET.csv[.gz]")
	f.BoolVar(&fl.json, "json", false, "print JSON per input set: observed_cycles, wavefronts, splits, instructions")
	f.BoolVar(&fl.perWave, "per-wavefront", false, "with --json: start, end and instructions of every wavefront and split")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress bar")
	addBudgetFlag(f, &fl.budget)
	return cmd
}

func runSimulate(cmd *cobra.Command, file string, fl simulateFlags) error {
	if fl.s < 0 || fl.s > 63 {
		return usagef("--S %d: want 0..63 (reserve slots per launch wavefront)", fl.s)
	}
	place, err := ipg.ParsePlacement(fl.ipts)
	if err != nil {
		return usagef("--ipts: %v", err)
	}
	k, err := fl.load(cmd, file, kernel.Config{Placement: place, Simulate: true}, true)
	if err != nil {
		return err
	}
	prog, hw := k.Program, k.HW
	sets, err := selectSets(k.Workload, fl.set)
	if err != nil {
		return err
	}
	mode := "parallel"
	if fl.serial {
		mode = "serial"
	}
	stderr := cmd.ErrOrStderr()
	var buf bytes.Buffer
	var results []timing.SetRun
	for _, set := range sets {
		opt := timing.Options{S: fl.s, Serial: fl.serial, Probes: k.Probes, MemoryBudget: fl.budgetBytes}
		if bar := newBar(stderr, fl.quiet, 1, "simulating "+set.Name+" (workgroups)"); bar != nil {
			opt.Progress = func(done, total int) {
				bar.ChangeMax(total)
				_ = bar.Set(done)
			}
			defer bar.Close()
		}
		var tw *traces.Writer
		if fl.trace != "" {
			path := fl.trace
			if len(sets) > 1 {
				path = traces.PerSetPath(fl.trace, set.Name)
			}
			if tw, err = traces.Create(path, k.TraceHeader(set, fl.s, mode)); err != nil {
				return err
			}
			opt.Sink = tw
		}
		res, err := timing.Run(prog, set.Launch, hw, opt)
		if tw != nil {
			if cerr := tw.Close(); cerr != nil && err == nil {
				err = cerr
			}
		}
		if err != nil {
			return fmt.Errorf("input set %s: %w", set.Name, err)
		}
		if !fl.perWave {
			res.Waves = nil
		}
		results = append(results, timing.SetRun{InputSet: set.Name, Result: res})
		if !fl.json {
			fmt.Fprintf(&buf, "%s, input set %s, S=%d (%s): %d cycles; %d workgroups, %d wavefronts, %d splits, %d wavefront instructions\n",
				prog.Fn.Name, set.Name, fl.s, mode, res.Cycles, res.Workgroups, res.LaunchWaves, res.Splits, res.Instructions)
			buf.WriteString(res.OutOfBounds.Text())
		}
	}
	if fl.json {
		doc := timing.NewSimulateJSON(k.Source, k.Name(), fl.s, mode, results, k.Provenance(cmd.Context(), map[string]string{"S": strconv.Itoa(fl.s), "ipts": place.String()}))
		if err := kernel.WriteJSON(&buf, doc); err != nil {
			return err
		}
	}
	_, err = cmd.OutOrStdout().Write(buf.Bytes())
	return err
}
