package workload

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
)

// TestStructArgs: a by-value struct from fields (typed values at byte
// offsets, the rest zero) or from bytes; an input set replaces it.
func TestStructArgs(t *testing.T) {
	src := `kernel: k
workgroup_size: 64
workgroups: 1
args:
  - name: p
    size: 24
    fields:
      - {offset: 0, type: i32, value: -2}
      - {offset: 4, type: u8, values: [1, 2, 3]}
      - {offset: 8, type: f64, value: 0.5}
      - {offset: 20, type: i16, value: 300}
  - {name: q, bytes: [1, 0x7f, -1]}
inputs:
  - name: base
  - name: other
    args:
      p: {fields: [{offset: 16, type: i32, value: 9}]}
      q: {bytes: [5]}
`
	f, err := Parse("w.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := make([]byte, 24)
	binary.LittleEndian.PutUint32(want[0:], uint32(0xfffffffe))
	copy(want[4:], []byte{1, 2, 3})
	binary.LittleEndian.PutUint64(want[8:], math.Float64bits(0.5))
	binary.LittleEndian.PutUint16(want[20:], 300)
	l := f.Sets[0].Launch
	if !bytes.Equal(l.Args[0].Value, want) || l.Args[0].IsBuffer {
		t.Errorf("p = %v, want %v", l.Args[0].Value, want)
	}
	if !bytes.Equal(l.Args[1].Value, []byte{1, 0x7f, 0xff}) {
		t.Errorf("q = %v, want [1 127 255]", l.Args[1].Value)
	}
	o := f.Sets[1].Launch
	want2 := make([]byte, 24)
	want2[16] = 9
	if !bytes.Equal(o.Args[0].Value, want2) || !bytes.Equal(o.Args[1].Value, []byte{5, 0, 0}) {
		t.Errorf("overrides: p = %v, q = %v", o.Args[0].Value, o.Args[1].Value)
	}
	if f.Args[0].Size != 24 || f.Args[1].Size != 3 {
		t.Errorf("sizes %d %d, want 24 3", f.Args[0].Size, f.Args[1].Size)
	}
}

// TestGlobals: globals: reads type, count, init and output; an input set
// overrides one field and adds another variable.
func TestGlobals(t *testing.T) {
	src := `kernel: k
workgroup_size: 64
workgroups: 1
globals:
  table: {type: i32, count: 4, init: iota}
  counter: {type: u32, output: true}
inputs:
  - name: a
  - name: b
    globals:
      table: {init: "const 7"}
      extra: {type: u8, count: 2, init: "const 1"}
`
	f, err := Parse("w.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := f.Sets[0].Launch.Globals
	if len(g) != 2 || g[0].Name != "table" || g[0].Elem != "i32" || binary.LittleEndian.Uint32(g[0].Data[12:]) != 3 ||
		g[1].Name != "counter" || g[1].Data != nil || !g[1].Output {
		t.Errorf("set a globals %+v", g)
	}
	g = f.Sets[1].Launch.Globals
	if len(g) != 3 || binary.LittleEndian.Uint32(g[0].Data[4:]) != 7 || len(g[0].Data) != 16 || !bytes.Equal(g[2].Data, []byte{1, 1}) {
		t.Errorf("set b globals %+v", g)
	}
	if f.Sets[0].Launch.Globals[0].Data[4] != 1 {
		t.Error("an input set's override changed the base")
	}
}

func TestABIErrors(t *testing.T) {
	pre := "kernel: k\nworkgroup_size: 64\nworkgroups: 1\n"
	for _, c := range []struct{ src, want string }{
		{pre + "args:\n  - {name: p, size: 8, fields: [{offset: 6, type: i32, value: 1}]}\n", "w.yaml:5: argument p: field at offset 6 (1 × i32) ends at byte 10, past the 8-byte struct"},
		{pre + "args:\n  - {name: p, size: 8, fields: [{offset: 0, type: i32, value: 1}, {offset: 2, type: u8, value: 1}]}\n", "w.yaml:5: argument p: field at offset 2 overlaps the field of line 5 (byte 2)"},
		{pre + "args:\n  - {name: p, fields: [{offset: 0, type: i32, value: 1}]}\n", "w.yaml:5: argument p: a struct with fields needs its size (the metadata's .size)"},
		{pre + "args:\n  - {name: p, size: 2, bytes: [1, 2, 3]}\n", "w.yaml:5: argument p: 3 bytes given for a 2-byte struct"},
		{pre + "args:\n  - {name: p, bytes: [1, 256]}\n", "w.yaml:5: argument p: byte 1: want an integer in [-128, 255], got \"256\""},
		{pre + "args:\n  - {name: p, size: 4, count: 1}\n", "w.yaml:5: argument p: a by-value struct (size, fields or bytes) has no count"},
		{pre + "args:\n  - {name: p, size: 4, value: 1}\n", "w.yaml:5: argument p: give value (a scalar) or size with fields or bytes (a struct), not both"},
		{pre + "args:\n  - {name: p, size: 4, fields: [], bytes: []}\n", "w.yaml:5: give fields or bytes, not both"},
		{pre + "args:\n  - {name: p, size: 4}\ninputs:\n  - args: {p: 3}\n", "w.yaml:7: p is a struct: override it with {fields: [...]} or {bytes: [...]}"},
		{pre + "globals:\n  t: {count: 2, init: iota}\n", "w.yaml:5: global t: missing type (i8, u8, i16, u16, i32, u32, i64, u64, f32, f64)"},
		{pre + "args:\n  - {name: n, type: i32, value: 1}\ninputs:\n  - name: s\n    args:\n      n: {count: 3}\n", "w.yaml:9: argument n is a scalar (the workload gives it a value): an input set overrides its value, not a count"},
		{pre + "args:\n  - {name: b, type: i32, count: 4}\ninputs:\n  - name: s\n    args:\n      b: {value: 3}\n", "w.yaml:9: argument b is a buffer (the workload gives it a count): an input set overrides its count and init, not a value"},
		{pre + "globals:\n  table: {type: i32, output: true}\ninputs:\n  - name: s\n    globals:\n      tabel: {count: 16}\n", "w.yaml:9: global tabel: not one of the workload's globals (table) (did you mean table?); a new one needs a type (i8, u8, i16, u16, i32, u32, i64, u64, f32, f64)"},
		{pre + "globals:\n  t: {type: i32, init: iota}\n", "w.yaml:5: global t: init needs count (the variable's size over its element size)"},
		{pre + "globals:\n  t: {type: i32, count: 0, init: zeros}\n", "w.yaml:5: global t: count 0: want the variable's size over its element size (count 0 is only for init: file PATH, where the file gives it)"},
		{pre + "globals:\n  t: {type: i32, count: 0}\n", "w.yaml:5: global t: count 0: want the variable's size over its element size (count 0 is only for init: file PATH, where the file gives it)"},
		{pre + "inputs:\n  - globals:\n      t: {type: u8, count: 0, init: iota}\n", "w.yaml:6: global t: count 0: want the variable's size over its element size (count 0 is only for init: file PATH, where the file gives it)"},
		{pre + "globals:\n  t: {type: i32, init: file x.bin}\ninputs:\n  - globals:\n      t: {init: zeros}\n", "w.yaml:8: global t: init needs count (the variable's size over its element size)"},
		{pre + "globals:\n  t: {type: i32, size: 3}\n", "w.yaml:5: unknown key \"size\" in global (want type, count, init, output)"},
		{pre + "globals: [t]\n", "w.yaml:4: globals: want a mapping from variable (symbol) name to {type, count, init, output}"},
	} {
		_, err := Parse("w.yaml", []byte(c.src))
		if err == nil || err.Error() != c.want {
			t.Errorf("%s\ngot  %v\nwant %s", c.src, err, c.want)
		}
	}
}

// TestCheckGlobals: Check names the workload line when a global is not a
// variable of the kernel's file or does not fit its size.
func TestCheckGlobals(t *testing.T) {
	fn := exampleFunction(t, "globals_split")
	for _, c := range []struct{ globals, want string }{
		{"  table: {type: i32, count: 16, init: iota}\n  counter: {type: u32}\n", ""},
		{"  tabel: {type: i32}\n", "w.yaml:5: no program-scope variable \"tabel\" in the kernel's file (did you mean table?); variables: _ZN17"},
		{"  coeff: {type: i32}\n", "w.yaml:5: no program-scope variable \"coeff\" in the kernel's file (did you mean coef?); variables: _ZN17"},
		{"  nothing: {type: i32}\n", "w.yaml:5: no program-scope variable \"nothing\" in the kernel's file; variables: _ZN17"},
		{"  table: {type: i32, count: 15, init: iota}\n", "w.yaml:5: global table is 64 bytes: want count 16 of i32, got 15"},
		{"  counter: {type: i64}\n", "w.yaml:5: global counter is 4 bytes, not a whole number of i64 elements"},
	} {
		src := "kernel: globals_split\nworkgroup_size: 64\nworkgroups: 1\nglobals:\n" + c.globals +
			"args:\n  - {name: out, type: i32, count: 1}\n  - {name: p, size: 56}\n  - {name: n, type: i32, value: 1}\n"
		f, err := Parse("w.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		err = f.Check(fn)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("%s: got %v, want %q", c.globals, err, c.want)
		}
	}
}

// exampleFunction parses an embedded example's kernel.
func exampleFunction(t testing.TB, name string) *asm.Function {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return f.Kernels()[0]
}

// TestCheckInputSets: Check also checks each input set's globals and
// arguments after its overrides, naming the line and column in the set,
// before any run (they used to fail only when the set ran, with no line).
func TestCheckInputSets(t *testing.T) {
	fn := exampleFunction(t, "globals_split")
	dir := t.TempDir()
	for name, n := range map[string]int{"four.bin": 4, "coef.bin": 32} {
		if err := os.WriteFile(filepath.Join(dir, name), make([]byte, n), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base := "kernel: globals_split\nworkgroup_size: 64\nworkgroups: 1\n" +
		"args:\n  - {name: out, type: i32, count: 1}\n  - {name: p, size: 56}\n  - {name: n, type: i32, value: 1}\n" +
		"inputs:\n  - name: ok\n  - name: bad\n"
	for _, c := range []struct {
		set, want string
		line, col int
	}{
		{"    globals:\n      table: {type: i32, count: 16, init: iota}\n      coef: {type: i32, init: file coef.bin}\n", "", 0, 0},
		{"    globals:\n      tabel: {type: i32, count: 16, init: iota}\n",
			`no program-scope variable "tabel" in the kernel's file (did you mean table?); variables: _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE, _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE, _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE, coef, counter, table`, 12, 7},
		{"    globals:\n      table: {type: i32, count: 12, init: iota}\n", "global table is 64 bytes: want count 16 of i32, got 12", 12, 33},
		{"    globals:\n      table:\n        type: i32\n        init: iota\n        count: 4\n", "global table is 64 bytes: want count 16 of i32, got 4", 15, 16},
		{"    globals:\n      coef: {type: i32, init: file four.bin}\n", `global coef is 32 bytes (8 i32 elements): init "file four.bin" gives 4 bytes`, 12, 7},
		{"    globals:\n      counter: {type: u64}\n", "global counter is 4 bytes, not a whole number of u64 elements", 12, 7},
		{"    args:\n      p: {size: 60}\n", "argument 1 (p) is a 56-byte value in the kernel, the struct here is 60 bytes", 12, 10},
		{"    args:\n      n: {type: i64, value: 3}\n", "argument 2 (n) is 4 bytes in the kernel, type i64 is 8", 12, 10},
	} {
		path := filepath.Join(dir, "w.yaml")
		f, err := Parse(path, []byte(base+c.set))
		if err != nil {
			t.Fatalf("%s: %v", c.set, err)
		}
		err = f.Check(fn)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: %v", c.set, err)
			}
			continue
		}
		var we *Error
		if !errors.As(err, &we) || we.Msg != c.want || we.Line != c.line || we.Col != c.col {
			t.Errorf("%s:\ngot  %#v\nwant %d:%d: %s", c.set, err, c.line, c.col, c.want)
		}
	}
}

// TestCheckLocalArgs: Check against examples/locals_split, whose tile and
// hist are __local pointers: a buffer or value for one, lds: on another
// kind of argument, and an input set whose ranges pass 64 KiB are refused
// with their line.
func TestCheckLocalArgs(t *testing.T) {
	fn := exampleFunction(t, "locals_split")
	head := "kernel: locals_split\nworkgroup_size: 64\nworkgroups: 1\nargs:\n  - {name: in, type: i32, count: 64}\n  - {name: out, type: i32, count: 64}\n"
	for _, c := range []struct{ args, want string }{
		{"  - {name: tile, lds: 264}\n  - {name: hist, lds: 64}\n  - {name: n, type: i32, value: 64}\n", ""},
		{"  - {name: tile, type: i32, count: 66}\n  - {name: hist, lds: 64}\n  - {name: n, type: i32, value: 64}\n",
			"w.yaml:7: argument 2 (tile) is a __local pointer (dynamic_shared_pointer): give lds: BYTES, the size of its LDS range"},
		{"  - {name: tile, lds: 264}\n  - {name: hist, lds: 64}\n  - {name: n, lds: 4}\n",
			"w.yaml:9: argument 4 (n) is a by_value in the kernel: lds: is for a __local pointer (dynamic_shared_pointer)"},
		{"  - {name: tile, lds: 65000}\n  - {name: hist, lds: 640}\n  - {name: n, type: i32, value: 64}\n",
			"w.yaml:1: input set default: a workgroup needs 65640 bytes of LDS (0 static + 65640 for __local arguments + 0 dynamic_lds), a GCN workgroup can have at most 65536"},
	} {
		f, err := Parse("w.yaml", []byte(head+c.args))
		if err != nil {
			t.Fatalf("%s: %v", c.args, err)
		}
		err = f.Check(fn)
		if c.want == "" && err != nil || c.want != "" && (err == nil || err.Error() != c.want) {
			t.Errorf("%s: got %v, want %q", c.args, err, c.want)
		}
	}
}
