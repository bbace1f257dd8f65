package sim_test

import (
	"fmt"
	"math"
	"math/bits"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// Per-instruction tests: each case is a snippet that reads v1, v2, v3 (the
// lane's elements of three input buffers) and leaves its result in v4; the
// harness compares v4 of every lane with a Go formula (known answers for
// the edge cases come from the inputs below).

func loadV(off int, dst string) string {
	return fmt.Sprintf(`	s_load_dwordx2 s[8:9], s[4:5], 0x%x
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s9
	v_add_u32_e32 v10, vcc, s8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword %s, v[10:11]
	s_waitcnt vmcnt(0)
`, off, dst)
}

type instrCase struct {
	name string
	asm  string
	want func(a, b, c uint32, lane int) uint32
}

// laneFilter, per case, selects the lanes to check (floats: skip NaN,
// infinite and denormal inputs, whose handling the formula does not model).
var laneFilter = map[string]func(a, b, c uint32) bool{
	"f32 mad/mac/neg/abs": func(a, b, c uint32) bool { return plain(a, b, c) },
	"f32 clamp and omod":  func(a, b, c uint32) bool { return plain(a, b, c) },
	"v_cvt_f16_f32 round trip": func(a, _, _ uint32) bool {
		f := math.Abs(float64(bf(a)))
		return f == 0 || f >= 1.0/16384 && f <= 65504
	},
}

// plain reports whether the f32 bit patterns are normal, finite values of
// moderate size (or zero).
func plain(xs ...uint32) bool {
	for _, x := range xs {
		f := math.Abs(float64(bf(x)))
		if f != 0 && (f < 1e-30 || f > 1e30) || f != f {
			return false
		}
	}
	return true
}

func f32b(f float32) uint32 { return math.Float32bits(f) }
func bf(u uint32) float32   { return math.Float32frombits(u) }

var instrCases = []instrCase{
	{"v_add_u32 carry into vcc, v_cndmask", "v_add_u32_e32 v4, vcc, v1, v2\n\tv_cndmask_b32_e64 v4, 0, 1, vcc",
		func(a, b, _ uint32, _ int) uint32 { return uint32((uint64(a) + uint64(b)) >> 32) }},
	{"v_add_u32_e64 sdst + v_addc_u32", "v_add_u32_e64 v5, s[20:21], v1, v2\n\tv_addc_u32_e64 v4, s[22:23], v3, 0, s[20:21]",
		func(a, b, c uint32, _ int) uint32 { return c + uint32((uint64(a)+uint64(b))>>32) }},
	{"v_sub_u32 borrow, v_subb_u32", "v_sub_u32_e32 v5, vcc, v1, v2\n\tv_subb_u32_e32 v4, vcc, v3, v3, vcc",
		func(a, b, _ uint32, _ int) uint32 { return -uint32(b2i(b > a)) }},
	{"v_subrev_u32", "v_subrev_u32_e32 v4, vcc, v1, v2", func(a, b, _ uint32, _ int) uint32 { return b - a }},
	{"v_mad_u64_u32 low", "v_mov_b32_e32 v6, v3\n\tv_mov_b32_e32 v7, 0\n\tv_mad_u64_u32 v[8:9], s[20:21], v1, v2, v[6:7]\n\tv_xor_b32_e32 v4, v8, v9",
		func(a, b, c uint32, _ int) uint32 {
			p := uint64(a)*uint64(b) + uint64(c)
			return uint32(p) ^ uint32(p>>32)
		}},
	{"v_mul_hi_u32", "v_mul_hi_u32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return uint32(uint64(a) * uint64(b) >> 32) }},
	{"v_mul_hi_i32", "v_mul_hi_i32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 { return uint32(int64(int32(a)) * int64(int32(b)) >> 32) }},
	{"v_mul_i32_i24", "v_mul_i32_i24_e32 v4, v1, v2", func(a, b, _ uint32, _ int) uint32 {
		return uint32(int32(a<<8) >> 8 * (int32(b<<8) >> 8))
	}},
	{"v_mad_u32_u24", "v_mad_u32_u24 v4, v1, v2, v3", func(a, b, c uint32, _ int) uint32 { return (a&0xffffff)*(b&0xffffff) + c }},
	{"v_alignbit_b32", "v_alignbit_b32 v4, v1, v2, v3", func(a, b, c uint32, _ int) uint32 { return uint32((uint64(a)<<32 | uint64(b)) >> (c & 31)) }},
	{"v_bfe_u32", "v_bfe_u32 v4, v1, 5, 7", func(a, _, _ uint32, _ int) uint32 { return a >> 5 & 0x7f }},
	{"v_bfe_i32", "v_bfe_i32 v4, v1, 3, 9", func(a, _, _ uint32, _ int) uint32 { return uint32(int32(a<<(32-12)) >> (32 - 9)) }},
	{"v_bfi_b32", "v_bfi_b32 v4, v1, v2, v3", func(a, b, c uint32, _ int) uint32 { return a&b | ^a&c }},
	{"v_ashrrev_i32", "v_ashrrev_i32_e32 v4, v2, v1", func(a, b, _ uint32, _ int) uint32 { return uint32(int32(a) >> (b & 31)) }},
	{"v_lshlrev_b64", "v_mov_b32_e32 v6, v1\n\tv_mov_b32_e32 v7, v3\n\tv_lshlrev_b64 v[8:9], v2, v[6:7]\n\tv_add_u32_e32 v4, vcc, v8, v9",
		func(a, b, c uint32, _ int) uint32 {
			x := (uint64(c)<<32 | uint64(a)) << (b & 63)
			return uint32(x) + uint32(x>>32)
		}},
	{"v_min_i32/v_max_u32/v_med3_i32", "v_min_i32_e32 v5, v1, v2\n\tv_max_u32_e32 v6, v1, v2\n\tv_med3_i32 v7, v1, v2, v3\n\tv_xor_b32_e32 v4, v5, v6\n\tv_add_u32_e32 v4, vcc, v4, v7",
		func(a, b, c uint32, _ int) uint32 {
			m := []int32{int32(a), int32(b), int32(c)}
			med := max(min(m[0], m[1]), min(max(m[0], m[1]), m[2]))
			return (uint32(min(int32(a), int32(b))) ^ max(a, b)) + uint32(med)
		}},
	{"v_mbcnt_lo/hi", "v_mbcnt_lo_u32_b32 v5, v1, 0\n\tv_mbcnt_hi_u32_b32 v4, v2, v5",
		func(a, b, _ uint32, l int) uint32 {
			lo := uint64(a) | uint64(b)<<32
			return uint32(bits.OnesCount64(lo & (1<<uint(l) - 1)))
		}},
	{"v_bcnt/v_ffbh/v_ffbl", "v_bcnt_u32_b32 v5, v1, 0\n\tv_ffbh_u32_e32 v6, v2\n\tv_ffbl_b32_e32 v7, v3\n\tv_add_u32_e32 v4, vcc, v5, v6\n\tv_xor_b32_e32 v4, v4, v7",
		func(a, b, c uint32, _ int) uint32 {
			h, l := uint32(0xffffffff), uint32(0xffffffff)
			if b != 0 {
				h = uint32(bits.LeadingZeros32(b))
			}
			if c != 0 {
				l = uint32(bits.TrailingZeros32(c))
			}
			return (uint32(bits.OnesCount32(a)) + h) ^ l
		}},
	{"sdwa byte/word selects", "v_add_u32_sdwa v4, vcc, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0",
		func(a, b, _ uint32, _ int) uint32 { return ((a>>8&0xff + b&0xffff) & 0xffff) << 16 }},
	{"sdwa sext and preserve", "v_mov_b32_e32 v4, v3\n\tv_or_b32_sdwa v4, sext(v1), v2 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_3",
		func(a, b, c uint32, _ int) uint32 {
			r := uint32(int32(int8(a))) | b>>24
			return c&^0xff0000 | (r&0xff)<<16
		}},
	{"v_cmp_lt_i32 + s_and_saveexec + readfirstlane", "v_cmp_lt_i32_e32 vcc, v1, v2\n\ts_and_saveexec_b64 s[20:21], vcc\n\tv_mov_b32_e32 v4, 7\n\ts_or_b64 exec, exec, s[20:21]\n\tv_cmp_eq_u32_e64 s[22:23], 7, v4\n\ts_bcnt1_i32_b64 s24, s[22:23]\n\tv_add_u32_e32 v4, vcc, s24, v4",
		nil}, // checked separately (depends on all lanes)
	{"scalar carry chain", "v_readfirstlane_b32 s20, v1\n\tv_readfirstlane_b32 s21, v2\n\ts_add_u32 s22, s20, s21\n\ts_addc_u32 s23, 0, 0\n\ts_sub_u32 s24, s20, s21\n\ts_subb_u32 s25, 0, 0\n\ts_xor_b32 s22, s22, s23\n\ts_add_i32 s22, s22, s25\n\tv_mov_b32_e32 v4, s22",
		func(a, b, _ uint32, _ int) uint32 { return 0 }}, // replaced in test: lane-0 values
	{"f32 mad/mac/neg/abs", "v_mad_f32 v4, -v1, |v2|, v3\n\tv_mac_f32_e32 v4, 0.5, v1",
		func(a, b, c uint32, _ int) uint32 {
			x := float32(-bf(a)*float32(math.Abs(float64(bf(b))))) + bf(c)
			return f32b(float32(0.5*bf(a)) + x)
		}},
	{"f32 clamp and omod", "v_add_f32_e64 v4, v1, v2 clamp\n\tv_mul_f32_e64 v5, v1, v3 mul:2\n\tv_add_f32_e32 v4, v4, v5",
		func(a, b, c uint32, _ int) uint32 {
			s := bf(a) + bf(b)
			s = float32(math.Max(0, math.Min(1, float64(s))))
			return f32b(s + bf(a)*bf(c)*2)
		}},
	{"cvt f32<->i32/u32", "v_cvt_f32_i32_e32 v5, v1\n\tv_cvt_i32_f32_e32 v6, v5\n\tv_cvt_f32_u32_e32 v7, v2\n\tv_cvt_u32_f32_e32 v8, v7\n\tv_xor_b32_e32 v4, v6, v8",
		func(a, b, _ uint32, _ int) uint32 {
			i := cvtI(float64(float32(int32(a))))
			u := cvtU(float64(float32(b)))
			return i ^ u
		}},
	{"v_exp/v_log/v_rcp/v_sqrt", "v_and_b32_e32 v5, 15, v1\n\tv_cvt_f32_u32_e32 v5, v5\n\tv_exp_f32_e32 v6, v5\n\tv_log_f32_e32 v7, v6\n\tv_rcp_f32_e32 v8, v6\n\tv_sqrt_f32_e32 v9, v6\n\tv_add_f32_e32 v4, v7, v8\n\tv_add_f32_e32 v4, v4, v9",
		func(a, _, _ uint32, _ int) uint32 {
			e := float32(math.Exp2(float64(a & 15)))
			return f32b(float32(math.Log2(float64(e))) + float32(1/float64(e)) + float32(math.Sqrt(float64(e))))
		}},
	{"v_sin/v_cos take revolutions", "v_mov_b32_e32 v5, 0.25\n\tv_sin_f32_e32 v6, v5\n\tv_cos_f32_e32 v7, v5\n\tv_cvt_i32_f32_e32 v6, v6\n\tv_cvt_rpi_i32_f32_e32 v7, v7\n\tv_lshlrev_b32_e32 v6, 4, v6\n\tv_or_b32_e32 v4, v6, v7",
		func(_, _, _ uint32, _ int) uint32 { return 1 << 4 }},
	{"v_cmp_class_f32 / v_cmp_u_f32", "s_movk_i32 s22, 0x3fc\n\tv_cmp_class_f32_e64 s[20:21], v1, s22\n\tv_cndmask_b32_e64 v4, 0, 1, s[20:21]\n\tv_cmp_u_f32_e32 vcc, v1, v1\n\tv_cndmask_b32_e64 v5, 0, 2, vcc\n\tv_or_b32_e32 v4, v4, v5",
		func(a, _, _ uint32, _ int) uint32 {
			f := bf(a)
			if f != f {
				return 2
			}
			return 1
		}},
	{"v_cvt_f16_f32 round trip", "v_cvt_f16_f32_e32 v5, v1\n\tv_cvt_f32_f16_e32 v4, v5",
		func(a, _, _ uint32, _ int) uint32 { return f32b(halfRound(bf(a))) }},
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func cvtI(f float64) uint32 {
	switch {
	case f != f:
		return 0
	case f >= math.MaxInt32:
		return math.MaxInt32
	case f <= math.MinInt32:
		return 0x80000000
	}
	return uint32(int32(f))
}

func cvtU(f float64) uint32 {
	switch {
	case f != f || f <= 0:
		return 0
	case f >= math.MaxUint32:
		return math.MaxUint32
	}
	return uint32(f)
}

// halfRound rounds an f32 to the nearest f16 value (normal range only).
func halfRound(f float32) float32 {
	if f != f || math.Abs(float64(f)) > 65504 || math.Abs(float64(f)) < 1.0/16384 {
		return f
	}
	e := math.Floor(math.Log2(math.Abs(float64(f))))
	q := math.Ldexp(1, int(e)-10)
	return float32(math.RoundToEven(float64(f)/q) * q)
}

func TestInstructions(t *testing.T) {
	const n = 64
	in := [3][]int32{make([]int32, n), make([]int32, n), make([]int32, n)}
	edge := []uint32{0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0xffff, 0x10000, 0xff, 0x3f800000, 0xbf800000, 0x7fc00000, 0x00400000}
	seed := uint32(12345)
	for k := 0; k < 3; k++ {
		for l := 0; l < n; l++ {
			seed = seed*1664525 + 1013904223
			v := seed
			if l < len(edge) {
				v = edge[(l+k*5)%len(edge)]
			} else if l%3 == 0 {
				v = f32b(float32(int32(seed>>8)%2000) / 16) // a plain float
			}
			in[k][l] = int32(v)
		}
	}
	for _, c := range instrCases {
		t.Run(c.name, func(t *testing.T) {
			body := loadV(0, "v1") + loadV(8, "v2") + loadV(16, "v3") + "\t" + c.asm + "\n" + `	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s9
	v_add_u32_e32 v10, vcc, s8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_store_dword v[10:11], v4
	s_endpgm
`
			p := loadAsm(t, "instr.s", handKernel(body, 4, 0))
			r, _ := run(t, p, launch1D(1, n, in[0], in[1], in[2], make([]int32, n)), sim.Options{})
			got := i32s(output(t, r, "b3"))
			for l := 0; l < n; l++ {
				a, b, cc := uint32(in[0][l]), uint32(in[1][l]), uint32(in[2][l])
				if f := laneFilter[c.name]; f != nil && !f(a, b, cc) {
					continue
				}
				var want uint32
				switch {
				case c.want == nil: // compare/saveexec case
					cnt := 0
					for k := 0; k < n; k++ {
						if int32(in[0][k]) < int32(in[1][k]) {
							cnt++
						}
					}
					if int32(a) < int32(b) {
						want = uint32(7 + cnt)
					} else {
						want = 0 + uint32(cnt) // v4 = 0 from the zeroed VGPR, plus the count
					}
				case c.name == "scalar carry chain":
					a0, b0 := uint32(in[0][0]), uint32(in[1][0])
					s := a0 + b0
					carry := uint32((uint64(a0) + uint64(b0)) >> 32)
					borrow := uint32(b2i(b0 > a0))
					want = (s ^ carry) + -borrow
				default:
					want = c.want(a, b, cc, l)
				}
				if uint32(got[l]) != want {
					t.Errorf("lane %d (a=%#x b=%#x c=%#x): got %#x, want %#x", l, a, b, cc, uint32(got[l]), want)
				}
			}
		})
	}
}
