package ipet

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
)

// randomKernel returns a kernel of at most maxBlocks blocks
// (gen.SmallStructuredAssembly).
func randomKernel(r *rand.Rand, maxBlocks int) string {
	return gen.SmallStructuredAssembly(r, maxBlocks)
}

// bruteForce is the longest walk from the start to an end of the IPG in
// which every loop's header runs min to max times per entry (min is checked
// when the walk leaves the loop): a memoized
// search over (IPT, per-loop iteration counters). A walk starts inside the
// loops containing the start IPT (their first iteration). ok is false if
// no walk reaches an end.
func bruteForce(t *testing.T, ig *ipg.Graph, w []int64, removed []bool, min, max map[*cfg.Loop]int) (best int64, ok bool) {
	return bruteForceFrom(t, ig, w, removed, min, max, ig.Start, nil)
}

// bruteForceFrom is bruteForce from start, to end when it is not nil (the
// walk stops the first time it gets there, as Problem.End says).
func bruteForceFrom(t *testing.T, ig *ipg.Graph, w []int64, removed []bool, min, max map[*cfg.Loop]int, start, end *ipg.IPT) (best int64, ok bool) {
	loops := ig.CFG.Loops
	idx := map[*cfg.Loop]int{}
	for i, l := range loops {
		idx[l] = i
	}
	out := make([][]*ipg.Edge, len(ig.IPTs))
	for _, e := range ig.Edges {
		if !removed[e.ID] {
			out[e.From.ID] = append(out[e.From.ID], e)
		}
	}
	isEnd := map[*ipg.IPT]bool{}
	for _, v := range ends(ig, end) {
		isEnd[v] = true
	}
	memo := map[string]int64{}
	const none = math.MinInt64
	var dfs func(v *ipg.IPT, cnt []int) int64
	dfs = func(v *ipg.IPT, cnt []int) int64 {
		// Counters of loops the walk is outside of no longer matter.
		for i, l := range loops {
			if !l.Contains(v.Block) {
				cnt[i] = 0
			}
		}
		key := fmt.Sprint(v.ID, cnt)
		if r, ok := memo[key]; ok {
			if r == none+1 {
				t.Fatalf("brute force: state %s repeats on a walk", key)
			}
			return r
		}
		memo[key] = none + 1 // in progress
		best := int64(none)
		if isEnd[v] {
			best = 0
		}
		if v == end {
			memo[key] = best
			return best
		}
		for _, e := range out[v.ID] {
			nc := append([]int(nil), cnt...)
			ok := true
			for i, l := range loops { // leaving a loop: it ran at least min times
				if l.Contains(e.From.Block) && !l.Contains(e.To.Block) {
					ok = ok && nc[i] >= min[l]
				}
			}
			for _, l := range e.BackOf {
				nc[idx[l]]++
				ok = ok && nc[idx[l]] <= max[l]
			}
			for _, l := range e.Enters {
				nc[idx[l]] = 1
				ok = ok && max[l] >= 1
			}
			if !ok {
				continue
			}
			if r := dfs(e.To, nc); r != none && r+w[e.ID] > best {
				best = r + w[e.ID]
			}
		}
		memo[key] = best
		return best
	}
	cnt := make([]int, len(loops))
	for i, l := range loops {
		if l.Contains(start.Block) {
			cnt[i] = 1
		}
	}
	r := dfs(start, cnt)
	return r, r != none
}

// randomProblem draws weights (0..49 per IPG edge) and loop bounds (max
// 1..4, sometimes a min) for the IPG of a random kernel.
func randomProblem(r *rand.Rand, ig *ipg.Graph) (w []int64, min, max map[*cfg.Loop]int, bounds map[*cfg.Loop]LoopBound) {
	w = make([]int64, len(ig.Edges))
	for i := range w {
		w[i] = int64(r.Intn(50))
	}
	min, max = map[*cfg.Loop]int{}, map[*cfg.Loop]int{}
	bounds = map[*cfg.Loop]LoopBound{}
	for _, l := range ig.CFG.Loops {
		max[l] = 1 + r.Intn(4)
		if r.Intn(3) == 0 {
			min[l] = 1 + r.Intn(max[l])
		}
		bounds[l] = LoopBound{Loop: l, Min: min[l], Max: max[l], Origin: "random"}
	}
	return w, min, max, bounds
}

// TestRandomKernels compares the ILP optimum with the brute-force longest
// bounded walk, and checks that gonum's LP relaxation is no smaller, on
// random structured kernels of at most 12 blocks, both IPT placements.
// Requirements: REQ-SND-3 (docs/qualification/requirements.md).
func TestRandomKernels(t *testing.T) {
	cases := 0
	stats := map[string]int{}
	for seed := int64(1); cases < 500; seed++ {
		r := rand.New(rand.NewSource(seed))
		src := randomKernel(r, 12)
		f, err := asm.Parse(fmt.Sprintf("rand%d.s", seed), []byte(src), asm.Options{})
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		g, err := cfg.BuildFile(f, "")
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		if len(g.Blocks) > 12 {
			continue
		}
		for _, pl := range []ipg.Placement{ipg.Thesis, ipg.Blocks} {
			ig, err := ipg.Build(g, pl)
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, src)
			}
			cases++
			stats[fmt.Sprintf("loops=%d", len(g.Loops))]++
			for _, l := range g.Loops {
				if l.Header == g.Blocks[0] {
					stats["loop header at entry"]++
				}
				if l.Depth > 1 {
					stats["nested loop"]++
				}
			}
			w, min, max, bounds := randomProblem(r, ig)
			removed := make([]bool, len(ig.Edges))
			if r.Intn(4) == 0 {
				removed[r.Intn(len(removed))] = true
				stats["removed"]++
			}
			p := &Problem{IPG: ig, Weights: w, Bounds: bounds, Removed: removed}
			want, ok := bruteForce(t, ig, w, removed, min, max)
			res, err := Solve(p)
			if !ok {
				// Structural exactly when no path at all reaches an end;
				// otherwise the loop bounds are to blame.
				structural := true
				for _, l := range liveEdges(ig, ig.Start, nil, removed) {
					structural = structural && !l
				}
				var ie *InfeasibleError
				if !errors.As(err, &ie) || ie.Structural != structural || (!structural && len(ie.Conflicts) == 0) {
					t.Fatalf("seed %d/%s: no walk to the end (structural %v), but Solve says %v, %v\n%s", seed, pl, structural, res, err, src)
				}
				stats[fmt.Sprintf("infeasible(structural=%v)", structural)]++
				continue
			}
			if err != nil {
				t.Fatalf("seed %d/%s: %v\n%s", seed, pl, err, src)
			}
			if res.Bound != want {
				t.Fatalf("seed %d/%s: ILP %d, brute force %d\n%s", seed, pl, res.Bound, want, src)
			}
			var sum int64
			for _, e := range res.CriticalPath {
				sum += w[e.ID]
			}
			if sum != res.Bound || len(res.Warnings) > 0 {
				t.Fatalf("seed %d/%s: critical path sums to %d, bound %d; warnings %v", seed, pl, sum, res.Bound, res.Warnings)
			}
			if len(res.CriticalPath) > 0 && (res.CriticalPath[0].From != ig.Start || res.CriticalPath[len(res.CriticalPath)-1].To.Kinds&ipg.End == 0) {
				t.Fatalf("seed %d/%s: critical path %s", seed, pl, pathString(res.CriticalPath))
			}
			relax, err := p.Relax()
			if err != nil {
				t.Fatalf("seed %d/%s: relaxation: %v", seed, pl, err)
			}
			if relax < float64(res.Bound)-1e-6 {
				t.Fatalf("seed %d/%s: relaxation %g < ILP %d", seed, pl, relax, res.Bound)
			}
		}
	}
	t.Logf("%d cases: %v", cases, stats)
}

// TestReductionExact: on random kernels with random loop bounds and random
// count and infeasibility facts, the series-parallel reduction (reduce.go)
// gives lp_solve a program with the same verdict and optimum as the full
// one, and its counts, mapped back, satisfy every row of the full program.
func TestReductionExact(t *testing.T) {
	stats := map[string]int{}
	for seed := int64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewSource(seed))
		ig := asmIPG(t, "r.s", []byte(randomKernel(r, 12)))
		if r.Intn(2) == 0 {
			var err error
			if ig, err = ipg.Build(ig.CFG, ipg.Blocks); err != nil {
				t.Fatal(err)
			}
		}
		w := make([]int64, len(ig.Edges))
		for i := range w {
			w[i] = int64(r.Intn(30))
		}
		// Random facts: a max per loop, sometimes a min and a total; up to
		// three block counts; sometimes an infeasible block.
		g := ig.CFG
		fl := &Flow{CFG: g}
		for _, l := range g.Loops {
			ll := LoopLimit{Loop: l, Min: -1, Max: 1 + r.Intn(4), Total: -1, Origin: "f.yaml"}
			if r.Intn(3) == 0 {
				ll.Min = 1 + r.Intn(ll.Max)
			}
			if r.Intn(3) == 0 {
				ll.Total = r.Intn(8)
			}
			fl.Loops = append(fl.Loops, ll)
		}
		blocks := g.Blocks
		n := func() int { return len(fl.Loops) + len(fl.Counts) + len(fl.Infeasible) + 1 } // the fact's number
		for i := r.Intn(3); i > 0; i-- {
			b := blocks[r.Intn(len(blocks))]
			fl.Counts = append(fl.Counts, blockCount(t, g, n(), "f.yaml", b.Name, -1, r.Intn(5)))
		}
		if r.Intn(3) == 0 {
			b := blocks[r.Intn(len(blocks))]
			fl.Counts = append(fl.Counts, blockCount(t, g, n(), "f.yaml", b.Name, r.Intn(3), -1))
		}
		if r.Intn(3) == 0 {
			b := blocks[r.Intn(len(blocks))]
			fl.Infeasible = append(fl.Infeasible, blockCount(t, g, n(), "f.yaml", b.Name, -1, 0))
		}
		p := &Problem{IPG: ig, Weights: w, Facts: fl}
		m, err := p.build()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		red, err := m.solve(solveOpts{integer: true})
		if err != nil {
			t.Fatal(err)
		}
		full, err := m.solve(solveOpts{integer: true, noReduce: true})
		if err != nil {
			t.Fatal(err)
		}
		stats[full.text]++
		if red.status != full.status || math.Abs(red.obj-full.obj) > 1e-6 {
			t.Fatalf("seed %d: reduced %s %g, full %s %g\n%+v", seed, red.text, red.obj, full.text, full.obj, fl)
		}
		if red.status != stOptimal {
			continue
		}
		for _, row := range m.rows {
			var lhs float64
			for _, e := range row.ents {
				lhs += e.val * red.vals[e.col]
			}
			ok := map[ctype]bool{le: lhs <= row.rhs+1e-6, ge: lhs >= row.rhs-1e-6, eq: math.Abs(lhs-row.rhs) <= 1e-6}[row.ct]
			if !ok {
				t.Fatalf("seed %d: reduced solution violates %s (%g vs %g)", seed, row.name, lhs, row.rhs)
			}
		}
		for i, v := range red.vals {
			if m.fixed[i] && v != 0 {
				t.Fatalf("seed %d: fixed column %s = %g", seed, ig.Edges[i], v)
			}
		}
	}
	t.Logf("verdicts: %v", stats)
}
