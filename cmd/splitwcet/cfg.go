package main

import (
	"bytes"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	splitreport "github.com/splitwcet/splitwcet/splitmodel/report"
)

// formats lists the values of --format.
var formats = render.Formats

type cfgFlags struct {
	kernelFlags
	format           string
	out              string
	instructions     bool
	annotate, static bool
	role             int
	S                cli.SList
	fold, ipts       string
}

const cfgLong = `Build the control-flow graph of a kernel and render it.

FILE is GCN assembly (.s), or HIP source (.hip, .cpp, .cu) that is compiled
first with
  hipcc -x hip --offload-arch=ARCH --cuda-device-only -S -O3 -gline-tables-only
    -mllvm -amdgpu-skip-threshold=0 [--hipcc-flags] (hipcc: scripts/deps.sh examples).
Without FILE the embedded default example is analyzed (see 'splitwcet examples').

Formats:
  text  a summary: blocks with their successors, loops, branches, calls, warnings
  json  the schema of docs/cfg-json.md (add --instructions for every instruction)
  dot   a Graphviz digraph: loops as clusters, divergent branches orange, their
        join blocks green, split-marked branches with a red double border
  svg   the dot output laid out by Graphviz (needs 'dot': apt-get install graphviz)

--annotate draws a bound's worst case on the CFG (docs/annotate.md): of 'wcet
--static' with --static, else of role --role's L^j for -S as 'analyze' finds
it (simulating the workload). --format svg (default), html (pan, zoom,
search), dot or json.`

func newCfgCmd() *cobra.Command {
	var fl cfgFlags
	cmd := &cobra.Command{
		Use:   "cfg [FILE]",
		Short: "Build and render a kernel's control-flow graph",
		Long:  cfgLong,
		Example: `  splitwcet cfg                                  # the embedded default example, as text
  splitwcet cfg kernel.s --kernel scale --format json -o scale.json
  splitwcet cfg kernel.hip --arch gfx900 --format svg -o cfg.svg
  splitwcet cfg multi.s --kernel all
  splitwcet cfg --annotate -S 2 --role 1 --format html -o cfg.html`,
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
	f.StringVarP(&fl.format, "format", "f", "text", "output format: "+strings.Join(formats, ", ")+"; with --annotate: "+strings.Join(render.AnnotatedFormats, ", ")+", svg the default")
	f.StringVarP(&fl.out, "output", "o", "", helpOutput)
	cli.MarkOutput(f, "output")
	f.BoolVar(&fl.instructions, "instructions", false, "json: list every block's instructions")
	f.BoolVar(&fl.annotate, "annotate", false, "draw an analysis' worst case on the CFG (see above)")
	f.BoolVar(&fl.static, "static", false, "--annotate: the static single-wavefront bound (wcet --static) instead of an analysis")
	cli.AddSFlag(f, &fl.S, "1", "--annotate: the number of splits S of the analysis (one)")
	f.IntVar(&fl.role, "role", 0, "--annotate: the split role j whose bound L^j is drawn (0: the launch wavefront)")
	f.StringVar(&fl.fold, "fold", "auto", "--annotate: fold straight-line chains, collapse runs of cold blocks: auto (above 40 blocks), on or off")
	f.StringVar(&fl.ipts, "ipts", "thesis", "--annotate --static: IPT placement, thesis or blocks (one segment per block: exact block counts)")
	f.StringVar(&fl.facts, "facts", "", helpFacts)
	addWorkloadFlags(f, &fl.kernelFlags)
	return cmd
}

func runCfg(cmd *cobra.Command, file string, fl cfgFlags) error {
	if fl.annotate {
		return runAnnotate(cmd, file, fl)
	}
	for _, n := range []string{"static", "splits", "S", "role", "fold", "ipts", "facts", "workload", "hw", "split-policy", "reconverge"} {
		if cmd.Flags().Changed(n) {
			return usagef("--%s only applies with --annotate", n)
		}
	}
	if !slices.Contains(formats, fl.format) {
		return usagef("unknown --format %q: want one of %s", fl.format, strings.Join(formats, ", "))
	}
	all := fl.kernel == "all"
	if all && (fl.format == "dot" || fl.format == "svg") {
		return usagef("--kernel all works with --format text or json; --format %s draws one kernel: pick it with --kernel", fl.format)
	}
	if fl.instructions && fl.format != "json" {
		return usagef("--instructions only applies to --format json")
	}
	ks, err := cfgKernels(cmd, file, fl)
	if err != nil {
		return err
	}
	graphs := make([]*cfg.Graph, len(ks))
	for i, k := range ks {
		graphs[i] = k.CFG
	}
	opts := render.Options{Instructions: fl.instructions}
	if fl.format == "json" { // the one format that carries it (a hash of the code)
		opts.Provenance = kernel.ProvenanceOf(cmd.Context(), ks, nil)
	}
	var out cli.Chunks
	if err := render.Format(&out, fl.format, ks[0].Source, ks[0].Arch, graphs, opts); err != nil {
		return err
	}
	return cli.OutputChunks(cmd, fl.out, &out)
}

// cfgKernels loads the selected function, or every kernel with --kernel
// all, with its CFG only.
func cfgKernels(cmd *cobra.Command, file string, fl cfgFlags) ([]*kernel.Kernel, error) {
	in := fl.input(cmd, file, kernel.Config{CFGOnly: true}, false)
	if fl.kernel != "all" {
		k, err := kernel.Load(cmd.Context(), in)
		return []*kernel.Kernel{k}, cliError(err)
	}
	ks, err := kernel.LoadAll(cmd.Context(), in)
	return ks, cliError(err)
}

// runAnnotate draws an analysis' worst case on the CFG (cfg --annotate).
func runAnnotate(cmd *cobra.Command, file string, fl cfgFlags) error {
	if !cmd.Flags().Changed("format") {
		fl.format = "svg"
	}
	if len(fl.S.Values) != 1 {
		return usagef("--splits %s: --annotate draws one analysis: want one S", fl.S.Text)
	}
	rq, err := splitreport.NewAnnotateRequest(fl.format, fl.fold, fl.ipts, fl.role, fl.static)
	if err != nil {
		return usagef("--annotate: %v", err)
	}
	for _, n := range []string{"workload", "hw", "split-policy", "reconverge"} {
		if fl.static && cmd.Flags().Changed(n) {
			return usagef("--%s does not apply to --annotate --static (one wavefront, static latency model)", n)
		}
	}
	if fl.static {
		rq.Kernel, err = fl.load(cmd, file, kernel.Config{Placement: rq.Placement}, false)
	} else {
		rq.Analysis, err = doAnalyze(cmd, file, analyzeFlags{kernelFlags: fl.kernelFlags, set: "all", sList: fl.S, roles: "analysis", assume: "worst-case", weights: "wavefront", quiet: true}, fl.S.Values, true)
	}
	var buf bytes.Buffer
	if err == nil {
		err = splitreport.Annotated(cmd.Context(), &buf, rq)
	}
	if err != nil {
		return err
	}
	if err := cli.Output(cmd, fl.out, buf.Bytes()); err != nil || rq.Analysis == nil {
		return err
	}
	return violations(rq.Analysis)
}
