package main

import (
	"github.com/spf13/cobra"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
	"github.com/splitwcet/splitwcet/splitmodel/sweep"
)

func newSweepCmd() *cobra.Command {
	var a sweep.SweepArgs
	cmd := &cobra.Command{Use: "sweep MATRIX.yaml --out DIR [--shard I/N] [--workers n]", Short: sweep.SweepShort, Long: sweep.SweepLong, Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return cliError(sweep.SweepCommand(cmd.Context(), firstArg(args), a, cmd.OutOrStdout(), cmd.ErrOrStderr()))
		}}
	f := cmd.Flags()
	f.StringVar(&a.Out, "out", "", "results directory: DIR/manifest.json and one DIR/cases/ID.json per finished case")
	f.StringVar(&a.Shard, "shard", "", "run only shard I of N: the cases I, I+N, I+2N, ... (e.g. 0/4)")
	f.IntVar(&a.Workers, "workers", 0, "cases run concurrently (0: GOMAXPROCS); with --slurm, the CPUs per array task (default 1)")
	f.StringVar(&a.Slurm, "slurm", "", "run nothing: write a Slurm job array (sweep.sbatch, merge.sbatch, submit.sh) into this directory")
	f.IntVar(&a.Shards, "shards", 0, "with --slurm: the number of array tasks (shards)")
	f.BoolVar(&a.Quiet, "quiet", false, "no line on standard error about the shard")
	cli.AddReconvergeFlag(f, &a.Reconverge)
	cli.MarkOutputDir(f, "out", "slurm")
	return cmd
}

func newMergeCmd() *cobra.Command {
	var a sweep.MergeArgs
	cmd := &cobra.Command{Use: "merge DIR... -o OUT", Short: sweep.MergeShort, Long: sweep.MergeLong,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cliError(sweep.MergeCommand(args, a, cmd.OutOrStdout(), cmd.ErrOrStderr()))
		}}
	cmd.Flags().StringVarP(&a.Out, "output", "o", "", "write the summary to this file instead of standard output")
	cli.MarkOutput(cmd.Flags(), "output")
	cmd.Flags().BoolVar(&a.AllowMissing, "allow-missing", false, "merge an incomplete set: the summary of the cases present, then the ids of the missing ones")
	return cmd
}
