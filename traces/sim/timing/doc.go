// Package timing is splitwcet's cycle-level timing model of a GCN3 GPU with
// wavefront splitting (docs/hardware.md), layered over the functional core
// traces/sim in the style of MGPUSim: sim computes values, this package
// decides which wavefront issues when and how long each instruction takes.
//
// The machine: CUs x SIMDs x launch slots, S reserve slots per launch slot
// for the splits of that slot's family; a sequencer that visits one SIMD of
// each CU per cycle and issues ready wavefronts in oldest-first or
// round-robin order, at most one instruction per unit kind and wavefront;
// in the parallel mode S+1 vector pipelines per SIMD and S+1 scalar
// pipelines per CU so that the splits of one family issue together (thesis
// 4.4): pipeline 0 is every wavefront's, the S others serve only the splits
// of the family holding pipeline 0, so an unsplit kernel's timing does not
// depend on S; vector memory, scalar memory and LDS units shared by every
// wavefront and split of a CU (queues, bandwidth, coalescing, bank
// conflicts); s_waitcnt counters with per-operation completion times;
// barriers; a workgroup dispatcher with a per-wavefront launch cost.
//
// As in MGPUSim's timing/cu package, each hardware unit is its own type:
//
//   - arbiter (arbiter.go): the sequencer's issue decision at a SIMD
//     visit: the issue policies, one instruction per unit kind, and the
//     parallel guarantee that lets up to S+1 splits of one family co-issue
//     (and which vector pipeline each wave may take);
//   - cuState and simdState (cu.go): a CU's units and slots, a SIMD's
//     vector pipelines and its waves in age order;
//   - vectorMemory (vmem.go), scalarMemory (smem.go), ldsUnit (lds.go):
//     the CU's memory units, FIFOs (server, queue.go) with their service
//     times: coalesced lines at a bandwidth, one cycle, bank-conflict passes;
//   - cache, hierarchy, memSystem (cache.go) and fetcher (fetch.go): the
//     optional memory hierarchy behind them (vector L1 per CU, scalar and
//     instruction caches per group of CUs, a banked L2 shared by all,
//     DRAM with a bandwidth; docs/hardware.md "Caches"), off by default;
//   - barrier (barrier.go): a workgroup's s_barrier as seen by the timing
//     (the functional core decides the release);
//   - dispatcher (dispatcher.go): workgroup placement and launch slots;
//   - twave, family, wgState (wave.go): a wave's issue time and its
//     s_waitcnt counters; splitRec a split's twave and its functional
//     record in one allocation, from its family's chunks (sim.Family.NewSplit).
//
// The runner (runner.go) is the event loop that wires them together: each
// cycle it handles the due events (eventQueue, events.go: s_endpgm
// completions and freed launch slots), lets the dispatcher place
// workgroups and the arbiter visit one SIMD of every CU. Each instruction
// the arbiter lets issue is sized by its unit (memory addresses are read
// before it runs), executed by the functional core and charged to its unit
// and its wave's counters; then the runner jumps to the next cycle at which
// anything can happen. decode.go gives each instruction its unit and issue
// cycles; probe.go builds the IPT events of Options.Probes; merge.go the
// merges of splits that reconverge (splits.reconverge); prefetch.go the
// software prefetches of the records the next candidate and the next visit
// read (prefetch_amd64.s, the repository's one assembly function): they
// change when a cache line arrives, never a cycle or an event.
//
// The loop's order is lockstep: every cycle, every CU. On a GPU of more
// than 8 CUs, when the groups of CUs cannot tell (no memory hierarchy or
// instruction fetch, no Sink or per-issue hook, no global atomic, a launch
// the dispatcher places on the first CU its round robin tries, and no
// word of global memory one group writes and another touches), Run
// instead runs the same loop over one group of 8 CUs at a time, in
// lockstep from cycle 0 to the group's end, and combines the groups'
// results into the lockstep run's, byte for byte (cumajor.go: CU-major
// order; a group's waves stay in the host's caches between their issues).
// A CU-major run that fails or finds a shared word is discarded and the
// launch runs again in lockstep.
//
// Run is deterministic: the same program, launch, configuration and options
// give the same cycles and the same IPT event sequence.
package timing
