// Package flowfacts reads flow-facts files (docs/flow-facts.md) and binds
// them to a kernel: what the analysis cannot find out by itself, stated by
// the user and trusted.
//
// Parse reads the YAML (loop bounds by header label or HIP source line,
// per-entry and total; execution counts of blocks and CFG edges;
// infeasible blocks and edges; the most lanes of a wavefront active at a
// block, which only the static bound uses) and remembers each fact's file:line, so that
// every error and every use names it. Facts.Bind binds the facts to a CFG
// into the ipet.Flow the integer program states (and checks the lanes
// facts, which Facts.BindLanes gives); Facts.Resolve gives the
// loop bounds alone. ObservedBounds takes the loop bounds of the loops no
// fact bounds from traces, after refusing facts the traces contradict
// (CheckAgainstTraces); Facts.CheckLanes refuses lanes facts a simulated
// run contradicts (splitmodel.Simulate observes the lanes).
//
// # Calls
//
// A kernel that calls device functions of its file is weighed with the
// callees inside the segments that pass a call: Callees builds the callees
// and bounds their loops from the loop facts naming their headers, and
// CostCalls gives a copy of the static table each call site's cost
// (static.CallCosts), for the static weights of 'wcet --static'. The hybrid
// analysis uses the same costs, when every callee is bounded
// (CostCallsIfBounded), for the edges no trace observed.
package flowfacts
