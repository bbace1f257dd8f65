package traces

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/ipg"
)

// MaxLine is the longest line (newline excluded) a Reader accepts.
const MaxLine = 64<<10 - 1

// maxInt is the largest int.
const maxInt = int64(^uint(0) >> 1)

// Reader reads a trace of one IPG as a stream of events, each naming one
// of the IPG's IPTs. Its memory is constant in the trace's length.
type Reader struct {
	ig      *ipg.Graph
	ipts    map[string]*ipg.IPT
	name    string
	br      *bufio.Reader
	closers []io.Closer
	h       Header
	line    int64 // lines consumed so far
	evLine  int64 // line of the last event returned
	events  int64
	last    int64 // time of the last event
	err     error // sticky
	f       [NumFields][]byte
}

// NewReader reads the preamble and header row of a trace of ig from r
// (plain or gzip-compressed, recognised by its magic bytes) and returns a
// Reader for its events. name is the name errors and provenance use. The
// preamble's placement must be ig's, and every event must name one of ig's
// IPTs.
func NewReader(r io.Reader, name string, ig *ipg.Graph) (*Reader, error) {
	if ig == nil {
		return nil, &Error{File: name, Msg: "no IPT graph to read the trace's IPT names against"}
	}
	tr, err := newReader(r, name)
	if err != nil {
		return nil, err
	}
	if p := tr.h.Placement; p != "" && p != ig.Placement.String() {
		tr.Close()
		return nil, &Error{File: name, Msg: fmt.Sprintf("placement: the trace's IPTs are placed by %s, expected %s like the IPG", p, ig.Placement)}
	}
	tr.ig = ig
	tr.ipts = make(map[string]*ipg.IPT, len(ig.IPTs))
	for _, p := range ig.IPTs {
		tr.ipts[p.Name] = p
	}
	return tr, nil
}

func newReader(r io.Reader, name string) (*Reader, error) {
	tr := &Reader{name: name}
	br := bufio.NewReaderSize(r, MaxLine+1)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		gz, err := gzip.NewReader(br)
		if err != nil {
			return nil, &Error{File: name, Line: 1, Msg: "expected gzip data: " + err.Error()}
		}
		tr.closers = append(tr.closers, gz)
		br = bufio.NewReaderSize(&gzipMembers{gz: gz, r: br, name: name}, MaxLine+1)
	}
	tr.br = br
	if err := tr.readPreamble(); err != nil {
		tr.Close()
		return nil, err
	}
	return tr, nil
}

// Open opens a trace file of ig (gzip-compressed when it ends in ".gz", or
// whenever its content is gzip). Close the Reader when done.
func Open(path string, ig *ipg.Graph) (*Reader, error) {
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	r, err := NewReader(f, path, ig)
	if err != nil {
		f.Close()
		return nil, err
	}
	r.closers = append(r.closers, f)
	return r, nil
}

// ReadHeader reads the preamble of the trace file at path.
func ReadHeader(path string) (Header, error) {
	f, err := openFile(path)
	if err != nil {
		return Header{}, err
	}
	defer f.Close()
	r, err := newReader(f, path)
	if err != nil {
		return Header{}, err
	}
	defer r.Close()
	return r.h, nil
}

// Close releases the decompressor and, for a Reader from Open, the file.
func (r *Reader) Close() error {
	var err error
	for _, c := range r.closers {
		if e := c.Close(); err == nil {
			err = e
		}
	}
	r.closers = nil
	return err
}

// Header returns the trace's preamble.
func (r *Reader) Header() Header { return r.h }

// Name returns the name errors use (the path for Open).
func (r *Reader) Name() string { return r.name }

// Line returns the line number of the event Next returned last.
func (r *Reader) Line() int64 { return r.evLine }

// Events returns the number of events read so far.
func (r *Reader) Events() int64 { return r.events }

func (r *Reader) errorf(line int64, format string, args ...any) error {
	return &Error{File: r.name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// readLine returns the next line without its line break. The slice is
// valid until the next call.
func (r *Reader) readLine() ([]byte, error) {
	b, err := r.br.ReadSlice('\n')
	switch {
	case err == nil:
	case errors.Is(err, bufio.ErrBufferFull):
		return nil, r.errorf(r.line+1, "expected a line of at most %d bytes", MaxLine)
	case err == io.EOF:
		if len(b) == 0 {
			return nil, io.EOF
		}
	default:
		return nil, r.errorf(r.line+1, "%v", err)
	}
	r.line++
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b, nil
}

// readPreamble reads up to and including the header row.
func (r *Reader) readPreamble() error {
	seen := map[string]int64{}
	for {
		b, err := r.readLine()
		if err == io.EOF {
			if _, ok := seen[KeyVersion]; !ok {
				return r.errorf(r.line+1, "expected the preamble line \"# %s: %d\", found the end of the file", KeyVersion, Version)
			}
			return r.errorf(r.line+1, "expected the header row %q, found the end of the file", HeaderRow)
		}
		if err != nil {
			return err
		}
		if len(b) == 0 {
			continue
		}
		if b[0] == '#' {
			k, v, ok := strings.Cut(string(b[1:]), ":")
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			if !ok || !validKey(k) {
				continue // a plain comment
			}
			if l, dup := seen[k]; dup {
				return r.errorf(r.line, "preamble key %q appears twice (first on line %d)", k, l)
			}
			seen[k] = r.line
			if err := r.setKey(k, v); err != nil {
				return err
			}
			continue
		}
		if _, ok := seen[KeyVersion]; !ok {
			return r.errorf(r.line, "expected the preamble key %s (\"# %s: %d\") before the header row", KeyVersion, KeyVersion, Version)
		}
		if string(b) != HeaderRow {
			return r.errorf(r.line, "expected the header row %q, found %q", HeaderRow, b)
		}
		return nil
	}
}

func (r *Reader) setKey(k, v string) error {
	h := &r.h
	switch k {
	case KeyVersion:
		n, err := strconv.Atoi(v)
		if err != nil || n != Version {
			return r.errorf(r.line, "%s: expected format version %d, found %q", k, Version, v)
		}
		h.Version = n
	case KeyKernel:
		h.Kernel = v
	case KeyPlacement:
		if v != "" && v != "thesis" && v != "blocks" {
			return r.errorf(r.line, "%s: expected thesis or blocks, found %q", k, v)
		}
		h.Placement = v
	case KeyInputSet:
		h.InputSet = v
	case KeyS:
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return r.errorf(r.line, "%s: expected an integer >= 0, found %q", k, v)
		}
		h.S = n
	case KeyMode:
		if v != "" && v != ModeParallel && v != ModeSerial {
			return r.errorf(r.line, "%s: expected %s or %s, found %q", k, ModeParallel, ModeSerial, v)
		}
		h.Mode = v
	case KeySeed:
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return r.errorf(r.line, "%s: expected an unsigned integer, found %q", k, v)
		}
		h.Seed = n
	case KeyHW:
		h.HW = v
	case KeyCode, KeyHWHash:
		if msg := checkHash(v); msg != "" {
			return r.errorf(r.line, "%s: %s", k, msg)
		}
		if k == KeyCode {
			h.Code = v
		} else {
			h.HWHash = v
		}
	case KeyWorkload:
		h.Workload = v
	case KeyWorkgroups, KeyWorkgroupSize, KeyGridSize:
		d, ok := parseGrid(v)
		if !ok {
			return r.errorf(r.line, "%s: expected three sizes >= 1 as XxYxZ (e.g. 4x1x1), found %q", k, v)
		}
		switch k {
		case KeyWorkgroups:
			h.Workgroups = d
		case KeyWorkgroupSize:
			h.WorkgroupSize = d
		default:
			h.GridSize = d
		}
	default:
		h.Extra = append(h.Extra, KeyValue{Key: k, Value: v})
	}
	return nil
}

// Next returns the next event, or io.EOF after the last one. Blank lines
// and lines starting with '#' are skipped. Errors are *Error values naming
// the line, and sticky.
func (r *Reader) Next() (Event, error) {
	if r.err != nil {
		return Event{}, r.err
	}
	for {
		b, err := r.readLine()
		if err != nil {
			r.err = err
			return Event{}, err
		}
		if len(b) == 0 || b[0] == '#' {
			continue
		}
		e, err := r.parse(b)
		if err != nil {
			r.err = err
			return Event{}, err
		}
		r.evLine = r.line
		r.events++
		r.last = e.Time
		return e, nil
	}
}

// parse reads one event line.
func (r *Reader) parse(b []byte) (Event, error) {
	if e, ok := r.fastParse(b); ok {
		if r.events > 0 && e.Time < r.last {
			return Event{}, r.errorf(r.line, "time: expected >= %d (the time of the event on line %d; events are in nondecreasing time), found %d", r.last, r.evLine, e.Time)
		}
		return e, nil
	}
	return r.slowParse(b)
}

// fastParse parses a well-formed line in one pass: nine decimal integers
// of at most 18 digits (only parent may be negative, and only -1), an IPT
// name and an outcome, values valid. It reports false for anything else,
// which slowParse then reads or explains; on the lines it accepts, it
// returns what slowParse would.
func (r *Reader) fastParse(b []byte) (Event, bool) {
	var v [9]int64
	i := 0
	for k := range v {
		if k == 5 && i+2 < len(b) && b[i] == '-' && b[i+1] == '1' && b[i+2] == ',' {
			v[k] = -1
			i += 3
			continue
		}
		start := i
		var n int64
		for i < len(b) {
			d := b[i] - '0'
			if d > 9 {
				break
			}
			n = n*10 + int64(d)
			i++
		}
		if i == start || i-start > 18 || i == len(b) || b[i] != ',' || k > 0 && n > maxInt {
			return Event{}, false
		}
		v[k] = n
		i++
	}
	rest := b[i:]
	j := bytes.IndexByte(rest, ',')
	if j <= 0 {
		return Event{}, false
	}
	name, o := rest[:j], rest[j+1:]
	e := Event{
		Time: v[0], Workgroup: int(v[1]), Wave: int(v[2]), Family: int(v[3]), Split: int(v[4]),
		Parent: int(v[5]), CU: int(v[6]), SIMD: int(v[7]), Slot: int(v[8]),
	}
	switch {
	case len(o) == 0:
	case len(o) == 1 && (o[0] == Taken || o[0] == NotTaken || o[0] == Merged || o[0] == Arrived):
		e.Outcome = o[0]
	default:
		return Event{}, false
	}
	if e.Split == 0 && e.Parent != -1 || e.Split > 0 && (e.Parent < 0 || e.Parent >= e.Split) {
		return Event{}, false
	}
	if bytes.IndexByte(name, '\r') >= 0 {
		return Event{}, false
	}
	p := r.ipts[string(name)]
	if p == nil {
		return Event{}, false
	}
	e.IPT = p
	return e, true
}

// slowParse reads one event line field by field and names what is wrong.
func (r *Reader) slowParse(b []byte) (Event, error) {
	f := &r.f
	n := 0
	for {
		j := bytes.IndexByte(b, ',')
		if j < 0 {
			if n < NumFields {
				f[n] = b
			}
			n++
			break
		}
		if n < NumFields {
			f[n] = b[:j]
		}
		n++
		b = b[j+1:]
	}
	if n != NumFields {
		return Event{}, r.errorf(r.line, "expected %d fields (%s), found %d", NumFields, HeaderRow, n)
	}
	var v [9]int64
	for i := range v {
		x, ok := parseInt(f[i])
		if !ok || (i > 0 && int64(int(x)) != x) {
			return Event{}, r.errorf(r.line, "%s: expected an integer, found %q", fieldNames[i], f[i])
		}
		v[i] = x
	}
	e := Event{
		Time: v[0], Workgroup: int(v[1]), Wave: int(v[2]), Family: int(v[3]), Split: int(v[4]),
		Parent: int(v[5]), CU: int(v[6]), SIMD: int(v[7]), Slot: int(v[8]),
	}
	switch o := f[10]; {
	case len(o) == 0:
	case len(o) == 1 && (o[0] == Taken || o[0] == NotTaken || o[0] == Merged || o[0] == Arrived):
		e.Outcome = o[0]
	default:
		return Event{}, r.errorf(r.line, "outcome: expected T, N, M, W or nothing, found %q", o)
	}
	// The fields are checked in file order; the name is looked up last.
	e.IPT = &ipg.IPT{Name: string(f[9])}
	if msg := checkEvent(&e); msg != "" {
		return Event{}, r.errorf(r.line, "%s", msg)
	}
	if r.events > 0 && e.Time < r.last {
		return Event{}, r.errorf(r.line, "time: expected >= %d (the time of the event on line %d; events are in nondecreasing time), found %d", r.last, r.evLine, e.Time)
	}
	if e.IPT = r.ipts[string(f[9])]; e.IPT == nil {
		return Event{}, r.errorf(r.line, "unknown IPT %q: the IPG (%s placement) has none of that name", f[9], r.ig.Placement)
	}
	return e, nil
}

// parseInt parses a decimal int64 with an optional '-' sign.
func parseInt(b []byte) (int64, bool) {
	neg := false
	if len(b) > 0 && b[0] == '-' {
		neg = true
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 19 {
		return 0, false
	}
	var n uint64
	for _, c := range b {
		d := c - '0'
		if d > 9 {
			return 0, false
		}
		n = n*10 + uint64(d)
	}
	if neg {
		if n > 1<<63 {
			return 0, false
		}
		return -int64(n), true
	}
	if n > 1<<63-1 {
		return 0, false
	}
	return int64(n), true
}

// gzipMembers reads the members of a gzip stream one after another (as
// gzip -d does) and calls anything after the last member that is not
// another member what it is: trailing bytes, not a trace (gzip's own
// reader reports them as a broken header, or an unexpected end).
type gzipMembers struct {
	gz   *gzip.Reader
	r    *bufio.Reader
	name string
	init bool
}

func (m *gzipMembers) Read(p []byte) (int, error) {
	if !m.init {
		m.gz.Multistream(false)
		m.init = true
	}
	for {
		n, err := m.gz.Read(p)
		if err != io.EOF {
			return n, err
		}
		if n > 0 {
			return n, nil
		}
		rest, _ := m.r.Peek(2)
		switch {
		case len(rest) == 0:
			return 0, io.EOF
		case len(rest) == 2 && rest[0] == 0x1f && rest[1] == 0x8b:
			if err := m.gz.Reset(m.r); err != nil {
				return 0, err
			}
			m.gz.Multistream(false)
		default:
			n := 0
			for {
				b, err := m.r.Discard(1 << 16)
				n += b
				if err != nil {
					break
				}
			}
			return 0, fmt.Errorf("%d byte(s) after the end of the gzip stream, which are not another gzip member: the file was appended to or is damaged (gzip -t says \"trailing garbage\")", n)
		}
	}
}
