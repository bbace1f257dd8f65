package sim

import (
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Whole-wavefront loops written out for the vector opcodes kernels spend
// most of their instructions on (moves, selects, address arithmetic and
// masks): no call per lane at all, and a plain loop when every lane is
// active. The opcodes' constructors give every other vu32, vf32, vcarry
// and vcmp opcode a generic whole-wave loop with one call per lane.
// TestWaveFunctions checks each against its lane function. cin is 0 for
// an opcode without a mask input (valuInst.exec).
var hotWaves = map[string]waveFn{
	"v_mov_b32":     waveMov,
	"v_cndmask_b32": waveCndmask,
	"v_add_u32":     waveAddCarry, "v_add_co_u32": waveAddCarry,
	"v_addc_u32": waveAddCarry, "v_addc_co_u32": waveAddCarry,
	"v_and_b32":     waveAnd,
	"v_lshlrev_b32": waveLshlrev,
	"v_mul_lo_u32":  waveMulLo, "v_mul_lo_i32": waveMulLo,
}

// useHotWaves installs hotWaves (after the table's init registered the
// opcodes).
func useHotWaves() {
	for n, f := range hotWaves {
		vops[n].wave = f
	}
}

const allLanes = ^isa.LaneMask(0)

func waveMov(d *[isa.MaxLanes]uint32, a, _, _ *[isa.MaxLanes]uint64, _, act uint64) uint64 {
	if act == allLanes {
		for l := range d {
			d[l] = uint32(a[l])
		}
		return 0
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		d[l] = uint32(a[l])
	}
	return 0
}

func waveCndmask(d *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, cin, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		x := a[l]
		if cin>>l&1 != 0 {
			x = b[l]
		}
		d[l] = uint32(x)
	}
	return 0
}

// waveAddCarry is v_add_u32 (cin is 0) and v_addc_u32: a 33-bit sum.
func waveAddCarry(d *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, cin, act uint64) (out uint64) {
	if act == allLanes && cin == 0 {
		for l := range d {
			s := a[l]&0xffffffff + b[l]&0xffffffff
			d[l] = uint32(s)
			out |= s >> 32 << l
		}
		return out
	}
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		s := a[l]&0xffffffff + b[l]&0xffffffff + cin>>l&1
		d[l] = uint32(s)
		out |= s >> 32 << l
	}
	return out
}

func waveLshlrev(d *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		d[l] = uint32(b[l]) << (a[l] & 31)
	}
	return 0
}

func waveMulLo(d *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		d[l] = uint32(a[l]) * uint32(b[l])
	}
	return 0
}

func waveAnd(d *[isa.MaxLanes]uint32, a, b, _ *[isa.MaxLanes]uint64, _, act uint64) uint64 {
	for m := act; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		d[l] = uint32(a[l] & b[l])
	}
	return 0
}
