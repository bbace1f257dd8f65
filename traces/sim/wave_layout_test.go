package sim

import (
	"testing"
	"unsafe"
)

// TestWaveHotFields keeps the fields of Wave every step reads in its
// first 56 bytes: with the 8-byte header Go puts in front of an object
// of more than 512 bytes with pointers, what the first cache line of a
// Wave holds (state.go).
func TestWaveHotFields(t *testing.T) {
	var w Wave
	for _, f := range []struct {
		name string
		end  uintptr
	}{
		{"PC", unsafe.Offsetof(w.PC) + unsafe.Sizeof(w.PC)},
		{"Count", unsafe.Offsetof(w.Count) + unsafe.Sizeof(w.Count)},
		{"Split", unsafe.Offsetof(w.Split) + unsafe.Sizeof(w.Split)},
		{"V", unsafe.Offsetof(w.V) + 16}, // the rows' pointer and length
		{"Mode", unsafe.Offsetof(w.Mode) + unsafe.Sizeof(w.Mode)},
		{"SCC", unsafe.Offsetof(w.SCC) + 1},
		{"Done", unsafe.Offsetof(w.Done) + 1},
		{"AtBarrier", unsafe.Offsetof(w.AtBarrier) + 1},
		{"parked", unsafe.Offsetof(w.parked) + 1},
	} {
		if f.end > 56 {
			t.Errorf("Wave.%s ends at byte %d, after the first 56", f.name, f.end)
		}
	}
}
