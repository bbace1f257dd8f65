package timing

import "fmt"

// Address translation (the tlb section; docs/hardware.md, "Address
// translation"), off in the default configuration. Each CU's vector memory
// has its own TLB, the scalar and instruction caches' groups of CUs share a
// scalar and an instruction TLB, all of them miss to one L2 TLB for the
// GPU, and an L2 TLB miss walks the page table. A TLB is a cache of
// page-sized "lines" (cache, cache.go): an entry being filled remembers
// when its translation arrives, so a later miss on the same page waits for
// the same walk (an MSHR merge) and every page is walked once while its
// entry stays.

// The TLBs of the tlb section, in TLBEntries and TLBWays.
const (
	tlbVector = iota
	tlbScalar
	tlbInstruction
	tlbL2
)

var tlbNames = [4]string{"vector", "scalar", "instruction", "l2"}

// TLBs reports whether address translation is modelled.
func (c *Config) TLBs() bool {
	for _, n := range c.TLBEntries {
		if n > 0 {
			return true
		}
	}
	return false
}

// tlbCache is the cache geometry of TLB k: entries of page-sized lines,
// ways 0 meaning fully associative; nil when the TLB is off.
func (c *Config) tlbCache(k int, latency int) *cache {
	n := c.TLBEntries[k]
	if n <= 0 {
		return nil
	}
	ways := c.TLBWays[k]
	if ways <= 0 {
		ways = n
	}
	return newCache(CacheConfig{Bytes: n * c.PageBytes, Ways: ways, LineBytes: c.PageBytes, Latency: latency})
}

// checkTLB checks the tlb section: a page size that is a power of two, ways
// that divide the entries, and the memory hierarchy the translations sit
// in front of.
func (c *Config) checkTLB(name string, at func(section, key string) string) error {
	if !c.TLBs() {
		return nil
	}
	if p := c.PageBytes; p <= 0 || p&(p-1) != 0 {
		return fmt.Errorf("%s: tlb.page_bytes: %d is not a power of two (the TLBs are on)", at("tlb", "page_bytes"), p)
	}
	for k, n := range c.TLBEntries {
		if w := c.TLBWays[k]; n > 0 && w > 0 && n%w != 0 {
			return fmt.Errorf("%s: tlb.%s_ways: %d does not divide tlb.%s_entries = %d", at("tlb", tlbNames[k]+"_ways"), tlbNames[k], w, tlbNames[k], n)
		}
	}
	if !c.Caches() {
		return fmt.Errorf("%s: tlb: address translation needs the memory hierarchy (a cache or DRAM time) it sits in front of", at("tlb", "vector_entries"))
	}
	return nil
}

// mmu is the GPU's shared part of address translation: the L2 TLB (nil:
// every first-level miss walks) and the page walkers: a walk leaves the L2
// TLB, waits for a free walker, occupies it for the walk's latency, and
// comes back (walk_transport each way).
type mmu struct {
	l2        *cache
	walk      int64
	transport int64
	walkers   []int64 // each walker's free cycle (nil: any number of walks at once)
	walks     int64   // page walks made
}

func newMMU(hw *Config) *mmu {
	m := &mmu{l2: hw.tlbCache(tlbL2, hw.L2TLBLatency), walk: int64(hw.Walk), transport: int64(hw.WalkTransport)}
	if hw.Walkers > 0 {
		m.walkers = make([]int64, hw.Walkers)
	}
	return m
}

// translate resolves the page of a for a first-level miss arriving at t
// and returns when the translation is back at the first level.
func (m *mmu) translate(a uint64, t int64) int64 {
	if m.l2 == nil {
		return m.pageWalk(t)
	}
	hit, at := m.l2.lookup(a, t)
	if hit {
		return at
	}
	done := m.pageWalk(at)
	m.l2.fill(a, done)
	return done
}

// pageWalk is a walk leaving the L2 TLB at t: when its translation is
// back there. It takes the walker that frees first (the lowest-numbered
// among ties: deterministic).
func (m *mmu) pageWalk(t int64) int64 {
	m.walks++
	start := t + m.transport
	if len(m.walkers) > 0 {
		k := 0
		for i, f := range m.walkers {
			if f < m.walkers[k] {
				k = i
			}
		}
		start = max(start, m.walkers[k])
		m.walkers[k] = start + m.walk
	}
	return start + m.walk + m.transport
}

// tlb is one first-level TLB (a CU's vector TLB, a group's scalar or
// instruction TLB) in front of the shared mmu.
type tlb struct {
	l1  *cache
	mmu *mmu
}

// translate is when the translation of a's page, asked for at t, is
// available: the TLB's latency on a hit (or when an entry still being
// filled arrives), the L2 TLB's or the walk's on a miss.
func (x *tlb) translate(a uint64, t int64) int64 {
	if x == nil || x.l1 == nil {
		return t
	}
	hit, at := x.l1.lookup(a, t)
	if hit {
		return at
	}
	done := x.mmu.translate(a, at)
	x.l1.fill(a, done)
	return done
}
