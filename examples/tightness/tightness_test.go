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
