// Package roles is the split-role analysis (thesis 5.2.4-5.2.5, spec
// model.md §3.6): when every launch wavefront of a kernel may split at most
// S times, which wavefronts can it turn into, and which paths can each of
// them never take?
//
// It takes:
//
//   - the kernel's IPT graph (ipg.Graph), and through it the CFG
//     (ipg.Graph.CFG), whose control flow must be reducible;
//   - S, the reserve slots: how many splits a launch wavefront's family may
//     make (0..63);
//   - the split marking: which exec-skip branches run with MODE bit 21 set,
//     the code's own (cfg.Branch.Split; Analyze) or a hypothetical one
//     (AnalyzeMarked, with which choosing split points tries markings
//     without rewriting the code);
//   - the Assumption about masks at marked branches: WorstCase, the
//     thesis' premise that a wavefront with a free slot splits there unless
//     its mask is provably homogeneous, or AllExecutions, which admits
//     every execution and prunes less.
//
// It returns an Analysis: the roles 0..min(S, MaxSplits) (under a budgeted
// policy, up to the largest slot a member can fill, unfillable slots as
// absent roles), role 0 being the
// launch wavefront and role j the child made by its family's j-th split
// (Theorem 5.2.2). Each Role carries its pruned IPG: where it starts (a
// child at its split branch, Role.Start) and the IPG edges it can never
// take (Role.Removed, with the reason in Role.Why); where it splits; and,
// when members of a family race for the last slots so that the j-th split
// can be made at several branches, one variant per branch. Role.Problems
// turns a role into IPET problems, one per variant, whose worst bound is
// the role's L^j. The Analysis also gives N∞ (Unlimited) and notes that
// explain fewer roles than S+1 or raced slots.
//
// AnalyzePolicy takes the split policy too (traces/split.Policy; the
// others assume fcfs, the thesis' first-come-first-served slots, as
// above). Under a budgeted policy (halve, the default, parent-first,
// child-first) every member of a family holds its own slots, so the
// analysis walks each member's own path with its own budget: role j is the
// member holding reserve slot j, made at one branch per start (no race),
// a slot no member can hold is Absent, and there is no first pass for N∞
// (docs/analyze.md, "Split policies", states the Theorem it implements).
//
// AnalyzeWith takes the same and whether splits reconverge
// (Options.Reconverge, docs/reconvergence.md): a child made at a
// reconvergent branch then ends at the branch's join (Role.End), and each
// role lists the splits whose children it waits for there (Role.Merges);
// the Theorem it implements is Theorem R in docs/analyze.md.
//
// The analysis knows nothing of hardware, occupancy, traces or kernel
// bounds: the kernel model (package splitmodel) takes its roles from here
// through splitmodel.RolesFunc.
//
// The files: roles.go is the API; pass.go the fixpoint over wavefront
// contexts that Analyze runs twice (its file comment explains the method);
// mask.go the symbolic state of a wavefront (EXEC, VCC, SGPR pairs and the
// split mask) and the transfer function of instructions; bdd.go the BDDs
// over lane sets that state is made of; live.go which mask registers are
// live, so dead ones are forgotten; prune.go how a solved context becomes a
// role's pruned IPG; reconverge.go the open splits of a member, the merge
// at a join and the roles' merges; intern.go the numbering of sequences
// that keys reconverge.go's classes and memo.
package roles
