package timing

import "github.com/splitwcet/splitwcet/traces/sim"

// codeBase is where the model places the program's code in the address
// space the caches see: far above any buffer the functional core
// allocates, so code lines never share a tag with data lines.
const codeBase = uint64(0xffff) << 32

// fetcher is the instruction fetch of a group of CUs sharing an
// instruction cache (instruction_cache, off in the default configuration).
//
// Each wave has an instruction buffer of bufLines code lines, filled by a
// stream of line requests, one in flight at a time: a line is requested
// when the previous request's line has arrived and the buffer has room for
// it (it holds the line the wave executes in and the bufLines-1 after it).
// When the wave moves into the next line sequentially, that line was
// requested ahead (the wave waits only for an arrival still under way) and
// its old line's room lets the stream go on. When it jumps to another line
// (a taken branch, or every branch with branch_refetch), the buffer is
// emptied once the branch has resolved and the request in flight has come
// back, and the stream restarts at the target: the wave waits for the
// target line (the cache's hit latency, or the miss through the L2). Misses
// go through the shared L2 and DRAM like data, and a line still being
// filled is waited for (every wave of the group that needs it).
//
// The stream is expanded lazily: a request is made (looked up in the cache)
// when the wave's next issue reaches its start time, or when the wave needs
// the line, so the cache sees requests in about the order they leave.
type fetcher struct {
	ic        *cache
	mem       *memSystem
	lines     []uint64 // code line address of each instruction (by PC)
	lineBytes uint64
	buf       int
	flush     bool // every branch empties the buffer (instruction_cache.branch_refetch)
	// The cache's port: it starts one line lookup per portCycles cycles
	// (0: any number), shared by every wave of the group.
	portCycles, portFree int64
	// tlb translates a missing line's page before it is fetched (the
	// cache is virtually indexed: a hit needs no translation); nil: none.
	tlb *tlb
}

// fstream is a wave's instruction buffer: the line it executes in, the
// next line its stream requests and when that request may leave, and the
// arrival of each line requested and not yet left behind (a ring of
// bufLines entries by line number).
type fstream struct {
	cur  uint64 // 1 + the code line the wave executes in; 0 before its first fetch
	next uint64 // the next line the stream requests
	at   int64  // when that request may leave: the previous request's line has arrived (and the buffer had room)
	arr  []int64
}

func newFetcher(hw *Config, prog *sim.Program, m *memSystem) *fetcher {
	f := &fetcher{ic: newCache(hw.L1I), mem: m, lineBytes: uint64(hw.L1I.LineBytes), buf: hw.FetchLines,
		flush: hw.BranchRefetch != 0, portCycles: int64(hw.FetchCycles), lines: make([]uint64, len(prog.Instrs))}
	for i, in := range prog.Instrs {
		// The program image's layout (the kernel at 0, callees after it).
		a := codeBase + uint64(max(in.CodeOffset(), 0))
		f.lines[i] = a - a%f.lineBytes
	}
	return f
}

// next is the earliest cycle at which w, which issued the instruction at
// pc (unit u) at cycle t, has its next instruction in its buffer (0: no
// constraint).
func (f *fetcher) next(w *twave, pc int, u unit, t int64) int64 {
	q := w.w.PC
	if w.w.Done || q < 0 || q >= len(f.lines) || pc < 0 || pc >= len(f.lines) {
		return 0
	}
	s := &w.fetch
	lq := f.lines[q]
	var ready int64
	if s.cur == 0 {
		// First issue without a start (a split): the buffer was empty;
		// the next instruction waits for the first line.
		ready = f.restart(w, f.lines[pc], t)
	}
	f.expand(s, t)
	cur := s.cur - 1
	if f.flush && u == uBranch {
		// The branch emptied the buffer: refill from the next
		// instruction's line once the branch has resolved (w.next, its
		// issue time).
		return max(ready, f.jump(w, lq, max(t, w.next)))
	}
	if lq == cur {
		return ready
	}
	if lq == cur+f.lineBytes && f.buf > 1 {
		// Sequential: the line was requested ahead (or is requested now),
		// and the old line's room lets the stream request one more.
		if s.next == lq {
			f.request(s, max(s.at, t))
		}
		r := s.arr[f.slot(lq)]
		if s.next == cur+uint64(f.buf)*f.lineBytes {
			s.at = max(s.at, t)
		}
		s.cur = lq + 1
		return max(ready, r, t)
	}
	// A jump: the refill starts once the branch has resolved.
	return max(ready, f.jump(w, lq, max(t, w.next)))
}

// start is when a launch wave placed at cycle ready has its first
// instruction in its buffer: the buffer starts empty, so the first line is
// fetched before the wave can issue.
func (f *fetcher) start(w *twave, ready int64) int64 {
	pc := w.w.PC
	if pc < 0 || pc >= len(f.lines) {
		return ready
	}
	return f.restart(w, f.lines[pc], ready)
}

// jump empties w's buffer at t and restarts its stream at line a once the
// request in flight (if any) has come back; it returns when line a is
// there.
func (f *fetcher) jump(w *twave, a uint64, t int64) int64 {
	s := &w.fetch
	f.expand(s, t)
	if s.cur != 0 {
		// The last request made is in flight until its line arrives.
		t = max(t, s.arr[f.slot(s.next-f.lineBytes)])
	}
	return f.restart(w, a, t)
}

// restart starts w's stream at line a at t with an empty buffer and
// returns when line a is there.
func (f *fetcher) restart(w *twave, a uint64, t int64) int64 {
	s := &w.fetch
	if s.arr == nil {
		s.arr = make([]int64, f.buf)
	}
	s.cur, s.next, s.at = a+1, a, t
	f.request(s, t)
	return s.arr[f.slot(a)]
}

// expand makes the stream's requests that leave by now: each when the
// previous line has arrived, while the buffer has room.
func (f *fetcher) expand(s *fstream, now int64) {
	for s.cur != 0 && s.at <= now && s.next < s.cur-1+uint64(f.buf)*f.lineBytes {
		f.request(s, s.at)
	}
}

// request looks the stream's next line up at t and fetches it on a miss;
// the following request may leave when it has arrived.
func (f *fetcher) request(s *fstream, t int64) {
	done := f.demand(s.next, t)
	s.arr[f.slot(s.next)] = done
	s.next += f.lineBytes
	s.at = done
}

// slot is line a's entry in a stream's arrival ring.
func (f *fetcher) slot(a uint64) int {
	return int(a / f.lineBytes % uint64(f.buf))
}

// demand looks line a up at t and fetches it on a miss; it returns when
// its data is in the buffer.
func (f *fetcher) demand(a uint64, t int64) int64 {
	t = f.port(t)
	hit, at := f.ic.lookup(a, t)
	if hit {
		return at
	}
	done := f.mem.read(a, f.tlb.translate(a, at))
	f.ic.fill(a, done)
	return done
}

// port is when a lookup arriving at t gets the cache's port.
func (f *fetcher) port(t int64) int64 {
	if f.portCycles == 0 {
		return t
	}
	start := max(t, f.portFree)
	f.portFree = start + f.portCycles
	return start
}
