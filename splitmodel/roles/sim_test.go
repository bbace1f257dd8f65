package roles_test

// Role pruning against the simulator: every path a role was observed to
// take must be feasible in its pruned IPG (issue 6, item 6).

import (
	"encoding/binary"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/internal/kernel"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
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
func simulate(t testing.TB, k *kernel.Kernel, l *sim.Launch, S int, serial bool) []*stream {
	t.Helper()
	streams := map[[2]int]*stream{}
	var order []*stream
	opt := timing.Options{S: S, Serial: serial, Probes: k.Probes, Sink: traces.SinkFunc(func(e traces.Event) error {
		k := [2]int{e.Family, e.Split}
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
	if _, err := timing.Run(k.Program, l, timing.Default(), opt); err != nil {
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
		if a.Assumption == roles.WorstCase && breaksPremise(ig, a, ss) {
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
func breaksPremise(ig *ipg.Graph, a *roles.Analysis, ss []*stream) bool {
	bySplit := map[int]*stream{}
	for _, s := range ss {
		bySplit[s.split] = s
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

var simS = []int{0, 1, 2, 4, 8, 63}

// TestRolesAgreeWithSimulator: issue 6 item 6, on every example with
// split marking, every S, both modes and every input set.
func TestRolesAgreeWithSimulator(t *testing.T) {
	for _, name := range []string{"ifelse_split", "synthetic_split"} {
		k := exampleKernel(t, name)
		ig, wf := k.IPG, k.Workload
		for _, S := range simS {
			for _, assume := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
				a, err := roles.Analyze(ig, S, assume)
				if err != nil {
					t.Fatal(err)
				}
				var fams, streams, broken, off, maxSplit int
				for _, set := range wf.Sets {
					for _, serial := range []bool{false, true} {
						if S == 0 && serial {
							continue
						}
						what := fmt.Sprintf("%s S=%d %s set %s serial=%v", name, S, assume, set.Name, serial)
						ss := simulate(t, k, set.Launch, S, serial)
						res := checkRoles(t, what, ig, a, ss)
						fams += res.families
						streams += res.streams
						broken += len(res.premise)
						off += res.premiseOff
						maxSplit = max(maxSplit, res.maxSplit)
						if name == "ifelse_split" && len(res.premise) > 0 {
							t.Errorf("%s: families %v break the premise", what, res.premise)
						}
					}
				}
				t.Logf("%s S=%d %s: %d families, %d streams feasible in their roles (roles 0..%d, splits seen up to %d); %d families broke the premise (%d of them took a path their roles exclude)",
					name, S, assume, fams, streams, len(a.Roles)-1, maxSplit, broken, off)
			}
		}
	}
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
func checkGen(t *testing.T, name string, k *gen.Kernel, groups int, Ss []int, serial bool) (checked, exempt, off int) {
	t.Helper()
	src := k.Assembly()
	kn, err := kernel.FromText("gen.s", []byte(src), kernel.Config{Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	ig := kn.IPG
	for _, S := range Ss {
		ss := simulate(t, kn, genLaunch(k.Size, groups), S, serial)
		for _, assume := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
			a := analyze(t, ig, S, assume)
			res := checkRoles(t, fmt.Sprintf("%s S=%d %s", name, S, assume), ig, a, ss)
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
	return checked, exempt, off
}

// TestRoleShapesAgreeWithSimulator: sequential, nested and in-loop marked
// branches (roles_test.go), full wavefronts, both modes.
func TestRoleShapesAgreeWithSimulator(t *testing.T) {
	for _, sh := range shapes {
		for _, serial := range []bool{false, true} {
			checked, exempt, off := checkGen(t, sh.name, sh.k, 2, simS, serial)
			t.Logf("%s serial=%v: WorstCase checked %d families; %d broke the premise, %d of them took a path their roles exclude", sh.name, serial, checked, exempt, off)
			if exempt > 0 && !strings.Contains(sh.name, "loop") {
				t.Errorf("%s: %d families broke the premise, with lane-bit conditions on full wavefronts", sh.name, exempt)
			}
			if off > 0 {
				t.Errorf("%s: %d families took paths their WorstCase roles exclude", sh.name, off)
			}
		}
	}
}

// TestRolesAgreeWithSimulatorRandom runs split-marked random kernels
// (traces/sim/gen: nested if/else, divergent loops, all marked for
// splitting; partial wavefronts and data-dependent conditions).
// AllExecutions must agree with every family; WorstCase with every family
// that keeps its premise.
func TestRolesAgreeWithSimulatorRandom(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 8
	}
	var total, exempt, off, kernels int
	for seed := uint64(1); kernels < n && seed < 1000; seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		groups := 1 + int(seed%3)
		k := gen.Random(seed, size)
		if !k.SplitMark {
			continue
		}
		kernels++
		c, e, o := checkGen(t, fmt.Sprintf("gen seed %d", seed), k, groups, []int{0, 1, 2, 4, 63}, seed%2 == 0)
		total += c + e
		exempt += e
		off += o
	}
	t.Logf("%d random kernels; WorstCase: %d of %d families broke the premise (homogeneous masks at marked branches) and were checked under AllExecutions only; %d of those took a path their WorstCase roles exclude",
		kernels, exempt, total, off)
}
