package cfg

import (
	"sync"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// callees are the CFGs of the device functions a kernel's code calls,
// built once (as x/tools/go/ssa builds each function's blocks once) and
// shared by the kernel's graph and every callee graph built from it:
// static tables, flow facts and the static bound all read the same
// graphs, whichever of them asks first.
type callees struct {
	mu    sync.Mutex
	built map[*asm.Function]callee
}

type callee struct {
	g   *Graph
	err error
}

// Callee returns the CFG of the device function fn of g's file (a callee
// of g's code, directly or through another), built on the first request
// with g's architecture and kept: later requests, from g or from any
// graph Callee returned, get the same graph (or the same error).
// Safe for concurrent use on graphs Build made.
func (g *Graph) Callee(fn *asm.Function) (*Graph, error) {
	c := g.callees
	if c == nil { // a Graph not made by Build: nothing to share
		return Build(fn, g.Arch)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.built[fn]; ok {
		return r.g, r.err
	}
	cg, err := Build(fn, g.Arch)
	if cg != nil {
		cg.callees = c
	}
	if c.built == nil {
		c.built = map[*asm.Function]callee{}
	}
	c.built[fn] = callee{cg, err}
	return cg, err
}
