package choose

import (
	"fmt"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Config is what Run needs.
type Config struct {
	// Kernel is the kernel to mark, loaded for simulation (its text, its
	// workload with the input sets, its flow facts and hardware).
	Kernel *kernel.Kernel
	// MemoryBudget bounds the simulations' memory (splitmodel.SimConfig).
	MemoryBudget int64
	// Sets selects input sets of the workload (nil: all of them).
	Sets []workload.Set
	// S is the reserve slots per launch wavefront, 1..63.
	S int
	// MarkedOnly restricts the candidates to the branches the kernel's
	// code marks already (--candidates marked).
	MarkedOnly bool
	// StaticWeights predicts with the static latency model's segment
	// weights (ipet/static) instead of the unsplit simulation's
	// (--weights static).
	StaticWeights bool
	// Confirm is how many of the best predicted markings are simulated
	// besides the baselines (--confirm; negative: 0).
	Confirm int
	Search  SearchOptions
	// Workers run simulations (and predictions, unless Search.Workers is
	// set) concurrently; 0: GOMAXPROCS.
	Workers int
	// Progress, when set, is told what Run is doing.
	Progress func(stage string)
	// Latency weighs the segments no trace observed (--latency;
	// splitmodel.LatencyOf); zero: the simulator's hardware facts
	// (splitmodel.HardwareOf).
	Latency splitmodel.LatencyModel
}

// hardware is the analyses' hardware: k's, with c's latency model.
func (c Config) hardware(k *kernel.Kernel) splitmodel.Hardware {
	hw := splitmodel.HardwareOf(k.HW)
	if c.Latency.Table != nil {
		hw.Latency = c.Latency
	}
	return hw
}

// Simulation is a marking confirmed by simulation: its assembly emitted,
// simulated with S reserve slots over the input sets with the parallel
// guarantee, and analyzed as 'splitwcet analyze' does.
type Simulation struct {
	// Bound is the Eq. 5.4 bound of the runs (the largest over the sets).
	Bound int64
	// Observed is the longest observed kernel time.
	Observed int64
	// Outside counts traced wavefronts whose path their role's pruned IPG
	// excludes (the role analysis' premise did not hold for them).
	Outside int
	// Splits counts the split wavefronts the runs made.
	Splits  int
	Result  *splitmodel.SResult
	Emitted *Emitted
}

// Evaluated is one marking with its prediction and, when confirmed, its
// simulation.
type Evaluated struct {
	// Name is "search #k" (k-th best prediction) or a baseline: "none",
	// "first-S", "thesis", "as-marked".
	Name      string
	Marking   Marking
	Predicted *Prediction
	Sim       *Simulation
	// Aliases are the other entries with the same marking.
	Aliases []string
}

// Result is what Run found.
type Result struct {
	Kernel, Source string
	S              int
	HW             timing.Config
	Graph          *cfg.Graph
	IPG            *ipg.Graph
	Candidates     []*Candidate
	Excluded       []Excluded
	MarkedOnly     bool
	StaticWeights  bool
	Model          *Model
	Search         *SearchResult
	// Unsplit is the analysis of the unsplit (S = 0) runs that gave the
	// weights and δ^0.
	Unsplit *splitmodel.ModeAnalysis
	// Confirmed are the best predicted markings, simulated, best
	// prediction first; Baselines none, first-S, thesis (and as-marked
	// when the kernel marks candidates and that differs from first-S).
	Confirmed []*Evaluated
	Baselines []*Evaluated
	// Chosen has the smallest simulated bound among Confirmed and
	// Baselines (ties: smaller prediction, fewer marks, lower indexes,
	// then the earlier entry).
	Chosen *Evaluated
	Notes  []string
	// Static, with choose --static, is the static bound of the chosen
	// marking (set by the caller: splitmodel/staticbound.ForChosen).
	Static *StaticBound
	src    []byte
}

// StaticBound is the fully static bound (docs/static.md) of the chosen
// marking at S: no simulation, every input and schedule of the hardware
// model; Dominant names its largest interference term per mode.
type StaticBound struct {
	Parallel         int64  `json:"static_parallel_cycles"`
	Serial           int64  `json:"static_serial_cycles"`
	DominantParallel string `json:"dominant_parallel"`
	DominantSerial   string `json:"dominant_serial"`
}

// Branches returns the candidate branches of a marking.
func (r *Result) Branches(mk Marking) []*Candidate {
	var out []*Candidate
	for _, i := range mk {
		out = append(out, r.Candidates[i])
	}
	return out
}

// Baseline returns the baseline with the given name, or nil.
func (r *Result) Baseline(name string) *Evaluated {
	for _, b := range r.Baselines {
		if b.Name == name {
			return b
		}
	}
	return nil
}

// Run chooses the split marking of a kernel for S splits per launch
// wavefront (docs/choose.md):
//
//  1. simulate the kernel unsplit (S = 0, parallel guarantee) over the
//     input sets and analyze the runs: segment weights, loop bounds, δ^0
//     and B per set;
//  2. predict markings analytically (Model.Predict) and search them
//     (Model.Search);
//  3. predict the baselines: no splitting, every candidate (first-S), the
//     thesis' guidance (Model.Thesis) and the kernel's own marking;
//  4. confirm the Confirm best predictions and the baselines: emit each
//     marking (Emit, checked by CheckEmitted), simulate it with S reserve
//     slots and analyze it as 'splitwcet analyze' does (Eq. 5.4);
//  5. choose the smallest simulated bound.
func Run(c Config) (*Result, error) {
	k, sets, err := c.inputs()
	if err != nil {
		return nil, err
	}
	res, err := newResult(c, k)
	if err != nil {
		return nil, err
	}
	progress := func(s string) {
		if c.Progress != nil {
			c.Progress(s)
		}
	}

	// 1. The unsplit runs.
	progress(fmt.Sprintf("simulating unsplit (S = 0) over %d input set(s)", len(sets)))
	screen, err := res.unsplit(c, sets)
	if err != nil {
		return nil, err
	}

	// 2. Search.
	so := c.Search
	if so.Workers == 0 {
		so.Workers = c.Workers
	}
	progress(fmt.Sprintf("searching markings of %d candidate(s)", len(res.Candidates)))
	if res.Search, err = res.Model.Search(so); err != nil {
		return nil, err
	}

	// 3. Baselines.
	progress("predicting the baselines")
	if err := res.baselines(screen, c.Confirm); err != nil {
		return nil, err
	}

	// 4. Confirm by simulation (each distinct marking once).
	all := append(append([]*Evaluated(nil), res.Confirmed...), res.Baselines...)
	sims := map[string]*Simulation{}
	for _, e := range all {
		key := e.Marking.Key()
		if s, ok := sims[key]; ok {
			e.Sim = s
			continue
		}
		progress(fmt.Sprintf("simulating %s %s with S = %d", e.Name, res.Model.Describe(e.Marking), c.S))
		s, err := res.simulate(c, sets, e.Marking)
		if err != nil {
			return nil, fmt.Errorf("confirming %s %s: %w", e.Name, res.Model.Describe(e.Marking), err)
		}
		sims[key] = s
		e.Sim = s
	}

	// 5. Choose.
	res.choose(all)
	return res, nil
}

// inputs checks the configuration: S, a kernel loaded for simulation, and
// the input sets to simulate (Sets, else the workload's).
func (c Config) inputs() (*kernel.Kernel, []workload.Set, error) {
	if c.S < 1 || c.S > isa.MaxS {
		return nil, nil, fmt.Errorf("choose: S = %d: want 1..%d (a marking needs at least one reserve slot)", c.S, isa.MaxS)
	}
	if c.Kernel == nil || c.Kernel.Program == nil || c.Kernel.Workload == nil || c.Kernel.Text == nil {
		return nil, nil, fmt.Errorf("choose: the kernel must be loaded for simulation, with its text and workload")
	}
	k := c.Kernel
	sets := c.Sets
	if sets == nil {
		sets = k.Workload.Sets
	}
	if len(sets) == 0 {
		return nil, nil, fmt.Errorf("choose: the workload has no input set")
	}
	return k, sets, nil
}

// newResult is the result before any simulation: the kernel and its
// candidate branches (only the marked ones with MarkedOnly).
func newResult(c Config, k *kernel.Kernel) (*Result, error) {
	g, ig := k.CFG, k.IPG
	res := &Result{Kernel: k.Name(), Source: k.Source, S: c.S, HW: k.HW, Graph: g, IPG: ig,
		MarkedOnly: c.MarkedOnly, StaticWeights: c.StaticWeights, src: k.Text}
	res.Candidates, res.Excluded = Candidates(ig)
	if c.MarkedOnly {
		var keep []*Candidate
		for _, cd := range res.Candidates {
			if cd.Marked {
				cd.Index = len(keep)
				keep = append(keep, cd)
			} else {
				res.Excluded = append(res.Excluded, Excluded{cd.Branch, "not marked in the code (--candidates marked)"})
			}
		}
		if len(keep) == 0 {
			return nil, fmt.Errorf("%s: the kernel marks no candidate branch (MODE bit 21 is never set at an if-type s_cbranch_execz/execnz): use --candidates all", k.Source)
		}
		res.Candidates = keep
	}
	sort.Slice(res.Excluded, func(a, b int) bool {
		return res.Excluded[a].Branch.Instr.Pos().Line < res.Excluded[b].Branch.Instr.Pos().Line
	})

	return res, nil
}

// unsplit simulates and analyzes the kernel unsplit and makes the Model
// from it (segment weights, loop bounds, δ^0 and B per set); it returns
// the weights that screen the thesis baseline's candidates.
func (res *Result) unsplit(c Config, sets []workload.Set) ([]int64, error) {
	k, g, ig := c.Kernel, res.Graph, res.IPG
	hw := c.hardware(k)
	runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: sets, S: []int{0},
		Modes: []timing.Mode{timing.Parallel}, Workers: c.Workers, MemoryBudget: c.MemoryBudget})
	if err != nil {
		return nil, err
	}
	an, err := splitmodel.AnalyzeKernel(splitmodel.KernelOptions{IPG: ig, HW: hw, Facts: k.Facts, Roles: splitmodel.PolicyRoles(roles.WorstCase, hw.Policy)}, 0, runs)
	if err != nil {
		return nil, err
	}
	ma := an.Parallel
	res.Unsplit = ma
	tab, err := flowfacts.CostCallsIfBounded(ig.CFG, k.Facts, static.Default())
	if err != nil {
		return nil, err
	}
	stat, err := static.PartialSegmentWeights(ig, tab)
	if err != nil {
		return nil, err
	}
	// screen ranks the thesis baseline's candidates (Model.Thesis). In a
	// kernel with a call the static model cannot cost (a callee loop
	// without a fact, an indirect call) there is no static prediction, and
	// the screening takes the unsplit traces' weight for the edges that
	// pass a call.
	screen, calls := stat, false
	for i, x := range stat {
		if x != static.NoWeight {
			continue
		}
		if c.StaticWeights {
			return nil, fmt.Errorf("--weights static: the kernel calls a device function whose cost the static latency model cannot give (bound its loops with flow facts naming their headers)")
		}
		if !calls {
			calls, screen = true, append([]int64(nil), stat...)
			res.Notes = append(res.Notes, "the kernel calls a device function the static model cannot cost (a loop without a fact, or an indirect call): no static prediction breaks ties between equal predictions, and the thesis baseline screens the edges that pass a call with the unsplit traces' weights")
		}
		screen[i] = ma.Roles[0].Weights[i]
	}
	if calls {
		stat = nil
	}
	weights, secondary := append([]int64(nil), ma.Roles[0].Weights...), stat
	if c.StaticWeights {
		weights, secondary = secondary, weights
		res.Notes = append(res.Notes, "predictions use the static latency model's segment weights (--weights static); δ^0, B and loop bounds still come from the unsplit simulation")
	}
	bounds, err := observedBounds(g, k.Facts, ma)
	if err != nil {
		return nil, err
	}
	model := &Model{IPG: ig, S: c.S, Policy: hw.Policy, Weights: weights, Secondary: secondary, Bounds: bounds, Facts: k.Facts, Cands: res.Candidates}
	if hw.Reconverge {
		// No unsplit run splits or merges: the delays are those analyze
		// gives a split or merge no trace measured.
		model.Reconverge = true
		model.SplitDelay, model.JoinDelay = int64(hw.SplitDelay+hw.SIMDsPerCU), int64(hw.JoinDelay+hw.SIMDsPerCU)
	}
	for _, sb := range ma.Sets {
		model.Sets = append(model.Sets, SetTerms{Set: sb.Set, B: sb.B, Delta0: sb.MaxDelta[0]})
	}
	res.Model = model
	return screen, nil
}

// baselines predicts the baselines (no splitting, first-S, the thesis'
// guidance, the kernel's own marking) and takes the confirm best
// predictions of the search.
func (res *Result) baselines(screen []int64, confirm int) error {
	model := res.Model
	thesis, err := model.Thesis(screen)
	if err != nil {
		return err
	}
	base := []struct {
		name string
		mk   Marking
	}{{"none", nil}, {"first-S", model.FirstS()}, {"thesis", thesis}}
	if own := model.AsMarked(); len(own) > 0 && own.Key() != model.FirstS().Key() {
		base = append(base, struct {
			name string
			mk   Marking
		}{"as-marked", own})
	}
	for _, b := range base {
		p, err := model.Predict(b.mk)
		if err != nil {
			return fmt.Errorf("baseline %s: %w", b.name, err)
		}
		res.Baselines = append(res.Baselines, &Evaluated{Name: b.name, Marking: b.mk, Predicted: p})
	}
	for k, p := range res.Search.Ranked {
		if k >= confirm {
			break
		}
		res.Confirmed = append(res.Confirmed, &Evaluated{Name: fmt.Sprintf("search #%d", k+1), Marking: p.Marking, Predicted: p})
	}
	return nil
}

// choose takes the best of the simulated markings all, names the markings
// several of them share, and notes a simulated bound below its
// observation.
func (res *Result) choose(all []*Evaluated) {
	for _, e := range all {
		if res.Chosen == nil || simBetter(e, res.Chosen) {
			res.Chosen = e
		}
	}
	for _, e := range all {
		for _, f := range all {
			if f != e && f.Marking.Key() == e.Marking.Key() {
				e.Aliases = append(e.Aliases, f.Name)
			}
		}
	}
	noted := map[string]bool{}
	for _, e := range all {
		if noted[e.Marking.Key()] {
			continue
		}
		noted[e.Marking.Key()] = true
		if e.Sim.Bound < e.Sim.Observed {
			res.Notes = append(res.Notes, fmt.Sprintf("%s %s: the simulated bound %d is below the observed time %d: the role analysis' premise did not hold for some wavefronts (%d outside their role)",
				e.Name, res.Model.Describe(e.Marking), e.Sim.Bound, e.Sim.Observed, e.Sim.Outside))
		}
	}
}

// simBetter reports whether e beats f for the choice.
func simBetter(e, f *Evaluated) bool {
	if e.Sim.Bound != f.Sim.Bound {
		return e.Sim.Bound < f.Sim.Bound
	}
	if e.Predicted.Bound != f.Predicted.Bound {
		return e.Predicted.Bound < f.Predicted.Bound
	}
	return e.Marking.less(f.Marking)
}

// Emit returns the kernel's assembly with a marking (Emit on the source
// Run read).
func (r *Result) Emit(mk Marking) (*Emitted, error) {
	var marks []*cfg.Branch
	for _, c := range r.Branches(mk) {
		marks = append(marks, c.Branch)
	}
	return Emit(r.src, r.Graph, marks)
}

func (r *Result) simulate(c Config, sets []workload.Set, mk Marking) (*Simulation, error) {
	em, err := r.Emit(mk)
	if err != nil {
		return nil, err
	}
	var marks []*cfg.Branch
	for _, cd := range r.Branches(mk) {
		marks = append(marks, cd.Branch)
	}
	k := c.Kernel
	name := k.Source + " (marked by choose)"
	mk2, err := kernel.FromText(name, em.Text, kernel.Config{Kernel: k.Name(), Simulate: true, Workload: k.Workload, Facts: k.Facts, HW: &k.HW})
	if err != nil {
		return nil, fmt.Errorf("the emitted assembly: %w", err)
	}
	if err := CheckEmitted(r.Graph, mk2.CFG, marks, em); err != nil {
		return nil, err
	}
	roles, err := r.mappedRoles(mk, mk2.IPG)
	if err != nil {
		return nil, err
	}
	return SimulateMarked(mk2, c, sets, roles, em)
}

// mappedRoles returns the roles of an emitted kernel for AnalyzeKernel:
// the roles the model's role analysis found for the marking on the
// original IPG, carried over to the emitted kernel's IPG when its IPTs and
// edges correspond one to one (the emitted code differs only by MODE
// writes, which the role analysis steps over), which saves a second role
// analysis (seconds on examples/large with every candidate marked); else,
// and for S other than the model's, the role analysis (its policy) on the
// emitted kernel, as 'splitwcet analyze' does (under the model's split
// policy). A test checks that both agree. With reconvergence the roles
// carry their merges, which RoleInput does not: the role analysis runs
// again on the emitted kernel.
func (r *Result) mappedRoles(mk Marking, ig2 *ipg.Graph) (splitmodel.RolesFunc, error) {
	own := analyzeRoles(roles.WorstCase, r.Model.Policy, r.Model.Reconverge)
	if len(mk) == 0 || r.Model.Reconverge || !sameShape(r.IPG, ig2) {
		return own, nil
	}
	ra, err := r.Model.Roles(mk)
	if err != nil {
		return nil, err
	}
	branch := map[int]*cfg.Branch{}
	for _, br := range ig2.CFG.Branches {
		branch[br.Block.ID] = br
	}
	conv := func(v *roles.Role) splitmodel.RoleInput {
		in := splitmodel.RoleInput{J: v.J, Absent: v.Absent, Removed: v.Removed, Paths: v.Paths}
		if v.Start != nil {
			in.Start = ig2.IPTs[v.Start.ID]
		}
		if v.Branch != nil {
			in.Branch = branch[v.Branch.Block.ID]
		}
		return in
	}
	var roles []splitmodel.RoleInput
	for _, rl := range ra.Roles {
		in := conv(rl)
		if len(rl.Variants) > 1 {
			for _, v := range rl.Variants {
				in.Variants = append(in.Variants, conv(v))
			}
		}
		roles = append(roles, in)
	}
	notes := append([]string(nil), ra.Notes...)
	S := r.S
	return func(ig *ipg.Graph, s int) ([]splitmodel.RoleInput, []string, error) {
		if ig != ig2 || s != S {
			return own(ig, s)
		}
		return roles, notes, nil
	}, nil
}

// sameShape reports whether two IPGs correspond one to one: IPTs in the
// same blocks with the same kinds, edges between the same IPTs with the
// same outcomes, in the same order.
func sameShape(a, b *ipg.Graph) bool {
	if len(a.IPTs) != len(b.IPTs) || len(a.Edges) != len(b.Edges) || len(a.CFG.Blocks) != len(b.CFG.Blocks) {
		return false
	}
	for i, p := range a.IPTs {
		q := b.IPTs[i]
		if p.Block.ID != q.Block.ID || p.Kinds != q.Kinds {
			return false
		}
	}
	for i, e := range a.Edges {
		f := b.Edges[i]
		if e.From.ID != f.From.ID || e.To.ID != f.To.ID || e.Outcome != f.Outcome {
			return false
		}
	}
	return true
}

// SimulateMarked simulates an emitted kernel (loaded for simulation) with
// c.S reserve slots over the sets (parallel guarantee) and analyzes the
// runs as 'splitwcet analyze' does (Eq. 5.4, per-wavefront weights) with
// the given roles (nil: the role analysis under the worst-case premise and
// the hardware's split policy).
func SimulateMarked(k *kernel.Kernel, c Config, sets []workload.Set, rf splitmodel.RolesFunc, em *Emitted) (*Simulation, error) {
	ig := k.IPG
	if rf == nil {
		rf = analyzeRoles(roles.WorstCase, k.HW.SplitPolicy, k.HW.Reconverge)
	}
	runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: sets, S: []int{c.S},
		Modes: []timing.Mode{timing.Parallel}, Workers: c.Workers, MemoryBudget: c.MemoryBudget})
	if err != nil {
		return nil, err
	}
	// Where the worst-case premise fails, the roles are derived again under
	// the all-executions assumption, as analyze does: the simulated bound
	// covers what was observed.
	opt := splitmodel.KernelOptions{IPG: ig, HW: c.hardware(k), Facts: k.Facts, Roles: rf,
		Assumption: roles.WorstCase.String(), Fallback: analyzeRoles(roles.AllExecutions, k.HW.SplitPolicy, k.HW.Reconverge),
		BoundsOnly: confirmBoundsOnly} // a Simulation keeps the bounds, not the notes
	an, err := splitmodel.AnalyzeKernel(opt, c.S, runs)
	if err != nil {
		return nil, err
	}
	m := an.Parallel
	s := &Simulation{Bound: m.BoundParallel, Observed: m.Observed, Result: an, Emitted: em, Splits: m.Stats.NumSplits()}
	for _, rb := range m.Roles {
		s.Outside += rb.Left
	}
	if v := splitmodel.Violations([]*splitmodel.SResult{an}); len(v) > 0 {
		return nil, fmt.Errorf("the simulated bound of a marking is below its observation: %s", strings.Join(v, "; "))
	}
	return s, nil
}

// confirmBoundsOnly is SimulateMarked's KernelOptions.BoundsOnly; false
// only in TestConfirmationsBoundsOnly, which compares the two.
var confirmBoundsOnly = true

// analyzeRoles is the role analysis 'splitwcet analyze' runs under assume
// and the split policy p, with splits that reconverge when reconverge.
func analyzeRoles(assume roles.Assumption, p split.Policy, reconverge bool) splitmodel.RolesFunc {
	if reconverge {
		return splitmodel.ReconvergentRoles(assume, p)
	}
	return splitmodel.PolicyRoles(assume, p)
}

// observedBounds returns the loop bounds the unsplit traces show for the
// loops the facts do not bound (as 'splitwcet analyze' takes them).
func observedBounds(g *cfg.Graph, facts *flowfacts.Facts, ma *splitmodel.ModeAnalysis) (map[*cfg.Loop]ipet.LoopBound, error) {
	byFacts := map[*cfg.Loop]bool{}
	if facts != nil {
		bs, err := facts.Resolve(g)
		if err != nil {
			return nil, err
		}
		for l := range bs {
			byFacts[l] = true
		}
	}
	out := map[*cfg.Loop]ipet.LoopBound{}
	obs := ma.Stats.ObservedLoopBounds()
	for _, l := range g.Loops {
		if n, ok := obs[l]; ok && !byFacts[l] {
			out[l] = ipet.LoopBound{Loop: l, Max: n, Origin: "observed in the unsplit traces"}
		}
	}
	return out, nil
}
