package static

import (
	_ "embed"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/sat"
	"maps"
	"os"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/internal/yamldoc"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

//go:embed default.yaml
var defaultYAML []byte

// DefaultYAML returns the embedded default latency table (a copy), the
// starting point for a user override file.
func DefaultYAML() []byte { return append([]byte(nil), defaultYAML...) }

// MemKind says which memory unit an instruction uses, and so which s_waitcnt
// counters it increments (Counters). The kinds and their counters are
// defined by the instruction classes, cfg/isa.
type MemKind = isa.Mem

const (
	MemNone      = isa.MemNone
	MemVMEM      = isa.MemVMEM      // buffer/global/scratch/image load or atomic: vmcnt
	MemVMEMStore = isa.MemVMEMStore // vector store: vmcnt, and expcnt while its data is read
	MemFlat      = isa.MemFlat      // FLAT load/atomic: vmcnt and lgkmcnt (may address LDS)
	MemFlatStore = isa.MemFlatStore // FLAT store: vmcnt, lgkmcnt and expcnt
	MemLDS       = isa.MemLDS       // LDS: lgkmcnt
	MemGDS       = isa.MemGDS       // GDS/GWS/ordered count: lgkmcnt and expcnt
	MemSMEM      = isa.MemSMEM      // scalar memory: lgkmcnt (may return out of order)
	MemMsg       = isa.MemMsg       // s_sendmsg: lgkmcnt
	MemExport    = isa.MemExport    // exp: expcnt
	numMemKinds  = isa.NumMems
)

// Counter is one of the wavefront's outstanding-operation counters.
type Counter = isa.Counter

const (
	VMCnt       = isa.VMCnt   // vmcnt (and gfx10's vscnt, merged: waiting on both is sound)
	LGKMCnt     = isa.LGKMCnt // lgkmcnt
	ExpCnt      = isa.ExpCnt  // expcnt
	numCounters = isa.NumCounters
)

// Class is a named cost in the table. All numbers are cycles.
type Class struct {
	Name            string
	Issue           int64   // issue-slot cycles
	IssuePerDword   int64   // + per data dword (DS)
	Stall           int64   // fixed extra cycles after issue (s_barrier)
	PerImm          int64   // + per unit of the immediate operand (s_nop, s_sleep)
	Mem             MemKind // memory kind, MemNone for ALU and control
	Latency         int64   // worst cycles from end of issue to counter decrement
	LatencyPerDword int64   // + per data dword (LDS bank conflicts)
	WaitCnt         bool    // waits on the counters its operands name
	Drain           bool    // waits until every counter is zero
	Pos             string  // "file:line" where the class was (last) defined
}

// Params are the table's global numbers.
type Params struct {
	// IssueInterval is the cycles between two issue opportunities of one
	// wavefront (4 on GCN).
	IssueInterval int64
	// TakenBranch is the extra cost of a taken branch, charged on taken and
	// jump CFG edges.
	TakenBranch int64
	// VALUSGPRToScalar is the minimum distance from the issue of a VALU
	// instruction that writes an SGPR (VCC, EXEC, carry-out, v_readlane) to
	// the issue of the next scalar instruction.
	VALUSGPRToScalar int64
}

type rule struct {
	globs    []string
	class    string
	fallback bool
	pos      string // "file:line"
}

// Table is a latency table. It is immutable and safe for concurrent use.
type Table struct {
	Params  Params
	classes map[string]*Class
	rules   []rule // explicit rules, then fallback rules
	cache   sync.Map
	// vmemDone, when set (FromHardwareWith), gives a vector memory
	// instruction its own worst time from issue to completion (empty
	// queue) instead of its class's.
	vmemDone func(*asm.Instruction) (int64, bool)
	// ldsPasses, when set (FromHardwareWith), gives an LDS instruction
	// its own bound on bank passes instead of its class's per dword.
	ldsPasses func(*asm.Instruction) (int64, bool)
	// Calls, when set (CallCosts), costs the kernel's call sites: a
	// kernel whose calls all have a cost is not refused.
	Calls map[*asm.Instruction]CallCost
}

// Cost is the worst-case cost of one instruction.
type Cost struct {
	// Issue is the cycles the instruction holds the wavefront's issue slot.
	Issue int64
	// Stall is a fixed wait after issue (s_nop, s_sleep, s_barrier, indirect jumps).
	Stall int64
	// Mem is the memory kind, MemNone for ALU and control instructions.
	Mem MemKind
	// Latency is the worst time from the end of issue until the operation's
	// counters decrement; 0 when Mem is MemNone.
	Latency int64
	// WaitCnt: the instruction waits on the counters its operands name;
	// Drain: it waits until all counters are zero (s_endpgm).
	WaitCnt, Drain bool
	// WritesSGPR marks a VALU instruction that writes scalar state (VCC,
	// EXEC, an SGPR): scalar instructions may issue only
	// Params.VALUSGPRToScalar cycles after it. Which instructions write a
	// carry-out depends on the generation: the machine that costs a
	// kernel sets it (Cost leaves it false).
	WritesSGPR bool
	// Class and Rule name the table entry used; Rule is "file:line".
	Class, Rule string
	// Fallback is set when only a catch-all fallback rule matched.
	Fallback bool
	// Known is false when no rule matched; the other fields are then a
	// conservative guess and SegmentWeights refuses the instruction.
	Known bool
}

// Cycles is Issue + Stall: the instruction's cost when nothing is outstanding.
func (c Cost) Cycles() int64 { return c.Issue + c.Stall }

var (
	defaultOnce  sync.Once
	defaultTable *Table
)

// Default returns the embedded default table: the classes and rules of
// cfg/isa with the numbers of default.yaml.
func Default() *Table {
	defaultOnce.Do(func() {
		t, err := load("default.yaml", defaultYAML, isaBase())
		if err != nil {
			panic("ipet/static: embedded default.yaml: " + err.Error())
		}
		defaultTable = t
	})
	return defaultTable
}

// isaBase is the classification half of the default table, from the
// instruction classes of cfg/isa: every class with its memory kind,
// waitcnt (special kind waitcnt) and drain (special kind end), and the
// rules and fallback rules. default.yaml gives every class its numbers.
func isaBase() *Table {
	t := &Table{classes: map[string]*Class{}}
	for _, k := range isa.Classes() {
		t.classes[k.Name] = &Class{Name: k.Name, Mem: k.Mem, WaitCnt: k.Special == isa.SpecialWaitcnt,
			Drain: k.Special == isa.SpecialEnd, Pos: k.Pos}
	}
	for _, r := range isa.Rules() {
		t.rules = append(t.rules, rule{globs: r.Globs, class: r.Class, fallback: r.Fallback, pos: r.Pos})
	}
	return t
}

// ReadTable reads a latency table file layered over the defaults
// (--latency; docs/latency.md); path "" is the default table.
func ReadTable(path string) (*Table, error) {
	if path == "" {
		return Default(), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--latency: %w", err)
	}
	return Load(path, data)
}

// Load reads a latency table in the format of default.yaml. Unless the file
// says `inherit: false`, it overrides the default table: params and class
// fields it gives replace the default's, new classes are added, and its rules
// and fallback rules are tried before the default's. name is used in error
// messages, which read "name:line: ...".
func Load(name string, data []byte) (*Table, error) {
	return load(name, data, Default())
}

// Class returns the named class, or nil.
func (t *Table) Class(name string) *Class {
	c := t.classes[name]
	if c == nil {
		return nil
	}
	cp := *c
	return &cp
}

// ClassNames returns the class names, sorted.
func (t *Table) ClassNames() []string {
	names := make([]string, 0, len(t.classes))
	for n := range t.classes {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Clone returns a table with t's model and call costs that a caller may
// change (CallCosts sets Calls) without touching t, which may be the
// shared Default.
func (t *Table) Clone() *Table {
	c := &Table{Params: t.Params, classes: t.classes, rules: t.rules, vmemDone: t.vmemDone}
	if t.Calls != nil {
		c.Calls = maps.Clone(t.Calls)
	}
	return c
}

type resolved struct {
	class *Class
	rule  *rule
}

// resolve finds the first rule matching the mnemonic (without encoding
// suffix, or as written).
func (t *Table) resolve(in *asm.Instruction) resolved {
	key := in.Mnemonic
	if v, ok := t.cache.Load(key); ok {
		return v.(resolved)
	}
	var r resolved
	for i := range t.rules {
		ru := &t.rules[i]
		if ru.matches(in.Op) || in.Mnemonic != in.Op && ru.matches(in.Mnemonic) {
			r = resolved{class: t.classes[ru.class], rule: ru}
			break
		}
	}
	t.cache.Store(key, r)
	return r
}

func (r *rule) matches(s string) bool {
	for _, g := range r.globs {
		if ok, _ := path.Match(g, s); ok {
			return true
		}
	}
	return false
}

// Cost returns the worst-case cost of in.
func (t *Table) Cost(in *asm.Instruction) Cost {
	r := t.resolve(in)
	if r.class == nil {
		// No rule: a conservative guess (a quarter-rate op) that callers
		// computing bounds must refuse.
		return Cost{Issue: 4 * t.Params.IssueInterval}
	}
	c := r.class
	dw := int64(1)
	if c.IssuePerDword != 0 || c.LatencyPerDword != 0 {
		dw = dataDwords(in.Op)
	}
	cost := Cost{
		Issue:    satAdd(c.Issue, sat.Mul(c.IssuePerDword, dw, SatCap)),
		Stall:    satAdd(c.Stall, sat.Mul(c.PerImm, immediate(in), SatCap)),
		Mem:      c.Mem,
		WaitCnt:  c.WaitCnt,
		Drain:    c.Drain,
		Class:    c.Name,
		Rule:     r.rule.pos,
		Fallback: r.rule.fallback,
		Known:    true,
	}
	if c.Mem != MemNone {
		cost.Latency = satAdd(c.Latency, sat.Mul(c.LatencyPerDword, dw, SatCap))
		if p, ok := t.lds(in); ok && c.Mem == MemLDS {
			cost.Latency = satAdd(c.Latency, p)
		}
	}
	if t.vmemDone != nil && c.Mem != MemNone {
		// As FromHardware: completion, then the wait for the next visit.
		if d, ok := t.vmemDone(in); ok {
			cost.Latency = max(satAdd(d, t.Params.IssueInterval-1)-cost.Issue, 0)
		}
	}
	return cost
}

// lds is the LDS passes bound of in when FromHardwareWith gave one.
func (t *Table) lds(in *asm.Instruction) (int64, bool) {
	if t.ldsPasses == nil {
		return 0, false
	}
	return t.ldsPasses(in)
}

// immediate is the instruction's first integer operand (s_nop N, s_sleep N),
// 0 when it has none.
func immediate(in *asm.Instruction) int64 {
	for _, o := range in.Operands {
		if o.Kind == asm.OpInt {
			if o.Int < 0 {
				return 0
			}
			return o.Int
		}
	}
	return 0
}

// dataDwords is the number of dwords an instruction moves per lane (its
// data shape, isa.DataOf), rounded up to a power of two (a b96 access uses
// the 128-bit path), times its addresses (ds_read2, ds_write2, ...),
// doubled for DS instructions with two data operands (compare-store,
// masked or, conditional exchange).
func dataDwords(op string) int64 {
	d := isa.DataOf(op)
	n := int64(max((d.Bytes+3)/4, 1))
	p := int64(1)
	for p < n {
		p *= 2
	}
	n = p * int64(max(d.Addrs, 1))
	if d.TwoData && strings.HasPrefix(op, "ds_") {
		n *= 2
	}
	return n
}

// writesSGPR reports whether a vector ALU instruction (record rec on the
// kernel's target) writes scalar state: compares (VCC/EXEC/SGPR), lane
// reads, and carry-outs.
func writesSGPR(rec *isa.Inst, in *asm.Instruction) bool {
	if !in.Enc.IsVector() && in.Enc != asm.EncVOP3P {
		return false
	}
	op := in.Op
	if strings.HasPrefix(op, "v_cmp") || strings.HasPrefix(op, "v_readlane") || strings.HasPrefix(op, "v_readfirstlane") {
		return true
	}
	scalar := func(o asm.Operand) bool {
		return o.Kind == asm.OpReg && (o.File == asm.SGPR || o.File == asm.TTMP || o.File == asm.Special)
	}
	if len(in.Operands) > 0 && scalar(in.Operands[0]) {
		return true
	}
	return len(in.Operands) > 1 && rec.CarryOut && scalar(in.Operands[1])
}

// --- loading ---------------------------------------------------------------

var (
	topKeys   = []string{"inherit", "params", "classes", "rules", "fallback"}
	paramKeys = []string{"issue_interval", "taken_branch", "valu_sgpr_to_scalar"}
	classKeys = []string{"issue", "issue_per_dword", "stall", "per_imm", "mem", "latency", "latency_per_dword", "waitcnt", "drain"}
	ruleKeys  = []string{"match", "class"}
)

// MaxCycles is the largest number a latency table may give (2^30 cycles,
// about a second at 1 GHz): the machine adds and multiplies them (by
// dwords, immediates, loop counts) in sums that stay far below int64's
// range, and saturate at SatCap if they ever did not.
const MaxCycles = int64(1) << 30

type loader struct {
	name string
}

func (l *loader) errf(n *yaml.Node, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return fmt.Errorf("%s:%d: %s", l.name, line, fmt.Sprintf(format, args...))
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

func load(name string, data []byte, base *Table) (*Table, error) {
	l := &loader{name: name}
	var doc yaml.Node
	if err := yamldoc.Unmarshal(data, &doc); err != nil {
		msg := err.Error()
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			return nil, fmt.Errorf("%s:%s: %s", name, m[1], m[2])
		}
		return nil, fmt.Errorf("%s:1: %s", name, strings.TrimPrefix(msg, "yaml: "))
	}
	var top *yaml.Node
	if doc.Kind == yaml.DocumentNode && len(doc.Content) > 0 {
		top = doc.Content[0]
	}
	if top != nil && top.Kind != yaml.MappingNode {
		return nil, l.errf(top, "expected a mapping with keys %s", strings.Join(topKeys, ", "))
	}
	t := &Table{classes: map[string]*Class{}}
	var fileRules, fileFallback []rule
	inherit := base != nil
	if top != nil {
		for i := 0; i+1 < len(top.Content); i += 2 {
			k, v := top.Content[i], top.Content[i+1]
			switch k.Value {
			case "inherit":
				b, err := l.boolean(v, "inherit")
				if err != nil {
					return nil, err
				}
				inherit = inherit && b
			}
		}
	}
	if inherit {
		t.Params = base.Params
		for n, c := range base.classes {
			cp := *c
			t.classes[n] = &cp
		}
	}
	if top != nil {
		for i := 0; i+1 < len(top.Content); i += 2 {
			k, v := top.Content[i], top.Content[i+1]
			var err error
			switch k.Value {
			case "inherit":
			case "params":
				err = l.params(v, &t.Params)
			case "classes":
				err = l.classes(v, t.classes)
			case "rules":
				fileRules, err = l.rules(v, false)
			case "fallback":
				fileFallback, err = l.rules(v, true)
			default:
				err = l.errf(k, "unknown key %q: want one of %s", k.Value, strings.Join(topKeys, ", "))
			}
			if err != nil {
				return nil, err
			}
		}
	}
	// Explicit rules (file first, then inherited), then fallbacks likewise.
	t.rules = append(t.rules, fileRules...)
	if inherit {
		for _, r := range base.rules {
			if !r.fallback {
				t.rules = append(t.rules, r)
			}
		}
	}
	t.rules = append(t.rules, fileFallback...)
	if inherit {
		for _, r := range base.rules {
			if r.fallback {
				t.rules = append(t.rules, r)
			}
		}
	}
	if err := l.validate(t, fileRules, fileFallback); err != nil {
		return nil, err
	}
	return t, nil
}

func (l *loader) validate(t *Table, rules ...[]rule) error {
	p := t.Params
	if p.IssueInterval < 1 {
		return fmt.Errorf("%s: params.issue_interval must be at least 1 (got %d)", l.name, p.IssueInterval)
	}
	for _, n := range t.ClassNames() {
		c := t.classes[n]
		if c.Issue+c.IssuePerDword < 1 {
			return fmt.Errorf("%s: class %q: issue (or issue_per_dword) must be positive: every instruction takes an issue slot", c.Pos, n)
		}
		if c.Mem == MemNone && (c.Latency != 0 || c.LatencyPerDword != 0) {
			return fmt.Errorf("%s: class %q: latency without mem: say which memory kind (%s)", c.Pos, n, strings.Join(isa.MemNames(), ", "))
		}
	}
	for _, rs := range rules {
		for _, r := range rs {
			if t.classes[r.class] == nil {
				return fmt.Errorf("%s: unknown class %q; valid classes: %s", r.pos, r.class, strings.Join(t.ClassNames(), ", "))
			}
		}
	}
	return nil
}

func (l *loader) mapping(n *yaml.Node, what string) error {
	if n.Kind != yaml.MappingNode {
		return l.errf(n, "%s: expected a mapping", what)
	}
	return nil
}

func (l *loader) integer(n *yaml.Node, what string) (int64, error) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" {
		return 0, l.errf(n, "%s: expected a non-negative integer (cycles), got %q", what, n.Value)
	}
	v, err := strconv.ParseInt(n.Value, 0, 64)
	if err != nil || v < 0 {
		return 0, l.errf(n, "%s: expected a non-negative integer (cycles), got %q", what, n.Value)
	}
	if v > MaxCycles {
		return 0, l.errf(n, "%s: %d is too large: at most %d cycles (2^30) per number of a latency table, so that no sum of them can overflow; a bound beyond 2^40 cycles is refused anyway", what, v, MaxCycles)
	}
	return v, nil
}

func (l *loader) boolean(n *yaml.Node, what string) (bool, error) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" {
		return false, l.errf(n, "%s: expected true or false, got %q", what, n.Value)
	}
	return n.Value == "true" || n.Value == "True" || n.Value == "TRUE", nil
}

func (l *loader) params(n *yaml.Node, p *Params) error {
	if err := l.mapping(n, "params"); err != nil {
		return err
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		var dst *int64
		switch k.Value {
		case "issue_interval":
			dst = &p.IssueInterval
		case "taken_branch":
			dst = &p.TakenBranch
		case "valu_sgpr_to_scalar":
			dst = &p.VALUSGPRToScalar
		default:
			return l.errf(k, "unknown parameter %q: want one of %s", k.Value, strings.Join(paramKeys, ", "))
		}
		x, err := l.integer(v, "params."+k.Value)
		if err != nil {
			return err
		}
		*dst = x
	}
	return nil
}

func (l *loader) classes(n *yaml.Node, classes map[string]*Class) error {
	if err := l.mapping(n, "classes"); err != nil {
		return err
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		name := k.Value
		if name == "" {
			return l.errf(k, "classes: empty class name")
		}
		if err := l.mapping(v, "class "+strconv.Quote(name)); err != nil {
			return err
		}
		c := classes[name]
		if c == nil {
			c = &Class{Name: name}
			classes[name] = c
		}
		c.Pos = fmt.Sprintf("%s:%d", l.name, k.Line)
		for j := 0; j+1 < len(v.Content); j += 2 {
			fk, fv := v.Content[j], v.Content[j+1]
			what := name + "." + fk.Value
			var err error
			switch fk.Value {
			case "issue":
				c.Issue, err = l.integer(fv, what)
			case "issue_per_dword":
				c.IssuePerDword, err = l.integer(fv, what)
			case "stall":
				c.Stall, err = l.integer(fv, what)
			case "per_imm":
				c.PerImm, err = l.integer(fv, what)
			case "latency":
				c.Latency, err = l.integer(fv, what)
			case "latency_per_dword":
				c.LatencyPerDword, err = l.integer(fv, what)
			case "waitcnt":
				c.WaitCnt, err = l.boolean(fv, what)
			case "drain":
				c.Drain, err = l.boolean(fv, what)
			case "mem":
				c.Mem, err = l.memKind(fv, what)
			default:
				err = l.errf(fk, "class %q: unknown field %q: want one of %s", name, fk.Value, strings.Join(classKeys, ", "))
			}
			if err != nil {
				return err
			}
		}
	}
	return nil
}

func (l *loader) memKind(n *yaml.Node, what string) (MemKind, error) {
	if n.Kind == yaml.ScalarNode {
		if n.Value == "" || n.Value == "none" {
			return MemNone, nil
		}
		for k := MemVMEM; k < numMemKinds; k++ {
			if k.String() == n.Value {
				return k, nil
			}
		}
	}
	return 0, l.errf(n, "%s: unknown memory kind %q; valid kinds: none, %s", what, n.Value, strings.Join(isa.MemNames(), ", "))
}

func (l *loader) rules(n *yaml.Node, fallback bool) ([]rule, error) {
	section := "rules"
	if fallback {
		section = "fallback"
	}
	if n.Kind != yaml.SequenceNode {
		return nil, l.errf(n, "%s: expected a list of {match: GLOB or [GLOBS], class: NAME}", section)
	}
	var rs []rule
	for _, e := range n.Content {
		if e.Kind != yaml.MappingNode {
			return nil, l.errf(e, "%s: expected {match: GLOB or [GLOBS], class: NAME}", section)
		}
		r := rule{fallback: fallback, pos: fmt.Sprintf("%s:%d", l.name, e.Line)}
		for j := 0; j+1 < len(e.Content); j += 2 {
			k, v := e.Content[j], e.Content[j+1]
			switch k.Value {
			case "match":
				var globs []*yaml.Node
				switch v.Kind {
				case yaml.ScalarNode:
					globs = []*yaml.Node{v}
				case yaml.SequenceNode:
					globs = v.Content
				default:
					return nil, l.errf(v, "%s: match: expected a glob or a list of globs", section)
				}
				for _, g := range globs {
					if g.Kind != yaml.ScalarNode || g.Value == "" {
						return nil, l.errf(g, "%s: match: expected a mnemonic glob such as \"v_mul_*\"", section)
					}
					if _, err := path.Match(g.Value, ""); err != nil {
						return nil, l.errf(g, "%s: match: bad glob %q: %v", section, g.Value, err)
					}
					r.globs = append(r.globs, g.Value)
				}
			case "class":
				if v.Kind != yaml.ScalarNode || v.Value == "" {
					return nil, l.errf(v, "%s: class: expected a class name", section)
				}
				r.class = v.Value
			default:
				return nil, l.errf(k, "%s: unknown key %q: want one of %s", section, k.Value, strings.Join(ruleKeys, ", "))
			}
		}
		if len(r.globs) == 0 {
			return nil, l.errf(e, "%s: rule without match: expected {match: GLOB or [GLOBS], class: NAME}", section)
		}
		if r.class == "" {
			return nil, l.errf(e, "%s: rule without class: expected {match: GLOB or [GLOBS], class: NAME}", section)
		}
		rs = append(rs, r)
	}
	return rs, nil
}
