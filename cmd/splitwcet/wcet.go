package main

import (
	"bytes"
	"cmp"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipet/wcet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

const wcetLong = `Bound the worst-case execution time of one wavefront of a kernel (IPET).

The IPT graph of the kernel (see 'splitwcet ipg') gets a weight per edge and
lp_solve finds the heaviest start-to-end flow under the loop bounds:

  --static       weights from the per-instruction worst-case latency model
                 (docs/latency.md; override it with --latency TABLE.yaml);
                 a call to a device function of the file costs the
                 callee's bound (its loops need flow facts)
  --trace T      weights measured in IPT traces ('splitwcet simulate --trace';
                 docs/trace-format.md): the maximum observed time of each
                 IPG edge for the launch wavefront (split 0), pooled over all
                 splits where split 0 never took the edge; repeat --trace or
                 give a comma list to pool several runs and input sets
                 (of one hardware). A trace must name this kernel, its code
                 hash and the --ipts placement in its preamble; any other,
                 or one without these keys, is refused

Every loop needs a bound: give them in a flow-facts file (--facts, format in
docs/flow-facts.md). With --trace, a loop without a fact takes the largest
iteration count observed in the traces (origin "observed in traces": hybrid
analysis is not a proof). A loop with neither is an error that names it.
With --trace, an IPG edge no trace observed gets its static weight, and the
report lists it.
--lp writes the integer program in lp_solve's LP format, to check by hand or
with the lp_solve command.

The bound is for one wavefront in isolation (no contention, barriers or
dispatch delays); 'splitwcet analyze' bounds a whole launch (thesis 5.3).`

type wcetFlags struct {
	kernelFlags
	out, ipts, latency, lp, graph, graphFile string
	static, json                             bool
	trace                                    []string
	ci                                       cli.CIFlags
}

func newWcetCmd() *cobra.Command {
	var fl wcetFlags
	cmd := &cobra.Command{
		Use:   "wcet [FILE] (--static | --trace T)",
		Short: "Bound one wavefront's worst-case execution time (IPET with lp_solve)",
		Long:  wcetLong,
		Example: `  splitwcet wcet examples/ifelse/kernel.s --static
  splitwcet wcet examples/divloop/kernel.s --static --facts examples/divloop/flow.yaml --json
  splitwcet wcet kernel.s --static --facts flow.yaml --lp kernel.lp --graph svg -o worst.svg`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runWcet(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	f.StringVarP(&fl.out, "output", "o", "", helpOutput)
	f.StringVar(&fl.ipts, "ipts", "thesis", "IPT placement: thesis or blocks")
	f.BoolVar(&fl.static, "static", false, "use static per-instruction worst-case weights (no traces)")
	f.StringSliceVar(&fl.trace, "trace", nil, "use segment weights measured in these IPT traces of this kernel's code (repeat or comma-separate to pool runs of one hardware)")
	f.StringVar(&fl.facts, "facts", "", helpFacts)
	f.StringVar(&fl.latency, "latency", "", "latency table YAML overriding the static defaults (docs/latency.md)")
	f.StringVar(&fl.lp, "lp", "", "write the integer program in lp_solve LP format to this file")
	cli.MarkOutput(f, "output", "lp")
	f.BoolVar(&fl.json, "json", false, "print JSON: kernel, bound_cycles, edge_counts, critical_path, loop_bounds")
	f.StringVar(&fl.graph, "graph", "", "instead of the report, draw the IPG annotated with weights, counts and the critical path: dot or svg (to -o or stdout)")
	cli.AddCIFlags(f, &fl.ci)
	return cmd
}

func runWcet(cmd *cobra.Command, file string, fl wcetFlags) error {
	switch {
	case fl.static && len(fl.trace) > 0:
		return usagef("give --static or --trace, not both")
	case !fl.static && len(fl.trace) == 0:
		return usagef("choose the weights: --static (latency model) or --trace T")
	case fl.graph != "" && fl.graph != "dot" && fl.graph != "svg":
		return usagef("--graph %q: want dot or svg", fl.graph)
	case fl.graph != "" && fl.json:
		return usagef("--graph and --json are separate outputs; give one")
	}
	place, err := ipg.ParsePlacement(fl.ipts)
	if err != nil {
		return usagef("--ipts: %v", err)
	}
	table, err := static.ReadTable(fl.latency)
	if err != nil {
		return err
	}
	k, err := fl.load(cmd, file, kernel.Config{Placement: place}, false)
	if err != nil {
		return err
	}
	run, err := wcet.Prepare(k.IPG, k.Facts, table, fl.trace, k.PooledExpect())
	if err != nil {
		return err
	}
	if fl.lp != "" {
		var lp bytes.Buffer
		if err := run.Problem.WriteLP(&lp); err != nil {
			return err
		}
		if err := cli.Output(cmd, fl.lp, lp.Bytes()); err != nil {
			return err
		}
	}
	if err := run.Solve(); err != nil {
		return err
	}
	p := k.Provenance(cmd.Context(), map[string]string{"weights": run.Source, "ipts": place.String()})
	if err := cmp.Or(p.AddLatency(fl.latency), p.AddFiles("trace", fl.trace...)); err != nil {
		return err
	}
	run.Describe(p.LatencyModel().String(), k.LatencyTableAssumption(), len(fl.trace))
	budget, err := fl.ci.ParseBudget(k.HW.ClockMHz)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := run.Write(&buf, fl.graph, fl.json, p); err != nil {
		return err
	}
	if err := cli.Output(cmd, fl.out, buf.Bytes()); err != nil {
		return err
	}
	return run.CI(cli.LogOf(cmd.Context()), budget, cli.KernelLocations(k))
}
