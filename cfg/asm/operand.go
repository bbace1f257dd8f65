package asm

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// OperandKind says what an operand is.
type OperandKind uint8

const (
	OpReg     OperandKind = iota + 1 // a register or register range
	OpInt                            // an integer constant
	OpFloat                          // a floating-point constant
	OpExpr                           // a symbol expression: label, f@rel32@lo+4, (a-b)&mask
	OpHwReg                          // hwreg(ID, offset, size)
	OpSendMsg                        // sendmsg(...)
	OpWaitCnt                        // vmcnt(0) lgkmcnt(0) ...
	OpKeyword                        // off, null and other bare keywords
	OpSpecial                        // other function-like operands: gpr_idx(...), instid0(...)
)

var operandKindNames = [...]string{"", "reg", "int", "float", "expr", "hwreg", "sendmsg", "waitcnt", "keyword", "special"}

func (k OperandKind) String() string {
	if int(k) < len(operandKindNames) {
		return operandKindNames[k]
	}
	return fmt.Sprintf("OperandKind(%d)", k)
}

// RegFile is the register file of a register operand.
type RegFile uint8

const (
	SGPR    RegFile = iota + 1 // s0, s[4:5]
	VGPR                       // v0, v[1:2]
	AGPR                       // a0, a[0:3] (gfx908+)
	TTMP                       // ttmp0..ttmp15
	Special                    // exec, vcc, m0, scc, flat_scratch, ...
)

var regFileNames = [...]string{"", "s", "v", "a", "ttmp", "special"}

func (r RegFile) String() string {
	if int(r) < len(regFileNames) {
		return regFileNames[r]
	}
	return fmt.Sprintf("RegFile(%d)", r)
}

// Operand is one parsed operand. Which fields are meaningful depends on Kind.
// The record is compact (64 bytes; a large kernel keeps hundreds of
// thousands): the texts an operand names (Expr, Name, HwReg's ID) are
// slices of Text, and its constant forms share private fields; the methods
// Expr, Name, Float and HwReg read them.
type Operand struct {
	// Text is the operand as written.
	Text string
	// Registers (Kind == OpReg): File, and Lo..Hi inclusive for numbered
	// files; Name() for special registers (exec, exec_lo, vcc, scc, m0, ...).
	Lo, Hi int
	// Int is the constant of an integer operand (Kind == OpInt).
	Int int64
	// WaitCnt (Kind == OpWaitCnt): counter name → value; absent counters are not waited on.
	WaitCnt map[string]int
	// x0, x1 delimit Expr or Name in Text; an OpFloat's bits instead.
	x0, x1 uint32
	Kind   OperandKind
	File   RegFile
	// Source modifiers written around the operand: -x, |x|, neg(x), abs(x), sext(x).
	Neg, Abs, Sext bool
	// hwOff, hwSize and hwID are an OpHwReg's offset, size and (when not
	// 0) the LLVM name's index in hwRegIDs (the ID was written as a number).
	hwOff, hwSize, hwID uint8
}

// Expr is the text of a symbol expression (Kind == OpExpr), the keyword
// (OpKeyword), or the special form (OpSendMsg, OpSpecial); "" for other kinds.
func (o Operand) Expr() string {
	switch o.Kind {
	case OpExpr, OpKeyword, OpSendMsg, OpSpecial:
		return o.Text[o.x0:o.x1]
	}
	return ""
}

// Name is a special register's name (Kind == OpReg, File == Special), else "".
func (o Operand) Name() string {
	if o.Kind == OpReg && o.File == Special {
		return o.Text[o.x0:o.x1]
	}
	return ""
}

// Float is a floating-point constant's value (Kind == OpFloat), else 0.
func (o Operand) Float() float64 {
	if o.Kind != OpFloat {
		return 0
	}
	return math.Float64frombits(uint64(o.x1)<<32 | uint64(o.x0))
}

// HwReg is the decoded `hwreg(...)` (Kind == OpHwReg), else the zero HwReg.
func (o Operand) HwReg() HwReg {
	if o.Kind != OpHwReg {
		return HwReg{}
	}
	id := o.Text[o.x0:o.x1]
	if o.hwID != 0 {
		id = hwRegIDs[int(o.hwID)]
	}
	return HwReg{ID: id, Offset: int(o.hwOff), Size: int(o.hwSize)}
}

// span marks the whole Text as the operand's Expr or Name.
func (o *Operand) span() { o.x0, o.x1 = 0, uint32(len(o.Text)) }

// wrap makes o, parsed from inner, the operand written as text, in which
// inner starts at byte at: its Expr or Name moves along.
func (o *Operand) wrap(text string, at int) {
	if o.Kind != OpFloat && o.x1 > o.x0 {
		o.x0 += uint32(at)
		o.x1 += uint32(at)
	}
	o.Text = text
}

// setFloat stores an OpFloat's value.
func (o *Operand) setFloat(f float64) {
	b := math.Float64bits(f)
	o.Kind, o.x0, o.x1 = OpFloat, uint32(b), uint32(b>>32)
}

// HwReg is the decoded field of `hwreg(ID[, offset, size])`.
type HwReg struct {
	ID     string // symbolic name such as "HW_REG_MODE", or the number as text
	Offset int
	Size   int
}

// hwRegIDs maps numeric hardware-register ids to LLVM's names (GCN3 numbering),
// so hwreg(1, 21, 1) and hwreg(HW_REG_MODE, 21, 1) compare equal.
var hwRegIDs = map[int]string{
	1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
	5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS",
}

// NumRegs is the number of 32-bit registers an operand covers (1 for specials
// that are 32-bit, 2 for exec/vcc/flat_scratch).
func (o Operand) NumRegs() int {
	if o.Kind != OpReg {
		return 0
	}
	if o.File == Special {
		switch o.Name() {
		case "exec", "vcc", "flat_scratch", "xnack_mask", "tba", "tma":
			return 2
		}
		return 1
	}
	return o.Hi - o.Lo + 1
}

// IsReg reports whether o is the register (or range) named by file and index.
func (o Operand) IsReg(f RegFile, lo, hi int) bool {
	return o.Kind == OpReg && o.File == f && o.Lo == lo && o.Hi == hi
}

// IsSpecial reports whether o is the named special register.
func (o Operand) IsSpecial(name string) bool {
	return o.Kind == OpReg && o.File == Special && o.Text[o.x0:o.x1] == name
}

func (o Operand) String() string { return o.Text }

// specialRegs lists special register names accepted as operands.
var specialRegs = map[string]bool{
	"exec": true, "exec_lo": true, "exec_hi": true,
	"vcc": true, "vcc_lo": true, "vcc_hi": true,
	"scc": true, "m0": true,
	"flat_scratch": true, "flat_scratch_lo": true, "flat_scratch_hi": true,
	"xnack_mask": true, "xnack_mask_lo": true, "xnack_mask_hi": true,
	"tba": true, "tba_lo": true, "tba_hi": true, "tma": true, "tma_lo": true, "tma_hi": true,
	"src_shared_base": true, "src_shared_limit": true,
	"src_private_base": true, "src_private_limit": true,
	"src_pops_exiting_wave_id": true, "src_vccz": true, "src_execz": true, "src_scc": true,
	"src_lds_direct": true, "lds_direct": true, "shared_base": true, "shared_limit": true,
	"private_base": true, "private_limit": true, "pops_exiting_wave_id": true,
	"vccz": true, "execz": true,
}

// keywords are bare words that are operands but not registers.
var keywords = map[string]bool{
	"off": true, "null": true,
}

// waitCounters are the counters s_waitcnt can name.
var waitCounters = map[string]bool{
	"vmcnt": true, "expcnt": true, "lgkmcnt": true, "vscnt": true,
	"vmcnt_sat": true, "expcnt_sat": true, "lgkmcnt_sat": true,
}

// operandError is a parse error at a byte column within the operand text.
type operandError struct {
	col int // 0-based byte offset into the operand text
	msg string
}

func (e *operandError) Error() string { return e.msg }

func opErr(col int, format string, args ...any) *operandError {
	return &operandError{col: col, msg: fmt.Sprintf(format, args...)}
}

// ParseOperand parses one operand as LLVM's AMDGPU printer writes it (the
// text of one of an instruction's comma-separated operands), for building
// instructions outside a file: tests, generators.
func ParseOperand(text string) (Operand, error) {
	o, err := parseOperand(text)
	if err != nil {
		return o, fmt.Errorf("operand %q: column %d: %s", text, err.col+1, err.msg)
	}
	return o, nil
}

// parseOperand parses one operand as LLVM's AMDGPU printer writes it.
func parseOperand(text string) (Operand, *operandError) {
	o := Operand{Text: text}
	s := text
	if s == "" {
		return o, opErr(0, "empty operand")
	}
	// Function-like forms first: they may contain commas, spaces and parentheses.
	if i := strings.IndexByte(s, '('); i > 0 && isIdent(s[:i]) {
		name := s[:i]
		switch name {
		case "hwreg":
			return parseHwReg(o, s)
		case "sendmsg":
			o.Kind = OpSendMsg
			o.span()
			return o, nil
		case "neg", "abs", "sext":
			if !strings.HasSuffix(s, ")") {
				return o, opErr(len(s), "missing ')' after %s(", name)
			}
			inner, err := parseOperand(s[i+1 : len(s)-1])
			if err != nil {
				err.col += i + 1
				return o, err
			}
			if name == "sext" && (inner.Neg || inner.Abs || inner.Sext) || inner.Sext {
				// llvm-mc-15 takes a register or a constant in sext(...) and
				// nothing around it: sext(-|0|), sext(-v1), neg(sext(v1)).
				return o, opErr(0, "sext(x) combines with no other source modifier")
			}
			inner.wrap(text, i+1)
			switch name {
			case "neg":
				inner.Neg = true
			case "abs":
				inner.Abs = true
			case "sext":
				inner.Sext = true
			}
			return inner, nil
		}
		if waitCounters[name] {
			return parseWaitCnt(o, s)
		}
		o.Kind = OpSpecial
		o.span()
		return o, nil
	}
	// Source modifiers: -x, |x|, -|x|.
	if s[0] == '-' && len(s) > 1 && (s[1] == '|' || isLetter(s[1])) {
		inner, err := parseOperand(s[1:])
		if err != nil {
			err.col++
			return o, err
		}
		if inner.Sext {
			return o, opErr(0, "sext(x) combines with no other source modifier")
		}
		if inner.Kind == OpReg || inner.Abs {
			inner.Neg = true
			inner.wrap(text, 1)
			return inner, nil
		}
		if inner.Kind != OpExpr {
			// hwreg(...), sendmsg(...), keywords: nothing to negate.
			return o, opErr(0, "cannot negate %q", s[1:])
		}
		// -sym is an expression.
		inner.Text = text
		inner.span()
		return inner, nil
	}
	if s[0] == '|' {
		if len(s) < 3 || s[len(s)-1] != '|' {
			return o, opErr(len(s), "missing closing '|'")
		}
		if s[1] == '-' || s[1] == '|' {
			// llvm-mc takes -|x| but not |-x| nor ||x||.
			return o, opErr(1, "%q inside |...|: write |x| or -|x|", s[1])
		}
		inner, err := parseOperand(s[1 : len(s)-1])
		if err != nil {
			err.col++
			return o, err
		}
		if inner.Sext {
			return o, opErr(0, "sext(x) combines with no other source modifier")
		}
		inner.Abs = true
		inner.wrap(text, 1)
		return inner, nil
	}
	c := s[0]
	switch {
	case c >= '0' && c <= '9' || c == '-' || c == '+':
		return parseNumber(o, s)
	case c == '(' || c == '.' || c == '_' || c == '$':
		o.Kind = OpExpr
		o.span()
		return o, nil
	case isLetter(c):
		return parseWord(o, s)
	}
	return o, opErr(0, "unexpected character %q in operand %q", c, s)
}

// parseWord handles registers, keywords and symbol references.
func parseWord(o Operand, s string) (Operand, *operandError) {
	var file RegFile
	var rest string
	switch {
	case strings.HasPrefix(s, "ttmp"):
		file, rest = TTMP, s[4:]
	case s[0] == 's':
		file, rest = SGPR, s[1:]
	case s[0] == 'v':
		file, rest = VGPR, s[1:]
	case s[0] == 'a':
		file, rest = AGPR, s[1:]
	}
	// Single registers first (the most common operands): no special register,
	// keyword or expression is a register prefix followed by digits only.
	if file != 0 && isDigits(rest) {
		n, _ := strconv.Atoi(rest)
		if err := checkRegIndex(file, n); err != "" {
			return o, opErr(0, "%s in %q", err, s)
		}
		o.Kind, o.File, o.Lo, o.Hi = OpReg, file, n, n
		return o, nil
	}
	if file != 0 && rest != "" && rest[0] == '[' {
		return parseRange(o, s, file, len(s)-len(rest))
	}
	if specialRegs[s] {
		o.Kind, o.File = OpReg, Special
		o.span()
		return o, nil
	}
	if keywords[s] || isInterpOperand(s) {
		o.Kind = OpKeyword
		o.span()
		return o, nil
	}
	if strings.ContainsAny(s, "@+-*&|()<>") {
		o.Kind = OpExpr
		o.span()
		return o, nil
	}
	// A plain identifier that is no register: LLVM output only refers to symbols
	// starting with '.', '_' or carrying '@'; anything else is most likely a typo.
	if looksLikeSymbol(s) {
		o.Kind = OpExpr
		o.span()
		return o, nil
	}
	return o, opErr(0, "unknown register %q", s)
}

// isInterpOperand recognises the VINTRP operands `attrN.c` and `p0`/`p10`/`p20`.
func isInterpOperand(s string) bool {
	switch s {
	case "p0", "p10", "p20":
		return true
	}
	n, ok := strings.CutPrefix(s, "attr")
	if !ok || len(n) < 3 || n[len(n)-2] != '.' || !strings.ContainsRune("xyzw", rune(n[len(n)-1])) {
		return false
	}
	return isDigits(n[:len(n)-2])
}

// looksLikeSymbol accepts old-style labels (BB0_3) and mangled or user symbols
// with upper-case letters or digits after a letter other than a register prefix.
func looksLikeSymbol(s string) bool {
	if strings.HasPrefix(s, "BB") || strings.HasPrefix(s, "LBB") {
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// checkRegIndex validates a register number for its file.
func checkRegIndex(f RegFile, n int) string {
	var limit int
	switch f {
	case SGPR:
		limit = 106
	case VGPR, AGPR:
		limit = 256
	case TTMP:
		limit = 16
	}
	if n < 0 || n >= limit {
		return fmt.Sprintf("%s register %d out of range 0..%d", f, n, limit-1)
	}
	return ""
}

// parseRange parses s[lo:hi] / v[lo:hi] / ttmp[lo:hi].
func parseRange(o Operand, s string, file RegFile, at int) (Operand, *operandError) {
	body := s[at:]
	if !strings.HasSuffix(body, "]") {
		return o, opErr(len(s), "missing ']' in register range %q", s)
	}
	inner := body[1 : len(body)-1]
	lo, hi, ok := strings.Cut(inner, ":")
	if !ok {
		hi = lo // v[3] is accepted by llvm-mc
	}
	l, err1 := strconv.Atoi(strings.TrimSpace(lo))
	h, err2 := strconv.Atoi(strings.TrimSpace(hi))
	if err1 != nil || err2 != nil {
		return o, opErr(at+1, "bad register range %q: want %s[lo:hi]", s, s[:at])
	}
	if h < l {
		return o, opErr(at+1, "bad register range %q: %d > %d", s, l, h)
	}
	if msg := checkRegIndex(file, h); msg != "" {
		return o, opErr(at+1, "%s in %q", msg, s)
	}
	o.Kind, o.File, o.Lo, o.Hi = OpReg, file, l, h
	return o, nil
}

// parseNumber parses decimal, hex, octal-free integers and decimal floats.
func parseNumber(o Operand, s string) (Operand, *operandError) {
	if strings.ContainsAny(s, ".eE") && !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "-0x") {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return o, opErr(0, "bad number %q", s)
		}
		o.setFloat(f)
		return o, nil
	}
	// Expressions such as 4+off or 1<<2 are rare; keep them as expressions.
	body := strings.TrimLeft(s, "+-")
	if strings.ContainsAny(body, "+-*&|()<>@") {
		o.Kind = OpExpr
		o.span()
		return o, nil
	}
	v, err := parseInt(s)
	if err != nil {
		return o, opErr(0, "bad number %q", s)
	}
	o.Kind, o.Int = OpInt, v
	return o, nil
}

// parseInt parses a signed decimal or hexadecimal integer that fits 64 bits
// (hex values up to 0xffffffffffffffff are taken as their two's-complement value).
func parseInt(s string) (int64, error) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	var u uint64
	var err error
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		u, err = strconv.ParseUint(s[2:], 16, 64)
	} else {
		u, err = strconv.ParseUint(s, 10, 64)
	}
	if err != nil {
		return 0, err
	}
	v := int64(u)
	if neg {
		v = -v
	}
	return v, nil
}

// parseHwReg parses hwreg(ID), hwreg(ID, offset, size).
func parseHwReg(o Operand, s string) (Operand, *operandError) {
	if !strings.HasSuffix(s, ")") {
		return o, opErr(len(s), "missing ')' in %q", s)
	}
	args := splitTop(s[len("hwreg(") : len(s)-1])
	if len(args) != 1 && len(args) != 3 {
		return o, opErr(len("hwreg("), "hwreg wants (ID) or (ID, offset, size), got %d arguments", len(args))
	}
	id := strings.TrimSpace(args[0])
	at := len("hwreg(") + strings.Index(args[0], id) // id's place in s (= o.Text)
	o.Kind, o.x0, o.x1, o.hwOff, o.hwSize = OpHwReg, uint32(at), uint32(at+len(id)), 0, 32
	if n, err := parseInt(id); err == nil {
		if _, ok := hwRegIDs[int(n)]; ok {
			o.hwID = uint8(n)
		}
	}
	if len(args) == 3 {
		off, err1 := parseInt(strings.TrimSpace(args[1]))
		size, err2 := parseInt(strings.TrimSpace(args[2]))
		if err1 != nil || err2 != nil || off < 0 || off > 31 || size < 1 || size > 32 {
			return o, opErr(len("hwreg("), "bad hwreg field %q: want offset 0..31 and size 1..32", s)
		}
		o.hwOff, o.hwSize = uint8(off), uint8(size)
	}
	return o, nil
}

// parseWaitCnt parses `vmcnt(0) lgkmcnt(0)`, also with `&` or `,` separators.
func parseWaitCnt(o Operand, s string) (Operand, *operandError) {
	o.Kind = OpWaitCnt
	o.WaitCnt = make(map[string]int, 3)
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '&' || s[i] == ',') {
			i++
		}
		if i >= len(s) {
			break
		}
		j := i
		for j < len(s) && s[j] != '(' {
			j++
		}
		name := s[i:j]
		if !waitCounters[name] {
			return o, opErr(i, "unknown wait counter %q: want vmcnt, expcnt, lgkmcnt or vscnt", name)
		}
		k := strings.IndexByte(s[j:], ')')
		if k < 0 {
			return o, opErr(j, "missing ')' after %s(", name)
		}
		v, err := parseInt(s[j+1 : j+k])
		if err != nil || v < 0 || v > math.MaxInt32 {
			return o, opErr(j+1, "bad count in %s(...)", name)
		}
		o.WaitCnt[strings.TrimSuffix(name, "_sat")] = int(v)
		i = j + k + 1
	}
	return o, nil
}

// splitTop splits s at commas that are not inside (), [] or ||.
func splitTop(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, s[start:])
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isIdent(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isLetter(c) && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}
