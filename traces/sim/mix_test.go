package sim_test

import (
	"encoding/binary"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// cfg/asm/testdata/mix_gfx803.s (mix.hip): floats, doubles, sin/exp, f32
// division, LDS, a barrier, an atomic, __shfl_xor (ds_bpermute), popc/clz.
func TestMixKernel(t *testing.T) {
	src, err := os.ReadFile("../../cfg/asm/testdata/mix_gfx803.s")
	if err != nil {
		t.Fatal(err)
	}
	p, err := loadProgram("mix_gfx803.s", src)
	if err != nil {
		t.Fatal(err)
	}
	const n = 128
	a := make([]byte, 4*n)
	x := make([]float32, n)
	for i := range x {
		x[i] = 0.05 + float32(i)*0.013
		binary.LittleEndian.PutUint32(a[4*i:], math.Float32bits(x[i]))
	}
	l := &sim.Launch{Workgroups: [3]int{2, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}, Args: []sim.Arg{
		{Name: "a", Buffer: a, IsBuffer: true, Output: true},
		{Name: "d", Buffer: make([]byte, 8*n), IsBuffer: true, Output: true},
		{Name: "c", Buffer: make([]byte, 4*(n+100)), IsBuffer: true, Output: true},
		{Name: "n", Value: []byte{0, 0, 0, 0}},
	}}
	r, _ := run(t, p, l, sim.Options{})
	ga, gd, gc := output(t, r, "a"), output(t, r, "d"), i32s(output(t, r, "c"))
	close := func(got, want, tol float64) bool { return math.Abs(got-want) <= tol*math.Max(1, math.Abs(want)) }
	sums := make([]int32, 8)
	for tt := 0; tt < n; tt++ {
		xv := float64(x[tt])
		if d := math.Float64frombits(binary.LittleEndian.Uint64(gd[8*tt:])); !close(d, math.Sqrt(xv)*2.5+1, 1e-12) {
			t.Errorf("d[%d] = %v, want %v", tt, d, math.Sqrt(xv)*2.5+1)
		}
		wantA := (math.Sin(xv)*3.7+math.Exp(xv))/(xv+3) + float64(x[tt^1])
		if av := float64(math.Float32frombits(binary.LittleEndian.Uint32(ga[4*tt:]))); !close(av, wantA, 1e-5) {
			t.Errorf("a[%d] = %v, want %v", tt, av, wantA)
		}
		u := uint32(tt)
		if want := int32(bits.OnesCount32(u)+bits.LeadingZeros32(u)) + int32(u*0x12345); gc[tt+100] != want {
			t.Errorf("c[%d] = %d, want %d", tt+100, gc[tt+100], want)
		}
		sums[tt&7] += int32(x[tt])
	}
	for i := 0; i < 8; i++ {
		if gc[i] != sums[i] {
			t.Errorf("c[%d] = %d, want %d", i, gc[i], sums[i])
		}
	}
}

// The API a CLI uses: workload file → kernel (checked against the
// workload) → run → dump and summary.
func TestWorkloadEndToEnd(t *testing.T) {
	wf := loadWorkload(t, "reduce")
	src, err := os.ReadFile("../../examples/reduce/kernel.s")
	if err != nil {
		t.Fatal(err)
	}
	k, err := kernel.FromText("reduce/kernel.s", src, kernel.Config{Simulate: true, Workload: wf})
	if err != nil {
		t.Fatal(err)
	}
	p := k.Program
	set, err := wf.Set("wg64")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := run(t, p, set.Launch, sim.Options{S: 2})
	dir := t.TempDir()
	files, err := r.Dump(dir)
	if err != nil || len(files) != 1 || filepath.Base(files[0]) != "out.bin" {
		t.Fatalf("dump: %v %v", files, err)
	}
	b, _ := os.ReadFile(files[0])
	compareI32(t, "out.bin", b, refReduce(t, set.Launch)["out"])
	s := r.Summary(p.Name, set.Name, 2, true)
	if s.LaunchWaves != 8 || s.Instructions != r.Instructions || len(s.Waves) != 8 {
		t.Errorf("summary %+v", s)
	}
	if _, err := wf.Set("nope"); err == nil {
		t.Error("unknown set accepted")
	}
	var _ = workload.File{}
}
