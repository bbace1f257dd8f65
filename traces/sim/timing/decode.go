package timing

import (
	"path"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
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

// condition of a conditional branch, evaluated after the instruction.
const (
	condNone uint8 = iota
	condSCC0
	condSCC1
	condVCCZ
	condVCCNZ
	condEXECZ
	condEXECNZ
	condUncond // s_branch
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

// tinst is the timing view of one decoded instruction.
type tinst struct {
	u     unit
	issue int64 // cycles the wavefront's issue slot is held (VALU: the pipeline time)
	cond  uint8
	sp    uint8
	wait  [3]int // vmcnt, lgkmcnt, expcnt limits of s_waitcnt; noWait when absent

	// memory
	mem       uint8
	vm, lgkm  bool // counters incremented
	exp       bool // store data read from VGPRs (expcnt)
	addr      int  // VGPR holding the (low half of the) address
	width     int  // bytes per lane per address
	nAddr     int  // addresses per lane (2 for ds_read2/ds_write2)
	off       [2]uint64
	probe     int32 // 1 + index into the probe names; 0: not probed
	isStore   bool
	dwords    int  // dwords per lane (LDS passes)
	unknownDS bool // LDS address operand not understood: no bank model
}

// VALU rate classes: mnemonic globs (without the encoding suffix), tried in
// order; the first match gives the multiple of the full-rate time. The lists
// follow CLRadeonExtender's GCN timings (docs/hardware.md).
var valuRates = []struct {
	globs []string
	rate  func(c *Config) int
}{
	{[]string{"v_fma_f64", "v_mul_f64", "v_rcp_f64", "v_rsq_f64", "v_sqrt_f64", "v_rcp_clamp_f64", "v_rsq_clamp_f64",
		"v_div_fmas_f64", "v_trig_preop_f64"}, func(c *Config) int { return c.VALUDPMul }},
	{[]string{"v_mad_u64_u32", "v_mad_i64_i32"}, func(c *Config) int { return c.VALUQuarter }},
	{[]string{"v_*_f64", "v_cvt_f64_*", "v_*_b64", "v_*_i64", "v_*_u64"}, func(c *Config) int { return c.VALUDP }},
	{[]string{"v_exp_*", "v_log_*", "v_rcp_*", "v_rsq_*", "v_sqrt_*", "v_sin_*", "v_cos_*",
		"v_mul_lo_u32", "v_mul_lo_i32", "v_mul_hi_u32", "v_mul_hi_i32", "v_div_scale_f32", "v_div_fmas_f32",
		"v_div_fixup_f32", "v_fma_f32", "v_qsad_*", "v_mqsad_*"}, func(c *Config) int { return c.VALUQuarter }},
	{[]string{"v_swap_b32"}, func(c *Config) int { return c.VALUHalf }},
}

func valuRate(c *Config, op string) int {
	for _, r := range valuRates {
		for _, g := range r.globs {
			if ok, _ := path.Match(g, op); ok {
				return r.rate(c)
			}
		}
	}
	return 1
}

// memWidth returns the bytes per lane of a load/store suffix.
func memWidth(s string) int {
	switch s {
	case "dword", "b32", "u32", "i32", "f32":
		return 4
	case "dwordx2", "b64", "u64", "i64", "f64":
		return 8
	case "dwordx3", "b96":
		return 12
	case "dwordx4", "b128":
		return 16
	case "ubyte", "sbyte", "byte", "u8", "i8", "b8":
		return 1
	case "ushort", "sshort", "short", "u16", "i16", "b16":
		return 2
	}
	return 4
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

// decode builds the timing view of every instruction of p.
func decode(c *Config, p *sim.Program) []tinst {
	out := make([]tinst, len(p.Instrs))
	valu := c.VALUCycles()
	rates := map[string]int{} // glob matching is slow: once per opcode
	for i, in := range p.Instrs {
		t := &out[i]
		t.wait = [3]int{noWait, noWait, noWait}
		op := in.Op
		switch in.Class {
		case "valu":
			t.u = uVALU
			rate, ok := rates[op]
			if !ok {
				rate = valuRate(c, op)
				rates[op] = rate
			}
			t.issue = valu * int64(rate)
		case "salu":
			t.u = uSALU
			t.issue = int64(c.SALU)
			if ok, _ := path.Match("s_*_saveexec_b*", op); ok || strings.HasPrefix(op, "s_setreg") || strings.HasPrefix(op, "s_getreg") {
				t.issue = int64(c.SALUSlow)
			}
		case "branch":
			t.u = uBranch
			t.issue = int64(c.Branch)
			switch op {
			case "s_branch":
				t.cond = condUncond
			case "s_cbranch_scc0":
				t.cond = condSCC0
			case "s_cbranch_scc1":
				t.cond = condSCC1
			case "s_cbranch_vccz":
				t.cond = condVCCZ
			case "s_cbranch_vccnz":
				t.cond = condVCCNZ
			case "s_cbranch_execz":
				t.cond = condEXECZ
			case "s_cbranch_execnz":
				t.cond = condEXECNZ
			}
		case "waitcnt":
			t.u = uSpecial
			t.sp = spWaitcnt
			t.issue = int64(c.Waitcnt)
			decodeWait(in.Instruction, t)
		case "barrier":
			t.u = uSpecial
			t.sp = spBarrier
			t.issue = int64(c.Barrier)
		case "end":
			t.u = uSpecial
			t.sp = spEnd
			t.issue = int64(c.Endpgm)
		case "nop":
			t.u = uSpecial
			t.issue = int64(c.Nop)
			imm := int64(0)
			if len(in.Operands) > 0 && in.Operands[0].Kind == asm.OpInt {
				imm = in.Operands[0].Int
			}
			switch op {
			case "s_nop":
				t.sp = spNop
				t.issue = int64(c.Nop) * (imm&0xf + 1)
			case "s_sleep":
				t.sp = spSleep
				t.issue = int64(c.Nop) + int64(c.Sleep)*(imm&0x7)
			}
		case "smem":
			t.u = uSMEM
			t.issue = int64(c.SMEMIssue)
			t.lgkm = true
		case "vmem":
			t.u = uVMEM
			t.issue = int64(c.VMEMIssue)
			t.vm = true
			decodeVMEM(in.Instruction, t)
		case "lds":
			t.u = uLDS
			t.issue = int64(c.LDSIssue)
			t.lgkm = true
			decodeDS(in.Instruction, t)
		default:
			t.u = uSpecial
			t.issue = int64(c.Nop)
		}
	}
	return out
}

// decodeWait reads s_waitcnt's counts (symbolic or the gfx8 SIMM16 layout:
// vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8]; a field at its maximum does not
// wait).
func decodeWait(in *asm.Instruction, t *tinst) {
	if len(in.Operands) == 0 {
		return
	}
	o := in.Operands[len(in.Operands)-1]
	switch {
	case o.Kind == asm.OpWaitCnt:
		if n, ok := o.WaitCnt["vmcnt"]; ok && n < maxVM {
			t.wait[0] = n
		}
		if n, ok := o.WaitCnt["lgkmcnt"]; ok && n < maxLGKM {
			t.wait[1] = n
		}
		if n, ok := o.WaitCnt["expcnt"]; ok && n < maxExp {
			t.wait[2] = n
		}
	case o.Kind == asm.OpInt:
		v := int(o.Int)
		switch in.Op {
		case "s_waitcnt":
			if n := v & 0xf; n < maxVM {
				t.wait[0] = n
			}
			if n := v >> 4 & 7; n < maxExp {
				t.wait[2] = n
			}
			if n := v >> 8 & 0xf; n < maxLGKM {
				t.wait[1] = n
			}
		case "s_waitcnt_vmcnt":
			t.wait[0] = min(v, maxVM-1)
		case "s_waitcnt_lgkmcnt":
			t.wait[1] = min(v, maxLGKM-1)
		case "s_waitcnt_expcnt":
			t.wait[2] = min(v, maxExp-1)
		}
	}
}

// Counter capacities on gfx8 (GCN3 ISA: vmcnt 4 bits, lgkmcnt 4 bits,
// expcnt 3 bits). A memory instruction waits for room.
const (
	maxVM   = 15
	maxLGKM = 15
	maxExp  = 7
)

func decodeVMEM(in *asm.Instruction, t *tinst) {
	op := in.Op
	t.nAddr = 1
	switch {
	case strings.Contains(op, "_atomic_"):
		t.exp = true
		t.width = 4
		if strings.HasSuffix(op, "_x2") {
			t.width = 8
		}
	case strings.Contains(op, "_store_"):
		t.exp = true
		t.isStore = true
		t.width = memWidth(op[strings.Index(op, "_store_")+7:])
	case strings.Contains(op, "_load_"):
		t.width = memWidth(op[strings.Index(op, "_load_")+6:])
	default:
		t.width = 4
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
			t.addr = a
			t.off[0] = intModifier(in, "offset")
			return
		}
	}
	t.mem = memMUBUF // unexpected form: estimate
}

func decodeDS(in *asm.Instruction, t *tinst) {
	op := in.Op
	t.nAddr = 1
	k := 0
	switch {
	case op == "ds_nop":
		t.mem = memNone
		return
	case op == "ds_bpermute_b32" || op == "ds_permute_b32":
		t.mem = memDSPermute
		t.width = 4
		return
	case strings.HasPrefix(op, "ds_read2") || strings.HasPrefix(op, "ds_write2"):
		t.width = 4
		unit := uint64(4)
		if strings.HasSuffix(op, "_b64") {
			t.width, unit = 8, 8
		}
		if strings.Contains(op, "st64") {
			unit *= 64
		}
		t.nAddr = 2
		t.off[0] = intModifier(in, "offset0") * unit
		t.off[1] = intModifier(in, "offset1") * unit
		if strings.HasPrefix(op, "ds_read2") {
			k = 1
		}
	case strings.HasPrefix(op, "ds_read_"):
		t.width = memWidth(strings.TrimPrefix(op, "ds_read_"))
		t.off[0] = intModifier(in, "offset")
		k = 1
	case strings.HasPrefix(op, "ds_write_"):
		t.width = memWidth(strings.TrimPrefix(op, "ds_write_"))
		t.off[0] = intModifier(in, "offset")
	default: // atomics: the returning forms name the destination first
		t.width = 4
		if strings.HasSuffix(op, "64") {
			t.width = 8
		}
		if strings.Contains(op, "_rtn_") {
			k = 1
		}
		t.off[0] = intModifier(in, "offset")
	}
	if k < len(in.Operands) {
		if a, ok := vgprLo(in.Operands[k]); ok {
			t.mem = memDS
			t.addr = a
			t.dwords = max((t.width+3)/4, 1)
			return
		}
	}
	t.mem = memDS
	t.unknownDS = true
	t.dwords = max((t.width+3)/4, 1)
}
