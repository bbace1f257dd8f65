package sim

import (
	"fmt"
	"sort"
)

// Region is one allocation in global memory: a workload buffer, a data
// section of the code object, the kernarg segment, the dispatch packet or
// the queue descriptor.
type Region struct {
	Name string
	Base uint64
	// Data is the allocation's bytes as the workload sees them (a buffer's
	// elements); the allocation itself extends to the next page boundary.
	Data     []byte
	ReadOnly bool
	// span is pre readable zero bytes before Data (AllocPadded), Data,
	// and the allocation's padding up to a whole number of pages
	// (PageSize): Data is span[pre:pre+len(Data)].
	span []byte
	pre  int
	// symbols name the parts of a data-section region, for errors.
	symbols []regionSymbol
	pad     *PaddingAccess // nil until the padding is first touched
	// owners is the owner state of each 4-byte word of span while the
	// machine tracks owners (owners.go), nil before the first access.
	owners []uint8
}

// regionSymbol is one symbol of a data-section region: [off, off+size).
type regionSymbol struct {
	name      string
	off, size int
}

// PaddingAccess counts the accesses of a run that landed in one
// allocation's page padding: past the end of its bytes, before the end of
// its last page (docs/workload.md, "Out-of-bounds accesses").
type PaddingAccess struct {
	Region string `json:"buffer"`
	// Reads and Writes count lane accesses (an atomic counts as a
	// write); a scalar load counts once.
	Reads  int64 `json:"reads"`
	Writes int64 `json:"writes"`
	// First and Last are the lowest and highest byte offset touched outside
	// the allocation's bytes, from the start of the buffer (negative before
	// it, in the bytes a workload's pad_before maps).
	First int64 `json:"first_offset"`
	Last  int64 `json:"last_offset"`
}

// PageSize is the granule of global allocations: a buffer of n bytes is
// mapped as n rounded up to whole pages, as the ROCm runtime allocates it.
const PageSize = 4096

// Memory is the global address space: regions at page-aligned addresses
// with an unmapped guard page after each, so an access past an
// allocation's last page hits no region and is reported.
type Memory struct {
	regions []*Region // sorted by Base
	last    *Region
	next    uint64
}

const (
	globalBase  = 0x0000_0001_0000_0000
	regionAlign = PageSize
	regionGap   = PageSize
	// Aperture bases (high 32 bits of a flat address) of the LDS and the
	// private segment, as the queue descriptor reports them.
	sharedApertureHi  = 0x1000_0000
	privateApertureHi = 0x2000_0000
	// privateBufferBase is the base address in the private segment buffer
	// descriptor (s[0:3]); MUBUF accesses through it go to per-lane scratch.
	privateBufferBase = 0x0000_7e00_0000_0000
)

// NewMemory returns an empty address space.
func NewMemory() *Memory { return &Memory{next: globalBase} }

// pageRound rounds n up to whole pages (at least one page).
func pageRound(n int) int {
	return max((n+PageSize-1)&^(PageSize-1), PageSize)
}

// Alloc places a zeroed region of size bytes, mapped to whole pages.
func (m *Memory) Alloc(name string, size int) *Region {
	r := m.place(name, m.next, size)
	end := r.Base + uint64(size) + regionGap
	m.next = (end + regionAlign - 1) &^ (regionAlign - 1)
	return r
}

// AllocPadded places a zeroed region of size bytes like Alloc, preceded by
// before readable zero bytes that stand for the runtime's allocation in
// front of the buffer (the workload's pad_before): the region's Base stays
// page-aligned, the before bytes lie just below it, on pages of their own
// after the previous region's guard page. Accesses to them succeed and are
// counted as padding accesses with negative offsets.
func (m *Memory) AllocPadded(name string, size, before int) *Region {
	if before <= 0 {
		return m.Alloc(name, size)
	}
	base := m.next + uint64(pageRound(before))
	span := make([]byte, before+pageRound(size))
	r := &Region{Name: name, Base: base, Data: span[before : before+size : before+size], span: span, pre: before}
	m.insert(r)
	end := r.Base + uint64(size) + regionGap
	m.next = (end + regionAlign - 1) &^ (regionAlign - 1)
	return r
}

// AllocAt places a zeroed region of size bytes at base (page-aligned, not
// overlapping another region's pages: the caller's layout guarantees it).
func (m *Memory) AllocAt(name string, base uint64, size int) *Region {
	return m.place(name, base, size)
}

func (m *Memory) place(name string, base uint64, size int) *Region {
	span := make([]byte, pageRound(size))
	r := &Region{Name: name, Base: base, Data: span[:size:size], span: span}
	m.insert(r)
	return r
}

// insert adds r to the regions in address order.
func (m *Memory) insert(r *Region) {
	base := r.Base
	i := sort.Search(len(m.regions), func(i int) bool { return m.regions[i].Base > base })
	m.regions = append(m.regions, nil)
	copy(m.regions[i+1:], m.regions[i:])
	m.regions[i] = r
}

// Regions returns the allocations in address order.
func (m *Memory) Regions() []*Region { return m.regions }

// inSpan reports whether [addr, addr+n) lies in r's pages.
func (r *Region) inSpan(addr uint64, n int) bool {
	lo := r.Base - uint64(r.pre)
	return addr >= lo && uint64(n) <= uint64(len(r.span)) && addr-lo <= uint64(len(r.span)-n)
}

// find returns the region whose pages hold [addr, addr+n), the offset in
// it, and whether the access reaches into the padding past its bytes.
func (m *Memory) find(addr uint64, n int) (r *Region, off int, pad, ok bool) {
	if r = m.last; r == nil || !r.inSpan(addr, n) {
		i := sort.Search(len(m.regions), func(i int) bool { return m.regions[i].Base > addr }) - 1
		switch {
		case i >= 0 && m.regions[i].inSpan(addr, n):
			r = m.regions[i]
		case i+1 < len(m.regions) && m.regions[i+1].inSpan(addr, n): // in the bytes before a buffer
			r = m.regions[i+1]
		default:
			return nil, 0, false, false
		}
		m.last = r
	}
	off = int(int64(addr - r.Base))
	return r, off, off < 0 || off+n > len(r.Data), true
}

// notePadding counts an access of n bytes at offset off of r that reaches
// into its padding.
func (r *Region) notePadding(off, n int, read, write bool) {
	p := r.pad
	lo, hi := int64(max(off, len(r.Data))), int64(off+n-1)
	if off < 0 {
		lo, hi = int64(off), int64(min(off+n-1, -1))
	}
	if p == nil {
		p = &PaddingAccess{Region: r.Name, First: lo, Last: hi}
		r.pad = p
	}
	if read {
		p.Reads++
	}
	if write {
		p.Writes++
	}
	p.First = min(p.First, lo)
	p.Last = max(p.Last, hi)
}

// Padding returns the padding accesses of every region touched in its
// padding, in address order (nil when none).
func (m *Memory) Padding() []PaddingAccess {
	var out []PaddingAccess
	for _, r := range m.regions {
		if r.pad != nil {
			out = append(out, *r.pad)
		}
	}
	return out
}

// label names r, or the symbol of a data section nearest to offset off.
func (r *Region) label(off int64) string {
	if len(r.symbols) == 0 {
		return r.Name
	}
	best, dist := r.symbols[0], int64(-1)
	for _, s := range r.symbols {
		d := int64(0)
		switch {
		case off < int64(s.off):
			d = int64(s.off) - off
		case off >= int64(s.off+s.size):
			d = off - int64(s.off+s.size) + 1
		}
		if dist < 0 || d < dist {
			best, dist = s, d
		}
	}
	return fmt.Sprintf("%s (in %s)", best.name, r.Name)
}

// describe says where an n-byte access at addr lies relative to the
// regions, for errors: it names the nearest allocation, before or after.
func (m *Memory) describe(addr uint64, n int) string {
	if len(m.regions) == 0 {
		return "no buffers allocated"
	}
	i := sort.Search(len(m.regions), func(i int) bool { return m.regions[i].Base > addr }) - 1
	var prev, next *Region
	if i >= 0 {
		prev = m.regions[i]
	}
	if i+1 < len(m.regions) {
		next = m.regions[i+1]
	}
	extent := func(r *Region) string {
		return fmt.Sprintf("[%#x, %#x), mapped to %#x", r.Base, r.Base+uint64(len(r.Data)), r.Base+uint64(len(r.span)-r.pre))
	}
	if prev != nil {
		end := prev.Base + uint64(len(prev.Data))
		spanEnd := prev.Base + uint64(len(prev.span)-prev.pre)
		if addr < spanEnd {
			return fmt.Sprintf("starts at byte %d of %s %s and runs past the end of its last page", addr-prev.Base, prev.label(int64(addr-prev.Base)), extent(prev))
		}
		after := addr - end
		if next == nil || after <= next.Base-addr {
			return fmt.Sprintf("%d bytes past the end of %s %s", after, prev.label(int64(len(prev.Data))-1), extent(prev))
		}
	}
	gap := next.Base - addr
	return fmt.Sprintf("%d bytes before the start of %s %s", gap, next.label(0), extent(next))
}

// OutOfBounds is what a run's out-of-bounds policy let through
// (docs/workload.md, "Out-of-bounds accesses"): accesses in allocations'
// page padding, and LDS accesses outside the workgroup's allocation (their
// reads returned 0, their writes were dropped). Nil in a Result when there
// were none.
type OutOfBounds struct {
	Padding     []PaddingAccess `json:"padding,omitempty"`
	LDSAccesses int64           `json:"lds_lane_accesses,omitempty"`
}

// OutOfBounds returns the run's out-of-bounds report so far, nil when
// every access was in bounds.
func (m *Machine) OutOfBounds() *OutOfBounds {
	pad := m.Mem.Padding()
	if len(pad) == 0 && m.ldsOOB == 0 {
		return nil
	}
	return &OutOfBounds{Padding: pad, LDSAccesses: m.ldsOOB}
}
