package eval

import (
	"os"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
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
	for _, f := range []string{"../bfs/flow.yaml", "../bfs/flow.small.yaml"} {
		if got := loopMax(t, f); got != int(g.MaxDegree()) {
			t.Errorf("%s: max %d, the graph's largest degree is %d", f, got, g.MaxDegree())
		}
	}
	// The lanes facts: the most frontier nodes (level k, the mask of
	// input set level<k>) among the 64 work-items of one wavefront, and
	// the most of them with a neighbour not yet visited (cost above k: the
	// visited nodes are those of levels up to k), the only ones that pass
	// the test !g_graph_visited[id] into %bb.6.
	cost := rodinia.BFSCost(g)
	most, mostNew := 0, 0
	for k := range rodinia.BFSIterations(cost) {
		for w := 0; w < len(cost); w += isa.MaxLanes {
			n, nNew := 0, 0
			for u := w; u < min(w+isa.MaxLanes, len(cost)); u++ {
				if cost[u] != int32(k) {
					continue
				}
				n++
				for _, e := range g.Edges[g.Starting[u] : g.Starting[u]+g.Degree[u]] {
					if cost[e] > int32(k) || cost[e] < 0 {
						nNew++
						break
					}
				}
			}
			most, mostNew = max(most, n), max(mostNew, nNew)
		}
	}
	if most != 43 || mostNew != 35 {
		t.Errorf("the frontiers hold at most %d nodes of one wavefront, %d with a neighbour not visited; want 43 and 35 (by hand, from gen/*.bin)", most, mostNew)
	}
	b, err := os.ReadFile("../bfs/flow.small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f, err := flowfacts.Parse("flow.small.yaml", b)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Lanes) != 5 {
		t.Fatalf("%d lanes facts, want 5 (the blocks after the frontier test)", len(f.Lanes))
	}
	for _, l := range f.Lanes {
		want := most
		if l.Block == "%bb.6" {
			want = mostNew
		}
		if l.Max != want {
			t.Errorf("%s: lanes max %d at %s, want %d", l.Origin, l.Max, l.Block, want)
		}
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
