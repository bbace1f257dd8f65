package peer

import (
	"bytes"
	_ "embed"
	"fmt"
	"math"
	"os"

	"gopkg.in/yaml.v3"
)

// Record is what a run of the suite on MGPUSim measured, kept in the
// repository (testdata/mgpusim.yaml) so that the suite's test checks our
// cycles against it without MGPUSim, and our own numbers at that time (a
// deliberate timing change re-records them: make peer RECORD=1).
type Record struct {
	// MGPUSim says which MGPUSim measured: version, commit, patches, driver.
	MGPUSim string `yaml:"mgpusim"`
	// Hardware is our hardware file the ours columns ran on.
	Hardware string      `yaml:"hardware"`
	Kernels  []RecordRow `yaml:"kernels"`
}

// RecordRow is one kernel's recorded numbers.
type RecordRow struct {
	Name string `yaml:"name"`
	// KernelTime is MGPUSim's kernel_time, Empty the kernel_time of the
	// empty kernel at the same grid (cycles).
	KernelTime int64 `yaml:"kernel_time"`
	Empty      int64 `yaml:"empty"`
	// Instructions is MGPUSim's wavefront instruction count.
	Instructions int64 `yaml:"instructions"`
	// Outputs are the SHA-256 of MGPUSim's output buffers.
	Outputs map[string]string `yaml:"outputs"`
	// Cycles and Launched are ours: first issue to last end, and the
	// kernel time as MGPUSim counts it.
	Cycles   int64 `yaml:"ours_cycles"`
	Launched int64 `yaml:"ours_launched"`
}

// LikeWithLike is MGPUSim's kernel time minus its empty kernel's: the
// instructions, memory accesses and cold start of this kernel, against
// which our first-issue-to-last-end cycles compare (docs/mgpusim.md).
func (r RecordRow) LikeWithLike() int64 { return r.KernelTime - r.Empty }

// Ratio is ours over MGPUSim like with like.
func (r RecordRow) Ratio() float64 { return float64(r.Cycles) / float64(r.LikeWithLike()) }

// RatioLaunched is our kernel time as MGPUSim counts it over MGPUSim's.
func (r RecordRow) RatioLaunched() float64 { return float64(r.Launched) / float64(r.KernelTime) }

// GeoMeanAbs is the geometric mean of max(x, 1/x) over ratios: 1 when
// every ratio is 1, 1.10 when they are 10% off on average either way.
func GeoMeanAbs(ratios []float64) float64 {
	if len(ratios) == 0 {
		return math.NaN()
	}
	s := 0.0
	for _, x := range ratios {
		s += math.Abs(math.Log(x))
	}
	return math.Exp(s / float64(len(ratios)))
}

//go:embed testdata/mgpusim.yaml
var recorded []byte

// RecordPath is the recorded file, relative to the repository.
const RecordPath = "examples/peer/testdata/mgpusim.yaml"

// Recorded returns the recorded numbers.
func Recorded() (*Record, error) { return ParseRecord(RecordPath, recorded) }

// ParseRecord reads a recorded file.
func ParseRecord(name string, data []byte) (*Record, error) {
	var r Record
	d := yaml.NewDecoder(bytes.NewReader(data))
	d.KnownFields(true)
	if err := d.Decode(&r); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return &r, nil
}

// Row returns the recorded row of a kernel.
func (r *Record) Row(name string) (RecordRow, bool) {
	for _, x := range r.Kernels {
		if x.Name == name {
			return x, true
		}
	}
	return RecordRow{}, false
}

// Write writes the record to path, with a header saying how it was made.
func (r *Record) Write(path string) error {
	var b bytes.Buffer
	b.WriteString("# MGPUSim's numbers for the peer suite (examples/peer, docs/mgpusim.md), written by\n")
	b.WriteString("# `make peer RECORD=1`; our cycles on the hardware file at the time of the recording.\n")
	e := yaml.NewEncoder(&b)
	e.SetIndent(2)
	if err := e.Encode(r); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
