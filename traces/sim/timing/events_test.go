package timing

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces"
)

// Events come out by time; events of one cycle in the order pushed (the
// order the runner reports IPT events in).
func TestEventQueueOrder(t *testing.T) {
	var q eventQueue
	for i, at := range []int64{30, 10, 20, 10, 30, 10} {
		q.push(pending{time: at, ev: traces.Event{Wave: i}})
	}
	var got []int
	for q.len() > 0 {
		got = append(got, q.pop().ev.Wave)
	}
	if want := []int{1, 3, 5, 2, 0, 4}; !equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

// Pushes and pops interleaved, with many events on few cycles: every pop
// is the earliest pending event, the first pushed of its cycle (against a
// list kept in that order).
func TestEventQueueInterleaved(t *testing.T) {
	var q eventQueue
	var ref []pending // pending events, in pop order
	x := uint64(7)
	for step := 0; step < 5000; step++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		if x%3 != 0 || len(ref) == 0 {
			p := pending{time: int64(x>>8) % 50, ev: traces.Event{Wave: step}}
			q.push(p)
			i := len(ref)
			for i > 0 && ref[i-1].time > p.time {
				i--
			}
			ref = append(ref[:i], append([]pending{p}, ref[i:]...)...)
			continue
		}
		got := q.pop()
		if got.time != ref[0].time || got.ev.Wave != ref[0].ev.Wave {
			t.Fatalf("step %d: popped the event of wave %d at %d, want wave %d at %d", step, got.ev.Wave, got.time, ref[0].ev.Wave, ref[0].time)
		}
		ref = ref[1:]
		if q.len() != len(ref) {
			t.Fatalf("step %d: %d pending, want %d", step, q.len(), len(ref))
		}
	}
}
