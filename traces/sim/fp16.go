package sim

import "math"

// f32ToF16 converts to IEEE half precision, rounding to nearest even.
func f32ToF16(f float32) uint16 { return f32ToHalf(f, false) }

// f32ToF16RTZ converts to IEEE half precision, rounding toward zero.
func f32ToF16RTZ(f float32) uint16 { return f32ToHalf(f, true) }

func f32ToHalf(f float32, rtz bool) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23) & 0xff
	mant := b & 0x7fffff
	switch {
	case exp == 0xff:
		if mant != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		if rtz {
			return sign | 0x7bff
		}
		return sign | 0x7c00
	}
	var m uint32
	var shift uint
	if e <= 0 {
		if e < -10 {
			return sign
		}
		m = mant | 0x800000
		shift = uint(14 - e)
		e = 0
	} else {
		m = mant
		shift = 13
	}
	h := uint32(e)<<10 | m>>shift
	if !rtz {
		rem := m & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || rem == half && h&1 == 1 {
			h++
		}
	}
	return sign | uint16(h)
}

// f16ToF32 converts an IEEE half to single precision (exact).
func f16ToF32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp == 0:
		if mant == 0 {
			return math.Float32frombits(sign)
		}
		f := float32(mant) / 1024 / 16384
		if sign != 0 {
			f = -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
}
