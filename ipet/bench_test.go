package ipet

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// bigKernel writes a structured kernel of `loops` uniform do-while loops in
// sequence, each holding `stages` exec-skip if/else regions: with the thesis
// placement about 5 IPG edges per if/else plus 3 per loop.
func bigKernel(loops, stages int) string {
	var b strings.Builder
	b.WriteString("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.type\tbig,@function\nbig:\n; %bb.0:\n\tv_mov_b32_e32 v1, 0\n")
	n := 0
	label := func() string { n++; return fmt.Sprintf(".LBB0_%d", n) }
	for l := 0; l < loops; l++ {
		hdr := label()
		fmt.Fprintf(&b, "\ts_mov_b32 s20, 0\n%s:\n\tv_add_u32_e32 v1, vcc, 1, v1\n", hdr)
		for s := 0; s < stages; s++ {
			flow, join := label(), label()
			fmt.Fprintf(&b, "\tv_cmp_lt_u32_e32 vcc, %d, v0\n\ts_and_saveexec_b64 s[2:3], vcc\n\ts_xor_b64 s[2:3], exec, s[2:3]\n\ts_cbranch_execz %s\n", s%64, flow)
			fmt.Fprintf(&b, "; %%bb.%d:\n\tv_add_u32_e32 v1, vcc, 2, v1\n", n)
			fmt.Fprintf(&b, "%s:\n\ts_or_saveexec_b64 s[2:3], s[2:3]\n\ts_xor_b64 exec, exec, s[2:3]\n\ts_cbranch_execz %s\n", flow, join)
			fmt.Fprintf(&b, "; %%bb.%d:\n\tv_add_u32_e32 v1, vcc, 3, v1\n", n)
			fmt.Fprintf(&b, "%s:\n\ts_or_b64 exec, exec, s[2:3]\n", join)
		}
		fmt.Fprintf(&b, "\ts_add_u32 s20, s20, 1\n\ts_cmp_lt_u32 s20, 8\n\ts_cbranch_scc1 %s\n; %%bb.%d:\n\tv_add_u32_e32 v1, vcc, 4, v1\n", hdr, n)
	}
	b.WriteString("\ts_endpgm\n.Lfunc_end0:\n\t.amdhsa_kernel big\n\t\t.amdhsa_next_free_vgpr 4\n\t.end_amdhsa_kernel\n")
	return b.String()
}

// randomWeights gives every edge a deterministic weight in [1, 1000].
func randomWeights(ig *ipg.Graph, seed int64) []int64 {
	r := rand.New(rand.NewSource(seed))
	w := make([]int64, len(ig.Edges))
	for i := range w {
		w[i] = 1 + r.Int63n(1000)
	}
	return w
}

// bigProblem is the 10,000-edge, 100-loop benchmark problem.
func bigProblem(b testing.TB) *Problem {
	ig := asmIPG(b, "big.s", []byte(bigKernel(100, 20)))
	bounds := map[*cfg.Loop]LoopBound{}
	for i, l := range ig.CFG.Loops {
		bounds[l] = LoopBound{Max: 1 + i%8, Origin: "bench"}
	}
	return &Problem{IPG: ig, Weights: randomWeights(ig, 1), Bounds: bounds}
}

// benchProblems are the benchmark problems by name.
func benchProblems(b testing.TB) []struct {
	name string
	p    *Problem
} {
	var ps []struct {
		name string
		p    *Problem
	}
	add := func(name string, p *Problem) {
		ps = append(ps, struct {
			name string
			p    *Problem
		}{name, p})
	}
	for _, name := range []string{"ifelse", "synthetic_split", "large"} {
		ig := exampletest.IPG(b, name, ipg.Thesis)
		p := &Problem{IPG: ig, Weights: randomWeights(ig, 2)}
		if name == "large" {
			// The facts that bound its four loops.
			fl := &Flow{CFG: ig.CFG}
			for i, h := range []string{".LBB0_122", ".LBB0_416", ".LBB0_479", ".LBB0_542"} {
				fl.Loops = append(fl.Loops, loopLimit(b, ig.CFG, h, -1, 4, -1, "large.yaml:"+strconv.Itoa(3+2*i)))
			}
			p.Facts = fl
		}
		add(name, p)
	}
	add("big10k", bigProblem(b))
	return ps
}

// BenchmarkSolve times Solve (model building, lp_solve, critical path) on
// the examples and on the synthetic 10,000-edge IPG with 100 loops.
func BenchmarkSolve(b *testing.B) {
	for _, bp := range benchProblems(b) {
		b.Run(bp.name, func(b *testing.B) {
			b.ReportMetric(float64(len(bp.p.IPG.Edges)), "edges")
			b.ReportMetric(float64(len(bp.p.IPG.CFG.Loops)), "loops")
			for i := 0; i < b.N; i++ {
				if _, err := Solve(bp.p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSolveUnreduced times lp_solve, through the binding, on the full
// program (no series-parallel reduction), for comparison with Solve and the
// CLI. Slow on big10k: run it with -benchtime 1x.
func BenchmarkSolveUnreduced(b *testing.B) {
	for _, bp := range benchProblems(b) {
		m, err := bp.p.build()
		if err != nil {
			b.Fatal(err)
		}
		b.Run(bp.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if out, err := m.solve(solveOpts{integer: true, noReduce: true}); err != nil || out.status != stOptimal {
					b.Fatal(out.text, err)
				}
			}
		})
	}
}

// BenchmarkLPSolveCLI times `lp_solve -S1 FILE` on the LP files WriteLP
// gives for the same problems (process start and LP parsing included).
func BenchmarkLPSolveCLI(b *testing.B) {
	cli, err := exec.LookPath("lp_solve")
	if err != nil {
		b.Skip("lp_solve CLI not installed")
	}
	dir := b.TempDir()
	for _, bp := range benchProblems(b) {
		var buf bytes.Buffer
		if err := bp.p.WriteLP(&buf); err != nil {
			b.Fatal(err)
		}
		file := filepath.Join(dir, bp.name+".lp")
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			b.Fatal(err)
		}
		b.Run(bp.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if out, err := exec.Command(cli, "-S1", file).CombinedOutput(); err != nil {
					b.Fatalf("%v\n%s", err, out)
				}
			}
		})
	}
}

// TestBigKernelShape keeps the benchmark honest: the synthetic kernel has
// the advertised size and solves to the hand-computable optimum.
func TestBigKernelShape(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 10,000-edge IPG")
	}
	p := bigProblem(t)
	if n := len(p.IPG.Edges); n < 10000 || n > 10500 || len(p.IPG.CFG.Loops) != 100 {
		t.Fatalf("%d edges, %d loops", n, len(p.IPG.CFG.Loops))
	}
	res, err := Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	// The loops are in sequence and their bodies are chains of if/else with
	// two choices per exec-skip branch: the optimum takes the heavier side
	// of every branch in every iteration, which a longest-path DP over the
	// acyclic body finds per loop.
	if want := bigOptimum(t, p); res.Bound != want {
		t.Errorf("bound %d, want %d", res.Bound, want)
	}
}

// bigOptimum computes the big kernel's optimum independently: per loop L
// with bound M, M times the heaviest header-to-latch walk (first iteration
// entered from outside, the others through the back edge) plus the
// heaviest way out, by dynamic programming over the IPG without back edges.
func bigOptimum(t *testing.T, p *Problem) int64 {
	ig := p.IPG
	// Longest path from each IPT to an end, with each loop's iteration
	// structure: process IPTs in reverse layout order (the kernel is laid
	// out in execution order and the only cycles are the latch self-edges
	// through back@).
	out := outEdges(ig)
	best := make([]int64, len(ig.IPTs))
	for i := len(ig.IPTs) - 1; i >= 0; i-- {
		v := ig.IPTs[i]
		if v.Kinds&ipg.End != 0 {
			continue
		}
		best[v.ID] = -1
		for _, e := range out[v.ID] {
			if len(e.BackOf) > 0 {
				continue
			}
			if e.To.ID <= v.ID {
				t.Fatalf("edge %s goes backwards", e)
			}
			if c := p.Weights[e.ID] + best[e.To.ID]; c > best[v.ID] {
				best[v.ID] = c
			}
		}
	}
	// The DP above ignores the back edges; add each loop's extra
	// iterations: (M-1) times the heaviest cycle back@L -> ... -> back@L.
	var extra int64
	latches := map[*cfg.Loop]*ipg.IPT{}
	for _, e := range ig.Edges {
		if len(e.BackOf) > 0 {
			latches[e.BackOf[0]] = e.From
		}
	}
	for _, l := range ig.CFG.Loops {
		latch := latches[l]
		cyc := longestCycle(t, p, out, latch)
		extra += int64(p.Bounds[l].Max-1) * cyc
	}
	return best[ig.Start.ID] + extra
}

// longestCycle is the heaviest walk latch -back-> ... -> latch without
// another back edge.
func longestCycle(t *testing.T, p *Problem, out [][]*ipg.Edge, latch *ipg.IPT) int64 {
	ig := p.IPG
	to := make([]int64, len(ig.IPTs)) // heaviest walk from v to latch
	for i := range to {
		to[i] = -1
	}
	to[latch.ID] = 0
	for i := latch.ID - 1; i >= 0; i-- {
		v := ig.IPTs[i]
		for _, e := range out[v.ID] {
			if len(e.BackOf) == 0 && e.To.ID <= latch.ID && to[e.To.ID] >= 0 {
				if c := p.Weights[e.ID] + to[e.To.ID]; c > to[v.ID] {
					to[v.ID] = c
				}
			}
		}
	}
	var best int64 = -1
	for _, e := range out[latch.ID] {
		if len(e.BackOf) > 0 && to[e.To.ID] >= 0 {
			if c := p.Weights[e.ID] + to[e.To.ID]; c > best {
				best = c
			}
		}
	}
	if best < 0 {
		t.Fatalf("no cycle through %s", latch)
	}
	return best
}

func outEdges(ig *ipg.Graph) [][]*ipg.Edge {
	out := make([][]*ipg.Edge, len(ig.IPTs))
	for _, e := range ig.Edges {
		out[e.From.ID] = append(out[e.From.ID], e)
	}
	return out
}
