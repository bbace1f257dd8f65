package timing

import (
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// dispatcher is the GPU's workgroup dispatcher (one for the GPU). It places
// workgroups in order, round robin over the CUs, as soon as a CU has a free
// launch slot for each of the workgroup's wavefronts and enough LDS; it
// spends wgCycles per workgroup and waveCycles per wavefront, which makes
// the wavefronts of a workgroup ready one after the other. A workgroup
// exists (source creates it in the functional core) only from its
// placement until its last family completes: what a run keeps is bounded
// by the CUs' slots, not by the launch.
type dispatcher struct {
	total      int                   // workgroups of the launch
	source     func() *sim.Workgroup // creates the next workgroup of the launch
	lds        int                   // LDS bytes per workgroup
	barDelay   int64                 // the hardware's barrier release delay
	next       int                   // the next workgroup to place
	busy       int64                 // the dispatcher is free from this cycle on
	blocked    bool                  // no CU has room for the next workgroup until a family ends
	rrCU       int                   // the CU to try first
	ageSeq     int64                 // dispatch order of launch wavefronts (the families' age)
	wpg        int                   // launch wavefronts of a whole workgroup (family ids: workgroup × wpg + wave)
	nextWaves  func() int            // launch wavefronts of the next workgroup (fewer when it is partial)
	wgCycles   int64
	waveCycles int64
	done       int // completed workgroups
	// plan, in a CU-major run (cumajor.go), is the group's workgroups in
	// placement order with their cycles, ages and CUs, which replace pick,
	// the round robin and source: next and total count them.
	plan []planned
}

// pending reports whether a workgroup waits to be placed and a CU may
// have room for it.
func (d *dispatcher) pending() bool { return d.next < d.total && !d.blocked }

// left is the number of workgroups not placed yet.
func (d *dispatcher) left() int { return d.total - d.next }

// dispatch places the workgroups it can at cycle t on cus and returns their
// launch wavefronts, appended to placed.
func (d *dispatcher) dispatch(t int64, cus []*cuState, placed []*twave) []*twave {
	for d.next < d.total && d.busy <= t && !d.blocked {
		var cu *cuState
		var g *sim.Workgroup
		if d.plan != nil {
			p := &d.plan[d.next]
			cu, g, d.ageSeq = p.cu, p.g, p.age
			p.g = nil // the workgroup is the CU's from now on: released with its last family
		} else {
			if cu = d.pick(cus, d.nextWaves()); cu == nil {
				d.blocked = true
				break
			}
			d.rrCU = (cu.id + 1) % len(cus)
			g = d.source()
		}
		d.next++
		wg := &wgState{w: g, lds: d.lds, liveFamilies: len(g.Waves), bar: barrier{delay: d.barDelay}}
		wg.cu = cu
		cu.ldsFree -= wg.lds
		cu.freeSlots -= len(wg.w.Waves)
		t0 := t + d.wgCycles
		for i := range wg.w.Waves {
			placed = append(placed, d.place(wg, i, cu, t0+int64(i+1)*d.waveCycles))
		}
		d.busy = t0 + int64(len(wg.w.Waves))*d.waveCycles
		if d.plan != nil && d.next < d.total {
			d.busy = d.plan[d.next].t // the CU's next workgroup (the others' are elsewhere)
		}
	}
	return placed
}

// pick is the first CU, from rrCU on, with room for the next workgroup:
// a free launch slot for each of its waves and its LDS.
func (d *dispatcher) pick(cus []*cuState, waves int) *cuState {
	for k := range cus {
		c := cus[(d.rrCU+k)%len(cus)]
		if c.freeSlots >= waves && c.ldsFree >= d.lds {
			return c
		}
	}
	return nil
}

// place puts launch wavefront i of wg on the CU's next SIMD (round robin)
// with a free launch slot, in its lowest free slot, ready at the given cycle.
// The CU has a free slot: pick counted them.
func (d *dispatcher) place(wg *wgState, i int, cu *cuState, ready int64) *twave {
	var s *simdState
	for k := range cu.simds {
		c := cu.simds[(cu.nextSIMD+k)%len(cu.simds)]
		if c.hasFreeSlot() {
			s = c
			break
		}
	}
	cu.nextSIMD = (s.id + 1) % len(cu.simds)
	slot := 0
	for s.slotUsed[slot] {
		slot++
	}
	s.slotUsed[slot] = true
	w := wg.w.Waves[i]
	f := &family{id: wg.w.ID*d.wpg + w.Index, age: d.ageSeq, wg: wg, simd: s, slot: slot, live: 1}
	d.ageSeq++
	tw := &twave{w: w, fam: f, age: f.age * isa.MaxLanes, next: ready, ready: ready, start: -1, end: -1, parent: -1}
	tw.setCounters(nil, nil, nil)
	wg.bar.join(tw)
	s.join(tw)
	s.lower(ready)
	return tw
}

// release frees the launch slot of a family whose every wave has completed,
// and the workgroup's LDS with its last family; it reports whether the
// workgroup completed.
func (d *dispatcher) release(f *family) bool {
	s := f.simd
	s.slotUsed[f.slot] = false
	s.cu.freeSlots++
	d.blocked = false
	wg := f.wg
	wg.liveFamilies--
	if wg.liveFamilies > 0 {
		return false
	}
	wg.cu.ldsFree += wg.lds
	d.done++
	return true
}
