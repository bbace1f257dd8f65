package rodinia

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b)) }

// srand(7)'s first rand() is 1045618677 (TestHostInputs): as a float
// 1045618688, /2^31 = 0.48690..., exp = 1.6272706.
func TestSradImage(t *testing.T) {
	j := SradImage(16, 16)
	if len(j) != 256 || j[0] != float32(1.6272706) {
		t.Fatalf("SradImage(16, 16)[0] = %v (len %d), want 1.6272706", j[0], len(j))
	}
	for k, v := range j {
		if !(v >= 1 && v <= float32(math.E)) {
			t.Fatalf("J[%d] = %v outside [1, e]", k, v)
		}
	}
}

// A region of two pixels 1 and 3: mean 2, variance 10/2 - 4 = 1, q0sqr 1/4.
func TestSradQ0sqrByHand(t *testing.T) {
	p := SradParams{Rows: 1, Cols: 4, R1: 0, R2: 0, C1: 1, C2: 2}
	if q := SradQ0sqr([]float32{9, 1, 3, 9}, p); q != 0.25 {
		t.Errorf("q0sqr = %v, want 0.25", q)
	}
}

// A uniform image of 2s with q0sqr = 0.25. Inside, every difference is 0:
// qsqr = 0, den = -0.25/(0.25·1.25) = -0.8, c = 1/0.2 = 5, saturated to 1.
// At 16×16 (one block) the kernel reads 0 south of the last row and 0 east
// of the last pixel: pixel (15, 5) has dS = -2, G2 = 4/4 = 1, L = -1,
// num = 0.5 - 1/16 = 0.4375, den = 0.75, qsqr = 0.4375/0.5625 = 7/9,
// den = (7/9 - 0.25)/0.3125 = 1.68889, c = 1/2.68889 = 0.371901; pixel
// (15, 15) has dS = dE = -2: G2 = 2, L = -2, num = 0.75, den = 0.5,
// qsqr = 3, den = 2.75/0.3125 = 8.8, c = 1/9.8 = 0.102041. The east of
// (3, 15) is (4, 0), also 2: c = 1. At 32×32 the halo is clamped: c = 1
// everywhere.
func TestSradCoefficientsByHand(t *testing.T) {
	for _, fused := range []bool{false, true} { // gfx803's and gfx9's rounding
		checkSradByHand(t, fused)
	}
}

func checkSradByHand(t *testing.T, fused bool) {
	img := func(n int) []float32 {
		j := make([]float32, n*n)
		for k := range j {
			j[k] = 2
		}
		return j
	}
	d := SradCoefficients(img(16), 16, 16, 0.25, fused)
	for _, c := range []struct {
		i, j    int
		c, s, e float64
	}{{5, 5, 1, 0, 0}, {15, 5, 0.371901, -2, 0}, {15, 15, 0.102041, -2, -2}, {3, 15, 1, 0, 0}, {0, 0, 1, 0, 0}} {
		k := c.i*16 + c.j
		if !near(float64(d.C[k]), c.c, 1e-6) || float64(d.S[k]) != c.s || float64(d.E[k]) != c.e || d.N[k] != 0 || d.W[k] != 0 {
			t.Errorf("fused %v: pixel (%d, %d): c %v S %v E %v N %v W %v, want c %v S %v E %v", fused, c.i, c.j, d.C[k], d.S[k], d.E[k], d.N[k], d.W[k], c.c, c.s, c.e)
		}
	}
	d32 := SradCoefficients(img(32), 32, 32, 0.25, fused)
	for k, c := range d32.C {
		if c != 1 || d32.S[k] != 0 || d32.E[k] != 0 {
			t.Fatalf("32x32 pixel %d: c %v S %v E %v, want 1, 0, 0", k, c, d32.S[k], d32.E[k])
		}
	}
	// The update: pixel (15, 5): D = cS·dS with cS = c (last row, clamped)
	// = 0.371901·-2, J = 2 + 0.25·0.5·D = 1.907025; inside D = 0.
	j := SradUpdate(img(16), d, 16, 16, 0.5, fused)
	if !near(float64(j[15*16+5]), 1.907025, 1e-6) || j[5*16+5] != 2 {
		t.Errorf("update: (15, 5) = %v, (5, 5) = %v; want 1.907025, 2", j[15*16+5], j[5*16+5])
	}
}
