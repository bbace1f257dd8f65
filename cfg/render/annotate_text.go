package render

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
)

// Hotspot is one block's share of an annotated bound, for "where the time
// goes" tables (text, the report).
type Hotspot struct {
	Block          *cfg.Block
	Cycles, Count  int64
	Share          string // of the bound: "41%"
	Lines, Sources string // assembly line range, HIP lines
}

// TopBlocks returns the n blocks of g with the largest share of a's bound
// (ties by block ID), without blocks of no cycles.
func (a *Annotation) TopBlocks(g *cfg.Graph, n int) []Hotspot {
	var out []Hotspot
	for _, b := range g.Blocks {
		bn := a.Blocks[b.ID]
		if bn.Cycles == 0 {
			continue
		}
		out = append(out, Hotspot{Block: b, Cycles: bn.Cycles, Count: bn.Count, Share: share(bn.Cycles, a.BoundCycles),
			Lines: asmLines(b), Sources: nodeSources([]*cfg.Block{b})})
	}
	slices.SortStableFunc(out, func(x, y Hotspot) int { return cmp.Compare(y.Cycles, x.Cycles) })
	return out[:min(n, len(out))]
}

// TopLines returns the n HIP lines with the largest share of a's bound
// (without instructions of no line), with their shares.
func (a *Annotation) TopLines(n int) []LineNote {
	var out []LineNote
	for _, l := range a.Lines {
		if l.Src != "" && l.Cycles > 0 && len(out) < n {
			out = append(out, l)
		}
	}
	return out
}

// Share is cycles as a share of the annotated bound ("12.5%").
func (a *Annotation) Share(cycles int64) string { return share(cycles, a.BoundCycles) }

// asmLines is a block's range of assembly lines, "57-65".
func asmLines(b *cfg.Block) string {
	if len(b.Instrs) == 0 {
		return strconv.Itoa(b.Pos.Line)
	}
	first, last := b.Instrs[0].Pos().Line, b.Instrs[len(b.Instrs)-1].Pos().Line
	if first == last {
		return strconv.Itoa(first)
	}
	return fmt.Sprintf("%d-%d", first, last)
}

// AnnotatedText writes a's bound on g as text ('cfg --annotate --format
// text'): the setting, where the time goes (the top blocks and HIP lines,
// top of each), the loops with their bounds and origins, and the notes.
func AnnotatedText(buf *bytes.Buffer, g *cfg.Graph, a *Annotation, kernel string, top int) {
	fmt.Fprintf(buf, "%s\n", AnnotatedTitle(kernel, a))
	blocks := a.TopBlocks(g, top)
	fmt.Fprintf(buf, "\nwhere the time goes: the %d costliest of %d blocks (all blocks sum to the bound, %d cycles)\n", len(blocks), len(g.Blocks), a.BoundCycles)
	fmt.Fprintf(buf, "  %-12s %-10s %12s %6s %8s  %s\n", "block", "asm lines", "cycles", "share", "entries", "HIP lines")
	for _, h := range blocks {
		fmt.Fprintf(buf, "  %-12s %-10s %12d %6s %8d  %s\n", h.Block.Name, h.Lines, h.Cycles, h.Share, h.Count, dashIfEmpty(h.Sources))
	}
	if lines := a.TopLines(top); len(lines) > 0 {
		fmt.Fprintf(buf, "\nby HIP line: the %d costliest\n", len(lines))
		for _, l := range lines {
			fmt.Fprintf(buf, "  %-32s %12d %6s\n", l.Src, l.Cycles, a.Share(l.Cycles))
		}
		for _, l := range a.Lines {
			if l.Src == "" && l.Cycles > 0 {
				fmt.Fprintf(buf, "  %-32s %12d %6s\n", "(no HIP line)", l.Cycles, a.Share(l.Cycles))
			}
		}
	}
	if len(g.Loops) > 0 {
		buf.WriteString("\nloops:\n")
		for _, l := range g.Loops {
			fmt.Fprintf(buf, "  %s\n", strings.TrimPrefix(a.loopText(l), "loop "))
		}
	}
	for _, n := range a.Notes {
		fmt.Fprintf(buf, "note: %s\n", n)
	}
	if a.Attribution != "" {
		fmt.Fprintf(buf, "note: %s\n", a.Attribution)
	}
}

// loopText is a loop's bound as text: "L0 .LBB0_5 (k.hip:20): ≤ 16
// iterations [facts:flow.yaml:4]".
func (a *Annotation) loopText(l *cfg.Loop) string {
	src := ""
	if in := l.Header.Instrs; len(in) > 0 && !in[0].Src().IsZero() {
		src = " (" + in[0].Src().String() + ")"
	}
	ln := a.Loops[l.ID]
	if !ln.Bounded {
		return fmt.Sprintf("loop L%d %s%s: not reached by the worst case (no bound needed)", l.ID, l.Header.Name, src)
	}
	return fmt.Sprintf("loop L%d %s%s: ≤ %d iterations [%s]", l.ID, l.Header.Name, src, ln.Max, ln.Origin)
}

func dashIfEmpty(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
