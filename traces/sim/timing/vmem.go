package timing

import (
	"math/bits"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// vectorMemory is a CU's vector memory pipeline. It is not duplicated for
// splits (thesis 4.4: address computation may proceed in parallel, the
// accesses are serialized): every wavefront and split of the CU shares its
// FIFO. An instruction is served for its address cycles or for its
// coalesced cache lines at the configured bandwidth, whichever is longer,
// and completes latency cycles after its service ends.
type vectorMemory struct {
	server
	addrCycles    int64
	lineBytes     int
	bytesPerCycle int64
	latency       int64
	lines         []uint64 // scratch: the distinct lines of one FLAT access
	lineShift     int      // log2(lineBytes) when a power of two (a shift for the division), else -1
	// The memory hierarchy (nil: the flat latency). service records the
	// instruction's lines (known for FLAT) and kind for issue.
	hier  *hierarchy
	known bool // lines holds the instruction's lines
	nest  int  // lines estimated (MUBUF)
	kind  uint8
}

func newVectorMemory(hw *Config) vectorMemory {
	v := vectorMemory{server: newServer(hw.VMemQueue), addrCycles: int64(hw.VMemAddressCycles),
		lineBytes: hw.VMemLineBytes, bytesPerCycle: int64(hw.VMemBytesPerCycle), latency: int64(hw.VMemLatency), lineShift: -1}
	if lb := hw.VMemLineBytes; lb > 0 && lb&(lb-1) == 0 {
		v.lineShift = bits.TrailingZeros(uint(lb))
	}
	return v
}

// service returns the cycles the pipeline is busy with w's instruction ti
// for the lanes in active; it must be called before the functional core
// executes ti (FLAT addresses are read from w's VGPRs). hasReq is false
// when no lane is active: no memory request, only the address cycles.
func (v *vectorMemory) service(w *sim.Wave, ti *tinst, active uint64) (svc int64, hasReq bool) {
	if active == 0 {
		return v.addrCycles, false
	}
	var lines int
	v.known = ti.mem == memFlat
	if v.hier != nil {
		v.kind = accRead
		switch {
		case ti.exp && !ti.isStore:
			v.kind = accAtomic
		case ti.isStore:
			v.kind = accWrite
		}
	}
	if ti.mem == memFlat {
		lines = v.countLines(w, ti, active)
	} else if n, ok := v.scratchLines(w, ti, active); ok {
		lines = n
		v.nest = lines
	} else {
		b := bits.OnesCount64(active) * int(ti.width)
		lines = (b + v.lineBytes - 1) / v.lineBytes
		v.nest = lines
	}
	bytes := int64(lines) * int64(v.lineBytes)
	svc = (bytes + v.bytesPerCycle - 1) / v.bytesPerCycle
	return max(svc, v.addrCycles), true
}

// countLines counts the distinct cache lines the active lanes of a FLAT
// access touch.
func (v *vectorMemory) countLines(w *sim.Wave, ti *tinst, active uint64) int {
	lb := uint64(v.lineBytes)
	buf := v.lines[:0]
	lo, hi := &w.V[ti.addr], &w.V[ti.addr+1] // the rows in place: a copy is 512 bytes
	for m := active; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		a := uint64(lo[l]) | uint64(hi[l])<<32 + ti.off[0]
		e := a + uint64(ti.width) - 1
		var first, last uint64
		if v.lineShift >= 0 {
			first, last = a>>uint(v.lineShift), e>>uint(v.lineShift)
		} else {
			first, last = a/lb, e/lb
		}
	lines:
		for x := first; x <= last; x++ {
			if k := len(buf); k > 0 && buf[k-1] == x {
				continue
			}
			for _, y := range buf {
				if y == x {
					continue lines
				}
			}
			buf = append(buf, x)
		}
	}
	v.lines = buf
	return len(buf)
}

// scratchLines counts the distinct lines a MUBUF scratch access touches in
// the wave's swizzled scratch (sim.Wave.ScratchAddrs): a lane's dwords are
// 256 bytes apart there, the lanes' dwords at one offset contiguous. It
// reports false for any other MUBUF access (estimated as contiguous).
func (v *vectorMemory) scratchLines(w *sim.Wave, ti *tinst, active uint64) (int, bool) {
	lb := uint64(v.lineBytes)
	dwords := uint64(max(ti.width/4, 1))
	buf := v.lines[:0]
	ok := w.ScratchAddrs(active, func(a uint64) {
	lines:
		for k := uint64(0); k < dwords; k++ {
			x := (a + 256*k) / lb
			for _, y := range buf {
				if y == x {
					continue lines
				}
			}
			buf = append(buf, x)
		}
	})
	v.lines = buf
	return len(buf), ok
}

// issue accepts an instruction of svc service cycles at t (the queue has
// room: the arbiter checked nextAccept). read is when its store data has
// been read from the VGPRs (the end of the address cycles: expcnt), done
// when it completes; an instruction without a request completes at the
// end of its service.
func (v *vectorMemory) issue(t, svc int64, hasReq bool) (read, done int64) {
	start := v.accept(t, svc)
	done = start + svc
	if hasReq {
		if v.hier != nil {
			done = v.walk(done)
		}
		done += v.latency
	}
	return start + v.addrCycles, done
}

// walk sends the lines of the instruction service recorded through the
// memory hierarchy, arriving at t; it returns when the last completes.
func (v *vectorMemory) walk(t int64) int64 {
	h := v.hier
	if !v.known {
		if v.nest == 0 {
			return t
		}
		return h.firstHit(t)
	}
	done := t
	lb := uint64(v.lineBytes)
	step := h.step(lb)
	for _, l := range v.lines {
		for a := l * lb; a < (l+1)*lb; a += step {
			done = max(done, h.access(a, v.kind, t))
		}
	}
	return done
}
