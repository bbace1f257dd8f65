package choose

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// TestAbsentRoleJSON: on a kernel of our own with the shape of those where
// choose --json crashed (testdata/guarded: early-return guards), the JSON
// of every marking lists its absent roles with no start, and every other
// role with its start.
func TestAbsentRoleJSON(t *testing.T) {
	dir := filepath.Join("testdata", "guarded")
	src, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		t.Fatal(err)
	}
	wdata, err := os.ReadFile(filepath.Join(dir, "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	wf, err := workload.Parse("workload.yaml", wdata)
	if err != nil {
		t.Fatal(err)
	}
	k, err := kernel.FromText("kernel.s", src, kernel.Config{Simulate: true, Workload: wf})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Run(Config{Kernel: k, S: 4, Confirm: 3})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteJSON(&buf, r, "", nil, nil); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Chosen    markingJSON   `json:"chosen"`
		Confirmed []markingJSON `json:"confirmed"`
		Baselines map[string]*markingJSON
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	absent := 0
	for _, m := range append([]markingJSON{doc.Chosen}, doc.Confirmed...) {
		for _, rp := range m.Roles {
			switch {
			case rp.Absent && (rp.Start != "" || rp.L != 0):
				t.Errorf("%s: absent role %d has start %q, L %d", m.Name, rp.J, rp.Start, rp.L)
			case rp.Absent:
				absent++
			case rp.Start == "":
				t.Errorf("%s: role %d has no start", m.Name, rp.J)
			}
		}
	}
	if absent == 0 {
		t.Error("no marking has an absent role: the kernel no longer has the shape this test is for")
	}
}
