package workload

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse: the workload parser never panics, and every error names the
// file. Seeds are the examples' workload files.
func FuzzParse(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "..", "examples", "*", "workload.yaml"))
	for _, p := range paths {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("kernel: k\nworkgroup_size: [64, 2]\nworkgroups: [2]\nargs:\n  - {name: a, type: f32, count: 8, init: \"random(3, -1, 1)\"}\n  - {name: n, type: i32, value: 7}\ninputs:\n  - name: x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Parse("w.yaml", data)
		if err != nil && !strings.HasPrefix(err.Error(), "w.yaml") {
			t.Fatalf("error does not name the file: %v", err)
		}
	})
}
