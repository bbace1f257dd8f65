package sim_test

import (
	"errors"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestReconvergeNeedsCFG: the simulator builds no CFG of its own (the
// loader's cfg.Build is the one production call). A program loaded with
// sim.Load alone and run with reconvergence is refused with ErrNoCFG;
// given the kernel's graph (Program.UseCFG, as the loader does) it runs
// and merges, with the unsplit run's outputs.
func TestReconvergeNeedsCFG(t *testing.T) {
	src, err := examples.Assembly("ifelse_split")
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse("ifelse_split/kernel.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fn, err := f.SelectKernel("")
	if err != nil {
		t.Fatal(err)
	}
	p, err := sim.Load(fn, f.Arch)
	if err != nil {
		t.Fatal(err)
	}
	l := loadWorkload(t, "ifelse_split").Sets[0].Launch
	opt := sim.Options{S: 4, Reconverge: true} // halve, the default policy: budgeted
	if _, err := sim.NewMachine(p, l, opt); !errors.Is(err, sim.ErrNoCFG) {
		t.Fatalf("reconvergence without a CFG: got %v, want ErrNoCFG", err)
	}
	g, err := cfg.Build(fn, f.Arch) // test support: the loader's job in production
	if err != nil {
		t.Fatal(err)
	}
	p.UseCFG(g)
	base, _ := run(t, p, l, sim.Options{})
	r, m := run(t, p, l, opt)
	if m.MergeCount == 0 {
		t.Error("ifelse_split at S = 4 with reconvergence made no merge")
	}
	for i := range r.Outputs {
		if string(r.Outputs[i].Data) != string(base.Outputs[i].Data) {
			t.Errorf("output %s differs from the unsplit run's", r.Outputs[i].Name)
		}
	}
}
