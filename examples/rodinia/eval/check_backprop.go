package eval

import (
	"math"

	"github.com/splitwcet/splitwcet/examples/rodinia"
)

func init() {
	const in = "backprop 16 (16 input units, srand(7))"
	const inMedium = "backprop 512 (512 input units, srand(7))"
	Register(Benchmark{Name: "backprop", Check: CheckBackprop, CheckMedium: CheckBackpropMedium, Kernels: []Kernel{
		{Unit: "backprop", Symbol: "_Z22bpnn_layerforward_CUDAPfS_S_S_ii", Name: "bpnn_layerforward_CUDA",
			Workload: "backprop/layerforward.workload.yaml", Set: "all", Input: in},
		{Unit: "backprop", Symbol: "_Z24bpnn_adjust_weights_cudaPfiS_iS_S_", Name: "bpnn_adjust_weights_cuda",
			Workload: "backprop/adjust.workload.yaml", Set: "all", Input: in},
		{Unit: "backprop", Symbol: "_Z22bpnn_layerforward_CUDAPfS_S_S_ii", Name: "bpnn_layerforward_CUDA", Size: "medium",
			Workload: "backprop/layerforward.medium.workload.yaml", Set: "all", Input: inMedium, Buffers: backpropMedium(false)},
		{Unit: "backprop", Symbol: "_Z24bpnn_adjust_weights_cudaPfiS_iS_S_", Name: "bpnn_adjust_weights_cuda", Size: "medium",
			Workload: "backprop/adjust.medium.workload.yaml", Set: "all", Input: inMedium, Buffers: backpropMedium(true)},
	}})
}

// backpropMedium generates the buffers of the medium workloads
// ("backprop 512", srand(7)): the input units and weights, and for
// bpnn_adjust_weights_cuda the hidden deltas of the host's CPU step on
// the layer-forward kernel's partial sums (from our Go reference).
func backpropMedium(adjust bool) func() (map[string]map[string][]byte, error) {
	return func() (map[string]map[string][]byte, error) {
		const in = 512
		units, weights, hidden := rodinia.BackpropInput(in, 7)
		if !adjust {
			return map[string]map[string][]byte{"default": {"input_cuda": rodinia.F32Bytes(units), "input_hidden_cuda": rodinia.F32Bytes(weights)}}, nil
		}
		reduced := append([]float32(nil), weights...)
		partial := make([]float32, in)
		rodinia.BackpropLayerForward(units, reduced, partial, in)
		delta := rodinia.BackpropHiddenDelta(partial, weights, hidden, in)
		return map[string]map[string][]byte{"default": {"delta": rodinia.F32Bytes(delta), "ly": rodinia.F32Bytes(units), "w": rodinia.F32Bytes(weights)}}, nil
	}
}

// CheckBackprop runs the host's two launches for "backprop 16":
// bpnn_layerforward_CUDA (one workgroup of 16×16), the host's CPU work on
// its partial sums (BackpropHiddenDelta), then bpnn_adjust_weights_cuda on
// the input weights as the host copies them again. It compares the
// layer-forward kernel's reduced weights and partial sums with
// BackpropLayerForward and the adjusted weights with BackpropAdjust,
// within the gaussian tolerance (measured difference 0).
func CheckBackprop(t TB, dir, asmPath string) { checkBackprop(t, dir, asmPath, 16, "") }

// CheckBackpropMedium is CheckBackprop for "backprop 512" (the medium
// input: 32 workgroups of 16×16).
func CheckBackpropMedium(t TB, dir, asmPath string) { checkBackprop(t, dir, asmPath, 512, ".medium") }

func checkBackprop(t TB, dir, asmPath string, in int, suffix string) {
	var base map[string][]byte
	for _, c := range configs {
		p1, w1 := program(t, asmPath, dir+"/backprop/layerforward"+suffix+".workload.yaml", c.mk)
		p2, w2 := program(t, asmPath, dir+"/backprop/adjust"+suffix+".workload.yaml", c.mk)
		units, weights, hidden := rodinia.BackpropInput(in, 7)
		uw := map[string][]byte{"input_cuda": rodinia.F32Bytes(units), "input_hidden_cuda": rodinia.F32Bytes(weights)}
		out, splits := run(t, p1, launch(t, w1, "default", uw, nil), c.s)
		delta := rodinia.BackpropHiddenDelta(f32s(out["hidden_partial_sum"]), weights, hidden, in)
		adj, sp := run(t, p2, launch(t, w2, "default", map[string][]byte{"delta": rodinia.F32Bytes(delta),
			"ly": rodinia.F32Bytes(units), "w": rodinia.F32Bytes(weights)}, nil), c.s)
		splits += sp
		out["w"], out["oldw"] = adj["w"], adj["oldw"]
		t.Logf("backprop %d S=%d %s: %d splits", in, c.s, c.mk, splits)
		if c.mustSplit() && splits == 0 {
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
			worst = math.Max(worst, compareExact(t, name, f32s(out[name]), want, elementName))
		}
		// The adjustment must change the weights (the check is not vacuous).
		// With 512 inputs every hidden unit saturates (its sigmoid is 1.0 in
		// float), so every hidden delta is 0 and the host's adjustment
		// leaves the weights as they are: then the layer-forward outputs
		// carry the check.
		zero := true
		for _, d := range delta {
			zero = zero && d == 0
		}
		if string(out["w"]) == string(rodinia.F32Bytes(weights)) {
			if !zero {
				t.Error("bpnn_adjust_weights_cuda left the weights unchanged")
			} else {
				t.Logf("backprop %d: every hidden delta is 0 (the hidden units saturate), so the weights stay unchanged, as on the host", in)
			}
		}
		if string(out["input_hidden_cuda"]) == string(rodinia.F32Bytes(weights)) {
			t.Error("bpnn_layerforward_CUDA left its weights unchanged")
		}
		t.Logf("backprop: largest relative difference from the Go reference %.3g (compared exactly)", worst)
	}
}
