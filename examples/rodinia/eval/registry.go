package eval

import (
	"fmt"
	"sort"
	"sync"
)

// The registration point of the evaluation. A benchmark is added by one
// file of its own, check_<bench>.go, holding its output check and an init
// function that registers it with its kernels:
//
//	func init() {
//		Register(Benchmark{Name: "nw", Check: CheckNW, Kernels: []Kernel{
//			{Unit: "nw", Symbol: "_Z20needle_cuda_shared_1PiS_iiii", Name: "needle_cuda_shared_1",
//				Workload: "nw/needle1.workload.yaml", Set: "n16_i1", Input: "nw 16 10 (16x16, srand(7)), launch i = 1"},
//		}})
//	}
//
// Nothing else needs editing: cmd/evaluate (make rodinia), the figures, the
// tables, the reports and the index iterate over Benchmarks(), and
// TestRegistry checks every registration. Kernel.Bench is filled in by
// Register. A check loops over configs and loads each kernel with
// program(t, asmPath, workload, c.mk); where it asserts that a run split
// it must ask c.mustSplit(), not c.s > 0: choose's marking may be none.

// Benchmark is one benchmark of ../shared/rodinia in the evaluation.
type Benchmark struct {
	// Name is the benchmark's folder under ../shared/rodinia, out/rodinia
	// and examples/rodinia (as scripts/rodinia.sh names it).
	Name string
	// Check runs the host's launch sequence(s) and compares the outputs
	// with the Go references (check.go says what every check does); dir
	// is examples/rodinia, asmPath the benchmark's assembly (the Unit of
	// its first kernel; a check that needs another unit finds it beside).
	Check func(t TB, dir, asmPath string)
	// CheckMedium is the check of the medium input, when the benchmark
	// registers medium-input kernels (Register requires it then).
	CheckMedium func(t TB, dir, asmPath string)
	// Kernels are the evaluated kernels, one entry per kernel and input
	// size, in the order of the tables.
	Kernels []Kernel
}

// Kernel is one evaluated kernel at one input size.
type Kernel struct {
	// Bench is the benchmark (set by Register).
	Bench string
	// Unit is the assembly file out/rodinia/<bench>/<Unit>.s; Symbol the
	// kernel's symbol in it; Name the short name used in paths and tables.
	Unit, Symbol, Name string
	// Workload and Facts are paths under examples/rodinia (Facts may be
	// empty); Set is the input sets evaluated, as analyze --set: "all" or
	// one name.
	Workload, Facts, Set string
	// Input says what input the sets reproduce (host command line, seed).
	Input string
	// Size is the thesis' input class (Table 6.1): "small" (the default
	// when empty) or "medium".
	Size string
	// Buffers, when set, fills buffers that the workload declares without
	// their data (inputs too large to commit, generated in Go from the
	// host's generator and seed at evaluation time): per input set name,
	// argument name -> bytes (each exactly the declared size).
	Buffers func() (map[string]map[string][]byte, error)
	// Reconverge evaluates the kernel on hardware whose splits merge at
	// their joins (splits.reconverge; evaluate -reconverge): the runs, the
	// analyses and choose's marking all take it. Not set by Register.
	Reconverge bool
}

// SizeName is the kernel's input class, "small" when not given.
func (k Kernel) SizeName() string {
	if k.Size == "" {
		return "small"
	}
	return k.Size
}

// Dir is the kernel's output folder relative to the output root:
// <bench>/<kernel> for the small input, medium/<bench>/<kernel> for the
// medium one.
func (k Kernel) Dir() string {
	if s := k.SizeName(); s != "small" {
		return s + "/" + k.Bench + "/" + k.Name
	}
	return k.Bench + "/" + k.Name
}

var (
	regMu      sync.Mutex
	registered = map[string]Benchmark{}
)

// Register adds a benchmark to the evaluation (from an init function). It
// panics on a programming error: a duplicate or unnamed benchmark, no
// check, or a kernel without unit, symbol, name or workload.
func Register(b Benchmark) {
	regMu.Lock()
	defer regMu.Unlock()
	if b.Name == "" || b.Check == nil {
		panic("eval.Register: a benchmark needs a name and a check")
	}
	if _, dup := registered[b.Name]; dup {
		panic("eval.Register: benchmark " + b.Name + " registered twice")
	}
	seen := map[string]bool{}
	ks := make([]Kernel, len(b.Kernels))
	for i, k := range b.Kernels {
		k.Bench = b.Name
		if k.Unit == "" || k.Symbol == "" || k.Name == "" || k.Workload == "" {
			panic(fmt.Sprintf("eval.Register: %s kernel %d: unit, symbol, name and workload are needed", b.Name, i))
		}
		if k.Set == "" {
			k.Set = "all"
		}
		if s := k.SizeName(); s != "small" && s != "medium" {
			panic(fmt.Sprintf("eval.Register: %s %s: size %q is not small or medium", b.Name, k.Name, k.Size))
		}
		if seen[k.Dir()] {
			panic(fmt.Sprintf("eval.Register: %s: kernel %s at size %s listed twice", b.Name, k.Name, k.SizeName()))
		}
		seen[k.Dir()] = true
		ks[i] = k
	}
	for _, k := range ks {
		if k.SizeName() == "medium" && b.CheckMedium == nil {
			panic("eval.Register: " + b.Name + " has medium-input kernels but no CheckMedium")
		}
	}
	b.Kernels = ks
	registered[b.Name] = b
}

// Benchmarks returns the registered benchmarks sorted by name.
func Benchmarks() []Benchmark {
	regMu.Lock()
	defer regMu.Unlock()
	out := make([]Benchmark, 0, len(registered))
	for _, b := range registered {
		out = append(out, b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// CheckOf returns the benchmark's check of an input size.
func (b Benchmark) CheckOf(size string) func(t TB, dir, asmPath string) {
	if (Kernel{Size: size}).SizeName() == "medium" {
		return b.CheckMedium
	}
	return b.Check
}

// Lookup returns the registered benchmark of that name.
func Lookup(name string) (Benchmark, bool) {
	regMu.Lock()
	defer regMu.Unlock()
	b, ok := registered[name]
	return b, ok
}

// Kernels returns every registered kernel: benchmarks by name, then each
// benchmark's kernels in its order.
func Kernels() []Kernel {
	var out []Kernel
	for _, b := range Benchmarks() {
		out = append(out, b.Kernels...)
	}
	return out
}

// FindKernel returns the registered kernel of a benchmark by name and input
// size ("" = small).
func FindKernel(bench, name, size string) (Kernel, bool) {
	b, ok := Lookup(bench)
	if !ok {
		return Kernel{}, false
	}
	for _, k := range b.Kernels {
		if k.Name == name && k.SizeName() == (Kernel{Size: size}).SizeName() {
			return k, true
		}
	}
	return Kernel{}, false
}
