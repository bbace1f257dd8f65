// Package traces owns splitwcet's IPT trace format (docs/trace-format.md),
// its streaming reader and writer, and the segment statistics that turn a
// trace into IPET weights. It builds on cfg and ipg only: ipg names the
// instrumentation points (IPTs) and the IPG edges between them, a simulator
// (traces/sim, or a converter from another simulator) emits one Event each
// time a (split) wavefront issues a probed instruction, and the Analyzer
// cuts every (family, split) stream into segments between consecutive
// IPTs, each one observation of one IPG edge. Data flows on into ipet:
// Stats.Weights gives plain per-edge weights (indexed by ipg.Edge.ID) and
// observed loop counts, which ipet/wcet.TraceWeights and the kernel model in
// splitmodel put into an ipet.Problem; traces imports neither.
//
// An Event names its IPT as an *ipg.IPT. Events reach a Sink: a Writer
// (the CSV file, the format's only text form), an Analyzer's Run, or a Tee
// of both. The simulator writes into a Sink directly, so a trace analyzed
// in the process that produced it is never serialized; a Reader turns a
// file back into Events, resolving IPT names against the IPG it is given.
//
// A trace (format version 1) is CSV: a comment preamble of "# key: value"
// lines, the header row
//
//	time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome
//
// and one event per line in nondecreasing time. The preamble records what
// the run was of (kernel symbol and code hash, grid, hardware hash, ...);
// Header.Check refuses a trace that is not a run of the inputs an analysis
// was given (Expect). Files whose name ends in
// ".gz" are gzip-compressed; the reader also recognises gzip data by its
// magic bytes.
//
// The Reader streams: its memory does not grow with the trace's length (one
// 64 KiB line buffer; IPT names are looked up in the IPG's). Errors
// carry the position as "FILE:LINE: what was expected" (type *Error).
//
// Stats keep, per IPG edge, the maximum segment time with its provenance
// (trace, input set, family, split, line), the minimum, count and mean,
// pooled and per split role (role j = split id j: the child created by the
// j-th split of its family; role 0 is the launch wavefront), per stream
// the count of each edge (observed loop bounds), each stream's first and
// last event times (for the initialization delays δ_i^j of model.md §4)
// and the observed kernel time (first start IPT to last end IPT).
package traces
