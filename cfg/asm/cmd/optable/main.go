// Command optable rebuilds the operand tables of cfg/asm
// (cfg/asm/optable/PROCESSOR.tsv): for one GPU, every instruction form
// LLVM's assembler accepts, the operand classes each operand slot takes,
// the integer ranges of its immediates, and the modifiers that may follow
// the operands, in the order the assembler requires. cfg/asm checks
// instructions against them (asm.Check), so that what llvm-mc-15 rejects
// for a target, splitwcet rejects too.
//
// The tables are facts measured from the installed llvm-mc-15, the way
// cfg/isa/cmd/isaref measures a generation's mnemonic list:
//
//  1. Candidates: every word of libLLVM that looks like a GCN mnemonic,
//     with the _e32, _e64, _sdwa and _dpp spellings of vector ALU ones;
//     llvm-mc keeps those it knows for the GPU.
//  2. Shapes: for each form, the operand lists it accepts, found operand by
//     operand (llvm-mc says "too few operands" to a valid prefix).
//  3. Slots: in each shape, each operand replaced by one probe of every
//     operand class (register files and widths, special registers,
//     integers, floats, symbols, source modifiers); integers are probed at
//     ±2^k and ±2^k±1 for every k, which finds the bounds of LLVM's
//     isInt<N>/isUInt<N> checks exactly.
//  4. Modifiers: each known modifier alone after the shape, numeric ones
//     probed like integers; then every pair in both orders, which gives
//     the order the assembler wants and the groups (glc slc dlc) whose
//     members may come in any order.
//  5. Register files: the highest SGPR, TTMP and VGPR index.
//
// Usage (from the repository root; about a minute per processor):
//
//	go run ./cfg/asm/cmd/optable -cpu gfx803 > cfg/asm/optable/gfx803.tsv
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/llvmmc"
)

func main() {
	cpu := flag.String("cpu", "gfx803", "processor")
	llvm := flag.String("llvm", "/usr/lib/llvm-15", "LLVM installation (bin/llvm-mc, lib/libLLVM-*.so)")
	resize := flag.String("sizes", "", "only (re)measure the size column of this table file and print the table")
	flag.Parse()
	var err error
	if *resize != "" {
		err = resizeFile(*resize, *cpu, *llvm)
	} else {
		err = run(*cpu, *llvm)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "optable:", err)
		os.Exit(1)
	}
}

type gen struct {
	mc, cpu string
	log     *os.File
	nullReg bool // the GPU has the null register (gfx10+)
}

// asm assembles lines, logging the batch size.
func (g *gen) asm(what string, lines []string) []llvmmc.Result {
	fmt.Fprintf(g.log, "optable %s: %s: %d lines\n", g.cpu, what, len(lines))
	res, err := llvmmc.Assemble(g.mc, g.cpu, lines)
	if err != nil {
		fmt.Fprintln(os.Stderr, "optable:", err)
		os.Exit(1)
	}
	return res
}

func run(cpu, llvm string) error {
	mc := filepath.Join(llvm, "bin", "llvm-mc")
	if _, err := os.Stat(mc); err != nil {
		return err
	}
	g := &gen{mc: mc, cpu: cpu, log: os.Stderr}
	cands, err := llvmmc.Candidates(llvm)
	if err != nil {
		return err
	}
	g.nullReg = g.asm("null register", []string{"s_mov_b32 null, 0"})[0].OK
	forms := g.knownForms(cands)
	shapes := g.findShapes(forms)
	rows := g.probeSlots(forms, shapes)
	g.probeModifiers(rows)
	regs := g.registerFiles()
	formats, err := g.symbolicFormats(llvm)
	if err != nil {
		return err
	}

	var w bytes.Buffer
	fmt.Fprintf(&w, "# Operand table of %s: every instruction form LLVM's AMDGPU assembler accepts for this GPU,\n", cpu)
	fmt.Fprintf(&w, "# with the operand classes of each slot and the modifiers it takes, in order.\n")
	fmt.Fprintf(&w, "# Measured from llvm-mc %s; rebuilt by `go run ./cfg/asm/cmd/optable -cpu %s`. Format: cfg/asm/optable.go.\n", llvmmc.Version(mc), cpu)
	fmt.Fprintf(&w, "processor\t%s\n", cpu)
	fmt.Fprintf(&w, "generator\t%d\n", asm.OpTableGenerator)
	fmt.Fprintf(&w, "registers\tsgpr %d\tttmp %d\tvgpr %d\n", regs[0], regs[1], regs[2])
	if len(formats) > 0 {
		fmt.Fprintf(&w, "formats\t%s\n", strings.Join(formats, " "))
	}
	types := map[string]int{}
	var typeList []string
	typeOf := func(s string) int {
		if id, ok := types[s]; ok {
			return id
		}
		types[s] = len(typeList)
		typeList = append(typeList, s)
		return types[s]
	}
	var body []string
	seenRow := map[string]bool{}
	for _, r := range rows {
		ids := make([]string, len(r.slots))
		for i, s := range r.slots {
			ids[i] = fmt.Sprint(typeOf(strings.Join(s, " ")))
		}
		mods := r.modOrder
		if mods == "" {
			mods = "-"
		}
		slots := strings.Join(ids, ",")
		if slots == "" {
			slots = "-"
		}
		req := r.required
		if req == "" {
			req = "-"
		}
		line := fmt.Sprintf("form\t%s\t%s\t%s\t%s", r.form, slots, req, mods)
		if !seenRow[line] {
			seenRow[line] = true
			body = append(body, line)
		}
	}
	for i, t := range typeList {
		fmt.Fprintf(&w, "slot\t%d\t%s\n", i, t)
	}
	for _, b := range body {
		fmt.Fprintln(&w, b)
	}
	out := g.sizes(strings.Split(strings.TrimSuffix(w.String(), "\n"), "\n"))
	_, err = os.Stdout.WriteString(strings.Join(out, "\n") + "\n")
	return err
}

// symbolicFormats returns the spellings of format:[...] the GPU takes on
// tbuffer_load_format_x: each format name of libLLVM alone, and each data
// format with each number format, in both orders.
func (g *gen) symbolicFormats(llvm string) ([]string, error) {
	names, err := llvmmc.FormatNames(llvm)
	if err != nil {
		return nil, err
	}
	var data, num, spellings []string
	for _, n := range names {
		spellings = append(spellings, n)
		switch {
		case strings.HasPrefix(n, "BUF_DATA_FORMAT_"):
			data = append(data, n)
		case strings.HasPrefix(n, "BUF_NUM_FORMAT_"):
			num = append(num, n)
		}
	}
	for _, d := range data {
		for _, n := range num {
			spellings = append(spellings, d+","+n, n+","+d)
		}
	}
	lines := make([]string, len(spellings))
	for i, sp := range spellings {
		lines[i] = "tbuffer_load_format_x v1, off, s[4:7], 0 format:[" + sp + "]"
	}
	res := g.asm("symbolic formats", lines)
	var ok []string
	for i, sp := range spellings {
		if res[i].OK {
			ok = append(ok, sp)
		}
	}
	sort.Strings(ok)
	return ok, nil
}

// resizeFile measures the size column of an existing table.
func resizeFile(path, cpu, llvm string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	g := &gen{mc: filepath.Join(llvm, "bin", "llvm-mc"), cpu: cpu, log: os.Stderr}
	out := g.sizes(strings.Split(strings.TrimSuffix(string(data), "\n"), "\n"))
	_, err = os.Stdout.WriteString(strings.Join(out, "\n") + "\n")
	return err
}

// sizes gives every form line of a table its encoded size: llvm-mc's size
// for the row's shape written with a representative of each slot (no
// literal), or 0 when no such line assembles. The size is the encoding's,
// which a suffix does not always tell: gfx8's v_readlane_b32_e32 is the
// 8-byte VOP3 encoding.
func (g *gen) sizes(lines []string) []string {
	slots := map[string]string{}
	var idx []int
	var tries []string
	for i, l := range lines {
		f := strings.Split(l, "\t")
		switch {
		case f[0] == "slot" && len(f) == 3:
			slots[f[1]] = f[2]
		case f[0] == "form" && len(f) >= 5:
			lines[i] = strings.Join(f[:5], "\t")
			var ops []string
			if f[2] != "-" {
				for _, id := range strings.Split(f[2], ",") {
					ops = append(ops, representative(strings.Fields(slots[id])))
				}
			}
			line := f[1]
			if len(ops) > 0 {
				line += " " + strings.Join(ops, ", ")
			}
			if f[3] != "-" {
				for _, grp := range strings.Fields(f[3]) {
					line += " " + modText(strings.Split(grp, "|")[0])
				}
			}
			idx = append(idx, i)
			tries = append(tries, line)
		}
	}
	res := g.asm("sizes", tries)
	for k, i := range idx {
		size := 0
		if res[k].OK {
			size = res[k].Size
		}
		lines[i] += fmt.Sprintf("\t%d", size)
	}
	return lines
}

// representative writes an operand of a slot's class, registers first.
func representative(toks []string) string {
	for _, p := range regProbes {
		if contains(toks, p.token) {
			return p.text
		}
	}
	for _, t := range toks {
		if r, ok := strings.CutPrefix(t, "int:"); ok {
			lo, hi, _ := strings.Cut(r, "..")
			if strings.HasPrefix(lo, "-") && !strings.HasPrefix(hi, "-") {
				return "0"
			}
			return lo
		}
	}
	for _, p := range otherProbes {
		if contains(toks, p.token) {
			return p.text
		}
	}
	for _, t := range toks {
		if t != "none" && t != "neg" && t != "abs" && t != "sext" {
			return t // a special register or keyword by name
		}
	}
	return "v5"
}

// modText writes a modifier token (with its ranges) as a modifier.
func modText(tok string) string {
	name, rng, ok := strings.Cut(tok, "[")
	if !ok {
		for _, p := range modProbes() {
			if p.token == tok {
				return p.text
			}
		}
		return tok
	}
	lo, _, _ := strings.Cut(strings.TrimSuffix(rng, "]"), "..")
	return name + ":" + lo
}

// suffixes are the encoding spellings of vector ALU mnemonics.
var suffixes = []string{"", "_e32", "_e64", "_sdwa", "_dpp"}

// knownForms returns the mnemonic forms llvm-mc knows for the GPU.
func (g *gen) knownForms(cands []string) []string {
	base := map[string]bool{}
	for _, c := range cands {
		op := c
		for _, s := range suffixes[1:] {
			op = strings.TrimSuffix(op, s)
		}
		if strings.HasSuffix(op, "_pad_s_nop") {
			continue // LLVM's padded-branch pseudos
		}
		base[op] = true
	}
	var all []string
	for op := range base {
		if strings.HasPrefix(op, "v_") {
			for _, s := range suffixes {
				all = append(all, op+s)
			}
		} else {
			all = append(all, op)
		}
	}
	sort.Strings(all)
	res := g.asm("forms", all)
	ok := map[string]bool{}
	for i, r := range res {
		if r.OK || strings.HasPrefix(r.Err, "too few operands") {
			ok[all[i]] = true
		}
	}
	// A bare vector mnemonic with encoding spellings is each of them in
	// turn to llvm-mc (the first that fits): asm.Check tries the spelled
	// forms, so the table lists only those.
	var known []string
	for _, f := range all {
		if !ok[f] {
			continue
		}
		if strings.HasPrefix(f, "v_") && !hasSuffix(f) && (ok[f+"_e32"] || ok[f+"_e64"] || ok[f+"_sdwa"] || ok[f+"_dpp"]) {
			continue
		}
		known = append(known, f)
	}
	return known
}

// context is one way a form is written: its operands (a shape that
// assembles) and the modifiers it cannot go without.
type context struct {
	form     string
	shape    []string
	required []string // required modifier tokens, in order
	// reqAlt are alternatives of required[0] (the DPP controls).
	reqAlt []string
}

func (c *context) line(ops []string, mods ...string) string {
	s := c.form
	if len(ops) > 0 {
		s += " " + strings.Join(ops, ", ")
	}
	for _, m := range mods {
		if m != "" {
			s += " " + m
		}
	}
	return s
}

// searchOperands are the operands tried, in order, when looking for a
// form's shapes: the first that fit make the shape, so plain VGPRs come
// first (no constant-bus use that would hide what other slots take).
var searchOperands = []string{
	"v1", "v[2:3]", "v[4:6]", "v[4:7]", "v[8:15]", "s1", "s[2:3]", "s[4:7]", "s[8:15]", "s[16:31]",
	"vcc", "exec", "m0", "0", "off", "null", "sym", "v[8:12]", "v[8:13]", "v[8:14]", "v[16:31]",
	"hwreg(HW_REG_MODE, 0, 1)", "sendmsg(MSG_INTERRUPT)", "gpr_idx(SRC0)", "attr0.x", "p0",
	"exec_lo", "vcc_lo", "scc",
}

// requiredSets are the modifier sequences a form may not assemble
// without, tried on the forms whose name says they may need them.
func requiredSets(form string) [][]string {
	switch {
	case strings.HasPrefix(form, "buffer_") || strings.HasPrefix(form, "tbuffer_"):
		return [][]string{{"offen"}, {"idxen"}, {"idxen", "offen"}, {"addr64"}}
	case strings.HasSuffix(form, "_dpp"):
		return [][]string{{"quad_perm:[0,1,2,3]"}, {"dpp8:[0,1,2,3,4,5,6,7]"}}
	case strings.HasPrefix(form, "flat_atomic_") || strings.HasPrefix(form, "global_atomic_") || strings.HasPrefix(form, "scratch_atomic_"):
		// The returning atomics (flat_atomic_add v1, v[2:3], v1 glc).
		return [][]string{{"glc"}}
	}
	return nil
}

// The search keeps per form at most maxFrontier prefixes, and per prefix
// one extension of each operand kind (a VGPR tuple, an SGPR tuple, a
// special register, an integer, off, null, a symbol, ...), so that shapes
// that differ in kind are found (global_load_dword's 64-bit address with
// "off" beside the 32-bit offset with an SGPR base); it records up to
// maxShapes shapes per operand count. Four were too few for gfx1030's
// global_load_dword: its SGPR-base shapes (s[2:3], vcc, exec, null after a
// 32-bit offset) filled them before the 64-bit address with "off".
const maxDepth, maxFrontier, maxShapes = 7, 24, 8

// findShapes finds, per form, the operand lists it accepts: for each
// required-modifier set and operand count, the first found. The search
// extends operand prefixes llvm-mc calls "too few operands" (a valid
// start) one operand at a time; a prefix followed by a required set is
// tried at every step too (llvm-mc does not take modifiers after an
// incomplete prefix).
func (g *gen) findShapes(forms []string) []*context {
	s := &shapeSearch{g: g, found: map[string]int{}, kinds: map[string]bool{}}
	var frontier []shapeState
	var lines []string
	for _, f := range forms {
		frontier = append(frontier, shapeState{form: f})
		lines = append(lines, f)
	}
	res := g.asm("shapes depth 0", lines)
	for i, st := range frontier {
		if res[i].OK {
			s.record(st.form, nil, nil)
		}
	}
	s.tryRequired(frontier, 0)
	for depth := 1; depth <= maxDepth && len(frontier) > 0; depth++ {
		frontier = s.extend(frontier, depth)
		s.tryRequired(frontier, depth)
	}
	s.sdwaFromE32()
	return keepNeeded(s.out)
}

// shapeState is a form with an operand prefix.
type shapeState struct {
	form string
	ops  []string
}

// shapeSearch is findShapes' search: the shapes found (out), how many per
// form, required set and operand count (found), and the operand kinds of
// each (kinds: one shape per kind list).
type shapeSearch struct {
	g     *gen
	found map[string]int
	kinds map[string]bool
	out   []*context
}

func (s *shapeSearch) record(form string, ops, req []string) {
	k := form + "|" + strings.Join(req, " ") + "|" + fmt.Sprint(len(ops))
	kk := k + "|" + kindsOf(ops)
	if s.found[k] < maxShapes && !s.kinds[kk] {
		s.found[k]++
		s.kinds[kk] = true
		s.out = append(s.out, &context{form: form, shape: ops, required: req})
	}
}

// tryRequired tests each state followed by each required set of its form.
func (s *shapeSearch) tryRequired(states []shapeState, depth int) {
	var lines []string
	type tr struct {
		s   shapeState
		req []string
	}
	var trs []tr
	for _, st := range states {
		for _, r := range requiredSets(st.form) {
			c := context{form: st.form}
			trs = append(trs, tr{st, r})
			lines = append(lines, c.line(st.ops, r...))
		}
	}
	res := s.g.asm(fmt.Sprintf("shapes with required modifiers, depth %d", depth), lines)
	for i, t := range trs {
		if res[i].OK {
			s.record(t.s.form, t.s.ops, t.req)
		}
	}
}

// extend tries every state of the frontier with one more operand; it
// records the shapes that assemble and returns the next frontier: the
// valid prefixes, at most maxFrontier per form, one per kind list.
func (s *shapeSearch) extend(frontier []shapeState, depth int) []shapeState {
	var tries []shapeState
	var lines []string
	for _, st := range frontier {
		for _, o := range searchOperands {
			ops := append(append([]string(nil), st.ops...), o)
			tries = append(tries, shapeState{form: st.form, ops: ops})
			c := context{form: st.form}
			lines = append(lines, c.line(ops))
		}
	}
	res := s.g.asm(fmt.Sprintf("shapes depth %d", depth), lines)
	next := map[string][]shapeState{}
	taken := map[string]bool{}
	var order []string
	for i, t := range tries {
		r := res[i]
		if r.OK {
			s.record(t.form, t.ops, nil)
		}
		// "instruction must use glc": the operands are complete,
		// the required modifier missing (a returning atomic).
		if r.OK || strings.HasPrefix(r.Err, "too few operands") || strings.HasPrefix(r.Err, "instruction must use") {
			if _, seen := next[t.form]; !seen {
				order = append(order, t.form)
			}
			pk := t.form + "|" + kindsOf(t.ops)
			if len(next[t.form]) < maxFrontier && !taken[pk] {
				taken[pk] = true
				next[t.form] = append(next[t.form], t)
			}
		}
	}
	var out []shapeState
	for _, k := range order {
		out = append(out, next[k]...)
	}
	return out
}

// sdwaFromE32: an SDWA form with a carry-out (gfx8's v_add_u32_sdwa v1,
// vcc, v1, v1) is not found operand by operand: llvm-mc calls "v1, vcc"
// an invalid operand, not too few. Its operands are those of the _e32
// spelling: try them.
func (s *shapeSearch) sdwaFromE32() {
	var seeds []shapeState
	var lines []string
	for _, c := range s.out {
		if base, ok := strings.CutSuffix(c.form, "_e32"); ok && len(c.required) == 0 {
			seeds = append(seeds, shapeState{form: base + "_sdwa", ops: c.shape})
			lines = append(lines, (&context{form: base + "_sdwa"}).line(c.shape))
		}
	}
	res := s.g.asm("SDWA shapes from the _e32 forms", lines)
	for i, st := range seeds {
		if res[i].OK {
			s.record(st.form, st.ops, nil)
		}
	}
}

// keepNeeded keeps a required set only where the form needs it: where the
// same operands assemble without it, the set is an optional modifier. The
// shapes come sorted by form, operand count and required set.
func keepNeeded(out []*context) []*context {
	plain := map[string]bool{}
	for _, c := range out {
		if len(c.required) == 0 {
			plain[c.form+"|"+strings.Join(c.shape, ", ")] = true
		}
	}
	var kept []*context
	for _, c := range out {
		if len(c.required) > 0 && plain[c.form+"|"+strings.Join(c.shape, ", ")] {
			continue
		}
		kept = append(kept, c)
	}
	sort.SliceStable(kept, func(i, j int) bool {
		if kept[i].form != kept[j].form {
			return kept[i].form < kept[j].form
		}
		if len(kept[i].shape) != len(kept[j].shape) {
			return len(kept[i].shape) < len(kept[j].shape)
		}
		return strings.Join(kept[i].required, " ") < strings.Join(kept[j].required, " ")
	})
	return kept
}

// probe is one operand written in a slot: the class token it stands for.
type probe struct{ token, text string }

var regProbes = []probe{
	{"v1", "v5"}, {"v2", "v[6:7]"}, {"v3", "v[6:8]"}, {"v4", "v[8:11]"}, {"v5", "v[8:12]"}, {"v6", "v[8:13]"},
	{"v7", "v[8:14]"}, {"v8", "v[8:15]"}, {"v16", "v[16:31]"},
	{"s1", "s5"}, {"s2", "s[6:7]"}, {"s3", "s[8:10]"}, {"s4", "s[8:11]"}, {"s8", "s[8:15]"}, {"s16", "s[16:31]"},
	{"t1", "ttmp1"}, {"t2", "ttmp[2:3]"}, {"t4", "ttmp[4:7]"}, {"t8", "ttmp[4:11]"},
	{"a1", "a1"}, {"a2", "a[2:3]"},
}

// specialNames are the named registers and keywords probed in each slot;
// the token is the name.
var specialNames = []string{
	"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0", "scc",
	"flat_scratch", "flat_scratch_lo", "flat_scratch_hi", "xnack_mask", "xnack_mask_lo", "xnack_mask_hi",
	"tba", "tba_lo", "tba_hi", "tma", "tma_lo", "tma_hi",
	"src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
	"src_pops_exiting_wave_id", "src_vccz", "src_execz", "src_scc", "src_lds_direct", "lds_direct",
	"shared_base", "shared_limit", "private_base", "private_limit", "pops_exiting_wave_id",
	"vccz", "execz", "off", "null",
}

var otherProbes = []probe{
	{"hwreg", "hwreg(HW_REG_MODE, 0, 1)"}, {"sendmsg", "sendmsg(MSG_INTERRUPT)"}, {"gpr_idx", "gpr_idx(SRC0)"},
	{"waitcnt", "vmcnt(0)"}, {"attr", "attr0.x"}, {"p0", "p0"}, {"p10", "p10"}, {"p20", "p20"},
	{"sym", "sym"}, {"rel", "sym@rel32@lo+4"},
	{"f:0.0", "0.0"}, {"f:0.5", "0.5"}, {"f:-4.0", "-4.0"}, {"f:inv2pi", "0.15915494"}, {"f:1.5", "1.5"},
	{"f:0.1", "0.1"}, {"f:65504", "65504.0"}, {"f:1e10", "1.0e10"}, {"f:1e40", "1.0e40"}, {"f:1e-10", "1.0e-10"},
}

// quickInts decide whether a slot takes integers at all.
var quickInts = []int64{0, 64, -16, 65, -17, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000,
	0xffffffff, 0x100000000, -32768, -32769, -2147483648, -2147483649}

// rangeInts are the integers whose acceptance gives a slot's ranges:
// 0 and ±2^k, ±2^k±1 for every k, which bracket every isInt<N>/isUInt<N>
// bound exactly.
func rangeInts(maxK int) []int64 {
	seen := map[int64]bool{0: true}
	vals := []int64{0}
	for k := 0; k <= maxK && k < 63; k++ {
		p := int64(1) << k
		for _, v := range []int64{p - 1, p, p + 1, -(p - 1), -p, -(p + 1)} {
			if !seen[v] {
				seen[v] = true
				vals = append(vals, v)
			}
		}
	}
	for _, v := range []int64{1<<63 - 1, -1 << 63, -(1<<63 - 1)} {
		if !seen[v] {
			seen[v] = true
			vals = append(vals, v)
		}
	}
	sort.Slice(vals, func(i, j int) bool { return vals[i] < vals[j] })
	return vals
}

// ranges turns the accepted values of a sorted probe list into the
// maximal runs of accepted probes, as "lo..hi" strings.
func ranges(vals []int64, ok []bool) []string {
	var out []string
	for i := 0; i < len(vals); {
		if !ok[i] {
			i++
			continue
		}
		j := i
		for j+1 < len(vals) && ok[j+1] {
			j++
		}
		out = append(out, fmt.Sprintf("%d..%d", vals[i], vals[j]))
		i = j + 1
	}
	return out
}

// row is one context's line of the table.
type row struct {
	ctx      *context
	form     string
	slots    [][]string
	required string
	modOrder string
}

// probeSlots finds the classes each slot of each context takes.
func (g *gen) probeSlots(_ []string, ctxs []*context) []*row {
	type job struct {
		r     *row
		slot  int
		token string
	}
	rows := make([]*row, len(ctxs))
	var jobs []job
	var lines []string
	add := func(r *row, slot int, token, text string) {
		ops := append([]string(nil), r.ctx.shape...)
		ops[slot] = text
		jobs = append(jobs, job{r, slot, token})
		lines = append(lines, r.ctx.line(ops, r.ctx.required...))
	}
	for i, c := range ctxs {
		r := &row{ctx: c, form: c.form, slots: make([][]string, len(c.shape)), required: strings.Join(c.required, " ")}
		rows[i] = r
		for s := range c.shape {
			for _, p := range regProbes {
				add(r, s, p.token, p.text)
			}
			for _, n := range specialNames {
				add(r, s, n, n)
			}
			for _, p := range otherProbes {
				add(r, s, p.token, p.text)
			}
			for _, v := range quickInts {
				add(r, s, "int?", fmt.Sprint(v))
			}
			if reg := c.shape[s]; isRegText(reg) {
				add(r, s, "neg", "-"+reg)
				add(r, s, "abs", "|"+reg+"|")
				add(r, s, "sext", "sext("+reg+")")
			}
		}
	}
	res := g.asm("slots", lines)
	takesInt := map[*row]map[int]bool{}
	for i, j := range jobs {
		if !res[i].OK {
			continue
		}
		if j.token == "int?" {
			if takesInt[j.r] == nil {
				takesInt[j.r] = map[int]bool{}
			}
			takesInt[j.r][j.slot] = true
			continue
		}
		if !contains(j.r.slots[j.slot], j.token) {
			j.r.slots[j.slot] = append(j.r.slots[j.slot], j.token)
		}
	}
	// Integer ranges.
	vals := rangeInts(64)
	jobs, lines = jobs[:0], lines[:0]
	type key struct {
		r    *row
		slot int
	}
	var keys []key
	for _, r := range rows {
		for s := range r.slots {
			if takesInt[r][s] {
				keys = append(keys, key{r, s})
				for _, v := range vals {
					add(r, s, "", fmt.Sprint(v))
				}
			}
		}
	}
	res = g.asm("integer ranges", lines)
	for k, kk := range keys {
		ok := make([]bool, len(vals))
		for i := range vals {
			ok[i] = res[k*len(vals)+i].OK
		}
		for _, rg := range ranges(vals, ok) {
			kk.r.slots[kk.slot] = append(kk.r.slots[kk.slot], "int:"+rg)
		}
	}
	// Where a slot takes a symbol, llvm-mc reads a keyword or an
	// interpolation operand written there as a symbol's name (a literal):
	// not the keyword. asm.Check refuses those.
	for _, r := range rows {
		for s, toks := range r.slots {
			if !contains(toks, "sym") {
				continue
			}
			var kept []string
			for _, t := range toks {
				switch t {
				case "off", "attr", "p0", "p10", "p20":
					continue
				case "null":
					if !g.nullReg {
						continue
					}
				}
				kept = append(kept, t)
			}
			r.slots[s] = kept
		}
	}
	for _, r := range rows {
		for s := range r.slots {
			if len(r.slots[s]) == 0 {
				r.slots[s] = []string{"none"}
			}
		}
	}
	return rows
}

func isRegText(s string) bool {
	return len(s) > 1 && (s[0] == 'v' || s[0] == 's') && (s[1] >= '0' && s[1] <= '9' || s[1] == '[')
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// modProbe is one modifier tried after a shape; numeric ones hold "{V}"
// where their value goes.
type modProbe struct {
	token, text string
	numeric     bool
}

func modProbes() []modProbe {
	var ps []modProbe
	for _, f := range []string{"glc", "slc", "dlc", "scc", "nt", "sc0", "sc1", "gds", "lds", "offen", "idxen",
		"addr64", "tfe", "lwe", "da", "unorm", "r128", "a16", "d16", "clamp", "high", "nv", "done", "compr", "vm",
		"row_mirror", "row_half_mirror", "mul:2", "mul:4", "div:2"} {
		ps = append(ps, modProbe{token: f, text: f})
	}
	for _, n := range []struct {
		name string
		rep  int
	}{{"offset", 4}, {"offset0", 1}, {"offset1", 1}, {"dmask", 1}, {"row_mask", 15}, {"bank_mask", 15},
		{"row_shl", 1}, {"row_shr", 1}, {"row_ror", 1}, {"wave_shl", 1}, {"wave_rol", 1}, {"wave_shr", 1},
		{"wave_ror", 1}, {"row_bcast", 15}, {"row_share", 1}, {"row_xmask", 1}, {"format", 1}, {"dfmt", 1},
		{"nfmt", 1}, {"bound_ctrl", 0}, {"fi", 1}} {
		ps = append(ps, modProbe{token: n.name, text: n.name + ":" + fmt.Sprint(n.rep), numeric: true})
	}
	for _, e := range []string{"dst_sel:DWORD", "dst_unused:UNUSED_PAD", "src0_sel:DWORD", "src1_sel:DWORD", "dim:SQ_RSRC_IMG_1D"} {
		name, _, _ := strings.Cut(e, ":")
		ps = append(ps, modProbe{token: name, text: e})
	}
	ps = append(ps, modProbe{token: "quad_perm", text: "quad_perm:[0,1,2,3]"},
		modProbe{token: "dpp8", text: "dpp8:[0,1,2,3,4,5,6,7]"},
		modProbe{token: "swizzle", text: "offset:swizzle(QUAD_PERM,0,1,2,3)"})
	for _, l := range []string{"op_sel", "op_sel_hi", "neg_lo", "neg_hi"} {
		for n := 1; n <= 4; n++ {
			ps = append(ps, modProbe{token: fmt.Sprintf("%s:%d", l, n), text: l + ":[" + strings.TrimSuffix(strings.Repeat("0,", n), ",") + "]"})
		}
	}
	return ps
}

// merges returns every interleaving of xs into rs that keeps the order of
// each.
func merges(rs, xs []string) [][]string {
	if len(xs) == 0 {
		return [][]string{append([]string(nil), rs...)}
	}
	if len(rs) == 0 {
		return [][]string{append([]string(nil), xs...)}
	}
	var out [][]string
	for _, m := range merges(rs[1:], xs) {
		out = append(out, append([]string{rs[0]}, m...))
	}
	for _, m := range merges(rs, xs[1:]) {
		out = append(out, append([]string{xs[0]}, m...))
	}
	return out
}

// probeModifiers finds each row's modifiers, their ranges and order. Its
// steps: which probes each row accepts (and a DPP row's alternative
// controls); the conditions of each; the ranges of the numeric ones; the
// order of every pair; then each row's order and required set.
func (g *gen) probeModifiers(rows []*row) {
	m := &modProbing{g: g, probes: modProbes(), accepted: map[*row]map[int][]string{}, alts: map[*row][]int{}}
	m.accept(rows)
	m.conds = g.modifierConditions(rows, m.probes, func(r *row, pi int) ([]string, bool) {
		seq, ok := m.accepted[r][pi]
		return seq, ok
	})
	m.measureRanges(rows)
	m.measureOrder(rows)
	for _, r := range rows {
		m.finish(r)
	}
}

// modProbing is what the steps of probeModifiers measure.
type modProbing struct {
	g      *gen
	probes []modProbe
	// accepted: per row, per probe, a modifier sequence that assembled.
	accepted map[*row]map[int][]string
	// alts: per DPP row, the probes that stand alone in place of its
	// required control.
	alts    map[*row][]int
	conds   map[*row]map[int]string
	rangeOf map[modKey]string
	// texts: per row, its required modifiers and accepted probes; tokenOf
	// the token of each; before: a pair assembles in that order.
	texts   map[*row][]string
	tokenOf map[*row]map[string]string
	before  map[pairKey]bool
}

// modKey is a probe of a row; pairKey two modifiers of a row, in order.
type modKey struct {
	r  *row
	pi int
}

type pairKey struct {
	r    *row
	a, b string
}

func isDPP(r *row) bool {
	return len(r.ctx.required) == 1 && (strings.HasPrefix(r.ctx.required[0], "quad_perm") || strings.HasPrefix(r.ctx.required[0], "dpp8"))
}

// accept finds the probes each row accepts, merged into its required
// modifiers in every position, and, for a DPP row, the probes that
// assemble alone.
func (m *modProbing) accept(rows []*row) {
	type job struct {
		r   *row
		p   int
		seq []string
	}
	var jobs []job
	var lines []string
	for _, r := range rows {
		for pi, p := range m.probes {
			if contains(r.ctx.required, p.text) {
				continue
			}
			for _, seq := range merges(r.ctx.required, []string{p.text}) {
				jobs = append(jobs, job{r, pi, seq})
				lines = append(lines, r.ctx.line(r.ctx.shape, seq...))
			}
			if isDPP(r) {
				jobs = append(jobs, job{r, -1 - pi, []string{p.text}})
				lines = append(lines, r.ctx.line(r.ctx.shape, p.text))
			}
		}
	}
	res := m.g.asm("modifiers", lines)
	for i, j := range jobs {
		if !res[i].OK {
			continue
		}
		if m.accepted[j.r] == nil {
			m.accepted[j.r] = map[int][]string{}
		}
		if j.p < 0 {
			pi := -1 - j.p
			if !containsInt(m.alts[j.r], pi) {
				m.alts[j.r] = append(m.alts[j.r], pi)
			}
			continue
		}
		if _, ok := m.accepted[j.r][j.p]; !ok {
			m.accepted[j.r][j.p] = j.seq
		}
	}
}

// measureRanges probes the values each accepted numeric modifier takes.
func (m *modProbing) measureRanges(rows []*row) {
	vals := rangeInts(32)
	var keys []modKey
	var lines []string
	for _, r := range rows {
		for pi, p := range m.probes {
			a, ok := m.accepted[r][pi]
			if !ok || !p.numeric {
				continue
			}
			keys = append(keys, modKey{r, pi})
			for _, v := range vals {
				seq := append([]string(nil), a...)
				for k, s := range seq {
					if s == p.text {
						seq[k] = p.token + ":" + fmt.Sprint(v)
					}
				}
				lines = append(lines, r.ctx.line(r.ctx.shape, seq...))
			}
		}
	}
	res := m.g.asm("modifier ranges", lines)
	m.rangeOf = map[modKey]string{}
	for k, nk := range keys {
		ok := make([]bool, len(vals))
		for i := range vals {
			ok[i] = res[k*len(vals)+i].OK
		}
		m.rangeOf[nk] = "[" + strings.Join(ranges(vals, ok), ",") + "]"
	}
}

// measureOrder tries every pair of a row's modifiers in both orders
// (merged into its required ones).
func (m *modProbing) measureOrder(rows []*row) {
	var jobs []pairKey
	var lines []string
	m.texts, m.tokenOf = map[*row][]string{}, map[*row]map[string]string{}
	for _, r := range rows {
		m.tokenOf[r] = map[string]string{}
		var texts []string
		for _, t := range r.ctx.required {
			texts = append(texts, t)
			m.tokenOf[r][t] = tokenOfText(m.probes, t)
		}
		for pi, p := range m.probes {
			if _, ok := m.accepted[r][pi]; ok && !(isDPP(r) && containsInt(m.alts[r], pi)) {
				texts = append(texts, p.text)
				m.tokenOf[r][p.text] = p.token
			}
		}
		m.texts[r] = texts
		for _, a := range texts {
			for _, b := range texts {
				if a == b || contains(r.ctx.required, a) && contains(r.ctx.required, b) {
					continue
				}
				var xs []string
				for _, t := range []string{a, b} {
					if !contains(r.ctx.required, t) {
						xs = append(xs, t)
					}
				}
				for _, seq := range merges(r.ctx.required, xs) {
					if index(seq, a) < index(seq, b) {
						jobs = append(jobs, pairKey{r, a, b})
						lines = append(lines, r.ctx.line(r.ctx.shape, seq...))
					}
				}
			}
		}
	}
	res := m.g.asm("modifier order", lines)
	m.before = map[pairKey]bool{}
	for i, pj := range jobs {
		if res[i].OK {
			m.before[pj] = true
		}
	}
}

// name is the table's name of modifier text t of row r: its token, range
// and conditions; for a DPP row's required control, the alternatives too.
func (m *modProbing) name(r *row, t string) string {
	tok := m.tokenOf[r][t]
	for pi, p := range m.probes {
		if p.text == t && p.numeric {
			tok += m.rangeOf[modKey{r, pi}]
		}
		if p.text == t {
			tok += m.conds[r][pi]
		}
	}
	if !isDPP(r) || !contains(r.ctx.required, t) {
		return tok
	}
	alt := []string{tok}
	for _, pi := range m.alts[r] {
		n := m.probes[pi].token
		if m.probes[pi].numeric {
			n += rangeOfAlt(m.g, r, m.probes[pi])
		}
		if !contains(alt, n) {
			alt = append(alt, n)
		}
	}
	sort.Strings(alt[1:])
	return strings.Join(alt, "|")
}

// finish sets row r's modifier order and its required set.
func (m *modProbing) finish(r *row) {
	ab := func(a, b string) bool {
		if contains(r.ctx.required, a) && contains(r.ctx.required, b) {
			return index(r.ctx.required, a) < index(r.ctx.required, b)
		}
		return m.before[pairKey{r, a, b}]
	}
	name := func(t string) string { return m.name(r, t) }
	order, ok := orderGroups(m.texts[r], ab, name)
	if !ok {
		fmt.Fprintf(m.g.log, "optable %s: %s (%s): modifier order is no sequence of groups\n", m.g.cpu, r.form, r.ctx.line(r.ctx.shape, r.ctx.required...))
	}
	r.modOrder = order
	if isDPP(r) {
		r.required = name(r.ctx.required[0])
		return
	}
	var req []string
	for _, t := range r.ctx.required {
		req = append(req, name(t))
	}
	r.required = strings.Join(req, " ")
}

// rangeOfAlt probes the range of a DPP control that stands alone.
func rangeOfAlt(g *gen, r *row, p modProbe) string {
	vals := rangeInts(32)
	lines := make([]string, len(vals))
	for i, v := range vals {
		lines[i] = r.ctx.line(r.ctx.shape, p.token+":"+fmt.Sprint(v))
	}
	key := r.form + "|" + p.token
	if s, ok := altCache[key]; ok {
		return s
	}
	res, err := llvmmc.Assemble(g.mc, g.cpu, lines)
	if err != nil {
		fmt.Fprintln(os.Stderr, "optable:", err)
		os.Exit(1)
	}
	ok := make([]bool, len(vals))
	for i := range vals {
		ok[i] = res[i].OK
	}
	s := "[" + strings.Join(ranges(vals, ok), ",") + "]"
	altCache[key] = s
	return s
}

var altCache = map[string]string{}

func tokenOfText(probes []modProbe, text string) string {
	for _, p := range probes {
		if p.text == text {
			return p.token
		}
	}
	return text
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// orderGroups writes the modifiers as a sequence of groups: a group's
// members are either exclusive (a|b: at most one) or free (a+b: any
// order, each once), and groups come in sequence. ok is false when the
// pairwise answers fit no such sequence (the row then lists the groups
// it would have, and the check is as strict as they say).
func orderGroups(texts []string, ab func(a, b string) bool, name func(string) string) (string, bool) {
	if len(texts) == 0 {
		return "", true
	}
	rank := map[string]int{}
	for _, a := range texts {
		for _, b := range texts {
			if a != b && ab(b, a) && !ab(a, b) {
				rank[a]++
			}
		}
	}
	sorted := append([]string(nil), texts...)
	sort.SliceStable(sorted, func(i, j int) bool { return rank[sorted[i]] < rank[sorted[j]] })
	var groups [][]string
	for i, t := range sorted {
		if i > 0 && rank[t] == rank[sorted[i-1]] {
			groups[len(groups)-1] = append(groups[len(groups)-1], t)
		} else {
			groups = append(groups, []string{t})
		}
	}
	ok := true
	var out []string
	for gi, grp := range groups {
		free, excl := true, true
		for _, a := range grp {
			for _, b := range grp {
				if a != b {
					if ab(a, b) && ab(b, a) {
						excl = false
					} else if !ab(a, b) && !ab(b, a) {
						free = false
					} else {
						free, excl = false, false
					}
				}
			}
		}
		sep := "|"
		switch {
		case len(grp) == 1:
		case free:
			sep = "+"
		case excl:
		default:
			ok = false
		}
		for _, h := range groups[gi+1:] {
			for _, a := range grp {
				for _, b := range h {
					if !ab(a, b) || ab(b, a) {
						ok = false
					}
				}
			}
		}
		names := make([]string, len(grp))
		for i, t := range grp {
			names[i] = name(t)
		}
		sort.Strings(names)
		out = append(out, strings.Join(names, sep))
	}
	return strings.Join(out, " "), ok
}

// registerFiles returns how many SGPRs, TTMPs and VGPRs the GPU has: one
// more than the highest index llvm-mc takes.
func (g *gen) registerFiles() [3]int {
	var lines []string
	for n := 0; n < 128; n++ {
		lines = append(lines, fmt.Sprintf("s_mov_b32 s%d, 0", n))
	}
	for n := 0; n < 32; n++ {
		lines = append(lines, fmt.Sprintf("s_mov_b32 ttmp%d, 0", n))
	}
	for n := 0; n < 300; n++ {
		lines = append(lines, fmt.Sprintf("v_mov_b32_e32 v%d, 0", n))
	}
	res := g.asm("register files", lines)
	var out [3]int
	count := func(lo, n int) int {
		c := 0
		for i := 0; i < n && res[lo+i].OK; i++ {
			c++
		}
		return c
	}
	out[0] = count(0, 128)
	out[1] = count(128, 32)
	out[2] = count(160, 300)
	return out
}

func hasSuffix(f string) bool {
	for _, s := range suffixes[1:] {
		if strings.HasSuffix(f, s) {
			return true
		}
	}
	return false
}

// kindsOf names the kind of each operand of a shape: a VGPR tuple (v), an
// SGPR tuple (s), an integer (i), or the operand itself (off, null, vcc,
// sym, hwreg(...), ...).
func kindsOf(ops []string) string {
	ks := make([]string, len(ops))
	for i, o := range ops {
		switch {
		case isRegText(o):
			ks[i] = o[:1] + fmt.Sprint(regWidth(o))
		case o != "" && (o[0] >= '0' && o[0] <= '9' || o[0] == '-'):
			ks[i] = "i"
		default:
			ks[i] = o
		}
	}
	return strings.Join(ks, ",")
}

// regWidth is the number of registers of "v5" or "s[2:3]".
func regWidth(o string) int {
	var lo, hi int
	if _, err := fmt.Sscanf(o[1:], "[%d:%d]", &lo, &hi); err == nil {
		return hi - lo + 1
	}
	return 1
}

// modifierConditions finds modifiers a form takes only with a register, or
// only with a constant, in a slot that takes both (gfx9's s_load_dword
// takes offset:N beside an SGPR offset, not beside an immediate one). The
// condition is written after the modifier: @rN (slot N, from 0, holds a
// register) or @cN (a constant).
func (g *gen) modifierConditions(rows []*row, probes []modProbe, seqOf func(*row, int) ([]string, bool)) map[*row]map[int]string {
	type job struct {
		r    *row
		pi   int
		slot int
		reg  bool
	}
	var jobs []job
	var lines []string
	for _, r := range rows {
		for slot, toks := range r.slots {
			regRep, constRep := representatives(r.ctx.shape[slot], toks)
			if regRep == "" || constRep == "" {
				continue
			}
			for pi := range probes {
				seq, ok := seqOf(r, pi)
				if !ok {
					continue
				}
				for _, rep := range []struct {
					text string
					reg  bool
				}{{regRep, true}, {constRep, false}} {
					ops := append([]string(nil), r.ctx.shape...)
					ops[slot] = rep.text
					jobs = append(jobs, job{r, pi, slot, rep.reg})
					lines = append(lines, r.ctx.line(ops, seq...))
				}
			}
		}
	}
	res := g.asm("modifier conditions", lines)
	out := map[*row]map[int]string{}
	for i := 0; i+1 < len(jobs); i += 2 {
		j := jobs[i]
		regOK, constOK := res[i].OK, res[i+1].OK
		var c string
		switch {
		case regOK && !constOK:
			c = fmt.Sprintf("@r%d", j.slot)
		case constOK && !regOK:
			c = fmt.Sprintf("@c%d", j.slot)
		default:
			continue
		}
		if out[j.r] == nil {
			out[j.r] = map[int]string{}
		}
		out[j.r][j.pi] += c
	}
	return out
}

// representatives returns a register and a constant a slot takes, when it
// takes both kinds.
func representatives(shapeOp string, toks []string) (reg, cons string) {
	for _, p := range regProbes {
		if contains(toks, p.token) {
			reg = p.text
			break
		}
	}
	if isRegText(shapeOp) {
		reg = shapeOp
	}
	for _, t := range toks {
		switch {
		case strings.HasPrefix(t, "int:"):
			lo, _, _ := strings.Cut(strings.TrimPrefix(t, "int:"), "..")
			if cons == "" || lo == "0" || strings.HasPrefix(t, "int:-") {
				cons = lo
			}
		case (t == "sym" || t == "rel") && cons == "":
			cons = "sym"
		}
	}
	if contains(toks, "int:0..0") || containsRange(toks, 0) {
		cons = "0"
	}
	return reg, cons
}

func containsRange(toks []string, v int64) bool {
	for _, t := range toks {
		var lo, hi int64
		if _, err := fmt.Sscanf(t, "int:%d..%d", &lo, &hi); err == nil && lo <= v && v <= hi {
			return true
		}
	}
	return false
}
