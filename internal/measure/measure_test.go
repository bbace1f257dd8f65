package measure

import (
	"runtime"
	"testing"
)

// TestCPUCountsWork checks that a meter sees CPU time spent after it
// started, and none before.
func TestCPUCountsWork(t *testing.T) {
	spin := func() int {
		x := 0
		for i := 0; i < 50_000_000; i++ {
			x += i ^ x>>3
		}
		return x
	}
	spin()
	m := StartCPU()
	if d := m.Elapsed(); d > 5e6 {
		t.Errorf("a fresh meter shows %v of CPU time", d)
	}
	sink = spin()
	if d := m.Elapsed(); d <= 0 {
		t.Errorf("after 50M iterations the meter shows %v", d)
	}
}

var sink int

// TestLiveHeap checks that LiveHeap sees a 64 MiB buffer the caller
// holds, give or take what the runtime frees or keeps meanwhile.
func TestLiveHeap(t *testing.T) {
	buf := make([]byte, 64<<20)
	n := LiveHeap(func() { runtime.KeepAlive(buf); buf = nil })
	if n < 63<<20 || n > 65<<20 {
		t.Errorf("LiveHeap = %d, want 64 MiB (%d) within 1 MiB", n, 64<<20)
	}
}
