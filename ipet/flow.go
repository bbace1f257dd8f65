package ipet

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
)

// FlowFacts are flow facts that bind to a CFG; a parsed facts file is one
// (docs/flow-facts.md). Binding happens when a Problem is built, so a fact
// that names nothing of the CFG is that Problem's error.
type FlowFacts interface {
	// Bind states the facts about g's loops, blocks and CFG edges; it
	// fails on a fact that names nothing of g.
	Bind(g *cfg.Graph) (*Flow, error)
}

// Flow is what flow facts state about one CFG, in the terms of the program:
// loop limits, and execution counts of blocks and CFG edges (an infeasible
// block or edge is a count of at most 0).
type Flow struct {
	// CFG is the graph the facts are bound to; nil binds to any (a Flow
	// that names nothing).
	CFG        *cfg.Graph
	Loops      []LoopLimit
	Counts     []PlaceCount
	Infeasible []PlaceCount
}

// Bind makes a Flow a FlowFacts of its own CFG: facts already bound.
func (fl *Flow) Bind(g *cfg.Graph) (*Flow, error) {
	if fl.CFG != nil && fl.CFG != g {
		return nil, fmt.Errorf("ipet: flow facts of %s bound to another CFG", fl.CFG.Func.Name)
	}
	return fl, nil
}

// LoopLimit is one loop fact bound to its loop: the header runs at least
// Min and at most Max times per entry and at most Total times in all (each
// -1 when the fact does not say).
type LoopLimit struct {
	Loop            *cfg.Loop
	Min, Max, Total int
	Origin          string // "flow.yaml:7"
}

// PlaceCount is a count or infeasible fact bound to its block or CFG edges:
// the place runs at least Min and at most Max times over the whole run (-1
// when the fact does not say).
type PlaceCount struct {
	N        int    // the fact's number in its file: its row is "fact_<N>"
	Origin   string // "flow.yaml:7"
	Place    string // "block B" or "edge A -> B", for messages
	Block    *cfg.Block
	Edges    []*cfg.Edge // the CFG edges From -> To (usually one) when Block is nil
	Min, Max int
}

// Bounds are the loop bounds the flow states: one per loop fact with a max
// (Origin "facts:FILE:LINE"). A loop fact with only a total bounds the loop
// too, but through its own row.
func (fl *Flow) Bounds() map[*cfg.Loop]LoopBound {
	out := map[*cfg.Loop]LoopBound{}
	for _, ll := range fl.Loops {
		if ll.Max < 0 {
			continue
		}
		min := ll.Min
		if min < 0 {
			min = 0
		}
		out[ll.Loop] = LoopBound{Loop: ll.Loop, Min: min, Max: ll.Max, Origin: "facts:" + ll.Origin}
	}
	return out
}

// on reports whether one traversal of a segment executes the fact's place.
func (pc *PlaceCount) on(s *segment) (must, may bool) {
	if pc.Block != nil {
		return s.runsBlock(pc.Block)
	}
	for _, ce := range pc.Edges {
		mu, ma := s.usesEdge(ce)
		must, may = must || mu, may || ma
	}
	return must, may
}

func samePlace(a, b PlaceCount) bool {
	if a.Block != nil || b.Block != nil {
		return a.Block == b.Block
	}
	return a.Edges[0] == b.Edges[0]
}
