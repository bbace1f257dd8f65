package sweep

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/splitwcet/splitwcet/internal/yamldoc"
	"github.com/splitwcet/splitwcet/traces/sim/split"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// MatrixVersion is the matrix format version this package reads
// (docs/sweep.md); a matrix names it in its "version" key.
const MatrixVersion = 1

// Limits on a matrix, checked before anything is enumerated.
const (
	MaxCases = 1_000_000
	MaxBytes = 1 << 20 // the matrix file itself
)

// Values of the axes.
var (
	Modes    = []string{"both", "parallel", "serial"}
	Policies = split.Names // the split policies (docs/hardware.md); default each hardware file's own
	Markings = []string{"file", "none", "whole-kernel", "choose"}
	Runs     = []string{"analyze", "simulate", "choose"}
)

// matrixDoc is the file as written (strictly decoded: an unknown key is an
// error).
type matrixDoc struct {
	Version      int         `yaml:"version"`
	Name         string      `yaml:"name"`
	Kernels      []kernelDoc `yaml:"kernels"`
	S            []string    `yaml:"S"`
	Modes        []string    `yaml:"modes"`
	Policies     []string    `yaml:"policies"`
	Hardware     []string    `yaml:"hardware"`
	Markings     []string    `yaml:"markings"`
	Run          []string    `yaml:"run"`
	MemoryBudget string      `yaml:"memory_budget"`
	TimePerCase  string      `yaml:"time_per_case"`
}

type kernelDoc struct {
	Example   string   `yaml:"example"`
	File      string   `yaml:"file"`
	Kernel    string   `yaml:"kernel"`
	Arch      string   `yaml:"arch"`
	Workloads []string `yaml:"workloads"`
	Facts     string   `yaml:"facts"`
	Sets      []string `yaml:"sets"`
	// Budget is what the kernel's bounds must not exceed (cycles, or a
	// time at each case's hardware clock): a case over it is reported and
	// the sweep exits with status 4 (docs/sweep.md).
	Budget string `yaml:"budget"`
}

// KernelRef is one kernel of the matrix: an embedded example, or a file
// (paths as written, relative to the matrix file's directory).
type KernelRef struct {
	Example string `json:"example,omitempty"`
	File    string `json:"file,omitempty"`
	Kernel  string `json:"kernel,omitempty"`
	Arch    string `json:"arch,omitempty"`
	Facts   string `json:"facts,omitempty"`
	Budget  string `json:"budget,omitempty"`
}

// Name is how the summary names the kernel.
func (k KernelRef) Name() string {
	if k.Example != "" {
		return k.Example
	}
	s := k.File
	if k.Kernel != "" {
		s += ":" + k.Kernel
	}
	return s
}

// Case is one point of the matrix: its canonical content (what its id
// hashes) and its place in the enumeration.
type Case struct {
	Index  int       `json:"index"`
	ID     string    `json:"id"`
	Kernel KernelRef `json:"kernel"`
	// Workload is the workload file ("" for an example's own).
	Workload string `json:"workload,omitempty"`
	// Set is an input set name, or "all".
	Set      string   `json:"set"`
	Hardware string   `json:"hardware"`
	Marking  string   `json:"marking"`
	Policy   string   `json:"policy"`
	Mode     string   `json:"mode"`
	S        int      `json:"S"`
	Run      []string `json:"run"`
	// Reconverge is sweep --reconverge: splits.reconverge on in the
	// case's hardware (left out of the id when off, so ids without it
	// are those of before the flag).
	Reconverge bool `json:"reconverge,omitempty"`
}

// Matrix is a parsed, checked matrix with its cases in enumeration order.
type Matrix struct {
	// Path is the file, Dir the directory its relative paths start from.
	Path, Dir string
	Name      string
	// Hash is the SHA-256 of the matrix text and of every file it names
	// (path and content): results record it, and merge refuses results of
	// another matrix.
	Hash string
	// MemoryBudget is each case's memory budget in bytes.
	MemoryBudget int64
	// TimePerCase, when set, replaces the estimate of a case's run time
	// (Slurm scripts).
	TimePerCase time.Duration
	Cases       []Case
}

// Error is a mistake in a matrix file, at a line.
type Error struct {
	Path      string
	Line, Col int // Col 0: unknown
	Msg       string
}

// Diagnostics makes the error a diagnostic (internal/diag): the CLI
// prints it as FILE:LINE:COL: error: with the source line and a caret.
func (e *Error) Diagnostics() []diag.Diagnostic {
	return []diag.Diagnostic{{File: e.Path, Line: e.Line, Col: e.Col, Msg: e.Msg}}
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Msg)
}

// ReadMatrix reads and parses a matrix file; the files it names are read
// (for the matrix hash) relative to its directory.
func ReadMatrix(path string) (*Matrix, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.Size() > MaxBytes {
		return nil, &Error{Path: path, Msg: fmt.Sprintf("%d bytes: a matrix may have at most %d", st.Size(), MaxBytes)}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := ParseMatrix(path, data, os.ReadFile)
	if err != nil {
		// The matrix text, for the diagnostic's source line and caret.
		return nil, diag.WithSources(err, map[string][]byte{path: data})
	}
	return m, nil
}

var yamlLine = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)

// yamlError turns a yaml.v3 error into Errors at their lines.
func yamlError(path string, err error) error {
	var msgs []string
	var te *yaml.TypeError
	if errors.As(err, &te) {
		msgs = te.Errors
	} else {
		msgs = []string{err.Error()}
	}
	var out []error
	for _, m := range msgs {
		m = strings.TrimSpace(m)
		if sm := yamlLine.FindStringSubmatch(m); sm != nil {
			n, _ := strconv.Atoi(sm[1])
			out = append(out, &Error{Path: path, Line: n, Msg: unknownKey(sm[2])})
			continue
		}
		out = append(out, &Error{Path: path, Msg: strings.TrimPrefix(m, "yaml: ")})
	}
	return errors.Join(out...)
}

// unknownField is yaml.v3's message for a key a strict decode does not
// know: "field workload not found in type sweep.kernelDoc".
var unknownField = regexp.MustCompile(`^field (\S+) not found in type sweep\.(\w+)$`)

// unknownKey rewrites yaml.v3's message for an unknown key with the
// section's name, a "did you mean" and the keys it has (diag.Closest).
func unknownKey(msg string) string {
	m := unknownField.FindStringSubmatch(msg)
	if m == nil {
		return strings.Replace(msg, "in type sweep.", "in ", 1)
	}
	var (
		where string
		typ   reflect.Type
	)
	switch m[2] {
	case "kernelDoc":
		where, typ = "a kernels entry", reflect.TypeOf(kernelDoc{})
	case "matrixDoc":
		where, typ = "the matrix", reflect.TypeOf(matrixDoc{})
	default:
		return strings.Replace(msg, "in type sweep.", "in ", 1)
	}
	var keys []string
	for i := 0; i < typ.NumField(); i++ {
		if k, _, _ := strings.Cut(typ.Field(i).Tag.Get("yaml"), ","); k != "" {
			keys = append(keys, k)
		}
	}
	s := fmt.Sprintf("unknown key %q in %s", m[1], where)
	if c := diag.Closest(m[1], keys); c != "" {
		s += "; did you mean " + c + "?"
	}
	return s + " (keys: " + strings.Join(keys, ", ") + ")"
}

// ParseMatrix parses matrix text reported under path; read reads the files
// it names (nil: none are read, and the hash covers the text alone). Every
// error names path and a line.
func ParseMatrix(path string, data []byte, read func(string) ([]byte, error)) (*Matrix, error) {
	if len(data) > MaxBytes {
		return nil, &Error{Path: path, Msg: fmt.Sprintf("%d bytes: a matrix may have at most %d", len(data), MaxBytes)}
	}
	var root yaml.Node
	if err := yamldoc.Unmarshal(data, &root); err != nil {
		return nil, yamlError(path, err)
	}
	if len(root.Content) == 0 {
		return nil, &Error{Path: path, Msg: "empty matrix: want version, kernels and the axes (docs/sweep.md)"}
	}
	if root.Content[0].Kind != yaml.MappingNode {
		return nil, &Error{Path: path, Line: root.Content[0].Line, Msg: "want a mapping with version, kernels and the axes (docs/sweep.md)"}
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var doc matrixDoc
	if err := dec.Decode(&doc); err != nil {
		return nil, yamlError(path, err)
	}
	p := &mparser{path: path, top: root.Content[0]}
	return p.matrix(&doc, data, read)
}

type mparser struct {
	path string
	top  *yaml.Node
}

// node returns the value node at a path of mapping keys and sequence
// indexes below the top mapping (nil when absent).
func (p *mparser) node(keys ...any) *yaml.Node {
	n := p.top
	for _, k := range keys {
		if n == nil {
			return nil
		}
		switch k := k.(type) {
		case string:
			var next *yaml.Node
			if n.Kind == yaml.MappingNode {
				for i := 0; i+1 < len(n.Content); i += 2 {
					if n.Content[i].Value == k {
						next = n.Content[i+1]
					}
				}
			}
			n = next
		case int:
			if n.Kind != yaml.SequenceNode || k >= len(n.Content) {
				return nil
			}
			n = n.Content[k]
		}
	}
	return n
}

func (p *mparser) errf(keys []any, format string, args ...any) error {
	line, col := p.top.Line, 0
	for i := len(keys); i >= 0; i-- {
		if n := p.node(keys[:i]...); n != nil {
			line, col = n.Line, n.Column
			break
		}
	}
	return &Error{Path: p.path, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// oneOf checks the values of an axis (default def when absent).
func (p *mparser) oneOf(key string, vals []string, allowed []string, def string) ([]string, error) {
	if vals == nil {
		return []string{def}, nil
	}
	if len(vals) == 0 {
		return nil, p.errf([]any{key}, "%s: an empty list; want at least one of %s", key, strings.Join(allowed, ", "))
	}
	seen := map[string]bool{}
	for i, v := range vals {
		ok := false
		for _, a := range allowed {
			ok = ok || v == a
		}
		if !ok {
			msg := fmt.Sprintf("%s: %q: want one of %s", key, v, strings.Join(allowed, ", "))
			return nil, p.errf([]any{key, i}, "%s", msg)
		}
		if seen[v] {
			return nil, p.errf([]any{key, i}, "%s: %q listed twice", key, v)
		}
		seen[v] = true
	}
	return vals, nil
}

// axes are the checked values of the matrix's axes (but kernels).
type axes struct {
	S                                    []int
	modes, policies, markings, runs, hws []string
	// hwPolicy, when the matrix has no policies axis, is each hardware
	// file's own split policy (splits.policy), which its cases use.
	hwPolicy map[string]string
}

// kentry is a checked kernel entry with its workload and input-set axes.
type kentry struct {
	ref       KernelRef
	wls, sets []string
}

func (p *mparser) matrix(doc *matrixDoc, data []byte, read func(string) ([]byte, error)) (*Matrix, error) {
	if doc.Version != MatrixVersion {
		return nil, p.errf([]any{"version"}, "version %d: want %d (the matrix format this splitwcet reads; docs/sweep.md)", doc.Version, MatrixVersion)
	}
	m := &Matrix{Path: p.path, Dir: filepath.Dir(p.path), Name: doc.Name}
	if len(doc.Kernels) == 0 {
		return nil, p.errf([]any{"kernels"}, "kernels: want at least one kernel (example: NAME, or file: PATH)")
	}
	ax, err := p.axes(doc)
	if err != nil {
		return nil, err
	}
	m.MemoryBudget = 1 << 30
	if doc.MemoryBudget != "" {
		if m.MemoryBudget, err = sim.ParseBytes(doc.MemoryBudget); err != nil || m.MemoryBudget <= 0 {
			return nil, p.errf([]any{"memory_budget"}, "memory_budget %q: want a size such as 512MiB or 2GiB", doc.MemoryBudget)
		}
	}
	if doc.TimePerCase != "" {
		if m.TimePerCase, err = time.ParseDuration(doc.TimePerCase); err != nil || m.TimePerCase <= 0 {
			return nil, p.errf([]any{"time_per_case"}, "time_per_case %q: want a duration such as 90s or 5m", doc.TimePerCase)
		}
	}

	// The hash: the text, then every file named, in order.
	h := sha256.New()
	h.Write(data)
	hashed := map[string]bool{}
	hashFile := func(keys []any, rel string) error {
		if read == nil || hashed[rel] {
			return nil
		}
		hashed[rel] = true
		b, err := read(m.Resolve(rel))
		if err != nil {
			return p.errf(keys, "%s: %v", rel, unwrap(err))
		}
		sum := sha256.Sum256(b)
		fmt.Fprintf(h, "\x00%s\x00%x", rel, sum)
		return nil
	}
	for i, hw := range ax.hws {
		if hw == "" {
			return nil, p.errf([]any{"hardware", i}, "hardware: an empty name; want default or a hardware file")
		}
		if hw != "default" {
			if err := hashFile([]any{"hardware", i}, hw); err != nil {
				return nil, err
			}
		}
		if doc.Policies == nil && hw != "default" && read != nil {
			b, err := read(m.Resolve(hw))
			if err != nil {
				return nil, p.errf([]any{"hardware", i}, "%s: %v", hw, unwrap(err))
			}
			c, err := timing.Load(m.Resolve(hw), b)
			if err != nil {
				return nil, err
			}
			ax.hwPolicy[hw] = c.SplitPolicy.String()
		}
	}
	kes, err := p.kernels(doc, hashFile)
	if err != nil {
		return nil, err
	}
	if m.Cases, err = p.enumerate(kes, ax); err != nil {
		return nil, err
	}
	m.Hash = hex.EncodeToString(h.Sum(nil))
	return m, nil
}

// axes checks S, modes, policies, markings, run and hardware.
func (p *mparser) axes(doc *matrixDoc) (*axes, error) {
	if doc.S == nil {
		return nil, p.errf([]any{"S"}, "S: missing; want a list of values of S, e.g. [0, 1, 2, 4] or [\"0-8\"]")
	}
	ax := &axes{}
	seenS := map[int]bool{}
	for i, s := range doc.S {
		vs, err := splitmodel.ParseSList(s)
		if err != nil {
			return nil, p.errf([]any{"S", i}, "S: %v", err)
		}
		for _, v := range vs {
			if seenS[v] {
				return nil, p.errf([]any{"S", i}, "S: %d listed twice", v)
			}
			seenS[v] = true
			ax.S = append(ax.S, v)
		}
	}
	if len(ax.S) == 0 {
		return nil, p.errf([]any{"S"}, "S: an empty list")
	}
	var err error
	if ax.modes, err = p.oneOf("modes", doc.Modes, Modes, "both"); err != nil {
		return nil, err
	}
	if ax.policies, err = p.oneOf("policies", doc.Policies, Policies, split.Halve.String()); err != nil {
		return nil, err
	}
	ax.hwPolicy = map[string]string{}
	if ax.markings, err = p.oneOf("markings", doc.Markings, Markings, "file"); err != nil {
		return nil, err
	}
	if ax.runs, err = p.oneOf("run", doc.Run, Runs, "analyze"); err != nil {
		return nil, err
	}
	if ax.hws = doc.Hardware; ax.hws == nil {
		ax.hws = []string{"default"}
	}
	if len(ax.hws) == 0 {
		return nil, p.errf([]any{"hardware"}, "hardware: an empty list; want default or hardware files")
	}
	if seenS[0] && (contains(ax.markings, "choose") || contains(ax.runs, "choose")) {
		return nil, p.errf([]any{"S"}, "S: 0 with choose (a marking or a run): choose needs at least one reserve slot; list S >= 1")
	}
	return ax, nil
}

// kernels checks the kernel entries; hashFile reads (and hashes) a file
// the matrix names.
func (p *mparser) kernels(doc *matrixDoc, hashFile func(keys []any, rel string) error) ([]kentry, error) {
	var kes []kentry
	for i, kd := range doc.Kernels {
		at := []any{"kernels", i}
		ref := KernelRef{Example: kd.Example, File: kd.File, Kernel: kd.Kernel, Arch: kd.Arch, Facts: kd.Facts, Budget: kd.Budget}
		wls := kd.Workloads
		if kd.Budget != "" {
			if _, err := ci.ParseBudget(kd.Budget, timing.DefaultClockMHz); err != nil {
				return nil, p.errf(append(at, "budget"), "kernels[%d]: %v", i, strings.TrimPrefix(err.Error(), "--"))
			}
		}
		switch {
		case (kd.Example == "") == (kd.File == ""):
			return nil, p.errf(at, "kernels[%d]: want exactly one of example: NAME or file: PATH", i)
		case kd.Example != "":
			if !contains(examples.Names(), kd.Example) {
				return nil, p.errf(append(at, "example"), "kernels[%d]: no example %q; the examples are %s", i, kd.Example, strings.Join(examples.Names(), ", "))
			}
			if kd.Kernel != "" || kd.Arch != "" || kd.Facts != "" || wls != nil {
				return nil, p.errf(at, "kernels[%d]: example %s comes with its own workload and flow facts: kernel, arch, workloads and facts apply to file kernels", i, kd.Example)
			}
			wls = []string{""}
		default:
			if err := hashFile(append(at, "file"), kd.File); err != nil {
				return nil, err
			}
			if kd.Facts != "" {
				if err := hashFile(append(at, "facts"), kd.Facts); err != nil {
					return nil, err
				}
			}
			if len(wls) == 0 {
				return nil, p.errf(at, "kernels[%d]: file %s: workloads: want at least one workload file (docs/workload.md)", i, kd.File)
			}
			for j, w := range wls {
				if err := hashFile(append(at, "workloads", j), w); err != nil {
					return nil, err
				}
			}
		}
		sets := kd.Sets
		if sets == nil {
			sets = []string{"all"}
		}
		if len(sets) == 0 {
			return nil, p.errf(append(at, "sets"), "kernels[%d]: sets: an empty list; want input set names or all", i)
		}
		for j, s := range sets {
			if s == "" {
				return nil, p.errf(append(at, "sets", j), "kernels[%d]: sets: an empty name", i)
			}
		}
		kes = append(kes, kentry{ref: ref, wls: wls, sets: sets})
	}
	return kes, nil
}

// enumerate lists the cases in their fixed order: kernels, workloads,
// input sets, hardware, markings, policies, modes, S (innermost), after
// checking their number against MaxCases.
func (p *mparser) enumerate(kes []kentry, ax *axes) ([]Case, error) {
	total := int64(0)
	for _, k := range kes {
		per := int64(len(k.wls)) * int64(len(k.sets)) * int64(len(ax.hws)) * int64(len(ax.markings)) * int64(len(ax.policies)) * int64(len(ax.modes)) * int64(len(ax.S))
		if per > MaxCases || total+per > MaxCases {
			return nil, p.errf(nil, "the matrix has more than %d cases", MaxCases)
		}
		total += per
	}
	cases := make([]Case, 0, total)
	for _, k := range kes {
		for _, wl := range k.wls {
			for _, set := range k.sets {
				for _, hw := range ax.hws {
					for _, mk := range ax.markings {
						pols := ax.policies
						if hp, ok := ax.hwPolicy[hw]; ok {
							pols = []string{hp}
						}
						for _, pol := range pols {
							for _, mode := range ax.modes {
								for _, S := range ax.S {
									c := Case{Index: len(cases), Kernel: k.ref, Workload: wl, Set: set, Hardware: hw,
										Marking: mk, Policy: pol, Mode: mode, S: S, Run: ax.runs}
									c.ID = caseID(c.Index, c)
									cases = append(cases, c)
								}
							}
						}
					}
				}
			}
		}
	}
	return cases, nil
}

// caseID is the case's index (6 digits, so names sort in enumeration
// order) and the first 10 hex digits of the SHA-256 of its canonical
// content (the case without index and id, as JSON).
func caseID(index int, c Case) string {
	c.Index, c.ID = 0, ""
	b, _ := json.Marshal(c)
	sum := sha256.Sum256(b)
	return fmt.Sprintf("%06d-%x", index, sum[:5])
}

// SetReconverge turns splits.reconverge on in every case (sweep
// --reconverge): the cases' ids and the matrix hash change with it, so
// results with and without it never mix in one directory or merge. A case
// under fcfs, whose members would race for the slots merges return, is a
// usage error naming it.
func (m *Matrix) SetReconverge() error {
	for i := range m.Cases {
		c := &m.Cases[i]
		if pol, err := split.Parse(c.Policy); err != nil || !pol.Rules().Local() {
			return usage("--reconverge: case %s (%s, hardware %s) has split policy %s: reconvergence needs a budgeted policy (halve, parent-first, child-first); set the matrix's policies", c.ID, c.Kernel.Name(), c.Hardware, c.Policy)
		}
		c.Reconverge = true
		c.ID = caseID(c.Index, *c)
	}
	sum := sha256.Sum256([]byte(m.Hash + "\x00reconverge"))
	m.Hash = hex.EncodeToString(sum[:])
	return nil
}

// Resolve is a path of the matrix relative to its directory.
func (m *Matrix) Resolve(rel string) string {
	if rel == "" || filepath.IsAbs(rel) {
		return rel
	}
	return filepath.Join(m.Dir, rel)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func unwrap(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
