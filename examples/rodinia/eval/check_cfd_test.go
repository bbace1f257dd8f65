package eval

import (
	"context"
	"fmt"
	"testing"
)

func TestCFD(t *testing.T) { CheckCFD(t, "..", compile(t, "cfd", "cfd")) }

// TestEvaluateCFDFlux runs the evaluation of cuda_compute_flux at S = 0
// and 4: every bound at or above its observation, splits only at S > 0
// under a marking that marks branches (the whole kernel, and choose's at
// S = 4), and the finding of docs/rodinia.md: the split wavefront runs the
// flux branches at the same time, so the whole-kernel observed time at
// S = 4 is below S = 0's (9932 against 12100 cycles when measured).
func TestEvaluateCFDFlux(t *testing.T) {
	asmPath := compile(t, "cfd", "cfd")
	kd, ok := FindKernel("cfd", "cuda_compute_flux", "small")
	if !ok {
		t.Fatal("cuda_compute_flux is not registered")
	}
	s, err := Evaluate(context.Background(), "..", asmPath, kd, []int{0, 4}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Rows) != 6 || len(s.Violations) != 0 {
		t.Fatalf("rows %d (want 6: S 0 and 4 × whole-kernel, none, chosen), violations %v", len(s.Rows), s.Violations)
	}
	rows := map[string]Row{}
	for _, r := range s.Rows {
		rows[fmt.Sprint(r.Marking, r.S)] = r
		if r.BoundParallel < r.ObservedParallel || r.BoundSerial < r.ObservedSerial || r.ObservedParallel <= 0 {
			t.Errorf("row %+v: a bound below its observation", r)
		}
		split := r.S > 0 && (r.Marking == "whole-kernel" || r.Marking == "chosen" && len(r.Marks) > 0)
		if (r.SplitsParallel > 0) != split || (r.SplitsSerial > 0) != split {
			t.Errorf("row %+v: splits %d/%d", r, r.SplitsParallel, r.SplitsSerial)
		}
	}
	w0, w4 := rows["whole-kernel0"], rows["whole-kernel4"]
	if w4.ObservedParallel >= w0.ObservedParallel {
		t.Errorf("whole-kernel observed %d at S = 0, %d at S = 4: splitting no longer gains (docs/rodinia.md measured 12100, 9932)", w0.ObservedParallel, w4.ObservedParallel)
	}
}
