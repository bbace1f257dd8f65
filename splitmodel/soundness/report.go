package soundness

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// Report is a campaign's outcome, kernels in index order.
type Report struct {
	Config  Config
	Kernels []*KernelResult
	Counts  Counts
	// Ratios are bound/observed over the cases whose premise held.
	RatioParallel, RatioSerial Ratio
}

// Counts are per-category case counts. A case is counted once per
// category it falls in (a case may fall in several).
type Counts struct {
	Kernels        int `json:"kernels"`
	MarkStatements int `json:"marked_statements"`
	MarkKernel     int `json:"marked_kernel"`
	MarkNone       int `json:"unmarked"`
	Cases          int `json:"cases"`
	Passed         int `json:"passed"`
	Failed         int `json:"failed"`
	// Cases whose parallel runs traced at least one split.
	Splitting     int `json:"splitting_cases"`
	BoundParallel int `json:"bound_violations_parallel"`
	BoundSerial   int `json:"bound_violations_serial"`
	Output        int `json:"output_mismatches"`
	Crash         int `json:"crashes"`
	Livelock      int `json:"livelocks"`
	Error         int `json:"errors"`
	// ErrorKinds counts the error cases by ErrorKind of their first error.
	ErrorKinds map[string]int `json:"error_kinds,omitempty"`
	// PremiseBroken counts the cases in which a traced wavefront left its
	// role under the campaign's assumption: handled (the roles are derived
	// again under the all-executions assumption), not failures. Their bound
	// violations count under BoundParallel and BoundSerial like any other.
	PremiseBroken int `json:"premise_broken_handled"`
	// Static is present with Config.Static: the static bound's checks.
	Static *StaticCounts `json:"static,omitempty"`
	// Calls is present with Config.Calls: what the kernels call.
	Calls *CallCounts `json:"calls,omitempty"`
}

// CallCounts describe the calls of a campaign's kernels (Config.Calls):
// the kernels with a call, their device functions and call sites (in
// the kernels and in the functions; each site once, however often it
// runs), and the kernels with a function that calls another.
type CallCounts struct {
	Kernels   int `json:"kernels_with_calls"`
	Functions int `json:"device_functions"`
	Sites     int `json:"call_sites"`
	Nested    int `json:"kernels_with_nested_calls"`
}

// StaticCounts are the static bound's violations (cases with a run whose
// static bound is below its observed time) and its ratios to the observed
// times (maxima over the input sets), per mode.
type StaticCounts struct {
	ViolationsParallel int   `json:"violations_parallel"`
	ViolationsSerial   int   `json:"violations_serial"`
	RatioParallel      Ratio `json:"ratio_parallel"`
	RatioSerial        Ratio `json:"ratio_serial"`
}

// Ratio summarizes bound/observed.
type Ratio struct {
	N      int     `json:"n"`
	Min    float64 `json:"min"`
	Median float64 `json:"median"`
	Max    float64 `json:"max"`
}

func (cc *CallCounts) add(k *gen.Kernel) {
	if n := k.CallSites(); n > 0 {
		cc.Kernels++
		cc.Sites += n
	}
	cc.Functions += len(k.Funcs)
	for _, f := range k.Funcs {
		if (&gen.Kernel{Body: f}).CallSites() > 0 {
			cc.Nested++
			break
		}
	}
}

func ratioOf(v []float64) Ratio {
	if len(v) == 0 {
		return Ratio{}
	}
	slices.Sort(v)
	return Ratio{N: len(v), Min: v[0], Median: v[len(v)/2], Max: v[len(v)-1]}
}

func (r *Report) count() {
	c := &r.Counts
	c.Kernels = len(r.Kernels)
	var rp, rs, sp, ss []float64
	if r.Config.Static {
		c.Static = &StaticCounts{}
	}
	if r.Config.Calls {
		c.Calls = &CallCounts{}
	}
	for _, k := range r.Kernels {
		if c.Calls != nil {
			c.Calls.add(k.Spec.Kernel())
		}
		switch k.Spec.Marking {
		case gen.MarkStatements:
			c.MarkStatements++
		case gen.MarkKernel:
			c.MarkKernel++
		default:
			c.MarkNone++
		}
		for _, cs := range k.Cases {
			c.Cases++
			if cs.Failed() {
				c.Failed++
			} else {
				c.Passed++
			}
			if cs.Splits > 0 {
				c.Splitting++
			}
			if cs.PremiseBroken() {
				c.PremiseBroken++
			}
			for _, x := range []struct {
				cat Category
				n   *int
			}{{BoundParallel, &c.BoundParallel}, {BoundSerial, &c.BoundSerial}, {Output, &c.Output}, {Crash, &c.Crash},
				{Livelock, &c.Livelock}, {Error, &c.Error}} {
				if cs.Has(x.cat) {
					*x.n++
				}
			}
			for _, f := range cs.Findings {
				if f.Category == Error {
					if c.ErrorKinds == nil {
						c.ErrorKinds = map[string]int{}
					}
					c.ErrorKinds[ErrorKind(f.Detail)]++
					break
				}
			}
			if c.Static != nil {
				if cs.Has(StaticParallel) {
					c.Static.ViolationsParallel++
				}
				if cs.Has(StaticSerial) {
					c.Static.ViolationsSerial++
				}
				if cs.StaticObservedParallel > 0 && cs.StaticParallel > 0 {
					sp = append(sp, float64(cs.StaticParallel)/float64(cs.StaticObservedParallel))
				}
				if cs.StaticObservedSerial > 0 && cs.StaticSerial > 0 {
					ss = append(ss, float64(cs.StaticSerial)/float64(cs.StaticObservedSerial))
				}
			}
			if !cs.PremiseBroken() {
				if cs.ObservedParallel > 0 && cs.BoundParallel >= 0 {
					rp = append(rp, float64(cs.BoundParallel)/float64(cs.ObservedParallel))
				}
				if cs.ObservedSerial > 0 && cs.BoundSerial >= 0 {
					rs = append(rs, float64(cs.BoundSerial)/float64(cs.ObservedSerial))
				}
			}
		}
	}
	r.RatioParallel, r.RatioSerial = ratioOf(rp), ratioOf(rs)
	if c.Static != nil {
		c.Static.RatioParallel, c.Static.RatioSerial = ratioOf(sp), ratioOf(ss)
	}
}

// Failing returns the failing cases in (kernel, S) order.
func (r *Report) Failing() []*Case {
	var out []*Case
	for _, k := range r.Kernels {
		for _, cs := range k.Cases {
			if cs.Failed() {
				out = append(out, cs)
			}
		}
	}
	return out
}

// Reproduced returns the cases WriteReproducers writes: the failing ones
// and the premise-broken ones whose bound is below the observation.
func (r *Report) Reproduced() []*Case {
	var out []*Case
	for _, k := range r.Kernels {
		for _, cs := range k.Cases {
			if len(cs.Findings) > 0 {
				out = append(out, cs)
			}
		}
	}
	return out
}

func kinds(m map[string]int) string {
	if len(m) == 0 {
		return ""
	}
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	for i, k := range ks {
		ks[i] = fmt.Sprintf("%d %s", m[k], k)
	}
	return " (" + strings.Join(ks, ", ") + ")"
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

// Describe is the campaign's one-line description.
func (c *Config) Describe() string {
	hw := c.HW.Name
	if hw == "" {
		hw = "default"
	}
	s := fmt.Sprintf("%d random kernel(s) (seed %d), S = %s, %d input set(s) each of 1-%d workgroups, workgroup sizes %s; hardware %s",
		c.Kernels, c.Seed, joinInts(c.S), c.Sets, c.MaxGroups, joinInts(c.Sizes), hw)
	if c.Assume != roles.WorstCase || c.Weights != splitmodel.PerWavefront {
		s += fmt.Sprintf("; roles %s, weights %s", c.Assume, c.Weights)
	}
	if c.Static {
		s += "; static bound checked"
	}
	if c.Calls {
		s += "; kernels with calls"
	}
	if c.Barriers {
		s += "; kernels with barriers in loops"
	}
	if p := c.target(); p != "" {
		s += "; kernels for " + p
	}
	if c.Fault != NoFault {
		s += fmt.Sprintf("; FAULT INJECTED (%s): the failures below are deliberate", c.Fault)
	}
	return s
}

// CaseDir is the reproducer directory name of a case.
func CaseDir(cs *Case) string { return fmt.Sprintf("case-%d-S%d", cs.Kernel, cs.S) }

// WriteText writes the counts and one line per reproduced case. The text
// depends only on the configuration (not on timing or workers).
func (r *Report) WriteText(w io.Writer) error {
	c := r.Counts
	var b strings.Builder
	fmt.Fprintf(&b, "soundness campaign: %s\n", r.Config.Describe())
	row := func(name string, format string, args ...any) {
		fmt.Fprintf(&b, "  %-26s %s\n", name, fmt.Sprintf(format, args...))
	}
	row("kernels", "%d (split marking: %d per statement, %d whole kernel, %d none)", c.Kernels, c.MarkStatements, c.MarkKernel, c.MarkNone)
	if cc := c.Calls; cc != nil {
		row("calls", "%d kernels call %d device function(s) from %d call site(s); %d with a function calling another", cc.Kernels, cc.Functions, cc.Sites, cc.Nested)
	}
	row("cases (kernel x S)", "%d (%d of them split in the parallel runs)", c.Cases, c.Splitting)
	row("passed", "%d", c.Passed)
	row("failed", "%d", c.Failed)
	row("bound violations", "Eq. 5.4 (parallel) %d, Eq. 5.5 (serialized) %d", c.BoundParallel, c.BoundSerial)
	row("output mismatches", "%d", c.Output)
	row("crashes", "%d", c.Crash)
	row("livelocks", "%d", c.Livelock)
	row("errors", "%d%s", c.Error, kinds(c.ErrorKinds))
	row("premise broken", "%d, handled (roles derived again under the all-executions assumption; not failures)", c.PremiseBroken)
	ratio := func(x Ratio) string {
		if x.N == 0 {
			return "-"
		}
		return fmt.Sprintf("min %.3f, median %.3f, max %.3f (%d cases)", x.Min, x.Median, x.Max, x.N)
	}
	row("bound/observed, Eq. 5.4", "%s", ratio(r.RatioParallel))
	row("bound/observed, Eq. 5.5", "%s", ratio(r.RatioSerial))
	if st := c.Static; st != nil {
		row("static bound violations", "parallel %d, serialized %d", st.ViolationsParallel, st.ViolationsSerial)
		row("static/observed, parallel", "%s", ratio(st.RatioParallel))
		row("static/observed, serialized", "%s", ratio(st.RatioSerial))
	}
	if rc := r.Reproduced(); len(rc) > 0 {
		fmt.Fprintf(&b, "cases with findings (%d):\n", len(rc))
		for _, cs := range rc {
			first := cs.Findings[0].Detail
			if i := strings.IndexByte(first, '\n'); i >= 0 {
				first = first[:i]
			}
			fmt.Fprintf(&b, "  %-14s %s: %s\n", CaseDir(cs), strings.Join(cs.Categories(), ","), first)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// SchemaVersion is the "schema" of the report's JSON (splitwcet fuzz
// --json, docs/cli.md); it changes when a field is removed, renamed or
// changes meaning. 2: "schema" and "provenance" (the hardware in full, in
// place of "hardware"); a case's "kernel" is "kernel_index"; times end in
// _cycles.
const SchemaVersion = 2

// JSON is the report's JSON document.
type JSON struct {
	Schema     int                `json:"schema"`
	Provenance *kernel.Provenance `json:"provenance"`
	Kernels    int                `json:"kernels"`
	Seed       uint64             `json:"seed"`
	S          []int              `json:"S"`
	Sizes      []int              `json:"workgroup_sizes"`
	Sets       int                `json:"input_sets"`
	MaxGroups  int                `json:"max_workgroups"`
	Assume     string             `json:"assume"`
	Weights    string             `json:"weights"`
	Fault      string             `json:"fault,omitempty"`
	Static     bool               `json:"static,omitempty"`
	Calls      bool               `json:"calls,omitempty"`
	Barriers   bool               `json:"barriers,omitempty"`
	Target     string             `json:"target,omitempty"`
	Counts     Counts             `json:"counts"`
	Ratios     ratios             `json:"bound_over_observed"`
	Cases      []jsCase           `json:"cases"`
}

type ratios struct {
	Parallel Ratio `json:"parallel"`
	Serial   Ratio `json:"serial"`
}

type jsCase struct {
	*Case
	GenSeed string `json:"gen_seed"`
	Marking string `json:"marking"`
	KernelSpec
	Dir string `json:"reproducer,omitempty"`
}

// JSON returns the report as a JSON document: its provenance (nil: none),
// the configuration, the counts and every case.
func (r *Report) JSON(prov *kernel.Provenance) ([]byte, error) {
	c := r.Config
	doc := JSON{Schema: SchemaVersion, Provenance: prov, Kernels: c.Kernels, Seed: c.Seed, S: c.S, Sizes: c.Sizes, Sets: c.Sets, MaxGroups: c.MaxGroups,
		Assume: c.Assume.String(), Weights: c.Weights.String(), Static: c.Static, Calls: c.Calls, Barriers: c.Barriers, Target: c.target(),
		Counts: r.Counts, Ratios: ratios{r.RatioParallel, r.RatioSerial}, Cases: []jsCase{}}
	if c.Fault != NoFault {
		doc.Fault = c.Fault.String()
	}
	for _, k := range r.Kernels {
		for _, cs := range k.Cases {
			jc := jsCase{Case: cs, GenSeed: fmt.Sprintf("%#x", k.Spec.Seed), Marking: k.Spec.Marking.String(), KernelSpec: k.Spec}
			if len(cs.Findings) > 0 {
				jc.Dir = CaseDir(cs)
			}
			doc.Cases = append(doc.Cases, jc)
		}
	}
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(out, '\n'), nil
}
