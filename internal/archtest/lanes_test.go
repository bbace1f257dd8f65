package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// laneOwner is the package that owns the lanes of a wavefront
// (isa.MaxLanes, isa.LaneMask, isa.MaxS, isa.Waves) with every other
// target fact (docs/architecture.md, "One target record per generation").
const laneOwner = "cfg/isa"

// laneLiterals reports the places in f where the wavefront's lane count is
// written as a literal instead of read from cfg/isa: a per-lane array
// [64]T, a loop over lanes to 64, a wavefront size field set to 64, and S
// compared with 63 (a wavefront splits into at most 64 parts). A ceiling
// division (n + 63) / 64 is not among them: it counts the 64-bit words of
// a bit set as often as wavefronts (isa.Waves).
func laneLiterals(fset *token.FileSet, f *ast.File) []string {
	var found []string
	report := func(n ast.Node, what, use string) {
		found = append(found, fset.Position(n.Pos()).String()+": "+what+": use "+use)
	}
	ast.Inspect(f, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.ArrayType:
			if isInt(x.Len, "64") {
				report(x, "a per-lane array [64]", "[isa.MaxLanes]")
			}
		case *ast.BinaryExpr:
			if (x.Op == token.GTR || x.Op == token.LEQ) && isInt(x.Y, "63") && nameOf(x.X) == "S" {
				report(x, "S compared with 63", "isa.MaxS")
			}
		case *ast.ForStmt:
			if c, ok := x.Cond.(*ast.BinaryExpr); ok && c.Op == token.LSS && isInt(c.Y, "64") && isLane(nameOf(c.X)) {
				report(x, "a loop over 64 lanes", "isa.MaxLanes")
			}
		case *ast.KeyValueExpr:
			if k := nameOf(x.Key); (k == "WavefrontSize" || k == "WaveSize") && isInt(x.Value, "64") {
				report(x, k+": 64", "isa.MaxLanes or the target's WaveSize")
			}
		}
		return true
	})
	return found
}

func isInt(e ast.Expr, v string) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && l.Kind == token.INT && l.Value == v
}

// nameOf is the name of an identifier or the selected name of x.Sel, in
// upper case for a one-letter name (s and S are both the split count).
func nameOf(e ast.Expr) string {
	var n string
	switch x := e.(type) {
	case *ast.Ident:
		n = x.Name
	case *ast.SelectorExpr:
		n = x.Sel.Name
	}
	if len(n) == 1 {
		n = strings.ToUpper(n)
	}
	return n
}

func isLane(name string) bool { return name == "L" || name == "ln" || name == "lane" }

// TestLanesFromTarget fails where non-test code outside cfg/isa writes the
// wavefront's lane count as a literal (laneLiterals), and checks that the
// simulator, its timing model, the static bound and the kernel model read
// it from cfg/isa: a wavefront of another size (wave32) is a new target,
// not edits in six packages (issue 25).
func TestLanesFromTarget(t *testing.T) {
	readers := map[string]bool{}
	err := walkSources(func(root, path string) error {
		rel, _ := filepath.Rel(root, path)
		dir := filepath.ToSlash(filepath.Dir(rel))
		if dir == laneOwner {
			return nil
		}
		fset := token.NewFileSet()
		src, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, msg := range laneLiterals(fset, src) {
			t.Error(msg)
		}
		ast.Inspect(src, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok && nameOf(s.X) == "isa" && (s.Sel.Name == "MaxLanes" || s.Sel.Name == "Waves" || s.Sel.Name == "MaxS") {
				readers[dir] = true
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"traces/sim", "traces/sim/timing", "splitmodel/staticbound", "splitmodel", "splitmodel/roles", "ipet/static"} {
		if !readers[pkg] {
			t.Errorf("%s reads no lane fact from cfg/isa (isa.MaxLanes, isa.Waves, isa.MaxS)", pkg)
		}
	}
}

// TestLaneLiterals: the check finds each kind of literal lane count and
// leaves alone the 64s that are not lanes (bit widths, st64 offsets, the
// words of a bit set).
func TestLaneLiterals(t *testing.T) {
	const src = `package p
var v [64]uint32
var w = (n + 63) / 64
func f(S int) bool { return S > 63 }
func g() { for l := 0; l < 64; l++ {} }
var h = Hardware{WavefrontSize: 64}
var ok1 [isa.MaxLanes]uint32
var ok2 = x & 63
func k() { for i := 0; i < 64; i += 4 {} }
var ok3 = unit * 64
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := laneLiterals(fset, f)
	want := []string{"p.go:2:7", "p.go:4:29", "p.go:5:12", "p.go:6:18"}
	if len(got) != len(want) {
		t.Fatalf("found %d: %q, want %d at %v", len(got), got, len(want), want)
	}
	for i, w := range want {
		if !strings.HasPrefix(got[i], w+": ") {
			t.Errorf("finding %d: %q, want at %s", i, got[i], w)
		}
	}
}
