package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	splitreport "github.com/splitwcet/splitwcet/splitmodel/report"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

const analyzeLong = `Bound the WCET of a whole kernel launch under wavefront splitting, for
several numbers of splits S, and check each bound against the simulator.

For every S the kernel is simulated cycle by cycle (see 'splitwcet simulate')
over every input set of the workload, once with the parallel guarantee and
once with serialized splits, with IPT probes at the thesis placement. The
traces give, per split role j (0 = the launch wavefront, j = the child of
the j-th split), the segment weights for an IPET bound L^j on role j's
pruned IPT graph, and the start delays δ_i^j of every wavefront i. With
--weights wavefront (the default) wavefront i's bound L^j_{w_i} uses the
segment times wavefront i itself showed in role j (role j's maxima for
edges it never took); with --weights role every wavefront gets L^j. The
kernel model of thesis 5.3 (docs/analyze.md) combines them per launch:

  W_HW = CUs x SIMDs x 10, W_kernel = G x ceil(T_WG/T_WF), W = min of both
  K = floor(W_HW x T_WF / T_WG), B = ceil(G / K)               (Eq. 5.1)
  parallel:   L_kernel = B x max_{i,j} (δ_i^j + L^j_{w_i})      (Eq. 5.4)
  serialized: L_kernel = B x max_{i,j} (δ_i^j + Σ_j' L^j'_{w_i}) (Eq. 5.5)

One row per S: observed time of the parallel and the serialized runs, the
Eq. 5.4 bound (from the parallel runs) and the Eq. 5.5 bound (from the
serialized runs), bound/observed, W, B and the (i, j) that gives the Eq. 5.4
bound. With several input sets every column is the maximum over the sets.

--trace analyzes existing traces ('splitwcet simulate --trace') instead of
simulating; the workload still gives each input set's launch. --report DIR
writes an HTML report with the per-role terms, each role's IPT graph and the
plots of thesis Fig. 6.2. Without FILE the embedded default example
(synthetic_split) is analyzed with its workload and flow facts.`

type analyzeFlags struct {
	workload string
	set      string
	sList    string
	hw       string
	facts    string
	report   string
	json     bool
	trace    []string
	quiet    bool
	out      string
	graphs   int
	roles    string
	weights  string
	assume   string
}

func newAnalyzeCmd() *cobra.Command {
	var fl analyzeFlags
	cmd := &cobra.Command{
		Use:   "analyze [FILE] --workload W.yaml",
		Short: "Kernel-level WCET bounds per S (thesis Eq. 5.4, 5.5) checked against simulation",
		Long:  analyzeLong,
		Example: `  splitwcet analyze                                       # default example, S = 0,1,2,4
  splitwcet analyze --S 0-8 --report out/report
  splitwcet analyze examples/divloop/kernel.s -w examples/divloop/workload.yaml --facts examples/divloop/flow.yaml --json
  splitwcet analyze --trace t.S2.par.csv.gz,t.S2.ser.csv.gz`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAnalyze(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&fl.workload, "workload", "w", "", "workload YAML (docs/workload.md); optional only for the embedded default example")
	f.StringVar(&fl.set, "set", "all", "input set(s) to run: a name, or \"all\"")
	f.StringVar(&fl.sList, "S", "0,1,2,4", "values of S: a list (0,1,2,4), a range (0-8) or both (0-4,8,16)")
	f.StringVar(&fl.hw, "hw", "", "hardware YAML layered over the defaults (docs/hardware.md)")
	f.StringVar(&fl.facts, "facts", "", "flow-facts YAML: loop bounds (docs/flow-facts.md); the default example uses its own")
	f.StringVar(&fl.report, "report", "", "write an HTML report (index.html, plots, role graphs) into this directory")
	f.BoolVar(&fl.json, "json", false, "print JSON: per S the observed and computed times, W, B and the per-role L and delta terms")
	f.StringSliceVar(&fl.trace, "trace", nil, "analyze these traces instead of simulating (repeat or comma-separate; any mix of S, modes and input sets)")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress bar")
	f.StringVarP(&fl.out, "output", "o", "", "write the table or JSON to this file instead of standard output")
	f.IntVar(&fl.graphs, "report-graphs", 6, "with --report: role graphs drawn per S at most")
	f.StringVar(&fl.weights, "weights", "wavefront", "segment weights of L^j_{w_i}: wavefront (wavefront i's own segment times, role maxima where it has none) or role (role j's maxima for every wavefront)")
	f.StringVar(&fl.assume, "assume", "worst-case", "role analysis premise: worst-case (thesis Lemma 5.2.1: a marked branch with a free slot splits) or all-executions (it may also see a homogeneous mask: partial wavefronts, data-dependent conditions; prunes less)")
	f.StringVar(&fl.roles, "roles", "analysis", "where the split roles come from: analysis (the role analysis, pruned IPGs) or traces (starts seen in the traces, nothing pruned)")
	return cmd
}

// parseSList parses "0,1,2,4", "0-8" or "0-4,8".
func parseSList(s string) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		lo, hi := part, part
		if i := strings.Index(part, "-"); i > 0 {
			lo, hi = part[:i], part[i+1:]
		}
		a, err1 := strconv.Atoi(strings.TrimSpace(lo))
		b, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if err1 != nil || err2 != nil || a > b {
			return nil, fmt.Errorf("%q: want a number or a range LO-HI", part)
		}
		if a < 0 || b > 63 {
			return nil, fmt.Errorf("%q: S must be in 0..63", part)
		}
		for v := a; v <= b; v++ {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no value")
	}
	sort.Ints(out)
	return out, nil
}

// analyzeRoles is the role analysis analyze uses: the split-role analysis
// (splitmodel.RolesUnder, with the --assume premise) with --roles
// analysis; with --roles traces nil, for which AnalyzeKernel takes each
// role's start from the traces and prunes nothing (looser; for
// comparison).
func analyzeRoles(how, assume string) (splitmodel.RolesFunc, error) {
	var a roles.Assumption
	switch assume {
	case "worst-case":
		a = roles.WorstCase
	case "all-executions":
		a = roles.AllExecutions
	default:
		return nil, usagef("--assume %q: want worst-case or all-executions", assume)
	}
	switch how {
	case "analysis":
		return splitmodel.RolesUnder(a), nil
	case "traces":
		return nil, nil
	}
	return nil, usagef("--roles %q: want analysis or traces", how)
}

// analysis is everything runAnalyze computed (also for the tests).
type analysis struct {
	kernel, source string
	hw             timing.Config
	ig             *ipg.Graph
	weights        splitmodel.Weighting
	results        []*splitmodel.SResult
	notes          []string
}

func runAnalyze(cmd *cobra.Command, file string, fl analyzeFlags) error {
	Ss, err := parseSList(fl.sList)
	if err != nil {
		return usagef("--S: %v", err)
	}
	if fl.graphs < 1 {
		return usagef("--report-graphs %d: want at least 1", fl.graphs)
	}
	a, err := doAnalyze(cmd, file, fl, Ss, cmd.Flags().Changed("S"))
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if fl.json {
		if err := writeAnalyzeJSON(&buf, a); err != nil {
			return err
		}
	} else {
		writeAnalyzeText(&buf, a)
	}
	if fl.report != "" {
		in := splitreport.Input{Kernel: a.kernel, Source: a.source, Command: "splitwcet " + strings.Join(os.Args[1:], " "),
			HW: hwLine(a.hw), IPG: a.ig, Results: a.results, Notes: a.notes, GraphsPerS: fl.graphs}
		files, err := splitreport.Write(fl.report, in)
		if err != nil {
			return fmt.Errorf("--report: %w", err)
		}
		msg := fmt.Sprintf("splitwcet: report written to %s/%s (%d plots, %d role graphs)", fl.report, files.Index, len(files.Plots), len(files.Graphs))
		if files.NoGraphviz {
			msg += "; graphviz is not installed, so the role graphs are .dot files"
		}
		fmt.Fprintln(cmd.ErrOrStderr(), msg)
	}
	return writeOutput(cmd.OutOrStdout(), fl.out, buf.Bytes())
}

func hwLine(hw timing.Config) string {
	h := splitmodel.HardwareOf(hw)
	return fmt.Sprintf("%s: %d CUs × %d SIMDs × %d launch slots (W_HW = %d), T_WF = %d", hw.Name, h.CUs, h.SIMDsPerCU, h.SlotsPerSIMD,
		h.CUs*h.SIMDsPerCU*h.SlotsPerSIMD, h.WavefrontSize)
}

// doAnalyze loads the kernel, simulates (or reads the traces) and runs the
// kernel model for every S.
func doAnalyze(cmd *cobra.Command, file string, fl analyzeFlags, Ss []int, sGiven bool) (*analysis, error) {
	roles, err := analyzeRoles(fl.roles, fl.assume)
	if err != nil {
		return nil, err
	}
	hw := timing.Default()
	if fl.hw != "" {
		data, err := os.ReadFile(fl.hw)
		if err != nil {
			return nil, fmt.Errorf("--hw: %w", err)
		}
		if hw, err = timing.Load(fl.hw, data); err != nil {
			return nil, err
		}
	}
	rf := runFlags{workload: fl.workload}
	asmName, src, wf, err := loadRunInput(cmd, file, &rf)
	if err != nil {
		return nil, err
	}
	var facts *ipet.Facts
	switch {
	case fl.facts != "":
		data, err := os.ReadFile(fl.facts)
		if err != nil {
			return nil, fmt.Errorf("--facts: %w", err)
		}
		if facts, err = ipet.ParseFacts(fl.facts, data); err != nil {
			return nil, err
		}
	case file == "":
		data, ok, err := examples.Facts(examples.Default)
		if err != nil {
			return nil, err
		}
		if ok {
			if facts, err = ipet.ParseFacts("examples/"+examples.Default+"/flow.yaml", data); err != nil {
				return nil, err
			}
		}
	}
	prog, err := wf.Program(asmName, src)
	if err != nil {
		return nil, err
	}
	_, ig, err := splitmodel.Graphs(prog)
	if err != nil {
		return nil, err
	}
	sets := wf.Sets
	if fl.set != "all" {
		if sets, err = selectSets(wf, fl.set); err != nil {
			return nil, err
		}
	}
	a := &analysis{kernel: prog.Fn.Name, source: asmName, hw: hw, ig: ig}
	var runs []*splitmodel.TraceRun
	if len(fl.trace) > 0 {
		if runs, Ss, err = traceRuns(fl.trace, wf, Ss, sGiven); err != nil {
			return nil, err
		}
	} else {
		modes := []timing.Mode{timing.Parallel, timing.Serial}
		sc := splitmodel.SimConfig{Prog: prog, IPG: ig, HW: hw, Sets: sets, S: Ss, Modes: modes}
		if bar := analyzeBar(cmd.ErrOrStderr(), fl.quiet, len(Ss)*len(modes)*len(sets)); bar != nil {
			sc.Progress = func(done, total int) { _ = bar.Set(done) }
			defer bar.Close()
		}
		if runs, err = splitmodel.Simulate(sc); err != nil {
			return nil, err
		}
	}
	weights, err := splitmodel.ParseWeighting(fl.weights)
	if err != nil {
		return nil, usagef("--%v", err)
	}
	opt := splitmodel.KernelOptions{IPG: ig, HW: splitmodel.HardwareOf(hw), Facts: facts, Roles: roles, Weights: weights}
	a.weights = weights
	if opt.Roles == nil {
		a.notes = append(a.notes, "--roles traces: role j starts where its wavefronts were first seen in the traces and no edge is pruned, so L^j covers every path of the IPG from there (looser than the pruned roles of the role analysis)")
	}
	for _, S := range Ss {
		var rs []*splitmodel.TraceRun
		for _, r := range runs {
			if r.S == S {
				rs = append(rs, r)
			}
		}
		res, err := splitmodel.AnalyzeKernel(opt, S, rs)
		if err != nil {
			return nil, err
		}
		a.results = append(a.results, res)
	}
	return a, nil
}

// traceRuns reads the headers of the given traces and attaches each input
// set's launch from the workload.
func traceRuns(paths []string, wf *workload.File, Ss []int, sGiven bool) ([]*splitmodel.TraceRun, []int, error) {
	want := map[int]bool{}
	for _, s := range Ss {
		want[s] = true
	}
	var runs []*splitmodel.TraceRun
	found := map[int]bool{}
	for _, p := range paths {
		r, err := splitmodel.ReadTraceRun(p)
		if err != nil {
			return nil, nil, err
		}
		if sGiven && !want[r.S] {
			continue
		}
		set, err := wf.Set(r.Set)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: input set %q of its header: %w", p, r.Set, err)
		}
		r.Launch = splitmodel.LaunchOf(set.Launch)
		runs = append(runs, r)
		found[r.S] = true
	}
	if len(runs) == 0 {
		return nil, nil, usagef("--trace: no trace with S in %v", Ss)
	}
	var out []int
	for s := range found {
		out = append(out, s)
	}
	sort.Ints(out)
	return runs, out, nil
}

func analyzeBar(w io.Writer, quiet bool, total int) *progressbar.ProgressBar {
	f, ok := w.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("simulating (runs)"),
		progressbar.OptionShowCount(),
		progressbar.OptionClearOnFinish())
}

func fmtRatio(b, o int64) string {
	if o <= 0 || b < 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(b)/float64(o))
}

func writeAnalyzeText(buf *bytes.Buffer, a *analysis) {
	fmt.Fprintf(buf, "kernel %s (%s); %s\n", a.kernel, a.source, hwLine(a.hw))
	fmt.Fprintf(buf, "%3s %10s %10s %11s %11s %7s %7s %5s %4s  %s\n", "S", "obs.par", "obs.ser", "bound5.4", "bound5.5", "5.4/obs", "5.5/obs", "W", "B", "worst (i, j) for Eq. 5.4")
	violations := 0
	for _, r := range a.results {
		op, obs, bp, bs := int64(-1), int64(-1), int64(-1), int64(-1)
		W, B, worst := "-", "-", "-"
		if m := r.Parallel; m != nil {
			op, bp = m.Observed, m.BoundParallel
			w := m.WorstParallel
			W, B = strconv.Itoa(w.W), strconv.Itoa(w.B)
			worst = w.Parallel.String()
			if bp < op {
				violations++
			}
		}
		if m := r.Serial; m != nil {
			obs, bs = m.Observed, m.BoundSerial
			if W == "-" {
				W, B = strconv.Itoa(m.WorstSerial.W), strconv.Itoa(m.WorstSerial.B)
			}
			if bs < obs {
				violations++
			}
		}
		fmt.Fprintf(buf, "%3d %10s %10s %11s %11s %7s %7s %5s %4s  %s\n", r.S, dash(op), dash(obs), dash(bp), dash(bs),
			fmtRatio(bp, op), fmtRatio(bs, obs), W, B, worst)
	}
	if len(a.results) > 0 && a.results[0].Parallel != nil && len(a.results[0].Parallel.Sets) > 1 {
		buf.WriteString("(maxima over the input sets; W, B and (i, j) of the set that gives the Eq. 5.4 bound)\n")
	}
	if violations > 0 {
		fmt.Fprintf(buf, "WARNING: %d bound(s) below the observed time\n", violations)
	}
	for _, n := range a.notes {
		fmt.Fprintf(buf, "note: %s\n", n)
	}
	seen := map[string]bool{}
	var notes []string
	for _, r := range a.results {
		for _, m := range []*splitmodel.ModeAnalysis{r.Parallel, r.Serial} {
			if m == nil {
				continue
			}
			for _, n := range m.Notes {
				if strings.HasPrefix(n, "roles taken from the traces") || seen[n] {
					continue
				}
				seen[n] = true
				notes = append(notes, fmt.Sprintf("note (S = %d, %s): %s", r.S, m.Mode, n))
			}
		}
	}
	const maxNotes = 8
	for i, n := range notes {
		if i == maxNotes {
			fmt.Fprintf(buf, "... and %d more notes (all in --json and --report)\n", len(notes)-maxNotes)
			break
		}
		buf.WriteString(n + "\n")
	}
}

func dash(n int64) string {
	if n < 0 {
		return "-"
	}
	return strconv.FormatInt(n, 10)
}

// JSON output (docs/analyze.md).
type analyzeJSON struct {
	Kernel   string        `json:"kernel"`
	Source   string        `json:"source"`
	Hardware hardwareJSON  `json:"hardware"`
	Weights  string        `json:"weights"` // wavefront or role (--weights)
	Results  []sResultJSON `json:"results"`
	Notes    []string      `json:"notes"`
}

type hardwareJSON struct {
	Name          string `json:"name"`
	CUs           int    `json:"compute_units"`
	SIMDsPerCU    int    `json:"simds_per_cu"`
	SlotsPerSIMD  int    `json:"launch_slots_per_simd"`
	WavefrontSize int    `json:"T_WF"`
	WHW           int    `json:"W_HW"`
}

type sResultJSON struct {
	S                int    `json:"S"`
	ObservedParallel *int64 `json:"observed_parallel"`
	ObservedSerial   *int64 `json:"observed_serial"`
	BoundParallel    *int64 `json:"bound_parallel"`
	BoundSerial      *int64 `json:"bound_serial"`
	// Eq. 5.5 evaluated on the parallel runs' terms.
	BoundSerialParallelRuns *int64           `json:"bound_serial_on_parallel_runs"`
	RatioParallel           *float64         `json:"ratio_parallel"`
	RatioSerial             *float64         `json:"ratio_serial"`
	W                       int              `json:"W"`
	B                       int              `json:"B"`
	K                       int              `json:"K"`
	WorstParallel           *splitmodel.Term `json:"worst_parallel"`
	WorstSerial             *splitmodel.Term `json:"worst_serial"`
	// L and delta per role j (max_i δ_i^j of the set giving the bound),
	// for the parallel and the serialized runs.
	L        modePair  `json:"L"`
	Delta    modePair  `json:"delta"`
	Parallel *modeJSON `json:"parallel"`
	Serial   *modeJSON `json:"serial"`
}

type modePair struct {
	Parallel []int64 `json:"parallel"`
	Serial   []int64 `json:"serial"`
}

type modeJSON struct {
	Observed int64      `json:"observed"`
	Bound    int64      `json:"bound"`
	Equation string     `json:"equation"`
	Roles    []roleJSON `json:"roles"`
	Sets     []setJSON  `json:"sets"`
	Notes    []string   `json:"notes"`
}

type roleJSON struct {
	J            int      `json:"j"`
	Start        string   `json:"start"`
	Starts       []string `json:"observed_starts,omitempty"`
	Pruned       int      `json:"pruned_edges"`
	L            int64    `json:"L"`
	Delta        int64    `json:"delta"`
	DeltaCount   int      `json:"delta_count"`
	Streams      int      `json:"wavefronts"`
	CriticalPath []string `json:"critical_path"`
	StaticEdges  []string `json:"static_weight_edges,omitempty"`
}

type setJSON struct {
	Set string `json:"set"`
	G   int    `json:"G"`
	TWG int    `json:"T_WG"`
	splitmodel.Occupancy
	Observed      int64           `json:"observed"`
	SimCycles     int64           `json:"simulator_cycles"`
	L             []int64         `json:"L"`
	MaxDelta      []int64         `json:"delta"`
	SumL          int64           `json:"sum_L"`
	BoundParallel int64           `json:"bound_parallel"`
	BoundSerial   int64           `json:"bound_serial"`
	WorstParallel splitmodel.Term `json:"worst_parallel"`
	WorstSerial   splitmodel.Term `json:"worst_serial"`
}

func ptr[T any](v T) *T { return &v }

func modeToJSON(m *splitmodel.ModeAnalysis) *modeJSON {
	mj := &modeJSON{Observed: m.Observed, Bound: m.Bound(), Equation: "5.4", Roles: []roleJSON{}, Sets: []setJSON{}, Notes: append([]string{}, m.Notes...)}
	if m.Mode == timing.Serial {
		mj.Equation = "5.5"
	}
	w := m.Worst()
	for j, rb := range m.Roles {
		rj := roleJSON{J: j, Pruned: rb.Pruned, L: rb.L, Streams: rb.Streams, CriticalPath: []string{}}
		if rb.Start != nil {
			rj.Start = rb.Start.Name
		}
		if len(rb.Starts) > 1 {
			for _, s := range rb.Starts {
				rj.Starts = append(rj.Starts, s.Name)
			}
		}
		if w != nil {
			rj.Delta, rj.DeltaCount = w.MaxDelta[j], w.Seen[j]
		}
		if rb.Result != nil {
			for i, e := range rb.Result.CriticalPath {
				if i == 0 {
					rj.CriticalPath = append(rj.CriticalPath, e.From.Name)
				}
				rj.CriticalPath = append(rj.CriticalPath, e.To.Name)
			}
		}
		for _, e := range rb.Static {
			rj.StaticEdges = append(rj.StaticEdges, e.String())
		}
		mj.Roles = append(mj.Roles, rj)
	}
	for _, sb := range m.Sets {
		mj.Sets = append(mj.Sets, setJSON{Set: sb.Set, G: sb.Launch.Workgroups, TWG: sb.Launch.WorkgroupSize, Occupancy: sb.Occupancy,
			Observed: sb.Observed, SimCycles: sb.SimCycles, L: sb.L, MaxDelta: sb.MaxDelta, SumL: sb.SumL,
			BoundParallel: sb.BoundParallel, BoundSerial: sb.BoundSerial, WorstParallel: sb.Parallel, WorstSerial: sb.Serial})
	}
	return mj
}

func writeAnalyzeJSON(buf *bytes.Buffer, a *analysis) error {
	h := splitmodel.HardwareOf(a.hw)
	doc := analyzeJSON{Kernel: a.kernel, Source: a.source, Weights: a.weights.String(), Notes: append([]string{}, a.notes...), Results: []sResultJSON{},
		Hardware: hardwareJSON{Name: a.hw.Name, CUs: h.CUs, SIMDsPerCU: h.SIMDsPerCU, SlotsPerSIMD: h.SlotsPerSIMD, WavefrontSize: h.WavefrontSize,
			WHW: h.CUs * h.SIMDsPerCU * h.SlotsPerSIMD}}
	for _, r := range a.results {
		sj := sResultJSON{S: r.S}
		if m := r.Parallel; m != nil {
			w := m.WorstParallel
			sj.ObservedParallel, sj.BoundParallel = ptr(m.Observed), ptr(m.BoundParallel)
			sj.BoundSerialParallelRuns = ptr(m.BoundSerial)
			if m.Observed > 0 {
				sj.RatioParallel = ptr(float64(m.BoundParallel) / float64(m.Observed))
			}
			sj.W, sj.B, sj.K = w.W, w.B, w.K
			sj.WorstParallel = ptr(w.Parallel)
			sj.Parallel = modeToJSON(m)
			for _, rb := range m.Roles {
				sj.L.Parallel = append(sj.L.Parallel, rb.L)
			}
			sj.Delta.Parallel = append([]int64{}, w.MaxDelta...)
		}
		if m := r.Serial; m != nil {
			w := m.WorstSerial
			sj.ObservedSerial, sj.BoundSerial = ptr(m.Observed), ptr(m.BoundSerial)
			if m.Observed > 0 {
				sj.RatioSerial = ptr(float64(m.BoundSerial) / float64(m.Observed))
			}
			if r.Parallel == nil {
				sj.W, sj.B, sj.K = w.W, w.B, w.K
			}
			sj.WorstSerial = ptr(w.Serial)
			sj.Serial = modeToJSON(m)
			for _, rb := range m.Roles {
				sj.L.Serial = append(sj.L.Serial, rb.L)
			}
			sj.Delta.Serial = append([]int64{}, w.MaxDelta...)
		}
		doc.Results = append(doc.Results, sj)
	}
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}
