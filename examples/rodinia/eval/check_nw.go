package eval

import (
	"fmt"

	"github.com/splitwcet/splitwcet/examples/rodinia"
)

func init() {
	Register(Benchmark{Name: "nw", Check: CheckNW, CheckMedium: CheckNWMedium, Kernels: []Kernel{
		{Unit: "nw", Symbol: "_Z20needle_cuda_shared_1PiS_iiii", Name: "needle_cuda_shared_1",
			Workload: "nw/needle1.workload.yaml", Set: "n16_i1", Input: "nw 16 10 (16x16, srand(7)), launch i = 1"},
		{Unit: "nw", Symbol: "_Z20needle_cuda_shared_2PiS_iiii", Name: "needle_cuda_shared_2",
			Workload: "nw/needle2.workload.yaml", Set: "n32_i1", Input: "nw 32 10 (32x32, srand(7)), launch i = 1 (nw 16 does not launch it)"},
		{Unit: "nw", Symbol: "_Z20needle_cuda_shared_1PiS_iiii", Name: "needle_cuda_shared_1", Size: "medium",
			Workload: "nw/needle1.medium.workload.yaml", Set: "all", Input: "nw 64 10 (64x64, srand(7)), launches i = 1..4", Buffers: nwMedium(1)},
		{Unit: "nw", Symbol: "_Z20needle_cuda_shared_2PiS_iiii", Name: "needle_cuda_shared_2", Size: "medium",
			Workload: "nw/needle2.medium.workload.yaml", Set: "all", Input: "nw 64 10 (64x64, srand(7)), launches i = 3..1", Buffers: nwMedium(2)},
	}})
}

// nwMedium generates the buffers of the medium workloads ("nw 64 10"):
// per launch of kernel 1 (i = 1..4) or kernel 2 (i = 3..1), the reference
// matrix and the score matrix as the launches before it left it.
func nwMedium(kernel int) func() (map[string]map[string][]byte, error) {
	return func() (map[string]map[string][]byte, error) {
		const n, bw = 64, 64 / 16
		ref, items := rodinia.NWInput(n, 10, 7)
		out := map[string]map[string][]byte{}
		for i := 1; i <= bw; i++ {
			done := i - 1 // anti-diagonals of blocks filled before the launch
			if kernel == 2 {
				if i == bw {
					continue
				}
				done = 2*bw - 1 - i
			}
			out[fmt.Sprintf("n64_i%d", i)] = map[string][]byte{"referrence": rodinia.I32Bytes(ref),
				"matrix_cuda": rodinia.I32Bytes(rodinia.NWAfterDiagonals(ref, items, n, 10, done))}
		}
		return out, nil
	}
}

// CheckNW runs the host's launch sequences for "nw 16 10" (one launch of
// needle_cuda_shared_1, i = 1) and "nw 32 10" (needle_cuda_shared_1 at
// i = 1 and 2, then needle_cuda_shared_2 at i = 1) and compares the score
// matrix with NWScore exactly.
func CheckNW(t TB, dir, asmPath string) { checkNW(t, dir, asmPath, 16, 32) }

// CheckNWMedium is CheckNW for "nw 64 10" (the medium input): kernel 1 at
// i = 1..4, kernel 2 at i = 3..1.
func CheckNWMedium(t TB, dir, asmPath string) { checkNW(t, dir, asmPath, 64) }

func checkNW(t TB, dir, asmPath string, sizes ...int) {
	for _, n := range sizes {
		var base []byte
		for _, c := range configs {
			// The workloads whose buffers have the size of n: the launch's
			// buffers, grid and i are replaced below.
			wl1, wl2, set, set2 := "needle1", "needle2", fmt.Sprintf("n%d_i1", n), "n32_i1"
			if n == 64 {
				wl1, wl2, set2 = "needle1.medium", "needle2.medium", "n64_i1"
			}
			p1, w1 := program(t, asmPath, dir+"/nw/"+wl1+".workload.yaml", c.mk)
			p2, w2 := program(t, asmPath, dir+"/nw/"+wl2+".workload.yaml", c.mk)
			ref, items := rodinia.NWInput(n, 10, 7)
			bw := n / 16
			state := map[string][]byte{"referrence": rodinia.I32Bytes(ref), "matrix_cuda": rodinia.I32Bytes(items)}
			splits := 0
			for i := 1; i <= bw; i++ {
				l := launch(t, w1, set, state, map[string]int32{"i": int32(i)})
				l.Workgroups = [3]int{i, 1, 1}
				out, sp := run(t, p1, l, c.s)
				splits += sp
				state["matrix_cuda"] = out["matrix_cuda"]
			}
			for i := bw - 1; i >= 1; i-- {
				l := launch(t, w2, set2, state, map[string]int32{"i": int32(i)})
				l.Workgroups = [3]int{i, 1, 1}
				out, sp := run(t, p2, l, c.s)
				splits += sp
				state["matrix_cuda"] = out["matrix_cuda"]
			}
			t.Logf("nw %d S=%d %s: %d splits", n, c.s, c.mk, splits)
			if c.mustSplit() && splits == 0 {
				t.Errorf("nw %d S=%d %s: no split happened", n, c.s, c.mk)
			}
			if base == nil {
				base = state["matrix_cuda"]
				rodinia.NWScore(ref, items, n, 10)
				got := i32s(base)
				for k := range items {
					if got[k] != items[k] {
						t.Fatalf("nw %d: score[%d][%d] = %d, reference %d", n, k/(n+1), k%(n+1), got[k], items[k])
					}
				}
				continue
			}
			if string(state["matrix_cuda"]) != string(base) {
				t.Errorf("nw %d S=%d %s: the score matrix differs from the unsplit run", n, c.s, c.mk)
			}
		}
	}
}
