package sim_test

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// Tests of the gfx9 (Vega) instructions (issue 29), in the harness of
// TestInstructions: the snippet reads v1, v2, v3 (the lane's elements of
// three input buffers), finds v4 = v3 on entry and leaves its result in v4.
// The harness itself is gfx9 code (global_load_dword/global_store_dword
// with an SGPR base and a 32-bit VGPR offset). Every formula is written
// from the ISA's description, independently of the simulator's code; the
// f16 ones use the reference of instr16_test.go. Each snippet is valid
// gfx9 code: TestGFX9SnippetsAssemble assembles them all with llvm-mc.

type gfx9Case struct {
	name string
	asm  string
	want func(a, b, c uint32, lane int) uint32
	cpu  string // gfx906 when empty (gfx900 for v_mad_mix*)
	// lanes, when set, selects the lanes to check (floats: finite inputs).
	lanes func(a, b, c uint32) bool
}

func lo16(x uint32) uint32 { return x & 0xffff }
func hi16(x uint32) uint32 { return x >> 16 }

// satU32/satI32 saturate to the 32-bit ranges (clamp).
func satU32(v int64) uint32 { return uint32(min(max(v, 0), math.MaxUint32)) }
func satI32(v int64) uint32 { return uint32(int32(min(max(v, math.MinInt32), math.MaxInt32))) }
func satU16r(v int64) uint32 {
	return uint32(min(max(v, 0), 0xffff))
}
func satI16r(v int64) uint32 { return uint32(uint16(int16(min(max(v, -32768), 32767)))) }

// finite16 reports whether every 16-bit half given is a finite f16.
func finite16(xs ...uint32) bool {
	for _, x := range xs {
		if x&0x7c00 == 0x7c00 {
			return false
		}
	}
	return true
}

func f16Lanes(a, b, c uint32) bool {
	return finite16(lo16(a), hi16(a), lo16(b), hi16(b), lo16(c), hi16(c))
}

// f32Lanes: a, b and c are normal finite f32 values of moderate size.
func f32Lanes(a, b, c uint32) bool { return plain(a, b, c) }

// minF and maxF are IEEE minNum/maxNum (a NaN operand yields the other;
// -0 is below +0), the f16 min/max of the ISA.
func minF(x, y float64) float64 { return pickF(x, y, true) }
func maxF(x, y float64) float64 { return pickF(x, y, false) }

func pickF(x, y float64, least bool) float64 {
	switch {
	case x != x:
		return y
	case y != y:
		return x
	case x == 0 && y == 0:
		if math.Signbit(x) == least {
			return x
		}
		return y
	case (x < y) == least:
		return x
	}
	return y
}

func med3I(a, b, c int64) int64 {
	s := []int64{a, b, c}
	for i := 0; i < 3; i++ {
		for j := i + 1; j < 3; j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s[1]
}

// roundF32 rounds a float64 to the nearest f32 (ties to even).
func roundF32(x float64) uint32 { return math.Float32bits(float32(x)) }

var gfx9Cases = []gfx9Case{
	// --- gfx9's changed meanings
	{name: "v_add_u32 writes no carry (vcc kept)", asm: "s_mov_b64 vcc, -1\n\tv_add_u32_e32 v4, v1, v2\n\tv_cndmask_b32_e32 v4, 0, v4, vcc",
		want: func(a, b, _ uint32, _ int) uint32 { return a + b }},
	{name: "v_add_u32_e64 clamp saturates", asm: "v_add_u32_e64 v4, v1, v2 clamp",
		want: func(a, b, _ uint32, _ int) uint32 { return satU32(int64(a) + int64(b)) }},
	{name: "v_sub_u32_e64 clamp, v_subrev_u32", asm: "v_sub_u32_e64 v5, v1, v2 clamp\n\tv_subrev_u32_e32 v6, v1, v3\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, c uint32, _ int) uint32 { return satU32(int64(a)-int64(b)) ^ (c - a) }},
	{name: "v_add_co_u32 + v_addc_co_u32 (64-bit add)", asm: "v_add_co_u32_e32 v5, vcc, v1, v2\n\tv_addc_co_u32_e32 v4, vcc, 0, v3, vcc",
		want: func(a, b, c uint32, _ int) uint32 { return c + uint32((uint64(a)+uint64(b))>>32) }},
	{name: "v_sub_co_u32_e64 sdst + v_subb_co_u32", asm: "v_sub_co_u32_e64 v5, s[20:21], v1, v2\n\tv_subb_co_u32_e64 v4, s[22:23], v3, 0, s[20:21]",
		want: func(a, b, c uint32, _ int) uint32 { return c - uint32(b2i(b > a)) }},
	{name: "v_subrev_co_u32 + v_subbrev_co_u32", asm: "v_subrev_co_u32_e32 v5, vcc, v1, v2\n\tv_subbrev_co_u32_e32 v4, vcc, v5, v3, vcc",
		want: func(a, b, c uint32, _ int) uint32 { return c - (b - a) - uint32(b2i(a > b)) }},
	{name: "v_mad_u16 op_sel writes the high half, keeps the low", asm: "v_mad_u16 v4, v1, v2, v3 op_sel:[0,1,0,1]",
		want: func(a, b, c uint32, _ int) uint32 { return lo16(c) | lo16(lo16(a)*hi16(b)+lo16(c))<<16 }},
	{name: "v_mad_i16 clamp keeps the high half", asm: "v_mad_i16 v4, v1, v2, v3 op_sel:[1,0,1,0] clamp",
		want: func(a, b, c uint32, _ int) uint32 {
			return c&0xffff0000 | satI16r(s16(hi16(a))*s16(b)+s16(hi16(c)))
		}},
	{name: "v_mad_legacy_u16 zeroes the high half", asm: "v_mad_legacy_u16 v4, v1, v2, v3",
		want: func(a, b, c uint32, _ int) uint32 { return lo16(lo16(a)*lo16(b) + lo16(c)) }},
	{name: "v_fma_f16 op_sel keeps the other half", asm: "v_fma_f16 v4, v1, v2, v3 op_sel:[1,1,0,0]", lanes: f16Lanes,
		want: func(a, b, c uint32, _ int) uint32 {
			return c&0xffff0000 | refToF16(refF16(hi16(a))*refF16(hi16(b))+refF16(c))
		}},
	{name: "v_fma_legacy_f16 zeroes the high half", asm: "v_fma_legacy_f16 v4, v1, v2, v3", lanes: f16Lanes,
		want: func(a, b, c uint32, _ int) uint32 { return refToF16(refF16(a)*refF16(b) + refF16(c)) }},
	{name: "v_mac_f16 keeps the high half on gfx9", asm: "v_mac_f16_e32 v4, v1, v2", lanes: f16Lanes,
		want: func(a, b, c uint32, _ int) uint32 {
			return c&0xffff0000 | refToF16(refF16(refToF16(refF16(a)*refF16(b)))+refF16(c))
		}},
	{name: "v_div_fixup_f16 op_sel (ordinary quotients)", asm: "v_div_fixup_f16 v4, v1, v2, v3 op_sel:[0,0,0,1]",
		lanes: func(a, b, c uint32) bool { return f16Lanes(a, b, c) && lo16(b)&0x7fff != 0 && lo16(c)&0x7fff != 0 },
		want: func(a, b, c uint32, _ int) uint32 {
			q := math.Abs(refF16(a))
			if math.Signbit(refF16(b)) != math.Signbit(refF16(c)) {
				q = -q
			}
			return lo16(c) | refToF16(q)<<16
		}},
	// --- three-operand integer ops
	{name: "v_add3_u32", asm: "v_add3_u32 v4, v1, v2, v3", want: func(a, b, c uint32, _ int) uint32 { return a + b + c }},
	{name: "v_lshl_add_u32", asm: "v_lshl_add_u32 v4, v1, v2, v3", want: func(a, b, c uint32, _ int) uint32 { return a<<(b%32) + c }},
	{name: "v_add_lshl_u32", asm: "v_add_lshl_u32 v4, v1, v2, v3", want: func(a, b, c uint32, _ int) uint32 { return (a + b) << (c % 32) }},
	{name: "v_lshl_or_b32", asm: "v_lshl_or_b32 v4, v1, 5, v3", want: func(a, _, c uint32, _ int) uint32 { return a<<5 | c }},
	{name: "v_and_or_b32", asm: "v_and_or_b32 v4, v1, v2, v3", want: func(a, b, c uint32, _ int) uint32 { return a&b | c }},
	{name: "v_or3_b32", asm: "v_or3_b32 v4, v1, v2, v3", want: func(a, b, c uint32, _ int) uint32 { return a | b | c }},
	{name: "v_xad_u32", asm: "v_xad_u32 v4, v1, v2, v3", want: func(a, b, c uint32, _ int) uint32 { return a ^ b + c }},
	{name: "v_xnor_b32 (gfx906)", asm: "v_xnor_b32_e32 v4, v1, v2", want: func(a, b, _ uint32, _ int) uint32 { return ^(a ^ b) }},
	{name: "v_add_i32 / v_sub_i32 clamp", asm: "v_add_i32 v5, v1, v2 clamp\n\tv_sub_i32 v6, v1, v3 clamp\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, c uint32, _ int) uint32 {
			return satI32(int64(int32(a))+int64(int32(b))) ^ satI32(int64(int32(a))-int64(int32(c)))
		}},
	{name: "v_add_i16 op_sel clamp", asm: "v_add_i16 v4, v1, v2 op_sel:[1,0,0] clamp",
		want: func(a, b, c uint32, _ int) uint32 { return c&0xffff0000 | satI16r(s16(hi16(a))+s16(b)) }},
	{name: "v_sub_i16 to the high half", asm: "v_sub_i16 v4, v1, v2 op_sel:[0,1,1]",
		want: func(a, b, c uint32, _ int) uint32 { return lo16(c) | lo16(a-hi16(b))<<16 }},
	{name: "v_mad_u32_u16 op_sel", asm: "v_mad_u32_u16 v4, v1, v2, v3 op_sel:[1,0,0,0]",
		want: func(a, b, c uint32, _ int) uint32 { return hi16(a)*lo16(b) + c }},
	{name: "v_mad_i32_i16", asm: "v_mad_i32_i16 v4, v1, v2, v3 op_sel:[0,1,0,0]",
		want: func(a, b, c uint32, _ int) uint32 { return uint32(s16(a)*s16(hi16(b))) + c }},
	{name: "v_min3_i16 / v_max3_u16 / v_med3_i16", asm: "v_min3_i16 v5, v1, v2, v3\n\tv_max3_u16 v5, v1, v2, v3 op_sel:[1,1,1,1]\n\tv_med3_i16 v6, v1, v2, v3 op_sel:[0,1,0,0]\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, c uint32, _ int) uint32 {
			mn := lo16(uint32(min(s16(a), s16(b), s16(c))))
			mx := max(hi16(a), hi16(b), hi16(c))
			md := lo16(uint32(med3I(s16(a), s16(hi16(b)), s16(c))))
			return (mn | mx<<16) ^ md
		}},
	{name: "v_min3_f16 / v_max3_f16 / v_med3_f16", asm: "v_min3_f16 v5, v1, v2, v3\n\tv_max3_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]\n\tv_med3_f16 v6, v1, v2, v3\n\tv_lshlrev_b32_e32 v6, 8, v6\n\tv_xor_b32_e32 v4, v5, v6",
		lanes: f16Lanes,
		want: func(a, b, c uint32, _ int) uint32 {
			x, y, z := refF16(a), refF16(b), refF16(c)
			mn := refToF16(minF(minF(x, y), z))
			mx := refToF16(maxF(maxF(refF16(hi16(a)), refF16(hi16(b))), refF16(hi16(c))))
			md := refToF16(maxF(minF(x, y), minF(maxF(x, y), z)))
			return (mn | mx<<16) ^ md<<8
		}},
	{name: "v_pack_b32_f16 op_sel", asm: "v_pack_b32_f16 v4, v1, v2 op_sel:[1,0,0]",
		want: func(a, b, _ uint32, _ int) uint32 { return hi16(a) | lo16(b)<<16 }},
	{name: "v_cvt_pknorm_i16_f16 / v_cvt_pknorm_u16_f16", asm: "v_cvt_pknorm_i16_f16 v5, v1, v2\n\tv_cvt_pknorm_u16_f16 v6, v1, v2 op_sel:[1,1,0]\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, _ uint32, _ int) uint32 {
			sn := func(h uint32) uint32 {
				f := refF16(h)
				if f != f {
					return 0
				}
				return uint32(uint16(int16(math.RoundToEven(min(max(f, -1), 1) * 32767))))
			}
			un := func(h uint32) uint32 {
				f := refF16(h)
				if f != f {
					return 0
				}
				return uint32(math.RoundToEven(min(max(f, 0), 1) * 65535))
			}
			return (sn(lo16(a)) | sn(lo16(b))<<16) ^ (un(hi16(a)) | un(hi16(b))<<16)
		}},
	{name: "v_sat_pk_u8_i16", asm: "v_sat_pk_u8_i16_e32 v4, v1",
		want: func(a, _, _ uint32, _ int) uint32 {
			s := func(x uint32) uint32 { return uint32(min(max(s16(x), 0), 255)) }
			return s(a) | s(hi16(a))<<8
		}},
	{name: "v_swap_b32", asm: "v_mov_b32_e32 v5, v1\n\tv_swap_b32 v5, v2\n\tv_sub_u32_e32 v4, v5, v2",
		want: func(a, b, _ uint32, _ int) uint32 { return b - a }},
	{name: "v_fmac_f32 (gfx906)", asm: "v_fmac_f32_e32 v4, v1, v2", lanes: f32Lanes,
		want: func(a, b, c uint32, _ int) uint32 {
			return math.Float32bits(float32(math.FMA(float64(bf(a)), float64(bf(b)), float64(bf(c)))))
		}},
	// --- VOP3P packed math
	{name: "v_pk_add_u16", asm: "v_pk_add_u16 v4, v1, v2",
		want: func(a, b, _ uint32, _ int) uint32 { return lo16(a+b) | lo16(hi16(a)+hi16(b))<<16 }},
	{name: "v_pk_add_u16 op_sel/op_sel_hi clamp", asm: "v_pk_add_u16 v4, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] clamp",
		want: func(a, b, _ uint32, _ int) uint32 {
			return satU16r(int64(hi16(a))+int64(lo16(b))) | satU16r(int64(lo16(a))+int64(hi16(b)))<<16
		}},
	{name: "v_pk_sub_i16 clamp", asm: "v_pk_sub_i16 v4, v1, v2 clamp",
		want: func(a, b, _ uint32, _ int) uint32 {
			return satI16r(s16(a)-s16(b)) | satI16r(s16(hi16(a))-s16(hi16(b)))<<16
		}},
	{name: "v_pk_mul_lo_u16 / v_pk_mad_i16", asm: "v_pk_mul_lo_u16 v5, v1, v2\n\tv_pk_mad_i16 v6, v1, v2, v3\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, c uint32, _ int) uint32 {
			m := lo16(a*b) | lo16(hi16(a)*hi16(b))<<16
			d := lo16(a*b+c) | lo16(hi16(a)*hi16(b)+hi16(c))<<16
			return m ^ d
		}},
	{name: "v_pk_mad_u16 clamp with the low halves", asm: "v_pk_mad_u16 v4, v1, v2, v3 op_sel_hi:[0,0,0] clamp",
		want: func(a, b, c uint32, _ int) uint32 {
			r := satU16r(int64(lo16(a))*int64(lo16(b)) + int64(lo16(c)))
			return r | r<<16
		}},
	{name: "v_pk shifts", asm: "v_pk_lshlrev_b16 v5, v1, v2\n\tv_pk_ashrrev_i16 v6, v1, v2\n\tv_pk_lshrrev_b16 v7, 3, v2\n\tv_xor_b32_e32 v4, v5, v6\n\tv_xor_b32_e32 v4, v4, v7",
		want: func(a, b, _ uint32, _ int) uint32 {
			l := lo16(b<<(a&15)) | lo16(hi16(b)<<(hi16(a)&15))<<16
			r := lo16(uint32(s16(b)>>(a&15))) | lo16(uint32(s16(hi16(b))>>(hi16(a)&15)))<<16
			u := lo16(b)>>3 | hi16(b)>>3<<16
			return l ^ r ^ u
		}},
	{name: "v_pk_max_i16 / v_pk_min_u16", asm: "v_pk_max_i16 v5, v1, v2\n\tv_pk_min_u16 v6, v1, v2\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, _ uint32, _ int) uint32 {
			mx := lo16(uint32(max(s16(a), s16(b)))) | lo16(uint32(max(s16(hi16(a)), s16(hi16(b)))))<<16
			mn := min(lo16(a), lo16(b)) | min(hi16(a), hi16(b))<<16
			return mx ^ mn
		}},
	{name: "v_pk_add_f16 neg_lo/neg_hi", asm: "v_pk_add_f16 v4, v1, v2 neg_lo:[1,0] neg_hi:[0,1]", lanes: f16Lanes,
		want: func(a, b, _ uint32, _ int) uint32 {
			return refToF16(-refF16(a)+refF16(b)) | refToF16(refF16(hi16(a))-refF16(hi16(b)))<<16
		}},
	{name: "v_pk_fma_f16", asm: "v_pk_fma_f16 v4, v1, v2, v3", lanes: f16Lanes,
		want: func(a, b, c uint32, _ int) uint32 {
			return refToF16(refF16(a)*refF16(b)+refF16(c)) | refToF16(refF16(hi16(a))*refF16(hi16(b))+refF16(hi16(c)))<<16
		}},
	{name: "v_pk_mul_f16 by the constant 1.0 in both halves", asm: "v_pk_mul_f16 v4, 1.0, v2 clamp", lanes: f16Lanes,
		want: func(_, b, _ uint32, _ int) uint32 {
			// clamp: NaN and negative values to +0 (-0 stays, as in
			// instr16_test.go's v_max_f16 clamp), above 1 to 1.
			cl := func(x float64) uint32 {
				if x != x || x < 0 {
					return 0
				}
				return refToF16(math.Min(x, 1))
			}
			return cl(refF16(b)) | cl(refF16(hi16(b)))<<16
		}},
	{name: "v_pk_min_f16 / v_pk_max_f16", asm: "v_pk_min_f16 v5, v1, v2\n\tv_pk_max_f16 v6, v1, v2 op_sel_hi:[0,0]\n\tv_xor_b32_e32 v4, v5, v6", lanes: f16Lanes,
		want: func(a, b, _ uint32, _ int) uint32 {
			mn := refToF16(minF(refF16(a), refF16(b))) | refToF16(minF(refF16(hi16(a)), refF16(hi16(b))))<<16
			m := refToF16(maxF(refF16(a), refF16(b)))
			return mn ^ (m | m<<16)
		}},
	// --- mixed precision
	{name: "v_mad_mix_f32 (gfx900): f16 x f16 rounded to f32, + f32", asm: "v_mad_mix_f32 v4, v1, v2, v3 op_sel_hi:[1,1,0]", cpu: "gfx900",
		lanes: func(a, b, c uint32) bool { return finite16(lo16(a), lo16(b)) && plain(c) },
		want: func(a, b, c uint32, _ int) uint32 {
			p := float64(float32(refF16(a) * refF16(b)))
			return roundF32(p + float64(bf(c)))
		}},
	{name: "v_fma_mix_f32: high half, -x, |x|", asm: "v_fma_mix_f32 v4, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]",
		lanes: func(a, b, c uint32) bool { return finite16(hi16(a), lo16(b)) && plain(c) },
		want: func(a, b, c uint32, _ int) uint32 {
			return roundF32(-refF16(hi16(a))*math.Abs(refF16(b)) + float64(bf(c)))
		}},
	{name: "v_fma_mixlo_f16 keeps the high half", asm: "v_fma_mixlo_f16 v4, v1, v2, v3",
		lanes: func(a, b, c uint32) bool { return plain(a, b, c) && math.Abs(float64(bf(a))*float64(bf(b))) < 1e4 },
		want: func(a, b, c uint32, _ int) uint32 {
			r := math.Float32frombits(roundF32(math.FMA(float64(bf(a)), float64(bf(b)), float64(bf(c)))))
			return c&0xffff0000 | refToF16(float64(r))
		}},
	{name: "v_mad_mixhi_f16 (gfx900) keeps the low half", asm: "v_mad_mixhi_f16 v4, v1, v2, v3 op_sel_hi:[1,1,1]", cpu: "gfx900",
		lanes: f16Lanes,
		want: func(a, b, c uint32, _ int) uint32 {
			p := float64(float32(refF16(a) * refF16(b)))
			return lo16(c) | refToF16(float64(float32(p+refF16(c))))<<16
		}},
	// --- dot products (gfx906)
	{name: "v_dot2_f32_f16", asm: "v_dot2_f32_f16 v4, v1, v2, v3",
		lanes: func(a, b, c uint32) bool { return finite16(lo16(a), hi16(a), lo16(b), hi16(b)) && plain(c) },
		want: func(a, b, c uint32, _ int) uint32 {
			return roundF32(refF16(a)*refF16(b) + refF16(hi16(a))*refF16(hi16(b)) + float64(bf(c)))
		}},
	{name: "v_dot2_f32_f16 op_sel neg_lo", asm: "v_dot2_f32_f16 v4, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0]",
		lanes: func(a, b, c uint32) bool { return finite16(lo16(a), hi16(a), lo16(b), hi16(b)) && plain(c) },
		want: func(a, b, c uint32, _ int) uint32 {
			return roundF32(-refF16(hi16(a))*refF16(b) + refF16(a)*refF16(hi16(b)) + float64(bf(c)))
		}},
	{name: "v_dot2_i32_i16 clamp", asm: "v_dot2_i32_i16 v4, v1, v2, v3 clamp",
		want: func(a, b, c uint32, _ int) uint32 {
			return satI32(s16(a)*s16(b) + s16(hi16(a))*s16(hi16(b)) + int64(int32(c)))
		}},
	{name: "v_dot2_u32_u16 clamp", asm: "v_dot2_u32_u16 v4, v1, v2, v3 clamp",
		want: func(a, b, c uint32, _ int) uint32 {
			return satU32(int64(lo16(a))*int64(lo16(b)) + int64(hi16(a))*int64(hi16(b)) + int64(c))
		}},
	{name: "v_dot4_i32_i8 / v_dot4_u32_u8", asm: "v_dot4_i32_i8 v5, v1, v2, v3\n\tv_dot4_u32_u8 v6, v1, v2, v3\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, c uint32, _ int) uint32 {
			var s, u uint32
			for i := 0; i < 32; i += 8 {
				s += uint32(int32(int8(a>>i)) * int32(int8(b>>i)))
				u += (a >> i & 0xff) * (b >> i & 0xff)
			}
			return (s + c) ^ (u + c)
		}},
	{name: "v_dot8_i32_i4 / v_dot8_u32_u4", asm: "v_dot8_i32_i4 v5, v1, v2, v3\n\tv_dot8_u32_u4 v6, v1, v2, v3\n\tv_xor_b32_e32 v4, v5, v6",
		want: func(a, b, c uint32, _ int) uint32 {
			var s, u uint32
			for i := 0; i < 32; i += 4 {
				x, y := int32(a>>i&15), int32(b>>i&15)
				u += uint32(x * y)
				if x > 7 {
					x -= 16
				}
				if y > 7 {
					y -= 16
				}
				s += uint32(x * y)
			}
			return (s + c) ^ (u + c)
		}},
	// --- SDWA and DPP on gfx9
	{name: "SDWA compare into an SGPR pair", asm: "v_cmp_lt_u32_sdwa s[20:21], v1, v2 src0_sel:WORD_0 src1_sel:WORD_1\n\tv_cndmask_b32_e64 v4, 0, 1, s[20:21]",
		want: func(a, b, _ uint32, _ int) uint32 { return uint32(b2i(lo16(a) < hi16(b))) }},
	{name: "v_add_u32_sdwa (no carry)", asm: "v_add_u32_sdwa v4, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:DWORD",
		want: func(a, b, c uint32, _ int) uint32 { return lo16(c) | lo16(a>>8&0xff+b)<<16 }},
	{name: "v_add_u32_dpp row_shr:1 (no carry)", asm: "v_mov_b32_e32 v4, v3\n\tv_add_u32_dpp v4, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf",
		want: func(a, b, c uint32, l int) uint32 { return c }}, // replaced in TestGFX9Instructions (needs lane l-1)
	// --- scalar (lane 0's inputs, uniform)
	{name: "s_lshl2_add_u32 and its SCC", asm: "v_readfirstlane_b32 s16, v1\n\tv_readfirstlane_b32 s17, v2\n\ts_lshl2_add_u32 s18, s16, s17\n\ts_cselect_b32 s19, 1, 0\n\ts_lshl_b32 s19, s19, 31\n\ts_xor_b32 s18, s18, s19\n\tv_mov_b32_e32 v4, s18",
		want: func(a, b, _ uint32, _ int) uint32 { return 0 }}, // replaced: uniform
	{name: "s_mul_hi_i32 / s_mul_hi_u32 keep SCC", asm: "v_readfirstlane_b32 s16, v1\n\tv_readfirstlane_b32 s17, v2\n\ts_cmp_eq_u32 s16, s16\n\ts_mul_hi_i32 s18, s16, s17\n\ts_mul_hi_u32 s19, s16, s17\n\ts_cselect_b32 s20, s18, s19\n\ts_xor_b32 s20, s20, s19\n\tv_mov_b32_e32 v4, s20",
		want: func(a, b, _ uint32, _ int) uint32 { return 0 }},
	{name: "s_pack_ll/lh/hh_b32_b16", asm: "v_readfirstlane_b32 s16, v1\n\tv_readfirstlane_b32 s17, v2\n\ts_pack_ll_b32_b16 s18, s16, s17\n\ts_pack_lh_b32_b16 s19, s16, s17\n\ts_pack_hh_b32_b16 s20, s16, s17\n\ts_xor_b32 s18, s18, s19\n\ts_add_u32 s18, s18, s20\n\tv_mov_b32_e32 v4, s18",
		want: func(a, b, _ uint32, _ int) uint32 { return 0 }},
	{name: "s_bitreplicate_b64_b32", asm: "v_readfirstlane_b32 s16, v1\n\ts_bitreplicate_b64_b32 s[18:19], s16\n\ts_xor_b32 s18, s18, s19\n\tv_mov_b32_e32 v4, s18",
		want: func(a, b, _ uint32, _ int) uint32 { return 0 }},
	{name: "s_andn1_saveexec_b64 / s_orn1_saveexec_b64", asm: "v_cmp_gt_u32_e64 s[20:21], v1, v2\n\ts_mov_b64 s[26:27], exec\n\ts_andn1_saveexec_b64 s[24:25], s[20:21]\n\tv_mov_b32_e32 v4, 1\n\ts_orn1_saveexec_b64 s[28:29], s[20:21]\n\tv_add_u32_e32 v4, 2, v4\n\ts_mov_b64 exec, s[26:27]\n\ts_cmp_eq_u64 s[24:25], s[26:27]\n\ts_cselect_b32 s30, 4, 0\n\tv_or_b32_e32 v4, s30, v4",
		want: func(a, b, c uint32, _ int) uint32 {
			// andn1: EXEC = ~cmp & EXEC, saving the old EXEC (every lane:
			// s_cmp gives 4); orn1: EXEC = ~cmp | EXEC = ~cmp again.
			if a > b {
				return c | 4
			}
			return 3 | 4
		}},
	{name: "s_andn1_wrexec_b64 / s_andn2_wrexec_b64 write the new EXEC", asm: "v_cmp_gt_u32_e64 s[20:21], v1, v2\n\ts_mov_b64 s[26:27], exec\n\ts_andn1_wrexec_b64 s[24:25], s[20:21]\n\tv_mov_b32_e32 v4, 1\n\ts_mov_b64 exec, s[26:27]\n\ts_andn2_wrexec_b64 s[22:23], s[20:21]\n\tv_add_u32_e32 v4, 4, v4\n\ts_mov_b64 exec, s[26:27]\n\tv_cndmask_b32_e64 v5, 0, 16, s[24:25]\n\tv_or_b32_e32 v4, v4, v5",
		want: func(a, b, c uint32, _ int) uint32 {
			// andn1: EXEC = ~cmp & all; andn2: EXEC = cmp & ~all = 0.
			if a > b {
				return c
			}
			return 1 | 16
		}},
}

// uniformWant computes the scalar cases from lane 0's inputs.
var uniformWant = map[string]func(a, b uint32) uint32{
	"s_lshl2_add_u32 and its SCC": func(a, b uint32) uint32 {
		s := uint64(a)<<2 + uint64(b)
		return uint32(s) ^ uint32(b2i(s>>32 != 0))<<31
	},
	"s_mul_hi_i32 / s_mul_hi_u32 keep SCC": func(a, b uint32) uint32 {
		return uint32(uint64(int64(int32(a))*int64(int32(b)))>>32) ^ uint32(uint64(a)*uint64(b)>>32)
	},
	"s_pack_ll/lh/hh_b32_b16": func(a, b uint32) uint32 {
		return (lo16(a) | lo16(b)<<16) ^ (lo16(a) | b&0xffff0000) + (hi16(a) | b&0xffff0000)
	},
	"s_bitreplicate_b64_b32": func(a, _ uint32) uint32 {
		var d uint64
		for i := 0; i < 32; i++ {
			if a>>i&1 != 0 {
				d |= 3 << (2 * i)
			}
		}
		return uint32(d) ^ uint32(d>>32)
	},
}

// gfx9Body wraps a snippet: v1, v2, v3 from buffers b0..b2 through gfx9's
// global_load_dword with an SGPR base, v4 = v3, then v4 to b3.
func gfx9Body(snippet string) string {
	return `	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x18
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v10, s[8:9]
	global_load_dword v2, v10, s[10:11]
	global_load_dword v3, v10, s[12:13]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v3
	` + snippet + `
	global_store_dword v10, v4, s[14:15]
	s_endpgm
`
}

// gfx9Kernel is handKernel for a gfx9 processor.
func gfx9Kernel(body, cpu string, nbuf, lds int) string {
	return strings.ReplaceAll(handKernel(body, nbuf, lds), "gfx803", cpu)
}

// decodeGFX9 parses a gfx9 kernel and loads it for simulation (sim.Load).
func decodeGFX9(t testing.TB, src string) *sim.Program {
	t.Helper()
	f, err := asm.Parse("gfx9.s", []byte(src), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if f.Arch.Major != 9 {
		t.Fatalf("target %s is not gfx9", f.Arch.Name)
	}
	p, err := sim.Load(f.Functions[0], f.Arch)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func runGFX9(t testing.TB, p *sim.Program, l *sim.Launch) *sim.Result {
	t.Helper()
	m, err := sim.NewMachine(p, l, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Run()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// gfx9Inputs are 64 lanes of three inputs: edge values, then pseudo-random
// bits, every third lane a pair of plain f16 values or a plain f32.
func gfx9Inputs() [3][]int32 {
	const n = 64
	in := [3][]int32{make([]int32, n), make([]int32, n), make([]int32, n)}
	edge := []uint32{0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0xffff, 0x10000, 0x7fff8000, 0x3c00bc00, 0x3f800000, 0x80008000, 0x00ff00ff}
	seed := uint32(2029)
	for k := 0; k < 3; k++ {
		for l := 0; l < n; l++ {
			seed = seed*1664525 + 1013904223
			v := seed
			switch {
			case l < len(edge):
				v = edge[(l+k*5)%len(edge)]
			case l%3 == 0:
				v = f32b(float32(int32(seed>>8)%2000) / 16)
			case l%3 == 1:
				v = refToF16(float64(int32(seed>>20)%200)/8) | refToF16(float64(int32(seed>>4&0xfff)%300)/16)<<16
			}
			in[k][l] = int32(v)
		}
	}
	// The last lane holds, in both halves, an f16 fma whose exact result
	// lies just above a halfway point (instr16_test.go's last lane): the
	// high half has a and b negated, the same product.
	for k, v := range [3]uint32{0x10019001, 0xbbfe3bfe, 0x3c013c01} {
		in[k][n-1] = int32(v)
	}
	return in
}

func TestGFX9Instructions(t *testing.T) {
	in := gfx9Inputs()
	for _, c := range gfx9Cases {
		t.Run(c.name, func(t *testing.T) {
			cpu := c.cpu
			if cpu == "" {
				cpu = "gfx906"
			}
			p := decodeGFX9(t, gfx9Kernel(gfx9Body(c.asm), cpu, 4, 0))
			r := runGFX9(t, p, launch1D(1, 64, in[0], in[1], in[2], make([]int32, 64)))
			got := i32s(output(t, r, "b3"))
			checked := 0
			for l := 0; l < 64; l++ {
				a, b, cc := uint32(in[0][l]), uint32(in[1][l]), uint32(in[2][l])
				if c.lanes != nil && !c.lanes(a, b, cc) {
					continue
				}
				var want uint32
				switch {
				case uniformWant[c.name] != nil:
					want = uniformWant[c.name](uint32(in[0][0]), uint32(in[1][0]))
				case strings.HasPrefix(c.name, "v_add_u32_dpp"):
					// row_shr:1: lane l reads lane l-1 of its row of 16;
					// lane 0 of a row has no source and keeps v4 (= c).
					if l%16 == 0 {
						want = cc
					} else {
						want = uint32(in[0][l-1]) + b
					}
				default:
					want = c.want(a, b, cc, l)
				}
				if !sameBits(uint32(got[l]), want) {
					t.Errorf("lane %d (a=%#x b=%#x c=%#x): got %#x, want %#x", l, a, b, cc, uint32(got[l]), want)
				}
				checked++
			}
			if checked < 8 {
				t.Errorf("only %d lanes checked", checked)
			}
		})
	}
}

// TestGFX9SnippetsAssemble: every snippet of TestGFX9Instructions (and the
// harness around it) is gfx9 code LLVM 15's assembler accepts for its
// processor, so the simulator is tested on real encodings.
func TestGFX9SnippetsAssemble(t *testing.T) {
	mc := "llvm-mc-15"
	if _, err := exec.LookPath(mc); err != nil {
		t.Skipf("%s not installed", mc)
	}
	by := map[string]*bytes.Buffer{}
	for _, c := range gfx9Cases {
		cpu := c.cpu
		if cpu == "" {
			cpu = "gfx906"
		}
		if by[cpu] == nil {
			by[cpu] = &bytes.Buffer{}
			by[cpu].WriteString(gfx9Body(""))
		}
		by[cpu].WriteString("\t" + c.asm + "\n")
	}
	by["gfx906"].WriteString(gfx9MemBody)
	for cpu, src := range by {
		path := filepath.Join(t.TempDir(), cpu+".s")
		if err := os.WriteFile(path, src.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(mc, "-arch=amdgcn", "-mcpu="+cpu, "-o", os.DevNull, path).CombinedOutput()
		if err != nil {
			t.Errorf("%s -mcpu=%s: %v\n%s", mc, cpu, err, out)
		}
	}
}

// TestGFX9Memory: gfx9's memory addressing and data forms, each lane's
// results against values computed by hand from the input buffer b0 (one
// dword per lane, b0[l] = 0x01020304 * (l+1)) into eight output dwords per
// lane (b1[8l+k]):
//
//	k=0 global_load_dword, SGPR base b0+4 and offset:-4       b0[l]
//	k=1 global_load_dword, 64-bit VGPR address, offset:8      b0[l+2] (lanes < 62)
//	k=2 global_load_short_d16_hi, _ubyte_d16: halves of v     hi(b0[l])<<16 | byte 1 of b0[l]
//	k=3 scratch_store_dword at VGPR offset 4(l%4)+8, loaded back, plus the
//	    byte 7l stored at SGPR offset 36, loaded by sbyte_d16_hi  b0[l] + sext16(7l)<<16
//	k=4 ds_write_addtid_b32, ds_read_addtid_b32 offset:4      lane l+1's value (lanes < 63)
//	k=5 ds_write_b16 + ds_read_u16_d16_hi / ds_read_i8_d16    halves
//	k=6 buffer_load_short_d16_hi, buffer_load_format_d16_xy   16_16 UINT packed in one VGPR (gfx9)
//	k=7 global_store_short_d16_hi and _byte_d16_hi to b2      checked in b2
//
// and s_atomic_add with glc on b3[0] (old value returned, one wave).
func TestGFX9Memory(t *testing.T) {
	src := gfx9Kernel(gfx9MemBody, "gfx906", 4, 1024)
	src = strings.Replace(src, ".amdhsa_next_free_vgpr 16", ".amdhsa_next_free_vgpr 16\n\t\t.amdhsa_private_segment_fixed_size 64", 1)
	p := decodeGFX9(t, src)
	const n = 64
	b0 := make([]int32, n)
	for l := range b0 {
		b0[l] = int32(0x01020304 * uint32(l+1))
	}
	b3 := make([]int32, n+1)
	b3[0] = 1000
	r := runGFX9(t, p, launch1D(1, n, b0, make([]int32, 8*n), make([]int32, n), b3))
	out := i32s(output(t, r, "b1"))
	out2 := i32s(output(t, r, "b2"))
	out3 := i32s(output(t, r, "b3"))
	u := func(i int) uint32 { return uint32(b0[i]) }
	for l := 0; l < n; l++ {
		x := u(l)
		want := [8]uint32{}
		want[0] = x
		if l < 62 {
			want[1] = u(l + 2)
		}
		want[2] = hi16(x)<<16 | x>>8&0xff
		// scratch: lane l stored b0[l] at its own offset 8+4(l%4) and reads
		// it back; 7l (its low byte, sign-extended to 16 bits) into the high
		// half of v6 = 0.
		want[3] = x + uint32(uint16(int16(int8(7*l))))<<16
		if l < 63 {
			want[4] = u(l + 1)
		} // lane 63 reads LDS[256], which ds_write_addtid_b32 left 0

		want[5] = lo16(x)<<16 | uint32(uint16(int16(int8(x>>8))))
		xy := lo16(x) | hi16(x)<<16           // format 16_16 UINT, packed: x low, y high
		want[6] = (lo16(x)<<16 | 0x9999) ^ xy // the short at b0+4l is lo16(x)
		for k := 0; k < 7; k++ {
			got := uint32(out[8*l+k])
			if got != want[k] {
				t.Errorf("lane %d k=%d: got %#x, want %#x", l, k, got, want[k])
			}
		}
		if w := hi16(x) | (x>>16&0xff)<<16; uint32(out2[l]) != w {
			t.Errorf("lane %d: d16_hi stores wrote %#x, want %#x", l, uint32(out2[l]), w)
		}
		if uint32(out3[l+1]) != 1000 {
			t.Errorf("lane %d: s_atomic_add returned %d, want the old value 1000", l, out3[l+1])
		}
	}
	if out3[0] != 1005 {
		t.Errorf("s_atomic_add: b3[0] = %d, want 1005 (one wave adds 5 once)", out3[0])
	}
}

// gfx9MemBody is TestGFX9Memory's kernel.
const gfx9MemBody = `	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x18
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshlrev_b32_e32 v11, 5, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s8, 4
	s_addc_u32 s17, s9, 0
	global_load_dword v1, v10, s[16:17] offset:-4
	v_mov_b32_e32 v13, s9
	v_add_co_u32_e32 v12, vcc, s8, v10
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_cmp_gt_u32_e32 vcc, 62, v0
	s_and_saveexec_b64 s[18:19], vcc
	global_load_dword v2, v[12:13], off offset:8
	s_mov_b64 exec, s[18:19]
	v_mov_b32_e32 v3, 0x5555
	global_load_short_d16_hi v3, v10, s[8:9] offset:2
	global_load_ubyte_d16 v3, v10, s[8:9] offset:1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v14, 3, v0
	v_lshlrev_b32_e32 v14, 2, v14
	scratch_store_dword v14, v1, off offset:8
	v_mul_u32_u24_e32 v5, 7, v0
	s_mov_b32 s20, 32
	scratch_store_dword off, v5, s20 offset:4
	scratch_load_dword v4, v14, off offset:8
	v_mov_b32_e32 v6, 0
	scratch_load_sbyte_d16_hi v6, off, s20 offset:4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v4, v6
	s_mov_b32 m0, 0
	ds_write_addtid_b32 v1
	s_waitcnt lgkmcnt(0)
	ds_read_addtid_b32 v5 offset:4
	v_lshlrev_b32_e32 v15, 1, v0
	ds_write_b16 v15, v1 offset:512
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, 0x7777
	ds_read_u16_d16_hi v6, v15 offset:512
	ds_read_i8_d16 v6, v15 offset:513
	s_mov_b32 s20, s8
	s_mov_b32 s21, s9
	s_mov_b32 s22, -1
	s_mov_b32 s23, 0x2cfac
	v_mov_b32_e32 v7, 0x9999
	buffer_load_short_d16_hi v7, v10, s[20:23], 0 offen
	v_mov_b32_e32 v8, 0
	buffer_load_format_d16_xy v8, v10, s[20:23], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	global_store_dword v11, v1, s[10:11]
	global_store_dword v11, v2, s[10:11] offset:4
	global_store_dword v11, v3, s[10:11] offset:8
	global_store_dword v11, v4, s[10:11] offset:12
	global_store_dword v11, v5, s[10:11] offset:16
	global_store_dword v11, v6, s[10:11] offset:20
	global_store_dword v11, v7, s[10:11] offset:24
	global_store_short_d16_hi v10, v1, s[12:13]
	global_store_byte_d16_hi v10, v1, s[12:13] offset:2
	s_mov_b32 s24, 5
	s_atomic_add s24, s[14:15], 0x0 glc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s24
	global_store_dword v10, v9, s[14:15] offset:4
	s_endpgm
`

// TestGFX9ChangedMeanings: a mnemonic gfx9 gave another meaning decodes by
// the program's target: the same text gives gfx8's result on gfx803 and
// gfx9's on gfx906, and a form only gfx9 has is refused on gfx8.
func TestGFX9ChangedMeanings(t *testing.T) {
	in := gfx9Inputs()
	run := func(cpu, snippet string) ([]int32, error) {
		f, err := asm.Parse("m.s", []byte(gfx9Kernel(gfx9Body(snippet), cpu, 4, 0)), asm.Options{})
		if err != nil {
			return nil, err
		}
		p, err := sim.Decode(f.Functions[0], f.Arch)
		if err != nil {
			return nil, err
		}
		r := runGFX9(t, p, launch1D(1, 64, in[0], in[1], in[2], make([]int32, 64)))
		return i32s(output(t, r, "b3")), nil
	}
	// v_mac_f16: gfx8 zeroes the high half, gfx9 keeps it.
	g8, err := run("gfx803", "v_mac_f16_e32 v4, v1, v2")
	if err != nil {
		t.Fatal(err)
	}
	g9, err := run("gfx906", "v_mac_f16_e32 v4, v1, v2")
	if err != nil {
		t.Fatal(err)
	}
	for l := 0; l < 64; l++ {
		if hi16(uint32(g8[l])) != 0 || hi16(uint32(g9[l])) != hi16(uint32(in[2][l])) || lo16(uint32(g8[l])) != lo16(uint32(g9[l])) {
			t.Errorf("lane %d: v_mac_f16 gave %#x on gfx8, %#x on gfx9 (c = %#x)", l, uint32(g8[l]), uint32(g9[l]), uint32(in[2][l]))
		}
	}
	// v_add_u32: gfx8's form names the carry-out, gfx9's does not.
	for _, c := range []struct{ cpu, asm, err string }{
		{"gfx803", "v_add_u32_e32 v4, v1, v2", "want 4 operands, got 3"},
		{"gfx906", "v_add_u32_e32 v4, vcc, v1, v2", "want 3 operands, got 4"},
		{"gfx803", "v_cmp_lt_u32_sdwa s[20:21], v1, v2 src0_sel:WORD_0 src1_sel:WORD_1", "writes vcc"},
		{"gfx803", "v_mad_u16 v4, v1, v2, v3 op_sel:[0,0,0,1]", "modifier op_sel is not supported"},
	} {
		_, err := run(c.cpu, c.asm)
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s on %s: got %v, want an error with %q", c.asm, c.cpu, err, c.err)
		}
	}
}

// TestGFX9ExamplesMatchReference: every example compiled for gfx900 and
// gfx906 (examples/NAME/kernel.gfx90N.s, checked by make examples-check)
// gives its Go reference's outputs on every input set of its workload, at
// S = 0 and 4, and the split run's outputs equal the unsplit one's.
// They load through sim.Load, as every simulating command does.
func TestGFX9ExamplesMatchReference(t *testing.T) {
	for name, ref := range references {
		for _, cpu := range []string{"gfx900", "gfx906"} {
			t.Run(name+"-"+cpu, func(t *testing.T) {
				t.Parallel()
				path := filepath.Join("..", "..", "examples", name, "kernel."+cpu+".s")
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				f, err := asm.Parse(path, src, asm.Options{})
				if err != nil {
					t.Fatal(err)
				}
				fn, err := f.SelectKernel("")
				if err != nil {
					t.Fatal(err)
				}
				if f.Arch.Name != cpu {
					t.Fatalf("target %s, want %s", f.Arch.Name, cpu)
				}
				p, err := sim.Load(fn, f.Arch) // what run, simulate and analyze load through
				if err != nil {
					t.Fatal(err)
				}
				checkAgainstReference(t, name, p, loadWorkload(t, name), ref, []int{0, 4})
			})
		}
	}
}
