package roles

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestMergeSlotsUndoesSplit: under every budgeted policy the merge gives
// a parent back the slots it held before the split, for every slot state
// a family of S <= 63 can hold (docs/reconvergence.md, rule 5).
func TestMergeSlotsUndoesSplit(t *testing.T) {
	for _, p := range []sim.SplitPolicy{sim.SplitHalve, sim.SplitParentFirst, sim.SplitChildFirst} {
		for n := 1; n <= 63; n++ {
			for b := 1; n+b-1 <= 63; b++ {
				s := sim.Slots{Next: n, Budget: b}
				slot, cs, ps := p.Split(s)
				if slot != n {
					t.Fatalf("%s %+v: child slot %d", p, s, slot)
				}
				if m := mergeSlots(ps, cs); m != s {
					t.Fatalf("%s: split of %+v gives %+v and %+v, merged back %+v", p, s, cs, ps, m)
				}
			}
		}
	}
}
