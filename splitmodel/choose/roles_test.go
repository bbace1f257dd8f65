package choose

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestMappedRoles: the roles the model carries over to an emitted kernel
// (Result.mappedRoles) are those 'splitwcet analyze' computes on the
// emitted kernel itself (splitmodel.PolicyRoles under the model's split
// policy), under the default policy and fcfs.
func TestMappedRoles(t *testing.T) {
	for _, name := range []string{"ifelse", "ifelse_split", "nested", "divloop", "dptile", "frontier", "reduce", "synthetic_split"} {
		g, ig, src := exampleIPG(t, name)
		cands, _ := Candidates(ig)
		for _, c := range []struct {
			S   int
			pol split.Policy
		}{{1, split.Halve}, {3, split.Halve}, {1, split.FCFS}, {3, split.FCFS}} {
			S := c.S
			m := &Model{IPG: ig, S: S, Policy: c.pol, Weights: make([]int64, len(ig.Edges)), Cands: cands, Sets: []SetTerms{{B: 1}}}
			r := &Result{IPG: ig, Graph: g, Model: m, S: S, Candidates: cands, src: src}
			var alt Marking
			for i := range cands {
				if i%2 == 1 || len(cands) == 1 {
					alt = append(alt, i)
				}
			}
			for _, mk := range []Marking{m.FirstS(), alt} {
				em, err := r.Emit(mk)
				if err != nil {
					t.Fatal(err)
				}
				_, g2 := emitAndParse(t, name, em.Text, nil, nil)
				ig2, err := ipg.Build(g2, ipg.Thesis)
				if err != nil {
					t.Fatal(err)
				}
				if !sameShape(ig, ig2) {
					t.Errorf("%s %s: the emitted IPG differs in shape", name, m.Describe(mk))
					continue
				}
				rf, err := r.mappedRoles(mk, ig2)
				if err != nil {
					t.Fatal(err)
				}
				got, _, err := rf(ig2, S)
				if err != nil {
					t.Fatal(err)
				}
				want, _, err := splitmodel.PolicyRoles(roles.WorstCase, c.pol)(ig2, S)
				if err != nil {
					t.Fatal(err)
				}
				if a, b := rolesString(got), rolesString(want); a != b {
					t.Errorf("%s S=%d %s %s: mapped roles\n%s\nanalysis of the emitted kernel\n%s", name, S, c.pol, m.Describe(mk), a, b)
				}
			}
		}
	}
}

func rolesString(rs []splitmodel.RoleInput) string {
	s := ""
	one := func(r splitmodel.RoleInput) string {
		st, br := "start", "-"
		if r.Start != nil {
			st = r.Start.Name
		}
		if r.Branch != nil {
			br = r.Branch.Block.Name
		}
		rm := ""
		for i, x := range r.Removed {
			if x {
				rm += fmt.Sprintf("%d,", i)
			}
		}
		return fmt.Sprintf("j=%d start=%s branch=%s removed=[%s]", r.J, st, br, rm)
	}
	for _, r := range rs {
		s += one(r) + "\n"
		for _, v := range r.Variants {
			s += "   variant " + one(v) + "\n"
		}
	}
	return s
}

// TestRolesDeterministic: the role analysis of one marking gives the same
// roles every time (it once made BDD variables in map order, which
// changed what its size caps forgot: examples/large's L^0 varied by 5 %).
func TestRolesDeterministic(t *testing.T) {
	_, ig, _ := exampleIPG(t, "large")
	cands, _ := Candidates(ig)
	var mk Marking
	for _, c := range cands {
		switch c.Label() {
		case ".LBB0_124", ".LBB0_129", ".LBB0_130", ".LBB0_355":
			mk = append(mk, c.Index)
		}
	}
	var first string
	for i := 0; i < 6; i++ {
		m := &Model{IPG: ig, S: 2, Weights: make([]int64, len(ig.Edges)), Cands: cands, Sets: []SetTerms{{B: 1}}}
		ra, err := m.Roles(mk)
		if err != nil {
			t.Fatal(err)
		}
		s := ""
		for _, r := range ra.Roles {
			for _, v := range r.Variants {
				s += fmt.Sprintf("%d %v %d;", r.J, v.StartIPT(ig), v.Pruned())
				for id, x := range v.Removed {
					if x {
						s += fmt.Sprint(id, ",")
					}
				}
			}
		}
		if i == 0 {
			first = s
		} else if s != first {
			t.Fatalf("run %d: the roles differ from the first run's", i)
		}
	}
}
