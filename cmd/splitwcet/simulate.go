package main

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
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
		Example: `  splitwcet simulate -S 4 --trace out/demo.csv.gz
  splitwcet simulate examples/divloop/kernel.s -w examples/divloop/workload.yaml -S 0-2 --json
  splitwcet simulate -S 8 --serial-splits --hw myhw.yaml`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSimulate(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	addWorkloadFlags(f, &fl.kernelFlags)
	f.StringVar(&fl.set, "set", "all", helpSet)
	cli.AddSFlag(f, &fl.s, "0", helpS)
	f.BoolVar(&fl.serial, "serial-splits", false, "no parallel guarantee: splits compete for one pipeline like ordinary wavefronts")
	f.StringVar(&fl.ipts, "ipts", "thesis", "IPT placement for the trace: thesis or blocks")
	f.StringVar(&fl.trace, "trace", "", "write the IPT trace to this file (.gz: gzip); with several sets or S, one file per run: NAME[.SET][.S<n>].csv[.gz]")
	cli.MarkOutput(f, "trace")
	f.BoolVar(&fl.json, "json", false, "print JSON per run (S and input set): observed_cycles, wavefronts, splits, instructions")
	f.BoolVar(&fl.perWave, "per-wavefront", false, "with --json: start, end and instructions of every wavefront and split (kept for every wave: memory grows with the launch)")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress bar")
	addBudgetFlag(f, &fl.budget)
	return cmd
}

func runSimulate(cmd *cobra.Command, file string, fl simulateFlags) error {
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
	for _, s := range fl.s.Values {
		for _, set := range sets {
			opt := timing.Options{S: s, Serial: fl.serial, Probes: k.Probes, MemoryBudget: fl.budgetBytes, WaveStats: fl.perWave}
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
					path = traces.PerSetPath(path, set.Name)
				}
				if len(fl.s.Values) > 1 {
					path = traces.PerSetPath(path, "S"+strconv.Itoa(s))
				}
				if tw, err = traces.Create(path, k.TraceHeader(set, s, mode)); err != nil {
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
				return fmt.Errorf("input set %s, S=%d: %w", set.Name, s, err)
			}
			if !fl.perWave {
				res.Waves = nil
			}
			results = append(results, timing.SetRun{InputSet: set.Name, RunS: s, Result: res})
			if !fl.json {
				fmt.Fprintf(&buf, "%s, input set %s, S=%d (%s): %d cycles; %d workgroups, %d wavefronts, %d splits, %d wavefront instructions\n",
					k.Display(), set.Name, s, mode, res.Cycles, res.Workgroups, res.LaunchWaves, res.Splits, res.Instructions)
				buf.WriteString(res.OutOfBounds.Text())
			}
		}
	}
	if fl.json {
		doc := timing.NewSimulateJSON(k.Source, k.Name(), mode, results, k.Provenance(cmd.Context(), map[string]string{"S": fl.s.Text, "ipts": place.String()}))
		if err := kernel.WriteJSON(&buf, doc); err != nil {
			return err
		}
	}
	_, err = cmd.OutOrStdout().Write(buf.Bytes())
	return err
}
