package sat

import (
	"math"
	"math/big"
	"testing"
)

// TestAgainstBig: Add and Mul equal the exact result capped, for values
// at and around the caps the packages use.
func TestAgainstBig(t *testing.T) {
	vals := []int64{0, 1, 2, 3, 7, 1 << 30, 1<<31 - 1, 1 << 31, 1 << 59, 1<<60 - 1, 1 << 60, 1 << 61, 1<<62 - 1, 1 << 62, math.MaxInt64 / 2, math.MaxInt64 - 1, math.MaxInt64}
	for _, cap := range []int64{1 << 60, 1 << 62, math.MaxInt64} {
		capped := func(x *big.Int) int64 {
			if x.Cmp(big.NewInt(cap)) >= 0 {
				return cap
			}
			return x.Int64()
		}
		for _, a := range vals {
			for _, b := range vals {
				if a > cap || b > cap {
					continue
				}
				if got, want := Add(a, b, cap), capped(new(big.Int).Add(big.NewInt(a), big.NewInt(b))); got != want {
					t.Errorf("Add(%d, %d, %d) = %d, want %d", a, b, cap, got, want)
				}
				if got, want := Mul(a, b, cap), capped(new(big.Int).Mul(big.NewInt(a), big.NewInt(b))); got != want {
					t.Errorf("Mul(%d, %d, %d) = %d, want %d", a, b, cap, got, want)
				}
			}
		}
	}
	if Mul(-3, 4, 100) != 0 || Mul(4, -3, 100) != 0 {
		t.Error("Mul of a negative factor is not 0")
	}
}
