package timing

// server is the FIFO front of a unit shared by the wavefronts of a CU
// (vector memory, scalar memory, LDS): it serves one instruction at a time
// and holds at most len(ends) instructions waiting or in service. A wave
// whose instruction finds the queue full does not issue (the arbiter asks
// nextAccept before it lets a memory instruction issue).
type server struct {
	free    int64   // when all accepted work is served
	ends    []int64 // ring of service end times, nondecreasing
	head, n int
}

func newServer(q int) server { return server{ends: make([]int64, q)} }

// prune drops the instructions served by cycle t.
func (s *server) prune(t int64) {
	for s.n > 0 && s.ends[s.head] <= t {
		if s.head++; s.head == len(s.ends) {
			s.head = 0
		}
		s.n--
	}
}

// nextAccept is the earliest cycle >= t at which the queue has room.
func (s *server) nextAccept(t int64) int64 {
	s.prune(t)
	if s.n < len(s.ends) {
		return t
	}
	return s.ends[s.head]
}

// accept queues an instruction needing svc cycles; it returns its service start.
func (s *server) accept(t, svc int64) int64 {
	s.prune(t)
	start := max(t, s.free)
	s.free = start + svc
	s.ends[(s.head+s.n)%len(s.ends)] = s.free
	s.n++
	return start
}
