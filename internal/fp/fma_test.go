package fp

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// exactFMA is x*y + z computed exactly with math/big and rounded once to
// float32 (big.Float rounds to nearest even; the precision is 24 bits and
// the exponent range float32's, subnormals included by SetFloat64 of the
// float32 result's neighbours).
func exactFMA(x, y, z float32) float32 {
	if math.IsNaN(float64(x)) || math.IsNaN(float64(y)) || math.IsNaN(float64(z)) ||
		math.IsInf(float64(x), 0) || math.IsInf(float64(y), 0) || math.IsInf(float64(z), 0) {
		return float32(math.FMA(float64(x), float64(y), float64(z)))
	}
	v := new(big.Float).SetPrec(0).SetMode(big.ToNearestEven)
	v.SetPrec(1000)
	v.Mul(big.NewFloat(float64(x)).SetPrec(1000), big.NewFloat(float64(y)).SetPrec(1000))
	v.Add(v, big.NewFloat(float64(z)).SetPrec(1000))
	if v.Sign() == 0 {
		return float32(math.FMA(float64(x), float64(y), float64(z))) // the sign of zero
	}
	// Round to float32 through its two neighbours: compare with the midpoint.
	f64, _ := v.Float64() // may round, but only picks the neighbourhood
	f := float32(f64)
	cand := []float32{math.Nextafter32(f, float32(math.Inf(-1))), f, math.Nextafter32(f, float32(math.Inf(1)))}
	best := f
	var bestD *big.Float
	for _, c := range cand {
		if math.IsInf(float64(c), 0) {
			continue
		}
		d := new(big.Float).SetPrec(1000).Sub(v, big.NewFloat(float64(c)).SetPrec(1000))
		d.Abs(d)
		switch {
		case bestD == nil, d.Cmp(bestD) < 0:
			best, bestD = c, d
		case d.Cmp(bestD) == 0 && math.Float32bits(c)&1 == 0:
			best = c
		}
	}
	// Overflow: beyond MaxFloat32 by at least half an ulp rounds to Inf.
	lim := new(big.Float).SetPrec(1000).SetFloat64(math.MaxFloat32 + 0x1p103)
	if v.Cmp(lim) >= 0 {
		return float32(math.Inf(1))
	}
	if v.Cmp(new(big.Float).Neg(lim)) <= 0 {
		return float32(math.Inf(-1))
	}
	return best
}

// TestFMAMidpoint: the double-rounding case float32(math.FMA) gets wrong.
// x*y = 1 + 2^-11 + 2^-24 is the midpoint between the float32s 1 + 2^-11
// and 1 + 2^-11 + 2^-23; a z of 2^-80 puts the exact sum above it (round
// up), but float64 rounds the sum back onto it and float32 then ties to
// the even 1 + 2^-11.
func TestFMAMidpoint(t *testing.T) {
	x := float32(1 + 0x1p-12)
	lo, up := float32(1+0x1p-11), float32(1+0x1p-11+0x1p-23)
	for _, c := range []struct {
		z, want float32
	}{{0x1p-80, up}, {-0x1p-80, lo}, {0, lo}} {
		if got := FMA32(x, x, c.z); got != c.want {
			t.Errorf("FMA32(x, x, %g) = %.10g, want %.10g", c.z, got, c.want)
		}
		if got := exactFMA(x, x, c.z); got != c.want {
			t.Errorf("exactFMA(x, x, %g) = %.10g, want %.10g", c.z, got, c.want)
		}
	}
	if dr := float32(math.FMA(float64(x), float64(x), 0x1p-80)); dr != lo {
		t.Errorf("float32(math.FMA) = %.10g: the example no longer shows double rounding", dr)
	}
	if got := FMA32(math.MaxFloat32, 2, -math.MaxFloat32); got != math.MaxFloat32 {
		t.Errorf("FMA32(max, 2, -max) = %g", got)
	}
}

// TestFMAProperty: FMA equals the exactly computed, once-rounded result on
// random operands, many of them built to land near float32 midpoints.
func TestFMAProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	wrong, doubled := 0, 0
	for i := 0; i < 200000; i++ {
		var x, y, z float32
		switch i % 3 {
		case 0: // anything
			x, y, z = math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32())
		case 1: // x*y near a midpoint, z tiny
			x = 1 + float32(r.IntN(1<<12))*0x1p-12
			y = 1 + float32(r.IntN(1<<12))*0x1p-12
			z = float32(r.NormFloat64()) * 0x1p-60
		default: // cancellation
			x, y = float32(r.NormFloat64()), float32(r.NormFloat64())
			z = -float32(float64(x) * float64(y) * (1 + r.NormFloat64()*0x1p-20))
		}
		got, want := FMA32(x, y, z), exactFMA(x, y, z)
		if math.IsNaN(float64(want)) && math.IsNaN(float64(got)) {
			continue
		}
		if dr := float32(math.FMA(float64(x), float64(y), float64(z))); math.Float32bits(dr) != math.Float32bits(want) {
			doubled++
		}
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Errorf("FMA32(%g, %g, %g) = %g, exact %g", x, y, z, got, want)
			if wrong++; wrong > 10 {
				t.FailNow()
			}
		}
	}
	// The operands reach the cases double rounding gets wrong: a naive
	// float32(math.FMA) would fail this test.
	if doubled == 0 {
		t.Error("no operands where float64 double rounding errs: the test does not exercise FMA's correction")
	}
	t.Logf("%d of 200000 cases where float32(math.FMA) double-rounds wrongly", doubled)
}
