package sim

import (
	"fmt"
	"sort"
)

// Region is one allocation in global memory: a workload buffer, the kernarg
// segment, the dispatch packet or the queue descriptor.
type Region struct {
	Name     string
	Base     uint64
	Data     []byte
	ReadOnly bool
}

// Memory is the global address space: regions at aligned, non-adjacent
// addresses, so that an access just past a buffer hits no region and is
// reported.
type Memory struct {
	regions []*Region // sorted by Base
	last    *Region
	next    uint64
}

const (
	globalBase  = 0x0000_0001_0000_0000
	regionAlign = 0x1000
	regionGap   = 0x1000
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

// Alloc places a zeroed region of size bytes.
func (m *Memory) Alloc(name string, size int) *Region {
	r := &Region{Name: name, Base: m.next, Data: make([]byte, size)}
	end := r.Base + uint64(size) + regionGap
	m.next = (end + regionAlign - 1) &^ (regionAlign - 1)
	m.regions = append(m.regions, r)
	return r
}

// Regions returns the allocations in address order.
func (m *Memory) Regions() []*Region { return m.regions }

// find returns the region holding [addr, addr+n) and the offset in it.
func (m *Memory) find(addr uint64, n int) (*Region, int, bool) {
	if r := m.last; r != nil && addr >= r.Base && addr+uint64(n) <= r.Base+uint64(len(r.Data)) {
		return r, int(addr - r.Base), true
	}
	i := sort.Search(len(m.regions), func(i int) bool { return m.regions[i].Base > addr }) - 1
	if i < 0 {
		return nil, 0, false
	}
	r := m.regions[i]
	if addr+uint64(n) > r.Base+uint64(len(r.Data)) {
		return nil, 0, false
	}
	m.last = r
	return r, int(addr - r.Base), true
}

// describe says where an address lies relative to the regions, for errors.
func (m *Memory) describe(addr uint64) string {
	i := sort.Search(len(m.regions), func(i int) bool { return m.regions[i].Base > addr }) - 1
	if i >= 0 {
		r := m.regions[i]
		end := r.Base + uint64(len(r.Data))
		if addr < end {
			return fmt.Sprintf("ends past the end of %s [%#x, %#x)", r.Name, r.Base, end)
		}
		return fmt.Sprintf("%d bytes past the end of %s [%#x, %#x)", addr-end, r.Name, r.Base, end)
	}
	if len(m.regions) > 0 {
		return fmt.Sprintf("below the first buffer %s at %#x", m.regions[0].Name, m.regions[0].Base)
	}
	return "no buffers allocated"
}
