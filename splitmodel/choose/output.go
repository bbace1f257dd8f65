package choose

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// The reports of a choice: text and JSON (docs/choose.md).

// HIPSource returns a function giving the text of a HIP source line named
// by the assembly's .loc lines: read next to the assembly (or the HIP file
// given), or the embedded default example's source; "" when unknown.
func HIPSource(file, asmName string) func(asm.SrcLoc) string {
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

func chosenNames(e *Evaluated) string {
	s := e.Name
	if len(e.Aliases) > 0 {
		s += " (= " + strings.Join(e.Aliases, ", ") + ")"
	}
	return s
}

func branchList(r *Result, mk Marking, most int) string {
	if len(mk) == 0 {
		return "-"
	}
	var names []string
	for _, c := range r.Branches(mk) {
		name := c.Label()
		if src := c.Src(); !src.IsZero() {
			name += " (" + src.String() + ")"
		}
		names = append(names, name)
	}
	if len(names) > most {
		return strings.Join(names[:most], ", ") + fmt.Sprintf(", ... (%d branches)", len(names))
	}
	return strings.Join(names, ", ")
}

// maxExcludedShown bounds the left-out branches the text lists.
const maxExcludedShown = 10

// WriteText writes the choice as 'splitwcet choose' prints it; hip gives
// the text of a HIP source line (HIPSource).
func WriteText(buf *bytes.Buffer, r *Result, hip func(asm.SrcLoc) string) {
	fmt.Fprintf(buf, "kernel %s (%s); S = %d; %s\n", asm.Display(r.Kernel), r.Source, r.S, splitmodel.Describe(r.HW))
	what := "every if-type exec-skip branch"
	if r.MarkedOnly {
		what = "the branches the code marks"
	}
	fmt.Fprintf(buf, "candidates: %d (%s); %d exec-skip branch(es) left out\n", len(r.Candidates), what, len(r.Excluded))
	for i, x := range r.Excluded {
		if i == maxExcludedShown {
			fmt.Fprintf(buf, "  ... and %d more (--json lists every one)\n", len(r.Excluded)-i)
			break
		}
		src := ""
		if loc := SourceOf(x.Branch); !loc.IsZero() {
			src = " (" + loc.String() + ")"
		}
		fmt.Fprintf(buf, "  left out: %s line %d%s: %s\n", x.Branch.Block.Name, x.Branch.Instr.Pos().Line, src, x.Reason)
	}
	weights := "the unsplit simulation's segment weights"
	if r.StaticWeights {
		weights = "the static latency model's segment weights"
	}
	fmt.Fprintf(buf, "prediction: %s, %d input set(s); search: %s, %d marking(s) predicted\n", weights, len(r.Model.Sets), r.Search.Method, r.Search.Evaluated)
	fmt.Fprintf(buf, "%-12s %5s %10s %10s %10s %6s  %s\n", "marking", "marks", "predicted", "simulated", "observed", "splits", "branches")
	for _, e := range append(append([]*Evaluated(nil), r.Confirmed...), r.Baselines...) {
		fmt.Fprintf(buf, "%-12s %5d %10d %10d %10d %6d  %s\n", e.Name, len(e.Marking), e.Predicted.Bound, e.Sim.Bound, e.Sim.Observed, e.Sim.Splits, branchList(r, e.Marking, 6))
	}
	ch := r.Chosen
	none, first := r.Baseline("none"), r.Baseline("first-S")
	fmt.Fprintf(buf, "chosen: %s: simulated Eq. 5.4 bound %d (predicted %d); no splitting %d, first-S %d\n",
		chosenNames(ch), ch.Sim.Bound, ch.Predicted.Bound, none.Sim.Bound, first.Sim.Bound)
	if st := r.Static; st != nil {
		fmt.Fprintf(buf, "static bound of the chosen marking (no simulation, docs/static.md): parallel %d (%s dominates), serialized %d (%s dominates); %.2f x its observed time\n",
			st.Parallel, st.DominantParallel, st.Serial, st.DominantSerial, float64(st.Parallel)/float64(max(ch.Sim.Observed, 1)))
	}
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
func hipAdvice(r *Result, mk Marking, hip func(asm.SrcLoc) string) string {
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
	fmt.Fprintf(&b, "in HIP (thesis Fig. 4.6): set the bit right before the if, clear it first thing on both of its sides:\n      %s\n      %s\n", HIPSet, HIPClear)
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

// SchemaVersion is the "schema" of choose's JSON (docs/choose.md); it
// changes when a field is removed, renamed or changes meaning. 2: "schema",
// "provenance", "kernel_demangled"; "source" is "assembly", "instruction"
// is "instr"; times end in _cycles; a set's "set" is "input_set". 3: the
// static bounds are "static_parallel_cycles" and "static_serial_cycles".
const SchemaVersion = 3

// JSON output (docs/choose.md).
type chooseJSON struct {
	Schema          int                     `json:"schema"`
	Provenance      *kernel.Provenance      `json:"provenance"`
	Kernel          string                  `json:"kernel"`
	KernelDemangled string                  `json:"kernel_demangled"`
	Source          string                  `json:"assembly"`
	S               int                     `json:"S"`
	Hardware        splitmodel.HardwareInfo `json:"hardware"`
	Candidates      string                  `json:"candidates"`
	Weights         string                  `json:"weights"`
	Branches        []branchJSON            `json:"candidate_branches"`
	Excluded        []excludedJSON          `json:"excluded_branches"`
	Search          searchJSON              `json:"search"`
	Chosen          markingJSON             `json:"chosen"`
	Predicted       int64                   `json:"predicted_bound_cycles"`
	Simulated       int64                   `json:"simulated_bound_cycles"`
	Baselines       baselinesJSON           `json:"baselines"`
	Confirmed       []markingJSON           `json:"confirmed"`
	HIP             []hipJSON               `json:"hip"`
	Sets            []SetTerms              `json:"sets"`
	Emitted         string                  `json:"emitted,omitempty"`
	Static          *StaticBound            `json:"static,omitempty"`
	Notes           []string                `json:"notes"`
}

type branchJSON struct {
	Index  int    `json:"index"`
	Label  string `json:"label"`
	Line   int    `json:"line"`
	Instr  string `json:"instr"`
	Src    string `json:"src,omitempty"`
	Marked bool   `json:"marked_in_code"`
	Gain   int64  `json:"gain_cycles"`
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
	L      int64  `json:"L_cycles"`
	Offset int64  `json:"offset_cycles"`
	Start  string `json:"start"`
	// Absent: no execution has the role (a budgeted policy leaves its
	// slot unused); it has no start and no term.
	Absent bool `json:"absent,omitempty"`
	// Merged (reconvergence): every variant ends at a join; its time is
	// in its parent's L, it has no term.
	Merged bool `json:"merged,omitempty"`
}

type markingJSON struct {
	Name      string         `json:"name"`
	Aliases   []string       `json:"same_as,omitempty"`
	Branches  []branchJSON   `json:"branches"`
	Predicted int64          `json:"predicted_bound_cycles"`
	Simulated int64          `json:"simulated_bound_cycles"`
	Observed  int64          `json:"observed_cycles"`
	Splits    int            `json:"splits"`
	Outside   int            `json:"outside_role"`
	Roles     []rolePredJSON `json:"predicted_roles"`
	SimL      []int64        `json:"simulated_L_cycles"`
	SimDelta  []int64        `json:"simulated_delta_cycles"`
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

func candidateJSON(r *Result, c *Candidate) branchJSON {
	return branchJSON{Index: c.Index, Label: c.Label(), Line: c.Line(), Instr: c.Branch.Instr.Text, Src: c.Src().String(),
		Marked: c.Marked, Gain: r.Search.Gains[c.Index]}
}

func evaluatedJSON(r *Result, e *Evaluated) *markingJSON {
	mj := &markingJSON{Name: e.Name, Aliases: e.Aliases, Branches: []branchJSON{}, Predicted: e.Predicted.Bound,
		Simulated: e.Sim.Bound, Observed: e.Sim.Observed, Splits: e.Sim.Splits, Outside: e.Sim.Outside}
	for _, c := range r.Branches(e.Marking) {
		mj.Branches = append(mj.Branches, candidateJSON(r, c))
	}
	for _, rp := range e.Predicted.Roles {
		rj := rolePredJSON{J: rp.J, L: rp.L, Offset: rp.Offset, Absent: rp.Absent, Merged: rp.Merged}
		if rp.Start != nil { // an absent role (no member holds the slot) starts nowhere
			rj.Start = rp.Start.Name
		}
		mj.Roles = append(mj.Roles, rj)
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

// WriteJSON writes the choice as JSON (docs/choose.md); emitted is the
// file the marked kernel was written to ("" for none), prov the provenance.
func WriteJSON(buf *bytes.Buffer, r *Result, emitted string, hip func(asm.SrcLoc) string, prov *kernel.Provenance) error {
	candidates, weights := "all", "traces"
	if r.MarkedOnly {
		candidates = "marked"
	}
	if r.StaticWeights {
		weights = "static"
	}
	doc := chooseJSON{Schema: SchemaVersion, Provenance: prov, Kernel: r.Kernel, KernelDemangled: asm.Demangled(r.Kernel), Source: r.Source, S: r.S, Candidates: candidates, Weights: weights,
		Hardware: splitmodel.InfoOf(r.HW),
		Branches: []branchJSON{}, Excluded: []excludedJSON{}, Confirmed: []markingJSON{}, HIP: []hipJSON{},
		Sets: r.Model.Sets, Emitted: emitted, Static: r.Static, Notes: append([]string{}, r.Notes...)}
	for _, c := range r.Candidates {
		doc.Branches = append(doc.Branches, candidateJSON(r, c))
	}
	for _, x := range r.Excluded {
		doc.Excluded = append(doc.Excluded, excludedJSON{Label: x.Branch.Block.Name, Line: x.Branch.Instr.Pos().Line, Reason: x.Reason})
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
			doc.HIP = append(doc.HIP, hipJSON{Label: c.Label(), Src: loc.String(), Text: strings.TrimSpace(hip(loc)), Set: HIPSet, Clear: HIPClear})
		}
	}
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}
