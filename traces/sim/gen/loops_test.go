package gen

import (
	"bytes"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
	policy "github.com/splitwcet/splitwcet/traces/sim/split"
)

type loopRun struct {
	out      []byte
	exits    map[int]int // wave ID -> executions of the loop's exit branch (first s_cbranch_execz)
	endOrder []int       // split ids in the order they executed s_endpgm
	counts   map[int]int64
	splits   int
}

func runLoops(t *testing.T, k *Kernel, S int, pol ...policy.Policy) loopRun {
	t.Helper()
	p, err := loadProgram("loops.s", []byte(k.Assembly()))
	if err != nil {
		t.Fatal(err)
	}
	tab := make([]int32, 256)
	for i := range tab {
		tab[i] = int32(i * 31 % 97)
	}
	l := &sim.Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}, Args: []sim.Arg{
		{Name: "tab", Buffer: bytesOf(tab), IsBuffer: true},
		{Name: "out", Buffer: make([]byte, 4*64), IsBuffer: true, Output: true},
		{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true},
	}}
	lr := loopRun{exits: map[int]int{}, counts: map[int]int64{}}
	firstExit := -1
	for _, in := range p.Instrs {
		if in.Op == "s_cbranch_execz" {
			firstExit = in.PC
			break
		}
	}
	opt := sim.Options{S: S}
	if len(pol) > 0 {
		opt.Policy = pol[0]
	}
	opt.Observer = func(ev *sim.Event) {
		if ev.Inst.PC == firstExit {
			lr.exits[ev.Wave.SplitID]++
		}
		if ev.Inst.Op == "s_endpgm" {
			lr.endOrder = append(lr.endOrder, ev.Wave.SplitID)
			lr.counts[ev.Wave.SplitID] = ev.Wave.Count
		}
	}
	m, err := sim.NewMachine(p, l, opt)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Run()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := k.Reference(tab, 1)
	if !bytes.Equal(r.Outputs[0].Data, bytesOf(want)) {
		t.Fatalf("S=%d: output differs from the reference", S)
	}
	lr.out, lr.splits = r.Outputs[0].Data, r.Splits
	return lr
}

// simulator-tests.md item 3: a divergent loop with per-lane trip counts
// (lane l runs l + 1 iterations) runs max(trip) = 64 times as one
// wavefront; a split at the loop exit lets the exited lanes run ahead.
func TestDivergentLoopSplitAtExit(t *testing.T) {
	body := []Stmt{Op{Kind: 2, C: 5}, Op{Kind: 0, K: 3, C: 1}}
	k := &Kernel{Size: 64, SplitMark: true, Body: []Stmt{Loop{M: 63, K: 1, Body: body}}}
	unsplit := runLoops(t, k, 0)
	if unsplit.exits[0] != 65 { // 64 iterations + the final exit test
		t.Errorf("unsplit: loop exit branch ran %d times, want 65", unsplit.exits[0])
	}
	if f := k.LoopFacts(); len(f) != 1 || f[0] != (LoopFact{Header: ".LBB0_1", Max: 65}) {
		t.Errorf("LoopFacts = %v, want [{.LBB0_1 65}]", f)
	}
	split := runLoops(t, k, 1)
	if split.splits != 1 || !bytes.Equal(split.out, unsplit.out) {
		t.Fatalf("split run: %d splits, outputs equal: %v", split.splits, bytes.Equal(split.out, unsplit.out))
	}
	// The child (the lane that exited after the first iteration) ends first
	// and executes far fewer instructions than the parent.
	if len(split.endOrder) != 2 || split.endOrder[0] != 1 || split.counts[1] >= split.counts[0]/4 {
		t.Errorf("exited lanes did not run ahead: end order %v, counts %v", split.endOrder, split.counts)
	}
	// fcfs and parent-first: the parent (the lanes still looping) takes a
	// slot at every exit iteration; halve: it keeps half its budget at
	// each, so it splits floor(log2 63) + 1 = 6 times (its children, whose
	// lanes have left the loop, never split again); child-first: once.
	for _, c := range []struct {
		pol  policy.Policy
		want int
	}{{policy.FCFS, 63}, {policy.ParentFirst, 63}, {policy.Halve, 6}, {policy.ChildFirst, 1}} {
		many := runLoops(t, k, 63, c.pol)
		if many.splits != c.want || !bytes.Equal(many.out, unsplit.out) {
			t.Errorf("S=63 %s: %d splits (want %d), outputs equal %v", c.pol, many.splits, c.want, bytes.Equal(many.out, unsplit.out))
		}
	}
}

// simulator-tests.md item 4: a double nested divergent loop: outputs equal
// the reference split or not, and the outer loop runs max(trip) times.
func TestDoubleNestedDivergentLoop(t *testing.T) {
	inner := Loop{M: 7, K: 0, Body: []Stmt{Op{Kind: 3}, Op{Kind: 2, C: 9}}}
	k := &Kernel{Size: 64, SplitMark: true, Body: []Stmt{Loop{M: 3, K: 1, Body: []Stmt{inner, Op{Kind: 1, K: 5}}}}}
	base := runLoops(t, k, 0)
	if base.exits[0] != 5 { // outer trip = (lane & 3) + 1 <= 4, plus the exit test
		t.Errorf("outer loop exit branch ran %d times, want 5", base.exits[0])
	}
	if f := k.LoopFacts(); len(f) != 2 || f[0] != (LoopFact{".LBB0_1", 5}) || f[1] != (LoopFact{".LBB0_3", 8}) {
		t.Errorf("LoopFacts = %v, want [{.LBB0_1 5} {.LBB0_3 8}]", f)
	}
	for _, S := range []int{1, 2, 4, 63} {
		r := runLoops(t, k, S)
		if !bytes.Equal(r.out, base.out) {
			t.Errorf("S=%d output differs", S)
		}
		if r.splits == 0 {
			t.Errorf("S=%d: no split", S)
		}
	}
}
