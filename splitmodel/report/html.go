package report

import (
	"fmt"
	"html/template"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

type page struct {
	Kernel, Source, Command, HW string
	Prov                        *kernel.Provenance
	HWKeys                      []string // section.key=value of Prov.Hardware.Config
	IPTs, Edges                 int
	Notes                       []string
	Rows                        []row
	Figures                     []figure
	Sections                    []section
	NoGraphviz                  bool
	Violations                  int
	PremiseFailed               int
	Head                        headline
	Links                       []Link
	// Static has one row per S with analyze --static (docs/static.md).
	Static []staticRow
	// Cite is the cited bound (nil without an Analysis), Assume the
	// assumptions, Hot where the time goes.
	Cite   *citeView
	Assume *Assumptions
	Hot    *hotView
}

// citeView is the headline's cited bound.
type citeView struct {
	Cycles, Time, Kind, Equation, Claim, Lowest string
	S                                           int
	Static                                      bool
	Hybrid                                      string
	Budget                                      string
	BudgetFail                                  bool
	ObservedLoops                               []LoopAssumption
}

// citeOf is a's cited bound for the headline.
func citeOf(a *Analysis) *citeView {
	c, ok := a.Lead()
	if !ok {
		return nil
	}
	v := &citeView{Cycles: ci.Commas(c.Cycles), Kind: c.Kind(), Equation: c.Equation(), Claim: a.Claim(c), Lowest: a.lowestNote(), S: c.S, Static: c.Static,
		ObservedLoops: a.Assumptions().observedLoops()}
	if us := ci.Micros(c.Cycles, a.HW.ClockMHz); us != "" {
		v.Time = fmt.Sprintf("%s at %d MHz", us, a.HW.ClockMHz)
	}
	if c.Static && c.Hybrid >= 0 {
		v.Hybrid = ci.Commas(c.Hybrid)
	}
	if a.Budget != nil {
		v.Budget, v.BudgetFail = a.BudgetLine(), a.BudgetError() != nil
	}
	return v
}

// staticRow is one S of the static bound next to the hybrid bounds and
// the observed times, with the dominant interference term per mode.
type staticRow struct {
	S                                        int
	Par, Ser, HybPar, HybSer, ObsPar, ObsSer string
	RatioPar, RatioSer                       string
	B, M                                     int
	DomPar, DomSer                           string
}

// headline is the summary at the top of the page.
type headline struct {
	// Bounds are one per equation: the bound (the lowest over S when
	// several S were analyzed) and what it is compared with.
	Bounds []headBound
	// Premise says whether the role premise held, which assumption the
	// bounds use and, when it failed, for which S and modes.
	Premise string
	// Uncovered is set when a mode's premise failed with no fallback.
	Uncovered bool
	// ViolationList are the bounds below their observation.
	ViolationList []string
	// Tool and Inputs are the provenance in short (full: #provenance).
	Tool   string
	Inputs []string
}

type row struct {
	S                                       int
	ObsPar, ObsSer, BoundPar, BoundSer      string
	RatioPar, RatioSer                      string
	BadPar, BadSer                          bool
	Assumption                              string
	PremiseFailed                           bool
	W, B                                    string
	WorstPar, WorstSer, BoundSerOnParTraces string
	ParLinkable                             bool
}

type section struct {
	S      int
	Modes  []modeSection
	Graphs []graph
	Drawn  string
}

type modeSection struct {
	Name, Eq string
	Roles    []roleRow
	Sets     []setRow
	Notes    []string
}

type roleRow struct {
	J                                int
	Name, Start, Pruned, Seen        string
	L, MaxDelta, DeltaPlusL, LongObs string
	Variants, Outside, Paths         string
	Critical                         bool
}

type setRow struct {
	Set                             string
	G, TWG, WHW, WKernel, W, K, B   int
	Observed, Bound54, Bound55, Sim string
	Worst54, Worst55                string
	Warning                         string
}

func num(n int64) string {
	if n < 0 {
		return "–"
	}
	return commas(n)
}

func ratio(b, o int64) string {
	if b < 0 || o <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f", float64(b)/float64(o))
}

func buildPage(in Input, figs []figure, graphs []graph, noDot bool) page {
	p := page{Kernel: asm.Display(in.Kernel), Source: in.Source, Command: in.Command, HW: in.HW, Notes: in.Notes,
		Figures: figs, NoGraphviz: noDot, Prov: in.Provenance, Links: in.Links}
	for _, st := range in.Static {
		sr := staticRow{S: st.S, Par: num(st.Parallel.Cycles), Ser: num(st.Serial.Cycles), HybPar: "–", HybSer: "–", ObsPar: "–", ObsSer: "–",
			RatioPar: "–", RatioSer: "–", B: st.Parallel.B, M: st.Parallel.Members, DomPar: st.Parallel.Dominant, DomSer: st.Serial.Dominant}
		for _, r := range in.Results {
			if r.S != st.S {
				continue
			}
			if m := r.Parallel; m != nil {
				sr.HybPar, sr.ObsPar, sr.RatioPar = num(m.BoundParallel), num(m.Observed), ratioText(st.Parallel.Cycles, m.Observed)
			}
			if m := r.Serial; m != nil {
				sr.HybSer, sr.ObsSer, sr.RatioSer = num(m.BoundSerial), num(m.Observed), ratioText(st.Serial.Cycles, m.Observed)
			}
		}
		p.Static = append(p.Static, sr)
	}
	if pv := in.Provenance; pv != nil {
		p.Command = pv.CommandLine()
		for _, sec := range slices.Sorted(maps.Keys(pv.Hardware.Config)) {
			for _, k := range slices.Sorted(maps.Keys(pv.Hardware.Config[sec])) {
				p.HWKeys = append(p.HWKeys, fmt.Sprintf("%s.%s=%v", sec, k, pv.Hardware.Config[sec][k]))
			}
		}
	}
	if in.IPG != nil {
		p.IPTs, p.Edges = len(in.IPG.IPTs), len(in.IPG.Edges)
	}
	kernelRunsOfS := map[int][]graph{}
	for _, g := range graphs {
		kernelRunsOfS[g.S] = append(kernelRunsOfS[g.S], g)
	}
	for _, r := range in.Results {
		rw := row{S: r.S, ObsPar: "–", ObsSer: "–", BoundPar: "–", BoundSer: "–", RatioPar: "–", RatioSer: "–", W: "–", B: "–", BoundSerOnParTraces: "–",
			Assumption: r.Assumption(), PremiseFailed: !r.PremiseHeld()}
		if rw.PremiseFailed {
			p.PremiseFailed++
		}
		if m := r.Parallel; m != nil {
			rw.ObsPar, rw.BoundPar = num(m.Observed), num(m.BoundParallel)
			rw.RatioPar = ratio(m.BoundParallel, m.Observed)
			rw.BadPar = len(m.Violations()) > 0
			w := m.WorstParallel
			rw.W, rw.B = fmt.Sprint(w.W), fmt.Sprint(w.B)
			rw.WorstPar = termText(w.Parallel)
			rw.BoundSerOnParTraces = num(m.BoundSerial)
		}
		if m := r.Serial; m != nil {
			rw.ObsSer, rw.BoundSer = num(m.Observed), num(m.BoundSerial)
			rw.RatioSer = ratio(m.BoundSerial, m.Observed)
			rw.BadSer = len(m.Violations()) > 0
			w := m.WorstSerial
			rw.WorstSer = w.Serial.String()
			if rw.W == "–" {
				rw.W, rw.B = fmt.Sprint(w.W), fmt.Sprint(w.B)
			}
		}
		if rw.BadPar {
			p.Violations++
		}
		if rw.BadSer {
			p.Violations++
		}
		p.Rows = append(p.Rows, rw)

		sec := section{S: r.S, Graphs: kernelRunsOfS[r.S]}
		for _, m := range []*splitmodel.ModeAnalysis{r.Parallel, r.Serial} {
			if m == nil {
				continue
			}
			sec.Modes = append(sec.Modes, modeOf(m))
			if m.Mode == timing.Parallel || r.Parallel == nil {
				if n := len(sec.Graphs); n < len(m.Roles) {
					sec.Drawn = fmt.Sprintf("%d of the %d roles are drawn (roles 0.. and the role of the worst Eq. 5.4 term); the table lists all.", n, len(m.Roles))
				}
			}
		}
		p.Sections = append(p.Sections, sec)
	}
	p.Head = headOf(in)
	if a := in.Analysis; a != nil {
		p.Cite = citeOf(a)
		as := a.Assumptions()
		p.Assume, p.Hot = &as, hotViewOf(a)
	}
	return p
}

// headBound is one equation's bound in the headline.
type headBound struct {
	Eq, Cycles, Rest string
	Failed           bool // its premise failed (marked *)
}

// headOf writes the headline: per equation the bound (the lowest over S,
// with the S = 0 bound beside it when splitting lowers it), the premise
// status, the violations and the provenance in short.
func headOf(in Input) headline {
	var h headline
	rs := in.Results
	for _, eq := range []struct {
		name string
		of   func(r *splitmodel.SResult) (bound, obs int64, ok bool)
	}{
		{"Eq. 5.4, parallel guarantee", func(r *splitmodel.SResult) (int64, int64, bool) {
			if m := r.Parallel; m != nil {
				return m.BoundParallel, m.Observed, true
			}
			return 0, 0, false
		}},
		{"Eq. 5.5, serialized splits", func(r *splitmodel.SResult) (int64, int64, bool) {
			if m := r.Serial; m != nil {
				return m.BoundSerial, m.Observed, true
			}
			return 0, 0, false
		}},
	} {
		best, unsplit, lowest := -1, -1, int64(0)
		for i, r := range rs {
			b, _, ok := eq.of(r)
			if !ok {
				continue
			}
			if best < 0 || b < lowest {
				best, lowest = i, b
			}
			if r.S == 0 {
				unsplit = i
			}
		}
		if best < 0 {
			continue
		}
		b, o, _ := eq.of(rs[best])
		hb := headBound{Eq: eq.name, Cycles: num(b), Failed: !rs[best].PremiseHeld(),
			Rest: fmt.Sprintf("at S = %d, against %s observed (bound / observed %s)", rs[best].S, num(o), ratio(b, o))}
		if len(rs) > 1 {
			hb.Rest += fmt.Sprintf("; the lowest of the %d values of S", len(rs))
		}
		if unsplit >= 0 && unsplit != best {
			u, _, _ := eq.of(rs[unsplit])
			hb.Rest += fmt.Sprintf("; without splitting (S = 0) %s cycles", num(u))
		}
		h.Bounds = append(h.Bounds, hb)
	}
	// A mode whose premise failed was analyzed again with the fallback
	// roles when none of its roles has wavefronts outside it now;
	// otherwise (no fallback: --assume all-executions) its bounds need not
	// cover those wavefronts.
	var again, uncovered []string
	assumptions := map[string]bool{}
	for _, r := range rs {
		for _, m := range r.Modes() {
			if m.Assumption != "" {
				assumptions[m.Assumption] = true
			}
			if m.PremiseHeld {
				continue
			}
			name := fmt.Sprintf("S = %d %s", r.S, m.Mode)
			if slices.ContainsFunc(m.Roles, func(rb *splitmodel.RoleBound) bool { return rb.Outside > 0 }) {
				uncovered = append(uncovered, name)
			} else {
				again = append(again, name)
			}
		}
	}
	used := strings.Join(slices.Sorted(maps.Keys(assumptions)), " and ")
	var parts []string
	if len(again) > 0 {
		parts = append(parts, fmt.Sprintf("failed for %s (marked * in the table): a traced wavefront left its role, so those bounds use roles derived again under the all-executions assumption (they cover what was traced, and are looser)", strings.Join(again, ", ")))
	}
	if len(uncovered) > 0 {
		parts = append(parts, fmt.Sprintf("failed for %s (marked * in the table) with no roles to fall back to: traced wavefronts took paths their roles exclude, so those bounds need not cover them (see the notes of the section of each S)", strings.Join(uncovered, ", ")))
	}
	switch {
	case len(rs) == 0:
		h.Premise = "no results"
	case len(parts) == 0:
		h.Premise = "held: every traced wavefront stayed in its role"
		if used != "" {
			h.Premise += "; the bounds use the " + used + " roles"
		}
		h.Premise += "."
	default:
		h.Premise = strings.Join(parts, "; ") + "; roles used overall: " + used + "."
	}
	h.Uncovered = len(uncovered) > 0
	h.ViolationList = splitmodel.Violations(rs)
	if pv := in.Provenance; pv != nil {
		h.Tool = "splitwcet " + pv.Tool.Version
		if pv.Tool.Commit != "" {
			h.Tool += ", commit " + pv.Tool.Commit
			if pv.Tool.Modified {
				h.Tool += " (modified)"
			}
		} else {
			h.Tool += ", commit not recorded"
		}
		for _, f := range pv.Inputs {
			h.Inputs = append(h.Inputs, fmt.Sprintf("%s %s %s", f.Role, f.Path, shortHash(f.SHA256)))
		}
		h.Inputs = append(h.Inputs, "hardware configuration "+pv.Hardware.Name+" "+shortHash(strings.TrimPrefix(pv.Hardware.Hash, "sha256:")))
	}
	return h
}

// shortHash is the first 12 hex digits of a SHA-256, for the headline.
func shortHash(h string) string {
	if len(h) > 12 {
		return "sha256:" + h[:12] + "…"
	}
	return h
}

func modeOf(m *splitmodel.ModeAnalysis) modeSection {
	ms := modeSection{Name: "parallel guarantee (Eq. 5.4)", Eq: "5.4", Notes: m.Notes}
	if m.Mode == timing.Serial {
		ms.Name, ms.Eq = "serialized splits (Eq. 5.5)", "5.5"
	}
	longest := make([]int64, len(m.Roles))
	for i := range longest {
		longest[i] = -1
	}
	for _, s := range m.Stats.Streams {
		if s.Split < len(longest) && s.Ended {
			longest[s.Split] = max(longest[s.Split], s.Last-s.First)
		}
	}
	w := m.Worst()
	for j, rb := range m.Roles {
		rr := roleRow{J: j, Name: roleName(j), L: num(rb.L), LongObs: num(longest[j]), Seen: fmt.Sprint(rb.Streams)}
		if rb.Start != nil {
			rr.Start = rb.Start.Name
		}
		rr.Pruned = fmt.Sprint(rb.Pruned)
		rr.Variants, rr.Outside, rr.Paths = fmt.Sprint(rb.Variants), fmt.Sprint(rb.Left), rb.Paths
		if rb.Left > 0 {
			rr.Outside += " (" + rb.Assumption + " roles used)"
		}
		if len(rb.Starts) > 1 {
			rr.Start = fmt.Sprintf("worst of %d: %s", len(rb.Starts), rb.Start.Name)
		}
		if w != nil && j < len(w.MaxDelta) {
			rr.MaxDelta = num(w.MaxDelta[j])
			if w.Seen[j] > 0 {
				rr.DeltaPlusL = num(w.MaxDelta[j] + rb.L)
			} else {
				rr.MaxDelta, rr.DeltaPlusL = "not seen", "–"
			}
			if m.Mode == timing.Parallel {
				rr.Critical = w.Parallel.J == j
			} else {
				rr.Critical = w.Serial.J == j
			}
		}
		ms.Roles = append(ms.Roles, rr)
	}
	for _, sb := range m.Sets {
		ms.Sets = append(ms.Sets, setRow{Set: sb.Set, G: sb.Launch.Workgroups, TWG: sb.Launch.WorkgroupSize,
			WHW: sb.WHW, WKernel: sb.WKernel, W: sb.W, K: sb.K, B: sb.B,
			Observed: num(sb.Observed), Sim: num(sb.SimCycles), Bound54: num(sb.BoundParallel), Bound55: num(sb.BoundSerial),
			Worst54: sb.Parallel.String(), Worst55: sb.Serial.String(), Warning: sb.Warning})
	}
	return ms
}

// pageTmpl is the page's template, parsed when a report is first written
// (not in every command's start-up).
var pageTmpl = sync.OnceValue(func() *template.Template { return template.Must(template.New("page").Parse(pageText)) })

const pageText = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>splitwcet analyze: {{.Kernel}}</title>
<link rel="icon" href="data:,">
<style>
body{font-family:Helvetica,Arial,sans-serif;margin:2em;max-width:1400px;color:#222}
table{border-collapse:collapse;margin:0.6em 0 1.2em}
th,td{border:1px solid #ccc;padding:3px 7px;text-align:right;font-size:13px}
th{background:#f0f0f0} td.l,th.l{text-align:left}
tr.crit td{background:#fff3e0}
td.bad{background:#ffd6d6;font-weight:bold}
code,pre{background:#f6f6f6;padding:1px 4px}
pre{padding:8px;overflow-x:auto}
.note{color:#7a4b00}
.head{border:2px solid #4472c4;border-radius:6px;padding:0.2em 1.2em;background:#f5f8ff;display:flow-root}
.head dt{font-weight:bold;margin-top:0.4em} .head dd{margin-left:1.5em}
.bad{color:#b00000} .ok{color:#1a6b1a}
nav.toc{float:right;margin:0 0 1em 1.5em;padding:0.4em 1em;border:1px solid #ddd;background:#fafafa;font-size:14px;max-width:260px}
nav.toc ol{padding-left:1.3em;margin:0.3em 0} nav.toc li ol{columns:3}
h2{border-bottom:1px solid #ddd;clear:both}
figure{margin:1em 0} figcaption{font-size:13px;color:#444;max-width:900px}
figure img{max-width:100%}
.graph .box{max-height:560px;overflow:auto;border:1px solid #ddd;background:#fff}
.graph .box img{max-width:none;display:block}
dl.read dt{font-weight:bold;margin-top:0.5em} dl.read dd{margin-left:1.5em}
.head dd.lead{font-size:16px} .warn{color:#7a4b00}
table.src td{padding:0 6px;font-size:12px} table.src pre{margin:0;padding:0;background:none;font-size:12px}
</style></head><body>
<h1>Kernel WCET under wavefront splitting: <code>{{.Kernel}}</code></h1>
{{if .Links}}<p class="links">See also: {{range $i, $l := .Links}}{{if $i}} · {{end}}<a href="{{$l.Href}}">{{$l.Name}}</a>{{end}}</p>
{{end}}<nav class="toc" aria-label="contents"><b>Contents</b><ol>
<li><a href="#summary">Summary</a></li>
<li><a href="#results">Observed and computed per S</a></li>
{{if .Static}}<li><a href="#static">Static bound (no simulation)</a></li>
{{end}}{{if .Assume}}<li><a href="#assumptions">Assumptions</a></li>
{{end}}{{if .Hot}}<li><a href="#time">Where the time goes</a></li>
{{end}}<li><a href="#figures">Figures</a></li>
<li><a href="#terms">Per S: the terms</a><ol>{{range .Sections}}<li><a href="#S{{.S}}">S = {{.S}}</a></li>{{end}}</ol></li>
<li><a href="#reading">How to read this report</a></li>
<li><a href="#provenance">Provenance</a></li>
</ol></nav>
<section id="summary" class="head">
<dl>
{{with .Cite}}<dt>WCET bound</dt><dd class="lead"><b>{{.Cycles}} cycles</b>{{if .Time}} = {{.Time}}{{end}}: <b>{{.Kind}}</b> bound, {{.Equation}}, S = {{.S}}{{.Lowest}}. {{if .Static}}It is <b>{{.Claim}}</b>.{{else}}It {{.Claim}}; <a href="#assumptions">add <code>--static</code></a> for a bound sound for every input.{{end}}</dd>
{{if .Hybrid}}<dd>The measurement-based (hybrid) bound at S = {{.S}} is {{.Hybrid}} cycles: it holds for the traced inputs only.</dd>{{end}}
{{range .ObservedLoops}}<dd class="warn"><b>Warning</b>: loop {{.Header}}{{if .Src}} ({{.Src}}){{end}} is bounded by {{.Max}} iterations observed in the traces, not by a flow fact: the hybrid bound holds for the traced inputs only.</dd>{{end}}
{{if .Budget}}<dt>Budget</dt><dd class="{{if .BudgetFail}}bad{{else}}ok{{end}}"><b>{{.Budget}}</b></dd>{{end}}
{{end}}<dt>{{if .Cite}}Measurement-based (hybrid) bounds{{else}}Kernel WCET bound{{end}}</dt>{{range .Head.Bounds}}<dd>{{.Eq}}: <b>{{.Cycles}} cycles</b>{{if .Failed}} *{{end}} {{.Rest}}.</dd>{{else}}<dd>none (no runs)</dd>{{end}}
<dt>Role premise</dt><dd{{if .Head.Uncovered}} class="bad"{{end}}>{{.Head.Premise}}</dd>
<dt>Bounds against observations</dt>{{if .Head.ViolationList}}{{range .Head.ViolationList}}<dd class="bad"><b>ERROR</b>: {{.}}</dd>{{end}}
<dd class="bad">The model cannot stand behind these bounds (marked red in the table); splitwcet exits with an error.</dd>{{else}}<dd class="ok">every bound is at least its observed time.</dd>{{end}}
<dt>What the numbers are</dt><dd>GPU cycles of one kernel launch on the hardware below. A hybrid bound is the kernel model of thesis 5.3 over per-role IPET
bounds L<sup>j</sup> whose segment weights are the longest times the simulated traces show (Eq. 5.4 with the parallel guarantee, Eq. 5.5 with
serialized splits); "observed" is the longest simulated launch over the input sets. So a bound covers the traced behaviour of these inputs on this
hardware model, not every input (<a href="#reading">how to read</a>); the static bound (<code>--static</code>) covers every input.</dd>
<dt>Inputs</dt><dd>Assembly <code>{{.Source}}</code>; hardware: {{.HW}}; IPT graph: {{.IPTs}} IPTs, {{.Edges}} edges (thesis placement).</dd>
<dt>Provenance</dt><dd>{{if .Head.Tool}}{{.Head.Tool}}.{{range .Head.Inputs}}<br><code>{{.}}</code>{{end}}<br>{{end}}Command: <code>{{.Command}}</code>
{{if .Prov}}(<a href="#provenance">in full</a>){{end}}</dd>
</dl>
</section>
{{range .Notes}}<p class="note">Note: {{.}}</p>{{end}}

<h2 id="results">Observed and computed kernel WCET per S</h2>
{{if .Violations}}<p class="note"><b>{{.Violations}} bound(s) below the observed time: marked red in the table. The model cannot stand behind them; splitwcet exits with an error.</b></p>{{end}}
{{if .PremiseFailed}}<p class="note"><b>The worst-case premise failed for {{.PremiseFailed}} row(s) (marked *):</b> a traced wavefront left its role (a partial wavefront or a data-dependent condition made a marked branch's mask homogeneous), so those rows' bounds use roles derived under the all-executions assumption.</p>{{end}}
<table>
<tr><th>S</th><th>observed<br>parallel</th><th>observed<br>serialized</th><th>bound<br>Eq. 5.4</th><th>bound<br>Eq. 5.5</th>
<th>5.4 / obs.</th><th>5.5 / obs.</th><th>W</th><th>B</th><th class="l">roles</th><th class="l">worst (i, j), Eq. 5.4</th><th class="l">worst (i, j), Eq. 5.5</th><th>Eq. 5.5 on parallel<br>runs (thesis reading)</th></tr>
{{range .Rows}}<tr><td><a href="#S{{.S}}">{{.S}}</a></td><td>{{.ObsPar}}</td><td>{{.ObsSer}}</td><td{{if .BadPar}} class="bad"{{end}}>{{.BoundPar}}</td><td{{if .BadSer}} class="bad"{{end}}>{{.BoundSer}}</td>
<td>{{.RatioPar}}</td><td>{{.RatioSer}}</td><td>{{.W}}</td><td>{{.B}}</td><td class="l">{{.Assumption}}{{if .PremiseFailed}} *{{end}}</td><td class="l">{{.WorstPar}}</td><td class="l">{{.WorstSer}}</td><td>{{.BoundSerOnParTraces}}</td></tr>
{{end}}</table>
<p>All times are GPU cycles. With several input sets, each column is the maximum over the sets (each set is its own launch with its own
W, K, B and δ); W, B and the worst (i, j) are those of the set that gives the bound. Ratios are bound / observed: ≥ 1 means the bound holds.
The Eq. 5.4 term is δ<sub>i</sub><sup>j</sup> + L<sup>j</sup><sub>w<sub>i</sub></sub>; "own run" is the longest time wavefront i itself took in
role j in any one traced run (of whichever input set): what L adds beyond it comes from combining its longest time on each IPT segment over several runs (input sets) and from
paths or loop iterations no run took.
"roles" is the premise the row's roles were derived under; * marks a row whose worst-case premise failed.</p>

{{if .Static}}<h2 id="static">Static bound (no simulation)</h2>
<table>
<tr><th>S</th><th>static<br>parallel</th><th>static<br>serialized</th><th>hybrid<br>Eq. 5.4</th><th>hybrid<br>Eq. 5.5</th><th>observed<br>parallel</th><th>observed<br>serialized</th>
<th>static / obs.<br>parallel</th><th>static / obs.<br>serialized</th><th>rounds B</th><th>members M</th><th class="l">dominant interference<br>parallel / serialized</th></tr>
{{range .Static}}<tr><td>{{.S}}</td><td>{{.Par}}</td><td>{{.Ser}}</td><td>{{.HybPar}}</td><td>{{.HybSer}}</td><td>{{.ObsPar}}</td><td>{{.ObsSer}}</td><td>{{.RatioPar}}</td><td>{{.RatioSer}}</td><td>{{.B}}</td><td>{{.M}}</td><td class="l">{{.DomPar}} / {{.DomSer}}</td></tr>
{{end}}</table>
<p>The static bound is computed without simulation from the kernel, the launches, the hardware file and the flow facts, with the interference of
the other wavefronts and splits (issue arbitration, the CU's memory units, LDS, barriers, the dispatcher): it holds for every input and every schedule
of the hardware model (docs/static.md). The hybrid bounds cover the traced behaviour of these inputs only. Maxima over the input sets.</p>

{{end}}{{with .Assume}}<h2 id="assumptions">Assumptions</h2>
<p>Every bound above is only as good as these. The static bound rests on the hardware model, the flow facts and the compiled code; the
hybrid bound also on the traced inputs.</p>
<table class="asm">
<tr><th class="l">what</th><th class="l">value</th></tr>
<tr><td class="l">model of the cited ({{.Cited}}) bound</td><td class="l"><code>{{.Model}}</code>; {{.Mode}} mode (<code>splits.mode</code>), split policy {{.SplitPolicy}}, clock {{.ClockMHz}} MHz</td></tr>
<tr><td class="l">segments no trace observed (hybrid bound)</td><td class="l">weighed by {{.Unobserved}}</td></tr>
<tr><td class="l">flow facts</td><td class="l">{{if .FlowFacts}}<code>{{.FlowFacts}}</code> (sha256 <code>{{.FlowFactsSHA256}}</code>){{else}}none{{end}}</td></tr>
{{range .Loops}}<tr><td class="l">loop {{.Header}}{{if .Src}} ({{.Src}}){{end}}{{if .Function}} in {{.Function}}{{end}}</td><td class="l">&le; {{.Max}} iterations [{{.Origin}}] ({{.Bounds}} bound)</td></tr>
{{end}}{{range .Infeasible}}<tr><td class="l">infeasible</td><td class="l">{{.}}</td></tr>
{{end}}{{range .Counts}}<tr><td class="l">count</td><td class="l">{{.}}</td></tr>
{{end}}{{range .Lanes}}<tr><td class="l">lanes</td><td class="l">{{.}}</td></tr>
{{end}}<tr><td class="l">role premise</td><td class="l">{{.Premise}}</td></tr>
<tr><td class="l">traced inputs</td><td class="l">{{.InputSets}}</td></tr>
<tr><td class="l">compiler</td><td class="l">{{if .Compiler.Version}}{{.Compiler.Version}}{{else}}not recorded in the assembly{{end}}{{if .Compiler.Command}}<br><code>{{.Compiler.Command}}</code>{{end}}</td></tr>
</table>

{{end}}{{with .Hot}}<h2 id="time">Where the time goes</h2>
<p>{{.Title}}. A block's cycles are its share of L<sup>j</sup> (they sum to it); a HIP line's, the cycles of its instructions.</p>
<table><tr><th class="l">block</th><th class="l">assembly lines</th><th>cycles</th><th>share</th><th>entries</th><th class="l">HIP lines</th></tr>
{{range .Blocks}}<tr><td class="l">{{.Name}}</td><td class="l">{{.Lines}}</td><td>{{.Cycles}}</td><td>{{.Share}}</td><td>{{.Count}}</td><td class="l">{{.Sources}}</td></tr>
{{end}}</table>
<table><tr><th class="l">HIP line</th><th>cycles</th><th>share</th></tr>
{{range .Lines}}<tr><td class="l" style="{{.Fill}}">{{.Src}}</td><td>{{.Cycles}}</td><td>{{.Share}}</td></tr>
{{end}}</table>
{{range .Files}}<h3>{{.Name}}, annotated with cycles</h3>
<table class="src"><tr><th>line</th><th>cycles</th><th>share</th><th class="l">source</th></tr>
{{range .Lines}}<tr><td>{{.N}}</td><td style="{{.Fill}}">{{.Cycles}}</td><td>{{.Share}}</td><td class="l"><pre>{{.Text}}</pre></td></tr>
{{end}}</table>
{{end}}
{{end}}<h2 id="figures">Figures</h2>
{{range .Figures}}<figure id="{{.Name}}"><img src="{{.Name}}.svg" alt="{{.Caption}}" width="768" height="432"><figcaption>{{.Caption}} Files: <a href="{{.Name}}.png"><code>{{.Name}}.png</code></a>, <a href="{{.Name}}.svg"><code>{{.Name}}.svg</code></a>.</figcaption></figure>
{{end}}

<h2 id="terms">Per S: the terms</h2>
{{$noDot := .NoGraphviz}}
{{range .Sections}}<section id="S{{.S}}"><h3>S = {{.S}}</h3>
{{range .Modes}}<h4>{{.Name}}</h4>
<table><tr><th>j</th><th class="l">role</th><th class="l">start IPT</th><th>variants</th><th>pruned edges</th><th>wavefronts seen</th><th>left the role (premise failed)</th><th>L<sup>j</sup></th>
<th>longest observed</th><th>max<sub>i</sub> δ<sub>i</sub><sup>j</sup></th><th>max<sub>i</sub> δ<sub>i</sub><sup>j</sup> + L<sup>j</sup> (two maxima)</th></tr>
{{range .Roles}}<tr{{if .Critical}} class="crit"{{end}}><td>{{.J}}</td><td class="l">{{.Name}}</td><td class="l">{{.Start}}</td><td>{{.Variants}}</td><td>{{.Pruned}}</td><td>{{.Seen}}</td><td>{{.Outside}}</td><td>{{.L}}</td><td>{{.LongObs}}</td><td>{{.MaxDelta}}</td><td>{{.DeltaPlusL}}</td></tr>
{{end}}</table>
<p>δ columns are those of the input set that gives the bound; the highlighted row is the role of its worst term (Eq. {{.Eq}}).
The last column adds two maxima taken separately (the latest start, the largest L<sup>j</sup>), so it may exceed the bound, whose terms
pair each wavefront's own δ<sub>i</sub><sup>j</sup> with its own L<sup>j</sup><sub>w<sub>i</sub></sub>.
"variants": the branches role j's split can happen at (L<sup>j</sup> is the worst); "pruned edges": of the worst variant;
"left the role": traced wavefront of role j whose path the worst-case role's pruned IPG excludes (the premise did not hold for them); when any did, the mode's roles were derived again under the all-executions assumption, and those roles are the ones shown.</p>
<table><tr><th class="l">input set</th><th>G</th><th>T<sub>WG</sub></th><th>W<sub>HW</sub></th><th>W<sub>kernel</sub></th><th>W</th><th>K</th><th>B</th>
<th>observed</th><th>simulator cycles</th><th>Eq. 5.4 on these runs</th><th>Eq. 5.5 on these runs</th><th class="l">worst (i, j), Eq. 5.4</th><th class="l">worst (i, j), Eq. 5.5</th></tr>
{{range .Sets}}<tr><td class="l">{{.Set}}</td><td>{{.G}}</td><td>{{.TWG}}</td><td>{{.WHW}}</td><td>{{.WKernel}}</td><td>{{.W}}</td><td>{{.K}}</td><td>{{.B}}</td>
<td>{{.Observed}}</td><td>{{.Sim}}</td><td>{{.Bound54}}</td><td>{{.Bound55}}</td><td class="l">{{.Worst54}}</td><td class="l">{{.Worst55}}</td></tr>
{{if .Warning}}<tr><td class="l note" colspan="14">{{.Warning}}</td></tr>{{end}}{{end}}</table>
<p>Both equations applied to this mode's runs: the summary takes Eq. 5.4 from the parallel runs and Eq. 5.5 from the serialized ones.</p>
{{range .Notes}}<p class="note">{{.}}</p>{{end}}
{{end}}
{{if .Drawn}}<p>{{.Drawn}}</p>{{end}}
{{range .Graphs}}<figure class="graph" id="S{{.S}}-role{{.J}}"><figcaption>IPT graph of role {{.J}} (parallel runs): {{.Title}}. File: <a href="{{.File}}">{{.File}}</a> ({{.Size}}){{range .Links}}; <a href="{{.Href}}">{{.Name}}</a>{{end}}.
{{if $noDot}}Graphviz's <code>dot</code> was not installed, so the graph is written as DOT: render it with <code>dot -Tsvg {{.File}}</code>.{{end}}</figcaption>
{{if not $noDot}}<div class="box"><img src="{{.File}}" loading="lazy" alt="{{.Title}}"{{if .W}} width="{{.W}}" height="{{.H}}"{{end}}></div>{{end}}</figure>
{{end}}
</section>
{{end}}

<h2 id="reading">How to read this report</h2>
<dl class="read">
<dt>Runs</dt><dd>For every S the kernel is simulated over every input set twice: with the <i>parallel guarantee</i> (a SIMD has S+1 vector
pipelines, a CU S+1 scalar pipelines, thesis 4.4) and with <i>serialized splits</i> (splits compete for one pipeline). The parallel runs give
the "observed parallel" column and the Eq. 5.4 bound; the serialized runs the "observed serialized" column and the Eq. 5.5 bound. The
observed time is the first start IPT to the last end IPT of the launch (thesis 6.3.1).</dd>
<dt>W<sub>HW</sub>, W<sub>kernel</sub>, W</dt><dd>W<sub>HW</sub> = CUs × SIMDs × 10 launch slots; W<sub>kernel</sub> = G × ⌈T<sub>WG</sub>/T<sub>WF</sub>⌉;
W = min(W<sub>HW</sub>, W<sub>kernel</sub>): the wavefronts of the critical instance (thesis 5.1).</dd>
<dt>K, B (Eq. 5.1)</dt><dd>K = ⌊W<sub>HW</sub> × T<sub>WF</sub> / T<sub>WG</sub>⌋ workgroups per batch; B = ⌈G / K⌉ batches.</dd>
<dt>Roles j and L<sup>j</sup></dt><dd>Role 0 is the launch wavefront, role j ≥ 1 the child created by its j-th split (thesis 5.2.4, Theorem 5.2.2).
L<sup>j</sup> is the IPET bound of one wavefront in role j: the heaviest path through role j's pruned IPT graph (from its start IPT) with role j's
segment weights (the longest observed time of each segment in that role; pooled over roles where role j never took it; the static latency model
where no trace did) and loop bounds from flow facts or, marked "observed", from the traces. L<sup>j</sup><sub>w<sub>i</sub></sub> (thesis Eq. 5.3)
is wavefront i's own bound: with per-wavefront weights (<code>--weights wavefront</code>, the default) the same IPET with the longest time
wavefront i itself took each segment in role j (role j's weight where it never took it), so L<sup>j</sup><sub>w<sub>i</sub></sub> ≤ L<sup>j</sup>;
with <code>--weights role</code> it is L<sup>j</sup>. The tables and graphs show L<sup>j</sup>; the worst (i, j) shows the L<sup>j</sup><sub>w<sub>i</sub></sub> used.</dd>
<dt>Worst-case premise</dt><dd>The role analysis (thesis Lemma 5.2.1) assumes that a split-marked branch with a free slot splits. Where a traced
wavefront leaves its role (a partial wavefront or a data-dependent condition gave a marked branch a homogeneous mask), that S and mode are
analyzed again with roles derived under the all-executions assumption; the row is marked *.</dd>
<dt>δ<sub>i</sub><sup>j</sup></dt><dd>The measured delay from the start of wavefront i's batch (the first IPT of any wavefront of that batch) to the first IPT
of role j of wavefront i (workgroup w is in batch ⌊w / K⌋).</dd>
<dt>Eq. 5.4 (parallel guarantee)</dt><dd>L + D = max<sub>i,j</sub> (δ<sub>i</sub><sup>j</sup> + L<sup>j</sup><sub>w<sub>i</sub></sub>) (Eq. 5.3); L<sub>kernel</sub> = B × (L + D) + (B − 1) × g, g the longest measured time from a batch's last IPT to the next batch's first (0 when batches overlap).</dd>
<dt>Eq. 5.5 (serialized)</dt><dd>L<sub>kernel</sub> = B × max<sub>i,j</sub> (δ<sub>i</sub><sup>j</sup> + Σ<sub>j'</sub> L<sup>j'</sup><sub>w<sub>i</sub></sub>) + (B − 1) × g: every split may
wait for all the others. The last column applies Eq. 5.5 to the parallel runs' δ and L<sup>j</sup>, one reading of the thesis' grey bars.</dd>
<dt>Graphs</dt><dd>Per S, role j's IPT graph (a file of the report directory; scroll inside the box, or open the file): the worst-case path is
thick red, each edge shows its weight w and the worst case's count x; edges pruned for the role are grey and dashed, IPTs the role cannot reach
are grey; the role's start has a blue double border, split-marked branches a red one.</dd>
</dl>
<p>More: <code>docs/analyze.md</code> in the splitwcet repository.</p>

<h2 id="provenance">Provenance</h2>
{{with .Prov}}<p>Tool: {{.Tool.Name}} {{.Tool.Version}}, commit <code>{{if .Tool.Commit}}{{.Tool.Commit}}{{else}}not recorded{{end}}</code>{{if .Tool.Modified}} (modified){{end}}, {{.Tool.Go}}.
Kernel code hash: <code>{{.CodeHash}}</code>. Settings:{{range $k, $v := .Settings}} {{$k}}={{$v}}{{end}}.</p>
<table><tr><th class="l">input</th><th class="l">file</th><th class="l">SHA-256</th></tr>
{{range .Inputs}}<tr><td class="l">{{.Role}}</td><td class="l"><code>{{.Path}}</code>{{if .Embedded}} (built in){{end}}</td><td class="l"><code>{{.SHA256}}</code></td></tr>
{{end}}</table>
<p>Hardware <code>{{.Hardware.Name}}</code>, hash <code>{{.Hardware.Hash}}</code>:</p>
<pre>{{range $.HWKeys}}{{.}}
{{end}}</pre>{{else}}<p>Not recorded (the report was written without provenance). Command: <code>{{.Command}}</code></p>{{end}}
</body></html>
`

// ratioText is b/o with two decimals, "–" without an observation.
func ratioText(b, o int64) string {
	if o <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f", float64(b)/float64(o))
}

// termText is the Eq. 5.4 term for the table: (i, j), δ + L and, when
// known, wavefront i's longest own run in role j.
func termText(t splitmodel.Term) string {
	s := fmt.Sprintf("%s: δ %s + L %s", t, num(t.Delta), num(t.L))
	if t.Own > 0 {
		s += fmt.Sprintf(" (own run %s)", num(t.Own))
	}
	return s
}
