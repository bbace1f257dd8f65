// Package splitmodel turns per-wavefront WCET analysis into kernel-level
// bounds under wavefront splitting (thesis chapter 5, spec model.md §3.6,
// §4 and §5). It owns three things:
//
//   - Split roles and pruning (roles*.go, prune.go; thesis 5.2.4-5.2.5):
//     for S splits per launch wavefront, role 0 is the launch wavefront and
//     role j the child made by its family's j-th split (Theorem 5.2.2).
//     AnalyzeRoles gives each role its start IPT (a child starts at its split
//     branch) and the IPG edges it can never take, found by a symbolic
//     analysis of EXEC and split-mask values (BDDs over lane sets) that
//     decides at every s_cbranch_execz/execnz whether a role always, never or
//     maybe skips. Role.Problem / Problems build the role's IPET problems.
//   - The kernel model (kernel*.go; thesis 5.1 and 5.3): occupancy (W_HW,
//     W_kernel, W, K, B of Eq. 5.1), the start delays δ_i^j from traces, the
//     per-role bounds L^j, and the kernel bounds of Eq. 5.4 (parallel
//     guarantee) and Eq. 5.5 (serialized splits), next to what the simulator
//     observed (docs/analyze.md).
//   - Choosing split points (model.md §5, thesis 4.5 and 7.2): which branches
//     to mark so the kernel bound is smallest (not written yet).
//
// The report package below renders an analysis as a self-contained HTML
// directory.
package splitmodel
