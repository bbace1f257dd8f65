package report

import (
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Legend is a plot legend drawn on a white box, so that grid lines do not
// run through its text. gonum/plot draws its own legend (plot.Plot.Legend)
// on a slightly larger area than the data, so a box painted by a plotter
// would not line up with it; this legend is drawn by two plotters on the
// data area instead: Box, added right after the grid and before the data
// (the plots leave head room above the data for the legend), and Text,
// added last. Leave plot.Plot.Legend empty.
type Legend struct {
	plot.Legend
	labels []string
}

// NewLegend returns a legend at the top of the plot, left or right,
// 8 points in from the side and 4 down from the top.
func NewLegend(left bool) *Legend {
	l := &Legend{Legend: plot.NewLegend()}
	l.Top, l.Left = true, left
	l.XOffs = vg.Points(8)
	if !left {
		l.XOffs = -vg.Points(8)
	}
	l.YOffs = -vg.Points(4)
	return l
}

// Add adds an entry, as plot.Legend.Add.
func (l *Legend) Add(label string, thumbs ...plot.Thumbnailer) {
	l.labels = append(l.labels, label)
	l.Legend.Add(label, thumbs...)
}

// margin is the white space the box keeps around the legend's text.
const margin = 3 // points

// Box is the plotter that paints the white box.
func (l *Legend) Box() plot.Plotter { return legendBox{l} }

// Text is the plotter that draws the legend.
func (l *Legend) Text() plot.Plotter { return legendText{l} }

type legendBox struct{ l *Legend }
type legendText struct{ l *Legend }

func (t legendText) Plot(c draw.Canvas, _ *plot.Plot) { t.l.Draw(c) }

// Plot paints the rectangle plot.Legend.Draw fills with text and icons
// on c, widened by margin.
func (b legendBox) Plot(c draw.Canvas, _ *plot.Plot) {
	l := b.l
	if len(l.labels) == 0 || !l.Top {
		return // no legend, or one moved to the bottom (not boxed)
	}
	sty := l.TextStyle
	var textW, entryH vg.Length
	for _, s := range l.labels {
		r := sty.Rectangle(s)
		textW, entryH = max(textW, r.Max.X), max(entryH, r.Max.Y)
	}
	n := vg.Length(len(l.labels))
	// plot.Legend.Draw: the first entry's bottom is at Max.Y - entryH -
	// descent + YOffs, each further one entryH + Padding lower; the icon
	// is ThumbnailWidth wide, then a space, then the text.
	bottom := c.Max.Y + l.YOffs - sty.FontExtents().Descent - entryH*n - l.Padding*(n-1)
	w := l.ThumbnailWidth + sty.Rectangle(" ").Max.X + textW
	m := vg.Points(margin)
	x0 := c.Min.X + l.XOffs
	if !l.Left {
		x0 = c.Max.X + l.XOffs - w
	}
	x1 := min(x0+w+m, c.Max.X) // FillPolygon does not clip
	x0 = max(x0-m, c.Min.X)
	y0, y1 := bottom-m, min(c.Max.Y+l.YOffs+m, c.Max.Y)
	c.FillPolygon(color.White, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
}
