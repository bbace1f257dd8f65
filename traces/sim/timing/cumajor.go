package timing

import (
	"cmp"
	"errors"
	"slices"
	"strings"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// CU-major order. Without a memory hierarchy the CUs of a launch interact
// only through the workgroup dispatcher, global memory and the run's
// bookkeeping. When none of these can make a difference, Run simulates
// the GPU's CUs in groups of cuGroup, each group in lockstep from cycle 0
// to its end, one group after the other (the same loop over the group's
// SIMDs, events and placements), instead of visiting one SIMD of every
// CU each cycle: a group's waves then stay in the host's caches between
// their issues (docs/performance.md, "CU-major order, session 13"). A GPU
// of cuGroup CUs or fewer is one group: lockstep. The result is the
// lockstep run's, byte for byte:
//
//   - the dispatcher: the launch fits (cuMajorPlan), every workgroup goes
//     to the CU the round robin tries first on the GPU's initial free room;
//     completions only add room, so no completion can change a placement
//     and the whole schedule (cycle, CU, age) is known before the run;
//   - global memory: the functional core attributes every access to the
//     group simulated (sim.Machine.TrackOwners); when no word one group
//     wrote was read or written by another, every group read initial
//     values or its own writes, whatever the order of the groups (within a
//     group the order is lockstep's);
//   - the bookkeeping: Stats are sums, first and last a min and a max;
//     MaxLiveWaves is recomputed from each group's live counts (maxLive);
//     the launch waves' WaveStats are by age, the splits' are sorted back
//     to lockstep's creation order (cycle, CU; within a CU issue order);
//     Progress counts on across the groups. A Sink's event order is the
//     lockstep's (cycle, then CU), so a run with a Sink stays in lockstep.
//
// Any error of a CU-major run but ErrStopped, or a shared word (checked
// after each group), makes Run discard it and simulate the launch again in
// lockstep from a fresh machine (a conflicting launch pays for both runs,
// up to the group that conflicted): errors keep their lockstep text and racy
// kernels their lockstep values. Progress stays increasing: the lockstep
// run reports only the counts beyond the discarded run's last.

// cuGroup is the CUs a CU-major run simulates together, in lockstep. It is
// a choice for the host, not a fact of the GPU: per simulated instruction,
// lockstep costs least on about 8 CUs (fewer pay the loop's per-cycle
// work on fewer issues; more miss the host's caches: at S = 63 a CU holds
// some 2.5 MB of split records), so a GPU of 64 CUs runs as 8 groups of 8
// (docs/performance.md, "CU groups, session 13"). Tests set it to 1 (CU by
// CU) to check the order on small GPUs.
var cuGroup = 8

// lockstepOnly forces the lockstep order (a test's switch: the property
// test compares the two orders).
var lockstepOnly = false

// cuMajorHook, when set (a test's), learns of each CU-major run whether it
// stood (false: Run fell back to lockstep).
var cuMajorHook func(stood bool)

// planned is a workgroup's placement in a CU-major run.
type planned struct {
	t   int64          // the cycle the dispatcher places it
	age int64          // its first launch wave's age (dispatcher.ageSeq)
	g   *sim.Workgroup // created in workgroup order before the first group runs
	cu  *cuState
}

// liveAt is a group's live wave records at the end of cycle t
// (runner.live), or a change of them by n (maxLive).
type liveAt struct {
	t int64
	n int
}

// cuMajorState is what a CU-major run keeps across its groups.
type cuMajorState struct {
	deltas   []liveAt // every group's changes of its live count
	reported int      // the last done count Progress was told
}

// errShared ends a CU-major run two of whose groups of CUs shared a word
// of global memory (Run falls back to lockstep).
var errShared = errors.New("timing: groups of CUs shared a word of global memory")

// cuMajorPlan returns each CU's workgroups in placement order when a
// CU-major run gives the lockstep result (see above), nil otherwise.
func (r *runner) cuMajorPlan() [][]planned {
	hw, o := &r.hw, &r.opt
	if lockstepOnly || hw.CUs <= cuGroup || hw.Caches() || r.fetching || o.Sink != nil || (hw.CUs+cuGroup-1)/cuGroup > sim.MaxOwners ||
		o.VMEMService != nil || o.LDSPasses != nil || o.VMEMActive != nil || globalAtomics(r.prog) {
		return nil
	}
	d := &r.disp
	slots := r.cus[0].freeSlots
	if d.total > hw.CUs*slots { // each workgroup holds a slot at least
		return nil
	}
	free, lds := make([]int, hw.CUs), make([]int, hw.CUs)
	for c, cu := range r.cus {
		free[c], lds[c] = cu.freeSlots, cu.ldsFree
	}
	plan := make([][]planned, hw.CUs)
	var t, age int64
	for k := 0; k < d.total; k++ {
		// dispatcher.pick from rrCU, which is k mod CUs while every pick
		// takes the first CU it tries.
		c, w := k%hw.CUs, r.m.GroupWaves(k)
		if free[c] < w || lds[c] < d.lds {
			return nil
		}
		free[c] -= w
		lds[c] -= d.lds
		plan[c] = append(plan[c], planned{t: t, age: age, cu: r.cus[c]})
		age += int64(w)
		// The next placement's cycle, dispatcher.busy; not before this
		// one's (dispatch places again in the same cycle when busy is not
		// after it, as with a Config's negative launch cycles).
		t = max(t, t+d.wgCycles+int64(w)*d.waveCycles)
	}
	return plan
}

// ownersFit reports whether the owner tracking's state fits the run's
// memory budget beside what the run's estimate counts: a byte per 4-byte
// word of the global memory touched, which the estimate (sim.Estimate)
// counts at least once, so a quarter of it bounds the tracking.
func ownersFit(prog *sim.Program, launch *sim.Launch, hw Config, opt Options, S int) bool {
	budget := runBudget(opt)
	if budget <= 0 {
		return true
	}
	need, err := sim.Estimate(prog, launch, footprint(prog, launch, hw, S, opt.WaveStats))
	return err == nil && need <= budget-need/4
}

// globalAtomics reports whether the program has an atomic on global memory
// (any but ds_*): CUs that share a counter conflict in almost every launch,
// so such a launch goes to lockstep at once.
func globalAtomics(prog *sim.Program) bool {
	for _, in := range prog.Instrs {
		if strings.Contains(in.Op, "atomic") && !strings.HasPrefix(in.Op, "ds_") {
			return true
		}
	}
	return false
}

// runCUMajor simulates the launch along plan (cuMajorPlan), in groups of
// cuGroup CUs, one group after another.
func (r *runner) runCUMajor(plan [][]planned) error {
	all := r.cus
	d := &r.disp
	total := d.total
	for k := 0; k < total; k++ {
		plan[k%len(all)][k/len(all)].g = d.source()
	}
	r.m.TrackOwners()
	progress := r.opt.Progress
	done := 0
	r.liveLog = make([]liveAt, 0, 64)
	defer func() { r.cus = all }()
	for lo := 0; lo < len(all); lo += cuGroup {
		hi := min(lo+cuGroup, len(all))
		p := groupPlan(plan[lo:hi])
		if len(p) == 0 {
			continue // nothing to place: its run would end at cycle 0
		}
		r.m.SetOwner(lo / cuGroup)
		r.cus = all[lo:hi]
		r.visits.reset() // the calendar of the GPU's SIMDs (by visitIdx), the group's in it
		r.events = eventQueue{}
		d.plan, d.next, d.total, d.done = p, 0, len(p), 0
		d.busy = p[0].t
		if progress != nil {
			base := done
			r.opt.Progress = func(n, _ int) {
				r.cuMajor.reported = base + n
				progress(base+n, total)
			}
		}
		r.live, r.liveLog = 0, r.liveLog[:0]
		if err := r.loop(); err != nil {
			return err
		}
		if r.m.OwnersConflict() {
			return errShared // the groups left would be simulated for nothing
		}
		for _, cu := range r.cus {
			for _, s := range cu.simds {
				s.forget()
			}
		}
		prev := 0
		for _, e := range r.liveLog {
			r.cuMajor.deltas = append(r.cuMajor.deltas, liveAt{e.t, e.n - prev})
			prev = e.n
		}
		done += len(p)
	}
	r.opt.Progress = progress
	d.plan, d.next, d.total, d.done = nil, total, total, total
	r.stats.MaxLiveWaves = maxLive(r.cuMajor.deltas)
	// The splits' statistics in lockstep's creation order: by cycle, then
	// CU (each group's are in lockstep's order already: stable).
	slices.SortStableFunc(r.splitStats, func(a, b WaveStat) int {
		return cmp.Or(cmp.Compare(a.Ready, b.Ready), cmp.Compare(a.CU, b.CU))
	})
	return nil
}

// groupPlan is the placements of a group's CUs (their plans, from
// cuMajorPlan) in workgroup order: workgroup k is CU k mod CUs's (k / CUs)th.
func groupPlan(cus [][]planned) []planned {
	var p []planned
	for j := 0; ; j++ {
		n := len(p)
		for _, c := range cus {
			if j < len(c) {
				p = append(p, c[j])
				c[j].g = nil // the group's plan holds it (dispatcher.dispatch lets go of it)
			}
		}
		if len(p) == n {
			return p
		}
	}
}

// logLive records the CU's live count at the end of cycle t so far.
func (r *runner) logLive(t int64) {
	if n := len(r.liveLog); n > 0 && r.liveLog[n-1].t == t {
		r.liveLog[n-1].n = r.live
		return
	}
	r.liveLog = append(r.liveLog, liveAt{t, r.live})
}

// maxLive is lockstep's MaxLiveWaves from every CU's changes of its live
// count: the most of their sum at the end of a cycle. Lockstep takes the
// maximum as it creates records, and a cycle releases records (flush)
// before it creates any (dispatch, issues): the end of a cycle that
// creates one is its highest point.
func maxLive(deltas []liveAt) int {
	slices.SortFunc(deltas, func(a, b liveAt) int { return cmp.Compare(a.t, b.t) })
	best, sum := 0, 0
	for i, e := range deltas {
		sum += e.n
		if i+1 == len(deltas) || deltas[i+1].t != e.t {
			best = max(best, sum)
		}
	}
	return best
}

// forget drops what a SIMD whose CU has run to its end still points to:
// stale heap entries, its lists' spare room and its pipelines' last
// holders reach the CU's last families and their split records, which
// are garbage from then on, while the next CUs run.
func (s *simdState) forget() {
	s.fams, s.heap, s.added, s.ended, s.baseFam = nil, waveHeap{first: inf}, nil, nil, nil
	clear(s.pipeFam)
}
