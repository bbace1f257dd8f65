package choose

import (
	"reflect"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestAnalysesShared checks Model.Roles' sharing of role analyses between
// markings (Model.analysed): on small examples, under fcfs and the default
// policy, the analysis it returns for every marking of one or two of the
// first candidates equals a fresh analysis of that marking, and some of
// them were shared (a candidate the analysis never asked about).
func TestAnalysesShared(t *testing.T) {
	shared := 0
	for _, name := range []string{"nested", "synthetic_split", "halo_split", "reduce", "ifelse_split"} {
		k, err := kernel.Example(name, kernel.Config{})
		if err != nil {
			t.Fatal(err)
		}
		cands, _ := Candidates(k.IPG)
		n := min(len(cands), 6)
		var mks []Marking
		for i := 0; i < n; i++ {
			mks = append(mks, NewMarking(i))
			for j := i + 1; j < n; j++ {
				mks = append(mks, NewMarking(i, j))
			}
		}
		for _, p := range []split.Policy{split.Halve, split.FCFS} {
			m := &Model{IPG: k.IPG, S: 2, Policy: p, Cands: cands}
			for _, mk := range mks {
				got, err := m.Roles(mk)
				if err != nil {
					t.Fatal(err)
				}
				want, err := roles.AnalyzeWith(k.IPG, roles.Options{S: 2, Assume: roles.WorstCase, Policy: p, Marking: m.marking(mk)})
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s, %s, marking %s: the analysis Roles gave differs from a fresh one", name, p, m.Describe(mk))
				}
			}
			shared += len(m.ras) - len(m.asked)
		}
	}
	if shared == 0 {
		t.Fatal("no analysis was shared: the test does not exercise the sharing")
	}
	t.Logf("%d analyses shared", shared)
}
