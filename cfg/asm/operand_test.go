package asm

import (
	"reflect"
	"testing"
	"unsafe"
)

// opView is an Operand's meaning: its fields and what its methods read.
type opView struct {
	Kind           OperandKind
	File           RegFile
	Lo, Hi         int
	Name           string
	Neg, Abs, Sext bool
	Int            int64
	Float          float64
	Expr           string
	HwReg          HwReg
	WaitCnt        map[string]int
	Text           string
}

func viewOf(o Operand) opView {
	return opView{Kind: o.Kind, File: o.File, Lo: o.Lo, Hi: o.Hi, Name: o.Name(), Neg: o.Neg, Abs: o.Abs, Sext: o.Sext,
		Int: o.Int, Float: o.Float(), Expr: o.Expr(), HwReg: o.HwReg(), WaitCnt: o.WaitCnt, Text: o.Text}
}

func TestParseOperand(t *testing.T) {
	type Operand = opView
	reg := func(f RegFile, lo, hi int) Operand { return Operand{Kind: OpReg, File: f, Lo: lo, Hi: hi} }
	spec := func(name string) Operand { return Operand{Kind: OpReg, File: Special, Name: name} }
	expr := func(e string) Operand { return Operand{Kind: OpExpr, Expr: e} }
	with := func(o Operand, neg, abs, sext bool) Operand {
		o.Neg, o.Abs, o.Sext = neg, abs, sext
		return o
	}
	tests := []struct {
		text    string
		want    Operand // Text is filled in from text
		numRegs int
	}{
		{"-exec", with(spec("exec"), true, false, false), 2},
		{"|vcc_lo|", with(spec("vcc_lo"), false, true, false), 1},
		{"neg(abs(m0))", with(spec("m0"), true, true, false), 1},
		{"-f@rel32@lo", expr("-f@rel32@lo"), 0},
		{"|.LBB0_1|", with(expr(".LBB0_1"), false, true, false), 0},
		{"abs(-2.5)", Operand{Kind: OpFloat, Float: -2.5, Abs: true}, 0},
		{"neg(hwreg(HW_REG_MODE, 21, 1))", with(Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_MODE", Offset: 21, Size: 1}}, true, false, false), 0},
		{"hwreg( 2 , 3, 4)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_STATUS", Offset: 3, Size: 4}}, 0},
		{"hwreg(  HW_REG_HW_ID )", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_HW_ID", Offset: 0, Size: 32}}, 0},
		{"s0", reg(SGPR, 0, 0), 1},
		{"s105", reg(SGPR, 105, 105), 1},
		{"v255", reg(VGPR, 255, 255), 1},
		{"s[4:5]", reg(SGPR, 4, 5), 2},
		{"s[0:3]", reg(SGPR, 0, 3), 4},
		{"v[1:2]", reg(VGPR, 1, 2), 2},
		{"v[3]", reg(VGPR, 3, 3), 1},
		{"a[0:3]", reg(AGPR, 0, 3), 4},
		{"ttmp[0:1]", reg(TTMP, 0, 1), 2},
		{"ttmp15", reg(TTMP, 15, 15), 1},
		{"exec", spec("exec"), 2},
		{"exec_lo", spec("exec_lo"), 1},
		{"vcc", spec("vcc"), 2},
		{"vcc_hi", spec("vcc_hi"), 1},
		{"scc", spec("scc"), 1},
		{"m0", spec("m0"), 1},
		{"flat_scratch", spec("flat_scratch"), 2},
		{"flat_scratch_lo", spec("flat_scratch_lo"), 1},
		{"src_shared_base", spec("src_shared_base"), 1},
		{"-v1", with(reg(VGPR, 1, 1), true, false, false), 1},
		{"|v2|", with(reg(VGPR, 2, 2), false, true, false), 1},
		{"-|v3|", with(reg(VGPR, 3, 3), true, true, false), 1},
		{"neg(v4)", with(reg(VGPR, 4, 4), true, false, false), 1},
		{"abs(v[4:5])", with(reg(VGPR, 4, 5), false, true, false), 2},
		{"sext(v6)", with(reg(VGPR, 6, 6), false, false, true), 1},
		{"-s[2:3]", with(reg(SGPR, 2, 3), true, false, false), 2},
		{"0x3f800000", Operand{Kind: OpInt, Int: 0x3f800000}, 0},
		{"0xffffffff", Operand{Kind: OpInt, Int: 0xffffffff}, 0},
		{"0xffffffffffffffff", Operand{Kind: OpInt, Int: -1}, 0},
		{"-0x10", Operand{Kind: OpInt, Int: -16}, 0},
		{"-16", Operand{Kind: OpInt, Int: -16}, 0},
		{"0", Operand{Kind: OpInt, Int: 0}, 0},
		{"64", Operand{Kind: OpInt, Int: 64}, 0},
		{"4294967295", Operand{Kind: OpInt, Int: 4294967295}, 0},
		{"0.5", Operand{Kind: OpFloat, Float: 0.5}, 0},
		{"-4.0", Operand{Kind: OpFloat, Float: -4.0}, 0},
		{"0.15915494", Operand{Kind: OpFloat, Float: 0.15915494}, 0},
		{"1e3", Operand{Kind: OpFloat, Float: 1000}, 0},
		{".LBB0_3", expr(".LBB0_3"), 0},
		{"BB0_3", expr("BB0_3"), 0},
		{"_Z3mixPKiij", expr("_Z3mixPKiij"), 0},
		{"f@rel32@lo+4", expr("f@rel32@lo+4"), 0},
		{"_Z3mixPKiij@rel32@hi+12", expr("_Z3mixPKiij@rel32@hi+12"), 0},
		{"(.LBB0_4-.Lpost_getpc0)&4294967295", expr("(.LBB0_4-.Lpost_getpc0)&4294967295"), 0},
		{"(.LBB0_4-.Lpost_getpc0)>>32", expr("(.LBB0_4-.Lpost_getpc0)>>32"), 0},
		{"4+off", expr("4+off"), 0},
		{"hwreg(HW_REG_MODE, 21, 1)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_MODE", Offset: 21, Size: 1}}, 0},
		{"hwreg(1, 21, 1)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_MODE", Offset: 21, Size: 1}}, 0},
		{"hwreg(HW_REG_MODE)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_MODE", Offset: 0, Size: 32}}, 0},
		{"hwreg(HW_REG_TRAPSTS, 0, 32)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_TRAPSTS", Offset: 0, Size: 32}}, 0},
		{"hwreg(4)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "HW_REG_HW_ID", Offset: 0, Size: 32}}, 0},
		{"hwreg(23, 0, 4)", Operand{Kind: OpHwReg, HwReg: HwReg{ID: "23", Offset: 0, Size: 4}}, 0},
		{"sendmsg(MSG_INTERRUPT)", Operand{Kind: OpSendMsg, Expr: "sendmsg(MSG_INTERRUPT)"}, 0},
		{"sendmsg(MSG_GS, GS_OP_EMIT, 0)", Operand{Kind: OpSendMsg, Expr: "sendmsg(MSG_GS, GS_OP_EMIT, 0)"}, 0},
		{"vmcnt(0) lgkmcnt(0)", Operand{Kind: OpWaitCnt, WaitCnt: map[string]int{"vmcnt": 0, "lgkmcnt": 0}}, 0},
		{"vmcnt(3) expcnt(1) lgkmcnt(15)", Operand{Kind: OpWaitCnt, WaitCnt: map[string]int{"vmcnt": 3, "expcnt": 1, "lgkmcnt": 15}}, 0},
		{"vmcnt(1) & lgkmcnt(2)", Operand{Kind: OpWaitCnt, WaitCnt: map[string]int{"vmcnt": 1, "lgkmcnt": 2}}, 0},
		{"lgkmcnt_sat(0)", Operand{Kind: OpWaitCnt, WaitCnt: map[string]int{"lgkmcnt": 0}}, 0},
		{"off", Operand{Kind: OpKeyword, Expr: "off"}, 0},
		{"null", Operand{Kind: OpKeyword, Expr: "null"}, 0},
		{"gpr_idx(SRC0)", Operand{Kind: OpSpecial, Expr: "gpr_idx(SRC0)"}, 0},
		{"attr0.x", Operand{Kind: OpKeyword, Expr: "attr0.x"}, 0},
		{"attr32.w", Operand{Kind: OpKeyword, Expr: "attr32.w"}, 0},
		{"p10", Operand{Kind: OpKeyword, Expr: "p10"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := parseOperand(tt.text)
			if err != nil {
				t.Fatalf("parseOperand(%q): error at %d: %s", tt.text, err.col, err.msg)
			}
			want := tt.want
			want.Text = tt.text
			if !reflect.DeepEqual(viewOf(got), want) {
				t.Errorf("parseOperand(%q)\n got %+v\nwant %+v", tt.text, got, want)
			}
			if n := got.NumRegs(); n != tt.numRegs {
				t.Errorf("NumRegs = %d, want %d", n, tt.numRegs)
			}
			if got.String() != tt.text {
				t.Errorf("String() = %q", got.String())
			}
		})
	}
}

func TestOperandHelpers(t *testing.T) {
	o, err := parseOperand("s[4:5]")
	if err != nil {
		t.Fatal(err)
	}
	if !o.IsReg(SGPR, 4, 5) || o.IsReg(SGPR, 4, 4) || o.IsReg(VGPR, 4, 5) || o.IsSpecial("exec") {
		t.Errorf("IsReg/IsSpecial wrong for %+v", o)
	}
	e, _ := parseOperand("exec")
	if !e.IsSpecial("exec") || e.IsSpecial("vcc") || e.IsReg(SGPR, 0, 0) {
		t.Errorf("IsSpecial wrong for %+v", e)
	}
	if got := []string{OpReg.String(), OpWaitCnt.String(), OperandKind(99).String()}; !reflect.DeepEqual(got, []string{"reg", "waitcnt", "OperandKind(99)"}) {
		t.Errorf("OperandKind strings %q", got)
	}
	if got := []string{SGPR.String(), TTMP.String(), RegFile(42).String()}; !reflect.DeepEqual(got, []string{"s", "ttmp", "RegFile(42)"}) {
		t.Errorf("RegFile strings %q", got)
	}
}

func TestParseOperandErrors(t *testing.T) {
	tests := []struct {
		text string
		col  int
		msg  string
	}{
		{"v256", 0, `v register 256 out of range 0..255 in "v256"`},
		{"s106", 0, `s register 106 out of range 0..105 in "s106"`},
		{"ttmp16", 0, `ttmp register 16 out of range 0..15 in "ttmp16"`},
		{"v[250:256]", 2, `v register 256 out of range 0..255 in "v[250:256]"`},
		{"s[5:4]", 2, `bad register range "s[5:4]": 5 > 4`},
		{"s[4:", 4, `missing ']' in register range "s[4:"`},
		{"v[a:b]", 2, `bad register range "v[a:b]": want v[lo:hi]`},
		{"q0", 0, `unknown register "q0"`},
		{"vx3", 0, `unknown register "vx3"`},
		{"s", 0, `unknown register "s"`},
		{"attr0.q", 0, `unknown register "attr0.q"`},
		{"p1", 0, `unknown register "p1"`},
		{"-v256", 1, `v register 256 out of range 0..255 in "v256"`},
		{"neg(q0)", 4, `unknown register "q0"`},
		{"-|vx3|", 2, `unknown register "vx3"`},
		{"neg(v1", 6, `missing ')' after neg(`},
		{"|v2", 3, `missing closing '|'`},
		{"hwreg(HW_REG_MODE, 40, 1)", 6, `bad hwreg field "hwreg(HW_REG_MODE, 40, 1)": want offset 0..31 and size 1..32`},
		{"hwreg(HW_REG_MODE, 0, 33)", 6, `bad hwreg field "hwreg(HW_REG_MODE, 0, 33)": want offset 0..31 and size 1..32`},
		{"hwreg(1, 2)", 6, `hwreg wants (ID) or (ID, offset, size), got 2 arguments`},
		{"hwreg(1", 7, `missing ')' in "hwreg(1"`},
		{"vmcnt(0) xcnt(1)", 9, `unknown wait counter "xcnt": want vmcnt, expcnt, lgkmcnt or vscnt`},
		{"vmcnt(x)", 6, `bad count in vmcnt(...)`},
		{"vmcnt(0) lgkmcnt(", 16, `missing ')' after lgkmcnt(`},
		{"12abc", 0, `bad number "12abc"`},
		{"1.2.3", 0, `bad number "1.2.3"`},
		{"#5", 0, `unexpected character '#' in operand "#5"`},
		{"", 0, `empty operand`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := parseOperand(tt.text)
			if err == nil {
				t.Fatalf("parseOperand(%q) = %+v, want error %q", tt.text, got, tt.msg)
			}
			if err.msg != tt.msg || err.col != tt.col {
				t.Errorf("parseOperand(%q) error at %d: %s\nwant at %d: %s", tt.text, err.col, err.msg, tt.col, tt.msg)
			}
			if err.Error() != err.msg {
				t.Errorf("Error() = %q", err.Error())
			}
		})
	}
}

// TestOperandSize keeps the record compact: a large kernel keeps three
// operands per instruction (docs/performance.md, the front end).
func TestOperandSize(t *testing.T) {
	if n := unsafe.Sizeof(Operand{}); n > 64 {
		t.Errorf("asm.Operand is %d bytes, want at most 64", n)
	}
}

// TestInstructionRecordSize keeps the instruction record compact.
func TestInstructionRecordSize(t *testing.T) {
	if n := unsafe.Sizeof(Instruction{}); n > 144 {
		t.Errorf("asm.Instruction is %d bytes, want at most 144", n)
	}
}
