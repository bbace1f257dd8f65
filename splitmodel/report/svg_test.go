package report

import "testing"

// TestSVGSize: Graphviz's size in points becomes CSS pixels (4/3, rounded
// up); an SVG without it, or with an absurd one, gives zeros (no size on
// the page).
func TestSVGSize(t *testing.T) {
	for _, c := range []struct {
		svg  string
		w, h int
	}{
		{"<?xml version=\"1.0\"?>\n<svg width=\"883pt\" height=\"18070pt\"\n viewBox=\"0 0 883 18070\">", 1178, 24094},
		{`<svg width="62pt" height="44.5pt">`, 83, 60},
		{`<svg width="100%" height="100%">`, 0, 0},
		{`<svg width="0pt" height="10pt">`, 0, 0},
		{`<svg width="9e9pt" height="10pt">`, 0, 0},
		{``, 0, 0},
	} {
		if w, h := svgSize([]byte(c.svg)); w != c.w || h != c.h {
			t.Errorf("svgSize(%q) = %d, %d; want %d, %d", c.svg, w, h, c.w, c.h)
		}
	}
}

// FuzzSVGSize: any bytes give a size of zero or a positive width and height
// no larger than 4/3 of the bound the parser accepts; never a panic.
func FuzzSVGSize(f *testing.F) {
	f.Add([]byte(`<svg width="883pt" height="18070pt"`))
	f.Add([]byte(`<svg width="1.5pt" height="..pt"`))
	f.Fuzz(func(t *testing.T, b []byte) {
		w, h := svgSize(b)
		if (w == 0) != (h == 0) || w < 0 || h < 0 || w > 1_333_334 || h > 1_333_334 {
			t.Errorf("svgSize(%q) = %d, %d", b, w, h)
		}
	})
}
