package tightness

import (
	"context"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestSummarize: medians of odd and even counts, the largest ratio and
// its kernel, the barrier filter.
func TestSummarize(t *testing.T) {
	rows := []Row{
		{Case: "a", S: 0, Mode: "parallel", Static: 300, Observed: 100},
		{Case: "b", S: 0, Mode: "parallel", Static: 100, Observed: 100, Barriers: true},
		{Case: "c", S: 0, Mode: "parallel", Static: 250, Observed: 100, Barriers: true},
		{Case: "c", S: 0, Mode: "serial", Static: 900, Observed: 100, Barriers: true},
		{Case: "a", S: 4, Mode: "parallel", Static: 500, Observed: 100},
	}
	if s := Summarize(rows, 0, "parallel", false); s.N != 3 || s.Median != 2.5 || s.Max != 3 || s.MaxOf != "a" {
		t.Errorf("all: %+v, want 3 rows, median 2.5, max 3 (a)", s)
	}
	if s := Summarize(rows, 0, "parallel", true); s.N != 2 || s.Median != 1.75 || s.Max != 2.5 || s.MaxOf != "c" {
		t.Errorf("barriers: %+v, want 2 rows, median 1.75, max 2.5 (c)", s)
	}
	if s := Summarize(rows, 0, "", false); s.N != 4 || s.Max != 9 {
		t.Errorf("both modes: %+v, want 4 rows, max 9", s)
	}
	md := Markdown([]Case{{Name: "a"}, {Name: "b", Barriers: true}, {Name: "c", Barriers: true}}, rows, []int{0}, rows[:1])
	for _, want := range []string{"| a | none | 300 / 100 (**3.00**, ; was 3.00) |", "| b (barrier) |", "| 0 | parallel | 3 | 2.50 (was 3.00) | 3.00 (was 3.00), a | 2 | 1.75 | 2.50 |"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

// TestMeasureExample: a case's rows are the static bound and the
// simulator's time of the same kernel, input sets and S.
func TestMeasureExample(t *testing.T) {
	var c *Case
	for _, x := range Examples("../..") {
		if x.Name == "examples/reduce" {
			c = &x
		}
	}
	if c == nil || c.Facts != "examples/reduce/flow.tight.yaml" {
		t.Fatalf("examples/reduce with its flow.tight.yaml: got %+v", c)
	}
	rows, err := Measure(context.Background(), c, []int{0}, 2)
	if err != nil {
		t.Fatal(err)
	}
	k, sets, err := c.load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if k.Facts == nil || k.Facts.Name != "examples/reduce/flow.tight.yaml" {
		t.Fatalf("facts %v, want flow.tight.yaml", k.Facts)
	}
	m, err := staticbound.PrepareKernel(k, sets)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		mode := timing.Parallel
		if r.Mode == "serial" {
			mode = timing.Serial
		}
		var st, obs int64
		for _, set := range sets {
			b, err := m.Bound(staticbound.LaunchOf(set.Launch), 0, mode)
			if err != nil {
				t.Fatal(err)
			}
			res, err := timing.Run(k.Program, set.Launch, k.HW, timing.Options{Serial: mode == timing.Serial})
			if err != nil {
				t.Fatal(err)
			}
			st, obs = max(st, b.Cycles), max(obs, res.Cycles)
		}
		if r.Static != st || r.Observed != obs || !r.Barriers || r.Ratio() < 1 {
			t.Errorf("%s: static %d observed %d barriers %v; want %d, %d, true, ratio >= 1", r.Mode, r.Static, r.Observed, r.Barriers, st, obs)
		}
	}
}

// TestObserveUnits: the units of examples/ifelse_split (4 workgroups of
// 128 on the 4 CUs of the default hardware in its first input set): at S
// = 0 no split, one member per family, a family's instructions its launch
// wave's; at S = 2 in the parallel mode splits, several members but no
// more than the static bound's, a family issuing more than its launch
// wave; the static bound above the run, its interference the sum of its
// terms (no barrier: L = D + own + issue + splits + vmem + lds + smem).
func TestObserveUnits(t *testing.T) {
	var c *Case
	for _, x := range Examples("../..") {
		if x.Name == "examples/ifelse_split" {
			c = &x
		}
	}
	if c == nil {
		t.Fatal("examples/ifelse_split is not a case")
	}
	for _, S := range []int{0, 2} {
		u, err := ObserveUnits(context.Background(), c, S, timing.Parallel)
		if err != nil {
			t.Fatal(err)
		}
		st := u.Static
		if st.Cycles < u.Observed || u.Alone <= 0 || u.Lifetime <= 0 || u.CUs < 1 || u.CUs > 4 {
			t.Errorf("S=%d: static %d, observed %d, alone %d, lifetime %d, %d CUs", S, st.Cycles, u.Observed, u.Alone, u.Lifetime, u.CUs)
		}
		if sum := st.Issue + st.Splits + st.VMEM + st.LDS + st.SMEM; u.Interference() != sum {
			t.Errorf("S=%d: interference %d, want the terms' sum %d", S, u.Interference(), sum)
		}
		if S == 0 && (u.Splits != 0 || u.Members != 1 || u.FamilyInstructions != u.WaveInstructions || u.CoIssueVisits != 0) {
			t.Errorf("S=0: %d splits, %d members, family %d / wave %d instructions, %d co-issue visits; want 0, 1, equal, 0", u.Splits, u.Members, u.FamilyInstructions, u.WaveInstructions, u.CoIssueVisits)
		}
		if S == 2 && (u.Splits == 0 || u.Members < 2 || u.Members > st.Members || u.FamilyInstructions <= u.WaveInstructions) {
			t.Errorf("S=2: %d splits, %d members (static %d), family %d / wave %d instructions", u.Splits, u.Members, st.Members, u.FamilyInstructions, u.WaveInstructions)
		}
	}
	// A partial grid (examples/partial_split: 37 x 10 work-items in
	// workgroups of 16 x 4): the workgroup alone is the grid's first.
	for _, x := range Examples("../..") {
		if x.Name == "examples/partial_split" {
			u, err := ObserveUnits(context.Background(), &x, 0, timing.Parallel)
			if err != nil || u.Alone <= 0 || u.Static.Cycles < u.Observed {
				t.Errorf("partial_split: %+v, %v", u, err)
			}
		}
	}
	md := UnitsMarkdown([]*Units{{Case: "k", S: 4, Mode: "parallel", Observed: 100, Lifetime: 90, Alone: 60, Members: 3, Splits: 7,
		FamilyInstructions: 50, WaveInstructions: 20, VMEMCycles: 80, LDSPasses: 40, CUs: 2,
		Static: &staticbound.Bound{Cycles: 400, L: 390, D: 10, Own: 80, Members: 5, Issue: 200, Splits: 10, VMEM: 60, LDS: 40}}})
	if want := "| k | 4, parallel | 400 / 100 (4.00) | 80 / 60 | 300 / 30 | 5 / 3 (7) | 50 / 20 | 200 + 10 | 60 / 40 | 40 / 20 |"; !strings.Contains(md, want) {
		t.Errorf("markdown lacks %q:\n%s", want, md)
	}
}
