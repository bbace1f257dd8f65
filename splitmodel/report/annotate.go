package report

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipet/wcet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// Annotated CFGs ('splitwcet cfg --annotate', and one per drawn role in the
// report): the bound of an analysis laid over the kernel's CFG
// (cfg/render.Annotation, filled by wcet.Annotate).

// staticCost is the per-instruction cost annotated CFGs split segment
// times by: the default static latency model's issue and stall cycles.
func staticCost(t *static.Table) func(*asm.Instruction) int64 {
	if t == nil {
		t = static.Default()
	}
	return func(in *asm.Instruction) int64 { return t.Cost(in).Cycles() }
}

// StaticAnnotation annotates k's CFG with the single-wavefront bound of
// 'splitwcet wcet --static' (weights of t, nil for the default model; the
// kernel's flow facts).
func StaticAnnotation(k *kernel.Kernel, t *static.Table) (*render.Annotation, error) {
	if t == nil {
		t = static.Default()
	}
	t, err := flowfacts.CostCalls(k.IPG.CFG, k.Facts, t)
	if err != nil {
		return nil, err
	}
	weights, err := static.SegmentWeights(k.IPG, t)
	if err != nil {
		return nil, err
	}
	p := &ipet.Problem{IPG: k.IPG, Weights: weights, Facts: k.Facts}
	res, err := ipet.Solve(p)
	if err != nil {
		return nil, err
	}
	ctx := render.AnnotationContext{What: "WCET bound of one wavefront", Weights: "static", Placement: k.IPG.Placement.String(), S: -1,
		Model: "sound against the " + (&kernel.Provenance{Inputs: k.Inputs}).LatencyModel().String() + " (one wavefront alone)"}
	if a := k.LatencyTableAssumption(); a != "" {
		ctx.Model += "; " + a
	}
	a, _, err := wcet.Annotate(p, res, staticCost(t), ctx)
	if err != nil {
		return nil, err
	}
	a.Notes = append(a.Notes, res.Warnings...)
	return a, nil
}

// annotMode is the mode analysis annotated CFGs show for r: the parallel runs
// (Eq. 5.4), else the serialized ones.
func annotMode(r *splitmodel.SResult) *splitmodel.ModeAnalysis {
	if r.Parallel != nil {
		return r.Parallel
	}
	return r.Serial
}

// RoleAnnotation annotates ig's CFG with role j's bound L^j for r's S (the
// parallel runs' analysis, else the serialized): role j's trace weights
// and worst case, its start and pruned blocks, and the loop bounds with
// their origins.
func RoleAnnotation(ig *ipg.Graph, r *splitmodel.SResult, j int) (*render.Annotation, error) {
	ma := annotMode(r)
	if ma == nil {
		return nil, fmt.Errorf("S = %d: no runs were analyzed", r.S)
	}
	if j < 0 || j >= len(ma.Roles) {
		return nil, fmt.Errorf("S = %d has roles 0 to %d; there is no role %d", r.S, len(ma.Roles)-1, j)
	}
	rb := ma.Roles[j]
	if rb.Result == nil {
		return nil, fmt.Errorf("S = %d, role %d: no execution has this role (every start is infeasible), so there is no worst case to draw", r.S, j)
	}
	p := &ipet.Problem{IPG: ig, Weights: rb.Weights, Removed: rb.Removed, Start: rb.Start}
	ctx := render.AnnotationContext{What: fmt.Sprintf("L^%d, the bound of one wavefront in role %d (%s)", j, j, roleName(j)), Weights: "trace", Placement: ig.Placement.String(),
		S: r.S, Role: j, Mode: ma.Mode.String(), Assumption: rb.Assumption, PremiseHeld: rb.PremiseHeld, KernelBoundCycles: ma.Bound()}
	a, _, err := wcet.Annotate(p, rb.Result, staticCost(nil), ctx)
	if err != nil {
		return nil, err
	}
	if n := len(rb.Static); n > 0 {
		a.Notes = append(a.Notes, fmt.Sprintf("%d live segment(s) no trace observed have static weights", n))
	}
	if rb.Variants > 1 {
		a.Notes = append(a.Notes, fmt.Sprintf("role %d arises at %d (start, pruning) variants; the worst is drawn", j, rb.Variants))
	}
	return a, nil
}

// measuredOn says what a role's bound L^j (trace weights) rests on.
func measuredOn(p *kernel.Provenance) string {
	if p == nil {
		return "measurement-based (trace weights): holds for the traced inputs"
	}
	return "measurement-based (trace weights) on the " + p.HardwareModel().String() + ": holds for the traced inputs"
}

// AnnotateRequest is what 'splitwcet cfg --annotate' draws.
type AnnotateRequest struct {
	// Placement is the IPT placement of a static bound.
	Placement ipg.Placement
	// Kernel is the kernel of a static bound.
	Kernel *kernel.Kernel
	// Analysis, when set, gives role Role of S (its first result); nil
	// draws the static single-wavefront bound with Table.
	Analysis *Analysis
	Role     int
	Table    *static.Table
	Format   string
	Fold     render.Fold
}

// NewAnnotateRequest checks the options of 'cfg --annotate': format (one
// of render.AnnotatedFormats), fold (render.ParseFold), placement (only
// for a static bound) and role.
func NewAnnotateRequest(format, fold, placement string, role int, static bool) (AnnotateRequest, error) {
	rq := AnnotateRequest{Format: format, Role: role}
	var err, perr error
	rq.Fold, err = render.ParseFold(fold)
	rq.Placement, perr = ipg.ParsePlacement(placement)
	switch {
	case !slices.Contains(render.AnnotatedFormats, format):
		return rq, fmt.Errorf("--format %q: want one of %s", format, strings.Join(render.AnnotatedFormats, ", "))
	case err != nil || perr != nil:
		return rq, errors.Join(err, perr)
	case !static && rq.Placement != ipg.Thesis:
		return rq, errors.New("--ipts applies to --static only: the analysis of role bounds uses the thesis placement")
	case role < 0 || (static && role != 0):
		return rq, fmt.Errorf("--role %d: a static bound is role 0's; roles are 0 and up", role)
	}
	return rq, nil
}

// Annotated renders the annotated CFG rq asks for into buf; a static
// bound's JSON gets the kernel's provenance for ctx (the command line).
func Annotated(ctx context.Context, buf *bytes.Buffer, rq AnnotateRequest) error {
	if rq.Analysis == nil {
		k := rq.Kernel
		a, err := StaticAnnotation(k, rq.Table)
		if err != nil {
			return err
		}
		prov := k.Provenance(ctx, map[string]string{"weights": "static", "ipts": rq.Placement.String()})
		return render.FormatAnnotated(buf, rq.Format, k.CFG, a, asm.Demangled(k.Name()), rq.Fold, prov)
	}
	an := rq.Analysis
	if len(an.Results) == 0 {
		return errors.New("the analysis has no result")
	}
	a, err := RoleAnnotation(an.IPG, an.Results[0], rq.Role)
	if err != nil {
		return err
	}
	a.Context.Model = measuredOn(an.Provenance)
	return render.FormatAnnotated(buf, rq.Format, an.IPG.CFG, a, asm.Demangled(an.Kernel), rq.Fold, an.Provenance)
}

// RoleCFG is one annotated CFG file pair of the report.
type RoleCFG struct {
	S, J int
	// SVG and HTML are the picture and its viewer page, relative to the
	// report directory ("cfgs/cfg-S2-role1.svg", ".html").
	SVG, HTML string
	Title     string
}

// WriteRoleCFGs writes, for the roles the report draws (GraphsPerS per S,
// as its IPT graphs), each role's annotated CFG into dir/cfgs: an SVG and
// an HTML viewer with pan, zoom and search. Without Graphviz it writes the
// DOT text instead (and no viewer) and reports noDot.
func WriteRoleCFGs(dir string, in Input) (files []RoleCFG, noDot bool, err error) {
	if err := os.MkdirAll(filepath.Join(dir, "cfgs"), 0o755); err != nil {
		return nil, false, err
	}
	n := in.GraphsPerS
	if n <= 0 {
		n = 6
	}
	name := asm.Demangled(in.Kernel)
	type job struct {
		f   RoleCFG
		a   *render.Annotation
		dot string
	}
	var jobs []*job
	for _, r := range in.Results {
		ma := annotMode(r)
		if ma == nil {
			continue
		}
		for _, j := range chooseRoles(ma, n) {
			if ma.Roles[j].Result == nil {
				continue
			}
			a, err := RoleAnnotation(in.IPG, r, j)
			if err != nil {
				return nil, false, fmt.Errorf("annotated CFG of S = %d, role %d: %w", r.S, j, err)
			}
			a.Context.Model = measuredOn(in.Provenance)
			dot, err := render.AnnotatedDOT(in.IPG.CFG, a, name, render.FoldAuto)
			if err != nil {
				return nil, false, err
			}
			base := fmt.Sprintf("cfgs/cfg-S%d-role%d", r.S, j)
			jobs = append(jobs, &job{f: RoleCFG{S: r.S, J: j, SVG: base + ".svg", HTML: base + ".html", Title: render.AnnotatedTitle(name, a)}, a: a, dot: dot})
		}
	}
	errs := make([]error, len(jobs))
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, jb := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			var svg bytes.Buffer
			err := render.SVG(&svg, jb.dot)
			var tooLarge *render.TooLargeError
			if errors.Is(err, render.ErrNoGraphviz) || errors.As(err, &tooLarge) {
				// The DOT text stands for the picture.
				mu.Lock()
				noDot = noDot || tooLarge == nil
				mu.Unlock()
				jb.f.SVG, jb.f.HTML = jb.f.SVG[:len(jb.f.SVG)-4]+".dot", ""
				errs[i] = outfile.WriteIn(dir, jb.f.SVG, []byte(jb.dot))
				return
			}
			if err != nil {
				errs[i] = err
				return
			}
			if err := outfile.WriteIn(dir, jb.f.SVG, svg.Bytes()); err != nil {
				errs[i] = err
				return
			}
			var page bytes.Buffer
			if err := render.AnnotatedHTML(&page, jb.f.Title, svg.Bytes(), filepath.Base(jb.f.SVG), render.SearchHint(jb.a)); err != nil {
				errs[i] = err
				return
			}
			errs[i] = outfile.WriteIn(dir, jb.f.HTML, page.Bytes())
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, false, err
	}
	for _, jb := range jobs {
		files = append(files, jb.f)
	}
	return files, noDot, nil
}

// linkRoleCFGs writes the annotated CFGs of the drawn roles and links each
// from its role graph.
func linkRoleCFGs(dir string, in Input, graphs []graph, f *Files) error {
	cfgs, _, err := WriteRoleCFGs(dir, in)
	if err != nil {
		return err
	}
	for _, c := range cfgs {
		for i := range graphs {
			if graphs[i].S == c.S && graphs[i].J == c.J {
				if c.HTML != "" {
					graphs[i].Links = append(graphs[i].Links, Link{Name: "annotated CFG (pan, zoom, search)", Href: c.HTML})
				}
				graphs[i].Links = append(graphs[i].Links, Link{Name: "annotated CFG picture", Href: c.SVG})
			}
		}
		f.CFGs = append(f.CFGs, c.SVG)
		if c.HTML != "" {
			f.CFGs = append(f.CFGs, c.HTML)
		}
	}
	return nil
}
