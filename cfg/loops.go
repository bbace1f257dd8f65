package cfg

import (
	"fmt"
	"slices"
	"sort"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// findLoops marks back edges (whose target dominates their source, an O(1)
// test per edge) and builds one natural loop per header, nested by
// containment. Irreducible control flow
// (a cycle without a dominating header) is an error: IPET needs a loop header
// to attach a bound to, and compilers do not emit it for GPU code.
func (g *Graph) findLoops() error {
	latches := map[int][]*Block{} // header ID → latches, in edge order
	var found []int               // headers, in the order found
	for _, e := range g.Edges {
		if g.Dominates(e.To, e.From) {
			e.Back = true
			h := e.To.ID
			if latches[h] == nil {
				found = append(found, h)
			}
			latches[h] = append(latches[h], e.From)
		}
	}
	if err := g.checkReducible(); err != nil {
		return err
	}
	// One body at a time, with one membership array for all of them
	// (deep nests have thousands of loops of thousands of blocks).
	bodies := make(map[int]*loopBody, len(found)) // header ID → member blocks
	in := make([]int32, len(g.Blocks))            // header ID + 1 of the body that holds the block
	for _, h := range found {
		body := &loopBody{in: in, mark: int32(h + 1), ids: []int{h}}
		in[h] = body.mark
		for _, l := range latches[h] {
			g.collectBody(body, l)
		}
		bodies[h] = body
	}
	headers := make([]int, 0, len(bodies))
	for h := range bodies {
		headers = append(headers, h)
	}
	// Outer loops (more blocks) first; ties by layout.
	sort.Slice(headers, func(i, j int) bool {
		a, b := len(bodies[headers[i]].ids), len(bodies[headers[j]].ids)
		if a != b {
			return a > b
		}
		return headers[i] < headers[j]
	})
	for _, h := range headers {
		l := &Loop{ID: len(g.Loops), Header: g.Blocks[h], Latches: latches[h]}
		l.Blocks = g.bodyBlocks(h, bodies[h])
		// The innermost enclosing loop seen so far is the parent: loops are
		// visited outer first, so each block's current Loop is its innermost.
		l.Parent = g.Blocks[h].Loop
		if l.Parent != nil {
			l.Parent.Children = append(l.Parent.Children, l)
			l.Depth = l.Parent.Depth + 1
		} else {
			l.Depth = 1
		}
		for _, b := range l.Blocks {
			b.Loop = l
		}
		g.Loops = append(g.Loops, l)
	}
	numberLoops(g.Loops)
	for _, l := range g.Loops {
		for _, b := range l.Blocks {
			for _, e := range b.Succs {
				if !l.Contains(e.To) {
					l.Exits = append(l.Exits, e)
				}
			}
		}
		sort.Slice(l.Exits, func(i, j int) bool { return l.Exits[i].ID < l.Exits[j].ID })
	}
	return nil
}

// loopBody is the set of a loop's blocks: membership by block ID (an
// array shared by the bodies, collected one at a time: in[id] == mark)
// and the members in the order found.
type loopBody struct {
	in   []int32
	mark int32
	ids  []int
}

// numberLoops gives every loop its interval in a depth-first walk of the
// loop tree (Loop.Contains).
func numberLoops(loops []*Loop) {
	n := 0
	var walk func(l *Loop)
	walk = func(l *Loop) {
		n++
		l.pre = n
		for _, c := range l.Children {
			walk(c)
		}
		n++
		l.post = n
	}
	for _, l := range loops {
		if l.Parent == nil {
			walk(l)
		}
	}
}

// bodyBlocks lists a loop's blocks, header first, then the others in layout
// order. It sorts the body's own IDs rather than filtering all blocks, which
// would cost O(blocks) per loop.
func (g *Graph) bodyBlocks(header int, body *loopBody) []*Block {
	ids := make([]int, 0, len(body.ids))
	for _, id := range body.ids {
		if id != header {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	blocks := make([]*Block, 0, len(body.ids))
	blocks = append(blocks, g.Blocks[header])
	for _, id := range ids {
		blocks = append(blocks, g.Blocks[id])
	}
	return blocks
}

// collectBody adds to body every block that reaches latch without passing the
// header (already in body).
func (g *Graph) collectBody(body *loopBody, latch *Block) {
	stack := []*Block{latch}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if body.in[b.ID] == body.mark {
			continue
		}
		body.in[b.ID] = body.mark
		body.ids = append(body.ids, b.ID)
		for _, e := range b.Preds {
			stack = append(stack, e.From)
		}
	}
}

// checkReducible reports a cycle that survives removing back edges.
func (g *Graph) checkReducible() error {
	indeg := make([]int, len(g.Blocks))
	for _, e := range g.Edges {
		if !e.Back {
			indeg[e.To.ID]++
		}
	}
	var queue []*Block
	for _, b := range g.Blocks {
		if indeg[b.ID] == 0 {
			queue = append(queue, b)
		}
	}
	done := 0
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		done++
		for _, e := range b.Succs {
			if e.Back {
				continue
			}
			indeg[e.To.ID]--
			if indeg[e.To.ID] == 0 {
				queue = append(queue, e.To)
			}
		}
	}
	if done == len(g.Blocks) {
		return nil
	}
	for _, b := range g.Blocks {
		if indeg[b.ID] > 0 {
			return errorAt(b.Pos, "irreducible control flow in %s: block %s is on a cycle with no single entry (loop header)", g.Func.Name, b.Name)
		}
	}
	return fmt.Errorf("irreducible control flow in %s", g.Func.Name)
}

// checkLoopComments compares our loops with LLVM's "=>This Inner Loop Header:
// Depth=N" comments and records disagreements as warnings.
func (g *Graph) checkLoopComments() {
	if !g.compilerOutput() {
		return // hand-written assembly has no loop comments to compare with
	}
	for _, m := range g.LoopCommentMismatches() {
		g.Warnings = append(g.Warnings, m)
	}
}

// LoopCommentMismatches lists every block where LLVM's loop-header comment and
// our loop analysis disagree (a header LLVM did not mark, a marked block that is
// no header, or a different depth). Empty when they agree.
func (g *Graph) LoopCommentMismatches() []Warning {
	var out []Warning
	isHeader := map[*Block]*Loop{}
	for _, l := range g.Loops {
		isHeader[l.Header] = l
	}
	for _, b := range g.Blocks {
		l := isHeader[b]
		switch {
		case l == nil && b.LLVMLoopHeaderDepth > 0:
			out = append(out, Warning{Pos: b.Pos, Msg: fmt.Sprintf("LLVM marks %s as a loop header (depth %d) but it heads no natural loop", b.Name, b.LLVMLoopHeaderDepth)})
		case l != nil && b.LLVMLoopHeaderDepth == 0:
			out = append(out, Warning{Pos: b.Pos, Msg: fmt.Sprintf("%s heads a loop of depth %d that LLVM's comments do not mark", b.Name, l.Depth)})
		case l != nil && l.Depth != b.LLVMLoopHeaderDepth:
			out = append(out, Warning{Pos: b.Pos, Msg: fmt.Sprintf("loop at %s has depth %d, LLVM says %d", b.Name, l.Depth, b.LLVMLoopHeaderDepth)})
		}
	}
	return out
}

// compilerOutput reports whether the function carries LLVM's `; %bb.N:` block
// markers, i.e. was printed by the compiler with its usual comments.
func (g *Graph) compilerOutput() bool {
	for _, it := range g.Func.Items {
		if _, ok := it.(*asm.BlockMark); ok {
			return true
		}
	}
	return false
}
