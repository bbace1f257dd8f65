package sim

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// recompileFor is the processor the refusals suggest compiling for: the
// first Vega, which every ROCm release targets.
const recompileFor = "gfx900"

// refuse is why Load does not simulate fn on arch, nil when it does: a
// wave32 kernel (gfx10+'s 32-lane wavefronts; the simulator's are 64
// lanes, and so are the split model's masks and slots) or a processor
// the simulator does not execute (isa.Target.Simulated and Covers: gfx9's
// CDNA processors are refused by name). The message
// names where the kernel is, what the simulator models and how to
// recompile for it.
func refuse(fn *asm.Function, arch asm.Arch) error {
	var names []string
	for _, t := range isa.Targets() {
		if t.Simulated {
			names = append(names, fmt.Sprintf("%s, %s", t.Name, t.About))
		}
	}
	models := fmt.Sprintf("the simulator models %d-lane wavefronts of %s", isa.MaxLanes, strings.Join(names, " and "))
	recompile := "hipcc --offload-arch=" + recompileFor
	if fn.Descriptor.Wave32() {
		return fmt.Errorf("%s: sim: kernel %s is wave32 code (.amdhsa_wavefront_size32 1, target %s): %s; "+
			"recompile the kernel for one of them, e.g. %s; -mwavefrontsize64 makes %s code wave64, "+
			"which the static one-wavefront bound (wcet --static) reads but the simulator does not execute "+
			"(docs/architecture.md, \"RDNA and wave32\")",
			fn.Descriptor.Pos, fn.Name, arch.Name, models, recompile, arch.Name)
	}
	if t := isa.For(arch); !t.Covers(arch) || !t.Simulated {
		return fmt.Errorf("%s: sim: kernel %s: target %s is not simulated: %s; recompile the kernel for one of them, e.g. %s",
			fn.Pos, fn.Name, arch.Name, models, recompile)
	}
	return nil
}
