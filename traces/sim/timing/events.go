package timing

import "github.com/splitwcet/splitwcet/traces"

type pendKind uint8

const (
	pendEnd     pendKind = iota // the IPT event of a completed s_endpgm
	pendRelease                 // a family's launch slot becomes free
)

// pending is an event in the future of the cycle being simulated.
type pending struct {
	time int64
	seq  int64
	kind pendKind
	ev   traces.Event
	fam  *family
}

// eventQueue is a binary heap of pending events on (time, seq): events of
// one cycle come out in the order they were pushed.
type eventQueue struct {
	heap []pending
	seq  int64
}

func (q *eventQueue) len() int { return len(q.heap) }

// peek is the time of the earliest event (the queue is not empty).
func (q *eventQueue) peek() int64 { return q.heap[0].time }

// push and pop carry the moved entry through a hole (each entry passed
// moves once) rather than swapping at every level: an entry is 120 bytes
// with pointers. (time, seq) orders the entries totally, so the order of
// the pops does not depend on the heap's layout.
func (q *eventQueue) push(p pending) {
	q.seq++
	p.seq = q.seq
	q.heap = append(q.heap, p)
	h := q.heap
	i := len(h) - 1
	for i > 0 {
		j := (i - 1) / 2
		if !before(&p, &h[j]) {
			break
		}
		h[i] = h[j]
		i = j
	}
	h[i] = p
}

// before reports whether a comes out of the queue before b.
func before(a, b *pending) bool {
	return a.time < b.time || a.time == b.time && a.seq < b.seq
}

func (q *eventQueue) pop() pending {
	h := q.heap
	top := h[0]
	n := len(h) - 1
	last := h[n]
	h[n] = pending{} // no pointers kept beyond the length
	h = h[:n]
	q.heap = h
	if n == 0 {
		return top
	}
	i := 0
	for {
		m := 2*i + 1
		if m >= n {
			break
		}
		if r := m + 1; r < n && before(&h[r], &h[m]) {
			m = r
		}
		if !before(&h[m], &last) {
			break
		}
		h[i] = h[m]
		i = m
	}
	h[i] = last
	return top
}
