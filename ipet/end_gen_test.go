package ipet

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// TestEndGeneratedKernels is TestEndRandomKernels on the simulator's
// random kernels (traces/sim/gen.Random: split branches inside loops with
// minimum bounds). A walk that stops inside a loop need not have run the
// loop's minimum, so the problem drops it (model.endsIn): no refusal where
// a walk exists (63 of these cases were refused as "infeasible" before),
// never below the brute force, and exact unless the end is inside a loop
// with a minimum (then the earlier entries' minimum is dropped too: above
// the brute force on a few cases, sound).
func TestEndGeneratedKernels(t *testing.T) {
	cases, endInMinLoop, loose := 0, 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		src := gen.Random(seed, 64).Assembly()
		ig := exampletest.TextIPG(t, fmt.Sprintf("gen%d.s", seed), src, ipg.Thesis)
		g := ig.CFG
		at := func(b *cfg.Block, i int) *ipg.IPT {
			for _, p := range ig.IPTs {
				if p.Block == b && p.Index == i {
					return p
				}
			}
			return nil
		}
		removed := make([]bool, len(ig.Edges))
		r := rand.New(rand.NewSource(int64(seed)))
		w, min, max, bounds := randomProblem(r, ig)
		for _, br := range g.Branches {
			if br.Class != cfg.ExecSkip || br.Join == nil {
				continue
			}
			x, j := at(br.Block, len(br.Block.Instrs)-1), at(br.Join, 0)
			for _, se := range [][2]*ipg.IPT{{x, j}, {ig.Start, j}} {
				cases++
				inMin := false
				for _, l := range g.Loops {
					inMin = inMin || l.Contains(se[1].Block) && min[l] > 1
				}
				if inMin {
					endInMinLoop++
				}
				want, ok := bruteForceFrom(t, ig, w, removed, min, max, se[0], se[1])
				res, err := Solve(&Problem{IPG: ig, Weights: w, Bounds: bounds, Start: se[0], End: se[1]})
				switch {
				case !ok && err == nil:
					t.Errorf("seed %d: %s to %s: no walk, but Solve gives %d", seed, se[0], se[1], res.Bound)
				case ok && err != nil:
					t.Errorf("seed %d: %s to %s: %v (brute force %d)", seed, se[0], se[1], err, want)
				case ok && res.Bound < want:
					t.Errorf("seed %d: %s to %s: IPET %d below the brute force's %d: unsound", seed, se[0], se[1], res.Bound, want)
				case ok && res.Bound > want && !inMin:
					t.Errorf("seed %d: %s to %s: IPET %d, brute force %d", seed, se[0], se[1], res.Bound, want)
				case ok && res.Bound > want:
					loose++
				}
			}
		}
	}
	t.Logf("%d cases, %d ending inside a loop with a minimum (%d of them above the brute force)", cases, endInMinLoop, loose)
	if endInMinLoop == 0 {
		t.Error("no case ends inside a loop with a minimum bound")
	}
}
