// Package ci writes what a continuous-integration server reads from a
// splitwcet run: a SARIF 2.1.0 log (findings with their locations in the
// assembly and the HIP source: refusals, unbounded loops, loops bounded
// only by observation, role-premise failures, bounds below an observation,
// budget overruns) and a JUnit XML report (one test case per checked bound:
// within its budget, at least its observation). docs/cli.md, "CI outputs".
//
// JUnit XML (as Jenkins reads it) is written with the junit package of
// github.com/jstemmer/go-junit-report, SARIF with our own types (below:
// why not a library). Both outputs are deterministic: no date,
// host or duration (every time is 0), so the same inputs give the same
// bytes. The tests validate them against the published schemas
// (testdata/README.md). A leaf: it imports no package of splitwcet.
package ci

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/jstemmer/go-junit-report/v2/junit"
)

// Levels of a finding (SARIF result.level).
const (
	Error   = "error"
	Warning = "warning"
	Note    = "note"
)

// Rule is a kind of finding. Its ID is SARIF's ruleId.
type Rule struct {
	ID, Name string
	// Short is the one-line description; Help says what to do.
	Short, Help string
	Level       string // the default level
}

// The rules splitwcet reports (docs/cli.md, "CI outputs").
var (
	Refused = Rule{ID: "SW001", Name: "refused-input", Level: Error,
		Short: "The input cannot be bounded or read: no bound is given",
		Help:  "Fix the input the message names (file, line and what was expected); splitwcet never turns malformed code into a finite bound."}
	UnboundedLoop = Rule{ID: "SW002", Name: "unbounded-loop", Level: Error,
		Short: "A loop the worst case can reach has no bound",
		Help:  "Bound the loop in the flow facts (docs/flow-facts.md: loops: - header: LABEL or line: FILE:LINE, max: N)."}
	ObservedLoop = Rule{ID: "SW003", Name: "loop-bound-observed", Level: Warning,
		Short: "A loop is bounded only by the iteration counts the traces showed",
		Help:  "The hybrid bound then holds for the traced inputs only; give the loop a flow fact to make the bound independent of the inputs traced."}
	PremiseFailed = Rule{ID: "SW004", Name: "role-premise-failed", Level: Warning,
		Short: "The worst-case role premise failed: the bounds use the all-executions roles",
		Help:  "A traced wavefront left its split role (a partial wavefront or a data-dependent condition); the bounds fell back to roles that admit every execution (sound, looser)."}
	BelowObservation = Rule{ID: "SW005", Name: "bound-below-observation", Level: Error,
		Short: "A bound is below an observed execution time",
		Help:  "No safety case can use this bound: report it with the command line and inputs (docs/reliability.md)."}
	BudgetExceeded = Rule{ID: "SW006", Name: "budget-exceeded", Level: Error,
		Short: "A WCET bound exceeds its budget",
		Help:  "Lower the bound (choose split points: splitwcet choose) or raise the budget; exit status 4."}
)

// Rules lists every rule, in ID order.
var Rules = []Rule{Refused, UnboundedLoop, ObservedLoop, PremiseFailed, BelowObservation, BudgetExceeded}

// Location is a position in a file: the assembly or the HIP source.
type Location struct {
	File      string
	Line, Col int // 1-based; Col 0: unknown
	// Msg says what the position is ("in hipcc's assembly", ...).
	Msg string
}

// Finding is one result: a rule, its message and where. The first
// location is the result's; the others are related (the assembly line of
// a HIP position, ...).
type Finding struct {
	Rule      Rule
	Level     string // "": the rule's
	Message   string
	Locations []Location
}

// Case is one JUnit test case: a check of one bound.
type Case struct {
	// Name is the check ("S = 4: static bound within the budget"),
	// Class what it is of (the kernel).
	Name, Class string
	// Failure, when not empty, is why the check failed; Error, why it
	// could not be made (a refusal).
	Failure, Error string
	// Output is more text about the check (the numbers).
	Output string
}

// Log is what a run reports to CI.
type Log struct {
	// Tool is splitwcet's version and commit; Command the command line.
	Version, Commit string
	Command         []string
	// Suite names the JUnit suite ("splitwcet analyze adas::lane_filter").
	Suite    string
	Findings []Finding
	Cases    []Case
	// Outputs are files the run wrote that a reader of the log may want
	// (the report, ...): SARIF lists them as artifacts.
	Outputs []string
}

// Add appends a finding.
func (l *Log) Add(f Finding) { l.Findings = append(l.Findings, f) }

// AddError adds a refusal (or, as rule says, an unbounded loop): the
// message a command failed with and its positions (the first the error's,
// the others notes: the assembly line of a HIP position), and an errored
// JUnit case.
func (l *Log) AddError(rule Rule, msg string, locs []Location) {
	l.Add(Finding{Rule: rule, Message: msg, Locations: locs})
	l.Cases = append(l.Cases, Case{Name: "analysis", Class: l.Suite, Error: msg})
}

// WriteSARIF writes the log as SARIF 2.1.0 (one run, the rules used and
// their results).
func (l *Log) WriteSARIF(w io.Writer) error {
	drv := sarifDriver{Name: "splitwcet", InformationURI: "https://github.com/splitwcet/splitwcet", Version: l.Version, Rules: []sarifRule{}}
	if l.Commit != "" {
		drv.Properties = map[string]string{"commit": l.Commit}
	}
	used := map[string]bool{}
	for _, f := range l.Findings {
		used[f.Rule.ID] = true
	}
	index := map[string]int{}
	for _, r := range Rules {
		if used[r.ID] {
			index[r.ID] = len(drv.Rules)
			drv.Rules = append(drv.Rules, sarifRule{ID: r.ID, Name: r.Name, Short: sarifText{r.Short}, Help: sarifText{r.Help}, Default: sarifConfig{r.Level}})
		}
	}
	run := sarifRun{Tool: sarifTool{drv}, Results: []sarifResult{}, Invocations: []sarifInvocation{{CommandLine: strings.Join(l.Command, " "), Success: !l.failed()}}}
	for _, f := range l.Findings {
		res := sarifResult{RuleID: f.Rule.ID, RuleIndex: index[f.Rule.ID], Level: f.Level, Message: sarifText{f.Message}}
		if res.Level == "" {
			res.Level = f.Rule.Level
		}
		for i, loc := range f.Locations {
			sl := sarifLocationOf(loc)
			if i == 0 {
				res.Locations = append(res.Locations, sl)
			} else {
				sl.ID = i
				res.Related = append(res.Related, sl)
			}
		}
		run.Results = append(run.Results, res)
	}
	for _, o := range l.Outputs {
		run.Artifacts = append(run.Artifacts, sarifArtifact{Location: sarifArtifactLocation{URI: uriOf(o)}, Roles: []string{"resultFile"}})
	}
	doc := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// The subset of SARIF 2.1.0 splitwcet writes. (github.com/owenrumney/
// go-sarif was tried: it writes every optional array and default value of
// the format, -1 offsets and empty lists, about 60 lines per result; these
// types write what the log holds, and the tests validate them against the
// published schema.)
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool        sarifTool         `json:"tool"`
		Invocations []sarifInvocation `json:"invocations"`
		Artifacts   []sarifArtifact   `json:"artifacts,omitempty"`
		Results     []sarifResult     `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string            `json:"name"`
		InformationURI string            `json:"informationUri"`
		Version        string            `json:"version,omitempty"`
		Rules          []sarifRule       `json:"rules"`
		Properties     map[string]string `json:"properties,omitempty"`
	}
	sarifRule struct {
		ID      string      `json:"id"`
		Name    string      `json:"name"`
		Short   sarifText   `json:"shortDescription"`
		Help    sarifText   `json:"help"`
		Default sarifConfig `json:"defaultConfiguration"`
	}
	sarifConfig struct {
		Level string `json:"level"`
	}
	sarifText struct {
		Text string `json:"text"`
	}
	sarifInvocation struct {
		CommandLine string `json:"commandLine,omitempty"`
		Success     bool   `json:"executionSuccessful"`
	}
	sarifArtifact struct {
		Location sarifArtifactLocation `json:"location"`
		Roles    []string              `json:"roles"`
	}
	sarifArtifactLocation struct {
		URI string `json:"uri"`
	}
	sarifResult struct {
		RuleID    string          `json:"ruleId"`
		RuleIndex int             `json:"ruleIndex"`
		Level     string          `json:"level"`
		Message   sarifText       `json:"message"`
		Locations []sarifLocation `json:"locations,omitempty"`
		Related   []sarifLocation `json:"relatedLocations,omitempty"`
	}
	sarifLocation struct {
		ID       int           `json:"id,omitempty"`
		Physical sarifPhysical `json:"physicalLocation"`
		Message  *sarifText    `json:"message,omitempty"`
	}
	sarifPhysical struct {
		Artifact sarifArtifactLocation `json:"artifactLocation"`
		Region   sarifRegion           `json:"region"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn,omitempty"`
	}
)

// failed reports whether the log holds an error-level finding.
func (l *Log) failed() bool {
	for _, f := range l.Findings {
		if f.Level == Error || (f.Level == "" && f.Rule.Level == Error) {
			return true
		}
	}
	return false
}

// uriOf is a path as a URI reference: a relative path with slashes, an
// absolute one as a file: URI.
func uriOf(path string) string {
	uri := filepath.ToSlash(path)
	if filepath.IsAbs(path) {
		uri = "file://" + uri
	}
	return uri
}

// sarifLocationOf is loc as a SARIF location.
func sarifLocationOf(loc Location) sarifLocation {
	sl := sarifLocation{Physical: sarifPhysical{Artifact: sarifArtifactLocation{URI: uriOf(loc.File)}, Region: sarifRegion{StartLine: max(loc.Line, 1), StartColumn: loc.Col}}}
	if loc.Msg != "" {
		sl.Message = &sarifText{loc.Msg}
	}
	return sl
}

// WriteJUnit writes the log's cases as one JUnit test suite (the error of
// a refused run as an errored case).
func (l *Log) WriteJUnit(w io.Writer) error {
	suite := junit.Testsuite{Name: l.Suite, Time: "0"}
	if suite.Name == "" {
		suite.Name = "splitwcet"
	}
	for _, c := range l.Cases {
		tc := junit.Testcase{Name: c.Name, Classname: c.Class, Time: "0"}
		switch {
		case c.Error != "":
			tc.Error = &junit.Result{Message: firstLine(c.Error), Type: "refused", Data: c.Error}
		case c.Failure != "":
			tc.Failure = &junit.Result{Message: firstLine(c.Failure), Type: "bound", Data: c.Failure}
		}
		if c.Output != "" {
			tc.SystemOut = &junit.Output{Data: c.Output}
		}
		suite.AddTestcase(tc)
	}
	suites := junit.Testsuites{Name: "splitwcet"}
	suites.AddSuite(suite)
	// AddSuite sums tests, failures and errors; the suite's time stays 0.
	suites.Time = "0"
	return suites.WriteXML(w)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// Summary is the line a command prints on stderr after writing the log's
// files.
func (l *Log) Summary(sarifFile, junitFile string) string {
	var parts []string
	if sarifFile != "" {
		parts = append(parts, fmt.Sprintf("SARIF %s (%d result%s)", sarifFile, len(l.Findings), plural(len(l.Findings))))
	}
	if junitFile != "" {
		failed := 0
		for _, c := range l.Cases {
			if c.Failure != "" || c.Error != "" {
				failed++
			}
		}
		parts = append(parts, fmt.Sprintf("JUnit %s (%d case%s, %d failed)", junitFile, len(l.Cases), plural(len(l.Cases)), failed))
	}
	return "wrote " + strings.Join(parts, " and ")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
