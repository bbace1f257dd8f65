package asm

import (
	"embed"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"
)

// The operand tables (optable/PROCESSOR.tsv) say, per GPU, which
// instruction forms LLVM's AMDGPU assembler (llvm-mc-15) accepts and how:
// the operand classes of each slot, integer ranges, and the modifiers that
// may follow the operands, in order. They are measured from llvm-mc by
// cfg/asm/cmd/optable (facts, not LLVM's code); Check reads them.
//
// Format, one record per line, fields separated by tabs; '#' starts a
// comment line:
//
//	processor NAME
//	generator N                             (OpTableGenerator of the generator that measured it; absent: 1)
//	registers sgpr N  ttmp N  vgpr N        (register files: indices 0..N-1)
//	formats SPELLING...                     (the symbolic buffer formats, format:[SPELLING])
//	slot ID TOKENS                          (an operand class: space-separated tokens)
//	form MNEMONIC SLOTS REQUIRED MODIFIERS SIZE  (one way to write the form)
//
// Slot tokens: v1..v16, s1..s16, t1..t8, a1, a2 (a VGPR, SGPR, TTMP or
// AGPR tuple of that many registers); a special register or keyword by
// name (vcc, exec_lo, m0, off, null, ...); hwreg, sendmsg, gpr_idx,
// waitcnt, attr, p0/p10/p20 (function-like and interpolation operands);
// sym and rel (a symbol; an expression with a relocation such as
// sym@rel32@lo+4); f:CLASS (a floating-point constant of a class, see
// floatClass); int:LO..HI (integers in the range); neg, abs, sext (source
// modifiers the slot takes); none (no operand fits: the form cannot be
// written with this shape).
//
// SLOTS is a comma list of slot IDs ("-": no operand). REQUIRED lists the
// modifiers the form needs, space-separated groups of alternatives joined
// by '|' ("-": none). MODIFIERS lists the modifiers in the order the
// assembler requires them: space-separated groups, whose members are
// exclusive (joined by '|': at most one) or free (joined by '+': any order,
// each at most once). SIZE is the encoding's size in bytes without a literal
// (0: not measured). A numeric modifier carries its ranges, offset[0..4095];
// @rN or @cN after a modifier says it needs a register (r) or a constant
// (c) in slot N (from 0).
//
//go:embed optable/*.tsv
var opTableFiles embed.FS

// opTable is one processor's table. Its header (processor, register
// files, generator) is read when the table is first used; its slots,
// forms and formats only when an instruction asks for them (formsOf,
// hasFormat): a kernel uses a few dozen of the thousands of mnemonics,
// and parsing all of them was most of a small command's start-up.
type opTable struct {
	name                string // the file, for messages
	processor           string
	sgprs, ttmps, vgprs int
	// generator is the version of cfg/asm/cmd/optable that measured the
	// table (OpTableGenerator).
	generator int

	mu sync.Mutex // guards what follows: the records, parsed on first use
	// formLines are the form records of each mnemonic, in file order;
	// forms the ones parsed, by mnemonic.
	formLines map[string][]record
	forms     map[string][]*opForm
	// slotLines are the slot records by ID; slots the ones parsed.
	slotLines map[string]record
	slots     map[string]*slotType
	// formats are the symbolic spellings of a tbuffer format the
	// assembler takes, the text between format:[ and ] without spaces
	// (BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT; BUF_FMT_32_FLOAT), read
	// from formatLine on first use.
	formatLine string
	formats    map[string]bool
}

// record is one line of a table: its number (for messages) and its text.
type record struct {
	line int
	text string
}

// opForm is one way of writing an instruction form.
type opForm struct {
	mnemonic string
	slots    []*slotType
	required [][]string
	mods     []modGroup
	// size is the encoding's size in bytes without a literal (0: not
	// measured): what the form's suffix does not always say.
	size int
}

type slotType struct {
	tokens map[string]bool
	ints   []intRange
	text   string
	// float: some token is a floating-point class ("f:..."); constant:
	// the slot takes a constant (an integer, a symbol, an expression or a
	// float), which makes it a source slot for literalsAndBus.
	float, constant bool
}

type intRange struct{ lo, hi int64 }

func (r intRange) String() string {
	if r.lo == r.hi {
		return fmt.Sprint(r.lo)
	}
	return fmt.Sprintf("%d..%d", r.lo, r.hi)
}

func inRanges(rs []intRange, v int64) bool {
	for _, r := range rs {
		if v >= r.lo && v <= r.hi {
			return true
		}
	}
	return false
}

type modGroup struct {
	free    bool
	members []modSpec
}

type modSpec struct {
	token   string
	numeric bool
	ranges  []intRange
	conds   []modCond
}

// modCond: the modifier needs slot's operand to be a register (reg) or a
// constant (!reg).
type modCond struct {
	slot int
	reg  bool
}

// opTableAliases are processors whose table is another's: llvm-mc-15
// accepts the same lines for both, with the same sizes (measured by
// TestTableAliases on every form alone and on mutated real code). gfx801
// and gfx810 are not among them: they have XNACK (xnack_mask), which
// gfx803 lacks.
var opTableAliases = map[string]string{
	"gfx802": "gfx803", "gfx805": "gfx803",
	"gfx902": "gfx900", "gfx909": "gfx900", "gfx90c": "gfx900",
	"gfx1031": "gfx1030", "gfx1032": "gfx1030", "gfx1033": "gfx1030", "gfx1034": "gfx1030", "gfx1035": "gfx1030", "gfx1036": "gfx1030",
}

// opTables are the embedded operand tables, each parsed on its first use:
// a command reads one processor's code, and parsing all four took more
// time and memory than checking a large kernel's instructions.
var opTables = struct {
	once  sync.Once
	files map[string]*lazyTable // by processor: the file optable/<processor>.tsv
}{}

// lazyTable is one embedded table, parsed once on demand.
type lazyTable struct {
	once sync.Once
	name string
	t    *opTable
	err  error
}

func (l *lazyTable) load() (*opTable, error) {
	l.once.Do(func() {
		data, err := opTableFiles.ReadFile("optable/" + l.name)
		if err == nil {
			l.t, err = parseOpTable(l.name, data)
		}
		if err == nil && l.t.processor+".tsv" != l.name {
			err = fmt.Errorf("%s: the table is for processor %s", l.name, l.t.processor)
		}
		l.err = err
	})
	return l.t, l.err
}

// tableFor returns the operand table of a processor, or nil.
func tableFor(processor string) *opTable {
	opTables.once.Do(listOpTables)
	if a, ok := opTableAliases[processor]; ok {
		processor = a
	}
	l := opTables.files[processor]
	if l == nil {
		return nil
	}
	t, err := l.load()
	if err != nil {
		panic(err) // an embedded table that does not parse is a build defect
	}
	return t
}

// OpTableGenerator is the version of the operand-table generator
// (cfg/asm/cmd/optable), which it writes into every table. Version 2
// measures what version 1 missed, so that a version-1 table refuses valid
// code: the returning atomics (`flat_atomic_add v5, v[1:2], v4 glc`), the
// SDWA forms with a carry-out of gfx8 and the symbolic buffer formats.
const OpTableGenerator = 2

// Checks reports whether the loader checks code for a's processor with
// Check: it has an operand table (its own or an alias's) measured by the
// current generator. An older table still answers Check (the differential
// tests hold it to llvm-mc) but may refuse valid code.
func Checks(a Arch) bool {
	t := tableFor(a.Name)
	return t != nil && t.generator >= OpTableGenerator
}

// CheckedProcessors lists the processors whose code Check can check, in
// order: the ones splitwcet reads.
func CheckedProcessors() []string {
	opTables.once.Do(listOpTables)
	var ps []string
	for p := range opTables.files {
		ps = append(ps, p)
	}
	for p, to := range opTableAliases {
		if opTables.files[to] != nil {
			ps = append(ps, p)
		}
	}
	sortProcessors(ps)
	return ps
}

// sortProcessors sorts processor names by generation, then by name.
func sortProcessors(ps []string) {
	sort.Slice(ps, func(i, j int) bool {
		ai, _ := ArchFromProcessor(ps[i])
		aj, _ := ArchFromProcessor(ps[j])
		if ai.Major != aj.Major {
			return ai.Major < aj.Major
		}
		return ps[i] < ps[j]
	})
}

// listOpTables finds the embedded tables (optable/<processor>.tsv)
// without parsing them.
func listOpTables() {
	opTables.files = map[string]*lazyTable{}
	ents, err := opTableFiles.ReadDir("optable")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	for _, e := range ents {
		if p, ok := strings.CutSuffix(e.Name(), ".tsv"); ok {
			opTables.files[p] = &lazyTable{name: e.Name()}
		}
	}
}

// parseOpTable reads a table's header and files its slot and form
// records by ID and mnemonic, unparsed (formsOf parses them). The table
// keeps data: the caller must not modify it afterwards.
func parseOpTable(name string, data []byte) (*opTable, error) {
	t := &opTable{name: name, generator: 1, formLines: map[string][]record{}, forms: map[string][]*opForm{},
		slotLines: map[string]record{}, slots: map[string]*slotType{}}
	// The records keep substrings of the table: data (ReadFile's own copy,
	// never written) is read as a string without a second copy.
	text := unsafe.String(unsafe.SliceData(data), len(data))
	for line := 1; text != ""; line++ {
		l, rest, _ := strings.Cut(text, "\n")
		text, l = rest, strings.TrimSuffix(l, "\r")
		if l == "" || l[0] == '#' {
			continue
		}
		kind, f1, _ := strings.Cut(l, "\t")
		f1, _, _ = strings.Cut(f1, "\t")
		bad := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
		}
		switch kind {
		case "form":
			t.formLines[f1] = append(t.formLines[f1], record{line, l})
		case "slot":
			t.slotLines[f1] = record{line, l}
		case "formats":
			t.formatLine = l
		case "processor":
			t.processor = f1
		case "generator":
			n, err := strconv.Atoi(f1)
			if err != nil || n < 1 {
				return nil, bad("generator: %q", f1)
			}
			t.generator = n
		case "registers":
			if err := t.parseRegisters(strings.Split(l, "\t")[1:]); err != nil {
				return nil, bad("%v", err)
			}
		default:
			return nil, bad("unknown record %q", kind)
		}
	}
	if t.processor == "" || t.sgprs == 0 || t.vgprs == 0 {
		return nil, fmt.Errorf("%s: no processor or register files", name)
	}
	return t, nil
}

// parseRegisters reads a registers record's fields: "sgpr N" and so on.
func (t *opTable) parseRegisters(f []string) error {
	for _, kv := range f {
		k, v, _ := strings.Cut(kv, " ")
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("registers: %q", kv)
		}
		switch k {
		case "sgpr":
			t.sgprs = n
		case "ttmp":
			t.ttmps = n
		case "vgpr":
			t.vgprs = n
		}
	}
	return nil
}

// formsOf returns the forms of a mnemonic (none: the table has no such
// instruction), parsing its records on first use. A record that does not
// parse is a defect of the embedded table: it panics (TestOpTablesParse
// parses every record of every table).
func (t *opTable) formsOf(mnemonic string) []*opForm {
	t.mu.Lock()
	defer t.mu.Unlock()
	fs, err := t.parseForms(mnemonic)
	if err != nil {
		panic(err)
	}
	return fs
}

// parseForms parses a mnemonic's form records and the slots they name,
// once; t.mu is held.
func (t *opTable) parseForms(mnemonic string) ([]*opForm, error) {
	if fs, ok := t.forms[mnemonic]; ok {
		return fs, nil
	}
	var fs []*opForm
	for _, r := range t.formLines[mnemonic] {
		f := strings.Split(r.text, "\t")
		slots, err := t.slotsOf(f)
		if err != nil {
			return nil, err
		}
		fm, err := parseForm(f, slots)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", t.name, r.line, err)
		}
		fs = append(fs, fm)
	}
	t.forms[mnemonic] = fs
	return fs, nil
}

// slotsOf returns the slots a form record f names, parsed, by ID; t.mu is
// held.
func (t *opTable) slotsOf(f []string) (map[string]*slotType, error) {
	if len(f) < 3 || f[2] == "-" {
		return nil, nil
	}
	slots := map[string]*slotType{}
	for _, id := range strings.Split(f[2], ",") {
		st, ok := t.slots[id]
		if !ok {
			r, ok := t.slotLines[id]
			if !ok {
				continue // parseForm says which
			}
			sf := strings.Split(r.text, "\t")
			if len(sf) != 3 {
				return nil, fmt.Errorf("%s:%d: slot: want ID and tokens", t.name, r.line)
			}
			var err error
			if st, err = parseSlotType(sf[2]); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", t.name, r.line, err)
			}
			t.slots[id] = st
		}
		slots[id] = st
	}
	return slots, nil
}

// hasFormat reports whether sp is a symbolic format of the table.
func (t *opTable) hasFormat(sp string) bool {
	return t.formatSet()[sp]
}

// formatSet is the table's symbolic formats, read on first use.
func (t *opTable) formatSet() map[string]bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.formats == nil {
		t.formats = map[string]bool{}
		if _, list, ok := strings.Cut(t.formatLine, "\t"); ok {
			for _, sp := range strings.Fields(strings.ReplaceAll(list, "\t", " ")) {
				t.formats[sp] = true
			}
		}
	}
	return t.formats
}

// mnemonics lists the table's mnemonics, in no order.
func (t *opTable) mnemonics() []string {
	ms := make([]string, 0, len(t.formLines))
	for m := range t.formLines {
		ms = append(ms, m)
	}
	return ms
}

// parseSlotType reads a slot record's tokens: names, int:LO..HI ranges and
// f: float forms.
func parseSlotType(text string) (*slotType, error) {
	st := &slotType{tokens: map[string]bool{}, text: text}
	for _, tok := range strings.Fields(text) {
		if r, ok := strings.CutPrefix(tok, "int:"); ok {
			ir, err := parseIntRange(r)
			if err != nil {
				return nil, err
			}
			st.ints = append(st.ints, ir)
			continue
		}
		st.tokens[tok] = true
		st.float = st.float || strings.HasPrefix(tok, "f:")
	}
	st.constant = len(st.ints) > 0 || st.tokens["sym"] || st.tokens["rel"] || st.float
	return st, nil
}

// parseForm reads a form record's fields f (mnemonic, slots, required
// modifiers, optional modifiers and, optionally, the size) against the
// slots declared before it.
func parseForm(f []string, slots map[string]*slotType) (*opForm, error) {
	if len(f) != 5 && len(f) != 6 {
		return nil, fmt.Errorf("form: want mnemonic, slots, required, modifiers and size")
	}
	fm := &opForm{mnemonic: f[1]}
	if len(f) == 6 {
		n, err := strconv.Atoi(f[5])
		if err != nil || n < 0 || n > 32 {
			return nil, fmt.Errorf("form %s: size %q", f[1], f[5])
		}
		fm.size = n
	}
	if f[2] != "-" {
		for _, id := range strings.Split(f[2], ",") {
			st, ok := slots[id]
			if !ok {
				return nil, fmt.Errorf("form %s: no slot %s", f[1], id)
			}
			fm.slots = append(fm.slots, st)
		}
	}
	if f[3] != "-" {
		for _, grp := range strings.Fields(f[3]) {
			var alts []string
			for _, m := range strings.Split(grp, "|") {
				tok, _, _ := strings.Cut(m, "[")
				alts = append(alts, tok)
			}
			fm.required = append(fm.required, alts)
		}
	}
	if f[4] != "-" {
		for _, grp := range strings.Fields(f[4]) {
			g, err := parseModGroup(grp)
			if err != nil {
				return nil, fmt.Errorf("form %s: %v", f[1], err)
			}
			fm.mods = append(fm.mods, g)
		}
	}
	return fm, nil
}

// parseModGroup reads one group of optional modifiers: alternatives
// separated by | or, for a group whose members combine freely, by +.
func parseModGroup(grp string) (modGroup, error) {
	g := modGroup{free: strings.Contains(grp, "+")}
	sep := "|"
	if g.free {
		sep = "+"
	}
	for _, m := range strings.Split(grp, sep) {
		spec, err := parseModSpec(m)
		if err != nil {
			return g, err
		}
		g.members = append(g.members, spec)
	}
	return g, nil
}

func parseModSpec(m string) (modSpec, error) {
	m, condText, _ := strings.Cut(m, "@")
	var conds []modCond
	if condText != "" {
		for _, c := range strings.Split(condText, "@") {
			n, err := strconv.Atoi(c[1:])
			if err != nil || c[0] != 'r' && c[0] != 'c' {
				return modSpec{}, fmt.Errorf("modifier %s: bad condition @%s", m, c)
			}
			conds = append(conds, modCond{slot: n, reg: c[0] == 'r'})
		}
	}
	tok, rest, ok := strings.Cut(m, "[")
	spec := modSpec{token: tok, conds: conds}
	if !ok {
		return spec, nil
	}
	spec.numeric = true
	rest = strings.TrimSuffix(rest, "]")
	if rest == "" {
		return spec, nil
	}
	for _, r := range strings.Split(rest, ",") {
		ir, err := parseIntRange(r)
		if err != nil {
			return spec, err
		}
		spec.ranges = append(spec.ranges, ir)
	}
	return spec, nil
}

func parseIntRange(s string) (intRange, error) {
	lo, hi, ok := strings.Cut(s, "..")
	if !ok {
		return intRange{}, fmt.Errorf("range %q: want LO..HI", s)
	}
	l, err1 := strconv.ParseInt(lo, 10, 64)
	h, err2 := strconv.ParseInt(hi, 10, 64)
	if err1 != nil || err2 != nil || l > h {
		return intRange{}, fmt.Errorf("range %q: want LO..HI with LO <= HI", s)
	}
	return intRange{l, h}, nil
}

// tableSize is the size of in's encoding without a literal as the table
// measured it for a form of in's operand count, or 0 (no table, no row).
func tableSize(a Arch, in *Instruction) int {
	t := tableFor(a.Name)
	if t == nil {
		return 0
	}
	size := 0
	for _, f := range t.formsOf(in.Mnemonic) {
		if f.size == 0 {
			continue
		}
		if len(f.slots) == len(in.Operands) {
			return f.size
		}
		if size == 0 {
			size = f.size
		}
	}
	return size
}
