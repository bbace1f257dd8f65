package sweep

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

const small = `version: 1
name: small
kernels:
  - example: ifelse_split
  - example: nested
S: [0, "1-2"]
markings: [file, whole-kernel]
run: [analyze, simulate]
`

func parse(t *testing.T, text string) *Matrix {
	t.Helper()
	m, err := ParseMatrix("m.yaml", []byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The cases come kernels first, S last; ids are the index and a hash.
func TestEnumerationOrder(t *testing.T) {
	m := parse(t, small)
	if len(m.Cases) != 2*2*3 {
		t.Fatalf("%d cases, want 12", len(m.Cases))
	}
	var got []string
	for i, c := range m.Cases {
		if c.Index != i || !strings.HasPrefix(c.ID, fmt.Sprintf("%06d-", i)) || !regexp.MustCompile(`^\d{6}-[0-9a-f]{10}$`).MatchString(c.ID) {
			t.Errorf("case %d: index %d, id %s", i, c.Index, c.ID)
		}
		got = append(got, fmt.Sprintf("%s/%s/%d", c.Kernel.Example, c.Marking, c.S))
	}
	want := []string{
		"ifelse_split/file/0", "ifelse_split/file/1", "ifelse_split/file/2",
		"ifelse_split/whole-kernel/0", "ifelse_split/whole-kernel/1", "ifelse_split/whole-kernel/2",
		"nested/file/0", "nested/file/1", "nested/file/2",
		"nested/whole-kernel/0", "nested/whole-kernel/1", "nested/whole-kernel/2",
	}
	if !slices.Equal(got, want) {
		t.Errorf("order:\n got %v\nwant %v", got, want)
	}
	// Defaults: mode both, policy halve, hardware default, set all.
	c := m.Cases[0]
	if c.Mode != "both" || c.Policy != "halve" || c.Hardware != "default" || c.Set != "all" || !slices.Equal(c.Run, []string{"analyze", "simulate"}) {
		t.Errorf("case 0 = %+v", c)
	}
	// Stable: the same text gives the same ids; the id pins the content
	// (a change of the canonical form would orphan every stored result).
	m2 := parse(t, small)
	ids := map[string]bool{}
	for i := range m.Cases {
		if m.Cases[i].ID != m2.Cases[i].ID {
			t.Errorf("case %d: id %s, then %s", i, m.Cases[i].ID, m2.Cases[i].ID)
		}
		ids[m.Cases[i].ID] = true
	}
	if len(ids) != len(m.Cases) {
		t.Errorf("%d distinct ids for %d cases", len(ids), len(m.Cases))
	}
	if m.Cases[0].ID != "000000-"+m.Cases[0].ID[7:] || m.Hash != parse(t, small).Hash {
		t.Error("unstable")
	}
	// The same content at the same index has the same id in another matrix;
	// another S there does not.
	m3 := parse(t, strings.Replace(small, `S: [0, "1-2"]`, `S: [0, 1, 5]`, 1))
	if m3.Cases[0].ID != m.Cases[0].ID || m3.Cases[1].ID != m.Cases[1].ID || m3.Cases[2].ID == m.Cases[2].ID {
		t.Errorf("ids: %s %s %s vs %s %s %s", m3.Cases[0].ID, m3.Cases[1].ID, m3.Cases[2].ID, m.Cases[0].ID, m.Cases[1].ID, m.Cases[2].ID)
	}
	if m3.Hash == m.Hash {
		t.Error("two matrices, one hash")
	}
}

// Shards partition the cases: their union is every case, they are
// disjoint, and shard I of N takes I, I+N, ... whatever the case count.
func TestShardPartition(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for N := 1; N <= 9; N++ {
			seen := make([]int, n)
			for I := 0; I < N; I++ {
				sh, err := ParseShard(fmt.Sprintf("%d/%d", I, N))
				if err != nil {
					t.Fatal(err)
				}
				idx := sh.Indexes(n)
				for k, i := range idx {
					seen[i]++
					if i != I+k*N {
						t.Fatalf("n %d, shard %d/%d: index %d is %d, want %d", n, I, N, k, i, I+k*N)
					}
				}
				// Stable: more cases only append to a shard.
				if more := sh.Indexes(n + 7); !slices.Equal(more[:len(idx)], idx) {
					t.Fatalf("shard %d/%d changes with the case count", I, N)
				}
			}
			for i, c := range seen {
				if c != 1 {
					t.Fatalf("n %d, N %d: case %d in %d shards", n, N, i, c)
				}
			}
		}
	}
	for _, bad := range []string{"", "1", "4/4", "-1/4", "0/0", "a/b", "0/100001", "1/2/3"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) accepted", bad)
		}
	}
}

func TestMatrixErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"version: 1\nkernels:\n  - example: nested\nS: [0]\nmodez: [both]\n", `m.yaml:5: unknown key "modez" in the matrix; did you mean modes?`},
		{"version: 1\nkernels:\n  - example: nested\n    workload: w.yaml\nS: [0]\n", `m.yaml:4: unknown key "workload" in a kernels entry; did you mean workloads? (keys: example, file, kernel, arch, workloads, facts, sets, budget)`},
		{"version: 1\nkernels:\n  - example: nested\n    budget: soon\nS: [0]\n", `m.yaml:4: kernels[0]: budget "soon": want a positive number of cycles`},
		{"version: 2\nkernels:\n  - example: nested\nS: [0]\n", "m.yaml:1: version 2: want 1"},
		{"version: 1\nkernels:\n  - example: nested\nS: [0]\npolicies: [fcfs, random]\n", `m.yaml:5: policies: "random": want one of halve, fcfs, parent-first, child-first`},
		{"version: 1\nkernels:\n  - example: nested\nS: [0, 64]\n", `m.yaml:4: S: "64": S must be in 0..63`},
		{"version: 1\nkernels:\n  - example: nosuch\nS: [0]\n", `m.yaml:3: kernels[0]: no example "nosuch"`},
		{"version: 1\nkernels:\n  - example: nested\n  - file: k.s\nS: [0]\n", "m.yaml:4: kernels[1]: file k.s: workloads: want at least one"},
		{"version: 1\nkernels:\n  - example: nested\n    file: k.s\nS: [0]\n", "m.yaml:3: kernels[0]: want exactly one of example"},
		{"version: 1\nkernels:\n  - example: nested\nS: [0, 1]\nmarkings: [choose]\n", "m.yaml:4: S: 0 with choose"},
		{"version: 1\nkernels:\n  - example: nested\nS: [1]\nrun: [analyze, bogus]\n", `m.yaml:5: run: "bogus": want one of analyze, simulate, choose`},
		{"version: 1\nkernels:\n  - example: nested\nS: [1]\nmodes: [both, both]\n", `m.yaml:5: modes: "both" listed twice`},
		{"version: 1\nkernels: []\nS: [1]\n", "m.yaml:2: kernels: want at least one kernel"},
		{"version: 1\nkernels:\n  - example: nested\n", "S: missing"},
		{"version: 1\nkernels:\n  - example: nested\nS: [1]\nmemory_budget: lots\n", `m.yaml:5: memory_budget "lots"`},
		{"version: 1\nkernels:\n  - example: nested\n    sets: []\nS: [1]\n", "m.yaml:4: kernels[0]: sets: an empty list"},
		{"version: 1\nkernels: {a: 1}\n", "m.yaml:2: cannot unmarshal"},
		{"- 1\n", "m.yaml:1: want a mapping"},
		{"version: [\n", "m.yaml:1: did not find expected node content"},
		{"", "m.yaml: empty matrix"},
	} {
		_, err := ParseMatrix("m.yaml", []byte(tc.text), nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant ...%s...", tc.text, err, tc.want)
		}
	}
	// A case count above MaxCases is refused before enumeration.
	big := "version: 1\nkernels:\n  - example: nested\n    sets: [" + strings.Repeat("a,", 20000) + "b]\nS: [\"0-63\"]\n"
	if _, err := ParseMatrix("m.yaml", []byte(big), nil); err == nil || !strings.Contains(err.Error(), "more than 1000000 cases") {
		t.Errorf("huge matrix: %v", err)
	}
}

// File kernels: paths relative to the matrix, the hash covers the files'
// contents, a missing file is named at its line.
func TestMatrixFiles(t *testing.T) {
	dir := t.TempDir()
	src, _ := os.ReadFile("../../examples/ifelse_split/kernel.s")
	wl, _ := os.ReadFile("../../examples/ifelse_split/workload.yaml")
	os.WriteFile(filepath.Join(dir, "k.s"), src, 0o644)
	os.WriteFile(filepath.Join(dir, "w.yaml"), wl, 0o644)
	text := "version: 1\nkernels:\n  - file: k.s\n    workloads: [w.yaml]\nS: [0, 2]\n"
	os.WriteFile(filepath.Join(dir, "m.yaml"), []byte(text), 0o644)
	m, err := ReadMatrix(filepath.Join(dir, "m.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Cases) != 2 || m.Cases[0].Workload != "w.yaml" {
		t.Fatalf("%+v", m.Cases)
	}
	h := m.Hash
	os.WriteFile(filepath.Join(dir, "w.yaml"), append(wl, '\n'), 0o644)
	if m2, err := ReadMatrix(filepath.Join(dir, "m.yaml")); err != nil || m2.Hash == h {
		t.Errorf("the hash ignores the workload's content: %v", err)
	}
	out := t.TempDir()
	if _, err := Run(context.Background(), m, Options{Out: out, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	s, _, err := Summarize([]string{out}, false)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`000001-\S+\s+k\.s\s+w\.yaml:all\s+default\s+file\s+halve\s+both\s+2\s+2\s+1389\s+1389\s+1389\s+2697\s`).Match(s.Text) || s.Failed != 0 {
		t.Errorf("summary:\n%s", s.Text)
	}
	os.Remove(filepath.Join(dir, "w.yaml"))
	if _, err := ReadMatrix(filepath.Join(dir, "m.yaml")); err == nil || !strings.Contains(err.Error(), "m.yaml:4: w.yaml: no such file") {
		t.Errorf("missing workload: %v", err)
	}
}

func run(t *testing.T, m *Matrix, out string, shard string) Stats {
	t.Helper()
	sh := Shard{}
	if shard != "" {
		var err error
		if sh, err = ParseShard(shard); err != nil {
			t.Fatal(err)
		}
	}
	st, err := Run(context.Background(), m, Options{Out: out, Shard: sh, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// runSummary runs the whole matrix into a new directory, checks its
// result files against the schema and returns them with the summary.
func runSummary(t *testing.T, m *Matrix) (*Merged, *Summary) {
	t.Helper()
	out := t.TempDir()
	run(t, m, out, "")
	validateResults(t, out)
	mg, err := Gather([]string{out}, false)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sweepSummary(mg)
	if err != nil {
		t.Fatal(err)
	}
	return mg, s
}

func summary(t *testing.T, allowMissing bool, dirs ...string) string {
	t.Helper()
	var out bytes.Buffer
	if err := MergeCommand(dirs, MergeArgs{AllowMissing: allowMissing}, &out, new(bytes.Buffer)); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// The merge of shards is byte for byte the unsharded run's summary, from
// one directory per shard or from one shared directory.
func TestMergeEqualsUnsharded(t *testing.T) {
	m := parse(t, small)
	full := t.TempDir()
	var unsharded, stderr bytes.Buffer
	if err := SweepCommand(context.Background(), writeMatrix(t, small), SweepArgs{Out: full, Quiet: true}, &unsharded, &stderr); err != nil {
		t.Fatal(err, stderr.String())
	}
	// The summary holds the values analyze gives for these kernels:
	// ifelse_split at S = 0 (file marking) observes and bounds 2101 cycles.
	if !regexp.MustCompile(`000000-\S+\s+ifelse_split\s+all\s+default\s+file\s+halve\s+both\s+0\s+2\s+2101\s+2101\s+2101\s+2101\s+2101\s+-\n`).MatchString(unsharded.String()) ||
		!strings.Contains(unsharded.String(), "12 case(s) with a result: 0 failed") {
		t.Errorf("unsharded summary:\n%s", unsharded.String())
	}
	var dirs []string
	shared := t.TempDir()
	for i := 0; i < 3; i++ {
		d := t.TempDir()
		if st := run(t, m, d, fmt.Sprintf("%d/3", i)); st.Ran != 4 || st.Skipped != 0 {
			t.Errorf("shard %d/3: %+v", i, st)
		}
		run(t, m, shared, fmt.Sprintf("%d/3", i))
		dirs = append(dirs, d)
	}
	if got := summary(t, false, dirs...); got != unsharded.String() {
		t.Errorf("merged:\n%s\nunsharded:\n%s", got, unsharded.String())
	}
	validateResults(t, shared)
	if got := summary(t, false, shared); got != unsharded.String() {
		t.Errorf("merged from one directory:\n%s", got)
	}
}

func writeMatrix(t *testing.T, text string) string {
	path := filepath.Join(t.TempDir(), "m.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A rerun skips the cases with a valid result and reruns the others (a
// truncated file, a file of another case); temporary files are ignored.
func TestResume(t *testing.T) {
	m := parse(t, "version: 1\nkernels:\n  - example: ifelse_split\nS: [0, 1, 2]\nmodes: [parallel]\n")
	out := t.TempDir()
	if st := run(t, m, out, ""); st != (Stats{Ran: 3}) {
		t.Fatalf("first run: %+v", st)
	}
	before, _ := os.ReadFile(resultPath(out, m.Cases[0].ID))
	if st := run(t, m, out, ""); st != (Stats{Skipped: 3}) {
		t.Errorf("second run: %+v", st)
	}
	after, _ := os.ReadFile(resultPath(out, m.Cases[0].ID))
	if !bytes.Equal(before, after) {
		t.Error("a skipped case's file was rewritten")
	}
	// A killed writer leaves at most a temporary file; a partial result
	// (were one written some other way) is not valid.
	p1 := resultPath(out, m.Cases[1].ID)
	data, _ := os.ReadFile(p1)
	os.WriteFile(p1, data[:len(data)/2], 0o644)
	os.WriteFile(filepath.Join(out, CasesDir, "."+m.Cases[2].ID+".json.123.tmp"), []byte("{"), 0o644)
	if st := run(t, m, out, ""); st != (Stats{Ran: 1, Skipped: 2}) {
		t.Errorf("after truncating one result: %+v", st)
	}
	var r1, r2 Result
	d, _ := os.ReadFile(p1)
	if json.Unmarshal(d, &r1) != nil || json.Unmarshal(data, &r2) != nil || !bytes.Equal(r1.Body, r2.Body) {
		t.Error("the rerun case's result differs from its first run's")
	}
	// A shard's rerun touches only its cases.
	os.Remove(p1)
	if st := run(t, m, out, "0/2"); st != (Stats{Skipped: 2}) {
		t.Errorf("shard 0/2 after removing case 1: %+v", st)
	}
	if st := run(t, m, out, "1/2"); st != (Stats{Ran: 1}) {
		t.Errorf("shard 1/2 after removing case 1: %+v", st)
	}
}

// Merge refuses an incomplete set (unless allowed), results of another
// matrix or tool version, and stray files.
func TestMergeRefuses(t *testing.T) {
	m := parse(t, "version: 1\nkernels:\n  - example: ifelse_split\nS: [0, 1, 2, 4]\nmodes: [parallel]\n")
	a := t.TempDir()
	run(t, m, a, "0/2")
	_, err := Gather([]string{a}, false)
	if err == nil || !strings.Contains(err.Error(), "2 of 4 cases have no result: "+m.Cases[1].ID+" "+m.Cases[3].ID+" (") {
		t.Errorf("incomplete: %v", err)
	}
	got := summary(t, true, a)
	if !strings.HasSuffix(got, "missing (2 of 4 cases, merged with --allow-missing):\n  "+m.Cases[1].ID+"\n  "+m.Cases[3].ID+"\n") ||
		!strings.Contains(got, "2 case(s) with a result") {
		t.Errorf("--allow-missing:\n%s", got)
	}
	// Another matrix: in a second directory, and as a stray file.
	other := parse(t, "version: 1\nkernels:\n  - example: ifelse_split\nS: [0, 1, 2, 5]\nmodes: [parallel]\n")
	b := t.TempDir()
	run(t, other, b, "1/2")
	if _, err := Gather([]string{a, b}, false); err == nil || !strings.Contains(err.Error(), "results of another matrix") {
		t.Errorf("two matrices: %v", err)
	}
	if err := Run2(other, a); err == nil || !strings.Contains(err.Error(), "results of another matrix") {
		t.Errorf("a run into another matrix's directory: %v", err)
	}
	stray := filepath.Join(a, CasesDir, other.Cases[1].ID+".json")
	data, _ := os.ReadFile(filepath.Join(b, CasesDir, other.Cases[1].ID+".json"))
	os.WriteFile(stray, data, 0o644)
	if _, err := Gather([]string{a}, true); err == nil || !strings.Contains(err.Error(), stray+": a result of another matrix") {
		t.Errorf("stray result: %v", err)
	}
	os.Remove(stray)
	// Another tool version: a result file, then a manifest.
	c := t.TempDir()
	run(t, m, c, "1/2")
	p := resultPath(c, m.Cases[1].ID)
	data, _ = os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(data, []byte(`"tool": "`), []byte(`"tool": "v0.0.1 `), 1), 0o644)
	if _, err := Gather([]string{a, c}, false); err == nil || !strings.Contains(err.Error(), p+": a result of another splitwcet version (v0.0.1 ") {
		t.Errorf("another version's result: %v", err)
	}
	os.WriteFile(p, data, 0o644)
	mp := filepath.Join(c, ManifestName)
	md, _ := os.ReadFile(mp)
	os.WriteFile(mp, bytes.Replace(md, []byte(`"tool": "`), []byte(`"tool": "v0.0.1 `), 1), 0o644)
	if _, err := Gather([]string{a, c}, false); err == nil || !strings.Contains(err.Error(), "results of another splitwcet version (v0.0.1 ") {
		t.Errorf("another version's manifest: %v", err)
	}
	os.WriteFile(mp, md, 0o644)
	if _, err := Gather([]string{a, c}, false); err != nil {
		t.Errorf("the complete set: %v", err)
	}
	if _, err := Gather([]string{t.TempDir()}, false); err == nil || !strings.Contains(err.Error(), "no manifest.json") {
		t.Errorf("an empty directory: %v", err)
	}
	// The same case in two directories: the same result merges, another
	// one is refused naming both files.
	d := t.TempDir()
	run(t, m, d, "1/2")
	if _, err := Gather([]string{c, d}, false); err == nil || !strings.Contains(err.Error(), "cases have no result") {
		t.Errorf("the same shard twice: %v", err)
	}
	if _, err := Gather([]string{a, c, d}, false); err != nil {
		t.Errorf("a case twice with one result: %v", err)
	}
	pd := resultPath(d, m.Cases[1].ID)
	dd, _ := os.ReadFile(pd)
	var r Result
	if err := json.Unmarshal(dd, &r); err != nil {
		t.Fatal(err)
	}
	r.Body = json.RawMessage(`{"changed": true}`)
	changed, _ := json.Marshal(r)
	os.WriteFile(pd, changed, 0o644)
	if _, err := Gather([]string{a, c, d}, false); err == nil || !strings.Contains(err.Error(), "case "+m.Cases[1].ID+" has different results in "+p+" and "+pd) {
		t.Errorf("a case twice with two results: %v", err)
	}
	// A result copied under another case's file name.
	copyName := filepath.Join(d, CasesDir, "999999-0000000000.json")
	os.WriteFile(copyName, dd, 0o644)
	if _, err := Gather([]string{d}, true); err == nil || !strings.Contains(err.Error(), copyName+": holds the result of case \""+m.Cases[1].ID+"\", whose file is "+m.Cases[1].ID+".json") {
		t.Errorf("a result under another name: %v", err)
	}
}

// Run2 runs every case of m into out.
func Run2(m *Matrix, out string) error {
	_, err := Run(context.Background(), m, Options{Out: out, Workers: 1})
	return err
}

// The marking axis: none removes the kernel's marks, whole-kernel marks
// every if-type exec-skip branch, choose runs choose; a case's error is its
// result, not the run's.
func TestMarkingsAndRuns(t *testing.T) {
	m := parse(t, "version: 1\nkernels:\n  - example: ifelse_split\n    sets: [all, nosuch]\nS: [2]\nmodes: [parallel]\nmarkings: [file, none, whole-kernel, choose]\nrun: [analyze, choose]\n")
	mg, s := runSummary(t, m)
	text := string(s.Text)
	for _, re := range []string{
		`ifelse_split\s+all\s+default\s+file\s+halve\s+parallel\s+2\s+2\s`,
		`ifelse_split\s+all\s+default\s+none\s+halve\s+parallel\s+2\s+0\s`,
		`ifelse_split\s+all\s+default\s+whole-kernel\s+halve\s+parallel\s+2\s+2\s`,
		`ifelse_split\s+all\s+default\s+choose\s+halve\s+parallel\s+2\s+\d\s`,
		`ifelse_split\s+nosuch\s+default\s+file\s+halve\s+parallel\s+2\s+ERROR\s`,
		`4 failed \(4 error\(s\), 0 bound\(s\) below`,
	} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no match for %s in\n%s", re, text)
		}
	}
	// choose never picks a bound above no splitting's.
	for _, r := range mg.Results[:4] {
		var b caseBody
		if err := jsonUnmarshal(r.Body, &b); err != nil || b.Choose == nil || b.Choose.Bound > b.Choose.BoundNone || b.Choose.Bound < b.Choose.Observed {
			t.Errorf("case %s: choose %+v (%v)", r.ID, b.Choose, err)
		}
	}
}

// fuzz --shard: the merge of the shards is the unsharded campaign's text
// report, byte for byte.
func TestFuzzShardsMerge(t *testing.T) {
	c := soundness.Config{Kernels: 6, Seed: 5, S: []int{0, 2}, Workers: 2}
	rep, err := soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	rep.WriteText(&want)
	out := t.TempDir()
	for i := 0; i < 4; i++ {
		st, err := RunFuzz(c, "splitwcet fuzz ...", Options{Out: out, Shard: Shard{I: i, N: 4}, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if wantRan := len(Shard{I: i, N: 4}.Indexes(6)); st.Ran != wantRan {
			t.Errorf("shard %d/4 ran %d kernels, want %d", i, st.Ran, wantRan)
		}
	}
	validateResults(t, out)
	s, mg, err := Summarize([]string{out}, false)
	if err != nil {
		t.Fatal(err)
	}
	if string(s.Text) != want.String() || len(mg.Results) != 6 || s.Failed != rep.Counts.Failed {
		t.Errorf("merged:\n%s\nunsharded:\n%s", s.Text, want.String())
	}
	// Another seed is another campaign.
	c.Seed = 6
	if _, err := RunFuzz(c, "", Options{Out: out, Shard: Shard{I: 0, N: 4}}); err == nil || !strings.Contains(err.Error(), "another matrix") {
		t.Errorf("another seed into the same directory: %v", err)
	}
}

// fuzz --shard with --split-policy, --static and --calls: all are part
// of the campaign (another policy, no --static or no --calls is another
// matrix), and the merge is the unsharded report with its static and
// calls lines.
func TestFuzzShardsMergePolicyStatic(t *testing.T) {
	c := soundness.Config{Kernels: 3, Seed: 7, S: []int{1}, Workers: 1, SplitPolicy: "fcfs", Static: true, Calls: true, HW: timing.Default()}
	c.HW.SplitPolicy = split.FCFS
	rep, err := soundness.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	rep.WriteText(&want)
	if !strings.Contains(want.String(), "static") || !strings.Contains(want.String(), "3 kernels call") {
		t.Fatalf("the unsharded report has no static or calls lines:\n%s", want.String())
	}
	out := t.TempDir()
	for i := 0; i < 2; i++ {
		if _, err := RunFuzz(c, "splitwcet fuzz ...", Options{Out: out, Shard: Shard{I: i, N: 2}, Workers: 1}); err != nil {
			t.Fatal(err)
		}
	}
	s, _, err := Summarize([]string{out}, false)
	if err != nil {
		t.Fatal(err)
	}
	if string(s.Text) != want.String() {
		t.Errorf("merged:\n%s\nunsharded:\n%s", s.Text, want.String())
	}
	for name, other := range map[string]func(*soundness.Config){
		"the default policy": func(c *soundness.Config) { c.SplitPolicy, c.HW.SplitPolicy = "", split.Halve },
		"no --static":        func(c *soundness.Config) { c.Static = false },
		"no --calls":         func(c *soundness.Config) { c.Calls = false },
	} {
		d := c
		other(&d)
		if _, err := RunFuzz(d, "", Options{Out: out, Shard: Shard{I: 0, N: 2}}); err == nil || !strings.Contains(err.Error(), "another matrix") {
			t.Errorf("%s into the same directory: %v", name, err)
		}
	}
}

// The job array: one task per shard, CPUs, memory and time from the
// matrix, the merge after the array.
func TestWriteSlurm(t *testing.T) {
	path := writeMatrix(t, "version: 1\nname: s\nkernels:\n  - example: ifelse_split\nS: [0, 1, 2, 4, 8]\nmemory_budget: 256MiB\n")
	m, err := ReadMatrix(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	p, err := WriteSlurm(context.Background(), path, m, SlurmOptions{Dir: dir, Out: "/shared/res", Shards: 2, Workers: 2, Binary: "/opt/splitwcet"})
	if err != nil {
		t.Fatal(err)
	}
	// 2 workers x 256 MiB + 256 MiB; the small example's estimate is far
	// below the 10-minute floor.
	if p.MemoryMiB != 768 || p.Time != MinTaskTime || p.MaxPerShard != 3 || p.Cases != 5 {
		t.Errorf("plan %+v", p)
	}
	job, _ := os.ReadFile(filepath.Join(dir, "sweep.sbatch"))
	for _, want := range []string{"#SBATCH --array=0-1\n", "#SBATCH --cpus-per-task=2\n", "#SBATCH --time=00:10:00\n", "#SBATCH --mem=768M\n",
		"#SBATCH --output=" + dir + "/logs/shard-%a.out\n", "SPLITWCET=${SPLITWCET:-/opt/splitwcet}\n",
		`exec "$SPLITWCET" sweep ` + path + ` --out /shared/res --shard "$SLURM_ARRAY_TASK_ID/2" --workers "${SLURM_CPUS_PER_TASK:-2}"`} {
		if !strings.Contains(string(job), want) {
			t.Errorf("sweep.sbatch has no %q:\n%s", want, job)
		}
	}
	merge, _ := os.ReadFile(filepath.Join(dir, "merge.sbatch"))
	submit, _ := os.ReadFile(filepath.Join(dir, "submit.sh"))
	if !strings.Contains(string(merge), `exec "$SPLITWCET" merge /shared/res -o `+dir+"/summary.txt") ||
		!strings.Contains(string(submit), `--dependency=afterok:"$array"`) {
		t.Errorf("merge.sbatch:\n%s\nsubmit.sh:\n%s", merge, submit)
	}
	// A launch above the budget is refused before submission.
	m.MemoryBudget = 1 << 10
	if _, err := WriteSlurm(context.Background(), path, m, SlurmOptions{Dir: dir, Out: "/x", Shards: 2}); err == nil || !strings.Contains(err.Error(), "above the matrix's memory_budget") {
		t.Errorf("tiny budget: %v", err)
	}
}

func FuzzParseMatrix(f *testing.F) {
	f.Add([]byte(small))
	f.Add([]byte("version: 1\nkernels:\n  - file: k.s\n    workloads: [w.yaml]\n    sets: [a, b]\nS: [\"0-3\"]\nhardware: [default, hw.yaml]\n"))
	f.Add([]byte("version: 1\nkernels: [{example: nested}]\nS: [1]\nmarkings: [choose]\nrun: [choose]\ntime_per_case: 1m\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseMatrix("m.yaml", data, nil)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "m.yaml") {
				t.Fatalf("error without the file name: %v", err)
			}
			return
		}
		if len(m.Cases) == 0 || len(m.Cases) > MaxCases {
			t.Fatalf("%d cases", len(m.Cases))
		}
		seen := map[string]bool{}
		for i, c := range m.Cases {
			if c.Index != i || seen[c.ID] {
				t.Fatalf("case %d: %+v", i, c)
			}
			seen[c.ID] = true
		}
	})
}

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }

// validateResults checks every result file of dir against
// docs/schema/sweep-result.json.
func validateResults(t *testing.T, dir string) {
	t.Helper()
	path, err := filepath.Abs("../../docs/schema/sweep-result.json")
	if err != nil {
		t.Fatal(err)
	}
	sch, err := jsonschema.NewCompiler().Compile(path)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, CasesDir, "*.json"))
	if len(files) == 0 {
		t.Fatalf("no result in %s", dir)
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("%s does not match %s:\n%v", f, path, err)
		}
	}
	if sch.Validate(map[string]any{"format": "splitwcet-sweep"}) == nil {
		t.Error("the schema accepts a result without fields")
	}
}

// The matrix of docs/sweep.md parses, with the axes it describes.
func TestDocsMatrix(t *testing.T) {
	doc, err := os.ReadFile("../../docs/sweep.md")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)```yaml\n(.*?)```").FindSubmatch(doc)
	if block == nil {
		t.Fatal("docs/sweep.md has no yaml block")
	}
	m, err := ParseMatrix("docs/sweep.md", block[1], nil)
	if err != nil {
		t.Fatal(err)
	}
	// 1 example + 1 file x 2 workloads x 2 sets = 5 kernel variants, x 8
	// values of S (0, 1, 2, 4-8) x 2 hardware files.
	if len(m.Cases) != 5*8*2 || m.Name != "marking-study" || m.MemoryBudget != 1<<30 || m.TimePerCase.Minutes() != 2 {
		t.Errorf("%d cases, name %q, budget %d, time %v", len(m.Cases), m.Name, m.MemoryBudget, m.TimePerCase)
	}
}

// Without a policies axis, each hardware file's cases run under its own
// splits.policy (default hardware: halve); with the axis, the listed ones.
func TestMatrixPolicyFromHardware(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "fcfs.yaml"), []byte("splits:\n  policy: fcfs\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "m.yaml")
	write := func(extra string) {
		text := "version: 1\nkernels:\n  - example: ifelse_split\nS: [1]\nmodes: [parallel]\nhardware: [default, fcfs.yaml]\n" + extra
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	policies := func() map[string][]string {
		m, err := ReadMatrix(path)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string][]string{}
		for _, c := range m.Cases {
			got[c.Hardware] = append(got[c.Hardware], c.Policy)
		}
		return got
	}
	write("")
	if got := policies(); !reflect.DeepEqual(got, map[string][]string{"default": {"halve"}, "fcfs.yaml": {"fcfs"}}) {
		t.Errorf("no policies axis: %v", got)
	}
	write("policies: [halve, child-first]\n")
	if got := policies(); !reflect.DeepEqual(got, map[string][]string{"default": {"halve", "child-first"}, "fcfs.yaml": {"halve", "child-first"}}) {
		t.Errorf("policies [halve, child-first]: %v", got)
	}
}

// A manifest splitwcet did not write is refused by merge: a case id listed
// twice (a million duplicates ran merge out of memory), or a fuzz manifest
// whose case list does not match its kernels.
func TestMergeRefusesTamperedManifest(t *testing.T) {
	c := soundness.Config{Kernels: 2, Seed: 5, S: []int{0}, Workers: 1}
	for _, tc := range []struct {
		name   string
		tamper func(m map[string]any)
		want   string
	}{
		{"duplicate", func(m map[string]any) { m["cases"] = []any{"k000000", "k000000"} }, `case "k000000" listed twice`},
		{"cut", func(m map[string]any) { m["cases"] = []any{"k000000"} }, "lists 1 cases for 2 kernels"},
		{"other configuration", func(m map[string]any) { m["config"].(map[string]any)["seed"] = 6 }, "does not match its hash"},
	} {
		name, tamper := tc.name, tc.tamper
		out := t.TempDir()
		if _, err := RunFuzz(c, "", Options{Out: out, Shard: Shard{I: 0, N: 1}, Workers: 1}); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(out, "manifest.json")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		tamper(m)
		data, _ = json.Marshal(m)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if name == "cut" {
			os.Remove(filepath.Join(out, CasesDir, "k000001.json")) // as if the list were all there is
		}
		if _, _, err := Summarize([]string{out}, false); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", name, err, tc.want)
		}
	}
}

// TestSweepBudgets: a kernel's budget (a time at each case's hardware
// clock) marks the cases whose bound exceeds it OVER, and the sweep exits
// with status 4 (ci.BudgetError) when no case failed otherwise.
// Requirements: REQ-BUD-2 (docs/qualification/requirements.md).
func TestSweepBudgets(t *testing.T) {
	// ifelse_split at S = 0 bounds 2101 cycles (TestMergeEqualsUnsharded).
	const m = "version: 1\nkernels:\n  - example: ifelse_split\n    budget: 2us\n  - example: ifelse_split\n    budget: 2101\nS: [0]\nrun: [analyze]\n"
	var out, stderr bytes.Buffer
	err := SweepCommand(context.Background(), writeMatrix(t, m), SweepArgs{Out: t.TempDir(), Quiet: true}, &out, &stderr)
	var be *ci.BudgetError
	if !errors.As(err, &be) || !strings.Contains(err.Error(), "1 case(s) with a bound over their kernel's budget") {
		t.Fatalf("sweep: %v\n%s", err, out.String())
	}
	if !regexp.MustCompile(`2101\s+2101 OVER\s+2101\s+2101 OVER`).MatchString(out.String()) || !strings.Contains(out.String(), "1 case(s) with a bound over their kernel's budget (OVER)") {
		t.Errorf("summary:\n%s", out.String())
	}
}
