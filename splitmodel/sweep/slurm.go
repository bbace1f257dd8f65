package sweep

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// SlurmOptions say what WriteSlurm writes.
type SlurmOptions struct {
	// Dir receives sweep.sbatch, merge.sbatch, submit.sh and logs/.
	Dir string
	// Out is the results directory the shards write (on a filesystem
	// every node sees).
	Out string
	// Shards is the job array's size; Workers the CPUs per task (cases
	// run concurrently in a shard).
	Shards, Workers int
	// Binary is the splitwcet executable the jobs run (absolute; the
	// SPLITWCET environment variable replaces it at submission).
	Binary string
	// Reconverge: the tasks run sweep --reconverge.
	Reconverge bool
}

// Plan is what WriteSlurm estimated and wrote.
type Plan struct {
	Shards, Workers, Cases, MaxPerShard int
	// Time is each array task's time limit, MemoryMiB its memory.
	Time      time.Duration
	MemoryMiB int64
	Files     []string
}

// Estimate of a case's run time: a start-up cost plus a cost per
// simulated wavefront-instruction (wavefronts of the launch x (S+1) x the
// kernel's instructions, summed over the case's runs), measured on the
// examples (docs/cluster.md); choose simulates the unsplit kernel and
// about seven markings, hence chooseFactor.
const (
	caseStartSeconds  = 2.0
	secondsPerWaveIns = 2e-6
	chooseFactor      = 8
	// TimeMargin multiplies the estimate of a task's time.
	TimeMargin = 3
	// MinTaskTime is the least time limit of an array task.
	MinTaskTime = 10 * time.Minute
	// TaskOverheadMiB is added to workers x the case budget.
	TaskOverheadMiB = 256
)

// EstimateCase estimates a case's run time, and checks that each of its
// launches fits the matrix's memory budget (timing.Estimate, as the
// simulator checks it before a run). It loads the case's kernel.
func (m *Matrix) EstimateCase(ctx context.Context, c *Case, k *kernel.Kernel) (time.Duration, error) {
	sets, err := selectSets(k.Workload, c.Set)
	if err != nil {
		return 0, err
	}
	runs := int64(len(modesOf(c.Mode)))
	var work float64
	for _, set := range sets {
		need, err := timing.Estimate(k.Program, set.Launch, k.HW, c.S, false)
		if err != nil {
			return 0, fmt.Errorf("input set %s: %w", set.Name, err)
		}
		if need > m.MemoryBudget {
			return 0, fmt.Errorf("input set %s at S = %d needs about %d MiB, above the matrix's memory_budget (%d MiB)", set.Name, c.S, need>>20, m.MemoryBudget>>20)
		}
		l := set.Launch
		groups, size := int64(1), int64(1)
		for d := 0; d < 3; d++ {
			groups *= int64(max(l.Workgroups[d], 1))
			size *= int64(max(l.WorkgroupSize[d], 1))
		}
		waves := groups * ((size + isa.MaxLanes - 1) / isa.MaxLanes)
		work += float64(runs) * float64(waves) * float64(c.S+1) * float64(len(k.Fn.Instrs))
	}
	sec := caseStartSeconds + work*secondsPerWaveIns
	for _, r := range c.Run {
		if r == "choose" {
			sec *= chooseFactor
		}
	}
	if c.Marking == "choose" {
		sec *= chooseFactor
	}
	if m.TimePerCase > 0 {
		return m.TimePerCase, nil
	}
	return time.Duration(sec * float64(time.Second)), nil
}

// WriteSlurm writes a Slurm job array that runs the matrix in o.Shards
// shards (sweep.sbatch, one shard per array task), the merge as a job of
// its own (merge.sbatch) and submit.sh, which submits the array and then
// the merge with --dependency=afterok on it. Each task's time and memory
// are estimated from the matrix (EstimateCase).
func WriteSlurm(ctx context.Context, matrixPath string, m *Matrix, o SlurmOptions) (*Plan, error) {
	if o.Shards < 1 || o.Shards > MaxShards {
		return nil, fmt.Errorf("--shards %d: want 1..%d", o.Shards, MaxShards)
	}
	if o.Workers < 1 {
		o.Workers = 1
	}
	abs := func(p string) (string, error) { return filepath.Abs(p) }
	var err error
	if o.Dir, err = abs(o.Dir); err != nil {
		return nil, err
	}
	if o.Out, err = abs(o.Out); err != nil {
		return nil, err
	}
	if matrixPath, err = abs(matrixPath); err != nil {
		return nil, err
	}
	// Estimate every case (kernels loaded once per kernel, workload and hardware).
	type key struct {
		k      KernelRef
		wl, hw string
	}
	loaded := map[key]*kernel.Kernel{}
	perShard := make([]time.Duration, o.Shards)
	p := &Plan{Shards: o.Shards, Workers: o.Workers, Cases: len(m.Cases)}
	counts := make([]int, o.Shards)
	for i := range m.Cases {
		c := &m.Cases[i]
		kk := key{c.Kernel, c.Workload, c.Hardware}
		k := loaded[kk]
		if k == nil {
			if k, err = m.Load(ctx, c); err != nil {
				return nil, fmt.Errorf("case %s (%s): %w", c.ID, c.Kernel.Name(), err)
			}
			loaded[kk] = k
		}
		d, err := m.EstimateCase(ctx, c, k)
		if err != nil {
			return nil, fmt.Errorf("case %s (%s): %w", c.ID, c.Kernel.Name(), err)
		}
		perShard[i%o.Shards] += d
		counts[i%o.Shards]++
	}
	var longest time.Duration
	for s, d := range perShard {
		longest = max(longest, d/time.Duration(o.Workers))
		p.MaxPerShard = max(p.MaxPerShard, counts[s])
	}
	p.Time = max(MinTaskTime, (longest*TimeMargin).Round(time.Minute)+time.Minute)
	p.MemoryMiB = int64(o.Workers)*(m.MemoryBudget>>20) + TaskOverheadMiB

	logs := filepath.Join(o.Dir, "logs")
	if err := os.MkdirAll(logs, 0o755); err != nil {
		return nil, err
	}
	bin := fmt.Sprintf("SPLITWCET=${SPLITWCET:-%s}\n", shellQuote(o.Binary))
	name := m.Name
	if name == "" {
		name = "(unnamed)"
	}
	head := fmt.Sprintf("#!/bin/bash\n# Written by splitwcet sweep --slurm (docs/cluster.md): matrix %s, hash %s, %d case(s);\n"+
		"# shard I of %d runs the cases I, I+%d, ... (at most %d each); estimated time per task %s, memory %d MiB.\n",
		name, short(m.Hash), p.Cases, o.Shards, o.Shards, p.MaxPerShard, hms(p.Time), p.MemoryMiB)
	flags := ""
	if o.Reconverge {
		flags = " --reconverge"
	}
	sweepJob := head + fmt.Sprintf(`#SBATCH --job-name=splitwcet-sweep
#SBATCH --array=0-%d
#SBATCH --cpus-per-task=%d
#SBATCH --time=%s
#SBATCH --mem=%dM
#SBATCH --output=%s/shard-%%a.out
#SBATCH --error=%s/shard-%%a.err
set -eu
%sexec "$SPLITWCET" sweep %s --out %s --shard "$SLURM_ARRAY_TASK_ID/%d" --workers "${SLURM_CPUS_PER_TASK:-%d}"%s
`, o.Shards-1, o.Workers, hms(p.Time), p.MemoryMiB, shellQuote(logs), shellQuote(logs), bin,
		shellQuote(matrixPath), shellQuote(o.Out), o.Shards, o.Workers, flags)
	summary := filepath.Join(o.Dir, "summary.txt")
	mergeJob := head + fmt.Sprintf(`#SBATCH --job-name=splitwcet-merge
#SBATCH --cpus-per-task=1
#SBATCH --time=00:10:00
#SBATCH --mem=1024M
#SBATCH --output=%s/merge.out
#SBATCH --error=%s/merge.err
set -eu
%sexec "$SPLITWCET" merge %s -o %s
`, shellQuote(logs), shellQuote(logs), bin, shellQuote(o.Out), shellQuote(summary))
	submit := fmt.Sprintf(`#!/bin/sh
# Submits the sweep's job array, then the merge, which starts when every
# array task has ended with exit code 0 (--dependency=afterok).
set -eu
dir=%s
array=$(sbatch --parsable "$dir/sweep.sbatch")
array=${array%%%%;*}
merge=$(sbatch --parsable --dependency=afterok:"$array" "$dir/merge.sbatch")
merge=${merge%%%%;*}
echo "array job $array (%d tasks), merge job $merge; summary: %s"
`, shellQuote(o.Dir), o.Shards, summary)
	for _, f := range []struct {
		name, text string
		mode       os.FileMode
	}{{"sweep.sbatch", sweepJob, 0o644}, {"merge.sbatch", mergeJob, 0o644}, {"submit.sh", submit, 0o755}} {
		path := filepath.Join(o.Dir, f.name)
		if err := writeAtomic(path, []byte(f.text)); err != nil {
			return nil, err
		}
		if err := os.Chmod(path, f.mode); err != nil {
			return nil, err
		}
		p.Files = append(p.Files, path)
	}
	return p, nil
}

// hms formats d as Slurm's HH:MM:SS (hours may exceed 24).
func hms(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	return fmt.Sprintf("%02d:%02d:%02d", s/3600, s/60%60, s%60)
}

// shellQuote quotes s for sh when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:+,@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
