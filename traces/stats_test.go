package traces_test

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/traces"
)

// ev is a trace event in shorthand: family, split (parent is split-1 for a
// child here), wave, IPT, outcome, time. Workgroup is family/2.
type ev struct {
	fam, split int
	ipt        string
	o          byte
	t          int64
}

// preambleLines is the number of lines NewWriter writes before the first
// event for a header without Extra keys.
const preambleLines = 9

// makeTrace sorts evs by (time, family, split), writes them and returns the
// trace and the line of each event (by its index in evs).
func makeTrace(t testing.TB, ig *ipg.Graph, h traces.Header, evs []ev) ([]byte, []int64) {
	t.Helper()
	idx := make([]int, len(evs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		x, y := evs[a], evs[b]
		switch {
		case x.t != y.t:
			return int(x.t - y.t)
		case x.fam != y.fam:
			return x.fam - y.fam
		}
		return x.split - y.split
	})
	var buf bytes.Buffer
	w, err := traces.NewWriter(&buf, h)
	if err != nil {
		t.Fatal(err)
	}
	lines := make([]int64, len(evs))
	for n, i := range idx {
		e := evs[i]
		parent := -1
		if e.split > 0 {
			parent = e.split - 1
		}
		err := w.Write(traces.Event{
			Time: e.t, Workgroup: e.fam / 2, Wave: e.fam % 2, Family: e.fam, Split: e.split, Parent: parent,
			CU: e.fam / 2, SIMD: e.fam % 2, Slot: e.split * 10, IPT: iptOf(t, ig, e.ipt), Outcome: e.o,
		})
		if err != nil {
			t.Fatal(err)
		}
		lines[i] = int64(preambleLines + 1 + n)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), lines
}

// iptOf returns ig's IPT called name.
func iptOf(t testing.TB, ig *ipg.Graph, name string) *ipg.IPT {
	t.Helper()
	p := ig.IPT(name)
	if p == nil {
		t.Fatalf("the IPG has no IPT %q", name)
	}
	return p
}

func reader(t testing.TB, ig *ipg.Graph, name string, src []byte) *traces.Reader {
	t.Helper()
	r, err := traces.NewReader(bytes.NewReader(src), name, ig)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The ifelse example's IPG:
//
//	e0 start->div@%bb.0
//	e1 div@%bb.0-taken->div@.LBB0_2         (skip the else body %bb.1: "c")
//	e2 div@%bb.0-not-taken->div@.LBB0_2     (run %bb.1: "b")
//	e3 div@.LBB0_2-taken->join@.LBB0_4      (skip the then body %bb.3: "e")
//	e4 div@.LBB0_2-not-taken->join@.LBB0_4  (run %bb.3: "d")
//	e5 join@.LBB0_4->end
var ifelseEvents = []ev{
	// Family 0 splits at div@%bb.0: the parent (split 0) enters b and
	// skips d, the child (split 1) starts at the branch, skips b, enters d.
	{0, 0, "start", 0, 10},
	{0, 0, "div@%bb.0", 'N', 30},
	{0, 1, "div@%bb.0", 'T', 30},
	{0, 1, "div@.LBB0_2", 'N', 45},
	{0, 0, "div@.LBB0_2", 'T', 130},
	{0, 0, "join@.LBB0_4", 0, 140},
	{0, 1, "join@.LBB0_4", 0, 160},
	{0, 0, "end", 0, 200},
	{0, 1, "end", 0, 230},
	// Family 1 runs both bodies unsplit.
	{1, 0, "start", 0, 12},
	{1, 0, "div@%bb.0", 'N', 35},
	{1, 0, "div@.LBB0_2", 'N', 150},
	{1, 0, "join@.LBB0_4", 0, 260},
	{1, 0, "end", 0, 300},
}

// A second input set: one wavefront whose lanes all take the then side.
var ifelseEventsB = []ev{
	{0, 0, "start", 0, 0},
	{0, 0, "div@%bb.0", 'N', 50},
	{0, 0, "div@.LBB0_2", 'T', 150},
	{0, 0, "join@.LBB0_4", 0, 155},
	{0, 0, "end", 0, 190},
}

func TestAnalyzeIfelse(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	var names []string
	for _, e := range ig.Edges {
		names = append(names, e.String())
	}
	wantNames := []string{"start->div@%bb.0", "div@%bb.0-taken->div@.LBB0_2", "div@%bb.0-not-taken->div@.LBB0_2",
		"div@.LBB0_2-taken->join@.LBB0_4", "div@.LBB0_2-not-taken->join@.LBB0_4", "join@.LBB0_4->end"}
	if !reflect.DeepEqual(names, wantNames) {
		t.Fatalf("ifelse IPG edges changed: %q", names)
	}
	h := traces.Header{Kernel: "_Z6ifelsePKiPi", Placement: "thesis", InputSet: "tiny", S: 1, Mode: traces.ModeParallel}
	src, lines := makeTrace(t, ig, h, ifelseEvents)
	st, err := traces.Analyze(reader(t, ig, "ifelse.csv", src), ig)
	if err != nil {
		t.Fatal(err)
	}
	// The line of the k-th event above (makeTrace sorts by time).
	if got, want := lines, []int64{10, 12, 13, 15, 16, 17, 19, 20, 21, 11, 14, 18, 22, 23}; !reflect.DeepEqual(got, want) {
		t.Fatalf("lines %v, want %v", got, want)
	}

	type es struct {
		count, min, max int64
		mean            float64
		fam, split      int
		line, startLine int64
	}
	check := func(what string, got []traces.EdgeStats, want []es) {
		t.Helper()
		for i, w := range want {
			g := got[i]
			if w.count == 0 {
				if g.Count != 0 {
					t.Errorf("%s e%d: %d observations, want none", what, i, g.Count)
				}
				continue
			}
			gotES := es{g.Count, g.Min, g.Max, g.Mean(), g.MaxAt.Family, g.MaxAt.Split, g.MaxAt.Line, g.MaxAt.StartLine}
			if gotES != w {
				t.Errorf("%s e%d (%s): got %+v, want %+v", what, i, ig.Edges[i], gotES, w)
			}
		}
	}
	check("pooled", st.Edges, []es{
		{2, 20, 23, 21.5, 1, 0, 14, 11},
		{1, 15, 15, 15, 0, 1, 15, 13},
		{2, 100, 115, 107.5, 1, 0, 18, 14},
		{1, 10, 10, 10, 0, 0, 17, 16},
		{2, 110, 115, 112.5, 0, 1, 19, 15},
		{3, 40, 70, 170.0 / 3, 0, 1, 21, 19},
	})
	if len(st.Roles) != 2 {
		t.Fatalf("%d roles, want 2", len(st.Roles))
	}
	check("role 0", st.Role(0), []es{
		{2, 20, 23, 21.5, 1, 0, 14, 11},
		{},
		{2, 100, 115, 107.5, 1, 0, 18, 14},
		{1, 10, 10, 10, 0, 0, 17, 16},
		{1, 110, 110, 110, 1, 0, 22, 18},
		{2, 40, 60, 50, 0, 0, 20, 17},
	})
	check("role 1", st.Role(1), []es{
		{},
		{1, 15, 15, 15, 0, 1, 15, 13},
		{},
		{},
		{1, 115, 115, 115, 0, 1, 19, 15},
		{1, 70, 70, 70, 0, 1, 21, 19},
	})
	if p := st.Edges[2].MaxAt; p.Trace != "ifelse.csv" || p.InputSet != "tiny" || p.Workgroup != 0 || p.Wave != 1 || p.Start != 35 {
		t.Errorf("provenance of e2's maximum: %+v", p)
	}
	if got := st.Edges[2].MaxAt.String(); got != "ifelse.csv:18 family 1 split 0 (workgroup 0 wave 1) input set tiny" {
		t.Errorf("provenance string %q", got)
	}

	w, un := st.Weights(traces.Pooled)
	if want := []int64{23, 15, 115, 10, 115, 70}; !reflect.DeepEqual(w, want) || un != nil {
		t.Errorf("pooled weights %v %v, want %v", w, un, want)
	}
	w, un = st.Weights(0)
	if want := []int64{23, -1, 115, 10, 110, 60}; !reflect.DeepEqual(w, want) || len(un) != 1 || un[0] != ig.Edges[1] {
		t.Errorf("role 0 weights %v %v, want %v [e1]", w, un, want)
	}
	w, un = st.Weights(1)
	if want := []int64{-1, 15, -1, -1, 115, 70}; !reflect.DeepEqual(w, want) || len(un) != 3 {
		t.Errorf("role 1 weights %v %v, want %v", w, un, want)
	}
	w, un = st.WeightsOrPooled(1)
	if want := []int64{23, 15, 115, 10, 115, 70}; !reflect.DeepEqual(w, want) || un != nil {
		t.Errorf("role 1 weights or pooled %v %v, want %v", w, un, want)
	}
	if w, un = st.Weights(5); len(un) != 6 || w[0] != traces.Unobserved {
		t.Errorf("role 5 weights %v %v, want all unobserved", w, un)
	}

	if got := st.KernelTime(); got != 290 {
		t.Errorf("kernel time %d, want 290", got)
	}
	tr := st.Traces[0]
	if tr.Events != 14 || tr.Streams != 3 || tr.Splits != 1 || tr.Ended != 3 || tr.FirstStart != 10 || tr.LastEnd != 300 || tr.Name != "ifelse.csv" || tr.Header.InputSet != "tiny" {
		t.Errorf("trace info %+v", tr)
	}
	if st.Events() != 14 || len(st.Streams) != 3 || st.NumSplits() != 1 {
		t.Errorf("%d events, %d streams, %d splits; want 14, 3, 1", st.Events(), len(st.Streams), st.NumSplits())
	}

	// Streams in the order of their first events: family 0 split 0,
	// family 1, family 0 split 1.
	type sum struct {
		fam, split, parent, wg, wave, slot int
		first, last                        int64
		firstIPT, lastIPT                  string
		events                             int64
		ended                              bool
		counts                             map[int]int64
	}
	// Each stream's own longest traversal per edge (L^j_{w_i} weights).
	longest := map[[2]int]map[int]int64{}
	for _, s := range st.Streams {
		m := map[int]int64{}
		for _, ec := range s.Counts {
			m[ec.Edge.ID] = ec.Max
		}
		longest[[2]int{s.Family, s.Split}] = m
	}
	wantLongest := map[[2]int]map[int]int64{
		{0, 0}: {0: 20, 2: 100, 3: 10, 5: 60},
		{1, 0}: {0: 23, 2: 115, 4: 110, 5: 40},
		{0, 1}: {1: 15, 4: 115, 5: 70},
	}
	if !reflect.DeepEqual(longest, wantLongest) {
		t.Errorf("per-stream longest traversals %v, want %v", longest, wantLongest)
	}

	var got []sum
	for _, s := range st.Streams {
		c := map[int]int64{}
		for _, ec := range s.Counts {
			c[ec.Edge.ID] = ec.N
		}
		got = append(got, sum{s.Family, s.Split, s.Parent, s.Workgroup, s.Wave, s.Slot, s.First, s.Last, s.FirstIPT.Name, s.LastIPT.Name, s.Events, s.Ended, c})
	}
	want := []sum{
		{0, 0, -1, 0, 0, 0, 10, 200, "start", "end", 5, true, map[int]int64{0: 1, 2: 1, 3: 1, 5: 1}},
		{1, 0, -1, 0, 1, 0, 12, 300, "start", "end", 5, true, map[int]int64{0: 1, 2: 1, 4: 1, 5: 1}},
		{0, 1, 0, 0, 0, 10, 30, 230, "div@%bb.0", "end", 4, true, map[int]int64{1: 1, 4: 1, 5: 1}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("streams\n%+v\nwant\n%+v", got, want)
	}
	if n := st.Streams[2].Count(ig.Edges[4]); n != 1 {
		t.Errorf("child's count of e4 = %d", n)
	}
	if n := st.Streams[2].Count(ig.Edges[0]); n != 0 {
		t.Errorf("child's count of e0 = %d", n)
	}

	// δ: one batch (the launch), measured from the first start at 10.
	d := st.Delta(nil)
	wantD := map[traces.StreamKey]int64{{0, 0, 0}: 0, {0, 1, 0}: 2, {0, 0, 1}: 20}
	if !reflect.DeepEqual(d, wantD) {
		t.Errorf("Delta(nil) = %v, want %v", d, wantD)
	}
	if got := st.MaxDelta(nil); !reflect.DeepEqual(got, []int64{2, 20}) {
		t.Errorf("MaxDelta = %v, want [2 20]", got)
	}
	// Each family its own batch: δ from its own start.
	d = st.Delta(func(s *traces.Stream) int { return s.Family })
	wantD = map[traces.StreamKey]int64{{0, 0, 0}: 0, {0, 1, 0}: 0, {0, 0, 1}: 20}
	if !reflect.DeepEqual(d, wantD) {
		t.Errorf("Delta(per family) = %v, want %v", d, wantD)
	}

	// The two families' batches overlap (family 1 starts at 12, before
	// family 0's last event at 230): no gap.
	if g := st.BatchGaps(func(s *traces.Stream) int { return s.Family }); !reflect.DeepEqual(g, []int64{0}) {
		t.Errorf("BatchGaps(per family) = %v, want [0]", g)
	}

	// A second input set: pooled over both traces.
	srcB, _ := makeTrace(t, ig, traces.Header{Placement: "thesis", InputSet: "big"}, ifelseEventsB)
	st2, err := traces.AnalyzeAll(ig, reader(t, ig, "ifelse.csv", src), reader(t, ig, "ifelse-b.csv", srcB))
	if err != nil {
		t.Fatal(err)
	}
	if e0 := st2.Edges[0]; e0.Max != 50 || e0.Count != 3 || e0.Min != 20 || e0.MaxAt.Trace != "ifelse-b.csv" || e0.MaxAt.InputSet != "big" || e0.MaxAt.Line != 11 {
		t.Errorf("e0 over two traces: %+v", e0)
	}
	if e2 := st2.Edges[2]; e2.Max != 115 || e2.Count != 3 || e2.MaxAt.Trace != "ifelse.csv" {
		t.Errorf("e2 over two traces: %+v", e2)
	}
	if st2.Traces[1].KernelTime() != 190 || st2.KernelTime() != 290 || st2.Events() != 19 || len(st2.Streams) != 4 {
		t.Errorf("two traces: kernel times %d/%d, %d events, %d streams", st2.Traces[1].KernelTime(), st2.KernelTime(), st2.Events(), len(st2.Streams))
	}
	if d := st2.Delta(nil); d[traces.StreamKey{Trace: 1}] != 0 || len(d) != 4 {
		t.Errorf("Delta over two traces: %v", d)
	}
	if got := st2.ObservedLoopBounds(); len(got) != 0 {
		t.Errorf("ifelse has no loops, got bounds %v", got)
	}
}

// The divloop example's IPG:
//
//	e0 start->div@%bb.0
//	e1 div@%bb.0-taken->join@.LBB0_4
//	e2 div@%bb.0-not-taken->div@.LBB0_2        enters loop .LBB0_2
//	e3 div@.LBB0_2-taken->div@.LBB0_2          back edge of loop .LBB0_2
//	e4 div@.LBB0_2-not-taken->join@%bb.3
//	e5 join@%bb.3->join@.LBB0_4
//	e6 join@.LBB0_4->end
func divloopEvents() []ev {
	var evs []ev
	// run emits a launch wavefront (or, with split > 0, a child starting at
	// the loop branch) taking the loop branch as outcomes says.
	run := func(fam, split int, t int64, loop string) {
		add := func(ipt string, o byte, dt int64) {
			t += dt
			evs = append(evs, ev{fam, split, ipt, o, t})
		}
		if split == 0 {
			add("start", 0, 0)
			if loop == "" {
				add("div@%bb.0", 'T', 20)
				add("join@.LBB0_4", 0, 5)
				add("end", 0, 30)
				return
			}
			add("div@%bb.0", 'N', 20)
		}
		for i, o := range []byte(loop) {
			dt := int64(40)
			if i == 0 && split > 0 {
				dt = 0
			}
			add("div@.LBB0_2", o, dt)
		}
		add("join@%bb.3", 0, 8)
		add("join@.LBB0_4", 0, 2)
		add("end", 0, 30)
	}
	run(0, 0, 0, "TTTN") // 4 header executions
	run(1, 0, 3, "TN")   // 2
	run(2, 0, 5, "")     // skips the loop
	run(3, 0, 7, "TTTTTN")
	run(3, 1, 7+20+2*40, "N") // split off at the second iteration's branch
	return evs
}

func TestAnalyzeDivloopLoopBounds(t *testing.T) {
	ig := exampletest.IPG(t, "divloop", ipg.Thesis)
	if len(ig.CFG.Loops) != 1 || len(ig.Edges) != 7 || ig.Edges[3].String() != "div@.LBB0_2-taken->div@.LBB0_2" ||
		len(ig.Edges[3].BackOf) != 1 || len(ig.Edges[2].Enters) != 1 {
		t.Fatalf("divloop IPG changed: %v", ig.Edges)
	}
	loop := ig.CFG.Loops[0]
	evs := divloopEvents()
	src, lines := makeTrace(t, ig, traces.Header{Placement: "thesis", InputSet: "loop", S: 1}, evs)
	st, err := traces.Analyze(reader(t, ig, "divloop.csv", src), ig)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.ObservedLoopBounds(); !reflect.DeepEqual(got, map[*cfg.Loop]int{loop: 6}) {
		t.Errorf("ObservedLoopBounds = %v, want {%s: 6}", got, loop)
	}
	lo := st.Loops[0]
	// Entries: families 0, 1 and 3 through e2, and family 3's child, born
	// inside the loop.
	if lo.Entries != 4 || lo.Max != 6 || lo.At.Family != 3 || lo.At.Split != 0 {
		t.Errorf("loop observation %+v", lo)
	}
	// The maximum is reached by family 3's sixth loop event (the fifth back
	// edge taken): events[k] for the k with that IPT and family.
	n := 0
	for k, e := range evs {
		if e.fam == 3 && e.split == 0 && e.ipt == "div@.LBB0_2" {
			if n++; n == 6 && lo.At.Line != lines[k] {
				t.Errorf("loop maximum at line %d, want %d", lo.At.Line, lines[k])
			}
		}
	}
	iters := map[[2]int]int{}
	backs := map[[2]int]int64{}
	for _, s := range st.Streams {
		iters[[2]int{s.Family, s.Split}] = s.LoopIters[0]
		backs[[2]int{s.Family, s.Split}] = s.Count(ig.Edges[3])
	}
	if want := map[[2]int]int{{0, 0}: 4, {1, 0}: 2, {2, 0}: 0, {3, 0}: 6, {3, 1}: 1}; !reflect.DeepEqual(iters, want) {
		t.Errorf("per-stream loop iterations %v, want %v", iters, want)
	}
	if want := map[[2]int]int64{{0, 0}: 3, {1, 0}: 1, {2, 0}: 0, {3, 0}: 5, {3, 1}: 0}; !reflect.DeepEqual(backs, want) {
		t.Errorf("per-stream back edges %v, want %v", backs, want)
	}
	if e3 := st.Edges[3]; e3.Count != 9 || e3.Max != 40 {
		t.Errorf("back edge stats %+v", e3)
	}
	// The child starts at the loop branch: it enters with outcome N.
	if r1 := st.Role(1); r1[4].Count != 1 || r1[3].Count != 0 || r1[2].Count != 0 {
		t.Errorf("role 1: %+v", r1)
	}
	if d := st.Delta(nil); d[traces.StreamKey{Family: 3, Split: 1}] != 7+20+80 {
		t.Errorf("δ of the child: %d", d[traces.StreamKey{Family: 3, Split: 1}])
	}
}

func TestAnalyzeErrors(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	pre := "# splitwcet-trace: 1\n# placement: thesis\n" + traces.HeaderRow + "\n"
	const (
		start = "10,0,0,0,0,-1,0,0,0,start,\n"
		divN  = "30,0,0,0,0,-1,0,0,0,div@%bb.0,N\n"
	)
	for _, c := range []struct{ name, src, want string }{
		{"unknown IPT", pre + start + "20,0,0,0,0,-1,0,0,0,div@nowhere,\n",
			`t.csv:5: unknown IPT "div@nowhere": the IPG (thesis placement) has none of that name`},
		{"impossible transition", pre + start + "20,0,0,0,0,-1,0,0,0,end,\n",
			"t.csv:5: family 0 split 0: no IPG edge start->end (segment from line 4); the IPG's edges from start go to div@%bb.0"},
		{"impossible transition with outcome", pre + start + divN + "40,0,0,0,0,-1,0,0,0,join@.LBB0_4,\n",
			"t.csv:6: family 0 split 0: no IPG edge div@%bb.0-not-taken->join@.LBB0_4 (segment from line 5); the IPG's edges from div@%bb.0 (not-taken) go to div@.LBB0_2"},
		{"branch without outcome", pre + start + "30,0,0,0,0,-1,0,0,0,div@%bb.0,\n",
			"t.csv:5: outcome: div@%bb.0 is a conditional branch, expected T or N, found nothing"},
		{"outcome on a non-branch", pre + "10,0,0,0,0,-1,0,0,0,start,T\n",
			"t.csv:4: outcome: start is not a conditional branch, expected nothing, found T"},
		{"launch wave not at start", pre + divN,
			"t.csv:4: family 0 split 0: expected the launch wavefront's first event at the start IPT start, found div@%bb.0"},
		{"child without parent", pre + start + "30,0,0,1,1,0,0,0,10,div@%bb.0,T\n",
			"t.csv:5: family 1 split 1: expected an event of its parent, split 0, before its first"},
		{"child in another workgroup", pre + start + "30,1,0,0,1,0,0,0,10,div@%bb.0,T\n",
			"t.csv:5: family 0 split 1: expected the workgroup 0 and wave 0 of its parent (line 4), found 1, 0"},
		{"split beyond S", "# splitwcet-trace: 1\n# S: 1\n" + traces.HeaderRow + "\n" + start + "30,0,0,0,2,0,0,0,10,div@%bb.0,T\n",
			"t.csv:5: split: expected a split id <= 1 (the preamble's S, or 63 when S is 0), found 2"},
		{"stream changes workgroup", pre + start + "30,3,0,0,0,-1,0,0,0,div@%bb.0,N\n",
			"t.csv:5: family 0 split 0: expected workgroup 0, wave 0, parent -1 (line 4), found 3, 0, -1"},
		{"event after end", pre + start + divN + "40,0,0,0,0,-1,0,0,0,div@.LBB0_2,T\n50,0,0,0,0,-1,0,0,0,join@.LBB0_4,\n60,0,0,0,0,-1,0,0,0,end,\n70,0,0,0,0,-1,0,0,0,end,\n",
			"t.csv:9: family 0 split 0: expected no event after its end IPT (line 8), found end"},
		{"placement mismatch", "# splitwcet-trace: 1\n# placement: blocks\n" + traces.HeaderRow + "\n" + start,
			"t.csv: placement: the trace's IPTs are placed by blocks, expected thesis like the IPG"},
		{"syntax error", pre + start + "x\n",
			"t.csv:5: expected 11 fields (time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome), found 1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The reader checks the placement, the analyzer the rest.
			r, err := traces.NewReader(strings.NewReader(c.src), "t.csv", ig)
			if err == nil {
				_, err = traces.Analyze(r, ig)
			}
			if err == nil || err.Error() != c.want {
				t.Fatalf("got  %v\nwant %s", err, c.want)
			}
			var te *traces.Error
			if !errors.As(err, &te) {
				t.Errorf("%T is no *traces.Error", err)
			}
		})
	}
}

func TestAnalyzeUnendedStream(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	src := "# splitwcet-trace: 1\n" + traces.HeaderRow + "\n10,0,0,0,0,-1,0,0,0,start,\n30,0,0,0,0,-1,0,0,0,div@%bb.0,T\n"
	r, err := traces.NewReader(strings.NewReader(src), "cut.csv", ig)
	if err != nil {
		t.Fatal(err)
	}
	st, err := traces.Analyze(r, ig)
	if err != nil {
		t.Fatal(err)
	}
	s := st.Streams[0]
	if s.Ended || len(s.Counts) != 1 || s.Counts[0].Edge != ig.Edges[0] || s.Counts[0].N != 1 || st.Traces[0].Ended != 0 {
		t.Errorf("unended stream %+v", s)
	}
	if st.KernelTime() != -1 {
		t.Errorf("kernel time %d without an end, want -1", st.KernelTime())
	}
}

// TestBatchGaps: the gap is the longest time from a batch's last event to
// the next batch's first, per trace; overlapping batches give none.
func TestBatchGaps(t *testing.T) {
	st := &traces.Stats{Traces: make([]traces.TraceInfo, 2), Streams: []*traces.Stream{
		{Trace: 0, Workgroup: 0, First: 0, Last: 100},
		{Trace: 0, Workgroup: 0, Split: 1, First: 40, Last: 103}, // a split of batch 0 ends last
		{Trace: 0, Workgroup: 1, First: 107, Last: 200},          // 4 after 103
		{Trace: 0, Workgroup: 2, First: 150, Last: 260},          // before 200: overlap
		{Trace: 1, Workgroup: 0, First: 5, Last: 50},
		{Trace: 1, Workgroup: 1, First: 52, Last: 90}, // 2 after 50
	}}
	if g := st.BatchGaps(traces.BatchOfWorkgroup(1)); !reflect.DeepEqual(g, []int64{4, 2}) {
		t.Errorf("BatchGaps(K = 1) = %v, want [4 2]", g)
	}
	if g := st.BatchGaps(traces.BatchOfWorkgroup(2)); !reflect.DeepEqual(g, []int64{0, 0}) {
		t.Errorf("BatchGaps(K = 2) = %v, want [0 0] (workgroup 2 starts before 200)", g)
	}
}

// TestCompleteRefusesCutTrace: a trace whose last lines are missing (cut
// at a line boundary, which the reader cannot see) leaves wavefronts that
// never reach an end IPT, and Complete refuses it; the whole trace passes.
func TestCompleteRefusesCutTrace(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	src, _ := makeTrace(t, ig, traces.Header{Placement: "thesis", InputSet: "tiny"}, ifelseEvents)
	st, err := traces.AnalyzeAll(ig, reader(t, ig, "ifelse.csv", src))
	if err != nil || st.Complete() != nil {
		t.Fatalf("whole trace: %v, %v", err, st.Complete())
	}
	lines := strings.SplitAfter(string(src), "\n")
	cut := strings.Join(lines[:len(lines)-3], "")
	st, err = traces.AnalyzeAll(ig, reader(t, ig, "cut.csv", []byte(cut)))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Complete(); err == nil || !strings.Contains(err.Error(), "never reach an end IPT") {
		t.Errorf("cut trace: %v", err)
	}
}
