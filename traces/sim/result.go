package sim

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// Summary is the JSON summary of a run (splitwcet run --json).
type Summary struct {
	Kernel       string     `json:"kernel"`
	InputSet     string     `json:"input_set,omitempty"`
	S            int        `json:"S"`
	Workgroups   int        `json:"workgroups"`
	LaunchWaves  int        `json:"wavefronts"`
	Splits       int        `json:"splits"`
	Instructions int64      `json:"instructions"`
	Waves        []WaveStat `json:"per_wavefront,omitempty"`
	Outputs      []string   `json:"outputs,omitempty"`
}

// Summary returns the run's summary; perWave includes every wave's count.
func (r *Result) Summary(kernel, set string, S int, perWave bool) Summary {
	s := Summary{Kernel: kernel, InputSet: set, S: S, Workgroups: r.Workgroups, LaunchWaves: r.LaunchWaves,
		Splits: r.Splits, Instructions: r.Instructions}
	if perWave {
		s.Waves = r.Waves
	}
	for _, o := range r.Outputs {
		s.Outputs = append(s.Outputs, o.Name)
	}
	return s
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9_.-]`)

// Dump writes every output buffer to dir as NAME.bin (raw little-endian
// elements), creating dir. It returns the files written.
func (r *Result) Dump(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var files []string
	for _, o := range r.Outputs {
		name := unsafeName.ReplaceAllString(o.Name, "_")
		if name == "" {
			return nil, fmt.Errorf("sim: output with an empty name")
		}
		path := filepath.Join(dir, name+".bin")
		if err := os.WriteFile(path, o.Data, 0o644); err != nil {
			return nil, err
		}
		files = append(files, path)
	}
	return files, nil
}
