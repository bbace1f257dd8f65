package eval

import (
	"github.com/splitwcet/splitwcet/examples/rodinia"

	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// The output checks run the host programs' launch sequences on the
// simulator and compare the outputs with the Go references of this
// package: at S = 0 unmarked, and at S = 4 with the whole kernel marked
// (MODE bit 21 set at kernel entry, as the thesis ran the suite) and with
// every candidate branch marked (choose's first-S baseline); each split
// output must equal the unsplit one byte for byte. Each Check function
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
)

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
var configs = []struct {
	s  int
	mk marking
}{{0, unmarked}, {4, whole}, {4, candidates}}

// gaussTol is the float tolerance of gaussian's outputs against the Go
// reference: |got - want| ≤ gaussTol·max(1, |want|). The kernels may
// contract a -= m·a into one fused multiply-add where Go rounds twice, and
// the 15 elimination steps carry such differences forward.
const gaussTol = 1e-5

// CheckGaussian runs the host's launch sequence for "-s 16": for t = 0..14,
// Fan1 (1 workgroup of 512) then Fan2 (4×4 workgroups of 4×4), each on the
// buffers the previous launch left.
func CheckGaussian(t TB, dir, asmPath string) {
	const n = 16
	var base map[string][]byte
	for _, c := range configs {
		p1, w1 := program(t, asmPath, dir+"/gaussian/fan1.workload.yaml", c.mk)
		p2, w2 := program(t, asmPath, dir+"/gaussian/fan2.workload.yaml", c.mk)
		state := map[string][]byte{
			"m_cuda": rodinia.F32Bytes(make([]float32, n*n)),
			"a_cuda": rodinia.F32Bytes(rodinia.GaussianMatrix(n)),
			"b_cuda": rodinia.F32Bytes(rodinia.GaussianRHS(n)),
		}
		splits := 0
		for step := 0; step < n-1; step++ {
			out, sp := run(t, p1, launch(t, w1, "t0", state, map[string]int32{"t": int32(step)}), c.s)
			splits += sp
			state["m_cuda"] = out["m_cuda"]
			out, sp = run(t, p2, launch(t, w2, "t0", state, map[string]int32{"j1": int32(n - step), "t": int32(step)}), c.s)
			splits += sp
			for k, v := range out {
				state[k] = v
			}
		}
		t.Logf("gaussian S=%d %s: %d splits", c.s, c.mk, splits)
		if c.s > 0 && splits == 0 {
			t.Errorf("gaussian S=%d %s: no split happened", c.s, c.mk)
		}
		if base == nil {
			base = state
			// The reference.
			m := make([]float32, n*n)
			a, b := rodinia.GaussianMatrix(n), rodinia.GaussianRHS(n)
			for step := 0; step < n-1; step++ {
				rodinia.GaussianFan1(m, a, n, step)
				rodinia.GaussianFan2(m, a, b, n, step)
			}
			worst := 0.0
			for name, want := range map[string][]float32{"m_cuda": m, "a_cuda": a, "b_cuda": b} {
				got := f32s(state[name])
				for i := range want {
					d := math.Abs(float64(got[i]) - float64(want[i]))
					scale := math.Max(1, math.Abs(float64(want[i])))
					worst = math.Max(worst, d/scale)
					if d > gaussTol*scale {
						t.Errorf("%s[%d] = %v, reference %v", name, i, got[i], want[i])
					}
				}
			}
			t.Logf("gaussian: largest relative difference from the Go reference %.3g (tolerance %g)", worst, gaussTol)
			continue
		}
		for k, v := range base {
			if string(state[k]) != string(v) {
				t.Errorf("gaussian S=%d %s: %s differs from the unsplit run", c.s, c.mk, k)
			}
		}
	}
}

// CheckNW runs the host's launch sequences for "nw 16 10" (one launch of
// needle_cuda_shared_1, i = 1) and "nw 32 10" (needle_cuda_shared_1 at
// i = 1 and 2, then needle_cuda_shared_2 at i = 1) and compares the score
// matrix with NWScore exactly.
func CheckNW(t TB, dir, asmPath string) {
	for _, n := range []int{16, 32} {
		var base []byte
		for _, c := range configs {
			p1, w1 := program(t, asmPath, dir+"/nw/needle1.workload.yaml", c.mk)
			p2, w2 := program(t, asmPath, dir+"/nw/needle2.workload.yaml", c.mk)
			ref, items := rodinia.NWInput(n, 10, 7)
			set := "n16_i1"
			if n == 32 {
				set = "n32_i1"
			}
			bw := n / 16
			state := map[string][]byte{"referrence": rodinia.I32Bytes(ref), "matrix_cuda": rodinia.I32Bytes(items)}
			splits := 0
			for i := 1; i <= bw; i++ {
				l := launch(t, w1, set, state, map[string]int32{"i": int32(i)})
				l.Workgroups = [3]int{i, 1, 1}
				out, sp := run(t, p1, l, c.s)
				splits += sp
				state["matrix_cuda"] = out["matrix_cuda"]
			}
			for i := bw - 1; i >= 1; i-- {
				l := launch(t, w2, "n32_i1", state, map[string]int32{"i": int32(i)})
				l.Workgroups = [3]int{i, 1, 1}
				out, sp := run(t, p2, l, c.s)
				splits += sp
				state["matrix_cuda"] = out["matrix_cuda"]
			}
			t.Logf("nw %d S=%d %s: %d splits", n, c.s, c.mk, splits)
			if c.s > 0 && splits == 0 {
				t.Errorf("nw %d S=%d %s: no split happened", n, c.s, c.mk)
			}
			if base == nil {
				base = state["matrix_cuda"]
				rodinia.NWScore(ref, items, n, 10)
				got := i32s(base)
				for k := range items {
					if got[k] != items[k] {
						t.Fatalf("nw %d: score[%d][%d] = %d, reference %d", n, k/(n+1), k%(n+1), got[k], items[k])
					}
				}
				continue
			}
			if string(state["matrix_cuda"]) != string(base) {
				t.Errorf("nw %d S=%d %s: the score matrix differs from the unsplit run", n, c.s, c.mk)
			}
		}
	}
}

// CheckBackprop runs the host's two launches for "backprop 16":
// bpnn_layerforward_CUDA (one workgroup of 16×16), the host's CPU work on
// its partial sums (BackpropHiddenDelta), then bpnn_adjust_weights_cuda on
// the input weights as the host copies them again. It compares the
// layer-forward kernel's reduced weights and partial sums with
// BackpropLayerForward and the adjusted weights with BackpropAdjust,
// within the gaussian tolerance (measured difference 0).
func CheckBackprop(t TB, dir, asmPath string) {
	const in = 16
	var base map[string][]byte
	for _, c := range configs {
		p1, w1 := program(t, asmPath, dir+"/backprop/layerforward.workload.yaml", c.mk)
		p2, w2 := program(t, asmPath, dir+"/backprop/adjust.workload.yaml", c.mk)
		out, splits := run(t, p1, launch(t, w1, "default", nil, nil), c.s)
		units, weights, hidden := rodinia.BackpropInput(in, 7)
		delta := rodinia.BackpropHiddenDelta(f32s(out["hidden_partial_sum"]), weights, hidden, in)
		adj, sp := run(t, p2, launch(t, w2, "default", map[string][]byte{"delta": rodinia.F32Bytes(delta)}, nil), c.s)
		splits += sp
		out["w"], out["oldw"] = adj["w"], adj["oldw"]
		t.Logf("backprop %d S=%d %s: %d splits", in, c.s, c.mk, splits)
		if c.s > 0 && splits == 0 {
			t.Errorf("backprop S=%d %s: no split happened", c.s, c.mk)
		}
		if base != nil {
			for k, v := range base {
				if string(out[k]) != string(v) {
					t.Errorf("backprop S=%d %s: %s differs from the unsplit run", c.s, c.mk, k)
				}
			}
			continue
		}
		base = out
		reduced := append([]float32(nil), weights...)
		partial := make([]float32, in/16*16)
		rodinia.BackpropLayerForward(units, reduced, partial, in)
		adjusted, oldw := append([]float32(nil), weights...), make([]float32, len(weights))
		rodinia.BackpropAdjust(delta, units, adjusted, oldw, in)
		worst := 0.0
		for name, want := range map[string][]float32{"input_hidden_cuda": reduced, "hidden_partial_sum": partial, "w": adjusted, "oldw": oldw} {
			got := f32s(out[name])
			if len(got) != len(want) {
				t.Fatalf("%s: %d elements, reference %d", name, len(got), len(want))
			}
			for i := range want {
				d := math.Abs(float64(got[i]) - float64(want[i]))
				scale := math.Max(1, math.Abs(float64(want[i])))
				worst = math.Max(worst, d/scale)
				if d > gaussTol*scale {
					t.Errorf("%s[%d] = %v, reference %v", name, i, got[i], want[i])
				}
			}
		}
		// The adjustment must change the weights (the check is not vacuous).
		if string(out["w"]) == string(rodinia.F32Bytes(weights)) {
			t.Error("bpnn_adjust_weights_cuda left the weights unchanged")
		}
		t.Logf("backprop: largest relative difference from the Go reference %.3g (tolerance %g)", worst, gaussTol)
	}
}

// hotspotTol is the tolerance of hotspot's temperatures against
// HotspotSteps: |got - want| ≤ hotspotTol·|want| (about 4 float ulps at
// 330 K). The kernel's double-precision part may be contracted into fused
// operations the Go reference rounds separately.
const hotspotTol = 5e-7

// CheckHotspot runs the host's one launch of calculate_temp for
// "hotspot 64 2 2" (6×6 workgroups of 16×16, two time steps per launch) and
// compares every cell with two steps of HotspotSteps.
func CheckHotspot(t TB, dir, asmPath string) {
	const n = 64
	var base []byte
	for _, c := range configs {
		p, w := program(t, asmPath, dir+"/hotspot/workload.yaml", c.mk)
		l := launch(t, w, "default", nil, nil)
		out, splits := run(t, p, l, c.s)
		t.Logf("hotspot %d S=%d %s: %d splits", n, c.s, c.mk, splits)
		if c.s > 0 && splits == 0 {
			t.Errorf("hotspot S=%d %s: no split happened", c.s, c.mk)
		}
		if base != nil {
			if string(out["temp_dst"]) != string(base) {
				t.Errorf("hotspot S=%d %s: temp_dst differs from the unsplit run", c.s, c.mk)
			}
			continue
		}
		base = out["temp_dst"]
		args := map[string]sim.Arg{}
		for _, a := range l.Args {
			args[a.Name] = a
		}
		hp := rodinia.NewHotspotParams(n, n)
		for name, want := range map[string]float32{"Cap": hp.Cap, "Rx": hp.Rx, "Ry": hp.Ry, "Rz": hp.Rz, "step": hp.Step} {
			if got := math.Float32frombits(binary.LittleEndian.Uint32(args[name].Value)); got != want {
				t.Errorf("workload %s = %v, the host computes %v", name, got, want)
			}
		}
		want := rodinia.HotspotSteps(f32s(args["temp_src"].Buffer), f32s(args["power"].Buffer), n, n, 2, hp)
		got := f32s(base)
		worst := 0.0
		for i := range want {
			d := math.Abs(float64(got[i])-float64(want[i])) / math.Abs(float64(want[i]))
			worst = math.Max(worst, d)
			if d > hotspotTol {
				t.Errorf("temp_dst row %d column %d = %v, reference %v", i/n, i%n, got[i], want[i])
			}
		}
		// The two steps must have changed the grid (the check is not vacuous).
		if string(base) == string(args["temp_src"].Buffer) {
			t.Error("temp_dst equals temp_src")
		}
		t.Logf("hotspot: largest relative difference from the Go reference %.3g (tolerance %g)", worst, hotspotTol)
	}
}
