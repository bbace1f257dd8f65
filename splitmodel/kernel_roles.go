package splitmodel

// The kernel model's view of the split roles (package roles): RoleInput
// per role, with its variants.

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// WorstCaseRoles is the RolesFunc 'splitwcet analyze' uses: the role
// analysis (roles.Analyze) under the thesis' worst-case premise, for S >= 1; for
// S = 0 only role 0, the launch wavefront, with nothing pruned.
//
// A kernel with no exec-skip branch that may be split-marked cannot split:
// for it every S is S = 0 (this skips the role analysis, which costs about
// 0.2 s per S on examples/large).
//
// It is the fcfs policy's; PolicyRoles(roles.WorstCase, p) is policy p's.
func WorstCaseRoles(ig *ipg.Graph, S int) ([]RoleInput, []string, error) {
	return rolesUnder(ig, S, roles.WorstCase, split.FCFS)
}

// RolesUnder returns the RolesFunc of the role analysis under assume:
// WorstCaseRoles for roles.WorstCase; for roles.AllExecutions, roles that admit every
// execution (a marked branch may also see a homogeneous mask: partial
// wavefronts, data-dependent conditions), which prune less.
//
// It is the fcfs policy's; PolicyRoles(assume, p) is policy p's.
func RolesUnder(assume roles.Assumption) RolesFunc {
	return PolicyRoles(assume, split.FCFS)
}

// PolicyRoles returns the RolesFunc of the role analysis under assume and
// the split policy p (roles.AnalyzePolicy): under fcfs role j is the
// family's j-th split, under a budgeted policy the member holding slot j.
func PolicyRoles(assume roles.Assumption, p split.Policy) RolesFunc {
	return func(ig *ipg.Graph, S int) ([]RoleInput, []string, error) { return rolesUnder(ig, S, assume, p) }
}

// UseRoles sets the options' roles to the role analysis under assume and,
// under the worst-case premise, the all-executions roles as the fallback
// for runs where the premise fails (sound by default). The analysis runs
// under the split policy of the options' hardware (HW.Policy) when the
// kernel model calls it; Roles and Fallback hold the fcfs ones until then.
func (o *KernelOptions) UseRoles(assume roles.Assumption) {
	o.Roles, o.Assumption, o.Fallback = RolesUnder(assume), assume.String(), nil
	o.analysis, o.assume = true, assume
	if assume == roles.WorstCase {
		o.Fallback = RolesUnder(roles.AllExecutions)
	}
}

// SetRoles sets the roles as analyze's --roles and --assume say: "analysis"
// (the role analysis under the assumption, UseRoles) or "traces" (no role
// analysis: AnalyzeKernel takes each role's start from the traces and
// prunes nothing, looser; for comparison).
func (o *KernelOptions) SetRoles(how, assume string) error {
	a, err := roles.ParseAssumption(assume)
	if err != nil {
		return err
	}
	switch how {
	case "analysis":
		o.UseRoles(a)
		return nil
	case "traces":
		o.Roles, o.Fallback, o.analysis = nil, nil, false
		return nil
	}
	return fmt.Errorf("--roles %q: want analysis or traces", how)
}

func rolesUnder(ig *ipg.Graph, S int, assume roles.Assumption, p split.Policy) ([]RoleInput, []string, error) {
	if S == 0 {
		return []RoleInput{{J: 0}}, nil, nil
	}
	if !maySplit(ig.CFG) {
		return []RoleInput{{J: 0}}, []string{fmt.Sprintf("no exec-skip branch is split-marked (MODE bit 21): no wavefront can split, so S = %d has role 0 only, as S = 0", S)}, nil
	}
	ra, err := roles.AnalyzePolicy(ig, S, assume, p, nil)
	if err != nil {
		return nil, nil, err
	}
	out := make([]RoleInput, len(ra.Roles))
	for i, r := range ra.Roles {
		out[i] = roleInputOf(r)
		for _, v := range r.Variants {
			out[i].Variants = append(out[i].Variants, roleInputOf(v))
		}
		if len(out[i].Variants) == 1 {
			out[i].Variants = nil
		}
	}
	return out, ra.Notes, nil
}

// maySplit reports whether some exec-skip branch may run with MODE bit 21
// set.
func maySplit(g *cfg.Graph) bool {
	for _, br := range g.Branches {
		if br.Class == cfg.ExecSkip && (br.Split == cfg.SplitOn || br.Split == cfg.SplitMixed) {
			return true
		}
	}
	return false
}

func roleInputOf(r *roles.Role) RoleInput {
	return RoleInput{J: r.J, Absent: r.Absent, Start: r.Start, Removed: r.Removed, Branch: r.Branch, Paths: r.Paths}
}

// allEdges marks every one of n IPG edges removed: the pruning of a role
// no execution has (RoleInput.Absent).
func allEdges(n int) []bool {
	r := make([]bool, n)
	for i := range r {
		r[i] = true
	}
	return r
}
