package eval

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
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
// are the same kernel here: choose.Emit with no branch leaves it unchanged).
var Markings = []string{"whole-kernel", "none"}

// Kernel is one evaluated kernel: its assembly unit, symbol, workload,
// flow facts and the input sets it runs (as analyze --set: "all" or a name).
type Kernel struct {
	Bench, Unit, Symbol, Name string
	Workload, Facts, Set      string
	Input                     string // what input the sets reproduce
}

// Evaluated are the kernels with a workload, in benchmark order.
var Evaluated = []Kernel{
	{"backprop", "backprop", "_Z22bpnn_layerforward_CUDAPfS_S_S_ii", "bpnn_layerforward_CUDA", "backprop/layerforward.workload.yaml", "", "all", "backprop 16 (16 input units, srand(7))"},
	{"backprop", "backprop", "_Z24bpnn_adjust_weights_cudaPfiS_iS_S_", "bpnn_adjust_weights_cuda", "backprop/adjust.workload.yaml", "", "all", "backprop 16 (16 input units, srand(7))"},
	{"bfs", "bfs", "_Z6KernelP4NodePiPbS2_S2_S1_i", "Kernel", "bfs/kernel.workload.yaml", "bfs/flow.yaml", "all", "bfs graph4096 (our generated 4096-vertex graph, srand(7); the 8 level iterations as input sets)"},
	{"bfs", "bfs", "_Z7Kernel2PbS_S_S_i", "Kernel2", "bfs/kernel2.workload.yaml", "", "all", "bfs graph4096 (our generated 4096-vertex graph, srand(7); the 8 level iterations as input sets)"},
	{"b+tree", "b+tree", "findK", "findK", "b+tree/findk.workload.yaml", "b+tree/flow_findk.yaml", "all", "b+tree 100 and 1000 elements (our data files, srand(7)), command k 16"},
	{"b+tree", "b+tree_2", "findRangeK", "findRangeK", "b+tree/findrangek.workload.yaml", "b+tree/flow_findrangek.yaml", "all", "b+tree 100 and 1000 elements (our data files, srand(7)), command j 16 16"},
	{"gaussian", "gaussian", "_Z4Fan1PfS_ii", "Fan1", "gaussian/fan1.workload.yaml", "", "all", "gaussian -s 16 (the 15 launches t = 0..14 as input sets)"},
	{"gaussian", "gaussian", "_Z4Fan2PfS_S_iii", "Fan2", "gaussian/fan2.workload.yaml", "", "all", "gaussian -s 16 (the 15 launches t = 0..14 as input sets)"},
	{"hotspot", "hotspot", "_Z14calculate_tempiPfS_S_iiiiffffff", "calculate_temp", "hotspot/workload.yaml", "hotspot/flow.yaml", "all", "hotspot 64 2 2 (64x64, our seeded temperatures and powers)"},
	{"nw", "nw", "_Z20needle_cuda_shared_1PiS_iiii", "needle_cuda_shared_1", "nw/needle1.workload.yaml", "", "n16_i1", "nw 16 10 (16x16, srand(7)), launch i = 1"},
	{"nw", "nw", "_Z20needle_cuda_shared_2PiS_iiii", "needle_cuda_shared_2", "nw/needle2.workload.yaml", "", "n32_i1", "nw 32 10 (32x32, srand(7)), launch i = 1 (nw 16 does not launch it)"},
}

// Checks are the output checks per benchmark (the Check functions).
var Checks = map[string]func(t TB, dir, asmPath string){
	"backprop": CheckBackprop, "gaussian": CheckGaussian, "hotspot": CheckHotspot, "nw": CheckNW,
	"bfs": CheckBFS, "b+tree": CheckBTree,
}

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
	Input                  string   `json:"input"`
	Workload               string   `json:"workload"`
	Facts                  string   `json:"facts,omitempty"`
	InputSets              string   `json:"input_sets"`
	OutputMatchesReference bool     `json:"output_matches_reference"`
	OutputCheck            string   `json:"output_check"`
	SplitsObserved         int      `json:"splits_observed"`
	Rows                   []Row    `json:"rows"`
	Violations             []string `json:"violations"`
}

// Evaluate loads kernel kd from asmPath (workloads and facts from dir) and
// runs it at every S of Ss in both modes under each marking of Markings,
// analyzing each run as splitwcet analyze does by default (worst-case
// roles, per-wavefront weights). SplitsObserved is the largest number of
// split wavefronts of one run.
func Evaluate(ctx context.Context, dir, asmPath string, kd Kernel, Ss []int, workers int) (*Summary, error) {
	facts := ""
	if kd.Facts != "" {
		facts = filepath.Join(dir, kd.Facts)
	}
	k, err := kernel.Load(ctx, kernel.Input{Path: asmPath, Workload: filepath.Join(dir, kd.Workload), Facts: facts,
		NeedWorkload: true, Config: kernel.Config{Simulate: true, Kernel: kd.Symbol}})
	if err != nil {
		return nil, err
	}
	var sets []workload.Set
	if kd.Set == "all" {
		sets = k.Workload.Sets
	} else {
		s, err := k.Workload.Set(kd.Set)
		if err != nil {
			return nil, err
		}
		sets = []workload.Set{*s}
	}
	sum := &Summary{Benchmark: kd.Bench, Kernel: kd.Name, Symbol: kd.Symbol, Input: kd.Input,
		Workload: "examples/rodinia/" + kd.Workload, InputSets: kd.Set, Rows: []Row{}, Violations: []string{}}
	if kd.Facts != "" {
		sum.Facts = "examples/rodinia/" + kd.Facts
	}
	for _, mk := range Markings {
		var text []byte
		switch mk {
		case "whole-kernel":
			if text, err = MarkEntry(k.Text, k.Name()); err != nil {
				return nil, err
			}
		case "none":
			em, err := choose.Emit(k.Text, k.CFG, nil)
			if err != nil {
				return nil, err
			}
			text = em.Text
		}
		mk2, err := kernel.FromText(k.Source+" (marking "+mk+")", text, kernel.Config{Kernel: k.Name(), Simulate: true,
			Workload: k.Workload, Facts: k.Facts, HW: &k.HW})
		if err != nil {
			return nil, fmt.Errorf("marking %s: %w", mk, err)
		}
		runs, err := splitmodel.Simulate(splitmodel.SimConfig{Kernel: mk2, Sets: sets, S: Ss,
			Modes: []timing.Mode{timing.Parallel, timing.Serial}, Workers: workers})
		if err != nil {
			return nil, fmt.Errorf("marking %s: %w", mk, err)
		}
		splits := map[[2]int]int{}
		for _, r := range runs {
			key := [2]int{r.S, int(r.Mode)}
			splits[key] = max(splits[key], r.Splits())
			sum.SplitsObserved = max(sum.SplitsObserved, r.Splits())
		}
		var opt splitmodel.KernelOptions
		opt.UseRoles(roles.WorstCase)
		opt.IPG, opt.HW, opt.Facts, opt.Weights = mk2.IPG, splitmodel.HardwareOf(mk2.HW), mk2.Facts, splitmodel.PerWavefront
		rs, err := splitmodel.AnalyzeEachS(opt, Ss, runs)
		if err != nil {
			return nil, fmt.Errorf("marking %s: analyze: %w", mk, err)
		}
		for _, r := range rs {
			row := Row{S: r.S, Marking: mk, PremiseHeld: true,
				SplitsParallel: splits[[2]int{r.S, int(timing.Parallel)}], SplitsSerial: splits[[2]int{r.S, int(timing.Serial)}]}
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
					sum.Violations = append(sum.Violations, fmt.Sprintf("S=%d %s: %s", r.S, mk, v))
				}
			}
			sum.Rows = append(sum.Rows, row)
		}
	}
	return sum, nil
}

// CheckOutputs runs the output check of bench and fills the summary's
// output fields.
func (s *Summary) CheckOutputs(r *Recorder) {
	s.OutputMatchesReference = len(r.Errors) == 0
	if s.OutputMatchesReference {
		s.OutputCheck = "outputs = Go reference at S = 0; S = 4 whole-kernel and all-candidates outputs = unsplit: " + strings.Join(r.Logs, "; ")
	} else {
		s.OutputCheck = strings.Join(r.Errors, "; ")
	}
}
