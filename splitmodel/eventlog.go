package splitmodel

import (
	"fmt"
	"unsafe"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
)

// eventLog keeps the IPT events of a simulated run in compact form: 16
// bytes per event (its cycle, the index of its wave's record, the index of
// its IPT with the branch outcome), and one record per wave for what every
// event of a wave shares (workgroup, wave, family, split, parent and
// placement). replay gives back exactly the traces.Events written.
type eventLog struct {
	events []compactEvent
	waves  []waveRec
	ipts   []*ipg.IPT
	// While the run writes: the index of each wave (by family and split)
	// and of each IPT. seal drops them.
	waveIdx map[uint64]uint32
	iptIdx  map[*ipg.IPT]uint32
}

// compactEvent is one event: ipt holds the IPT's index in the low 24 bits
// and the outcome byte above them.
type compactEvent struct {
	time int64
	wave uint32
	ipt  uint32
}

// waveRec is what the events of one wave share.
type waveRec struct {
	family, workgroup                   int64
	wave, split, parent, cu, simd, slot int32
}

// maxLogIPTs bounds the IPTs of a log (24 bits of compactEvent.ipt).
const maxLogIPTs = 1 << 24

// compactEventBytes is the memory of one logged event, and waveRecBytes of
// one wave's record with its index entry while the run writes.
const (
	compactEventBytes = int64(unsafe.Sizeof(compactEvent{}))
	waveRecBytes      = int64(unsafe.Sizeof(waveRec{})) + 32
)

// len is the number of events logged.
func (l *eventLog) len() int { return len(l.events) }

// add logs e.
func (l *eventLog) add(e traces.Event) error {
	rec, err := recOf(e)
	if err != nil {
		return err
	}
	if l.waveIdx == nil {
		l.waveIdx = map[uint64]uint32{}
		l.iptIdx = map[*ipg.IPT]uint32{}
	}
	key := uint64(rec.family)<<6 | uint64(rec.split)
	w, ok := l.waveIdx[key]
	if !ok {
		if len(l.waves) >= 1<<32-1 {
			return fmt.Errorf("splitmodel: more than %d wavefronts in one run", 1<<32-1)
		}
		w = uint32(len(l.waves))
		l.waves = append(l.waves, rec)
		l.waveIdx[key] = w
	} else if l.waves[w] != rec {
		return fmt.Errorf("splitmodel: internal error: the events of family %d split %d disagree on the wave's workgroup, parent or placement", e.Family, e.Split)
	}
	p, ok := l.iptIdx[e.IPT]
	if !ok {
		if len(l.ipts) >= maxLogIPTs {
			return fmt.Errorf("splitmodel: more than %d IPTs in one trace", maxLogIPTs)
		}
		p = uint32(len(l.ipts))
		l.ipts = append(l.ipts, e.IPT)
		l.iptIdx[e.IPT] = p
	}
	l.events = append(l.events, compactEvent{time: e.Time, wave: w, ipt: p | uint32(e.Outcome)<<24})
	return nil
}

// recOf is e's wave record; it fails when a field is out of the record's
// range (the simulator's fields always fit).
func recOf(e traces.Event) (waveRec, error) {
	small := func(v int) bool { return v >= -1 && v <= 1<<30 }
	if e.Family < 0 || e.Family >= 1<<56 || e.Split < 0 || e.Split > isa.MaxS || e.Workgroup < 0 ||
		!small(e.Wave) || !small(e.Parent) || !small(e.CU) || !small(e.SIMD) || !small(e.Slot) {
		return waveRec{}, fmt.Errorf("splitmodel: internal error: event of family %d split %d out of range for the event log", e.Family, e.Split)
	}
	return waveRec{family: int64(e.Family), workgroup: int64(e.Workgroup), wave: int32(e.Wave), split: int32(e.Split),
		parent: int32(e.Parent), cu: int32(e.CU), simd: int32(e.SIMD), slot: int32(e.Slot)}, nil
}

// seal ends the writing: the indexes are no longer needed.
func (l *eventLog) seal() {
	l.waveIdx, l.iptIdx = nil, nil
}

// replay writes the logged events to s in order.
func (l *eventLog) replay(s traces.Sink) error {
	for _, c := range l.events {
		w := &l.waves[c.wave]
		e := traces.Event{Time: c.time, Workgroup: int(w.workgroup), Wave: int(w.wave), Family: int(w.family),
			Split: int(w.split), Parent: int(w.parent), CU: int(w.cu), SIMD: int(w.simd), Slot: int(w.slot),
			IPT: l.ipts[c.ipt&(maxLogIPTs-1)], Outcome: byte(c.ipt >> 24)}
		if err := s.Write(e); err != nil {
			return err
		}
	}
	return nil
}
