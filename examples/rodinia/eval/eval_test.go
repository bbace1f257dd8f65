package eval

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/testenv"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// The evaluation tests compile the benchmarks from ../shared/rodinia (the
// third-party input, never copied here) with scripts/rodinia.sh into a
// temporary directory, run the host programs' launch sequences on the
// simulator and compare the outputs with the Go references of this
// package: at S = 0 unmarked, and at S = 4 with the whole kernel marked
// (MODE bit 21 set at kernel entry, as the thesis ran the suite) and with
// every candidate branch marked (choose's first-S baseline); each split
// output must equal the unsplit one byte for byte.

// compiled holds the assembly folder per benchmark, compiled once per test
// binary into outDir (removed by TestMain).
var (
	compiled = map[string]string{}
	outDir   string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if outDir != "" {
		os.RemoveAll(outDir)
	}
	os.Exit(code)
}

// compile returns the path of bench's assembly (unit: the .s name),
// skipping the test when the Rodinia folder or hipcc is absent.
func compile(t *testing.T, bench, unit string) string {
	t.Helper()
	return compileFor(t, bench, unit, "gfx803")
}

// compileFor is compile for the processor arch.
func compileFor(t *testing.T, bench, unit, arch string) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	rod := RodiniaDir(root)
	key := bench + " " + arch
	if _, ok := compiled[key]; !ok {
		if outDir == "" {
			if outDir, err = os.MkdirTemp("", "splitwcet-rodinia-"); err != nil {
				t.Fatal(err)
			}
		}
		dir, ok, err := CompileFor(root, rod, filepath.Join(outDir, bench), bench, arch)
		if !ok {
			testenv.RodiniaMissing(t, rod, "the evaluation")
		}
		if err != nil {
			t.Fatal(err)
		}
		compiled[key] = dir
	}
	return filepath.Join(compiled[key], unit+".s")
}

// kernels lists every kernel of the eight benchmarks by compilation unit,
// with the natural loops hipcc leaves at -O3 (each needs a flow-fact bound
// for 'wcet --static' and 'analyze').
var kernels = []struct {
	bench, unit, symbol string
	loops               int
}{
	{"backprop", "backprop", "_Z22bpnn_layerforward_CUDAPfS_S_S_ii", 0},
	{"backprop", "backprop", "_Z24bpnn_adjust_weights_cudaPfiS_iS_S_", 0},
	{"bfs", "bfs", "_Z6KernelP4NodePiPbS2_S2_S1_i", 1},
	{"bfs", "bfs", "_Z7Kernel2PbS_S_S_i", 0},
	{"b+tree", "b+tree", "findK", 1},
	{"b+tree", "b+tree_2", "findRangeK", 1},
	{"cfd", "cfd", "_Z25cuda_initialize_variablesiPfS_", 0},
	{"cfd", "cfd", "_Z24cuda_compute_step_factoriPfS_S_", 0},
	{"cfd", "cfd", "_Z17cuda_compute_fluxiPiPfS0_S0_S0_P15HIP_vector_typeIfLj3EES3_", 0},
	{"cfd", "cfd", "_Z14cuda_time_stepiiPfS_S_S_", 0},
	{"gaussian", "gaussian", "_Z4Fan1PfS_ii", 0},
	{"gaussian", "gaussian", "_Z4Fan2PfS_S_iii", 0},
	{"hotspot", "hotspot", "_Z14calculate_tempiPfS_S_iiiiffffff", 1},
	{"nw", "nw", "_Z20needle_cuda_shared_1PiS_iiii", 0},
	{"nw", "nw", "_Z20needle_cuda_shared_2PiS_iiii", 0},
	{"srad", "srad", "_Z11srad_cuda_1PfS_S_S_S_S_iif", 0},
	{"srad", "srad", "_Z11srad_cuda_2PfS_S_S_S_S_iiff", 0},
}

// TestEveryKernelLoads compiles all eight benchmarks and checks that each
// unit holds exactly the kernels listed, and that every kernel builds its
// CFG and IPT graph and decodes for the simulator (the table of
// docs/rodinia.md).
func TestEveryKernelLoads(t *testing.T) {
	byUnit := map[string][]string{}
	for _, k := range kernels {
		path := compile(t, k.bench, k.unit)
		byUnit[path] = append(byUnit[path], k.symbol)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		kk, err := kernel.FromText(path, src, kernel.Config{Kernel: k.symbol, Simulate: true})
		if err != nil {
			t.Errorf("%s %s: %v", k.bench, k.symbol, err)
			continue
		}
		if kk.Fn.Name != k.symbol {
			t.Errorf("%s: selected %s, want %s", k.bench, kk.Fn.Name, k.symbol)
		}
		if len(kk.CFG.Loops) != k.loops {
			t.Errorf("%s %s: %d loops, want %d", k.bench, k.symbol, len(kk.CFG.Loops), k.loops)
		}
	}
	for path, want := range byUnit {
		src, _ := os.ReadFile(path)
		f, err := kernel.Parse(path, src, asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, fn := range f.Kernels() {
			got = append(got, fn.Name)
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: kernels %v, want %v", path, got, want)
		}
	}
}

func TestGaussian(t *testing.T) { CheckGaussian(t, "..", compile(t, "gaussian", "gaussian")) }

// TestVega: gaussian and nw compiled for gfx906 (Vega 20), and cfd and
// srad for gfx900 and gfx906, give their Go references' outputs unmarked at S = 0
// and, split, at S = 4, as for gfx803 (issue 29; make rodinia ARCH=gfx900
// or gfx906 checks all eight, docs/rodinia.md). gaussian's, cfd's and
// srad's references fuse the multiply-adds hipcc contracts for gfx9 (gfx906
// writes most of cfd's as v_fmac_f32, gfx900 as v_fma_f32).
func TestVega(t *testing.T) {
	for _, c := range []struct{ bench, arch string }{{"gaussian", "gfx906"}, {"nw", "gfx906"}, {"cfd", "gfx900"}, {"cfd", "gfx906"},
		{"srad", "gfx900"}, {"srad", "gfx906"}} {
		t.Run(c.bench+"-"+c.arch, func(t *testing.T) {
			bench, ok := Lookup(c.bench)
			if !ok {
				t.Fatalf("%s is not registered", c.bench)
			}
			path := compileFor(t, c.bench, c.bench, c.arch)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(src), "amdgcn-amd-amdhsa--"+c.arch) {
				t.Fatalf("%s is not %s code", path, c.arch)
			}
			bench.CheckOf("")(t, "..", path)
		})
	}
}
func TestNW(t *testing.T)       { CheckNW(t, "..", compile(t, "nw", "nw")) }
func TestBackprop(t *testing.T) { CheckBackprop(t, "..", compile(t, "backprop", "backprop")) }
func TestHotspot(t *testing.T)  { CheckHotspot(t, "..", compile(t, "hotspot", "hotspot")) }

// TestMediumChecks runs the output checks of the medium inputs (the
// thesis' Table 6.1 medium sizes) when SPLITWCET_RODINIA_MEDIUM is set;
// make rodinia runs them in any case (cmd/evaluate).
func TestMediumChecks(t *testing.T) {
	if os.Getenv("SPLITWCET_RODINIA_MEDIUM") == "" {
		t.Skip("SPLITWCET_RODINIA_MEDIUM is not set: the medium inputs are checked by make rodinia (about 4 minutes here; hotspot's 7396 wavefronts take most)")
	}
	for _, b := range Benchmarks() {
		if b.CheckMedium == nil {
			continue
		}
		t.Run(b.Name, func(t *testing.T) { b.CheckMedium(t, "..", compile(t, b.Name, b.Kernels[0].Unit)) })
	}
}

func TestMarkEntry(t *testing.T) {
	text := "\t.globl k\nk:  ; @k\n\ts_mov_b32 s0, 0\nkk:\n\ts_endpgm\n"
	got, err := MarkEntry([]byte(text), "k")
	if err != nil {
		t.Fatal(err)
	}
	want := "\t.globl k\nk:  ; @k\n\t" + choose.SetMark + "\n\ts_mov_b32 s0, 0\nkk:\n\ts_endpgm\n"
	if string(got) != want {
		t.Errorf("MarkEntry:\n%s\nwant\n%s", got, want)
	}
	// "kk:" must not match a search for "k:" at a line start other than k's.
	got, err = MarkEntry([]byte(text), "kk")
	if err != nil {
		t.Fatal(err)
	}
	if want := "kk:\n\t" + choose.SetMark + "\n\ts_endpgm\n"; !strings.HasSuffix(string(got), want) {
		t.Errorf("MarkEntry kk: %q", got)
	}
	if _, err := MarkEntry([]byte(text), "x"); err == nil {
		t.Error("MarkEntry of a missing kernel: no error")
	}
}

// TestEvaluateFan1 runs the evaluation of make rodinia on the fastest
// kernel (gaussian's Fan1, its 15 launches) at every S of EvalS: the three
// markings, both modes, every bound at or above its observation, splits
// only when the whole kernel is marked at S > 0 (choose picks no branch
// for Fan1: its one candidate's split only adds the split's cost), and
// the output check (which also runs choose's marking) passing.
func TestEvaluateFan1(t *testing.T) {
	asmPath := compile(t, "gaussian", "gaussian")
	kd, ok := FindKernel("gaussian", "Fan1", "")
	if !ok {
		t.Fatal("gaussian Fan1 is not registered")
	}
	// The whole evaluation of the kernel, as make rodinia runs it: every S
	// of EvalS, all three markings, both modes.
	s, err := Evaluate(context.Background(), "..", asmPath, kd, EvalS, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.CheckOutputs(RunCheck(CheckGaussian, "..", asmPath))
	if !s.OutputMatchesReference {
		t.Errorf("output check: %s", s.OutputCheck)
	}
	if want := len(EvalS) * len(Markings); len(s.Rows) != want || len(s.Violations) != 0 {
		t.Fatalf("rows %d (want %d), violations %v", len(s.Rows), want, s.Violations)
	}
	rows := map[string]Row{}
	for _, r := range s.Rows {
		rows[fmt.Sprint(r.Marking, r.S)] = r
		if r.BoundParallel < r.ObservedParallel || r.BoundSerial < r.ObservedSerial || r.ObservedParallel <= 0 {
			t.Errorf("row %+v: a bound below its observation", r)
		}
		split := r.S > 0 && r.Marking == "whole-kernel"
		if (r.SplitsParallel > 0) != split || (r.SplitsSerial > 0) != split {
			t.Errorf("row %+v: splits %d/%d", r, r.SplitsParallel, r.SplitsSerial)
		}
		if r.UnsplitParallel != rows[fmt.Sprint(r.Marking, 0)].ObservedParallel {
			t.Errorf("row %+v: unsplit_parallel is not the S = 0 observation of its marking", r)
		}
	}
	// The entry mark costs its one instruction: the whole-kernel kernel at
	// S = 0 runs 8 cycles longer than the unmarked one (1283 against 1275).
	if d := rows["whole-kernel0"].ObservedParallel - rows["none0"].ObservedParallel; d != 8 {
		t.Errorf("S = 0: whole-kernel runs %d cycles longer than none, want 8", d)
	}
	// choose -S 4 picks no branch (docs/rodinia.md): the chosen rows are
	// the unmarked kernel's, named as choose names the entry.
	ch := rows["chosen4"]
	if len(ch.Marks) != 0 || !strings.Contains(ch.Chosen, "none") {
		t.Errorf("chosen S = 4: %q marks %v, want choose's none", ch.Chosen, ch.Marks)
	}
	for _, S := range []int{0, 4} {
		c, n := rows[fmt.Sprint("chosen", S)], rows[fmt.Sprint("none", S)]
		if c.ObservedParallel != n.ObservedParallel || c.BoundParallel != n.BoundParallel || c.BoundSerial != n.BoundSerial {
			t.Errorf("S = %d: chosen %+v differs from none %+v", S, c, n)
		}
	}
	if rows["chosen0"].Chosen != "" {
		t.Errorf("chosen S = 0 names a choice: %q", rows["chosen0"].Chosen)
	}
}

// TestRecorder checks that a failing check is recorded and that Fatal ends
// the check without ending the caller.
func TestRecorder(t *testing.T) {
	r := RunCheck(func(t TB, dir, asmPath string) {
		t.Errorf("first %s", dir)
		t.Fatalf("second %s", asmPath)
		t.Errorf("never")
	}, "d", "a")
	if strings.Join(r.Errors, ",") != "first d,second a" {
		t.Errorf("errors %q", r.Errors)
	}
}

// TestRegistry checks the registrations: every registered kernel is one
// of the kernels of the eight benchmarks (kernels above) in its unit, its
// workload exists, and the four benchmarks of this package are there.
func TestRegistry(t *testing.T) {
	known := map[string]bool{}
	for _, k := range kernels {
		known[k.bench+"/"+k.unit+"/"+k.symbol] = true
	}
	names := map[string]bool{}
	for _, b := range Benchmarks() {
		names[b.Name] = true
		if len(b.Kernels) == 0 {
			t.Errorf("%s: no kernel registered", b.Name)
		}
		for _, k := range b.Kernels {
			if k.Bench != b.Name {
				t.Errorf("%s %s: Bench %q", b.Name, k.Name, k.Bench)
			}
			if !known[k.Bench+"/"+k.Unit+"/"+k.Symbol] {
				t.Errorf("%s: %s is not a kernel of unit %s", k.Bench, k.Symbol, k.Unit)
			}
			if _, err := os.Stat(filepath.Join("..", k.Workload)); err != nil {
				t.Errorf("%s %s: workload: %v", k.Bench, k.Name, err)
			}
		}
	}
	for _, want := range []string{"backprop", "gaussian", "hotspot", "nw"} {
		if !names[want] {
			t.Errorf("benchmark %s is not registered", want)
		}
	}
	if k, ok := FindKernel("nw", "needle_cuda_shared_2", ""); !ok || k.Dir() != "nw/needle_cuda_shared_2" || k.Set != "n32_i1" {
		t.Errorf("FindKernel nw needle_cuda_shared_2: %+v %v", k, ok)
	}
	if (Kernel{Bench: "nw", Name: "k", Size: "medium"}).Dir() != "medium/nw/k" {
		t.Error("Dir of a medium kernel")
	}
}

// TestEvaluateChosenMarks runs the evaluation on our own example
// examples/ifelse (no Rodinia code), where choose marks a branch: the
// chosen rows at S = 1 and 2 use that marking ({%bb.0}, simulated Eq. 5.4
// bound 1389 against 2093 unsplit, docs/choose.md), in a run of its own
// with its own S = 0 time, and the kernel gets a chosen report page.
func TestEvaluateChosenMarks(t *testing.T) {
	dir := filepath.Join("..", "..", "ifelse")
	kd := Kernel{Bench: "ifelse", Unit: "kernel", Name: "ifelse", Workload: "workload.yaml", Set: "all"}
	s, err := Evaluate(context.Background(), dir, filepath.Join(dir, "kernel.s"), kd, []int{0, 1, 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Rows) != 9 || len(s.Violations) != 0 {
		t.Fatalf("rows %d (want 9), violations %v", len(s.Rows), s.Violations)
	}
	rows := map[string]Row{}
	for _, r := range s.Rows {
		rows[fmt.Sprint(r.Marking, r.S)] = r
	}
	for _, S := range []int{1, 2} {
		c, n := rows[fmt.Sprint("chosen", S)], rows[fmt.Sprint("none", S)]
		if strings.Join(c.Marks, ",") != "%bb.0" || c.Chosen == "" {
			t.Errorf("chosen S = %d: %q marks %v, want {%%bb.0}", S, c.Chosen, c.Marks)
		}
		if c.SplitsParallel == 0 || c.BoundParallel >= n.BoundParallel || c.ObservedParallel >= n.ObservedParallel {
			t.Errorf("S = %d: chosen %+v does not split and gain over none %+v", S, c, n)
		}
		if c.BoundParallel < c.ObservedParallel {
			t.Errorf("S = %d: chosen bound %d below its observation %d", S, c.BoundParallel, c.ObservedParallel)
		}
	}
	if rows["chosen1"].BoundParallel != 1389 {
		t.Errorf("chosen S = 1: Eq. 5.4 bound %d, choose's confirming simulation gives 1389", rows["chosen1"].BoundParallel)
	}
	// The S = 0 row of the chosen marking is the unmarked kernel's; the
	// speedup's S = 0 time of S = 1, 2 is the marked kernel's at S = 0.
	if c, n := rows["chosen0"], rows["none0"]; c.ObservedParallel != n.ObservedParallel || c.BoundParallel != n.BoundParallel || c.BoundSerial != n.BoundSerial {
		t.Errorf("chosen S = 0 %+v is not none's %+v", rows["chosen0"], rows["none0"])
	}
	var marked *MarkedRun
	for _, r := range s.Runs {
		if r.Marking == "chosen" {
			marked = r
		}
	}
	if marked == nil || len(marked.Results) != 3 || marked.Results[0].S != 0 {
		t.Fatalf("no chosen run at S = 0, 1, 2: %+v", marked)
	}
	if got := rows["chosen1"].UnsplitParallel; got != marked.Results[0].Parallel.Observed || got == rows["chosen1"].ObservedParallel {
		t.Errorf("chosen S = 1: unsplit_parallel %d, the marked kernel at S = 0 ran %d", got, marked.Results[0].Parallel.Observed)
	}
	var dirs []string
	for _, p := range s.ReportPages() {
		dirs = append(dirs, p.Dir)
	}
	if strings.Join(dirs, " ") != ". none chosen-1" {
		t.Errorf("report pages %v", dirs)
	}
	b, sp := Speedups([]*Summary{s}, "chosen")
	if len(b) != 1 || sp["ifelse"][0] <= 1 {
		t.Errorf("speedups %v %v: want a gain at S = 1", b, sp)
	}
}
