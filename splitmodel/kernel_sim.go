package splitmodel

import (
	"bytes"
	"fmt"
	"github.com/splitwcet/splitwcet/cfg"
	"runtime"
	"sync"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// HardwareOf returns the kernel model's view of a timing configuration
// (T_WF = 64: GCN wave64).
func HardwareOf(c timing.Config) Hardware {
	return Hardware{CUs: c.CUs, SIMDsPerCU: c.SIMDsPerCU, SlotsPerSIMD: c.SlotsPerSIMD, WavefrontSize: 64}
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
// mode.
type SimConfig struct {
	Prog  *sim.Program
	IPG   *ipg.Graph // of the same parsed file: its IPTs become the probes
	HW    timing.Config
	Sets  []workload.Set
	S     []int
	Modes []timing.Mode
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
	if c.Prog == nil || c.IPG == nil {
		return nil, fmt.Errorf("splitmodel: Simulate needs the program and its IPG")
	}
	pcs := timing.PCs(c.Prog)
	probes := make(map[int]string, len(c.IPG.IPTs))
	for _, p := range c.IPG.IPTs {
		pc, ok := pcs[p.Instr()]
		if !ok {
			return nil, fmt.Errorf("splitmodel: IPT %s is not an instruction of the simulated program (build the IPG from the same parsed file)", p.Name)
		}
		probes[pc] = p.Name
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
				out[j.i], errs[j.i] = simulateOne(c, probes, j.s, j.mode, j.set)
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

func simulateOne(c SimConfig, probes map[int]string, S int, mode timing.Mode, set workload.Set) (*TraceRun, error) {
	var buf bytes.Buffer
	h := traces.Header{Kernel: c.Prog.Fn.Name, Placement: c.IPG.Placement.String(), InputSet: set.Name, S: S, Mode: mode.String(), HW: c.HW.Name}
	tw, err := traces.NewWriter(&buf, h)
	if err != nil {
		return nil, err
	}
	var werr error
	opt := timing.Options{S: S, Serial: mode == timing.Serial, Probes: probes, OnIPT: func(ev timing.IPTEvent) {
		if werr == nil {
			werr = tw.Write(traces.Event{Time: ev.Time, Workgroup: ev.Workgroup, Wave: ev.Wave, Family: ev.Family,
				Split: ev.Split, Parent: ev.Parent, CU: ev.CU, SIMD: ev.SIMD, Slot: ev.Slot, IPT: ev.IPT, Outcome: ev.Outcome})
		}
	}}
	hw := c.HW
	if mode == timing.Parallel {
		hw.Mode = timing.Parallel // the run's mode, not the file's
	}
	res, err := timing.Run(c.Prog, set.Launch, hw, opt)
	if err != nil {
		return nil, err
	}
	if werr != nil {
		return nil, werr
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	name := fmt.Sprintf("%s.S%d.%s", set.Name, S, mode)
	return &TraceRun{Name: name, Set: set.Name, S: S, Mode: mode, Launch: LaunchOf(set.Launch), Data: buf.Bytes(), Cycles: res.Cycles}, nil
}

// Graphs returns the CFG of a simulator program's kernel and its IPT graph
// at the thesis placement: the graph Simulate probes and AnalyzeKernel
// bounds.
func Graphs(prog *sim.Program) (*cfg.Graph, *ipg.Graph, error) {
	g, err := cfg.Build(prog.Fn, prog.Arch)
	if err != nil {
		return nil, nil, err
	}
	ig, err := ipg.Build(g, ipg.Thesis)
	if err != nil {
		return nil, nil, err
	}
	return g, ig, nil
}
