package kernel_test

import (
	"bytes"
	"context"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// twoKernels is a gfx803 file with two kernels whose demangled names share
// a prefix, and a device function.
const twoKernels = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n" +
	"\t.type\t_Z6ifelsePi,@function\n_Z6ifelsePi:\n\tv_mov_b32_e32 v0, 1\n\ts_endpgm\n.Lfunc_end0:\n" +
	"\t.amdhsa_kernel _Z6ifelsePi\n\t\t.amdhsa_next_free_vgpr 4\n\t.end_amdhsa_kernel\n" +
	"\t.type\t_Z10ifelse_twoPi,@function\n_Z10ifelse_twoPi:\n\tv_mov_b32_e32 v0, 2\n\tv_mov_b32_e32 v1, 3\n\ts_endpgm\n.Lfunc_end1:\n" +
	"\t.amdhsa_kernel _Z10ifelse_twoPi\n\t\t.amdhsa_next_free_vgpr 4\n\t.end_amdhsa_kernel\n" +
	"\t.type\thelper,@function\nhelper:\n\ts_setpc_b64 s[30:31]\n.Lfunc_end2:\n"

// The same name selects the same function whatever the command builds
// (CFG only, IPG, simulator program): one rule.
func TestOneSelectionRule(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"ifelse", "_Z6ifelsePi"},
		{"ifelse_t", "_Z10ifelse_twoPi"},
		{"_Z10ifelse_twoPi", "_Z10ifelse_twoPi"},
	} {
		for _, cfgOnly := range []bool{true, false} {
			k, err := kernel.FromText("two.s", []byte(twoKernels), kernel.Config{Kernel: c.name, CFGOnly: cfgOnly, Simulate: !cfgOnly})
			if err != nil {
				t.Fatalf("%q (CFG only %v): %v", c.name, cfgOnly, err)
			}
			if k.Name() != c.want || k.CFG.Func != k.Fn {
				t.Errorf("%q (CFG only %v) selects %s, want %s", c.name, cfgOnly, k.Name(), c.want)
			}
			if !cfgOnly && (k.Program == nil || k.Program.Fn != k.Fn) {
				t.Errorf("%q: the program is not of the selected function", c.name)
			}
		}
	}
	if _, err := kernel.FromText("two.s", []byte(twoKernels), kernel.Config{}); err == nil || !strings.Contains(err.Error(), "2 kernels, choose one with --kernel") {
		t.Errorf("no name with two kernels: %v", err)
	}
	// A device function is selected by its exact symbol; CFG only builds
	// no IPG.
	if k, err := kernel.FromText("two.s", []byte(twoKernels), kernel.Config{Kernel: "helper", CFGOnly: true}); err != nil || k.Name() != "helper" || k.IPG != nil {
		t.Errorf("device function, CFG only: %v", err)
	}
}

// The workload's kernel selects the kernel; a --kernel that selects another
// one is an error, one that selects the same one (by another name) is not.
func TestWorkloadKernel(t *testing.T) {
	wf := &workload.File{Path: "w.yaml", Kernel: "ifelse_two"}
	k, err := kernel.FromText("two.s", []byte(twoKernels), kernel.Config{Workload: wf, CFGOnly: true})
	if err != nil || k.Name() != "_Z10ifelse_twoPi" {
		t.Fatalf("workload's kernel: %v %v", k, err)
	}
	if _, err := kernel.FromText("two.s", []byte(twoKernels), kernel.Config{Kernel: "_Z10ifelse_twoPi", Workload: wf, CFGOnly: true}); err != nil {
		t.Errorf("the same kernel by its symbol: %v", err)
	}
	_, err = kernel.FromText("two.s", []byte(twoKernels), kernel.Config{Kernel: "_Z6ifelsePi", Workload: wf, CFGOnly: true})
	if want := `--kernel "_Z6ifelsePi" selects _Z6ifelsePi, but the workload w.yaml is for kernel "ifelse_two"`; err == nil || err.Error() != want {
		t.Errorf("conflicting kernels: got %v, want %s", err, want)
	}
}

// Every IPT is probed at the PC of its own instruction: the CFG, the IPG
// and the program come from one parse.
func TestProbesAreTheIPTs(t *testing.T) {
	for _, name := range examples.Names() {
		for _, p := range []ipg.Placement{ipg.Thesis, ipg.Blocks} {
			k, err := kernel.Example(name, kernel.Config{Simulate: true, Placement: p})
			if err != nil {
				t.Fatal(err)
			}
			if len(k.Probes) != len(k.IPG.IPTs) || len(k.PC) != len(k.IPG.IPTs) {
				t.Fatalf("%s %s: %d probes, %d PCs for %d IPTs", name, p, len(k.Probes), len(k.PC), len(k.IPG.IPTs))
			}
			for _, ipt := range k.IPG.IPTs {
				pc := k.PC[ipt.ID]
				if k.Probes[pc] != ipt || k.Program.Instrs[pc].Instruction != ipt.Instr() {
					t.Errorf("%s %s: IPT %s at PC %d is not its instruction", name, p, ipt.Name, pc)
				}
			}
		}
	}
}

// Example brings the example's workload and flow facts; without Simulate
// there is no program.
func TestExample(t *testing.T) {
	k, err := kernel.Example("divloop", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if k.Source != "examples/divloop/kernel.s" || k.Workload == nil || k.Facts == nil || k.Program != nil || k.Text == nil {
		t.Errorf("divloop: source %s, workload %v, facts %v, program %v", k.Source, k.Workload != nil, k.Facts != nil, k.Program != nil)
	}
	if k.HW.Name != "default.yaml" {
		t.Errorf("hardware %q, want the default", k.HW.Name)
	}
}

// Load with no file is the embedded default example with its workload,
// and says so.
func TestLoadDefault(t *testing.T) {
	var notes bytes.Buffer
	k, err := kernel.Load(context.Background(), kernel.Input{NeedWorkload: true, Config: kernel.Config{Simulate: true}, Notes: &notes})
	if err != nil {
		t.Fatal(err)
	}
	want := "examples/" + examples.Default + "/kernel.s"
	if k.Source != want || k.Workload == nil || k.Program == nil {
		t.Errorf("default: source %s, workload %v, program %v", k.Source, k.Workload != nil, k.Program != nil)
	}
	if !strings.Contains(notes.String(), "no input file: using the embedded example") {
		t.Errorf("notes %q", notes.String())
	}
}

// Bad input: each error says what was expected; command-line mistakes are
// UsageErrors.
func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	asmPath := filepath.Join(dir, "k.s")
	if err := os.WriteFile(asmPath, []byte(twoKernels), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in    kernel.Input
		usage bool
		want  string
	}{
		{kernel.Input{Path: filepath.Join(dir, "none.s")}, false, "none.s: no such file"},
		{kernel.Input{Path: dir}, false, "is a directory, want a .s assembly or .hip source file"},
		{kernel.Input{Path: asmPath, HipccFlags: "-O0"}, true, "--hipcc-flags and --save-asm apply to HIP input"},
		{kernel.Input{Path: asmPath, Processor: "pentium"}, true, `--arch "pentium": want one of the processors splitwcet reads: gfx600, gfx601`},
		{kernel.Input{Path: asmPath, NeedWorkload: true, Config: kernel.Config{Kernel: "ifelse"}}, true, "give the workload: --workload W.yaml"},
		{kernel.Input{Path: asmPath, Facts: filepath.Join(dir, "no.yaml"), Config: kernel.Config{Kernel: "ifelse"}}, false, "--facts:"},
		{kernel.Input{Path: asmPath, HW: filepath.Join(dir, "no.yaml"), Config: kernel.Config{Kernel: "ifelse"}}, false, "--hw:"},
		{kernel.Input{Path: asmPath, Config: kernel.Config{Kernel: "nope"}}, false, `no kernel "nope"; kernels: _Z6ifelsePi (ifelse), _Z10ifelse_twoPi (ifelse_two)`},
	} {
		_, err := kernel.Load(context.Background(), c.in)
		var ue *kernel.UsageError
		if err == nil || !strings.Contains(err.Error(), c.want) || errors.As(err, &ue) != c.usage {
			t.Errorf("%+v: got %v (usage error %v), want %q (usage %v)", c.in, err, errors.As(err, &ue), c.want, c.usage)
		}
	}
}

// TestOneParser: splitmodel/kernel is the only production code that parses
// assembly (test support in ipg/exampletest aside), builds a kernel's CFG
// (a callee's is built once, by cfg.Graph.Callee) and decodes it for the
// simulator (once: the check's decoding is the program).
func TestOneParser(t *testing.T) {
	loader := filepath.Join("splitmodel", "kernel", "kernel.go")
	for _, c := range []struct {
		pkg     string
		names   []string
		inside  string // the package itself, whose own calls do not count
		allowed []string
	}{
		{"asm", []string{"Parse", "ParseFile"}, filepath.Join("cfg", "asm"),
			[]string{loader, filepath.Join("ipg", "exampletest", "exampletest.go")}}, // test support, imported by tests only
		// The simulator builds none: the loader hands the program its own
		// (Program.UseCFG, TestLoaderGivesProgramItsCFG; without one a
		// run with reconvergence is refused, sim.ErrNoCFG).
		{"cfg", []string{"Build", "BuildFile"}, "cfg", []string{loader, filepath.Join("ipg", "exampletest", "exampletest.go")}},
		{"sim", []string{"Load", "Decode"}, filepath.Join("traces", "sim"),
			[]string{loader, filepath.Join("splitmodel", "kernel", "check.go")}},
	} {
		for _, rel := range callers(t, c.pkg, c.names, c.inside) {
			if !slices.Contains(c.allowed, rel) {
				t.Errorf("%s calls %s.%s: go through the loader (splitmodel/kernel)", rel, c.pkg, strings.Join(c.names, "/"))
			}
		}
	}
}

// callers lists the production Go files outside the directory inside
// that call pkg.Name for one of names (pkg as the file imports it).
// Subdirectories of inside are other packages and count.
func callers(t *testing.T, pkg string, names []string, inside string) []string {
	root := filepath.Join("..", "..")
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || filepath.Dir(rel) == inside {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		found := false
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if ok && slices.Contains(names, sel.Sel.Name) {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == pkg {
					found = true
				}
			}
			return true
		})
		if found {
			out = append(out, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestTraceIdentity: a run's header (what simulate writes and analyze
// keeps in memory) passes the kernel's own check, for every input set;
// another kernel's does not.
func TestTraceIdentity(t *testing.T) {
	k, err := kernel.Example("ifelse", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	const code = "sha256:ab3d4f4977b110e0c8c237d04e3304e46e9d30f7bdf9451d3dc919324aa5e26f"
	if got := k.CodeHash(); got != code {
		t.Errorf("ifelse code hash %s, want %s", got, code)
	}
	h := k.TraceHeader(k.Workload.Sets[1], 2, "serial")
	if h.Kernel != "_Z6ifelsePKiPi" || h.Code != code || h.Placement != "thesis" || h.InputSet != "random2-wg64" ||
		h.Workload != "examples/ifelse/workload.yaml" || h.Workgroups != [3]int{8, 1, 1} || h.WorkgroupSize != [3]int{64, 1, 1} ||
		h.S != 2 || h.Mode != "serial" || h.HW != "default.yaml" || h.HWHash != k.HW.Hash() {
		t.Errorf("header %+v", h)
	}
	want := k.TraceExpect()
	want.Mode = true
	for _, set := range k.Workload.Sets {
		h := k.TraceHeader(set, 0, "parallel")
		if err := h.Check("t.csv", want); err != nil {
			t.Errorf("set %s: %v", set.Name, err)
		}
	}
	d, err := kernel.Example("divloop", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	h = d.TraceHeader(d.Workload.Sets[0], 0, "parallel")
	if err := h.Check("t.csv", want); err == nil || !strings.Contains(err.Error(), "kernel: the trace is of kernel _Z7divloopPKiS0_Pi, expected _Z6ifelsePKiPi") {
		t.Errorf("divloop's trace checked as ifelse's: %v", err)
	}
}

// TestLoaderGivesProgramItsCFG: the loader's simulator program reads
// reconvergence from the loader's own CFG (sim.Program.UseCFG), so the
// kernel's graph is built once.
func TestLoaderGivesProgramItsCFG(t *testing.T) {
	k, err := kernel.FromText("two.s", []byte(twoKernels), kernel.Config{Kernel: "ifelse", Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	if k.Program == nil || k.Program.CFG() != k.CFG {
		t.Errorf("the program's CFG is not the loader's")
	}
}

// A static bound of RDNA or CDNA code says, beside the number, that the
// latency table's GCN3 latencies are assumed for it (wave32 and wave64
// alike); of GCN3 and Vega code (gfx803, gfx900) it says nothing more.
func TestLatencyTableAssumption(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"../../cfg/asm/testdata/ifelse_gfx1030.s", "is gfx1030 code (RDNA, wave32)"},
		{"../../examples/ifelse/kernel.gfx900.s", ""},
		{"../../examples/ifelse/kernel.s", ""},
	} {
		src, err := os.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		k, err := kernel.FromText(c.path, src, kernel.Config{CFGOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		got := k.LatencyTableAssumption()
		if c.want == "" && got != "" || !strings.Contains(got, c.want) || c.want != "" && !strings.HasPrefix(got, "ASSUMED") {
			t.Errorf("%s: %q, want %q", c.path, got, c.want)
		}
	}
	// gfx9's CDNA processors are not Vega: the same caveat.
	gfx90a, err := os.ReadFile("../../examples/ifelse/kernel.gfx900.s")
	if err != nil {
		t.Fatal(err)
	}
	k90a, err := kernel.FromText("gfx90a.s", []byte(strings.ReplaceAll(string(gfx90a), "gfx900", "gfx90a")), kernel.Config{CFGOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := k90a.LatencyTableAssumption(); !strings.Contains(got, "is gfx90a code (CDNA, not Vega)") {
		t.Errorf("gfx90a: %q", got)
	}
	// -mwavefrontsize64 RDNA code is still RDNA code.
	src, err := os.ReadFile("../../cfg/asm/testdata/ifelse_gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	w64 := strings.Replace(string(src), ".amdhsa_wavefront_size32 1", ".amdhsa_wavefront_size32 0", 1)
	k, err := kernel.FromText("w64.s", []byte(w64), kernel.Config{CFGOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := k.LatencyTableAssumption(); !strings.Contains(got, "(RDNA, wave64)") {
		t.Errorf("wave64 gfx1030: %q", got)
	}
}
