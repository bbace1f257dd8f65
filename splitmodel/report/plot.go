package report

import (
	"bytes"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
)

// The colours of thesis Fig. 6.2: observed blue, observed without the
// parallel guarantee yellow, computed (Eq. 5.4) orange, computed without
// the guarantee (Eq. 5.5) grey.
var (
	colObserved       = color.RGBA{R: 0x44, G: 0x72, B: 0xc4, A: 0xff}
	colObservedSerial = color.RGBA{R: 0xff, G: 0xc0, B: 0x00, A: 0xff}
	colBound          = color.RGBA{R: 0xed, G: 0x7d, B: 0x31, A: 0xff}
	colBoundSerial    = color.RGBA{R: 0xa5, G: 0xa5, B: 0xa5, A: 0xff}
	// The static bounds (analyze --static), ours: dark and light green.
	colStatic       = color.RGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
	colStaticSerial = color.RGBA{R: 0x81, G: 0xc7, B: 0x84, A: 0xff}
)

// Series are the four numbers per S that Fig. 6.2 shows; -1 marks a
// missing value (a mode that was not run).
type Series struct {
	S                                []int
	Observed, ObservedSerial         []float64
	BoundParallel, BoundSerial       []float64
	HasParallel, HasSerial           bool
	Kernel                           string
	ObservedLabel, ObservedSerialLbl string
	// Figure is the thesis figure the plots reproduce: "" for Fig. 6.2
	// (the synthetic benchmark: panels a and b), or another figure such
	// as "6.3" (the Rodinia kernels), which the titles then cite.
	Figure string
	// Fallback marks the values of S whose bounds come from the
	// all-executions roles (the worst-case premise failed): their tick
	// labels get a "*", explained under the axis.
	Fallback []bool
	// Static and StaticSerial are the static bounds per S (analyze
	// --static; empty without): drawn beside the others, as the bound a
	// safety case cites.
	Static, StaticSerial []float64
}

// withStatic adds the static bounds of rows to s, in s's S order.
func (s Series) withStatic(rows []staticbound.Row) Series {
	if len(rows) == 0 {
		return s
	}
	s.Static, s.StaticSerial = make([]float64, len(s.S)), make([]float64, len(s.S))
	for i, S := range s.S {
		s.Static[i], s.StaticSerial[i] = -1, -1
		for _, r := range rows {
			if r.S == S && r.Parallel != nil && r.Serial != nil {
				s.Static[i], s.StaticSerial[i] = float64(r.Parallel.Cycles), float64(r.Serial.Cycles)
			}
		}
	}
	return s
}

// xLabel is the S axis' label, with the "*" explained when some S has it.
func (s Series) xLabel(base string) string {
	for _, f := range s.Fallback {
		if f {
			return base + "\n* bounds from all-executions roles: the worst-case premise failed"
		}
	}
	return base
}

// fig is the thesis figure a plot of panel (a or b) cites: "6.2a" for
// Fig. 6.2, else the figure given.
func (s Series) fig(panel string) string {
	if s.Figure == "" || s.Figure == "6.2" {
		return "6.2" + panel
	}
	return s.Figure
}

// SeriesOf extracts the plotted numbers from the results, in S order.
func SeriesOf(kernel string, rs []*splitmodel.SResult) Series {
	s := Series{Kernel: kernel}
	for _, r := range rs {
		s.S = append(s.S, r.S)
		op, bp, os, bs := -1.0, -1.0, -1.0, -1.0
		if r.Parallel != nil {
			op, bp = float64(r.Parallel.Observed), float64(r.Parallel.BoundParallel)
			s.HasParallel = true
		}
		if r.Serial != nil {
			os, bs = float64(r.Serial.Observed), float64(r.Serial.BoundSerial)
			s.HasSerial = true
		}
		s.Fallback = append(s.Fallback, !r.PremiseHeld())
		s.Observed = append(s.Observed, op)
		s.BoundParallel = append(s.BoundParallel, bp)
		s.ObservedSerial = append(s.ObservedSerial, os)
		s.BoundSerial = append(s.BoundSerial, bs)
	}
	return s
}

func (s Series) names() []string {
	n := make([]string, len(s.S))
	for i, v := range s.S {
		n[i] = strconv.Itoa(v)
		if i < len(s.Fallback) && s.Fallback[i] {
			n[i] += "*"
		}
	}
	return n
}

func zeroMissing(v []float64) plotter.Values {
	out := make(plotter.Values, len(v))
	for i, x := range v {
		out[i] = max(x, 0)
	}
	return out
}

type bars struct {
	label string
	vals  []float64
	col   color.Color
}

func barPlot(title string, s Series, groups []bars) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = s.xLabel("S (reserve slots per launch wavefront = splits per wavefront)")
	p.Y.Label.Text = "kernel WCET (cycles)"
	p.Y.Tick.Marker = commaTicks{}
	// On the data area, over a white box: the top grid line would run
	// through a legend drawn by plot.Plot.
	leg := NewLegend(true)
	p.Add(plotter.NewGrid(), leg.Box())
	// The groups fill 75% of each category's width.
	cat := (plotW - vg.Inch) / vg.Length(max(len(s.S), 1))
	w := cat * 0.75 / vg.Length(len(groups))
	if w > vg.Points(40) {
		w = vg.Points(40)
	}
	top := 0.0
	for i, g := range groups {
		for _, v := range g.vals {
			top = max(top, v)
		}
		b, err := plotter.NewBarChart(zeroMissing(g.vals), w)
		if err != nil {
			return nil, err
		}
		b.Color = g.col
		b.LineStyle.Width = vg.Points(0.5)
		b.Offset = w * vg.Length(float64(i)-float64(len(groups)-1)/2)
		p.Add(b)
		leg.Add(g.label, b)
	}
	p.Add(leg.Text())
	p.NominalX(s.names()...)
	// Half a category of room on either side, so that the outer groups'
	// bars stay inside the axes.
	p.X.Min, p.X.Max = -0.5, float64(len(s.S))-0.5
	p.Y.Min = 0
	// Head room for the legend (one line per series).
	p.Y.Max = top * (1.08 + 0.07*float64(len(groups)))
	return p, nil
}

// PlotParallel is thesis Fig. 6.2(a): observed and computed (Eq. 5.4)
// kernel WCET per S with the parallel guarantee.
func PlotParallel(s Series) (*plot.Plot, error) {
	groups := []bars{
		{"observed WC (parallel)", s.Observed, colObserved},
		{"computed WC, Eq. 5.4", s.BoundParallel, colBound},
	}
	if len(s.Static) > 0 {
		groups = append(groups, bars{"static bound (every input)", s.Static, colStatic})
	}
	return barPlot(fmt.Sprintf("%s: observed and computed WCET, parallel guarantee (cf. thesis Fig. %s)", s.Kernel, s.fig("a")), s, groups)
}

// PlotSerial is thesis Fig. 6.2(b): (a) plus the observed time without
// the parallel guarantee and the Eq. 5.5 bound.
func PlotSerial(s Series) (*plot.Plot, error) {
	return barPlot(fmt.Sprintf("%s: with and without the parallel guarantee (cf. thesis Fig. %s)", s.Kernel, s.fig("b")), s, barList{
		{"observed WC (parallel)", s.Observed, colObserved},
		{"observed WC (serialized)", s.ObservedSerial, colObservedSerial},
		{"computed WC, Eq. 5.4", s.BoundParallel, colBound},
		{"computed WC, Eq. 5.5 (serialized)", s.BoundSerial, colBoundSerial},
	}.withStatic(s))
}

// withStatic appends the static bounds' bars when s has them.
func (bs barList) withStatic(s Series) []bars {
	if len(s.Static) == 0 {
		return bs
	}
	return append(bs, bars{"static bound (every input)", s.Static, colStatic}, bars{"static bound, serialized", s.StaticSerial, colStaticSerial})
}

// barList is a list of bar series.
type barList []bars

// PlotLog shows the four series of (b) on a logarithmic axis, where the
// Eq. 5.5 bound no longer flattens the others.
func PlotLog(s Series) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: the series of Fig. %s on a log scale", s.Kernel, s.fig("b"))
	p.X.Label.Text = s.xLabel("S (reserve slots per launch wavefront)")
	// Two lines: gonum/plot shortens the data area until the rotated
	// label fits beside it, and one long line cost a sixth of the height.
	p.Y.Label.Text = "kernel WCET\n(cycles, log scale)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = logCommaTicks{}
	leg := NewLegend(true)
	p.Add(plotter.NewGrid(), leg.Box())
	top, bottom := 0.0, 0.0
	for _, v := range [][]float64{s.Observed, s.ObservedSerial, s.BoundParallel, s.BoundSerial, s.Static, s.StaticSerial} {
		for _, x := range v {
			if x > 0 {
				top = max(top, x)
				if bottom == 0 || x < bottom {
					bottom = x
				}
			}
		}
	}
	for _, g := range []struct {
		label string
		vals  []float64
		col   color.Color
		shape draw.GlyphDrawer
	}{
		{"observed WC (parallel)", s.Observed, colObserved, draw.CircleGlyph{}},
		{"observed WC (serialized)", s.ObservedSerial, colObservedSerial, draw.SquareGlyph{}},
		{"computed WC, Eq. 5.4", s.BoundParallel, colBound, draw.TriangleGlyph{}},
		{"computed WC, Eq. 5.5 (serialized)", s.BoundSerial, colBoundSerial, draw.CrossGlyph{}},
		{"static bound (every input)", s.Static, colStatic, draw.PyramidGlyph{}},
		{"static bound, serialized", s.StaticSerial, colStaticSerial, draw.RingGlyph{}},
	} {
		var xy plotter.XYs
		for i, v := range g.vals {
			if v > 0 {
				xy = append(xy, plotter.XY{X: float64(i), Y: v})
			}
		}
		if len(xy) == 0 {
			continue
		}
		l, pts, err := plotterLinePoints(xy)
		if err != nil {
			return nil, err
		}
		l.Color = g.col
		l.Width = vg.Points(1.5)
		pts.Color = g.col
		pts.Shape = g.shape
		pts.Radius = vg.Points(3.5)
		p.Add(l, pts)
		leg.Add(g.label, l, pts)
	}
	p.Add(leg.Text())
	p.NominalX(s.names()...)
	if top > 0 {
		// Head room above for the legend: a factor of 30 on the log axis.
		p.Y.Min, p.Y.Max = bottom/1.5, top*8
	}
	p.X.Min, p.X.Max = -0.5, float64(len(s.S))-0.5
	return p, nil
}

func plotterLinePoints(xy plotter.XYs) (*plotter.Line, *plotter.Scatter, error) {
	l, err := plotter.NewLine(xy)
	if err != nil {
		return nil, nil, err
	}
	sc, err := plotter.NewScatter(xy)
	if err != nil {
		return nil, nil, err
	}
	return l, sc, nil
}

// commaTicks are the default ticks with thousands separators.
type commaTicks struct{}

func (commaTicks) Ticks(min, max float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = commas(int64(ts[i].Value))
		}
	}
	return ts
}

// logCommaTicks are plot.LogTicks with thousands separators. When fewer
// than three powers of ten fall inside the axis (data within a decade or
// two), the 2× and 5× minor ticks are labelled too, and so are those below
// the lowest power of ten, so that every series can be read off the axis.
type logCommaTicks struct{}

func (logCommaTicks) Ticks(min, max float64) []plot.Tick {
	ts := plot.LogTicks{Prec: -1}.Ticks(min, max)
	inside, first := 0, math.Inf(1)
	for _, t := range ts {
		if t.Label != "" && t.Value >= min && t.Value <= max {
			inside++
			first = math.Min(first, t.Value)
		}
	}
	for i := range ts {
		v := ts[i].Value
		lead := v / math.Pow(10, math.Floor(math.Log10(v)+1e-9))
		twoFive := math.Abs(lead-2) < 1e-6 || math.Abs(lead-5) < 1e-6
		// Below the lowest power of ten, too: the data there gets a label.
		if ts[i].Label == "" && twoFive && (inside < 3 || v >= min && v < first) {
			ts[i].Label = "x"
		}
		if ts[i].Label != "" {
			ts[i].Label = commas(int64(v + 0.5))
		}
	}
	return ts
}

func commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	var b []byte
	for i, c := range []byte(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, c)
	}
	if neg {
		return "-" + string(b)
	}
	return string(b)
}

// Plot size in the report.
const (
	plotW = 8 * vg.Inch
	plotH = 4.5 * vg.Inch
)

// SavePlot writes p as NAME.png and NAME.svg into dir and returns the SVG.
func SavePlot(p *plot.Plot, dir, name string) ([]byte, error) {
	var svg []byte
	for _, ext := range []string{"png", "svg"} {
		wt, err := p.WriterTo(plotW, plotH, ext)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if _, err := wt.WriteTo(&buf); err != nil {
			return nil, err
		}
		if err := outfile.WriteIn(dir, name+"."+ext, buf.Bytes()); err != nil {
			return nil, err
		}
		if ext == "svg" {
			svg = buf.Bytes()
		}
	}
	return svg, nil
}
