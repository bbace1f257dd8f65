package timing

import "github.com/splitwcet/splitwcet/traces/sim"

// codeBase is where the model places the program's code in the address
// space the caches see: far above any buffer the functional core
// allocates, so code lines never share a tag with data lines.
const codeBase = uint64(0xffff) << 32

// fetcher is the instruction fetch of a group of CUs sharing an
// instruction cache (instruction_cache, off in the default configuration).
// Each wave has an instruction buffer of bufLines code lines: when it
// moves into the next line sequentially, that line was fetched ahead and
// the buffer requests one more line; when it jumps (a taken branch) to
// another line, the buffer is refilled from the target: the wave waits for
// the target line (the cache's hit latency, or the miss through the L2) and
// the following lines are requested. Misses go through the shared L2 and
// DRAM like data, and a line still being filled is waited for (every wave
// of the group that needs it).
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
	lq := f.lines[q]
	var ready int64
	if w.fline == 0 {
		// First issue: the buffer was empty; the next instruction waits
		// for the first line.
		cur := f.lines[pc]
		w.fline = cur + 1
		ready = f.refill(cur, t)
		if lq == cur {
			return ready
		}
	}
	cur := w.fline - 1
	if f.flush && u == uBranch {
		// The branch emptied the buffer: refill from the next instruction's line.
		w.fline = lq + 1
		return max(ready, f.refill(lq, t))
	}
	if lq == cur {
		return ready
	}
	w.fline = lq + 1
	if lq == cur+f.lineBytes {
		r := f.sequential(lq, t)
		f.demand(lq+uint64(f.buf-1)*f.lineBytes, t)
		return max(ready, r)
	}
	return max(ready, f.refill(lq, t))
}

// refill fetches line a and the buf-1 lines after it from t (a jump), one
// line at a time (each requested when the previous one is there); it
// returns when line a is there.
func (f *fetcher) refill(a uint64, t int64) int64 {
	r := f.demand(a, t)
	at := r
	for k := 1; k < f.buf; k++ {
		at = f.demand(a+uint64(k)*f.lineBytes, at)
	}
	return r
}

// demand looks line a up at t and fetches it on a miss; it returns when
// its data is in the buffer.
func (f *fetcher) demand(a uint64, t int64) int64 {
	t = f.port(t)
	hit, at := f.ic.lookup(a, t)
	if hit {
		return at
	}
	done := f.mem.read(a, at)
	f.ic.fill(a, done)
	return done
}

// sequential is when line a, entered sequentially at t, is there: it was
// requested ahead, so a hit costs no latency (only a fill still under way
// is waited for); a miss (the line was evicted meanwhile) is fetched.
func (f *fetcher) sequential(a uint64, t int64) int64 {
	t = f.port(t)
	hit, at := f.ic.lookup(a, t-f.ic.lat)
	if hit {
		return max(at, t)
	}
	// The lookup above took the port and counted the miss: fetch the line
	// without looking it up again.
	done := f.mem.read(a, t+f.ic.lat)
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
