package sim_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// loadLivework loads testdata/livework (kernel and workload) with its first
// input set's launch scaled to groups workgroups.
func loadLivework(t testing.TB, groups int) (*sim.Program, *sim.Launch) {
	t.Helper()
	dir := filepath.Join("testdata", "livework")
	src, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := loadProgram("livework/kernel.s", src)
	if err != nil {
		t.Fatal(err)
	}
	wf, err := workload.ParseFile(filepath.Join(dir, "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	l := *wf.Sets[0].Launch
	l.Workgroups = [3]int{groups, 1, 1}
	l.Args = append([]sim.Arg(nil), l.Args...)
	l.Args[1].Buffer = make([]byte, 4*groups)
	return p, &l
}

// liveworkSum is the Go reference of the livework kernel (kernel.hip): the
// value every workgroup of size lanes adds into its output int.
func liveworkSum(tab []int32, lanes int) int32 {
	var sum int32
	for tid := 0; tid < lanes; tid++ {
		lane := tid & 63
		v := tab[tid&255]
		if lane&1 != 0 {
			v = tab[(v+7)&255] + 1
		} else {
			v = tab[(v^5)&255]*3 - 2
		}
		if lane&2 != 0 {
			v = tab[(v+21)&255] + 3
		} else {
			v = tab[(v^25)&255]*3 - 4
		}
		sum += v
	}
	return sum
}

// A long functional launch keeps only its resident workgroups: the waves
// held at once (Machine.MaxLiveWaves) are bounded by Options.Resident ×
// wavefronts per workgroup × (S+1), whatever the launch size, and every
// workgroup's output matches the Go reference at every S.
func TestLiveWavesBounded(t *testing.T) {
	const groups = 3000
	for _, S := range []int{0, 1, 3} {
		p, l := loadLivework(t, groups)
		m, err := sim.NewMachine(p, l, sim.Options{S: S, Resident: 16})
		if err != nil {
			t.Fatal(err)
		}
		r, err := m.Run()
		if err != nil {
			t.Fatal(err)
		}
		// Four wavefronts per workgroup, four paths per wavefront: at most
		// min(S+1, 4) members per family.
		bound := 16 * 4 * min(S+1, 4)
		if r.MaxLiveWaves > bound || r.MaxLiveWaves < bound/2 || m.LiveWaves() != 0 {
			t.Errorf("S=%d: at most %d live waves, %d at the end; want between %d and %d, 0 at the end", S, r.MaxLiveWaves, m.LiveWaves(), bound/2, bound)
		}
		if r.Splits != groups*4*min(S, 3) || r.Waves != nil {
			t.Errorf("S=%d: %d splits, %d wave stats; want %d and none", S, r.Splits, len(r.Waves), groups*4*min(S, 3))
		}
		tab := i32s(l.Args[0].Buffer)
		want := liveworkSum(tab, 256)
		out := i32s(r.Outputs[0].Data)
		for b, v := range out {
			if v != want {
				t.Fatalf("S=%d: out[%d] = %d, want %d", S, b, v, want)
			}
		}
	}
}

// The memory a functional run holds near its end does not grow with the
// launch: the live heap at 90% of a 1,000- and an 8,000-workgroup launch
// differs by little more than the larger output buffer, where keeping
// every wave and split (about 2 KB each before they were released) would
// add some 200 MB, and per-wave statistics alone 4 MB.
func TestLiveHeapFlat(t *testing.T) {
	heap := func(groups int) int64 {
		p, l := loadLivework(t, groups)
		var at int64
		total := int64(groups) * 600 // wavefront instructions per workgroup at S = 3 (splitwcet run)
		var m *sim.Machine
		var err error
		m, err = sim.NewMachine(p, l, sim.Options{S: 3, Observer: func(*sim.Event) {
			if at == 0 && m.Instructions >= total*9/10 {
				runtime.GC()
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				at = int64(ms.HeapAlloc)
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Run(); err != nil {
			t.Fatal(err)
		}
		if at == 0 {
			t.Fatalf("%d workgroups: ran %d instructions, fewer than 90%% of %d", groups, m.Instructions, total)
		}
		return at
	}
	small, large := heap(1000), heap(8000)
	t.Logf("live heap: %d bytes at 1,000 workgroups, %d at 8,000", small, large)
	if d := large - small; d > 2<<20 {
		t.Errorf("live heap %d bytes at 1,000 workgroups, %d at 8,000: grows by %d", small, large, d)
	}
}

// The reference itself, checked by hand.
func TestLiveworkReference(t *testing.T) {
	// Lane 0 of tab = 0..255: v=0 -> tab[5]*3-2 = 13 -> tab[13^25=20]*3-4 = 56.
	tab := make([]int32, 256)
	for i := range tab {
		tab[i] = int32(i)
	}
	if got := liveworkSum(tab, 1); got != 56 {
		t.Errorf("lane 0 of iota: %d, want 56", got)
	}
}
