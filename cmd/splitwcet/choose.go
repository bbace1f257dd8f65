package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
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
first-S. --emit writes its assembly. Without FILE the embedded default
example is used with its workload and flow facts.`

type chooseFlags struct {
	workload   string
	set        string
	S          int
	candidates string
	weights    string
	emit       string
	confirm    int
	json       bool
	hw         string
	facts      string
	out        string
	quiet      bool
	exhaustive int
	screen     int
	hipccFlags string
}

func newChooseCmd() *cobra.Command {
	var fl chooseFlags
	cmd := &cobra.Command{
		Use:   "choose [FILE] --workload W.yaml --S n",
		Short: "Choose the branches to split-mark for the smallest kernel bound, emit and confirm them",
		Long:  chooseLong,
		Example: `  splitwcet choose                                        # default example, S = 4
  splitwcet choose examples/nested/kernel.s -w examples/nested/workload.yaml --S 2 --emit nested.marked.s
  splitwcet choose examples/large/kernel.s -w examples/large/workload.yaml --facts examples/large/flow.yaml --S 4 --json`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runChoose(cmd, firstArg(args), fl)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&fl.workload, "workload", "w", "", "workload YAML (docs/workload.md); optional only for the embedded default example")
	f.StringVar(&fl.set, "set", "all", "input set(s) to simulate: a name, or \"all\"")
	f.IntVar(&fl.S, "S", 4, "reserve slots per launch wavefront (splits allowed), 1..63")
	f.StringVar(&fl.candidates, "candidates", "all", "branches a marking may use: all (every if-type exec-skip branch) or marked (those the code marks)")
	f.StringVar(&fl.weights, "weights", "traces", "segment weights of the prediction: traces (the unsplit simulation's) or static (the latency model's, ipet/static)")
	f.StringVar(&fl.emit, "emit", "", "write the kernel's assembly with the chosen marking to this file")
	f.IntVar(&fl.confirm, "confirm", 3, "simulate the K best predicted markings (besides the baselines)")
	f.BoolVar(&fl.json, "json", false, "print JSON (docs/choose.md)")
	f.StringVar(&fl.hw, "hw", "", "hardware YAML layered over the defaults (docs/hardware.md)")
	f.StringVar(&fl.facts, "facts", "", "flow-facts YAML: loop bounds (docs/flow-facts.md); the default example uses its own")
	f.StringVarP(&fl.out, "output", "o", "", "write the table or JSON to this file instead of standard output")
	f.BoolVar(&fl.quiet, "quiet", false, "no progress messages")
	f.IntVar(&fl.exhaustive, "exhaustive", 10, "predict every marking when there are at most this many candidates (at most 20)")
	f.IntVar(&fl.screen, "screen", 24, "greedy search: consider only this many candidates, those with the largest divergent regions")
	f.StringVar(&fl.hipccFlags, "hipcc-flags", "", "extra hipcc flags for HIP input, e.g. \"-mllvm -amdgpu-skip-threshold=0\" (keeps the skip branches a split needs)")
	return cmd
}

func runChoose(cmd *cobra.Command, file string, fl chooseFlags) error {
	if fl.S < 1 || fl.S > 63 {
		return usagef("--S %d: want 1..63 (reserve slots per launch wavefront; a marking needs at least one)", fl.S)
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
	if fl.hipccFlags != "" && !isHIP(file) {
		return usagef("--hipcc-flags applies to HIP input (.hip, .cpp, .cu) only")
	}
	stderr := cmd.ErrOrStderr()
	hw := timing.Default()
	if fl.hw != "" {
		data, err := os.ReadFile(fl.hw)
		if err != nil {
			return fmt.Errorf("--hw: %w", err)
		}
		if hw, err = timing.Load(fl.hw, data); err != nil {
			return err
		}
	}
	var asmName string
	var src []byte
	var wf *workload.File
	if isHIP(file) {
		if fl.workload == "" {
			return usagef("give the workload: --workload W.yaml (format: docs/workload.md)")
		}
		var err error
		if src, asmName, err = compileHIP(cmd.Context(), file, asm.DefaultArch, cfgFlags{hipccFlags: fl.hipccFlags}, stderr); err != nil {
			return err
		}
		data, err := os.ReadFile(fl.workload)
		if err != nil {
			return fmt.Errorf("--workload: %w", err)
		}
		if wf, err = workload.Parse(fl.workload, data); err != nil {
			return err
		}
	} else {
		rf := runFlags{workload: fl.workload}
		var err error
		if asmName, src, wf, err = loadRunInput(cmd, file, &rf); err != nil {
			return err
		}
	}
	var facts *ipet.Facts
	switch {
	case fl.facts != "":
		data, err := os.ReadFile(fl.facts)
		if err != nil {
			return fmt.Errorf("--facts: %w", err)
		}
		if facts, err = ipet.ParseFacts(fl.facts, data); err != nil {
			return err
		}
	case file == "":
		data, ok, err := examples.Facts(examples.Default)
		if err != nil {
			return err
		}
		if ok {
			if facts, err = ipet.ParseFacts("examples/"+examples.Default+"/flow.yaml", data); err != nil {
				return err
			}
		}
	}
	sets := wf.Sets
	if fl.set != "all" {
		var err error
		if sets, err = selectSets(wf, fl.set); err != nil {
			return err
		}
	}
	c := choose.Config{Name: asmName, Src: src, Workload: wf, Sets: sets, HW: hw, Facts: facts, S: fl.S,
		MarkedOnly: fl.candidates == "marked", StaticWeights: fl.weights == "static", Confirm: fl.confirm,
		Search: choose.SearchOptions{Exhaustive: fl.exhaustive, Screen: fl.screen}}
	if f, ok := stderr.(*os.File); ok && !fl.quiet && term.IsTerminal(int(f.Fd())) {
		c.Progress = func(s string) { fmt.Fprintf(stderr, "splitwcet: %s\n", s) }
	}
	if fl.exhaustive == 0 {
		c.Search.Exhaustive = -1 // 0 in the options means the default
	}
	res, err := choose.Run(c)
	if err != nil {
		return err
	}
	hip := hipSource(file, asmName)
	var buf bytes.Buffer
	if fl.json {
		if err := writeChooseJSON(&buf, res, fl, hip); err != nil {
			return err
		}
	} else {
		writeChooseText(&buf, res, fl, hip)
	}
	if fl.emit != "" {
		if err := writeOutput(nil, fl.emit, res.Chosen.Sim.Emitted.Text); err != nil {
			return fmt.Errorf("--emit: %w", err)
		}
		fmt.Fprintf(stderr, "splitwcet: wrote %s: the kernel with %d split-marked branch(es) (%s)\n", fl.emit, len(res.Chosen.Marking), res.Chosen.Name)
	}
	return writeOutput(cmd.OutOrStdout(), fl.out, buf.Bytes())
}

// hipSource returns a function giving the text of a HIP source line named
// by the assembly's .loc lines: read next to the assembly (or the HIP file
// given), or the embedded default example's source; "" when unknown.
func hipSource(file, asmName string) func(asm.SrcLoc) string {
	cache := map[string][]string{}
	return func(loc asm.SrcLoc) string {
		if loc.IsZero() || loc.File == "" {
			return ""
		}
		lines, ok := cache[loc.File]
		if !ok {
			var data []byte
			switch {
			case file == "":
				if filepath.Base(loc.File) == "kernel.hip" {
					data, _ = examples.Source(examples.Default)
				}
			default:
				for _, p := range []string{loc.File, filepath.Join(filepath.Dir(file), loc.File), filepath.Join(filepath.Dir(asmName), loc.File)} {
					if !filepath.IsAbs(p) && p == loc.File {
						continue // relative to the working directory: not where the compiler ran
					}
					if b, err := os.ReadFile(p); err == nil {
						data = b
						break
					}
				}
			}
			if data != nil {
				lines = strings.Split(string(data), "\n")
			}
			cache[loc.File] = lines
		}
		if loc.Line < 1 || loc.Line > len(lines) {
			return ""
		}
		return strings.TrimRight(lines[loc.Line-1], "\r")
	}
}

func chosenNames(e *choose.Evaluated) string {
	s := e.Name
	if len(e.Aliases) > 0 {
		s += " (= " + strings.Join(e.Aliases, ", ") + ")"
	}
	return s
}

func branchList(r *choose.Result, mk choose.Marking, most int) string {
	if len(mk) == 0 {
		return "-"
	}
	var names []string
	for _, c := range r.Branches(mk) {
		names = append(names, c.Label())
	}
	if len(names) > most {
		return strings.Join(names[:most], ", ") + fmt.Sprintf(", ... (%d branches)", len(names))
	}
	return strings.Join(names, ", ")
}

func writeChooseText(buf *bytes.Buffer, r *choose.Result, fl chooseFlags, hip func(asm.SrcLoc) string) {
	fmt.Fprintf(buf, "kernel %s (%s); S = %d; %s\n", r.Kernel, r.Source, r.S, hwLine(r.HW))
	what := "every if-type exec-skip branch"
	if r.MarkedOnly {
		what = "the branches the code marks"
	}
	fmt.Fprintf(buf, "candidates: %d (%s); %d exec-skip branch(es) left out\n", len(r.Candidates), what, len(r.Excluded))
	weights := "the unsplit simulation's segment weights"
	if r.StaticWeights {
		weights = "the static latency model's segment weights"
	}
	fmt.Fprintf(buf, "prediction: %s, %d input set(s); search: %s, %d marking(s) predicted\n", weights, len(r.Model.Sets), r.Search.Method, r.Search.Evaluated)
	fmt.Fprintf(buf, "%-12s %5s %10s %10s %10s %6s  %s\n", "marking", "marks", "predicted", "simulated", "observed", "splits", "branches")
	for _, e := range append(append([]*choose.Evaluated(nil), r.Confirmed...), r.Baselines...) {
		fmt.Fprintf(buf, "%-12s %5d %10d %10d %10d %6d  %s\n", e.Name, len(e.Marking), e.Predicted.Bound, e.Sim.Bound, e.Sim.Observed, e.Sim.Splits, branchList(r, e.Marking, 6))
	}
	ch := r.Chosen
	none, first := r.Baseline("none"), r.Baseline("first-S")
	fmt.Fprintf(buf, "chosen: %s: simulated Eq. 5.4 bound %d (predicted %d); no splitting %d, first-S %d\n",
		chosenNames(ch), ch.Sim.Bound, ch.Predicted.Bound, none.Sim.Bound, first.Sim.Bound)
	if len(ch.Marking) == 0 {
		buf.WriteString("  mark no branch\n")
	}
	for _, c := range r.Branches(ch.Marking) {
		fmt.Fprintf(buf, "  %-12s line %-6d %-28s %s\n", c.Label(), c.Line(), c.Branch.Instr.Text, c.Src())
	}
	if advice := hipAdvice(r, ch.Marking, hip); advice != "" {
		buf.WriteString(advice)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(buf, "note: %s\n", n)
	}
}

// hipAdvice says where the chosen marks go in the HIP source, when the
// assembly has line tables: one entry per source line, with the branches
// it holds.
func hipAdvice(r *choose.Result, mk choose.Marking, hip func(asm.SrcLoc) string) string {
	var b strings.Builder
	var order []string
	at := map[string][]string{}
	locs := map[string]asm.SrcLoc{}
	none := 0
	for _, c := range r.Branches(mk) {
		loc := c.Src()
		if loc.IsZero() {
			none++
			continue
		}
		k := loc.String()
		if _, ok := at[k]; !ok {
			order = append(order, k)
			locs[k] = loc
		}
		at[k] = append(at[k], c.Label())
	}
	if len(order) == 0 {
		return ""
	}
	fmt.Fprintf(&b, "in HIP (thesis Fig. 4.6): set the bit right before the if, clear it first thing on both of its sides:\n      %s\n      %s\n", choose.HIPSet, choose.HIPClear)
	for _, k := range order {
		fmt.Fprintf(&b, "  %s", k)
		if text := hip(locs[k]); text != "" {
			fmt.Fprintf(&b, ": %s", strings.TrimSpace(text))
		}
		fmt.Fprintf(&b, "   (%s)\n", strings.Join(at[k], ", "))
	}
	if none > 0 {
		fmt.Fprintf(&b, "  %d chosen branch(es) have no source line (else branches usually): see the assembly (--emit)\n", none)
	}
	b.WriteString("  hipcc may move or merge inline assembly: check the result with 'splitwcet cfg' (split marking) or use the emitted assembly\n")
	return b.String()
}

// JSON output (docs/choose.md).
type chooseJSON struct {
	Kernel     string            `json:"kernel"`
	Source     string            `json:"source"`
	S          int               `json:"S"`
	Hardware   hardwareJSON      `json:"hardware"`
	Candidates string            `json:"candidates"`
	Weights    string            `json:"weights"`
	Branches   []branchJSON      `json:"candidate_branches"`
	Excluded   []excludedJSON    `json:"excluded_branches"`
	Search     searchJSON        `json:"search"`
	Chosen     markingJSON       `json:"chosen"`
	Predicted  int64             `json:"predicted"`
	Simulated  int64             `json:"simulated"`
	Baselines  baselinesJSON     `json:"baselines"`
	Confirmed  []markingJSON     `json:"confirmed"`
	HIP        []hipJSON         `json:"hip"`
	Sets       []choose.SetTerms `json:"sets"`
	Emitted    string            `json:"emitted,omitempty"`
	Notes      []string          `json:"notes"`
}

type branchJSON struct {
	Index  int    `json:"index"`
	Label  string `json:"label"`
	Line   int    `json:"line"`
	Instr  string `json:"instruction"`
	Src    string `json:"src,omitempty"`
	Marked bool   `json:"marked_in_code"`
	Gain   int64  `json:"gain"`
}

type excludedJSON struct {
	Label  string `json:"label"`
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

type searchJSON struct {
	Method    string   `json:"method"`
	Evaluated int      `json:"evaluated"`
	Pool      []string `json:"pool"`
}

type rolePredJSON struct {
	J      int    `json:"j"`
	L      int64  `json:"L"`
	Offset int64  `json:"offset"`
	Start  string `json:"start"`
}

type markingJSON struct {
	Name      string         `json:"name"`
	Aliases   []string       `json:"same_as,omitempty"`
	Branches  []branchJSON   `json:"branches"`
	Predicted int64          `json:"predicted"`
	Simulated int64          `json:"simulated"`
	Observed  int64          `json:"observed"`
	Splits    int            `json:"splits"`
	Outside   int            `json:"outside_role"`
	Roles     []rolePredJSON `json:"predicted_roles"`
	SimL      []int64        `json:"simulated_L"`
	SimDelta  []int64        `json:"simulated_delta"`
}

type baselinesJSON struct {
	None     *markingJSON `json:"none"`
	FirstS   *markingJSON `json:"first_S"`
	Thesis   *markingJSON `json:"thesis"`
	AsMarked *markingJSON `json:"as_marked,omitempty"`
}

type hipJSON struct {
	Label string `json:"label"`
	Src   string `json:"src"`
	Text  string `json:"text,omitempty"`
	Set   string `json:"before"`
	Clear string `json:"inside_both_sides"`
}

func candidateJSON(r *choose.Result, c *choose.Candidate) branchJSON {
	return branchJSON{Index: c.Index, Label: c.Label(), Line: c.Line(), Instr: c.Branch.Instr.Text, Src: c.Src().String(),
		Marked: c.Marked, Gain: r.Search.Gains[c.Index]}
}

func evaluatedJSON(r *choose.Result, e *choose.Evaluated) *markingJSON {
	mj := &markingJSON{Name: e.Name, Aliases: e.Aliases, Branches: []branchJSON{}, Predicted: e.Predicted.Bound,
		Simulated: e.Sim.Bound, Observed: e.Sim.Observed, Splits: e.Sim.Splits, Outside: e.Sim.Outside}
	for _, c := range r.Branches(e.Marking) {
		mj.Branches = append(mj.Branches, candidateJSON(r, c))
	}
	for _, rp := range e.Predicted.Roles {
		mj.Roles = append(mj.Roles, rolePredJSON{J: rp.J, L: rp.L, Offset: rp.Offset, Start: rp.Start.Name})
	}
	if m := e.Sim.Result.Parallel; m != nil {
		for _, rb := range m.Roles {
			mj.SimL = append(mj.SimL, rb.L)
		}
		if w := m.WorstParallel; w != nil {
			mj.SimDelta = append([]int64{}, w.MaxDelta...)
		}
	}
	return mj
}

func writeChooseJSON(buf *bytes.Buffer, r *choose.Result, fl chooseFlags, hip func(asm.SrcLoc) string) error {
	h := splitmodel.HardwareOf(r.HW)
	doc := chooseJSON{Kernel: r.Kernel, Source: r.Source, S: r.S, Candidates: fl.candidates, Weights: fl.weights,
		Hardware: hardwareJSON{Name: r.HW.Name, CUs: h.CUs, SIMDsPerCU: h.SIMDsPerCU, SlotsPerSIMD: h.SlotsPerSIMD, WavefrontSize: h.WavefrontSize,
			WHW: h.CUs * h.SIMDsPerCU * h.SlotsPerSIMD},
		Branches: []branchJSON{}, Excluded: []excludedJSON{}, Confirmed: []markingJSON{}, HIP: []hipJSON{},
		Sets: r.Model.Sets, Emitted: fl.emit, Notes: append([]string{}, r.Notes...)}
	for _, c := range r.Candidates {
		doc.Branches = append(doc.Branches, candidateJSON(r, c))
	}
	for _, x := range r.Excluded {
		doc.Excluded = append(doc.Excluded, excludedJSON{Label: x.Branch.Block.Name, Line: x.Branch.Instr.Pos.Line, Reason: x.Reason})
	}
	doc.Search = searchJSON{Method: r.Search.Method, Evaluated: r.Search.Evaluated, Pool: []string{}}
	for _, i := range r.Search.Pool {
		doc.Search.Pool = append(doc.Search.Pool, r.Candidates[i].Label())
	}
	doc.Chosen = *evaluatedJSON(r, r.Chosen)
	doc.Predicted, doc.Simulated = r.Chosen.Predicted.Bound, r.Chosen.Sim.Bound
	for _, e := range r.Confirmed {
		doc.Confirmed = append(doc.Confirmed, *evaluatedJSON(r, e))
	}
	for _, e := range r.Baselines {
		mj := evaluatedJSON(r, e)
		switch e.Name {
		case "none":
			doc.Baselines.None = mj
		case "first-S":
			doc.Baselines.FirstS = mj
		case "thesis":
			doc.Baselines.Thesis = mj
		case "as-marked":
			doc.Baselines.AsMarked = mj
		}
	}
	for _, c := range r.Branches(r.Chosen.Marking) {
		if loc := c.Src(); !loc.IsZero() {
			doc.HIP = append(doc.HIP, hipJSON{Label: c.Label(), Src: loc.String(), Text: strings.TrimSpace(hip(loc)), Set: choose.HIPSet, Clear: choose.HIPClear})
		}
	}
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}
