package static

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestFromHardware checks the table derived from the default hardware
// against numbers computed by hand from default.yaml (docs/static.md).
func TestFromHardware(t *testing.T) {
	hw := timing.Default()
	if got := VMEMService(&hw); got != 256 {
		// A scratch dwordx4 with a VGPR offset: 64 lanes x 4 dwords, one
		// line each, at 64 bytes per cycle (a FLAT access: 64 lanes x 2
		// lines, 128).
		t.Errorf("VMEMService = %d, want 256", got)
	}
	tab, err := FromHardware(&hw)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Params.TakenBranch != 16 || tab.Params.IssueInterval != 4 || tab.Params.VALUSGPRToScalar != 0 {
		t.Errorf("params %+v, want taken 16, interval 4, no VALU->scalar delay", tab.Params)
	}
	seen := map[string]bool{}
	for _, k := range isa.Classes() {
		c := tab.Class(k.Name)
		var issue, lat, perDword int64
		switch {
		case k.Unit == isa.UnitVMEM:
			issue, lat = 4, 256+320+3-4 // service, latency, next visit; from the end of issue
		case k.Unit == isa.UnitSMEM:
			issue, lat = 4, 1+100+3-4
		case k.Unit == isa.UnitLDS:
			issue, lat, perDword = 4, 64+3-4, 64
		case k.Unit == isa.UnitVALU && k.Rate == isa.RateFull:
			issue = 4
		case k.Unit == isa.UnitVALU && k.Rate == isa.RateDPMul:
			issue = 64
		case k.Special == isa.SpecialBarrier:
			issue = 4 + 4 // issue.barrier, then a visit after the release
		case k.Unit == isa.UnitSALU && k.Rate == isa.RateSlow:
			issue = 8
		default:
			continue
		}
		seen[k.Unit.String()+"/"+k.Rate.String()+"/"+k.Special.String()] = true
		if c.Issue != issue || c.Latency != lat || c.LatencyPerDword != perDword {
			t.Errorf("class %s: issue %d, latency %d (+%d per dword); want %d, %d (+%d)", k.Name, c.Issue, c.Latency, c.LatencyPerDword, issue, lat, perDword)
		}
	}
	if len(seen) < 6 {
		t.Errorf("only %d kinds of class checked: %v", len(seen), seen)
	}
	// One SIMD per CU: the sequencer visits it every cycle.
	one := hw
	one.SIMDsPerCU, one.SALU = 1, 3
	tab1, err := FromHardware(&one)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range isa.Classes() {
		if k.Unit == isa.UnitSALU && k.Rate == isa.RateFull {
			if c := tab1.Class(k.Name); c.Issue != 3 {
				t.Errorf("one SIMD: class %s issue %d, want 3", k.Name, c.Issue)
			}
		}
	}
	caches := hw
	caches.DRAMLatency = 100
	if _, err := FromHardware(&caches); err == nil || !strings.Contains(err.Error(), "does not model caches") {
		t.Errorf("caches on: error %v", err)
	}
	// MGPUSim's issue and LDS structure is refused by name, key by key;
	// one SIMD per cycle is the default's own visit.
	for _, c := range []struct {
		set  func(c *timing.Config)
		keys string
	}{
		{func(c *timing.Config) { c.SIMDsPerCycle = 4 }, "scheduler.simds_per_cycle"},
		{func(c *timing.Config) { c.VectorDecoder = 4 }, "scheduler.vector_decoder"},
		{func(c *timing.Config) { c.LDSService = 15; c.VectorDecoder = 1 }, "scheduler.vector_decoder, lds.service"},
	} {
		h := hw
		c.set(&h)
		if _, err := FromHardware(&h); err == nil || !strings.Contains(err.Error(), "sets "+c.keys+": the static bound does not model them") {
			t.Errorf("%s: error %v", c.keys, err)
		}
	}
	h := hw
	h.SIMDsPerCycle, h.KernelCompletion = 1, 3600
	if _, err := FromHardware(&h); err != nil {
		t.Errorf("one SIMD per cycle, completion cycles: %v", err)
	}
}

// TestFromHardwareWith: a per-instruction service replaces the class's
// worst service for FLAT and MUBUF instructions alike (FLAT's memory kind
// counts lgkmcnt too), and only where the function reports one.
func TestFromHardwareWith(t *testing.T) {
	hw := timing.Default()
	tab, err := FromHardwareWith(&hw, func(in *asm.Instruction) (int64, bool) {
		return 7, in.Op == "flat_load_dword" || in.Op == "flat_store_dword"
	},
		func(in *asm.Instruction) (int64, bool) { return 5, in.Op == "ds_read_b32" })
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		op   string
		want int64
	}{
		{"flat_load_dword", 7 + 320 + 3 - 4},     // service, latency, next visit, from the end of issue
		{"flat_store_dword", 7 + 320 + 3 - 4},    // FLAT store: the same
		{"buffer_load_dword", 256 + 320 + 3 - 4}, // no service given: the worst case
		{"ds_read_b32", 64 + 3 - 4 + 5},          // LDS latency, next visit, from the end of issue, 5 passes
		{"ds_write_b32", 64 + 3 - 4 + 64},        // no bound given: 64 passes per dword
	} {
		in := &asm.Instruction{Mnemonic: c.op, Op: c.op}
		if got := tab.Cost(in); got.Latency != c.want {
			t.Errorf("%s: latency %d, want %d", c.op, got.Latency, c.want)
		}
	}
}
