package static

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/sat"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The timing simulator's facts as a latency table (docs/static.md): the
// kernel-level static bound (splitmodel/staticbound) costs one wavefront's
// path with the numbers the simulator uses, not with default.yaml's
// documented worst cases, so that its bound holds for the simulator by
// construction. Every number below is derived from a timing.Config and the
// instruction classes of cfg/isa, the same two sources the
// simulator's decode.go reads.

// Visit is the cycles between two visits of the sequencer to one SIMD: a
// wavefront can issue only at the visits of its SIMD (timing/runner.go).
func Visit(hw *timing.Config) int64 { return int64(max(hw.SIMDsPerCU, 1)) }

// roundUp is the smallest multiple of the visit period >= max(c, 1): a
// wavefront that issued at a visit and holds its issue slot c cycles
// issues again at a visit no later than this many cycles on.
func roundUp(hw *timing.Config, c int64) int64 {
	v := Visit(hw)
	return satAdd(max(c, 1), v-1) / v * v
}

// VMEMService is the most cycles the CU's vector memory unit serves one
// instruction (timing/vmem.go service): its address cycles, or its cache
// lines at the unit's bandwidth, whichever is longer, with the most lines
// any access can touch. A FLAT access of 64 lanes touches at most 64 times
// the lines one lane's bytes (at most 16) can straddle; a MUBUF scratch
// access one line per lane and dword (4 dwords: with a VGPR offset every
// lane's dwords can fall in lines of their own); any other MUBUF access
// is estimated contiguous (64 lanes x 16 bytes). (Until the address
// analysis, splitmodel/staticbound addr.go, this counted a scratch access
// as 4 x (256/line + 1) lines, below the 256 lines a dwordx4 with
// scattered VGPR offsets can touch.)
func VMEMService(hw *timing.Config) int64 {
	lb := int64(max(hw.VMemLineBytes, 1))
	perLane := (16+lb-1)/lb + 1
	lines := max(isa.MaxLanes*perLane, 4*isa.MaxLanes, (isa.MaxLanes*16+lb-1)/lb)
	svc := satAdd(sat.Mul(lines, lb, SatCap), int64(hw.VMemBytesPerCycle)-1) / int64(max(hw.VMemBytesPerCycle, 1))
	return max(svc, int64(hw.VMemAddressCycles))
}

// VMEMLinesPerLane bounds the cache lines one lane's access adds to a
// vector memory instruction's count (timing/vmem.go): a FLAT lane's at
// most 16 bytes straddle ceil(16/line)+1 lines, a scratch lane's dwords
// (at most 4) one line each; the contiguous estimate of other MUBUF
// accesses adds at most ceil(16/line) per lane, plus one line per
// instruction (which the caller counts per instruction).
func VMEMLinesPerLane(hw *timing.Config) int64 {
	lb := int64(max(hw.VMemLineBytes, 1))
	return max((16+lb-1)/lb+1, 4)
}

// LDSPassesPerDword is the most LDS passes (one cycle each) one dword of
// data per address can take (timing/lds.go passes): two half-wavefronts,
// each up to 32 distinct words in one bank.
const LDSPassesPerDword = isa.MaxLanes

// LDSPasses is the most passes an LDS instruction can take: 64 per data
// dword (dataDwords counts both addresses of ds_read2/ds_write2).
func LDSPasses(in *asm.Instruction) int64 { return LDSPassesPerDword * dataDwords(in.Op) }

// FromHardware returns the latency table of the timing simulator under hw:
// one class per instruction class of cfg/isa, whose issue time is
// timing.ClassIssue rounded up to whole SIMD visits, and whose memory
// latency is the time from issue to completion the simulator gives an
// operation that finds its unit's queue empty (the worst service time plus
// the unit's latency) plus the wait for the next visit. Waiting behind other
// operations in a unit's queue is not in the table: the kernel-level bound
// charges it as interference. The memory hierarchy is not modelled: a
// configuration with caches is refused, and so is one that sets keys of
// MGPUSim's issue and LDS structure (timing.Config.Unstatic).
func FromHardware(hw *timing.Config) (*Table, error) {
	if hw.Caches() {
		return nil, fmt.Errorf("static: %s turns the memory hierarchy on (caches or DRAM time): the static bound does not model caches; use a hardware file without vector_l1, scalar_cache, l2, instruction_cache and dram", hw.Name)
	}
	if keys := hw.Unstatic(); len(keys) > 0 {
		return nil, fmt.Errorf("static: %s sets %s: the static bound does not model them (docs/hardware.md, \"MGPUSim's structure\"); use a hardware file without them", hw.Name, strings.Join(keys, ", "))
	}
	v := Visit(hw)
	t := isaBase()
	t.Params = Params{IssueInterval: v, TakenBranch: roundUp(hw, int64(hw.TakenBranch))}
	for _, k := range isa.Classes() {
		c := t.classes[k.Name]
		issue := timing.ClassIssue(hw, k, 0)
		c.Issue = roundUp(hw, issue)
		switch k.Special {
		case isa.SpecialNop:
			// s_nop N: issue.nop × (N&15 + 1) <= issue.nop × (N + 1).
			c.Issue, c.PerImm = roundUp(hw, int64(hw.Nop)), roundUp(hw, int64(hw.Nop))
		case isa.SpecialSleep:
			// s_sleep N: issue.nop + issue.sleep × (N&7) <= ... × N.
			c.Issue, c.PerImm = roundUp(hw, int64(hw.Nop)), roundUp(hw, int64(hw.Sleep))
		case isa.SpecialBarrier:
			// After the release the wave waits issue.barrier cycles and
			// then for a visit of its SIMD (the release can come from
			// another SIMD's visit); the wait for the other members is
			// the kernel-level bound's barrier term.
			c.Issue = satAdd(roundUp(hw, max(issue, int64(hw.Barrier))), v)
		}
		var done int64 // issue to completion, empty queue
		switch k.Unit {
		case isa.UnitVMEM:
			done = satAdd(VMEMService(hw), int64(hw.VMemLatency))
		case isa.UnitSMEM:
			done = satAdd(1, int64(hw.SMemLatency))
		case isa.UnitLDS:
			done = int64(hw.LDSLatency)
			c.LatencyPerDword = LDSPassesPerDword
		}
		c.Latency = 0
		if done > 0 {
			// Completion at issue + done, then the next visit: the
			// machine counts latency from the end of issue.
			c.Latency = max(satAdd(done, v-1)-c.Issue, 0)
		}
	}
	return t, nil
}

// FromHardwareWith is FromHardware with per-instruction bounds from the
// address analysis (splitmodel/staticbound): svc for the vector memory
// unit's instructions (FLAT, MUBUF, MIMG): for each such in, svc(in)
// reports true and a bound on the cycles the unit serves it
// (timing/vmem.go service) in every execution; it then completes at most
// svc(in) + the unit's latency after its issue with an empty queue. lds
// likewise for the LDS instructions: a bound on their bank passes
// (timing/lds.go passes), which replaces LDSPasses. For any other
// instruction they report false; either may be nil.
func FromHardwareWith(hw *timing.Config, svc, lds func(*asm.Instruction) (int64, bool)) (*Table, error) {
	t, err := FromHardware(hw)
	if err != nil {
		return nil, err
	}
	lat := int64(hw.VMemLatency)
	if svc != nil {
		t.vmemDone = func(in *asm.Instruction) (int64, bool) {
			c, ok := svc(in)
			return satAdd(c, lat), ok
		}
	}
	t.ldsPasses = lds
	t.vmemService, t.vmemSvc = VMEMService(hw), svc
	return t, nil
}

// QueueOwnOperations makes t's path machine serve a wavefront's own
// operations of each memory unit in order, as the simulator's FIFO units
// do (Cost.Queued; a table of FromHardwareWith only, before its first use):
// an operation completes at most its service after the previous operation
// of its unit, whose deadline bounds the end of that one's service, and
// the operations outstanding at a segment start wait behind each other.
// Waiting behind the wavefront's own operations is then part of the
// table's times, so the kernel-level bound charges as interference only
// the other wavefronts' operations.
func (t *Table) QueueOwnOperations() { t.queues = true }

// SegmentMax returns, indexed by ipg.Edge.ID, the largest sum of cost over
// the instructions of one execution of the edge's segment (from its From
// instruction up to, not including, its To instruction; an end IPT's
// s_endpgm included), over every CFG path the edge stands for: the
// weights of an IPET whose optimum bounds the sum of cost over a whole
// execution of one wavefront (the demand a wavefront puts on a unit).
func SegmentMax(ig *ipg.Graph, cost func(*asm.Instruction) int64) ([]int64, error) {
	w := make([]int64, len(ig.Edges))
	sum := func(ins []*asm.Instruction) int64 {
		var s int64
		for _, in := range ins {
			s += cost(in)
		}
		return s
	}
	for _, e := range ig.Edges {
		a, q := e.From, e.To
		tail := int64(0)
		if q.Kinds&ipg.End != 0 {
			tail = cost(q.Instr())
		}
		if len(e.CFGEdges) == 0 {
			if a.Block != q.Block || q.Index <= a.Index {
				return nil, fmt.Errorf("static: IPG edge %s: no CFG edges, but %s does not follow %s in its block", e, q, a)
			}
			w[e.ID] = sum(a.Block.Instrs[a.Index:q.Index]) + tail
			continue
		}
		// Longest path over the acyclic segment: blocks in topological
		// order from the start block (from a) to the end block (up to q).
		indeg := map[*cfg.Block]int{}
		out := map[*cfg.Block][]*cfg.Edge{}
		for _, ce := range e.CFGEdges {
			out[ce.From] = append(out[ce.From], ce)
			if ce.To != q.Block && ce.To != a.Block {
				indeg[ce.To]++
			}
		}
		best := map[*cfg.Block]int64{}
		endBest := int64(-1)
		startCost := sum(a.Block.Instrs[a.Index:])
		ready := []*cfg.Block{a.Block}
		best[a.Block] = 0
		visited := 0
		for len(ready) > 0 {
			b := ready[len(ready)-1]
			ready = ready[:len(ready)-1]
			visited++
			here := best[b]
			if b == a.Block {
				here += startCost
			} else {
				here += sum(b.Instrs)
			}
			for _, ce := range out[b] {
				if ce.To == q.Block {
					endBest = max(endBest, here)
					continue
				}
				if ce.To == a.Block {
					return nil, fmt.Errorf("static: IPG edge %s: CFG edge %s re-enters the start block", e, ce)
				}
				if v, ok := best[ce.To]; !ok || here > v {
					best[ce.To] = here
				}
				indeg[ce.To]--
				if indeg[ce.To] == 0 {
					ready = append(ready, ce.To)
				}
			}
		}
		if visited != len(indeg)+1 || endBest < 0 {
			return nil, fmt.Errorf("static: IPG edge %s: its CFG paths from %s do not reach %s without a cycle", e, a, q)
		}
		w[e.ID] = endBest + sum(q.Block.Instrs[:q.Index]) + tail
	}
	return w, nil
}

// ClassOf returns the instruction class of in (cfg/isa), nil when
// it has none.
func ClassOf(in *asm.Instruction) *isa.Class {
	k, _ := isa.Lookup(in.Op)
	if k == nil && in.Mnemonic != in.Op {
		k, _ = isa.Lookup(in.Mnemonic)
	}
	return k
}
