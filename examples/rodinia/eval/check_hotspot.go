package eval

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/traces/sim"
)

func init() {
	Register(Benchmark{Name: "hotspot", Check: CheckHotspot, CheckMedium: CheckHotspotMedium, Kernels: []Kernel{
		{Unit: "hotspot", Symbol: "_Z14calculate_tempiPfS_S_iiiiffffff", Name: "calculate_temp",
			Workload: "hotspot/workload.yaml", Facts: "hotspot/flow.yaml", Set: "all",
			Input: "hotspot 64 2 2 (64x64, our seeded temperatures and powers)"},
		{Unit: "hotspot", Symbol: "_Z14calculate_tempiPfS_S_iiiiffffff", Name: "calculate_temp", Size: "medium",
			Workload: "hotspot/medium.workload.yaml", Facts: "hotspot/flow.yaml", Set: "all",
			Input: "hotspot 512 2 2 (512x512, our seeded temperatures and powers)"},
	}})
}

// CheckHotspot runs the host's one launch of calculate_temp for
// "hotspot 64 2 2" (6×6 workgroups of 16×16, two time steps per launch) and
// compares every cell with two steps of HotspotSteps.
func CheckHotspot(t TB, dir, asmPath string) { checkHotspot(t, dir, asmPath, 64, "workload.yaml") }

// CheckHotspotMedium is CheckHotspot for "hotspot 512 2 2" (the medium
// input: 43×43 workgroups).
func CheckHotspotMedium(t TB, dir, asmPath string) {
	checkHotspot(t, dir, asmPath, 512, "medium.workload.yaml")
}

func checkHotspot(t TB, dir, asmPath string, n int, wl string) {
	var base []byte
	for _, c := range configs {
		p, w := program(t, asmPath, dir+"/hotspot/"+wl, c.mk)
		l := launch(t, w, "default", nil, nil)
		out, splits := run(t, p, l, c.s)
		t.Logf("hotspot %d S=%d %s: %d splits", n, c.s, c.mk, splits)
		if c.mustSplit() && splits == 0 {
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
		worst := compareExact(t, "temp_dst", f32s(base), want, func(i int) string { return fmt.Sprintf(" row %d column %d", i/n, i%n) })
		// The two steps must have changed the grid (the check is not vacuous).
		if string(base) == string(args["temp_src"].Buffer) {
			t.Error("temp_dst equals temp_src")
		}
		t.Logf("hotspot: largest relative difference from the Go reference %.3g (compared exactly)", worst)
	}
}
