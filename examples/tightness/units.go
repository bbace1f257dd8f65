package tightness

import (
	"context"
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// Units sets one case's static bound at one S and mode, term by term,
// against what the simulated run did (docs/static.md, "Where the excess
// comes from"): the isolated lifetime the bound's own term stands for, the
// delay its interference terms stand for, the splits and the work the
// families and the memory units really did.
type Units struct {
	Case string `json:"case"`
	S    int    `json:"S"`
	Mode string `json:"mode"`
	// Set is the input set of the longest observed run, the one compared.
	Set string `json:"set"`
	// Static is the static bound of that set's launch with its terms.
	Static *staticbound.Bound `json:"static"`
	// Observed is the run's cycles; Lifetime the longest lifetime of one
	// workgroup in it (its first wave ready to its last wave's end), and
	// Alone the lifetime of the first workgroup launched alone (the same
	// input set, S and mode): nothing but its own waves on the machine.
	Observed int64 `json:"observed_cycles"`
	Lifetime int64 `json:"lifetime_cycles"`
	Alone    int64 `json:"alone_cycles"`
	// Splits are the run's splits, Members the most members of one
	// family; FamilyInstructions the most instructions one family issued
	// (its members together) and WaveInstructions the most one launch
	// wavefront issued (its own, without its splits').
	Splits             int   `json:"splits"`
	Members            int   `json:"members"`
	FamilyInstructions int64 `json:"family_instructions"`
	WaveInstructions   int64 `json:"wave_instructions"`
	// CoIssueVisits are the visits in which members of one family
	// co-issued (the parallel guarantee).
	CoIssueVisits int64 `json:"coissue_visits"`
	// VMEMCycles and LDSPasses are the service the whole machine's vector
	// memory units and LDS gave; CUs the compute units that ran a
	// workgroup (the static terms are per CU).
	VMEMCycles int64 `json:"vmem_cycles"`
	LDSPasses  int64 `json:"lds_passes"`
	CUs        int   `json:"cus"`
}

// Interference is the static bound's delay beyond the wavefront's own
// time: its lifetime less the dispatch and the own term.
func (u *Units) Interference() int64 { return u.Static.L - u.Static.D - u.Static.Own }

// ObserveUnits simulates case c at S in mode on every input set, keeps the
// longest run and sets its units against the static bound of that set's
// launch; the first workgroup of the set is also run alone.
func ObserveUnits(ctx context.Context, c *Case, S int, mode timing.Mode) (*Units, error) {
	k, sets, m, err := c.prepare(ctx)
	if err != nil {
		return nil, err
	}
	opt := timing.Options{S: S, Serial: mode == timing.Serial, WaveStats: true}
	var u *Units
	for _, set := range sets {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res, err := timing.Run(k.Program, set.Launch, k.HW, opt)
		if err != nil {
			return nil, fmt.Errorf("%s: set %s: %w", c.Name, set.Name, err)
		}
		if u != nil && res.Cycles <= u.Observed {
			continue
		}
		b, err := m.Bound(m.LaunchOf(set.Launch), S, mode)
		if err != nil {
			return nil, fmt.Errorf("%s: set %s: %w", c.Name, set.Name, err)
		}
		one := *set.Launch
		one.Workgroups = [3]int{1, 1, 1}
		for d := range one.GridSize {
			// The first workgroup, partial where the grid is smaller.
			one.GridSize[d] = min(set.Launch.Grid(d), max(set.Launch.WorkgroupSize[d], 1))
		}
		alone, err := timing.Run(k.Program, &one, k.HW, opt)
		if err != nil {
			return nil, fmt.Errorf("%s: set %s, one workgroup: %w", c.Name, set.Name, err)
		}
		u = &Units{Case: c.Name, S: S, Mode: mode.String(), Set: set.Name, Static: b, Observed: res.Cycles,
			Alone: longestWorkgroup(alone.Waves), Lifetime: longestWorkgroup(res.Waves), Splits: res.Splits,
			CoIssueVisits: res.Stats.CoIssueVisits, VMEMCycles: res.Stats.VMemLines, LDSPasses: res.Stats.LDSPasses}
		u.Members, u.FamilyInstructions, u.WaveInstructions, u.CUs = families(res.Waves)
	}
	if u == nil {
		return nil, fmt.Errorf("%s: no input set", c.Name)
	}
	if u.Static.Mode == timing.Serial.String() {
		u.Mode = u.Static.Mode
	}
	return u, nil
}

// longestWorkgroup is the longest workgroup lifetime of a run's waves:
// from its first wave's readiness to its last wave's end.
func longestWorkgroup(ws []timing.WaveStat) int64 {
	life := map[int][2]int64{}
	for _, w := range ws {
		l, ok := life[w.Workgroup]
		if !ok {
			l = [2]int64{w.Ready, w.End}
		}
		life[w.Workgroup] = [2]int64{min(l[0], w.Ready), max(l[1], w.End)}
	}
	var most int64
	for _, l := range life {
		most = max(most, l[1]-l[0])
	}
	return most
}

// families are the most members of one family, the most instructions one
// family and one launch wavefront issued, and the compute units used.
func families(ws []timing.WaveStat) (members int, famInstr, waveInstr int64, cus int) {
	n := map[int]int{}
	instr := map[int]int64{}
	cu := map[int]bool{}
	for _, w := range ws {
		n[w.Family]++
		instr[w.Family] += w.Instructions
		cu[w.CU] = true
		if w.Split == 0 {
			waveInstr = max(waveInstr, w.Instructions)
		}
	}
	for f, c := range n {
		members = max(members, c)
		famInstr = max(famInstr, instr[f])
	}
	return members, famInstr, waveInstr, len(cu)
}

// UnitsMarkdown is a table of units: per case, S and mode the static term
// and what the run did in its place.
func UnitsMarkdown(us []*Units) string {
	var b strings.Builder
	b.WriteString("| kernel | S, mode | static / observed | own / alone | interference / (lifetime − alone) | members: static / run (splits) | family / wave instructions | issue + splits | vmem / run per CU | lds / run per CU |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|\n")
	for _, u := range us {
		st := u.Static
		cus := int64(max(u.CUs, 1))
		fmt.Fprintf(&b, "| %s | %d, %s | %d / %d (%.2f) | %d / %d | %d / %d | %d / %d (%d) | %d / %d | %d + %d | %d / %d | %d / %d |\n",
			u.Case, u.S, u.Mode, st.Cycles, u.Observed, float64(st.Cycles)/float64(max(u.Observed, 1)),
			st.Own, u.Alone, u.Interference(), u.Lifetime-u.Alone,
			st.Members, u.Members, u.Splits, u.FamilyInstructions, u.WaveInstructions,
			st.Issue, st.Splits, st.VMEM, u.VMEMCycles/cus, st.LDS, u.LDSPasses/cus)
	}
	return b.String()
}
