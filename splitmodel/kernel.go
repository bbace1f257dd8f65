package splitmodel

// The kernel model: thesis 5.1 (critical instance) and 5.3 (multiple
// wavefronts), as model.md §4 states it. Every term is documented in
// docs/analyze.md with its thesis equation.

import (
	"fmt"
	"sort"

	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// Hardware is what the kernel model needs to know about the GPU.
type Hardware struct {
	CUs          int // compute units
	SIMDsPerCU   int // SIMDs per CU
	SlotsPerSIMD int // launch wavefront slots per SIMD (10 on GCN)
	// WavefrontSize is T_WF, the work-items per wavefront (64 on GCN).
	WavefrontSize int
	// Policy is the split policy (who may split; splits.policy): the
	// roles of KernelOptions.UseRoles are derived under it.
	Policy split.Policy
	// Latency weighs the edges no trace observed (HardwareOf: the
	// simulator's facts; none: the real-hardware table).
	Latency LatencyModel
}

// WHW is CUs × SIMDs × launch slots: the launch wavefront slots of the
// hardware (W_HW, thesis 5.1).
func (h Hardware) WHW() int { return h.CUs * h.SIMDsPerCU * h.SlotsPerSIMD }

// Launch is the grid of one kernel launch.
type Launch struct {
	// Workgroups is G, the number of workgroups (all dimensions multiplied).
	Workgroups int
	// WorkgroupSize is T_WG, the work-items per workgroup.
	WorkgroupSize int
	// Wavefronts, when not 0, is the launch wavefronts of a grid whose last
	// workgroups are partial (OpenCL 2.0 non-uniform work-groups): fewer
	// than G × ceil(T_WG / T_WF). 0: every workgroup has T_WG work-items.
	Wavefronts int
}

// Occupancy holds the launch-dependent terms of the model (thesis 5.1 and
// Eq. 5.1).
type Occupancy struct {
	// WHW = CUs × SIMDs × launch slots: the launch wavefront slots of the
	// hardware (W_HW).
	WHW int `json:"W_HW"`
	// WavesPerWorkgroup = ceil(T_WG / T_WF).
	WavesPerWorkgroup int `json:"waves_per_workgroup"`
	// WKernel = G × ceil(T_WG / T_WF): the wavefronts the launch needs
	// (W_kernel).
	WKernel int `json:"W_kernel"`
	// W = min(W_HW, W_kernel): the wavefronts of the critical instance.
	W int `json:"W"`
	// K = floor(W_HW × T_WF / T_WG): workgroups per batch (Eq. 5.1).
	K int `json:"K"`
	// B = ceil(G / K): batches (Eq. 5.1).
	B int `json:"B"`
	// KFit is how many workgroups the hardware can hold at once when a
	// workgroup must sit on one CU: CUs × floor(SIMDs × slots /
	// ceil(T_WG/T_WF)). It is smaller than K when T_WG does not divide the
	// hardware's work-items evenly (thesis 5.1, condition 1b); Eq. 5.1 then
	// undercounts the batches, and Warning says so.
	KFit int `json:"K_fit"`
	// Warning is non-empty when Eq. 5.1's batching is optimistic for this
	// launch (KFit < K and more than KFit workgroups).
	Warning string `json:"warning,omitempty"`
}

// Occupy computes W_HW, W_kernel, W, K and B for a launch (thesis 5.1,
// Eq. 5.1, model.md §4).
func Occupy(hw Hardware, l Launch) (Occupancy, error) {
	switch {
	case hw.CUs < 1 || hw.SIMDsPerCU < 1 || hw.SlotsPerSIMD < 1:
		return Occupancy{}, fmt.Errorf("splitmodel: hardware %d CUs x %d SIMDs x %d slots: want at least one of each", hw.CUs, hw.SIMDsPerCU, hw.SlotsPerSIMD)
	case hw.WavefrontSize < 1:
		return Occupancy{}, fmt.Errorf("splitmodel: wavefront size %d: want T_WF >= 1", hw.WavefrontSize)
	case l.Workgroups < 1 || l.WorkgroupSize < 1:
		return Occupancy{}, fmt.Errorf("splitmodel: launch of %d workgroups of %d work-items: want G >= 1 and T_WG >= 1", l.Workgroups, l.WorkgroupSize)
	}
	o := Occupancy{WHW: hw.WHW()}
	o.WavesPerWorkgroup = ceilDiv(l.WorkgroupSize, hw.WavefrontSize)
	o.WKernel = l.Workgroups * o.WavesPerWorkgroup
	if l.Wavefronts > 0 {
		// A partial workgroup has fewer wavefronts; K and B below keep
		// T_WG, the whole workgroup's size, which can only overcount the
		// batches (a partial workgroup takes fewer slots than it).
		o.WKernel = min(l.Wavefronts, o.WKernel)
	}
	o.W = min(o.WHW, o.WKernel)
	o.K = o.WHW * hw.WavefrontSize / l.WorkgroupSize
	if o.K < 1 {
		return Occupancy{}, fmt.Errorf("splitmodel: a workgroup of %d work-items is larger than the hardware's %d wavefront slots x %d work-items: K = 0 (Eq. 5.1)", l.WorkgroupSize, o.WHW, hw.WavefrontSize)
	}
	o.B = ceilDiv(l.Workgroups, o.K)
	o.KFit = hw.CUs * (hw.SIMDsPerCU * hw.SlotsPerSIMD / o.WavesPerWorkgroup)
	if o.KFit < o.K && l.Workgroups > o.KFit {
		bFit := 0
		if o.KFit > 0 {
			bFit = ceilDiv(l.Workgroups, o.KFit)
		}
		o.Warning = fmt.Sprintf("Eq. 5.1 assumes T_WG divides the hardware's work-items (thesis 5.1, 1b): K = %d workgroups per batch, but only %d fit at once (%d per CU), so there may be %d batches, not B = %d",
			o.K, o.KFit, o.KFit/hw.CUs, bFit, o.B)
	}
	return o, nil
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// Wavefront identifies wavefront i of the model: a launch wavefront of one
// observed run.
type Wavefront struct {
	// Run names the run (input set) it was observed in.
	Run string `json:"run"`
	// Family is its global launch wavefront id (the trace's family); the
	// model's i.
	Family    int `json:"i"`
	Workgroup int `json:"workgroup"`
	Wave      int `json:"wave"`
}

func (w Wavefront) String() string {
	s := fmt.Sprintf("i=%d (wg %d wave %d)", w.Family, w.Workgroup, w.Wave)
	if w.Run != "" {
		s = w.Run + " " + s
	}
	return s
}

// Delay is one measured δ_i^j: the time from the start of wavefront i's
// batch (the first IPT of any wavefront of the batch) to the first IPT of
// role j of wavefront i.
type Delay struct {
	I     Wavefront `json:"wavefront"`
	J     int       `json:"j"`
	Delta int64     `json:"delta_cycles"`
}

// KernelInput is what Eq. 5.4 and Eq. 5.5 combine.
type KernelInput struct {
	Occupancy Occupancy
	// L[j] is L^j, the WCET bound of one wavefront in role j (IPET on role
	// j's pruned IPG), for j = 0..len(L)-1.
	L []int64
	// Delays are the measured δ_i^j. Every J must index L.
	Delays []Delay
	// LOf, when set, gives L^j_{w_i}, wavefront i's own bound in role j
	// (thesis Eq. 5.3), which must not exceed L[j]; nil: L^j_{w_i} = L[j]
	// for every i. L[j] stays the bound reported per role. Kernel calls
	// LOf only for the (i, j) that can still attain a maximum.
	LOf func(i Wavefront, j int) (int64, error)
	// SerialL, when set, are the L^j that Eq. 5.5 sums instead of L: with
	// splits that reconverge, each role's bound without the parallel
	// guarantee (MergeRoleBounds); SerialLOf is LOf's counterpart for
	// them (nil: SerialL[j] for every i).
	SerialL   []int64
	SerialLOf func(i Wavefront, j int) (int64, error)
	// Merged, when set, marks the roles that end at a join (splits that
	// reconverge): their time is in their parents' bounds, so their δ
	// enters neither maximum (L^j of such a role is 0).
	Merged []bool
	// OwnOf, when set, gives the longest time wavefront i itself took in
	// role j in one traced run (first to last IPT), 0 when it was not
	// traced in role j. It does not enter the bound: Kernel reports it
	// beside the Eq. 5.4 term (Term.Own).
	OwnOf func(i Wavefront, j int) int64
	// BatchGap is the longest measured time from a batch's last event to
	// the next batch's first (traces.Stats.BatchGaps), 0 when batches
	// overlap; it is charged once per batch after the first.
	BatchGap int64
}

// Term is the (i, j) that attains one of the maxima.
type Term struct {
	I     Wavefront `json:"wavefront"`
	J     int       `json:"j"`
	Delta int64     `json:"delta_cycles"`
	// L is L^j_{w_i} (Eq. 5.4) or Σ_j' L^j'_{w_i} (Eq. 5.5): L^j and Σ_j' L^j'
	// unless KernelInput.LOf gives per-wavefront bounds.
	L int64 `json:"L_cycles"`
	// Value = Delta + L.
	Value int64 `json:"value_cycles"`
	// Own is the longest time wavefront i itself took in role j in any one
	// traced run of the mode, whichever input set (KernelInput.OwnOf;
	// Eq. 5.4's term only, 0 when unknown). L - Own is what the bound adds
	// to that run: the per-segment maxima of several runs combined, and
	// paths or iterations no run took.
	Own int64 `json:"own_run_cycles,omitempty"`
}

func (t Term) String() string { return fmt.Sprintf("%s, j=%d", t.I, t.J) }

// KernelBound is the result of the kernel model for one launch.
type KernelBound struct {
	Occupancy
	// L repeats the input's L^j; SumL = Σ_j L^j (of SerialL when given).
	L    []int64 `json:"L_cycles"`
	SumL int64   `json:"sum_L_cycles"`
	// MaxDelta[j] = max_i δ_i^j (0 for a role no wavefront was seen in);
	// Seen[j] counts the δ_i^j measured for role j.
	MaxDelta []int64 `json:"max_delta_cycles"`
	Seen     []int   `json:"delta_count"`
	// Parallel attains L + D = max_{i,j} (δ_i^j + L^j) (Eq. 5.3).
	Parallel Term `json:"worst_parallel"`
	// Serial attains max_{i,j} (δ_i^j + Σ_j' L^j').
	Serial Term `json:"worst_serial"`
	// BatchGap repeats the input's.
	BatchGap int64 `json:"batch_gap_cycles,omitempty"`
	// BoundParallel = B × (L + D) (Eq. 5.4, parallel guarantee);
	// BoundSerial = B × max_{i,j} (δ_i^j + Σ_j' L^j') (Eq. 5.5, splits
	// serialized); both plus (B − 1) × BatchGap.
	BoundParallel int64 `json:"bound_parallel_cycles"`
	BoundSerial   int64 `json:"bound_serial_cycles"`
}

// Kernel evaluates Eq. 5.4 and Eq. 5.5 (model.md §4):
//
//	L_kernel = B × max_{i,j} (δ_i^j + L^j)            (5.4)
//	L_kernel = B × max_{i,j} (δ_i^j + Σ_j' L^j')      (5.5)
//
// each plus (B − 1) × BatchGap: δ is measured from the first event of the
// wavefront's own batch, so a batch that starts only after the previous
// one ended adds the time between them, which the thesis' model leaves
// out (docs/analyze.md, "Caveats"). Ties go to the first delay in
// (run, i, j) order.
func Kernel(in KernelInput) (*KernelBound, error) {
	if len(in.L) == 0 {
		return nil, fmt.Errorf("splitmodel: no roles: L^0 at least is needed")
	}
	if len(in.Delays) == 0 {
		return nil, fmt.Errorf("splitmodel: no δ_i^j: the kernel model needs the measured start delays of at least one wavefront")
	}
	if in.BatchGap < 0 {
		return nil, fmt.Errorf("splitmodel: batch gap %d: want >= 0", in.BatchGap)
	}
	if in.Occupancy.B < 1 {
		return nil, fmt.Errorf("splitmodel: B = %d batches: compute the occupancy with Occupy", in.Occupancy.B)
	}
	kb := &KernelBound{Occupancy: in.Occupancy, L: append([]int64(nil), in.L...),
		MaxDelta: make([]int64, len(in.L)), Seen: make([]int, len(in.L))}
	serialL := in.L
	if in.SerialL != nil {
		if len(in.SerialL) != len(in.L) {
			return nil, fmt.Errorf("splitmodel: %d serialized bounds for %d roles", len(in.SerialL), len(in.L))
		}
		serialL = in.SerialL
	}
	for j, l := range in.L {
		if l < 0 || serialL[j] < 0 {
			return nil, fmt.Errorf("splitmodel: L^%d = %d (serialized %d): want a non-negative bound", j, l, serialL[j])
		}
		kb.SumL += serialL[j]
	}
	ds := append([]Delay(nil), in.Delays...)
	sort.SliceStable(ds, func(a, b int) bool {
		x, y := ds[a], ds[b]
		if x.I.Run != y.I.Run {
			return x.I.Run < y.I.Run
		}
		if x.I.Family != y.I.Family {
			return x.I.Family < y.I.Family
		}
		return x.J < y.J
	})
	for _, d := range ds {
		if d.J < 0 || d.J >= len(in.L) {
			return nil, fmt.Errorf("splitmodel: δ for %s role j=%d, but the model has roles 0..%d only", d.I, d.J, len(in.L)-1)
		}
		if d.Delta < 0 {
			return nil, fmt.Errorf("splitmodel: δ_i^j = %d for %s, j=%d: want >= 0", d.Delta, d.I, d.J)
		}
		kb.MaxDelta[d.J] = max(kb.MaxDelta[d.J], d.Delta)
		kb.Seen[d.J]++
	}
	if in.Merged != nil {
		if len(in.Merged) != len(in.L) {
			return nil, fmt.Errorf("splitmodel: Merged has %d roles, L %d", len(in.Merged), len(in.L))
		}
		k := 0
		for _, d := range ds {
			if !in.Merged[d.J] {
				ds[k] = d
				k++
			}
		}
		if ds = ds[:k]; len(ds) == 0 {
			return nil, fmt.Errorf("splitmodel: no δ_i^j of a role that runs to the kernel's end")
		}
	}
	lof := func(i Wavefront, j int) (int64, error) {
		if in.LOf == nil {
			return in.L[j], nil
		}
		l, err := in.LOf(i, j)
		if err == nil && (l < 0 || l > in.L[j]) {
			err = fmt.Errorf("splitmodel: L^%d for %s = %d: want 0..L^%d = %d", j, i, l, j, in.L[j])
		}
		return l, err
	}
	serialOf := lof
	if in.SerialL != nil {
		serialOf = func(i Wavefront, j int) (int64, error) {
			if in.SerialLOf == nil {
				return in.SerialL[j], nil
			}
			l, err := in.SerialLOf(i, j)
			if err == nil && (l < 0 || l > in.SerialL[j]) {
				err = fmt.Errorf("splitmodel: serialized L^%d for %s = %d: want 0..%d", j, i, l, in.SerialL[j])
			}
			return l, err
		}
	}
	sumOf := func(i Wavefront) (int64, error) {
		var sum int64
		for j := range in.L {
			l, err := serialOf(i, j)
			if err != nil {
				return 0, err
			}
			sum += l
		}
		return sum, nil
	}
	var err error
	if kb.Parallel, err = maxTerm(ds, func(d Delay) int64 { return in.L[d.J] },
		func(d Delay) (int64, error) { return lof(d.I, d.J) }); err != nil {
		return nil, err
	}
	if in.OwnOf != nil {
		kb.Parallel.Own = in.OwnOf(kb.Parallel.I, kb.Parallel.J)
	}
	if kb.Serial, err = maxTerm(ds, func(Delay) int64 { return kb.SumL },
		func(d Delay) (int64, error) { return sumOf(d.I) }); err != nil {
		return nil, err
	}
	b := int64(in.Occupancy.B)
	kb.BatchGap = in.BatchGap
	kb.BoundParallel = b*kb.Parallel.Value + (b-1)*in.BatchGap
	kb.BoundSerial = b*kb.Serial.Value + (b-1)*in.BatchGap
	return kb, nil
}

// maxTerm returns the term maximizing δ + exact(d) over ds, the first in
// ds order among equals. upper(d) >= exact(d) bounds each term, so the
// delays are visited by decreasing δ + upper and the search stops once no
// bound can reach the best term: exact L^j_{w_i} is an IPET per (i, j),
// and most (i, j) cannot attain the maximum.
func maxTerm(ds []Delay, upper func(Delay) int64, exact func(Delay) (int64, error)) (Term, error) {
	order := make([]int, len(ds))
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool {
		return ds[order[a]].Delta+upper(ds[order[a]]) > ds[order[b]].Delta+upper(ds[order[b]])
	})
	var best Term
	bestAt := -1
	for _, k := range order {
		d := ds[k]
		if bestAt >= 0 && d.Delta+upper(d) < best.Value {
			break
		}
		l, err := exact(d)
		if err != nil {
			return Term{}, err
		}
		t := Term{I: d.I, J: d.J, Delta: d.Delta, L: l, Value: d.Delta + l}
		if bestAt < 0 || t.Value > best.Value || t.Value == best.Value && k < bestAt {
			best, bestAt = t, k
		}
	}
	return best, nil
}
