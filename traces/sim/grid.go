package sim

import "fmt"

// The grid of a launch: whole workgroups (HIP, and OpenCL when the global
// size is a multiple of the workgroup size) or, with Launch.GridSize, a
// last workgroup per dimension that holds only the rest (OpenCL 2.0
// non-uniform work-groups).

// Grid is the number of work-items of the launch in dimension d (0..2): the
// dispatch packet's grid_size.
func (l *Launch) Grid(d int) int {
	if l.GridSize[d] > 0 {
		return l.GridSize[d]
	}
	return max(l.Workgroups[d], 1) * max(l.WorkgroupSize[d], 1)
}

// Partial reports whether some workgroup of the launch has fewer
// work-items than WorkgroupSize.
func (l *Launch) Partial() bool {
	for d := 0; d < 3; d++ {
		if l.Grid(d)%max(l.WorkgroupSize[d], 1) != 0 {
			return true
		}
	}
	return false
}

// GroupDims is the work-items per dimension of the workgroup at id (its
// workgroup ids x, y, z): WorkgroupSize, or the rest of the grid for the
// last workgroup of a dimension whose grid is not a multiple of it.
func (l *Launch) GroupDims(id [3]int) [3]int {
	var dims [3]int
	for d := 0; d < 3; d++ {
		s := max(l.WorkgroupSize[d], 1)
		dims[d] = min(s, l.Grid(d)-id[d]*s)
	}
	return dims
}

// GroupShapes lists the shapes of the launch's workgroups: for each
// distinct number of work-items, how many workgroups have it. A grid of
// whole workgroups has one shape; a partial grid up to eight (full or last
// in each dimension). Sizes are in decreasing order.
func (l *Launch) GroupShapes() []GroupShape {
	type dim struct{ size, count int }
	var per [3][]dim
	for d := 0; d < 3; d++ {
		s := max(l.WorkgroupSize[d], 1)
		g := l.Grid(d)
		if full := g / s; full > 0 {
			per[d] = append(per[d], dim{s, full})
		}
		if r := g % s; r > 0 {
			per[d] = append(per[d], dim{r, 1})
		}
	}
	var shapes []GroupShape
	for _, x := range per[0] {
		for _, y := range per[1] {
			for _, z := range per[2] {
				items, n := x.size*y.size*z.size, x.count*y.count*z.count
				i := 0
				for i < len(shapes) && shapes[i].WorkItems > items {
					i++
				}
				if i < len(shapes) && shapes[i].WorkItems == items {
					shapes[i].Count += n
					continue
				}
				shapes = append(shapes[:i], append([]GroupShape{{WorkItems: items, Count: n}}, shapes[i:]...)...)
			}
		}
	}
	return shapes
}

// GroupShape is a number of work-items per workgroup and how many
// workgroups of the launch have it (Launch.GroupShapes).
type GroupShape struct {
	WorkItems int
	Count     int
}

// checkGrid checks GridSize against Workgroups: a dimension given in
// work-items must need exactly Workgroups[d] workgroups.
func (l *Launch) checkGrid() error {
	for d := 0; d < 3; d++ {
		g, s := l.GridSize[d], max(l.WorkgroupSize[d], 1)
		if g < 0 {
			return fmt.Errorf("sim: grid size %v: negative", l.GridSize)
		}
		if g > 0 && (g+s-1)/s != max(l.Workgroups[d], 1) {
			return fmt.Errorf("sim: grid of %d work-items in dimension %c with workgroups of %d needs %d workgroups, the launch says %d",
				g, 'x'+d, s, (g+s-1)/s, max(l.Workgroups[d], 1))
		}
		if l.GlobalOffset[d] < 0 || l.GlobalOffset[d] > 1<<32-1 {
			return fmt.Errorf("sim: global offset %v out of range 0..%d", l.GlobalOffset, 1<<32-1)
		}
	}
	return nil
}
