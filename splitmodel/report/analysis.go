package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The table and the JSON of 'splitwcet analyze' (docs/analyze.md).

// Analysis is what 'splitwcet analyze' computed: the kernel, its hardware
// and IPG, the segment weighting and the results per S.
type Analysis struct {
	// Provenance is where the results come from (inputs, hardware, settings).
	Provenance     *kernel.Provenance
	Kernel, Source string
	HW             timing.Config
	IPG            *ipg.Graph
	Weights        splitmodel.Weighting
	Results        []*splitmodel.SResult
	Notes          []string
	// Static, with analyze --static, is the static bound of every S
	// (docs/static.md), in the order of Results.
	Static []staticbound.Row
	// Facts are the flow facts (nil: none) and Compiler what produced the
	// assembly: assumptions the report lists.
	Facts    *flowfacts.Facts
	Compiler kernel.Compiler
	// Budget, with --budget, is what each cited bound must not exceed.
	Budget *ci.Budget
	// Sources are the kernel's HIP source files by the name its line
	// tables use (kernel.Kernel.HIPSources), for the report's source view.
	Sources map[string][]byte
}

// InputOf is the HTML report's input for a, with at most graphs role
// graphs per S.
func InputOf(a *Analysis, graphs int) Input {
	return Input{Kernel: a.Kernel, Source: a.Source, Provenance: a.Provenance, HW: splitmodel.Describe(a.HW), IPG: a.IPG,
		Results: a.Results, Notes: a.Notes, GraphsPerS: graphs, Static: a.Static, Analysis: a}
}

func fmtRatio(b, o int64) string {
	if o <= 0 || b < 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(b)/float64(o))
}

// WriteAnalysisText writes the table 'splitwcet analyze' prints: one row
// per S, then the warnings and notes.
func WriteAnalysisText(buf *bytes.Buffer, a *Analysis) {
	fmt.Fprintf(buf, "kernel %s (%s); %s\n", asm.Display(a.Kernel), a.Source, splitmodel.Describe(a.HW))
	for _, l := range a.Headline() {
		buf.WriteString(l + "\n")
	}
	fmt.Fprintf(buf, "%3s %10s %10s %11s %11s %7s %7s %5s %4s  %-16s %s\n", "S", "obs.par", "obs.ser", "bound5.4", "bound5.5", "5.4/obs", "5.5/obs", "W", "B", "roles", "worst (i, j) for Eq. 5.4")
	premiseFailed := 0
	for _, r := range a.Results {
		op, obs, bp, bs := int64(-1), int64(-1), int64(-1), int64(-1)
		W, B, worst := "-", "-", "-"
		if m := r.Parallel; m != nil {
			op, bp = m.Observed, m.BoundParallel
			w := m.WorstParallel
			W, B = strconv.Itoa(w.W), strconv.Itoa(w.B)
			worst = w.Parallel.String()
		}
		if m := r.Serial; m != nil {
			obs, bs = m.Observed, m.BoundSerial
			if W == "-" {
				W, B = strconv.Itoa(m.WorstSerial.W), strconv.Itoa(m.WorstSerial.B)
			}
		}
		roles := r.Assumption()
		if !r.PremiseHeld() {
			roles += "*"
			premiseFailed++
		}
		fmt.Fprintf(buf, "%3d %10s %10s %11s %11s %7s %7s %5s %4s  %-16s %s\n", r.S, dash(op), dash(obs), dash(bp), dash(bs),
			fmtRatio(bp, op), fmtRatio(bs, obs), W, B, roles, worst)
	}
	if premiseFailed > 0 {
		fmt.Fprintf(buf, "* the worst-case premise failed for %d row(s): a traced wavefront left its role, so the bounds use roles derived under the all-executions assumption\n", premiseFailed)
	}
	if len(a.Results) > 0 && a.Results[0].Parallel != nil && len(a.Results[0].Parallel.Sets) > 1 {
		buf.WriteString("(maxima over the input sets; W, B and (i, j) of the set that gives the Eq. 5.4 bound)\n")
	}
	for _, v := range splitmodel.Violations(a.Results) {
		fmt.Fprintf(buf, "ERROR: %s\n", v)
	}
	for _, n := range a.Notes {
		fmt.Fprintf(buf, "note: %s\n", n)
	}
	seen := map[string]bool{}
	var notes []string
	for _, r := range a.Results {
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
	if a.Static != nil {
		var obs []staticbound.Observed
		for _, r := range a.Results {
			o := staticbound.Observed{S: r.S, ObservedParallel: -1, ObservedSerial: -1, HybridParallel: -1, HybridSerial: -1}
			if m := r.Parallel; m != nil {
				o.ObservedParallel, o.HybridParallel = m.Observed, m.BoundParallel
			}
			if m := r.Serial; m != nil {
				o.ObservedSerial, o.HybridSerial = m.Observed, m.BoundSerial
			}
			obs = append(obs, o)
		}
		staticbound.WriteText(buf, a.Static, obs)
	}
	a.Assumptions().WriteText(buf)
	a.writeHotspots(buf)
}

func dash(n int64) string {
	if n < 0 {
		return "-"
	}
	return strconv.FormatInt(n, 10)
}

// AnalysisSchemaVersion is the "schema" of analyze's JSON (docs/analyze.md);
// it changes when a field is removed, renamed or changes meaning. 2:
// "schema", "provenance", "kernel_demangled"; "source" is "assembly"; times
// end in _cycles; a set's "set" is "input_set". 3: "static_parallel" and
// "static_serial" are "static_parallel_cycles" and "static_serial_cycles";
// new "headline", "assumptions" and, with --budget, "budget".
const AnalysisSchemaVersion = 3

// JSON output (docs/analyze.md).
type analyzeJSON struct {
	Schema          int                     `json:"schema"`
	Provenance      *kernel.Provenance      `json:"provenance"`
	Kernel          string                  `json:"kernel"`
	KernelDemangled string                  `json:"kernel_demangled"`
	Source          string                  `json:"assembly"`
	Hardware        splitmodel.HardwareInfo `json:"hardware"`
	Weights         string                  `json:"weights"` // wavefront or role (--weights)
	Results         []sResultJSON           `json:"results"`
	Notes           []string                `json:"notes"`
	Headline        *headlineJSON           `json:"headline"`
	Assumptions     Assumptions             `json:"assumptions"`
	Budget          *budgetJSON             `json:"budget,omitempty"`
}

// headlineJSON is the cited bound: the lowest over S of the static bound
// (with --static) or the hybrid one, in the hardware's mode.
type headlineJSON struct {
	BoundCycles int64        `json:"bound_cycles"`
	Kind        string       `json:"kind"` // static, measurement-based (hybrid)
	S           int          `json:"S"`
	Mode        string       `json:"mode"`
	Equation    string       `json:"equation"`
	Model       kernel.Model `json:"model"`
	Claim       string       `json:"claim"`
	// Micros is the bound in microseconds at gpu.clock_mhz.
	Micros   float64 `json:"bound_us"`
	ClockMHz int     `json:"clock_mhz"`
	// HybridCycles is the hybrid bound of the same S and mode (with
	// --static; -1: none).
	HybridCycles int64 `json:"hybrid_bound_cycles"`
}

// budgetJSON is the budget and each cited bound's verdict.
type budgetJSON struct {
	Cycles   int64         `json:"budget_cycles"`
	Given    string        `json:"given"`
	ClockMHz int           `json:"clock_mhz,omitempty"`
	Pass     bool          `json:"pass"`
	Verdicts []verdictJSON `json:"verdicts"`
}

type verdictJSON struct {
	S           int    `json:"S"`
	Kind        string `json:"kind"`
	BoundCycles int64  `json:"bound_cycles"`
	Within      bool   `json:"within"`
}

type sResultJSON struct {
	S int `json:"S"`
	// PremiseHeld is false when a traced wavefront left its role under the
	// first assumption; Assumption names the roles the bounds use.
	PremiseHeld      bool   `json:"premise_held"`
	Assumption       string `json:"assumption"`
	ObservedParallel *int64 `json:"observed_parallel_cycles"`
	ObservedSerial   *int64 `json:"observed_serial_cycles"`
	BoundParallel    *int64 `json:"bound_parallel_cycles"`
	BoundSerial      *int64 `json:"bound_serial_cycles"`
	// Eq. 5.5 evaluated on the parallel runs' terms.
	BoundSerialParallelRuns *int64           `json:"bound_serial_on_parallel_runs_cycles"`
	RatioParallel           *float64         `json:"ratio_parallel"`
	RatioSerial             *float64         `json:"ratio_serial"`
	W                       int              `json:"W"`
	B                       int              `json:"B"`
	K                       int              `json:"K"`
	WorstParallel           *splitmodel.Term `json:"worst_parallel"`
	WorstSerial             *splitmodel.Term `json:"worst_serial"`
	// L and delta per role j (max_i δ_i^j of the set giving the bound),
	// for the parallel and the serialized runs.
	L        modePair  `json:"L_cycles"`
	Delta    modePair  `json:"delta_cycles"`
	Parallel *modeJSON `json:"parallel"`
	Serial   *modeJSON `json:"serial"`
	// With --static: the static bounds (docs/static.md) and their terms.
	StaticParallel *int64      `json:"static_parallel_cycles,omitempty"`
	StaticSerial   *int64      `json:"static_serial_cycles,omitempty"`
	Static         *staticJSON `json:"static,omitempty"`
}

// staticJSON is the static bound of one S with its terms, per mode.
type staticJSON struct {
	Parallel    *staticbound.Bound `json:"parallel"`
	Serial      *staticbound.Bound `json:"serial"`
	SetParallel string             `json:"input_set_parallel"`
	SetSerial   string             `json:"input_set_serial"`
}

type modePair struct {
	Parallel []int64 `json:"parallel"`
	Serial   []int64 `json:"serial"`
}

type modeJSON struct {
	PremiseHeld bool       `json:"premise_held"`
	Assumption  string     `json:"assumption"`
	Observed    int64      `json:"observed_cycles"`
	Bound       int64      `json:"bound_cycles"`
	Equation    string     `json:"equation"`
	Roles       []roleJSON `json:"roles"`
	Sets        []setJSON  `json:"sets"`
	Notes       []string   `json:"notes"`
}

type roleJSON struct {
	J            int      `json:"j"`
	PremiseHeld  bool     `json:"premise_held"`
	Assumption   string   `json:"assumption"`
	Start        string   `json:"start"`
	Starts       []string `json:"observed_starts,omitempty"`
	Pruned       int      `json:"pruned_edges"`
	L            int64    `json:"L_cycles"`
	Delta        int64    `json:"delta_cycles"`
	DeltaCount   int      `json:"delta_count"`
	Streams      int      `json:"wavefronts"`
	CriticalPath []string `json:"critical_path"`
	StaticEdges  []string `json:"static_weight_edges,omitempty"`
}

type setJSON struct {
	Set string `json:"input_set"`
	G   int    `json:"G"`
	TWG int    `json:"T_WG"`
	splitmodel.Occupancy
	Observed      int64           `json:"observed_cycles"`
	SimCycles     int64           `json:"simulator_cycles"`
	L             []int64         `json:"L_cycles"`
	MaxDelta      []int64         `json:"delta_cycles"`
	SumL          int64           `json:"sum_L_cycles"`
	BatchGap      int64           `json:"batch_gap_cycles,omitempty"`
	BoundParallel int64           `json:"bound_parallel_cycles"`
	BoundSerial   int64           `json:"bound_serial_cycles"`
	WorstParallel splitmodel.Term `json:"worst_parallel"`
	WorstSerial   splitmodel.Term `json:"worst_serial"`
}

func ptr[T any](v T) *T { return &v }

func modeToJSON(m *splitmodel.ModeAnalysis) *modeJSON {
	mj := &modeJSON{PremiseHeld: m.PremiseHeld, Assumption: m.Assumption, Observed: m.Observed, Bound: m.Bound(), Equation: "5.4", Roles: []roleJSON{}, Sets: []setJSON{}, Notes: append([]string{}, m.Notes...)}
	if m.Mode == timing.Serial {
		mj.Equation = "5.5"
	}
	w := m.Worst()
	for j, rb := range m.Roles {
		rj := roleJSON{J: j, PremiseHeld: rb.PremiseHeld, Assumption: rb.Assumption, Pruned: rb.Pruned, L: rb.L, Streams: rb.Streams, CriticalPath: []string{}}
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
			Observed: sb.Observed, SimCycles: sb.SimCycles, L: sb.L, MaxDelta: sb.MaxDelta, SumL: sb.SumL, BatchGap: sb.BatchGap,
			BoundParallel: sb.BoundParallel, BoundSerial: sb.BoundSerial, WorstParallel: sb.Parallel, WorstSerial: sb.Serial})
	}
	return mj
}

// WriteAnalysisJSON writes the analysis as JSON (docs/analyze.md).
func WriteAnalysisJSON(buf *bytes.Buffer, a *Analysis) error {
	doc := analyzeJSON{Schema: AnalysisSchemaVersion, Provenance: a.Provenance, Kernel: a.Kernel, KernelDemangled: asm.Demangled(a.Kernel), Source: a.Source, Weights: a.Weights.String(), Notes: append([]string{}, a.Notes...), Results: []sResultJSON{},
		Hardware: splitmodel.InfoOf(a.HW)}
	for _, r := range a.Results {
		sj := sResultJSON{S: r.S, PremiseHeld: r.PremiseHeld(), Assumption: r.Assumption()}
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
		for _, st := range a.Static {
			if st.S == r.S {
				sj.StaticParallel, sj.StaticSerial = ptr(st.Parallel.Cycles), ptr(st.Serial.Cycles)
				sj.Static = &staticJSON{Parallel: st.Parallel, Serial: st.Serial, SetParallel: st.SetParallel, SetSerial: st.SetSerial}
			}
		}
		doc.Results = append(doc.Results, sj)
	}
	if c, ok := a.Lead(); ok {
		doc.Headline = &headlineJSON{BoundCycles: c.Cycles, Kind: c.Kind(), S: c.S, Mode: c.Mode.String(), Equation: c.Equation(), Model: a.Model(), Claim: a.Claim(c),
			ClockMHz: a.HW.ClockMHz, HybridCycles: c.Hybrid}
		if a.HW.ClockMHz > 0 {
			doc.Headline.Micros = float64(c.Cycles) / float64(a.HW.ClockMHz)
		}
	}
	if b := a.Budget; b != nil {
		bj := &budgetJSON{Cycles: b.Cycles, Given: b.Given, ClockMHz: b.ClockMHz, Pass: true, Verdicts: []verdictJSON{}}
		for _, v := range a.Verdicts() {
			bj.Verdicts = append(bj.Verdicts, verdictJSON{S: v.S, Kind: v.Kind(), BoundCycles: v.Cycles, Within: v.Within})
			bj.Pass = bj.Pass && v.Within
		}
		doc.Budget = bj
	}
	doc.Assumptions = a.Assumptions()
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

// StaticViolations lists the static bounds of a (analyze --static) below
// the observed times of their S and mode: none is expected (docs/static.md),
// so each is an error.
func StaticViolations(a *Analysis) []string {
	var out []string
	for _, st := range a.Static {
		for _, r := range a.Results {
			if r.S != st.S {
				continue
			}
			if m := r.Parallel; m != nil && st.Parallel.Cycles < m.Observed {
				out = append(out, fmt.Sprintf("S = %d: static bound %d < observed %d (parallel)", r.S, st.Parallel.Cycles, m.Observed))
			}
			if m := r.Serial; m != nil && st.Serial.Cycles < m.Observed {
				out = append(out, fmt.Sprintf("S = %d: static bound %d < observed %d (serialized)", r.S, st.Serial.Cycles, m.Observed))
			}
		}
	}
	return out
}
