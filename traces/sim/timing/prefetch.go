package timing

import (
	"math/bits"
	"unsafe"
)

// Prefetches of the records a visit will read (prefetch_amd64.s): with
// 164 k split waves live (S = 63 on 64 CUs) each issue meets its wave's
// records cold, a few lines from memory; started a candidate or a visit
// ahead, they arrive while the visit before works ("Prefetches, session
// 12" in docs/performance.md).

// splitWaveOffset is where a split's functional record (sim.Wave) starts
// in its splitRec, past its timing record: a split's Wave is found from
// its twave's address without reading the twave.
const splitWaveOffset = unsafe.Offsetof(splitRec{}.fw)

// waveSecondLine is an address in a sim.Wave's second cache line from the
// Wave's (a Wave starts 0 or 8 bytes into a line): the line after the
// fields every instruction reads, with the start of the scalar file (EXEC,
// VCC, M0: sim's TestWaveHotFields), which most issues read.
const waveSecondLine = 64

// twaveCounters is the address of the first entries of a wave's vm
// counter from its twave's: in the record's second line, with the counter
// (TestTwaveHotFields), which a vector memory instruction and an
// s_waitcnt read and each issue's settle prunes.
const twaveCounters = unsafe.Offsetof(twave{}.vmBuf)

// waveLines are the addresses of the lines an issue of w reads first: its
// twave's first two (the hot fields, the vm counter) and, when w is a
// split (the record is a splitRec: split ID > 0), its Wave's first two; a
// launch wave's Wave is an allocation of its own, found only through w.w
// (a load), so its twave's lines stand for it.
func waveLines(w *twave, split bool) (a, b, c, d uintptr) {
	p := uintptr(unsafe.Pointer(w))
	if !split {
		return p, p + twaveCounters, p, p + twaveCounters
	}
	fw := p + splitWaveOffset
	return p, p + twaveCounters, fw, fw + waveSecondLine
}

// touch starts loading the first lines of the timing and functional
// records of the member of f with the lowest split ID in cand, if any, so
// that they arrive while the candidate before it is admitted and issues:
// with 164 k split waves live (S = 63 on 64 CUs) each is cold. Prefetches,
// not loads: the same four lines loaded took 10 % more CPU there (session
// 11's touch, a load of w.w alone, gained 6 %; these 10-12 % more).
func touch(f *family, cand uint64) {
	if cand == 0 {
		return
	}
	id := bits.TrailingZeros64(cand)
	if w := f.members[id]; w != nil {
		prefetch(waveLines(w, id != 0))
	}
}

// ahead starts loading what the next visit of cycle t reads first (w
// holds the places of the cycle's visits after the one being made, the
// calendar's bits): the records of the waves due in that SIMD's heap,
// which its drain makes ready (reading each twave's first line) and which
// it mostly issues at once. The entries are read from the SIMD's heap
// (some 10 kB a SIMD: mostly in the second-level cache); the waves'
// records (some 170 MB) are what misses. The waves are taken for splits
// (at S = 63 all but one in 64 are): for a launch wave the Wave's lines
// are a wasted prefetch of its neighbour. Prefetching more (the first
// candidates of the SIMD's first ready family, the member array and the
// family of the visits after it, the first visit of the next cycle) did
// not pay (docs/performance.md, "Prefetches, session 12").
func (q *visitQueue) ahead(w uint64, t int64) {
	s := q.simds[bits.TrailingZeros64(w)*q.nSIMD+int(t&q.gMask)]
	if s.heap.first <= t {
		// The top and its children: the next entries the drain pops
		// (a four-way heap), those due at t.
		h := s.heap.h
		for i := range min(len(h), 5) {
			if h[i].next <= t {
				prefetch(waveLines(h[i].w, true))
			}
		}
	}
}
