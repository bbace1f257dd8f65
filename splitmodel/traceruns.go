package splitmodel

// The runs an analysis reads: simulated launches kept in memory, or trace
// files named by --trace (their headers checked against the kernel).

import (
	"fmt"
	"sort"

	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// TraceRun is one IPT trace of one launch: simulated (Simulate) or read
// from a file.
type TraceRun struct {
	// Name is the trace's name in provenance and messages.
	Name string
	// Set is the input set (its header's input_set).
	Set  string
	S    int
	Mode timing.Mode
	// Launch is the run's grid.
	Launch Launch
	// events hold a simulated trace in memory (compact, 16 bytes per
	// event), Header its preamble; when Header is nil, the trace file Path
	// is read.
	events eventLog
	Header *traces.Header
	Path   string
	// Cycles is the simulator's kernel time for the run (-1: unknown).
	Cycles int64
}

// Write keeps one event of a simulated run (TraceRun is the simulator's
// traces.Sink).
func (r *TraceRun) Write(e traces.Event) error { return r.events.add(e) }

// NumEvents is the number of events a simulated run keeps.
func (r *TraceRun) NumEvents() int { return r.events.len() }

// Splits is the number of splits (split > 0) the run's events came from.
func (r *TraceRun) Splits() int {
	n := 0
	for _, w := range r.events.waves {
		if w.split > 0 {
			n++
		}
	}
	return n
}

// AddTo adds the run's events to an analyzer: from memory, or read from its
// file against the analyzer's IPG.
func (r *TraceRun) AddTo(an *traces.Analyzer) error {
	if r.Header == nil {
		rd, err := traces.Open(r.Path, an.Stats().IPG)
		if err != nil {
			return err
		}
		defer rd.Close()
		return an.Add(rd)
	}
	run, err := an.Begin(r.Name, *r.Header)
	if err != nil {
		return err
	}
	if err := r.events.replay(run); err != nil {
		return err
	}
	return run.Close()
}

// header returns the run's preamble: the simulated one, or the file's.
func (r *TraceRun) header() (traces.Header, error) {
	if r.Header != nil {
		return *r.Header, nil
	}
	return traces.ReadHeader(r.Path)
}

// TraceRunsOf reads the headers of trace files, checks each against want
// (traces.Header.Check: the kernel, its code, the placement, the hardware,
// an input set of the workload with its grid, S and mode, as want says)
// and attaches each input set's launch from the workload. It returns the
// runs and the S values they have.
func TraceRunsOf(paths []string, wf *workload.File, want traces.Expect) ([]*TraceRun, []int, error) {
	var runs []*TraceRun
	found := map[int]bool{}
	for _, p := range paths {
		r, err := ReadTraceRun(p, want)
		if err != nil {
			return nil, nil, err
		}
		set, err := wf.Set(r.Set)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: input set %q of its header: %w", p, r.Set, err)
		}
		r.Launch = LaunchOf(set.Launch)
		runs = append(runs, r)
		found[r.S] = true
	}
	if len(runs) == 0 {
		return nil, nil, fmt.Errorf("--trace: no trace given")
	}
	var out []int
	for s := range found {
		out = append(out, s)
	}
	sort.Ints(out)
	return runs, out, nil
}

// ReadTraceRun reads a trace file's header, checks it against want
// (traces.Header.Check) and returns it as a TraceRun (Launch and Cycles
// are left for the caller).
func ReadTraceRun(path string, want traces.Expect) (*TraceRun, error) {
	h, err := traces.ReadHeader(path)
	if err != nil {
		return nil, err
	}
	if err := h.Check(path, want); err != nil {
		return nil, err
	}
	mode := timing.Parallel
	switch h.Mode {
	case traces.ModeSerial:
		mode = timing.Serial
	case traces.ModeParallel, "":
	default:
		return nil, fmt.Errorf("%s: mode %q: want %s or %s", path, h.Mode, traces.ModeParallel, traces.ModeSerial)
	}
	return &TraceRun{Name: path, Set: h.InputSet, S: h.S, Mode: mode, Path: path, Cycles: -1}, nil
}
