package staticbound

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestWindowOps checks the abstract operations against values computed
// by hand (docs/static.md, "Vector memory: the address analysis").
func TestWindowOps(t *testing.T) {
	v0 := av{r: 63, k: 1} // 64 consecutive x ids
	u := uni(1)
	abs := func(a, r uint64) av { return av{abs: true, a: a, r: r, k: 1} }
	for _, c := range []struct {
		name      string
		got, want av
	}{
		{"v0 & 63", and(v0, konst(63)), abs(0, 63)},
		{"(v0 & 63) << 2: a multiple of 4", shl(abs(0, 63), 2), withTZ(abs(0, 252), 2)},
		{"+ 28", add(withTZ(abs(0, 252), 2), konst(28)), withTZ(abs(28, 252), 2)},
		{"+ an SGPR", add(abs(28, 252), u), av{r: 252, k: 1}},
		{"+ a page-aligned SGPR: still a multiple of 4", add(withTZ(abs(28, 252), 2), withTZ(u, 12)), av{r: 252, k: 1, tz: 2}},
		{"v0 << 2 + SGPR", add(shl(v0, 2), u), av{r: 252, k: 1}},
		{"v0 >> 2: one wrap per group", shr(v0, 2, false), av{r: 16, k: 2}},
		{"v0 x -4 mirrors the window", mulc(v0, 0xfffffffc), av{r: 252, k: 1, tz: 2}},
		{"v0 x SGPR: an unknown stride, each lane its own group", mul(v0, u), av{k: 64}},
		{"16 values x SGPR: 16 uniform groups", mul(av{r: 15, k: 1}, u), uni(16)},
		{"4 rows x SGPR (y ids of a 16 x 16 workgroup)", mul(uni(4), u), uni(4)},
		{"a 64-bit product: 4 x a window (a wrap at 2^32 splits it)", mulInt(av{r: 63, k: 1}, konst(4), false), av{r: 252, k: 2, tz: 2}},
		{"a 64-bit product of integers: no split", mulInt(abs(0, 63), konst(4), false), av{r: 252, k: 1, tz: 2}},
		{"signed: -4 mirrors", mulInt(abs(0, 63), konst(0xfffffffc), true), av{r: 252, k: 1, tz: 2}},
		{"a uniform product plus an index pair", addPair(mulInt(u, u, false), av{r: 63, k: 2}), av{r: 63, k: 2}},
		{"a pair of a known low word and a varying high word", composePair(konst(0), av{r: 63, k: 1}), av{r: 63 << 32, k: 1, tz: 32}},
		{"an unknown value times 4 keeps its alignment", shl(avTop, 2), av{top: true, tz: 2}},
		{"and with ~3 clears the low bits", and(avTop, konst(0xfffffffc)), withTZ(and(avTop, konst(0xfffffffc)), 2)},
		{"SGPR x SGPR stays uniform", mul(u, u), u},
		{"either side of a cndmask", either(abs(0, 63), av{r: 1, k: 1}), av{r: 63, k: 2}},
		{"join: one predecessor's", join(av{r: 63, k: 2}, av{r: 10, k: 3}), av{r: 63, k: 3}},
		{"piece: a wrap at 2^32", piece(av{r: 252, k: 1}), av{r: 252, k: 2}},
		{"piece of an integer interval", piece(abs(0, 252)), abs(0, 252)},
		{"24-bit truncation", trunc24(av{r: 100, k: 1}, false), av{r: 100, k: 2}},
		{"byte ^ 0x55", xor(abs(0, 255), konst(0x55)), abs(0, 255)},
		{"x | 3", or(av{r: 60, k: 1}, konst(3)), av{r: 63, k: 1}},
		{"too wide: only the alignment stays", shl(av{r: 1 << 20, k: 1}, 12), av{top: true, tz: 12}},
		{"groups capped at 64", add(av{r: 1, k: 16}, av{r: 1, k: 16}), av{r: 2, k: 64}},
		{"top absorbs", add(avTop, u), avTop},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, c.got, c.want)
		}
	}
}

// TestServiceOf: lines of a FLAT dword load on the default hardware
// (64-byte lines at 64 bytes per cycle, 4 address cycles).
func TestServiceOf(t *testing.T) {
	hw := timing.Default()
	v := func(lo, hi int) asm.Operand { return asm.Operand{Kind: asm.OpReg, File: asm.VGPR, Lo: lo, Hi: hi} }
	load := &asm.Instruction{Mnemonic: "flat_load_dword", Op: "flat_load_dword", Operands: []asm.Operand{v(1, 1), v(2, 3)}}
	ubyte := &asm.Instruction{Mnemonic: "flat_load_ubyte", Op: "flat_load_ubyte", Operands: []asm.Operand{v(1, 1), v(2, 3)}}
	for _, c := range []struct {
		name string
		in   *asm.Instruction
		a    av
		has  bool
		want int64
	}{
		// 252 + 4 bytes at an unknown alignment: floor((63 + 255) / 64) + 1.
		{"contiguous dwords", load, av{r: 252, k: 1}, true, 5},
		{"four groups", load, av{r: 252, k: 4}, true, 20},
		// A byte index x 4: floor((63 + 1023) / 64) + 1.
		{"byte-indexed", load, av{r: 1020, k: 1}, true, 17},
		// Every lane at one address: 2 lines, below the 4 address cycles.
		{"uniform address", load, av{k: 1}, true, 4},
		// 64 lanes x 2 lines (4 bytes can straddle two lines).
		{"unknown address", load, avTop, true, 128},
		{"no address fact", load, av{k: 1}, false, 128},
		{"wide window: the per-lane bound", load, av{r: 1 << 20, k: 1}, true, 128},
		// One byte per lane: one line each.
		{"unknown byte address", ubyte, avTop, true, 64},
		// A multiple of 4 (a page-aligned buffer + 4 x an unknown index):
		// a lane's dword never straddles two lines.
		{"unknown aligned dword address", load, av{top: true, tz: 2}, true, 64},
		{"aligned window", load, av{r: 252, k: 4, tz: 2}, true, 4 * (((64 - 4 + 252 + 4 - 1) / 64) + 1)},
	} {
		if got := serviceOf(isa.GFX8, &hw, c.in, c.a, c.has, isa.MaxLanes); got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, got, c.want)
		}
	}
	// A lanes fact (at most n lanes active): n x the lines of one lane.
	for _, c := range []struct {
		name  string
		in    *asm.Instruction
		a     av
		lanes int64
		want  int64
	}{
		// 43 lanes x 1 line (an aligned dword), 43 cycles; the family's
		// 43 lines (flatLanesOf) and 5 members: max(5 x 4, 43 + 4 x 4).
		{"aligned dword, 43 lanes", load, av{top: true, tz: 2}, 43, 43},
		// 3 lanes x 2 lines: 6 cycles.
		{"unknown dword, 3 lanes", load, avTop, 3, 6},
		// 1 lane, 1 line: the 4 address cycles.
		{"one byte lane", ubyte, avTop, 1, 4},
		// The window's bound is smaller: 5 lines.
		{"window below the lanes", load, av{r: 252, k: 1}, 43, 5},
	} {
		if got := serviceOf(isa.GFX8, &hw, c.in, c.a, true, c.lanes); got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, got, c.want)
		}
	}
	n, ok := flatLanesOf(isa.GFX8, &hw, load, av{top: true, tz: 2}, true, 43)
	if !ok || n != 43 || familyFLAT(&hw, 5, n, 43) != 59 {
		t.Errorf("43 aligned lanes: %d lines (%v), family of 5 %d; want 43 lines, 59 cycles", n, ok, familyFLAT(&hw, 5, n, 43))
	}
}

// TestIDValue: the y and z work-item ids seen by one wave: uniform groups
// as many as the distinct values a wave holds, or an interval.
func TestIDValue(t *testing.T) {
	for _, c := range []struct {
		size, stride, n int
		want            av
	}{
		{256, 16, 16, uni(4)},                    // 16 x 16: four rows per wave
		{256, 32, 8, uni(2)},                     // 32 x 8
		{256, 8, 32, uni(8)},                     // 8 x 32
		{256, 4, 64, uni(16)},                    // 4 x 64: 16 rows, fewer than 64
		{128, 2, 64, av{abs: true, r: 63, k: 1}}, // 2 x 64: 32 rows per wave, an interval
		{256, 256, 1, uni(1)},                    // 1-D: y = 0
		{96, 16, 6, uni(4)},                      // 16 x 6: rows 0-3, then rows 4, 5 and 0 beyond the workgroup
	} {
		if got := idValue(c.size, c.stride, c.n); got != c.want {
			t.Errorf("size %d, stride %d, n %d: got %+v, want %+v", c.size, c.stride, c.n, got, c.want)
		}
	}
}

// TestIDLin: the lane-linear work-item ids by hand (lanes.go): a
// one-dimensional x is 64w + l (the lane bits, U a multiple of 64); in a
// 16 x 16 workgroup x = l mod 16 (the low 4 bits, U = 0) and y = 4w + l /
// 16 (bits 4 and 5 as 1 and 2, U a multiple of 4); shapes that disagree,
// and y of a three-dimensional workgroup (it wraps at Y), have none.
func TestIDLin(t *testing.T) {
	lane := [6]int32{1, 2, 4, 8, 16, 32}
	for _, c := range []struct {
		shapes []Shape
		d      int
		want   linVal
		ok     bool
	}{
		{[]Shape{{100, 1, 1}, {128, 1, 1}}, 0, linVal{c: lane, utz: 6}, true},
		{[]Shape{{16, 16, 1}}, 0, linVal{c: [6]int32{1, 2, 4, 8}, utz: 32}, true},
		{[]Shape{{16, 16, 1}}, 1, linVal{c: [6]int32{0, 0, 0, 0, 1, 2}, utz: 2}, true},
		{[]Shape{{128, 2, 1}}, 0, linVal{c: lane, utz: 6}, true},
		{[]Shape{{16, 16, 1}, {32, 8, 1}}, 0, linVal{}, false},
		{[]Shape{{8, 8, 4}}, 1, linVal{}, false},
		{[]Shape{{24, 4, 1}}, 0, linVal{}, false},
		{nil, 0, linVal{}, false},
	} {
		got, ok := idLin(c.shapes, c.d)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("idLin(%v, %d) = %+v, %v; want %+v, %v", c.shapes, c.d, got, ok, c.want, c.ok)
		}
	}
	x, _ := idLin([]Shape{{16, 16, 1}}, 0)
	y, _ := idLin([]Shape{{16, 16, 1}}, 1)
	x4, _ := linScale(x, 4)
	y64, _ := linScale(y, 64)
	row, _ := linAdd(y64, x4, 1)
	if want := (linVal{c: [6]int32{4, 8, 16, 32, 64, 128}, utz: 8}); row != want {
		t.Errorf("4x + 64y = %+v, want %+v (4 bytes per lane, U = 256w)", row, want)
	}
	if l := row.at(37); l != 4*37 {
		t.Errorf("lane 37 of 4x + 64y: %d, want %d", l, 4*37)
	}
	if _, ok := linScale(x, 1<<24); ok {
		t.Error("a scale of 2^24 kept the fact")
	}
	// Forms: a clamp of a row with a uniform value has two; adding two
	// such values four (every pair); a third factor of two forms is over
	// maxAlts and drops the fact.
	two, ok := setEither(single(row), single(linVal{utz: 32}))
	if !ok || two.n != 2 || two.alts[0] != row || two.alts[1] != (linVal{utz: 32}) {
		t.Errorf("row or uniform: %+v, %v", two, ok)
	}
	four, ok := setAdd(two, two, 1)
	if want := (linVal{c: [6]int32{8, 16, 32, 64, 128, 256}, utz: 8}); !ok || four.n != 4 || four.alts[0] != want || four.alts[3] != (linVal{utz: 32}) {
		t.Errorf("two + two: %+v, %v; want 4 forms from %+v to the uniform", four, ok, want)
	}
	if _, ok := setAdd(four, two, 1); ok {
		t.Error("8 forms kept")
	}
	if sc, ok := setScale(two, -1); !ok || sc.alts[0].c[0] != -4 || sc.n != 2 {
		t.Errorf("-(row or uniform): %+v, %v", sc, ok)
	}
}
