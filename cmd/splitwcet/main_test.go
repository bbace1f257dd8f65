package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/testenv"
	"github.com/splitwcet/splitwcet/ipet"
)

// splitwcet runs the command line in-process and returns its output and exit code.
func splitwcet(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = execute(args, &out, &errb)
	return out.String(), errb.String(), code
}

// mustRun runs the command line and fails the test unless it exits 0.
func mustRun(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	stdout, stderr, code := splitwcet(t, args...)
	if code != 0 {
		t.Fatalf("splitwcet %s: exit %d\nstderr:\n%s", strings.Join(args, " "), code, stderr)
	}
	return stdout, stderr
}

// wantFail runs the command line and checks its exit code and that stderr
// holds every want string.
func wantFail(t *testing.T, code int, want []string, args ...string) string {
	t.Helper()
	_, stderr, got := splitwcet(t, args...)
	if got != code {
		t.Errorf("splitwcet %s: exit %d, want %d\nstderr:\n%s", strings.Join(args, " "), got, code, stderr)
	}
	if !diagnosticRE.MatchString(stderr) {
		t.Errorf("splitwcet %s: stderr has no line \"splitwcet: error: \" or \"FILE:LINE:COL: error: \":\n%s", strings.Join(args, " "), stderr)
	}
	for _, w := range want {
		if !strings.Contains(stderr, w) {
			t.Errorf("splitwcet %s: stderr lacks %q:\n%s", strings.Join(args, " "), w, stderr)
		}
	}
	return stderr
}

// diagnosticRE matches the first line of a diagnostic (internal/diag).
var diagnosticRE = regexp.MustCompile(`(?m)^[^\s:][^:\n]*(:[0-9]+){0,2}: error: `)

// twoKernels is a minimal file with kernels "first" (a loop) and "second".
const twoKernels = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.type	first,@function
first:
; %bb.0:
	s_mov_b32 s0, 4
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_endpgm
.Lfunc_end0:
	.type	second,@function
second:
	v_mov_b32_e32 v1, 1
	s_endpgm
.Lfunc_end1:
	.amdhsa_kernel first
	.end_amdhsa_kernel
	.amdhsa_kernel second
	.end_amdhsa_kernel
`

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCfgDefaultExample(t *testing.T) {
	stdout, stderr := mustRun(t, "cfg")
	if !strings.HasPrefix(stdout, "kernel synthetic_split [_Z15synthetic_splitPKiPi] (gfx803)\n") {
		t.Errorf("stdout starts %q", strings.SplitN(stdout, "\n", 2)[0])
	}
	if n := strings.Count(stderr, "\n"); n != 1 || !strings.Contains(stderr, examples.Default) {
		t.Errorf("want one stderr line naming the default example, got:\n%s", stderr)
	}
	for _, s := range []string{"blocks:", "exec-skip (divergent) branches:", "split on", "warnings:"} {
		if !strings.Contains(stdout, s) {
			t.Errorf("text output lacks %q", s)
		}
	}
}

func TestCfgJSON(t *testing.T) {
	stdout, _ := mustRun(t, "cfg", "--format", "json")
	var doc render.Document
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("--format json is not valid JSON: %v", err)
	}
	if doc.Assembly != "examples/"+examples.Default+"/kernel.s" || doc.Arch != "gfx803" || len(doc.Kernels) != 1 {
		t.Fatalf("document %q %q with %d kernels", doc.Assembly, doc.Arch, len(doc.Kernels))
	}
	k := doc.Kernels[0]
	if k.Kernel != "_Z15synthetic_splitPKiPi" || len(k.Blocks) < 100 || len(k.Edges) < len(k.Blocks) || len(k.Branches) == 0 {
		t.Errorf("kernel %s: %d blocks, %d edges, %d branches", k.Kernel, len(k.Blocks), len(k.Edges), len(k.Branches))
	}
	if k.Blocks[0].Instructions != nil {
		t.Error("instructions listed without --instructions")
	}
	stdout, _ = mustRun(t, "cfg", "--format", "json", "--instructions")
	doc = render.Document{}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if b := doc.Kernels[0].Blocks[0]; len(b.Instructions) != b.Instrs || b.Instrs == 0 {
		t.Errorf("--instructions: block %s lists %d of %d instructions", b.Name, len(b.Instructions), b.Instrs)
	}
}

func TestCfgSeveralKernels(t *testing.T) {
	path := writeFile(t, "two.s", twoKernels)
	wantFail(t, 1, []string{path, "2 kernels", "--kernel", "first", "second"}, "cfg", path)

	stdout, _ := mustRun(t, "cfg", path, "--kernel", "second")
	if !strings.HasPrefix(stdout, "kernel second ") {
		t.Errorf("--kernel second rendered %q", strings.SplitN(stdout, "\n", 2)[0])
	}
	wantFail(t, 1, []string{`no kernel "third"`, "first, second"}, "cfg", path, "--kernel", "third")

	stdout, _ = mustRun(t, "cfg", path, "--kernel", "all")
	if !strings.Contains(stdout, "kernel first ") || !strings.Contains(stdout, "\nkernel second ") ||
		!strings.Contains(stdout, "L0: header .LBB0_1") {
		t.Errorf("--kernel all text:\n%s", stdout)
	}
	stdout, _ = mustRun(t, "cfg", path, "--kernel", "all", "--format", "json")
	var doc render.Document
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Kernels) != 2 || doc.Kernels[0].Kernel != "first" || doc.Kernels[1].Kernel != "second" || len(doc.Kernels[0].Loops) != 1 {
		t.Errorf("--kernel all json: %+v", doc.Kernels)
	}
	for _, f := range []string{"dot", "svg"} {
		wantFail(t, 2, []string{"--kernel all", "--format " + f}, "cfg", path, "--kernel", "all", "--format", f)
	}
}

func TestCfgMissingFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope.s")
	wantFail(t, 1, []string{missing}, "cfg", missing)
	wantFail(t, 1, []string{"is a directory"}, "cfg", t.TempDir())
}

func TestCfgParseErrors(t *testing.T) {
	path := writeFile(t, "bad.s", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.type\tk,@function\nk:\n"+
		"\ts_mov_b32 s0, q7\n\tv_mov_b32 v1, v[1:\n\ts_endpgm\n.Lfunc_end0:\n\t.amdhsa_kernel k\n\t.end_amdhsa_kernel\n")
	stderr := wantFail(t, 1, nil, "cfg", path)
	want := path + ":4:16: error: unknown register \"q7\"\n\ts_mov_b32 s0, q7\n\t              ^\n" +
		path + ":5:20: error: missing ']' in register range \"v[1:\"\n\tv_mov_b32 v1, v[1:\n\t                  ^\n"
	if stderr != want {
		t.Errorf("want each parse error with its line and a caret under the column:\n%s\ngot:\n%s", want, stderr)
	}
}

func TestCfgBuildError(t *testing.T) {
	path := writeFile(t, "nolabel.s", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.type\tk,@function\nk:\n"+
		"\ts_branch .LBB0_9\n\ts_endpgm\n.Lfunc_end0:\n\t.amdhsa_kernel k\n\t.end_amdhsa_kernel\n")
	wantFail(t, 1, []string{path + ":4:", ".LBB0_9"}, "cfg", path)
}

func TestCfgOutputFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cfg.json")
	stdout, _ := mustRun(t, "cfg", "--format", "json", "-o", out)
	if stdout != "" {
		t.Errorf("-o: stdout not empty: %.100s", stdout)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid(b) {
		t.Error("-o wrote invalid JSON")
	}
	bad := filepath.Join(dir, "missing", "cfg.json")
	// Checked before any work (cli.CheckOutputs): a usage error.
	wantFail(t, 2, []string{"--output: cannot write " + bad, "does not exist"}, "cfg", "-o", bad)
	if _, err := os.Stat(filepath.Dir(bad)); err == nil {
		t.Error("-o created the missing directory")
	}
}

func TestCfgDOTAndSVG(t *testing.T) {
	stdout, _ := mustRun(t, "cfg", "--format", "dot")
	if !strings.HasPrefix(stdout, "digraph cfg {") || !strings.HasSuffix(stdout, "}\n") {
		t.Errorf("--format dot: %.100s ... %s", stdout, stdout[max(0, len(stdout)-20):])
	}
	if !testenv.HaveGraphviz(t) {
		wantFail(t, 1, []string{"graphviz is not installed", "--format dot"}, "cfg", "--format", "svg")
		testenv.GraphvizSkip(t, "DOT and the error without Graphviz")
	}
	// SVG to stdout of a small kernel; to a file of the (large) default one.
	stdout, _ = mustRun(t, "cfg", writeFile(t, "two.s", twoKernels), "-k", "first", "--format", "svg")
	if !strings.Contains(stdout, "<svg") || !strings.Contains(stdout, "</svg>") {
		t.Errorf("--format svg: %.200s", stdout)
	}
	out := filepath.Join(t.TempDir(), "x.svg")
	mustRun(t, "cfg", "--format", "svg", "-o", out)
	if b, err := os.ReadFile(out); err != nil || !bytes.Contains(b, []byte("</svg>")) {
		t.Errorf("-o x.svg: %v %.100s", err, b)
	}
}

func TestCfgSVGWithoutGraphviz(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	wantFail(t, 1, []string{"graphviz is not installed", "apt-get install graphviz", "--format dot"}, "cfg", "--format", "svg")
}

func TestCfgHIPWithoutHipcc(t *testing.T) {
	src, err := examples.Source("ifelse")
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "k.hip", string(src))
	t.Setenv("PATH", t.TempDir())
	wantFail(t, 1, []string{"hipcc is not installed", "scripts/deps.sh examples", ".s"}, "cfg", path)
}

// hangingTool puts a program called name on PATH (and only it, with sh and
// sleep) that starts a child which sleeps for an hour, as a hanging
// compiler would.
func hangingTool(t *testing.T, name string) {
	t.Helper()
	bin := t.TempDir()
	for _, tool := range []string{"sh", "sleep"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			t.Skipf("no %s: %v", tool, err)
		}
		if err := os.Symlink(p, filepath.Join(bin, tool)); err != nil {
			t.Fatal(err)
		}
	}
	script := "#!/bin/sh\nsleep 3600 &\nwait\n"
	if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
}

// TestHangingHipcc: a hipcc that never finishes is stopped at its limit
// (SPLITWCET_HIPCC_TIMEOUT) with an error naming the file and the variable.
func TestHangingHipcc(t *testing.T) {
	src, err := examples.Source("ifelse")
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "k.hip", string(src))
	hangingTool(t, "hipcc")
	t.Setenv("SPLITWCET_HIPCC_TIMEOUT", "500ms")
	wantFail(t, 1, []string{"compiling " + path + ": hipcc did not finish within 500ms and was stopped", "SPLITWCET_HIPCC_TIMEOUT=30m"}, "cfg", path)
	t.Setenv("SPLITWCET_HIPCC_TIMEOUT", "soon")
	wantFail(t, 1, []string{"compiling " + path + `: SPLITWCET_HIPCC_TIMEOUT="soon": expected a positive duration`}, "cfg", path)
}

// TestHangingDot: the same for Graphviz's dot.
func TestHangingDot(t *testing.T) {
	hangingTool(t, "dot")
	t.Setenv("SPLITWCET_DOT_TIMEOUT", "500ms")
	wantFail(t, 1, []string{"dot -Tsvg did not finish within 500ms and was stopped", "SPLITWCET_DOT_TIMEOUT"}, "cfg", "--format", "svg")
}

func TestCfgHIP(t *testing.T) {
	if _, err := exec.LookPath("hipcc"); err != nil {
		t.Skip("hipcc not installed")
	}
	if testing.Short() {
		t.Skip("compiles with hipcc")
	}
	src, err := examples.Source("ifelse")
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "k.hip", string(src))
	saved := filepath.Join(t.TempDir(), "k.s")
	stdout, stderr := mustRun(t, "cfg", path, "--save-asm", saved)
	if !strings.HasPrefix(stdout, "kernel ifelse [_Z6ifelsePKiPi] (gfx803)") || !strings.Contains(stdout, "k.hip:") {
		t.Errorf("HIP input rendered:\n%s", stdout)
	}
	if !strings.Contains(stderr, "compiling "+path+" with hipcc for gfx803") {
		t.Errorf("stderr: %s", stderr)
	}
	if b, err := os.ReadFile(saved); err != nil || !bytes.Contains(b, []byte("_Z6ifelsePKiPi:")) {
		t.Errorf("--save-asm: %v", err)
	}
	bad := writeFile(t, "bad.hip", "garbage\n")
	stderr = wantFail(t, 1, []string{"splitwcet: error: hipcc failed to compile " + bad + ":\n", "\nbad.hip:1:1: error: "}, "cfg", bad)
	if strings.Contains(stderr, "Wunused-command-line-argument") {
		t.Errorf("hipcc's noise not filtered:\n%s", stderr)
	}
	// hipcc's diagnostics are passed through as hipcc wrote them, for
	// editors' problem matchers: not prefixed, not indented.
	if strings.Contains(stderr, "splitwcet: ") && strings.Count(stderr, "splitwcet: ") > 2 || strings.Contains(stderr, "  bad.hip:") {
		t.Errorf("hipcc's diagnostics changed:\n%s", stderr)
	}
}

// TestHIPDiagnostics: an error in HIP input points at the HIP line (from
// the assembly's .loc) with a note at hipcc's assembly, kept or not.
func TestHIPDiagnostics(t *testing.T) {
	if _, err := exec.LookPath("hipcc"); err != nil {
		t.Skip("hipcc not installed")
	}
	if testing.Short() {
		t.Skip("compiles with hipcc")
	}
	path := writeFile(t, "bad.hip", "#include <hip/hip_runtime.h>\n\n__global__ void spin(int *out) {\n"+
		"  int x = out[threadIdx.x];\n  asm volatile(\"s_sleep 4000\" ::: \"memory\");\n  out[threadIdx.x] = x + 1;\n}\n")
	hipLine := path + ":5:3: error: s_sleep 4000 out of range: allowed 0..7"
	src := "\n  asm volatile(\"s_sleep 4000\" ::: \"memory\");\n  ^\n"
	stderr := wantFail(t, 1, []string{hipLine, src, "note: at line ", "of hipcc's assembly of " + path + " (not kept: --save-asm FILE keeps it)\n\ts_sleep 4000\n\t^\n"}, "cfg", path)
	saved := filepath.Join(t.TempDir(), "kept.s")
	stderr = wantFail(t, 1, []string{hipLine, src, saved + ":", ": note: in hipcc's assembly, kept by --save-asm\n\ts_sleep 4000\n\t^\n"}, "cfg", path, "--save-asm", saved)
	if t.Failed() {
		t.Log(stderr)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"cfg", "--format", "xml"}, `unknown --format "xml"`},
		{[]string{"cfg", "--bogus"}, "unknown flag: --bogus"},
		{[]string{"cfg", "a.s", "b.s"}, "at most 1 argument"},
		{[]string{"cfg", "--arch", "sm_80"}, `--arch "sm_80"`},
		{[]string{"cfg", "--instructions"}, "--instructions only applies to --format json"},
		{[]string{"cfg", "--hipcc-flags", "-O0"}, "HIP input"},
		{[]string{"cfgg"}, "did you mean cfg?"},
		{[]string{"simulate", "--worklaod", "w.yaml"}, "unknown flag: --worklaod; did you mean --workload?"},
		{[]string{"analyze", "--jsno"}, "unknown flag: --jsno; did you mean --json?"},
		{[]string{"run", "--s", "1"}, "unknown flag: --s; did you mean --splits?"}, // the hidden alias --S names --splits
		{[]string{"run", "--split", "1"}, "did you mean --splits?"},
		{[]string{"cfg", "--xyzzy"}, "unknown flag: --xyzzy\n"}, // nothing near: no suggestion
		{[]string{"examples", "a", "b"}, "at most 1 argument"},
	} {
		stderr := wantFail(t, 2, []string{tc.want, "--help' for usage"}, tc.args...)
		if strings.Contains(stderr, "Usage:") {
			t.Errorf("%v: usage errors print a hint, not the whole usage:\n%s", tc.args, stderr)
		}
	}
}

func TestRootHelpAndVersion(t *testing.T) {
	stdout, _ := mustRun(t, "--help")
	for _, s := range []string{"wavefront splitting", "cfg", "examples"} {
		if !strings.Contains(stdout, s) {
			t.Errorf("--help lacks %q", s)
		}
	}
	stdout, _ = mustRun(t, "--version")
	if !strings.HasPrefix(stdout, "splitwcet ") {
		t.Errorf("--version: %q", stdout)
	}
	stdout, _ = mustRun(t)
	if !strings.Contains(stdout, "Available Commands") {
		t.Errorf("no arguments: %q", stdout)
	}
}

func TestExamples(t *testing.T) {
	stdout, _ := mustRun(t, "examples")
	for _, n := range examples.Names() {
		if !strings.Contains(stdout, " "+n+" ") {
			t.Errorf("examples list lacks %s", n)
		}
	}
	if !strings.Contains(stdout, "* "+examples.Default+" ") {
		t.Errorf("default example not marked:\n%s", stdout)
	}
	stdout, _ = mustRun(t, "examples", "ifelse")
	want, _ := examples.Assembly("ifelse")
	if stdout != string(want) {
		t.Error("examples ifelse does not print kernel.s")
	}
	stdout, _ = mustRun(t, "examples", "--source", "ifelse")
	want, _ = examples.Source("ifelse")
	if stdout != string(want) {
		t.Error("examples --source ifelse does not print kernel.hip")
	}
	wantFail(t, 1, []string{`unknown example "nope"`, "ifelse"}, "examples", "nope")

	// What examples prints, cfg reads.
	stdout, _ = mustRun(t, "examples", "ifelse")
	stdout, _ = mustRun(t, "cfg", writeFile(t, "ifelse.s", stdout))
	if !strings.HasPrefix(stdout, "kernel ifelse [_Z6ifelsePKiPi]") {
		t.Errorf("cfg of the printed example: %.100s", stdout)
	}
}

func TestPanicIsInternalError(t *testing.T) {
	var out, errb bytes.Buffer
	root := newRootCmd(&out, &errb)
	root.AddCommand(&cobra.Command{Use: "boom", RunE: func(*cobra.Command, []string) error { panic("kaboom") }})
	root.SetArgs([]string{"boom"})
	if code := run(root, &errb); code != cli.ExitInternal {
		t.Errorf("exit %d, want %d", code, cli.ExitInternal)
	}
	if !strings.HasPrefix(errb.String(), "splitwcet: internal error: kaboom\n") {
		t.Errorf("stderr: %q", errb.String())
	}
}

// TestIPETInternalErrorExits3: an *ipet.InternalError (a bug, also when
// wrapped, as splitmodel does) exits 3; other IPET errors exit 1.
func TestIPETInternalErrorExits3(t *testing.T) {
	for _, tc := range []struct {
		err  error
		code int
	}{
		{fmt.Errorf("IPET from start: %w", &ipet.InternalError{Msg: "lp_solve failed"}), cli.ExitInternal},
		{&ipet.InfeasibleError{Reason: "x"}, cli.ExitError},
		{&ipet.LimitError{What: "x"}, cli.ExitError},
	} {
		var out, errb bytes.Buffer
		root := newRootCmd(&out, &errb)
		root.AddCommand(&cobra.Command{Use: "ipet", RunE: func(*cobra.Command, []string) error { return tc.err }})
		root.SetArgs([]string{"ipet"})
		if code := run(root, &errb); code != tc.code {
			t.Errorf("%v: exit %d, want %d", tc.err, code, tc.code)
		}
	}
}
