package main

import (
	"bytes"
	"cmp"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/splitmodel/sweep"
)

const fuzzLong = `Run the soundness campaign: random structured kernels (traces/sim/gen:
nested if/else, divergent loops, LDS exchanges, atomics and, with --calls,
calls to device functions whose loops get the generator's bounds as flow
facts; with --barriers, uniform loops whose bodies hold LDS exchanges, some
under uniform ifs on the iteration, whose barrier blocks get the
generator's counts and whose ifs' branches its lanes facts; split-marked
per statement, as a whole or not at all) with random
inputs, analyzed for every S of -S exactly as 'splitwcet analyze' does,
with three checks per case (one kernel at one S):

  1. bound >= observed: per input set, the Eq. 5.4 bound of the parallel runs
     is at least their observed time, and the Eq. 5.5 bound of the serialized
     runs at least theirs; a bound below is a failure. Where a traced
     wavefront left its role's pruned IPG (the worst-case premise did not
     hold) the roles are derived again under the all-executions assumption,
     as analyze does, and the case counts as "premise broken, handled".
  2. split output = unsplit output: global memory after a functional run at S
     equals the S = 0 run's byte for byte, and the outputs equal the
     generator's reference interpreter.
  3. no crash (panics are caught and reported with their stack), no livelock
     (simulator guards; with --static, runs past limits.cycles are repeated
     once with the limit at the case's static bound), no other error.

The analysis uses analyze's defaults (--assume worst-case, --weights
wavefront) unless --assume / --weights say otherwise.

Each kernel gets --sets input sets of 1..--max-groups workgroups with random
tables. Loops no trace executes get the generator's exact bound as a flow
fact (analyze refuses a loop without a bound); every other loop keeps its
observed bound. Kernels run in parallel (--workers), the report is in kernel
order and depends only on the flags. Every case with a finding is written to
--out as a reproducer: DIR/case-K-S<n>/{kernel.s, workload.yaml, README.txt}
(and flow.yaml, hw.yaml when used), which

  splitwcet analyze DIR/case-K-S<n>/kernel.s -w DIR/case-K-S<n>/workload.yaml -S n

reproduces (README.txt has the exact command). The exit code is 1 when a
case failed.`

type fuzzFlags struct {
	kernels, sets, maxGroups, workers                       int
	seed                                                    uint64
	sizes, hw, out, inject, assume, weights, budget, policy string
	reconverge                                              bool
	shard, target                                           string
	sList                                                   cli.SList
	json, quiet, static, calls, barriers                    bool
}

func newFuzzCmd() *cobra.Command {
	var fl fuzzFlags
	cmd := &cobra.Command{
		Use:   "fuzz [--kernels N] [--seed s] [-S LIST]",
		Short: "Soundness campaign: random kernels x inputs x S; bound >= observed, split output = unsplit output",
		Long:  fuzzLong,
		Example: `  splitwcet fuzz --kernels 50 --seed 7
  splitwcet fuzz --kernels 1000 --seed 1 -S 0,1,2,4,8 --out out/fuzz --json > out/fuzz.json
  splitwcet fuzz --kernels 5 --inject bound      # self-test: every case must fail`,
		Args: maxArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runFuzz(cmd, fl)
		},
	}
	f := cmd.Flags()
	f.IntVar(&fl.kernels, "kernels", 100, "random kernels to generate")
	f.Uint64Var(&fl.seed, "seed", 1, "campaign seed: the same seed and flags give the same kernels, inputs and report")
	cli.AddSFlag(f, &fl.sList, "0,1,2,4,8", helpS+" per kernel")
	f.StringVar(&fl.sizes, "sizes", "32,64,100,128", "workgroup sizes (work-items) the kernels are drawn with, comma-separated")
	f.IntVar(&fl.sets, "sets", soundness.DefaultSets, "input sets per kernel")
	f.IntVar(&fl.maxGroups, "max-groups", soundness.DefaultMaxGroups, "workgroups per input set: drawn from 1..N")
	f.StringVar(&fl.hw, "hw", "", "hardware YAML layered over the defaults (docs/hardware.md); copied into each reproducer")
	cli.AddPolicyFlag(f, &fl.policy)
	cli.AddReconvergeFlag(f, &fl.reconverge)
	f.StringVar(&fl.out, "out", "out/fuzz", "directory for the reproducers and summary.txt")
	cli.MarkOutputDir(f, "out")
	f.BoolVar(&fl.json, "json", false, "print JSON: the configuration, the counts and every case")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress bar and no timing line on stderr")
	f.BoolVar(&fl.static, "static", false, "also check the static bound (analyze --static, docs/static.md) of every input set and mode against its observed time")
	f.BoolVar(&fl.calls, "calls", false, "draw kernels with direct calls to generated device functions (another set of kernels than without)")
	f.BoolVar(&fl.barriers, "barriers", false, "draw kernels with uniform loops whose bodies hold barriers, some under uniform ifs, with the generator's counts of those barrier blocks and lanes facts of its ifs' branches as flow facts (another set of kernels than without)")
	f.StringVar(&fl.target, "target", "gfx803", "processor the kernels are written for: gfx803, or a gfx9 one (gfx900, gfx902, gfx906, gfx90c) for kernels in gfx9's spellings (v_add_u32 without carry, global_* memory)")
	f.IntVar(&fl.workers, "workers", 0, "kernels analyzed concurrently (0: GOMAXPROCS)")
	f.StringVar(&fl.assume, "assume", "worst-case", "role analysis premise, as for analyze: worst-case or all-executions")
	f.StringVar(&fl.weights, "weights", "wavefront", "segment weights, as for analyze: wavefront or role")
	addBudgetFlag(f, &fl.budget)
	f.StringVar(&fl.shard, "shard", "", "run only shard I of N: the kernels I, I+N, ...; one result file per kernel in --out/cases, then 'splitwcet merge' (docs/sweep.md)")
	f.StringVar(&fl.inject, "inject", "none", "self-test: break one check on purpose (bound, output or crash) and see the campaign report it")
	return cmd
}

func runFuzz(cmd *cobra.Command, fl fuzzFlags) error {
	Ss := fl.sList.Values
	sizes, err := soundness.ParseSizes(fl.sizes)
	if err != nil {
		return usagef("--sizes: %v", err)
	}
	fault, err := soundness.ParseFault(fl.inject)
	if err != nil {
		return usagef("--inject: %v", err)
	}
	weights, err := splitmodel.ParseWeighting(fl.weights)
	if err != nil {
		return usagef("--weights: %v", err)
	}
	assume, err := roles.ParseAssumption(fl.assume)
	if err != nil {
		return usagef("%v", err)
	}
	budget, err := memoryBudget(fl.budget)
	if err != nil || fl.out == "" {
		return cmp.Or(err, usagef("--out: want a directory"))
	}
	c := soundness.Config{MemoryBudget: budget, Kernels: fl.kernels, Seed: fl.seed, S: Ss, Sizes: sizes, Sets: fl.sets, MaxGroups: fl.maxGroups,
		Workers: fl.workers, Fault: fault, Assume: assume, Weights: weights, Static: fl.static, Calls: fl.calls, Barriers: fl.barriers, Target: fl.target}
	if err := c.Check(); err != nil {
		return usagef("%v", err)
	}
	c.SplitPolicy = fl.policy
	if c.HW, c.HWData, err = cli.ReadHardware(fl.hw, fl.policy, fl.reconverge); err != nil {
		return err
	}
	stderr := cmd.ErrOrStderr()
	if fl.shard != "" {
		return cliError(sweep.FuzzShardCommand(c, fl.shard, fl.out, c.Command(fl.hw), fl.json, fl.quiet, cmd.OutOrStdout(), stderr))
	}
	if bar := newBar(stderr, fl.quiet, fl.kernels, "fuzzing (kernels)"); bar != nil {
		c.Progress = func(done, total int) { _ = bar.Set(done) }
		defer bar.Close()
	}
	start := time.Now()
	rep, err := soundness.Run(c)
	if err != nil {
		return err
	}
	elapsed := time.Since(start)
	dirs, err := soundness.WriteReproducers(fl.out, rep, c.Command(fl.hw))
	if err != nil {
		return fmt.Errorf("--out: %w", err)
	}
	var buf bytes.Buffer
	if fl.json {
		data, err := rep.JSON(kernel.NewProvenance(cmd.Context(), kernel.HardwareInputs(fl.hw, c.HWData), c.HW, map[string]string{"assume": fl.assume, "weights": fl.weights}))
		if err != nil {
			return err
		}
		buf.Write(data)
	} else if err := rep.WriteText(&buf); err != nil {
		return err
	}
	if _, err := cmd.OutOrStdout().Write(buf.Bytes()); err != nil {
		return err
	}
	if !fl.quiet {
		fmt.Fprintf(stderr, "splitwcet: fuzz: %d kernels, %d cases in %s; %d reproducer(s) and summary.txt in %s\n",
			rep.Counts.Kernels, rep.Counts.Cases, elapsed.Round(time.Second), len(dirs), fl.out)
	}
	if n := rep.Counts.Failed; n > 0 {
		return fmt.Errorf("fuzz: %d of %d cases failed; reproducers in %s", n, rep.Counts.Cases, fl.out)
	}
	return nil
}

// fuzzCommand is the campaign's command line with every setting spelled
// out (for the reproducers' README).
