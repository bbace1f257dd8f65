package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/ipet"
)

// Exit codes of splitwcet.
const (
	ExitOK       = 0
	ExitError    = 1             // the input or a check failed
	ExitUsage    = 2             // a command-line mistake
	ExitInternal = 3             // a bug: a panic or an *ipet.InternalError
	ExitBudget   = ci.ExitBudget // a bound over its budget: a *ci.BudgetError
)

// UsageError is a command-line mistake (unknown flag, command or format, bad
// argument count); it exits with ExitUsage.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef formats a UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{fmt.Errorf(format, args...)}
}

// DetailError is an error with a multi-line detail, such as a compiler's
// output, printed below the message as it is: hipcc's diagnostics keep
// their "file:line:col: error:" form for editors' problem matchers.
type DetailError struct{ Msg, Detail string }

func (e *DetailError) Error() string { return e.Msg + "\n" + e.Detail }

// Report prints err (the error of running cmd, nil or the root when cobra
// found no command) on w as clang does (diag.Print: "file:line:col: error:
// message", the source line of sources and a caret, or "splitwcet: error:
// message") and returns the exit code.
func Report(w io.Writer, cmd *cobra.Command, err error, sources map[string][]byte) int {
	if err == nil {
		return ExitOK
	}
	shown := diag.WithSources(err, sources)
	var de *DetailError
	if errors.As(shown, &de) {
		diag.Print(w, "splitwcet", errors.New(de.Msg))
		io.WriteString(w, strings.TrimRight(de.Detail, "\n")+"\n")
	} else {
		diag.Print(w, "splitwcet", shown)
	}
	switch {
	case errors.As(err, new(*UsageError)):
		fmt.Fprintf(w, "Run '%s --help' for usage.\n", cmd.CommandPath())
		return ExitUsage
	case errors.As(err, new(*ipet.InternalError)):
		return ExitInternal
	case errors.As(err, new(*ci.BudgetError)):
		return ExitBudget
	}
	return ExitError
}

// Recover turns a panic into ExitInternal in *code, with a note that it is
// a bug (and the stack with SPLITWCET_DEBUG set). Call it deferred.
func Recover(w io.Writer, code *int) {
	if r := recover(); r != nil {
		fmt.Fprintf(w, "splitwcet: internal error: %v\n", r)
		fmt.Fprintf(w, "splitwcet: this is a bug; please report it with the command line and input file\n")
		if os.Getenv("SPLITWCET_DEBUG") != "" {
			w.Write(debug.Stack())
		}
		*code = ExitInternal
	}
}

// ExitCodes is the table of exit statuses, for --help and the manual.
const ExitCodes = `Exit status:
  0  success
  1  error: unreadable, malformed or unboundable input (file, line and what was
     expected are named), a bound below its observation, a failing tool
  2  usage error: unknown command or flag, bad flag value
  3  internal error (a bug): please report it with the command line and inputs
  4  a cited WCET bound exceeds --budget (sweep: a case's budget)`
