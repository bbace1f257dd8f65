package workload

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse: the workload parser and File.Check (against globals_split, a
// kernel with a struct argument and globals) never panic, and every error
// names the file. Seeds are the examples' workload files.
func FuzzParse(f *testing.F) {
	fn := exampleFunction(f, "globals_split")
	paths, _ := filepath.Glob(filepath.Join("..", "..", "..", "examples", "*", "workload.yaml"))
	for _, p := range paths {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("kernel: k\nworkgroup_size: [64, 2]\nworkgroups: [2]\nargs:\n  - {name: a, type: f32, count: 8, init: \"random(3, -1, 1)\"}\n  - {name: n, type: i32, value: 7}\ninputs:\n  - name: x\n"))
	f.Add([]byte("kernel: k\nworkgroup_size: 64\nworkgroups: 1\nargs:\n  - name: p\n    size: 16\n    fields:\n      - {offset: 0, type: f64, value: 1.5}\n      - {offset: 8, type: u16, values: [1, 2]}\n  - {name: q, bytes: [1, -1, 0x10]}\nglobals:\n  t: {type: i32, count: 4, init: iota, output: true}\ninputs:\n  - name: a\n    globals:\n      t: {init: \"const 3\"}\n      u: {type: u8}\n    args:\n      p: {bytes: [9]}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := Parse("w.yaml", data)
		if err == nil {
			err = w.Check(fn)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "w.yaml") {
			t.Fatalf("error does not name the file: %v", err)
		}
	})
}
