package ipg

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// TestBuildMatchesReference: on the examples, random generated kernels (all
// split markings), a long generated kernel and random unstructured CFGs,
// with both placements, Build returns exactly what the reference
// construction returns: the same IPTs, edges in the same order, and the same
// CFG edges, blocks and loops per edge (nil where the reference has nil).
func TestBuildMatchesReference(t *testing.T) {
	graphs := map[string]*cfg.Graph{}
	for _, name := range examples.Names() {
		graphs[name] = exampleCFG(t, name)
	}
	markings := []gen.Marking{gen.MarkDefault, gen.MarkNone, gen.MarkKernel, gen.MarkStatements}
	for seed := range uint64(200) {
		k := gen.RandomMarked(seed, 64, markings[seed%4])
		graphs[fmt.Sprintf("gen%d", seed)] = genCFG(t, k)
	}
	graphs["large-gen"] = genCFG(t, gen.Layered(5))
	r := rand.New(rand.NewPCG(7, 0x1b5))
	for i := range 300 {
		if g := randomCFG(r); g != nil {
			graphs[fmt.Sprintf("random%d", i)] = g
		}
	}
	for name, g := range graphs {
		for _, p := range []Placement{Thesis, Blocks} {
			got, gerr := Build(g, p)
			want, werr := refBuild(g, p)
			if fmt.Sprint(gerr) != fmt.Sprint(werr) {
				t.Fatalf("%s/%s: error %v, reference %v", name, p, gerr, werr)
			}
			if gerr != nil {
				continue
			}
			if d := firstDiff(dump(got), dump(want)); d != "" {
				t.Fatalf("%s/%s: IPG differs from the reference:\n%s", name, p, d)
			}
		}
	}
}

// dump writes every field of an IPG, one line per IPT and per edge, with
// graph elements by ID and nil slices as "nil".
func dump(ig *Graph) []string {
	out := []string{fmt.Sprintf("placement %s start %d ends %s", ig.Placement, ig.Start.ID, ids(ig.Ends, func(p *IPT) int { return p.ID }))}
	for _, p := range ig.IPTs {
		out = append(out, fmt.Sprintf("ipt %d %s %s block %d index %d", p.ID, p.Name, p.Kinds, p.Block.ID, p.Index))
	}
	for _, e := range ig.Edges {
		out = append(out, fmt.Sprintf("edge %d %d->%d %s cfg %s blocks %s back %s enters %s", e.ID, e.From.ID, e.To.ID, e.Outcome,
			ids(e.CFGEdges, func(e *cfg.Edge) int { return e.ID }),
			ids(e.Blocks, func(b *cfg.Block) int { return b.ID }),
			ids(e.BackOf, func(l *cfg.Loop) int { return l.ID }),
			ids(e.Enters, func(l *cfg.Loop) int { return l.ID })))
	}
	return out
}

func ids[T any](xs []T, id func(T) int) string {
	if xs == nil {
		return "nil"
	}
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(id(x))
	}
	return "[" + strings.Join(s, " ") + "]"
}

// firstDiff describes the first line where got and want differ, or "".
func firstDiff(got, want []string) string {
	for i := range max(len(got), len(want)) {
		g, w := "(none)", "(none)"
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			return fmt.Sprintf("line %d\n got  %s\n want %s", i, g, w)
		}
	}
	return ""
}

// randomCFG builds the CFG of a random unstructured kernel (see
// gen.RandomCFGAssembly), or returns nil when cfg rejects it (irreducible).
func randomCFG(r *rand.Rand) *cfg.Graph {
	src := gen.RandomCFGAssembly(r, 2+r.IntN(40))
	f, err := asmParse(src)
	if err != nil {
		panic(fmt.Sprintf("%v\n%s", err, src))
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		return nil
	}
	return g
}

// exampleCFG parses an embedded example and builds its CFG (this internal
// test cannot use ipg/exampletest, which imports ipg).
func exampleCFG(tb testing.TB, name string) *cfg.Graph {
	tb.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		tb.Fatal(err)
	}
	f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		tb.Fatal(err)
	}
	return g
}
