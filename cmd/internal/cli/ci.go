package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// CIFlags are the flags of the commands that gate CI (analyze, wcet,
// choose): --budget, --junit and --sarif (docs/cli.md, "CI outputs").
type CIFlags struct {
	Budget, JUnit, SARIF string
}

// AddCIFlags declares --budget, --junit and --sarif.
func AddCIFlags(f *pflag.FlagSet, c *CIFlags) {
	f.StringVar(&c.Budget, "budget", "", "fail with exit status 4 when a cited WCET bound exceeds this: cycles (15000) or a time at the hardware's gpu.clock_mhz (15us, 0.5ms)")
	f.StringVar(&c.JUnit, "junit", "", "also write a JUnit XML report to this file: one test case per bound checked (against the budget, against its observation)")
	f.StringVar(&c.SARIF, "sarif", "", "also write a SARIF 2.1.0 log to this file: refusals, unbounded loops, loops bounded by observation, premise failures, budget overruns, with their locations")
	MarkOutput(f, "junit", "sarif")
}

// ParseBudget is --budget for a hardware clock of clockMHz, nil when not
// given; a malformed budget is a usage error.
func (c *CIFlags) ParseBudget(clockMHz int) (*ci.Budget, error) {
	if c.Budget == "" {
		return nil, nil
	}
	b, err := ci.ParseBudget(c.Budget, clockMHz)
	if err != nil {
		return nil, Usagef("%v", err)
	}
	return &b, nil
}

type logKey struct{}

// WithLog starts ctx's CI log: the findings and checks of the command run
// under it, written by Finish.
func WithLog(ctx context.Context) context.Context {
	return context.WithValue(ctx, logKey{}, &ci.Log{Version: kernel.ToolInfo().Version, Commit: kernel.ToolInfo().Commit, Command: kernel.CommandOf(ctx)})
}

// LogOf is ctx's CI log (a throwaway one when ctx has none).
func LogOf(ctx context.Context) *ci.Log {
	if l, ok := ctx.Value(logKey{}).(*ci.Log); ok {
		return l
	}
	return &ci.Log{}
}

// KernelLocations are the positions findings about a kernel point at: its
// definition in the assembly, and its first HIP line (from .loc), the
// HIP one first. The assembly is left out when it is hipcc's output that
// was not kept.
func KernelLocations(k *kernel.Kernel) []ci.Location {
	var out []ci.Location
	if k == nil || k.Fn == nil {
		return nil
	}
	// The first line of the kernel's own source file: the HIP input's, or
	// any but a header's.
	var first *asm.SrcLoc
	for _, in := range k.Fn.Instrs {
		src := in.Src()
		if src.IsZero() || src.File == "" || strings.HasSuffix(src.File, ".h") {
			continue
		}
		if first == nil {
			first = &src
		}
		if k.Compiler.Command != "" && hipPath(k, src.File) != src.File { // HIP input: its own file
			first = &src
			break
		}
	}
	if first != nil {
		out = append(out, ci.Location{File: hipPath(k, first.File), Line: first.Line, Col: first.Col})
	}
	if !strings.HasPrefix(k.Source, "hipcc output of ") {
		loc := ci.Location{File: k.Fn.Pos.File, Line: k.Fn.Pos.Line, Col: k.Fn.Pos.Col}
		if len(out) > 0 {
			loc.Msg = "the kernel in the assembly"
		}
		out = append(out, loc)
	}
	return out
}

// hipPath is the HIP file a .loc names as the user gave it: the HIP input
// itself when the base names agree, else the file relative to the
// assembly's directory.
func hipPath(k *kernel.Kernel, file string) string {
	for _, in := range k.Inputs {
		if in.Role == "hip" && baseName(in.Path) == baseName(file) {
			return in.Path
		}
	}
	if strings.HasPrefix(k.Source, "examples/") { // built in: no file to point at
		return file
	}
	return relTo(k.Source, file)
}

func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// Finish writes the CI files cmd's --sarif and --junit name (when it has
// them and they are set) from ctx's log, after the command ended with err:
// an error that is not already a finding (a budget overrun, bounds below
// their observation) is added as a refusal or an unbounded loop, at its
// diagnostics' positions. It returns an error when a file cannot be
// written.
func Finish(ctx context.Context, cmd *cobra.Command, err error, stderr io.Writer) error {
	sarifFile, junitFile := flagValue(cmd, "sarif"), flagValue(cmd, "junit")
	if sarifFile == "" && junitFile == "" {
		return nil
	}
	log := LogOf(ctx)
	if err != nil && !errors.As(err, new(*ci.BudgetError)) && !errors.As(err, new(*FindingsError)) {
		rule := ci.Refused
		if errors.As(err, new(*ipet.UnboundedError)) {
			rule = ci.UnboundedLoop
		}
		msg, locs := findingOf(err, kernel.Sources(ctx))
		log.AddError(rule, msg, locs)
	}
	for _, f := range []struct {
		name  string
		write func(io.Writer) error
	}{{sarifFile, log.WriteSARIF}, {junitFile, log.WriteJUnit}} {
		if f.name == "" {
			continue
		}
		var buf bytes.Buffer
		if err := f.write(&buf); err != nil {
			return err
		}
		if err := WriteOutput(io.Discard, f.name, buf.Bytes(), Inputs(cmd)...); err != nil {
			return err
		}
	}
	fmt.Fprintln(stderr, "splitwcet: "+log.Summary(sarifFile, junitFile))
	return nil
}

// findingOf is err's message and positions: its diagnostics (notes as
// related positions), without positions in a hipcc output that was not
// kept; a position in an assembly file of texts gets its HIP line (.loc)
// as a related position.
func findingOf(err error, texts map[string][]byte) (string, []ci.Location) {
	ds := diag.Collect(err)
	if len(ds) == 0 {
		return strings.TrimSpace(err.Error()), nil
	}
	msg := ds[0].Msg
	var locs []ci.Location
	for _, d := range ds {
		if d.File == "" || d.Line == 0 || strings.HasPrefix(d.File, "hipcc output of ") {
			if d.Severity == diag.Note {
				msg += " (" + d.Msg + ")"
			}
			continue
		}
		loc := ci.Location{File: d.File, Line: d.Line, Col: d.Col}
		if d.Severity == diag.Note || len(locs) > 0 {
			loc.Msg = d.Msg
		}
		locs = append(locs, loc)
		if text, ok := texts[d.File]; ok && strings.HasSuffix(d.File, ".s") && d.Severity != diag.Note {
			if f, l, c := kernel.HIPLine(text, d.Line); l > 0 {
				locs = append(locs, ci.Location{File: relTo(d.File, f), Line: l, Col: c, Msg: "the HIP source line of this instruction (.loc)"})
			}
		}
	}
	return msg, locs
}

// relTo is the file a line table names, relative to the assembly asm's
// directory (where the compiler ran).
func relTo(asm, file string) string {
	if i := strings.LastIndexAny(asm, `/\`); i >= 0 && !strings.HasPrefix(file, "/") {
		return asm[:i+1] + file
	}
	return file
}

// flagValue is cmd's string flag name, "" when cmd has none.
func flagValue(cmd *cobra.Command, name string) string {
	if cmd == nil {
		return ""
	}
	f := cmd.Flags().Lookup(name)
	if f == nil {
		return ""
	}
	return f.Value.String()
}

// FindingsError is a command's failure that its CI log already holds as
// findings (bounds below their observations): Finish adds no refusal for
// it.
type FindingsError struct{ Msg string }

func (e *FindingsError) Error() string { return e.Msg }
