package eval

import (
	"context"
	"fmt"
	"runtime"
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The evaluation (make rodinia, cmd/evaluate): for every kernel with a
// workload, the thesis' Fig. 6.3 numbers (observed time and the Eq. 5.4 and
// Eq. 5.5 bounds per S, both modes) under two markings, and the output
// check of its benchmark.

// EvalS are the values of S of thesis Fig. 6.3.
var EvalS = []int{0, 1, 2, 4, 8, 16, 32, 63}

// Markings of the evaluation: "whole-kernel" sets MODE bit 21 once at
// kernel entry (MarkEntry), as the thesis ran the suite; "none" is the
// kernel as hipcc compiled it, which writes no MODE bit ("file" and "none"
// are the same kernel here: choose.Emit with no branch leaves it
// unchanged); "chosen" runs each S ≥ 1 with the marking choose picks for
// that S (Choose; S = 0 is the unmarked kernel).
var Markings = []string{"whole-kernel", "none", "chosen"}

// Recorder is a TB that records the errors of a check run outside go test.
type Recorder struct {
	Errors []string
	Logs   []string
}

func (r *Recorder) Helper()                   {}
func (r *Recorder) Errorf(f string, a ...any) { r.Errors = append(r.Errors, fmt.Sprintf(f, a...)) }
func (r *Recorder) Error(a ...any)            { r.Errors = append(r.Errors, fmt.Sprint(a...)) }
func (r *Recorder) Logf(f string, a ...any)   { r.Logs = append(r.Logs, fmt.Sprintf(f, a...)) }
func (r *Recorder) Fatalf(f string, a ...any) { r.Errorf(f, a...); runtime.Goexit() }
func (r *Recorder) Fatal(a ...any)            { r.Error(a...); runtime.Goexit() }

// RunCheck runs check on a goroutine of its own (Fatal ends it) and returns
// what it recorded.
func RunCheck(check func(t TB, dir, asmPath string), dir, asmPath string) *Recorder {
	r := &Recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r, dir, asmPath)
	}()
	<-done
	return r
}

// Row is one (S, marking) row of a summary: observed times and bounds per
// mode, in cycles.
type Row struct {
	S                int    `json:"S"`
	Marking          string `json:"marking"`
	ObservedParallel int64  `json:"observed_parallel"`
	ObservedSerial   int64  `json:"observed_serial"`
	BoundParallel    int64  `json:"bound_parallel"`
	BoundSerial      int64  `json:"bound_serial"`
	SplitsParallel   int    `json:"splits_parallel"`
	SplitsSerial     int    `json:"splits_serial"`
	// UnsplitParallel is the observed parallel-mode time of the same
	// marked kernel at S = 0 (no split hardware): the numerator of the
	// Fig. 6.1 speedup.
	UnsplitParallel int64 `json:"unsplit_parallel"`
	// Chosen and Marks (marking "chosen", S ≥ 1): choose's name of the
	// chosen entry and the labels of the branches it marks.
	Chosen string   `json:"chosen,omitempty"`
	Marks  []string `json:"marks,omitempty"`
	// PremiseHeld is false when a traced wavefront left its role under
	// the worst-case assumption; the bounds are then those of the roles
	// that admit every execution, and Assumption names the premise the
	// bounds were computed with (per mode, parallel first).
	PremiseHeld bool   `json:"premise_held"`
	Assumption  string `json:"assumption"`
}

// Summary is out/rodinia/<bench>/<kernel>/summary.json.
type Summary struct {
	Benchmark              string   `json:"benchmark"`
	Kernel                 string   `json:"kernel"`
	Symbol                 string   `json:"symbol"`
	Size                   string   `json:"size"`
	Input                  string   `json:"input"`
	Workload               string   `json:"workload"`
	Facts                  string   `json:"facts,omitempty"`
	InputSets              string   `json:"input_sets"`
	OutputMatchesReference bool     `json:"output_matches_reference"`
	OutputCheck            string   `json:"output_check"`
	SplitsObserved         int      `json:"splits_observed"`
	Rows                   []Row    `json:"rows"`
	Violations             []string `json:"violations"`
	// Reconverge: the kernel ran and was analyzed with splits that merge
	// at their joins (Kernel.Reconverge).
	Reconverge bool `json:"reconverge,omitempty"`
	// Runs are the analyses behind the rows, one per distinct marked
	// kernel, for the reports (not in the JSON).
	Runs []*MarkedRun `json:"-"`
}

// MarkedRun is one marked kernel simulated and analyzed at some values of
// S: what its rows and its HTML report come from.
type MarkedRun struct {
	// Marking is "whole-kernel", "none" or "chosen"; Label describes it
	// for the report ("chosen for S = 1, 2: {.LBB0_3}").
	Marking, Label string
	Kernel         *kernel.Kernel
	Results        []*splitmodel.SResult
	splits         map[[2]int]int
	text           []byte
}

// Evaluate loads kernel kd from asmPath (workloads and facts from dir) and
// runs it at every S of Ss in both modes under each marking of Markings,
// analyzing each run as splitwcet analyze does by default (worst-case
// roles, per-wavefront weights). SplitsObserved is the largest number of
// split wavefronts of one run.
func Evaluate(ctx context.Context, dir, asmPath string, kd Kernel, Ss []int, workers int) (*Summary, error) {
	k, sets, err := LoadKernel(ctx, dir, asmPath, kd)
	if err != nil {
		return nil, err
	}
	sum := &Summary{Benchmark: kd.Bench, Kernel: kd.Name, Symbol: kd.Symbol, Size: kd.SizeName(), Input: kd.Input,
		Workload: "examples/rodinia/" + kd.Workload, InputSets: kd.Set, Rows: []Row{}, Violations: []string{}, Reconverge: kd.Reconverge}
	if kd.Facts != "" {
		sum.Facts = "examples/rodinia/" + kd.Facts
	}
	run := func(mk, label string, text []byte, at []int) (*MarkedRun, error) {
		mk2, err := kernel.FromText(k.Source+" (marking "+mk+")", text, kernel.Config{Kernel: k.Name(), Simulate: true,
			Workload: k.Workload, Facts: k.Facts, HW: &k.HW})
		if err != nil {
			return nil, fmt.Errorf("marking %s: %w", label, err)
		}
		runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: mk2, Sets: sets, S: at,
			Modes: []timing.Mode{timing.Parallel, timing.Serial}, Workers: workers})
		if err != nil {
			return nil, fmt.Errorf("marking %s: %w", label, err)
		}
		mr := &MarkedRun{Marking: mk, Label: label, Kernel: mk2, splits: map[[2]int]int{}, text: text}
		for _, r := range runs {
			key := [2]int{r.S, int(r.Mode)}
			mr.splits[key] = max(mr.splits[key], r.Splits())
		}
		var opt splitmodel.KernelOptions
		opt.UseRoles(roles.WorstCase)
		opt.IPG, opt.HW, opt.Facts, opt.Weights = mk2.IPG, splitmodel.HardwareOf(mk2.HW), mk2.Facts, splitmodel.PerWavefront
		if mr.Results, err = splitmodel.AnalyzeEachS(opt, at, runs); err != nil {
			return nil, fmt.Errorf("marking %s: analyze: %w", label, err)
		}
		sum.Runs = append(sum.Runs, mr)
		return mr, nil
	}
	entry, err := MarkEntry(k.Text, k.Name())
	if err != nil {
		return nil, err
	}
	whole, err := run("whole-kernel", "whole kernel (MODE bit 21 set at entry)", entry, Ss)
	if err != nil {
		return nil, err
	}
	em, err := choose.Emit(k.Text, k.CFG, nil)
	if err != nil {
		return nil, err
	}
	none, err := run("none", "none (as compiled)", em.Text, Ss)
	if err != nil {
		return nil, err
	}
	sum.addRows(whole, "whole-kernel", Ss, nil)
	sum.addRows(none, "none", Ss, nil)

	// chosen: S = 0 is the unmarked kernel; each S ≥ 1 the marking choose
	// picks for it, each distinct marked kernel simulated once at S = 0
	// and the values of S it was chosen for.
	choices := map[int]*Choice{}
	var keys []string
	group := map[string][]int{}
	for _, S := range Ss {
		if S == 0 {
			continue
		}
		ch, err := Choose(dir, asmPath, kd, S, workers)
		if err != nil {
			return nil, err
		}
		choices[S] = ch
		if _, ok := group[ch.Key()]; !ok {
			keys = append(keys, ch.Key())
		}
		group[ch.Key()] = append(group[ch.Key()], S)
	}
	byS := map[int]*MarkedRun{}
	for _, S := range Ss {
		if S == 0 {
			byS[0] = none
		}
	}
	for _, key := range keys {
		at := group[key]
		ch := choices[at[0]]
		if string(ch.Text) == string(none.text) {
			for _, S := range at {
				byS[S] = none
			}
			continue
		}
		label := fmt.Sprintf("chosen for S = %s: %s", joinInts(at), ch.Describe())
		if kd.SizeName() != "small" {
			label += " (chosen on the small input)"
		}
		mr, err := run("chosen", label, ch.Text, append([]int{0}, at...))
		if err != nil {
			return nil, err
		}
		for _, S := range at {
			byS[S] = mr
		}
	}
	for _, S := range Ss {
		sum.addRows(byS[S], "chosen", []int{S}, choices[S])
	}
	for _, r := range sum.Rows {
		sum.SplitsObserved = max(sum.SplitsObserved, r.SplitsParallel, r.SplitsSerial)
	}
	return sum, nil
}

// addRows appends mr's rows at the values of S of at, as marking mk (ch:
// the choice behind a chosen row), and its violations.
func (s *Summary) addRows(mr *MarkedRun, mk string, at []int, ch *Choice) {
	var unsplit int64
	for _, r := range mr.Results {
		if r.S == 0 && r.Parallel != nil {
			unsplit = r.Parallel.Observed
		}
	}
	want := map[int]bool{}
	for _, S := range at {
		want[S] = true
	}
	for _, r := range mr.Results {
		if !want[r.S] {
			continue
		}
		row := Row{S: r.S, Marking: mk, PremiseHeld: true, UnsplitParallel: unsplit,
			SplitsParallel: mr.splits[[2]int{r.S, int(timing.Parallel)}], SplitsSerial: mr.splits[[2]int{r.S, int(timing.Serial)}]}
		if ch != nil {
			row.Chosen, row.Marks = ch.Name, ch.Marks
		}
		for _, ma := range r.Modes() {
			if ma.Mode == timing.Serial {
				row.ObservedSerial, row.BoundSerial = ma.Observed, ma.BoundSerial
			} else {
				row.ObservedParallel, row.BoundParallel = ma.Observed, ma.BoundParallel
			}
			row.PremiseHeld = row.PremiseHeld && ma.PremiseHeld
			if !strings.Contains(row.Assumption, ma.Assumption) {
				row.Assumption = strings.TrimPrefix(row.Assumption+"; "+ma.Assumption, "; ")
			}
			for _, v := range ma.Violations() {
				s.Violations = append(s.Violations, fmt.Sprintf("S=%d %s: %s", r.S, mk, v))
			}
		}
		s.Rows = append(s.Rows, row)
	}
}

func joinInts(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

// CheckOutputs runs the output check of bench and fills the summary's
// output fields.
func (s *Summary) CheckOutputs(r *Recorder) {
	s.OutputMatchesReference = len(r.Errors) == 0
	if s.OutputMatchesReference {
		s.OutputCheck = "outputs = Go reference at S = 0; S = 4 whole-kernel and all-candidates outputs and S = 0 and 4 chosen-marking (choose -S 4) outputs = unsplit: " + strings.Join(r.Logs, "; ")
	} else {
		s.OutputCheck = strings.Join(r.Errors, "; ")
	}
}
