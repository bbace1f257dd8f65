package lpsolve

/*
#cgo CFLAGS: -I/usr/include/lpsolve
#cgo LDFLAGS: -llpsolve55 -lm -ldl -lcolamd
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lp_lib.h"

// Growable C buffer filled by write_lpex. Everything lives in C memory.
typedef struct {
	char  *data;
	size_t len, cap;
	int    failed;
} sw_buf;

// write_modeldata_func: lp_solve uses the return value as the number of
// characters written (for line wrapping), so return strlen.
static int sw_write_cb(void *handle, char *s) {
	sw_buf *b = (sw_buf *) handle;
	size_t n = strlen(s);
	if (b->failed)
		return 0;
	if (b->len + n + 1 > b->cap) {
		size_t nc = b->cap ? b->cap : 4096;
		while (nc < b->len + n + 1)
			nc *= 2;
		char *p = realloc(b->data, nc);
		if (p == NULL) {
			b->failed = 1;
			return 0;
		}
		b->data = p;
		b->cap = nc;
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = 0;
	return (int) n;
}

static MYBOOL sw_write_lp(lprec *lp, sw_buf *b) {
	return write_lpex(lp, b, sw_write_cb);
}

typedef struct {
	const char *data;
	size_t len, pos;
} sw_reader;

// read_modeldata_func: copy up to max bytes, return the count (0 = EOF).
static int sw_read_cb(void *handle, char *buf, int max) {
	sw_reader *r = (sw_reader *) handle;
	size_t n = r->len - r->pos;
	if (max <= 0)
		return 0;
	if (n > (size_t) max)
		n = (size_t) max;
	memcpy(buf, r->data + r->pos, n);
	r->pos += n;
	return (int) n;
}

static lprec *sw_read_lp(const char *text, size_t len, int verbose) {
	sw_reader r;
	r.data = text;
	r.len = len;
	r.pos = 0;
	return read_lpex(&r, sw_read_cb, verbose, NULL);
}

// Log sink used only when the user raised the verbosity: lp_solve's
// messages go to stderr, never stdout.
static void sw_log_stderr(lprec *lp, void *handle, char *buf) {
	fputs(buf, stderr);
}

// sw_set_verbose sets the verbosity and the output routing. The model's
// output stream is always disabled (set_outputfile "" makes it NULL), so
// lp_solve's report() only reaches the log function, which is installed
// only for verbose > NEUTRAL.
static MYBOOL sw_set_verbose(lprec *lp, int verbose) {
	if (!set_outputfile(lp, ""))
		return FALSE;
	set_verbose(lp, verbose);
	if (verbose > NEUTRAL)
		put_logfunc(lp, sw_log_stderr, NULL);
	else
		put_logfunc(lp, NULL, NULL);
	return TRUE;
}

static void sw_flush_all(void) {
	fflush(NULL);
}
*/
import "C"

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Compile-time checks that our constants mirror lp_lib.h: an index other
// than 0 into a one-element array does not compile.
var (
	_ = [1]int{}[LE-C.LE]
	_ = [1]int{}[GE-C.GE]
	_ = [1]int{}[EQ-C.EQ]
	_ = [1]int{}[UNKNOWNERROR-C.UNKNOWNERROR]
	_ = [1]int{}[DATAIGNORED-C.DATAIGNORED]
	_ = [1]int{}[NOBFP-C.NOBFP]
	_ = [1]int{}[NOMEMORY-C.NOMEMORY]
	_ = [1]int{}[NOTRUN-C.NOTRUN]
	_ = [1]int{}[OPTIMAL-C.OPTIMAL]
	_ = [1]int{}[SUBOPTIMAL-C.SUBOPTIMAL]
	_ = [1]int{}[INFEASIBLE-C.INFEASIBLE]
	_ = [1]int{}[UNBOUNDED-C.UNBOUNDED]
	_ = [1]int{}[DEGENERATE-C.DEGENERATE]
	_ = [1]int{}[NUMFAILURE-C.NUMFAILURE]
	_ = [1]int{}[USERABORT-C.USERABORT]
	_ = [1]int{}[TIMEOUT-C.TIMEOUT]
	_ = [1]int{}[RUNNING-C.RUNNING]
	_ = [1]int{}[PRESOLVED-C.PRESOLVED]
	_ = [1]int{}[PROCFAIL-C.PROCFAIL]
	_ = [1]int{}[PROCBREAK-C.PROCBREAK]
	_ = [1]int{}[FEASFOUND-C.FEASFOUND]
	_ = [1]int{}[NOFEASFOUND-C.NOFEASFOUND]
	_ = [1]int{}[FATHOMED-C.FATHOMED]
	_ = [1]int{}[ACCURACYERROR-C.ACCURACYERROR]
	_ = [1]int{}[NEUTRAL-C.NEUTRAL]
	_ = [1]int{}[CRITICAL-C.CRITICAL]
	_ = [1]int{}[SEVERE-C.SEVERE]
	_ = [1]int{}[IMPORTANT-C.IMPORTANT]
	_ = [1]int{}[NORMAL-C.NORMAL]
	_ = [1]int{}[DETAILED-C.DETAILED]
	_ = [1]int{}[FULL-C.FULL]
)

// liveModels counts C models owned by this package (for leak tests).
var liveModels atomic.Int64

// readMu serialises lp_solve's LP-format parser.
var readMu sync.Mutex

// handle owns the C side of a model: the lprec and a scratch area in C
// memory used to pass row data to lp_solve. It never points to Go memory.
type handle struct {
	lp   *C.lprec
	vals *C.double // scratch values, capacity cap
	idx  *C.int    // scratch 1-based column numbers, capacity cap
	cap  int

	pos []int32 // Go-side: column -> position in scratch (-1 = unused), for merging duplicates

	rowModeOK bool // lp_solve row-entry mode may be (re)entered
}

// free releases the C model exactly once.
func (h *handle) free() {
	if h.lp == nil {
		return
	}
	C.delete_lp(h.lp)
	h.lp = nil
	if h.vals != nil {
		C.free(unsafe.Pointer(h.vals))
		h.vals = nil
	}
	if h.idx != nil {
		C.free(unsafe.Pointer(h.idx))
		h.idx = nil
	}
	h.cap = 0
	liveModels.Add(-1)
}

// scratch returns C arrays with room for at least n (>= 1) entries.
func (h *handle) scratch(n int) ([]C.double, []C.int, error) {
	if n < 1 {
		n = 1
	}
	if n > h.cap {
		c := max(n, 2*h.cap, 64)
		v := (*C.double)(C.malloc(C.size_t(c) * C.size_t(unsafe.Sizeof(C.double(0)))))
		ix := (*C.int)(C.malloc(C.size_t(c) * C.size_t(unsafe.Sizeof(C.int(0)))))
		if v == nil || ix == nil {
			C.free(unsafe.Pointer(v))
			C.free(unsafe.Pointer(ix))
			return nil, nil, fmt.Errorf("lpsolve: malloc of %d row entries failed", c)
		}
		C.free(unsafe.Pointer(h.vals))
		C.free(unsafe.Pointer(h.idx))
		h.vals, h.idx, h.cap = v, ix, c
	}
	return unsafe.Slice(h.vals, h.cap), unsafe.Slice(h.idx, h.cap), nil
}

// enterRowMode switches lp_solve to row-entry mode (much faster
// add_constraintex) when that is still possible. lp_solve refuses (returns
// FALSE) once the model has been solved, and row mode must not be used on
// models read from text; in those cases we stay in column mode, which is
// slower but equivalent, so a refusal is not an error.
func (h *handle) enterRowMode() {
	if !h.rowModeOK || C.is_add_rowmode(h.lp) != 0 {
		return
	}
	if C.set_add_rowmode(h.lp, 1) == 0 {
		h.rowModeOK = false
	}
}

// leaveRowMode must be called before anything that reads the constraint
// matrix (solve, write_lp).
func (h *handle) leaveRowMode() error {
	if C.is_add_rowmode(h.lp) == 0 {
		return nil
	}
	if C.set_add_rowmode(h.lp, 0) == 0 {
		return fmt.Errorf("lpsolve: set_add_rowmode(FALSE) failed")
	}
	return nil
}

// LP is a linear or mixed-integer program held by lp_solve. The zero value
// is not usable; create models with New, NewLP or ReadLP. An *LP must not
// be used from several goroutines at once.
type LP struct {
	h       *handle
	cleanup runtime.Cleanup
}

// New creates a model with the given number of (empty) rows and columns,
// like lp_solve's make_lp. Most callers pass rows = 0 and add constraints
// with AddConstraint/AddConstraintSparse. The model is silent (verbosity
// NEUTRAL, nothing printed to stdout) and minimises by default.
func New(rows, cols int) (*LP, error) {
	if rows < 0 || cols < 0 || rows > math.MaxInt32 || cols > math.MaxInt32 {
		return nil, fmt.Errorf("lpsolve: make_lp(%d, %d): invalid size", rows, cols)
	}
	p := C.make_lp(C.int(rows), C.int(cols))
	if p == nil {
		return nil, fmt.Errorf("lpsolve: make_lp(%d, %d) returned NULL", rows, cols)
	}
	return wrap(p, true)
}

// NewLP is golp's constructor: like New, but it panics (instead of
// returning an unusable model) if lp_solve cannot create the model.
func NewLP(rows, cols int) *LP {
	l, err := New(rows, cols)
	if err != nil {
		panic(err)
	}
	return l
}

func wrap(p *C.lprec, rowModeOK bool) (*LP, error) {
	if C.sw_set_verbose(p, C.NEUTRAL) == 0 {
		C.delete_lp(p)
		return nil, fmt.Errorf("lpsolve: set_outputfile(\"\") failed")
	}
	h := &handle{lp: p, rowModeOK: rowModeOK}
	liveModels.Add(1)
	l := &LP{h: h}
	l.cleanup = runtime.AddCleanup(l, (*handle).free, h)
	return l, nil
}

// ReadLP parses a model in lp_solve's LP format (as produced by
// WriteToString) from memory. Parse errors are reported without
// lp_solve's message (the parser would print it to stderr); run
// `lp_solve -parse -S3 file.lp` to see it.
func ReadLP(text string) (*LP, error) {
	if strings.IndexByte(text, 0) >= 0 {
		return nil, fmt.Errorf("lpsolve: read_lpex: model text contains a NUL byte")
	}
	ctext := C.CString(text)
	defer C.free(unsafe.Pointer(ctext))
	readMu.Lock()
	p := C.sw_read_lp(ctext, C.size_t(len(text)), C.NEUTRAL)
	readMu.Unlock()
	if p == nil {
		return nil, fmt.Errorf("lpsolve: read_lpex: lp_solve could not parse the model")
	}
	return wrap(p, false)
}

// Delete frees the C model. It is safe to call more than once; afterwards
// the model's methods return ErrDeleted or zero values.
func (l *LP) Delete() {
	if l == nil || l.h == nil {
		return
	}
	l.cleanup.Stop()
	l.h.free()
}

// Close is Delete with an io.Closer signature; it always returns nil.
func (l *LP) Close() error {
	l.Delete()
	return nil
}

// live returns the model's handle, or ErrDeleted. Callers must keep l
// alive (runtime.KeepAlive) until their last use of the C pointer.
func (l *LP) live() (*handle, error) {
	if l == nil || l.h == nil || l.h.lp == nil {
		return nil, ErrDeleted
	}
	return l.h, nil
}

// NumRows returns the number of constraints (0 after Delete).
func (l *LP) NumRows() int {
	h, err := l.live()
	if err != nil {
		return 0
	}
	defer runtime.KeepAlive(l)
	return int(C.get_Nrows(h.lp))
}

// NumCols returns the number of columns/variables (0 after Delete).
func (l *LP) NumCols() int {
	h, err := l.live()
	if err != nil {
		return 0
	}
	defer runtime.KeepAlive(l)
	return int(C.get_Ncolumns(h.lp))
}

func (h *handle) checkCol(call string, col int) error {
	if n := int(C.get_Ncolumns(h.lp)); col < 0 || col >= n {
		return fmt.Errorf("lpsolve: %s: column %d out of range [0,%d)", call, col, n)
	}
	return nil
}

func (h *handle) checkRow(call string, row int) error {
	if n := int(C.get_Nrows(h.lp)); row < 0 || row >= n {
		return fmt.Errorf("lpsolve: %s: row %d out of range [0,%d)", call, row, n)
	}
	return nil
}

// rhsValue maps ±Inf to lp_solve's infinity and rejects NaN.
func (h *handle) rhsValue(call string, v float64) (C.double, error) {
	switch {
	case math.IsNaN(v):
		return 0, fmt.Errorf("lpsolve: %s: value is NaN", call)
	case math.IsInf(v, 1):
		return C.get_infinite(h.lp), nil
	case math.IsInf(v, -1):
		return -C.get_infinite(h.lp), nil
	}
	return C.double(v), nil
}

func checkCoef(call string, col int, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fmt.Errorf("lpsolve: %s: non-finite coefficient %v for column %d", call, v, col)
	}
	return nil
}

// denseToScratch copies the non-zeros of a dense 0-based row into the C
// scratch arrays and returns their count.
func (h *handle) denseToScratch(call string, row []float64) (int, error) {
	ncols := int(C.get_Ncolumns(h.lp))
	if len(row) > ncols {
		return 0, fmt.Errorf("lpsolve: %s: row has %d entries but the model has %d columns", call, len(row), ncols)
	}
	vals, idx, err := h.scratch(len(row))
	if err != nil {
		return 0, err
	}
	n := 0
	for j, v := range row {
		if err := checkCoef(call, j, v); err != nil {
			return 0, err
		}
		if v != 0 {
			vals[n] = C.double(v)
			idx[n] = C.int(j + 1)
			n++
		}
	}
	return n, nil
}

// sparseToScratch copies a sparse 0-based row into the C scratch arrays,
// summing duplicate columns and dropping zeros; it returns the count.
func (h *handle) sparseToScratch(call string, row []Entry) (int, error) {
	ncols := int(C.get_Ncolumns(h.lp))
	vals, idx, err := h.scratch(len(row))
	if err != nil {
		return 0, err
	}
	if len(h.pos) < ncols {
		h.pos = make([]int32, ncols)
		for i := range h.pos {
			h.pos[i] = -1
		}
	}
	n := 0
	var bad error
	for _, e := range row {
		if e.Col < 0 || e.Col >= ncols {
			bad = fmt.Errorf("lpsolve: %s: column %d out of range [0,%d)", call, e.Col, ncols)
			break
		}
		if err := checkCoef(call, e.Col, e.Val); err != nil {
			bad = err
			break
		}
		if p := h.pos[e.Col]; p >= 0 {
			vals[p] += C.double(e.Val)
			continue
		}
		h.pos[e.Col] = int32(n)
		vals[n] = C.double(e.Val)
		idx[n] = C.int(e.Col + 1)
		n++
	}
	// Reset the position map and compact away zeros (including sums that
	// cancelled out).
	k := 0
	for i := 0; i < n; i++ {
		h.pos[int(idx[i])-1] = -1
		if vals[i] != 0 {
			vals[k], idx[k] = vals[i], idx[i]
			k++
		}
	}
	if bad != nil {
		return 0, bad
	}
	return k, nil
}

// AddConstraint appends the constraint row·x ct rhs. row is dense and
// 0-based; it may be shorter than NumCols (missing entries are zero) but
// not longer. A row of zeros is allowed: 0 <= 5 is satisfied, 0 >= 5 makes
// the model INFEASIBLE. rhs may be ±Inf.
func (l *LP) AddConstraint(row []float64, ct ConstraintType, rhs float64) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	n, err := h.denseToScratch("add_constraintex", row)
	if err != nil {
		return err
	}
	return h.addScratchRow(n, ct, rhs)
}

// AddConstraintSparse appends a constraint given by its non-zero entries
// (0-based columns). Duplicate columns are summed; an empty row is allowed
// (see AddConstraint).
func (l *LP) AddConstraintSparse(row []Entry, ct ConstraintType, rhs float64) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	n, err := h.sparseToScratch("add_constraintex", row)
	if err != nil {
		return err
	}
	return h.addScratchRow(n, ct, rhs)
}

func (h *handle) addScratchRow(n int, ct ConstraintType, rhs float64) error {
	if ct != LE && ct != GE && ct != EQ {
		return fmt.Errorf("lpsolve: add_constraintex: invalid constraint type %v", ct)
	}
	if ct == EQ && math.IsInf(rhs, 0) {
		return fmt.Errorf("lpsolve: add_constraintex: equality with infinite right-hand side")
	}
	crhs, err := h.rhsValue("add_constraintex", rhs)
	if err != nil {
		return err
	}
	h.enterRowMode()
	// The scratch pointers are never NULL, even for an empty row: lp_solve
	// treats count 0 with non-NULL colno as an empty row.
	if C.add_constraintex(h.lp, C.int(n), h.vals, h.idx, C.int(ct), crhs) == 0 {
		return fmt.Errorf("lpsolve: add_constraintex(%d entries, %v, %v) failed", n, ct, rhs)
	}
	if n == 0 {
		// lp_solve writes an unnamed empty row as "0 C1 >= 5;", which its
		// own LP parser rejects as a bound with a zero coefficient. Naming
		// the row explicitly (with its default name) makes write_lp emit a
		// label, "R3: 0 C1 >= 5;", which reads back as a constraint.
		r := int(C.get_Nrows(h.lp))
		if err := h.setRowName(r-1, fmt.Sprintf("R%d", r)); err != nil {
			return err
		}
	}
	return nil
}

// SetObjFn sets the objective function from a dense 0-based row (shorter
// rows are padded with zeros). Columns not mentioned get coefficient 0.
func (l *LP) SetObjFn(row []float64) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	n, err := h.denseToScratch("set_obj_fnex", row)
	if err != nil {
		return err
	}
	return h.setObjScratch(n)
}

// SetObjFnSparse replaces the objective function by the given non-zeros
// (0-based columns, duplicates summed); all other coefficients become 0.
func (l *LP) SetObjFnSparse(row []Entry) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	n, err := h.sparseToScratch("set_obj_fnex", row)
	if err != nil {
		return err
	}
	return h.setObjScratch(n)
}

func (h *handle) setObjScratch(n int) error {
	// With non-NULL colno, set_obj_fnex clears the whole objective first.
	// It returns FALSE for a NULL row, which is why the scratch pointer is
	// never NULL even for an all-zero objective.
	if C.set_obj_fnex(h.lp, C.int(n), h.vals, h.idx) == 0 {
		return fmt.Errorf("lpsolve: set_obj_fnex(%d entries) failed", n)
	}
	return nil
}

// SetMaximize makes the model maximise its objective.
func (l *LP) SetMaximize() {
	h, err := l.live()
	if err != nil {
		return
	}
	defer runtime.KeepAlive(l)
	C.set_maxim(h.lp)
}

// SetMinimize makes the model minimise its objective (the default).
func (l *LP) SetMinimize() {
	h, err := l.live()
	if err != nil {
		return
	}
	defer runtime.KeepAlive(l)
	C.set_minim(h.lp)
}

// IsMaximize reports whether the model maximises.
func (l *LP) IsMaximize() bool {
	h, err := l.live()
	if err != nil {
		return false
	}
	defer runtime.KeepAlive(l)
	return C.is_maxim(h.lp) != 0
}

func cbool(b bool) C.uchar {
	if b {
		return 1
	}
	return 0
}

// SetInt marks column col (0-based) as integer (or continuous again).
func (l *LP) SetInt(col int, mustBeInt bool) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	if err := h.checkCol("set_int", col); err != nil {
		return err
	}
	if C.set_int(h.lp, C.int(col+1), cbool(mustBeInt)) == 0 {
		return fmt.Errorf("lpsolve: set_int(col %d, %v) failed", col, mustBeInt)
	}
	return nil
}

// IsInt reports whether column col is integer (false if out of range).
func (l *LP) IsInt(col int) bool {
	h, err := l.live()
	if err != nil {
		return false
	}
	defer runtime.KeepAlive(l)
	if h.checkCol("is_int", col) != nil {
		return false
	}
	return C.is_int(h.lp, C.int(col+1)) != 0
}

// SetBinary makes column col a 0/1 integer variable (lp_solve's
// set_binary: integer with bounds [0,1]); false makes it continuous with
// bounds [0,+Inf).
func (l *LP) SetBinary(col int, mustBeBinary bool) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	if err := h.checkCol("set_binary", col); err != nil {
		return err
	}
	if C.set_binary(h.lp, C.int(col+1), cbool(mustBeBinary)) == 0 {
		return fmt.Errorf("lpsolve: set_binary(col %d, %v) failed", col, mustBeBinary)
	}
	return nil
}

// SetBounds sets lower <= x[col] <= upper; ±Inf means unbounded on that
// side. lower > upper is an error. (lp_solve's default bounds are
// [0, +Inf).)
func (l *LP) SetBounds(col int, lower, upper float64) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	if err := h.checkCol("set_bounds", col); err != nil {
		return err
	}
	lo, err := h.rhsValue("set_bounds", lower)
	if err != nil {
		return err
	}
	up, err := h.rhsValue("set_bounds", upper)
	if err != nil {
		return err
	}
	if lower > upper || math.IsInf(lower, 1) || math.IsInf(upper, -1) {
		return fmt.Errorf("lpsolve: set_bounds(col %d): empty range [%v, %v]", col, lower, upper)
	}
	if C.set_bounds(h.lp, C.int(col+1), lo, up) == 0 {
		return fmt.Errorf("lpsolve: set_bounds(col %d, %v, %v) failed", col, lower, upper)
	}
	return nil
}

// SetUnbounded makes column col free: -Inf < x[col] < +Inf.
func (l *LP) SetUnbounded(col int) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	if err := h.checkCol("set_unbounded", col); err != nil {
		return err
	}
	if C.set_unbounded(h.lp, C.int(col+1)) == 0 {
		return fmt.Errorf("lpsolve: set_unbounded(col %d) failed", col)
	}
	return nil
}

// Bounds returns the bounds of column col, with lp_solve's infinity
// mapped to ±Inf.
func (l *LP) Bounds(col int) (lower, upper float64, err error) {
	h, err := l.live()
	if err != nil {
		return 0, 0, err
	}
	defer runtime.KeepAlive(l)
	if err := h.checkCol("get_bounds", col); err != nil {
		return 0, 0, err
	}
	inf := float64(C.get_infinite(h.lp))
	lower = float64(C.get_lowbo(h.lp, C.int(col+1)))
	upper = float64(C.get_upbo(h.lp, C.int(col+1)))
	if lower <= -inf {
		lower = math.Inf(-1)
	}
	if upper >= inf {
		upper = math.Inf(1)
	}
	return lower, upper, nil
}

func checkName(call, name string) error {
	if name == "" || strings.IndexByte(name, 0) >= 0 {
		return fmt.Errorf("lpsolve: %s: invalid name %q", call, name)
	}
	return nil
}

// SetColName names column col (0-based). Names should be valid LP-format
// identifiers if the model is to be written with WriteToString and read
// back.
func (l *LP) SetColName(col int, name string) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	if err := h.checkCol("set_col_name", col); err != nil {
		return err
	}
	if err := checkName("set_col_name", name); err != nil {
		return err
	}
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	if C.set_col_name(h.lp, C.int(col+1), cs) == 0 {
		return fmt.Errorf("lpsolve: set_col_name(col %d, %q) failed", col, name)
	}
	return nil
}

// ColName returns the name of column col (lp_solve's default is "C<n>"
// with n 1-based); "" if col is out of range or the model was deleted.
func (l *LP) ColName(col int) string {
	h, err := l.live()
	if err != nil {
		return ""
	}
	defer runtime.KeepAlive(l)
	if h.checkCol("get_col_name", col) != nil {
		return ""
	}
	s := C.get_col_name(h.lp, C.int(col+1))
	if s == nil {
		return ""
	}
	return C.GoString(s)
}

// SetRowName names constraint row (0-based, in the order added).
func (l *LP) SetRowName(row int, name string) error {
	h, err := l.live()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(l)
	return h.setRowName(row, name)
}

func (h *handle) setRowName(row int, name string) error {
	if err := h.checkRow("set_row_name", row); err != nil {
		return err
	}
	if err := checkName("set_row_name", name); err != nil {
		return err
	}
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	if C.set_row_name(h.lp, C.int(row+1), cs) == 0 {
		return fmt.Errorf("lpsolve: set_row_name(row %d, %q) failed", row, name)
	}
	return nil
}

// RowName returns the name of constraint row (default "R<n>", n 1-based);
// "" if out of range or deleted.
func (l *LP) RowName(row int) string {
	h, err := l.live()
	if err != nil {
		return ""
	}
	defer runtime.KeepAlive(l)
	if h.checkRow("get_row_name", row) != nil {
		return ""
	}
	s := C.get_row_name(h.lp, C.int(row+1))
	if s == nil {
		return ""
	}
	return C.GoString(s)
}

// SetTimeout limits Solve to the given number of seconds (lp_solve's
// granularity is whole seconds); 0 or less means no limit. On timeout
// Solve returns SUBOPTIMAL if an integer solution was found, else TIMEOUT.
func (l *LP) SetTimeout(seconds int) {
	h, err := l.live()
	if err != nil {
		return
	}
	defer runtime.KeepAlive(l)
	C.set_timeout(h.lp, C.long(max(seconds, 0)))
}

// SetMIPGap sets lp_solve's branch-and-bound tolerance: a branch whose
// bound improves on the best solution found by less than gap (absolute, or
// relative to it when absolute is false) is dropped. lp_solve's defaults
// (1e-11 absolute, 1e-9 relative) can drop an improvement of a few units
// once the objective exceeds 1e9.
func (l *LP) SetMIPGap(absolute bool, gap float64) {
	h, err := l.live()
	if err != nil {
		return
	}
	defer runtime.KeepAlive(l)
	C.set_mip_gap(h.lp, cbool(absolute), C.double(gap))
}

// SetVerbose sets lp_solve's verbosity. At NEUTRAL (the default) lp_solve
// prints nothing; above it, lp_solve's messages go to stderr (never
// stdout). Only raise it for debugging a single model: lp_solve formats
// messages in static buffers, so verbose models must not be solved
// concurrently.
func (l *LP) SetVerbose(level VerboseLevel) {
	h, err := l.live()
	if err != nil {
		return
	}
	defer runtime.KeepAlive(l)
	level = min(max(level, NEUTRAL), FULL)
	C.sw_set_verbose(h.lp, C.int(level)) // cannot fail for ""
}

// SetVerboseLevel is golp's name for SetVerbose.
func (l *LP) SetVerboseLevel(level VerboseLevel) { l.SetVerbose(level) }

// Solve solves the model. The status says what lp_solve found (OPTIMAL,
// SUBOPTIMAL, INFEASIBLE, UNBOUNDED, TIMEOUT, ...) and err is nil for all
// such answers; err is non-nil only if lp_solve failed (NOMEMORY,
// NUMFAILURE, ACCURACYERROR, ... as a *SolveError) or the model was
// deleted (ErrDeleted, status NOTRUN). Use status.HasSolution() before
// reading Variables/Objective.
func (l *LP) Solve() (SolutionType, error) {
	h, err := l.live()
	if err != nil {
		return NOTRUN, err
	}
	defer runtime.KeepAlive(l)
	if err := h.leaveRowMode(); err != nil {
		return NOTRUN, err
	}
	h.rowModeOK = false // lp_solve refuses row mode after a solve anyway
	st := SolutionType(C.solve(h.lp))
	if st.isFailure() {
		e := &SolveError{Status: st}
		if s := C.get_statustext(h.lp, C.int(st)); s != nil {
			e.Text = C.GoString(s)
		}
		return st, e
	}
	return st, nil
}

// Objective returns the objective value of the last solve (0 if there is
// none or the model was deleted).
func (l *LP) Objective() float64 {
	h, err := l.live()
	if err != nil {
		return 0
	}
	defer runtime.KeepAlive(l)
	return float64(C.get_objective(h.lp))
}

// Variables returns the column values of the last solve, 0-based; nil if
// lp_solve has no solution to report (not solved yet, deleted). Values are
// only meaningful when Solve's status HasSolution().
func (l *LP) Variables() []float64 {
	h, err := l.live()
	if err != nil {
		return nil
	}
	defer runtime.KeepAlive(l)
	n := int(C.get_Ncolumns(h.lp))
	vals, _, err := h.scratch(n)
	if err != nil {
		return nil
	}
	if C.get_variables(h.lp, h.vals) == 0 {
		return nil
	}
	out := make([]float64, n)
	for i := range out {
		out[i] = float64(vals[i])
	}
	return out
}

// WriteToString returns the model in lp_solve's LP format (write_lpex into
// a C buffer; no temporary file). The text can be read back with ReadLP or
// the lp_solve CLI.
func (l *LP) WriteToString() (string, error) {
	h, err := l.live()
	if err != nil {
		return "", err
	}
	defer runtime.KeepAlive(l)
	if err := h.leaveRowMode(); err != nil {
		return "", err
	}
	b := (*C.sw_buf)(C.calloc(1, C.size_t(unsafe.Sizeof(C.sw_buf{}))))
	if b == nil {
		return "", fmt.Errorf("lpsolve: write_lpex: calloc failed")
	}
	defer func() {
		C.free(unsafe.Pointer(b.data))
		C.free(unsafe.Pointer(b))
	}()
	if C.sw_write_lp(h.lp, b) == 0 {
		return "", fmt.Errorf("lpsolve: write_lpex failed")
	}
	if b.failed != 0 {
		return "", fmt.Errorf("lpsolve: write_lpex: out of memory")
	}
	if b.len == 0 {
		return "", nil
	}
	return C.GoStringN(b.data, C.int(b.len)), nil
}

// Version returns the linked lp_solve version, e.g. "5.5.2.5".
func Version() string {
	var maj, mnr, rel, bld C.int
	C.lp_solve_version(&maj, &mnr, &rel, &bld)
	return fmt.Sprintf("%d.%d.%d.%d", maj, mnr, rel, bld)
}

// flushCStdio flushes all C stdio streams (tests use it to make sure
// nothing lp_solve buffered for stdout goes unnoticed).
func flushCStdio() { C.sw_flush_all() }
