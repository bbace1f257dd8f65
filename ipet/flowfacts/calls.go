package flowfacts

import (
	"errors"
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/static"
)

// Callee is a device function a kernel calls, directly or through another
// callee: its CFG and the bounds of its loops (most header executions per
// entry) from the flow facts' loop facts that name the callee's header
// labels.
type Callee struct {
	CFG   *cfg.Graph
	Bound map[*cfg.Loop]int64
}

// Callees returns a resolver for the call sites of the kernel g and of its
// callees, as static.CallCosts takes it, and the map it fills, keyed by
// callee name. The resolver builds each callee once; a call whose target
// is not a device function of the file known statically (an indirect
// call) or is a kernel is an error that names the call site. Recursion is
// refused by static.CallCosts. Before the first callee the kernel's facts
// are resolved (Facts.Resolve), so that a fact in error is reported as
// such.
func Callees(g *cfg.Graph, facts *Facts) (map[string]*Callee, func(cfg.Call) (*cfg.Graph, map[*cfg.Loop]int64, error)) {
	out := map[string]*Callee{}
	checked := false
	get := func(c cfg.Call) (*cfg.Graph, map[*cfg.Loop]int64, error) {
		if f := out[c.Callee]; f != nil {
			return f.CFG, f.Bound, nil
		}
		if !checked {
			// The facts in error first (as the kernel's own analysis
			// reports them): a fact naming no block of the file would
			// otherwise surface as the callee loop it was meant to bound.
			if _, err := facts.Bind(g); err != nil {
				return nil, nil, err
			}
			checked = true
		}
		var fn *asm.Function
		for _, f := range g.Func.Funcs {
			if c.Callee != "" && f.Name == c.Callee {
				fn = f
			}
		}
		if fn == nil || fn.IsKernel {
			return nil, nil, fmt.Errorf("static: the kernel transfers control outside its own code (%s at %s): the target is not a device function of this file known statically, so the static model cannot cost it", c.Instr.Op, c.Instr.Pos())
		}
		cg, err := g.Callee(fn)
		if err != nil {
			return nil, nil, fmt.Errorf("static: device function %s: %w", fn.Name, err)
		}
		f := &Callee{CFG: cg, Bound: map[*cfg.Loop]int64{}}
		if err := f.bind(facts); err != nil {
			return nil, nil, err
		}
		out[c.Callee] = f
		return f.CFG, f.Bound, nil
	}
	return out, get
}

// bind takes the loop facts that name a block of the callee: each must
// name a loop header, one fact per loop, and gives the loop its max.
func (f *Callee) bind(facts *Facts) error {
	if facts == nil {
		return nil
	}
	from := map[*cfg.Loop]*LoopFact{}
	for i := range facts.Loops {
		lf := &facts.Loops[i]
		b := f.CFG.Block(lf.Header)
		if lf.Header == "" || b == nil {
			continue
		}
		var loop *cfg.Loop
		for _, l := range f.CFG.Loops {
			if l.Header == b {
				loop = l
			}
		}
		switch {
		case loop == nil:
			return &factError{origin: lf.Origin, msg: fmt.Sprintf("%s in device function %s is not a loop header", lf.Header, f.CFG.Func.Name)}
		case from[loop] != nil:
			return &factError{origin: lf.Origin, msg: fmt.Sprintf("a second fact for the loop at %s of device function %s (the first is at %s); merge them", lf.Header, f.CFG.Func.Name, from[loop].Origin)}
		}
		from[loop] = lf
		if lf.Max >= 0 {
			f.Bound[loop] = int64(lf.Max)
		}
	}
	return nil
}

// CostCalls returns the static table t with the cost of every call site of
// the kernel g (static.CallCosts, the callees' loops bounded by facts), so
// that static weights cover the callees instead of refusing the kernel; t
// itself is not changed. A kernel without calls gets t back.
func CostCalls(g *cfg.Graph, facts *Facts, t *static.Table) (*static.Table, error) {
	if len(g.Calls) == 0 {
		return t, nil
	}
	t = t.Clone()
	_, get := Callees(g, facts)
	if err := static.CallCosts(g, t, get); err != nil {
		return nil, err
	}
	for _, c := range g.Calls {
		if cost := t.Calls[c.Instr].Cycles; cost > ipet.MaxObjective {
			return nil, fmt.Errorf("the call to %s at %s costs %d cycles under the callee's loop facts, more than %d (2^40), the largest bound lp_solve solves exactly: check the callee's loop bounds (docs/flow-facts.md, \"Limits\")", c.Callee, c.Instr.Pos(), cost, int64(ipet.MaxObjective))
		}
	}
	return t, nil
}

// CostCallsIfBounded is CostCalls for the hybrid analysis, where the
// static weights serve only the edges no trace observed: when a callee
// cannot be costed (a loop without a fact, an indirect call) it returns t
// unchanged, and the edges passing that call keep
// static.PartialSegmentWeights' NoWeight (refused only if unobserved). A
// flow fact in error (a callee label that is no loop header, two facts
// for one loop) is an error.
func CostCallsIfBounded(g *cfg.Graph, facts *Facts, t *static.Table) (*static.Table, error) {
	c, err := CostCalls(g, facts, t)
	var fe *factError
	switch {
	case err == nil:
		return c, nil
	case errors.As(err, &fe):
		return nil, err
	}
	return t, nil
}
