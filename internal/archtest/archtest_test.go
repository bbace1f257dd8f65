package archtest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/splitwcet/splitwcet/"

// layers orders the packages as data flows through them; a package may
// import only packages of its own layer or a lower one. The longest
// matching prefix gives a package's layer.
var layers = []struct {
	prefix string
	layer  int
}{
	{"examples", 0},
	{"internal/progress", 0}, // progress bars on a terminal (cmd)
	{"internal/diag", 0},
	{"internal/sat", 0},       // saturating arithmetic (simulator estimates, IPET, static bound)
	{"internal/yamldoc", 0},   // the one YAML document of an input file
	{"internal/extcmd", 0},    // external programs (hipcc, dot) under a time limit
	{"internal/ci", 0},        // SARIF and JUnit logs for CI servers
	{"internal/qualtrace", 0}, // test only: requirement → test trace (docs/qualification)
	{"internal/testenv", 0},   // test support: external tools (Graphviz) skip or fail
	{"internal/measure", 0},   // benchmark support: CPU time, live heap
	{"internal/fp", 0},        // float32 FMA, rounded once (simulator, Go references)
	{"internal/llvmmc", 0},    // llvm-mc as an oracle (operand-table generator, differential tests)
	{"internal/outfile", 0},   // every file a command writes: regular targets, not an input, atomic
	{"cfg/asm", 1},
	{"cfg/isa", 1}, // the targets: per generation, its facts and instruction records
	{"cfg", 2},     // cfg, cfg/render
	{"ipg", 3},
	{"traces", 4},
	{"traces/sim", 5},        // the simulator, its timing model, workloads, isa, gen
	{"ipet", 6},              // ipet, ipet/lpsolve, ipet/static
	{"splitmodel/kernel", 7}, // the loader
	{"splitmodel/roles", 8},
	{"splitmodel", 9},       // the kernel model; choose, soundness, report build on it
	{"splitmodel/sweep", 9}, // sweeps and sharded campaigns: run choose, report, soundness cases
	{"internal/archtest", 10},
	{"cmd", 10}, // cmd/splitwcet, cmd/internal/cli
	// The Rodinia evaluation (make rodinia): runs the whole pipeline.
	{"examples/rodinia/eval", 10},
	{"examples/rodinia/cmd", 10},
	// The peer comparison with MGPUSim (make peer): compiles, runs both.
	{"examples/peer", 10},
	// The static bound's tightness suite (make tightness): examples and Rodinia.
	{"examples/tightness", 10},
}

func layerOf(pkg string) (int, bool) {
	best, layer := -1, 0
	for _, l := range layers {
		if (pkg == l.prefix || strings.HasPrefix(pkg, l.prefix+"/")) && len(l.prefix) > best {
			best, layer = len(l.prefix), l.layer
		}
	}
	return layer, best >= 0
}

// TestDataFlowsOneWay parses the imports of every non-test file.
// walkSources calls fn with every Go file of non-test code of the module
// (root: the module's root), outside testdata, out, bin and hidden folders.
func walkSources(fn func(root, path string) error) error {
	root := filepath.Join("..", "..")
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "out" || d.Name() == "bin") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		return fn(root, path)
	})
}

func TestDataFlowsOneWay(t *testing.T) {
	seen := map[string]bool{}
	err := walkSources(func(root, path string) error {
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		from, ok := layerOf(pkg)
		if !ok {
			t.Errorf("%s: package %s is in no layer: add it to layers and to docs/architecture.md", path, pkg)
			return nil
		}
		seen[pkg] = true
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(p, module) {
				continue
			}
			dep := strings.TrimPrefix(p, module)
			if strings.HasPrefix(pkg, "internal/") {
				t.Errorf("%s: %s imports %s: internal/ holds leaves only (utilities that import no package of splitwcet)", path, pkg, dep)
			}
			to, ok := layerOf(dep)
			if !ok || to > from {
				t.Errorf("%s: %s imports %s, which data reaches later", path, pkg, dep)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	for p := range seen {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	if len(pkgs) < 20 {
		t.Fatalf("found only %d packages: %v", len(pkgs), pkgs)
	}
}

// The test fails on an upward import: a package of a lower layer that
// imports a higher one.
func TestLayerOf(t *testing.T) {
	for pkg, want := range map[string]int{
		"cfg/asm": 1, "cfg/isa": 1, "cfg/render": 2, "ipg": 3, "traces": 4, "traces/sim/timing": 5,
		"ipet/static": 6, "splitmodel/kernel": 7, "ipg/exampletest": 3, "splitmodel/roles": 8, "splitmodel/choose": 9, "splitmodel/sweep": 9, "cmd/splitwcet": 10,
		"internal/diag": 0, "internal/sat": 0, "internal/yamldoc": 0, "internal/extcmd": 0, "cmd/internal/cli": 10, "internal/progress": 0, "internal/testenv": 0,
	} {
		if got, ok := layerOf(pkg); !ok || got != want {
			t.Errorf("layerOf(%s) = %d, %v; want %d", pkg, got, ok, want)
		}
	}
	if _, ok := layerOf("elsewhere"); ok {
		t.Error("an unknown package has a layer")
	}
}

// TestFoundations: the packages every layer builds on import only what
// their doc comments promise: the target records (cfg/isa) nothing above
// the assembly parser, the split policy (traces/sim/split) nothing of
// splitwcet, so that the role analysis reaches it without the simulator.
func TestFoundations(t *testing.T) {
	root := filepath.Join("..", "..")
	for pkg, allowed := range map[string][]string{
		"cfg/isa":          {"cfg/asm"},
		"traces/sim/split": nil,
	} {
		files, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(pkg), "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", pkg, err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if dep, ok := strings.CutPrefix(p, module); ok && !slices.Contains(allowed, dep) {
					t.Errorf("%s imports %s: %s may import only %v of splitwcet", path, dep, pkg, allowed)
				}
			}
		}
	}
}
