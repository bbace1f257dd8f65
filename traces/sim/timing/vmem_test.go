package timing

import (
	"math"
	"testing"
)

// Service times of one instruction under the default vector memory (64-byte
// lines, 64 bytes per cycle, 4 address cycles) and a narrower bandwidth.
func TestVectorMemoryService(t *testing.T) {
	all := uint64(math.MaxUint64)
	flat := &tinst{u: uVMEM, mem: memFlat, width: 4, addr: 0}
	buf := &tinst{u: uVMEM, mem: memMUBUF, width: 4}
	for _, c := range []struct {
		name   string
		bw     int
		ti     *tinst
		addr   func(l int) uint32
		active uint64
		svc    int64
		req    bool
	}{
		// 64 lanes x 4 bytes = 256 bytes = 4 lines = 4 cycles = the address cycles.
		{"coalesced", 64, flat, func(l int) uint32 { return 4 * uint32(l) }, all, 4, true},
		// every lane on its own line: 64 lines of 64 bytes at 64 bytes per cycle.
		{"scattered", 64, flat, func(l int) uint32 { return 64 * uint32(l) }, all, 64, true},
		// every lane reads one word: one line, shorter than the address cycles.
		{"same word", 64, flat, func(int) uint32 { return 128 }, all, 4, true},
		// a 4-byte access at 62 straddles two lines.
		{"straddle", 64, flat, func(int) uint32 { return 62 }, 1, 4, true},
		// 4 lines at 16 bytes per cycle.
		{"narrow", 16, flat, func(l int) uint32 { return 4 * uint32(l) }, all, 16, true},
		// MUBUF: estimated contiguous, 16 lanes x 4 bytes = one line.
		{"mubuf", 16, buf, func(l int) uint32 { return 4096 * uint32(l) }, 0xffff, 4, true},
		{"no lane", 64, flat, func(l int) uint32 { return 64 * uint32(l) }, 0, 4, false},
	} {
		v := newVectorMemory(testHW(func(h *Config) { h.VMemBytesPerCycle = c.bw }))
		svc, req := v.service(laneWave(c.addr), c.ti, c.active)
		if svc != c.svc || req != c.req {
			t.Errorf("%s: service %d (request %v), want %d (%v)", c.name, svc, req, c.svc, c.req)
		}
	}
}

// Accept and completion times with a queue of two and a latency of 100:
// instructions are served one after the other; data is read from the VGPRs
// at the end of the address cycles; an instruction without a request
// completes at the end of its service.
func TestVectorMemoryIssue(t *testing.T) {
	v := newVectorMemory(testHW(func(h *Config) { h.VMemQueue = 2; h.VMemLatency = 100 }))
	type times struct{ read, done int64 }
	var got []times
	for _, svc := range []int64{16, 8} {
		read, done := v.issue(0, svc, true)
		got = append(got, times{read, done})
	}
	if at := v.nextAccept(0); at != 16 {
		t.Errorf("queue full: room at %d, want 16", at)
	}
	read, done := v.issue(16, 4, false)
	got = append(got, times{read, done})
	want := []times{{4, 116}, {20, 124}, {28, 28}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("instruction %d: read %d done %d, want %d %d", i, got[i].read, got[i].done, want[i].read, want[i].done)
		}
	}
}
