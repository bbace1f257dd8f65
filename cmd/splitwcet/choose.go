package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
)

const chooseLong = `Choose which divergent branches to mark for wavefront splitting (MODE bit
21) so that the kernel's Eq. 5.4 bound with S splits per launch wavefront is
smallest, emit the marked assembly, and confirm the choice by simulation.

Candidates are the if-type exec-skip branches (s_cbranch_execz/execnz that
neither close nor leave a loop); --candidates marked keeps those the code
marks already. The kernel is simulated once unsplit (S = 0) over the input
sets; its segment weights (or the static latency model's, --weights static),
loop bounds, start delays and batches predict the bound of any marking
analytically: the role analysis of the marking gives each role's pruned IPT
graph and start, L^j is the IPET bound of role j, δ^j = δ^0 plus the longest
time from its creator's start to its split branch, and Eq. 5.4 combines them.
The search is exhaustive over up to --exhaustive candidates, else greedy over
the --screen candidates with the largest divergent regions (docs/choose.md).

The --confirm best predictions and the baselines (no splitting, every
candidate marked = first-S, the thesis' guidance) are emitted, simulated with
S reserve slots and analyzed as 'splitwcet analyze' does; the chosen marking
has the smallest simulated bound, so it is never worse than no splitting or
first-S. --emit writes its assembly. --reconverge: the roles, prediction and
confirming analyses take splits that merge at their joins (docs/choose.md).
Without FILE: the embedded default example, its workload and flow facts.`

type chooseFlags struct {
	kernelFlags
	set, candidates, weights, emit, out, latency string
	confirm, exhaustive, screen                  int
	S                                            cli.SList
	json, quiet, static                          bool
}

func newChooseCmd() *cobra.Command {
	var fl chooseFlags
	cmd := &cobra.Command{
		Use:   "choose [FILE] --workload W.yaml -S n",
		Short: "Choose the branches to split-mark for the smallest kernel bound, emit and confirm them",
		Long:  chooseLong,
		Example: `  splitwcet choose                                        # default example, S = 4
  splitwcet choose examples/nested/kernel.s -w examples/nested/workload.yaml -S 2 --emit nested.marked.s
  splitwcet choose examples/large/kernel.s -w examples/large/workload.yaml --facts examples/large/flow.yaml -S 4 --json`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runChoose(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	addWorkloadFlags(f, &fl.kernelFlags)
	f.StringVar(&fl.set, "set", "all", helpSet)
	cli.AddSFlag(f, &fl.S, "4", helpS+fmt.Sprintf("; choose takes one, 1..%d", isa.MaxS))
	f.StringVar(&fl.candidates, "candidates", "all", "branches a marking may use: all (every if-type exec-skip branch) or marked (those the code marks)")
	f.StringVar(&fl.weights, "weights", "traces", "segment weights of the prediction: traces (the unsplit simulation's) or static (the latency model's, ipet/static)")
	f.StringVar(&fl.emit, "emit", "", "write the kernel's assembly with the chosen marking to this file")
	f.IntVar(&fl.confirm, "confirm", 3, "simulate the K best predicted markings (besides the baselines)")
	f.BoolVar(&fl.json, "json", false, "print JSON (docs/choose.md)")
	f.StringVar(&fl.facts, "facts", "", helpFacts)
	f.StringVarP(&fl.out, "output", "o", "", "write the table or JSON to this file instead of standard output")
	cli.MarkOutput(f, "output", "emit")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress messages")
	f.StringVar(&fl.latency, "latency", splitmodel.LatencySimulator, "latency model of the IPG edges no trace observed, as analyze's: simulator, real-hardware or a latency table file")
	f.BoolVar(&fl.static, "static", false, "also compute the fully static bound of the chosen marking (no simulation; docs/static.md)")
	f.IntVar(&fl.exhaustive, "exhaustive", 10, "predict every marking when there are at most this many candidates (at most 20)")
	addBudgetFlag(f, &fl.budget)
	f.IntVar(&fl.screen, "screen", 24, "greedy search: consider only this many candidates, those with the largest divergent regions")
	return cmd
}

func runChoose(cmd *cobra.Command, file string, fl chooseFlags) error {
	if len(fl.S.Values) != 1 || fl.S.Values[0] < 1 {
		return usagef("--splits %s: want one S in 1..%d (reserve slots per launch wavefront; a marking needs at least one)", fl.S.Text, isa.MaxS)
	}
	if fl.candidates != "all" && fl.candidates != "marked" {
		return usagef("--candidates %q: want all or marked", fl.candidates)
	}
	if fl.weights != "traces" && fl.weights != "static" {
		return usagef("--weights %q: want traces or static", fl.weights)
	}
	if fl.confirm < 0 {
		return usagef("--confirm %d: want 0 or more", fl.confirm)
	}
	if fl.exhaustive < 0 || fl.exhaustive > 20 {
		return usagef("--exhaustive %d: want 0..20 (2^n markings are predicted)", fl.exhaustive)
	}
	if fl.screen < 1 {
		return usagef("--screen %d: want at least 1", fl.screen)
	}
	stderr := cmd.ErrOrStderr()
	k, err := fl.load(cmd, file, kernel.Config{Simulate: true}, true)
	if err != nil {
		return err
	}
	sets, err := selectSets(k.Workload, fl.set)
	if err != nil {
		return err
	}
	if fl.static { // an unsupported configuration is refused before simulating
		if _, err := staticbound.PrepareKernel(k, sets); err != nil {
			return err
		}
	}
	c := choose.Config{Kernel: k, Sets: sets, S: fl.S.Values[0], MemoryBudget: fl.budgetBytes,
		MarkedOnly: fl.candidates == "marked", StaticWeights: fl.weights == "static", Confirm: fl.confirm,
		Search: choose.SearchOptions{Exhaustive: fl.exhaustive, Screen: fl.screen}}
	if c.Latency, err = splitmodel.LatencyOf(k.HW, fl.latency); err != nil {
		return usagef("--latency: %v", err)
	}
	if f, ok := stderr.(*os.File); ok && !fl.quiet && term.IsTerminal(int(f.Fd())) {
		c.Progress = func(s string) { fmt.Fprintf(stderr, "splitwcet: %s\n", s) }
	}
	if fl.exhaustive == 0 {
		c.Search.Exhaustive = -1 // 0 in the options means the default
	}
	res, err := choose.Run(c)
	if err == nil && fl.static {
		res.Static, err = staticbound.ForChosen(k, sets, res)
	}
	if err != nil {
		return err
	}
	hip := choose.HIPSource(file, k.Source)
	var buf bytes.Buffer
	if fl.json {
		if err := choose.WriteJSON(&buf, res, fl.emit, hip, k.Provenance(cmd.Context(), map[string]string{"S": fl.S.Text, "candidates": fl.candidates, "weights": fl.weights, "latency": fl.latency})); err != nil {
			return err
		}
	} else {
		choose.WriteText(&buf, res, hip)
	}
	if fl.emit != "" {
		if err := cli.Output(cmd, fl.emit, res.Chosen.Sim.Emitted.Text); err != nil {
			return fmt.Errorf("--emit: %w", err)
		}
		fmt.Fprintf(stderr, "splitwcet: wrote %s: the kernel with %d split-marked branch(es) (%s)\n", fl.emit, len(res.Chosen.Marking), res.Chosen.Name)
	}
	return cli.Output(cmd, fl.out, buf.Bytes())
}
