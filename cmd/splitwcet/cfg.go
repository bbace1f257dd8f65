package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/internal/kernel"
)

// formats lists the values of cfg --format.
var formats = []string{"text", "json", "dot", "svg"}

type cfgFlags struct {
	kernelFlags
	format       string
	out          string
	instructions bool
}

const cfgLong = `Build the control-flow graph of a kernel and render it.

FILE is GCN assembly (.s), or HIP source (.hip, .cpp, .cu) that is compiled
first with
  hipcc -x hip --offload-arch=ARCH --cuda-device-only -S -O3 -gline-tables-only
(hipcc must be installed: scripts/deps.sh examples). Without FILE the
embedded default example is analyzed (see 'splitwcet examples').

Formats:
  text  a summary: blocks with their successors, loops, branches, calls, warnings
  json  the schema of docs/cfg-json.md (add --instructions for every instruction)
  dot   a Graphviz digraph: loops as clusters, divergent branches orange, their
        join blocks green, split-marked branches with a red double border
  svg   the dot output laid out by Graphviz (needs 'dot': apt-get install graphviz)`

func newCfgCmd() *cobra.Command {
	var fl cfgFlags
	cmd := &cobra.Command{
		Use:   "cfg [FILE]",
		Short: "Build and render a kernel's control-flow graph",
		Long:  cfgLong,
		Example: `  splitwcet cfg                                  # the embedded default example, as text
  splitwcet cfg kernel.s --kernel scale --format json -o scale.json
  splitwcet cfg kernel.hip --arch gfx900 --format svg -o cfg.svg
  splitwcet cfg multi.s --kernel all`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			file := ""
			if len(args) == 1 {
				file = args[0]
			}
			return runCfg(cmd, file, fl)
		},
	}
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	f.Lookup("kernel").Usage += "; \"all\" for every kernel (text and json only)"
	f.StringVarP(&fl.format, "format", "f", "text", "output format: "+strings.Join(formats, ", "))
	f.StringVarP(&fl.out, "output", "o", "", helpOutput)
	f.BoolVar(&fl.instructions, "instructions", false, "json: list every block's instructions")
	return cmd
}

func runCfg(cmd *cobra.Command, file string, fl cfgFlags) error {
	if !contains(formats, fl.format) {
		return usagef("unknown --format %q: want one of %s", fl.format, strings.Join(formats, ", "))
	}
	all := fl.kernel == "all"
	if all && (fl.format == "dot" || fl.format == "svg") {
		return usagef("--kernel all works with --format text or json; --format %s draws one kernel: pick it with --kernel", fl.format)
	}
	if fl.instructions && fl.format != "json" {
		return usagef("--instructions only applies to --format json")
	}
	graphs, source, arch, err := cfgGraphs(cmd, file, fl)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	switch fl.format {
	case "text":
		for i, g := range graphs {
			if i > 0 {
				buf.WriteString("\n")
			}
			if err := render.Text(&buf, g); err != nil {
				return err
			}
		}
	case "json":
		opts := render.Options{Instructions: fl.instructions}
		var ks []render.Kernel
		for _, g := range graphs {
			ks = append(ks, opts.Build(g))
		}
		if err := render.Write(&buf, render.NewDocument(source, arch, ks...)); err != nil {
			return err
		}
	case "dot", "svg":
		dot, err := render.DOTString(graphs[0])
		if err != nil {
			return err
		}
		if fl.format == "dot" {
			buf.WriteString(dot)
		} else if err := render.SVG(&buf, dot); err != nil {
			return err
		}
	}
	return writeOutput(cmd.OutOrStdout(), fl.out, buf.Bytes())
}

// cfgGraphs builds the CFG of the selected function, or of every kernel
// with --kernel all.
func cfgGraphs(cmd *cobra.Command, file string, fl cfgFlags) ([]*cfg.Graph, string, asm.Arch, error) {
	if fl.kernel != "all" {
		k, err := fl.load(cmd, file, kernel.Config{CFGOnly: true}, false)
		if err != nil {
			return nil, "", asm.Arch{}, err
		}
		return []*cfg.Graph{k.CFG}, k.Source, k.Arch, nil
	}
	in := kernel.Input{Path: file, Processor: fl.arch, HipccFlags: fl.hipccFlags, SaveAsm: fl.saveAsm, Notes: cmd.ErrOrStderr()}
	f, err := kernel.ParseInput(cmd.Context(), in)
	if err != nil {
		return nil, "", asm.Arch{}, cliError(err)
	}
	ks := f.Kernels()
	if len(ks) == 0 {
		return nil, "", asm.Arch{}, fmt.Errorf("%s: no kernels (no .amdhsa_kernel block)", f.Name)
	}
	var graphs []*cfg.Graph
	for _, k := range ks {
		g, err := cfg.Build(k, f.Arch)
		if err != nil {
			return nil, "", asm.Arch{}, err
		}
		graphs = append(graphs, g)
	}
	return graphs, f.Name, f.Arch, nil
}
