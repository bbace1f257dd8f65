package timing

import "github.com/splitwcet/splitwcet/traces/sim"

// The memory hierarchy behind the CUs' vector and scalar memory units
// (docs/hardware.md, "Caches"): a vector L1 per CU, a scalar cache per group
// of CUs, one L2 shared by every CU in banks, and DRAM with a bandwidth.
// Every level is optional; with none (the default) no code here runs.
//
// The model is timestamp-based, like the rest of the timing model: an
// access is looked up when its instruction is served (in the order the
// runner issues instructions, which is deterministic), its completion is
// computed then, and the caches' state changes at once. A line that is
// being filled remembers when its data arrives; a later access to it waits
// for that (an MSHR merge), never less than its own hit latency. Shared
// levels (L2 banks, DRAM) are busy-until servers: an access starts at the
// later of its arrival and the end of the previous one.

// cache is one set-associative cache with LRU replacement.
type cache struct {
	lat       int64 // tag lookup: a miss goes below after it
	bank      int64 // a hit's data array read after the lookup
	lineBytes uint64
	sets      uint64
	ways      int
	// tags[s*ways : (s+1)*ways] is set s in LRU order (most recent first);
	// ready holds when each line's data is there. n[s] lines are valid.
	tags  []uint64
	ready []int64
	n     []int32
	// statistics
	hits, misses int64
}

func newCache(c CacheConfig) *cache {
	if !c.On() {
		return nil
	}
	sets := c.Bytes / (c.Ways * c.LineBytes)
	return &cache{lat: int64(c.Latency), bank: int64(c.Bank), lineBytes: uint64(c.LineBytes), sets: uint64(sets), ways: c.Ways,
		tags: make([]uint64, sets*c.Ways), ready: make([]int64, sets*c.Ways), n: make([]int32, sets)}
}

// lookup looks the line holding byte address a up at cycle t. On a hit it
// returns true and when the data is available (t + latency + bank, or
// later while the line is still being filled); the line becomes the most
// recent of its set. On a miss it returns false and t + latency, when the
// caller fetches the line (and calls fill).
func (c *cache) lookup(a uint64, t int64) (hit bool, at int64) {
	line := a / c.lineBytes
	s := line % c.sets
	base := int(s) * c.ways
	tags := c.tags[base : base+int(c.n[s])]
	for i, tag := range tags {
		if tag == line {
			r := c.ready[base+i]
			copy(c.tags[base+1:base+i+1], c.tags[base:base+i])
			copy(c.ready[base+1:base+i+1], c.ready[base:base+i])
			c.tags[base], c.ready[base] = line, r
			c.hits++
			return true, max(t+c.lat+c.bank, r)
		}
	}
	c.misses++
	return false, t + c.lat
}

// fill installs the line holding a as the most recent of its set, its data
// there at ready; the least recent line of a full set is evicted.
func (c *cache) fill(a uint64, ready int64) {
	line := a / c.lineBytes
	s := line % c.sets
	base := int(s) * c.ways
	k := int(c.n[s])
	if k < c.ways {
		c.n[s]++
	} else {
		k = c.ways - 1
	}
	copy(c.tags[base+1:base+k+1], c.tags[base:base+k])
	copy(c.ready[base+1:base+k+1], c.ready[base:base+k])
	c.tags[base], c.ready[base] = line, ready
}

// contains reports whether the line holding a is cached (no LRU update).
func (c *cache) contains(a uint64) bool {
	line := a / c.lineBytes
	s := line % c.sets
	base := int(s) * c.ways
	for _, tag := range c.tags[base : base+int(c.n[s])] {
		if tag == line {
			return true
		}
	}
	return false
}

// memSystem is the part of the hierarchy shared by all CUs: the L2 and its
// banks, and DRAM.
type memSystem struct {
	l2         *cache
	bankFree   []int64 // per L2 bank: busy until
	interleave uint64
	bankCycles int64 // cycles a bank spends on one line
	dramLat    int64
	dramCycles int64   // cycles a DRAM channel spends on one line; 0: unlimited bandwidth
	dramFree   []int64 // per channel: busy until
	lineBytes  uint64  // the line the L2 (or, without it, DRAM) transfers
	dramLines  int64   // lines read from DRAM
}

func newMemSystem(hw *Config) *memSystem {
	m := &memSystem{l2: newCache(hw.L2), dramLat: int64(hw.DRAMLatency), interleave: uint64(hw.L2Interleave),
		bankFree: make([]int64, hw.L2Banks), lineBytes: uint64(hw.VMemLineBytes), dramFree: make([]int64, max(hw.DRAMChannels, 1))}
	if m.l2 != nil {
		m.lineBytes = uint64(hw.L2.LineBytes)
		m.bankCycles = ceilDiv(int64(hw.L2.LineBytes), int64(hw.L2BankBytesPerCycle))
	}
	if hw.DRAMBytesPerCycle > 0 {
		m.dramCycles = ceilDiv(int64(m.lineBytes), int64(hw.DRAMBytesPerCycle))
	}
	return m
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// dram reads the line holding a, arriving at t, from its channel
// (interleaved like the L2 banks) and returns when its data is back.
func (m *memSystem) dram(a uint64, t int64) int64 {
	m.dramLines++
	start := t
	if m.dramCycles > 0 {
		c := (a / m.interleave) % uint64(len(m.dramFree))
		start = max(t, m.dramFree[c])
		m.dramFree[c] = start + m.dramCycles
	}
	return start + m.dramCycles + m.dramLat
}

// bank queues one line at the L2 bank of address a arriving at t and
// returns when the bank starts on it.
func (m *memSystem) bank(a uint64, t int64) int64 {
	b := (a / m.interleave) % uint64(len(m.bankFree))
	start := max(t, m.bankFree[b])
	m.bankFree[b] = start + m.bankCycles
	return start
}

// read fetches the line holding a, arriving below the first level at t;
// it returns when the data is back at that level.
func (m *memSystem) read(a uint64, t int64) int64 {
	if m.l2 == nil {
		return m.dram(a, t)
	}
	t = m.bank(a, t)
	hit, at := m.l2.lookup(a, t)
	if hit {
		return at
	}
	done := m.dram(a, at)
	m.l2.fill(a, done)
	return done
}

// write writes (or updates atomically) the line holding a, arriving at t;
// it returns when the L2 has it (write-back: a missing line is allocated
// without reading DRAM, a write-validate simplification; an evicted dirty
// line is not charged). Without an L2 the write goes to DRAM.
func (m *memSystem) write(a uint64, t int64) int64 {
	if m.l2 == nil {
		return m.dram(a, t)
	}
	t = m.bank(a, t)
	hit, at := m.l2.lookup(a, t)
	if !hit {
		m.l2.fill(a, at)
	}
	return at
}

// hierarchy is a CU's view of the memory hierarchy: its first-level cache
// (its vector L1, or its group's scalar cache; nil when off) and the
// shared levels.
type hierarchy struct {
	l1  *cache
	mem *memSystem
	// tlb translates each access's page before the first level (nil:
	// no address translation).
	tlb *tlb
}

// access is one line of a memory instruction, of kind accRead, accWrite or
// accAtomic, arriving at the first level at t; it returns when it
// completes (the data back, or the write acknowledged).
func (h *hierarchy) access(a uint64, kind uint8, t int64) int64 {
	t = h.tlb.translate(a, t)
	switch kind {
	case accWrite, accAtomic:
		// Write-through L1 without allocation (GCN; MGPUSim's write-around
		// L1): the L2 does the write, atomics execute there. A cached
		// copy of the line stays valid (it is updated in place).
		if h.l1 != nil {
			t += h.l1.lat
		}
		return h.mem.write(a, t)
	}
	if h.l1 == nil {
		return h.mem.read(a, t)
	}
	hit, at := h.l1.lookup(a, t)
	if hit {
		return at
	}
	done := h.mem.read(a, at)
	h.l1.fill(a, done)
	return done
}

// firstHit is when an access without a known address (MUBUF: scratch,
// estimated as contiguous lines) arriving at t completes: a hit in the
// first level that is on, with no change to any cache.
func (h *hierarchy) firstHit(t int64) int64 {
	switch {
	case h.l1 != nil:
		return t + h.l1.lat + h.l1.bank
	case h.mem.l2 != nil:
		return t + h.mem.l2.lat
	}
	return t + h.mem.dramLat
}

// step is the granule in which a hierarchy walks an access's bytes: the
// smallest line of the levels that are on (and of the coalescer).
func (h *hierarchy) step(coalesce uint64) uint64 {
	s := coalesce
	if h.l1 != nil {
		s = min(s, h.l1.lineBytes)
	}
	if h.mem.l2 != nil {
		s = min(s, h.mem.l2.lineBytes)
	}
	return s
}

// access kinds
const (
	accRead uint8 = iota
	accWrite
	accAtomic
)

// connectMemory builds the memory hierarchy of hw, when it has one, and
// gives each CU its part: its own vector L1, the scalar cache of its group
// of hw.ScalarCacheCUs consecutive CUs, the instruction fetch of its group
// of hw.ICacheCUs CUs, and the shared L2 and DRAM.
func connectMemory(cus []*cuState, hw *Config, prog *sim.Program) {
	if !hw.Caches() {
		return
	}
	m := newMemSystem(hw)
	var sc *cache
	var fe *fetcher
	var mu *mmu
	var stlb *tlb
	newTLB := func(k, lat int) *tlb { return nil }
	if hw.TLBs() {
		mu = newMMU(hw)
		newTLB = func(k, lat int) *tlb {
			if c := hw.tlbCache(k, lat); c != nil {
				return &tlb{l1: c, mmu: mu}
			}
			return nil
		}
	}
	for i, cu := range cus {
		if i%hw.ScalarCacheCUs == 0 {
			sc = newCache(hw.L1S)
			stlb = newTLB(tlbScalar, hw.TLBLatency)
		}
		if hw.L1I.On() && i%hw.ICacheCUs == 0 {
			fe = newFetcher(hw, prog, m)
			fe.tlb = newTLB(tlbInstruction, hw.TLBLatency)
		}
		cu.fetch = fe
		cu.vmem.hier = &hierarchy{l1: newCache(hw.L1V), mem: m, tlb: newTLB(tlbVector, hw.TLBLatency)}
		cu.smem.hier = &hierarchy{l1: sc, mem: m, tlb: stlb}
	}
}

// cacheStats sums the lookups of the CUs' hierarchy (each shared cache
// once).
func cacheStats(cus []*cuState) CacheStats {
	var st CacheStats
	var last *cache
	for _, cu := range cus {
		if h := cu.vmem.hier; h != nil && h.l1 != nil {
			st.L1VHits += h.l1.hits
			st.L1VMisses += h.l1.misses
		}
		if h := cu.smem.hier; h != nil && h.l1 != nil && h.l1 != last {
			st.ScalarHits += h.l1.hits
			st.ScalarMisses += h.l1.misses
			last = h.l1
		}
	}
	if len(cus) > 0 && cus[0].vmem.hier != nil {
		m := cus[0].vmem.hier.mem
		if m.l2 != nil {
			st.L2Hits, st.L2Misses = m.l2.hits, m.l2.misses
		}
		st.DRAMLines = m.dramLines
	}
	return st
}
