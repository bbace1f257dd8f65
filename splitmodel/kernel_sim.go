package splitmodel

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// HardwareOf returns the kernel model's view of a timing configuration
// (T_WF = isa.MaxLanes, the simulated targets' wave64).
func HardwareOf(c timing.Config) Hardware {
	lat, _ := LatencyOf(c, LatencySimulator) // never fails: caches fall back, named
	return Hardware{CUs: c.CUs, SIMDsPerCU: c.SIMDsPerCU, SlotsPerSIMD: c.SlotsPerSIMD, WavefrontSize: isa.MaxLanes, Policy: c.SplitPolicy,
		Reconverge: c.Reconverge, SplitDelay: c.SplitDelay, JoinDelay: c.JoinDelay, Latency: lat}
}

// HardwareInfo is the hardware as reports name it (JSON "hardware").
type HardwareInfo struct {
	Name          string `json:"name"`
	CUs           int    `json:"compute_units"`
	SIMDsPerCU    int    `json:"simds_per_cu"`
	SlotsPerSIMD  int    `json:"launch_slots_per_simd"`
	WavefrontSize int    `json:"T_WF"`
	WHW           int    `json:"W_HW"`
}

// InfoOf returns the report view of a timing configuration; W_HW is the
// kernel model's (Hardware.WHW).
func InfoOf(c timing.Config) HardwareInfo {
	h := HardwareOf(c)
	return HardwareInfo{Name: c.Name, CUs: h.CUs, SIMDsPerCU: h.SIMDsPerCU, SlotsPerSIMD: h.SlotsPerSIMD, WavefrontSize: h.WavefrontSize, WHW: h.WHW()}
}

// Describe is the one-line description of the hardware in reports.
func Describe(c timing.Config) string {
	h := InfoOf(c)
	return fmt.Sprintf("%s: %d CUs × %d SIMDs × %d launch slots (W_HW = %d), T_WF = %d", h.Name, h.CUs, h.SIMDsPerCU, h.SlotsPerSIMD, h.WHW, h.WavefrontSize)
}

// LaunchOf returns G, T_WG and, for a partial grid (OpenCL 2.0
// non-uniform work-groups), the wavefronts the launch creates: G counts
// every workgroup, partial ones too, and T_WG is the size of a whole one.
func LaunchOf(l *sim.Launch) Launch {
	g, t := 1, 1
	for d := 0; d < 3; d++ {
		g *= max(l.Workgroups[d], 1)
		t *= max(l.WorkgroupSize[d], 1)
	}
	out := Launch{Workgroups: g, WorkgroupSize: t}
	if l.Partial() {
		for _, sh := range l.GroupShapes() {
			out.Wavefronts += sh.Count * ceilDiv(sh.WorkItems, 64)
		}
	}
	return out
}

// SimConfig says what Simulate runs: every input set for every S in every
// mode, on the kernel's hardware with its IPTs as probes.
type SimConfig struct {
	Kernel *kernel.Kernel // loaded with Simulate: program and probes
	Sets   []workload.Set
	S      []int
	Modes  []timing.Mode
	// Workers run simulations concurrently (0: GOMAXPROCS).
	Workers int
	// Progress, when set, is called after each run with the runs done and
	// the total (from one goroutine at a time).
	Progress func(done, total int)
	// MemoryBudget bounds the memory of the runs (0: sim.DefaultMemoryBudget,
	// negative: no bound): each run's launch is checked before it starts
	// (timing.Options.MemoryBudget), and the IPT events all runs keep in
	// memory, which no one knows up front, are capped at what the budget
	// leaves beside the runs in flight (EventLimitError).
	MemoryBudget int64
}

// eventBytes is the memory of one kept event, with room for the growth of
// the slice that holds it (old and new backing arrays while it doubles),
// and of a wave's record as if every event were of a new wave.
const eventBytes = 3*compactEventBytes + waveRecBytes

// EventLimitError ends Simulate when the events would exceed the memory
// budget: those of one run (at most 1/32 of the budget: a wavefront
// that never leaves a loop is reported early, as simulate's livelock guard
// does) or of all runs together.
type EventLimitError struct {
	Events, Budget int64
	OneRun         bool
}

func (e *EventLimitError) Error() string {
	what := "the runs together produced"
	if e.OneRun {
		what = "the run produced"
	}
	return fmt.Sprintf("%s more than %d IPT events, more than the memory budget of %s keeps (%d bytes each; one run at most 1/32 of it): a wavefront may never leave a loop (livelock), or the runs are too long to keep in memory; raise --memory-budget, or analyze fewer S values or input sets (-S, --set)",
		what, e.Events, sim.FormatBytes(e.Budget), eventBytes)
}

// limitSink keeps a run's events while the events of all runs stay under
// max, and stops when another run failed.
type limitSink struct {
	run         *TraceRun
	n           *atomic.Int64 // events of all runs
	max, maxRun int64
	budget      int64
	failed      *atomic.Bool
}

func (s *limitSink) Write(e traces.Event) error {
	if s.failed.Load() {
		return timing.ErrStopped
	}
	if int64(s.run.NumEvents()) >= s.maxRun {
		return &EventLimitError{Events: s.maxRun, Budget: s.budget, OneRun: true}
	}
	if s.n.Add(1) > s.max {
		return &EventLimitError{Events: s.max, Budget: s.budget}
	}
	return s.run.Write(e)
}

// Simulate runs the timing simulator with the IPG's IPTs as probes and
// returns one in-memory trace per (S, mode, set), ordered by S, then mode,
// then set.
func Simulate(c SimConfig) ([]*TraceRun, error) {
	if c.Kernel == nil || c.Kernel.Program == nil {
		return nil, fmt.Errorf("splitmodel: Simulate needs a kernel loaded for simulation")
	}
	type job struct {
		i    int
		s    int
		mode timing.Mode
		set  workload.Set
	}
	var jobs []job
	for _, s := range c.S {
		if s < 0 || s > isa.MaxS {
			return nil, fmt.Errorf("splitmodel: S = %d: want 0..%d", s, isa.MaxS)
		}
		for _, m := range c.Modes {
			for _, set := range c.Sets {
				jobs = append(jobs, job{len(jobs), s, m, set})
			}
		}
	}
	out := make([]*TraceRun, len(jobs))
	errs := make([]error, len(jobs))
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(jobs))
	budget := c.MemoryBudget
	if budget == 0 {
		budget = sim.DefaultMemoryBudget()
	}
	// What the budget leaves for events beside the largest launch in each
	// worker (each launch is checked against the whole budget by timing.Run).
	maxEvents, maxRun := int64(math.MaxInt64), int64(math.MaxInt64)
	if budget > 0 {
		maxRun = budget / 32 / eventBytes
		var launch int64
		for _, j := range jobs {
			need, err := timing.Estimate(c.Kernel.Program, j.set.Launch, c.Kernel.HW, j.s, false)
			if err != nil {
				return nil, fmt.Errorf("input set %s: %w", j.set.Name, err)
			}
			launch = max(launch, need)
		}
		maxEvents = max(budget-launch*int64(workers), budget/4) / eventBytes
	}
	var events atomic.Int64
	var failed atomic.Bool
	ch := make(chan job)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range ch {
				if failed.Load() {
					errs[j.i] = timing.ErrStopped
					continue
				}
				sink := &limitSink{n: &events, max: maxEvents, maxRun: maxRun, budget: budget, failed: &failed}
				out[j.i], errs[j.i] = simulateOne(c.Kernel, j.s, j.mode, j.set, sink, budget, failed.Load)
				if errs[j.i] != nil {
					failed.Store(true) // the analysis fails: stop the other runs now
				}
				if c.Progress != nil {
					mu.Lock()
					done++
					c.Progress(done, len(jobs))
					mu.Unlock()
				}
			}
		}()
	}
	// The largest S first: its runs are the longest, so the workers end
	// together and the progress estimate starts high rather than low.
	feed := slices.Clone(jobs)
	sort.SliceStable(feed, func(a, b int) bool { return feed[a].s > feed[b].s })
	for _, j := range feed {
		ch <- j
	}
	close(ch)
	wg.Wait()
	// The first error that is not another run's stop.
	for pass := 0; pass < 2; pass++ {
		for i, err := range errs {
			if err != nil && (pass == 1 || !errors.Is(err, timing.ErrStopped)) {
				return nil, fmt.Errorf("input set %s, S = %d, %s: %w", jobs[i].set.Name, jobs[i].s, jobs[i].mode, err)
			}
		}
	}
	return out, nil
}

// simulateOne runs one launch and keeps its IPT events in memory: the
// simulator writes typed events into the run, nothing is serialized.
func simulateOne(k *kernel.Kernel, S int, mode timing.Mode, set workload.Set, sink *limitSink, budget int64, stop func() bool) (*TraceRun, error) {
	h := k.TraceHeader(set, S, mode.String())
	run := &TraceRun{Name: fmt.Sprintf("%s.S%d.%s", set.Name, S, mode), Set: set.Name, S: S, Mode: mode, Launch: LaunchOf(set.Launch), Header: &h}
	sink.run = run
	opt := timing.Options{S: S, Serial: mode == timing.Serial, Probes: k.Probes, Sink: sink, MemoryBudget: budget, Stop: stop}
	watch, err := newLanesWatch(k)
	if err != nil {
		return nil, err
	}
	check := func() error { return nil }
	if watch != nil {
		opt.VMEMActive, check = watch.run(k, run.Name)
	}
	hw := k.HW
	if mode == timing.Parallel {
		hw.Mode = timing.Parallel // the run's mode, not the file's
	}
	res, err := timing.Run(k.Program, set.Launch, hw, opt)
	if err != nil {
		return nil, err
	}
	if err := check(); err != nil {
		return nil, err
	}
	run.events.seal()
	run.Cycles = res.Cycles
	return run, nil
}
