package ipet

import (
	"sort"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
)

// An IPG edge stands for a set of CFG paths (ipg.Edge). A flow fact about a
// block, a CFG edge or a loop entry therefore holds on an IPG edge either on
// every path ("must") or on some ("may"). The segment type answers which,
// without enumerating paths: something is on every path exactly when
// removing it disconnects the segment's first CFG edges from its last ones.

// segment is one IPG edge's paths: the CFG edges that lie on an IPT-free
// path from e.From to e.To.
//
// ipg.Edge.CFGEdges (and Blocks, Enters, BackOf derived from them) can hold
// more: ipg collects them by walking back from the target through every
// predecessor, also through blocks that hold an IPT, so an edge that skips a
// loop may list the loop's entry. segment recomputes the genuine set from
// CFGEdges (a superset): forward from e.From's block without passing a block
// that holds an IPT, and backward from the edges into e.To's block.
type segment struct {
	e     *ipg.Edge
	edges []*cfg.Edge                // genuine CFG edges, by ID
	out   map[*cfg.Block][]*cfg.Edge // genuine edges by source block
	pass  map[*cfg.Block]bool        // blocks passed through (no IPT in them)
	enter []*cfg.Loop                // loops some path enters, by ID
	back  []*cfg.Loop                // loops whose back edge some path crosses
	all   []*cfg.Loop                // enter and back (loops)
}

// stopBlocks are the blocks that hold an IPT: a path meets an IPT there.
func stopBlocks(g *ipg.Graph) map[*cfg.Block]bool {
	stop := map[*cfg.Block]bool{}
	for _, p := range g.IPTs {
		stop[p.Block] = true
	}
	return stop
}

// newSegment finds e's genuine paths; headers maps each loop header to its
// loop.
func newSegment(e *ipg.Edge, stop map[*cfg.Block]bool, headers map[*cfg.Block]*cfg.Loop) *segment {
	s := findSegment(e, stop, headers)
	s.all = s.findLoops()
	return s
}

func findSegment(e *ipg.Edge, stop map[*cfg.Block]bool, headers map[*cfg.Block]*cfg.Loop) *segment {
	s := &segment{e: e, out: map[*cfg.Block][]*cfg.Edge{}, pass: map[*cfg.Block]bool{}}
	if len(e.CFGEdges) == 0 {
		return s // a segment inside one block
	}
	out := map[*cfg.Block][]*cfg.Edge{}
	in := map[*cfg.Block][]*cfg.Edge{}
	for _, x := range e.CFGEdges {
		out[x.From] = append(out[x.From], x)
		in[x.To] = append(in[x.To], x)
	}
	from, to := e.From.Block, e.To.Block
	fwd := map[*cfg.Edge]bool{}
	stack := append([]*cfg.Edge(nil), out[from]...)
	var finals []*cfg.Edge
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if fwd[x] {
			continue
		}
		fwd[x] = true
		switch {
		case x.To == to:
			finals = append(finals, x)
		case stop[x.To]:
			// another IPT ends this path: not a path of e
		default:
			stack = append(stack, out[x.To]...)
		}
	}
	bwd := map[*cfg.Edge]bool{}
	stack = finals
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if bwd[x] {
			continue
		}
		bwd[x] = true
		if x.From == from {
			continue // a first edge
		}
		for _, y := range in[x.From] {
			if fwd[y] && y.To != to {
				stack = append(stack, y)
			}
		}
	}
	for _, x := range e.CFGEdges {
		if bwd[x] {
			s.edges = append(s.edges, x)
			s.out[x.From] = append(s.out[x.From], x)
			if x.To != to {
				s.pass[x.To] = true
			}
		}
	}
	sort.Slice(s.edges, func(i, j int) bool { return s.edges[i].ID < s.edges[j].ID })
	back, enter := map[*cfg.Loop]bool{}, map[*cfg.Loop]bool{}
	for _, x := range s.edges {
		if l := headers[x.To]; l != nil {
			switch {
			case x.Back:
				s.back = appendLoop(s.back, back, l)
			case !l.Contains(x.From):
				s.enter = appendLoop(s.enter, enter, l)
			}
		}
	}
	sortLoops(s.back)
	sortLoops(s.enter)
	return s
}

// appendLoop appends l to ls unless seen (the set of ls) has it; the
// caller sorts once (a sort per append made deep nests cubic).
func appendLoop(ls []*cfg.Loop, seen map[*cfg.Loop]bool, l *cfg.Loop) []*cfg.Loop {
	if seen[l] {
		return ls
	}
	seen[l] = true
	return append(ls, l)
}

func sortLoops(ls []*cfg.Loop) {
	sort.Slice(ls, func(i, j int) bool { return ls[i].ID < ls[j].ID })
}

// runsBlock reports whether one traversal of the segment executes block b
// (its first instruction), on every path (must) and on some path (may).
//
// A traversal covers the instructions from e.From (inclusive) to e.To
// (exclusive; inclusive for the end IPT, whose timestamp is taken when
// s_endpgm completes). So b runs in e when
//   - b is e.From's block and e.From is b's first instruction, or
//   - the paths enter b = e.To's block at its top and e.To is not b's first
//     instruction (or is the end IPT), or
//   - the paths pass through b (a block without IPT).
//
// A block entered at an IPT on its first instruction runs in the NEXT
// segment, the one leaving that IPT. Each path enters a block at most once
// (every CFG cycle holds an IPT), so the count per traversal is 0 or 1.
func (s *segment) runsBlock(b *cfg.Block) (must, may bool) {
	e := s.e
	if b == e.From.Block && e.From.Index == 0 {
		return true, true
	}
	if len(s.edges) == 0 {
		return false, false
	}
	if b == e.To.Block {
		run := e.To.Index > 0 || e.To.Kinds&ipg.End != 0
		return run, run
	}
	if !s.pass[b] {
		return false, false
	}
	return !s.avoidable(b, nil), true
}

// usesEdge reports whether one traversal crosses CFG edge ce, on every path
// (must) or on some (may).
func (s *segment) usesEdge(ce *cfg.Edge) (must, may bool) {
	return s.uses(func(x *cfg.Edge) bool { return x == ce })
}

// entersLoop reports whether one traversal enters loop l's header from
// outside l, on every path (must) or on some (may).
func (s *segment) entersLoop(l *cfg.Loop) (must, may bool) {
	if !hasLoop(s.enter, l) {
		return false, false
	}
	return s.uses(func(x *cfg.Edge) bool { return x.To == l.Header && !l.Contains(x.From) })
}

// backOf reports whether one traversal crosses a back edge of l.
func (s *segment) backOf(l *cfg.Loop) (must, may bool) {
	if !hasLoop(s.back, l) {
		return false, false
	}
	return s.uses(func(x *cfg.Edge) bool { return x.Back && x.To == l.Header })
}

func (s *segment) uses(pred func(*cfg.Edge) bool) (must, may bool) {
	for _, x := range s.edges {
		if pred(x) {
			return !s.avoidable(nil, pred), true
		}
	}
	return false, false
}

// loops lists the loops the segment may enter or iterate, sorted; the
// caller must not modify it.
func (s *segment) loops() []*cfg.Loop { return s.all }

func (s *segment) findLoops() []*cfg.Loop {
	ls := append([]*cfg.Loop(nil), s.enter...)
	seen := make(map[*cfg.Loop]bool, len(ls))
	for _, l := range ls {
		seen[l] = true
	}
	for _, l := range s.back {
		ls = appendLoop(ls, seen, l)
	}
	sortLoops(ls)
	return ls
}

func hasLoop(ls []*cfg.Loop, l *cfg.Loop) bool {
	for _, x := range ls {
		if x == l {
			return true
		}
	}
	return false
}

// avoidable reports whether some path of the segment avoids block skipBlock
// (never entering it) and every CFG edge for which skipEdge holds. Either
// may be nil.
func (s *segment) avoidable(skipBlock *cfg.Block, skipEdge func(*cfg.Edge) bool) bool {
	seen := map[*cfg.Edge]bool{}
	stack := append([]*cfg.Edge(nil), s.out[s.e.From.Block]...)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		if (skipEdge != nil && skipEdge(x)) || x.To == skipBlock {
			continue
		}
		if x.To == s.e.To.Block {
			return true
		}
		stack = append(stack, s.out[x.To]...)
	}
	return false
}

// graphCache holds what the IPET derives from an IPG alone, for the
// graphs solved last: each edge's segment (from its CFG edges, the blocks
// holding IPTs and the loop headers) and the edges out of and into each
// IPT. A role's variants, the roles of a kernel and the markings of a
// split-point search solve many problems on one IPG. The cache is bounded
// (graphCacheSize graphs, the least recently used dropped first); nothing
// in it is modified once built, so problems share it.
var graphCache struct {
	sync.Mutex
	graphs []*ipg.Graph
	infos  []*graphInfo
}

const graphCacheSize = 4

type graphInfo struct {
	segs    []*segment    // by edge ID
	out, in [][]*ipg.Edge // by IPT ID, edges in ID order
	// flow[v] is IPT v's flow conservation row, out - in (nonzero
	// entries by column), flowName[v] its name.
	flow     [][]entry
	flowName []string
	// loops holds each loop's edges for its rows, but for implicit,
	// which depends on the problem's start (model.loopEdgesOf).
	loops map[*cfg.Loop]*loopEdges
}

// infoOf returns g's graphInfo.
func infoOf(g *ipg.Graph) *graphInfo {
	c := &graphCache
	c.Lock()
	for i, h := range c.graphs {
		if gi := c.infos[i]; h == g && len(gi.segs) == len(g.Edges) && len(gi.out) == len(g.IPTs) {
			// Move to the front (most recently used).
			copy(c.graphs[1:i+1], c.graphs[:i])
			copy(c.infos[1:i+1], c.infos[:i])
			c.graphs[0], c.infos[0] = g, gi
			c.Unlock()
			return gi
		}
	}
	c.Unlock()
	gi := &graphInfo{segs: make([]*segment, len(g.Edges)), out: make([][]*ipg.Edge, len(g.IPTs)), in: make([][]*ipg.Edge, len(g.IPTs))}
	stop := stopBlocks(g)
	headers := map[*cfg.Block]*cfg.Loop{}
	for _, l := range g.CFG.Loops {
		headers[l.Header] = l
	}
	for i, e := range g.Edges {
		gi.segs[i] = newSegment(e, stop, headers)
		gi.out[e.From.ID] = append(gi.out[e.From.ID], e)
		gi.in[e.To.ID] = append(gi.in[e.To.ID], e)
	}
	gi.flow, gi.flowName = make([][]entry, len(g.IPTs)), make([]string, len(g.IPTs))
	for _, v := range g.IPTs {
		var ents []entry
		for _, e := range gi.out[v.ID] {
			if e.To != v { // a self loop's out and in cancel
				ents = append(ents, entry{e.ID, 1})
			}
		}
		for _, e := range gi.in[v.ID] {
			if e.From != v {
				ents = append(ents, entry{e.ID, -1})
			}
		}
		sort.Slice(ents, func(i, j int) bool { return ents[i].col < ents[j].col })
		gi.flow[v.ID], gi.flowName[v.ID] = ents, "flow_"+v.Name
	}
	gi.loops = loopEdgesByLoop(g, gi.segs)
	c.Lock()
	c.graphs = append([]*ipg.Graph{g}, c.graphs...)
	c.infos = append([]*graphInfo{gi}, c.infos...)
	if len(c.graphs) > graphCacheSize {
		c.graphs[graphCacheSize], c.infos[graphCacheSize] = nil, nil
		c.graphs, c.infos = c.graphs[:graphCacheSize], c.infos[:graphCacheSize]
	}
	c.Unlock()
	return gi
}
