package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/report"
)

// The files of the evaluation (cmd/evaluate writes them under out/rodinia):
//
//	<kernel dir>/summary.json          the Summary
//	<kernel dir>/fig6.3-<marking>.png|svg   the Fig. 6.3 analogue per marking (log scale)
//	<kernel dir>/index.html            the report (splitmodel/report) of the
//	                                   whole-kernel marking, with links to
//	<kernel dir>/none/index.html       the report of the unmarked kernel and
//	<kernel dir>/chosen-<n>/index.html those of the markings choose picked
//	                                   (when not the unmarked kernel)
//	fig6.1-speedup[-chosen].png|svg    the Fig. 6.1 analogue per marking
//	tables.md, index.html              every row; the index of all kernels
//
// <kernel dir> is Kernel.Dir(): <bench>/<kernel> (small input) or
// medium/<bench>/<kernel>.

// ReportGraphs is the number of role graphs drawn per S in the reports.
const ReportGraphs = 3

// WriteKernel writes a kernel's summary.json, Fig. 6.3 analogues and
// reports into out/<kd.Dir()>; command is the command line the reports
// cite.
func WriteKernel(out string, kd Kernel, s *Summary, command string) error {
	kdir := filepath.Join(out, filepath.FromSlash(kd.Dir()))
	if err := os.MkdirAll(kdir, 0o755); err != nil {
		return err
	}
	js, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(kdir, "summary.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	if err := s.WriteFig63(kdir); err != nil {
		return err
	}
	up := strings.Repeat("../", strings.Count(kd.Dir(), "/")+1)
	pages := s.ReportPages()
	for i, pg := range pages {
		dir := filepath.Join(kdir, filepath.FromSlash(pg.Dir))
		var links []report.Link
		back := strings.Repeat("../", strings.Count(pg.Dir, "/")+1)
		if pg.Dir == "." {
			back = ""
		}
		links = append(links, report.Link{Name: "all kernels (index)", Href: back + up + "index.html"},
			report.Link{Name: "summary.json", Href: back + "summary.json"})
		for j, other := range pages {
			if j != i {
				links = append(links, report.Link{Name: "marking " + other.Run.Label, Href: back + path.Join(other.Dir, "index.html")})
			}
		}
		notes := []string{
			fmt.Sprintf("Rodinia %s, kernel %s, %s input: %s (input sets: %s; workload %s%s).", s.Benchmark, s.Kernel, s.Size, s.Input,
				s.InputSets, s.Workload, ifThen(s.Facts != "", ", flow facts "+s.Facts, "")),
			"Marking: " + pg.Run.Label + ". The evaluation runs this marked kernel at the values of S in the table (docs/rodinia.md).",
			"Output check: " + ifThen(s.OutputMatchesReference, "passed", "FAILED") + " (" + s.OutputCheck + ").",
		}
		in := report.Input{Kernel: pg.Run.Kernel.Name(), Source: pg.Run.Kernel.Source, Command: command,
			HW: splitmodel.Describe(pg.Run.Kernel.HW), IPG: pg.Run.Kernel.IPG, Results: pg.Run.Results, Notes: notes,
			GraphsPerS: ReportGraphs, Figure: "6.3", Links: links}
		if _, err := report.Write(dir, in); err != nil {
			return fmt.Errorf("%s report: %w", pg.Run.Label, err)
		}
	}
	return nil
}

// Release drops the analyses behind the rows (kept for the reports), so
// that the summaries of many kernels do not hold every trace analysis in
// memory until the end; ReportPages still lists the pages.
func (s *Summary) Release() {
	for _, r := range s.Runs {
		r.Kernel, r.Results, r.text = nil, nil, nil
	}
}

func ifThen(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// ReportPage is one report of a kernel: the marked run and its folder
// relative to the kernel's folder ("." for the whole-kernel marking).
type ReportPage struct {
	Dir string
	Run *MarkedRun
}

// ReportPages lists the kernel's reports: whole-kernel in the kernel's
// folder, none in none/, each marking choose picked that is not the
// unmarked kernel in chosen-1/, chosen-2/, ...
func (s *Summary) ReportPages() []ReportPage {
	var out []ReportPage
	n := 0
	for _, r := range s.Runs {
		switch r.Marking {
		case "whole-kernel":
			out = append(out, ReportPage{".", r})
		case "none":
			out = append(out, ReportPage{"none", r})
		default:
			n++
			out = append(out, ReportPage{fmt.Sprintf("%s-%d", r.Marking, n), r})
		}
	}
	return out
}

// SpeedupMarkings are the markings of the Fig. 6.1 analogue, with the file
// name suffix and the title's words.
var SpeedupMarkings = []struct{ Marking, Suffix, What string }{
	{"whole-kernel", "", "whole kernel marked"},
	{"chosen", "-chosen", "choose's marking per S"},
}

// WriteAll writes the Fig. 6.1 analogues, tables.md (the kernels' tables,
// kernelTables, then the speedups) and index.html into out.
func WriteAll(out string, sums []*Summary, kernelTables string) error {
	tables := kernelTables
	type fig struct {
		File, What string
		Benches    []string
		Rows       [][]string
	}
	var figs []fig
	for _, sm := range SpeedupMarkings {
		if len(sums) > 0 && sums[0].Reconverge {
			sm.What += ", splits reconverge"
		}
		benches, speed := Speedups(sums, sm.Marking)
		var b strings.Builder
		fmt.Fprintf(&b, "### Speedup (Fig. 6.1 analogue, %s, parallel mode)\n\n| benchmark |", sm.What)
		for _, S := range SpeedupS {
			fmt.Fprintf(&b, " S = %d |", S)
		}
		b.WriteString("\n|---|" + strings.Repeat("---|", len(SpeedupS)) + "\n")
		f := fig{File: "fig6.1-speedup" + sm.Suffix, What: sm.What, Benches: benches}
		for _, bn := range benches {
			fmt.Fprintf(&b, "| %s |", bn)
			row := []string{bn}
			for _, v := range speed[bn] {
				fmt.Fprintf(&b, " %.3f |", v)
				row = append(row, fmt.Sprintf("%.3f", v))
			}
			b.WriteString("\n")
			f.Rows = append(f.Rows, row)
		}
		tables += b.String() + "\n"
		p, err := PlotSpeedup(benches, speed, sm.What)
		if err != nil {
			return err
		}
		if _, err := report.SavePlot(p, out, f.File); err != nil {
			return err
		}
		figs = append(figs, f)
	}
	if err := os.WriteFile(filepath.Join(out, "tables.md"), []byte(tables), 0o644); err != nil {
		return err
	}
	type kernelRow struct {
		Bench, Kernel, Size, Input, Dir string
		OK                              bool
		Splits                          int
		Ratio                           string
		Chosen                          []string
		Reports                         []report.Link
	}
	var rows []kernelRow
	for _, s := range sums {
		kd := Kernel{Bench: s.Benchmark, Name: s.Kernel, Size: s.Size}
		kr := kernelRow{Bench: s.Benchmark, Kernel: s.Kernel, Size: s.Size, Input: s.Input, Dir: kd.Dir(),
			OK: s.OutputMatchesReference && len(s.Violations) == 0, Splits: s.SplitsObserved}
		worst := 0.0
		var groups []string
		byMarks := map[string][]int{}
		for _, r := range s.Rows {
			if r.ObservedParallel > 0 {
				worst = max(worst, float64(r.BoundParallel)/float64(r.ObservedParallel))
			}
			if r.Marking == "chosen" && r.S > 0 {
				d := describeMarks(r.Marks)
				if _, ok := byMarks[d]; !ok {
					groups = append(groups, d)
				}
				byMarks[d] = append(byMarks[d], r.S)
			}
		}
		for _, d := range groups {
			kr.Chosen = append(kr.Chosen, fmt.Sprintf("S = %s: %s", joinInts(byMarks[d]), d))
		}
		kr.Ratio = fmt.Sprintf("%.2f", worst)
		for _, pg := range s.ReportPages() {
			kr.Reports = append(kr.Reports, report.Link{Name: pg.Run.Marking + ifThen(pg.Run.Marking == "chosen", " ("+strings.TrimPrefix(pg.Dir, "chosen-")+")", ""),
				Href: path.Join(kd.Dir(), pg.Dir, "index.html")})
		}
		rows = append(rows, kr)
	}
	var buf bytes.Buffer
	if err := indexTmpl.Execute(&buf, map[string]any{"Figs": figs, "Kernels": rows, "S": SpeedupS}); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "index.html"), buf.Bytes(), 0o644)
}

func describeMarks(m []string) string {
	if len(m) == 0 {
		return "none"
	}
	return "{" + strings.Join(m, ", ") + "}"
}

var indexTmpl = template.Must(template.New("index").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>splitwcet: the Rodinia evaluation</title>
<link rel="icon" href="data:,">
<style>
body{font-family:Helvetica,Arial,sans-serif;margin:2em;max-width:1400px;color:#222}
table{border-collapse:collapse;margin:0.5em 0} td,th{border:1px solid #ccc;padding:3px 8px;text-align:right;vertical-align:top}
td.l,th.l{text-align:left} .bad{background:#fdd} .ok{background:#dfd}
figure{margin:1em 0;display:inline-block;vertical-align:top} figure img{max-width:680px}
h2{border-bottom:1px solid #ddd}
</style></head><body>
<h1>The Rodinia evaluation (thesis Fig. 6.1 and 6.3 analogues)</h1>
<p>Written by <code>make rodinia</code> (<code>go run ./examples/rodinia/cmd/evaluate</code>); what the numbers are: docs/rodinia.md.
Every row of every kernel: <a href="tables.md">tables.md</a>.</p>
<h2>Speedup with split hardware (Fig. 6.1 analogue)</h2>
{{range .Figs}}<figure><img src="{{.File}}.svg" alt="speedup, {{.What}}"><figcaption>{{.What}}: observed cycles of the same marked kernels at S = 0 / at S, parallel mode.
<a href="{{.File}}.png">PNG</a>, <a href="{{.File}}.svg">SVG</a>
<table><tr><th class="l">benchmark</th>{{range $.S}}<th>S = {{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range $i, $v := .}}<td{{if not $i}} class="l"{{end}}>{{$v}}</td>{{end}}</tr>
{{end}}</table></figcaption></figure>
{{end}}
<h2>Kernels</h2>
<table>
<tr><th class="l">benchmark</th><th class="l">kernel</th><th class="l">size</th><th class="l">input</th><th class="l">outputs = reference, bounds ≥ observed</th>
<th>most splits</th><th>largest Eq. 5.4 / observed</th><th class="l">reports (per marking)</th><th class="l">Fig. 6.3 analogue</th><th class="l">choose's marking per S</th></tr>
{{range .Kernels}}<tr><td class="l">{{.Bench}}</td><td class="l"><code>{{.Kernel}}</code></td><td class="l">{{.Size}}</td><td class="l">{{.Input}}</td>
<td class="l {{if .OK}}ok{{else}}bad{{end}}">{{if .OK}}yes{{else}}NO{{end}} (<a href="{{.Dir}}/summary.json">summary.json</a>)</td><td>{{.Splits}}</td><td>{{.Ratio}}</td>
<td class="l">{{range $i, $l := .Reports}}{{if $i}}, {{end}}<a href="{{$l.Href}}">{{$l.Name}}</a>{{end}}</td>
<td class="l"><a href="{{.Dir}}/fig6.3-whole-kernel.svg">whole-kernel</a>, <a href="{{.Dir}}/fig6.3-none.svg">none</a>, <a href="{{.Dir}}/fig6.3-chosen.svg">chosen</a></td>
<td class="l">{{range $i, $c := .Chosen}}{{if $i}}<br>{{end}}{{$c}}{{end}}</td></tr>
{{end}}</table>
</body></html>
`))

// WriteFig63 writes the summary's Fig. 6.3 analogues, fig6.3-<marking>.png
// and .svg per marking, into kdir.
func (s *Summary) WriteFig63(kdir string) error {
	for _, mk := range Markings {
		p, err := report.PlotLog(s.SeriesOf(mk))
		if err != nil {
			return err
		}
		name := s.Benchmark + "/" + s.Kernel
		if s.Size != "" && s.Size != "small" {
			name += ", " + s.Size + " input"
		}
		// Two lines: on one, the longest names ran past the figure's edges.
		p.Title.Text = fmt.Sprintf("%s (%s)\nobserved and computed kernel WCET per S (cf. thesis Fig. 6.3), log scale", name, mk)
		if _, err := report.SavePlot(p, kdir, "fig6.3-"+mk); err != nil {
			return err
		}
	}
	return nil
}
