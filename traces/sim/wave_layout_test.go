package sim

import (
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
