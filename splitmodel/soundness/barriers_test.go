package soundness_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// staticWith is the static bound of spec's kernel at S = 0 (parallel)
// for 2 workgroups with the generator's loop facts and, as asked, its
// counts and lanes facts, and whether the barriers are aligned.
func staticWith(t *testing.T, spec soundness.KernelSpec, counts, lanes bool) (int64, bool) {
	t.Helper()
	k := spec.Kernel()
	var b strings.Builder
	b.WriteString("kernel: gk\nloops:\n")
	for _, f := range k.LoopFacts() {
		fmt.Fprintf(&b, "  - header: %s\n    max: %d\n", f.Header, f.Max)
	}
	c, l := k.BlockFacts()
	for _, x := range []struct {
		key   string
		on    bool
		facts []gen.BlockFact
	}{{"counts", counts, c}, {"lanes", lanes, l}} {
		if x.on && len(x.facts) > 0 {
			b.WriteString(x.key + ":\n")
			for _, f := range x.facts {
				fmt.Fprintf(&b, "  - block: %s\n    max: %d\n", f.Block, f.Max)
			}
		}
	}
	facts, err := flowfacts.Parse("f.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	hw := timing.Default()
	kk, err := kernel.FromText("gk.s", []byte(k.Assembly()), kernel.Config{Kernel: "gk", HW: &hw})
	if err != nil {
		t.Fatal(err)
	}
	m, err := staticbound.Prepare(kk.IPG, facts, kk.HW, 4*(k.Size+1))
	if err != nil {
		t.Fatal(err)
	}
	bd, err := m.Bound(m.LaunchOf(&sim.Launch{Workgroups: [3]int{2, 1, 1}, WorkgroupSize: [3]int{k.Size, 1, 1}}), 0, timing.Parallel)
	if err != nil {
		t.Fatal(err)
	}
	return bd.Cycles, m.Phase != nil && m.Phase.Aligned
}

// TestBarriersCampaign: with Config.Barriers every kernel has a uniform
// loop holding barriers and a counts fact on a barrier block; with Static
// on no case fails, every static bound is at or above its observation,
// both analyses get the counts facts and the static one the lanes facts;
// the report names --barriers in its text, command and JSON. The kernels
// exercise the rules the facts feed: of the first 20 kernels of seed 19,
// all have aligned barriers (the phase rule), the counts of barrier
// blocks lower 5 bounds and the lanes facts 5 (S = 0, two workgroups).
func TestBarriersCampaign(t *testing.T) {
	c := soundness.Config{Kernels: 5, Seed: 19, S: []int{0, 1, 4}, Workers: 1, Static: true, Barriers: true}
	rep, err := soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if st := rep.Counts.Static; st.ViolationsParallel != 0 || st.ViolationsSerial != 0 || st.RatioParallel.N != 15 || st.RatioParallel.Min < 1 {
		t.Fatalf("static counts %+v, want 0 violations over 15 cases, ratios >= 1", st)
	}
	for _, k := range rep.Kernels {
		g := k.Spec.Kernel()
		counts, lanes := g.BlockFacts()
		if len(counts) == 0 || !k.Spec.Barriers {
			t.Fatalf("kernel %d: no counts fact", k.Spec.Index)
		}
		for _, cs := range k.Cases {
			if cs.Failed() {
				t.Errorf("case %s: %v", soundness.CaseDir(cs), cs.Findings)
			}
			if cs.StaticParallel < cs.StaticObservedParallel || cs.StaticSerial < cs.StaticObservedSerial || cs.ObservedParallel <= 0 {
				t.Errorf("case %s: static %d/%d, observed %d/%d", soundness.CaseDir(cs), cs.StaticParallel, cs.StaticSerial, cs.StaticObservedParallel, cs.StaticObservedSerial)
			}
			for _, f := range counts {
				want := fmt.Sprintf("  - block: %s\n    max: %d\n", f.Block, f.Max)
				if !strings.Contains(cs.Facts, want) || !strings.Contains(cs.StaticFacts, want) {
					t.Errorf("case %s: the facts lack the count %q:\n%s\n%s", soundness.CaseDir(cs), want, cs.Facts, cs.StaticFacts)
				}
			}
			for _, f := range lanes {
				if want := fmt.Sprintf("  - block: %s\n    max: %d\n", f.Block, f.Max); !strings.Contains(cs.StaticFacts, want) || strings.Contains(cs.Facts, want) {
					t.Errorf("case %s: the lanes fact %q is not the static bound's alone", soundness.CaseDir(cs), want)
				}
			}
		}
	}
	var text strings.Builder
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	js, err := rep.JSON(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "; kernels with barriers in loops") || !strings.Contains(string(js), `"barriers": true`) ||
		!strings.HasSuffix(rep.Config.Command(""), " --static --barriers") {
		t.Errorf("the report does not show the barriers:\n%s\n%s", text.String(), rep.Config.Command(""))
	}
	if err := c.Normalize(); err != nil {
		t.Fatal(err)
	}
	aligned, byCounts, byLanes := 0, 0, 0
	for i := range 20 {
		sp := c.Spec(i)
		b0, al := staticWith(t, sp, false, false)
		bc, _ := staticWith(t, sp, true, false)
		bl, _ := staticWith(t, sp, false, true)
		if al {
			aligned++
		}
		if bc < b0 {
			byCounts++
		}
		if bl < b0 {
			byLanes++
		}
		if bc > b0 || bl > b0 {
			t.Errorf("kernel %d: a fact raised the bound: %d without, %d with the counts, %d with the lanes", i, b0, bc, bl)
		}
	}
	if aligned != 20 || byCounts != 5 || byLanes != 5 {
		t.Errorf("%d aligned, %d lowered by counts, %d by lanes facts: want 20, 5, 5", aligned, byCounts, byLanes)
	}
}
