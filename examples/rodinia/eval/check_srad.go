package eval

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

func init() {
	sradInput := "srad 16 16 0 3 0 3 0.5 2 (16x16: v2 needs multiples of 16; srand(7)); the 2 iterations as input sets"
	medium := "srad 48 48 0 11 0 11 0.5 2 (48x48: the thesis' 50x50 rounded to a multiple of 16; srand(7)); the 2 iterations as input sets"
	Register(Benchmark{Name: "srad", Check: CheckSrad, CheckMedium: CheckSradMedium, Kernels: []Kernel{
		{Unit: "srad", Symbol: "_Z11srad_cuda_1PfS_S_S_S_S_iif", Name: "srad_cuda_1", Workload: "srad/srad1.workload.yaml", Set: "all", Input: sradInput},
		{Unit: "srad", Symbol: "_Z11srad_cuda_2PfS_S_S_S_S_iiff", Name: "srad_cuda_2", Workload: "srad/srad2.workload.yaml", Set: "all", Input: sradInput},
		{Unit: "srad", Symbol: "_Z11srad_cuda_1PfS_S_S_S_S_iif", Name: "srad_cuda_1", Workload: "srad/srad1.medium.workload.yaml", Set: "all",
			Input: medium, Size: "medium", Buffers: sradMedium(1, false)},
		{Unit: "srad", Symbol: "_Z11srad_cuda_2PfS_S_S_S_S_iiff", Name: "srad_cuda_2", Workload: "srad/srad2.medium.workload.yaml", Set: "all",
			Input: medium, Size: "medium", Buffers: sradMedium(2, false)},
	}})
}

// sradMedium generates the buffers of the medium workloads (48×48,
// rodinia.SradBlocks) from the Go reference: per iteration (set it<N>)
// the image the host uploads, and for srad_cuda_2 what srad_cuda_1 leaves
// (the coefficient and the four derivatives), fused as gfx9 code when
// fused is set. The evaluation's timing runs take gfx803's values for
// every generation (registry Buffers): they differ from gfx9's in the last
// bits only.
func sradMedium(kernel int, fused bool) func() (map[string]map[string][]byte, error) {
	return func() (map[string]map[string][]byte, error) {
		states, _ := rodinia.SradRun(rodinia.SradBlocks, fused)
		out := map[string]map[string][]byte{}
		for it, st := range states {
			b := map[string][]byte{"J_cuda": rodinia.F32Bytes(st.J)}
			if kernel == 2 {
				d := st.Diff
				b["C_cuda"], b["N_C"], b["S_C"], b["W_C"], b["E_C"] = rodinia.F32Bytes(d.C), rodinia.F32Bytes(d.N),
					rodinia.F32Bytes(d.S), rodinia.F32Bytes(d.W), rodinia.F32Bytes(d.E)
			}
			out[fmt.Sprintf("it%d", it)] = b
		}
		return out, nil
	}
}

// runPadded runs a launch at S like run, but returns the out-of-bounds
// report instead of failing on it: srad reads its halo outside its buffers
// (docs/rodinia.md).
func runPadded(t TB, p *sim.Program, l *sim.Launch, s int) (map[string][]byte, int, *sim.OutOfBounds) {
	t.Helper()
	m, err := sim.NewMachine(p, l, sim.Options{S: s})
	if err != nil {
		t.Fatal(err)
	}
	res, err := m.Run()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, o := range res.Outputs {
		out[o.Name] = append([]byte(nil), o.Data...)
	}
	return out, res.Splits, res.OutOfBounds
}

// setF32 sets the f32 scalar argument name of l to v.
func setF32(t TB, l *sim.Launch, name string, v float32) {
	t.Helper()
	for i := range l.Args {
		if l.Args[i].Name == name {
			l.Args[i].Value = binary.LittleEndian.AppendUint32(nil, math.Float32bits(v))
			return
		}
	}
	t.Fatalf("launch has no argument %s", name)
}

// f32Arg is the value of the f32 scalar argument name of l.
func f32Arg(l *sim.Launch, name string) float32 {
	for _, a := range l.Args {
		if a.Name == name {
			return math.Float32frombits(binary.LittleEndian.Uint32(a.Value))
		}
	}
	return float32(math.NaN())
}

// argBuffer is the initial contents of buffer argument name of l.
func argBuffer(l *sim.Launch, name string) []byte {
	for _, a := range l.Args {
		if a.Name == name {
			return a.Buffer
		}
	}
	return nil
}

// wantPadding checks that the only out-of-bounds accesses of a run are
// reads of buffer's padding: reads lane reads from byte first to byte last
// (offsets from the buffer's start; negative ones in its pad_before).
func wantPadding(t TB, what string, oob *sim.OutOfBounds, buffer string, reads int64, first, last int64) {
	t.Helper()
	want := fmt.Sprint([]sim.PaddingAccess{{Region: buffer, Reads: reads, First: first, Last: last}})
	if oob == nil || oob.LDSAccesses != 0 || fmt.Sprint(oob.Padding) != want {
		t.Errorf("%s: out-of-bounds accesses %+v, want only %s", what, oob, want)
	}
}

// CheckSrad runs the host's loop for "srad 16 16 0 3 0 3 0.5 2"
// (rodinia.SradSmall, the evaluated input) and for "srad 48 48 0 11 0 11
// 0.5 2" (rodinia.SradBlocks: 3×3 workgroups, where the kernels replace the
// south and east halo at the border that one block leaves unreplaced): per
// iteration, q0sqr computed on the CPU from the image as the device left
// it (rodinia.SradQ0sqr), srad_cuda_1 and srad_cuda_2, chaining the
// buffers. It compares srad_cuda_1's coefficient and derivatives of every
// iteration and the final image with the Go reference (SradCoefficients,
// SradUpdate; for gfx9 code fused as hipcc contracts it) exactly, the
// 16×16 workloads' committed states (gfx803's) and
// q0sqr values with the host's, and the out-of-bounds reads with those the
// kernels' index expressions make (counted by hand in ../srad/README.md).
func CheckSrad(t TB, dir, asmPath string) {
	checkSrad(t, dir, asmPath, rodinia.SradSmall, "")
	checkSrad(t, dir, asmPath, rodinia.SradBlocks, "")
}

// CheckSradMedium is CheckSrad's 48×48 run (the medium input) through the
// medium workloads, whose q0sqr values and generated images it also
// compares with the host's.
func CheckSradMedium(t TB, dir, asmPath string) {
	checkSrad(t, dir, asmPath, rodinia.SradBlocks, ".medium")
}

// sradLaunch is a copy of the workload set's launch resized to p's image:
// buffers from state, cols/16 × rows/16 workgroups, cols·4 bytes before
// J_cuda.
func sradLaunch(t TB, wf *workload.File, set string, state map[string][]byte, p rodinia.SradParams) *sim.Launch {
	t.Helper()
	l := launch(t, wf, set, nil, map[string]int32{"cols": int32(p.Cols), "rows": int32(p.Rows)})
	l.Workgroups = [3]int{p.Cols / 16, p.Rows / 16, 1}
	for i := range l.Args {
		a := &l.Args[i]
		if b, ok := state[a.Name]; ok {
			a.Buffer = append([]byte(nil), b...)
		}
		if a.PadBefore > 0 {
			a.PadBefore = 4 * p.Cols
		}
	}
	return l
}

func checkSrad(t TB, dir, asmPath string, p rodinia.SradParams, suffix string) {
	var states []rodinia.SradState
	var final []float32
	var base map[string][]byte
	for _, c := range configs {
		r := sradRun{t: t, c: c, p: p,
			// The committed (small) or generated (medium) input sets are
			// checked against the host's launches.
			checkSets: p == rodinia.SradSmall || suffix != ""}
		r.p1, r.w1 = program(t, asmPath, dir+"/srad/srad1"+suffix+".workload.yaml", c.mk)
		r.p2, r.w2 = program(t, asmPath, dir+"/srad/srad2"+suffix+".workload.yaml", c.mk)
		// gfx9 code: hipcc contracts the multiply-adds, the reference
		// fuses them too (rodinia.mulAdd). The committed small sets are
		// gfx803 code's launches: compared for gfx803 code only.
		fused := r.p1.Arch.Major >= 9
		if states == nil {
			states, final = rodinia.SradRun(p, fused)
		}
		r.states = states
		r.checkSets = r.checkSets && !(fused && suffix == "")
		if suffix != "" {
			if err := fillBuffers(r.w1, sradMedium(1, fused)); err != nil {
				t.Fatal(err)
			}
			if err := fillBuffers(r.w2, sradMedium(2, fused)); err != nil {
				t.Fatal(err)
			}
		}
		all, splits := r.run()
		t.Logf("srad %dx%d S=%d %s: %d splits", p.Rows, p.Cols, c.s, c.mk, splits)
		if c.mustSplit() && splits == 0 {
			t.Errorf("srad %dx%d S=%d %s: no split happened", p.Rows, p.Cols, c.s, c.mk)
		}
		if base != nil {
			for k, v := range base {
				if string(all[k]) != string(v) {
					t.Errorf("srad %dx%d S=%d %s: %s differs from the unsplit run", p.Rows, p.Cols, c.s, c.mk, k)
				}
			}
			continue
		}
		base = all
		compareSrad(t, p, all, states, final)
	}
}

// sradRun is one configuration's run of the host's loop on the
// simulator: the two kernels' programs and workloads, and the reference's
// states (to check the committed input sets against).
type sradRun struct {
	t         TB
	c         config
	p         rodinia.SradParams
	states    []rodinia.SradState
	checkSets bool
	p1, p2    *sim.Program
	w1, w2    *workload.File
}

// run runs the host's loop: every launch's outputs, by iteration, and the
// splits that happened.
func (r *sradRun) run() (all map[string][]byte, splits int) {
	t, p, c := r.t, r.p, r.c
	size := p.Rows * p.Cols
	gx := int64(p.Cols / 16)
	zero := rodinia.F32Bytes(make([]float32, size))
	state := map[string][]byte{"J_cuda": rodinia.F32Bytes(rodinia.SradImage(p.Rows, p.Cols)),
		"C_cuda": zero, "E_C": zero, "W_C": zero, "N_C": zero, "S_C": zero}
	all = map[string][]byte{}
	for it := 0; it < p.Niter; it++ {
		set := fmt.Sprintf("it%d", it)
		q := rodinia.SradQ0sqr(f32s(state["J_cuda"]), p)
		l1 := sradLaunch(t, r.w1, set, state, p)
		if c.mk == unmarked && r.checkSets {
			r.checkSet(l1, set, it)
		}
		setF32(t, l1, "q0sqr", q)
		out, sp, oob := runPadded(t, r.p1, l1, c.s)
		splits += sp
		// Every work-item of the top block row reads index_n (the row
		// before J_cuda), every one of the bottom block row index_s
		// (the row past its end); the 16 of row ty = 0 of the first
		// block read index_w = -1, the 16 of row ty = 15 of the last
		// block index_e = rows·cols: 256·gx + 256·gx + 16 + 16 reads
		// (544 at 16×16), bytes -4·cols to 4·(rows·cols + cols) - 1.
		wantPadding(t, fmt.Sprintf("srad_cuda_1 %dx%d %s S=%d %s", p.Rows, p.Cols, set, c.s, c.mk), oob, "J_cuda", 512*gx+32, int64(-4*p.Cols), int64(4*size+4*p.Cols-1))
		for _, k := range []string{"C_cuda", "E_C", "W_C", "N_C", "S_C"} {
			state[k] = out[k]
			all[set+"/"+k] = out[k]
		}
		l2 := sradLaunch(t, r.w2, set, state, p)
		setF32(t, l2, "q0sqr", q)
		if got := f32Arg(l2, "lambda"); got != p.Lambda {
			t.Errorf("srad2: lambda = %v, the host's %v", got, p.Lambda)
		}
		out, sp, oob = runPadded(t, r.p2, l2, c.s)
		splits += sp
		// Every work-item of the bottom block row reads C_cuda[index_s]
		// (the row past the end), the 16 of row ty = 15 of the last
		// block C_cuda[index_e] = rows·cols: 256·gx + 16 reads (272 at
		// 16×16).
		wantPadding(t, fmt.Sprintf("srad_cuda_2 %dx%d %s S=%d %s", p.Rows, p.Cols, set, c.s, c.mk), oob, "C_cuda", 256*gx+16, int64(4*size), int64(4*size+4*p.Cols-1))
		state["J_cuda"] = out["J_cuda"]
		all[set+"/J_cuda"] = out["J_cuda"]
	}
	return all, splits
}

// checkSet checks that srad1's input set set (launch l1) is the host's
// launch of the reference at iteration it.
func (r *sradRun) checkSet(l1 *sim.Launch, set string, it int) {
	t := r.t
	if got, want := f32Arg(l1, "q0sqr"), r.states[it].Q0sqr; got != want {
		t.Errorf("srad1 set %s: q0sqr = %v, the host computes %v", set, got, want)
	}
	s1, err := r.w1.Set(set)
	if err != nil {
		t.Fatal(err)
	}
	if string(argBuffer(s1.Launch, "J_cuda")) != string(rodinia.F32Bytes(r.states[it].J)) {
		t.Errorf("srad1 set %s: J_cuda is not the reference's image", set)
	}
}

// compareSrad compares every launch's outputs (all) with the Go
// reference's states and final image, exactly, and checks that the input
// exercises the kernels.
func compareSrad(t TB, p rodinia.SradParams, all map[string][]byte, states []rodinia.SradState, final []float32) {
	worst := 0.0
	cmp := func(name string, got, want []float32) {
		worst = math.Max(worst, compareExact(t, name, got, want, func(i int) string { return fmt.Sprintf(" row %d column %d", i/p.Cols, i%p.Cols) }))
	}
	for it, st := range states {
		set := fmt.Sprintf("it%d", it)
		d := st.Diff
		for name, want := range map[string][]float32{"C_cuda": d.C, "N_C": d.N, "S_C": d.S, "W_C": d.W, "E_C": d.E} {
			cmp(fmt.Sprintf("%dx%d %s %s", p.Rows, p.Cols, set, name), f32s(all[set+"/"+name]), want)
		}
	}
	got := f32s(all[fmt.Sprintf("it%d/J_cuda", p.Niter-1)])
	cmp(fmt.Sprintf("%dx%d final J_cuda", p.Rows, p.Cols), got, final)
	// The iterations must change the image (the check is not vacuous),
	// and the coefficient must saturate somewhere (its branch runs).
	if string(rodinia.F32Bytes(got)) == string(rodinia.F32Bytes(states[0].J)) {
		t.Errorf("srad %dx%d left the image unchanged", p.Rows, p.Cols)
	}
	saturated := 0
	for _, st := range states {
		for _, v := range st.Diff.C {
			if v == 0 || v == 1 {
				saturated++
			}
		}
	}
	if saturated == 0 {
		t.Errorf("srad %dx%d: no diffusion coefficient saturates: the input does not exercise that branch", p.Rows, p.Cols)
	}
	t.Logf("srad %dx%d: largest relative difference from the Go reference %.3g (compared exactly)", p.Rows, p.Cols, worst)
}
