package rodinia

import (
	"math"

	"github.com/splitwcet/splitwcet/internal/fp"
)

// GaussianMatrix is the n×n coefficient matrix gaussian's host builds for
// "-s n" (its create_matrix): a symmetric Toeplitz matrix with
// a[i][j] = 10·e^(-0.01·|i-j|), computed in single precision as the host
// does (the exponent's argument a float product, 10·expf(x) a float
// product; expf is taken as the correctly rounded float of e^x, which
// glibc's expf returns). Row-major.
func GaussianMatrix(n int) []float32 {
	coe := make([]float32, 2*n-1)
	lambda := float32(-0.01)
	for i := 0; i < n; i++ {
		c := 10 * float32(math.Exp(float64(lambda*float32(i))))
		coe[n-1+i] = c
		coe[n-1-i] = c
	}
	a := make([]float32, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			a[i*n+j] = coe[n-1-i+j]
		}
	}
	return a
}

// GaussianRHS is the right-hand side the host sets for "-s n": all ones.
func GaussianRHS(n int) []float32 {
	b := make([]float32, n)
	for i := range b {
		b[i] = 1
	}
	return b
}

// GaussianFan1 is step t's multiplier column of forward elimination: for
// each row r below t, m[r][t] = a[r][t] / a[t][t].
func GaussianFan1(m, a []float32, n, t int) {
	for r := t + 1; r < n; r++ {
		m[n*r+t] = a[n*r+t] / a[n*t+t]
	}
}

// GaussianFan2 is step t's elimination: row r > t of a loses m[r][t] times
// row t (columns t..n-1), and b[r] loses m[r][t]·b[t]. fused computes each
// x - m·y with one rounding (fp.FMA32(-m, y, x)), as hipcc contracts it for
// gfx9, whose f32 FMA is full rate (v_fma_f32); gfx803's code multiplies
// and subtracts with a rounding each (v_mad_f32).
func GaussianFan2(m, a, b []float32, n, t int, fused bool) {
	sub := func(x, m, y float32) float32 {
		if fused {
			return fp.FMA32(-m, y, x)
		}
		return x - m*y
	}
	for r := t + 1; r < n; r++ {
		for c := t; c < n; c++ {
			a[n*r+c] = sub(a[n*r+c], m[n*r+t], a[n*t+c])
		}
		b[r] = sub(b[r], m[n*r+t], b[t])
	}
}
