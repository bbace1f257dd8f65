// Package split is the split policy: who of a wavefront family may split at
// a split-marked divergent branch, and what a split does to the family's
// reserve slots (docs/hardware.md, "Split policy"; the role analysis'
// Theorem in docs/analyze.md).
//
// It depends on no simulator. The functional simulator (traces/sim) runs a
// policy on the members of real families, the timing model configures it
// (splits.policy), and the role analysis (splitmodel/roles) runs the same
// methods on the symbolic members of one path: all through Rules, the
// small interface every policy implements, which also holds the place
// where reconvergence merges a child back into its parent (Merge).
package split

import (
	"fmt"
	"strings"
)

// Policy is a split policy as configured (splits.policy, --split-policy);
// the zero value is the default, Halve. Its behaviour is its Rules.
type Policy uint8

const (
	// Halve (the default): each member of a family holds a budget b of
	// reserve slots and the range of slot numbers [Next, Next+b). The
	// launch wavefront starts with b = S and the slots 1..S. A member with
	// b >= 1 splits; the child takes the first slot of the range, and of
	// the b-1 slots left the child gets floor((b-1)/2) (the next ones), the
	// parent the other ceil((b-1)/2). A member's right to split is a
	// function of its own path only.
	Halve Policy = iota
	// FCFS is the thesis' first-come-first-served rule: the family shares
	// S slots, any member with a heterogeneous mask takes the next one
	// while some are left, and the child of the family's j-th split is
	// split j. Which member makes the j-th split depends on timing.
	FCFS
	// ParentFirst: budgets as Halve, but the parent keeps all b-1 slots
	// left and the child gets none: only the launch wavefront splits, at
	// the first S divergent marked branches of its path.
	ParentFirst
	// ChildFirst: budgets as Halve, but the child gets all b-1 slots left
	// and the parent none.
	ChildFirst
)

// Names are the policies' names, in Policy order.
var Names = []string{"halve", "fcfs", "parent-first", "child-first"}

// rules are the policies' implementations, in Policy order.
var rules = []Rules{
	Halve:       budget(func(r int) (int, int) { return r / 2, r - r/2 }),
	FCFS:        fcfs{},
	ParentFirst: budget(func(r int) (int, int) { return 0, r }),
	ChildFirst:  budget(func(r int) (int, int) { return r, 0 }),
}

func (p Policy) String() string {
	if int(p) < len(Names) {
		return Names[p]
	}
	return fmt.Sprintf("SplitPolicy(%d)", p)
}

// Valid reports whether p is one of the policies.
func (p Policy) Valid() bool { return int(p) < len(rules) }

// Parse reads a policy's name (--split-policy, splits.policy).
func Parse(s string) (Policy, error) {
	for i, n := range Names {
		if s == n {
			return Policy(i), nil
		}
	}
	return 0, fmt.Errorf("split policy %q: want %s", s, strings.Join(Names, ", "))
}

// Rules is the policy's behaviour (p must be Valid).
func (p Policy) Rules() Rules { return rules[p] }

// Slots is a member's own reserve slots under a local policy: it may still
// split Budget times, the children taking slot numbers from Next on.
type Slots struct{ Next, Budget int }

// Family is what a split decision may know of the family besides the
// member: its reserve slots S and the splits it has made so far. The role
// analysis, which follows one member's path, knows S only (Splits 0): a
// local policy must not need more.
type Family struct{ S, Splits int }

// Rules is what every split policy implements, the one interface the
// simulator, the timing model and the role analysis call.
type Rules interface {
	// Local reports whether a member's right to split and its child's
	// slot are functions of the member's own path (its Slots), so that
	// the role analysis can follow one path with its slots (the budgeted
	// policies). Otherwise (fcfs) they depend on what the family's other
	// members did before, which timing orders; the analysis then counts
	// the family's splits instead (thesis Theorem 5.2.2).
	Local() bool
	// Launch is the slots a launch wavefront of a family of S reserve
	// slots starts with.
	Launch(S int) Slots
	// MaySplit reports whether a member holding s, in family f, may split
	// at a split-marked branch where its effective mask is heterogeneous.
	MaySplit(s Slots, f Family) bool
	// Split is a split by a member holding s in family f (MaySplit held):
	// the child's slot (its split ID: role j), the child's slots and the
	// member's afterwards.
	Split(s Slots, f Family) (slot int, child, parent Slots)
	// Merge is a child's reconvergence with its parent (issue 31,
	// docs/reconvergence.md): the slots the parent, holding parent,
	// holds after its child, holding child, ended at its branch's join;
	// ok false for a policy under which members never merge (fcfs). The
	// role analysis calls it where a child ends at its join; the
	// simulator will (reconvergence phase 2).
	Merge(parent, child Slots, f Family) (merged Slots, ok bool)
}

// budget is a local policy: each member splits while its own budget
// lasts, and a split shares the b-1 slots left between child and parent
// as shares says (child gets the next ones).
type budget func(r int) (child, parent int)

func (budget) Local() bool                     { return true }
func (budget) Launch(S int) Slots              { return Slots{Next: 1, Budget: S} }
func (budget) MaySplit(s Slots, _ Family) bool { return s.Budget >= 1 }

func (b budget) Split(s Slots, _ Family) (int, Slots, Slots) {
	c, q := b(s.Budget - 1)
	return s.Next, Slots{Next: s.Next + 1, Budget: c}, Slots{Next: s.Next + 1 + c, Budget: q}
}

// Merge undoes the split, whatever the shares: a split gives the child
// the parent's first slot (the child's slot, the one before the child's
// own range) and the next ones, and the parent the rest.
func (budget) Merge(parent, child Slots, _ Family) (Slots, bool) {
	return Slots{Next: child.Next - 1, Budget: parent.Budget + child.Budget + 1}, true
}

// fcfs shares the family's S slots first come, first served.
type fcfs struct{}

func (fcfs) Local() bool                     { return false }
func (fcfs) Launch(S int) Slots              { return Slots{Next: 1, Budget: S} }
func (fcfs) MaySplit(_ Slots, f Family) bool { return f.Splits < f.S }

func (fcfs) Split(s Slots, f Family) (int, Slots, Slots) { return f.Splits + 1, s, s }

func (fcfs) Merge(_, _ Slots, _ Family) (Slots, bool) { return Slots{}, false }
