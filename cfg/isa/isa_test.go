package isa

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func TestTable(t *testing.T) {
	if len(Classes()) == 0 || len(Rules()) == 0 {
		t.Fatal("empty table")
	}
	used := map[string]bool{}
	fallback := false
	for _, r := range Rules() {
		used[r.Class] = true
		if fallback && !r.Fallback {
			t.Errorf("%s: a rule after the fallback rules", r.Pos)
		}
		fallback = fallback || r.Fallback
	}
	for _, c := range Classes() {
		if !used[c.Name] {
			t.Errorf("%s: class %s has no rule", c.Pos, c.Name)
		}
		if c.Rate != RateFull && c.Unit != UnitVALU && !(c.Unit == UnitSALU && c.Rate == RateSlow) {
			t.Errorf("%s: class %s: rate %s on unit %s", c.Pos, c.Name, c.Rate, c.Unit)
		}
		if c.Special != SpecialNone && c.Unit != UnitSpecial {
			t.Errorf("%s: class %s: special %s on unit %s", c.Pos, c.Name, c.Special, c.Unit)
		}
	}
	for op, want := range map[string]string{
		"v_mul_f64": "valu_dp_mul", "v_lshlrev_b64": "valu_dp", "v_mul_lo_u32": "valu_quarter",
		"v_swap_b32": "valu_half", "v_add_u32": "valu", "s_and_saveexec_b64": "salu_slow", "s_mov_b32": "salu",
		"s_cbranch_execz": "cbranch", "s_waitcnt": "waitcnt", "flat_load_dwordx2": "flat_load_wide",
		"ds_read2_b32": "lds_load", "s_load_dwordx16": "smem_x16", "v_frobnicate": "valu_quarter",
	} {
		if c, _ := Lookup(op); c == nil || c.Name != want {
			t.Errorf("Lookup(%s) = %v, want %s", op, c, want)
		}
	}
	if c, r := Lookup("zz_frob"); c != nil || r != nil {
		t.Errorf("zz_frob: %v %v", c, r)
	}
	if BranchCond("s_cbranch_vccnz") != CondVCCNZ || BranchCond("s_mov_b32") != CondNone {
		t.Error("BranchCond")
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"classes: {a: {unit: gpu}}\n", `t.yaml:1: a.unit: unknown value "gpu"; valid: valu, salu,`},
		{"classes: {a: {rate: half}}\n", `t.yaml:1: class "a": no unit`},
		{"classes: {a: {unit: valu}}\nrules: [{match: x, class: b}]\n", `t.yaml:2: unknown class "b"`},
		{"classes: {a: {unit: valu, colour: red}}\n", `unknown field "colour"`},
		{"rules: [{match: \"v_[\", class: a}]\n", `bad glob`},
	} {
		if _, err := parse("t.yaml", []byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
}

// moduleRoot is the directory holding go.mod.
func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test directory")
		}
		dir = up
	}
}

// mnemonicGlob is a string literal that looks like a glob over mnemonics:
// a lower-case word, an underscore, and a wildcard ("v_*_f64", "s_cbranch_*").
var mnemonicGlob = regexp.MustCompile(`^[a-z][a-z0-9]*_[a-z0-9_]*[*?\[]|^[a-z][a-z0-9]*_\*`)

// models are the packages that time instructions: they must classify
// through this package, not with their own mnemonic tables.
var models = []string{"traces/sim/timing", "ipet/static"}

// allowed lists the functions of the models that may name mnemonics, and
// why: they decode operands and access shapes, not classes.
var allowed = map[string]string{
	"traces/sim/timing.decodeWait": "which counter the immediate of s_waitcnt, s_waitcnt_vmcnt, ... addresses",
	"ipet/static.waits":            "which counter the immediate of each s_waitcnt form addresses",
}

// TestNoOtherClassTables fails when a mnemonic glob literal appears in the
// module's Go code outside this package, or when one of the timing models
// (timing, static) switches on or tabulates mnemonics outside the decoding
// functions listed in allowed: instruction classes, units and rates are
// defined once, in isa.yaml.
func TestNoOtherClassTables(t *testing.T) {
	root := moduleRoot(t)
	self, _ := filepath.Abs(".")
	var bad []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			n := d.Name()
			if p != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules") || p == self {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		rel = filepath.ToSlash(rel)
		isModel := false
		for _, m := range models {
			isModel = isModel || rel == m
		}
		for _, decl := range f.Decls {
			name := declName(decl)
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BasicLit:
					if s, ok := stringLit(n); ok && mnemonicGlob.MatchString(s) && !strings.Contains(s, ".") { // a dot: a file glob
						bad = append(bad, fmt.Sprintf("%s: mnemonic glob %q", fset.Position(n.Pos()), s))
					}
				case *ast.CaseClause:
					if isModel && allowed[rel+"."+name] == "" && mnemonics(n.List) > 0 {
						bad = append(bad, fmt.Sprintf("%s: %s switches on mnemonics", fset.Position(n.Pos()), name))
					}
				case *ast.CompositeLit:
					var elts []ast.Expr
					for _, e := range n.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok {
							e = kv.Key
						}
						elts = append(elts, e)
					}
					if isModel && allowed[rel+"."+name] == "" && mnemonics(elts) > 1 {
						bad = append(bad, fmt.Sprintf("%s: %s tabulates mnemonics", fset.Position(n.Pos()), name))
					}
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("instruction classes are defined in cfg/isa/isa.yaml only; found:\n  %s", strings.Join(bad, "\n  "))
	}
}

func stringLit(n *ast.BasicLit) (string, bool) {
	if n.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(n.Value)
	return s, err == nil
}

// mnemonics counts the string literals among es that the table classifies.
func mnemonics(es []ast.Expr) int {
	k := 0
	for _, e := range es {
		if l, ok := e.(*ast.BasicLit); ok {
			if s, ok := stringLit(l); ok {
				if c, _ := Lookup(s); c != nil {
					k++
				}
			}
		}
	}
	return k
}

func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Name.Name
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.ValueSpec:
				return s.Names[0].Name
			case *ast.TypeSpec:
				return s.Name.Name
			}
		}
	}
	return ""
}

// TestGlobMatch: globMatch (a literal prefix, then path.Match) answers as
// path.Match does for every glob of the table's rules on every mnemonic
// of the reference lists, and on the globs' own texts.
func TestGlobMatch(t *testing.T) {
	refs, err := References()
	if err != nil {
		t.Fatal(err)
	}
	var ops []string
	for _, r := range refs {
		for _, o := range r.Ops {
			ops = append(ops, o.Name)
		}
	}
	n := 0
	for _, r := range get().rules {
		for _, g := range r.Globs {
			for _, s := range append(ops, g, "", "v_", "s_mov") {
				want, _ := path.Match(g, s)
				if got := globMatch(g, s); got != want {
					t.Fatalf("globMatch(%q, %q) = %v, path.Match %v", g, s, got, want)
				}
				if want {
					n++
				}
			}
		}
	}
	if n < len(ops)/2 {
		t.Errorf("only %d matches of %d mnemonics", n, len(ops))
	}
	for _, c := range [][2]string{{`v_a\*`, "v_a*"}, {`v_[ab]`, "v_b"}, {"v_?", "v_c"}} {
		want, _ := path.Match(c[0], c[1])
		if got := globMatch(c[0], c[1]); got != want || !want {
			t.Errorf("globMatch(%q, %q) = %v, want %v", c[0], c[1], got, want)
		}
	}
}
