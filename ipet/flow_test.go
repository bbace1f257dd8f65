package ipet

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// The tests of this package state flow facts as package flowfacts binds
// them from a file; origin is the fact's file:line, -1 "not given".

func loopLimit(t testing.TB, g *cfg.Graph, header string, min, max, total int, origin string) LoopLimit {
	t.Helper()
	for _, l := range g.Loops {
		if l.Header.Name == header {
			return LoopLimit{Loop: l, Min: min, Max: max, Total: total, Origin: origin}
		}
	}
	t.Fatalf("no loop at %s", header)
	return LoopLimit{}
}

func blockCount(t testing.TB, g *cfg.Graph, n int, origin, block string, min, max int) PlaceCount {
	t.Helper()
	b := g.Block(block)
	if b == nil {
		t.Fatalf("no block %s", block)
	}
	return PlaceCount{N: n, Origin: origin, Place: "block " + block, Block: b, Min: min, Max: max}
}

func edgeCount(t testing.TB, g *cfg.Graph, n int, origin, from, to string, min, max int) PlaceCount {
	t.Helper()
	pc := PlaceCount{N: n, Origin: origin, Place: "edge " + from + " -> " + to, Min: min, Max: max}
	for _, e := range g.Block(from).Succs {
		if e.To.Name == to {
			pc.Edges = append(pc.Edges, e)
		}
	}
	if len(pc.Edges) == 0 {
		t.Fatalf("no edge %s -> %s", from, to)
	}
	return pc
}

// TestFlowBindsItsCFG: a Flow is the FlowFacts of its own CFG only.
func TestFlowBindsItsCFG(t *testing.T) {
	ig, _, _ := exampletest.Divloop(t)
	other := asmIPG(t, "u.s", []byte(exampletest.UniformIf))
	fl := &Flow{CFG: ig.CFG}
	if got, err := fl.Bind(ig.CFG); got != fl || err != nil {
		t.Errorf("own CFG: %v %v", got, err)
	}
	if _, err := fl.Bind(other.CFG); err == nil {
		t.Error("a Flow bound to another CFG")
	}
	if _, err := (&Flow{}).Bind(other.CFG); err != nil {
		t.Errorf("an empty Flow: %v", err)
	}
}
