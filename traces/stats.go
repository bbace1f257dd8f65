package traces

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipg"
)

// Pooled selects every role at once in Weights and Role.
const Pooled = -1

// Unobserved is the weight Weights gives an edge no trace traversed.
const Unobserved int64 = -1

// Provenance says where an observation comes from.
type Provenance struct {
	// Trace is the trace's name (the path for Open); InputSet its
	// preamble's input_set.
	Trace, InputSet string
	// Family and Split identify the stream (Split is its role);
	// Workgroup and Wave its launch wavefront.
	Family, Split   int
	Workgroup, Wave int
	// Line is the line of the event that closes the segment (for a loop
	// bound: the event that reached the maximum); StartLine the line of the
	// event that opens it.
	Line, StartLine int64
	// Start is the time of the opening event.
	Start int64
}

func (p Provenance) String() string {
	s := fmt.Sprintf("%s:%d family %d split %d (workgroup %d wave %d)", p.Trace, p.Line, p.Family, p.Split, p.Workgroup, p.Wave)
	if p.InputSet != "" {
		s += " input set " + p.InputSet
	}
	return s
}

// EdgeStats are the observations of one IPG edge: each is the time between
// a stream's event at the edge's From IPT (with its outcome) and the same
// stream's next event, at To.
type EdgeStats struct {
	Count    int64
	Min, Max int64 // meaningful when Count > 0
	Sum      int64
	// MaxAt is the first observation of Max (in the order traces were added
	// and, within one, in file order).
	MaxAt Provenance
}

// Mean returns the mean observation, 0 when there is none.
func (s *EdgeStats) Mean() float64 {
	if s.Count == 0 {
		return 0
	}
	return float64(s.Sum) / float64(s.Count)
}

func (s *EdgeStats) add(d int64, at *Provenance) {
	if s.Count == 0 || d > s.Max {
		s.Max = d
		s.MaxAt = *at
	}
	if s.Count == 0 || d < s.Min {
		s.Min = d
	}
	s.Count++
	s.Sum += d
}

// EdgeCount is how often a stream traversed an IPG edge.
type EdgeCount struct {
	Edge *ipg.Edge
	N    int64
	// Max is the stream's longest traversal of the edge, in cycles: the
	// edge's weight for this wavefront alone (L^j_{w_i}, thesis Eq. 5.3).
	Max int64
}

// StreamKey identifies a stream among several traces.
type StreamKey struct {
	Trace         int // index into Stats.Traces
	Family, Split int
}

// Stream is the events of one (split) wavefront of one trace: a family
// (launch wavefront) and a split id, which is also the stream's role.
type Stream struct {
	Trace                 int // index into Stats.Traces
	Family, Split, Parent int
	Workgroup, Wave       int
	// CU, SIMD and Slot are those of the first event.
	CU, SIMD, Slot int
	// First and Last are the times of the first and the last event, at
	// lines FirstLine and LastLine, IPTs FirstIPT and LastIPT.
	First, Last         int64
	FirstLine, LastLine int64
	FirstIPT, LastIPT   *ipg.IPT
	Events              int64
	// Ended is set when the stream reached an end IPT, or merged into its
	// parent at a join (Merged; docs/reconvergence.md).
	Ended  bool
	Merged bool
	// Counts are the edges the stream traversed, by edge ID, with how often.
	Counts []EdgeCount
	// LoopIters holds, per loop of IPG.CFG.Loops (same index), the most
	// header executions of one entry into the loop (1 + back edges taken
	// before leaving or re-entering); 0 when the stream never was in it.
	LoopIters []int
}

// Key returns the stream's key.
func (s *Stream) Key() StreamKey { return StreamKey{s.Trace, s.Family, s.Split} }

// Count returns how often the stream traversed e.
func (s *Stream) Count(e *ipg.Edge) int64 {
	i, ok := slices.BinarySearchFunc(s.Counts, e.ID, func(c EdgeCount, id int) int { return c.Edge.ID - id })
	if !ok {
		return 0
	}
	return s.Counts[i].N
}

// TraceInfo summarizes one analyzed trace.
type TraceInfo struct {
	Name   string
	Header Header
	Events int64
	// Streams counts the trace's streams, Splits those with a split id > 0,
	// Ended those that reached an end IPT.
	Streams, Splits, Ended int
	// FirstStart is the time of the first event at the IPG's start IPT,
	// LastEnd that of the last event at an end IPT; -1 when there is none.
	FirstStart, LastEnd int64
}

// KernelTime returns the observed kernel time, LastEnd - FirstStart, or -1
// when the trace has no start or no end event.
func (t *TraceInfo) KernelTime() int64 {
	if t.FirstStart < 0 || t.LastEnd < 0 {
		return -1
	}
	return t.LastEnd - t.FirstStart
}

// LoopObservation is the observed bound of one loop.
type LoopObservation struct {
	Loop *cfg.Loop
	// Max is the most header executions of one entry into the loop over
	// every stream; 0 when no stream entered it.
	Max int
	// Entries counts the entries over every stream (a stream whose first
	// event lies in the loop, a child split, counts as one).
	Entries int64
	// At is where the maximum was first reached (the event completing the
	// last counted iteration).
	At Provenance
}

// Stats are the segment statistics of one or more traces over one IPG.
type Stats struct {
	IPG    *ipg.Graph
	Traces []TraceInfo
	// Edges are the pooled statistics per IPG edge, indexed by Edge.ID.
	Edges []EdgeStats
	// Roles[j] are the statistics of role j (split id j) per edge; Roles
	// has one entry per split id seen (an unseen j in between has zero
	// counts).
	Roles [][]EdgeStats
	// Streams in the order of their first events (traces in the order
	// they were added).
	Streams []*Stream
	// Loops are the observed loop bounds, like IPG.CFG.Loops.
	Loops []LoopObservation
	// SplitDelays are, by the split branch's IPT ID, the longest time from
	// a parent's event at the branch to its child's first (the child
	// issues the branch itself), over the splits whose parent's last
	// conditional event was that branch. JoinWaits are, by join IPT ID,
	// the longest time from the arrival of a merged split (its event with
	// outcome Merged) to its parent's event at the join (issue.join and
	// any wait of the parent there). Nil until observed (reconvergence).
	SplitDelays, JoinWaits map[int]int64
}

// observe keeps the larger of a measured delay and the one in m[k].
func observeMax(m *map[int]int64, k int, d int64) {
	if *m == nil {
		*m = map[int]int64{}
	}
	if old, ok := (*m)[k]; !ok || d > old {
		(*m)[k] = d
	}
}

// Events returns the number of events over every trace.
func (s *Stats) Events() int64 {
	var n int64
	for i := range s.Traces {
		n += s.Traces[i].Events
	}
	return n
}

// NumSplits returns the number of streams with a split id > 0.
func (s *Stats) NumSplits() int {
	n := 0
	for i := range s.Traces {
		n += s.Traces[i].Splits
	}
	return n
}

// KernelTime returns the longest observed kernel time over the traces (-1
// when no trace has one).
func (s *Stats) KernelTime() int64 {
	t := int64(-1)
	for i := range s.Traces {
		t = max(t, s.Traces[i].KernelTime())
	}
	return t
}

// Role returns the statistics of role j per edge (Pooled: every role), or
// nil when no stream had split id j.
func (s *Stats) Role(j int) []EdgeStats {
	if j == Pooled {
		return s.Edges
	}
	if j < 0 || j >= len(s.Roles) {
		return nil
	}
	return s.Roles[j]
}

// Weights returns the maximum observation per IPG edge of role j (Pooled:
// any role), indexed by Edge.ID, for ipet.Problem.Weights; an edge j never
// traversed gets Unobserved and is listed in unobserved (by ID).
func (s *Stats) Weights(j int) (w []int64, unobserved []*ipg.Edge) {
	return s.weights(s.Role(j), nil)
}

// WeightsOrPooled is Weights(j), except that an edge role j never traversed
// takes its pooled maximum; unobserved lists the edges no role traversed.
func (s *Stats) WeightsOrPooled(j int) (w []int64, unobserved []*ipg.Edge) {
	return s.weights(s.Role(j), s.Edges)
}

func (s *Stats) weights(role, fallback []EdgeStats) ([]int64, []*ipg.Edge) {
	w := make([]int64, len(s.IPG.Edges))
	var un []*ipg.Edge
	for i, e := range s.IPG.Edges {
		switch {
		case role != nil && role[i].Count > 0:
			w[i] = role[i].Max
		case fallback != nil && fallback[i].Count > 0:
			w[i] = fallback[i].Max
		default:
			w[i] = Unobserved
			un = append(un, e)
		}
	}
	return w, un
}

// ObservedLoopBounds returns, for every loop some stream entered, the most
// header executions of one entry (ipet.LoopBound.Max with Origin "trace").
// Loops no stream entered are absent.
func (s *Stats) ObservedLoopBounds() map[*cfg.Loop]int {
	m := map[*cfg.Loop]int{}
	for _, l := range s.Loops {
		if l.Max > 0 {
			m[l.Loop] = l.Max
		}
	}
	return m
}

// BatchOfWorkgroup returns a batch assignment for Delta: with K workgroups
// per batch (model.md §4, Eq. 5.1) and workgroups dispatched in id order,
// workgroup w belongs to batch w / K. k <= 0 makes one batch.
func BatchOfWorkgroup(k int) func(*Stream) int {
	return func(st *Stream) int {
		if k <= 0 {
			return 0
		}
		return st.Workgroup / k
	}
}

// Delta returns δ_i^j (model.md §4) for every stream: its first event's
// time minus the start of its batch, the earliest first event of any stream
// of the same trace in the same batch. batchOf assigns streams to batches
// (every split of a family must get its family's batch); nil puts each
// trace's streams in one batch, measuring from the launch's first event.
func (s *Stats) Delta(batchOf func(*Stream) int) map[StreamKey]int64 {
	if batchOf == nil {
		batchOf = BatchOfWorkgroup(0)
	}
	type tb struct{ trace, batch int }
	start := map[tb]int64{}
	batch := make([]int, len(s.Streams))
	for i, st := range s.Streams {
		b := batchOf(st)
		batch[i] = b
		k := tb{st.Trace, b}
		if t, ok := start[k]; !ok || st.First < t {
			start[k] = st.First
		}
	}
	d := make(map[StreamKey]int64, len(s.Streams))
	for i, st := range s.Streams {
		d[st.Key()] = st.First - start[tb{st.Trace, batch[i]}]
	}
	return d
}

// BatchGaps returns, per trace (index into s.Traces), the longest time
// from the last event of a batch to the first event of the next batch
// (batchOf as Delta), or 0 when every batch started before the previous
// one's last event. Eq. 5.4 and 5.5 measure δ from a batch's own first
// event, so they need this gap added per batch after the first when a
// batch waits for the previous one to finish (a workgroup that needs all
// of a CU's slots, say).
func (s *Stats) BatchGaps(batchOf func(*Stream) int) []int64 {
	if batchOf == nil {
		batchOf = BatchOfWorkgroup(0)
	}
	type tb struct{ trace, batch int }
	first, last := map[tb]int64{}, map[tb]int64{}
	for _, st := range s.Streams {
		k := tb{st.Trace, batchOf(st)}
		if t, ok := first[k]; !ok || st.First < t {
			first[k] = st.First
		}
		if t, ok := last[k]; !ok || st.Last > t {
			last[k] = st.Last
		}
	}
	gaps := make([]int64, len(s.Traces))
	for k, f := range first {
		if prev, ok := last[tb{k.trace, k.batch - 1}]; ok && f > prev {
			gaps[k.trace] = max(gaps[k.trace], f-prev)
		}
	}
	return gaps
}

// Complete refuses traces in which some wavefront never reached an end
// IPT: a trace cut short (at a line boundary, so the reader saw nothing
// wrong) would leave its segments' maxima and loop counts, and the kernel
// time, short of the run's.
func (s *Stats) Complete() error {
	for _, t := range s.Traces {
		if t.Ended < t.Streams {
			return fmt.Errorf("trace %s: %d of its %d wavefronts never reach an end IPT: the trace is incomplete (cut short?), so it cannot bound the run", t.Name, t.Streams-t.Ended, t.Streams)
		}
	}
	return nil
}

// MaxDelta returns max_i δ_i^j per role j (index j; Delta's batchOf).
func (s *Stats) MaxDelta(batchOf func(*Stream) int) []int64 {
	d := s.Delta(batchOf)
	out := make([]int64, len(s.Roles))
	for _, st := range s.Streams {
		out[st.Split] = max(out[st.Split], d[st.Key()])
	}
	return out
}

// Analyzer accumulates Stats over traces one by one.
type Analyzer struct {
	st     *Stats
	ig     *ipg.Graph
	out    [][3][]*ipg.Edge // per IPT ID and ipg.Outcome: the edges leaving it
	cond   []bool           // per IPT ID: a conditional branch (outcome edges)
	enters [][]int          // per edge ID: indexes of the loops it enters
	backs  [][]int          // per edge ID: indexes of the loops whose back edge it crosses
	within [][]int          // per IPT ID: indexes of the loops containing its block
	pool   [][]int64        // dense per-edge buffers of finished streams: counts, then longest
}

// NewAnalyzer returns an Analyzer for traces of ig.
func NewAnalyzer(ig *ipg.Graph) *Analyzer {
	a := &Analyzer{
		ig:     ig,
		st:     &Stats{IPG: ig, Edges: make([]EdgeStats, len(ig.Edges))},
		out:    make([][3][]*ipg.Edge, len(ig.IPTs)),
		cond:   make([]bool, len(ig.IPTs)),
		enters: make([][]int, len(ig.Edges)),
		backs:  make([][]int, len(ig.Edges)),
		within: make([][]int, len(ig.IPTs)),
	}
	loopIdx := map[*cfg.Loop]int{}
	for i, l := range ig.CFG.Loops {
		loopIdx[l] = i
		a.st.Loops = append(a.st.Loops, LoopObservation{Loop: l})
	}
	for _, p := range ig.IPTs {
		for i, l := range ig.CFG.Loops {
			if l.Contains(p.Block) {
				a.within[p.ID] = append(a.within[p.ID], i)
			}
		}
	}
	for _, e := range ig.Edges {
		a.out[e.From.ID][e.Outcome] = append(a.out[e.From.ID][e.Outcome], e)
		if e.Outcome != ipg.Any {
			a.cond[e.From.ID] = true
		}
		for _, l := range e.Enters {
			a.enters[e.ID] = append(a.enters[e.ID], loopIdx[l])
		}
		for _, l := range e.BackOf {
			a.backs[e.ID] = append(a.backs[e.ID], loopIdx[l])
		}
	}
	return a
}

// Stats returns the statistics so far. Adding more traces updates them.
func (a *Analyzer) Stats() *Stats { return a.st }

// Analyze reads every event of r and returns the statistics of its trace
// over ig.
func Analyze(r *Reader, ig *ipg.Graph) (*Stats, error) {
	return AnalyzeAll(ig, r)
}

// AnalyzeAll returns the statistics of several traces over ig (several
// input sets or runs of one kernel), read in order.
func AnalyzeAll(ig *ipg.Graph, rs ...*Reader) (*Stats, error) {
	a := NewAnalyzer(ig)
	for _, r := range rs {
		if err := a.Add(r); err != nil {
			return nil, err
		}
	}
	return a.Stats(), nil
}

// live is the state of a stream of the trace being read.
type live struct {
	s        *Stream
	prev     *ipg.IPT
	prevO    ipg.Outcome
	prevTime int64
	counts   []int64 // dense per edge ID; nil once finished
	longest  []int64 // dense per edge ID: the longest traversal so far
	cur      []int   // per loop: back edges since the last entry, -1 outside
	// The stream's last event at a conditional IPT (a split's child starts
	// there) and its children's arrivals at joins it has not passed yet.
	lastCond     *ipg.IPT
	lastCondTime int64
	arrivals     []arrival
	arrivedAt    *ipg.IPT // its last event was an arrival (Arrived) there
}

// arrival is a merged child's arrival at the join IPT join, at time.
type arrival struct {
	join int
	time int64
}

// Run is one trace being added to an Analyzer: a Sink for its events. A
// simulator writes into it directly, so a trace produced in memory is
// never serialized; Add feeds it from a Reader. Close it after the last
// event.
type Run struct {
	a       *Analyzer
	ti      int // index into Stats.Traces
	name    string
	line    int64 // position of the current event (file line, or event number)
	streams map[[2]int]*live
	order   []*live
	err     error // sticky
	closed  bool
}

// Begin starts a trace named name (for errors and provenance) with header
// h. Its events go to the returned Run's Write.
func (a *Analyzer) Begin(name string, h Header) (*Run, error) {
	if h.Placement != "" && h.Placement != a.ig.Placement.String() {
		return nil, &Error{File: name, Msg: fmt.Sprintf("placement: the trace's IPTs are placed by %s, expected %s like the IPG", h.Placement, a.ig.Placement)}
	}
	ti := len(a.st.Traces)
	a.st.Traces = append(a.st.Traces, TraceInfo{Name: name, Header: h, FirstStart: -1, LastEnd: -1})
	return &Run{a: a, ti: ti, name: name, streams: map[[2]int]*live{}}, nil
}

// Write adds one event; events come in nondecreasing time. Errors name
// the trace and the event's number; they are sticky.
func (t *Run) Write(e Event) error {
	return t.write(&e, t.line+1)
}

func (t *Run) write(e *Event, line int64) error {
	if t.err != nil {
		return t.err
	}
	if t.closed {
		return &Error{File: t.name, Msg: "event after the end of the trace"}
	}
	t.line = line
	t.err = t.event(e)
	return t.err
}

// Close finishes the streams that did not reach an end IPT.
func (t *Run) Close() error {
	if t.closed {
		return t.err
	}
	t.closed = true
	for _, l := range t.order {
		if l.counts != nil {
			t.a.finish(l)
		}
	}
	return t.err
}

// Add reads every event of r into the statistics. On error the Stats hold
// part of r's events.
func (a *Analyzer) Add(r *Reader) error {
	t, err := a.Begin(r.Name(), r.Header())
	if err != nil {
		return err
	}
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if err := t.write(&e, r.Line()); err != nil {
			return err
		}
	}
	return t.Close()
}

func (t *Run) errorf(format string, args ...any) error {
	return &Error{File: t.name, Line: t.line, Msg: fmt.Sprintf(format, args...)}
}

// outcomeOf is the IPG outcome of an event's (Merged: none; the event
// ends a split's stream at a join).
func outcomeOf(b byte) ipg.Outcome {
	switch b {
	case Taken:
		return ipg.Taken
	case NotTaken:
		return ipg.NotTaken
	}
	return ipg.Any
}

func (t *Run) event(e *Event) error {
	a := t.a
	st := a.st
	tr := &st.Traces[t.ti]
	tr.Events++
	p := e.IPT
	if p == nil || p.ID < 0 || p.ID >= len(a.ig.IPTs) || a.ig.IPTs[p.ID] != p {
		return t.errorf("ipt: expected an IPT of the IPG (%s placement), found %v", a.ig.Placement, p)
	}
	o := outcomeOf(e.Outcome)
	if a.cond[p.ID] && o == ipg.Any {
		return t.errorf("outcome: %s is a conditional branch, expected T or N, found nothing", p.Name)
	}
	merged, arrived := e.Outcome == Merged, e.Outcome == Arrived
	if !a.cond[p.ID] && o != ipg.Any && !merged && !arrived {
		return t.errorf("outcome: %s is not a conditional branch, expected nothing, found %c", p.Name, e.Outcome)
	}
	if merged && (p.Kinds&ipg.Join == 0 || e.Split == 0) {
		return t.errorf("outcome: M (a split merged into its parent) expected at a join IPT of a split (split > 0), found family %d split %d at %s", e.Family, e.Split, p.Name)
	}
	if arrived && p.Kinds&ipg.Join == 0 {
		return t.errorf("outcome: W (a parent's arrival at a merge) expected at a join IPT, found %s", p.Name)
	}
	key := e.Key()
	l := t.streams[key]
	if l != nil && l.counts == nil && l.s.Merged {
		l = nil // the slot is taken again after a merge: a new stream
	}
	if l == nil {
		var err error
		if l, err = t.begin(e, p); err != nil {
			return err
		}
		t.streams[key] = l
		t.order = append(t.order, l)
	} else {
		s := l.s
		if l.counts == nil {
			return t.errorf("family %d split %d: expected no event after its end IPT (line %d), found %s", e.Family, e.Split, s.LastLine, p.Name)
		}
		if e.Workgroup != s.Workgroup || e.Wave != s.Wave || e.Parent != s.Parent {
			return t.errorf("family %d split %d: expected workgroup %d, wave %d, parent %d (line %d), found %d, %d, %d",
				e.Family, e.Split, s.Workgroup, s.Wave, s.Parent, s.FirstLine, e.Workgroup, e.Wave, e.Parent)
		}
		if l.arrivedAt == p && !arrived {
			// The issue after the merge (or the arrival as a split): no
			// segment since the arrival. The time from the later arrival
			// to the issue is the join's wait.
			if !merged {
				last := l.prevTime
				for _, ar := range l.arrivals {
					if ar.join == p.ID {
						last = max(last, ar.time)
					}
				}
				observeMax(&st.JoinWaits, p.ID, e.Time-last)
			}
		} else {
			if l.arrivedAt != nil {
				return t.errorf("family %d split %d: expected its issue at %s after its arrival there (line %d), found %s", e.Family, e.Split, l.arrivedAt.Name, s.LastLine, p.Name)
			}
			edge := a.edge(l.prev, l.prevO, p)
			if edge == nil {
				return t.errorf("family %d split %d: no IPG edge %s (segment from line %d); %s",
					e.Family, e.Split, edgeName(l.prev, l.prevO, p), s.LastLine, a.succs(l.prev, l.prevO))
			}
			t.observe(l, edge, e)
		}
		l.arrivedAt = nil
		if arrived {
			l.arrivedAt = p
		}
	}
	s := l.s
	s.Last, s.LastLine, s.LastIPT = e.Time, t.line, p
	s.Events++
	l.prev, l.prevO, l.prevTime = p, o, e.Time
	if p == a.ig.Start && tr.FirstStart < 0 {
		tr.FirstStart = e.Time
	}
	if a.cond[p.ID] {
		l.lastCond, l.lastCondTime = p, e.Time
	}
	if len(l.arrivals) > 0 && p.Kinds&ipg.Join != 0 && !arrived {
		k := 0
		for _, ar := range l.arrivals {
			if ar.join == p.ID {
				continue
			}
			l.arrivals[k] = ar
			k++
		}
		l.arrivals = l.arrivals[:k]
	}
	if merged {
		if l.counts == nil {
			return t.errorf("family %d split %d: expected its first event before it merges at %s", e.Family, e.Split, p.Name)
		}
		if par := t.streams[[2]int{e.Family, e.Parent}]; par != nil {
			par.arrivals = append(par.arrivals, arrival{join: p.ID, time: e.Time})
		}
		s.Ended, s.Merged = true, true
		tr.Ended++
		a.finish(l)
	} else if p.Kinds&ipg.End != 0 && !arrived {
		// A parent's arrival (W) at a join that is also the end IPT
		// (the join block is s_endpgm alone) is not its end: its issue
		// there after the merge, the next event, is.
		tr.LastEnd = e.Time
		s.Ended = true
		tr.Ended++
		a.finish(l)
	}
	return nil
}

// maxSplit is the largest split id a trace may use: S, or isa.MaxS (a
// wavefront splits into at most isa.MaxLanes non-empty parts) when S is 0.
func maxSplit(s int) int {
	if s > 0 {
		return s
	}
	return isa.MaxS
}

// begin starts the stream of e's first event.
func (t *Run) begin(e *Event, p *ipg.IPT) (*live, error) {
	a, ti := t.a, t.ti
	st := a.st
	tr := &st.Traces[ti]
	if e.Split == 0 && p != a.ig.Start {
		return nil, t.errorf("family %d split 0: expected the launch wavefront's first event at the start IPT %s, found %s", e.Family, a.ig.Start.Name, p.Name)
	}
	if lim := maxSplit(tr.Header.S); e.Split > lim {
		return nil, t.errorf("split: expected a split id <= %d (the preamble's S, or %d when S is 0), found %d", lim, isa.MaxS, e.Split)
	}
	if e.Split > 0 {
		par := t.streams[[2]int{e.Family, e.Parent}]
		if par == nil {
			return nil, t.errorf("family %d split %d: expected an event of its parent, split %d, before its first", e.Family, e.Split, e.Parent)
		}
		if par.lastCond == p {
			observeMax(&st.SplitDelays, p.ID, e.Time-par.lastCondTime)
		}
		if par.s.Workgroup != e.Workgroup || par.s.Wave != e.Wave {
			return nil, t.errorf("family %d split %d: expected the workgroup %d and wave %d of its parent (line %d), found %d, %d",
				e.Family, e.Split, par.s.Workgroup, par.s.Wave, par.s.FirstLine, e.Workgroup, e.Wave)
		}
	}
	s := &Stream{
		Trace: ti, Family: e.Family, Split: e.Split, Parent: e.Parent,
		Workgroup: e.Workgroup, Wave: e.Wave, CU: e.CU, SIMD: e.SIMD, Slot: e.Slot,
		First: e.Time, FirstLine: t.line, FirstIPT: p,
	}
	st.Streams = append(st.Streams, s)
	tr.Streams++
	if e.Split > 0 {
		tr.Splits++
	}
	for len(st.Roles) <= e.Split {
		st.Roles = append(st.Roles, make([]EdgeStats, len(a.ig.Edges)))
	}
	l := &live{s: s}
	ne := len(a.ig.Edges)
	if n := len(a.pool); n > 0 {
		l.counts, l.longest = a.pool[n-1][:ne], a.pool[n-1][ne:]
		a.pool = a.pool[:n-1]
	} else {
		buf := make([]int64, 2*ne)
		l.counts, l.longest = buf[:ne], buf[ne:]
	}
	if nl := len(st.Loops); nl > 0 {
		s.LoopIters = make([]int, nl)
		l.cur = make([]int, nl)
		for i := range l.cur {
			l.cur[i] = -1
		}
		// A stream that starts inside a loop (a child split born in it)
		// enters it there.
		for _, li := range a.within[p.ID] {
			l.cur[li] = 0
			t.loopIter(l, li, 1, true)
		}
	}
	return l, nil
}

// observe records one traversal of edge ending at event e.
func (t *Run) observe(l *live, edge *ipg.Edge, e *Event) {
	a := t.a
	s := l.s
	d := e.Time - l.prevTime
	at := Provenance{
		Trace: t.name, InputSet: a.st.Traces[t.ti].Header.InputSet,
		Family: s.Family, Split: s.Split, Workgroup: s.Workgroup, Wave: s.Wave,
		Line: t.line, StartLine: s.LastLine, Start: l.prevTime,
	}
	a.st.Edges[edge.ID].add(d, &at)
	a.st.Roles[s.Split][edge.ID].add(d, &at)
	l.counts[edge.ID]++
	l.longest[edge.ID] = max(l.longest[edge.ID], d)
	for _, li := range a.enters[edge.ID] {
		l.cur[li] = 0
		t.loopIter(l, li, 1, true)
	}
	for _, li := range a.backs[edge.ID] {
		if l.cur[li] < 0 {
			l.cur[li] = 0
		}
		l.cur[li]++
		t.loopIter(l, li, l.cur[li]+1, false)
	}
}

// loopIter notes that stream l has executed loop li's header n times in
// its current entry.
func (t *Run) loopIter(l *live, li, n int, entry bool) {
	a := t.a
	s := l.s
	s.LoopIters[li] = max(s.LoopIters[li], n)
	lo := &a.st.Loops[li]
	if entry {
		lo.Entries++
	}
	if n > lo.Max {
		lo.Max = n
		lo.At = Provenance{
			Trace: t.name, InputSet: a.st.Traces[t.ti].Header.InputSet,
			Family: s.Family, Split: s.Split, Workgroup: s.Workgroup, Wave: s.Wave,
			Line: t.line, StartLine: s.LastLine, Start: l.prevTime,
		}
	}
}

// finish compacts a stream's edge counts and recycles its buffer.
func (a *Analyzer) finish(l *live) {
	for id, n := range l.counts {
		if n > 0 {
			l.s.Counts = append(l.s.Counts, EdgeCount{Edge: a.ig.Edges[id], N: n, Max: l.longest[id]})
			l.counts[id] = 0
			l.longest[id] = 0
		}
	}
	a.pool = append(a.pool, l.counts[:2*len(l.counts)]) // counts and longest share one buffer
	l.counts, l.longest = nil, nil
	l.cur = nil
}

func (a *Analyzer) edge(from *ipg.IPT, o ipg.Outcome, to *ipg.IPT) *ipg.Edge {
	for _, e := range a.out[from.ID][o] {
		if e.To == to {
			return e
		}
	}
	return nil
}

// succs describes where the IPG lets a segment from (from, o) go.
func (a *Analyzer) succs(from *ipg.IPT, o ipg.Outcome) string {
	es := a.out[from.ID][o]
	if len(es) == 0 {
		if from.Kinds&ipg.End != 0 {
			return from.Name + " ends the kernel"
		}
		return "the IPG has no edge from " + outcomeName(from, o)
	}
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.To.Name
	}
	sort.Strings(names)
	return "the IPG's edges from " + outcomeName(from, o) + " go to " + strings.Join(names, ", ")
}

func outcomeName(p *ipg.IPT, o ipg.Outcome) string {
	if o == ipg.Any {
		return p.Name
	}
	return p.Name + " (" + o.String() + ")"
}

// edgeName names an edge like ipg.Edge.String.
func edgeName(from *ipg.IPT, o ipg.Outcome, to *ipg.IPT) string {
	if o == ipg.Any {
		return from.Name + "->" + to.Name
	}
	return from.Name + "-" + o.String() + "->" + to.Name
}
