package traces_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces"
)

// Real identities: the ifelse example's code (asm.Function.CodeHash for
// gfx803), the default hardware and a one-CU file layered over it
// (timing.Config.Hash).
const (
	ifelseCode  = "sha256:ab3d4f4977b110e0c8c237d04e3304e46e9d30f7bdf9451d3dc919324aa5e26f"
	divloopCode = "sha256:8088e23f7c8e28bfe313d1c1501eeeb5bf79601405315664548cf24cde269ee0"
	defaultHash = "sha256:e14c7ae08016797bd9c056ddc367d1ed51d403a1ff83297bc4e7db282c4f5f42"
	oneCUHash   = "sha256:c6ac4ee75831e9cc33f4d3c51edaa23a334a780b9d01fa4934d5a859ce92cd7b"
)

// ifelseRun is the header 'splitwcet simulate examples/ifelse/kernel.s -w
// examples/ifelse/workload.yaml -S 1' writes for input set random1.
var ifelseRun = traces.Header{
	Version: 1, Kernel: "_Z6ifelsePKiPi", Placement: "thesis", InputSet: "random1", S: 1, Mode: traces.ModeParallel,
	HW: "default.yaml", Code: ifelseCode, Workload: "examples/ifelse/workload.yaml",
	Workgroups: [3]int{4, 1, 1}, WorkgroupSize: [3]int{128, 1, 1}, HWHash: defaultHash,
}

// ifelseExpect is what analyze of the ifelse example with its workload and
// -S 0,1 expects.
var ifelseExpect = traces.Expect{
	Kernel: "_Z6ifelsePKiPi", Code: ifelseCode, Source: "examples/ifelse/kernel.s", Placement: "thesis",
	HW: "default.yaml", HWHash: defaultHash, Workload: "examples/ifelse/workload.yaml",
	Sets: []traces.SetGrid{
		{Name: "random1", Workgroups: [3]int{4, 1, 1}, WorkgroupSize: [3]int{128, 1, 1}},
		{Name: "random2-wg64", Workgroups: [3]int{8, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}},
		{Name: "iota-partial", Workgroups: [3]int{3, 1, 1}, WorkgroupSize: [3]int{100, 1, 1}},
	},
	S: []int{0, 1}, Mode: true,
}

func writeHeader(t *testing.T, dir, name string, h traces.Header) string {
	t.Helper()
	p := filepath.Join(dir, name)
	w, err := traces.Create(p, h)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestIdentityRoundTrip(t *testing.T) {
	dir := t.TempDir()
	p := writeHeader(t, dir, "t.csv", ifelseRun)
	text, _ := os.ReadFile(p)
	for _, line := range []string{
		"# code: " + ifelseCode + "\n", "# workload: examples/ifelse/workload.yaml\n", "# workgroups: 4x1x1\n",
		"# workgroup_size: 128x1x1\n", "# hw: default.yaml\n", "# hw_hash: " + defaultHash + "\n",
	} {
		if !strings.Contains(string(text), line) {
			t.Errorf("preamble lacks %q:\n%s", line, text)
		}
	}
	h, err := traces.ReadHeader(p)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h, ifelseRun) {
		t.Errorf("read back\n%+v\nwant\n%+v", h, ifelseRun)
	}
	if err := h.Check(p, ifelseExpect); err != nil {
		t.Errorf("the run's own header: %v", err)
	}
	// Without the identity keys the preamble is the one of a trace that
	// predates them, and reads back without them.
	old := ifelseRun
	old.Code, old.Workload, old.Workgroups, old.WorkgroupSize, old.HWHash = "", "", [3]int{}, [3]int{}, ""
	text, _ = os.ReadFile(writeHeader(t, dir, "old.csv", old))
	if want := "# splitwcet-trace: 1\n# kernel: _Z6ifelsePKiPi\n# placement: thesis\n# input_set: random1\n# S: 1\n# mode: parallel\n# seed: 0\n# hw: default.yaml\n" + traces.HeaderRow + "\n"; string(text) != want {
		t.Errorf("old-style preamble\n%s\nwant\n%s", text, want)
	}
}

func TestIdentityReaderRejects(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"# code: " + strings.ToUpper(ifelseCode), `bad.csv:2: code: expected sha256: and 64 lowercase hex digits, found "SHA256:AB3D`},
		{"# hw_hash: sha256:e14c", `bad.csv:2: hw_hash: expected sha256: and 64 lowercase hex digits, found "sha256:e14c"`},
		{"# workgroups: 4", `bad.csv:2: workgroups: expected three sizes >= 1 as XxYxZ (e.g. 4x1x1), found "4"`},
		{"# workgroup_size: 128x0x1", `bad.csv:2: workgroup_size: expected three sizes >= 1 as XxYxZ (e.g. 4x1x1), found "128x0x1"`},
		{"# workgroups: +4x1x1", `bad.csv:2: workgroups: expected three sizes >= 1 as XxYxZ (e.g. 4x1x1), found "+4x1x1"`},
	} {
		err := readErr("# splitwcet-trace: 1\n" + c.line + "\n" + traces.HeaderRow + "\n")
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %s...", c.line, err, c.want)
		}
	}
}

// TestCheck: every field of the identity, one mismatch at a time, names
// the field, the trace's value and the expected one.
func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(h *traces.Header)
		want string
	}{
		{"kernel", func(h *traces.Header) { h.Kernel = "_Z7divloopPKiS0_Pi" },
			"t.csv: kernel: the trace is of kernel _Z7divloopPKiS0_Pi, expected _Z6ifelsePKiPi (the kernel analyzed)"},
		{"code", func(h *traces.Header) { h.Code = divloopCode },
			"t.csv: code: the trace's kernel code is " + divloopCode + ", expected " + ifelseCode + " (the code of _Z6ifelsePKiPi in examples/ifelse/kernel.s): the trace was recorded from other code"},
		{"placement", func(h *traces.Header) { h.Placement = "blocks" },
			"t.csv: placement: the trace's IPTs are placed by blocks, expected thesis (the IPG's placement)"},
		{"input set", func(h *traces.Header) { h.InputSet = "big" },
			`t.csv: input_set: the trace's input set is "big", expected one of random1, random2-wg64, iota-partial (the input sets of examples/ifelse/workload.yaml)`},
		{"workgroups", func(h *traces.Header) { h.Workgroups = [3]int{400, 1, 1} },
			"t.csv: workgroups: the trace's grid has workgroups = 400x1x1, expected 4x1x1 (input set random1 of examples/ifelse/workload.yaml)"},
		{"workgroup size", func(h *traces.Header) { h.InputSet = "random2-wg64"; h.Workgroups = [3]int{8, 1, 1} },
			"t.csv: workgroup_size: the trace's grid has workgroup_size = 128x1x1, expected 64x1x1 (input set random2-wg64 of examples/ifelse/workload.yaml)"},
		{"hardware", func(h *traces.Header) { h.HW, h.HWHash = "default.yaml", oneCUHash },
			"t.csv: hw_hash: the trace's hardware is default.yaml (" + oneCUHash + "), expected default.yaml (" + defaultHash + "): the trace was recorded on other hardware"},
		{"S", func(h *traces.Header) { h.S = 4 },
			"t.csv: S: the trace's S is 4, expected one of 0, 1 (-S)"},
		{"mode", func(h *traces.Header) { h.Mode = "" },
			"t.csv: mode: expected parallel or serial, found no mode in the preamble"},
		{"old trace", func(h *traces.Header) { h.Code, h.Workgroups, h.WorkgroupSize, h.HWHash = "", [3]int{}, [3]int{}, "" },
			"t.csv: code: expected " + ifelseCode + " (the code of _Z6ifelsePKiPi in examples/ifelse/kernel.s), found no code in the preamble: the trace does not say what it was recorded from"},
		{"no grid", func(h *traces.Header) { h.Workgroups = [3]int{} },
			"t.csv: workgroups: expected 4x1x1 (input set random1 of examples/ifelse/workload.yaml), found no workgroups in the preamble"},
		{"no hardware hash", func(h *traces.Header) { h.HWHash = "" },
			"t.csv: hw_hash: expected " + defaultHash + " (the hardware default.yaml), found no hw_hash in the preamble"},
	} {
		h := ifelseRun
		c.edit(&h)
		err := h.Check("t.csv", ifelseExpect)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got\n%v\nwant\n%s", c.name, err, c.want)
		}
		if _, ok := err.(*traces.Error); err != nil && !ok {
			t.Errorf("%s: %T is no *traces.Error", c.name, err)
		}
	}
	// The hardware's name alone does not count; unchecked fields do not.
	h := ifelseRun
	h.HW, h.Workload, h.Seed = "copy-of-default.yaml", "elsewhere/w.yaml", 7
	if err := h.Check("t.csv", ifelseExpect); err != nil {
		t.Errorf("renamed hardware, moved workload: %v", err)
	}
	if err := (&traces.Header{}).Check("t.csv", traces.Expect{}); err != nil {
		t.Errorf("empty Expect: %v", err)
	}
}

// TestCheckFiles: wcet pools traces of one hardware; a directory or a
// missing path is named with what was expected.
func TestCheckFiles(t *testing.T) {
	dir := t.TempDir()
	a := writeHeader(t, dir, "a.csv", ifelseRun)
	other := ifelseRun
	other.HW, other.HWHash = "1cu.yaml", oneCUHash
	b := writeHeader(t, dir, "b.csv", other)
	e := ifelseExpect
	e.Sets, e.HW, e.HWHash, e.S = nil, "", "", nil
	if hs, err := traces.CheckFiles([]string{a, a}, e); err != nil || len(hs) != 2 {
		t.Errorf("one hardware: %v", err)
	}
	_, err := traces.CheckFiles([]string{a, b}, e)
	if want := b + ": hw_hash: the trace's hardware is 1cu.yaml (" + oneCUHash + "), expected default.yaml like " + a + " (" + defaultHash + ")"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("two hardwares: got\n%v\nwant\n%s", err, want)
	}
	for _, c := range []struct{ path, want string }{
		{dir, dir + ": expected a trace file (CSV, or gzip-compressed CSV), found a directory"},
		{filepath.Join(dir, "nosuch.csv"), filepath.Join(dir, "nosuch.csv") + ": expected a trace file (CSV, or gzip-compressed CSV), cannot open it: no such file or directory"},
	} {
		if _, err := traces.CheckFiles([]string{c.path}, e); err == nil || err.Error() != c.want {
			t.Errorf("CheckFiles(%s) = %v, want %s", c.path, err, c.want)
		}
		if _, err := traces.Open(c.path, testIPG); err == nil || err.Error() != c.want {
			t.Errorf("Open(%s) = %v, want %s", c.path, err, c.want)
		}
	}
}

// TestIdentityPartialGrid: a run on a grid with partial workgroups writes
// grid_size, reads it back, and is checked against the set's: a trace of
// the whole grid (no grid_size) does not stand for the partial one.
func TestIdentityPartialGrid(t *testing.T) {
	dir := t.TempDir()
	h := ifelseRun
	h.Workgroups, h.WorkgroupSize, h.GridSize = [3]int{3, 3, 1}, [3]int{16, 4, 1}, [3]int{37, 10, 1}
	p := writeHeader(t, dir, "t.csv", h)
	text, _ := os.ReadFile(p)
	if !strings.Contains(string(text), "# grid_size: 37x10x1\n") {
		t.Errorf("preamble lacks grid_size:\n%s", text)
	}
	got, err := traces.ReadHeader(p)
	if err != nil {
		t.Fatal(err)
	}
	if got.GridSize != h.GridSize {
		t.Errorf("grid_size read back %v, want %v", got.GridSize, h.GridSize)
	}
	e := ifelseExpect
	e.Sets = []traces.SetGrid{{Name: "random1", Workgroups: h.Workgroups, WorkgroupSize: h.WorkgroupSize, GridSize: h.GridSize}}
	if err := got.Check(p, e); err != nil {
		t.Errorf("its own set: %v", err)
	}
	whole := h
	whole.GridSize = [3]int{}
	p2 := writeHeader(t, dir, "whole.csv", whole)
	text, _ = os.ReadFile(p2)
	if strings.Contains(string(text), "grid_size") {
		t.Errorf("a whole grid writes grid_size:\n%s", text)
	}
	got2, _ := traces.ReadHeader(p2)
	want := "grid_size: the trace's grid has grid_size = none (whole workgroups), expected 37x10x1 (input set random1 of examples/ifelse/workload.yaml)"
	if err := got2.Check(p2, e); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("whole grid against a partial set: %v, want %q", err, want)
	}
}
