package eval

import (
	"os"
	"testing"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
)

func TestBFS(t *testing.T) { CheckBFS(t, "..", compile(t, "bfs", "bfs")) }

// loopMax is the max of the one loop fact of a flow-facts file.
func loopMax(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := flowfacts.Parse(path, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Loops) != 1 {
		t.Fatalf("%s: %d loop facts, want 1", path, len(f.Loops))
	}
	return f.Loops[0].Max
}

// The edge loop's bound is the generated graph's largest degree.
func TestBFSFacts(t *testing.T) {
	g := rodinia.BFSGenerate(rodinia.BFSNodes, rodinia.BFSSeed)
	if got := loopMax(t, "../bfs/flow.yaml"); got != int(g.MaxDegree()) {
		t.Errorf("bfs/flow.yaml: max %d, the graph's largest degree is %d", got, g.MaxDegree())
	}
}

// The edge loop's bound holds for the medium graph too (the medium Kernel
// uses the same flow facts).
func TestBFSMediumFacts(t *testing.T) {
	g := rodinia.BFSGenerate(BFSMediumNodes, rodinia.BFSSeed)
	if got := loopMax(t, "../bfs/flow.yaml"); got < int(g.MaxDegree()) {
		t.Errorf("bfs/flow.yaml: max %d, below the medium graph's largest degree %d", got, g.MaxDegree())
	}
	if len(g.Edges) != 98520 {
		t.Errorf("medium graph: %d edges, kernel.medium.workload.yaml declares 98520", len(g.Edges))
	}
}
