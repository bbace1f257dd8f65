package report_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/report"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// reportS are the S the report tests analyze: no split, one split (role
// 1 exists in examples/ifelse_split) and more slots than the kernel can use.
var reportS = []int{0, 1, 4}

// exampleInput analyzes examples/ifelse_split as 'splitwcet analyze' does
// (both modes, every input set of its workload) for reportS and returns the
// report's input, computed once for all tests (Write only reads it).
func exampleInput(t *testing.T) report.Input {
	t.Helper()
	example.once.Do(func() { example.in, example.err = analyzeExample("ifelse_split") })
	if example.err != nil {
		t.Fatal(example.err)
	}
	return example.in
}

var example struct {
	once sync.Once
	in   report.Input
	err  error
}

func analyzeExample(name string) (report.Input, error) {
	var in report.Input
	k, err := kernel.Example(name, kernel.Config{Simulate: true})
	if err != nil {
		return in, err
	}
	runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: k.Workload.Sets, S: reportS,
		Modes: []timing.Mode{timing.Parallel, timing.Serial}, Workers: 1})
	if err != nil {
		return in, err
	}
	opt := splitmodel.KernelOptions{IPG: k.IPG, HW: splitmodel.HardwareOf(k.HW), Roles: splitmodel.WorstCaseRoles}
	results, err := splitmodel.AnalyzeEachS(opt, reportS, runs)
	if err != nil {
		return in, err
	}
	return report.Input{Kernel: k.Name(), Source: name + "/kernel.s", Command: "splitwcet analyze (test)",
		HW: "default", IPG: k.IPG, Results: results, Notes: []string{"a note for the test"}}, nil
}

// cycles formats n as the report's tables do: thousands separated by commas.
func cycles(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestWrite: index.html has one row per S in the observed-vs-computed table
// with the results' numbers, a section per S with its roles, the notes, and
// the plots and role graphs Write says it wrote, which exist.
func TestWrite(t *testing.T) {
	in := exampleInput(t)
	dir := t.TempDir()
	files, err := report.Write(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	index := string(readFile(t, filepath.Join(dir, files.Index)))
	if files.Index != "index.html" {
		t.Errorf("index %q, want index.html", files.Index)
	}
	for _, want := range []string{
		"<code>" + in.Kernel + "</code>",
		"Note: a note for the test",
		fmt.Sprintf("IPT graph: %d IPTs, %d edges", len(in.IPG.IPTs), len(in.IPG.Edges)),
	} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	for _, r := range in.Results {
		par, ser := r.Parallel, r.Serial
		row := fmt.Sprintf("<tr><td>%d</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td>",
			r.S, cycles(par.Observed), cycles(ser.Observed), cycles(par.BoundParallel), cycles(ser.BoundSerial))
		if !strings.Contains(index, row) {
			t.Errorf("S = %d: index.html lacks the table row %q", r.S, row)
		}
		if !strings.Contains(index, fmt.Sprintf("<summary>S = %d</summary>", r.S)) {
			t.Errorf("S = %d: no section", r.S)
		}
		for _, rb := range par.Roles {
			cell := fmt.Sprintf("<td>%s</td>", cycles(rb.L))
			if !strings.Contains(index, cell) {
				t.Errorf("S = %d role %d: L^j %s not in index.html", r.S, rb.J, cell)
			}
		}
	}
	// Role 1 exists for S >= 1: its graph is drawn.
	if in.Results[1].Parallel == nil || len(in.Results[1].Parallel.Roles) < 2 {
		t.Fatalf("S = 1: want roles 0 and 1, the example splits once")
	}

	if len(files.Plots) != 6 {
		t.Errorf("plots %v: want 3 figures as PNG and SVG", files.Plots)
	}
	for _, p := range files.Plots {
		b := readFile(t, filepath.Join(dir, p))
		if strings.HasSuffix(p, ".png") && !bytes.HasPrefix(b, []byte("\x89PNG")) {
			t.Errorf("%s is not a PNG", p)
		}
		if name, ok := strings.CutSuffix(p, ".svg"); ok {
			if !bytes.Contains(b, []byte("<svg")) {
				t.Errorf("%s is not an SVG", p)
			}
			if !strings.Contains(index, "<code>"+name+".svg</code>") {
				t.Errorf("index.html does not name %s", p)
			}
		}
	}

	ext := ".svg"
	if files.NoGraphviz {
		ext = ".dot"
	}
	want := []string{"graphs/S0-role0", "graphs/S1-role0", "graphs/S1-role1"}
	for _, w := range want {
		found := false
		for _, g := range files.Graphs {
			found = found || g == w+ext
		}
		if !found {
			t.Errorf("graphs %v: no %s", files.Graphs, w+ext)
		}
	}
	for _, g := range files.Graphs {
		readFile(t, filepath.Join(dir, g))
		dot := strings.TrimSuffix(g, filepath.Ext(g)) + ".dot"
		if b := readFile(t, filepath.Join(dir, dot)); !bytes.HasPrefix(bytes.TrimSpace(b), []byte("digraph")) {
			t.Errorf("%s is not a DOT digraph", dot)
		}
		if !strings.Contains(index, g) {
			t.Errorf("index.html does not link %s", g)
		}
	}
}

// TestWriteMentionsEveryS: every S analyzed has its table row and section
// in the text and its tick on the x axis of every plot.
func TestWriteMentionsEveryS(t *testing.T) {
	in := exampleInput(t)
	dir := t.TempDir()
	files, err := report.Write(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	index := string(readFile(t, filepath.Join(dir, files.Index)))
	for _, S := range reportS {
		for _, want := range []string{fmt.Sprintf("<tr><td>%d</td>", S), fmt.Sprintf("<summary>S = %d</summary>", S)} {
			if !strings.Contains(index, want) {
				t.Errorf("S = %d: index.html lacks %q", S, want)
			}
		}
		for _, p := range files.Plots {
			if !strings.HasSuffix(p, ".svg") {
				continue
			}
			if tick := fmt.Sprintf(">%d</text>", S); !bytes.Contains(readFile(t, filepath.Join(dir, p)), []byte(tick)) {
				t.Errorf("S = %d: plot %s has no tick %q", S, p, tick)
			}
		}
	}
}

// TestWriteDeterministic: two writes of the same input are byte-identical,
// file for file (the graphs are drawn concurrently, the plots by gonum).
func TestWriteDeterministic(t *testing.T) {
	in := exampleInput(t)
	a, b := t.TempDir(), t.TempDir()
	fa, err := report.Write(a, in)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := report.Write(b, in)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(fa) != fmt.Sprint(fb) {
		t.Fatalf("files differ: %v and %v", fa, fb)
	}
	var names []string
	err = filepath.WalkDir(a, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(a, path)
			names = append(names, rel)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(names) < 1+len(fa.Plots)+len(fa.Graphs) {
		t.Errorf("wrote %v: want index.html, the plots and the graphs", names)
	}
	for _, n := range names {
		if !bytes.Equal(readFile(t, filepath.Join(a, n)), readFile(t, filepath.Join(b, n))) {
			t.Errorf("%s differs between two writes", n)
		}
	}
}

// TestShortName: Itanium-mangled kernel names lose their mangling, others
// stay.
func TestShortName(t *testing.T) {
	for in, want := range map[string]string{
		"_Z15synthetic_splitPKiPi": "synthetic_split",
		"plain":                    "plain",
		"_Z99short":                "_Z99short",
	} {
		if got := report.ShortName(in); got != want {
			t.Errorf("ShortName(%q) = %q, want %q", in, got, want)
		}
	}
}
