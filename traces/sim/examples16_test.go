package sim_test

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// Go references of the examples added for issue 13 (narrow16, halfmath,
// dsincos, dppsum). Outputs of other element types are returned as their
// little-endian bytes packed into int32s (every output is a multiple of 4
// bytes long).

func argBytes(t testing.TB, l *sim.Launch, name string) []byte {
	t.Helper()
	for _, a := range l.Args {
		if a.Name == name {
			if a.IsBuffer {
				return a.Buffer
			}
			return a.Value
		}
	}
	t.Fatalf("no argument %s", name)
	return nil
}

func packI32(t testing.TB, b []byte) []int32 {
	t.Helper()
	if len(b)%4 != 0 {
		t.Fatalf("output of %d bytes is not a multiple of 4", len(b))
	}
	return i32s(b)
}

func refNarrow16(t testing.TB, l *sim.Launch) map[string][]int32 {
	a, b, c := argBytes(t, l, "a"), argBytes(t, l, "b"), argBytes(t, l, "c")
	out := make([]byte, len(argBytes(t, l, "out")))
	outc := make([]byte, len(argBytes(t, l, "outc")))
	forEachItem(l, func(_, _, _, i int) {
		x := int32(int16(binary.LittleEndian.Uint16(a[2*i:])))
		y := int32(int16(binary.LittleEndian.Uint16(b[2*i:])))
		z := int32(c[i])
		r := int32(int16(x*y+(x>>3))) ^ int32(int16(int32(uint16(y))>>(z&7)))
		r = int32(int16(r))
		if x < y {
			r = int32(int16(r - z))
		}
		binary.LittleEndian.PutUint16(out[2*i:], uint16(r))
		outc[i] = byte(int32(uint8(z*3+int32(uint8(x&0xff)))) >> 1)
	})
	return map[string][]int32{"out": packI32(t, out), "outc": packI32(t, outc)}
}

func refHalfmath(t testing.TB, l *sim.Launch) map[string][]int32 {
	a, b := argBytes(t, l, "a"), argBytes(t, l, "b")
	out := make([]byte, len(argBytes(t, l, "out")))
	forEachItem(l, func(_, _, _, i int) {
		x := refF16(uint32(binary.LittleEndian.Uint16(a[2*i:])))
		bv := refF16(uint32(binary.LittleEndian.Uint16(b[2*i:])))
		y := -bv
		r := refF16(refToF16(x*y + 0.5)) // fma: exact in float64, one rounding
		if x < y {
			r = refF16(refToF16(r - x))
		}
		s := refF16(refToF16(math.Sqrt(math.Abs(bv))))
		binary.LittleEndian.PutUint16(out[2*i:], uint16(refToF16(r*s)))
	})
	return map[string][]int32{"out": packI32(t, out)}
}

func refDsincos(t testing.TB, l *sim.Launch) map[string][]int32 {
	a := argBytes(t, l, "a")
	out := make([]byte, len(argBytes(t, l, "out")))
	forEachItem(l, func(_, _, _, i int) {
		x := math.Float64frombits(binary.LittleEndian.Uint64(a[8*i:]))
		s, c := math.Sincos(x)
		binary.LittleEndian.PutUint64(out[8*i:], math.Float64bits(s+2*c))
	})
	return map[string][]int32{"out": packI32(t, out)}
}

// compareF64Close compares doubles within 1e-15 of max(1, |want|) (the
// device library and Go's math agree to a few ulp, not bit for bit).
func compareF64Close(t testing.TB, what string, got []byte, want []int32) {
	t.Helper()
	wb := i32bytes(want)
	if len(got) != len(wb) {
		t.Errorf("%s: %d bytes, want %d", what, len(got), len(wb))
		return
	}
	bad := 0
	for i := 0; i+8 <= len(wb); i += 8 {
		g := math.Float64frombits(binary.LittleEndian.Uint64(got[i:]))
		w := math.Float64frombits(binary.LittleEndian.Uint64(wb[i:]))
		if !(math.Abs(g-w) <= 1e-15*math.Max(1, math.Abs(w))) {
			if bad < 5 {
				t.Errorf("%s[%d] = %.17g, want %.17g", what, i/8, g, w)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d differ", what, bad, len(wb)/8)
	}
}

func refDppsum(t testing.TB, l *sim.Launch) map[string][]int32 {
	a := argI32(t, l, "a")
	out := argI32(t, l, "out")
	forEachItem(l, func(_, b, _, i int) {
		out[b] += a[i]
	})
	return map[string][]int32{"out": out}
}
