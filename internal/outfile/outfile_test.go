package outfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "o.txt")
	if err := Write(out, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(out, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(out, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, out); got != "two" {
		t.Errorf("content %q", got)
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", st.Mode().Perm())
	}
	// A failed write leaves the old file, and no temporary.
	err := WriteWith(out, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return errors.New("disk full")
	})
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("failing fill: %v", err)
	}
	if got := read(t, out); got != "two" {
		t.Errorf("after a failed write: %q", got)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d entries left, want 1", len(ents))
	}
	// Through a link to a regular file: the file gets the data, the link stays.
	link := filepath.Join(dir, "link")
	if err := os.Symlink("o.txt", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("three")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, out); got != "three" {
		t.Errorf("through the link: %q", got)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
}

func TestRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "kernel.s")
	os.WriteFile(in, []byte("input"), 0o644)
	os.Symlink(fifo, filepath.Join(dir, "to-fifo"))
	os.Symlink("nowhere", filepath.Join(dir, "dangling"))
	os.Symlink("kernel.s", filepath.Join(dir, "to-input"))
	os.Link(in, filepath.Join(dir, "hard"))
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	for _, c := range []struct{ path, want string }{
		{fifo, "is a pipe (FIFO): splitwcet writes output only to regular files"},
		{filepath.Join(dir, "to-fifo"), "is a pipe (FIFO) (through the symbolic link to " + fifo + ")"},
		{"/dev/null", "/dev/null is a character device"},
		{filepath.Join(dir, "dangling"), "is a symbolic link to nowhere, which does not exist"},
		{filepath.Join(dir, "sub"), "is a directory"},
		{filepath.Join(dir, "nodir", "o"), "directory " + filepath.Join(dir, "nodir") + " does not exist"},
		{in, in + " is an input of this command: refusing"},
		{filepath.Join(dir, "to-input"), "is an input of this command (the same file as " + in + ")"},
		{filepath.Join(dir, "hard"), "is an input of this command"},
	} {
		err := Write(c.path, []byte("x"), in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.path, err, c.want)
		}
	}
	if got := read(t, in); got != "input" {
		t.Errorf("input now %q", got)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
}

// TestDevice: as root, a private character device node (a copy of
// /dev/null's numbers) is refused and stays a device.
func TestDevice(t *testing.T) {
	dev := filepath.Join(t.TempDir(), "dnull")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skipf("mknod needs root: %v", err)
	}
	if err := Write(dev, []byte("x")); err == nil || !strings.Contains(err.Error(), "is a character device") {
		t.Errorf("device: %v", err)
	}
	if st, err := os.Lstat(dev); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Error("the device node was replaced")
	}
}

func TestWriteIn(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "secret")
	os.WriteFile(outside, []byte("keep"), 0o644)
	os.Symlink(outside, filepath.Join(dir, "index.html"))
	if err := WriteIn(dir, "index.html", []byte("page")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, outside); got != "keep" {
		t.Errorf("the link's target was written: %q", got)
	}
	if got := read(t, filepath.Join(dir, "index.html")); got != "page" {
		t.Errorf("index.html %q", got)
	}
	for _, name := range []string{"../escape", "..", "", "a/../../b", "x\x00y"} {
		if err := WriteIn(dir, name, nil); err == nil {
			t.Errorf("WriteIn(%q): no error", name)
		}
	}
	os.MkdirAll(filepath.Join(dir, "cfgs"), 0o755)
	if err := WriteIn(dir, "cfgs/a.svg", []byte("svg")); err != nil {
		t.Error(err)
	}
}

func TestDir(t *testing.T) {
	base := t.TempDir()
	if err := Dir(filepath.Join(base, "a", "b")); err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(base, "file")
	os.WriteFile(f, nil, 0o644)
	if err := Dir(f); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("Dir(file): %v", err)
	}
	if err := Dir(base, base); err == nil || !strings.Contains(err.Error(), "is an input") {
		t.Errorf("Dir(input): %v", err)
	}
}

func TestSafeName(t *testing.T) {
	for _, s := range []string{"random1", "wg64-short", "s.1", "a b"} {
		if err := SafeName(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	for _, s := range []string{"", ".", "..", "a/b", `a\b`, "x\ny", strings.Repeat("x", 201)} {
		if err := SafeName(s); err == nil {
			t.Errorf("%q: accepted", s)
		}
	}
}
