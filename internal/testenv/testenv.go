// Package testenv is test support for tests that need an external tool:
// Graphviz's dot. Without it they skip with a message, unless the
// environment says the tool is required ('make test' sets
// SPLITWCET_GRAPHVIZ=require after scripts/deps.sh installed graphviz);
// then they fail, so a missing tool cannot pass unnoticed there. Imported
// by tests only.
package testenv

import (
	"os"
	"os/exec"
	"testing"
)

// GraphvizEnv, set to "require", makes Graphviz-dependent tests fail
// instead of skipping when dot is not on PATH.
const GraphvizEnv = "SPLITWCET_GRAPHVIZ"

// HaveGraphviz reports whether Graphviz's dot is on PATH. When it is not
// and GraphvizEnv is "require", it fails the test (t.Fatal). A test that
// checks something else without dot (the fallback) calls it, then skips
// (GraphvizSkip) once that is checked.
func HaveGraphviz(t testing.TB) bool {
	t.Helper()
	if _, err := exec.LookPath("dot"); err == nil {
		return true
	}
	if os.Getenv(GraphvizEnv) == "require" {
		t.Fatalf("graphviz (dot) is not on PATH, and %s=require: install it (scripts/deps.sh)", GraphvizEnv)
	}
	return false
}

// NeedGraphviz skips the test when dot is not on PATH (failing it under
// GraphvizEnv=require instead).
func NeedGraphviz(t testing.TB) {
	t.Helper()
	if !HaveGraphviz(t) {
		GraphvizSkip(t, "")
	}
}

// GraphvizSkip skips the test because dot is missing; what, when not
// empty, says what was checked without it.
func GraphvizSkip(t testing.TB, what string) {
	t.Helper()
	msg := "graphviz (dot) is not installed: the checks that need it did not run"
	if what != "" {
		msg += "; checked " + what + " only"
	}
	t.Skip(msg + " (under " + GraphvizEnv + "=require, as in make test, this fails)")
}
