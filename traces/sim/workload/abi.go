package workload

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// maxStructBytes bounds a by-value struct argument: the kernarg segment
// of a GCN kernel holds at most 4 KiB of explicit arguments.
const maxStructBytes = 4096

// structArg finishes a by-value struct argument: `size` and either
// `bytes` (a list of byte values, the rest zero) or `fields` (typed values
// at byte offsets, the rest zero).
func (p *parser) structArg(n, layout *yaml.Node, spec ArgSpec, hasCount bool) (ArgSpec, error) {
	if hasCount {
		return spec, p.errf(n, "argument %s: a by-value struct (size, fields or bytes) has no count", spec.Name)
	}
	if spec.Value != "" {
		return spec, p.errf(n, "argument %s: give value (a scalar) or size with fields or bytes (a struct), not both", spec.Name)
	}
	if spec.Output {
		return spec, p.errf(n, "argument %s: a by-value struct cannot be an output", spec.Name)
	}
	if layout == nil {
		if spec.Struct == nil || len(spec.Struct) != spec.Size {
			spec.Struct = make([]byte, spec.Size) // all zero
		}
		return spec, nil
	}
	var v *yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i] == layout {
			v = n.Content[i+1]
		}
	}
	if v.Kind != yaml.SequenceNode {
		return spec, p.errf(v, "%s: want a list", layout.Value)
	}
	if layout.Value == "bytes" {
		if len(v.Content) > maxStructBytes {
			return spec, p.errf(v, "argument %s: %d bytes given; a by-value struct has at most %d", spec.Name, len(v.Content), maxStructBytes)
		}
		if spec.Size == 0 {
			spec.Size = len(v.Content)
		}
		if len(v.Content) > spec.Size {
			return spec, p.errf(v, "argument %s: %d bytes given for a %d-byte struct", spec.Name, len(v.Content), spec.Size)
		}
		if spec.Size == 0 {
			return spec, p.errf(v, "argument %s: an empty struct", spec.Name)
		}
		b := make([]byte, spec.Size)
		for i, e := range v.Content {
			x, err := strconv.ParseInt(e.Value, 0, 64)
			if e.Kind != yaml.ScalarNode || err != nil || x < -128 || x > 255 {
				return spec, p.errf(e, "argument %s: byte %d: want an integer in [-128, 255], got %q", spec.Name, i, e.Value)
			}
			b[i] = byte(x)
		}
		spec.Struct = b
		return spec, nil
	}
	if spec.Size == 0 {
		return spec, p.errf(layout, "argument %s: a struct with fields needs its size (the metadata's .size)", spec.Name)
	}
	b := make([]byte, spec.Size)
	owner := make([]int, spec.Size) // line of the field that set each byte, 0: none
	for _, fn := range v.Content {
		if fn.Kind != yaml.MappingNode {
			return spec, p.errf(fn, "argument %s: field: want {offset: N, type: T, value: V} or {offset: N, type: T, values: [V, ...]}", spec.Name)
		}
		off, typ := -1, ""
		var vals []*yaml.Node
		for i := 0; i+1 < len(fn.Content); i += 2 {
			k, x := fn.Content[i], fn.Content[i+1]
			switch k.Value {
			case "offset":
				o, err := strconv.Atoi(x.Value)
				if x.Kind != yaml.ScalarNode || err != nil || o < 0 || o >= spec.Size {
					return spec, p.errf(x, "argument %s: field offset: want 0 to %d, got %q", spec.Name, spec.Size-1, x.Value)
				}
				off = o
			case "type":
				if _, ok := elemSize[x.Value]; !ok {
					return spec, p.errf(x, "unknown type %q (want %s)", x.Value, typeList())
				}
				typ = x.Value
			case "value":
				if x.Kind != yaml.ScalarNode {
					return spec, p.errf(x, "argument %s: field value: want a number", spec.Name)
				}
				vals = append(vals, x)
			case "values":
				if x.Kind != yaml.SequenceNode || len(x.Content) == 0 {
					return spec, p.errf(x, "argument %s: field values: want a non-empty list of numbers", spec.Name)
				}
				vals = append(vals, x.Content...)
			default:
				return spec, p.errf(k, "unknown key %q in field (want offset, type, value or values)", k.Value)
			}
		}
		if off < 0 || typ == "" || len(vals) == 0 {
			return spec, p.errf(fn, "argument %s: a field needs offset, type and value (or values)", spec.Name)
		}
		sz := elemSize[typ]
		if off+sz*len(vals) > spec.Size {
			return spec, p.errf(fn, "argument %s: field at offset %d (%d × %s) ends at byte %d, past the %d-byte struct", spec.Name, off, len(vals), typ, off+sz*len(vals), spec.Size)
		}
		for j, x := range vals {
			eb, err := scalarBytes(typ, x.Value)
			if err != nil || x.Kind != yaml.ScalarNode {
				return spec, p.errf(x, "argument %s: field at offset %d: %v", spec.Name, off+j*sz, err)
			}
			at := off + j*sz
			for k := at; k < at+sz; k++ {
				if owner[k] != 0 {
					return spec, p.errf(x, "argument %s: field at offset %d overlaps the field of line %d (byte %d)", spec.Name, at, owner[k], k)
				}
				owner[k] = fn.Line
			}
			copy(b[at:], eb)
		}
	}
	spec.Struct = b
	return spec, nil
}

// globals reads a `globals:` mapping (symbol → {type, count, init,
// output}) on top of base (an input set's overrides keep what they do not
// set).
func (p *parser) globals(n *yaml.Node, base []GlobalSpec) ([]GlobalSpec, error) {
	if n.Kind != yaml.MappingNode {
		return nil, p.errf(n, "globals: want a mapping from variable (symbol) name to {type, count, init, output}")
	}
	out := append([]GlobalSpec(nil), base...)
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if seen[k.Value] {
			return nil, p.errf(k, "global %s given twice", k.Value)
		}
		seen[k.Value] = true
		if k.Value == "" {
			return nil, p.errf(k, "globals: empty variable name")
		}
		idx := -1
		g := GlobalSpec{Name: k.Value, Count: -1}
		for j, b := range out {
			if b.Name == k.Value {
				idx, g = j, b
			}
		}
		if v.Kind != yaml.MappingNode {
			return nil, p.errf(v, "global %s: want a mapping with type and count+init and/or output", k.Value)
		}
		var countNode *yaml.Node // count given here
		for j := 0; j+1 < len(v.Content); j += 2 {
			fk, fv := v.Content[j], v.Content[j+1]
			if fv.Kind != yaml.ScalarNode {
				return nil, p.errf(fv, "%s: want a scalar value", fk.Value)
			}
			switch fk.Value {
			case "type":
				if _, ok := elemSize[fv.Value]; !ok {
					return nil, p.errf(fv, "unknown type %q (want %s)", fv.Value, typeList())
				}
				g.Type = fv.Value
			case "count":
				c, err := strconv.Atoi(fv.Value)
				if err != nil || c < 0 {
					return nil, p.errf(fv, "count: want a non-negative integer, got %q", fv.Value)
				}
				g.Count, g.CountLine, g.CountCol = c, fv.Line, fv.Column
				countNode = fv
			case "init":
				if err := p.checkInit(fv); err != nil {
					return nil, err
				}
				g.Init = fv.Value
			case "output":
				b, err := strconv.ParseBool(fv.Value)
				if err != nil {
					return nil, p.errf(fv, "output: want true or false")
				}
				g.Output = b
			default:
				return nil, p.errf(fk, "unknown key %q in global (want type, count, init, output)", fk.Value)
			}
		}
		g.Line, g.Col = k.Line, k.Column
		if g.Type == "" {
			if len(base) > 0 && idx < 0 {
				// An input set's global the workload's globals do not
				// name: most likely a misspelt one.
				names := make([]string, len(base))
				for j, b := range base {
					names[j] = b.Name
				}
				hint := ""
				if c := diag.Closest(g.Name, names); c != "" {
					hint = fmt.Sprintf(" (did you mean %s?)", c)
				}
				return nil, p.errf(k, "global %s: not one of the workload's globals (%s)%s; a new one needs a type (%s)", g.Name, strings.Join(names, ", "), hint, typeList())
			}
			return nil, p.errf(v, "global %s: missing type (%s)", g.Name, typeList())
		}
		fromFile := strings.HasPrefix(strings.TrimSpace(g.Init), "file")
		switch {
		case g.Count == 0 && !fromFile && countNode != nil:
			// A variable has bytes: count 0 would set none of them.
			return nil, p.errf(countNode, "global %s: count 0: want the variable's size over its element size (count 0 is only for init: file PATH, where the file gives it)", g.Name)
		case g.Init != "" && g.Count <= 0 && !fromFile:
			// Count < 0: not given; 0: from the file an input set's init replaces.
			return nil, p.errf(v, "global %s: init needs count (the variable's size over its element size)", g.Name)
		case g.Count < 0 && fromFile:
			g.Count = 0 // from the file's size
		}
		if idx >= 0 {
			out[idx] = g
		} else {
			out = append(out, g)
		}
	}
	return out, nil
}

// checkGlobals checks globals against fn's data: each names a variable of
// the file, and its count and type fit the variable's size. data, when
// not nil, are the same globals as built for an input set (Set.Launch):
// the bytes each init gives must fill the variable exactly.
func (f *File) checkGlobals(fn *asm.Function, globals []GlobalSpec, data []sim.Global) error {
	p := &parser{path: f.Path}
	d := fn.Data
	for i, g := range globals {
		at := &yaml.Node{Line: g.Line, Column: g.Col}
		var s *asm.Symbol
		if d != nil {
			s = d.Symbols[g.Name]
		}
		if s == nil {
			names := sim.GlobalNames(d)
			hint := ""
			if c := diag.Closest(g.Name, names); c != "" {
				hint = " (did you mean " + c + "?)"
			}
			list := "none"
			if len(names) > 0 {
				list = strings.Join(names, ", ")
			}
			return p.errf(at, "no program-scope variable %q in the kernel's file%s; variables: %s", g.Name, hint, list)
		}
		sz := int64(elemSize[g.Type])
		if s.Size%sz != 0 {
			return p.errf(at, "global %s is %d bytes, not a whole number of %s elements", g.Name, s.Size, g.Type)
		}
		if g.Count > 0 && int64(g.Count)*sz != s.Size {
			if g.CountLine > 0 {
				at = &yaml.Node{Line: g.CountLine, Column: g.CountCol}
			}
			return p.errf(at, "global %s is %d bytes: want count %d of %s, got %d", g.Name, s.Size, s.Size/sz, g.Type, g.Count)
		}
		if i < len(data) && data[i].Data != nil && int64(len(data[i].Data)) != s.Size {
			return p.errf(at, "global %s is %d bytes (%d %s elements): init %q gives %d bytes", g.Name, s.Size, s.Size/sz, g.Type, g.Init, len(data[i].Data))
		}
	}
	return nil
}
