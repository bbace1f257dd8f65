package sim

import "testing"

// TestOwnerStates: the word states of owner tracking, access by access,
// on one 16-byte region (four words) whose span starts 4 bytes before its
// data (a padded buffer: offset -4 is word 0).
func TestOwnerStates(t *testing.T) {
	type access struct {
		owner, off, n int
		write         bool
	}
	rd := func(owner, off, n int) access { return access{owner, off, n, false} }
	wr := func(owner, off, n int) access { return access{owner, off, n, true} }
	for _, c := range []struct {
		name     string
		accesses []access
		conflict bool
		states   []uint8 // the four words' states at the end
	}{
		{"untouched", nil, false, nil},
		{"one owner reads and writes", []access{rd(3, 0, 4), wr(3, 0, 4), rd(3, 0, 4)}, false, []uint8{0, 4 | ownerWrote, 0, 0}},
		{"two owners read", []access{rd(0, 0, 4), rd(1, 0, 4), rd(2, 0, 4)}, false, []uint8{0, ownerShared, 0, 0}},
		{"two owners write different words", []access{wr(0, 0, 4), wr(1, 4, 4)}, false, []uint8{0, 1 | ownerWrote, 2 | ownerWrote, 0}},
		{"a write then another owner's read", []access{wr(0, 0, 4), rd(1, 0, 4)}, true, nil},
		{"a read then another owner's write", []access{rd(0, 0, 4), wr(1, 0, 4)}, true, nil},
		{"a shared word written", []access{rd(0, 0, 4), rd(1, 0, 4), wr(0, 0, 4)}, true, nil},
		{"two owners write one word", []access{wr(5, 8, 4), wr(6, 8, 4)}, true, nil},
		// Words, not bytes: two owners' bytes of one word conflict.
		{"bytes of one word", []access{wr(0, 0, 1), wr(1, 1, 1)}, true, nil},
		// An 8-byte access at offset 2 covers words 1..3 (span bytes 6..13).
		{"unaligned access spans words", []access{wr(0, 2, 8)}, false, []uint8{0, 1 | ownerWrote, 1 | ownerWrote, 1 | ownerWrote}},
		{"before the data", []access{rd(0, -4, 4), rd(1, -4, 4)}, false, []uint8{ownerShared, 0, 0, 0}},
		{"highest owner", []access{wr(MaxOwners-1, 8, 4)}, false, []uint8{0, 0, 0, MaxOwners | ownerWrote}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := &Machine{Mem: NewMemory()}
			r := &Region{span: make([]byte, 16), pre: 4}
			r.Data = r.span[4:]
			m.Mem.regions = []*Region{r}
			m.TrackOwners()
			for _, a := range c.accesses {
				m.SetOwner(a.owner)
				m.owners.note(r, a.off, a.n, a.write)
			}
			if got := m.OwnersConflict(); got != c.conflict {
				t.Errorf("conflict %v, want %v", got, c.conflict)
			}
			if c.states != nil && string(r.owners) != string(c.states) {
				t.Errorf("states %v, want %v", r.owners, c.states)
			}
			m.TrackOwners()
			if m.OwnersConflict() || r.owners != nil {
				t.Errorf("TrackOwners again kept the states (%v) or the conflict", r.owners)
			}
		})
	}
}

func TestSetOwnerRange(t *testing.T) {
	m := &Machine{Mem: NewMemory()}
	if m.OwnersConflict() {
		t.Error("a machine that does not track reports a conflict")
	}
	m.TrackOwners()
	for _, id := range []int{-1, MaxOwners} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("SetOwner(%d) did not panic", id)
				}
			}()
			m.SetOwner(id)
		}()
	}
}
