package ipet

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestGraphCache checks that the per-IPG cache holds at most
// graphCacheSize graphs and that a graph solved again after its entry was
// dropped (or while it is cached) gets the same answer, equal to the
// hand-computed divloop bound.
func TestGraphCache(t *testing.T) {
	ig, loop, w := exampletest.Divloop(t)
	solve := func() int64 {
		t.Helper()
		res, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: map[*cfg.Loop]LoopBound{loop: {Max: 8}}})
		if err != nil {
			t.Fatal(err)
		}
		return res.Bound
	}
	const want = 5 + 20 + 7*30 + 4 + 2 + 6 // TestDivloopBounds, max 8
	if got := solve(); got != want {
		t.Fatalf("first solve: %d, want %d", got, want)
	}
	if got := solve(); got != want {
		t.Fatalf("cached: %d, want %d", got, want)
	}
	// Other graphs push it out.
	for i := 0; i < graphCacheSize+1; i++ {
		infoOf(exampletest.IPG(t, "divloop", ipg.Thesis))
	}
	graphCache.Lock()
	n, held := len(graphCache.graphs), false
	for _, g := range graphCache.graphs {
		held = held || g == ig
	}
	graphCache.Unlock()
	if n > graphCacheSize || held {
		t.Fatalf("cache holds %d graphs (limit %d), the first among them: %v", n, graphCacheSize, held)
	}
	if got := solve(); got != want {
		t.Fatalf("after eviction: %d, want %d", got, want)
	}
	// Each edge's segment and flow row are the graph's own.
	gi := infoOf(ig)
	for _, e := range ig.Edges {
		if gi.segs[e.ID].e != e {
			t.Fatalf("segment %d is of edge %s, not %s", e.ID, gi.segs[e.ID].e, e)
		}
	}
	for _, v := range ig.IPTs {
		var sum float64
		for _, x := range gi.flow[v.ID] {
			e := ig.Edges[x.col]
			if (x.val == 1) != (e.From == v) || (x.val == -1) != (e.To == v) {
				t.Fatalf("flow row of %s: %v for edge %s", v, x.val, e)
			}
			sum += x.val
		}
		if int(sum) != len(gi.out[v.ID])-len(gi.in[v.ID]) {
			t.Fatalf("flow row of %s sums to %v, out - in = %d", v, sum, len(gi.out[v.ID])-len(gi.in[v.ID]))
		}
	}
}
