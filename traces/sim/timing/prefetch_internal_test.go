package timing

import (
	"testing"
	"unsafe"
)

// TestWaveLines: the lines a prefetch of a split's records starts are its
// twave's first line and its functional Wave's first two (the Wave inside
// the same splitRec, found without a load), in records from chunks of
// every size (a chunk of more than two starts 8 bytes into a line); a
// launch wave's record (its Wave elsewhere) names its twave only.
func TestWaveLines(t *testing.T) {
	f := &family{}
	for _, c := range []struct {
		k, S int
	}{{1, 63}, {2, 63}, {3, 63}, {4, 63}, {8, 63}, {1, 1}} {
		rec := f.splitWave(c.k, c.S)
		tw, fw := uintptr(unsafe.Pointer(&rec.twave)), uintptr(unsafe.Pointer(&rec.fw))
		a, b, d := waveLines(&rec.twave, true)
		if a != tw || b != fw || d != fw+waveSecondLine {
			t.Errorf("split %d of %d: lines %#x %#x %#x, want the twave %#x, the Wave %#x and %#x", c.k, c.S, a, b, d, tw, fw, fw+waveSecondLine)
		}
		f.spare = nil // the next record from a new chunk
	}
	w := &twave{}
	p := uintptr(unsafe.Pointer(w))
	if a, b, d := waveLines(w, false); a != p || b != p || d != p {
		t.Errorf("launch wave at %#x: lines %#x %#x %#x, want its twave's alone", p, a, b, d)
	}
}

// TestPrefetchNeverFaults: a prefetch of an address that maps nothing
// returns (the prefetches of the timing model compute addresses from
// records they do not read: a wrong guess must cost nothing but a line).
// A load in its place would crash this test.
func TestPrefetchNeverFaults(t *testing.T) {
	prefetch(0, 8, ^uintptr(0))
	prefetch(1<<47, 1<<63, 64)
}
