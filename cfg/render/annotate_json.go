package render

import (
	"bytes"
	"encoding/json"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// AnnotatedDocument is the JSON of an annotated CFG ('splitwcet cfg
// --annotate --format json'; docs/schema/cfg-annotate.json). Its Schema is
// SchemaVersion, as for the plain CFG document.
type AnnotatedDocument struct {
	Schema int `json:"schema"`
	// Provenance is a *kernel.Provenance, set by the caller.
	Provenance      any    `json:"provenance,omitempty"`
	Assembly        string `json:"assembly"`
	Kernel          string `json:"kernel"`
	KernelDemangled string `json:"kernel_demangled"`
	// Bound is what the picture explains ("WCET of one wavefront", "L^1").
	Bound       string             `json:"bound"`
	BoundCycles int64              `json:"bound_cycles"`
	Setting     AnnotatedSetting   `json:"setting"`
	Attribution string             `json:"attribution"`
	Notes       []string           `json:"notes"`
	Start       string             `json:"start"`
	Blocks      []AnnotatedBlock   `json:"blocks"`
	Edges       []AnnotatedEdge    `json:"edges"`
	Loops       []AnnotatedLoop    `json:"loops"`
	WorstPath   AnnotatedWorstPath `json:"worst_path"`
	// Model is what the bound is sound against (AnnotationContext.Model).
	Model string `json:"model,omitempty"`
	// Lines are the bound's cycles per HIP line, largest first ("src" ""
	// for instructions without a line): where the time goes in the source.
	Lines []AnnotatedLine `json:"lines"`
}

// AnnotatedLine is one HIP source line's share of the bound.
type AnnotatedLine struct {
	Src    string `json:"src"`
	Cycles int64  `json:"cycles"`
}

// AnnotatedSetting is the bound's setting; S, role and mode are absent for
// a single-wavefront bound.
type AnnotatedSetting struct {
	Weights           string `json:"weights"`
	Placement         string `json:"placement"`
	S                 *int   `json:"S,omitempty"`
	Role              *int   `json:"role,omitempty"`
	Mode              string `json:"mode,omitempty"`
	Assumption        string `json:"assume,omitempty"`
	PremiseHeld       *bool  `json:"premise_held,omitempty"`
	KernelBoundCycles int64  `json:"kernel_bound_cycles,omitempty"`
}

// AnnotatedBlock is one block's part of the worst case.
type AnnotatedBlock struct {
	ID     int      `json:"id"`
	Name   string   `json:"name"`
	Cycles int64    `json:"contribution_cycles"`
	Share  float64  `json:"share"`
	Count  int64    `json:"count"`
	Pruned bool     `json:"pruned"`
	Loop   *int     `json:"loop"`
	Src    []string `json:"src"`
}

// AnnotatedEdge is one CFG edge's count on the worst case.
type AnnotatedEdge struct {
	ID     int    `json:"id"`
	From   string `json:"from"`
	To     string `json:"to"`
	Kind   string `json:"kind"`
	Count  int64  `json:"count"`
	Pruned bool   `json:"pruned"`
}

// AnnotatedLoop is a loop's bound in the analysis.
type AnnotatedLoop struct {
	ID      int    `json:"id"`
	Header  string `json:"header"`
	Src     string `json:"src,omitempty"`
	Bounded bool   `json:"bounded"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Origin  string `json:"origin"`
}

// AnnotatedWorstPath lists the blocks and edges the worst case takes (count
// > 0), by name, in layout order.
type AnnotatedWorstPath struct {
	Blocks []string `json:"blocks"`
	Edges  []string `json:"edges"`
}

// AnnotatedJSON writes g with a as an AnnotatedDocument.
func AnnotatedJSON(buf *bytes.Buffer, g *cfg.Graph, a *Annotation, prov any) error {
	if err := a.Check(g); err != nil {
		return err
	}
	c := a.Context
	doc := AnnotatedDocument{Schema: SchemaVersion, Provenance: prov, Assembly: g.Func.Pos.File, Kernel: g.Func.Name, KernelDemangled: asm.Demangled(g.Func.Name),
		Bound: c.What, BoundCycles: a.BoundCycles, Attribution: a.Attribution, Notes: append([]string{}, a.Notes...),
		Setting: AnnotatedSetting{Weights: c.Weights, Placement: c.Placement, Mode: c.Mode, Assumption: c.Assumption, KernelBoundCycles: c.KernelBoundCycles},
		Start:   g.Blocks[0].Name, Blocks: []AnnotatedBlock{}, Edges: []AnnotatedEdge{}, Loops: []AnnotatedLoop{},
		WorstPath: AnnotatedWorstPath{Blocks: []string{}, Edges: []string{}}, Model: c.Model, Lines: []AnnotatedLine{}}
	for _, l := range a.Lines {
		doc.Lines = append(doc.Lines, AnnotatedLine{Src: l.Src, Cycles: l.Cycles})
	}
	if c.S >= 0 {
		s, r, h := c.S, c.Role, c.PremiseHeld
		doc.Setting.S, doc.Setting.Role = &s, &r
		if c.Assumption != "" {
			doc.Setting.PremiseHeld = &h
		}
	}
	if a.Start != nil {
		doc.Start = a.Start.Name
	}
	for _, b := range g.Blocks {
		n := a.Blocks[b.ID]
		ab := AnnotatedBlock{ID: b.ID, Name: b.Name, Cycles: n.Cycles, Count: n.Count, Pruned: n.Pruned != "", Src: []string{}}
		if a.BoundCycles > 0 {
			ab.Share = float64(n.Cycles) / float64(a.BoundCycles)
		}
		if b.Loop != nil {
			id := b.Loop.ID
			ab.Loop = &id
		}
		for _, s := range blockSources(b) {
			ab.Src = append(ab.Src, asm.SrcLoc{File: s.file, Line: s.line}.String())
		}
		doc.Blocks = append(doc.Blocks, ab)
		if n.Count > 0 || n.Cycles > 0 {
			doc.WorstPath.Blocks = append(doc.WorstPath.Blocks, b.Name)
		}
	}
	for _, e := range g.Edges {
		n := a.Edges[e.ID]
		doc.Edges = append(doc.Edges, AnnotatedEdge{ID: e.ID, From: e.From.Name, To: e.To.Name, Kind: e.Kind.String(), Count: n.Count, Pruned: n.Pruned})
		if n.Count > 0 {
			doc.WorstPath.Edges = append(doc.WorstPath.Edges, e.From.Name+"->"+e.To.Name)
		}
	}
	for _, l := range g.Loops {
		n := a.Loops[l.ID]
		al := AnnotatedLoop{ID: l.ID, Header: l.Header.Name, Bounded: n.Bounded, Min: n.Min, Max: n.Max, Origin: n.Origin}
		if in := l.Header.Instrs; len(in) > 0 {
			al.Src = in[0].Src().String()
		}
		doc.Loops = append(doc.Loops, al)
	}
	enc := json.NewEncoder(buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}
