package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/examples"
)

func newExamplesCmd() *cobra.Command {
	var source bool
	cmd := &cobra.Command{
		Use:   "examples [NAME]",
		Short: "List the embedded example kernels, or print one",
		Long: `List the example kernels built into splitwcet, or print one.

Without NAME: every example with a one-line description; the default one
(what 'splitwcet cfg' analyzes without a file) is marked. With NAME: its GCN
assembly (kernel.s, what splitwcet analyzes), or with --source its HIP source
(kernel.hip). Save it and pass it to 'splitwcet cfg' to experiment.`,
		Example: `  splitwcet examples
  splitwcet examples ifelse > ifelse.s && splitwcet cfg ifelse.s
  splitwcet examples --source synthetic_split`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 0 {
				if source {
					return usagef("--source needs an example NAME")
				}
				examples.WriteList(out)
				return nil
			}
			get := examples.Assembly
			if source {
				get = examples.Source
			}
			b, err := get(args[0])
			if err != nil {
				return fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "examples: "))
			}
			_, err = out.Write(b)
			return err
		},
	}
	cmd.Flags().BoolVar(&source, "source", false, "print the HIP source (kernel.hip) instead of the assembly")
	return cmd
}
