package eval

import (
	"math"
	"testing"
)

// TestRelDiff pins the float checks' measure: absolute below |want| = 1,
// relative above, and NaN (which every check rejects) for a NaN output.
func TestRelDiff(t *testing.T) {
	nan := float32(math.NaN())
	for _, c := range []struct {
		got, want float32
		diff      float64
	}{
		{1, 1, 0},
		{0.5, 0, 0.5},      // absolute near zero
		{-0.25, 0.5, 0.75}, // |want| < 1: still absolute
		{150, 100, 0.5},    // relative to |want|
		{-300, -200, 0.5},
	} {
		if d := relDiff(c.got, c.want); d != c.diff {
			t.Errorf("relDiff(%v, %v) = %v, want %v", c.got, c.want, d, c.diff)
		}
	}
	if r := relDiff(nan, 1); r <= 1e-3 {
		t.Errorf("relDiff(NaN, 1) = %v passes a tolerance check", r)
	}
}
