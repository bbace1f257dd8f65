package static

import (
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/internal/sat"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// CallCost is the static cost of one call site (s_swappc_b64 to a device
// function of the same file): Cycles bounds the time from the callee's
// first issue opportunity (after the s_swappc_b64's issue and its taken
// branch, which the path machine charges itself) to the caller's next
// issue opportunity after the return (the s_setpc_b64's taken branch
// included); Worst is, per memory kind, the latest completion from its
// issue of an operation of the kernel or its callees (the bound for what
// is outstanding across the call).
type CallCost struct {
	Cycles int64
	Worst  [numMemKinds]int64
	// Queues are the kernel's and callees' largest service times per
	// queued unit (Table.queues).
	Queues UnitQueues
}

// CallCosts costs every call site of the kernel g and, transitively, of
// the device functions it calls: callee gives a callee's CFG and the
// bounds of its loops (most header executions per entry), or an error
// (an unknown target). A call is costed only when cfg proves its target
// (cfg.Call.Callee) and the callee's return (cfg.Graph.CheckReturn); an
// indirect call, a callee that may not return to its caller, and a
// recursive call are refused by name. The costs go in t.Calls, where the
// path machine finds them.
func CallCosts(g *cfg.Graph, t *Table, callee func(c cfg.Call) (*cfg.Graph, map[*cfg.Loop]int64, error)) error {
	type fn struct {
		g     *cfg.Graph
		bound map[*cfg.Loop]int64
	}
	fns := map[string]*fn{}
	var order []*fn // callees before their callers
	var visit func(g *cfg.Graph, stack []string) error
	visit = func(g *cfg.Graph, stack []string) error {
		for _, c := range g.Calls {
			if c.Callee == "" {
				return fmt.Errorf("static: %s: the call %q is not a proven direct call (%s): the static model bounds only calls whose target and return it proves", c.Instr.Pos(), c.Instr.Text, c.Indirect)
			}
			for _, s := range stack {
				if c.Callee != "" && s == c.Callee {
					return fmt.Errorf("static: recursive call to %s at %s: recursion is not supported by the static model", c.Callee, c.Instr.Pos())
				}
			}
			if fns[c.Callee] != nil {
				continue
			}
			cg, b, err := callee(c)
			if err != nil {
				return err
			}
			if err := cg.CheckReturn(c.Return); err != nil {
				return fmt.Errorf("static: the call to %s at %s: %w", c.Callee, c.Instr.Pos(), err)
			}
			f := &fn{g: cg, bound: b}
			fns[c.Callee] = f
			if err := visit(cg, append(stack, c.Callee)); err != nil {
				return err
			}
			order = append(order, f)
		}
		return nil
	}
	if err := visit(g, []string{g.Func.Name}); err != nil {
		return err
	}
	all := []*cfg.Graph{g}
	for _, f := range order {
		all = append(all, f.g)
	}
	// The worst latency of any memory operation of the kernel and its
	// callees: the bound for operations outstanding across a call.
	var worst [numMemKinds]int64
	var queues UnitQueues
	for _, x := range all {
		for _, b := range x.Blocks {
			for _, in := range b.Instrs {
				if c := t.Cost(in); c.Mem != MemNone {
					worst[c.Mem] = max(worst[c.Mem], c.Latency)
					queues.add(queuesOf(c))
				}
			}
		}
	}
	t.Calls = map[*asm.Instruction]CallCost{}
	for _, f := range order {
		// Callees come before their callers, so a callee's own call
		// sites are costed (t.Calls) before it is.
		c, err := calleeCost(f.g, t, f.bound, worst, queues)
		if err != nil {
			return err
		}
		for _, x := range all {
			for _, cs := range x.Calls {
				if fns[cs.Callee] == f {
					t.Calls[cs.Instr] = c
				}
			}
		}
	}
	return nil
}

// calleeCost bounds one execution of the device function whose CFG is g:
// every block costs at most its run from the worst entry state (every
// counter at its maximum, each operation completing by the file's worst
// latency of its kind) plus a taken-branch penalty, and executes at most
// the product of the bounds of the loops containing it. A loop without a
// bound is refused by name.
func calleeCost(g *cfg.Graph, t *Table, bound map[*cfg.Loop]int64, worst [numMemKinds]int64, queues UnitQueues) (CallCost, error) {
	m, err := newMachine(g, t, false)
	if err != nil {
		return CallCost{}, err
	}
	if err := m.unknown(g); err != nil {
		return CallCost{}, err
	}
	m.worst = worst
	m.addQueues(queues)
	var init counts
	for k := MemVMEM; k < numMemKinds; k++ {
		init[k] = 1 << 30
		for _, ctr := range k.Counters() {
			init[k] = min(init[k], m.limit[ctr])
		}
	}
	flowIn := m.flowFrom(g, init)
	var total int64
	for _, b := range g.Blocks {
		n := int64(1)
		for _, l := range g.Loops {
			if l.Contains(b) {
				x, ok := bound[l]
				if !ok {
					return CallCost{}, fmt.Errorf("static: the loop at %s (%s) in device function %s has no bound: give a flow fact naming its header", l.Header.Name, l.Header.Pos, g.Func.Name)
				}
				n = sat.Mul(n, x, math.MaxInt64)
			}
		}
		s := m.entryState(flowIn, b, 0, false)
		m.run(s, b.Instrs)
		total = sat.Add(total, sat.Mul(n, s.t+m.tab.Params.TakenBranch, math.MaxInt64), math.MaxInt64)
	}
	return CallCost{Cycles: total, Worst: worst, Queues: queues}, nil
}
