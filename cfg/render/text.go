package render

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Text writes a human-readable summary of g: the function, its blocks with
// their successor edges, loops, branches, calls and warnings, in layout order.
func Text(w io.Writer, g *cfg.Graph) error {
	bw := bufio.NewWriter(w)
	textHeader(bw, g)
	textBlocks(bw, g)
	textLoops(bw, g)
	textBranches(bw, g)
	textCallsAndWarnings(bw, g)
	return bw.Flush()
}

// textHeader: what the function is, where, its size and counts.
func textHeader(bw *bufio.Writer, g *cfg.Graph) {
	kind := "kernel"
	if !g.Func.IsKernel {
		kind = "function"
	}
	fmt.Fprintf(bw, "%s %s (%s)\n", kind, asm.Display(g.Func.Name), archName(g))
	fmt.Fprintf(bw, "  defined at %s\n", g.Func.Pos)
	fmt.Fprintf(bw, "  code: %d bytes", g.CodeBytes())
	if n := g.Func.CodeLenInByte; n >= 0 && n != g.CodeBytes() {
		fmt.Fprintf(bw, " (LLVM's codeLenInByte says %d: LLVM over-estimates some instructions)", n)
	}
	bw.WriteString("\n")
	nExec := 0
	for _, br := range g.Branches {
		if br.Class == cfg.ExecSkip {
			nExec++
		}
	}
	fmt.Fprintf(bw, "  %s, %s, %s, %s (%d exec-skip), %s, %s\n",
		count(len(g.Blocks), "block"), count(len(g.Edges), "edge"), count(len(g.Loops), "loop"),
		count(len(g.Branches), "conditional branch"), nExec, count(len(g.Calls), "call"), count(len(g.Exits), "exit"))
}

// textBlocks: one line per block, its successors on the next.
func textBlocks(bw *bufio.Writer, g *cfg.Graph) {
	fmt.Fprintf(bw, "\nblocks:\n")
	exits := map[*cfg.Block]bool{}
	for _, b := range g.Exits {
		exits[b] = true
	}
	rows := [][]string{{"id", "name", "asm lines", "instrs", "bytes", "depth", "split", "source"}}
	succs := []string{""}
	for _, b := range g.Blocks {
		first, last := blockLines(b)
		lines := strconv.Itoa(first)
		if last != first {
			lines = fmt.Sprintf("%d-%d", first, last)
		}
		split := "-"
		if b.Split != cfg.SplitOff {
			split = b.Split.String()
		}
		src := sourceRanges(b)
		if src == "" {
			src = "-"
		}
		rows = append(rows, []string{strconv.Itoa(b.ID), b.Name, lines, strconv.Itoa(len(b.Instrs)),
			strconv.Itoa(b.Bytes()), strconv.Itoa(b.LoopDepth()), split, src})
		var succ []string
		for _, e := range b.Succs {
			s := e.To.Name + " (" + e.Kind.String()
			if e.Back {
				s += ", back"
			}
			succ = append(succ, s+")")
		}
		if exits[b] {
			succ = append(succ, "exit")
		}
		if len(succ) == 0 {
			succ = append(succ, "none")
		}
		succs = append(succs, "-> "+strings.Join(succ, ", "))
	}
	writeTable(bw, rows, succs)
}

func textLoops(bw *bufio.Writer, g *cfg.Graph) {
	fmt.Fprintf(bw, "\nloops:")
	if len(g.Loops) == 0 {
		bw.WriteString(" none\n")
	} else {
		bw.WriteString("\n")
	}
	for _, l := range g.Loops {
		parent := "-"
		if l.Parent != nil {
			parent = fmt.Sprintf("L%d", l.Parent.ID)
		}
		var ex []string
		for _, e := range l.Exits {
			ex = append(ex, e.From.Name+"->"+e.To.Name)
		}
		fmt.Fprintf(bw, "  L%d: header %s, depth %d, parent %s, %d blocks, latches %s, exits %s\n",
			l.ID, l.Header.Name, l.Depth, parent, len(l.Blocks), strings.Join(names(l.Latches), " "), orNone(strings.Join(ex, " ")))
	}
}

// textBranches: the exec-skip (divergent) branches, then the uniform ones.
func textBranches(bw *bufio.Writer, g *cfg.Graph) {
	var execSkip, uniform []*cfg.Branch
	for _, br := range g.Branches {
		if br.Class == cfg.ExecSkip {
			execSkip = append(execSkip, br)
		} else {
			uniform = append(uniform, br)
		}
	}
	fmt.Fprintf(bw, "\nexec-skip (divergent) branches:")
	if len(execSkip) == 0 {
		bw.WriteString(" none\n")
	} else {
		bw.WriteString("\n")
	}
	for _, br := range execSkip {
		join := "none found"
		if br.Join != nil {
			join = br.Join.Name
		}
		fmt.Fprintf(bw, "  %s (line %d): s_cbranch_%s taken -> %s, not taken -> %s, join %s, split %s%s\n",
			br.Block.Name, br.Instr.Pos.Line, br.Cond, br.Taken.To.Name, br.NotTaken.To.Name, join, br.Split, loopBack(br))
	}
	fmt.Fprintf(bw, "\nuniform branches:")
	if len(uniform) == 0 {
		bw.WriteString(" none\n")
	} else {
		bw.WriteString("\n")
	}
	for _, br := range uniform {
		fmt.Fprintf(bw, "  %s (line %d): s_cbranch_%s taken -> %s, not taken -> %s%s\n",
			br.Block.Name, br.Instr.Pos.Line, br.Cond, br.Taken.To.Name, br.NotTaken.To.Name, loopBack(br))
	}
}

func textCallsAndWarnings(bw *bufio.Writer, g *cfg.Graph) {
	fmt.Fprintf(bw, "\ncalls:")
	if len(g.Calls) == 0 {
		bw.WriteString(" none\n")
	} else {
		bw.WriteString("\n")
	}
	for _, c := range g.Calls {
		callee := c.Callee
		if callee == "" {
			callee = "(unknown callee)"
		}
		fmt.Fprintf(bw, "  %s (line %d): %s\n", c.Block.Name, c.Instr.Pos.Line, callee)
	}

	fmt.Fprintf(bw, "\nwarnings:")
	if len(g.Warnings) == 0 {
		bw.WriteString(" none\n")
	} else {
		bw.WriteString("\n")
	}
	for _, wn := range g.Warnings {
		fmt.Fprintf(bw, "  %s\n", wn)
	}
}

func loopBack(br *cfg.Branch) string {
	if br.LoopBack {
		return " (loop back edge)"
	}
	return ""
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func archName(g *cfg.Graph) string {
	if g.Arch.Name == "" {
		return "unknown arch"
	}
	return g.Arch.Name
}

// writeTable writes rows as left-aligned columns indented by two spaces; a
// non-empty under[i] goes on its own line below row i, aligned with column 1.
func writeTable(w io.Writer, rows [][]string, under []string) {
	var width []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], len(c))
		}
	}
	var line []byte // one line at a time, written at once
	for i, r := range rows {
		line = append(line[:0], "  "...)
		for j, c := range r {
			line = append(line, c...)
			if j < len(r)-1 {
				line = appendSpaces(line, width[j]-len(c)+2)
			}
		}
		w.Write(append(bytes.TrimRight(line, " "), '\n'))
		if i < len(under) && under[i] != "" {
			line = appendSpaces(line[:0], width[0]+4)
			w.Write(append(append(line, under[i]...), '\n'))
		}
	}
}

// appendSpaces appends n spaces.
func appendSpaces(b []byte, n int) []byte {
	for range n {
		b = append(b, ' ')
	}
	return b
}

// count is "1 block", "2 blocks", "3 branches".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "ch") {
		return fmt.Sprintf("%d %ses", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
