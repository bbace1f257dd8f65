package lpsolve

import (
	"math/rand/v2"
	"testing"
)

// flowModel is an IPET-like network LP with 2000 edge variables: a
// layered DAG of 50 layers x 20 nodes, two out-edges per node, plus 20
// source and 20 sink edges. Rows are flow conservation (in - out = 0 per
// node) and total flow = 100; edges have capacities; the objective is a
// maximum-cost flow (the IPET "longest path" shape).
func flowModel(b testing.TB, integer bool) *LP {
	const layers, width = 50, 20
	rng := rand.New(rand.NewPCG(7, 11))
	type edge struct{ from, to int } // node ids; -1 source, -2 sink
	node := func(layer, i int) int { return layer*width + i }
	var edges []edge
	for i := range width {
		edges = append(edges, edge{-1, node(0, i)})
	}
	for k := 0; k < layers-1; k++ {
		for i := range width {
			edges = append(edges, edge{node(k, i), node(k+1, (i+1)%width)})
			edges = append(edges, edge{node(k, i), node(k+1, (i+3+rng.IntN(width-4))%width)})
		}
	}
	for i := range width {
		edges = append(edges, edge{node(layers-1, i), -2})
	}
	nvars := len(edges)
	l, err := New(0, nvars)
	if err != nil {
		b.Fatal(err)
	}
	obj := make([]Entry, nvars)
	in := make([][]int, layers*width)
	out := make([][]int, layers*width)
	var src []Entry
	for e, ed := range edges {
		obj[e] = Entry{e, float64(1 + rng.IntN(100))}
		if ed.from >= 0 {
			out[ed.from] = append(out[ed.from], e)
		} else {
			src = append(src, Entry{e, 1})
		}
		if ed.to >= 0 {
			in[ed.to] = append(in[ed.to], e)
		}
	}
	if err := l.SetObjFnSparse(obj); err != nil {
		b.Fatal(err)
	}
	row := make([]Entry, 0, 8)
	for v := range in {
		row = row[:0]
		for _, e := range in[v] {
			row = append(row, Entry{e, 1})
		}
		for _, e := range out[v] {
			row = append(row, Entry{e, -1})
		}
		if err := l.AddConstraintSparse(row, EQ, 0); err != nil {
			b.Fatal(err)
		}
	}
	if err := l.AddConstraintSparse(src, EQ, 100); err != nil {
		b.Fatal(err)
	}
	for e := range nvars {
		if err := l.SetBounds(e, 0, float64(5+rng.IntN(20))); err != nil {
			b.Fatal(err)
		}
		if integer {
			if err := l.SetInt(e, true); err != nil {
				b.Fatal(err)
			}
		}
	}
	l.SetMaximize()
	return l
}

func BenchmarkFlow2000(b *testing.B) {
	b.Run("build", func(b *testing.B) {
		for b.Loop() {
			flowModel(b, false).Delete()
		}
	})
	for _, bc := range []struct {
		name    string
		integer bool
	}{{"build+solve/LP", false}, {"build+solve/ILP", true}} {
		b.Run(bc.name, func(b *testing.B) {
			var obj float64
			for b.Loop() {
				l := flowModel(b, bc.integer)
				st, err := l.Solve()
				if err != nil || st != OPTIMAL {
					b.Fatalf("%v %v", st, err)
				}
				obj = l.Objective()
				l.Delete()
			}
			b.ReportMetric(obj, "objective")
		})
	}
}
