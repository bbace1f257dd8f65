// Package tightness is the static bound's tightness suite (make tightness,
// docs/static.md "Tightness"): for our examples and the Rodinia kernels of
// ../shared/rodinia (compiled at evaluation time, docs/rodinia.md), the
// static bound (splitmodel/staticbound) against the simulator's observed
// time, per kernel, S and mode, with the median and the maximum ratio.
//
// Each case is a kernel with its workload (every input set of it) and the
// flow facts the suite uses: a fact of the suite says which workload value
// it comes from (the facts files' comments), so the static bound holds for
// every input of that workload's shape and loop counts. The Rodinia kernels
// run with the whole kernel marked (MODE bit 21 set at entry, as the
// thesis ran the suite); our examples as they are marked.
package tightness

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/examples/rodinia/eval"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Case is one kernel of the suite.
type Case struct {
	// Name is "examples/NAME" or "rodinia/BENCH/KERNEL".
	Name string
	// Facts names the flow-facts file used ("" when none).
	Facts string
	// Barriers: the kernel has s_barrier (filled in by Measure).
	Barriers bool
	load     func(ctx context.Context) (*kernel.Kernel, []workload.Set, error)
}

// Examples are our example kernels, each with its workload and its flow
// facts: examples/NAME/flow.tight.yaml when it exists (facts taken from
// the workload's values, tighter than the example's general flow.yaml),
// else examples/NAME/flow.yaml. root is the repository's root.
func Examples(root string) []Case {
	var cs []Case
	for _, name := range examples.Names() {
		c := Case{Name: "examples/" + name}
		tight := filepath.Join(root, "examples", name, "flow.tight.yaml")
		if _, err := os.Stat(tight); err == nil {
			c.Facts = "examples/" + name + "/flow.tight.yaml"
		} else if _, ok, _ := examples.Facts(name); ok {
			c.Facts = "examples/" + name + "/flow.yaml"
		}
		c.load = func(ctx context.Context) (*kernel.Kernel, []workload.Set, error) {
			k, err := kernel.Example(name, kernel.Config{Simulate: true})
			if err != nil {
				return nil, nil, err
			}
			if c.Facts == "examples/"+name+"/flow.tight.yaml" {
				f, err := parseFacts(tight, c.Facts)
				if err != nil {
					return nil, nil, err
				}
				if k, err = kernel.FromText(k.Source, k.Text, kernel.Config{Kernel: k.Name(), Simulate: true, Workload: k.Workload, Facts: f, HW: &k.HW}); err != nil {
					return nil, nil, err
				}
			}
			return k, k.Workload.Sets, nil
		}
		cs = append(cs, c)
	}
	return cs
}

// parseFacts reads the flow-facts file at path, named name in messages.
func parseFacts(path, name string) (*flowfacts.Facts, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return flowfacts.Parse(name, data)
}

// Rodinia are the registered Rodinia kernels of the small input
// (examples/rodinia/eval), each from asmDir/<bench>/<unit>.s with its
// workload and facts under dir (examples/rodinia), whole kernel marked:
// in place of a registered facts file NAME.yaml its NAME.tight.yaml when
// that exists (facts the suite takes from the small input's values that
// the evaluation's own file does not state yet: hotspot's).
// benches, when given, selects benchmarks.
func Rodinia(dir, asmDir string, benches ...string) []Case {
	var cs []Case
	for _, kd := range eval.Kernels() {
		if kd.SizeName() != "small" || len(benches) > 0 && !slices.Contains(benches, kd.Bench) {
			continue
		}
		c := Case{Name: "rodinia/" + kd.Bench + "/" + kd.Name}
		tight := ""
		if kd.Facts != "" {
			c.Facts = "examples/rodinia/" + kd.Facts
			name := strings.TrimSuffix(kd.Facts, ".yaml") + ".tight.yaml"
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				tight, c.Facts = filepath.Join(dir, name), "examples/rodinia/"+name
			}
		}
		c.load = func(ctx context.Context) (*kernel.Kernel, []workload.Set, error) {
			k, sets, err := eval.LoadKernel(ctx, dir, filepath.Join(asmDir, kd.Bench, kd.Unit+".s"), kd)
			if err != nil {
				return nil, nil, err
			}
			if tight != "" {
				if k.Facts, err = parseFacts(tight, c.Facts); err != nil {
					return nil, nil, err
				}
			}
			text, err := eval.MarkEntry(k.Text, k.Name())
			if err != nil {
				return nil, nil, err
			}
			mk, err := kernel.FromText(k.Source+" (whole kernel marked)", text, kernel.Config{Kernel: k.Name(), Simulate: true,
				Workload: k.Workload, Facts: k.Facts, HW: &k.HW})
			if err != nil {
				return nil, nil, err
			}
			return mk, sets, nil
		}
		cs = append(cs, c)
	}
	return cs
}

// Row is one case at one S and mode: the static bound and the observed
// time, both the largest over the input sets.
type Row struct {
	Case     string `json:"case"`
	S        int    `json:"S"`
	Mode     string `json:"mode"`
	Static   int64  `json:"static_cycles"`
	Observed int64  `json:"observed_cycles"`
	// Dominant is the static bound's largest interference term.
	Dominant string `json:"dominant"`
	Barriers bool   `json:"barriers"`
	// Set is the input set of the static bound; Terms its terms.
	Set   string             `json:"set"`
	Terms *staticbound.Bound `json:"terms"`
}

// Ratio is static / observed.
func (r Row) Ratio() float64 { return float64(r.Static) / float64(max(r.Observed, 1)) }

// prepare loads case c and prepares its static model.
func (c *Case) prepare(ctx context.Context) (*kernel.Kernel, []workload.Set, *staticbound.Model, error) {
	k, sets, err := c.load(ctx)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	m, err := staticbound.PrepareKernel(k, sets)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	return k, sets, m, nil
}

// Measure bounds and simulates case c at every S of Ss in both modes (the
// simulations run on workers goroutines). A static bound below an
// observation is an error.
func Measure(ctx context.Context, c *Case, Ss []int, workers int) ([]Row, error) {
	k, sets, m, err := c.prepare(ctx)
	if err != nil {
		return nil, err
	}
	c.Barriers = m.Barriers
	rows, err := m.Rows(sets, Ss)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	type job struct {
		S    int
		mode timing.Mode
		set  int
	}
	var jobs []job
	for _, S := range Ss {
		for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
			for i := range sets {
				jobs = append(jobs, job{S, mode, i})
			}
		}
	}
	obs := make([]int64, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < max(workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				j := jobs[i]
				res, err := timing.Run(k.Program, sets[j.set].Launch, k.HW, timing.Options{S: j.S, Serial: j.mode == timing.Serial})
				if err != nil {
					errs[i] = fmt.Errorf("%s: set %s, S = %d, %s: %w", c.Name, sets[j.set].Name, j.S, j.mode, err)
					continue
				}
				obs[i] = res.Cycles
			}
		}()
	}
	for i := range jobs {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	worst := map[[2]int]int64{}
	for i, j := range jobs {
		if errs[i] != nil {
			return nil, errs[i]
		}
		key := [2]int{j.S, int(j.mode)}
		worst[key] = max(worst[key], obs[i])
	}
	var out []Row
	for _, r := range rows {
		for _, x := range []struct {
			b    *staticbound.Bound
			set  string
			mode timing.Mode
		}{{r.Parallel, r.SetParallel, timing.Parallel}, {r.Serial, r.SetSerial, timing.Serial}} {
			row := Row{Case: c.Name, S: r.S, Mode: x.mode.String(), Static: x.b.Cycles, Observed: worst[[2]int{r.S, int(x.mode)}],
				Dominant: x.b.Dominant, Barriers: m.Barriers, Set: x.set, Terms: x.b}
			if row.Static < row.Observed {
				return nil, fmt.Errorf("%s: S = %d, %s: static bound %d below the observed %d: a defect of the static model", c.Name, r.S, x.mode, row.Static, row.Observed)
			}
			out = append(out, row)
		}
	}
	return out, nil
}

// Summary is the median and maximum ratio of some rows.
type Summary struct {
	N      int
	Median float64
	Max    float64
	MaxOf  string
}

// Summarize is the summary of the rows at S in mode (all modes when
// mode is ""), barrier kernels only when barriers.
func Summarize(rows []Row, S int, mode string, onlyBarriers bool) Summary {
	var rs []float64
	s := Summary{}
	for _, r := range rows {
		if r.S != S || mode != "" && r.Mode != mode || onlyBarriers && !r.Barriers {
			continue
		}
		x := r.Ratio()
		rs = append(rs, x)
		if x > s.Max {
			s.Max, s.MaxOf = x, r.Case
		}
	}
	s.N = len(rs)
	if len(rs) == 0 {
		return s
	}
	sort.Float64s(rs)
	if len(rs)%2 == 1 {
		s.Median = rs[len(rs)/2]
	} else {
		s.Median = (rs[len(rs)/2-1] + rs[len(rs)/2]) / 2
	}
	return s
}

// Markdown is the suite's table: per case (in order) and S, static /
// observed cycles with the ratio and the dominant term, parallel then
// serialized, and the ratio of before (rows of an earlier run, when it has
// the row); then per S and mode the median and the largest ratio, over
// every case and over the cases with s_barrier.
func Markdown(cases []Case, rows []Row, Ss []int, before []Row) string {
	var b strings.Builder
	byKey := map[string]Row{}
	for _, r := range rows {
		byKey[fmt.Sprintf("%s|%d|%s", r.Case, r.S, r.Mode)] = r
	}
	was := map[string]Row{}
	for _, r := range before {
		was[fmt.Sprintf("%s|%d|%s", r.Case, r.S, r.Mode)] = r
	}
	modes := []string{timing.Parallel.String(), timing.Serial.String()}
	b.WriteString("| kernel | facts |")
	for _, S := range Ss {
		for _, mode := range modes {
			fmt.Fprintf(&b, " S = %d, %s |", S, mode)
		}
	}
	b.WriteString("\n|---|---|")
	for range Ss {
		b.WriteString("---|---|")
	}
	b.WriteString("\n")
	for _, c := range cases {
		if _, ok := byKey[fmt.Sprintf("%s|%d|%s", c.Name, Ss[0], modes[0])]; !ok {
			continue
		}
		name := c.Name
		if c.Barriers {
			name += " (barrier)"
		}
		facts := c.Facts
		if facts == "" {
			facts = "none"
		}
		fmt.Fprintf(&b, "| %s | %s |", name, facts)
		for _, S := range Ss {
			for _, mode := range modes {
				key := fmt.Sprintf("%s|%d|%s", c.Name, S, mode)
				r := byKey[key]
				fmt.Fprintf(&b, " %d / %d (**%.2f**, %s", r.Static, r.Observed, r.Ratio(), r.Dominant)
				if w, ok := was[key]; ok {
					fmt.Fprintf(&b, "; was %.2f", w.Ratio())
				}
				b.WriteString(") |")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("\n| S | mode | kernels | median | max (kernel) | barrier kernels | their median | their max |\n|---|---|---|---|---|---|---|---|\n")
	for _, S := range Ss {
		for _, mode := range modes {
			a, br := Summarize(rows, S, mode, false), Summarize(rows, S, mode, true)
			wa, wbr := Summarize(before, S, mode, false), Summarize(before, S, mode, true)
			w := func(x float64, s Summary) string {
				if s.N == 0 {
					return fmt.Sprintf("%.2f", x)
				}
				return fmt.Sprintf("%.2f (was %.2f)", x, s.Median)
			}
			wm := func(x float64, s Summary) string {
				if s.N == 0 {
					return fmt.Sprintf("%.2f", x)
				}
				return fmt.Sprintf("%.2f (was %.2f)", x, s.Max)
			}
			fmt.Fprintf(&b, "| %d | %s | %d | %s | %s, %s | %d | %s | %s |\n", S, mode, a.N, w(a.Median, wa), wm(a.Max, wa), a.MaxOf, br.N, w(br.Median, wbr), wm(br.Max, wbr))
		}
	}
	return b.String()
}
