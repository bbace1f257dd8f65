package sim

import "math"

// LDS atomics beyond the integer set: float min/max (IEEE minNum/maxNum:
// a NaN operand yields the other), float compare-and-store (equal as
// floats, so -0 == +0 and NaN never matches), masked or, and wrap.
func init() {
	fl := func(v uint64, wide bool) float64 {
		if wide {
			return math.Float64frombits(v)
		}
		return float64(math.Float32frombits(uint32(v)))
	}
	atomics["fmin"] = func(o, d, _ uint64, wide bool) uint64 {
		a, b := fl(o, wide), fl(d, wide)
		if a != a || b == b && (b < a || b == a && math.Signbit(b)) {
			return d
		}
		return o
	}
	atomics["fmax"] = func(o, d, _ uint64, wide bool) uint64 {
		a, b := fl(o, wide), fl(d, wide)
		if a != a || b == b && (b > a || b == a && !math.Signbit(b)) {
			return d
		}
		return o
	}
	atomics["cmpswap_f"] = func(o, d, c uint64, wide bool) uint64 {
		if fl(o, wide) == fl(c, wide) {
			return d
		}
		return o
	}
	atomics["mskor"] = func(o, d, c uint64, _ bool) uint64 { return o&^c | d }
	atomics["wrap"] = func(o, d, c uint64, _ bool) uint64 {
		if o&0xffffffff >= c&0xffffffff {
			return o - c
		}
		return o + d
	}
}
