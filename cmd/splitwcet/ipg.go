package main

import (
	"bytes"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

const ipgLong = `Place instrumentation points (IPTs) in a kernel and print its IPT graph.

IPTs (--ipts thesis, the default) go at the kernel start, every exec-skip
branch (s_cbranch_execz/execnz), every loop-back branch, every join of an
exec-skip branch and s_endpgm; --ipts blocks puts one at every block start.
An IPG edge stands for the IPT-free CFG paths between two IPTs that start
with one outcome of a branch IPT. FILE is as for 'splitwcet cfg'.

Formats: text, json (docs/ipg-json.md), dot, svg (needs graphviz).`

type ipgFlags struct {
	kernelFlags
	format, out, ipts string
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
	f := cmd.Flags()
	addKernelFlags(f, &fl.kernelFlags)
	f.StringVarP(&fl.format, "format", "f", "text", "output format: "+strings.Join(formats, ", "))
	f.StringVarP(&fl.out, "output", "o", "", helpOutput)
	cli.MarkOutput(f, "output")
	f.StringVar(&fl.ipts, "ipts", "thesis", "IPT placement: thesis or blocks")
	return cmd
}

func runIpg(cmd *cobra.Command, file string, fl ipgFlags) error {
	if !slices.Contains(formats, fl.format) {
		return usagef("unknown --format %q: want one of %s", fl.format, strings.Join(formats, ", "))
	}
	place, err := ipg.ParsePlacement(fl.ipts)
	if err != nil {
		return usagef("--ipts: %v", err)
	}
	k, err := fl.load(cmd, file, kernel.Config{Placement: place}, false)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	a := &ipg.Annotation{Provenance: k.Provenance(cmd.Context(), map[string]string{"ipts": place.String()})}
	if err := ipg.Render(&buf, k.IPG, a, fl.format); err != nil {
		return err
	}
	return cli.Output(cmd, fl.out, buf.Bytes())
}
