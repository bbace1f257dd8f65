package sim

import (
	"math/rand/v2"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// TestLaneFunctionsIgnoreUnusedSources: valuInst.exec hands every lane
// function three sources, and those past the opcode's source count hold
// what an earlier instruction gathered (Machine.lanes is not cleared per
// instruction). Every opcode's result and mask bit must therefore not
// depend on them: the same result with zeros and with random bits there.
func TestLaneFunctionsIgnoreUnusedSources(t *testing.T) {
	names := vopNames()
	r := rand.New(rand.NewPCG(3, 5))
	for _, n := range names {
		op := vops[n]
		if op.nsrc >= 3 {
			continue
		}
		fns := []vfn{op.fn}
		if op.sat != nil {
			fns = append(fns, op.sat)
		}
		for _, fn := range fns {
			for i := 0; i < 200; i++ {
				var s [3]uint64
				for k := range op.nsrc {
					s[k] = r.Uint64()
				}
				cin, lane := r.IntN(2) == 1, r.IntN(64)
				want, wco := fn(s[0], s[1], s[2], cin, lane)
				for k := op.nsrc; k < 3; k++ {
					s[k] = r.Uint64()
				}
				got, gco := fn(s[0], s[1], s[2], cin, lane)
				if got != want || gco != wco {
					t.Fatalf("%s reads a source past its %d: %#x, %v with zeros there, %#x, %v with %#x", n, op.nsrc, want, wco, got, gco, s)
				}
			}
		}
	}
}

// TestWaveFunctions: every opcode's whole-wavefront function gives, on
// random sources, carry-ins and lane masks, what its lane function gives
// lane by lane, and leaves the inactive lanes' results alone.
func TestWaveFunctions(t *testing.T) {
	names := vopNames()
	r := rand.New(rand.NewPCG(5, 9))
	checked := 0
	for _, n := range names {
		op := vops[n]
		if op.wave == nil {
			continue
		}
		checked++
		for i := 0; i < 50; i++ {
			var a, b, c [isa.MaxLanes]uint64
			var d, want [isa.MaxLanes]uint32
			for l := range 64 {
				a[l], b[l], c[l] = r.Uint64(), r.Uint64(), r.Uint64()
				if r.IntN(4) == 0 { // 32-bit operands, as gathered
					a[l], b[l], c[l] = a[l]&0xffffffff, b[l]&0xffffffff, c[l]&0xffffffff
				}
				d[l] = r.Uint32()
			}
			if i%5 == 0 { // equal sources: the compares' equal cases
				b = a
			}
			cin, act := r.Uint64(), r.Uint64()
			if !op.cin && !op.vccIn {
				cin = 0 // what exec passes
			}
			switch i % 3 {
			case 0:
				act = ^uint64(0)
			case 1:
				act &= r.Uint64()
			}
			want = d
			var wout uint64
			for l := range 64 {
				if act>>l&1 == 0 {
					continue
				}
				x, co := op.fn(a[l], b[l], c[l], cin>>l&1 != 0, l)
				want[l] = uint32(x)
				if co {
					wout |= 1 << l
				}
			}
			var dp *[isa.MaxLanes]uint32
			if op.dt != tNone {
				dp = &d
			} else {
				want = d
			}
			out := op.wave(dp, &a, &b, &c, cin, act)
			if d != want || out != wout {
				t.Fatalf("%s: whole wave gives %x, mask %#x; lane by lane %x, %#x (act %#x)", n, d, out, want, wout, act)
			}
		}
	}
	t.Logf("%d of %d opcodes have a whole-wave function", checked, len(names))
	if checked < 100 {
		t.Errorf("only %d opcodes have a whole-wave function", checked)
	}
}
