package splitmodel

import (
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

var kernelHW = Hardware{CUs: 4, SIMDsPerCU: 4, SlotsPerSIMD: 10, WavefrontSize: 64} // W_HW = 160

// TestOccupyEq51 checks W_HW, W_kernel, W, K and B (thesis 5.1, Eq. 5.1)
// against numbers computed by hand.
func TestOccupyEq51(t *testing.T) {
	for _, c := range []struct {
		name                       string
		hw                         Hardware
		l                          Launch
		whw, wpg, wk, w, k, b, fit int
		warn                       bool
	}{
		// Full occupancy: 40 workgroups of 4 wavefronts fill the 160 slots;
		// K = floor(160*64/256) = 40, B = ceil(40/40) = 1.
		{"full", kernelHW, Launch{Workgroups: 40, WorkgroupSize: 256}, 160, 4, 160, 160, 40, 1, 40, false},
		// 100 such workgroups: W_kernel = 400, W = 160, B = ceil(100/40) = 3.
		{"three batches", kernelHW, Launch{Workgroups: 100, WorkgroupSize: 256}, 160, 4, 400, 160, 40, 3, 40, false},
		// The default example's first input set: 4 x 128 work-items, 8
		// wavefronts; K = floor(10240/128) = 80, B = 1.
		{"default example", kernelHW, Launch{Workgroups: 4, WorkgroupSize: 128}, 160, 2, 8, 8, 80, 1, 80, false},
		// Thesis Fig. 5.1: W_HW = 15, T_WG = 192 (3 wavefronts), G = 5:
		// K = floor(15*64/192) = 5, B = 1.
		{"thesis fig 5.1", Hardware{CUs: 1, SIMDsPerCU: 3, SlotsPerSIMD: 5, WavefrontSize: 64}, Launch{Workgroups: 5, WorkgroupSize: 192}, 15, 3, 15, 15, 5, 1, 5, false},
		// A sixth workgroup of Fig. 5.1 takes a second batch.
		{"fig 5.1 + 1", Hardware{CUs: 1, SIMDsPerCU: 3, SlotsPerSIMD: 5, WavefrontSize: 64}, Launch{Workgroups: 6, WorkgroupSize: 192}, 15, 3, 18, 15, 5, 2, 5, false},
		// T_WG = 100 does not divide 160*64: K = floor(10240/100) = 102,
		// B = ceil(200/102) = 2, but a workgroup takes 2 slots, so only
		// 4*(40/2) = 80 fit: Eq. 5.1 is optimistic and says so.
		{"partial waves", kernelHW, Launch{Workgroups: 200, WorkgroupSize: 100}, 160, 2, 400, 160, 102, 2, 80, true},
		// An OpenCL grid of 130 work-items in workgroups of 128 (LaunchOf
		// of a partial grid): G = 2, the second workgroup holds 2
		// work-items in one wavefront, so W_kernel = 2 + 1 = 3, not 4; K and
		// B keep T_WG = 128: K = 80, B = 1.
		{"partial grid", kernelHW, Launch{Workgroups: 2, WorkgroupSize: 128, Wavefronts: 3}, 160, 2, 3, 3, 80, 1, 80, false},
		// One work-item per workgroup: K = 10240, B = 1.
		{"tiny workgroups", kernelHW, Launch{Workgroups: 1000, WorkgroupSize: 1}, 160, 1, 1000, 160, 10240, 1, 160, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			o, err := Occupy(c.hw, c.l)
			if err != nil {
				t.Fatal(err)
			}
			got := []int{o.WHW, o.WavesPerWorkgroup, o.WKernel, o.W, o.K, o.B, o.KFit}
			want := []int{c.whw, c.wpg, c.wk, c.w, c.k, c.b, c.fit}
			for i, n := range []string{"W_HW", "waves/WG", "W_kernel", "W", "K", "B", "K_fit"} {
				if got[i] != want[i] {
					t.Errorf("%s = %d, want %d", n, got[i], want[i])
				}
			}
			if (o.Warning != "") != c.warn {
				t.Errorf("warning %q, want one: %v", o.Warning, c.warn)
			}
		})
	}
}

func TestOccupyErrors(t *testing.T) {
	for _, c := range []struct {
		hw   Hardware
		l    Launch
		want string
	}{
		{Hardware{CUs: 1, SIMDsPerCU: 1, SlotsPerSIMD: 1, WavefrontSize: 64}, Launch{Workgroups: 1, WorkgroupSize: 1024}, "K = 0"},
		{kernelHW, Launch{Workgroups: 0, WorkgroupSize: 64}, "G >= 1"},
		{Hardware{CUs: 0, SIMDsPerCU: 4, SlotsPerSIMD: 10, WavefrontSize: 64}, Launch{Workgroups: 1, WorkgroupSize: 64}, "at least one"},
		{Hardware{CUs: 1, SIMDsPerCU: 4, SlotsPerSIMD: 10, WavefrontSize: 0}, Launch{Workgroups: 1, WorkgroupSize: 64}, "T_WF"},
	} {
		if _, err := Occupy(c.hw, c.l); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Occupy(%+v, %+v) = %v, want an error with %q", c.hw, c.l, err, c.want)
		}
	}
}

// TestKernelEq54Eq55 evaluates Eq. 5.4 and 5.5 on a hand-made set of L^j
// and δ_i^j.
//
//	L = [100, 60, 30], B = 2
//	i=0: δ^0 = 0, δ^1 = 50, δ^2 = 80
//	i=1: δ^0 = 10, δ^1 = 20
//
// Eq. 5.4: δ+L^j = 100, 110, 110, 110, 80: L + D = 110, first attained at
// (i=0, j=1); bound 2 x 110 = 220.
// Eq. 5.5: Σ L = 190; max δ = 80 at (0, 2): 270; bound 2 x 270 = 540.
func TestKernelEq54Eq55(t *testing.T) {
	d := func(i, j int, delta int64) Delay {
		return Delay{I: Wavefront{Run: "r", Family: i, Workgroup: i / 2, Wave: i % 2}, J: j, Delta: delta}
	}
	in := KernelInput{
		Occupancy: Occupancy{B: 2},
		L:         []int64{100, 60, 30},
		// Out of order on purpose: ties go to the first in (run, i, j) order.
		Delays: []Delay{d(1, 1, 20), d(0, 2, 80), d(1, 0, 10), d(0, 0, 0), d(0, 1, 50)},
	}
	kb, err := Kernel(in)
	if err != nil {
		t.Fatal(err)
	}
	if kb.Parallel.Value != 110 || kb.BoundParallel != 220 || kb.Parallel.I.Family != 0 || kb.Parallel.J != 1 {
		t.Errorf("Eq. 5.4: L+D = %d at %v, bound %d; want 110 at i=0 j=1, bound 220", kb.Parallel.Value, kb.Parallel, kb.BoundParallel)
	}
	if kb.Parallel.Delta != 50 || kb.Parallel.L != 60 {
		t.Errorf("Eq. 5.4 term δ=%d L=%d, want 50 and 60", kb.Parallel.Delta, kb.Parallel.L)
	}
	if kb.SumL != 190 || kb.Serial.Value != 270 || kb.BoundSerial != 540 || kb.Serial.I.Family != 0 || kb.Serial.J != 2 {
		t.Errorf("Eq. 5.5: ΣL = %d, max = %d at %v, bound %d; want 190, 270 at i=0 j=2, 540", kb.SumL, kb.Serial.Value, kb.Serial, kb.BoundSerial)
	}
	for j, want := range []int64{10, 50, 80} {
		if kb.MaxDelta[j] != want {
			t.Errorf("max δ^%d = %d, want %d", j, kb.MaxDelta[j], want)
		}
	}
	for j, want := range []int{2, 2, 1} {
		if kb.Seen[j] != want {
			t.Errorf("δ^%d seen %d times, want %d", j, kb.Seen[j], want)
		}
	}

	// Without splitting (S = 0), both equations agree: B x max_i (δ_i^0 + L^0).
	kb0, err := Kernel(KernelInput{Occupancy: Occupancy{B: 3}, L: []int64{100}, Delays: []Delay{d(0, 0, 0), d(1, 0, 7)}})
	if err != nil {
		t.Fatal(err)
	}
	if kb0.BoundParallel != 3*107 || kb0.BoundSerial != 3*107 {
		t.Errorf("S = 0: bounds %d and %d, want 321 for both", kb0.BoundParallel, kb0.BoundSerial)
	}

	// A batch that waits for the previous one adds the measured gap once
	// per batch after the first (dppsum on one CU with 4 slots: 4 batches,
	// δ 12 + L 1239 each, 4 cycles between batches, observed 5016).
	kbg, err := Kernel(KernelInput{Occupancy: Occupancy{B: 4}, L: []int64{1239}, Delays: []Delay{d(0, 0, 0), d(3, 0, 12)}, BatchGap: 4})
	if err != nil {
		t.Fatal(err)
	}
	if kbg.BoundParallel != 4*1251+3*4 || kbg.BoundSerial != 5016 || kbg.BatchGap != 4 {
		t.Errorf("batch gap: bounds %d and %d, want 5016 for both", kbg.BoundParallel, kbg.BoundSerial)
	}

	// The max after the sum (thesis Fig. 5.6): a late child with a short
	// L^j does not pair with the largest L.
	kb1, err := Kernel(KernelInput{Occupancy: Occupancy{B: 1}, L: []int64{1000, 10}, Delays: []Delay{d(0, 0, 0), d(0, 1, 900)}})
	if err != nil {
		t.Fatal(err)
	}
	if kb1.BoundParallel != 1000 {
		t.Errorf("Fig. 5.6 case: bound %d, want max(0+1000, 900+10) = 1000, not 900+1000", kb1.BoundParallel)
	}
}

// Per-wavefront bounds L^j_{w_i} (thesis Eq. 5.3) replace L^j in both
// maxima; Kernel asks only for the (i, j) that can still attain them.
func TestKernelPerWavefront(t *testing.T) {
	d := func(i, j int, delta int64) Delay {
		return Delay{I: Wavefront{Run: "r", Family: i}, J: j, Delta: delta}
	}
	// L^0 = 100, L^1 = 60. Wavefront 0's own bounds are 90 and 20,
	// wavefront 1's 70 and 55, wavefront 2 only shows role 0 (its own 100).
	own := map[[2]int]int64{{0, 0}: 90, {0, 1}: 20, {1, 0}: 70, {1, 1}: 55, {2, 0}: 100, {2, 1}: 60}
	var asked [][2]int
	in := KernelInput{
		Occupancy: Occupancy{B: 1},
		L:         []int64{100, 60},
		Delays:    []Delay{d(0, 0, 0), d(0, 1, 30), d(1, 0, 5), d(1, 1, 40), d(2, 0, 2)},
		LOf: func(i Wavefront, j int) (int64, error) {
			asked = append(asked, [2]int{i.Family, j})
			return own[[2]int{i.Family, j}], nil
		},
	}
	kb, err := Kernel(in)
	if err != nil {
		t.Fatal(err)
	}
	// Eq. 5.4: max(0+90, 30+20, 5+70, 40+55, 2+100) = 102 at i=2, j=0.
	if kb.Parallel.Value != 102 || kb.Parallel.I.Family != 2 || kb.Parallel.J != 0 || kb.Parallel.L != 100 {
		t.Errorf("Eq. 5.4 term %+v, want 2+100 = 102 at i=2 j=0", kb.Parallel)
	}
	// Eq. 5.5: max over (i, j) of δ + Σ_j' L^j'_{w_i}: i=0: 30+110,
	// i=1: 40+125 = 165, i=2: 2+160.
	if kb.Serial.Value != 165 || kb.Serial.I.Family != 1 || kb.Serial.J != 1 || kb.Serial.L != 125 {
		t.Errorf("Eq. 5.5 term %+v, want 40+125 = 165 at i=1 j=1", kb.Serial)
	}
	// Branch and bound: the delays are visited by decreasing δ + L^j:
	// (1,1) 100, (1,0) 105 → (1,0) 105, (2,0) 102, (0,0) 100, (1,1) 100,
	// (0,1) 90. After (1,0) gives 75 and (2,0) 102, the rest (≤ 100 < 102)
	// are skipped.
	var exact []int
	best, err := maxTerm(in.Delays, func(d Delay) int64 { return in.L[d.J] }, func(d Delay) (int64, error) {
		exact = append(exact, d.I.Family*10+d.J)
		return own[[2]int{d.I.Family, d.J}], nil
	})
	if err != nil || best.Value != 102 || !reflect.DeepEqual(exact, []int{10, 20}) {
		t.Errorf("maxTerm = %+v, %v, solved %v; want 102 after solving (1,0) and (2,0) only", best, err, exact)
	}

	// OwnOf is reported beside the Eq. 5.4 term and changes no bound.
	withOwn := in
	withOwn.OwnOf = func(i Wavefront, j int) int64 { return int64(10*i.Family + j + 1) }
	if kb2, err := Kernel(withOwn); err != nil || kb2.Parallel.Own != 21 || kb2.Parallel.Value != 102 || kb2.Serial.Own != 0 || kb2.BoundParallel != kb.BoundParallel || kb2.BoundSerial != kb.BoundSerial {
		t.Errorf("with OwnOf: %+v, %v; want the same bounds and Own 21 on the Eq. 5.4 term only", kb2, err)
	}

	bad := in
	bad.LOf = func(Wavefront, int) (int64, error) { return 101, nil }
	if _, err := Kernel(bad); err == nil || !strings.Contains(err.Error(), "want 0..L^0 = 100") {
		t.Errorf("L^j_{w_i} > L^j: error %v", err)
	}
}

func TestKernelErrors(t *testing.T) {
	ok := Delay{I: Wavefront{Family: 0}, J: 0}
	for _, c := range []struct {
		in   KernelInput
		want string
	}{
		{KernelInput{Occupancy: Occupancy{B: 1}}, "no roles"},
		{KernelInput{Occupancy: Occupancy{B: 1}, L: []int64{5}}, "no δ"},
		{KernelInput{Occupancy: Occupancy{B: 0}, L: []int64{5}, Delays: []Delay{ok}}, "B = 0"},
		{KernelInput{Occupancy: Occupancy{B: 1}, L: []int64{5}, Delays: []Delay{{J: 1}}}, "roles 0..0"},
		{KernelInput{Occupancy: Occupancy{B: 1}, L: []int64{-1}, Delays: []Delay{ok}}, "non-negative"},
		{KernelInput{Occupancy: Occupancy{B: 1}, L: []int64{1}, Delays: []Delay{{Delta: -3}}}, ">= 0"},
	} {
		if _, err := Kernel(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Kernel(%+v) = %v, want an error with %q", c.in, err, c.want)
		}
	}
}

// TestLaunchOfPartialGrid: G, T_WG and the wavefronts of partial grids
// (OpenCL 2.0 non-uniform work-groups), counted by hand.
func TestLaunchOfPartialGrid(t *testing.T) {
	for _, c := range []struct {
		name string
		l    sim.Launch
		want Launch
	}{
		// whole workgroups: Wavefronts stays 0 (G × ceil(T_WG/64))
		{"whole", sim.Launch{Workgroups: [3]int{4, 1, 1}, WorkgroupSize: [3]int{128, 1, 1}}, Launch{Workgroups: 4, WorkgroupSize: 128}},
		// 130 in groups of 128: a full workgroup (2 waves) and one of 2 (1 wave)
		{"1-D", sim.Launch{Workgroups: [3]int{2, 1, 1}, WorkgroupSize: [3]int{128, 1, 1}, GridSize: [3]int{130, 1, 1}}, Launch{Workgroups: 2, WorkgroupSize: 128, Wavefronts: 3}},
		// 3 x 62 in groups of 1 x 64: 3 workgroups of 62 work-items, 1 wave each
		{"stencil", sim.Launch{Workgroups: [3]int{3, 1, 1}, WorkgroupSize: [3]int{1, 64, 1}, GridSize: [3]int{3, 62, 1}}, Launch{Workgroups: 3, WorkgroupSize: 64, Wavefronts: 3}},
		// 20 x 20 in 16 x 16: one 16x16 (4 waves), two 16x4 / 4x16 (1 each),
		// one 4x4 (1): 7 wavefronts against 16 for whole workgroups
		{"2-D", sim.Launch{Workgroups: [3]int{2, 2, 1}, WorkgroupSize: [3]int{16, 16, 1}, GridSize: [3]int{20, 20, 1}}, Launch{Workgroups: 4, WorkgroupSize: 256, Wavefronts: 7}},
	} {
		if got := LaunchOf(&c.l); got != c.want {
			t.Errorf("%s: LaunchOf = %+v, want %+v", c.name, got, c.want)
		}
	}
}
