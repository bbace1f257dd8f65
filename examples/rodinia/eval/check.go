package eval

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// The output checks run the host programs' launch sequences on the
// simulator and compare the outputs with the Go references of this
// package: at S = 0 unmarked, at S = 4 with the whole kernel marked
// (MODE bit 21 set at kernel entry, as the thesis ran the suite) and with
// every candidate branch marked (choose's first-S baseline), and at S = 0
// and S = 4 with the marking choose picks for S = 4 (Choose); each output
// must equal the unsplit one byte for byte. Each Check function
// takes the folder of this package (dir: the workloads) and the benchmark's
// assembly; the tests call them with *testing.T, the evaluation program
// (cmd/evaluate) with a Recorder.

// TB is the part of testing.TB the checks use.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
	Fatal(args ...any)
	Error(args ...any)
	Logf(format string, args ...any)
}

// MarkEntry returns the assembly text with the instruction that sets MODE
// bit 21 (choose.SetMark) inserted as the first instruction of kernel fn,
// right after its label line: the whole kernel runs split-enabled, as the
// thesis marked the Rodinia kernels. (splitwcet sweep's "whole-kernel"
// marking instead marks every candidate branch.)
func MarkEntry(text []byte, fn string) ([]byte, error) {
	s := string(text)
	label := fn + ":"
	i := 0
	for {
		j := strings.Index(s[i:], label)
		if j < 0 {
			return nil, fmt.Errorf("no label line %q", label)
		}
		i += j
		if i == 0 || s[i-1] == '\n' {
			break
		}
		i += len(label)
	}
	nl := strings.IndexByte(s[i:], '\n')
	if nl < 0 {
		return nil, fmt.Errorf("label line %q ends the text", label)
	}
	i += nl + 1
	return []byte(s[:i] + "\t" + choose.SetMark + "\n" + s[i:]), nil
}

// marking is how a kernel is split-marked for a run.
type marking string

const (
	unmarked   marking = "unmarked"
	whole      marking = "whole"      // MODE bit 21 set at kernel entry
	candidates marking = "candidates" // every if-type exec-skip branch
	chosen     marking = "chosen"     // choose's marking for S = checkChosenS
)

// checkChosenS is the S the checks' chosen marking is chosen for.
const checkChosenS = 4

// program loads the kernel the workload names from the assembly with the
// marking, and returns it with the workload.
func program(t TB, asmPath, wlPath string, mk marking) (*sim.Program, *workload.File) {
	t.Helper()
	wf, err := workload.ParseFile(wlPath)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(asmPath)
	if err != nil {
		t.Fatal(err)
	}
	k, err := kernel.FromText(asmPath, src, kernel.Config{Workload: wf, Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	switch mk {
	case whole:
		if src, err = MarkEntry(src, k.Fn.Name); err != nil {
			t.Fatalf("%s: %v", asmPath, err)
		}
	case candidates:
		cs, _ := choose.Candidates(k.IPG)
		if len(cs) == 0 {
			t.Fatalf("%s: no candidate branch to mark", k.Fn.Name)
		}
		brs := make([]*cfg.Branch, 0, len(cs))
		for _, c := range cs {
			brs = append(brs, c.Branch)
		}
		em, err := choose.Emit(src, k.CFG, brs)
		if err != nil {
			t.Fatal(err)
		}
		src = em.Text
	case chosen:
		ch, err := chooseFor(asmPath, wlPath, checkChosenS)
		if err != nil {
			t.Fatalf("%s: choose -S %d: %v", wlPath, checkChosenS, err)
		}
		t.Logf("%s: choose -S %d marks %s (%s)", k.Fn.Name, checkChosenS, ch.Describe(), ch.Name)
		src = ch.Text
	}
	if mk != unmarked {
		if k, err = kernel.FromText(asmPath, src, kernel.Config{Workload: wf, Simulate: true}); err != nil {
			t.Fatalf("%s marking: %v", mk, err)
		}
	}
	return k.Program, wf
}

// launch is a copy of a workload set's launch with some arguments replaced:
// buffers by bytes, scalars by i32 values.
func launch(t TB, wf *workload.File, set string, bufs map[string][]byte, ints map[string]int32) *sim.Launch {
	t.Helper()
	s, err := wf.Set(set)
	if err != nil {
		t.Fatal(err)
	}
	l := *s.Launch
	l.Args = append([]sim.Arg(nil), l.Args...)
	for i := range l.Args {
		a := &l.Args[i]
		if b, ok := bufs[a.Name]; ok {
			if len(b) != len(a.Buffer) {
				t.Fatalf("%s: buffer %s: %d bytes, workload has %d", set, a.Name, len(b), len(a.Buffer))
			}
			a.Buffer = append([]byte(nil), b...)
		} else if a.IsBuffer {
			a.Buffer = append([]byte(nil), a.Buffer...)
		}
		if v, ok := ints[a.Name]; ok {
			a.Value = binary.LittleEndian.AppendUint32(nil, uint32(v))
		}
	}
	return &l
}

// relDiff measures a float output's difference from the reference:
// |got − want| relative to max(1, |want|). The checks compare exactly
// (r != 0 fails, a NaN too) and log the largest r; our references round
// as the kernels do, so every float output is bit-identical.
func relDiff(got, want float32) float64 {
	return math.Abs(float64(got)-float64(want)) / math.Max(1, math.Abs(float64(want)))
}

// compareExact fails t on every element of got that is not want's
// exactly (a NaN too), naming it name+at(i), and returns the largest
// relative difference (relDiff) for the log.
func compareExact(t TB, name string, got, want []float32, at func(i int) string) float64 {
	if len(got) != len(want) {
		t.Fatalf("%s: %d elements, reference %d", name, len(got), len(want))
	}
	worst := 0.0
	for i := range want {
		r := relDiff(got[i], want[i])
		worst = math.Max(worst, r)
		if r != 0 {
			t.Errorf("%s%s = %v, reference %v", name, at(i), got[i], want[i])
		}
	}
	return worst
}

// elementName names element i as name[i].
func elementName(i int) string { return fmt.Sprintf("[%d]", i) }

// run runs a launch at S and returns its output buffers by name and the
// number of splits.
func run(t TB, p *sim.Program, l *sim.Launch, s int) (map[string][]byte, int) {
	t.Helper()
	m, err := sim.NewMachine(p, l, sim.Options{S: s})
	if err != nil {
		t.Fatal(err)
	}
	res, err := m.Run()
	if err != nil {
		t.Fatal(err)
	}
	if res.OutOfBounds != nil {
		t.Errorf("out-of-bounds accesses: %+v", res.OutOfBounds)
	}
	out := map[string][]byte{}
	for _, o := range res.Outputs {
		out[o.Name] = append([]byte(nil), o.Data...)
	}
	return out, res.Splits
}

func f32s(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

func i32s(b []byte) []int32 {
	v := make([]int32, len(b)/4)
	for i := range v {
		v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// configs are the (S, marking) pairs every benchmark runs at; the first is
// the unsplit baseline the others must equal.
var configs = []config{{0, unmarked}, {4, whole}, {4, candidates}, {0, chosen}, {checkChosenS, chosen}}

// config is one (S, marking) pair of the checks.
type config struct {
	s  int
	mk marking
}

// mustSplit reports whether a run of the configuration must split: S > 0
// with the whole kernel or every candidate marked. (choose's marking may
// be no branch at all.)
func (c config) mustSplit() bool { return c.s > 0 && (c.mk == whole || c.mk == candidates) }
