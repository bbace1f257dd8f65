package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces"
)

// analyzeDoc is the part of analyze's JSON the tests read.
type analyzeDoc struct {
	Kernel  string `json:"kernel"`
	Results []struct {
		S                int    `json:"S"`
		PremiseHeld      bool   `json:"premise_held"`
		Assumption       string `json:"assumption"`
		ObservedParallel *int64 `json:"observed_parallel_cycles"`
		ObservedSerial   *int64 `json:"observed_serial_cycles"`
		BoundParallel    *int64 `json:"bound_parallel_cycles"`
		BoundSerial      *int64 `json:"bound_serial_cycles"`
		W                int    `json:"W"`
		B                int    `json:"B"`
		L                struct {
			Parallel []int64 `json:"parallel"`
			Serial   []int64 `json:"serial"`
		} `json:"L_cycles"`
		Delta struct {
			Parallel []int64 `json:"parallel"`
			Serial   []int64 `json:"serial"`
		} `json:"delta_cycles"`
		Parallel *struct {
			Notes []string `json:"notes"`
			Roles []struct {
				J     int   `json:"j"`
				L     int64 `json:"L_cycles"`
				Delta int64 `json:"delta_cycles"`
			} `json:"roles"`
			Sets []struct {
				Set           string `json:"input_set"`
				Observed      int64  `json:"observed_cycles"`
				BoundParallel int64  `json:"bound_parallel_cycles"`
			} `json:"sets"`
		} `json:"parallel"`
		Serial *struct {
			Sets []struct {
				Set         string `json:"input_set"`
				Observed    int64  `json:"observed_cycles"`
				BoundSerial int64  `json:"bound_serial_cycles"`
			} `json:"sets"`
		} `json:"serial"`
	} `json:"results"`
}

func analyzeJSONOf(t *testing.T, args ...string) analyzeDoc {
	t.Helper()
	out, _ := mustRun(t, append([]string{"analyze", "--json", "--quiet"}, args...)...)
	var doc analyzeDoc
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("analyze --json: %v\n%s", err, out)
	}
	return doc
}

func TestAnalyzeUsageErrors(t *testing.T) {
	wantFail(t, cli.ExitUsage, []string{"--S", "0..63"}, "analyze", "--S", "70")
	wantFail(t, cli.ExitUsage, []string{"--S"}, "analyze", "--S", "a")
	wantFail(t, cli.ExitUsage, []string{"workload"}, "analyze", examplePath("ifelse"))
	wantFail(t, cli.ExitError, []string{"no-such.s"}, "analyze", "no-such.s", "-w", workloadPath("ifelse"))
}

// TestAnalyzeDefault: with no FILE, analyze runs the embedded default
// example for S = 0, 1, 2, 4 and gives every JSON field the issue asks for.
func TestAnalyzeDefault(t *testing.T) {
	_, stderr := mustRun(t, "analyze", "--quiet", "--S", "0")
	if !strings.Contains(stderr, examples.Default) {
		t.Errorf("stderr does not name the default example: %q", stderr)
	}
	doc := analyzeJSONOf(t)
	if !strings.Contains(doc.Kernel, "synthetic_split") {
		t.Errorf("kernel %q", doc.Kernel)
	}
	var Ss []int
	for _, r := range doc.Results {
		Ss = append(Ss, r.S)
		if r.ObservedParallel == nil || r.ObservedSerial == nil || r.BoundParallel == nil || r.BoundSerial == nil {
			t.Fatalf("S = %d: missing observed/bound fields", r.S)
		}
		if *r.BoundParallel < *r.ObservedParallel || *r.BoundSerial < *r.ObservedSerial {
			t.Errorf("S = %d: bounds %d, %d below observed %d, %d", r.S, *r.BoundParallel, *r.BoundSerial, *r.ObservedParallel, *r.ObservedSerial)
		}
		// 4 workgroups of 128 work-items: 8 wavefronts, one batch.
		if r.W != 8 || r.B != 1 {
			t.Errorf("S = %d: W = %d, B = %d; want 8 and 1", r.S, r.W, r.B)
		}
		if len(r.L.Parallel) == 0 || len(r.L.Parallel) != len(r.Delta.Parallel) || len(r.L.Serial) != len(r.Delta.Serial) {
			t.Errorf("S = %d: L %v / delta %v per role", r.S, r.L, r.Delta)
		}
		if len(r.L.Parallel) > r.S+1 {
			t.Errorf("S = %d: %d roles, want at most S+1", r.S, len(r.L.Parallel))
		}
		if r.Parallel == nil || len(r.Parallel.Roles) != len(r.L.Parallel) {
			t.Errorf("S = %d: per-role terms missing", r.S)
		}
	}
	if !reflect.DeepEqual(Ss, []int{0, 1, 2, 4}) {
		t.Errorf("S values %v, want the default 0,1,2,4", Ss)
	}
	// Splitting the default example pays off in the observed time.
	if *doc.Results[3].ObservedParallel >= *doc.Results[0].ObservedParallel {
		t.Errorf("observed with S = 4 (%d) not below S = 0 (%d)", *doc.Results[3].ObservedParallel, *doc.Results[0].ObservedParallel)
	}
}

// TestAnalyzeText: the headline leads with the cited bound, labelled with
// its kind and the model it holds for (REQ-HEAD-1, REQ-HEAD-2), then the
// table, the assumptions (REQ-ASM-1) and where the time goes (REQ-HOT-1).
func TestAnalyzeText(t *testing.T) {
	out, _ := mustRun(t, "analyze", "--quiet", "--S", "0-2")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 7 || !strings.Contains(lines[3], "bound5.4") || !strings.Contains(lines[3], "obs.ser") {
		t.Fatalf("unexpected table:\n%s", out)
	}
	if want := "WCET bound 26,705 cycles = 26.705 µs at 1000 MHz (measurement-based (hybrid), Eq. 5.4, parallel guarantee, S = 2, the lowest of 3 values of S): holds for the traced inputs (input sets random1, random2-wg64, iota-partial) on the hardware model traces/sim/timing/default.yaml (built in, sha256:"; !strings.HasPrefix(lines[1], want) {
		t.Errorf("headline:\n%s\nwant\n%s", lines[1], want)
	}
	if want := "  no static bound: add --static"; !strings.HasPrefix(lines[2], want) {
		t.Errorf("second line %q, want %q", lines[2], want)
	}
	for i, S := range []string{"0", "1", "2"} {
		if f := strings.Fields(lines[4+i]); len(f) < 10 || f[0] != S {
			t.Errorf("row %d: %q", i, lines[4+i])
		}
	}
	for _, want := range []string{
		"assumptions (every bound is only as good as these):\n  hardware model traces/sim/timing/default.yaml (built in, sha256:",
		"  segments no trace observed (hybrid bound): weighed by the own facts of the hardware model traces/sim/timing/default.yaml",
		"  flow facts: none\n",
		"  role premise: held: every traced wavefront stayed in its role",
		"  compiler: Debian clang version 15.0.6",
		"where the time goes: L^1 (role 1, parallel runs) at S = 2",
		"kernel.hip:43                            10,896 cycles    41%",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "WARNING") {
		t.Errorf("a bound below the observed time:\n%s", out)
	}
}

// TestAnalyzeReport: --report writes index.html, the plots (PNG and SVG)
// and role graphs (SVG with graphviz, else DOT), which the page references.
func TestAnalyzeReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	_, stderr := mustRun(t, "analyze", "--quiet", "--S", "0,2", "--report", dir)
	if !strings.Contains(stderr, "report written") {
		t.Errorf("stderr: %q", stderr)
	}
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<table>", "Eq. 5.4", "Eq. 5.5", `<img src="fig-6.2a-parallel.svg"`, "How to read", "S = 2"} {
		if !strings.Contains(string(html), want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	for _, f := range []string{"fig-6.2a-parallel", "fig-6.2b-serialized", "fig-6.2b-log"} {
		for _, ext := range []string{".png", ".svg"} {
			st, err := os.Stat(filepath.Join(dir, f+ext))
			if err != nil || st.Size() < 1000 {
				t.Errorf("%s%s: %v", f, ext, err)
			}
		}
	}
	png, _ := os.ReadFile(filepath.Join(dir, "fig-6.2a-parallel.png"))
	if len(png) < 8 || string(png[1:4]) != "PNG" {
		t.Errorf("fig-6.2a-parallel.png is not a PNG")
	}
	for _, g := range []string{"S0-role0", "S2-role0", "S2-role1", "S2-role2"} {
		if _, err := os.Stat(filepath.Join(dir, "graphs", g+".dot")); err != nil {
			t.Errorf("graph %s: %v", g, err)
		}
		if strings.Contains(stderr, "graphviz is not installed") {
			continue
		}
		svg, err := os.ReadFile(filepath.Join(dir, "graphs", g+".svg"))
		if err != nil || !strings.Contains(string(svg), "<svg") {
			t.Errorf("graph %s.svg: %v", g, err)
		}
		if img := `<img src="graphs/` + g + `.svg"`; !strings.Contains(string(html), img) {
			t.Errorf("index.html lacks %s", img)
		}
	}
}

// TestAnalyzeTraceMatchesSimulation: analyze --trace on the traces that
// simulate writes gives the numbers analyze computes when it simulates.
func TestAnalyzeTraceMatchesSimulation(t *testing.T) {
	dir := t.TempDir()
	par := filepath.Join(dir, "par.csv.gz")
	ser := filepath.Join(dir, "ser.csv.gz")
	mustRun(t, "simulate", "--S", "2", "--set", "all", "--trace", par, "--quiet")
	mustRun(t, "simulate", "--S", "2", "--serial-splits", "--set", "all", "--trace", ser, "--quiet")
	var ts []string
	for _, set := range []string{"random1", "random2-wg64", "iota-partial"} {
		ts = append(ts, traces.PerSetPath(par, set), traces.PerSetPath(ser, set))
	}
	fromTraces := analyzeJSONOf(t, "--trace", strings.Join(ts, ","))
	direct := analyzeJSONOf(t, "--S", "2")
	if len(fromTraces.Results) != 1 || fromTraces.Results[0].S != 2 {
		t.Fatalf("--trace results: %+v", fromTraces.Results)
	}
	a, b := fromTraces.Results[0], direct.Results[0]
	if *a.ObservedParallel != *b.ObservedParallel || *a.ObservedSerial != *b.ObservedSerial ||
		*a.BoundParallel != *b.BoundParallel || *a.BoundSerial != *b.BoundSerial {
		t.Errorf("from traces: obs %d/%d bound %d/%d; simulated: obs %d/%d bound %d/%d",
			*a.ObservedParallel, *a.ObservedSerial, *a.BoundParallel, *a.BoundSerial,
			*b.ObservedParallel, *b.ObservedSerial, *b.BoundParallel, *b.BoundSerial)
	}
}

// TestAnalyzeBoundsCoverObserved: on every example and S in {0, 1, 2, 4},
// in both modes, the kernel bound is at least the observed kernel time, for
// every input set (the same code path as 'splitwcet analyze').
// Requirements: REQ-SND-2 (docs/qualification/requirements.md).
func TestAnalyzeBoundsCoverObserved(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			args := []string{examplePath(name), "-w", workloadPath(name), "--S", "0,1,2,4"}
			if _, err := os.Stat(factsPath(name)); err == nil {
				args = append(args, "--facts", factsPath(name))
			}
			doc := analyzeJSONOf(t, args...)
			if len(doc.Results) != 4 {
				t.Fatalf("%d results", len(doc.Results))
			}
			for _, r := range doc.Results {
				if r.Parallel == nil || r.Serial == nil {
					t.Fatalf("S = %d: a mode is missing", r.S)
				}
				for _, s := range r.Parallel.Sets {
					if s.BoundParallel < s.Observed || s.Observed <= 0 {
						t.Errorf("S = %d, set %s, parallel: Eq. 5.4 bound %d < observed %d", r.S, s.Set, s.BoundParallel, s.Observed)
					}
				}
				for _, s := range r.Serial.Sets {
					if s.BoundSerial < s.Observed || s.Observed <= 0 {
						t.Errorf("S = %d, set %s, serialized: Eq. 5.5 bound %d < observed %d", r.S, s.Set, s.BoundSerial, s.Observed)
					}
				}
			}
		})
	}
}

// The embedded example's iota-partial set breaks the worst-case premise at
// S = 63 (a partial wavefront's marked branches see homogeneous masks). By
// default analyze notices, derives the roles again under the all-executions
// assumption and says so in the row: its bounds are those of --assume
// all-executions, which cover what was observed.
// Requirements: REQ-SND-6 (docs/qualification/requirements.md).
func TestAnalyzePremiseFailsSoundly(t *testing.T) {
	def := analyzeJSONOf(t, "--S", "63", "--set", "iota-partial")
	all := analyzeJSONOf(t, "--S", "63", "--set", "iota-partial", "--assume", "all-executions")
	held := analyzeJSONOf(t, "--S", "1", "--set", "iota-partial")
	d, a, h := def.Results[0], all.Results[0], held.Results[0]
	if d.PremiseHeld || d.Assumption != "all-executions" {
		t.Errorf("default at S = 63: premise_held %v, assumption %q; want false, all-executions", d.PremiseHeld, d.Assumption)
	}
	if !h.PremiseHeld || h.Assumption != "worst-case" {
		t.Errorf("default at S = 1: premise_held %v, assumption %q; want true, worst-case", h.PremiseHeld, h.Assumption)
	}
	if !a.PremiseHeld || a.Assumption != "all-executions" {
		t.Errorf("--assume all-executions: premise_held %v, assumption %q", a.PremiseHeld, a.Assumption)
	}
	if *d.BoundParallel != *a.BoundParallel || *d.BoundSerial != *a.BoundSerial {
		t.Errorf("default after the fallback: bounds %d/%d, --assume all-executions %d/%d", *d.BoundParallel, *d.BoundSerial, *a.BoundParallel, *a.BoundSerial)
	}
	if *d.BoundParallel < *d.ObservedParallel || *d.BoundSerial < *d.ObservedSerial {
		t.Errorf("default: Eq. 5.4 %d (observed %d), Eq. 5.5 %d (observed %d)", *d.BoundParallel, *d.ObservedParallel, *d.BoundSerial, *d.ObservedSerial)
	}
	found := false
	for _, n := range d.Parallel.Notes {
		found = found || strings.Contains(n, "the worst-case premise did not hold: traced wavefronts left role(s)")
	}
	if !found {
		t.Errorf("no note says the premise failed: %q", d.Parallel.Notes)
	}
	out, _ := mustRun(t, "analyze", "--S", "1,63", "--set", "iota-partial", "--quiet")
	if !strings.Contains(out, "all-executions*") || !strings.Contains(out, "the worst-case premise failed for 1 row(s)") {
		t.Errorf("text table does not mark the row:\n%s", out)
	}
	wantFail(t, 2, []string{`--assume "best-case": want worst-case or all-executions`}, "analyze", "--assume", "best-case")
}

// A role whose every start is infeasible under the loop bounds (a marked
// branch inside a loop no trace enters; found by 'splitwcet fuzz') is
// skipped with a note instead of failing the analysis.
func TestAnalyzeInfeasibleStart(t *testing.T) {
	dir := filepath.Join("testdata", "infeasible-start")
	doc := analyzeJSONOf(t, filepath.Join(dir, "kernel.s"), "-w", filepath.Join(dir, "workload.yaml"),
		"--facts", filepath.Join(dir, "flow.yaml"), "--S", "1")
	r := doc.Results[0]
	found := false
	for _, n := range r.Parallel.Notes {
		if strings.Contains(n, "role 1: every start is infeasible with the loop bounds") {
			found = true
		}
	}
	if !found {
		t.Errorf("no note on role 1's infeasible starts: %q", r.Parallel.Notes)
	}
	if len(r.L.Parallel) != 2 || r.L.Parallel[1] != 0 {
		t.Errorf("L = %v, want L^1 = 0", r.L.Parallel)
	}
	if *r.BoundParallel < *r.ObservedParallel || *r.BoundSerial < *r.ObservedSerial {
		t.Errorf("bounds %d, %d below observed %d, %d", *r.BoundParallel, *r.BoundSerial, *r.ObservedParallel, *r.ObservedSerial)
	}
}

// TestAnalyzeBatchGap: on one CU with 4 slots each of dppsum's workgroups
// of 4 waves waits for the previous one to end, and the next batch starts
// 4 cycles after its last event. The bound adds that gap per batch after
// the first: 4 × (δ 12 + L 1239) + 3 × 4 = 5016, the observed time
// (without it, 5004 was below the observation). halo_split, whose premise
// fails at S ≥ 1 there, stays at or above its observations too.
func TestAnalyzeBatchGap(t *testing.T) {
	hw := filepath.Join("..", "..", "splitmodel", "soundness", "testdata", "hw-small.yaml")
	a := analyzeJSONOf(t, examplePath("dppsum"), "-w", filepath.Join("..", "..", "examples", "dppsum", "workload.yaml"), "--hw", hw, "-S", "0")
	if r := a.Results[0]; *r.BoundParallel != 5016 || *r.ObservedParallel != 5016 {
		t.Errorf("dppsum on hw-small: bound %d, observed %d; want 5016 and 5016", *r.BoundParallel, *r.ObservedParallel)
	}
	mustRun(t, "analyze", examplePath("halo_split"), "-w", filepath.Join("..", "..", "examples", "halo_split", "workload.yaml"), "--hw", hw, "-S", "0,1,2", "--quiet")
}

// TestAnalyzeRefusesContradictedFact: divloop's fact bounds its loop at 64
// header executions; with limits up to 68 a traced wavefront runs it 68
// times, and analyze (like wcet --trace) refuses the fact at its line
// rather than bounding the kernel with it, whether or not the bound would
// still have come out above the observation.
// Requirements: REQ-SND-7 (docs/qualification/requirements.md).
func TestAnalyzeRefusesContradictedFact(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "divloop", "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	w := filepath.Join(t.TempDir(), "w.yaml")
	if err := os.WriteFile(w, []byte(strings.Replace(string(src), `random(1, 0, 40)`, `random(1, 0, 68)`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	facts := filepath.Join("..", "..", "examples", "divloop", "flow.yaml")
	wantFail(t, cli.ExitError, []string{"flow.yaml:5:", "the loop at .LBB0_2 runs at most 64 times per entry by this fact, but a traced wavefront ran it 68 times", "input set random"},
		"analyze", examplePath("divloop"), "-w", w, "--facts", facts, "--set", "random", "-S", "0")
}
