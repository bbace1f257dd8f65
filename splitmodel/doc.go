// Package splitmodel is the kernel model of wavefront splitting (thesis
// chapter 5, sections 5.1 and 5.3; spec model.md §4): it turns per-wavefront
// WCET bounds into kernel-level bounds and sets them next to what the
// simulator observed (docs/analyze.md).
//
//   - The kernel bounds (kernel.go): occupancy, W_HW, W_kernel, W, K and B
//     of Eq. 5.1 (Occupy), and the bounds of Eq. 5.4 (parallel guarantee)
//     and Eq. 5.5 (serialized splits) from the start delays δ_i^j and the
//     per-wavefront bounds (Kernel).
//   - Per-wavefront bounds (kernel_wave.go, kernel_dag.go): L^j_{w_i} of
//     Eq. 5.3, each role's IPET bound on its pruned IPG with per-wavefront
//     or per-role segment weights (Weighting).
//   - Bounds of roles whose splits reconverge (merges.go): a split region
//     costs the longer of the parent's and the child's way to the join
//     (Merges, MergeRoleBounds; docs/analyze.md, "The kernel model with
//     merges"); the simulator does not merge splits yet.
//   - Simulation of runs (kernel_sim.go): the timing simulator for each S,
//     mode and input set on a kernel loaded by splitmodel/kernel; each run
//     keeps its IPT events in memory as 16-byte records (eventlog.go; a
//     TraceRun is the simulator's traces.Sink) for the model to read
//     (Simulate).
//   - The pipeline (kernel_analyze.go): from traces and roles to the
//     observed-vs-computed result per S and mode (AnalyzeKernel).
//
// The split roles and their pruned IPGs come from package roles (a
// RolesFunc: WorstCaseRoles, RolesUnder; kernel_roles.go adapts them) or
// from the traces (FromTraces). The packages below build on the model:
// choose picks split points (which branches to mark so the Eq. 5.4 bound
// is smallest), soundness checks the bounds against random kernels, and
// report renders an analysis as a self-contained HTML directory.
package splitmodel
