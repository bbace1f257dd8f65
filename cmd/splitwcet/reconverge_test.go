package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReconvergeFlag: --reconverge runs, simulates, analyzes (hybrid
// and static) and chooses with merges, and fcfs is a usage error.
func TestReconvergeFlag(t *testing.T) {
	k, w := examplePath("ifelse_split"), strings.TrimSuffix(examplePath("ifelse_split"), "kernel.s")+"workload.yaml"
	d0, d1 := t.TempDir(), t.TempDir()
	mustRun(t, "run", k, "-w", w, "-S", "0", "--dump", d0)
	mustRun(t, "run", k, "-w", w, "-S", "1", "--reconverge", "--dump", d1)
	for _, set := range []string{"random1", "random2-wg64", "iota-partial"} {
		x, err := os.ReadFile(filepath.Join(d0, set, "out.bin"))
		if err != nil {
			t.Fatal(err)
		}
		y, err := os.ReadFile(filepath.Join(d1, set, "out.bin"))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("run --reconverge, set %s: output differs from the unsplit run's (%v)", set, err)
		}
	}
	stdout, _ := mustRun(t, "simulate", k, "-w", w, "-S", "1", "--reconverge", "--json")
	var sim struct {
		Runs []struct {
			Splits int `json:"splits"`
			Merges int `json:"merges"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &sim); err != nil {
		t.Fatal(err)
	}
	for _, r := range sim.Runs {
		if r.Splits == 0 || r.Merges != r.Splits {
			t.Errorf("simulate --reconverge: %d splits, %d merges; want every split of ifelse_split merged", r.Splits, r.Merges)
		}
	}
	stdout, _ = mustRun(t, "analyze", k, "-w", w, "-S", "1,2", "--reconverge")
	if !strings.Contains(stdout, "reconvergence: each role's bound takes its merges' regions") {
		t.Errorf("analyze --reconverge: no note on the merges:\n%s", stdout)
	}
	// The static bound with merges (analyze exits 1 on a static bound
	// below an observation).
	stdout, _ = mustRun(t, "analyze", k, "-w", w, "-S", "1,2", "--reconverge", "--static")
	if !strings.Contains(stdout, "static bound (no simulation") {
		t.Errorf("analyze --reconverge --static: no static table:\n%s", stdout)
	}
	stdout, _ = mustRun(t, "choose", k, "-w", w, "-S", "1", "--reconverge", "--static", "--json", "--quiet")
	if !strings.Contains(stdout, `"static"`) {
		t.Errorf("choose --reconverge --static: no static bound:\n%s", stdout)
	}
	stdout, _ = mustRun(t, "choose", k, "-w", w, "-S", "1", "--reconverge", "--json", "--quiet")
	var ch struct {
		Chosen struct {
			Simulated int64 `json:"simulated_bound_cycles"`
			Observed  int64 `json:"observed_cycles"`
			Roles     []struct {
				Merged bool `json:"merged"`
			} `json:"predicted_roles"`
		} `json:"chosen"`
		Baselines struct {
			None struct {
				Simulated int64 `json:"simulated_bound_cycles"`
			} `json:"none"`
		} `json:"baselines"`
	}
	if err := json.Unmarshal([]byte(stdout), &ch); err != nil {
		t.Fatal(err)
	}
	// ifelse_split at S = 1: the chosen marking splits its if/else, the
	// child ends at the join (role 1 merged), and the simulated bound
	// covers the observation and beats no splitting.
	c := ch.Chosen
	if len(c.Roles) != 2 || c.Roles[0].Merged || !c.Roles[1].Merged || c.Simulated < c.Observed || c.Simulated >= ch.Baselines.None.Simulated {
		t.Errorf("choose --reconverge: chosen %+v, none %d; want roles 0 and 1 (merged), observed <= simulated < none", c, ch.Baselines.None.Simulated)
	}
	wantFail(t, 2, []string{"--reconverge (splits.reconverge) needs a budgeted split policy"}, "simulate", k, "-w", w, "-S", "1", "--reconverge", "--split-policy", "fcfs")
}
