package timing

import "math/bits"

// visitQueue is the sequencers' schedule of SIMD visits: a calendar of the
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
//
// A cycle and a place in its order name one SIMD, so the calendar is a
// ring of calendarWindow cycles, each a bit set over the places of that
// cycle: scheduling, cancelling and taking a visit are a bit each, and the
// next cycle with a visit is the next busy bucket (a word of busy bits per
// 64 cycles). Visits calendarWindow cycles ahead or more wait in a heap
// (far) until the window reaches them. A SIMD has at most one visit
// scheduled, at simdState.dueAt: rescheduling it cancels the old one.
type visitQueue struct {
	simds []*simdState // by simdState.visitIdx
	g     int64        // cycles between two visits of a SIMD
	gMask int64        // g-1 when g is a power of two, else -1
	per   int          // SIMDs of a CU visited in one cycle
	nSIMD int          // SIMDs per CU
	// fast: one SIMD of a CU per cycle, g a power of two and at most 64
	// CUs (one word per cycle): a place is a CU, and next and done take
	// their short paths.
	fast bool
	// now is the cycle being simulated and order the place of the SIMD
	// being visited in it (-1 before the visits: events, dispatch).
	now   int64
	order int

	window int64    // cycles in the ring (a power of two)
	words  int      // words of one cycle's bit set: the places of a cycle
	cal    []uint64 // the ring: window bit sets of words words
	busy   []uint64 // bit c mod window: the cycle c has a visit
	far    []visit  // heap of the visits from now+window on; stale ones are dropped when reached
}

// calendarWindow is the cycles the visit calendar holds; a variable so
// that a test can make it small (far visits).
var calendarWindow int64 = 1024

// visit is a SIMD's visit in the far heap. It is stale when the SIMD has
// been rescheduled since (its dueAt differs).
type visit struct {
	at    int64
	order int32
	simd  int32
}

func newVisitQueue(hw *Config) visitQueue {
	g := int64(hw.SIMDsPerCU / max(hw.SIMDsPerCycle, 1))
	per := (hw.SIMDsPerCU + int(g) - 1) / int(g)
	q := visitQueue{g: g, gMask: -1, per: per, nSIMD: hw.SIMDsPerCU, order: -1, window: calendarWindow}
	if g&(g-1) == 0 {
		q.gMask = g - 1
	}
	q.words = (hw.CUs*per + 63) / 64
	q.cal = make([]uint64, int(q.window)*q.words)
	q.busy = make([]uint64, (q.window+63)/64)
	q.fast = per == 1 && q.gMask >= 0 && q.words == 1
	return q
}

// reset empties the queue and starts it at cycle 0 (a CU-major run's next
// group of CUs: the SIMDs of the last one have no visit to come).
func (q *visitQueue) reset() {
	clear(q.cal)
	clear(q.busy)
	q.far = q.far[:0]
	q.now, q.order = 0, -1
}

// slot is SIMD s's first visit cycle at or after c.
func (q *visitQueue) slot(s *simdState, c int64) int64 {
	if q.gMask >= 0 {
		return c + (int64(s.id)-c)&q.gMask
	}
	g := q.g
	return c + (int64(s.id)%g-c%g+g)%g
}

// orderAt is s's place among the visits of cycle at: by CU, then in the
// CU's rotated order.
func (q *visitQueue) orderAt(s *simdState, at int64) int {
	if q.per == 1 {
		return s.cu.id
	}
	rot := int(at/q.g) % q.per
	j := (s.id/int(q.g) - rot + q.per) % q.per
	return s.cu.id*q.per + j
}

// simdAt is the SIMD whose place in the order of cycle at is order
// (orderAt's inverse).
func (q *visitQueue) simdAt(at int64, order int) *simdState {
	if q.per == 1 {
		var phase int64
		if q.gMask >= 0 {
			phase = at & q.gMask
		} else {
			phase = at % q.g
		}
		return q.simds[order*q.nSIMD+int(phase)]
	}
	cu, j := order/q.per, order%q.per
	rot := int(at/q.g) % q.per
	id := (j+rot)%q.per*int(q.g) + int(at%q.g)
	return q.simds[cu*q.nSIMD+id]
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

// add makes s one of the SIMDs the queue schedules; the SIMDs are added
// CU by CU, each CU's in order.
func (q *visitQueue) add(s *simdState) {
	s.visits = q
	s.visitIdx = int32(len(q.simds))
	q.simds = append(q.simds, s)
}

// advance starts cycle t: the visits of the far heap now within the
// window join the calendar.
func (q *visitQueue) advance(t int64) {
	q.now, q.order = t, -1
	for len(q.far) > 0 && q.far[0].at < t+q.window {
		v := q.far[0]
		q.pop()
		if q.simds[v.simd].dueAt == v.at {
			q.mark(v.at, int(v.order))
		}
	}
}

// update schedules s's next visit from its wake (it fell).
func (q *visitQueue) update(s *simdState) {
	if at := q.due(s); at < inf {
		q.reschedule(s, at)
	}
}

// reschedule moves s's visit to cycle at (inf: none).
func (q *visitQueue) reschedule(s *simdState, at int64) {
	if at == s.dueAt {
		return
	}
	if old := s.dueAt; old < q.now+q.window {
		q.unmark(old, int(s.dueOrder)) // a far visit goes stale instead
	}
	s.dueAt = at
	if at >= inf {
		return
	}
	o := q.orderAt(s, at)
	s.dueOrder = int32(o)
	if at < q.now+q.window {
		q.mark(at, o)
		return
	}
	q.push(visit{at: at, order: int32(o), simd: s.visitIdx})
}

// mark puts the visit of place o at cycle at in the calendar.
func (q *visitQueue) mark(at int64, o int) {
	b := at & (q.window - 1)
	q.cal[int(b)*q.words+o>>6] |= 1 << uint(o&63)
	q.busy[b>>6] |= 1 << uint(b&63)
}

// unmark takes the visit of place o at cycle at out of the calendar.
func (q *visitQueue) unmark(at int64, o int) {
	b := at & (q.window - 1)
	row := q.cal[int(b)*q.words : int(b+1)*q.words]
	row[o>>6] &^= 1 << uint(o&63)
	for _, w := range row {
		if w != 0 {
			return
		}
	}
	q.busy[b>>6] &^= 1 << uint(b&63)
}

// next returns the first visit due at cycle t, if any, and takes it out
// of the calendar; done schedules the SIMD's next one.
func (q *visitQueue) next(t int64) (s *simdState, ok bool) {
	b := t & (q.window - 1)
	if q.fast {
		w := q.cal[b]
		if w == 0 {
			return nil, false
		}
		o := bits.TrailingZeros64(w)
		if w &= w - 1; w == 0 {
			q.busy[b>>6] &^= 1 << uint(b&63)
		}
		q.cal[b] = w
		s = q.simds[o*q.nSIMD+int(t&q.gMask)]
		q.order = o
		s.dueAt = inf
		return s, true
	}
	if q.busy[b>>6]&(1<<uint(b&63)) == 0 {
		return nil, false
	}
	row := q.cal[int(b)*q.words : int(b+1)*q.words]
	i := 0
	for row[i] == 0 {
		i++
	}
	o := i*64 + bits.TrailingZeros64(row[i])
	q.unmark(t, o)
	s = q.simdAt(t, o)
	q.order = o
	s.dueAt = inf
	return s, true
}

// done schedules the next visit of s, whose visit (next) is over. The
// short path is due and reschedule for one SIMD per CU and cycle: the place
// is the CU, and a SIMD whose wake is the cycle being visited is due g
// cycles later (its turn in this cycle is taken).
func (q *visitQueue) done(s *simdState) {
	if !q.fast || s.dueAt < inf || s.wake >= inf {
		q.reschedule(s, q.due(s))
		return
	}
	at := max(s.wake, q.now)
	at += (int64(s.id) - at) & q.gMask
	o := s.cu.id
	if at == q.now && o <= q.order {
		at += q.g
	}
	s.dueAt = at
	s.dueOrder = int32(o)
	if at < q.now+q.window {
		q.mark(at, o)
		return
	}
	q.push(visit{at: at, order: int32(o), simd: s.visitIdx})
}

// peek is the cycle of the earliest due visit, inf if none.
func (q *visitQueue) peek() int64 {
	n := int64(len(q.busy))
	start := q.now & (q.window - 1)
	i := start >> 6
	w := q.busy[i] &^ (1<<uint(start&63) - 1)
	for k := int64(0); k <= n; k++ {
		if w != 0 {
			b := i<<6 + int64(bits.TrailingZeros64(w))
			return q.now + (b-start)&(q.window-1)
		}
		i++
		if i == n {
			i = 0
		}
		w = q.busy[i]
	}
	for len(q.far) > 0 && q.simds[q.far[0].simd].dueAt != q.far[0].at {
		q.pop()
	}
	if len(q.far) == 0 {
		return inf
	}
	return q.far[0].at
}

// The far heap, on the cycle.

func (q *visitQueue) push(v visit) {
	q.far = append(q.far, v)
	for i := len(q.far) - 1; i > 0; {
		p := (i - 1) / 2
		if q.far[p].at <= q.far[i].at {
			break
		}
		q.far[i], q.far[p] = q.far[p], q.far[i]
		i = p
	}
}

func (q *visitQueue) pop() {
	n := len(q.far) - 1
	q.far[0] = q.far[n]
	q.far = q.far[:n]
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < n && q.far[l].at < q.far[m].at {
			m = l
		}
		if r := l + 1; r < n && q.far[r].at < q.far[m].at {
			m = r
		}
		if m == i {
			return
		}
		q.far[i], q.far[m] = q.far[m], q.far[i]
		i = m
	}
}
