package sim

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// simulatedGens are the generations the simulator executes: their major
// version and what a user would recompile for.
var simulatedGens = []struct {
	major int
	name  string // "gfx8 (GCN3: gfx801 to gfx810)"
	proc  string // a processor of the generation: "gfx803"
}{
	{8, "gfx8 (GCN3: gfx801 to gfx810)", "gfx803"},
}

// refuse is why Load does not simulate fn on arch, nil when it does: a
// wave32 kernel (gfx10+'s 32-lane wavefronts; the simulator's are 64
// lanes, and so are the split model's masks and slots) or a generation
// the simulator does not execute. The message names where the kernel is,
// what the simulator models and how to recompile for it.
func refuse(fn *asm.Function, arch asm.Arch) error {
	var names []string
	supported := false
	for _, g := range simulatedGens {
		names = append(names, g.name)
		supported = supported || g.major == arch.Major
	}
	models := fmt.Sprintf("the simulator models 64-lane wavefronts of %s", strings.Join(names, " and "))
	recompile := "hipcc --offload-arch=" + simulatedGens[len(simulatedGens)-1].proc
	if fn.Descriptor.Wave32() {
		return fmt.Errorf("%s: sim: kernel %s is wave32 code (.amdhsa_wavefront_size32 1, target %s): %s; "+
			"recompile the kernel for one of them, e.g. %s; -mwavefrontsize64 makes %s code wave64, "+
			"which the static one-wavefront bound (wcet --static) reads but the simulator does not execute "+
			"(docs/architecture.md, \"RDNA and wave32\")",
			fn.Descriptor.Pos, fn.Name, arch.Name, models, recompile, arch.Name)
	}
	if !supported {
		return fmt.Errorf("%s: sim: kernel %s: target %s is not simulated: %s; recompile the kernel for one of them, e.g. %s",
			fn.Pos, fn.Name, arch.Name, models, recompile)
	}
	return nil
}
