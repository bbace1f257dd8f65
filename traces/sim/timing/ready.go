package timing

import "math/bits"

// The waves of a SIMD as the arbiter sees them (event-driven issue): a
// visit looks only at the waves that may issue, not at every resident one.
//
// Each wave of a SIMD is in one of three states:
//
//   - ready: its next issue cycle has come (or it has just issued: see
//     issued) and nothing holds it; it is a bit (its split ID) in its
//     family's word for the unit kind of its next instruction
//     (family.ready). A visit walks these words in the policy's
//     order, skipping a whole kind when the visit cannot issue that kind
//     any more (arbiter.open), and asks admit about each wave it does not
//     skip, as the scan of every wave did.
//   - waiting for a cycle: in the SIMD's heap of wake-up times (waveHeap),
//     on its next issue cycle.
//   - held: at a barrier, parked at a join, or ended; in neither. The
//     barrier release and the merge that free it put it back in the heap
//     (simdState.wakeWave).
//
// The states are kept lazily: a wave may have become held (a merge parked
// it) while ready or in the heap. Whoever looks at a wave checks it and
// moves it where it belongs, so every decision is the one the scan of all
// waves made (TestEngineDigests: the results and events the scan engine
// recorded).

// wakeWave puts w, which may issue again from w.next (a launch wave
// placed, a wave released from a barrier or a join), among the SIMD's
// waves waiting for a cycle, and wakes the SIMD by then.
func (s *simdState) wakeWave(w *twave) {
	s.enqueue(w)
	s.lower(w.next)
}

// lower makes the SIMD's next visit no later than cycle c.
func (s *simdState) lower(c int64) {
	if c < s.wake {
		s.wake = c
		if s.visits != nil {
			s.visits.update(s)
		}
	}
}

// join adds w to the SIMD's waves: a launch wave at its placement, a split
// once the visit that created it is over.
func (s *simdState) join(w *twave) {
	f := w.fam
	if f.members == nil {
		if len(s.pipes) <= 1 {
			f.members = f.one[:]
		} else {
			f.members = make([]*twave, len(s.pipes))
		}
		i := len(s.fams)
		for i > 0 && s.fams[i-1].age > f.age {
			i--
		}
		s.fams = append(s.fams, nil)
		copy(s.fams[i+1:], s.fams[i:])
		s.fams[i] = f
		s.renumber(i)
		low := uint64(1)<<uint(i) - 1
		s.readyFams = s.readyFams&low | s.readyFams&^low<<1
	}
	id := w.w.SplitID
	if id >= len(f.members) {
		f.members = append(f.members, make([]*twave, id+1-len(f.members))...)
	}
	f.members[id] = w
	f.resident++
	s.enqueue(w)
}

// leave removes w, which has ended, from the SIMD's waves.
func (s *simdState) leave(w *twave) {
	s.unready(w)
	s.heap.remove(w)
	f := w.fam
	if f.members[w.w.SplitID] != w {
		return
	}
	f.members[w.w.SplitID] = nil
	f.resident--
	if f.resident == 0 {
		i := int(f.pos)
		s.fams = append(s.fams[:i], s.fams[i+1:]...)
		s.renumber(i)
		low := uint64(1)<<uint(i) - 1
		s.readyFams = s.readyFams&low | s.readyFams>>1&^low
	}
}

// renumber sets the positions of the families from s.fams[i] on.
func (s *simdState) renumber(i int) {
	for ; i < len(s.fams); i++ {
		s.fams[i].pos = int32(i)
	}
}

// enqueue puts w in the heap on w.next unless it is ready.
func (s *simdState) enqueue(w *twave) {
	if w.rk != 0 {
		return
	}
	s.heap.set(w)
}

// unready takes w out of its family's ready word.
func (s *simdState) unready(w *twave) {
	if w.rk != 0 {
		f, b := w.fam, uint64(1)<<w.sid()
		f.ready[w.rk-1] &^= b
		if f.ready[w.rk-1] == 0 {
			f.kinds &^= 1 << (w.rk - 1)
		}
		f.anyReady &^= b
		if f.anyReady == 0 {
			s.readyFams &^= 1 << uint(f.pos)
		}
		w.rk = 0
		s.nready--
	}
}

// held reports whether something other than time keeps w from issuing.
func (w *twave) held() bool { return w.ended || w.waiting || w.parked }

// refile moves w, which the visit at t looked at, to where it belongs: out
// of the ready words when held, into the heap when its next issue is
// later than t, into the ready word of its next instruction's kind
// otherwise.
func (s *simdState) refile(w *twave, t int64) {
	switch {
	case w.held():
		s.unready(w)
		s.heap.remove(w)
	case w.next > t:
		s.unready(w)
		s.heap.set(w)
	default:
		s.heap.remove(w)
		s.ready(w)
	}
}

// ready puts w in the ready word of its next instruction's kind. A wave
// that moves from another kind's word stays ready: only the two words
// and their kind bits change (most issues move the wave so).
func (s *simdState) ready(w *twave) {
	u := w.nk&kindMask + 1 // the kind of its next instruction
	if w.rk == u {
		return
	}
	f, b := w.fam, uint64(1)<<w.sid()
	if old := w.rk; old != 0 {
		f.ready[old-1] &^= b
		if f.ready[old-1] == 0 {
			f.kinds &^= 1 << (old - 1)
		}
	} else {
		if f.anyReady == 0 {
			s.readyFams |= 1 << uint(f.pos)
		}
		f.anyReady |= b
		s.nready++
	}
	w.rk = u
	f.ready[u-1] |= b
	f.kinds |= 1 << (u - 1)
}

// issued files w after the visit at t let it issue: a wave that is not
// held stays among the ready ones, under its next instruction's kind,
// even before its next issue cycle, which is mostly the SIMD's next visit
// (a VALU instruction's issue time): the next visit that looks at it
// moves it to the heap if it is still early, as a visit does with every
// ready wave (the ready words may hold waves that are not ready; never
// the other way round).
//
// A wave whose next issue is further away than the SIMD's next visit (g
// cycles: an s_waitcnt for memory, a slow instruction) goes to the heap at
// once: that visit would only refile it.
func (s *simdState) issued(w *twave, t int64) {
	if w.held() || s.visits != nil && w.next > t+s.visits.g {
		s.refile(w, t)
		return
	}
	s.ready(w)
}

// drain makes the waves of the heap whose cycle has come by t ready.
// (Small enough to inline: most calls find nothing to do.)
func (s *simdState) drain(t int64) {
	if s.heap.first <= t {
		s.drainDue(t)
	}
}

func (s *simdState) drainDue(t int64) {
	h := &s.heap
	for len(h.h) > 0 {
		// The cycle first: the entry that ends the drain is not due, and
		// its wave's record (cold with many waves: 64 CUs at S = 63) is
		// not read for it; a stale entry may stay on top until its cycle
		// (first then only calls a drain that drops it).
		e := h.h[0]
		if e.next > t {
			return
		}
		w := e.w
		if !e.current() { // stale (top)
			h.pop()
			continue
		}
		h.pop()
		w.hat = 0
		// refile, out of the heap
		switch {
		case w.held():
			s.unready(w)
		case w.next > t:
			s.unready(w)
			h.set(w)
		default:
			s.ready(w)
		}
	}
}

// nextWake is the earliest next issue cycle of the waves in the heap.
func (s *simdState) nextWake() int64 {
	for {
		w, next := s.heap.top()
		if w == nil {
			return inf
		}
		if w.held() {
			s.heap.remove(w)
			continue
		}
		return next
	}
}

// anyUnheld reports whether the ready word of kind k of f holds a wave
// that is not held.
func (s *simdState) anyUnheld(f *family, k unit) bool {
	for b := f.ready[k]; b != 0; b &= b - 1 {
		if !f.members[bits.TrailingZeros64(b)].held() {
			return true
		}
	}
	return false
}

// waveHeap is a min-heap of a SIMD's waves on their next issue cycle
// (ties in any order: the heap only says when a wave becomes ready). A
// wave is filed under one cycle at a time: the wave's record holds the
// cycle of its entry (twave.hat), in the line the arbiter reads of every
// wave, and an entry counts only while its cycle is that one (current);
// taking a wave out or moving it only changes hat (the old entry goes
// stale and is dropped when it reaches the top), so no entry's position
// is kept. A wave moved away and back to a cycle has two entries that
// count, the same fact twice: the first to reach the top takes the wave
// out of the heap (drainDue), which makes the other stale. Whoever changes the next
// issue cycle of a wave in the heap puts it in place again (set, through
// wakeWave). Four children per node: half the levels of a binary heap,
// for the same comparisons; an entry is 16 bytes (with a generation
// beside the cycle it was 24: 64 CUs at S = 63 hold some 640 waves a
// SIMD, and the heap's sift-down missed the cache). The array holds
// pointers, so past 512 bytes it starts 8 bytes into a line (Go's
// allocation header): a node's four children span two lines.
type waveHeap struct {
	first int64 // h[0].next, inf when h is empty (read without touching h)
	h     []heapEntry
}

type heapEntry struct {
	next int64
	w    *twave
}

// current reports whether e is w's entry (not stale).
func (e heapEntry) current() bool { return e.w.hat == e.next+1 }

// top is the wave with the earliest cycle and that cycle, after dropping
// the stale entries above it; nil when the heap holds no wave.
func (h *waveHeap) top() (*twave, int64) {
	for len(h.h) > 0 {
		e := h.h[0]
		if e.current() {
			return e.w, e.next
		}
		h.pop()
	}
	return nil, 0
}

// set puts w in the heap on w.next, or moves it there.
func (h *waveHeap) set(w *twave) {
	if w.hat == w.next+1 {
		return
	}
	w.hat = w.next + 1
	h.h = append(h.h, heapEntry{next: w.next, w: w})
	h.up(len(h.h) - 1)
	h.first = min(h.first, w.next) // the new entry rose to the top or stayed below it
}

// remove takes w out of the heap if it is there.
func (h *waveHeap) remove(w *twave) {
	if w.hat == 0 {
		return
	}
	w.hat = 0
}

// pop drops the top entry.
func (h *waveHeap) pop() {
	last := len(h.h) - 1
	e := h.h[last]
	h.h[last] = heapEntry{} // no pointer to a wave that has left
	h.h = h.h[:last]
	if last > 0 {
		h.down(0, e)
		h.first = h.h[0].next
	} else {
		h.first = inf
	}
}

// up and down move an entry to its place, carrying it through a hole (each
// entry passed moves once) rather than swapping at every level.
func (h *waveHeap) up(i int) {
	e := h.h[i]
	for i > 0 {
		p := (i - 1) / 4
		if h.h[p].next <= e.next {
			break
		}
		h.h[i] = h.h[p]
		i = p
	}
	h.h[i] = e
}

// down puts e at the hole i and sifts it down. A node with its four
// children compares them without a loop.
func (h *waveHeap) down(i int, e heapEntry) {
	hh := h.h
	n := len(hh)
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		if c+4 <= n {
			q := hh[c : c+4 : c+4]
			k, k2 := 0, 2
			if q[1].next < q[0].next {
				k = 1
			}
			if q[3].next < q[2].next {
				k2 = 3
			}
			if q[k2].next < q[k].next {
				k = k2
			}
			m = c + k
		} else {
			for j := c + 1; j < n; j++ {
				if hh[j].next < hh[m].next {
					m = j
				}
			}
		}
		if hh[m].next >= e.next {
			break
		}
		hh[i] = hh[m]
		i = m
	}
	hh[i] = e
}
