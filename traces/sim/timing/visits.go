package timing

// visitQueue is the sequencers' schedule of SIMD visits: a heap of the
// SIMDs that have a wave to look at, on the cycle of their next visit and
// their place in that cycle's order. A SIMD with nothing to do is not in
// it, so an idle CU costs nothing.
//
// The sequencer of each CU visits SIMD k at the cycles t = k mod g (g =
// the SIMDs divided by those visited per cycle, scheduler.simds_per_cycle),
// and within one cycle the CUs in order and, when several SIMDs of a CU
// are visited, in an order that rotates every cycle (MGPUSim's issue
// arbiter starts one SIMD later each cycle: none has the first pick of the
// CU's shared units). A SIMD is due at the first such cycle from its wake
// (simdState.wake) on; if its wake falls to the cycle being simulated
// after its turn in that cycle, at its next one.
type visitQueue struct {
	h     []visit
	simds []*simdState // by simdState.visitIdx: the entries hold indices, not pointers (no pointer writes when they move)
	g     int64        // cycles between two visits of a SIMD
	per   int          // SIMDs of a CU visited in one cycle
	// now is the cycle being simulated and order the place of the SIMD
	// being visited in it (-1 before the visits: events, dispatch).
	now   int64
	order int
}

// visit is a SIMD's due visit. It is stale when the SIMD has been
// rescheduled since (its dueAt differs) or visited.
type visit struct {
	at    int64
	order int32
	simd  int32
}

func newVisitQueue(hw *Config) visitQueue {
	g := int64(hw.SIMDsPerCU / max(hw.SIMDsPerCycle, 1))
	return visitQueue{g: g, per: (hw.SIMDsPerCU + int(g) - 1) / int(g), order: -1}
}

// slot is SIMD s's first visit cycle at or after c.
func (q *visitQueue) slot(s *simdState, c int64) int64 {
	g := q.g
	return c + (int64(s.id)%g-c%g+g)%g
}

// orderAt is s's place among the visits of cycle at: by CU, then in the
// CU's rotated order.
func (q *visitQueue) orderAt(s *simdState, at int64) int {
	rot := int(at/q.g) % q.per
	j := (s.id/int(q.g) - rot + q.per) % q.per
	return s.cu.id*q.per + j
}

// due is the cycle of s's next visit from its wake, inf if none.
func (q *visitQueue) due(s *simdState) int64 {
	if s.wake >= inf {
		return inf
	}
	at := q.slot(s, max(s.wake, q.now))
	if at == q.now && q.order >= 0 && q.orderAt(s, at) <= q.order {
		at = q.slot(s, q.now+1)
	}
	return at
}

// add makes s one of the SIMDs the queue schedules.
func (q *visitQueue) add(s *simdState) {
	s.visits = q
	s.visitIdx = int32(len(q.simds))
	q.simds = append(q.simds, s)
}

// update schedules s's next visit from its wake (it fell).
func (q *visitQueue) update(s *simdState) {
	at := q.due(s)
	if at == s.dueAt || at >= inf {
		return
	}
	s.dueAt = at
	q.push(visit{at: at, order: int32(q.orderAt(s, at)), simd: s.visitIdx})
}

// next returns the first visit due at cycle t, if any. It stays at the
// top of the heap (whatever is scheduled during the visit comes after
// it) until done.
func (q *visitQueue) next(t int64) (s *simdState, ok bool) {
	q.clean()
	if len(q.h) == 0 || q.h[0].at != t {
		return nil, false
	}
	v := q.h[0]
	q.order = int(v.order)
	s = q.simds[v.simd]
	s.dueAt = inf
	return s, true
}

// done schedules the next visit of s, whose visit (next) is over: its
// entry at the top of the heap is replaced.
func (q *visitQueue) done(s *simdState) {
	at := q.due(s)
	if at >= inf || at == s.dueAt { // none, or already scheduled during the visit
		s.dueAt = at
		q.pop()
		return
	}
	s.dueAt = at
	q.h[0] = visit{at: at, order: int32(q.orderAt(s, at)), simd: s.visitIdx}
	q.down(0)
}

// peek is the cycle of the earliest due visit, inf if none.
func (q *visitQueue) peek() int64 {
	q.clean()
	if len(q.h) == 0 {
		return inf
	}
	return q.h[0].at
}

// clean drops the stale visits at the top.
func (q *visitQueue) clean() {
	for len(q.h) > 0 && q.simds[q.h[0].simd].dueAt != q.h[0].at {
		q.pop()
	}
}

func (q *visitQueue) less(i, j int) bool {
	a, b := &q.h[i], &q.h[j]
	return a.at < b.at || a.at == b.at && a.order < b.order
}

func (q *visitQueue) push(v visit) {
	q.h = append(q.h, v)
	for i := len(q.h) - 1; i > 0; {
		p := (i - 1) / 2
		if !q.less(i, p) {
			break
		}
		q.h[i], q.h[p] = q.h[p], q.h[i]
		i = p
	}
}

func (q *visitQueue) pop() {
	n := len(q.h) - 1
	q.h[0] = q.h[n]
	q.h = q.h[:n]
	q.down(0)
}

func (q *visitQueue) down(i int) {
	n := len(q.h)
	for {
		l, m := 2*i+1, i
		if l < n && q.less(l, m) {
			m = l
		}
		if r := l + 1; r < n && q.less(r, m) {
			m = r
		}
		if m == i {
			break
		}
		q.h[i], q.h[m] = q.h[m], q.h[i]
		i = m
	}
}
