package flowfacts

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/internal/yamldoc"
	"github.com/splitwcet/splitwcet/ipet"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/internal/diag"
)

// Facts is a parsed flow-facts file (docs/flow-facts.md). Every fact keeps
// its position in the file (Origin, "flow.yaml:7") for errors and reports.
// Integer fields are -1 when the file does not give them.
type Facts struct {
	Name       string // the file name, as given to Parse
	Kernel     string // "" when the file names no kernel
	KernelLine int
	Loops      []LoopFact
	Counts     []CountFact
	Infeasible []InfeasibleFact
	Lanes      []LanesFact
}

// LoopFact bounds one loop, named by its header label or by the HIP source
// line of its header (or both, which must agree).
type LoopFact struct {
	N      int    // fact number: 1-based position among all facts of the file
	Origin string // "flow.yaml:7"
	Header string // header block label, "" when not given
	// SrcFile and SrcLine give the loop by HIP source position; SrcLine is 0
	// when not given, SrcFile "" when the fact gives a bare line number.
	SrcFile string
	SrcLine int
	Max     int // header executions per entry into the loop
	Min     int // header executions per entry, at least
	Total   int // header executions over the whole run, at most
}

// Place is a block (Block) or a CFG edge (From -> To) of the kernel.
type Place struct {
	Block    string
	From, To string
}

func (p Place) String() string {
	if p.Block != "" {
		return "block " + p.Block
	}
	return "edge " + p.From + " -> " + p.To
}

// CountFact bounds how often a block or CFG edge executes in total over the
// whole run.
type CountFact struct {
	N      int
	Origin string
	Place  Place
	Max    int
	Min    int
}

// LanesFact bounds the lanes of a block: at most Max of the lanes
// (work-items) of one launch wavefront are ever active at an instruction
// of the block, in the wavefront or in any member split from it. Only the
// static bound uses it (splitmodel/staticbound: the lines a vector memory
// access can touch); the hybrid analysis observes the lanes.
type LanesFact struct {
	N      int
	Origin string
	Block  string
	Max    int
}

// InfeasibleFact says a block or CFG edge never executes.
type InfeasibleFact struct {
	N      int
	Origin string
	Place  Place
}

// factError is one problem in a facts file.
type factError struct {
	origin string
	msg    string
	col    int // the YAML node's column, for the diagnostic's caret (0: unknown)
}

func (e *factError) Error() string { return e.origin + ": " + e.msg }

// Diagnostics is e as a diagnostic (internal/diag).
func (e *factError) Diagnostics() []diag.Diagnostic {
	d, ok := diag.Parse(e.Error())
	if !ok {
		d = diag.Diagnostic{File: e.origin, Msg: e.msg}
	} else if d.Col == 0 {
		d.Col = e.col
	}
	return []diag.Diagnostic{d}
}

type factParser struct {
	name string
	f    *Facts
	errs []error
	n    int
}

func (p *factParser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &factError{origin: p.origin(n), msg: fmt.Sprintf(format, args...), col: n.Column})
}

func (p *factParser) origin(n *yaml.Node) string { return fmt.Sprintf("%s:%d", p.name, n.Line) }

var yamlLineRE = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// Parse parses a flow-facts file. name is used in error messages and
// origins. Errors give file:line and what was expected; all problems found
// are reported together, one per line.
func Parse(name string, data []byte) (*Facts, error) {
	p := &factParser{name: name, f: &Facts{Name: name}}
	var doc yaml.Node
	if err := yamldoc.Unmarshal(data, &doc); err != nil {
		msg := err.Error()
		if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
			hint := ""
			if strings.Contains(m[2], "cannot start any token") {
				hint = " (quote labels that start with %, e.g. '%bb.1')"
			}
			return nil, &factError{origin: name + ":" + m[1], msg: "YAML syntax: " + m[2] + hint}
		}
		return nil, &factError{origin: name, msg: strings.TrimPrefix(msg, "yaml: ")}
	}
	if len(doc.Content) == 0 {
		return p.f, nil // an empty file states no facts
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return p.f, nil
	}
	if root.Kind != yaml.MappingNode {
		p.errorf(root, "want a mapping with the keys kernel, loops, counts, infeasible, lanes")
		return nil, errors.Join(p.errs...)
	}
	p.mapping(root, []string{"kernel", "loops", "counts", "infeasible", "lanes"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "kernel":
			if v.Kind != yaml.ScalarNode || v.Tag == "!!null" || v.Value == "" {
				p.errorf(v, "kernel: want the kernel's name")
				return
			}
			p.f.Kernel, p.f.KernelLine = v.Value, v.Line
		case "loops":
			p.list(k, v, p.loop)
		case "counts":
			p.list(k, v, p.count)
		case "infeasible":
			p.list(k, v, p.infeasible)
		case "lanes":
			p.list(k, v, p.lanes)
		}
	})
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return p.f, nil
}

// mapping checks that n is a mapping whose keys are in allowed, each at most
// once, and calls fn for each pair in file order.
func (p *factParser) mapping(n *yaml.Node, allowed []string, fn func(key string, k, v *yaml.Node)) bool {
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "want a mapping with the keys %s", strings.Join(allowed, ", "))
		return false
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		key := k.Value
		if k.Kind != yaml.ScalarNode {
			p.errorf(k, "want a key (%s)", strings.Join(allowed, ", "))
			continue
		}
		ok := false
		for _, a := range allowed {
			ok = ok || a == key
		}
		if !ok {
			p.errorf(k, "unknown key %q (want %s)", key, strings.Join(allowed, ", "))
			continue
		}
		if seen[key] {
			p.errorf(k, "duplicate key %q", key)
			continue
		}
		seen[key] = true
		fn(key, k, v)
	}
	return true
}

// list calls fn for each entry of the sequence v under key k.
func (p *factParser) list(k, v *yaml.Node, fn func(*yaml.Node)) {
	if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
		return // "loops:" with nothing under it
	}
	if v.Kind != yaml.SequenceNode {
		p.errorf(v, "%s: want a list of entries (\"- ...\")", k.Value)
		return
	}
	for _, e := range v.Content {
		p.n++
		fn(e)
	}
}

// integer reads a non-negative integer.
func (p *factParser) integer(key string, v *yaml.Node) (int, bool) {
	if v.Kind != yaml.ScalarNode || v.Tag != "!!int" {
		p.errorf(v, "%s: want a non-negative integer, got %q", key, v.Value)
		return 0, false
	}
	var x int64
	if err := v.Decode(&x); err != nil {
		p.errorf(v, "%s: want a non-negative integer, got %q", key, v.Value)
		return 0, false
	}
	if x < 0 {
		p.errorf(v, "%s: must not be negative, got %d", key, x)
		return 0, false
	}
	if x > ipet.MaxFactValue {
		p.errorf(v, "%s: %d is too large (at most %d, the largest value ipet solves exactly; docs/flow-facts.md, \"Limits\")", key, x, ipet.MaxFactValue)
		return 0, false
	}
	return int(x), true
}

// label reads a block label.
func (p *factParser) label(key string, v *yaml.Node) (string, bool) {
	if v.Kind != yaml.ScalarNode || v.Tag == "!!null" || strings.TrimSpace(v.Value) == "" {
		p.errorf(v, "%s: want a block label such as .LBB0_2 or %%bb.1", key)
		return "", false
	}
	return strings.TrimSpace(v.Value), true
}

// place reads "block: LABEL" or "edge: FROM -> TO" of a count or
// infeasible entry.
func (p *factParser) place(n *yaml.Node, block, edge *yaml.Node) (Place, bool) {
	switch {
	case block != nil && edge != nil:
		p.errorf(n, "give block or edge, not both")
		return Place{}, false
	case block != nil:
		l, ok := p.label("block", block)
		return Place{Block: l}, ok
	case edge != nil:
		from, to, ok := strings.Cut(edge.Value, "->")
		from, to = strings.TrimSpace(from), strings.TrimSpace(to)
		if edge.Kind != yaml.ScalarNode || !ok || from == "" || to == "" {
			p.errorf(edge, "edge: want \"FROM -> TO\" (two block labels), got %q", edge.Value)
			return Place{}, false
		}
		return Place{From: from, To: to}, true
	}
	p.errorf(n, "want block (a block label) or edge (FROM -> TO)")
	return Place{}, false
}

func (p *factParser) loop(n *yaml.Node) {
	lf := LoopFact{N: p.n, Origin: p.origin(n), Max: -1, Min: -1, Total: -1}
	before := len(p.errs)
	ok := p.mapping(n, []string{"header", "line", "max", "min", "total"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "header":
			lf.Header, _ = p.label(key, v)
		case "line":
			lf.SrcFile, lf.SrcLine = p.srcLine(v)
		case "max":
			lf.Max, _ = p.integerOr(key, v)
		case "min":
			lf.Min, _ = p.integerOr(key, v)
		case "total":
			lf.Total, _ = p.integerOr(key, v)
		}
	})
	if !ok || len(p.errs) > before {
		return // reported; checking what is missing would only repeat it
	}
	bad := false
	if lf.Header == "" && lf.SrcLine == 0 {
		p.errorf(n, "a loop needs header (the header block's label, e.g. .LBB0_2) or line (the HIP source line of the loop, e.g. 14 or kernel.hip:14)")
		bad = true
	}
	if lf.Max < 0 && lf.Total < 0 {
		p.errorf(n, "a loop needs max (header executions per entry) or total (header executions in all)")
		bad = true
	}
	if lf.Min >= 0 && lf.Max >= 0 && lf.Min > lf.Max {
		p.errorf(n, "min %d > max %d", lf.Min, lf.Max)
		bad = true
	}
	if !bad {
		p.f.Loops = append(p.f.Loops, lf)
	}
}

// integerOr reads an integer, returning -1 on error (error recorded).
func (p *factParser) integerOr(key string, v *yaml.Node) (int, bool) {
	x, ok := p.integer(key, v)
	if !ok {
		return -1, false
	}
	return x, true
}

// srcLine reads "14" or "kernel.hip:14".
func (p *factParser) srcLine(v *yaml.Node) (string, int) {
	if v.Kind == yaml.ScalarNode {
		file, num := "", v.Value
		if i := strings.LastIndexByte(v.Value, ':'); i >= 0 {
			file, num = strings.TrimSpace(v.Value[:i]), strings.TrimSpace(v.Value[i+1:])
		}
		if n, err := strconv.Atoi(num); err == nil && n > 0 {
			return file, n
		}
	}
	p.errorf(v, "line: want a HIP source line number (14) or file:line (kernel.hip:14), got %q", v.Value)
	return "", 0
}

func (p *factParser) count(n *yaml.Node) {
	cf := CountFact{N: p.n, Origin: p.origin(n), Max: -1, Min: -1}
	before := len(p.errs)
	var block, edge *yaml.Node
	ok := p.mapping(n, []string{"block", "edge", "max", "min"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "block":
			block = v
		case "edge":
			edge = v
		case "max":
			cf.Max, _ = p.integerOr(key, v)
		case "min":
			cf.Min, _ = p.integerOr(key, v)
		}
	})
	if !ok || len(p.errs) > before {
		return
	}
	pl, ok := p.place(n, block, edge)
	cf.Place = pl
	if cf.Max < 0 && cf.Min < 0 {
		p.errorf(n, "a count needs max or min (executions over the whole run)")
		ok = false
	}
	if cf.Min >= 0 && cf.Max >= 0 && cf.Min > cf.Max {
		p.errorf(n, "min %d > max %d", cf.Min, cf.Max)
		ok = false
	}
	if ok {
		p.f.Counts = append(p.f.Counts, cf)
	}
}

func (p *factParser) infeasible(n *yaml.Node) {
	inf := InfeasibleFact{N: p.n, Origin: p.origin(n)}
	var block, edge *yaml.Node
	ok := p.mapping(n, []string{"block", "edge"}, func(key string, k, v *yaml.Node) {
		if key == "block" {
			block = v
		} else {
			edge = v
		}
	})
	if !ok {
		return
	}
	if pl, ok := p.place(n, block, edge); ok {
		inf.Place = pl
		p.f.Infeasible = append(p.f.Infeasible, inf)
	}
}

func (p *factParser) lanes(n *yaml.Node) {
	lf := LanesFact{N: p.n, Origin: p.origin(n), Max: -1}
	before := len(p.errs)
	var block *yaml.Node
	ok := p.mapping(n, []string{"block", "max"}, func(key string, k, v *yaml.Node) {
		if key == "block" {
			block = v
			return
		}
		lf.Max, _ = p.integer(key, v)
	})
	if !ok || len(p.errs) > before {
		return
	}
	if block == nil || lf.Max < 0 {
		p.errorf(n, "a lanes fact needs block (a block label) and max (the most lanes of one wavefront active there)")
		return
	}
	if lf.Block, ok = p.label("block", block); !ok {
		return
	}
	if lf.Max > isa.MaxLanes {
		p.errorf(n, "max %d: a wavefront has at most %d lanes", lf.Max, isa.MaxLanes)
		return
	}
	p.f.Lanes = append(p.f.Lanes, lf)
}

// BindLanes binds the lanes facts to g's blocks: the most lanes of one
// launch wavefront (and its splits) ever active at each block a fact
// names. A nil *Facts states nothing.
func (f *Facts) BindLanes(g *cfg.Graph) (map[*cfg.Block]int64, error) {
	if f == nil || len(f.Lanes) == 0 {
		return nil, nil
	}
	out := map[*cfg.Block]int64{}
	var errs []error
	for _, lf := range f.Lanes {
		b := g.Block(lf.Block)
		if b == nil {
			errs = append(errs, &factError{origin: lf.Origin, msg: fmt.Sprintf("no block %s in %s; blocks: %s", lf.Block, g.Func.Name, blockNames(g.Blocks))})
			continue
		}
		if prev, ok := out[b]; ok {
			errs = append(errs, &factError{origin: lf.Origin, msg: fmt.Sprintf("a second lanes fact for block %s (max %d before); merge them", lf.Block, prev)})
			continue
		}
		out[b] = int64(lf.Max)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

// Resolve binds the facts to g and returns the loop bounds they give: one
// LoopBound per loop fact with a max (Origin "facts:FILE:LINE"). Loop facts
// with only a total bound the loop too but are not in the map; Solve applies
// them. Errors name the unknown label or line and list the kernel's loop
// headers (or blocks); all problems are reported together.
func (f *Facts) Resolve(g *cfg.Graph) (map[*cfg.Loop]ipet.LoopBound, error) {
	r, err := f.Bind(g)
	if err != nil {
		return nil, err
	}
	return r.Bounds(), nil
}

// Bind binds the facts to g (ipet.FlowFacts): each loop fact to its loop,
// each count and infeasible fact to its block or CFG edges. A nil *Facts
// states nothing.
func (f *Facts) Bind(g *cfg.Graph) (*ipet.Flow, error) {
	r := &ipet.Flow{CFG: g}
	if f == nil {
		return r, nil
	}
	var errs []error
	fail := func(origin, format string, args ...any) {
		errs = append(errs, &factError{origin: origin, msg: fmt.Sprintf(format, args...)})
	}
	if f.Kernel != "" {
		// The selection rule of a file's kernel:, as a workload's
		// (asm.File.SelectKernelNamed): symbol, demangled or unqualified name.
		if err := g.Func.SelectedBy(f.Kernel); err != nil {
			fail(fmt.Sprintf("%s:%d", f.Name, f.KernelLine), "the facts are for kernel %q, but the analyzed kernel is %s (%v)", f.Kernel, asm.Display(g.Func.Name), err)
		}
	}
	byLoop := map[*cfg.Loop]*LoopFact{}
	for i := range f.Loops {
		lf := &f.Loops[i]
		if lf.Header != "" && g.Block(lf.Header) == nil && calleeLabel(g, lf.Header) {
			// A loop of a device function the kernel may call: the
			// static bound applies it to the callee (splitmodel/
			// staticbound); the kernel's own paths do not hold it.
			continue
		}
		l, err := findLoop(g, lf)
		if err != nil {
			fail(lf.Origin, "%v", err)
			continue
		}
		if prev := byLoop[l]; prev != nil {
			fail(lf.Origin, "a second fact for the loop at %s (the first is at %s); merge them", l.Header.Name, prev.Origin)
			continue
		}
		byLoop[l] = lf
		r.Loops = append(r.Loops, ipet.LoopLimit{Loop: l, Min: lf.Min, Max: lf.Max, Total: lf.Total, Origin: lf.Origin})
	}
	for _, cf := range f.Counts {
		rp, err := findPlace(g, cf.Place)
		if err != nil {
			fail(cf.Origin, "%v", err)
			continue
		}
		rp.N, rp.Origin, rp.Min, rp.Max = cf.N, cf.Origin, cf.Min, cf.Max
		r.Counts = append(r.Counts, rp)
	}
	for _, inf := range f.Infeasible {
		rp, err := findPlace(g, inf.Place)
		if err != nil {
			fail(inf.Origin, "%v", err)
			continue
		}
		rp.N, rp.Origin, rp.Min, rp.Max = inf.N, inf.Origin, -1, 0
		r.Infeasible = append(r.Infeasible, rp)
	}
	if _, err := f.BindLanes(g); err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return r, nil
}

// loopHeaders lists g's loops for error messages.
func loopHeaders(g *cfg.Graph) string {
	out := "the kernel has no loops"
	if len(g.Loops) > 0 {
		out = "loop headers: " + headerList(g.Loops)
	}
	// A callee's loops are named the same way (Callees binds them).
	graphs := calledGraphs(g)
	for _, f := range g.Func.Funcs {
		if cg := graphs[f.Name]; cg != nil && len(cg.Loops) > 0 {
			out += fmt.Sprintf("; device function %s: %s", f.Name, headerList(cg.Loops))
		}
	}
	return out
}

// calledGraphs returns the CFGs of the device functions the kernel g
// calls, directly or through another, by name (a function whose CFG
// cannot be built is left out: this serves error messages only).
func calledGraphs(g *cfg.Graph) map[string]*cfg.Graph {
	called := map[string]bool{}
	mark := func(calls []cfg.Call) {
		for _, c := range calls {
			if c.Callee != "" {
				called[c.Callee] = true
			}
		}
	}
	mark(g.Calls)
	graphs := map[string]*cfg.Graph{}
	for grown := true; grown; { // until a round finds no new callee
		grown = false
		for _, f := range g.Func.Funcs {
			if !called[f.Name] || f.IsKernel || graphs[f.Name] != nil {
				continue
			}
			if cg, err := g.Callee(f); err == nil {
				graphs[f.Name], grown = cg, true
				mark(cg.Calls)
			}
		}
	}
	return graphs
}

// headerList lists loops by header, in block order.
func headerList(loops []*cfg.Loop) string {
	ls := append([]*cfg.Loop(nil), loops...)
	sort.Slice(ls, func(i, j int) bool { return ls[i].Header.ID < ls[j].Header.ID })
	var s []string
	for _, l := range ls {
		s = append(s, fmt.Sprintf("%s (%s, depth %d)", l.Header.Name, l.Where(), l.Depth))
	}
	return strings.Join(s, ", ")
}

// blockNames lists up to 12 block names for error messages.
func blockNames(bs []*cfg.Block) string {
	var s []string
	for i, b := range bs {
		if i == 12 {
			s = append(s, fmt.Sprintf("... (%d more)", len(bs)-12))
			break
		}
		s = append(s, b.Name)
	}
	return strings.Join(s, ", ")
}

// calleeLabel reports whether name is a label of a device function of g's
// file (not of g's own function).
func calleeLabel(g *cfg.Graph, name string) bool {
	if g.Func == nil {
		return false
	}
	for _, f := range g.Func.Funcs {
		if f == g.Func || f.IsKernel {
			continue
		}
		for _, it := range f.Items {
			if l, ok := it.(*asm.Label); ok && l.Name == name {
				return true
			}
		}
	}
	return false
}

// findLoop finds the loop a fact names.
func findLoop(g *cfg.Graph, lf *LoopFact) (*cfg.Loop, error) {
	var byHeader, byLine *cfg.Loop
	if lf.Header != "" {
		b := g.Block(lf.Header)
		if b == nil {
			return nil, fmt.Errorf("no block %s in %s; %s", lf.Header, g.Func.Name, loopHeaders(g))
		}
		for _, l := range g.Loops {
			if l.Header == b {
				byHeader = l
			}
		}
		if byHeader == nil {
			return nil, fmt.Errorf("block %s is not a loop header; %s", lf.Header, loopHeaders(g))
		}
	}
	if lf.SrcLine > 0 {
		l, err := loopAtLine(g, lf.SrcFile, lf.SrcLine)
		if err != nil {
			return nil, err
		}
		byLine = l
	}
	switch {
	case byHeader != nil && byLine != nil && byHeader != byLine:
		return nil, fmt.Errorf("header %s and line %d name different loops (line %d is the loop at %s)", lf.Header, lf.SrcLine, lf.SrcLine, byLine.Header.Name)
	case byHeader != nil:
		return byHeader, nil
	}
	return byLine, nil
}

// loopAtLine finds the loop of a HIP source line, trying in turn: loops
// whose header's first instruction has that line; loops whose header block
// has an instruction with it; loops that have a block of their own (not of
// a nested loop) with an instruction of that line (a for statement's
// increment and test usually sit in the latch). The first rule that finds
// any loop must find exactly one.
func loopAtLine(g *cfg.Graph, file string, line int) (*cfg.Loop, error) {
	match := func(b *cfg.Block, firstOnly bool) bool {
		for i, in := range b.Instrs {
			if firstOnly && i > 0 {
				break
			}
			if in.Src().Line == line && (file == "" || in.Src().File == file || filepath.Base(in.Src().File) == filepath.Base(file)) {
				return true
			}
		}
		return false
	}
	rules := []func(l *cfg.Loop) bool{
		func(l *cfg.Loop) bool { return match(l.Header, true) },
		func(l *cfg.Loop) bool { return match(l.Header, false) },
		func(l *cfg.Loop) bool {
			for _, b := range l.Blocks {
				if b.Loop == l && match(b, false) {
					return true
				}
			}
			return false
		},
	}
	where := strconv.Itoa(line)
	if file != "" {
		where = file + ":" + where
	}
	for _, rule := range rules {
		var found []*cfg.Loop
		for _, l := range g.Loops {
			if rule(l) {
				found = append(found, l)
			}
		}
		switch len(found) {
		case 0:
			continue
		case 1:
			return found[0], nil
		}
		var hs []string
		for _, l := range found {
			hs = append(hs, l.Header.Name)
		}
		return nil, fmt.Errorf("line %s matches %d loops (%s): name the loop by header instead", where, len(found), strings.Join(hs, ", "))
	}
	return nil, fmt.Errorf("no loop at line %s; %s", where, loopHeaders(g))
}

// findPlace finds a block or the CFG edges between two blocks.
func findPlace(g *cfg.Graph, p Place) (ipet.PlaceCount, error) {
	rp := ipet.PlaceCount{Place: p.String()}
	if p.Block != "" {
		b := g.Block(p.Block)
		if b == nil {
			return rp, fmt.Errorf("no block %s in %s; blocks: %s", p.Block, g.Func.Name, blockNames(g.Blocks))
		}
		rp.Block = b
		return rp, nil
	}
	from, to := g.Block(p.From), g.Block(p.To)
	for _, x := range []struct {
		name string
		b    *cfg.Block
	}{{p.From, from}, {p.To, to}} {
		if x.b == nil {
			return rp, fmt.Errorf("no block %s in %s; blocks: %s", x.name, g.Func.Name, blockNames(g.Blocks))
		}
	}
	var succs []*cfg.Block
	for _, e := range from.Succs {
		succs = append(succs, e.To)
		if e.To == to {
			rp.Edges = append(rp.Edges, e)
		}
	}
	if len(rp.Edges) == 0 {
		s := "none"
		if len(succs) > 0 {
			s = blockNames(succs)
		}
		return rp, fmt.Errorf("no CFG edge %s -> %s; successors of %s: %s", p.From, p.To, p.From, s)
	}
	return rp, nil
}

// CheckAgainstTraces refuses loop facts the traces contradict: a fact's
// max (header executions per entry) below the most a traced wavefront ran
// (traces.Stats.Loops). Facts are trusted where the traces cannot see, so
// one that an observation already breaks would make a bound below that
// observation's own wavefront; the error names the fact's line and the
// trace event where the count was reached.
func CheckAgainstTraces(bounds map[*cfg.Loop]ipet.LoopBound, loops []traces.LoopObservation) error {
	var errs []error
	for _, o := range loops {
		b, ok := bounds[o.Loop]
		if !ok || !strings.HasPrefix(b.Origin, "facts:") || o.Max <= b.Max {
			continue
		}
		errs = append(errs, &factError{origin: strings.TrimPrefix(b.Origin, "facts:"), msg: fmt.Sprintf(
			"the loop at %s runs at most %d times per entry by this fact, but a traced wavefront ran it %d times (%s): the fact does not hold for this input",
			o.Loop.Header.Name, b.Max, o.Max, o.At)})
	}
	return errors.Join(errs...)
}

// ObservedBounds returns the loop bounds the traces give for the loops of g
// the facts do not bound (origin "observed in traces": hybrid analysis),
// after refusing facts the traces contradict (CheckAgainstTraces). Both
// 'wcet --trace' and the kernel analysis take loop bounds this way.
func ObservedBounds(g *cfg.Graph, facts *Facts, st *traces.Stats) (map[*cfg.Loop]ipet.LoopBound, error) {
	factBound := map[*cfg.Loop]bool{}
	if facts != nil {
		bs, err := facts.Resolve(g)
		if err != nil {
			return nil, err
		}
		if err := CheckAgainstTraces(bs, st.Loops); err != nil {
			return nil, err
		}
		for l := range bs {
			factBound[l] = true
		}
	}
	out := map[*cfg.Loop]ipet.LoopBound{}
	obs := st.ObservedLoopBounds()
	for _, l := range g.Loops {
		if n, ok := obs[l]; ok && !factBound[l] {
			out[l] = ipet.LoopBound{Loop: l, Max: n, Origin: "observed in traces"}
		}
	}
	return out, nil
}

// LanesObservation is the most lanes one simulated wavefront (a launch
// wavefront or a member split from it) had active at a vector memory
// instruction of Block, and where: the run and the instruction.
type LanesObservation struct {
	Block *cfg.Block
	Lanes int
	At    string
}

// CheckLanes refuses lanes facts a simulated run contradicts: a fact's max
// below the lanes one wavefront had active at a vector memory instruction
// of its block. A member's lanes are a subset of its family's, so any
// reading of the fact (per instant or over the whole run) is broken by
// such an observation, and the static bound that trusted it could lie
// below that run. The error names the fact's line and the instruction.
func (f *Facts) CheckLanes(g *cfg.Graph, obs []LanesObservation) error {
	if f == nil || len(f.Lanes) == 0 {
		return nil
	}
	var errs []error
	for _, lf := range f.Lanes {
		b := g.Block(lf.Block)
		for _, o := range obs {
			if o.Block == b && o.Lanes > lf.Max {
				errs = append(errs, &factError{origin: lf.Origin, msg: fmt.Sprintf(
					"block %s has at most %d lanes of a wavefront active by this fact, but a simulated wavefront had %d active at %s: the fact does not hold for this input",
					lf.Block, lf.Max, o.Lanes, o.At)})
				break
			}
		}
	}
	return errors.Join(errs...)
}
