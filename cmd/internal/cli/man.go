package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// NewManCmd is 'splitwcet man DIR': the manual pages (section 1) of every
// command, generated from the commands themselves (cobra/doc), so that
// they cannot drift from --help. The pages are dated with
// SOURCE_DATE_EPOCH when it is set (reproducible builds), else this month.
func NewManCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "man DIR",
		Short: "Write the manual pages (man 1) of splitwcet and each command into DIR",
		Long: `Write the manual pages of splitwcet and of each command, in section 1,
generated from the commands' own help: splitwcet.1, splitwcet-analyze.1, ...
Read one with 'man -l DIR/splitwcet-analyze.1', or install DIR under a
MANPATH directory's man1/. SOURCE_DATE_EPOCH, when set, dates the pages.`,
		Example: "  splitwcet man out/man && man -l out/man/splitwcet.1",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return Usagef("%s takes one argument, the directory, got %d", cmd.CommandPath(), len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("cannot create %s: %w", dir, err)
			}
			root := cmd.Root()
			root.DisableAutoGenTag = true
			hdr := &doc.GenManHeader{Title: "SPLITWCET", Section: "1", Source: "splitwcet " + root.Version, Manual: "splitwcet manual"}
			if err := doc.GenManTree(root, hdr, dir); err != nil {
				return fmt.Errorf("writing the manual pages into %s: %w", dir, err)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "splitwcet: manual pages written to %s\n", dir)
			return nil
		},
	}
}
