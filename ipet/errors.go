package ipet

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/internal/diag"
)

// UnboundedLoop describes a loop that needs a bound.
type UnboundedLoop struct {
	Loop   *cfg.Loop
	Header string // the header block's label
	Depth  int    // 1 for an outermost loop
	// Where is the header's HIP source position ("kernel.hip:14") when the
	// assembly has line tables, else its assembly position ("kernel.s:57:1").
	Where string
}

func (u UnboundedLoop) String() string {
	return fmt.Sprintf("loop at %s (%s, depth %d) has no bound: add it to the flow facts (loops: - header: %s, max: N)",
		u.Header, u.Where, u.Depth, u.Header)
}

// UnboundedError is returned by Solve when loops that the worst-case path can
// reach have no bound (no Max in Problem.Bounds or the facts, no "total").
// It lists every such loop, outer loops first.
type UnboundedError struct {
	Loops []UnboundedLoop
}

func (e *UnboundedError) Error() string {
	if len(e.Loops) == 1 {
		return e.Loops[0].String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d loops have no bound:", len(e.Loops))
	for _, u := range e.Loops {
		b.WriteString("\n  ")
		b.WriteString(u.String())
	}
	return b.String()
}

// Diagnostics places each loop at its header's first instruction in the
// assembly (the command line moves it to the HIP line for HIP input), so
// that the error shows the line and SARIF logs locate it.
func (e *UnboundedError) Diagnostics() []diag.Diagnostic {
	var ds []diag.Diagnostic
	for _, u := range e.Loops {
		pos := u.Loop.Header.Pos
		if in := u.Loop.Header.Instrs; len(in) > 0 {
			pos = in[0].Pos()
		}
		if pos.Line == 0 {
			return nil
		}
		ds = append(ds, diag.Diagnostic{File: pos.File, Line: pos.Line, Col: pos.Col, Msg: u.String()})
	}
	return ds
}

func unboundedLoop(l *cfg.Loop) UnboundedLoop {
	return UnboundedLoop{Loop: l, Header: l.Header.Name, Depth: l.Depth, Where: l.Where()}
}

// Conflict is one loop bound or flow fact in an infeasible set.
type Conflict struct {
	// Origin is where it came from: "flow.yaml:7", "trace", "default", ...
	Origin string
	// What states it, e.g. "loop .LBB0_2 (kernel.hip:33): header runs at least 10 times per entry".
	What string
}

func (c Conflict) String() string { return c.Origin + ": " + c.What }

// InfeasibleError is returned by Solve when no execution satisfies the
// program. Either Conflicts is a minimal set of loop bounds and facts that
// cannot hold together (dropping any one of them makes the rest feasible),
// or Structural is set: even without any bound or fact there is no path
// from the start to an end (the removed edges cut them apart).
//
// Reason, when set, says what the conflict is (found before solving, from
// the graph: check.go); else lp_solve found it and the deletion filter
// named the set.
type InfeasibleError struct {
	Conflicts  []Conflict
	Structural bool
	Detail     string // for Structural: what is cut
	Reason     string
}

func (e *InfeasibleError) Error() string {
	if e.Structural {
		return "IPET infeasible: the IPG with its removed edges is inconsistent: " + e.Detail
	}
	var b strings.Builder
	if e.Reason != "" {
		b.WriteString("IPET infeasible: " + e.Reason)
	} else {
		b.WriteString("IPET infeasible: these loop bounds and flow facts contradict each other (no execution satisfies them all; dropping any one of them removes the conflict):")
	}
	for _, c := range e.Conflicts {
		b.WriteString("\n  ")
		b.WriteString(c.String())
	}
	return b.String()
}

// Diagnostics are the error, then each conflict as a note at its origin
// (internal/diag).
func (e *InfeasibleError) Diagnostics() []diag.Diagnostic { return noted(e.Error(), e.Conflicts) }

// Diagnostics are the error, then each bound behind it as a note at its
// origin (internal/diag).
func (e *LimitError) Diagnostics() []diag.Diagnostic { return noted(e.Error(), e.Bounds) }

// noted is the first line of msg as an error and each conflict as a note.
func noted(msg string, cs []Conflict) []diag.Diagnostic {
	msg, _, _ = strings.Cut(msg, "\n")
	ds := []diag.Diagnostic{{Msg: strings.TrimSuffix(msg, ":")}}
	for _, c := range cs {
		d, ok := diag.Parse(c.String())
		if !ok {
			d = diag.Diagnostic{Msg: c.String()}
		}
		d.Severity = diag.Note
		ds = append(ds, d)
	}
	return ds
}

// InternalError reports a program that lp_solve found unbounded although
// every loop has a bound, a numerical failure of lp_solve within the limits
// (MaxFactValue, MaxObjective), or another solver failure that is our
// fault. splitwcet exits with code 3 on it.
type InternalError struct {
	Msg string
}

func (e *InternalError) Error() string { return "ipet: internal error: " + e.Msg }
