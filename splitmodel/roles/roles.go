package roles

// The API of the role analysis: what it assumes (Assumption), what it
// returns (Analysis, Role), and Analyze, which runs the passes (pass.go).

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// Assumption selects what the role analysis assumes about masks at
// split-marked branches.
type Assumption uint8

const (
	// WorstCase is the thesis' premise (Lemma 5.2.1, Theorem 5.2.2): a
	// wavefront that reaches a split-marked if-type exec-skip branch (not a
	// loop exit or loop-back branch) with a free reserve slot splits there
	// unless its mask is provably homogeneous. So the launch wavefront
	// splits at the first S marked branches it executes, and a wavefront
	// that does not split at such a branch has no slot left. A wavefront
	// whose mask is homogeneous where this assumes a split (a partial
	// wavefront, a data-dependent condition) may take paths its role
	// excludes; the thesis argues such executions are never the worst case.
	WorstCase Assumption = iota
	// AllExecutions assumes nothing: at every marked branch the wavefront
	// may split or, with a homogeneous mask, take either side. Sound for
	// every execution, prunes less.
	AllExecutions
)

func (a Assumption) String() string {
	if a == AllExecutions {
		return "all-executions"
	}
	return "worst-case"
}

// ParseAssumption reads "worst-case" or "all-executions" (--assume).
func ParseAssumption(s string) (Assumption, error) {
	switch s {
	case "worst-case":
		return WorstCase, nil
	case "all-executions":
		return AllExecutions, nil
	}
	return 0, fmt.Errorf("--assume %q: want worst-case or all-executions", s)
}

// Role is one split role: j = 0 is the launch wavefront; j >= 1 under
// fcfs the child created by its family's j-th split, under a budgeted
// policy the child holding reserve slot j.
type Role struct {
	J int
	// Absent: under a budgeted policy, no member of a family can hold slot
	// j (the policy gives it to a member that reaches no further split): no
	// execution has role j, and the role has no start, no variant, no
	// problem.
	Absent bool
	// Start is where the role's execution begins: nil for role 0 (the
	// kernel start); for a child, the IPT of the split branch that creates
	// it (the child issues that branch itself).
	Start *ipg.IPT
	// Branch is the split branch creating child j; nil for j = 0.
	Branch *cfg.Branch
	// Range is the split numbers the children of this Start can have
	// (J lies in it); the pruning holds for each of them.
	Range [2]int
	// Removed marks the IPG edges (by Edge.ID) the role can never take:
	// impossible branch outcomes, what only follows them, and what lies
	// before its start.
	Removed []bool
	// Why says, per IPG edge, why it was removed (PruneNone if kept).
	Why []Prune
	// SplitsAt lists the exec-skip branches where the role may split
	// (Always: it splits there whenever it gets there), in layout order.
	SplitsAt []SplitPoint
	// Paths describes the role for reports.
	Paths string
	// Variants lists every way role j can arise when its family's j-th
	// split can be made at more than one branch (under fcfs members race
	// for the last slots; under a budgeted policy slot j can be taken at
	// several branches only when different paths lead there, and under
	// reconvergence at every branch where the slot comes back and is
	// taken again): each with its own Start, Branch and Removed.
	// Variants[0] is the role itself; len(Variants) == 1 in the common
	// case. The role's bound is the maximum over its variants (Problems).
	Variants []*Role
	// Under reconvergence (Options.Reconverge): End is the join IPT where
	// a child made at a reconvergent branch ends, merging into its parent
	// (nil: the role runs to the kernel's end); Merges are the splits the
	// role makes at reconvergent branches, whose children it waits for at
	// their joins.
	End    *ipg.IPT
	Merges []*Merge
}

// Merge is a split a role makes at a reconvergent branch under
// reconvergence: the child runs from the branch to its join and merges
// into the role there, the first of the two to arrive waiting for the
// other (docs/reconvergence.md).
type Merge struct {
	Branch *cfg.Branch
	// At is the branch's IPT, Join the join's: the region's entry and exit.
	At, Join *ipg.IPT
	// Region marks, by IPG edge ID, the edges inside the split's region:
	// those from an IPT reachable from At without passing Join.
	Region []bool
	// Children are the child roles (variants) a split here makes, one per
	// slot the role may hold here.
	Children []*Role
	// Always: the role splits here whenever it gets here; otherwise it may
	// also pass the branch unsplit.
	Always bool
}

// SplitPoint is a branch where a role splits.
type SplitPoint struct {
	Branch *cfg.Branch
	IPT    *ipg.IPT // the branch's IPT, nil when it is not probed
	Always bool
}

// Prune is why an IPG edge is removed for a role.
type Prune uint8

const (
	PruneNone    Prune = iota
	PruneOutcome       // leaves a branch with an outcome the role never takes
	PruneBefore        // lies before the role's start: the role never gets there
	PruneAfter         // only reachable through removed outcomes
	PruneEnd           // leaves the join where the role ends (reconvergence)
)

func (p Prune) String() string {
	return [...]string{"", "outcome", "before start", "unreachable", "after its end"}[p]
}

// Pruned counts the removed edges.
func (r *Role) Pruned() int {
	n := 0
	for _, x := range r.Removed {
		if x {
			n++
		}
	}
	return n
}

// StartIPT returns the role's start IPT (the IPG's start for role 0).
func (r *Role) StartIPT(ig *ipg.Graph) *ipg.IPT {
	if r.Start == nil {
		return ig.Start
	}
	return r.Start
}

// Problem builds the IPET problem of the role (its first variant): the
// IPG with the role's edges removed, from its start to its end. When the
// role has several variants, its bound is the maximum over Problems.
func (r *Role) Problem(ig *ipg.Graph, weights []int64, facts *flowfacts.Facts) *ipet.Problem {
	return &ipet.Problem{IPG: ig, Weights: weights, Facts: facts, Removed: r.Removed, Start: r.Start, End: r.End}
}

// Problems builds one IPET problem per variant of the role.
func (r *Role) Problems(ig *ipg.Graph, weights []int64, facts *flowfacts.Facts) []*ipet.Problem {
	var ps []*ipet.Problem
	for _, v := range r.Variants {
		ps = append(ps, v.Problem(ig, weights, facts))
	}
	return ps
}

// Analysis is the result of Analyze.
type Analysis struct {
	S          int
	Assumption Assumption
	Policy     split.Policy
	// Reconverge: splits at reconvergent branches merge at their joins
	// (Options.Reconverge).
	Reconverge bool
	// Roles are the roles 0..min(S, MaxSplits) under fcfs; under a
	// budgeted policy, 0 up to the largest slot a member can fill, with
	// the slots no member fills in between as absent roles (so len(Roles)
	// may exceed MaxSplits+1).
	Roles []*Role
	// MaxSplits is the most splits a launch wavefront's family can make
	// with S slots (it is S when the kernel offers S or more split
	// opportunities).
	MaxSplits int
	// Unlimited is N∞, the most splits a family can make with unlimited
	// slots; -1 when unbounded (a split-marked branch in a loop), and -1
	// under a budgeted policy, which does not compute it (the fcfs
	// analysis of the same marking does; it does not depend on S or the
	// policy).
	Unlimited int
	// Notes explain the result (fewer roles than S+1, races for slots, ...).
	Notes []string
}

// infinite stands for an unbounded split count.
const infinite = 1 << 20

// Analyze runs the role analysis for S splits per launch wavefront,
// with the split marking the kernel's code sets (cfg.Branch.Split).
func Analyze(ig *ipg.Graph, S int, assume Assumption) (*Analysis, error) {
	return AnalyzeMarked(ig, S, assume, nil)
}

// AnalyzeMarked is Analyze for a hypothetical split marking:
// marking(br) gives the split state each branch would have (nil: the
// code's own, cfg.Branch.Split). Choosing split points evaluates many
// markings of one kernel this way without rewriting its code.
func AnalyzeMarked(ig *ipg.Graph, S int, assume Assumption, marking func(*cfg.Branch) cfg.SplitState) (*Analysis, error) {
	return AnalyzePolicy(ig, S, assume, split.FCFS, marking)
}

// AnalyzePolicy is AnalyzeMarked under a split policy: under fcfs the
// roles of the family's j-th split (Theorem 5.2.2, with races); under a
// budgeted policy the roles of the members holding slots 0..S, derived by
// walking each member's own path with its own budget, one variant per
// start (the Theorem of docs/analyze.md, "Split policies").
func AnalyzePolicy(ig *ipg.Graph, S int, assume Assumption, policy split.Policy, marking func(*cfg.Branch) cfg.SplitState) (*Analysis, error) {
	return AnalyzeWith(ig, Options{S: S, Assume: assume, Policy: policy, Marking: marking})
}

// Options are what AnalyzeWith takes.
type Options struct {
	// S is the reserve slots per launch slot (0..63).
	S      int
	Assume Assumption
	Policy split.Policy
	// Marking gives the split state each branch would have (nil: the
	// code's own, cfg.Branch.Split).
	Marking func(*cfg.Branch) cfg.SplitState
	// Reconverge: the hardware merges a split made at a reconvergent
	// branch (cfg.Branch.Reconverges) at its join (splits.reconverge,
	// docs/reconvergence.md). A child made there ends at the join
	// (Role.End), its parent waits for it there (Role.Merges) and goes on
	// with the slots it held before the split (Theorem R in
	// docs/analyze.md). Budgeted policies only; the IPT placement must
	// probe the branches and joins (ipg.Thesis).
	Reconverge bool
	// Forced: use the one split the hardware cannot refuse, whatever the
	// masks. The launch wavefront, while no member of its family exists
	// yet, reaches a branch the code certainly marks (cfg.SplitOn) with S
	// > 0 free slots: if its effective mask is heterogeneous it splits
	// (every policy lets it: fcfs has S free slots, a budgeted one gives
	// the launch wavefront S; sim.Machine.split). So where it does not
	// split, its mask is homogeneous: it takes one side with its split
	// mask inside EXEC or outside it (pass.decide). It holds for every
	// execution, so it adds to either Assumption; off for kernels with
	// calls unless ModeKept (a callee could change the MODE bit the
	// kernel's marking does not see), under Reconverge and with a
	// hypothetical Marking.
	// With Lanes it also proves masks heterogeneous: where the launch
	// wavefront alone reaches such a branch with EXEC & split and split
	// &^ EXEC each holding a lane of LaunchLanes whatever the unknowns,
	// it splits there.
	Forced bool
	// Lanes are the compares (v_cmp, v_cmpx) whose result, on the lanes
	// active as they issue, is a known set of lane numbers (bit l: lane
	// l), and LaunchLanes the lanes every launch wavefront holds; the
	// caller proves both (staticbound: a compare of the lane number's
	// bits, from v0 = the work-item id of one-dimensional workgroups).
	Lanes       map[*asm.Instruction]uint64
	LaunchLanes uint64
	// ModeKept: no device function the kernel calls can write MODE bit
	// 21 (the caller proves it), so Forced holds for kernels with calls.
	ModeKept bool
}

// AnalyzeWith runs the role analysis with the given options.
func AnalyzeWith(ig *ipg.Graph, o Options) (*Analysis, error) {
	S, assume, policy, marking := o.S, o.Assume, o.Policy, o.Marking
	if ig == nil || ig.CFG == nil {
		return nil, fmt.Errorf("splitmodel: roles need an IPG")
	}
	if S < 0 || S > isa.MaxS {
		return nil, fmt.Errorf("splitmodel: S = %d out of range 0..%d", S, isa.MaxS)
	}
	if o.Reconverge && !policy.Rules().Local() {
		return nil, fmt.Errorf("splitmodel: the role analysis of splits that reconverge needs a budgeted split policy (halve, parent-first, child-first): under fcfs members race for the slots merges return (docs/reconvergence.md)")
	}
	if o.Reconverge && ig.Placement != ipg.Thesis {
		return nil, fmt.Errorf("splitmodel: the role analysis of splits that reconverge needs IPTs at split branches and joins (placement thesis, not %s)", ig.Placement)
	}
	g := ig.CFG
	if b := irreducible(g); b != nil {
		return nil, fmt.Errorf("splitmodel: %s: control flow enters a cycle other than through a loop header; the role analysis needs reducible control flow", b.Name)
	}
	if !policy.Valid() {
		return nil, fmt.Errorf("splitmodel: unknown split policy %d", policy)
	}
	res := &Analysis{S: S, Assumption: assume, Policy: policy, Reconverge: o.Reconverge, Unlimited: -1}

	// First pass (fcfs only): unlimited slots, to bound the splits a
	// family can make. A budgeted policy needs no such bound: each member's
	// budget is exact, and the pass would start a context at every marked
	// branch (hundreds on examples/large, most of the analysis' time).
	tabs := tablesOf(g)
	ninf := infinite
	if !policy.Rules().Local() {
		pre := newPass(ig, infinite, infinite, assume, true, tabs, split.FCFS)
		pre.marking = marking
		pre.stopUnbounded = true
		err := pre.run()
		if err == nil {
			ninf = pre.unlimitedSplits()
		}
		pre.d.release()
		if err != nil {
			return nil, err
		}
		if ninf < infinite {
			res.Unlimited = ninf
		}
	}

	a := newPass(ig, S, ninf, assume, false, tabs, policy)
	defer a.d.release() // nothing of the pass outlives the analysis
	a.marking = marking
	a.reconv = o.Reconverge
	a.forced = o.Forced && !o.Reconverge && marking == nil && (len(g.Calls) == 0 || o.ModeKept)
	if a.forced {
		// Joins that keep what both sides agree on (pass.hull): a
		// member's side of a proven split must survive the merges below.
		a.lanes, a.launchLanes = o.Lanes, o.LaunchLanes
		a.hulls = a.hulls || len(o.Lanes) > 0
	}
	if err := a.run(); err != nil {
		return nil, err
	}
	jmax := 0
	for _, c := range a.ctxs {
		jmax = max(jmax, c.jhi)
	}
	res.MaxSplits = jmax
	var err error
	if a.budgeted {
		if res.Roles, err = a.slotRoles(jmax); err != nil {
			return nil, err
		}
		var absent []string
		for _, r := range res.Roles {
			if r.Absent {
				absent = append(absent, fmt.Sprint(r.J))
				res.MaxSplits--
			}
		}
		if len(absent) > 0 {
			res.Notes = append(res.Notes, fmt.Sprintf("reserve slot(s) %s: no member of a family can hold them (the %s policy gives them to members that reach no further split): no execution has these roles", joinCut(absent, 10), policy))
		}
	} else if res.Roles, err = a.roles(jmax); err != nil {
		return nil, err
	}
	if res.MaxSplits < S {
		if jmax == 0 {
			res.Notes = append(res.Notes, fmt.Sprintf("no wavefront can split (no split-marked exec-skip branch with a divergent mask): role 0 only, not the %d roles S = %d allows", S+1, S))
		} else {
			res.Notes = append(res.Notes, fmt.Sprintf("a launch wavefront's family can split at most %d times: roles 0..%d, not 0..%d", res.MaxSplits, jmax, S))
		}
	}
	var raced []string
	most := 0
	for _, r := range res.Roles {
		if len(r.Variants) > 1 {
			raced = append(raced, fmt.Sprint(r.J))
			most = max(most, len(r.Variants))
		}
	}
	if len(raced) > 0 && a.budgeted {
		res.Notes = append(res.Notes, fmt.Sprintf("roles %s: the member holding the slot can be made at several branches (up to %d), as different paths lead there; each such role has one variant per start and its bound is the worst variant",
			joinCut(raced, 10), most))
	} else if len(raced) > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("roles %s: the family's j-th split can be made at several branches (up to %d), since members race for the remaining slots; each such role has one variant per branch and its bound is the worst variant",
			joinCut(raced, 10), most))
	}
	return res, nil
}

// irreducible returns a block entered by a retreating edge that is not a
// natural loop's back edge, or nil.
func irreducible(g *cfg.Graph) *cfg.Block {
	state := make([]uint8, len(g.Blocks)) // 0 new, 1 on stack, 2 done
	var bad *cfg.Block
	var dfs func(b *cfg.Block)
	dfs = func(b *cfg.Block) {
		state[b.ID] = 1
		for _, e := range b.Succs {
			switch state[e.To.ID] {
			case 0:
				dfs(e.To)
			case 1:
				if !e.Back && bad == nil {
					bad = e.To
				}
			}
		}
		state[b.ID] = 2
	}
	if len(g.Blocks) > 0 {
		dfs(g.Blocks[0])
	}
	return bad
}
