package workload

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseSetsAndInits(t *testing.T) {
	dir := t.TempDir()
	raw := make([]byte, 12)
	for i := 0; i < 3; i++ {
		binary.LittleEndian.PutUint32(raw[4*i:], uint32(10+i))
	}
	if err := os.WriteFile(filepath.Join(dir, "d.bin"), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	src := `kernel: k
workgroup_size: [64, 2]
workgroups: 3
args:
  - {name: a, type: i32, count: 4, init: iota}
  - {name: b, type: f32, count: 3, init: "const 1.5"}
  - {name: c, type: u8, count: 5, init: "random(7, 0, 255)"}
  - {name: d, type: i32, init: file d.bin}
  - {name: e, type: i32, count: 3, init: "iota(10, -2)", output: true}
  - {name: n, type: i32, value: -5}
  - {name: x, type: f64, value: 2.5}
inputs:
  - name: one
  - name: two
    workgroups: [2, 2]
    args:
      n: 7
      a: {count: 2, init: "const 9"}
`
	path := filepath.Join(dir, "w.yaml")
	f, err := Parse(path, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f.Kernel != "k" || len(f.Sets) != 2 || f.Sets[1].Name != "two" {
		t.Fatalf("parsed %+v", f)
	}
	l := f.Sets[0].Launch
	if l.WorkgroupSize != [3]int{64, 2, 1} || l.Workgroups != [3]int{3, 1, 1} {
		t.Errorf("grid %v %v", l.WorkgroupSize, l.Workgroups)
	}
	u32 := func(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }
	if u32(l.Args[0].Buffer, 3) != 3 || math.Float32frombits(u32(l.Args[1].Buffer, 2)) != 1.5 || len(l.Args[2].Buffer) != 5 ||
		u32(l.Args[3].Buffer, 2) != 12 || int32(u32(l.Args[4].Buffer, 2)) != 6 || int32(u32(l.Args[5].Value, 0)) != -5 ||
		math.Float64frombits(binary.LittleEndian.Uint64(l.Args[6].Value)) != 2.5 || !l.Args[4].Output {
		t.Errorf("bad values %+v", l.Args)
	}
	l2 := f.Sets[1].Launch
	if l2.Workgroups != [3]int{2, 2, 1} || int32(u32(l2.Args[5].Value, 0)) != 7 || len(l2.Args[0].Buffer) != 8 || u32(l2.Args[0].Buffer, 1) != 9 {
		t.Errorf("override not applied: %+v", l2)
	}
	// deterministic random
	f2, _ := Parse(path, []byte(src))
	if string(f2.Sets[0].Launch.Args[2].Buffer) != string(l.Args[2].Buffer) {
		t.Error("random init is not deterministic")
	}
}

func TestErrorsNameLine(t *testing.T) {
	cases := []struct{ src, want string }{
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: int, count: 4}\n", "w.yaml:5: unknown type \"int\""},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [0]\n", "w.yaml:3: want a positive integer size"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\ngrid: 3\n", "w.yaml:4: unknown key \"grid\""},
		{"kernel: k\nworkgroup_size: [64]\n", "missing workgroups"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - name: a\n    type: i32\n    count: 4\n    init: random(1, 2)\n", "w.yaml:8: init \"random(1, 2)\": want random(SEED, LO, HI)"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: i32}\n", "w.yaml:5: argument a: want count (a buffer) or value (a scalar)"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: i32, value: 1}\ninputs:\n  - args: {nosuch: 3}\n", "w.yaml:7: no argument \"nosuch\"; arguments: a"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: tab, type: i32, count: 4}\n  - {name: out, type: i32, count: 4}\ninputs:\n  - args: {tabb: {count: 8}}\n", "w.yaml:8: no argument \"tabb\" (did you mean tab?); arguments: tab, out"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: u8, value: 300}\n", "w.yaml:5: argument a: want an integer that fits u8"},
		{"kernel: [\n", "w.yaml:1: bad YAML"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: i32, value: 1, pad_before: 4}\n", "w.yaml:5: argument a: pad_before is for buffers, not scalars"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: i32, count: 4, pad_before: -1}\n", "w.yaml:5: pad_before: want the bytes readable before the buffer, 0 to 1048576, got \"-1\""},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: i32, count: 4, pad_before: 1048577}\n", "pad_before: want the bytes readable before the buffer"},
	}
	for _, c := range cases {
		_, err := Parse("w.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}

// TestPadBefore checks that a buffer's pad_before reaches the launch.
func TestPadBefore(t *testing.T) {
	f, err := Parse("w.yaml", []byte("kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: f32, count: 4, pad_before: 64}\n  - {name: b, type: f32, count: 4}\n"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.Set("default")
	if err != nil {
		t.Fatal(err)
	}
	if a, b := s.Launch.Args[0], s.Launch.Args[1]; a.PadBefore != 64 || b.PadBefore != 0 || len(a.Buffer) != 16 {
		t.Errorf("pad_before: a %d (%d bytes), b %d; want 64 (16 bytes), 0", a.PadBefore, len(a.Buffer), b.PadBefore)
	}
}

// TestLocalArgsAndGridSize: __local pointer arguments (lds:, overridden by
// a bare number or a mapping), a grid in work-items (grid_size: the
// workgroups that cover it) and a global offset reach the launch; an input
// set's workgroups replaces the base's grid_size.
func TestLocalArgsAndGridSize(t *testing.T) {
	src := `kernel: k
workgroup_size: [16, 4]
grid_size: [37, 10]
global_offset: [3]
args:
  - {name: a, type: i32, count: 4}
  - {name: tile, lds: 264}
  - {name: hist, lds: 64}
inputs:
  - name: base
  - name: bigger
    args:
      tile: 1032
      hist: {lds: 128}
  - name: whole
    workgroups: [2, 2]
`
	f, err := Parse("w.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	l := f.Sets[0].Launch
	if l.GridSize != [3]int{37, 10, 1} || l.Workgroups != [3]int{3, 3, 1} || l.GlobalOffset != [3]int{3, 0, 0} || !l.Partial() {
		t.Errorf("grid %v, workgroups %v, offset %v", l.GridSize, l.Workgroups, l.GlobalOffset)
	}
	if l.Args[1].LDS != 264 || l.Args[2].LDS != 64 || l.Args[1].IsBuffer || l.Args[1].Value != nil {
		t.Errorf("local args %+v %+v", l.Args[1], l.Args[2])
	}
	if b := f.Sets[1].Launch; b.Args[1].LDS != 1032 || b.Args[2].LDS != 128 {
		t.Errorf("overrides: %d %d, want 1032 128", b.Args[1].LDS, b.Args[2].LDS)
	}
	if w := f.Sets[2].Launch; w.GridSize != [3]int{} || w.Workgroups != [3]int{2, 2, 1} || w.Partial() {
		t.Errorf("whole set: grid %v, workgroups %v", w.GridSize, w.Workgroups)
	}
	for _, c := range []struct{ src, want string }{
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\ngrid_size: [10]\n", "w.yaml:1: give workgroups (whole workgroups) or grid_size"},
		{"kernel: k\nworkgroup_size: [64]\ngrid_size: [0]\n", "w.yaml:3: want a positive integer size (grid_size"},
		{"kernel: k\nworkgroup_size: [64]\ngrid_size: [10]\nglobal_offset: [-1]\n", "w.yaml:4: global_offset: want a work-item offset"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: t, lds: 0}\n", "w.yaml:5: lds: want the __local argument's LDS bytes, 1 to 65536, got \"0\""},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: t, lds: 70000}\n", "lds: want the __local argument's LDS bytes, 1 to 65536"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: t, lds: 16, type: i32}\n", "w.yaml:5: argument t is a __local pointer (lds: its LDS bytes): give name and lds only"},
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: t, lds: 16}\ninputs:\n  - args: {t: x}\n", "w.yaml:7: lds: want the __local argument's LDS bytes"},
	} {
		if _, err := Parse("w.yaml", []byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}

// TestInitValues: values(...) lists the elements; count comes from the list
// or must equal it; each value must fit the type.
func TestInitValues(t *testing.T) {
	f, err := Parse("w.yaml", []byte("kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n  - {name: a, type: i32, init: \"values(2, -16, 0x10)\"}\n  - {name: b, type: f32, count: 2, init: \"values(1.5, -2)\"}\ninputs:\n  - name: x\n  - name: y\n    args:\n      a: {init: \"values(7)\"}\n"))
	if err != nil {
		t.Fatal(err)
	}
	l := f.Sets[0].Launch
	if got := binary.LittleEndian.Uint32(l.Args[0].Buffer[4:]); len(l.Args[0].Buffer) != 12 || int32(got) != -16 || binary.LittleEndian.Uint32(l.Args[0].Buffer[8:]) != 16 {
		t.Errorf("a = %v", l.Args[0].Buffer)
	}
	if math.Float32frombits(binary.LittleEndian.Uint32(l.Args[1].Buffer)) != 1.5 {
		t.Errorf("b = %v", l.Args[1].Buffer)
	}
	if y := f.Sets[1].Launch; len(y.Args[0].Buffer) != 4 {
		t.Errorf("override: %d bytes, want 4", len(y.Args[0].Buffer))
	}
	for _, c := range []struct{ src, want string }{
		{"  - {name: a, type: i32, count: 3, init: \"values(1, 2)\"}\n", "values gives 2 elements, count says 3"},
		{"  - {name: a, type: u8, init: \"values(1, 300)\"}\n", "const 300 is outside the element type"},
		{"  - {name: a, type: i32, init: \"values(1, x)\"}\n", `values: "x" is not a number`},
	} {
		if _, err := Parse("w.yaml", []byte("kernel: k\nworkgroup_size: [64]\nworkgroups: [1]\nargs:\n"+c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.src, err, c.want)
		}
	}
}
