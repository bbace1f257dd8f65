// Package ipet owns the implicit path enumeration technique (IPET) stage of
// splitwcet: the integer linear program over an IPT graph (package ipg) whose
// optimum is the worst-case execution time of one wavefront role (thesis
// 5.2.3-5.2.5; docs/flow-facts.md; spec model.md section 3, step 5).
//
// # The integer program
//
// One integer variable x_e >= 0 per IPG edge e counts how often a wavefront
// runs the segment e in one execution; w_e is the segment's weight in cycles.
//
//	maximize   Σ w_e x_e
//	subject to Σ out(v) - Σ in(v) = 0      for every IPT v but the start and the ends
//	           Σ out(s) - Σ in(s) = 1      for the start IPT s ("flow_start")
//	           Σ_{v end} (Σ in(v) - Σ out(v)) = 1                      ("flow_end")
//	           x_e = 0                     for every removed edge (pruned split paths)
//	           loop bounds, flow facts     (below)
//
// Columns are named after the edge (x<ID>_<from>_<outcome>__<to>, reduced to
// letters, digits and '_'), rows "flow_<ipt>", "loop_<header>",
// "loopmin_<header>", "looptotal_<header>" and "fact_<n>" (n is the fact's
// number in its facts file), so an LP file written by Problem.WriteLP reads
// like the problem it states. Edges that lie on no start-to-end path (after
// Problem.Removed) are fixed to 0 as well: they could only carry cycles
// that no execution takes.
//
// Problem.Start replaces the start IPT for a child split, which starts at
// its branch (thesis Fig. 5.4c): the unit of flow leaves from there.
// Problem.End replaces the ends: the unit of flow arrives there, and the
// edges out of it are fixed to 0 (the walk stops the first time it gets
// there). A split that reconverges ends at its join, and the region a
// split opens is bounded from its branch to that join
// (docs/reconvergence.md, docs/analyze.md "Splits that reconverge").
//
// # Loop bounds
//
// A LoopBound's Max is the maximum number of times the loop HEADER executes
// per entry into the loop, i.e. the number of iterations counting the first
// (for a do-while loop: body executions; for a while loop: condition
// evaluations). With back(L) the IPG edges crossing a back edge of L
// (ipg.Edge.BackOf) and enter(L) those entering L's header from outside
// (ipg.Edge.Enters), the bound becomes
//
//	Σ back(L) ≤ (Max-1) · Σ enter(L)                                   ("loop_<header>")
//	Σ back(L) ≥ (Min-1) · Σ mustenter(L)     when Min ≥ 2              ("loopmin_<header>")
//	Σ back(L) + Σ mustenter(L) ≤ 0           when Max = 0 (never runs)  ("loop_<header>")
//
// An IPG edge stands for every IPT-free CFG path between two IPTs and enters
// L when SOME of its paths does; mustenter(L) keeps the edges all of whose
// paths enter L. Using enter(L) for Max and mustenter(L) for Min and Max = 0
// keeps every constraint sound when an edge merges paths that do and do not
// enter the loop; on compiler output both sets are nearly always the same.
// Max = 0 is "the loop is never entered", not an error. The bounds are
// aggregated over all entries, as in every IPET tool: the program may give one
// entry more iterations than Max if another gets fewer. Every loop that a
// non-removed edge on a start-to-end path touches needs a Max (or a "total"
// fact); Solve reports all loops lacking one in one *UnboundedError.
//
// # Diagnostics
//
// Solve never returns a number that is not lp_solve's proven optimum:
// anything but OPTIMAL is an error. Before solving (check.go) it finds the
// contradictions the graph shows (facts that leave no start-to-end path, a
// required count on no remaining path, counts above what the loop bounds
// allow) and refuses numbers beyond MaxFactValue and MaxObjective (a
// *LimitError), within which lp_solve's optimum is exact; a failure of
// lp_solve within them is an *InternalError. An infeasible program is explained by an
// *InfeasibleError that names an irreducible conflicting subset of the loop
// bounds and flow facts (a deletion filter: each is dropped in turn and stays
// dropped while the rest is still infeasible), or says that the removed
// edges leave no start-to-end path. An unbounded program after the loop check
// is an internal error that names the edges whose counts grow without limit.
//
// # Flow facts
//
// Problem.Facts are flow facts beyond loop bounds (per-entry and total loop
// limits, execution counts of blocks and CFG edges, infeasible blocks and
// edges) as a FlowFacts, which Solve binds to the CFG into a Flow: the
// parsed file of package ipet/flowfacts is one (it reads the YAML of
// docs/flow-facts.md and keeps each fact's file:line, which every row,
// error and warning names); a Flow states its facts itself. This package
// reads no file.
//
// # IPG edges
//
// An IPG edge stands for several CFG paths. Facts about blocks, CFG edges
// and loop entries hold on all of them (must) or on some (may); the
// constraints use whichever keeps them sound (docs/flow-facts.md). The
// paths are recomputed from ipg.Edge.CFGEdges (paths.go), because ipg can
// list CFG edges, and so loop entries, that no path of the edge takes.
//
// # Solvers
//
// Solve uses lp_solve 5.5 through ipet/lpsolve (solver.go is the only file
// that talks to it). Before lp_solve sees the program, an exact
// series-parallel reduction of the flow network (reduce.go) shrinks it —
// compiled if/else chains collapse to a few columns per loop — and the
// optimum is mapped back to every IPG edge. WriteLP writes the full
// program. Problem.Relax solves the LP relaxation with gonum's simplex,
// independently of lp_solve and of the reduction, for cross-checks on small
// problems.
package ipet
