package isa

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// TestFor: a processor's generation is its major version's, the older one
// between two, gfx8 for the zero Arch and anything older.
func TestFor(t *testing.T) {
	for _, c := range []struct {
		proc string
		want *Target
	}{
		{"", GFX8}, {"gfx700", GFX8}, {"gfx803", GFX8}, {"gfx810", GFX8}, {"gfx900", GFX9}, {"gfx90c", GFX9},
		{"gfx1030", GFX10}, {"gfx1100", GFX11}, {"gfx1200", GFX11},
	} {
		a, _ := asm.ArchFromProcessor(c.proc)
		if got := For(a); got != c.want {
			t.Errorf("For(%q) = %s, want %s", c.proc, got.Name, c.want.Name)
		}
	}
}

// TestCovers: gfx9 describes the Vega processors only (AMD's Vega ISA
// document); the CDNA processors of the same major version (gfx908,
// gfx90a, gfx940) are not covered, nor is a processor of another major
// version; the zero Arch is gfx803.
func TestCovers(t *testing.T) {
	for proc, want := range map[string]*Target{
		"": GFX8, "gfx801": GFX8, "gfx803": GFX8, "gfx810": GFX8,
		"gfx900": GFX9, "gfx902": GFX9, "gfx904": GFX9, "gfx906": GFX9, "gfx909": GFX9, "gfx90c": GFX9,
		"gfx700": nil, "gfx908": nil, "gfx90a": nil, "gfx940": nil,
		"gfx1030": GFX10, "gfx1100": GFX11,
	} {
		a, _ := asm.ArchFromProcessor(proc)
		for _, tg := range Targets() {
			if got := tg.Covers(a); got != (tg == want) {
				t.Errorf("%s.Covers(%q) = %v", tg.Name, proc, got)
			}
		}
	}
}

// TestWaitcnt: the counters' maxima and the SIMM16 layouts, worked out
// from the ISA references' field tables.
func TestWaitcnt(t *testing.T) {
	for _, c := range []struct {
		tg            *Target
		vm, lgkm, exp int // maxima
		simm          uint64
		want          [NumCounters]int
	}{
		// gfx8 0xf70: vmcnt 0, expcnt 7, lgkmcnt 15.
		{GFX8, 15, 15, 7, 0xf70, [NumCounters]int{VMCnt: 0, ExpCnt: 7, LGKMCnt: 15}},
		{GFX8, 15, 15, 7, 0x0123, [NumCounters]int{VMCnt: 3, ExpCnt: 2, LGKMCnt: 1}},
		// gfx9: vmcnt's high bits 15:14 above its low bits 3:0.
		{GFX9, 63, 15, 7, 0xc07f | 0x0f00, [NumCounters]int{VMCnt: 63, ExpCnt: 7, LGKMCnt: 15}},
		{GFX9, 63, 15, 7, 0x4001, [NumCounters]int{VMCnt: 17}},
		// gfx10: lgkmcnt bits 13:8.
		{GFX10, 63, 63, 7, 0x3f00, [NumCounters]int{LGKMCnt: 63}},
		// gfx11: vmcnt 15:10, lgkmcnt 9:4, expcnt 2:0.
		{GFX11, 63, 63, 7, 0xfc00 | 0x3f0 | 5, [NumCounters]int{VMCnt: 63, LGKMCnt: 63, ExpCnt: 5}},
		{GFX11, 63, 63, 7, 1<<10 | 2<<4 | 3, [NumCounters]int{VMCnt: 1, LGKMCnt: 2, ExpCnt: 3}},
	} {
		w := &c.tg.Waitcnt
		if w.Max(VMCnt) != c.vm || w.Max(LGKMCnt) != c.lgkm || w.Max(ExpCnt) != c.exp {
			t.Errorf("%s maxima %d %d %d, want %d %d %d", c.tg.Name, w.Max(VMCnt), w.Max(LGKMCnt), w.Max(ExpCnt), c.vm, c.lgkm, c.exp)
		}
		if got := w.Decode(c.simm); got != c.want {
			t.Errorf("%s %#x: %v, want %v", c.tg.Name, c.simm, got, c.want)
		}
	}
}

// TestDataOf: the data shapes of memory mnemonics of every encoding.
func TestDataOf(t *testing.T) {
	for op, want := range map[string]Data{
		"flat_load_dword":           {Bytes: 4, Addrs: 1},
		"global_load_dwordx4":       {Bytes: 16, Addrs: 1},
		"buffer_load_dwordx3":       {Bytes: 12, Addrs: 1},
		"buffer_load_sbyte":         {Bytes: 1, Signed: true, Addrs: 1},
		"flat_load_sshort":          {Bytes: 2, Signed: true, Addrs: 1},
		"buffer_store_short":        {Bytes: 2, Addrs: 1},
		"global_load_ubyte_d16_hi":  {Bytes: 1, Addrs: 1},
		"buffer_load_format_xyz":    {Bytes: 12, Addrs: 1},
		"tbuffer_load_format_d16_x": {Bytes: 2, Addrs: 1},
		"flat_atomic_add":           {Bytes: 4, Addrs: 1},
		"flat_atomic_cmpswap_x2":    {Bytes: 8, Addrs: 1, TwoData: true},
		"buffer_wbinvl1":            {},
		"ds_read_b64":               {Bytes: 8, Addrs: 1},
		"ds_read_i8":                {Bytes: 1, Signed: true, Addrs: 1},
		"ds_write_b96":              {Bytes: 12, Addrs: 1},
		"ds_read2st64_b64":          {Bytes: 8, Addrs: 2},
		"ds_write2_b32":             {Bytes: 4, Addrs: 2},
		"ds_wrxchg2_rtn_b64":        {Bytes: 8, Addrs: 2},
		"ds_load_2addr_b32":         {Bytes: 4, Addrs: 2},
		"ds_cmpst_rtn_b32":          {Bytes: 4, Addrs: 1, TwoData: true},
		"ds_condxchg32_rtn_b64":     {Bytes: 8, Addrs: 1, TwoData: true},
		"ds_add_u32":                {Bytes: 4, Addrs: 1},
		"ds_max_rtn_f64":            {Bytes: 8, Addrs: 1},
		"ds_write_src2_b64":         {Bytes: 8, Addrs: 1},
		"ds_bpermute_b32":           {Bytes: 4, Addrs: 1},
		"ds_nop":                    {},
		"s_load_dword":              {Bytes: 4, Addrs: 1},
		"s_buffer_load_dwordx16":    {Bytes: 64, Addrs: 1},
		"s_memtime":                 {Bytes: 8},
		"s_dcache_inv":              {},
		"s_atomic_cmpswap_x2":       {Bytes: 8, Addrs: 1, TwoData: true},
		"v_add_u32":                 {},
		"s_add_u32":                 {},
	} {
		if got := DataOf(op); got != want {
			t.Errorf("DataOf(%s) = %+v, want %+v", op, got, want)
		}
	}
}

// TestRecords: the facts that differ between generations, and the ones
// every record carries.
func TestRecords(t *testing.T) {
	for _, c := range []struct {
		tg       *Target
		op       string
		carry    bool
		readsDst bool
		class    string
	}{
		{GFX8, "v_add_u32", true, false, "valu"},
		{GFX9, "v_add_u32", false, false, "valu"}, // no carry on gfx9: semantics v_add_nc_u32
		{GFX9, "v_add_i32", false, false, "valu"}, // signed VOP3 add on gfx9
		{GFX9, "v_mac_f16", false, true, "valu"},  // keeps the high half on gfx9
		{GFX9, "v_add_co_u32", true, false, "valu"},
		{GFX8, "v_addc_u32", true, false, "valu"},
		{GFX8, "v_div_scale_f32", true, false, "valu_quarter"},
		{GFX8, "v_mac_f32", false, true, "valu"},
		{GFX9, "v_fmac_f32", false, true, "valu"},
		{GFX8, "v_add_f32", false, false, "valu"},
		{GFX8, "s_waitcnt", false, false, "waitcnt"},
	} {
		r := c.tg.Inst(c.op)
		got := fmt.Sprintf("%v %v %s", r.CarryOut, r.ReadsDst, r.Class.Name)
		if want := fmt.Sprintf("%v %v %s", c.carry, c.readsDst, c.class); got != want || r.Op != c.op || r.Sem != c.tg.sem[c.op] && r.Sem != c.op {
			t.Errorf("%s %s: %s (op %s sem %s), want %s", c.tg.Name, c.op, got, r.Op, r.Sem, want)
		}
		if c.tg.Inst(c.op) != r {
			t.Errorf("%s %s: a second record", c.tg.Name, c.op)
		}
	}
	// The meanings gfx9 changed run other semantics entries there (the
	// simulator's table, traces/sim); gfx8 keeps the mnemonic's own.
	for op, sem := range map[string]string{"v_add_u32": "v_add_nc_u32", "v_sub_i32": "v_sub_nc_i32",
		"v_mad_u16": "v_mad_u16.opsel", "v_mac_f16": "v_mac_f16.keephi", "v_add_co_u32": "v_add_co_u32"} {
		if got := GFX9.Inst(op).Sem; got != sem {
			t.Errorf("gfx9 %s: semantics %s, want %s", op, got, sem)
		}
		if got := GFX8.Inst(op).Sem; got != op {
			t.Errorf("gfx8 %s: semantics %s, want %s", op, got, op)
		}
	}
	if r := GFX8.Inst("s_cbranch_execz"); r.Cond != CondEXECZ {
		t.Errorf("s_cbranch_execz: cond %v", r.Cond)
	}
	if r := GFX8.Inst("v_no_such_op"); r.Rule == nil || !r.Rule.Fallback || r.Data != (Data{}) {
		t.Errorf("unknown mnemonic: %+v (only a fallback rule may class it)", r)
	}
	if r := GFX8.Inst("ds_read2_b32"); r.Data.Addrs != 2 || r.Class.Unit != UnitLDS {
		t.Errorf("ds_read2_b32: %+v", r)
	}
}

// TestTargetFacts: every generation has a name, a lane count within
// MaxLanes, the split bit and an LDS size, and they are ordered.
func TestTargetFacts(t *testing.T) {
	prev := 0
	for _, tg := range Targets() {
		if tg.Name == "" || tg.Major <= prev || tg.WaveSize < 1 || tg.WaveSize > MaxLanes || tg.SplitBit != 21 || tg.LDSBytes <= 0 || tg.NopMax != 15 {
			t.Errorf("%+v", tg)
		}
		prev = tg.Major
	}
	if !GFX8.Simulated {
		t.Error("gfx8 is the simulator's generation")
	}
}

// TestSimulatedWaveSize: the simulator, the split model and the static
// bound take a wavefront's lanes as MaxLanes, so every simulated target's
// wavefront has exactly that many; a target with fewer (wave32) must not be
// simulated before they read its WaveSize.
func TestSimulatedWaveSize(t *testing.T) {
	for _, tg := range Targets() {
		if tg.Simulated && tg.WaveSize != MaxLanes {
			t.Errorf("%s: simulated with WaveSize %d, want MaxLanes = %d", tg.Name, tg.WaveSize, MaxLanes)
		}
	}
	if MaxS != MaxLanes-1 || 1<<LaneBits != MaxLanes || Waves(0) != 0 || Waves(1) != 1 || Waves(MaxLanes) != 1 || Waves(MaxLanes+1) != 2 || Waves(1024) != 1024/MaxLanes {
		t.Errorf("MaxS = %d, LaneBits = %d, Waves(0, 1, MaxLanes, MaxLanes+1, 1024) = %d %d %d %d %d", MaxS, LaneBits, Waves(0), Waves(1), Waves(MaxLanes), Waves(MaxLanes+1), Waves(1024))
	}
}
