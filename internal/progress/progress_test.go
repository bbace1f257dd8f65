package progress

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestNoBarOffTerminal: no bar, a nil callback and nothing written when the
// writer is not a terminal (a buffer, a file) or quiet is set, so that
// redirected stderr and --quiet stay clean.
func TestNoBarOffTerminal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stderr")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var buf bytes.Buffer
	for name, c := range map[string]struct {
		w     io.Writer
		quiet bool
	}{"buffer": {&buf, false}, "file": {f, false}, "quiet file": {f, true}} {
		if bar := New(c.w, c.quiet, 10, "x"); bar != nil {
			t.Errorf("%s: New gave a bar", name)
		}
		fn, end := Func(c.w, c.quiet, "x")
		if fn != nil {
			t.Errorf("%s: Func gave a callback", name)
		}
		end()
		phases, end := Phases(c.w, c.quiet)
		if phases != nil {
			t.Errorf("%s: Phases gave a callback", name)
		}
		end()
	}
	if st, err := os.Stat(path); err != nil || st.Size() != 0 || buf.Len() != 0 {
		t.Errorf("something was written: file %v %v, buffer %q", st, err, buf.String())
	}
}
