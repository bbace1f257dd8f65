package sweep

import "testing"

// FuzzParseShard: --shard never panics; an accepted I/N has 0 <= I < N <=
// MaxShards and writes back to a string that parses to the same shard.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"0/4", "3/4", "4/4", "-1/4", "0/0", "0/100000", "0/100001", "1", "/", " 1 / 2 ", "9223372036854775807/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sh, err := ParseShard(s)
		if err != nil {
			return
		}
		if sh.I < 0 || sh.I >= sh.N || sh.N > MaxShards {
			t.Fatalf("%q: accepted as %+v", s, sh)
		}
		if again, err := ParseShard(sh.String()); err != nil || again != sh {
			t.Fatalf("%q: %+v writes back as %q, which parses to %+v, %v", s, sh, sh.String(), again, err)
		}
	})
}
