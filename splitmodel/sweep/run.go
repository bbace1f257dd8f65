package sweep

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Options say which cases a run executes and how.
type Options struct {
	// Out is the results directory.
	Out   string
	Shard Shard
	// Workers run cases concurrently (0: GOMAXPROCS).
	Workers int
	// Progress, when set, is called after each case with the cases done
	// and the total of the shard (from one goroutine at a time).
	Progress func(done, total int)
}

// Stats count what a run did.
type Stats struct {
	Ran, Skipped int
}

// Tool is the version string results record (kernel.ToolInfo).
func Tool() string { return kernel.ToolInfo().String() }

// SweepManifest is the manifest of m's cases.
func SweepManifest(m *Matrix) *Manifest {
	man := &Manifest{Kind: KindSweep, Matrix: m.Hash, Tool: Tool(), Name: m.Name}
	for _, c := range m.Cases {
		man.Cases = append(man.Cases, c.ID)
	}
	return man
}

// Run executes the shard's cases of m that have no valid result in
// o.Out yet, writing one result file per case.
func Run(ctx context.Context, m *Matrix, o Options) (Stats, error) {
	man := SweepManifest(m)
	return runCases(o, man, o.Shard.Indexes(len(m.Cases)), func(i int) (any, error) {
		return caseBody{Case: m.Cases[i], CaseResult: runCase(ctx, m, &m.Cases[i])}, nil
	})
}

// runCases runs do for every index of idx whose case has no valid result
// in o.Out and writes its result; the results depend on the cases alone,
// not on the workers or the order.
func runCases(o Options, man *Manifest, idx []int, do func(i int) (any, error)) (Stats, error) {
	if err := prepare(o.Out, man); err != nil {
		return Stats{}, err
	}
	var st Stats
	var todo []int
	for _, i := range idx {
		if _, ok := readResult(o.Out, man, man.Cases[i]); ok {
			st.Skipped++
		} else {
			todo = append(todo, i)
		}
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	done := st.Skipped
	for w := 0; w < min(workers, len(todo)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				start := time.Now()
				body, err := do(i)
				if err == nil {
					err = writeResult(o.Out, man, man.Cases[i], i, time.Since(start).Seconds(), body)
				}
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				st.Ran++
				done++
				if o.Progress != nil {
					o.Progress(done, len(idx))
				}
				mu.Unlock()
			}
		}()
	}
	for _, i := range todo {
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return st, firstErr
}

// CaseResult is what a sweep case found.
type CaseResult struct {
	// Kernel is the selected kernel's name; Marked the split-marked
	// branches of the code the case ran (after its marking).
	Kernel string `json:"kernel"`
	Marked int    `json:"marked_branches"`
	// Error ends the case (loading, marking, simulation or analysis).
	Error string `json:"error,omitempty"`
	// Chosen is the marking the `choose` marking picked.
	Chosen   *ChooseResult `json:"chosen_marking,omitempty"`
	Simulate []SimRun      `json:"simulate,omitempty"`
	Analyze  []ModeResult  `json:"analyze,omitempty"`
	Choose   *ChooseResult `json:"choose,omitempty"`
}

// SimRun is one simulation of a case: an input set in a mode, its
// kernel time and the split wavefronts it traced.
type SimRun struct {
	Set    string `json:"set"`
	Mode   string `json:"mode"`
	Cycles int64  `json:"cycles"`
	Splits int    `json:"splits"`
}

// ModeResult is analyze's row for one mode: the observed time and the
// bound of its equation (Eq. 5.4 for parallel runs, Eq. 5.5 for serialized
// runs), maxima over the input sets.
type ModeResult struct {
	Mode        string   `json:"mode"`
	Observed    int64    `json:"observed_cycles"`
	Bound       int64    `json:"bound_cycles"`
	PremiseHeld bool     `json:"premise_held"`
	Violations  []string `json:"violations,omitempty"`
	// OverBudget is set when the kernel has a budget (KernelRef.Budget, at
	// the case's hardware clock) and the bound exceeds it.
	OverBudget bool `json:"over_budget,omitempty"`
}

// ChooseResult is choose's pick: the chosen entry's name, its marked
// branches (block labels), its simulated Eq. 5.4 bound and observation,
// and the bound of the no-splitting baseline.
type ChooseResult struct {
	Name      string   `json:"name"`
	Branches  []string `json:"branches"`
	Bound     int64    `json:"bound_cycles"`
	Observed  int64    `json:"observed_cycles"`
	BoundNone int64    `json:"bound_none_cycles"`
}

// runCase runs one case; a panic is caught and reported as its error.
func runCase(ctx context.Context, m *Matrix, c *Case) (res *CaseResult) {
	res = &CaseResult{}
	defer func() {
		if r := recover(); r != nil {
			res.Error = fmt.Sprintf("internal error (a bug): %v\n%s", r, debug.Stack())
		}
	}()
	if err := doCase(ctx, m, c, res); err != nil {
		res.Error = err.Error()
	}
	return res
}

// Load loads a case's kernel for simulation, with its workload, facts and
// hardware.
func (m *Matrix) Load(ctx context.Context, c *Case) (*kernel.Kernel, error) {
	hwPath := ""
	if c.Hardware != "default" {
		hwPath = m.Resolve(c.Hardware)
	}
	if c.Kernel.Example != "" {
		hw, _, err := timing.ReadFile(hwPath)
		if err == nil {
			hw.SplitPolicy, err = split.Parse(c.Policy)
		}
		if err != nil {
			return nil, err
		}
		hw.Reconverge = hw.Reconverge || c.Reconverge
		return kernel.Example(c.Kernel.Example, kernel.Config{Simulate: true, HW: &hw})
	}
	return kernel.Load(ctx, kernel.Input{Path: m.Resolve(c.Kernel.File), Processor: c.Kernel.Arch,
		Workload: m.Resolve(c.Workload), Facts: m.Resolve(c.Kernel.Facts), HW: hwPath, SplitPolicy: c.Policy, Reconverge: c.Reconverge, NeedWorkload: true,
		MemoryBudget: m.MemoryBudget, Config: kernel.Config{Simulate: true, Kernel: c.Kernel.Kernel}})
}

func selectSets(wf *workload.File, name string) ([]workload.Set, error) {
	if name == "all" {
		return wf.Sets, nil
	}
	set, err := wf.Set(name)
	if err != nil {
		return nil, err
	}
	return []workload.Set{*set}, nil
}

func modesOf(mode string) []timing.Mode {
	switch mode {
	case "parallel":
		return []timing.Mode{timing.Parallel}
	case "serial":
		return []timing.Mode{timing.Serial}
	}
	return []timing.Mode{timing.Parallel, timing.Serial}
}

func doCase(ctx context.Context, m *Matrix, c *Case, res *CaseResult) error {
	k, err := m.Load(ctx, c)
	if err != nil {
		return err
	}
	res.Kernel = k.Name()
	sets, err := selectSets(k.Workload, c.Set)
	if err != nil {
		return err
	}
	// The marking.
	var chosen *choose.Result
	switch c.Marking {
	case "none", "whole-kernel":
		var marks []*cfg.Branch
		if c.Marking == "whole-kernel" {
			cands, _ := choose.Candidates(k.IPG)
			for _, cd := range cands {
				marks = append(marks, cd.Branch)
			}
		}
		em, err := choose.Emit(k.Text, k.CFG, marks)
		if err != nil {
			return fmt.Errorf("marking %s: %w", c.Marking, err)
		}
		if k, err = remark(k, em.Text, c.Marking); err != nil {
			return err
		}
	case "choose":
		if chosen, err = choose.Run(chooseConfig(m, k, sets, c.S)); err != nil {
			return fmt.Errorf("marking choose: %w", err)
		}
		res.Chosen = chooseResultOf(chosen)
		if k, err = remark(k, chosen.Chosen.Sim.Emitted.Text, "choose"); err != nil {
			return err
		}
	}
	for _, br := range k.CFG.Branches {
		if br.Split == cfg.SplitOn {
			res.Marked++
		}
	}
	var runs []*splitmodel.TraceRun
	modes := modesOf(c.Mode)
	for _, r := range c.Run {
		switch r {
		case "simulate", "analyze":
			if runs != nil {
				break
			}
			if runs, err = splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: sets, S: []int{c.S}, Modes: modes,
				Workers: 1, MemoryBudget: m.MemoryBudget}); err != nil {
				return err
			}
		}
	}
	for _, r := range c.Run {
		switch r {
		case "simulate":
			for _, tr := range runs {
				res.Simulate = append(res.Simulate, SimRun{Set: tr.Set, Mode: tr.Mode.String(), Cycles: tr.Cycles, Splits: tr.Splits()})
			}
		case "analyze":
			var opt splitmodel.KernelOptions
			opt.UseRoles(roles.WorstCase)
			opt.IPG, opt.HW, opt.Facts, opt.Weights = k.IPG, splitmodel.HardwareOf(k.HW), k.Facts, splitmodel.PerWavefront
			rs, err := splitmodel.AnalyzeEachS(opt, []int{c.S}, runs)
			if err != nil {
				return fmt.Errorf("analyze: %w", err)
			}
			var budget *ci.Budget
			if c.Kernel.Budget != "" {
				b, err := ci.ParseBudget(c.Kernel.Budget, k.HW.ClockMHz)
				if err != nil {
					return err
				}
				budget = &b
			}
			for _, ma := range rs[0].Modes() {
				res.Analyze = append(res.Analyze, ModeResult{Mode: ma.Mode.String(), Observed: ma.Observed, Bound: ma.Bound(),
					PremiseHeld: ma.PremiseHeld, Violations: ma.Violations(), OverBudget: budget != nil && !budget.Within(ma.Bound())})
			}
		case "choose":
			if chosen == nil {
				if chosen, err = choose.Run(chooseConfig(m, k, sets, c.S)); err != nil {
					return fmt.Errorf("choose: %w", err)
				}
			}
			res.Choose = chooseResultOf(chosen)
		}
	}
	return nil
}

func chooseConfig(m *Matrix, k *kernel.Kernel, sets []workload.Set, S int) choose.Config {
	return choose.Config{Kernel: k, Sets: sets, S: S, MemoryBudget: m.MemoryBudget, Confirm: 3, Workers: 1,
		Search: choose.SearchOptions{Workers: 1}}
}

func chooseResultOf(r *choose.Result) *ChooseResult {
	cr := &ChooseResult{Name: r.Chosen.Name, Branches: []string{}, Bound: r.Chosen.Sim.Bound, Observed: r.Chosen.Sim.Observed, BoundNone: -1}
	for _, cd := range r.Branches(r.Chosen.Marking) {
		cr.Branches = append(cr.Branches, cd.Label())
	}
	if b := r.Baseline("none"); b != nil && b.Sim != nil {
		cr.BoundNone = b.Sim.Bound
	}
	return cr
}

// remark loads the kernel k rewritten with another marking.
func remark(k *kernel.Kernel, text []byte, marking string) (*kernel.Kernel, error) {
	k2, err := kernel.FromText(k.Source+" (marking "+marking+")", text, kernel.Config{Kernel: k.Name(), Simulate: true,
		Workload: k.Workload, Facts: k.Facts, HW: &k.HW})
	if err != nil {
		return nil, fmt.Errorf("marking %s: the emitted assembly: %w", marking, err)
	}
	return k2, nil
}
