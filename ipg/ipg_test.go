package ipg_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

func edgeNames(ig *ipg.Graph) string {
	var s []string
	for _, e := range ig.Edges {
		s = append(s, e.String())
	}
	return strings.Join(s, " ")
}

// TestFigure54Shape: the thesis Fig. 5.4 segments a..e are distinct IPG edges
// of the if/else example: a = start→div1, b/c = div1 not-taken/taken → div2,
// d/e = div2 not-taken/taken → join.
func TestFigure54Shape(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	want := "start->div@%bb.0 div@%bb.0-taken->div@.LBB0_2 div@%bb.0-not-taken->div@.LBB0_2 " +
		"div@.LBB0_2-taken->join@.LBB0_4 div@.LBB0_2-not-taken->join@.LBB0_4 join@.LBB0_4->end"
	if got := edgeNames(ig); got != want {
		t.Errorf("edges\n got %s\nwant %s", got, want)
	}
	if k := ig.IPT("div@.LBB0_2").Kinds; k != ipg.Divergent {
		t.Errorf("flow-block IPT kinds %s", k)
	}
	if ig.Start.Name != "start" || len(ig.Ends) != 1 || ig.Ends[0].Instr().Op != "s_endpgm" {
		t.Errorf("start %s ends %v", ig.Start, ig.Ends)
	}
	// b runs the then-body: its CFG edges are not-taken + fall-through.
	b := ig.Edge(ig.IPT("div@%bb.0"), ig.IPT("div@.LBB0_2"), ipg.NotTaken)
	if len(b.CFGEdges) != 2 || b.CFGEdges[0].Kind != cfg.NotTaken || b.CFGEdges[1].Kind != cfg.FallThrough || len(b.Blocks) != 3 {
		t.Errorf("b: edges %v blocks %v", b.CFGEdges, b.Blocks)
	}
}

func TestDivergentLoop(t *testing.T) {
	ig := exampletest.IPG(t, "divloop", ipg.Thesis)
	loopIPT := ig.IPT("div@.LBB0_2")
	if loopIPT == nil || loopIPT.Kinds != ipg.Divergent|ipg.LoopBack {
		t.Fatalf("loop IPT %v", loopIPT)
	}
	self := ig.Edge(loopIPT, loopIPT, ipg.Taken)
	if self == nil || len(self.BackOf) != 1 || self.BackOf[0].Header.Name != ".LBB0_2" {
		t.Fatalf("self edge %v", self)
	}
	entry := ig.Edge(ig.IPT("div@%bb.0"), loopIPT, ipg.NotTaken)
	if entry == nil || len(entry.Enters) != 1 || len(entry.BackOf) != 0 {
		t.Fatalf("entry edge %v", entry)
	}
}

// TestCoverage: on every example and placement, the IPG edges together use
// every CFG edge, every IPT but the start has an incoming edge, every IPT but
// an end has an outgoing edge, and names are unique.
func TestCoverage(t *testing.T) {
	for _, name := range examples.Names() {
		_, g := exampletest.Load(t, name)
		for _, p := range []ipg.Placement{ipg.Thesis, ipg.Blocks} {
			ig, err := ipg.Build(g, p)
			if err != nil {
				t.Fatalf("%s/%s: %v", name, p, err)
			}
			used := make([]bool, len(g.Edges))
			in := map[*ipg.IPT]bool{}
			out := map[*ipg.IPT]bool{}
			for _, e := range ig.Edges {
				for _, ce := range e.CFGEdges {
					used[ce.ID] = true
				}
				out[e.From] = true
				in[e.To] = true
			}
			for i, u := range used {
				if !u {
					t.Errorf("%s/%s: CFG edge %s on no IPG edge", name, p, g.Edges[i])
				}
			}
			names := map[string]bool{}
			for _, q := range ig.IPTs {
				if names[q.Name] {
					t.Errorf("%s/%s: duplicate IPT name %s", name, p, q.Name)
				}
				names[q.Name] = true
				if q != ig.Start && !in[q] {
					t.Errorf("%s/%s: IPT %s has no incoming edge", name, p, q)
				}
				if q.Kinds&ipg.End == 0 && !out[q] {
					t.Errorf("%s/%s: IPT %s has no outgoing edge", name, p, q)
				}
			}
			if p == ipg.Blocks && len(ig.IPTs) != len(g.Blocks)+countMidEnds(g) {
				t.Errorf("%s/blocks: %d IPTs for %d blocks", name, len(ig.IPTs), len(g.Blocks))
			}
		}
	}
}

// countMidEnds counts exits whose s_endpgm is not the block's first instruction
// (they get an end IPT of their own besides the block-start IPT).
func countMidEnds(g *cfg.Graph) int {
	n := 0
	for _, b := range g.Exits {
		if len(b.Instrs) > 1 {
			n++
		}
	}
	return n
}

func TestParsePlacement(t *testing.T) {
	for s, want := range map[string]ipg.Placement{"thesis": ipg.Thesis, "": ipg.Thesis, "blocks": ipg.Blocks} {
		if p, err := ipg.ParsePlacement(s); err != nil || p != want {
			t.Errorf("%q: %v %v", s, p, err)
		}
	}
	if _, err := ipg.ParsePlacement("all"); err == nil || !strings.Contains(err.Error(), "want thesis or blocks") {
		t.Errorf("bad placement: %v", err)
	}
}

func BenchmarkBuildLarge(b *testing.B) {
	_, g := exampletest.Load(b, "large")
	for b.Loop() {
		if _, err := ipg.Build(g, ipg.Thesis); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSkipPathDoesNotEnterLoop: in reduce, the uniform branch at the start
// skips the first loop (.LBB0_2) and rejoins its exit path in a block without
// an IPT; the skipping segment must not claim the loop's entry edge, or IPET
// would let the loop's back edge cycle on the skip path.
func TestSkipPathDoesNotEnterLoop(t *testing.T) {
	ig := exampletest.IPG(t, "reduce", ipg.Thesis)
	e := ig.Edge(ig.Start, ig.IPT("div@.LBB0_5"), ipg.Any)
	if e == nil {
		t.Fatalf("no edge start->div@.LBB0_5 in %s", edgeNames(ig))
	}
	for _, b := range e.Blocks {
		if b.Name == ".LBB0_2" {
			t.Errorf("skip segment runs through the loop: blocks %v", e.Blocks)
		}
	}
	if len(e.Enters) != 0 {
		t.Errorf("skip segment enters %v", e.Enters)
	}
}
