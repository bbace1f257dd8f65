package timing

import (
	"fmt"
	"math"
	"math/bits"
	"sort"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// Options select the run-time parameters of one timing run.
type Options struct {
	// S is the number of reserve slots per launch slot (splits per launch
	// wavefront), 0..63; negative: the hardware file's splits.reserve_slots.
	S int
	// Serial turns the parallel guarantee off (also on when the hardware
	// file says splits.mode: serial): splits compete for one vector and one
	// scalar pipeline like ordinary wavefronts.
	Serial bool
	// Probes maps an instruction index of the program (sim.Inst.PC) to the
	// IPT placed there. An event is reported each time a (split) wavefront
	// issues a probed instruction; a probe on s_endpgm is reported when
	// s_endpgm completes.
	Probes map[int]*ipg.IPT
	// Sink receives the IPT events in time order (ties: completions of
	// s_endpgm first, then issues in CU order, within a CU in issue order).
	// Its first error stops the events and is Run's error.
	Sink traces.Sink
	// Progress, when set, is called with the number of completed
	// workgroups and the total each time a workgroup completes.
	Progress func(done, total int)
}

const inf = int64(math.MaxInt64 / 4)

// server is a FIFO unit shared by the wavefronts of a CU (vector memory,
// scalar memory, LDS): it serves one instruction at a time and holds at
// most len(ends) instructions waiting or in service.
type server struct {
	free    int64   // when all accepted work is served
	ends    []int64 // ring of service end times, nondecreasing
	head, n int
}

func newServer(q int) server { return server{ends: make([]int64, q)} }

func (s *server) prune(t int64) {
	for s.n > 0 && s.ends[s.head] <= t {
		s.head = (s.head + 1) % len(s.ends)
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

type cuState struct {
	id              int
	simds           []*simdState
	freeSlots       int
	ldsFree         int
	vmem, smem, lds server
	nextSIMD        int
}

type simdState struct {
	cu       *cuState
	id       int
	waves    []*twave // issuable waves (launch and splits, not ended), by age
	added    []*twave // splits created during the current visit
	removed  bool     // a wave ended during the current visit
	slotUsed []bool
	pipes    []int64 // vector pipelines: busy until
	wake     int64   // no wave can issue before this cycle
	rrLast   int64   // round robin: age of the first wave issued at the last issuing visit
}

type wgState struct {
	w            *sim.Workgroup
	cu           *cuState
	waves        []*twave
	liveFamilies int
	lds          int
}

type family struct {
	id      int
	age     int64
	wg      *wgState
	simd    *simdState
	slot    int
	live    int
	lastEnd int64
}

type twave struct {
	w       *sim.Wave
	fam     *family
	age     int64
	next    int64
	vm      []int64 // completion cycles of outstanding operations (vm in order)
	lgkm    []int64
	exp     []int64
	ready   int64
	start   int64
	end     int64
	ended   bool
	waiting bool // at a barrier
	parent  int
}

type pendKind uint8

const (
	pendEnd     pendKind = iota // end IPT event
	pendRelease                 // a family's launch slot becomes free
)

type pending struct {
	time int64
	seq  int64
	kind pendKind
	ev   traces.Event
	fam  *family
}

type runner struct {
	hw       Config
	opt      Options
	m        *sim.Machine
	prog     *sim.Program
	info     []tinst
	probes   []*ipg.IPT
	sinkErr  error // the Sink's first error
	S        int
	serial   bool
	par      bool
	P        int
	valuPipe int

	cus   []*cuState
	wgs   []*wgState
	waves []*twave // by sim wave ID
	wpg   int      // launch wavefronts per workgroup

	nextWG      int
	dispBusy    int64
	dispBlocked bool
	rrCU        int
	ageSeq      int64

	heap      []pending
	seq       int64
	completed int
	first     int64
	last      int64
	splits    int
	stats     Stats

	lineBuf []uint64
	bankCnt []int
}

// Run simulates the launch on the hardware model hw and returns the
// observed timing together with the functional result, which is identical
// to a sim.Machine.Run of the same launch for race-free kernels (the
// functional core executes each instruction when the timing layer issues
// it).
func Run(prog *sim.Program, launch *sim.Launch, hw Config, opt Options) (*Result, error) {
	if err := hw.check(); err != nil {
		return nil, err
	}
	S := opt.S
	if S < 0 {
		S = hw.S
	}
	if S > 63 {
		return nil, fmt.Errorf("timing: S = %d out of range 0..63", S)
	}
	groups := 1
	for d := 0; d < 3; d++ {
		groups *= max(launch.Workgroups[d], 1)
	}
	m, err := sim.NewMachine(prog, launch, sim.Options{S: S, Resident: groups})
	if err != nil {
		return nil, err
	}
	r := &runner{hw: hw, opt: opt, m: m, prog: prog, S: S, first: -1}
	r.serial = opt.Serial || hw.Mode == Serial
	r.par = !r.serial && S > 0
	r.P = 1
	if r.par {
		r.P = S + 1
	}
	r.info = decode(&hw, prog)
	if len(opt.Probes) > 0 {
		pcs := make([]int, 0, len(opt.Probes))
		for pc := range opt.Probes {
			pcs = append(pcs, pc)
		}
		sort.Ints(pcs)
		for _, pc := range pcs {
			if pc < 0 || pc >= len(r.info) {
				return nil, fmt.Errorf("timing: probe %s at instruction %d: kernel %s has %d instructions", opt.Probes[pc], pc, prog.Name, len(r.info))
			}
			r.probes = append(r.probes, opt.Probes[pc])
			r.info[pc].probe = int32(len(r.probes))
		}
	}
	r.bankCnt = make([]int, hw.LDSBanks)
	for c := 0; c < hw.CUs; c++ {
		cu := &cuState{id: c, freeSlots: hw.SIMDsPerCU * hw.SlotsPerSIMD, ldsFree: hw.LDSBytesPerCU,
			vmem: newServer(hw.VMemQueue), smem: newServer(hw.SMemQueue), lds: newServer(hw.LDSQueue)}
		for s := 0; s < hw.SIMDsPerCU; s++ {
			cu.simds = append(cu.simds, &simdState{cu: cu, id: s, slotUsed: make([]bool, hw.SlotsPerSIMD),
				pipes: make([]int64, r.P), wake: inf, rrLast: -1})
		}
		r.cus = append(r.cus, cu)
	}
	ldsSize := prog.Fn.Descriptor.GroupSegmentSize() + launch.DynamicLDS
	for _, g := range m.Resident() {
		r.wgs = append(r.wgs, &wgState{w: g, lds: ldsSize, liveFamilies: len(g.Waves)})
		for _, w := range g.Waves {
			if w.ID != len(r.waves) {
				return nil, fmt.Errorf("timing: internal error: wave ids out of order")
			}
			r.waves = append(r.waves, nil) // filled at dispatch
		}
	}
	if len(r.wgs) != groups {
		return nil, fmt.Errorf("timing: internal error: %d workgroups resident, want %d", len(r.wgs), groups)
	}
	r.wpg = len(r.wgs[0].w.Waves)
	if slots := hw.SIMDsPerCU * hw.SlotsPerSIMD; r.wpg > slots {
		return nil, fmt.Errorf("timing: a workgroup of %d wavefronts does not fit a CU of %d launch slots (%d SIMDs x %d)", r.wpg, slots, hw.SIMDsPerCU, hw.SlotsPerSIMD)
	}
	if ldsSize > hw.LDSBytesPerCU {
		return nil, fmt.Errorf("timing: a workgroup needs %d bytes of LDS, a CU has %d", ldsSize, hw.LDSBytesPerCU)
	}
	if err := r.loop(); err != nil {
		return nil, err
	}
	if r.sinkErr != nil {
		return nil, r.sinkErr
	}
	return r.result(), nil
}

// PCs maps each instruction of p to its index (sim.Inst.PC), to build
// Options.Probes from IPTs that name *asm.Instruction values of the same
// parsed file.
func PCs(p *sim.Program) map[*asm.Instruction]int {
	m := make(map[*asm.Instruction]int, len(p.Instrs))
	for _, in := range p.Instrs {
		m[in.Instruction] = in.PC
	}
	return m
}

func (c *Config) check() error {
	if c.CUs < 1 || c.SIMDsPerCU < 1 || c.SlotsPerSIMD < 1 || c.SIMDLanes < 1 || c.VMemQueue < 1 || c.SMemQueue < 1 ||
		c.LDSQueue < 1 || c.LDSBanks < 1 || c.LDSBankBytes < 1 || c.VMemBytesPerCycle < 1 || c.VMemLineBytes < 1 || c.CycleLimit < 1 {
		return fmt.Errorf("timing: incomplete hardware configuration %q (start from timing.Default())", c.Name)
	}
	return nil
}

func (r *runner) loop() error {
	var t int64
	ns := int64(r.hw.SIMDsPerCU)
	for {
		r.flush(t)
		r.dispatch(t)
		if r.completed == len(r.wgs) && len(r.heap) == 0 {
			return nil
		}
		phase := int(t % ns)
		for _, cu := range r.cus {
			s := cu.simds[phase]
			if s.wake > t {
				continue
			}
			if err := r.visit(s, t); err != nil {
				return err
			}
		}
		nt := r.nextTime(t)
		if nt >= inf {
			return r.deadlock(t)
		}
		if nt > r.hw.CycleLimit {
			return r.livelock()
		}
		t = nt
	}
}

// nextTime is the next cycle at which anything can happen.
func (r *runner) nextTime(t int64) int64 {
	best := inf
	ns := int64(r.hw.SIMDsPerCU)
	for _, cu := range r.cus {
		for j, s := range cu.simds {
			if s.wake >= inf {
				continue
			}
			w := max(s.wake, t+1)
			w += (int64(j) - w%ns + ns) % ns
			best = min(best, w)
		}
	}
	if len(r.heap) > 0 {
		best = min(best, max(r.heap[0].time, t+1))
	}
	if r.nextWG < len(r.wgs) && !r.dispBlocked {
		best = min(best, max(r.dispBusy, t+1))
	}
	return best
}

func (r *runner) deadlock(t int64) error {
	for _, w := range r.waves {
		if w != nil && !w.ended {
			in := r.prog.Instrs[w.w.PC]
			return fmt.Errorf("timing: deadlock at cycle %d: no wavefront can issue; %s waits at PC %d, %s", t, w.w.Name(), w.w.PC, in.Where())
		}
	}
	return fmt.Errorf("timing: deadlock at cycle %d: %d of %d workgroups never dispatched", t, len(r.wgs)-r.nextWG, len(r.wgs))
}

func (r *runner) livelock() error {
	// Name the live wave that executed the most instructions (the spinning
	// one, rather than one waiting at a barrier); ties: the oldest.
	var w *twave
	for _, x := range r.waves {
		if x != nil && !x.ended && (w == nil || x.w.Count > w.w.Count) {
			w = x
		}
	}
	if w == nil {
		return fmt.Errorf("timing: the cycle limit (%d cycles) was reached with %d workgroups not dispatched", r.hw.CycleLimit, len(r.wgs)-r.nextWG)
	}
	in := r.prog.Instrs[w.w.PC]
	return &sim.LivelockError{Wave: w.w.Name(), PC: w.w.PC, Where: in.Where(), Src: in.Src.String(), Count: w.w.Count,
		Msg: fmt.Sprintf("has not finished at the cycle limit (%d cycles)", r.hw.CycleLimit)}
}

// --- pending events (a binary heap on (time, seq)) -------------------------

func (r *runner) push(p pending) {
	r.seq++
	p.seq = r.seq
	r.heap = append(r.heap, p)
	i := len(r.heap) - 1
	for i > 0 {
		j := (i - 1) / 2
		if !r.less(i, j) {
			break
		}
		r.heap[i], r.heap[j] = r.heap[j], r.heap[i]
		i = j
	}
}

func (r *runner) less(i, j int) bool {
	a, b := &r.heap[i], &r.heap[j]
	return a.time < b.time || a.time == b.time && a.seq < b.seq
}

func (r *runner) pop() pending {
	h := r.heap
	top := h[0]
	n := len(h) - 1
	h[0] = h[n]
	r.heap = h[:n]
	i := 0
	for {
		l, rt, m := 2*i+1, 2*i+2, i
		if l < n && r.less(l, m) {
			m = l
		}
		if rt < n && r.less(rt, m) {
			m = rt
		}
		if m == i {
			break
		}
		r.heap[i], r.heap[m] = r.heap[m], r.heap[i]
		i = m
	}
	return top
}

// flush handles the pending events due at or before t.
func (r *runner) flush(t int64) {
	for len(r.heap) > 0 && r.heap[0].time <= t {
		p := r.pop()
		switch p.kind {
		case pendEnd:
			r.emit(p.ev)
		case pendRelease:
			r.release(p.fam)
		}
	}
}

func (r *runner) emit(ev traces.Event) {
	r.stats.Events++
	if r.opt.Sink != nil && r.sinkErr == nil {
		r.sinkErr = r.opt.Sink.Write(ev)
	}
}

// release frees a family's launch slot (and the workgroup's LDS with its
// last family).
func (r *runner) release(f *family) {
	s := f.simd
	s.slotUsed[f.slot] = false
	s.cu.freeSlots++
	r.dispBlocked = false
	wg := f.wg
	wg.liveFamilies--
	if wg.liveFamilies == 0 {
		wg.cu.ldsFree += wg.lds
		r.completed++
		if r.opt.Progress != nil {
			r.opt.Progress(r.completed, len(r.wgs))
		}
	}
}

// --- dispatcher ------------------------------------------------------------

// dispatch places workgroups in order, round robin over the CUs, while the
// dispatcher is free and a CU has room (launch slots and LDS).
func (r *runner) dispatch(t int64) {
	for r.nextWG < len(r.wgs) && r.dispBusy <= t && !r.dispBlocked {
		wg := r.wgs[r.nextWG]
		n := len(wg.w.Waves)
		var cu *cuState
		for k := 0; k < len(r.cus); k++ {
			c := r.cus[(r.rrCU+k)%len(r.cus)]
			if c.freeSlots >= n && c.ldsFree >= wg.lds {
				cu = c
				break
			}
		}
		if cu == nil {
			r.dispBlocked = true
			return
		}
		r.rrCU = (cu.id + 1) % len(r.cus)
		r.nextWG++
		wg.cu = cu
		cu.ldsFree -= wg.lds
		cu.freeSlots -= n
		t0 := t + int64(r.hw.WorkgroupLaunch)
		for i, w := range wg.w.Waves {
			var s *simdState
			for k := 0; k < len(cu.simds); k++ {
				c := cu.simds[(cu.nextSIMD+k)%len(cu.simds)]
				if hasFree(c.slotUsed) {
					s = c
					break
				}
			}
			cu.nextSIMD = (s.id + 1) % len(cu.simds)
			slot := 0
			for s.slotUsed[slot] {
				slot++
			}
			s.slotUsed[slot] = true
			ready := t0 + int64(i+1)*int64(r.hw.WaveLaunch)
			f := &family{id: wg.w.ID*r.wpg + w.Index, age: r.ageSeq, wg: wg, simd: s, slot: slot, live: 1}
			r.ageSeq++
			tw := &twave{w: w, fam: f, age: f.age * 64, next: ready, ready: ready, start: -1, end: -1, parent: -1}
			r.waves[w.ID] = tw
			wg.waves = append(wg.waves, tw)
			s.waves = append(s.waves, tw)
			s.wake = min(s.wake, ready)
		}
		r.dispBusy = t0 + int64(n)*int64(r.hw.WaveLaunch)
	}
}

func hasFree(used []bool) bool {
	for _, u := range used {
		if !u {
			return true
		}
	}
	return false
}

// --- issue -----------------------------------------------------------------

// visit is the sequencer's visit to SIMD s at cycle t: ready wavefronts
// issue in policy order, at most one instruction per unit kind, except that
// in the parallel mode up to S+1 splits of one family (disjoint split
// masks) share the duplicated vector/scalar pipelines.
func (r *runner) visit(s *simdState, t int64) error {
	n := len(s.waves)
	if n == 0 {
		s.wake = inf
		return nil
	}
	start := 0
	if r.hw.Policy == RoundRobin && s.rrLast >= 0 {
		start = sort.Search(n, func(i int) bool { return s.waves[i].age > s.rrLast })
		if start == n {
			start = 0
		}
	}
	var used [numUnits]int
	var unitFree [numUnits]int64 // memory units: the next cycle their queue has room
	cu := s.cu
	unitFree[uSMEM] = cu.smem.nextAccept(t)
	unitFree[uVMEM] = cu.vmem.nextAccept(t)
	unitFree[uLDS] = cu.lds.nextAccept(t)
	var owner [numUnits]*family
	var mask [numUnits]uint64
	wake := inf
	firstAge := int64(-1)
	for i := 0; i < n; i++ {
		k := start + i
		if k >= n {
			k -= n
		}
		w := s.waves[k]
		if w.next > t {
			if !w.waiting {
				wake = min(wake, w.next)
			}
			continue
		}
		if w.waiting || w.ended {
			continue
		}
		ti := &r.info[w.w.PC]
		u := ti.u
		if u >= uSMEM && unitFree[u] > t {
			wake = min(wake, unitFree[u])
			continue
		}
		if used[u] > 0 {
			if !r.par || !u.duplicated() || owner[u] != w.fam || mask[u]&w.w.Split != 0 || used[u] >= r.P {
				wake = min(wake, t+1)
				continue
			}
		}
		pipe := -1
		if u == uVALU {
			busy := inf
			for p, b := range s.pipes {
				if b <= t {
					pipe = p
					break
				}
				busy = min(busy, b)
			}
			if pipe < 0 {
				wake = min(wake, busy)
				continue
			}
		}
		used[u]++
		owner[u] = w.fam
		mask[u] |= w.w.Split
		if firstAge < 0 {
			firstAge = w.age
		}
		if err := r.issue(s, w, ti, t, pipe); err != nil {
			return err
		}
	}
	for u := range used {
		if used[u] > 1 {
			r.stats.CoIssueVisits++
			break
		}
	}
	if s.removed {
		k := 0
		for _, w := range s.waves {
			if !w.ended {
				s.waves[k] = w
				k++
			}
		}
		clear(s.waves[k:])
		s.waves = s.waves[:k]
		s.removed = false
	}
	for _, c := range s.added {
		i := sort.Search(len(s.waves), func(i int) bool { return s.waves[i].age > c.age })
		s.waves = append(s.waves, nil)
		copy(s.waves[i+1:], s.waves[i:])
		s.waves[i] = c
	}
	s.added = s.added[:0]
	if firstAge >= 0 {
		s.rrLast = firstAge
		s.wake = t + 1
	} else {
		s.wake = wake
	}
	if len(s.waves) == 0 {
		s.wake = inf
	}
	return nil
}

// settle folds the constraints that depend only on w's own outstanding
// operations into w.next: an s_waitcnt waits for its counts, a memory
// instruction for room in its counters. Both are final once computed: the
// completion times are fixed when an operation issues, and only w's own
// issues add operations.
func (r *runner) settle(w *twave, t int64) {
	if w.w.Done || w.w.PC < 0 || w.w.PC >= len(r.info) {
		return
	}
	ti := &r.info[w.w.PC]
	if ti.sp == spWaitcnt {
		w.next = max(w.next, w.waitReady(ti, t))
	}
	switch ti.u {
	case uSMEM, uLDS:
		w.next = max(w.next, room(&w.lgkm, maxLGKM, t))
	case uVMEM:
		w.next = max(w.next, room(&w.vm, maxVM, t))
		if ti.exp {
			w.next = max(w.next, room(&w.exp, maxExp, t))
		}
	}
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
		n := ti.wait[c]
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

// issue executes w's next instruction at cycle t and charges its time.
func (r *runner) issue(s *simdState, w *twave, ti *tinst, t int64, pipe int) error {
	active := w.w.Active()
	var svc int64
	hasReq := true
	switch ti.u {
	case uVMEM:
		svc, hasReq = r.vmemService(w, ti, active)
	case uLDS:
		svc = r.ldsPasses(w, ti, active)
	}
	wg := w.fam.wg
	before := len(wg.w.Waves)
	if err := r.m.Step(w.w); err != nil {
		return err
	}
	if w.start < 0 {
		w.start = t
		if r.first < 0 || t < r.first {
			r.first = t
		}
	}
	r.stats.Issued[ti.u]++
	next := t + ti.issue
	var outcome byte
	cu := s.cu
	switch ti.u {
	case uVALU:
		s.pipes[pipe] = t + ti.issue
	case uBranch:
		switch ti.cond {
		case condUncond:
			next += int64(r.hw.TakenBranch)
		case condNone:
		default:
			outcome = 'N'
			if taken(w.w, ti.cond) {
				outcome = 'T'
				next += int64(r.hw.TakenBranch)
			}
		}
	case uSMEM:
		st := cu.smem.accept(t, 1)
		prune(&w.lgkm, t)
		w.lgkm = append(w.lgkm, st+1+int64(r.hw.SMemLatency))
	case uVMEM:
		st := cu.vmem.accept(t, svc)
		done := st + svc
		if hasReq {
			done += int64(r.hw.VMemLatency)
			r.stats.VMemLines += svc
		}
		if k := len(w.vm); k > 0 && w.vm[k-1] > done {
			done = w.vm[k-1] // vector memory returns in order
		}
		prune(&w.vm, t)
		w.vm = append(w.vm, done)
		if ti.exp {
			prune(&w.exp, t)
			w.exp = append(w.exp, st+int64(r.hw.VMemAddressCycles))
		}
	case uLDS:
		st := cu.lds.accept(t, svc)
		prune(&w.lgkm, t)
		w.lgkm = append(w.lgkm, st+svc+int64(r.hw.LDSLatency))
		r.stats.LDSPasses += svc
	case uSpecial:
		switch ti.sp {
		case spBarrier:
			if w.w.AtBarrier {
				w.waiting = true
			}
			r.releaseBarrier(wg, t)
		case spEnd:
			r.end(s, w, ti, t)
		}
	}
	w.next = next
	r.settle(w, t)
	if len(wg.w.Waves) > before {
		for _, c := range wg.w.Waves[before:] {
			r.addSplit(c, w, t)
		}
	}
	if ti.probe != 0 && ti.sp != spEnd {
		r.emit(r.event(w, t, ti.probe, outcome))
	}
	return nil
}

func taken(w *sim.Wave, cond uint8) bool {
	switch cond {
	case condSCC0:
		return !w.SCC
	case condSCC1:
		return w.SCC
	case condVCCZ:
		return w.VCC() == 0
	case condVCCNZ:
		return w.VCC() != 0
	case condEXECZ:
		return w.Active() == 0
	case condEXECNZ:
		return w.Active() != 0
	}
	return true
}

func (r *runner) event(w *twave, t int64, probe int32, outcome byte) traces.Event {
	f := w.fam
	return traces.Event{Time: t, Workgroup: f.wg.w.ID, Wave: w.w.Index, Family: f.id, Split: w.w.SplitID, Parent: w.parent,
		CU: f.simd.cu.id, SIMD: f.simd.id, Slot: f.slot, IPT: r.probes[probe-1], Outcome: outcome}
}

// end retires w at s_endpgm: it completes when its issue slot ends and
// every outstanding memory operation has completed.
func (r *runner) end(s *simdState, w *twave, ti *tinst, t int64) {
	e := t + ti.issue
	for _, l := range [3][]int64{w.vm, w.lgkm, w.exp} {
		for _, d := range l {
			e = max(e, d)
		}
	}
	w.ended = true
	w.end = e
	s.removed = true
	r.last = max(r.last, e)
	f := w.fam
	f.live--
	f.lastEnd = max(f.lastEnd, e)
	if ti.probe != 0 {
		r.push(pending{time: e, kind: pendEnd, ev: r.event(w, e, ti.probe, 0)})
	}
	if f.live == 0 {
		r.push(pending{time: f.lastEnd, kind: pendRelease, fam: f})
	}
	r.releaseBarrier(f.wg, t)
}

// releaseBarrier wakes the waves whose barrier the functional core has
// released (the last live wave of the workgroup arrived or ended).
func (r *runner) releaseBarrier(wg *wgState, t int64) {
	for _, x := range wg.waves {
		if x.waiting && !x.w.AtBarrier {
			x.waiting = false
			x.next = max(x.next, t+int64(r.hw.Barrier))
			x.fam.simd.wake = min(x.fam.simd.wake, x.next)
		}
	}
}

// addSplit registers a split child c of p created at cycle t: it holds a
// copy of the parent's context, including the outstanding memory
// operations, and issues the branch itself at its next SIMD visit.
func (r *runner) addSplit(c *sim.Wave, p *twave, t int64) {
	f := p.fam
	tw := &twave{w: c, fam: f, age: f.age*64 + int64(c.SplitID), next: t + int64(r.hw.SplitDelay), ready: t,
		start: -1, end: -1, parent: p.w.SplitID,
		vm: append([]int64(nil), p.vm...), lgkm: append([]int64(nil), p.lgkm...), exp: append([]int64(nil), p.exp...)}
	for c.ID >= len(r.waves) {
		r.waves = append(r.waves, nil)
	}
	r.waves[c.ID] = tw
	f.live++
	f.wg.waves = append(f.wg.waves, tw)
	f.simd.added = append(f.simd.added, tw)
	r.splits++
}

// vmemService returns the cycles the CU's vector memory pipeline is busy
// with an instruction: the address cycles, or the coalesced cache lines at
// the configured bandwidth if that is longer. hasReq is false when no lane
// is active (no memory request).
func (r *runner) vmemService(w *twave, ti *tinst, active uint64) (svc int64, hasReq bool) {
	addr := int64(r.hw.VMemAddressCycles)
	if active == 0 {
		return addr, false
	}
	var lines int
	if ti.mem == memFlat {
		lines = r.countLines(w.w, ti, active)
	} else {
		b := bits.OnesCount64(active) * ti.width
		lines = (b + r.hw.VMemLineBytes - 1) / r.hw.VMemLineBytes
	}
	bytes := int64(lines) * int64(r.hw.VMemLineBytes)
	svc = (bytes + int64(r.hw.VMemBytesPerCycle) - 1) / int64(r.hw.VMemBytesPerCycle)
	return max(svc, addr), true
}

// countLines counts the distinct cache lines the active lanes of a FLAT
// access touch.
func (r *runner) countLines(w *sim.Wave, ti *tinst, active uint64) int {
	lb := uint64(r.hw.VMemLineBytes)
	buf := r.lineBuf[:0]
	lo, hi := w.V[ti.addr], w.V[ti.addr+1]
	for m := active; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		a := uint64(lo[l]) | uint64(hi[l])<<32 + ti.off[0]
		first, last := a/lb, (a+uint64(ti.width)-1)/lb
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
	r.lineBuf = buf
	return len(buf)
}

// ldsPasses returns the LDS cycles of an instruction: per address and data
// dword, each half-wavefront (32 lanes) takes as many passes as the most
// distinct words any one bank must deliver (lanes reading the same word
// share it).
func (r *runner) ldsPasses(w *twave, ti *tinst, active uint64) int64 {
	if active == 0 || ti.mem == memNone {
		return 1
	}
	halves := int64(0)
	if active&0xffffffff != 0 {
		halves++
	}
	if active>>32 != 0 {
		halves++
	}
	if ti.mem == memDSPermute || ti.unknownDS {
		return halves * int64(max(ti.dwords, 1))
	}
	var passes int64
	v := w.w.V[ti.addr]
	bb := uint64(r.hw.LDSBankBytes)
	nb := uint64(r.hw.LDSBanks)
	var words [32]uint64
	for a := 0; a < ti.nAddr; a++ {
		for d := 0; d < ti.dwords; d++ {
			for h := 0; h < 2; h++ {
				m := active >> (32 * h) & 0xffffffff
				if m == 0 {
					continue
				}
				clear(r.bankCnt)
				n, deg := 0, 0
			lanes:
				for ; m != 0; m &= m - 1 {
					l := 32*h + bits.TrailingZeros64(m)
					word := (uint64(v[l]) + ti.off[a] + 4*uint64(d)) / bb
					for _, x := range words[:n] {
						if x == word {
							continue lanes
						}
					}
					words[n] = word
					n++
					b := word % nb
					r.bankCnt[b]++
					deg = max(deg, r.bankCnt[b])
				}
				passes += int64(deg)
			}
		}
	}
	return max(passes, 1)
}
