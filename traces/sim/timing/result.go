package timing

import (
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// SchemaVersion is the value of SimulateJSON.Schema (splitwcet simulate
// --json, docs/cli.md); it changes when a field is removed, renamed or
// changes meaning. 2: one object whatever the number of input sets, its
// runs a list, each naming its input set; times end in _cycle(s).
const SchemaVersion = 2

// SimulateJSON is the JSON document of 'splitwcet simulate --json': the
// kernel, S and mode, and one run per input set.
type SimulateJSON struct {
	Schema int `json:"schema"`
	// Provenance is a *kernel.Provenance (splitmodel/kernel, above this
	// package), set by the caller.
	Provenance      any    `json:"provenance,omitempty"`
	Assembly        string `json:"assembly"`
	Kernel          string `json:"kernel"`
	KernelDemangled string `json:"kernel_demangled"`
	// S is the S of every run when they share one (omitted when the runs
	// have several: each run names its own).
	S    *int     `json:"S,omitempty"`
	Mode string   `json:"mode"`
	Runs []SetRun `json:"runs"`
}

// NewSimulateJSON is the document of the runs of kernel (a symbol) of the
// assembly file in mode, one per (S, input set), with provenance prov.
func NewSimulateJSON(assembly, kernel string, mode string, runs []SetRun, prov any) SimulateJSON {
	doc := SimulateJSON{Schema: SchemaVersion, Provenance: prov, Assembly: assembly, Kernel: kernel, KernelDemangled: asm.Demangled(kernel), Mode: mode, Runs: runs}
	for i := range runs {
		if runs[i].RunS != runs[0].RunS {
			return doc
		}
	}
	if len(runs) > 0 {
		doc.S = &runs[0].RunS
	}
	return doc
}

// SetRun is the Result of one run: input set InputSet at S RunS.
type SetRun struct {
	InputSet string `json:"input_set"`
	RunS     int    `json:"S"`
	*Result
}

// Result is the outcome of a timing run.
type Result struct {
	// Cycles is the observed kernel time: from the first instruction issue
	// of any wavefront to the completion of the last s_endpgm.
	Cycles int64 `json:"observed_cycles"`
	// Start and End are those two instants (cycle 0 is the launch: the
	// dispatcher starts placing workgroups).
	Start int64 `json:"start_cycle"`
	End   int64 `json:"end_cycle"`
	// LaunchCycles is the kernel time as a command processor counts it
	// (MGPUSim's kernel_time): from the launch's arrival (cycle 0) to the
	// kernel's completion, dispatcher.completion_cycles after the last
	// s_endpgm completion. Reported only when the hardware file gives
	// completion_cycles (0 otherwise, and absent from the JSON).
	LaunchCycles int64 `json:"launch_cycles,omitempty"`

	Instructions int64  `json:"instructions"` // wavefront instructions executed (launch waves and splits)
	Workgroups   int    `json:"workgroups"`
	LaunchWaves  int    `json:"wavefronts"`
	Splits       int    `json:"splits"`
	S            int    `json:"-"`
	Mode         Mode   `json:"-"`
	Policy       Policy `json:"-"`

	// Waves has one entry per wave (launch wavefronts and splits): the
	// launch waves of every workgroup, then splits as they were created;
	// only with Options.WaveStats.
	Waves []WaveStat `json:"per_wavefront,omitempty"`
	// Outputs are the output buffers after the run (as sim.Result.Outputs).
	Outputs []sim.Output `json:"-"`
	Stats   Stats        `json:"-"`
	// OutOfBounds is present only when the run made accesses the
	// out-of-bounds policy let through (docs/workload.md).
	OutOfBounds *sim.OutOfBounds `json:"out_of_bounds,omitempty"`
}

// WaveStat is one wave's placement and timing.
type WaveStat struct {
	Workgroup int `json:"workgroup"`
	Wave      int `json:"wave"`   // launch wavefront index in the workgroup
	Family    int `json:"family"` // global launch wavefront id
	Split     int `json:"split"`  // 0: launch wavefront
	Parent    int `json:"parent"` // split id of the parent; -1 for a launch wavefront
	CU        int `json:"cu"`
	SIMD      int `json:"simd"`
	Slot      int `json:"slot"`
	Lanes     int `json:"lanes"` // lanes in its split mask at the end
	// Ready is the cycle the dispatcher made a launch wavefront ready, or
	// the cycle a split was created; Start its first issue; End the
	// completion of its s_endpgm.
	Ready        int64 `json:"ready_cycle"`
	Start        int64 `json:"start_cycle"`
	End          int64 `json:"end_cycle"`
	Instructions int64 `json:"instructions"`
}

// Stats counts what the run did.
type Stats struct {
	// Issued counts instructions per unit kind: valu, salu, branch,
	// special (s_waitcnt, s_nop, s_barrier, s_endpgm, ...), smem, vmem, lds.
	Issued [numUnits]int64
	// CoIssueVisits counts SIMD visits in which two or more splits of one
	// family issued on the same (duplicated) unit kind: only the parallel
	// mode with S > 0 allows that.
	CoIssueVisits int64
	// VMemLines is the number of cycles the vector memory pipelines spent
	// on requests (coalesced lines at the configured bandwidth, or the
	// address cycles when longer); LDSPasses the LDS cycles (bank passes).
	VMemLines int64
	LDSPasses int64
	// Events is the number of IPT events reported.
	Events int64
	// MaxLiveWaves is the most wave records (launch waves and splits of
	// the workgroups in flight) the run held at once: a completed
	// workgroup's are released, so it is bounded by the CUs' launch
	// slots times S+1, not by the launch.
	MaxLiveWaves int
	// Caches counts the memory hierarchy's lookups (all zero without one):
	// hits and misses of the vector L1s, the scalar caches and the L2
	// (every line lookup, reads and writes), and lines read from DRAM.
	Caches CacheStats
}

// CacheStats counts the lookups of each level of the memory hierarchy.
type CacheStats struct {
	L1VHits, L1VMisses, ScalarHits, ScalarMisses, L2Hits, L2Misses, DRAMLines int64
}

// UnitNames names the entries of Stats.Issued.
func UnitNames() []string { return append([]string(nil), unitNames[:]...) }

func (r *runner) result() *Result {
	fr := r.m.Result()
	res := &Result{Start: r.first, End: r.last, Cycles: r.last - r.first, Instructions: fr.Instructions,
		Workgroups: r.disp.total, LaunchWaves: fr.LaunchWaves, Splits: fr.Splits, S: r.S, Policy: r.hw.Policy,
		Outputs: fr.Outputs, Stats: r.stats, OutOfBounds: fr.OutOfBounds}
	res.Stats.Caches = cacheStats(r.cus)
	if r.serial {
		res.Mode = Serial
	}
	if r.first < 0 {
		res.Start, res.Cycles = 0, 0
	}
	if c := r.hw.KernelCompletion; c > 0 {
		res.LaunchCycles = r.last + int64(c)
	}
	if r.opt.WaveStats {
		res.Waves = append(r.launchStats, r.splitStats...)
	}
	return res
}
