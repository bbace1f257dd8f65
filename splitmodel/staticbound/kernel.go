package staticbound

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/splitwcet/splitwcet/splitmodel/choose"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Row is the static bound of one S: per mode the largest over the input
// sets (Set names the set that gives it).
type Row struct {
	S        int
	Parallel *Bound
	Serial   *Bound
	// SetParallel and SetSerial name the input sets of the two bounds.
	SetParallel, SetSerial string
}

// LaunchOf is the static model's view of a simulator launch. The LDS
// ranges of __local pointer arguments count as dynamic LDS, without the
// padding their alignment may add (Model.LaunchOf lays them out exactly).
func LaunchOf(l *sim.Launch) Launch {
	g, t := 1, 1
	for i := 0; i < 3; i++ {
		g *= max(l.Workgroups[i], 1)
		t *= max(l.WorkgroupSize[i], 1)
	}
	lds := l.DynamicLDS
	for _, a := range l.Args {
		lds += min(a.LDS, sim.MaxLDS+1)
	}
	return Launch{Workgroups: g, WorkgroupSize: t, DynamicLDS: lds, Shape: ShapeOf(l)}
}

// LaunchOf is the static model's view of a launch of the model's kernel:
// the LDS beyond the static size is the __local arguments' ranges as the
// runtime lays them out and the dynamic LDS (sim.LayoutLDS). A launch the
// layout refuses gets more LDS than a workgroup can have, so Bound refuses
// it too.
func (m *Model) LaunchOf(l *sim.Launch) Launch {
	out := LaunchOf(l)
	if m.IPG == nil || m.IPG.CFG == nil || m.IPG.CFG.Func == nil {
		return out
	}
	lay, err := sim.LayoutLDS(m.IPG.CFG.Func, l)
	if err != nil {
		out.DynamicLDS = sim.MaxLDS + 1
		return out
	}
	out.DynamicLDS = lay.Size - lay.Static
	return out
}

// ShapeOf is the workgroup shape of a launch.
func ShapeOf(l *sim.Launch) Shape {
	return Shape{max(l.WorkgroupSize[0], 1), max(l.WorkgroupSize[1], 1), max(l.WorkgroupSize[2], 1)}
}

// Shapes are the distinct workgroup shapes of sets, in order: each set's
// whole workgroup, then for a partial grid (OpenCL 2.0 non-uniform
// work-groups) the shapes of its last workgroups, whose work-items the
// simulator numbers within their own smaller dimensions.
func Shapes(sets []workload.Set) []Shape {
	var out []Shape
	for _, s := range sets {
		for _, sh := range append([]Shape{ShapeOf(s.Launch)}, partialShapes(s.Launch)...) {
			if !slices.Contains(out, sh) {
				out = append(out, sh)
			}
		}
	}
	return out
}

// partialShapes are the shapes of a launch's partial workgroups: in each
// dimension the whole size or, where the grid is not a multiple of it, the
// rest; every combination but the whole workgroup.
func partialShapes(l *sim.Launch) []Shape {
	var per [3][]int
	for d := 0; d < 3; d++ {
		s := max(l.WorkgroupSize[d], 1)
		per[d] = []int{s}
		if r := l.Grid(d) % s; r > 0 {
			per[d] = append(per[d], r)
		}
	}
	var out []Shape
	for _, x := range per[0] {
		for _, y := range per[1] {
			for _, z := range per[2] {
				if sh := (Shape{x, y, z}); sh != ShapeOf(l) {
					out = append(out, sh)
				}
			}
		}
	}
	return out
}

// PrepareKernel is Prepare for a loaded kernel: its IPT graph, flow facts
// and hardware, for launches of the workgroup shapes of sets.
func PrepareKernel(k *kernel.Kernel, sets []workload.Set) (*Model, error) {
	lds := 0
	if k.Program != nil {
		lds = k.Program.Fn.Descriptor.GroupSegmentSize()
	} else if k.Fn != nil {
		lds = k.Fn.Descriptor.GroupSegmentSize()
	}
	return Prepare(k.IPG, k.Facts, k.HW, lds, Shapes(sets)...)
}

// ForKernel is the static bound of every S of Ss, both modes, over the
// input sets sets of the kernel's workload.
func ForKernel(k *kernel.Kernel, sets []workload.Set, Ss []int) ([]Row, error) {
	m, err := PrepareKernel(k, sets)
	if err != nil {
		return nil, err
	}
	return m.Rows(sets, Ss)
}

// Rows is the static bound of every S of Ss, both modes, over sets.
func (m *Model) Rows(sets []workload.Set, Ss []int) ([]Row, error) {
	if len(sets) == 0 {
		return nil, fmt.Errorf("static bound: no input set gives a launch")
	}
	var rows []Row
	for _, S := range Ss {
		r := Row{S: S}
		for _, set := range sets {
			for _, mode := range []timing.Mode{timing.Parallel, timing.Serial} {
				b, err := m.Bound(m.LaunchOf(set.Launch), S, mode)
				if err != nil {
					return nil, fmt.Errorf("input set %s: %w", set.Name, err)
				}
				if mode == timing.Parallel && (r.Parallel == nil || b.Cycles > r.Parallel.Cycles) {
					r.Parallel, r.SetParallel = b, set.Name
				}
				if mode == timing.Serial && (r.Serial == nil || b.Cycles > r.Serial.Cycles) {
					r.Serial, r.SetSerial = b, set.Name
				}
			}
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// ForChosen is the static bound of choose's chosen marking at its S over
// sets: the emitted assembly loaded like the kernel k (same function,
// workload, flow facts and hardware) and bounded in both modes.
func ForChosen(k *kernel.Kernel, sets []workload.Set, res *choose.Result) (*choose.StaticBound, error) {
	mk, err := kernel.FromText(k.Source+" (chosen marking)", res.Chosen.Sim.Emitted.Text, kernel.Config{Kernel: k.Name(), Workload: k.Workload, Facts: k.Facts, HW: &k.HW})
	if err != nil {
		return nil, fmt.Errorf("static bound of the chosen marking: %w", err)
	}
	rows, err := ForKernel(mk, sets, []int{res.S})
	if err != nil {
		return nil, fmt.Errorf("static bound of the chosen marking: %w", err)
	}
	r := rows[0]
	return &choose.StaticBound{Parallel: r.Parallel.Cycles, Serial: r.Serial.Cycles, DominantParallel: r.Parallel.Dominant, DominantSerial: r.Serial.Dominant}, nil
}

// Observed is what the simulator observed at one S (the maxima over the
// input sets), -1 when unknown; Hybrid likewise the hybrid bounds.
type Observed struct {
	S                                int
	ObservedParallel, ObservedSerial int64
	HybridParallel, HybridSerial     int64
}

// WriteText writes the static table: per S the static bounds of both
// modes next to the hybrid bounds and the observed times (when obs has the
// row), their ratios to the observed times, and the dominant interference
// term.
func WriteText(buf *bytes.Buffer, rows []Row, obs []Observed) {
	byS := map[int]Observed{}
	for _, o := range obs {
		byS[o.S] = o
	}
	buf.WriteString("static bound (no simulation; docs/static.md): per S and mode, sound for every input and schedule of the hardware model\n")
	fmt.Fprintf(buf, "%3s %11s %11s %11s %11s %10s %10s %7s %7s %4s %5s  %s\n", "S", "static.par", "static.ser", "hybrid.par", "hybrid.ser", "obs.par", "obs.ser", "st/obs", "st/obs", "B", "M", "dominant (par / ser)")
	for _, r := range rows {
		o, ok := byS[r.S]
		if !ok {
			o = Observed{ObservedParallel: -1, ObservedSerial: -1, HybridParallel: -1, HybridSerial: -1}
		}
		fmt.Fprintf(buf, "%3d %11d %11d %11s %11s %10s %10s %7s %7s %4d %5d  %s / %s\n", r.S, r.Parallel.Cycles, r.Serial.Cycles,
			dash(o.HybridParallel), dash(o.HybridSerial), dash(o.ObservedParallel), dash(o.ObservedSerial),
			ratio(r.Parallel.Cycles, o.ObservedParallel), ratio(r.Serial.Cycles, o.ObservedSerial), r.Parallel.B, r.Parallel.Members,
			r.Parallel.Dominant, r.Serial.Dominant)
	}
	if len(rows) > 0 {
		r := rows[len(rows)-1]
		for _, x := range []struct {
			b   *Bound
			set string
		}{{r.Parallel, r.SetParallel}, {r.Serial, r.SetSerial}} {
			b := x.b
			fmt.Fprintf(buf, "static terms (S = %d, %s, input set %s): B = %d round(s) of %d workgroup(s), delta %d, L %d = dispatch %d + own %d + issue %d + splits %d + vmem %d + lds %d + smem %d + barrier %d; %d/%d other families on the SIMD/CU, %d member(s) per family\n",
				r.S, b.Mode, x.set, b.B, b.N, b.Delta, b.L, b.D, b.Own, b.Issue, b.Splits, b.VMEM, b.LDS, b.SMEM, b.Barrier, b.SIMDOthers, b.CUOthers, b.Members)
		}
	}
}

func dash(v int64) string {
	if v < 0 {
		return "-"
	}
	return fmt.Sprint(v)
}

func ratio(b, o int64) string {
	if o <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(b)/float64(o))
}
