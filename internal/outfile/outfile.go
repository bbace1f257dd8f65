// Package outfile writes every file splitwcet produces: the one place that
// decides where output may land. A named output (-o, --emit, --lp,
// --save-asm, a trace) must be a regular file or a new one, after
// symbolic links are followed: a device, a FIFO, a socket or a directory
// is refused (a write to /dev/full would fail; a rename over it would
// replace the device node), and so is an output that is one of the
// command's inputs. Every file is written to a temporary file beside its
// target and renamed over it once complete, so that a failed or
// interrupted run leaves the old file or none, never a partial one. Files
// inside an output directory (a report, a sweep, a dump) take names that
// stay inside it (SafeName) and replace what is there without following
// links.
package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Check returns an error when path may not receive output: it, or what
// its symbolic links lead to, exists and is not a regular file, it is a
// dangling link, its directory does not exist, or it is the same file as
// one of inputs (paths of files the command reads; missing ones are
// skipped). Commands call it before their work, so that a long run does
// not end in a refusal.
func Check(path string, inputs ...string) error {
	_, err := target(path, inputs)
	return err
}

// target resolves path to the file a rename must replace.
func target(path string, inputs []string) (string, error) {
	if path == "" {
		return "", errors.New("empty output path")
	}
	lst, lerr := os.Lstat(path)
	st, err := os.Stat(path) // follows links
	switch {
	case err == nil && !st.Mode().IsRegular():
		via := ""
		if lerr == nil && lst.Mode()&fs.ModeSymlink != 0 {
			if dest, err := os.Readlink(path); err == nil {
				via = fmt.Sprintf(" (through the symbolic link to %s)", dest)
			}
		}
		return "", fmt.Errorf("%s is %s%s: splitwcet writes output only to regular files (leave out the option to write to standard output, or redirect it)", path, kind(st.Mode()), via)
	case err != nil && lerr == nil && lst.Mode()&fs.ModeSymlink != 0:
		dest, _ := os.Readlink(path)
		return "", fmt.Errorf("%s is a symbolic link to %s, which does not exist: splitwcet does not create files through dangling links", path, dest)
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return "", fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	dir := filepath.Dir(path)
	dst, derr := os.Stat(dir)
	switch {
	case errors.Is(derr, fs.ErrNotExist):
		return "", fmt.Errorf("cannot write %s: directory %s does not exist", path, dir)
	case derr != nil:
		return "", fmt.Errorf("cannot write %s: %w", path, unwrapPath(derr))
	case !dst.IsDir():
		return "", fmt.Errorf("cannot write %s: %s is not a directory", path, dir)
	}
	if err == nil {
		for _, in := range inputs {
			if ist, ierr := os.Stat(in); ierr == nil && os.SameFile(st, ist) {
				same := ""
				if filepath.Clean(in) != filepath.Clean(path) {
					same = " (the same file as " + in + ")"
				}
				return "", fmt.Errorf("%s is an input of this command%s: refusing to overwrite it; write the output elsewhere", path, same)
			}
		}
	}
	resolved, rerr := filepath.EvalSymlinks(path)
	if rerr != nil {
		// A new file: resolve its directory.
		d, derr := filepath.EvalSymlinks(dir)
		if derr != nil {
			return "", fmt.Errorf("cannot write %s: %w", path, unwrapPath(derr))
		}
		resolved = filepath.Join(d, filepath.Base(path))
	}
	return resolved, nil
}

func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeNamedPipe != 0:
		return "a pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a regular file"
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Write writes data to path (Check's rules, inputs as there), atomically.
func Write(path string, data []byte, inputs ...string) error {
	t, err := target(path, inputs)
	if err != nil {
		return err
	}
	return replace(t, path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteWith is Write with the content streamed by fill.
func WriteWith(path string, fill func(io.Writer) error, inputs ...string) error {
	t, err := target(path, inputs)
	if err != nil {
		return err
	}
	return replace(t, path, fill)
}

// WriteIn writes data to the file name in the output directory dir:
// name must be a relative path that stays inside dir (SafeName for each
// element); whatever is at dir/name (a file, or a link, which is replaced,
// not followed) gives way, unless it is a directory.
func WriteIn(dir, name string, data []byte) error {
	return WriteInWith(dir, name, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteInWith is WriteIn with the content streamed by fill.
func WriteInWith(dir, name string, fill func(io.Writer) error) error {
	for _, el := range strings.Split(filepath.ToSlash(name), "/") {
		if err := SafeName(el); err != nil {
			return fmt.Errorf("cannot write %s in %s: %w", name, dir, err)
		}
	}
	p := filepath.Join(dir, name)
	if st, err := os.Lstat(p); err == nil && st.IsDir() {
		return fmt.Errorf("cannot write %s: it is a directory", p)
	}
	return replace(p, p, fill)
}

// replace writes a temporary file in t's directory and renames it to t.
func replace(t, shown string, fill func(io.Writer) error) (err error) {
	mode := fs.FileMode(0o644)
	if st, err := os.Stat(t); err == nil && st.Mode().IsRegular() {
		mode = st.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(t), "."+filepath.Base(t)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", shown, unwrapPath(err))
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if err := fill(f); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %w", shown, unwrapPath(err))
	}
	if err := f.Chmod(mode); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %w", shown, unwrapPath(err))
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", shown, unwrapPath(err))
	}
	if err := os.Rename(tmp, t); err != nil {
		return fmt.Errorf("cannot write %s: %w", shown, unwrapPath(err))
	}
	return nil
}

// Dir makes path an output directory (created with its parents when
// missing) and returns an error when it exists as something else, or is
// (or holds) one of inputs.
func Dir(path string, inputs ...string) error {
	st, err := os.Stat(path)
	switch {
	case err == nil && !st.IsDir():
		return fmt.Errorf("%s is %s, not a directory: want a directory for the output", path, kind(st.Mode()))
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("cannot use %s: %w", path, unwrapPath(err))
	case err != nil:
		if err := os.MkdirAll(path, 0o755); err != nil {
			return fmt.Errorf("cannot create %s: %w", path, unwrapPath(err))
		}
		return nil
	}
	for _, in := range inputs {
		if ist, ierr := os.Stat(in); ierr == nil && os.SameFile(st, ist) {
			return fmt.Errorf("%s is an input of this command: write the output elsewhere", path)
		}
	}
	return nil
}

// SafeName returns an error unless s can name one file inside an output
// directory: not empty, not "." or "..", no path separator, no control
// character, at most 200 bytes.
func SafeName(s string) error {
	switch {
	case s == "":
		return errors.New("empty name")
	case s == "." || s == "..":
		return fmt.Errorf("name %q leads out of the directory", s)
	case len(s) > 200:
		return fmt.Errorf("name %.20q... is longer than 200 bytes", s)
	}
	for _, r := range s {
		if r == '/' || r == '\\' || r < 0x20 || r == 0x7f {
			return fmt.Errorf("name %q holds %q: want a plain file name", s, r)
		}
	}
	return nil
}

// File is an output file being written: the data goes to a temporary file
// beside the target, which Close renames over it (Check's rules applied at
// Create); Abort drops it. An interrupted or failed writer leaves the old
// file, or none.
type File struct {
	f             *os.File
	target, shown string
	done          bool
}

// Create starts writing path (Check's rules, inputs as there).
func Create(path string, inputs ...string) (*File, error) {
	t, err := target(path, inputs)
	if err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(filepath.Dir(t), "."+filepath.Base(t)+".*.tmp")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return &File{f: f, target: t, shown: path}, nil
}

// Write writes to the temporary file.
func (f *File) Write(p []byte) (int, error) { return f.f.Write(p) }

// Close completes the file: the temporary file takes the target's name.
func (f *File) Close() error {
	if f.done {
		return nil
	}
	f.done = true
	err := f.f.Chmod(0o644)
	if e := f.f.Close(); err == nil {
		err = e
	}
	if err == nil {
		err = os.Rename(f.f.Name(), f.target)
	}
	if err != nil {
		os.Remove(f.f.Name())
		return fmt.Errorf("cannot write %s: %w", f.shown, unwrapPath(err))
	}
	return nil
}

// Abort drops the file: the target is left as it was.
func (f *File) Abort() {
	if !f.done {
		f.done = true
		f.f.Close()
		os.Remove(f.f.Name())
	}
}
