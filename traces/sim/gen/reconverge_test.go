package gen

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestRandomReconvergeEqualsReference (issue 31): with reconvergence,
// split output = unsplit output = the Go reference on 500 random marked
// kernels (the whole kernel or random statements marked) under every
// budgeted policy and S ∈ {1, 2, 3, 4, 8, 63}; the family's members that
// have not merged partition its lanes after every split and every merge,
// no merge outnumbers the splits, and merges happen.
func TestRandomReconvergeEqualsReference(t *testing.T) {
	n := 500
	if testing.Short() {
		n = 60
	}
	tab := make([]int32, 256)
	for i := range tab {
		tab[i] = int32(i*2654435761>>7) % 5000
	}
	splits, merges := 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		k := RandomMarked(seed, size, []Marking{MarkKernel, MarkStatements}[seed%2])
		groups := 1 + int(seed%3)
		src := k.Assembly()
		p, err := loadProgram(fmt.Sprintf("gen%d.s", seed), []byte(src))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		wantOut, wantCtr := k.Reference(tab, groups)
		for _, pol := range []split.Policy{split.Halve, split.ParentFirst, split.ChildFirst} {
			for _, S := range []int{1, 2, 3, 4, 8, 63} {
				l := &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{k.Size, 1, 1}, Args: []sim.Arg{
					{Name: "tab", Buffer: bytesOf(tab), IsBuffer: true},
					{Name: "out", Buffer: make([]byte, 4*groups*k.Size), IsBuffer: true, Output: true},
					{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true},
				}}
				var m *sim.Machine
				m, err = sim.NewMachine(p, l, sim.Options{S: S, Policy: pol, Reconverge: true, MaxWaveInstructions: 1 << 20, Observer: func(ev *sim.Event) {
					if ev.Child != nil || len(m.StepMerges()) > 0 {
						if err := ev.Wave.Family.CheckPartition(); err != nil {
							t.Fatalf("seed %d %s S=%d: %v", seed, pol, S, err)
						}
					}
				}})
				if err != nil {
					t.Fatal(err)
				}
				r, err := m.Run()
				if err != nil {
					t.Fatalf("seed %d %s S=%d: %v\n%s", seed, pol, S, err, src)
				}
				if !bytes.Equal(r.Outputs[0].Data, bytesOf(wantOut)) || !bytes.Equal(r.Outputs[1].Data, bytesOf(wantCtr[:])) {
					t.Fatalf("seed %d %s S=%d (size %d, %d groups): outputs differ from the reference\n%s", seed, pol, S, k.Size, groups, src)
				}
				if r.Merges > r.Splits {
					t.Fatalf("seed %d %s S=%d: %d merges of %d splits", seed, pol, S, r.Merges, r.Splits)
				}
				splits += r.Splits
				merges += r.Merges
			}
		}
	}
	if merges == 0 {
		t.Error("no random kernel merged")
	}
	t.Logf("%d kernels: %d splits, %d merges", n, splits, merges)
}
