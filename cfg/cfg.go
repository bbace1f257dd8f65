// Package cfg builds the control-flow graph of a GCN kernel from its parsed
// assembly (package cfg/asm) and computes what the WCET analysis needs from it:
// basic blocks, typed edges, branch classes (exec-skip divergence points versus
// uniform branches), dominators and post-dominators, natural loops with their
// nesting, the reconvergence (join) block of every exec-skip branch, and the
// split marking given by MODE bit 21.
//
// A Graph is immutable once built. Block and edge IDs are dense indexes in
// layout order, so analyses downstream (ipg, ipet) can use slices keyed by ID.
package cfg

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Graph is the control-flow graph of one function.
type Graph struct {
	Func *asm.Function
	Arch asm.Arch
	// Blocks in layout (address) order; Blocks[0] is the entry.
	Blocks []*Block
	Edges  []*Edge
	// Exits are the blocks that end the function (s_endpgm, or s_setpc_b64 in a
	// device function).
	Exits []*Block
	// Loops holds every natural loop, outer loops before the loops they contain.
	Loops []*Loop
	// Endless lists the outermost loops from which no exit is reachable (a
	// wavefront entering one never finishes; each also has a Warning).
	// CheckTermination turns them into an error: no bound exists.
	Endless []*Loop
	// Branches holds every conditional branch, in layout order.
	Branches []*Branch
	// Calls lists s_swappc_b64 call sites.
	Calls []Call
	// Warnings are findings that do not stop the analysis (split marking that
	// differs between paths, a marked region with no exec-skip branch, loop
	// comments LLVM printed that disagree with the loops we found).
	Warnings []Warning

	fallsOff []*Block // blocks whose control runs past the function's end
	edgeSlab []Edge   // backing store for Edges, allocated in chunks

	idom  []int     // immediate dominator block ID per block, -1 for the entry
	ipdom []int     // immediate post-dominator block ID, -1 when the exit is next
	dom   treeOrder // numbering of the idom tree: Dominates in O(1)
	pdom  treeOrder // numbering of the ipdom tree: PostDominates in O(1)

	callees *callees // the callee graphs, shared with them (Callee)
}

// Block is a basic block: a maximal straight-line run of instructions.
type Block struct {
	ID int
	// Name is the block's label (".LBB0_3") or LLVM's marker ("%bb.0"), or
	// "bb@OFFSET" for a block LLVM did not name.
	Name   string
	Pos    asm.Pos // where the block starts in the file
	Instrs []*asm.Instruction
	Succs  []*Edge
	Preds  []*Edge
	// Loop is the innermost loop containing the block, nil outside loops.
	Loop *Loop
	// LLVMLoopHeaderDepth is N from LLVM's "=>This Inner Loop Header: Depth=N"
	// comment on this block, 0 when it has none.
	LLVMLoopHeaderDepth int
	// Split is the state of MODE bit 21 (split marking) at block entry.
	Split SplitState
}

// Bytes is the encoded size of the block's instructions.
func (b *Block) Bytes() int {
	n := 0
	for _, in := range b.Instrs {
		n += in.Size
	}
	return n
}

// Last returns the block's last instruction, or nil for an empty block.
func (b *Block) Last() *asm.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// LoopDepth is the number of loops containing the block.
func (b *Block) LoopDepth() int {
	if b.Loop == nil {
		return 0
	}
	return b.Loop.Depth
}

func (b *Block) String() string { return b.Name }

// EdgeKind says why control can pass along an edge.
type EdgeKind uint8

const (
	FallThrough EdgeKind = iota + 1 // next block in layout, no branch
	Jump                            // s_branch
	Taken                           // conditional branch taken
	NotTaken                        // conditional branch not taken: falls into the next block
)

var edgeKindNames = [...]string{"", "fallthrough", "jump", "taken", "not-taken"}

func (k EdgeKind) String() string {
	if int(k) < len(edgeKindNames) {
		return edgeKindNames[k]
	}
	return fmt.Sprintf("EdgeKind(%d)", k)
}

// Edge is a control-flow edge.
type Edge struct {
	ID   int
	From *Block
	To   *Block
	Kind EdgeKind
	// Back is set when To dominates From: the edge closes a loop.
	Back bool
}

func (e *Edge) String() string { return fmt.Sprintf("%s->%s(%s)", e.From.Name, e.To.Name, e.Kind) }

// BranchClass classifies a conditional branch.
type BranchClass uint8

const (
	// ExecSkip is s_cbranch_execz / s_cbranch_execnz: it tests the EXEC mask, so
	// it is where a wavefront can diverge (and, with MODE bit 21, split).
	ExecSkip BranchClass = iota + 1
	// Uniform is s_cbranch_scc0/scc1/vccz/vccnz (and the debug variants): the
	// condition is the same for every lane.
	Uniform
)

func (c BranchClass) String() string {
	switch c {
	case ExecSkip:
		return "exec-skip"
	case Uniform:
		return "uniform"
	}
	return fmt.Sprintf("BranchClass(%d)", c)
}

// Branch is a conditional branch.
type Branch struct {
	Block *Block // the block it ends
	Instr *asm.Instruction
	Class BranchClass
	// Cond is the mnemonic's condition: "execz", "execnz", "scc0", "vccnz", ...
	Cond     string
	Taken    *Edge
	NotTaken *Edge
	// Join is, for an exec-skip branch, the block where EXEC is restored to its
	// value before the divergence (the reconvergence point); nil for uniform
	// branches and when no such block post-dominates the branch.
	Join *Block
	// Split is the MODE bit 21 state when the branch executes.
	Split SplitState
	// LoopBack is set when the taken edge is a loop back edge.
	LoopBack bool
	// Reconverges is set on an exec-skip branch where, when splits
	// reconverge (splits.reconverge), a split's members merge again at
	// Join (docs/reconvergence.md, "Reconvergent branches");
	// NotReconvergent says why not, "" when it does.
	Reconverges     bool
	NotReconvergent string
}

// Loop is a natural loop.
type Loop struct {
	ID     int
	Header *Block
	// Latches are the sources of back edges to Header.
	Latches []*Block
	// Blocks lists the loop's blocks (header first, then layout order).
	Blocks []*Block
	// Exits are the edges leaving the loop.
	Exits    []*Edge
	Parent   *Loop
	Children []*Loop
	// Depth is 1 for an outermost loop.
	Depth int
	// pre and post number the loop in a depth-first walk of the loop tree
	// (pre on entry, post after its children): l contains m iff
	// l.pre <= m.pre and m.post <= l.post, in O(1) however deep the nest.
	pre, post int
}

// Contains reports whether b is in the loop (or a loop nested in it).
func (l *Loop) Contains(b *Block) bool {
	x := b.Loop
	return x != nil && l.pre <= x.pre && x.post <= l.post
}

func (l *Loop) String() string { return "loop@" + l.Header.Name }

// Where is where a user finds the loop: its header's HIP line (the first
// instruction's .loc), else the header's assembly position.
func (l *Loop) Where() string {
	for _, in := range l.Header.Instrs {
		if !in.Src().IsZero() {
			return in.Src().String()
		}
		break // only the first instruction speaks for the header
	}
	return l.Header.Pos.String()
}

// Call is a call site (s_swappc_b64).
type Call struct {
	Block *Block
	Instr *asm.Instruction
	// Callee is the function the call provably jumps to (findCalls), or
	// "" for an indirect call, whose Indirect says why it is not proven.
	Callee   string
	Indirect string
	// Return is the SGPR pair the call writes the return address to; the
	// callee must return through it (Graph.CheckReturn).
	Return asm.Operand
}

// SplitState is the value of MODE bit 21 at a program point.
type SplitState uint8

const (
	SplitUnknown SplitState = iota // not reached by the data-flow
	SplitOff                       // bit clear: a branch here never splits
	SplitOn                        // bit set: an exec-skip branch here splits when divergent
	SplitMixed                     // set on some paths and clear on others, or set from a register
)

var splitNames = [...]string{"unknown", "off", "on", "mixed"}

func (s SplitState) String() string {
	if int(s) < len(splitNames) {
		return splitNames[s]
	}
	return fmt.Sprintf("SplitState(%d)", s)
}

// Warning is a non-fatal finding, tied to a source position.
type Warning struct {
	Pos asm.Pos
	Msg string
}

func (w Warning) String() string { return w.Pos.String() + ": " + w.Msg }

// Idom returns the immediate dominator of b, or nil for the entry.
func (g *Graph) Idom(b *Block) *Block {
	if g.idom[b.ID] < 0 {
		return nil
	}
	return g.Blocks[g.idom[b.ID]]
}

// Ipdom returns the immediate post-dominator of b, or nil when b is an exit
// or only the virtual exit post-dominates it.
func (g *Graph) Ipdom(b *Block) *Block {
	if g.ipdom[b.ID] < 0 {
		return nil
	}
	return g.Blocks[g.ipdom[b.ID]]
}

// Dominates reports whether a dominates b (every block dominates itself):
// whether a is on b's idom chain, answered in O(1) from the numbering of the
// dominator tree.
func (g *Graph) Dominates(a, b *Block) bool { return g.dom.ancestor(a.ID, b.ID) }

// PostDominates reports whether a post-dominates b (every block
// post-dominates itself): whether a is on b's ipdom chain, in O(1).
func (g *Graph) PostDominates(a, b *Block) bool { return g.pdom.ancestor(a.ID, b.ID) }

// Block returns the block with the given name, or nil.
func (g *Graph) Block(name string) *Block {
	for _, b := range g.Blocks {
		if b.Name == name {
			return b
		}
	}
	return nil
}

// BranchOf returns the conditional branch ending b, or nil.
func (g *Graph) BranchOf(b *Block) *Branch {
	for _, br := range g.Branches {
		if br.Block == b {
			return br
		}
	}
	return nil
}

// CodeBytes is the encoded size of the function.
func (g *Graph) CodeBytes() int { return g.Func.CodeBytes() }
