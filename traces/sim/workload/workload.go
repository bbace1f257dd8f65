// Package workload reads workload files (YAML, docs/workload.md): which
// kernel to launch, the grid, the arguments and how to initialize them, and
// several input sets, into sim.Launch values for the simulator.
package workload

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/internal/yamldoc"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// File is a parsed workload file.
type File struct {
	Path   string
	Kernel string
	// KernelLine is the line of kernel: (0 when absent).
	KernelLine int
	Args       []ArgSpec // base argument specs, in kernel order
	Globals    []GlobalSpec
	Sets       []Set
}

// GlobalSpec is one program-scope variable the file sets or dumps
// (`globals:`), by symbol.
type GlobalSpec struct {
	Name   string
	Type   string // element type
	Count  int    // elements; -1: not given (the variable keeps the file's bytes)
	Init   string // "" keeps the assembly's initial bytes
	Output bool
	// Line and Col are the position of the variable's name (its key), and
	// CountLine and CountCol that of its count (0: not given here), for
	// errors.
	Line, Col           int
	CountLine, CountCol int
}

// Set is one input set: a name and the launch it describes.
type Set struct {
	Name   string
	Line   int
	Launch *sim.Launch
	// Args and Globals are the set's specs after its overrides, in the
	// order of Launch.Args and Launch.Globals: File.Check checks them
	// against the kernel, with their lines.
	Args    []ArgSpec
	Globals []GlobalSpec
}

// ArgSpec is one argument as the file describes it (after overrides).
type ArgSpec struct {
	Name   string
	Type   string // element or scalar type
	Count  int    // elements (buffers); -1 for a scalar
	Init   string // buffers: zeros | iota | iota(START, STEP) | const V | random(S, LO, HI) | file PATH
	Value  string // scalars
	Output bool
	// Line and Col are the position of the argument's mapping (or of an
	// input set's override), for errors.
	Line, Col int
	// PadBefore is a buffer's pad_before: readable zero bytes mapped just
	// before it (sim.Arg.PadBefore).
	PadBefore int
	// Size is the size of a by-value struct argument (0 for others), and
	// Struct its bytes (from `bytes` or `fields`).
	Size   int
	Struct []byte
	// LDS is the size in bytes of a __local pointer argument's LDS range
	// (`lds:`; a dynamic_shared_pointer in the metadata), 0 for others.
	LDS int
}

// IsBuffer reports whether the spec is a buffer.
func (a ArgSpec) IsBuffer() bool { return a.Count >= 0 }

// Error is a workload-file error at a line. Col, when known, is the
// column of the offending YAML node: the diagnostic's caret (Error's text
// names the line only).
type Error struct {
	Path string
	Line int
	Col  int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return e.Path + ": " + e.Msg
}

// Diagnostics is e as a diagnostic (internal/diag).
func (e *Error) Diagnostics() []diag.Diagnostic {
	return []diag.Diagnostic{{File: e.Path, Line: e.Line, Col: e.Col, Msg: e.Msg}}
}

type parser struct {
	path string
	// maxBytes bounds the bytes of every buffer of every input set together
	// (checked before any is allocated); left is what remains.
	maxBytes, left int64
}

// Limits of a workload, checked at parse time before anything is allocated.
const (
	// MaxWorkgroupSize is the work-items of one GCN workgroup.
	MaxWorkgroupSize = 1024
	// MaxGridSize is the largest work-item count per dimension: the
	// dispatch packet's grid_size fields are 32 bits.
	MaxGridSize = 1<<32 - 1
	// MaxWorkgroups bounds the workgroups of a launch (all dimensions).
	MaxWorkgroups = 1<<32 - 1
	// MaxLDS is the LDS a GCN workgroup can allocate (static + dynamic).
	MaxLDS = 64 << 10
	// DefaultMaxBytes bounds all buffers of a file together when the caller
	// gives no memory budget (Parse).
	DefaultMaxBytes = 4 << 30
	// MaxPadBefore bounds a buffer's pad_before (1 MiB).
	MaxPadBefore = 1 << 20
	// MaxSets bounds the input sets of a file: each is a launch of its
	// own (--set all runs every one), with its own buffers.
	MaxSets = 10000
)

// SetName returns an error unless s can name an input set: --set selects
// it and it names files and directories (run --dump DIR/SET/, trace files
// NAME.SET.csv), so letters, digits, '_', '-' and '.', not starting with
// '.' or '-', at most 64 bytes, and not "all" (--set all means every set).
func SetName(s string) error {
	switch {
	case s == "":
		return errors.New("an empty name")
	case s == "all":
		return errors.New(`"all" is what --set all means (every set)`)
	case len(s) > 64:
		return fmt.Errorf("%.20q... is longer than 64 bytes", s)
	case s[0] == '.' || s[0] == '-':
		return fmt.Errorf("%q starts with %q", s, s[0])
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.') {
			return fmt.Errorf("%q holds %q", s, c)
		}
	}
	return nil
}

// gridLines are the lines of the keys that set a launch's grid, for errors.
type gridLines struct{ size, groups, lds int }

func (p *parser) errf(n *yaml.Node, format string, args ...any) error {
	line, col := 0, 0
	if n != nil {
		line, col = n.Line, n.Column
	}
	return &Error{Path: p.path, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// elemSize is the size of each supported element type.
var elemSize = map[string]int{"i8": 1, "u8": 1, "i16": 2, "u16": 2, "i32": 4, "u32": 4, "f32": 4, "i64": 8, "u64": 8, "f64": 8}

func typeList() string { return "i8, u8, i16, u16, i32, u32, i64, u64, f32, f64" }

// ParseFile reads a workload file from disk.
func ParseFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse reads a workload file; path names it in errors and anchors
// relative `file` paths. Its buffers may take DefaultMaxBytes together.
func Parse(path string, data []byte) (*File, error) {
	return ParseLimit(path, data, DefaultMaxBytes)
}

// ParseLimit is Parse with the buffers of all input sets together bounded
// by maxBytes (a memory budget; <= 0: DefaultMaxBytes), checked before each
// buffer is allocated. Its steps: the YAML document; the top-level keys
// (the base launch, the arguments, the globals); then the default set, or
// each input set over the base.
func ParseLimit(path string, data []byte, maxBytes int64) (*File, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	p := &parser{path: path, maxBytes: maxBytes, left: maxBytes}
	root, err := p.document(data)
	if err != nil {
		return nil, err
	}
	f := &File{Path: path}
	top, err := p.top(root, f)
	if err != nil {
		return nil, err
	}
	if top.args != nil {
		if f.Args, err = p.argList(top.args); err != nil {
			return nil, err
		}
	}
	if top.inputs == nil {
		l, err := p.build(top.launch, f.Args, f.Globals, top.lines)
		if err != nil {
			return nil, err
		}
		f.Sets = []Set{{Name: "default", Line: root.Line, Launch: l, Args: f.Args, Globals: f.Globals}}
		return f, nil
	}
	if top.inputs.Kind != yaml.SequenceNode || len(top.inputs.Content) == 0 {
		return nil, p.errf(top.inputs, "inputs: want a non-empty list of input sets")
	}
	if n := len(top.inputs.Content); n > MaxSets {
		return nil, p.errf(top.inputs, "inputs: %d input sets, more than %d: each is a launch of its own; split the file", n, MaxSets)
	}
	setLine := map[string]int{}
	for i, in := range top.inputs.Content {
		set, err := p.inputSet(i, in, f, top)
		if err != nil {
			return nil, err
		}
		if first, dup := setLine[set.Name]; dup {
			return nil, p.errf(in, "input set name %q used twice (first at line %d)", set.Name, first)
		}
		setLine[set.Name] = set.Line
		if set.Launch, err = p.build(set.launch, set.Args, set.Globals, set.lines); err != nil {
			return nil, err
		}
		f.Sets = append(f.Sets, set.Set)
	}
	return f, nil
}

// document is the mapping at the root of the YAML document data.
func (p *parser) document(data []byte) (*yaml.Node, error) {
	var doc yaml.Node
	if err := yamldoc.Unmarshal(data, &doc); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		line := 0
		if rest, ok := strings.CutPrefix(msg, "line "); ok {
			if n, after, ok := strings.Cut(rest, ":"); ok {
				line, _ = strconv.Atoi(n)
				msg = strings.TrimSpace(after)
			}
		}
		return nil, &Error{Path: p.path, Line: line, Msg: "bad YAML: " + msg}
	}
	if len(doc.Content) == 0 {
		return nil, &Error{Path: p.path, Msg: "empty workload file: want a mapping with kernel, workgroup_size, workgroups, args"}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, p.errf(root, "want a mapping with kernel, workgroup_size, workgroups, args")
	}
	return root, nil
}

// topLevel is what the top-level keys give beside the File's fields: the
// base launch (with the lines of its grid keys) and the nodes of args and
// inputs.
type topLevel struct {
	launch       sim.Launch
	lines        gridLines
	args, inputs *yaml.Node
}

// top reads the top-level keys of root into f and the base launch.
func (p *parser) top(root *yaml.Node, f *File) (topLevel, error) {
	t := topLevel{lines: gridLines{root.Line, root.Line, root.Line}}
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		seen[k.Value] = true
		if ok, err := p.launchKey(k, v, &t.launch, &t.lines); ok {
			if err != nil {
				return t, err
			}
			continue
		}
		var err error
		switch k.Value {
		case "kernel":
			f.Kernel, err = p.str(v)
			f.KernelLine = v.Line
		case "args":
			t.args = v
		case "globals":
			f.Globals, err = p.globals(v, nil)
		case "inputs":
			t.inputs = v
		default:
			err = p.errf(k, "unknown key %q (want kernel, workgroup_size, workgroups or grid_size, global_offset, dynamic_lds, args, globals, inputs)", k.Value)
		}
		if err != nil {
			return t, err
		}
	}
	if !seen["workgroup_size"] {
		return t, p.errf(root, "missing workgroup_size")
	}
	switch {
	case seen["workgroups"] && seen["grid_size"]:
		return t, p.errf(root, "give workgroups (whole workgroups) or grid_size (work-items, the last workgroup of a dimension may be partial), not both")
	case !seen["workgroups"] && !seen["grid_size"]:
		return t, p.errf(root, "missing workgroups (or grid_size)")
	}
	return t, nil
}

// launchKey reads key k (value v) into launch and the lines of its grid
// keys when it is one of the launch's keys (workgroup_size, workgroups,
// grid_size, global_offset, dynamic_lds), which a file gives at the top
// level and an input set over it; ok is false for any other key.
// workgroups replaces a grid_size given before (the base's).
func (p *parser) launchKey(k, v *yaml.Node, launch *sim.Launch, lines *gridLines) (ok bool, err error) {
	switch k.Value {
	case "workgroup_size":
		launch.WorkgroupSize, err = p.dims(v, "workgroup_size", MaxWorkgroupSize)
		lines.size = v.Line
	case "workgroups":
		launch.Workgroups, err = p.dims(v, "workgroups", MaxGridSize)
		launch.GridSize = [3]int{}
		lines.groups = v.Line
	case "grid_size":
		launch.GridSize, err = p.dims(v, "grid_size", MaxGridSize)
		lines.groups = v.Line
	case "global_offset":
		launch.GlobalOffset, err = p.offsets(v)
	case "dynamic_lds":
		launch.DynamicLDS, err = p.lds(v)
		lines.lds = v.Line
	default:
		return false, nil
	}
	return true, err
}

// argList reads the kernel's arguments, in kernel order.
func (p *parser) argList(n *yaml.Node) ([]ArgSpec, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, p.errf(n, "args: want a list of arguments in kernel order")
	}
	var args []ArgSpec
	for _, a := range n.Content {
		spec, err := p.arg(a, ArgSpec{Count: -1, Line: a.Line, Col: a.Column}, false)
		if err != nil {
			return nil, err
		}
		if spec.Name == "" {
			spec.Name = fmt.Sprintf("arg%d", len(args))
		}
		for _, o := range args {
			if o.Name == spec.Name {
				return nil, p.errf(a, "argument name %q used twice (first at line %d)", spec.Name, o.Line)
			}
		}
		args = append(args, spec)
	}
	return args, nil
}

// setKeys is an input set as its keys give it, before its launch is built.
type setKeys struct {
	Set
	launch sim.Launch
	lines  gridLines
}

// inputSet reads input set i (node in) over the base launch, arguments and
// globals.
func (p *parser) inputSet(i int, in *yaml.Node, f *File, top topLevel) (setKeys, error) {
	s := setKeys{Set: Set{Name: fmt.Sprintf("set%d", i), Line: in.Line, Args: append([]ArgSpec(nil), f.Args...), Globals: f.Globals},
		launch: top.launch, lines: top.lines}
	if in.Kind != yaml.MappingNode {
		return s, p.errf(in, "input set: want a mapping with name, workgroups, workgroup_size, args")
	}
	for j := 0; j+1 < len(in.Content); j += 2 {
		k, v := in.Content[j], in.Content[j+1]
		if ok, err := p.launchKey(k, v, &s.launch, &s.lines); ok {
			if err != nil {
				return s, err
			}
			continue
		}
		var err error
		switch k.Value {
		case "name":
			if s.Name, err = p.str(v); err == nil {
				if e := SetName(s.Name); e != nil {
					err = p.errf(v, "input set name: %v: want letters, digits, '_', '-' and '.' (a name for --set, and for files: run --dump DIR/SET/, simulate --trace NAME.SET.csv)", e)
				}
			}
		case "args":
			err = p.overrides(v, s.Args)
		case "globals":
			s.Globals, err = p.globals(v, f.Globals)
		default:
			err = p.errf(k, "unknown key %q in input set (want name, workgroups or grid_size, workgroup_size, global_offset, dynamic_lds, args, globals)", k.Value)
		}
		if err != nil {
			return s, err
		}
	}
	return s, nil
}

func (p *parser) str(v *yaml.Node) (string, error) {
	if v.Kind != yaml.ScalarNode {
		return "", p.errf(v, "want a string")
	}
	return v.Value, nil
}

// ldsBytes reads a __local pointer argument's lds: 1..MaxLDS bytes.
func (p *parser) ldsBytes(v *yaml.Node) (int, error) {
	n, err := strconv.ParseInt(v.Value, 10, 64)
	if v.Kind != yaml.ScalarNode || err != nil || n < 1 || n > MaxLDS {
		return 0, p.errf(v, "lds: want the __local argument's LDS bytes, 1 to %d, got %q", MaxLDS, v.Value)
	}
	return int(n), nil
}

// lds reads dynamic_lds: 0..MaxLDS bytes.
func (p *parser) lds(v *yaml.Node) (int, error) {
	n, err := strconv.ParseInt(v.Value, 10, 64)
	if v.Kind != yaml.ScalarNode || err != nil || n < 0 || n > MaxLDS {
		return 0, p.errf(v, "dynamic_lds: want 0 to %d bytes (the LDS a GCN workgroup can allocate), got %q", MaxLDS, v.Value)
	}
	return int(n), nil
}

// offsets reads global_offset: 1-3 non-negative integers (or one), each at
// most MaxGridSize.
func (p *parser) offsets(v *yaml.Node) ([3]int, error) {
	var d [3]int
	items := []*yaml.Node{v}
	if v.Kind == yaml.SequenceNode {
		items = v.Content
	}
	if len(items) < 1 || len(items) > 3 {
		return d, p.errf(v, "global_offset: want 1 to 3 offsets [x, y, z]")
	}
	for i, it := range items {
		n, err := strconv.ParseInt(it.Value, 10, 64)
		if it.Kind != yaml.ScalarNode || err != nil || n < 0 || n > MaxGridSize {
			return d, p.errf(it, "global_offset: want a work-item offset, 0 to %d, got %q", int64(MaxGridSize), it.Value)
		}
		d[i] = int(n)
	}
	return d, nil
}

// dims reads 1-3 positive integers (or a single integer), each at most max.
func (p *parser) dims(v *yaml.Node, key string, max int64) ([3]int, error) {
	d := [3]int{1, 1, 1}
	items := []*yaml.Node{v}
	if v.Kind == yaml.SequenceNode {
		items = v.Content
	}
	if len(items) < 1 || len(items) > 3 {
		return d, p.errf(v, "want 1 to 3 sizes [x, y, z]")
	}
	for i, it := range items {
		n, err := strconv.ParseInt(it.Value, 10, 64)
		if it.Kind != yaml.ScalarNode || err != nil || n < 1 || n > max {
			return d, p.errf(it, "want a positive integer size (%s: at most %d), got %q", key, max, it.Value)
		}
		d[i] = int(n)
	}
	return d, nil
}

// checkGrid checks a launch's grid in 64-bit arithmetic: the work-items of
// a workgroup, the 32-bit grid_size per dimension, the workgroup count,
// the LDS. Errors name the line of the key that set the value.
func (p *parser) checkGrid(l *sim.Launch, ln gridLines) error {
	if l.GridSize != [3]int{} {
		// grid_size: as many workgroups as cover it, the last partial
		for d := 0; d < 3; d++ {
			l.Workgroups[d] = (l.GridSize[d] + l.WorkgroupSize[d] - 1) / l.WorkgroupSize[d]
		}
	}
	size := int64(1)
	for _, s := range l.WorkgroupSize {
		size *= int64(s) // each <= MaxWorkgroupSize: no overflow
	}
	if size > MaxWorkgroupSize {
		return p.errf(&yaml.Node{Line: ln.size}, "workgroup_size %v: %d work-items per workgroup, a GCN workgroup has at most %d", dimList(l.WorkgroupSize), size, MaxWorkgroupSize)
	}
	groups := uint64(1)
	for d := 0; d < 3; d++ {
		g, s := int64(l.Workgroups[d]), int64(l.WorkgroupSize[d])
		if l.GridSize == [3]int{} && g*s > MaxGridSize { // g <= 2^32-1, s <= 1024: no overflow
			return p.errf(&yaml.Node{Line: ln.groups}, "workgroups %v with workgroup_size %v: %d work-items in dimension %c, more than the %d the dispatch packet's 32-bit grid_size holds",
				dimList(l.Workgroups), dimList(l.WorkgroupSize), g*s, 'x'+d, int64(MaxGridSize))
		}
		if groups*uint64(g) > MaxWorkgroups { // groups, g <= 2^32-1: no overflow
			return p.errf(&yaml.Node{Line: ln.groups}, "workgroups %v: more than %d workgroups in the grid", dimList(l.Workgroups), int64(MaxWorkgroups))
		}
		groups *= uint64(g)
	}
	return nil
}

func dimList(d [3]int) string {
	s := []string{}
	n := 3
	for n > 1 && d[n-1] == 1 {
		n--
	}
	for _, v := range d[:n] {
		s = append(s, strconv.Itoa(v))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// arg reads one argument mapping on top of spec. In an override, only the
// fields given change.
func (p *parser) arg(n *yaml.Node, spec ArgSpec, override bool) (ArgSpec, error) {
	if n.Kind != yaml.MappingNode {
		return spec, p.errf(n, "argument: want a mapping with name, type and count+init (buffer) or value (scalar)")
	}
	hasCount, hasValue := spec.Count >= 0, spec.Value != "" || spec.Size > 0
	wasBuffer, wasScalar := override && hasCount, override && spec.Value != ""
	var layout *yaml.Node // fields or bytes of a struct
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Value == "fields" || k.Value == "bytes" {
			if layout != nil {
				return spec, p.errf(k, "give fields or bytes, not both")
			}
			layout = k
			continue
		}
		if v.Kind != yaml.ScalarNode {
			return spec, p.errf(v, "%s: want a scalar value", k.Value)
		}
		switch k.Value {
		case "size":
			c, err := strconv.Atoi(v.Value)
			if err != nil || c < 1 || c > maxStructBytes {
				return spec, p.errf(v, "size: want the by-value struct's size, 1 to %d bytes, got %q", maxStructBytes, v.Value)
			}
			spec.Size, hasValue = c, true
		case "name":
			if override {
				return spec, p.errf(k, "an input set cannot rename an argument")
			}
			spec.Name = v.Value
		case "type":
			if _, ok := elemSize[v.Value]; !ok {
				return spec, p.errf(v, "unknown type %q (want %s)", v.Value, typeList())
			}
			spec.Type = v.Value
		case "count":
			c, err := strconv.Atoi(v.Value)
			if err != nil || c < 0 {
				return spec, p.errf(v, "count: want a non-negative integer, got %q", v.Value)
			}
			spec.Count, hasCount = c, true
		case "init":
			if err := p.checkInit(v); err != nil {
				return spec, err
			}
			spec.Init = v.Value
			if spec.Count < 0 && strings.HasPrefix(v.Value, "file") {
				spec.Count, hasCount = 0, true // from the file's size
			}
			if in, _ := parseInit(v.Value); in.kind == "values" && (spec.Count < 0 || override) {
				spec.Count, hasCount = len(in.vals), true // from the list
			}
		case "value":
			spec.Value, hasValue = v.Value, true
		case "output":
			b, err := strconv.ParseBool(v.Value)
			if err != nil {
				return spec, p.errf(v, "output: want true or false")
			}
			spec.Output = b
		case "pad_before":
			c, err := strconv.Atoi(v.Value)
			if err != nil || c < 0 || c > MaxPadBefore {
				return spec, p.errf(v, "pad_before: want the bytes readable before the buffer, 0 to %d, got %q", MaxPadBefore, v.Value)
			}
			spec.PadBefore = c
		case "lds":
			c, err := p.ldsBytes(v)
			if err != nil {
				return spec, err
			}
			spec.LDS = c
		default:
			return spec, p.errf(k, "unknown key %q in argument (want name, type, count, init, value, output, pad_before; size with fields or bytes for a struct; lds for a __local pointer)", k.Value)
		}
	}
	if spec.LDS > 0 {
		if layout != nil || spec.Size > 0 || hasCount || hasValue || spec.Type != "" || spec.Output || spec.PadBefore > 0 {
			return spec, p.errf(n, "argument %s is a __local pointer (lds: its LDS bytes): give name and lds only", spec.Name)
		}
		return spec, nil
	}
	if layout != nil || spec.Size > 0 {
		return p.structArg(n, layout, spec, hasCount)
	}
	if spec.Type == "" {
		return spec, p.errf(n, "argument %s: missing type (%s)", spec.Name, typeList())
	}
	if hasCount && hasValue {
		switch {
		case wasScalar && spec.Count >= 0:
			return spec, p.errf(n, "argument %s is a scalar (the workload gives it a value): an input set overrides its value, not a count", spec.Name)
		case wasBuffer && spec.Value != "":
			return spec, p.errf(n, "argument %s is a buffer (the workload gives it a count): an input set overrides its count and init, not a value", spec.Name)
		}
		return spec, p.errf(n, "argument %s: give count (a buffer) or value (a scalar), not both", spec.Name)
	}
	if !hasCount && !hasValue {
		return spec, p.errf(n, "argument %s: want count (a buffer) or value (a scalar)", spec.Name)
	}
	if hasValue {
		if spec.Output {
			return spec, p.errf(n, "argument %s: a scalar cannot be an output", spec.Name)
		}
		if spec.PadBefore > 0 {
			return spec, p.errf(n, "argument %s: pad_before is for buffers, not scalars", spec.Name)
		}
		if _, err := scalarBytes(spec.Type, spec.Value); err != nil {
			return spec, p.errf(n, "argument %s: %v", spec.Name, err)
		}
	}
	if spec.Init == "" && hasCount {
		spec.Init = "zeros"
	}
	return spec, nil
}

// overrides applies an input set's `args:` mapping (name → value or mapping).
func (p *parser) overrides(n *yaml.Node, args []ArgSpec) error {
	if n.Kind != yaml.MappingNode {
		return p.errf(n, "args in an input set: want a mapping from argument name to a value or to {count, init}")
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		idx := -1
		for j, a := range args {
			if a.Name == k.Value {
				idx = j
			}
		}
		if idx < 0 {
			var names []string
			for _, a := range args {
				names = append(names, a.Name)
			}
			hint := ""
			if c := diag.Closest(k.Value, names); c != "" {
				hint = " (did you mean " + c + "?)"
			}
			return p.errf(k, "no argument %q%s; arguments: %s", k.Value, hint, strings.Join(names, ", "))
		}
		a := args[idx]
		if v.Kind == yaml.ScalarNode && a.LDS > 0 {
			c, err := p.ldsBytes(v)
			if err != nil {
				return err
			}
			a.LDS = c
		} else if v.Kind == yaml.ScalarNode {
			if a.IsBuffer() {
				return p.errf(v, "%s is a buffer: override it with {count: N, init: ...}", a.Name)
			}
			if a.Size > 0 {
				return p.errf(v, "%s is a struct: override it with {fields: [...]} or {bytes: [...]}", a.Name)
			}
			if _, err := scalarBytes(a.Type, v.Value); err != nil {
				return p.errf(v, "%s: %v", a.Name, err)
			}
			a.Value = v.Value
		} else {
			var err error
			if a, err = p.arg(v, a, true); err != nil {
				return err
			}
		}
		a.Line, a.Col = v.Line, v.Column
		args[idx] = a
	}
	return nil
}

func (p *parser) checkInit(v *yaml.Node) error {
	_, err := parseInit(v.Value)
	if err != nil {
		return p.errf(v, "init %q: %v", v.Value, err)
	}
	return nil
}

// initSpec is a parsed init expression.
type initSpec struct {
	kind   string // zeros, iota, const, random, file, values
	val    string
	vals   []string // values(V, ...)
	seed   uint64
	lo, hi float64
	path   string
}

func parseInit(s string) (initSpec, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "zeros":
		return initSpec{kind: "zeros"}, nil
	case s == "iota":
		return initSpec{kind: "iota", hi: 1}, nil
	case strings.HasPrefix(s, "iota(") && strings.HasSuffix(s, ")"):
		parts := strings.Split(s[5:len(s)-1], ",")
		if len(parts) != 2 {
			return initSpec{}, fmt.Errorf("want iota(START, STEP)")
		}
		start, err1 := strconv.ParseFloat(strings.TrimSpace(parts[0]), 64)
		step, err2 := strconv.ParseFloat(strings.TrimSpace(parts[1]), 64)
		if err1 != nil || err2 != nil {
			return initSpec{}, fmt.Errorf("want iota(START, STEP) with numbers")
		}
		return initSpec{kind: "iota", lo: start, hi: step}, nil
	case strings.HasPrefix(s, "const "):
		v := strings.TrimSpace(s[6:])
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			if _, err := strconv.ParseInt(v, 0, 64); err != nil {
				if _, err := strconv.ParseUint(v, 0, 64); err != nil {
					return initSpec{}, fmt.Errorf("const wants a number")
				}
			}
		}
		return initSpec{kind: "const", val: v}, nil
	case strings.HasPrefix(s, "random(") && strings.HasSuffix(s, ")"):
		parts := strings.Split(s[7:len(s)-1], ",")
		if len(parts) != 3 {
			return initSpec{}, fmt.Errorf("want random(SEED, LO, HI)")
		}
		seed, err1 := strconv.ParseUint(strings.TrimSpace(parts[0]), 0, 64)
		lo, err2 := strconv.ParseFloat(strings.TrimSpace(parts[1]), 64)
		hi, err3 := strconv.ParseFloat(strings.TrimSpace(parts[2]), 64)
		if err1 != nil || err2 != nil || err3 != nil || hi < lo {
			return initSpec{}, fmt.Errorf("want random(SEED, LO, HI) with an unsigned seed and LO <= HI")
		}
		return initSpec{kind: "random", seed: seed, lo: lo, hi: hi}, nil
	case strings.HasPrefix(s, "file "):
		return initSpec{kind: "file", path: strings.TrimSpace(s[5:])}, nil
	case strings.HasPrefix(s, "values(") && strings.HasSuffix(s, ")"):
		in := initSpec{kind: "values"}
		for _, v := range strings.Split(s[7:len(s)-1], ",") {
			v = strings.TrimSpace(v)
			if _, err := parseInit("const " + v); err != nil || v == "" {
				return initSpec{}, fmt.Errorf("values: %q is not a number", v)
			}
			in.vals = append(in.vals, v)
		}
		return in, nil
	}
	return initSpec{}, fmt.Errorf("want zeros, iota, iota(START, STEP), const V, random(SEED, LO, HI), values(V, ...) or file PATH")
}

// build materializes a launch from the specs.
func (p *parser) build(l sim.Launch, specs []ArgSpec, globals []GlobalSpec, lines gridLines) (*sim.Launch, error) {
	if err := p.checkGrid(&l, lines); err != nil {
		return nil, err
	}
	out := l
	out.Args = nil
	for _, a := range specs {
		arg := sim.Arg{Name: a.Name, Elem: a.Type, Output: a.Output, LDS: a.LDS}
		line := &yaml.Node{Line: a.Line}
		if a.LDS > 0 {
			// a __local pointer: no bytes in global memory
		} else if a.Size > 0 {
			arg.Value = append([]byte(nil), a.Struct...)
		} else if !a.IsBuffer() {
			b, err := scalarBytes(a.Type, a.Value)
			if err != nil {
				return nil, p.errf(line, "%s: %v", a.Name, err)
			}
			arg.Value = b
		} else {
			arg.IsBuffer, arg.PadBefore = true, a.PadBefore
			b, err := p.fill(a)
			if err != nil {
				return nil, p.errf(line, "%s: %v", a.Name, err)
			}
			arg.Buffer = b
		}
		out.Args = append(out.Args, arg)
	}
	for _, g := range globals {
		sg := sim.Global{Name: g.Name, Elem: g.Type, Output: g.Output}
		if g.Init != "" {
			b, err := p.fill(ArgSpec{Name: g.Name, Type: g.Type, Count: g.Count, Init: g.Init})
			if err != nil {
				return nil, p.errf(&yaml.Node{Line: g.Line}, "global %s: %v", g.Name, err)
			}
			sg.Data = b
		}
		out.Globals = append(out.Globals, sg)
	}
	return &out, nil
}

// maxBufferBytes bounds one buffer (1 GiB): a typo in a count must give an
// error, not exhaust the machine's memory.
const maxBufferBytes = 1 << 30

// reserve takes n bytes of the file's buffer budget, before they are
// allocated.
func (p *parser) reserve(a ArgSpec, n int64) error {
	if n > maxBufferBytes {
		return fmt.Errorf("%s buffer of %d bytes: more than the %d a workload buffer may take", a.Type, n, int64(maxBufferBytes))
	}
	if n > p.left {
		return fmt.Errorf("%s buffer of %d bytes: the buffers of all input sets together would take more than the memory budget of %d bytes (--memory-budget)", a.Type, n, p.maxBytes)
	}
	p.left -= n
	return nil
}

// elemRange is the range of values an element type holds; integer
// initial values must lie in it, float ones must be finite and in range.
func elemRange(t string) (lo, hi float64) {
	switch t {
	case "f32":
		return -math.MaxFloat32, math.MaxFloat32
	case "f64":
		return -math.MaxFloat64, math.MaxFloat64
	}
	bits := elemSize[t] * 8
	if strings.HasPrefix(t, "u") {
		return 0, math.Ldexp(1, bits) - 1
	}
	return -math.Ldexp(1, bits-1), math.Ldexp(1, bits-1) - 1
}

func rangeText(t string) string {
	lo, hi := elemRange(t)
	if t == "f32" || t == "f64" {
		return fmt.Sprintf("finite %s values in [%g, %g]", t, lo, hi)
	}
	if t == "u64" {
		return "u64 values in [0, 18446744073709551615]"
	}
	return fmt.Sprintf("%s values in [%.0f, %.0f]", t, lo, hi)
}

// checkValue reports a NaN, infinite or out-of-range initial value.
func checkValue(t, what string, v float64) error {
	lo, hi := elemRange(t)
	if math.IsNaN(v) || v < lo || v > hi {
		return fmt.Errorf("%s %v is outside the element type: want %s", what, v, rangeText(t))
	}
	return nil
}

// checkInitRange checks that every value init gives a buffer of count
// elements of type t lies in t's range.
func checkInitRange(in initSpec, t string, count int) error {
	switch in.kind {
	case "iota":
		if err := checkValue(t, "iota start", in.lo); err != nil {
			return err
		}
		if math.IsNaN(in.hi) || math.IsInf(in.hi, 0) {
			return fmt.Errorf("iota step %v is not a finite number: want %s", in.hi, rangeText(t))
		}
		if count > 0 {
			return checkValue(t, fmt.Sprintf("iota element %d, value", count-1), in.lo+float64(count-1)*in.hi)
		}
	case "const":
		if t == "u64" {
			if _, err := strconv.ParseUint(in.val, 0, 64); err == nil {
				return nil
			}
		}
		if n, err := strconv.ParseInt(in.val, 0, 64); err == nil {
			if lo, hi := elemRange(t); t != "u64" && t != "i64" && (float64(n) < lo || float64(n) > hi) || t == "u64" && n < 0 {
				return fmt.Errorf("const %d is outside the element type: want %s", n, rangeText(t))
			}
			return nil
		}
		f, err := strconv.ParseFloat(in.val, 64)
		if err != nil {
			return fmt.Errorf("const %q is not a number that fits %s: want %s", in.val, t, rangeText(t))
		}
		return checkValue(t, "const", f)
	case "random":
		if err := checkValue(t, "random low bound", in.lo); err != nil {
			return err
		}
		return checkValue(t, "random high bound", in.hi)
	case "values":
		if count != len(in.vals) {
			return fmt.Errorf("values gives %d elements, count says %d", len(in.vals), count)
		}
		for _, v := range in.vals {
			if err := checkInitRange(initSpec{kind: "const", val: v}, t, 1); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *parser) fill(a ArgSpec) ([]byte, error) {
	sz := elemSize[a.Type]
	in, err := parseInit(a.Init)
	if err != nil {
		return nil, err
	}
	if in.kind == "file" {
		path := in.path
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(p.path), path)
		}
		st, err := os.Stat(path)
		if err != nil {
			return nil, err
		}
		if !st.Mode().IsRegular() {
			return nil, fmt.Errorf("file %s is not a regular file", in.path)
		}
		if err := p.reserve(a, st.Size()); err != nil {
			return nil, fmt.Errorf("file %s: %w", in.path, err)
		}
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		b, err := io.ReadAll(io.LimitReader(f, st.Size()))
		if err != nil {
			return nil, err
		}
		if len(b)%sz != 0 {
			return nil, fmt.Errorf("file %s has %d bytes, not a multiple of the %d-byte %s", in.path, len(b), sz, a.Type)
		}
		if a.Count > 0 && int64(len(b)) != int64(a.Count)*int64(sz) {
			return nil, fmt.Errorf("file %s holds %d %s elements, count says %d", in.path, len(b)/sz, a.Type, a.Count)
		}
		return b, nil
	}
	if a.Count > maxBufferBytes/sz {
		return nil, fmt.Errorf("%d %s elements take more than the %d bytes a workload buffer may take", a.Count, a.Type, int64(maxBufferBytes))
	}
	if err := checkInitRange(in, a.Type, a.Count); err != nil {
		return nil, fmt.Errorf("init %q: %w", a.Init, err)
	}
	if err := p.reserve(a, int64(a.Count)*int64(sz)); err != nil {
		return nil, err
	}
	b := make([]byte, a.Count*sz)
	var rng *rand.Rand
	if in.kind == "random" {
		rng = rand.New(rand.NewPCG(in.seed, 0x5157_0001))
	}
	float := a.Type == "f32" || a.Type == "f64"
	for i := 0; i < a.Count; i++ {
		var iv int64
		var fv float64
		switch in.kind {
		case "zeros":
		case "iota": // lo + i*hi (start, step)
			fv = in.lo + float64(i)*in.hi
			iv = toInt(fv)
		case "const", "values":
			val := in.val
			if in.kind == "values" {
				val = in.vals[i]
			}
			fv, _ = strconv.ParseFloat(val, 64)
			if n, err := strconv.ParseInt(val, 0, 64); err == nil {
				iv = n
				fv = float64(n)
			} else if u, err := strconv.ParseUint(val, 0, 64); err == nil {
				iv = int64(u)
			} else {
				iv = toInt(fv)
			}
		case "random":
			if float {
				fv = in.lo + rng.Float64()*(in.hi-in.lo)
			} else {
				lo, hi := toInt(math.Ceil(in.lo)), toInt(math.Floor(in.hi))
				if hi < lo {
					return nil, fmt.Errorf("random range [%v, %v] holds no integer", in.lo, in.hi)
				}
				iv = lo + int64(rng.Uint64N(uint64(hi-lo)+1))
			}
		}
		putElem(b[i*sz:], a.Type, iv, fv)
	}
	return b, nil
}

// toInt converts a value checked to be in an integer type's range; u64
// values above MaxInt64 keep their bits.
func toInt(f float64) int64 {
	if f >= math.Ldexp(1, 63) {
		return int64(uint64(f))
	}
	return int64(f)
}

func putElem(b []byte, t string, iv int64, fv float64) {
	switch t {
	case "i8", "u8":
		b[0] = byte(iv)
	case "i16", "u16":
		binary.LittleEndian.PutUint16(b, uint16(iv))
	case "i32", "u32":
		binary.LittleEndian.PutUint32(b, uint32(iv))
	case "i64", "u64":
		binary.LittleEndian.PutUint64(b, uint64(iv))
	case "f32":
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(fv)))
	case "f64":
		binary.LittleEndian.PutUint64(b, math.Float64bits(fv))
	}
}

// scalarBytes encodes a scalar argument value.
func scalarBytes(t, v string) ([]byte, error) {
	b := make([]byte, elemSize[t])
	switch t {
	case "f32", "f64":
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return nil, fmt.Errorf("want a number for %s, got %q", t, v)
		}
		putElem(b, t, 0, f)
		return b, nil
	}
	var n int64
	var err error
	if strings.HasPrefix(t, "u") {
		var u uint64
		u, err = strconv.ParseUint(v, 0, elemSize[t]*8)
		n = int64(u)
	} else {
		n, err = strconv.ParseInt(v, 0, elemSize[t]*8)
	}
	if err != nil {
		return nil, fmt.Errorf("want an integer that fits %s, got %q", t, v)
	}
	putElem(b, t, n, 0)
	return b, nil
}

// Check verifies the file's arguments and globals against a kernel's
// metadata and data, then each input set's after its overrides: argument
// count, buffer versus by-value, scalar and struct sizes, variable names
// and sizes. Errors name the workload line and column.
func (f *File) Check(fn *asm.Function) error {
	if fn.Meta == nil {
		if len(f.Args) > 0 {
			return &Error{Path: f.Path, Msg: fmt.Sprintf("kernel %s has no metadata: cannot check %d argument(s)", fn.Name, len(f.Args))}
		}
		return f.checkSets(fn, nil)
	}
	var explicit []asm.KernelArg
	for _, a := range fn.Meta.Args {
		if !a.IsHidden() {
			explicit = append(explicit, a)
		}
	}
	if len(explicit) != len(f.Args) {
		return &Error{Path: f.Path, Msg: fmt.Sprintf("kernel %s takes %d argument(s), the workload gives %d", fn.Name, len(explicit), len(f.Args))}
	}
	if err := f.checkArgs(explicit, f.Args); err != nil {
		return err
	}
	return f.checkSets(fn, explicit)
}

// checkSets checks the base globals, then each input set's arguments
// (explicit: the kernel's, nil without metadata) and globals.
func (f *File) checkSets(fn *asm.Function, explicit []asm.KernelArg) error {
	if err := f.checkGlobals(fn, f.Globals, nil); err != nil {
		return err
	}
	for _, s := range f.Sets {
		if explicit != nil && len(s.Args) == len(explicit) {
			if err := f.checkArgs(explicit, s.Args); err != nil {
				return err
			}
		}
		if s.Launch != nil {
			if _, err := sim.LayoutLDS(fn, s.Launch); err != nil {
				return &Error{Path: f.Path, Line: s.Line, Msg: fmt.Sprintf("input set %s: %s", s.Name, strings.TrimPrefix(err.Error(), "sim: "))}
			}
		}
		var data []sim.Global
		if s.Launch != nil {
			data = s.Launch.Globals
		}
		if err := f.checkGlobals(fn, s.Globals, data); err != nil {
			return err
		}
	}
	return nil
}

// checkArgs checks args against the kernel's explicit arguments (as many).
func (f *File) checkArgs(explicit []asm.KernelArg, args []ArgSpec) error {
	p := &parser{path: f.Path}
	for i, k := range explicit {
		a := args[i]
		line := &yaml.Node{Line: a.Line, Column: a.Col}
		if k.Name != "" && k.Name != a.Name && !strings.HasPrefix(a.Name, "arg") {
			return p.errf(line, "argument %d is %q in the kernel, %q here", i, k.Name, a.Name)
		}
		if k.ValueKind == "dynamic_shared_pointer" && a.LDS == 0 {
			return p.errf(line, "argument %d (%s) is a __local pointer (dynamic_shared_pointer): give lds: BYTES, the size of its LDS range", i, a.Name)
		}
		if k.ValueKind != "dynamic_shared_pointer" && a.LDS > 0 {
			return p.errf(line, "argument %d (%s) is a %s in the kernel: lds: is for a __local pointer (dynamic_shared_pointer)", i, a.Name, k.ValueKind)
		}
		switch k.ValueKind {
		case "global_buffer":
			if !a.IsBuffer() {
				return p.errf(line, "argument %d (%s) is a pointer: give count and init, not value", i, a.Name)
			}
		case "by_value":
			if a.IsBuffer() {
				return p.errf(line, "argument %d (%s) is a %d-byte value: give value, not count", i, a.Name, k.Size)
			}
			if a.Size > 0 {
				if a.Size != k.Size {
					return p.errf(line, "argument %d (%s) is a %d-byte value in the kernel, the struct here is %d bytes", i, a.Name, k.Size, a.Size)
				}
			} else if elemSize[a.Type] != k.Size {
				return p.errf(line, "argument %d (%s) is %d bytes in the kernel, type %s is %d", i, a.Name, k.Size, a.Type, elemSize[a.Type])
			}
		}
	}
	return nil
}

// Set returns the input set called name ("" for the first).
func (f *File) Set(name string) (*Set, error) {
	if name == "" {
		return &f.Sets[0], nil
	}
	var names []string
	for i := range f.Sets {
		if f.Sets[i].Name == name {
			return &f.Sets[i], nil
		}
		names = append(names, f.Sets[i].Name)
	}
	hint := ""
	if c := diag.Closest(name, names); c != "" {
		hint = " (did you mean " + c + "?)"
	}
	return nil, fmt.Errorf("%s: no input set %q%s; sets: %s", f.Path, name, hint, strings.Join(names, ", "))
}
