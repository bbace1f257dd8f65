package timing

import (
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/cfg/asm"
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
	// name of the IPT placed there. An event is reported each time a
	// (split) wavefront issues a probed instruction; a probe on s_endpgm is
	// reported when s_endpgm completes.
	Probes map[int]string
	// OnIPT receives the IPT events in time order (ties: completions of
	// s_endpgm first, then issues in CU order, within a CU in issue order).
	OnIPT func(IPTEvent)
	// Progress, when set, is called with the number of completed
	// workgroups and the total each time a workgroup completes.
	Progress func(done, total int)
}

// IPTEvent is one probe hit.
type IPTEvent struct {
	Time      int64 // cycle (0 = kernel launch)
	Workgroup int   // workgroup id (flattened)
	Wave      int   // launch wavefront index within the workgroup
	Family    int   // global launch wavefront id: Workgroup*wavesPerGroup + Wave
	Split     int   // split id: 0 for the launch wavefront, j for the family's j-th split
	Parent    int   // split id of the wave it split from; -1 for a launch wavefront
	CU        int
	SIMD      int
	Slot      int // the family's launch slot on its SIMD (its splits use that slot's reserve slots)
	IPT       string
	// Outcome is 'T' or 'N' when the probed instruction is a conditional
	// branch (whether this wave took it at this execution), 0 otherwise.
	Outcome byte
}

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
	groups := 1
	for d := 0; d < 3; d++ {
		groups *= max(launch.Workgroups[d], 1)
	}
	m, err := sim.NewMachine(prog, launch, sim.Options{S: S, Resident: groups})
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
	return r.result(), nil
}

// PCs maps each instruction of p to its index (sim.Inst.PC), to build
// Options.Probes from IPTs that name *asm.Instruction values of the same
// parsed file.
func PCs(p *sim.Program) map[*asm.Instruction]int {
	m := make(map[*asm.Instruction]int, len(p.Instrs))
	for _, in := range p.Instrs {
		m[in.Instruction] = in.PC
	}
	return m
}

func (c *Config) check() error {
	if c.CUs < 1 || c.SIMDsPerCU < 1 || c.SlotsPerSIMD < 1 || c.SIMDLanes < 1 || c.VMemQueue < 1 || c.SMemQueue < 1 ||
		c.LDSQueue < 1 || c.LDSBanks < 1 || c.LDSBankBytes < 1 || c.VMemBytesPerCycle < 1 || c.VMemLineBytes < 1 || c.CycleLimit < 1 {
		return fmt.Errorf("timing: incomplete hardware configuration %q (start from timing.Default())", c.Name)
	}
	return nil
}
