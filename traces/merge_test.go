package traces_test

import (
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/traces"
)

// TestAnalyzeMerges: with reconvergence a split's stream ends at the join
// with outcome M (a slot taken again later starts a new stream:
// TestReconvergeTiming counts one merged stream per merge); the parent's arrival (W) ends its segment into the join, without its wait,
// and its issue after the merge adds no segment. Hand-computed on the
// ifelse IPG: split delay 34 - 30 = 4, join wait 150 - max(140, 120) =
// 10; the parent's segment into the join lasts 120 - 100 = 20, not 50.
func TestAnalyzeMerges(t *testing.T) {
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	evs := []ev{
		{0, 0, "start", 0, 10},
		{0, 0, "div@%bb.0", 'N', 30},
		{0, 1, "div@%bb.0", 'T', 34},
		{0, 1, "div@.LBB0_2", 'N', 50},
		{0, 0, "div@.LBB0_2", 'T', 100},
		{0, 0, "join@.LBB0_4", 'W', 120},
		{0, 1, "join@.LBB0_4", 'M', 140},
		{0, 0, "join@.LBB0_4", 0, 150},
		{0, 0, "end", 0, 190},
	}
	h := traces.Header{Kernel: "_Z6ifelsePKiPi", Placement: "thesis", InputSet: "tiny", S: 1, Mode: traces.ModeParallel}
	st := analyzeComplete(t, ig, h, evs)
	if len(st.Streams) != 2 || !st.Streams[1].Merged || !st.Streams[1].Ended || st.Streams[0].Merged {
		t.Fatalf("streams %+v %+v", st.Streams[0], st.Streams[1])
	}
	div, join := iptOf(t, ig, "div@%bb.0"), iptOf(t, ig, "join@.LBB0_4")
	if st.SplitDelays[div.ID] != 4 || st.JoinWaits[join.ID] != 10 {
		t.Errorf("split delay %v, join wait %v; want 4 and 10", st.SplitDelays, st.JoinWaits)
	}
	into := ig.Edge(iptOf(t, ig, "div@.LBB0_2"), join, ipg.Taken)
	if e := st.Roles[0][into.ID]; e.Count != 1 || e.Max != 20 {
		t.Errorf("parent's segment into the join: %d observations, max %d; want 1, 20", e.Count, e.Max)
	}
	if e := st.Roles[0][ig.Edge(join, iptOf(t, ig, "end"), ipg.Any).ID]; e.Max != 40 {
		t.Errorf("segment after the join: max %d, want 190 - 150 = 40", e.Max)
	}
	// Errors: M at a non-join IPT, W where no join is.
	for _, bad := range [][]ev{
		{{0, 0, "start", 0, 10}, {0, 0, "div@%bb.0", 'N', 30}, {0, 1, "div@%bb.0", 'M', 34}},
		{{0, 0, "start", 'W', 10}},
	} {
		src, _ := makeTrace(t, ig, h, bad)
		if _, err := traces.Analyze(reader(t, ig, "bad.csv", src), ig); err == nil {
			t.Errorf("accepted %v", bad)
		}
	}
}

// analyzeComplete analyzes the trace of evs, which must be complete.
func analyzeComplete(t *testing.T, ig *ipg.Graph, h traces.Header, evs []ev) *traces.Stats {
	t.Helper()
	src, _ := makeTrace(t, ig, h, evs)
	st, err := traces.Analyze(reader(t, ig, "merge.csv", src), ig)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Complete(); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestAnalyzeMergeAtEnd: a join that is also the end IPT (examples/dppsum:
// the join block is s_endpgm alone, IPT "end" is join+end). The parent's
// arrival there (W) is not its end: its issue after the merge is, and the
// wait between is the join's (95 - max(80, 60) = 15); the parent's
// segment into the join ends at its arrival (80 - 30 = 50).
func TestAnalyzeMergeAtEnd(t *testing.T) {
	ig := exampletest.IPG(t, "dppsum", ipg.Thesis)
	end := iptOf(t, ig, "end")
	if end.Kinds&(ipg.Join|ipg.End) != ipg.Join|ipg.End {
		t.Fatalf("dppsum's end IPT is %v, want join+end", end.Kinds)
	}
	evs := []ev{
		{0, 0, "start", 0, 10},
		{0, 0, "div@%bb.0", 'N', 30},
		{0, 1, "div@%bb.0", 'T', 34},
		{0, 1, "end", 'M', 60},
		{0, 0, "end", 'W', 80},
		{0, 0, "end", 0, 95},
	}
	st := analyzeComplete(t, ig, traces.Header{Kernel: "dppsum", Placement: "thesis", InputSet: "tiny", S: 1, Mode: traces.ModeParallel}, evs)
	if len(st.Streams) != 2 || !st.Streams[1].Merged || st.Streams[0].Merged || !st.Streams[0].Ended || st.Streams[0].Last != 95 {
		t.Fatalf("streams %+v %+v", st.Streams[0], st.Streams[1])
	}
	if st.JoinWaits[end.ID] != 15 {
		t.Errorf("join wait %v, want 15", st.JoinWaits)
	}
	into := ig.Edge(iptOf(t, ig, "div@%bb.0"), end, ipg.NotTaken)
	if e := st.Roles[0][into.ID]; e.Count != 1 || e.Max != 50 {
		t.Errorf("parent's segment into the join: %d observations, max %d; want 1, 50", e.Count, e.Max)
	}
}
