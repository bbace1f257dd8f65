package cfg

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/diag"
)

// findEndless lists, in Endless, the outermost loops from which no exit of
// the function is reachable, and warns about each. A wavefront that enters
// such a loop never finishes: IPET would give the loop's blocks a count of
// zero (flow into them never reaches the exit) and so print a finite bound
// for a kernel that can run forever. The graph is reducible and every
// reachable block either ends the function or has a successor, so every
// block that reaches no exit leads into a cycle, and that cycle is a
// natural loop: reporting the loops covers every such block.
func (g *Graph) findEndless() {
	reaches := make([]bool, len(g.Blocks))
	stack := make([]*Block, 0, len(g.Exits))
	for _, b := range g.Exits {
		reaches[b.ID] = true
		stack = append(stack, b)
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range b.Preds {
			if !reaches[e.From.ID] {
				reaches[e.From.ID] = true
				stack = append(stack, e.From)
			}
		}
	}
	for _, l := range g.Loops { // outer loops first
		if reaches[l.Header.ID] || l.Parent != nil && !reaches[l.Parent.Header.ID] {
			continue
		}
		g.Endless = append(g.Endless, l)
		g.Warnings = append(g.Warnings, Warning{Pos: l.Header.Pos, Msg: g.endlessMsg(l)})
	}
}

// LoopLines returns the first and last source line of a loop's blocks (its
// header's label through its last instruction).
func LoopLines(l *Loop) (first, last int) {
	first = l.Header.Pos.Line
	last = first
	for _, b := range l.Blocks {
		if b.Pos.Line > 0 && b.Pos.Line < first {
			first = b.Pos.Line
		}
		for _, in := range b.Instrs {
			last = max(last, in.Pos().Line)
		}
	}
	return first, last
}

func (g *Graph) endlessMsg(l *Loop) string {
	first, last := LoopLines(l)
	exit := "s_endpgm"
	if !g.Func.IsKernel {
		exit = "an exit (s_endpgm or s_setpc_b64)"
	}
	return fmt.Sprintf("loop at %s (lines %d-%d) has no path to %s: a wavefront that enters it can never finish, so no finite bound exists", l.Header.Name, first, last, exit)
}

// EndlessError is the error for a function with loops no exit is reachable
// from (Graph.Endless): every analysis that bounds or simulates the
// function refuses it.
type EndlessError struct {
	Graph *Graph
	Loops []*Loop
}

func (e *EndlessError) Error() string {
	var b strings.Builder
	for i, l := range e.Loops {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s: %s: %s", l.Header.Pos, e.Graph.Func.Name, e.Graph.endlessMsg(l))
	}
	return b.String()
}

// Diagnostics are the endless loops as diagnostics at their headers.
func (e *EndlessError) Diagnostics() []diag.Diagnostic {
	var ds []diag.Diagnostic
	for _, l := range e.Loops {
		ds = append(ds, l.Header.Pos.Diagnostic(e.Graph.Func.Name+": "+e.Graph.endlessMsg(l)))
	}
	return ds
}

// CheckTermination returns an *EndlessError when the function has a loop
// from which no exit is reachable (Endless), nil otherwise.
func (g *Graph) CheckTermination() error {
	if len(g.Endless) == 0 {
		return nil
	}
	return &EndlessError{Graph: g, Loops: g.Endless}
}

// MaxLoopDepth is the deepest loop nest the analyses take: the bound's
// integer program for a nest of depth d costs time growing with d^3
// (every segment through the nest enters each loop of it; about a second
// at depth 250 and a minute at 1,000 on one core), and real kernels nest a
// few loops deep.
const MaxLoopDepth = 256

// CheckDepth returns an error naming the first loop nested deeper than
// MaxLoopDepth, or nil.
func (g *Graph) CheckDepth() error {
	for _, l := range g.Loops {
		if l.Depth > MaxLoopDepth {
			return &asm.Error{Pos: l.Header.Pos, Msg: fmt.Sprintf("%s: loop at %s is nested %d deep: splitwcet analyzes loop nests up to %d deep (the bound's integer program grows with the cube of the depth)", g.Func.Name, l.Header.Name, l.Depth, MaxLoopDepth)}
		}
	}
	return nil
}
