package asm

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// KnownProcessor reports whether p names a GPU LLVM's assembler
// (llvm-mc-15) knows: the processors splitwcet reads. Check checks the
// code of those with an operand table (HasTable, CheckedProcessors).
func KnownProcessor(p string) bool { return llvmProcessors[p] || HasTable(p) }

// HasTable reports whether Check has an operand table for the processor.
func HasTable(p string) bool { return tableFor(p) != nil }

// llvmProcessors are the AMDGPU processors of llvm-mc-15 (`llvm-mc-15
// -arch=amdgcn -mcpu=help`).
var llvmProcessors = set("gfx600", "gfx601", "gfx602", "gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705",
	"gfx801", "gfx802", "gfx803", "gfx805", "gfx810", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909",
	"gfx90a", "gfx90c", "gfx940", "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031", "gfx1032",
	"gfx1033", "gfx1034", "gfx1035", "gfx1036", "gfx1100", "gfx1101", "gfx1102", "gfx1103")

// KnownProcessors lists the processors splitwcet reads, sorted.
func KnownProcessors() []string {
	ps := make([]string, 0, len(llvmProcessors))
	for p := range llvmProcessors {
		ps = append(ps, p)
	}
	sortProcessors(ps)
	return ps
}

// Check returns "" when LLVM's assembler (llvm-mc-15) accepts the
// instruction for the target as written, and otherwise what is wrong and
// what was expected. It reads the target's operand table (optable.go):
// the instruction form, each operand's class (register file, tuple width,
// special registers, integer ranges, floating-point constants, symbols,
// source modifiers), the modifiers and their order, and the rules that
// span operands: register indices the GPU has, SGPR tuple alignment, one
// literal per instruction, and the constant-bus limit of vector ALU
// instructions. A few fields the hardware has fewer bits for than
// llvm-mc-15 checks (it truncates them silently) are refused too:
// fieldLimits.
//
// Check may refuse some text llvm-mc accepts (an operand form the table
// has no probe for); it must never accept text llvm-mc rejects
// (FuzzLLVMMC, TestLLVMMCDifferential).
func Check(a Arch, in *Instruction) string {
	t := tableFor(a.Name)
	if t == nil {
		return fmt.Sprintf("no operand table for target %s: splitwcet checks code for %s", a.Name, strings.Join(CheckedProcessors(), ", "))
	}
	if msg := t.checkRegisters(in); msg != "" {
		return msg
	}
	for i := range in.Operands {
		if o := &in.Operands[i]; o.Kind == OpExpr {
			if msg := checkExpr(o.Expr()); msg != "" {
				return fmt.Sprintf("operand %d of %s (%s): %s", i+1, in.Mnemonic, o.Text, msg)
			}
		}
	}
	forms := t.formsOf(in.Mnemonic)
	if len(forms) == 0 && strings.HasPrefix(in.Mnemonic, "v_") && in.Suffix() == "" {
		return t.checkBare(a, in)
	}
	if len(forms) == 0 {
		var elsewhere []string
		for _, p := range CheckedProcessors() {
			if o := tableFor(p); o != t && len(o.formLines[in.Mnemonic]) > 0 {
				elsewhere = append(elsewhere, p)
			}
		}
		if len(elsewhere) > 0 {
			return fmt.Sprintf("%s is not an instruction of %s (it is one of %s)", in.Mnemonic, a.Name, strings.Join(elsewhere, ", "))
		}
		return fmt.Sprintf("unknown instruction %s: not an instruction of %s", in.Mnemonic, a.Name)
	}
	best, bestAt := "", -1
	var counts []int
	for _, f := range forms {
		if len(f.slots) != len(in.Operands) {
			if !containsInt(counts, len(f.slots)) {
				counts = append(counts, len(f.slots))
			}
			continue
		}
		at, msg := t.checkForm(a, f, in)
		if msg == "" {
			if lim := fieldLimit(in); lim != "" {
				return lim
			}
			return ""
		}
		if at > bestAt {
			best, bestAt = msg, at
		}
	}
	if bestAt < 0 {
		sort.Ints(counts)
		want := make([]string, len(counts))
		for i, n := range counts {
			want[i] = strconv.Itoa(n)
		}
		return fmt.Sprintf("%s takes %s operand(s), got %d", in.Mnemonic, orList(want), len(in.Operands))
	}
	return best
}

// checkBare checks a vector mnemonic written without its encoding suffix
// (v_add_f32 for v_add_f32_e32 or _e64): llvm-mc tries the encodings in
// turn and takes the first that fits. splitwcet sized the instruction when
// it read it (as VOP3), so it takes the bare form only where llvm-mc's
// choice has that size; elsewhere it asks for the suffix.
func (t *opTable) checkBare(a Arch, in *Instruction) string {
	var msgs []string
	for _, s := range [...]string{"_e32", "_e64", "_sdwa", "_dpp"} {
		if len(t.formLines[in.Mnemonic+s]) == 0 {
			continue
		}
		cp := *in
		cp.Mnemonic = in.Mnemonic + s
		cp.Op, _ = splitSuffix(cp.Mnemonic)
		cp.Enc = classify(a, cp.Op, s)
		msg := Check(a, &cp)
		if msg == "" {
			if size := instructionSize(a, &cp); size != in.Size {
				return fmt.Sprintf("%s without an encoding suffix assembles as %s here (%d bytes), not as the %d-byte form splitwcet read: write the suffix", in.Mnemonic, cp.Mnemonic, size, in.Size)
			}
			return ""
		}
		msgs = append(msgs, msg)
	}
	if len(msgs) == 0 {
		return fmt.Sprintf("unknown instruction %s: not an instruction of %s", in.Mnemonic, a.Name)
	}
	return msgs[0]
}

// checkRegisters checks every register operand against the GPU's register
// files and the alignment of scalar tuples.
func (t *opTable) checkRegisters(in *Instruction) string {
	for i := range in.Operands {
		o := &in.Operands[i]
		if o.Kind != OpReg {
			continue
		}
		var n int
		var name string
		switch o.File {
		case SGPR:
			n, name = t.sgprs, "SGPR"
		case TTMP:
			n, name = t.ttmps, "TTMP"
		case VGPR:
			n, name = t.vgprs, "VGPR"
		case AGPR:
			return fmt.Sprintf("operand %d (%s): %s has no AGPRs (gfx908 and later)", i+1, o.Text, t.processor)
		default:
			continue
		}
		if o.Hi >= n {
			return fmt.Sprintf("operand %d (%s): %s has %d %ss (%s0..%s%d)", i+1, o.Text, t.processor, n, name, o.File, o.File, n-1)
		}
		if w := o.Hi - o.Lo + 1; (o.File == SGPR || o.File == TTMP) && (w == 2 && o.Lo%2 != 0 || w >= 4 && o.Lo%4 != 0) {
			align := 2
			if w >= 4 {
				align = 4
			}
			return fmt.Sprintf("operand %d (%s): a tuple of %d %ss must start at a multiple of %d", i+1, o.Text, w, name, align)
		}
	}
	return ""
}

// checkForm checks in against one way of writing its form: at is how far
// it got (operands, then modifiers, then the cross-operand rules), so that
// the caller reports the form that fits best.
func (t *opTable) checkForm(a Arch, f *opForm, in *Instruction) (at int, msg string) {
	for i := range in.Operands {
		o := &in.Operands[i]
		if why := f.slots[i].accepts(o); why != "" {
			return i, fmt.Sprintf("operand %d of %s (%s): %s", i+1, in.Mnemonic, o.Text, why)
		}
		if modifiedWideLiteral(in.Op, i, o) {
			return i, fmt.Sprintf("operand %d of %s (%s): a 64-bit operand takes -x or |x| on an integer only when it is an inline constant (-16..64); write a floating-point constant or drop the modifier", i+1, in.Mnemonic, o.Text)
		}
	}
	n := len(in.Operands)
	if k, msg := f.checkModifiers(in); msg != "" {
		return n + k, msg
	}
	if k, msg := t.checkFormat(in); msg != "" {
		return n + k, msg
	}
	n += len(in.Modifiers) + 1
	if msg := literalsAndBus(a, f, in); msg != "" {
		return n, msg
	}
	return n + 1, ""
}

// checkFormat checks a symbolic format:[...] against the spellings the
// assembler takes for the target (the table's formats): on gfx10 a data
// and number format pair is taken only where it names a unified format.
func (t *opTable) checkFormat(in *Instruction) (int, string) {
	for k, m := range in.Modifiers {
		if m.Name != "format" || !strings.HasPrefix(m.Value, "[") {
			continue
		}
		sp := strings.NewReplacer(" ", "", "\t", "").Replace(strings.TrimSuffix(strings.TrimPrefix(m.Value, "["), "]"))
		if !t.hasFormat(sp) {
			return k, fmt.Sprintf("modifier format:%s: not a format of %s (want format:N or a symbolic format llvm-mc takes for it, such as %s)", m.Value, t.processor, t.formatExample())
		}
	}
	return 0, ""
}

// modifiedWideLiteral reports an integer literal under -x or |x| as a
// 64-bit operand, which llvm-mc-15 refuses where a VOP3 literal exists
// (gfx10: v_add_f64 v[6:7], v[8:9], -|4096|; found by FuzzLLVMMCgfx1030):
// the 32-bit literal would be the operand's high half, and the modifier
// would act on a value other than the one written. A floating-point
// constant, an inline integer and a plain negative number are taken.
func modifiedWideLiteral(op string, i int, o *Operand) bool {
	return (o.Neg || o.Abs) && o.Kind == OpInt && operandWidth(op, i) == 64 && !inlineInt(op, i, o.Int)
}

// formatExample is one symbolic format of the table, for messages.
func (t *opTable) formatExample() string {
	var fs []string
	for f := range t.formatSet() {
		fs = append(fs, f)
	}
	if len(fs) == 0 {
		return "none: this target has no symbolic formats in its table"
	}
	sort.Strings(fs)
	return "format:[" + fs[0] + "]"
}

// accepts returns "" when the slot takes o, else what it wants.
func (s *slotType) accepts(o *Operand) string {
	if o.Neg && !s.tokens["neg"] || o.Abs && !s.tokens["abs"] || o.Sext && !s.tokens["sext"] {
		return "takes no source modifier (-x, |x|, sext(x)) here; want " + s.describe()
	}
	if tok := operandToken(o); tok != "" && s.tokens[tok] {
		return ""
	} else if o.Kind == OpInt && inRanges(s.ints, o.Int) {
		return ""
	}
	return "want " + s.describe()
}

// operandToken is o's class token in the operand tables ("" for integers,
// which slots take by range).
func operandToken(o *Operand) string {
	switch o.Kind {
	case OpReg:
		w := o.Hi - o.Lo + 1
		f := 0
		switch o.File {
		case VGPR:
			f = 0
		case SGPR:
			f = 1
		case TTMP:
			f = 2
		case AGPR:
			f = 3
		default:
			return o.Name()
		}
		if w >= 0 && w < len(regTokens[f]) {
			return regTokens[f][w]
		}
		return string("vsta"[f]) + strconv.Itoa(w)
	case OpFloat:
		return "f:" + floatClass(o.Float())
	case OpExpr:
		if strings.ContainsAny(o.Expr(), "@+-*/&|^()<>~ ") {
			return "rel"
		}
		return "sym"
	case OpKeyword:
		if strings.HasPrefix(o.Expr(), "attr") {
			return "attr"
		}
		return o.Expr()
	case OpHwReg:
		return "hwreg"
	case OpSendMsg:
		return "sendmsg"
	case OpWaitCnt:
		return "waitcnt"
	case OpSpecial:
		name, _, _ := strings.Cut(o.Expr(), "(")
		return name
	}
	return ""
}

// regTokens[f][w] is operandToken's token of a register range of w
// registers in file f (v, s, t, a: "v2", "s4"), built once.
var regTokens = func() (t [4][33]string) {
	for f := range t {
		for w := range t[f] {
			t[f][w] = string("vsta"[f]) + strconv.Itoa(w)
		}
	}
	return t
}()

// floatClass sorts a floating-point constant into the classes the
// generator probes: the inline constants (0.5 and -4.0 stand for the
// positive and negative ones), 1/(2π), values exact in half precision,
// beyond half precision's range or below its smallest value, beyond
// single precision's range, and the rest.
func floatClass(f float64) string {
	abs := math.Abs(f)
	switch {
	case f == 0 && !math.Signbit(f):
		return "0.0"
	case abs == 0.5 || abs == 1 || abs == 2 || abs == 4:
		if f > 0 {
			return "0.5"
		}
		return "-4.0"
	case f > 0 && math.Float32bits(float32(f)) == 0x3e22f983:
		return "inv2pi"
	case abs > math.MaxFloat32:
		return "1e40"
	case abs == 65504:
		return "65504"
	case abs > 65504:
		return "1e10"
	case abs != 0 && abs < 0x1p-24:
		return "1e-10"
	case exactHalf(abs):
		return "1.5"
	}
	return "0.1"
}

// exactHalf reports whether a positive value is exact in IEEE half precision.
func exactHalf(v float64) bool {
	frac, exp := math.Frexp(v) // v = frac × 2^exp, frac in [0.5, 1)
	if exp-1 < -14 {
		s := v * (1 << 24) // subnormal: multiples of 2^-24
		return s == math.Trunc(s)
	}
	m := frac * (1 << 11)
	return m == math.Trunc(m)
}

// describe says in words what a slot takes.
func (s *slotType) describe() string {
	var parts []string
	regs := func(prefix, name string) {
		var ws []string
		for _, w := range []int{1, 2, 3, 4, 5, 6, 7, 8, 16} {
			if s.tokens[prefix+strconv.Itoa(w)] {
				ws = append(ws, strconv.Itoa(w))
			}
		}
		switch {
		case len(ws) == 0:
		case len(ws) == 1 && ws[0] == "1" && name == "SGPR":
			parts = append(parts, "an SGPR")
		case len(ws) == 1 && ws[0] == "1":
			parts = append(parts, "a "+name)
		case len(ws) == 1:
			parts = append(parts, fmt.Sprintf("%s %ss", ws[0], name))
		default:
			parts = append(parts, fmt.Sprintf("%s %ss", orList(ws), name))
		}
	}
	regs("v", "VGPR")
	regs("s", "SGPR")
	var special []string
	for _, n := range specialOrder {
		if s.tokens[n] {
			special = append(special, n)
		}
	}
	if len(special) > 4 {
		special = append(special[:4], "...")
	}
	if len(special) > 0 {
		parts = append(parts, strings.Join(special, ", "))
	}
	if s.tokens["off"] {
		parts = append(parts, "off")
	}
	for _, k := range []string{"hwreg", "sendmsg", "gpr_idx", "waitcnt"} {
		if s.tokens[k] {
			parts = append(parts, k+"(...)")
		}
	}
	if len(s.ints) > 0 {
		var rs []string
		for _, r := range s.ints {
			if r.lo != r.hi || len(s.ints) == 1 {
				rs = append(rs, r.String())
			}
		}
		parts = append(parts, "an integer in "+orList(rs))
	}
	inline, other := false, false
	for tok := range s.tokens {
		if c, ok := strings.CutPrefix(tok, "f:"); ok {
			if c == "0.0" || c == "0.5" || c == "-4.0" || c == "inv2pi" {
				inline = true
			} else {
				other = true
			}
		}
	}
	switch {
	case other:
		parts = append(parts, "a floating-point constant")
	case inline:
		parts = append(parts, "an inline floating-point constant (0.5, 1.0, 2.0, 4.0 and their negatives)")
	}
	if s.tokens["sym"] || s.tokens["rel"] {
		parts = append(parts, "a symbol")
	}
	if len(parts) == 0 {
		return "nothing (this form takes no operand here)"
	}
	return orList(parts)
}

var specialOrder = []string{"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0", "scc", "null",
	"flat_scratch", "flat_scratch_lo", "flat_scratch_hi", "xnack_mask", "xnack_mask_lo", "xnack_mask_hi",
	"tba", "tba_lo", "tba_hi", "tma", "tma_lo", "tma_hi", "src_shared_base", "src_shared_limit",
	"src_private_base", "src_private_limit", "src_pops_exiting_wave_id", "src_vccz", "src_execz", "src_scc",
	"src_lds_direct", "lds_direct", "shared_base", "shared_limit", "private_base", "private_limit",
	"pops_exiting_wave_id", "vccz", "execz"}

func orList(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Modifiers whose value is an integer, an enumeration, or a list.
var (
	numericMods = set("offset", "offset0", "offset1", "dmask", "row_mask", "bank_mask", "row_shl", "row_shr",
		"row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror", "row_bcast", "row_share", "row_xmask",
		"format", "dfmt", "nfmt", "bound_ctrl", "fi")
	enumMods = map[string]map[string]bool{
		"dst_sel":    set("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"),
		"src0_sel":   set("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"),
		"src1_sel":   set("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"),
		"dst_unused": set("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"),
	}
	listMods = set("op_sel", "op_sel_hi", "neg_lo", "neg_hi")
)

// modToken is a modifier's token in the tables and, for a numeric one,
// its value; msg is set when the value is malformed.
func modToken(m Modifier) (tok string, val int64, numeric bool, msg string) {
	text := m.Name
	if m.Value != "" {
		text += ":" + m.Value
	}
	switch {
	case m.Value == "":
		return m.Name, 0, false, ""
	case m.Name == "mul" || m.Name == "div":
		return text, 0, false, ""
	case m.Name == "offset" && strings.HasPrefix(m.Value, "swizzle("):
		return "swizzle", 0, false, ""
	case m.Name == "format" && strings.HasPrefix(m.Value, "["):
		// A symbolic format: the form's format modifier, whose spelling
		// the table's formats list checks (opTable.checkFormat).
		return m.Name, 0, true, ""
	case numericMods[m.Name]:
		v, err := parseInt(m.Value)
		if err != nil {
			return m.Name, 0, true, fmt.Sprintf("modifier %s: want an integer value", text)
		}
		return m.Name, v, true, ""
	case enumMods[m.Name] != nil:
		if !enumMods[m.Name][m.Value] {
			vals := make([]string, 0, len(enumMods[m.Name]))
			for v := range enumMods[m.Name] {
				vals = append(vals, v)
			}
			sort.Strings(vals)
			return m.Name, 0, false, fmt.Sprintf("modifier %s: want %s:%s", text, m.Name, strings.Join(vals, "|"))
		}
		return m.Name, 0, false, ""
	case m.Name == "quad_perm" || m.Name == "dpp8":
		n, hi := 4, int64(3)
		if m.Name == "dpp8" {
			n, hi = 8, 7
		}
		if els, ok := listValues(m.Value); !ok || len(els) != n || !allIn(els, 0, hi) {
			return m.Name, 0, false, fmt.Sprintf("modifier %s: want %d lane selects 0..%d in brackets", text, n, hi)
		}
		return m.Name, 0, false, ""
	case listMods[m.Name]:
		els, ok := listValues(m.Value)
		if !ok || !allIn(els, 0, 1) {
			return m.Name, 0, false, fmt.Sprintf("modifier %s: want a list of 0s and 1s in brackets", text)
		}
		return m.Name + ":" + strconv.Itoa(len(els)), 0, false, ""
	}
	return text, 0, false, ""
}

func listValues(s string) ([]int64, bool) {
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return nil, false
	}
	var out []int64
	for _, e := range strings.Split(s[1:len(s)-1], ",") {
		v, err := parseInt(strings.TrimSpace(e))
		if err != nil {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

func allIn(xs []int64, lo, hi int64) bool {
	for _, x := range xs {
		if x < lo || x > hi {
			return false
		}
	}
	return true
}

// checkModifiers walks in's modifiers through the form's groups in order.
func (f *opForm) checkModifiers(in *Instruction) (int, string) {
	g := 0 // the first group the next modifier may belong to
	used := map[string]string{}
	prev := ""
	for k, m := range in.Modifiers {
		tok, val, numeric, msg := modToken(m)
		text := m.Name
		if m.Value != "" {
			text += ":" + m.Value
		}
		if msg != "" {
			return k, msg
		}
		if first, ok := used[tok]; ok {
			return k, fmt.Sprintf("modifier %s given twice (first as %s)", text, first)
		}
		at, spec := f.findMod(tok, g)
		if spec == nil {
			if before, _ := f.findMod(tok, 0); before >= 0 {
				return k, fmt.Sprintf("modifier %s must come before %s", text, prev)
			}
			return k, fmt.Sprintf("%s takes no modifier %s (%s)", in.Mnemonic, text, f.modList())
		}
		if numeric && !inRanges(spec.ranges, val) {
			var rs []string
			for _, r := range spec.ranges {
				rs = append(rs, r.String())
			}
			if len(rs) == 0 {
				return k, fmt.Sprintf("modifier %s: %s takes no value for %s", text, in.Mnemonic, m.Name)
			}
			return k, fmt.Sprintf("modifier %s out of range: want %s:%s", text, m.Name, orList(rs))
		}
		for _, c := range spec.conds {
			if c.slot < len(in.Operands) && (in.Operands[c.slot].Kind == OpReg) != c.reg {
				kind := "a constant"
				if c.reg {
					kind = "a register"
				}
				return k, fmt.Sprintf("modifier %s needs %s as operand %d (%s)", text, kind, c.slot+1, in.Operands[c.slot].Text)
			}
		}
		used[tok] = text
		prev = text
		if f.mods[at].free {
			g = at
		} else {
			g = at + 1
		}
	}
	for _, grp := range f.required {
		found := false
		for _, alt := range grp {
			if _, ok := used[alt]; ok {
				found = true
			}
		}
		if !found {
			return len(in.Modifiers), fmt.Sprintf("%s needs the modifier %s", in.Mnemonic, strings.Join(grp, " or "))
		}
	}
	return len(in.Modifiers), ""
}

// findMod finds tok in the groups from index from on.
func (f *opForm) findMod(tok string, from int) (int, *modSpec) {
	for i := from; i < len(f.mods); i++ {
		for j := range f.mods[i].members {
			if f.mods[i].members[j].token == tok {
				return i, &f.mods[i].members[j]
			}
		}
	}
	return -1, nil
}

func (f *opForm) modList() string {
	if len(f.mods) == 0 {
		return "it takes none"
	}
	var names []string
	for _, g := range f.mods {
		for _, m := range g.members {
			names = append(names, m.token)
		}
	}
	return "it takes " + strings.Join(names, ", ")
}

// literalsAndBus checks the rules across operands: at most one distinct
// literal, and in vector ALU code at most the constant-bus limit of
// distinct scalar values (SGPRs, special scalar registers, literals) among
// the sources: 1 before gfx10, 2 from gfx10 on (1 for the 64-bit shifts).
func literalsAndBus(a Arch, f *opForm, in *Instruction) string {
	first := -1 // the first source slot: the first that takes a constant
	for i, s := range f.slots {
		if s.constant {
			first = i
			break
		}
	}
	// The distinct literals and scalar registers, in small arrays (an
	// instruction has a few operands; maps here were a tenth of the check).
	type literal struct {
		kind OperandKind
		v    uint64 // an integer's value, a float's bits, an expression's operand index
	}
	var lbuf [4]literal
	var sbuf [4]string
	literals, scalars := lbuf[:0], sbuf[:0]
	addLiteral := func(l literal) {
		if !slices.Contains(literals, l) {
			literals = append(literals, l)
		}
	}
	for i := range in.Operands {
		o := &in.Operands[i]
		switch {
		case o.Kind == OpExpr:
			// Each expression is a literal of its own, even when two are
			// written alike: llvm-mc-15 does not fold them ("only one
			// literal operand is allowed").
			addLiteral(literal{OpExpr, uint64(i)})
		case o.Kind == OpInt && !inlineInt(in.Op, i, o.Int):
			addLiteral(literal{OpInt, uint64(o.Int)})
		case o.Kind == OpFloat && !inlineFloat(in.Op, i, o.Float()):
			addLiteral(literal{OpFloat, math.Float64bits(o.Float())})
		case o.Kind == OpReg && i >= first && first >= 0 && usesConstantBus(o):
			if !slices.Contains(scalars, o.Text) {
				scalars = append(scalars, o.Text)
			}
		}
	}
	if len(literals) > 1 {
		return fmt.Sprintf("%s: only one literal constant per instruction (found %d)", in.Mnemonic, len(literals))
	}
	if !in.Enc.IsVector() && in.Enc != EncVOP3P {
		return ""
	}
	limit := 1
	if a.Major >= 10 && !shift64[in.Op] {
		limit = 2
	}
	if n := len(scalars) + len(literals); n > limit {
		names := slices.Clone(scalars)
		sort.Strings(names)
		if len(literals) > 0 {
			names = append(names, "a literal")
		}
		return fmt.Sprintf("%s reads %d scalar values (%s): the constant bus of %s takes %d per instruction", in.Mnemonic, n, strings.Join(names, ", "), a.Name, limit)
	}
	return ""
}

var shift64 = set("v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64", "v_lshl_b64", "v_lshr_b64", "v_ashr_i64")

// usesConstantBus reports whether a register source is read over the
// constant bus: SGPRs, TTMPs and the scalar special registers.
func usesConstantBus(o *Operand) bool {
	switch o.File {
	case SGPR, TTMP:
		return true
	case Special:
		switch strings.TrimSuffix(strings.TrimSuffix(o.Name(), "_lo"), "_hi") {
		case "vcc", "exec", "m0", "flat_scratch", "xnack_mask", "tba", "tma",
			"src_vccz", "src_execz", "src_scc", "vccz", "execz", "scc",
			"src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
			"shared_base", "shared_limit", "private_base", "private_limit",
			"src_pops_exiting_wave_id", "pops_exiting_wave_id":
			return true
		}
	}
	return false
}

// fieldLimit refuses values llvm-mc-15 accepts but encodes in fewer bits
// than written (it truncates them silently), so that no analysis runs code
// other than the text says. The field widths are the hardware's (AMD's
// GCN3 and Vega ISA documents, RDNA2 for gfx10).
func fieldLimit(in *Instruction) string {
	for _, m := range in.Modifiers {
		v, err := parseInt(m.Value)
		if err != nil {
			continue
		}
		switch {
		case (in.Enc == EncMUBUF || in.Enc == EncMTBUF) && m.Name == "offset" && (v < 0 || v > 4095):
			return fmt.Sprintf("modifier offset:%s out of range: want offset:0..4095 (the 12-bit OFFSET field of %s)", m.Value, in.Enc)
		case (m.Name == "row_mask" || m.Name == "bank_mask") && (v < 0 || v > 15):
			return fmt.Sprintf("modifier %s:%s out of range: want %s:0..15 (a 4-bit DPP field)", m.Name, m.Value, m.Name)
		}
	}
	return ""
}

// checkExpr accepts the expressions an operand may be: a subset of what
// llvm-mc-15 takes, with at least one symbol (a constant expression such
// as 4+8 is folded by llvm-mc, perhaps into an inline constant, which
// splitwcet does not evaluate: write the value). The grammar:
//
//	expr    = unary { binop unary }
//	unary   = { "-" | "+" | "~" } primary
//	primary = number | symbol { "@" word } | "(" expr ")"
//	binop   = + - * / % << >> & | ^
func checkExpr(e string) string {
	p := exprParser{s: e}
	if !p.expr() || p.i != len(p.s) {
		return fmt.Sprintf("not an expression llvm-mc takes (at %q)", p.s[min(p.i, len(p.s)):])
	}
	if !p.symbol {
		return "a constant expression: write its value"
	}
	return ""
}

type exprParser struct {
	s      string
	i      int
	symbol bool // a symbol was read
	depth  int
}

func (p *exprParser) skip() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *exprParser) expr() bool {
	if !p.unary() {
		return false
	}
	for {
		p.skip()
		n := 0
		switch {
		case strings.HasPrefix(p.s[p.i:], "<<"), strings.HasPrefix(p.s[p.i:], ">>"):
			n = 2
		case p.i < len(p.s) && strings.IndexByte("+-*/%&|^", p.s[p.i]) >= 0:
			n = 1
		}
		if n == 0 {
			return true
		}
		p.i += n
		if !p.unary() {
			return false
		}
	}
}

func (p *exprParser) unary() bool {
	p.skip()
	for p.i < len(p.s) && strings.IndexByte("-+~", p.s[p.i]) >= 0 {
		p.i++
		p.skip()
	}
	return p.primary()
}

func (p *exprParser) primary() bool {
	if p.i >= len(p.s) {
		return false
	}
	c := p.s[p.i]
	switch {
	case c == '(':
		if p.depth++; p.depth > 32 {
			return false
		}
		p.i++
		if !p.expr() {
			return false
		}
		p.skip()
		if p.i >= len(p.s) || p.s[p.i] != ')' {
			return false
		}
		p.i++
		p.depth--
		return true
	case c >= '0' && c <= '9':
		start := p.i
		for p.i < len(p.s) && (isLetter(p.s[p.i]) || p.s[p.i] >= '0' && p.s[p.i] <= '9') {
			p.i++
		}
		_, err := parseInt(p.s[start:p.i])
		return err == nil
	case isLetter(c) || c == '_' || c == '.' || c == '$':
		p.symbol = true
		p.word()
		for p.i < len(p.s) && p.s[p.i] == '@' {
			p.i++
			if p.word() == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// word reads a symbol's characters and returns how many.
func (p *exprParser) word() int {
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if !(isLetter(c) || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$') {
			break
		}
		p.i++
	}
	return p.i - start
}
