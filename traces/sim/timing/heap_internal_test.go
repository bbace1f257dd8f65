package timing

import "testing"

// TestWaveHeapMovedBack: an entry counts while its cycle is its wave's
// (twave.hat), without a generation. A wave moved from cycle 10 to 20 and
// back has two entries at 10 that count and a stale one at 20: the drain
// at 10 makes it ready once, and then nothing is left to wake the SIMD.
func TestWaveHeapMovedBack(t *testing.T) {
	a := newArbiter(OldestFirst, false, 0, arbInfo)
	s := arbTest(a)
	w := member(s, &family{}, 0, ^uint64(0), pcSALU) // in the heap at 0
	s.heap.remove(w)
	for _, c := range []int64{10, 20, 10} {
		w.next = c
		s.heap.set(w)
	}
	if len(s.heap.h) != 4 || s.heap.first != 0 {
		t.Fatalf("heap %v (first %d), want 4 entries, the stale one at 0 on top", s.heap.h, s.heap.first)
	}
	if got := s.nextWake(); got != 10 {
		t.Errorf("next wake %d, want 10 (the entry at 20 is stale)", got)
	}
	s.drain(10)
	if w.rk != uint8(uSALU)+1 || s.nready != 1 || w.hat != 0 {
		t.Errorf("after the drain at 10: rk %d, %d ready, hat %d; want ready once under SALU, out of the heap", w.rk, s.nready, w.hat)
	}
	if got := s.nextWake(); got != inf || len(s.heap.h) != 0 {
		t.Errorf("next wake %d with %d entries left, want inf and none (all stale)", got, len(s.heap.h))
	}
}

// TestDrainStopsBeforeItsWave: the drain tests the top entry's cycle
// before it reads the entry's wave, so the entry that ends a drain costs
// no read of a wave's record (cold with many waves). An entry without a
// wave stands for the record it must not read.
func TestDrainStopsBeforeItsWave(t *testing.T) {
	a := newArbiter(OldestFirst, false, 0, arbInfo)
	s := arbTest(a)
	s.heap.h = []heapEntry{{next: 50}}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("the drain at 49 read the wave of the entry at 50: %v", r)
		}
	}()
	s.heap.first = 0 // as if an earlier entry had been there
	s.drainDue(49)
	if len(s.heap.h) != 1 {
		t.Errorf("%d entries left, want the one at 50", len(s.heap.h))
	}
}
