package timing

// scalarMemory is a CU's scalar memory unit (one per CU, shared by every
// wavefront and split, not duplicated in the parallel mode): a FIFO that
// takes one cycle per instruction; an instruction completes latency cycles
// after its service.
type scalarMemory struct {
	server
	latency int64
}

func newScalarMemory(hw *Config) scalarMemory {
	return scalarMemory{server: newServer(hw.SMemQueue), latency: int64(hw.SMemLatency)}
}

// issue accepts an instruction at t and returns its completion.
func (s *scalarMemory) issue(t int64) int64 {
	return s.accept(t, 1) + 1 + s.latency
}
