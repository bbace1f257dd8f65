// Package diag holds splitwcet's diagnostics: a message at a position of an
// input file, printed as clang and llvm-mc print theirs,
//
//	kernel.s:9:2: error: unknown opcode v_frobnicate_b32
//	        v_frobnicate_b32 v2, v1
//	        ^
//
// (the source line and a caret under the column), and the "did you mean"
// suggestion for a mistyped name (Closest). The parsers of every input
// format (assembly, workload, flow facts, hardware, traces) give their
// errors as Diagnostics (the Diagnoser interface); the loader attaches the
// text of the files read (WithSources) and the command line prints them
// with Print.
package diag

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Severity is how bad a diagnostic is.
type Severity uint8

const (
	Error Severity = iota
	Warning
	Note
)

func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return "error"
}

// Diagnostic is a message about a position of a file. It is an error
// whose text is "FILE:LINE:COL: MSG" (LINE and COL left out when 0).
type Diagnostic struct {
	File      string
	Line, Col int // 1-based; 0: unknown
	Severity  Severity
	Msg       string
	// Source is the text of line Line ("" when unknown: Print then looks
	// it up in the sources attached to the error).
	Source string
}

// At is an error diagnostic at file:line:col.
func At(file string, line, col int, format string, args ...any) *Diagnostic {
	return &Diagnostic{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// Pos is the diagnostic's position, "FILE:LINE:COL".
func (d *Diagnostic) Pos() string {
	s := d.File
	if d.Line > 0 {
		s += ":" + strconv.Itoa(d.Line)
		if d.Col > 0 {
			s += ":" + strconv.Itoa(d.Col)
		}
	}
	return s
}

func (d *Diagnostic) Error() string {
	if d.File == "" {
		return d.Msg
	}
	return d.Pos() + ": " + d.Msg
}

// Diagnostics makes a Diagnostic a Diagnoser.
func (d *Diagnostic) Diagnostics() []Diagnostic { return []Diagnostic{*d} }

// Diagnoser is an error made of diagnostics.
type Diagnoser interface {
	error
	Diagnostics() []Diagnostic
}

// Parse reads a message "FILE:LINE[:COL]: MSG" back into a diagnostic (for
// messages that were formatted before they were known to be positioned).
func Parse(msg string) (Diagnostic, bool) {
	i := strings.Index(msg, ": ")
	if i <= 0 {
		return Diagnostic{}, false
	}
	pos, rest := msg[:i], msg[i+2:]
	parts := strings.Split(pos, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return Diagnostic{}, false
	}
	d := Diagnostic{File: parts[0], Msg: rest}
	var err error
	if d.Line, err = strconv.Atoi(parts[1]); err != nil || d.Line <= 0 || d.File == "" || strconv.Itoa(d.Line) != parts[1] {
		return Diagnostic{}, false
	}
	if len(parts) == 3 {
		if d.Col, err = strconv.Atoi(parts[2]); err != nil || d.Col <= 0 || strconv.Itoa(d.Col) != parts[2] {
			return Diagnostic{}, false
		}
	}
	return d, true
}

// List is an error made of several diagnostics. Its text is Err's when Err
// is set, else Msg followed by the diagnostics, one per indented line.
type List struct {
	Msg   string
	Diags []Diagnostic
	Err   error
}

func (l *List) Error() string {
	if l.Err != nil {
		return l.Err.Error()
	}
	var b strings.Builder
	b.WriteString(l.Msg)
	for i := range l.Diags {
		if b.Len() > 0 {
			b.WriteString("\n  ")
		}
		b.WriteString(l.Diags[i].Error())
	}
	return b.String()
}

func (l *List) Unwrap() error { return l.Err }

// Diagnostics are the list's, then Msg as a note.
func (l *List) Diagnostics() []Diagnostic {
	if l.Msg == "" {
		return l.Diags
	}
	return append(l.Diags[:len(l.Diags):len(l.Diags)], Diagnostic{Severity: Note, Msg: strings.TrimSuffix(l.Msg, ":")})
}

func (s *sourced) Diagnostics() []Diagnostic  { return Collect(s.err) }
func (s *sourced) Error() string              { return s.err.Error() }
func (s *sourced) Unwrap() error              { return s.err }
func (s *sourced) sources() map[string][]byte { return s.files }

type sourced struct {
	err   error
	files map[string][]byte
}

// WithSources attaches the text of the files err's diagnostics may point
// into (by name), so that Print shows their lines. nil stays nil.
func WithSources(err error, files map[string][]byte) error {
	if err == nil {
		return nil
	}
	return &sourced{err, files}
}

// Collect returns the diagnostics of err: those of the first Diagnoser in
// its chain, or of every error it joins when each of them has some; nil
// when err has none.
func Collect(err error) []Diagnostic {
	outer := err
	for err != nil {
		if d, ok := err.(Diagnoser); ok {
			ds := d.Diagnostics()
			// A wrapper's words before the diagnostics ("input set x: ...")
			// become a note.
			if pre, ok := strings.CutSuffix(outer.Error(), err.Error()); ok && pre != "" && len(ds) > 0 {
				ds = append(ds[:len(ds):len(ds)], Diagnostic{Severity: Note, Msg: "while: " + strings.TrimSuffix(strings.TrimSpace(pre), ":")})
			}
			return ds
		}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			var all []Diagnostic
			for _, e := range j.Unwrap() {
				ds := Collect(e)
				if len(ds) == 0 {
					return nil
				}
				all = append(all, ds...)
			}
			return all
		}
		err = errors.Unwrap(err)
	}
	return nil
}

// Line returns line n (1-based) of text without its line break, "" when
// there is none. A line ends at "\n", "\r\n" or a lone "\r" (old Mac
// line ends, which the assembly parser reads as line breaks too).
func Line(text []byte, n int) string {
	for i := 1; n > 0 && len(text) > 0; i++ {
		end := bytes.IndexAny(text, "\r\n")
		next := end + 1
		switch {
		case end < 0:
			end, next = len(text), len(text)
		case text[end] == '\r' && end+1 < len(text) && text[end+1] == '\n':
			next = end + 2
		}
		if i == n {
			return string(text[:end])
		}
		if next == len(text) {
			break
		}
		text = text[next:]
	}
	return ""
}

// Format writes d as clang does: "FILE:LINE:COL: SEVERITY: MSG", then, when
// the source line is known, the line and a caret under column COL (tabs
// kept, so that the caret lines up). A diagnostic with no file is
// "PROG: SEVERITY: MSG".
func (d *Diagnostic) Format(w io.Writer, prog string) {
	pos := d.Pos()
	if d.File == "" {
		pos = prog
	}
	msg := strings.ReplaceAll(d.Msg, "\n", "\n  ")
	fmt.Fprintf(w, "%s: %s: %s\n", pos, d.Severity, msg)
	if d.Source == "" || d.Line == 0 {
		return
	}
	fmt.Fprintf(w, "%s\n", d.Source)
	if d.Col > 0 && d.Col <= len(d.Source)+1 {
		pad := []byte(d.Source[:d.Col-1])
		for i, c := range pad {
			if c != '\t' {
				pad[i] = ' '
			}
		}
		fmt.Fprintf(w, "%s^\n", pad)
	}
}

// Print writes err for a user: its diagnostics formatted (with source lines
// from the sources attached by WithSources), or, when it has none, "PROG:
// error: " and its text (further lines indented). It reports whether err
// had diagnostics.
func Print(w io.Writer, prog string, err error) bool {
	ds := Collect(err)
	if len(ds) == 0 {
		lines := strings.Split(strings.TrimRight(err.Error(), "\n"), "\n")
		fmt.Fprintf(w, "%s: error: %s\n", prog, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(w, "%s: %s\n", prog, l)
		}
		return false
	}
	// Every source attached along the chain (the outer ones first: the
	// CLI attaches the kernel's, a package the files it read itself).
	files := map[string][]byte{}
	for e := err; e != nil; e = errors.Unwrap(e) {
		if x, ok := e.(interface{ sources() map[string][]byte }); ok {
			for name, text := range x.sources() {
				if _, seen := files[name]; !seen {
					files[name] = text
				}
			}
		}
	}
	for i := range ds {
		d := ds[i]
		if d.Source == "" {
			if text, ok := files[d.File]; ok {
				d.Source = Line(text, d.Line)
			}
		}
		d.Format(w, prog)
	}
	return true
}
