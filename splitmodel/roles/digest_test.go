package roles_test

import (
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"hash"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

var updateDigests = flag.Bool("update-digests", false, "rewrite testdata/analysis_digests.txt")

// TestAnalysisDigests pins the role analysis' whole result (every role,
// variant, pruned edge and reason, split point, merge, description and
// note) on many inputs: every example under its own marking and with every
// if-type exec-skip branch marked, and random split-marked kernels
// (traces/sim/gen), under every policy, both premises, several S and,
// where it applies, reconvergence. testdata/analysis_digests.txt holds a
// SHA-256 per case recorded with the analysis as it was before the speed
// work of issue 32 (session 6): a faster analysis must reproduce every
// one (docs/performance.md, "session 6"). -update-digests rewrites it.
func TestAnalysisDigests(t *testing.T) {
	// The quick set (the default): the examples and 6 random kernels at
	// fewer S, without examples/large's fcfs and parent-first runs with
	// every branch marked;
	// SPLITWCET_DIGESTS=all: every recorded case (minutes).
	full := os.Getenv("SPLITWCET_DIGESTS") == "all"
	if testing.Short() && !full {
		t.Skip("pins thousands of analyses")
	}
	got := map[string]string{}
	var order []string
	add := func(name string, ig *ipg.Graph, o roles.Options) {
		t0 := time.Now()
		a, err := roles.AnalyzeWith(ig, o)
		if d := time.Since(t0); d > 500*time.Millisecond {
			t.Logf("%s: %v", name, d)
		}
		h := sha256.New()
		if err != nil {
			fmt.Fprintf(h, "error %v\n", err)
		} else {
			dumpAnalysis(h, ig, a)
		}
		got[name] = fmt.Sprintf("%x", h.Sum(nil))
		order = append(order, name)
	}
	all := func(ig *ipg.Graph) func(*cfg.Branch) cfg.SplitState {
		return func(br *cfg.Branch) cfg.SplitState {
			if br.Class == cfg.ExecSkip && !br.LoopBack {
				return cfg.SplitOn
			}
			return cfg.SplitOff
		}
	}
	cases := func(name string, ig *ipg.Graph, Ss []int, marks []string, big, random bool) {
		for _, mk := range marks {
			var marking func(*cfg.Branch) cfg.SplitState
			if mk == "all" {
				marking = all(ig)
			}
			for _, p := range policies {
				for _, as := range []roles.Assumption{roles.WorstCase, roles.AllExecutions} {
					if big && mk == "all" && (as == roles.AllExecutions || !full) && p != split.Halve {
						continue // seconds each
					}
					for _, S := range Ss {
						if mk == "all" && S > 4 || !full && (S == 2 || random && S == 63) {
							continue
						}
						for _, rc := range []bool{false, true} {
							if rc && (!p.Rules().Local() || ig.Placement != ipg.Thesis) || random && rc && S == 63 {
								continue // not applicable; minutes each
							}
							add(fmt.Sprintf("%s/%s/%s/%s/S=%d/reconverge=%v", name, mk, p, as, S, rc), ig,
								roles.Options{S: S, Assume: as, Policy: p, Marking: marking, Reconverge: rc})
						}
					}
				}
			}
		}
	}
	for _, name := range examples.Names() {
		if name == "large" {
			continue
		}
		cases("example "+name, exampletest.IPG(t, name, ipg.Thesis), []int{1, 2, 4, 63}, []string{"own", "all"}, false, false)
	}
	cases("example large", exampletest.IPG(t, "large", ipg.Thesis), []int{4}, []string{"own", "all"}, true, false)
	kernels, n := 0, 6
	if full {
		n = 30
	}
	for seed := uint64(1); kernels < n; seed++ {
		k := gen.Random(seed, []int{64, 128, 100, 32}[seed%4])
		if !k.SplitMark {
			continue
		}
		kernels++
		ig, _ := genKernel(t, k)
		cases(fmt.Sprintf("gen %d", seed), ig, []int{1, 2, 4, 63}, []string{"own"}, false, true)
	}
	const file = "testdata/analysis_digests.txt"
	if *updateDigests {
		var b strings.Builder
		for _, n := range order {
			fmt.Fprintf(&b, "%s %s\n", got[n], n)
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		d, n, _ := strings.Cut(sc.Text(), " ")
		want[n] = d
	}
	if full && len(want) != len(got) {
		t.Errorf("%d cases, %s holds %d", len(got), file, len(want))
	}
	bad := 0
	for _, n := range order {
		if w, ok := want[n]; !ok {
			t.Errorf("%s: not recorded in %s", n, file)
		} else if w != got[n] {
			if bad++; bad <= 20 {
				t.Errorf("%s: digest %s, recorded %s", n, got[n], want[n])
			}
		}
	}
	t.Logf("%d analyses, %d differ", len(order), bad)
}

// dumpAnalysis writes everything an analysis holds, IPTs and branches by
// ID. The text is what fmt's %v and %q print for each field; the per-edge
// slices (Removed, Why, Region) are written by hand, because fmt formats
// them element by element through reflection, which took two thirds of
// the test's CPU; the recorded digests check that the text is unchanged.
func dumpAnalysis(h hash.Hash, ig *ipg.Graph, a *roles.Analysis) {
	b := fmt.Appendf(nil, "S %d %v %v %v max %d unl %d\nnotes %q\n", a.S, a.Assumption, a.Policy, a.Reconverge, a.MaxSplits, a.Unlimited, a.Notes)
	for _, r := range a.Roles {
		b = fmt.Appendf(b, "role %d\n", r.J)
		b = dumpRole(b, ig, r)
		for i, v := range r.Variants {
			b = fmt.Appendf(b, "variant %d\n", i)
			b = flush(h, dumpRole(b, ig, v))
		}
		b = flush(h, b)
	}
	h.Write(b)
}

// flush writes b to h once it holds 64 KiB, returning it emptied.
func flush(h hash.Hash, b []byte) []byte {
	if len(b) < 64<<10 {
		return b
	}
	h.Write(b)
	return b[:0]
}

func dumpRole(b []byte, ig *ipg.Graph, r *roles.Role) []byte {
	id := func(p *ipg.IPT) int {
		if p == nil {
			return -1
		}
		return p.ID
	}
	bid := func(b *cfg.Branch) int {
		if b == nil {
			return -1
		}
		return b.Block.ID
	}
	b = fmt.Appendf(b, "j %d absent %v start %d branch %d range %v end %d paths %q\n", r.J, r.Absent, id(r.Start), bid(r.Branch), r.Range, id(r.End), r.Paths)
	b = append(b, "removed "...)
	b = appendBools(b, r.Removed)
	b = append(b, " why ["...)
	for i, w := range r.Why {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, w.String()...)
	}
	b = append(b, "]\n"...)
	for _, sp := range r.SplitsAt {
		b = fmt.Appendf(b, "splits %d %d %v\n", bid(sp.Branch), id(sp.IPT), sp.Always)
	}
	for _, m := range r.Merges {
		b = fmt.Appendf(b, "merge %d at %d join %d always %v region ", bid(m.Branch), id(m.At), id(m.Join), m.Always)
		b = append(appendBools(b, m.Region), '\n')
		for _, c := range m.Children {
			b = fmt.Appendf(b, "child j %d start %d\n", c.J, id(c.Start))
		}
	}
	return b
}

// appendBools appends v as fmt's %v prints a []bool: [true false ...].
func appendBools(b []byte, v []bool) []byte {
	b = append(b, '[')
	for i, x := range v {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendBool(b, x)
	}
	return append(b, ']')
}
