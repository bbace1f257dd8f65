package sim_test

import (
	"os"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestLoadRefusesWithRemedy: a kernel the simulator does not execute is
// refused with where it is, what the simulator models and how to
// recompile it (issue 29 item 6); gfx8 and gfx9 kernels load.
func TestLoadRefusesWithRemedy(t *testing.T) {
	wave32, err := os.ReadFile("../../cfg/asm/testdata/ifelse_gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	gfx900, err := os.ReadFile("../../examples/ifelse/kernel.gfx900.s")
	if err != nil {
		t.Fatal(err)
	}
	body := "\tv_mov_b32_e32 v1, 0\n\ts_endpgm\n"
	for _, tc := range []struct {
		name, src string
		want      []string // nil: loads
	}{
		{"ifelse_gfx1030.s", string(wave32), []string{
			"ifelse_gfx1030.s:95:2: sim: kernel _Z6ifelsePKiPi is wave32 code (.amdhsa_wavefront_size32 1, target gfx1030)",
			"64-lane wavefronts of gfx8, GCN3 (gfx801 to gfx810: Tonga, Fiji, Polaris) and gfx9, GCN5 (Vega: gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c)",
			"hipcc --offload-arch=gfx900", "-mwavefrontsize64", `"RDNA and wave32"`}},
		{"wave64_gfx1030.s", strings.ReplaceAll(handKernel(body, 0, 0), "gfx803", "gfx1030"), []string{
			"wave64_gfx1030.s:5:1: sim: kernel k: target gfx1030 is not simulated",
			"64-lane wavefronts of gfx8, GCN3", "hipcc --offload-arch=gfx900"}},
		{"gfx700.s", strings.ReplaceAll(handKernel(body, 0, 0), "gfx803", "gfx700"), []string{
			"gfx700.s:5:1: sim: kernel k: target gfx700 is not simulated"}},
		// gfx9's CDNA processors are not Vega: refused by name.
		{"gfx90a.s", strings.ReplaceAll(string(gfx900), "gfx900", "gfx90a"), []string{
			"gfx90a.s:", "target gfx90a is not simulated", "GCN5 (Vega: gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c)"}},
		{"gfx908.s", strings.ReplaceAll(string(gfx900), "gfx900", "gfx908"), []string{"target gfx908 is not simulated"}},
		{"gfx940.s", strings.ReplaceAll(string(gfx900), "gfx900", "gfx940"), []string{"target gfx940 is not simulated"}},
		{"kernel.gfx900.s", string(gfx900), nil},
		{"gfx90c.s", strings.ReplaceAll(string(gfx900), "gfx900", "gfx90c"), nil},
		{"gfx909.s", strings.ReplaceAll(string(gfx900), "gfx900", "gfx909"), nil},
		{"gfx803.s", handKernel(body, 0, 0), nil},
	} {
		f, err := asm.Parse(tc.name, []byte(tc.src), asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		_, err = sim.Load(f.Kernels()[0], f.Arch)
		if tc.want == nil {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		if err == nil {
			t.Fatalf("%s: loaded", tc.name)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", tc.name, err, w)
			}
		}
	}
}
