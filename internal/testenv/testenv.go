// Package testenv is test support for tests that need an external tool or
// input: Graphviz's dot, libxml2's xmllint, the Rodinia benchmarks of
// ../shared/rodinia. Without it they skip with a message, unless the
// environment says it is required ('make test' sets SPLITWCET_GRAPHVIZ=
// require and SPLITWCET_XMLLINT=require after scripts/deps.sh installed
// graphviz and libxml2-utils; SPLITWCET_RODINIA=require is the caller's
// to set, since no script can install the benchmarks); then they fail, so
// a missing tool cannot pass unnoticed there. Imported by tests only.
package testenv

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
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

// XmllintEnv, set to "require", makes tests that validate XML against a
// schema with libxml2's xmllint fail instead of skipping when it is not on
// PATH ('make test' sets it after scripts/deps.sh test installed
// libxml2-utils).
const XmllintEnv = "SPLITWCET_XMLLINT"

// NeedXmllint returns the path of xmllint, skipping the test when it is
// not on PATH (failing it under XmllintEnv=require instead).
func NeedXmllint(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("xmllint")
	if err == nil {
		return p
	}
	if os.Getenv(XmllintEnv) == "require" {
		t.Fatalf("xmllint is not on PATH, and %s=require: install libxml2-utils (scripts/deps.sh test)", XmllintEnv)
	}
	t.Skip("xmllint (libxml2-utils) is not installed: the XML schema check did not run (under " + XmllintEnv + "=require, as in make test, this fails)")
	return ""
}

// RodiniaEnv, set to "require", makes the tests that compile the Rodinia
// benchmarks (../shared/rodinia beside the repository, or $RODINIA) fail
// instead of skipping when the folder or hipcc is missing. A worktree or a
// clone elsewhere has no ../shared/rodinia, so without it those tests pass
// by skipping.
const RodiniaEnv = "SPLITWCET_RODINIA"

// RodiniaMissing skips the test because the Rodinia folder dir or hipcc
// is missing (failing it under RodiniaEnv=require instead); what names
// the checks that did not run.
func RodiniaMissing(t testing.TB, dir, what string) {
	t.Helper()
	missing := "hipcc is not on PATH (scripts/deps.sh examples installs it)"
	if _, err := os.Stat(dir); err != nil {
		missing = fmt.Sprintf("the Rodinia benchmarks are not at %s (RODINIA=DIR names another folder)", dir)
	}
	msg := missing + ": " + what + " did not run"
	if os.Getenv(RodiniaEnv) == "require" {
		t.Fatalf("%s, and "+RodiniaEnv+"=require", msg)
		return
	}
	t.Skip(msg + " (under " + RodiniaEnv + "=require this fails)")
}

// schemaDir is internal/ci/testdata: the published SARIF and JUnit
// schemas (its README says where each comes from).
func schemaDir() string {
	_, self, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(self), "..", "ci", "testdata")
}

// ValidateSARIF fails t unless data validates against the published SARIF
// 2.1.0 schema (santhosh-tekuri/jsonschema, formats asserted) and every
// region has a startLine (OASIS errata01).
func ValidateSARIF(t testing.TB, data []byte) {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	sch, err := c.Compile(filepath.Join(schemaDir(), "sarif-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("SARIF is not JSON: %v", err)
	}
	if err := sch.Validate(v); err != nil {
		t.Errorf("SARIF does not validate against sarif-2.1.0.json: %v\n%s", err, data)
	}
	if n, m := bytes.Count(data, []byte(`"region"`)), bytes.Count(data, []byte(`"startLine"`)); n != m {
		t.Errorf("SARIF: %d regions, %d with startLine", n, m)
	}
}

// ValidateJUnit fails t unless data validates against junit-10.xsd, the
// schema Jenkins reads JUnit XML with (xmllint --schema; the test skips
// without xmllint unless XmllintEnv=require).
func ValidateJUnit(t testing.TB, data []byte) {
	t.Helper()
	xmllint := NeedXmllint(t)
	f := filepath.Join(t.TempDir(), "junit.xml")
	if err := os.WriteFile(f, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(xmllint, "--noout", "--schema", filepath.Join(schemaDir(), "junit-10.xsd"), f).CombinedOutput()
	if err != nil {
		t.Errorf("JUnit does not validate against junit-10.xsd: %v\n%s\n%s", err, out, data)
	}
}
