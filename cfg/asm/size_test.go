package asm

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var (
	gfx803  = Arch{Name: "gfx803", Major: 8}
	gfx900  = Arch{Name: "gfx900", Major: 9}
	gfx1030 = Arch{Name: "gfx1030", Major: 10}
)

// sizeCase is one instruction with its expected encoding and size. Every size
// was checked by hand with
//
//	echo LINE | llvm-mc-15 -triple=amdgcn-amd-amdhsa -mcpu=CPU -show-encoding
//
// and TestInstructionSizeTableLLVMMC re-checks them when llvm-mc is installed.
type sizeCase struct {
	arch  Arch
	line  string
	enc   Encoding
	size  int
	check func(t *testing.T, in *Instruction) // optional extra assertions
	// bug, when set, documents a known wrong size: the case is skipped while
	// the parser still gets it wrong and fails once it is fixed, so that the
	// note gets removed.
	bug string
}

func wantModifiers(ms ...Modifier) func(*testing.T, *Instruction) {
	return func(t *testing.T, in *Instruction) {
		t.Helper()
		if !reflect.DeepEqual(in.Modifiers, ms) {
			t.Errorf("modifiers %+v, want %+v", in.Modifiers, ms)
		}
	}
}

var sizeCases = []sizeCase{
	// Scalar ALU: 4 bytes, 8 with a literal; inline constants are -16..64 and
	// the float constants ±0.5, ±1, ±2, ±4, 1/(2π).
	{arch: gfx803, line: "s_mov_b32 s0, 0x12345", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, 64", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 65", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, -16", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, -17", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, -1", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 0xfffffff0", enc: EncSOP1, size: 4}, // -16 as a 32-bit pattern
	{arch: gfx803, line: "s_mov_b32 s0, 0x80000000", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, 0.5", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 0x3f000000", enc: EncSOP1, size: 4}, // 0.5 as bits
	{arch: gfx803, line: "s_mov_b32 s0, 0xc0800000", enc: EncSOP1, size: 4}, // -4.0 as bits
	{arch: gfx803, line: "s_mov_b32 s0, 1.5", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, 1e3", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, 2.0e0", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 0.0", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, -0.0", enc: EncSOP1, size: 8}, // 0x80000000
	{arch: gfx803, line: "s_mov_b32 s0, 0.15915494", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 0.15915493", enc: EncSOP1, size: 4}, // rounds to the same f32
	{arch: gfx803, line: "s_mov_b32 s0, 0.15915494309189532", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 0.15915495", enc: EncSOP1, size: 8}, // 0x3e22f984
	{arch: gfx803, line: "s_mov_b32 s0, 0.159155", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b32 s0, 0.50000001", enc: EncSOP1, size: 4}, // rounds to f32 0.5
	{arch: gfx803, line: "v_mov_b32_e32 v0, 1.00000001", enc: EncVOP1, size: 4},
	{arch: gfx803, line: "s_mov_b32 s0, 0x3e22f983", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b64 s[0:1], 1.0", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b64 s[0:1], 0x3ff0000000000000", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b64 s[0:1], -1", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_getpc_b64 s[4:5]", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_swappc_b64 s[30:31], s[10:11]", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_and_saveexec_b64 s[6:7], vcc", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_xor_b64 s[6:7], exec, s[6:7]", enc: EncSOP2, size: 4},
	{arch: gfx803, line: "s_and_b32 s2, 0xffff, s9", enc: EncSOP2, size: 8},
	{arch: gfx803, line: "s_cmp_eq_u32 s0, 0x1234", enc: EncSOPC, size: 8},
	{arch: gfx803, line: "s_cmp_lt_i32 s0, 1", enc: EncSOPC, size: 4},
	{arch: gfx803, line: "s_movk_i32 s0, 0x1000", enc: EncSOPK, size: 4},
	{arch: gfx803, line: "s_cmpk_eq_i32 s0, 0x10", enc: EncSOPK, size: 4},
	{arch: gfx803, line: "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1", enc: EncSOPK, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if h := in.Operands[0]; h.Kind != OpHwReg || h.HwReg() != (HwReg{"HW_REG_MODE", 21, 1}) {
				t.Errorf("operand 0 = %+v", h)
			}
		}},
	{arch: gfx803, line: "s_add_u32 s4, s4, f@rel32@lo+4", enc: EncSOP2, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if o := in.Operands[2]; o.Kind != OpExpr || o.Expr() != "f@rel32@lo+4" {
				t.Errorf("operand 2 = %+v", o)
			}
		}},
	{arch: gfx803, line: "s_addc_u32 s5, s5, f@rel32@hi+12", enc: EncSOP2, size: 8},
	// Program control.
	{arch: gfx803, line: "s_waitcnt vmcnt(0) lgkmcnt(0)", enc: EncSOPP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if len(in.Operands) != 1 || !reflect.DeepEqual(in.Operands[0].WaitCnt, map[string]int{"vmcnt": 0, "lgkmcnt": 0}) {
				t.Errorf("operands %+v", in.Operands)
			}
		}},
	{arch: gfx803, line: "s_waitcnt lgkmcnt(1)", enc: EncSOPP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if !reflect.DeepEqual(in.Operands[0].WaitCnt, map[string]int{"lgkmcnt": 1}) {
				t.Errorf("operands %+v", in.Operands)
			}
		}},
	{arch: gfx803, line: "s_waitcnt 0", enc: EncSOPP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if o := in.Operands[0]; o.Kind != OpInt || o.Int != 0 {
				t.Errorf("operand %+v", o)
			}
		}},
	{arch: gfx803, line: "s_cbranch_execz .LBB0_2", enc: EncSOPP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if !in.IsBranch() || in.BranchTarget() != ".LBB0_2" {
				t.Errorf("IsBranch %v, BranchTarget %q", in.IsBranch(), in.BranchTarget())
			}
		}},
	{arch: gfx803, line: "s_branch .LBB0_8", enc: EncSOPP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if in.BranchTarget() != ".LBB0_8" {
				t.Errorf("BranchTarget %q", in.BranchTarget())
			}
		}},
	{arch: gfx803, line: "s_endpgm", enc: EncSOPP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if in.IsBranch() || in.BranchTarget() != "" || len(in.Operands) != 0 {
				t.Errorf("s_endpgm: branch %v %q, operands %v", in.IsBranch(), in.BranchTarget(), in.Operands)
			}
		}},
	{arch: gfx803, line: "s_nop 0", enc: EncSOPP, size: 4},
	{arch: gfx803, line: "s_barrier", enc: EncSOPP, size: 4},
	{arch: gfx803, line: "s_sendmsg sendmsg(MSG_INTERRUPT)", enc: EncSOPP, size: 4},
	// Scalar memory.
	{arch: gfx803, line: "s_load_dwordx2 s[0:1], s[4:5], 0x0", enc: EncSMEM, size: 8},
	{arch: gfx803, line: "s_load_dword s9, s[4:5], 0x4", enc: EncSMEM, size: 8},
	{arch: gfx803, line: "s_dcache_inv", enc: EncSMEM, size: 8},
	{arch: gfx803, line: "s_memtime s[0:1]", enc: EncSMEM, size: 8},
	// Vector ALU.
	{arch: gfx803, line: "v_add_u32_e32 v0, vcc, s0, v0", enc: EncVOP2, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if in.Op != "v_add_u32" || in.Suffix() != "_e32" || len(in.Operands) != 4 || !in.Operands[1].IsSpecial("vcc") {
				t.Errorf("op %q suffix %q operands %+v", in.Op, in.Suffix(), in.Operands)
			}
		}},
	{arch: gfx803, line: "v_mul_f32_e32 v0, 0x40490fdb, v0", enc: EncVOP2, size: 8},
	{arch: gfx803, line: "v_mul_f32_e32 v0, 1.0, v0", enc: EncVOP2, size: 4},
	{arch: gfx803, line: "v_mov_b32_e32 v0, -4.0", enc: EncVOP1, size: 4},
	{arch: gfx803, line: "v_mov_b32_e32 v0, 0x3f800000", enc: EncVOP1, size: 4},
	{arch: gfx803, line: "v_mov_b32_e32 v0, 0x3ff00000", enc: EncVOP1, size: 8},
	{arch: gfx803, line: "v_mov_b32_e32 v2, 0x55", enc: EncVOP1, size: 8},
	{arch: gfx803, line: "v_add_f16_e32 v0, 1.0, v0", enc: EncVOP2, size: 4},
	{arch: gfx803, line: "v_readfirstlane_b32 s0, v0", enc: EncVOP1, size: 4},
	{arch: gfx803, line: "v_cmp_lt_u32_e32 vcc, 2, v2", enc: EncVOPC, size: 4},
	{arch: gfx803, line: "v_cmp_ne_u32_e64 s[0:1], 0, v2", enc: EncVOP3, size: 8},
	{arch: gfx803, line: "v_mad_u32_u24 v0, v1, v2, v3", enc: EncVOP3, size: 8},
	{arch: gfx803, line: "v_mul_lo_u32 v1, v1, 3", enc: EncVOP3, size: 8},
	{arch: gfx803, line: "v_lshlrev_b64 v[2:3], 2, v[2:3]", enc: EncVOP3, size: 8},
	{arch: gfx803, line: "v_cndmask_b32_e64 v0, 0, 1, s[0:1]", enc: EncVOP3, size: 8},
	{arch: gfx803, line: "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", enc: EncDPP, size: 8,
		check: wantModifiers(Modifier{"quad_perm", "[1,0,3,2]"}, Modifier{"row_mask", "0xf"}, Modifier{"bank_mask", "0xf"})},
	{arch: gfx803, line: "v_lshlrev_b32_sdwa v1, v2, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0", enc: EncSDWA, size: 8,
		check: wantModifiers(Modifier{"dst_sel", "DWORD"}, Modifier{"dst_unused", "UNUSED_PAD"}, Modifier{"src0_sel", "DWORD"}, Modifier{"src1_sel", "BYTE_0"})},
	{arch: gfx803, line: "v_madak_f32 v0, v1, v2, 0x41200000", enc: EncVOP2, size: 8},
	{arch: gfx803, line: "v_madmk_f32 v0, v1, 0x41200000, v2", enc: EncVOP2, size: 8},
	{arch: gfx803, line: "v_interp_p1_f32 v0, v1, attr0.x", enc: EncVINTRP, size: 4},
	// Memory.
	{arch: gfx803, line: "ds_read_b32 v0, v1 offset:16", enc: EncDS, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if v, ok := in.Modifier("offset"); !ok || v != "16" {
				t.Errorf("offset modifier %q %v", v, ok)
			}
			if _, ok := in.Modifier("glc"); ok {
				t.Error("glc present")
			}
			if len(in.Operands) != 2 || !in.Operands[0].IsReg(VGPR, 0, 0) || !in.Operands[1].IsReg(VGPR, 1, 1) {
				t.Errorf("operands %+v", in.Operands)
			}
		}},
	{arch: gfx803, line: "ds_read2_b32 v[0:1], v2 offset1:1", enc: EncDS, size: 8,
		check: wantModifiers(Modifier{"offset1", "1"})},
	{arch: gfx803, line: "flat_load_dword v0, v[0:1] glc", enc: EncFLAT, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if v, ok := in.Modifier("glc"); !ok || v != "" {
				t.Errorf("glc modifier %q %v", v, ok)
			}
			if len(in.Operands) != 2 || !in.Operands[1].IsReg(VGPR, 0, 1) {
				t.Errorf("operands %+v", in.Operands)
			}
		}},
	{arch: gfx803, line: "flat_store_dword v[2:3], v1", enc: EncFLAT, size: 8},
	{arch: gfx803, line: "buffer_load_dword v0, off, s[0:3], 0 offset:4", enc: EncMUBUF, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if len(in.Operands) != 4 || in.Operands[1].Kind != OpKeyword || !in.Operands[2].IsReg(SGPR, 0, 3) || in.Operands[3].Int != 0 {
				t.Errorf("operands %+v", in.Operands)
			}
			wantModifiers(Modifier{"offset", "4"})(t, in)
		}},
	{arch: gfx803, line: "tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_NUM_FORMAT_USCALED]", enc: EncMTBUF, size: 8},
	{arch: gfx803, line: "image_load v[0:3], v[0:3], s[0:7] dmask:0xf unorm", enc: EncMIMG, size: 8},
	{arch: gfx803, line: "exp mrt0 v0, v1, v2, v3 done vm", enc: EncEXP, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if len(in.Operands) != 5 {
				t.Fatalf("operands %+v, want target and 4 sources", in.Operands)
			}
			if o := in.Operands[0]; o.Kind != OpKeyword || o.Expr() != "mrt0" || o.Text != "mrt0" {
				t.Errorf("export target %+v", o)
			}
			for i := 1; i <= 4; i++ {
				if !in.Operands[i].IsReg(VGPR, i-1, i-1) {
					t.Errorf("source %d = %+v", i, in.Operands[i])
				}
			}
			wantModifiers(Modifier{Name: "done"}, Modifier{Name: "vm"})(t, in)
		}},
	{arch: gfx803, line: "exp pos0\toff, off, off, off", enc: EncEXP, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if len(in.Operands) != 5 || in.Operands[0].Expr() != "pos0" || in.Operands[1].Expr() != "off" {
				t.Errorf("operands %+v", in.Operands)
			}
		}},
	{arch: gfx803, line: "v_interp_mov_f32 v0, p10, attr0.x", enc: EncVINTRP, size: 4,
		check: func(t *testing.T, in *Instruction) {
			if len(in.Operands) != 3 || in.Operands[1].Kind != OpKeyword || in.Operands[2].Expr() != "attr0.x" {
				t.Errorf("operands %+v", in.Operands)
			}
		}},
	{arch: gfx803, line: "v_interp_p2_f32 v0, v1, attr31.w", enc: EncVINTRP, size: 4},

	// gfx9.
	{arch: gfx900, line: "v_add_u32_e32 v1, -7, v1", enc: EncVOP2, size: 4},
	{arch: gfx900, line: "global_load_dword v1, v1, s[2:3]", enc: EncFLAT, size: 8},
	{arch: gfx900, line: "v_mad_u64_u32 v[1:2], s[2:3], v1, 3, 1", enc: EncVOP3, size: 8},
	{arch: gfx900, line: "v_pk_add_f16 v0, v1, v2", enc: EncVOP3P, size: 8},

	// gfx10: VOP3 may carry a literal.
	{arch: gfx1030, line: "v_add3_u32 v0, v1, v2, 0x1234", enc: EncVOP3, size: 12},
	{arch: gfx1030, line: "v_add3_u32 v0, v1, v2, 3", enc: EncVOP3, size: 8},
	{arch: gfx1030, line: "v_mad_u32_u24 v0, v1, 0x1234, v3", enc: EncVOP3, size: 12},
	{arch: gfx1030, line: "v_cndmask_b32_e64 v0, 0, 0x1234, s0", enc: EncVOP3, size: 12},
	{arch: gfx1030, line: "v_fma_f32 v0, v1, v2, 0.15915494", enc: EncVOP3, size: 8},
	{arch: gfx1030, line: "v_fma_f32 v0, v1, v2, 0x3e22f983", enc: EncVOP3, size: 8},
	{arch: gfx1030, line: "v_add_nc_u32_e32 v0, 0x1234, v1", enc: EncVOP2, size: 8},
	{arch: gfx1030, line: "v_mad_u64_u32 v[1:2], null, v1, 3, 1", enc: EncVOP3, size: 8,
		check: func(t *testing.T, in *Instruction) {
			if o := in.Operands[1]; o.Kind != OpKeyword || o.Expr() != "null" {
				t.Errorf("operand 1 %+v", o)
			}
		}},
	// src2 of v_mad_u64_u32 is 64 bits: 0xfffffff0 and 0x3f000000 are
	// literals there (llvm-mc-15: 12 bytes), not -16 and 0.5.
	{arch: gfx1030, line: "v_mad_u64_u32 v[1:2], null, v1, 3, 0xfffffff0", enc: EncVOP3, size: 12},
	{arch: gfx1030, line: "v_mad_u64_u32 v[1:2], null, v1, 9, 0x3f000000", enc: EncVOP3, size: 12},
	{arch: gfx1030, line: "v_mad_u64_u32 v[1:2], null, 0xfffffff0, v1, v[2:3]", enc: EncVOP3, size: 8},
	{arch: gfx1030, line: "v_cmpx_lt_u32_e32 2, v2", enc: EncVOPC, size: 4},
	{arch: gfx1030, line: "s_clause 0x1", enc: EncSOPP, size: 4},
	{arch: gfx1030, line: "s_or_saveexec_b32 s6, s6", enc: EncSOP1, size: 4},
	{arch: gfx1030, line: "global_store_dword v[2:3], v1, off", enc: EncFLAT, size: 8},
	{arch: gfx1030, line: "s_mov_b32 s0, 0x12345", enc: EncSOP1, size: 8},

	// Whether a constant is inline depends on the operand's width: a 32-bit
	// pattern is not inline for a 64-bit operand, an f16 pattern only for a
	// 16-bit operand, and shift amounts beside 64-bit values are 32 bits.
	{arch: gfx803, line: "s_mov_b64 s[0:1], 0xffffffff", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b64 s[0:1], 0x3f800000", enc: EncSOP1, size: 8},
	{arch: gfx803, line: "s_mov_b64 s[0:1], 0x3ff0000000000000", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "s_mov_b64 s[0:1], -1", enc: EncSOP1, size: 4},
	{arch: gfx803, line: "v_mov_b32_e32 v0, 0x3118", enc: EncVOP1, size: 8},
	{arch: gfx803, line: "v_add_f16_e32 v0, 0x3c00, v0", enc: EncVOP2, size: 4},
	{arch: gfx803, line: "v_add_f16_e32 v0, 0x3c01, v0", enc: EncVOP2, size: 8},
	{arch: gfx803, line: "s_lshl_b64 s[0:1], s[2:3], 0xfffffff0", enc: EncSOP2, size: 4},
	{arch: gfx803, line: "s_lshl_b64 s[0:1], 0xfffffff0, 2", enc: EncSOP2, size: 8},
}

func TestInstructionSize(t *testing.T) {
	for _, tc := range sizeCases {
		t.Run(tc.arch.Name+"/"+tc.line, func(t *testing.T) {
			in, err := parseInstruction(tc.arch, tc.line)
			if err != nil {
				t.Fatalf("error at %d: %s", err.col, err.msg)
			}
			if in.Text != tc.line || in.Mnemonic != firstWord(tc.line) {
				t.Errorf("Text %q Mnemonic %q", in.Text, in.Mnemonic)
			}
			ok := in.Enc == tc.enc && in.Size == tc.size
			if tc.bug != "" {
				if ok {
					t.Fatalf("known bug %q is fixed: enc %s size %d; remove the bug note", tc.bug, in.Enc, in.Size)
				}
				t.Skipf("known bug: %s (got %s %d, want %s %d)", tc.bug, in.Enc, in.Size, tc.enc, tc.size)
			}
			if !ok {
				t.Errorf("enc %s size %d, want %s %d", in.Enc, in.Size, tc.enc, tc.size)
			}
			if tc.check != nil {
				tc.check(t, in)
			}
		})
	}
}

// TestInstructionSizeTableLLVMMC assembles the size table with llvm-mc, one
// file per target, so that the expectations above cannot drift from the
// assembler's encodings.
func TestInstructionSizeTableLLVMMC(t *testing.T) {
	if _, err := exec.LookPath(llvmMC); err != nil {
		t.Skipf("%s not installed", llvmMC)
	}
	byArch := map[string][]sizeCase{}
	var order []string
	for _, tc := range sizeCases {
		if byArch[tc.arch.Name] == nil {
			order = append(order, tc.arch.Name)
		}
		byArch[tc.arch.Name] = append(byArch[tc.arch.Name], tc)
	}
	for _, cpu := range order {
		cases := byArch[cpu]
		var b strings.Builder
		for _, tc := range cases {
			b.WriteString(tc.line + "\n")
		}
		path := filepath.Join(t.TempDir(), cpu+".s")
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		sizes, texts := mcSizes(t, path, cpu)
		if len(sizes) != len(cases) {
			t.Fatalf("%s: llvm-mc encoded %d instructions, table has %d", cpu, len(sizes), len(cases))
		}
		for i, tc := range cases {
			if sizes[i] != tc.size {
				t.Errorf("%s: %q: table says %d bytes, llvm-mc %d (%s)", cpu, tc.line, tc.size, sizes[i], texts[i])
			}
		}
	}
}
