// Package static bounds the execution time of IPG segments without traces:
// a documented, per-instruction worst-case latency model of ONE wavefront
// running alone on a GCN compute unit (gfx803 first), so that
// `splitwcet wcet FILE.s --static` yields a per-wavefront bound from the
// assembly alone. docs/latency.md describes the model and the source of every
// number; default.yaml holds the numbers, one entry per instruction class of
// cfg/isa, whose isa.yaml maps mnemonics to classes for this model
// and the simulator alike.
//
// # Model
//
// A Table maps each mnemonic (first matching rule) to a Class: the cycles the
// instruction holds the wavefront's issue slot (a wavefront issues at most
// once per 4 cycles; a wave64 VALU op takes 4, quarter-rate ops 16, f64 ops
// 32 or 64 on 1/16-rate parts), fixed stalls (s_nop, s_sleep, s_barrier),
// and for memory operations their kind and worst latency.
//
// A segment is evaluated by an in-order machine whose state is the current
// cycle, the earliest cycle a scalar instruction may issue after a VALU
// instruction that wrote scalar state, and, per s_waitcnt counter (vmcnt,
// lgkmcnt, expcnt), the completion deadlines of outstanding operations
// (issue end + worst latency). An instruction issues when
//
//   - the previous one has issued (Cost.Issue, then Cost.Stall),
//   - for s_waitcnt: at most N operations of each named counter have a
//     deadline in the future, i.e. at the (N+1)-th latest deadline; this
//     needs no assumption about completion order (SMEM returns out of order),
//   - for s_endpgm: every deadline has passed,
//   - for a memory operation: its counters have room (15 on gfx8),
//   - for a scalar instruction: the VALU→scalar delay has passed.
//
// A taken branch adds Params.TakenBranch on its CFG edge. Register
// dependencies on loads need no modelling: the compiler puts an s_waitcnt
// before every use.
//
// # Segment boundaries
//
// Operations issued before a segment starts may be waited for inside it. A
// forward data-flow analysis over the whole CFG bounds, per memory kind, how
// many operations may be outstanding at every program point (an operation
// adds one, s_waitcnt caps by its count, s_endpgm clears). A segment starts
// with that many operations of each kind, each due at the kind's worst
// latency from the segment start: they were issued earlier, so they complete
// no later. Segments never charge what is outstanding at their end; the next
// segment's waits charge it. This is sound for every path into the segment.
//
// # Paths
//
// SegmentWeights evaluates each IPG edge's CFG subgraph (acyclic) in
// topological order, joining states where paths converge: the later cycle,
// and element-wise the later deadlines of the latest-first lists. All
// quantities derived from a state are monotone in that order, so the result
// bounds every path, in time linear in the subgraph.
package static
