// Package report writes the HTML report of 'splitwcet analyze': a headline
// (bounds, premise status, provenance), the observed-vs-computed table per
// S, the per-role terms of the kernel model, each role's IPG with its
// worst-case path and pruned edges, and the plots of thesis Fig. 6.2
// (gonum/plot, PNG and SVG). Every picture is a file of the report
// directory that index.html references; the page itself holds text and
// tables only.
package report

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"math"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"gonum.org/v1/plot"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
)

// Input is what the report shows.
type Input struct {
	// Kernel is the kernel's name, Source the analyzed file, Command the
	// command line that produced the results, HW a one-line description
	// of the hardware.
	Kernel, Source, Command, HW string
	// Provenance, when set, is shown in full (tool, inputs and their
	// hashes, hardware configuration, settings) and gives Command.
	Provenance *kernel.Provenance
	IPG        *ipg.Graph
	Results    []*splitmodel.SResult
	// Notes are shown at the top (e.g. where the roles came from).
	Notes []string
	// GraphsPerS caps the role graphs drawn per S (0: 6); the other roles
	// are in the tables only.
	GraphsPerS int
	// Progress, when set, is called after each picture is written (and
	// each RoleLinks call) with the units done and their total (from one
	// goroutine at a time): the role graphs come first, then the plots.
	Progress func(done, total int)
	// RoleLinks, when set, is called for every drawn role graph (S, the
	// mode analysis it is of, the role) and returns more files of the
	// report directory to link beside it (annotated CFGs, ...); it may
	// write them with WritePicture. Called from one goroutine at a time,
	// in S and role order.
	RoleLinks func(dir string, S int, ma *splitmodel.ModeAnalysis, rb *splitmodel.RoleBound) ([]Link, error)
	// Static, with analyze --static, is the static bound per S (its table
	// in the report).
	Static []staticbound.Row
	// Figure is the thesis figure the plots reproduce ("": Fig. 6.2, the
	// synthetic benchmark; "6.3": the Rodinia kernels); it names the plot
	// files (fig-6.2a-parallel, fig-6.3-parallel, ...) and their titles.
	Figure string
	// Links are more pages shown at the top (other markings of the same
	// kernel, the index the report belongs to); Href relative to dir.
	Links []Link
	// Analysis, when set (InputOf), gives the headline's cited bound and
	// model, the budget, the assumptions and where the time goes.
	Analysis *Analysis
}

// Link is a file of the report directory that the page links: its
// caption and its slash-separated path relative to the directory.
type Link struct {
	Name, Href string
}

// WritePicture writes data as the file rel (a slash-separated path inside
// dir, such as "graphs/S1-role1.svg"; directories are created) and returns
// rel, for the page to reference. rel must be local: not absolute, no "..".
func WritePicture(dir, rel string, data []byte) (string, error) {
	if !filepath.IsLocal(filepath.FromSlash(rel)) || path.Clean(rel) != rel {
		return "", fmt.Errorf("report: picture %q: want a clean path inside the report directory", rel)
	}
	name := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return "", err
	}
	if err := outfile.WriteIn(dir, rel, data); err != nil {
		return "", err
	}
	return rel, nil
}

// Files lists what Write wrote, relative to the report directory.
type Files struct {
	Index  string
	Plots  []string
	Graphs []string
	// CFGs are the annotated CFGs of the drawn roles (WriteRoleCFGs).
	CFGs []string
	// NoGraphviz is set when dot was missing and the graphs were written
	// as .dot files instead of SVG.
	NoGraphviz bool
}

// Summary is the line 'splitwcet analyze' prints after writing the report
// into dir.
func (f *Files) Summary(dir string) string {
	msg := fmt.Sprintf("report written to %s/%s (%d plots, %d role graphs)", dir, f.Index, len(f.Plots), len(f.Graphs))
	if f.NoGraphviz {
		msg += "; graphviz is not installed, so the role graphs are .dot files"
	}
	return msg
}

// Write writes the report into dir (created if needed).
func Write(dir string, in Input) (*Files, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f := &Files{Index: "index.html"}
	sort.Slice(in.Results, func(a, b int) bool { return in.Results[a].S < in.Results[b].S })
	jobs := graphJobs(in)
	figA, figB, like := "6.2a", "6.2b", "Like thesis Fig. 6.2(%s)."
	if in.Figure != "" && in.Figure != "6.2" {
		figA, figB, like = in.Figure, in.Figure, "Like thesis Fig. "+in.Figure+"."
	}
	likeOf := func(panel string) string {
		if strings.Contains(like, "%s") {
			return fmt.Sprintf(like, panel)
		}
		return like
	}
	static := ""
	if len(in.Static) > 0 {
		static = " With --static the static bound, which holds for every input, is drawn too (green; serialized light green)."
	}
	mk := []struct {
		name, caption string
		fn            func(Series) (*plot.Plot, error)
	}{
		{"fig-" + figA + "-parallel", "(a) Observed worst case (blue) and the bound of Eq. 5.4 with the parallel guarantee (orange), per S. " + likeOf("a") + static, PlotParallel},
		{"fig-" + figB + "-serialized", "(b) As (a), plus the observed worst case without the parallel guarantee (yellow) and the bound of Eq. 5.5 for serialized splits (grey). " + likeOf("b") + static, PlotSerial},
		{"fig-" + figB + "-log", "(c) The series of (b) on a logarithmic axis, so that the Eq. 5.5 bound does not flatten the others.", PlotLog},
	}
	pr := &progress{fn: in.Progress, total: len(mk) + len(jobs)}
	if in.RoleLinks != nil {
		pr.total += len(jobs) // a unit per call
	}
	// The role graphs first: they are most of the work, so the progress
	// estimate starts high rather than low.
	graphs, noDot, err := drawGraphs(dir, jobs, pr)
	if err != nil {
		return nil, err
	}
	f.NoGraphviz = noDot
	for i, g := range graphs {
		f.Graphs = append(f.Graphs, g.File)
		if in.RoleLinks != nil {
			jb := jobs[i]
			if graphs[i].Links, err = in.RoleLinks(dir, jb.g.S, jb.ma, jb.ma.Roles[jb.g.J]); err != nil {
				return nil, err
			}
			pr.step()
		}
	}
	if err := linkRoleCFGs(dir, in, graphs, f); err != nil {
		return nil, err
	}
	ser := SeriesOf(ShortName(in.Kernel), in.Results).withStatic(in.Static)
	ser.Figure = in.Figure
	var figs []figure
	for _, m := range mk {
		p, err := m.fn(ser)
		if err != nil {
			return nil, err
		}
		if _, err := SavePlot(p, dir, m.name); err != nil {
			return nil, err
		}
		f.Plots = append(f.Plots, m.name+".png", m.name+".svg")
		figs = append(figs, figure{Name: m.name, Caption: m.caption})
		pr.step()
	}

	page := buildPage(in, figs, graphs, noDot)
	var buf bytes.Buffer
	if err := pageTmpl().Execute(&buf, page); err != nil {
		return nil, err
	}
	if err := outfile.WriteIn(dir, f.Index, buf.Bytes()); err != nil {
		return nil, err
	}
	return f, nil
}

// progress counts the pictures written for Input.Progress.
type progress struct {
	mu          sync.Mutex
	fn          func(done, total int)
	done, total int
}

func (p *progress) step() {
	if p.fn == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.fn(p.done, p.total)
}

// figure is one plot: NAME.svg shown, NAME.png beside it.
type figure struct {
	Name, Caption string
}

// graph is one drawn role graph: File is its SVG (or DOT without
// Graphviz), Size that file's size for the page, Links more files about
// the role (Input.RoleLinks).
type graph struct {
	S, J  int
	File  string
	Size  string
	Title string
	Links []Link
	// W, H are the SVG's size in CSS pixels (0: unknown), so that the page
	// keeps the room of a graph not loaded yet and does not shift.
	W, H int
}

// chooseRoles picks the roles of one S to draw: 0..n-2 and the role of the
// worst Eq. 5.4 term.
func chooseRoles(ma *splitmodel.ModeAnalysis, n int) []int {
	var js []int
	seen := map[int]bool{}
	for j := 0; j < len(ma.Roles) && len(js) < n-1; j++ {
		js = append(js, j)
		seen[j] = true
	}
	if w := ma.WorstParallel; w != nil && !seen[w.Parallel.J] && w.Parallel.J < len(ma.Roles) {
		js = append(js, w.Parallel.J)
	} else if len(js) < len(ma.Roles) && len(js) < n {
		js = append(js, len(js))
	}
	return js
}

// graphJob is one role graph to draw: its page entry, the DOT source and
// the mode analysis the role is of.
type graphJob struct {
	g   graph
	dot string
	ma  *splitmodel.ModeAnalysis
}

// graphJobs lists the role graphs to draw, in S and role order: per S the
// roles chooseRoles picks from the parallel runs (the serialized ones
// without parallel runs).
func graphJobs(in Input) []graphJob {
	n := in.GraphsPerS
	if n <= 0 {
		n = 6
	}
	var jobs []graphJob
	for _, r := range in.Results {
		ma := r.Parallel
		if ma == nil {
			ma = r.Serial
		}
		if ma == nil {
			continue
		}
		for _, j := range chooseRoles(ma, n) {
			rb := ma.Roles[j]
			title := fmt.Sprintf("%s, S = %d, role %d (%s): L^%d = %d cycles", ShortName(in.Kernel), r.S, j, roleName(j), j, rb.L)
			jobs = append(jobs, graphJob{g: graph{S: r.S, J: j, Title: title}, dot: RoleDOT(in.IPG, rb, title), ma: ma})
		}
	}
	return jobs
}

// drawGraphs writes each job's DOT source and its SVG (4 Graphviz
// processes at a time) into dir/graphs, stepping pr after each.
func drawGraphs(dir string, jobs []graphJob, pr *progress) ([]graph, bool, error) {
	if err := os.MkdirAll(filepath.Join(dir, "graphs"), 0o755); err != nil {
		return nil, false, err
	}
	out := make([]graph, len(jobs))
	errs := make([]error, len(jobs))
	noDot := false
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i, jb := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			defer pr.step()
			g := jb.g
			base := fmt.Sprintf("graphs/S%d-role%d", g.S, g.J)
			// The DOT source always goes along (to re-render or diff).
			if _, err := WritePicture(dir, base+".dot", []byte(jb.dot)); err != nil {
				errs[i] = err
				return
			}
			var svg bytes.Buffer
			err := render.SVG(&svg, jb.dot)
			var tooLarge *render.TooLargeError
			if errors.Is(err, render.ErrNoGraphviz) || errors.As(err, &tooLarge) {
				// The DOT file stands for the picture.
				mu.Lock()
				noDot = noDot || tooLarge == nil
				mu.Unlock()
				g.File, g.Size = base+".dot", sizeOf(len(jb.dot))
				out[i] = g
				return
			}
			if err != nil {
				errs[i] = err
				return
			}
			g.File, g.Size = base+".svg", sizeOf(svg.Len())
			g.W, g.H = svgSize(svg.Bytes())
			_, errs[i] = WritePicture(dir, g.File, svg.Bytes())
			out[i] = g
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, false, err
		}
	}
	return out, noDot, nil
}

// svgPt is the size Graphviz writes on its <svg> element, in points.
var svgPt = regexp.MustCompile(`<svg width="([0-9.]+)pt" height="([0-9.]+)pt"`)

// svgSize returns the size of a Graphviz SVG in CSS pixels (4/3 of a
// point), or zeros when its <svg> element gives none.
func svgSize(svg []byte) (w, h int) {
	m := svgPt.FindSubmatch(svg[:min(len(svg), 2048)])
	if m == nil {
		return 0, 0
	}
	pw, err1 := strconv.ParseFloat(string(m[1]), 64)
	ph, err2 := strconv.ParseFloat(string(m[2]), 64)
	if err1 != nil || err2 != nil || pw <= 0 || ph <= 0 || pw > 1e6 || ph > 1e6 {
		return 0, 0
	}
	return int(math.Ceil(pw * 4 / 3)), int(math.Ceil(ph * 4 / 3))
}

// sizeOf writes a file size for the page: 980 bytes, 12 KB, 1.4 MB.
func sizeOf(n int) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d bytes", n)
	case n < 1000*1000:
		return fmt.Sprintf("%d KB", (n+500)/1000)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1e6)
}

// ShortName is the kernel's name as pictures show it: an Itanium-mangled
// symbol demangled without its parameters (asm.Demangled), others as they
// are.
func ShortName(sym string) string { return asm.Demangled(sym) }

func roleName(j int) string {
	if j == 0 {
		return "launch wavefront"
	}
	return fmt.Sprintf("child of split %d", j)
}
