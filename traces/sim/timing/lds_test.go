package timing

import (
	"math"
	"testing"
)

// Bank-conflict passes of one LDS instruction with 32 banks of 4 bytes:
// per address and dword, each half-wavefront takes as many passes as the
// most distinct words one bank delivers.
func TestLDSPasses(t *testing.T) {
	all := uint64(math.MaxUint64)
	read := &tinst{u: uLDS, mem: memDS, nAddr: 1, dwords: 1}
	read2 := &tinst{u: uLDS, mem: memDS, nAddr: 2, dwords: 1, off: [2]uint64{0, 256}}
	read64 := &tinst{u: uLDS, mem: memDS, nAddr: 1, dwords: 2}
	perm := &tinst{u: uLDS, mem: memDSPermute, nAddr: 1, dwords: 1}
	for _, c := range []struct {
		name   string
		ti     *tinst
		addr   func(l int) uint32
		active uint64
		passes int64
	}{
		{"conflict-free", read, func(l int) uint32 { return 4 * uint32(l) }, all, 2},
		{"broadcast", read, func(int) uint32 { return 8 }, all, 2},
		// stride 128: every lane on bank 0, all words distinct.
		{"stride 128", read, func(l int) uint32 { return 128 * uint32(l) }, all, 64},
		// stride 8: two words per bank in each half.
		{"stride 8", read, func(l int) uint32 { return 8 * uint32(l) }, all, 4},
		{"lower half", read, func(l int) uint32 { return 4 * uint32(l) }, 0xffffffff, 1},
		{"two lanes, one bank", read, func(l int) uint32 { return 128 * uint32(l) }, 0b11, 2},
		{"read2", read2, func(l int) uint32 { return 4 * uint32(l) }, all, 4},
		// two dwords per lane at an 8-byte stride: each dword pass hits 16
		// banks twice.
		{"b64", read64, func(l int) uint32 { return 8 * uint32(l) }, all, 8},
		{"permute", perm, func(l int) uint32 { return 128 * uint32(l) }, all, 2},
		{"no lane", read, func(l int) uint32 { return 128 * uint32(l) }, 0, 1},
	} {
		l := newLDS(testHW(nil))
		if got := l.passes(laneWave(c.addr), c.ti, c.active); got != c.passes {
			t.Errorf("%s: %d passes, want %d", c.name, got, c.passes)
		}
	}
}

// An LDS instruction completes latency cycles after its passes, which
// start when the previous instruction's end.
func TestLDSIssue(t *testing.T) {
	l := newLDS(testHW(func(h *Config) { h.LDSLatency = 64 }))
	if done := l.issue(0, 64); done != 128 {
		t.Errorf("first completes at %d, want 0 + 64 + 64", done)
	}
	if done := l.issue(4, 2); done != 130 {
		t.Errorf("second completes at %d, want 64 + 2 + 64", done)
	}
}
