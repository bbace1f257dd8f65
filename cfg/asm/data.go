package asm

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Data is the program-scope data of a file: its allocatable data sections
// (.data, .bss, .rodata and their .NAME variants) with their initial bytes
// and the symbols defined in them (`__device__` and `__constant__`
// variables, LLVM's local tables). The simulator loads it with the kernel
// and resolves `sym@rel32@lo+4` operands against it.
type Data struct {
	Sections []*Section
	// Symbols maps each label defined in a data section to its place.
	Symbols map[string]*Symbol
}

// Section is one data section: its bytes so far and its symbols.
type Section struct {
	Name string
	Pos  Pos // its first selection
	// Align is the largest alignment requested in it (at least 1).
	Align int
	// Size is the section's size in bytes; Init holds the explicitly
	// initialized runs (sorted, not overlapping), every other byte is zero.
	Size   int64
	Init   []DataRun
	Relocs []DataReloc
	// Symbols in definition order.
	Symbols []*Symbol
}

// DataRun is Bytes at Offset of a section.
type DataRun struct {
	Offset int64
	Bytes  []byte
}

// DataReloc is an absolute address stored in a section: Size (4 or 8)
// bytes at Offset hold the address of Symbol plus Addend (the low 32 bits
// for Size 4), as `.quad table+8` asks.
type DataReloc struct {
	Offset int64
	Size   int
	Symbol string
	Addend int64
	Pos    Pos
}

// Symbol is a label in a data section.
type Symbol struct {
	Name    string
	Section *Section
	Offset  int64
	// Size is the symbol's `.size`, or, without one, the bytes up to the
	// next symbol of its section or the section's end.
	Size    int64
	SizeSet bool
	Pos     Pos
}

// MaxDataBytes bounds the data sections of a file together: a `.zero`
// with a typo must give an error, not exhaust memory when the simulator
// loads it.
const MaxDataBytes = 1 << 30

// maxFillRun bounds the bytes one `.fill` with a non-zero value writes.
const maxFillRun = 1 << 20

// Bytes returns the section's initial image (Size bytes, relocations not
// applied).
func (s *Section) Bytes() []byte {
	b := make([]byte, s.Size)
	for _, r := range s.Init {
		copy(b[r.Offset:], r.Bytes)
	}
	return b
}

// Names returns the symbols of every section, sorted.
func (d *Data) Names() []string {
	var ns []string
	for n := range d.Symbols {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// isDataSection reports whether a section name is allocatable data the
// simulator loads.
func isDataSection(name string) bool {
	for _, p := range []string{".data", ".bss", ".rodata", ".sdata", ".sbss", ".tbss", ".tdata"} {
		if name == p || strings.HasPrefix(name, p+".") {
			return true
		}
	}
	return false
}

// setSection switches to section name (already unquoted).
func (p *parser) setSection(name string, col int) {
	p.section = name
	p.sec = nil
	if !isDataSection(name) {
		return
	}
	d := p.file.Data
	if d == nil {
		d = &Data{Symbols: map[string]*Symbol{}}
		p.file.Data = d
	}
	for _, s := range d.Sections {
		if s.Name == name {
			p.sec = s
			return
		}
	}
	p.sec = &Section{Name: name, Pos: p.pos(col + 1), Align: 1}
	d.Sections = append(d.Sections, p.sec)
}

// sectionDirective handles `.section NAME[,flags...]`. A name or flag
// the assembler would not take is an error here: reading past it would
// put the data that follows into no section, and the error would surface
// far away (as a variable the workload names that "does not exist").
func (p *parser) sectionDirective(args string, col int) {
	name, rest := args, ""
	if strings.HasPrefix(name, `"`) {
		j := strings.IndexByte(name[1:], '"')
		if j < 0 {
			p.errorf(col+1, ".section %s: unterminated section name", args)
			return
		}
		name, rest = name[1:j+1], name[j+2:]
	} else if i := strings.IndexAny(name, ", \t"); i >= 0 {
		name, rest = name[:i], name[i:]
	}
	if !sectionName(name) {
		p.errorf(col+1, ".section %q: not a section name (want letters, digits, '.', '_' or '$', or a quoted name)", name)
		return
	}
	for _, f := range splitTop(strings.TrimLeft(rest, " \t,")) {
		f = strings.TrimSpace(f)
		switch {
		case f == "", strings.HasPrefix(f, `"`), strings.HasPrefix(f, "@"), sectionName(f):
		case strings.HasPrefix(f, "#"):
			switch f {
			case "#alloc", "#write", "#execinstr", "#tls", "#exclude":
			default:
				p.errorf(col+1, ".section %s: unknown flag %s (want #alloc, #write, #execinstr, #tls or #exclude)", name, f)
				return
			}
		default:
			if _, err := parseInt(f); err != nil {
				p.errorf(col+1, ".section %s: unknown flag %q", name, f)
				return
			}
		}
	}
	p.setSection(name, col)
}

func sectionName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !(c >= '0' && c <= '9') && c != '.' && c != '$' && c != '-' {
			return false
		}
	}
	return true
}

// dataLabel defines a symbol at the current offset of the data section.
func (p *parser) dataLabel(name string, col int) {
	d := p.file.Data
	if old, dup := d.Symbols[name]; dup {
		p.errorf(col+1, "data symbol %s defined twice: at line %d and at line %d", name, old.Pos.Line, p.line)
		return
	}
	s := &Symbol{Name: name, Section: p.sec, Offset: p.sec.Size, Pos: p.pos(col + 1)}
	d.Symbols[name] = s
	p.sec.Symbols = append(p.sec.Symbols, s)
}

// dataDirective handles a directive inside a data section; it reports
// whether the directive was one.
func (p *parser) dataDirective(name, args string, col int) bool {
	at := col + 1 + len(name) + 1 // column of the arguments
	switch name {
	case ".byte":
		p.dataValues(args, 1, at, name)
	case ".short", ".2byte", ".hword", ".value":
		p.dataValues(args, 2, at, name)
	case ".long", ".4byte", ".int":
		p.dataValues(args, 4, at, name)
	case ".quad", ".8byte":
		p.dataValues(args, 8, at, name)
	case ".zero", ".space", ".skip":
		f := splitArgs(args)
		if len(f) < 1 || len(f) > 2 {
			p.errorf(at, "%s wants a size and an optional fill byte, got %q", name, args)
			return true
		}
		n, ok := p.dataInt(f[0], at, name+" size", 0, MaxDataBytes)
		if !ok {
			return true
		}
		fill := int64(0)
		if len(f) == 2 {
			if fill, ok = p.dataInt(f[1], at, name+" fill", -128, 255); !ok {
				return true
			}
		}
		p.emitFill(n, 1, fill, at, name)
	case ".fill":
		f := splitArgs(args)
		if len(f) < 1 || len(f) > 3 {
			p.errorf(at, ".fill wants REPEAT[, SIZE[, VALUE]], got %q", args)
			return true
		}
		n, ok := p.dataInt(f[0], at, ".fill repeat", 0, MaxDataBytes)
		size, val := int64(1), int64(0)
		if ok && len(f) > 1 {
			size, ok = p.dataInt(f[1], at, ".fill size", 0, 8)
		}
		if ok && len(f) > 2 {
			val, ok = p.dataInt(f[2], at, ".fill value", -1<<31, 1<<32-1)
		}
		if ok {
			p.emitFill(n, size, val, at, name)
		}
	case ".ascii", ".asciz", ".string":
		b, err := unquoteAsm(args)
		if err != nil {
			p.errorf(at, "%s: %v", name, err)
			return true
		}
		if name != ".ascii" {
			b = append(b, 0)
		}
		p.emitBytes(b, at, name)
	case ".p2align", ".balign", ".align":
		f := splitArgs(args)
		if len(f) < 1 {
			p.errorf(at, "%s wants an alignment", name)
			return true
		}
		lo, hi := int64(0), int64(16)
		if name != ".p2align" {
			lo, hi = 1, 1<<16
		}
		v, ok := p.dataInt(f[0], at, name, lo, hi)
		if !ok {
			return true
		}
		a := v
		if name == ".p2align" {
			a = 1 << v
		} else if a&(a-1) != 0 {
			p.errorf(at, "%s %d: want a power of two", name, a)
			return true
		}
		p.sec.Align = max(p.sec.Align, int(a))
		p.sec.Size = (p.sec.Size + a - 1) &^ (a - 1)
	default:
		return false
	}
	return true
}

// splitArgs splits directive arguments at commas.
func splitArgs(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	f := strings.Split(s, ",")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}

// dataInt parses an integer argument within [lo, hi].
func (p *parser) dataInt(s string, col int, what string, lo, hi int64) (int64, bool) {
	v, err := parseInt(s)
	if err != nil || v < lo || v > hi {
		p.errorf(col, "%s: want an integer in [%d, %d], got %q", what, lo, hi, s)
		return 0, false
	}
	return v, true
}

// grow reserves n bytes at the end of the section, checking the limit.
func (p *parser) grow(n int64, col int, what string) (int64, bool) {
	total := int64(0)
	for _, s := range p.file.Data.Sections {
		total += s.Size
	}
	if n < 0 || n > MaxDataBytes-total {
		p.errorf(col, "%s: the data sections would exceed %d bytes together", what, int64(MaxDataBytes))
		return 0, false
	}
	off := p.sec.Size
	p.sec.Size += n
	return off, true
}

func (p *parser) emitBytes(b []byte, col int, what string) {
	off, ok := p.grow(int64(len(b)), col, what)
	if !ok || len(b) == 0 {
		return
	}
	s := p.sec
	if k := len(s.Init) - 1; k >= 0 && s.Init[k].Offset+int64(len(s.Init[k].Bytes)) == off {
		s.Init[k].Bytes = append(s.Init[k].Bytes, b...)
		return
	}
	s.Init = append(s.Init, DataRun{Offset: off, Bytes: b})
}

// emitFill appends n units of size bytes holding val (little-endian).
func (p *parser) emitFill(n, size, val int64, col int, what string) {
	if size == 0 || n == 0 {
		return
	}
	if val == 0 || size > 0 && n > MaxDataBytes/size {
		if n > MaxDataBytes/size {
			p.errorf(col, "%s: %d units of %d bytes exceed %d bytes", what, n, size, int64(MaxDataBytes))
			return
		}
		p.grow(n*size, col, what)
		return
	}
	if n*size > maxFillRun {
		p.errorf(col, "%s: %d bytes of a non-zero fill exceed %d", what, n*size, maxFillRun)
		return
	}
	b := make([]byte, 0, n*size)
	for i := int64(0); i < n; i++ {
		for j := int64(0); j < size; j++ {
			if j < 8 {
				b = append(b, byte(uint64(val)>>(8*j)))
			} else {
				b = append(b, 0)
			}
		}
	}
	p.emitBytes(b, col, what)
}

// dataValues handles .byte/.short/.long/.quad lists: integers, or for 4-
// and 8-byte values a symbol with an optional +/- addend.
func (p *parser) dataValues(args string, size int, col int, what string) {
	f := splitArgs(args)
	if len(f) == 0 {
		p.errorf(col, "%s wants at least one value", what)
		return
	}
	b := make([]byte, 0, len(f)*size)
	var relocs []DataReloc
	for _, s := range f {
		v, err := parseInt(s)
		if err != nil {
			sym, add, ok := symbolPlus(s)
			if !ok || size < 4 {
				want := "an integer"
				if size >= 4 {
					want = "an integer or SYMBOL[+-N]"
				}
				p.errorf(col, "%s: want %s, got %q", what, want, s)
				return
			}
			relocs = append(relocs, DataReloc{Offset: int64(len(b)), Size: size, Symbol: sym, Addend: add, Pos: p.pos(col)})
			v = 0
		} else if size < 8 {
			lo, hi := -(int64(1) << (8*size - 1)), int64(1)<<(8*size)-1
			if v < lo || v > hi {
				p.errorf(col, "%s: %d does not fit %d bytes (want [%d, %d])", what, v, size, lo, hi)
				return
			}
		}
		for j := 0; j < size; j++ {
			b = append(b, byte(uint64(v)>>(8*j)))
		}
	}
	off := p.sec.Size
	p.emitBytes(b, col, what)
	for _, r := range relocs {
		r.Offset += off
		p.sec.Relocs = append(p.sec.Relocs, r)
	}
}

// symbolPlus splits "sym", "sym+N" or "sym-N".
func symbolPlus(s string) (string, int64, bool) {
	i := 0
	for i < len(s) && (isLetter(s[i]) || s[i] == '.' || s[i] == '$' || i > 0 && s[i] >= '0' && s[i] <= '9') {
		i++
	}
	if i == 0 || s[0] >= '0' && s[0] <= '9' {
		return "", 0, false
	}
	sym, rest := s[:i], strings.TrimSpace(s[i:])
	if rest == "" {
		return sym, 0, true
	}
	if rest[0] != '+' && rest[0] != '-' {
		return "", 0, false
	}
	v, err := parseInt(strings.ReplaceAll(rest, " ", ""))
	if err != nil {
		return "", 0, false
	}
	return sym, v, true
}

// unquoteAsm decodes one assembler string literal: \n \t \r \0 \\ \" \ooo
// \xhh escapes.
func unquoteAsm(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return nil, fmt.Errorf("want one quoted string, got %q", s)
	}
	s = s[1 : len(s)-1]
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			return nil, fmt.Errorf("unescaped quote inside the string")
		}
		if c != '\\' {
			b = append(b, c)
			continue
		}
		i++
		if i >= len(s) {
			return nil, fmt.Errorf("string ends in a backslash")
		}
		switch e := s[i]; {
		case e == 'n':
			b = append(b, '\n')
		case e == 't':
			b = append(b, '\t')
		case e == 'r':
			b = append(b, '\r')
		case e == 'b':
			b = append(b, '\b')
		case e == 'f':
			b = append(b, '\f')
		case e == '\\' || e == '"' || e == '\'':
			b = append(b, e)
		case e == 'x' || e == 'X':
			j := i + 1
			for j < len(s) && j < i+3 && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
				j++
			}
			if j == i+1 {
				return nil, fmt.Errorf("\\x without hex digits")
			}
			v, _ := strconv.ParseUint(s[i+1:j], 16, 8)
			b = append(b, byte(v))
			i = j - 1
		case e >= '0' && e <= '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 16)
			if v > 255 {
				return nil, fmt.Errorf("octal escape \\%s exceeds a byte", s[i:j])
			}
			b = append(b, byte(v))
			i = j - 1
		default:
			return nil, fmt.Errorf("unknown escape \\%c", e)
		}
	}
	return b, nil
}

// dataSize records `.size SYM, N` for a data symbol.
func (p *parser) dataSize(sym, val string, col int) {
	d := p.file.Data
	if d == nil {
		return
	}
	s, ok := d.Symbols[sym]
	if !ok {
		return
	}
	n, err := parseInt(val)
	if err != nil {
		// An expression (.Lend-sym): valid assembler, not evaluated here;
		// the symbol's size is then the bytes up to the next symbol.
		return
	}
	if n < 0 || n > MaxDataBytes {
		p.errorf(col, ".size %s: want a size in bytes, 0 to %d, got %q", sym, int64(MaxDataBytes), val)
		return
	}
	s.Size, s.SizeSet = n, true
}

// finishData sizes the symbols without `.size` and checks the others and
// the relocations.
func (p *parser) finishData() {
	d := p.file.Data
	if d == nil {
		return
	}
	for _, sec := range d.Sections {
		for i, s := range sec.Symbols {
			if !s.SizeSet {
				end := sec.Size
				if i+1 < len(sec.Symbols) {
					end = sec.Symbols[i+1].Offset
				}
				s.Size = end - s.Offset
			}
			if s.Offset+s.Size > sec.Size {
				p.errs = append(p.errs, &Error{Pos: s.Pos, Msg: fmt.Sprintf(".size %s is %d bytes, but only %d bytes of %s follow it", s.Name, s.Size, sec.Size-s.Offset, sec.Name)})
			}
		}
		for _, r := range sec.Relocs {
			if _, ok := d.Symbols[r.Symbol]; !ok && p.file.Function(r.Symbol) == nil {
				p.errs = append(p.errs, &Error{Pos: r.Pos, Msg: fmt.Sprintf("%s refers to symbol %s, which this file does not define", sec.Name, r.Symbol)})
			}
		}
	}
}
