package main

import (
	"bytes"
	"cmp"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/internal/progress"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	splitreport "github.com/splitwcet/splitwcet/splitmodel/report"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

const analyzeLong = `Bound the WCET of a whole kernel launch under wavefront splitting, for
several numbers of splits S, and check each bound against the simulator.

For every S the kernel is simulated cycle by cycle (see 'splitwcet simulate')
over every input set of the workload, once with the parallel guarantee and
once with serialized splits, with IPT probes at the thesis placement. The
traces give, per split role j (0 = the launch wavefront, j = the child in
reserve slot j; --split-policy fcfs: of the j-th split), the weights of L^j on role j's
pruned IPT graph, and the start delays δ_i^j of every wavefront i. With
--weights wavefront (the default) wavefront i's bound L^j_{w_i} uses the
segment times wavefront i itself showed in role j (role j's maxima for
edges it never took); with --weights role every wavefront gets L^j. The
kernel model of thesis 5.3 (docs/analyze.md) combines them per launch:

  W_HW = CUs x SIMDs x 10, W_kernel = G x ceil(T_WG/T_WF), W = min of both
  K = floor(W_HW x T_WF / T_WG), B = ceil(G / K)               (Eq. 5.1)
  parallel:   L_kernel = B x max_{i,j} (δ_i^j + L^j_{w_i}) + (B-1) x g      (Eq. 5.4)
  serialized: L_kernel = B x max_{i,j} (δ_i^j + Σ_j' L^j'_{w_i}) + (B-1) x g (Eq. 5.5)
  g: the longest measured time from a batch's last IPT to the next batch's first (0 if they overlap)

One row per S: observed time of the parallel and the serialized runs, the
Eq. 5.4 bound (from the parallel runs) and the Eq. 5.5 bound (from the
serialized runs), bound/observed, W, B and the (i, j) that gives the Eq. 5.4
bound. With several input sets every column is the maximum over the sets.

--trace analyzes existing traces ('splitwcet simulate --trace') instead of
simulating; the workload still gives each input set's launch. A trace's
preamble must name this kernel, its code hash, the thesis placement, the
hardware's hash (--hw), an input set of the workload with its grid, a mode
and, with -S, a listed S; any other trace, or one without these keys, is
refused naming the field (docs/trace-format.md). --report DIR
writes an HTML report with the per-role terms, each role's IPT graph and the
plots of thesis Fig. 6.2. Without FILE the embedded default example
(synthetic_split) is analyzed with its workload and flow facts.`

type analyzeFlags struct {
	kernelFlags
	set, report, out, roles, weights, assume string
	sList                                    cli.SList
	json, quiet, static                      bool
	trace                                    []string
	latency                                  string
	graphs                                   int
	ci                                       cli.CIFlags
}

func newAnalyzeCmd() *cobra.Command {
	var fl analyzeFlags
	cmd := &cobra.Command{
		Use:   "analyze [FILE] --workload W.yaml",
		Short: "Kernel-level WCET bounds per S (thesis Eq. 5.4, 5.5) checked against simulation",
		Long:  analyzeLong,
		Example: `  splitwcet analyze                                       # default example, S = 0,1,2,4
  splitwcet analyze -S 0-8 --report out/report
  splitwcet analyze examples/divloop/kernel.s -w examples/divloop/workload.yaml --facts examples/divloop/flow.yaml --json
  splitwcet analyze --trace t.S2.par.csv.gz,t.S2.ser.csv.gz`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAnalyze(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	addWorkloadFlags(f, &fl.kernelFlags)
	f.StringVar(&fl.set, "set", "all", helpSet)
	cli.AddSFlag(f, &fl.sList, "0,1,2,4", helpS)
	f.StringVar(&fl.facts, "facts", "", helpFacts)
	f.StringVar(&fl.report, "report", "", "write an HTML report (index.html, plots, role graphs) into this directory")
	f.BoolVar(&fl.json, "json", false, "print JSON: per S the observed and computed times, W, B and the per-role L and delta terms")
	f.StringSliceVar(&fl.trace, "trace", nil, "analyze these traces instead of simulating (repeat or comma-separate; any mix of S, modes and input sets; each must be a run of this kernel's code on this hardware with an input set of the workload, see above)")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress bar")
	f.BoolVar(&fl.static, "static", false, "also compute the fully static bound per S and mode (no simulation; docs/static.md) and show it next to the hybrid bound and the observed time")
	f.StringVarP(&fl.out, "output", "o", "", "write the table or JSON to this file instead of standard output")
	cli.MarkOutput(f, "output")
	cli.MarkOutputDir(f, "report")
	f.IntVar(&fl.graphs, "report-graphs", 6, "with --report: role graphs drawn per S at most")
	f.StringVar(&fl.weights, "weights", "wavefront", "segment weights of L^j_{w_i}: wavefront (wavefront i's own segment times, role maxima where it has none) or role (role j's maxima for every wavefront)")
	f.StringVar(&fl.assume, "assume", "worst-case", "role analysis premise: worst-case (thesis Lemma 5.2.1: a marked branch with a free slot splits; where a traced wavefront leaves its role, that S and mode fall back to all-executions roles, marked in the output) or all-executions (it may also see a homogeneous mask: partial wavefronts, data-dependent conditions; prunes less)")
	addBudgetFlag(f, &fl.budget)
	cli.AddCIFlags(f, &fl.ci)
	f.StringVar(&fl.roles, "roles", "analysis", "where the split roles come from: analysis (the role analysis, pruned IPGs) or traces (starts seen in the traces, nothing pruned)")
	f.StringVar(&fl.latency, "latency", splitmodel.LatencySimulator, "latency model of the IPG edges no trace observed: simulator (the hardware file's own facts, as --static), real-hardware (documented worst cases of GCN hardware, ipet/static/default.yaml) or a latency table file (docs/latency.md)")
	return cmd
}

// runAnalyze prints the analysis of every S (text or JSON), writes the
// report, and fails when a bound is below its observation.
func runAnalyze(cmd *cobra.Command, file string, fl analyzeFlags) error {
	if fl.graphs < 1 {
		return usagef("--report-graphs %d: want at least 1", fl.graphs)
	}
	a, err := doAnalyze(cmd, file, fl, fl.sList.Values, fl.sList.Changed())
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if fl.json {
		if err := splitreport.WriteAnalysisJSON(&buf, a); err != nil {
			return err
		}
	} else {
		splitreport.WriteAnalysisText(&buf, a)
	}
	if fl.report != "" {
		in, end := splitreport.InputOf(a, fl.graphs), func() {}
		in.Progress, end = progress.Func(cmd.ErrOrStderr(), fl.quiet, "writing the report (pictures)")
		files, err := splitreport.Write(fl.report, in)
		if end(); err != nil {
			return fmt.Errorf("--report: %w", err)
		}
		fmt.Fprintln(cmd.ErrOrStderr(), "splitwcet: "+files.Summary(fl.report))
	}
	if err := cli.Output(cmd, fl.out, buf.Bytes()); err != nil {
		return err
	}
	return cmp.Or(violations(a), a.BudgetError())
}

// violations is an error listing the bounds of a below their observations.
func violations(a *splitreport.Analysis) error {
	if v := append(splitmodel.Violations(a.Results), splitreport.StaticViolations(a)...); len(v) > 0 {
		return &cli.FindingsError{Msg: fmt.Sprintf("%d bound(s) below the observed time, which no safety case can use:\n%s", len(v), strings.Join(v, "\n"))}
	}
	return nil
}

// doAnalyze loads the kernel, simulates (or reads the traces) and runs the
// kernel model for every S.
func doAnalyze(cmd *cobra.Command, file string, fl analyzeFlags, Ss []int, sGiven bool) (*splitreport.Analysis, error) {
	var opt splitmodel.KernelOptions
	if err := opt.SetRoles(fl.roles, fl.assume); err != nil {
		return nil, usagef("%v", err)
	}
	weights, err := splitmodel.ParseWeighting(fl.weights)
	if err != nil {
		return nil, usagef("--%v", err)
	}
	k, err := fl.load(cmd, file, kernel.Config{Simulate: true}, true)
	if err != nil {
		return nil, err
	}
	sets, err := selectSets(k.Workload, fl.set)
	if err != nil {
		return nil, err
	}
	budget, err := fl.ci.ParseBudget(k.HW.ClockMHz)
	if err != nil {
		return nil, err
	}
	a := &splitreport.Analysis{Kernel: k.Name(), Source: k.Source, HW: k.HW, IPG: k.IPG, Weights: weights, Facts: k.Facts, Compiler: k.Compiler, Budget: budget, Sources: k.HIPSources(),
		Provenance: k.Provenance(cmd.Context(), map[string]string{"S": fl.sList.Text, "assume": fl.assume, "roles": fl.roles, "weights": fl.weights, "ipts": "thesis", "latency": fl.latency})}
	var runs []*splitmodel.TraceRun
	end := func() {}
	if len(fl.trace) > 0 {
		if runs, Ss, err = splitmodel.TraceRunsOf(fl.trace, k.Workload, k.AnalyzeExpect(Ss, sGiven)); err != nil {
			return nil, err
		}
		if err := a.Provenance.AddFiles("trace", fl.trace...); err != nil {
			return nil, err
		}
	} else {
		if fl.static { // an unsupported configuration is refused before simulating
			if a.Static, err = staticbound.ForKernel(k, sets, Ss); err != nil {
				return nil, err
			}
		}
		modes := []timing.Mode{timing.Parallel, timing.Serial}
		sc := splitmodel.SimConfig{Kernel: k, Sets: sets, S: Ss, Modes: modes, MemoryBudget: fl.budgetBytes}
		sc.Progress, end = progress.Func(cmd.ErrOrStderr(), fl.quiet, "simulating (runs)")
		runs, err = splitmodel.Simulate(sc)
		if end(); err != nil {
			return nil, err
		}
	}
	opt.IPG, opt.HW, opt.Facts, opt.Weights = k.IPG, splitmodel.HardwareOf(k.HW), k.Facts, weights
	if opt.HW.Latency, err = splitmodel.LatencyOf(k.HW, fl.latency); err != nil {
		return nil, usagef("--latency: %v", err)
	}
	if n := opt.HW.Latency.Name; n != splitmodel.LatencySimulator && n != splitmodel.LatencyRealHardware {
		if err := a.Provenance.AddLatency(fl.latency); err != nil { // the table file, with its hash
			return nil, err
		}
	}
	if opt.Roles == nil {
		a.Notes = append(a.Notes, "--roles traces: role j starts where its wavefronts were first seen in the traces and no edge is pruned, so L^j covers every path of the IPG from there (looser than the pruned roles of the role analysis)")
	}
	opt.Progress, end = progress.Phases(cmd.ErrOrStderr(), fl.quiet)
	defer end()
	if a.Results, err = splitmodel.AnalyzeEachS(opt, Ss, runs); err == nil && fl.static && a.Static == nil {
		a.Static, err = staticbound.ForKernel(k, sets, Ss)
	}
	if err == nil {
		a.CI(cli.LogOf(cmd.Context()), cli.KernelLocations(k))
	}
	return a, err
}
