// Package staticbound is the fully static kernel-level bound (issue 16,
// thesis 7.2; docs/static.md): for a launch, S and a mode, a number of
// cycles no simulator run of the kernel can exceed, for any input and any
// schedule the hardware model allows, computed without simulation from the
// kernel, the launch, the hardware file (the simulator's own facts,
// timing.Config and the classes of cfg/isa) and the flow facts.
//
// It keeps the structure of the thesis' kernel model (Eq. 5.1-5.5): the
// launch runs in B rounds of at most K_fit workgroups (the dispatcher
// places workgroups in order as room frees); within a round the
// dispatcher's delay δ grows with the workgroup's position; and each
// workgroup lives at most L cycles after its placement, where L is a
// per-wavefront worst case with interference:
//
//	own        the longest path of one wavefront (IPET over the unpruned
//	           IPT graph with the simulator's issue times and memory
//	           latencies, ipet/static.FromHardware), which covers every
//	           member of a split family (prefix of its creators + its own
//	           suffix), plus the split delay per split level;
//	issue      what other families on the wavefront's SIMD can take from
//	           it at the sequencer's visits and on the vector pipeline;
//	splits     what its own family's other members take (serial mode: like
//	           other families; parallel mode: the memory instructions,
//	           which are not duplicated);
//	vmem, lds, smem  the service time of every other operation its
//	           operations can queue behind in the CU's memory units (its
//	           own operations wait for each other in own when the path
//	           machine queues them, Model.OwnQueue; Bound gives the
//	           smaller of the bounds with and without);
//	barrier    with s_barrier, the wait for the workgroup's slowest member:
//	           phase by phase between the barriers when every wave passes
//	           the same ones (barrier.go, uniform.go), else the sum of the
//	           members' active times.
//
// The number of competitors comes from the launch and the hardware: the
// families resident on the wavefront's SIMD and CU, and when the launch
// needs more than one round (slots are reused) the families a slot can
// host within the wavefront's window (a fixed point over the window, with
// the shortest possible family lifetime).
package staticbound

import (
	"container/heap"
	"fmt"
	"math"
	"slices"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/sat"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// Demand is what one wavefront (one member of a family) can put on the
// shared units over a whole execution: the maximum over its paths (IPET
// with the flow facts) of each sum.
type Demand struct {
	// Issue: the cycles it can keep another wavefront of its SIMD from
	// issuing: per VALU instruction its pipeline time rounded up to whole
	// visits, per other instruction one visit.
	Issue int64 `json:"issue_cycles"`
	// MemIssue: one visit per memory instruction (the visits at which it
	// takes the SIMD's one memory issue of the kind).
	MemIssue int64 `json:"memory_issue_cycles"`
	// VMEM, LDS, SMEM: service cycles in the CU's vector memory unit (the
	// worst lines per instruction), LDS (the worst bank passes) and scalar
	// memory unit (one per instruction).
	VMEM int64 `json:"vmem_service_cycles"`
	LDS  int64 `json:"lds_service_cycles"`
	SMEM int64 `json:"smem_service_cycles"`
	// VMEMCount is the most vector memory instructions on a path;
	// LDSDwords the most LDS data dwords (static.LDSPasses / 64) on a
	// path. A family's members share the 64 lanes, which bounds their
	// lines and bank passes together (family).
	VMEMCount int64 `json:"vmem_instructions"`
	LDSDwords int64 `json:"lds_dwords"`
}

// Model is what the bound needs of a kernel, independent of the launch, S
// and the mode.
type Model struct {
	HW    timing.Config
	IPG   *ipg.Graph
	Visit int64
	// Path is the longest path of one wavefront in isolation (IPET over the
	// whole IPT graph with the simulator's costs).
	Path int64
	// Demand is one wavefront's demand on the shared units.
	Demand Demand
	// MinLife is a lower bound on a family's lifetime (the cheapest path's
	// issue times), at least 1.
	MinLife int64
	// Barriers: the kernel has s_barrier.
	Barriers bool
	// BarrierRule selects the barrier term (BarrierPhases unless set);
	// Phase is what the phase rule needs (nil without barriers).
	BarrierRule BarrierRule
	Phase       *PhaseModel
	// NoForcedSplits: the roles under the all-executions assumption alone
	// (the rule before issue 27's sixth session, kept for comparison);
	// unset, they also use the split the hardware cannot refuse
	// (roles.Options.Forced: the launch wavefront alone at a branch
	// marked on splits when its mask is heterogeneous).
	NoForcedSplits bool
	// SplitCost is the delay from a split to the child's first issue
	// (issue.split rounded up to a visit), charged once per split level.
	SplitCost int64
	// GroupLDS is the kernel's static LDS per workgroup.
	GroupLDS int
	// Shapes are the workgroup shapes the address analysis assumed (the
	// launches Bound accepts); none: any shape.
	Shapes []Shape
	// VMEMService is each vector memory instruction's service bound from
	// the address analysis (addr.go).
	VMEMService map[*asm.Instruction]int64
	maySplit    bool
	weights     []int64
	// familyCost gives the per-instruction vector memory and LDS demands
	// of a family of mm members; families caches their IPET bounds by mm.
	familyCost func(mm int64) (vmem, lds func(*asm.Instruction) int64)
	families   map[int64][2]int64
	// demandW are the IPG edge weights of each of Demand's sums (by the
	// field's address), for the roles' demands (split).
	demandW map[*int64][]int64
	facts   *flowfacts.Facts
	splits  map[int]splitTerms
	// OwnQueue: the isolated times (Path, the roles', the phase rule's)
	// come from a path machine that serves the wavefront's own memory
	// operations in order (ipet/static.QueueOwnOperations), so the memory
	// units' interference counts the other waves' operations only. plain
	// is the same model without (the units' terms count the wave's own
	// operations too); Bound gives the smaller bound. roleDemand caches
	// the roles' demands by S (shared by both).
	OwnQueue   bool
	plain      *Model
	roleDemand map[int][]Demand
	// merges is the model of splits that reconverge (hw.Reconverge and a
	// split-marked branch; reconverge.go), nil otherwise.
	merges *mergeModel
}

// splitTerms are the role terms of one S: the most members per family
// and the latest end of any member after its family's start, in isolation.
// With roles, fam holds every role's demands (each member of a family
// holds one role, its path on the role's pruned IPG from the role's start:
// the family's demand is at most their sum).
type splitTerms struct {
	members int
	own     int64
	roles   []choose.RolePrediction
	fam     []Demand
	// merged, when splits reconverge, bounds the whole family's demand
	// (mergeTerms): it bounds a member's siblings' too. loose is then
	// the most splits that never merge (S or 0).
	merged *Demand
	loose  int64
}

// barrierWaves is the most members of a family that wait at a barrier
// (the sum rule): every member without merges; with merges the launch
// wavefront and the children of splits that never merge (a child that
// merges ends at its join, and no region holds a barrier).
func (st splitTerms) barrierWaves() int {
	if st.merged != nil {
		return 1 + int(st.loose)
	}
	return st.members
}

// famDemand bounds the sum of a demand over the members of a family: mm
// times one wavefront's (per), and the sum of the roles' (field picks the
// demand of a role). sib is the same for the members other than one:
// the sum without the smallest role.
func (st splitTerms) famDemand(mm, per int64, field func(*Demand) int64) (all, sib int64) {
	if st.merged != nil {
		x := field(st.merged)
		return x, x
	}
	all, sib = mulSat(mm, per), mulSat(mm-1, per)
	if len(st.fam) == 0 {
		return all, sib
	}
	var sum int64
	least := int64(-1)
	for i := range st.fam {
		x := field(&st.fam[i])
		sum = addSat(sum, x)
		if least < 0 || x < least {
			least = x
		}
	}
	return min(all, sum), min(sib, sum-least)
}

// memberIssue bounds each of the mm members' whole issue demand: the
// roles' (member j runs role j), and per (one wavefront's) for members
// without one; nil with merges (a slot hosts any number
// of members over a run).
func (st splitTerms) memberIssue(mm, per int64) []int64 {
	if st.merged != nil {
		return nil
	}
	var out []int64
	for i := range st.fam {
		out = append(out, min(st.fam[i].Issue, per))
	}
	// Members without a role's demand (none computed): one wavefront's.
	for int64(len(out)) < mm {
		out = append(out, per)
	}
	return out
}

// Prepare computes the model of the kernel whose IPT graph is ig, with
// flow facts (loop bounds: a loop without one is refused by name) on the
// hardware hw; groupLDS is the kernel's static LDS bytes per workgroup.
// It refuses, naming the reason, what the static model cannot bound:
// caches, calls and indirect jumps, instructions without a class, loops
// without a bound. shapes are the workgroup shapes of the launches the
// bound will be asked for (the address analysis of vector memory
// accesses depends on them; none: any shape, fewer facts).
//
// Its steps: the memory service times of the address analysis and the
// callees; the longest path with the latency table that queues the
// wavefront's own operations; the per-unit demands; the per-instruction
// demands of a family; the barrier phases; and the same model with the
// table that does not queue them (Bound takes the smaller bound).
func Prepare(ig *ipg.Graph, facts *flowfacts.Facts, hw timing.Config, groupLDS int, shapes ...Shape) (*Model, error) {
	if hw.Caches() || len(hw.Unstatic()) > 0 {
		// Refused before anything else (and before any simulation).
		_, err := static.FromHardware(&hw)
		return nil, err
	}
	lanes, err := facts.BindLanes(ig.CFG)
	if err != nil {
		return nil, err
	}
	p := newPreparation(ig, facts, &hw, shapes, lanes)
	tab, err := p.table(true)
	if err != nil {
		return nil, err
	}
	w, err := static.SegmentWeights(ig, tab)
	if err != nil {
		return nil, err
	}
	m := &Model{HW: hw, IPG: ig, Visit: static.Visit(&hw), GroupLDS: groupLDS, Shapes: shapes, VMEMService: p.svc, weights: w, facts: facts, splits: map[int]splitTerms{},
		OwnQueue: true, roleDemand: map[int][]Demand{}}
	m.demandW = map[*int64][]int64{}
	if m.Path, err = p.solve("path", w); err != nil {
		return nil, err
	}
	issueCost, memIssueCost, err := p.demands(m)
	if err != nil {
		return nil, err
	}
	m.familyCost = p.familyCost
	m.MinLife = max(minLife(ig.CFG, &hw), 1)
	calleeBarrier := p.barriers(m)
	if m.Barriers {
		if err := m.preparePhases(tab, issueCost, memIssueCost, func(in *asm.Instruction) bool { return calleeBarrier[in] }); err != nil {
			return nil, err
		}
	}
	m.SplitCost = roundUp(int64(hw.SplitDelay), m.Visit)
	for _, br := range ig.CFG.Branches {
		if br.Class == cfg.ExecSkip && (br.Split == cfg.SplitOn || br.Split == cfg.SplitMixed) {
			m.maySplit = true
		}
	}
	if hw.Reconverge && m.maySplit {
		if m.merges, err = newMergeModel(ig, &hw, m.Visit); err != nil {
			return nil, err
		}
	}
	if m.plain, err = p.plainModel(m); err != nil {
		return nil, err
	}
	return m, nil
}

// preparation is what Prepare's steps share: the kernel, its facts and
// hardware, the address analysis' memory service times and the direct
// calls to device functions of the file (flowfacts.Callees: each call
// site costs its callee's bound; recursion and unknown targets are
// refused by name).
type preparation struct {
	ig        *ipg.Graph
	facts     *flowfacts.Facts
	hw        *timing.Config
	tg        *isa.Target
	svc       map[*asm.Instruction]int64    // vector memory service of the kernel's instructions
	lds       map[*asm.Instruction]ldsBound // LDS passes of the kernel's instructions
	flatLanes map[*asm.Instruction]int64    // lines a FLAT access's 64 lanes touch together (flatLanesOf)
	fns       map[string]*flowfacts.Callee
	getCallee func(cfg.Call) (*cfg.Graph, map[*cfg.Loop]int64, error)
	callee    map[*asm.Instruction]string // the callee's name at each call site
}

func newPreparation(ig *ipg.Graph, facts *flowfacts.Facts, hw *timing.Config, shapes []Shape, lanes map[*cfg.Block]int64) *preparation {
	p := &preparation{ig: ig, facts: facts, hw: hw, tg: isa.For(ig.CFG.Arch), callee: map[*asm.Instruction]string{}}
	p.svc, p.lds, p.flatLanes = memBounds(ig.CFG, hw, shapes, lanes)
	p.fns, p.getCallee = flowfacts.Callees(ig.CFG, facts)
	for _, c := range ig.CFG.Calls {
		p.callee[c.Instr] = c.Callee
	}
	return p
}

// calleeAt is the callee of the call site in (nil for another
// instruction, or before the table's call costs resolved it: fns fills
// as getCallee resolves).
func (p *preparation) calleeAt(in *asm.Instruction) *flowfacts.Callee {
	if name, ok := p.callee[in]; ok {
		return p.fns[name]
	}
	return nil
}

// ldsPasses is the LDS passes of in: the address analysis' for the
// kernel's instructions, the worst for a callee's.
func (p *preparation) ldsPasses(in *asm.Instruction) int64 {
	if b, ok := p.lds[in]; ok {
		return b.passes()
	}
	return static.LDSPasses(in)
}

// vmemService is the vector memory service of in: the address analysis'
// for the kernel's instructions, the worst line count for a callee's.
func (p *preparation) vmemService(in *asm.Instruction) int64 {
	if c, ok := p.svc[in]; ok {
		return c
	}
	return WorstVMEMService(p.tg, p.hw, in)
}

// table is one of the two latency tables: one whose path machine queues
// the wavefront's own memory operations (its units' terms then count the
// other waves' only) and one that does not (the units' terms count its
// own too); Bound gives the smaller of the two bounds.
func (p *preparation) table(queued bool) (*static.Table, error) {
	tab, err := static.FromHardwareWith(p.hw, func(in *asm.Instruction) (int64, bool) {
		// Every instruction of the kernel's vector memory unit, and a
		// callee's (the worst line count).
		if _, ok := p.svc[in]; ok {
			return p.svc[in], true
		}
		if k := static.ClassOf(in); k != nil && k.Unit == isa.UnitVMEM {
			return p.vmemService(in), true
		}
		return 0, false
	}, func(in *asm.Instruction) (int64, bool) {
		if k := static.ClassOf(in); k != nil && k.Unit == isa.UnitLDS {
			return p.ldsPasses(in), true
		}
		return 0, false
	})
	if err != nil {
		return nil, err
	}
	if queued {
		tab.QueueOwnOperations()
	}
	if len(p.ig.CFG.Calls) > 0 {
		if err := static.CallCosts(p.ig.CFG, tab, p.getCallee); err != nil {
			return nil, err
		}
	}
	return tab, nil
}

// withCallees adds to cost the cost of the callee of a call site.
func (p *preparation) withCallees(cost func(*asm.Instruction) int64) func(*asm.Instruction) int64 {
	return func(in *asm.Instruction) int64 {
		c := cost(in)
		if f := p.calleeAt(in); f != nil {
			c = addSat(c, calleeSum(f, p.fns, cost))
		}
		return c
	}
}

// solve is the IPET bound of the segment weights w; what names them in
// an error.
func (p *preparation) solve(what string, w []int64) (int64, error) {
	res, err := ipet.Solve(&ipet.Problem{IPG: p.ig, Weights: w, Facts: p.facts})
	if err != nil {
		return 0, fmt.Errorf("static bound (%s): %w", what, err)
	}
	return res.Bound, nil
}

// demands fills m.Demand, one IPET per unit over the per-segment maxima
// of its cost (with the callees'), and m.demandW; it returns the issue
// and memory-issue costs the barrier phases need.
func (p *preparation) demands(m *Model) (issueCost, memIssueCost func(*asm.Instruction) int64, err error) {
	v := m.Visit
	for _, d := range []struct {
		what string
		to   *int64
		cost func(in *asm.Instruction, k *isa.Class) int64
	}{
		{"issue demand", &m.Demand.Issue, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && k.Unit == isa.UnitVALU {
				return roundUp(timing.ClassIssue(p.hw, k, 0), v)
			}
			return v
		}},
		{"memory issue demand", &m.Demand.MemIssue, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && (k.Unit == isa.UnitVMEM || k.Unit == isa.UnitLDS || k.Unit == isa.UnitSMEM) {
				return v
			}
			return 0
		}},
		{"vector memory demand", &m.Demand.VMEM, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && k.Unit == isa.UnitVMEM {
				return p.vmemService(in)
			}
			return 0
		}},
		{"LDS demand", &m.Demand.LDS, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && k.Unit == isa.UnitLDS {
				return p.ldsPasses(in)
			}
			return 0
		}},
		{"vector memory instructions", &m.Demand.VMEMCount, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && k.Unit == isa.UnitVMEM {
				return 1
			}
			return 0
		}},
		{"LDS dwords", &m.Demand.LDSDwords, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && k.Unit == isa.UnitLDS {
				return static.LDSPasses(in) / static.LDSPassesPerDword
			}
			return 0
		}},
		{"scalar memory demand", &m.Demand.SMEM, func(in *asm.Instruction, k *isa.Class) int64 {
			if k != nil && k.Unit == isa.UnitSMEM {
				return 1
			}
			return 0
		}},
	} {
		cost := p.withCallees(func(in *asm.Instruction) int64 { return d.cost(in, static.ClassOf(in)) })
		switch d.to {
		case &m.Demand.Issue:
			issueCost = cost
		case &m.Demand.MemIssue:
			memIssueCost = cost
		}
		dw, err := static.SegmentMax(p.ig, cost)
		if err != nil {
			return nil, nil, err
		}
		if *d.to, err = p.solve(d.what, dw); err != nil {
			return nil, nil, err
		}
		m.demandW[d.to] = dw
	}
	return issueCost, memIssueCost, nil
}

// familyCost is the per-instruction demands of a whole family of mm
// members (familyVMEM, familyLDS).
func (p *preparation) familyCost(mm int64) (vmem, ldsCost func(*asm.Instruction) int64) {
	lb, bpc := int64(max(p.hw.VMemLineBytes, 1)), int64(max(p.hw.VMemBytesPerCycle, 1))
	c0 := int64(p.hw.VMemAddressCycles) + 1 + (lb+bpc-1)/bpc
	vmem = p.withCallees(func(in *asm.Instruction) int64 {
		k := static.ClassOf(in)
		if k == nil || k.Unit != isa.UnitVMEM {
			return 0
		}
		// The members' lanes are disjoint: their lines together at
		// most the instruction's 64 lanes' worth; a FLAT access's
		// with its address's alignment (familyFLAT), else its
		// service with no address fact, each member's rounding, one
		// more line (a MUBUF estimate) and address cycles apart.
		if n, ok := p.flatLanes[in]; ok {
			return min(mulSat(mm, p.vmemService(in)), familyFLAT(p.hw, mm, n, p.vmemService(in)))
		}
		worst := WorstVMEMService(p.tg, p.hw, in)
		return min(mulSat(mm, p.vmemService(in)), addSat(mulSat(mm, c0), worst))
	})
	ldsCost = p.withCallees(func(in *asm.Instruction) int64 {
		k := static.ClassOf(in)
		if k == nil || k.Unit != isa.UnitLDS {
			return 0
		}
		if b, ok := p.lds[in]; ok {
			return b.family(mm)
		}
		return min(mulSat(mm, static.LDSPasses(in)), mulSat(isa.MaxLanes+2*mm, static.LDSPasses(in)/static.LDSPassesPerDword))
	})
	return vmem, ldsCost
}

// barriers sets m.Barriers when the kernel or a callee has an s_barrier
// and returns the call sites whose callee has one.
func (p *preparation) barriers(m *Model) map[*asm.Instruction]bool {
	isBarrier := func(in *asm.Instruction) int64 {
		if k := static.ClassOf(in); k != nil && k.Special == isa.SpecialBarrier {
			return 1
		}
		return 0
	}
	for _, b := range p.ig.CFG.Blocks {
		for _, in := range b.Instrs {
			if isBarrier(in) > 0 {
				m.Barriers = true
			}
		}
	}
	calleeBarrier := map[*asm.Instruction]bool{}
	for _, c := range p.ig.CFG.Calls {
		if f := p.calleeAt(c.Instr); f != nil && calleeSum(f, p.fns, isBarrier) > 0 {
			calleeBarrier[c.Instr] = true
			m.Barriers = true
		}
	}
	return calleeBarrier
}

// plainModel is m with the table that does not queue the wave's own
// operations: only the isolated times differ.
func (p *preparation) plainModel(m *Model) (*Model, error) {
	plainTab, err := p.table(false)
	if err != nil {
		return nil, err
	}
	plain := *m
	plain.OwnQueue, plain.splits = false, map[int]splitTerms{}
	if plain.weights, err = static.SegmentWeights(p.ig, plainTab); err != nil {
		return nil, err
	}
	if plain.Path, err = p.solve("path", plain.weights); err != nil {
		return nil, err
	}
	if m.Phase != nil && m.Phase.Aligned {
		ph := *m.Phase
		plain.Phase = &ph
		if ph.Path, _, err = plain.phasePath(plainTab); err != nil {
			return nil, err
		}
	}
	return &plain, nil
}

func roundUp(c, v int64) int64 { return (max(c, 1) + v - 1) / v * v }

// minLife is the cheapest path from the kernel's entry to an s_endpgm,
// each instruction costing its issue time (timing.ClassIssue, a lower
// bound on the time to its wavefront's next issue): Dijkstra over the CFG.
func minLife(g *cfg.Graph, hw *timing.Config) int64 {
	if len(g.Blocks) == 0 {
		return 0
	}
	cost := make([]int64, len(g.Blocks))
	ends := make([]bool, len(g.Blocks))
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			k := static.ClassOf(in)
			cost[b.ID] += timing.ClassIssue(hw, k, 0)
			if k != nil && k.Special == isa.SpecialEnd {
				ends[b.ID] = true
			}
		}
	}
	dist := make([]int64, len(g.Blocks))
	for i := range dist {
		dist[i] = math.MaxInt64
	}
	dist[0] = cost[0]
	q := &pq{{0, cost[0]}}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if it.d > dist[it.b] {
			continue
		}
		if ends[it.b] {
			return it.d
		}
		for _, e := range g.Blocks[it.b].Succs {
			if nd := it.d + cost[e.To.ID]; nd < dist[e.To.ID] {
				dist[e.To.ID] = nd
				heap.Push(q, item{e.To.ID, nd})
			}
		}
	}
	return 0
}

type item struct {
	b int
	d int64
}

type pq []item

func (p pq) Len() int           { return len(p) }
func (p pq) Less(i, j int) bool { return p[i].d < p[j].d }
func (p pq) Swap(i, j int)      { p[i], p[j] = p[j], p[i] }
func (p *pq) Push(x any)        { *p = append(*p, x.(item)) }
func (p *pq) Pop() any {
	o := *p
	x := o[len(o)-1]
	*p = o[:len(o)-1]
	return x
}

func saturated(a int64) bool  { return a >= limit }
func addSat(a, b int64) int64 { return sat.Add(min(a, limit), min(b, limit), limit) }

// mulSat is a*b for a, b >= 0, saturating at limit.
func mulSat(a, b int64) int64 { return sat.Mul(a, b, limit) }

// limit is where the arithmetic saturates; a bound that reaches it is
// refused (no number is given).
const limit = int64(1) << 60

// Members is the most members (launch wavefront and splits) one family can
// have at S: 1 + the role analysis' most splits per family under the
// all-executions assumption (inputs are unknown); 1 when no exec-skip
// branch is split-marked.
func (m *Model) Members(S int) (int, error) {
	st, err := m.split(S)
	return st.members, err
}

// split computes the role terms of S: the role analysis under the
// all-executions assumption gives roles j = 0..MaxSplits with their
// pruned IPGs; L^j is the IPET bound of role j with the static weights and
// Offset_j the latest start of role j after the family's start (the
// longest time from a creator's start to the split branch on the
// creator's pruned IPG, over every role that may create it:
// choose.Model.Terms). A member created by the j-th split ends at most
// Offset_j + L^j + j x SplitCost after its family's start (each split on
// its chain of creators delays the child by SplitCost); and at most Path +
// (members - 1) x SplitCost.
func (m *Model) split(S int) (splitTerms, error) {
	if S == 0 || !m.maySplit {
		return splitTerms{members: 1, own: m.Path}, nil
	}
	if st, ok := m.splits[S]; ok {
		return st, nil
	}
	if m.merges != nil {
		st, err := m.mergeTerms(S)
		if err != nil {
			return splitTerms{}, err
		}
		m.splits[S] = st
		return st, nil
	}
	// Without the role terms (the role analysis or a role's IPET fails,
	// e.g. a child that starts inside a loop the facts bound to one
	// iteration), the path bound below alone holds, with S splits.
	st := splitTerms{members: S + 1, own: limit}
	if ra, err := roles.AnalyzeWith(m.IPG, m.RoleOptions(S)); err == nil {
		st.members = 1 + min(max(ra.MaxSplits, 0), S)
		cm := &choose.Model{IPG: m.IPG, S: S, Weights: m.weights, Facts: m.facts}
		if rp, err := cm.Terms(ra); err == nil {
			own := int64(0)
			for _, r := range rp {
				if r.L < 0 || r.Offset < 0 {
					own = limit
					break
				}
				own = max(own, addSat(addSat(r.Offset, r.L), mulSat(int64(r.J), m.SplitCost)))
			}
			st.roles, st.own = rp, own
			st.members = max(st.members, len(rp))
		}
		fam, ok := m.roleDemand[S]
		if !ok {
			fam = m.roleDemands(ra)
			m.roleDemand[S] = fam
		}
		st.fam = fam
	}
	// Every member's timeline is also one path of the whole IPT graph
	// (its creators' prefix, then its own suffix) delayed by SplitCost per
	// split level: the smaller of the two bounds holds.
	st.own = min(st.own, addSat(m.Path, mulSat(int64(st.members-1), m.SplitCost)))
	m.splits[S] = st
	return st, nil
}

// RoleOptions are the options of the role analysis the bound uses at S:
// fcfs (which covers the budgeted policies: docs/static.md, section 2)
// under the all-executions assumption, with the forced splits
// (roles.Options.Forced) and the lane-number compares of the model's
// shapes (laneCompares) unless NoForcedSplits.
func (m *Model) RoleOptions(S int) roles.Options {
	ro := roles.Options{S: S, Assume: roles.AllExecutions, Policy: split.FCFS, Forced: !m.NoForcedSplits}
	if ro.Forced {
		ro.Lanes, ro.LaunchLanes = laneCompares(m.IPG.CFG, m.Shapes)
		ro.ModeKept = modeKept(m.IPG.CFG)
	}
	return ro
}

// roleDemands is each role's Demand (its pruned IPG from its start, the
// largest over its variants; an absent role's is zero), nil when a role's
// IPET fails (the family's demands are then mm times one wavefront's).
func (m *Model) roleDemands(ra *roles.Analysis) []Demand {
	if len(m.demandW) == 0 {
		return nil
	}
	var facts ipet.FlowFacts
	if m.facts != nil {
		facts = m.facts
	}
	out := make([]Demand, len(ra.Roles))
	for j, r := range ra.Roles {
		if r.Absent {
			continue
		}
		vs := r.Variants
		if len(vs) == 0 {
			vs = []*roles.Role{r}
		}
		d := &out[j]
		fields := []struct {
			to, from *int64
		}{{&d.Issue, &m.Demand.Issue}, {&d.MemIssue, &m.Demand.MemIssue}, {&d.VMEM, &m.Demand.VMEM}, {&d.LDS, &m.Demand.LDS}, {&d.SMEM, &m.Demand.SMEM}}
		ws := make([][]int64, len(fields))
		for i, f := range fields {
			if ws[i] = m.demandW[f.from]; ws[i] == nil {
				return nil
			}
		}
		for _, v := range vs {
			if dag, ok := m.dagDemands(ws, v.Removed, v.StartIPT(m.IPG)); ok {
				for i, f := range fields {
					*f.to = max(*f.to, min(dag[i], *f.from))
				}
				continue
			}
			for i, f := range fields {
				res, err := ipet.Solve(&ipet.Problem{IPG: m.IPG, Weights: ws[i], Facts: facts, Removed: v.Removed, Start: v.StartIPT(m.IPG)})
				if err != nil {
					return nil
				}
				*f.to = max(*f.to, min(res.Bound, *f.from))
			}
		}
	}
	return out
}

// dagDemands is, for each weight vector, the heaviest path from start to
// an end IPT over the IPG edges not removed, when the kernel has no loop
// and no flow fact restricts its paths (then the IPET's optimum is that
// path: a longest path in the DAG, much cheaper than lp_solve for every
// role, variant and demand); ok false otherwise or when no end is
// reachable.
func (m *Model) dagDemands(ws [][]int64, removed []bool, start *ipg.IPT) ([]int64, bool) {
	return m.dagPaths(ws, removed, start, nil)
}

// dagPaths is dagDemands for paths from start to end (nil: to an end
// IPT), which stop the first time they reach end (ipet.LongestDAG).
func (m *Model) dagPaths(ws [][]int64, removed []bool, start, end *ipg.IPT) ([]int64, bool) {
	ig := m.IPG
	if len(ig.CFG.Loops) > 0 || m.facts != nil && (len(m.facts.Counts) > 0 || len(m.facts.Infeasible) > 0) || len(ig.CFG.Calls) > 0 {
		return nil, false
	}
	r, ok := ipet.LongestDAG(ig, ws, removed, start, end)
	for i := range r {
		r[i] = min(r[i], limit)
	}
	return r, ok
}

// Launch is one launch of the kernel.
type Launch struct {
	Workgroups    int // G: all dimensions multiplied
	WorkgroupSize int // T_WG: work-items
	DynamicLDS    int // LDS bytes beyond the kernel's static size (__local arguments' ranges and dynamic LDS)
	// Shape is the workgroup's size per dimension; it must be one of the
	// model's Shapes when the model has any.
	Shape Shape
}

// Bound is the static bound of one launch at one S and mode, with its
// terms (cycles).
type Bound struct {
	S    int    `json:"S"`
	Mode string `json:"mode"`
	// Members is the most members per family; WavesPerGroup ceil(T_WG/64).
	Members       int `json:"members_per_family"`
	WavesPerGroup int `json:"waves_per_workgroup"`
	// KFit workgroups fit at once; B = ceil(G / KFit) rounds; N = min(G,
	// KFit) workgroups per round.
	KFit int `json:"K_fit"`
	B    int `json:"B"`
	N    int `json:"workgroups_per_round"`
	// Reuse: more than one round, so slots are reused within a window and
	// the competitors come from the fixed point.
	Reuse bool `json:"slot_reuse"`
	// SIMDOthers and CUOthers are the other families counted on the
	// wavefront's SIMD and CU.
	SIMDOthers int64 `json:"simd_competitors"`
	CUOthers   int64 `json:"cu_competitors"`
	// Delta is the dispatcher's delay to the last workgroup of a round:
	// (N-1) x (workgroup_cycles + waves x wavefront_cycles).
	Delta int64 `json:"delta_cycles"`
	// D is the dispatch of one workgroup's waves and the last one's wait
	// for its SIMD's first visit: workgroup_cycles + waves x
	// wavefront_cycles + the visit period - 1.
	D int64 `json:"wave_dispatch_cycles"`
	// The terms of one wavefront's response time L_w = Own + Issue +
	// Splits + VMEM + LDS + SMEM.
	Own    int64 `json:"own_cycles"`
	Issue  int64 `json:"issue_interference_cycles"`
	Splits int64 `json:"split_interference_cycles"`
	VMEM   int64 `json:"vmem_interference_cycles"`
	LDS    int64 `json:"lds_interference_cycles"`
	SMEM   int64 `json:"smem_interference_cycles"`
	// Barrier is what the barrier rule adds to a workgroup's lifetime;
	// BarrierRule names the rule ("phases", "sum"; "" without barriers),
	// Phases the most phases of a workgroup under the phase rule.
	Barrier     int64  `json:"barrier_cycles"`
	BarrierRule string `json:"barrier_rule,omitempty"`
	Phases      int64  `json:"phases,omitempty"`
	// L is a workgroup's lifetime from its placement.
	L int64 `json:"L_cycles"`
	// Cycles = B x (Delta + L) - (the earliest first issue).
	Cycles int64 `json:"bound_cycles"`
	// Roles are the role terms in isolation (role j: L^j on its pruned
	// IPG, Offset_j its latest start after the family's start), under the
	// all-executions assumption; empty when the role terms failed (the
	// path bound alone is used). Own is the smaller of max_j (Offset_j +
	// L^j + j x split delay) and the path bound.
	Roles []RoleTerm `json:"roles"`
	// OwnQueue: the wave's own memory operations wait for each other in
	// its isolated time, and the units' terms count the other waves'
	// (and its siblings') operations only; false: they count its own too
	// (Model.OwnQueue; the smaller of the two bounds is given).
	OwnQueue bool `json:"own_queue"`
	// Dominant names the largest interference term (issue, splits, vmem,
	// lds, smem, barrier, dispatch) or "none" when the wavefront's own
	// path is all of it.
	Dominant string `json:"dominant"`
}

// RoleTerm is one role's isolation terms.
type RoleTerm struct {
	J      int   `json:"j"`
	L      int64 `json:"L_cycles"`
	Offset int64 `json:"offset_cycles"`
}

// Bound computes the static bound of launch l at S (0..63) in mode: the
// smaller of the bounds with and without the own queue (Model.OwnQueue).
func (m *Model) Bound(l Launch, S int, mode timing.Mode) (*Bound, error) {
	b, err := m.bound(l, S, mode)
	if m.plain == nil {
		return b, err
	}
	pb, perr := m.plain.bound(l, S, mode)
	switch {
	case perr != nil:
		return b, err
	case err != nil || pb.Cycles < b.Cycles:
		return pb, nil
	}
	return b, nil
}

// bound is Bound with m's isolated times. Its steps: check the launch;
// the family terms at S; the rounds and the dispatcher's delay; the
// workgroup's lifetime (at once, or the fixed point over a window when
// slots are reused); the kernel's cycles and the dominant term.
func (m *Model) bound(l Launch, S int, mode timing.Mode) (*Bound, error) {
	hw := &m.HW
	wpg, lds, err := m.checkLaunch(l, S)
	if err != nil {
		return nil, err
	}
	st, err := m.split(S)
	if err != nil {
		return nil, err
	}
	serial := mode == timing.Serial || hw.Mode == timing.Serial
	slots := hw.SIMDsPerCU * hw.SlotsPerSIMD
	P := slots / wpg
	if lds > 0 {
		P = min(P, hw.LDSBytesPerCU/lds)
	}
	G := l.Workgroups
	b := &Bound{S: S, Mode: mode.String(), Members: st.members, WavesPerGroup: wpg, KFit: hw.CUs * P, Roles: st.roleTerms(m.Path), OwnQueue: m.OwnQueue}
	if serial {
		b.Mode = timing.Serial.String()
	}
	b.N = min(G, b.KFit)
	b.B = (G + b.KFit - 1) / b.KFit
	b.Reuse = b.B > 1
	dcost := groupDispatch(hw, int64(wpg))
	// A wave ready at t first issues at its SIMD's next visit: the
	// sequencer visits a SIMD every Visit cycles at most (timing's
	// visitQueue), so the last wave's first issue is at most Visit - 1
	// cycles after its readiness.
	b.Delta, b.D = mulSat(int64(b.N-1), dcost), addSat(dcost, max(m.Visit-1, 0))
	b.Own = st.own
	f := m.familyOf(st, int64(st.members), serial)
	f.ownQueue = m.OwnQueue
	lt := lifeTerms{m: m, b: b, st: st, f: f, serial: serial,
		phases: m.Barriers && m.BarrierRule == BarrierPhases && m.Phase != nil && m.Phase.Aligned && st.merged == nil}
	if !b.Reuse {
		lt.perCU = int64(min((G+hw.CUs-1)/hw.CUs, P) * wpg)
	}
	b.L = lt.lifetime(int64(G)*int64(wpg), slots)
	first := int64(hw.WorkgroupLaunch) + int64(hw.WaveLaunch)
	b.Cycles = mulSat(int64(b.B), addSat(b.Delta, b.L))
	if saturated(b.Cycles) || saturated(b.L) {
		return nil, fmt.Errorf("static bound: S = %d, %s: the bound overflows (more than 2^60 cycles): no number is given", S, b.Mode)
	}
	b.Cycles -= first
	b.Dominant = b.dominant()
	return b, nil
}

// checkLaunch refuses S out of range and a launch the hardware cannot
// run or the address analysis did not assume; it returns the wavefronts
// per workgroup and the workgroup's LDS bytes.
func (m *Model) checkLaunch(l Launch, S int) (wpg, lds int, err error) {
	hw := &m.HW
	if S < 0 || S > isa.MaxS {
		return 0, 0, fmt.Errorf("static bound: S = %d out of range 0..%d", S, isa.MaxS)
	}
	if l.Workgroups < 1 || l.WorkgroupSize < 1 {
		return 0, 0, fmt.Errorf("static bound: a launch of %d workgroups of %d work-items", l.Workgroups, l.WorkgroupSize)
	}
	if len(m.Shapes) > 0 && !slices.Contains(m.Shapes, l.Shape) {
		return 0, 0, fmt.Errorf("static bound: a workgroup of shape %v, but the address analysis assumed the shapes %v", l.Shape, m.Shapes)
	}
	wpg = isa.Waves(l.WorkgroupSize)
	slots := hw.SIMDsPerCU * hw.SlotsPerSIMD
	if wpg > slots {
		return 0, 0, fmt.Errorf("static bound: a workgroup of %d wavefronts does not fit a CU of %d launch slots", wpg, slots)
	}
	lds = m.GroupLDS + l.DynamicLDS
	if lds > hw.LDSBytesPerCU {
		return 0, 0, fmt.Errorf("static bound: a workgroup needs %d bytes of LDS, a CU has %d", lds, hw.LDSBytesPerCU)
	}
	return wpg, lds, nil
}

// roleTerms are the role terms of the bound: the roles', or the path
// bound's when the wavefront does not split.
func (st splitTerms) roleTerms(path int64) []RoleTerm {
	out := []RoleTerm{}
	for _, r := range st.roles {
		out = append(out, RoleTerm{J: r.J, L: r.L, Offset: r.Offset})
	}
	if st.roles == nil && st.members == 1 {
		out = append(out, RoleTerm{J: 0, L: path})
	}
	return out
}

// lifeTerms computes a workgroup's lifetime from its placement and fills
// in the bound's terms.
type lifeTerms struct {
	m      *Model
	b      *Bound
	st     splitTerms
	f      family
	perCU  int64 // families per CU when every workgroup is placed at once
	serial bool
	phases bool // the barrier's phase rule applies
}

// life is the workgroup's lifetime from placement with oS and oC other
// families on the SIMD and the CU; it fills in the terms.
func (lt *lifeTerms) life(oS, oC int64) int64 {
	m, b, f := lt.m, lt.b, lt.f
	if lt.phases {
		// Without barriers the terms would be those below; the
		// barrier term is what the phase rule adds to them.
		nb := plainLife(lt.st.own, oS, oC, f, b.D)
		L := m.phaseLife(b, oS, oC, lt.perCU, lt.serial, f)
		b.Barrier = max(L-nb, 0)
		b.BarrierRule, b.Phases = BarrierPhases.String(), m.Phase.Phases
		return L
	}
	b.SIMDOthers, b.CUOthers = oS, oC
	b.Own = lt.st.own
	b.Issue = mulSat(oS, f.issue)
	b.Splits = f.sib
	b.VMEM, b.LDS, b.SMEM = f.mem(oC)
	r := b.Own
	for _, x := range []int64{b.Issue, b.Splits, b.VMEM, b.LDS, b.SMEM} {
		r = addSat(r, x)
	}
	L := addSat(b.D, r)
	b.Barrier = 0
	if m.Barriers {
		// Members' active times, summed: while the workgroup lives,
		// some member is not waiting at a barrier.
		wl := mulSat(int64(b.WavesPerGroup)*int64(lt.st.barrierWaves()), addSat(b.D, r))
		b.Barrier = wl - L
		b.BarrierRule = BarrierSum.String()
		L = wl
	}
	return L
}

// lifetime is the workgroup's lifetime for a launch of total wavefronts
// on CUs of slots launch slots.
func (lt *lifeTerms) lifetime(total int64, slots int) int64 {
	hw := &lt.m.HW
	if !lt.b.Reuse {
		// Every workgroup is placed in the first round, round robin over
		// the CUs and, within a CU, its waves round robin over the SIMDs.
		perSIMD := min(int64(hw.SlotsPerSIMD), (lt.perCU+int64(hw.SIMDsPerCU)-1)/int64(hw.SIMDsPerCU))
		return lt.life(perSIMD-1, lt.perCU-1)
	}
	// Slots are reused: within a window of X cycles a slot hosts at
	// most 2 + X/MinLife families, and no more families than can ever
	// share the SIMD and CU (everPlaced). Least fixed point from below.
	capS, capC := lt.m.everPlaced(lt.b, total)
	count := func(X int64, perSlot int, cap int64) int64 {
		k := addSat(2, X/lt.m.MinLife)
		return min(cap, mulSat(int64(perSlot), k))
	}
	X := int64(0)
	for it := 0; ; it++ {
		oS, oC := count(X, hw.SlotsPerSIMD-1, capS), count(X, slots-1, capC)
		nx := lt.life(oS, oC)
		if nx <= X || saturated(nx) {
			return nx
		}
		if it == 100000 || (oS == capS && oC == capC) {
			// The counts are at their caps: life no longer grows.
			return lt.life(capS, capC)
		}
		X = nx
	}
}

// dominant names the largest interference term, "none" when the
// wavefront's own path is all of it.
func (b *Bound) dominant() string {
	name, best := "none", int64(0)
	for _, t := range []struct {
		name string
		v    int64
	}{{"issue", b.Issue}, {"splits", b.Splits}, {"vmem", b.VMEM}, {"lds", b.LDS}, {"smem", b.SMEM}, {"barrier", b.Barrier}, {"dispatch", mulSat(int64(b.B), b.Delta)}} {
		if t.v > best {
			best, name = t.v, t.name
		}
	}
	return name
}

// everPlaced caps the other families that can ever share a wavefront's
// SIMD and CU in a launch of total families (b.B > 1 rounds): every other
// family, and, when the first K_fit workgroups are all placed before any
// family can end, the first fill's (fresh slots: at most a SIMD's slots,
// and P = K_fit / CUs workgroups on a CU) plus every wave of the G - K_fit
// workgroups placed later. The dispatcher places workgroup i of the first
// fill at i x D0 (D0 = workgroup_cycles + waves x wavefront_cycles: D
// without the first visit's wait; it fits, the pigeonhole of section 5 in
// docs/static.md), the last at (K_fit - 1) x D0, and no family ends before the first wave's
// readiness (workgroup_cycles + wavefront_cycles) plus MinLife (a family's
// slot is released when its last member ends, after its launch wave has
// issued a whole path); a release at the same cycle as a placement frees
// its slot first, hence the strict comparison.
func (m *Model) everPlaced(b *Bound, total int64) (capS, capC int64) {
	hw := &m.HW
	wpg := int64(b.WavesPerGroup)
	capS, capC = total-1, total-1
	firstEnd := addSat(int64(hw.WorkgroupLaunch)+int64(hw.WaveLaunch), m.MinLife)
	if mulSat(int64(b.KFit-1), groupDispatch(hw, wpg)) < firstEnd {
		rest := (total/wpg - int64(b.KFit)) * wpg
		capS = min(capS, int64(hw.SlotsPerSIMD)+rest-1)
		capC = min(capC, int64(b.KFit/hw.CUs)*wpg+rest-1)
	}
	return capS, capC
}

// groupDispatch is the dispatcher's time to place one workgroup of wpg
// waves: workgroup_cycles + wpg x wavefront_cycles (Bound.D without the
// first visit's wait; D0 in everPlaced).
func groupDispatch(hw *timing.Config, wpg int64) int64 {
	return int64(hw.WorkgroupLaunch) + wpg*int64(hw.WaveLaunch)
}

// plainLife is the lifetime of a workgroup without the barrier rule: the
// wavefront's own time and its interference.
func plainLife(own, oS, oC int64, f family, dcost int64) int64 {
	vmem, lds, smem := f.mem(oC)
	r := own
	for _, x := range []int64{mulSat(oS, f.issue), f.sib, vmem, lds, smem} {
		r = addSat(r, x)
	}
	return addSat(dcost, r)
}

// family is what one family of mm members can put on the shared units:
// its members' issue demand together (another family on the SIMD takes
// it), the issue (serialized) or memory issue (parallel) demand of the
// members other than one (a member's siblings), and its members' vector
// memory, LDS and scalar memory demand together; each the smaller of mm
// times one wavefront's and the sum of the roles' (st.fam), the memory
// units' also bounded per instruction by the lanes (familyVMEM,
// familyLDS).
type family struct {
	issue, sib, vmem, lds, smem int64
	// memberIssue bounds each member's whole issue demand, one entry per
	// member (its role's, or one wavefront's without roles): the phase
	// rule's layers (phaseLife).
	memberIssue []int64
	// sibVMEM, sibLDS, sibSMEM are the memory demands of the members
	// other than one: what the wavefront's own family puts in the units'
	// queues besides its own operations (which its own path queues).
	sibVMEM, sibLDS, sibSMEM int64
	// ownQueue: the wave's own path queues its operations (Model.OwnQueue).
	ownQueue bool
}

// mem are the memory interference terms of a wavefront with oC other
// families on its CU: their whole demand and its siblings'. The
// wavefront's own operations wait behind each other in its own path (the
// path machine serves them in order, ipet/static.FromHardwareWith).
func (f family) mem(oC int64) (vmem, lds, smem int64) {
	if !f.ownQueue {
		// Its own family's operations, its own included.
		oC++
		return mulSat(oC, f.vmem), mulSat(oC, f.lds), mulSat(oC, f.smem)
	}
	return addSat(mulSat(oC, f.vmem), f.sibVMEM), addSat(mulSat(oC, f.lds), f.sibLDS), addSat(mulSat(oC, f.smem), f.sibSMEM)
}

func (m *Model) familyOf(st splitTerms, mm int64, serial bool) family {
	d := m.Demand
	var f family
	f.issue, _ = st.famDemand(mm, d.Issue, func(x *Demand) int64 { return x.Issue })
	f.memberIssue = st.memberIssue(mm, d.Issue)
	if serial {
		_, f.sib = st.famDemand(mm, d.Issue, func(x *Demand) int64 { return x.Issue })
	} else {
		_, f.sib = st.famDemand(mm, d.MemIssue, func(x *Demand) int64 { return x.MemIssue })
	}
	vmem, sibVMEM := st.famDemand(mm, d.VMEM, func(x *Demand) int64 { return x.VMEM })
	lds, sibLDS := st.famDemand(mm, d.LDS, func(x *Demand) int64 { return x.LDS })
	f.smem, f.sibSMEM = st.famDemand(mm, d.SMEM, func(x *Demand) int64 { return x.SMEM })
	f.vmem, f.lds = vmem, lds
	if st.merged == nil {
		// The lanes' bound assumes each member's path is one whole path
		// (not shown with merges, where a slot hosts several members).
		f.vmem, f.lds = min(vmem, m.familyVMEM(mm)), min(lds, m.familyLDS(mm))
	}
	f.sibVMEM, f.sibLDS = min(sibVMEM, f.vmem), min(sibLDS, f.lds)
	return f
}

// familyVMEM bounds the vector memory service of all mm members of one
// family: per instruction, mm times its service bound, and also, since the
// members' split masks partition the 64 lanes and each lane is active in
// at most one member at each instruction of its own path, mm times the
// address cycles and one line's rounding plus the instruction's lines of
// 64 lanes (its worst service); summed over a path by IPET (one problem
// per mm, cached).
func (m *Model) familyVMEM(mm int64) int64 {
	if mm <= 1 {
		return m.Demand.VMEM
	}
	return m.familyDemand(mm)[0]
}

// familyLDS likewise bounds the LDS passes of all mm members of one
// family: per instruction mm times its bound, and also per address, dword
// and half at most min(32, mm x the half's bound) (a member's passes in a
// half are at most its active lanes there), plus one per member
// (ldsBound.family).
func (m *Model) familyLDS(mm int64) int64 {
	if mm <= 1 {
		return m.Demand.LDS
	}
	return m.familyDemand(mm)[1]
}

// familyDemand solves familyVMEM's and familyLDS's IPETs for mm members;
// a model made by hand (no familyCost) uses the path totals.
func (m *Model) familyDemand(mm int64) [2]int64 {
	if r, ok := m.families[mm]; ok {
		return r
	}
	d := m.Demand
	// Without the per-instruction costs: the same bounds on the path's
	// totals.
	hw := &m.HW
	lb, bpc := int64(max(hw.VMemLineBytes, 1)), int64(max(hw.VMemBytesPerCycle, 1))
	c0 := int64(hw.VMemAddressCycles) + 1 + (lb+bpc-1)/bpc
	lanes := mulSat(mulSat(isa.MaxLanes, d.VMEMCount), static.VMEMLinesPerLane(hw))
	byLanes := addSat(mulSat(mulSat(mm, d.VMEMCount), c0), (mulSat(lanes, lb)+bpc-1)/bpc)
	r := [2]int64{min(mulSat(mm, d.VMEM), byLanes), min(mulSat(mm, d.LDS), mulSat(isa.MaxLanes+2*mm, d.LDSDwords))}
	if m.familyCost != nil {
		vmem, lds := m.familyCost(mm)
		for i, cost := range []func(*asm.Instruction) int64{vmem, lds} {
			w, err := static.SegmentMax(m.IPG, cost)
			if err != nil {
				continue
			}
			var facts ipet.FlowFacts
			if m.facts != nil {
				facts = m.facts
			}
			if res, err := ipet.Solve(&ipet.Problem{IPG: m.IPG, Weights: w, Facts: facts}); err == nil {
				r[i] = min(r[i], res.Bound)
			}
		}
	}
	if m.families == nil {
		m.families = map[int64][2]int64{}
	}
	m.families[mm] = r
	return r
}
