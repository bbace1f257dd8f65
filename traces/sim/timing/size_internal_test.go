package timing

import (
	"slices"
	"testing"
	"unsafe"
)

// TestRecordSizes keeps the records a visit reads in Go's size classes of
// 64-byte aligned objects (64, 192, 256 and 320 bytes: a record of more than
// the class below and at most the class), so that each record's first
// line holds its hot fields whole.
func TestRecordSizes(t *testing.T) {
	for _, c := range []struct {
		what          string
		size, low, up uintptr
	}{
		{"twave", unsafe.Sizeof(twave{}), 240, 256},
		{"family", unsafe.Sizeof(family{}), 176, 192},
		{"simdState", unsafe.Sizeof(simdState{}), 288, 320},
		{"tinst", unsafe.Sizeof(tinst{}), 48, 64},
	} {
		if c.size <= c.low || c.size > c.up {
			t.Errorf("%s is %d bytes, want %d < size <= %d (pad or reorder its fields)", c.what, c.size, c.low, c.up)
		}
	}
}

// TestSplitRecordChunks: a family's split records come from chunks of
// doubling size, capped by the splits S still allows (as sim.Family's
// Waves) and by maxChunkRecs (31: a chunk of 32 would be allocated
// without the header that puts each record's Wave on a cache line), and a
// split's counters start in its own record.
func TestSplitRecordChunks(t *testing.T) {
	for _, c := range []struct {
		s, k   int
		chunks []int
	}{
		{1, 1, []int{1}},
		{4, 4, []int{1, 2, 1}},
		{63, 5, []int{1, 2, 4}},
		{63, 63, []int{1, 2, 4, 8, 16, 31, 1}},
	} {
		var f family
		var chunks []int
		seen := map[*splitRec]bool{}
		for k := 1; k <= c.k; k++ {
			fresh := len(f.spare) == 0
			w := f.splitWave(k, c.s)
			if fresh {
				chunks = append(chunks, len(f.spare)+1)
			}
			if seen[w] {
				t.Fatalf("S = %d: split %d got a record already taken", c.s, k)
			}
			seen[w] = true
		}
		if !slices.Equal(chunks, c.chunks) {
			t.Errorf("S = %d, %d splits: chunks %v, want %v", c.s, c.k, chunks, c.chunks)
		}
	}
	var w twave
	w.setCounters([]int64{5}, []int64{6, 7}, nil)
	if &w.vm[0] != &w.vmBuf[0] || &w.lgkm[0] != &w.lgkmBuf[0] || cap(w.exp) != 1 || w.vm[0] != 5 || w.lgkm[1] != 7 || len(w.exp) != 0 {
		t.Errorf("counters not in the record: vm %v lgkm %v exp %v", w.vm, w.lgkm, w.exp)
	}
	w.setCounters([]int64{1, 2, 3}, nil, nil)
	if !slices.Equal(w.vm, []int64{1, 2, 3}) {
		t.Errorf("vm %v, want [1 2 3]", w.vm)
	}
}

// TestTwaveHotFields keeps the fields the arbiter reads of every wave in
// one cache line whether the record starts at a line (a launch wave's
// own allocation) or 8 bytes into one (a split's, splitRec), and in a
// split's record in the line just before its Wave's first, so that an
// issue reads ascending lines; and the vm counter with its first entries
// in one line either way, the one before.
func TestTwaveHotFields(t *testing.T) {
	var w twave
	var rec splitRec
	// line is the cache line (of a record at offset 0 or 8 in a line)
	// that bytes [start, end) of a twave fall in, -1 if they straddle.
	line := func(start, end, at uintptr) int {
		if (start+at)/64 != (end-1+at)/64 {
			return -1
		}
		return int((start + at) / 64)
	}
	wave := int(unsafe.Offsetof(rec.fw)+8) / 64 // the Wave's first line in a split's record
	for _, f := range []struct {
		name       string
		start, end uintptr
		want       int // its line in a split's record
	}{
		{"w", unsafe.Offsetof(w.w), unsafe.Offsetof(w.w) + unsafe.Sizeof(w.w), wave - 1},
		{"fam", unsafe.Offsetof(w.fam), unsafe.Offsetof(w.fam) + unsafe.Sizeof(w.fam), wave - 1},
		{"age", unsafe.Offsetof(w.age), unsafe.Offsetof(w.age) + unsafe.Sizeof(w.age), wave - 1},
		{"next", unsafe.Offsetof(w.next), unsafe.Offsetof(w.next) + unsafe.Sizeof(w.next), wave - 1},
		{"rk", unsafe.Offsetof(w.rk), unsafe.Offsetof(w.rk) + 1, wave - 1},
		{"ended", unsafe.Offsetof(w.ended), unsafe.Offsetof(w.ended) + 1, wave - 1},
		{"waiting", unsafe.Offsetof(w.waiting), unsafe.Offsetof(w.waiting) + 1, wave - 1},
		{"parked", unsafe.Offsetof(w.parked), unsafe.Offsetof(w.parked) + 1, wave - 1},
		{"nk", unsafe.Offsetof(w.nk), unsafe.Offsetof(w.nk) + 1, wave - 1},
		{"hat", unsafe.Offsetof(w.hat), unsafe.Offsetof(w.hat) + unsafe.Sizeof(w.hat), wave - 1},
		{"start", unsafe.Offsetof(w.start), unsafe.Offsetof(w.start) + unsafe.Sizeof(w.start), wave - 1},
		{"vm", unsafe.Offsetof(w.vm), unsafe.Offsetof(w.vm) + unsafe.Sizeof(w.vm), wave - 2},
		{"vmBuf", unsafe.Offsetof(w.vmBuf), unsafe.Offsetof(w.vmBuf) + unsafe.Sizeof(w.vmBuf), wave - 2},
	} {
		alone, split := line(f.start, f.end, 0), line(f.start, f.end, 8)
		if alone < 0 || split != f.want || alone != split {
			t.Errorf("twave.%s (bytes %d-%d): line %d alone and %d in a split's record, want line %d in both (the Wave starts in line %d)",
				f.name, f.start, f.end, alone, split, f.want, wave)
		}
	}
}

// TestSplitRecordLines: every split record a family takes at S = 63 has
// its twave 8 bytes into a cache line (so its hot fields are in the line
// before its Wave's: TestTwaveHotFields) and its Wave on a line, whose
// first 64 bytes then hold every field an instruction reads, the machine
// included (sim.TestWaveHotFields). It fails if a chunk is allocated
// without Go's 8-byte header (a chunk of 32 records, 32 KB) or the twave
// is not 248 bytes.
func TestSplitRecordLines(t *testing.T) {
	if n := unsafe.Sizeof(splitRec{}); n%64 != 0 {
		t.Errorf("splitRec is %d bytes, not whole cache lines", n)
	}
	var f family
	for k := 1; k <= 63; k++ {
		rec := f.splitWave(k, 63)
		tw, fw := uintptr(unsafe.Pointer(&rec.twave))%64, uintptr(unsafe.Pointer(&rec.fw))%64
		if tw != 8 || fw != 0 {
			t.Errorf("split %d: twave %d and Wave %d bytes into a cache line, want 8 and 0", k, tw, fw)
		}
	}
}
