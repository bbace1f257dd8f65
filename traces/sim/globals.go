package sim

import (
	"encoding/binary"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Program-scope data: the code object's data sections (.data, .bss,
// .rodata, ...) are loaded at fixed addresses above the code, each section
// at a page boundary with an unmapped guard page after it, in file order;
// a global offset table (GOT) follows when the code loads addresses
// through @gotpcrel32. The addresses are fixed when the kernel is decoded,
// so `sym@rel32@lo+4` operands become constants (docs/simulator.md).

// dataBase is where the first data section is loaded: 256 MiB above the
// code (codeBase), far from anything else.
const dataBase = codeBase + 0x1000_0000

// dataLayout places a file's data sections.
type dataLayout struct {
	data    *asm.Data
	bases   []uint64 // per section
	gotBase uint64
	got     map[string]int // symbol → GOT slot
	gotSyms []string       // slot order
	// gotAddrs are the addresses the slots hold (data symbols and
	// functions of the image).
	gotAddrs []uint64
}

// newDataLayout places the sections of d (nil: none).
func newDataLayout(d *asm.Data) *dataLayout {
	l := &dataLayout{data: d, got: map[string]int{}}
	next := uint64(dataBase)
	if d != nil {
		for _, s := range d.Sections {
			l.bases = append(l.bases, next)
			next += uint64(pageRound(int(s.Size))) + PageSize
		}
	}
	l.gotBase = next
	return l
}

// addr is the address of a data symbol.
func (l *dataLayout) addr(sym string) (uint64, bool) {
	if l == nil || l.data == nil {
		return 0, false
	}
	s, ok := l.data.Symbols[sym]
	if !ok {
		return 0, false
	}
	for i, sec := range l.data.Sections {
		if sec == s.Section {
			return l.bases[i] + uint64(s.Offset), true
		}
	}
	return 0, false
}

// gotSlot is the address of sym's GOT entry, which holds addr,
// allocating it.
func (l *dataLayout) gotSlot(sym string, addr uint64) uint64 {
	i, ok := l.got[sym]
	if !ok {
		i = len(l.gotSyms)
		l.got[sym] = i
		l.gotSyms = append(l.gotSyms, sym)
		l.gotAddrs = append(l.gotAddrs, addr)
	}
	return l.gotBase + 8*uint64(i)
}

// bytes is the data size the layout maps (sections and GOT, whole pages).
func (l *dataLayout) bytes() int64 {
	var n int64
	if l == nil {
		return 0
	}
	if l.data != nil {
		for _, s := range l.data.Sections {
			n += int64(pageRound(int(s.Size)))
		}
	}
	if len(l.gotSyms) > 0 {
		n += int64(pageRound(8 * len(l.gotSyms)))
	}
	return n
}

// relocRE matches a relocated symbol operand: SYM@rel32@lo+4,
// SYM@gotpcrel32@hi+12, SYM@abs32@lo (optionally with an addend).
var relocRE = regexp.MustCompile(`^([A-Za-z_.$][A-Za-z0-9_.$]*)@(rel32|gotpcrel32|gotpcrel|abs32)@(lo|hi)([+-](?:0x[0-9a-fA-F]+|[0-9]+))?$`)

// resolveRelocs replaces relocated data-symbol operands of the program's
// instructions by the constants the linker and loader would produce. An
// instruction with such an operand gets its own copy of the parsed
// instruction (the asm.File is not changed). Symbols that are not data
// (functions) are left for the opcode's decoder.
func (p *Program) resolveRelocs() {
	for _, in := range p.Instrs {
		copied := false
		for i, o := range in.Operands {
			if o.Kind != asm.OpExpr {
				continue
			}
			m := relocRE.FindStringSubmatch(o.Expr())
			if m == nil {
				continue
			}
			sym, kind, half := m[1], m[2], m[3]
			var add int64
			if m[4] != "" {
				add, _ = strconv.ParseInt(m[4], 0, 64) // the pattern admits only numbers
			}
			s, ok := p.data.addr(sym)
			if !ok {
				if s, ok = p.codeAddr(sym); !ok {
					continue // named nothing: loadCallees reported it
				}
			}
			// The relocated field is the 32-bit literal after the
			// instruction's first dword.
			field := in.Addr + 4
			var v uint64
			switch kind {
			case "rel32":
				v = s + uint64(add) - field
			case "gotpcrel32", "gotpcrel":
				v = p.data.gotSlot(sym, s) + uint64(add) - field
			case "abs32":
				v = s + uint64(add)
			}
			if half == "hi" {
				v >>= 32
			}
			if !copied {
				cp := *in.Instruction
				cp.Operands = append([]asm.Operand(nil), in.Operands...)
				in.Instruction = &cp
				copied = true
			}
			in.Operands[i] = asm.Operand{Kind: asm.OpInt, Int: int64(uint32(v)), Text: o.Text}
		}
	}
}

// Global is a workload's setting for one program-scope variable.
type Global struct {
	Name string // its symbol
	// Data replaces the variable's initial bytes (nil: keep the file's);
	// its length must be the symbol's size.
	Data   []byte
	Elem   string // element type, for dumps
	Output bool   // dump it after the run
}

// loadData maps the data sections and the GOT and applies the workload's
// global settings.
func (m *Machine) loadData() error {
	p, l := m.Prog, m.Prog.data
	if l == nil {
		l = newDataLayout(nil)
	}
	d := l.data
	if d != nil {
		for i, s := range d.Sections {
			r := m.Mem.AllocAt(s.Name, l.bases[i], int(s.Size))
			for _, run := range s.Init {
				copy(r.Data[run.Offset:], run.Bytes)
			}
			for _, rel := range s.Relocs {
				a, ok := l.addr(rel.Symbol)
				if !ok {
					// A function's address: the function's place in the
					// image when the code calls it (calls.go), else the
					// code object's base (the code is not in memory).
					if a, ok = p.codeAddr(rel.Symbol); !ok {
						a = codeBase
					}
				}
				a += uint64(rel.Addend)
				if rel.Size == 8 {
					binary.LittleEndian.PutUint64(r.Data[rel.Offset:], a)
				} else {
					binary.LittleEndian.PutUint32(r.Data[rel.Offset:], uint32(a))
				}
			}
			for _, sym := range s.Symbols {
				r.symbols = append(r.symbols, regionSymbol{name: sym.Name, off: int(sym.Offset), size: int(sym.Size)})
			}
			m.sections = append(m.sections, r)
		}
	}
	if len(l.gotSyms) > 0 {
		r := m.Mem.AllocAt("global offset table", l.gotBase, 8*len(l.gotSyms))
		r.ReadOnly = true
		for i, a := range l.gotAddrs {
			binary.LittleEndian.PutUint64(r.Data[8*i:], a)
		}
	}
	for _, g := range m.Launch.Globals {
		r, off, size, err := m.global(g.Name)
		if err != nil {
			return err
		}
		if g.Data != nil {
			if len(g.Data) != size {
				return fmt.Errorf("sim: kernel %s: global %s is %d bytes, the workload gives %d", p.Name, g.Name, size, len(g.Data))
			}
			copy(r.Data[off:], g.Data)
		}
	}
	return nil
}

// global finds a program-scope variable by symbol.
func (m *Machine) global(name string) (*Region, int, int, error) {
	var d *asm.Data
	if m.Prog.data != nil {
		d = m.Prog.data.data
	}
	if d != nil {
		if s, ok := d.Symbols[name]; ok {
			for i, sec := range d.Sections {
				if sec == s.Section {
					return m.sections[i], int(s.Offset), int(s.Size), nil
				}
			}
		}
	}
	return nil, 0, 0, fmt.Errorf("sim: kernel %s: no program-scope variable %s (the file defines: %s)", m.Prog.Name, name, globalNames(d))
}

func globalNames(d *asm.Data) string {
	ns := GlobalNames(d)
	if len(ns) == 0 {
		return "none"
	}
	return strings.Join(ns, ", ")
}

// GlobalNames lists the program-scope variables a workload can name in d
// (nil: none): its data symbols without the assembler's local .L labels,
// sorted.
func GlobalNames(d *asm.Data) []string {
	if d == nil {
		return nil
	}
	var ns []string
	for _, n := range d.Names() {
		if !strings.HasPrefix(n, ".L") {
			ns = append(ns, n)
		}
	}
	sort.Strings(ns)
	return ns
}

// GlobalAddr returns the address of a data symbol of the program.
func (p *Program) GlobalAddr(sym string) (uint64, bool) { return p.data.addr(sym) }
