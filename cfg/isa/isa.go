// Package isa is the one table of instruction classes both timing models
// classify through: for every GCN mnemonic (glob rules, first match wins)
// its class, and for every class the issue unit, the rate within the unit,
// the memory kind and the special behaviour. The table is isa.yaml
// (embedded); it holds no cycle counts.
//
// Users:
//
//   - traces/sim/timing (the cycle-level simulator) decodes every instruction
//     through Lookup and BranchCond; timing.ClassIssue maps a class to the
//     hardware file's issue time (docs/hardware.md).
//   - ipet/static (the static worst-case latency model) takes Rules as its
//     default rules and each Class's memory and special kind; its
//     default.yaml gives every class its worst-case numbers
//     (docs/latency.md).
//
// Why here: the facts are about the machine (which unit, which counters),
// not about parsing (cfg/asm knows encodings and operands, not units and
// rates), and every layer reads them: cfg (the split bit), the simulator
// and its timing model (traces/sim), the static model (ipet/static), the
// loader's checks and the static bound (splitmodel). The data flow is
// cfg → ipg → traces → ipet → splitmodel, so the lowest layer, beside the
// assembly parser, is the one all can reach; the package imports no
// package of the project above cfg/asm.
// The functional core traces/sim does not import it (it executes opcodes;
// its per-opcode unit labels are checked against this table by a test).
package isa

import (
	_ "embed"
	"fmt"
	"path"
	"regexp"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed isa.yaml
var tableYAML []byte

// YAML returns the embedded table (a copy).
func YAML() []byte { return append([]byte(nil), tableYAML...) }

// File is the name rule and class positions refer to ("isa.yaml:LINE").
const File = "isa.yaml"

// Unit is the kind of issue resource an instruction takes: GCN issues at
// most one instruction of each kind per SIMD visit [GCN].
type Unit uint8

const (
	UnitVALU    Unit = iota // the SIMD's vector pipeline(s)
	UnitSALU                // the CU's scalar ALU
	UnitBranch              // branch unit (a scalar pipeline)
	UnitSpecial             // no functional unit: s_waitcnt, s_nop, s_barrier, s_endpgm, ...
	UnitSMEM                // scalar memory
	UnitVMEM                // vector memory (MUBUF, FLAT, GLOBAL, image)
	UnitLDS                 // LDS / GDS
	UnitExport              // export
	NumUnits
)

var unitNames = [NumUnits]string{"valu", "salu", "branch", "special", "smem", "vmem", "lds", "export"}

func (u Unit) String() string {
	if u < NumUnits {
		return unitNames[u]
	}
	return fmt.Sprintf("Unit(%d)", u)
}

// Rate is the issue rate of a class within its unit.
type Rate uint8

const (
	RateFull    Rate = iota // one full-rate issue time
	RateHalf                // VALU: v_swap_b32 [CLRX]
	RateQuarter             // VALU: transcendentals, 32-bit integer multiply, v_fma_f32, ... [CLRX]
	RateDP                  // VALU: f64 add/convert, 64-bit shifts and compares [CLRX]
	RateDPMul               // VALU: f64 mul/fma/rcp/rsq/sqrt [CLRX]
	RateSlow                // SALU: s_*_saveexec_b64, s_setreg*, s_getreg* [CLRX]
	NumRates
)

var rateNames = [NumRates]string{"full", "half", "quarter", "dp", "dp_mul", "slow"}

func (r Rate) String() string {
	if r < NumRates {
		return rateNames[r]
	}
	return fmt.Sprintf("Rate(%d)", r)
}

// Mem is the memory kind of a class: which s_waitcnt counters it
// increments (Counters).
type Mem uint8

const (
	MemNone      Mem = iota
	MemVMEM          // buffer/global/scratch/image load or atomic: vmcnt
	MemVMEMStore     // vector store: vmcnt, and expcnt while its data is read
	MemFlat          // FLAT load/atomic: vmcnt and lgkmcnt (may address LDS)
	MemFlatStore     // FLAT store: vmcnt, lgkmcnt and expcnt
	MemLDS           // LDS: lgkmcnt
	MemGDS           // GDS/GWS/ordered count: lgkmcnt and expcnt
	MemSMEM          // scalar memory: lgkmcnt (may return out of order)
	MemMsg           // s_sendmsg: lgkmcnt
	MemExport        // exp: expcnt
	NumMems
)

var memNames = [NumMems]string{"", "vmem", "vmem_store", "flat", "flat_store", "lds", "gds", "smem", "msg", "export"}

// MemNames returns the names of the memory kinds after MemNone, in order.
func MemNames() []string { return append([]string(nil), memNames[1:]...) }

func (m Mem) String() string {
	if m < NumMems {
		return memNames[m]
	}
	return fmt.Sprintf("MemKind(%d)", m)
}

// Counter is one of the wavefront's outstanding-operation counters.
type Counter uint8

const (
	VMCnt   Counter = iota // vmcnt (and gfx10's vscnt, merged: waiting on both is sound)
	LGKMCnt                // lgkmcnt
	ExpCnt                 // expcnt
	NumCounters
)

var counterNames = [NumCounters]string{"vmcnt", "lgkmcnt", "expcnt"}

func (c Counter) String() string {
	if c < NumCounters {
		return counterNames[c]
	}
	return fmt.Sprintf("Counter(%d)", c)
}

// The counters per memory kind [ISA3] (docs/latency.md "Counters per memory
// kind").
var memCounters = [NumMems][]Counter{
	MemVMEM:      {VMCnt},
	MemVMEMStore: {VMCnt, ExpCnt},
	MemFlat:      {VMCnt, LGKMCnt},
	MemFlatStore: {VMCnt, LGKMCnt, ExpCnt},
	MemLDS:       {LGKMCnt},
	MemGDS:       {LGKMCnt, ExpCnt},
	MemSMEM:      {LGKMCnt},
	MemMsg:       {LGKMCnt},
	MemExport:    {ExpCnt},
}

// Counters returns the counters an operation of kind m increments.
func (m Mem) Counters() []Counter {
	if m < NumMems {
		return memCounters[m]
	}
	return nil
}

// Special is a class's behaviour beyond issuing.
type Special uint8

const (
	SpecialNone    Special = iota
	SpecialWaitcnt         // waits on the counters its operands name
	SpecialNop             // s_nop N: N+1 wait states [ISA3]
	SpecialSleep           // s_sleep N: about 64*N cycles [ISA3]
	SpecialBarrier         // s_barrier
	SpecialEnd             // s_endpgm: completes when every outstanding operation has
	NumSpecials
)

var specialNames = [NumSpecials]string{"", "waitcnt", "nop", "sleep", "barrier", "end"}

func (s Special) String() string {
	if s < NumSpecials {
		return specialNames[s]
	}
	return fmt.Sprintf("Special(%d)", s)
}

// Class is one instruction class.
type Class struct {
	Name    string
	Unit    Unit
	Rate    Rate
	Mem     Mem
	Special Special
	Pos     string // "isa.yaml:LINE"
}

// Rule maps mnemonics (globs, Go path.Match syntax, on the mnemonic without
// encoding suffix) to a class.
type Rule struct {
	Globs    []string
	Class    string
	Fallback bool   // a catch-all: reported as a fallback
	Pos      string // "isa.yaml:LINE"
}

// Matches reports whether a glob of the rule matches s.
func (r *Rule) Matches(s string) bool {
	for _, g := range r.Globs {
		if globMatch(g, s) {
			return true
		}
	}
	return false
}

// globMatch is path.Match(g, s) for a well-formed glob, reading the glob's
// literal prefix first: Lookup tries every rule in order on each new
// mnemonic, and most globs fail on their first letters.
func globMatch(g, s string) bool {
	i := strings.IndexAny(g, `*?[\`)
	if i < 0 {
		return g == s
	}
	if !strings.HasPrefix(s, g[:i]) {
		return false
	}
	ok, _ := path.Match(g, s)
	return ok
}

type table struct {
	classes []*Class
	byName  map[string]*Class
	rules   []Rule // rules, then fallback rules
}

var (
	once   sync.Once
	tab    *table
	lookup sync.Map // op -> hit
)

type hit struct {
	class *Class
	rule  *Rule
}

func get() *table {
	once.Do(func() {
		t, err := parse(File, tableYAML)
		if err != nil {
			panic("cfg/isa: embedded " + err.Error())
		}
		tab = t
	})
	return tab
}

// Classes returns the classes in file order (shared: do not modify).
func Classes() []*Class { return get().classes }

// ClassByName returns the named class, or nil.
func ClassByName(name string) *Class { return get().byName[name] }

// Rules returns the rules in order, then the fallback rules (shared: do not
// modify).
func Rules() []Rule { return get().rules }

// Lookup returns the class of a mnemonic without encoding suffix (the first
// matching rule, fallbacks last) and the rule; nil, nil when none matches.
func Lookup(op string) (*Class, *Rule) {
	if v, ok := lookup.Load(op); ok {
		h := v.(hit)
		return h.class, h.rule
	}
	t := get()
	var h hit
	for i := range t.rules {
		if r := &t.rules[i]; r.Matches(op) {
			h = hit{t.byName[r.Class], r}
			break
		}
	}
	lookup.Store(op, h)
	return h.class, h.rule
}

// Cond is the condition of a branch, evaluated after the instruction.
type Cond uint8

const (
	CondNone Cond = iota // not a branch, or a condition the simulator does not evaluate
	CondSCC0
	CondSCC1
	CondVCCZ
	CondVCCNZ
	CondEXECZ
	CondEXECNZ
	CondUncond // s_branch
)

var branchConds = map[string]Cond{
	"s_branch": CondUncond,
	// A call and a return always jump.
	"s_swappc_b64":     CondUncond,
	"s_setpc_b64":      CondUncond,
	"s_cbranch_scc0":   CondSCC0,
	"s_cbranch_scc1":   CondSCC1,
	"s_cbranch_vccz":   CondVCCZ,
	"s_cbranch_vccnz":  CondVCCNZ,
	"s_cbranch_execz":  CondEXECZ,
	"s_cbranch_execnz": CondEXECNZ,
}

// BranchCond returns the condition of a branch mnemonic, CondNone for
// anything else.
func BranchCond(op string) Cond { return branchConds[op] }

// --- loading ---------------------------------------------------------------

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

func enum[T ~uint8](names []string, v *yaml.Node, file, what string) (T, error) {
	if v.Kind == yaml.ScalarNode {
		for i, n := range names {
			if n != "" && n == v.Value {
				return T(i), nil
			}
		}
	}
	var valid []string
	for _, n := range names {
		if n != "" {
			valid = append(valid, n)
		}
	}
	return 0, fmt.Errorf("%s:%d: %s: unknown value %q; valid: %s", file, v.Line, what, v.Value, strings.Join(valid, ", "))
}

// parse reads a table in the format of isa.yaml.
func parse(file string, data []byte) (*table, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
			return nil, fmt.Errorf("%s:%s: %s", file, m[1], m[2])
		}
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s:1: expected a mapping with classes, rules, fallback", file)
	}
	t := &table{byName: map[string]*Class{}}
	top := doc.Content[0]
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		var err error
		switch k.Value {
		case "classes":
			err = t.parseClasses(file, v)
		case "rules", "fallback":
			err = t.parseRules(file, v, k.Value == "fallback")
		default:
			err = fmt.Errorf("%s:%d: unknown key %q: want classes, rules, fallback", file, k.Line, k.Value)
		}
		if err != nil {
			return nil, err
		}
	}
	for _, r := range t.rules {
		if t.byName[r.Class] == nil {
			return nil, fmt.Errorf("%s: unknown class %q", r.Pos, r.Class)
		}
	}
	return t, nil
}

func (t *table) parseClasses(file string, n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("%s:%d: classes: expected a mapping", file, n.Line)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if v.Kind != yaml.MappingNode {
			return fmt.Errorf("%s:%d: class %q: expected a mapping", file, v.Line, k.Value)
		}
		if t.byName[k.Value] != nil {
			return fmt.Errorf("%s:%d: class %q defined twice", file, k.Line, k.Value)
		}
		c := &Class{Name: k.Value, Pos: fmt.Sprintf("%s:%d", file, k.Line)}
		hasUnit := false
		for j := 0; j+1 < len(v.Content); j += 2 {
			fk, fv := v.Content[j], v.Content[j+1]
			what := k.Value + "." + fk.Value
			var err error
			switch fk.Value {
			case "unit":
				c.Unit, err = enum[Unit](unitNames[:], fv, file, what)
				hasUnit = true
			case "rate":
				c.Rate, err = enum[Rate](rateNames[:], fv, file, what)
			case "mem":
				c.Mem, err = enum[Mem](memNames[:], fv, file, what)
			case "special":
				c.Special, err = enum[Special](specialNames[:], fv, file, what)
			default:
				err = fmt.Errorf("%s:%d: class %q: unknown field %q: want unit, rate, mem, special", file, fk.Line, k.Value, fk.Value)
			}
			if err != nil {
				return err
			}
		}
		if !hasUnit {
			return fmt.Errorf("%s: class %q: no unit", c.Pos, c.Name)
		}
		t.classes = append(t.classes, c)
		t.byName[c.Name] = c
	}
	return nil
}

func (t *table) parseRules(file string, n *yaml.Node, fallback bool) error {
	if n.Kind != yaml.SequenceNode {
		return fmt.Errorf("%s:%d: expected a list of {match: GLOB or [GLOBS], class: NAME}", file, n.Line)
	}
	for _, e := range n.Content {
		r := Rule{Fallback: fallback, Pos: fmt.Sprintf("%s:%d", file, e.Line)}
		if e.Kind != yaml.MappingNode {
			return fmt.Errorf("%s: expected {match: GLOB or [GLOBS], class: NAME}", r.Pos)
		}
		for j := 0; j+1 < len(e.Content); j += 2 {
			k, v := e.Content[j], e.Content[j+1]
			switch k.Value {
			case "match":
				globs := []*yaml.Node{v}
				if v.Kind == yaml.SequenceNode {
					globs = v.Content
				}
				for _, g := range globs {
					if g.Kind != yaml.ScalarNode || g.Value == "" {
						return fmt.Errorf("%s: match: expected a mnemonic glob", r.Pos)
					}
					if _, err := path.Match(g.Value, ""); err != nil {
						return fmt.Errorf("%s: match: bad glob %q: %v", r.Pos, g.Value, err)
					}
					r.Globs = append(r.Globs, g.Value)
				}
			case "class":
				r.Class = v.Value
			default:
				return fmt.Errorf("%s: unknown key %q: want match, class", r.Pos, k.Value)
			}
		}
		if len(r.Globs) == 0 || r.Class == "" {
			return fmt.Errorf("%s: expected {match: GLOB or [GLOBS], class: NAME}", r.Pos)
		}
		t.rules = append(t.rules, r)
	}
	return nil
}
