package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// WriteOutput writes data to the file out, or to stdout when out is "" or
// "-". The file is written only once the output is complete; a missing
// directory is an error, not created.
func WriteOutput(stdout io.Writer, out string, data []byte) error {
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
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("cannot write %s: %w", out, err)
	}
	return nil
}

// SelectSets returns the input sets --set names ("all", a name, or "" for
// the first).
func SelectSets(wf *workload.File, name string) ([]workload.Set, error) {
	if name == "all" {
		return wf.Sets, nil
	}
	set, err := wf.Set(name)
	if err != nil {
		return nil, err
	}
	return []workload.Set{*set}, nil
}

// MemoryBudget is --memory-budget in bytes (0: sim.DefaultMemoryBudget).
func MemoryBudget(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	n, err := sim.ParseBytes(s)
	if err != nil {
		return 0, Usagef("--memory-budget %v", err)
	}
	return n, nil
}
