package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
)

const runLong = `Run a kernel functionally on the GCN3 simulator and dump its outputs.

The simulator executes the real gfx803 instructions on hardware that can split
wavefronts (thesis chapter 4; docs/simulator.md): with --S n each launch
wavefront may split up to n times at exec-skip branches marked with MODE bit
21. Splitting never changes what a race-free kernel computes, so the outputs
of --S 0 and --S 63 must be byte-identical.

FILE is GCN assembly (.s) or HIP source compiled with hipcc first, as for
'splitwcet cfg' (--kernel, --arch, --hipcc-flags and --save-asm too; the
simulator runs gfx803 code); the workload file (docs/workload.md) names the
kernel, the grid, the arguments and one or more input sets. Without FILE the
embedded default example runs with its embedded workload.

The run stops with an error naming the wavefront, PC and source line when a
wavefront exceeds the instruction limit (a livelock, e.g. a spin-wait that
lockstep execution cannot leave).`

type runFlags struct {
	kernelFlags
	set, dump     string
	s             int
	json, perWave bool
	maxWave       int64
}

func newRunCmd() *cobra.Command {
	var fl runFlags
	cmd := &cobra.Command{
		Use:   "run [FILE] --workload W.yaml",
		Short: "Run a kernel functionally on the simulator and dump its outputs",
		Long:  runLong,
		Example: `  splitwcet run                                          # default example, its workload
  splitwcet run examples/ifelse_split/kernel.s --workload examples/ifelse_split/workload.yaml --S 1 --dump out/ifelse
  splitwcet run kernel.s --workload w.yaml --set all --json`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRun(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	f.StringVarP(&fl.workload, "workload", "w", "", helpWorkload)
	f.StringVar(&fl.set, "set", "", "input set to run (default: the first); \"all\" runs every set")
	f.IntVar(&fl.s, "S", 0, "reserve slots per launch wavefront: splits allowed per wavefront, 0..63")
	f.StringVar(&fl.dump, "dump", "", "write each output buffer to DIR/NAME.bin (DIR/SET/NAME.bin with --set all)")
	f.BoolVar(&fl.json, "json", false, "print a JSON summary per input set: wavefronts, splits, instructions")
	f.BoolVar(&fl.perWave, "per-wavefront", false, "with --json: instruction counts per wavefront and split (kept for every wave: memory grows with the launch)")
	f.Int64Var(&fl.maxWave, "max-wave-instructions", 0, "livelock guard: instructions one wavefront may execute (default 1<<24)")
	addBudgetFlag(f, &fl.budget)
	return cmd
}

func runRun(cmd *cobra.Command, file string, fl runFlags) error {
	if fl.s < 0 || fl.s > 63 {
		return usagef("--S %d: want 0..63 (reserve slots per launch wavefront)", fl.s)
	}
	if fl.maxWave < 0 {
		return usagef("--max-wave-instructions %d: want 0 (the default, 1<<24) or more", fl.maxWave)
	}
	k, err := fl.load(cmd, file, kernel.Config{Simulate: true}, true)
	if err != nil {
		return err
	}
	prog := k.Program
	sets, err := selectSets(k.Workload, fl.set)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	var summaries []sim.Summary
	for _, set := range sets {
		m, err := sim.NewMachine(prog, set.Launch, sim.Options{S: fl.s, MaxWaveInstructions: fl.maxWave, MemoryBudget: fl.budgetBytes, WaveStats: fl.perWave})
		if err != nil {
			return err
		}
		res, err := m.Run()
		if err != nil {
			return fmt.Errorf("input set %s: %w", set.Name, err)
		}
		var files []string
		if fl.dump != "" {
			dir := fl.dump
			if len(sets) > 1 {
				dir = dir + "/" + set.Name
			}
			if files, err = res.Dump(dir); err != nil {
				return err
			}
		}
		sum := res.Summary(prog.Fn.Name, set.Name, fl.s, fl.perWave)
		summaries = append(summaries, sum)
		if !fl.json {
			fmt.Fprintf(&buf, "%s, input set %s, S=%d: %d workgroups, %d wavefronts, %d splits, %d wavefront instructions\n",
				prog.Fn.Name, set.Name, fl.s, sum.Workgroups, sum.LaunchWaves, sum.Splits, sum.Instructions)
			if len(files) > 0 {
				fmt.Fprintf(&buf, "  wrote %s\n", strings.Join(files, ", "))
			}
		}
	}
	if fl.json {
		doc := sim.NewRunJSON(k.Source, k.Name(), fl.s, summaries, k.Provenance(cmd.Context(), map[string]string{"S": strconv.Itoa(fl.s)}))
		if err := kernel.WriteJSON(&buf, doc); err != nil {
			return err
		}
	}
	_, err = cmd.OutOrStdout().Write(buf.Bytes())
	return err
}
