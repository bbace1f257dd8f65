package timing

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// runner is the event loop of one timing run. It wires the units together:
// each cycle it handles the pending events (s_endpgm completions, freed
// launch slots), lets the dispatcher place workgroups, and has the arbiter
// visit the SIMDs due then (visits.go: one SIMD of every CU per cycle,
// or several, and only those with a wave to look at); an instruction the
// arbiter lets issue is executed by the functional core and charged to its
// unit (issue). Then it jumps to the next cycle at which anything can
// happen.
type runner struct {
	hw      Config
	opt     Options
	m       *sim.Machine
	prog    *sim.Program
	info    []tinst
	caps    [3]int // the counters' capacities: vmcnt, lgkmcnt, expcnt (counterCaps)
	probes  []*ipg.IPT
	sinkErr error // the Sink's first error
	S       int
	serial  bool

	arb    arbiter
	visits visitQueue
	disp   dispatcher
	cus    []*cuState
	placed []*twave // scratch: the waves of one dispatch
	events eventQueue
	live   int // wave records of the workgroups in flight
	// waves are the timing states of the waves that have not ended, with
	// reconvergence (merges name the functional core's waves).
	waves map[*sim.Wave]*twave

	// With Options.WaveStats: the statistics of the launch waves (by
	// family id: dispatch order) and of the splits (creation order).
	launchStats, splitStats []WaveStat

	// svc and hasReq are the memory instruction being issued's service
	// cycles and whether it makes a request (service, charge).
	svc    int64
	hasReq bool
	// fetching: the CUs model instruction fetch (cuState.fetch).
	fetching bool

	// newRecs are the records the issuing wave's splits took
	// (placeFamily), in creation order.
	newRecs []*splitRec

	// cuMajor: the CU-major run's state (cumajor.go); liveLog its
	// record of the live count of the CU being simulated (nil in
	// lockstep).
	cuMajor cuMajorState
	liveLog []liveAt

	first int64 // first issue, -1 before
	last  int64 // last s_endpgm completion
	stats Stats
}

func newRunner(prog *sim.Program, m *sim.Machine, hw Config, opt Options, S, lds int) (*runner, error) {
	r := &runner{hw: hw, opt: opt, m: m, prog: prog, S: S, first: -1}
	if hw.Reconverge {
		r.waves = map[*sim.Wave]*twave{}
	}
	r.serial = opt.Serial || hw.Mode == Serial
	r.info = decode(&hw, prog)
	r.caps = counterCaps(&prog.Target.Waitcnt)
	var err error
	if r.probes, err = probeTable(opt.Probes, r.info, prog); err != nil {
		return nil, err
	}
	r.arb = newArbiter(hw.Policy, !r.serial && S > 0, S, r.info)
	r.arb.decoder = hw.VectorDecoder
	r.visits = newVisitQueue(&hw)
	for c := 0; c < hw.CUs; c++ {
		cu := newCU(c, &hw, r.arb.width)
		for _, s := range cu.simds {
			r.visits.add(s)
		}
		r.cus = append(r.cus, cu)
	}
	// One array of the CUs' queue cycles (cuState.qfull), which every
	// visit reads: a line for eight CUs.
	qfull := make([][3]int64, len(r.cus))
	for c, cu := range r.cus {
		cu.qfull = &qfull[c]
		for _, s := range cu.simds {
			s.qfull = cu.qfull
		}
	}
	connectMemory(r.cus, &hw, prog)
	r.fetching = slices.ContainsFunc(r.cus, func(cu *cuState) bool { return cu.fetch != nil })
	r.disp = dispatcher{wgCycles: int64(hw.WorkgroupLaunch), waveCycles: int64(hw.WaveLaunch), total: m.Workgroups(), wpg: m.WavesPerGroup(),
		lds: lds, barDelay: int64(hw.Barrier), source: m.Dispatch, nextWaves: m.NextWaves}
	return r, nil
}

func (r *runner) loop() error {
	var t int64
	q := &r.visits
	solo, par := r.arb.solo(), r.arb.parallel()
	for i := 0; ; i++ {
		// A Sink's error ends the run (its events are incomplete), and so
		// does Stop (polled every 1024 steps: it may take a lock).
		if r.sinkErr != nil {
			return r.sinkErr
		}
		if r.opt.Stop != nil && i%1024 == 0 && r.opt.Stop() {
			return ErrStopped
		}
		// advance, flush and dispatch, called only when they have
		// something to do.
		q.now, q.order = t, -1
		if len(q.far) > 0 {
			q.advance(t)
		}
		if r.events.len() > 0 && r.events.peek() <= t {
			r.flush(t)
		}
		if d := &r.disp; d.next < d.total && d.busy <= t && !d.blocked {
			r.dispatch(t)
		}
		if r.disp.done == r.disp.total && r.events.len() == 0 {
			return nil
		}
		// The visits due at t, in their order (visits.go; the calendar's
		// short path inline).
		for {
			var s *simdState
			if q.fast {
				b := t & (q.window - 1)
				w := q.cal[b]
				if w == 0 {
					break
				}
				o := bits.TrailingZeros64(w)
				if w &= w - 1; w == 0 {
					q.busy[b>>6] &^= 1 << uint(b&63)
				}
				q.cal[b] = w
				s = q.simds[o*q.nSIMD+int(t&q.gMask)]
				q.order = o
				s.dueAt = inf
				if par && w != 0 { // the next visit's due waves, while this one works (prefetch.go)
					q.ahead(w, t)
				}
			} else {
				var ok bool
				if s, ok = q.next(t); !ok {
					break
				}
			}
			if solo {
				if err := r.arb.visitSolo(s, t, r); err != nil {
					return err
				}
			} else {
				var co bool
				var err error
				if par {
					co, err = r.arb.visitPar(s, t, r)
				} else {
					co, err = r.arb.visit(s, t, r)
				}
				if err != nil {
					return err
				}
				if co {
					r.stats.CoIssueVisits++
				}
			}
			if !q.fast || s.dueAt < inf || s.wake >= inf {
				q.done(s)
				continue
			}
			// done's short path: the place is the CU, the one visited.
			at := max(s.wake, t)
			at += (int64(s.id) - at) & q.gMask
			if at == t {
				at += q.g
			}
			s.dueAt = at
			s.dueOrder = int32(q.order)
			if at >= t+q.window {
				q.push(visit{at: at, order: int32(q.order), simd: s.visitIdx})
				continue
			}
			b := at & (q.window - 1)
			q.cal[b] |= 1 << uint(q.order)
			q.busy[b>>6] |= 1 << uint(b&63)
		}
		nt := t + 1 // nextTime's answer when a visit is due at t+1: nothing is earlier
		if b := nt & (q.window - 1); q.busy[b>>6]&(1<<uint(b&63)) == 0 {
			nt = r.nextTime(t)
		}
		if nt >= inf {
			return r.deadlock(t)
		}
		if nt > r.hw.CycleLimit {
			return r.livelock()
		}
		t = nt
	}
}

// nextTime is the next cycle at which anything can happen: a SIMD's due
// visit, a pending event, the dispatcher.
func (r *runner) nextTime(t int64) int64 {
	best := r.visits.peek()
	if r.events.len() > 0 {
		best = min(best, max(r.events.peek(), t+1))
	}
	if r.disp.pending() {
		best = min(best, max(r.disp.busy, t+1))
	}
	return best
}

// flush handles the pending events due at or before t.
func (r *runner) flush(t int64) {
	for r.events.len() > 0 && r.events.peek() <= t {
		p := r.events.pop()
		switch p.kind {
		case pendEnd:
			r.emit(p.ev)
		case pendRelease:
			if r.disp.release(p.fam) {
				// The workgroup is complete: its records go with it.
				r.live -= len(p.fam.wg.bar.waves)
				if r.liveLog != nil {
					r.logLive(t)
				}
				if r.opt.Progress != nil {
					r.opt.Progress(r.disp.done, r.disp.total)
				}
			}
		}
	}
}

// dispatch lets the dispatcher place workgroups at t.
func (r *runner) dispatch(t int64) {
	r.placed = r.disp.dispatch(t, r.cus, r.placed[:0])
	for _, w := range r.placed {
		r.created(w)
		r.placeFamily(w)
		if f := w.fam.simd.cu.fetch; f != nil {
			// The wave's first instruction must be fetched before it issues.
			w.next = max(w.next, f.start(w, w.ready))
			w.fam.simd.wakeWave(w)
		}
	}
	clear(r.placed)
}

// issue executes w's next instruction ti at cycle t (the arbiter let it
// issue on SIMD s) and charges its time to w and its unit. visitSolo
// and visitPar write this body out (arbiter.go): keep the three the
// same (TestEngineDigests runs all of them).
func (r *runner) issue(s *simdState, w *twave, ti *tinst, t int64) error {
	// Memory service depends on the addresses before the instruction runs.
	if ti.u >= uSMEM {
		r.service(s, w, ti)
	}
	pc := w.w.PC
	// Each split appends its child to the workgroup's waves and counts
	// itself (read from the machine: the workgroup's state is mostly out
	// of the caches with many CUs).
	splits := r.m.SplitCount
	if err := r.m.Issue(w.w); err != nil {
		return err
	}
	if w.start < 0 {
		r.started(w, t)
	}
	r.stats.Issued[ti.u]++
	w.next = t + ti.issue
	if ti.u > uSALU { // charge has nothing to do for VALU and SALU instructions
		r.charge(s, w, ti, t)
	}
	if r.fetching {
		w.next = max(w.next, s.cu.fetch.next(w, pc, ti.u, t))
	}
	// setKind, and settle without its call for most instructions
	// (arbiter.kinds)
	if pc, kinds := w.w.PC, r.arb.kinds; uint(pc) < uint(len(kinds)) {
		if w.nk = kinds[pc]; !w.w.Done && w.nk >= uint8(uSMEM) {
			w.settleOn(&r.info[pc], &r.caps, t)
		}
	}
	if r.m.SplitCount != splits || r.waves != nil || ti.probe != 0 {
		r.issuedMore(w, ti, t, splits)
	}
	return nil
}

// started records w's first issue, at t.
func (r *runner) started(w *twave, t int64) {
	w.start = t
	if r.first < 0 || t < r.first {
		r.first = t
	}
}

// issuedMore is the rest of an issue of w's instruction ti at t when it
// split w (the machine counted splits splits before it), with
// reconvergence, or at a probe.
func (r *runner) issuedMore(w *twave, ti *tinst, t int64, splits int) {
	if n := r.m.SplitCount - splits; n > 0 {
		ws := w.fam.wg.w.Waves
		for i, c := range ws[len(ws)-n:] {
			r.addSplit(c, w, t, r.newRecs[i])
		}
		r.newRecs = r.newRecs[:0]
	}
	if r.waves != nil {
		r.reconverge(w, t)
	}
	if ti.probe != 0 && ti.sp != spEnd {
		if r.opt.Sink == nil {
			r.stats.Events++ // emit's count, without reading what the event would name
		} else {
			r.emit(r.event(w, t, ti.probe, r.outcome(ti)))
		}
	}
}

// service computes, before w executes its memory instruction ti, what
// charge needs of it: its service cycles and whether it makes a request
// (svc, hasReq), from the addresses of its active lanes.
func (r *runner) service(s *simdState, w *twave, ti *tinst) {
	active := w.w.Active()
	pc := w.w.PC
	r.svc, r.hasReq = 0, true
	switch ti.u {
	case uVMEM:
		r.svc, r.hasReq = s.cu.vmem.service(w.w, ti, active)
		if r.opt.VMEMService != nil {
			r.opt.VMEMService(pc, r.svc)
		}
		if r.opt.VMEMActive != nil {
			r.opt.VMEMActive(pc, active)
		}
	case uLDS:
		r.svc = s.cu.lds.passes(w.w, ti, active)
		if r.opt.LDSPasses != nil {
			r.opt.LDSPasses(pc, r.svc)
		}
	case uSMEM:
		s.cu.smem.prepare(w.w, ti)
	}
}

// charge hands the executed instruction to its unit.
func (r *runner) charge(s *simdState, w *twave, ti *tinst, t int64) {
	cu := s.cu
	svc, hasReq := r.svc, r.hasReq
	switch ti.u {
	case uBranch:
		switch ti.cond {
		case condUncond:
			w.next += int64(r.hw.TakenBranch)
		case condNone:
		default:
			if r.m.BranchTaken() {
				w.next += int64(r.hw.TakenBranch)
			}
		}
	case uSMEM:
		add(&w.lgkm, t, cu.smem.issue(t))
		cu.qfull[0] = cu.smem.full()
	case uVMEM:
		read, done := cu.vmem.issue(t, svc, hasReq)
		cu.qfull[1] = cu.vmem.full()
		if hasReq {
			r.stats.VMemLines += svc
		}
		w.addVM(t, done)
		if ti.exp {
			add(&w.exp, t, read)
		}
	case uLDS:
		add(&w.lgkm, t, cu.lds.issue(t, svc))
		cu.qfull[2] = cu.lds.full()
		r.stats.LDSPasses += svc
	case uSpecial:
		switch ti.sp {
		case spBarrier:
			w.fam.wg.bar.arrive(w, t)
		case spEnd:
			r.end(s, w, ti, t)
		}
	}
}

// outcome is the outcome of the conditional branch ti the machine has just
// executed ('T' or 'N'), 0 for any other instruction.
func (r *runner) outcome(ti *tinst) byte {
	switch {
	case ti.u != uBranch || ti.cond == condNone || ti.cond == condUncond:
		return 0
	case r.m.BranchTaken():
		return 'T'
	}
	return 'N'
}

// end retires w at s_endpgm issued at t. Its family's launch slot frees
// when the family's last wave completes.
func (r *runner) end(s *simdState, w *twave, ti *tinst, t int64) {
	e := w.endTime(ti, t)
	w.ended = true
	w.end = e
	s.ended = append(s.ended, w)
	s.changed = true
	delete(r.waves, w.w)
	r.record(w)
	r.last = max(r.last, e)
	f := w.fam
	f.live--
	f.lastEnd = max(f.lastEnd, e)
	if ti.probe != 0 {
		r.events.push(pending{time: e, kind: pendEnd, ev: r.event(w, e, ti.probe, 0)})
	}
	if f.live == 0 {
		r.events.push(pending{time: f.lastEnd, kind: pendRelease, fam: f})
	}
	// The barrier no longer waits for w.
	f.wg.bar.release(t)
}

// addSplit registers a split child c of p created at cycle t: it holds a
// copy of the parent's context, including the outstanding memory
// operations, and issues the branch itself at its next SIMD visit.
func (r *runner) addSplit(c *sim.Wave, p *twave, t int64, rec *splitRec) {
	f := p.fam
	// The record is new (zero) but for its functional part, c.
	tw := &rec.twave
	if splitRecordHook != nil {
		splitRecordHook(&rec.fw == c)
	}
	tw.w, tw.fam, tw.age, tw.next, tw.ready = c, f, f.age*isa.MaxLanes+int64(c.SplitID), t+int64(r.hw.SplitDelay), t
	tw.start, tw.end, tw.parent = -1, -1, int32(p.w.SplitID)
	tw.setCounters(p.vm, p.lgkm, p.exp)
	if r.waves != nil { // reconvergence: the copies count once at the merge
		tw.inherited = &[3][]int64{append([]int64(nil), p.vm...), append([]int64(nil), p.lgkm...), append([]int64(nil), p.exp...)}
	}
	r.created(tw)
	f.live++
	f.wg.bar.join(tw)
	f.simd.added = append(f.simd.added, tw)
	f.simd.changed = true
}

// splitRecordHook, when set (a test's), learns of each split whether its
// timing record holds its functional one (splitRec).
var splitRecordHook func(together bool)

// placeFamily has the splits of launch wave w's family take their
// functional records from timing records (sim.Family.NewSplit): a new
// record from the family's chunk (family.splitWave), whose functional part
// the split takes; its issue gives addSplit the rest. At S = 0 nothing
// splits.
func (r *runner) placeFamily(w *twave) {
	if r.S == 0 {
		return
	}
	f, S := w.fam, r.S
	w.w.Family.NewSplit = func(k int) *sim.Wave {
		rec := f.splitWave(k, S)
		r.newRecs = append(r.newRecs, rec)
		return &rec.fw
	}
}

// created counts a new wave record (a launch wave at placement, a split at
// its creation) and, with Options.WaveStats, gives it its statistics entry.
func (r *runner) created(w *twave) {
	w.setKind(r.arb.kinds)
	if r.waves != nil {
		r.waves[w.w] = w
	}
	r.live++
	r.stats.MaxLiveWaves = max(r.stats.MaxLiveWaves, r.live)
	if r.liveLog != nil {
		r.logLive(r.visits.now)
	}
	if !r.opt.WaveStats {
		return
	}
	if w.parent < 0 {
		// Launch waves by placement order, their families' age (the
		// dispatcher's order, which a CU-major run keeps: its placements
		// of one CU come after the earlier CUs' later ones).
		w.stat = int32(w.fam.age)
		if n := int(w.fam.age) + 1; n > len(r.launchStats) {
			r.launchStats = append(r.launchStats, make([]WaveStat, n-len(r.launchStats))...)
		}
	} else {
		w.stat = int32(len(r.splitStats))
		r.splitStats = append(r.splitStats, WaveStat{})
	}
}

// record fills the statistics of a wave that has just ended (with
// Options.WaveStats): nothing of them changes afterwards.
func (r *runner) record(w *twave) {
	if !r.opt.WaveStats {
		return
	}
	f := w.fam
	st := WaveStat{Workgroup: f.wg.w.ID, Wave: w.w.Index, Family: f.id, Split: w.w.SplitID,
		Parent: int(w.parent), CU: f.simd.cu.id, SIMD: f.simd.id, Slot: f.slot, Lanes: bits.OnesCount64(w.w.Split),
		Ready: w.ready, Start: w.start, End: w.end, Instructions: w.w.Count}
	if w.parent < 0 {
		r.launchStats[w.stat] = st
	} else {
		r.splitStats[w.stat] = st
	}
}

// liveWaves returns the waves that have not ended, launch waves first by
// family id, then splits in creation order (the order of Result.Waves).
func (r *runner) liveWaves() []*twave {
	var ws []*twave
	for _, cu := range r.cus {
		for _, s := range cu.simds {
			for _, f := range s.fams {
				for _, w := range f.members {
					if w != nil && !w.ended {
						ws = append(ws, w)
					}
				}
			}
		}
	}
	sort.Slice(ws, func(i, j int) bool {
		a, b := ws[i], ws[j]
		if (a.parent < 0) != (b.parent < 0) {
			return a.parent < 0
		}
		if a.parent < 0 {
			return a.fam.id < b.fam.id
		}
		return a.w.ID < b.w.ID
	})
	return ws
}

func (r *runner) deadlock(t int64) error {
	for _, w := range r.liveWaves() {
		in := r.prog.Instrs[w.w.PC]
		return fmt.Errorf("timing: deadlock at cycle %d: no wavefront can issue; %s waits at PC %d, %s", t, w.w.Name(), w.w.PC, in.Where())
	}
	return fmt.Errorf("timing: deadlock at cycle %d: %d of %d workgroups never dispatched", t, r.disp.left(), r.disp.total)
}

func (r *runner) livelock() error {
	// Name the live wave that executed the most instructions (the spinning
	// one, rather than one waiting at a barrier); ties: the oldest.
	var w *twave
	for _, x := range r.liveWaves() {
		if w == nil || x.w.Count > w.w.Count {
			w = x
		}
	}
	if w == nil {
		return fmt.Errorf("timing: the cycle limit (%d cycles) was reached with %d workgroups not dispatched", r.hw.CycleLimit, r.disp.left())
	}
	in := r.prog.Instrs[w.w.PC]
	return &sim.LivelockError{Wave: w.w.Name(), PC: w.w.PC, Where: in.Where(), Src: in.Src().String(), Count: w.w.Count,
		Msg: fmt.Sprintf("has not finished at the cycle limit (%d cycles)", r.hw.CycleLimit)}
}
