package splitmodel

// From IPT traces to kernel bounds: per role j the IPET bound L^j with role
// j's segment weights, per run the measured δ_i^j, and Eq. 5.4 / 5.5 per
// launch (docs/analyze.md). The simulation that produces the traces is in
// kernel_sim.go.

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// RoleInput is one split role as the role analysis (package roles) gives it: role
// 0 is the launch wavefront, role j the child created by the j-th split
// (fcfs) or holding reserve slot j (a budgeted policy).
type RoleInput struct {
	J int
	// Absent: no execution has role j (a budgeted policy leaves slot j
	// unused): L^j = 0, and a traced wavefront in it is outside its role.
	Absent bool
	// Start is the role's first IPT (a child: its split branch); nil means
	// the IPG's start.
	Start *ipg.IPT
	// Removed marks the IPG edges pruned for this role, by Edge.ID; nil
	// prunes nothing.
	Removed []bool
	// Branch is the split branch that creates a child (nil for role 0);
	// Paths describes the role (both for reports, optional).
	Branch *cfg.Branch
	Paths  string
	// Variants, when there are several, are the alternative (Start,
	// Removed) of the role (its j-th split may happen at several
	// branches); L^j is the largest bound over them.
	Variants []RoleInput
	// End, with reconvergence, is the join IPT where a child ends (nil:
	// the kernel's end).
	End *ipg.IPT

	// role is the role analysis' role or variant (ReconvergentRoles): its
	// merges, for the kernel model with merges.
	role *roles.Role
}

// RolesFunc returns the roles of a kernel for S splits per wavefront, and
// notes for the report.
type RolesFunc func(ig *ipg.Graph, S int) ([]RoleInput, []string, error)

// KernelOptions configure AnalyzeKernel.
type KernelOptions struct {
	IPG *ipg.Graph
	HW  Hardware
	// Facts are trusted flow facts (loop bounds); loops without one take
	// the largest iteration count the traces show ("observed").
	Facts *flowfacts.Facts
	// Roles gives each role's start and pruned edges. Nil: the roles are
	// taken from the traces without pruning (FromTraces).
	Roles RolesFunc
	// Assumption names the premise Roles makes ("worst-case",
	// "all-executions"); reports show it.
	Assumption string
	// Fallback, when set, gives roles that admit every execution
	// (RolesUnder(roles.AllExecutions)). When a traced wavefront takes a
	// path its role under Roles excludes (the premise failed), the mode
	// is analyzed again with Fallback's roles, so the bound covers what was
	// observed: sound by default.
	Fallback RolesFunc
	// Static are the weights of edges no trace observed (nil: from the
	// latency model of HW.Latency, latency.go).
	Static []int64
	// Weights selects per-wavefront (the default, thesis Eq. 5.3's
	// L^j_{w_i}) or per-role segment weights.
	Weights Weighting
	// Progress, when set, is called by AnalyzeEachS as the work goes, with
	// the phase and the work units done of the phase's total (AnalyzeEachS
	// says what they are).
	Progress func(phase string, done, total int)
	// BoundsOnly: the caller reads the bounds (L^j, the kernel bounds, the
	// wavefronts outside their role), not the notes. A role's variants
	// that an earlier one covers (ipet.Covered: its bound is at most the
	// earlier one's) are then not solved, and a note's count of
	// infeasible starts counts only the solved ones. choose's
	// confirmations set it: the all-executions fallback of examples/large
	// has a variant per marked branch, about 377 IPETs per role.
	BoundsOnly bool

	meter *meter // AnalyzeEachS's count of the units done
	// weights, set by AnalyzeKernel and AnalyzeEachS, makes the static
	// weights once for every S and mode (staticWeights).
	weights *onceWeights

	// analysis, set by UseRoles: Roles and Fallback are the role analysis
	// under assume and HW.Policy (rolesFuncs).
	analysis bool
	assume   roles.Assumption
}

// rolesFuncs returns the options' roles and fallback: with UseRoles, the
// role analysis under HW.Policy; otherwise Roles and Fallback as set.
func (o KernelOptions) rolesFuncs() (RolesFunc, RolesFunc) {
	if !o.analysis {
		return o.Roles, o.Fallback
	}
	pr := PolicyRoles
	if o.HW.Reconverge {
		pr = ReconvergentRoles
	}
	r, fb := pr(o.assume, o.HW.Policy), RolesFunc(nil)
	if o.Fallback != nil {
		fb = pr(roles.AllExecutions, o.HW.Policy)
	}
	return r, fb
}

// AnalyzeKernel runs the kernel model over the traces of one S (any mix of modes
// and input sets; runs with another S are an error).
func AnalyzeKernel(opt KernelOptions, S int, runs []*TraceRun) (*SResult, error) {
	opt.weights = &onceWeights{}
	ka, err := firstPass(opt, S, runs)
	if err != nil {
		return nil, err
	}
	return ka.finish(opt)
}

// kernelAnalysis is AnalyzeKernel of one S in two passes: firstPass
// analyzes each mode with the roles of opt.Roles; finish analyzes again,
// with the fallback roles, the modes whose premise failed.
type kernelAnalysis struct {
	S     int
	modes []*modeAnalysis // parallel, then serial; only those with runs
}

type modeAnalysis struct {
	mode timing.Mode
	runs []*TraceRun
	ma   *ModeAnalysis
	err  error // of the first pass
}

// needsFallback reports whether the mode is analyzed again by finish.
func (m *modeAnalysis) needsFallback(opt KernelOptions) bool {
	return m.err == nil && !m.ma.PremiseHeld && opt.Fallback != nil
}

// firstPass analyzes every mode with runs under opt.Roles. A mode's error
// is kept for finish, which reports the errors in AnalyzeKernel's order.
func firstPass(opt KernelOptions, S int, runs []*TraceRun) (*kernelAnalysis, error) {
	if opt.IPG == nil {
		return nil, fmt.Errorf("splitmodel: AnalyzeKernel needs the IPG")
	}
	ka := &kernelAnalysis{S: S}
	var par, ser []*TraceRun
	for _, r := range runs {
		if r.S != S {
			return nil, fmt.Errorf("splitmodel: trace %s has S = %d, analyzing S = %d", r.Name, r.S, S)
		}
		if r.Mode == timing.Serial {
			ser = append(ser, r)
		} else {
			par = append(par, r)
		}
	}
	var roles []RoleInput
	var roleNotes []string
	opt.Roles, opt.Fallback = opt.rolesFuncs()
	opt.analysis = false
	if opt.Roles != nil {
		var err error
		if roles, roleNotes, err = opt.Roles(opt.IPG, S); err != nil {
			return nil, fmt.Errorf("roles for S = %d: %w", S, err)
		}
		if err := checkRoles(opt.IPG, roles); err != nil {
			return nil, fmt.Errorf("roles for S = %d: %w", S, err)
		}
	}
	opt.meter.add(S + 1) // the role analysis
	for _, m := range []*modeAnalysis{{mode: timing.Parallel, runs: par}, {mode: timing.Serial, runs: ser}} {
		if len(m.runs) == 0 {
			continue
		}
		ka.modes = append(ka.modes, m)
		if m.ma, m.err = analyzeMode(opt, S, m.mode, roles, m.runs); m.err != nil {
			m.err = fmt.Errorf("S = %d, %s: %w", S, m.mode, m.err)
			continue
		}
		m.ma.Notes = append(append([]string(nil), roleNotes...), m.ma.Notes...)
	}
	return ka, nil
}

// finish analyzes again, with the fallback roles (derived once for both
// modes), each mode whose premise failed, and returns the result or the
// first error in the order parallel, its fallback, serial, its fallback.
func (ka *kernelAnalysis) finish(opt KernelOptions) (*SResult, error) {
	res := &SResult{S: ka.S}
	var fb *fallbackRoles
	for _, m := range ka.modes {
		if m.err != nil {
			return nil, m.err
		}
		ma := m.ma
		if m.needsFallback(opt) {
			if fb == nil {
				fb = &fallbackRoles{}
				_, fbf := opt.rolesFuncs()
				fb.roles, fb.notes, fb.err = fbf(opt.IPG, ka.S)
				if fb.err == nil {
					fb.err = checkRoles(opt.IPG, fb.roles)
				}
				opt.meter.add(ka.S + 1) // the role analysis
			}
			var err error
			if ma, err = reanalyze(opt, ka.S, m.mode, ma, m.runs, fb); err != nil {
				return nil, fmt.Errorf("S = %d, %s: %w", ka.S, m.mode, err)
			}
		}
		if m.mode == timing.Serial {
			res.Serial = ma
		} else {
			res.Parallel = ma
		}
	}
	return res, nil
}

// fallbackRoles are opt.Fallback's roles for one S.
type fallbackRoles struct {
	roles []RoleInput
	notes []string
	err   error
}

// reanalyze analyzes a mode again with the fallback roles after a traced
// wavefront left its role under the first assumption, keeping which roles'
// premise failed. The fallback roles must admit every traced wavefront.
func reanalyze(opt KernelOptions, S int, mode timing.Mode, first *ModeAnalysis, runs []*TraceRun, fbr *fallbackRoles) (*ModeAnalysis, error) {
	if fbr.err != nil {
		return nil, fmt.Errorf("fallback roles: %w", fbr.err)
	}
	fb := opt
	fb.Roles, fb.Fallback, fb.Assumption = opt.Fallback, nil, "all-executions"
	ma, err := analyzeMode(fb, S, mode, fbr.roles, runs)
	if err != nil {
		return nil, err
	}
	var left []int
	most := 0
	for j, rb := range ma.Roles {
		if j < len(first.Roles) && !first.Roles[j].PremiseHeld {
			rb.PremiseHeld, rb.Left = false, first.Roles[j].Outside
			left = append(left, j)
			most = max(most, rb.Left)
		}
		if rb.Outside > 0 {
			return nil, fmt.Errorf("role %d: %d traced wavefront(s) take a path even the all-executions roles exclude: the role analysis is wrong here; no bound is given", j, rb.Outside)
		}
	}
	ma.PremiseHeld = false
	ma.Notes = append(append(slices.Clone(fbr.notes), fmt.Sprintf("the %s premise did not hold: traced wavefronts left role(s) %s (up to %d per role), so every role was derived again under the all-executions assumption (a marked branch may also see a homogeneous mask) and the bounds are those roles'", first.Assumption, ranges(left), most)), ma.Notes...)
	return ma, nil
}

// ranges writes sorted integers compactly: 0-3, 5, 7-8.
func ranges(xs []int) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", xs[i], xs[j]))
		} else {
			parts = append(parts, fmt.Sprint(xs[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

func checkRoles(ig *ipg.Graph, roles []RoleInput) error {
	if len(roles) == 0 {
		return fmt.Errorf("no roles (role 0, the launch wavefront, at least)")
	}
	for j, r := range roles {
		if r.J != j {
			return fmt.Errorf("role %d at index %d: want roles 0, 1, 2, ... in order", r.J, j)
		}
		for _, v := range append([]RoleInput{r}, r.Variants...) {
			if v.Removed != nil && len(v.Removed) != len(ig.Edges) {
				return fmt.Errorf("role %d: Removed has %d entries for %d IPG edges", j, len(v.Removed), len(ig.Edges))
			}
			if v.Start != nil && (v.Start.ID >= len(ig.IPTs) || ig.IPTs[v.Start.ID] != v.Start) {
				return fmt.Errorf("role %d: start IPT %s is not in the IPG", j, v.Start)
			}
		}
	}
	return nil
}

// FromTraces derives roles from traces when no role analysis is at hand:
// role 0 starts at the IPG's start, role j >= 1 at each IPT its wavefronts
// were first seen at (the IPET takes the worst), and nothing is pruned (a
// sound but looser bound than pruned roles give).
func FromTraces(ig *ipg.Graph, st *traces.Stats) (roles []RoleInput, starts [][]*ipg.IPT) {
	n := max(1, len(st.Roles))
	starts = make([][]*ipg.IPT, n)
	starts[0] = []*ipg.IPT{ig.Start}
	seen := make([]map[*ipg.IPT]bool, n)
	for _, s := range st.Streams {
		if s.Split == 0 {
			continue
		}
		if seen[s.Split] == nil {
			seen[s.Split] = map[*ipg.IPT]bool{}
		}
		if !seen[s.Split][s.FirstIPT] {
			seen[s.Split][s.FirstIPT] = true
			starts[s.Split] = append(starts[s.Split], s.FirstIPT)
		}
	}
	for j := range starts {
		sort.Slice(starts[j], func(a, b int) bool { return starts[j][a].ID < starts[j][b].ID })
		var first *ipg.IPT
		if len(starts[j]) > 0 {
			first = starts[j][0]
		}
		roles = append(roles, RoleInput{J: j, Start: first})
	}
	return roles, starts
}

// analyzeMode analyzes the runs of one S and mode with the given roles (nil:
// taken from the traces), in four steps: replay the traces into
// statistics (modeStats), give every observed split a role (roleInputs),
// bound each role (solveRoles), and bound the kernel per input set
// (boundSets).
func analyzeMode(opt KernelOptions, S int, mode timing.Mode, roles []RoleInput, runs []*TraceRun) (*ModeAnalysis, error) {
	ig := opt.IPG
	st, err := modeStats(ig, S, mode, runs)
	if err != nil {
		return nil, err
	}
	ma := &ModeAnalysis{Mode: mode, Stats: st, PremiseHeld: true, Assumption: opt.Assumption, Latency: opt.latency().Name}
	if roles == nil {
		ma.Assumption = "traces"
	}
	roles, starts, streams, err := roleInputs(opt, ma, S, roles)
	if err != nil {
		return nil, err
	}
	// Loop bounds: facts first, then observed.
	bounds, err := flowfacts.ObservedBounds(ig.CFG, opt.Facts, st)
	if err != nil {
		return nil, err
	}
	if err := solveRoles(opt, ma, roles, starts, streams, bounds); err != nil {
		return nil, err
	}
	wave := newWaveBounds(&roleSolver{ig: ig, facts: opt.Facts, bounds: bounds, dag: dagApplies(ig, opt.Facts), boundOnly: true}, ma.Roles, st)
	L := make([]int64, len(ma.Roles))
	for j, rb := range ma.Roles {
		L[j] = rb.L
	}
	mt := mergeTerms{L: L}
	if opt.HW.Reconverge && starts == nil && hasMerges(roles) {
		if mt.L, mt.serialL, mt.merged, mt.waves, err = mergedBounds(opt, bounds, ma, roles, wave); err != nil {
			return nil, err
		}
	}
	if err := boundSets(opt, ma, wave, mt, runs); err != nil {
		return nil, err
	}
	return ma, nil
}

// mergeTerms are the role bounds the kernel model takes: L^j, and under
// reconvergence (kernel_merges.go) the serialized bounds, which roles end
// at joins and the per-wavefront merged bounds.
type mergeTerms struct {
	L, serialL []int64
	merged     []bool
	waves      *mergedWaves
}

// modeStats replays the runs, which must be of S and mode, into the
// segment statistics.
func modeStats(ig *ipg.Graph, S int, mode timing.Mode, runs []*TraceRun) (*traces.Stats, error) {
	an := traces.NewAnalyzer(ig)
	for _, r := range runs {
		h, err := r.header()
		if err != nil {
			return nil, err
		}
		if h.S != S || (h.Mode != "" && h.Mode != mode.String()) {
			return nil, fmt.Errorf("trace %s: its header says S = %d, mode %q; expected S = %d, %s", r.Name, h.S, h.Mode, S, mode)
		}
		if err := r.AddTo(an); err != nil {
			return nil, err
		}
	}
	st := an.Stats()
	if err := st.Complete(); err != nil {
		return nil, err
	}
	return st, nil
}

// roleInputs gives every observed split a role: the roles given, or (nil)
// the roles taken from the traces with their starts; and counts the
// traced wavefronts of each role.
func roleInputs(opt KernelOptions, ma *ModeAnalysis, S int, roles []RoleInput) ([]RoleInput, [][]*ipg.IPT, []int, error) {
	st := ma.Stats
	var starts [][]*ipg.IPT
	if roles == nil {
		roles, starts = FromTraces(opt.IPG, st)
		ma.Notes = append(ma.Notes, "roles taken from the traces (no role analysis): each role starts where its wavefronts were first seen and nothing is pruned")
	}
	// Every observed split must have a role. Under a local policy a slot
	// beyond the analysis' roles is one no execution has under its
	// premise: a traced wavefront in it broke the premise (it counts as
	// outside its role, and the fallback roles must cover it).
	if starts == nil && opt.HW.Policy.Rules().Local() {
		for _, s := range st.Streams {
			for s.Split >= len(roles) && s.Split <= S {
				roles = append(roles, RoleInput{J: len(roles), Absent: true, Paths: "no execution holds this slot under the premise"})
			}
		}
	}
	streams := make([]int, len(roles))
	for _, s := range st.Streams {
		if s.Split >= len(roles) {
			return nil, nil, nil, fmt.Errorf("trace %s: family %d has split %d, but the role analysis gives roles 0..%d only", st.Traces[s.Trace].Name, s.Family, s.Split, len(roles)-1)
		}
		streams[s.Split]++
	}
	return roles, starts, streams, nil
}

// solveRoles bounds each role (solveRole) into ma.Roles, with the notes a
// reader needs: static weights used, infeasible starts, wavefronts outside
// their role, roles no wavefront took.
func solveRoles(opt KernelOptions, ma *ModeAnalysis, roles []RoleInput, starts [][]*ipg.IPT, streams []int, bounds map[*cfg.Loop]ipet.LoopBound) error {
	stat, err := opt.staticWeights()
	if err != nil {
		return err
	}
	for j, r := range roles {
		rb, err := solveRole(opt.IPG, opt.Facts, bounds, stat, ma.Stats, r, starts, streams[j], opt.BoundsOnly)
		if err != nil {
			return fmt.Errorf("role %d: %w", j, err)
		}
		opt.meter.add(1)
		rb.PremiseHeld, rb.Assumption, rb.Left = rb.Outside == 0, ma.Assumption, rb.Outside
		ma.PremiseHeld = ma.PremiseHeld && rb.PremiseHeld
		ma.Roles = append(ma.Roles, rb)
		ma.Unobserved += len(rb.Static)
		if rb.Outside > 0 && ma.Assumption == "all-executions" {
			return fmt.Errorf("role %d: %d traced wavefront(s) take a path even the all-executions roles exclude: the role analysis is wrong here; no bound is given", j, rb.Outside)
		}
		ma.Notes = append(ma.Notes, roleNotes(opt, ma, j, r, rb)...)
	}
	if why := opt.latency().Why; why != "" && ma.Unobserved > 0 {
		ma.Notes = append(ma.Notes, why)
	}
	return nil
}

// roleNotes are the notes of role j's bound rb.
func roleNotes(opt KernelOptions, ma *ModeAnalysis, j int, r RoleInput, rb *RoleBound) []string {
	var notes []string
	if len(rb.Static) > 0 {
		names := make([]string, len(rb.Static))
		for i, e := range rb.Static {
			names[i] = e.String()
		}
		notes = append(notes, fmt.Sprintf("role %d: %d edge(s) never observed in any trace have static weights (%s latency model): %s", j, len(names), opt.latency().Name, cutList(names, 6)))
	}
	if rb.Infeasible > 0 {
		what := fmt.Sprintf("%d of its %d starts are", rb.Infeasible, rb.Variants)
		if rb.Infeasible == rb.Variants {
			what = "every start is"
		}
		notes = append(notes, fmt.Sprintf("role %d: %s infeasible with the loop bounds (a split branch inside a loop whose body never runs): skipped; L^%d = %d", j, what, j, rb.L))
	}
	if rb.Outside > 0 && opt.Fallback == nil {
		notes = append(notes, fmt.Sprintf("role %d: %d of its %d traced wavefronts took a path its pruned IPG excludes (another start or a pruned edge): the role analysis' %s premise did not hold for them (a partial wavefront or a data-dependent condition made a marked branch's mask homogeneous), so L^%d need not cover them", j, rb.Outside, rb.Streams, ma.Assumption, j))
	}
	if j > 0 && rb.Streams == 0 && !r.Absent {
		notes = append(notes, fmt.Sprintf("role %d: no traced wavefront split %d times, so no δ^%d was measured: the run is not the critical instance (thesis 5.1, condition 2)", j, j, j))
	}
	return notes
}

// boundSets bounds the kernel per input set of the runs: occupancy, δ with
// its batches, Eq. 5.4 and 5.5; the worst sets are the mode's bounds.
func boundSets(opt KernelOptions, ma *ModeAnalysis, wave *waveBounds, mt mergeTerms, runs []*TraceRun) error {
	var order []string
	bySet := map[string][]int{} // trace indexes
	for ti, r := range runs {
		if _, ok := bySet[r.Set]; !ok {
			order = append(order, r.Set)
		}
		bySet[r.Set] = append(bySet[r.Set], ti)
	}
	for _, set := range order {
		sb, err := boundSet(opt, ma, wave, mt, runs, set, bySet[set])
		if err != nil {
			return err
		}
		ma.Sets = append(ma.Sets, sb)
		ma.Observed = max(ma.Observed, sb.Observed)
		kb := sb.KernelBound
		if ma.WorstParallel == nil || kb.BoundParallel > ma.BoundParallel {
			ma.WorstParallel, ma.BoundParallel = sb, kb.BoundParallel
		}
		if ma.WorstSerial == nil || kb.BoundSerial > ma.BoundSerial {
			ma.WorstSerial, ma.BoundSerial = sb, kb.BoundSerial
		}
	}
	return nil
}

// boundSet is the kernel bound of one input set, whose runs are tis.
func boundSet(opt KernelOptions, ma *ModeAnalysis, wave *waveBounds, mt mergeTerms, runs []*TraceRun, set string, tis []int) (*SetBound, error) {
	st := ma.Stats
	l := runs[tis[0]].Launch
	for _, ti := range tis[1:] {
		if runs[ti].Launch != l {
			return nil, fmt.Errorf("input set %s: traces %s and %s have different launches", set, runs[tis[0]].Name, runs[ti].Name)
		}
	}
	occ, err := Occupy(opt.HW, l)
	if err != nil {
		return nil, fmt.Errorf("input set %s: %w", set, err)
	}
	sb := &SetBound{Set: set, Launch: l, Observed: -1, SimCycles: -1}
	in := map[int]bool{}
	for _, ti := range tis {
		in[ti] = true
		sb.Observed = max(sb.Observed, st.Traces[ti].KernelTime())
		sb.SimCycles = max(sb.SimCycles, runs[ti].Cycles)
	}
	delta := st.Delta(traces.BatchOfWorkgroup(occ.K))
	gaps := st.BatchGaps(traces.BatchOfWorkgroup(occ.K))
	var gap int64
	for _, ti := range tis {
		gap = max(gap, gaps[ti])
	}
	var ds []Delay
	for _, s := range st.Streams {
		if !in[s.Trace] {
			continue
		}
		run := set
		if len(tis) > 1 {
			run = st.Traces[s.Trace].Name
		}
		ds = append(ds, Delay{I: Wavefront{Run: run, Family: s.Family, Workgroup: s.Workgroup, Wave: s.Wave}, J: s.Split, Delta: delta[s.Key()]})
	}
	ki := KernelInput{Occupancy: occ, L: mt.L, SerialL: mt.serialL, Merged: mt.merged, Delays: ds, BatchGap: gap,
		OwnOf: func(i Wavefront, j int) int64 { return wave.Own(i.Family, j) }}
	switch {
	case opt.Weights == PerWavefront && mt.waves != nil:
		ki.LOf = func(i Wavefront, j int) (int64, error) { return mt.waves.L(i.Family, j, false) }
		ki.SerialLOf = func(i Wavefront, j int) (int64, error) { return mt.waves.L(i.Family, j, true) }
	case opt.Weights == PerWavefront:
		ki.LOf = func(i Wavefront, j int) (int64, error) { return wave.L(i.Family, j) }
	}
	kb, err := Kernel(ki)
	if err != nil {
		return nil, fmt.Errorf("input set %s: %w", set, err)
	}
	sb.KernelBound = kb
	if occ.Warning != "" {
		ma.Notes = append(ma.Notes, "input set "+set+": "+occ.Warning)
	}
	if gap > 0 && occ.B > 1 {
		ma.Notes = append(ma.Notes, fmt.Sprintf("input set %s: a batch started up to %d cycles after the previous batch's last event; the bounds add (B - 1) × %d", set, gap, gap))
	}
	if t := kb.Parallel; t.Own > t.L {
		// L^j_{w_i} covers the wavefront's own path by construction;
		// this is a cross-check, not part of the bound.
		ma.Notes = append(ma.Notes, fmt.Sprintf("input set %s: CHECK FAILED: wavefront %s ran %d cycles in role %d in one run, more than its bound L = %d: the analysis did not cover its path (please report)", set, t.I, t.Own, t.J, t.L))
	}
	return sb, nil
}

func solveRole(ig *ipg.Graph, facts *flowfacts.Facts, bounds map[*cfg.Loop]ipet.LoopBound, stat []int64, st *traces.Stats,
	r RoleInput, starts [][]*ipg.IPT, streams int, cover bool) (*RoleBound, error) {
	w, unobserved := st.WeightsOrPooled(r.J)
	rb := &RoleBound{J: r.J, Weights: w, Streams: streams, Branch: r.Branch, Paths: r.Paths}
	var noWeight []*ipg.Edge
	for _, e := range unobserved {
		w[e.ID] = stat[e.ID]
		if w[e.ID] == static.NoWeight {
			w[e.ID] = 0
			noWeight = append(noWeight, e)
		}
	}
	cands := []RoleInput{r}
	switch {
	case starts != nil:
		cands = nil
		for _, s := range starts[r.J] {
			cands = append(cands, RoleInput{J: r.J, Start: s})
		}
		rb.Starts = starts[r.J]
		if len(cands) == 0 {
			// A split id the traces skip: nothing to start from.
			cands = []RoleInput{{J: r.J}}
		}
	case r.Absent:
		cands = nil // no execution has role j: L^j = 0
	case len(r.Variants) > 0:
		cands = r.Variants
		for _, v := range cands {
			rb.Starts = append(rb.Starts, startOr(ig, v.Start))
		}
	}
	rb.Variants = len(cands)
	rb.cands = cands
	// An unobserved edge that passes a call has no weight: only an edge
	// every start of the role prunes may stay so.
	for _, e := range noWeight {
		for _, v := range cands {
			if v.Removed == nil || !v.Removed[e.ID] {
				return nil, fmt.Errorf("IPG edge %s passes a call to a device function and no trace of role %d observed it: the callee has no static cost (a loop of it without a flow fact naming its header, or an indirect call), so there is no sound weight for it (run an input set that takes this path, or bound the callee's loops)", e, r.J)
			}
		}
	}
	rs := &roleSolver{ig: ig, facts: facts, bounds: bounds, dag: dagApplies(ig, facts), cover: cover}
	res, at, infeasible, err := rs.solve(w, cands)
	if err != nil {
		return nil, err
	}
	rb.Infeasible = infeasible
	if res == nil {
		// No start of the role is feasible: no execution has role j
		// (every traced wavefront in it is outside its role).
		res, at = &ipet.Result{Counts: make([]int64, len(ig.Edges))}, 0
	}
	v := RoleInput{J: r.J, Removed: allEdges(len(ig.Edges))}
	if len(cands) > 0 {
		v = cands[at]
	}
	rb.Result, rb.L, rb.Start, rb.Removed = res, res.Bound, startOr(ig, v.Start), v.Removed
	if v.Branch != nil {
		rb.Branch = v.Branch
	}
	rb.Pruned = 0
	for _, x := range rb.Removed {
		if x {
			rb.Pruned++
		}
	}
	// Live edges with static weights: those the worst case uses.
	for _, e := range unobserved {
		if rb.Removed != nil && rb.Removed[e.ID] {
			continue
		}
		if rb.Result.Counts[e.ID] > 0 {
			rb.Static = append(rb.Static, e)
		}
	}
	// Traced wavefronts of this role whose path no variant allows.
	for _, s := range st.Streams {
		if s.Split != r.J {
			continue
		}
		fits := false
		for _, v := range cands {
			if streamFits(ig, s, v) {
				fits = true
				break
			}
		}
		if !fits {
			rb.Outside++
		}
	}
	return rb, nil
}

func startOr(ig *ipg.Graph, p *ipg.IPT) *ipg.IPT {
	if p == nil {
		return ig.Start
	}
	return p
}

// streamFits reports whether a traced wavefront's path lies in a role
// variant's pruned IPG: it starts at the variant's start and takes no
// removed edge.
func streamFits(ig *ipg.Graph, s *traces.Stream, v RoleInput) bool {
	if s.FirstIPT != startOr(ig, v.Start) {
		return false
	}
	if v.Removed == nil {
		return true
	}
	for _, c := range s.Counts {
		if v.Removed[c.Edge.ID] {
			return false
		}
	}
	return true
}

func cutList(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	return strings.Join(names[:n], ", ") + fmt.Sprintf(", ... (%d more)", len(names)-n)
}

// AnalyzeEachS runs AnalyzeKernel for every S on the runs of that S and
// returns the results in the order of Ss. It works in two passes, each
// from the largest S down: first every mode under opt.Roles, then again,
// under opt.Fallback's roles, the modes whose premise failed. When several
// S fail, the error is the one AnalyzeKernel S by S in the order of Ss
// would give first.
//
// Progress counts role units per pass: for each S, S+1 units for its role
// analysis and S+1 per mode analyzed (one per role whose IPET is solved;
// an S with fewer roles counts the rest when it ends). The first pass's
// total is known from the runs, the second's once the first has ended:
// neither grows, and working from the largest S (the most work per unit)
// down makes the estimate start high and come down rather than run low.
func AnalyzeEachS(opt KernelOptions, Ss []int, runs []*TraceRun) ([]*SResult, error) {
	byS := map[int][]*TraceRun{}
	modes := map[int]map[timing.Mode]bool{}
	for _, r := range runs {
		byS[r.S] = append(byS[r.S], r)
		if modes[r.S] == nil {
			modes[r.S] = map[timing.Mode]bool{}
		}
		modes[r.S][r.Mode] = true
	}
	order := make([]int, len(Ss))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return Ss[order[a]] > Ss[order[b]] })

	m := &meter{fn: opt.Progress}
	opt.meter, opt.weights = m, &onceWeights{}
	total := 0
	for _, S := range Ss {
		total += (S + 1) * (1 + len(modes[S]))
	}
	m.start(PhaseAnalyze, total)
	kas := make([]*kernelAnalysis, len(Ss))
	errs := make([]error, len(Ss))
	for _, i := range order {
		S := Ss[i]
		goal := m.done + (S+1)*(1+len(modes[S]))
		kas[i], errs[i] = firstPass(opt, S, byS[S])
		m.set(goal)
	}

	total = 0
	for _, ka := range kas {
		if ka != nil {
			total += ka.fallbackUnits(opt)
		}
	}
	m.start(PhaseReanalyze, total)
	out := make([]*SResult, len(Ss))
	for _, i := range order {
		if errs[i] != nil {
			continue
		}
		goal := m.done + kas[i].fallbackUnits(opt)
		out[i], errs[i] = kas[i].finish(opt)
		m.set(goal)
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fallbackUnits are the progress units finish will count: the role
// analysis and each mode analyzed again, S+1 each; none when no mode
// needs it.
func (ka *kernelAnalysis) fallbackUnits(opt KernelOptions) int {
	n := 0
	for _, m := range ka.modes {
		if m.needsFallback(opt) {
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return (ka.S + 1) * (1 + n)
}

// onceWeights are the static weights of an analysis, made on first use:
// the same for every S and mode (one IPG, one set of facts, one latency
// model), so AnalyzeEachS builds the callee costs and weights once, not
// per S and mode.
type onceWeights struct {
	once sync.Once
	w    []int64
	err  error
}

// staticWeights are the weights of the edges no trace observed: Static
// when set, else from the latency model (made once per analysis).
func (o KernelOptions) staticWeights() ([]int64, error) {
	if o.Static != nil {
		return o.Static, nil
	}
	if o.weights == nil {
		return o.makeStaticWeights()
	}
	o.weights.once.Do(func() { o.weights.w, o.weights.err = o.makeStaticWeights() })
	return o.weights.w, o.weights.err
}

// makeStaticWeights weighs the edges from the latency model. A kernel with
// calls: the edges passing a call get the callee's static cost when every
// callee is bounded (its loops have facts), else no static weight
// (static.NoWeight), and must then be observed (solveRole).
func (o KernelOptions) makeStaticWeights() ([]int64, error) {
	tab, err := flowfacts.CostCallsIfBounded(o.IPG.CFG, o.Facts, o.latency().Table)
	if err != nil {
		return nil, err
	}
	return static.PartialSegmentWeights(o.IPG, tab)
}
