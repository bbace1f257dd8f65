package soundness

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Fault deliberately breaks one check, to see the campaign catch it (a
// self-test of the campaign, not of the analysis).
type Fault uint8

const (
	// NoFault checks honestly.
	NoFault Fault = iota
	// FaultBound checks every input set's Eq. 5.4 bound as if it were one
	// cycle below the observed time of the parallel runs: every case is a
	// parallel bound violation.
	FaultBound
	// FaultOutput flips one byte of every run's global memory before the
	// comparisons: every case is an output mismatch.
	FaultOutput
	// FaultCrash panics in every case's bound check: every case is a
	// crash, reported with its stack.
	FaultCrash
)

// ParseFault parses "none", "bound", "output" or "crash".
func ParseFault(s string) (Fault, error) {
	switch s {
	case "", "none":
		return NoFault, nil
	case "bound":
		return FaultBound, nil
	case "output":
		return FaultOutput, nil
	case "crash":
		return FaultCrash, nil
	}
	return NoFault, fmt.Errorf("fault %q: want none, bound, output or crash", s)
}

func (f Fault) String() string {
	switch f {
	case FaultBound:
		return "bound"
	case FaultOutput:
		return "output"
	case FaultCrash:
		return "crash"
	}
	return "none"
}

// Config describes a campaign. The zero values of the optional fields take
// the defaults given.
type Config struct {
	// Kernels is the number of random kernels (at least 1).
	Kernels int
	// Seed drives everything random: kernel i is drawn from (Seed, i)
	// alone, so a kernel does not depend on Kernels or on the workers.
	Seed uint64
	// S are the values of S analyzed per kernel (0..63, at least one).
	S []int
	// Sizes are the workgroup sizes a kernel is drawn with (default 32,
	// 64, 100, 128: partial wavefronts included).
	Sizes []int
	// MaxGroups bounds the workgroups of an input set: 1..MaxGroups
	// (default 3).
	MaxGroups int
	// MemoryBudget bounds each kernel's simulations (splitmodel.SimConfig).
	MemoryBudget int64
	// Sets is the number of input sets per kernel (default 2): each has
	// its own workgroup count and table contents.
	Sets int
	// HW is the timing model (default: timing.Default()). HWData, when set,
	// is its YAML, copied into every reproducer as hw.yaml.
	HW     timing.Config
	HWData []byte
	// SplitPolicy is --split-policy as given ("": the hardware's), which
	// Command repeats; HW.SplitPolicy already holds its effect.
	SplitPolicy string
	// Assume and Weights are analyze's --assume and --weights (the zero
	// values are its defaults: roles.WorstCase roles, per-wavefront
	// weights).
	Assume  roles.Assumption
	Weights splitmodel.Weighting
	// Workers run kernels concurrently (0: GOMAXPROCS).
	Workers int
	// Progress, when set, is called after each kernel with the kernels
	// done and the total (from one goroutine at a time).
	Progress func(done, total int)
	// Fault breaks a check on purpose (a self-test).
	Fault Fault
	// Static also checks the static bound (splitmodel/staticbound) of
	// every input set and mode against its observed time, with the
	// generator's bound of every loop as flow facts.
	Static bool
	// Calls draws the kernels with direct calls to generated device
	// functions (gen.RandomCalls); the hybrid analysis' flow facts then
	// also bound every device function's loop, so that an edge passing a
	// call no trace observed gets the call's static cost.
	Calls bool
	// Barriers draws the kernels with uniform loops whose bodies hold
	// barriers (gen.RandomBarriers: LDS exchanges, some under uniform ifs
	// on the iteration); the flow facts then also hold the generator's
	// counts of those ifs' barrier blocks (both analyses) and its lanes
	// facts of the ifs' branches (the static bound's).
	Barriers bool
	// Target is the processor the kernels are compiled for
	// (gen.Kernel.AssemblyFor): "" for gfx803, or a gfx9 processor
	// (gfx900, gfx902, gfx906, gfx90c) for kernels in gfx9's spellings.
	Target string
}

// Defaults.
var (
	DefaultSizes     = []int{32, 64, 100, 128}
	DefaultMaxGroups = 3
	DefaultSets      = 2
)

func (c *Config) normalize() error {
	if c.Kernels < 1 {
		return fmt.Errorf("soundness: %d kernels: want at least 1", c.Kernels)
	}
	if len(c.S) == 0 {
		return fmt.Errorf("soundness: no value of S")
	}
	if c.Target == asm.DefaultArch.Name {
		c.Target = "" // the default: the campaign (and its hash) of no --target
	}
	if err := c.checkTarget(); err != nil {
		return fmt.Errorf("soundness: %v", err)
	}
	if c.Static && c.HW.Caches() {
		// Refused before any kernel is simulated (docs/static.md).
		return fmt.Errorf("soundness: --static: %s turns the memory hierarchy on (caches or DRAM time): the static bound does not model caches", c.HW.Name)
	}
	if keys := c.HW.Unstatic(); c.Static && len(keys) > 0 {
		return fmt.Errorf("soundness: --static: %s sets %s: the static bound does not model them", c.HW.Name, strings.Join(keys, ", "))
	}
	c.S = append([]int(nil), c.S...)
	slices.Sort(c.S)
	c.S = slices.Compact(c.S)
	for _, s := range c.S {
		if s < 0 || s > isa.MaxS {
			return fmt.Errorf("soundness: S = %d: want 0..%d", s, isa.MaxS)
		}
	}
	if len(c.Sizes) == 0 {
		c.Sizes = DefaultSizes
	}
	for _, s := range c.Sizes {
		if s < 1 || s > 1024 {
			return fmt.Errorf("soundness: workgroup size %d: want 1..1024", s)
		}
	}
	if c.MaxGroups == 0 {
		c.MaxGroups = DefaultMaxGroups
	}
	if c.MaxGroups < 1 || c.MaxGroups > 4096 {
		return fmt.Errorf("soundness: at most %d workgroups per input set: want 1..4096", c.MaxGroups)
	}
	if c.Sets == 0 {
		c.Sets = DefaultSets
	}
	if c.Sets < 1 || c.Sets > 16 {
		return fmt.Errorf("soundness: %d input sets per kernel: want 1..16", c.Sets)
	}
	if c.HW.CUs == 0 {
		c.HW = timing.Default()
	}
	if c.Workers <= 0 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	return nil
}

// KernelSpec is what kernel i of a campaign is drawn as.
type KernelSpec struct {
	Index int `json:"-"`
	// Seed and Size are gen.RandomMarked's arguments, Marking its marking.
	Seed    uint64      `json:"-"`
	Size    int         `json:"workgroup_size"`
	Marking gen.Marking `json:"-"`
	// Calls: gen.RandomCalls instead of gen.RandomMarked (Config.Calls);
	// Barriers: gen.RandomBarriers (Config.Barriers; with Calls, its
	// kernel with gen.AddCalls).
	Calls    bool `json:"-"`
	Barriers bool `json:"-"`
	// Groups and TabSeeds give each input set's workgroups and the seed of
	// its table's random contents.
	Groups   []int `json:"workgroups"`
	TabSeeds []int `json:"tab_seeds"`
}

// Spec draws kernel i of the campaign (Seed, i).
func (c *Config) Spec(i int) KernelSpec {
	r := rand.New(rand.NewPCG(c.Seed, 0x736f756e64000000+uint64(i)))
	ks := KernelSpec{Index: i, Seed: r.Uint64(), Size: c.Sizes[r.IntN(len(c.Sizes))], Calls: c.Calls, Barriers: c.Barriers}
	switch x := r.IntN(20); {
	case x < 10:
		ks.Marking = gen.MarkStatements
	case x < 17:
		ks.Marking = gen.MarkKernel
	default:
		ks.Marking = gen.MarkNone
	}
	for s := 0; s < c.Sets; s++ {
		ks.Groups = append(ks.Groups, 1+r.IntN(c.MaxGroups))
		ks.TabSeeds = append(ks.TabSeeds, 1+r.IntN(1<<30))
	}
	return ks
}

// Kernel returns the spec's kernel.
func (ks KernelSpec) Kernel() *gen.Kernel {
	switch {
	case ks.Barriers && ks.Calls:
		return gen.AddCalls(gen.RandomBarriers(ks.Seed, ks.Size, ks.Marking), ks.Seed)
	case ks.Barriers:
		return gen.RandomBarriers(ks.Seed, ks.Size, ks.Marking)
	case ks.Calls:
		return gen.RandomCalls(ks.Seed, ks.Size, ks.Marking)
	}
	return gen.RandomMarked(ks.Seed, ks.Size, ks.Marking)
}

// generator names the generator call that draws the spec's kernel, with
// the marking as mark spells it.
func (ks KernelSpec) generator(mark string) string {
	switch {
	case ks.Barriers && ks.Calls:
		return fmt.Sprintf("gen.AddCalls(gen.RandomBarriers(%#x, %d, %s), %#x)", ks.Seed, ks.Size, mark, ks.Seed)
	case ks.Barriers:
		return fmt.Sprintf("gen.RandomBarriers(%#x, %d, %s)", ks.Seed, ks.Size, mark)
	case ks.Calls:
		return fmt.Sprintf("gen.RandomCalls(%#x, %d, %s)", ks.Seed, ks.Size, mark)
	}
	return fmt.Sprintf("gen.RandomMarked(%#x, %d, %s)", ks.Seed, ks.Size, mark)
}

// Workload returns the spec's workload file (docs/workload.md): the
// kernel's three arguments (tab: 256 random ints; out: one int per
// work-item; counters: 4 ints) and one input set per entry of Groups.
func (ks KernelSpec) Workload() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# splitwcet fuzz: kernel %d, %s\n", ks.Index, ks.generator(ks.Marking.String()))
	fmt.Fprintf(&b, "kernel: gk\nworkgroup_size: [%d]\nworkgroups: [%d]\nargs:\n", ks.Size, ks.Groups[0])
	fmt.Fprintf(&b, "  - {name: tab, type: i32, count: 256, init: \"random(%d, -100000, 100000)\"}\n", ks.TabSeeds[0])
	fmt.Fprintf(&b, "  - {name: out, type: i32, count: %d, output: true}\n", ks.Groups[0]*ks.Size)
	b.WriteString("  - {name: counters, type: i32, count: 4, output: true}\ninputs:\n")
	for i, g := range ks.Groups {
		fmt.Fprintf(&b, "  - name: in%d\n", i)
		if i == 0 {
			continue
		}
		fmt.Fprintf(&b, "    workgroups: [%d]\n    args:\n", g)
		fmt.Fprintf(&b, "      tab: {init: \"random(%d, -100000, 100000)\"}\n", ks.TabSeeds[i])
		fmt.Fprintf(&b, "      out: {count: %d}\n", g*ks.Size)
	}
	return []byte(b.String())
}

// Category classifies a finding.
type Category string

// Finding categories. The first six are failures; the two premise-broken
// bound categories are not (the role analysis does not promise a bound
// for wavefronts outside its premise), but they are reported.
const (
	BoundParallel Category = "bound-parallel" // Eq. 5.4 < observed (parallel runs)
	BoundSerial   Category = "bound-serial"   // Eq. 5.5 < observed (serialized runs)
	Output        Category = "output"         // memory after a split run differs
	Crash         Category = "crash"          // a panic
	Livelock      Category = "livelock"       // a simulator's livelock guard
	Error         Category = "error"          // any other error
	// With Config.Static: the static bound below the observed time.
	StaticParallel Category = "static-parallel"
	StaticSerial   Category = "static-serial"
)

// Finding is one thing a check found.
type Finding struct {
	Category Category `json:"category"`
	Detail   string   `json:"detail"`
}

// Case is one kernel at one S.
type Case struct {
	Kernel int `json:"kernel_index"`
	S      int `json:"S"`
	// Observed and bounds (maxima over the input sets, as `analyze`
	// prints them); -1 when not computed.
	ObservedParallel int64 `json:"observed_parallel_cycles"`
	BoundParallel    int64 `json:"bound_parallel_cycles"`
	ObservedSerial   int64 `json:"observed_serial_cycles"`
	BoundSerial      int64 `json:"bound_serial_cycles"`
	// Splits counts the split wavefronts the parallel runs traced.
	Splits int `json:"splits"`
	// With Config.Static: the static bounds (maxima over the input sets;
	// 0 when not computed) and the observed times they are compared with.
	StaticParallel         int64 `json:"static_parallel_cycles,omitempty"`
	StaticSerial           int64 `json:"static_serial_cycles,omitempty"`
	StaticObservedParallel int64 `json:"static_observed_parallel_cycles,omitempty"`
	StaticObservedSerial   int64 `json:"static_observed_serial_cycles,omitempty"`
	// CycleGuard is the cycle limit the case's runs were repeated with
	// after they reached the hardware's (simulateBeyondGuard); 0 when
	// they did not.
	CycleGuard int64 `json:"cycle_guard,omitempty"`
	// Premise lists the roles whose traced wavefronts left their pruned
	// IPG (RoleBound.Outside), per mode; empty when the premise held.
	Premise []string `json:"premise_broken,omitempty"`
	// Facts is the flow-facts file the analysis used (the generator's
	// bounds of loops no trace executed), empty when none.
	Facts    string    `json:"flow_facts,omitempty"`
	Findings []Finding `json:"findings,omitempty"`
	// StaticFacts is the flow-facts file of the static bound (the
	// generator's bound of every loop), for the reproducer; with
	// Config.Static only.
	StaticFacts string `json:"-"`
}

// PremiseBroken reports whether some traced wavefront broke the role
// analysis' premise.
func (c *Case) PremiseBroken() bool { return len(c.Premise) > 0 }

// Failed reports whether a check failed: every finding is a failure. (A
// broken premise is no finding: the analysis handles it by deriving the
// roles again under the all-executions assumption; Case.Premise records
// it.)
func (c *Case) Failed() bool { return len(c.Findings) > 0 }

// Has reports whether the case has a finding of category cat.
func (c *Case) Has(cat Category) bool {
	for _, f := range c.Findings {
		if f.Category == cat {
			return true
		}
	}
	return false
}

// Categories lists the case's finding categories, once each, in order.
func (c *Case) Categories() []string {
	var out []string
	for _, f := range c.Findings {
		if !slices.Contains(out, string(f.Category)) {
			out = append(out, string(f.Category))
		}
	}
	return out
}

// ErrorKind sorts an error finding's detail into a few kinds for the
// counts: "IPET infeasible", "loop without a bound", "deadlock" or "other".
func ErrorKind(detail string) string {
	switch {
	case strings.Contains(detail, "IPET infeasible"):
		return "IPET infeasible"
	case strings.Contains(detail, "has no bound") || strings.Contains(detail, "have no bound"):
		return "loop without a bound"
	case strings.Contains(detail, "deadlock"):
		return "deadlock"
	}
	return "other"
}

func (c *Case) add(cat Category, format string, args ...any) {
	c.Findings = append(c.Findings, Finding{Category: cat, Detail: fmt.Sprintf(format, args...)})
}

// KernelResult is one kernel with its cases (in S order).
type KernelResult struct {
	Spec KernelSpec
	// Assembly and Workload are the files a reproducer holds (kept only
	// for kernels with a finding; Spec.Kernel().Assembly() and
	// Spec.Workload() regenerate them).
	Assembly string
	Workload []byte
	Cases    []*Case
}

func (kr *KernelResult) hasFindings() bool {
	for _, cs := range kr.Cases {
		if len(cs.Findings) > 0 {
			return true
		}
	}
	return false
}

// Run executes the campaign: every kernel of c at every S of c.
func Run(c Config) (*Report, error) {
	if err := c.normalize(); err != nil {
		return nil, err
	}
	res := make([]*KernelResult, c.Kernels)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := 0; w < min(c.Workers, c.Kernels); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res[i] = RunKernel(&c, i)
				if c.Progress != nil {
					mu.Lock()
					done++
					c.Progress(done, c.Kernels)
					mu.Unlock()
				}
			}
		}()
	}
	for i := 0; i < c.Kernels; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	return NewReport(c, res), nil
}

// Normalize checks c and fills in the defaults of its zero fields, as Run
// does.
func (c *Config) Normalize() error { return c.normalize() }

// RunKernel runs kernel i of the normalized campaign c at every S of c (a
// shard of a campaign runs some of them: splitmodel/sweep). Its Assembly
// and Workload are kept only when a case has a finding.
func RunKernel(c *Config, i int) *KernelResult {
	kr := runKernel(c, c.Spec(i))
	if !kr.hasFindings() {
		// Only reproducers need the files (Spec regenerates them).
		kr.Assembly, kr.Workload = "", nil
	}
	return kr
}

// NewReport counts the kernel results of the normalized campaign c (in
// index order; a merge of shards may hold fewer than c.Kernels).
func NewReport(c Config, kernels []*KernelResult) *Report {
	rep := &Report{Config: c, Kernels: kernels}
	rep.count()
	return rep
}

// panicError is a recovered panic with its stack.
type panicError struct {
	value any
	stack []byte
}

func (e *panicError) Error() string { return fmt.Sprintf("panic: %v\n%s", e.value, e.stack) }

// protect runs f, turning a panic into a *panicError.
func protect(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &panicError{value: r, stack: debug.Stack()}
		}
	}()
	return f()
}

// classify files an error under crash, livelock or error.
func classify(c *Case, what string, err error) {
	var pe *panicError
	var le *sim.LivelockError
	switch {
	case errors.As(err, &pe):
		c.add(Crash, "%s: %v", what, err)
	case errors.As(err, &le) || isCycleGuard(err):
		c.add(Livelock, "%s: %v", what, err)
	default:
		c.add(Error, "%s: %v", what, err)
	}
}

// kernelSetup is what every case of a kernel shares.
type kernelSetup struct {
	k      *gen.Kernel
	kernel *kernel.Kernel // loaded for simulation
	wf     *workload.File
	prog   *sim.Program
	ig     *ipg.Graph
	// base is the S = 0 functional run's memory per input set.
	base [][]region
	// static is the kernel's static model (Config.Static), made once.
	static *staticbound.Model
}

func runKernel(c *Config, spec KernelSpec) *KernelResult {
	kr := &KernelResult{Spec: spec}
	for _, S := range c.S {
		kr.Cases = append(kr.Cases, &Case{Kernel: spec.Index, S: S, ObservedParallel: -1, BoundParallel: -1, ObservedSerial: -1, BoundSerial: -1})
	}
	var st *kernelSetup
	err := protect(func() error {
		var err error
		st, err = setup(c, spec, kr)
		return err
	})
	if err != nil {
		for _, cs := range kr.Cases {
			classify(cs, "loading the kernel", err)
		}
		return kr
	}
	for _, cs := range kr.Cases {
		if err := protect(func() error { return checkOutputs(c, st, cs) }); err != nil {
			classify(cs, "functional run", err)
		}
		if err := protect(func() error { return checkBounds(c, st, cs) }); err != nil {
			classify(cs, "analysis", err)
		}
	}
	return kr
}

func setup(c *Config, spec KernelSpec, kr *KernelResult) (*kernelSetup, error) {
	st := &kernelSetup{k: spec.Kernel()}
	kr.Assembly = st.k.AssemblyFor(c.processor())
	kr.Workload = spec.Workload()
	var err error
	if st.wf, err = workload.Parse("workload.yaml", kr.Workload); err != nil {
		return nil, err
	}
	if st.kernel, err = kernel.FromText("kernel.s", []byte(kr.Assembly), kernel.Config{Simulate: true, Workload: st.wf, HW: &c.HW}); err != nil {
		return nil, err
	}
	st.prog, st.ig = st.kernel.Program, st.kernel.IPG
	for _, set := range st.wf.Sets {
		mem, err := functional(st.prog, set.Launch, sim.Options{})
		if err != nil {
			return nil, fmt.Errorf("input set %s, S = 0: %w", set.Name, err)
		}
		st.base = append(st.base, mem)
	}
	return st, nil
}

// region is a snapshot of one global-memory region.
type region struct {
	name string
	base uint64
	data []byte
}

// functional runs the launch on the functional simulator and returns its
// global memory afterwards.
func functional(p *sim.Program, l *sim.Launch, opt sim.Options) ([]region, error) {
	m, err := sim.NewMachine(p, l, opt)
	if err != nil {
		return nil, err
	}
	if _, err := m.Run(); err != nil {
		return nil, err
	}
	var out []region
	for _, r := range m.Mem.Regions() {
		out = append(out, region{name: r.Name, base: r.Base, data: append([]byte(nil), r.Data...)})
	}
	return out, nil
}

// diffMemory describes the first difference between two memories, or "".
func diffMemory(a, b []region) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d regions, want %d", len(b), len(a))
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.name != y.name || x.base != y.base || len(x.data) != len(y.data) {
			return fmt.Sprintf("region %d is %s at %#x (%d bytes), want %s at %#x (%d bytes)", i, y.name, y.base, len(y.data), x.name, x.base, len(x.data))
		}
		if j := firstDiff(x.data, y.data); j >= 0 {
			n := 0
			for k := range x.data {
				if x.data[k] != y.data[k] {
					n++
				}
			}
			return fmt.Sprintf("%s: %d byte(s) differ, the first at offset %d (address %#x): %#02x, want %#02x", x.name, n, j, x.base+uint64(j), y.data[j], x.data[j])
		}
	}
	return ""
}

func firstDiff(a, b []byte) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

func i32s(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func bytesOf(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

// checkOutputs: global memory after the run at S equals the S = 0 run's,
// and the outputs the reference interpreter's.
func checkOutputs(c *Config, st *kernelSetup, cs *Case) error {
	for si, set := range st.wf.Sets {
		mem := st.base[si]
		if cs.S != 0 {
			var err error
			if mem, err = functional(st.prog, set.Launch, sim.Options{S: cs.S, Policy: c.HW.SplitPolicy, Reconverge: c.HW.Reconverge}); err != nil {
				return fmt.Errorf("input set %s, S = %d: %w", set.Name, cs.S, err)
			}
		}
		if c.Fault == FaultOutput {
			mem = corrupt(mem)
		}
		if d := diffMemory(st.base[si], mem); d != "" {
			cs.add(Output, "input set %s: global memory after the run at S = %d differs from the S = 0 run: %s", set.Name, cs.S, d)
		}
		l := set.Launch
		out, ctr := st.k.Reference(i32s(l.Args[0].Buffer), l.Workgroups[0])
		want := map[string][]byte{"out": bytesOf(out), "counters": bytesOf(ctr[:])}
		for _, r := range mem {
			w, ok := want[r.name]
			if !ok {
				continue
			}
			if j := firstDiff(w, r.data); j >= 0 || len(w) != len(r.data) {
				cs.add(Output, "input set %s: %s at S = %d differs from the reference interpreter (first at byte %d)", set.Name, r.name, cs.S, j)
			}
		}
	}
	return nil
}

// corrupt returns mem with the first byte of its first non-empty region
// flipped (FaultOutput).
func corrupt(mem []region) []region {
	out := append([]region(nil), mem...)
	for i, r := range out {
		if len(r.data) > 0 {
			d := append([]byte(nil), r.data...)
			d[0] ^= 0xff
			out[i].data = d
			break
		}
	}
	return out
}

// unobservedFacts returns flow facts with the generator's exact bound of
// every loop no trace of some mode executed (analyze refuses such a loop
// without a fact; every other loop keeps its observed bound) and of every
// loop of the kernel's device functions (so that an edge passing a call
// no trace observed gets the call's static cost instead of being
// refused), and the generator's counts of barrier blocks
// (Config.Barriers), and records them in cs.Facts as a flow-facts file.
// Nil when there is none.
func unobservedFacts(st *kernelSetup, cs *Case, runs []*splitmodel.TraceRun) (*flowfacts.Facts, error) {
	seen := map[*cfg.Loop]int{} // loop -> modes that executed it
	for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
		an := traces.NewAnalyzer(st.ig)
		for _, r := range runs {
			if r.Mode != mode {
				continue
			}
			if err := r.AddTo(an); err != nil {
				return nil, err
			}
		}
		for l := range an.Stats().ObservedLoopBounds() {
			seen[l]++
		}
	}
	bound := map[string]int{}
	for _, f := range st.k.LoopFacts() {
		bound[f.Header] = f.Max
	}
	var b strings.Builder
	head := "# The generator's bounds of the loops no trace executed (splitwcet fuzz): header executions per entry.\nkernel: gk\nloops:\n"
	if len(st.k.Funcs) > 0 {
		head = "# The generator's bounds of the loops no trace executed and of the device functions' loops (splitwcet fuzz): header executions per entry.\nkernel: gk\nloops:\n"
	}
	for _, l := range st.ig.CFG.Loops {
		if seen[l] == 2 {
			continue
		}
		max, ok := bound[l.Header.Name]
		if !ok {
			return nil, fmt.Errorf("loop at %s: the generator has no bound for it", l.Header.Name)
		}
		if b.Len() == 0 {
			b.WriteString(head)
		}
		fmt.Fprintf(&b, "  - header: %s\n    max: %d\n", l.Header.Name, max)
	}
	for _, f := range st.k.LoopFacts() {
		if st.ig.CFG.Block(f.Header) != nil {
			continue // a loop of the kernel's own code
		}
		if b.Len() == 0 {
			b.WriteString(head)
		}
		fmt.Fprintf(&b, "  - header: %s\n    max: %d\n", f.Header, f.Max)
	}
	if counts, _ := st.k.BlockFacts(); len(counts) > 0 {
		if b.Len() == 0 {
			b.WriteString(head)
		}
		b.WriteString("# The generator's counts of the barrier blocks of its uniform ifs: executions in the whole run.\n")
		writeBlockFacts(&b, "counts", counts)
	}
	if b.Len() == 0 {
		return nil, nil
	}
	cs.Facts = b.String()
	return flowfacts.Parse("flow.yaml", []byte(cs.Facts))
}

// checkBounds runs analyze's pipeline at S and checks both bounds per
// input set.
func checkBounds(c *Config, st *kernelSetup, cs *Case) error {
	if c.Fault == FaultCrash {
		panic(fmt.Sprintf("injected fault: crash in kernel %d at S = %d", cs.Kernel, cs.S))
	}
	runs, err := simulateCase(c, st, cs, st.kernel)
	if err != nil && c.Static && isCycleGuard(err) {
		runs, err = simulateBeyondGuard(c, st, cs, err)
	}
	if err != nil {
		return err
	}
	if c.Static {
		if err := protect(func() error { return checkStatic(st, cs, runs) }); err != nil {
			classify(cs, "static bound", err)
		}
	}
	facts, err := unobservedFacts(st, cs, runs)
	if err != nil {
		return err
	}
	opt := splitmodel.KernelOptions{IPG: st.ig, HW: splitmodel.HardwareOf(c.HW), Facts: facts, Weights: c.Weights}
	opt.UseRoles(c.Assume)
	res, err := splitmodel.AnalyzeKernel(opt, cs.S, runs)
	if err != nil {
		return err
	}
	if res.Parallel == nil || res.Serial == nil {
		return fmt.Errorf("the analysis lacks the parallel or the serialized runs")
	}
	for _, ma := range []*splitmodel.ModeAnalysis{res.Parallel, res.Serial} {
		for _, rb := range ma.Roles {
			if rb.Left > 0 {
				cs.Premise = append(cs.Premise, fmt.Sprintf("%s runs, role %d: %d of its %d traced wavefronts took a path its %s role excludes; bounded with %s roles", ma.Mode, rb.J, rb.Left, rb.Streams, c.Assume, ma.Assumption))
			}
		}
		par := ma.Mode == timing.Parallel
		if par {
			cs.ObservedParallel, cs.BoundParallel = ma.Observed, ma.BoundParallel
			for _, s := range ma.Stats.Streams {
				if s.Split > 0 {
					cs.Splits++
				}
			}
		} else {
			cs.ObservedSerial, cs.BoundSerial = ma.Observed, ma.BoundSerial
		}
		for _, sb := range ma.Sets {
			bound, eq, cat := sb.BoundSerial, "5.5", BoundSerial
			if par {
				bound, eq, cat = sb.BoundParallel, "5.4", BoundParallel
				if c.Fault == FaultBound {
					bound = sb.Observed - 1
				}
			}
			if bound >= sb.Observed {
				continue
			}
			term := sb.Serial
			if par {
				term = sb.Parallel
			}
			cs.add(cat, "input set %s: Eq. %s bound %d < observed %d (%s runs; B = %d, worst term %s: δ = %d + L = %d)",
				sb.Set, eq, bound, sb.Observed, ma.Mode, sb.B, term, term.Delta, term.L)
		}
	}
	return nil
}

// simulateCase runs the case's timing simulations of kernel k: every
// input set at the case's S, in both modes.
func simulateCase(c *Config, st *kernelSetup, cs *Case, k *kernel.Kernel) ([]*splitmodel.TraceRun, error) {
	return splitmodel.Simulate(splitmodel.SimConfig{Kernel: k, Sets: st.wf.Sets, S: []int{cs.S},
		Modes: []timing.Mode{timing.Parallel, timing.Serial}, Workers: 1, MemoryBudget: c.MemoryBudget})
}

// isCycleGuard reports whether err is the timing simulator's cycle limit
// (limits.cycles) reached by a run: a livelock error naming the spinning
// wavefront, or the plain error when workgroups were left undispatched.
func isCycleGuard(err error) bool {
	return strings.Contains(err.Error(), "cycle limit")
}

// maxCycleGuard is how far past the hardware's cycle limit a case's runs
// may be repeated (simulateBeyondGuard), in multiples of that limit: it
// keeps a real livelock's cost at a few seconds of simulation per run.
const maxCycleGuard = 16

// simulateBeyondGuard repeats the case's runs with the cycle limit at the
// case's largest static bound, when that lies past the hardware's limit
// (at most maxCycleGuard times it), and records the limit in
// Case.CycleGuard. A generated kernel always ends, but a long one on slow
// memory passes the default limit (seed 19, kernel 78 on
// hw-2cu-2slot-slowmem: 172 M cycles against 100 M) and used to count as
// a livelock. A sound static bound is past the end of every run, so a run
// that still reaches the raised limit is a failure either way: a livelock
// or a static bound below the observed time; it stays in the livelock
// category. Without a static bound past the limit the first error, first,
// stands.
func simulateBeyondGuard(c *Config, st *kernelSetup, cs *Case, first error) ([]*splitmodel.TraceRun, error) {
	guard := c.HW.CycleLimit
	if err := prepareStatic(st, cs); err != nil {
		return nil, first // no static bound to raise the limit to
	}
	bound := int64(0)
	for i := range st.wf.Sets {
		for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
			b, err := st.static.Bound(st.static.LaunchOf(st.wf.Sets[i].Launch), cs.S, mode)
			if err != nil {
				return nil, first
			}
			bound = max(bound, b.Cycles)
		}
	}
	limit := min(bound, maxCycleGuard*guard)
	if limit <= guard {
		return nil, first
	}
	k := *st.kernel
	k.HW.CycleLimit = limit
	cs.CycleGuard = limit
	runs, err := simulateCase(c, st, cs, &k)
	if err != nil && isCycleGuard(err) {
		return nil, fmt.Errorf("repeated with the cycle limit at %d cycles (the hardware's %d; the static bound %d): %w", limit, guard, bound, err)
	}
	return runs, err
}

// checkStatic checks the static bound of every run (input set and mode)
// against the run's observed time. The flow facts are the generator's
// bound of every loop and its block facts (Config.Barriers: the counts of
// barrier blocks, the lanes of if branches).
func checkStatic(st *kernelSetup, cs *Case, runs []*splitmodel.TraceRun) error {
	if err := prepareStatic(st, cs); err != nil {
		return err
	}
	for _, r := range runs {
		var set *workload.Set
		for i := range st.wf.Sets {
			if st.wf.Sets[i].Name == r.Set {
				set = &st.wf.Sets[i]
			}
		}
		if set == nil {
			return fmt.Errorf("run %s: no input set %q", r.Name, r.Set)
		}
		b, err := st.static.Bound(st.static.LaunchOf(set.Launch), r.S, r.Mode)
		if err != nil {
			return err
		}
		bound, obs, cat := &cs.StaticParallel, &cs.StaticObservedParallel, StaticParallel
		if r.Mode == timing.Serial {
			bound, obs, cat = &cs.StaticSerial, &cs.StaticObservedSerial, StaticSerial
		}
		*bound, *obs = max(*bound, b.Cycles), max(*obs, r.Cycles)
		if b.Cycles < r.Cycles {
			cs.add(cat, "input set %s: static bound %d < observed %d (%s runs; %+v)", r.Set, b.Cycles, r.Cycles, r.Mode, *b)
		}
	}
	return nil
}

// prepareStatic makes the kernel's static model once (kernelSetup.static),
// with the generator's facts recorded in cs.StaticFacts.
func prepareStatic(st *kernelSetup, cs *Case) error {
	var b strings.Builder
	b.WriteString("kernel: gk\nloops:\n")
	for _, f := range st.k.LoopFacts() {
		fmt.Fprintf(&b, "  - header: %s\n    max: %d\n", f.Header, f.Max)
	}
	counts, lanes := st.k.BlockFacts()
	writeBlockFacts(&b, "counts", counts)
	writeBlockFacts(&b, "lanes", lanes)
	cs.StaticFacts = b.String()
	if st.static != nil {
		return nil
	}
	facts, err := flowfacts.Parse("flow-static.yaml", []byte(cs.StaticFacts))
	if err != nil {
		return err
	}
	lds := st.prog.Fn.Descriptor.GroupSegmentSize()
	st.static, err = staticbound.Prepare(st.ig, facts, st.kernel.HW, lds, staticbound.Shapes(st.wf.Sets)...)
	return err
}

// writeBlockFacts writes the list key of block facts (counts or lanes;
// nothing when there is none).
func writeBlockFacts(b *strings.Builder, key string, facts []gen.BlockFact) {
	if len(facts) == 0 {
		return
	}
	fmt.Fprintf(b, "%s:\n", key)
	for _, f := range facts {
		fmt.Fprintf(b, "  - block: %s\n    max: %d\n", f.Block, f.Max)
	}
}

// processor is the processor the kernels are written for.
func (c *Config) processor() string {
	if c.Target == "" {
		return asm.DefaultArch.Name
	}
	return c.Target
}

// checkTarget reports a Target the generator cannot write code for.
func (c *Config) checkTarget() error {
	if a, ok := asm.ArchFromProcessor(c.processor()); !ok || a.Major != 8 && a.Major != 9 {
		return fmt.Errorf("target %q: want a gfx8 or gfx9 processor such as gfx803 or gfx906 (the generator writes their code)", c.Target)
	}
	return nil
}

// target is --target as the campaign's command, text and JSON name it:
// empty for the default, gfx803.
func (c *Config) target() string {
	if p := c.processor(); p != asm.DefaultArch.Name {
		return p
	}
	return ""
}
