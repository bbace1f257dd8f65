package ci

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/splitwcet/splitwcet/internal/testenv"
)

// sampleLog has a finding of every rule (a refusal with a HIP position and
// its assembly note) and passing, failing and errored cases.
func sampleLog() *Log {
	l := &Log{Version: "(devel)", Commit: "0123abc", Command: []string{"splitwcet", "analyze", "k.hip", "--budget", "15us"}, Suite: "splitwcet analyze adas::lane_filter"}
	l.AddError(UnboundedLoop, "loop at .LBB0_5 (k.hip:20, depth 1) has no bound", []Location{
		{File: "k.hip", Line: 20, Col: 5},
		{File: "k.s", Line: 71, Col: 1, Msg: "in hipcc's assembly, kept by --save-asm"},
	})
	l.AddError(Refused, "workload w.yaml: no input sets", nil)
	l.Add(Finding{Rule: ObservedLoop, Message: "loop .LBB0_5 (k.hip:20) is bounded by 15 iterations observed in the traces", Locations: []Location{{File: "k.hip", Line: 20}}})
	l.Add(Finding{Rule: PremiseFailed, Message: "S = 2, parallel: the worst-case premise failed", Locations: []Location{{File: "/abs/dir/k.s", Line: 7, Col: 1}}})
	l.Add(Finding{Rule: BelowObservation, Message: "S = 1: bound 10 < observed 11"})
	l.Add(Finding{Rule: BudgetExceeded, Message: "S = 2: static bound 16,000 cycles exceeds the budget 15,000 cycles (15 µs at 1000 MHz)", Locations: []Location{{File: "k.hip", Line: 12}}})
	l.Cases = append(l.Cases,
		Case{Name: "S = 1: static bound within the budget", Class: "adas::lane_filter", Output: "9,631 cycles ≤ 15,000 cycles"},
		Case{Name: "S = 2: static bound within the budget", Class: "adas::lane_filter", Failure: "16,000 cycles > 15,000 cycles\n(15 µs at 1000 MHz)"},
		Case{Name: "S = 1 parallel: bound at least the observation", Class: "adas::lane_filter & <kernel>"})
	return l
}

// TestSARIFSchema: the SARIF log validates against the published SARIF
// 2.1.0 schema (REQ-CI-2), names its rules, gives every result a region
// with startLine (the OASIS errata01 rule), keeps a HIP position first with
// the assembly related, and is deterministic.
func TestSARIFSchema(t *testing.T) {
	var buf, again bytes.Buffer
	if err := sampleLog().WriteSARIF(&buf); err != nil {
		t.Fatal(err)
	}
	if err := sampleLog().WriteSARIF(&again); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Errorf("two writes differ (%v)", err)
	}
	testenv.ValidateSARIF(t, buf.Bytes())
	var doc struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex int    `json:"ruleIndex"`
				Level     string `json:"level"`
				Locations []struct {
					Physical struct {
						Artifact struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine   int `json:"startLine"`
							StartColumn int `json:"startColumn"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
				Related []struct {
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
				} `json:"relatedLocations"`
			} `json:"results"`
			Invocations []struct {
				Success bool `json:"executionSuccessful"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Version != "2.1.0" || len(doc.Runs) != 1 {
		t.Fatalf("version %q, %d runs", doc.Version, len(doc.Runs))
	}
	run := doc.Runs[0]
	if len(run.Tool.Driver.Rules) != len(Rules) {
		t.Errorf("%d rules, want %d", len(run.Tool.Driver.Rules), len(Rules))
	}
	if len(run.Results) != 6 {
		t.Fatalf("%d results, want 6", len(run.Results))
	}
	for _, r := range run.Results {
		if run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %s: ruleIndex %d names %s", r.RuleID, r.RuleIndex, run.Tool.Driver.Rules[r.RuleIndex].ID)
		}
		for _, l := range r.Locations {
			if l.Physical.Region.StartLine < 1 {
				t.Errorf("result %s: a region without startLine", r.RuleID)
			}
		}
	}
	loop := run.Results[0]
	if loop.RuleID != "SW002" || loop.Level != "error" || loop.Locations[0].Physical.Artifact.URI != "k.hip" ||
		loop.Locations[0].Physical.Region.StartLine != 20 || loop.Locations[0].Physical.Region.StartColumn != 5 ||
		len(loop.Related) != 1 || loop.Related[0].Message.Text != "in hipcc's assembly, kept by --save-asm" {
		t.Errorf("unbounded loop: %+v", loop)
	}
	if got := run.Results[3].Locations[0].Physical.Artifact.URI; got != "file:///abs/dir/k.s" {
		t.Errorf("absolute path as %q", got)
	}
	if run.Results[2].Level != "warning" || len(run.Results[4].Locations) != 0 {
		t.Errorf("levels/locations: %+v", run.Results)
	}
	if len(run.Invocations) != 1 || run.Invocations[0].Success {
		t.Errorf("invocation: %+v (errors: not successful)", run.Invocations)
	}
}

func compile(t testing.TB, path string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	sch, err := c.Compile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// TestSARIFSchemaRejects: the schema check can fail (a wrong version, a
// level SARIF does not define).
func TestSARIFSchemaRejects(t *testing.T) {
	sch := compile(t, filepath.Join("testdata", "sarif-2.1.0.json"))
	for _, bad := range []string{
		`{"version":"2.0.0","runs":[]}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"message":{"text":"m"},"level":"fatal"}]}]}`,
	} {
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(bad))
		if err != nil {
			t.Fatal(err)
		}
		if sch.Validate(v) == nil {
			t.Errorf("%s validates", bad)
		}
	}
}

// TestJUnitSchema: the JUnit report validates against the JUnit schema
// Jenkins uses (REQ-CI-3), counts failures and errors, escapes what XML
// must, and is deterministic.
func TestJUnitSchema(t *testing.T) {
	var buf, again bytes.Buffer
	if err := sampleLog().WriteJUnit(&buf); err != nil {
		t.Fatal(err)
	}
	if err := sampleLog().WriteJUnit(&again); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Errorf("two writes differ (%v)", err)
	}
	testenv.ValidateJUnit(t, buf.Bytes())
	out := buf.String()
	for _, want := range []string{
		`<testsuites name="splitwcet" time="0" tests="5" errors="2" failures="1">`,
		`<testsuite name="splitwcet analyze adas::lane_filter" tests="5" failures="1" errors="2" id="0" time="0">`,
		`<testcase name="S = 2: static bound within the budget" classname="adas::lane_filter" time="0">`,
		`<failure message="16,000 cycles &gt; 15,000 cycles" type="bound"><![CDATA[16,000 cycles > 15,000 cycles`,
		`classname="adas::lane_filter &amp; &lt;kernel&gt;"`,
		`<error message="loop at .LBB0_5 (k.hip:20, depth 1) has no bound" type="refused">`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("JUnit lacks %s:\n%s", want, out)
		}
	}
}

// TestJUnitSchemaRejects: the XML check can fail (a test case without a
// name).
func TestJUnitSchemaRejects(t *testing.T) {
	xmllint := testenv.NeedXmllint(t)
	f := filepath.Join(t.TempDir(), "bad.xml")
	if err := os.WriteFile(f, []byte(`<testsuites><testsuite name="s" tests="1" failures="0" errors="0"><testcase classname="c"/></testsuite></testsuites>`), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(xmllint, "--noout", "--schema", filepath.Join("testdata", "junit-10.xsd"), f).CombinedOutput(); err == nil {
		t.Errorf("a test case without a name validates:\n%s", out)
	}
}
