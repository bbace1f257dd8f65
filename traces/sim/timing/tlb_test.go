package timing

import (
	"strings"
	"testing"
)

// tlbHW is a machine with a 2-entry vector TLB (fully associative), a
// 4-entry L2 TLB, 2 walkers of 100 cycles, 50 cycles of transport each
// way, 4 KiB pages, DRAM time (the hierarchy the TLBs sit in front of).
func tlbHW(change func(c *Config)) *Config {
	return testHW(func(c *Config) {
		c.DRAMLatency = 10
		c.PageBytes = 4096
		c.TLBEntries = [4]int{2, 0, 0, 4}
		c.TLBLatency, c.L2TLBLatency, c.Walk, c.Walkers, c.WalkTransport = 3, 7, 100, 2, 50
		if change != nil {
			change(c)
		}
	})
}

// TestTLBTranslate: hand-computed translation times through a vector TLB,
// the L2 TLB and the walkers.
func TestTLBTranslate(t *testing.T) {
	hw := tlbHW(nil)
	mu := newMMU(hw)
	x := &tlb{l1: hw.tlbCache(tlbVector, hw.TLBLatency), mmu: mu}
	const P = 4096
	for i, c := range []struct {
		a    uint64
		t    int64
		want int64
		why  string
	}{
		// miss everywhere: 3 (L1) + 7 (L2) + 50 + 100 (walker 0) + 50
		{0, 0, 210, "page 0 cold"},
		// same page while its walk is under way: waits for the fill
		{8, 5, 210, "page 0 in flight (MSHR merge)"},
		{16, 300, 303, "page 0 an L1 hit"},
		// page 1 cold at 0: walker 1
		{P, 0, 210, "page 1 cold, walker 1"},
		// page 2 cold at 10: both walkers busy until 160: 10+3+7+50 = 70 -> 160 + 100 + 50
		{2 * P, 10, 310, "page 2 waits for a walker"},
		// page 0 again: evicted from the 2-entry L1 (pages 1, 2 since), an L2 hit
		{0, 1000, 1010, "page 0 an L2 TLB hit"},
	} {
		if got := x.translate(c.a, c.t); got != c.want {
			t.Errorf("%d (%s): translate(%#x, %d) = %d, want %d", i, c.why, c.a, c.t, got, c.want)
		}
	}
	if mu.walks != 3 {
		t.Errorf("%d page walks, want 3", mu.walks)
	}
	// No L2 TLB: every first-level miss walks; no walker limit.
	hw = tlbHW(func(c *Config) { c.TLBEntries[tlbL2], c.Walkers = 0, 0 })
	y := &tlb{l1: hw.tlbCache(tlbVector, hw.TLBLatency), mmu: newMMU(hw)}
	for _, a := range []uint64{0, P, 2 * P} {
		if got := y.translate(a, 0); got != 203 {
			t.Errorf("no L2 TLB: page %#x at 0: %d, want 203 (3 + 50 + 100 + 50)", a, got)
		}
	}
	// A nil TLB translates at once.
	var z *tlb
	if got := z.translate(0, 42); got != 42 {
		t.Errorf("no TLB: %d, want 42", got)
	}
}

// TestTLBConfig: the tlb section's checks.
func TestTLBConfig(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{"tlb: {vector_entries: 64, page_bytes: 4096}\n", "address translation needs the memory hierarchy"},
		{"dram: {latency: 5}\ntlb: {vector_entries: 64, page_bytes: 3000}\n", "tlb.page_bytes: 3000 is not a power of two"},
		{"dram: {latency: 5}\ntlb: {vector_entries: 64, vector_ways: 5, page_bytes: 4096}\n", "tlb.vector_ways: 5 does not divide tlb.vector_entries = 64"},
		{"scheduler: {simds_per_cycle: 3}\n", "scheduler.simds_per_cycle: 3 does not divide gpu.simds_per_cu = 4"},
	} {
		if _, err := Load("hw.yaml", []byte(c.yaml)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.yaml, err, c.want)
		}
	}
	c, err := Load("hw.yaml", []byte("dram: {latency: 5}\ntlb: {vector_entries: 64, page_bytes: 4096}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !c.TLBs() || c.tlbCache(tlbVector, 1).ways != 64 || c.tlbCache(tlbScalar, 1) != nil {
		t.Errorf("a fully associative 64-entry vector TLB, no scalar TLB: %+v", c.TLBEntries)
	}
	// Optional keys count in the hash only when they differ from the
	// default: the default's hash is what it was before they existed.
	d := Default()
	if h := d.Hash(); h != "sha256:b5c73e46d3e4b615ba5fc0e7b5ec005c664120674cf58a8e11743c4d1c7be067" {
		t.Errorf("default hash %s changed", h)
	}
	if c.Hash() == d.Hash() {
		t.Error("a TLB does not change the hash")
	}
}
