package timing

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/yamldoc"
	"github.com/splitwcet/splitwcet/traces/sim/split"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/internal/diag"
)

//go:embed default.yaml
var defaultYAML []byte

//go:embed caches.yaml
var cachesYAML []byte

// DefaultYAML returns the embedded default hardware file (a copy), the
// starting point for an override. The memory hierarchy's sections (all
// off) are in CachesYAML; the two files together are Default().
func DefaultYAML() []byte { return append([]byte(nil), defaultYAML...) }

// CachesYAML returns the embedded defaults of the memory hierarchy's
// sections (vector_l1, scalar_cache, l2, instruction_cache, dram: every
// cache off), a copy.
func CachesYAML() []byte { return append([]byte(nil), cachesYAML...) }

// Mode says whether the splits of a family are guaranteed parallel pipelines.
type Mode uint8

const (
	// Parallel: each SIMD has S+1 vector pipelines and each CU S+1 scalar
	// pipelines, so up to S+1 splits of one family (disjoint split masks)
	// issue in the same cycle (thesis 4.4).
	Parallel Mode = iota
	// Serial: no parallel guarantee; splits compete for the one pipeline
	// like ordinary wavefronts.
	Serial
)

func (m Mode) String() string {
	if m == Serial {
		return "serial"
	}
	return "parallel"
}

// Policy is the issue arbitration among the ready wavefronts of a SIMD.
type Policy uint8

const (
	// OldestFirst prefers the wavefront dispatched first; a split is as old
	// as its family's launch wavefront and younger than its earlier siblings.
	OldestFirst Policy = iota
	// RoundRobin starts each SIMD's search after the wavefront that issued
	// first at its previous issuing visit.
	RoundRobin
)

func (p Policy) String() string {
	if p == RoundRobin {
		return "round-robin"
	}
	return "oldest-first"
}

// Config is the hardware model (default.yaml; docs/hardware.md). Cycle
// counts are GPU core clock cycles.
type Config struct {
	// Name is the file the configuration was loaded from.
	Name string

	// gpu
	CUs           int // compute units
	SIMDsPerCU    int // SIMDs per CU; the sequencer visits one per cycle
	SlotsPerSIMD  int // launch wavefront slots per SIMD
	SIMDLanes     int // lanes per SIMD: a full-rate VALU op takes ceil(isa.MaxLanes/SIMDLanes) cycles
	LDSBytesPerCU int
	// ClockMHz is the GPU core clock: only to state bounds and budgets in
	// time (cycles / ClockMHz microseconds); no timing depends on it.
	ClockMHz int

	// splits
	S    int  // reserve slots per launch slot (used when Options.S < 0)
	Mode Mode // parallel guarantee or serialized splits
	// SplitPolicy is who of a family may split (split.Policy):
	// splits.policy, overridden by --split-policy.
	SplitPolicy split.Policy
	// Reconverge: the members a split makes at a reconvergent branch merge
	// again at its join (splits.reconverge, --reconverge;
	// docs/reconvergence.md).
	Reconverge bool

	// scheduler
	Policy Policy

	// SIMDsPerCycle is how many SIMDs of a CU the sequencer visits per
	// cycle (scheduler.simds_per_cycle): 1 is GCN's one SIMD per cycle,
	// SIMDsPerCU every SIMD every cycle (MGPUSim's issue arbiter).
	SIMDsPerCycle int
	// VectorDecoder, when > 0, is the entries of the CU's vector decoder
	// (scheduler.vector_decoder): a VALU instruction issues into it while
	// its SIMD's pipeline is still busy and starts, in issue order, the
	// cycle after its issue at the earliest (MGPUSim's VectorDecoder).
	// 0: a VALU instruction issues only when its pipeline is free and
	// starts at once.
	VectorDecoder int

	// dispatcher
	WorkgroupLaunch int // dispatcher cycles per workgroup
	WaveLaunch      int // dispatcher cycles per wavefront
	// KernelCompletion is the command processor's time from the last
	// workgroup's completion to the kernel's (dispatcher.completion_cycles):
	// only in Result.LaunchCycles, the kernel time as MGPUSim counts it.
	KernelCompletion int

	// issue: cycles a wavefront holds its issue slot after issuing
	SALU, SALUSlow, Branch, TakenBranch, Waitcnt, Nop, Sleep, Barrier, Endpgm int
	SMEMIssue, VMEMIssue, LDSIssue, SplitDelay                                int
	// JoinDelay is issue.join: from a merge (the later partner's arrival
	// at the join) to the merged member's issue of the join's first
	// instruction.
	JoinDelay int

	// valu: slower operations as multiples of the full-rate time
	VALUHalf, VALUQuarter, VALUDP, VALUDPMul int

	// vector_memory
	VMemLatency, VMemAddressCycles, VMemBytesPerCycle, VMemLineBytes, VMemQueue int
	// scalar_memory
	SMemLatency, SMemQueue int
	// lds
	LDSLatency, LDSBanks, LDSBankBytes, LDSQueue int
	// LDSService, when > 0, is the cycles the LDS spends on every
	// instruction instead of its bank passes (lds.service).
	LDSService int

	// tlb: address translation, off when every entry count is 0. A
	// vector TLB per CU, a scalar and an instruction TLB per group of CUs
	// (the scalar and instruction caches' groups), one L2 TLB for the GPU
	// and a page walk behind it (docs/hardware.md, "Address
	// translation"). Entries and ways are indexed by tlbVector, tlbScalar,
	// tlbInstruction, tlbL2; ways 0 is fully associative.
	PageBytes           int
	TLBEntries, TLBWays [4]int
	// TLBLatency is a first-level hit, L2TLBLatency a first-level miss
	// that hits the L2 TLB; a walk occupies one of Walkers page walkers
	// (0: any number) for Walk cycles, WalkTransport cycles away from the
	// L2 TLB each way.
	TLBLatency, L2TLBLatency, Walk, Walkers, WalkTransport int

	// The memory hierarchy (docs/hardware.md, "Caches"): off in the default
	// configuration (every size 0, no DRAM time), where vector and scalar
	// memory take their flat latencies above.
	L1V                                               CacheConfig // vector_l1: one per CU
	L1S                                               CacheConfig // scalar_cache: one per ScalarCacheCUs consecutive CUs
	L2                                                CacheConfig // l2: one for the GPU, in L2Banks banks
	L1I                                               CacheConfig // instruction_cache: one per ICacheCUs consecutive CUs
	ICacheCUs, FetchLines, BranchRefetch, FetchCycles int
	L2Banks, L2Interleave, L2BankBytesPerCycle        int
	ScalarCacheCUs                                    int
	DRAMLatency, DRAMBytesPerCycle                    int
	// DRAMChannels splits DRAM into that many independent controllers,
	// interleaved like the L2 banks, each with DRAMBytesPerCycle
	// (dram.channels; 0: one).
	DRAMChannels int

	// limits
	CycleLimit int64
}

// CacheConfig is one cache of the memory hierarchy: Bytes 0 is no cache.
type CacheConfig struct {
	Bytes, Ways, LineBytes int
	// Latency is the tag lookup: a miss leaves for the next level this
	// many cycles after it arrived; a hit's data is there Bank cycles
	// later (the data array, vector_l1.bank_latency; 0 elsewhere).
	Latency, Bank int
}

// On reports whether the cache exists.
func (c CacheConfig) On() bool { return c.Bytes > 0 }

// Caches reports whether the memory hierarchy is modelled: any cache or
// DRAM time. When false every access takes the flat latencies of
// vector_memory and scalar_memory, as in the thesis configuration.
func (c *Config) Caches() bool {
	return c.L1V.On() || c.L1S.On() || c.L2.On() || c.L1I.On() || c.DRAMLatency > 0 || c.DRAMBytesPerCycle > 0
}

// Unstatic lists the keys of c's issue and LDS model that the static
// bound's latency table does not cover (docs/hardware.md, "MGPUSim's
// structure"): several SIMDs visited per cycle, a vector decoder, a fixed
// LDS service time. Under them a lone wave's times are not those the
// static table derives from the hardware file, so the static bound refuses
// such a file by name, as it refuses caches. Address translation needs the
// memory hierarchy (refused already); dispatcher.completion_cycles moves
// only LaunchCycles, which no bound uses.
func (c *Config) Unstatic() []string {
	var keys []string
	if c.SIMDsPerCycle > 1 {
		keys = append(keys, "scheduler.simds_per_cycle")
	}
	if c.VectorDecoder > 0 {
		keys = append(keys, "scheduler.vector_decoder")
	}
	if c.LDSService > 0 {
		keys = append(keys, "lds.service")
	}
	return keys
}

// VALUCycles is the time a full-rate wave64 VALU instruction occupies a
// vector pipeline.
func (c *Config) VALUCycles() int64 { return int64((isa.MaxLanes + c.SIMDLanes - 1) / c.SIMDLanes) }

// field describes one leaf of the YAML file.
type field struct {
	section, key string
	min          int64
	max          int64 // 0: no maximum
	get          func(c *Config) *int
	enum         []string // for enumerations: the accepted words
	setEnum      func(c *Config, i int)
	getEnum      func(c *Config) int
	// optional fields (added after the hash's first version) count in
	// Hash and Values only when they differ from the default, so that
	// every configuration that does not use them keeps its identity.
	optional bool
}

func intField(section, key string, min, max int64, get func(c *Config) *int) field {
	return field{section: section, key: key, min: min, max: max, get: get}
}

// optField is an optional intField.
func optField(section, key string, min, max int64, get func(c *Config) *int) field {
	f := intField(section, key, min, max, get)
	f.optional = true
	return f
}

var fields = []field{
	intField("gpu", "compute_units", 1, 4096, func(c *Config) *int { return &c.CUs }),
	intField("gpu", "simds_per_cu", 1, 64, func(c *Config) *int { return &c.SIMDsPerCU }),
	intField("gpu", "launch_slots_per_simd", 1, 64, func(c *Config) *int { return &c.SlotsPerSIMD }),
	intField("gpu", "simd_lanes", 1, isa.MaxLanes, func(c *Config) *int { return &c.SIMDLanes }),
	intField("gpu", "lds_bytes_per_cu", 0, 1<<30, func(c *Config) *int { return &c.LDSBytesPerCU }),
	intField("gpu", "clock_mhz", 1, 100000, func(c *Config) *int { return &c.ClockMHz }),

	intField("splits", "reserve_slots", 0, isa.MaxS, func(c *Config) *int { return &c.S }),
	{section: "splits", key: "mode", enum: []string{"parallel", "serial"}, setEnum: func(c *Config, i int) { c.Mode = Mode(i) }, getEnum: func(c *Config) int { return int(c.Mode) }},
	{section: "splits", key: "policy", enum: split.Names, setEnum: func(c *Config, i int) { c.SplitPolicy = split.Policy(i) }, getEnum: func(c *Config) int { return int(c.SplitPolicy) }},
	{section: "splits", key: "reconverge", enum: []string{"false", "true"}, setEnum: func(c *Config, i int) { c.Reconverge = i == 1 }, getEnum: func(c *Config) int { return boolInt(c.Reconverge) }},

	{section: "scheduler", key: "policy", enum: []string{"oldest-first", "round-robin"}, setEnum: func(c *Config, i int) { c.Policy = Policy(i) }, getEnum: func(c *Config) int { return int(c.Policy) }},
	optField("scheduler", "simds_per_cycle", 0, 64, func(c *Config) *int { return &c.SIMDsPerCycle }),
	optField("scheduler", "vector_decoder", 0, 1024, func(c *Config) *int { return &c.VectorDecoder }),

	intField("dispatcher", "workgroup_cycles", 0, 1<<20, func(c *Config) *int { return &c.WorkgroupLaunch }),
	intField("dispatcher", "wavefront_cycles", 0, 1<<20, func(c *Config) *int { return &c.WaveLaunch }),
	optField("dispatcher", "completion_cycles", 0, 1<<24, func(c *Config) *int { return &c.KernelCompletion }),

	intField("issue", "salu", 1, 1<<20, func(c *Config) *int { return &c.SALU }),
	intField("issue", "salu_slow", 1, 1<<20, func(c *Config) *int { return &c.SALUSlow }),
	intField("issue", "branch", 1, 1<<20, func(c *Config) *int { return &c.Branch }),
	intField("issue", "taken_branch", 0, 1<<20, func(c *Config) *int { return &c.TakenBranch }),
	intField("issue", "waitcnt", 1, 1<<20, func(c *Config) *int { return &c.Waitcnt }),
	intField("issue", "nop", 1, 1<<20, func(c *Config) *int { return &c.Nop }),
	intField("issue", "sleep", 0, 1<<20, func(c *Config) *int { return &c.Sleep }),
	intField("issue", "barrier", 1, 1<<20, func(c *Config) *int { return &c.Barrier }),
	intField("issue", "endpgm", 1, 1<<20, func(c *Config) *int { return &c.Endpgm }),
	intField("issue", "smem", 1, 1<<20, func(c *Config) *int { return &c.SMEMIssue }),
	intField("issue", "vmem", 1, 1<<20, func(c *Config) *int { return &c.VMEMIssue }),
	intField("issue", "lds", 1, 1<<20, func(c *Config) *int { return &c.LDSIssue }),
	intField("issue", "split", 1, 1<<20, func(c *Config) *int { return &c.SplitDelay }),
	intField("issue", "join", 1, 1<<20, func(c *Config) *int { return &c.JoinDelay }),

	intField("valu", "half", 1, 1<<10, func(c *Config) *int { return &c.VALUHalf }),
	intField("valu", "quarter", 1, 1<<10, func(c *Config) *int { return &c.VALUQuarter }),
	intField("valu", "dp", 1, 1<<10, func(c *Config) *int { return &c.VALUDP }),
	intField("valu", "dp_mul", 1, 1<<10, func(c *Config) *int { return &c.VALUDPMul }),

	intField("vector_memory", "latency", 0, 1<<24, func(c *Config) *int { return &c.VMemLatency }),
	intField("vector_memory", "address_cycles", 1, 1<<20, func(c *Config) *int { return &c.VMemAddressCycles }),
	intField("vector_memory", "bytes_per_cycle", 1, 1<<20, func(c *Config) *int { return &c.VMemBytesPerCycle }),
	intField("vector_memory", "line_bytes", 4, 1<<16, func(c *Config) *int { return &c.VMemLineBytes }),
	intField("vector_memory", "queue", 1, 1<<16, func(c *Config) *int { return &c.VMemQueue }),

	intField("scalar_memory", "latency", 0, 1<<24, func(c *Config) *int { return &c.SMemLatency }),
	intField("scalar_memory", "queue", 1, 1<<16, func(c *Config) *int { return &c.SMemQueue }),

	intField("lds", "latency", 0, 1<<24, func(c *Config) *int { return &c.LDSLatency }),
	intField("lds", "banks", 1, 1024, func(c *Config) *int { return &c.LDSBanks }),
	intField("lds", "bank_bytes", 1, 64, func(c *Config) *int { return &c.LDSBankBytes }),
	intField("lds", "queue", 1, 1<<16, func(c *Config) *int { return &c.LDSQueue }),
	optField("lds", "service", 0, 1<<20, func(c *Config) *int { return &c.LDSService }),

	optField("tlb", "page_bytes", 0, 1<<30, func(c *Config) *int { return &c.PageBytes }),
	optField("tlb", "vector_entries", 0, 1<<20, func(c *Config) *int { return &c.TLBEntries[0] }),
	optField("tlb", "vector_ways", 0, 1<<20, func(c *Config) *int { return &c.TLBWays[0] }),
	optField("tlb", "scalar_entries", 0, 1<<20, func(c *Config) *int { return &c.TLBEntries[1] }),
	optField("tlb", "scalar_ways", 0, 1<<20, func(c *Config) *int { return &c.TLBWays[1] }),
	optField("tlb", "instruction_entries", 0, 1<<20, func(c *Config) *int { return &c.TLBEntries[2] }),
	optField("tlb", "instruction_ways", 0, 1<<20, func(c *Config) *int { return &c.TLBWays[2] }),
	optField("tlb", "latency", 0, 1<<20, func(c *Config) *int { return &c.TLBLatency }),
	optField("tlb", "l2_entries", 0, 1<<24, func(c *Config) *int { return &c.TLBEntries[3] }),
	optField("tlb", "l2_ways", 0, 1<<24, func(c *Config) *int { return &c.TLBWays[3] }),
	optField("tlb", "l2_latency", 0, 1<<20, func(c *Config) *int { return &c.L2TLBLatency }),
	optField("tlb", "walk_latency", 0, 1<<24, func(c *Config) *int { return &c.Walk }),
	optField("tlb", "walkers", 0, 1<<16, func(c *Config) *int { return &c.Walkers }),
	optField("tlb", "walk_transport", 0, 1<<24, func(c *Config) *int { return &c.WalkTransport }),

	intField("vector_l1", "bytes", 0, 1<<30, func(c *Config) *int { return &c.L1V.Bytes }),
	intField("vector_l1", "ways", 1, 1024, func(c *Config) *int { return &c.L1V.Ways }),
	intField("vector_l1", "line_bytes", 4, 1<<16, func(c *Config) *int { return &c.L1V.LineBytes }),
	intField("vector_l1", "latency", 0, 1<<24, func(c *Config) *int { return &c.L1V.Latency }),
	optField("vector_l1", "bank_latency", 0, 1<<24, func(c *Config) *int { return &c.L1V.Bank }),

	intField("scalar_cache", "bytes", 0, 1<<30, func(c *Config) *int { return &c.L1S.Bytes }),
	intField("scalar_cache", "ways", 1, 1024, func(c *Config) *int { return &c.L1S.Ways }),
	intField("scalar_cache", "line_bytes", 4, 1<<16, func(c *Config) *int { return &c.L1S.LineBytes }),
	intField("scalar_cache", "latency", 0, 1<<24, func(c *Config) *int { return &c.L1S.Latency }),
	intField("scalar_cache", "cus_per_cache", 1, 4096, func(c *Config) *int { return &c.ScalarCacheCUs }),

	intField("l2", "bytes", 0, 1<<30, func(c *Config) *int { return &c.L2.Bytes }),
	intField("l2", "ways", 1, 1024, func(c *Config) *int { return &c.L2.Ways }),
	intField("l2", "line_bytes", 4, 1<<16, func(c *Config) *int { return &c.L2.LineBytes }),
	intField("l2", "latency", 0, 1<<24, func(c *Config) *int { return &c.L2.Latency }),
	intField("l2", "banks", 1, 1024, func(c *Config) *int { return &c.L2Banks }),
	intField("l2", "interleave_bytes", 4, 1<<20, func(c *Config) *int { return &c.L2Interleave }),
	intField("l2", "bank_bytes_per_cycle", 1, 1<<20, func(c *Config) *int { return &c.L2BankBytesPerCycle }),

	intField("instruction_cache", "bytes", 0, 1<<30, func(c *Config) *int { return &c.L1I.Bytes }),
	intField("instruction_cache", "ways", 1, 1024, func(c *Config) *int { return &c.L1I.Ways }),
	intField("instruction_cache", "line_bytes", 4, 1<<16, func(c *Config) *int { return &c.L1I.LineBytes }),
	intField("instruction_cache", "latency", 0, 1<<24, func(c *Config) *int { return &c.L1I.Latency }),
	intField("instruction_cache", "cus_per_cache", 1, 4096, func(c *Config) *int { return &c.ICacheCUs }),
	intField("instruction_cache", "buffer_lines", 1, 64, func(c *Config) *int { return &c.FetchLines }),
	intField("instruction_cache", "branch_refetch", 0, 1, func(c *Config) *int { return &c.BranchRefetch }),
	intField("instruction_cache", "lookup_cycles", 0, 1<<10, func(c *Config) *int { return &c.FetchCycles }),

	intField("dram", "latency", 0, 1<<24, func(c *Config) *int { return &c.DRAMLatency }),
	intField("dram", "bytes_per_cycle", 0, 1<<20, func(c *Config) *int { return &c.DRAMBytesPerCycle }),
	optField("dram", "channels", 0, 1<<16, func(c *Config) *int { return &c.DRAMChannels }),

	{section: "limits", key: "cycles", min: 1, get: nil},
}

// DefaultClockMHz is default.yaml's gpu.clock_mhz.
const DefaultClockMHz = 1000

// hierarchySections are the sections of the memory hierarchy. Hash and
// Values list them only when one of their keys differs from default.yaml,
// so that every configuration without caches keeps the identity it had
// before they existed (traces and provenance of the thesis configuration
// stay byte-identical).
var hierarchySections = []string{"vector_l1", "scalar_cache", "l2", "instruction_cache", "dram"}

// hierarchy reports whether f belongs to the memory hierarchy's sections
// (caches.yaml).
func (f field) hierarchy() bool {
	for _, s := range hierarchySections {
		if s == f.section {
			return true
		}
	}
	return false
}

// listed reports whether Hash and Values include field f of c.
// splits.policy counts only when it is not fcfs, the one policy before
// the key existed, splits.reconverge and issue.join only with
// reconvergence on, and gpu.clock_mhz only when it is not the default's
// 1000, so that configurations keep their identity.
func (c *Config) listed(f field) bool {
	if f.section == "splits" && f.key == "policy" {
		return c.SplitPolicy != split.FCFS
	}
	if f.section == "splits" && f.key == "reconverge" || f.section == "issue" && f.key == "join" {
		return c.Reconverge // the keys reconvergence added count only with it
	}
	if f.section == "gpu" && f.key == "clock_mhz" {
		return c.ClockMHz != DefaultClockMHz
	}
	if f.optional {
		d := Default()
		return *f.get(c) != *f.get(&d)
	}
	if !f.hierarchy() {
		return true
	}
	d := Default()
	for _, g := range fields {
		if g.section == f.section && *g.get(c) != *g.get(&d) {
			return true
		}
	}
	return false
}

// sections lists the top-level keys in file order.
func sections() []string {
	var s []string
	for _, f := range fields {
		if len(s) == 0 || s[len(s)-1] != f.section {
			s = append(s, f.section)
		}
	}
	return s
}

func keysOf(section string) []string {
	var k []string
	for _, f := range fields {
		if f.section == section {
			k = append(k, f.key)
		}
	}
	return k
}

var (
	defaultOnce sync.Once
	defaultCfg  Config
)

// Default returns the embedded default configuration (default.yaml).
func Default() Config {
	defaultOnce.Do(func() {
		// Optional keys are absent from default.yaml: 0 is their default.
		c, err := load("default.yaml", defaultYAML, nil, func(f field) bool { return !f.hierarchy() && !f.optional })
		if err == nil {
			c, err = load("caches.yaml", cachesYAML, &c, func(f field) bool { return f.hierarchy() && !f.optional })
		}
		if err != nil {
			panic("traces/sim/timing: embedded default.yaml, caches.yaml: " + err.Error())
		}
		c.Name = "default.yaml"
		defaultCfg = c
	})
	return defaultCfg
}

// ReadFile reads a hardware file layered over the defaults (--hw) and
// returns it with the file's bytes; path "" is Default() and no bytes.
func ReadFile(path string) (Config, []byte, error) {
	if path == "" {
		return Default(), nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return Config{}, nil, fmt.Errorf("--hw: %w", err)
	}
	c, err := Load(path, data)
	return c, data, err
}

// Load reads a hardware file in the format of default.yaml. Keys it gives
// replace the default's; everything else keeps the default value. name is
// used in error messages, which read "name:line: ...".
func Load(name string, data []byte) (Config, error) {
	base := Default()
	return load(name, data, &base, nil)
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

func errf(name string, n *yaml.Node, format string, args ...any) error {
	line, col := 0, 0
	if n != nil {
		line, col = n.Line, n.Column
	}
	return &diag.Diagnostic{File: name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// load reads data over base (nil: a zero Config). Every field required
// says yes to must be in the file (nil: none).
func load(name string, data []byte, base *Config, required func(f field) bool) (Config, error) {
	var c Config
	if base != nil {
		c = *base
	}
	c.Name = name
	var doc yaml.Node
	if err := yamldoc.Unmarshal(data, &doc); err != nil {
		msg := err.Error()
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			line, _ := strconv.Atoi(m[1])
			return Config{}, diag.At(name, line, 0, "%s", m[2])
		}
		return Config{}, diag.At(name, 1, 0, "%s", strings.TrimPrefix(msg, "yaml: "))
	}
	seen := make([]bool, len(fields))
	lines := make([]int, len(fields)) // where this file gives each key (0: not given)
	sectionLines := map[string]int{}
	if doc.Kind == yaml.DocumentNode && len(doc.Content) > 0 {
		top := doc.Content[0]
		if top.Kind != yaml.MappingNode {
			return Config{}, errf(name, top, "expected a mapping with sections %s", strings.Join(sections(), ", "))
		}
		for i := 0; i+1 < len(top.Content); i += 2 {
			k, v := top.Content[i], top.Content[i+1]
			found := false
			for _, s := range sections() {
				if s == k.Value {
					found = true
				}
			}
			if !found {
				return Config{}, errf(name, k, "unknown section %q: want one of %s", k.Value, strings.Join(sections(), ", "))
			}
			if v.Kind != yaml.MappingNode {
				return Config{}, errf(name, v, "%s: expected a mapping with keys %s", k.Value, strings.Join(keysOf(k.Value), ", "))
			}
			if first, dup := sectionLines[k.Value]; dup {
				return Config{}, errf(name, k, "section %s given twice (first at line %d): give it once", k.Value, first)
			}
			sectionLines[k.Value] = k.Line
			for j := 0; j+1 < len(v.Content); j += 2 {
				fk, fv := v.Content[j], v.Content[j+1]
				idx := -1
				for fi, f := range fields {
					if f.section == k.Value && f.key == fk.Value {
						idx = fi
						break
					}
				}
				if idx < 0 {
					return Config{}, errf(name, fk, "%s: unknown key %q: want one of %s", k.Value, fk.Value, strings.Join(keysOf(k.Value), ", "))
				}
				if lines[idx] != 0 {
					return Config{}, errf(name, fk, "%s.%s given twice (first at line %d): give it once", k.Value, fk.Value, lines[idx])
				}
				if err := setField(name, &c, fields[idx], fv); err != nil {
					return Config{}, err
				}
				seen[idx] = true
				lines[idx] = fk.Line
			}
		}
	}
	if err := c.checkCaches(name, func(section, key string) int {
		for i, f := range fields {
			if f.section == section && f.key == key {
				return lines[i]
			}
		}
		return 0
	}); err != nil {
		return Config{}, err
	}
	if required != nil {
		var missing []string
		for i, f := range fields {
			if !seen[i] && required(f) {
				missing = append(missing, f.section+"."+f.key)
			}
		}
		if len(missing) > 0 {
			return Config{}, fmt.Errorf("%s: missing keys %s", name, strings.Join(missing, ", "))
		}
	}
	return c, nil
}

// checkCaches checks the geometry of each cache that is on (its size a
// whole number of sets of ways lines) and the caches' total size. line
// gives the line of a key in the file (0: not given there, or no file).
func (c *Config) checkCaches(name string, line func(section, key string) int) error {
	at := func(section, key string) string {
		if n := line(section, key); n > 0 {
			return fmt.Sprintf("%s:%d", name, n)
		}
		return name
	}
	for _, k := range []struct {
		section string
		c       CacheConfig
	}{{"vector_l1", c.L1V}, {"scalar_cache", c.L1S}, {"l2", c.L2}, {"instruction_cache", c.L1I}} {
		if !k.c.On() {
			continue
		}
		if set := int64(k.c.Ways) * int64(k.c.LineBytes); int64(k.c.Bytes)%set != 0 {
			return fmt.Errorf("%s: %s.bytes: %d is not a whole number of sets of ways × line_bytes = %d bytes", at(k.section, "bytes"), k.section, k.c.Bytes, set)
		}
	}
	if err := c.checkIssue(name, at); err != nil {
		return err
	}
	if err := c.checkTLB(name, at); err != nil {
		return err
	}
	if n := c.cacheLines(); n > MaxCacheLines {
		return fmt.Errorf("%s: the caches hold %d lines in all (vector_l1 per CU, scalar_cache and instruction_cache per group, l2), more than the model's limit of %d", name, n, MaxCacheLines)
	}
	return nil
}

// MaxCacheLines bounds the lines of all caches of a configuration together
// (each line takes 16 bytes of the model's memory: 128 MiB at the limit).
const MaxCacheLines = 1 << 23

// cacheLines is the number of lines of all caches of c together.
func (c *Config) cacheLines() int64 {
	lines := func(k CacheConfig) int64 {
		if !k.On() || k.LineBytes <= 0 {
			return 0
		}
		return int64(k.Bytes) / int64(k.LineBytes)
	}
	groups := func(per int) int64 { return int64((c.CUs + max(per, 1) - 1) / max(per, 1)) }
	return lines(c.L1V)*int64(c.CUs) + lines(c.L1S)*groups(c.ScalarCacheCUs) + lines(c.L1I)*groups(c.ICacheCUs) + lines(c.L2) +
		int64(c.TLBEntries[tlbVector])*int64(c.CUs) + int64(c.TLBEntries[tlbScalar])*groups(c.ScalarCacheCUs) +
		int64(c.TLBEntries[tlbInstruction])*groups(c.ICacheCUs) + int64(c.TLBEntries[tlbL2])
}

// checkIssue checks scheduler.simds_per_cycle: 0 (one SIMD per cycle) or a
// divisor of gpu.simds_per_cu.
func (c *Config) checkIssue(name string, at func(section, key string) string) error {
	if n := c.SIMDsPerCycle; n > 0 && (n > c.SIMDsPerCU || c.SIMDsPerCU%n != 0) {
		return fmt.Errorf("%s: scheduler.simds_per_cycle: %d does not divide gpu.simds_per_cu = %d", at("scheduler", "simds_per_cycle"), n, c.SIMDsPerCU)
	}
	return nil
}

func setField(name string, c *Config, f field, v *yaml.Node) error {
	what := f.section + "." + f.key
	if f.enum != nil {
		if v.Kind == yaml.ScalarNode {
			for i, e := range f.enum {
				if strings.EqualFold(v.Value, e) {
					f.setEnum(c, i)
					return nil
				}
			}
		}
		return errf(name, v, "%s: expected one of %s, got %s", what, strings.Join(f.enum, ", "), nodeText(v))
	}
	max := f.max
	if max == 0 {
		max = 1 << 62
	}
	n, err := strconv.ParseInt(strings.ReplaceAll(v.Value, "_", ""), 0, 64)
	if v.Kind != yaml.ScalarNode || err != nil || n < f.min || n > max {
		return errf(name, v, "%s: expected an integer in %d..%d, got %s", what, f.min, max, nodeText(v))
	}
	if f.get == nil { // limits.cycles
		c.CycleLimit = n
		return nil
	}
	*f.get(c) = int(n)
	return nil
}

// nodeText names a value for an error: a scalar quoted, a list or a
// mapping by kind.
func nodeText(v *yaml.Node) string {
	switch v.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "a mapping"
	}
	return strconv.Quote(v.Value)
}

// Hash identifies the effective configuration: "sha256:" and the hex
// SHA-256 of the line "splitwcet-hw 1" followed by one line
// "SECTION.KEY=VALUE" per key of the hardware file format, in the order of
// default.yaml (enumerations by their word: splits.mode=parallel), each
// ending in "\n". The keys of a memory-hierarchy section (vector_l1,
// scalar_cache, l2, instruction_cache, dram) count only when one of them differs from
// default.yaml (caches off), so files without caches hash as before the
// sections existed; splits.policy counts only when it is not fcfs, so fcfs
// configurations hash as before the key existed, and splits.reconverge
// and issue.join only with reconvergence on. Name does not count: the same numbers under two names
// hash alike, and a file layered over the defaults that changes a number
// changes the hash under the same name. Traces record it
// (docs/trace-format.md, preamble key hw_hash).
func (c Config) Hash() string {
	h := sha256.New()
	io.WriteString(h, "splitwcet-hw 1\n")
	for _, f := range fields {
		if !c.listed(f) {
			continue
		}
		var v string
		switch {
		case f.enum != nil:
			i := f.getEnum(&c)
			v = strconv.Itoa(i)
			if i < len(f.enum) {
				v = f.enum[i]
			}
		case f.get == nil: // limits.cycles
			v = strconv.FormatInt(c.CycleLimit, 10)
		default:
			v = strconv.Itoa(*f.get(&c))
		}
		fmt.Fprintf(h, "%s.%s=%s\n", f.section, f.key, v)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// Values is the effective configuration as the hardware file's keys:
// section → key → value (integers, enumerations by their word), every key
// of default.yaml (a memory-hierarchy section only when it differs from
// the default, as in Hash); what provenance records (kernel.Provenance) next to
// Hash, which hashes exactly these values.
func (c Config) Values() map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, f := range fields {
		if !c.listed(f) {
			continue
		}
		var v any
		switch {
		case f.enum != nil:
			i := f.getEnum(&c)
			v = i
			if i < len(f.enum) {
				v = f.enum[i]
			}
		case f.get == nil: // limits.cycles
			v = c.CycleLimit
		default:
			v = *f.get(&c)
		}
		if out[f.section] == nil {
			out[f.section] = map[string]any{}
		}
		out[f.section][f.key] = v
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
