// Package soundness owns splitwcet's soundness campaign (`splitwcet fuzz`):
// random structured kernels (traces/sim/gen) with random inputs, analyzed
// for several numbers of splits S exactly as `splitwcet analyze` analyzes a
// kernel, with three checks per case (one kernel at one S):
//
//  1. the bound covers the observation: for every input set the Eq. 5.4
//     bound of the parallel runs is at least their observed kernel time,
//     and the Eq. 5.5 bound of the serialized runs at least theirs
//     (splitmodel.Simulate, then splitmodel.AnalyzeKernel with the roles
//     of KernelOptions.UseRoles and per-wavefront weights, analyze's
//     defaults; Config.Assume and Config.Weights select the others). Where
//     a traced wavefront left its worst-case role (RoleBound.Left > 0) the
//     analysis derives the roles again under the all-executions assumption,
//     as analyze does; the case counts as "premise broken, handled", and a
//     bound below the observation is a failure like any other;
//  2. splitting never changes the result: after a functional run
//     (traces/sim) at S, global memory (every buffer, the kernarg segment,
//     the dispatch packet and the queue descriptor) equals the S = 0 run's
//     byte for byte, and the output buffers equal the generator's Go
//     reference interpreter;
//  3. nothing crashes or spins: a panic anywhere in the pipeline is caught
//     and reported with its stack, a livelock (the functional simulator's
//     instruction guard or the timing simulator's cycle limit) is a
//     category of its own, and any other error (a deadlock, an analysis
//     that refuses the kernel) is an error case. With Config.Static, runs
//     that reach the cycle limit are repeated once with the limit at the
//     case's static bound (Case.CycleGuard), since a generated kernel
//     always ends.
//
// Run executes a campaign (kernels in parallel, results in kernel order,
// so a seed always gives the same report); Report.WriteText and
// Report.JSON render it; WriteReproducers writes each failing case as a
// directory that `splitwcet analyze DIR/kernel.s -w DIR/workload.yaml
// -S k` reproduces. Each kernel's workload is generated as the YAML of
// docs/workload.md and parsed back, so the campaign runs exactly the
// inputs its reproducers describe.
package soundness
