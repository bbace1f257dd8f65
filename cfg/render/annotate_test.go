package render

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/testenv"
)

func exampleCFG(t *testing.T, name string) *cfg.Graph {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse("examples/"+name+"/kernel.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ifelseAnnotation is the hand-computed worst case of ipet's
// TestAttributeIfelseByHand: both branches fall through, 360 cycles.
func ifelseAnnotation(g *cfg.Graph) *Annotation {
	a := &Annotation{Context: AnnotationContext{What: "WCET bound of one wavefront", Weights: "static", Placement: "thesis", S: -1},
		BoundCycles: 360, Blocks: make([]BlockNote, len(g.Blocks)), Edges: make([]EdgeNote, len(g.Edges)), Loops: make([]LoopNote, len(g.Loops)),
		Attribution: "hand-computed"}
	for i, c := range []int64{15, 77, 30, 188, 50} {
		a.Blocks[i] = BlockNote{Cycles: c, Count: 1}
	}
	for _, e := range g.Edges {
		if e.Kind != cfg.Taken {
			a.Edges[e.ID].Count = 1
		}
	}
	return a
}

// TestAnnotatedGolden compares the annotated DOT of ifelse with the
// committed testdata/ifelse-annotated.dot (reviewed by hand: heat fills
// 4%, 21%, 8%, 52%, 14% of 360 cycles; the not-taken and fall-through
// edges red with x1, the taken ones grey). Regenerate with -update.
func TestAnnotatedGolden(t *testing.T) {
	g := exampleCFG(t, "ifelse")
	dot, err := AnnotatedDOT(g, ifelseAnnotation(g), "ifelse", FoldAuto)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "ifelse-annotated.dot")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(dot), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if dot != string(want) {
		t.Errorf("annotated DOT differs from %s near byte %d (run with -update and review the diff if intended)", path, firstDiff([]byte(dot), want))
	}
	// The heat of each block follows its share: %bb.3 (52%) and %bb.1 (21%)
	// are in the two hottest classes, %bb.0 (4.2%) in the >= 2% one.
	for _, c := range []struct{ node, fill string }{{"b3", Heat[0].Fill}, {"b1", Heat[1].Fill}, {"b0", Heat[3].Fill}, {"b4", Heat[1].Fill}, {"b2", Heat[2].Fill}} {
		if !strings.Contains(dot, "\t"+c.node+` [id="n_`+c.node+`", fillcolor="`+c.fill+`"`) {
			t.Errorf("node %s: not filled %s", c.node, c.fill)
		}
	}
}

// TestAnnotationCheck: an annotation whose blocks do not sum to the bound,
// or that does not fit the graph, is refused.
func TestAnnotationCheck(t *testing.T) {
	g := exampleCFG(t, "ifelse")
	a := ifelseAnnotation(g)
	a.BoundCycles = 361
	if _, err := AnnotatedDOT(g, a, "k", FoldAuto); err == nil || !strings.Contains(err.Error(), "sum to 360") {
		t.Errorf("sum 360 for a bound of 361: %v", err)
	}
	a = ifelseAnnotation(g)
	a.Blocks = a.Blocks[:4]
	var buf bytes.Buffer
	if err := AnnotatedJSON(&buf, g, a, nil); err == nil {
		t.Errorf("4 block notes for 5 blocks: no error")
	}
}

// TestFoldEveryExample: with a made-up worst case (each block's cycles its
// instruction count, every third block off the worst case), folding keeps
// the sum and the worst-case membership, draws at most FoldKeep hot nodes
// plus regions and chains, and the DOT is valid for Graphviz.
func TestFoldEveryExample(t *testing.T) {
	var probe bytes.Buffer
	errDot := SVG(&probe, "digraph{}")
	if errors.Is(errDot, ErrNoGraphviz) && !testenv.HaveGraphviz(t) {
		defer testenv.GraphvizSkip(t, "folding and the DOT of every example")
	}
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			g := exampleCFG(t, name)
			a := &Annotation{Context: AnnotationContext{What: "test", S: -1}, Blocks: make([]BlockNote, len(g.Blocks)),
				Edges: make([]EdgeNote, len(g.Edges)), Loops: make([]LoopNote, len(g.Loops))}
			for _, b := range g.Blocks {
				if b.ID%3 != 2 {
					a.Blocks[b.ID] = BlockNote{Cycles: int64(len(b.Instrs)), Count: 1}
					a.BoundCycles += int64(len(b.Instrs))
				}
			}
			nodes, of := a.Fold(g, FoldAlways)
			// The blocks drawn apart: the FoldKeep costliest (ties to the
			// lower ID), the entry and the exits.
			hot := map[*cfg.Block]bool{g.Blocks[0]: true}
			for _, x := range g.Exits {
				hot[x] = true
			}
			order := append([]*cfg.Block(nil), g.Blocks...)
			sort.SliceStable(order, func(i, j int) bool { return len(order[i].Instrs) > len(order[j].Instrs) })
			kept := 0
			for _, b := range order {
				if a.Blocks[b.ID].Cycles > 0 && kept < FoldKeep {
					hot[b] = true
				}
				kept++
			}
			var sum int64
			for i, nd := range nodes {
				sum += nd.Cycles
				for _, b := range nd.Blocks {
					if (nd.Region && hot[b]) || (len(nd.Blocks) > 1 && !nd.Region && !hot[b]) {
						t.Errorf("node %s (region %v) holds %s (hot %v)", nd.ID, nd.Region, b, hot[b])
					}
				}
				on := false
				for _, b := range nd.Blocks {
					on = on || a.Blocks[b.ID].Count > 0
					if of[b.ID] != i {
						t.Fatalf("block %s maps to node %d, not %d", b, of[b.ID], i)
					}
					if nd.Region && b.Loop != nd.Loop && !loopInside(b.Loop, nd.Loop) {
						t.Errorf("region %s holds %s of another loop", nd.ID, b)
					}
				}
				if !nd.Region && on != (nd.Count > 0) {
					t.Errorf("node %s: on the worst case %v, count %d", nd.ID, on, nd.Count)
				}
			}
			if sum != a.BoundCycles {
				t.Errorf("nodes sum to %d, bound %d", sum, a.BoundCycles)
			}
			if len(g.Blocks) > 100 && len(nodes) > len(g.Blocks)/2 {
				t.Errorf("%d blocks folded into %d nodes only", len(g.Blocks), len(nodes))
			}
			dot, err := AnnotatedDOT(g, a, name, FoldAuto)
			if err != nil {
				t.Fatal(err)
			}
			// Graphviz lays out every example but the largest (seconds each
			// on a loaded machine; its labels are of the same kinds).
			if errDot == nil && len(g.Blocks) <= 300 {
				var svg bytes.Buffer
				if err := SVG(&svg, dot); err != nil {
					t.Fatalf("graphviz refuses the annotated DOT: %v", err)
				}
				var page bytes.Buffer
				if err := AnnotatedHTML(&page, "t", svg.Bytes(), "", ""); err != nil || !bytes.Contains(page.Bytes(), []byte("<svg")) {
					t.Errorf("html: %v", err)
				}
			} else if errDot != nil && !errors.Is(errDot, ErrNoGraphviz) {
				t.Fatal(errDot)
			}
		})
	}
}

func loopInside(inner, outer *cfg.Loop) bool {
	if outer == nil {
		return true
	}
	for l := inner; l != nil; l = l.Parent {
		if l == outer {
			return true
		}
	}
	return false
}

// TestWrapHTML: legend text breaks at spaces into lines of at most
// legendWidth characters, escaped; a word longer than that stays whole.
func TestWrapHTML(t *testing.T) {
	long := strings.Repeat("x", legendWidth+5)
	words := strings.Repeat("abcd ", 30) // 150 characters
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"a <b> & c", "a &lt;b&gt; &amp; c"},
		{"  spaced   out  ", "spaced out"},
		{long + " y", long + "<BR/>y"},
		{words, strings.TrimSpace(strings.Repeat("abcd ", 20)) + "<BR/>" + strings.TrimSpace(strings.Repeat("abcd ", 10))},
		// Characters, not bytes: 20 words of "δ×≥ " are 99 characters
		// (198 bytes) and fit one line.
		{strings.Repeat("δ×≥ ", 20), strings.TrimSpace(strings.Repeat("δ×≥ ", 20))},
	} {
		if got := wrapHTML(c.in); got != c.want {
			t.Errorf("wrapHTML(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
