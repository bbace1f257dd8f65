// Package ipg places instrumentation points (IPTs) in a kernel's CFG and builds
// the IPT graph (IPG) over them (thesis 5.2.3; Betts et al.).
//
// An IPT is a program point: one instruction. Its timestamp in a trace is the
// cycle at which a wavefront issues that instruction; the end IPT's is the
// cycle at which s_endpgm completes. An IPG edge a→b stands for every CFG path
// from a to b that meets no other IPT, so the time between consecutive IPTs in
// a trace is one observation of one IPG edge. The package keeps, per IPG edge,
// the CFG edges its paths use (for pictures and loop bookkeeping) but never
// enumerates paths, whose number can grow exponentially.
package ipg

import (
	"fmt"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Placement selects where IPTs go.
type Placement int

const (
	// Thesis places IPTs at the kernel start, every exec-skip branch, every
	// loop-back branch, every join of an exec-skip branch and the kernel end.
	Thesis Placement = iota
	// Blocks places an IPT at the start of every basic block (and the end),
	// giving one IPG edge per CFG edge: finer traces, more IPET variables.
	Blocks
)

// ParsePlacement reads "thesis" or "blocks".
func ParsePlacement(s string) (Placement, error) {
	switch s {
	case "thesis", "":
		return Thesis, nil
	case "blocks":
		return Blocks, nil
	}
	return 0, fmt.Errorf("unknown IPT placement %q: want thesis or blocks", s)
}

func (p Placement) String() string {
	if p == Blocks {
		return "blocks"
	}
	return "thesis"
}

// Kind says why an IPT is there; one IPT can have several kinds.
type Kind uint8

const (
	Start      Kind = 1 << iota // first instruction of the kernel
	Divergent                   // an exec-skip branch (s_cbranch_execz/execnz)
	LoopBack                    // the branch (or last instruction) closing a loop
	Join                        // first instruction of an exec-skip branch's join block
	End                         // s_endpgm
	BlockStart                  // first instruction of a block (Blocks placement)
	LoopHeader                  // first instruction of a loop header whose latch is empty
)

var kindNames = []struct {
	k    Kind
	name string
}{{Start, "start"}, {Divergent, "div"}, {LoopBack, "back"}, {Join, "join"}, {End, "end"}, {BlockStart, "block"}, {LoopHeader, "header"}}

// String lists the kinds joined by "+", e.g. "div+back".
func (k Kind) String() string {
	var parts []string
	for _, kn := range kindNames {
		if k&kn.k != 0 {
			parts = append(parts, kn.name)
		}
	}
	return strings.Join(parts, "+")
}

// IPT is an instrumentation point.
type IPT struct {
	ID int
	// Name is stable and readable: "start", "end", or KIND@BLOCK with the
	// instruction index when it is not the block's first or last, e.g.
	// "div@%bb.0", "join@.LBB0_4", "back@.LBB0_2".
	Name  string
	Kinds Kind
	Block *cfg.Block
	Index int // instruction index within Block
}

// Instr returns the probed instruction.
func (p *IPT) Instr() *asm.Instruction { return p.Block.Instrs[p.Index] }

func (p *IPT) String() string { return p.Name }

// Outcome is the direction a branch IPT took at the start of a segment.
type Outcome uint8

const (
	// Any: From is not a conditional branch, all paths to To are one edge.
	Any Outcome = iota
	// Taken and NotTaken: From is a conditional branch (exec-skip or loop-back)
	// and the segment starts with that outcome. Traces record it, so the thesis'
	// "enter b" and "skip b" (Fig. 5.4) stay distinct edges between the same IPTs.
	Taken
	NotTaken
)

func (o Outcome) String() string {
	switch o {
	case Taken:
		return "taken"
	case NotTaken:
		return "not-taken"
	}
	return ""
}

// Edge is an IPG edge: the IPT-free CFG paths from From to To that start
// with the branch outcome Outcome.
type Edge struct {
	ID       int
	From, To *IPT
	Outcome  Outcome
	// CFGEdges are the CFG edges lying on some path of this IPG edge, by ID.
	CFGEdges []*cfg.Edge
	// Blocks are the blocks some path touches, in layout order: From's block,
	// the blocks passed through, and To's block (whose instructions before To
	// run in this segment; none do when To is its first instruction).
	Blocks []*cfg.Block
	// BackOf lists the loops whose back edge the paths of this edge cross. Only
	// a loop-back IPT's segments start with a back edge, and its taken and
	// not-taken segments are separate edges, so either every path of an edge
	// crosses a given back edge or none does.
	BackOf []*cfg.Loop
	// Enters lists the loops whose header some path enters from outside the loop.
	Enters []*cfg.Loop
}

func (e *Edge) String() string {
	if e.Outcome != Any {
		return e.From.Name + "-" + e.Outcome.String() + "->" + e.To.Name
	}
	return e.From.Name + "->" + e.To.Name
}

// Graph is the IPG of one kernel.
type Graph struct {
	CFG       *cfg.Graph
	Placement Placement
	IPTs      []*IPT // in layout order
	Edges     []*Edge
	Start     *IPT
	Ends      []*IPT
}

// IPT returns the IPT with the given name, or nil.
func (g *Graph) IPT(name string) *IPT {
	for _, p := range g.IPTs {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Edge returns the edge from a to b with outcome o, or nil.
func (g *Graph) Edge(a, b *IPT, o Outcome) *Edge {
	for _, e := range g.Edges {
		if e.From == a && e.To == b && e.Outcome == o {
			return e
		}
	}
	return nil
}

// Out returns the edges leaving p.
func (g *Graph) Out(p *IPT) []*Edge {
	var out []*Edge
	for _, e := range g.Edges {
		if e.From == p {
			out = append(out, e)
		}
	}
	return out
}

// point is an instruction position.
type point struct {
	block, index int
}

// Build places IPTs and builds the IPG.
func Build(g *cfg.Graph, p Placement) (*Graph, error) {
	return connect(g, p, placeIPTs(g, p))
}

// placeIPTs returns the kinds of IPT at each instruction position.
func placeIPTs(g *cfg.Graph, p Placement) map[point]Kind {
	kinds := map[point]Kind{}
	add := func(b *cfg.Block, i int, k Kind) {
		if len(b.Instrs) == 0 {
			return // empty blocks hold no instruction to probe; paths run through them
		}
		kinds[point{b.ID, i}] |= k
	}
	add(g.Blocks[0], 0, Start)
	for _, b := range g.Exits {
		if last := b.Last(); last != nil && strings.HasPrefix(last.Op, "s_endpgm") {
			add(b, len(b.Instrs)-1, End)
		} else {
			add(b, len(b.Instrs)-1, End) // device-function return
		}
	}
	if p == Blocks {
		for _, b := range g.Blocks {
			add(b, 0, BlockStart)
		}
		return kinds
	}
	for _, br := range g.Branches {
		if br.Class == cfg.ExecSkip {
			add(br.Block, len(br.Block.Instrs)-1, Divergent)
			if br.Join != nil {
				add(br.Join, 0, Join)
			}
		}
	}
	for _, e := range g.Edges {
		if !e.Back {
			continue
		}
		if len(e.From.Instrs) > 0 {
			add(e.From, len(e.From.Instrs)-1, LoopBack)
		} else {
			add(e.To, 0, LoopHeader) // an empty latch: probe the header instead
		}
	}
	return kinds
}

// connect builds IPTs from kinds and finds the edges between them.
func connect(g *cfg.Graph, p Placement, kinds map[point]Kind) (*Graph, error) {
	ig := &Graph{CFG: g, Placement: p}
	pts := make([]point, 0, len(kinds))
	for pt := range kinds {
		pts = append(pts, pt)
	}
	sort.Slice(pts, func(i, j int) bool {
		if pts[i].block != pts[j].block {
			return pts[i].block < pts[j].block
		}
		return pts[i].index < pts[j].index
	})
	at := map[point]*IPT{}
	perBlock := map[int][]*IPT{}
	for _, pt := range pts {
		b := g.Blocks[pt.block]
		ipt := &IPT{ID: len(ig.IPTs), Kinds: kinds[pt], Block: b, Index: pt.index}
		ipt.Name = iptName(ipt)
		ig.IPTs = append(ig.IPTs, ipt)
		at[pt] = ipt
		perBlock[b.ID] = append(perBlock[b.ID], ipt)
		if ipt.Kinds&Start != 0 {
			ig.Start = ipt
		}
		if ipt.Kinds&End != 0 {
			ig.Ends = append(ig.Ends, ipt)
		}
	}
	dedupeNames(ig.IPTs)
	for _, a := range ig.IPTs {
		if a.Kinds&End != 0 && a.Index == len(a.Block.Instrs)-1 && len(a.Block.Succs) == 0 {
			continue // nothing follows the end
		}
		if err := ig.edgesFrom(a, perBlock); err != nil {
			return nil, err
		}
	}
	return ig, nil
}

// iptName builds a readable name from the IPT's main kind and block.
func iptName(p *IPT) string {
	switch {
	case p.Kinds&Start != 0:
		return "start"
	case p.Kinds&End != 0:
		return "end"
	}
	prefix := "ipt"
	for _, kn := range kindNames {
		if p.Kinds&kn.k != 0 {
			prefix = kn.name
			break
		}
	}
	name := prefix + "@" + p.Block.Name
	if p.Index != 0 && p.Index != len(p.Block.Instrs)-1 {
		name += fmt.Sprintf("+%d", p.Index)
	}
	return name
}

// dedupeNames appends #2, #3 to names used more than once (several exits).
func dedupeNames(ipts []*IPT) {
	seen := map[string]int{}
	for _, p := range ipts {
		seen[p.Name]++
		if n := seen[p.Name]; n > 1 {
			p.Name = fmt.Sprintf("%s#%d", p.Name, n)
		}
	}
}

// edgesFrom finds every IPT reachable from a without meeting another IPT and
// records one IPG edge per target with the CFG edges of the connecting paths.
func (ig *Graph) edgesFrom(a *IPT, perBlock map[int][]*IPT) error {
	// Another IPT later in a's own block ends the segment right there.
	for _, q := range perBlock[a.Block.ID] {
		if q.Index > a.Index {
			ig.addEdge(a, q, Any, nil, []*cfg.Block{a.Block})
			return nil
		}
	}
	last := a.Block.Last()
	if a.Index == len(a.Block.Instrs)-1 && len(a.Block.Succs) == 2 && last != nil && strings.HasPrefix(last.Op, "s_cbranch_") {
		for _, e := range a.Block.Succs {
			o := Taken
			if e.Kind == cfg.NotTaken {
				o = NotTaken
			}
			if err := ig.search(a, o, []*cfg.Edge{e}, perBlock); err != nil {
				return err
			}
		}
		return nil
	}
	return ig.search(a, Any, a.Block.Succs, perBlock)
}

// search explores IPT-free paths from a that start with the given CFG edges.
func (ig *Graph) search(a *IPT, o Outcome, first []*cfg.Edge, perBlock map[int][]*IPT) error {
	g := ig.CFG
	// A block whose first IPT is at index 0 is a stop (the segment ends on
	// entry); a block with no IPT is passed through.
	firstIPT := func(b *cfg.Block) *IPT {
		if ps := perBlock[b.ID]; len(ps) > 0 {
			return ps[0]
		}
		return nil
	}
	reached := map[int]bool{}         // blocks passed through (no IPT in them)
	var used []*cfg.Edge              // CFG edges explored
	targets := map[*IPT][]*cfg.Edge{} // target → edges into its block
	var order []*IPT
	stack := append([]*cfg.Edge(nil), first...)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		used = append(used, e)
		if q := firstIPT(e.To); q != nil {
			if _, ok := targets[q]; !ok {
				order = append(order, q)
			}
			targets[q] = append(targets[q], e)
			continue
		}
		// (a's own block always has an IPT, so re-entering it stops above.)
		if reached[e.To.ID] {
			continue
		}
		reached[e.To.ID] = true
		if len(e.To.Succs) == 0 {
			return fmt.Errorf("%s: block %s ends the kernel without an end IPT", e.To.Pos, e.To.Name)
		}
		stack = append(stack, e.To.Succs...)
	}
	// For each target keep the explored edges that lie on a path to it: walk
	// backwards from its incoming edges through pass-through blocks.
	sort.Slice(order, func(i, j int) bool { return order[i].ID < order[j].ID })
	explored := make(map[int]bool, len(used))
	for _, e := range used {
		explored[e.ID] = true
	}
	for _, q := range order {
		onPath := map[int]bool{}
		blocks := map[int]bool{a.Block.ID: true}
		work := append([]*cfg.Edge(nil), targets[q]...)
		for len(work) > 0 {
			e := work[len(work)-1]
			work = work[:len(work)-1]
			// Only edges this search explored lie on IPT-free paths from a: a
			// pass-through block may also be entered from elsewhere (a loop's
			// latch, another IPT's segment), and those edges are not ours.
			if onPath[e.ID] || !explored[e.ID] {
				continue
			}
			onPath[e.ID] = true
			if e.From != a.Block {
				blocks[e.From.ID] = true
				work = append(work, e.From.Preds...)
			}
		}
		var es []*cfg.Edge
		for _, e := range used {
			if onPath[e.ID] {
				es = append(es, e)
				onPath[e.ID] = false // once
			}
		}
		sort.Slice(es, func(i, j int) bool { return es[i].ID < es[j].ID })
		blocks[q.Block.ID] = true
		var bs []*cfg.Block
		for _, b := range g.Blocks {
			if blocks[b.ID] {
				bs = append(bs, b)
			}
		}
		ig.addEdge(a, q, o, es, bs)
	}
	return nil
}

func (ig *Graph) addEdge(a, b *IPT, o Outcome, es []*cfg.Edge, blocks []*cfg.Block) {
	e := &Edge{ID: len(ig.Edges), From: a, To: b, Outcome: o, CFGEdges: es, Blocks: blocks}
	for _, l := range ig.CFG.Loops {
		back, entry := false, false
		for _, ce := range es {
			if ce.Back && ce.To == l.Header {
				back = true
			}
			if ce.To == l.Header && !l.Contains(ce.From) {
				entry = true
			}
		}
		if back {
			e.BackOf = append(e.BackOf, l)
		}
		if entry {
			e.Enters = append(e.Enters, l)
		}
	}
	ig.Edges = append(ig.Edges, e)
}
