package sweep

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSweepReconverge: sweep --reconverge (Matrix.SetReconverge) gives
// every case new ids and the matrix a new hash, loads each case's kernel
// with splits.reconverge on, runs analyze, simulate and choose with
// merges (bounds at or above the observations, choose never above no
// splitting), marks the hardware in the summary, refuses fcfs and a
// directory holding the run without it, and its Slurm tasks pass the flag
// on.
func TestSweepReconverge(t *testing.T) {
	const text = "version: 1\nkernels:\n  - example: ifelse_split\n  - example: nested\nS: [1, 2]\nmarkings: [file, choose]\nrun: [analyze, simulate]\n"
	plain, m := parse(t, text), parse(t, text)
	if err := m.SetReconverge(); err != nil {
		t.Fatal(err)
	}
	if m.Hash == plain.Hash {
		t.Errorf("the matrix hash does not change with --reconverge")
	}
	for i, c := range m.Cases {
		if !c.Reconverge || c.ID == plain.Cases[i].ID || c.ID[:6] != plain.Cases[i].ID[:6] {
			t.Errorf("case %d: reconverge %v, id %s (without: %s)", i, c.Reconverge, c.ID, plain.Cases[i].ID)
		}
		k, err := m.Load(context.Background(), &m.Cases[i])
		if err != nil || !k.HW.Reconverge {
			t.Fatalf("case %s: loaded without splits.reconverge (%v)", c.ID, err)
		}
	}
	mg, s := runSummary(t, m)
	if s.Failed != 0 || !regexp.MustCompile(`ifelse_split\s+all\s+default\+reconverge\s+choose\s+halve\s+both\s+1\s`).Match(s.Text) {
		t.Errorf("summary (%d failed):\n%s", s.Failed, s.Text)
	}
	for _, r := range mg.Results {
		var b caseBody
		if err := jsonUnmarshal(r.Body, &b); err != nil {
			t.Fatal(err)
		}
		for _, a := range b.Analyze {
			if a.Bound < a.Observed || len(a.Violations) > 0 {
				t.Errorf("case %s %s: bound %d, observed %d, %v", r.ID, a.Mode, a.Bound, a.Observed, a.Violations)
			}
		}
		if b.Chosen != nil && (b.Chosen.Bound > b.Chosen.BoundNone || b.Chosen.Bound < b.Chosen.Observed) {
			t.Errorf("case %s: choose %+v", r.ID, b.Chosen)
		}
	}
	// The directory of the run without reconvergence is another matrix's.
	plainOut := t.TempDir()
	run(t, plain, plainOut, "")
	if _, err := Run(context.Background(), m, Options{Out: plainOut, Workers: 2}); err == nil {
		t.Errorf("a directory with the results without --reconverge was accepted")
	}
	fcfs := parse(t, text+"policies: [halve, fcfs]\n")
	if err := fcfs.SetReconverge(); err == nil || !strings.Contains(err.Error(), "has split policy fcfs") {
		t.Errorf("fcfs with --reconverge: %v", err)
	}
	path := writeMatrix(t, text)
	dir := t.TempDir()
	if _, err := WriteSlurm(context.Background(), path, m, SlurmOptions{Dir: dir, Out: "/r", Shards: 2, Binary: "/opt/splitwcet", Reconverge: true}); err != nil {
		t.Fatal(err)
	}
	if job, _ := os.ReadFile(filepath.Join(dir, "sweep.sbatch")); !strings.Contains(string(job), `--workers "${SLURM_CPUS_PER_TASK:-1}" --reconverge`) {
		t.Errorf("sweep.sbatch does not pass --reconverge:\n%s", job)
	}
}
