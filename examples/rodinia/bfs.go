package rodinia

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// BFSGraph is a graph as bfs's host reads it from its input file: per node
// its first edge and its number of edges (the host's struct Node
// {int starting; int no_of_edges;}), and the edge list of destination
// nodes. The file also holds a weight per edge and a source node; the host
// ignores both (it always starts from node 0).
type BFSGraph struct {
	Starting, Degree []int32
	Edges            []int32
	Weights          []int32 // drawn like the generator does; unused by the kernels
}

// BFSGenerate builds the graph Rodinia's graph generator (graphgen, which
// made the suite's graph4096.txt) would make for n nodes, with glibc's
// rand() after srand(seed) in place of its unseeded C++ random engine: for
// each node i in order, rand()%3+2 edges (2 to 4, its MIN_EDGES and
// MAX_INIT_EDGES), each to node rand()%n with weight rand()%10+1, added to
// both endpoints' lists (undirected; loops and repeated edges may occur, as
// in graphgen). Each node's list keeps insertion order; the lists are laid
// out in node order.
func BFSGenerate(n int, seed uint32) *BFSGraph {
	g := NewGlibcRand(seed)
	type edge struct{ to, w int32 }
	adj := make([][]edge, n)
	for i := 0; i < n; i++ {
		k := int(g.Rand()%3 + 2)
		for j := 0; j < k; j++ {
			to := g.Rand() % int32(n)
			w := g.Rand()%10 + 1
			adj[i] = append(adj[i], edge{to, w})
			adj[to] = append(adj[to], edge{int32(i), w})
		}
	}
	gr := &BFSGraph{Starting: make([]int32, n), Degree: make([]int32, n)}
	for i, l := range adj {
		gr.Starting[i] = int32(len(gr.Edges))
		gr.Degree[i] = int32(len(l))
		for _, e := range l {
			gr.Edges = append(gr.Edges, e.to)
			gr.Weights = append(gr.Weights, e.w)
		}
	}
	return gr
}

// MaxDegree is the largest number of edges of a node: the bound of Kernel's
// edge loop.
func (g *BFSGraph) MaxDegree() int32 {
	m := int32(0)
	for _, d := range g.Degree {
		m = max(m, d)
	}
	return m
}

// NodesBytes is the host's h_graph_nodes array (8 bytes per node).
func (g *BFSGraph) NodesBytes() []byte {
	v := make([]int32, 0, 2*len(g.Degree))
	for i := range g.Degree {
		v = append(v, g.Starting[i], g.Degree[i])
	}
	return I32Bytes(v)
}

// Text is the graph in the input file format of bfs's host: the number of
// nodes, a line "starting degree" per node, the source node (0), the
// number of edges and a line "destination weight" per edge.
func (g *BFSGraph) Text() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d\n", len(g.Degree))
	for i := range g.Degree {
		fmt.Fprintf(&b, "%d %d\n", g.Starting[i], g.Degree[i])
	}
	fmt.Fprintf(&b, "\n0\n\n%d\n", len(g.Edges))
	for i := range g.Edges {
		fmt.Fprintf(&b, "%d %d\n", g.Edges[i], g.Weights[i])
	}
	return b.Bytes()
}

// BFSCost is the host's result: the number of edges of a shortest path
// from node 0 to each node, -1 for a node node 0 does not reach.
func BFSCost(g *BFSGraph) []int32 {
	n := len(g.Degree)
	cost := make([]int32, n)
	for i := range cost {
		cost[i] = -1
	}
	cost[0] = 0
	queue := []int32{0}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for e := g.Starting[u]; e < g.Starting[u]+g.Degree[u]; e++ {
			if v := g.Edges[e]; cost[v] < 0 {
				cost[v] = cost[u] + 1
				queue = append(queue, v)
			}
		}
	}
	return cost
}

// BFSState is the device state of bfs's level loop: the host's buffers
// g_graph_mask (the frontier), g_updating_graph_mask, g_graph_visited (one
// byte each per node) and g_cost.
type BFSState struct {
	Mask, Updating, Visited []byte
	Cost                    []int32
}

// BFSIterations is the number of iterations of the host's do-while loop
// (one Kernel and one Kernel2 launch each): one per level of the BFS tree,
// the last finding no new node and leaving *g_over false.
func BFSIterations(cost []int32) int {
	m := int32(0)
	for _, c := range cost {
		m = max(m, c)
	}
	return int(m) + 1
}

// BFSBeforeKernel is the state the host's iteration k (from 0) launches
// Kernel on, given the final costs: the frontier is the nodes at level k,
// the visited nodes those at levels ≤ k, which have their costs (the
// others -1), and no node is marked for update (Kernel2 cleared them).
func BFSBeforeKernel(cost []int32, k int) BFSState {
	n := len(cost)
	s := BFSState{Mask: make([]byte, n), Updating: make([]byte, n), Visited: make([]byte, n), Cost: make([]int32, n)}
	for i, c := range cost {
		s.Cost[i] = -1
		if c >= 0 && c <= int32(k) {
			s.Visited[i] = 1
			s.Cost[i] = c
		}
		if c == int32(k) {
			s.Mask[i] = 1
		}
	}
	return s
}

// BFSAfterKernel is the state after iteration k's Kernel (what Kernel2
// reads): the frontier cleared, the nodes at level k+1 marked for update
// with their costs written, the visited nodes unchanged.
func BFSAfterKernel(cost []int32, k int) BFSState {
	s := BFSBeforeKernel(cost, k)
	for i, c := range cost {
		s.Mask[i] = 0
		if c == int32(k)+1 {
			s.Updating[i] = 1
			s.Cost[i] = c
		}
	}
	return s
}

// BFSNodes is the small input of thesis Table 6.1 for bfs (4096 vertices)
// and BFSSeed the seed of our generated graph.
const (
	BFSNodes = 4096
	BFSSeed  = 7
)

// Generated lists the input files too large to commit (bfs: 4096 nodes,
// about 300 KB in all). WriteGenerated writes them under examples/rodinia
// before the workloads that read them are loaded; examples/rodinia/bfs/gen
// is ignored by git.
func Generated() []InputFile {
	g := BFSGenerate(BFSNodes, BFSSeed)
	cost := BFSCost(g)
	files := []InputFile{
		{"bfs/gen/graph4096.txt", g.Text()},
		{"bfs/gen/nodes4096.bin", g.NodesBytes()},
		{"bfs/gen/edges4096.bin", I32Bytes(g.Edges)},
	}
	for k := 0; k < BFSIterations(cost); k++ {
		b, a := BFSBeforeKernel(cost, k), BFSAfterKernel(cost, k)
		files = append(files,
			InputFile{fmt.Sprintf("bfs/gen/mask%d.bin", k), b.Mask},
			InputFile{fmt.Sprintf("bfs/gen/visited%d.bin", k), b.Visited},
			InputFile{fmt.Sprintf("bfs/gen/cost%d.bin", k), I32Bytes(b.Cost)},
			InputFile{fmt.Sprintf("bfs/gen/updating%d.bin", k), a.Updating})
	}
	return files
}

// WriteGenerated writes the files of Generated under dir (the folder of
// examples/rodinia), each only when its contents differ, through a
// temporary file renamed into place (concurrent writers see whole files).
func WriteGenerated(dir string) error {
	for _, f := range Generated() {
		p := filepath.Join(dir, filepath.FromSlash(f.Path))
		if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, f.Data) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		tmp, err := os.CreateTemp(filepath.Dir(p), ".gen-*")
		if err != nil {
			return err
		}
		_, werr := tmp.Write(f.Data)
		cerr := tmp.Close()
		if werr == nil {
			werr = cerr
		}
		if werr == nil {
			werr = os.Rename(tmp.Name(), p)
		}
		if werr != nil {
			os.Remove(tmp.Name())
			return fmt.Errorf("generated input %s: %w", p, werr)
		}
	}
	return nil
}
