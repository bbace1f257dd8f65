package sim

import (
	"os"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// TestLoadRefusesWithRemedy: a kernel the simulator does not execute is
// refused with where it is, what the simulator models and how to
// recompile it (issue 29 item 6).
func TestLoadRefusesWithRemedy(t *testing.T) {
	for _, tc := range []struct {
		path string
		want []string
	}{
		{"../../cfg/asm/testdata/ifelse_gfx1030.s", []string{
			"ifelse_gfx1030.s:95:2: sim: kernel _Z6ifelsePKiPi is wave32 code (.amdhsa_wavefront_size32 1, target gfx1030)",
			"64-lane wavefronts of gfx8 (GCN3: gfx801 to gfx810)",
			"hipcc --offload-arch=gfx803", "-mwavefrontsize64", `"RDNA and wave32"`}},
		{"../../examples/ifelse/kernel.gfx900.s", []string{
			"kernel.gfx900.s:7:1: sim: kernel _Z6ifelsePKiPi: target gfx900 is not simulated",
			"hipcc --offload-arch=gfx803"}},
	} {
		src, err := os.ReadFile(tc.path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := asm.Parse(tc.path, src, asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		_, err = Load(f.Kernels()[0], f.Arch)
		if err == nil {
			t.Fatalf("%s: loaded", tc.path)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", tc.path, err, w)
			}
		}
	}
}
