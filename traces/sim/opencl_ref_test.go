package sim_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// Go references of the OpenCL examples (each kernel.cl's memory contract).
// Both use get_local_size, so they follow the launch's partial workgroups
// (sim.Launch.GroupDims).

// refLocals: examples/locals_split, a stencil over a tile and a histogram, in
// two __local arrays.
func refLocals(t testing.TB, l *sim.Launch) map[string][]int32 {
	in := argI32(t, l, "in")
	out := argI32(t, l, "out")
	n := int(argI32(t, l, "n")[0])
	ws := l.WorkgroupSize[0]
	for g := 0; g < l.Workgroups[0]; g++ {
		ls := l.GroupDims([3]int{g, 0, 0})[0]
		first := g * ws
		tile := make([]int32, ls+2)
		var hist [16]int32
		if first > 0 {
			tile[0] = in[first-1]
		}
		if first+ls < n {
			tile[ls+1] = in[first+ls]
		}
		for i := 0; i < ls; i++ {
			v := in[first+i]
			tile[i+1] = v
			hist[v&15]++
		}
		for i := 0; i < ls; i++ {
			v := in[first+i]
			s := tile[i] + 2*tile[i+1] + tile[i+2]
			if v&1 != 0 {
				s += hist[v&15] * 100
			} else {
				s -= hist[i&15]
			}
			out[first+i] = s
		}
	}
	return map[string][]int32{"out": out}
}

// refPartial: examples/partial_split, out = in * n + the sum over the
// workgroup, n its work-items (fewer in the grid's last workgroups).
func refPartial(t testing.TB, l *sim.Launch) map[string][]int32 {
	in := argI32(t, l, "in")
	out := argI32(t, l, "out")
	width := int(argI32(t, l, "width")[0])
	sx, sy := l.WorkgroupSize[0], l.WorkgroupSize[1]
	for by := 0; by < l.Workgroups[1]; by++ {
		for bx := 0; bx < l.Workgroups[0]; bx++ {
			d := l.GroupDims([3]int{bx, by, 0})
			n := int32(d[0] * d[1])
			var sum int32
			for y := 0; y < d[1]; y++ {
				for x := 0; x < d[0]; x++ {
					sum += in[(by*sy+y)*width+bx*sx+x]
				}
			}
			for y := 0; y < d[1]; y++ {
				for x := 0; x < d[0]; x++ {
					i := (by*sy+y)*width + bx*sx + x
					out[i] = in[i]*n + sum
				}
			}
		}
	}
	return map[string][]int32{"out": out}
}
