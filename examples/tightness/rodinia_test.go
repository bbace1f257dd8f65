package tightness

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/examples/rodinia/eval"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// rodiniaCases compiles the eight Rodinia benchmarks (../shared/rodinia,
// never copied here) into a temporary folder and returns their cases,
// skipping the test when the folder or hipcc is absent.
func rodiniaCases(t *testing.T) []Case {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	for _, b := range eval.Benchmarks() {
		_, ok, err := eval.Compile(root, eval.RodiniaDir(root), out, b.Name)
		if !ok {
			t.Skip("Rodinia benchmarks or hipcc not present: skipping")
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(root, "examples", "rodinia")
	if err := rodinia.WriteGenerated(dir); err != nil {
		t.Fatal(err)
	}
	cs := Rodinia(dir, filepath.Join(out, "rodinia"))
	if len(cs) != 17 {
		t.Fatalf("%d Rodinia kernels of the small input, want 17", len(cs))
	}
	return cs
}

// TestRodinia: on every Rodinia kernel, whole kernel marked, every input
// set, S in {0, 2}, both modes, the static bound is at least the observed
// time (Measure fails otherwise), and no vector memory instruction is
// served longer, no LDS instruction takes more bank passes, than the
// address analysis allows (the simulator's test hooks): the analysis on
// real compiler output, with the lanes facts of the kernel's flow facts
// (bfs's Kernel: the frontier's lanes).
func TestRodinia(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and simulates the Rodinia kernels")
	}
	for _, c := range rodiniaCases(t) {
		t.Run(c.Name, func(t *testing.T) {
			if _, err := Measure(context.Background(), &c, []int{0, 2}, 2); err != nil {
				t.Fatal(err)
			}
			k, sets, err := c.load(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			lanes, err := k.Facts.BindLanes(k.CFG) // bfs's Kernel: flow.small.yaml
			if err != nil {
				t.Fatal(err)
			}
			svc := staticbound.VMEMServicesLanes(k.CFG, &k.HW, staticbound.Shapes(sets), lanes)
			lds := staticbound.LDSPassBounds(k.CFG, &k.HW, staticbound.Shapes(sets))
			checked, tighter := 0, 0
			for in, b := range svc {
				if b < staticbound.WorstVMEMService(isa.For(k.Arch), &k.HW, in) {
					tighter++
				}
			}
			for _, set := range sets {
				for _, S := range []int{0, 2} {
					hook := func(pc int, got int64) {
						checked++
						in := k.Program.Instrs[pc].Parsed
						if b, ok := svc[in]; !ok || got > b {
							t.Errorf("set %s S=%d: %s (%s): service %d above its bound %d", set.Name, S, in.Text, in.Pos(), got, b)
						}
					}
					ldsHook := func(pc int, got int64) {
						checked++
						in := k.Program.Instrs[pc].Parsed
						if b, ok := lds[in]; !ok || got > b {
							t.Errorf("set %s S=%d: %s (%s): %d LDS passes, above the bound %d", set.Name, S, in.Text, in.Pos(), got, b)
						}
					}
					if _, err := timing.Run(k.Program, set.Launch, k.HW, timing.Options{S: S, VMEMService: hook, LDSPasses: ldsHook}); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d accesses checked; %d of %d instructions below the worst case", checked, tighter, len(svc))
		})
	}
}
