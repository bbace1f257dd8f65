package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// schemaCases run every command with --json (or --format json) on a small
// example; each output must validate against docs/schema/CMD.json.
func schemaCases(t *testing.T) map[string][]string {
	dir := t.TempDir()
	return map[string][]string{
		"cfg":          {"cfg", examplePath("ifelse"), "--format", "json", "--instructions"},
		"cfg-annotate": {"cfg", examplePath("ifelse_split"), "-w", workloadPath("ifelse_split"), "--annotate", "-S", "1", "--role", "1", "--format", "json"},
		"ipg":          {"ipg", examplePath("divloop"), "--format", "json"},
		"wcet":         {"wcet", examplePath("divloop"), "--static", "--facts", factsPath("divloop"), "--json"},
		"run":          {"run", examplePath("divloop"), "-w", workloadPath("divloop"), "--set", "all", "--json", "--per-wavefront"},
		"simulate":     {"simulate", examplePath("divloop"), "-w", workloadPath("divloop"), "--set", "all", "--json", "--per-wavefront", "--quiet"},
		"analyze":      {"analyze", examplePath("ifelse_split"), "-w", workloadPath("ifelse_split"), "--S", "0,1", "--json", "--quiet"},
		// --static adds static_parallel, static_serial and static.
		"analyze+static": {"analyze", examplePath("reduce"), "-w", workloadPath("reduce"), "--facts", factsPath("reduce"), "--S", "0,1", "--json", "--quiet", "--static"},
		"choose":         {"choose", examplePath("nested"), "-w", workloadPath("nested"), "--S", "1", "--confirm", "1", "--json", "--quiet"},
		"choose+static":  {"choose", examplePath("nested"), "-w", workloadPath("nested"), "--S", "1", "--confirm", "1", "--json", "--quiet", "--static"},
		// Out-of-bounds accesses in page padding add out_of_bounds.
		"run+halo":      {"run", examplePath("halo_split"), "-w", workloadPath("halo_split"), "--set", "all", "--json"},
		"simulate+halo": {"simulate", examplePath("halo_split"), "-w", workloadPath("halo_split"), "--json", "--quiet"},
		// A hardware file with dispatcher.completion_cycles adds launch_cycles.
		"simulate+r9nano": {"simulate", examplePath("ifelse"), "-w", workloadPath("ifelse"), "--json", "--quiet", "--hw", filepath.Join("..", "..", "docs", "results", "r9nano.yaml")},
		"fuzz":            {"fuzz", "--kernels", "2", "--seed", "3", "--S", "0,1", "--out", filepath.Join(dir, "fuzz"), "--json", "--quiet"},
		"fuzz+static":     {"fuzz", "--kernels", "2", "--seed", "3", "--S", "0,1", "--out", filepath.Join(dir, "fuzz-static"), "--json", "--quiet", "--static"},
		"fuzz+calls":      {"fuzz", "--kernels", "2", "--seed", "3", "--S", "0,1", "--out", filepath.Join(dir, "fuzz-calls"), "--json", "--quiet", "--static", "--calls"},
		"fuzz+barriers":   {"fuzz", "--kernels", "2", "--seed", "3", "--S", "0,1", "--out", filepath.Join(dir, "fuzz-barriers"), "--json", "--quiet", "--static", "--barriers", "--calls"},
	}
}

// TestJSONSchemas validates every command's JSON against its schema and
// checks that two runs write the same bytes (no dates, no map order).
// Requirements: REQ-DET-1, REQ-PROV-1 (docs/qualification/requirements.md).
func TestJSONSchemas(t *testing.T) {
	c := jsonschema.NewCompiler()
	// The schemas name each other by their $id: load the shared one.
	f, err := os.Open(filepath.Join("..", "..", "docs", "schema", "provenance.json"))
	if err != nil {
		t.Fatal(err)
	}
	prov, err := jsonschema.UnmarshalJSON(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AddResource("https://github.com/splitwcet/splitwcet/docs/schema/provenance.json", prov); err != nil {
		t.Fatal(err)
	}
	for cmd, args := range schemaCases(t) {
		t.Run(cmd, func(t *testing.T) {
			name, variant, _ := strings.Cut(cmd, "+")
			path, err := filepath.Abs(filepath.Join("..", "..", "docs", "schema", name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			sch, err := c.Compile(path)
			if err != nil {
				t.Fatalf("schema %s: %v", path, err)
			}
			if sch.Validate(map[string]any{"schema": json.Number("2")}) == nil {
				t.Errorf("%s accepts a document without provenance", path)
			}
			out, _ := mustRun(t, args...)
			doc, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(out)))
			if err != nil {
				t.Fatalf("not JSON: %v", err)
			}
			if err := sch.Validate(doc); err != nil {
				t.Errorf("%s output does not match %s:\n%v", cmd, path, err)
			}
			if variant == "halo" && !strings.Contains(out, `"out_of_bounds"`) {
				t.Errorf("%s: no out_of_bounds in\n%s", cmd, out)
			}
			if variant == "r9nano" && !strings.Contains(out, `"launch_cycles"`) {
				t.Errorf("%s: no launch_cycles in\n%s", cmd, out)
			}
			var top struct {
				Schema     int
				Provenance struct {
					Command []string
					Inputs  []struct{ Role, SHA256 string }
				}
			}
			want := 2 // analyze and choose: 3 (static bounds end in _cycles)
			if name == "analyze" || name == "choose" {
				want = 3
			}
			if err := json.Unmarshal([]byte(out), &top); err != nil || top.Schema != want || len(top.Provenance.Command) != len(args)+1 {
				t.Errorf("schema %d, command %q: %v", top.Schema, top.Provenance.Command, err)
			}
			if again, _ := mustRun(t, args...); again != out {
				t.Errorf("%s: two runs gave different JSON", cmd)
			}
		})
	}
}
