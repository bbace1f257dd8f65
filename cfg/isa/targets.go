package isa

// The modelled generations. Sources: AMD's "Graphics Core Next
// Architecture, Generation 3" ISA reference (gfx8) and "Vega" ISA
// reference (gfx9), the RDNA ISA references (gfx10, gfx11), and LLVM's
// AMDGPUUsage (s_waitcnt fields, LDS sizes).

// carryOutGCN are the vector ALU instructions whose second operand is a
// scalar destination on GCN up to gfx8: the carry-out adds and
// subtractions (with the pre-VI spellings _i32, which the assembler
// still accepts), v_div_scale's flag and v_mad_u64_u32's carry.
var carryOutGCN = set("v_add_u32", "v_sub_u32", "v_subrev_u32", "v_addc_u32", "v_subb_u32", "v_subbrev_u32",
	"v_add_i32", "v_sub_i32", "v_subrev_i32",
	"v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32", "v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32",
	"v_add_co_ci_u32", "v_sub_co_ci_u32", "v_subrev_co_ci_u32",
	"v_div_scale_f32", "v_div_scale_f64", "v_div_scale_f16", "v_mad_u64_u32", "v_mad_i64_i32")

// carryOutGCN5 are carryOutGCN from gfx9 on, where v_add_u32,
// v_sub_u32 and v_subrev_u32 write no carry (the carry forms are
// v_add_co_u32 & co.), nor do v_add_i32 and v_sub_i32 (signed VOP3
// adds there).
var carryOutGCN5 = without(carryOutGCN, "v_add_u32", "v_sub_u32", "v_subrev_u32", "v_add_i32", "v_sub_i32")

// semGCN5 are the mnemonics whose meaning gfx9 changed, and the entries
// of the simulator's table that execute them from gfx9 on (named after
// gfx10's mnemonic of the same meaning where it has one):
//
//   - v_add_u32, v_sub_u32, v_subrev_u32 write no carry (VOP3's clamp
//     saturates unsigned), gfx10's v_add_nc_u32 & co.;
//   - v_add_i32, v_sub_i32 are VOP3-only signed adds without carry
//     (clamp saturates signed), gfx10's v_add_nc_i32 & co.; before gfx8
//     they were the carry adds;
//   - v_mad_u16, v_mad_i16, v_mad_f16, v_fma_f16 and v_div_fixup_f16
//     take op_sel (a source bit reads a high half, the destination bit
//     writes the high half) and keep the other half of the destination
//     (gfx8's, which zero it, are gfx9's v_*_legacy_*);
//   - v_mac_f16, v_madak_f16, v_madmk_f16 keep the destination's high
//     half (gfx8 zeroes it).
var semGCN5 = map[string]string{
	"v_add_u32": "v_add_nc_u32", "v_sub_u32": "v_sub_nc_u32", "v_subrev_u32": "v_subrev_nc_u32",
	"v_add_i32": "v_add_nc_i32", "v_sub_i32": "v_sub_nc_i32",
	"v_mad_u16": "v_mad_u16.opsel", "v_mad_i16": "v_mad_i16.opsel", "v_mad_f16": "v_mad_f16.opsel",
	"v_fma_f16": "v_fma_f16.opsel", "v_div_fixup_f16": "v_div_fixup_f16.opsel",
	"v_mac_f16": "v_mac_f16.keephi", "v_madak_f16": "v_madak_f16.keephi", "v_madmk_f16": "v_madmk_f16.keephi",
}

// readsDst are the instructions that read their destination register in
// every generation that has them: the multiply-accumulates (gfx9+'s fused
// ones and dot2c too) and v_cvt_pkaccum_u8_f32, which replaces one byte.
var readsDst = []string{"v_mac_f32", "v_mac_f16", "v_mac_legacy_f32", "v_fmac_*", "v_dot2c_*", "v_dot4c_*", "v_dot8c_*", "v_cvt_pkaccum_u8_f32"}

var (
	// GFX8 is GCN3 (gfx801 to gfx810: Fiji, Polaris): the simulator's
	// generation.
	GFX8 = &Target{
		Name: "gfx8", Major: 8, About: "GCN3 (gfx801 to gfx810: Tonga, Fiji, Polaris)",
		Processors: []string{"gfx801", "gfx802", "gfx803", "gfx805", "gfx810"},
		WaveSize:   64, LDSBytes: 64 << 10, SplitBit: 21,
		// vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8].
		Waitcnt: Waitcnt{VMCnt: {{0, 4}}, LGKMCnt: {{8, 4}}, ExpCnt: {{4, 3}}},
		NopMax:  15, SleepMax: 7,
		Simulated: true,
		carryOut:  carryOutGCN, readsDst: readsDst,
	}
	// GFX9 is GCN5 (Vega: gfx900, gfx902, gfx904, gfx906, gfx909,
	// gfx90c; AMD's Vega ISA document). v_add_u32 and its kin write no
	// carry here (gfx8's are v_add_co_u32 & co.). The other gfx9
	// processors are CDNA, with ISA documents of their own (MI100 gfx908:
	// accumulation registers and MFMA; MI200 gfx90a: a unified register
	// file, packed f32, 8 wavefronts per SIMD; MI300 gfx940: other cache
	// bits): not this target.
	GFX9 = &Target{
		Name: "gfx9", Major: 9, About: "GCN5 (Vega: gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c)",
		Processors: []string{"gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"},
		WaveSize:   64, LDSBytes: 64 << 10, SplitBit: 21,
		// vmcnt [3:0] and [15:14], expcnt [6:4], lgkmcnt [11:8].
		Waitcnt: Waitcnt{VMCnt: {{0, 4}, {14, 2}}, LGKMCnt: {{8, 4}}, ExpCnt: {{4, 3}}},
		NopMax:  15, SleepMax: 7,
		Simulated: true, SDWAScalarDst: true, PackedD16: true,
		carryOut: carryOutGCN5, readsDst: readsDst, sem: semGCN5,
	}
	// GFX10 is RDNA (gfx1010 to gfx1036), in wave64.
	GFX10 = &Target{
		Name: "gfx10", Major: 10, About: "RDNA 1 and 2 (gfx1010 to gfx1036), wave64",
		WaveSize: 64, LDSBytes: 64 << 10, SplitBit: 21,
		// vmcnt [3:0] and [15:14], expcnt [6:4], lgkmcnt [13:8].
		Waitcnt: Waitcnt{VMCnt: {{0, 4}, {14, 2}}, LGKMCnt: {{8, 6}}, ExpCnt: {{4, 3}}},
		NopMax:  15, SleepMax: 127, SDWAScalarDst: true, PackedD16: true,
		carryOut: carryOutGCN5, readsDst: readsDst, sem: semGCN5,
	}
	// GFX11 is RDNA 3 (gfx1100 to gfx1151), in wave64.
	GFX11 = &Target{
		Name: "gfx11", Major: 11, About: "RDNA 3 (gfx1100 to gfx1151), wave64",
		WaveSize: 64, LDSBytes: 64 << 10, SplitBit: 21,
		// vmcnt [15:10], expcnt [2:0], lgkmcnt [9:4].
		Waitcnt: Waitcnt{VMCnt: {{10, 6}}, LGKMCnt: {{4, 6}}, ExpCnt: {{0, 3}}},
		NopMax:  15, SleepMax: 127, SDWAScalarDst: true, PackedD16: true,
		carryOut: carryOutGCN5, readsDst: readsDst, sem: semGCN5,
	}
)

// targets are the generations, oldest first.
var targets = []*Target{GFX8, GFX9, GFX10, GFX11}

func set(ops ...string) map[string]bool {
	m := map[string]bool{}
	for _, o := range ops {
		m[o] = true
	}
	return m
}

func without(m map[string]bool, ops ...string) map[string]bool {
	out := map[string]bool{}
	for o := range m {
		out[o] = true
	}
	for _, o := range ops {
		delete(out, o)
	}
	return out
}
