package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
)

// formats lists the values of cfg --format.
var formats = []string{"text", "json", "dot", "svg"}

type cfgFlags struct {
	kernel       string
	format       string
	out          string
	arch         string
	instructions bool
	hipccFlags   string
	saveAsm      string
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
	f.StringVarP(&fl.kernel, "kernel", "k", "", "kernel to render (symbol name or a unique part of it); \"all\" for every kernel (text and json only); needed when FILE has several")
	f.StringVarP(&fl.format, "format", "f", "text", "output format: "+strings.Join(formats, ", "))
	f.StringVarP(&fl.out, "output", "o", "", "write to this file instead of standard output (its directory must exist)")
	f.StringVar(&fl.arch, "arch", "", "target processor, e.g. gfx803, gfx900, gfx1030: hipcc's --offload-arch for HIP input (default gfx803); for .s input the target assumed when the file names none, and the device part picked from an offload bundle")
	f.BoolVar(&fl.instructions, "instructions", false, "json: list every block's instructions")
	f.StringVar(&fl.hipccFlags, "hipcc-flags", "", "HIP input: extra hipcc flags, space-separated (e.g. \"-mllvm -amdgpu-skip-threshold=0\")")
	f.StringVar(&fl.saveAsm, "save-asm", "", "HIP input: also write hipcc's assembly to this file (line numbers in the output refer to it)")
	return cmd
}

func runCfg(cmd *cobra.Command, file string, fl cfgFlags) error {
	stderr := cmd.ErrOrStderr()
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
	var arch asm.Arch
	if fl.arch != "" {
		a, ok := asm.ArchFromProcessor(fl.arch)
		if !ok {
			return usagef("--arch %q is not a processor name like gfx803, gfx900 or gfx1030", fl.arch)
		}
		arch = a
	}
	if isHIP(file) {
		if fl.arch == "" {
			arch = asm.DefaultArch
		}
	} else if fl.hipccFlags != "" || fl.saveAsm != "" {
		return usagef("--hipcc-flags and --save-asm apply to HIP input (.hip, .cpp, .cu) only")
	}

	in, err := loadInput(cmd.Context(), file, arch, fl, stderr)
	if err != nil {
		return err
	}
	f := in.file

	var graphs []*cfg.Graph
	if all {
		ks := f.Kernels()
		if len(ks) == 0 {
			return fmt.Errorf("%s: no kernels (no .amdhsa_kernel block)", f.Name)
		}
		for _, k := range ks {
			g, err := cfg.Build(k, f.Arch)
			if err != nil {
				return err
			}
			graphs = append(graphs, g)
		}
	} else {
		g, err := cfg.BuildFile(f, fl.kernel)
		if err != nil {
			return err
		}
		graphs = append(graphs, g)
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
		if err := render.Write(&buf, render.NewDocument(in.name, f.Arch, ks...)); err != nil {
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

// writeOutput writes data to the file out, or to stdout when out is "".
// The file is written only once the output is complete.
func writeOutput(stdout io.Writer, out string, data []byte) error {
	if out == "" || out == "-" {
		_, err := stdout.Write(data)
		return err
	}
	if dir := filepath.Dir(out); dir != "" {
		st, err := os.Stat(dir)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return fmt.Errorf("cannot write %s: directory %s does not exist", out, dir)
			}
			return fmt.Errorf("cannot write %s: %w", out, err)
		}
		if !st.IsDir() {
			return fmt.Errorf("cannot write %s: %s is not a directory", out, dir)
		}
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return fmt.Errorf("cannot write %s: %w", out, unwrapPath(err))
	}
	return nil
}

// unwrapPath drops the path from an *os.PathError the caller already names.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func contains(xs []string, x string) bool {
	for _, s := range xs {
		if s == x {
			return true
		}
	}
	return false
}
