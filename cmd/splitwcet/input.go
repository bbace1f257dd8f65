package main

import (
	"errors"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/internal/progress"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// kernelFlags are the input flags of the commands that read one kernel:
// every command loads it through kernel.Load.
type kernelFlags struct {
	kernel, arch, hipccFlags, saveAsm string
	workload, facts, hw, policy       string
	reconverge                        bool
	budget                            string // --memory-budget
	budgetBytes                       int64  // its value (0: the default), set by load
}

// Help texts, one place each.
const (
	helpWorkload = "workload YAML (docs/workload.md); optional only for the embedded default example"
	helpFacts    = "flow-facts YAML: loop bounds, counts, infeasible code (docs/flow-facts.md); the default example uses its own"
	helpHW       = "hardware YAML layered over the defaults (docs/hardware.md)"
	helpSet      = "input set(s) to run: a name, or \"all\""
	helpS        = "numbers of splits S (reserve slots per launch wavefront)"
	helpOutput   = "write to this file instead of standard output (its directory must exist)"
	helpBudget   = "memory the runs may take, e.g. 4GiB or 512MiB; a run estimated above it is refused before it starts (default: 1/4 of the machine's memory, at most 16GiB; docs/simulator.md)"
)

// addBudgetFlag declares --memory-budget (run, simulate, analyze, choose, fuzz).
func addBudgetFlag(f *pflag.FlagSet, budget *string) {
	f.StringVar(budget, "memory-budget", "", helpBudget)
}

var memoryBudget, selectSets = cli.MemoryBudget, cli.SelectSets

// addKernelFlags declares --kernel, --arch, --hipcc-flags and --save-asm.
func addKernelFlags(f *pflag.FlagSet, fl *kernelFlags) {
	f.StringVarP(&fl.kernel, "kernel", "k", "", "kernel: its symbol, its metadata or demangled name, or a unique prefix of either (needed when FILE has several)")
	f.StringVar(&fl.arch, "arch", "", "target processor, e.g. gfx803, gfx900, gfx1030: hipcc's --offload-arch for HIP input (default gfx803); for .s input the target assumed when the file names none, and the device part picked from an offload bundle")
	f.StringVar(&fl.hipccFlags, "hipcc-flags", "", "HIP input: extra hipcc flags, space-separated, after -O3 -gline-tables-only -mllvm -amdgpu-skip-threshold=0 (keeps the skip branches a split needs)")
	f.StringVar(&fl.saveAsm, "save-asm", "", "HIP input: also write hipcc's assembly to this file (line numbers in the output refer to it)")
	cli.MarkOutput(f, "save-asm")
}

// addWorkloadFlags declares --workload (-w), --hw, --split-policy and
// --reconverge.
func addWorkloadFlags(f *pflag.FlagSet, fl *kernelFlags) {
	f.StringVarP(&fl.workload, "workload", "w", "", helpWorkload)
	f.StringVar(&fl.hw, "hw", "", helpHW)
	cli.AddPolicyFlag(f, &fl.policy)
	cli.AddReconvergeFlag(f, &fl.reconverge)
}

// load builds the kernel of FILE (or the embedded default example) as c
// says, with the flags' workload, facts and hardware.
func (fl *kernelFlags) load(cmd *cobra.Command, file string, c kernel.Config, needWorkload bool) (*kernel.Kernel, error) {
	var err error
	if fl.budgetBytes, err = memoryBudget(fl.budget); err != nil {
		return nil, err
	}
	cli.HoldHeapFloor(c.Simulate)
	k, err := kernel.Load(cmd.Context(), fl.input(cmd, file, c, needWorkload))
	return k, cliError(err)
}

// input is what the flags and FILE give the loader.
func (fl *kernelFlags) input(cmd *cobra.Command, file string, c kernel.Config, needWorkload bool) kernel.Input {
	c.Kernel = fl.kernel
	return kernel.Input{Path: file, Processor: fl.arch, HipccFlags: fl.hipccFlags, SaveAsm: fl.saveAsm,
		Workload: fl.workload, Facts: fl.facts, HW: fl.hw, SplitPolicy: fl.policy, Reconverge: fl.reconverge, NeedWorkload: needWorkload, MemoryBudget: fl.budgetBytes, Config: c, Notes: cmd.ErrOrStderr()}
}

// cliError turns the loader's usage and compiler errors into the command
// line's.
func cliError(err error) error {
	var ue *kernel.UsageError
	var ce *kernel.CompileError
	switch {
	case errors.As(err, &ue):
		return usagef("%s", ue.Msg)
	case errors.As(err, &ce):
		return &cli.DetailError{Msg: ce.Msg, Detail: ce.Output}
	}
	return err
}

func firstArg(args []string) string {
	if len(args) > 0 {
		return args[0]
	}
	return ""
}

// newBar returns a progress bar on w when it is a terminal and not quiet,
// else nil.
var newBar = progress.New
