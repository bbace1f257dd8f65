package staticbound

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/static"
)

// The barrier term (docs/static.md, "Barriers"). Two rules:
//
// BarrierSum (the rule before issue 27, kept for comparison): while a
// workgroup lives, one of its waves is not waiting at a barrier, so its
// lifetime is at most the sum of its waves' non-waiting times, each with
// its whole interference.
//
// BarrierPhases (the default): the k-th release of the barrier ends the
// k-th phase of every wave of the workgroup, so the lifetime is the sum
// over phases of the slowest wave's time in the phase. With aligned
// barriers (every wave passes the same s_barrier instructions,
// checkAlignment) the slowest waves' segments joined form one CFG path
// (the "virtual path"): its isolated time is bounded by one IPET
// (PathPhases: the path machine restarting at each barrier from the
// bound on outstanding operations, since another wave continues there).
// The slowest wave's delay in a phase comes from work the units do in that
// phase; the phases are disjoint in time, so over the lifetime every
// operation of the CU's memory units counts once, and on the SIMDs the
// work of the other waves of the SIMDs the workgroup occupies (a
// different SIMD may hold the slowest wave of each phase). With every
// workgroup placed at once, another workgroup H's waves are barrier-
// synchronized among themselves, which bounds what they can take from the
// slowest waves to its virtual path's work plus one phase's work per
// phase boundary of ours (Bound's phase rule).

// BarrierRule selects the barrier term.
type BarrierRule uint8

const (
	// BarrierPhases bounds a workgroup phase by phase (the default).
	BarrierPhases BarrierRule = iota
	// BarrierSum sums the waves' whole active times (the rule before
	// issue 27).
	BarrierSum
)

func (r BarrierRule) String() string {
	if r == BarrierSum {
		return "sum"
	}
	return "phases"
}

// ParseBarrierRule reads "phases" or "sum".
func ParseBarrierRule(s string) (BarrierRule, error) {
	switch s {
	case "phases", "":
		return BarrierPhases, nil
	case "sum":
		return BarrierSum, nil
	}
	return 0, fmt.Errorf("barrier rule %q: want phases or sum", s)
}

// PhaseModel is what the phase rule needs of a kernel with barriers.
type PhaseModel struct {
	// Aligned: every wave of a workgroup passes the same s_barrier
	// instructions; else Why says what may break it, and the sum rule is
	// used.
	Aligned bool   `json:"aligned"`
	Why     string `json:"why,omitempty"`
	// Path bounds the virtual path's isolated time (the path machine
	// restarting at barriers; loop facts per entry only when a loop
	// holds a barrier).
	Path int64 `json:"path_cycles"`
	// Issue and MemIssue bound the virtual path's issue demands (as
	// Demand's).
	Issue    int64 `json:"issue_cycles"`
	MemIssue int64 `json:"memory_issue_cycles"`
	// Phases is the most phases of a workgroup: the most s_barrier one
	// wave executes, plus one.
	Phases int64 `json:"phases"`
	// PhaseIssue bounds the issue demand of one wave in one phase (one
	// barrier-to-barrier segment); Issue when a segment holds a loop.
	PhaseIssue int64 `json:"phase_issue_cycles"`
	// Segments are the barrier-to-barrier segments (from the start, then
	// after each s_barrier): each one's largest issue demand and the most
	// phases of one wave it can be (its start's executions), heaviest
	// first; nil when a segment holds a loop.
	Segments []Segment `json:"segments,omitempty"`
}

// Segment is one barrier-to-barrier segment of the phase rule.
type Segment struct {
	Issue int64 `json:"issue_cycles"`
	Times int64 `json:"times"`
}

// extraPhases bounds what the phases of another workgroup can add when
// extra of our phase boundaries fall inside them, at most per of them in
// one of its phases: the heaviest segments first, each as often as it can
// be a phase (Segments), else every extra at PhaseIssue.
func (p *PhaseModel) extraPhases(extra, per int64) int64 {
	if extra <= 0 || per <= 0 {
		return 0
	}
	if p.Segments == nil {
		return mulSat(extra, p.PhaseIssue)
	}
	var sum int64
	for _, sg := range p.Segments {
		n := min(extra, mulSat(sg.Times, per))
		sum = addSat(sum, mulSat(n, sg.Issue))
		if extra -= n; extra <= 0 {
			return sum
		}
	}
	return sum // every segment used as often as it can be: no more phases
}

// preparePhases fills m.Phase for a kernel with barriers. tab is the
// static latency table, issueCost the per-instruction issue demand.
func (m *Model) preparePhases(tab *static.Table, issue, memIssue func(*asm.Instruction) int64, calleeBarrier func(*asm.Instruction) bool) error {
	ig := m.IPG
	g := ig.CFG
	var initial []asm.SGPRSlot
	if g.Func != nil && g.Func.Descriptor != nil {
		initial = g.Func.Descriptor.InitialSGPRs()
	}
	al := checkAlignment(g, initial, calleeBarrier)
	m.Phase = &PhaseModel{Aligned: al.Aligned, Why: al.Why}
	if !al.Aligned {
		return nil
	}
	var full ipet.FlowFacts
	if m.facts != nil {
		full = m.facts
	}
	facts, err := perEntry(full, g)
	if err != nil {
		return err
	}
	solve := func(what string, w []int64, f ipet.FlowFacts) (int64, bool) {
		res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: f})
		if err != nil {
			m.Phase.Aligned, m.Phase.Why = false, fmt.Sprintf("the %s of the phase rule has no bound with per-entry loop facts (%v)", what, err)
			return 0, false
		}
		return res.Bound, true
	}
	var ok bool
	if m.Phase.Path, ok, err = m.phasePath(tab); err != nil || !ok {
		return err
	}
	for _, d := range []struct {
		to   *int64
		cost func(*asm.Instruction) int64
	}{{&m.Phase.Issue, issue}, {&m.Phase.MemIssue, memIssue}} {
		dw, err := static.SegmentMax(ig, d.cost)
		if err != nil {
			return err
		}
		if *d.to, ok = solve("issue demand", dw, facts); !ok {
			return nil
		}
	}
	bw, err := static.SegmentMax(ig, func(in *asm.Instruction) int64 {
		if k := static.ClassOf(in); k != nil && k.Special == isa.SpecialBarrier {
			return 1
		}
		return 0
	})
	if err != nil {
		return err
	}
	n, ok := solve("barrier count", bw, full)
	if !ok {
		return nil
	}
	m.Phase.Phases = n + 1
	m.Phase.PhaseIssue = m.Phase.Issue
	// Loops the facts say are never entered hold no segment's path.
	never := map[*cfg.Loop]bool{}
	if full != nil {
		if fl, err := full.Bind(g); err == nil {
			for _, l := range fl.Loops {
				if l.Max == 0 {
					never[l.Loop] = true
				}
			}
		}
	}
	skip := func(b *cfg.Block) bool {
		for l := range never {
			if l.Contains(b) {
				return true
			}
		}
		return false
	}
	if segs := phaseSegments(g, issue, skip); segs != nil {
		// Each segment's repetitions: its start's most executions.
		for _, sg := range segs {
			times := int64(1)
			if sg.at != nil {
				at := sg.at
				w, err := static.SegmentMax(ig, func(in *asm.Instruction) int64 {
					if in == at {
						return 1
					}
					return 0
				})
				if err != nil {
					return err
				}
				if times, ok = solve("barrier count", w, full); !ok {
					return nil
				}
			}
			if times > 0 {
				m.Phase.Segments = append(m.Phase.Segments, Segment{Issue: min(sg.issue, m.Phase.Issue), Times: times})
			}
		}
		slices.SortStableFunc(m.Phase.Segments, func(a, b Segment) int { return cmp.Compare(b.Issue, a.Issue) })
		m.Phase.PhaseIssue = 0
		for _, sg := range m.Phase.Segments {
			m.Phase.PhaseIssue = max(m.Phase.PhaseIssue, sg.Issue)
		}
	}
	return nil
}

// holdsBarrier reports whether b holds an s_barrier instruction.
func holdsBarrier(b *cfg.Block) bool {
	for _, in := range b.Instrs {
		if k := static.ClassOf(in); k != nil && k.Special == isa.SpecialBarrier {
			return true
		}
	}
	return false
}

// barrierLoops are the loops of g that hold an s_barrier.
func barrierLoops(g *cfg.Graph) []*cfg.Loop {
	var out []*cfg.Loop
	for _, l := range g.Loops {
		for _, b := range g.Blocks {
			if l.Contains(b) && holdsBarrier(b) {
				out = append(out, l)
				break
			}
		}
	}
	return out
}

// perEntry is facts bound to g without the facts that bound a whole run
// (a loop's total, execution counts) of the places a loop holding a
// barrier repeats: the virtual path joins segments of different waves, so
// such a bound over one wave's run need not hold for it when the loop
// repeats the phases, while a bound per loop entry does (each entry of a
// loop without a barrier lies in one phase of one wave; a loop with a
// barrier runs alike in every wave). A place no such loop holds runs in
// one phase of each execution, so its facts stay. Infeasible places stay.
// So do the counts of a block that itself holds an s_barrier: with aligned
// barriers (perEntry is only called for them) every wave of the workgroup
// passes the same sequence of s_barrier instructions, so each runs the
// block as often (each entry reaches its barrier), and the virtual path,
// joined at those barriers, passes the block once per release there: as
// often as every wave (docs/static.md, "Counts of barrier blocks").
func perEntry(facts ipet.FlowFacts, g *cfg.Graph) (ipet.FlowFacts, error) {
	if facts == nil {
		return nil, nil
	}
	fl, err := facts.Bind(g)
	if err != nil {
		return nil, err
	}
	loops := barrierLoops(g)
	repeated := func(b *cfg.Block) bool {
		for _, l := range loops {
			if l.Contains(b) {
				return true
			}
		}
		return false
	}
	c := &ipet.Flow{CFG: fl.CFG, Infeasible: fl.Infeasible}
	for _, l := range fl.Loops {
		if repeated(l.Loop.Header) {
			l.Total = -1
			if l.Max < 0 {
				continue
			}
		}
		c.Loops = append(c.Loops, l)
	}
	for _, pc := range fl.Counts {
		if pc.Block != nil && holdsBarrier(pc.Block) {
			c.Counts = append(c.Counts, pc)
			continue
		}
		rep := pc.Block != nil && repeated(pc.Block)
		for _, e := range pc.Edges {
			rep = rep || repeated(e.From) || repeated(e.To)
		}
		if !rep {
			c.Counts = append(c.Counts, pc)
		}
	}
	return c, nil
}

// segment is one barrier-to-barrier segment: the largest sum of cost from
// its start (the kernel's start: at nil; just after the s_barrier at) up
// to and including the next s_barrier or the end.
type segment struct {
	at    *asm.Instruction
	issue int64
}

// phaseSegments returns every segment of g with the sum of cost, nil when
// one can hold a cycle (a loop without a barrier: its sum needs loop
// bounds); the blocks skip reports (loops the facts say are never
// entered) lie on no path.
func phaseSegments(g *cfg.Graph, cost func(*asm.Instruction) int64, skip func(*cfg.Block) bool) []segment {
	const (
		unseen = iota
		active
		done
	)
	state := make([]int, len(g.Blocks))
	memo := make([]int64, len(g.Blocks))
	isBarrier := func(in *asm.Instruction) bool {
		k := static.ClassOf(in)
		return k != nil && k.Special == isa.SpecialBarrier
	}
	var from func(b *cfg.Block, idx int) int64
	// block is the most cost from b's start to the next barrier or end.
	block := func(b *cfg.Block) int64 {
		switch state[b.ID] {
		case active:
			return -1
		case done:
			return memo[b.ID]
		}
		state[b.ID] = active
		r := from(b, 0)
		state[b.ID] = done
		memo[b.ID] = r
		return r
	}
	from = func(b *cfg.Block, idx int) int64 {
		var s int64
		for _, in := range b.Instrs[idx:] {
			s = addSat(s, cost(in))
			if isBarrier(in) {
				return s
			}
		}
		best := int64(0)
		for _, e := range b.Succs {
			if skip(e.To) {
				continue // in a loop never entered
			}
			x := block(e.To)
			if x < 0 {
				return -1
			}
			best = max(best, x)
		}
		return addSat(s, best)
	}
	if len(g.Blocks) == 0 {
		return nil
	}
	first := block(g.Blocks[0])
	if first < 0 {
		return nil
	}
	out := []segment{{issue: first}}
	for _, b := range g.Blocks {
		if skip(b) {
			continue
		}
		for i, in := range b.Instrs {
			if isBarrier(in) {
				x := from(b, i+1)
				if x < 0 {
					return nil
				}
				out = append(out, segment{at: in, issue: x})
			}
		}
	}
	return out
}

// phaseLife is the workgroup lifetime of the phase rule: oS and oC other
// families on the wavefront's SIMD and CU, perCU the families on the CU
// when every workgroup is placed at once (0 with slot reuse); it fills in
// b's terms.
func (m *Model) phaseLife(b *Bound, oS, oC int64, perCU int64, serial bool, f family) int64 {
	hw := &m.HW
	p := m.Phase
	mm := int64(b.Members)
	wpg := int64(b.WavesPerGroup)
	simds := int64(max(hw.SIMDsPerCU, 1))
	b.SIMDOthers, b.CUOthers = oS, oC
	// Each split on the chain of the slowest waves' creators delays it;
	// every split of the workgroup happens in one phase.
	b.Own = addSat(p.Path, mulSat(wpg*(mm-1), m.SplitCost))
	sib := p.MemIssue
	if serial {
		sib = p.Issue
	}
	b.Splits = mulSat(mm-1, sib)
	// The SIMDs the workgroup occupies and their other families.
	used := min(wpg, simds)
	// Over the lifetime the other families on those SIMDs do at most
	// their whole work (f.issue: real executions, whole-run facts hold).
	others := mulSat(mulSat(used, oS), f.issue)
	if perCU > 0 {
		// Every workgroup placed at once, round robin over the SIMDs:
		// at most c of a workgroup's waves share a SIMD.
		c := (wpg + simds - 1) / simds
		groups := perCU / wpg
		onOurs := min(wpg, used*c)
		perGroup := min(mulSat(onOurs, f.issue), layers(f.memberIssue, mm, onOurs, mulSat(c, addSat(p.Issue, p.extraPhases(p.Phases-1, used-1)))))
		byGroup := addSat(mulSat(groups-1, perGroup), mulSat(c-1, mulSat(mm, p.Issue)))
		others = min(others, byGroup)
	}
	b.Issue = others
	b.VMEM, b.LDS, b.SMEM = f.mem(oC)
	L := b.D
	for _, x := range []int64{b.Own, b.Issue, b.Splits, b.VMEM, b.LDS, b.SMEM} {
		L = addSat(L, x)
	}
	return L
}

// layers bounds what another workgroup's members can take from the
// slowest waves of our phases, layer by layer: layer r holds the member of
// role r of each of its onOurs families on our SIMDs (one member each),
// whose work over the whole run is at most onOurs x that role's issue
// demand (memberIssue[r]); the members of a layer are waves of one
// workgroup, barrier-synchronized, so by the phase argument (Bound's phase
// rule) the layer gives at most perLayer (c x (Issue + the extra phases)).
// Without the per-member demands, mm layers of perLayer.
func layers(memberIssue []int64, mm, onOurs, perLayer int64) int64 {
	if len(memberIssue) == 0 {
		return mulSat(mm, perLayer)
	}
	var sum int64
	for _, x := range memberIssue {
		sum = addSat(sum, min(mulSat(onOurs, x), perLayer))
	}
	return min(sum, mulSat(mm, perLayer))
}

// phasePath bounds the virtual path's isolated time with the latency table
// tab: the path machine restarting at each barrier, per-entry loop facts.
// When the IPET has no bound, ok is false and the phase rule is off
// (m.Phase says why).
func (m *Model) phasePath(tab *static.Table) (path int64, ok bool, err error) {
	ig := m.IPG
	var full ipet.FlowFacts
	if m.facts != nil {
		full = m.facts
	}
	facts, err := perEntry(full, ig.CFG)
	if err != nil {
		return 0, false, err
	}
	w, err := static.SegmentWeightsAtBarriers(ig, tab)
	if err != nil {
		return 0, false, err
	}
	res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: facts})
	if err != nil {
		m.Phase.Aligned, m.Phase.Why = false, fmt.Sprintf("the path of the phase rule has no bound with per-entry loop facts (%v)", err)
		return 0, false, nil
	}
	return res.Bound, true, nil
}
