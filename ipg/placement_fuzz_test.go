package ipg

import "testing"

// FuzzParsePlacement: --ipts accepts "thesis", "blocks" and the empty
// string (thesis) only, and the placement writes back to a name that
// parses to it.
func FuzzParsePlacement(f *testing.F) {
	for _, s := range []string{"", "thesis", "blocks", "Blocks", "block", " thesis"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePlacement(s)
		if err != nil {
			return
		}
		if s != "" && s != p.String() {
			t.Fatalf("%q: parsed as %v", s, p)
		}
		if again, err := ParsePlacement(p.String()); err != nil || again != p {
			t.Fatalf("%q: %v does not parse back: %v, %v", s, p, again, err)
		}
	})
}
