package sim

import "testing"

// TestAllocPadded checks the bytes a pad_before maps before a buffer, by
// hand: a 16-byte buffer with 64 bytes before it, after a 100-byte buffer.
func TestAllocPadded(t *testing.T) {
	m := NewMemory()
	a := m.Alloc("a", 100)
	b := m.AllocPadded("b", 16, 64)
	// a: one page at globalBase, then a guard page; b's 64 bytes lie at the
	// end of the page after the guard, b itself on the next page.
	if a.Base != globalBase || b.Base != globalBase+3*PageSize {
		t.Fatalf("bases %#x %#x, want %#x %#x", a.Base, b.Base, uint64(globalBase), uint64(globalBase+3*PageSize))
	}
	for _, c := range []struct {
		addr     uint64
		n        int
		ok, pad  bool
		region   string
		off      int
		readable bool
	}{
		{b.Base - 64, 4, true, true, "b", -64, true},  // first byte of the pad
		{b.Base - 4, 4, true, true, "b", -4, true},    // last word before b
		{b.Base - 2, 4, true, true, "b", -2, true},    // straddles b's start
		{b.Base, 4, true, false, "b", 0, true},        // b's first element
		{b.Base + 16, 4, true, true, "b", 16, true},   // b's page padding, as before
		{b.Base - 65, 4, false, false, "", 0, false},  // one byte below the pad
		{b.Base - 68, 4, false, false, "", 0, false},  // below the pad
		{a.Base + 100, 4, true, true, "a", 100, true}, // a's padding is unchanged
		{a.Base + PageSize, 4, false, false, "", 0, false},
	} {
		m.last = nil
		r, off, pad, ok := m.find(c.addr, c.n)
		if ok != c.ok || (ok && (r.Name != c.region || off != c.off || pad != c.pad)) {
			t.Errorf("find(%#x, %d) = %v %d %v %v, want %s %d %v %v", c.addr, c.n, r, off, pad, ok, c.region, c.off, c.pad, c.ok)
		}
	}
	// Reads see zeros; writes are kept but are not b's data.
	b.Data[0] = 7
	if got := b.span[b.pre-4 : b.pre+1]; string(got) != "\x00\x00\x00\x00\x07" {
		t.Errorf("span around b's start: %v", got)
	}
	b.notePadding(-8, 4, true, false)
	b.notePadding(-2, 4, true, false)
	b.notePadding(16, 4, false, true)
	p := m.Padding()
	if len(p) != 1 || p[0] != (PaddingAccess{Region: "b", Reads: 2, Writes: 1, First: -8, Last: 19}) {
		t.Errorf("padding accesses %+v", p)
	}
	// A region after b is placed past b's guard page as usual.
	if c := m.Alloc("c", 4); c.Base != b.Base+2*PageSize {
		t.Errorf("c at %#x, want %#x", c.Base, b.Base+2*PageSize)
	}
}
