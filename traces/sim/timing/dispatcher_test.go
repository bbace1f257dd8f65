package timing

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// testDispatcher has n workgroups of wpg wavefronts (wave IDs in order)
// for CUs of the given shape, 4 cycles per wavefront.
func testDispatcher(n, wpg, cus, simds, slots int) (*dispatcher, []*cuState) {
	hw := testHW(func(h *Config) { h.CUs, h.SIMDsPerCU, h.SlotsPerSIMD = cus, simds, slots })
	d := &dispatcher{wpg: wpg, waveCycles: 4, total: n, nextWaves: func() int { return wpg }}
	g := 0
	d.source = func() *sim.Workgroup {
		wg := &sim.Workgroup{ID: g}
		for i := range wpg {
			wg.Waves = append(wg.Waves, &sim.Wave{ID: g*wpg + i, Index: i, WG: wg})
		}
		g++
		return wg
	}
	var cs []*cuState
	for c := range cus {
		cs = append(cs, newCU(c, hw, 1))
	}
	return d, cs
}

type placement struct {
	cu, simd, slot int
	ready          int64
}

func placements(ws []*twave) []placement {
	var p []placement
	for _, w := range ws {
		p = append(p, placement{w.fam.simd.cu.id, w.fam.simd.id, w.fam.slot, w.ready})
	}
	return p
}

// Workgroups go round robin over the CUs, wavefronts round robin over a
// CU's SIMDs, each ready 4 cycles after the previous; the dispatcher is
// busy until the last of them.
func TestDispatcherRoundRobin(t *testing.T) {
	d, cus := testDispatcher(3, 3, 2, 2, 2)
	got := placements(d.dispatch(0, cus, nil))
	want := []placement{{0, 0, 0, 4}, {0, 1, 0, 8}, {0, 0, 1, 12}}
	if !equal(got, want) || d.busy != 12 {
		t.Fatalf("cycle 0: %v busy %d, want %v busy 12", got, d.busy, want)
	}
	// Busy until 12: nothing at 8.
	if p := d.dispatch(8, cus, nil); len(p) != 0 {
		t.Fatalf("placed %v while busy", placements(p))
	}
	got = placements(d.dispatch(12, cus, nil))
	want = []placement{{1, 0, 0, 16}, {1, 1, 0, 20}, {1, 0, 1, 24}}
	if !equal(got, want) {
		t.Fatalf("cycle 12: %v, want %v", got, want)
	}
	// CU 0 has one free slot left and CU 1 too: the third workgroup waits.
	if p := d.dispatch(24, cus, nil); len(p) != 0 || !d.blocked || d.pending() {
		t.Fatalf("placed %v with 1 free slot per CU (blocked %v)", placements(p), d.blocked)
	}
}

// When every slot is full the dispatcher blocks; a family's release frees
// its slot and unblocks it, and the workgroup lands where room is.
func TestDispatcherSlotsFull(t *testing.T) {
	d, cus := testDispatcher(2, 2, 1, 2, 1)
	first := d.dispatch(0, cus, nil)
	if len(first) != 2 || cus[0].freeSlots != 0 {
		t.Fatalf("first workgroup: %v, %d free slots", placements(first), cus[0].freeSlots)
	}
	if p := d.dispatch(8, cus, nil); len(p) != 0 || !d.blocked {
		t.Fatalf("second workgroup placed %v on a full CU", placements(p))
	}
	// SIMD 1's family ends: one slot is free, not enough for two waves.
	if d.release(first[1].fam) {
		t.Error("workgroup reported complete with a family live")
	}
	if d.blocked || !d.pending() {
		t.Error("a release must unblock the dispatcher")
	}
	if p := d.dispatch(100, cus, nil); len(p) != 0 || !d.blocked {
		t.Fatalf("placed %v with one free slot", placements(p))
	}
	if !d.release(first[0].fam) || d.done != 1 {
		t.Errorf("last family's release: workgroup not complete (done %d)", d.done)
	}
	// The CU's SIMD round robin continues after SIMD 1 (which took the
	// last wave): SIMD 0 first.
	got := placements(d.dispatch(200, cus, nil))
	want := []placement{{0, 0, 0, 204}, {0, 1, 0, 208}}
	if !equal(got, want) {
		t.Errorf("second workgroup: %v, want %v", got, want)
	}
}

// A SIMD whose slots are full is skipped; a wave takes the lowest free slot.
func TestDispatcherSkipsFullSIMD(t *testing.T) {
	d, cus := testDispatcher(1, 2, 1, 2, 2)
	cus[0].simds[0].slotUsed[0] = true
	cus[0].simds[0].slotUsed[1] = true
	cus[0].simds[1].slotUsed[0] = true
	cus[0].freeSlots = 1
	if p := d.dispatch(0, cus, nil); len(p) != 0 {
		t.Fatalf("placed %v", placements(p))
	}
	cus[0].simds[0].slotUsed[1] = false
	cus[0].freeSlots = 2
	d.blocked = false
	got := placements(d.dispatch(0, cus, nil))
	want := []placement{{0, 0, 1, 4}, {0, 1, 1, 8}}
	if !equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
}

// Workgroups need LDS too: a CU with free slots but not enough LDS is
// skipped.
func TestDispatcherLDS(t *testing.T) {
	d, cus := testDispatcher(2, 1, 2, 1, 4)
	d.lds = 30000
	cus[1].ldsFree = 10000
	first := d.dispatch(0, cus, nil)
	got := placements(first)
	got = append(got, placements(d.dispatch(4, cus, nil))...)
	want := []placement{{0, 0, 0, 4}, {0, 0, 1, 8}}
	if !equal(got, want) || cus[0].ldsFree != 65536-2*30000 {
		t.Errorf("%v (CU 0 LDS free %d), want %v", got, cus[0].ldsFree, want)
	}
	if !d.release(first[0].fam) || cus[0].ldsFree != 65536-30000 {
		t.Errorf("the workgroup's LDS is not freed with its last family: %d free", cus[0].ldsFree)
	}
}

func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
