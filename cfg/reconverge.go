package cfg

// Which exec-skip branches reconverge: under splits.reconverge the members
// a split makes at a reconvergent branch merge again at its join
// (docs/reconvergence.md, "Reconvergent branches"). The definition is the
// CFG's alone, so the simulator, the role analysis and the static bound
// read one fact.

import (
	"fmt"
	"slices"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// findReconvergent sets Reconverges and NotReconvergent on every exec-skip
// branch. A branch X with join J reconverges when
//
//  1. J exists and holds an instruction (the merge happens at its first);
//  2. X's block dominates its region R(X), the blocks reachable from X's
//     block without passing J, and no edge of R(X) leads back to X's block
//     (a loop's exit or back branch fails this: its region runs the loop
//     again);
//  3. no block of R(X) executes s_barrier, nor calls a function that may
//     (a call whose target is not a device function of the file may);
//  4. regions nest: for every other branch X' that meets 1-3 and whose
//     region holds X's block, J is J(X') or lies before it (J(X')
//     post-dominates J), so a member that split at X' and then at X merges
//     the inner split first.
func (g *Graph) findReconvergent() {
	barrier := g.barrierFinder()
	w := newRegionWalker(g)
	var meet []*Branch // the branches that meet 1-3, in branch order
	for _, br := range g.Branches {
		if br.Class != ExecSkip {
			continue
		}
		br.NotReconvergent = g.regionFault(br, barrier, w)
		if br.NotReconvergent == "" {
			meet = append(meet, br)
		}
	}
	g.checkNesting(meet, w)
	for _, br := range g.Branches {
		br.Reconverges = br.Class == ExecSkip && br.NotReconvergent == ""
	}
}

// checkNesting applies condition 4 to the branches meet (those that meet
// 1-3, in branch order). It walks each one's region once and looks at the
// branches whose blocks lie in it, instead of asking every pair: the
// first enclosing branch, in branch order, whose join the inner one's
// does not lie before names the fault, as the pairwise definition would.
func (g *Graph) checkNesting(meet []*Branch, w *regionWalker) {
	at := make(map[int][]*Branch, len(meet)) // block ID -> branches of meet there
	for _, br := range meet {
		at[br.Block.ID] = append(at[br.Block.ID], br)
	}
	for _, out := range meet {
		for _, id := range w.walk(out) {
			for _, in := range at[id] {
				if in == out || in.NotReconvergent != "" {
					continue // in failed already, against an earlier branch
				}
				if in.Join != out.Join && !g.PostDominates(out.Join, in.Join) {
					in.NotReconvergent = fmt.Sprintf("its join %s lies after the join %s of the enclosing branch at %s (regions must nest)",
						in.Join.Name, out.Join.Name, out.Instr.Pos())
				}
			}
		}
	}
}

// regionFault says why br fails conditions 1-3 of findReconvergent, "" when
// it meets them: the fault of the region's first block, in layout order,
// that has one.
func (g *Graph) regionFault(br *Branch, barrier func(*asm.Function) *asm.Instruction, w *regionWalker) string {
	if br.Join == nil {
		return "it has no join (its paths end at different s_endpgm)"
	}
	if len(br.Join.Instrs) == 0 {
		return fmt.Sprintf("its join %s holds no instruction", br.Join.Name)
	}
	ids := w.walk(br)
	slices.Sort(ids)
	for _, id := range ids {
		if why := g.blockFault(br, g.Blocks[id], barrier); why != "" {
			return why
		}
	}
	return ""
}

// blockFault says why block b of br's region breaks conditions 2-3, ""
// when it does not.
func (g *Graph) blockFault(br *Branch, b *Block, barrier func(*asm.Function) *asm.Instruction) string {
	if !g.Dominates(br.Block, b) {
		return fmt.Sprintf("its region is entered at %s other than through it", b.Name)
	}
	for _, e := range b.Succs {
		if e.To == br.Block {
			return fmt.Sprintf("a path from it returns to it without passing its join %s (a loop's exit or back branch)", br.Join.Name)
		}
	}
	if b == br.Block {
		return "" // its instructions run before the split, at its last
	}
	for i, in := range b.Instrs {
		if in.Op == "s_barrier" {
			return fmt.Sprintf("its region holds s_barrier at %s", in.Pos())
		}
		if in.Op == "s_swappc_b64" {
			callee := calleeAt(b.Instrs, i)
			fn := g.function(callee)
			if fn == nil {
				return fmt.Sprintf("its region calls a function that is not a device function of this file at %s (it may execute s_barrier)", in.Pos())
			}
			if at := barrier(fn); at != nil {
				return fmt.Sprintf("its region calls %s at %s, which may execute s_barrier (%s)", callee, in.Pos(), at.Pos())
			}
		}
	}
	return ""
}

// A regionWalker finds split regions (Region) with its buffers reused:
// a kernel's regions together are far larger than the kernel when they
// nest, so none is kept, and no walk costs more than its region.
type regionWalker struct {
	mark  []uint32 // walk number that reached each block
	walks uint32
	stack []*Block
	ids   []int
}

func newRegionWalker(g *Graph) *regionWalker {
	return &regionWalker{mark: make([]uint32, len(g.Blocks))}
}

// walk returns the block IDs of br's region, in the order found; the slice
// is valid until the next walk.
func (w *regionWalker) walk(br *Branch) []int {
	w.walks++
	w.ids = append(w.ids[:0], br.Block.ID)
	w.stack = append(w.stack[:0], br.Block)
	w.mark[br.Block.ID] = w.walks
	for len(w.stack) > 0 {
		b := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		for _, e := range b.Succs {
			if e.To != br.Join && w.mark[e.To.ID] != w.walks {
				w.mark[e.To.ID] = w.walks
				w.ids = append(w.ids, e.To.ID)
				w.stack = append(w.stack, e.To)
			}
		}
	}
	return w.ids
}

// Region returns, by block ID, the blocks of br's split region: those
// reachable from br's block without passing its join (br's block
// included). Without a join it is every block reachable from br.
func (g *Graph) Region(br *Branch) []bool {
	in := make([]bool, len(g.Blocks))
	stack := []*Block{br.Block}
	in[br.Block.ID] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range b.Succs {
			if e.To != br.Join && !in[e.To.ID] {
				in[e.To.ID] = true
				stack = append(stack, e.To)
			}
		}
	}
	return in
}

// function returns the device function of the file named name, nil when
// there is none (or name is "").
func (g *Graph) function(name string) *asm.Function {
	if name == "" {
		return nil
	}
	for _, f := range g.Func.Funcs {
		if f.Name == name && !f.IsKernel {
			return f
		}
	}
	return nil
}

// barrierFinder returns a function that finds an s_barrier a device
// function may execute, itself or through the functions it calls (each
// function examined once): the s_barrier, or the call whose target is not
// a device function of the file; nil when there is none.
func (g *Graph) barrierFinder() func(*asm.Function) *asm.Instruction {
	memo := map[*asm.Function]*asm.Instruction{}
	busy := map[*asm.Function]bool{}
	var find func(*asm.Function) *asm.Instruction
	find = func(fn *asm.Function) *asm.Instruction {
		if at, ok := memo[fn]; ok || busy[fn] {
			return at // a recursive call adds nothing new
		}
		busy[fn] = true
		var at *asm.Instruction
		for i, in := range fn.Instrs {
			switch in.Op {
			case "s_barrier":
				at = in
			case "s_swappc_b64":
				if c := g.function(calleeAt(fn.Instrs, i)); c == nil {
					at = in
				} else {
					at = find(c)
				}
			}
			if at != nil {
				break
			}
		}
		memo[fn] = at
		return at
	}
	return find
}

// calleeAt is the symbol of the call at instrs[i] (an s_swappc_b64) when
// the instructions before it in its block prove its target (provenTarget,
// the one rule of what a call targets); "" when they do not.
func calleeAt(instrs []*asm.Instruction, i int) string {
	start := i // the first instruction after the last branch before it
	for start > 0 && !endsBlock(instrs[start-1]) {
		start--
	}
	callee, _ := provenTarget(instrs[start:i], instrs[i])
	return callee
}
