package timing

import (
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
