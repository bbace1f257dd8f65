//go:build linux

package lpsolve

import (
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
)

// captureFD redirects file descriptor fd to a pipe while f runs and
// returns what was written to it (including C stdio output, which is
// flushed before the descriptor is restored).
func captureFD(t *testing.T, fd int, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	check(t, err)
	saved, err := syscall.Dup(fd)
	check(t, err)
	check(t, syscall.Dup3(int(w.Fd()), fd, 0))
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	func() {
		defer func() {
			flushCStdio()
			_ = syscall.Dup3(saved, fd, 0)
			_ = syscall.Close(saved)
			_ = w.Close()
		}()
		f()
	}()
	out := <-done
	_ = r.Close()
	return out
}

// TestNothingOnStdout: lp_solve's defaults (verbosity NORMAL, output to
// stdout on Debian's 5.5.2.5) print solve banners and error messages to
// stdout; our models must print nothing there, even when verbose.
func TestNothingOnStdout(t *testing.T) {
	var stderr string
	stdout := captureFD(t, 1, func() {
		stderr = captureFD(t, 2, func() {
			os.Stdout.WriteString("probe\n") // proves the capture works

			for _, build := range []func(testing.TB) *LP{
				func(t testing.TB) *LP { return classic(t, false) },
				func(t testing.TB) *LP { return knapsackILP(t, true) },
				func(t testing.TB) *LP { // infeasible via an empty row
					l := mustNew(t, 0, 1)
					check(t, l.AddConstraint(nil, GE, 5))
					return l
				},
				func(t testing.TB) *LP { // unbounded
					l := mustNew(t, 0, 2)
					check(t, l.SetObjFn([]float64{1, 1}))
					check(t, l.AddConstraint([]float64{1, -1}, LE, 1))
					l.SetMaximize()
					return l
				},
			} {
				l := build(t)
				_ = l.SetInt(99, true) // rejected in Go, never reaches lp_solve
				if _, err := l.Solve(); err != nil {
					t.Error(err)
				}
				_ = l.Variables()
				if _, err := l.WriteToString(); err != nil {
					t.Error(err)
				}
				l.Delete()
			}
			if l, err := ReadLP("max: 3x+;\nnonsense <= ;\n"); err == nil {
				l.Delete()
				t.Error("ReadLP accepted garbage")
			}
		})
	})
	if stdout != "probe\n" {
		t.Errorf("stdout = %q, want only the probe", stdout)
	}
	if stderr != "" {
		t.Errorf("stderr at NEUTRAL verbosity = %q, want nothing", stderr)
	}

	// Verbose output goes to stderr, still never to stdout.
	stdout = captureFD(t, 1, func() {
		stderr = captureFD(t, 2, func() {
			l := classic(t, false)
			l.SetVerbose(NORMAL)
			if st, err := l.Solve(); err != nil || st != OPTIMAL {
				t.Errorf("verbose solve: %v %v", st, err)
			}
			l.SetVerbose(NEUTRAL)
			l.Delete()
		})
	})
	if stdout != "" {
		t.Errorf("verbose model wrote to stdout: %q", stdout)
	}
	if !strings.Contains(stderr, "Optimal solution") {
		t.Errorf("verbose model's stderr lacks lp_solve's report: %q", stderr)
	}
	// lp_solve must not have closed stderr when the model was deleted.
	if _, err := os.Stderr.WriteString(""); err != nil {
		t.Errorf("stderr unusable after verbose model: %v", err)
	}
}
