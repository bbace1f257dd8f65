package timing

import (
	"math"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// A 2-set, 2-way cache of 64-byte lines (256 bytes), hit latency 10: the
// set of a line is its index mod 2, so lines 0, 2, 4 (addresses 0, 128,
// 256) conflict in set 0.
func smallCache() *cache {
	return newCache(CacheConfig{Bytes: 256, Ways: 2, LineBytes: 64, Latency: 10})
}

func TestCacheLRUSequence(t *testing.T) {
	c := smallCache()
	type step struct {
		addr  uint64
		hit   bool
		fill  int64 // on a miss: the fill's ready time
		at    int64 // the returned time
		tNow  int64
		label string
	}
	for i, s := range []step{
		{0, false, 100, 10, 0, "cold miss line 0 (set 0)"},
		{4, true, 0, 100, 1, "same line while filling: waits for the fill (MSHR merge)"},
		{128, false, 200, 112, 102, "cold miss line 2 (set 0, second way)"},
		{64, false, 300, 113, 103, "line 1 goes to set 1: no conflict"},
		{8, true, 0, 310, 300, "line 0 hit: most recent of set 0, line 2 least recent"},
		{256, false, 400, 311, 301, "line 4 (set 0) evicts the LRU line 2"},
		{128, false, 500, 312, 302, "line 2 was evicted: miss, evicts line 0"},
		{0, false, 600, 313, 303, "line 0 was evicted"},
		{320, false, 700, 314, 304, "line 5 in set 1 (with line 1)"},
		{127, true, 0, 315, 305, "line 1 still in set 1 (2 ways): hit after its fill at 300"},
	} {
		hit, at := c.lookup(s.addr, s.tNow)
		if hit != s.hit || at != s.at {
			t.Fatalf("step %d (%s): lookup(%d, %d) = %v, %d; want %v, %d", i, s.label, s.addr, s.tNow, hit, at, s.hit, s.at)
		}
		if !hit {
			c.fill(s.addr, s.fill)
		}
	}
	if c.hits != 3 || c.misses != 7 {
		t.Errorf("hits %d misses %d, want 3 and 7", c.hits, c.misses)
	}
	// Set 0 holds lines 0 (most recent) and 2; set 1 lines 1 and 5.
	for _, a := range []uint64{0, 128, 64, 320} {
		if !c.contains(a) {
			t.Errorf("line of %d not cached", a)
		}
	}
	if c.contains(256) {
		t.Error("line 4 should have been evicted")
	}
}

func TestCacheGeometryErrors(t *testing.T) {
	_, err := Load("hw.yaml", []byte("vector_l1: {bytes: 1000, ways: 4, line_bytes: 64}\n"))
	if err == nil || !strings.Contains(err.Error(), "hw.yaml:1: vector_l1.bytes: 1000 is not a whole number of sets of ways × line_bytes = 256 bytes") {
		t.Errorf("err %v", err)
	}
	c, err := Load("hw.yaml", []byte("l2: {bytes: 4096}\n"))
	if err != nil || !c.Caches() || c.L2.Bytes != 4096 || c.L1V.On() {
		t.Errorf("l2 only: %v %+v", err, c.L2)
	}
	if d := Default(); d.Caches() {
		t.Error("the default configuration has caches on")
	}
}

// hier builds a hierarchy of a vector L1 (hit 10) over an L2 (hit 20,
// banks of 64-byte interleave, 2 cycles per line) over DRAM (latency 100,
// 16 bytes per cycle: 4 cycles per line).
func hierHW() *Config {
	return testHW(func(c *Config) {
		c.L1V = CacheConfig{Bytes: 1024, Ways: 2, LineBytes: 64, Latency: 10}
		c.L2 = CacheConfig{Bytes: 4096, Ways: 4, LineBytes: 64, Latency: 20}
		c.L2Banks, c.L2Interleave, c.L2BankBytesPerCycle = 2, 64, 32
		c.DRAMLatency, c.DRAMBytesPerCycle = 100, 16
	})
}

func TestHierarchyReadPath(t *testing.T) {
	hw := hierHW()
	m := newMemSystem(hw)
	a := &hierarchy{l1: newCache(hw.L1V), mem: m}
	// Cold: L1 tag 10, L2 bank free at 10 (busy to 12), L2 tag 20 -> 30,
	// DRAM 30 + 4 transfer + 100 = 134.
	if got := a.access(0, accRead, 0); got != 134 {
		t.Errorf("cold read %d, want 134", got)
	}
	// L1 hit after the fill: 200 + 10.
	if got := a.access(0, accRead, 200); got != 210 {
		t.Errorf("L1 hit %d, want 210", got)
	}
	// L2 sharing: another CU's L1 misses, the L2 hits: 300 + 10 + 20.
	b := &hierarchy{l1: newCache(hw.L1V), mem: m}
	if got := b.access(0, accRead, 300); got != 330 {
		t.Errorf("other CU, L2 hit %d, want 330", got)
	}
	// Two lines of one bank arriving together queue: line 2 (bank 0)
	// starts at 410, line 4 (bank 0) at 412; both miss to DRAM, whose
	// transfers queue too: 430 -> 434 + 100, then 434 -> 438 + 100... the
	// second starts its L2 lookup at 412, misses at 432, DRAM busy until
	// 434: 434 + 4 + 100 = 538.
	if got := a.access(128, accRead, 400); got != 534 {
		t.Errorf("bank line 1: %d, want 534", got)
	}
	if got := a.access(256, accRead, 400); got != 538 {
		t.Errorf("bank line 2: %d, want 538", got)
	}
	// A line of the other bank (address 64) is not delayed by bank 0: it
	// only waits for DRAM (busy until 438): 410 + 20 = 430 -> 438 + 4 + 100.
	if got := a.access(64, accRead, 400); got != 542 {
		t.Errorf("other bank: %d, want 542", got)
	}
	if m.dramLines != 4 || m.l2.hits != 1 || m.l2.misses != 4 {
		t.Errorf("dram %d, l2 %d/%d", m.dramLines, m.l2.hits, m.l2.misses)
	}
}

func TestHierarchyWritesAndNoL2(t *testing.T) {
	hw := hierHW()
	m := newMemSystem(hw)
	a := &hierarchy{l1: newCache(hw.L1V), mem: m}
	// A store goes through the L1 (10) to the L2 bank (free) and is done
	// at its L2 write (20): 30; it allocates in the L2 (no DRAM read) and
	// not in the L1.
	if got := a.access(0, accWrite, 0); got != 30 {
		t.Errorf("write %d, want 30", got)
	}
	if a.l1.contains(0) || !m.l2.contains(0) || m.dramLines != 0 {
		t.Errorf("after the write: l1 %v l2 %v dram %d", a.l1.contains(0), m.l2.contains(0), m.dramLines)
	}
	// A read of the written line misses the L1 and hits the L2: 100+10+20.
	if got := a.access(0, accRead, 100); got != 130 {
		t.Errorf("read after write %d, want 130", got)
	}
	// Without an L2 an L1 miss goes straight to DRAM (unlimited bandwidth):
	// 10 + 100.
	hw2 := testHW(func(c *Config) {
		c.L1V = CacheConfig{Bytes: 1024, Ways: 2, LineBytes: 64, Latency: 10}
		c.DRAMLatency = 100
	})
	b := &hierarchy{l1: newCache(hw2.L1V), mem: newMemSystem(hw2)}
	if got, got2 := b.access(0, accRead, 0), b.access(64, accRead, 0); got != 110 || got2 != 110 {
		t.Errorf("no L2: %d %d, want 110 110 (no bandwidth limit)", got, got2)
	}
}

// DRAM bandwidth queueing: lines arriving together are served one per
// line_bytes / bytes_per_cycle cycles.
func TestDRAMQueueing(t *testing.T) {
	hw := testHW(func(c *Config) { c.DRAMLatency, c.DRAMBytesPerCycle = 50, 8 })
	m := newMemSystem(hw) // no L2: 64-byte lines of the coalescer, 8 cycles each
	for i, want := range []int64{58, 66, 74, 82} {
		if got := m.dram(0, 0); got != want {
			t.Errorf("line %d: %d, want %d", i, got, want)
		}
	}
	// A line arriving after the queue drained starts at once.
	if got := m.dram(0, 1000); got != 1058 {
		t.Errorf("late line %d, want 1058", got)
	}
	// Two channels, interleaved by the L2's 128 bytes: lines 0 and 128
	// go to different channels and do not wait for each other; 256 waits
	// for 0's channel.
	hw.DRAMChannels = 2
	m = newMemSystem(hw)
	for i, c := range []struct {
		a    uint64
		want int64
	}{{0, 58}, {128, 58}, {256, 66}, {64, 74}} {
		if got := m.dram(c.a, 0); got != c.want {
			t.Errorf("channels: line %d at %#x: %d, want %d", i, c.a, got, c.want)
		}
	}
}

// A vector load through the hierarchy: a FLAT access whose 64 lanes read
// 64 consecutive words touches 4 lines; the first run misses all four, a
// second identical access hits them all in the L1.
func TestVectorMemoryWalk(t *testing.T) {
	hw := hierHW()
	hw.VMemLatency = 7
	v := newVectorMemory(hw)
	v.hier = &hierarchy{l1: newCache(hw.L1V), mem: newMemSystem(hw)}
	flat := &tinst{u: uVMEM, mem: memFlat, width: 4, addr: 0}
	w := laneWave(func(l int) uint32 { return 4 * uint32(l) })
	all := uint64(math.MaxUint64)
	svc, req := v.service(w, flat, all)
	if svc != 4 || !req {
		t.Fatalf("service %d %v", svc, req)
	}
	// Lines 0..3 arrive at 4 (end of service); banks: lines 0, 2 on bank
	// 0, lines 1, 3 on bank 1 (64-byte interleave, 2 banks). L1 tag at 14;
	// bank 0 serves line 0 at 14, line 2 at 16; bank 1 line 1 at 14, line
	// 3 at 16; L2 misses at 34, 34, 36, 36; DRAM (4 cycles per line, in
	// arrival order 0, 1, 2, 3): 34->38, 38->42, 42->46, 46->50, +100.
	// The last completes at 150, + latency 7 = 157.
	if _, done := v.issue(0, svc, req); done != 157 {
		t.Errorf("cold load completes at %d, want 157", done)
	}
	svc, req = v.service(w, flat, all)
	// At 1000: all four hit in the L1: 1004 + 10 + 7.
	if _, done := v.issue(1000, svc, req); done != 1021 {
		t.Errorf("warm load completes at %d, want 1021", done)
	}
	if l1 := v.hier.l1; l1.hits != 4 || l1.misses != 4 {
		t.Errorf("L1 %d hits %d misses", l1.hits, l1.misses)
	}
}

// The scalar cache is shared by a group of CUs: a line one CU of the group
// brought in hits for the other, a CU of the next group misses it.
func TestScalarCacheShared(t *testing.T) {
	hw := testHW(func(c *Config) {
		c.CUs = 4
		c.L1S = CacheConfig{Bytes: 1024, Ways: 2, LineBytes: 64, Latency: 3}
		c.ScalarCacheCUs = 2
		c.DRAMLatency = 100
		c.SMemLatency = 5
	})
	var cus []*cuState
	for i := 0; i < hw.CUs; i++ {
		cus = append(cus, newCU(i, hw, 1))
	}
	connectMemory(cus, hw, nil)
	if cus[0].smem.hier.l1 != cus[1].smem.hier.l1 || cus[1].smem.hier.l1 == cus[2].smem.hier.l1 {
		t.Fatal("scalar caches not shared by pairs of CUs")
	}
	if cus[0].vmem.hier.l1 != nil || cus[0].fetch != nil {
		t.Fatal("no vector L1 or instruction cache was configured")
	}
	// s_load_dwordx4 s[0:3], s[4:5], 0x10 with s[4:5] = 0x1000: bytes
	// 0x1010..0x101f, one line.
	ti := &tinst{u: uSMEM, addr: s4, soff: -1, width: 16}
	ti.off[0] = 0x10
	w := scalarWave(0x1000)
	load := func(cu *cuState, t int64) int64 {
		cu.smem.prepare(w, ti)
		return cu.smem.issue(t)
	}
	// CU 0 misses: service 1, cache tag 3, DRAM 100, latency 5: 109.
	if got := load(cus[0], 0); got != 109 {
		t.Errorf("cold %d, want 109", got)
	}
	// CU 1 (same group) hits: 200 + 1 + 3 + 5.
	if got := load(cus[1], 200); got != 209 {
		t.Errorf("shared hit %d, want 209", got)
	}
	// CU 2 (next group) misses.
	if got := load(cus[2], 300); got != 409 {
		t.Errorf("other group %d, want 409", got)
	}
	st := cacheStats(cus)
	if st.ScalarHits != 1 || st.ScalarMisses != 2 || st.DRAMLines != 2 {
		t.Errorf("stats %+v", st)
	}
	// An offset in an SGPR: s_load_dword s0, s[4:5], s6 with s6 = 0x40 is
	// the next line: a miss in CU 1's group.
	ti2 := &tinst{u: uSMEM, addr: s4, soff: int32(sim.SGPRIndex(6)), width: 4}
	w.S[sim.SGPRIndex(6)] = 0x40
	cus[1].smem.prepare(w, ti2)
	if got := cus[1].smem.issue(500); got != 609 {
		t.Errorf("sgpr offset %d, want 609", got)
	}
}

// scalarWave is a wave whose s[4:5] holds base; s4 is s4's index in its
// scalar file.
func scalarWave(base uint64) *sim.Wave {
	w := &sim.Wave{}
	w.S[s4], w.S[s4+1] = uint32(base), uint32(base>>32)
	return w
}

var s4 = int32(sim.SGPRIndex(4))

// A scalar load that straddles two lines looks both up.
func TestScalarLineCrossing(t *testing.T) {
	hw := testHW(func(c *Config) {
		c.L1S = CacheConfig{Bytes: 1024, Ways: 2, LineBytes: 64, Latency: 3}
		c.ScalarCacheCUs = 4
		c.DRAMLatency = 100
		c.SMemLatency = 0
	})
	cus := []*cuState{newCU(0, hw, 1)}
	connectMemory(cus, hw, nil)
	// s_load_dwordx8 s[0:7], s[4:5], 0x30: bytes 0x30..0x4f, lines 0 and 1.
	ti := &tinst{u: uSMEM, addr: s4, soff: -1, width: 32}
	ti.off[0] = 0x30
	cus[0].smem.prepare(scalarWave(0), ti)
	if got := cus[0].smem.issue(0); got != 104 {
		t.Errorf("straddling load %d, want 104", got)
	}
	if sc := cus[0].smem.hier.l1; sc.misses != 2 || !sc.contains(0) || !sc.contains(64) {
		t.Errorf("scalar cache %d misses", sc.misses)
	}
}

// fetchProg is a program of five instructions at byte offsets 0, 8, 60,
// 64 and 200: code lines 0, 0, 0, 1 and 3 of 64 bytes.
func fetchProg() *sim.Program {
	p := &sim.Program{}
	for _, off := range []int{0, 8, 60, 64, 200} {
		p.Instrs = append(p.Instrs, &sim.Inst{Instruction: &asm.Instruction{Offset: off}})
	}
	return p
}

func TestInstructionFetch(t *testing.T) {
	hw := testHW(func(c *Config) {
		c.L1I = CacheConfig{Bytes: 1024, Ways: 2, LineBytes: 64, Latency: 5}
		c.ICacheCUs, c.FetchLines = 1, 2
		c.DRAMLatency = 100
	})
	f := newFetcher(hw, fetchProg(), newMemSystem(hw))
	w := &twave{w: &sim.Wave{}}
	step := func(pc, next int, u unit, at, want int64) {
		t.Helper()
		w.w.PC = next
		if got := f.next(w, pc, u, at); got != want {
			t.Errorf("issue of pc %d at %d: next ready %d, want %d", pc, at, got, want)
		}
	}
	L := func(k uint64) uint64 { return codeBase + 64*k }
	// First issue at 0: line 0 misses (5 + 100 = 105); the buffer's second
	// line (line 1) is requested when line 0 is there: 105 + 5 + 100 = 210.
	step(0, 1, uVALU, 0, 105)
	step(1, 2, uVALU, 110, 0) // same line
	// Into line 1 sequentially at 120: fetched ahead, ready at 210 (no hit
	// latency); line 2 is requested when line 1 is there (one request at
	// a time, and the buffer had no room before): 210 + 5 + 100 = 315.
	step(2, 3, uVALU, 120, 210)
	// A jump to line 3 at 220: the buffer is emptied once line 2's
	// request, in flight, is back (315); line 3 misses: 315 + 5 + 100.
	step(3, 4, uBranch, 220, 420)
	if f.ic.misses != 4 || f.ic.hits != 0 || w.fetch.at != 420 || w.fetch.next != L(4) {
		t.Errorf("icache %d hits %d misses, stream at line %#x from %d; want 0 and 4, line 4 from 420",
			f.ic.hits, f.ic.misses, w.fetch.next, w.fetch.at)
	}
	for k := uint64(0); k <= 4; k++ {
		if f.ic.contains(L(k)) != (k < 4) {
			t.Errorf("line %d cached: %v", k, f.ic.contains(L(k)))
		}
	}
	// The wave ends: no constraint.
	w.w.Done = true
	step(4, 4, uSpecial, 400, 0)

	// branch_refetch: a branch empties the buffer even when the next
	// instruction is in the same line: a hit costs the latency, 500 + 5.
	// One lookup per 2 cycles (lookup_cycles): two waves refilling at the
	// same cycle are served 2 cycles apart.
	hw.BranchRefetch, hw.FetchCycles, hw.FetchLines = 1, 2, 1
	g := newFetcher(hw, fetchProg(), newMemSystem(hw))
	a, b := &twave{w: &sim.Wave{}}, &twave{w: &sim.Wave{}}
	for _, x := range []*twave{a, b} {
		x.w.PC = 1
		g.next(x, 0, uVALU, 0) // first issue: line 0 (a misses, b waits for the fill)
	}
	a.w.PC, b.w.PC = 1, 1
	if ra, rb := g.next(a, 0, uBranch, 500), g.next(b, 0, uBranch, 500); ra != 505 || rb != 507 {
		t.Errorf("refetch after a branch: %d and %d, want 505 and 507", ra, rb)
	}
	// Not a branch, same line: nothing to fetch.
	if r := g.next(a, 1, uVALU, 600); r != 0 {
		t.Errorf("same line after a refetch: %d", r)
	}
}

// The caches' total size is bounded before anything is allocated.
func TestCacheLinesLimit(t *testing.T) {
	_, err := Load("big.yaml", []byte("gpu: {compute_units: 4096}\nvector_l1: {bytes: 1073741824, ways: 4, line_bytes: 64}\n"))
	want := "big.yaml: the caches hold 68719476736 lines in all (vector_l1 per CU, scalar_cache and instruction_cache per group, l2), more than the model's limit of 8388608"
	if err == nil || err.Error() != want {
		t.Errorf("err %v", err)
	}
	// r9nano: 64 x 256 + 16 x 256 + 16 x 512 + 32768 lines.
	hw, err := Load("r9.yaml", []byte(`gpu: {compute_units: 64}
vector_l1: {bytes: 16384}
scalar_cache: {bytes: 16384}
instruction_cache: {bytes: 32768}
l2: {bytes: 2097152}
`))
	if err != nil || hw.cacheLines() != 64*256+16*256+16*512+32768 {
		t.Errorf("%v %d", err, hw.cacheLines())
	}
	// A configuration built in code is checked by Run too.
	hw.L1V.Bytes = 1000
	if err := hw.check(); err == nil || !strings.Contains(err.Error(), "vector_l1.bytes: 1000 is not a whole number") {
		t.Errorf("check: %v", err)
	}
}

// A cache with a bank latency: a hit reads the data array after the tag
// lookup, a miss leaves after the lookup alone.
func TestCacheBankLatency(t *testing.T) {
	c := newCache(CacheConfig{Bytes: 256, Ways: 2, LineBytes: 64, Latency: 2, Bank: 20})
	if hit, at := c.lookup(0, 100); hit || at != 102 {
		t.Errorf("miss: %v at %d, want a miss leaving at 102", hit, at)
	}
	c.fill(0, 150)
	if hit, at := c.lookup(0, 100); !hit || at != 150 {
		t.Errorf("hit on a line in flight: %v at %d, want its fill at 150", hit, at)
	}
	if hit, at := c.lookup(0, 200); !hit || at != 222 {
		t.Errorf("hit: %v at %d, want 200 + 2 + 20", hit, at)
	}
}

// A launch wave fetches its first line before it issues; after a branch
// the buffer is refilled once the branch has resolved (its issue time).
func TestFetchStartAndBranchResolve(t *testing.T) {
	hw := testHW(func(c *Config) {
		c.L1I = CacheConfig{Bytes: 1024, Ways: 2, LineBytes: 64, Latency: 5}
		c.ICacheCUs, c.FetchLines, c.BranchRefetch = 1, 1, 1
		c.DRAMLatency = 100
	})
	f := newFetcher(hw, fetchProg(), newMemSystem(hw))
	w := &twave{w: &sim.Wave{}}
	if got := f.start(w, 10); got != 115 || w.fetch.cur != codeBase+1 {
		t.Errorf("first fetch at 10: ready %d (line %#x), want 10 + 5 + 100 and line 0", got, w.fetch.cur-1)
	}
	// A branch at pc 1 issued at 200 resolving at 203 (w.next): the line
	// (a hit) is looked up at 203, there at 208.
	w.w.PC, w.next = 2, 203
	if got := f.next(w, 1, uBranch, 200); got != 208 {
		t.Errorf("refetch after the branch: %d, want 203 + 5", got)
	}
}
