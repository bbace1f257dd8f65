package roles_test

// Role pruning against the simulator: every path a role was observed to
// take must be feasible in its pruned IPG (issue 6, item 6).

import (
	"encoding/binary"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// stream is one wavefront's IPT events: a launch wavefront (split 0) or a
// split child.
type stream struct {
	family, split, parent int
	ipts                  []*ipg.IPT
	outcomes              []ipg.Outcome
	times                 []int64
}

// simulate runs the kernel with probes at every IPT and returns the
// streams in order of first appearance.
func simulate(t testing.TB, k *kernel.Kernel, l *sim.Launch, S int, serial bool, policy split.Policy) []*stream {
	t.Helper()
	hw := timing.Default()
	hw.SplitPolicy = policy
	return simulateOn(t, k, l, S, serial, hw)
}

// simulateOn is simulate on the hardware hw. With splits that reconverge
// a child's stream ends at its join (outcome M: the slot's next member
// starts a new stream), and a parent's arrival at a join (outcome W) is
// left out: its next event is at the same IPT.
func simulateOn(t testing.TB, k *kernel.Kernel, l *sim.Launch, S int, serial bool, hw timing.Config) []*stream {
	t.Helper()
	streams := map[[2]int]*stream{}
	var order []*stream
	opt := timing.Options{S: S, Serial: serial, Probes: k.Probes, Sink: traces.SinkFunc(func(e traces.Event) error {
		if e.Outcome == traces.Arrived {
			return nil
		}
		k := [2]int{e.Family, e.Split}
		if e.Outcome == traces.Merged {
			defer delete(streams, k)
		}
		s := streams[k]
		if s == nil {
			s = &stream{family: e.Family, split: e.Split, parent: e.Parent}
			streams[k] = s
			order = append(order, s)
		}
		o := ipg.Any
		switch e.Outcome {
		case 'T':
			o = ipg.Taken
		case 'N':
			o = ipg.NotTaken
		}
		s.ipts = append(s.ipts, e.IPT)
		s.outcomes = append(s.outcomes, o)
		s.times = append(s.times, e.Time)
		return nil
	})}
	if _, err := timing.Run(k.Program, l, hw, opt); err != nil {
		t.Fatal(err)
	}
	return order
}

// edges maps a stream to IPG edges.
func (s *stream) edges(t testing.TB, ig *ipg.Graph) []*ipg.Edge {
	t.Helper()
	var es []*ipg.Edge
	for i := 0; i+1 < len(s.ipts); i++ {
		e := ig.Edge(s.ipts[i], s.ipts[i+1], s.outcomes[i])
		if e == nil {
			e = ig.Edge(s.ipts[i], s.ipts[i+1], ipg.Any)
		}
		if e == nil {
			t.Fatalf("family %d split %d: no IPG edge %s -%s-> %s", s.family, s.split, s.ipts[i], s.outcomes[i], s.ipts[i+1])
		}
		es = append(es, e)
	}
	return es
}

// checkResult counts what checkRoles found.
type checkResult struct {
	streams, families int
	// premise lists the families exempted because a wavefront's mask was
	// homogeneous where the WorstCase premise has it split.
	premise []int
	// premiseOff counts the exempted families one of whose streams the
	// WorstCase roles do not admit (the premise mattered).
	premiseOff int
	maxSplit   int
}

// checkRoles asserts that every stream is feasible in its role: it starts
// at one of the role's variants' starts and takes no edge that variant
// removed; and that the family makes no more splits than there are roles.
// With the WorstCase premise, families that break the premise (a wave did
// not split at a branch where its role says it splits, though its family
// still had a free slot) are exempted and reported.
func checkRoles(t *testing.T, what string, ig *ipg.Graph, a *roles.Analysis, streams []*stream) checkResult {
	t.Helper()
	var res checkResult
	fam := map[int][]*stream{}
	var fams []int
	for _, s := range streams {
		if fam[s.family] == nil {
			fams = append(fams, s.family)
		}
		fam[s.family] = append(fam[s.family], s)
	}
	sort.Ints(fams)
	res.families = len(fams)
	errors := 0
	for _, f := range fams {
		ss := fam[f]
		if a.Assumption == roles.WorstCase && breaksPremise(t, ig, a, ss) {
			res.premise = append(res.premise, f)
			if !admits(ig, a, ss) {
				res.premiseOff++
			}
			continue
		}
		for _, s := range ss {
			res.streams++
			res.maxSplit = max(res.maxSplit, s.split)
			if s.split >= len(a.Roles) {
				t.Errorf("%s: family %d has split %d, but the analysis gives roles 0..%d", what, f, s.split, len(a.Roles)-1)
				errors++
				continue
			}
			r := a.Roles[s.split]
			var v *roles.Role
			var starts []string
			for _, x := range r.Variants {
				starts = append(starts, x.StartIPT(ig).Name)
				if x.StartIPT(ig) == s.ipts[0] {
					v = x
				}
			}
			if v == nil {
				t.Errorf("%s: family %d split %d starts at %s, role %d starts at %s", what, f, s.split, s.ipts[0], s.split, strings.Join(starts, " or "))
				errors++
				continue
			}
			for _, e := range s.edges(t, ig) {
				if v.Removed[e.ID] {
					t.Errorf("%s: family %d split %d took %s, which role %d (from %s) removed (%s)\n  path %s\n  role: %s",
						what, f, s.split, e, s.split, v.StartIPT(ig), v.Why[e.ID], pathString(s), v.Paths)
					errors++
					break
				}
			}
			if errors > 10 {
				t.Fatalf("%s: too many errors", what)
			}
		}
	}
	return res
}

// admits reports whether the roles admit every stream of a family.
func admits(ig *ipg.Graph, a *roles.Analysis, ss []*stream) bool {
	for _, s := range ss {
		if s.split >= len(a.Roles) {
			return false
		}
		ok := false
		for _, v := range a.Roles[s.split].Variants {
			if v.StartIPT(ig) != s.ipts[0] {
				continue
			}
			ok = true
			for i := 0; i+1 < len(s.ipts); i++ {
				e := ig.Edge(s.ipts[i], s.ipts[i+1], s.outcomes[i])
				if e == nil || v.Removed[e.ID] {
					ok = false
					break
				}
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func pathString(s *stream) string {
	var b strings.Builder
	for i, p := range s.ipts {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(p.Name)
		if o := s.outcomes[i]; o != ipg.Any {
			b.WriteString("(" + o.String()[:1] + ")")
		}
	}
	return b.String()
}

// breaksPremise reports whether a family shows a wavefront that did not
// split at a branch its role has it split at although the family had a
// free slot then.
func breaksPremise(t *testing.T, ig *ipg.Graph, a *roles.Analysis, ss []*stream) bool {
	bySplit := map[int]*stream{}
	for _, s := range ss {
		bySplit[s.split] = s
	}
	if a.Policy.Rules().Local() {
		return breaksBudgetPremise(t, ig, a, ss, bySplit)
	}
	// made[(parent, IPT, event index)]: the parent's event that made a child.
	type at struct{ split, ipt, i int }
	made := map[at]bool{}
	var created []int64 // creation times of the family's splits
	for _, s := range ss {
		if s.split == 0 {
			continue
		}
		p := bySplit[s.parent]
		if p == nil {
			return true
		}
		i := -1
		for k := range p.ipts {
			if p.ipts[k] == s.ipts[0] && p.times[k] <= s.times[0] {
				i = k
			}
		}
		if i < 0 {
			return true
		}
		made[at{p.split, s.ipts[0].ID, i}] = true
		created = append(created, p.times[i])
	}
	for _, s := range ss {
		if s.split >= len(a.Roles) {
			return true
		}
		var v *roles.Role
		for _, x := range a.Roles[s.split].Variants {
			if x.StartIPT(ig) == s.ipts[0] {
				v = x
			}
		}
		if v == nil {
			return true
		}
		for _, sp := range v.SplitsAt {
			if sp.IPT == nil || loopBranch(sp.Branch) {
				continue
			}
			for i, p := range s.ipts {
				if p != sp.IPT || i == 0 && s.split > 0 || made[at{s.split, p.ID, i}] {
					continue
				}
				before := 0
				for _, t := range created {
					if t < s.times[i] {
						before++
					}
				}
				if before < a.S {
					return true // a free slot, no split
				}
			}
		}
	}
	return false
}

// breaksBudgetPremise is breaksPremise under a budgeted policy: each
// member's slots are replayed from the launch wavefront's (1..S) along the
// splits it made (a child must hold the slot the policy gives it: an
// error otherwise); a member that passes a forward branch its role splits
// at without splitting while it holds a slot broke the premise.
func breaksBudgetPremise(t *testing.T, ig *ipg.Graph, a *roles.Analysis, ss []*stream, bySplit map[int]*stream) bool {
	children := map[int][]*stream{}
	for _, s := range ss {
		if s.split > 0 {
			children[s.parent] = append(children[s.parent], s)
		}
	}
	slots := map[int]split.Slots{0: {Next: 1, Budget: a.S}}
	queue := []*stream{bySplit[0]}
	broken := false
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == nil || s.split >= len(a.Roles) {
			return true
		}
		var v *roles.Role
		for _, x := range a.Roles[s.split].Variants {
			if x.StartIPT(ig) == s.ipts[0] {
				v = x
			}
		}
		splitsAt := map[*ipg.IPT]bool{}
		if v != nil {
			for _, sp := range v.SplitsAt {
				if sp.IPT != nil && !loopBranch(sp.Branch) {
					splitsAt[sp.IPT] = true
				}
			}
		}
		// The children s made, by the index of the creating event (the
		// last visit of their start at or before their first event).
		madeAt := map[int]*stream{}
		for _, kid := range children[s.split] {
			at := -1
			for i := range s.ipts {
				if s.ipts[i] == kid.ipts[0] && s.times[i] <= kid.times[0] {
					at = i
				}
			}
			if at < 0 || madeAt[at] != nil {
				return true
			}
			madeAt[at] = kid
		}
		sl := slots[s.split]
		for i, p := range s.ipts {
			if i == 0 && s.split > 0 {
				continue // the branch that made s
			}
			if kid := madeAt[i]; kid != nil {
				slot, cs, ps := a.Policy.Rules().Split(sl, split.Family{S: a.S})
				if slot != kid.split || sl.Budget < 1 {
					t.Errorf("family %d: split %d made a child with slot %d, the %s policy gives slot %d (budget %d)", s.family, s.split, kid.split, a.Policy, slot, sl.Budget)
					return true
				}
				slots[slot], sl = cs, ps
				queue = append(queue, kid)
				continue
			}
			if splitsAt[p] && sl.Budget >= 1 {
				broken = true
			}
		}
	}
	return broken
}

// loopBranch reports whether an exec-skip branch exits or closes a loop
// (the premise does not cover those).
func loopBranch(br *cfg.Branch) bool {
	if br.LoopBack {
		return true
	}
	for _, e := range br.Block.Succs {
		if e.Back {
			return true
		}
		for l := br.Block.Loop; l != nil; l = l.Parent {
			if !l.Contains(e.To) {
				return true
			}
		}
	}
	return false
}

// exampleKernel loads an example for simulation: CFG, IPG and simulator
// program from one parse, so IPTs and simulator instructions match.
func exampleKernel(t testing.TB, name string) *kernel.Kernel {
	t.Helper()
	k, err := kernel.Example(name, kernel.Config{Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	return k
}

var simS = []int{0, 1, 2, 3, 4, 8, 63}

// policies are every split policy, the default first.
var policies = []split.Policy{split.Halve, split.FCFS, split.ParentFirst, split.ChildFirst}

func analyzeP(t testing.TB, ig *ipg.Graph, S int, assume roles.Assumption, p split.Policy) *roles.Analysis {
	t.Helper()
	a, err := roles.AnalyzePolicy(ig, S, assume, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestRolesAgreeWithSimulator: issue 6 item 6, on every example with
// split marking, every S, every split policy, both modes and every input
// set.
// Requirements: REQ-SND-6 (docs/qualification/requirements.md).
func TestRolesAgreeWithSimulator(t *testing.T) {
	assumes := []roles.Assumption{roles.WorstCase, roles.AllExecutions}
	for _, name := range splitExamples(t) {
		k := exampleKernel(t, name)
		ig, wf := k.IPG, k.Workload
		for _, S := range simS {
			for _, pol := range policies {
				if testing.Short() && pol != split.Halve && name != "ifelse_split" {
					continue
				}
				type tally struct{ fams, streams, broken, off, maxSplit int }
				var as []*roles.Analysis
				for _, assume := range assumes {
					as = append(as, analyzeP(t, ig, S, assume, pol))
				}
				tallies := make([]tally, len(as))
				for _, set := range wf.Sets {
					for _, serial := range []bool{false, true} {
						if S == 0 && serial {
							continue
						}
						ss := simulate(t, k, set.Launch, S, serial, pol)
						for i, a := range as {
							what := fmt.Sprintf("%s S=%d %s %s set %s serial=%v", name, S, pol, a.Assumption, set.Name, serial)
							res := checkRoles(t, what, ig, a, ss)
							tl := &tallies[i]
							tl.fams += res.families
							tl.streams += res.streams
							tl.broken += len(res.premise)
							tl.off += res.premiseOff
							tl.maxSplit = max(tl.maxSplit, res.maxSplit)
							if name == "ifelse_split" && len(res.premise) > 0 {
								t.Errorf("%s: families %v break the premise", what, res.premise)
							}
						}
					}
				}
				for i, a := range as {
					tl := tallies[i]
					t.Logf("%s S=%d %s %s: %d families, %d streams feasible in their roles (roles 0..%d, splits seen up to %d); %d families broke the premise (%d of them took a path their roles exclude)",
						name, S, pol, a.Assumption, tl.fams, tl.streams, len(a.Roles)-1, tl.maxSplit, tl.broken, tl.off)
				}
			}
		}
	}
}

// splitExamples are the examples with split-marked code (the others have
// role 0 only: TestRolesAllExamples).
func splitExamples(t testing.TB) []string {
	var names []string
	for _, name := range examples.Names() {
		if strings.HasSuffix(name, "_split") {
			names = append(names, name)
		}
	}
	if len(names) < 5 {
		t.Fatalf("split-marked examples %v: want the five of examples/", names)
	}
	return names
}

func i32bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

// genLaunch is a launch of a generated kernel.
func genLaunch(size, groups int) *sim.Launch {
	tab := make([]int32, 256)
	for i := range tab {
		tab[i] = int32(i*2654435761>>7) % 5000
	}
	return &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}, Args: []sim.Arg{
		{Name: "tab", Buffer: i32bytes(tab), IsBuffer: true},
		{Name: "out", Buffer: make([]byte, 4*groups*size), IsBuffer: true, Output: true},
		{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true},
	}}
}

// checkGen simulates a generated kernel for each S and checks both
// assumptions; it returns the families checked under WorstCase and those
// exempted.
func checkGen(t *testing.T, name string, k *gen.Kernel, groups int, Ss []int, serial bool, pols ...split.Policy) (checked, exempt, off int) {
	t.Helper()
	src := k.Assembly()
	kn, err := kernel.FromText("gen.s", []byte(src), kernel.Config{Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	ig := kn.IPG
	if len(pols) == 0 {
		pols = policies
	}
	for _, S := range Ss {
		for _, pol := range pols {
			ss := simulate(t, kn, genLaunch(k.Size, groups), S, serial, pol)
			for _, assume := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
				a := analyzeP(t, ig, S, assume, pol)
				res := checkRoles(t, fmt.Sprintf("%s S=%d %s %s", name, S, pol, assume), ig, a, ss)
				if assume == roles.WorstCase {
					checked += res.families - len(res.premise)
					exempt += len(res.premise)
					off += res.premiseOff
				}
			}
			if t.Failed() {
				t.Logf("kernel:\n%s", src)
				t.FailNow()
			}
		}
	}
	return checked, exempt, off
}

// TestRoleShapesAgreeWithSimulator: sequential, nested and in-loop marked
// branches (roles_test.go), full wavefronts, both modes.
func TestRoleShapesAgreeWithSimulator(t *testing.T) {
	for _, sh := range shapes {
		for _, serial := range []bool{false, true} {
			for _, pol := range policies {
				checked, exempt, off := checkGen(t, sh.name, sh.k, 2, simS, serial, pol)
				t.Logf("%s serial=%v %s: WorstCase checked %d families; %d broke the premise, %d of them took a path their roles exclude", sh.name, serial, pol, checked, exempt, off)
				loop := strings.Contains(sh.name, "loop")
				if exempt > 0 && !loop {
					t.Errorf("%s %s: %d families broke the premise, with lane-bit conditions on full wavefronts", sh.name, pol, exempt)
				}
				// A marked if in a loop body sees in the second iteration
				// the mask its first split already separated: homogeneous,
				// where a member that still holds a slot splits under the
				// premise. Under fcfs the race's "no slot left" alternative
				// happens to admit that path; with a budget the member's
				// slots are exact and the WorstCase role excludes it (the
				// kernel model then falls back to all-executions roles,
				// which checkGen checks for every family).
				if off > 0 && !(loop && pol.Rules().Local()) {
					t.Errorf("%s %s: %d families took paths their WorstCase roles exclude", sh.name, pol, off)
				}
			}
		}
	}
}

// TestRolesAgreeWithSimulatorRandom runs split-marked random kernels
// (traces/sim/gen: nested if/else, divergent loops, all marked for
// splitting; partial wavefronts and data-dependent conditions).
// AllExecutions must agree with every family; WorstCase with every family
// that keeps its premise.
//
// Each kernel runs under every split policy at S = 0, 1, 2, 3, 4, 8, 63.
// SPLITWCET_ROLE_KERNELS=500 runs 500 kernels (docs/analyze.md records
// the result; about 15 minutes on a loaded 2-core machine).
func TestRolesAgreeWithSimulatorRandom(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 8
	}
	if v, err := strconv.Atoi(os.Getenv("SPLITWCET_ROLE_KERNELS")); err == nil && v > 0 {
		n = v
	}
	var total, exempt, off, kernels int
	for seed := uint64(1); kernels < n && seed < 100*uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		groups := 1 + int(seed%3)
		k := gen.Random(seed, size)
		if !k.SplitMark {
			continue
		}
		kernels++
		c, e, o := checkGen(t, fmt.Sprintf("gen seed %d", seed), k, groups, simS, seed%2 == 0)
		total += c + e
		exempt += e
		off += o
	}
	t.Logf("%d random kernels; WorstCase: %d of %d families broke the premise (homogeneous masks at marked branches) and were checked under AllExecutions only; %d of those took a path their WorstCase roles exclude",
		kernels, exempt, total, off)
}
