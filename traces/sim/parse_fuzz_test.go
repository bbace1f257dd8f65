package sim_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// FuzzParseBytes: --memory-budget never panics and accepts only sizes in
// 1..2^62-1 bytes.
func FuzzParseBytes(f *testing.F) {
	for _, s := range []string{"512MiB", "4G", "1.5GiB", "1500000000", "100K", "0", "-1M", "NaN", "Inf", "1e30", "0.5", "kib", " 2 gb "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := sim.ParseBytes(s)
		if err == nil && (n < 1 || n >= 1<<62) {
			t.Fatalf("%q: accepted as %d bytes", s, n)
		}
	})
}
