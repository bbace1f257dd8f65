package main

import (
	"bytes"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/ipg"
)

const ipgLong = `Place instrumentation points (IPTs) in a kernel and print its IPT graph.

IPTs (--ipts thesis, the default) go at the kernel start, every exec-skip
branch (s_cbranch_execz/execnz), every loop-back branch, every join of an
exec-skip branch and s_endpgm; --ipts blocks puts one at every block start.
An IPG edge stands for the IPT-free CFG paths between two IPTs that start
with one outcome of a branch IPT. FILE is as for 'splitwcet cfg'.

Formats: text, json (docs/ipg-json.md), dot, svg (needs graphviz).`

type ipgFlags struct {
	cfgFlags
	ipts string
}

func newIpgCmd() *cobra.Command {
	var fl ipgFlags
	cmd := &cobra.Command{
		Use:   "ipg [FILE]",
		Short: "Place instrumentation points and print the IPT graph",
		Long:  ipgLong,
		Example: `  splitwcet ipg                                   # the embedded default example
  splitwcet ipg examples/divloop/kernel.s --format svg -o ipg.svg
  splitwcet ipg kernel.s --ipts blocks --format json`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runIpg(cmd, firstArg(args), fl)
		},
	}
	addInputFlags(cmd, &fl.cfgFlags)
	cmd.Flags().StringVar(&fl.ipts, "ipts", "thesis", "IPT placement: thesis or blocks")
	return cmd
}

func runIpg(cmd *cobra.Command, file string, fl ipgFlags) error {
	if !contains(formats, fl.format) {
		return usagef("unknown --format %q: want one of %s", fl.format, strings.Join(formats, ", "))
	}
	place, err := ipg.ParsePlacement(fl.ipts)
	if err != nil {
		return usagef("--ipts: %v", err)
	}
	_, g, err := loadCFG(cmd, file, fl.cfgFlags)
	if err != nil {
		return err
	}
	ig, err := ipg.Build(g, place)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := writeIPG(&buf, ig, nil, fl.format); err != nil {
		return err
	}
	return writeOutput(cmd.OutOrStdout(), fl.out, buf.Bytes())
}

// writeIPG renders an IPG in one of the formats.
func writeIPG(buf *bytes.Buffer, ig *ipg.Graph, a *ipg.Annotation, format string) error {
	switch format {
	case "text":
		return ipg.Text(buf, ig, a)
	case "json":
		return ipg.WriteJSON(buf, ig, a)
	}
	dot, err := ipg.DOT(ig, a)
	if err != nil {
		return err
	}
	if format == "dot" {
		buf.WriteString(dot)
		return nil
	}
	return render.SVG(buf, dot)
}

// addInputFlags declares the flags shared by commands that read one kernel.
func addInputFlags(cmd *cobra.Command, fl *cfgFlags) {
	f := cmd.Flags()
	f.StringVarP(&fl.kernel, "kernel", "k", "", "kernel to analyze (symbol name or a unique part of it); needed when FILE has several")
	f.StringVarP(&fl.format, "format", "f", "text", "output format: "+strings.Join(formats, ", "))
	f.StringVarP(&fl.out, "output", "o", "", "write to this file instead of standard output (its directory must exist)")
	f.StringVar(&fl.arch, "arch", "", "target processor (gfx803, gfx900, gfx1030): hipcc's --offload-arch for HIP input, the assumed target for .s without one")
	f.StringVar(&fl.hipccFlags, "hipcc-flags", "", "HIP input: extra hipcc flags, space-separated")
	f.StringVar(&fl.saveAsm, "save-asm", "", "HIP input: also write hipcc's assembly to this file")
}

// loadCFG reads FILE (or the default example) and builds the selected
// kernel's CFG.
func loadCFG(cmd *cobra.Command, file string, fl cfgFlags) (*input, *cfg.Graph, error) {
	if fl.kernel == "all" {
		return nil, nil, usagef("--kernel all is only for 'splitwcet cfg'; name one kernel")
	}
	var arch asm.Arch
	if fl.arch != "" {
		a, ok := asm.ArchFromProcessor(fl.arch)
		if !ok {
			return nil, nil, usagef("--arch %q is not a processor name like gfx803, gfx900 or gfx1030", fl.arch)
		}
		arch = a
	}
	if isHIP(file) {
		if fl.arch == "" {
			arch = asm.DefaultArch
		}
	} else if fl.hipccFlags != "" || fl.saveAsm != "" {
		return nil, nil, usagef("--hipcc-flags and --save-asm apply to HIP input (.hip, .cpp, .cu) only")
	}
	in, err := loadInput(cmd.Context(), file, arch, fl, cmd.ErrOrStderr())
	if err != nil {
		return nil, nil, err
	}
	g, err := cfg.BuildFile(in.file, fl.kernel)
	if err != nil {
		return nil, nil, err
	}
	return in, g, nil
}

func firstArg(args []string) string {
	if len(args) > 0 {
		return args[0]
	}
	return ""
}
