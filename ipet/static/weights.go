package static

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
)

// SegmentWeights returns, indexed by ipg.Edge.ID, a worst-case bound in
// cycles on the time from the issue of the edge's From instruction to the
// issue of its To instruction (for an end IPT: to the completion of
// s_endpgm), over every IPT-free CFG path the edge stands for.
//
// The bound is computed by a data-flow pass over the edge's CFG subgraph in
// topological order (the subgraph is acyclic: every cycle of the CFG holds an
// IPT), joining the machine states of converging paths, so its cost is linear
// in the size of the subgraph however many paths it has. See docs/latency.md
// for the machine model and the rule at segment boundaries.
func SegmentWeights(ig *ipg.Graph, t *Table) ([]int64, error) {
	return segmentWeights(ig, t, false)
}

// SegmentWeightsAtBarriers is SegmentWeights for a path that another wave
// of the workgroup may continue at each s_barrier (the phase rule of the
// static bound's barrier term, docs/static.md): after an s_barrier the
// machine restarts from the bound on outstanding operations there, each
// due at its kind's worst latency from the barrier's issue, whatever the
// path before it issued. Every weight is at least SegmentWeights'.
func SegmentWeightsAtBarriers(ig *ipg.Graph, t *Table) ([]int64, error) {
	return segmentWeights(ig, t, true)
}

func segmentWeights(ig *ipg.Graph, t *Table, atBarriers bool) ([]int64, error) {
	m, err := newMachine(ig.CFG, t, true)
	if err != nil {
		return nil, err
	}
	flowIn := m.flow(ig.CFG)
	if atBarriers {
		m.barrierCounts(ig.CFG, flowIn)
	}
	w := make([]int64, len(ig.Edges))
	for _, e := range ig.Edges {
		x, err := m.segment(ig, e, flowIn)
		if err != nil {
			return nil, fmt.Errorf("static: IPG edge %s: %w", e, err)
		}
		w[e.ID] = x
	}
	return w, nil
}

// NoWeight marks an edge PartialSegmentWeights gives no static weight.
const NoWeight = -1

// PartialSegmentWeights is SegmentWeights for the hybrid analysis of a
// kernel that calls device functions: the edges whose segment passes a
// call without a cost in t.Calls (or another jump out of the kernel's
// code, refuseCalls) get NoWeight, since the static model cannot cost
// the callee; every other edge gets its static weight. The hybrid analysis uses static weights
// only for edges no trace observed, and must refuse (naming the edge)
// one that has NoWeight. Without calls it equals SegmentWeights.
func PartialSegmentWeights(ig *ipg.Graph, t *Table) ([]int64, error) {
	m, err := newMachine(ig.CFG, t, false)
	if err != nil {
		return nil, err
	}
	if _, err := newMachine(ig.CFG, t, true); err != nil {
		if rc := refuseCalls(ig.CFG, t.Calls); rc == nil || err.Error() != rc.Error() {
			return nil, err // an unknown mnemonic, not a call
		}
	}
	flowIn := m.flow(ig.CFG)
	w := make([]int64, len(ig.Edges))
	for _, e := range ig.Edges {
		m.jumps = 0
		x, err := m.segment(ig, e, flowIn)
		if err != nil {
			return nil, fmt.Errorf("static: IPG edge %s: %w", e, err)
		}
		if m.jumps > 0 {
			x = NoWeight
		}
		w[e.ID] = x
	}
	return w, nil
}

// finish ends a segment at its To IPT: an end IPT's instruction runs to
// completion; any other's must be able to issue (its own pre-issue waits are
// counted here and, conservatively, again in the segment it starts).
func (m *machine) finish(s *state, q *ipg.IPT) int64 {
	in := q.Instr()
	if q.Kinds&ipg.End != 0 {
		m.step(s, in)
		return s.t
	}
	c := m.costs[in]
	return m.issueStart(s, in, &c)
}

func (m *machine) segment(ig *ipg.Graph, e *ipg.Edge, flowIn []counts) (int64, error) {
	a, q := e.From, e.To
	s := m.entryState(flowIn, a.Block, a.Index, a == ig.Start)
	if len(e.CFGEdges) == 0 {
		if a.Block != q.Block || q.Index <= a.Index {
			return 0, fmt.Errorf("no CFG edges, but %s does not follow %s in its block", q, a)
		}
		m.run(s, a.Block.Instrs[a.Index:q.Index])
		return m.finish(s, q), nil
	}

	// Nodes: the start (a's block from a), pass-through blocks, the end (q's
	// block up to q).
	out := map[int][]*cfg.Edge{} // by From block, excluding edges from the start
	var startOut []*cfg.Edge
	indeg := map[int]int{} // pass-through block → incoming edges from pass-through blocks
	for _, ce := range e.CFGEdges {
		if ce.To != q.Block {
			if ce.To == a.Block {
				return 0, fmt.Errorf("CFG edge %s re-enters the start block", ce)
			}
			if _, ok := indeg[ce.To.ID]; !ok {
				indeg[ce.To.ID] = 0
			}
		}
	}
	for _, ce := range e.CFGEdges {
		if ce.From == a.Block {
			startOut = append(startOut, ce)
			continue
		}
		if _, ok := indeg[ce.From.ID]; !ok {
			return 0, fmt.Errorf("CFG edge %s leaves a block the segment does not pass through", ce)
		}
		out[ce.From.ID] = append(out[ce.From.ID], ce)
		if ce.To != q.Block {
			indeg[ce.To.ID]++
		}
	}
	if len(startOut) == 0 {
		return 0, fmt.Errorf("no CFG edge leaves %s", a.Block)
	}

	in := map[int]*state{}
	var end *state
	taken := m.tab.Params.TakenBranch
	send := func(from *state, ce *cfg.Edge) {
		x := from.clone()
		if ce.Kind == cfg.Taken || ce.Kind == cfg.Jump {
			x.t = satAdd(x.t, taken)
			x.prune()
		}
		if ce.To == q.Block {
			if end == nil {
				end = x
			} else {
				end.join(x)
			}
			return
		}
		if p := in[ce.To.ID]; p == nil {
			in[ce.To.ID] = x
		} else {
			p.join(x)
		}
	}

	m.run(s, a.Block.Instrs[a.Index:])
	for _, ce := range startOut {
		send(s, ce)
	}
	var ready []int
	for id, d := range indeg {
		if d == 0 {
			ready = append(ready, id)
		}
	}
	done := 0
	g := ig.CFG
	for len(ready) > 0 {
		id := ready[len(ready)-1]
		ready = ready[:len(ready)-1]
		done++
		st := in[id]
		if st == nil {
			return 0, fmt.Errorf("block %s is not reached from %s", g.Blocks[id], a)
		}
		m.run(st, g.Blocks[id].Instrs)
		for _, ce := range out[id] {
			send(st, ce)
			if ce.To != q.Block {
				indeg[ce.To.ID]--
				if indeg[ce.To.ID] == 0 {
					ready = append(ready, ce.To.ID)
				}
			}
		}
	}
	if done != len(indeg) {
		return 0, fmt.Errorf("the CFG paths from %s to %s form a cycle without an IPT", a, q)
	}
	if end == nil {
		return 0, fmt.Errorf("no CFG path reaches %s", q)
	}
	m.run(end, q.Block.Instrs[:q.Index])
	return m.finish(end, q), nil
}

// BlockCosts returns, per block ID, the worst-case cycles to run the block's
// instructions from the first's issue to the end of the last's issue (and its
// waits), with operations outstanding at block entry bounded as at a segment
// start. Taken-branch penalties are not included (they belong to edges). It
// is meant for pictures; instructions without a rule get a conservative guess
// instead of an error.
func BlockCosts(g *cfg.Graph, t *Table) []int64 {
	m, _ := newMachine(g, t, false)
	flowIn := m.flow(g)
	costs := make([]int64, len(g.Blocks))
	for _, b := range g.Blocks {
		s := m.entryState(flowIn, b, 0, b.ID == 0)
		m.run(s, b.Instrs)
		costs[b.ID] = s.t
	}
	return costs
}

// SequenceCost returns the cycles a straight-line instruction sequence takes
// from the issue of its first instruction to the end of its last (including
// that instruction's waits, but not the completion of operations left
// outstanding), starting with nothing outstanding. arch decides the counter
// widths and the s_waitcnt encoding.
func (t *Table) SequenceCost(arch asm.Arch, ins []*asm.Instruction) (int64, error) {
	g := &cfg.Graph{Arch: arch, Blocks: []*cfg.Block{{Instrs: ins}}}
	m, err := newMachine(g, t, true)
	if err != nil {
		return 0, err
	}
	s := &state{}
	m.run(s, ins)
	return s.t, nil
}
