package gen

// Barriers inside loops, for the static bound's barrier rules (the phase
// rule over loops that hold barriers, counts of barrier blocks): uniform
// loops whose bodies hold LDS exchanges, some of them under uniform ifs on
// the iteration, with the flow facts that describe them.

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Repeat (top level only) runs Body N times (N >= 1) in every wave alike:
// a loop on a scalar counter (s32), as hipcc emits a loop of constant
// trip count, whose exit branch decides the same way in every wave of a
// workgroup, so the barriers in its body are aligned. Body may hold
// exchanges, Iter statements and the statements a kernel's top level
// holds apart from Repeat, Exchange-free inside its ifs and loops.
type Repeat struct {
	N    int32
	Body []Stmt
}

// Iter (in a Repeat's body only) runs Body on the iterations i of its
// Repeat with Lo <= i < Hi: a uniform if on the scalar counter. Body
// starts with an Exchange, so the block at its start holds an s_barrier;
// BlockFacts bounds that block's executions by Hi - Lo (a counts fact).
type Iter struct {
	Lo, Hi int32
	Body   []Stmt
}

func (Repeat) stmt() {}
func (Iter) stmt()   {}

// repeatCounter is the SGPR of a Repeat's iteration count (no other
// statement uses it; Repeat does not nest).
const repeatCounter = "s32"

// BlockFact bounds one labelled block: a counts fact (its executions in
// the whole run) or a lanes fact (the most lanes of one wavefront active
// at its instructions), as docs/flow-facts.md states them.
type BlockFact struct {
	Block string
	Max   int
}

// RandomBarriers generates the kernel RandomMarked(seed, size, m)
// generates with one or two Repeat loops put at random places of its top
// level, drawn from a stream of their own (so the other statements and
// their marks are RandomMarked's): 1 to 4 iterations, a body of one to
// three statements among exchanges, Iter statements (at least one per
// kernel) and random ifs, loops, ops and atomics (marked as m marks:
// with MarkStatements each with probability 1/2). Its ifs label the
// blocks that start their branches (Kernel.Labels), so BlockFacts can
// name them.
func RandomBarriers(seed uint64, size int, m Marking) *Kernel {
	k := RandomMarked(seed, size, m)
	k.Labels = true
	r := rand.New(rand.NewPCG(seed, 0x62617272))
	n := 1 + r.IntN(2)
	for j := 0; j < n; j++ {
		rep := Repeat{N: 1 + int32(r.IntN(4))}
		for x := 1 + r.IntN(3); x > 0; x-- {
			force := j == 0 && x == 1 && !hasIter(rep.Body) // at least one Iter
			switch y := r.IntN(6); {
			case force || y == 2 || y == 3:
				lo := int32(r.IntN(int(rep.N)))
				hi := lo + 1 + int32(r.IntN(int(rep.N-lo)))
				rep.Body = append(rep.Body, Iter{Lo: lo, Hi: hi, Body: append([]Stmt{Exchange{}}, block(r, 0, r.IntN(3), false)...)})
			case y < 2:
				rep.Body = append(rep.Body, Exchange{})
			default:
				rep.Body = append(rep.Body, block(r, 0, 1, false)...)
			}
		}
		if m == MarkStatements {
			rep.Body = markStmts(rep.Body, func() bool { return r.IntN(2) == 0 })
		}
		i := r.IntN(len(k.Body) + 1)
		k.Body = append(k.Body[:i], append([]Stmt{rep}, k.Body[i:]...)...)
	}
	return k
}

func hasIter(body []Stmt) bool {
	for _, s := range body {
		if _, ok := s.(Iter); ok {
			return true
		}
	}
	return false
}

// BlockFacts returns the counts facts of the kernel's Iter statements
// (the block at the start of each Iter's body: at most Hi - Lo
// executions, its Repeat being entered once) and the lanes facts of its
// ifs' branches in the kernel's own code (the block at the start of a
// branch: at most as many lanes of a wavefront as the condition, and
// every enclosing one, admits: lane < M admits M, lane & M != 0 all but
// 64 >> popcount(M), its else branch the rest), in layout order. Both are
// nil unless Kernel.Labels.
func (k *Kernel) BlockFacts() (counts, lanes []BlockFact) {
	e := k.emit()
	return e.counts, e.lanes
}

// condLanes is the most lanes of a wavefront (of 64) that take the then
// branch (then) or the else branch of c; 64 when the condition depends on
// the accumulator.
func condLanes(c Cond, then bool) int {
	var in int // lanes of 0..63 with the condition true
	switch c.Kind {
	case 0:
		in = isa.MaxLanes - isa.MaxLanes>>bits.OnesCount32(c.M&(isa.MaxLanes-1))
	case 2:
		in = min(int(c.M), isa.MaxLanes)
	default:
		return isa.MaxLanes
	}
	if then {
		return in
	}
	return isa.MaxLanes - in
}

// branchLabel labels the block that starts a branch of n statements of
// an if (Kernel.Labels) and records its lanes fact when the bound is
// below a whole wavefront and the block is the kernel's (a fact names a
// block of the kernel's CFG). An empty branch gets no label: it would
// name the join's block, where every lane is active again.
func (e *emitter) branchLabel(n, bound int) {
	if !e.labels || n == 0 {
		return
	}
	l := e.newLabel()
	e.f("%s:\n", l)
	if bound < isa.MaxLanes && e.fn == 0 {
		e.lanes = append(e.lanes, BlockFact{Block: l, Max: bound})
	}
}

// withLanes runs body with the lane bound of the enclosing branches
// lowered to at most n.
func (e *emitter) withLanes(n int, body func()) {
	old := e.laneBound
	e.laneBound = min(old, n)
	body()
	e.laneBound = old
}

// repeat emits a Repeat: the counter set to 0, the body, the counter
// incremented and compared with N at the bottom (the header runs N times
// per entry: its loop fact).
func (e *emitter) repeat(s Repeat) {
	if e.fn != 0 || e.inRepeat {
		panic("gen: a Repeat inside a device function or another Repeat")
	}
	head := e.newLabel()
	e.loops = append(e.loops, LoopFact{Header: head, Max: int(s.N)})
	e.i("s_mov_b32 %s, 0", repeatCounter)
	e.f("%s:\n", head)
	e.inRepeat = true
	for _, b := range s.Body {
		e.stmt(b, 0)
	}
	e.inRepeat = false
	e.i("s_add_u32 %s, %s, 1", repeatCounter, repeatCounter)
	e.i("s_cmp_lt_u32 %s, %d", repeatCounter, s.N)
	e.i("s_cbranch_scc1 %s", head)
}

// iter emits an Iter: two scalar compares skip the body outside Lo..Hi-1;
// the body's first block is labelled and counted Hi - Lo times.
func (e *emitter) iter(s Iter) {
	if !e.inRepeat {
		panic("gen: an Iter outside a Repeat")
	}
	if _, ok := s.Body[0].(Exchange); !ok {
		panic(fmt.Sprintf("gen: an Iter's body starts with %T, not an Exchange", s.Body[0]))
	}
	body, skip := e.newLabel(), e.newLabel()
	e.i("s_cmp_lt_u32 %s, %d", repeatCounter, s.Lo)
	e.i("s_cbranch_scc1 %s", skip)
	e.i("s_cmp_ge_u32 %s, %d", repeatCounter, s.Hi)
	e.i("s_cbranch_scc1 %s", skip)
	e.f("%s:\n", body)
	e.counts = append(e.counts, BlockFact{Block: body, Max: int(s.Hi - s.Lo)})
	for _, b := range s.Body {
		e.stmt(b, 0)
	}
	e.f("%s:\n", skip)
}

// runGroup runs body (the kernel's top level, or a Repeat's body at
// iteration iter) for every work-item of one workgroup: exchanges,
// Repeat and Iter statements for the whole workgroup at once, every
// other statement lane by lane.
func (k *Kernel) runGroup(body []Stmt, iter int32, acc, lds, tab []int32, ctr *[4]int32) {
	for _, s := range body {
		switch s := s.(type) {
		case Exchange:
			copy(lds, acc)
			for t := range acc {
				if t^1 < len(lds) {
					acc[t] += lds[t^1]
				}
			}
		case Repeat:
			for i := int32(0); i < s.N; i++ {
				k.runGroup(s.Body, i, acc, lds, tab, ctr)
			}
		case Iter:
			if s.Lo <= iter && iter < s.Hi {
				k.runGroup(s.Body, iter, acc, lds, tab, ctr)
			}
		default:
			for t := range acc {
				acc[t] = k.exec(s, acc[t], int32(t%isa.MaxLanes), tab, ctr)
			}
		}
	}
}
