package render

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Annotation is an analysis' worst case laid over a CFG: what the annotated
// pictures (AnnotatedDOT, AnnotatedHTML) and AnnotatedJSON show. The
// package only draws it; the analyses fill it in (ipet, splitmodel/report).
type Annotation struct {
	// Context is the bound's setting, shown in the title and the JSON.
	Context AnnotationContext
	// BoundCycles is the bound the picture explains; the Blocks' Cycles
	// sum to it exactly (Check).
	BoundCycles int64
	// Blocks has one entry per block (by ID), Edges one per CFG edge,
	// Loops one per loop.
	Blocks []BlockNote
	Edges  []EdgeNote
	Loops  []LoopNote
	// Start is where the analyzed execution begins when it is not the
	// entry (a split child starts at its split branch), else nil.
	Start *cfg.Block
	// Attribution says how segment times were mapped to blocks (legend).
	Attribution string
	// Notes are further lines for the title (warnings, fallbacks).
	Notes []string
	// Lines are the bound's cycles per HIP source line ("FILE:LINE"; ""
	// for instructions without one), largest first: where the time goes
	// in the source. They sum to BoundCycles (empty when not computed).
	Lines []LineNote
}

// LineNote is one HIP source line's share of the bound.
type LineNote struct {
	Src    string
	Cycles int64
}

// AnnotationContext is the setting of an annotated bound.
type AnnotationContext struct {
	// What names the bound: "WCET of one wavefront" or "L^1 of role 1".
	What string
	// Weights are "static" (latency model) or "trace" (measured maxima);
	// Placement is the IPT placement.
	Weights, Placement string
	// S, Role and Mode are set for a role of 'analyze' (S < 0: none).
	S, Role int
	Mode    string
	// Assumption is the role analysis premise the roles were computed
	// under; PremiseHeld says whether the traces kept to it.
	Assumption  string
	PremiseHeld bool
	// KernelBoundCycles is the kernel-level bound of that S and mode
	// (Eq. 5.4 or 5.5), 0 when none.
	KernelBoundCycles int64
	// Model names what the bound is sound against (the latency table or
	// the hardware model, with its file and hash) or, for trace weights,
	// that it is measurement-based; shown in titles, text and JSON.
	Model string
}

// BlockNote is one block's part of the worst case.
type BlockNote struct {
	// Cycles is the block's share of the bound, Count how often the worst
	// case enters it.
	Cycles, Count int64
	// Pruned is non-empty when the analyzed role can never run the block:
	// why ("outcome", "before start", "unreachable").
	Pruned string
}

// EdgeNote is one CFG edge's part of the worst case.
type EdgeNote struct {
	Count  int64
	Pruned bool
}

// LoopNote is the bound a loop had in the analysis.
type LoopNote struct {
	// Bounded is false when the worst case does not reach the loop (no
	// bound was needed).
	Bounded  bool
	Min, Max int
	// Origin is where the bound came from: "facts:flow.yaml:7",
	// "observed in traces", ...
	Origin string
}

// Check verifies that a fits g and that its block cycles sum to the bound.
func (a *Annotation) Check(g *cfg.Graph) error {
	if len(a.Blocks) != len(g.Blocks) || len(a.Edges) != len(g.Edges) || len(a.Loops) != len(g.Loops) {
		return fmt.Errorf("render: annotation of %d blocks, %d edges, %d loops for a CFG of %d, %d, %d",
			len(a.Blocks), len(a.Edges), len(a.Loops), len(g.Blocks), len(g.Edges), len(g.Loops))
	}
	var sum int64
	for _, b := range a.Blocks {
		if b.Cycles < 0 || b.Count < 0 {
			return fmt.Errorf("render: annotation with a negative block time or count")
		}
		sum += b.Cycles
	}
	if sum != a.BoundCycles {
		return fmt.Errorf("render: block contributions sum to %d cycles, the bound is %d", sum, a.BoundCycles)
	}
	return nil
}

// Fold says how AnnotatedDOT simplifies the graph.
type Fold int

const (
	// FoldAuto folds graphs of more than FoldAbove blocks.
	FoldAuto Fold = iota
	// FoldNever draws every block.
	FoldNever
	// FoldAlways folds whatever the size.
	FoldAlways
)

// FoldAbove is the block count above which FoldAuto folds.
const FoldAbove = 40

// ParseFold reads "auto", "on" or "off".
func ParseFold(s string) (Fold, error) {
	switch s {
	case "auto", "":
		return FoldAuto, nil
	case "on":
		return FoldAlways, nil
	case "off":
		return FoldNever, nil
	}
	return 0, fmt.Errorf("unknown fold %q: want auto, on or off", s)
}

// Heat is the colour scale of block contributions: a block whose share of
// the bound is at least Min gets Fill (and Font for its text).
var Heat = []struct {
	Min        float64
	Fill, Font string
}{
	{0.25, "#bd0026", "#ffffff"},
	{0.10, "#f03b20", "#ffffff"},
	{0.05, "#fd8d3c", "#000000"},
	{0.02, "#feb24c", "#000000"},
	{0.005, "#fed976", "#000000"},
	{0, "#ffffb2", "#000000"},
}

const (
	colorCold   = "#ffffff" // fill: off the worst case
	colorPruned = "#e0e0e0" // fill: pruned for the role
	// Heat (yellow to dark red), the worst path (blue), split marks
	// (purple) and back edges (teal) each have their own hue, so that no
	// colour means two things in an annotated picture.
	colorPath      = "#1a56db" // worst-case edges and node borders
	colorSplitMark = "#7b1fa2" // split-marked exec-skip branch: tag and double border
	colorBackEdge  = "#00897b" // back edge off the worst case
	colorOffPath   = "#9e9e9e"
	colorStart     = "#2e7d32"
	annotFontName  = "Helvetica"
)

func heatOf(cycles, bound int64) (fill, font string) {
	if cycles == 0 || bound <= 0 {
		return colorCold, "#000000"
	}
	share := float64(cycles) / float64(bound)
	for _, h := range Heat {
		if share >= h.Min {
			return h.Fill, h.Font
		}
	}
	return Heat[len(Heat)-1].Fill, Heat[len(Heat)-1].Font
}

// Node is one node of an annotated picture: a block, a folded chain of
// blocks, or a collapsed region of cold blocks.
type Node struct {
	ID     string
	Blocks []*cfg.Block // in layout order
	// Loop is the innermost loop drawn around the node (nil: none).
	Loop *cfg.Loop
	// Cycles is the sum of the blocks' cycles; Count the block count of a
	// block or chain, and for a region the worst case's entries into it
	// (the counts of the CFG edges entering it).
	Cycles, Count int64
	Pruned        string
	// Region is set for a collapsed region of two or more cold blocks.
	Region bool
}

// FoldKeep is how many blocks, the costliest, folding keeps apart from
// collapsed regions.
const FoldKeep = 40

// Fold groups g's blocks into the nodes drawn. Without folding every block
// is a node. With folding, the FoldKeep costliest blocks (ties to the
// lower ID), the entry, the exits and the role's start are hot and every
// other block is cold; each run of cold blocks adjacent in layout (one
// range of assembly lines) with the same pruning and drawn in the same
// loop (a loop whose blocks are all cold goes whole into its parent's
// region) becomes one region node, and hot straight-line
// chains (one successor, one predecessor, same loop, count and pruning)
// become one node. It returns the nodes in order of their first block and,
// per block ID, its node's index. Node cycles are the sums of their
// blocks', so the nodes' cycles sum to the bound, and a node is on the
// worst case exactly when one of its blocks is.
func (a *Annotation) Fold(g *cfg.Graph, fold Fold) ([]*Node, []int) {
	n := len(g.Blocks)
	on := fold == FoldAlways || (fold == FoldAuto && n > FoldAbove)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(x, y int) {
		x, y = find(x), find(y)
		if x < y {
			parent[y] = x
		} else if y < x {
			parent[x] = y
		}
	}
	hot := make([]bool, n)
	for _, b := range g.Exits {
		hot[b.ID] = true
	}
	hot[0] = true
	if a.Start != nil {
		hot[a.Start.ID] = true
	}
	order := make([]*cfg.Block, n)
	copy(order, g.Blocks)
	sort.SliceStable(order, func(i, j int) bool { return a.Blocks[order[i].ID].Cycles > a.Blocks[order[j].ID].Cycles })
	for k, b := range order {
		if k < FoldKeep && a.Blocks[b.ID].Cycles > 0 {
			hot[b.ID] = true
		}
	}
	if !on {
		for i := range hot {
			hot[i] = true
		}
	}
	cold := func(b *cfg.Block) bool { return !hot[b.ID] }
	// A cold block is drawn in its innermost loop, or in the parent of the
	// outermost loop around it whose blocks are all cold alike.
	coldLoop := make([]bool, len(g.Loops))
	for _, l := range g.Loops {
		coldLoop[l.ID] = true
		for _, b := range l.Blocks {
			if !cold(b) || a.Blocks[b.ID].Pruned != a.Blocks[l.Header.ID].Pruned {
				coldLoop[l.ID] = false
				break
			}
		}
	}
	ctx := make([]*cfg.Loop, n)
	for _, b := range g.Blocks {
		ctx[b.ID] = b.Loop
		if cold(b) {
			for x := b.Loop; x != nil; x = x.Parent {
				if coldLoop[x.ID] {
					ctx[b.ID] = x.Parent
				}
			}
		}
	}
	if on {
		for _, e := range g.Edges {
			f, t := e.From, e.To
			if f == t {
				continue
			}
			fa, ta := a.Blocks[f.ID], a.Blocks[t.ID]
			if len(f.Succs) == 1 && len(t.Preds) == 1 && !e.Back && f.Loop == t.Loop && t != a.Start &&
				fa.Count == ta.Count && fa.Pruned == ta.Pruned && !cold(f) && !cold(t) {
				union(f.ID, t.ID)
			}
		}
		for i := 1; i < n; i++ {
			f, t := g.Blocks[i-1], g.Blocks[i]
			if cold(f) && cold(t) && a.Blocks[f.ID].Pruned == a.Blocks[t.ID].Pruned && ctx[f.ID] == ctx[t.ID] {
				union(f.ID, t.ID)
			}
		}
	}
	of := make([]int, n)
	idx := map[int]int{}
	var nodes []*Node
	for _, b := range g.Blocks {
		r := find(b.ID)
		k, ok := idx[r]
		if !ok {
			k = len(nodes)
			idx[r] = k
			nodes = append(nodes, &Node{Loop: ctx[b.ID], Pruned: a.Blocks[b.ID].Pruned, Count: a.Blocks[b.ID].Count, Region: cold(b)})
		}
		nd := nodes[k]
		nd.Blocks = append(nd.Blocks, b)
		nd.Cycles += a.Blocks[b.ID].Cycles
		of[b.ID] = k
	}
	for _, nd := range nodes {
		nd.Region = nd.Region && len(nd.Blocks) > 1
		if nd.Region {
			nd.Count = 0
		}
	}
	for _, e := range g.Edges {
		if nd := nodes[of[e.To.ID]]; nd.Region && of[e.From.ID] != of[e.To.ID] {
			nd.Count += a.Edges[e.ID].Count
		}
	}
	w := len(strconv.Itoa(n - 1))
	for _, nd := range nodes {
		nd.ID = fmt.Sprintf("b%0*d", w, nd.Blocks[0].ID)
	}
	return nodes, of
}

// AnnotatedDOT draws g with a as a Graphviz digraph: one box per node of
// a.Fold, filled by its share of the bound (Heat), labelled with its cycles,
// share, worst-case count and HIP lines; the worst case's edges thick red
// with their counts; pruned blocks grey with "PRUNED"; split-marked branches
// with a red double border; loops as clusters labelled with their bound and
// its origin; the bound, its setting and a legend in the title. kernel is
// the name shown (demangled).
func AnnotatedDOT(g *cfg.Graph, a *Annotation, kernel string, fold Fold) (string, error) {
	if err := a.Check(g); err != nil {
		return "", err
	}
	nodes, of := a.Fold(g, fold)
	var b strings.Builder
	b.WriteString("digraph cfg {\n")
	fmt.Fprintf(&b, "\tgraph [rankdir=TB, newrank=true, nodesep=0.25, ranksep=0.3, fontname=%s, fontsize=12, labelloc=t, labeljust=l, label=%s];\n",
		q(annotFontName), a.titleLabel(g, kernel, len(nodes)))
	fmt.Fprintf(&b, "\tnode [shape=box, style=filled, fontname=%s, fontsize=10, margin=\"0.08,0.04\"];\n", q(annotFontName))
	fmt.Fprintf(&b, "\tedge [fontname=%s, fontsize=8, arrowsize=0.7];\n", q(annotFontName))

	// Nodes by their drawing loop; clusters only for loops holding nodes.
	byLoop := map[*cfg.Loop][]*Node{}
	holds := map[*cfg.Loop]bool{}
	for _, nd := range nodes {
		byLoop[nd.Loop] = append(byLoop[nd.Loop], nd)
		for l := nd.Loop; l != nil; l = l.Parent {
			holds[l] = true
		}
	}
	branches := map[*cfg.Block]*cfg.Branch{}
	joins := map[*cfg.Block]bool{}
	for _, br := range g.Branches {
		branches[br.Block] = br
		if br.Join != nil {
			joins[br.Join] = true
		}
	}
	exits := map[*cfg.Block]bool{}
	for _, x := range g.Exits {
		exits[x] = true
	}
	calls := map[*cfg.Block][]string{} // callee names, shown where the time goes
	for _, c := range g.Calls {
		name := "an indirect target"
		if c.Callee != "" {
			name = asm.Demangled(c.Callee)
		}
		calls[c.Block] = append(calls[c.Block], name)
	}
	var emit func(l *cfg.Loop, indent string)
	emit = func(l *cfg.Loop, indent string) {
		for _, nd := range byLoop[l] {
			fmt.Fprintf(&b, "%s%s [%s];\n", indent, nd.ID, a.nodeAttrs(nd, branches, joins, exits, calls))
		}
		for _, c := range childLoops(g, l) {
			if !holds[c] {
				continue
			}
			fmt.Fprintf(&b, "%ssubgraph cluster_L%d {\n", indent, c.ID)
			// The label is a node of the cluster, not its label: edges
			// route around nodes, but cross a cluster's label.
			fmt.Fprintf(&b, "%s\tstyle=\"rounded,filled\"; fillcolor=%s; color=\"#9e9e9e\"; label=\"\";\n",
				indent, q(loopFill[min(c.Depth, len(loopFill))-1]))
			fmt.Fprintf(&b, "%s\tloop_L%d [shape=plaintext, style=\"\", fontsize=10, margin=0, label=%s];\n", indent, c.ID, a.loopLabel(c))
			emit(c, indent+"\t")
			if h := headerNode(nodes, of, c); h != "" {
				fmt.Fprintf(&b, "%s\tloop_L%d -> %s [style=invis, weight=10];\n", indent, c.ID, h)
			}
			fmt.Fprintf(&b, "%s}\n", indent)
		}
	}
	emit(nil, "\t")

	// Edges between nodes; parallel CFG edges between two nodes merge.
	type key struct{ from, to int }
	type agg struct {
		edges  []*cfg.Edge
		count  int64
		pruned bool
	}
	aggs := map[key]*agg{}
	var keys []key
	for _, e := range g.Edges {
		k := key{of[e.From.ID], of[e.To.ID]}
		if k.from == k.to && len(nodes[k.from].Blocks) > 1 && !e.Back {
			continue // inside a folded node
		}
		x := aggs[k]
		if x == nil {
			x = &agg{pruned: true}
			aggs[k] = x
			keys = append(keys, k)
		}
		x.edges = append(x.edges, e)
		x.count += a.Edges[e.ID].Count
		x.pruned = x.pruned && a.Edges[e.ID].Pruned
	}
	for _, k := range keys {
		x := aggs[k]
		fmt.Fprintf(&b, "\t%s -> %s [%s];\n", nodes[k.from].ID, nodes[k.to].ID, annotEdgeAttrs(g, x.edges, x.count, x.pruned))
	}
	b.WriteString("}\n")
	return b.String(), nil
}

// childLoops returns the loops directly inside l (the outermost loops for
// nil), in ID order.
// headerNode is the ID of the node holding loop l's header, "" when the
// header is not drawn inside l's cluster.
func headerNode(nodes []*Node, of []int, l *cfg.Loop) string {
	if nd := nodes[of[l.Header.ID]]; nd.Loop == l {
		return nd.ID
	}
	return ""
}

func childLoops(g *cfg.Graph, l *cfg.Loop) []*cfg.Loop {
	if l != nil {
		return l.Children
	}
	var out []*cfg.Loop
	for _, x := range g.Loops {
		if x.Parent == nil {
			out = append(out, x)
		}
	}
	return out
}

// share formats cycles as a percentage of the bound.
func share(cycles, bound int64) string {
	if bound <= 0 {
		return "0%"
	}
	p := 100 * float64(cycles) / float64(bound)
	switch {
	case cycles == 0:
		return "0%"
	case p < 0.1:
		return "<0.1%"
	case p < 10:
		return strconv.FormatFloat(p, 'f', 1, 64) + "%"
	}
	return strconv.FormatFloat(p, 'f', 0, 64) + "%"
}

// Describe is the one-line setting of the bound (the title's second line).
func (c AnnotationContext) Describe(bound int64) string {
	s := fmt.Sprintf("%s: %d cycles", c.What, bound)
	var parts []string
	if c.S >= 0 {
		parts = append(parts, fmt.Sprintf("S = %d", c.S), fmt.Sprintf("role %d", c.Role))
		if c.Mode != "" {
			parts = append(parts, c.Mode+" runs")
		}
	}
	parts = append(parts, c.Weights+" weights", c.Placement+" IPTs")
	if c.Assumption != "" {
		p := "premise " + c.Assumption + " held"
		if !c.PremiseHeld {
			p = "worst-case premise FAILED: " + c.Assumption + " roles"
		}
		parts = append(parts, p)
	}
	s += " (" + strings.Join(parts, ", ") + ")"
	if c.KernelBoundCycles > 0 {
		s += fmt.Sprintf("; kernel bound %d cycles", c.KernelBoundCycles)
	}
	if c.Model != "" {
		s += "; " + c.Model
	}
	return s
}

func (a *Annotation) titleLabel(g *cfg.Graph, kernel string, nodes int) string {
	var b strings.Builder
	b.WriteString(`<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">`)
	row := func(format string, args ...any) {
		fmt.Fprintf(&b, `<TR><TD ALIGN="LEFT" BALIGN="LEFT">`+format+`</TD></TR>`, args...)
	}
	drawn := ""
	if nodes < len(g.Blocks) {
		drawn = fmt.Sprintf(" drawn as %d nodes (chains folded, runs of cold blocks collapsed)", nodes)
	}
	row(`<B>%s</B> (%s), %d block%s%s`, html(kernel), html(archName(g)), len(g.Blocks), plural(len(g.Blocks)), html(drawn))
	row(`<B>%s</B>`, wrapHTML(a.Context.Describe(a.BoundCycles)))
	for _, n := range a.Notes {
		row(`<FONT POINT-SIZE="9">%s</FONT>`, wrapHTML(n))
	}
	var heat strings.Builder
	for i := len(Heat) - 1; i >= 0; i-- {
		h := Heat[i]
		lo := "&gt;0"
		if h.Min > 0 {
			lo = "&#8805;" + strconv.FormatFloat(100*h.Min, 'f', -1, 64) + "%"
		}
		fmt.Fprintf(&heat, `<FONT COLOR="%s">&#9632;</FONT> %s  `, h.Fill, lo)
	}
	row(`<FONT POINT-SIZE="9">block fill: share of the bound  <FONT COLOR="#bdbdbd">&#9633;</FONT> 0  %s</FONT>`, heat.String())
	// One short line per item: the legend must not be wider than a small
	// graph, or the "fit" view shrinks the graph to make room for it.
	row(`<FONT POINT-SIZE="9">node: name, worst-case cycles (share), &#215;entries on the worst case, HIP lines</FONT>`)
	row(`<FONT POINT-SIZE="9"><FONT COLOR="%s"><B>thick blue</B></FONT> edges and borders: the worst-case path (&#215;count); <FONT COLOR="#757575">grey PRUNED</FONT>: the role never runs it</FONT>`, colorPath)
	row(`<FONT POINT-SIZE="9"><FONT COLOR="%s"><B>SPLIT</B></FONT> split-marked branch (purple double border); <FONT COLOR="%s"><B>START</B></FONT> where the role begins; <FONT COLOR="%s">teal</FONT> back edges</FONT>`,
		colorSplitMark, colorStart, colorBackEdge)
	row(`<FONT POINT-SIZE="9">grey boxes: loops, with their bound and its origin; off the worst case: taken dashed, not taken dotted</FONT>`)
	if a.Attribution != "" {
		row(`<FONT POINT-SIZE="9">%s</FONT>`, wrapHTML(a.Attribution))
	}
	b.WriteString(`</TABLE>>`)
	return b.String()
}

// legendWidth is the longest legend line in characters (about 500 points
// at 9 points).
const legendWidth = 100

// wrapHTML escapes text for an HTML-like label and breaks it into lines of
// at most legendWidth characters (runes) at spaces (a longer word stays whole); the
// legend's cells align them left (BALIGN).
func wrapHTML(text string) string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > legendWidth:
			lines = append(lines, html(line))
			line = w
		default:
			line += " " + w
		}
	}
	if line != "" {
		lines = append(lines, html(line))
	}
	return strings.Join(lines, `<BR/>`)
}

func (a *Annotation) loopLabel(l *cfg.Loop) string {
	ln := a.Loops[l.ID]
	bound := "not reached by the worst case"
	if ln.Bounded {
		bound = fmt.Sprintf("&#8804; %d iterations", ln.Max)
		if ln.Min > 1 {
			bound += fmt.Sprintf(" (&#8805; %d)", ln.Min)
		}
		bound += " [" + html(ln.Origin) + "]"
	}
	src := ""
	if in := l.Header.Instrs; len(in) > 0 && !in[0].Src().IsZero() {
		src = " " + html(in[0].Src().String())
	}
	return fmt.Sprintf("<<B>loop L%d</B> %s%s: %s>", l.ID, html(l.Header.Name), src, bound)
}

func (a *Annotation) nodeAttrs(nd *Node, branches map[*cfg.Block]*cfg.Branch, joins, exits map[*cfg.Block]bool, calls map[*cfg.Block][]string) string {
	first, last := nd.Blocks[0], nd.Blocks[len(nd.Blocks)-1]
	var tags []string
	if first.ID == 0 {
		tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>ENTRY</B></FONT>`, colorStart))
	}
	for _, b := range nd.Blocks {
		if b == a.Start {
			tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>START</B></FONT>`, colorStart))
		}
	}
	if joins[first] {
		tags = append(tags, "JOIN")
	}
	br := branches[last]
	splits := 0
	for _, b := range nd.Blocks {
		if x := branches[b]; x != nil && x.Class == cfg.ExecSkip && (x.Split == cfg.SplitOn || x.Split == cfg.SplitMixed) {
			splits++
		}
	}
	region := nd.Region
	split := splits > 0 && !region
	switch {
	case split:
		tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>SPLIT</B></FONT>`, colorSplitMark))
	case splits > 0:
		tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>%d SPLIT</B></FONT>`, colorSplitMark, splits))
	}
	if exits[last] {
		tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>EXIT</B></FONT>`, colorExit))
	}
	if nd.Pruned != "" {
		tags = append(tags, `<FONT COLOR="#616161"><B>PRUNED</B></FONT>`)
	}
	fill, font := heatOf(nd.Cycles, a.BoundCycles)
	if nd.Pruned != "" {
		fill, font = colorPruned, "#616161"
	}
	var l strings.Builder
	l.WriteString(`<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">`)
	name := html(first.Name)
	switch {
	case region:
		name = fmt.Sprintf("<I>%d blocks</I> %s &#8230; %s", len(nd.Blocks), html(first.Name), html(last.Name))
	case len(nd.Blocks) > 1:
		name = fmt.Sprintf("%s &#8230; %s (%d blocks)", html(first.Name), html(last.Name), len(nd.Blocks))
	}
	fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT COLOR="%s"><B>%s</B></FONT>`, font, name)
	for _, t := range tags {
		l.WriteString(" " + t)
	}
	l.WriteString(`</TD></TR>`)
	var info string
	switch {
	case nd.Pruned != "":
		info = "pruned: " + html(nd.Pruned)
	case region:
		info = fmt.Sprintf("%d cyc (%s)  entered &#215;%d", nd.Cycles, html(share(nd.Cycles, a.BoundCycles)), nd.Count)
	default:
		info = fmt.Sprintf("%d cyc (%s)  &#215;%d", nd.Cycles, html(share(nd.Cycles, a.BoundCycles)), nd.Count)
		if nd.Count == 0 && nd.Cycles > 0 && first == a.Start {
			info = fmt.Sprintf("%d cyc (%s) from its branch", nd.Cycles, html(share(nd.Cycles, a.BoundCycles)))
		}
		if br != nil {
			info += ", " + html(br.Cond)
		}
	}
	fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="9" COLOR="%s">%s</FONT></TD></TR>`, font, info)
	var callees []string
	for _, b := range nd.Blocks {
		callees = append(callees, calls[b]...)
	}
	if len(callees) > 0 {
		// The callee's time is inside this node's cycles.
		fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="9" COLOR="%s">calls %s (its time included)</FONT></TD></TR>`, font, html(cut(strings.Join(callees, ", "), 48)))
	}
	if region {
		// Loops folded into the region keep their bounds in its label.
		var loops []string
		for _, b := range nd.Blocks {
			if lp := b.Loop; lp != nil && lp.Header == b && lp != nd.Loop {
				x := fmt.Sprintf("L%d not reached", lp.ID)
				if ln := a.Loops[lp.ID]; ln.Bounded {
					x = fmt.Sprintf("L%d &#8804; %d [%s]", lp.ID, ln.Max, html(ln.Origin))
				}
				loops = append(loops, x)
			}
		}
		if len(loops) > 0 {
			fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="8" COLOR="%s">loops %s</FONT></TD></TR>`, font, strings.Join(loops, "; "))
		}
	}
	src := nodeSources(nd.Blocks)
	if src != "" {
		fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="8" COLOR="%s">%s</FONT></TD></TR>`, font, html(cut(src, 48)))
	}
	l.WriteString(`</TABLE>>`)

	attrs := []string{"id=" + q("n_"+nd.ID), "fillcolor=" + q(fill), "label=" + l.String(), "tooltip=" + q(a.tooltip(nd, src))}
	switch {
	case split:
		attrs = append(attrs, "color="+q(colorSplitMark), "peripheries=2", "penwidth=2")
	case nd.Count > 0 || nd.Cycles > 0:
		attrs = append(attrs, "color="+q(colorPath), "penwidth=2")
	default:
		attrs = append(attrs, "color="+q(colorOffPath))
	}
	if nd.Pruned != "" || region {
		attrs = append(attrs, `style="filled,dashed"`)
	}
	return strings.Join(attrs, ", ")
}

func (a *Annotation) tooltip(nd *Node, src string) string {
	var names []string
	for _, b := range nd.Blocks {
		names = append(names, b.Name)
	}
	t := strings.Join(names, " ")
	if len(t) > 600 {
		t = cut(t, 600)
	}
	t += fmt.Sprintf(": %d cycles (%s of the bound), entered %d time%s", nd.Cycles, share(nd.Cycles, a.BoundCycles), nd.Count, plural(int(min(nd.Count, 2))))
	if nd.Pruned != "" {
		t += ", pruned: " + nd.Pruned
	}
	if src != "" {
		t += "; " + src
	}
	first, _ := blockLines(nd.Blocks[0])
	_, last := blockLines(nd.Blocks[len(nd.Blocks)-1])
	t += fmt.Sprintf("; assembly lines %d-%d", first, last)
	// Every HIP line in full, for the viewer's search ("kernel.hip:43").
	seen := map[string]bool{}
	var lines []string
	for _, b := range nd.Blocks {
		for _, s := range blockSources(b) {
			if l := (asm.SrcLoc{File: s.file, Line: s.line}).String(); !seen[l] && len(lines) < 200 {
				seen[l] = true
				lines = append(lines, l)
			}
		}
	}
	if len(lines) > 0 {
		t += "; HIP lines " + strings.Join(lines, " ")
	}
	return t
}

// nodeSources lists the HIP lines of blocks, by file, as ranges.
func nodeSources(bs []*cfg.Block) string {
	lines := map[string]map[int]bool{}
	for _, b := range bs {
		for _, s := range blockSources(b) {
			if lines[s.file] == nil {
				lines[s.file] = map[int]bool{}
			}
			lines[s.file][s.line] = true
		}
	}
	files := make([]string, 0, len(lines))
	for f := range lines {
		files = append(files, f)
	}
	sort.Strings(files)
	var parts []string
	for _, f := range files {
		var ls []int
		for l := range lines[f] {
			ls = append(ls, l)
		}
		sort.Ints(ls)
		var rs []string
		for i := 0; i < len(ls); {
			j := i
			for j+1 < len(ls) && ls[j+1] == ls[j]+1 {
				j++
			}
			if i == j {
				rs = append(rs, strconv.Itoa(ls[i]))
			} else {
				rs = append(rs, fmt.Sprintf("%d-%d", ls[i], ls[j]))
			}
			i = j + 1
		}
		parts = append(parts, f+":"+strings.Join(rs, ","))
	}
	return strings.Join(parts, "; ")
}

func annotEdgeAttrs(g *cfg.Graph, es []*cfg.Edge, count int64, pruned bool) string {
	e := es[0]
	var a []string
	var label []string
	switch e.Kind {
	case cfg.FallThrough, cfg.NotTaken:
		a = append(a, "weight=4")
	}
	style := map[cfg.EdgeKind]string{cfg.FallThrough: "solid", cfg.Jump: "solid", cfg.Taken: "dashed", cfg.NotTaken: "dotted"}[e.Kind]
	if len(es) > 1 {
		style = "solid"
	}
	if e.Kind == cfg.Taken && len(es) == 1 {
		if br := g.BranchOf(e.From); br != nil {
			label = append(label, br.Cond)
		}
	}
	color := colorOffPath
	switch {
	case count > 0:
		// Thick and solid, whatever the branch outcome: the legend's
		// thick blue path (a dotted not-taken edge looked thin).
		color, style = colorPath, "solid"
		a = append(a, "penwidth=3")
		label = append(label, fmt.Sprintf("×%d", count))
	case pruned:
		color = "#cfcfcf"
		style = "dashed"
	case e.Back:
		color = colorBackEdge
	}
	if e.Back {
		label = append(label, "back")
		if count > 0 {
			a = append(a, "arrowhead=normal")
		}
	}
	a = append(a, "style="+style, "color="+q(color), "fontcolor="+q(color))
	if len(label) > 0 {
		a = append(a, "label="+q(strings.Join(label, " ")))
	}
	return strings.Join(a, ", ")
}

// HeatOf is the fill and font colour of a share of the bound (cycles of
// bound) on the Heat scale, for other pages that colour by the same scale.
func HeatOf(cycles, bound int64) (fill, font string) { return heatOf(cycles, bound) }
