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
// Waves), and a split's counters start in its own record.
func TestSplitRecordChunks(t *testing.T) {
	for _, c := range []struct {
		s, k   int
		chunks []int
	}{
		{1, 1, []int{1}},
		{4, 4, []int{1, 2, 1}},
		{63, 5, []int{1, 2, 4}},
		{63, 63, []int{1, 2, 4, 8, 16, 32}},
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
// twave's first 56 bytes: one cache line whether the record starts at a
// line (its own allocation) or 8 bytes into one (in a chunk with an
// allocation header: family.splitWave); and the vm counter in the next
// line of a split's record.
func TestTwaveHotFields(t *testing.T) {
	var w twave
	for _, f := range []struct {
		name string
		end  uintptr
	}{
		{"w", unsafe.Offsetof(w.w) + unsafe.Sizeof(w.w)},
		{"fam", unsafe.Offsetof(w.fam) + unsafe.Sizeof(w.fam)},
		{"age", unsafe.Offsetof(w.age) + unsafe.Sizeof(w.age)},
		{"next", unsafe.Offsetof(w.next) + unsafe.Sizeof(w.next)},
		{"rk", unsafe.Offsetof(w.rk) + 1},
		{"ended", unsafe.Offsetof(w.ended) + 1},
		{"waiting", unsafe.Offsetof(w.waiting) + 1},
		{"parked", unsafe.Offsetof(w.parked) + 1},
		{"nk", unsafe.Offsetof(w.nk) + 1},
		{"hat", unsafe.Offsetof(w.hat) + unsafe.Sizeof(w.hat)},
	} {
		if f.end > 56 {
			t.Errorf("twave.%s ends at byte %d, after the first 56", f.name, f.end)
		}
	}
	// The vm counter and its first entries, what a vector memory
	// instruction and an s_waitcnt vmcnt read, in the second line of a
	// split's record (bytes 56-120).
	for _, f := range []struct {
		name       string
		start, end uintptr
	}{
		{"vm", unsafe.Offsetof(w.vm), unsafe.Offsetof(w.vm) + unsafe.Sizeof(w.vm)},
		{"vmBuf", unsafe.Offsetof(w.vmBuf), unsafe.Offsetof(w.vmBuf) + unsafe.Sizeof(w.vmBuf)},
	} {
		if f.start < 56 || f.end > 120 {
			t.Errorf("twave.%s takes bytes %d-%d, not within 56-120", f.name, f.start, f.end)
		}
	}
}
