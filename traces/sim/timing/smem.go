package timing

import "github.com/splitwcet/splitwcet/traces/sim"

// scalarMemory is a CU's scalar memory unit (one per CU, shared by every
// wavefront and split, not duplicated in the parallel mode): a FIFO that
// takes one cycle per instruction; an instruction completes latency cycles
// after its service.
type scalarMemory struct {
	server
	latency int64
	// The memory hierarchy (nil: the flat latency): prepare records the
	// address range of the next instruction before it executes.
	hier      *hierarchy
	addr, end uint64 // [addr, end) of the access; end == addr: unknown
}

func newScalarMemory(hw *Config) scalarMemory {
	return scalarMemory{server: newServer(hw.SMemQueue), latency: int64(hw.SMemLatency)}
}

// prepare records the bytes w's SMEM instruction ti reads (the base SGPRs'
// 48-bit address plus the offset, as the functional core computes it); it
// must be called before the instruction executes (it may overwrite its
// base). Without a hierarchy it does nothing.
func (s *scalarMemory) prepare(w *sim.Wave, ti *tinst) {
	if s.hier == nil {
		return
	}
	s.addr, s.end = 0, 0
	if ti.addr < 0 || int(ti.addr)+1 >= len(w.S) {
		return
	}
	off := ti.off[0]
	if ti.soff >= 0 && int(ti.soff) < len(w.S) {
		off = uint64(w.S[ti.soff])
	}
	base := (uint64(w.S[ti.addr]) | uint64(w.S[ti.addr+1])<<32) & 0xffff_ffff_ffff
	s.addr = (base + off&0xffffffff) &^ 3
	s.end = s.addr + uint64(ti.width)
}

// issue accepts an instruction at t and returns its completion.
func (s *scalarMemory) issue(t int64) int64 {
	done := s.accept(t, 1) + 1
	if s.hier != nil {
		done = s.walk(done)
	}
	return done + s.latency
}

// walk sends the lines of the access prepare recorded through the
// hierarchy, arriving at t; an unknown address is a hit in the first level.
func (s *scalarMemory) walk(t int64) int64 {
	h := s.hier
	if s.end <= s.addr {
		return h.firstHit(t)
	}
	step := h.step(h.mem.lineBytes)
	done := t
	for a := s.addr - s.addr%step; a < s.end; a += step {
		done = max(done, h.access(a, accRead, t))
	}
	return done
}
