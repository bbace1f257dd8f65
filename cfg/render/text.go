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

// textBlocks: one line per block, its successors on the next; the
// columns are left-aligned, two spaces apart. The widths come from a
// first pass and each line is appended to one buffer: no table of strings
// (on a kernel of 49,000 blocks that table was a tenth of `cfg`'s
// allocation).
func textBlocks(bw *bufio.Writer, g *cfg.Graph) {
	fmt.Fprintf(bw, "\nblocks:\n")
	exits := map[*cfg.Block]bool{}
	for _, b := range g.Exits {
		exits[b] = true
	}
	head := [...]string{"id", "name", "asm lines", "instrs", "bytes", "depth", "split", "source"}
	var width [len(head)]int
	for i, h := range head {
		width[i] = len(h)
	}
	srcs := make([]string, len(g.Blocks))
	for i, b := range g.Blocks {
		first, last := blockLines(b)
		lines := digits(first)
		if last != first {
			lines += 1 + digits(last)
		}
		srcs[i] = sourceRanges(b)
		if srcs[i] == "" {
			srcs[i] = "-"
		}
		for j, n := range [len(head)]int{digits(b.ID), len(b.Name), lines, digits(len(b.Instrs)), digits(b.Bytes()),
			digits(b.LoopDepth()), len(splitCell(b)), len(srcs[i])} {
			width[j] = max(width[j], n)
		}
	}
	var line []byte
	at := 0               // where the current cell starts in line
	next := func(j int) { // pad cell j to its column's width and the gap
		if j < len(head)-1 {
			line = appendSpaces(line, width[j]-(len(line)-at)+2)
		}
		at = len(line)
	}
	end := func() {
		bw.Write(append(bytes.TrimRight(line, " "), '\n'))
	}
	line = append(line[:0], "  "...)
	at = len(line)
	for j, h := range head {
		line = append(line, h...)
		next(j)
	}
	end()
	for i, b := range g.Blocks {
		line = append(line[:0], "  "...)
		at = len(line)
		line = strconv.AppendInt(line, int64(b.ID), 10)
		next(0)
		line = append(line, b.Name...)
		next(1)
		first, last := blockLines(b)
		line = strconv.AppendInt(line, int64(first), 10)
		if last != first {
			line = strconv.AppendInt(append(line, '-'), int64(last), 10)
		}
		next(2)
		line = strconv.AppendInt(line, int64(len(b.Instrs)), 10)
		next(3)
		line = strconv.AppendInt(line, int64(b.Bytes()), 10)
		next(4)
		line = strconv.AppendInt(line, int64(b.LoopDepth()), 10)
		next(5)
		line = append(line, splitCell(b)...)
		next(6)
		line = append(line, srcs[i]...)
		end()
		line = appendSpaces(line[:0], width[0]+4)
		line = append(line, "-> "...)
		n := 0
		for _, e := range b.Succs {
			if n > 0 {
				line = append(line, ", "...)
			}
			line = append(append(append(append(line, e.To.Name...), " ("...), e.Kind.String()...), ')')
			if e.Back {
				line = append(line[:len(line)-1], ", back)"...)
			}
			n++
		}
		if exits[b] {
			if n > 0 {
				line = append(line, ", "...)
			}
			line = append(line, "exit"...)
			n++
		}
		if n == 0 {
			line = append(line, "none"...)
		}
		bw.Write(append(line, '\n'))
	}
}

// splitCell is a block's split column: its marking, "-" when off.
func splitCell(b *cfg.Block) string {
	if b.Split == cfg.SplitOff {
		return "-"
	}
	return b.Split.String()
}

// digits is the length of n in decimal.
func digits(n int) int {
	d := 1
	if n < 0 {
		n, d = -n, 2
	}
	for ; n >= 10; n /= 10 {
		d++
	}
	return d
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
	var line []byte // one branch's line, appended (fmt boxes every argument)
	for _, br := range execSkip {
		join := "none found"
		if br.Join != nil {
			join = br.Join.Name
		}
		line = appendBranch(line[:0], br)
		line = append(append(append(append(line, ", join "...), join...), ", split "...), br.Split.String()...)
		bw.Write(append(append(line, loopBack(br)...), '\n'))
	}
	fmt.Fprintf(bw, "\nuniform branches:")
	if len(uniform) == 0 {
		bw.WriteString(" none\n")
	} else {
		bw.WriteString("\n")
	}
	for _, br := range uniform {
		line = appendBranch(line[:0], br)
		bw.Write(append(append(line, loopBack(br)...), '\n'))
	}
}

// appendBranch appends "  BLOCK (line N): s_cbranch_COND taken -> T, not
// taken -> F", the start of a branch's line.
func appendBranch(line []byte, br *cfg.Branch) []byte {
	line = append(append(append(line, "  "...), br.Block.Name...), " (line "...)
	line = strconv.AppendInt(line, int64(br.Instr.Pos().Line), 10)
	line = append(append(append(line, "): s_cbranch_"...), br.Cond...), " taken -> "...)
	return append(append(append(line, br.Taken.To.Name...), ", not taken -> "...), br.NotTaken.To.Name...)
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
		fmt.Fprintf(bw, "  %s (line %d): %s\n", c.Block.Name, c.Instr.Pos().Line, callee)
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
