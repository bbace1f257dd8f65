package isa

import (
	"slices"
	"sync"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// MaxLanes is the most lanes a wavefront of any target has: the length of
// per-lane register arrays and the width of lane masks (LaneMask). A
// target's own WaveSize is at most this, and every simulated target's is
// exactly this (TestSimulatedWaveSize): the simulator, the split model and
// the static bound read "lanes per wavefront" here, never as a literal 64
// (internal/archtest's TestLanesFromTarget).
const MaxLanes = 64

// LaneMask is a set of a wavefront's lanes, bit l for lane l: EXEC, VCC, a
// compare's result, a split's lanes. It holds MaxLanes bits.
type LaneMask = uint64

// MaxLanes must fit a LaneMask: a compile error otherwise.
const _ uint = 64 - MaxLanes

// LaneBits is the bits of a lane id, log2(MaxLanes): 1<<LaneBits ==
// MaxLanes (a compile error otherwise).
const LaneBits = 6

const (
	_ uint = 1<<LaneBits - MaxLanes
	_ uint = MaxLanes - 1<<LaneBits
)

// MaxS is the largest S, the reserve slots per launch wavefront: a
// wavefront splits into at most MaxLanes non-empty parts, so S + 1 <=
// MaxLanes; split ids are 0..MaxS.
const MaxS = MaxLanes - 1

// Waves returns the wavefronts that items work-items fill, MaxLanes to a
// wavefront: ceil(items / MaxLanes) (a workgroup's T_WG / T_WF rounded up).
func Waves(items int) int { return (items + MaxLanes - 1) / MaxLanes }

// VSCntMax is the largest count of s_waitcnt_vscnt (gfx10's store counter,
// 6 bits), which the assembler also accepts as vscnt(N) in s_waitcnt.
const VSCntMax = 63

// Target is one GPU generation as splitwcet models it: the facts every
// consumer reads (the functional simulator and its timing model, the
// static latency model, the loader's checks, split marking, the static
// bound's address analysis) and one record per instruction (Inst). A new
// generation is a new Target (targets.go) with its own facts and the
// instructions whose meaning it changes, not edits in the consumers
// (docs/architecture.md, "Adding a generation").
type Target struct {
	Name  string // the generation: "gfx8"
	Major int    // the major version of its processors (asm.Arch.Major)
	About string // what it is: "GCN3 (Fiji, Polaris; gfx801 to gfx810)"
	// Processors, when set, are the processors of Major the target
	// describes (Covers); the others of that major version are another
	// design (gfx9's CDNA processors gfx908, gfx90a and gfx940 are not
	// Vega) and are refused where the target's facts would be used.
	Processors []string

	// WaveSize is the lanes of a wavefront (64 on GCN; wave32 would be a
	// target of its own), at most MaxLanes.
	WaveSize int
	// SGPRs is the scalar registers s0..s(SGPRs-1) a wavefront addresses;
	// VGPRs the vector registers per lane.
	SGPRs, VGPRs int
	// LDSBytes is the local data share a workgroup can allocate.
	LDSBytes int
	// SplitBit is the MODE register bit that marks split-enabled code
	// (thesis 4.5.1; free in every modelled generation's MODE).
	SplitBit int
	// Waitcnt is the layout of s_waitcnt's SIMM16 and so the widths of the
	// counters.
	Waitcnt Waitcnt
	// NopMax and SleepMax are the largest immediates of s_nop (wait states
	// minus one) and s_sleep (units of 64 clocks).
	NopMax, SleepMax int
	// Simulated is set when the functional simulator (traces/sim) executes
	// the generation's code.
	Simulated bool
	// SDWAScalarDst is set where an SDWA compare may write any SGPR pair
	// (gfx9 on; gfx8's writes VCC only).
	SDWAScalarDst bool
	// PackedD16 is set where the d16 forms of the typed buffer
	// instructions pack two 16-bit components per VGPR (gfx9 on; gfx8
	// holds one in the low half of each VGPR, LLVM's UnpackedD16VMem).
	PackedD16 bool

	// carryOut, readsDst and sem are the instructions whose record the
	// generation spells out (targets.go).
	carryOut map[string]bool
	readsDst []string // globs
	sem      map[string]string

	insts sync.Map // op -> *Inst
}

// Field is a run of bits of an immediate: Bits bits from bit Lo.
type Field struct{ Lo, Bits int }

// Waitcnt is the SIMM16 layout of s_waitcnt: per counter (VMCnt, LGKMCnt,
// ExpCnt) its fields, low bits first (gfx9's vmcnt is bits 3:0 and 15:14).
type Waitcnt [NumCounters][]Field

// Max is the largest count counter c holds: a wait for it waits for
// nothing the hardware could count.
func (w *Waitcnt) Max(c Counter) int {
	n := 0
	for _, f := range w[c] {
		n += f.Bits
	}
	return 1<<n - 1
}

// Decode splits an s_waitcnt immediate into its counts, by Counter.
func (w *Waitcnt) Decode(simm16 uint64) [NumCounters]int {
	var out [NumCounters]int
	for c := range w {
		at := 0
		for _, f := range w[c] {
			out[c] |= int(simm16>>f.Lo&(1<<f.Bits-1)) << at
			at += f.Bits
		}
	}
	return out
}

// For returns the target of arch: the generation of its major version, or
// for a version between two the older (the zero Arch, which means
// asm.DefaultArch, and anything before gfx8 are gfx8; gfx12 is gfx11).
func For(arch asm.Arch) *Target {
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	t := targets[0]
	for _, x := range targets {
		if x.Major <= arch.Major {
			t = x
		}
	}
	return t
}

// Covers reports whether t describes arch's processor: its major version
// and, when t lists its processors, one of them.
func (t *Target) Covers(arch asm.Arch) bool {
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	return arch.Major == t.Major && (t.Processors == nil || slices.Contains(t.Processors, arch.Name))
}

// Targets returns the modelled generations, oldest first.
func Targets() []*Target { return append([]*Target(nil), targets...) }

// Inst is one instruction of a target: every fact a consumer needs that
// the mnemonic and the generation decide. Records are made once per
// target and mnemonic and shared (do not modify).
type Inst struct {
	// Op is the mnemonic without encoding suffix (asm.Instruction.Op).
	Op string
	// Class is the instruction class (unit, rate, memory kind, special);
	// Rule the rule of isa.yaml that gave it (a catch-all fallback for a
	// mnemonic no rule names); both nil when nothing matches.
	Class *Class
	Rule  *Rule
	// Sem names the semantics entry the simulator executes the instruction
	// with: Op itself, unless the generation gives the mnemonic another
	// meaning than the entry of that name (a target's sem table).
	Sem string
	// Cond is the condition of a branch (CondNone for anything else).
	Cond Cond
	// Data is the shape of a memory access's data (DataOf): bytes per
	// lane and address, sign extension, addresses per lane; zero for an
	// instruction that accesses no memory.
	Data Data
	// CarryOut marks a vector ALU instruction whose second operand is a
	// scalar destination: a carry-out (gfx8's v_add_u32, gfx9's
	// v_add_co_u32) or the flag of v_div_scale and v_mad_u64_u32.
	CarryOut bool
	// ReadsDst marks an instruction that also reads its destination
	// register (v_mac_f32: D = S0 × S1 + D).
	ReadsDst bool
}

// Inst returns the record of a mnemonic (without encoding suffix) on t.
// Every mnemonic has one; Class is nil for one no rule of isa.yaml names.
func (t *Target) Inst(op string) *Inst {
	if v, ok := t.insts.Load(op); ok {
		return v.(*Inst)
	}
	in := &Inst{Op: op, Sem: op, Cond: branchConds[op], CarryOut: t.carryOut[op]}
	in.Class, in.Rule = Lookup(op)
	if s, ok := t.sem[op]; ok {
		in.Sem = s
	}
	in.Data = DataOf(op)
	for _, g := range t.readsDst {
		if globMatch(g, op) {
			in.ReadsDst = true
		}
	}
	v, _ := t.insts.LoadOrStore(op, in)
	return v.(*Inst)
}
