package sim

import (
	"errors"
	"math/bits"
)

// Run's look-ahead schedule.
//
// Run's order is rounds: in each, the resident workgroups in dispatch
// order and in each the waves in creation order issue one instruction,
// while ready. Only some instructions make that order visible: those that
// read or write memory or LDS, end a wave, wait at a barrier or create a
// split (a wave id, a family's slot). The others (vector and scalar ALU,
// branches that do not split, waits, no-ops) read and write only their
// own wave's registers, so a wave may execute them as soon as its
// previous instruction is done, without waiting for its round.
//
// A wave's k-th instruction after a shared one at round r runs in round
// r+k as long as the wave stays ready, so the look-ahead runs a wave's
// local instructions at once and files its next shared instruction under
// the round it belongs to: a ring of aheadRing rounds, per round and
// workgroup one bit per wave in creation order. Each round then executes
// the filed instructions of the resident workgroups in order, the bits
// of a workgroup lowest first: the same order as Run's rounds, so the
// same memory, the same wave ids, splits and statistics. A wave may run
// at most aheadRing-2 rounds ahead; one that would run further is filed
// to continue there.
//
// An error of a local instruction is kept with its wave and returned when
// its round comes, after everything the rounds order before it. Only the
// limit on the run's instructions (Options.MaxInstructions) counts in
// Run's order: when the look-ahead exceeds it, Run starts again with its
// rounds (rounds), which stop where that order does.

// order says when an instruction may run ahead of its round (Inst.order).
type order uint8

const (
	orderShared order = iota // in its round: memory, LDS, barrier, end, ...
	orderLocal               // only the wave's own registers
	orderSplit               // a branch that may split: local when it cannot
	orderNop                 // local, and does nothing (nop's executors): not called
)

// orderOf is the order of a decoded instruction by its class.
func orderOf(in *Inst) order {
	if in.order == orderSplit || in.order == orderNop {
		return in.order
	}
	switch in.Class {
	case "valu", "salu", "branch", "waitcnt", "nop":
		return orderLocal
	}
	return orderShared
}

// aheadRing is the rounds the look-ahead files instructions over (a power
// of two).
const aheadRing = 64

// errReplay ends a look-ahead run that exceeded MaxInstructions.
var errReplay = errors.New("sim: replay in rounds")

// ahead is the look-ahead schedule of one Run.
type ahead struct {
	m      *Machine
	instrs []*Inst
	words  int        // bit words per round and workgroup
	due    [][]uint64 // per Workgroup.sched: aheadRing × words bits
	free   []uint16   // unused entries of due
	count  [aheadRing]int32
	filed  int   // waves filed
	round  int64 // the round being executed
	errs   map[*Wave]error
	groups []*Workgroup
	// splits is S > 0; splitBit the target's MODE bit that marks split
	// code (Wave.SplitMarked).
	splits   bool
	splitBit uint
}

// maxAheadGroups bounds the workgroups in flight the look-ahead
// schedules (Workgroup.sched, 16 bits, holds 1 + an entry); Run takes its
// rounds above.
const maxAheadGroups = 1<<16 - 1

// runAhead is Run with the look-ahead schedule.
func (m *Machine) runAhead() (*Result, error) {
	waves := m.wavesPerGroup * min(m.Opt.S+1, 64)
	s := &ahead{m: m, instrs: m.Prog.Instrs, words: (waves + 63) / 64, splits: m.Opt.S > 0, splitBit: uint(m.Prog.Target.SplitBit)}
	m.ahead, m.shareV = true, m.Prog.laneLocal
	defer func() { m.ahead, m.shareV, m.slabs, m.spareV = false, false, nil, nil }()
	for !m.Done() {
		if err := s.dispatched(); err != nil {
			return nil, err
		}
		if s.filed == 0 {
			return nil, m.deadlock()
		}
		if s.count[s.round&(aheadRing-1)] > 0 {
			s.groups = append(s.groups[:0], m.active...)
			for _, wg := range s.groups {
				if err := s.runGroup(wg); err != nil {
					return nil, err
				}
			}
		}
		s.round++
	}
	return m.Result(), nil
}

// dispatched gives the workgroups dispatched since the last round their
// bits and runs their waves ahead from this round.
func (s *ahead) dispatched() error {
	for _, wg := range s.m.active {
		if wg.sched != 0 {
			continue
		}
		var i int
		if n := len(s.free); n > 0 {
			i = int(s.free[n-1])
			s.free = s.free[:n-1]
		} else {
			i = len(s.due)
			s.due = append(s.due, make([]uint64, aheadRing*s.words))
		}
		wg.sched = uint16(i + 1)
		for _, w := range wg.Waves {
			if err := s.advance(w, s.round); err != nil {
				return err
			}
		}
	}
	return nil
}

// runGroup executes the instructions of wg filed under this round, in
// creation order of their waves, those filed while it runs included.
func (s *ahead) runGroup(wg *Workgroup) error {
	if wg.sched == 0 {
		return nil // retired
	}
	slot := int(s.round & (aheadRing - 1))
	bits0 := s.due[wg.sched-1][slot*s.words : (slot+1)*s.words]
	for i := range bits0 {
		for bits0[i] != 0 {
			b := bits.TrailingZeros64(bits0[i])
			bits0[i] &^= 1 << b
			s.count[slot]--
			s.filed--
			if err := s.issue(wg.Waves[i*64+b]); err != nil {
				return err
			}
			if wg.sched == 0 {
				return nil // wg retired: no bits left
			}
		}
	}
	return nil
}

// file schedules w's next instruction in round r (< s.round + aheadRing).
func (s *ahead) file(w *Wave, r int64) {
	slot := int(r & (aheadRing - 1))
	s.due[w.WG.sched-1][slot*s.words+int(w.pos>>6)] |= 1 << (w.pos & 63)
	s.count[slot]++
	s.filed++
}

// fail keeps err as w's instruction of round r.
func (s *ahead) fail(w *Wave, r int64, err error) {
	if s.errs == nil {
		s.errs = map[*Wave]error{}
	}
	s.errs[w] = err
	s.file(w, r)
}

// shared reports whether in, w's next instruction, must wait for its round.
func (s *ahead) shared(w *Wave, in *Inst) bool {
	switch in.order {
	case orderLocal, orderNop:
		return false
	case orderSplit:
		if !s.splits || w.Mode>>s.splitBit&1 == 0 { // S = 0, or not SplitMarked
			return false
		}
		exec := w.Exec()
		return exec&w.Split != 0 && w.Split&^exec != 0 // m.split's first test
	}
	return true
}

// advance runs w ahead from round r: its local instructions at once, up to
// the next one that must wait for its round, which it files.
func (s *ahead) advance(w *Wave, r int64) error {
	m := s.m
	instrs := s.instrs
	// n local instructions may run before a limit: the ring's, the wave's
	// (MaxWaveInstructions) or the run's (MaxInstructions).
	n := min(s.round+aheadRing-1-r, m.Opt.MaxWaveInstructions-w.Count, m.Opt.MaxInstructions-m.Instructions)
	k := int64(0)
	for ; k < n; k++ {
		pc := w.PC
		if uint(pc) >= uint(len(instrs)) {
			m.Instructions += k
			s.fail(w, r+k, m.Step(w))
			return nil
		}
		in := instrs[pc]
		if in.order != orderLocal {
			if in.order == orderNop {
				w.PC++
				w.Count++
				continue
			}
			if s.shared(w, in) {
				m.Instructions += k
				s.file(w, r+k)
				return nil
			}
		}
		w.PC++
		if err := in.exec(w, in); err != nil {
			m.Instructions += k
			s.fail(w, r+k, err)
			return nil
		}
		w.Count++
	}
	m.Instructions += k
	return s.limit(w, r+k)
}

// limit is advance stopped by a limit at round r: w is filed there to
// continue, or w's next instruction would pass an instruction limit.
func (s *ahead) limit(w *Wave, r int64) error {
	m := s.m
	switch {
	case m.Instructions >= m.Opt.MaxInstructions:
		// The look-ahead reached the run's limit; the rounds may stop
		// elsewhere (or pass it, if an error comes first).
		return errReplay
	case w.Count >= m.Opt.MaxWaveInstructions:
		pc := w.PC
		if uint(pc) >= uint(len(s.instrs)) {
			s.fail(w, r, m.Step(w))
			return nil
		}
		in := s.instrs[pc]
		if in.order != orderLocal && s.shared(w, in) {
			s.file(w, r) // issue checks the limit in its round
			return nil
		}
		w.PC++
		if err := in.exec(w, in); err != nil {
			s.fail(w, r, err)
			return nil
		}
		w.Count++
		m.Instructions++
		s.fail(w, r, m.overLimit(w, in))
		return nil
	}
	s.file(w, r)
	return nil
}

// issue executes w's filed instruction of this round: an error kept for
// it, a shared instruction, or local ones w runs ahead from here.
func (s *ahead) issue(w *Wave) error {
	if s.errs != nil {
		if err, ok := s.errs[w]; ok {
			return err
		}
	}
	in := s.instrs[w.PC]
	if !s.shared(w, in) {
		return s.advance(w, s.round)
	}
	m, wg := s.m, w.WG
	n := len(wg.Waves)
	w.PC++
	if err := in.exec(w, in); err != nil {
		return err
	}
	w.Count++
	m.Instructions++
	if m.Instructions > m.Opt.MaxInstructions {
		return errReplay
	}
	if w.Count > m.Opt.MaxWaveInstructions {
		return m.overLimit(w, in)
	}
	if len(wg.Waves) > n { // a split: the child issues the branch in this round
		if err := s.advance(wg.Waves[n], s.round); err != nil {
			return err
		}
	}
	if w.AtBarrier || w.Done {
		return s.check(w)
	}
	return s.advance(w, s.round+1)
}

// check is checkGroup after w arrived at a barrier or ended: a released
// barrier's waves issue again, those after w in this round, the others in
// the next; a retired workgroup gives up its bits.
func (s *ahead) check(w *Wave) error {
	wg := w.WG
	arrived := wg.arrived
	s.m.checkGroup(wg)
	if wg.Done {
		s.free = append(s.free, wg.sched-1)
		wg.sched = 0
		return nil
	}
	if arrived == 0 || wg.arrived != 0 {
		return nil // no barrier released
	}
	for _, v := range wg.Waves {
		if v.Done {
			continue
		}
		r := s.round + 1
		if v.pos > w.pos {
			r = s.round
		}
		if err := s.advance(v, r); err != nil {
			return err
		}
	}
	return nil
}
