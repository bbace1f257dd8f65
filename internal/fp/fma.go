// Package fp holds the float32 arithmetic that Go's operators do not
// give: FMA, the fused multiply-add of GPUs' v_fma_f32 (one rounding),
// shared by the simulator and the Go references of the kernels it runs.
package fp

import "math"

// FMA32 returns x*y + z rounded once to float32 (round to nearest, ties to
// even), as IEEE 754's fusedMultiplyAdd and AMD's v_fma_f32 do.
//
// float32(math.FMA(x, y, z)) rounds twice, to float64 and then to
// float32, and is wrong when the first rounding lands exactly on a
// float32 midpoint (x*y = 1+2^-24, z = 2^-80: the exact sum lies above
// the midpoint between 1 and 1+2^-23, the float64 sum on it, and the tie
// goes to 1). x*y is exact in float64 (24+24 significant bits), so the
// float64 sum's error is exact too (TwoSum), and its sign breaks such a
// tie.
func FMA32(x, y, z float32) float32 {
	p, c := float64(x)*float64(y), float64(z)
	r := p + c
	f := float32(r)
	if math.IsInf(r, 0) || math.IsNaN(r) || float64(f) == r {
		return f // exact, or nothing to correct
	}
	// The exact error of r = p + c (Knuth's TwoSum).
	b := r - p
	e := (p - (r - b)) + (c - b)
	if e == 0 {
		return f
	}
	// The float32 neighbours of r: lo < r < hi.
	lo, hi := f, f
	if float64(f) < r {
		hi = math.Nextafter32(f, float32(math.Inf(1)))
	} else {
		lo = math.Nextafter32(f, float32(math.Inf(-1)))
	}
	hiv := float64(hi)
	if math.IsInf(hiv, 1) {
		hiv = 0x1p128 // the overflow threshold's upper end
	}
	lov := float64(lo)
	if math.IsInf(lov, -1) {
		lov = -0x1p128
	}
	if (lov+hiv)/2 != r {
		return f // not a tie: the second rounding is the only one
	}
	if e > 0 {
		return hi
	}
	return lo
}
