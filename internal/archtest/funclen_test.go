package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// maxFuncLines is the longest a function of non-test code may be (issue
// 25: each orchestrator reads as its documented steps).
const maxFuncLines = 120

// TestShortFunctions fails on a function (or function literal) of
// non-test code longer than maxFuncLines lines, from its func keyword to
// its closing brace. There is no allow-list: the simulator's opcode
// tables are registered by one function per group of instructions.
func TestShortFunctions(t *testing.T) {
	n := 0
	err := walkSources(func(_, path string) error {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(node ast.Node) bool {
			var body *ast.BlockStmt
			name := "a function literal"
			switch x := node.(type) {
			case *ast.FuncDecl:
				body, name = x.Body, x.Name.Name
			case *ast.FuncLit:
				body = x.Body
			}
			if body == nil {
				return true
			}
			n++
			lines := fset.Position(body.Rbrace).Line - fset.Position(node.Pos()).Line + 1
			if lines > maxFuncLines {
				t.Errorf("%s: %s is %d lines, more than %d: split it into named steps", fset.Position(node.Pos()), name, lines, maxFuncLines)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 1000 {
		t.Fatalf("found only %d functions", n)
	}
}
