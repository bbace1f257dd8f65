package peer

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// Row is one kernel of the suite evaluated: ours, MGPUSim's (run now or as
// recorded) and how they compare.
type Row struct {
	Kernel Kernel
	Grid   string // workgroups x work-items
	Ours   *Ours
	// RefBad lists the output buffers ours computes unlike the Go
	// reference (empty: every one agrees).
	RefBad []string
	// MGPUSim are MGPUSim's numbers: Rec's kernel time, empty kernel,
	// instruction count and output hashes.
	MGPUSim RecordRow
	// OutputsEqual: every output buffer of ours hashes as MGPUSim's.
	OutputsEqual bool
	Err          error
}

// Ratio is ours (first issue to last end) over MGPUSim like with like.
func (r *Row) Ratio() float64 {
	rec := r.MGPUSim
	rec.Cycles = r.Ours.Cycles
	return rec.Ratio()
}

// Config says how to evaluate the suite.
type Config struct {
	Src    string // the MGPUSim source tree (the kernels' OpenCL files)
	Driver string // MGPUSim's driver binary; "" uses the recorded numbers
	HW     timing.Config
	Out    string // working directory: assembly, code objects, MGPUSim runs
	// Jobs runs this many kernels at once (MGPUSim runs take seconds to
	// minutes each).
	Jobs int
	// Reuse reads the MGPUSim runs already in Out instead of running
	// them again.
	Reuse bool
	// Log receives a line per step.
	Log io.Writer
}

// Evaluate runs the kernels on our simulator and, with a driver, on
// MGPUSim (with the record's numbers otherwise), in suite order.
func Evaluate(ctx context.Context, c Config, ks []Kernel, rec *Record) []*Row {
	rows := make([]*Row, len(ks))
	sem := make(chan struct{}, max(c.Jobs, 1))
	var wg sync.WaitGroup
	var mu sync.Mutex
	logf := func(format string, args ...any) {
		if c.Log != nil {
			mu.Lock()
			fmt.Fprintf(c.Log, format+"\n", args...)
			mu.Unlock()
		}
	}
	// Compile each source once, before the kernels run in parallel.
	asm := map[string]string{}
	for _, k := range ks {
		if _, ok := asm[k.Source+k.Flags]; ok {
			continue
		}
		p, err := Compile(ctx, c.Src, k, c.Out)
		if err == nil && c.Driver != "" {
			_, err = Link(ctx, p)
		}
		if err != nil {
			asm[k.Source+k.Flags] = ""
			logf("%s: %v", k.Name, err)
			continue
		}
		asm[k.Source+k.Flags] = p
	}
	empties := &emptyRuns{times: map[string]int64{}}
	for i, k := range ks {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			rows[i] = evaluate(ctx, c, k, asm[k.Source+k.Flags], rec, empties)
			if rows[i].Err != nil {
				logf("%s: %v", k.Name, rows[i].Err)
			} else {
				logf("%s: ours %d cycles, MGPUSim %d - %d", k.Name, rows[i].Ours.Cycles, rows[i].MGPUSim.KernelTime, rows[i].MGPUSim.Empty)
			}
		}()
	}
	wg.Wait()
	return rows
}

func evaluate(ctx context.Context, c Config, k Kernel, asmPath string, rec *Record, empties *emptyRuns) *Row {
	row := &Row{Kernel: k}
	if asmPath == "" {
		row.Err = fmt.Errorf("not compiled")
		return row
	}
	prog, set, err := Prepare(k, asmPath)
	if err != nil {
		row.Err = err
		return row
	}
	l := set.Launch
	row.Grid = fmt.Sprintf("%s x %s", grid(l.Workgroups), grid(l.WorkgroupSize))
	if row.Ours, err = RunOurs(prog, set, c.HW); err != nil {
		row.Err = err
		return row
	}
	if row.RefBad, err = CheckReference(k, l, row.Ours.Outputs); err != nil {
		row.Err = err
		return row
	}
	if c.Driver == "" {
		r, ok := rec.Row(k.Name)
		if !ok {
			row.Err = fmt.Errorf("no recorded MGPUSim run (make peer with MGPUSim records one)")
			return row
		}
		row.MGPUSim = r
	} else {
		hsaco, err := Link(ctx, asmPath)
		if err != nil {
			row.Err = err
			return row
		}
		dir := filepath.Join(c.Out, "runs", k.Name)
		mg, err := RunMGPUSim(ctx, c.Driver, hsaco, prog.Fn.Name, prog, l, dir, c.Reuse)
		if err != nil {
			row.Err = err
			return row
		}
		empty, err := empties.time(ctx, c, l.Workgroups, l.WorkgroupSize)
		if err != nil {
			row.Err = err
			return row
		}
		row.MGPUSim = RecordRow{Name: k.Name, KernelTime: mg.KernelTime, Empty: empty, Instructions: mg.Instructions, Outputs: map[string]string{}}
		for name, b := range mg.Outputs {
			row.MGPUSim.Outputs[name] = Hash(b)
		}
	}
	row.OutputsEqual = len(row.MGPUSim.Outputs) == len(row.Ours.Outputs)
	for name, h := range row.MGPUSim.Outputs {
		if b, ok := row.Ours.Outputs[name]; !ok || Hash(b) != h {
			row.OutputsEqual = false
		}
	}
	row.MGPUSim.Cycles, row.MGPUSim.Launched = row.Ours.Cycles, row.Ours.Launched
	return row
}

func grid(d [3]int) string {
	s := fmt.Sprint(max(d[0], 1))
	if d[1] > 1 || d[2] > 1 {
		s += fmt.Sprintf("x%d", max(d[1], 1))
	}
	if d[2] > 1 {
		s += fmt.Sprintf("x%d", d[2])
	}
	return s
}

// emptyRuns caches the empty kernel's MGPUSim time per grid.
type emptyRuns struct {
	mu    sync.Mutex
	times map[string]int64
}

func (e *emptyRuns) time(ctx context.Context, c Config, groups, size [3]int) (int64, error) {
	key := grid(groups) + "/" + grid(size)
	e.mu.Lock()
	defer e.mu.Unlock()
	if t, ok := e.times[key]; ok {
		return t, nil
	}
	if err := os.WriteFile(filepath.Join(c.Out, "empty.cl"), []byte(EmptyKernel), 0o644); err != nil {
		return 0, err
	}
	asmPath, err := Compile(ctx, c.Out, Kernel{Name: "empty", Source: "empty.cl"}, c.Out)
	if err != nil {
		return 0, err
	}
	hsaco, err := Link(ctx, asmPath)
	if err != nil {
		return 0, err
	}
	dir := filepath.Join(c.Out, "runs", "empty-"+strings.ReplaceAll(key, "/", "-"))
	if !c.Reuse || !finished(dir) {
		os.RemoveAll(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return 0, err
		}
		args := []string{"-hsaco", hsaco, "-kernel", "empty", "-wg", fmt.Sprint(size[0]), "-nwg", fmt.Sprint(groups[0]),
			"-wgy", fmt.Sprint(max(size[1], 1)), "-nwgy", fmt.Sprint(max(groups[1], 1)), "-arg", "out=out:4", "-timing", "-disable-rtm"}
		if err := runDriver(ctx, c.Driver, dir, args); err != nil {
			return 0, err
		}
	}
	kt, _, err := metrics(ctx, dir)
	if err != nil {
		return 0, err
	}
	e.times[key] = kt
	return kt, nil
}

// Summary is the suite's agreement: how many rows are within Within of
// MGPUSim like with like, and the geometric mean of |ratio|.
type Summary struct {
	Rows, WithinBound, OutputsEqual, InstructionsEqual, RefAgree int
	GeoMean, GeoMeanLaunched                                     float64
	Within                                                       float64
}

// Within is the bound each row's ratio must keep (20%).
const Within = 0.20

// Summarize counts the rows that compared (no error).
func Summarize(rows []*Row) Summary {
	s := Summary{Within: Within}
	var rs, ls []float64
	for _, r := range rows {
		if r.Err != nil {
			continue
		}
		s.Rows++
		x := r.Ratio()
		rs = append(rs, x)
		if r.Ours.Launched > 0 {
			ls = append(ls, r.MGPUSim.RatioLaunched())
		}
		if math.Abs(x-1) <= Within {
			s.WithinBound++
		}
		if r.OutputsEqual {
			s.OutputsEqual++
		}
		if r.Ours.Instructions == r.MGPUSim.Instructions {
			s.InstructionsEqual++
		}
		if len(r.RefBad) == 0 {
			s.RefAgree++
		}
	}
	s.GeoMean = GeoMeanAbs(rs)
	s.GeoMeanLaunched = GeoMeanAbs(ls)
	return s
}

// WriteTable writes the suite's table in Markdown: per kernel its class,
// launch, instruction counts, outputs, MGPUSim's kernel time and empty
// kernel, like with like, ours and the ratio; then the summary.
func WriteTable(w io.Writer, rows []*Row) {
	fmt.Fprintln(w, "| kernel | class | grid | instructions (ours = MGPUSim) | outputs = MGPUSim | = Go reference | MGPUSim kernel_time | empty | like with like | ours | ratio | ours as MGPUSim counts | ratio |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	yes := func(b bool) string {
		if b {
			return "yes"
		}
		return "**no**"
	}
	for _, r := range rows {
		if r.Err != nil {
			fmt.Fprintf(w, "| %s | %s | | error: %s | | | | | | | | | |\n", r.Kernel.Name, r.Kernel.Class, strings.ReplaceAll(r.Err.Error(), "\n", " "))
			continue
		}
		m := r.MGPUSim
		insts := fmt.Sprintf("%d", r.Ours.Instructions)
		if r.Ours.Instructions != m.Instructions {
			insts = fmt.Sprintf("**%d ≠ %d**", r.Ours.Instructions, m.Instructions)
		}
		launched, lratio := "", ""
		if r.Ours.Launched > 0 {
			launched, lratio = fmt.Sprint(r.Ours.Launched), fmt.Sprintf("%.2f", m.RatioLaunched())
		}
		ratio := fmt.Sprintf("%.2f", r.Ratio())
		if math.Abs(r.Ratio()-1) > Within {
			ratio = "**" + ratio + "**"
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %d | %d | %d | %d | %s | %s | %s |\n",
			r.Kernel.Name, r.Kernel.Class, r.Grid, insts, yes(r.OutputsEqual), yes(len(r.RefBad) == 0),
			m.KernelTime, m.Empty, m.LikeWithLike(), r.Ours.Cycles, ratio, launched, lratio)
	}
	s := Summarize(rows)
	fmt.Fprintf(w, "\n%d kernels: %d within %.0f%% like with like, geometric mean of |ratio| %.3f (as MGPUSim counts: %.3f); outputs equal %d, instruction counts equal %d, Go references %d.\n",
		s.Rows, s.WithinBound, 100*s.Within, s.GeoMean, s.GeoMeanLaunched, s.OutputsEqual, s.InstructionsEqual, s.RefAgree)
}
