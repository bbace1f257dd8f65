package wcet

import (
	"fmt"
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
)

// Attribution maps an IPET optimum, which is a count per IPG edge
// (segment), onto the CFG's basic blocks and edges, for pictures.
//
// A segment can span several blocks and, with the thesis placement, stand
// for several CFG paths (a uniform branch inside it). Each segment is
// attributed to one representative path: the CFG path of the segment whose
// instructions cost most under the cost function (the static latency
// model), ties to the lowest CFG edge IDs. The segment's weight w is split
// over the parts of the blocks on that path in proportion to their cost
// (largest remainder, so the parts sum to w exactly), and each part gets
// count x times its share. Hence Σ Cycles = Bound exactly. With the blocks
// placement every segment is one block and one CFG edge and the mapping is
// not a choice (Exact).
type Attribution struct {
	// Cycles is, per block ID, the block's share of the bound.
	Cycles []int64
	// Counts is, per block ID, how often the worst case enters the block
	// (runs its first instruction) on the representative paths.
	Counts []int64
	// EdgeCounts is, per CFG edge ID, how often the worst case takes it.
	EdgeCounts []int64
	// Bound is Σ Cycles (= Result.Bound).
	Bound int64
	// Ambiguous lists the IPG edges of the worst case (count > 0) that
	// stand for several CFG paths: their representative is a choice.
	Ambiguous []*ipg.Edge
	// Lines is, per HIP source position "FILE:LINE" of the .loc lines, the
	// cycles of the instructions at it: each part's share split again over
	// its instructions by cost (largest remainder); instructions without a
	// line count under "". They sum to Bound.
	Lines map[string]int64
}

// Exact reports whether no segment of the worst case had a choice of path.
func (a *Attribution) Exact() bool { return len(a.Ambiguous) == 0 }

// part is the instructions [Lo, Hi) of one block a segment runs.
type part struct {
	block  *cfg.Block
	lo, hi int
	// entry is set when the part starts the block (a block entry).
	entry bool
}

// Attribute spreads res (the optimum of p) over p's CFG as Attribution
// says; cost gives an instruction's weight for the proportional split and
// the choice of representative path (nil: 1 per instruction).
func Attribute(p *ipet.Problem, res *ipet.Result, cost func(*asm.Instruction) int64) (*Attribution, error) {
	ig := p.IPG
	g := ig.CFG
	if len(res.Counts) != len(ig.Edges) || len(p.Weights) != len(ig.Edges) {
		return nil, fmt.Errorf("ipet: attribute: %d counts and %d weights for %d IPG edges", len(res.Counts), len(p.Weights), len(ig.Edges))
	}
	if cost == nil {
		cost = func(*asm.Instruction) int64 { return 1 }
	}
	a := &Attribution{Cycles: make([]int64, len(g.Blocks)), Counts: make([]int64, len(g.Blocks)), EdgeCounts: make([]int64, len(g.Edges)), Lines: map[string]int64{}}
	for _, e := range ig.Edges {
		x := res.Counts[e.ID]
		if x == 0 {
			continue
		}
		parts, path, err := representative(g, e, cost)
		if err != nil {
			return nil, fmt.Errorf("ipet: attribute: IPG edge %s: %w", e, err)
		}
		if len(path) != len(e.CFGEdges) {
			a.Ambiguous = append(a.Ambiguous, e)
		}
		costs := make([]int64, len(parts))
		for i, pt := range parts {
			for _, in := range pt.block.Instrs[pt.lo:pt.hi] {
				costs[i] += max(cost(in), 0)
			}
		}
		for i, s := range apportion(p.Weights[e.ID], costs) {
			pt := parts[i]
			a.Cycles[pt.block.ID] += s * x
			a.addLines(pt.block.Instrs[pt.lo:pt.hi], s*x, cost)
			if pt.entry {
				a.Counts[pt.block.ID] += x
			}
		}
		for _, ce := range path {
			a.EdgeCounts[ce.ID] += x
		}
	}
	for _, c := range a.Cycles {
		a.Bound += c
	}
	if a.Bound != res.Bound {
		return nil, &ipet.InternalError{Msg: fmt.Sprintf("attribution sums to %d cycles, the bound is %d", a.Bound, res.Bound)}
	}
	return a, nil
}

// addLines splits c cycles over the instructions ins by cost and adds each
// share to its HIP line.
func (a *Attribution) addLines(ins []*asm.Instruction, c int64, cost func(*asm.Instruction) int64) {
	if len(ins) == 0 {
		return
	}
	costs := make([]int64, len(ins))
	for i, in := range ins {
		costs[i] = max(cost(in), 0)
	}
	for i, s := range apportion(c, costs) {
		if s == 0 {
			continue
		}
		src := ""
		if !ins[i].Src().IsZero() {
			src = ins[i].Src().String()
		}
		a.Lines[src] += s
	}
}

// representative returns the parts and CFG edges of e's costliest path.
func representative(g *cfg.Graph, e *ipg.Edge, cost func(*asm.Instruction) int64) ([]part, []*cfg.Edge, error) {
	a, q := e.From, e.To
	endHi := q.Index
	if q.Kinds&ipg.End != 0 {
		endHi++ // the end IPT's s_endpgm runs in the segment
	}
	if len(e.CFGEdges) == 0 {
		if a.Block != q.Block || endHi < a.Index {
			return nil, nil, fmt.Errorf("no CFG edges, but %s does not follow %s in its block", q, a)
		}
		return []part{{a.Block, a.Index, endHi, a.Index == 0}}, nil, nil
	}
	sum := func(b *cfg.Block, lo, hi int) int64 {
		var s int64
		for _, in := range b.Instrs[lo:hi] {
			s += max(cost(in), 0)
		}
		return s
	}
	// Nodes: -1 the start part, a pass-through block's ID, -2 the end part.
	const start, end = -1, -2
	node := func(b *cfg.Block, from bool) int {
		switch {
		case from && b == a.Block:
			return start
		case !from && b == q.Block:
			return end
		}
		return b.ID
	}
	out := map[int][]*cfg.Edge{}
	for _, ce := range e.CFGEdges { // in ID order: ties go to the lowest ID
		n := node(ce.From, true)
		out[n] = append(out[n], ce)
	}
	// best[n]: the costliest continuation from node n to the end part.
	type choice struct {
		cost int64
		next *cfg.Edge
		ok   bool
	}
	best := map[int]choice{end: {cost: sum(q.Block, 0, endHi), ok: true}}
	onStack := map[int]bool{}
	var visit func(n int) (choice, error)
	visit = func(n int) (choice, error) {
		if c, ok := best[n]; ok {
			return c, nil
		}
		if onStack[n] {
			return choice{}, fmt.Errorf("the CFG paths of the segment form a cycle without an IPT")
		}
		onStack[n] = true
		defer delete(onStack, n)
		var own int64
		if n == start {
			own = sum(a.Block, a.Index, len(a.Block.Instrs))
		} else {
			own = sum(g.Blocks[n], 0, len(g.Blocks[n].Instrs))
		}
		c := choice{}
		for _, ce := range out[n] {
			nc, err := visit(node(ce.To, false))
			if err != nil {
				return choice{}, err
			}
			if nc.ok && (!c.ok || own+nc.cost > c.cost) {
				c = choice{cost: own + nc.cost, next: ce, ok: true}
			}
		}
		best[n] = c
		return c, nil
	}
	c, err := visit(start)
	if err != nil {
		return nil, nil, err
	}
	if !c.ok {
		return nil, nil, fmt.Errorf("no CFG path of the segment reaches %s", q)
	}
	parts := []part{{a.Block, a.Index, len(a.Block.Instrs), a.Index == 0}}
	var path []*cfg.Edge
	for n := start; n != end; {
		ce := best[n].next
		path = append(path, ce)
		n = node(ce.To, false)
		if n == end {
			if endHi > 0 {
				parts = append(parts, part{q.Block, 0, endHi, true})
			}
			break
		}
		parts = append(parts, part{ce.To, 0, len(ce.To.Instrs), true})
		if len(path) > len(e.CFGEdges) {
			return nil, nil, fmt.Errorf("the representative path does not end")
		}
	}
	return parts, path, nil
}

// apportion splits w over parts in proportion to costs, in whole cycles
// that sum to w: each part gets the floor of its exact share, and the
// cycles left go one each to the largest remainders (ties to the earlier
// part). With no cost at all, the first part gets w.
func apportion(w int64, costs []int64) []int64 {
	out := make([]int64, len(costs))
	var total int64
	for _, c := range costs {
		total += c
	}
	if len(costs) == 0 {
		return out
	}
	if total == 0 || w == 0 {
		out[0] = w
		return out
	}
	rem := make([]int64, len(costs))
	var given int64
	for i, c := range costs {
		// w*c can overflow for huge weights; split the product.
		q, r := mulDiv(w, c, total)
		out[i], rem[i] = q, r
		given += q
	}
	for left := w - given; left > 0; left-- {
		k := 0
		for i := range rem {
			if rem[i] > rem[k] {
				k = i
			}
		}
		out[k]++
		rem[k] = -1
	}
	return out
}

// mulDiv returns floor(a*b/d) and its remainder, for non-negative a, b and
// positive d with b <= d, exactly (128-bit intermediate).
func mulDiv(a, b, d int64) (int64, int64) {
	q1, r1 := a/d, a%d // a*b/d = q1*b + r1*b/d, and r1*b < d*d
	hi, lo := bits.Mul64(uint64(r1), uint64(b))
	q2, r2 := bits.Div64(hi, lo, uint64(d))
	return q1*b + int64(q2), int64(r2)
}
