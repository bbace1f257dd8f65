package static

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestNoOverflowLowersAWeight is the property that no latency table can
// lower a bound by overflow: raising any numbers of a table (up to
// MaxCycles, the largest a file may give) never lowers any segment
// weight, on every example kernel. A wrapped sum would show as a larger
// table giving a smaller weight (as 2^63-1 for valu.issue once gave
// ifelse 5,218 cycles instead of 8,316 or more).
func TestNoOverflowLowersAWeight(t *testing.T) {
	kernels := []string{"ifelse", "divloop", "dsincos", "reduce", "large", "nested", "narrow16", "dppsum"}
	graphs := make([]*ipg.Graph, len(kernels))
	for i, k := range kernels {
		graphs[i] = exampletest.IPG(t, k, ipg.Thesis)
	}
	classes := Default().ClassNames()
	r := rand.New(rand.NewPCG(7, 28))
	// A table raises some classes' numbers and params to random values,
	// MaxCycles among them.
	pick := func() int64 {
		switch r.IntN(4) {
		case 0:
			return MaxCycles
		case 1:
			return MaxCycles - r.Int64N(1024)
		}
		return r.Int64N(1 << 20)
	}
	type raise map[string]int64 // "class.field" or "params.name" → value
	yamlOf := func(rs raise) string {
		var b strings.Builder
		byClass := map[string][]string{}
		var params []string
		for k, v := range rs {
			c, f, _ := strings.Cut(k, ".")
			if c == "params" {
				params = append(params, fmt.Sprintf("  %s: %d\n", f, v))
			} else {
				byClass[c] = append(byClass[c], fmt.Sprintf("%s: %d", f, v))
			}
		}
		if len(params) > 0 {
			b.WriteString("params:\n")
			for _, p := range params {
				b.WriteString(p)
			}
		}
		if len(byClass) > 0 {
			b.WriteString("classes:\n")
			for c, fs := range byClass {
				fmt.Fprintf(&b, "  %s: {%s}\n", c, strings.Join(fs, ", "))
			}
		}
		return b.String()
	}
	fields := []string{"issue", "stall", "per_imm", "issue_per_dword"}
	memFields := []string{"latency", "latency_per_dword"}
	for trial := 0; trial < 40; trial++ {
		lo := raise{}
		for n := 1 + r.IntN(6); n > 0; n-- {
			c := classes[r.IntN(len(classes))]
			fs := fields
			if Default().Class(c).Mem != MemNone {
				fs = append(fs, memFields...)
			}
			lo[c+"."+fs[r.IntN(len(fs))]] = pick()
		}
		if r.IntN(2) == 0 {
			lo["params."+[]string{"taken_branch", "valu_sgpr_to_scalar"}[r.IntN(2)]] = pick()
		}
		hi := raise{}
		for k, v := range lo {
			hi[k] = min(v+r.Int64N(1<<20)*int64(r.IntN(2)), MaxCycles)
		}
		tlo, err := Load("lo.yaml", []byte(yamlOf(lo)))
		if err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, yamlOf(lo))
		}
		thi, err := Load("hi.yaml", []byte(yamlOf(hi)))
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		for i, g := range graphs {
			base, err1 := SegmentWeights(g, Default())
			wlo, err2 := SegmentWeights(g, tlo)
			whi, err3 := SegmentWeights(g, thi)
			if err1 != nil || err2 != nil || err3 != nil {
				t.Fatalf("%s: %v %v %v", kernels[i], err1, err2, err3)
			}
			for e := range wlo {
				if wlo[e] < 0 || whi[e] < wlo[e] {
					t.Fatalf("trial %d, %s, edge %s: weight %d under\n%s\nbut %d under\n%s", trial, kernels[i], g.Edges[e], wlo[e], yamlOf(lo), whi[e], yamlOf(hi))
				}
				if rsesMonotone(lo) && wlo[e] < base[e] {
					t.Fatalf("trial %d, %s, edge %s: weight %d below the default table's %d under\n%s", trial, kernels[i], g.Edges[e], wlo[e], base[e], yamlOf(lo))
				}
			}
		}
	}
}

// rsesMonotone reports whether every raised number is at least the default
// table's (then no weight may fall below the default's).
func rsesMonotone(rs map[string]int64) bool {
	d := Default()
	for k, v := range rs {
		c, f, _ := strings.Cut(k, ".")
		var def int64
		if c == "params" {
			switch f {
			case "taken_branch":
				def = d.Params.TakenBranch
			case "valu_sgpr_to_scalar":
				def = d.Params.VALUSGPRToScalar
			}
		} else {
			cl := d.Class(c)
			switch f {
			case "issue":
				def = cl.Issue
			case "stall":
				def = cl.Stall
			case "per_imm":
				def = cl.PerImm
			case "issue_per_dword":
				def = cl.IssuePerDword
			case "latency":
				def = cl.Latency
			case "latency_per_dword":
				def = cl.LatencyPerDword
			}
		}
		if v < def {
			return false
		}
	}
	return true
}

// TestLatencyLimit: a number above MaxCycles is refused where it is written.
func TestLatencyLimit(t *testing.T) {
	for _, src := range []string{
		"classes:\n  valu: {issue: 9223372036854775807}\n",
		"params:\n  taken_branch: 1073741825\n",
		"classes:\n  smem: {issue: 4, latency: 2199023255552}\n",
	} {
		_, err := Load("lat.yaml", []byte(src))
		if err == nil || !strings.Contains(err.Error(), "lat.yaml:2: ") || !strings.Contains(err.Error(), "at most 1073741824 cycles") {
			t.Errorf("%q: %v, want the limit at lat.yaml:2", src, err)
		}
	}
	if _, err := Load("lat.yaml", []byte("params:\n  taken_branch: 1073741824\n")); err != nil {
		t.Errorf("MaxCycles itself: %v", err)
	}
}

// TestSaturation is the same property past the parse-time limit, which
// only a table built in Go can reach: the machine's sums saturate (at
// SatCap) instead of wrapping, so numbers up to 2^63-1 still never lower a
// weight.
func TestSaturation(t *testing.T) {
	g := exampletest.IPG(t, "divloop", ipg.Thesis)
	base, err := SegmentWeights(g, Default())
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []int64{1 << 40, 1 << 61, 1 << 62, 1<<63 - 1} {
		for _, name := range []string{"valu", "smem", "flat_load", "cbranch"} {
			tab := Default().Clone()
			tab.classes = map[string]*Class{}
			for n, c := range Default().classes {
				cp := *c
				tab.classes[n] = &cp
			}
			c := tab.classes[name]
			c.Issue = v
			if c.Mem != MemNone {
				c.Latency = v
			}
			w, err := SegmentWeights(g, tab)
			if err != nil {
				t.Fatal(err)
			}
			for e := range w {
				if w[e] < base[e] {
					t.Errorf("%s = %d: edge %s weight %d, below the default's %d", name, v, g.Edges[e], w[e], base[e])
				}
			}
		}
	}
}
