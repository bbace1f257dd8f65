package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/wcet"
)

func examplePath(name string) string { return filepath.Join("..", "..", "examples", name, "kernel.s") }
func factsPath(name string) string   { return filepath.Join("..", "..", "examples", name, "flow.yaml") }

func TestIpgCommand(t *testing.T) {
	stdout, _ := mustRun(t, "ipg", examplePath("ifelse"))
	for _, want := range []string{"5 IPTs, 6 edges", "div@%bb.0-taken->div@.LBB0_2", "join@.LBB0_4->end"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("ipg text lacks %q:\n%s", want, stdout)
		}
	}
	stdout, _ = mustRun(t, "ipg", examplePath("ifelse"), "--ipts", "blocks", "--format", "json")
	var doc struct {
		Placement string
		IPTs      []json.RawMessage
		Edges     []json.RawMessage
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || doc.Placement != "blocks" || len(doc.IPTs) != 6 || len(doc.Edges) != 7 {
		t.Errorf("ipg json: %v %+v", err, doc)
	}
	wantFail(t, 2, []string{`unknown IPT placement "every"`}, "ipg", examplePath("ifelse"), "--ipts", "every")
}

func TestWcetStatic(t *testing.T) {
	stdout, _ := mustRun(t, "wcet", examplePath("divloop"), "--static", "--facts", factsPath("divloop"), "--json")
	var doc wcet.JSONReport
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Kernel != "_Z7divloopPKiS0_Pi" || doc.BoundCycles <= 0 || len(doc.EdgeCounts) != 7 || len(doc.CriticalPath) == 0 {
		t.Fatalf("json %+v", doc)
	}
	if len(doc.LoopBounds) != 1 || doc.LoopBounds[0].Header != ".LBB0_2" || doc.LoopBounds[0].Max != 64 ||
		!strings.Contains(doc.LoopBounds[0].Origin, "flow.yaml") {
		t.Errorf("loop bounds %+v", doc.LoopBounds)
	}
	// The bound is the weighted sum of the counts, and the loop's self edge
	// runs max-1 = 63 times in the worst case.
	var sum int64
	for _, e := range doc.EdgeCounts {
		sum += e.Weight * e.Count
		if e.Edge == "div@.LBB0_2-taken->div@.LBB0_2" && e.Count != 63 {
			t.Errorf("back edge count %d, want 63", e.Count)
		}
	}
	if sum != doc.BoundCycles {
		t.Errorf("Σ weight·count = %d, bound %d", sum, doc.BoundCycles)
	}
	text, _ := mustRun(t, "wcet", examplePath("divloop"), "--static", "--facts", factsPath("divloop"))
	if !strings.Contains(text, "WCET bound ") || !strings.Contains(text, ".LBB0_2 (kernel.hip:33): max 64") {
		t.Errorf("text:\n%s", text)
	}
}

func TestWcetErrors(t *testing.T) {
	wantFail(t, 1, []string{"loop at .LBB0_2 (kernel.hip:33, depth 1) has no bound"}, "wcet", examplePath("divloop"), "--static")
	wantFail(t, 2, []string{"--static", "--trace"}, "wcet", examplePath("ifelse"))
	wantFail(t, 1, []string{"no-such-trace.csv"}, "wcet", examplePath("ifelse"), "--trace", "no-such-trace.csv")
	bad := writeFile(t, "bad.yaml", "loops:\n  - header: .LBB0_9\n    max: 3\n")
	wantFail(t, 1, []string{"bad.yaml:2", ".LBB0_9"}, "wcet", examplePath("divloop"), "--static", "--facts", bad)
}

// TestWcetLP: --lp writes a model the lp_solve command solves to the same bound.
func TestWcetLP(t *testing.T) {
	lp := filepath.Join(t.TempDir(), "m.lp")
	stdout, _ := mustRun(t, "wcet", examplePath("nested"), "--static", "--lp", lp, "--json")
	var doc wcet.JSONReport
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(lp); err != nil {
		t.Fatal(err)
	}
	cli, err := exec.LookPath("lp_solve")
	if err != nil {
		t.Skip("lp_solve command not installed")
	}
	out, err := exec.Command(cli, "-S3", lp).CombinedOutput()
	if err != nil {
		t.Fatalf("lp_solve: %v\n%s", err, out)
	}
	want := "Value of objective function: " + itoa(doc.BoundCycles)
	if !strings.Contains(string(out), want) {
		t.Errorf("lp_solve output lacks %q:\n%s", want, firstN(string(out), 600))
	}
}

func TestWcetGraph(t *testing.T) {
	stdout, _ := mustRun(t, "wcet", examplePath("ifelse"), "--static", "--graph", "dot")
	if !strings.Contains(stdout, "digraph") || !strings.Contains(stdout, "w=") || !strings.Contains(stdout, `penwidth=3`) {
		t.Errorf("annotated dot:\n%s", firstN(stdout, 400))
	}
}

func itoa(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func firstN(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
