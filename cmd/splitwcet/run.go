package main

import (
	"bytes"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

const runLong = `Run a kernel functionally on the GCN3 simulator and dump its outputs.

The simulator executes the real gfx803 instructions on hardware that can split
wavefronts (thesis chapter 4; docs/simulator.md): with -S n each launch
wavefront may split up to n times at exec-skip branches marked with MODE bit
21. Splitting never changes what a race-free kernel computes, so the outputs
of -S 0 and -S 63 must be byte-identical. -S takes a list (-S 0,63) or a
range (-S 0-4): one run per S and input set.

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
	s             cli.SList
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
  splitwcet run examples/ifelse_split/kernel.s --workload examples/ifelse_split/workload.yaml -S 1 --dump out/ifelse
  splitwcet run kernel.s --workload w.yaml -S 0,63 --json`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRun(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	f.StringVarP(&fl.workload, "workload", "w", "", helpWorkload)
	f.StringVar(&fl.set, "set", "all", helpSet)
	cli.AddSFlag(f, &fl.s, "0", helpS)
	cli.AddPolicyFlag(f, &fl.policy)
	cli.AddReconvergeFlag(f, &fl.reconverge)
	f.StringVar(&fl.dump, "dump", "", "write each output buffer to DIR/NAME.bin (DIR/SET/NAME.bin with several sets, DIR/S<n>/... with several S)")
	cli.MarkOutputDir(f, "dump")
	f.BoolVar(&fl.json, "json", false, "print a JSON summary per run (S and input set): wavefronts, splits, instructions")
	f.BoolVar(&fl.perWave, "per-wavefront", false, "with --json: instruction counts per wavefront and split (kept for every wave: memory grows with the launch)")
	f.Int64Var(&fl.maxWave, "max-wave-instructions", 0, "livelock guard: instructions one wavefront may execute (default 1<<24)")
	addBudgetFlag(f, &fl.budget)
	return cmd
}

func runRun(cmd *cobra.Command, file string, fl runFlags) error {
	if fl.maxWave < 0 {
		return usagef("--max-wave-instructions %d: want 0 (the default, 1<<24) or more", fl.maxWave)
	}
	k, err := fl.load(cmd, file, kernel.Config{Simulate: true}, true)
	if err != nil {
		return err
	}
	sets, err := selectSets(k.Workload, fl.set)
	if err != nil {
		return err
	}
	summaries, text, err := workload.RunSets(k.Program, sets, fl.s.Values, sim.Options{Policy: k.HW.SplitPolicy, Reconverge: k.HW.Reconverge, MaxWaveInstructions: fl.maxWave, MemoryBudget: fl.budgetBytes, WaveStats: fl.perWave}, fl.dump, fl.perWave, k.Display())
	if err != nil {
		return err
	}
	buf := bytes.NewBuffer(text)
	if fl.json {
		buf.Reset()
		doc := sim.NewRunJSON(k.Source, k.Name(), summaries, k.Provenance(cmd.Context(), map[string]string{"S": fl.s.Text}))
		if err := kernel.WriteJSON(buf, doc); err != nil {
			return err
		}
	}
	_, err = cmd.OutOrStdout().Write(buf.Bytes())
	return err
}
