// Package sim is splitwcet's functional simulator of GCN3 (gfx803, wave64)
// kernels with wavefront splitting (docs/simulator.md, spec model.md §2).
//
// It is the functional core in the style of MGPUSim's emulator: Load decodes
// a parsed kernel once into pre-resolved executors (one builder per
// semantics entry, registered by the ops_*.go files into program.go's
// table; each instruction also carries its record on the kernel's target,
// cfg/isa, which the timing model reads), NewMachine lays out the kernel ABI (initial SGPRs
// and VGPRs, kernarg segment, dispatch packet) and the workload's buffers in
// a flat global memory, and the Machine executes one instruction of one
// wavefront at a time. Which wavefront issues next is decided by the caller
// (Machine.Step) or by the deterministic round-robin scheduler of
// Machine.Run; a timing model can sit on top and watch every instruction
// through Options.Observer.
//
// Splitting follows the project's model exactly: a lane executes an
// instruction only if its EXEC bit and its split-mask bit are set; at
// s_cbranch_execz/execnz with MODE bit 21 (the target's SplitBit) set, a heterogeneous effective
// mask and a free reserve slot in its family, a wavefront splits into a
// parent (split & EXEC) and a child (split &^ EXEC) holding a full copy of
// the context. There is no reconvergence; barriers count every live split.
package sim
