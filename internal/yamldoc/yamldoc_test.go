package yamldoc

import (
	"testing"

	"gopkg.in/yaml.v3"
)

func TestUnmarshal(t *testing.T) {
	for _, c := range []struct{ src, err string }{
		{"", ""},
		{"a: 1\n", ""},
		{"---\na: 1\n", ""},
		{"a: 1\n---\nb: 2\n", "yaml: line 3: a second YAML document (after ---): a file holds one"},
		{"a: [1\n", "yaml: line 1: did not find expected ',' or ']'"},
		{"a: &x [1]\nb: 2\n", ""}, // an anchor alone is harmless
		{"a: &x [1]\nb:\n  - c: *x\n", "yaml: line 3: alias *x: splitwcet's input files take no aliases; write the value out"},
		{"a: &x {k: 1}\nb:\n  <<: *x\n", "yaml: line 3: alias *x: splitwcet's input files take no aliases; write the value out"},
		{"a: &x k\nb:\n  *x : 2\n", "yaml: line 3: alias *x: splitwcet's input files take no aliases; write the value out"},
		{"a: &x 1\n---\nb: *x\n", "yaml: line 3: a second YAML document (after ---): a file holds one"},
	} {
		var doc yaml.Node
		err := Unmarshal([]byte(c.src), &doc)
		if got := ""; err != nil {
			got = err.Error()
			if got != c.err {
				t.Errorf("%q: %v, want %q", c.src, err, c.err)
			}
		} else if c.err != "" {
			t.Errorf("%q: no error, want %q", c.src, c.err)
		}
	}
}
