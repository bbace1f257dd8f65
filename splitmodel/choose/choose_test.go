package choose

import (
	"testing"

	"github.com/splitwcet/splitwcet/examples"
)

// TestChooseExamples runs the whole choice on every example with S = 2,
// the first two input sets and two confirmed markings (to keep the test
// short; examples/large with one set and a greedy pool of 12, and not at
// all with -short): the chosen marking's simulated bound is never above no
// splitting's or first-S's, it is the smallest of everything simulated,
// and the predicted bound of no marking is the unsplit analysis' own
// (thesis Eq. 5.4 with role maxima); a marking evaluated twice (a
// confirmed one that is also a baseline) is simulated once.
func TestChooseExamples(t *testing.T) {
	shared := 0 // evaluated markings whose simulation an earlier one made
	defer func() {
		if !t.Failed() && shared == 0 {
			t.Error("no example evaluated a marking twice: the reuse of simulations went unchecked")
		}
	}()
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			if testing.Short() && name == "large" {
				t.Skip("examples/large takes about 5 s; skipped with -short")
			}
			c := exampleConfig(t, name, 2)
			c.Confirm = 2
			c.Sets = c.Kernel.Workload.Sets[:min(2, len(c.Kernel.Workload.Sets))]
			if name == "large" {
				// The largest example (379 candidates): one input set and
				// a greedy pool of 12, about 5 s instead of 15 s.
				c.Sets, c.Search.Screen = c.Sets[:1], 12
			}
			r, err := Run(c)
			if err != nil {
				t.Fatal(err)
			}
			none, first := r.Baseline("none"), r.Baseline("first-S")
			if none == nil || first == nil || r.Baseline("thesis") == nil {
				t.Fatalf("baselines %v", r.Baselines)
			}
			ch := r.Chosen
			if ch.Sim.Bound > none.Sim.Bound || ch.Sim.Bound > first.Sim.Bound {
				t.Errorf("chosen %s %s: simulated %d; none %d, first-S %d", ch.Name, r.Model.Describe(ch.Marking), ch.Sim.Bound, none.Sim.Bound, first.Sim.Bound)
			}
			// Each distinct marking is simulated once: evaluated markings
			// with one key share one Simulation, and only they do.
			byKey := map[string]*Simulation{}
			for _, e := range append(append([]*Evaluated(nil), r.Confirmed...), r.Baselines...) {
				if e.Sim == nil {
					t.Fatalf("%s not simulated", e.Name)
				}
				if s, ok := byKey[e.Marking.Key()]; ok {
					shared++
					if s != e.Sim {
						t.Errorf("%s %s simulated again", e.Name, r.Model.Describe(e.Marking))
					}
				}
				byKey[e.Marking.Key()] = e.Sim
			}
			sims := map[*Simulation]bool{}
			for _, s := range byKey {
				sims[s] = true
			}
			if len(sims) != len(byKey) {
				t.Errorf("%d distinct markings, %d simulations", len(byKey), len(sims))
			}
			for _, e := range append(append([]*Evaluated(nil), r.Confirmed...), r.Baselines...) {
				if e.Sim.Bound < ch.Sim.Bound {
					t.Errorf("%s simulates to %d, below the chosen %s's %d", e.Name, e.Sim.Bound, ch.Name, ch.Sim.Bound)
				}
			}
			if len(none.Marking) != 0 || len(first.Marking) != len(r.Candidates) {
				t.Errorf("none marks %d, first-S %d of %d candidates", len(none.Marking), len(first.Marking), len(r.Candidates))
			}
			// Predicted, no marking: B × (max δ^0 + L^0) per set, from the
			// unsplit analysis.
			var want int64 = -1
			for _, sb := range r.Unsplit.Sets {
				want = max(want, int64(sb.B)*(sb.MaxDelta[0]+r.Unsplit.Roles[0].L))
			}
			if none.Predicted.Bound != want {
				t.Errorf("none: predicted %d, want B × (δ^0 + L^0) = %d", none.Predicted.Bound, want)
			}
			t.Logf("%s: %d candidates (%s, %d predicted); chosen %s %s: predicted %d, simulated %d; none %d/%d, first-S %d/%d, thesis %d/%d",
				name, len(r.Candidates), r.Search.Method, r.Search.Evaluated, ch.Name, r.Model.Describe(ch.Marking), ch.Predicted.Bound, ch.Sim.Bound,
				none.Predicted.Bound, none.Sim.Bound, first.Predicted.Bound, first.Sim.Bound, r.Baseline("thesis").Predicted.Bound, r.Baseline("thesis").Sim.Bound)
		})
	}
}

// TestChooseDeterministic: the same input gives the same choice, the same
// predictions and the same simulated bounds, whatever the parallelism.
func TestChooseDeterministic(t *testing.T) {
	var first *Result
	for _, workers := range []int{1, 4} {
		c := exampleConfig(t, "synthetic_split", 3)
		c.Workers = workers
		c.Sets = c.Kernel.Workload.Sets[:1]
		r, err := Run(c)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = r
			continue
		}
		if r.Chosen.Marking.Key() != first.Chosen.Marking.Key() || r.Chosen.Sim.Bound != first.Chosen.Sim.Bound {
			t.Errorf("chosen %s = %d, then %s = %d", first.Model.Describe(first.Chosen.Marking), first.Chosen.Sim.Bound, r.Model.Describe(r.Chosen.Marking), r.Chosen.Sim.Bound)
		}
		if len(r.Search.Ranked) != len(first.Search.Ranked) {
			t.Fatalf("%d then %d markings predicted", len(first.Search.Ranked), len(r.Search.Ranked))
		}
		for i, p := range r.Search.Ranked {
			q := first.Search.Ranked[i]
			if p.Marking.Key() != q.Marking.Key() || p.Bound != q.Bound || p.Mean != q.Mean {
				t.Errorf("rank %d: %s = %d, then %s = %d", i, first.Model.Describe(q.Marking), q.Bound, r.Model.Describe(p.Marking), p.Bound)
			}
		}
		for i, e := range r.Baselines {
			f := first.Baselines[i]
			if e.Marking.Key() != f.Marking.Key() || e.Predicted.Bound != f.Predicted.Bound || e.Sim.Bound != f.Sim.Bound {
				t.Errorf("baseline %s differs between runs", e.Name)
			}
		}
	}
}
