package asm

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/splitwcet/splitwcet/internal/diag"
)

// Pos is a position in an assembly file. Line and Col are 1-based; Col counts bytes.
type Pos struct {
	File string
	Line int
	Col  int
}

// Diagnostic is an error diagnostic msg at p.
func (p Pos) Diagnostic(msg string) diag.Diagnostic {
	return diag.Diagnostic{File: p.File, Line: p.Line, Col: p.Col, Msg: msg}
}

func (p Pos) String() string {
	s := p.File
	if s == "" {
		s = "<input>"
	}
	if p.Line > 0 {
		s += fmt.Sprintf(":%d", p.Line)
		if p.Col > 0 {
			s += fmt.Sprintf(":%d", p.Col)
		}
	}
	return s
}

// SrcLoc is a source position taken from a `.loc` directive: the HIP line that
// produced an instruction. File is empty when the assembly carries no line tables.
type SrcLoc struct {
	File string
	Line int
	Col  int
}

func (l SrcLoc) String() string {
	if l.Line == 0 {
		return ""
	}
	return fmt.Sprintf("%s:%d", l.File, l.Line)
}

// IsZero reports whether no `.loc` applied.
func (l SrcLoc) IsZero() bool { return l.Line == 0 }

// File is one parsed assembly file: its target and the functions (kernels and
// device functions) it defines, in source order.
type File struct {
	Name      string
	Target    string // e.g. "amdgcn-amd-amdhsa--gfx803"; empty when the file does not say
	Arch      Arch
	Functions []*Function
	Metadata  *Metadata // the `.amdgpu_metadata` YAML, nil when absent
	// Data is the file's program-scope data (data sections and their
	// symbols), nil when it has none.
	Data *Data
	// Directives lists directives the parser does not interpret, in order, so that
	// nothing in the input is silently lost.
	Directives []Directive
	// Bundle is the offload-bundle target the device code came from
	// (e.g. "hip-amdgcn-amd-amdhsa--gfx803"), empty for plain device assembly.
	Bundle string
}

// Kernels returns the functions that are kernels (have an `.amdhsa_kernel` block).
func (f *File) Kernels() []*Function {
	var ks []*Function
	for _, fn := range f.Functions {
		if fn.IsKernel {
			ks = append(ks, fn)
		}
	}
	return ks
}

// Function returns the function with the given symbol name, or nil.
func (f *File) Function(name string) *Function {
	for _, fn := range f.Functions {
		if fn.Name == name {
			return fn
		}
	}
	return nil
}

// Function is a kernel or device function: the code between its symbol label and
// its end (`.Lfunc_endN:` or `.size`).
type Function struct {
	Name     string
	Pos      Pos
	IsKernel bool
	// Items holds labels, block markers and instructions in source order.
	Items []Item
	// Instrs holds the instructions alone, in order; Items refer to the same values.
	Instrs []*Instruction
	// CodeLenInByte is the compiler's `; codeLenInByte = N` figure for this function,
	// or -1 when the file has none.
	CodeLenInByte int
	// Descriptor holds the `.amdhsa_kernel` block of a kernel, nil otherwise.
	Descriptor *KernelDescriptor
	// Meta is this kernel's entry in the file's `.amdgpu_metadata`, nil when absent.
	Meta *KernelMeta
	// Data is the file's program-scope data (File.Data), which the
	// function's code may address; nil when the file has none.
	Data *Data
	// Funcs is the file's functions (File.Functions, this one included),
	// which the function's code may call; not serialized.
	Funcs []*Function `json:"-"`
}

// CodeBytes is the function's size in the object file, the value of its
// symbol's st_size: the encoded instructions plus the padding `.p2align`
// inserts inside the function (LLVM aligns loop headers on gfx10, and
// Instruction.Offset counts that padding too).
func (fn *Function) CodeBytes() int {
	n := 0
	for _, in := range fn.Instrs {
		n = max(n, in.Offset+in.Size)
	}
	return n
}

// LLVMCodeLen is the code length as LLVM itself estimates it for its
// `; codeLenInByte = N` comment, which is not always the real size: see
// llvmEstimate. CodeBytes is the real size.
func (fn *Function) LLVMCodeLen(a Arch) int {
	n := 0
	for _, in := range fn.Instrs {
		n += llvmEstimate(a, in)
	}
	return n
}

// Item is one element of a function body: *Label, *BlockMark or *Instruction.
type Item interface{ item() }

// Label is a symbol definition inside a function, such as `.LBB0_3:`.
type Label struct {
	Name string
	Pos  Pos
	// Comment is the text after `;` on the label's line, e.g.
	// "=>This Inner Loop Header: Depth=1" or "%if.then".
	Comment string
	// LoopHeaderDepth is N from LLVM's "=>This Inner Loop Header: Depth=N" or
	// "=>This Loop Header: Depth=N", else 0.
	LoopHeaderDepth int
}

// BlockMark is LLVM's comment for a basic block without a label: `; %bb.N:`.
type BlockMark struct {
	Name string // "%bb.N"
	Pos  Pos
	// LoopHeaderDepth is N when the marker line also says "=>This Inner Loop Header: Depth=N".
	LoopHeaderDepth int
}

func (*Label) item()       {}
func (*BlockMark) item()   {}
func (*Instruction) item() {}

// Instruction is one machine instruction with typed operands. The record
// is compact (144 bytes; a large kernel keeps hundreds of thousands): the
// suffix is read off the mnemonic, the position is a line and column (the
// file's name shared), and the source position is shared by the
// instructions one `.loc` covers; the methods Suffix, Pos and Src read them.
type Instruction struct {
	// Mnemonic is the opcode as written, e.g. "v_add_u32_e32".
	Mnemonic string
	// Op is the mnemonic without its encoding suffix (_e32, _e64, _dpp, _sdwa).
	Op       string
	Operands []Operand
	// Modifiers are the trailing modifiers, in order.
	Modifiers []Modifier
	// Size is the encoded size in bytes (4 or 8, plus 4 for a 32-bit literal).
	Size int
	// Offset is the byte offset of the instruction from the function start,
	// including alignment padding requested by `.p2align` inside the function.
	Offset int
	// Text is the instruction as written, without comment or surrounding space.
	Text string
	file *string // Pos().File
	src  *SrcLoc // Src(); nil when no `.loc` applies
	// line and col are Pos().Line and Pos().Col.
	line, col int32
	Enc       Encoding
	// InlineAsm is set for instructions between `;;#ASMSTART` and `;;#ASMEND`.
	InlineAsm bool
}

// Suffix is the mnemonic's encoding suffix: "", "_e32", "_e64", "_dpp" or "_sdwa".
func (in *Instruction) Suffix() string {
	if !strings.HasPrefix(in.Mnemonic, in.Op) {
		return ""
	}
	return in.Mnemonic[len(in.Op):]
}

// Pos is where the instruction is written.
func (in *Instruction) Pos() Pos {
	p := Pos{Line: int(in.line), Col: int(in.col)}
	if in.file != nil {
		p.File = *in.file
	}
	return p
}

// SetPos sets Pos, for instructions built outside a parse (tests, generators).
func (in *Instruction) SetPos(p Pos) {
	in.file, in.line, in.col = &p.File, int32(p.Line), int32(p.Col)
}

// Src is the source position a `.loc` directive gave the instruction: the
// HIP line that produced it; zero when none applies.
func (in *Instruction) Src() SrcLoc {
	if in.src == nil {
		return SrcLoc{}
	}
	return *in.src
}

// SetSrc sets Src, for instructions built outside a parse.
func (in *Instruction) SetSrc(l SrcLoc) {
	in.src = nil
	if l != (SrcLoc{}) {
		in.src = &l
	}
}

func (in *Instruction) String() string { return in.Text }

// Modifier is a trailing instruction modifier: `offset:16`, `glc`, `row_shr:1`.
type Modifier struct {
	Name  string
	Value string // empty for flags like glc
}

// Modifier returns the value of the named modifier and whether it is present.
func (in *Instruction) Modifier(name string) (string, bool) {
	for _, m := range in.Modifiers {
		if m.Name == name {
			return m.Value, true
		}
	}
	return "", false
}

// IsBranch reports whether the instruction is a branch with a label target
// (s_branch or any s_cbranch_*).
func (in *Instruction) IsBranch() bool {
	return in.Op == "s_branch" || strings.HasPrefix(in.Op, "s_cbranch_")
}

// BranchTarget returns the label a branch jumps to, or "" when it is not a
// direct branch.
func (in *Instruction) BranchTarget() string {
	if !in.IsBranch() || len(in.Operands) == 0 {
		return ""
	}
	o := in.Operands[len(in.Operands)-1]
	if o.Kind == OpExpr {
		return o.Expr()
	}
	return ""
}

// Directive is an assembler directive the parser keeps but does not interpret.
type Directive struct {
	Name string // with the dot, e.g. ".p2align"
	Args string
	Pos  Pos
}

// CodeHash identifies the function's code: "sha256:" and the hex SHA-256 of
// its canonical text, which is the line "splitwcet-code 1", the line
// "arch " and the target processor, then one line per item of the body in
// source order: "label NAME" for a label, "block NAME" for a block marker
// (`; %bb.N:`) and "instr TEXT" for an instruction, TEXT being its text as
// written (no comment) with each run of white space made one space. Lines
// end in "\n". Comments, directives, the metadata and the source positions
// do not count, so the same code in a reformatted or recompiled file keeps
// its hash; a changed instruction, operand, label or target changes it.
// Traces record it (docs/trace-format.md, preamble key code).
func (fn *Function) CodeHash(a Arch) string {
	h := sha256.New()
	var buf []byte // one line, written at once (no allocation per instruction)
	line := func(kind, s string) {
		buf = append(append(append(buf[:0], kind...), ' '), s...)
		h.Write(append(buf, '\n'))
	}
	h.Write([]byte("splitwcet-code 1\n"))
	line("arch", a.Name)
	for _, it := range fn.Items {
		switch it := it.(type) {
		case *Label:
			line("label", it.Name)
		case *BlockMark:
			line("block", it.Name)
		case *Instruction:
			buf = appendFields(append(buf[:0], "instr "...), it.Text)
			h.Write(append(buf, '\n'))
		}
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// appendFields appends s's fields (strings.Fields) joined by single
// spaces: an instruction's text, ASCII after the parser's checks, is
// split here; other text takes strings.Fields itself.
func appendFields(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return append(buf, strings.Join(strings.Fields(s), " ")...)
		}
	}
	first := true
	for i := 0; i < len(s); {
		for i < len(s) && asciiSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !asciiSpace(s[j]) {
			j++
		}
		if j > i {
			if !first {
				buf = append(buf, ' ')
			}
			buf, first = append(buf, s[i:j]...), false
		}
		i = j
	}
	return buf
}

// asciiSpace is unicode.IsSpace on ASCII.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}
