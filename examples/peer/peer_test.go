package peer

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestSuiteAllowed: the suite has at least 20 kernels of every class, none
// from the benchmarks kept as the project's external check, each with a
// workload, a reference and a recorded MGPUSim run.
func TestSuiteAllowed(t *testing.T) {
	if len(Suite) < 20 {
		t.Errorf("%d kernels, want at least 20", len(Suite))
	}
	rec, err := Recorded()
	if err != nil {
		t.Fatal(err)
	}
	classes := map[Class]int{}
	names := map[string]bool{}
	for _, k := range Suite {
		classes[k.Class]++
		if names[k.Name] {
			t.Errorf("%s twice", k.Name)
		}
		names[k.Name] = true
		for _, f := range Forbidden {
			for _, part := range append(strings.Split(k.Source, "/"), strings.Split(k.Bench, "/")...) {
				if strings.TrimSuffix(part, ".cl") == f {
					t.Errorf("%s comes from %s (%s), one of the external check's benchmarks", k.Name, f, k.Source)
				}
			}
		}
		if _, err := Workload(k.Name); err != nil {
			t.Errorf("%s: %v", k.Name, err)
		}
		if k.Ref == nil {
			t.Errorf("%s has no Go reference", k.Name)
		}
		if _, ok := rec.Row(k.Name); !ok {
			t.Errorf("%s has no recorded MGPUSim run (make peer RECORD=1)", k.Name)
		}
	}
	for _, c := range []Class{Streaming, Irregular, LDS, Tiny} {
		if classes[c] == 0 {
			t.Errorf("no %s kernel", c)
		}
	}
	for _, r := range rec.Kernels {
		if !names[r.Name] {
			t.Errorf("recorded %s is not in the suite", r.Name)
		}
	}
}

// TestRecordedAgreement: the recorded comparison meets the suite's bar:
// every kernel within 20% of MGPUSim like with like, the geometric mean
// of |ratio| at most 1.10, and the kernel time as MGPUSim counts it as
// close. TestPeerSuite checks that our simulator still gives the recorded
// cycles, when it can compile the kernels.
func TestRecordedAgreement(t *testing.T) {
	rec, err := Recorded()
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Kernels) < 20 {
		t.Errorf("%d recorded kernels, want at least 20 (issue 26)", len(rec.Kernels))
	}
	var rs, ls []float64
	for _, r := range rec.Kernels {
		if r.KernelTime <= r.Empty || r.Cycles <= 0 || r.Instructions <= 0 || len(r.Outputs) == 0 {
			t.Errorf("%s: incomplete record %+v", r.Name, r)
			continue
		}
		if d := math.Abs(r.Ratio() - 1); d > Within {
			t.Errorf("%s: ours %d cycles, MGPUSim %d - %d = %d: ratio %.2f, beyond %.0f%%", r.Name, r.Cycles, r.KernelTime, r.Empty, r.LikeWithLike(), r.Ratio(), 100*Within)
		}
		if d := math.Abs(r.RatioLaunched() - 1); d > Within {
			t.Errorf("%s: as MGPUSim counts, ours %d cycles, MGPUSim %d: ratio %.2f", r.Name, r.Launched, r.KernelTime, r.RatioLaunched())
		}
		rs, ls = append(rs, r.Ratio()), append(ls, r.RatioLaunched())
	}
	if g := GeoMeanAbs(rs); !(g <= 1.10) {
		t.Errorf("geometric mean of |ratio| %.3f, want at most 1.10", g)
	}
	if g := GeoMeanAbs(ls); !(g <= 1.10) {
		t.Errorf("as MGPUSim counts: geometric mean of |ratio| %.3f, want at most 1.10", g)
	}
	t.Logf("%d kernels: geometric mean of |ratio| %.3f like with like, %.3f as MGPUSim counts", len(rs), GeoMeanAbs(rs), GeoMeanAbs(ls))
}

// TestPeerSuite compiles every kernel from the MGPUSim sources given in
// SPLITWCET_MGPUSIM_SRC (a checkout or its git directory) and runs it on
// our simulator with docs/results/r9nano.yaml: outputs equal to the Go
// reference and to MGPUSim's (recorded hashes), instruction counts equal,
// cycles exactly the recorded ones (the model is deterministic: a
// deliberate timing change re-records them with make peer RECORD=1), and
// so within 20% of MGPUSim. Without the sources it skips: the project
// keeps no MGPUSim code.
func TestPeerSuite(t *testing.T) {
	src := os.Getenv("SPLITWCET_MGPUSIM_SRC")
	if src == "" {
		t.Skip("SPLITWCET_MGPUSIM_SRC not set: the MGPUSim sources (github.com/sarchlab/mgpusim v4.2.0, a checkout or its git directory) are needed to compile the suite")
	}
	if testing.Short() {
		t.Skip("-short: the suite takes about a minute")
	}
	rec, err := Recorded()
	if err != nil {
		t.Fatal(err)
	}
	hw, _, err := timing.ReadFile(filepath.Join("..", "..", "docs", "results", "r9nano.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	rows := Evaluate(context.Background(), Config{Src: src, HW: hw, Out: t.TempDir(), Jobs: 2}, Suite, rec)
	for _, r := range rows {
		if r.Err != nil {
			t.Errorf("%s: %v", r.Kernel.Name, r.Err)
			continue
		}
		want, _ := rec.Row(r.Kernel.Name)
		switch {
		case len(r.RefBad) > 0:
			t.Errorf("%s: outputs differ from the Go reference: %s", r.Kernel.Name, strings.Join(r.RefBad, "; "))
		case !r.OutputsEqual:
			t.Errorf("%s: outputs differ from MGPUSim's (recorded hashes)", r.Kernel.Name)
		case r.Ours.Instructions != want.Instructions:
			t.Errorf("%s: %d instructions, MGPUSim %d", r.Kernel.Name, r.Ours.Instructions, want.Instructions)
		case r.Ours.Cycles != want.Cycles || r.Ours.Launched != want.Launched:
			t.Errorf("%s: %d cycles (%d as MGPUSim counts), recorded %d (%d): a timing change; if deliberate, re-record with make peer RECORD=1 and update docs/mgpusim.md",
				r.Kernel.Name, r.Ours.Cycles, r.Ours.Launched, want.Cycles, want.Launched)
		}
	}
	var b strings.Builder
	WriteTable(&b, rows)
	t.Log("\n" + b.String())
}
