package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// chooseDoc is the part of choose's JSON the tests read.
type chooseDoc struct {
	Kernel string `json:"kernel"`
	S      int    `json:"S"`
	Chosen struct {
		Name     string `json:"name"`
		Branches []struct {
			Label string `json:"label"`
			Line  int    `json:"line"`
			Src   string `json:"src"`
		} `json:"branches"`
		Predicted int64 `json:"predicted_bound_cycles"`
		Simulated int64 `json:"simulated_bound_cycles"`
	} `json:"chosen"`
	Predicted int64 `json:"predicted_bound_cycles"`
	Simulated int64 `json:"simulated_bound_cycles"`
	Baselines map[string]*struct {
		Predicted int64 `json:"predicted_bound_cycles"`
		Simulated int64 `json:"simulated_bound_cycles"`
		Branches  []struct {
			Label string `json:"label"`
		} `json:"branches"`
	} `json:"baselines"`
	Confirmed []struct {
		Name string `json:"name"`
	} `json:"confirmed"`
	HIP []struct {
		Src  string `json:"src"`
		Text string `json:"text"`
	} `json:"hip"`
}

func TestChooseIfelse(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "marked.s")
	stdout, stderr := mustRun(t, "choose", "../../examples/ifelse/kernel.s", "-w", "../../examples/ifelse/workload.yaml",
		"--S", "1", "--json", "--emit", out)
	var doc chooseDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if !strings.Contains(stderr, "wrote "+out) {
		t.Errorf("stderr: %s", stderr)
	}
	// The thesis' Fig. 4.4 if: splitting at the if-branch (%bb.0) is best.
	if len(doc.Chosen.Branches) != 1 || doc.Chosen.Branches[0].Label != "%bb.0" || doc.Chosen.Branches[0].Src != "kernel.hip:19" {
		t.Errorf("chosen %+v, want %%bb.0 at kernel.hip:19", doc.Chosen.Branches)
	}
	if doc.Predicted != doc.Chosen.Predicted || doc.Simulated != doc.Chosen.Simulated || doc.Simulated <= 0 {
		t.Errorf("predicted %d, simulated %d; chosen %d, %d", doc.Predicted, doc.Simulated, doc.Chosen.Predicted, doc.Chosen.Simulated)
	}
	for _, name := range []string{"none", "first_S", "thesis"} {
		b := doc.Baselines[name]
		if b == nil || b.Predicted <= 0 || b.Simulated <= 0 {
			t.Fatalf("baseline %s: %+v", name, b)
		}
		if doc.Simulated > b.Simulated {
			t.Errorf("chosen simulates to %d, above %s's %d", doc.Simulated, name, b.Simulated)
		}
	}
	if len(doc.Baselines["none"].Branches) != 0 || len(doc.Baselines["first_S"].Branches) != 2 {
		t.Errorf("none marks %d, first-S %d", len(doc.Baselines["none"].Branches), len(doc.Baselines["first_S"].Branches))
	}
	if len(doc.HIP) != 1 || !strings.Contains(doc.HIP[0].Text, "if (") {
		t.Errorf("hip: %+v", doc.HIP)
	}
	// The emitted file marks exactly the chosen branch.
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse(out, data, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, br := range g.Branches {
		if want := br.Block.Name == "%bb.0"; (br.Split == cfg.SplitOn) != want || br.Split == cfg.SplitMixed {
			t.Errorf("emitted: %s in %s is %v", br.Instr.Text, br.Block.Name, br.Split)
		}
	}
}

// TestChooseLatency: --latency picks the model of the segments no trace
// observed, as for analyze: under the real-hardware table ifelse's chosen
// prediction (whose split side leaves segments unobserved) is above the
// simulator's, the choice the same.
func TestChooseLatency(t *testing.T) {
	predicted := func(lat string) (int64, string) {
		stdout, _ := mustRun(t, "choose", "../../examples/ifelse/kernel.s", "-w", "../../examples/ifelse/workload.yaml",
			"--S", "4", "--json", "--quiet", "--latency", lat)
		var doc chooseDoc
		if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
			t.Fatalf("%v\n%s", err, stdout)
		}
		if len(doc.Chosen.Branches) != 1 {
			t.Fatalf("--latency %s: chosen %+v", lat, doc.Chosen.Branches)
		}
		return doc.Chosen.Predicted, doc.Chosen.Branches[0].Label
	}
	sim, simL := predicted("simulator")
	real, realL := predicted("real-hardware")
	if sim >= real || simL != realL {
		t.Errorf("predicted %d (%s) with the simulator's facts, %d (%s) with the real-hardware table", sim, simL, real, realL)
	}
}

func TestChooseDefaultText(t *testing.T) {
	stdout, _ := mustRun(t, "choose", "--S", "1", "--set", "random1", "--confirm", "1")
	for _, want := range []string{"kernel synthetic_split [_Z15synthetic_splitPKiPi] (", "none ", "first-S ", "thesis ", "chosen: ", "kernel.hip:"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}

func TestChooseErrors(t *testing.T) {
	wantFail(t, 2, []string{"--splits 0: want one S in 1..63"}, "choose", "--S", "0")
	wantFail(t, 2, []string{"--splits 1-2: want one S in 1..63"}, "choose", "-S", "1-2")
	wantFail(t, 2, []string{"--candidates"}, "choose", "--candidates", "some")
	wantFail(t, 2, []string{"--weights"}, "choose", "--weights", "maxima")
	wantFail(t, 2, []string{"--confirm"}, "choose", "--confirm", "-1")
	wantFail(t, 2, []string{"--latency", "nosuch.yaml"}, "choose", "--latency", "nosuch.yaml")
	wantFail(t, 2, []string{"--hipcc-flags"}, "choose", "--hipcc-flags", "-O0")
	wantFail(t, 1, []string{"marks no candidate"}, "choose", "../../examples/ifelse/kernel.s", "-w", "../../examples/ifelse/workload.yaml", "--candidates", "marked")
	wantFail(t, 1, []string{"nosuch.s"}, "choose", "nosuch.s", "-w", "../../examples/ifelse/workload.yaml")
}

// TestChooseTextExcluded: the text lists the branches left out with the
// reason and the HIP line, and names each marking's branches with their
// HIP lines (docs/choose.md).
func TestChooseTextExcluded(t *testing.T) {
	stdout, _ := mustRun(t, "choose", examplePath("divloop"), "-w", workloadPath("divloop"), "-S", "2", "--confirm", "1", "--quiet")
	for _, want := range []string{
		"candidates: 1 (every if-type exec-skip branch); 1 exec-skip branch(es) left out\n  left out: .LBB0_2 line 77 (kernel.hip:32): loop-back branch\n",
		"\nfirst-S          1 ", "  %bb.0 (kernel.hip:32)\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}
