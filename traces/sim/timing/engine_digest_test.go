package timing_test

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

var updateDigests = flag.Bool("update-digests", false, "rewrite testdata/engine_digests.txt from the current engine")

// TestEngineDigests runs every example's first input set under hardware
// variants that exercise every path of the arbiter and the event loop
// (oldest-first and round robin, serialized splits, S = 0, 4 and 63, the
// split policies, reconvergence, the R9 Nano file with its vector decoder,
// several SIMDs visited per cycle, caches and instruction fetch) with every
// instruction probed and per-wave statistics, and compares a SHA-256 of
// the whole result and event sequence with testdata/engine_digests.txt.
// The digests were recorded with the scan-every-wave engine before the
// event-driven one replaced it (issue 32): the two make the same decisions
// cycle for cycle. A deliberate change of the timing model rewrites them:
//
//	go test ./traces/sim/timing -run TestEngineDigests -update-digests
//
// The same digests come out when the visit calendar holds only 64 cycles,
// so that most memory waits go through its far heap, and when visit
// decides every visit itself (without visitSolo and visitPar). The
// r9nano-fetch variant (caches and instruction fetch under visitSolo and
// visitPar, which write runner.issue out) was added later, its digests
// recorded with the engine of 8460331.
func TestEngineDigests(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	got := engineDigests(t)
	path := filepath.Join("testdata", "engine_digests.txt")
	if *updateDigests {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	compareDigests(t, got, string(want))
	t.Run("calendar64", func(t *testing.T) {
		defer timing.SetCalendarWindow(64)()
		compareDigests(t, engineDigests(t), string(want))
	})
	// visitSolo and visitPar (S = 0 and serialized; the parallel mode)
	// decide as visit does.
	t.Run("generic", func(t *testing.T) {
		defer timing.SetGenericVisits()()
		compareDigests(t, engineDigests(t), string(want))
	})
}

// engineDigests is the digest file of the current engine.
func engineDigests(t *testing.T) string {
	names := examples.Names()
	type variant struct {
		name string
		hw   func() timing.Config
		S    []int
		ser  bool
	}
	def := timing.Default
	rr := func() timing.Config { c := timing.Default(); c.Policy = timing.RoundRobin; return c }
	fcfs := func() timing.Config { c := timing.Default(); c.SplitPolicy = split.FCFS; return c }
	rec := func() timing.Config { c := timing.Default(); c.Reconverge = true; return c }
	nano := func() timing.Config { return r9nano(t) }
	nanoRR := func() timing.Config { c := r9nano(t); c.Policy = timing.RoundRobin; c.CUs = 4; return c }
	// caches and instruction fetch under visitSolo and visitPar (the
	// vector decoder has visit decide)
	nanoFetch := func() timing.Config { c := r9nano(t); c.VectorDecoder = 0; return c }
	variants := []variant{
		{"default", def, []int{0, 63}, false},
		{"serial", def, []int{4}, true},
		{"round-robin", rr, []int{4}, false},
		{"fcfs", fcfs, []int{4}, false},
		{"reconverge", rec, []int{4}, false},
		{"r9nano", nano, []int{4}, false},
		{"r9nano-rr-4cu", nanoRR, []int{63}, false},
		{"r9nano-fetch", nanoFetch, []int{0, 63}, false},
	}
	var lines []string
	for _, name := range names {
		p, wf, err := embeddedExample(name)
		if err != nil || p == nil || len(wf.Sets) == 0 {
			continue
		}
		l := wf.Sets[0].Launch
		for _, v := range variants {
			for _, S := range v.S {
				opt := timing.Options{S: S, Serial: v.ser, Probes: named(probeAll(p)), WaveStats: true}
				evs := record(&opt)
				r, err := timing.Run(p, l, v.hw(), opt)
				h := sha256.New()
				if err != nil {
					fmt.Fprintf(h, "error %v", err)
				} else {
					js, _ := json.Marshal(r)
					h.Write(js)
					for _, e := range *evs {
						fmt.Fprintf(h, "%+v\n", e)
					}
				}
				lines = append(lines, fmt.Sprintf("%s %s S=%d %x", name, v.name, S, h.Sum(nil)[:12]))
			}
		}
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n") + "\n"
}

// compareDigests reports every line of got that differs from want's.
func compareDigests(t *testing.T, got, want string) {
	t.Helper()
	if got != want {
		g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
		for i := 0; i < len(g) || i < len(w); i++ {
			var a, b string
			if i < len(g) {
				a = g[i]
			}
			if i < len(w) {
				b = w[i]
			}
			if a != b {
				t.Errorf("digest differs: got %q, want %q", a, b)
			}
		}
	}
}
