package sim

import (
	"slices"
	"testing"
	"unsafe"
)

// TestWaveHotFields keeps the fields of Wave every step reads (PC, the
// flags, Count, Split, the VGPR rows' slice, the machine) in its first 56
// bytes, which are in one cache line whether the Wave starts on a line or
// 8 bytes into one (Go's header in front of an object of more than 512
// bytes with pointers, and at most 32 KB); EXEC, which most vector and
// branch instructions read, in the first line of a Wave that starts on a
// line (the timing model's split records: splitRec, TestSplitRecordLines;
// a large array's Waves) and in the second of one that does not, with VCC
// and M0. The alignments are the Go runtime's, checked below: if they
// change, the layout is to be revisited.
func TestWaveHotFields(t *testing.T) {
	var w Wave
	sreg := func(r, n int) uintptr { return unsafe.Offsetof(w.S) + uintptr(4*(r+n)) }
	for _, f := range []struct {
		name string
		end  uintptr
		line uintptr // the bytes before its line's end: 56, 64, 56 + 64
	}{
		{"PC", unsafe.Offsetof(w.PC) + unsafe.Sizeof(w.PC), 56},
		{"SCC", unsafe.Offsetof(w.SCC) + 1, 56},
		{"Done", unsafe.Offsetof(w.Done) + 1, 56},
		{"AtBarrier", unsafe.Offsetof(w.AtBarrier) + 1, 56},
		{"parked", unsafe.Offsetof(w.parked) + 1, 56},
		{"Count", unsafe.Offsetof(w.Count) + unsafe.Sizeof(w.Count), 56},
		{"Split", unsafe.Offsetof(w.Split) + unsafe.Sizeof(w.Split), 56},
		{"V", unsafe.Offsetof(w.V) + unsafe.Sizeof(w.V), 56},
		{"m", unsafe.Offsetof(w.m) + unsafe.Sizeof(w.m), 56},
		{"EXEC", sreg(regEXEC, 2), 64},
		{"VCC", sreg(regVCC, 2), 120},
		{"M0", sreg(regM0, 1), 120},
	} {
		if f.end > f.line {
			t.Errorf("Wave.%s ends at byte %d, after the first %d", f.name, f.end, f.line)
		}
	}
	if n := unsafe.Sizeof(w); n%64 != 0 {
		t.Errorf("Wave is %d bytes, not whole cache lines: the Waves of an array start at different places in a line", n)
	}
	for _, c := range []struct {
		what string
		wave *Wave
		off  uintptr // its address modulo 64
	}{
		{"new(Wave)", new(Wave), 8},
		{"a Wave of an array of 4", &make([]Wave, 4)[3], 8},
		{"a Wave of an array of 256 (196 KB)", &make([]Wave, 256)[255], 0},
	} {
		if got := uintptr(unsafe.Pointer(c.wave)) % 64; got != c.off {
			t.Errorf("%s starts %d bytes into a cache line, want %d", c.what, got, c.off)
		}
	}
}

// TestSplitChunks: a family's splits come from chunks of doubling size,
// capped by the splits S still allows, so a family that splits S times
// allocates exactly S Waves and one that splits k times fewer than 2k.
func TestSplitChunks(t *testing.T) {
	for _, c := range []struct {
		s, k   int
		chunks []int
	}{
		{1, 1, []int{1}},
		{4, 4, []int{1, 2, 1}},
		{10, 10, []int{1, 2, 4, 3}},
		{63, 5, []int{1, 2, 4}},
		{63, 63, []int{1, 2, 4, 8, 16, 32}},
	} {
		var f Family
		var chunks []int
		seen := map[*Wave]bool{}
		for range c.k {
			f.Splits++
			fresh := len(f.spare) == 0
			w := f.splitWave(c.s)
			if fresh {
				chunks = append(chunks, len(f.spare)+1)
			}
			if seen[w] {
				t.Fatalf("S = %d: split %d got a Wave already taken", c.s, f.Splits)
			}
			seen[w] = true
		}
		if !slices.Equal(chunks, c.chunks) {
			t.Errorf("S = %d, %d splits: chunks %v, want %v", c.s, c.k, chunks, c.chunks)
		}
	}
}
