package report

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// What a safety case cites from an analysis (docs/analyze.md, "The
// headline"): the bound that leads (the static one with --static, else
// the measurement-based hybrid one), the model it is sound against, every
// assumption behind it, and its check against a budget.

// Cited is the bound cited for one S: in the mode of the hardware model
// (splits.mode: parallel guarantee or serialized splits), the static bound
// with --static, else the hybrid one.
type Cited struct {
	S    int
	Mode timing.Mode
	// Cycles is the bound, Observed the longest simulated launch of the
	// mode (-1: none); Static says which bound it is.
	Cycles, Observed int64
	Static           bool
	// Hybrid is the hybrid bound of the same S and mode (-1: none).
	Hybrid int64
}

// Kind names the bound: "static" or "measurement-based (hybrid)".
func (c Cited) Kind() string {
	if c.Static {
		return "static"
	}
	return "measurement-based (hybrid)"
}

// Equation is the mode's equation ("Eq. 5.4, parallel guarantee").
func (c Cited) Equation() string {
	if c.Mode == timing.Serial {
		return "Eq. 5.5, serialized splits"
	}
	return "Eq. 5.4, parallel guarantee"
}

// Cited lists the cited bound of every S, in S order.
func (a *Analysis) Cited() []Cited {
	var out []Cited
	for _, r := range a.Results {
		m := r.Parallel
		if a.HW.Mode == timing.Serial {
			m = r.Serial
		}
		c := Cited{S: r.S, Mode: a.HW.Mode, Cycles: -1, Observed: -1, Hybrid: -1}
		if m != nil {
			c.Cycles, c.Observed, c.Hybrid = m.Bound(), m.Observed, m.Bound()
		}
		for _, st := range a.Static {
			if st.S != r.S {
				continue
			}
			b := st.Parallel
			if a.HW.Mode == timing.Serial {
				b = st.Serial
			}
			if b != nil {
				c.Cycles, c.Static = b.Cycles, true
			}
		}
		if c.Cycles >= 0 {
			out = append(out, c)
		}
	}
	return out
}

// Lead is the cited bound the headline shows: the lowest over S (ties to
// the smaller S); ok is false without results.
func (a *Analysis) Lead() (Cited, bool) {
	cs := a.Cited()
	if len(cs) == 0 {
		return Cited{}, false
	}
	return slices.MinFunc(cs, func(x, y Cited) int { return cmp.Compare(x.Cycles, y.Cycles) }), true
}

// Model is the hardware model of the analysis (the simulator's hardware:
// what the static bound is sound for, and what the hybrid bound was
// measured on).
func (a *Analysis) Model() kernel.Model {
	if a.Provenance == nil {
		return kernel.Model{Kind: kernel.HardwareModelKind, Path: a.HW.Name, Hash: a.HW.Hash()}
	}
	return a.Provenance.HardwareModel()
}

// Claim is what the cited bound c holds for, in words.
func (a *Analysis) Claim(c Cited) string {
	if c.Static {
		return "sound for every input and schedule of the " + a.Model().String()
	}
	return fmt.Sprintf("holds for the traced inputs (%s) on the %s; not a proof for other inputs", a.inputSets(), a.Model())
}

// inputSets names the input sets the traces ran.
func (a *Analysis) inputSets() string {
	var names []string
	for _, r := range a.Results {
		for _, m := range r.Modes() {
			for _, sb := range m.Sets {
				if !slices.Contains(names, sb.Set) {
					names = append(names, sb.Set)
				}
			}
		}
	}
	if len(names) == 1 {
		return "input set " + names[0]
	}
	return "input sets " + strings.Join(names, ", ")
}

// Headline is the lines that lead the text output: the cited bound, its
// kind and claim, its time at the hardware's clock, the budget verdict,
// and what the other bound is.
func (a *Analysis) Headline() []string {
	c, ok := a.Lead()
	if !ok {
		return []string{"WCET bound: none (no runs)"}
	}
	t := ""
	if us := ci.Micros(c.Cycles, a.HW.ClockMHz); us != "" {
		t = fmt.Sprintf(" = %s at %d MHz", us, a.HW.ClockMHz)
	}
	lines := []string{fmt.Sprintf("WCET bound %s cycles%s (%s, %s, S = %d%s): %s", ci.Commas(c.Cycles), t, c.Kind(), c.Equation(), c.S, a.lowestNote(), a.Claim(c))}
	if c.Static && c.Hybrid >= 0 {
		lines = append(lines, fmt.Sprintf("  measurement-based (hybrid) bound at S = %d: %s cycles; holds for the traced inputs (%s) only", c.S, ci.Commas(c.Hybrid), a.inputSets()))
	} else if !c.Static {
		lines = append(lines, "  no static bound: add --static for a bound sound for every input and schedule (docs/static.md)")
	}
	if a.Budget != nil {
		lines = append(lines, "  "+a.BudgetLine())
	}
	return lines
}

// lowestNote says that the lead is the lowest over several S.
func (a *Analysis) lowestNote() string {
	if len(a.Results) > 1 {
		return fmt.Sprintf(", the lowest of %d values of S", len(a.Results))
	}
	return ""
}

// Verdict is one cited bound against the budget.
type Verdict struct {
	Cited
	Within bool
}

// Verdicts checks every cited bound against the budget (nil without one).
func (a *Analysis) Verdicts() []Verdict {
	if a.Budget == nil {
		return nil
	}
	var out []Verdict
	for _, c := range a.Cited() {
		out = append(out, Verdict{Cited: c, Within: a.Budget.Within(c.Cycles)})
	}
	return out
}

// BudgetLine is the budget's verdict in one line.
func (a *Analysis) BudgetLine() string {
	vs := a.Verdicts()
	var over []string
	for _, v := range vs {
		if !v.Within {
			over = append(over, fmt.Sprintf("S = %d (%s cycles)", v.S, ci.Commas(v.Cycles)))
		}
	}
	if len(over) == 0 {
		return fmt.Sprintf("budget %s: PASS (every cited bound is within it)", a.Budget)
	}
	return fmt.Sprintf("budget %s: FAIL for %s (exit status 4)", a.Budget, strings.Join(over, ", "))
}

// BudgetError is the error of a failed budget check (ci.BudgetError: exit
// status 4), nil when every cited bound is within the budget.
func (a *Analysis) BudgetError() error {
	for _, v := range a.Verdicts() {
		if !v.Within {
			return &ci.BudgetError{Msg: a.BudgetLine()}
		}
	}
	return nil
}

// LoopAssumption is one loop bound an analysis relied on.
type LoopAssumption struct {
	Header string `json:"header"`
	Src    string `json:"src,omitempty"`
	// Function is the device function the loop is in ("" for the kernel).
	Function string `json:"function,omitempty"`
	Max      int    `json:"max"`
	// Origin is facts:FILE:LINE, or "observed in traces (...)".
	Origin string `json:"origin"`
	// Bounds names the bounds that use it: "static", "hybrid" or both.
	Bounds string `json:"bounds"`
}

// Assumptions are what an analysis' bounds rest on (docs/analyze.md,
// "Assumptions"): a bound is only as good as each of them.
type Assumptions struct {
	// Model is what the cited bound is sound against (the static bound)
	// or was measured on (the hybrid bound).
	Model kernel.Model `json:"model"`
	// Cited names the cited bound's kind ("static" or "measurement-based
	// (hybrid)") and Mode the hardware's splits.mode it is for.
	Cited string `json:"cited"`
	Mode  string `json:"mode"`
	// Unobserved names the model that weighs the segments no trace
	// observed in the hybrid bound (splitmodel.ModeAnalysis.Latency;
	// docs/analyze.md): the hardware model's own facts, as the static
	// bound, or a latency table, which LatencyTable then names.
	Unobserved   string        `json:"unobserved_segments"`
	LatencyTable *kernel.Model `json:"latency_table,omitempty"`
	SplitPolicy  string        `json:"split_policy"`
	// ClockMHz is gpu.clock_mhz: cycles to time.
	ClockMHz int `json:"clock_mhz"`
	// FlowFacts is the facts file ("" none), with its SHA-256.
	FlowFacts       string           `json:"flow_facts"`
	FlowFactsSHA256 string           `json:"flow_facts_sha256,omitempty"`
	Loops           []LoopAssumption `json:"loops"`
	// Infeasible and Counts are the facts' infeasible blocks and edges and
	// count bounds, each with its origin.
	Infeasible []string `json:"infeasible"`
	Counts     []string `json:"counts"`
	// Lanes are the facts' lanes bounds (the static bound's only).
	Lanes []string `json:"lanes,omitempty"`
	// Premise is the role premise's status.
	Premise string `json:"premise"`
	// Compiler is what produced the assembly.
	Compiler kernel.Compiler `json:"compiler"`
	// InputSets are the inputs traced (the hybrid bound's scope).
	InputSets string `json:"input_sets"`
}

// Assumptions gathers a's assumptions.
func (a *Analysis) Assumptions() Assumptions {
	as := Assumptions{Model: a.Model(), Cited: "measurement-based (hybrid)", Mode: a.HW.Mode.String(), SplitPolicy: a.HW.SplitPolicy.String(),
		ClockMHz: a.HW.ClockMHz, Loops: []LoopAssumption{}, Infeasible: []string{}, Counts: []string{}, Premise: headOf(InputOf(a, 1)).Premise,
		Compiler: a.Compiler, InputSets: a.inputSets()}
	if len(a.Static) > 0 {
		as.Cited = "static"
	}
	as.Unobserved, as.LatencyTable = a.unobservedModel()
	if a.Provenance != nil {
		for _, in := range a.Provenance.Inputs {
			if in.Role == "facts" {
				as.FlowFacts, as.FlowFactsSHA256 = in.Path, in.SHA256
			}
		}
	}
	if f := a.Facts; f != nil {
		for _, inf := range f.Infeasible {
			as.Infeasible = append(as.Infeasible, fmt.Sprintf("%s never runs [facts:%s]", inf.Place, inf.Origin))
		}
		for _, c := range f.Counts {
			as.Counts = append(as.Counts, fmt.Sprintf("%s runs %s [facts:%s]", c.Place, countRange(c.Min, c.Max), c.Origin))
		}
		for _, l := range f.Lanes {
			as.Lanes = append(as.Lanes, fmt.Sprintf("at most %d lanes of a wavefront active in block %s (static bound) [facts:%s]", l.Max, l.Block, l.Origin))
		}
	}
	as.Loops = a.loopAssumptions()
	return as
}

// unobservedModel names the latency model of the hybrid bounds' edges no
// trace observed (the first mode's; every mode of a run has the same).
func (a *Analysis) unobservedModel() (string, *kernel.Model) {
	name := ""
	for _, r := range a.Results {
		for _, m := range r.Modes() {
			if name == "" {
				name = m.Latency
			}
		}
	}
	switch name {
	case "", splitmodel.LatencySimulator:
		return "the own facts of the " + a.Model().String() + " (as the static bound)", nil
	case splitmodel.LatencyRealHardware:
		m := (&kernel.Provenance{}).LatencyModel()
		return "the " + m.String() + " (documented worst cases of real GCN3 hardware)", &m
	}
	m := kernel.Model{Kind: kernel.LatencyTableKind, Path: name}
	if in, err := kernel.FileInput("latency", name); err == nil {
		m.Hash = "sha256:" + in.SHA256
	}
	return "the " + m.String(), &m
}

func countRange(min, max int) string {
	switch {
	case min >= 0 && max >= 0:
		return fmt.Sprintf("%d to %d times", min, max)
	case max >= 0:
		return fmt.Sprintf("at most %d times", max)
	}
	return fmt.Sprintf("at least %d times", min)
}

// loopAssumptions lists the loop bounds of the hybrid bounds (every role's
// IPET, every S and mode) and of the static bound (the facts' bounds of
// the kernel's loops and of its callees' loops), one entry per loop and
// origin.
func (a *Analysis) loopAssumptions() []LoopAssumption {
	out := []LoopAssumption{}
	add := func(la LoopAssumption) {
		for i := range out {
			if out[i].Header == la.Header && out[i].Function == la.Function && out[i].Origin == la.Origin && out[i].Max == la.Max {
				if !strings.Contains(out[i].Bounds, la.Bounds) {
					out[i].Bounds += ", " + la.Bounds
				}
				return
			}
		}
		out = append(out, la)
	}
	for _, r := range a.Results {
		for _, m := range r.Modes() {
			for _, rb := range m.Roles {
				if rb.Result == nil {
					continue
				}
				for _, lb := range rb.Result.LoopBounds {
					origin := lb.Origin
					if origin == "observed in traces" {
						origin = "observed in traces of " + a.inputSets() + " (the largest iteration count; no fact)"
					}
					add(LoopAssumption{Header: lb.Loop.Header.Name, Src: headerSrc(lb.Loop), Max: lb.Max, Origin: origin, Bounds: "hybrid"})
				}
			}
		}
	}
	if len(a.Static) > 0 && a.Facts != nil && a.IPG != nil {
		g := a.IPG.CFG
		if bs, err := a.Facts.Resolve(g); err == nil {
			for _, l := range g.Loops {
				if lb, ok := bs[l]; ok {
					add(LoopAssumption{Header: l.Header.Name, Src: headerSrc(l), Max: lb.Max, Origin: lb.Origin, Bounds: "static"})
				}
			}
		}
		for _, lf := range a.Facts.Loops {
			if lf.Header != "" && g.Block(lf.Header) == nil && lf.Max >= 0 {
				add(LoopAssumption{Header: lf.Header, Function: "a called device function", Max: lf.Max, Origin: "facts:" + lf.Origin, Bounds: "static"})
			}
		}
	}
	slices.SortStableFunc(out, func(x, y LoopAssumption) int { return cmp.Compare(x.Header, y.Header) })
	return out
}

// headerSrc is a loop header's HIP line ("" without line tables).
func headerSrc(l *cfg.Loop) string {
	if in := l.Header.Instrs; len(in) > 0 && !in[0].Src().IsZero() {
		return in[0].Src().String()
	}
	return ""
}

// observedLoops are the loops a hybrid bound bounded by observation only.
func (as Assumptions) observedLoops() []LoopAssumption {
	var out []LoopAssumption
	for _, l := range as.Loops {
		if strings.HasPrefix(l.Origin, "observed") {
			out = append(out, l)
		}
	}
	return out
}

// WriteText writes the assumptions as the text output lists them.
func (as Assumptions) WriteText(b io.Writer) {
	io.WriteString(b, "assumptions (every bound is only as good as these):\n")
	fmt.Fprintf(b, "  %s: the cited %s bound, %s mode (splits.mode), split policy %s, clock %d MHz\n", as.Model, as.Cited, as.Mode, as.SplitPolicy, as.ClockMHz)
	fmt.Fprintf(b, "  segments no trace observed (hybrid bound): weighed by %s\n", as.Unobserved)
	if as.FlowFacts == "" {
		io.WriteString(b, "  flow facts: none\n")
	} else {
		fmt.Fprintf(b, "  flow facts: %s (sha256:%s)\n", as.FlowFacts, short(as.FlowFactsSHA256))
	}
	for _, l := range as.Loops {
		where := l.Header
		if l.Src != "" {
			where += " (" + l.Src + ")"
		}
		if l.Function != "" {
			where += " in " + l.Function
		}
		fmt.Fprintf(b, "  loop %s: ≤ %d iterations [%s] (%s bound)\n", where, l.Max, l.Origin, l.Bounds)
	}
	for _, s := range as.Infeasible {
		fmt.Fprintf(b, "  infeasible: %s\n", s)
	}
	for _, s := range as.Counts {
		fmt.Fprintf(b, "  count: %s\n", s)
	}
	for _, s := range as.Lanes {
		fmt.Fprintf(b, "  lanes: %s\n", s)
	}
	fmt.Fprintf(b, "  role premise: %s\n", as.Premise)
	fmt.Fprintf(b, "  traced inputs: %s\n", as.InputSets)
	if as.Compiler.Version != "" || as.Compiler.Command != "" {
		c := as.Compiler.Version
		if as.Compiler.Command != "" {
			c += "; " + as.Compiler.Command
		}
		fmt.Fprintf(b, "  compiler: %s\n", strings.TrimPrefix(c, "; "))
	}
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// CI adds a's findings and checks to log: a case per cited bound against
// the budget and per bound against its observation; findings for loops
// bounded by observation, premise failures, bounds below observations and
// budget overruns, at the kernel's definition (and its HIP line).
func (a *Analysis) CI(log *ci.Log, where []ci.Location) {
	name := asm.Demangled(a.Kernel)
	log.Suite = "splitwcet analyze " + name
	for _, l := range a.Assumptions().observedLoops() {
		log.Add(ci.Finding{Rule: ci.ObservedLoop, Message: fmt.Sprintf("loop %s (%s) is bounded by %d iterations observed in the traces, not by a flow fact: the hybrid bound holds for the traced inputs only", l.Header, l.Src, l.Max), Locations: where})
	}
	for _, r := range a.Results {
		for _, m := range r.Modes() {
			if !m.PremiseHeld {
				log.Add(ci.Finding{Rule: ci.PremiseFailed, Message: fmt.Sprintf("S = %d, %s: a traced wavefront left its split role; the bounds use the %s roles", r.S, m.Mode, m.Assumption), Locations: where})
			}
			bad := m.Violations()
			for _, v := range bad {
				log.Add(ci.Finding{Rule: ci.BelowObservation, Message: fmt.Sprintf("S = %d: %s", r.S, v), Locations: where})
			}
			c := ci.Case{Name: fmt.Sprintf("S = %d %s: hybrid bound at least the observation", r.S, m.Mode), Class: name,
				Output: fmt.Sprintf("bound %s cycles, observed %s cycles", ci.Commas(m.Bound()), ci.Commas(m.Observed))}
			if len(bad) > 0 {
				c.Failure = strings.Join(bad, "\n")
			}
			log.Cases = append(log.Cases, c)
		}
	}
	for _, v := range StaticViolations(a) {
		log.Add(ci.Finding{Rule: ci.BelowObservation, Message: v, Locations: where})
	}
	for _, v := range a.Verdicts() {
		c := ci.Case{Name: fmt.Sprintf("S = %d: %s bound within the budget", v.S, v.Kind()), Class: name,
			Output: fmt.Sprintf("%s bound %s cycles (%s), budget %s", v.Kind(), ci.Commas(v.Cycles), v.Equation(), a.Budget)}
		if !v.Within {
			msg := fmt.Sprintf("S = %d: the %s bound %s cycles (%s) exceeds the budget %s", v.S, v.Kind(), ci.Commas(v.Cycles), v.Equation(), a.Budget)
			c.Failure = msg
			log.Add(ci.Finding{Rule: ci.BudgetExceeded, Message: msg, Locations: where})
		}
		log.Cases = append(log.Cases, c)
	}
}

// Hotspots is where the time of the lead S goes: the annotation of the
// role of its worst term (Eq. 5.4 or 5.5 as the hardware's mode), with a
// title saying which bound it splits; nil when there is none.
func (a *Analysis) Hotspots() (*render.Annotation, string) {
	c, ok := a.Lead()
	if !ok || a.IPG == nil {
		return nil, ""
	}
	for _, r := range a.Results {
		if r.S != c.S {
			continue
		}
		m := annotMode(r)
		j := 0
		if w := m.Worst(); w != nil {
			j = w.Parallel.J
			if m.Mode == timing.Serial {
				j = w.Serial.J
			}
		}
		an, err := RoleAnnotation(a.IPG, r, j)
		if err != nil {
			return nil, ""
		}
		return an, fmt.Sprintf("L^%d (role %d, %s runs) at S = %d, the role of the worst term, by block and by HIP line (hybrid weights; top %d)", j, j, m.Mode, c.S, hotN)
	}
	return nil, ""
}

// hotN is how many blocks and HIP lines the text and report list.
const hotN = 8

// writeHotspots writes the top blocks and HIP lines of a's lead S.
func (a *Analysis) writeHotspots(w io.Writer) {
	an, title := a.Hotspots()
	if an == nil {
		return
	}
	fmt.Fprintf(w, "where the time goes: %s:\n", title)
	for _, h := range an.TopBlocks(a.IPG.CFG, hotN) {
		src := h.Sources
		if src == "" {
			src = "-"
		}
		fmt.Fprintf(w, "  %-12s %10s cycles %6s  x%-5d asm %-9s %s\n", h.Block.Name, ci.Commas(h.Cycles), h.Share, h.Count, h.Lines, src)
	}
	for _, l := range an.TopLines(hotN) {
		fmt.Fprintf(w, "  %-36s %10s cycles %6s\n", l.Src, ci.Commas(l.Cycles), an.Share(l.Cycles))
	}
}
