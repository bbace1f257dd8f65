package staticbound

import (
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
)

// calleeSum bounds the sum of cost over one execution of the device
// function f: each instruction's cost times the most executions of its
// block (the product of the bounds of its loops), a call's cost including
// its callee's sum.
func calleeSum(f *flowfacts.Callee, all map[string]*flowfacts.Callee, cost func(*asm.Instruction) int64) int64 {
	var total int64
	for _, b := range f.CFG.Blocks {
		n := int64(1)
		for _, l := range f.CFG.Loops {
			if l.Contains(b) {
				n = mulSat(n, f.Bound[l])
			}
		}
		var s int64
		for _, in := range b.Instrs {
			s = addSat(s, cost(in))
		}
		for _, c := range f.CFG.Calls {
			if c.Block == b {
				s = addSat(s, calleeSum(all[c.Callee], all, cost))
			}
		}
		total = addSat(total, mulSat(n, s))
	}
	return total
}
