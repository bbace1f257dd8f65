// Package exampletest loads the embedded example kernels for tests of the
// packages downstream of cfg and ipg (render, ipet, traces, splitmodel,
// ...): parse the example's assembly and build its kernel's CFG and IPT
// graph, failing the test on any error.
//
// cfg's own tests cannot use it (it imports cfg), nor can ipg's internal
// tests (it imports ipg): ipg's tests are external for that reason. It
// parses with asm.Parse itself rather than through splitmodel/kernel, the
// production loader, because ipet's internal tests use it and the loader
// imports ipet.
package exampletest

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
)

// Load parses example name (reported as NAME/kernel.s) and builds the CFG of
// its only kernel.
func Load(t testing.TB, name string) (*asm.File, *cfg.Graph) {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, name+"/kernel.s", src)
}

// Text parses src (reported as file) and builds the CFG of its only
// kernel.
func Text(t testing.TB, file, src string) *cfg.Graph {
	t.Helper()
	_, g := parse(t, file, []byte(src))
	return g
}

// TextIPG is Text followed by the IPT graph with placement p.
func TextIPG(t testing.TB, file, src string, p ipg.Placement) *ipg.Graph {
	t.Helper()
	ig, err := ipg.Build(Text(t, file, src), p)
	if err != nil {
		t.Fatal(err)
	}
	return ig
}

func parse(t testing.TB, file string, src []byte) (*asm.File, *cfg.Graph) {
	t.Helper()
	f, err := asm.Parse(file, src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	return f, g
}

// LoadIPG is Load followed by the IPT graph of the kernel with placement p;
// the CFG is ig.CFG. The file and the graph come from one parse, so the
// IPTs are instructions of f (a simulator loaded from f probes them).
func LoadIPG(t testing.TB, name string, p ipg.Placement) (*asm.File, *ipg.Graph) {
	t.Helper()
	f, g := Load(t, name)
	ig, err := ipg.Build(g, p)
	if err != nil {
		t.Fatal(err)
	}
	return f, ig
}

// IPG returns the IPT graph of example name's kernel with placement p; the
// CFG is ig.CFG.
func IPG(t testing.TB, name string, p ipg.Placement) *ipg.Graph {
	t.Helper()
	_, ig := LoadIPG(t, name, p)
	return ig
}

// IfElseIPTs returns the two divergent IPTs (the then and the else
// branch, in layout order) and the join IPT of an IPG of one if/else
// (thesis placement), failing the test when the graph has another shape.
func IfElseIPTs(t testing.TB, ig *ipg.Graph) (div [2]*ipg.IPT, join *ipg.IPT) {
	t.Helper()
	var ds []*ipg.IPT
	for _, p := range ig.IPTs {
		if p.Kinds&ipg.Divergent != 0 {
			ds = append(ds, p)
		}
		if p.Kinds&ipg.Join != 0 {
			join = p
		}
	}
	if len(ds) != 2 || join == nil || len(ig.Ends) != 1 {
		t.Fatalf("IPG of an if/else: %d divergent IPTs, join %v, %d ends", len(ds), join, len(ig.Ends))
	}
	return [2]*ipg.IPT{ds[0], ds[1]}, join
}
