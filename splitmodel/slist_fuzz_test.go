package splitmodel

import (
	"strconv"
	"strings"
	"testing"
)

// FuzzParseSList: -S never panics; what it accepts is a non-empty, strictly
// increasing list within 0..63 that parses back to itself when written as
// a comma list.
func FuzzParseSList(f *testing.F) {
	for _, s := range []string{"0,1,2,4", "0-8", "0..8", "0-4,8", "63", "0..63", "-1", "8-4", "", "1,,2", " 3 , 1 ", "2-", "..4", "64", "1-2-3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseSList(s)
		if err != nil {
			return
		}
		if len(got) == 0 {
			t.Fatalf("%q: accepted with no value", s)
		}
		parts := make([]string, len(got))
		for i, v := range got {
			if v < 0 || v > 63 || i > 0 && v <= got[i-1] {
				t.Fatalf("%q: %v is not strictly increasing within 0..63", s, got)
			}
			parts[i] = strconv.Itoa(v)
		}
		again, err := ParseSList(strings.Join(parts, ","))
		if err != nil || len(again) != len(got) {
			t.Fatalf("%q: %v does not parse back: %v, %v", s, got, again, err)
		}
	})
}
