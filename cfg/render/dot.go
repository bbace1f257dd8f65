package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/awalterschulze/gographviz"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// DOTInstrs is how many leading instructions a DOT node shows; the rest are
// summarized as "+N more".
const DOTInstrs = 3

// DOTCompact is the block count above which DOT nodes show no instructions
// (name, size, condition and source lines only), so that graphs with hundreds
// of blocks stay readable.
const DOTCompact = 80

// dotInstrLen is the longest instruction text a node shows before cutting it.
const dotInstrLen = 40

// Colors and styles of the DOT rendering, also described in the graph's legend.
const (
	colorExecSkip = "#ffcc80" // fill: block ending in an exec-skip branch
	colorJoin     = "#b9f6ca" // fill: join block of an exec-skip branch
	colorSplit    = "#d50000" // border: split-marked exec-skip branch
	colorExit     = "#1565c0" // border: exit block
	colorTaken    = "#1565c0" // taken edge
	colorNotTaken = "#616161" // not-taken edge
	colorBack     = "#8e24aa" // back edge
)

// loopFill is the cluster fill per loop depth (1, 2, 3, ...; the last repeats).
var loopFill = []string{"#f3f3f3", "#e4e4e4", "#d5d5d5", "#c6c6c6"}

// DOT writes g as a Graphviz digraph: a box per block labelled with its name,
// size, source lines and first DOTInstrs instructions; an edge per CFG edge,
// styled by kind (fall-through solid, jump bold, taken dashed blue with the
// condition, not-taken dotted grey, back edges purple); loops as nested
// clusters; exec-skip branch blocks orange, join blocks green, split-marked
// branches with a red double border and "SPLIT", exits with a blue border and
// "EXIT". Graphs of more than DOTCompact blocks get compact nodes without
// instructions. Node IDs are "b<ID>" (zero-padded), cluster IDs "cluster_L<ID>".
func DOT(w io.Writer, g *cfg.Graph) error {
	s, err := DOTString(g)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, s)
	return err
}

// DOTString returns what DOT writes.
func DOTString(g *cfg.Graph) (string, error) {
	d := &dotBuilder{g: g, gv: gographviz.NewGraph()}
	if err := d.build(); err != nil {
		return "", fmt.Errorf("render: dot: %w", err)
	}
	return GraphvizText(d.gv)
}

// GraphvizText is gv.String() (the same bytes) in time linear in the
// output: gographviz's String concatenates statement after statement
// into one string, quadratic in the size (minutes for a CFG of 20,000
// branches).
func GraphvizText(gv *gographviz.Graph) (string, error) {
	g, err := gv.WriteAst()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if g.Strict {
		b.WriteString("strict ")
	}
	b.WriteString(g.Type.String() + " " + g.ID.String() + " {\n")
	for _, st := range g.StmtList {
		if s := st.String(); s != "" {
			b.WriteString("\t" + s + ";\n")
		}
	}
	b.WriteString("\n}\n")
	return b.String(), nil
}

type dotBuilder struct {
	g  *cfg.Graph
	gv *gographviz.Graph
	// roles of blocks
	execSkip map[*cfg.Block]*cfg.Branch
	join     map[*cfg.Block]bool
	exit     map[*cfg.Block]bool
}

const graphName = "cfg"

func (d *dotBuilder) build() error {
	g, gv := d.g, d.gv
	if err := gv.SetName(graphName); err != nil {
		return err
	}
	if err := gv.SetDir(true); err != nil {
		return err
	}
	ranksep := "0.3"
	if d.compact() {
		ranksep = "0.2"
	}
	graphAttrs := [][2]string{
		{"rankdir", "TB"},
		{"newrank", "true"},
		{"nodesep", "0.25"},
		{"ranksep", ranksep},
		{"fontname", q("Helvetica")},
		{"fontsize", "12"},
		{"labelloc", "t"},
		{"labeljust", "l"},
		{"label", d.graphLabel()},
	}
	for _, a := range graphAttrs {
		if err := gv.AddAttr(graphName, a[0], a[1]); err != nil {
			return err
		}
	}

	d.execSkip = map[*cfg.Block]*cfg.Branch{}
	d.join = map[*cfg.Block]bool{}
	d.exit = map[*cfg.Block]bool{}
	for _, br := range g.Branches {
		if br.Class == cfg.ExecSkip {
			d.execSkip[br.Block] = br
			if br.Join != nil {
				d.join[br.Join] = true
			}
		}
	}
	for _, b := range g.Exits {
		d.exit[b] = true
	}

	// Loops as clusters; g.Loops lists outer loops before inner ones, so a
	// parent cluster always exists before its children.
	for _, l := range g.Loops {
		parent := graphName
		if l.Parent != nil {
			parent = d.clusterID(l.Parent)
		}
		fill := loopFill[min(l.Depth, len(loopFill))-1]
		label := fmt.Sprintf("<<B>loop L%d</B>  header %s, depth %d>", l.ID, html(l.Header.Name), l.Depth)
		attrs := map[string]string{
			"label":     label,
			"style":     q("rounded,filled"),
			"fillcolor": q(fill),
			"color":     q("#9e9e9e"),
			"fontsize":  "10",
			"labeljust": "l",
		}
		if err := gv.AddSubGraph(parent, d.clusterID(l), attrs); err != nil {
			return err
		}
	}

	for _, b := range g.Blocks {
		parent := graphName
		if b.Loop != nil {
			parent = d.clusterID(b.Loop)
		}
		if err := gv.AddNode(parent, d.nodeID(b), d.nodeAttrs(b)); err != nil {
			return err
		}
	}

	for _, e := range g.Edges {
		if err := gv.AddEdge(d.nodeID(e.From), d.nodeID(e.To), true, d.edgeAttrs(e)); err != nil {
			return err
		}
	}
	return nil
}

func (d *dotBuilder) compact() bool { return len(d.g.Blocks) > DOTCompact }

// nodeID is "b" and the block ID, zero-padded so that Graphviz, which gets
// the nodes sorted by name, sees them in layout order.
func (d *dotBuilder) nodeID(b *cfg.Block) string {
	w := len(strconv.Itoa(len(d.g.Blocks) - 1))
	return fmt.Sprintf("b%0*d", w, b.ID)
}

func (d *dotBuilder) clusterID(l *cfg.Loop) string {
	w := len(strconv.Itoa(len(d.g.Loops) - 1))
	return fmt.Sprintf("cluster_L%0*d", w, l.ID)
}

func (d *dotBuilder) graphLabel() string {
	g := d.g
	var b strings.Builder
	b.WriteString(`<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">`)
	fmt.Fprintf(&b, `<TR><TD ALIGN="LEFT"><B>%s</B> (%s), %d block%s, %d bytes</TD></TR>`,
		html(asm.Demangled(g.Func.Name)), html(archName(g)), len(g.Blocks), plural(len(g.Blocks)), g.CodeBytes())
	fmt.Fprintf(&b, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="9">`+
		`<FONT COLOR="%s">&#9632;</FONT> exec-skip branch  `+
		`<FONT COLOR="%s">&#9632;</FONT> join  `+
		`<FONT COLOR="%s"><B>SPLIT</B></FONT> split-marked branch (double red border)  `+
		`<FONT COLOR="%s"><B>EXIT</B></FONT> exit; grey boxes are loops</FONT></TD></TR>`+
		`<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="9">edges: solid fall-through, bold jump, <FONT COLOR="%s">dashed taken</FONT>, `+
		`<FONT COLOR="%s">dotted not taken</FONT>, <FONT COLOR="%s">purple back edge</FONT>`+
		`</FONT></TD></TR>`,
		colorExecSkip, "#2e9e5b", colorSplit, colorExit, colorTaken, colorNotTaken, colorBack)
	b.WriteString(`</TABLE>>`)
	return b.String()
}

func (d *dotBuilder) nodeAttrs(b *cfg.Block) map[string]string {
	br := d.execSkip[b]
	split := br != nil && (br.Split == cfg.SplitOn || br.Split == cfg.SplitMixed)

	var tags []string
	if b.ID == 0 {
		tags = append(tags, `<FONT COLOR="#2e7d32"><B>ENTRY</B></FONT>`)
	}
	if split {
		t := "SPLIT"
		if br.Split == cfg.SplitMixed {
			t = "SPLIT?"
		}
		tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>%s</B></FONT>`, colorSplit, t))
	}
	if d.exit[b] {
		tags = append(tags, fmt.Sprintf(`<FONT COLOR="%s"><B>EXIT</B></FONT>`, colorExit))
	}

	var l strings.Builder
	l.WriteString(`<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">`)
	fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><B>%s</B>`, html(b.Name))
	for _, t := range tags {
		l.WriteString(" " + t)
	}
	l.WriteString(`</TD></TR>`)
	info := fmt.Sprintf("%d instr%s, %d B", len(b.Instrs), plural(len(b.Instrs)), b.Bytes())
	if br != nil {
		info += ", " + br.Cond
	}
	src := sourceRanges(b)
	if d.compact() && src != "" {
		// One line: size, condition and source.
		info += "  " + src
		src = ""
	}
	fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="8">%s</FONT></TD></TR>`, html(info))
	if src != "" {
		fmt.Fprintf(&l, `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="8" COLOR="#424242">%s</FONT></TD></TR>`, html(src))
	}
	if len(b.Instrs) > 0 && !d.compact() {
		l.WriteString(`<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT FACE="Courier" POINT-SIZE="8">`)
		for i, in := range b.Instrs {
			if i == DOTInstrs {
				fmt.Fprintf(&l, `<I>+%d more</I><BR/>`, len(b.Instrs)-DOTInstrs)
				break
			}
			l.WriteString(html(cut(in.Text, dotInstrLen)) + `<BR/>`)
		}
		l.WriteString(`</FONT></TD></TR>`)
	}
	l.WriteString(`</TABLE>>`)

	style := "filled"
	fill := "#ffffff"
	switch {
	case br != nil && d.join[b]:
		style = "striped"
		fill = colorExecSkip + ";0.5:" + colorJoin
	case br != nil:
		fill = colorExecSkip
	case d.join[b]:
		fill = colorJoin
	}
	attrs := map[string]string{
		"shape":     "box",
		"style":     q(style),
		"fillcolor": q(fill),
		"fontname":  q("Helvetica"),
		"fontsize":  "10",
		"margin":    q("0.08,0.04"),
		"label":     l.String(),
		"tooltip":   q(fmt.Sprintf("%s: block %d, assembly lines %s", b.Name, b.ID, lineRange(b))),
	}
	switch {
	case split:
		attrs["color"] = q(colorSplit)
		attrs["peripheries"] = "2"
		attrs["penwidth"] = "1.5"
	case d.exit[b]:
		attrs["color"] = q(colorExit)
		attrs["penwidth"] = "2"
	}
	return attrs
}

func (d *dotBuilder) edgeAttrs(e *cfg.Edge) map[string]string {
	a := map[string]string{"fontname": q("Helvetica"), "fontsize": "8", "arrowsize": "0.7"}
	var label []string
	switch e.Kind {
	case cfg.FallThrough:
		a["style"] = "solid"
		a["weight"] = "4"
	case cfg.Jump:
		a["style"] = "bold"
	case cfg.Taken:
		a["style"] = "dashed"
		a["color"] = q(colorTaken)
		a["fontcolor"] = q(colorTaken)
		if br := d.g.BranchOf(e.From); br != nil {
			label = append(label, br.Cond)
		}
	case cfg.NotTaken:
		a["style"] = "dotted"
		a["color"] = q(colorNotTaken)
		a["weight"] = "4"
	}
	if e.Back {
		a["color"] = q(colorBack)
		a["fontcolor"] = q(colorBack)
		a["penwidth"] = "2"
		label = append(label, "back")
	}
	if len(label) > 0 {
		a["label"] = q(strings.Join(label, " "))
	}
	a["tooltip"] = q(fmt.Sprintf("%s -> %s (%s)", e.From.Name, e.To.Name, e.Kind))
	return a
}

func lineRange(b *cfg.Block) string {
	first, last := blockLines(b)
	if first == last {
		return strconv.Itoa(first)
	}
	return fmt.Sprintf("%d-%d", first, last)
}

// q quotes s as a DOT string.
func q(s string) string {
	return `"` + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`) + `"`
}

// html escapes s for use inside a DOT HTML-like label.
func html(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&#39;")
		default:
			if r < ' ' {
				b.WriteString(" ")
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// cut shortens s to at most n bytes, ending in "...".
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n - 3
	for i > 0 && !utf8Start(s[i]) {
		i--
	}
	return s[:i] + "..."
}

func utf8Start(c byte) bool { return c&0xC0 != 0x80 }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
