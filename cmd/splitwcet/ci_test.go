package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/internal/testenv"
)

// ciDoc is what the tests read of a SARIF log.
type ciDoc struct {
	Runs []struct {
		Invocations []struct {
			Success bool `json:"executionSuccessful"`
		} `json:"invocations"`
		Results []struct {
			RuleID    string `json:"ruleId"`
			Level     string `json:"level"`
			Message   struct{ Text string }
			Locations []struct {
				Physical struct {
					Artifact struct{ URI string } `json:"artifactLocation"`
					Region   struct {
						StartLine int `json:"startLine"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			Related []struct {
				Physical struct {
					Artifact struct{ URI string } `json:"artifactLocation"`
					Region   struct {
						StartLine int `json:"startLine"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"relatedLocations"`
		} `json:"results"`
	} `json:"runs"`
}

// readCI validates the SARIF and JUnit files against the published
// schemas and returns the SARIF log and the JUnit text.
func readCI(t *testing.T, sarifFile, junitFile string) (ciDoc, string) {
	t.Helper()
	s, err := os.ReadFile(sarifFile)
	if err != nil {
		t.Fatal(err)
	}
	testenv.ValidateSARIF(t, s)
	var doc ciDoc
	if err := json.Unmarshal(s, &doc); err != nil || len(doc.Runs) != 1 {
		t.Fatalf("SARIF: %v, %d runs", err, len(doc.Runs))
	}
	j, err := os.ReadFile(junitFile)
	if err != nil {
		t.Fatal(err)
	}
	testenv.ValidateJUnit(t, j)
	return doc, string(j)
}

// TestBudgetExitCodes: analyze --static --budget checks the cited static
// bound of every S against the budget, in cycles or in time at the
// hardware's clock (REQ-BUD-1); over it, exit status 4 with the verdict in
// the text, JUnit and SARIF (REQ-BUD-2, REQ-CI-1); within it, exit 0 and
// passing cases. The lane filter's static bound is 7,557 cycles at S = 0
// and 1 (docs/analyze.md).
func TestBudgetExitCodes(t *testing.T) {
	dir := t.TempDir()
	s, w, f := filepath.Join(adasDir, "lane_filter.s"), filepath.Join(adasDir, "workload.yaml"), filepath.Join(adasDir, "flow.yaml")
	sarifFile, junitFile := filepath.Join(dir, "o.sarif"), filepath.Join(dir, "o.xml")
	base := []string{"analyze", s, "-w", w, "--facts", f, "-S", "0,1", "--static", "--quiet", "--sarif", sarifFile, "--junit", junitFile}

	stdout, stderr, code := splitwcet(t, append(base, "--budget", "7us")...)
	if code != 4 {
		t.Fatalf("--budget 7us: exit %d, want 4\n%s", code, stderr)
	}
	for _, want := range []string{"budget 7,000 cycles (7us at 1000 MHz): FAIL for S = 0 (7,557 cycles), S = 1 (7,557 cycles) (exit status 4)"} {
		if !strings.Contains(stdout, want) || !strings.Contains(stderr, "splitwcet: error: "+want) {
			t.Errorf("no %q in stdout and stderr:\n%s\n%s", want, stdout, stderr)
		}
	}
	doc, junit := readCI(t, sarifFile, junitFile)
	res := doc.Runs[0].Results
	if len(res) != 2 || res[0].RuleID != "SW006" || res[0].Level != "error" || doc.Runs[0].Invocations[0].Success {
		t.Fatalf("SARIF results %+v", res)
	}
	if loc, rel := res[0].Locations, res[0].Related; len(loc) != 1 || loc[0].Physical.Artifact.URI != "testdata/adas/lane_filter.hip" || loc[0].Physical.Region.StartLine != 14 ||
		len(rel) != 1 || rel[0].Physical.Artifact.URI != "testdata/adas/lane_filter.s" || rel[0].Physical.Region.StartLine != 7 {
		t.Errorf("budget finding at %+v, related %+v; want the kernel's first HIP line 14, then its assembly line 7", loc, rel)
	}
	for _, want := range []string{
		`tests="6" failures="2" errors="0"`,
		`<testcase name="S = 0: static bound within the budget" classname="adas::lane_filter" time="0">`,
		`<failure message="S = 0: the static bound 7,557 cycles (Eq. 5.4, parallel guarantee) exceeds the budget 7,000 cycles (7us at 1000 MHz)" type="bound">`,
		`<testcase name="S = 1 serial: hybrid bound at least the observation" classname="adas::lane_filter" time="0">`,
	} {
		if !strings.Contains(junit, want) {
			t.Errorf("JUnit lacks %s:\n%s", want, junit)
		}
	}

	// Within the budget (cycles): exit 0, every case passes, no finding.
	stdout, stderr, code = splitwcet(t, append(base, "--budget", "7557", "--json")...)
	if code != 0 {
		t.Fatalf("--budget 7660: exit %d\n%s", code, stderr)
	}
	var a struct {
		Headline struct {
			BoundCycles int64   `json:"bound_cycles"`
			Kind        string  `json:"kind"`
			Micros      float64 `json:"bound_us"`
			Model       struct{ Kind, Path string }
		}
		Budget struct {
			Cycles int64 `json:"budget_cycles"`
			Pass   bool
		}
		Results []struct {
			Static *int64 `json:"static_parallel_cycles"`
		}
	}
	if err := json.Unmarshal([]byte(stdout), &a); err != nil {
		t.Fatal(err)
	}
	if a.Headline.BoundCycles != 7557 || a.Headline.Kind != "static" || a.Headline.Micros != 7.557 || a.Headline.Model.Kind != "hardware model" ||
		a.Headline.Model.Path != "traces/sim/timing/default.yaml" || !a.Budget.Pass || a.Budget.Cycles != 7557 || *a.Results[0].Static != 7557 {
		t.Errorf("JSON headline %+v, budget %+v", a.Headline, a.Budget)
	}
	doc, junit = readCI(t, sarifFile, junitFile)
	if len(doc.Runs[0].Results) != 0 || !doc.Runs[0].Invocations[0].Success || !strings.Contains(junit, `tests="6" failures="0" errors="0"`) {
		t.Errorf("within the budget: %+v\n%s", doc.Runs[0].Results, junit)
	}

	// wcet: one wavefront's bound (21,928 cycles) against the budget.
	if _, stderr, code := splitwcet(t, "wcet", s, "--static", "--facts", f, "--budget", "21927"); code != 4 || !strings.Contains(stderr, "the static bound 21,928 cycles of one wavefront exceeds the budget 21,927 cycles") {
		t.Errorf("wcet --budget 21927: exit %d\n%s", code, stderr)
	}
	mustRun(t, "wcet", s, "--static", "--facts", f, "--budget", "21.928us")
	// A malformed budget is a usage error.
	wantFail(t, 2, []string{`--budget "15 parsecs": want a positive number of cycles`}, "wcet", s, "--static", "--facts", f, "--budget", "15 parsecs")
}

// TestSARIFRefusal: an input that cannot be bounded still gets its SARIF
// and JUnit files (REQ-CI-1): the unbounded loop at its assembly line with
// the HIP line related, an errored JUnit case, exit status 1.
func TestSARIFRefusal(t *testing.T) {
	dir := t.TempDir()
	sarifFile, junitFile := filepath.Join(dir, "o.sarif"), filepath.Join(dir, "o.xml")
	s := filepath.Join(adasDir, "lane_filter.s")
	wantFail(t, 1, []string{"lane_filter.s:73:2: error: loop at .LBB0_5 (lane_filter.hip:20, depth 1) has no bound"},
		"analyze", s, "-w", filepath.Join(adasDir, "workload.yaml"), "-S", "0", "--static", "--quiet", "--sarif", sarifFile, "--junit", junitFile)
	doc, junit := readCI(t, sarifFile, junitFile)
	res := doc.Runs[0].Results
	if len(res) != 1 || res[0].RuleID != "SW002" || len(res[0].Locations) != 1 || res[0].Locations[0].Physical.Region.StartLine != 73 ||
		len(res[0].Related) != 1 || res[0].Related[0].Physical.Artifact.URI != "testdata/adas/lane_filter.hip" || res[0].Related[0].Physical.Region.StartLine != 20 {
		t.Errorf("SARIF %+v", res)
	}
	if !strings.Contains(junit, `errors="1"`) || !strings.Contains(junit, `type="refused"`) {
		t.Errorf("JUnit:\n%s", junit)
	}
	// Without facts and without --static, the hybrid bound takes the loop's
	// observed trip count: a warning (SW003), and the assumptions say so.
	stdout, _ := mustRun(t, "analyze", s, "-w", filepath.Join(adasDir, "workload.yaml"), "-S", "0", "--quiet", "--sarif", sarifFile, "--junit", junitFile)
	doc, _ = readCI(t, sarifFile, junitFile)
	if res := doc.Runs[0].Results; len(res) != 1 || res[0].RuleID != "SW003" || res[0].Level != "warning" {
		t.Errorf("observed loop: %+v", res)
	}
	if !strings.Contains(stdout, "loop .LBB0_5 (lane_filter.hip:20): ≤ 15 iterations [observed in traces of input set random (the largest iteration count; no fact)] (hybrid bound)") {
		t.Errorf("assumptions:\n%s", stdout)
	}
}
