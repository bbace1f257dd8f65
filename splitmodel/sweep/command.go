package sweep

import (
	"context"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"io"
	"os"
	"path/filepath"

	"github.com/splitwcet/splitwcet/internal/ci"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
)

// Help texts of the commands (cmd/splitwcet declares the flags).
const (
	SweepShort = "Run a matrix of cases (kernels x workloads x S x modes x hardware x markings), sharded; or write a Slurm job array"
	SweepLong  = `Run the cases of a sweep matrix (docs/sweep.md): kernels (examples or
files) x workloads and input sets x S x modes x split policies x hardware
files x markings, and for each case what the matrix's run list says
(analyze, simulate, choose), through the same code as those commands.

Cases are enumerated in a fixed order and named by a stable id (their index
and a hash of their content). --shard I/N runs the cases I, I+N, I+2N, ...
only, so N machines (or N Slurm array tasks) run the matrix together. Each
case writes one JSON result file DIR/cases/ID.json (a temporary file, then
a rename): a rerun skips the cases that have a valid result, so a killed
shard resumes where it stopped. Results record the matrix hash and the
splitwcet version; a directory holding another matrix's results is refused.

Without --shard (or with --shard 0/1) the whole matrix runs and its summary
is printed; with a shard, a line on standard error says what ran, and
'splitwcet merge DIR... -o OUT' prints the summary once every shard is done,
byte for byte what the unsharded run prints. A shard exits 0 when its cases
ran (failed cases included); merge exits 1 when a case failed.

--slurm DIR --shards N runs nothing: it writes DIR/sweep.sbatch (a job
array, one shard per task, time and memory per task estimated from the
matrix), DIR/merge.sbatch and DIR/submit.sh, which submits the array and
the merge as a job that starts when every task has succeeded
(--dependency=afterok); docs/cluster.md.

--reconverge turns splits.reconverge on in every case's hardware (splits
made at reconvergent branches merge at their joins; docs/reconvergence.md):
the cases' ids and the matrix hash change with it, so its results never
mix with those of the run without it; a case under fcfs is refused.`
	MergeShort = "Merge the case results of sweep or fuzz shards into the summary of the unsharded run"
	MergeLong  = `Merge the result directories of 'splitwcet sweep --shard' or 'splitwcet fuzz
--shard' (any number of directories, e.g. one per machine, or one shared
directory) into the summary the unsharded run prints, byte for byte.

Every directory must hold the same campaign: the same matrix (its hash
covers the matrix and every file it names) or fuzz configuration, run by
the same splitwcet version; a result of another one is refused, naming its
file. A set with cases missing is refused, listing their ids, unless
--allow-missing, which merges what is there and lists the missing ids at
the end of the summary. The exit code is 1 when a case failed.`
)

// SweepArgs are splitwcet sweep's flags.
type SweepArgs struct {
	Out, Shard, Slurm string
	Shards, Workers   int
	Quiet             bool
	// Reconverge is --reconverge: splits.reconverge on in every case
	// (Matrix.SetReconverge).
	Reconverge bool
}

// MergeArgs are splitwcet merge's flags.
type MergeArgs struct {
	Out          string
	AllowMissing bool
}

func usage(format string, args ...any) error {
	return &kernel.UsageError{Msg: fmt.Sprintf(format, args...)}
}

func parseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{}, nil
	}
	sh, err := ParseShard(s)
	if err != nil {
		return sh, usage("--shard %v", err)
	}
	return sh, nil
}

// SweepCommand is splitwcet sweep.
func SweepCommand(ctx context.Context, matrix string, a SweepArgs, stdout, stderr io.Writer) error {
	if matrix == "" {
		return usage("sweep needs a matrix file (docs/sweep.md)")
	}
	if a.Workers < 0 {
		return usage("--workers %d: want 0 (GOMAXPROCS) or more", a.Workers)
	}
	if a.Out == "" {
		return usage("--out: want the results directory")
	}
	m, err := ReadMatrix(matrix)
	if err != nil {
		return err
	}
	if a.Reconverge {
		if err := m.SetReconverge(); err != nil {
			return err
		}
	}
	if a.Slurm != "" || a.Shards != 0 {
		if a.Slurm == "" || a.Shards < 1 || a.Shard != "" {
			return usage("--slurm DIR and --shards N (N >= 1) go together, without --shard")
		}
		exe, err := os.Executable()
		if err != nil {
			return err
		}
		p, err := WriteSlurm(ctx, matrix, m, SlurmOptions{Dir: a.Slurm, Out: a.Out, Shards: a.Shards, Workers: max(a.Workers, 1), Binary: exe, Reconverge: a.Reconverge})
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "splitwcet: wrote %s/{sweep.sbatch,merge.sbatch,submit.sh}: %d cases in %d array tasks (at most %d each), %d CPU(s), %s and %d MiB per task; submit with %s\n",
			a.Slurm, p.Cases, p.Shards, p.MaxPerShard, p.Workers, hms(p.Time), p.MemoryMiB, filepath.Join(a.Slurm, "submit.sh"))
		return nil
	}
	sh, err := parseShard(a.Shard)
	if err != nil {
		return err
	}
	st, err := Run(ctx, m, Options{Out: a.Out, Shard: sh, Workers: a.Workers})
	if err != nil {
		return err
	}
	return finish(stdout, stderr, sh, st, a.Out, a.Quiet, "")
}

// finish reports a shard on stderr, or prints the summary of a whole run.
func finish(stdout, stderr io.Writer, sh Shard, st Stats, out string, quiet bool, file string) error {
	if !quiet {
		fmt.Fprintf(stderr, "splitwcet: shard %s: %d case(s) run, %d skipped (result present); results in %s\n", sh, st.Ran, st.Skipped, filepath.Join(out, CasesDir))
	}
	if !sh.All() {
		return nil
	}
	if quiet {
		stderr = io.Discard
	}
	return MergeCommand([]string{out}, MergeArgs{Out: file}, stdout, stderr)
}

// MergeCommand is splitwcet merge.
func MergeCommand(dirs []string, a MergeArgs, stdout, stderr io.Writer) error {
	if len(dirs) == 0 {
		return usage("merge needs at least one results directory")
	}
	s, mg, err := Summarize(dirs, a.AllowMissing)
	if err != nil {
		return err
	}
	if a.Out == "" || a.Out == "-" {
		if _, err := stdout.Write(s.Text); err != nil {
			return err
		}
	} else if err := outfile.Write(a.Out, s.Text); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "splitwcet: merged %d of %d case(s) (%.0f s of case time)\n", len(mg.Results), len(mg.Manifest.Cases), mg.Seconds)
	if s.Failed > 0 {
		return fmt.Errorf("%d case(s) failed", s.Failed)
	}
	if s.OverBudget > 0 {
		return &ci.BudgetError{Msg: fmt.Sprintf("%d case(s) with a bound over their kernel's budget (exit status 4)", s.OverBudget)}
	}
	return nil
}

// FuzzShardCommand is splitwcet fuzz --shard: the shard's kernels of the
// campaign c, with per-kernel result files and reproducers in out.
func FuzzShardCommand(c soundness.Config, shard, out, campaign string, json, quiet bool, stdout, stderr io.Writer) error {
	sh, err := parseShard(shard)
	if err != nil {
		return err
	}
	if json {
		return usage("--json with --shard: the JSON report needs the whole campaign in memory; 'splitwcet merge' prints the text report")
	}
	st, err := RunFuzz(c, campaign, Options{Out: out, Shard: sh, Workers: c.Workers})
	if err != nil {
		return err
	}
	return finish(stdout, stderr, sh, st, out, quiet, "")
}
