package asm

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Arch is a GCN/RDNA generation, which decides encodings and sizes.
type Arch struct {
	Name  string // processor, e.g. "gfx803"
	Major int    // 8 for GCN3 (gfx8xx), 9, 10, 11, ...
}

// ArchFromProcessor returns the Arch of a processor name such as "gfx803" or
// "gfx1030"; ok is false for names that are not gfxNNN.
func ArchFromProcessor(p string) (Arch, bool) {
	if !strings.HasPrefix(p, "gfx") || len(p) < 6 {
		return Arch{}, false
	}
	digits := p[3:]
	// gfxMmS: the stepping is one hex digit and the minor one digit; the rest is the major.
	major, err := strconv.Atoi(digits[:len(digits)-2])
	if err != nil || major < 6 {
		return Arch{}, false
	}
	return Arch{Name: p, Major: major}, true
}

// ArchFromTarget extracts the processor from a target triple with processor,
// e.g. "amdgcn-amd-amdhsa--gfx803" or "amdgcn-amd-amdhsa--gfx90a:xnack-".
func ArchFromTarget(t string) (Arch, bool) {
	i := strings.LastIndex(t, "gfx")
	if i < 0 {
		return Arch{}, false
	}
	p := t[i:]
	if j := strings.IndexByte(p, ':'); j >= 0 {
		p = p[:j]
	}
	return ArchFromProcessor(p)
}

// DefaultArch is GCN3 (gfx803), the project's primary target.
var DefaultArch = Arch{Name: "gfx803", Major: 8}

// HasVOP3Literal reports whether VOP3 encodings may carry a 32-bit literal (gfx10+).
func (a Arch) HasVOP3Literal() bool { return a.Major >= 10 }

// MaxInstLen is the per-statement size LLVM assumes for inline assembly
// (AMDGPUMCAsmInfo::getMaxInstLength): 8 bytes before gfx10, 20 with gfx10's
// NSA image encodings, 12 on later targets with VOP3 literals.
func (a Arch) MaxInstLen() int {
	switch {
	case a.Major == 10:
		return 20
	case a.Major >= 11:
		return 20
	}
	return 8
}

// Encoding is the instruction format family; it decides the base size.
type Encoding uint8

const (
	EncUnknown Encoding = iota
	EncSOP1
	EncSOP2
	EncSOPC
	EncSOPK
	EncSOPP
	EncSMEM
	EncVOP1
	EncVOP2
	EncVOPC
	EncVOP3
	EncVOP3P
	EncVOPD
	EncDPP
	EncSDWA
	EncVINTRP
	EncDS
	EncMUBUF
	EncMTBUF
	EncMIMG
	EncFLAT
	EncEXP
)

var encodingNames = [...]string{"?", "SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "SMEM", "VOP1", "VOP2",
	"VOPC", "VOP3", "VOP3P", "VOPD", "DPP", "SDWA", "VINTRP", "DS", "MUBUF", "MTBUF", "MIMG", "FLAT", "EXP"}

func (e Encoding) String() string {
	if int(e) < len(encodingNames) {
		return encodingNames[e]
	}
	return fmt.Sprintf("Encoding(%d)", e)
}

// IsScalar reports whether the encoding runs on the scalar unit.
func (e Encoding) IsScalar() bool { return e >= EncSOP1 && e <= EncSMEM }

// IsVector reports whether the encoding is a vector ALU format.
func (e Encoding) IsVector() bool { return e >= EncVOP1 && e <= EncVINTRP }

// IsMemory reports whether the encoding accesses memory (SMEM, DS, buffers, images, FLAT).
func (e Encoding) IsMemory() bool {
	return e == EncSMEM || e >= EncDS && e <= EncFLAT
}

// sopp lists the SOPP (program-control) scalar instructions.
var sopp = set("s_nop", "s_endpgm", "s_branch", "s_wakeup", "s_waitcnt", "s_barrier", "s_sethalt",
	"s_sleep", "s_setprio", "s_sendmsg", "s_sendmsghalt", "s_trap", "s_icache_inv", "s_incperflevel",
	"s_decperflevel", "s_ttracedata", "s_set_gpr_idx_off", "s_set_gpr_idx_mode", "s_endpgm_saved",
	"s_endpgm_ordered_ps_done", "s_code_end", "s_inst_prefetch", "s_clause", "s_waitcnt_depctr",
	"s_round_mode", "s_denorm_mode", "s_ttracedata_imm", "s_delay_alu", "s_sendmsg_rtn_b32",
	"s_sendmsg_rtn_b64", "s_wait_idle", "s_waitcnt_expcnt_imm", "s_setkill", "s_nop_nop")

// sopk lists the SOPK instructions (16-bit immediate in the word).
var sopk = set("s_movk_i32", "s_cmovk_i32", "s_cmpk_eq_i32", "s_cmpk_lg_i32", "s_cmpk_gt_i32",
	"s_cmpk_ge_i32", "s_cmpk_lt_i32", "s_cmpk_le_i32", "s_cmpk_eq_u32", "s_cmpk_lg_u32", "s_cmpk_gt_u32",
	"s_cmpk_ge_u32", "s_cmpk_lt_u32", "s_cmpk_le_u32", "s_addk_i32", "s_mulk_i32", "s_cbranch_i_fork",
	"s_getreg_b32", "s_setreg_b32", "s_setreg_imm32_b32", "s_call_b64", "s_waitcnt_vscnt",
	"s_waitcnt_vmcnt", "s_waitcnt_expcnt", "s_waitcnt_lgkmcnt", "s_subvector_loop_begin",
	"s_subvector_loop_end", "s_version")

// smemPrefixes are the scalar memory instructions (8 bytes on gfx8+).
var smemPrefixes = []string{"s_load_", "s_buffer_load_", "s_store_", "s_buffer_store_", "s_dcache_",
	"s_memtime", "s_memrealtime", "s_atc_probe", "s_atomic_", "s_buffer_atomic_", "s_scratch_",
	"s_get_waveid_in_workgroup", "s_gl1_inv"}

// vop3pPrefixes are packed-math and mixed-precision VOP3P instructions (gfx9+).
var vop3pPrefixes = []string{"v_pk_", "v_dot", "v_fma_mix", "v_mad_mix", "v_mfma_", "v_accvgpr_", "v_smfmac_", "v_wmma_", "v_swmmac_"}

// vop1NoSuffix lists VOP1/VINTRP instructions LLVM prints without an _e32 suffix
// (they have a single 32-bit encoding on the targets we read).
var vop1NoSuffix = set("v_readfirstlane_b32", "v_nop", "v_clrexcp", "v_interp_p1_f32",
	"v_interp_p2_f32", "v_interp_mov_f32", "v_swap_b32", "v_swaprel_b32")

// withLiteralK are VOP2 instructions that always carry a 32-bit constant K.
var withLiteralK = set("v_madmk_f32", "v_madak_f32", "v_fmamk_f32", "v_fmaak_f32", "v_madmk_f16",
	"v_madak_f16", "v_fmamk_f16", "v_fmaak_f16")

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

func hasAnyPrefix(s string, ps []string) bool {
	for _, p := range ps {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// splitSuffix separates an encoding suffix from a mnemonic.
func splitSuffix(m string) (op, suffix string) {
	for _, s := range [...]string{"_e32", "_e64", "_dpp", "_sdwa"} {
		if strings.HasSuffix(m, s) {
			return m[:len(m)-len(s)], s
		}
	}
	if strings.HasSuffix(m, "_e64_dpp") {
		return m[:len(m)-8], "_e64_dpp"
	}
	return m, ""
}

// classify returns the encoding family of a mnemonic, or EncUnknown.
func classify(a Arch, op, suffix string) Encoding {
	switch {
	case strings.HasPrefix(op, "s_"):
		switch {
		case sopp[op] || strings.HasPrefix(op, "s_cbranch_") && op != "s_cbranch_join" && op != "s_cbranch_g_fork" && op != "s_cbranch_i_fork":
			return EncSOPP
		case sopk[op]:
			return EncSOPK
		case hasAnyPrefix(op, smemPrefixes):
			return EncSMEM
		case strings.HasPrefix(op, "s_cmp_") || strings.HasPrefix(op, "s_bitcmp") || op == "s_setvskip" || op == "s_set_gpr_idx_on":
			return EncSOPC
		}
		if isSOP1(op) {
			return EncSOP1
		}
		return EncSOP2
	case strings.HasPrefix(op, "v_"):
		switch suffix {
		case "_dpp", "_e64_dpp":
			return EncDPP
		case "_sdwa":
			return EncSDWA
		case "_e64":
			return EncVOP3
		case "_e32":
			if strings.HasPrefix(op, "v_cmp") {
				return EncVOPC
			}
			if isVOP1(op) {
				return EncVOP1
			}
			return EncVOP2
		}
		switch {
		case strings.HasPrefix(op, "v_dual_"):
			return EncVOPD
		case hasAnyPrefix(op, vop3pPrefixes):
			return EncVOP3P
		case strings.HasPrefix(op, "v_interp_") && vop1NoSuffix[op] && a.Major < 11:
			return EncVINTRP
		case vop1NoSuffix[op]:
			return EncVOP1
		case withLiteralK[op]:
			return EncVOP2
		}
		return EncVOP3
	case strings.HasPrefix(op, "ds_"):
		return EncDS
	case strings.HasPrefix(op, "buffer_"):
		return EncMUBUF
	case strings.HasPrefix(op, "tbuffer_"):
		return EncMTBUF
	case strings.HasPrefix(op, "image_"):
		return EncMIMG
	case strings.HasPrefix(op, "flat_"), strings.HasPrefix(op, "global_"), strings.HasPrefix(op, "scratch_"):
		return EncFLAT
	case op == "exp" || strings.HasPrefix(op, "exp_"):
		return EncEXP
	}
	return EncUnknown
}

// isSOP1 recognises single-source scalar ALU instructions by their opcode stem.
func isSOP1(op string) bool {
	for _, p := range [...]string{"s_mov_", "s_cmov_", "s_not_", "s_wqm_", "s_brev_", "s_bcnt0_",
		"s_bcnt1_", "s_ff0_", "s_ff1_", "s_flbit_", "s_sext_", "s_bitset0_", "s_bitset1_", "s_getpc_",
		"s_setpc_", "s_swappc_", "s_rfe_", "s_and_saveexec_", "s_or_saveexec_", "s_xor_saveexec_",
		"s_andn2_saveexec_", "s_orn2_saveexec_", "s_nand_saveexec_", "s_nor_saveexec_",
		"s_xnor_saveexec_", "s_quadmask_", "s_movrels_", "s_movreld_", "s_cbranch_join", "s_abs_",
		"s_mov_fed_", "s_set_gpr_idx_idx", "s_andn1_saveexec_", "s_orn1_saveexec_",
		"s_andn1_wrexec_", "s_andn2_wrexec_", "s_bitreplicate_", "s_and_not0_saveexec_",
		"s_and_not1_saveexec_", "s_or_not0_saveexec_", "s_or_not1_saveexec_", "s_and_not0_wrexec_",
		"s_and_not1_wrexec_", "s_movrelsd_", "s_ctz_", "s_clz_", "s_sendmsg_rtn"} {
		if strings.HasPrefix(op, p) {
			return true
		}
	}
	return false
}

// isVOP1 recognises single-source vector instructions (used to name the format
// of `_e32` forms; VOP1 and VOP2 have the same size).
func isVOP1(op string) bool {
	for _, p := range [...]string{"v_mov_", "v_cvt_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_exp_", "v_log_",
		"v_sin_", "v_cos_", "v_not_", "v_bfrev_", "v_ffbh_", "v_ffbl_", "v_frexp_", "v_fract_",
		"v_trunc_", "v_ceil_", "v_rndne_", "v_floor_", "v_movrel", "v_clrexcp", "v_readfirstlane",
		"v_nop", "v_swap", "v_sat_pk", "v_screen_partition", "v_pipeflush", "v_permlane"} {
		if strings.HasPrefix(op, p) {
			return true
		}
	}
	return false
}

// baseSize is the size of an encoding without literal.
func baseSize(e Encoding) int {
	switch e {
	case EncSOP1, EncSOP2, EncSOPC, EncSOPK, EncSOPP, EncVOP1, EncVOP2, EncVOPC, EncVINTRP:
		return 4
	}
	return 8
}

// instructionSize computes the encoded size of an instruction: the format's base
// size plus 4 bytes for a 32-bit literal constant where the format allows one.
func instructionSize(a Arch, in *Instruction) int {
	size := baseSize(in.Enc)
	switch {
	case in.Op == "s_setreg_imm32_b32":
		return 8
	case withLiteralK[in.Op]:
		return 8
	}
	enc := in.Enc
	if t := tableSize(a, in); t > 0 {
		// The operand table measured the encoding: gfx8's
		// v_readlane_b32_e32 is the 8-byte VOP3 one, whatever its suffix.
		if t == 8 && (enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC) {
			enc = EncVOP3
		}
		size = t
	}
	if !literalAllowed(a, enc) {
		return size
	}
	if hasLiteral(in) {
		size += 4
	}
	return size
}

// literalAllowed reports whether a format may be followed by a literal dword.
func literalAllowed(a Arch, e Encoding) bool {
	switch e {
	case EncSOP1, EncSOP2, EncSOPC, EncVOP1, EncVOP2, EncVOPC:
		return true
	case EncVOP3, EncVOP3P, EncVOPD:
		return a.HasVOP3Literal()
	}
	return false
}

// hasLiteral reports whether some source operand cannot be an inline constant.
// Operands that are symbol expressions always need a literal (a relocation).
func hasLiteral(in *Instruction) bool {
	for i := range in.Operands {
		o := &in.Operands[i]
		switch o.Kind {
		case OpExpr:
			return true
		case OpInt:
			if !inlineInt(in.Op, i, o.Int) {
				return true
			}
		case OpFloat:
			if !inlineFloat(in.Op, i, o.Float()) {
				return true
			}
		}
	}
	return false
}

// operandWidth is the width in bits of operand i of op, from the type suffix
// of the mnemonic (the last _b/_f/_i/_u type names the sources: v_cvt_f32_f16
// reads 16 bits), with the exceptions where one source differs: shift amounts,
// bit-field offsets and class masks are 32 bits beside a 64-bit value, and
// v_mad_u64_u32 adds a 64-bit value to a 32x32 product.
func operandWidth(op string, i int) int {
	if strings.HasPrefix(op, "v_mad_u64_u32") || strings.HasPrefix(op, "v_mad_i64_i32") {
		// The last type (u32) names the product's inputs; src2 (operand
		// 4, after vdst and sdst) is the 64-bit addend.
		if i == 4 {
			return 64
		}
		return 32
	}
	width := 32
	// The last type token, scanning "_"-separated parts from the end.
	for end := len(op); end > 0; {
		k := strings.LastIndexByte(op[:end], '_')
		if k <= 0 {
			break
		}
		if w := typeWidth(op[k+1 : end]); w != 0 {
			width = w
			break
		}
		end = k
	}
	if width != 64 {
		return width
	}
	switch {
	case strings.Contains(op, "rev_b64") || strings.Contains(op, "rev_i64"): // v_lshlrev_b64 v, amount, value
		if i == 1 {
			return 32
		}
	case strings.HasPrefix(op, "s_lshl") || strings.HasPrefix(op, "s_lshr") || strings.HasPrefix(op, "s_ashr") ||
		strings.HasPrefix(op, "s_bfe_") || strings.HasPrefix(op, "v_ldexp_") || strings.HasPrefix(op, "v_trig_preop") ||
		strings.HasPrefix(op, "v_cmp_class_") || strings.HasPrefix(op, "v_cmpx_class_") || strings.HasPrefix(op, "s_bitcmp"):
		if i == 2 || strings.HasPrefix(op, "s_bitcmp") && i == 1 || strings.HasPrefix(op, "v_cmp") && i == 2 {
			return 32
		}
	case strings.HasPrefix(op, "s_bfm_b64"):
		return 32
	}
	return 64
}

// inlineInt reports whether integer v is an inline constant as operand i
// of op; inlineFloat, floating-point f. A 16-bit integer operand (the
// _i16, _u16 and _b16 types, packed ones included) takes the integers
// -16..64 only, also as 16-bit patterns (0xfff0 is -16): llvm-mc-15
// encodes a float there (-0.5) or an f16 bit pattern (0x3800) as a
// literal, where an f16 operand takes both inline.
func inlineInt(op string, i int, v int64) bool {
	w := operandWidth(op, i)
	if w == 16 && int16Type(op) {
		return v >= -16 && v <= 64 || v > 0 && v <= math.MaxUint16 && int16(uint16(v)) >= -16 && int16(uint16(v)) <= 64
	}
	return isInlineConst(v, w)
}

func inlineFloat(op string, i int, f float64) bool {
	w := operandWidth(op, i)
	if w == 16 && int16Type(op) {
		return f == 0 && !math.Signbit(f)
	}
	return isInlineFloat(f, w)
}

// int16Type reports whether the last type token of op (the one
// operandWidth reads) is a 16-bit integer type: i16, u16 or b16.
func int16Type(op string) bool {
	for end := len(op); end > 0; {
		k := strings.LastIndexByte(op[:end], '_')
		if k <= 0 {
			return false
		}
		if t := op[k+1 : end]; typeWidth(t) != 0 {
			return t == "i16" || t == "u16" || t == "b16"
		}
		end = k
	}
	return false
}

// typeWidth reads a type token such as b64, f16, u32, i16; 0 otherwise.
func typeWidth(t string) int {
	if len(t) < 3 || !strings.ContainsRune("bfiu", rune(t[0])) {
		return 0
	}
	switch t[1:] {
	case "16":
		return 16
	case "32":
		return 32
	case "64":
		return 64
	}
	return 0
}

// isInlineConst reports whether integer v (as written: decimal or a hex bit
// pattern) is an inline constant for an operand of the given width: -16..64,
// or the bit pattern of an inline float of that width.
func isInlineConst(v int64, width int) bool {
	if v >= -16 && v <= 64 {
		return true
	}
	u := uint64(v)
	switch width {
	case 64:
		for _, c := range inlineFloats {
			if u == math.Float64bits(c) {
				return true
			}
		}
		return u == 0x3fc45f306dc9c882
	case 16:
		if v > 0 && v <= math.MaxUint16 {
			s := int64(int16(uint16(v)))
			if s >= -16 && s <= 64 {
				return true
			}
		}
		for _, bits := range [...]uint64{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118} {
			if u == bits {
				return true
			}
		}
		return false
	}
	if isInlineInt(v) {
		return true
	}
	for _, c := range inlineFloats {
		if u == uint64(math.Float32bits(float32(c))) {
			return true
		}
	}
	return u == 0x3e22f983
}

// isInlineInt: integers -16..64 are encoded in the source field.
func isInlineInt(v int64) bool {
	if v >= -16 && v <= 64 {
		return true
	}
	// A 32-bit pattern written in hex, e.g. 0xfffffff0, is -16 to the hardware.
	if v > 0 && v <= math.MaxUint32 {
		s := int64(int32(uint32(v)))
		return s >= -16 && s <= 64
	}
	return false
}

// inlineFloats are the floating-point inline constants (GCN3 adds 1/(2π)).
var inlineFloats = []float64{0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0}

const invTwoPi = 0.15915494309189532

// isInlineFloat reports whether f is an inline constant for an operand of
// the given width. llvm-mc rounds a decimal written for a 32-bit operand
// to f32 first, so 0.15915494 (how LLVM prints 1/(2π)) and 0.50000001 are
// inline there, while 0.15915495 (0x3e22f984) is not; for a 64-bit
// operand the value must be the double exactly (0.15915494 is then a
// literal, as llvm-mc encodes it).
func isInlineFloat(f float64, width int) bool {
	if f == 0 {
		return !math.Signbit(f) // +0.0 is the inline integer 0; -0.0 is 0x80000000
	}
	if width == 64 {
		for _, c := range inlineFloats {
			if f == c {
				return true
			}
		}
		return f == invTwoPi
	}
	f32 := float32(f)
	for _, c := range inlineFloats {
		if f == c || f32 == float32(c) {
			return true
		}
	}
	return f == invTwoPi || math.Float32bits(f32) == 0x3e22f983
}

// llvmEstimate reproduces how LLVM (SIInstrInfo::getInstSizeInBytes, clang
// 14-19) sizes an instruction when it prints `codeLenInByte`, which differs
// from the real encoding in two documented ways:
//
//   - inline assembly is sized per statement at the target's maximum
//     instruction length (AMDGPUMCAsmInfo::getMaxInstLength);
//   - a VALU instruction whose machine operands include a non-source immediate
//     (source modifiers, clamp, omod, op_sel) is counted as if it carried a
//     32-bit literal, because isLiteralConstantLike treats any immediate outside
//     the source-operand types as a literal. That is every VOP3/VOP3P form of a
//     floating-point operation and the integer VOP3 operations with a clamp bit;
//     likewise every SOPK instruction for its 16-bit immediate.
//
// Tests check LLVMCodeLen against the compiler's comment and Size against llvm-mc.
func llvmEstimate(a Arch, in *Instruction) int {
	if in.InlineAsm {
		return a.MaxInstLen()
	}
	if in.Enc == EncSOPK || in.Enc == EncSDWA || withLiteralK[in.Op] {
		// The 16-bit immediate of SOPK (and imm32 of s_setreg_imm32_b32), and the
		// K constant of v_madak/v_madmk, and SDWA's select fields (measured on
		// gfx803, gfx900 and gfx1030), count as one more literal.
		return in.Size + 4
	}
	if (in.Enc == EncVOP3 || in.Enc == EncVOP3P) && !hasLiteral(in) && hasModifierOperands(a, in) {
		return in.Size + 4
	}
	return in.Size
}

// clampInts are integer VOP3 operations whose machine form carries a clamp bit.
var clampInts = set("v_mad_u32_u24", "v_mad_i32_i24", "v_mad_u64_u32", "v_mad_i64_i32",
	"v_sad_u8", "v_sad_hi_u8", "v_sad_u16", "v_sad_u32", "v_msad_u8", "v_qsad_pk_u16_u8",
	"v_mqsad_pk_u16_u8", "v_mqsad_u32_u8", "v_mad_u16", "v_mad_i16", "v_mad_legacy_u16", "v_mad_legacy_i16", "v_mad_u32_u16",
	"v_mad_i32_i16", "v_add_i32", "v_sub_i32", "v_add_i16", "v_sub_i16", "v_add_nc_u32",
	"v_sub_nc_u32", "v_subrev_nc_u32", "v_add_nc_i32", "v_sub_nc_i32", "v_add_co_u32",
	"v_addc_co_u32", "v_sub_co_u32", "v_subb_co_u32", "v_subrev_co_u32", "v_subbrev_co_u32",
	"v_add_co_ci_u32", "v_sub_co_ci_u32", "v_subrev_co_ci_u32", "v_lerp_u8")

// hasModifierOperands reports whether LLVM's machine instruction for in has
// immediate modifier operands (see llvmEstimate).
func hasModifierOperands(a Arch, in *Instruction) bool {
	if in.Enc == EncVOP3P {
		return true
	}
	for _, m := range in.Modifiers {
		switch m.Name {
		case "clamp", "mul", "div", "op_sel":
			return true
		}
	}
	op := in.Op
	if op == "v_cndmask_b32" {
		return true
	}
	if strings.Contains(op, "_f16") || strings.Contains(op, "_f32") || strings.Contains(op, "_f64") {
		return true
	}
	// gfx8's carry-out adds are VOP3b with a clamp bit (LLVM's integer
	// clamp from VI on): measured on examples/dsincos (v_addc_u32_e64).
	if a.Major == 8 && (op == "v_add_u32" || op == "v_sub_u32" || op == "v_subrev_u32" ||
		op == "v_addc_u32" || op == "v_subb_u32" || op == "v_subbrev_u32") {
		return true
	}
	if a.Major >= 9 && (op == "v_add_u32" || op == "v_sub_u32" || op == "v_subrev_u32" ||
		op == "v_add_u16" || op == "v_sub_u16" || op == "v_subrev_u16") {
		return true
	}
	return clampInts[op]
}

// EncodingOf returns the encoding family the parser gives a mnemonic (with
// or without an encoding suffix) on arch, or EncUnknown.
func EncodingOf(a Arch, mnemonic string) Encoding {
	op, suffix := splitSuffix(mnemonic)
	return classify(a, op, suffix)
}
