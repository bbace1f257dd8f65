package eval

import (
	"math"
	"strings"
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

// TestCompareExact: every element that is not the reference's bit for
// bit fails (a NaN too) and is named; a length mismatch is fatal; the
// largest relative difference is returned for the log (NaN after a NaN).
func TestCompareExact(t *testing.T) {
	nan := float32(math.NaN())
	var worst float64
	r := RunCheck(func(tb TB, _, _ string) {
		worst = compareExact(tb, "x", []float32{1, 2.5, nan, 4}, []float32{1, 2, 3, 4}, elementName)
	}, "", "")
	if want := "x[1] = 2.5, reference 2,x[2] = NaN, reference 3"; strings.Join(r.Errors, ",") != want {
		t.Errorf("errors %q, want %q", r.Errors, want)
	}
	if !math.IsNaN(worst) { // the log says NaN: a NaN output is the worst
		t.Errorf("largest relative difference %v, want NaN", worst)
	}
	r = RunCheck(func(tb TB, _, _ string) {
		compareExact(tb, "y", []float32{1}, []float32{1, 2}, elementName)
		tb.Errorf("not reached")
	}, "", "")
	if want := "y: 1 elements, reference 2"; strings.Join(r.Errors, ",") != want {
		t.Errorf("errors %q, want %q", r.Errors, want)
	}
}
