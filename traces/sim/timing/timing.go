package timing

import (
	"errors"
	"fmt"
	"math"
	"unsafe"

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
	// workgroups and the total each time a workgroup completes.
	Progress func(done, total int)
	// MemoryBudget bounds the run's estimated memory (sim.Estimate with
	// the timing model's per-wave state), checked before anything is
	// allocated: 0 is sim.DefaultMemoryBudget, negative no bound.
	MemoryBudget int64
	// Stop, when set, is polled while the run goes on; when it returns
	// true the run ends with ErrStopped (another run of the same analysis
	// failed).
	Stop func() bool
}

// ErrStopped ends a run whose Options.Stop said so.
var ErrStopped = errors.New("timing: stopped")

// perWave is the timing model's memory per wave beyond the functional
// state (its twave, per-wave statistics, slices of outstanding operations).
const perWave = int64(unsafe.Sizeof(twave{})) + int64(unsafe.Sizeof(WaveStat{})) + 3*8*8 + 64

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
	if S > 63 {
		return nil, fmt.Errorf("timing: S = %d out of range 0..63", S)
	}
	// Every workgroup is made resident in the functional core up front
	// (the dispatcher places them): check the LDS against a CU and the
	// memory of all of them before anything is allocated.
	if lds := int64(prog.Fn.Descriptor.GroupSegmentSize()) + int64(launch.DynamicLDS); lds > int64(hw.LDSBytesPerCU) {
		return nil, fmt.Errorf("timing: a workgroup needs %d bytes of LDS, a CU has %d", lds, hw.LDSBytesPerCU)
	}
	budget := opt.MemoryBudget
	if budget == 0 {
		budget = sim.DefaultMemoryBudget()
	}
	if err := sim.CheckBudget(prog, launch, S, perWave, budget); err != nil {
		return nil, err
	}
	groups := 1
	for d := 0; d < 3; d++ {
		groups *= max(launch.Workgroups[d], 1) // bounded: CheckBudget passed
	}
	m, err := sim.NewMachine(prog, launch, sim.Options{S: S, Resident: groups, MemoryBudget: -1})
	if err != nil {
		return nil, err
	}
	r, err := newRunner(prog, launch, m, hw, opt, S)
	if err != nil {
		return nil, err
	}
	if len(r.disp.wgs) != groups {
		return nil, fmt.Errorf("timing: internal error: %d workgroups resident, want %d", len(r.disp.wgs), groups)
	}
	if slots := hw.SIMDsPerCU * hw.SlotsPerSIMD; r.disp.wpg > slots {
		return nil, fmt.Errorf("timing: a workgroup of %d wavefronts does not fit a CU of %d launch slots (%d SIMDs x %d)", r.disp.wpg, slots, hw.SIMDsPerCU, hw.SlotsPerSIMD)
	}
	if ldsSize := r.disp.wgs[0].lds; ldsSize > hw.LDSBytesPerCU {
		return nil, fmt.Errorf("timing: a workgroup needs %d bytes of LDS, a CU has %d", ldsSize, hw.LDSBytesPerCU)
	}
	if err := r.loop(); err != nil {
		return nil, err
	}
	if r.sinkErr != nil {
		return nil, r.sinkErr
	}
	return r.result(), nil
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
