package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/wcet"
	"github.com/splitwcet/splitwcet/traces"
)

type simJSON struct {
	InputSet     string `json:"input_set"`
	S            int    `json:"S"`
	Cycles       int64  `json:"observed_cycles"`
	Wavefronts   int    `json:"wavefronts"`
	Splits       int    `json:"splits"`
	Instructions int64  `json:"instructions"`
	Waves        []struct {
		Split int   `json:"split"`
		Start int64 `json:"start_cycle"`
		End   int64 `json:"end_cycle"`
	} `json:"per_wavefront"`
}

// oneSimRun is the only run of simulate's --json output.
func oneSimRun(t *testing.T, out string) simJSON {
	t.Helper()
	runs := simRuns(t, out)
	if len(runs) != 1 {
		t.Fatalf("simulate --json: %d runs, want 1", len(runs))
	}
	return runs[0]
}

// simRuns are the runs of simulate's --json output.
func simRuns(t *testing.T, out string) []simJSON {
	t.Helper()
	var doc struct {
		Runs []simJSON `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("simulate --json: %v", err)
	}
	return doc.Runs
}

// TestSimulateSeveralS: one run per (S, input set), S outer, each naming
// both; one trace file per run.
func TestSimulateSeveralS(t *testing.T) {
	tr := filepath.Join(t.TempDir(), "t.csv")
	out, _ := mustRun(t, "simulate", examplePath("divloop"), "-w", workloadPath("divloop"), "-S", "0..1", "--json", "--quiet", "--trace", tr)
	var got []string
	for _, r := range simRuns(t, out) {
		got = append(got, fmt.Sprintf("%s/S%d", r.InputSet, r.S))
		if _, err := os.Stat(traces.PerSetPath(traces.PerSetPath(tr, r.InputSet), fmt.Sprintf("S%d", r.S))); err != nil {
			t.Error(err)
		}
	}
	if want := "random/S0 staircase/S0 random/S1 staircase/S1"; strings.Join(got, " ") != want {
		t.Errorf("runs %s, want %s", strings.Join(got, " "), want)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &top); err != nil || top["S"] != nil {
		t.Errorf("the document states one S for runs of several: %v %s", err, top["S"])
	}
	// The old spelling --S is the same flag.
	one, _ := mustRun(t, "simulate", examplePath("divloop"), "-w", workloadPath("divloop"), "--S", "1", "--set", "random", "--json", "--quiet")
	if r := oneSimRun(t, one); r.S != 1 || r.InputSet != "random" || !strings.Contains(one, "\n  \"S\": 1,\n") {
		t.Errorf("--S 1 --set random: %+v", r)
	}
}

func TestSimulateDefault(t *testing.T) {
	par, _ := mustRun(t, "simulate", "--splits", "4", "--set", "random1", "--json", "--quiet")
	ser, _ := mustRun(t, "simulate", "-S", "4", "--set", "random1", "--serial-splits", "--json", "--quiet")
	p, s := oneSimRun(t, par), oneSimRun(t, ser)
	if p.Cycles <= 0 || p.Splits != 4*p.Wavefronts || p.Instructions <= 0 {
		t.Errorf("parallel run %+v", p)
	}
	if s.Cycles < p.Cycles {
		t.Errorf("serialized splits (%d cycles) faster than the parallel guarantee (%d)", s.Cycles, p.Cycles)
	}
}

// TestTraceBoundCoversObservedWavefronts: the per-wavefront bound from a
// trace covers the observed time of every launch wavefront of that run
// (weights are observed maxima, loop bounds observed maxima), for each
// example with S = 0 (noinline_split: the call edges' weights hold the callee).
func TestTraceBoundCoversObservedWavefronts(t *testing.T) {
	for _, name := range []string{"ifelse", "nested", "divloop", "reduce", "frontier", "dptile", "noinline_split"} {
		t.Run(name, func(t *testing.T) {
			tr := filepath.Join(t.TempDir(), "t.csv.gz")
			out, _ := mustRun(t, "simulate", examplePath(name), "-w", workloadPath(name), "--trace", tr, "--json", "--per-wavefront", "--quiet")
			runs := simRuns(t, out)
			if len(runs) < 2 {
				t.Fatalf("%d runs: want one per input set", len(runs))
			}
			sim := runs[0] // the first input set
			js, _ := mustRun(t, "wcet", examplePath(name), "--trace", traces.PerSetPath(tr, sim.InputSet), "--json")
			var w wcet.JSONReport
			if err := json.Unmarshal([]byte(js), &w); err != nil {
				t.Fatal(err)
			}
			if w.Weights != "trace" || w.BoundCycles <= 0 {
				t.Fatalf("wcet %+v", w)
			}
			longest := int64(0)
			for _, wv := range sim.Waves {
				if d := wv.End - wv.Start; d > longest {
					longest = d
				}
			}
			if longest == 0 || w.BoundCycles < longest {
				t.Errorf("bound %d cycles < longest observed wavefront %d", w.BoundCycles, longest)
			}
			t.Logf("%s: bound %d, longest wavefront %d, kernel %d cycles", name, w.BoundCycles, longest, sim.Cycles)
		})
	}
}

func TestSimulateErrors(t *testing.T) {
	wantFail(t, 2, []string{`invalid argument "70" for "--S" flag: "70": S must be in 0..63`}, "simulate", "--S", "70", "--quiet")
	wantFail(t, 2, []string{`invalid argument "0-x" for "-S, --splits" flag: "0-x": want a number or a range LO-HI or LO..HI`}, "simulate", "-S", "0-x", "--quiet")
	bad := writeFile(t, "hw.yaml", "cus: many\n")
	wantFail(t, 1, []string{"hw.yaml:1"}, "simulate", "--hw", bad, "--quiet")
	// The preamble says what the trace is of (ifelse's code on the default
	// hardware), so the reader gets to the event.
	id := "# kernel: _Z6ifelsePKiPi\n# code: sha256:ab3d4f4977b110e0c8c237d04e3304e46e9d30f7bdf9451d3dc919324aa5e26f\n" +
		"# hw_hash: sha256:b5c73e46d3e4b615ba5fc0e7b5ec005c664120674cf58a8e11743c4d1c7be067\n"
	tr := writeFile(t, "t.csv", "# splitwcet-trace: 1\n# placement: thesis\n"+id+"time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome\n1,0,0,0,0,-1,0,0,0,nowhere,\n")
	stderr := wantFail(t, 1, nil, "wcet", examplePath("ifelse"), "--trace", tr)
	if !strings.Contains(stderr, "t.csv:7") || !strings.Contains(stderr, "nowhere") {
		t.Errorf("trace error should name t.csv:7 and the IPT: %s", stderr)
	}
}

// TestSimulateTraceDeterministic: the same inputs give byte-identical traces.
func TestSimulateTraceDeterministic(t *testing.T) {
	dir := t.TempDir()
	var data [2][]byte
	for i := range data {
		p := filepath.Join(dir, fmt.Sprintf("t%d.csv.gz", i))
		mustRun(t, "simulate", "--S", "2", "--set", "random1", "--trace", p, "--quiet")
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		data[i] = b
	}
	if len(data[0]) == 0 || !bytes.Equal(data[0], data[1]) {
		t.Errorf("two runs gave different traces (%d and %d bytes)", len(data[0]), len(data[1]))
	}
}
