package eval

import (
	"fmt"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"
)

// TestPlotSpeedupLegend: the Fig. 6.1 analogue draws one legend entry per
// S, once each (the legend is drawn by the plot's own plotters).
func TestPlotSpeedupLegend(t *testing.T) {
	speed := map[string][]float64{"a": {1, 1.1, 0.9, 1.2}, "b (medium)": {1, 1, 1, 1}}
	p, err := PlotSpeedup([]string{"a", "b (medium)"}, speed, "test")
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder.Canvas{}
	p.Draw(draw.Canvas{Canvas: rec, Rectangle: vg.Rectangle{Max: vg.Point{X: 8 * vg.Inch, Y: 4.5 * vg.Inch}}})
	seen := map[string]int{}
	for _, a := range rec.Actions {
		if f, ok := a.(*recorder.FillString); ok {
			seen[f.String]++
		}
	}
	for _, S := range SpeedupS {
		if l := fmt.Sprintf("S = %d", S); seen[l] != 1 {
			t.Errorf("legend entry %q drawn %d times, want once", l, seen[l])
		}
	}
}
