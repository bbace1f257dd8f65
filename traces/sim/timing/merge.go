package timing

// Reconvergence in the timing model (splits.reconverge;
// docs/reconvergence.md): the functional core decides who parks at a join
// and who merges (sim.Machine.StepMerges); the timing model keeps a parked
// member out of issue, ends a merged child at its arrival, recording its
// join event (outcome M), and lets the merged member issue the join's
// first instruction issue.join cycles after the later arrival.

import (
	"slices"

	"github.com/splitwcet/splitwcet/traces"
)

// arrival is the cycle w reached its join: when it parked, or now (its
// next issue) for the member whose instruction just brought it there.
func (w *twave) arrival() int64 {
	if w.parked {
		return w.parkedAt
	}
	return w.next
}

// reconverge applies the merges of the instruction w issued at t.
func (r *runner) reconverge(w *twave, t int64) {
	// A parent's arrival at a join is an event of its own (outcome W):
	// the segment into the join ends there, and its wait for the split is
	// not in it.
	parent := w.w.Parked() && !w.w.EndsAtJoin()
	for _, mg := range r.m.StepMerges() {
		parent = parent || mg.Parent == w.w && mg.Child != nil
	}
	if parent {
		r.joinEvent(w, w.next, traces.Arrived)
	}
	for _, mg := range r.m.StepMerges() {
		p := r.waves[mg.Parent]
		if mg.Child == nil { // its partner ended before the join
			p.parked = false
			p.next = max(p.next, t)
			p.fam.simd.wakeWave(p)
			continue
		}
		c := r.waves[mg.Child]
		ac := c.arrival()
		at := max(ac, p.arrival())
		p.parked = false
		p.next = max(p.next, at+int64(r.hw.JoinDelay))
		// The merged member waits for both members' outstanding memory
		// operations (vector memory returns in order), each once.
		p.vm = mergeOwn(p.vm, c.vm, c.inherited[0], at)
		p.lgkm = mergeOwn(p.lgkm, c.lgkm, c.inherited[1], at)
		p.exp = mergeOwn(p.exp, c.exp, c.inherited[2], at)
		p.fam.simd.wakeWave(p)
		r.endMerged(c, ac)
	}
	// The stepping wave, or a parent that merged and arrived again for an
	// older split of its own at the same join, may now be parked (its W,
	// if a parent, is already recorded).
	r.park(w)
	for _, mg := range r.m.StepMerges() {
		if p := r.waves[mg.Parent]; p != nil {
			r.park(p)
		}
	}
	if len(r.m.StepMerges()) > 0 || w.parked {
		w.fam.wg.bar.release(t)
	}
}

// park keeps w out of issue once the functional core parked it, from its
// arrival (its next issue); a split's arrival is its last event (M).
func (r *runner) park(w *twave) {
	if !w.w.Parked() || w.parked {
		return
	}
	w.parked, w.parkedAt = true, w.next
	if w.w.EndsAtJoin() {
		r.joinEvent(w, w.parkedAt, traces.Merged)
	}
}

// endMerged retires child c that merged into its parent at its arrival
// at the join, cycle e, with its join event.
func (r *runner) endMerged(c *twave, e int64) {
	if !c.parked {
		r.joinEvent(c, e, traces.Merged) // a parked child's was recorded when it parked
	}
	c.parked = false
	c.ended = true
	c.end = e
	c.fam.simd.ended = append(c.fam.simd.ended, c)
	c.fam.simd.changed = true
	r.record(c)
	c.fam.live--
	c.fam.lastEnd = max(c.fam.lastEnd, e)
	r.stats.Merges++
	delete(r.waves, c.w)
}

// joinEvent records w's arrival at its join at cycle e (not before the
// cycle being simulated: events go out in time order): a split's, which
// merges there (traces.Merged), or a parent's (traces.Arrived).
func (r *runner) joinEvent(w *twave, e int64, outcome byte) {
	if probe := r.info[w.w.PC].probe; probe != 0 {
		r.events.push(pending{time: e, kind: pendEnd, ev: r.event(w, e, probe, outcome)})
	}
}

// mergeOwn is the completion times of a parent's outstanding operations a
// and its merging child's b in one ascending list, without those complete
// by cycle t: the child's copies of the operations it inherited at its
// split (inh) are the parent's own and count once. (Adding both lists
// whole counted each inherited operation twice and kept completed ones: a
// split and merge per iteration of a loop without memory operations
// doubled the lists every iteration, out of memory after some 26 on
// Rodinia's nw.)
func mergeOwn(a, b, inh []int64, t int64) []int64 {
	twice := map[int64]int{}
	for _, d := range inh {
		if d > t {
			twice[d]++
		}
	}
	out := make([]int64, 0, len(a)+len(b))
	for _, d := range a {
		if d > t {
			out = append(out, d)
		}
	}
	for _, d := range b {
		if d <= t {
			continue
		}
		if twice[d] > 0 {
			twice[d]--
			continue
		}
		out = append(out, d)
	}
	slices.Sort(out)
	return out
}
