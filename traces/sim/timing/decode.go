package timing

import (
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// unit is the kind of issue resource an instruction takes (GCN issues at
// most one instruction of each kind per SIMD visit, each from a different
// wavefront).
type unit uint8

const (
	uVALU    unit = iota // the SIMD's vector pipeline(s)
	uSALU                // the CU's scalar ALU pipeline(s)
	uBranch              // branch unit (a scalar pipeline)
	uSpecial             // s_waitcnt, s_nop, s_barrier, s_endpgm, ...: no functional unit
	uSMEM                // scalar memory: one per CU
	uVMEM                // vector memory: one per CU
	uLDS                 // LDS: one per CU
	numUnits
)

var unitNames = [numUnits]string{"valu", "salu", "branch", "special", "smem", "vmem", "lds"}

// duplicated reports whether the unit has S+1 pipelines in the parallel
// mode (thesis 4.4: vector and scalar pipelines; memory units are not).
func (u unit) duplicated() bool { return u <= uSpecial }

// condition of a conditional branch, evaluated after the instruction
// (cfg/isa.BranchCond).
const (
	condNone   = uint8(isa.CondNone)
	condSCC0   = uint8(isa.CondSCC0)
	condSCC1   = uint8(isa.CondSCC1)
	condVCCZ   = uint8(isa.CondVCCZ)
	condVCCNZ  = uint8(isa.CondVCCNZ)
	condEXECZ  = uint8(isa.CondEXECZ)
	condEXECNZ = uint8(isa.CondEXECNZ)
	condUncond = uint8(isa.CondUncond) // s_branch
)

// memory access forms (for coalescing and bank conflicts).
const (
	memNone      uint8 = iota
	memFlat            // FLAT/GLOBAL: 64-bit address in a VGPR pair
	memMUBUF           // buffer_*: estimated as contiguous
	memDS              // LDS with one or two addresses per lane
	memDSPermute       // ds_(b)permute: the crossbar, no bank conflicts
)

// special instruction kinds
const (
	spNone uint8 = iota
	spWaitcnt
	spNop
	spSleep
	spBarrier
	spEnd
)

const noWait = -1

// tinst is the timing view of one decoded instruction: 64 bytes, so that
// each instruction of the program's array is one cache line (Go aligns an
// allocation of a multiple of 64 bytes to 64; at 104 bytes, what every
// issue reads, first, crossed two lines for every other instruction).
type tinst struct {
	u     unit
	cond  uint8
	sp    uint8
	mem   uint8
	probe int32   // 1 + index into the probe names; 0: not probed
	issue int64   // cycles the wavefront's issue slot is held (VALU: the pipeline time)
	wait  [3]int8 // vmcnt, lgkmcnt, expcnt limits of s_waitcnt; noWait when absent

	// memory
	vm, lgkm  bool // counters incremented
	exp       bool // store data read from VGPRs (expcnt)
	isStore   bool
	unknownDS bool  // LDS address operand not understood: no bank model
	addr      int32 // VGPR holding the (low half of the) address
	width     int32 // bytes per lane per address
	nAddr     int32 // addresses per lane (2 for ds_read2/ds_write2)
	dwords    int32 // dwords per lane (LDS passes)
	soff      int32 // SMEM: the index in sim.Wave.S of the SGPR holding the offset, -1 for an immediate (off[0]); addr is the base SGPR's (sim.SGPRIndex), -1 unknown
	off       [2]uint64
}

// units maps the instruction classes' units (cfg/isa) to the
// timing model's; export (not simulated) issues like an unknown instruction.
var units = [isa.NumUnits]unit{
	isa.UnitVALU: uVALU, isa.UnitSALU: uSALU, isa.UnitBranch: uBranch, isa.UnitSpecial: uSpecial,
	isa.UnitSMEM: uSMEM, isa.UnitVMEM: uVMEM, isa.UnitLDS: uLDS, isa.UnitExport: uSpecial,
}

// ClassIssue is the cycles an instruction of class k (cfg/isa) holds
// its wavefront's issue slot under hardware c; imm is its first integer
// operand (s_nop N, s_sleep N), k nil an instruction without a class. It is
// the one mapping from the classes to the hardware file (docs/hardware.md):
//
//	valu           VALUCycles() times the rate: full 1, half valu.half,
//	               quarter valu.quarter, dp valu.dp, dp_mul valu.dp_mul
//	salu           issue.salu; rate slow: issue.salu_slow
//	branch         issue.branch (a taken branch adds issue.taken_branch)
//	special        by special kind: waitcnt issue.waitcnt, barrier
//	               issue.barrier, end issue.endpgm, nop issue.nop*(N&15+1),
//	               sleep issue.nop + issue.sleep*(N&7); none: issue.nop
//	smem, vmem, lds issue.smem, issue.vmem, issue.lds
//	export, nil    issue.nop
func ClassIssue(c *Config, k *isa.Class, imm int64) int64 {
	if k == nil {
		return int64(c.Nop)
	}
	switch k.Unit {
	case isa.UnitVALU:
		rate := 1
		switch k.Rate {
		case isa.RateHalf:
			rate = c.VALUHalf
		case isa.RateQuarter:
			rate = c.VALUQuarter
		case isa.RateDP:
			rate = c.VALUDP
		case isa.RateDPMul:
			rate = c.VALUDPMul
		}
		return c.VALUCycles() * int64(rate)
	case isa.UnitSALU:
		if k.Rate == isa.RateSlow {
			return int64(c.SALUSlow)
		}
		return int64(c.SALU)
	case isa.UnitBranch:
		return int64(c.Branch)
	case isa.UnitSMEM:
		return int64(c.SMEMIssue)
	case isa.UnitVMEM:
		return int64(c.VMEMIssue)
	case isa.UnitLDS:
		return int64(c.LDSIssue)
	case isa.UnitSpecial:
		switch k.Special {
		case isa.SpecialWaitcnt:
			return int64(c.Waitcnt)
		case isa.SpecialBarrier:
			return int64(c.Barrier)
		case isa.SpecialEnd:
			return int64(c.Endpgm)
		case isa.SpecialNop:
			return int64(c.Nop) * (imm&0xf + 1)
		case isa.SpecialSleep:
			return int64(c.Nop) + int64(c.Sleep)*(imm&0x7)
		}
	}
	return int64(c.Nop)
}

func vgprLo(o asm.Operand) (int, bool) {
	if o.Kind == asm.OpReg && o.File == asm.VGPR {
		return o.Lo, true
	}
	return 0, false
}

func intModifier(in *asm.Instruction, name string) uint64 {
	v, ok := in.Modifier(name)
	if !ok {
		return 0
	}
	var n uint64
	if strings.HasPrefix(v, "0x") {
		for _, ch := range v[2:] {
			switch {
			case ch >= '0' && ch <= '9':
				n = n*16 + uint64(ch-'0')
			case ch >= 'a' && ch <= 'f':
				n = n*16 + uint64(ch-'a'+10)
			case ch >= 'A' && ch <= 'F':
				n = n*16 + uint64(ch-'A'+10)
			}
		}
		return n
	}
	for _, ch := range v {
		if ch >= '0' && ch <= '9' {
			n = n*10 + uint64(ch-'0')
		}
	}
	return n
}

// decode builds the timing view of every instruction of p. Its class, and
// so its unit, issue time and special kind, and its data shape come from
// its record on the program's target (cfg/isa).
func decode(c *Config, p *sim.Program) []tinst {
	out := make([]tinst, len(p.Instrs))
	for i, in := range p.Instrs {
		t := &out[i]
		t.wait = [3]int8{noWait, noWait, noWait}
		k := in.Rec.Class
		imm := int64(0)
		if len(in.Operands) > 0 && in.Operands[0].Kind == asm.OpInt {
			imm = in.Operands[0].Int
		}
		t.u = uSpecial
		if k != nil {
			t.u = units[k.Unit]
		}
		t.issue = ClassIssue(c, k, imm)
		if k == nil {
			continue
		}
		switch k.Special {
		case isa.SpecialWaitcnt:
			t.sp = spWaitcnt
			decodeWait(in.Instruction, &p.Target.Waitcnt, t)
		case isa.SpecialBarrier:
			t.sp = spBarrier
		case isa.SpecialEnd:
			t.sp = spEnd
		case isa.SpecialNop:
			t.sp = spNop
		case isa.SpecialSleep:
			t.sp = spSleep
		}
		switch t.u {
		case uBranch:
			t.cond = uint8(in.Rec.Cond)
		case uSMEM:
			t.lgkm = true
			decodeSMEM(in.Instruction, in.Rec, t)
		case uVMEM:
			t.vm = true
			decodeVMEM(in.Instruction, in.Rec, t)
		case uLDS:
			t.lgkm = true
			decodeDS(in.Instruction, in.Rec, t)
		}
	}
	return out
}

// decodeWait reads s_waitcnt's counts, symbolic or in the target's SIMM16
// layout (w); a count at its counter's maximum does not wait.
func decodeWait(in *asm.Instruction, w *isa.Waitcnt, t *tinst) {
	if len(in.Operands) == 0 {
		return
	}
	o := in.Operands[len(in.Operands)-1]
	vm, lgkm, exp := w.Max(isa.VMCnt), w.Max(isa.LGKMCnt), w.Max(isa.ExpCnt)
	switch {
	case o.Kind == asm.OpWaitCnt:
		if n, ok := o.WaitCnt["vmcnt"]; ok && n < vm {
			t.wait[0] = waitCount(n)
		}
		if n, ok := o.WaitCnt["lgkmcnt"]; ok && n < lgkm {
			t.wait[1] = waitCount(n)
		}
		if n, ok := o.WaitCnt["expcnt"]; ok && n < exp {
			t.wait[2] = waitCount(n)
		}
	case o.Kind == asm.OpInt:
		v := int(o.Int)
		switch in.Op {
		case "s_waitcnt":
			n := w.Decode(uint64(o.Int))
			if n[isa.VMCnt] < vm {
				t.wait[0] = waitCount(n[isa.VMCnt])
			}
			if n[isa.ExpCnt] < exp {
				t.wait[2] = waitCount(n[isa.ExpCnt])
			}
			if n[isa.LGKMCnt] < lgkm {
				t.wait[1] = waitCount(n[isa.LGKMCnt])
			}
		case "s_waitcnt_vmcnt":
			t.wait[0] = waitCount(min(v, vm-1))
		case "s_waitcnt_lgkmcnt":
			t.wait[1] = waitCount(min(v, lgkm-1))
		case "s_waitcnt_expcnt":
			t.wait[2] = waitCount(min(v, exp-1))
		}
	}
}

// waitCount is a count of s_waitcnt in tinst.wait: below its counter's
// maximum (at most 63), noWait, or, from a malformed immediate, below
// noWait, which waitReady treats alike (-2).
func waitCount(n int) int8 { return int8(max(n, -2)) }

// counterCaps are the counts the counters hold on the program's target
// (vmcnt, lgkmcnt, expcnt: the s_waitcnt fields' maxima): a memory
// instruction waits for room.
func counterCaps(w *isa.Waitcnt) [3]int {
	return [3]int{w.Max(isa.VMCnt), w.Max(isa.LGKMCnt), w.Max(isa.ExpCnt)}
}

// decodeSMEM reads an SMEM load's base SGPRs, offset and width for the
// scalar cache (the operands as traces/sim reads them: s_load_dwordxN
// sdst, sbase, offset).
func decodeSMEM(in *asm.Instruction, rec *isa.Inst, t *tinst) {
	t.addr, t.soff = -1, -1
	t.width = int32(dataWidth(rec))
	if len(in.Operands) < 3 {
		return
	}
	b, o := in.Operands[1], in.Operands[2]
	if b.Kind != asm.OpReg || b.File != asm.SGPR {
		return
	}
	switch {
	case o.Kind == asm.OpInt:
		t.off[0] = uint64(o.Int)
	case o.Kind == asm.OpReg && o.File == asm.SGPR:
		t.soff = int32(sim.SGPRIndex(o.Lo))
	default:
		return
	}
	t.addr = int32(sim.SGPRIndex(b.Lo))
}

// dataWidth is the bytes per lane and address the memory units model for
// an access: its record's, or one dword where the mnemonic gives none (an
// image's data follows its dmask; a cache control or probe moves none).
func dataWidth(rec *isa.Inst) int {
	if rec.Data.Bytes == 0 {
		return 4
	}
	return rec.Data.Bytes
}

// VMEMAccess is how the vector memory unit sees the vector memory
// instruction in on target tg (vmem.go service): the bytes each lane
// accesses, and for a FLAT access the first VGPR of its 64-bit address
// pair (-1 for MUBUF, whose lines are estimated from the active lanes or,
// for scratch, from the swizzled per-lane addresses).
func VMEMAccess(tg *isa.Target, in *asm.Instruction) (width, flatAddr int) {
	var t tinst
	decodeVMEM(in, tg.Inst(in.Op), &t)
	if t.mem == memFlat {
		return int(t.width), int(t.addr)
	}
	return int(t.width), -1
}

// LDSAccess is how the LDS unit sees the DS instruction in (lds.go
// passes): the VGPR holding each lane's address (-1 when the operand is
// not understood: the conflict-free count is charged), the byte offsets
// added to it (one per address: two for ds_read2/ds_write2), and the data
// dwords per address; crossbar is set for ds_(b)permute (no bank
// conflicts), none for ds_nop; on target tg.
func LDSAccess(tg *isa.Target, in *asm.Instruction) (addr int, offsets []uint64, dwords int, crossbar, none bool) {
	var t tinst
	decodeDS(in, tg.Inst(in.Op), &t)
	switch t.mem {
	case memNone:
		return -1, nil, 0, false, true
	case memDSPermute:
		return -1, nil, int(max(t.dwords, 1)), true, false
	}
	if t.unknownDS {
		return -1, nil, int(max(t.dwords, 1)), false, false
	}
	return int(t.addr), append([]uint64(nil), t.off[:t.nAddr]...), int(max(t.dwords, 1)), false, false
}

func decodeVMEM(in *asm.Instruction, rec *isa.Inst, t *tinst) {
	op := in.Op
	t.nAddr = 1
	t.width = int32(dataWidth(rec))
	switch {
	case strings.Contains(op, "_atomic_"):
		t.exp = true
	case strings.Contains(op, "_store_"):
		t.exp = true
		t.isStore = true
	}
	if strings.HasPrefix(op, "buffer_") {
		t.mem = memMUBUF
		return
	}
	if !strings.HasPrefix(op, "flat_") && !strings.HasPrefix(op, "global_") {
		t.mem = memMUBUF
		return
	}
	k := 0 // address operand: stores and non-returning atomics name it first
	if strings.Contains(op, "_load_") {
		k = 1
	} else if strings.Contains(op, "_atomic_") {
		if _, glc := in.Modifier("glc"); glc {
			k = 1
		}
	}
	if k < len(in.Operands) {
		if a, ok := vgprLo(in.Operands[k]); ok && in.Operands[k].Hi == a+1 {
			t.mem = memFlat
			t.addr = int32(a)
			t.off[0] = intModifier(in, "offset")
			return
		}
	}
	t.mem = memMUBUF // unexpected form: estimate
}

// decodeDS reads an LDS instruction's address operand, offsets and data
// width for the bank model: its address VGPR follows the destination of a
// returning form (ds_read*, *_rtn_*); the two-address forms (ds_read2*,
// ds_write2*, ds_wrxchg2*) count offset0 and offset1 in elements of their
// data width, times 64 for st64.
func decodeDS(in *asm.Instruction, rec *isa.Inst, t *tinst) {
	op := in.Op
	t.nAddr = 1
	t.width = int32(dataWidth(rec))
	k := 0
	switch {
	case op == "ds_nop":
		t.mem = memNone
		return
	case op == "ds_bpermute_b32" || op == "ds_permute_b32":
		t.mem = memDSPermute
		return
	case rec.Data.Addrs == 2:
		unit := uint64(t.width)
		if strings.Contains(op, "st64") {
			unit *= 64
		}
		t.nAddr = 2
		t.off[0] = intModifier(in, "offset0") * unit
		t.off[1] = intModifier(in, "offset1") * unit
		if strings.HasPrefix(op, "ds_read2") || strings.Contains(op, "_rtn_") {
			k = 1
		}
	case strings.HasPrefix(op, "ds_read_"):
		t.off[0] = intModifier(in, "offset")
		k = 1
	case strings.HasPrefix(op, "ds_write_"):
		t.off[0] = intModifier(in, "offset")
	default: // atomics: the returning forms name the destination first
		if strings.Contains(op, "_rtn_") {
			k = 1
		}
		t.off[0] = intModifier(in, "offset")
	}
	if k < len(in.Operands) {
		if a, ok := vgprLo(in.Operands[k]); ok {
			t.mem = memDS
			t.addr = int32(a)
			t.dwords = max((t.width+3)/4, 1)
			return
		}
	}
	t.mem = memDS
	t.unknownDS = true
	t.dwords = max((t.width+3)/4, 1)
}
