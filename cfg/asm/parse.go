package asm

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/splitwcet/splitwcet/internal/diag"
)

// Error is a parse error at a position in the input.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Diagnostics is e as a diagnostic (internal/diag).
func (e *Error) Diagnostics() []diag.Diagnostic { return []diag.Diagnostic{e.Pos.Diagnostic(e.Msg)} }

// Diagnostics are the list's errors as diagnostics.
func (l ErrorList) Diagnostics() []diag.Diagnostic {
	var ds []diag.Diagnostic
	for _, e := range l {
		ds = append(ds, e.Pos.Diagnostic(e.Msg))
	}
	return ds
}

// ErrorList is the list of errors of one parse, in input order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// maxErrors bounds how many errors one parse reports before giving up.
const maxErrors = 10

// Options tune parsing.
type Options struct {
	// Arch is used when the file does not name its target (no `.amdgcn_target`).
	// The zero value means DefaultArch (gfx803).
	Arch Arch
	// BundleTarget picks one device part of an offload bundle holding several,
	// e.g. "gfx900" or "hip-amdgcn-amd-amdhsa--gfx900". Empty: the only one.
	BundleTarget string
	// ShareSource lets the File's strings (instruction and operand texts,
	// names) share src's memory instead of a copy of it: the caller must
	// never modify src afterwards. On a large kernel the copy is the size
	// of the file again, kept as long as the File.
	ShareSource bool
}

// ParseFile reads and parses the named file.
func ParseFile(path string, opts Options) (*File, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	opts.ShareSource = true // src is this function's alone
	return Parse(path, src, opts)
}

// Parse parses LLVM AMDGPU assembly text. name is used in positions and errors.
// It returns the first few errors as an ErrorList; on error the returned File
// holds whatever was parsed.
func Parse(name string, src []byte, opts Options) (*File, error) {
	p := &parser{
		file:  &File{Name: name, Arch: DefaultArch},
		name:  name,
		namep: &name,
		files: map[int]string{},
		types: map[string]bool{},
	}
	if opts.Arch.Major != 0 {
		p.file.Arch = opts.Arch
	}
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		// Editors add it; the assembler takes no byte-order mark.
		return nil, ErrorList{{Pos: Pos{File: name, Line: 1, Col: 1}, Msg: "the file starts with a UTF-8 byte-order mark (bytes EF BB BF), which the assembler does not accept: save the file without it"}}
	}
	if text := lineBreaks(src); len(text) > 0 && (opts.ShareSource || &text[0] != &src[0]) {
		// Shared by the caller's promise, or a copy lineBreaks made: no
		// one else writes it.
		p.src = unsafe.String(&text[0], len(text))
	} else {
		p.src = string(text)
	}
	// Every function's items and instructions are carved out of two
	// arrays sized by the file's lines (an item takes a line at least),
	// instead of growing each function's slices (1.25× at a time: five
	// times their final size allocated on a large kernel).
	lines := strings.Count(p.src, "\n") + 1
	p.itemBuf, p.instrBuf = make([]Item, lines), make([]*Instruction, lines)
	if err := p.selectBundle(opts.BundleTarget); err != nil {
		return nil, err
	}
	p.run()
	p.finish()
	if 2*p.itemUsed < len(p.itemBuf) {
		// Mostly data, metadata or debug lines: keep no more than the code.
		for _, fn := range p.file.Functions {
			fn.Items, fn.Instrs = slices.Clone(fn.Items), slices.Clone(fn.Instrs)
		}
	}
	if len(p.errs) > 0 {
		return p.file, p.errs
	}
	return p.file, nil
}

// lineBreaks returns src with every lone carriage return (an old Mac
// line end, which llvm-mc also reads as one) made a newline, so that
// lines count alike everywhere (diag.Line counts them the same way).
func lineBreaks(src []byte) []byte {
	var out []byte
	for i := bytes.IndexByte(src, '\r'); i >= 0; {
		if i+1 == len(src) || src[i+1] != '\n' {
			if out == nil {
				out = bytes.Clone(src)
			}
			out[i] = '\n'
		}
		j := bytes.IndexByte(src[i+1:], '\r')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if out == nil {
		return src
	}
	return out
}

type parser struct {
	arena arena
	// itemBuf and instrBuf hold the functions' Items and Instrs in file
	// order; a function's slices start at itemUsed and instrUsed.
	itemBuf             []Item
	instrBuf            []*Instruction
	itemUsed, instrUsed int
	file                *File
	name                string
	src                 string
	errs                ErrorList

	// Line ranges to read, [lo, hi) byte offsets; nil means the whole input.
	ranges [][2]int

	line    int    // current line number, 1-based
	lineStr string // current line text (without newline)

	fn       *Function // function being read, nil between functions
	lastFn   *Function // most recently ended function (codeLenInByte follows it)
	offset   int       // byte offset within fn
	loc      SrcLoc
	locp     *SrcLoc         // loc, shared by the instructions it covers; nil for none
	namep    *string         // name, shared by the instructions' positions
	inASM    bool            // between ;;#ASMSTART and ;;#ASMEND
	files    map[int]string  // .file number → name
	types    map[string]bool // symbols declared `.type NAME,@function`
	kdName   string          // inside `.amdhsa_kernel NAME` when non-empty
	kd       *KernelDescriptor
	kds      []*KernelDescriptor
	inMeta   bool
	metaText strings.Builder
	metaPos  Pos
	kernels  map[string]bool // names marked by .amdgpu_hsa_kernel (code object v2)
	labelAt  map[string]Pos  // where each label of fn was defined (a duplicate is an error)
	sawCode  bool            // an instruction has been read (and sized for file.Arch)
	section  string          // current section
	sec      *Section        // current section when it is a data section, else nil
}

func (p *parser) pos(col int) Pos { return Pos{File: p.name, Line: p.line, Col: col} }

func (p *parser) errorf(col int, format string, args ...any) {
	if len(p.errs) >= maxErrors {
		return
	}
	p.errs = append(p.errs, &Error{Pos: p.pos(col), Msg: fmt.Sprintf(format, args...)})
}

const bundleStart = "__CLANG_OFFLOAD_BUNDLE____START__"
const bundleEnd = "__CLANG_OFFLOAD_BUNDLE____END__"

// selectBundle restricts parsing to one amdgcn device part when the input is a
// clang offload bundle (`-save-temps` output); host parts are skipped.
func (p *parser) selectBundle(want string) error {
	if !strings.Contains(p.src, bundleStart) {
		return nil
	}
	var parts []bundlePart
	var cur *bundlePart
	off := 0
	for off < len(p.src) {
		end := strings.IndexByte(p.src[off:], '\n')
		next := len(p.src)
		if end >= 0 {
			next = off + end + 1
		}
		line := p.src[off:next]
		if i := strings.Index(line, bundleStart); i >= 0 {
			t := strings.TrimSpace(line[i+len(bundleStart):])
			parts = append(parts, bundlePart{target: t, lo: next})
			cur = &parts[len(parts)-1]
		} else if strings.Contains(line, bundleEnd) && cur != nil {
			cur.hi = off
			cur = nil
		}
		off = next
	}
	if cur != nil {
		cur.hi = len(p.src)
	}
	var dev []bundlePart
	var names []string
	for _, pt := range parts {
		if strings.Contains(pt.target, "amdgcn") {
			dev = append(dev, pt)
			names = append(names, pt.target)
		}
	}
	if len(dev) == 0 {
		return &Error{Pos: Pos{File: p.name}, Msg: "offload bundle has no amdgcn device part (targets: " + strings.Join(partTargets(parts), ", ") + ")"}
	}
	pick := -1
	if want == "" {
		if len(dev) > 1 {
			return &Error{Pos: Pos{File: p.name}, Msg: "offload bundle has several device parts, choose one: " + strings.Join(names, ", ")}
		}
		pick = 0
	} else {
		for i, d := range dev {
			if d.target == want || strings.HasSuffix(d.target, "--"+want) || strings.HasSuffix(d.target, "-"+want) {
				pick = i
			}
		}
		if pick < 0 {
			return &Error{Pos: Pos{File: p.name}, Msg: fmt.Sprintf("offload bundle has no device part %q; it has: %s", want, strings.Join(names, ", "))}
		}
	}
	p.ranges = [][2]int{{dev[pick].lo, dev[pick].hi}}
	p.file.Bundle = dev[pick].target
	return nil
}

// bundlePart is one `__CLANG_OFFLOAD_BUNDLE__` section: its target and byte range.
type bundlePart struct {
	target string
	lo, hi int
}

func partTargets(ps []bundlePart) []string {
	var s []string
	for _, p := range ps {
		s = append(s, p.target)
	}
	return s
}

// run walks the input line by line.
func (p *parser) run() {
	ranges := p.ranges
	if ranges == nil {
		ranges = [][2]int{{0, len(p.src)}}
	}
	for _, r := range ranges {
		// Line numbers count from the start of the whole input.
		p.line = strings.Count(p.src[:r[0]], "\n")
		off := r[0]
		for off < r[1] {
			end := strings.IndexByte(p.src[off:r[1]], '\n')
			next := r[1]
			lineEnd := r[1]
			if end >= 0 {
				lineEnd = off + end
				next = lineEnd + 1
			}
			p.line++
			line := p.src[off:lineEnd]
			if n := len(line); n > 0 && line[n-1] == '\r' {
				line = line[:n-1]
			}
			p.lineStr = line
			p.doLine(line)
			if len(p.errs) >= maxErrors {
				return
			}
			off = next
		}
	}
}

// doLine handles one line of input.
func (p *parser) doLine(line string) {
	if p.inMeta {
		if t := strings.TrimSpace(line); t == ".end_amdgpu_metadata" {
			p.inMeta = false
			p.parseMetadata()
		} else {
			p.metaText.WriteString(line)
			p.metaText.WriteByte('\n')
		}
		return
	}
	col := 0
	for col < len(line) && (line[col] == ' ' || line[col] == '\t') {
		col++
	}
	if col == len(line) {
		return
	}
	rest := line[col:]
	switch rest[0] {
	case ';':
		p.comment(rest[1:])
		return
	case '#':
		return // host-side or preprocessor comment (bundle markers)
	}
	if strings.HasPrefix(rest, "//") {
		return
	}
	code, comment := splitComment(rest)
	code = strings.TrimRight(code, " \t")
	if code == "" {
		return
	}
	if i := nonASCII(code); i >= 0 {
		r, _ := utf8.DecodeRuneInString(code[i:])
		p.errorf(col+1+i, "character %q (U+%04X) outside a string or comment: the assembler takes only ASCII there", r, r)
		return
	}
	// Labels: NAME: [code]
	if n := labelLen(code); n != 0 {
		name := code[:abs(n)-1]
		if n < 0 {
			n = -n
			name = strings.TrimRight(name, " \t")
		}
		p.label(name, comment, col)
		tail := strings.TrimLeft(code[n:], " \t")
		if tail == "" {
			return
		}
		col += len(code) - len(tail)
		code = tail
	}
	if code[0] == '.' {
		p.directive(code, col)
		return
	}
	p.instruction(code, col)
}

// splitComment splits a code line at a `;` that is not inside a string.
func splitComment(s string) (code, comment string) {
	// Fast path: no string literal before the first ';' (almost every line).
	// A byte loop: strings.IndexAny builds its character set on every call.
	for i := 0; i < len(s); i++ {
		if s[i] == ';' {
			return s[:i], strings.TrimSpace(s[i+1:])
		}
		if s[i] == '"' {
			break
		}
	}
	inStr := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			inStr = !inStr
		case '\\':
			if inStr {
				i++
			}
		case ';':
			if !inStr {
				return s[:i], strings.TrimSpace(s[i+1:])
			}
		}
	}
	return s, ""
}

// labelLen returns the length of a leading "name:" (including the colon),
// negated when blanks stand between the name and the colon, or 0.
func labelLen(s string) int {
	i := 0
	for i < len(s) {
		c := s[i]
		if isLetter(c) || c >= '0' && c <= '9' || c == '.' || c == '$' {
			i++
			continue
		}
		break
	}
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++ // llvm-mc takes "name :" as a label too
	}
	if i > 0 && j > i && j < len(s) && s[j] == ':' {
		if s[0] >= '0' && s[0] <= '9' {
			return 0
		}
		return -(j + 1)
	}
	if i > 0 && i < len(s) && s[i] == ':' {
		// `offset:16` style modifiers never start a line, but `s_nop:` would be odd;
		// a label must not start with a digit.
		if s[0] >= '0' && s[0] <= '9' {
			return 0
		}
		return i + 1
	}
	return 0
}

// comment handles a whole-line comment (text after the `;`).
func (p *parser) comment(c string) {
	switch {
	case strings.HasPrefix(c, ";#ASMSTART"):
		p.inASM = true
		return
	case strings.HasPrefix(c, ";#ASMEND"):
		p.inASM = false
		return
	}
	t := strings.TrimSpace(c)
	if d := loopHeaderDepth(t); d > 0 && !strings.HasPrefix(t, "%bb.") && p.fn != nil && len(p.fn.Items) > 0 {
		// LLVM puts the loop comment of a labelled block (and of a nested
		// loop's header, "=>  This Inner Loop Header") on a comment line after
		// the label: it belongs to the label or block marker just read.
		switch x := p.fn.Items[len(p.fn.Items)-1].(type) {
		case *Label:
			if x.LoopHeaderDepth == 0 {
				x.LoopHeaderDepth = d
			}
		case *BlockMark:
			if x.LoopHeaderDepth == 0 {
				x.LoopHeaderDepth = d
			}
		}
		return
	}
	if strings.HasPrefix(t, "%bb.") {
		if i := strings.IndexByte(t, ':'); i > 0 && p.fn != nil {
			m := &BlockMark{Name: t[:i], Pos: p.pos(1)}
			m.LoopHeaderDepth = loopHeaderDepth(t[i+1:])
			p.fn.Items = append(p.fn.Items, m)
		}
		return
	}
	if strings.HasPrefix(t, "codeLenInByte") {
		v := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(t, "codeLenInByte")), "="))
		n, err := strconv.Atoi(v)
		if err != nil {
			p.errorf(1, "bad codeLenInByte comment %q", t)
			return
		}
		target := p.lastFn
		if p.fn != nil {
			target = p.fn
		}
		if target != nil {
			target.CodeLenInByte = n
		}
	}
}

// loopHeaderDepth extracts N from LLVM's "=>This Inner Loop Header: Depth=N"
// (innermost loops) or "=>This Loop Header: Depth=N" (loops with inner
// loops); LLVM indents the arrow of a nested loop's header by its depth
// ("=>  This Inner Loop Header: Depth=2"), so spaces after "=>" are allowed.
func loopHeaderDepth(comment string) int {
	i := strings.Index(comment, "=>")
	if i < 0 {
		return 0
	}
	rest := strings.TrimLeft(comment[i+2:], " \t")
	if !strings.HasPrefix(rest, "This ") {
		return 0
	}
	const key = "Loop Header: Depth="
	j := strings.Index(rest, key)
	if j < 0 {
		return 0
	}
	s := rest[j+len(key):]
	k := 0
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	n, _ := strconv.Atoi(s[:k])
	return n
}

// label handles a label definition.
func (p *parser) label(name, comment string, col int) {
	if p.sec != nil && !p.types[name] && !p.kernels[name] {
		p.dataLabel(name, col)
		return
	}
	if p.types[name] || p.kernels[name] {
		p.startFunction(name, col)
		return
	}
	if strings.HasPrefix(name, ".Lfunc_end") {
		p.endFunction()
		return
	}
	if p.fn == nil {
		return // labels of non-loaded sections (debug info) and the like
	}
	l := &Label{Name: name, Pos: p.pos(col + 1), Comment: comment, LoopHeaderDepth: loopHeaderDepth(comment)}
	if first, dup := p.labelAt[name]; dup {
		// The assembler rejects a redefined symbol; taking either definition
		// would send branches to a block the author may not have meant.
		p.errorf(col+1, "label %s defined twice: at line %d and at line %d (%s)", name, first.Line, l.Pos.Line, first)
		return
	}
	if p.labelAt == nil {
		p.labelAt = map[string]Pos{}
	}
	p.labelAt[name] = l.Pos
	p.fn.Items = append(p.fn.Items, l)
}

func (p *parser) startFunction(name string, col int) {
	p.endFunction()
	p.fn = &Function{Name: name, Pos: p.pos(col + 1), CodeLenInByte: -1,
		Items: p.itemBuf[p.itemUsed:p.itemUsed], Instrs: p.instrBuf[p.instrUsed:p.instrUsed]}
	p.labelAt = nil // label scope: one function (branches resolve within it)
	p.offset = 0
	p.loc, p.locp = SrcLoc{}, nil
	p.inASM = false
}

func (p *parser) endFunction() {
	if p.fn == nil {
		return
	}
	p.file.Functions = append(p.file.Functions, p.fn)
	// The next function's slices start after this one's, which cannot grow
	// into them (full slice expressions).
	p.itemUsed = min(p.itemUsed+len(p.fn.Items), len(p.itemBuf))
	p.instrUsed = min(p.instrUsed+len(p.fn.Instrs), len(p.instrBuf))
	p.fn.Items, p.fn.Instrs = slices.Clip(p.fn.Items), slices.Clip(p.fn.Instrs)
	if len(p.fn.Items) == 0 {
		p.fn.Items = nil
	}
	if len(p.fn.Instrs) == 0 {
		p.fn.Instrs = nil
	}
	p.lastFn = p.fn
	p.fn = nil
}

// directive handles a line starting with '.'.
func (p *parser) directive(code string, col int) {
	name, args, _ := strings.Cut(code, " ")
	if i := strings.IndexByte(name, '\t'); i >= 0 {
		name, args = name[:i], name[i+1:]+" "+args
	}
	args = strings.TrimSpace(args)
	if p.kd != nil {
		p.kernelField(name, args, col)
		return
	}
	if p.sec != nil && p.dataDirective(name, args, col) {
		return
	}
	switch name {
	case ".text", ".data", ".bss", ".rodata":
		p.setSection(name, col)
	case ".section":
		p.sectionDirective(args, col)
	case ".amdgcn_target":
		t := strings.Trim(args, `"`)
		a, ok := ArchFromTarget(t)
		switch {
		case !ok:
			p.errorf(col+1, "unknown target %q: want amdgcn-amd-amdhsa--gfxNNN", t)
		case !KnownProcessor(a.Name):
			p.errorf(col+1, "target %s: not a processor of LLVM's AMDGPU assembler (llvm-mc-15); splitwcet reads code for %s", a.Name, strings.Join(KnownProcessors(), ", "))
		case p.file.Target != "" && t != p.file.Target:
			p.errorf(col+1, ".amdgcn_target %q conflicts with the earlier %q", t, p.file.Target)
		case p.sawCode && a != p.file.Arch:
			// Instructions already read were sized for another target.
			p.errorf(col+1, ".amdgcn_target %q after instructions sized for %s: the target must come first", t, p.file.Arch.Name)
		default:
			p.file.Target, p.file.Arch = t, a
		}
	case ".type":
		sym, kind, _ := strings.Cut(args, ",")
		if strings.TrimSpace(kind) == "@function" {
			p.types[strings.TrimSpace(sym)] = true
		}
	case ".amdgpu_hsa_kernel":
		if p.kernels == nil {
			p.kernels = map[string]bool{}
		}
		p.kernels[args] = true
	case ".size":
		sym, val, _ := strings.Cut(args, ",")
		if p.fn != nil && strings.TrimSpace(sym) == p.fn.Name {
			p.endFunction()
		} else {
			p.dataSize(strings.TrimSpace(sym), strings.TrimSpace(val), col+1)
		}
	case ".loc":
		p.locDirective(args, col)
	case ".file":
		p.fileDirective(args)
	case ".p2align":
		if p.fn != nil {
			a, _, _ := strings.Cut(args, ",")
			if n, err := strconv.Atoi(strings.TrimSpace(a)); err == nil && n >= 0 && n < 16 {
				align := 1 << n
				p.offset = (p.offset + align - 1) &^ (align - 1)
			}
		}
	case ".amdhsa_kernel":
		p.kd = &KernelDescriptor{Name: args, Pos: p.pos(col + 1), Fields: map[string]int64{}}
	case ".amdgpu_metadata":
		p.inMeta = true
		p.metaPos = p.pos(col + 1)
		p.metaText.Reset()
	case ".globl", ".protected", ".weak", ".hidden", ".ident", ".addrsig",
		".addrsig_sym", ".set", ".cfi_startproc", ".cfi_endproc", ".cfi_sections":
		// Meaningless for control flow and timing; kept only if unknown.
	default:
		// Data and debug-info directives outside functions (.byte, .long, .asciz in
		// .debug_* sections) say nothing about code; inside a function every
		// directive is kept so that nothing there is silently dropped.
		if p.fn != nil {
			p.file.Directives = append(p.file.Directives, Directive{Name: name, Args: args, Pos: p.pos(col + 1)})
		}
	}
}

// locDirective handles `.loc FILE LINE [COL] [flags...]`.
func (p *parser) locDirective(args string, col int) {
	f := strings.Fields(args)
	if len(f) < 2 {
		p.errorf(col+1, ".loc wants file and line numbers, got %q", args)
		return
	}
	fileNo, err1 := strconv.Atoi(f[0])
	line, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil {
		p.errorf(col+1, ".loc wants file and line numbers, got %q", args)
		return
	}
	c := 0
	if len(f) > 2 {
		c, _ = strconv.Atoi(f[2])
	}
	if line == 0 {
		p.loc, p.locp = SrcLoc{}, nil // compiler-generated code with no source line
		return
	}
	p.loc = SrcLoc{File: p.files[fileNo], Line: line, Col: c}
	p.locp = &SrcLoc{File: p.loc.File, Line: p.loc.Line, Col: p.loc.Col}
}

// fileDirective handles `.file N "dir" "name" [md5 ...]` and `.file N "path"`;
// the file is named by its last string, which keeps outputs free of build paths.
func (p *parser) fileDirective(args string) {
	f := strings.Fields(args)
	if len(f) < 2 {
		return
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return
	}
	var strs []string
	rest := args[len(f[0]):]
	for {
		i := strings.IndexByte(rest, '"')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i+1:], '"')
		if j < 0 {
			break
		}
		strs = append(strs, rest[i+1:i+1+j])
		rest = rest[i+j+2:]
	}
	if len(strs) == 0 {
		return
	}
	p.files[n] = strs[len(strs)-1]
}

// instruction parses one instruction line.
func (p *parser) instruction(code string, col int) {
	if p.fn == nil {
		p.errorf(col+1, "instruction %q outside any function (no preceding `.type NAME,@function` label)", firstWord(code))
		return
	}
	in, err := p.arena.parseInstruction(p.file.Arch, code)
	if err != nil {
		p.errorf(col+1+err.col, "%s", err.msg)
		return
	}
	in.file, in.line, in.col = p.namep, int32(p.line), int32(col+1)
	in.src = p.locp
	in.InlineAsm = p.inASM
	in.Offset = p.offset
	p.offset += in.Size
	p.sawCode = true
	p.fn.Items = append(p.fn.Items, in)
	p.fn.Instrs = append(p.fn.Instrs, in)
}

func firstWord(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' || s[i] == '\t' {
			return s[:i]
		}
	}
	return s
}

// wholeOperand lists instructions whose operand text is one special operand.
var wholeOperand = set("s_waitcnt", "s_delay_alu", "s_waitcnt_depctr")

// parseInstruction parses "mnemonic operands modifiers" (comment already removed).
// Error columns are 0-based offsets into code. Its arena has room for this
// one instruction and a few operands, not the chunks of 256 instructions
// and 1,024 operands a whole file's parse takes (the tests parse 120,000
// lines one by one: clearing those chunks was most of their CPU).
func parseInstruction(a Arch, code string) (*Instruction, *operandError) {
	ar := arena{ins: make([]Instruction, 0, 1), ops: make([]Operand, 0, 8)}
	return ar.parseInstruction(a, code)
}

// arena hands out Instructions and operand slices from chunks, so a parse
// makes a few large allocations instead of two per instruction (allocation
// was a third of parse time). Chunks are never reused: results stay valid.
type arena struct {
	ins []Instruction
	ops []Operand
	// mnemonics caches the classification of each mnemonic seen: a kernel
	// uses a few dozen distinct ones thousands of times.
	mnemonics map[string]mnemonicInfo
	arch      Arch
}

type mnemonicInfo struct {
	op, suffix string
	enc        Encoding
}

// classify splits and classifies a mnemonic, caching the result per target.
func (ar *arena) classify(a Arch, m string) (op, suffix string, enc Encoding) {
	if ar.mnemonics == nil || ar.arch != a {
		ar.mnemonics, ar.arch = map[string]mnemonicInfo{}, a
	}
	if mi, ok := ar.mnemonics[m]; ok {
		return mi.op, mi.suffix, mi.enc
	}
	op, suffix = splitSuffix(m)
	enc = classify(a, op, suffix)
	ar.mnemonics[m] = mnemonicInfo{op, suffix, enc}
	return op, suffix, enc
}

func (ar *arena) newInstruction() *Instruction {
	if len(ar.ins) == cap(ar.ins) {
		ar.ins = make([]Instruction, 0, 256)
	}
	ar.ins = ar.ins[:len(ar.ins)+1]
	return &ar.ins[len(ar.ins)-1]
}

// operands returns an empty slice with room for n operands; appending more
// than n reallocates (the full slice expression keeps neighbours safe).
func (ar *arena) operands(n int) []Operand {
	if cap(ar.ops)-len(ar.ops) < n {
		ar.ops = make([]Operand, 0, max(1024, n))
	}
	start := len(ar.ops)
	ar.ops = ar.ops[:start+n]
	return ar.ops[start : start : start+n]
}

func (ar *arena) parseInstruction(a Arch, code string) (*Instruction, *operandError) {
	m := firstWord(code)
	for i := 0; i < len(m); i++ {
		c := m[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return nil, opErr(i, "bad character %q in mnemonic %q", c, m)
		}
	}
	op, _, enc := ar.classify(a, m)
	if enc == EncUnknown {
		return nil, opErr(0, "unknown instruction %q: not a GCN mnemonic (want s_*, v_*, ds_*, buffer_*, flat_*, global_*, scratch_*, image_*, exp)", m)
	}
	in := ar.newInstruction()
	*in = Instruction{Mnemonic: m, Op: op, Enc: enc, Text: code}

	restAt := len(m)
	for restAt < len(code) && (code[restAt] == ' ' || code[restAt] == '\t') {
		restAt++
	}
	rest := code[restAt:]
	if rest != "" {
		if err := ar.parseOperands(in, rest); err != nil {
			err.col += restAt
			return nil, err
		}
	}
	in.Size = instructionSize(a, in)
	return in, nil
}

// parseOperands fills operands and trailing modifiers from the text after the
// mnemonic. Operands are comma-separated; modifiers follow the last operand,
// separated by spaces.
func (ar *arena) parseOperands(in *Instruction, rest string) *operandError {
	if in.Enc == EncSOPP && wholeOperand[in.Op] {
		in.Operands = ar.operands(1)
		return parseWhole(in, rest)
	}
	var pbuf [8][2]int // no allocation for up to 8 operands
	pieces := splitTopOffsets(pbuf[:0], rest)
	n := len(pieces)
	if in.Enc == EncEXP {
		n++ // the export target splits off the first piece
	}
	in.Operands = ar.operands(n)
	for i, pc := range pieces {
		text := rest[pc[0]:pc[1]]
		lead := len(text) - len(strings.TrimLeft(text, " \t"))
		text = strings.TrimSpace(text)
		at := pc[0] + lead
		if i == len(pieces)-1 {
			// The last piece may carry modifiers after the operand.
			var tbuf [8][2]int
			toks := splitSpaces(tbuf[:0], text)
			if len(toks) == 0 {
				return opErr(at, "missing operand after ','")
			}
			first := text[toks[0][0]:toks[0][1]]
			if isModifier(first) && i == 0 {
				// No operands at all, only modifiers (e.g. `buffer_gl0_inv` forms).
				return parseModifiers(in, text, toks, at)
			}
			if err := addOperand(in, first, at+toks[0][0], i == 0); err != nil {
				return err
			}
			return parseModifiers(in, text, toks[1:], at)
		}
		if text == "" {
			return opErr(at, "missing operand before ','")
		}
		if err := addOperand(in, text, at, i == 0); err != nil {
			return err
		}
	}
	return nil
}

func parseWhole(in *Instruction, rest string) *operandError {
	rest = strings.TrimSpace(rest)
	if in.Op == "s_waitcnt" && strings.IndexByte(rest, '(') < 0 {
		v, err := parseInt(rest)
		if err != nil {
			return opErr(0, "bad s_waitcnt operand %q: want vmcnt(N) lgkmcnt(N) expcnt(N) or a number", rest)
		}
		in.Operands = append(in.Operands, Operand{Kind: OpInt, Int: v, Text: rest})
		return nil
	}
	if in.Op == "s_waitcnt" {
		o, err := parseWaitCnt(Operand{Text: rest}, rest)
		if err != nil {
			return err
		}
		in.Operands = append(in.Operands, o)
		return nil
	}
	o := Operand{Kind: OpSpecial, Text: rest}
	o.span()
	in.Operands = append(in.Operands, o)
	return nil
}

func addOperand(in *Instruction, text string, at int, first bool) *operandError {
	var o Operand
	var err *operandError
	if first && in.Enc == EncEXP {
		// The export target (mrt0, pos0, param3, null) is followed by a blank,
		// not a comma: `exp mrt0 v0, v1, v2, v3`.
		tgt, src := text, ""
		if i := strings.IndexAny(text, " \t"); i >= 0 {
			tgt, src = text[:i], text[i:]
		}
		t := Operand{Kind: OpKeyword, Text: tgt}
		t.span()
		in.Operands = append(in.Operands, t)
		trimmed := strings.TrimLeft(src, " \t")
		if trimmed == "" {
			return nil
		}
		at += len(text) - len(trimmed)
		text = trimmed
	}
	o, err = parseOperand(text)
	if err != nil {
		err.col += at
		return err
	}
	in.Operands = append(in.Operands, o)
	return nil
}

func parseModifiers(in *Instruction, text string, toks [][2]int, at int) *operandError {
	for _, t := range toks {
		s := text[t[0]:t[1]]
		name, val, _ := strings.Cut(s, ":")
		if !isIdent(name) {
			return opErr(at+t[0], "bad modifier %q: want name or name:value", s)
		}
		in.Modifiers = append(in.Modifiers, Modifier{Name: name, Value: val})
	}
	return nil
}

// isModifier reports whether a token looks like a modifier rather than an operand.
func isModifier(s string) bool {
	if i := strings.IndexByte(s, ':'); i > 0 && isIdent(s[:i]) {
		return true
	}
	return false
}

// splitTopOffsets splits at top-level commas, appending [start,end) offsets to parts.
func splitTopOffsets(parts [][2]int, s string) [][2]int {
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return append(parts, [2]int{start, len(s)})
}

// splitSpaces splits at top-level blanks, appending [start,end) offsets to toks.
func splitSpaces(toks [][2]int, s string) [][2]int {
	depth, start := 0, -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		}
		if (c == ' ' || c == '\t') && depth == 0 {
			if start >= 0 {
				toks = append(toks, [2]int{start, i})
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		toks = append(toks, [2]int{start, len(s)})
	}
	return toks
}

// finish links descriptors and metadata to functions and checks for
// unterminated blocks.
func (p *parser) finish() {
	p.endFunction()
	if p.kd != nil {
		p.errorf(0, "unterminated .amdhsa_kernel %s (started at line %d): want .end_amdhsa_kernel", p.kd.Name, p.kd.Pos.Line)
	}
	if p.inMeta {
		p.errorf(0, "unterminated .amdgpu_metadata (started at line %d): want .end_amdgpu_metadata", p.metaPos.Line)
	}
	for _, kd := range p.kds {
		fn := p.file.Function(kd.Name)
		if fn == nil {
			p.errs = append(p.errs, &Error{Pos: kd.Pos, Msg: fmt.Sprintf(".amdhsa_kernel %s names no function defined in this file", kd.Name)})
			continue
		}
		fn.IsKernel = true
		fn.Descriptor = kd
	}
	p.finishData()
	for _, fn := range p.file.Functions {
		if p.kernels[fn.Name] {
			fn.IsKernel = true
		}
		fn.Data = p.file.Data
		fn.Funcs = p.file.Functions
	}
	if md := p.file.Metadata; md != nil {
		for i := range md.Kernels {
			km := &md.Kernels[i]
			fn := p.file.Function(km.Name)
			if fn == nil {
				fn = p.file.Function(strings.TrimSuffix(km.Symbol, ".kd"))
			}
			if fn != nil {
				fn.Meta = km
				if kd := fn.Descriptor; kd != nil {
					if v, ok := kd.Field("kernarg_size"); ok && v != int64(km.KernargSegmentSize) {
						p.errs = append(p.errs, &Error{Pos: Pos{File: p.name, Line: km.Line}, Msg: fmt.Sprintf(
							"bad .amdgpu_metadata: kernel %s: .kernarg_segment_size %d, but its .amdhsa_kernarg_size is %d (.amdhsa_kernel at line %d): the two must agree",
							km.Name, km.KernargSegmentSize, v, kd.Pos.Line)})
					}
				}
			}
		}
	}
	sort.SliceStable(p.errs, func(i, j int) bool { return p.errs[i].Pos.Line < p.errs[j].Pos.Line })
	if len(p.errs) > maxErrors {
		p.errs = p.errs[:maxErrors]
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// nonASCII returns the index of the first byte of s outside ASCII that is
// not inside a string literal, or -1.
func nonASCII(s string) int {
	inStr := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inStr = !inStr
		case c == '\\' && inStr:
			i++
		case c >= 0x80 && !inStr:
			return i
		}
	}
	return -1
}
