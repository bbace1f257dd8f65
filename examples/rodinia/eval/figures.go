package eval

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/splitwcet/splitwcet/splitmodel/report"
)

// SpeedupS are the values of S of thesis Fig. 6.1.
var SpeedupS = []int{1, 2, 4, 8}

// Speedups returns, per benchmark and input size (sorted; "nw" for the
// small input, "nw (medium)" for the medium one), the Fig. 6.1 speedup
// for each S of SpeedupS under a marking: the benchmark's observed
// parallel-mode cycles of the same marked kernels at S = 0 divided by
// those at S, summed over its kernels (each kernel's observation is its
// longest input set's). With the chosen marking the kernel at S is the one
// marked for S, and its S = 0 time is that kernel's.
func Speedups(sums []*Summary, marking string) (benches []string, speed map[string][]float64) {
	num, den := map[string]map[int]int64{}, map[string]map[int]int64{}
	for _, s := range sums {
		b := s.Benchmark
		if s.Size != "" && s.Size != "small" {
			b += " (" + s.Size + ")"
		}
		if num[b] == nil {
			num[b], den[b] = map[int]int64{}, map[int]int64{}
			benches = append(benches, b)
		}
		for _, r := range s.Rows {
			if r.Marking == marking {
				num[b][r.S] += r.UnsplitParallel
				den[b][r.S] += r.ObservedParallel
			}
		}
	}
	sort.Strings(benches)
	speed = map[string][]float64{}
	for _, b := range benches {
		for _, S := range SpeedupS {
			v := 0.0
			if den[b][S] > 0 {
				v = float64(num[b][S]) / float64(den[b][S])
			}
			speed[b] = append(speed[b], v)
		}
	}
	return benches, speed
}

var speedCols = []color.Color{
	color.RGBA{R: 0x44, G: 0x72, B: 0xc4, A: 0xff}, color.RGBA{R: 0xed, G: 0x7d, B: 0x31, A: 0xff},
	color.RGBA{R: 0xa5, G: 0xa5, B: 0xa5, A: 0xff}, color.RGBA{R: 0xff, G: 0xc0, B: 0x00, A: 0xff},
}

// PlotSpeedup draws the Fig. 6.1 analogue: one group of bars per benchmark,
// one bar per S; what names the marking for the title.
func PlotSpeedup(benches []string, speed map[string][]float64, what string) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "Speedup with split hardware, " + what + " (cf. thesis Fig. 6.1)"
	p.X.Label.Text = "benchmark (input size)"
	p.Y.Label.Text = "observed cycles at S = 0 / at S"
	leg := report.NewLegend(false)
	p.Add(plotter.NewGrid(), leg.Box())
	// report.SavePlot draws 8 inches wide; about one inch goes to the axis
	// and margins. Each benchmark's group of bars takes at most 85 % of its
	// category, so groups never overlap however many benchmarks there are.
	w := min(vg.Points(14), 0.85*(8*vg.Inch-vg.Inch)/vg.Length(max(len(benches), 1)*len(SpeedupS)))
	top := 1.0
	for i, S := range SpeedupS {
		vals := make(plotter.Values, len(benches))
		for j, b := range benches {
			vals[j] = speed[b][i]
			top = max(top, vals[j])
		}
		bc, err := plotter.NewBarChart(vals, w)
		if err != nil {
			return nil, err
		}
		bc.Color = speedCols[i%len(speedCols)]
		bc.LineStyle.Width = vg.Points(0.5)
		bc.Offset = w * vg.Length(float64(i)-float64(len(SpeedupS)-1)/2)
		p.Add(bc)
		leg.Add(fmt.Sprintf("S = %d", S), bc)
	}
	one, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: 1}, {X: float64(len(benches)) - 0.5, Y: 1}})
	if err != nil {
		return nil, err
	}
	one.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(one, leg.Text())
	p.NominalX(benches...)
	// Slanted names: "backprop (medium)" and its neighbours would overlap.
	p.X.Tick.Label.Rotation = math.Pi / 6
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YTop
	p.X.Min, p.X.Max = -0.5, float64(len(benches))-0.5
	p.Y.Min, p.Y.Max = 0, top*1.35
	// A labelled tick and grid line every 0.1, so that gains and losses of
	// a few percent can be read against 0.9, 1.0 and 1.1.
	var ticks []plot.Tick
	for v := 0.0; v <= p.Y.Max+1e-9; v += 0.1 {
		ticks = append(ticks, plot.Tick{Value: v, Label: fmt.Sprintf("%.1f", v)})
	}
	p.Y.Tick.Marker = plot.ConstantTicks(ticks)
	return p, nil
}

// SeriesOf returns the Fig. 6.3 numbers of a summary's marking as the
// report package plots them.
func (s *Summary) SeriesOf(marking string) report.Series {
	se := report.Series{Kernel: s.Benchmark + "/" + s.Kernel + " (" + marking + ")", HasParallel: true, HasSerial: true}
	for _, r := range s.Rows {
		if r.Marking != marking {
			continue
		}
		se.S = append(se.S, r.S)
		se.Fallback = append(se.Fallback, !r.PremiseHeld)
		se.Observed = append(se.Observed, float64(r.ObservedParallel))
		se.ObservedSerial = append(se.ObservedSerial, float64(r.ObservedSerial))
		se.BoundParallel = append(se.BoundParallel, float64(r.BoundParallel))
		se.BoundSerial = append(se.BoundSerial, float64(r.BoundSerial))
	}
	return se
}

// Table returns a summary's rows as a Markdown table.
func (s *Summary) Table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "| S | marking | observed ∥ | Eq. 5.4 | ratio | observed serial | Eq. 5.5 | ratio | splits ∥/serial |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range s.Rows {
		fmt.Fprintf(&b, "| %d | %s | %d | %d | %.2f | %d | %d | %.2f | %d/%d |\n", r.S, r.Marking, r.ObservedParallel, r.BoundParallel,
			ratio(r.BoundParallel, r.ObservedParallel), r.ObservedSerial, r.BoundSerial, ratio(r.BoundSerial, r.ObservedSerial),
			r.SplitsParallel, r.SplitsSerial)
	}
	return b.String()
}

func ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
