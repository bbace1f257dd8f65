package rodinia

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A 6-node graph by hand: 0-1, 0-2, 1-3, 2-3, 3-4; node 5 is alone.
// Levels: 0:{0}, 1:{1,2}, 2:{3}, 3:{4}; node 5 unreached.
func handGraph() *BFSGraph {
	adj := [][]int32{{1, 2}, {0, 3}, {0, 3}, {1, 2, 4}, {3}, {}}
	g := &BFSGraph{}
	for _, l := range adj {
		g.Starting = append(g.Starting, int32(len(g.Edges)))
		g.Degree = append(g.Degree, int32(len(l)))
		g.Edges = append(g.Edges, l...)
	}
	return g
}

func TestBFSByHand(t *testing.T) {
	g := handGraph()
	cost := BFSCost(g)
	want := []int32{0, 1, 1, 2, 3, -1}
	for i := range want {
		if cost[i] != want[i] {
			t.Fatalf("BFSCost = %v, want %v", cost, want)
		}
	}
	if n := BFSIterations(cost); n != 4 {
		t.Errorf("BFSIterations = %d, want 4", n)
	}
	if g.MaxDegree() != 3 {
		t.Errorf("MaxDegree = %d, want 3", g.MaxDegree())
	}
	// Iteration 1: frontier {1, 2}, visited {0, 1, 2}.
	s := BFSBeforeKernel(cost, 1)
	if string(s.Mask) != "\x00\x01\x01\x00\x00\x00" || string(s.Visited) != "\x01\x01\x01\x00\x00\x00" ||
		string(s.Updating) != "\x00\x00\x00\x00\x00\x00" {
		t.Errorf("before Kernel 1: mask %v visited %v updating %v", s.Mask, s.Visited, s.Updating)
	}
	if got := s.Cost; got[0] != 0 || got[1] != 1 || got[2] != 1 || got[3] != -1 || got[4] != -1 || got[5] != -1 {
		t.Errorf("before Kernel 1: cost %v", got)
	}
	// After its Kernel: node 3 found (cost 2), frontier cleared.
	a := BFSAfterKernel(cost, 1)
	if string(a.Mask) != "\x00\x00\x00\x00\x00\x00" || string(a.Updating) != "\x00\x00\x00\x01\x00\x00" ||
		a.Cost[3] != 2 || a.Cost[4] != -1 || string(a.Visited) != string(s.Visited) {
		t.Errorf("after Kernel 1: %+v", a)
	}
	// The last iteration (3) finds nothing.
	if a := BFSAfterKernel(cost, 3); strings.Contains(string(a.Updating), "\x01") {
		t.Errorf("after Kernel 3: updating %v", a.Updating)
	}
}

// The level loop the host runs, in Go on the device state (the semantics
// of Kernel and Kernel2), reaches the states BFSBeforeKernel and
// BFSAfterKernel give and stops after BFSIterations iterations.
func TestBFSLevelLoop(t *testing.T) {
	for _, g := range []*BFSGraph{handGraph(), BFSGenerate(300, 3), BFSGenerate(BFSNodes, BFSSeed)} {
		cost := BFSCost(g)
		n := len(cost)
		s := BFSBeforeKernel(cost, 0)
		k := 0
		for over := true; over; k++ {
			if k > n {
				t.Fatal("level loop does not stop")
			}
			if want := BFSBeforeKernel(cost, k); !sameState(s, want) {
				t.Fatalf("n=%d: state before Kernel %d differs", n, k)
			}
			for tid := 0; tid < n; tid++ { // Kernel
				if s.Mask[tid] == 0 {
					continue
				}
				s.Mask[tid] = 0
				for e := g.Starting[tid]; e < g.Starting[tid]+g.Degree[tid]; e++ {
					if id := g.Edges[e]; s.Visited[id] == 0 {
						s.Cost[id] = s.Cost[tid] + 1
						s.Updating[id] = 1
					}
				}
			}
			if want := BFSAfterKernel(cost, k); !sameState(s, want) {
				t.Fatalf("n=%d: state after Kernel %d differs", n, k)
			}
			over = false
			for tid := 0; tid < n; tid++ { // Kernel2
				if s.Updating[tid] != 0 {
					s.Mask[tid], s.Visited[tid], s.Updating[tid] = 1, 1, 0
					over = true
				}
			}
		}
		if k != BFSIterations(cost) {
			t.Errorf("n=%d: %d iterations, BFSIterations %d", n, k, BFSIterations(cost))
		}
	}
}

func sameState(a, b BFSState) bool {
	return string(a.Mask) == string(b.Mask) && string(a.Updating) == string(b.Updating) &&
		string(a.Visited) == string(b.Visited) && string(I32Bytes(a.Cost)) == string(I32Bytes(b.Cost))
}

// The generated graph is what graphgen's recipe gives: undirected (every
// edge listed at both ends), each node with at least the 2 edges it drew,
// 2 to 4 drawn per node, lists laid out in node order; and the values
// quoted in README.md and the workloads hold: 4096 nodes, 8 iterations,
// largest degree 15, every node reached.
func TestBFSGenerate(t *testing.T) {
	g := BFSGenerate(BFSNodes, BFSSeed)
	n := len(g.Degree)
	count := map[[2]int32]int{}
	next := int32(0)
	for u := 0; u < n; u++ {
		if g.Starting[u] != next {
			t.Fatalf("node %d starts at %d, want %d", u, g.Starting[u], next)
		}
		next += g.Degree[u]
		if g.Degree[u] < 2 {
			t.Errorf("node %d has degree %d", u, g.Degree[u])
		}
		for e := g.Starting[u]; e < g.Starting[u]+g.Degree[u]; e++ {
			count[[2]int32{int32(u), g.Edges[e]}]++
		}
	}
	if int(next) != len(g.Edges) || len(g.Weights) != len(g.Edges) {
		t.Fatalf("%d edges, degrees sum to %d, %d weights", len(g.Edges), next, len(g.Weights))
	}
	for e, c := range count {
		if count[[2]int32{e[1], e[0]}] != c && e[0] != e[1] {
			t.Errorf("edge %v listed %d times, reverse %d", e, c, count[[2]int32{e[1], e[0]}])
		}
	}
	// Each node draws 2 to 4 edges and each drawn edge is listed twice.
	if len(g.Edges) < 2*2*n || len(g.Edges) > 2*4*n || len(g.Edges)%2 != 0 {
		t.Errorf("%d edges for %d nodes", len(g.Edges), n)
	}
	// srand(7): rand() = 1045618677 (% 3 = 0: 2 edges), 1863967299
	// (% 4096 = 579: node 0's first edge goes to node 579).
	if g.Edges[0] != 579 {
		t.Errorf("node 0's first edge goes to %d, want 579", g.Edges[0])
	}
	cost := BFSCost(g)
	if BFSIterations(cost) != 8 || g.MaxDegree() != 15 {
		t.Errorf("iterations %d, largest degree %d; README.md and the workloads say 8 and 15", BFSIterations(cost), g.MaxDegree())
	}
	for i, c := range cost {
		if c < 0 {
			t.Errorf("node %d unreached", i)
		}
	}
	// The text file has the host's layout: n, n lines, source, edges.
	lines := strings.Split(strings.TrimSpace(string(g.Text())), "\n")
	if lines[0] != "4096" || lines[1] != "0 "+itoa(g.Degree[0]) || lines[n+2] != "0" || lines[n+4] != itoa(int32(len(g.Edges))) {
		t.Errorf("text: %q %q %q %q", lines[0], lines[1], lines[n+2], lines[n+4])
	}
}

func itoa(v int32) string { return strconv.Itoa(int(v)) }

// WriteGenerated writes every file once and leaves equal files alone.
func TestWriteGenerated(t *testing.T) {
	dir := t.TempDir()
	if err := WriteGenerated(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range Generated() {
		got, err := os.ReadFile(filepath.Join(dir, f.Path))
		if err != nil || string(got) != string(f.Data) {
			t.Fatalf("%s: %v", f.Path, err)
		}
	}
	p := filepath.Join(dir, Generated()[1].Path)
	st, _ := os.Stat(p)
	if err := WriteGenerated(dir); err != nil {
		t.Fatal(err)
	}
	if st2, _ := os.Stat(p); !st2.ModTime().Equal(st.ModTime()) {
		t.Error("an unchanged file was rewritten")
	}
}
