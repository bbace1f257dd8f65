package timing

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
