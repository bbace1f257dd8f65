package timing

import (
	"testing"
	"unsafe"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestWaveLines: the lines a prefetch of a split's records starts are its
// twave's first line and the line of its vm counter's entries, and its
// functional Wave's first two (the Wave inside the same splitRec, found
// without a load), in records from chunks of every size (a chunk of more
// than two starts 8 bytes into a line); a launch wave's record (its Wave
// elsewhere) names its twave's lines only.
func TestWaveLines(t *testing.T) {
	f := &family{}
	for _, c := range []struct {
		k, S int
	}{{1, 63}, {2, 63}, {3, 63}, {4, 63}, {8, 63}, {1, 1}} {
		rec := f.splitWave(c.k, c.S)
		tw, fw := uintptr(unsafe.Pointer(&rec.twave)), uintptr(unsafe.Pointer(&rec.fw))
		vm := uintptr(unsafe.Pointer(&rec.vmBuf[0]))
		a, b, c2, d := waveLines(&rec.twave, true)
		if a != tw || b != vm || c2 != fw || d != fw+waveSecondLine {
			t.Errorf("split %d of %d: lines %#x %#x %#x %#x, want the twave %#x, its vm entries %#x, the Wave %#x and %#x",
				c.k, c.S, a, b, c2, d, tw, vm, fw, fw+waveSecondLine)
		}
		// The lines hold what an issue reads first, wherever a layout
		// change puts it: the arbiter's fields, the PC and EXEC.
		for _, h := range []struct {
			name       string
			addr, line uintptr
		}{
			{"twave.next", uintptr(unsafe.Pointer(&rec.next)), a},
			{"twave.nk", uintptr(unsafe.Pointer(&rec.nk)), a},
			{"twave.hat", uintptr(unsafe.Pointer(&rec.hat)), a},
			{"Wave.PC", uintptr(unsafe.Pointer(&rec.fw.PC)), c2},
			{"EXEC", uintptr(unsafe.Pointer(&rec.fw.S[execIndex(&rec.fw)])), d},
		} {
			if h.addr/64 != h.line/64 {
				t.Errorf("split %d of %d: %s at %#x, not in the prefetched line %#x", c.k, c.S, h.name, h.addr, h.line)
			}
		}
		f.spare = nil // the next record from a new chunk
	}
	w := &twave{}
	p, vm := uintptr(unsafe.Pointer(w)), uintptr(unsafe.Pointer(&w.vmBuf[0]))
	if a, b, c, d := waveLines(w, false); a != p || b != vm || c != p || d != vm {
		t.Errorf("launch wave at %#x: lines %#x %#x %#x %#x, want its twave's %#x and %#x alone", p, a, b, c, d, p, vm)
	}
}

// execIndex is the index in w's scalar file of EXEC's low word, found
// through sim.Wave.Exec (the file's order is sim's).
func execIndex(w *sim.Wave) int {
	saved := w.S
	defer func() { w.S = saved }()
	for i := range w.S {
		w.S = [len(w.S)]uint32{}
		w.S[i] = 1
		if w.Exec() == 1 {
			return i
		}
	}
	panic("no scalar register holds EXEC's low word")
}

// TestPrefetchNeverFaults: a prefetch of an address that maps nothing
// returns (the prefetches of the timing model compute addresses from
// records they do not read: a wrong guess must cost nothing but a line).
// A load in its place would crash this test.
func TestPrefetchNeverFaults(t *testing.T) {
	prefetch(0, 8, 64, ^uintptr(0))
	prefetch(1<<47, 1<<63, 4096, 1<<62)
}
