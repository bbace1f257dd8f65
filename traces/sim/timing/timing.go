package timing

import (
	"errors"
	"fmt"
	"math"
	"unsafe"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/sat"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// Options select the run-time parameters of one timing run.
type Options struct {
	// S is the number of reserve slots per launch slot (splits per launch
	// wavefront), 0..63; negative: the hardware file's splits.reserve_slots.
	S int
	// Serial turns the parallel guarantee off (also on when the hardware
	// file says splits.mode: serial): splits compete for one vector and one
	// scalar pipeline like ordinary wavefronts.
	Serial bool
	// Probes maps an instruction index of the program (sim.Inst.PC) to the
	// IPT placed there. An event is reported each time a (split) wavefront
	// issues a probed instruction; a probe on s_endpgm is reported when
	// s_endpgm completes.
	Probes map[int]*ipg.IPT
	// Sink receives the IPT events in time order (ties: completions of
	// s_endpgm first, then issues in CU order, within a CU in issue order).
	// Its first error stops the events and is Run's error.
	Sink traces.Sink
	// Progress, when set, is called with the number of completed
	// workgroups and the total each time a workgroup completes, with
	// increasing counts (after a CU-major attempt that fell back to
	// lockstep, cumajor.go, only beyond the count it had reached).
	Progress func(done, total int)
	// MemoryBudget bounds the run's estimated memory (sim.Estimate with
	// the timing model's per-wave state), checked before anything is
	// allocated: 0 is sim.DefaultMemoryBudget, negative no bound.
	MemoryBudget int64
	// Stop, when set, is polled while the run goes on; when it returns
	// true the run ends with ErrStopped (another run of the same analysis
	// failed).
	Stop func() bool
	// WaveStats keeps one WaveStat per wave for Result.Waves: memory that
	// grows with every wave of the launch. Without it a run keeps only the
	// workgroups in flight (a completed workgroup is released).
	WaveStats bool
	// VMEMService, when set, is called with the program index of every
	// vector memory instruction issued and the service cycles the vector
	// memory unit charged it (a test hook: the static bound's address
	// analysis is checked against it, splitmodel/staticbound).
	VMEMService func(pc int, svc int64)
	// LDSPasses likewise for every LDS instruction issued and the bank
	// passes the LDS unit charged it (the static bound's LDS bound is
	// checked against it).
	LDSPasses func(pc int, passes int64)
	// VMEMActive, when set, is called with the program index of every
	// vector memory instruction issued and the lanes active at it (the
	// lanes facts' check: splitmodel.Simulate refuses a fact a run breaks).
	VMEMActive func(pc int, active isa.LaneMask)
}

// ErrStopped ends a run whose Options.Stop said so.
var ErrStopped = errors.New("timing: stopped")

// perWave is the timing model's memory per live wave beyond the functional
// state (its twave, slices of outstanding operations and, with
// reconvergence, their copies, pointers to it).
const perWave = int64(unsafe.Sizeof(twave{})+unsafe.Sizeof([3][]int64{})) + 3*8*8 + 64

// inf is "never" (far beyond any cycle limit, and safe to add to).
const inf = int64(math.MaxInt64 / 4)

// Run simulates the launch on the hardware model hw and returns the
// observed timing together with the functional result, which is identical
// to a sim.Machine.Run of the same launch for race-free kernels (the
// functional core executes each instruction when the timing layer issues
// it).
func Run(prog *sim.Program, launch *sim.Launch, hw Config, opt Options) (*Result, error) {
	if err := hw.check(); err != nil {
		return nil, err
	}
	S := opt.S
	if S < 0 {
		S = hw.S
	}
	if S > isa.MaxS {
		return nil, fmt.Errorf("timing: S = %d out of range 0..%d", S, isa.MaxS)
	}
	// The LDS against a CU, and the memory of the workgroups the CUs can
	// hold at once, before anything is allocated.
	lds, err := sim.LayoutLDS(prog.Fn, launch)
	if err != nil {
		return nil, err
	}
	if lds.Size > hw.LDSBytesPerCU {
		return nil, fmt.Errorf("timing: a workgroup needs %d bytes of LDS, a CU has %d", lds.Size, hw.LDSBytesPerCU)
	}
	budget := runBudget(opt)
	if err := sim.CheckBudget(prog, launch, footprint(prog, launch, hw, S, opt.WaveStats), budget); err != nil {
		return nil, err
	}
	r, err := start(prog, launch, hw, opt, S, lds.Size)
	if err != nil {
		return nil, err
	}
	if plan := r.cuMajorPlan(); plan != nil && ownersFit(prog, launch, hw, opt, S) {
		// In groups of CUs (cumajor.go); on any other error or a shared word,
		// the launch again in lockstep from a fresh machine.
		err := r.runCUMajor(plan)
		if cuMajorHook != nil && err != ErrStopped {
			cuMajorHook(err == nil)
		}
		switch err {
		case nil:
			return r.result(), nil
		case ErrStopped:
			return nil, err
		}
		if p, told := opt.Progress, r.cuMajor.reported; p != nil && told > 0 {
			opt.Progress = func(done, total int) {
				if done > told {
					p(done, total)
				}
			}
		}
		if r, err = start(prog, launch, hw, opt, S, lds.Size); err != nil {
			return nil, err
		}
	}
	if err := r.loop(); err != nil {
		return nil, err
	}
	if r.sinkErr != nil {
		return nil, r.sinkErr
	}
	return r.result(), nil
}

// runBudget is the memory budget of a run with options opt (negative: none).
func runBudget(opt Options) int64 {
	if opt.MemoryBudget == 0 {
		return sim.DefaultMemoryBudget()
	}
	return opt.MemoryBudget
}

// start makes the machine of a run of the launch and its runner.
func start(prog *sim.Program, launch *sim.Launch, hw Config, opt Options, S, lds int) (*runner, error) {
	m, err := sim.NewMachine(prog, launch, sim.Options{S: S, Policy: hw.SplitPolicy, Reconverge: hw.Reconverge, MemoryBudget: -1, ShareVGPRs: true})
	if err != nil {
		return nil, err
	}
	wpg := m.WavesPerGroup()
	if slots := hw.SIMDsPerCU * hw.SlotsPerSIMD; wpg > slots {
		return nil, fmt.Errorf("timing: a workgroup of %d wavefronts does not fit a CU of %d launch slots (%d SIMDs x %d)", wpg, slots, hw.SIMDsPerCU, hw.SlotsPerSIMD)
	}
	return newRunner(prog, m, hw, opt, S, lds)
}

// Estimate is the memory a Run of the launch at S on hw would need at
// most (sim.Estimate of its footprint), with the per-wave statistics when
// waveStats.
func Estimate(prog *sim.Program, launch *sim.Launch, hw Config, S int, waveStats bool) (int64, error) {
	return sim.Estimate(prog, launch, footprint(prog, launch, hw, S, waveStats))
}

// footprint is what a run keeps at once: the workgroups in flight, each
// wave with the timing model's state; the per-wave statistics of the whole
// launch when asked for. A workgroup is kept from its placement until its
// last family completes, and it holds at least one launch slot until then
// (a family's slot goes to the next workgroup as soon as the family
// completes) and its LDS. A workgroup of w wavefronts is placed only on a
// CU with w free slots: k workgroups already there hold at least k slots,
// so a CU of n slots holds at most n-w+1 workgroups, and as many as its LDS
// holds.
func footprint(prog *sim.Program, launch *sim.Launch, hw Config, S int, waveStats bool) sim.Footprint {
	size := int64(1)
	for _, s := range launch.WorkgroupSize {
		size = min(size*int64(min(max(s, 1), 1024)), 1<<20)
	}
	wpg := (min(size, 1024) + isa.MaxLanes - 1) / isa.MaxLanes
	perCU := max(int64(hw.SIMDsPerCU*hw.SlotsPerSIMD)-wpg+1, 1)
	if lds, err := sim.LayoutLDS(prog.Fn, launch); err == nil && lds.Size > 0 {
		perCU = max(min(perCU, int64(hw.LDSBytesPerCU)/int64(lds.Size)), 1)
	}
	pw := perWave
	if hw.L1I.On() {
		pw += 8 * int64(hw.FetchLines) // the instruction buffer's arrival ring (fstream)
	}
	f := sim.Footprint{S: S, Resident: int64(max(hw.CUs, 1)) * perCU, PerWave: pw, Machine: machineBytes(hw)}
	if waveStats {
		f.Record = int64(unsafe.Sizeof(WaveStat{}))
	}
	return f
}

// machineBytes bounds the timing model's own state for hw: per CU its
// units and queues, per SIMD its pipelines and arbiter, per launch slot its
// bookkeeping (generous constants: 1 KiB, 256 and 64 bytes; a hardware file
// of 4096 CUs × 64 SIMDs × 64 slots took about 150 MB before any workgroup
// ran, which the budget did not see).
func machineBytes(hw Config) int64 {
	perSIMD := sat.Add(256, sat.Mul(int64(max(hw.SlotsPerSIMD, 1)), 64, 1<<62), 1<<62)
	perCU := sat.Add(1024, sat.Mul(int64(max(hw.SIMDsPerCU, 1)), perSIMD, 1<<62), 1<<62)
	return sat.Mul(int64(max(hw.CUs, 1)), perCU, 1<<62)
}

func (c *Config) check() error {
	if c.CUs < 1 || c.SIMDsPerCU < 1 || c.SlotsPerSIMD < 1 || c.SIMDLanes < 1 || c.VMemQueue < 1 || c.SMemQueue < 1 ||
		c.LDSQueue < 1 || c.LDSBanks < 1 || c.LDSBankBytes < 1 || c.VMemBytesPerCycle < 1 || c.VMemLineBytes < 1 || c.CycleLimit < 1 {
		return fmt.Errorf("timing: incomplete hardware configuration %q (start from timing.Default())", c.Name)
	}
	if c.Caches() {
		if c.ScalarCacheCUs < 1 || c.ICacheCUs < 1 || c.L2Banks < 1 || c.L2Interleave < 1 || c.L2BankBytesPerCycle < 1 || c.FetchLines < 1 {
			return fmt.Errorf("timing: incomplete memory hierarchy in %q (start from timing.Default())", c.Name)
		}
		if err := c.checkCaches(c.Name, func(string, string) int { return 0 }); err != nil {
			return fmt.Errorf("timing: %w", err)
		}
	}
	return nil
}
