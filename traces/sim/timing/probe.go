package timing

import (
	"fmt"
	"sort"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// probeTable marks the probed instructions of info (tinst.probe: 1 + the
// index of the IPT in the returned table, in instruction order) from
// Options.Probes.
func probeTable(probes map[int]*ipg.IPT, info []tinst, prog *sim.Program) ([]*ipg.IPT, error) {
	if len(probes) == 0 {
		return nil, nil
	}
	pcs := make([]int, 0, len(probes))
	for pc := range probes {
		pcs = append(pcs, pc)
	}
	sort.Ints(pcs)
	var names []*ipg.IPT
	for _, pc := range pcs {
		if pc < 0 || pc >= len(info) {
			return nil, fmt.Errorf("timing: probe %s at instruction %d: kernel %s has %d instructions", probes[pc], pc, prog.Name, len(info))
		}
		names = append(names, probes[pc])
		info[pc].probe = int32(len(names))
	}
	return names, nil
}

// event is the IPT event of w at cycle t for the probe of its instruction.
func (r *runner) event(w *twave, t int64, probe int32, outcome byte) traces.Event {
	f := w.fam
	return traces.Event{Time: t, Workgroup: f.wg.w.ID, Wave: w.w.Index, Family: f.id, Split: w.w.SplitID, Parent: int(w.parent),
		CU: f.simd.cu.id, SIMD: f.simd.id, Slot: f.slot, IPT: r.probes[probe-1], Outcome: outcome}
}

// emit reports an event (in time order: the runner emits issue events as
// they happen and defers s_endpgm completions to their cycle).
func (r *runner) emit(ev traces.Event) {
	r.stats.Events++
	if r.opt.Sink != nil && r.sinkErr == nil {
		r.sinkErr = r.opt.Sink.Write(ev)
	}
}
