package sim_test

import (
	"bytes"
	"encoding/binary"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// loadExample parses and decodes an embedded example kernel.
func loadExample(t testing.TB, name string) *sim.Program {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := loadProgram(name+"/kernel.s", src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// loadWorkload reads examples/NAME/workload.yaml from the source tree.
func loadWorkload(t testing.TB, name string) *workload.File {
	t.Helper()
	path := filepath.Join("..", "..", "examples", name, "workload.yaml")
	f, err := workload.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// loadAsm parses hand-written assembly and decodes its only kernel.
func loadAsm(t testing.TB, name, src string) *sim.Program {
	t.Helper()
	p, err := loadProgram(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// run runs the launch with per-wave statistics (Options.WaveStats).
func run(t testing.TB, p *sim.Program, l *sim.Launch, opt sim.Options) (*sim.Result, *sim.Machine) {
	t.Helper()
	opt.WaveStats = true
	m, err := sim.NewMachine(p, l, opt)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Run()
	if err != nil {
		t.Fatal(err)
	}
	return r, m
}

func i32s(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func i32bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

// argI32 returns argument name of a launch as ints (buffer or scalar).
func argI32(t testing.TB, l *sim.Launch, name string) []int32 {
	t.Helper()
	for _, a := range l.Args {
		if a.Name == name {
			if a.IsBuffer {
				return i32s(a.Buffer)
			}
			return i32s(a.Value)
		}
	}
	t.Fatalf("no argument %s", name)
	return nil
}

func output(t testing.TB, r *sim.Result, name string) []byte {
	t.Helper()
	for _, o := range r.Outputs {
		if o.Name == name {
			return o.Data
		}
	}
	t.Fatalf("no output %s", name)
	return nil
}

// compareI32 reports the first few differing elements.
func compareI32(t testing.TB, what string, got []byte, want []int32) {
	t.Helper()
	if bytes.Equal(got, i32bytes(want)) {
		return
	}
	g := i32s(got)
	n := 0
	for i := range want {
		if i >= len(g) || g[i] != want[i] {
			if n < 5 {
				gv := "missing"
				if i < len(g) {
					gv = strconv.Itoa(int(g[i]))
				}
				t.Errorf("%s[%d] = %s, want %d", what, i, gv, want[i])
			}
			n++
		}
	}
	t.Errorf("%s: %d of %d elements differ", what, n, len(want))
}

// loadProgram parses assembly and decodes its only kernel for the
// simulator, through the project's one loader.
func loadProgram(name string, src []byte) (*sim.Program, error) {
	k, err := kernel.FromText(name, src, kernel.Config{Simulate: true})
	if err != nil {
		return nil, err
	}
	return k.Program, nil
}
