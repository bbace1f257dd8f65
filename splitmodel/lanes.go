package splitmodel

import (
	"fmt"
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// lanesWatch is the lanes facts' check of simulated runs: only the static
// bound trusts a lanes fact (at most n lanes active at a block), so a run
// that breaks one must stop the analysis, as a broken loop fact does
// (flowfacts.CheckAgainstTraces).
type lanesWatch struct {
	block []*cfg.Block // per program instruction: the fact's block, or nil
}

// newLanesWatch returns the watch of k's lanes facts, nil when there are
// none (the simulator then calls no hook).
func newLanesWatch(k *kernel.Kernel) (*lanesWatch, error) {
	bound, err := k.Facts.BindLanes(k.CFG)
	if err != nil || len(bound) == 0 {
		return nil, err
	}
	of := map[*asm.Instruction]*cfg.Block{}
	for b := range bound {
		for _, in := range b.Instrs {
			of[in] = b
		}
	}
	w := &lanesWatch{block: make([]*cfg.Block, len(k.Program.Instrs))}
	for _, in := range k.Program.Instrs {
		w.block[in.PC] = of[in.Parsed]
	}
	return w, nil
}

// run returns the hook of one simulated run (timing.Options.VMEMActive)
// and the check to call after it.
func (w *lanesWatch) run(k *kernel.Kernel, name string) (hook func(pc int, active isa.LaneMask), check func() error) {
	most := make([]int, len(w.block))
	hook = func(pc int, active isa.LaneMask) {
		if w.block[pc] != nil {
			most[pc] = max(most[pc], bits.OnesCount64(uint64(active)))
		}
	}
	check = func() error {
		var obs []flowfacts.LanesObservation
		for pc, n := range most {
			if n > 0 {
				in := k.Program.Instrs[pc].Parsed
				obs = append(obs, flowfacts.LanesObservation{Block: w.block[pc], Lanes: n,
					At: fmt.Sprintf("%s (line %d) in run %s", in.Mnemonic, in.Pos().Line, name)})
			}
		}
		return k.Facts.CheckLanes(k.CFG, obs)
	}
	return hook, check
}
