package sim

// RunRounds is Run without its look-ahead (ahead.go): the rounds executed
// one by one, for tests that compare the two.
func (m *Machine) RunRounds() (*Result, error) { return m.rounds() }

// LaneLocal reports Program.laneLocal.
func (p *Program) LaneLocal() bool { return p.laneLocal }

// Deadlock is the error Run reports when no wave can issue.
func (m *Machine) Deadlock() error { return m.deadlock() }

// SplitSGPRs reports Program.sgprs; NumSGPRs is its value when a split
// copies every SGPR.
func (p *Program) SplitSGPRs() int { return p.sgprs }

const NumSGPRs = numSGPRs
