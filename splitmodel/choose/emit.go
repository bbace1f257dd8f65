package choose

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// The instructions that set and clear the split bit, MODE bit 21 (thesis
// 4.5.2, model.md §2).
const (
	SetMark   = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1"
	ClearMark = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0"
)

// HIP statements that set and clear the bit (examples/synthetic_split).
const (
	HIPSet   = `__asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");`
	HIPClear = `__asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");`
)

const markComment = " ; splitwcet choose"

// Emitted is a kernel rewritten with a marking.
type Emitted struct {
	Text []byte
	// Inserted counts the instructions added: one SetMark per marked
	// branch, one ClearMark per distinct successor block.
	Inserted int
	// Removed are the kernel's own MODE bit 21 writes that were dropped;
	// Replaced those turned into a ClearMark because they were their
	// block's only instructions (dropping them would merge blocks).
	Removed, Replaced []*asm.Instruction
}

// split21 reports whether in writes MODE bit 21, and whether it writes
// other bits of a hardware register too.
func split21(in *asm.Instruction) (writes, others bool) {
	if in.Op != "s_setreg_imm32_b32" && in.Op != "s_setreg_b32" || len(in.Operands) < 1 {
		return false, false
	}
	h := in.Operands[0]
	if h.Kind != asm.OpHwReg || h.HwReg().ID != "HW_REG_MODE" {
		return false, false
	}
	if 21 < h.HwReg().Offset || 21 >= h.HwReg().Offset+h.HwReg().Size {
		return false, false
	}
	return true, h.HwReg().Size != 1
}

// Emit returns src, the assembly g was built from, with exactly the given
// exec-skip branches split-marked: SetMark right before each marked
// branch (so MODE bit 21 is set when the s_cbranch_exec* executes) and
// ClearMark as the first instruction of each of its two successors (but
// one that ends the kernel: no branch can follow there); every
// other write of MODE bit 21 in the kernel is removed, so cfg's split
// marking of the result has exactly the marked branches SplitOn. The edit
// is by line: instructions keep their text, labels, .loc lines and
// comments stay. The kernel's `; codeLenInByte` comment is updated by the
// bytes inserted and removed.
//
// Errors: a branch that is not an if-type exec-skip branch of g, a MODE
// write that also sets bits other than 21 (it cannot be dropped), or an
// instruction sharing its line with another.
func Emit(src []byte, g *cfg.Graph, marks []*cfg.Branch) (*Emitted, error) {
	e := newEdit(src, g.Func)
	if err := e.mark(g, marks); err != nil {
		return nil, err
	}
	if err := e.dropWrites(g); err != nil {
		return nil, err
	}
	fn, em := g.Func, e.em
	var out strings.Builder
	out.Grow(len(src) + 80*e.em.Inserted)
	for i, line := range e.lines {
		l := i + 1
		eol := "\n"
		if strings.HasSuffix(line, "\r\n") {
			eol = "\r\n"
		}
		if e.clears[l] {
			out.WriteString("\t" + ClearMark + markComment + ": split bit off" + eol)
		}
		if e.sets[l] {
			out.WriteString("\t" + SetMark + markComment + ": split at the next branch" + eol)
		}
		switch {
		case e.drop[l]:
			continue
		case e.replace[l]:
			out.WriteString("\t" + ClearMark + markComment + ": was " + strings.TrimSpace(strings.TrimRight(line, "\r\n")) + eol)
			continue
		}
		out.WriteString(line)
	}
	text := out.String()
	if fn.CodeLenInByte >= 0 && len(fn.Instrs) > 0 {
		text = fixCodeLen(text, fn, g.Arch, em.Inserted-len(em.Removed))
	}
	em.Text = []byte(text)
	return em, nil
}

// edit is Emit's line edit of a kernel's source: the lines to insert a
// SetMark or ClearMark before, to drop and to replace by a ClearMark.
type edit struct {
	fn      *asm.Function
	lines   []string
	perLine map[int]int // instructions per line
	sets    map[int]bool
	clears  map[int]bool
	drop    map[int]bool
	replace map[int]bool
	em      *Emitted
}

func newEdit(src []byte, fn *asm.Function) *edit {
	lines := strings.SplitAfter(string(src), "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	e := &edit{fn: fn, lines: lines, perLine: map[int]int{}, sets: map[int]bool{}, clears: map[int]bool{},
		drop: map[int]bool{}, replace: map[int]bool{}, em: &Emitted{}}
	for _, in := range fn.Instrs {
		e.perLine[in.Pos().Line]++
	}
	return e
}

// at checks that in's line holds in alone, as the CFG was built from it.
func (e *edit) at(in *asm.Instruction) error {
	l := in.Pos().Line
	if l < 1 || l > len(e.lines) {
		return fmt.Errorf("%s: instruction %q has no line in the source given (%d lines): emit needs the text the CFG was built from", in.Pos(), in.Text, len(e.lines))
	}
	if e.perLine[l] != 1 {
		return fmt.Errorf("%s: %d instructions share the line; emit edits whole lines", in.Pos(), e.perLine[l])
	}
	if !strings.Contains(e.lines[l-1], strings.Fields(in.Text)[0]) {
		return fmt.Errorf("%s: line %d does not hold %q: emit needs the text the CFG was built from", e.fn.Pos.File, l, in.Text)
	}
	return nil
}

// mark sets the split bit before each marked branch and clears it at the
// start of its successors (but one that ends the kernel).
func (e *edit) mark(g *cfg.Graph, marks []*cfg.Branch) error {
	inBlock := map[*cfg.Branch]bool{}
	for _, br := range g.Branches {
		inBlock[br] = true
	}
	marked := map[*cfg.Branch]bool{}
	for _, br := range marks {
		if !inBlock[br] {
			return fmt.Errorf("choose: emit: branch %v is not a branch of %s", br.Instr.Pos(), e.fn.Name)
		}
		if br.Class != cfg.ExecSkip {
			return fmt.Errorf("%s: %s is not an exec-skip branch: only s_cbranch_execz/execnz can split", br.Instr.Pos(), br.Instr.Text)
		}
		if why := notIfType(br); why != "" {
			return fmt.Errorf("%s: %s in %s is a %s, not a candidate for splitting", br.Instr.Pos(), br.Instr.Text, br.Block.Name, why)
		}
		if marked[br] {
			continue
		}
		marked[br] = true
		if err := e.at(br.Instr); err != nil {
			return err
		}
		e.sets[br.Instr.Pos().Line] = true
		e.em.Inserted++
		for _, ed := range []*cfg.Edge{br.Taken, br.NotTaken} {
			if !needsClear(ed.To) {
				continue
			}
			first := ed.To.Instrs[0]
			if err := e.at(first); err != nil {
				return err
			}
			if !e.clears[first.Pos().Line] {
				e.clears[first.Pos().Line] = true
				e.em.Inserted++
			}
		}
	}
	return nil
}

// dropWrites removes the kernel's own bit-21 writes, except a block's only
// instructions, which become clears.
func (e *edit) dropWrites(g *cfg.Graph) error {
	for _, b := range g.Blocks {
		var ws []*asm.Instruction
		for _, in := range b.Instrs {
			w, others := split21(in)
			if !w {
				continue
			}
			if others {
				return fmt.Errorf("%s: %s writes MODE bits besides bit 21: the marking cannot be changed by dropping it; set bit 21 alone (hwreg(HW_REG_MODE, 21, 1))", in.Pos(), in.Text)
			}
			if err := e.at(in); err != nil {
				return err
			}
			ws = append(ws, in)
		}
		for i, in := range ws {
			if i == 0 && len(ws) == len(b.Instrs) {
				e.replace[in.Pos().Line] = true
				e.em.Replaced = append(e.em.Replaced, in)
				continue
			}
			e.drop[in.Pos().Line] = true
			e.em.Removed = append(e.em.Removed, in)
		}
	}
	return nil
}

// needsClear reports whether a marked branch's successor must clear the
// bit: not when it ends the kernel (no branch can follow; a clear there
// would also part a join IPT from the end IPT on s_endpgm).
func needsClear(b *cfg.Block) bool { return len(b.Succs) > 0 }

var codeLenRE = regexp.MustCompile(`(;\s*codeLenInByte\s*=\s*)(\d+)`)

// fixCodeLen updates the function's `; codeLenInByte = N` comment (the
// first with its N after its last instruction, whose line moved by
// shift) by the change of LLVM's size estimate (asm.Function.LLVMCodeLen)
// between the original and the rewritten text. It leaves the text alone
// when the rewritten text does not parse (the caller's check reports it).
func fixCodeLen(text string, fn *asm.Function, arch asm.Arch, shift int) string {
	f, err := kernel.Parse(fn.Pos.File, []byte(text), asm.Options{Arch: arch})
	if err != nil {
		return text
	}
	nf := f.Function(fn.Name)
	if nf == nil {
		return text
	}
	delta := nf.LLVMCodeLen(arch) - fn.LLVMCodeLen(arch)
	if delta == 0 {
		return text
	}
	lines := strings.SplitAfter(text, "\n")
	from := max(0, min(fn.Instrs[len(fn.Instrs)-1].Pos().Line-1+shift, len(lines)))
	want := strconv.Itoa(fn.CodeLenInByte)
	for i := from; i < len(lines); i++ {
		m := codeLenRE.FindStringSubmatchIndex(lines[i])
		if m == nil || lines[i][m[4]:m[5]] != want {
			continue
		}
		lines[i] = lines[i][:m[4]] + strconv.Itoa(fn.CodeLenInByte+delta) + lines[i][m[5]:]
		break
	}
	return strings.Join(lines, "")
}

// CheckEmitted verifies an emitted kernel against the original: the same
// blocks (names; LLVM-less "bb@offset" names may differ) with the same
// edges, the same instructions apart from the MODE bit 21 writes Emit
// inserted, dropped and replaced, and the split marking: every branch
// whose original is in marks is SplitOn, every other branch SplitOff, with
// no warning about the marking.
func CheckEmitted(orig, emitted *cfg.Graph, marks []*cfg.Branch, em *Emitted) error {
	if len(orig.Blocks) != len(emitted.Blocks) {
		return fmt.Errorf("choose: emitted kernel has %d blocks, the original %d", len(emitted.Blocks), len(orig.Blocks))
	}
	marked := map[*cfg.Block]bool{}
	succ := map[*cfg.Block]bool{}
	for _, br := range marks {
		marked[br.Block] = true
		for _, e := range []*cfg.Edge{br.Taken, br.NotTaken} {
			if needsClear(e.To) {
				succ[e.To] = true
			}
		}
	}
	dropped := map[*asm.Instruction]bool{}
	replaced := map[*asm.Instruction]bool{}
	if em != nil {
		for _, in := range em.Removed {
			dropped[in] = true
		}
		for _, in := range em.Replaced {
			replaced[in] = true
		}
	}
	for i, b := range orig.Blocks {
		e := emitted.Blocks[i]
		if b.Name != e.Name && !(strings.HasPrefix(b.Name, "bb@") && strings.HasPrefix(e.Name, "bb@")) {
			return fmt.Errorf("choose: emitted block %d is %s, the original's %s", i, e.Name, b.Name)
		}
		if len(b.Succs) != len(e.Succs) {
			return fmt.Errorf("choose: emitted block %s has %d successors, the original %d", e.Name, len(e.Succs), len(b.Succs))
		}
		for k := range b.Succs {
			x, y := b.Succs[k], e.Succs[k]
			if x.To.ID != y.To.ID || x.Kind != y.Kind || x.Back != y.Back {
				return fmt.Errorf("choose: emitted edge %s differs from the original %s", y, x)
			}
		}
		var want []string
		if succ[b] {
			want = append(want, ClearMark)
		}
		for _, in := range b.Instrs {
			switch {
			case dropped[in]:
				continue
			case replaced[in]:
				want = append(want, ClearMark)
				continue
			}
			if marked[b] && in == b.Last() {
				want = append(want, SetMark)
			}
			want = append(want, in.Text)
		}
		if len(want) != len(e.Instrs) {
			return fmt.Errorf("choose: emitted block %s has %d instructions, want %d", e.Name, len(e.Instrs), len(want))
		}
		for k, in := range e.Instrs {
			if norm(in.Text) != norm(want[k]) {
				return fmt.Errorf("%s: emitted block %s instruction %d is %q, want %q", in.Pos(), e.Name, k, in.Text, want[k])
			}
		}
	}
	for _, br := range emitted.Branches {
		want := cfg.SplitOff
		if marked[orig.Blocks[br.Block.ID]] {
			want = cfg.SplitOn
		}
		if br.Split != want {
			return fmt.Errorf("%s: the emitted branch %s in %s has split marking %v, want %v", br.Instr.Pos(), br.Instr.Text, br.Block.Name, br.Split, want)
		}
	}
	for _, w := range emitted.Warnings {
		if strings.Contains(w.Msg, "MODE bit 21") || strings.Contains(w.Msg, "split marking") {
			return fmt.Errorf("%s: emitted kernel: %s", w.Pos, w.Msg)
		}
	}
	return nil
}

func norm(s string) string { return strings.Join(strings.Fields(s), " ") }
