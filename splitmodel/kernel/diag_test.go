package kernel

import (
	"strings"
	"testing"
)

func TestLocAt(t *testing.T) {
	text := []byte("\t.file\t1 \"/src\" \"k.hip\"\n" + // 1
		"\t.file\t2 \"inc.h\"\n" + // 2
		"k:\n" + // 3
		"\t.loc\t1 5 3 prologue_end\n" + // 4
		"\ts_nop 0\n" + // 5
		"\t.loc\t2 7 0\n" + // 6
		"\ts_nop 1\n" + // 7
		"\t.loc\t1 0 0\n" + // 8
		"\ts_endpgm\n") // 9
	for _, tc := range []struct {
		line    int
		file    string
		ln, col int
	}{{3, "", 0, 0}, {5, "k.hip", 5, 3}, {7, "inc.h", 7, 0}, {9, "k.hip", 0, 0}} {
		f, l, c := locAt(text, tc.line)
		if f != tc.file || l != tc.ln || c != tc.col {
			t.Errorf("locAt(%d) = %s:%d:%d, want %s:%d:%d", tc.line, f, l, c, tc.file, tc.ln, tc.col)
		}
	}
}

// TestToolInfoCommit: a test binary has no VCS build information, so the
// link-time Commit fills it in, "-dirty" meaning modified.
func TestToolInfoCommit(t *testing.T) {
	defer func(c string) { Commit = c }(Commit)
	Commit = "0123abcd-dirty"
	if got := ToolInfo(); got.Commit != "0123abcd" || !got.Modified || got.String() != got.Version+" commit 0123abcd (modified) "+got.Go {
		t.Errorf("ToolInfo() = %+v, %q", got, got.String())
	}
	Commit = "0123abcd"
	if got := ToolInfo(); got.Commit != "0123abcd" || got.Modified {
		t.Errorf("ToolInfo() = %+v", got)
	}
}

// FuzzLocAt: any assembly text and line give a position without a panic,
// and a line it names is one a .loc directive gave.
func FuzzLocAt(f *testing.F) {
	f.Add("\t.file\t1 \"/src\" \"k.hip\"\n\t.loc\t1 5 3\n\ts_nop 0\n", 3)
	f.Add(".loc 1 x\n.file 1 \"a\" \"b\" md5 0x1\n", 9)
	f.Fuzz(func(t *testing.T, text string, n int) {
		if n < 0 || n > 1<<16 {
			return
		}
		_, line, col := locAt([]byte(text), n)
		if line < 0 || col < 0 || (line > 0 && !strings.Contains(text, ".loc")) {
			t.Errorf("locAt(%q, %d) = line %d col %d", text, n, line, col)
		}
	})
}
