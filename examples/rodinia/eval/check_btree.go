package eval

import (
	"fmt"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/traces/sim"
)

func init() {
	Register(Benchmark{Name: "b+tree", Check: CheckBTree, CheckMedium: CheckBTree, Kernels: []Kernel{
		{Unit: "b+tree", Symbol: "findK", Name: "findK", Workload: "b+tree/findk.workload.yaml", Facts: "b+tree/flow_findk_e100.yaml", Set: "e100", Input: "b+tree 100 elements (our data file, srand(7)), command k 16"},
		{Unit: "b+tree_2", Symbol: "findRangeK", Name: "findRangeK", Workload: "b+tree/findrangek.workload.yaml", Facts: "b+tree/flow_findrangek_e100.yaml", Set: "e100", Input: "b+tree 100 elements (our data file, srand(7)), command j 16 16"},
		{Unit: "b+tree", Symbol: "findK", Name: "findK", Size: "medium", Workload: "b+tree/findk.workload.yaml", Facts: "b+tree/flow_findk.yaml", Set: "e1000", Input: "b+tree 1000 elements (our data file, srand(7)), command k 16"},
		{Unit: "b+tree_2", Symbol: "findRangeK", Name: "findRangeK", Size: "medium", Workload: "b+tree/findrangek.workload.yaml", Facts: "b+tree/flow_findrangek.yaml", Set: "e1000", Input: "b+tree 1000 elements (our data file, srand(7)), command j 16 16"},
	}})
}

// CheckBTree runs the host's two launches of b+tree for our data files of
// 100 and 1000 elements and the command file "j 16 16", "k 16"
// (README.md): findRangeK (16 workgroups of 256) and findK (likewise), each
// on the tree as rodinia.BTree.GPU lays it out. It compares findK's answers
// with rodinia.BTreeFind and findRangeK's record starts and lengths with
// rodinia.BTreeFindRange exactly; both references work from the sorted keys
// alone, not from the device layout. It also checks that each workload's
// scalars (height, number of knodes) are the built tree's.
func CheckBTree(t TB, dir, asmPath string) {
	asm2 := asmPath[:len(asmPath)-len(".s")] + "_2.s"
	for _, n := range []int{100, 1000} {
		in := rodinia.NewBTreeInput(n)
		set := fmt.Sprintf("e%d", n)
		var base map[string][]byte
		for _, c := range configs {
			pk, wk := program(t, asmPath, dir+"/b+tree/findk.workload.yaml", c.mk)
			pr, wr := program(t, asm2, dir+"/b+tree/findrangek.workload.yaml", c.mk)
			bufs := map[string][]byte{"knodesD": in.Knodes, "recordsD": rodinia.I32Bytes(in.Records),
				"keysD": rodinia.I32Bytes(in.Query), "startD": rodinia.I32Bytes(in.Start), "endD": rodinia.I32Bytes(in.End)}
			lk, lr := launch(t, wk, set, bufs, nil), launch(t, wr, set, bufs, nil)
			for _, l := range []struct {
				name string
				args map[string]int64
			}{{"findK", scalars(lk.Args)}, {"findRangeK", scalars(lr.Args)}} {
				if l.args["height"] != int64(in.Height) || l.args["knodes_elem"] != int64(in.Nodes) {
					t.Errorf("b+tree %d: %s workload height %d, knodes_elem %d; the tree has height %d and %d knodes",
						n, l.name, l.args["height"], l.args["knodes_elem"], in.Height, in.Nodes)
				}
			}
			out, splits := run(t, pr, lr, c.s)
			ok, sp := run(t, pk, lk, c.s)
			splits += sp
			out["ansD"] = ok["ansD"]
			t.Logf("b+tree %d S=%d %s: %d splits", n, c.s, c.mk, splits)
			if c.mustSplit() && splits == 0 {
				t.Errorf("b+tree %d S=%d %s: no split happened", n, c.s, c.mk)
			}
			if base != nil {
				for k, v := range base {
					if string(out[k]) != string(v) {
						t.Errorf("b+tree %d S=%d %s: %s differs from the unsplit run", n, c.s, c.mk, k)
					}
				}
				continue
			}
			base = out
			recstart, reclen := rodinia.BTreeFindRange(in.Keys, in.Start, in.End)
			found := 0
			for name, want := range map[string][]int32{"ansD": rodinia.BTreeFind(in.Keys, in.Query),
				"RecstartD": recstart, "ReclenD": reclen} {
				got := i32s(out[name])
				if len(got) != len(want) {
					t.Fatalf("b+tree %d: %s has %d elements, reference %d", n, name, len(got), len(want))
				}
				for i := range want {
					if got[i] != want[i] {
						t.Errorf("b+tree %d: %s[%d] = %d, reference %d", n, name, i, got[i], want[i])
					}
					if name == "ansD" && want[i] >= 0 {
						found++
					}
				}
			}
			// Some queries find their key and some do not (both paths run).
			if found == 0 || found == len(in.Query) {
				t.Errorf("b+tree %d: %d of %d keys found", n, found, len(in.Query))
			}
		}
	}
}

// scalars are the integer scalar arguments of a launch by name.
func scalars(args []sim.Arg) map[string]int64 {
	m := map[string]int64{}
	for _, a := range args {
		if a.IsBuffer {
			continue
		}
		var v int64
		for i := len(a.Value) - 1; i >= 0; i-- {
			v = v<<8 | int64(a.Value[i])
		}
		m[a.Name] = v
	}
	return m
}
