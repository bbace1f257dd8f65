package split

import "testing"

// FuzzParseSplitPolicy: --split-policy and splits.policy accept exactly the
// policies' names, each of which its String writes back.
func FuzzParseSplitPolicy(f *testing.F) {
	for _, s := range append([]string{"", "Halve", "fcfs ", "parent"}, Names...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		if p.String() != s {
			t.Fatalf("%q: parsed as %v", s, p)
		}
	})
}
