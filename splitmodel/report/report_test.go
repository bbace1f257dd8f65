package report_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/testenv"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/report"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"gonum.org/v1/plot"
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
	opt := splitmodel.KernelOptions{IPG: k.IPG, HW: splitmodel.HardwareOf(k.HW)}
	if err := opt.SetRoles("analysis", "worst-case"); err != nil {
		return in, err
	}
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
		"<code>" + asm.Display(in.Kernel) + "</code>", // demangled [symbol]
		"Note: a note for the test",
		fmt.Sprintf("IPT graph: %d IPTs, %d edges", len(in.IPG.IPTs), len(in.IPG.Edges)),
	} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	for _, r := range in.Results {
		par, ser := r.Parallel, r.Serial
		row := fmt.Sprintf("<tr><td><a href=\"#S%d\">%d</a></td><td>%s</td><td>%s</td><td>%s</td><td>%s</td>",
			r.S, r.S, cycles(par.Observed), cycles(ser.Observed), cycles(par.BoundParallel), cycles(ser.BoundSerial))
		if !strings.Contains(index, row) {
			t.Errorf("S = %d: index.html lacks the table row %q", r.S, row)
		}
		if !strings.Contains(index, fmt.Sprintf(`<section id="S%d"><h3>S = %d</h3>`, r.S, r.S)) {
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
		if testenv.HaveGraphviz(t) {
			t.Fatal("the report wrote .dot graphs, but dot is on PATH")
		}
		ext = ".dot"
		defer testenv.GraphvizSkip(t, "the .dot fallback")
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
		for _, want := range []string{fmt.Sprintf(`<tr><td><a href="#S%d">%d</a></td>`, S, S), fmt.Sprintf(`<section id="S%d"><h3>S = %d</h3>`, S, S),
			fmt.Sprintf(`<li><a href="#S%d">S = %d</a></li>`, S, S)} {
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
// Requirements: REQ-DET-1 (docs/qualification/requirements.md).
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

// TestWritePicturesAreFiles: index.html embeds no picture (no inline SVG,
// no data URI) and every src and href it has is an #anchor of the page or
// a file of the report directory.
func TestWritePicturesAreFiles(t *testing.T) {
	in := exampleInput(t)
	dir := t.TempDir()
	files, err := report.Write(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	index := string(readFile(t, filepath.Join(dir, files.Index)))
	for _, bad := range []string{"<svg", "data:image", "base64"} {
		if strings.Contains(index, bad) {
			t.Errorf("index.html holds %q: pictures must be files", bad)
		}
	}
	refs := regexp.MustCompile(`(src|href)="([^"]*)"`).FindAllStringSubmatch(index, -1)
	imgs := 0
	for _, m := range refs {
		ref := m[2]
		switch {
		case ref == "data:,": // the empty favicon: no request
		case strings.HasPrefix(ref, "#"):
			if !strings.Contains(index, `id="`+ref[1:]+`"`) {
				t.Errorf("%s=%q: no element has that id", m[1], ref)
			}
		default:
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(ref))); err != nil || strings.Contains(ref, "..") {
				t.Errorf("%s=%q: not a file of the report directory: %v", m[1], ref, err)
			}
			if m[1] == "src" {
				imgs++
			}
		}
	}
	want := 3 + len(files.Graphs)
	if files.NoGraphviz {
		if testenv.HaveGraphviz(t) {
			t.Fatal("the report wrote .dot graphs, but dot is on PATH")
		}
		want = 3
		defer testenv.GraphvizSkip(t, "the page without role pictures")
	}
	if imgs != want {
		t.Errorf("%d images, want the 3 plots and the %d role graphs", imgs, len(files.Graphs))
	}
}

// TestWriteHeadline: the summary at the top names per equation the lowest
// bound over S with its S, observation and ratio, and the S = 0 bound
// beside it; the premise status; that no bound is below its observation;
// and the provenance in short.
func TestWriteHeadline(t *testing.T) {
	in := exampleInput(t)
	in.Provenance = &kernel.Provenance{Tool: kernel.Tool{Name: "splitwcet", Version: "v9.9.9", Commit: "abc123"},
		Inputs:   []kernel.InputFile{{Role: "assembly", Path: "k.s", SHA256: strings.Repeat("0123456789", 6) + "abcd"}},
		Hardware: kernel.Hardware{Name: "hw.yaml", Hash: "sha256:" + strings.Repeat("f", 64)}}
	index := writeIndex(t, in)
	head := index[strings.Index(index, `<section id="summary"`):strings.Index(index, `<h2 id="results">`)]
	best, unsplit := in.Results[0], in.Results[0]
	for _, r := range in.Results {
		if r.Parallel.BoundParallel < best.Parallel.BoundParallel {
			best = r
		}
	}
	want := fmt.Sprintf("Eq. 5.4, parallel guarantee: <b>%s cycles</b> at S = %d, against %s observed (bound / observed %.2f); the lowest of the %d values of S",
		cycles(best.Parallel.BoundParallel), best.S, cycles(best.Parallel.Observed),
		float64(best.Parallel.BoundParallel)/float64(best.Parallel.Observed), len(in.Results))
	if best != unsplit {
		want += fmt.Sprintf("; without splitting (S = 0) %s cycles", cycles(unsplit.Parallel.BoundParallel))
	}
	for _, w := range []string{want, "Eq. 5.5, serialized splits: <b>",
		"held: every traced wavefront stayed in its role; the bounds use the worst-case roles.",
		"every bound is at least its observed time.",
		"splitwcet v9.9.9, commit abc123", "assembly k.s sha256:012345678901…", "hardware configuration hw.yaml sha256:ffffffffffff…",
		`<a href="#provenance">in full</a>`} {
		if !strings.Contains(head, w) {
			t.Errorf("the headline lacks %q:\n%s", w, head)
		}
	}
}

// TestWriteHeadlineFailures: a failed premise is named in the headline
// (S and mode) and marked * in the table; a bound below its observation
// is an ERROR line of the headline and a red cell.
func TestWriteHeadlineFailures(t *testing.T) {
	in := exampleInput(t)
	// Copies of the last S's results: its parallel premise failed, and its
	// serialized bound is one cycle below the observation.
	last := *in.Results[len(in.Results)-1]
	par, ser := *last.Parallel, *last.Serial
	par.PremiseHeld, par.Assumption = false, "all-executions"
	set := *ser.Sets[0]
	kb := *set.KernelBound
	kb.BoundSerial = set.Observed - 1
	set.KernelBound = &kb
	ser.Sets = append([]*splitmodel.SetBound{&set}, ser.Sets[1:]...)
	last.Parallel, last.Serial = &par, &ser
	in.Results = append(append([]*splitmodel.SResult{}, in.Results[:len(in.Results)-1]...), &last)
	index := writeIndex(t, in)
	for _, w := range []string{
		fmt.Sprintf("failed for S = %d parallel (marked * in the table)", last.S),
		"roles used overall: all-executions and worst-case.",
		fmt.Sprintf(`<dd class="bad"><b>ERROR</b>: S = %d, input set %s, serial: bound %d below the observed %d</dd>`, last.S, set.Set, set.Observed-1, set.Observed),
		`<td class="l">all-executions/worst-case *</td>`,
		`<td class="bad">`,
	} {
		if !strings.Contains(index, w) {
			t.Errorf("index.html lacks %q", w)
		}
	}
	if strings.Contains(index, "every bound is at least its observed time") {
		t.Error("index.html says every bound holds")
	}

	// Without a fallback (a role still has wavefronts outside it), the
	// headline says the bounds need not cover them.
	rb := *par.Roles[0]
	rb.Outside = 2
	par.Roles = append([]*splitmodel.RoleBound{&rb}, par.Roles[1:]...)
	index = writeIndex(t, in)
	want := fmt.Sprintf(`<dd class="bad">failed for S = %d parallel (marked * in the table) with no roles to fall back to: traced wavefronts took paths their roles exclude, so those bounds need not cover them`, last.S)
	if !strings.Contains(index, want) {
		t.Errorf("index.html lacks %q", want)
	}
}

func writeIndex(t *testing.T, in report.Input) string {
	t.Helper()
	dir := t.TempDir()
	files, err := report.Write(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	return string(readFile(t, filepath.Join(dir, files.Index)))
}

// TestWriteProgressAndRoleLinks: Progress counts every picture once (the 3
// plots and each role graph) and each RoleLinks call, done rising by one
// to the total; RoleLinks
// is called once per drawn graph, in S and role order, and what it writes
// with WritePicture is linked beside the graph.
func TestWriteProgressAndRoleLinks(t *testing.T) {
	in := exampleInput(t)
	var calls [][2]int
	in.Progress = func(done, total int) { calls = append(calls, [2]int{done, total}) }
	var roles []string
	in.RoleLinks = func(dir string, S int, ma *splitmodel.ModeAnalysis, rb *splitmodel.RoleBound) ([]report.Link, error) {
		if ma.Roles[rb.J] != rb {
			t.Errorf("S = %d: role %d is not the mode analysis' role", S, rb.J)
		}
		roles = append(roles, fmt.Sprintf("S%d-role%d", S, rb.J))
		href, err := report.WritePicture(dir, fmt.Sprintf("extra/S%d-role%d.txt", S, rb.J), []byte(fmt.Sprint(rb.L)))
		return []report.Link{{Name: "annotated", Href: href}}, err
	}
	dir := t.TempDir()
	files, err := report.Write(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	total := 3 + 2*len(files.Graphs) // the plots, the graphs and a RoleLinks call per graph
	if len(calls) != total {
		t.Fatalf("Progress called %d times %v, want %d", len(calls), calls, total)
	}
	for i, c := range calls {
		if c != [2]int{i + 1, total} {
			t.Errorf("call %d: Progress(%d, %d), want (%d, %d)", i, c[0], c[1], i+1, total)
		}
	}
	var want []string
	for _, g := range files.Graphs {
		want = append(want, strings.TrimSuffix(strings.TrimPrefix(g, "graphs/"), filepath.Ext(g)))
	}
	if fmt.Sprint(roles) != fmt.Sprint(want) {
		t.Errorf("RoleLinks called for %v, want %v", roles, want)
	}
	index := string(readFile(t, filepath.Join(dir, files.Index)))
	for _, r := range roles {
		link := fmt.Sprintf(`; <a href="extra/%s.txt">annotated</a>`, r)
		if !strings.Contains(index, link) {
			t.Errorf("index.html lacks %q", link)
		}
		readFile(t, filepath.Join(dir, "extra", r+".txt"))
	}
}

// TestWritePicture: a picture goes where its relative name says, in
// directories made for it; names that leave the directory are refused.
func TestWritePicture(t *testing.T) {
	dir := t.TempDir()
	rel, err := report.WritePicture(dir, "cfg/S1/role1.svg", []byte("<svg/>"))
	if err != nil || rel != "cfg/S1/role1.svg" {
		t.Fatalf("WritePicture = %q, %v", rel, err)
	}
	if b := readFile(t, filepath.Join(dir, "cfg", "S1", "role1.svg")); string(b) != "<svg/>" {
		t.Errorf("wrote %q", b)
	}
	for _, bad := range []string{"../x.svg", "/tmp/x.svg", "a/../../x.svg", "a/./b.svg", "", "a//b.svg"} {
		if _, err := report.WritePicture(dir, bad, nil); err == nil {
			t.Errorf("WritePicture(%q): no error", bad)
		}
	}
}

// TestWriteFigureAndLinks: a report for another thesis figure (the
// Rodinia evaluation's Fig. 6.3) names its plot files and titles after it,
// with no trace of Fig. 6.2, and shows its links at the top; the default
// stays Fig. 6.2's (a and b panels) with no links line.
func TestWriteFigureAndLinks(t *testing.T) {
	in := exampleInput(t)
	in.Figure = "6.3"
	in.Links = []report.Link{{Name: "all kernels", Href: "../index.html"}, {Name: "summary", Href: "summary.json"}}
	dir := t.TempDir()
	files, err := report.Write(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"fig-6.3-parallel.png", "fig-6.3-parallel.svg", "fig-6.3-serialized.png", "fig-6.3-serialized.svg", "fig-6.3-log.png", "fig-6.3-log.svg"}
	if strings.Join(files.Plots, " ") != strings.Join(want, " ") {
		t.Errorf("plots %v, want %v", files.Plots, want)
	}
	for _, p := range files.Plots {
		if strings.HasSuffix(p, ".svg") && bytes.Contains(readFile(t, filepath.Join(dir, p)), []byte("Fig. 6.2")) {
			t.Errorf("%s mentions Fig. 6.2", p)
		}
	}
	index := string(readFile(t, filepath.Join(dir, files.Index)))
	if strings.Contains(index, "6.2") || !strings.Contains(index, "Like thesis Fig. 6.3.") {
		t.Error("index.html: the captions do not cite Fig. 6.3 alone")
	}
	if !strings.Contains(index, `<p class="links">See also: <a href="../index.html">all kernels</a> · <a href="summary.json">summary</a></p>`) {
		t.Error("index.html lacks the links line")
	}
	def := exampleInput(t)
	s := report.SeriesOf("k", def.Results)
	for _, c := range []struct {
		fn   func(report.Series) (*plot.Plot, error)
		want string
	}{{report.PlotParallel, "(cf. thesis Fig. 6.2a)"}, {report.PlotSerial, "(cf. thesis Fig. 6.2b)"}, {report.PlotLog, "Fig. 6.2b on a log scale"}} {
		p, err := c.fn(s)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(p.Title.Text, c.want) {
			t.Errorf("default title %q lacks %q", p.Title.Text, c.want)
		}
		s.Figure = "6.3"
		if p, _ = c.fn(s); !strings.Contains(p.Title.Text, "Fig. 6.3") || strings.Contains(p.Title.Text, "6.2") {
			t.Errorf("Fig. 6.3 title %q", p.Title.Text)
		}
		s.Figure = ""
	}
}
