package render

import (
	"encoding/json"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// SchemaVersion is the value of Document.Schema. It changes only when a field
// is removed, renamed or changes meaning; adding fields keeps it. 2: "file"
// is "assembly", "source" is "src", "provenance" and "kernel_demangled".
const SchemaVersion = 2

// Document is the top-level JSON object: one assembly file and the CFGs of
// the kernels rendered from it. docs/cfg-json.md documents every field.
type Document struct {
	Schema int `json:"schema"`
	// Provenance is set by the command line: a *kernel.Provenance
	// (splitmodel/kernel, which this package cannot import).
	Provenance any      `json:"provenance,omitempty"`
	Assembly   string   `json:"assembly"`
	Arch       string   `json:"arch"`
	Kernels    []Kernel `json:"kernels"`
}

// Kernel is the CFG of one function (a kernel, or a device function).
type Kernel struct {
	Kernel          string `json:"kernel"`
	KernelDemangled string `json:"kernel_demangled"`
	// Kind is "kernel" or "function" (a device function without .amdhsa_kernel).
	Kind string `json:"kind"`
	// Line is the line of the function's symbol label in the assembly.
	Line int `json:"line"`
	// CodeBytes is the real encoded size of the function.
	CodeBytes int `json:"code_bytes"`
	// LLVMCodeLen is the compiler's "; codeLenInByte = N" figure, nil when the
	// file has none. LLVM over-estimates some instructions, so it can exceed
	// CodeBytes.
	LLVMCodeLen *int          `json:"llvm_code_len"`
	Entry       string        `json:"entry"`
	Exits       []string      `json:"exits"`
	Blocks      []BlockJSON   `json:"blocks"`
	Edges       []EdgeJSON    `json:"edges"`
	Loops       []LoopJSON    `json:"loops"`
	Branches    []BranchJSON  `json:"branches"`
	Calls       []CallJSON    `json:"calls"`
	Warnings    []WarningJSON `json:"warnings"`
}

// BlockJSON is a basic block.
type BlockJSON struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
	// FirstLine is the assembly line where the block starts (its label or
	// marker, else its first instruction); LastLine the line of its last
	// instruction (FirstLine for an empty block).
	FirstLine int `json:"first_line"`
	LastLine  int `json:"last_line"`
	// Offset is the byte offset of the first instruction from the function
	// start, nil for an empty block.
	Offset *int `json:"offset"`
	// Src lists the distinct "file:line" HIP positions (from .loc) of the
	// block's instructions, sorted by file then line; empty without line tables.
	Src    []string `json:"src"`
	Instrs int      `json:"instrs"`
	Bytes  int      `json:"bytes"`
	// Loop is the ID of the innermost loop containing the block, nil outside loops.
	Loop      *int `json:"loop"`
	LoopDepth int  `json:"loop_depth"`
	// Split is MODE bit 21 at block entry: "off", "on", "mixed" or "unknown".
	Split string `json:"split"`
	// Idom and Ipdom name the immediate dominator and post-dominator, nil for
	// the entry and for exits (or when only the virtual exit post-dominates).
	Idom  *string `json:"idom"`
	Ipdom *string `json:"ipdom"`
	// Instructions is present only when Options.Instructions is set.
	Instructions []InstrJSON `json:"instructions,omitempty"`
}

// InstrJSON is one instruction (only with Options.Instructions).
type InstrJSON struct {
	Line   int    `json:"line"`
	Offset int    `json:"offset"`
	Size   int    `json:"size"`
	Text   string `json:"text"`
	// Src is the "file:line" HIP position, omitted when unknown.
	Src string `json:"src,omitempty"`
	// InlineAsm is set for instructions from inline assembly.
	InlineAsm bool `json:"inline_asm,omitempty"`
}

// EdgeJSON is a control-flow edge.
type EdgeJSON struct {
	ID   int    `json:"id"`
	From string `json:"from"`
	To   string `json:"to"`
	// Kind is "fallthrough", "jump", "taken" or "not-taken".
	Kind string `json:"kind"`
	// Back is set when the edge closes a loop (To dominates From).
	Back bool `json:"back"`
}

// LoopJSON is a natural loop.
type LoopJSON struct {
	ID     int    `json:"id"`
	Header string `json:"header"`
	Depth  int    `json:"depth"`
	// Parent is the ID of the enclosing loop, nil for an outermost loop.
	Parent   *int     `json:"parent"`
	Children []int    `json:"children"`
	Latches  []string `json:"latches"`
	// Blocks lists every block of the loop, nested loops' blocks included,
	// header first.
	Blocks []string `json:"blocks"`
	// Exits are the IDs of the edges leaving the loop.
	Exits []int `json:"exits"`
}

// BranchJSON is a conditional branch.
type BranchJSON struct {
	Block string `json:"block"`
	Line  int    `json:"line"`
	Instr string `json:"instr"`
	// Cond is the condition of the mnemonic: "execz", "execnz", "scc0", ...
	Cond string `json:"cond"`
	// Class is "exec-skip" or "uniform".
	Class        string `json:"class"`
	Taken        string `json:"taken"`
	NotTaken     string `json:"not_taken"`
	TakenEdge    int    `json:"taken_edge"`
	NotTakenEdge int    `json:"not_taken_edge"`
	// Join is the reconvergence block of an exec-skip branch, nil for uniform
	// branches and when none was found.
	Join *string `json:"join"`
	// Split is MODE bit 21 when the branch executes.
	Split    string `json:"split"`
	LoopBack bool   `json:"loop_back"`
}

// CallJSON is a call site (s_swappc_b64).
type CallJSON struct {
	Block string `json:"block"`
	Line  int    `json:"line"`
	// Callee is the called symbol, nil when it could not be determined.
	Callee *string `json:"callee"`
}

// WarningJSON is a non-fatal finding.
type WarningJSON struct {
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// Options select optional content.
type Options struct {
	// Instructions adds every block's instructions to the JSON.
	Instructions bool
	// Provenance is the JSON's Document.Provenance.
	Provenance any
}

// Build returns the JSON form of g without instructions.
func Build(g *cfg.Graph) Kernel { return Options{}.Build(g) }

// NewDocument wraps kernels rendered from one file.
func NewDocument(file string, arch asm.Arch, kernels ...Kernel) Document {
	if kernels == nil {
		kernels = []Kernel{}
	}
	return Document{Schema: SchemaVersion, Assembly: file, Arch: arch.Name, Kernels: kernels}
}

// Build returns the JSON form of g.
func (o Options) Build(g *cfg.Graph) Kernel {
	k := Kernel{
		Kernel:          g.Func.Name,
		KernelDemangled: asm.Demangled(g.Func.Name),
		Kind:            "function",
		Line:            g.Func.Pos.Line,
		CodeBytes:       g.CodeBytes(),
		Exits:           []string{},
		Blocks:          []BlockJSON{},
		Edges:           []EdgeJSON{},
		Loops:           []LoopJSON{},
		Branches:        []BranchJSON{},
		Calls:           []CallJSON{},
		Warnings:        []WarningJSON{},
	}
	if g.Func.IsKernel {
		k.Kind = "kernel"
	}
	if g.Func.CodeLenInByte >= 0 {
		k.LLVMCodeLen = intp(g.Func.CodeLenInByte)
	}
	if len(g.Blocks) > 0 {
		k.Entry = g.Blocks[0].Name
	}
	for _, b := range g.Exits {
		k.Exits = append(k.Exits, b.Name)
	}
	for _, b := range g.Blocks {
		first, last := blockLines(b)
		bj := BlockJSON{
			ID:        b.ID,
			Name:      b.Name,
			FirstLine: first,
			LastLine:  last,
			Src:       sourceLines(b),
			Instrs:    len(b.Instrs),
			Bytes:     b.Bytes(),
			LoopDepth: b.LoopDepth(),
			Split:     b.Split.String(),
			Idom:      blockName(g.Idom(b)),
			Ipdom:     blockName(g.Ipdom(b)),
		}
		if len(b.Instrs) > 0 {
			bj.Offset = intp(b.Instrs[0].Offset)
		}
		if b.Loop != nil {
			bj.Loop = intp(b.Loop.ID)
		}
		if o.Instructions {
			bj.Instructions = []InstrJSON{}
			for _, in := range b.Instrs {
				bj.Instructions = append(bj.Instructions, InstrJSON{
					Line: in.Pos().Line, Offset: in.Offset, Size: in.Size, Text: in.Text,
					Src: in.Src().String(), InlineAsm: in.InlineAsm,
				})
			}
		}
		k.Blocks = append(k.Blocks, bj)
	}
	for _, e := range g.Edges {
		k.Edges = append(k.Edges, EdgeJSON{ID: e.ID, From: e.From.Name, To: e.To.Name, Kind: e.Kind.String(), Back: e.Back})
	}
	for _, l := range g.Loops {
		lj := LoopJSON{
			ID: l.ID, Header: l.Header.Name, Depth: l.Depth,
			Children: []int{}, Latches: names(l.Latches), Blocks: names(l.Blocks), Exits: []int{},
		}
		if l.Parent != nil {
			lj.Parent = intp(l.Parent.ID)
		}
		for _, c := range l.Children {
			lj.Children = append(lj.Children, c.ID)
		}
		for _, e := range l.Exits {
			lj.Exits = append(lj.Exits, e.ID)
		}
		k.Loops = append(k.Loops, lj)
	}
	for _, br := range g.Branches {
		k.Branches = append(k.Branches, BranchJSON{
			Block: br.Block.Name, Line: br.Instr.Pos().Line, Instr: br.Instr.Text,
			Cond: br.Cond, Class: br.Class.String(),
			Taken: br.Taken.To.Name, NotTaken: br.NotTaken.To.Name,
			TakenEdge: br.Taken.ID, NotTakenEdge: br.NotTaken.ID,
			Join: blockName(br.Join), Split: br.Split.String(), LoopBack: br.LoopBack,
		})
	}
	for _, c := range g.Calls {
		cj := CallJSON{Block: c.Block.Name, Line: c.Instr.Pos().Line}
		if c.Callee != "" {
			s := c.Callee
			cj.Callee = &s
		}
		k.Calls = append(k.Calls, cj)
	}
	for _, w := range g.Warnings {
		k.Warnings = append(k.Warnings, WarningJSON{Line: w.Pos.Line, Col: w.Pos.Col, Message: w.Msg})
	}
	return k
}

// Write writes doc as JSON indented by two spaces, with a trailing newline.
// Instruction text is written as is (no \u003c escapes for < and >).
func Write(w io.Writer, doc Document) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

func intp(n int) *int { return &n }

func blockName(b *cfg.Block) *string {
	if b == nil {
		return nil
	}
	s := b.Name
	return &s
}

func names(bs []*cfg.Block) []string {
	s := make([]string, 0, len(bs))
	for _, b := range bs {
		s = append(s, b.Name)
	}
	return s
}

// blockLines returns the assembly lines where b starts and ends.
func blockLines(b *cfg.Block) (first, last int) {
	first = b.Pos.Line
	if in := b.Last(); in != nil {
		last = in.Pos().Line
		if first == 0 || b.Instrs[0].Pos().Line < first {
			first = b.Instrs[0].Pos().Line
		}
	}
	if last < first {
		last = first
	}
	return first, last
}

// srcLine is one HIP source position.
type srcLine struct {
	file string
	line int
}

// blockSources returns the distinct source positions of b's instructions,
// sorted by file, then line.
func blockSources(b *cfg.Block) []srcLine {
	seen := map[srcLine]bool{}
	var out []srcLine
	for _, in := range b.Instrs {
		if in.Src().IsZero() {
			continue
		}
		s := srcLine{in.Src().File, in.Src().Line}
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].file != out[j].file {
			return out[i].file < out[j].file
		}
		return out[i].line < out[j].line
	})
	return out
}

// sourceLines returns blockSources as "file:line" strings.
func sourceLines(b *cfg.Block) []string {
	out := []string{}
	for _, s := range blockSources(b) {
		out = append(out, asm.SrcLoc{File: s.file, Line: s.line}.String())
	}
	return out
}

// sourceRanges summarizes blockSources as "file:first-last" per file, joined
// by ", " ("" without line tables).
func sourceRanges(b *cfg.Block) string {
	srcs := blockSources(b)
	var parts []string
	for i := 0; i < len(srcs); {
		j := i
		for j+1 < len(srcs) && srcs[j+1].file == srcs[i].file {
			j++
		}
		r := asm.SrcLoc{File: srcs[i].file, Line: srcs[i].line}.String()
		if srcs[j].line != srcs[i].line {
			r += "-" + strconv.Itoa(srcs[j].line)
		}
		parts = append(parts, r)
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
