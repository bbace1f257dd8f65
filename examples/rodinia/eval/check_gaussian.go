package eval

import (
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/examples/rodinia"
)

func init() {
	const in = "gaussian -s 16 (the 15 launches t = 0..14 as input sets)"
	Register(Benchmark{Name: "gaussian", Check: CheckGaussian, CheckMedium: CheckGaussianMedium, Kernels: []Kernel{
		{Unit: "gaussian", Symbol: "_Z4Fan1PfS_ii", Name: "Fan1", Workload: "gaussian/fan1.workload.yaml", Set: "all", Input: in},
		{Unit: "gaussian", Symbol: "_Z4Fan2PfS_S_iii", Name: "Fan2", Workload: "gaussian/fan2.workload.yaml", Set: "all", Input: in},
		{Unit: "gaussian", Symbol: "_Z4Fan1PfS_ii", Name: "Fan1", Workload: "gaussian/fan1.medium.workload.yaml", Set: "all",
			Input: inMedium, Size: "medium", Buffers: gaussianMedium("Fan1")},
		{Unit: "gaussian", Symbol: "_Z4Fan2PfS_S_iii", Name: "Fan2", Workload: "gaussian/fan2.medium.workload.yaml", Set: "all",
			Input: inMedium, Size: "medium", Buffers: gaussianMedium("Fan2")},
	}})
}

const inMedium = "gaussian -s 64 (the 63 launches t = 0..62 as input sets)"

// gaussianMedium generates the buffers of the medium workloads (64
// unknowns): the host's create_matrix and RHS, and for Fan2 the
// multipliers Fan1 leaves at t = 0; every set t0..t62 has t0's data.
func gaussianMedium(kernel string) func() (map[string]map[string][]byte, error) {
	return func() (map[string]map[string][]byte, error) {
		const n = 64
		a := rodinia.GaussianMatrix(n)
		bufs := map[string][]byte{"a_cuda": rodinia.F32Bytes(a)}
		if kernel == "Fan2" {
			m := make([]float32, n*n)
			rodinia.GaussianFan1(m, a, n, 0)
			bufs["m_cuda"], bufs["b_cuda"] = rodinia.F32Bytes(m), rodinia.F32Bytes(rodinia.GaussianRHS(n))
		}
		out := map[string]map[string][]byte{}
		for t := 0; t < n-1; t++ {
			out[fmt.Sprintf("t%d", t)] = bufs
		}
		return out, nil
	}
}

// CheckGaussian runs the host's launch sequence for "-s 16": for t = 0..14,
// Fan1 (1 workgroup of 512) then Fan2 (4×4 workgroups of 4×4), each on the
// buffers the previous launch left.
func CheckGaussian(t TB, dir, asmPath string) { checkGaussian(t, dir, asmPath, 16, "") }

// CheckGaussianMedium is CheckGaussian for "-s 64" (the medium input): 63
// steps, Fan2 on 16×16 workgroups.
func CheckGaussianMedium(t TB, dir, asmPath string) { checkGaussian(t, dir, asmPath, 64, ".medium") }

func checkGaussian(t TB, dir, asmPath string, n int, suffix string) {
	var base map[string][]byte
	for _, c := range configs {
		p1, w1 := program(t, asmPath, dir+"/gaussian/fan1"+suffix+".workload.yaml", c.mk)
		p2, w2 := program(t, asmPath, dir+"/gaussian/fan2"+suffix+".workload.yaml", c.mk)
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
		if c.mustSplit() && splits == 0 {
			t.Errorf("gaussian S=%d %s: no split happened", c.s, c.mk)
		}
		if base == nil {
			base = state
			// The reference.
			m := make([]float32, n*n)
			a, b := rodinia.GaussianMatrix(n), rodinia.GaussianRHS(n)
			for step := 0; step < n-1; step++ {
				rodinia.GaussianFan1(m, a, n, step)
				rodinia.GaussianFan2(m, a, b, n, step, p2.Arch.Major >= 9)
			}
			worst := 0.0
			for name, want := range map[string][]float32{"m_cuda": m, "a_cuda": a, "b_cuda": b} {
				worst = math.Max(worst, compareExact(t, name, f32s(state[name]), want, elementName))
			}
			t.Logf("gaussian: largest relative difference from the Go reference %.3g (compared exactly)", worst)
			continue
		}
		for k, v := range base {
			if string(state[k]) != string(v) {
				t.Errorf("gaussian S=%d %s: %s differs from the unsplit run", c.s, c.mk, k)
			}
		}
	}
}
