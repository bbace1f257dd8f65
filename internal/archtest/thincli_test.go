package archtest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// maxCLILines is the size cmd/splitwcet's non-test code stays under
// (docs/architecture.md: a thin CLI of flags and calls; the logic lives in
// the packages, where it is tested without the command line).
const maxCLILines = 1500

// TestThinCLI fails when cmd/splitwcet's non-test Go files together reach
// maxCLILines lines.
func TestThinCLI(t *testing.T) {
	lines, files := 0, 0
	err := walkSources(func(root, path string) error {
		if rel, _ := filepath.Rel(root, filepath.Dir(path)); filepath.ToSlash(rel) != "cmd/splitwcet" {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines += bytes.Count(b, []byte("\n"))
		files++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("no non-test Go file in cmd/splitwcet")
	}
	if lines >= maxCLILines {
		t.Errorf("cmd/splitwcet has %d lines of non-test code in %d files, %d or more: move logic into the packages", lines, files, maxCLILines)
	}
	t.Logf("cmd/splitwcet: %d lines of non-test code in %d files", lines, files)
}
