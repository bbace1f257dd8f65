package static

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// seq parses instruction lines (one per line) as the body of a function for
// the given processor.
func seq(t testing.TB, proc, body string) (asm.Arch, []*asm.Instruction) {
	t.Helper()
	src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--" + proc + "\"\n\t.type\tk,@function\nk:\n"
	for _, l := range strings.Split(strings.TrimSpace(body), "\n") {
		src += "\t" + strings.TrimSpace(l) + "\n"
	}
	src += ".Lfunc_end0:\n"
	f, err := asm.Parse("seq.s", []byte(src), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Functions) != 1 {
		t.Fatalf("%d functions", len(f.Functions))
	}
	return f.Arch, f.Functions[0].Instrs
}

func seqCost(t testing.TB, tab *Table, proc, body string) int64 {
	t.Helper()
	arch, ins := seq(t, proc, body)
	c, err := tab.SequenceCost(arch, ins)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestVALUSequence(t *testing.T) {
	for _, n := range []int{1, 2, 7, 50} {
		body := strings.Repeat("v_mov_b32_e32 v1, v2\nv_xor_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD\n", n)
		body = strings.Join(strings.Split(strings.TrimSpace(body), "\n")[:n], "\n")
		if got := seqCost(t, Default(), "gfx803", body); got != int64(4*n) {
			t.Errorf("%d VALU instructions: %d cycles, want %d", n, got, 4*n)
		}
	}
}

func TestQuarterRateAndDouble(t *testing.T) {
	for _, c := range []struct {
		line string
		want int64
	}{
		{"v_mul_lo_u32 v1, v1, 3", 16},
		{"v_mul_hi_u32 v1, v1, v2", 16},
		{"v_rcp_f32_e32 v1, v2", 16},
		{"v_sqrt_f32_e32 v1, v2", 16},
		{"v_exp_f32_e32 v1, v2", 16},
		{"v_mad_u64_u32 v[0:1], s[0:1], v2, v3, v[4:5]", 16},
		{"v_mul_u32_u24_e32 v1, 5, v2", 4}, // 24-bit multiply is full rate
		{"v_add_f64 v[0:1], v[2:3], v[4:5]", 32},
		{"v_lshlrev_b64 v[2:3], 2, v[2:3]", 32},
		{"v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]", 64},
	} {
		if got := seqCost(t, Default(), "gfx803", c.line); got != c.want {
			t.Errorf("%s: %d cycles, want %d", c.line, got, c.want)
		}
	}
}

func TestLoadThenWait(t *testing.T) {
	arch, ins := seq(t, "gfx803", "flat_load_dword v1, v[1:2]\ns_waitcnt vmcnt(0)")
	c := Default().Cost(ins[0])
	if c.Issue != 8 || c.Mem != MemFlat || c.Latency != 1000 || c.Class != "flat_load" {
		t.Fatalf("flat_load_dword cost %+v", c)
	}
	// load issue 8, latency 1000 from the end of its issue, then the
	// s_waitcnt's own issue slot 4: 8 + 1000 + 4.
	if got, _ := Default().SequenceCost(arch, ins); got != 8+1000+4 {
		t.Errorf("load + wait: %d, want %d", got, 8+1000+4)
	}
	// gfx9 global load: vmcnt only, same numbers.
	if got := seqCost(t, Default(), "gfx900", "global_load_dword v1, v[1:2], off\ns_waitcnt vmcnt(0)"); got != 8+1000+4 {
		t.Errorf("global load + wait: %d", got)
	}
	// The wait is what costs: without it the load is just its issue.
	if got := seqCost(t, Default(), "gfx803", "flat_load_dword v1, v[1:2]"); got != 8 {
		t.Errorf("load alone: %d", got)
	}
}

func TestVmcntPartial(t *testing.T) {
	// load A issues 0..8, due 1008; load B 8..16, due 1016.
	// vmcnt(1) waits until at most one is outstanding: A's deadline 1008,
	// then its issue: 1012. vmcnt(0) then waits for B: 1016 + 4 = 1020.
	two := "flat_load_dword v1, v[1:2]\nflat_load_dword v3, v[4:5]\n"
	if got := seqCost(t, Default(), "gfx803", two+"s_waitcnt vmcnt(1)"); got != 1012 {
		t.Errorf("vmcnt(1): %d, want 1012", got)
	}
	if got := seqCost(t, Default(), "gfx803", two+"s_waitcnt vmcnt(1)\ns_waitcnt vmcnt(0)"); got != 1020 {
		t.Errorf("vmcnt(1) vmcnt(0): %d, want 1020", got)
	}
	if got := seqCost(t, Default(), "gfx803", two+"s_waitcnt vmcnt(2)"); got != 20 {
		t.Errorf("vmcnt(2) waits for nothing: %d, want 20", got)
	}
	// The numeric form: s_waitcnt 0 waits on every counter.
	if got := seqCost(t, Default(), "gfx803", two+"s_waitcnt 0"); got != 1020 {
		t.Errorf("s_waitcnt 0: %d, want 1020", got)
	}
	// Scalar loads may return out of order; the deadline rule does not care:
	// s_load 0..4 due 1004, 4..8 due 1008; lgkmcnt(1) ends at 1004, +4.
	if got := seqCost(t, Default(), "gfx803", "s_load_dword s0, s[4:5], 0x0\ns_load_dword s1, s[4:5], 0x4\ns_waitcnt lgkmcnt(1)"); got != 1008 {
		t.Errorf("lgkmcnt(1): %d, want 1008", got)
	}
	// gfx10's SOPK wait on the store counter: store A 0..16 due 1016, B
	// 16..32 due 1032; vscnt(1) waits for A: 1016 + 4.
	if got := seqCost(t, Default(), "gfx1030", "global_store_dword v[1:2], v3, off\nglobal_store_dword v[1:2], v3, off\ns_waitcnt_vscnt null, 0x1"); got != 1020 {
		t.Errorf("vscnt(1): %d, want 1020", got)
	}
	// A FLAT load counts on lgkmcnt too.
	if got := seqCost(t, Default(), "gfx803", "flat_load_dword v1, v[1:2]\ns_waitcnt lgkmcnt(0)"); got != 1012 {
		t.Errorf("flat + lgkmcnt(0): %d, want 1012", got)
	}
}

func TestCounterOverflowStalls(t *testing.T) {
	// gfx8's vmcnt holds 15: the 16th load waits for the first (due 1008),
	// then issues: 1008 + 8.
	body := strings.Repeat("flat_load_dword v1, v[1:2]\n", 16)
	if got := seqCost(t, Default(), "gfx803", body); got != 1016 {
		t.Errorf("16 loads on gfx803: %d, want 1016", got)
	}
	// gfx9's holds 63 (global_load counts on vmcnt only).
	body = strings.Repeat("global_load_dword v1, v[1:2], off\n", 16)
	if got := seqCost(t, Default(), "gfx900", body); got != 16*8 {
		t.Errorf("16 loads on gfx900: %d, want %d", got, 16*8)
	}
}

func TestControlAndLDS(t *testing.T) {
	for _, c := range []struct {
		body string
		want int64
	}{
		{"s_nop 0", 4},
		{"s_nop 3", 4 + 3*4},
		{"s_sleep 2", 4 + 2*64},
		{"s_barrier", 4 + 2000},
		{"s_mov_b32 s0, 0", 4},
		{"s_and_saveexec_b64 s[6:7], vcc", 8},
		{"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1", 8},
		// v_cmp writes VCC: the next scalar instruction issues 16 cycles
		// after the v_cmp's issue, then takes its 8.
		{"v_cmp_lt_u32_e32 vcc, 2, v2\ns_and_saveexec_b64 s[6:7], vcc", 16 + 8},
		// ... but a VALU in between does not wait.
		{"v_cmp_lt_u32_e32 vcc, 2, v2\nv_mov_b32_e32 v1, 0", 8},
		// v_add_u32 with carry-out writes VCC too (gfx8).
		{"v_add_u32_e32 v1, vcc, s2, v1\ns_mov_b32 s0, 0", 16 + 4},
		// LDS: issue 4 per dword for reads, 4 + 4 per dword for writes;
		// latency 64 + 64 per dword (worst bank conflicts).
		{"ds_read_b32 v1, v2\ns_waitcnt lgkmcnt(0)", 4 + 64 + 64 + 4},
		{"ds_read2_b32 v[1:2], v2 offset1:1\ns_waitcnt lgkmcnt(0)", 8 + 64 + 128 + 4},
		{"ds_write_b32 v1, v2\ns_waitcnt lgkmcnt(0)", 8 + 64 + 64 + 4},
	} {
		if got := seqCost(t, Default(), "gfx803", c.body); got != c.want {
			t.Errorf("%q: %d cycles, want %d", c.body, got, c.want)
		}
	}
}

func TestOverrides(t *testing.T) {
	user := `# user table
params:
  taken_branch: 0
classes:
  valu: {issue: 5}
  myslow: {issue: 40}
rules:
  - {match: v_mov_b32, class: myslow}
`
	tab, err := Load("user.yaml", []byte(user))
	if err != nil {
		t.Fatal(err)
	}
	_, ins := seq(t, "gfx803", "v_mov_b32_e32 v1, v2\nv_and_b32_e32 v1, 1, v2\nflat_load_dword v1, v[1:2]\nv_mul_lo_u32 v1, v1, 3")
	if c := tab.Cost(ins[0]); c.Issue != 40 || c.Class != "myslow" || c.Rule != "user.yaml:8" {
		t.Errorf("v_mov override: %+v", c)
	}
	if c := tab.Cost(ins[1]); c.Issue != 5 || c.Class != "valu" {
		t.Errorf("valu field override: %+v", c)
	}
	if c := tab.Cost(ins[2]); c.Issue != 8 || c.Latency != 1000 {
		t.Errorf("inherited flat_load: %+v", c)
	}
	if c := tab.Cost(ins[3]); c.Issue != 16 {
		t.Errorf("inherited quarter rate: %+v", c)
	}
	if tab.Params.TakenBranch != 0 || tab.Params.IssueInterval != 4 {
		t.Errorf("params %+v", tab.Params)
	}
	// The default is untouched.
	if c := Default().Cost(ins[0]); c.Issue != 4 {
		t.Errorf("default changed: %+v", c)
	}
	// Overrides change segment weights: ifelse's taken edge loses its 16.
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	e := ig.Edge(ig.IPT("div@%bb.0"), ig.IPT("div@.LBB0_2"), ipg.Taken)
	w0, _ := SegmentWeights(ig, Default())
	noPenalty, _ := Load("np.yaml", []byte("params: {taken_branch: 0}"))
	w1, err := SegmentWeights(ig, noPenalty)
	if err != nil {
		t.Fatal(err)
	}
	if w0[e.ID]-w1[e.ID] != 16 {
		t.Errorf("taken edge: %d with penalty, %d without", w0[e.ID], w1[e.ID])
	}

	// inherit: false starts from nothing.
	alone := `inherit: false
params: {issue_interval: 4}
classes: {any: {issue: 7}}
fallback: [{match: "*", class: any}]
`
	tab, err = Load("alone.yaml", []byte(alone))
	if err != nil {
		t.Fatal(err)
	}
	if c := tab.Cost(ins[2]); c.Issue != 7 || c.Mem != MemNone || !c.Fallback {
		t.Errorf("inherit false: %+v", c)
	}
	// The embedded file loads as an override of itself with no change.
	again, err := Load("default.yaml", DefaultYAML())
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range ins {
		if a, b := again.Cost(in), Default().Cost(in); a.Cycles() != b.Cycles() || a.Latency != b.Latency {
			t.Errorf("%s: %+v vs %+v", in, a, b)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"params:\n  taken_branch: 1\n    issue_interval: 2\n", "bad.yaml:3: mapping values are not allowed in this context"},
		{"params:\n  taken_branch: lots\n", `bad.yaml:2: params.taken_branch: expected a non-negative integer (cycles), got "lots"`},
		{"params:\n  taken_branch: -3\n", "bad.yaml:2: params.taken_branch: expected a non-negative integer"},
		{"params:\n  speed: 3\n", `bad.yaml:2: unknown parameter "speed": want one of issue_interval, taken_branch, valu_sgpr_to_scalar`},
		{"colours: 3\n", `bad.yaml:1: unknown key "colours": want one of inherit, params, classes, rules, fallback`},
		{"rules:\n  - match: v_foo\n    class: nope\n", `bad.yaml:2: unknown class "nope"; valid classes: barrier, branch, cbranch,`},
		{"rules:\n  - {match: v_foo}\n", "bad.yaml:2: rules: rule without class"},
		{"rules:\n  - {match: \"v_[\", class: valu}\n", `bad.yaml:2: rules: match: bad glob "v_["`},
		{"rules: {a: b}\n", "bad.yaml:1: rules: expected a list"},
		{"classes:\n  x:\n    issue: 4\n    colour: red\n", `bad.yaml:4: class "x": unknown field "colour": want one of issue,`},
		{"classes:\n  x: {issue: 4, mem: disk, latency: 3}\n", `bad.yaml:2: x.mem: unknown memory kind "disk"; valid kinds: none, vmem, vmem_store,`},
		{"classes:\n  x: {latency: 3, mem: vmem}\n", `bad.yaml:2: class "x": issue (or issue_per_dword) must be positive`},
		{"classes:\n  x: {issue: 4, latency: 3}\n", `bad.yaml:2: class "x": latency without mem`},
		{"classes:\n  x: {issue: 4, waitcnt: maybe}\n", `bad.yaml:2: x.waitcnt: expected true or false, got "maybe"`},
		{"- 1\n- 2\n", "bad.yaml:1: expected a mapping"},
		{"inherit: false\nclasses: {a: {issue: 4}}\n", "params.issue_interval must be at least 1"},
	} {
		_, err := Load("bad.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s", c.src, err, c.want)
		}
	}
}

func TestUnknownMnemonic(t *testing.T) {
	in := &asm.Instruction{Mnemonic: "zz_frob", Op: "zz_frob"}
	in.SetPos(asm.Pos{File: "k.s", Line: 9})
	if c := Default().Cost(in); c.Known || c.Issue <= 0 {
		t.Errorf("unknown: %+v", c)
	}
	_, err := Default().SequenceCost(asm.DefaultArch, []*asm.Instruction{in})
	if err == nil || !strings.Contains(err.Error(), "zz_frob (k.s:9)") {
		t.Errorf("want an error naming zz_frob, got %v", err)
	}
	v := &asm.Instruction{Mnemonic: "v_frobnicate_b32", Op: "v_frobnicate_b32", Enc: asm.EncVOP3}
	if c := Default().Cost(v); !c.Known || !c.Fallback || c.Issue != 16 {
		t.Errorf("fallback: %+v", c)
	}
}

// TestExampleMnemonics: every mnemonic of every example has a deliberate
// entry, not a catch-all fallback. A new opcode in an example fails here
// until the table says what it costs.
func TestExampleMnemonics(t *testing.T) {
	classOf := map[string]string{}
	var bad []string
	for _, name := range examples.Names() {
		src, err := examples.Assembly(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range f.Functions {
			for _, in := range fn.Instrs {
				if _, ok := classOf[in.Mnemonic]; ok {
					continue
				}
				c := Default().Cost(in)
				classOf[in.Mnemonic] = c.Class
				if !c.Known || c.Fallback {
					bad = append(bad, fmt.Sprintf("%s (%s, class %q)", in.Mnemonic, in.Pos(), c.Class))
				}
			}
		}
	}
	if len(bad) > 0 {
		t.Errorf("mnemonics without a deliberate latency rule (add one to cfg/isa/isa.yaml):\n  %s", strings.Join(bad, "\n  "))
	}
	var names []string
	for m := range classOf {
		names = append(names, m+"="+classOf[m])
	}
	sort.Strings(names)
	t.Logf("%d mnemonics: %s", len(names), strings.Join(names, " "))
}

// TestIfElseWeights hand-checks two segments of the if/else example.
func TestIfElseWeights(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	w, err := SegmentWeights(ig, Default())
	if err != nil {
		t.Fatal(err)
	}
	div0, div2 := ig.IPT("div@%bb.0"), ig.IPT("div@.LBB0_2")

	// a = start→div@%bb.0 runs %bb.0 up to its s_cbranch_execz:
	//   s_load_dwordx2            0 →  4   (due 1004, not waited here)
	//   s_load_dwordx2            4 →  8   (due 1008)
	//   v_and_b32_e32             8 → 12
	//   v_cmp_lt_u32_e32 vcc     12 → 16   (writes VCC: scalar ops from 12+16 = 28)
	//   s_and_saveexec_b64       28 → 36   (waits 12 for the VALU→scalar delay, issue 8)
	//   s_xor_b64                36 → 40
	//   s_cbranch_execz (To)     can issue at 40
	if got := w[ig.Edge(ig.Start, div0, ipg.Any).ID]; got != 40 {
		t.Errorf("start->div@%%bb.0 = %d, want 40", got)
	}

	// c = div@%bb.0 -taken-> div@.LBB0_2 skips the then-body:
	//   s_cbranch_execz 8 + taken 16 = 24; in .LBB0_2 s_or_saveexec_b64 8,
	//   two s_load_dword 4 + 4, s_xor_b64 4: 24 + 20 = 44.
	if got := w[ig.Edge(div0, div2, ipg.Taken).ID]; got != 44 {
		t.Errorf("div@%%bb.0-taken->div@.LBB0_2 = %d, want 44", got)
	}

	// b = div@%bb.0 -not-taken-> div@.LBB0_2 runs the then-body. At its start
	// the data-flow bound says two SMEM loads (from %bb.0) may be
	// outstanding, each due by 1000 (worst latency from the segment start).
	//   s_cbranch_execz                      0 →    8
	//   v_mul_u32_u24, v_mov, v_lshlrev_sdwa 8 →   20
	//   s_waitcnt lgkmcnt(0)   waits to 1000, 1000 → 1004
	//   v_mov                             1004 → 1008
	//   v_add_u32 vcc (scalar from 1024)  1008 → 1012
	//   v_addc_u32 vcc (scalar from 1028) 1012 → 1016
	//   flat_load_dword                   1016 → 1024  (due 2024)
	//   v_mov                             1024 → 1028
	//   s_waitcnt vmcnt(0)     waits to 2024, 2024 → 2028
	//   v_xor_sdwa, v_lshlrev             2028 → 2036
	//   v_add_u32 (scalar from 2052)      2036 → 2040
	//   v_addc_u32 (scalar from 2056)     2040 → 2044
	//   flat_load_dword                   2044 → 2052  (due 3052)
	//   s_waitcnt vmcnt(0)     waits to 3052, 3052 → 3056
	//   v_add_u32 vcc (scalar from 3072)  3056 → 3060
	//   .LBB0_2: s_or_saveexec_b64 waits for the scalar delay: 3072 → 3080
	//   s_load_dword, s_load_dword        3080 → 3088
	//   s_xor_b64                         3088 → 3092
	//   s_cbranch_execz (To) can issue at 3092.
	if got := w[ig.Edge(div0, div2, ipg.NotTaken).ID]; got != 3092 {
		t.Errorf("div@%%bb.0-not-taken->div@.LBB0_2 = %d, want 3092", got)
	}

	// join@.LBB0_4→end: the two s_load_dword of .LBB0_2 may be outstanding
	// (the else-body on the taken path does not wait for them):
	//   s_or_b64 0→4; s_waitcnt lgkmcnt(0) waits to 1000 → 1004; five SALU
	//   → 1024; v_add_u32 vcc (scalar from 1040) → 1028; v_mov → 1032;
	//   v_lshlrev_b64 (f64 rate, 32) → 1064; v_mov → 1068; v_add_u32 → 1072
	//   (scalar from 1084); v_addc_u32 → 1076 (scalar from 1088);
	//   flat_store_dword 16 → 1092 (due 2092); s_endpgm drains: 2092 → 2096.
	if got := w[ig.Edge(ig.IPT("join@.LBB0_4"), ig.Ends[0], ipg.Any).ID]; got != 2096 {
		t.Errorf("join@.LBB0_4->end = %d, want 2096", got)
	}
}

// TestAllExamplesPositive: every edge of every example gets a positive
// weight, with both IPT placements; a segment covering a whole block costs at
// least the block.
func TestAllExamplesPositive(t *testing.T) {
	for _, name := range examples.Names() {
		for _, p := range []ipg.Placement{ipg.Thesis, ipg.Blocks} {
			ig := exampletest.IPG(t, name, p)
			w, err := SegmentWeights(ig, Default())
			if len(ig.CFG.Calls) > 0 {
				// A kernel with calls gets no static bound
				// (TestRefusesCalls): the refusal names the call.
				if err == nil || !strings.Contains(err.Error(), "s_swappc_b64 at "+name+"/kernel.s:") {
					t.Errorf("%s %s: want a refusal naming the call, got %v", name, p, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s %s: %v", name, p, err)
			}
			if len(w) != len(ig.Edges) {
				t.Fatalf("%s: %d weights for %d edges", name, len(w), len(ig.Edges))
			}
			var sum int64
			for _, e := range ig.Edges {
				if w[e.ID] <= 0 {
					t.Errorf("%s %s: edge %s weight %d", name, p, e, w[e.ID])
				}
				sum += w[e.ID]
			}
			bc := BlockCosts(ig.CFG, Default())
			if p == ipg.Blocks {
				// One IPT per block start: the segment leaving block b runs all
				// of b (plus a taken penalty, plus what its successor's first
				// instruction waits for), so it is at least BlockCosts[b]
				// unless b ends the kernel (then the segment is b itself).
				for _, e := range ig.Edges {
					b := e.From.Block
					if e.From.Index == 0 && len(e.CFGEdges) > 0 && w[e.ID] < bc[b.ID] {
						t.Errorf("%s: edge %s %d < block %s %d", name, e, w[e.ID], b, bc[b.ID])
					}
				}
			}
			for id, c := range bc {
				if c <= 0 && len(ig.CFG.Blocks[id].Instrs) > 0 {
					t.Errorf("%s: block %s cost %d", name, ig.CFG.Blocks[id], c)
				}
			}
			t.Logf("%s %s: %d edges, total static weight %d", name, p, len(ig.Edges), sum)
		}
	}
}

// TestJoinBounds: the state join is an upper bound of both inputs for the
// quantities the machine reads (the k-th latest deadline).
func TestJoinBounds(t *testing.T) {
	a := &state{t: 10, pending: [numCounters][]int64{{900, 500, 100}}}
	b := &state{t: 20, pending: [numCounters][]int64{{950, 80}}}
	j := a.clone()
	j.join(b)
	if j.t != 20 {
		t.Errorf("t %d", j.t)
	}
	want := []int64{950, 500, 100}
	if fmt.Sprint(j.pending[VMCnt]) != fmt.Sprint(want) {
		t.Errorf("pending %v, want %v", j.pending[VMCnt], want)
	}
}

// TestVMEMInOrder: vector memory returns in order (as the simulator's
// timing model has it), so a narrow load issued after a wide one
// completes with it: vmcnt(1) after both waits for the wide one, and the
// deadlines stay latest-first. Other counters keep their own deadlines.
func TestVMEMInOrder(t *testing.T) {
	var s state
	s.add(VMCnt, 500) // wide load
	s.add(VMCnt, 120) // narrow load, issued later
	if got := s.pending[VMCnt]; len(got) != 2 || got[0] != 500 || got[1] != 500 {
		t.Errorf("vmcnt deadlines %v, want [500 500]", got)
	}
	s.add(LGKMCnt, 500)
	s.add(LGKMCnt, 120)
	if got := s.pending[LGKMCnt]; len(got) != 2 || got[0] != 500 || got[1] != 120 {
		t.Errorf("lgkmcnt deadlines %v, want [500 120]", got)
	}
}
