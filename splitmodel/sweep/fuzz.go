package sweep

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// fuzzConfig is what a sharded soundness campaign's manifest records: the
// settings its kernels and summary depend on (not the workers).
type fuzzConfig struct {
	Kernels   int    `json:"kernels"`
	Seed      uint64 `json:"seed"`
	S         []int  `json:"S"`
	Sizes     []int  `json:"workgroup_sizes"`
	Sets      int    `json:"input_sets"`
	MaxGroups int    `json:"max_workgroups"`
	Budget    int64  `json:"memory_budget"`
	Assume    string `json:"assume"`
	Weights   string `json:"weights"`
	Fault     string `json:"fault"`
	// HW is the hardware file's text ("" for the defaults).
	HW string `json:"hardware_yaml"`
	// SplitPolicy is --split-policy as given, Static --static, Calls
	// --calls and Barriers --barriers; they are left out when unset, so
	// the hash of a campaign without them is what it was before they were
	// recorded.
	SplitPolicy string `json:"split_policy,omitempty"`
	Static      bool   `json:"static,omitempty"`
	Calls       bool   `json:"calls,omitempty"`
	Barriers    bool   `json:"barriers,omitempty"`
	// Target is --target as given (left out for gfx803, the default).
	Target string `json:"target,omitempty"`
}

// fuzzBody is one kernel's result file body: its cases.
type fuzzBody struct {
	Kernel int               `json:"kernel_index"`
	Cases  []*soundness.Case `json:"cases"`
}

// FuzzCaseID is the case id of kernel i of a campaign.
func FuzzCaseID(i int) string { return fmt.Sprintf("k%06d", i) }

// fuzzManifest is the manifest of the normalized campaign c: one case per
// kernel (kernel i at every S), the configuration hash as the matrix.
func fuzzManifest(c *soundness.Config) (*Manifest, error) {
	fc := fuzzConfig{Kernels: c.Kernels, Seed: c.Seed, S: c.S, Sizes: c.Sizes, Sets: c.Sets, MaxGroups: c.MaxGroups,
		Budget: c.MemoryBudget, Assume: c.Assume.String(), Weights: c.Weights.String(), Fault: c.Fault.String(), HW: string(c.HWData),
		SplitPolicy: c.SplitPolicy, Static: c.Static, Calls: c.Calls, Barriers: c.Barriers, Target: c.Target}
	cfg, err := json.Marshal(fc)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(cfg)
	man := &Manifest{Kind: KindFuzz, Matrix: hex.EncodeToString(sum[:]), Tool: Tool(), Config: cfg}
	for i := 0; i < c.Kernels; i++ {
		man.Cases = append(man.Cases, FuzzCaseID(i))
	}
	return man, nil
}

// RunFuzz runs the shard's kernels of the soundness campaign c (kernel i
// is case i) that have no valid result in o.Out: one result file per
// kernel, and the reproducers of its cases with findings
// (soundness.WriteCaseDirs; campaign is the command line for their README).
func RunFuzz(c soundness.Config, campaign string, o Options) (Stats, error) {
	if err := c.Normalize(); err != nil {
		return Stats{}, err
	}
	man, err := fuzzManifest(&c)
	if err != nil {
		return Stats{}, err
	}
	return runCases(o, man, o.Shard.Indexes(c.Kernels), func(i int) (any, error) {
		kr := soundness.RunKernel(&c, i)
		if kr.Assembly != "" {
			if _, err := soundness.WriteCaseDirs(o.Out, soundness.NewReport(c, []*soundness.KernelResult{kr}), campaign); err != nil {
				return nil, err
			}
		}
		return fuzzBody{Kernel: i, Cases: kr.Cases}, nil
	})
}

// fuzzConfigOf rebuilds the campaign's configuration from its manifest.
func fuzzConfigOf(man *Manifest) (soundness.Config, error) {
	var fc fuzzConfig
	dec := json.NewDecoder(bytes.NewReader(man.Config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fc); err != nil {
		return soundness.Config{}, fmt.Errorf("the fuzz manifest's configuration: %w", err)
	}
	// The manifest must be the one fuzzManifest wrote: the hash of its
	// configuration (as fuzzManifest encodes it), one case per kernel.
	if enc, err := json.Marshal(fc); err != nil || fmt.Sprintf("%x", sha256.Sum256(enc)) != man.Matrix {
		return soundness.Config{}, fmt.Errorf("the fuzz manifest's configuration does not match its hash %s: not a manifest splitwcet wrote", man.Matrix)
	}
	if len(man.Cases) != fc.Kernels {
		return soundness.Config{}, fmt.Errorf("the fuzz manifest lists %d cases for %d kernels: not a manifest splitwcet wrote", len(man.Cases), fc.Kernels)
	}
	for i, id := range man.Cases {
		if id != FuzzCaseID(i) {
			return soundness.Config{}, fmt.Errorf("the fuzz manifest's case %d is %q, not %q: not a manifest splitwcet wrote", i, id, FuzzCaseID(i))
		}
	}
	c := soundness.Config{Kernels: fc.Kernels, Seed: fc.Seed, S: fc.S, Sizes: fc.Sizes, Sets: fc.Sets, MaxGroups: fc.MaxGroups, MemoryBudget: fc.Budget,
		SplitPolicy: fc.SplitPolicy, Static: fc.Static, Calls: fc.Calls, Barriers: fc.Barriers, Target: fc.Target}
	var err error
	if c.Assume, err = roles.ParseAssumption(fc.Assume); err != nil {
		return c, err
	}
	if c.Weights, err = splitmodel.ParseWeighting(fc.Weights); err != nil {
		return c, err
	}
	if c.Fault, err = soundness.ParseFault(fc.Fault); err != nil {
		return c, err
	}
	if fc.HW != "" {
		c.HWData = []byte(fc.HW)
		if c.HW, err = timing.Load("hw.yaml", c.HWData); err != nil {
			return c, err
		}
	}
	if fc.SplitPolicy != "" {
		if c.HW.SplitPolicy, err = split.Parse(fc.SplitPolicy); err != nil {
			return c, err
		}
	}
	return c, c.Normalize()
}

// fuzzSummary is the text report splitwcet fuzz prints, of the kernels
// that have results.
func fuzzSummary(mg *Merged) (*Summary, error) {
	c, err := fuzzConfigOf(mg.Manifest)
	if err != nil {
		return nil, err
	}
	var krs []*soundness.KernelResult
	for _, r := range mg.Results {
		var body fuzzBody
		if err := json.Unmarshal(r.Body, &body); err != nil || body.Kernel != r.Index || FuzzCaseID(r.Index) != r.ID || len(body.Cases) != len(c.S) {
			return nil, fmt.Errorf("case %s: an unreadable result", r.ID)
		}
		krs = append(krs, &soundness.KernelResult{Spec: c.Spec(r.Index), Cases: body.Cases})
	}
	rep := soundness.NewReport(c, krs)
	var b bytes.Buffer
	if err := rep.WriteText(&b); err != nil {
		return nil, err
	}
	writeMissing(&b, mg)
	return &Summary{Text: b.Bytes(), Failed: rep.Counts.Failed}, nil
}
