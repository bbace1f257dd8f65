package eval

import (
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/examples/rodinia"
)

func init() {
	Register(Benchmark{Name: "cfd", Check: CheckCFD, Kernels: []Kernel{
		{Unit: "cfd", Symbol: "_Z25cuda_initialize_variablesiPfS_", Name: "cuda_initialize_variables", Workload: "cfd/init.workload.yaml", Set: "all", Input: cfdInput},
		{Unit: "cfd", Symbol: "_Z24cuda_compute_step_factoriPfS_S_", Name: "cuda_compute_step_factor", Workload: "cfd/step_factor.workload.yaml", Set: "all", Input: cfdInput + "; iterations 1 and 2 as input sets"},
		{Unit: "cfd", Symbol: "_Z17cuda_compute_fluxiPiPfS0_S0_S0_P15HIP_vector_typeIfLj3EES3_", Name: "cuda_compute_flux", Workload: "cfd/flux.workload.yaml", Set: "all", Input: cfdInput + "; the 3 stages of iteration 1 as input sets"},
		{Unit: "cfd", Symbol: "_Z14cuda_time_stepiiPfS_S_S_", Name: "cuda_time_step", Workload: "cfd/time_step.workload.yaml", Set: "all", Input: cfdInput + "; the 3 stages of iteration 1 as input sets"},
	}})
}

// cfdInput is the input of cfd's kernels in the evaluation
// (examples/rodinia/cfd/README.md).
const cfdInput = "euler3d mesh16.domn (our 16-cell mesh padded to 192: the host's data files are absent)"

// cfdTol is the float tolerance of cfd's outputs against the Go reference:
// |got - want| ≤ cfdTol·max(1, |want|). The kernels' square roots
// (v_sqrt_f32) are not guaranteed to be correctly rounded as Go's are, and
// the compiler may contract a·b + c into fused multiply-adds. Measured
// difference: 0, every float bit-identical.
const cfdTol = 1e-5

// cfdCheckIterations is how many iterations of the host's loop the check
// runs (the host runs 2000, each the same seven launches on new values).
const cfdCheckIterations = 2

// CheckCFD runs the host's launch sequence for our 16-cell mesh
// (rodinia.NewCFDMesh, padded to nelr = 192: one workgroup of 192 per
// launch): cuda_initialize_variables on variables, old_variables and
// fluxes, then per iteration old_variables = variables (the host's
// device-to-device copy), cuda_compute_step_factor and, for the Runge-Kutta
// stages j = 0, 1, 2, cuda_compute_flux and cuda_time_step. It compares
// every launch's output with the Go reference (CFDInitialize,
// CFDStepFactor, CFDFlux, CFDTimeStep) within cfdTol.
func CheckCFD(t TB, dir, asmPath string) {
	m := rodinia.NewCFDMesh(rodinia.CFDSmall)
	its, final := rodinia.CFDRun(m, cfdCheckIterations)
	ff := rodinia.NewCFDFarField()
	var base map[string][]byte
	for _, c := range configs {
		// Only compute_flux branches: with every candidate branch marked,
		// the three straight-line kernels are the unmarked ones.
		flat := c.mk
		if flat == candidates {
			flat = unmarked
		}
		pi, wi := program(t, asmPath, dir+"/cfd/init.workload.yaml", flat)
		ps, ws := program(t, asmPath, dir+"/cfd/step_factor.workload.yaml", flat)
		pf, wfl := program(t, asmPath, dir+"/cfd/flux.workload.yaml", c.mk)
		pt, wt := program(t, asmPath, dir+"/cfd/time_step.workload.yaml", flat)
		all := map[string][]byte{} // every launch's output, by launch
		splits := 0
		state := map[string][]byte{}
		for _, buf := range []string{"variables", "old_variables", "fluxes"} {
			out, sp := run(t, pi, launch(t, wi, "", nil, nil), c.s)
			splits += sp
			state[buf] = out["variables"]
			all["init/"+buf] = out["variables"]
		}
		state["step_factors"] = rodinia.F32Bytes(make([]float32, m.Nelr)) // hipMemset
		for it := 0; it < cfdCheckIterations; it++ {
			state["old_variables"] = state["variables"]
			out, sp := run(t, ps, launch(t, ws, "it0", state, nil), c.s)
			splits += sp
			state["step_factors"] = out["step_factors"]
			all[fmt.Sprintf("it%d/step_factors", it)] = out["step_factors"]
			for j := 0; j < rodinia.CFDRK; j++ {
				out, sp = run(t, pf, launch(t, wfl, "rk0", state, nil), c.s)
				splits += sp
				state["fluxes"] = out["fluxes"]
				all[fmt.Sprintf("it%d/rk%d/fluxes", it, j)] = out["fluxes"]
				out, sp = run(t, pt, launch(t, wt, "rk0", state, map[string]int32{"j": int32(j)}), c.s)
				splits += sp
				state["variables"] = out["variables"]
				all[fmt.Sprintf("it%d/rk%d/variables", it, j)] = out["variables"]
			}
		}
		t.Logf("cfd 16 cells S=%d %s: %d splits", c.s, c.mk, splits)
		if c.mustSplit() && splits == 0 {
			t.Errorf("cfd S=%d %s: no split happened", c.s, c.mk)
		}
		if base != nil {
			for k, v := range base {
				if string(all[k]) != string(v) {
					t.Errorf("cfd S=%d %s: %s differs from the unsplit run", c.s, c.mk, k)
				}
			}
			continue
		}
		base = all
		worst := 0.0
		cmp := func(name string, got []byte, want []float32) {
			g := f32s(got)
			if len(g) != len(want) {
				t.Fatalf("%s: %d elements, reference %d", name, len(g), len(want))
			}
			for i := range want {
				d := math.Abs(float64(g[i]) - float64(want[i]))
				scale := math.Max(1, math.Abs(float64(want[i])))
				worst = math.Max(worst, d/scale)
				if !(d <= cfdTol*scale) {
					t.Errorf("%s: cell %d variable %d = %v, reference %v", name, i%m.Nelr, i/m.Nelr, g[i], want[i])
				}
			}
		}
		for _, buf := range []string{"variables", "old_variables", "fluxes"} {
			cmp("init/"+buf, all["init/"+buf], rodinia.CFDInitialize(m.Nelr, ff))
		}
		for it, ri := range its {
			cmp(fmt.Sprintf("it%d/step_factors", it), all[fmt.Sprintf("it%d/step_factors", it)], ri.Step)
			for j, st := range ri.Stages {
				cmp(fmt.Sprintf("it%d/rk%d/fluxes", it, j), all[fmt.Sprintf("it%d/rk%d/fluxes", it, j)], st.Flux)
				next := final
				if j+1 < rodinia.CFDRK {
					next = ri.Stages[j+1].Vars
				} else if it+1 < len(its) {
					next = its[it+1].Old
				}
				cmp(fmt.Sprintf("it%d/rk%d/variables", it, j), all[fmt.Sprintf("it%d/rk%d/variables", it, j)], next)
			}
		}
		// The iterations must move the solution away from the far field
		// (the check is not vacuous).
		if string(state["variables"]) == string(all["init/variables"]) {
			t.Error("cfd: the variables are still the far field")
		}
		t.Logf("cfd: largest relative difference from the Go reference %.3g (tolerance %g)", worst, cfdTol)
	}
}
