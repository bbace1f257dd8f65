package timing

import "testing"

// Vector memory completes in order: an operation that would finish before
// its predecessor completes with it.
func TestAddVMInOrder(t *testing.T) {
	var w twave
	w.addVM(0, 100)
	w.addVM(4, 50)
	w.addVM(8, 120)
	if !equal(w.vm, []int64{100, 100, 120}) {
		t.Errorf("vm %v, want [100 100 120]", w.vm)
	}
	// Completed operations are dropped when the next one is counted.
	w.addVM(110, 200)
	if !equal(w.vm, []int64{120, 200}) {
		t.Errorf("vm %v, want [120 200]", w.vm)
	}
}

// s_waitcnt with count N waits for the (N+1)-th latest completion of its
// counter; counts already satisfied do not wait.
func TestWaitReady(t *testing.T) {
	w := twave{vm: []int64{300, 100, 200}, lgkm: []int64{150, 160}}
	for _, c := range []struct {
		wait [3]int8 // vmcnt, lgkmcnt, expcnt
		at   int64
	}{
		{[3]int8{0, noWait, noWait}, 300},
		{[3]int8{1, noWait, noWait}, 200},
		{[3]int8{2, noWait, noWait}, 100},
		{[3]int8{3, noWait, noWait}, 0},
		{[3]int8{2, 0, noWait}, 160},
		{[3]int8{noWait, noWait, 0}, 0},
	} {
		if got := w.waitReady(&tinst{wait: c.wait}, 0); got != c.at {
			t.Errorf("wait %v: ready at %d, want %d", c.wait, got, c.at)
		}
	}
}

// A counter with room accepts at once; a full one when its earliest
// operation completes.
func TestRoom(t *testing.T) {
	l := []int64{20, 10}
	if at := room(&l, 2, 5); at != 10 {
		t.Errorf("full counter: room at %d, want 10", at)
	}
	if at := room(&l, 2, 10); at != 10 || len(l) != 1 {
		t.Errorf("room at %d (%d outstanding), want 10 (1)", at, len(l))
	}
}

// s_endpgm completes at the end of its issue slot or with the last
// outstanding operation.
func TestEndTime(t *testing.T) {
	w := twave{vm: []int64{50}, lgkm: []int64{70}, exp: []int64{30}}
	if e := w.endTime(&tinst{issue: 4}, 10); e != 70 {
		t.Errorf("end %d, want 70", e)
	}
	if e := w.endTime(&tinst{issue: 4}, 80); e != 84 {
		t.Errorf("end %d, want 84", e)
	}
}
