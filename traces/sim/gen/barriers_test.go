package gen

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// stripRepeats returns body without its Repeat statements.
func stripRepeats(body []Stmt) []Stmt {
	var out []Stmt
	for _, s := range body {
		if _, ok := s.(Repeat); !ok {
			out = append(out, s)
		}
	}
	return out
}

// TestRandomBarriersSplitEqualsReference: kernels with Repeat loops
// (barriers inside loops) assemble, equal the reference interpreter split
// or not, with and without calls, and without their Repeats are
// RandomMarked's; every kernel has a counts fact, and some have lanes
// facts and barriers inside a loop that runs more than once.
func TestRandomBarriersSplitEqualsReference(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	splits, lanes, multi := 0, 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		m := []Marking{MarkKernel, MarkStatements, MarkNone}[seed%3]
		k := RandomBarriers(seed, size, m)
		if want := RandomMarked(seed, size, m); fmt.Sprintf("%v", stripRepeats(k.Body)) != fmt.Sprintf("%v", want.Body) || k.SplitMark != want.SplitMark {
			t.Fatalf("seed %d: without its Repeats the kernel is not RandomMarked's", seed)
		}
		counts, lf := k.BlockFacts()
		if len(counts) == 0 {
			t.Fatalf("seed %d: no counts fact", seed)
		}
		lanes += len(lf)
		for _, s := range k.Body {
			if r, ok := s.(Repeat); ok && r.N > 1 {
				multi++
			}
		}
		if seed%2 == 0 {
			k = AddCalls(k, seed)
		}
		splits += checkSplitEqualsReference(t, k, seed, 1+int(seed%3))
	}
	if splits == 0 || lanes == 0 || multi == 0 {
		t.Errorf("%d splits, %d lanes facts, %d Repeats of 2+ iterations: want some of each", splits, lanes, multi)
	}
}

// TestBlockFactsHold: every counts fact bounds the executions of its
// block by every wave (launch wavefronts and splits), and every lanes fact
// the lanes of one launch wavefront's family ever active at an instruction
// of its block, in runs at S = 0, 1 and 63 of random kernels; the bounds
// are reached by some (the facts are not loose by construction).
func TestBlockFactsHold(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	tightCounts, tightLanes := 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		k := RandomBarriers(seed, size, []Marking{MarkKernel, MarkStatements}[seed%2])
		g := buildGK(t, k)
		counts, lanes := k.BlockFacts()
		// The lines of each fact's block.
		lines := func(f BlockFact) (first, last int) {
			b := g.Block(f.Block)
			if b == nil {
				t.Fatalf("seed %d: no block %s", seed, f.Block)
			}
			return b.Instrs[0].Pos().Line, b.Last().Pos().Line
		}
		p, err := loadProgram("gk.s", []byte(k.Assembly()))
		if err != nil {
			t.Fatal(err)
		}
		for _, S := range []int{0, 1, 63} {
			execs := map[*sim.Wave]map[int]int{} // wave -> first line -> executions
			active := map[*sim.Family]map[int]uint64{}
			l := &sim.Launch{Workgroups: [3]int{2, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}, Args: []sim.Arg{
				{Name: "tab", Buffer: make([]byte, 1024), IsBuffer: true},
				{Name: "out", Buffer: make([]byte, 4*2*size), IsBuffer: true, Output: true},
				{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true},
			}}
			m, err := sim.NewMachine(p, l, sim.Options{S: S, Observer: func(ev *sim.Event) {
				line := ev.Inst.Instruction.Pos().Line
				if execs[ev.Wave] == nil {
					execs[ev.Wave] = map[int]int{}
				}
				execs[ev.Wave][line]++
				if active[ev.Wave.Family] == nil {
					active[ev.Wave.Family] = map[int]uint64{}
				}
				active[ev.Wave.Family][line] |= ev.Exec & ev.Split
			}})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := m.Run(); err != nil {
				t.Fatal(err)
			}
			for _, f := range counts {
				first, _ := lines(f)
				most := 0
				for _, e := range execs {
					most = max(most, e[first])
				}
				if most > f.Max {
					t.Fatalf("seed %d S = %d: a wave runs %s %d times, its counts fact says at most %d", seed, S, f.Block, most, f.Max)
				}
				if most == f.Max {
					tightCounts++
				}
			}
			for _, f := range lanes {
				first, last := lines(f)
				most := 0
				for _, a := range active {
					var u uint64
					for line := first; line <= last; line++ {
						u |= a[line]
					}
					most = max(most, bits.OnesCount64(u))
				}
				if most > f.Max {
					t.Fatalf("seed %d S = %d: a wavefront has %d lanes active in %s, its lanes fact says at most %d\n%s", seed, S, most, f.Block, f.Max, k.Assembly())
				}
				if most == f.Max {
					tightLanes++
				}
			}
		}
	}
	if tightCounts == 0 || tightLanes == 0 {
		t.Errorf("%d counts and %d lanes facts reached: want some of each", tightCounts, tightLanes)
	}
}

// TestRepeatEmission: a Repeat of 3 iterations around an Iter of
// iterations 1 and 2 is a bottom-tested scalar loop (loop fact 3) whose
// Iter body's block, holding the exchange's barriers, is counted twice;
// an if on lane < 5 gives its then block a lanes fact of 5 and its else
// block one of 59.
func TestRepeatEmission(t *testing.T) {
	k := &Kernel{Size: 64, Labels: true, Body: []Stmt{
		Repeat{N: 3, Body: []Stmt{Iter{Lo: 1, Hi: 3, Body: []Stmt{Exchange{}, Op{Kind: 3}}}}},
		If{Cond: Cond{Kind: 2, M: 5}, Then: []Stmt{Atomic{}}, Else: []Stmt{Atomic{}}},
	}}
	if got := k.LoopFacts(); fmt.Sprint(got) != "[{.LBB0_1 3}]" {
		t.Errorf("LoopFacts %v", got)
	}
	counts, lanes := k.BlockFacts()
	if fmt.Sprint(counts) != "[{.LBB0_2 2}]" || fmt.Sprint(lanes) != "[{.LBB0_6 5} {.LBB0_7 59}]" {
		t.Errorf("BlockFacts %v %v", counts, lanes)
	}
	src := k.Assembly()
	for _, want := range []string{"\ts_mov_b32 s32, 0\n.LBB0_1:\n\ts_cmp_lt_u32 s32, 1\n\ts_cbranch_scc1 .LBB0_3\n\ts_cmp_ge_u32 s32, 3\n\ts_cbranch_scc1 .LBB0_3\n.LBB0_2:\n\tv_lshlrev_b32_e32 v6, 2, v0\n\tds_write_b32 v6, v4\n\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n",
		".LBB0_3:\n\ts_add_u32 s32, s32, 1\n\ts_cmp_lt_u32 s32, 3\n\ts_cbranch_scc1 .LBB0_1\n"} {
		if !strings.Contains(src, want) {
			t.Errorf("the assembly lacks %q:\n%s", want, src)
		}
	}
	checkSplitEqualsReference(t, k, 0, 2)
	// The reference: acc starts at the work-item id; each of the two
	// iterations the Iter runs adds the neighbour's acc (tid ^ 1), then
	// the lane: work-items 0 and 1 go (0, 1) -> (1, 2) -> (3, 4).
	if out, _ := k.Reference(make([]int32, 256), 1); out[0] != 3 || out[1] != 4 {
		t.Errorf("reference: work-items 0 and 1 hold %d, %d; want 3, 4", out[0], out[1])
	}
}
