package wcet

import (
	"bytes"
	"fmt"

	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
)

// Run is one single-wavefront bound as 'splitwcet wcet' computes it: the
// problem with static or trace weights, then its optimum.
type Run struct {
	Problem *ipet.Problem
	Result  *ipet.Result
	// Source names the weights ("static", "trace"); Notes are the trace
	// weights' remarks (edges no trace observed).
	Source string
	Notes  []string
	// Model says what the bound is sound against (the latency table, its
	// file and hash) or that it is measurement-based; shown in the text,
	// the JSON and the graph's title. Set by the caller, or by Describe.
	Model string
}

// Describe sets r.Model: with static weights, sound against table (the
// latency table's name, file and hash) plus the assumption a latency
// table of another generation makes (empty for none); with trace weights,
// measurement-based over traces files.
func (r *Run) Describe(table, assumption string, traces int) {
	if r.Source == "trace" {
		r.Model = fmt.Sprintf("measurement-based: holds for the runs of the %d trace file(s) on the hardware they name, not for every input", traces)
		return
	}
	r.Model = "sound against the " + table + ": documented worst-case latencies of GCN3 hardware for one wavefront alone (no contention, no other wavefront)"
	if assumption != "" {
		r.Model += "; " + assumption
	}
}

// Prepare builds the problem of ig with the static weights of table and
// facts; with trace paths (each checked against expect first), the
// weights and unbounded loops come from the traces (TraceWeights).
//
// Static weights cover a kernel's direct calls to device functions of its
// file (CostCalls: each call site costs its callee's bound, whose loops
// need flow facts); an indirect call or recursion is refused by name.
// With traces, an edge that passes a call gets the callee's static cost
// when no trace observed it, or is refused if the callee has none
// (CostCallsIfBounded, static.PartialSegmentWeights, TraceWeights).
func Prepare(ig *ipg.Graph, facts *flowfacts.Facts, table *static.Table, paths []string, expect traces.Expect) (*Run, error) {
	weigh, cost := static.SegmentWeights, flowfacts.CostCalls
	if len(paths) > 0 {
		weigh, cost = static.PartialSegmentWeights, flowfacts.CostCallsIfBounded
	}
	table, err := cost(ig.CFG, facts, table)
	if err != nil {
		return nil, err
	}
	weights, err := weigh(ig, table)
	if err != nil {
		return nil, err
	}
	r := &Run{Problem: &ipet.Problem{IPG: ig, Weights: weights, Facts: facts}, Source: "static"}
	if len(paths) > 0 {
		r.Source = "trace"
		if _, err := traces.CheckFiles(paths, expect); err != nil {
			return nil, err
		}
		if r.Notes, err = TraceWeights(r.Problem, facts, paths); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Solve solves the run's problem.
func (r *Run) Solve() (err error) {
	r.Result, err = ipet.Solve(r.Problem)
	return err
}

// Write writes the solved run: graph "dot" or "svg" draws the IPG with
// weights, counts and the critical path (ipg.Render); json is WriteJSON
// with provenance prov; otherwise WriteText.
func (r *Run) Write(buf *bytes.Buffer, graph string, json bool, prov any) error {
	p, res := r.Problem, r.Result
	switch {
	case graph != "":
		crit := make([]bool, len(p.IPG.Edges))
		for _, e := range res.CriticalPath {
			crit[e.ID] = true
		}
		title := fmt.Sprintf("%s: WCET bound %d cycles for one wavefront (%s weights, %s IPTs); %s", asm.Demangled(p.IPG.CFG.Func.Name), res.Bound, r.Source, p.IPG.Placement, r.Model)
		return ipg.Render(buf, p.IPG, &ipg.Annotation{Weights: p.Weights, Counts: res.Counts, Critical: crit, Title: title}, graph)
	case json:
		return WriteJSON(buf, p, res, r.Source, r.Model, r.Notes, prov)
	}
	WriteText(buf, p, res, r.Source, r.Model, r.Notes)
	return nil
}

// CI adds the run's checks to log (the bound against budget, when given)
// and its findings (loops bounded by observation, a budget overrun) at
// where; the error is a *ci.BudgetError when the bound exceeds the budget.
func (r *Run) CI(log *ci.Log, budget *ci.Budget, where []ci.Location) error {
	name := asm.Demangled(r.Problem.IPG.CFG.Func.Name)
	log.Suite = "splitwcet wcet " + name
	for _, lb := range r.Result.LoopBounds {
		if strings.HasPrefix(lb.Origin, "observed") {
			log.Add(ci.Finding{Rule: ci.ObservedLoop, Message: fmt.Sprintf("loop %s (%s) is bounded by %d iterations observed in the traces, not by a flow fact: the bound holds for the traced runs only", lb.Loop.Header.Name, lb.Loop.Where(), lb.Max), Locations: where})
		}
	}
	if budget == nil {
		return nil
	}
	c := ci.Case{Name: "WCET bound of one wavefront within the budget", Class: name,
		Output: fmt.Sprintf("%s bound %s cycles, budget %s", r.Source, ci.Commas(r.Result.Bound), budget)}
	var err error
	if !budget.Within(r.Result.Bound) {
		c.Failure = fmt.Sprintf("the %s bound %s cycles of one wavefront exceeds the budget %s", r.Source, ci.Commas(r.Result.Bound), budget)
		log.Add(ci.Finding{Rule: ci.BudgetExceeded, Message: c.Failure, Locations: where})
		err = &ci.BudgetError{Msg: c.Failure + " (exit status 4)"}
	}
	log.Cases = append(log.Cases, c)
	return err
}
