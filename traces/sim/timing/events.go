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

func (q *eventQueue) push(p pending) {
	q.seq++
	p.seq = q.seq
	q.heap = append(q.heap, p)
	i := len(q.heap) - 1
	for i > 0 {
		j := (i - 1) / 2
		if !q.less(i, j) {
			break
		}
		q.heap[i], q.heap[j] = q.heap[j], q.heap[i]
		i = j
	}
}

func (q *eventQueue) less(i, j int) bool {
	a, b := &q.heap[i], &q.heap[j]
	return a.time < b.time || a.time == b.time && a.seq < b.seq
}

func (q *eventQueue) pop() pending {
	h := q.heap
	top := h[0]
	n := len(h) - 1
	h[0] = h[n]
	q.heap = h[:n]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && q.less(l, m) {
			m = l
		}
		if r < n && q.less(r, m) {
			m = r
		}
		if m == i {
			break
		}
		q.heap[i], q.heap[m] = q.heap[m], q.heap[i]
		i = m
	}
	return top
}
