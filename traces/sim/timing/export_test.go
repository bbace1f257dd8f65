package timing

import "github.com/splitwcet/splitwcet/traces/sim"

// SetCalendarWindow makes the visit calendar of the runs that follow hold
// n cycles (a power of two, at least 64) and returns what restores it.
func SetCalendarWindow(n int64) (restore func()) {
	old := calendarWindow
	calendarWindow = n
	return func() { calendarWindow = old }
}

// SetGenericVisits makes the runs that follow decide every visit in visit
// itself (without visitSolo and visitPar) and returns what restores it.
func SetGenericVisits() (restore func()) {
	genericVisits = true
	return func() { genericVisits = false }
}

// SetSplitRecordHook has the runs that follow tell f, for each split,
// whether its timing and functional records are one (splitRec), and
// returns what restores it. The hook is the package's: a test that sets
// it must not run in parallel with another run of the timing model.
func SetSplitRecordHook(f func(together bool)) (restore func()) {
	splitRecordHook = f
	return func() { splitRecordHook = nil }
}

// SetLockstep makes the runs that follow simulate in lockstep (never CU
// by CU, cumajor.go) and returns what restores it.
func SetLockstep() (restore func()) {
	lockstepOnly = true
	return func() { lockstepOnly = false }
}

// SetCUGroup sets the CUs a CU-major run simulates together (1: CU by CU;
// a GPU of k CUs or fewer runs in lockstep), and returns what restores it.
func SetCUGroup(k int) (restore func()) {
	old := cuGroup
	cuGroup = k
	return func() { cuGroup = old }
}

// SetCUMajorHook has the runs that follow tell f, for each CU-major run,
// whether it stood (false: the run fell back to lockstep), and returns what
// restores it. Like SetSplitRecordHook, not beside another run.
func SetCUMajorHook(f func(stood bool)) (restore func()) {
	cuMajorHook = f
	return func() { cuMajorHook = nil }
}

// PlannedWorkgroup is a workgroup's placement in a CU-major run.
type PlannedWorkgroup struct {
	ID, CU int
	Cycle  int64 // the dispatcher places it
	Age    int64 // its first launch wave's age: the launch waves placed before it
}

// CUMajorPlan is the placements a CU-major run of the launch would make,
// in workgroup order, or nil when the launch runs in lockstep.
func CUMajorPlan(prog *sim.Program, launch *sim.Launch, hw Config, opt Options) ([]PlannedWorkgroup, error) {
	lds, err := sim.LayoutLDS(prog.Fn, launch)
	if err != nil {
		return nil, err
	}
	r, err := start(prog, launch, hw, opt, opt.S, lds.Size)
	if err != nil {
		return nil, err
	}
	plan := r.cuMajorPlan()
	if plan == nil || !ownersFit(prog, launch, hw, opt, opt.S) {
		return nil, nil
	}
	var out []PlannedWorkgroup
	for k := 0; k < r.disp.total; k++ {
		p := plan[k%hw.CUs][k/hw.CUs]
		out = append(out, PlannedWorkgroup{ID: k, CU: k % hw.CUs, Cycle: p.t, Age: p.age})
	}
	return out, nil
}
