package splitmodel

// What an analysis gives: per S and mode, each role's bound L^j, each
// input set's kernel bounds (Eq. 5.4 / 5.5) against its observation.

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// RoleBound is role j's per-wavefront bound L^j.
type RoleBound struct {
	J int
	// Start is the IPT the IPET starts at: the worst variant's when the
	// role has several (Starts lists each variant's start: the role
	// analysis' variants, or the IPTs the traces first show the role at).
	Start  *ipg.IPT
	Starts []*ipg.IPT
	// Removed are the worst variant's pruned edges (nil: none); Pruned
	// counts them.
	Removed []bool
	Pruned  int
	// Weights are role j's segment weights, by Edge.ID.
	Weights []int64
	// Branch is the split branch creating the role (its worst variant's),
	// Paths the role analysis' description; Variants counts the (start,
	// pruning) alternatives L^j is the maximum over.
	Branch   *cfg.Branch
	Paths    string
	Variants int
	// Outside counts traced wavefronts of this role whose path no variant
	// of the role allows (another start, or a pruned edge): the role
	// analysis' premise did not hold for them, and L^j need not cover them.
	Outside int
	// PremiseHeld is false when the role's traced wavefronts left it under
	// the first assumption (KernelOptions.Roles); Assumption is the premise
	// of the roles L^j was computed with ("worst-case", "all-executions",
	// "traces": no pruning).
	PremiseHeld bool
	Assumption  string
	// Left counts the traced wavefronts that left the role under the first
	// assumption (its Outside before the fallback; 0 when the premise held).
	Left int
	// Result is the IPET optimum (counts, critical path, loop bounds).
	Result *ipet.Result
	// L = Result.Bound.
	L int64
	// Streams counts the traced wavefronts in this role.
	Streams int
	// Static lists live edges no trace observed: they have static weights.
	Static []*ipg.Edge

	// Infeasible counts the variants (starts) whose IPET is infeasible
	// with the loop bounds: starts no execution has, skipped. When it
	// equals Variants, no execution has role j and L = 0.
	Infeasible int

	cands []RoleInput // the variants L is the maximum over
}

// SetBound is the kernel model for one input set (one launch).
type SetBound struct {
	Set    string
	Launch Launch
	// Observed is the longest observed kernel time of the set's traces
	// (first start IPT to last end IPT); SimCycles the simulator's own
	// figure (-1 when unknown).
	Observed  int64
	SimCycles int64
	*KernelBound
}

// ModeAnalysis is the analysis of the runs of one mode for one S.
type ModeAnalysis struct {
	Mode  timing.Mode
	Stats *traces.Stats
	Roles []*RoleBound
	// Sets in the order their first run came.
	Sets []*SetBound
	// Observed is the longest observed kernel time over the sets.
	Observed int64
	// BoundParallel and BoundSerial are the largest Eq. 5.4 and Eq. 5.5
	// bounds over the sets, attained by WorstParallel and WorstSerial.
	BoundParallel, BoundSerial int64
	WorstParallel, WorstSerial *SetBound
	// Notes are remarks for the report (static weights, unseen roles, ...).
	Notes []string
	// PremiseHeld is false when a traced wavefront left its role under the
	// first assumption; Assumption is the premise of the roles the bounds
	// were computed with (Fallback's when the premise failed).
	PremiseHeld bool
	Assumption  string
	// Unobserved counts, over the roles, the edges with static weights
	// (no trace observed them) that the worst case uses, and Latency
	// names the latency model that weighs such edges (LatencySimulator,
	// LatencyRealHardware or a table file; docs/analyze.md).
	Unobserved int
	Latency    string
}

// Violations lists the input sets whose bound (Eq. 5.4 for parallel runs,
// Eq. 5.5 for serialized ones) is below their observed time: a bound the
// model cannot stand behind.
func (m *ModeAnalysis) Violations() []string {
	var out []string
	for _, sb := range m.Sets {
		b := sb.BoundParallel
		if m.Mode == timing.Serial {
			b = sb.BoundSerial
		}
		if b < sb.Observed {
			out = append(out, fmt.Sprintf("input set %s, %s: bound %d below the observed %d", sb.Set, m.Mode, b, sb.Observed))
		}
	}
	return out
}

// Bound returns the bound the mode's equation gives: Eq. 5.4 for parallel
// runs, Eq. 5.5 for serialized runs.
func (m *ModeAnalysis) Bound() int64 {
	if m.Mode == timing.Serial {
		return m.BoundSerial
	}
	return m.BoundParallel
}

// Worst returns the set attaining Bound.
func (m *ModeAnalysis) Worst() *SetBound {
	if m.Mode == timing.Serial {
		return m.WorstSerial
	}
	return m.WorstParallel
}

// SResult is the analysis for one S: parallel-mode runs give Eq. 5.4,
// serialized runs Eq. 5.5. Either is nil when there were no such runs.
type SResult struct {
	S                int
	Parallel, Serial *ModeAnalysis
}

// Modes returns the result's mode analyses, parallel first (nil ones left
// out).
func (r *SResult) Modes() []*ModeAnalysis {
	var out []*ModeAnalysis
	for _, m := range []*ModeAnalysis{r.Parallel, r.Serial} {
		if m != nil {
			out = append(out, m)
		}
	}
	return out
}

// PremiseHeld reports whether every traced wavefront stayed in its role
// under the first assumption, in every mode.
func (r *SResult) PremiseHeld() bool {
	for _, m := range r.Modes() {
		if !m.PremiseHeld {
			return false
		}
	}
	return true
}

// Assumption names the premise of the roles the bounds use: one name when
// the modes agree, "PARALLEL/SERIAL" when they differ.
func (r *SResult) Assumption() string {
	var names []string
	for _, m := range r.Modes() {
		if len(names) == 0 || names[0] != m.Assumption {
			names = append(names, m.Assumption)
		}
	}
	return strings.Join(names, "/")
}

// Violations lists every bound below its observation over the results:
// what the model cannot stand behind.
func Violations(results []*SResult) []string {
	var out []string
	for _, r := range results {
		for _, m := range r.Modes() {
			for _, v := range m.Violations() {
				out = append(out, fmt.Sprintf("S = %d, %s", r.S, v))
			}
		}
	}
	return out
}
