// Package wcet is one wavefront's bound as 'splitwcet wcet' computes it
// and as every command explains a bound: the pipeline (Prepare: static or
// trace weights on an IPT graph, then ipet.Solve), hybrid trace weights
// (TraceWeights), the text and JSON reports (WriteText, WriteJSON,
// JSONReport), and a bound's attribution to the CFG's blocks (Attribute)
// and annotated CFG (Annotate, for cfg/render's pictures).
//
// Package ipet states and solves the integer program; this package only
// reads its Problem and Result.
package wcet
