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
