package sim

import (
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"os"
	"path/filepath"
	"regexp"

	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// RunSchemaVersion is the value of RunJSON.Schema (splitwcet run --json,
// docs/cli.md); it changes when a field is removed, renamed or changes
// meaning. 2: one object whatever the number of input sets, its runs a
// list, each naming its input set.
const RunSchemaVersion = 2

// RunJSON is the JSON document of 'splitwcet run --json': the kernel and S,
// and one Summary per input set run.
type RunJSON struct {
	Schema int `json:"schema"`
	// Provenance is a *kernel.Provenance (splitmodel/kernel, above this
	// package), set by the caller.
	Provenance      any    `json:"provenance,omitempty"`
	Assembly        string `json:"assembly"`
	Kernel          string `json:"kernel"`
	KernelDemangled string `json:"kernel_demangled"`
	// S is the S of every run when they share one (omitted when the runs
	// have several: each run names its own).
	S    *int      `json:"S,omitempty"`
	Runs []Summary `json:"runs"`
}

// NewRunJSON is the document of the runs of kernel (a symbol) of the
// assembly file, one per (S, input set), with provenance prov.
func NewRunJSON(assembly, kernel string, runs []Summary, prov any) RunJSON {
	doc := RunJSON{Schema: RunSchemaVersion, Provenance: prov, Assembly: assembly, Kernel: kernel, KernelDemangled: asm.Demangled(kernel), Runs: runs}
	for i := range runs {
		if runs[i].S != runs[0].S {
			return doc
		}
	}
	if len(runs) > 0 {
		doc.S = &runs[0].S
	}
	return doc
}

// Summary is the JSON summary of one run (an element of RunJSON.Runs).
type Summary struct {
	Kernel       string     `json:"-"`
	InputSet     string     `json:"input_set"`
	S            int        `json:"S"`
	Workgroups   int        `json:"workgroups"`
	LaunchWaves  int        `json:"wavefronts"`
	Splits       int        `json:"splits"`
	Instructions int64      `json:"instructions"`
	Waves        []WaveStat `json:"per_wavefront,omitempty"`
	Outputs      []string   `json:"outputs,omitempty"`
	// OutOfBounds is present only when the run made accesses the
	// out-of-bounds policy let through (docs/workload.md).
	OutOfBounds *OutOfBounds `json:"out_of_bounds,omitempty"`
}

// Summary returns the run's summary; perWave includes every wave's count.
func (r *Result) Summary(kernel, set string, S int, perWave bool) Summary {
	s := Summary{Kernel: kernel, InputSet: set, S: S, Workgroups: r.Workgroups, LaunchWaves: r.LaunchWaves,
		Splits: r.Splits, Instructions: r.Instructions, OutOfBounds: r.OutOfBounds}
	if perWave {
		s.Waves = r.Waves
	}
	for _, o := range r.Outputs {
		s.Outputs = append(s.Outputs, o.Name)
	}
	return s
}

// Text is the summary's line of 'splitwcet run' without --json, then the
// dumped files and the out-of-bounds accesses, if any.
func (s Summary) Text(files []string) string {
	t := fmt.Sprintf("%s, input set %s, S=%d: %d workgroups, %d wavefronts, %d splits, %d wavefront instructions\n",
		s.Kernel, s.InputSet, s.S, s.Workgroups, s.LaunchWaves, s.Splits, s.Instructions)
	if len(files) > 0 {
		t += "  wrote " + strings.Join(files, ", ") + "\n"
	}
	return t + s.OutOfBounds.Text()
}

// Text describes the accesses the out-of-bounds policy let through, one
// line each ("" for nil).
func (o *OutOfBounds) Text() string {
	if o == nil {
		return ""
	}
	var b strings.Builder
	for _, p := range o.Padding {
		fmt.Fprintf(&b, "  out of bounds: %s: %d read(s), %d write(s) in its page padding, bytes %d..%d from its start\n",
			p.Region, p.Reads, p.Writes, p.First, p.Last)
	}
	if o.LDSAccesses > 0 {
		fmt.Fprintf(&b, "  out of bounds: %d LDS lane access(es) outside the workgroup's allocation (read 0, writes dropped)\n", o.LDSAccesses)
	}
	return b.String()
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
		if err := outfile.WriteIn(dir, name+".bin", o.Data); err != nil {
			return nil, err
		}
		files = append(files, filepath.Join(dir, name+".bin"))
	}
	return files, nil
}
