package sim

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// TestRowFunctions: every opcode's row function gives, on random rows,
// scalar or vector sources (row masks 0 and lastLane), carry-ins and lane
// masks, what its lane function gives lane by lane; it leaves the
// inactive lanes' results alone, and a destination that is also a source
// row reads each lane before writing it.
func TestRowFunctions(t *testing.T) {
	names := make([]string, 0, len(vops))
	for n := range vops {
		names = append(names, n)
	}
	sort.Strings(names)
	r := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for _, n := range names {
		op := vops[n]
		if op.row == nil {
			continue
		}
		checked++
		for i := 0; i < 60; i++ {
			checkRow(t, n, op, r, i)
		}
	}
	t.Logf("%d of %d opcodes have a row function", checked, len(names))
	if checked < 100 {
		t.Errorf("only %d opcodes have a row function", checked)
	}
}

func checkRow(t *testing.T, n string, op *vop, r *rand.Rand, i int) {
	t.Helper()
	var a, b, c, d [isa.MaxLanes]uint32
	for l := range isa.MaxLanes {
		a[l], b[l], c[l], d[l] = r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()
		if r.IntN(3) == 0 { // small values: shifts, compares' equal cases
			a[l], b[l] = a[l]&63, b[l]&63
		}
	}
	if i%5 == 0 {
		b = a
	}
	masks := [3]int{lastLane, lastLane, lastLane}
	for k := range masks {
		if r.IntN(3) == 0 {
			masks[k] = 0
		}
	}
	cin, act := r.Uint64(), r.Uint64()
	if !op.cin && !op.vccIn {
		cin = 0 // what execRow passes
	}
	switch i % 3 {
	case 0:
		act = ^uint64(0)
	case 1:
		act &= r.Uint64()
	}
	want := d
	var wout uint64
	for l := range isa.MaxLanes {
		if act>>l&1 == 0 {
			continue
		}
		x, co := op.fn(uint64(a[l&masks[0]]), uint64(b[l&masks[1]]), uint64(c[l&masks[2]]), cin>>l&1 != 0, l)
		want[l] = uint32(x)
		if co {
			wout |= 1 << l
		}
	}
	var dp *[isa.MaxLanes]uint32
	switch {
	case op.dt == tNone:
		want = d
	case i%7 == 3 && masks[0] == lastLane: // the destination is source a's row
		d = a
		for l := range isa.MaxLanes {
			if act>>l&1 == 0 {
				want[l] = a[l]
			}
		}
		dp = &a
	default:
		dp = &d
	}
	out := op.row(dp, &a, &b, &c, masks[0], masks[1], masks[2], cin, act)
	got := d
	if dp == &a {
		got = a
	}
	if got != want || out != wout {
		t.Fatalf("%s (row masks %v, act %#x): row gives %x, mask %#x; lane by lane %x, %#x", n, masks, act, got, out, want, wout)
	}
}
