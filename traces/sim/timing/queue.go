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
func (s *server) nextAccept(t int64) int64 { return max(t, s.full()) }

// full is, when the queue is full, the cycle its first instruction leaves
// it (room from then on), else 0. Only accept fills the queue, and the
// times only grow, so the value stays true until the next accept: the
// arbiter keeps it per CU (cuState.qfull) and reads it at each visit
// without touching the queue.
func (s *server) full() int64 {
	if s.n < len(s.ends) {
		return 0
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
