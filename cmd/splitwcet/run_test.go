package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func workloadPath(name string) string {
	return filepath.Join("..", "..", "examples", name, "workload.yaml")
}

func TestRunDefaultExample(t *testing.T) {
	stdout, stderr := mustRun(t, "run", "--S", "4", "--json")
	if !strings.Contains(stderr, "synthetic_split") {
		t.Errorf("stderr does not name the embedded example: %q", stderr)
	}
	var doc struct {
		Schema int
		Kernel string
		S      int
		Runs   []struct {
			InputSet     string `json:"input_set"`
			S            int    `json:"S"`
			Wavefronts   int
			Splits       int
			Instructions int64
		}
	}
	// Every input set by default (--set all), as in every command.
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || len(doc.Runs) != 3 || doc.Runs[2].InputSet != "iota-partial" || doc.Schema != 2 {
		t.Fatalf("%v %+v", err, doc)
	}
	// synthetic_split is marked and every lane takes a unique path: each launch
	// wavefront uses all four reserve slots.
	for _, sum := range doc.Runs {
		if doc.Kernel != "_Z15synthetic_splitPKiPi" || doc.S != 4 || sum.S != 4 || sum.Splits != 4*sum.Wavefronts || sum.Instructions <= 0 {
			t.Errorf("summary %+v", sum)
		}
	}
}

// TestRunSplitKeepsOutputs: the dumped outputs of ifelse_split are identical at
// S = 0 and S = 1 for every input set (one command, -S 0,1: DIR/S<n>/SET/),
// while S = 1 really splits.
func TestRunSplitKeepsOutputs(t *testing.T) {
	dir := t.TempDir()
	stdout, _ := mustRun(t, "run", examplePath("ifelse_split"), "--workload", workloadPath("ifelse_split"), "-S", "0,1", "--dump", dir)
	if !strings.Contains(stdout, ", S=1: ") || regexp.MustCompile(`S=1: .* 0 splits`).MatchString(stdout) {
		t.Errorf("S=1 made no split: %s", stdout)
	}
	files, err := filepath.Glob(filepath.Join(dir, "S0", "*", "out.bin"))
	if err != nil || len(files) < 2 {
		t.Fatalf("dumped %v, %v: want one out.bin per input set", files, err)
	}
	for _, f0 := range files {
		rel, _ := filepath.Rel(filepath.Join(dir, "S0"), f0)
		b0, err0 := os.ReadFile(f0)
		b1, err1 := os.ReadFile(filepath.Join(dir, "S1", rel))
		if err0 != nil || err1 != nil || len(b0) == 0 || !bytes.Equal(b0, b1) {
			t.Errorf("%s: outputs differ between S=0 and S=1 (%d and %d bytes; %v %v)", rel, len(b0), len(b1), err0, err1)
		}
	}
}

func TestRunErrors(t *testing.T) {
	wantFail(t, 2, []string{`invalid argument "64" for "--S" flag: "64": S must be in 0..63`}, "run", "--S", "64")
	wantFail(t, 2, []string{"--workload"}, "run", examplePath("ifelse"))
	bad := writeFile(t, "w.yaml", "kernel: ifelse\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: tab, type: i33, count: 4}\n")
	wantFail(t, 1, []string{"w.yaml:5"}, "run", examplePath("ifelse"), "--workload", bad)
	wantFail(t, 1, []string{`no input set "nope"`}, "run", examplePath("ifelse"), "--workload", workloadPath("ifelse"), "--set", "nope")
	wantFail(t, 1, []string{`no input set "rnadom1" (did you mean random1?); sets: random1, random2-wg64, iota-partial`}, "run", examplePath("ifelse"), "--workload", workloadPath("ifelse"), "--set", "rnadom1")
}
