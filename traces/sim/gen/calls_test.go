package gen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipet/static"
)

// stripCalls returns body without its Call statements.
func stripCalls(body []Stmt) []Stmt {
	var out []Stmt
	for _, s := range body {
		switch x := s.(type) {
		case Call:
			continue
		case If:
			x.Then, x.Else = stripCalls(x.Then), stripCalls(x.Else)
			s = x
		case Loop:
			x.Body = stripCalls(x.Body)
			s = x
		}
		out = append(out, s)
	}
	return out
}

// TestRandomCallsSplitEqualsReference: kernels with calls to generated
// device functions assemble, run in the simulator split or not, and equal
// the reference interpreter (which runs a callee's body in place of the
// call); their statements without the calls are RandomMarked's; some
// have two functions, the second calling the first.
func TestRandomCallsSplitEqualsReference(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	splits, two, nested, sites := 0, 0, 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		m := []Marking{MarkKernel, MarkStatements, MarkNone}[seed%3]
		k := RandomCalls(seed, size, m)
		if len(k.Funcs) < 1 || len(k.Funcs) > MaxFuncs {
			t.Fatalf("seed %d: %d device functions", seed, len(k.Funcs))
		}
		if countCalls(k.Body) == 0 {
			t.Fatalf("seed %d: the kernel calls nothing", seed)
		}
		for j := range k.Funcs {
			if k.callsTo(j) == 0 {
				t.Fatalf("seed %d: nothing calls gf%d", seed, j)
			}
		}
		// (%v prints a nil and an empty statement list alike.)
		if want := RandomMarked(seed, size, m); fmt.Sprintf("%v", stripCalls(k.Body)) != fmt.Sprintf("%v", want.Body) || k.SplitMark != want.SplitMark {
			t.Fatalf("seed %d: without its calls the kernel is not RandomMarked's", seed)
		}
		if len(k.Funcs) == 2 {
			two++
			if countCalls(k.Funcs[1]) > 0 {
				nested++
			}
		}
		if countCalls(k.Funcs[0]) != 0 {
			t.Fatalf("seed %d: function 0 calls", seed)
		}
		src := k.Assembly()
		for j := range k.Funcs {
			if !strings.Contains(src, fmt.Sprintf("\t.type\tgf%d,@function\ngf%d:\n", j, j)) || !strings.Contains(src, fmt.Sprintf("gf%d@rel32@lo+4", j)) {
				t.Fatalf("seed %d: device function gf%d or its call missing\n%s", seed, j, src)
			}
		}
		sites += k.CallSites()
		splits += checkSplitEqualsReference(t, k, seed, 1+int(seed%3))
	}
	if splits == 0 || two == 0 || nested == 0 {
		t.Errorf("%d splits, %d kernels with two functions, %d with a nested call: want some of each", splits, two, nested)
	}
	t.Logf("%d kernels: %d call sites, %d with two functions, %d with a nested call, %d splits", n, sites, two, nested, splits)
}

func countCalls(body []Stmt) int { return (&Kernel{Body: body}).CallSites() }

// factsOf is the flow-facts file of k's LoopFacts (every loop, the
// device functions' included).
func factsOf(t *testing.T, k *Kernel, skip string) *flowfacts.Facts {
	t.Helper()
	var b strings.Builder
	b.WriteString("kernel: gk\nloops:\n")
	for _, f := range k.LoopFacts() {
		if f.Header != skip {
			fmt.Fprintf(&b, "  - header: %s\n    max: %d\n", f.Header, f.Max)
		}
	}
	facts, err := flowfacts.Parse("flow.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return facts
}

func buildGK(t *testing.T, k *Kernel) *cfg.Graph {
	t.Helper()
	f, err := asm.Parse("gk.s", []byte(k.Assembly()), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "gk")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRandomCallsFacts: LoopFacts names every loop of the kernel and of
// its device functions once, under labels unique in the file; through
// flowfacts.Callees each callee loop gets its fact's bound, so every call site
// is costed (flowfacts.CostCalls); without the fact of a callee loop, costing
// refuses it by name.
func TestRandomCallsFacts(t *testing.T) {
	calleeLoops := 0
	for seed := uint64(1); seed <= 40; seed++ {
		k := RandomCalls(seed, 64, MarkKernel)
		g := buildGK(t, k)
		want := map[string]int{}
		for _, f := range k.LoopFacts() {
			if _, dup := want[f.Header]; dup {
				t.Fatalf("seed %d: two loop facts name %s", seed, f.Header)
			}
			want[f.Header] = f.Max
		}
		facts := factsOf(t, k, "")
		callees, get := flowfacts.Callees(g, facts)
		tab := static.Default().Clone()
		if err := static.CallCosts(g, tab, get); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if len(callees) != len(k.Funcs) {
			t.Fatalf("seed %d: %d callees resolved, want %d", seed, len(callees), len(k.Funcs))
		}
		loops := len(g.Loops)
		var first string
		for name, c := range callees {
			for _, l := range c.CFG.Loops {
				if got, ok := c.Bound[l]; !ok || int(got) != want[l.Header.Name] || !strings.HasPrefix(l.Header.Name, ".LBB") {
					t.Fatalf("seed %d: %s's loop at %s bound %d (%v), want %d", seed, name, l.Header.Name, got, ok, want[l.Header.Name])
				}
				if first == "" {
					first = l.Header.Name
				}
			}
			loops += len(c.CFG.Loops)
			calleeLoops += len(c.CFG.Loops)
		}
		if loops != len(want) {
			t.Fatalf("seed %d: %d loops in the kernel and its callees, %d facts", seed, loops, len(want))
		}
		for _, c := range g.Calls {
			if tab.Calls[c.Instr].Cycles <= 0 {
				t.Fatalf("seed %d: the call at %s has no cost", seed, c.Instr.Pos())
			}
		}
		if first != "" {
			if _, err := flowfacts.CostCalls(g, factsOf(t, k, first), static.Default()); err == nil || !strings.Contains(err.Error(), "the loop at "+first) {
				t.Errorf("seed %d: without the fact of %s: want a refusal naming it, got %v", seed, first, err)
			}
		}
	}
	if calleeLoops == 0 {
		t.Error("no device function has a loop")
	}
}

// TestCallLoopCost: the static cost of a call to gf0 { loop (K times) {
// acc += lane } } grows by 88 cycles per header execution of the bound
// K + 1 (static.CallCosts: every block of the loop counts bound times,
// each its run from the worst entry state plus a taken branch; default
// table). The header block: v_cmp (VALU, writes VCC) at 0, s_or_b64 at 16
// (a scalar instruction 16 cycles after a VALU SGPR write), s_andn2_b64 at
// 20, s_cbranch_execz (8 cycles) at 24, done at 32, + 16 = 48. The body
// block: v_add (writes VCC as carry) at 0, v_add at 4, s_branch at 20, done
// at 24, + 16 = 40. 48 + 40 = 88.
func TestCallLoopCost(t *testing.T) {
	var costs []int64
	for K := int32(0); K < 4; K++ {
		k := &Kernel{Size: 64, Body: []Stmt{Call{Fn: 0}}, Funcs: [][]Stmt{{Loop{M: 0, K: K, Body: []Stmt{Op{Kind: 3}}}}}}
		if f := k.LoopFacts(); len(f) != 1 || f[0] != (LoopFact{".LBB1_1", int(K) + 1}) {
			t.Fatalf("K = %d: LoopFacts %v, want [{.LBB1_1 %d}]", K, f, K+1)
		}
		g := buildGK(t, k)
		tab, err := flowfacts.CostCalls(g, factsOf(t, k, ""), static.Default())
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Calls) != 1 {
			t.Fatalf("%d call sites, want 1", len(g.Calls))
		}
		costs = append(costs, tab.Calls[g.Calls[0].Instr].Cycles)
		checkSplitEqualsReference(t, k, uint64(K), 2)
	}
	for i := 1; i < len(costs); i++ {
		if d := costs[i] - costs[i-1]; d != 88 {
			t.Errorf("costs %v: step %d is %d, want 88", costs, i, d)
		}
	}
}
