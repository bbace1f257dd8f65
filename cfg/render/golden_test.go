package render

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
)

var update = flag.Bool("update", false, "rewrite the golden CFG files examples/*/cfg.golden.json")

// TestGoldenCFG compares the CFG JSON of every example with the committed
// examples/NAME/cfg.golden.json. The ifelse, nested and divloop goldens were
// reviewed by hand against their HIP source (see each example's README.md);
// regenerate after an intended change with
//
//	go test ./cfg/render -run TestGoldenCFG -update
//
// and review the diff.
func TestGoldenCFG(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Assembly(name)
			if err != nil {
				t.Fatal(err)
			}
			file := "examples/" + name + "/kernel.s"
			f, err := asm.Parse(file, src, asm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			g, err := cfg.BuildFile(f, "")
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Write(&buf, NewDocument(file, f.Arch, Build(g))); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("..", "..", "examples", name, "cfg.golden.json")
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("CFG JSON of %s differs from %s; first difference near byte %d (run with -update and review the diff if intended)",
					name, path, firstDiff(buf.Bytes(), want))
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
