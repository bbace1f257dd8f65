package eval

import (
	"fmt"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/traces/sim"
)

func init() {
	bfsInput := "bfs graph4096 (our generated 4096-vertex graph, srand(7); the 8 level iterations as input sets)"
	Register(Benchmark{Name: "bfs", Check: CheckBFS, Kernels: []Kernel{
		{Unit: "bfs", Symbol: "_Z6KernelP4NodePiPbS2_S2_S1_i", Name: "Kernel", Workload: "bfs/kernel.workload.yaml", Facts: "bfs/flow.yaml", Set: "all", Input: bfsInput},
		{Unit: "bfs", Symbol: "_Z7Kernel2PbS_S_S_i", Name: "Kernel2", Workload: "bfs/kernel2.workload.yaml", Set: "all", Input: bfsInput},
	}})
}

// CheckBFS runs the host's level loop of bfs on our generated 4096-vertex
// graph (rodinia.BFSGenerate): per iteration, Kernel then Kernel2 (8
// workgroups of 512), each on the buffers the previous launch left, until
// Kernel2 leaves g_over false, as the host's do-while loop does. It
// compares the final costs with rodinia.BFSCost (breadth-first search)
// exactly, the number of iterations with the reference's, and every
// launch's input state with the state the workloads' input sets hold
// (rodinia.BFSBeforeKernel and BFSAfterKernel), so the input sets are
// what the host's launches see. It writes the generated input files
// first (rodinia.WriteGenerated).
func CheckBFS(t TB, dir, asmPath string) {
	if err := rodinia.WriteGenerated(dir); err != nil {
		t.Fatal(err)
	}
	g := rodinia.BFSGenerate(rodinia.BFSNodes, rodinia.BFSSeed)
	cost := rodinia.BFSCost(g)
	iters := rodinia.BFSIterations(cost)
	var base map[string][]byte
	for _, c := range configs {
		p1, w1 := program(t, asmPath, dir+"/bfs/kernel.workload.yaml", c.mk)
		p2, w2 := program(t, asmPath, dir+"/bfs/kernel2.workload.yaml", c.mk)
		s0 := rodinia.BFSBeforeKernel(cost, 0)
		state := map[string][]byte{
			"g_graph_mask": s0.Mask, "g_updating_graph_mask": s0.Updating,
			"g_graph_visited": s0.Visited, "g_cost": rodinia.I32Bytes(s0.Cost),
		}
		splits, k := 0, 0
		for ; ; k++ {
			if k >= iters+1 {
				t.Fatalf("bfs S=%d %s: still running after %d iterations (reference %d)", c.s, c.mk, k, iters)
			}
			set := fmt.Sprintf("level%d", min(k, iters-1))
			if k < iters {
				want := rodinia.BFSBeforeKernel(cost, k)
				compareBFS(t, fmt.Sprintf("bfs S=%d %s: before Kernel %d", c.s, c.mk, k), state, want)
			}
			if c.mk == unmarked && k < iters {
				// The input sets hold the states the host's launches see.
				compareBFS(t, "kernel.workload.yaml set "+set, bufsOf(launch(t, w1, set, nil, nil)), rodinia.BFSBeforeKernel(cost, k))
				want := rodinia.BFSAfterKernel(cost, k)
				want.Cost = nil // Kernel2 does not read the costs
				compareBFS(t, "kernel2.workload.yaml set "+set, bufsOf(launch(t, w2, set, nil, nil)), want)
			}
			out, sp := run(t, p1, launch(t, w1, set, state, nil), c.s)
			splits += sp
			for n, v := range out {
				state[n] = v
			}
			if k < iters {
				want := rodinia.BFSAfterKernel(cost, k)
				compareBFS(t, fmt.Sprintf("bfs S=%d %s: after Kernel %d", c.s, c.mk, k), state, want)
			}
			state["g_over"] = []byte{0} // the host's hipMemcpy of stop = false
			out, sp = run(t, p2, launch(t, w2, set, state, nil), c.s)
			splits += sp
			for n, v := range out {
				state[n] = v
			}
			if state["g_over"][0] == 0 {
				k++
				break
			}
		}
		t.Logf("bfs 4096 S=%d %s: %d iterations, %d splits", c.s, c.mk, k, splits)
		if k != iters {
			t.Errorf("bfs S=%d %s: %d iterations, reference %d", c.s, c.mk, k, iters)
		}
		if c.mustSplit() && splits == 0 {
			t.Errorf("bfs S=%d %s: no split happened", c.s, c.mk)
		}
		delete(state, "g_over")
		if base == nil {
			base = state
			got := i32s(state["g_cost"])
			for i := range cost {
				if got[i] != cost[i] {
					t.Fatalf("bfs: cost[%d] = %d, reference %d", i, got[i], cost[i])
				}
			}
			continue
		}
		for n, v := range base {
			if string(state[n]) != string(v) {
				t.Errorf("bfs S=%d %s: %s differs from the unsplit run", c.s, c.mk, n)
			}
		}
	}
}

// bufsOf are a launch's buffers by name.
func bufsOf(l *sim.Launch) map[string][]byte {
	m := map[string][]byte{}
	for _, a := range l.Args {
		if a.IsBuffer {
			m[a.Name] = a.Buffer
		}
	}
	return m
}

// compareBFS reports where the device state differs from want (a nil Cost
// is not compared).
func compareBFS(t TB, what string, state map[string][]byte, want rodinia.BFSState) {
	t.Helper()
	wants := map[string][]byte{"g_graph_mask": want.Mask, "g_updating_graph_mask": want.Updating, "g_graph_visited": want.Visited}
	if want.Cost != nil {
		wants["g_cost"] = rodinia.I32Bytes(want.Cost)
	}
	for n, w := range wants {
		if got := state[n]; string(got) != string(w) {
			for i := range w {
				if i >= len(got) || got[i] != w[i] {
					t.Errorf("%s: %s differs from the reference state at byte %d", what, n, i)
					break
				}
			}
		}
	}
}
