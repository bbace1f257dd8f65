package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
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
			Wavefronts   int
			Splits       int
			Instructions int64
		}
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || len(doc.Runs) != 1 || doc.Runs[0].InputSet == "" || doc.Schema != 2 {
		t.Fatalf("%v %+v", err, doc)
	}
	sum := doc.Runs[0]
	// synthetic_split is marked and every lane takes a unique path: each launch
	// wavefront uses all four reserve slots.
	if doc.Kernel != "_Z15synthetic_splitPKiPi" || doc.S != 4 || sum.Splits != 4*sum.Wavefronts || sum.Instructions <= 0 {
		t.Errorf("summary %+v", sum)
	}
}

// TestRunSplitKeepsOutputs: the dumped outputs of ifelse_split are identical at
// S = 0 and S = 1, while S = 1 really splits.
func TestRunSplitKeepsOutputs(t *testing.T) {
	dir := t.TempDir()
	var outs [2][]byte
	for i, s := range []string{"0", "1"} {
		d := filepath.Join(dir, s)
		stdout, _ := mustRun(t, "run", examplePath("ifelse_split"), "--workload", workloadPath("ifelse_split"), "--S", s, "--dump", d)
		if s == "1" && strings.Contains(stdout, " 0 splits") {
			t.Errorf("S=1 made no split: %s", stdout)
		}
		b, err := os.ReadFile(filepath.Join(d, "out.bin"))
		if err != nil {
			t.Fatal(err)
		}
		outs[i] = b
	}
	if len(outs[0]) == 0 || !bytes.Equal(outs[0], outs[1]) {
		t.Errorf("outputs differ between S=0 and S=1 (%d and %d bytes)", len(outs[0]), len(outs[1]))
	}
}

func TestRunErrors(t *testing.T) {
	wantFail(t, 2, []string{"--S 64: want 0..63"}, "run", "--S", "64")
	wantFail(t, 2, []string{"--workload"}, "run", examplePath("ifelse"))
	bad := writeFile(t, "w.yaml", "kernel: ifelse\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: tab, type: i33, count: 4}\n")
	wantFail(t, 1, []string{"w.yaml:5"}, "run", examplePath("ifelse"), "--workload", bad)
	wantFail(t, 1, []string{`no input set "nope"`}, "run", examplePath("ifelse"), "--workload", workloadPath("ifelse"), "--set", "nope")
}
