package staticbound

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// fullLaunch is l widened to fill the hardware: K_fit workgroups (every
// launch slot of every CU in one round), each buffer argument repeated as
// often as the grid grew so that every index stays inside its buffer.
func fullLaunch(l *sim.Launch, kfit int) *sim.Launch {
	g := LaunchOf(l).Workgroups
	f := max((kfit+g-1)/g, 1)
	c := *l
	c.Workgroups = [3]int{l.Workgroups[0] * f, l.Workgroups[1], l.Workgroups[2]}
	if l.GridSize[0] > 0 { // a partial grid stays partial: f-1 more rows of whole workgroups
		c.GridSize[0] = l.GridSize[0] + (f-1)*l.Workgroups[0]*l.WorkgroupSize[0]
	}
	c.Args = append([]sim.Arg(nil), l.Args...)
	for i := range c.Args {
		if c.Args[i].IsBuffer {
			c.Args[i].Buffer = []byte(strings.Repeat(string(c.Args[i].Buffer), f))
		}
	}
	return &c
}

// TestTightnessFullOccupancy checks static >= observed for every example's
// first input set widened to full occupancy (fullLaunch), parallel and
// serialized, S in {0, 2}; with SPLITWCET_STATIC_TABLE set it runs S in
// {0, 1, 2, 4, 8} and prints the markdown table of docs/static.md.
func TestTightnessFullOccupancy(t *testing.T) {
	Ss := []int{0, 2}
	table := os.Getenv("SPLITWCET_STATIC_TABLE") != ""
	if table {
		Ss = []int{0, 1, 2, 4, 8}
	}
	if testing.Short() {
		t.Skip("simulates every example at full occupancy")
	}
	var out strings.Builder
	for _, name := range examples.Names() {
		if _, ok := refused[name]; ok {
			continue
		}
		k, m, launch, b0 := firstSet(t, name, nil)
		l := fullLaunch(launch, b0.KFit)
		fmt.Fprintf(&out, "| %s | %d x %d |", name, LaunchOf(l).Workgroups, LaunchOf(l).WorkgroupSize)
		for _, S := range Ss {
			for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
				b, observed := boundAndRun(t, name, k, m, l, S, mode)
				if mode == timing.Parallel {
					fmt.Fprintf(&out, " %d / %d (%.1f, %s) |", b.Cycles, observed, float64(b.Cycles)/float64(observed), b.Dominant)
				}
			}
		}
		out.WriteString("\n")
	}
	if table {
		fmt.Print(out.String())
	}
}

// TestEverPlacedExamples: launches of two and more rounds on a small
// machine (2 CUs x 2 SIMDs x 4 slots), where the first fill is placed
// before any family can end and the competitors are capped by the
// families that can ever share a SIMD and CU (Model.everPlaced): every
// example's first input set widened past K_fit and to three rounds,
// S in {0, 2}, both modes, static >= observed; the caps must bind on some.
func TestEverPlacedExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates every example in several rounds")
	}
	hw := timing.Default()
	hw.CUs, hw.SIMDsPerCU, hw.SlotsPerSIMD = 2, 2, 4
	capped := 0
	for _, name := range examples.Names() {
		if _, ok := refused[name]; ok {
			continue
		}
		k, m, launch, b0 := firstSet(t, name, &hw)
		for _, g := range []int{b0.KFit + 1, 3 * b0.KFit} {
			l := fullLaunch(launch, g)
			total := int64(LaunchOf(l).Workgroups) * int64(b0.WavesPerGroup)
			for _, S := range []int{0, 2} {
				for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
					b, _ := boundAndRun(t, name, k, m, l, S, mode)
					capS, _ := m.everPlaced(b, total)
					if b.B > 1 && capS < total-1 && b.SIMDOthers == capS {
						capped++ // the cap, not the window count, decided
					}
				}
			}
		}
	}
	if capped < 10 {
		t.Errorf("the caps decided the SIMD's competitors in %d launches of several rounds, want at least 10", capped)
	}
	t.Logf("the caps decided in %d launches", capped)
}

// firstSet is example name on hw (nil: its own hardware) with its static
// model, its first input set's launch and that launch's bound at S = 0.
func firstSet(t *testing.T, name string, hw *timing.Config) (*kernel.Kernel, *Model, *sim.Launch, *Bound) {
	t.Helper()
	k, err := kernel.Example(name, kernel.Config{Simulate: true, HW: hw})
	if err != nil {
		t.Fatal(err)
	}
	m, err := PrepareKernel(k, k.Workload.Sets)
	if err != nil {
		t.Fatal(err)
	}
	l := k.Workload.Sets[0].Launch
	b0, err := m.Bound(LaunchOf(l), 0, timing.Parallel)
	if err != nil {
		t.Fatal(err)
	}
	return k, m, l, b0
}

// boundAndRun bounds launch l at S in mode and simulates it; a bound
// below the observed time fails the test.
func boundAndRun(t *testing.T, name string, k *kernel.Kernel, m *Model, l *sim.Launch, S int, mode timing.Mode) (*Bound, int64) {
	t.Helper()
	b, err := m.Bound(LaunchOf(l), S, mode)
	if err != nil {
		t.Fatal(err)
	}
	res, err := timing.Run(k.Program, l, k.HW, timing.Options{S: S, Serial: mode == timing.Serial})
	if err != nil {
		t.Fatalf("%s S=%d %s: %v", name, S, mode, err)
	}
	if b.Cycles < res.Cycles {
		t.Errorf("%s, %d workgroups, S=%d %s: static %d < observed %d (%+v)", name, LaunchOf(l).Workgroups, S, mode, b.Cycles, res.Cycles, *b)
	}
	return b, res.Cycles
}

// TestFullOccupancyFamilySizes: the occupancy caps no family's size, so a
// static bound may not count fewer members for the other workgroups when
// a CU is full (docs/static.md, "Seventh session: what was weighed"). A
// split takes a reserve slot of its own family's launch slot
// (sim.Machine.split asks the split policy about the family's own budget
// only), so with every launch slot of the 4 CUs filled (synthetic_split
// widened to K_fit = 80 workgroups of 2 waves: 160 families, 10 on each
// SIMD) every family still makes its S = 4 splits (its lane-bit tests
// split every member with lanes on both sides), as in the example's own
// 4-workgroup launch: 640 splits, 5 members per family, the static bound's
// M; and the bound stays above the run.
func TestFullOccupancyFamilySizes(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates a full machine")
	}
	k, m, launch, b0 := firstSet(t, "synthetic_split", nil)
	l := fullLaunch(launch, b0.KFit)
	if g := LaunchOf(l).Workgroups; g != 80 || b0.KFit != 80 || b0.WavesPerGroup != 2 {
		t.Fatalf("%d workgroups of %d waves, K_fit %d; want 80, 2, 80", g, b0.WavesPerGroup, b0.KFit)
	}
	const S = 4
	for _, launch := range []*sim.Launch{launch, l} {
		res, err := timing.Run(k.Program, launch, k.HW, timing.Options{S: S, WaveStats: true})
		if err != nil {
			t.Fatal(err)
		}
		families := res.Workgroups * b0.WavesPerGroup
		members := map[[2]int]int{}
		for _, w := range res.Waves {
			members[[2]int{w.Workgroup, w.Wave}]++
		}
		for f, n := range members {
			if n != S+1 {
				t.Errorf("%d workgroups: family %v has %d members, want %d", res.Workgroups, f, n, S+1)
			}
		}
		if res.Splits != S*families || len(members) != families {
			t.Errorf("%d workgroups: %d splits in %d families, want %d in %d", res.Workgroups, res.Splits, len(members), S*families, families)
		}
	}
	b, _ := boundAndRun(t, "synthetic_split", k, m, l, S, timing.Parallel)
	if b.Members != S+1 || b.SIMDOthers != 9 {
		t.Errorf("static bound: %d members, %d others on the SIMD; want %d, 9", b.Members, b.SIMDOthers, S+1)
	}
}
