package roles

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestFirstPassStopsWhenUnbounded: the first pass (fcfs, unlimited
// slots) that stops once N∞ is known to be unbounded (knownUnbounded)
// gives the N∞ of the whole pass, on every example with its own marking
// and with every if-type exec-skip branch marked, and on random
// split-marked kernels, under both premises; and it does stop early
// where the count of splits passes 2^20 long before the pass ends
// (examples/large with every branch marked: most of choose's time under
// fcfs before).
func TestFirstPassStopsWhenUnbounded(t *testing.T) {
	type graph struct {
		name string
		ig   *ipg.Graph
	}
	var graphs []graph
	for _, name := range examples.Names() {
		k, err := kernel.Example(name, kernel.Config{})
		if err != nil {
			t.Fatal(err)
		}
		graphs = append(graphs, graph{"example " + name, k.IPG})
	}
	for seed, n := uint64(1), 0; n < 8; seed++ {
		k := gen.Random(seed, []int{64, 128, 100, 32}[seed%4])
		if !k.SplitMark {
			continue
		}
		n++
		graphs = append(graphs, graph{fmt.Sprintf("gen %d", seed), exampletest.TextIPG(t, "gen.s", k.Assembly(), ipg.Thesis)})
	}
	all := func(br *cfg.Branch) cfg.SplitState {
		if br.Class == cfg.ExecSkip && !br.LoopBack {
			return cfg.SplitOn
		}
		return cfg.SplitOff
	}
	stopped := map[string]bool{}
	for _, gr := range graphs {
		for _, mk := range []string{"own", "all"} {
			var marking func(*cfg.Branch) cfg.SplitState
			if mk == "all" {
				marking = all
			}
			for _, as := range []Assumption{WorstCase, AllExecutions} {
				name := fmt.Sprintf("%s/%s/%s", gr.name, mk, as)
				if testing.Short() && gr.name == "example large" && mk == "all" {
					continue // seconds each without the stop
				}
				// pass returns the first pass' N∞, whether it stopped early
				// and the BDD nodes it made (its work).
				pass := func(stop bool) (ninf int, unbounded bool, nodes int) {
					pre := newPass(gr.ig, infinite, infinite, as, true, tablesOf(gr.ig.CFG), split.FCFS)
					defer pre.d.release()
					pre.marking, pre.stopUnbounded = marking, stop
					if err := pre.run(); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					return pre.unlimitedSplits(), pre.unbounded, pre.d.nodes.n
				}
				want, _, all := pass(false)
				got, early, made := pass(true)
				if got != want {
					t.Errorf("%s: N∞ %d with the early stop, %d without", name, got, want)
				}
				if early {
					stopped[name] = true
					if want != infinite || made > all {
						t.Errorf("%s: stopped after %d of %d BDD nodes, N∞ %d", name, made, all, want)
					}
					if name == "example large/all/worst-case" && 10*made > all {
						t.Errorf("%s: stopped after %d of %d BDD nodes: want a tenth at most", name, made, all)
					}
				}
			}
		}
	}
	if !testing.Short() && !stopped["example large/all/worst-case"] {
		t.Error("examples/large with every branch marked: the first pass did not stop early")
	}
	t.Logf("stopped early: %d cases", len(stopped))
}

// TestFirstPassWholeOnLargeGraphs: a graph of more than maxReachBlocks
// blocks gets no reachability table and no early stop, and the same N∞
// (examples/large with every branch marked, the limit lowered below its
// block count).
func TestFirstPassWholeOnLargeGraphs(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds without the stop")
	}
	k, err := kernel.Example("large", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	all := func(br *cfg.Branch) cfg.SplitState {
		if br.Class == cfg.ExecSkip && !br.LoopBack {
			return cfg.SplitOn
		}
		return cfg.SplitOff
	}
	pass := func() (ninf int, early bool, tabs *graphTables) {
		tabs = newGraphTables(k.IPG.CFG) // its own: tablesOf shares one per graph
		pre := newPass(k.IPG, infinite, infinite, WorstCase, true, tabs, split.FCFS)
		defer pre.d.release()
		pre.marking, pre.stopUnbounded = all, true
		if err := pre.run(); err != nil {
			t.Fatal(err)
		}
		return pre.unlimitedSplits(), pre.unbounded, tabs
	}
	want, early, _ := pass()
	if !early || want != infinite {
		t.Fatalf("under the limit: N∞ %d, stopped early %v; want an early stop at infinite", want, early)
	}
	defer func(n int) { maxReachBlocks = n }(maxReachBlocks)
	maxReachBlocks = len(k.IPG.CFG.Blocks) - 1
	got, early, tabs := pass()
	if got != want || early || tabs.reach != nil {
		t.Errorf("over the limit: N∞ %d (want %d), stopped early %v, reachability made %v", got, want, early, tabs.reach != nil)
	}
}
