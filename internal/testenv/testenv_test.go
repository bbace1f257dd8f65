package testenv

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that records Fatalf and Skip instead of
// stopping the test.
type recorder struct {
	testing.TB
	fatal, skip string
}

func (r *recorder) Helper()                           {}
func (r *recorder) Fatalf(format string, args ...any) { r.fatal = format }
func (r *recorder) Skip(args ...any)                  { r.skip = args[0].(string) }

// TestGraphviz: without dot on PATH, HaveGraphviz is false and NeedGraphviz
// skips with a message; under SPLITWCET_GRAPHVIZ=require both fail the
// test. With a dot on PATH, neither fails nor skips.
func TestGraphviz(t *testing.T) {
	empty := t.TempDir()
	t.Setenv("PATH", empty)
	t.Setenv(GraphvizEnv, "")
	r := &recorder{TB: t}
	if HaveGraphviz(r) || r.fatal != "" {
		t.Errorf("no dot: HaveGraphviz true or failed (%q)", r.fatal)
	}
	NeedGraphviz(r)
	if !strings.Contains(r.skip, "graphviz (dot) is not installed") || r.fatal != "" {
		t.Errorf("no dot: skip %q, fatal %q", r.skip, r.fatal)
	}

	t.Setenv(GraphvizEnv, "require")
	r = &recorder{TB: t}
	HaveGraphviz(r)
	if !strings.Contains(r.fatal, "require") {
		t.Errorf("no dot, required: fatal %q", r.fatal)
	}

	// A dot on PATH (a stand-in: only its presence is looked up).
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "dot"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	r = &recorder{TB: t}
	NeedGraphviz(r)
	if !HaveGraphviz(r) || r.fatal != "" || r.skip != "" {
		t.Errorf("dot present: fatal %q, skip %q", r.fatal, r.skip)
	}
}

// TestRodinia: a missing Rodinia folder skips with a message naming it,
// and fails under SPLITWCET_RODINIA=require; with the folder present the
// message names hipcc instead.
func TestRodinia(t *testing.T) {
	absent := filepath.Join(t.TempDir(), "rodinia")
	t.Setenv(RodiniaEnv, "")
	r := &recorder{TB: t}
	RodiniaMissing(r, absent, "the evaluation")
	if !strings.Contains(r.skip, "not at "+absent) || !strings.Contains(r.skip, "the evaluation did not run") || r.fatal != "" {
		t.Errorf("no folder: skip %q, fatal %q", r.skip, r.fatal)
	}

	t.Setenv(RodiniaEnv, "require")
	r = &recorder{TB: t}
	RodiniaMissing(r, absent, "the evaluation")
	if !strings.Contains(r.fatal, RodiniaEnv+"=require") || r.skip != "" {
		t.Errorf("no folder, required: fatal %q, skip %q", r.fatal, r.skip)
	}

	t.Setenv(RodiniaEnv, "")
	r = &recorder{TB: t}
	RodiniaMissing(r, t.TempDir(), "the evaluation")
	if !strings.Contains(r.skip, "hipcc is not on PATH") || r.fatal != "" {
		t.Errorf("folder present: skip %q, fatal %q", r.skip, r.fatal)
	}
}
