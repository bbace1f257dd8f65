package eval

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// The "chosen" marking: the marking splitmodel/choose picks for a kernel at
// one S, exactly as `splitwcet choose FILE -w W [--facts F] [--set SET] -S S`
// picks it with its default settings (every if-type candidate, the unsplit
// simulation's weights, exhaustive search up to 10 candidates, else greedy
// over the 24 largest regions, the 3 best predictions and the baselines
// confirmed by simulation; docs/choose.md). choose optimizes the Eq. 5.4
// bound for the S it is given, so the evaluation asks it once per S ≥ 1
// and runs each S with the marking chosen for that S; S = 0 has no slot to
// split into, no marking can change the run, and choose does not apply:
// its row is the unmarked kernel (choose's "none").
//
// A marking is a static property of the code (thesis 4.5: the split bit
// is set by instructions the compiler or developer places), so one
// marking per S serves every input: choose picks it on the small input
// (the registered small kernel of the same name), and the medium input
// runs that marking unchanged. This also keeps choose's simulations off
// the medium inputs, which would cost most of make rodinia's time.

// Choice is the marking choose picked for a kernel at S.
type Choice struct {
	S int
	// Name is choose's name of the chosen entry ("none", "first-S",
	// "thesis", "search #k"), with its aliases: "search #2 (= none)".
	Name string
	// Marks are the labels of the marked branches (empty: no marking).
	Marks []string
	// Text is the kernel's assembly with that marking (choose.Emit).
	Text []byte
	// Bound and Observed are choose's confirming simulation's Eq. 5.4
	// bound and observed time.
	Bound, Observed int64
}

// Key identifies the marking (its sorted labels; "" for none).
func (c *Choice) Key() string { return strings.Join(c.Marks, ",") }

// Describe is "none" or the marked labels.
func (c *Choice) Describe() string {
	if len(c.Marks) == 0 {
		return "no branch"
	}
	return "{" + strings.Join(c.Marks, ", ") + "}"
}

var (
	choiceMu    sync.Mutex
	choiceCache = map[string]*choiceEntry{}
)

type choiceEntry struct {
	once sync.Once
	c    *Choice
	err  error
}

// Choose returns the marking choose picks for kernel kd (workloads and
// facts under dir, assembly asmPath) at S, computed once per process for
// each (assembly, kernel, S): the output checks and the evaluation share
// it. For a medium-input kernel it is the marking picked on the small
// input of the same kernel (above).
func Choose(dir, asmPath string, kd Kernel, S int, workers int) (*Choice, error) {
	if kd.SizeName() != "small" {
		if small, ok := FindKernel(kd.Bench, kd.Name, ""); ok && small.Unit == kd.Unit && small.Symbol == kd.Symbol {
			small.Reconverge = kd.Reconverge
			kd = small
		}
	}
	key := fmt.Sprintf("%s\x00%s\x00%s\x00%s\x00%s\x00%d\x00%v", asmPath, kd.Symbol, kd.Workload, kd.Set, kd.SizeName(), S, kd.Reconverge)
	choiceMu.Lock()
	e := choiceCache[key]
	if e == nil {
		e = &choiceEntry{}
		choiceCache[key] = e
	}
	choiceMu.Unlock()
	e.once.Do(func() { e.c, e.err = runChoose(dir, asmPath, kd, S, workers) })
	return e.c, e.err
}

func runChoose(dir, asmPath string, kd Kernel, S int, workers int) (*Choice, error) {
	k, sets, err := LoadKernel(context.Background(), dir, asmPath, kd)
	if err != nil {
		return nil, err
	}
	res, err := choose.Run(choose.Config{Kernel: k, Sets: sets, S: S, Confirm: 3, Workers: workers,
		Search: choose.SearchOptions{Exhaustive: 10, Screen: 24}})
	if err != nil {
		return nil, fmt.Errorf("choose -S %d: %w", S, err)
	}
	ch := res.Chosen
	c := &Choice{S: S, Name: ch.Name, Text: ch.Sim.Emitted.Text, Bound: ch.Sim.Bound, Observed: ch.Sim.Observed}
	if len(ch.Aliases) > 0 {
		c.Name += " (= " + strings.Join(ch.Aliases, ", ") + ")"
	}
	for _, cd := range res.Branches(ch.Marking) {
		c.Marks = append(c.Marks, cd.Label())
	}
	return c, nil
}

// LoadKernel loads kd from asmPath for simulation with its workload (with
// the buffers kd.Buffers generates) and flow facts under dir, with
// splits.reconverge on when kd.Reconverge, and returns it with the input
// sets kd.Set selects.
func LoadKernel(ctx context.Context, dir, asmPath string, kd Kernel) (*kernel.Kernel, []workload.Set, error) {
	facts := ""
	if kd.Facts != "" {
		facts = filepath.Join(dir, kd.Facts)
	}
	k, err := kernel.Load(ctx, kernel.Input{Path: asmPath, Workload: filepath.Join(dir, kd.Workload), Facts: facts,
		NeedWorkload: true, Reconverge: kd.Reconverge, Config: kernel.Config{Simulate: true, Kernel: kd.Symbol}})
	if err != nil {
		return nil, nil, err
	}
	if kd.Buffers != nil {
		if err := fillBuffers(k.Workload, kd.Buffers); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", kd.Workload, err)
		}
	}
	if kd.Set == "all" || kd.Set == "" {
		return k, k.Workload.Sets, nil
	}
	s, err := k.Workload.Set(kd.Set)
	if err != nil {
		return nil, nil, err
	}
	return k, []workload.Set{*s}, nil
}

// fillBuffers replaces the contents of the buffers gen names, per input
// set; each must have the declared size.
func fillBuffers(wf *workload.File, gen func() (map[string]map[string][]byte, error)) error {
	bufs, err := gen()
	if err != nil {
		return err
	}
	for name, args := range bufs {
		s, err := wf.Set(name)
		if err != nil {
			return err
		}
		for arg, data := range args {
			found := false
			for i := range s.Launch.Args {
				a := &s.Launch.Args[i]
				if a.Name != arg {
					continue
				}
				if !a.IsBuffer || len(a.Buffer) != len(data) {
					return fmt.Errorf("set %s: argument %s: %d generated bytes, the workload declares a buffer of %d", name, arg, len(data), len(a.Buffer))
				}
				a.Buffer = append([]byte(nil), data...)
				found = true
			}
			if !found {
				return fmt.Errorf("set %s: no argument %s", name, arg)
			}
		}
	}
	return nil
}

// chooseFor returns the marking choose picks at S for the kernel the
// workload wlPath (a path under examples/rodinia/<bench>/) runs: the
// registered kernel with that workload (its facts and input sets), else
// the workload's kernel with all its sets and no facts.
func chooseFor(asmPath, wlPath string, S int) (*Choice, error) {
	slash := filepath.ToSlash(wlPath)
	for _, k := range Kernels() {
		if strings.HasSuffix(slash, "/"+k.Workload) {
			dir := filepath.FromSlash(strings.TrimSuffix(slash, "/"+k.Workload))
			return Choose(dir, asmPath, k, S, 0)
		}
	}
	if _, err := os.Stat(wlPath); err != nil {
		return nil, err
	}
	dir := filepath.Dir(filepath.Dir(wlPath))
	rel, err := filepath.Rel(dir, wlPath)
	if err != nil {
		return nil, err
	}
	return Choose(dir, asmPath, Kernel{Workload: filepath.ToSlash(rel), Set: "all"}, S, 0)
}
