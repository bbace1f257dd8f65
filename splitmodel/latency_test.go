package splitmodel

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestLatencyOf: the simulator's facts by default (a FLAT load completes
// 128 + 320 + 3 - 4 cycles after its issue ends on the default hardware:
// docs/static.md), the real-hardware table on request or with caches on
// (with the reason), a table file by its name.
func TestLatencyOf(t *testing.T) {
	hw := timing.Default()
	load := &asm.Instruction{Mnemonic: "flat_load_dword", Op: "flat_load_dword"}
	sim, err := LatencyOf(hw, "")
	if err != nil || sim.Name != LatencySimulator || sim.Why != "" {
		t.Fatalf("default: %+v, %v", sim, err)
	}
	want, _ := static.FromHardware(&hw)
	if got := sim.Table.Cost(load).Latency; got != want.Cost(load).Latency {
		t.Errorf("simulator: load latency %d, want FromHardware's %d", got, want.Cost(load).Latency)
	}
	real, err := LatencyOf(hw, LatencyRealHardware)
	if err != nil || real.Name != LatencyRealHardware || real.Table != static.Default() {
		t.Errorf("real-hardware: %+v, %v", real, err)
	}
	caches := hw
	caches.DRAMLatency = 100
	c, err := LatencyOf(caches, LatencySimulator)
	if err != nil || c.Name != LatencyRealHardware || !strings.Contains(c.Why, "caches") {
		t.Errorf("caches: %+v, %v", c, err)
	}
	dec := hw
	dec.VectorDecoder = 4
	d, err := LatencyOf(dec, LatencySimulator)
	if err != nil || d.Name != LatencyRealHardware || !strings.Contains(d.Why, "sets scheduler.vector_decoder") {
		t.Errorf("vector decoder: %+v, %v", d, err)
	}
	if h := HardwareOf(hw); h.Latency.Name != LatencySimulator {
		t.Errorf("HardwareOf: latency %q, want the simulator's", h.Latency.Name)
	}
	file := filepath.Join(t.TempDir(), "lat.yaml")
	if err := os.WriteFile(file, []byte("params:\n  taken_branch: 20\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := LatencyOf(hw, file)
	if err != nil || f.Name != file || f.Table.Params.TakenBranch != 20 {
		t.Errorf("file: %+v, %v", f, err)
	}
	if _, err := LatencyOf(hw, filepath.Join(t.TempDir(), "missing.yaml")); err == nil {
		t.Error("a missing file: no error")
	}
}

// TestUnobservedEdgesLatency: examples/large's workloads leave IPG edges
// unobserved; their static weights come from the simulator's facts by
// default (the mode analysis names the model). With the real-hardware
// table the worst case runs through 86 of them and the hybrid bound is
// above the simulator model's, which still covers the observation and
// needs none of them.
func TestUnobservedEdgesLatency(t *testing.T) {
	ex := kernelExample(t, "large")
	ex.cfg.S, ex.cfg.Modes = []int{0}, []timing.Mode{timing.Parallel}
	runs, err := Simulate(ex.cfg)
	if err != nil {
		t.Fatal(err)
	}
	sim, err := AnalyzeKernel(ex.opt, 0, runs)
	if err != nil {
		t.Fatal(err)
	}
	opt := ex.opt
	if opt.HW.Latency, err = LatencyOf(timing.Default(), LatencyRealHardware); err != nil {
		t.Fatal(err)
	}
	real, err := AnalyzeKernel(opt, 0, runs)
	if err != nil {
		t.Fatal(err)
	}
	s, r := sim.Parallel, real.Parallel
	if s.Latency != LatencySimulator || r.Latency != LatencyRealHardware || r.Unobserved != 86 || s.Unobserved != 0 {
		t.Fatalf("models %q, %q; unobserved edges %d, %d", s.Latency, r.Latency, s.Unobserved, r.Unobserved)
	}
	if s.BoundParallel >= r.BoundParallel || s.BoundParallel < s.Observed {
		t.Errorf("bounds: simulator %d, real hardware %d, observed %d", s.BoundParallel, r.BoundParallel, s.Observed)
	}
	named := false
	for _, n := range r.Notes {
		if strings.Contains(n, "(real-hardware latency model)") {
			named = true
		}
	}
	if !named {
		t.Errorf("no note names the model: %q", r.Notes)
	}
}
