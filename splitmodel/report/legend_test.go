package report

import (
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"
)

// TestLegendBoxCoversText draws a legend's box and text on a recording
// canvas, left and right, and checks that the one white box holds every
// entry's text: its baseline start and its end, and the line's height.
func TestLegendBoxCoversText(t *testing.T) {
	labels := []string{"observed WC (parallel)", "computed WC, Eq. 5.5 (serialized)", "S = 4"}
	for _, left := range []bool{true, false} {
		leg := NewLegend(left)
		for _, s := range labels {
			leg.Add(s)
		}
		rec := &recorder.Canvas{}
		c := draw.Canvas{Canvas: rec, Rectangle: vg.Rectangle{Min: vg.Point{X: 40, Y: 30}, Max: vg.Point{X: 560, Y: 300}}}
		leg.Box().Plot(c, plot.New())
		leg.Text().Plot(c, plot.New())
		var box []vg.Point
		var texts []*recorder.FillString
		for _, a := range rec.Actions {
			switch a := a.(type) {
			case *recorder.Fill:
				if box != nil {
					t.Fatalf("left %v: more than one filled path", left)
				}
				for _, e := range a.Path {
					if e.Type != vg.CloseComp {
						box = append(box, e.Pos)
					}
				}
			case *recorder.FillString:
				texts = append(texts, a)
			}
		}
		if len(box) != 4 || len(texts) != len(labels) {
			t.Fatalf("left %v: box %v, %d texts; want a rectangle and %d texts", left, box, len(texts), len(labels))
		}
		lo, hi := box[0], box[2]
		if box[1].X != hi.X || box[1].Y != lo.Y || box[3].X != lo.X || box[3].Y != hi.Y || lo.X >= hi.X || lo.Y >= hi.Y {
			t.Fatalf("left %v: not an axis-aligned rectangle: %v", left, box)
		}
		if lo.X < c.Min.X || hi.X > c.Max.X || hi.Y > c.Max.Y {
			t.Errorf("left %v: box %v leaves the canvas %v", left, box, c.Rectangle)
		}
		for _, ft := range texts {
			r := leg.TextStyle.Rectangle(ft.String)
			// Point is where the text starts, also for right-aligned text
			// (draw.Canvas.FillText has applied the alignment).
			x0, x1 := ft.Point.X, ft.Point.X+r.Max.X
			y0, y1 := ft.Point.Y+r.Min.Y, ft.Point.Y+r.Max.Y
			if x0 < lo.X || x1 > hi.X || y0 < lo.Y || y1 > hi.Y {
				t.Errorf("left %v: %q spans [%v,%v]x[%v,%v], outside the box [%v,%v]x[%v,%v]", left, ft.String, x0, x1, y0, y1, lo.X, hi.X, lo.Y, hi.Y)
			}
		}
	}
}

// TestPlotsDrawTheirLegends: every plot draws each legend label exactly
// once (the legend is drawn by the plotters, not by plot.Plot, so a plot
// that forgot leg.Text() would have none, and one that also filled
// p.Legend two).
func TestPlotsDrawTheirLegends(t *testing.T) {
	s := Series{Kernel: "k", S: []int{0, 1, 2}, Observed: []float64{700, 500, 400}, ObservedSerial: []float64{700, 600, 650},
		BoundParallel: []float64{840, 780, 700}, BoundSerial: []float64{840, 1600, 5000}}
	for _, c := range []struct {
		name   string
		plot   func(Series) (*plot.Plot, error)
		labels []string
	}{
		{"parallel", PlotParallel, []string{"observed WC (parallel)", "computed WC, Eq. 5.4"}},
		{"serial", PlotSerial, []string{"observed WC (parallel)", "observed WC (serialized)", "computed WC, Eq. 5.4", "computed WC, Eq. 5.5 (serialized)"}},
		{"log", PlotLog, []string{"observed WC (parallel)", "observed WC (serialized)", "computed WC, Eq. 5.4", "computed WC, Eq. 5.5 (serialized)"}},
	} {
		p, err := c.plot(s)
		if err != nil {
			t.Fatal(err)
		}
		rec := &recorder.Canvas{}
		p.Draw(draw.Canvas{Canvas: rec, Rectangle: vg.Rectangle{Max: vg.Point{X: plotW, Y: plotH}}})
		seen := map[string]int{}
		for _, a := range rec.Actions {
			if f, ok := a.(*recorder.FillString); ok {
				seen[f.String]++
			}
		}
		for _, l := range c.labels {
			if seen[l] != 1 {
				t.Errorf("%s: legend label %q drawn %d times, want once", c.name, l, seen[l])
			}
		}
	}
}
