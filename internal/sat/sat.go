// Package sat owns saturating arithmetic on non-negative int64 values:
// counts, estimates and bounds that must stop at a cap instead of
// wrapping. Each caller picks its cap (the simulator's memory estimates
// 2^62, the IPET's "no bound known" MaxInt64, the static bound's refusal
// limit 2^60).
package sat

// Add is a + b for a, b in [0, cap], or cap when the sum reaches it.
func Add(a, b, cap int64) int64 {
	if a >= cap-b {
		return cap
	}
	return a + b
}

// Mul is a × b for a, b >= 0 (0 when either is not positive), or cap when
// the product reaches it.
func Mul(a, b, cap int64) int64 {
	if a <= 0 || b <= 0 {
		return 0
	}
	if a > cap/b {
		return cap
	}
	return min(a*b, cap)
}
