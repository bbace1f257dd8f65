package static

import (
	"strings"
	"testing"
)

// FuzzLoad: the latency-table parser never panics, and every error names the
// file.
func FuzzLoad(f *testing.F) {
	f.Add(DefaultYAML())
	f.Add([]byte("classes:\n  valu: {issue: 8}\nrules:\n  - match: v_mul_*\n    class: valu\n"))
	f.Add([]byte("inherit: false\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Load("t.yaml", data)
		if err != nil && !strings.HasPrefix(err.Error(), "t.yaml") {
			t.Fatalf("error does not name the file: %v", err)
		}
	})
}
