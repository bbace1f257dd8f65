// Package progress draws the progress bars of splitwcet's long-running
// commands (simulation, analysis, report writing): on standard error, only
// when it is a terminal, and never with --quiet, so that redirected output
// and logs stay free of them.
package progress

import (
	"io"
	"os"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// New returns a bar of total units labelled label on w when w is a
// terminal and quiet is false, else nil. It shows the count, the time
// spent and the time left, and clears itself when closed.
func New(w io.Writer, quiet bool, total int, label string) *progressbar.ProgressBar {
	f, ok := w.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(label),
		progressbar.OptionShowCount(),
		progressbar.OptionClearOnFinish())
}

// Func returns a callback for a Progress field (units done and their
// total, which may change as the work goes) drawing a bar on w as New
// does, and the function that ends the bar. Without a bar (quiet, or w is
// no terminal) the callback is nil and the end does nothing.
func Func(w io.Writer, quiet bool, label string) (func(done, total int), func()) {
	bar := New(w, quiet, 1, label)
	if bar == nil {
		return nil, func() {}
	}
	return func(done, total int) { bar.ChangeMax(total); _ = bar.Set(done) }, func() { _ = bar.Close() }
}

// Phases is Func for work in phases: the callback gets the phase's label
// with its units done and total, and a new phase ends the previous bar and
// starts its own (so that each phase's estimate is its own).
func Phases(w io.Writer, quiet bool) (func(phase string, done, total int), func()) {
	if New(w, quiet, 1, "") == nil {
		return nil, func() {}
	}
	var bar *progressbar.ProgressBar
	var current string
	end := func() {
		if bar != nil {
			_ = bar.Close()
			bar = nil
		}
	}
	return func(phase string, done, total int) {
		if bar == nil || phase != current {
			end()
			bar, current = New(w, quiet, total, phase), phase
		}
		bar.ChangeMax(total)
		_ = bar.Set(done)
	}, end
}
