package timing

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// A workgroup of a launch wave, its split and a second launch wave on two
// SIMDs: the waves that arrive wait while the core holds the barrier; once
// the core releases it (every live split arrived) they may issue again
// delay cycles after the release, and their SIMDs wake by then.
func TestBarrierRelease(t *testing.T) {
	cu := newCU(0, testHW(nil), 1)
	s0, s1 := cu.simds[0], cu.simds[1]
	s0.wake, s1.wake = inf, inf
	f0 := &family{simd: s0}
	f1 := &family{simd: s1}
	launch := &twave{w: &sim.Wave{}, fam: f0, next: 10}
	split := &twave{w: &sim.Wave{SplitID: 1}, fam: f0, next: 10}
	other := &twave{w: &sim.Wave{Index: 1}, fam: f1, next: 10}
	b := barrier{delay: 4}
	for _, w := range []*twave{launch, split, other} {
		b.join(w)
	}

	// The launch wave and the other wavefront arrive; the split has not.
	launch.w.AtBarrier = true
	b.arrive(launch, 10)
	other.w.AtBarrier = true
	b.arrive(other, 12)
	if !launch.waiting || !other.waiting || s0.wake != inf || s1.wake != inf {
		t.Fatalf("released before the split arrived: waiting %v %v, wakes %d %d", launch.waiting, other.waiting, s0.wake, s1.wake)
	}

	// The split arrives last: the core releases everyone, so it does not
	// wait, and the others may issue 4 cycles later.
	launch.w.AtBarrier, other.w.AtBarrier = false, false
	b.arrive(split, 20)
	if split.waiting || launch.waiting || other.waiting {
		t.Errorf("waiting after the release: %v %v %v", launch.waiting, split.waiting, other.waiting)
	}
	if launch.next != 24 || other.next != 24 || split.next != 10 {
		t.Errorf("next %d %d %d, want 24 24 10 (the split's own issue sets its next)", launch.next, other.next, split.next)
	}
	if s0.wake != 24 || s1.wake != 24 {
		t.Errorf("SIMD wakes %d %d, want 24", s0.wake, s1.wake)
	}
}

// A wave that ends releases the waves waiting for it (the core no longer
// counts it); a wave whose next issue is later keeps it.
func TestBarrierReleaseAtEnd(t *testing.T) {
	cu := newCU(0, testHW(nil), 1)
	s := cu.simds[0]
	f := &family{simd: s}
	w := &twave{w: &sim.Wave{AtBarrier: true}, fam: f, next: 50}
	b := barrier{delay: 4}
	b.join(w)
	b.arrive(w, 8)
	w.w.AtBarrier = false // its split ended
	b.release(30)
	if w.waiting || w.next != 50 || s.wake != 50 {
		t.Errorf("waiting %v next %d wake %d, want false 50 50", w.waiting, w.next, s.wake)
	}
}
