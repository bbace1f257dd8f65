package cfg

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/diag"
)

// Error is a CFG construction error at a source position.
type Error struct {
	Pos asm.Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Diagnostics is e as a diagnostic (internal/diag).
func (e *Error) Diagnostics() []diag.Diagnostic { return []diag.Diagnostic{e.Pos.Diagnostic(e.Msg)} }

func errorAt(p asm.Pos, format string, args ...any) *Error {
	return &Error{Pos: p, Msg: fmt.Sprintf(format, args...)}
}

// Build constructs the CFG of fn and runs every analysis on it.
func Build(fn *asm.Function, arch asm.Arch) (*Graph, error) {
	if len(fn.Instrs) == 0 {
		return nil, errorAt(fn.Pos, "function %s has no instructions", fn.Name)
	}
	g := &Graph{Func: fn, Arch: arch, callees: &callees{}}
	labels := g.splitBlocks()
	if err := g.connect(labels); err != nil {
		return nil, err
	}
	g.dropUnreachable()
	if err := g.checkFallsOff(); err != nil {
		return nil, err
	}
	g.computeDominators()
	if err := g.findLoops(); err != nil {
		return nil, err
	}
	g.findEndless()
	g.computePostDominators()
	g.classifyBranches()
	g.findJoins()
	g.findCalls()
	g.findReconvergent()
	g.splitMarking()
	g.checkLoopComments()
	return g, nil
}

// BuildFile builds the CFG of the function of f that name selects
// (asm.File.SelectKernel: "" is the file's only kernel).
func BuildFile(f *asm.File, name string) (*Graph, error) {
	fn, err := f.SelectKernel(name)
	if err != nil {
		return nil, err
	}
	return Build(fn, f.Arch)
}

// endsBlock reports whether control cannot continue past in to the next
// instruction in the same block.
func endsBlock(in *asm.Instruction) bool {
	switch in.Op {
	case "s_endpgm", "s_endpgm_saved", "s_endpgm_ordered_ps_done", "s_setpc_b64", "s_branch":
		return true
	}
	return strings.HasPrefix(in.Op, "s_cbranch_")
}

// splitBlocks cuts the function into blocks at labels, LLVM block markers and
// after control transfers. It returns label name → block ID.
func (g *Graph) splitBlocks() map[string]int {
	labels := map[string]int{}
	targets := g.branchTargets()
	var cur *Block
	pendingName, pendingDepth := "", 0
	var pendingLabels []string
	var pendingPos asm.Pos
	var tmpLabels []string     // non-block labels waiting for the next instruction
	instrIdx, curStart := 0, 0 // index in g.Func.Instrs of the next instruction, and of cur's first
	open := func(pos asm.Pos) {
		name := pendingName
		if name == "" {
			name = fmt.Sprintf("bb@%d", g.nextOffset(cur))
		}
		cur = &Block{ID: len(g.Blocks), Name: name, Pos: pos, LLVMLoopHeaderDepth: pendingDepth}
		if pendingPos.Line != 0 {
			cur.Pos = pendingPos
		}
		for _, l := range pendingLabels {
			labels[l] = cur.ID
		}
		g.Blocks = append(g.Blocks, cur)
		pendingName, pendingDepth, pendingLabels, pendingPos = "", 0, nil, asm.Pos{}
	}
	boundary := func() { cur = nil }
	for _, it := range g.Func.Items {
		switch x := it.(type) {
		case *asm.Label:
			if !targets[x.Name] && !isBlockLabel(x.Name) {
				// .Ltmp (line-table) and similar labels mark no block; branches may
				// still name them, so they resolve to the next instruction's block.
				if cur != nil && pendingName == "" && len(pendingLabels) == 0 {
					tmpLabels = append(tmpLabels, x.Name)
				} else {
					pendingLabels = append(pendingLabels, x.Name)
				}
				continue
			}
			if cur != nil && len(cur.Instrs) > 0 {
				boundary()
			}
			if cur != nil && len(cur.Instrs) == 0 {
				// A second label on an empty block names the same block.
				labels[x.Name] = cur.ID
				if strings.HasPrefix(cur.Name, "%bb.") || strings.HasPrefix(cur.Name, "bb@") {
					cur.Name = x.Name
				}
				if x.LoopHeaderDepth > 0 {
					cur.LLVMLoopHeaderDepth = x.LoopHeaderDepth
				}
				continue
			}
			if pendingName == "" || strings.HasPrefix(pendingName, "%bb.") {
				pendingName = x.Name
			}
			pendingLabels = append(pendingLabels, x.Name)
			if x.LoopHeaderDepth > 0 {
				pendingDepth = x.LoopHeaderDepth
			}
			if pendingPos.Line == 0 {
				pendingPos = x.Pos
			}
		case *asm.BlockMark:
			if cur != nil && len(cur.Instrs) > 0 {
				boundary()
			}
			if cur != nil && len(cur.Instrs) == 0 {
				continue
			}
			if pendingName == "" {
				pendingName = x.Name
			}
			if x.LoopHeaderDepth > 0 {
				pendingDepth = x.LoopHeaderDepth
			}
			if pendingPos.Line == 0 {
				pendingPos = x.Pos
			}
		case *asm.Instruction:
			if cur == nil || pendingName != "" || len(pendingLabels) > 0 {
				open(x.Pos())
			}
			for _, l := range tmpLabels {
				labels[l] = cur.ID
			}
			tmpLabels = tmpLabels[:0]
			// Blocks are contiguous runs of the function's instructions, so
			// each block's slice is a window on Func.Instrs (no copying).
			if len(cur.Instrs) == 0 {
				curStart = instrIdx
			}
			instrIdx++
			cur.Instrs = g.Func.Instrs[curStart:instrIdx:instrIdx]
			if endsBlock(x) {
				boundary()
			}
		}
	}
	if pendingName != "" || len(pendingLabels) > 0 {
		// Labels after the last instruction: an empty block (a branch may target it).
		open(asm.Pos{File: g.Func.Pos.File})
	}
	return labels
}

// branchTargets collects the labels that branches in the function name.
func (g *Graph) branchTargets() map[string]bool {
	t := map[string]bool{}
	for _, in := range g.Func.Instrs {
		if name := in.BranchTarget(); name != "" {
			t[name] = true
		}
	}
	return t
}

// isBlockLabel reports whether a label is LLVM's name for a basic block
// (.LBB0_3, or BB0_3 in older output).
func isBlockLabel(name string) bool {
	return strings.HasPrefix(name, ".LBB") || strings.HasPrefix(name, "BB") || strings.HasPrefix(name, "LBB")
}

// nextOffset is the byte offset where a block following prev would start.
func (g *Graph) nextOffset(prev *Block) int {
	if prev == nil {
		if len(g.Blocks) == 0 {
			return 0
		}
		prev = g.Blocks[len(g.Blocks)-1]
	}
	if last := prev.Last(); last != nil {
		return last.Offset + last.Size
	}
	return 0
}

func (g *Graph) addEdge(from, to *Block, k EdgeKind) {
	if len(g.edgeSlab) == cap(g.edgeSlab) {
		g.edgeSlab = make([]Edge, 0, max(64, 2*len(g.Blocks)))
	}
	g.edgeSlab = append(g.edgeSlab, Edge{ID: len(g.Edges), From: from, To: to, Kind: k})
	e := &g.edgeSlab[len(g.edgeSlab)-1]
	g.Edges = append(g.Edges, e)
	from.Succs = append(from.Succs, e)
	to.Preds = append(to.Preds, e)
}

// connect adds edges for fall-through and branches.
func (g *Graph) connect(labels map[string]int) error {
	for i, b := range g.Blocks {
		var next *Block
		if i+1 < len(g.Blocks) {
			next = g.Blocks[i+1]
		}
		last := b.Last()
		fallsOff := func() error {
			g.fallsOff = append(g.fallsOff, b)
			return nil
		}
		if last == nil {
			if next == nil {
				return fallsOff()
			}
			g.addEdge(b, next, FallThrough)
			continue
		}
		switch {
		case last.Op == "s_endpgm" || last.Op == "s_endpgm_saved" || last.Op == "s_endpgm_ordered_ps_done":
			g.Exits = append(g.Exits, b)
		case last.Op == "s_setpc_b64":
			if g.Func.IsKernel {
				return errorAt(last.Pos(), "indirect jump %q in kernel %s is not supported (only device functions may return with s_setpc_b64)", last.Text, g.Func.Name)
			}
			g.Exits = append(g.Exits, b)
		case last.Op == "s_branch":
			t, err := g.target(last, labels)
			if err != nil {
				return err
			}
			g.addEdge(b, t, Jump)
		case last.Op == "s_cbranch_join" || last.Op == "s_cbranch_g_fork" || last.Op == "s_cbranch_i_fork":
			return errorAt(last.Pos(), "%s (GCN fork/join stack) is not supported: LLVM does not emit it", last.Op)
		case strings.HasPrefix(last.Op, "s_cbranch_"):
			t, err := g.target(last, labels)
			if err != nil {
				return err
			}
			if next == nil {
				return errorAt(last.Pos(), "conditional branch %q is the last instruction of %s: its not-taken path leaves the function", last.Text, g.Func.Name)
			}
			g.addEdge(b, t, Taken)
			g.addEdge(b, next, NotTaken)
		default:
			if next == nil {
				return fallsOff()
			}
			g.addEdge(b, next, FallThrough)
		}
	}
	return nil
}

// target resolves a branch's label.
func (g *Graph) target(in *asm.Instruction, labels map[string]int) (*Block, error) {
	name := in.BranchTarget()
	if name == "" {
		return nil, errorAt(in.Pos(), "%s needs a label operand, got %q", in.Op, in.Text)
	}
	id, ok := labels[name]
	if !ok {
		return nil, errorAt(in.Pos(), "%s jumps to unknown label %q (not defined in %s)", in.Op, name, g.Func.Name)
	}
	return g.Blocks[id], nil
}

// dropUnreachable removes blocks no path from the entry reaches (LLVM can leave
// such blocks after s_endpgm), renumbering blocks and edges densely.
func (g *Graph) dropUnreachable() {
	seen := make([]bool, len(g.Blocks))
	stack := []*Block{g.Blocks[0]}
	seen[0] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range b.Succs {
			if !seen[e.To.ID] {
				seen[e.To.ID] = true
				stack = append(stack, e.To)
			}
		}
	}
	all := true
	for _, s := range seen {
		all = all && s
	}
	if all {
		return
	}
	keep := make(map[*Block]bool, len(g.Blocks))
	var blocks []*Block
	for _, b := range g.Blocks {
		if seen[b.ID] {
			blocks = append(blocks, b)
			keep[b] = true
		} else if len(b.Instrs) > 0 {
			g.Warnings = append(g.Warnings, Warning{Pos: b.Pos, Msg: fmt.Sprintf("block %s is unreachable and left out of the CFG", b.Name)})
		}
	}
	var edges []*Edge
	for _, e := range g.Edges {
		if keep[e.From] {
			edges = append(edges, e)
		}
	}
	var exits []*Block
	for _, b := range g.Exits {
		if keep[b] {
			exits = append(exits, b)
		}
	}
	for i, b := range blocks {
		b.ID = i
		preds := b.Preds[:0]
		for _, e := range b.Preds {
			if keep[e.From] {
				preds = append(preds, e)
			}
		}
		b.Preds = preds
	}
	for i, e := range edges {
		e.ID = i
	}
	g.Blocks, g.Edges, g.Exits = blocks, edges, exits
}

// checkFallsOff reports a reachable block whose control runs past the end of
// the function.
func (g *Graph) checkFallsOff() error {
	for _, b := range g.fallsOff {
		if b.ID < len(g.Blocks) && g.Blocks[b.ID] == b {
			at := b.Pos
			if last := b.Last(); last != nil {
				at = last.Pos()
			}
			return errorAt(at, "control falls off the end of %s after block %s: want s_endpgm, s_branch or s_setpc_b64", g.Func.Name, b.Name)
		}
	}
	return nil
}
