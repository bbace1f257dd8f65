package eval

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// sradTol is the float tolerance of srad's outputs against the Go reference:
// |got - want| ≤ sradTol·max(1, |want|). srad_cuda_1 contracts the sum of
// squares into multiply-adds (v_mac_f32) and its double-precision
// expressions into fused ones (v_fma_f64), which the reference rounds
// separately: the diffusion coefficient differs by at most one float ulp
// (measured: 2.2e-7 relative on 107 of 256 pixels per iteration).
const sradTol = 1e-6

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
// (rodinia.SradSmall): per iteration, q0sqr computed on the CPU from the
// image as the device left it (rodinia.SradQ0sqr), srad_cuda_1 and
// srad_cuda_2 on one 16×16 workgroup, chaining the buffers. It compares
// srad_cuda_1's coefficient and derivatives of every iteration and the
// final image with the Go reference (SradCoefficients, SradUpdate) within
// sradTol, the workloads' committed states and q0sqr values with the
// host's, and the out-of-bounds reads with those the kernels' index
// expressions make (counted by hand in ../srad/README.md).
func CheckSrad(t TB, dir, asmPath string) {
	p := rodinia.SradSmall
	size := p.Rows * p.Cols
	states, final := rodinia.SradRun(p)
	var base map[string][]byte
	for _, c := range configs {
		p1, w1 := program(t, asmPath, dir+"/srad/srad1.workload.yaml", c.mk)
		p2, w2 := program(t, asmPath, dir+"/srad/srad2.workload.yaml", c.mk)
		zero := rodinia.F32Bytes(make([]float32, size))
		state := map[string][]byte{"J_cuda": rodinia.F32Bytes(rodinia.SradImage(p.Rows, p.Cols)),
			"C_cuda": zero, "E_C": zero, "W_C": zero, "N_C": zero, "S_C": zero}
		all := map[string][]byte{} // every launch's outputs, by iteration
		splits := 0
		for it := 0; it < p.Niter; it++ {
			set := fmt.Sprintf("it%d", it)
			q := rodinia.SradQ0sqr(f32s(state["J_cuda"]), p)
			l1 := launch(t, w1, set, state, nil)
			if c.mk == unmarked {
				// The committed input sets are the host's launches of the reference.
				if got, want := f32Arg(l1, "q0sqr"), states[it].Q0sqr; got != want {
					t.Errorf("srad1 set %s: q0sqr = %v, the host computes %v", set, got, want)
				}
				s1, err := w1.Set(set)
				if err != nil {
					t.Fatal(err)
				}
				if string(argBuffer(s1.Launch, "J_cuda")) != string(rodinia.F32Bytes(states[it].J)) {
					t.Errorf("srad1 set %s: J_cuda is not the reference's image", set)
				}
			}
			setF32(t, l1, "q0sqr", q)
			out, sp, oob := runPadded(t, p1, l1, c.s)
			splits += sp
			// Every work-item reads index_n = tx - cols (16 floats before
			// J_cuda) and index_s = cols*16 + tx (the 16 past its end); the
			// 16 of row ty = 0 read index_w = -1, the 16 of row ty = 15
			// index_e = 256: 256 + 256 + 16 + 16 reads.
			wantPadding(t, fmt.Sprintf("srad_cuda_1 %s S=%d %s", set, c.s, c.mk), oob, "J_cuda", 544, -64, int64(4*size+4*p.Cols-1))
			for _, k := range []string{"C_cuda", "E_C", "W_C", "N_C", "S_C"} {
				state[k] = out[k]
				all[set+"/"+k] = out[k]
			}
			l2 := launch(t, w2, set, state, nil)
			setF32(t, l2, "q0sqr", q)
			if got := f32Arg(l2, "lambda"); got != p.Lambda {
				t.Errorf("srad2: lambda = %v, the host's %v", got, p.Lambda)
			}
			out, sp, oob = runPadded(t, p2, l2, c.s)
			splits += sp
			// Every work-item reads C_cuda[index_s] (the row past the end),
			// the 16 of row ty = 15 C_cuda[index_e] = 256: 272 reads.
			wantPadding(t, fmt.Sprintf("srad_cuda_2 %s S=%d %s", set, c.s, c.mk), oob, "C_cuda", 272, int64(4*size), int64(4*size+4*p.Cols-1))
			state["J_cuda"] = out["J_cuda"]
			all[set+"/J_cuda"] = out["J_cuda"]
		}
		t.Logf("srad 16x16 S=%d %s: %d splits", c.s, c.mk, splits)
		if c.s > 0 && splits == 0 {
			t.Errorf("srad S=%d %s: no split happened", c.s, c.mk)
		}
		if base != nil {
			for k, v := range base {
				if string(all[k]) != string(v) {
					t.Errorf("srad S=%d %s: %s differs from the unsplit run", c.s, c.mk, k)
				}
			}
			continue
		}
		base = all
		worst := 0.0
		cmp := func(name string, got, want []float32) {
			if len(got) != len(want) {
				t.Fatalf("%s: %d elements, reference %d", name, len(got), len(want))
			}
			for i := range want {
				d := math.Abs(float64(got[i]) - float64(want[i]))
				scale := math.Max(1, math.Abs(float64(want[i])))
				worst = math.Max(worst, d/scale)
				if !(d <= sradTol*scale) {
					t.Errorf("%s row %d column %d = %v, reference %v", name, i/p.Cols, i%p.Cols, got[i], want[i])
				}
			}
		}
		for it, st := range states {
			set := fmt.Sprintf("it%d", it)
			d := st.Diff
			for name, want := range map[string][]float32{"C_cuda": d.C, "N_C": d.N, "S_C": d.S, "W_C": d.W, "E_C": d.E} {
				cmp(set+" "+name, f32s(all[set+"/"+name]), want)
			}
		}
		got := f32s(all[fmt.Sprintf("it%d/J_cuda", p.Niter-1)])
		cmp("final J_cuda", got, final)
		// The iterations must change the image (the check is not vacuous),
		// and the coefficient must saturate somewhere (its branch runs).
		if string(rodinia.F32Bytes(got)) == string(rodinia.F32Bytes(states[0].J)) {
			t.Error("srad left the image unchanged")
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
			t.Error("srad: no diffusion coefficient saturates: the input does not exercise that branch")
		}
		t.Logf("srad: largest relative difference from the Go reference %.3g (tolerance %g)", worst, sradTol)
	}
}
