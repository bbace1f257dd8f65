package traces

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"io"
	"strconv"
	"strings"
)

// Writer writes a trace. Its output is a function of the header and the
// events only, so the same events give byte-identical files (gzip included:
// the gzip header carries no name or time).
type Writer struct {
	bw     *bufio.Writer
	buf    []byte
	name   string // for errors
	events int64
	last   int64
	err    error // sticky
	gz     *gzip.Writer
	file   *outfile.File
	closed bool
}

// NewWriter writes h's preamble and the header row to w (buffered; call
// Flush or Close) and returns a Writer for the events. Close flushes but
// does not close w.
func NewWriter(w io.Writer, h Header) (*Writer, error) {
	return newWriter(w, h, "trace")
}

func newWriter(w io.Writer, h Header, name string) (*Writer, error) {
	pre, err := preamble(h)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	tw := &Writer{bw: bufio.NewWriterSize(w, 64<<10), buf: make([]byte, 0, 256), name: name, last: -1}
	if _, err := tw.bw.WriteString(pre); err != nil {
		return nil, err
	}
	return tw, nil
}

// Create creates the file path and writes a trace with header h into it,
// gzip-compressed when path ends in ".gz". Close the Writer to finish the
// file.
func Create(path string, h Header) (*Writer, error) {
	pre, err := preamble(h)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f, err := outfile.Create(path)
	if err != nil {
		return nil, err
	}
	tw := &Writer{buf: make([]byte, 0, 256), name: path, last: -1, file: f}
	var w io.Writer = f
	if strings.HasSuffix(path, ".gz") {
		tw.gz = gzip.NewWriter(f)
		w = tw.gz
	}
	tw.bw = bufio.NewWriterSize(w, 64<<10)
	if _, err := tw.bw.WriteString(pre); err != nil {
		f.Abort()
		return nil, err
	}
	return tw, nil
}

// preamble renders h's comment preamble and the header row.
func preamble(h Header) (string, error) {
	if h.Version != 0 && h.Version != Version {
		return "", fmt.Errorf("cannot write trace format version %d (only %d)", h.Version, Version)
	}
	if h.Placement != "" && h.Placement != "thesis" && h.Placement != "blocks" {
		return "", fmt.Errorf("placement: expected thesis or blocks, found %q", h.Placement)
	}
	if h.Mode != "" && h.Mode != ModeParallel && h.Mode != ModeSerial {
		return "", fmt.Errorf("mode: expected %s or %s, found %q", ModeParallel, ModeSerial, h.Mode)
	}
	if h.S < 0 {
		return "", fmt.Errorf("S: expected an integer >= 0, found %d", h.S)
	}
	for _, x := range []struct{ k, v string }{{KeyCode, h.Code}, {KeyHWHash, h.HWHash}} {
		if msg := checkHash(x.v); msg != "" {
			return "", fmt.Errorf("%s: %s", x.k, msg)
		}
	}
	for _, x := range []struct {
		k string
		d [3]int
	}{{KeyWorkgroups, h.Workgroups}, {KeyWorkgroupSize, h.WorkgroupSize}, {KeyGridSize, h.GridSize}} {
		if msg := checkGrid(x.d); msg != "" {
			return "", fmt.Errorf("%s: %s", x.k, msg)
		}
	}
	var b strings.Builder
	put := func(k, v string) error {
		if strings.IndexByte(v, '\n') >= 0 {
			return fmt.Errorf("preamble %s: the value may not contain a line break: %q", k, v)
		}
		v = strings.TrimSpace(v)
		b.WriteString("# ")
		b.WriteString(k)
		b.WriteByte(':')
		if v != "" {
			b.WriteByte(' ')
			b.WriteString(v)
		}
		b.WriteByte('\n')
		return nil
	}
	kv := [][2]string{
		{KeyVersion, strconv.Itoa(Version)},
		{KeyKernel, h.Kernel},
		{KeyPlacement, h.Placement},
		{KeyInputSet, h.InputSet},
		{KeyS, strconv.Itoa(h.S)},
		{KeyMode, h.Mode},
		{KeySeed, strconv.FormatUint(h.Seed, 10)},
		{KeyHW, h.HW},
	}
	// The identity keys follow when known (a Header without them writes
	// the preamble of a trace that predates them).
	for _, p := range [][2]string{
		{KeyCode, h.Code},
		{KeyWorkload, strings.TrimSpace(h.Workload)},
		{KeyWorkgroups, FormatGrid(h.Workgroups)},
		{KeyWorkgroupSize, FormatGrid(h.WorkgroupSize)},
		{KeyGridSize, FormatGrid(h.GridSize)},
		{KeyHWHash, h.HWHash},
	} {
		if p[1] != "" {
			kv = append(kv, p)
		}
	}
	seen := map[string]bool{}
	for _, x := range h.Extra {
		if !validKey(x.Key) {
			return "", fmt.Errorf("preamble key %q: expected letters, digits, _ . -", x.Key)
		}
		if standardKey(x.Key) || seen[x.Key] {
			return "", fmt.Errorf("preamble key %q appears twice", x.Key)
		}
		seen[x.Key] = true
		kv = append(kv, [2]string{x.Key, x.Value})
	}
	for _, p := range kv {
		if err := put(p[0], p[1]); err != nil {
			return "", err
		}
	}
	b.WriteString(HeaderRow)
	b.WriteByte('\n')
	return b.String(), nil
}

// Write appends one event. Events must come in nondecreasing time (ties
// conventionally by family, then split); values must be valid (ids >= 0,
// parent -1 for split 0 and a lower split id otherwise, an IPT name without
// commas, outcome T, N or none). A rejected event leaves the output as it
// was; an I/O error is sticky.
func (w *Writer) Write(e Event) error {
	if w.err != nil {
		return w.err
	}
	if w.closed {
		return errors.New(w.name + ": write after Close")
	}
	if msg := checkEvent(&e); msg != "" {
		return fmt.Errorf("%s: event %d: %s", w.name, w.events+1, msg)
	}
	if e.Time < w.last {
		return fmt.Errorf("%s: event %d: time %d is before the previous event's time %d (events must be in nondecreasing time)", w.name, w.events+1, e.Time, w.last)
	}
	w.buf = appendEvent(w.buf[:0], &e)
	if _, err := w.bw.Write(w.buf); err != nil {
		w.err = err
		return err
	}
	w.last = e.Time
	w.events++
	return nil
}

// Events returns the number of events written.
func (w *Writer) Events() int64 { return w.events }

// Flush writes buffered data to the underlying writer (for a .gz file:
// into the compressor, which keeps its own buffer until Close).
func (w *Writer) Flush() error {
	if w.err != nil {
		return w.err
	}
	if err := w.bw.Flush(); err != nil {
		w.err = err
		return err
	}
	return nil
}

// Close flushes; for a Writer from Create it also finishes the gzip stream
// and gives the file its name (internal/outfile: written as a temporary
// file beside it, so a failed or interrupted run leaves no partial trace
// under the name). Calling Close again does nothing.
func (w *Writer) Close() error {
	if w.closed {
		return w.err
	}
	w.closed = true
	err := w.Flush()
	if w.gz != nil {
		if e := w.gz.Close(); err == nil {
			err = e
		}
	}
	if w.file != nil {
		if err != nil {
			w.file.Abort() // no partial trace under the name
		} else {
			err = w.file.Close()
		}
	}
	if err != nil && w.err == nil {
		w.err = err
	}
	return err
}

// PerSetPath names the trace of one input set when a run writes several:
// out.csv.gz becomes out.SET.csv.gz (likewise .csv and .gz).
func PerSetPath(path, set string) string {
	for _, ext := range []string{".csv.gz", ".csv", ".gz"} {
		if len(path) > len(ext) && strings.HasSuffix(path, ext) {
			return path[:len(path)-len(ext)] + "." + set + ext
		}
	}
	return path + "." + set
}
