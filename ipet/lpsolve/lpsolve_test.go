package lpsolve

import (
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

const tol = 1e-6

func approx(a, b float64) bool { return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b)) }

func mustNew(t testing.TB, rows, cols int) *LP {
	t.Helper()
	l, err := New(rows, cols)
	if err != nil {
		t.Fatalf("New(%d, %d): %v", rows, cols, err)
	}
	t.Cleanup(l.Delete)
	return l
}

func check(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// classic builds max 143x+60y s.t. 120x+210y<=15000, 110x+30y<=4000,
// x+y<=75 (optimum 6315.625 at x=21.875, y=53.125).
func classic(t testing.TB, sparse bool) *LP {
	l := mustNew(t, 0, 2)
	check(t, l.SetColName(0, "x"))
	check(t, l.SetColName(1, "y"))
	if sparse {
		check(t, l.SetObjFnSparse([]Entry{{0, 143}, {1, 60}}))
		check(t, l.AddConstraintSparse([]Entry{{0, 120}, {1, 210}}, LE, 15000))
		check(t, l.AddConstraintSparse([]Entry{{1, 30}, {0, 110}}, LE, 4000))
		check(t, l.AddConstraintSparse([]Entry{{0, 1}, {1, 1}}, LE, 75))
	} else {
		check(t, l.SetObjFn([]float64{143, 60}))
		check(t, l.AddConstraint([]float64{120, 210}, LE, 15000))
		check(t, l.AddConstraint([]float64{110, 30}, LE, 4000))
		check(t, l.AddConstraint([]float64{1, 1}, LE, 75))
	}
	l.SetMaximize()
	return l
}

// knapsackILP: max 5x+8y s.t. x+y<=6, 5x+9y<=45. LP relaxation 41.25 at
// (2.25, 3.75); integer optimum 40 at (0, 5).
func knapsackILP(t testing.TB, integer bool) *LP {
	l := mustNew(t, 0, 2)
	check(t, l.AddConstraint([]float64{1, 1}, LE, 6))
	check(t, l.AddConstraint([]float64{5, 9}, LE, 45))
	check(t, l.SetObjFn([]float64{5, 8}))
	l.SetMaximize()
	if integer {
		check(t, l.SetInt(0, true))
		check(t, l.SetInt(1, true))
	}
	return l
}

func TestSolve(t *testing.T) {
	tests := []struct {
		name   string
		build  func(t *testing.T) *LP
		status SolutionType
		obj    float64   // checked when status.HasSolution()
		vars   []float64 // checked when non-nil
	}{
		{"classic dense", func(t *testing.T) *LP { return classic(t, false) }, OPTIMAL, 6315.625, []float64{21.875, 53.125}},
		{"classic sparse", func(t *testing.T) *LP { return classic(t, true) }, OPTIMAL, 6315.625, []float64{21.875, 53.125}},
		{"LP relaxation", func(t *testing.T) *LP { return knapsackILP(t, false) }, OPTIMAL, 41.25, []float64{2.25, 3.75}},
		{"ILP", func(t *testing.T) *LP { return knapsackILP(t, true) }, OPTIMAL, 40, []float64{0, 5}},
		{"ILP with setters interleaved in row mode, objective last", func(t *testing.T) *LP {
			// Interleave calls that do not touch the matrix with row-mode
			// constraint adds; objective set last.
			l := mustNew(t, 0, 2)
			check(t, l.AddConstraint([]float64{1, 1}, LE, 6))
			check(t, l.SetInt(0, true))
			check(t, l.SetColName(1, "y"))
			check(t, l.AddConstraint([]float64{5, 9}, LE, 45))
			check(t, l.SetInt(1, true))
			check(t, l.SetObjFn([]float64{5, 8}))
			l.SetMaximize()
			return l
		}, OPTIMAL, 40, []float64{0, 5}},
		{"equalities", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFn([]float64{1, 1}))
			check(t, l.AddConstraint([]float64{1, 2}, EQ, 4))
			check(t, l.AddConstraint([]float64{3, -1}, EQ, 5))
			return l
		}, OPTIMAL, 3, []float64{2, 1}},
		{"bounds", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFn([]float64{1, 1}))
			check(t, l.AddConstraint([]float64{1, 1}, LE, 10))
			check(t, l.SetBounds(0, 1, 3))
			check(t, l.SetBounds(1, -2, 2.5))
			l.SetMaximize()
			return l
		}, OPTIMAL, 5.5, []float64{3, 2.5}},
		{"negative lower bounds minimised", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFn([]float64{1, 1}))
			check(t, l.AddConstraint([]float64{1, 1}, LE, 10))
			check(t, l.SetBounds(0, -4, 4))
			check(t, l.SetBounds(1, -1, math.Inf(1)))
			return l
		}, OPTIMAL, -5, []float64{-4, -1}},
		{"free variable", func(t *testing.T) *LP {
			l := mustNew(t, 0, 1)
			check(t, l.SetObjFn([]float64{1}))
			check(t, l.AddConstraint([]float64{1}, GE, -7))
			check(t, l.SetUnbounded(0))
			return l
		}, OPTIMAL, -7, []float64{-7}},
		{"default lower bound is 0", func(t *testing.T) *LP {
			l := mustNew(t, 0, 1)
			check(t, l.SetObjFn([]float64{1}))
			return l
		}, OPTIMAL, 0, []float64{0}},
		{"infinite rhs", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFn([]float64{1, 1}))
			check(t, l.AddConstraint([]float64{1, 1}, LE, math.Inf(1)))
			check(t, l.SetBounds(0, 0, 3))
			check(t, l.SetBounds(1, 0, 4))
			l.SetMaximize()
			return l
		}, OPTIMAL, 7, []float64{3, 4}},
		{"short dense row padded with zeros", func(t *testing.T) *LP {
			l := mustNew(t, 0, 3)
			check(t, l.SetObjFn([]float64{1, 1, 1}))
			check(t, l.AddConstraint([]float64{1}, LE, 2)) // x <= 2
			check(t, l.AddConstraint([]float64{1, 1, 1}, LE, 5))
			check(t, l.SetObjFn([]float64{3})) // y, z coefficients reset to 0
			l.SetMaximize()
			return l
		}, OPTIMAL, 6, []float64{2, 0, 0}},
		{"sparse duplicates are summed", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFnSparse([]Entry{{0, 1}, {1, 1}, {0, 1}}))                // 2x + y
			check(t, l.AddConstraintSparse([]Entry{{0, 1}, {0, 1}}, LE, 4))            // 2x <= 4
			check(t, l.AddConstraintSparse([]Entry{{1, 1}, {1, -1}, {0, 1}}, LE, 100)) // x <= 100
			check(t, l.SetBounds(1, 0, 1))
			l.SetMaximize()
			return l
		}, OPTIMAL, 5, []float64{2, 1}},
		{"empty row 0 <= 5 is satisfied", func(t *testing.T) *LP {
			l := mustNew(t, 0, 1)
			check(t, l.SetObjFn([]float64{1}))
			check(t, l.AddConstraint([]float64{0}, LE, 5))
			check(t, l.AddConstraint([]float64{1}, LE, 4))
			l.SetMaximize()
			return l
		}, OPTIMAL, 4, []float64{4}},
		{"empty row 0 >= 5 is infeasible", func(t *testing.T) *LP {
			l := mustNew(t, 0, 1)
			check(t, l.SetObjFn([]float64{1}))
			check(t, l.AddConstraint(nil, GE, 5))
			check(t, l.AddConstraint([]float64{1}, LE, 4))
			l.SetMaximize()
			return l
		}, INFEASIBLE, 0, nil},
		{"empty sparse row 0 >= -3 is satisfied", func(t *testing.T) *LP {
			l := mustNew(t, 0, 1)
			check(t, l.SetObjFn([]float64{1}))
			check(t, l.AddConstraintSparse(nil, GE, -3))
			check(t, l.AddConstraintSparse([]Entry{{0, 0}}, EQ, 0)) // explicit zero: still empty
			check(t, l.AddConstraint([]float64{1}, LE, 4))
			l.SetMaximize()
			return l
		}, OPTIMAL, 4, []float64{4}},
		{"empty sparse row 0 = 1 is infeasible", func(t *testing.T) *LP {
			l := mustNew(t, 0, 1)
			check(t, l.SetObjFn([]float64{1}))
			check(t, l.AddConstraintSparse([]Entry{{0, 2}, {0, -2}}, EQ, 1)) // cancels to empty
			return l
		}, INFEASIBLE, 0, nil},
		{"infeasible", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFn([]float64{1, 1}))
			check(t, l.AddConstraint([]float64{1, 1}, GE, 5))
			check(t, l.AddConstraint([]float64{1, 1}, LE, 3))
			return l
		}, INFEASIBLE, 0, nil},
		{"unbounded", func(t *testing.T) *LP {
			l := mustNew(t, 0, 2)
			check(t, l.SetObjFn([]float64{1, 1}))
			check(t, l.AddConstraint([]float64{1, -1}, LE, 1))
			l.SetMaximize()
			return l
		}, UNBOUNDED, 0, nil},
		{"integer infeasible", func(t *testing.T) *LP {
			l := mustNew(t, 0, 3)
			check(t, l.AddConstraint([]float64{2, 2, 2}, EQ, 3))
			for j := range 3 {
				check(t, l.SetBinary(j, true))
			}
			return l
		}, INFEASIBLE, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.build(t)
			st, err := l.Solve()
			if err != nil {
				t.Fatalf("Solve: %v", err)
			}
			if st != tc.status {
				t.Fatalf("status = %v, want %v", st, tc.status)
			}
			if !st.HasSolution() {
				return
			}
			if got := l.Objective(); !approx(got, tc.obj) {
				t.Errorf("objective = %v, want %v", got, tc.obj)
			}
			if tc.vars == nil {
				return
			}
			got := l.Variables()
			if len(got) != len(tc.vars) {
				t.Fatalf("variables = %v, want %v", got, tc.vars)
			}
			for i := range got {
				if !approx(got[i], tc.vars[i]) {
					t.Errorf("variables = %v, want %v", got, tc.vars)
					break
				}
			}
		})
	}
}

// lp_solve refuses to solve a model without columns (NOTRUN); that
// surfaces as a *SolveError rather than a bogus OPTIMAL.
func TestSolveNoColumns(t *testing.T) {
	l := mustNew(t, 0, 0)
	check(t, l.AddConstraint(nil, LE, 1))
	st, err := l.Solve()
	var se *SolveError
	if st != NOTRUN || !errors.As(err, &se) || se.Status != NOTRUN {
		t.Fatalf("Solve() = %v, %v; want NOTRUN, *SolveError", st, err)
	}
	if v := l.Variables(); len(v) != 0 {
		t.Errorf("Variables() = %v", v)
	}
}

func TestResolveAfterAddingConstraint(t *testing.T) {
	l := classic(t, false)
	if st, err := l.Solve(); err != nil || st != OPTIMAL || !approx(l.Objective(), 6315.625) {
		t.Fatalf("first solve: %v %v %v", st, err, l.Objective())
	}
	// Row mode is no longer available after a solve; adding must still work.
	check(t, l.AddConstraintSparse([]Entry{{0, 1}}, LE, 10))
	if l.NumRows() != 4 {
		t.Fatalf("NumRows = %d, want 4", l.NumRows())
	}
	st, err := l.Solve()
	if err != nil || st != OPTIMAL {
		t.Fatalf("second solve: %v %v", st, err)
	}
	if got, v := l.Objective(), l.Variables(); !approx(got, 5330) || !approx(v[0], 10) || !approx(v[1], 65) {
		t.Fatalf("second solve: objective %v vars %v, want 5330 [10 65]", got, v)
	}
}

func TestAccessors(t *testing.T) {
	l := mustNew(t, 0, 3)
	if l.NumCols() != 3 || l.NumRows() != 0 {
		t.Fatalf("size = %dx%d", l.NumRows(), l.NumCols())
	}
	if got := l.ColName(1); got != "C2" {
		t.Errorf("default ColName(1) = %q, want C2", got)
	}
	check(t, l.SetColName(1, "b_loop"))
	if got := l.ColName(1); got != "b_loop" {
		t.Errorf("ColName(1) = %q", got)
	}
	if got := l.ColName(3); got != "" {
		t.Errorf("ColName(out of range) = %q", got)
	}
	check(t, l.AddConstraint([]float64{1, 1, 1}, LE, 1))
	check(t, l.SetRowName(0, "flow_entry"))
	if got := l.RowName(0); got != "flow_entry" {
		t.Errorf("RowName(0) = %q", got)
	}
	check(t, l.SetInt(2, true))
	if !l.IsInt(2) || l.IsInt(0) {
		t.Errorf("IsInt wrong")
	}
	check(t, l.SetInt(2, false))
	if l.IsInt(2) {
		t.Errorf("SetInt(false) ignored")
	}
	check(t, l.SetBinary(0, true))
	if lo, up, err := l.Bounds(0); err != nil || lo != 0 || up != 1 || !l.IsInt(0) {
		t.Errorf("binary col: [%v,%v] int=%v err=%v", lo, up, l.IsInt(0), err)
	}
	check(t, l.SetUnbounded(1))
	if lo, up, err := l.Bounds(1); err != nil || !math.IsInf(lo, -1) || !math.IsInf(up, 1) {
		t.Errorf("free col: [%v,%v] err=%v", lo, up, err)
	}
	if lo, up, err := l.Bounds(2); err != nil || lo != 0 || !math.IsInf(up, 1) {
		t.Errorf("default bounds: [%v,%v] err=%v", lo, up, err)
	}
	if l.IsMaximize() {
		t.Errorf("default should minimise")
	}
	l.SetMaximize()
	if !l.IsMaximize() {
		t.Errorf("SetMaximize ignored")
	}
	l.SetMinimize()
	if l.IsMaximize() {
		t.Errorf("SetMinimize ignored")
	}
	if v := l.Variables(); v != nil {
		t.Errorf("Variables before Solve = %v, want nil", v)
	}
	if !strings.HasPrefix(Version(), "5.5.") {
		t.Errorf("Version() = %q", Version())
	}
}

func TestErrors(t *testing.T) {
	nan := math.NaN()
	inf := math.Inf(1)
	tests := []struct {
		name string
		call string // lp_solve function the error must name
		op   func(l *LP) error
	}{
		{"SetInt col -1", "set_int", func(l *LP) error { return l.SetInt(-1, true) }},
		{"SetInt col == NumCols", "set_int", func(l *LP) error { return l.SetInt(2, true) }},
		{"SetInt far out", "set_int", func(l *LP) error { return l.SetInt(1000, false) }},
		{"SetBinary out of range", "set_binary", func(l *LP) error { return l.SetBinary(2, true) }},
		{"SetBounds out of range", "set_bounds", func(l *LP) error { return l.SetBounds(5, 0, 1) }},
		{"SetBounds lower > upper", "set_bounds", func(l *LP) error { return l.SetBounds(0, 2, 1) }},
		{"SetBounds NaN", "set_bounds", func(l *LP) error { return l.SetBounds(0, nan, 1) }},
		{"SetBounds +Inf lower", "set_bounds", func(l *LP) error { return l.SetBounds(0, inf, inf) }},
		{"SetUnbounded out of range", "set_unbounded", func(l *LP) error { return l.SetUnbounded(-3) }},
		{"SetColName out of range", "set_col_name", func(l *LP) error { return l.SetColName(2, "z") }},
		{"SetColName empty", "set_col_name", func(l *LP) error { return l.SetColName(0, "") }},
		{"SetColName NUL", "set_col_name", func(l *LP) error { return l.SetColName(0, "a\x00b") }},
		{"SetRowName no rows", "set_row_name", func(l *LP) error { return l.SetRowName(0, "r") }},
		{"AddConstraint row too long", "add_constraintex", func(l *LP) error { return l.AddConstraint([]float64{1, 2, 3}, LE, 1) }},
		{"AddConstraint NaN coef", "add_constraintex", func(l *LP) error { return l.AddConstraint([]float64{nan}, LE, 1) }},
		{"AddConstraint Inf coef", "add_constraintex", func(l *LP) error { return l.AddConstraint([]float64{0, inf}, LE, 1) }},
		{"AddConstraint NaN rhs", "add_constraintex", func(l *LP) error { return l.AddConstraint([]float64{1}, LE, nan) }},
		{"AddConstraint bad type", "add_constraintex", func(l *LP) error { return l.AddConstraint([]float64{1}, ConstraintType(7), 1) }},
		{"AddConstraint EQ Inf", "add_constraintex", func(l *LP) error { return l.AddConstraint([]float64{1}, EQ, inf) }},
		{"AddConstraintSparse col out of range", "add_constraintex", func(l *LP) error {
			return l.AddConstraintSparse([]Entry{{0, 1}, {2, 1}}, LE, 1)
		}},
		{"AddConstraintSparse negative col", "add_constraintex", func(l *LP) error {
			return l.AddConstraintSparse([]Entry{{-1, 1}}, LE, 1)
		}},
		{"SetObjFn too long", "set_obj_fnex", func(l *LP) error { return l.SetObjFn([]float64{1, 2, 3}) }},
		{"SetObjFnSparse out of range", "set_obj_fnex", func(l *LP) error { return l.SetObjFnSparse([]Entry{{9, 1}}) }},
		{"SetObjFn NaN", "set_obj_fnex", func(l *LP) error { return l.SetObjFn([]float64{nan}) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := mustNew(t, 0, 2)
			err := tc.op(l)
			if err == nil {
				t.Fatalf("no error")
			}
			if !strings.Contains(err.Error(), tc.call) {
				t.Errorf("error %q does not name %s", err, tc.call)
			}
			// A rejected call must leave the model usable and unchanged.
			if l.NumRows() != 0 || l.NumCols() != 2 {
				t.Errorf("model changed: %dx%d", l.NumRows(), l.NumCols())
			}
			check(t, l.AddConstraintSparse([]Entry{{0, 1}, {1, 1}}, LE, 3))
			check(t, l.SetObjFn([]float64{1, 2}))
			l.SetMaximize()
			if st, err := l.Solve(); err != nil || st != OPTIMAL || !approx(l.Objective(), 6) {
				t.Errorf("model unusable after error: %v %v %v", st, err, l.Objective())
			}
		})
	}
	if _, err := New(-1, 2); err == nil || !strings.Contains(err.Error(), "make_lp") {
		t.Errorf("New(-1, 2) error = %v", err)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("NewLP(0, -1) did not panic")
			}
		}()
		NewLP(0, -1)
	}()
}

func TestDeleted(t *testing.T) {
	l := classic(t, false)
	before := liveModels.Load()
	l.Delete()
	if got := liveModels.Load(); got != before-1 {
		t.Fatalf("live models %d -> %d", before, got)
	}
	l.Delete() // double free must be impossible
	check(t, l.Close())
	if got := liveModels.Load(); got != before-1 {
		t.Fatalf("second Delete changed live models: %d", got)
	}
	if st, err := l.Solve(); st != NOTRUN || !errors.Is(err, ErrDeleted) {
		t.Errorf("Solve after Delete = %v, %v", st, err)
	}
	for name, err := range map[string]error{
		"AddConstraint":       l.AddConstraint([]float64{1}, LE, 1),
		"AddConstraintSparse": l.AddConstraintSparse(nil, LE, 1),
		"SetObjFn":            l.SetObjFn(nil),
		"SetInt":              l.SetInt(0, true),
		"SetBounds":           l.SetBounds(0, 0, 1),
		"SetColName":          l.SetColName(0, "x"),
	} {
		if !errors.Is(err, ErrDeleted) {
			t.Errorf("%s after Delete: %v", name, err)
		}
	}
	if _, err := l.WriteToString(); !errors.Is(err, ErrDeleted) {
		t.Errorf("WriteToString after Delete: %v", err)
	}
	l.SetMaximize()
	l.SetTimeout(1)
	l.SetVerbose(FULL)
	if l.NumRows() != 0 || l.NumCols() != 0 || l.Variables() != nil || l.Objective() != 0 || l.ColName(0) != "" {
		t.Errorf("accessors after Delete return data")
	}
	var nilLP *LP
	nilLP.Delete()
	if _, err := nilLP.Solve(); !errors.Is(err, ErrDeleted) {
		t.Errorf("nil LP Solve: %v", err)
	}
}

// roundTripModel has names, integers, a free variable, a negative lower
// bound, an equality and empty rows of every kind.
func roundTripModel(t testing.TB) *LP {
	l := mustNew(t, 0, 4)
	for j, n := range []string{"x_entry", "y_loop", "z_free", "w_neg"} {
		check(t, l.SetColName(j, n))
	}
	check(t, l.SetObjFn([]float64{3, 2, -1, 1}))
	check(t, l.AddConstraint([]float64{1, 1, 0, 0}, LE, 4.7))
	check(t, l.AddConstraint(nil, LE, 5))                             // empty, satisfied
	check(t, l.AddConstraintSparse([]Entry{{2, 1}, {0, -1}}, GE, -2)) // z >= x - 2
	check(t, l.AddConstraintSparse(nil, GE, -1))                      // empty, satisfied
	check(t, l.AddConstraintSparse([]Entry{{1, 1}}, LE, 3))           // single-variable row (not a bound)
	check(t, l.AddConstraintSparse([]Entry{{3, 1}, {0, 1}}, EQ, 1))   // w = 1 - x
	check(t, l.AddConstraint([]float64{0, 0, 0, 0}, EQ, 0))           // empty equality
	check(t, l.SetInt(0, true))
	check(t, l.SetUnbounded(2))
	check(t, l.SetBounds(3, -10, 10))
	l.SetMaximize()
	return l
}

var lpObjRe = regexp.MustCompile(`Value of objective function:\s*(\S+)`)

func TestWriteToStringRoundTrip(t *testing.T) {
	l := roundTripModel(t)
	st, err := l.Solve()
	if err != nil || st != OPTIMAL {
		t.Fatalf("Solve: %v %v", st, err)
	}
	want, wantVars := l.Objective(), l.Variables()
	// With z = x - 2 (free) and w = 1 - x the objective is x + 2y + 3
	// under x + y <= 4.7, y <= 3: the relaxation has x = 1.7, y = 3
	// (10.7); the integer optimum is x = 2, y = 2.7, z = 0, w = -1 (10.4).
	wantX := []float64{2, 2.7, 0, -1}
	if !approx(want, 10.4) || len(wantVars) != 4 {
		t.Fatalf("objective = %v (vars %v), want 10.4 at %v", want, wantVars, wantX)
	}
	for i := range wantX {
		if !approx(wantVars[i], wantX[i]) {
			t.Fatalf("vars = %v, want %v", wantVars, wantX)
		}
	}

	text, err := l.WriteToString()
	check(t, err)
	for _, s := range []string{"x_entry", "y_loop", "z_free", "w_neg", "max:", "int x_entry", "R2:", "R4:", "R7:"} {
		if !strings.Contains(text, s) {
			t.Errorf("LP text lacks %q:\n%s", s, text)
		}
	}
	text2, err := l.WriteToString()
	check(t, err)
	if text2 != text {
		t.Errorf("WriteToString is not deterministic")
	}

	r, err := ReadLP(text)
	if err != nil {
		t.Fatalf("ReadLP: %v\n%s", err, text)
	}
	defer r.Delete()
	if r.NumRows() != l.NumRows() || r.NumCols() != l.NumCols() {
		t.Errorf("read back %dx%d, want %dx%d", r.NumRows(), r.NumCols(), l.NumRows(), l.NumCols())
	}
	for j := range l.NumCols() {
		if r.ColName(j) != l.ColName(j) || r.IsInt(j) != l.IsInt(j) {
			t.Errorf("col %d: %q int=%v, want %q int=%v", j, r.ColName(j), r.IsInt(j), l.ColName(j), l.IsInt(j))
		}
	}
	st, err = r.Solve()
	if err != nil || st != OPTIMAL || !approx(r.Objective(), want) {
		t.Fatalf("read-back solve: %v %v objective %v, want %v", st, err, r.Objective(), want)
	}
	if got := r.Variables(); len(got) != len(wantVars) {
		t.Fatalf("read-back vars %v, want %v", got, wantVars)
	}

	// The infeasible empty row must survive the round trip too.
	inf := mustNew(t, 0, 1)
	check(t, inf.SetObjFn([]float64{1}))
	check(t, inf.AddConstraint(nil, GE, 5))
	itext, err := inf.WriteToString()
	check(t, err)
	ri, err := ReadLP(itext)
	if err != nil {
		t.Fatalf("ReadLP(infeasible empty row): %v\n%s", err, itext)
	}
	defer ri.Delete()
	if st, err := ri.Solve(); err != nil || st != INFEASIBLE {
		t.Errorf("read-back empty-row model: %v %v\n%s", st, err, itext)
	}

	// Cross-check with the lp_solve CLI if installed.
	cli, err := exec.LookPath("lp_solve")
	if err != nil {
		t.Log("lp_solve CLI not on PATH; skipping CLI cross-check")
		return
	}
	path := filepath.Join(t.TempDir(), "model.lp")
	check(t, os.WriteFile(path, []byte(text), 0o600))
	out, err := exec.Command(cli, "-S4", path).CombinedOutput()
	if err != nil {
		t.Fatalf("lp_solve -S4: %v\n%s", err, out)
	}
	m := lpObjRe.FindSubmatch(out)
	if m == nil {
		t.Fatalf("no objective in lp_solve output:\n%s", out)
	}
	got, err := strconv.ParseFloat(string(m[1]), 64)
	check(t, err)
	if !approx(got, want) {
		t.Errorf("lp_solve CLI objective %v, want %v", got, want)
	}
}

func TestWriteToStringClassicCLI(t *testing.T) {
	l := classic(t, false)
	text, err := l.WriteToString()
	check(t, err)
	r, err := ReadLP(text)
	check(t, err)
	defer r.Delete()
	if st, err := r.Solve(); err != nil || st != OPTIMAL || !approx(r.Objective(), 6315.625) {
		t.Fatalf("read back classic: %v %v %v\n%s", st, err, r.Objective(), text)
	}
	// A read model can still be extended (column mode).
	check(t, r.AddConstraintSparse([]Entry{{0, 1}}, LE, 10))
	if st, err := r.Solve(); err != nil || st != OPTIMAL || !approx(r.Objective(), 5330) {
		t.Fatalf("extended read model: %v %v %v", st, err, r.Objective())
	}
}

func TestReadLPErrors(t *testing.T) {
	for _, text := range []string{"max: 3x+;\n", "this is not lp format", "max: x;\nc1: x <= 1\x00;\n"} {
		if l, err := ReadLP(text); err == nil {
			l.Delete()
			t.Errorf("ReadLP(%q) succeeded", text)
		}
	}
}

// jeroslow builds the classic branch-and-bound killer: n odd binaries with
// sum 2x_i = n. The LP relaxation is feasible, no integer point is, and
// B&B needs ~2^(n/2) nodes. weighted=true turns it into max w·x with
// sum 2x_i <= n and almost equal weights (1 + k/1000, not integral, so
// lp_solve cannot round the bound): integer solutions are found at once,
// but every node's relaxation stays ~0.5 above them, so the optimality
// proof is exponential (even n = 21 takes over a second).
func jeroslow(t testing.TB, n int, weighted bool) *LP {
	l := mustNew(t, 0, n)
	row := make([]float64, n)
	obj := make([]float64, n)
	for i := range row {
		row[i] = 2
		obj[i] = 1
		if weighted {
			obj[i] = 1 + float64(i%7)/1000
		}
		check(t, l.SetBinary(i, true))
	}
	ct := EQ
	if weighted {
		ct = LE
	}
	check(t, l.AddConstraint(row, ct, float64(n)))
	check(t, l.SetObjFn(obj))
	l.SetMaximize()
	l.SetTimeout(1)
	return l
}

func TestTimeout(t *testing.T) {
	// Both models are solved concurrently (separate models in separate
	// goroutines are allowed), so the test takes about one second.
	tests := []struct {
		name     string
		weighted bool
		want     []SolutionType
	}{
		{"no incumbent", false, []SolutionType{TIMEOUT}},
		{"with incumbent", true, []SolutionType{SUBOPTIMAL}},
	}
	const n = 61
	type result struct {
		st      SolutionType
		err     error
		vars    []float64
		elapsed time.Duration
	}
	results := make([]result, len(tests))
	models := make([]*LP, len(tests))
	for i, tc := range tests {
		models[i] = jeroslow(t, n, tc.weighted)
	}
	var wg sync.WaitGroup
	for i := range tests {
		wg.Go(func() {
			start := time.Now()
			st, err := models[i].Solve()
			results[i] = result{st, err, models[i].Variables(), time.Since(start)}
		})
	}
	wg.Wait()
	for i, tc := range tests {
		r := results[i]
		t.Logf("%s: %v after %v", tc.name, r.st, r.elapsed.Round(time.Millisecond))
		if r.err != nil {
			t.Errorf("%s: Solve error %v", tc.name, r.err)
		}
		ok := false
		for _, w := range tc.want {
			ok = ok || r.st == w
		}
		if !ok {
			t.Errorf("%s: status %v, want one of %v", tc.name, r.st, tc.want)
		}
		if r.elapsed > 5*time.Second {
			t.Errorf("%s: Solve took %v despite a 1 s timeout", tc.name, r.elapsed)
		}
		if r.st == SUBOPTIMAL {
			sum := 0.0
			for _, v := range r.vars {
				if math.Abs(v-math.Round(v)) > 1e-6 || v < -1e-6 || v > 1+1e-6 {
					t.Fatalf("%s: non-binary incumbent %v", tc.name, r.vars)
				}
				sum += 2 * v
			}
			if sum > n+1e-6 {
				t.Errorf("%s: incumbent violates 2·sum x <= %d: %v", tc.name, n, sum)
			}
		}
	}
}

// rssBytes returns the resident set size from /proc (0 if unavailable).
func rssBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

func TestManyModels(t *testing.T) {
	base := liveModels.Load()
	build := func(i int) *LP {
		l, err := New(0, 60)
		check(t, err)
		row := make([]Entry, 0, 60)
		for r := range 30 {
			row = row[:0]
			for j := range 60 {
				if (i+r+j)%3 == 0 {
					row = append(row, Entry{j, float64(1 + (r+j)%7)})
				}
			}
			check(t, l.AddConstraintSparse(row, LE, float64(100+r)))
		}
		obj := make([]float64, 60)
		for j := range obj {
			obj[j] = float64(1 + j%5)
		}
		check(t, l.SetObjFn(obj))
		l.SetMaximize()
		return l
	}
	runRound := func(n int) {
		for i := range n {
			l := build(i)
			if i%10 == 0 {
				if st, err := l.Solve(); err != nil || st != OPTIMAL {
					t.Fatalf("model %d: %v %v", i, st, err)
				}
				if _, err := l.WriteToString(); err != nil {
					t.Fatal(err)
				}
			}
			l.Delete()
		}
	}
	runRound(200) // warm up allocator
	rss0 := rssBytes()
	runRound(3000)
	rss1 := rssBytes()
	if got := liveModels.Load(); got != base {
		t.Errorf("live models after explicit Delete: %d, want %d", got, base)
	}
	t.Logf("RSS %d KiB -> %d KiB over 3000 models", rss0>>10, rss1>>10)
	// Very loose: a leaked model of this size costs tens of KiB, so a
	// leak of every model would show up as >50 MiB.
	if rss0 > 0 && rss1-rss0 > 64<<20 {
		t.Errorf("RSS grew by %d MiB over 3000 deleted models", (rss1-rss0)>>20)
	}

	// Models dropped without Delete are freed by the runtime cleanup.
	for i := range 300 {
		_ = build(i)
	}
	deadline := time.Now().Add(5 * time.Second)
	for liveModels.Load() != base && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if got := liveModels.Load(); got != base {
		t.Errorf("live models after GC of dropped models: %d, want %d", got, base)
	}
}

func TestSolutionTypeString(t *testing.T) {
	tests := []struct {
		st   SolutionType
		want string
		sol  bool
	}{
		{NOMEMORY, "NOMEMORY", false},
		{OPTIMAL, "OPTIMAL", true},
		{SUBOPTIMAL, "SUBOPTIMAL", true},
		{INFEASIBLE, "INFEASIBLE", false},
		{UNBOUNDED, "UNBOUNDED", false},
		{DEGENERATE, "DEGENERATE", false},
		{NUMFAILURE, "NUMFAILURE", false},
		{USERABORT, "USERABORT", false},
		{TIMEOUT, "TIMEOUT", false},
		{PRESOLVED, "PRESOLVED", true},
		{ACCURACYERROR, "ACCURACYERROR", false},
		{SolutionType(42), "SolutionType(42)", false},
	}
	for _, tc := range tests {
		if got := tc.st.String(); got != tc.want {
			t.Errorf("%d.String() = %q, want %q", int(tc.st), got, tc.want)
		}
		if got := tc.st.HasSolution(); got != tc.sol {
			t.Errorf("%v.HasSolution() = %v", tc.st, got)
		}
	}
	if GE.String() != "GE" || ConstraintType(9).String() != "ConstraintType(9)" || NORMAL.String() != "NORMAL" {
		t.Errorf("String methods wrong")
	}
	e := &SolveError{Status: NUMFAILURE, Text: "NUMFAILURE"}
	if !strings.Contains(e.Error(), "solve") {
		t.Errorf("SolveError text %q", e.Error())
	}
}
