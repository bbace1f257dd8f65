package splitmodel

// The hybrid analysis with splits that reconverge (splits.reconverge;
// docs/analyze.md, "The kernel model with merges"): each role's bound is
// its variants' with their merges collapsed (Merges), weighted with the
// role's observed segment times; a merge's split delay and join wait are
// the longest the traces show (traces.Stats.SplitDelays, JoinWaits), or,
// where no trace shows one, issue.split or issue.join plus a full round of
// the CU's SIMD visits.

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
)

// hasMerges reports whether some role came from the role analysis with
// reconvergence (RoleInput.role).
func hasMerges(rs []RoleInput) bool {
	for _, r := range rs {
		if r.role != nil {
			return true
		}
	}
	return false
}

// mergedBounds returns the L^j of Eq. 5.4, those Eq. 5.5 sums and the
// roles that end at joins (MergeRoleBounds) of a mode's roles, and sets
// each RoleBound's L to its role's bound with merges.
func mergedBounds(opt KernelOptions, bounds map[*cfg.Loop]ipet.LoopBound, ma *ModeAnalysis, rs []RoleInput, wave *waveBounds) (l, serial []int64, merged []bool, mw *mergedWaves, err error) {
	st := ma.Stats
	raws := make([]*roles.Role, len(rs))
	for j, r := range rs {
		raws[j] = r.role
		if raws[j] == nil {
			raw := &roles.Role{J: r.J, Absent: r.Absent, Start: r.Start, Removed: r.Removed, Branch: r.Branch}
			if !r.Absent {
				raw.Variants = []*roles.Role{raw}
			}
			raws[j] = raw
		}
	}
	unmeasured := map[int]bool{} // IPT IDs
	delay := func(m map[int]int64, id int, fallback int) int64 {
		if d, ok := m[id]; ok {
			return d
		}
		unmeasured[id] = true
		return int64(fallback + opt.HW.SIMDsPerCU)
	}
	weights := func(v *roles.Role) []int64 { return ma.Roles[v.J].Weights }
	split := func(m *roles.Merge) int64 { return delay(st.SplitDelays, m.At.ID, opt.HW.SplitDelay) }
	join := func(m *roles.Merge) int64 { return delay(st.JoinWaits, m.Join.ID, opt.HW.JoinDelay) }
	par := &Merges{IPG: opt.IPG, Bounds: bounds, Facts: opt.Facts, Weights: weights, Split: split, Join: join}
	ser := &Merges{IPG: opt.IPG, Bounds: bounds, Facts: opt.Facts, Weights: weights, Split: split, Join: join, Serial: true, shape: par.nest()}
	if l, serial, merged, err = MergeRoleBounds(raws, par, ser); err != nil {
		return nil, nil, nil, nil, err
	}
	mw = &mergedWaves{base: *par, raws: raws, wave: wave, l: l, serial: serial, memo: map[mwKey]int64{}, of: map[mwKey]*Merges{}}
	n := 0
	for j, rb := range ma.Roles {
		rb.L = l[j]
		if merged[j] {
			n++
		}
	}
	ma.Notes = append(ma.Notes, fmt.Sprintf("reconvergence: each role's bound takes its merges' regions as the longer of its own way and its child's (Eq. 5.4) or both (Eq. 5.5); %d role(s) end at joins (their time is in their parents' bounds, L^j = 0)", n))
	if len(unmeasured) > 0 {
		ma.Notes = append(ma.Notes, fmt.Sprintf("reconvergence: the delays at %d split branch(es) or join(s) no trace measured weigh issue.split or issue.join plus %d cycles (a round of SIMD visits)", len(unmeasured), opt.HW.SIMDsPerCU))
	}
	return l, serial, merged, mw, nil
}

// mergedWaves computes L^j_{w_i} with merges on demand: role j's bound
// with launch wavefront i's own segment maxima in every role of its family
// (the role's where the family has no observation of its own).
type mergedWaves struct {
	base      Merges
	raws      []*roles.Role
	wave      *waveBounds
	l, serial []int64
	memo      map[mwKey]int64
	of        map[mwKey]*Merges // per (family, serial)
}

type mwKey struct {
	family, j int
	serial    bool
}

// L is L^j_{w_i} of launch wavefront family (serial: without the
// parallel guarantee), at most the role's.
func (mw *mergedWaves) L(family, j int, serial bool) (int64, error) {
	k := mwKey{family, j, serial}
	if l, ok := mw.memo[k]; ok {
		return l, nil
	}
	fk := mwKey{family: family, serial: serial}
	m := mw.of[fk]
	if m == nil {
		m = &Merges{IPG: mw.base.IPG, Bounds: mw.base.Bounds, Facts: mw.base.Facts, Split: mw.base.Split, Join: mw.base.Join, Serial: serial, shape: mw.base.nest()}
		weights := map[int][]int64{}
		m.Weights = func(v *roles.Role) []int64 {
			if w, ok := weights[v.J]; ok {
				return w
			}
			w := mw.wave.familyWeights(family, v.J)
			weights[v.J] = w
			return w
		}
		mw.of[fk] = m
	}
	var l int64
	for _, v := range mw.raws[j].Variants {
		if v.End != nil {
			continue
		}
		b, err := m.Bound(v)
		if infeasible(err) {
			continue
		}
		if err != nil {
			return 0, fmt.Errorf("role %d of launch wavefront %d: %w", j, family, err)
		}
		l = max(l, b)
	}
	role := mw.l[j]
	if serial {
		role = mw.serial[j]
	}
	l = min(l, role)
	mw.memo[k] = l
	return l, nil
}
