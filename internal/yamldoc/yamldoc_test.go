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
		{"a: 1\nb: 2\na: 3\n", `yaml: line 3: key "a" given twice (first at line 1): a key may appear once`},
		{"a:\n  - {x: 1, y: 2, x: 3}\n", `yaml: line 2: key "x" given twice (first at line 2): a key may appear once`},
		{"a: {x: 1}\nb: {x: 1}\n", ""}, // the same key in two mappings

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
