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
	"slices"
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
	// Room for about every IPT the placement makes, so the map rarely rehashes.
	room := len(g.Exits) + 1
	if p == Blocks {
		room += len(g.Blocks)
	} else {
		room += 2*len(g.Branches) + len(g.Loops)
	}
	kinds := make(map[point]Kind, room)
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
//
// It runs in O(blocks + CFG edges + size of the result), the result's size
// being the CFG edges and blocks listed by all IPG edges together (each list
// is also sorted, a log factor on its own length). That is linear in the
// CFG's size whenever each CFG edge lies on a bounded number of IPG edges,
// as in compiler output: every search (one per IPT and branch outcome)
// explores only CFG edges that lie on an IPT-free path to one of its targets
// (every cycle holds an IPT, a loop-back IPT or, with Blocks, any block's, so
// no search wanders), hence only what it records; the backward walk per target follows only that search's
// explored edges, and nothing else is scanned per edge: the arrays of the
// builder are allocated once and reset by stamps, and loops are found by
// their header.
func connect(g *cfg.Graph, p Placement, kinds map[point]Kind) (*Graph, error) {
	ig := &Graph{CFG: g, Placement: p}
	ig.addIPTs(kinds)
	b := newBuilder(ig)
	for _, a := range ig.IPTs {
		if a.Kinds&End != 0 && a.Index == len(a.Block.Instrs)-1 && len(a.Block.Succs) == 0 {
			continue // nothing follows the end
		}
		if err := b.edgesFrom(a); err != nil {
			return nil, err
		}
	}
	return ig, nil
}

// addIPTs creates the IPTs in layout order, so IDs follow (block,
// instruction) and the IPTs of one block are consecutive.
func (ig *Graph) addIPTs(kinds map[point]Kind) {
	for _, pt := range layoutOrder(kinds, len(ig.CFG.Blocks)) {
		ipt := &IPT{ID: len(ig.IPTs), Kinds: kinds[pt], Block: ig.CFG.Blocks[pt.block], Index: pt.index}
		ipt.Name = iptName(ipt)
		ig.IPTs = append(ig.IPTs, ipt)
		if ipt.Kinds&Start != 0 {
			ig.Start = ipt
		}
		if ipt.Kinds&End != 0 {
			ig.Ends = append(ig.Ends, ipt)
		}
	}
	dedupeNames(ig.IPTs)
}

// layoutOrder returns the points by block, then by instruction. It buckets
// them by block (a counting sort, linear where a comparison sort of all
// points was the largest cost of building big IPGs) and sorts each block's
// few points by index.
func layoutOrder(kinds map[point]Kind, blocks int) []point {
	start := make([]int, blocks+1) // start[b]: where block b's points go
	for pt := range kinds {
		start[pt.block+1]++
	}
	for b := range blocks {
		start[b+1] += start[b]
	}
	pts := make([]point, len(kinds))
	for pt := range kinds {
		pts[start[pt.block]] = pt
		start[pt.block]++
	}
	// start[b] is now the end of block b's points.
	from := 0
	for b := range blocks {
		slices.SortFunc(pts[from:start[b]], func(x, y point) int { return x.index - y.index })
		from = start[b]
	}
	return pts
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

// builder finds the IPG edges. Its arrays are indexed by block or CFG edge
// ID and allocated once; a search or walk marks what it touches with a stamp
// of its own instead of clearing them, so each costs only what it visits.
type builder struct {
	ig       *Graph
	firstIPT []*IPT      // by block: its first IPT; nil for a block paths pass through
	headerOf []*cfg.Loop // by block: the loop it heads, or nil

	// One search from an IPT.
	search   int32
	reached  []int32 // by block: the last search that passed through it
	predHead []int32 // by block: its last explored in-edge, an index in preds, -1 for none
	preds    []predLink
	hits     []hit
	stack    []*cfg.Edge

	// One backward walk from a target.
	walk   int32
	onPath []int32 // by CFG edge: the last walk that put it on a path
	inPath []int32 // by block: the last walk that put it on a path
	work   []*cfg.Edge
}

// predLink chains the explored edges into one pass-through block, so the
// backward walk never looks at in-edges other searches (or no search) use.
type predLink struct {
	e    *cfg.Edge
	next int32
}

// hit is an explored edge into a block with an IPT, and that block's first IPT.
type hit struct {
	q *IPT
	e *cfg.Edge
}

func newBuilder(ig *Graph) *builder {
	g := ig.CFG
	nb := len(g.Blocks)
	b := &builder{
		ig:       ig,
		firstIPT: make([]*IPT, nb),
		headerOf: make([]*cfg.Loop, nb),
		reached:  make([]int32, nb),
		predHead: make([]int32, nb),
		inPath:   make([]int32, nb),
		onPath:   make([]int32, len(g.Edges)),
	}
	for i := len(ig.IPTs) - 1; i >= 0; i-- { // backwards: the first IPT wins
		b.firstIPT[ig.IPTs[i].Block.ID] = ig.IPTs[i]
	}
	for _, l := range g.Loops {
		b.headerOf[l.Header.ID] = l
	}
	return b
}

// edgesFrom finds every IPT reachable from a without meeting another IPT and
// records one IPG edge per target with the CFG edges of the connecting paths.
func (b *builder) edgesFrom(a *IPT) error {
	// Another IPT later in a's own block ends the segment right there; IPTs
	// are numbered in layout order, so it is the next one.
	if next := a.ID + 1; next < len(b.ig.IPTs) && b.ig.IPTs[next].Block == a.Block {
		b.addEdge(a, b.ig.IPTs[next], Any, nil, []*cfg.Block{a.Block})
		return nil
	}
	last := a.Block.Last()
	if a.Index == len(a.Block.Instrs)-1 && len(a.Block.Succs) == 2 && last != nil && strings.HasPrefix(last.Op, "s_cbranch_") {
		for _, e := range a.Block.Succs {
			o := Taken
			if e.Kind == cfg.NotTaken {
				o = NotTaken
			}
			if err := b.searchFrom(a, o, []*cfg.Edge{e}); err != nil {
				return err
			}
		}
		return nil
	}
	return b.searchFrom(a, Any, a.Block.Succs)
}

// searchFrom explores IPT-free paths from a that start with the given CFG
// edges and adds one IPG edge per IPT they reach, in IPT order.
func (b *builder) searchFrom(a *IPT, o Outcome, first []*cfg.Edge) error {
	if err := b.explore(first); err != nil {
		return err
	}
	// Group the hits by target; within a target the order does not matter
	// (each edge's lists are sorted).
	slices.SortStableFunc(b.hits, func(x, y hit) int { return x.q.ID - y.q.ID })
	for i := 0; i < len(b.hits); {
		j := i + 1
		for j < len(b.hits) && b.hits[j].q == b.hits[i].q {
			j++
		}
		es, blocks := b.pathsTo(a, b.hits[i:j])
		b.addEdge(a, b.hits[i].q, o, es, blocks)
		i = j
	}
	return nil
}

// explore runs one search: a depth-first walk over the CFG edges from first
// that stops at every block holding an IPT (a's own included: re-entering it
// ends the segment) and passes through the others. It records each explored
// edge, as a hit when it enters an IPT's block and otherwise in the list of
// explored in-edges of its target.
func (b *builder) explore(first []*cfg.Edge) error {
	b.search++
	b.preds, b.hits = b.preds[:0], b.hits[:0]
	stack := append(b.stack[:0], first...)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		to := e.To
		if q := b.firstIPT[to.ID]; q != nil {
			b.hits = append(b.hits, hit{q, e})
			continue
		}
		if b.reached[to.ID] != b.search {
			if len(to.Succs) == 0 {
				return fmt.Errorf("%s: block %s ends the kernel without an end IPT", to.Pos, to.Name)
			}
			b.reached[to.ID] = b.search
			b.predHead[to.ID] = -1
			stack = append(stack, to.Succs...)
		}
		b.preds = append(b.preds, predLink{e, b.predHead[to.ID]})
		b.predHead[to.ID] = int32(len(b.preds) - 1)
	}
	b.stack = stack
	return nil
}

// pathsTo returns the CFG edges (by ID) and blocks (in layout order) on the
// explored paths from a to one target, given the explored edges into the
// target's block: it walks backwards from them through pass-through blocks
// along explored edges only, since a pass-through block may also be entered
// from elsewhere (a loop's latch, another IPT's segment), and those edges
// are not on this segment's paths.
func (b *builder) pathsTo(a *IPT, hits []hit) ([]*cfg.Edge, []*cfg.Block) {
	b.walk++
	var es []*cfg.Edge
	ids := b.markBlock(nil, a.Block)
	work := b.work[:0]
	for _, h := range hits {
		work = append(work, h.e)
	}
	for len(work) > 0 {
		e := work[len(work)-1]
		work = work[:len(work)-1]
		if b.onPath[e.ID] == b.walk {
			continue
		}
		b.onPath[e.ID] = b.walk
		es = append(es, e)
		if e.From != a.Block { // a pass-through block this search reached
			ids = b.markBlock(ids, e.From)
			for l := b.predHead[e.From.ID]; l >= 0; l = b.preds[l].next {
				work = append(work, b.preds[l].e)
			}
		}
	}
	b.work = work
	ids = b.markBlock(ids, hits[0].q.Block)
	slices.SortFunc(es, func(x, y *cfg.Edge) int { return x.ID - y.ID })
	slices.Sort(ids)
	blocks := make([]*cfg.Block, len(ids))
	for i, id := range ids {
		blocks[i] = b.ig.CFG.Blocks[id]
	}
	return es, blocks
}

// markBlock adds x's ID to ids unless this walk has it already.
func (b *builder) markBlock(ids []int, x *cfg.Block) []int {
	if b.inPath[x.ID] == b.walk {
		return ids
	}
	b.inPath[x.ID] = b.walk
	return append(ids, x.ID)
}

// addEdge records an IPG edge with the loops whose back edge or entry its
// CFG edges cross, found through the loop each edge's target heads.
func (b *builder) addEdge(from, to *IPT, o Outcome, es []*cfg.Edge, blocks []*cfg.Block) {
	e := &Edge{ID: len(b.ig.Edges), From: from, To: to, Outcome: o, CFGEdges: es, Blocks: blocks}
	for _, ce := range es {
		l := b.headerOf[ce.To.ID]
		if l == nil {
			continue
		}
		if ce.Back {
			e.BackOf = append(e.BackOf, l)
		}
		if !l.Contains(ce.From) {
			e.Enters = append(e.Enters, l)
		}
	}
	e.BackOf, e.Enters = byLoopID(e.BackOf), byLoopID(e.Enters)
	b.ig.Edges = append(b.ig.Edges, e)
}

// byLoopID sorts loops by ID (outer loops first, as cfg lists them) and
// drops repeats (several CFG edges can enter one header).
func byLoopID(ls []*cfg.Loop) []*cfg.Loop {
	slices.SortFunc(ls, func(x, y *cfg.Loop) int { return x.ID - y.ID })
	return slices.Compact(ls)
}
