package timing

import (
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// Instructions of the arbiter tests, by PC.
const (
	pcVALU = iota
	pcSALU
	pcVMEM
	pcQuarter
)

var arbInfo = []tinst{
	pcVALU:    {u: uVALU, issue: 4},
	pcSALU:    {u: uSALU, issue: 4},
	pcVMEM:    {u: uVMEM, issue: 4},
	pcQuarter: {u: uVALU, issue: 16},
}

// recorder issues by advancing the wave past its instruction's issue time.
type recorder struct{ got []*twave }

func (r *recorder) issue(s *simdState, w *twave, ti *tinst, t int64) error {
	r.got = append(r.got, w)
	w.next = t + ti.issue
	return nil
}

// arbTest is SIMD 0 of a CU with the arbiter's pipelines.
// pipesOf is the busy-until cycles of s's vector pipelines, the base one first.
func pipesOf(s *simdState) []int64 {
	p := append([]int64(nil), s.pipes...)
	p[0] = s.base
	return p
}

func arbTest(a arbiter) *simdState {
	return newCU(0, testHW(nil), a.width).simds[0]
}

// member adds a wave of family f (split id j, split mask) to s at pc.
func member(s *simdState, f *family, j int, mask uint64, pc int) *twave {
	f.simd = s
	w := &twave{w: &sim.Wave{SplitID: j, Split: mask, PC: pc}, fam: f, age: f.age*64 + int64(j), nk: uint8(arbInfo[pc].u)}
	s.join(w)
	return w
}

func issued(ws []*twave) []string {
	var s []string
	for _, w := range ws {
		s = append(s, fmt.Sprintf("family %d split %d", w.fam.id, w.w.SplitID))
	}
	return s
}

// visitOnce runs one visit at t and returns who issued.
func visitOnce(t *testing.T, a *arbiter, s *simdState, at int64) (got []*twave, co bool) {
	t.Helper()
	var r recorder
	co, err := a.visitAny(s, at, &r)
	if err != nil {
		t.Fatal(err)
	}
	return r.got, co
}

// family f: a launch wave on lanes 0-31 and its split on lanes 32-63, both
// at pc; family g: one unsplit wave at pc.
func twoFamilies(s *simdState, pc int) (f0, f1, g *twave) {
	f := &family{id: 0, age: 0}
	gf := &family{id: 1, age: 1}
	f0 = member(s, f, 0, 0xffffffff, pc)
	f1 = member(s, f, 1, 0xffffffff00000000, pc)
	g = member(s, gf, 0, ^uint64(0), pc)
	return
}

// The parallel guarantee: in the parallel mode with S = 1 the launch wave
// and its split co-issue on the SIMD's two vector pipelines; the other
// family waits for the next visit. Serialized, or at S = 0, one issues.
func TestArbiterParallelGuarantee(t *testing.T) {
	for _, c := range []struct {
		name    string
		par     bool
		S       int
		issued  int
		co      bool
		pipesAt []int64
	}{
		{"parallel S=1", true, 1, 2, true, []int64{4, 4}},
		{"serial S=1", false, 1, 1, false, []int64{4}},
		{"S=0", false, 0, 1, false, []int64{4}},
	} {
		a := newArbiter(OldestFirst, c.par, c.S, arbInfo)
		s := arbTest(a)
		f0, f1, _ := twoFamilies(s, pcVALU)
		got, co := visitOnce(t, &a, s, 0)
		want := []*twave{f0, f1}[:c.issued]
		if !equal(got, want) || co != c.co || !equal(pipesOf(s), c.pipesAt) {
			t.Errorf("%s: issued %v (co-issue %v, pipes %v), want %v (%v, %v)", c.name, issued(got), co, pipesOf(s),
				issued(want), c.co, c.pipesAt)
		}
		if s.wake != 1 {
			t.Errorf("%s: wake %d, want 1 (the next cycle: its next visit)", c.name, s.wake)
		}
	}
}

// Scalar pipelines are duplicated too; memory units are not: the split's
// load waits although its family took the unit.
func TestArbiterMemoryNotDuplicated(t *testing.T) {
	a := newArbiter(OldestFirst, true, 1, arbInfo)
	s := arbTest(a)
	f0, f1, _ := twoFamilies(s, pcSALU)
	if got, co := visitOnce(t, &a, s, 0); !equal(got, []*twave{f0, f1}) || !co {
		t.Errorf("salu: issued %v (co-issue %v), want the family's two waves", issued(got), co)
	}
	s = arbTest(a)
	f0, _, _ = twoFamilies(s, pcVMEM)
	if got, co := visitOnce(t, &a, s, 0); !equal(got, []*twave{f0}) || co {
		t.Errorf("vmem: issued %v (co-issue %v), want the launch wave alone", issued(got), co)
	}
}

// At most S+1 waves of a kind per visit, one per pipeline.
func TestArbiterWidth(t *testing.T) {
	a := newArbiter(OldestFirst, true, 1, arbInfo)
	s := arbTest(a)
	f := &family{}
	ws := []*twave{member(s, f, 0, 0xff, pcSALU), member(s, f, 1, 0xff00, pcSALU), member(s, f, 2, 0xff0000, pcSALU)}
	if got, _ := visitOnce(t, &a, s, 0); !equal(got, ws[:2]) {
		t.Errorf("issued %v, want the first two", issued(got))
	}
}

// Different unit kinds issue in the same visit from different families;
// one kind issues once per visit for waves of different families.
func TestArbiterOnePerKind(t *testing.T) {
	a := newArbiter(OldestFirst, true, 1, arbInfo)
	s := arbTest(a)
	v := member(s, &family{age: 0}, 0, ^uint64(0), pcVALU)
	x := member(s, &family{age: 1}, 0, ^uint64(0), pcSALU)
	member(s, &family{age: 2}, 0, ^uint64(0), pcVALU)
	if got, co := visitOnce(t, &a, s, 0); !equal(got, []*twave{v, x}) || co {
		t.Errorf("issued %v (co-issue %v), want the VALU and the SALU wave", issued(got), co)
	}
}

// A VALU instruction waits for a free pipeline: a quarter-rate instruction
// holds the only pipeline 16 cycles, and the SIMD wakes then.
func TestArbiterPipelineBusy(t *testing.T) {
	a := newArbiter(OldestFirst, false, 0, arbInfo)
	s := arbTest(a)
	q := member(s, &family{age: 0}, 0, ^uint64(0), pcQuarter)
	if got, _ := visitOnce(t, &a, s, 0); !equal(got, []*twave{q}) {
		t.Fatalf("issued %v", issued(got))
	}
	// Both waves are ready at 4 with a full-rate instruction.
	member(s, &family{age: 1}, 0, ^uint64(0), pcVALU).next = 4
	q.w.PC, q.next = pcVALU, 4
	if got, _ := visitOnce(t, &a, s, 4); len(got) != 0 || s.wake != 16 {
		t.Errorf("issued %v, wake %d; want none until 16", issued(got), s.wake)
	}
}

// A memory instruction does not issue while its unit's queue is full; the
// SIMD wakes when the queue has room.
func TestArbiterQueueFull(t *testing.T) {
	a := newArbiter(OldestFirst, false, 0, arbInfo)
	s := arbTest(a)
	s.cu.vmem = newVectorMemory(testHW(func(h *Config) { h.VMemQueue = 1 }))
	s.cu.vmem.accept(0, 40)
	s.cu.qfull[1] = s.cu.vmem.full() // as runner.charge keeps it
	member(s, &family{}, 0, ^uint64(0), pcVMEM)
	if got, _ := visitOnce(t, &a, s, 8); len(got) != 0 || s.wake != 40 {
		t.Errorf("issued %v, wake %d; want none until 40", issued(got), s.wake)
	}
}

// Waves not ready: the SIMD wakes at the earliest next issue; a wave at a
// barrier does not count (its release wakes the SIMD).
func TestArbiterWake(t *testing.T) {
	a := newArbiter(OldestFirst, false, 0, arbInfo)
	s := arbTest(a)
	member(s, &family{age: 0}, 0, ^uint64(0), pcVALU).next = 30
	b := member(s, &family{age: 1}, 0, ^uint64(0), pcVALU)
	b.next, b.waiting = 9, true
	if got, _ := visitOnce(t, &a, s, 8); len(got) != 0 || s.wake != 30 {
		t.Errorf("issued %v, wake %d; want none until 30", issued(got), s.wake)
	}
}

// Oldest-first gives the only pipeline to the oldest wave at every visit;
// round robin starts after the wave that issued first at the last issuing
// visit.
func TestArbiterPolicies(t *testing.T) {
	for _, c := range []struct {
		policy Policy
		want   []int // family issuing at cycles 0, 4, 8, 12
	}{
		{OldestFirst, []int{0, 0, 0, 0}},
		{RoundRobin, []int{0, 1, 2, 0}},
	} {
		a := newArbiter(c.policy, false, 0, arbInfo)
		s := arbTest(a)
		for i := range 3 {
			member(s, &family{id: i, age: int64(i)}, 0, ^uint64(0), pcVALU)
		}
		var got []int
		for at := int64(0); at < 16; at += 4 {
			ws, _ := visitOnce(t, &a, s, at)
			for _, w := range ws {
				got = append(got, w.fam.id)
			}
		}
		if !equal(got, c.want) {
			t.Errorf("%v: families %v, want %v", c.policy, got, c.want)
		}
	}
}

// The split pipelines serve only the family on the base pipeline. Family g
// (one unsplit wave, the oldest) and family f (launch wave f0, split f1),
// parallel mode, S = 1: two vector pipelines.
//
// Case "f holds base": f0 starts a quarter-rate instruction at 0 on the
// base pipeline (busy until 16). At 4, g and f1 have a full-rate
// instruction ready. g comes first (oldest) but the base pipeline is busy
// and the split pipeline is not g's: g waits, as at S = 0. f1 takes the
// split pipeline (its family holds the base one) until 8, and again at 8.
// At 16 g takes the base pipeline.
//
// Case "g holds base": g starts the quarter-rate instruction at 0. At 4,
// f0 and f1 are ready, but no wave of f holds the base pipeline: both wait
// until 16, when f0 takes the base pipeline and f1 co-issues on the split
// one (g has nothing more to issue). Serialized only f0 issues at 16.
func TestArbiterSplitPipelinesOnlyForTheBaseFamily(t *testing.T) {
	type step struct {
		at   int64
		want []string // who issues
		wake int64
	}
	for _, c := range []struct {
		name  string
		par   bool
		S     int
		first string // who issues the quarter-rate instruction at 0
		steps []step
	}{
		{"f holds base, parallel S=1", true, 1, "f0", []step{
			{4, []string{"f1"}, 5}, {8, []string{"f1"}, 9}, {12, []string{"f1"}, 13}, {16, []string{"g"}, 17}}},
		{"f holds base, S=0", false, 0, "f0", []step{
			{4, nil, 16}, {16, []string{"g"}, 17}}},
		{"g holds base, parallel S=1", true, 1, "g", []step{
			{4, nil, 16}, {16, []string{"f0", "f1"}, 17}}},
		{"g holds base, serial S=1", false, 1, "g", []step{
			{4, nil, 16}, {16, []string{"f0"}, 17}}},
	} {
		a := newArbiter(OldestFirst, c.par, c.S, arbInfo)
		s := arbTest(a)
		ff, gf := &family{id: 0, age: 1}, &family{id: 1, age: 0}
		g := member(s, gf, 0, ^uint64(0), pcVALU)
		f0 := member(s, ff, 0, 0xffffffff, pcVALU)
		f1 := member(s, ff, 1, 0xffffffff00000000, pcVALU)
		name := map[*twave]string{g: "g", f0: "f0", f1: "f1"}
		for _, w := range []*twave{g, f0, f1} {
			if name[w] == c.first {
				w.w.PC = pcQuarter
			} else {
				w.next = 4
				s.enqueue(w) // in the heap on its new next issue cycle
			}
		}
		got, _ := visitOnce(t, &a, s, 0)
		if len(got) != 1 || name[got[0]] != c.first || s.base != 16 {
			t.Fatalf("%s: at 0 issued %v, pipes %v; want %s on the base pipeline until 16", c.name, issued(got), pipesOf(s), c.first)
		}
		got[0].w.PC = pcVALU
		if got[0] == g {
			g.next = 100 // g has nothing more to issue in this test
			s.enqueue(g)
		}
		for _, st := range c.steps {
			got, _ := visitOnce(t, &a, s, st.at)
			var who []string
			for _, w := range got {
				who = append(who, name[w])
			}
			if !equal(who, st.want) || s.wake != st.wake {
				t.Errorf("%s: at %d issued %v (wake %d, pipes %v), want %v (wake %d)", c.name, st.at, who, s.wake, pipesOf(s), st.want, st.wake)
			}
		}
	}
}
