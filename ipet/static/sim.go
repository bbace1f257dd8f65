package static

import (
	"fmt"
	"github.com/splitwcet/splitwcet/internal/sat"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/isa"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// maxPending bounds the deadlines kept per counter. A wait names a count of
// at most 63 (6-bit fields on gfx9+), so only the 64 latest deadlines can
// ever decide a wait; dropping earlier ones changes no result.
const maxPending = 64

// state is the abstract machine state along a path: the current cycle, the
// earliest cycle a scalar instruction may issue (VALU→scalar delay), and per
// counter the completion deadlines of outstanding operations, latest first.
// Deadlines are upper bounds: an operation is certainly complete at its
// deadline. Times are relative to the start of the segment.
type state struct {
	t       int64
	scalar  int64
	pending [numCounters][]int64
	// last is, per memory unit whose operations the table queues
	// (Cost.Queued), the latest deadline of the wavefront's operations of
	// that unit: the end of their service, at the latest.
	last [isa.NumUnits]int64
}

func (s *state) clone() *state {
	c := &state{t: s.t, scalar: s.scalar, last: s.last}
	for i := range s.pending {
		c.pending[i] = append([]int64(nil), s.pending[i]...)
	}
	return c
}

// prune drops deadlines that have passed: those operations are complete.
func (s *state) prune() {
	for i, p := range s.pending {
		n := len(p)
		for n > 0 && p[n-1] <= s.t {
			n--
		}
		s.pending[i] = p[:n]
	}
}

// add records an outstanding operation on counter c completing by d.
func (s *state) add(c Counter, d int64) {
	p := s.pending[c]
	if c == VMCnt && len(p) > 0 {
		// Vector memory returns in order (the simulator's twave.addVM):
		// an operation completes no earlier than its predecessors, so
		// the (N+1)-th latest deadline is when vmcnt(N) is met.
		d = max(d, p[0])
	}
	i := sort.Search(len(p), func(i int) bool { return p[i] < d })
	p = append(p, 0)
	copy(p[i+1:], p[i:])
	p[i] = d
	if len(p) > maxPending {
		p = p[:maxPending]
	}
	s.pending[c] = p
}

// join makes s an upper bound of s and o: the later cycle, and per counter
// the element-wise later deadline of the two latest-first lists (the longer
// list's tail kept). Every quantity the machine derives from a state (a wait
// ends at the (N+1)-th latest deadline) is monotone in this order, so the
// cost from the joined state bounds the cost from either.
func (s *state) join(o *state) {
	s.t = max(s.t, o.t)
	s.scalar = max(s.scalar, o.scalar)
	for u := range s.last {
		s.last[u] = max(s.last[u], o.last[u])
	}
	for c := range s.pending {
		a, b := s.pending[c], o.pending[c]
		if len(b) > len(a) {
			a, b = append([]int64(nil), b...), a
		}
		for i := range b {
			a[i] = max(a[i], b[i])
		}
		s.pending[c] = a
	}
	s.prune()
}

// machine evaluates instruction sequences of one kernel.
type machine struct {
	tab   *Table
	tg    *isa.Target      // the kernel's generation
	limit [numCounters]int // counter maxima: issuing beyond them stalls
	costs map[*asm.Instruction]Cost
	// worst is, per memory kind, the largest latency of an instruction of
	// that kind in the function: the bound for operations issued before a
	// segment starts.
	worst [numMemKinds]int64
	// queues are, per queued unit (Cost.Queued), the largest service
	// time and issue + latency of its operations in the function and its
	// callees, and the unit of each queued memory kind.
	queues UnitQueues
	// jumps counts the jump-class instructions (calls) stepped over that
	// have no call cost (Table.Calls).
	jumps int
	// calls are the costed call sites (Table.Calls).
	calls map[*asm.Instruction]CallCost
	// atBarrier, when set (SegmentWeightsAtBarriers), holds at each
	// s_barrier the bound on outstanding operations there (the flow): the
	// path machine restarts from it after the barrier, as at a segment
	// start.
	atBarrier map[*asm.Instruction]counts
}

// newMachine costs every instruction of g. Instructions without a rule are
// an error naming them all.
func newMachine(g *cfg.Graph, t *Table, strict bool) (*machine, error) {
	tg := isa.For(g.Arch)
	m := &machine{tab: t, tg: tg, limit: counterLimits(tg), costs: map[*asm.Instruction]Cost{}, calls: t.Calls}
	for _, c := range t.Calls {
		for k := range m.worst {
			m.worst[k] = max(m.worst[k], c.Worst[k])
		}
		m.addQueues(c.Queues)
	}
	var unknown []string
	seen := map[string]bool{}
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			c := t.Cost(in)
			c.WritesSGPR = writesSGPR(tg.Inst(in.Op), in)
			if !c.Known && !seen[in.Mnemonic] {
				seen[in.Mnemonic] = true
				unknown = append(unknown, fmt.Sprintf("%s (%s)", in.Mnemonic, in.Pos()))
			}
			m.costs[in] = c
			if c.Mem != MemNone {
				m.worst[c.Mem] = max(m.worst[c.Mem], c.Latency)
			}
			m.addQueues(queuesOf(c))
		}
	}
	if strict && len(unknown) > 0 {
		return nil, fmt.Errorf("static: no latency rule for %s; add a rule to the latency table (docs/latency.md)", strings.Join(unknown, ", "))
	}
	if strict {
		if err := refuseCalls(g, t.Calls); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// unknown refuses an instruction without a rule in g, naming them all.
func (m *machine) unknown(g *cfg.Graph) error {
	var unknown []string
	seen := map[string]bool{}
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			if c := m.costs[in]; !c.Known && !seen[in.Mnemonic] {
				seen[in.Mnemonic] = true
				unknown = append(unknown, fmt.Sprintf("%s (%s)", in.Mnemonic, in.Pos()))
			}
		}
	}
	if len(unknown) > 0 {
		return fmt.Errorf("static: no latency rule for %s; add a rule to the latency table (docs/latency.md)", strings.Join(unknown, ", "))
	}
	return nil
}

// refuseCalls: a call or an indirect jump (the instructions of the "jump"
// class of cfg/isa: s_swappc_b64, s_setpc_b64, s_call_b64,
// s_cbranch_g_fork/i_fork/join) leaves the kernel's CFG; the static model
// costs only the kernel's own instructions, so a bound would miss the
// callee. Such kernels are refused by name rather than given a bound below
// the truth.
func refuseCalls(g *cfg.Graph, costed map[*asm.Instruction]CallCost) error {
	var sites []string
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			if _, ok := costed[in]; ok {
				continue // a call CallCosts bounded
			}
			if k, _ := isa.Lookup(in.Op); k != nil && k.Name == "jump" {
				sites = append(sites, fmt.Sprintf("%s at %s", in.Op, in.Pos()))
			}
		}
	}
	if len(sites) == 0 {
		return nil
	}
	return fmt.Errorf("static: the kernel transfers control outside its own code (%s): function calls and indirect jumps are not supported by the static model, which would miss the callee's cost", strings.Join(sites, ", "))
}

// waits decodes which counters an s_waitcnt-class instruction waits on and
// down to what count; -1 means the counter is not waited on. When a count
// cannot be decoded, 0 is used: waiting longer is always sound.
func (m *machine) waits(in *asm.Instruction) [numCounters]int {
	w := [numCounters]int{-1, -1, -1}
	set := func(c Counter, n int) {
		if w[c] < 0 || n < w[c] {
			w[c] = n
		}
	}
	byName := func(name string, n int) {
		switch name {
		case "vmcnt", "vscnt":
			set(VMCnt, n)
		case "lgkmcnt":
			set(LGKMCnt, n)
		case "expcnt":
			set(ExpCnt, n)
		}
	}
	switch in.Op {
	case "s_waitcnt":
		if len(in.Operands) == 0 {
			return [numCounters]int{0, 0, 0}
		}
		o := in.Operands[0]
		switch o.Kind {
		case asm.OpWaitCnt:
			for name, n := range o.WaitCnt {
				byName(name, n)
			}
		case asm.OpInt:
			n := m.tg.Waitcnt.Decode(uint64(o.Int))
			set(VMCnt, n[VMCnt])
			set(ExpCnt, n[ExpCnt])
			set(LGKMCnt, n[LGKMCnt])
		default:
			return [numCounters]int{0, 0, 0}
		}
	case "s_waitcnt_vmcnt", "s_waitcnt_vscnt", "s_waitcnt_lgkmcnt", "s_waitcnt_expcnt":
		// SOPK: `s_waitcnt_vscnt null, 0x0`; the count is the immediate when
		// the register is null, else unknown (use 0).
		n := 0
		if len(in.Operands) == 2 && in.Operands[0].Kind == asm.OpKeyword && in.Operands[0].Expr() == "null" && in.Operands[1].Kind == asm.OpInt {
			n = int(in.Operands[1].Int)
		}
		byName(strings.TrimPrefix(in.Op, "s_waitcnt_"), n)
	default:
		return [numCounters]int{0, 0, 0}
	}
	// A count at the field's maximum waits for nothing the hardware could
	// count; keep it anyway (waiting is sound).
	return w
}

// counterLimits are the largest values the counters hold on tg: the
// widths of its s_waitcnt fields.
func counterLimits(tg *isa.Target) [numCounters]int {
	var l [numCounters]int
	for c := range l {
		l[c] = tg.Waitcnt.Max(Counter(c))
	}
	return l
}

// issueStart is the cycle at which in starts issuing from s: after the
// VALU→scalar delay, the waits of s_waitcnt/s_endpgm, and, for a memory
// operation, room in its counters.
func (m *machine) issueStart(s *state, in *asm.Instruction, c *Cost) int64 {
	start := s.t
	if in.Enc.IsScalar() {
		start = max(start, s.scalar)
	}
	if c.WaitCnt {
		w := m.waits(in)
		for ctr, n := range w {
			if p := s.pending[ctr]; n >= 0 && len(p) > n {
				start = max(start, p[n]) // the (n+1)-th latest deadline
			}
		}
	}
	if c.Drain {
		for _, p := range s.pending {
			if len(p) > 0 {
				start = max(start, p[0])
			}
		}
	}
	for _, ctr := range c.Mem.Counters() {
		p, lim := s.pending[ctr], m.limit[ctr]
		live := 0
		for live < len(p) && p[live] > start {
			live++
		}
		if live >= lim {
			start = max(start, p[lim-1]) // until at most lim-1 remain
		}
	}
	return start
}

// SatCap is where the machine's sums of cycles stop: every number of a
// latency table is at most MaxCycles (checked when the table is read), so
// a sum reaches the cap only on a path of billions of instructions; a
// weight at the cap is refused by the IPET's limit (2^40, ipet.MaxObjective)
// rather than wrapping to a smaller bound.
const SatCap = int64(1) << 62

func satAdd(a, b int64) int64 { return sat.Add(a, b, SatCap) }

// step runs one instruction.
func (m *machine) step(s *state, in *asm.Instruction) {
	c := m.costs[in]
	if _, costed := m.calls[in]; c.Class == "jump" && !costed {
		m.jumps++
	}
	start := m.issueStart(s, in, &c)
	end := satAdd(start, c.Issue)
	if c.Mem != MemNone {
		d := satAdd(end, c.Latency)
		if c.Queued {
			// The unit serves the wave's previous operation first: its
			// service ends by that one's deadline, then this one's.
			d = max(d, satAdd(s.last[c.Unit], c.Service))
			s.last[c.Unit] = max(s.last[c.Unit], d)
		}
		for _, ctr := range c.Mem.Counters() {
			s.add(ctr, d)
		}
	}
	if c.WritesSGPR {
		s.scalar = max(s.scalar, satAdd(start, m.tab.Params.VALUSGPRToScalar))
	}
	s.t = satAdd(end, c.Stall)
	if n, ok := m.atBarrier[in]; ok {
		// Another wave may continue from here (the phase rule of the
		// barrier term): its outstanding operations, at most n of each
		// kind, were issued before the release, so each completes by
		// the kind's worst latency from it. They replace this path's
		// (which were issued before it too, so complete no later).
		s.pending, s.last = [numCounters][]int64{}, [isa.NumUnits]int64{}
		m.outstanding(s, start, n)
		// Its last VALU writing scalar state issued before the release.
		s.scalar = max(s.scalar, satAdd(start, m.tab.Params.VALUSGPRToScalar))
	}
	if cc, ok := m.calls[in]; ok {
		// The call always jumps (a taken branch), the callee runs, and
		// returns with operations possibly outstanding: every counter
		// full, each completing by its kind's worst latency from the
		// return; a VALU of the callee may delay the next scalar.
		s.t = satAdd(s.t, satAdd(m.tab.Params.TakenBranch, cc.Cycles))
		var full counts
		for k := MemVMEM; k < numMemKinds; k++ {
			full[k] = 1 << 30
			for _, ctr := range k.Counters() {
				full[k] = min(full[k], m.limit[ctr])
			}
		}
		m.outstanding(s, s.t, full)
		s.scalar = max(s.scalar, satAdd(s.t, m.tab.Params.VALUSGPRToScalar))
	}
	s.prune()
}

func (m *machine) run(s *state, ins []*asm.Instruction) {
	for _, in := range ins {
		m.step(s, in)
	}
}

// --- outstanding operations across segment boundaries ------------------------

// counts is, per memory kind, an upper bound on the number of operations of
// that kind still outstanding at a program point.
type counts [numMemKinds]int

// flowStep updates the bound across one instruction: an operation adds one
// (capped at its counters' maxima, beyond which issue stalls), a wait on a
// counter bounds every kind counted there by the wait's count, s_endpgm
// drains all.
func (m *machine) flowStep(n *counts, in *asm.Instruction) {
	c := m.costs[in]
	if c.WaitCnt {
		w := m.waits(in)
		for k := MemVMEM; k < numMemKinds; k++ {
			for _, ctr := range k.Counters() {
				if w[ctr] >= 0 && n[k] > w[ctr] {
					n[k] = w[ctr]
				}
			}
		}
	}
	if c.Drain {
		*n = counts{}
	}
	if _, ok := m.calls[in]; ok {
		// The callee may return with its counters full.
		for k := MemVMEM; k < numMemKinds; k++ {
			n[k] = 1 << 30
			for _, ctr := range k.Counters() {
				n[k] = min(n[k], m.limit[ctr])
			}
		}
	}
	if c.Mem != MemNone {
		n[c.Mem]++
		for _, ctr := range c.Mem.Counters() {
			n[c.Mem] = min(n[c.Mem], m.limit[ctr])
		}
	}
}

// flow computes the bound at every block entry by a forward data-flow
// analysis (join = max) to a fixpoint; the kernel starts with nothing
// outstanding. The lattice is finite (counts are capped), so it terminates.
func (m *machine) flow(g *cfg.Graph) []counts { return m.flowFrom(g, counts{}) }

// flowFrom is flow with init outstanding at the function's entry.
func (m *machine) flowFrom(g *cfg.Graph, init counts) []counts {
	in := make([]counts, len(g.Blocks))
	if len(g.Blocks) > 0 {
		in[0] = init
	}
	reached := make([]bool, len(g.Blocks))
	if len(g.Blocks) == 0 {
		return in
	}
	reached[0] = true
	work := []int{0}
	queued := make([]bool, len(g.Blocks))
	queued[0] = true
	for len(work) > 0 {
		id := work[0]
		work = work[1:]
		queued[id] = false
		out := in[id]
		for _, ins := range g.Blocks[id].Instrs {
			m.flowStep(&out, ins)
		}
		for _, e := range g.Blocks[id].Succs {
			to := e.To.ID
			changed := !reached[to]
			reached[to] = true
			for k := range out {
				if out[k] > in[to][k] {
					in[to][k] = out[k]
					changed = true
				}
			}
			if changed && !queued[to] {
				queued[to] = true
				work = append(work, to)
			}
		}
	}
	return in
}

// barrierCounts records, at every s_barrier of g, the flow's bound on the
// operations outstanding there (machine.atBarrier).
func (m *machine) barrierCounts(g *cfg.Graph, flowIn []counts) {
	m.atBarrier = map[*asm.Instruction]counts{}
	for _, b := range g.Blocks {
		n := flowIn[b.ID]
		for _, in := range b.Instrs {
			if k := ClassOf(in); k != nil && k.Special == isa.SpecialBarrier {
				m.atBarrier[in] = n
			}
			m.flowStep(&n, in)
		}
	}
}

// entryState is the state at instruction index idx of block b, at the start
// of a segment: the operations the data-flow bound says may be outstanding,
// each completing by its kind's worst latency from now (it was issued before
// now); and, unless the first instruction is scalar (then it issued, so any
// earlier VALU→scalar delay had passed) or the kernel's first, the delay of a
// VALU that wrote scalar state just before.
func (m *machine) entryState(flowIn []counts, b *cfg.Block, idx int, kernelStart bool) *state {
	n := flowIn[b.ID]
	for _, in := range b.Instrs[:idx] {
		m.flowStep(&n, in)
	}
	s := &state{}
	m.outstanding(s, 0, n)
	if idx < len(b.Instrs) && !kernelStart && !b.Instrs[idx].Enc.IsScalar() {
		s.scalar = max(0, m.tab.Params.VALUSGPRToScalar-m.tab.Params.IssueInterval)
	}
	return s
}

// UnitQueues are, per memory unit whose operations a table queues
// (Cost.Queued), the largest service time and latency of its operations,
// and the memory kinds it serves.
type UnitQueues struct {
	Service, Latency [isa.NumUnits]int64
	Kinds            [numMemKinds]bool
	Unit             [numMemKinds]isa.Unit
}

// queuesOf is UnitQueues of one instruction's cost.
func queuesOf(c Cost) UnitQueues {
	var q UnitQueues
	if c.Queued && c.Mem != MemNone {
		q.Service[c.Unit] = c.Service
		q.Latency[c.Unit] = c.Latency
		q.Kinds[c.Mem], q.Unit[c.Mem] = true, c.Unit
	}
	return q
}

// add takes the larger of q's and o's maxima and both's kinds.
func (q *UnitQueues) add(o UnitQueues) {
	for u := range q.Service {
		q.Service[u] = max(q.Service[u], o.Service[u])
		q.Latency[u] = max(q.Latency[u], o.Latency[u])
	}
	for k, ok := range o.Kinds {
		if ok {
			q.Kinds[k], q.Unit[k] = true, o.Unit[k]
		}
	}
}

// addQueues adds q to the machine's maxima.
func (m *machine) addQueues(q UnitQueues) { m.queues.add(q) }

// outstanding adds to s operations issued before at, at most n of each
// kind (outstanding at a segment start, after a barrier or a call). An
// operation of a kind no table queues completes by its kind's worst
// latency from at. Those of a queued unit wait in its FIFO behind each
// other: the j-th of the unit's N (j = 0..N-1, in the unit's order)
// completes by at + first + j x service, service the unit's largest. The
// first one was issued before at and the operations before it have
// completed (their service ended before at), so it completes by its
// latency from its issue's end or by its service from at, then the visit:
// first = max(the unit's largest latency, service + the visit - 1); each
// later one by its service after the one before (as step). Which
// operation holds which place is unknown, so a counter that counts only
// some of the unit's kinds gets the latest of those deadlines, as many as
// its operations.
func (m *machine) outstanding(s *state, at int64, n counts) {
	var total [isa.NumUnits]int
	for k := MemVMEM; k < numMemKinds; k++ {
		if !m.queues.Kinds[k] {
			for i := 0; i < n[k]; i++ {
				for _, ctr := range k.Counters() {
					s.add(ctr, satAdd(at, m.worst[k]))
				}
			}
			continue
		}
		total[m.queues.Unit[k]] += n[k]
	}
	for u, N := range total {
		if N == 0 {
			continue
		}
		first := max(m.queues.Latency[u], satAdd(m.queues.Service[u], m.tab.Params.IssueInterval-1))
		due := func(j int) int64 {
			return satAdd(at, satAdd(first, sat.Mul(int64(j), m.queues.Service[u], SatCap)))
		}
		var on [numCounters]int
		for k := MemVMEM; k < numMemKinds; k++ {
			if m.queues.Kinds[k] && int(m.queues.Unit[k]) == u {
				for _, ctr := range k.Counters() {
					on[ctr] += n[k]
				}
			}
		}
		for ctr, c := range on {
			if c == N {
				// Every operation of the unit counts here: at most the
				// counter's maximum are outstanding.
				N = min(N, m.limit[ctr])
			}
		}
		for ctr, c := range on {
			for j := N - min(c, N); j < N; j++ {
				s.add(Counter(ctr), due(j))
			}
		}
		s.last[u] = max(s.last[u], due(N-1))
	}
}
