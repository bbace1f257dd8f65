package lpsolve

import (
	"errors"
	"fmt"
)

// ErrDeleted is returned by methods called on a model after Delete/Close.
var ErrDeleted = errors.New("lpsolve: model has been deleted")

// ConstraintType is the relation of a constraint row to its right-hand
// side. The values are lp_solve's (LE=1, GE=2, EQ=3), as in golp.
type ConstraintType int

// Constraint types.
const (
	LE ConstraintType = 1 // row <= rhs
	GE ConstraintType = 2 // row >= rhs
	EQ ConstraintType = 3 // row == rhs
)

func (t ConstraintType) String() string {
	switch t {
	case LE:
		return "LE"
	case GE:
		return "GE"
	case EQ:
		return "EQ"
	default:
		return fmt.Sprintf("ConstraintType(%d)", int(t))
	}
}

// SolutionType is the status returned by lp_solve's solve(). The values
// mirror lp_solve 5.5 (see lp_lib.h); the internal branch-and-bound codes
// are listed for completeness although solve() does not return them.
type SolutionType int

// Solution types.
const (
	UNKNOWNERROR  SolutionType = -5
	DATAIGNORED   SolutionType = -4
	NOBFP         SolutionType = -3
	NOMEMORY      SolutionType = -2
	NOTRUN        SolutionType = -1
	OPTIMAL       SolutionType = 0
	SUBOPTIMAL    SolutionType = 1 // B&B stopped early (timeout, break) with an incumbent
	INFEASIBLE    SolutionType = 2
	UNBOUNDED     SolutionType = 3
	DEGENERATE    SolutionType = 4
	NUMFAILURE    SolutionType = 5
	USERABORT     SolutionType = 6
	TIMEOUT       SolutionType = 7 // timed out before any (integer) solution was found
	RUNNING       SolutionType = 8
	PRESOLVED     SolutionType = 9
	PROCFAIL      SolutionType = 10
	PROCBREAK     SolutionType = 11
	FEASFOUND     SolutionType = 12
	NOFEASFOUND   SolutionType = 13
	FATHOMED      SolutionType = 14
	ACCURACYERROR SolutionType = 25
)

var solutionNames = map[SolutionType]string{
	UNKNOWNERROR:  "UNKNOWNERROR",
	DATAIGNORED:   "DATAIGNORED",
	NOBFP:         "NOBFP",
	NOMEMORY:      "NOMEMORY",
	NOTRUN:        "NOTRUN",
	OPTIMAL:       "OPTIMAL",
	SUBOPTIMAL:    "SUBOPTIMAL",
	INFEASIBLE:    "INFEASIBLE",
	UNBOUNDED:     "UNBOUNDED",
	DEGENERATE:    "DEGENERATE",
	NUMFAILURE:    "NUMFAILURE",
	USERABORT:     "USERABORT",
	TIMEOUT:       "TIMEOUT",
	RUNNING:       "RUNNING",
	PRESOLVED:     "PRESOLVED",
	PROCFAIL:      "PROCFAIL",
	PROCBREAK:     "PROCBREAK",
	FEASFOUND:     "FEASFOUND",
	NOFEASFOUND:   "NOFEASFOUND",
	FATHOMED:      "FATHOMED",
	ACCURACYERROR: "ACCURACYERROR",
}

func (t SolutionType) String() string {
	if s, ok := solutionNames[t]; ok {
		return s
	}
	return fmt.Sprintf("SolutionType(%d)", int(t))
}

// HasSolution reports whether Variables and Objective describe a feasible
// point: OPTIMAL, SUBOPTIMAL or PRESOLVED. Note that for a maximisation a
// SUBOPTIMAL objective is a lower bound of the true maximum, not an upper
// bound, so it is not a safe WCET bound.
func (t SolutionType) HasSolution() bool {
	return t == OPTIMAL || t == SUBOPTIMAL || t == PRESOLVED
}

// isFailure reports whether a solve() status means lp_solve itself failed
// (as opposed to describing the model: infeasible, unbounded, timed out).
func (t SolutionType) isFailure() bool {
	switch t {
	case OPTIMAL, SUBOPTIMAL, INFEASIBLE, UNBOUNDED, DEGENERATE,
		USERABORT, TIMEOUT, PRESOLVED:
		return false
	}
	return true
}

// SolveError is returned by Solve when lp_solve fails rather than
// answering (NOMEMORY, NUMFAILURE, ACCURACYERROR, NOBFP, ...).
type SolveError struct {
	Status SolutionType
	Text   string // lp_solve's get_statustext, if any
}

func (e *SolveError) Error() string {
	if e.Text != "" {
		return fmt.Sprintf("lpsolve: solve: %v (%s)", e.Status, e.Text)
	}
	return fmt.Sprintf("lpsolve: solve: %v", e.Status)
}

// VerboseLevel is lp_solve's verbosity (set_verbose); the values mirror
// lp_solve and golp.
type VerboseLevel int

// Verbosity levels.
const (
	NEUTRAL VerboseLevel = iota
	CRITICAL
	SEVERE
	IMPORTANT
	NORMAL
	DETAILED
	FULL
)

func (v VerboseLevel) String() string {
	switch v {
	case NEUTRAL:
		return "NEUTRAL"
	case CRITICAL:
		return "CRITICAL"
	case SEVERE:
		return "SEVERE"
	case IMPORTANT:
		return "IMPORTANT"
	case NORMAL:
		return "NORMAL"
	case DETAILED:
		return "DETAILED"
	case FULL:
		return "FULL"
	default:
		return fmt.Sprintf("VerboseLevel(%d)", int(v))
	}
}

// Entry is one non-zero of a sparse row: Col is 0-based.
type Entry struct {
	Col int
	Val float64
}
