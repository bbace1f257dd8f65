package splitmodel

// The phases of AnalyzeEachS's progress.
const (
	PhaseAnalyze   = "analyzing (roles of each S and mode)"
	PhaseReanalyze = "analyzing again under all-executions (roles)"
)

// meter counts AnalyzeEachS's work units for KernelOptions.Progress.
type meter struct {
	fn          func(phase string, done, total int)
	phase       string
	done, total int
}

// start begins a phase of total units (a phase of none is not shown).
func (m *meter) start(phase string, total int) {
	if m != nil {
		m.phase, m.done, m.total = phase, 0, total
		if total > 0 {
			m.set(0)
		}
	}
}

// add counts n units done.
func (m *meter) add(n int) {
	if m != nil {
		m.set(m.done + n)
	}
}

// set counts done units done, at least as many as before and at most the
// total.
func (m *meter) set(done int) {
	if m == nil || m.fn == nil || m.total == 0 {
		return
	}
	m.done = min(max(m.done, done), m.total)
	m.fn(m.phase, m.done, m.total)
}
