package sim_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// refNoinlineSplit is the Go reference of examples/noinline_split (its
// kernel.hip states the contract): odd work-items call mix(), whose
// histogram lives in the callee's stack in scratch.
func refNoinlineSplit(t testing.TB, l *sim.Launch) map[string][]int32 {
	in, ln := argI32(t, l, "in"), argI32(t, l, "len")
	out := argI32(t, l, "out")
	mix := func(p []int32, n int, seed int32) int32 {
		var hist [32]int32
		for k := range hist {
			hist[k] = int32(k) * seed
		}
		acc := seed
		for k := 0; k < n; k++ {
			v := p[k] ^ acc
			hist[v&31] += v
			acc = acc*31 + v
		}
		return hist[acc&31] + hist[seed&31]
	}
	forEachItem(l, func(_, _, _, i int) {
		n := int(ln[i] & 7)
		if i&1 == 1 {
			out[i] = mix(in[8*i:8*i+8], n, int32(i))
		} else {
			out[i] = in[8*i] - int32(i)
		}
	})
	return map[string][]int32{"out": out}
}
