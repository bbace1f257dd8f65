// Command splitwcet bounds the worst-case execution time of AMD GCN GPU
// kernels under wavefront splitting; see docs/cli.md.
//
// The command is thin: flags and calls. Every command gets its kernel from
// splitmodel/kernel (one parse, one selection rule) and leaves the analyses
// and their reports to the packages that own them (docs/architecture.md).
//
// Exit codes: 0 success, 1 error, 2 usage error, 3 internal error (a bug),
// 4 a bound over its --budget.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// version is set at link time (-ldflags "-X main.version=v1.2.3"); when empty
// the module version from the build information is used.
var version = ""

func main() {
	os.Exit(execute(os.Args[1:], os.Stdout, os.Stderr))
}

// execute runs the command line args and returns the exit code.
func execute(args []string, stdout, stderr io.Writer) int {
	root := newRootCmd(stdout, stderr)
	root.SetArgs(args)
	root.SetContext(cli.WithLog(kernel.WithCommand(context.Background(), append([]string{"splitwcet"}, args...))))
	return run(root, stderr)
}

// run executes root, reports its error on stderr and returns the exit code
// (cli.Report; a panic is an internal error, cli.Recover).
func run(root *cobra.Command, stderr io.Writer) (code int) {
	defer cli.Recover(stderr, &code)
	cmd, err := root.ExecuteC()
	if cmd == nil {
		cmd = root
	}
	ctx := root.Context()
	err = kernel.Diagnose(ctx, err) // positions in hipcc's output at the HIP line
	if ferr := cli.Finish(ctx, cmd, err, stderr); ferr != nil && err == nil {
		err = ferr
	}
	return cli.Report(stderr, cmd, err, kernel.Sources(ctx))
}

var usagef = cli.Usagef

// versionString is what --version reports: version, commit, Go (kernel.ToolInfo).
func versionString() string {
	kernel.Version = version
	return kernel.ToolInfo().String()
}

const rootLong = `splitwcet computes worst-case execution time (WCET) bounds for AMD GCN GPU
kernels under wavefront splitting: hardware that, at a divergent branch
marked for splitting (MODE bit 21), runs the two sides of the branch as
separate wavefronts instead of one after the other.

It reads the GCN assembly that hipcc/clang emit (gfx803 first; gfx9 and
gfx10/11 too) and builds each kernel's control-flow graph: basic blocks, typed
edges, exec-skip (divergent) and uniform branches with the reconvergence
(join) block of each divergent branch, natural loops, calls, and the split
marking. On that graph it places instrumentation points, builds the IPT
graph and bounds one wavefront's WCET by IPET with lp_solve, from a static
per-instruction latency model or from the IPT traces of its own cycle-level
simulator of split-capable hardware. 'analyze' bounds a whole launch for
each number of splits S (thesis Eq. 5.1-5.5), 'choose' picks the branches
to mark, and 'fuzz' checks the bounds on random kernels.

With no input file, the commands analyze the embedded default example, so
'splitwcet cfg' and 'splitwcet wcet --static' work out of the box.
'splitwcet COMMAND --help' describes a command; 'splitwcet man DIR' writes
the manual pages, 'splitwcet completion bash|zsh|fish|powershell' a shell
completion script.`

// newRootCmd builds the splitwcet command tree writing to stdout and stderr.
func newRootCmd(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "splitwcet",
		Short:         "WCET bounds for AMD GCN GPU kernels under wavefront splitting",
		Long:          rootLong,
		Version:       versionString(),
		Args:          cobra.ArbitraryArgs,
		SilenceErrors: true,
		SilenceUsage:  true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
				if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
					msg += "; did you mean " + strings.Join(s, " or ") + "?"
				}
				return usagef("%s", msg)
			}
			return cmd.Help()
		},
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetVersionTemplate("splitwcet {{.Version}}\n")
	// Every output a command names is checked before its work (cli.CheckOutputs).
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error { return cli.CheckOutputs(cmd) }
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &cli.UsageError{Err: cli.FlagError(c, err)} })
	root.SuggestionsMinimumDistance = 2
	root.AddCommand(newCfgCmd(), newIpgCmd(), newWcetCmd(), newRunCmd(), newSimulateCmd(), newAnalyzeCmd(), newExamplesCmd(), newFuzzCmd(), newChooseCmd(), newSweepCmd(), newMergeCmd(), cli.NewManCmd())
	root.InitDefaultCompletionCmd() // splitwcet completion bash|zsh|fish|powershell
	root.SetHelpTemplate(root.HelpTemplate() + "\n" + cli.ExitCodes + "\n")
	return root
}

// maxArgs is cobra.MaximumNArgs returning a usage error.
func maxArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usagef("%s takes at most %d argument%s, got %d: %s", cmd.CommandPath(), n, plural(n), len(args), strings.Join(args, " "))
		}
		return nil
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
