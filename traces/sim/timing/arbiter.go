package timing

import (
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// arbiter is the issue arbiter of the CUs' sequencers. At a visit to a
// SIMD it considers the SIMD's waves in policy order and lets each ready
// wave issue one instruction, at most one instruction of each unit kind per
// visit, each from a different wave [GCN] - except for the parallel
// guarantee.
//
// The parallel guarantee (thesis 4.4; model.md §2): in the parallel mode
// with S > 0 a SIMD has S+1 vector pipelines and a CU S+1 scalar
// pipelines. Pipeline 0 (the base pipeline) of each is the machine every
// wavefront has, exactly as at S = 0. The S others (the split pipelines)
// exist for splits and serve only the members of the family that holds
// the base pipeline: the thesis' scheduler selects a single wavefront and
// then "as many splits as possible" whose split masks do not overlap, to
// execute together with it. Precisely:
//
//   - scalar pipelines (salu, branch, special): the first wave to take the
//     kind in a visit takes the base pipeline; up to S more waves of its
//     family (disjoint split masks) take the split pipelines in the same
//     visit (shares). Nobody else takes the kind in that visit.
//   - vector pipelines: a VALU instruction holds its pipeline for its issue
//     time (4 cycles at full rate, up to 64). A wave takes the base
//     pipeline when it is free. It takes a free split pipeline only while
//     the base pipeline is held by a wave of its own family (one that
//     issued on it in an earlier visit and is still busy, or in this
//     visit: then the co-issue rule of shares applies as well). So the
//     family's splits run alongside the member on the base pipeline, as
//     its lanes would in the unsplit wavefront, and another family waits
//     for the base pipeline as it would at S = 0 (simdState.pipeFor).
//
// A wavefront that never split, and every family without splits, thus only
// ever uses the base pipelines and sees exactly the S = 0 machine: an
// unsplit kernel runs in the same cycles, with the same IPT events, at every
// S (TestUnsplitInvariantInS). Memory units are never duplicated. In the
// serialized mode (and at S = 0) there is only the base pipeline.
type arbiter struct {
	policy Policy
	par    bool    // the parallel guarantee holds: parallel mode and S > 0
	width  int     // instructions of one duplicated unit kind per visit: S+1 when par, else 1
	info   []tinst // the program's instructions
	// kinds is each instruction's unit kind (info[pc].u), plus
	// kindWait for an s_waitcnt: what the arbiter reads of a wave's
	// next instruction, in one byte (the records are a cache line each),
	// which each wave keeps a copy of for its next instruction (twave.nk).
	kinds []uint8
	// decoder is the entries of each CU's vector decoder
	// (scheduler.vector_decoder); 0: none, a VALU instruction issues only
	// onto a free pipeline.
	decoder int
}

func newArbiter(policy Policy, par bool, S int, info []tinst) arbiter {
	a := arbiter{policy: policy, par: par, width: 1, info: info, kinds: make([]uint8, len(info))}
	for pc := range info {
		a.kinds[pc] = uint8(info[pc].u)
		if info[pc].sp == spWaitcnt {
			a.kinds[pc] |= kindWait
		}
	}
	if par {
		a.width = S + 1
	}
	return a
}

// The flag of an s_waitcnt in arbiter.kinds, and the mask of the kind: a
// kind byte of at least uSMEM is that of an instruction settle has work
// for (tinst.needsSettle).
const (
	kindWait = 8
	kindMask = 7
)

// genericVisits makes visit decide every visit itself, without visitSolo
// and visitPar (a variable so that a test can check that they decide as
// visit does: TestEngineDigests).
var genericVisits = false

// solo reports whether visitSolo makes the visits.
func (a *arbiter) solo() bool {
	return !genericVisits && !a.par && a.decoder == 0 && a.policy == OldestFirst
}

// parallel reports whether visitPar makes the visits.
func (a *arbiter) parallel() bool {
	return !genericVisits && a.par && a.decoder == 0 && a.policy == OldestFirst
}

// issuer executes an instruction the arbiter lets issue: the runner, which
// steps the functional core and charges the units.
type issuer interface {
	issue(s *simdState, w *twave, ti *tinst, t int64) error
}

// visitSlots is what one visit has issued so far, per unit kind.
type visitSlots struct {
	used  [numUnits]int     // instructions issued
	owner [numUnits]*family // the family that took the kind (see only)
	mask  [numUnits]uint64  // union of the split masks of the waves that took it
	free  [numUnits]int64   // memory units: the next cycle their queue has room, when later than the visit's (else 0)
	// What open says of each kind, kept as the visit goes (a kind's
	// openness changes within a visit only by an issue of that kind): a
	// bit of shut, the kind is open to no family; of only, to the family
	// owner names alone (the one that took it, or before any issue of the
	// kind the family holding the base VALU pipeline); neither, to every
	// family.
	shut, only uint8
}

// opening sets the kinds' openness at the start of a visit at t (open with
// nothing issued), and the cycles the memory units' queues have room from
// when that is later than t (free).
func (a *arbiter) opening(s *simdState, v *visitSlots, t int64) {
	q := s.qfull
	if c := q[0]; c > t { // cu.smem.nextAccept(t)
		v.free[uSMEM] = c
		v.shut |= 1 << uSMEM
	}
	if c := q[1]; c > t {
		v.free[uVMEM] = c
		v.shut |= 1 << uVMEM
	}
	if c := q[2]; c > t {
		v.free[uLDS] = c
		v.shut |= 1 << uLDS
	}
	switch {
	case a.decoder > 0:
		if s.cu.decoderFree(t, a.decoder) > t {
			v.shut |= 1 << uVALU
		}
	case s.base > t:
		v.only |= 1 << uVALU
		v.owner[uVALU] = s.baseFam // read only once an issue took the kind: see shares
	}
}

// reopen records whether kind u is still open to f, whose wave has just
// issued an instruction of kind u in the visit v at t. (Without the
// parallel guarantee's sharing, or for a memory unit, the issue took the
// kind from every family: the visit sets shut itself.)
func (a *arbiter) reopen(s *simdState, v *visitSlots, f *family, u unit, t int64) bool {
	if a.open(s, v, f, u, t) {
		v.only |= 1 << u
		return true
	}
	v.shut |= 1 << u
	return false
}

// visitAny makes the visit to SIMD s at t with visitSolo, visitPar or
// visit itself, as the arbiter's mode wants (the event loop makes the
// same choice once per run). visitSolo issues through the runner alone
// (it writes runner.issue out), so with another issuer (a test's) visit
// makes the visits of its mode, deciding them as visitSolo does
// (TestEngineDigests).
func (a *arbiter) visitAny(s *simdState, t int64, x issuer) (coIssue bool, err error) {
	r, isRunner := x.(*runner)
	switch {
	case a.solo() && isRunner:
		return false, a.visitSolo(s, t, r)
	case a.parallel() && isRunner:
		return a.visitPar(s, t, r)
	}
	return a.visit(s, t, x)
}

// visit is the sequencer's visit to SIMD s at cycle t: the waves that may
// issue do, through x, in policy order. It sets s.wake to the next cycle at
// which a wave of s may issue and reports whether splits co-issued on one
// unit kind.
//
// The policy order is by age (oldest-first), or by age from the wave after
// the one that issued first at the SIMD's last issuing visit (round
// robin), wrapping around. The visit walks the ready waves (ready.go) in
// that order, family by family, and asks admit about each ready wave of a
// unit kind the visit may still issue (open); what it skips admit would
// refuse.
func (a *arbiter) visit(s *simdState, t int64, x issuer) (coIssue bool, err error) {
	if len(s.fams) == 0 {
		s.wake = inf
		return false, nil
	}
	s.drain(t)
	var v visitSlots
	cu := s.cu
	a.opening(s, &v, t)
	from := int64(-1) // the waves older than or as old as from come last
	if a.policy == RoundRobin {
		from = s.rrLast
	}
	passes := 2
	if from < 0 {
		passes = 1 // every wave is younger
	}
	wake := inf
	firstAge := int64(-1)
	for pass := 0; pass < passes && s.nready > 0; pass++ {
		// The families with a ready wave, in order; only a drain (below)
		// changes the ready words of families other than the one walked.
		for rest := s.readyFams; rest != 0; {
			i := bits.TrailingZeros64(rest)
			rest &= rest - 1
			f := s.fams[i]
			seg := ^uint64(0)
			if from >= 0 {
				seg = newerThan(f, from)
				if pass == 1 {
					seg = ^seg
				}
			}
			// The candidates change in the visit only by an issue: it
			// may close its kind (open only ever closes within a visit)
			// and release waiting waves (drain).
			var seen uint64
			cand := v.candidates(f) & seg
			for cand != 0 {
				id := bits.TrailingZeros64(cand)
				seen |= 2<<uint(id) - 1 // ids up to id: one look per wave
				cand &^= seen
				w := f.members[id]
				ti, pipe, retry := a.admit(s, &v, w, t)
				if ti == nil {
					if w.held() || w.next > t {
						s.refile(w, t)
					} else {
						wake = min(wake, retry)
					}
					continue
				}
				v.used[ti.u]++
				if v.used[ti.u] > 1 {
					coIssue = true
				}
				v.owner[ti.u] = w.fam
				v.mask[ti.u] |= w.w.Split
				if firstAge < 0 {
					firstAge = w.age
				}
				if err := x.issue(s, w, ti, t); err != nil {
					return false, err
				}
				if pipe >= 0 {
					end := t + ti.issue
					if a.decoder > 0 {
						// Through the decoder: the pipeline takes the
						// instruction once it is free, the cycle after the
						// issue at the earliest; the wave issues again when
						// the instruction leaves the pipeline.
						start := max(t+1, s.pipeAt(pipe))
						end = start + ti.issue
						cu.dec = append(cu.dec, start)
						w.next = max(w.next, end)
					}
					s.take(pipe, w.fam, end)
				}
				s.issued(w, t)
				// The issue may have released waves of this SIMD (a
				// barrier, a merge) that issue later in this visit.
				open := false
				if a.par && ti.u.duplicated() {
					open = a.reopen(s, &v, f, ti.u, t)
				} else {
					v.shut |= 1 << ti.u
				}
				if s.heap.first <= t {
					s.drainDue(t)
					cand = v.candidates(f) & seg &^ seen
					rest = s.readyFams &^ (2<<uint(i) - 1)
				} else if !open {
					cand &^= f.ready[ti.u]
				}
			}
		}
	}
	if firstAge < 0 {
		// Nothing issued: the SIMD's wake is the earliest cycle at which
		// a wave may issue, over the skipped kinds too.
		wake = min(wake, a.skippedWake(s, &v, t), s.nextWake())
	}
	if s.changed {
		s.commit()
	}
	if firstAge >= 0 {
		// The issued waves (and the splits they created) are not in wake:
		// look again at the SIMD's next visit.
		s.rrLast = firstAge
		wake = t + 1
	}
	if len(s.fams) == 0 {
		wake = inf
	}
	s.wake = wake
	return coIssue, nil
}

// newerThan is the ready-word mask of f's waves younger than age from.
func newerThan(f *family, from int64) uint64 {
	d := from - f.age*isa.MaxLanes
	switch {
	case d < 0:
		return ^uint64(0)
	case d >= isa.MaxLanes-1:
		return 0
	}
	return ^(2<<uint(d) - 1)
}

// candidates are the ready waves of f (a ready word mask) whose unit kind
// the visit may still issue (open: shut and only).
func (v *visitSlots) candidates(f *family) uint64 {
	var c uint64
	for k := f.kinds &^ v.shut; k != 0; k &= k - 1 {
		u := bits.TrailingZeros8(k)
		if v.only>>uint(u)&1 == 0 || v.owner[u] == f {
			c |= f.ready[u]
		}
	}
	return c
}

// open reports whether a wave of family f might still issue an instruction
// of kind u in the visit v at t: the conditions of admit that do not depend
// on the wave itself (it refuses every wave of f and u when open is false,
// and decides for the others).
func (a *arbiter) open(s *simdState, v *visitSlots, f *family, u unit, t int64) bool {
	if v.used[u] > 0 && !(a.par && u.duplicated() && v.owner[u] == f && v.used[u] < a.width) {
		return false
	}
	switch {
	case u >= uSMEM:
		return v.free[u] <= t
	case u == uVALU && a.decoder > 0:
		return s.cu.decoderFree(t, a.decoder) <= t
	case u == uVALU:
		return s.base <= t || s.baseFam == f
	}
	return true
}

// skippedWake is, after a visit at t that issued nothing, a cycle no later
// than the first at which a ready wave the visit skipped (its kind was not
// open) may issue. With nothing issued, a kind is closed only because its
// unit is busy: a memory unit's queue, the vector decoder, or the base
// VALU pipeline held by another family; every wave of the kind may issue
// from the cycle the unit frees at the earliest (reopens), which admit
// would name for each. So the wake is that cycle for each kind some
// family's wave that is not held waits for. A wave of the kind whose next
// issue is later still (a ready word may hold such waves: issued) makes the
// wake earlier than the scan's, never later: the visit then issues
// nothing, which changes nothing but the visits made.
func (a *arbiter) skippedWake(s *simdState, v *visitSlots, t int64) int64 {
	wake := inf
	var known uint8 // the kinds whose cycle is in wake
	for m := s.readyFams; m != 0; m &= m - 1 {
		f := s.fams[bits.TrailingZeros64(m)]
		for k := f.kinds &^ known; k != 0; k &= k - 1 {
			u := unit(bits.TrailingZeros8(k))
			if a.open(s, v, f, u, t) || !s.anyUnheld(f, u) {
				continue
			}
			known |= 1 << u
			wake = min(wake, a.reopens(s, v, u, t))
		}
	}
	return wake
}

// idleWake is skippedWake for a visit of visitSolo or visitPar at t that
// issued nothing, without the visit's record (visitSlots: no vector
// decoder, nothing used): a memory kind is closed while its queue is full
// (cuState.qfull) and reopens when it has room, VALU is closed to the
// families other than the one holding the base pipeline and reopens when
// the pipeline frees, every other kind is open.
func (a *arbiter) idleWake(s *simdState, t int64) int64 {
	wake := inf
	var known uint8 // the kinds whose cycle is in wake
	for m := s.readyFams; m != 0; m &= m - 1 {
		f := s.fams[bits.TrailingZeros64(m)]
		for k := f.kinds &^ known; k != 0; k &= k - 1 {
			u := unit(bits.TrailingZeros8(k))
			var at int64 // the cycle u reopens; t or earlier: open to f
			switch {
			case u >= uSMEM:
				at = s.qfull[u-uSMEM]
			case u == uVALU && s.baseFam != f:
				at = s.base
			default:
				continue
			}
			if at <= t || !s.anyUnheld(f, u) {
				continue
			}
			known |= 1 << u
			wake = min(wake, at)
		}
	}
	return wake
}

// reopens is the cycle at which kind u, closed at the start of the visit v
// at t (nothing issued), may issue again: its unit frees (the retry admit
// names for each of its waves).
func (a *arbiter) reopens(s *simdState, v *visitSlots, u unit, t int64) int64 {
	switch {
	case u >= uSMEM:
		return v.free[u]
	case a.decoder > 0:
		return s.cu.decoderFree(t, a.decoder)
	}
	return s.base
}

// admit decides whether w issues its next instruction in the visit v at t.
// It returns the instruction and, for a VALU instruction, the vector
// pipeline it takes; or nil and the earliest cycle at which w may be
// considered again (inf: only an event elsewhere can make it ready).
func (a *arbiter) admit(s *simdState, v *visitSlots, w *twave, t int64) (ti *tinst, pipe int, retry int64) {
	if w.next > t {
		if w.waiting || w.parked {
			return nil, -1, inf // a barrier release or a merge wakes the SIMD
		}
		return nil, -1, w.next
	}
	if w.waiting || w.parked || w.ended {
		return nil, -1, inf
	}
	ti = &a.info[w.w.PC]
	u := ti.u
	if u >= uSMEM && v.free[u] > t {
		return nil, -1, v.free[u]
	}
	if v.used[u] > 0 && !a.shares(v, w, u) {
		return nil, -1, t + 1
	}
	pipe = -1
	if u == uVALU && a.decoder > 0 {
		if free := s.cu.decoderFree(t, a.decoder); free > t {
			return nil, -1, free
		}
		return ti, s.queueFor(w.fam, t), 0
	}
	if u == uVALU {
		// The base pipeline, or a split pipeline while w's family holds
		// the base one (the parallel guarantee above).
		p, busy := s.pipeFor(w.fam, t)
		if p < 0 {
			return nil, -1, busy
		}
		pipe = p
	}
	return ti, pipe, 0
}

// shares reports whether w may take unit kind u although another wave took
// it in this visit: the parallel guarantee (thesis 4.4; spec §2). The split
// hardware gives each SIMD S+1 vector pipelines and each CU S+1 scalar
// pipelines so that a wavefront that diverges does not lose its
// parallelism: its S+1 possible members (the launch wavefront and up to S
// splits) work on disjoint lanes of what was one instruction stream, so
// issuing them in the same cycle does the work one unsplit wavefront
// would do on all its lanes. Hence the co-issue is limited to
//
//   - the parallel mode with S > 0 (serialized splits compete like
//     ordinary wavefronts: one instruction per kind);
//   - the duplicated kinds: valu, salu, branch and special. Memory units
//     (vector memory, scalar memory, LDS) are one per CU: splits contend;
//   - members of the family that took the kind first in this visit (on
//     the base pipeline): the extra pipelines exist for splits, so another
//     family (and a wavefront that never split) gets one instruction per
//     kind and visit as at S = 0; for VALU instructions also a free split
//     pipeline, which pipeFor gives only to the base pipeline's family;
//   - disjoint split masks: the masks of a family partition its lanes, so
//     this always holds; it states why co-issue is safe;
//   - S+1 instructions of the kind, one per pipeline.
func (a *arbiter) shares(v *visitSlots, w *twave, u unit) bool {
	return a.par && u.duplicated() && v.owner[u] == w.fam && v.mask[u]&w.w.Split == 0 && v.used[u] < a.width
}

// visitSolo is visit for the oldest-first policy without the parallel
// guarantee and without a vector decoder (S = 0, or serialized splits):
// every unit kind issues at most one instruction in a visit, a VALU
// instruction only onto the base pipeline, and nothing co-issues. The same
// decisions as visit, in the same order, with the visit's bookkeeping in a
// byte, shut: the kinds issued in the visit (no other wave may take them)
// and the memory kinds whose queue is full.
//
// A kind's openness is what admit would say of it: a memory kind is
// closed while its queue is full (cuState.qfull: it changes in a visit
// only by an issue of that kind, which takes the kind anyway), VALU while
// the base pipeline is busy, except to the family holding it, whose waves
// admit refuses naming the cycle the pipeline frees (as visit asks admit
// about them: the same wake). The cycle a refusal names counts only when
// the visit issues nothing (then the wake is the next cycle), and then
// no kind was taken.
//
// The visit walks the families with a ready wave of an open kind (VALU
// is open only to the base pipeline's family while it is busy; an issue
// of VALU shuts it) in a loop without calls, and admits their waves
// inline. It issues through the runner r and writes runner.issue out:
// its call cost 33 host instructions per wavefront instruction at S = 0
// (4 %; callgrind, session 11), and a runner rather than an issuer,
// because with the interface, or a test's issuer beside the runner, the
// loop keeps more values live across its calls (24 more; visitAny). Keep
// the written-out issue the same as runner.issue. It files the issued
// wave with refile's cases inline, and an issue may release waves of
// this SIMD (a barrier, a merge) that issue later in the visit. At its
// end visited's body is written out (calling it cost 16 host
// instructions per wavefront instruction at S = 0, callgrind, session
// 10). A SIMD without waves ends the visit with nothing to issue and
// wake inf, as visited has it.
func (a *arbiter) visitSolo(s *simdState, t int64, r *runner) error {
	s.drain(t)
	shut := fullQueues(s, t)
	wake := inf
	issued := false
	for rest := s.readyFams; rest != 0; {
		f, k, i := (*family)(nil), uint8(0), 0
		for {
			i = bits.TrailingZeros64(rest)
			rest &= rest - 1
			f = s.fams[i]
			k = f.kinds &^ shut
			if s.base > t && f != s.baseFam {
				k &^= 1 << uVALU
			}
			if k != 0 || rest == 0 {
				break
			}
		}
		if k == 0 {
			break
		}
		var cand uint64
		for ; k != 0; k &= k - 1 {
			cand |= f.ready[bits.TrailingZeros8(k)]
		}
		var seen uint64
		for cand != 0 {
			id := bits.TrailingZeros64(cand)
			seen |= 2<<uint(id) - 1
			cand &^= seen
			w := f.members[id]
			if w.next > t || w.held() { // admit
				s.refile(w, t)
				continue
			}
			// The PC now, not w.nk: its load starts the Wave's first line
			// on its way while the visit decides, and the issue needs it
			// (w.nk here and the PC after the decision: 7 % more CPU at
			// S = 0, session 11; visitPar's touch prefetches it ahead).
			pc := w.w.PC
			u := unit(a.kinds[pc] & kindMask)
			switch {
			case shut>>u&1 != 0: // taken in the visit, or a full memory queue
				if u >= uSMEM && s.qfull[u-uSMEM] > t {
					wake = min(wake, s.qfull[u-uSMEM])
				} else {
					wake = min(wake, t+1)
				}
				continue
			case u == uVALU && s.base > t:
				wake = min(wake, s.base)
				continue
			}
			issued = true // (rrLast counts only for round robin)
			ti := &a.info[pc]
			if u >= uSMEM {
				r.service(s, w, ti)
			}
			splits := r.m.SplitCount
			if err := r.m.Issue(w.w); err != nil {
				return err
			}
			if w.start < 0 {
				r.started(w, t)
			}
			r.stats.Issued[u]++
			w.next = t + ti.issue
			if u > uSALU {
				r.charge(s, w, ti, t)
			}
			if r.fetching {
				w.next = max(w.next, s.cu.fetch.next(w, pc, u, t))
			}
			if pc, kinds := w.w.PC, a.kinds; uint(pc) < uint(len(kinds)) { // setKind, and settle
				if w.nk = kinds[pc]; !w.w.Done && w.nk >= uint8(uSMEM) {
					w.settleOn(&r.info[pc], &r.caps, t)
				}
			}
			if r.m.SplitCount != splits || r.waves != nil || ti.probe != 0 {
				r.issuedMore(w, ti, t, splits)
			}
			if u == uVALU {
				s.base, s.baseFam = t+ti.issue, w.fam
			}
			switch { // issued
			case w.held():
				s.refile(w, t)
			case s.visits != nil && w.next > t+s.visits.g:
				s.unready(w)
				s.heap.set(w)
			default:
				s.ready(w)
			}
			shut |= 1 << u
			if s.heap.first <= t { // released waves
				s.drainDue(t)
				cand = soloCandidates(s, f, shut, t) &^ seen
				rest = s.readyFams &^ (2<<uint(i) - 1)
			} else {
				cand &^= f.ready[u]
			}
		}
	}
	if !issued { // visited
		wake = min(wake, a.idleWake(s, t), s.nextWake())
	}
	if s.changed {
		s.commit()
	}
	if issued {
		wake = t + 1
	}
	if len(s.fams) == 0 {
		wake = inf
	}
	s.wake = wake
	return nil
}

// visitPar is visit for the oldest-first policy with the parallel
// guarantee and without a vector decoder (S > 0 in the parallel mode):
// the same decisions as visit, in the same order, with admit inline and
// the visit's bookkeeping in a few words (used, owner, mask per duplicated
// kind; shut and only as in visitSlots). A memory kind is closed while its
// queue is full and after its one issue in the visit; a duplicated kind,
// once taken, stays open to the family that took it alone while it may
// share (shares: disjoint split masks, at most S+1 issues), and VALU while
// the base pipeline is busy to the family holding it (pipeFor). As in
// visitSolo, the cycle a refusal names counts only when the visit issues
// nothing, and then no kind was taken. As visitSolo it walks the
// families in a loop without calls, issues through the runner, writing
// runner.issue out (21 host instructions per wavefront instruction at
// S = 63, callgrind, session 11), files the issued wave inline and
// handles waves the issue released. After an issue, f may still share
// the kind (reopen: open); for VALU f now holds the base pipeline.
func (a *arbiter) visitPar(s *simdState, t int64, r *runner) (coIssue bool, err error) {
	s.drain(t)
	var used [uSMEM]int                      // issues of each duplicated kind in the visit
	var owner [uSMEM]*family                 // the family that took it (see only)
	var mask [uSMEM]uint64                   // the split masks of the waves that took it
	shut, only := fullQueues(s, t), uint8(0) // as visitSlots'
	if s.base > t {
		only = 1 << uVALU
		owner[uVALU] = s.baseFam
	}
	wake, issued := inf, false
	for rest := s.readyFams; rest != 0; {
		f, cand, i := (*family)(nil), uint64(0), 0
		for {
			i = bits.TrailingZeros64(rest)
			rest &= rest - 1
			f = s.fams[i]
			cand = parCandidates(f, shut, only, &owner)
			if cand != 0 || rest == 0 {
				break
			}
		}
		var seen uint64
		for cand != 0 {
			id := bits.TrailingZeros64(cand)
			seen |= 2<<uint(id) - 1
			cand &^= seen
			w := f.members[id]
			touch(f, cand)              // the next candidate's
			if w.next > t || w.held() { // admit
				s.refile(w, t)
				continue
			}
			u := unit(w.nk & kindMask) // not w.w: a refused wave's Wave stays untouched
			pipe := -1
			if u >= uSMEM && s.qfull[u-uSMEM] > t {
				wake = min(wake, s.qfull[u-uSMEM])
				continue
			}
			if u >= uSMEM && shut>>u&1 != 0 || // issued in the visit
				u < uSMEM && used[u] > 0 && !(owner[u] == f && mask[u]&w.w.Split == 0 && used[u] < a.width) { // shares
				wake = min(wake, t+1)
				continue
			}
			if u == uVALU {
				p, busy := s.pipeFor(f, t)
				if p < 0 {
					wake = min(wake, busy)
					continue
				}
				pipe = p
			}
			open := false
			if u < uSMEM {
				used[u]++
				if used[u] > 1 {
					coIssue = true
				}
				owner[u] = f
				mask[u] |= w.w.Split
				open = used[u] < a.width
			}
			issued = true
			pc, ti := w.w.PC, &a.info[w.w.PC]
			if u >= uSMEM {
				r.service(s, w, ti)
			}
			splits := r.m.SplitCount
			if err := r.m.Issue(w.w); err != nil {
				return false, err
			}
			if w.start < 0 {
				r.started(w, t)
			}
			r.stats.Issued[u]++
			w.next = t + ti.issue
			if u > uSALU {
				r.charge(s, w, ti, t)
			}
			if r.fetching {
				w.next = max(w.next, s.cu.fetch.next(w, pc, u, t))
			}
			if pc, kinds := w.w.PC, a.kinds; uint(pc) < uint(len(kinds)) { // setKind, and settle
				if w.nk = kinds[pc]; !w.w.Done && w.nk >= uint8(uSMEM) {
					w.settleOn(&r.info[pc], &r.caps, t)
				}
			}
			if r.m.SplitCount != splits || r.waves != nil || ti.probe != 0 {
				r.issuedMore(w, ti, t, splits)
			}
			if pipe >= 0 {
				s.take(pipe, f, t+ti.issue)
			}
			switch { // issued
			case w.held():
				s.refile(w, t)
			case s.visits != nil && w.next > t+s.visits.g:
				s.unready(w)
				s.heap.set(w)
			default:
				s.ready(w)
			}
			if open {
				only |= 1 << u
			} else {
				shut |= 1 << u
			}
			if s.heap.first <= t { // released waves
				s.drainDue(t)
				cand = parCandidates(f, shut, only, &owner) &^ seen
				rest = s.readyFams &^ (2<<uint(i) - 1)
			} else if !open {
				cand &^= f.ready[u]
			}
		}
	}
	a.visited(s, t, wake, issued)
	return coIssue, nil
}

// fullQueues are the memory kinds whose queue is full at t (a bit each,
// as visitSlots.shut).
func fullQueues(s *simdState, t int64) (shut uint8) {
	if q := s.qfull; q[0] > t || q[1] > t || q[2] > t {
		for k := range q {
			if q[k] > t {
				shut |= 1 << (uSMEM + unit(k))
			}
		}
	}
	return shut
}

// parCandidates are the ready waves of f whose kind visitPar may still
// issue: not shut, and, for a kind only one family may take (only), f's
// own (owner).
func parCandidates(f *family, shut, only uint8, owner *[uSMEM]*family) (cand uint64) {
	for k := f.kinds &^ shut; k != 0; k &= k - 1 {
		u := bits.TrailingZeros8(k)
		if only>>uint(u)&1 == 0 || owner[u] == f {
			cand |= f.ready[u]
		}
	}
	return cand
}

// visited ends a visit of visitSolo or visitPar to s at t: when it issued
// nothing its wake is the earliest cycle a wave it refused (wake) or
// skipped (skippedWake) or one in the heap may issue, else the next cycle;
// the splits created and the waves ended join and leave s (commit).
func (a *arbiter) visited(s *simdState, t, wake int64, issued bool) {
	if !issued {
		wake = min(wake, a.idleWake(s, t), s.nextWake())
	}
	if s.changed {
		s.commit()
	}
	if issued {
		wake = t + 1
	}
	if len(s.fams) == 0 {
		wake = inf
	}
	s.wake = wake
}

// soloCandidates are the ready waves of f whose kind a visit without the
// parallel guarantee may still issue (visitSolo): not shut, and VALU only
// while the base pipeline is free or f holds it.
func soloCandidates(s *simdState, f *family, shut uint8, t int64) uint64 {
	k := f.kinds &^ shut
	if s.base > t && s.baseFam != f {
		k &^= 1 << uVALU
	}
	var c uint64
	for ; k != 0; k &= k - 1 {
		c |= f.ready[bits.TrailingZeros8(k)]
	}
	return c
}
