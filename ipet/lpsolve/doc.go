// Package lpsolve is splitwcet's own small cgo binding to lp_solve 5.5
// (Debian's liblpsolve55-dev). The IPET stage of splitwcet builds an
// integer program per analysed task (flow conservation, loop bounds,
// infeasible-path constraints) and this package is the only place that
// talks to lp_solve.
//
// # Why not golp
//
// The usual Go wrapper, github.com/draffensperger/golp, cannot be fetched
// in our build environment, and it has bugs that matter for a WCET tool
// whose answers must be safe:
//
//   - it ignores every lp_solve return code (set_obj_fn, add_constraintex,
//     set_int, set_col_name, ...), so a rejected call silently produces a
//     different model;
//   - AddConstraint and SetObjFn read past the end of a row slice that is
//     shorter than the number of columns, and AddConstraintSparse indexes
//     an empty slice when the row has no entries;
//   - NewLP returns a *LP wrapping NULL when make_lp fails, which crashes
//     later;
//   - it hands Go memory to lp_solve and leaves lp_solve's default output
//     on stdout (banners, "Column out of range" messages), which corrupts
//     machine-readable output of the CLI.
//
// This package keeps golp's API shape (NewLP, AddConstraint,
// AddConstraintSparse, SetObjFn, SetMaximize, SetInt, SetBounds,
// SetUnbounded, SetColName/ColName, Solve, Variables, Objective,
// WriteToString, NumRows/NumCols, LE/GE/EQ and the SolutionType values)
// so that golp could replace it by rewriting one adaptor file; the
// differences (errors returned instead of ignored, Solve returning an
// error as well as a status) are listed in docs/lpsolve.md.
//
// # Conventions
//
// Column (and row) indices are 0-based in this API; lp_solve is 1-based
// internally and the translation happens here. Every lp_solve call that
// can fail is checked and reported as an error that names the lp_solve
// function. Arrays handed to lp_solve live in C memory owned by the model
// (never Go memory), and no lp_solve callback ever holds a Go pointer.
//
// A new model is silent: lp_solve's verbosity is NEUTRAL and its output
// stream is disabled, so nothing is ever printed to stdout. SetVerbose
// routes lp_solve's messages to stderr for debugging.
//
// # Memory
//
// Delete (or Close) frees the C model; calling it twice is harmless, and a
// runtime cleanup frees models that were dropped without Delete. Methods
// called after Delete return ErrDeleted (or a zero value).
//
// # Concurrency
//
// An *LP must not be used by more than one goroutine at a time (lp_solve
// models are not synchronised). Separate models may be built and solved
// in separate goroutines concurrently, as long as their verbosity stays at
// NEUTRAL (lp_solve's message formatter uses static buffers). ReadLP
// serialises calls to lp_solve's LP-format parser.
package lpsolve
