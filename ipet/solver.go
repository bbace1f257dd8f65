package ipet

// This file is the only one that talks to lp_solve (docs/lpsolve.md,
// "Swapping golp in").

import (
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/ipet/lpsolve"
)

type solveStatus int

const (
	stOptimal solveStatus = iota
	stInfeasible
	stUnbounded
	stTimeout // Problem.Timeout ran out (TIMEOUT, or SUBOPTIMAL with a time limit)
	stOther   // SUBOPTIMAL, DEGENERATE, ...: never a bound
)

type outcome struct {
	status solveStatus
	text   string // lp_solve's status name
	vals   []float64
	obj    float64
}

type solveOpts struct {
	integer  bool
	zeroObj  bool    // feasibility only
	enabled  []bool  // items in force; nil = all
	colUpper float64 // > 0: every column at most this
	timeout  int
	noReduce bool // hand lp_solve the full program (reduce.go)
}

// infiniteCount is where an edge count stops being a count.
const infiniteCount = 1e15

var ctypes = [...]lpsolve.ConstraintType{le: lpsolve.LE, ge: lpsolve.GE, eq: lpsolve.EQ}

// toLP states a program for lp_solve.
func toLP(lm *lpModel, o solveOpts) (*lpsolve.LP, error) {
	lp, err := lpsolve.New(0, len(lm.obj))
	if err != nil {
		return nil, err
	}
	ok := false
	defer func() {
		if !ok {
			lp.Delete()
		}
	}()
	for i := range lm.obj {
		if lm.names != nil {
			if err := lp.SetColName(i, lm.names[i]); err != nil {
				return nil, err
			}
		}
		if o.integer {
			if err := lp.SetInt(i, true); err != nil {
				return nil, err
			}
		}
		switch {
		case lm.fixed[i]:
			err = lp.SetBounds(i, 0, 0)
		case o.colUpper > 0:
			err = lp.SetBounds(i, 0, o.colUpper)
		}
		if err != nil {
			return nil, err
		}
	}
	var obj []lpsolve.Entry
	if !o.zeroObj {
		for i, w := range lm.obj {
			if w != 0 {
				obj = append(obj, lpsolve.Entry{Col: i, Val: w})
			}
		}
	}
	if err := lp.SetObjFnSparse(obj); err != nil {
		return nil, err
	}
	lp.SetMaximize()
	n := 0
	ents := []lpsolve.Entry{}
	for _, r := range lm.rows {
		ents = ents[:0]
		for _, e := range r.ents {
			ents = append(ents, lpsolve.Entry{Col: e.col, Val: e.val})
		}
		if err := lp.AddConstraintSparse(ents, ctypes[r.ct], r.rhs); err != nil {
			return nil, fmt.Errorf("ipet: row %d %s: %w", n, r.name, err)
		}
		if r.name != "" {
			if err := lp.SetRowName(n, r.name); err != nil {
				return nil, err
			}
		}
		n++
	}
	if o.timeout > 0 {
		lp.SetTimeout(o.timeout)
	}
	if o.integer {
		// Weights are integers, so a better integer solution is better by
		// at least 1: keep every branch that could improve by 0.5, also at
		// the largest objective the limits allow (MaxObjective · 1e-13 < 0.5).
		lp.SetMIPGap(true, 0.5)
		lp.SetMIPGap(false, 1e-13)
	}
	ok = true
	return lp, nil
}

// solve runs lp_solve on the model.
func (m *model) solve(o solveOpts) (outcome, error) {
	var lm *lpModel
	if o.noReduce {
		lm = m.full(o, false)
	} else {
		lm = m.reduced(o)
	}
	if lm.release != nil {
		defer lm.release()
	}
	if len(lm.obj) == 0 {
		return noColumns(lm), nil // lp_solve refuses to run (NOTRUN)
	}
	lp, err := toLP(lm, o)
	if err != nil {
		return outcome{}, err
	}
	defer lp.Delete()
	st, err := lp.Solve()
	if err != nil {
		// The limits (check.go) keep every program lp_solve sees within
		// what it solves exactly: a numerical failure is our bug.
		return outcome{}, &InternalError{Msg: fmt.Sprintf("lp_solve failed on a program within the limits of docs/flow-facts.md: %v", err)}
	}
	out := outcome{text: st.String()}
	switch st {
	case lpsolve.OPTIMAL:
		out.status = stOptimal
		vals := lp.Variables()
		out.obj = lp.Objective()
		if len(vals) != len(lm.obj) {
			return outcome{}, &InternalError{Msg: fmt.Sprintf("lp_solve returned %d values for %d columns", len(vals), len(lm.obj))}
		}
		out.vals = lm.expand(vals)
		// lp_solve quirk: a column in no row with a positive objective
		// coefficient is set to its infinity (1e30) and the status is still
		// OPTIMAL. No count of a real execution comes near.
		for _, v := range vals {
			if math.Abs(v) >= infiniteCount {
				out = outcome{status: stUnbounded, text: "UNBOUNDED (a column at lp_solve's infinity)"}
				break
			}
		}
	case lpsolve.INFEASIBLE:
		out.status = stInfeasible
	case lpsolve.UNBOUNDED:
		out.status = stUnbounded
	case lpsolve.TIMEOUT:
		out.status = stTimeout
	case lpsolve.SUBOPTIMAL:
		out.status = stOther
		if o.timeout > 0 {
			out.status = stTimeout
		}
	default:
		out.status = stOther
	}
	return out, nil
}

// writeLP renders the integer program in LP format.
func (m *model) writeLP() (string, error) {
	o := solveOpts{integer: true}
	lp, err := toLP(m.full(o, true), o)
	if err != nil {
		return "", err
	}
	defer lp.Delete()
	return lp.WriteToString()
}

// inForce reports whether a row belongs to the model solved.
func (o solveOpts) inForce(r row) bool {
	for _, it := range r.items {
		if o.enabled != nil && !o.enabled[it] {
			return false
		}
	}
	return true
}

// noColumns decides a program without columns: every row must hold at 0.
func noColumns(lm *lpModel) outcome {
	for _, r := range lm.rows {
		ok := (r.ct == le && r.rhs >= 0) || (r.ct == ge && r.rhs <= 0) || (r.ct == eq && r.rhs == 0)
		if !ok {
			return outcome{status: stInfeasible, text: "INFEASIBLE"}
		}
	}
	return outcome{status: stOptimal, text: "OPTIMAL", vals: lm.expand(nil)}
}
