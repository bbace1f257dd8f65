package soundness_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// small is a campaign that passes (seed 4: 8 kernels, 21 of the 32 cases
// split, 2 break the premise).
func small() soundness.Config {
	return soundness.Config{Kernels: 8, Seed: 4, S: []int{0, 1, 2, 4}}
}

func run(t *testing.T, c soundness.Config) *soundness.Report {
	t.Helper()
	r, err := soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func text(t *testing.T, r *soundness.Report) string {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestSmallCampaignPasses: a small soundness campaign passes: bound >=
// observed in both modes, split output = unsplit output, no crash.
// Requirements: REQ-SIM-2 (docs/qualification/requirements.md).
func TestSmallCampaignPasses(t *testing.T) {
	r := run(t, small())
	c := r.Counts
	if c.Cases != 32 || c.Passed != 32 || c.Failed != 0 {
		t.Errorf("cases %d, passed %d, failed %d: want 32 passing\n%s", c.Cases, c.Passed, c.Failed, text(t, r))
	}
	if c.Splitting == 0 {
		t.Errorf("no case split: the campaign does not exercise splitting\n%s", text(t, r))
	}
	if c.MarkStatements == 0 {
		t.Errorf("no kernel is marked per statement")
	}
	if r.RatioParallel.N == 0 || r.RatioParallel.Min < 1 || r.RatioSerial.Min < 1 {
		t.Errorf("ratios %+v %+v: want bounds at or above the observations", r.RatioParallel, r.RatioSerial)
	}
	if got := r.Reproduced(); len(got) != 0 {
		t.Errorf("%d cases with findings", len(got))
	}
	t.Logf("\n%s", text(t, r))
}

// TestDeterministic: the same seed gives the same report, whatever the
// number of workers.
func TestDeterministic(t *testing.T) {
	c := small()
	c.Kernels, c.S = 5, []int{0, 2}
	c.Workers = 1
	a := run(t, c)
	c.Workers = 3
	b := run(t, c)
	if ta, tb := text(t, a), text(t, b); ta != tb {
		t.Errorf("text differs:\n%s\n---\n%s", ta, tb)
	}
	ja, err := a.JSON(nil)
	if err != nil {
		t.Fatal(err)
	}
	jb, _ := b.JSON(nil)
	if !bytes.Equal(ja, jb) {
		t.Error("JSON differs between runs with the same seed")
	}
	c.Seed++
	if text(t, run(t, c)) == text(t, a) {
		t.Error("another seed gives the same report")
	}
}

// checkReproducer checks that a reproducer directory round-trips: the
// kernel parses and matches its workload, the flow facts resolve, and the
// README names the command.
func checkReproducer(t *testing.T, dir string, cs *soundness.Case) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		t.Fatal(err)
	}
	wf, err := workload.ParseFile(filepath.Join(dir, "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	k, err := kernel.FromText(filepath.Join(dir, "kernel.s"), src, kernel.Config{Simulate: true, Workload: wf})
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	if len(wf.Sets) != soundness.DefaultSets {
		t.Errorf("%s: %d input sets", dir, len(wf.Sets))
	}
	if data, err := os.ReadFile(filepath.Join(dir, "flow.yaml")); err == nil {
		f, err := flowfacts.Parse("flow.yaml", data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Resolve(k.CFG); err != nil {
			t.Errorf("%s: flow.yaml: %v", dir, err)
		}
	}
	readme, err := os.ReadFile(filepath.Join(dir, "README.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("splitwcet analyze %s -w %s -S %d", filepath.Join(dir, "kernel.s"), filepath.Join(dir, "workload.yaml"), cs.S)
	for _, w := range []string{want, "category:", "seed", "S:          " + fmt.Sprint(cs.S)} {
		if !strings.Contains(string(readme), w) {
			t.Errorf("%s/README.txt lacks %q:\n%s", dir, w, readme)
		}
	}
	return string(readme)
}

// TestInjectedFaults: a deliberately broken check is caught in every case
// and written as a reproducer that round-trips.
// Requirements: REQ-SND-2 (docs/qualification/requirements.md).
func TestInjectedFaults(t *testing.T) {
	for _, tc := range []struct {
		fault soundness.Fault
		cat   soundness.Category
		count func(c soundness.Counts) int
	}{
		{soundness.FaultBound, soundness.BoundParallel, func(c soundness.Counts) int { return c.BoundParallel }},
		{soundness.FaultOutput, soundness.Output, func(c soundness.Counts) int { return c.Output }},
		{soundness.FaultCrash, soundness.Crash, func(c soundness.Counts) int { return c.Crash }},
	} {
		t.Run(tc.fault.String(), func(t *testing.T) {
			c := small()
			c.Kernels, c.S, c.Fault = 2, []int{0, 2}, tc.fault
			r := run(t, c)
			if got := tc.count(r.Counts); got != 4 || r.Counts.Failed != 4 || r.Counts.Passed != 0 {
				t.Fatalf("%s: %d cases, %d failed, %d in category %s: want all 4\n%s", tc.fault, r.Counts.Cases, r.Counts.Failed, got, tc.cat, text(t, r))
			}
			dir := t.TempDir()
			// A stale reproducer of an earlier campaign is removed; other
			// files are left alone.
			stale := filepath.Join(dir, "case-99-S1")
			if err := os.MkdirAll(stale, 0o755); err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(stale, "README.txt"), []byte("splitwcet fuzz reproducer: old"), 0o644)
			os.WriteFile(filepath.Join(dir, "keep.txt"), nil, 0o644)
			dirs, err := soundness.WriteReproducers(dir, r, "splitwcet fuzz --test")
			if err != nil {
				t.Fatal(err)
			}
			if len(dirs) != 4 {
				t.Fatalf("%d reproducers, want 4", len(dirs))
			}
			if _, err := os.Stat(stale); !os.IsNotExist(err) {
				t.Errorf("stale reproducer %s not removed", stale)
			}
			if _, err := os.Stat(filepath.Join(dir, "keep.txt")); err != nil {
				t.Errorf("an unrelated file was removed: %v", err)
			}
			i := 0
			for _, k := range r.Kernels {
				for _, cs := range k.Cases {
					readme := checkReproducer(t, dirs[i], cs)
					if !strings.Contains(readme, string(tc.cat)) || !strings.Contains(readme, "DELIBERATE") {
						t.Errorf("README lacks the category %s or the fault note:\n%s", tc.cat, readme)
					}
					if tc.fault == soundness.FaultCrash && !strings.Contains(readme, "goroutine") {
						t.Errorf("crash README has no stack:\n%s", readme)
					}
					i++
				}
			}
			if sum, err := os.ReadFile(filepath.Join(dir, "summary.txt")); err != nil || !strings.Contains(string(sum), "FAULT INJECTED") {
				t.Errorf("summary.txt: %v\n%s", err, sum)
			}
		})
	}
}

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		c    soundness.Config
		want string
	}{
		{soundness.Config{S: []int{0}}, "kernels"},
		{soundness.Config{Kernels: 1}, "no value of S"},
		{soundness.Config{Kernels: 1, S: []int{64}}, "S = 64"},
		{soundness.Config{Kernels: 1, S: []int{0}, Sizes: []int{2000}}, "workgroup size 2000"},
		{soundness.Config{Kernels: 1, S: []int{0}, Sets: 17}, "input sets"},
	} {
		if _, err := soundness.Run(tc.c); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.c, err, tc.want)
		}
	}
	if _, err := soundness.ParseFault("boom"); err == nil {
		t.Error("ParseFault accepted boom")
	}
}

// TestSpecIndependent: kernel i depends on the seed and i only.
func TestSpecIndependent(t *testing.T) {
	a := soundness.Config{Kernels: 3, Seed: 9, S: []int{0}, Sizes: soundness.DefaultSizes, Sets: 2, MaxGroups: 3}
	b := a
	b.Kernels = 300
	if fmt.Sprint(a.Spec(2)) != fmt.Sprint(b.Spec(2)) {
		t.Error("kernel 2 depends on the number of kernels")
	}
	wf, err := workload.Parse("w.yaml", a.Spec(1).Workload())
	if err != nil {
		t.Fatal(err)
	}
	if len(wf.Sets) != 2 || wf.Sets[1].Launch.Workgroups[0] != a.Spec(1).Groups[1] {
		t.Errorf("workload sets %+v, want the spec's groups %v", wf.Sets, a.Spec(1).Groups)
	}
}

// Example runs a tiny campaign and prints its counts.
func Example() {
	r, err := soundness.Run(soundness.Config{Kernels: 2, Seed: 4, S: []int{0, 1}})
	if err != nil {
		fmt.Println(err)
		return
	}
	c := r.Counts
	fmt.Printf("cases %d, passed %d, failed %d\n", c.Cases, c.Passed, c.Failed)
	// Output: cases 4, passed 4, failed 0
}

// TestStaticCampaign: with Config.Static every case of a small campaign
// gets a static bound at or above its observed time in both modes, and
// the report counts them; without it the JSON has no static field.
// Requirements: REQ-SND-1 (docs/qualification/requirements.md).
func TestStaticCampaign(t *testing.T) {
	c := soundness.Config{Kernels: 6, Seed: 5, S: []int{0, 1, 4}, Workers: 1, Static: true}
	rep, err := soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	st := rep.Counts.Static
	if st == nil || st.ViolationsParallel != 0 || st.ViolationsSerial != 0 || st.RatioParallel.N != 18 || st.RatioParallel.Min < 1 {
		t.Fatalf("static counts %+v, want 0 violations over 18 cases, ratios >= 1", st)
	}
	for _, k := range rep.Kernels {
		for _, cs := range k.Cases {
			if cs.Failed() {
				t.Errorf("case %s: %v", soundness.CaseDir(cs), cs.Findings)
			}
			if cs.StaticObservedParallel <= 0 || cs.StaticParallel < cs.StaticObservedParallel || cs.StaticSerial < cs.StaticObservedSerial {
				t.Errorf("case %s: static %d/%d, observed %d/%d", soundness.CaseDir(cs), cs.StaticParallel, cs.StaticSerial, cs.StaticObservedParallel, cs.StaticObservedSerial)
			}
		}
	}
	c.Static, c.Kernels = false, 1
	rep, err = soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	js, err := rep.JSON(nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(js), "static") {
		t.Error("the JSON of a campaign without --static mentions static")
	}
}

// TestCallsCampaign: with Config.Calls every kernel calls generated
// device functions; with Static on, no case fails (bounds, outputs equal
// the reference interpreter's), every static bound is at or above its
// observation, and the hybrid analysis' facts bound the device functions'
// loops (labels .LBB<j+1>_n) where they have one. The report counts the
// calls and names --calls in the campaign's command and JSON.
func TestCallsCampaign(t *testing.T) {
	c := soundness.Config{Kernels: 5, Seed: 3, S: []int{0, 1, 63}, Workers: 1, Static: true, Calls: true}
	rep, err := soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	cc := rep.Counts.Calls
	if cc == nil || cc.Kernels != 5 || cc.Functions < 5 || cc.Sites < 5 {
		t.Fatalf("call counts %+v, want 5 kernels with calls", cc)
	}
	if st := rep.Counts.Static; st.ViolationsParallel != 0 || st.ViolationsSerial != 0 || st.RatioParallel.N != 15 || st.RatioParallel.Min < 1 {
		t.Fatalf("static counts %+v, want 0 violations over 15 cases, ratios >= 1", st)
	}
	calleeFacts := 0
	for _, k := range rep.Kernels {
		g := k.Spec.Kernel()
		if len(g.Funcs) == 0 || !k.Spec.Calls {
			t.Fatalf("kernel %d: no device function", k.Spec.Index)
		}
		for _, cs := range k.Cases {
			if cs.Failed() {
				t.Errorf("case %s: %v", soundness.CaseDir(cs), cs.Findings)
			}
			if cs.StaticParallel < cs.StaticObservedParallel || cs.StaticSerial < cs.StaticObservedSerial || cs.ObservedParallel <= 0 {
				t.Errorf("case %s: static %d/%d, observed %d/%d", soundness.CaseDir(cs), cs.StaticParallel, cs.StaticSerial, cs.StaticObservedParallel, cs.StaticObservedSerial)
			}
			for _, f := range g.LoopFacts() {
				if !strings.HasPrefix(f.Header, ".LBB0_") {
					want := fmt.Sprintf("  - header: %s\n    max: %d\n", f.Header, f.Max)
					if !strings.Contains(cs.Facts, want) || !strings.Contains(cs.StaticFacts, want) {
						t.Errorf("case %s: the facts lack %q:\n%s", soundness.CaseDir(cs), want, cs.Facts)
					}
					calleeFacts++
				}
			}
		}
	}
	if calleeFacts == 0 {
		t.Error("no device function has a loop: the campaign does not exercise callee loop facts")
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	js, err := rep.JSON(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "calls                      5 kernels call") || !strings.Contains(string(js), `"calls": true`) ||
		!strings.HasSuffix(rep.Config.Command(""), " --static --calls") {
		t.Errorf("the report does not show the calls:\n%s\n%s", text.String(), rep.Config.Command(""))
	}
}
