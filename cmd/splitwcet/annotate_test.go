package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/internal/testenv"
)

// TestCfgAnnotateStatic: cfg --annotate --static draws the bound wcet
// --static prints, its blocks sum to it, and every format is written the
// same twice.
func TestCfgAnnotateStatic(t *testing.T) {
	w, _ := mustRun(t, "wcet", examplePath("divloop"), "--static", "--facts", factsPath("divloop"), "--json")
	var wcet struct {
		BoundCycles int64 `json:"bound_cycles"`
	}
	if err := json.Unmarshal([]byte(w), &wcet); err != nil {
		t.Fatal(err)
	}
	args := []string{"cfg", examplePath("divloop"), "--facts", factsPath("divloop"), "--annotate", "--static", "--format", "json"}
	out, _ := mustRun(t, args...)
	var doc struct {
		BoundCycles int64 `json:"bound_cycles"`
		Blocks      []struct {
			Cycles int64 `json:"contribution_cycles"`
		}
		Loops []struct {
			Bounded bool
			Origin  string
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, b := range doc.Blocks {
		sum += b.Cycles
	}
	if doc.BoundCycles != wcet.BoundCycles || sum != doc.BoundCycles || doc.BoundCycles <= 0 {
		t.Errorf("annotated bound %d (blocks sum to %d), wcet --static says %d", doc.BoundCycles, sum, wcet.BoundCycles)
	}
	if len(doc.Loops) == 0 {
		t.Error("no loops in the annotation; the kernel has a bounded loop")
	}
	for _, l := range doc.Loops {
		if !l.Bounded || !strings.HasPrefix(l.Origin, "facts:") {
			t.Errorf("loop bound %+v: want one from the facts file", l)
		}
	}
	dir := t.TempDir()
	haveDot := testenv.HaveGraphviz(t)
	for _, f := range []string{"dot", "svg", "html", "json"} {
		if !haveDot && (f == "svg" || f == "html") {
			continue // skipped below
		}
		var outs [2]string
		for i := range outs {
			path := filepath.Join(dir, "out."+f) // one path: the JSON's provenance names it
			mustRun(t, "cfg", examplePath("divloop"), "--facts", factsPath("divloop"), "--annotate", "--static", "--format", f, "-o", path)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			outs[i] = string(data)
		}
		if outs[0] != outs[1] || outs[0] == "" {
			t.Errorf("--format %s: two runs differ or wrote nothing", f)
		}
	}
	if !haveDot {
		testenv.GraphvizSkip(t, "the annotation, dot and json")
	}
}

// TestCfgAnnotateUsage: the annotation flags need --annotate, and bad
// values are usage errors (exit 2) naming the flag.
func TestCfgAnnotateUsage(t *testing.T) {
	ifelse := examplePath("ifelse")
	wantFail(t, 2, []string{"--static only applies with --annotate"}, "cfg", ifelse, "--static")
	wantFail(t, 2, []string{"--role only applies with --annotate"}, "cfg", ifelse, "--role", "1")
	wantFail(t, 2, []string{"--split-policy only applies with --annotate"}, "cfg", ifelse, "--split-policy", "fcfs")
	wantFail(t, 2, []string{"--hw does not apply to --annotate --static"}, "cfg", ifelse, "--annotate", "--static", "--hw", filepath.Join("..", "..", "docs", "results", "r9nano.yaml"))
	wantFail(t, 2, []string{`--format "png"`, "svg, html, dot, json, text"}, "cfg", ifelse, "--annotate", "--static", "--format", "png")
	wantFail(t, 2, []string{`unknown fold "maybe"`}, "cfg", ifelse, "--annotate", "--static", "--fold", "maybe")
	wantFail(t, 2, []string{"--ipts applies to --static only"}, "cfg", ifelse, "--annotate", "--ipts", "blocks")
	wantFail(t, 2, []string{"--role 1: a static bound is role 0's"}, "cfg", ifelse, "--annotate", "--static", "--role", "1")
	wantFail(t, 1, []string{"there is no role 5"}, "cfg", examplePath("ifelse_split"), "-w", workloadPath("ifelse_split"), "--annotate", "--S", "1", "--role", "5", "--format", "json")
}
