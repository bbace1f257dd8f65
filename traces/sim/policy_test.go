package sim

import "testing"

// TestSplitPolicySlots: under every budgeted policy, a family whose
// members all split while they hold a slot takes each of the slots 1..S
// exactly once (the members' ranges partition them), and the shares add
// up to b-1.
func TestSplitPolicySlots(t *testing.T) {
	for _, p := range []SplitPolicy{SplitHalve, SplitParentFirst, SplitChildFirst} {
		for S := 0; S <= 63; S++ {
			taken := map[int]int{}
			var grow func(s Slots, depth int)
			grow = func(s Slots, depth int) {
				if depth > 64 {
					t.Fatalf("%s S=%d: splits do not end", p, S)
				}
				for s.Budget >= 1 {
					c, q := p.Shares(s.Budget)
					if c+q != s.Budget-1 || c < 0 || q < 0 {
						t.Fatalf("%s: Shares(%d) = %d, %d", p, s.Budget, c, q)
					}
					slot, cs, ps := p.Split(s)
					taken[slot]++
					grow(cs, depth+1)
					s = ps
				}
			}
			grow(Slots{Next: 1, Budget: S}, 0)
			if len(taken) != S {
				t.Errorf("%s S=%d: %d slots taken, want %d", p, S, len(taken), S)
			}
			for j := 1; j <= S; j++ {
				if taken[j] != 1 {
					t.Errorf("%s S=%d: slot %d taken %d times", p, S, j, taken[j])
				}
			}
		}
	}
	// Hand-computed: halve with b = 8 gives the child slot 1 and 3 more
	// (2..4), the parent 4 (5..8).
	if slot, c, q := SplitHalve.Split(Slots{Next: 1, Budget: 8}); slot != 1 || c != (Slots{2, 3}) || q != (Slots{5, 4}) {
		t.Errorf("halve split of (1, 8): slot %d, child %+v, parent %+v", slot, c, q)
	}
	for _, n := range SplitPolicies {
		if p, err := ParseSplitPolicy(n); err != nil || p.String() != n {
			t.Errorf("ParseSplitPolicy(%q) = %v, %v", n, p, err)
		}
	}
	if _, err := ParseSplitPolicy("lifo"); err == nil {
		t.Error("ParseSplitPolicy accepted lifo")
	}
}
