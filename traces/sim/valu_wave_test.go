package sim

import (
	"math/rand/v2"
	"sort"
	"testing"
)

// TestLaneFunctionsIgnoreUnusedSources: valuInst.exec hands every lane
// function three sources, and those past the opcode's source count hold
// what an earlier instruction gathered (Machine.lanes is not cleared per
// instruction). Every opcode's result and mask bit must therefore not
// depend on them: the same result with zeros and with random bits there.
func TestLaneFunctionsIgnoreUnusedSources(t *testing.T) {
	names := make([]string, 0, len(vops))
	for n := range vops {
		names = append(names, n)
	}
	sort.Strings(names)
	r := rand.New(rand.NewPCG(3, 5))
	for _, n := range names {
		op := vops[n]
		if op.nsrc >= 3 {
			continue
		}
		fns := []vfn{op.fn}
		if op.sat != nil {
			fns = append(fns, op.sat)
		}
		for _, fn := range fns {
			for i := 0; i < 200; i++ {
				var s [3]uint64
				for k := range op.nsrc {
					s[k] = r.Uint64()
				}
				cin, lane := r.IntN(2) == 1, r.IntN(64)
				want, wco := fn(s[0], s[1], s[2], cin, lane)
				for k := op.nsrc; k < 3; k++ {
					s[k] = r.Uint64()
				}
				got, gco := fn(s[0], s[1], s[2], cin, lane)
				if got != want || gco != wco {
					t.Fatalf("%s reads a source past its %d: %#x, %v with zeros there, %#x, %v with %#x", n, op.nsrc, want, wco, got, gco, s)
				}
			}
		}
	}
}
