package sim_test

import (
	"bytes"
	"fmt"
	"math"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Go reference implementations of the example kernels (read from each
// kernel.hip's memory contract). Each returns the expected output buffers.

type reference func(t testing.TB, l *sim.Launch) map[string][]int32

// threadIdx.x, blockIdx.x, blockDim.x and gid for every work-item of a 1-D launch.
func forEachItem(l *sim.Launch, f func(tid, bid, bdim, gid int)) {
	bd := l.WorkgroupSize[0]
	for b := 0; b < l.Workgroups[0]; b++ {
		for t := 0; t < bd; t++ {
			f(t, b, bd, b*bd+t)
		}
	}
}

func refIfelse(t testing.TB, l *sim.Launch) map[string][]int32 {
	tab := argI32(t, l, "tab")
	out := argI32(t, l, "out")
	forEachItem(l, func(tid, _, _, gid int) {
		lane := int32(tid & 63)
		var v int32
		if lane < 3 {
			v = tab[lane]
			v = tab[(v+7)&255]
			v = v*3 + 1
		} else {
			v = tab[(lane*5)&255]
			v = tab[(v^0x55)&255]
			v = v - 7
		}
		out[gid] = v
	})
	return map[string][]int32{"out": out}
}

func refNested(t testing.TB, l *sim.Launch) map[string][]int32 {
	tab := argI32(t, l, "tab")
	out := argI32(t, l, "out")
	forEachItem(l, func(tid, _, _, gid int) {
		lane := int32(tid & 63)
		v := tab[lane]
		if lane < 3 {
			v = tab[(v+1)&255] + 11
			if lane == 0 {
				v = tab[(v*3)&255] * 5
			} else {
				v = tab[(v^0x2a)&255] - 13
				if lane == 2 {
					v = tab[(v+17)&255] ^ 0x100
				}
			}
			v = v + 1
		} else {
			v = tab[(v+lane)&255] * 7
		}
		out[gid] = v + lane
	})
	return map[string][]int32{"out": out}
}

func refSynthetic(t testing.TB, l *sim.Launch) map[string][]int32 {
	tab := argI32(t, l, "tab")
	out := argI32(t, l, "out")
	forEachItem(l, func(tid, _, _, gid int) {
		lane := int32(tid & 63)
		v, p := lane, int32(0)
		for d := 0; d < 6; d++ {
			if lane&(1<<d) != 0 {
				c := 2*p + 1
				v = tab[(v+7*c)&255] + c
				p = c
			} else {
				c := 2*p + 2
				v = tab[(v^(5*c))&255]*3 - c
				p = c
			}
		}
		out[gid] = v
	})
	return map[string][]int32{"out": out}
}

func refLarge(t testing.TB, l *sim.Launch) map[string][]int32 {
	tab := argI32(t, l, "tab")
	out := argI32(t, l, "out")
	forEachItem(l, func(tid, _, _, gid int) {
		lane := int32(tid & 63)
		v := lane
		for k := int32(0); k < 48; k++ {
			if lane&(1<<(k%6)) != 0 {
				v = tab[(v+3*k+1)&255] + k
				if v&1 != 0 {
					v = tab[(v^k)&255] * 3
				} else {
					v = v*5 + tab[(7*k)&255]
				}
			} else {
				v = tab[(v*9+k)&255] - k
				if v&2 != 0 {
					v = tab[(v+11)&255] ^ k
				} else {
					v = v - tab[(v^0x35)&255]
				}
			}
			if k%10 == 9 {
				for i := int32(0); i < lane&3; i++ {
					v = tab[(v+i)&255] + 1
				}
			}
		}
		out[gid] = v
	})
	return map[string][]int32{"out": out}
}

func refDivloop(t testing.TB, l *sim.Launch) map[string][]int32 {
	limits := argI32(t, l, "limits")
	tab := argI32(t, l, "tab")
	out := argI32(t, l, "out")
	forEachItem(l, func(tid, _, _, gid int) {
		idx := int32(tid & 63)
		acc := int32(0)
		for i := int32(0); i < limits[gid]; i++ {
			idx = tab[(idx+i)&255]
			acc += idx ^ i
		}
		out[gid] = acc
	})
	return map[string][]int32{"out": out}
}

func refReduce(t testing.TB, l *sim.Launch) map[string][]int32 {
	in := argI32(t, l, "in")
	out := argI32(t, l, "out")
	iters := argI32(t, l, "iters")[0]
	total := argI32(t, l, "total")[0]
	bd := l.WorkgroupSize[0]
	for b := 0; b < l.Workgroups[0]; b++ {
		buf := make([]int32, bd)
		for tid := 0; tid < bd; tid++ {
			gid := int32(b*bd + tid)
			acc := int32(0)
			for k := int32(0); k < iters; k++ {
				acc += in[k*total+gid] * (k + 1)
			}
			buf[tid] = acc
		}
		for s := bd / 2; s > 0; s >>= 1 {
			for tid := 0; tid < s; tid++ {
				buf[tid] += buf[tid+s]
			}
		}
		out[b] = buf[0]
	}
	return map[string][]int32{"out": out}
}

func refDptile(t testing.TB, l *sim.Launch) map[string][]int32 {
	a := argI32(t, l, "a")
	bb := argI32(t, l, "b")
	out := argI32(t, l, "out")
	const n = 64
	for g := 0; g < l.Workgroups[0]; g++ {
		var D [n + 1][n + 1]int32
		for i := 0; i <= n; i++ {
			D[i][0], D[0][i] = int32(i), int32(i)
		}
		for i := 1; i <= n; i++ {
			for j := 1; j <= n; j++ {
				cost := int32(0)
				if a[g*n+i-1] != bb[g*n+j-1] {
					cost = 1
				}
				D[i][j] = min(D[i-1][j-1]+cost, D[i-1][j]+1, D[i][j-1]+1)
			}
		}
		for t := 0; t < n; t++ {
			out[g*n+t] = D[t+1][n]
		}
	}
	return map[string][]int32{"out": out}
}

func refFrontier(t testing.TB, l *sim.Launch) map[string][]int32 {
	row := argI32(t, l, "row")
	col := argI32(t, l, "col")
	lin := argI32(t, l, "level_in")
	lout := argI32(t, l, "level_out")
	par := argI32(t, l, "parent")
	cur := argI32(t, l, "cur")[0]
	n := argI32(t, l, "n")[0]
	forEachItem(l, func(_, _, _, gid int) {
		v := int32(gid)
		if v >= n {
			return
		}
		lv, p := lin[v], int32(-1)
		if lv < 0 {
			for e := row[v]; e < row[v+1]; e++ {
				u := col[e]
				if lin[u] == cur {
					lv, p = cur+1, u
					break
				}
			}
		}
		lout[v], par[v] = lv, p
	})
	return map[string][]int32{"level_out": lout, "parent": par}
}

// global returns a program-scope variable's workload bytes as ints, or
// def (its initial value in kernel.hip) when the workload keeps the file's.
func global(l *sim.Launch, name string, def []int32) []int32 {
	for _, g := range l.Globals {
		if g.Name == name && g.Data != nil {
			return i32s(g.Data)
		}
	}
	return append([]int32(nil), def...)
}

func refGlobals(t testing.TB, l *sim.Launch) map[string][]int32 {
	out := argI32(t, l, "out")
	p := argI32(t, l, "p") // Params {int scale; int bias; double shift; int lut[10];}
	n := argI32(t, l, "n")[0]
	scale, bias, lut := p[0], p[1], p[4:14]
	shift := int32(math.Float64frombits(uint64(uint32(p[2])) | uint64(uint32(p[3]))<<32))
	table := global(l, "table", []int32{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3})
	coef := global(l, "coef", []int32{2, 7, 1, 8, 2, 8, 1, 8})
	counter := global(l, "counter", []int32{0})
	forEachItem(l, func(_, _, _, gid int) {
		i := int32(gid)
		if i >= n {
			return
		}
		v := table[(i*7)&15]*scale + coef[i&7] + lut[i%10] + bias + shift
		out[i] = v
		if v&1 != 0 {
			counter[0]++
		}
	})
	return map[string][]int32{"out": out, "counter": counter, "table": table}
}

func refHalo(t testing.TB, l *sim.Launch) map[string][]int32 {
	in := argI32(t, l, "in")
	out := argI32(t, l, "out")
	n := int(argI32(t, l, "n")[0])
	in = append(in, 0) // in[n]: the allocation's page padding reads 0
	forEachItem(l, func(_, _, _, gid int) {
		if gid >= n {
			return
		}
		left := int32(0)
		if gid > 0 {
			left = in[gid-1]
		}
		out[gid] = left + 2*in[gid] + in[gid+1]
	})
	return map[string][]int32{"out": out}
}

// mustSplit lists split-marked examples whose runs at S >= 1 split.
var mustSplit = map[string]bool{"locals_split": true, "partial_split": true, "globals_split": true, "halo_split": true, "ifelse_split": true, "noinline_split": true, "synthetic_split": true}

var references = map[string]reference{
	"globals_split":   refGlobals,
	"halo_split":      refHalo,
	"ifelse":          refIfelse,
	"ifelse_split":    refIfelse,
	"nested":          refNested,
	"synthetic":       refSynthetic,
	"synthetic_split": refSynthetic,
	"large":           refLarge,
	"divloop":         refDivloop,
	"reduce":          refReduce,
	"dptile":          refDptile,
	"frontier":        refFrontier,
	"narrow16":        refNarrow16,
	"halfmath":        refHalfmath,
	"dsincos":         refDsincos,
	"dppsum":          refDppsum,
	"noinline_split":  refNoinlineSplit,
	"locals_split":    refLocals,
	"partial_split":   refPartial,
}

// approx lists the examples whose reference is not bit-exact, with the
// comparison to use instead of compareI32.
var approx = map[string]func(t testing.TB, what string, got []byte, want []int32){
	"dsincos": compareF64Close,
}

// checkAgainstReference runs p (example name's kernel) on every input set
// of wf at each S of Ss (the first 0): the outputs must equal the Go
// reference's, the unsplit run must not split, a split-marked example must
// split, and every split run's outputs must equal the unsplit run's.
func checkAgainstReference(t *testing.T, name string, p *sim.Program, wf *workload.File, ref reference, Ss []int) {
	t.Helper()
	if err := wf.Check(p.Fn); err != nil {
		t.Fatal(err)
	}
	cmp := compareI32
	if f := approx[name]; f != nil {
		cmp = f
	}
	for _, set := range wf.Sets {
		want := ref(t, set.Launch)
		var base *sim.Result
		for _, S := range Ss {
			r, _ := run(t, p, set.Launch, sim.Options{S: S})
			for oname, w := range want {
				cmp(t, fmt.Sprintf("%s S=%d %s", set.Name, S, oname), output(t, r, oname), w)
			}
			if base == nil {
				base = r
				if r.Splits != 0 {
					t.Errorf("%s: S=%d made %d splits", set.Name, S, r.Splits)
				}
				continue
			}
			if mustSplit[name] && r.Splits == 0 {
				t.Errorf("%s: S=%d made no split", set.Name, S)
			}
			for i := range r.Outputs {
				if !bytes.Equal(r.Outputs[i].Data, base.Outputs[i].Data) {
					t.Errorf("%s: S=%d output %s differs from S=%d", set.Name, S, r.Outputs[i].Name, Ss[0])
				}
			}
		}
	}
}

// TestExamplesMatchReference runs every example on every input set of its
// workload.yaml at S = 0, 1, 2, 4, 63: outputs must equal the Go reference,
// and split runs must be byte-identical to the unsplit run.
// Requirements: REQ-SIM-1 (docs/qualification/requirements.md).
func TestExamplesMatchReference(t *testing.T) {
	for _, name := range examples.Names() {
		if references[name] == nil {
			t.Errorf("example %s has no Go reference implementation", name)
		}
	}
	for name, ref := range references {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p := loadExample(t, name)
			wf := loadWorkload(t, name)
			if len(wf.Sets) < 2 {
				t.Fatalf("workload has %d input sets, want at least 2", len(wf.Sets))
			}
			checkAgainstReference(t, name, p, wf, ref, []int{0, 1, 2, 4, 63})
		})
	}
}
