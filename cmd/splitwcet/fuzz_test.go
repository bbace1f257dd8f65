package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
)

// TestFuzzSmallCampaign: a small campaign passes, exits 0 and prints the
// same report twice.
func TestFuzzSmallCampaign(t *testing.T) {
	args := []string{"fuzz", "--kernels", "6", "--seed", "4", "--S", "0,1,2,4", "--out", t.TempDir(), "--quiet"}
	a, _ := mustRun(t, args...)
	for _, w := range []string{"cases (kernel x S)         24", "passed                     24", "failed                     0", "premise broken"} {
		if !strings.Contains(a, w) {
			t.Errorf("output lacks %q:\n%s", w, a)
		}
	}
	b, _ := mustRun(t, args...)
	if a != b {
		t.Errorf("two runs with the same seed differ:\n%s\n---\n%s", a, b)
	}
}

// fuzzDoc is the part of fuzz's JSON the tests read.
type fuzzDoc struct {
	Counts struct {
		Cases         int `json:"cases"`
		Failed        int `json:"failed"`
		BoundParallel int `json:"bound_violations_parallel"`
	} `json:"counts"`
	Cases []struct {
		Kernel           int    `json:"kernel_index"`
		S                int    `json:"S"`
		ObservedParallel int64  `json:"observed_parallel_cycles"`
		BoundParallel    int64  `json:"bound_parallel_cycles"`
		ObservedSerial   int64  `json:"observed_serial_cycles"`
		BoundSerial      int64  `json:"bound_serial_cycles"`
		Dir              string `json:"reproducer"`
	} `json:"cases"`
}

// TestFuzzInjectedFaultReproducer: with a deliberately wrong bound every
// case fails (exit 1), and each reproducer, analyzed with the command its
// README gives, shows the campaign's observed times and bounds.
func TestFuzzInjectedFaultReproducer(t *testing.T) {
	out := t.TempDir()
	stdout, stderr, code := splitwcet(t, "fuzz", "--kernels", "2", "--seed", "4", "--S", "0,2", "--inject", "bound", "--out", out, "--json", "--quiet")
	if code != cli.ExitError || !strings.Contains(stderr, "4 of 4 cases failed") {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, cli.ExitError, stderr)
	}
	var doc fuzzDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("fuzz --json: %v\n%s", err, stdout)
	}
	if doc.Counts.Cases != 4 || doc.Counts.BoundParallel != 4 || len(doc.Cases) != 4 {
		t.Fatalf("counts %+v, %d cases: want 4 parallel bound violations", doc.Counts, len(doc.Cases))
	}
	for _, cs := range doc.Cases {
		dir := filepath.Join(out, cs.Dir)
		readme, err := os.ReadFile(filepath.Join(dir, "README.txt"))
		if err != nil {
			t.Fatal(err)
		}
		var cmd []string
		for _, line := range strings.Split(string(readme), "\n") {
			if l := strings.TrimSpace(line); strings.HasPrefix(l, "splitwcet analyze ") {
				cmd = strings.Fields(strings.TrimPrefix(l, "splitwcet "))
				break
			}
		}
		if len(cmd) == 0 || !strings.Contains(string(readme), "bound-parallel") {
			t.Fatalf("%s/README.txt has no analyze command or category:\n%s", dir, readme)
		}
		if !strings.Contains(" "+strings.Join(cmd, " ")+" ", " -S "+strconv.Itoa(cs.S)+" ") {
			t.Errorf("command %v is not for S = %d", cmd, cs.S)
		}
		a := analyzeJSONOf(t, cmd[1:]...)
		if len(a.Results) != 1 {
			t.Fatalf("%v: %d results", cmd, len(a.Results))
		}
		r := a.Results[0]
		if r.S != cs.S || *r.ObservedParallel != cs.ObservedParallel || *r.BoundParallel != cs.BoundParallel ||
			*r.ObservedSerial != cs.ObservedSerial || *r.BoundSerial != cs.BoundSerial {
			t.Errorf("%s: analyze gives S=%d obs %d/%d bound %d/%d; the campaign had obs %d/%d bound %d/%d", dir, r.S,
				*r.ObservedParallel, *r.ObservedSerial, *r.BoundParallel, *r.BoundSerial, cs.ObservedParallel, cs.ObservedSerial, cs.BoundParallel, cs.BoundSerial)
		}
	}
}

func TestFuzzUsageErrors(t *testing.T) {
	wantFail(t, cli.ExitUsage, []string{"--kernels 0"}, "fuzz", "--kernels", "0")
	wantFail(t, cli.ExitUsage, []string{"--inject", "boom"}, "fuzz", "--inject", "boom")
	wantFail(t, cli.ExitUsage, []string{"--sizes", "2000"}, "fuzz", "--sizes", "64,2000")
	wantFail(t, cli.ExitUsage, []string{"--S"}, "fuzz", "--S", "70")
	wantFail(t, cli.ExitUsage, []string{"at most 0 arguments"}, "fuzz", "extra")
	wantFail(t, cli.ExitError, []string{"--hw"}, "fuzz", "--hw", filepath.Join(t.TempDir(), "missing.yaml"))
}

// TestFuzzReproducerKeepsPolicyAndStatic: a campaign under --split-policy
// fcfs with --static writes reproducers whose analyze command repeats the
// policy (and reproduces the campaign's bound) and whose second command
// gives the static bound with the generator's facts of every loop.
func TestFuzzReproducerKeepsPolicyAndStatic(t *testing.T) {
	out := t.TempDir()
	stdout, _, code := splitwcet(t, "fuzz", "--kernels", "1", "--seed", "4", "-S", "2", "--split-policy", "fcfs", "--static",
		"--inject", "bound", "--out", out, "--json", "--quiet")
	var doc fuzzDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || code != cli.ExitError || len(doc.Cases) != 1 {
		t.Fatalf("exit %d, %v, %d cases:\n%s", code, err, len(doc.Cases), stdout)
	}
	cs := doc.Cases[0]
	readme, err := os.ReadFile(filepath.Join(out, cs.Dir, "README.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cmds [][]string
	for _, line := range strings.Split(string(readme), "\n") {
		if l := strings.TrimSpace(line); strings.HasPrefix(l, "splitwcet analyze ") {
			l, _, _ = strings.Cut(l, "#")
			cmds = append(cmds, strings.Fields(strings.TrimPrefix(l, "splitwcet analyze ")))
		}
	}
	if len(cmds) != 2 || !strings.Contains(strings.Join(cmds[0], " "), "--split-policy fcfs") ||
		!strings.Contains(strings.Join(cmds[1], " "), "--static --facts "+filepath.Join(out, cs.Dir, "flow-static.yaml")) {
		t.Fatalf("README.txt commands %q:\n%s", cmds, readme)
	}
	if r := analyzeJSONOf(t, cmds[0]...).Results[0]; *r.BoundParallel != cs.BoundParallel {
		t.Errorf("the reproducer's bound %d, the campaign's %d", *r.BoundParallel, cs.BoundParallel)
	}
	analyzeJSONOf(t, cmds[1]...) // the static bound: exit 0, JSON
}

// TestFuzzCallsReproducer: a --calls campaign's reproducer holds a kernel
// with device functions (gen.RandomCalls), its README's campaign command
// repeats --calls, and both its analyze commands run: the first
// reproduces the campaign's bound with flow.yaml (which bounds the device
// functions' loops), the second gives the static bound.
func TestFuzzCallsReproducer(t *testing.T) {
	out := t.TempDir()
	stdout, _, code := splitwcet(t, "fuzz", "--kernels", "1", "--seed", "2", "-S", "1", "--static", "--calls",
		"--inject", "bound", "--out", out, "--json", "--quiet")
	var doc fuzzDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || code != cli.ExitError || len(doc.Cases) != 1 {
		t.Fatalf("exit %d, %v, %d cases:\n%s", code, err, len(doc.Cases), stdout)
	}
	cs := doc.Cases[0]
	dir := filepath.Join(out, cs.Dir)
	readme, err := os.ReadFile(filepath.Join(dir, "README.txt"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "gen.RandomCalls(") || !strings.Contains(string(readme), " --static --calls --inject bound") ||
		!strings.Contains(string(src), "s_swappc_b64 s[30:31], s[4:5]") || !strings.Contains(string(src), "\ts_setpc_b64 s[30:31]") {
		t.Fatalf("README.txt or kernel.s without the calls:\n%s", readme)
	}
	var cmds [][]string
	for _, line := range strings.Split(string(readme), "\n") {
		if l := strings.TrimSpace(line); strings.HasPrefix(l, "splitwcet analyze ") {
			l, _, _ = strings.Cut(l, "#")
			cmds = append(cmds, strings.Fields(strings.TrimPrefix(l, "splitwcet analyze ")))
		}
	}
	if len(cmds) != 2 {
		t.Fatalf("README.txt commands %q:\n%s", cmds, readme)
	}
	if r := analyzeJSONOf(t, cmds[0]...).Results[0]; *r.BoundParallel != cs.BoundParallel {
		t.Errorf("the reproducer's bound %d, the campaign's %d", *r.BoundParallel, cs.BoundParallel)
	}
	analyzeJSONOf(t, cmds[1]...)
}
