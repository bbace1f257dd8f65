// Package report writes the HTML report of 'splitwcet analyze': the
// observed-vs-computed table per S, the per-role terms of the kernel model,
// each role's IPG with its worst-case path and pruned edges, and the plots of
// thesis Fig. 6.2 (gonum/plot, PNG and SVG).
package report

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"gonum.org/v1/plot"

	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
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

// embedBudget is how many bytes of role graphs index.html embeds (as data
// URIs, in S and role order); the others it links.
const embedBudget = 4 << 20

// Write writes the report into dir (created if needed).
func Write(dir string, in Input) (*Files, error) {
	if err := os.MkdirAll(filepath.Join(dir, "graphs"), 0o755); err != nil {
		return nil, err
	}
	f := &Files{Index: "index.html"}
	sort.Slice(in.Results, func(a, b int) bool { return in.Results[a].S < in.Results[b].S })
	ser := SeriesOf(ShortName(in.Kernel), in.Results)
	var figs []figure
	mk := []struct {
		name, caption string
		fn            func(Series) (*plot.Plot, error)
	}{
		{"fig-6.2a-parallel", "(a) Observed worst case (blue) and the bound of Eq. 5.4 with the parallel guarantee (orange), per S. Like thesis Fig. 6.2(a).", PlotParallel},
		{"fig-6.2b-serialized", "(b) As (a), plus the observed worst case without the parallel guarantee (yellow) and the bound of Eq. 5.5 for serialized splits (grey). Like thesis Fig. 6.2(b).", PlotSerial},
		{"fig-6.2b-log", "(c) The four series of (b) on a logarithmic axis, so that the Eq. 5.5 bound does not flatten the others.", PlotLog},
	}
	for _, m := range mk {
		p, err := m.fn(ser)
		if err != nil {
			return nil, err
		}
		svg, err := SavePlot(p, dir, m.name)
		if err != nil {
			return nil, err
		}
		f.Plots = append(f.Plots, m.name+".png", m.name+".svg")
		figs = append(figs, figure{Name: m.name, Caption: m.caption, SVG: template.HTML(stripProlog(svg))})
	}

	graphs, noDot, err := drawGraphs(dir, in)
	if err != nil {
		return nil, err
	}
	f.NoGraphviz = noDot
	if err := linkRoleCFGs(dir, in, graphs, f); err != nil {
		return nil, err
	}
	// Embed graphs in index.html up to a budget; the rest are linked files
	// of the report directory.
	budget := embedBudget
	for i := range graphs {
		if n := len(graphs[i].DataURI); n > budget {
			graphs[i].DataURI = ""
		} else {
			budget -= n
		}
	}
	for _, g := range graphs {
		f.Graphs = append(f.Graphs, g.File)
	}
	page := buildPage(in, figs, graphs, noDot)
	var buf bytes.Buffer
	if err := pageTmpl.Execute(&buf, page); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, f.Index), buf.Bytes(), 0o644); err != nil {
		return nil, err
	}
	return f, nil
}

func stripProlog(svg []byte) string {
	s := string(svg)
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	return s
}

type figure struct {
	Name, Caption string
	SVG           template.HTML
}

// graph is one drawn role graph.
type graph struct {
	S, J    int
	File    string
	DataURI template.URL
	Title   string
	// CFG and CFGSVG are the role's annotated CFG viewer and picture
	// (WriteRoleCFGs), "" when not drawn.
	CFG, CFGSVG string
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

func drawGraphs(dir string, in Input) ([]graph, bool, error) {
	n := in.GraphsPerS
	if n <= 0 {
		n = 6
	}
	type job struct {
		g   graph
		dot string
	}
	var jobs []job
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
			title := fmt.Sprintf("%s, S = %d, role %d (%s): L^%d = %d cycles", in.Kernel, r.S, j, roleName(j), j, rb.L)
			jobs = append(jobs, job{g: graph{S: r.S, J: j, Title: title}, dot: RoleDOT(in.IPG, rb, title)})
		}
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
			g := jb.g
			base := fmt.Sprintf("graphs/S%d-role%d", g.S, g.J)
			// The DOT source always goes along (to re-render or diff).
			if err := os.WriteFile(filepath.Join(dir, base+".dot"), []byte(jb.dot), 0o644); err != nil {
				errs[i] = err
				return
			}
			var svg bytes.Buffer
			err := render.SVG(&svg, jb.dot)
			if errors.Is(err, render.ErrNoGraphviz) {
				mu.Lock()
				noDot = true
				mu.Unlock()
				g.File = base + ".dot"
				out[i] = g
				return
			}
			if err != nil {
				errs[i] = err
				return
			}
			g.File = base + ".svg"
			g.DataURI = template.URL("data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(svg.Bytes()))
			errs[i] = os.WriteFile(filepath.Join(dir, g.File), svg.Bytes(), 0o644)
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

// ShortName returns the identifier of an Itanium-mangled symbol
// (_Z15synthetic_splitPKiPi -> synthetic_split), else the name itself.
func ShortName(sym string) string {
	if !strings.HasPrefix(sym, "_Z") {
		return sym
	}
	i := 2
	for i < len(sym) && sym[i] >= '0' && sym[i] <= '9' {
		i++
	}
	n := 0
	for _, c := range sym[2:i] {
		n = n*10 + int(c-'0')
	}
	if i == 2 || i+n > len(sym) {
		return sym
	}
	return sym[i : i+n]
}

func roleName(j int) string {
	if j == 0 {
		return "launch wavefront"
	}
	return fmt.Sprintf("child of split %d", j)
}
