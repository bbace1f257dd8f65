package timing

import (
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// wgState is a workgroup: its LDS allocation, its CU once placed, and its
// barrier.
type wgState struct {
	w            *sim.Workgroup
	cu           *cuState
	bar          barrier
	liveFamilies int
	lds          int
}

// family is a launch wavefront and its splits: they share the launch slot
// (splits take its reserve slots) and, in the parallel mode, the
// duplicated pipelines.
type family struct {
	// The fields a visit reads come first (the record is 192 bytes:
	// 64-byte aligned): in the first line what it reads of a family at
	// S = 0 to issue a VALU or SALU instruction, the ready words of the
	// other kinds in the second. ready has a bit per split ID of the
	// ready members by the unit kind of their next instruction, kinds a
	// bit per kind whose word is not empty, anyReady their union; members
	// are the family's waves on its SIMD by split ID (nil: none or
	// ended), resident how many (ready.go); pos is the family's index in
	// its SIMD's fams.
	kinds    uint8
	pos      int32
	anyReady uint64
	members  []*twave
	one      [1]*twave // members' array while a single split ID is used (S = 0)
	ready    [numUnits]uint64
	age      int64
	resident int
	id       int
	wg       *wgState
	simd     *simdState
	slot     int
	live     int
	lastEnd  int64
	// spare are records allocated for the family's next splits (splitWave).
	spare []splitRec
}

// splitRec is a split's timing record and its functional record
// (sim.Family.NewSplit), in one allocation: at S = 63 on 64 CUs 164 k
// split waves are live, each issue meets a cold one, and the two records
// of one wave on one page need one TLB entry instead of two (measured:
// about 12 % less CPU there, "The split waves' state, session 11").
type splitRec struct {
	twave
	fw sim.Wave // twave.w points here
}

// splitWave returns a new record for a split of f, which is the family's
// split number k (sim.Family.Splits: 1, 2, ...; at most s) from its
// chunks (sim.SplitChunk) rather than two allocations each, so that a
// family's records are on few pages and the collector has fewer objects
// to mark.
func (f *family) splitWave(k, s int) *splitRec {
	if len(f.spare) == 0 {
		f.spare = make([]splitRec, sim.SplitChunk(k, s))
	}
	w := &f.spare[0]
	f.spare = f.spare[1:]
	return w
}

// twave is the timing state of one wave (launch wavefront or split).
type twave struct {
	// The fields the arbiter reads of every wave it looks at come first,
	// in one cache line: with many waves resident (64 CUs at S = 63) a
	// look would otherwise touch two or three lines of each. The record
	// is 256 bytes, a size class of 64-byte aligned objects (a size of
	// 288 put every other record's first line across two); a split's
	// record in a chunk of more than two (family.splitWave) starts 8 bytes
	// into a line, after the chunk's allocation header, so these fields
	// take 56 bytes at most (TestTwaveHotFields).
	w    *sim.Wave
	fam  *family
	age  int64 // issue order: family age * isa.MaxLanes + split id
	next int64 // earliest cycle of its next issue
	// rk is 1 + the unit kind of the ready word w is in, 0 when not
	// ready (ready.go).
	rk      uint8
	ended   bool
	waiting bool // at a barrier
	// parked at a join for its partner since parkedAt (merge.go)
	parked bool
	// nk is the kind byte of w's next instruction (arbiter.kinds: the
	// unit kind and kindWait), kept by setKind wherever w's PC changes
	// (its issue; its creation): the arbiter and the heap's drain decide
	// on it without reading w.w, a line of its own, for a wave they do
	// not issue (64 CUs at S = 63: some 640 waves a SIMD, cold).
	nk uint8
	// hat is 1 + the cycle of w's entry in its SIMD's wave heap (0: not in
	// the heap; waveHeap).
	hat   int64
	start int64 // first issue, -1 before
	// vm, lgkm and exp are the completion cycles of the outstanding
	// operations (vm in order), each in its first entries (vmBuf, ...)
	// until it outgrows them (setCounters): few operations are
	// outstanding at a time, and a split (at S = 63 a wave makes up to 63
	// in a few cycles) copies them into its record instead of three
	// allocations of its own, out of line. The second line (bytes 56-120:
	// a split's record starts 8 bytes into a line) holds vm with its
	// entries, what a vector memory instruction and an s_waitcnt vmcnt
	// read; the third lgkm's entries and exp.
	vm      []int64
	vmBuf   [2]int64
	lgkm    []int64
	lgkmBuf [2]int64
	exp     []int64
	expBuf  [1]int64
	// The rest is read at a wave's creation, end, merge or instruction
	// fetch.
	ready    int64
	end      int64
	parkedAt int64
	parent   int32   // the parent's split ID, -1 for a launch wave
	stat     int32   // index of its WaveStat (Options.WaveStats)
	fetch    fstream // its instruction buffer (instruction_cache)
	// inherited are, per counter (vm, lgkm, exp), the parent's outstanding
	// operations a split copied at its creation: at its merge they are the
	// parent's own and count once (mergeOwn). Only with reconvergence
	// (nil otherwise: nothing merges).
	inherited *[3][]int64
}

// setCounters makes w's counters copies of vm, lgkm and exp, in its own
// record while they fit.
func (w *twave) setCounters(vm, lgkm, exp []int64) {
	w.vm = append(w.vmBuf[:0], vm...)
	w.lgkm = append(w.lgkmBuf[:0], lgkm...)
	w.exp = append(w.expBuf[:0], exp...)
}

// setKind sets w.nk from w's PC: after each issue of w and at its
// creation, the only times the PC of a wave changes (sim.Machine.Issue;
// a merge leaves the parent's PC as it parked). A PC outside the program
// (a wave that ended) leaves it: such a wave is held, never made ready.
func (w *twave) setKind(kinds []uint8) {
	if pc := w.w.PC; uint(pc) < uint(len(kinds)) {
		w.nk = kinds[pc]
	}
}

// sid is w's split ID (w.w.SplitID, in the line of w the arbiter reads:
// age is the family's age times isa.MaxLanes plus the split ID).
func (w *twave) sid() uint { return uint(w.age) & (isa.MaxLanes - 1) }

// settle folds the constraints that depend only on w's own outstanding
// operations into w.next: an s_waitcnt waits for its counts, a memory
// instruction for room in its counters. Both are final once computed: the
// completion times are fixed when an operation issues, and only w's own
// issues add operations.
func (w *twave) settle(info []tinst, caps *[3]int, t int64) {
	if w.w.Done || w.w.PC < 0 || w.w.PC >= len(info) {
		return
	}
	w.settleOn(&info[w.w.PC], caps, t)
}

// settleOn is settle for w's next instruction ti: only an s_waitcnt and a
// memory instruction have constraints to fold (needsSettle).
func (w *twave) settleOn(ti *tinst, caps *[3]int, t int64) {
	if ti.sp == spWaitcnt {
		w.next = max(w.next, w.waitReady(ti, t))
	}
	switch ti.u {
	case uSMEM, uLDS:
		w.next = max(w.next, room(&w.lgkm, caps[1], t))
	case uVMEM:
		w.next = max(w.next, room(&w.vm, caps[0], t))
		if ti.exp {
			w.next = max(w.next, room(&w.exp, caps[2], t))
		}
	}
}

// needsSettle reports whether settle has anything to fold for the next
// instruction ti: an s_waitcnt or a memory instruction.
func (ti *tinst) needsSettle() bool { return ti.sp == spWaitcnt || ti.u >= uSMEM }

// addVM counts a vector memory operation issued at t that completes at
// done, or with its predecessor if that is later (vector memory returns in
// order).
func (w *twave) addVM(t, done int64) {
	if k := len(w.vm); k > 0 && w.vm[k-1] > done {
		done = w.vm[k-1]
	}
	add(&w.vm, t, done)
}

// add counts an operation issued at t that completes at done.
func add(l *[]int64, t, done int64) {
	prune(l, t)
	*l = append(*l, done)
}

// prune drops the operations completed by cycle t.
func prune(l *[]int64, t int64) {
	k := 0
	for _, d := range *l {
		if d > t {
			(*l)[k] = d
			k++
		}
	}
	*l = (*l)[:k]
}

// room is the earliest cycle >= t at which the counter has room for one
// more operation.
func room(l *[]int64, capacity int, t int64) int64 {
	prune(l, t)
	if len(*l) < capacity {
		return t
	}
	m := inf
	for _, d := range *l {
		m = min(m, d)
	}
	return m
}

// waitReady is the cycle at which s_waitcnt's counts are satisfied: at most
// N operations of a counter may still be outstanding, so it waits for the
// (N+1)-th latest completion.
func (w *twave) waitReady(ti *tinst, t int64) int64 {
	e := int64(0)
	for c, l := range [3]*[]int64{&w.vm, &w.lgkm, &w.exp} {
		n := int(ti.wait[c])
		if n == noWait {
			continue
		}
		prune(l, t)
		if len(*l) <= n {
			continue
		}
		e = max(e, kthLatest(*l, n))
	}
	return e
}

// kthLatest returns the (k+1)-th largest value of l (len(l) > k).
func kthLatest(l []int64, k int) int64 {
	if k == 0 {
		m := l[0]
		for _, d := range l[1:] {
			m = max(m, d)
		}
		return m
	}
	// keep the k+1 largest, descending
	var buf [16]int64
	top := buf[:0]
	if k+1 > len(buf) {
		top = make([]int64, 0, k+1)
	}
	for _, d := range l {
		if len(top) == k+1 && d <= top[k] {
			continue
		}
		if len(top) < k+1 {
			top = append(top, d)
		} else {
			top[k] = d
		}
		for i := len(top) - 1; i > 0 && top[i] > top[i-1]; i-- {
			top[i], top[i-1] = top[i-1], top[i]
		}
	}
	return top[k]
}

// endTime is when w, retiring at s_endpgm issued at t, completes: when its
// issue slot ends and every outstanding memory operation has completed.
func (w *twave) endTime(ti *tinst, t int64) int64 {
	e := t + ti.issue
	for _, l := range [3][]int64{w.vm, w.lgkm, w.exp} {
		for _, d := range l {
			e = max(e, d)
		}
	}
	return e
}
