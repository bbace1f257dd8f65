package splitmodel

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// HardwareOf returns the kernel model's view of a timing configuration
// (T_WF = 64: GCN wave64).
func HardwareOf(c timing.Config) Hardware {
	return Hardware{CUs: c.CUs, SIMDsPerCU: c.SIMDsPerCU, SlotsPerSIMD: c.SlotsPerSIMD, WavefrontSize: 64}
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

// LaunchOf returns G and T_WG of a simulator launch (all dimensions
// multiplied).
func LaunchOf(l *sim.Launch) Launch {
	g, t := 1, 1
	for d := 0; d < 3; d++ {
		g *= max(l.Workgroups[d], 1)
		t *= max(l.WorkgroupSize[d], 1)
	}
	return Launch{Workgroups: g, WorkgroupSize: t}
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
		if s < 0 || s > 63 {
			return nil, fmt.Errorf("splitmodel: S = %d: want 0..63", s)
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
	ch := make(chan job)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := 0; w < min(workers, len(jobs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range ch {
				out[j.i], errs[j.i] = simulateOne(c.Kernel, j.s, j.mode, j.set)
				if c.Progress != nil {
					mu.Lock()
					done++
					c.Progress(done, len(jobs))
					mu.Unlock()
				}
			}
		}()
	}
	for _, j := range jobs {
		ch <- j
	}
	close(ch)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("input set %s, S = %d, %s: %w", jobs[i].set.Name, jobs[i].s, jobs[i].mode, err)
		}
	}
	return out, nil
}

// simulateOne runs one launch and keeps its IPT events in memory: the
// simulator writes typed events into the run, nothing is serialized.
func simulateOne(k *kernel.Kernel, S int, mode timing.Mode, set workload.Set) (*TraceRun, error) {
	h := k.TraceHeader(set, S, mode.String())
	run := &TraceRun{Name: fmt.Sprintf("%s.S%d.%s", set.Name, S, mode), Set: set.Name, S: S, Mode: mode, Launch: LaunchOf(set.Launch), Header: &h}
	opt := timing.Options{S: S, Serial: mode == timing.Serial, Probes: k.Probes, Sink: run}
	hw := k.HW
	if mode == timing.Parallel {
		hw.Mode = timing.Parallel // the run's mode, not the file's
	}
	res, err := timing.Run(k.Program, set.Launch, hw, opt)
	if err != nil {
		return nil, err
	}
	run.Cycles = res.Cycles
	return run, nil
}
