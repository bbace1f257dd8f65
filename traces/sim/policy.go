package sim

// Split-budget policies: who of a family may split, and which reserve slot
// a new split takes (docs/hardware.md, "Split policy"; the role analysis'
// Theorem in docs/analyze.md).

import (
	"fmt"
	"strings"
)

// SplitPolicy decides whether a wavefront with a heterogeneous effective
// mask at a split-marked branch may split, and the child's slot.
type SplitPolicy uint8

const (
	// SplitHalve (the default): each member of a family holds a budget b
	// of reserve slots and the range of slot numbers [Next, Next+b). The
	// launch wavefront starts with b = S and the slots 1..S. A member with
	// b >= 1 splits; the child takes the first slot of the range, and of
	// the b-1 slots left the child gets floor((b-1)/2) (the next ones), the
	// parent the other ceil((b-1)/2). A member's right to split is a
	// function of its own path only.
	SplitHalve SplitPolicy = iota
	// SplitFCFS is the thesis' first-come-first-served rule: the family
	// shares S slots, any member with a heterogeneous mask takes the next
	// one while some are left, and the child of the family's j-th split is
	// split j. Which member makes the j-th split depends on timing.
	SplitFCFS
	// SplitParentFirst: budgets as SplitHalve, but the parent keeps all
	// b-1 slots left and the child gets none: only the launch wavefront
	// splits, at the first S divergent marked branches of its path.
	SplitParentFirst
	// SplitChildFirst: budgets as SplitHalve, but the child gets all b-1
	// slots left and the parent none.
	SplitChildFirst
)

// SplitPolicies are the policies' names, in SplitPolicy order.
var SplitPolicies = []string{"halve", "fcfs", "parent-first", "child-first"}

func (p SplitPolicy) String() string {
	if int(p) < len(SplitPolicies) {
		return SplitPolicies[p]
	}
	return fmt.Sprintf("SplitPolicy(%d)", p)
}

// ParseSplitPolicy reads a policy's name (--split-policy, splits.policy).
func ParseSplitPolicy(s string) (SplitPolicy, error) {
	for i, n := range SplitPolicies {
		if s == n {
			return SplitPolicy(i), nil
		}
	}
	return 0, fmt.Errorf("split policy %q: want %s", s, strings.Join(SplitPolicies, ", "))
}

// Budgeted reports whether the policy gives each member its own budget
// (every policy but SplitFCFS).
func (p SplitPolicy) Budgeted() bool { return p != SplitFCFS }

// Shares divides the budget b >= 1 of a member that splits: the child's
// budget and the parent's afterwards (they add up to b-1). The child's
// slot is the first of the member's range, its range the next c slots,
// the parent's the p slots after those.
func (p SplitPolicy) Shares(b int) (child, parent int) {
	r := b - 1
	switch p {
	case SplitParentFirst:
		return 0, r
	case SplitChildFirst:
		return r, 0
	}
	return r / 2, r - r/2
}

// Slots is a budgeted member's reserve slots: it may still split Budget
// times, the children taking slot numbers from Next on.
type Slots struct{ Next, Budget int }

// Split returns the child's slot number and slots and the parent's slots
// after a split (s.Budget >= 1).
func (p SplitPolicy) Split(s Slots) (slot int, child, parent Slots) {
	c, q := p.Shares(s.Budget)
	return s.Next, Slots{Next: s.Next + 1, Budget: c}, Slots{Next: s.Next + 1 + c, Budget: q}
}
