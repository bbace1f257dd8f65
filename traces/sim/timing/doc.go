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
// 4.4); vector memory, scalar memory and LDS units shared by every
// wavefront and split of a CU (queues, bandwidth, coalescing, bank
// conflicts); s_waitcnt counters with per-operation completion times;
// barriers; a workgroup dispatcher with a per-wavefront launch cost.
//
// Run is deterministic: the same program, launch, configuration and options
// give the same cycles and the same IPT event sequence.
package timing
