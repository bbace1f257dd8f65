package tightness

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples/rodinia"
	"github.com/splitwcet/splitwcet/examples/rodinia/eval"
	"github.com/splitwcet/splitwcet/internal/testenv"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
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
			testenv.RodiniaMissing(t, eval.RodiniaDir(root), "the tightness suite's Rodinia cases")
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

// TestHotspotTightFacts: the suite's hotspot case takes
// examples/rodinia/hotspot/flow.tight.yaml, whose count of the copy's
// barrier block (the loop's break skips it in the last of the 2
// iterations) takes one barrier off the phase rule: 5 phases instead of 6,
// so one boundary fewer of ours can meet another workgroup's phase on a
// new SIMD. The count bounds the virtual path too (that block holds an
// s_barrier: perEntry keeps it), so its issue demand loses one pass of the
// copy, 13 instructions of 4 cycles (.LBB0_4's 7, %bb.11's 2 and %bb.12's
// 4): 2,856 - 52 = 2,804. At S = 0 each of the 8 other workgroups on our
// SIMDs then gives Issue + 3 x 1,704 + 728 = 8,644 cycles (the segments:
// 1,704 once, 728 twice, 724 once now and 220 once), 9,424 with flow.yaml
// (2,856 + 3 x 1,704 + 2 x 728); the bound stays above the run (Measure).
func TestHotspotTightFacts(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and simulates hotspot")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	if _, ok, err := eval.Compile(root, eval.RodiniaDir(root), out, "hotspot"); !ok {
		testenv.RodiniaMissing(t, eval.RodiniaDir(root), "the hotspot phase model's check")
	} else if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "examples", "rodinia")
	cs := Rodinia(dir, filepath.Join(out, "rodinia"), "hotspot")
	if len(cs) != 1 || cs[0].Facts != "examples/rodinia/hotspot/flow.tight.yaml" {
		t.Fatalf("hotspot cases %+v, want one with flow.tight.yaml", cs)
	}
	c := cs[0]
	if _, err := Measure(context.Background(), &c, []int{0}, 2); err != nil {
		t.Fatal(err)
	}
	k, sets, err := c.load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if k.Facts == nil || k.Facts.Name != c.Facts {
		t.Fatalf("facts %v, want %s", k.Facts, c.Facts)
	}
	plain, err := parseFacts(filepath.Join(dir, "hotspot", "flow.yaml"), "flow.yaml")
	if err != nil {
		t.Fatal(err)
	}
	pk, err := kernel.FromText(k.Source, k.Text, kernel.Config{Kernel: k.Name(), Simulate: true, Workload: k.Workload, Facts: plain, HW: &k.HW})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		k                     *kernel.Kernel
		phases, virtual, term int64
		segments              []staticbound.Segment
	}{
		{k, 5, 2804, 8 * (2804 + 3*1704 + 728), []staticbound.Segment{{Issue: 1704, Times: 1}, {Issue: 728, Times: 2}, {Issue: 724, Times: 1}, {Issue: 220, Times: 1}}},
		{pk, 6, 2856, 8 * (2856 + 3*1704 + 2*728), []staticbound.Segment{{Issue: 1704, Times: 1}, {Issue: 728, Times: 2}, {Issue: 724, Times: 2}, {Issue: 220, Times: 1}}},
	} {
		m, err := staticbound.PrepareKernel(tc.k, sets)
		if err != nil {
			t.Fatal(err)
		}
		p := m.Phase
		if p == nil || !p.Aligned || p.Phases != tc.phases || p.Issue != tc.virtual || !slices.Equal(p.Segments, tc.segments) {
			t.Fatalf("%s: phase model %+v, want %d phases, issue %d, segments %v", tc.k.Facts.Name, p, tc.phases, tc.virtual, tc.segments)
		}
		b, err := m.Bound(staticbound.LaunchOf(sets[0].Launch), 0, timing.Parallel)
		if err != nil {
			t.Fatal(err)
		}
		if b.SIMDOthers != 8 || b.Issue != tc.term {
			t.Errorf("%s: %d others on the SIMD, issue %d; want 8, %d", tc.k.Facts.Name, b.SIMDOthers, b.Issue, tc.term)
		}
	}
}
