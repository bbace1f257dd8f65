package staticbound

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet"
)

// callee is a device function the kernel calls (directly or through
// another callee): its CFG and the bounds of its loops from the flow
// facts (a loop fact naming the callee's header label).
type callee struct {
	g     *cfg.Graph
	bound map[*cfg.Loop]int64
}

// callees finds, builds and bounds the device functions g calls,
// transitively, keyed by name. A call whose target is not a function of
// the file known statically (an indirect call), or a kernel, is refused by
// name; recursion is refused by ipet/static.CallCosts.
func callees(g *cfg.Graph, facts *ipet.Facts) (map[string]*callee, func(cfg.Call) (*cfg.Graph, map[*cfg.Loop]int64, error)) {
	out := map[string]*callee{}
	get := func(c cfg.Call) (*cfg.Graph, map[*cfg.Loop]int64, error) {
		if f := out[c.Callee]; f != nil {
			return f.g, f.bound, nil
		}
		var fn *asm.Function
		for _, f := range g.Func.Funcs {
			if c.Callee != "" && f.Name == c.Callee {
				fn = f
			}
		}
		if fn == nil || fn.IsKernel {
			return nil, nil, fmt.Errorf("static: the kernel transfers control outside its own code (%s at %s): the target is not a device function of this file known statically, so the static model cannot cost it", c.Instr.Op, c.Instr.Pos)
		}
		cg, err := cfg.Build(fn, g.Arch)
		if err != nil {
			return nil, nil, fmt.Errorf("static: device function %s: %w", fn.Name, err)
		}
		f := &callee{g: cg, bound: map[*cfg.Loop]int64{}}
		if facts != nil {
			for _, lf := range facts.Loops {
				if lf.Header == "" || lf.Max < 0 {
					continue
				}
				b := cg.Block(lf.Header)
				for _, l := range cg.Loops {
					if b != nil && l.Header == b {
						f.bound[l] = int64(lf.Max)
					}
				}
			}
		}
		out[c.Callee] = f
		return f.g, f.bound, nil
	}
	return out, get
}

// calleeSum bounds the sum of cost over one execution of the device
// function f: each instruction's cost times the most executions of its
// block (the product of the bounds of its loops), a call's cost including
// its callee's sum.
func calleeSum(f *callee, all map[string]*callee, cost func(*asm.Instruction) int64) int64 {
	var total int64
	for _, b := range f.g.Blocks {
		n := int64(1)
		for _, l := range f.g.Loops {
			if l.Contains(b) {
				n = mulSat(n, f.bound[l])
			}
		}
		var s int64
		for _, in := range b.Instrs {
			s = addSat(s, cost(in))
		}
		for _, c := range f.g.Calls {
			if c.Block == b {
				s = addSat(s, calleeSum(all[c.Callee], all, cost))
			}
		}
		total = addSat(total, mulSat(n, s))
	}
	return total
}
