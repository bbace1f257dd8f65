package sim

import (
	"slices"
	"testing"
	"unsafe"
)

// TestWaveHotFields keeps the fields of Wave every step reads in its
// first 56 bytes: with the 8-byte header Go puts in front of an object
// of more than 512 bytes with pointers, what the first cache line of a
// Wave holds (state.go); and m, EXEC, VCC and M0, which most vector and
// branch instructions read, in the next 64 bytes, the second line.
func TestWaveHotFields(t *testing.T) {
	var w Wave
	sreg := func(r, n int) uintptr { return unsafe.Offsetof(w.S) + uintptr(4*(r+n)) }
	for _, f := range []struct {
		name string
		end  uintptr
		line uintptr // the bytes before its line's end: 56, 56 + 64
	}{
		{"PC", unsafe.Offsetof(w.PC) + unsafe.Sizeof(w.PC), 56},
		{"Count", unsafe.Offsetof(w.Count) + unsafe.Sizeof(w.Count), 56},
		{"Split", unsafe.Offsetof(w.Split) + unsafe.Sizeof(w.Split), 56},
		{"V", unsafe.Offsetof(w.V) + 16, 56}, // the rows' pointer and length
		{"Mode", unsafe.Offsetof(w.Mode) + unsafe.Sizeof(w.Mode), 56},
		{"SCC", unsafe.Offsetof(w.SCC) + 1, 56},
		{"Done", unsafe.Offsetof(w.Done) + 1, 56},
		{"AtBarrier", unsafe.Offsetof(w.AtBarrier) + 1, 56},
		{"parked", unsafe.Offsetof(w.parked) + 1, 56},
		{"m", unsafe.Offsetof(w.m) + unsafe.Sizeof(w.m), 120},
		{"EXEC", sreg(regEXEC, 2), 120},
		{"VCC", sreg(regVCC, 2), 120},
		{"M0", sreg(regM0, 1), 120},
	} {
		if f.end > f.line {
			t.Errorf("Wave.%s ends at byte %d, after the first %d", f.name, f.end, f.line)
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
