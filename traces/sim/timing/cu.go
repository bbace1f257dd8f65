package timing

// cuState is a compute unit: its SIMDs, the launch slots and LDS bytes the
// dispatcher may still give away, and the memory units its wavefronts
// share.
type cuState struct {
	// The fields a visit reads come first, in one cache line: with 64
	// CUs every visit of a cycle is to another CU, and a CU's state is
	// out of the caches between two of its visits.
	id int
	// qfull is server.full of the scalar memory, vector memory and LDS
	// queues (by unit kind from uSMEM), updated at each accept: the CU's
	// entry of an array of every CU's (newRunner), which its SIMDs'
	// visits read (simdState.qfull) without the CU's record.
	qfull     *[3]int64
	fetch     *fetcher // instruction fetch (nil: not modelled)
	simds     []*simdState
	freeSlots int
	ldsFree   int
	vmem      vectorMemory
	smem      scalarMemory
	lds       ldsUnit
	nextSIMD  int // the dispatcher's round robin over the SIMDs
	// dec holds the start cycles of the VALU instructions in the vector
	// decoder (scheduler.vector_decoder): each leaves it when its
	// pipeline takes it.
	dec []int64
}

// decoderFree is the first cycle from t at which the vector decoder of n
// entries has room: t, or when its first instruction leaves.
func (cu *cuState) decoderFree(t int64, n int) int64 {
	k := 0
	first := inf
	for _, a := range cu.dec {
		if a > t {
			cu.dec[k] = a
			k++
			first = min(first, a)
		}
	}
	cu.dec = cu.dec[:k]
	if k < n {
		return t
	}
	return first
}

func newCU(id int, hw *Config, pipes int) *cuState {
	cu := &cuState{id: id, freeSlots: hw.SIMDsPerCU * hw.SlotsPerSIMD, ldsFree: hw.LDSBytesPerCU,
		vmem: newVectorMemory(hw), smem: newScalarMemory(hw), lds: newLDS(hw), qfull: new([3]int64)}
	for s := 0; s < hw.SIMDsPerCU; s++ {
		cu.simds = append(cu.simds, &simdState{cu: cu, id: s, slotUsed: make([]bool, hw.SlotsPerSIMD),
			pipes: make([]int64, pipes), pipeFam: make([]*family, pipes), wake: inf, rrLast: -1, dueAt: inf, qfull: cu.qfull,
			heap: waveHeap{first: inf}})
	}
	return cu
}

// simdState is a SIMD: its launch slots, its vector pipelines and the
// waves the arbiter chooses from (ready.go).
type simdState struct {
	// The fields a visit reads come first, in two cache lines (with 64
	// CUs a SIMD's state is out of the caches between two of its visits;
	// the record is 320 bytes, a size class of 64-byte aligned objects:
	// TestRecordSizes).
	cu *cuState
	// fams are the families with waves on the SIMD (launch waves and
	// splits that have not ended: family.members), by age.
	fams []*family
	// readyFams has bit i set when fams[i] has a ready wave (anyReady);
	// a SIMD holds at most gpu.launch_slots_per_simd <= 64 families.
	readyFams uint64
	id        int
	wake      int64 // no wave can issue before this cycle
	// visits schedules the SIMD's visits (nil in unit tests of a SIMD
	// alone); dueAt is the cycle of its next one, inf if none is due, and
	// dueOrder its place in that cycle's order.
	dueAt int64
	// base and baseFam are the base pipeline's busy-until cycle and
	// holder (pipes[0] and pipeFam[0] are not used).
	base     int64
	baseFam  *family
	visits   *visitQueue
	qfull    *[3]int64 // cuState.qfull
	nready   int32     // ready waves (ready.go)
	dueOrder int32
	visitIdx int32
	changed  bool     // added or ended is not empty
	heap     waveHeap // the waves waiting for their next issue cycle (ready.go); its first field is hot

	added    []*twave // splits created during the current visit
	ended    []*twave // waves that ended during the current visit
	slotUsed []bool
	pipes    []int64   // the split pipelines 1..S: busy until (pipeAt)
	pipeFam  []*family // the family whose wave took each split pipeline last
	rrLast   int64     // round robin: age of the first wave issued at the last issuing visit
	_        [48]byte  // to 320 bytes: a size class of 64-byte aligned objects
}

// pipeFor returns the vector pipeline a wave of family f may start a
// VALU instruction on at t, or -1 and the cycle at which to look again.
// The base pipeline 0 is every wave's, as at S = 0; a split pipeline
// (1..S, parallel mode only) only while a wave of f holds the base
// pipeline (the arbiter's rule, arbiter.go: the split pipelines widen the
// base pipeline for the splits of the family that holds it).
func (s *simdState) pipeFor(f *family, t int64) (pipe int, retry int64) {
	if s.base <= t {
		return 0, 0
	}
	retry = s.base
	if s.baseFam != f {
		return -1, retry
	}
	for p := 1; p < len(s.pipes); p++ {
		if s.pipes[p] <= t {
			return p, 0
		}
		retry = min(retry, s.pipes[p])
	}
	return -1, retry
}

// queueFor returns the vector pipeline a VALU instruction of family f
// issued at t into the vector decoder queues on: the base pipeline, or a
// split pipeline free by t+1 while f holds the base pipeline beyond it
// (the rule of pipeFor, arbiter.go).
func (s *simdState) queueFor(f *family, t int64) int {
	if s.base > t+1 && s.baseFam == f {
		for p := 1; p < len(s.pipes); p++ {
			if s.pipes[p] <= t+1 {
				return p
			}
		}
	}
	return 0
}

// pipeAt is the cycle vector pipeline p is busy until.
func (s *simdState) pipeAt(p int) int64 {
	if p == 0 {
		return s.base
	}
	return s.pipes[p]
}

// take marks pipeline p busy until end, held by f.
func (s *simdState) take(p int, f *family, end int64) {
	if p == 0 {
		s.base, s.baseFam = end, f
		return
	}
	s.pipes[p] = end
	s.pipeFam[p] = f
}

// hasFreeSlot reports whether a launch slot is free.
func (s *simdState) hasFreeSlot() bool {
	for _, u := range s.slotUsed {
		if !u {
			return true
		}
	}
	return false
}

// commit applies the changes of a visit to the SIMD's waves once the
// visit is over (so that the visit's iteration is not disturbed): it drops
// the waves that ended and adds the new splits (a split ID freed by a
// merge may be taken again by a split of the same visit).
func (s *simdState) commit() {
	s.changed = false
	for _, w := range s.ended {
		s.leave(w)
	}
	clear(s.ended)
	s.ended = s.ended[:0]
	for _, c := range s.added {
		s.join(c)
	}
	clear(s.added)
	s.added = s.added[:0]
}
