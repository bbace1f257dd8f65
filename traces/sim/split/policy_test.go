package split

import "testing"

// TestSplitPolicySlots: under every local policy, a family whose members
// all split while they hold a slot takes each of the slots 1..S exactly
// once (the members' ranges partition them), and the shares add up to
// b-1.
func TestSplitPolicySlots(t *testing.T) {
	for _, p := range []Policy{Halve, ParentFirst, ChildFirst} {
		r := p.Rules()
		if !r.Local() {
			t.Errorf("%s is not local", p)
		}
		for S := 0; S <= 63; S++ {
			taken := map[int]int{}
			var grow func(s Slots, depth int)
			grow = func(s Slots, depth int) {
				if depth > 64 {
					t.Fatalf("%s S=%d: splits do not end", p, S)
				}
				for r.MaySplit(s, Family{S: S}) {
					slot, cs, ps := r.Split(s, Family{S: S})
					if cs.Budget+ps.Budget != s.Budget-1 || cs.Budget < 0 || ps.Budget < 0 {
						t.Fatalf("%s: split of %+v gives %+v, %+v", p, s, cs, ps)
					}
					taken[slot]++
					grow(cs, depth+1)
					s = ps
				}
			}
			grow(r.Launch(S), 0)
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
	// (2..4), the parent 4 (5..8); parent-first keeps all 7, child-first
	// gives them all away.
	for _, c := range []struct {
		p        Policy
		child, q Slots
	}{
		{Halve, Slots{2, 3}, Slots{5, 4}},
		{ParentFirst, Slots{2, 0}, Slots{2, 7}},
		{ChildFirst, Slots{2, 7}, Slots{9, 0}},
	} {
		if slot, cs, ps := c.p.Rules().Split(Slots{Next: 1, Budget: 8}, Family{S: 8}); slot != 1 || cs != c.child || ps != c.q {
			t.Errorf("%s split of (1, 8): slot %d, child %+v, parent %+v", c.p, slot, cs, ps)
		}
	}
	for _, n := range Names {
		if p, err := Parse(n); err != nil || p.String() != n || !p.Valid() {
			t.Errorf("Parse(%q) = %v, %v", n, p, err)
		}
	}
	if _, err := Parse("lifo"); err == nil {
		t.Error("Parse accepted lifo")
	}
}

// TestFCFS: the family's j-th split takes slot j while the family has
// some, whoever makes it; the members' own slots do not change.
func TestFCFS(t *testing.T) {
	r := FCFS.Rules()
	if r.Local() {
		t.Error("fcfs is local")
	}
	s := r.Launch(3)
	for n := 0; n < 3; n++ {
		if !r.MaySplit(s, Family{S: 3, Splits: n}) {
			t.Fatalf("split %d refused", n+1)
		}
		slot, cs, ps := r.Split(s, Family{S: 3, Splits: n})
		if slot != n+1 || cs != s || ps != s {
			t.Errorf("split %d: slot %d, child %+v, parent %+v", n+1, slot, cs, ps)
		}
	}
	if r.MaySplit(s, Family{S: 3, Splits: 3}) {
		t.Error("a fourth split of three slots")
	}
}

// TestMergeUndoesSplit: under every budgeted policy a merge gives the
// parent back the slots it held before the split, for every slot state a
// family of S <= 63 can hold (docs/reconvergence.md, rule 5); fcfs never
// merges.
func TestMergeUndoesSplit(t *testing.T) {
	for _, p := range []Policy{Halve, ParentFirst, ChildFirst} {
		r := p.Rules()
		for n := 1; n <= 63; n++ {
			for b := 1; n+b-1 <= 63; b++ {
				s := Slots{Next: n, Budget: b}
				slot, cs, ps := r.Split(s, Family{S: 63})
				if slot != n {
					t.Fatalf("%s %+v: child slot %d", p, s, slot)
				}
				if m, ok := r.Merge(ps, cs, Family{S: 63}); !ok || m != s {
					t.Fatalf("%s: split of %+v gives %+v and %+v, merged back %+v, %v", p, s, cs, ps, m, ok)
				}
			}
		}
	}
	if _, ok := FCFS.Rules().Merge(Slots{1, 2}, Slots{1, 2}, Family{S: 4}); ok {
		t.Error("fcfs merges")
	}
}
