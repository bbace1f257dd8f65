package report

import (
	"fmt"
	"html/template"
	"sort"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/internal/ci"
)

// The report's "where the time goes": the costliest blocks and HIP lines
// of the lead S's worst role, and the HIP source annotated with cycles.

// hotView is the section's content.
type hotView struct {
	Title  string
	Blocks []hotBlock
	Lines  []hotLine
	Files  []sourceFile
}

type hotBlock struct {
	Name, Lines, Sources, Cycles, Share string
	Count                               int64
}

type hotLine struct {
	Src, Cycles, Share string
	Fill               template.CSS
}

// sourceFile is one HIP file's lines around the kernel, each with its
// cycles (empty when none) and heat colour.
type sourceFile struct {
	Name  string
	Lines []sourceLine
}

type sourceLine struct {
	N            int
	Text, Cycles string
	Share        string
	Fill         template.CSS
}

// sourceContext is how many lines around those with cycles the view shows.
const sourceContext = 3

// hotViewOf builds the section from a's hotspots and HIP sources; nil when
// there is no annotation.
func hotViewOf(a *Analysis) *hotView {
	if a == nil {
		return nil
	}
	an, title := a.Hotspots()
	if an == nil {
		return nil
	}
	v := &hotView{Title: title}
	for _, h := range an.TopBlocks(a.IPG.CFG, hotN) {
		v.Blocks = append(v.Blocks, hotBlock{Name: h.Block.Name, Lines: h.Lines, Sources: h.Sources, Cycles: ci.Commas(h.Cycles), Share: h.Share, Count: h.Count})
	}
	byLine := map[string]int64{}
	for _, l := range an.Lines {
		byLine[l.Src] = l.Cycles
	}
	for _, l := range an.TopLines(hotN) {
		v.Lines = append(v.Lines, hotLine{Src: l.Src, Cycles: ci.Commas(l.Cycles), Share: an.Share(l.Cycles), Fill: heat(l.Cycles, an.BoundCycles)})
	}
	names := make([]string, 0, len(a.Sources))
	for n := range a.Sources {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		if f, ok := sourceView(name, a.Sources[name], byLine, an); ok {
			v.Files = append(v.Files, f)
		}
	}
	return v
}

// sourceView is the lines of text with cycles, with sourceContext lines
// around them; ok is false when none has cycles.
func sourceView(name string, text []byte, byLine map[string]int64, an *render.Annotation) (sourceFile, bool) {
	lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
	first, last := 0, 0
	for i := range lines {
		if byLine[name+":"+strconv.Itoa(i+1)] > 0 {
			if first == 0 {
				first = i + 1
			}
			last = i + 1
		}
	}
	if first == 0 {
		return sourceFile{}, false
	}
	f := sourceFile{Name: name}
	for n := max(1, first-sourceContext); n <= min(len(lines), last+sourceContext); n++ {
		sl := sourceLine{N: n, Text: strings.ReplaceAll(lines[n-1], "\t", "    ")}
		if c := byLine[name+":"+strconv.Itoa(n)]; c > 0 {
			sl.Cycles, sl.Share, sl.Fill = ci.Commas(c), an.Share(c), heat(c, an.BoundCycles)
		}
		f.Lines = append(f.Lines, sl)
	}
	return f, true
}

// heat is the background of a share of the bound: the annotated CFG's
// heat scale (yellow to dark red), so both pictures read alike.
func heat(c, bound int64) template.CSS {
	if c <= 0 || bound <= 0 {
		return ""
	}
	fill, font := render.HeatOf(c, bound)
	return template.CSS(fmt.Sprintf("background:%s;color:%s", fill, font))
}
